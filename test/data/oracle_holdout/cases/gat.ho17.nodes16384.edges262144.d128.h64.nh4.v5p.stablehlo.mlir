module @jit_gat_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<4x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<4x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<16384x128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg4: tensor<262144xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg5: tensor<262144xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<4x64xf32> {jax.result_info = "result['a_dst']"}, tensor<4x64xf32> {jax.result_info = "result['a_src']"}, tensor<128x256xf32> {jax.result_info = "result['w']"}) {
    %0 = stablehlo.dot_general %arg3, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16384x128xf32>, tensor<128x256xf32>) -> tensor<16384x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<16384x256xf32>) -> tensor<16384x4x64xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<4x64xf32>) -> tensor<1x4x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<16384x4x64xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<16384x4x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16384x4x64xf32>, tensor<f32>) -> tensor<16384x4xf32>
    %6 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<4x64xf32>) -> tensor<1x4x64xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<16384x4x64xf32>
    %8 = stablehlo.multiply %1, %7 : tensor<16384x4x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<16384x4x64xf32>, tensor<f32>) -> tensor<16384x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<262144xi32>
    %11 = stablehlo.compare LT, %arg4, %10, SIGNED : (tensor<262144xi32>, tensor<262144xi32>) -> tensor<262144xi1>
    %c_1 = stablehlo.constant dense<16384> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<262144xi32>
    %13 = stablehlo.add %arg4, %12 : tensor<262144xi32>
    %14 = stablehlo.select %11, %13, %arg4 : tensor<262144xi1>, tensor<262144xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<262144xi32>) -> tensor<262144x1xi32>
    %16 = "stablehlo.gather"(%5, %15) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<262144x1xi32>) -> tensor<262144x4xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<262144xi32>
    %18 = stablehlo.compare LT, %arg5, %17, SIGNED : (tensor<262144xi32>, tensor<262144xi32>) -> tensor<262144xi1>
    %c_3 = stablehlo.constant dense<16384> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<262144xi32>
    %20 = stablehlo.add %arg5, %19 : tensor<262144xi32>
    %21 = stablehlo.select %18, %20, %arg5 : tensor<262144xi1>, tensor<262144xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<262144xi32>) -> tensor<262144x1xi32>
    %23 = "stablehlo.gather"(%9, %22) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<262144x1xi32>) -> tensor<262144x4xf32>
    %24 = stablehlo.add %16, %23 : tensor<262144x4xf32>
    %cst_4 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
    %25:3 = call @leaky_relu(%24, %cst_4) : (tensor<262144x4xf32>, tensor<f32>) -> (tensor<262144x4xf32>, tensor<f32>, tensor<262144x4xi1>)
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16384x4xf32>
    %27 = stablehlo.broadcast_in_dim %arg5, dims = [0] : (tensor<262144xi32>) -> tensor<262144x1xi32>
    %28 = "stablehlo.scatter"(%26, %27, %25#0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %173 = stablehlo.maximum %arg6, %arg7 : tensor<f32>
      stablehlo.return %173 : tensor<f32>
    }) : (tensor<16384x4xf32>, tensor<262144x1xi32>, tensor<262144x4xf32>) -> tensor<16384x4xf32>
    %29 = "stablehlo.gather"(%26, %27) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<262144x1xi32>) -> tensor<262144x4xf32>
    %30 = "stablehlo.gather"(%28, %27) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<262144x1xi32>) -> tensor<262144x4xf32>
    %31 = stablehlo.compare EQ, %25#0, %30, FLOAT : (tensor<262144x4xf32>, tensor<262144x4xf32>) -> tensor<262144x4xi1>
    %32 = stablehlo.compare EQ, %29, %30, FLOAT : (tensor<262144x4xf32>, tensor<262144x4xf32>) -> tensor<262144x4xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16384x4xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<262144x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<262144x4xf32>
    %36 = stablehlo.select %31, %34, %35 : tensor<262144x4xi1>, tensor<262144x4xf32>
    %37 = "stablehlo.scatter"(%33, %27, %36) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %173 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %173 : tensor<f32>
    }) : (tensor<16384x4xf32>, tensor<262144x1xi32>, tensor<262144x4xf32>) -> tensor<16384x4xf32>
    %38 = "stablehlo.gather"(%37, %27) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<262144x1xi32>) -> tensor<262144x4xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<262144x4xf32>
    %40 = stablehlo.add %38, %39 : tensor<262144x4xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<262144x4xf32>
    %42 = stablehlo.divide %41, %40 : tensor<262144x4xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<262144x4xf32>
    %44 = stablehlo.divide %43, %38 : tensor<262144x4xf32>
    %45 = stablehlo.select %32, %42, %44 : tensor<262144x4xi1>, tensor<262144x4xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<262144x4xf32>
    %47 = stablehlo.select %31, %45, %46 : tensor<262144x4xi1>, tensor<262144x4xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<262144xi32>
    %49 = stablehlo.compare LT, %arg5, %48, SIGNED : (tensor<262144xi32>, tensor<262144xi32>) -> tensor<262144xi1>
    %c_14 = stablehlo.constant dense<16384> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<262144xi32>
    %51 = stablehlo.add %arg5, %50 : tensor<262144xi32>
    %52 = stablehlo.select %49, %51, %arg5 : tensor<262144xi1>, tensor<262144xi32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<262144xi32>) -> tensor<262144x1xi32>
    %54 = "stablehlo.gather"(%28, %53) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<262144x1xi32>) -> tensor<262144x4xf32>
    %55 = stablehlo.subtract %25#0, %54 : tensor<262144x4xf32>
    %56 = stablehlo.exponential %55 : tensor<262144x4xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16384x4xf32>
    %58 = stablehlo.broadcast_in_dim %arg5, dims = [0] : (tensor<262144xi32>) -> tensor<262144x1xi32>
    %59 = "stablehlo.scatter"(%57, %58, %56) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %173 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %173 : tensor<f32>
    }) : (tensor<16384x4xf32>, tensor<262144x1xi32>, tensor<262144x4xf32>) -> tensor<16384x4xf32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %60 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<262144xi32>
    %61 = stablehlo.compare LT, %arg5, %60, SIGNED : (tensor<262144xi32>, tensor<262144xi32>) -> tensor<262144xi1>
    %c_17 = stablehlo.constant dense<16384> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<262144xi32>
    %63 = stablehlo.add %arg5, %62 : tensor<262144xi32>
    %64 = stablehlo.select %61, %63, %arg5 : tensor<262144xi1>, tensor<262144xi32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<262144xi32>) -> tensor<262144x1xi32>
    %66 = "stablehlo.gather"(%59, %65) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<262144x1xi32>) -> tensor<262144x4xf32>
    %cst_18 = stablehlo.constant dense<9.99999971E-10> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<262144x4xf32>
    %68 = stablehlo.add %66, %67 : tensor<262144x4xf32>
    %69 = stablehlo.divide %56, %68 : tensor<262144x4xf32>
    %70 = stablehlo.multiply %68, %68 : tensor<262144x4xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<262144x4xf32>
    %72 = stablehlo.divide %71, %70 : tensor<262144x4xf32>
    %73 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<262144x4xf32>) -> tensor<262144x4x1xf32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %74 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<262144xi32>
    %75 = stablehlo.compare LT, %arg4, %74, SIGNED : (tensor<262144xi32>, tensor<262144xi32>) -> tensor<262144xi1>
    %c_21 = stablehlo.constant dense<16384> : tensor<i32>
    %76 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<262144xi32>
    %77 = stablehlo.add %arg4, %76 : tensor<262144xi32>
    %78 = stablehlo.select %75, %77, %arg4 : tensor<262144xi1>, tensor<262144xi32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0] : (tensor<262144xi32>) -> tensor<262144x1xi32>
    %80 = "stablehlo.gather"(%1, %79) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4, 64>}> : (tensor<16384x4x64xf32>, tensor<262144x1xi32>) -> tensor<262144x4x64xf32>
    %81 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<262144x4x1xf32>) -> tensor<262144x4x64xf32>
    %82 = stablehlo.multiply %81, %80 : tensor<262144x4x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16384x4x64xf32>
    %84 = stablehlo.broadcast_in_dim %arg5, dims = [0] : (tensor<262144xi32>) -> tensor<262144x1xi32>
    %85 = "stablehlo.scatter"(%83, %84, %82) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %173 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %173 : tensor<f32>
    }) : (tensor<16384x4x64xf32>, tensor<262144x1xi32>, tensor<262144x4x64xf32>) -> tensor<16384x4x64xf32>
    %86 = stablehlo.reshape %85 : (tensor<16384x4x64xf32>) -> tensor<16384x256xf32>
    %87:4 = call @elu(%86) : (tensor<16384x256xf32>) -> (tensor<16384x256xf32>, tensor<16384x256xi1>, tensor<16384x256xf32>, tensor<16384x256xi1>)
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16384x256xf32>
    %89 = stablehlo.multiply %88, %87#0 : tensor<16384x256xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_25 = stablehlo.constant dense<0x4A800000> : tensor<f32>
    %90 = stablehlo.divide %cst_24, %cst_25 : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<f32>) -> tensor<16384x256xf32>
    %92 = stablehlo.multiply %91, %89 : tensor<16384x256xf32>
    %93 = call @elu_2(%87#1, %87#2, %87#3, %92) : (tensor<16384x256xi1>, tensor<16384x256xf32>, tensor<16384x256xi1>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %94 = stablehlo.reshape %93 : (tensor<16384x256xf32>) -> tensor<16384x4x64xf32>
    %c_26 = stablehlo.constant dense<16383> : tensor<1xi32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %95 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<262144x1xi32>
    %96 = stablehlo.compare GE, %84, %95, SIGNED : (tensor<262144x1xi32>, tensor<262144x1xi32>) -> tensor<262144x1xi1>
    %97 = stablehlo.broadcast_in_dim %c_26, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<262144x1xi32>
    %99 = stablehlo.compare LE, %84, %98, SIGNED : (tensor<262144x1xi32>, tensor<262144x1xi32>) -> tensor<262144x1xi1>
    %100 = stablehlo.and %96, %99 : tensor<262144x1xi1>
    %c_28 = stablehlo.constant dense<true> : tensor<i1>
    %101 = stablehlo.reduce(%100 init: %c_28) applies stablehlo.and across dimensions = [1] : (tensor<262144x1xi1>, tensor<i1>) -> tensor<262144xi1>
    %102 = "stablehlo.gather"(%94, %84) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4, 64>}> : (tensor<16384x4x64xf32>, tensor<262144x1xi32>) -> tensor<262144x4x64xf32>
    %103 = stablehlo.broadcast_in_dim %101, dims = [0] : (tensor<262144xi1>) -> tensor<262144x4x64xi1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<262144x4x64xf32>
    %105 = stablehlo.select %103, %102, %104 : tensor<262144x4x64xi1>, tensor<262144x4x64xf32>
    %106 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<262144x4x1xf32>) -> tensor<262144x4x64xf32>
    %107 = stablehlo.multiply %106, %105 : tensor<262144x4x64xf32>
    %108 = stablehlo.multiply %105, %80 : tensor<262144x4x64xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<262144x4x64xf32>, tensor<f32>) -> tensor<262144x4xf32>
    %110 = stablehlo.reshape %109 : (tensor<262144x4xf32>) -> tensor<262144x4x1xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16384x4x64xf32>
    %112 = "stablehlo.scatter"(%111, %79, %107) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %173 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %173 : tensor<f32>
    }) : (tensor<16384x4x64xf32>, tensor<262144x1xi32>, tensor<262144x4x64xf32>) -> tensor<16384x4x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%110 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<262144x4x1xf32>, tensor<f32>) -> tensor<262144x4xf32>
    %114 = stablehlo.multiply %113, %72 : tensor<262144x4xf32>
    %115 = stablehlo.multiply %114, %56 : tensor<262144x4xf32>
    %116 = stablehlo.negate %115 : tensor<262144x4xf32>
    %117 = stablehlo.divide %113, %68 : tensor<262144x4xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16384x4xf32>
    %119 = "stablehlo.scatter"(%118, %65, %116) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %173 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %173 : tensor<f32>
    }) : (tensor<16384x4xf32>, tensor<262144x1xi32>, tensor<262144x4xf32>) -> tensor<16384x4xf32>
    %c_34 = stablehlo.constant dense<16383> : tensor<1xi32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %120 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<262144x1xi32>
    %121 = stablehlo.compare GE, %58, %120, SIGNED : (tensor<262144x1xi32>, tensor<262144x1xi32>) -> tensor<262144x1xi1>
    %122 = stablehlo.broadcast_in_dim %c_34, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<262144x1xi32>
    %124 = stablehlo.compare LE, %58, %123, SIGNED : (tensor<262144x1xi32>, tensor<262144x1xi32>) -> tensor<262144x1xi1>
    %125 = stablehlo.and %121, %124 : tensor<262144x1xi1>
    %c_36 = stablehlo.constant dense<true> : tensor<i1>
    %126 = stablehlo.reduce(%125 init: %c_36) applies stablehlo.and across dimensions = [1] : (tensor<262144x1xi1>, tensor<i1>) -> tensor<262144xi1>
    %127 = "stablehlo.gather"(%119, %58) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<262144x1xi32>) -> tensor<262144x4xf32>
    %128 = stablehlo.broadcast_in_dim %126, dims = [0] : (tensor<262144xi1>) -> tensor<262144x4xi1>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<262144x4xf32>
    %130 = stablehlo.select %128, %127, %129 : tensor<262144x4xi1>, tensor<262144x4xf32>
    %131 = stablehlo.add %117, %130 : tensor<262144x4xf32>
    %132 = stablehlo.multiply %131, %56 : tensor<262144x4xf32>
    %133 = stablehlo.negate %132 : tensor<262144x4xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<16384x4xf32>
    %135 = "stablehlo.scatter"(%134, %53, %133) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %173 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %173 : tensor<f32>
    }) : (tensor<16384x4xf32>, tensor<262144x1xi32>, tensor<262144x4xf32>) -> tensor<16384x4xf32>
    %c_39 = stablehlo.constant dense<16383> : tensor<1xi32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %136 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<262144x1xi32>
    %137 = stablehlo.compare GE, %27, %136, SIGNED : (tensor<262144x1xi32>, tensor<262144x1xi32>) -> tensor<262144x1xi1>
    %138 = stablehlo.broadcast_in_dim %c_39, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<262144x1xi32>
    %140 = stablehlo.compare LE, %27, %139, SIGNED : (tensor<262144x1xi32>, tensor<262144x1xi32>) -> tensor<262144x1xi1>
    %141 = stablehlo.and %137, %140 : tensor<262144x1xi1>
    %c_41 = stablehlo.constant dense<true> : tensor<i1>
    %142 = stablehlo.reduce(%141 init: %c_41) applies stablehlo.and across dimensions = [1] : (tensor<262144x1xi1>, tensor<i1>) -> tensor<262144xi1>
    %143 = "stablehlo.gather"(%135, %27) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<16384x4xf32>, tensor<262144x1xi32>) -> tensor<262144x4xf32>
    %144 = stablehlo.broadcast_in_dim %142, dims = [0] : (tensor<262144xi1>) -> tensor<262144x4xi1>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<262144x4xf32>
    %146 = stablehlo.select %144, %143, %145 : tensor<262144x4xi1>, tensor<262144x4xf32>
    %147 = stablehlo.multiply %146, %47 : tensor<262144x4xf32>
    %148 = stablehlo.add %132, %147 : tensor<262144x4xf32>
    %149 = call @leaky_relu_5(%25#1, %25#2, %148) : (tensor<f32>, tensor<262144x4xi1>, tensor<262144x4xf32>) -> tensor<262144x4xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<16384x4xf32>
    %151 = "stablehlo.scatter"(%150, %22, %149) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %173 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %173 : tensor<f32>
    }) : (tensor<16384x4xf32>, tensor<262144x1xi32>, tensor<262144x4xf32>) -> tensor<16384x4xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<16384x4xf32>
    %153 = "stablehlo.scatter"(%152, %15, %149) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %173 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %173 : tensor<f32>
    }) : (tensor<16384x4xf32>, tensor<262144x1xi32>, tensor<262144x4xf32>) -> tensor<16384x4xf32>
    %154 = stablehlo.broadcast_in_dim %151, dims = [0, 1] : (tensor<16384x4xf32>) -> tensor<16384x4x64xf32>
    %155 = stablehlo.multiply %1, %154 : tensor<16384x4x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.reduce(%155 init: %cst_45) applies stablehlo.add across dimensions = [0] : (tensor<16384x4x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %157 = stablehlo.reshape %156 : (tensor<4x64xf32>) -> tensor<1x4x64xf32>
    %158 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<16384x4x64xf32>
    %159 = stablehlo.multiply %154, %158 : tensor<16384x4x64xf32>
    %160 = stablehlo.add %112, %159 : tensor<16384x4x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.reduce(%157 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<1x4x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %162 = stablehlo.broadcast_in_dim %153, dims = [0, 1] : (tensor<16384x4xf32>) -> tensor<16384x4x64xf32>
    %163 = stablehlo.multiply %1, %162 : tensor<16384x4x64xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.reduce(%163 init: %cst_47) applies stablehlo.add across dimensions = [0] : (tensor<16384x4x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %165 = stablehlo.reshape %164 : (tensor<4x64xf32>) -> tensor<1x4x64xf32>
    %166 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x4x64xf32>) -> tensor<16384x4x64xf32>
    %167 = stablehlo.multiply %162, %166 : tensor<16384x4x64xf32>
    %168 = stablehlo.add %160, %167 : tensor<16384x4x64xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.reduce(%165 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<1x4x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %170 = stablehlo.reshape %168 : (tensor<16384x4x64xf32>) -> tensor<16384x256xf32>
    %171 = stablehlo.dot_general %170, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16384x256xf32>, tensor<16384x128xf32>) -> tensor<256x128xf32>
    %172 = stablehlo.transpose %171, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    return %161, %169, %172 : tensor<4x64xf32>, tensor<4x64xf32>, tensor<128x256xf32>
  }
  func.func private @leaky_relu(%arg0: tensor<262144x4xf32>, %arg1: tensor<f32>) -> (tensor<262144x4xf32>, tensor<f32>, tensor<262144x4xi1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<262144x4xf32>
    %1 = stablehlo.compare GE, %arg0, %0, FLOAT : (tensor<262144x4xf32>, tensor<262144x4xf32>) -> tensor<262144x4xi1>
    %2 = stablehlo.convert %arg1 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<262144x4xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<262144x4xf32>
    %5 = call @_where(%1, %arg0, %4) : (tensor<262144x4xi1>, tensor<262144x4xf32>, tensor<262144x4xf32>) -> tensor<262144x4xf32>
    return %5, %2, %1 : tensor<262144x4xf32>, tensor<f32>, tensor<262144x4xi1>
  }
  func.func private @_where(%arg0: tensor<262144x4xi1>, %arg1: tensor<262144x4xf32>, %arg2: tensor<262144x4xf32>) -> tensor<262144x4xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<262144x4xi1>, tensor<262144x4xf32>
    return %0 : tensor<262144x4xf32>
  }
  func.func private @elu(%arg0: tensor<16384x256xf32>) -> (tensor<16384x256xf32>, tensor<16384x256xi1>, tensor<16384x256xf32>, tensor<16384x256xi1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16384x256xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16384x256xf32>
    %3 = stablehlo.compare GT, %arg0, %2, FLOAT : (tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = call @_where_0(%3, %cst_1, %arg0) : (tensor<16384x256xi1>, tensor<f32>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %5 = stablehlo.exponential_minus_one %4 : tensor<16384x256xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16384x256xf32>
    %7 = stablehlo.add %5, %6 : tensor<16384x256xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16384x256xf32>
    %9 = stablehlo.multiply %8, %5 : tensor<16384x256xf32>
    %10 = call @_where_1(%1, %arg0, %9) : (tensor<16384x256xi1>, tensor<16384x256xf32>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    return %10, %3, %7, %1 : tensor<16384x256xf32>, tensor<16384x256xi1>, tensor<16384x256xf32>, tensor<16384x256xi1>
  }
  func.func private @_where_0(%arg0: tensor<16384x256xi1>, %arg1: tensor<f32>, %arg2: tensor<16384x256xf32>) -> tensor<16384x256xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16384x256xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<16384x256xi1>, tensor<16384x256xf32>
    return %2 : tensor<16384x256xf32>
  }
  func.func private @_where_1(%arg0: tensor<16384x256xi1>, %arg1: tensor<16384x256xf32>, %arg2: tensor<16384x256xf32>) -> tensor<16384x256xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16384x256xi1>, tensor<16384x256xf32>
    return %0 : tensor<16384x256xf32>
  }
  func.func private @elu_2(%arg0: tensor<16384x256xi1>, %arg1: tensor<16384x256xf32>, %arg2: tensor<16384x256xi1>, %arg3: tensor<16384x256xf32>) -> tensor<16384x256xf32> {
    %0:2 = call @_where_3(%arg2, %arg3) : (tensor<16384x256xi1>, tensor<16384x256xf32>) -> (tensor<16384x256xf32>, tensor<16384x256xf32>)
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16384x256xf32>
    %2 = stablehlo.multiply %1, %0#1 : tensor<16384x256xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<16384x256xf32>
    %4 = call @_where_4(%arg0, %3) : (tensor<16384x256xi1>, tensor<16384x256xf32>) -> tensor<16384x256xf32>
    %5 = stablehlo.add %0#0, %4 : tensor<16384x256xf32>
    return %5 : tensor<16384x256xf32>
  }
  func.func private @_where_3(%arg0: tensor<16384x256xi1>, %arg1: tensor<16384x256xf32>) -> (tensor<16384x256xf32>, tensor<16384x256xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16384x256xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<16384x256xi1>, tensor<16384x256xf32>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<16384x256xi1>, tensor<16384x256xf32>
    return %2, %1 : tensor<16384x256xf32>, tensor<16384x256xf32>
  }
  func.func private @_where_4(%arg0: tensor<16384x256xi1>, %arg1: tensor<16384x256xf32>) -> tensor<16384x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16384x256xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<16384x256xi1>, tensor<16384x256xf32>
    return %1 : tensor<16384x256xf32>
  }
  func.func private @leaky_relu_5(%arg0: tensor<f32>, %arg1: tensor<262144x4xi1>, %arg2: tensor<262144x4xf32>) -> tensor<262144x4xf32> {
    %0:2 = call @_where_6(%arg1, %arg2) : (tensor<262144x4xi1>, tensor<262144x4xf32>) -> (tensor<262144x4xf32>, tensor<262144x4xf32>)
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<262144x4xf32>
    %2 = stablehlo.multiply %1, %0#1 : tensor<262144x4xf32>
    %3 = stablehlo.add %0#0, %2 : tensor<262144x4xf32>
    return %3 : tensor<262144x4xf32>
  }
  func.func private @_where_6(%arg0: tensor<262144x4xi1>, %arg1: tensor<262144x4xf32>) -> (tensor<262144x4xf32>, tensor<262144x4xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<262144x4xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<262144x4xi1>, tensor<262144x4xf32>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<262144x4xi1>, tensor<262144x4xf32>
    return %2, %1 : tensor<262144x4xf32>, tensor<262144x4xf32>
  }
}
