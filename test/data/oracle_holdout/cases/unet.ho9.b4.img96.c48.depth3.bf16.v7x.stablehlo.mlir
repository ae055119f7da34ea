module @jit_unet_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<3x3x3x48xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg1: tensor<3x3x48x48xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg2: tensor<3x3x48x96xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg3: tensor<3x3x96x96xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg4: tensor<3x3x96x192xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg5: tensor<3x3x192x192xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg6: tensor<1x1x48x3xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg7: tensor<3x3x288x96xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg8: tensor<3x3x96x96xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg9: tensor<3x3x144x48xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg10: tensor<3x3x48x48xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg11: tensor<4x96x96x3xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}) -> (tensor<4x96x96x3xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg11, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x96x96x3xbf16>, tensor<3x3x3x48xbf16>) -> tensor<4x96x96x48xbf16>
    %1 = call @relu(%0) : (tensor<4x96x96x48xbf16>) -> tensor<4x96x96x48xbf16>
    %2 = stablehlo.convolution(%1, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x96x96x48xbf16>, tensor<3x3x48x48xbf16>) -> tensor<4x96x96x48xbf16>
    %3 = call @relu(%2) : (tensor<4x96x96x48xbf16>) -> tensor<4x96x96x48xbf16>
    %4 = stablehlo.reshape %3 : (tensor<4x96x96x48xbf16>) -> tensor<4x48x2x48x2x48xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x48x2x48x2x48xbf16>) -> tensor<4x48x2x48x2x48xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x48x2x48x2x48xf32>, tensor<f32>) -> tensor<4x48x48x48xf32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x48x48x48xf32>
    %8 = stablehlo.divide %6, %7 : tensor<4x48x48x48xf32>
    %9 = stablehlo.convert %8 : (tensor<4x48x48x48xf32>) -> tensor<4x48x48x48xbf16>
    %10 = stablehlo.convolution(%9, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x48x48x48xbf16>, tensor<3x3x48x96xbf16>) -> tensor<4x48x48x96xbf16>
    %11 = call @relu_0(%10) : (tensor<4x48x48x96xbf16>) -> tensor<4x48x48x96xbf16>
    %12 = stablehlo.convolution(%11, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x48x48x96xbf16>, tensor<3x3x96x96xbf16>) -> tensor<4x48x48x96xbf16>
    %13 = call @relu_0(%12) : (tensor<4x48x48x96xbf16>) -> tensor<4x48x48x96xbf16>
    %14 = stablehlo.reshape %13 : (tensor<4x48x48x96xbf16>) -> tensor<4x24x2x24x2x96xbf16>
    %15 = stablehlo.convert %14 : (tensor<4x24x2x24x2x96xbf16>) -> tensor<4x24x2x24x2x96xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x24x2x24x2x96xf32>, tensor<f32>) -> tensor<4x24x24x96xf32>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x24x24x96xf32>
    %18 = stablehlo.divide %16, %17 : tensor<4x24x24x96xf32>
    %19 = stablehlo.convert %18 : (tensor<4x24x24x96xf32>) -> tensor<4x24x24x96xbf16>
    %20 = stablehlo.convolution(%19, %arg4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x24x24x96xbf16>, tensor<3x3x96x192xbf16>) -> tensor<4x24x24x192xbf16>
    %21 = call @relu_1(%20) : (tensor<4x24x24x192xbf16>) -> tensor<4x24x24x192xbf16>
    %22 = stablehlo.convolution(%21, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x24x24x192xbf16>, tensor<3x3x192x192xbf16>) -> tensor<4x24x24x192xbf16>
    %23 = call @relu_1(%22) : (tensor<4x24x24x192xbf16>) -> tensor<4x24x24x192xbf16>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 3, 4] : (tensor<4x24x24x192xbf16>) -> tensor<4x24x2x24x192xbf16>
    %25 = stablehlo.reshape %24 : (tensor<4x24x2x24x192xbf16>) -> tensor<4x48x24x192xbf16>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 4] : (tensor<4x48x24x192xbf16>) -> tensor<4x48x24x2x192xbf16>
    %27 = stablehlo.reshape %26 : (tensor<4x48x24x2x192xbf16>) -> tensor<4x48x48x192xbf16>
    %28 = stablehlo.concatenate %27, %13, dim = 3 : (tensor<4x48x48x192xbf16>, tensor<4x48x48x96xbf16>) -> tensor<4x48x48x288xbf16>
    %29 = stablehlo.convolution(%28, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x48x48x288xbf16>, tensor<3x3x288x96xbf16>) -> tensor<4x48x48x96xbf16>
    %30 = call @relu_0(%29) : (tensor<4x48x48x96xbf16>) -> tensor<4x48x48x96xbf16>
    %31 = stablehlo.convolution(%30, %arg8) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x48x48x96xbf16>, tensor<3x3x96x96xbf16>) -> tensor<4x48x48x96xbf16>
    %32 = call @relu_0(%31) : (tensor<4x48x48x96xbf16>) -> tensor<4x48x48x96xbf16>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 3, 4] : (tensor<4x48x48x96xbf16>) -> tensor<4x48x2x48x96xbf16>
    %34 = stablehlo.reshape %33 : (tensor<4x48x2x48x96xbf16>) -> tensor<4x96x48x96xbf16>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 4] : (tensor<4x96x48x96xbf16>) -> tensor<4x96x48x2x96xbf16>
    %36 = stablehlo.reshape %35 : (tensor<4x96x48x2x96xbf16>) -> tensor<4x96x96x96xbf16>
    %37 = stablehlo.concatenate %36, %3, dim = 3 : (tensor<4x96x96x96xbf16>, tensor<4x96x96x48xbf16>) -> tensor<4x96x96x144xbf16>
    %38 = stablehlo.convolution(%37, %arg9) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x96x96x144xbf16>, tensor<3x3x144x48xbf16>) -> tensor<4x96x96x48xbf16>
    %39 = call @relu(%38) : (tensor<4x96x96x48xbf16>) -> tensor<4x96x96x48xbf16>
    %40 = stablehlo.convolution(%39, %arg10) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x96x96x48xbf16>, tensor<3x3x48x48xbf16>) -> tensor<4x96x96x48xbf16>
    %41 = call @relu(%40) : (tensor<4x96x96x48xbf16>) -> tensor<4x96x96x48xbf16>
    %42 = stablehlo.convolution(%41, %arg6) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x96x96x48xbf16>, tensor<1x1x48x3xbf16>) -> tensor<4x96x96x3xbf16>
    return %42 : tensor<4x96x96x3xbf16>
  }
  func.func private @relu(%arg0: tensor<4x96x96x48xbf16>) -> tensor<4x96x96x48xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x96x96x48xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x96x96x48xbf16>
    return %1 : tensor<4x96x96x48xbf16>
  }
  func.func private @relu_0(%arg0: tensor<4x48x48x96xbf16>) -> tensor<4x48x48x96xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x48x48x96xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x48x48x96xbf16>
    return %1 : tensor<4x48x48x96xbf16>
  }
  func.func private @relu_1(%arg0: tensor<4x24x24x192xbf16>) -> tensor<4x24x24x192xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x24x24x192xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x24x24x192xbf16>
    return %1 : tensor<4x24x24x192xbf16>
  }
}
