module @jit_reduction_layernorm attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<8x1000x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg1: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<8x1000x1024xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<8x1000x1024xbf16>) -> tensor<8x1000x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x1000x1024xf32>, tensor<f32>) -> tensor<8x1000xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<8x1000xf32>) -> tensor<8x1000x1xf32>
    %cst_0 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1000x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<8x1000x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<8x1000x1xf32>) -> tensor<8x1000x1024xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<8x1000x1024xf32>
    %7 = chlo.square %6 : tensor<8x1000x1024xf32> -> tensor<8x1000x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x1000x1024xf32>, tensor<f32>) -> tensor<8x1000xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<8x1000xf32>) -> tensor<8x1000x1xf32>
    %cst_2 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x1000x1xf32>
    %11 = stablehlo.divide %9, %10 : tensor<8x1000x1xf32>
    %12 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<8x1000x1xf32>) -> tensor<8x1000x1024xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<8x1000x1024xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x1000x1xf32>
    %15 = stablehlo.add %11, %14 : tensor<8x1000x1xf32>
    %16 = stablehlo.rsqrt %15 : tensor<8x1000x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<8x1000x1xf32>) -> tensor<8x1000x1024xf32>
    %18 = stablehlo.multiply %13, %17 : tensor<8x1000x1024xf32>
    %19 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x1000x1024xf32>
    %21 = stablehlo.multiply %18, %20 : tensor<8x1000x1024xf32>
    %22 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x1000x1024xf32>
    %24 = stablehlo.add %21, %23 : tensor<8x1000x1024xf32>
    %25 = stablehlo.convert %24 : (tensor<8x1000x1024xf32>) -> tensor<8x1000x1024xbf16>
    return %25 : tensor<8x1000x1024xbf16>
  }
}
