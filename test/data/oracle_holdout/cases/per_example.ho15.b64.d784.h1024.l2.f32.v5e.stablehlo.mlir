module @jit_per_example_grads attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<784x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg3: tensor<1024x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg4: tensor<10xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg5: tensor<1024x10xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg6: tensor<64x784xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg7: tensor<64xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<1024xf32> {jax.result_info = "result[0]['b']"}, tensor<784x1024xf32> {jax.result_info = "result[0]['w']"}, tensor<1024xf32> {jax.result_info = "result[1]['b']"}, tensor<1024x1024xf32> {jax.result_info = "result[1]['w']"}, tensor<10xf32> {jax.result_info = "result[2]['b']"}, tensor<1024x10xf32> {jax.result_info = "result[2]['w']"}) {
    %0 = stablehlo.dot_general %arg6, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x784xf32>, tensor<784x1024xf32>) -> tensor<64x1024xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<64x1024xf32>
    %3 = stablehlo.add %0, %2 : tensor<64x1024xf32>
    %4 = call @relu(%3) : (tensor<64x1024xf32>) -> tensor<64x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<64x1024xf32>, tensor<64x1024xf32>) -> tensor<64x1024xi1>
    %7 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %8 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<64x1024xf32>
    %10 = stablehlo.add %7, %9 : tensor<64x1024xf32>
    %11 = call @relu(%10) : (tensor<64x1024xf32>) -> tensor<64x1024xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %13 = stablehlo.compare GT, %10, %12, FLOAT : (tensor<64x1024xf32>, tensor<64x1024xf32>) -> tensor<64x1024xi1>
    %14 = stablehlo.dot_general %11, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x10xf32>) -> tensor<64x10xf32>
    %15 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<64x10xf32>
    %17 = stablehlo.add %14, %16 : tensor<64x10xf32>
    %18:2 = call @log_softmax(%17) : (tensor<64x10xf32>) -> (tensor<64x10xf32>, tensor<64x1xf32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %20 = stablehlo.compare LT, %arg7, %19, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %c_1 = stablehlo.constant dense<10> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %22 = stablehlo.add %arg7, %21 : tensor<64xi32>
    %23 = stablehlo.select %20, %22, %arg7 : tensor<64xi1>, tensor<64xi32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.negate %cst_2 : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %27 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<10xf32>) -> tensor<64x10xf32>
    %29 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<1xf32>) -> tensor<64x1xf32>
    %c_4 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_5 = stablehlo.constant dense<2147483647> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %31 = stablehlo.minimum %c_4, %30 : tensor<1xi32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<1xi32>) -> tensor<64x1xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<64x1xi32>
    %34 = stablehlo.clamp %33, %27, %32 : tensor<64x1xi32>
    %35 = "stablehlo.scatter"(%28, %34, %29) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      stablehlo.return %arg9 : tensor<f32>
    }) : (tensor<64x10xf32>, tensor<64x1xi32>, tensor<64x1xf32>) -> tensor<64x10xf32>
    %36 = call @log_softmax_0(%18#0, %18#1, %35) : (tensor<64x10xf32>, tensor<64x1xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %37 = stablehlo.dot_general %36, %11, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<64x10xf32>, tensor<64x1024xf32>) -> tensor<64x10x1024xf32>
    %38 = stablehlo.transpose %37, dims = [0, 2, 1] : (tensor<64x10x1024xf32>) -> tensor<64x1024x10xf32>
    %39 = stablehlo.dot_general %36, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x10xf32>, tensor<1024x10xf32>) -> tensor<64x1024xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<1024xf32>) -> tensor<64x1024xf32>
    %42 = stablehlo.select %13, %39, %41 : tensor<64x1024xi1>, tensor<64x1024xf32>
    %43 = stablehlo.dot_general %42, %4, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<64x1024xf32>) -> tensor<64x1024x1024xf32>
    %44 = stablehlo.transpose %43, dims = [0, 2, 1] : (tensor<64x1024x1024xf32>) -> tensor<64x1024x1024xf32>
    %45 = stablehlo.dot_general %42, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [1] : (tensor<1024xf32>) -> tensor<64x1024xf32>
    %48 = stablehlo.select %6, %45, %47 : tensor<64x1024xi1>, tensor<64x1024xf32>
    %49 = stablehlo.dot_general %48, %arg6, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<64x784xf32>) -> tensor<64x1024x784xf32>
    %50 = stablehlo.transpose %49, dims = [0, 2, 1] : (tensor<64x1024x784xf32>) -> tensor<64x784x1024xf32>
    %51 = chlo.square %48 : tensor<64x1024xf32> -> tensor<64x1024xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_9) applies stablehlo.add across dimensions = [1] : (tensor<64x1024xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %54 = stablehlo.add %53, %52 : tensor<64xf32>
    %55 = chlo.square %50 : tensor<64x784x1024xf32> -> tensor<64x784x1024xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_11) applies stablehlo.add across dimensions = [1, 2] : (tensor<64x784x1024xf32>, tensor<f32>) -> tensor<64xf32>
    %57 = stablehlo.add %54, %56 : tensor<64xf32>
    %58 = chlo.square %42 : tensor<64x1024xf32> -> tensor<64x1024xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<64x1024xf32>, tensor<f32>) -> tensor<64xf32>
    %60 = stablehlo.add %57, %59 : tensor<64xf32>
    %61 = chlo.square %44 : tensor<64x1024x1024xf32> -> tensor<64x1024x1024xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_13) applies stablehlo.add across dimensions = [1, 2] : (tensor<64x1024x1024xf32>, tensor<f32>) -> tensor<64xf32>
    %63 = stablehlo.add %60, %62 : tensor<64xf32>
    %64 = chlo.square %36 : tensor<64x10xf32> -> tensor<64x10xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %66 = stablehlo.add %63, %65 : tensor<64xf32>
    %67 = chlo.square %38 : tensor<64x1024x10xf32> -> tensor<64x1024x10xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_15) applies stablehlo.add across dimensions = [1, 2] : (tensor<64x1024x10xf32>, tensor<f32>) -> tensor<64xf32>
    %69 = stablehlo.add %66, %68 : tensor<64xf32>
    %70 = stablehlo.sqrt %69 : tensor<64xf32>
    %cst_16 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %72 = stablehlo.add %70, %71 : tensor<64xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %74 = stablehlo.divide %73, %72 : tensor<64xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %76 = stablehlo.minimum %75, %74 : tensor<64xf32>
    %77 = stablehlo.reshape %76 : (tensor<64xf32>) -> tensor<64x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x1024xf32>
    %79 = stablehlo.multiply %48, %78 : tensor<64x1024xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<64x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %81 = stablehlo.reshape %76 : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<64x1x1xf32>) -> tensor<64x784x1024xf32>
    %83 = stablehlo.multiply %50, %82 : tensor<64x784x1024xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<64x784x1024xf32>, tensor<f32>) -> tensor<784x1024xf32>
    %85 = stablehlo.reshape %76 : (tensor<64xf32>) -> tensor<64x1xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x1024xf32>
    %87 = stablehlo.multiply %42, %86 : tensor<64x1024xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%87 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<64x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %89 = stablehlo.reshape %76 : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<64x1x1xf32>) -> tensor<64x1024x1024xf32>
    %91 = stablehlo.multiply %44, %90 : tensor<64x1024x1024xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.reduce(%91 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<64x1024x1024xf32>, tensor<f32>) -> tensor<1024x1024xf32>
    %93 = stablehlo.reshape %76 : (tensor<64xf32>) -> tensor<64x1xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x10xf32>
    %95 = stablehlo.multiply %36, %94 : tensor<64x10xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.reduce(%95 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<64x10xf32>, tensor<f32>) -> tensor<10xf32>
    %97 = stablehlo.reshape %76 : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<64x1x1xf32>) -> tensor<64x1024x10xf32>
    %99 = stablehlo.multiply %38, %98 : tensor<64x1024x10xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%99 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<64x1024x10xf32>, tensor<f32>) -> tensor<1024x10xf32>
    return %80, %84, %88, %92, %96, %100 : tensor<1024xf32>, tensor<784x1024xf32>, tensor<1024xf32>, tensor<1024x1024xf32>, tensor<10xf32>, tensor<1024x10xf32>
  }
  func.func private @relu(%arg0: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<64x1024xf32>
    return %1 : tensor<64x1024xf32>
  }
  func.func private @log_softmax(%arg0: tensor<64x10xf32>) -> (tensor<64x10xf32>, tensor<64x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<64x10xf32>
    %6 = stablehlo.exponential %5 : tensor<64x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    return %6, %8 : tensor<64x10xf32>, tensor<64x1xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<64x10xf32>, %arg1: tensor<64x1xf32>, %arg2: tensor<64x10xf32>) -> tensor<64x10xf32> {
    %0 = stablehlo.negate %arg2 : tensor<64x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.reshape %1 : (tensor<64xf32>) -> tensor<64x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<64x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<64xf32>) -> tensor<64x10xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<64x10xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<64x10xf32>
    return %7 : tensor<64x10xf32>
  }
}
