module @jit_embedding_onehot attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<5000x300xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<8x100xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<8x100x300xf32> {jax.result_info = "result"}) {
    %0 = call @_one_hot(%arg1) : (tensor<8x100xi32>) -> tensor<8x100x5000xf32>
    %1 = stablehlo.dot_general %0, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x100x5000xf32>, tensor<5000x300xf32>) -> tensor<8x100x300xf32>
    return %1 : tensor<8x100x300xf32>
  }
  func.func private @_one_hot(%arg0: tensor<8x100xi32>) -> tensor<8x100x5000xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<8x100xi32>) -> tensor<8x100x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x5000xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<8x100x1xi32>) -> tensor<8x100x5000xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x5000xi32>) -> tensor<8x100x5000xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x100x5000xi32>, tensor<8x100x5000xi32>) -> tensor<8x100x5000xi1>
    %5 = stablehlo.convert %4 : (tensor<8x100x5000xi1>) -> tensor<8x100x5000xf32>
    return %5 : tensor<8x100x5000xf32>
  }
}
