module @jit_elementwise_bcast_chain attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<3x1000xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<3x1000xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<1000xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<3x1000xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1000xf32>) -> tensor<1x1000xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1000xf32>) -> tensor<3x1000xf32>
    %2 = stablehlo.add %arg0, %1 : tensor<3x1000xf32>
    %3 = stablehlo.tanh %2 : tensor<3x1000xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1000xf32>) -> tensor<1x1000xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1000xf32>) -> tensor<3x1000xf32>
    %6 = stablehlo.subtract %arg1, %5 : tensor<3x1000xf32>
    %7 = stablehlo.negate %6 : tensor<3x1000xf32>
    %8 = stablehlo.exponential %7 : tensor<3x1000xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x1000xf32>
    %10 = stablehlo.add %9, %8 : tensor<3x1000xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x1000xf32>
    %12 = stablehlo.divide %11, %10 : tensor<3x1000xf32>
    %13 = stablehlo.multiply %3, %12 : tensor<3x1000xf32>
    %14 = stablehlo.abs %arg0 : tensor<3x1000xf32>
    %15 = stablehlo.negate %14 : tensor<3x1000xf32>
    %16 = stablehlo.exponential %15 : tensor<3x1000xf32>
    %17 = stablehlo.add %13, %16 : tensor<3x1000xf32>
    return %17 : tensor<3x1000xf32>
  }
}
