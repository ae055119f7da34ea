module @jit_mixed_int8_dequant attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<96x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<2048x1024xi8> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<96x1024xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg1 : (tensor<2048x1024xi8>) -> tensor<2048x1024xbf16>
    %1 = stablehlo.convert %arg2 : (tensor<1024xf32>) -> tensor<1024xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<1024xbf16>) -> tensor<1x1024xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1024xbf16>) -> tensor<2048x1024xbf16>
    %4 = stablehlo.multiply %0, %3 : tensor<2048x1024xbf16>
    %5 = stablehlo.dot_general %arg0, %4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x2048xbf16>, tensor<2048x1024xbf16>) -> tensor<96x1024xf32>
    %6 = stablehlo.convert %5 : (tensor<96x1024xf32>) -> tensor<96x1024xbf16>
    return %6 : tensor<96x1024xbf16>
  }
}
