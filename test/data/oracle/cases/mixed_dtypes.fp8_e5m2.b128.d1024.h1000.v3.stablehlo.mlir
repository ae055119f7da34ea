module @jit_mixed_fp8_e5m2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<128x1024xf8E5M2> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<1024x1000xf8E5M2> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<1000xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<128x1000xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1024xf8E5M2>, tensor<1024x1000xf8E5M2>) -> tensor<128x1000xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1000xf32>) -> tensor<1x1000xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1000xf32>) -> tensor<128x1000xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<128x1000xf32>
    return %3 : tensor<128x1000xf32>
  }
}
