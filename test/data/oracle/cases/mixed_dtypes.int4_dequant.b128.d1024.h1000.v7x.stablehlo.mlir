module @jit_mixed_int4_dequant attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<128x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<1024x1000xi4> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<1000xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<128x1000xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg1 : (tensor<1024x1000xi4>) -> tensor<1024x1000xbf16>
    %1 = stablehlo.convert %arg2 : (tensor<1000xf32>) -> tensor<1000xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<1000xbf16>) -> tensor<1x1000xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1000xbf16>) -> tensor<1024x1000xbf16>
    %4 = stablehlo.multiply %0, %3 : tensor<1024x1000xbf16>
    %5 = stablehlo.dot_general %arg0, %4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1024xbf16>, tensor<1024x1000xbf16>) -> tensor<128x1000xf32>
    %6 = stablehlo.convert %5 : (tensor<128x1000xf32>) -> tensor<128x1000xbf16>
    return %6 : tensor<128x1000xbf16>
  }
}
