module @jit_mixed_int4_dequant attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<50x1000xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<1000x1500xi4> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<1500xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<50x1500xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg1 : (tensor<1000x1500xi4>) -> tensor<1000x1500xbf16>
    %1 = stablehlo.convert %arg2 : (tensor<1500xf32>) -> tensor<1500xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<1500xbf16>) -> tensor<1x1500xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1500xbf16>) -> tensor<1000x1500xbf16>
    %4 = stablehlo.multiply %0, %3 : tensor<1000x1500xbf16>
    %5 = stablehlo.dot_general %arg0, %4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<50x1000xbf16>, tensor<1000x1500xbf16>) -> tensor<50x1500xf32>
    %6 = stablehlo.convert %5 : (tensor<50x1500xf32>) -> tensor<50x1500xbf16>
    return %6 : tensor<50x1500xbf16>
  }
}
