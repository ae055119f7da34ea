module @jit_reduction_softmax attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<6x300x2000xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg1: tensor<2000xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<6x300x2000xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<2000xf32>) -> tensor<1x1x2000xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<1x1x2000xf32>) -> tensor<6x300x2000xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<6x300x2000xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<6x300x2000xf32>, tensor<f32>) -> tensor<6x300xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x300xf32>
    %5 = stablehlo.maximum %4, %3 : tensor<6x300xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<6x300xf32>) -> tensor<6x300x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<6x300x1xf32>) -> tensor<6x300x2000xf32>
    %8 = stablehlo.subtract %2, %7 : tensor<6x300x2000xf32>
    %9 = stablehlo.exponential %8 : tensor<6x300x2000xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<6x300x2000xf32>, tensor<f32>) -> tensor<6x300xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<6x300xf32>) -> tensor<6x300x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<6x300x1xf32>) -> tensor<6x300x2000xf32>
    %13 = stablehlo.divide %9, %12 : tensor<6x300x2000xf32>
    return %13 : tensor<6x300x2000xf32>
  }
}
