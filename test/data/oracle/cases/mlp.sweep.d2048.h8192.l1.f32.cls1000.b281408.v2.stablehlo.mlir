module @jit_mlp_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<8192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<2048x8192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<1000xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg3: tensor<8192x1000xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg4: tensor<281408x2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<281408x1000xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg4, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<281408x2048xf32>, tensor<2048x8192xf32>) -> tensor<281408x8192xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<281408x8192xf32>
    %3 = stablehlo.add %0, %2 : tensor<281408x8192xf32>
    %4 = call @relu(%3) : (tensor<281408x8192xf32>) -> tensor<281408x8192xf32>
    %5 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<281408x8192xf32>, tensor<8192x1000xf32>) -> tensor<281408x1000xf32>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1000xf32>) -> tensor<1x1000xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x1000xf32>) -> tensor<281408x1000xf32>
    %8 = stablehlo.add %5, %7 : tensor<281408x1000xf32>
    return %8 : tensor<281408x1000xf32>
  }
  func.func private @relu(%arg0: tensor<281408x8192xf32>) -> tensor<281408x8192xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<281408x8192xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<281408x8192xf32>
    return %1 : tensor<281408x8192xf32>
  }
}
