module @jit_elementwise_gelu_mul attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<1500x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<1500x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<1500x2048xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<1500x2048xbf16>
    %1 = stablehlo.multiply %0, %arg0 : tensor<1500x2048xbf16>
    %cst = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<1500x2048xbf16>
    %3 = stablehlo.multiply %2, %1 : tensor<1500x2048xbf16>
    %4 = stablehlo.add %arg0, %3 : tensor<1500x2048xbf16>
    %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<1500x2048xbf16>
    %6 = stablehlo.multiply %5, %4 : tensor<1500x2048xbf16>
    %7 = stablehlo.tanh %6 : tensor<1500x2048xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<1500x2048xbf16>
    %9 = stablehlo.add %8, %7 : tensor<1500x2048xbf16>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<1500x2048xbf16>
    %11 = stablehlo.multiply %10, %9 : tensor<1500x2048xbf16>
    %12 = stablehlo.multiply %arg0, %11 : tensor<1500x2048xbf16>
    %13 = stablehlo.multiply %12, %arg1 : tensor<1500x2048xbf16>
    %14 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2048xbf16>) -> tensor<1x2048xbf16>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x2048xbf16>) -> tensor<1500x2048xbf16>
    %16 = stablehlo.add %13, %15 : tensor<1500x2048xbf16>
    return %16 : tensor<1500x2048xbf16>
  }
}
