module @jit_mixed_bf16_f32 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<200x1536xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<1536x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<200x2048xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<200x1536xf32>) -> tensor<200x1536xbf16>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<200x1536xbf16>, tensor<1536x2048xbf16>) -> tensor<200x2048xf32>
    %2 = chlo.square %1 : tensor<200x2048xf32> -> tensor<200x2048xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<200x2048xf32>, tensor<f32>) -> tensor<200xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<200xf32>) -> tensor<200x1xf32>
    %cst_0 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<200x1xf32>
    %6 = stablehlo.divide %4, %5 : tensor<200x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<200x1xf32>
    %8 = stablehlo.add %6, %7 : tensor<200x1xf32>
    %9 = stablehlo.rsqrt %8 : tensor<200x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<200x1xf32>) -> tensor<200x2048xf32>
    %11 = stablehlo.multiply %1, %10 : tensor<200x2048xf32>
    %12 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<200x2048xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<200x2048xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%arg0 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<200x1536xf32>, tensor<f32>) -> tensor<200xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<200xf32>) -> tensor<200x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<200x1xf32>) -> tensor<200x2048xf32>
    %18 = stablehlo.add %14, %17 : tensor<200x2048xf32>
    return %18 : tensor<200x2048xf32>
  }
}
