module @jit_conv1d_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg1: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg2: tensor<1x128x128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg3: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg4: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg5: tensor<1x128x128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg6: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg7: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg8: tensor<1x128x128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg9: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg10: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg11: tensor<1x128x128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg12: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg13: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg14: tensor<1x128x128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg15: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg16: tensor<2x128x128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg17: tensor<1x128x128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg18: tensor<8x4000x128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}) -> (tensor<8x4000x128xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg18, %arg0) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4000x128xf32>, tensor<2x128x128xf32>) -> tensor<8x4000x128xf32>
    %1 = stablehlo.convolution(%arg18, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4000x128xf32>, tensor<2x128x128xf32>) -> tensor<8x4000x128xf32>
    %2 = stablehlo.tanh %0 : tensor<8x4000x128xf32>
    %3 = stablehlo.negate %1 : tensor<8x4000x128xf32>
    %4 = stablehlo.exponential %3 : tensor<8x4000x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4000x128xf32>
    %6 = stablehlo.add %5, %4 : tensor<8x4000x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x4000x128xf32>
    %8 = stablehlo.divide %7, %6 : tensor<8x4000x128xf32>
    %9 = stablehlo.multiply %2, %8 : tensor<8x4000x128xf32>
    %10 = stablehlo.convolution(%9, %arg2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4000x128xf32>, tensor<1x128x128xf32>) -> tensor<8x4000x128xf32>
    %11 = stablehlo.add %arg18, %10 : tensor<8x4000x128xf32>
    %12 = stablehlo.convolution(%11, %arg3) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[2, 0]], lhs_dilate = [1], rhs_dilate = [2], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4000x128xf32>, tensor<2x128x128xf32>) -> tensor<8x4000x128xf32>
    %13 = stablehlo.convolution(%11, %arg4) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[2, 0]], lhs_dilate = [1], rhs_dilate = [2], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4000x128xf32>, tensor<2x128x128xf32>) -> tensor<8x4000x128xf32>
    %14 = stablehlo.tanh %12 : tensor<8x4000x128xf32>
    %15 = stablehlo.negate %13 : tensor<8x4000x128xf32>
    %16 = stablehlo.exponential %15 : tensor<8x4000x128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x4000x128xf32>
    %18 = stablehlo.add %17, %16 : tensor<8x4000x128xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x4000x128xf32>
    %20 = stablehlo.divide %19, %18 : tensor<8x4000x128xf32>
    %21 = stablehlo.multiply %14, %20 : tensor<8x4000x128xf32>
    %22 = stablehlo.convolution(%21, %arg5) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4000x128xf32>, tensor<1x128x128xf32>) -> tensor<8x4000x128xf32>
    %23 = stablehlo.add %11, %22 : tensor<8x4000x128xf32>
    %24 = stablehlo.convolution(%23, %arg6) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[4, 0]], lhs_dilate = [1], rhs_dilate = [4], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4000x128xf32>, tensor<2x128x128xf32>) -> tensor<8x4000x128xf32>
    %25 = stablehlo.convolution(%23, %arg7) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[4, 0]], lhs_dilate = [1], rhs_dilate = [4], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4000x128xf32>, tensor<2x128x128xf32>) -> tensor<8x4000x128xf32>
    %26 = stablehlo.tanh %24 : tensor<8x4000x128xf32>
    %27 = stablehlo.negate %25 : tensor<8x4000x128xf32>
    %28 = stablehlo.exponential %27 : tensor<8x4000x128xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x4000x128xf32>
    %30 = stablehlo.add %29, %28 : tensor<8x4000x128xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x4000x128xf32>
    %32 = stablehlo.divide %31, %30 : tensor<8x4000x128xf32>
    %33 = stablehlo.multiply %26, %32 : tensor<8x4000x128xf32>
    %34 = stablehlo.convolution(%33, %arg8) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4000x128xf32>, tensor<1x128x128xf32>) -> tensor<8x4000x128xf32>
    %35 = stablehlo.add %23, %34 : tensor<8x4000x128xf32>
    %36 = stablehlo.convolution(%35, %arg9) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[8, 0]], lhs_dilate = [1], rhs_dilate = [8], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4000x128xf32>, tensor<2x128x128xf32>) -> tensor<8x4000x128xf32>
    %37 = stablehlo.convolution(%35, %arg10) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[8, 0]], lhs_dilate = [1], rhs_dilate = [8], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4000x128xf32>, tensor<2x128x128xf32>) -> tensor<8x4000x128xf32>
    %38 = stablehlo.tanh %36 : tensor<8x4000x128xf32>
    %39 = stablehlo.negate %37 : tensor<8x4000x128xf32>
    %40 = stablehlo.exponential %39 : tensor<8x4000x128xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x4000x128xf32>
    %42 = stablehlo.add %41, %40 : tensor<8x4000x128xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x4000x128xf32>
    %44 = stablehlo.divide %43, %42 : tensor<8x4000x128xf32>
    %45 = stablehlo.multiply %38, %44 : tensor<8x4000x128xf32>
    %46 = stablehlo.convolution(%45, %arg11) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4000x128xf32>, tensor<1x128x128xf32>) -> tensor<8x4000x128xf32>
    %47 = stablehlo.add %35, %46 : tensor<8x4000x128xf32>
    %48 = stablehlo.convolution(%47, %arg12) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[16, 0]], lhs_dilate = [1], rhs_dilate = [16], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4000x128xf32>, tensor<2x128x128xf32>) -> tensor<8x4000x128xf32>
    %49 = stablehlo.convolution(%47, %arg13) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[16, 0]], lhs_dilate = [1], rhs_dilate = [16], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4000x128xf32>, tensor<2x128x128xf32>) -> tensor<8x4000x128xf32>
    %50 = stablehlo.tanh %48 : tensor<8x4000x128xf32>
    %51 = stablehlo.negate %49 : tensor<8x4000x128xf32>
    %52 = stablehlo.exponential %51 : tensor<8x4000x128xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x4000x128xf32>
    %54 = stablehlo.add %53, %52 : tensor<8x4000x128xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x4000x128xf32>
    %56 = stablehlo.divide %55, %54 : tensor<8x4000x128xf32>
    %57 = stablehlo.multiply %50, %56 : tensor<8x4000x128xf32>
    %58 = stablehlo.convolution(%57, %arg14) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4000x128xf32>, tensor<1x128x128xf32>) -> tensor<8x4000x128xf32>
    %59 = stablehlo.add %47, %58 : tensor<8x4000x128xf32>
    %60 = stablehlo.convolution(%59, %arg15) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[32, 0]], lhs_dilate = [1], rhs_dilate = [32], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4000x128xf32>, tensor<2x128x128xf32>) -> tensor<8x4000x128xf32>
    %61 = stablehlo.convolution(%59, %arg16) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[32, 0]], lhs_dilate = [1], rhs_dilate = [32], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4000x128xf32>, tensor<2x128x128xf32>) -> tensor<8x4000x128xf32>
    %62 = stablehlo.tanh %60 : tensor<8x4000x128xf32>
    %63 = stablehlo.negate %61 : tensor<8x4000x128xf32>
    %64 = stablehlo.exponential %63 : tensor<8x4000x128xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x4000x128xf32>
    %66 = stablehlo.add %65, %64 : tensor<8x4000x128xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x4000x128xf32>
    %68 = stablehlo.divide %67, %66 : tensor<8x4000x128xf32>
    %69 = stablehlo.multiply %62, %68 : tensor<8x4000x128xf32>
    %70 = stablehlo.convolution(%69, %arg17) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4000x128xf32>, tensor<1x128x128xf32>) -> tensor<8x4000x128xf32>
    %71 = stablehlo.add %59, %70 : tensor<8x4000x128xf32>
    return %71 : tensor<8x4000x128xf32>
  }
}
