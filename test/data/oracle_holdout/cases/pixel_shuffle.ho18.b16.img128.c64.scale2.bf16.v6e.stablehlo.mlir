module @jit_pixel_shuffle_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<3x3x3x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg1: tensor<3x3x64x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg2: tensor<3x3x64x12xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg3: tensor<16x128x128x3xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg4: tensor<16x256x256x3xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}) -> (tensor<3x3x3x64xbf16> {jax.result_info = "result['w1']"}, tensor<3x3x64x64xbf16> {jax.result_info = "result['w2']"}, tensor<3x3x64x12xbf16> {jax.result_info = "result['w3']"}) {
    %0 = stablehlo.convolution(%arg3, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x128x128x3xbf16>, tensor<3x3x3x64xbf16>) -> tensor<16x128x128x64xbf16>
    %1 = call @relu(%0) : (tensor<16x128x128x64xbf16>) -> tensor<16x128x128x64xbf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x128x128x64xbf16>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<16x128x128x64xbf16>, tensor<16x128x128x64xbf16>) -> tensor<16x128x128x64xi1>
    %4 = stablehlo.convolution(%1, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x128x128x64xbf16>, tensor<3x3x64x64xbf16>) -> tensor<16x128x128x64xbf16>
    %5 = call @relu(%4) : (tensor<16x128x128x64xbf16>) -> tensor<16x128x128x64xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<16x128x128x64xbf16>
    %7 = stablehlo.compare GT, %4, %6, FLOAT : (tensor<16x128x128x64xbf16>, tensor<16x128x128x64xbf16>) -> tensor<16x128x128x64xi1>
    %8 = stablehlo.convolution(%5, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x128x128x64xbf16>, tensor<3x3x64x12xbf16>) -> tensor<16x128x128x12xbf16>
    %9 = stablehlo.reshape %8 : (tensor<16x128x128x12xbf16>) -> tensor<16x128x128x2x2x3xbf16>
    %10 = stablehlo.transpose %9, dims = [0, 1, 3, 2, 4, 5] : (tensor<16x128x128x2x2x3xbf16>) -> tensor<16x128x2x128x2x3xbf16>
    %11 = stablehlo.reshape %10 : (tensor<16x128x2x128x2x3xbf16>) -> tensor<16x256x256x3xbf16>
    %12 = stablehlo.subtract %11, %arg4 : tensor<16x256x256x3xbf16>
    %13 = stablehlo.convert %12 : (tensor<16x256x256x3xbf16>) -> tensor<16x256x256x3xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x256x256x3xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<16x256x256x3xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<0x4A400000> : tensor<f32>
    %16 = stablehlo.divide %cst_2, %cst_3 : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<16x256x256x3xf32>
    %18 = stablehlo.multiply %17, %15 : tensor<16x256x256x3xf32>
    %19 = stablehlo.convert %18 : (tensor<16x256x256x3xf32>) -> tensor<16x256x256x3xbf16>
    %20 = stablehlo.reshape %19 : (tensor<16x256x256x3xbf16>) -> tensor<16x128x2x128x2x3xbf16>
    %21 = stablehlo.transpose %20, dims = [0, 1, 3, 2, 4, 5] : (tensor<16x128x2x128x2x3xbf16>) -> tensor<16x128x128x2x2x3xbf16>
    %22 = stablehlo.reshape %21 : (tensor<16x128x128x2x2x3xbf16>) -> tensor<16x128x128x12xbf16>
    %23 = stablehlo.convolution(%5, %22) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x128x128x64xbf16>, tensor<16x128x128x12xbf16>) -> tensor<3x3x64x12xbf16>
    %24 = stablehlo.reverse %arg2, dims = [0, 1] : tensor<3x3x64x12xbf16>
    %25 = stablehlo.convolution(%22, %24) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x128x128x12xbf16>, tensor<3x3x64x12xbf16>) -> tensor<16x128x128x64xbf16>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<16x128x128x64xbf16>
    %27 = stablehlo.select %7, %25, %26 : tensor<16x128x128x64xi1>, tensor<16x128x128x64xbf16>
    %28 = stablehlo.convolution(%1, %27) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x128x128x64xbf16>, tensor<16x128x128x64xbf16>) -> tensor<3x3x64x64xbf16>
    %29 = stablehlo.reverse %arg1, dims = [0, 1] : tensor<3x3x64x64xbf16>
    %30 = stablehlo.convolution(%27, %29) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x128x128x64xbf16>, tensor<3x3x64x64xbf16>) -> tensor<16x128x128x64xbf16>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<16x128x128x64xbf16>
    %32 = stablehlo.select %3, %30, %31 : tensor<16x128x128x64xi1>, tensor<16x128x128x64xbf16>
    %33 = stablehlo.convolution(%arg3, %32) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x128x128x3xbf16>, tensor<16x128x128x64xbf16>) -> tensor<3x3x3x64xbf16>
    return %33, %28, %23 : tensor<3x3x3x64xbf16>, tensor<3x3x64x64xbf16>, tensor<3x3x64x12xbf16>
  }
  func.func private @relu(%arg0: tensor<16x128x128x64xbf16>) -> tensor<16x128x128x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x128x128x64xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x128x128x64xbf16>
    return %1 : tensor<16x128x128x64xbf16>
  }
}
