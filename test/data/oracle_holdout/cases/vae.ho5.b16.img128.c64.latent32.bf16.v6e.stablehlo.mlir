module @jit_vae_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<4x4x32x128xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg1: tensor<4x4x128x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg2: tensor<4x4x3x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg3: tensor<4x4x64x128xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg4: tensor<1x1x64x3xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg5: tensor<1x1x128x32xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg6: tensor<16x128x128x3xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}) -> (tensor<4x4x32x128xbf16> {jax.result_info = "result['d1']"}, tensor<4x4x128x64xbf16> {jax.result_info = "result['d2']"}, tensor<4x4x3x64xbf16> {jax.result_info = "result['e1']"}, tensor<4x4x64x128xbf16> {jax.result_info = "result['e2']"}, tensor<1x1x64x3xbf16> {jax.result_info = "result['out']"}, tensor<1x1x128x32xbf16> {jax.result_info = "result['z']"}) {
    %0 = stablehlo.convolution(%arg6, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x128x128x3xbf16>, tensor<4x4x3x64xbf16>) -> tensor<16x64x64x64xbf16>
    %1 = call @relu(%0) : (tensor<16x64x64x64xbf16>) -> tensor<16x64x64x64xbf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x64x64x64xbf16>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<16x64x64x64xbf16>, tensor<16x64x64x64xbf16>) -> tensor<16x64x64x64xi1>
    %4 = stablehlo.convolution(%1, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x64x64x64xbf16>, tensor<4x4x64x128xbf16>) -> tensor<16x32x32x128xbf16>
    %5 = call @relu_0(%4) : (tensor<16x32x32x128xbf16>) -> tensor<16x32x32x128xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<16x32x32x128xbf16>
    %7 = stablehlo.compare GT, %4, %6, FLOAT : (tensor<16x32x32x128xbf16>, tensor<16x32x32x128xbf16>) -> tensor<16x32x32x128xi1>
    %8 = stablehlo.convolution(%5, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x128xbf16>, tensor<1x1x128x32xbf16>) -> tensor<16x32x32x32xbf16>
    %9 = stablehlo.convolution(%8, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xbf16>, tensor<4x4x32x128xbf16>) -> tensor<16x64x64x128xbf16>
    %10 = call @relu_1(%9) : (tensor<16x64x64x128xbf16>) -> tensor<16x64x64x128xbf16>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<16x64x64x128xbf16>
    %12 = stablehlo.compare GT, %9, %11, FLOAT : (tensor<16x64x64x128xbf16>, tensor<16x64x64x128xbf16>) -> tensor<16x64x64x128xi1>
    %13 = stablehlo.convolution(%10, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x64x64x128xbf16>, tensor<4x4x128x64xbf16>) -> tensor<16x128x128x64xbf16>
    %14 = call @relu_2(%13) : (tensor<16x128x128x64xbf16>) -> tensor<16x128x128x64xbf16>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<16x128x128x64xbf16>
    %16 = stablehlo.compare GT, %13, %15, FLOAT : (tensor<16x128x128x64xbf16>, tensor<16x128x128x64xbf16>) -> tensor<16x128x128x64xi1>
    %17 = stablehlo.convolution(%14, %arg4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x128x128x64xbf16>, tensor<1x1x64x3xbf16>) -> tensor<16x128x128x3xbf16>
    %18 = stablehlo.subtract %17, %arg6 : tensor<16x128x128x3xbf16>
    %19 = stablehlo.convert %18 : (tensor<16x128x128x3xbf16>) -> tensor<16x128x128x3xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x128x128x3xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<16x128x128x3xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<7.864320e+05> : tensor<f32>
    %22 = stablehlo.divide %cst_4, %cst_5 : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<16x128x128x3xf32>
    %24 = stablehlo.multiply %23, %21 : tensor<16x128x128x3xf32>
    %25 = stablehlo.convert %24 : (tensor<16x128x128x3xf32>) -> tensor<16x128x128x3xbf16>
    %26 = stablehlo.convolution(%14, %25) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x128x128x64xbf16>, tensor<16x128x128x3xbf16>) -> tensor<1x1x64x3xbf16>
    %27 = stablehlo.reverse %arg4, dims = [0, 1] : tensor<1x1x64x3xbf16>
    %28 = stablehlo.convolution(%25, %27) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x128x128x3xbf16>, tensor<1x1x64x3xbf16>) -> tensor<16x128x128x64xbf16>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<16x128x128x64xbf16>
    %30 = stablehlo.select %16, %28, %29 : tensor<16x128x128x64xi1>, tensor<16x128x128x64xbf16>
    %31 = stablehlo.convolution(%10, %30) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x64x64x128xbf16>, tensor<16x128x128x64xbf16>) -> tensor<4x4x128x64xbf16>
    %32 = stablehlo.reverse %arg1, dims = [0, 1] : tensor<4x4x128x64xbf16>
    %33 = stablehlo.convolution(%30, %32) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x128x128x64xbf16>, tensor<4x4x128x64xbf16>) -> tensor<16x64x64x128xbf16>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<16x64x64x128xbf16>
    %35 = stablehlo.select %12, %33, %34 : tensor<16x64x64x128xi1>, tensor<16x64x64x128xbf16>
    %36 = stablehlo.convolution(%8, %35) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xbf16>, tensor<16x64x64x128xbf16>) -> tensor<4x4x32x128xbf16>
    %37 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<4x4x32x128xbf16>
    %38 = stablehlo.convolution(%35, %37) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x64x64x128xbf16>, tensor<4x4x32x128xbf16>) -> tensor<16x32x32x32xbf16>
    %39 = stablehlo.convolution(%5, %38) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x128xbf16>, tensor<16x32x32x32xbf16>) -> tensor<1x1x128x32xbf16>
    %40 = stablehlo.reverse %arg5, dims = [0, 1] : tensor<1x1x128x32xbf16>
    %41 = stablehlo.convolution(%38, %40) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xbf16>, tensor<1x1x128x32xbf16>) -> tensor<16x32x32x128xbf16>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %42 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<16x32x32x128xbf16>
    %43 = stablehlo.select %7, %41, %42 : tensor<16x32x32x128xi1>, tensor<16x32x32x128xbf16>
    %44 = stablehlo.convolution(%1, %43) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x64x64x64xbf16>, tensor<16x32x32x128xbf16>) -> tensor<4x4x64x128xbf16>
    %45 = stablehlo.reverse %arg3, dims = [0, 1] : tensor<4x4x64x128xbf16>
    %46 = stablehlo.convolution(%43, %45) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x128xbf16>, tensor<4x4x64x128xbf16>) -> tensor<16x64x64x64xbf16>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %47 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<16x64x64x64xbf16>
    %48 = stablehlo.select %3, %46, %47 : tensor<16x64x64x64xi1>, tensor<16x64x64x64xbf16>
    %49 = stablehlo.convolution(%arg6, %48) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x128x128x3xbf16>, tensor<16x64x64x64xbf16>) -> tensor<4x4x3x64xbf16>
    return %36, %31, %49, %44, %26, %39 : tensor<4x4x32x128xbf16>, tensor<4x4x128x64xbf16>, tensor<4x4x3x64xbf16>, tensor<4x4x64x128xbf16>, tensor<1x1x64x3xbf16>, tensor<1x1x128x32xbf16>
  }
  func.func private @relu(%arg0: tensor<16x64x64x64xbf16>) -> tensor<16x64x64x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x64x64x64xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x64x64x64xbf16>
    return %1 : tensor<16x64x64x64xbf16>
  }
  func.func private @relu_0(%arg0: tensor<16x32x32x128xbf16>) -> tensor<16x32x32x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x32x32x128xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x32x32x128xbf16>
    return %1 : tensor<16x32x32x128xbf16>
  }
  func.func private @relu_1(%arg0: tensor<16x64x64x128xbf16>) -> tensor<16x64x64x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x64x64x128xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x64x64x128xbf16>
    return %1 : tensor<16x64x64x128xbf16>
  }
  func.func private @relu_2(%arg0: tensor<16x128x128x64xbf16>) -> tensor<16x128x128x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x128x128x64xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x128x128x64xbf16>
    return %1 : tensor<16x128x128x64xbf16>
  }
}
