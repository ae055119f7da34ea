module @jit_gnn_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg4: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg5: tensor<256x256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg6: tensor<20000x128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg7: tensor<200000xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg8: tensor<200000xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg9: tensor<20000xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<256xf32> {jax.result_info = "result[0]['b']"}, tensor<128x256xf32> {jax.result_info = "result[0]['msg']"}, tensor<128x256xf32> {jax.result_info = "result[0]['self']"}, tensor<256xf32> {jax.result_info = "result[1]['b']"}, tensor<256x256xf32> {jax.result_info = "result[1]['msg']"}, tensor<256x256xf32> {jax.result_info = "result[1]['self']"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<200000xi32>
    %1 = stablehlo.compare LT, %arg7, %0, SIGNED : (tensor<200000xi32>, tensor<200000xi32>) -> tensor<200000xi1>
    %c_0 = stablehlo.constant dense<20000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<200000xi32>
    %3 = stablehlo.add %arg7, %2 : tensor<200000xi32>
    %4 = stablehlo.select %1, %3, %arg7 : tensor<200000xi1>, tensor<200000xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<200000xi32>) -> tensor<200000x1xi32>
    %6 = "stablehlo.gather"(%arg6, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<20000x128xf32>, tensor<200000x1xi32>) -> tensor<200000x128xf32>
    %7 = stablehlo.dot_general %6, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<200000x128xf32>, tensor<128x256xf32>) -> tensor<200000x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<20000x256xf32>
    %9 = stablehlo.broadcast_in_dim %arg8, dims = [0] : (tensor<200000xi32>) -> tensor<200000x1xi32>
    %10 = "stablehlo.scatter"(%8, %9, %7) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %91 = stablehlo.add %arg10, %arg11 : tensor<f32>
      stablehlo.return %91 : tensor<f32>
    }) : (tensor<20000x256xf32>, tensor<200000x1xi32>, tensor<200000x256xf32>) -> tensor<20000x256xf32>
    %11 = stablehlo.dot_general %arg6, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<20000x128xf32>, tensor<128x256xf32>) -> tensor<20000x256xf32>
    %12 = stablehlo.add %10, %11 : tensor<20000x256xf32>
    %13 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<20000x256xf32>
    %15 = stablehlo.add %12, %14 : tensor<20000x256xf32>
    %16 = call @relu(%15) : (tensor<20000x256xf32>) -> tensor<20000x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<20000x256xf32>
    %18 = stablehlo.compare GT, %15, %17, FLOAT : (tensor<20000x256xf32>, tensor<20000x256xf32>) -> tensor<20000x256xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<200000xi32>
    %20 = stablehlo.compare LT, %arg7, %19, SIGNED : (tensor<200000xi32>, tensor<200000xi32>) -> tensor<200000xi1>
    %c_3 = stablehlo.constant dense<20000> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<200000xi32>
    %22 = stablehlo.add %arg7, %21 : tensor<200000xi32>
    %23 = stablehlo.select %20, %22, %arg7 : tensor<200000xi1>, tensor<200000xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<200000xi32>) -> tensor<200000x1xi32>
    %25 = "stablehlo.gather"(%16, %24) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<20000x256xf32>, tensor<200000x1xi32>) -> tensor<200000x256xf32>
    %26 = stablehlo.dot_general %25, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<200000x256xf32>, tensor<256x256xf32>) -> tensor<200000x256xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<20000x256xf32>
    %28 = stablehlo.broadcast_in_dim %arg8, dims = [0] : (tensor<200000xi32>) -> tensor<200000x1xi32>
    %29 = "stablehlo.scatter"(%27, %28, %26) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %91 = stablehlo.add %arg10, %arg11 : tensor<f32>
      stablehlo.return %91 : tensor<f32>
    }) : (tensor<20000x256xf32>, tensor<200000x1xi32>, tensor<200000x256xf32>) -> tensor<20000x256xf32>
    %30 = stablehlo.dot_general %16, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<20000x256xf32>, tensor<256x256xf32>) -> tensor<20000x256xf32>
    %31 = stablehlo.add %29, %30 : tensor<20000x256xf32>
    %32 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<20000x256xf32>
    %34 = stablehlo.add %31, %33 : tensor<20000x256xf32>
    %35 = call @relu(%34) : (tensor<20000x256xf32>) -> tensor<20000x256xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<20000x256xf32>
    %37 = stablehlo.compare GT, %34, %36, FLOAT : (tensor<20000x256xf32>, tensor<20000x256xf32>) -> tensor<20000x256xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%35 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<20000x256xf32>, tensor<f32>) -> tensor<20000xf32>
    %39 = stablehlo.subtract %38, %arg9 : tensor<20000xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<20000xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<20000xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<2.000000e+04> : tensor<f32>
    %42 = stablehlo.divide %cst_8, %cst_9 : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<f32>) -> tensor<20000xf32>
    %44 = stablehlo.multiply %43, %41 : tensor<20000xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0] : (tensor<20000xf32>) -> tensor<20000x256xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<20000x256xf32>
    %47 = stablehlo.select %37, %45, %46 : tensor<20000x256xi1>, tensor<20000x256xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<20000x256xf32>, tensor<f32>) -> tensor<256xf32>
    %49 = stablehlo.reshape %48 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %51 = stablehlo.dot_general %47, %16, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<20000x256xf32>, tensor<20000x256xf32>) -> tensor<256x256xf32>
    %52 = stablehlo.transpose %51, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %53 = stablehlo.dot_general %47, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<20000x256xf32>, tensor<256x256xf32>) -> tensor<20000x256xf32>
    %c_13 = stablehlo.constant dense<19999> : tensor<1xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %54 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<200000x1xi32>
    %55 = stablehlo.compare GE, %28, %54, SIGNED : (tensor<200000x1xi32>, tensor<200000x1xi32>) -> tensor<200000x1xi1>
    %56 = stablehlo.broadcast_in_dim %c_13, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<200000x1xi32>
    %58 = stablehlo.compare LE, %28, %57, SIGNED : (tensor<200000x1xi32>, tensor<200000x1xi32>) -> tensor<200000x1xi1>
    %59 = stablehlo.and %55, %58 : tensor<200000x1xi1>
    %c_15 = stablehlo.constant dense<true> : tensor<i1>
    %60 = stablehlo.reduce(%59 init: %c_15) applies stablehlo.and across dimensions = [1] : (tensor<200000x1xi1>, tensor<i1>) -> tensor<200000xi1>
    %61 = "stablehlo.gather"(%47, %28) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<20000x256xf32>, tensor<200000x1xi32>) -> tensor<200000x256xf32>
    %62 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<200000xi1>) -> tensor<200000x256xi1>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<200000x256xf32>
    %64 = stablehlo.select %62, %61, %63 : tensor<200000x256xi1>, tensor<200000x256xf32>
    %65 = stablehlo.dot_general %64, %25, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<200000x256xf32>, tensor<200000x256xf32>) -> tensor<256x256xf32>
    %66 = stablehlo.transpose %65, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %67 = stablehlo.dot_general %64, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<200000x256xf32>, tensor<256x256xf32>) -> tensor<200000x256xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<20000x256xf32>
    %69 = "stablehlo.scatter"(%68, %24, %67) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %91 = stablehlo.add %arg10, %arg11 : tensor<f32>
      stablehlo.return %91 : tensor<f32>
    }) : (tensor<20000x256xf32>, tensor<200000x1xi32>, tensor<200000x256xf32>) -> tensor<20000x256xf32>
    %70 = stablehlo.add %53, %69 : tensor<20000x256xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<20000x256xf32>
    %72 = stablehlo.select %18, %70, %71 : tensor<20000x256xi1>, tensor<20000x256xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<20000x256xf32>, tensor<f32>) -> tensor<256xf32>
    %74 = stablehlo.reshape %73 : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %76 = stablehlo.dot_general %72, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<20000x256xf32>, tensor<20000x128xf32>) -> tensor<256x128xf32>
    %77 = stablehlo.transpose %76, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %c_21 = stablehlo.constant dense<19999> : tensor<1xi32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %78 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<200000x1xi32>
    %79 = stablehlo.compare GE, %9, %78, SIGNED : (tensor<200000x1xi32>, tensor<200000x1xi32>) -> tensor<200000x1xi1>
    %80 = stablehlo.broadcast_in_dim %c_21, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<200000x1xi32>
    %82 = stablehlo.compare LE, %9, %81, SIGNED : (tensor<200000x1xi32>, tensor<200000x1xi32>) -> tensor<200000x1xi1>
    %83 = stablehlo.and %79, %82 : tensor<200000x1xi1>
    %c_23 = stablehlo.constant dense<true> : tensor<i1>
    %84 = stablehlo.reduce(%83 init: %c_23) applies stablehlo.and across dimensions = [1] : (tensor<200000x1xi1>, tensor<i1>) -> tensor<200000xi1>
    %85 = "stablehlo.gather"(%72, %9) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<20000x256xf32>, tensor<200000x1xi32>) -> tensor<200000x256xf32>
    %86 = stablehlo.broadcast_in_dim %84, dims = [0] : (tensor<200000xi1>) -> tensor<200000x256xi1>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<200000x256xf32>
    %88 = stablehlo.select %86, %85, %87 : tensor<200000x256xi1>, tensor<200000x256xf32>
    %89 = stablehlo.dot_general %88, %6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<200000x256xf32>, tensor<200000x128xf32>) -> tensor<256x128xf32>
    %90 = stablehlo.transpose %89, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    return %75, %90, %77, %50, %66, %52 : tensor<256xf32>, tensor<128x256xf32>, tensor<128x256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>
  }
  func.func private @relu(%arg0: tensor<20000x256xf32>) -> tensor<20000x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<20000x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<20000x256xf32>
    return %1 : tensor<20000x256xf32>
  }
}
