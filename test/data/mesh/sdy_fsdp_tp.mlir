// A Shardy program on a 4x2 mesh whose 134 MB weight is left replicated; its
// dim 0 (8196) divides by `fsdp` (4) but not by all 8 devices.
module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=4, "tp"=2]>
  func.func public @main(%arg0: tensor<256x8196xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg1: tensor<8196x4100xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<256x4100xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<256x8196xf32>, tensor<8196x4100xf32>) -> tensor<256x4100xf32>
    return %0 : tensor<256x4100xf32>
  }
}
