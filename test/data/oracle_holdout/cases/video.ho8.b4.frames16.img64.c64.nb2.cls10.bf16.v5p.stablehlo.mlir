module @jit_video_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<3x3x3x64x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}, {}]>}, %arg1: tensor<3x3x3x64x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}, {}]>}, %arg2: tensor<64x10xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<3x3x3x3x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}, {}]>}, %arg4: tensor<4x16x64x64x3xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}, {}]>}, %arg5: tensor<4xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<3x3x3x64x64xbf16> {jax.result_info = "result['blocks'][0]"}, tensor<3x3x3x64x64xbf16> {jax.result_info = "result['blocks'][1]"}, tensor<64x10xbf16> {jax.result_info = "result['head']"}, tensor<3x3x3x3x64xbf16> {jax.result_info = "result['stem']"}) {
    %0 = stablehlo.convolution(%arg4, %arg3) dim_numbers = [b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f], window = {stride = [2, 1, 1], pad = [[0, 1], [1, 1], [1, 1]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x64x64x3xbf16>, tensor<3x3x3x3x64xbf16>) -> tensor<4x8x64x64x64xbf16>
    %1 = stablehlo.convolution(%0, %arg0) dim_numbers = [b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f], window = {stride = [1, 1, 1], pad = [[1, 1], [1, 1], [1, 1]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x64x64x64xbf16>, tensor<3x3x3x64x64xbf16>) -> tensor<4x8x64x64x64xbf16>
    %2 = call @relu(%1) : (tensor<4x8x64x64x64xbf16>) -> tensor<4x8x64x64x64xbf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x8x64x64x64xbf16>
    %4 = stablehlo.compare GT, %1, %3, FLOAT : (tensor<4x8x64x64x64xbf16>, tensor<4x8x64x64x64xbf16>) -> tensor<4x8x64x64x64xi1>
    %5 = stablehlo.add %0, %2 : tensor<4x8x64x64x64xbf16>
    %6 = stablehlo.convolution(%5, %arg1) dim_numbers = [b, 0, 1, 2, f]x[0, 1, 2, i, o]->[b, 0, 1, 2, f], window = {stride = [1, 1, 1], pad = [[1, 1], [1, 1], [1, 1]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x64x64x64xbf16>, tensor<3x3x3x64x64xbf16>) -> tensor<4x8x64x64x64xbf16>
    %7 = call @relu(%6) : (tensor<4x8x64x64x64xbf16>) -> tensor<4x8x64x64x64xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x8x64x64x64xbf16>
    %9 = stablehlo.compare GT, %6, %8, FLOAT : (tensor<4x8x64x64x64xbf16>, tensor<4x8x64x64x64xbf16>) -> tensor<4x8x64x64x64xi1>
    %10 = stablehlo.add %5, %7 : tensor<4x8x64x64x64xbf16>
    %11 = stablehlo.convert %10 : (tensor<4x8x64x64x64xbf16>) -> tensor<4x8x64x64x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<4x8x64x64x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %cst_2 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %14 = stablehlo.divide %12, %13 : tensor<4x64xf32>
    %15 = stablehlo.convert %14 : (tensor<4x64xf32>) -> tensor<4x64xbf16>
    %16 = stablehlo.dot_general %15, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64xbf16>, tensor<64x10xbf16>) -> tensor<4x10xbf16>
    %17 = stablehlo.convert %16 : (tensor<4x10xbf16>) -> tensor<4x10xf32>
    %18:2 = call @log_softmax(%17) : (tensor<4x10xf32>) -> (tensor<4x10xf32>, tensor<4x1xf32>)
    %19 = stablehlo.broadcast_in_dim %arg5, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %20 = call @take_along_axis(%19) : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.negate %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %22 = stablehlo.divide %21, %cst_4 : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %25 = call @take_along_axis_0(%20, %24) : (tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x10xf32>
    %26 = call @log_softmax_1(%18#0, %18#1, %25) : (tensor<4x10xf32>, tensor<4x1xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %27 = stablehlo.convert %26 : (tensor<4x10xf32>) -> tensor<4x10xbf16>
    %28 = stablehlo.dot_general %27, %15, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x10xbf16>, tensor<4x64xbf16>) -> tensor<10x64xbf16>
    %29 = stablehlo.transpose %28, dims = [1, 0] : (tensor<10x64xbf16>) -> tensor<64x10xbf16>
    %30 = stablehlo.dot_general %27, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x10xbf16>, tensor<64x10xbf16>) -> tensor<4x64xbf16>
    %31 = stablehlo.convert %30 : (tensor<4x64xbf16>) -> tensor<4x64xf32>
    %cst_5 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %33 = stablehlo.divide %31, %32 : tensor<4x64xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 4] : (tensor<4x64xf32>) -> tensor<4x8x64x64x64xf32>
    %35 = stablehlo.convert %34 : (tensor<4x8x64x64x64xf32>) -> tensor<4x8x64x64x64xbf16>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<4x8x64x64x64xbf16>
    %37 = stablehlo.select %9, %35, %36 : tensor<4x8x64x64x64xi1>, tensor<4x8x64x64x64xbf16>
    %38 = stablehlo.convolution(%5, %37) dim_numbers = [f, 0, 1, 2, b]x[i, 0, 1, 2, o]->[0, 1, 2, b, f], window = {stride = [1, 1, 1], pad = [[1, 1], [1, 1], [1, 1]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x64x64x64xbf16>, tensor<4x8x64x64x64xbf16>) -> tensor<3x3x3x64x64xbf16>
    %39 = stablehlo.reverse %arg1, dims = [0, 1, 2] : tensor<3x3x3x64x64xbf16>
    %40 = stablehlo.convolution(%37, %39) dim_numbers = [b, 0, 1, 2, f]x[0, 1, 2, o, i]->[b, 0, 1, 2, f], window = {stride = [1, 1, 1], pad = [[1, 1], [1, 1], [1, 1]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x64x64x64xbf16>, tensor<3x3x3x64x64xbf16>) -> tensor<4x8x64x64x64xbf16>
    %41 = stablehlo.add %35, %40 : tensor<4x8x64x64x64xbf16>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %42 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<4x8x64x64x64xbf16>
    %43 = stablehlo.select %4, %41, %42 : tensor<4x8x64x64x64xi1>, tensor<4x8x64x64x64xbf16>
    %44 = stablehlo.convolution(%0, %43) dim_numbers = [f, 0, 1, 2, b]x[i, 0, 1, 2, o]->[0, 1, 2, b, f], window = {stride = [1, 1, 1], pad = [[1, 1], [1, 1], [1, 1]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x64x64x64xbf16>, tensor<4x8x64x64x64xbf16>) -> tensor<3x3x3x64x64xbf16>
    %45 = stablehlo.reverse %arg0, dims = [0, 1, 2] : tensor<3x3x3x64x64xbf16>
    %46 = stablehlo.convolution(%43, %45) dim_numbers = [b, 0, 1, 2, f]x[0, 1, 2, o, i]->[b, 0, 1, 2, f], window = {stride = [1, 1, 1], pad = [[1, 1], [1, 1], [1, 1]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x64x64x64xbf16>, tensor<3x3x3x64x64xbf16>) -> tensor<4x8x64x64x64xbf16>
    %47 = stablehlo.add %41, %46 : tensor<4x8x64x64x64xbf16>
    %48 = stablehlo.convolution(%arg4, %47) dim_numbers = [f, 0, 1, 2, b]x[i, 0, 1, 2, o]->[0, 1, 2, b, f], window = {stride = [1, 1, 1], pad = [[0, 1], [1, 1], [1, 1]], lhs_dilate = [1, 1, 1], rhs_dilate = [2, 1, 1], reverse = [false, false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x64x64x3xbf16>, tensor<4x8x64x64x64xbf16>) -> tensor<3x3x3x3x64xbf16>
    return %44, %38, %29, %48 : tensor<3x3x3x64x64xbf16>, tensor<3x3x3x64x64xbf16>, tensor<64x10xbf16>, tensor<3x3x3x3x64xbf16>
  }
  func.func private @relu(%arg0: tensor<4x8x64x64x64xbf16>) -> tensor<4x8x64x64x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x8x64x64x64xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x8x64x64x64xbf16>
    return %1 : tensor<4x8x64x64x64xbf16>
  }
  func.func private @log_softmax(%arg0: tensor<4x10xf32>) -> (tensor<4x10xf32>, tensor<4x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x10xf32>
    %6 = stablehlo.exponential %5 : tensor<4x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    return %6, %8 : tensor<4x10xf32>, tensor<4x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x1xi32>) -> tensor<4x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<4x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<4x1xi1>, tensor<4x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
    return %5 : tensor<4x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<4x1x1xi32>, %arg1: tensor<4x1xf32>) -> tensor<4x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x10xf32>, tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x10xf32>
    return %1 : tensor<4x10xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<4x10xf32>, %arg1: tensor<4x1xf32>, %arg2: tensor<4x10xf32>) -> tensor<4x10xf32> {
    %0 = stablehlo.negate %arg2 : tensor<4x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.reshape %1 : (tensor<4xf32>) -> tensor<4x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<4x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xf32>) -> tensor<4x10xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4x10xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<4x10xf32>
    return %7 : tensor<4x10xf32>
  }
}
