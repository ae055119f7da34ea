module @jit_convnet_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<160x1000xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<80xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<80xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg3: tensor<80xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg4: tensor<80xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg5: tensor<3x3x80x80xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg6: tensor<3x3x80x80xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg7: tensor<160xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg8: tensor<160xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg9: tensor<160xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg10: tensor<160xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg11: tensor<1x1x80x160xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg12: tensor<3x3x80x160xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg13: tensor<3x3x160x160xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg14: tensor<3x3x3x80xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg15: tensor<80xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg16: tensor<80xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg17: tensor<40x40x40x3xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}) -> (tensor<40x1000xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg17, %arg14) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<40x40x40x3xbf16>, tensor<3x3x3x80xbf16>) -> tensor<40x40x40x80xbf16>
    %1 = stablehlo.convert %0 : (tensor<40x40x40x80xbf16>) -> tensor<40x40x40x80xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<40x40x40x80xf32>, tensor<f32>) -> tensor<80xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+04> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %4 = stablehlo.divide %2, %3 : tensor<80xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [3] : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<40x40x40x80xf32>
    %7 = stablehlo.subtract %1, %6 : tensor<40x40x40x80xf32>
    %8 = chlo.square %7 : tensor<40x40x40x80xf32> -> tensor<40x40x40x80xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<40x40x40x80xf32>, tensor<f32>) -> tensor<80xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+04> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %11 = stablehlo.divide %9, %10 : tensor<80xf32>
    %12 = stablehlo.broadcast_in_dim %4, dims = [3] : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<40x40x40x80xf32>
    %14 = stablehlo.subtract %1, %13 : tensor<40x40x40x80xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %16 = stablehlo.add %11, %15 : tensor<80xf32>
    %17 = stablehlo.rsqrt %16 : tensor<80xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [3] : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<40x40x40x80xf32>
    %20 = stablehlo.multiply %14, %19 : tensor<40x40x40x80xf32>
    %21 = stablehlo.broadcast_in_dim %arg16, dims = [3] : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<40x40x40x80xf32>
    %23 = stablehlo.multiply %20, %22 : tensor<40x40x40x80xf32>
    %24 = stablehlo.broadcast_in_dim %arg15, dims = [3] : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<40x40x40x80xf32>
    %26 = stablehlo.add %23, %25 : tensor<40x40x40x80xf32>
    %27 = stablehlo.convert %26 : (tensor<40x40x40x80xf32>) -> tensor<40x40x40x80xbf16>
    %28 = call @relu(%27) : (tensor<40x40x40x80xbf16>) -> tensor<40x40x40x80xbf16>
    %29 = stablehlo.convolution(%28, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<40x40x40x80xbf16>, tensor<3x3x80x80xbf16>) -> tensor<40x40x40x80xbf16>
    %30 = stablehlo.convert %29 : (tensor<40x40x40x80xbf16>) -> tensor<40x40x40x80xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_4) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<40x40x40x80xf32>, tensor<f32>) -> tensor<80xf32>
    %cst_5 = stablehlo.constant dense<6.400000e+04> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %33 = stablehlo.divide %31, %32 : tensor<80xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [3] : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<40x40x40x80xf32>
    %36 = stablehlo.subtract %30, %35 : tensor<40x40x40x80xf32>
    %37 = chlo.square %36 : tensor<40x40x40x80xf32> -> tensor<40x40x40x80xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_6) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<40x40x40x80xf32>, tensor<f32>) -> tensor<80xf32>
    %cst_7 = stablehlo.constant dense<6.400000e+04> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %40 = stablehlo.divide %38, %39 : tensor<80xf32>
    %41 = stablehlo.broadcast_in_dim %33, dims = [3] : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<40x40x40x80xf32>
    %43 = stablehlo.subtract %30, %42 : tensor<40x40x40x80xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %45 = stablehlo.add %40, %44 : tensor<80xf32>
    %46 = stablehlo.rsqrt %45 : tensor<80xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [3] : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<40x40x40x80xf32>
    %49 = stablehlo.multiply %43, %48 : tensor<40x40x40x80xf32>
    %50 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<40x40x40x80xf32>
    %52 = stablehlo.multiply %49, %51 : tensor<40x40x40x80xf32>
    %53 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<40x40x40x80xf32>
    %55 = stablehlo.add %52, %54 : tensor<40x40x40x80xf32>
    %56 = stablehlo.convert %55 : (tensor<40x40x40x80xf32>) -> tensor<40x40x40x80xbf16>
    %57 = call @relu(%56) : (tensor<40x40x40x80xbf16>) -> tensor<40x40x40x80xbf16>
    %58 = stablehlo.convolution(%57, %arg6) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<40x40x40x80xbf16>, tensor<3x3x80x80xbf16>) -> tensor<40x40x40x80xbf16>
    %59 = stablehlo.convert %58 : (tensor<40x40x40x80xbf16>) -> tensor<40x40x40x80xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_9) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<40x40x40x80xf32>, tensor<f32>) -> tensor<80xf32>
    %cst_10 = stablehlo.constant dense<6.400000e+04> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %62 = stablehlo.divide %60, %61 : tensor<80xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [3] : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<40x40x40x80xf32>
    %65 = stablehlo.subtract %59, %64 : tensor<40x40x40x80xf32>
    %66 = chlo.square %65 : tensor<40x40x40x80xf32> -> tensor<40x40x40x80xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_11) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<40x40x40x80xf32>, tensor<f32>) -> tensor<80xf32>
    %cst_12 = stablehlo.constant dense<6.400000e+04> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %69 = stablehlo.divide %67, %68 : tensor<80xf32>
    %70 = stablehlo.broadcast_in_dim %62, dims = [3] : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<40x40x40x80xf32>
    %72 = stablehlo.subtract %59, %71 : tensor<40x40x40x80xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<80xf32>
    %74 = stablehlo.add %69, %73 : tensor<80xf32>
    %75 = stablehlo.rsqrt %74 : tensor<80xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [3] : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<40x40x40x80xf32>
    %78 = stablehlo.multiply %72, %77 : tensor<40x40x40x80xf32>
    %79 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<40x40x40x80xf32>
    %81 = stablehlo.multiply %78, %80 : tensor<40x40x40x80xf32>
    %82 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<40x40x40x80xf32>
    %84 = stablehlo.add %81, %83 : tensor<40x40x40x80xf32>
    %85 = stablehlo.convert %84 : (tensor<40x40x40x80xf32>) -> tensor<40x40x40x80xbf16>
    %86 = stablehlo.add %85, %28 : tensor<40x40x40x80xbf16>
    %87 = call @relu(%86) : (tensor<40x40x40x80xbf16>) -> tensor<40x40x40x80xbf16>
    %88 = stablehlo.convolution(%87, %arg12) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<40x40x40x80xbf16>, tensor<3x3x80x160xbf16>) -> tensor<40x20x20x160xbf16>
    %89 = stablehlo.convert %88 : (tensor<40x20x20x160xbf16>) -> tensor<40x20x20x160xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%89 init: %cst_14) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<40x20x20x160xf32>, tensor<f32>) -> tensor<160xf32>
    %cst_15 = stablehlo.constant dense<1.600000e+04> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %92 = stablehlo.divide %90, %91 : tensor<160xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [3] : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<1x1x1x160xf32>) -> tensor<40x20x20x160xf32>
    %95 = stablehlo.subtract %89, %94 : tensor<40x20x20x160xf32>
    %96 = chlo.square %95 : tensor<40x20x20x160xf32> -> tensor<40x20x20x160xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_16) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<40x20x20x160xf32>, tensor<f32>) -> tensor<160xf32>
    %cst_17 = stablehlo.constant dense<1.600000e+04> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %99 = stablehlo.divide %97, %98 : tensor<160xf32>
    %100 = stablehlo.broadcast_in_dim %92, dims = [3] : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<1x1x1x160xf32>) -> tensor<40x20x20x160xf32>
    %102 = stablehlo.subtract %89, %101 : tensor<40x20x20x160xf32>
    %cst_18 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %104 = stablehlo.add %99, %103 : tensor<160xf32>
    %105 = stablehlo.rsqrt %104 : tensor<160xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [3] : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<1x1x1x160xf32>) -> tensor<40x20x20x160xf32>
    %108 = stablehlo.multiply %102, %107 : tensor<40x20x20x160xf32>
    %109 = stablehlo.broadcast_in_dim %arg8, dims = [3] : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<1x1x1x160xf32>) -> tensor<40x20x20x160xf32>
    %111 = stablehlo.multiply %108, %110 : tensor<40x20x20x160xf32>
    %112 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<1x1x1x160xf32>) -> tensor<40x20x20x160xf32>
    %114 = stablehlo.add %111, %113 : tensor<40x20x20x160xf32>
    %115 = stablehlo.convert %114 : (tensor<40x20x20x160xf32>) -> tensor<40x20x20x160xbf16>
    %116 = call @relu_0(%115) : (tensor<40x20x20x160xbf16>) -> tensor<40x20x20x160xbf16>
    %117 = stablehlo.convolution(%116, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<40x20x20x160xbf16>, tensor<3x3x160x160xbf16>) -> tensor<40x20x20x160xbf16>
    %118 = stablehlo.convert %117 : (tensor<40x20x20x160xbf16>) -> tensor<40x20x20x160xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_19) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<40x20x20x160xf32>, tensor<f32>) -> tensor<160xf32>
    %cst_20 = stablehlo.constant dense<1.600000e+04> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %121 = stablehlo.divide %119, %120 : tensor<160xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [3] : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2, 3] : (tensor<1x1x1x160xf32>) -> tensor<40x20x20x160xf32>
    %124 = stablehlo.subtract %118, %123 : tensor<40x20x20x160xf32>
    %125 = chlo.square %124 : tensor<40x20x20x160xf32> -> tensor<40x20x20x160xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%125 init: %cst_21) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<40x20x20x160xf32>, tensor<f32>) -> tensor<160xf32>
    %cst_22 = stablehlo.constant dense<1.600000e+04> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %128 = stablehlo.divide %126, %127 : tensor<160xf32>
    %129 = stablehlo.broadcast_in_dim %121, dims = [3] : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<1x1x1x160xf32>) -> tensor<40x20x20x160xf32>
    %131 = stablehlo.subtract %118, %130 : tensor<40x20x20x160xf32>
    %cst_23 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<160xf32>
    %133 = stablehlo.add %128, %132 : tensor<160xf32>
    %134 = stablehlo.rsqrt %133 : tensor<160xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [3] : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3] : (tensor<1x1x1x160xf32>) -> tensor<40x20x20x160xf32>
    %137 = stablehlo.multiply %131, %136 : tensor<40x20x20x160xf32>
    %138 = stablehlo.broadcast_in_dim %arg10, dims = [3] : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<1x1x1x160xf32>) -> tensor<40x20x20x160xf32>
    %140 = stablehlo.multiply %137, %139 : tensor<40x20x20x160xf32>
    %141 = stablehlo.broadcast_in_dim %arg9, dims = [3] : (tensor<160xf32>) -> tensor<1x1x1x160xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2, 3] : (tensor<1x1x1x160xf32>) -> tensor<40x20x20x160xf32>
    %143 = stablehlo.add %140, %142 : tensor<40x20x20x160xf32>
    %144 = stablehlo.convert %143 : (tensor<40x20x20x160xf32>) -> tensor<40x20x20x160xbf16>
    %145 = stablehlo.convolution(%87, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<40x40x40x80xbf16>, tensor<1x1x80x160xbf16>) -> tensor<40x20x20x160xbf16>
    %146 = stablehlo.add %144, %145 : tensor<40x20x20x160xbf16>
    %147 = call @relu_0(%146) : (tensor<40x20x20x160xbf16>) -> tensor<40x20x20x160xbf16>
    %148 = stablehlo.convert %147 : (tensor<40x20x20x160xbf16>) -> tensor<40x20x20x160xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.reduce(%148 init: %cst_24) applies stablehlo.add across dimensions = [1, 2] : (tensor<40x20x20x160xf32>, tensor<f32>) -> tensor<40x160xf32>
    %cst_25 = stablehlo.constant dense<4.000000e+02> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<40x160xf32>
    %151 = stablehlo.divide %149, %150 : tensor<40x160xf32>
    %152 = stablehlo.convert %151 : (tensor<40x160xf32>) -> tensor<40x160xbf16>
    %153 = stablehlo.dot_general %152, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<40x160xbf16>, tensor<160x1000xbf16>) -> tensor<40x1000xbf16>
    return %153 : tensor<40x1000xbf16>
  }
  func.func private @relu(%arg0: tensor<40x40x40x80xbf16>) -> tensor<40x40x40x80xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<40x40x40x80xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<40x40x40x80xbf16>
    return %1 : tensor<40x40x40x80xbf16>
  }
  func.func private @relu_0(%arg0: tensor<40x20x20x160xbf16>) -> tensor<40x20x20x160xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<40x20x20x160xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<40x20x20x160xbf16>
    return %1 : tensor<40x20x20x160xbf16>
  }
}
