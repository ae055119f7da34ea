module @jit_donation_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<1024x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<16xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<1024x16xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg5: tensor<1024x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg6: tensor<16xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg7: tensor<1024x16xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg8: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg9: tensor<256xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<1024xf32> {jax.result_info = "result[0][0]['b']"}, tensor<1024x1024xf32> {jax.result_info = "result[0][0]['w']"}, tensor<16xf32> {jax.result_info = "result[0][1]['b']"}, tensor<1024x16xf32> {jax.result_info = "result[0][1]['w']"}, tensor<1024xf32> {jax.result_info = "result[1][0]['b']"}, tensor<1024x1024xf32> {jax.result_info = "result[1][0]['w']"}, tensor<16xf32> {jax.result_info = "result[1][1]['b']"}, tensor<1024x16xf32> {jax.result_info = "result[1][1]['w']"}) {
    %0 = stablehlo.dot_general %arg8, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x1024xf32>) -> tensor<256x1024xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<256x1024xf32>
    %3 = stablehlo.add %0, %2 : tensor<256x1024xf32>
    %4 = call @relu(%3) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<256x1024xi1>
    %7 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x16xf32>) -> tensor<256x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<256x16xf32>
    %10 = stablehlo.add %7, %9 : tensor<256x16xf32>
    %11:2 = call @log_softmax(%10) : (tensor<256x16xf32>) -> (tensor<256x16xf32>, tensor<256x1xf32>)
    %12 = stablehlo.broadcast_in_dim %arg9, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %13 = call @take_along_axis(%12) : (tensor<256x1xi32>) -> tensor<256x1x1xi32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.negate %cst_0 : tensor<f32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %15 = stablehlo.divide %14, %cst_1 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %18 = call @take_along_axis_0(%13, %17) : (tensor<256x1x1xi32>, tensor<256x1xf32>) -> tensor<256x16xf32>
    %19 = call @log_softmax_1(%11#0, %11#1, %18) : (tensor<256x16xf32>, tensor<256x1xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<256x16xf32>, tensor<f32>) -> tensor<16xf32>
    %21 = stablehlo.reshape %20 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %23 = stablehlo.dot_general %19, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x16xf32>, tensor<256x1024xf32>) -> tensor<16x1024xf32>
    %24 = stablehlo.transpose %23, dims = [1, 0] : (tensor<16x1024xf32>) -> tensor<1024x16xf32>
    %25 = stablehlo.dot_general %19, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x16xf32>, tensor<1024x16xf32>) -> tensor<256x1024xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %27 = stablehlo.select %6, %25, %26 : tensor<256x1024xi1>, tensor<256x1024xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %29 = stablehlo.reshape %28 : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %31 = stablehlo.dot_general %27, %arg8, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<256x1024xf32>) -> tensor<1024x1024xf32>
    %32 = stablehlo.transpose %31, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %cst_7 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %34 = stablehlo.multiply %33, %arg4 : tensor<1024xf32>
    %35 = stablehlo.add %34, %30 : tensor<1024xf32>
    %cst_8 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<1024xf32>
    %38 = stablehlo.subtract %arg0, %37 : tensor<1024xf32>
    %cst_9 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %40 = stablehlo.multiply %39, %arg5 : tensor<1024x1024xf32>
    %41 = stablehlo.add %40, %32 : tensor<1024x1024xf32>
    %cst_10 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %43 = stablehlo.multiply %42, %41 : tensor<1024x1024xf32>
    %44 = stablehlo.subtract %arg1, %43 : tensor<1024x1024xf32>
    %cst_11 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %46 = stablehlo.multiply %45, %arg6 : tensor<16xf32>
    %47 = stablehlo.add %46, %22 : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<16xf32>
    %50 = stablehlo.subtract %arg2, %49 : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1024x16xf32>
    %52 = stablehlo.multiply %51, %arg7 : tensor<1024x16xf32>
    %53 = stablehlo.add %52, %24 : tensor<1024x16xf32>
    %cst_14 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1024x16xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<1024x16xf32>
    %56 = stablehlo.subtract %arg3, %55 : tensor<1024x16xf32>
    return %38, %44, %50, %56, %35, %41, %47, %53 : tensor<1024xf32>, tensor<1024x1024xf32>, tensor<16xf32>, tensor<1024x16xf32>, tensor<1024xf32>, tensor<1024x1024xf32>, tensor<16xf32>, tensor<1024x16xf32>
  }
  func.func private @relu(%arg0: tensor<256x1024xf32>) -> tensor<256x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<256x1024xf32>
    return %1 : tensor<256x1024xf32>
  }
  func.func private @log_softmax(%arg0: tensor<256x16xf32>) -> (tensor<256x16xf32>, tensor<256x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<256x16xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<256xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<256x16xf32>
    %6 = stablehlo.exponential %5 : tensor<256x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<256x16xf32>, tensor<f32>) -> tensor<256xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    return %6, %8 : tensor<256x16xf32>, tensor<256x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<256x1xi32>) -> tensor<256x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<256x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<256x1xi1>, tensor<256x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<256x1xi32>) -> tensor<256x1x1xi32>
    return %5 : tensor<256x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<256x1x1xi32>, %arg1: tensor<256x1xf32>) -> tensor<256x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<256x16xf32>, tensor<256x1x1xi32>, tensor<256x1xf32>) -> tensor<256x16xf32>
    return %1 : tensor<256x16xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<256x16xf32>, %arg1: tensor<256x1xf32>, %arg2: tensor<256x16xf32>) -> tensor<256x16xf32> {
    %0 = stablehlo.negate %arg2 : tensor<256x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x16xf32>, tensor<f32>) -> tensor<256xf32>
    %2 = stablehlo.reshape %1 : (tensor<256xf32>) -> tensor<256x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<256x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<256xf32>) -> tensor<256x16xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<256x16xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<256x16xf32>
    return %7 : tensor<256x16xf32>
  }
}
