module @jit_mixed_f16 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<128x1024xf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<1024x1000xf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<1000xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<128x1000xf16> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1024xf16>, tensor<1024x1000xf16>) -> tensor<128x1000xf16>
    %1 = call @relu(%0) : (tensor<128x1000xf16>) -> tensor<128x1000xf16>
    %2 = stablehlo.convert %arg2 : (tensor<1000xf32>) -> tensor<1000xf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<1000xf16>) -> tensor<1x1000xf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1000xf16>) -> tensor<128x1000xf16>
    %5 = stablehlo.multiply %1, %4 : tensor<128x1000xf16>
    return %5 : tensor<128x1000xf16>
  }
  func.func private @relu(%arg0: tensor<128x1000xf16>) -> tensor<128x1000xf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<128x1000xf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<128x1000xf16>
    return %1 : tensor<128x1000xf16>
  }
}
