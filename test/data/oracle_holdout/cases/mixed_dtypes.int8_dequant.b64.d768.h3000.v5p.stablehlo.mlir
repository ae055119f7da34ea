module @jit_mixed_int8_dequant attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<64x768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<768x3000xi8> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<3000xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<64x3000xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg1 : (tensor<768x3000xi8>) -> tensor<768x3000xbf16>
    %1 = stablehlo.convert %arg2 : (tensor<3000xf32>) -> tensor<3000xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<3000xbf16>) -> tensor<1x3000xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x3000xbf16>) -> tensor<768x3000xbf16>
    %4 = stablehlo.multiply %0, %3 : tensor<768x3000xbf16>
    %5 = stablehlo.dot_general %arg0, %4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x768xbf16>, tensor<768x3000xbf16>) -> tensor<64x3000xf32>
    %6 = stablehlo.convert %5 : (tensor<64x3000xf32>) -> tensor<64x3000xbf16>
    return %6 : tensor<64x3000xbf16>
  }
}
