module @jit_elementwise_bcast_chain attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<2000x1000xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<2000x1000xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<1000xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<2000x1000xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1000xbf16>) -> tensor<1x1000xbf16>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1000xbf16>) -> tensor<2000x1000xbf16>
    %2 = stablehlo.add %arg0, %1 : tensor<2000x1000xbf16>
    %3 = stablehlo.tanh %2 : tensor<2000x1000xbf16>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1000xbf16>) -> tensor<1x1000xbf16>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1000xbf16>) -> tensor<2000x1000xbf16>
    %6 = stablehlo.subtract %arg1, %5 : tensor<2000x1000xbf16>
    %7 = stablehlo.negate %6 : tensor<2000x1000xbf16>
    %8 = stablehlo.exponential %7 : tensor<2000x1000xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2000x1000xbf16>
    %10 = stablehlo.add %9, %8 : tensor<2000x1000xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<2000x1000xbf16>
    %12 = stablehlo.divide %11, %10 : tensor<2000x1000xbf16>
    %13 = stablehlo.multiply %3, %12 : tensor<2000x1000xbf16>
    %14 = stablehlo.abs %arg0 : tensor<2000x1000xbf16>
    %15 = stablehlo.negate %14 : tensor<2000x1000xbf16>
    %16 = stablehlo.exponential %15 : tensor<2000x1000xbf16>
    %17 = stablehlo.add %13, %16 : tensor<2000x1000xbf16>
    return %17 : tensor<2000x1000xbf16>
  }
}
