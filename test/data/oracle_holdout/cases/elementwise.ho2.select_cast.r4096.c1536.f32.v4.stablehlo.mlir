module @jit_elementwise_select_cast attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<4096x1536xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<4096x1536xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<1536xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<4096x1536xf32> {jax.result_info = "result[0]"}, tensor<4096x1536xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<4096x1536xf32>, tensor<4096x1536xf32>) -> tensor<4096x1536xi1>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x1536xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<4096x1536xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1536xf32>) -> tensor<1x1536xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1536xf32>) -> tensor<4096x1536xf32>
    %5 = stablehlo.subtract %arg1, %4 : tensor<4096x1536xf32>
    %6 = call @_where(%0, %2, %5) : (tensor<4096x1536xi1>, tensor<4096x1536xf32>, tensor<4096x1536xf32>) -> tensor<4096x1536xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096x1536xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<4096x1536xf32>
    return %6, %8 : tensor<4096x1536xf32>, tensor<4096x1536xf32>
  }
  func.func private @_where(%arg0: tensor<4096x1536xi1>, %arg1: tensor<4096x1536xf32>, %arg2: tensor<4096x1536xf32>) -> tensor<4096x1536xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4096x1536xi1>, tensor<4096x1536xf32>
    return %0 : tensor<4096x1536xf32>
  }
}
