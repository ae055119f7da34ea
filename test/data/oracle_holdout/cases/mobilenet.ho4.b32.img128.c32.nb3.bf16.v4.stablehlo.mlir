module @jit_mobilenet_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<3x3x1x32xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg1: tensor<1x1x32x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg2: tensor<3x3x1x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg3: tensor<1x1x64x128xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg4: tensor<3x3x1x128xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg5: tensor<1x1x128x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg6: tensor<256x1000xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg7: tensor<3x3x3x32xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg8: tensor<32x128x128x3xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}) -> (tensor<32x1000xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg8, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x128x128x3xbf16>, tensor<3x3x3x32xbf16>) -> tensor<32x64x64x32xbf16>
    %1 = call @relu6(%0) : (tensor<32x64x64x32xbf16>) -> tensor<32x64x64x32xbf16>
    %2 = stablehlo.convolution(%1, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x64x64x32xbf16>, tensor<3x3x1x32xbf16>) -> tensor<32x32x32x32xbf16>
    %3 = call @relu6_0(%2) : (tensor<32x32x32x32xbf16>) -> tensor<32x32x32x32xbf16>
    %4 = stablehlo.convolution(%3, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x32xbf16>, tensor<1x1x32x64xbf16>) -> tensor<32x32x32x64xbf16>
    %5 = call @relu6_1(%4) : (tensor<32x32x32x64xbf16>) -> tensor<32x32x32x64xbf16>
    %6 = stablehlo.convolution(%5, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xbf16>, tensor<3x3x1x64xbf16>) -> tensor<32x16x16x64xbf16>
    %7 = call @relu6_2(%6) : (tensor<32x16x16x64xbf16>) -> tensor<32x16x16x64xbf16>
    %8 = stablehlo.convolution(%7, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x64xbf16>, tensor<1x1x64x128xbf16>) -> tensor<32x16x16x128xbf16>
    %9 = call @relu6_3(%8) : (tensor<32x16x16x128xbf16>) -> tensor<32x16x16x128xbf16>
    %10 = stablehlo.convolution(%9, %arg4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 128 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xbf16>, tensor<3x3x1x128xbf16>) -> tensor<32x8x8x128xbf16>
    %11 = call @relu6_4(%10) : (tensor<32x8x8x128xbf16>) -> tensor<32x8x8x128xbf16>
    %12 = stablehlo.convolution(%11, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x128xbf16>, tensor<1x1x128x256xbf16>) -> tensor<32x8x8x256xbf16>
    %13 = call @relu6_5(%12) : (tensor<32x8x8x256xbf16>) -> tensor<32x8x8x256xbf16>
    %14 = stablehlo.convert %13 : (tensor<32x8x8x256xbf16>) -> tensor<32x8x8x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst) applies stablehlo.add across dimensions = [1, 2] : (tensor<32x8x8x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %17 = stablehlo.divide %15, %16 : tensor<32x256xf32>
    %18 = stablehlo.convert %17 : (tensor<32x256xf32>) -> tensor<32x256xbf16>
    %19 = stablehlo.dot_general %18, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xbf16>, tensor<256x1000xbf16>) -> tensor<32x1000xbf16>
    return %19 : tensor<32x1000xbf16>
  }
  func.func private @relu6(%arg0: tensor<32x64x64x32xbf16>) -> tensor<32x64x64x32xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<32x64x64x32xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x64x64x32xbf16>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<32x64x64x32xbf16>
    %3 = stablehlo.minimum %1, %2 : tensor<32x64x64x32xbf16>
    return %3 : tensor<32x64x64x32xbf16>
  }
  func.func private @relu6_0(%arg0: tensor<32x32x32x32xbf16>) -> tensor<32x32x32x32xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<32x32x32x32xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x32x32x32xbf16>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<32x32x32x32xbf16>
    %3 = stablehlo.minimum %1, %2 : tensor<32x32x32x32xbf16>
    return %3 : tensor<32x32x32x32xbf16>
  }
  func.func private @relu6_1(%arg0: tensor<32x32x32x64xbf16>) -> tensor<32x32x32x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<32x32x32x64xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x32x32x64xbf16>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<32x32x32x64xbf16>
    %3 = stablehlo.minimum %1, %2 : tensor<32x32x32x64xbf16>
    return %3 : tensor<32x32x32x64xbf16>
  }
  func.func private @relu6_2(%arg0: tensor<32x16x16x64xbf16>) -> tensor<32x16x16x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<32x16x16x64xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x16x16x64xbf16>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<32x16x16x64xbf16>
    %3 = stablehlo.minimum %1, %2 : tensor<32x16x16x64xbf16>
    return %3 : tensor<32x16x16x64xbf16>
  }
  func.func private @relu6_3(%arg0: tensor<32x16x16x128xbf16>) -> tensor<32x16x16x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<32x16x16x128xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x16x16x128xbf16>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<32x16x16x128xbf16>
    %3 = stablehlo.minimum %1, %2 : tensor<32x16x16x128xbf16>
    return %3 : tensor<32x16x16x128xbf16>
  }
  func.func private @relu6_4(%arg0: tensor<32x8x8x128xbf16>) -> tensor<32x8x8x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<32x8x8x128xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x8x8x128xbf16>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<32x8x8x128xbf16>
    %3 = stablehlo.minimum %1, %2 : tensor<32x8x8x128xbf16>
    return %3 : tensor<32x8x8x128xbf16>
  }
  func.func private @relu6_5(%arg0: tensor<32x8x8x256xbf16>) -> tensor<32x8x8x256xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<32x8x8x256xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x8x8x256xbf16>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<32x8x8x256xbf16>
    %3 = stablehlo.minimum %1, %2 : tensor<32x8x8x256xbf16>
    return %3 : tensor<32x8x8x256xbf16>
  }
}
