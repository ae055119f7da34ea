module @jit_reduction_softmax attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<4x256x4096xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg1: tensor<4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<4x256x4096xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg1 : (tensor<4096xf32>) -> tensor<4096xbf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x4096xbf16>) -> tensor<4x256x4096xbf16>
    %3 = stablehlo.multiply %arg0, %2 : tensor<4x256x4096xbf16>
    %4 = stablehlo.convert %3 : (tensor<4x256x4096xbf16>) -> tensor<4x256x4096xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<4x256x4096xf32>, tensor<f32>) -> tensor<4x256xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %7 = stablehlo.maximum %6, %5 : tensor<4x256xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x4096xf32>
    %10 = stablehlo.subtract %4, %9 : tensor<4x256x4096xf32>
    %11 = stablehlo.exponential %10 : tensor<4x256x4096xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x256x4096xf32>, tensor<f32>) -> tensor<4x256xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x4096xf32>
    %15 = stablehlo.divide %11, %14 : tensor<4x256x4096xf32>
    %16 = stablehlo.convert %15 : (tensor<4x256x4096xf32>) -> tensor<4x256x4096xbf16>
    return %16 : tensor<4x256x4096xbf16>
  }
}
