module @jit_embedding_onehot attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<8192x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<16x64xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<16x64x256xbf16> {jax.result_info = "result"}) {
    %0 = call @_one_hot(%arg1) : (tensor<16x64xi32>) -> tensor<16x64x8192xbf16>
    %1 = stablehlo.dot_general %0, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64x8192xbf16>, tensor<8192x256xbf16>) -> tensor<16x64x256xbf16>
    return %1 : tensor<16x64x256xbf16>
  }
  func.func private @_one_hot(%arg0: tensor<16x64xi32>) -> tensor<16x64x8192xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<16x64xi32>) -> tensor<16x64x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x8192xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<16x64x1xi32>) -> tensor<16x64x8192xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x8192xi32>) -> tensor<16x64x8192xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<16x64x8192xi32>, tensor<16x64x8192xi32>) -> tensor<16x64x8192xi1>
    %5 = stablehlo.convert %4 : (tensor<16x64x8192xi1>) -> tensor<16x64x8192xbf16>
    return %5 : tensor<16x64x8192xbf16>
  }
}
