module @jit_elementwise_select_cast attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<1000x100xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<1000x100xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<100xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<1000x100xf32> {jax.result_info = "result[0]"}, tensor<1000x100xbf16> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<1000x100xbf16>, tensor<1000x100xbf16>) -> tensor<1000x100xi1>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<1000x100xbf16>
    %2 = stablehlo.multiply %arg0, %1 : tensor<1000x100xbf16>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<100xbf16>) -> tensor<1x100xbf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x100xbf16>) -> tensor<1000x100xbf16>
    %5 = stablehlo.subtract %arg1, %4 : tensor<1000x100xbf16>
    %6 = call @_where(%0, %2, %5) : (tensor<1000x100xi1>, tensor<1000x100xbf16>, tensor<1000x100xbf16>) -> tensor<1000x100xbf16>
    %7 = stablehlo.convert %6 : (tensor<1000x100xbf16>) -> tensor<1000x100xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1000x100xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<1000x100xf32>
    %10 = stablehlo.convert %9 : (tensor<1000x100xf32>) -> tensor<1000x100xbf16>
    return %7, %10 : tensor<1000x100xf32>, tensor<1000x100xbf16>
  }
  func.func private @_where(%arg0: tensor<1000x100xi1>, %arg1: tensor<1000x100xbf16>, %arg2: tensor<1000x100xbf16>) -> tensor<1000x100xbf16> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1000x100xi1>, tensor<1000x100xbf16>
    return %0 : tensor<1000x100xbf16>
  }
}
