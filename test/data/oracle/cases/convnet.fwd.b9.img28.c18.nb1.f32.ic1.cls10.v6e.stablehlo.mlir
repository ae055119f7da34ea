module @jit_convnet_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<36x10xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<18xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<18xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg3: tensor<18xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg4: tensor<18xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg5: tensor<3x3x18x18xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg6: tensor<3x3x18x18xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg7: tensor<36xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg8: tensor<36xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg9: tensor<36xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg10: tensor<36xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg11: tensor<1x1x18x36xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg12: tensor<3x3x18x36xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg13: tensor<3x3x36x36xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg14: tensor<3x3x1x18xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg15: tensor<18xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg16: tensor<18xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg17: tensor<9x28x28x1xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}) -> (tensor<9x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg17, %arg14) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<9x28x28x1xf32>, tensor<3x3x1x18xf32>) -> tensor<9x28x28x18xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<9x28x28x18xf32>, tensor<f32>) -> tensor<18xf32>
    %cst_0 = stablehlo.constant dense<7.056000e+03> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<18xf32>
    %3 = stablehlo.divide %1, %2 : tensor<18xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<18xf32>) -> tensor<1x1x1x18xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<1x1x1x18xf32>) -> tensor<9x28x28x18xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<9x28x28x18xf32>
    %7 = chlo.square %6 : tensor<9x28x28x18xf32> -> tensor<9x28x28x18xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<9x28x28x18xf32>, tensor<f32>) -> tensor<18xf32>
    %cst_2 = stablehlo.constant dense<7.056000e+03> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<18xf32>
    %10 = stablehlo.divide %8, %9 : tensor<18xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<18xf32>) -> tensor<1x1x1x18xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<1x1x1x18xf32>) -> tensor<9x28x28x18xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<9x28x28x18xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<18xf32>
    %15 = stablehlo.add %10, %14 : tensor<18xf32>
    %16 = stablehlo.rsqrt %15 : tensor<18xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [3] : (tensor<18xf32>) -> tensor<1x1x1x18xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x1x1x18xf32>) -> tensor<9x28x28x18xf32>
    %19 = stablehlo.multiply %13, %18 : tensor<9x28x28x18xf32>
    %20 = stablehlo.broadcast_in_dim %arg16, dims = [3] : (tensor<18xf32>) -> tensor<1x1x1x18xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<1x1x1x18xf32>) -> tensor<9x28x28x18xf32>
    %22 = stablehlo.multiply %19, %21 : tensor<9x28x28x18xf32>
    %23 = stablehlo.broadcast_in_dim %arg15, dims = [3] : (tensor<18xf32>) -> tensor<1x1x1x18xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1x1x1x18xf32>) -> tensor<9x28x28x18xf32>
    %25 = stablehlo.add %22, %24 : tensor<9x28x28x18xf32>
    %26 = call @relu(%25) : (tensor<9x28x28x18xf32>) -> tensor<9x28x28x18xf32>
    %27 = stablehlo.convolution(%26, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<9x28x28x18xf32>, tensor<3x3x18x18xf32>) -> tensor<9x28x28x18xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_4) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<9x28x28x18xf32>, tensor<f32>) -> tensor<18xf32>
    %cst_5 = stablehlo.constant dense<7.056000e+03> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<18xf32>
    %30 = stablehlo.divide %28, %29 : tensor<18xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [3] : (tensor<18xf32>) -> tensor<1x1x1x18xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x1x1x18xf32>) -> tensor<9x28x28x18xf32>
    %33 = stablehlo.subtract %27, %32 : tensor<9x28x28x18xf32>
    %34 = chlo.square %33 : tensor<9x28x28x18xf32> -> tensor<9x28x28x18xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_6) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<9x28x28x18xf32>, tensor<f32>) -> tensor<18xf32>
    %cst_7 = stablehlo.constant dense<7.056000e+03> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<18xf32>
    %37 = stablehlo.divide %35, %36 : tensor<18xf32>
    %38 = stablehlo.broadcast_in_dim %30, dims = [3] : (tensor<18xf32>) -> tensor<1x1x1x18xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x1x1x18xf32>) -> tensor<9x28x28x18xf32>
    %40 = stablehlo.subtract %27, %39 : tensor<9x28x28x18xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<18xf32>
    %42 = stablehlo.add %37, %41 : tensor<18xf32>
    %43 = stablehlo.rsqrt %42 : tensor<18xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [3] : (tensor<18xf32>) -> tensor<1x1x1x18xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x1x18xf32>) -> tensor<9x28x28x18xf32>
    %46 = stablehlo.multiply %40, %45 : tensor<9x28x28x18xf32>
    %47 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<18xf32>) -> tensor<1x1x1x18xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x1x18xf32>) -> tensor<9x28x28x18xf32>
    %49 = stablehlo.multiply %46, %48 : tensor<9x28x28x18xf32>
    %50 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<18xf32>) -> tensor<1x1x1x18xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x1x18xf32>) -> tensor<9x28x28x18xf32>
    %52 = stablehlo.add %49, %51 : tensor<9x28x28x18xf32>
    %53 = call @relu(%52) : (tensor<9x28x28x18xf32>) -> tensor<9x28x28x18xf32>
    %54 = stablehlo.convolution(%53, %arg6) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<9x28x28x18xf32>, tensor<3x3x18x18xf32>) -> tensor<9x28x28x18xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_9) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<9x28x28x18xf32>, tensor<f32>) -> tensor<18xf32>
    %cst_10 = stablehlo.constant dense<7.056000e+03> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<18xf32>
    %57 = stablehlo.divide %55, %56 : tensor<18xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [3] : (tensor<18xf32>) -> tensor<1x1x1x18xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x1x1x18xf32>) -> tensor<9x28x28x18xf32>
    %60 = stablehlo.subtract %54, %59 : tensor<9x28x28x18xf32>
    %61 = chlo.square %60 : tensor<9x28x28x18xf32> -> tensor<9x28x28x18xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_11) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<9x28x28x18xf32>, tensor<f32>) -> tensor<18xf32>
    %cst_12 = stablehlo.constant dense<7.056000e+03> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<18xf32>
    %64 = stablehlo.divide %62, %63 : tensor<18xf32>
    %65 = stablehlo.broadcast_in_dim %57, dims = [3] : (tensor<18xf32>) -> tensor<1x1x1x18xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x1x18xf32>) -> tensor<9x28x28x18xf32>
    %67 = stablehlo.subtract %54, %66 : tensor<9x28x28x18xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<18xf32>
    %69 = stablehlo.add %64, %68 : tensor<18xf32>
    %70 = stablehlo.rsqrt %69 : tensor<18xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [3] : (tensor<18xf32>) -> tensor<1x1x1x18xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<1x1x1x18xf32>) -> tensor<9x28x28x18xf32>
    %73 = stablehlo.multiply %67, %72 : tensor<9x28x28x18xf32>
    %74 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<18xf32>) -> tensor<1x1x1x18xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x1x1x18xf32>) -> tensor<9x28x28x18xf32>
    %76 = stablehlo.multiply %73, %75 : tensor<9x28x28x18xf32>
    %77 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<18xf32>) -> tensor<1x1x1x18xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x1x1x18xf32>) -> tensor<9x28x28x18xf32>
    %79 = stablehlo.add %76, %78 : tensor<9x28x28x18xf32>
    %80 = stablehlo.add %79, %26 : tensor<9x28x28x18xf32>
    %81 = call @relu(%80) : (tensor<9x28x28x18xf32>) -> tensor<9x28x28x18xf32>
    %82 = stablehlo.convolution(%81, %arg12) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<9x28x28x18xf32>, tensor<3x3x18x36xf32>) -> tensor<9x14x14x36xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_14) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<9x14x14x36xf32>, tensor<f32>) -> tensor<36xf32>
    %cst_15 = stablehlo.constant dense<1.764000e+03> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %85 = stablehlo.divide %83, %84 : tensor<36xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [3] : (tensor<36xf32>) -> tensor<1x1x1x36xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<1x1x1x36xf32>) -> tensor<9x14x14x36xf32>
    %88 = stablehlo.subtract %82, %87 : tensor<9x14x14x36xf32>
    %89 = chlo.square %88 : tensor<9x14x14x36xf32> -> tensor<9x14x14x36xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%89 init: %cst_16) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<9x14x14x36xf32>, tensor<f32>) -> tensor<36xf32>
    %cst_17 = stablehlo.constant dense<1.764000e+03> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %92 = stablehlo.divide %90, %91 : tensor<36xf32>
    %93 = stablehlo.broadcast_in_dim %85, dims = [3] : (tensor<36xf32>) -> tensor<1x1x1x36xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<1x1x1x36xf32>) -> tensor<9x14x14x36xf32>
    %95 = stablehlo.subtract %82, %94 : tensor<9x14x14x36xf32>
    %cst_18 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %97 = stablehlo.add %92, %96 : tensor<36xf32>
    %98 = stablehlo.rsqrt %97 : tensor<36xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [3] : (tensor<36xf32>) -> tensor<1x1x1x36xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<1x1x1x36xf32>) -> tensor<9x14x14x36xf32>
    %101 = stablehlo.multiply %95, %100 : tensor<9x14x14x36xf32>
    %102 = stablehlo.broadcast_in_dim %arg8, dims = [3] : (tensor<36xf32>) -> tensor<1x1x1x36xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] : (tensor<1x1x1x36xf32>) -> tensor<9x14x14x36xf32>
    %104 = stablehlo.multiply %101, %103 : tensor<9x14x14x36xf32>
    %105 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<36xf32>) -> tensor<1x1x1x36xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<1x1x1x36xf32>) -> tensor<9x14x14x36xf32>
    %107 = stablehlo.add %104, %106 : tensor<9x14x14x36xf32>
    %108 = call @relu_0(%107) : (tensor<9x14x14x36xf32>) -> tensor<9x14x14x36xf32>
    %109 = stablehlo.convolution(%108, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<9x14x14x36xf32>, tensor<3x3x36x36xf32>) -> tensor<9x14x14x36xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.reduce(%109 init: %cst_19) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<9x14x14x36xf32>, tensor<f32>) -> tensor<36xf32>
    %cst_20 = stablehlo.constant dense<1.764000e+03> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %112 = stablehlo.divide %110, %111 : tensor<36xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [3] : (tensor<36xf32>) -> tensor<1x1x1x36xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3] : (tensor<1x1x1x36xf32>) -> tensor<9x14x14x36xf32>
    %115 = stablehlo.subtract %109, %114 : tensor<9x14x14x36xf32>
    %116 = chlo.square %115 : tensor<9x14x14x36xf32> -> tensor<9x14x14x36xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_21) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<9x14x14x36xf32>, tensor<f32>) -> tensor<36xf32>
    %cst_22 = stablehlo.constant dense<1.764000e+03> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %119 = stablehlo.divide %117, %118 : tensor<36xf32>
    %120 = stablehlo.broadcast_in_dim %112, dims = [3] : (tensor<36xf32>) -> tensor<1x1x1x36xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3] : (tensor<1x1x1x36xf32>) -> tensor<9x14x14x36xf32>
    %122 = stablehlo.subtract %109, %121 : tensor<9x14x14x36xf32>
    %cst_23 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %124 = stablehlo.add %119, %123 : tensor<36xf32>
    %125 = stablehlo.rsqrt %124 : tensor<36xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [3] : (tensor<36xf32>) -> tensor<1x1x1x36xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2, 3] : (tensor<1x1x1x36xf32>) -> tensor<9x14x14x36xf32>
    %128 = stablehlo.multiply %122, %127 : tensor<9x14x14x36xf32>
    %129 = stablehlo.broadcast_in_dim %arg10, dims = [3] : (tensor<36xf32>) -> tensor<1x1x1x36xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<1x1x1x36xf32>) -> tensor<9x14x14x36xf32>
    %131 = stablehlo.multiply %128, %130 : tensor<9x14x14x36xf32>
    %132 = stablehlo.broadcast_in_dim %arg9, dims = [3] : (tensor<36xf32>) -> tensor<1x1x1x36xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2, 3] : (tensor<1x1x1x36xf32>) -> tensor<9x14x14x36xf32>
    %134 = stablehlo.add %131, %133 : tensor<9x14x14x36xf32>
    %135 = stablehlo.convolution(%81, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<9x28x28x18xf32>, tensor<1x1x18x36xf32>) -> tensor<9x14x14x36xf32>
    %136 = stablehlo.add %134, %135 : tensor<9x14x14x36xf32>
    %137 = call @relu_0(%136) : (tensor<9x14x14x36xf32>) -> tensor<9x14x14x36xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%137 init: %cst_24) applies stablehlo.add across dimensions = [1, 2] : (tensor<9x14x14x36xf32>, tensor<f32>) -> tensor<9x36xf32>
    %cst_25 = stablehlo.constant dense<1.960000e+02> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<9x36xf32>
    %140 = stablehlo.divide %138, %139 : tensor<9x36xf32>
    %141 = stablehlo.dot_general %140, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<9x36xf32>, tensor<36x10xf32>) -> tensor<9x10xf32>
    return %141 : tensor<9x10xf32>
  }
  func.func private @relu(%arg0: tensor<9x28x28x18xf32>) -> tensor<9x28x28x18xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<9x28x28x18xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<9x28x28x18xf32>
    return %1 : tensor<9x28x28x18xf32>
  }
  func.func private @relu_0(%arg0: tensor<9x14x14x36xf32>) -> tensor<9x14x14x36xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<9x14x14x36xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<9x14x14x36xf32>
    return %1 : tensor<9x14x14x36xf32>
  }
}
