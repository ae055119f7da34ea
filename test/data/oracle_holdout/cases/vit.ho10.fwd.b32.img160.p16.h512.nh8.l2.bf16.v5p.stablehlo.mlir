module @jit_vit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg3: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg4: tensor<512x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg5: tensor<2048x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg6: tensor<8x64x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg7: tensor<512x3x8x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg8: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg9: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg10: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg11: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg12: tensor<512x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg13: tensor<2048x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg14: tensor<8x64x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg15: tensor<512x3x8x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg16: tensor<1x1x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg17: tensor<512x1000xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg18: tensor<16x16x3x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg19: tensor<1x101x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg20: tensor<32x160x160x3xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}) -> (tensor<32x1000xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg20, %arg18) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [16, 16], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x160x160x3xbf16>, tensor<16x16x3x512xbf16>) -> tensor<32x10x10x512xbf16>
    %1 = stablehlo.reshape %0 : (tensor<32x10x10x512xbf16>) -> tensor<32x100x512xbf16>
    %2 = stablehlo.broadcast_in_dim %arg16, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<32x1x512xbf16>
    %3 = stablehlo.concatenate %2, %1, dim = 1 : (tensor<32x1x512xbf16>, tensor<32x100x512xbf16>) -> tensor<32x101x512xbf16>
    %4 = stablehlo.broadcast_in_dim %arg19, dims = [0, 1, 2] : (tensor<1x101x512xbf16>) -> tensor<32x101x512xbf16>
    %5 = stablehlo.add %3, %4 : tensor<32x101x512xbf16>
    %6 = stablehlo.convert %5 : (tensor<32x101x512xbf16>) -> tensor<32x101x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<32x101x512xf32>, tensor<f32>) -> tensor<32x101xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<32x101xf32>) -> tensor<32x101x1xf32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x101x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<32x101x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<32x101x1xf32>) -> tensor<32x101x512xf32>
    %12 = stablehlo.subtract %6, %11 : tensor<32x101x512xf32>
    %13 = chlo.square %12 : tensor<32x101x512xf32> -> tensor<32x101x512xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<32x101x512xf32>, tensor<f32>) -> tensor<32x101xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<32x101xf32>) -> tensor<32x101x1xf32>
    %cst_2 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x101x1xf32>
    %17 = stablehlo.divide %15, %16 : tensor<32x101x1xf32>
    %18 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<32x101x1xf32>) -> tensor<32x101x512xf32>
    %19 = stablehlo.subtract %6, %18 : tensor<32x101x512xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x101x1xf32>
    %21 = stablehlo.add %17, %20 : tensor<32x101x1xf32>
    %22 = stablehlo.rsqrt %21 : tensor<32x101x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<32x101x1xf32>) -> tensor<32x101x512xf32>
    %24 = stablehlo.multiply %19, %23 : tensor<32x101x512xf32>
    %25 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<32x101x512xf32>
    %27 = stablehlo.multiply %24, %26 : tensor<32x101x512xf32>
    %28 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<32x101x512xf32>
    %30 = stablehlo.add %27, %29 : tensor<32x101x512xf32>
    %31 = stablehlo.convert %30 : (tensor<32x101x512xf32>) -> tensor<32x101x512xbf16>
    %32 = stablehlo.dot_general %arg7, %31, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x3x8x64xbf16>, tensor<32x101x512xbf16>) -> tensor<3x8x64x32x101xbf16>
    %33 = stablehlo.transpose %32, dims = [0, 3, 4, 1, 2] : (tensor<3x8x64x32x101xbf16>) -> tensor<3x32x101x8x64xbf16>
    %34 = stablehlo.slice %33 [0:1, 0:32, 0:101, 0:8, 0:64] : (tensor<3x32x101x8x64xbf16>) -> tensor<1x32x101x8x64xbf16>
    %35 = stablehlo.reshape %34 : (tensor<1x32x101x8x64xbf16>) -> tensor<32x101x8x64xbf16>
    %36 = stablehlo.slice %33 [1:2, 0:32, 0:101, 0:8, 0:64] : (tensor<3x32x101x8x64xbf16>) -> tensor<1x32x101x8x64xbf16>
    %37 = stablehlo.reshape %36 : (tensor<1x32x101x8x64xbf16>) -> tensor<32x101x8x64xbf16>
    %38 = stablehlo.slice %33 [2:3, 0:32, 0:101, 0:8, 0:64] : (tensor<3x32x101x8x64xbf16>) -> tensor<1x32x101x8x64xbf16>
    %39 = stablehlo.reshape %38 : (tensor<1x32x101x8x64xbf16>) -> tensor<32x101x8x64xbf16>
    %40 = stablehlo.dot_general %35, %37, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<32x101x8x64xbf16>, tensor<32x101x8x64xbf16>) -> tensor<32x8x101x101xbf16>
    %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %41 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<32x8x101x101xbf16>
    %42 = stablehlo.multiply %40, %41 : tensor<32x8x101x101xbf16>
    %43 = stablehlo.convert %42 : (tensor<32x8x101x101xbf16>) -> tensor<32x8x101x101xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_5) applies stablehlo.maximum across dimensions = [3] : (tensor<32x8x101x101xf32>, tensor<f32>) -> tensor<32x8x101xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x8x101xf32>
    %46 = stablehlo.maximum %45, %44 : tensor<32x8x101xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<32x8x101xf32>) -> tensor<32x8x101x1xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<32x8x101x1xf32>) -> tensor<32x8x101x101xf32>
    %49 = stablehlo.subtract %43, %48 : tensor<32x8x101x101xf32>
    %50 = stablehlo.exponential %49 : tensor<32x8x101x101xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<32x8x101x101xf32>, tensor<f32>) -> tensor<32x8x101xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<32x8x101xf32>) -> tensor<32x8x101x1xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<32x8x101x1xf32>) -> tensor<32x8x101x101xf32>
    %54 = stablehlo.divide %50, %53 : tensor<32x8x101x101xf32>
    %55 = stablehlo.convert %54 : (tensor<32x8x101x101xf32>) -> tensor<32x8x101x101xbf16>
    %56 = stablehlo.dot_general %39, %55, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<32x101x8x64xbf16>, tensor<32x8x101x101xbf16>) -> tensor<32x8x64x101xbf16>
    %57 = stablehlo.transpose %56, dims = [0, 3, 1, 2] : (tensor<32x8x64x101xbf16>) -> tensor<32x101x8x64xbf16>
    %58 = stablehlo.dot_general %57, %arg6, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<32x101x8x64xbf16>, tensor<8x64x512xbf16>) -> tensor<32x101x512xbf16>
    %59 = stablehlo.add %5, %58 : tensor<32x101x512xbf16>
    %60 = stablehlo.convert %59 : (tensor<32x101x512xbf16>) -> tensor<32x101x512xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<32x101x512xf32>, tensor<f32>) -> tensor<32x101xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1] : (tensor<32x101xf32>) -> tensor<32x101x1xf32>
    %cst_9 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32x101x1xf32>
    %64 = stablehlo.divide %62, %63 : tensor<32x101x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<32x101x1xf32>) -> tensor<32x101x512xf32>
    %66 = stablehlo.subtract %60, %65 : tensor<32x101x512xf32>
    %67 = chlo.square %66 : tensor<32x101x512xf32> -> tensor<32x101x512xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<32x101x512xf32>, tensor<f32>) -> tensor<32x101xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<32x101xf32>) -> tensor<32x101x1xf32>
    %cst_11 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<32x101x1xf32>
    %71 = stablehlo.divide %69, %70 : tensor<32x101x1xf32>
    %72 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<32x101x1xf32>) -> tensor<32x101x512xf32>
    %73 = stablehlo.subtract %60, %72 : tensor<32x101x512xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<32x101x1xf32>
    %75 = stablehlo.add %71, %74 : tensor<32x101x1xf32>
    %76 = stablehlo.rsqrt %75 : tensor<32x101x1xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<32x101x1xf32>) -> tensor<32x101x512xf32>
    %78 = stablehlo.multiply %73, %77 : tensor<32x101x512xf32>
    %79 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<32x101x512xf32>
    %81 = stablehlo.multiply %78, %80 : tensor<32x101x512xf32>
    %82 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<32x101x512xf32>
    %84 = stablehlo.add %81, %83 : tensor<32x101x512xf32>
    %85 = stablehlo.convert %84 : (tensor<32x101x512xf32>) -> tensor<32x101x512xbf16>
    %86 = stablehlo.dot_general %85, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x101x512xbf16>, tensor<512x2048xbf16>) -> tensor<32x101x2048xbf16>
    %87 = stablehlo.multiply %86, %86 : tensor<32x101x2048xbf16>
    %88 = stablehlo.multiply %87, %86 : tensor<32x101x2048xbf16>
    %cst_13 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %89 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<32x101x2048xbf16>
    %90 = stablehlo.multiply %89, %88 : tensor<32x101x2048xbf16>
    %91 = stablehlo.add %86, %90 : tensor<32x101x2048xbf16>
    %cst_14 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %92 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<32x101x2048xbf16>
    %93 = stablehlo.multiply %92, %91 : tensor<32x101x2048xbf16>
    %94 = stablehlo.tanh %93 : tensor<32x101x2048xbf16>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %95 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<32x101x2048xbf16>
    %96 = stablehlo.add %95, %94 : tensor<32x101x2048xbf16>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %97 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<32x101x2048xbf16>
    %98 = stablehlo.multiply %97, %96 : tensor<32x101x2048xbf16>
    %99 = stablehlo.multiply %86, %98 : tensor<32x101x2048xbf16>
    %100 = stablehlo.dot_general %99, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x101x2048xbf16>, tensor<2048x512xbf16>) -> tensor<32x101x512xbf16>
    %101 = stablehlo.add %59, %100 : tensor<32x101x512xbf16>
    %102 = stablehlo.convert %101 : (tensor<32x101x512xbf16>) -> tensor<32x101x512xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%102 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<32x101x512xf32>, tensor<f32>) -> tensor<32x101xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1] : (tensor<32x101xf32>) -> tensor<32x101x1xf32>
    %cst_18 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32x101x1xf32>
    %106 = stablehlo.divide %104, %105 : tensor<32x101x1xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<32x101x1xf32>) -> tensor<32x101x512xf32>
    %108 = stablehlo.subtract %102, %107 : tensor<32x101x512xf32>
    %109 = chlo.square %108 : tensor<32x101x512xf32> -> tensor<32x101x512xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.reduce(%109 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<32x101x512xf32>, tensor<f32>) -> tensor<32x101xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1] : (tensor<32x101xf32>) -> tensor<32x101x1xf32>
    %cst_20 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32x101x1xf32>
    %113 = stablehlo.divide %111, %112 : tensor<32x101x1xf32>
    %114 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<32x101x1xf32>) -> tensor<32x101x512xf32>
    %115 = stablehlo.subtract %102, %114 : tensor<32x101x512xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32x101x1xf32>
    %117 = stablehlo.add %113, %116 : tensor<32x101x1xf32>
    %118 = stablehlo.rsqrt %117 : tensor<32x101x1xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<32x101x1xf32>) -> tensor<32x101x512xf32>
    %120 = stablehlo.multiply %115, %119 : tensor<32x101x512xf32>
    %121 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<32x101x512xf32>
    %123 = stablehlo.multiply %120, %122 : tensor<32x101x512xf32>
    %124 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<32x101x512xf32>
    %126 = stablehlo.add %123, %125 : tensor<32x101x512xf32>
    %127 = stablehlo.convert %126 : (tensor<32x101x512xf32>) -> tensor<32x101x512xbf16>
    %128 = stablehlo.dot_general %arg15, %127, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x3x8x64xbf16>, tensor<32x101x512xbf16>) -> tensor<3x8x64x32x101xbf16>
    %129 = stablehlo.transpose %128, dims = [0, 3, 4, 1, 2] : (tensor<3x8x64x32x101xbf16>) -> tensor<3x32x101x8x64xbf16>
    %130 = stablehlo.slice %129 [0:1, 0:32, 0:101, 0:8, 0:64] : (tensor<3x32x101x8x64xbf16>) -> tensor<1x32x101x8x64xbf16>
    %131 = stablehlo.reshape %130 : (tensor<1x32x101x8x64xbf16>) -> tensor<32x101x8x64xbf16>
    %132 = stablehlo.slice %129 [1:2, 0:32, 0:101, 0:8, 0:64] : (tensor<3x32x101x8x64xbf16>) -> tensor<1x32x101x8x64xbf16>
    %133 = stablehlo.reshape %132 : (tensor<1x32x101x8x64xbf16>) -> tensor<32x101x8x64xbf16>
    %134 = stablehlo.slice %129 [2:3, 0:32, 0:101, 0:8, 0:64] : (tensor<3x32x101x8x64xbf16>) -> tensor<1x32x101x8x64xbf16>
    %135 = stablehlo.reshape %134 : (tensor<1x32x101x8x64xbf16>) -> tensor<32x101x8x64xbf16>
    %136 = stablehlo.dot_general %131, %133, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<32x101x8x64xbf16>, tensor<32x101x8x64xbf16>) -> tensor<32x8x101x101xbf16>
    %cst_22 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %137 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<bf16>) -> tensor<32x8x101x101xbf16>
    %138 = stablehlo.multiply %136, %137 : tensor<32x8x101x101xbf16>
    %139 = stablehlo.convert %138 : (tensor<32x8x101x101xbf16>) -> tensor<32x8x101x101xf32>
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_23) applies stablehlo.maximum across dimensions = [3] : (tensor<32x8x101x101xf32>, tensor<f32>) -> tensor<32x8x101xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32x8x101xf32>
    %142 = stablehlo.maximum %141, %140 : tensor<32x8x101xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<32x8x101xf32>) -> tensor<32x8x101x1xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3] : (tensor<32x8x101x1xf32>) -> tensor<32x8x101x101xf32>
    %145 = stablehlo.subtract %139, %144 : tensor<32x8x101x101xf32>
    %146 = stablehlo.exponential %145 : tensor<32x8x101x101xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%146 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<32x8x101x101xf32>, tensor<f32>) -> tensor<32x8x101xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<32x8x101xf32>) -> tensor<32x8x101x1xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3] : (tensor<32x8x101x1xf32>) -> tensor<32x8x101x101xf32>
    %150 = stablehlo.divide %146, %149 : tensor<32x8x101x101xf32>
    %151 = stablehlo.convert %150 : (tensor<32x8x101x101xf32>) -> tensor<32x8x101x101xbf16>
    %152 = stablehlo.dot_general %135, %151, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<32x101x8x64xbf16>, tensor<32x8x101x101xbf16>) -> tensor<32x8x64x101xbf16>
    %153 = stablehlo.transpose %152, dims = [0, 3, 1, 2] : (tensor<32x8x64x101xbf16>) -> tensor<32x101x8x64xbf16>
    %154 = stablehlo.dot_general %153, %arg14, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<32x101x8x64xbf16>, tensor<8x64x512xbf16>) -> tensor<32x101x512xbf16>
    %155 = stablehlo.add %101, %154 : tensor<32x101x512xbf16>
    %156 = stablehlo.convert %155 : (tensor<32x101x512xbf16>) -> tensor<32x101x512xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.reduce(%156 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<32x101x512xf32>, tensor<f32>) -> tensor<32x101xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1] : (tensor<32x101xf32>) -> tensor<32x101x1xf32>
    %cst_27 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32x101x1xf32>
    %160 = stablehlo.divide %158, %159 : tensor<32x101x1xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<32x101x1xf32>) -> tensor<32x101x512xf32>
    %162 = stablehlo.subtract %156, %161 : tensor<32x101x512xf32>
    %163 = chlo.square %162 : tensor<32x101x512xf32> -> tensor<32x101x512xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.reduce(%163 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<32x101x512xf32>, tensor<f32>) -> tensor<32x101xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1] : (tensor<32x101xf32>) -> tensor<32x101x1xf32>
    %cst_29 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<32x101x1xf32>
    %167 = stablehlo.divide %165, %166 : tensor<32x101x1xf32>
    %168 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<32x101x1xf32>) -> tensor<32x101x512xf32>
    %169 = stablehlo.subtract %156, %168 : tensor<32x101x512xf32>
    %cst_30 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<32x101x1xf32>
    %171 = stablehlo.add %167, %170 : tensor<32x101x1xf32>
    %172 = stablehlo.rsqrt %171 : tensor<32x101x1xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<32x101x1xf32>) -> tensor<32x101x512xf32>
    %174 = stablehlo.multiply %169, %173 : tensor<32x101x512xf32>
    %175 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<32x101x512xf32>
    %177 = stablehlo.multiply %174, %176 : tensor<32x101x512xf32>
    %178 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<32x101x512xf32>
    %180 = stablehlo.add %177, %179 : tensor<32x101x512xf32>
    %181 = stablehlo.convert %180 : (tensor<32x101x512xf32>) -> tensor<32x101x512xbf16>
    %182 = stablehlo.dot_general %181, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x101x512xbf16>, tensor<512x2048xbf16>) -> tensor<32x101x2048xbf16>
    %183 = stablehlo.multiply %182, %182 : tensor<32x101x2048xbf16>
    %184 = stablehlo.multiply %183, %182 : tensor<32x101x2048xbf16>
    %cst_31 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %185 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<bf16>) -> tensor<32x101x2048xbf16>
    %186 = stablehlo.multiply %185, %184 : tensor<32x101x2048xbf16>
    %187 = stablehlo.add %182, %186 : tensor<32x101x2048xbf16>
    %cst_32 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %188 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<bf16>) -> tensor<32x101x2048xbf16>
    %189 = stablehlo.multiply %188, %187 : tensor<32x101x2048xbf16>
    %190 = stablehlo.tanh %189 : tensor<32x101x2048xbf16>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %191 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<32x101x2048xbf16>
    %192 = stablehlo.add %191, %190 : tensor<32x101x2048xbf16>
    %cst_34 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %193 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<bf16>) -> tensor<32x101x2048xbf16>
    %194 = stablehlo.multiply %193, %192 : tensor<32x101x2048xbf16>
    %195 = stablehlo.multiply %182, %194 : tensor<32x101x2048xbf16>
    %196 = stablehlo.dot_general %195, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x101x2048xbf16>, tensor<2048x512xbf16>) -> tensor<32x101x512xbf16>
    %197 = stablehlo.add %155, %196 : tensor<32x101x512xbf16>
    %198 = stablehlo.slice %197 [0:32, 0:1, 0:512] : (tensor<32x101x512xbf16>) -> tensor<32x1x512xbf16>
    %199 = stablehlo.reshape %198 : (tensor<32x1x512xbf16>) -> tensor<32x512xbf16>
    %200 = stablehlo.dot_general %199, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x512xbf16>, tensor<512x1000xbf16>) -> tensor<32x1000xbf16>
    return %200 : tensor<32x1000xbf16>
  }
}
