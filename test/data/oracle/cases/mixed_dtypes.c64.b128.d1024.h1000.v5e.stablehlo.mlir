module @jit_mixed_c64 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<128x1024xcomplex<f32>> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<1024x1000xcomplex<f32>> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<1000xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<128x1000xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1024xcomplex<f32>>, tensor<1024x1000xcomplex<f32>>) -> tensor<128x1000xcomplex<f32>>
    %1 = stablehlo.abs %0 : (tensor<128x1000xcomplex<f32>>) -> tensor<128x1000xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1000xf32>) -> tensor<1x1000xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1000xf32>) -> tensor<128x1000xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<128x1000xf32>
    return %4 : tensor<128x1000xf32>
  }
}
