module @jit_maxpool_cnn_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<3x3x3x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg1: tensor<3x3x64x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg2: tensor<3x3x64x128xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg3: tensor<3x3x128x128xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg4: tensor<3x3x128x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg5: tensor<3x3x256x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg6: tensor<256x10xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg7: tensor<32x64x64x3xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg8: tensor<32xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<3x3x3x64xbf16> {jax.result_info = "result[0][0]['w1']"}, tensor<3x3x64x64xbf16> {jax.result_info = "result[0][0]['w2']"}, tensor<3x3x64x128xbf16> {jax.result_info = "result[0][1]['w1']"}, tensor<3x3x128x128xbf16> {jax.result_info = "result[0][1]['w2']"}, tensor<3x3x128x256xbf16> {jax.result_info = "result[0][2]['w1']"}, tensor<3x3x256x256xbf16> {jax.result_info = "result[0][2]['w2']"}, tensor<256x10xbf16> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg7, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x64x64x3xbf16>, tensor<3x3x3x64xbf16>) -> tensor<32x64x64x64xbf16>
    %1 = call @relu(%0) : (tensor<32x64x64x64xbf16>) -> tensor<32x64x64x64xbf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<32x64x64x64xbf16>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<32x64x64x64xbf16>, tensor<32x64x64x64xbf16>) -> tensor<32x64x64x64xi1>
    %4 = stablehlo.convolution(%1, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x64x64x64xbf16>, tensor<3x3x64x64xbf16>) -> tensor<32x64x64x64xbf16>
    %5 = call @relu(%4) : (tensor<32x64x64x64xbf16>) -> tensor<32x64x64x64xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<32x64x64x64xbf16>
    %7 = stablehlo.compare GT, %4, %6, FLOAT : (tensor<32x64x64x64xbf16>, tensor<32x64x64x64xbf16>) -> tensor<32x64x64x64xi1>
    %cst_1 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<bf16>
    %9 = "stablehlo.reduce_window"(%5, %8) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg9: tensor<bf16>, %arg10: tensor<bf16>):
      %86 = stablehlo.maximum %arg9, %arg10 : tensor<bf16>
      stablehlo.return %86 : tensor<bf16>
    }) : (tensor<32x64x64x64xbf16>, tensor<bf16>) -> tensor<32x32x32x64xbf16>
    %10 = stablehlo.convolution(%9, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xbf16>, tensor<3x3x64x128xbf16>) -> tensor<32x32x32x128xbf16>
    %11 = call @relu_0(%10) : (tensor<32x32x32x128xbf16>) -> tensor<32x32x32x128xbf16>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<32x32x32x128xbf16>
    %13 = stablehlo.compare GT, %10, %12, FLOAT : (tensor<32x32x32x128xbf16>, tensor<32x32x32x128xbf16>) -> tensor<32x32x32x128xi1>
    %14 = stablehlo.convolution(%11, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x128xbf16>, tensor<3x3x128x128xbf16>) -> tensor<32x32x32x128xbf16>
    %15 = call @relu_0(%14) : (tensor<32x32x32x128xbf16>) -> tensor<32x32x32x128xbf16>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<32x32x32x128xbf16>
    %17 = stablehlo.compare GT, %14, %16, FLOAT : (tensor<32x32x32x128xbf16>, tensor<32x32x32x128xbf16>) -> tensor<32x32x32x128xi1>
    %cst_4 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<bf16>
    %19 = "stablehlo.reduce_window"(%15, %18) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg9: tensor<bf16>, %arg10: tensor<bf16>):
      %86 = stablehlo.maximum %arg9, %arg10 : tensor<bf16>
      stablehlo.return %86 : tensor<bf16>
    }) : (tensor<32x32x32x128xbf16>, tensor<bf16>) -> tensor<32x16x16x128xbf16>
    %20 = stablehlo.convolution(%19, %arg4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xbf16>, tensor<3x3x128x256xbf16>) -> tensor<32x16x16x256xbf16>
    %21 = call @relu_1(%20) : (tensor<32x16x16x256xbf16>) -> tensor<32x16x16x256xbf16>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<32x16x16x256xbf16>
    %23 = stablehlo.compare GT, %20, %22, FLOAT : (tensor<32x16x16x256xbf16>, tensor<32x16x16x256xbf16>) -> tensor<32x16x16x256xi1>
    %24 = stablehlo.convolution(%21, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x256xbf16>, tensor<3x3x256x256xbf16>) -> tensor<32x16x16x256xbf16>
    %25 = call @relu_1(%24) : (tensor<32x16x16x256xbf16>) -> tensor<32x16x16x256xbf16>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<32x16x16x256xbf16>
    %27 = stablehlo.compare GT, %24, %26, FLOAT : (tensor<32x16x16x256xbf16>, tensor<32x16x16x256xbf16>) -> tensor<32x16x16x256xi1>
    %cst_7 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<bf16>
    %29 = "stablehlo.reduce_window"(%25, %28) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg9: tensor<bf16>, %arg10: tensor<bf16>):
      %86 = stablehlo.maximum %arg9, %arg10 : tensor<bf16>
      stablehlo.return %86 : tensor<bf16>
    }) : (tensor<32x16x16x256xbf16>, tensor<bf16>) -> tensor<32x8x8x256xbf16>
    %30 = stablehlo.convert %29 : (tensor<32x8x8x256xbf16>) -> tensor<32x8x8x256xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_8) applies stablehlo.add across dimensions = [1, 2] : (tensor<32x8x8x256xf32>, tensor<f32>) -> tensor<32x256xf32>
    %cst_9 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %33 = stablehlo.divide %31, %32 : tensor<32x256xf32>
    %34 = stablehlo.convert %33 : (tensor<32x256xf32>) -> tensor<32x256xbf16>
    %35 = stablehlo.dot_general %34, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xbf16>, tensor<256x10xbf16>) -> tensor<32x10xbf16>
    %36 = stablehlo.convert %35 : (tensor<32x10xbf16>) -> tensor<32x10xf32>
    %37:2 = call @log_softmax(%36) : (tensor<32x10xf32>) -> (tensor<32x10xf32>, tensor<32x1xf32>)
    %38 = stablehlo.broadcast_in_dim %arg8, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %39 = call @take_along_axis(%38) : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.negate %cst_10 : tensor<f32>
    %cst_11 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %41 = stablehlo.divide %40, %cst_11 : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %44 = call @take_along_axis_2(%39, %43) : (tensor<32x1x1xi32>, tensor<32x1xf32>) -> tensor<32x10xf32>
    %45 = call @log_softmax_3(%37#0, %37#1, %44) : (tensor<32x10xf32>, tensor<32x1xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %46 = stablehlo.convert %45 : (tensor<32x10xf32>) -> tensor<32x10xbf16>
    %47 = stablehlo.dot_general %46, %34, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x10xbf16>, tensor<32x256xbf16>) -> tensor<10x256xbf16>
    %48 = stablehlo.transpose %47, dims = [1, 0] : (tensor<10x256xbf16>) -> tensor<256x10xbf16>
    %49 = stablehlo.dot_general %46, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x10xbf16>, tensor<256x10xbf16>) -> tensor<32x256xbf16>
    %50 = stablehlo.convert %49 : (tensor<32x256xbf16>) -> tensor<32x256xf32>
    %cst_12 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %52 = stablehlo.divide %50, %51 : tensor<32x256xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 3] : (tensor<32x256xf32>) -> tensor<32x8x8x256xf32>
    %54 = stablehlo.convert %53 : (tensor<32x8x8x256xf32>) -> tensor<32x8x8x256xbf16>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %55 = "stablehlo.select_and_scatter"(%25, %54, %cst_13) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg9: tensor<bf16>, %arg10: tensor<bf16>):
      %86 = stablehlo.compare GE, %arg9, %arg10, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %86 : tensor<i1>
    }, {
    ^bb0(%arg9: tensor<bf16>, %arg10: tensor<bf16>):
      %86 = stablehlo.add %arg9, %arg10 : tensor<bf16>
      stablehlo.return %86 : tensor<bf16>
    }) : (tensor<32x16x16x256xbf16>, tensor<32x8x8x256xbf16>, tensor<bf16>) -> tensor<32x16x16x256xbf16>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %56 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<32x16x16x256xbf16>
    %57 = stablehlo.select %27, %55, %56 : tensor<32x16x16x256xi1>, tensor<32x16x16x256xbf16>
    %58 = stablehlo.convolution(%21, %57) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x256xbf16>, tensor<32x16x16x256xbf16>) -> tensor<3x3x256x256xbf16>
    %59 = stablehlo.reverse %arg5, dims = [0, 1] : tensor<3x3x256x256xbf16>
    %60 = stablehlo.convolution(%57, %59) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x256xbf16>, tensor<3x3x256x256xbf16>) -> tensor<32x16x16x256xbf16>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %61 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<32x16x16x256xbf16>
    %62 = stablehlo.select %23, %60, %61 : tensor<32x16x16x256xi1>, tensor<32x16x16x256xbf16>
    %63 = stablehlo.convolution(%19, %62) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xbf16>, tensor<32x16x16x256xbf16>) -> tensor<3x3x128x256xbf16>
    %64 = stablehlo.reverse %arg4, dims = [0, 1] : tensor<3x3x128x256xbf16>
    %65 = stablehlo.convolution(%62, %64) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x256xbf16>, tensor<3x3x128x256xbf16>) -> tensor<32x16x16x128xbf16>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %66 = "stablehlo.select_and_scatter"(%15, %65, %cst_16) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg9: tensor<bf16>, %arg10: tensor<bf16>):
      %86 = stablehlo.compare GE, %arg9, %arg10, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %86 : tensor<i1>
    }, {
    ^bb0(%arg9: tensor<bf16>, %arg10: tensor<bf16>):
      %86 = stablehlo.add %arg9, %arg10 : tensor<bf16>
      stablehlo.return %86 : tensor<bf16>
    }) : (tensor<32x32x32x128xbf16>, tensor<32x16x16x128xbf16>, tensor<bf16>) -> tensor<32x32x32x128xbf16>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %67 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<32x32x32x128xbf16>
    %68 = stablehlo.select %17, %66, %67 : tensor<32x32x32x128xi1>, tensor<32x32x32x128xbf16>
    %69 = stablehlo.convolution(%11, %68) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x128xbf16>, tensor<32x32x32x128xbf16>) -> tensor<3x3x128x128xbf16>
    %70 = stablehlo.reverse %arg3, dims = [0, 1] : tensor<3x3x128x128xbf16>
    %71 = stablehlo.convolution(%68, %70) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x128xbf16>, tensor<3x3x128x128xbf16>) -> tensor<32x32x32x128xbf16>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %72 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<32x32x32x128xbf16>
    %73 = stablehlo.select %13, %71, %72 : tensor<32x32x32x128xi1>, tensor<32x32x32x128xbf16>
    %74 = stablehlo.convolution(%9, %73) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xbf16>, tensor<32x32x32x128xbf16>) -> tensor<3x3x64x128xbf16>
    %75 = stablehlo.reverse %arg2, dims = [0, 1] : tensor<3x3x64x128xbf16>
    %76 = stablehlo.convolution(%73, %75) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x128xbf16>, tensor<3x3x64x128xbf16>) -> tensor<32x32x32x64xbf16>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %77 = "stablehlo.select_and_scatter"(%5, %76, %cst_19) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg9: tensor<bf16>, %arg10: tensor<bf16>):
      %86 = stablehlo.compare GE, %arg9, %arg10, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %86 : tensor<i1>
    }, {
    ^bb0(%arg9: tensor<bf16>, %arg10: tensor<bf16>):
      %86 = stablehlo.add %arg9, %arg10 : tensor<bf16>
      stablehlo.return %86 : tensor<bf16>
    }) : (tensor<32x64x64x64xbf16>, tensor<32x32x32x64xbf16>, tensor<bf16>) -> tensor<32x64x64x64xbf16>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %78 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<32x64x64x64xbf16>
    %79 = stablehlo.select %7, %77, %78 : tensor<32x64x64x64xi1>, tensor<32x64x64x64xbf16>
    %80 = stablehlo.convolution(%1, %79) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x64x64x64xbf16>, tensor<32x64x64x64xbf16>) -> tensor<3x3x64x64xbf16>
    %81 = stablehlo.reverse %arg1, dims = [0, 1] : tensor<3x3x64x64xbf16>
    %82 = stablehlo.convolution(%79, %81) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x64x64x64xbf16>, tensor<3x3x64x64xbf16>) -> tensor<32x64x64x64xbf16>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %83 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<32x64x64x64xbf16>
    %84 = stablehlo.select %3, %82, %83 : tensor<32x64x64x64xi1>, tensor<32x64x64x64xbf16>
    %85 = stablehlo.convolution(%arg7, %84) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x64x64x3xbf16>, tensor<32x64x64x64xbf16>) -> tensor<3x3x3x64xbf16>
    return %85, %80, %74, %69, %63, %58, %48 : tensor<3x3x3x64xbf16>, tensor<3x3x64x64xbf16>, tensor<3x3x64x128xbf16>, tensor<3x3x128x128xbf16>, tensor<3x3x128x256xbf16>, tensor<3x3x256x256xbf16>, tensor<256x10xbf16>
  }
  func.func private @relu(%arg0: tensor<32x64x64x64xbf16>) -> tensor<32x64x64x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<32x64x64x64xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x64x64x64xbf16>
    return %1 : tensor<32x64x64x64xbf16>
  }
  func.func private @relu_0(%arg0: tensor<32x32x32x128xbf16>) -> tensor<32x32x32x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<32x32x32x128xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x32x32x128xbf16>
    return %1 : tensor<32x32x32x128xbf16>
  }
  func.func private @relu_1(%arg0: tensor<32x16x16x256xbf16>) -> tensor<32x16x16x256xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<32x16x16x256xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x16x16x256xbf16>
    return %1 : tensor<32x16x16x256xbf16>
  }
  func.func private @log_softmax(%arg0: tensor<32x10xf32>) -> (tensor<32x10xf32>, tensor<32x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<32x10xf32>
    %6 = stablehlo.exponential %5 : tensor<32x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    return %6, %8 : tensor<32x10xf32>, tensor<32x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<32x1xi32>) -> tensor<32x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<32x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<32x1xi1>, tensor<32x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    return %5 : tensor<32x1x1xi32>
  }
  func.func private @take_along_axis_2(%arg0: tensor<32x1x1xi32>, %arg1: tensor<32x1xf32>) -> tensor<32x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<32x10xf32>, tensor<32x1x1xi32>, tensor<32x1xf32>) -> tensor<32x10xf32>
    return %1 : tensor<32x10xf32>
  }
  func.func private @log_softmax_3(%arg0: tensor<32x10xf32>, %arg1: tensor<32x1xf32>, %arg2: tensor<32x10xf32>) -> tensor<32x10xf32> {
    %0 = stablehlo.negate %arg2 : tensor<32x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.reshape %1 : (tensor<32xf32>) -> tensor<32x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<32x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<32x10xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<32x10xf32>
    return %7 : tensor<32x10xf32>
  }
}
