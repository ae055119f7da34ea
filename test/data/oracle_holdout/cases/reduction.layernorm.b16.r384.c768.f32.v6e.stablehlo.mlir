module @jit_reduction_layernorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<16x384x768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg1: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<16x384x768xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x384x768xf32>, tensor<f32>) -> tensor<16x384xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<16x384xf32>) -> tensor<16x384x1xf32>
    %cst_0 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x384x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<16x384x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<16x384x1xf32>) -> tensor<16x384x768xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x384x768xf32>
    %6 = chlo.square %5 : tensor<16x384x768xf32> -> tensor<16x384x768xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<16x384x768xf32>, tensor<f32>) -> tensor<16x384xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<16x384xf32>) -> tensor<16x384x1xf32>
    %cst_2 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x384x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<16x384x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<16x384x1xf32>) -> tensor<16x384x768xf32>
    %12 = stablehlo.subtract %arg0, %11 : tensor<16x384x768xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x384x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<16x384x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<16x384x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<16x384x1xf32>) -> tensor<16x384x768xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<16x384x768xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<16x384x768xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<16x384x768xf32>
    %21 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<16x384x768xf32>
    %23 = stablehlo.add %20, %22 : tensor<16x384x768xf32>
    return %23 : tensor<16x384x768xf32>
  }
}
