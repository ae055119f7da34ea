module @jit_attention_naive attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<2x128x9x100xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg1: tensor<2x128x9x100xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg2: tensor<2x128x9x100xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}) -> (tensor<2x128x9x100xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x128x9x100xbf16>, tensor<2x128x9x100xbf16>) -> tensor<2x9x128x128xbf16>
    %cst = stablehlo.constant dense<1.000980e-01> : tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x9x128x128xbf16>
    %2 = stablehlo.multiply %0, %1 : tensor<2x9x128x128xbf16>
    %3 = stablehlo.convert %2 : (tensor<2x9x128x128xbf16>) -> tensor<2x9x128x128xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.maximum across dimensions = [3] : (tensor<2x9x128x128xf32>, tensor<f32>) -> tensor<2x9x128xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x9x128xf32>
    %6 = stablehlo.maximum %5, %4 : tensor<2x9x128xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<2x9x128xf32>) -> tensor<2x9x128x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<2x9x128x1xf32>) -> tensor<2x9x128x128xf32>
    %9 = stablehlo.subtract %3, %8 : tensor<2x9x128x128xf32>
    %10 = stablehlo.exponential %9 : tensor<2x9x128x128xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<2x9x128x128xf32>, tensor<f32>) -> tensor<2x9x128xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x9x128xf32>) -> tensor<2x9x128x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<2x9x128x1xf32>) -> tensor<2x9x128x128xf32>
    %14 = stablehlo.divide %10, %13 : tensor<2x9x128x128xf32>
    %15 = stablehlo.convert %14 : (tensor<2x9x128x128xf32>) -> tensor<2x9x128x128xbf16>
    %16 = stablehlo.dot_general %arg2, %15, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x128x9x100xbf16>, tensor<2x9x128x128xbf16>) -> tensor<2x9x100x128xbf16>
    %17 = stablehlo.transpose %16, dims = [0, 3, 1, 2] : (tensor<2x9x100x128xbf16>) -> tensor<2x128x9x100xbf16>
    return %17 : tensor<2x128x9x100xbf16>
  }
}
