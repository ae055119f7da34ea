module @jit_vit_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg3: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg4: tensor<512x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg5: tensor<2048x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg6: tensor<8x64x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg7: tensor<512x3x8x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg8: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg9: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg10: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg11: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg12: tensor<512x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg13: tensor<2048x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg14: tensor<8x64x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg15: tensor<512x3x8x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg16: tensor<1x1x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg17: tensor<512x1000xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg18: tensor<16x16x3x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg19: tensor<1x101x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg20: tensor<16x160x160x3xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg21: tensor<16xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<512xf32> {jax.result_info = "result['blocks'][0]['ln1_b']"}, tensor<512xf32> {jax.result_info = "result['blocks'][0]['ln1_s']"}, tensor<512xf32> {jax.result_info = "result['blocks'][0]['ln2_b']"}, tensor<512xf32> {jax.result_info = "result['blocks'][0]['ln2_s']"}, tensor<512x2048xbf16> {jax.result_info = "result['blocks'][0]['w1']"}, tensor<2048x512xbf16> {jax.result_info = "result['blocks'][0]['w2']"}, tensor<8x64x512xbf16> {jax.result_info = "result['blocks'][0]['wo']"}, tensor<512x3x8x64xbf16> {jax.result_info = "result['blocks'][0]['wqkv']"}, tensor<512xf32> {jax.result_info = "result['blocks'][1]['ln1_b']"}, tensor<512xf32> {jax.result_info = "result['blocks'][1]['ln1_s']"}, tensor<512xf32> {jax.result_info = "result['blocks'][1]['ln2_b']"}, tensor<512xf32> {jax.result_info = "result['blocks'][1]['ln2_s']"}, tensor<512x2048xbf16> {jax.result_info = "result['blocks'][1]['w1']"}, tensor<2048x512xbf16> {jax.result_info = "result['blocks'][1]['w2']"}, tensor<8x64x512xbf16> {jax.result_info = "result['blocks'][1]['wo']"}, tensor<512x3x8x64xbf16> {jax.result_info = "result['blocks'][1]['wqkv']"}, tensor<1x1x512xbf16> {jax.result_info = "result['cls']"}, tensor<512x1000xbf16> {jax.result_info = "result['head']"}, tensor<16x16x3x512xbf16> {jax.result_info = "result['patch']"}, tensor<1x101x512xbf16> {jax.result_info = "result['pos']"}) {
    %0 = stablehlo.convolution(%arg20, %arg18) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [16, 16], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x160x160x3xbf16>, tensor<16x16x3x512xbf16>) -> tensor<16x10x10x512xbf16>
    %1 = stablehlo.reshape %0 : (tensor<16x10x10x512xbf16>) -> tensor<16x100x512xbf16>
    %2 = stablehlo.broadcast_in_dim %arg16, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<16x1x512xbf16>
    %3 = stablehlo.concatenate %2, %1, dim = 1 : (tensor<16x1x512xbf16>, tensor<16x100x512xbf16>) -> tensor<16x101x512xbf16>
    %4 = stablehlo.broadcast_in_dim %arg19, dims = [0, 1, 2] : (tensor<1x101x512xbf16>) -> tensor<16x101x512xbf16>
    %5 = stablehlo.add %3, %4 : tensor<16x101x512xbf16>
    %6 = stablehlo.convert %5 : (tensor<16x101x512xbf16>) -> tensor<16x101x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<16x101xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<16x101xf32>) -> tensor<16x101x1xf32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x101x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<16x101x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<16x101x1xf32>) -> tensor<16x101x512xf32>
    %12 = stablehlo.subtract %6, %11 : tensor<16x101x512xf32>
    %13 = chlo.square %12 : tensor<16x101x512xf32> -> tensor<16x101x512xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x101x512xf32>
    %15 = stablehlo.multiply %14, %12 : tensor<16x101x512xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%13 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<16x101xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<16x101xf32>) -> tensor<16x101x1xf32>
    %cst_3 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x101x1xf32>
    %19 = stablehlo.divide %17, %18 : tensor<16x101x1xf32>
    %20 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<16x101x1xf32>) -> tensor<16x101x512xf32>
    %21 = stablehlo.subtract %6, %20 : tensor<16x101x512xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x101x1xf32>
    %23 = stablehlo.add %19, %22 : tensor<16x101x1xf32>
    %24 = stablehlo.rsqrt %23 : tensor<16x101x1xf32>
    %25 = stablehlo.divide %24, %23 : tensor<16x101x1xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x101x1xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<16x101x1xf32>
    %28 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<16x101x1xf32>) -> tensor<16x101x512xf32>
    %29 = stablehlo.multiply %21, %28 : tensor<16x101x512xf32>
    %30 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<16x101x512xf32>
    %32 = stablehlo.multiply %29, %31 : tensor<16x101x512xf32>
    %33 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<16x101x512xf32>
    %35 = stablehlo.add %32, %34 : tensor<16x101x512xf32>
    %36 = stablehlo.convert %35 : (tensor<16x101x512xf32>) -> tensor<16x101x512xbf16>
    %37 = stablehlo.dot_general %arg7, %36, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x3x8x64xbf16>, tensor<16x101x512xbf16>) -> tensor<3x8x64x16x101xbf16>
    %38 = stablehlo.transpose %37, dims = [0, 3, 4, 1, 2] : (tensor<3x8x64x16x101xbf16>) -> tensor<3x16x101x8x64xbf16>
    %39 = stablehlo.slice %38 [0:1, 0:16, 0:101, 0:8, 0:64] : (tensor<3x16x101x8x64xbf16>) -> tensor<1x16x101x8x64xbf16>
    %40 = stablehlo.reshape %39 : (tensor<1x16x101x8x64xbf16>) -> tensor<16x101x8x64xbf16>
    %41 = stablehlo.slice %38 [1:2, 0:16, 0:101, 0:8, 0:64] : (tensor<3x16x101x8x64xbf16>) -> tensor<1x16x101x8x64xbf16>
    %42 = stablehlo.reshape %41 : (tensor<1x16x101x8x64xbf16>) -> tensor<16x101x8x64xbf16>
    %43 = stablehlo.slice %38 [2:3, 0:16, 0:101, 0:8, 0:64] : (tensor<3x16x101x8x64xbf16>) -> tensor<1x16x101x8x64xbf16>
    %44 = stablehlo.reshape %43 : (tensor<1x16x101x8x64xbf16>) -> tensor<16x101x8x64xbf16>
    %45 = stablehlo.dot_general %40, %42, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x101x8x64xbf16>, tensor<16x101x8x64xbf16>) -> tensor<16x8x101x101xbf16>
    %cst_6 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %46 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<16x8x101x101xbf16>
    %47 = stablehlo.multiply %45, %46 : tensor<16x8x101x101xbf16>
    %48 = stablehlo.convert %47 : (tensor<16x8x101x101xbf16>) -> tensor<16x8x101x101xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<16x8x101x101xf32>, tensor<f32>) -> tensor<16x8x101xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16x8x101xf32>
    %51 = stablehlo.maximum %50, %49 : tensor<16x8x101xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<16x8x101xf32>) -> tensor<16x8x101x1xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<16x8x101x1xf32>) -> tensor<16x8x101x101xf32>
    %54 = stablehlo.subtract %48, %53 : tensor<16x8x101x101xf32>
    %55 = stablehlo.exponential %54 : tensor<16x8x101x101xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<16x8x101x101xf32>, tensor<f32>) -> tensor<16x8x101xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<16x8x101xf32>) -> tensor<16x8x101x1xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<16x8x101x1xf32>) -> tensor<16x8x101x101xf32>
    %59 = stablehlo.divide %55, %58 : tensor<16x8x101x101xf32>
    %60 = stablehlo.multiply %57, %57 : tensor<16x8x101x1xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x8x101x1xf32>
    %62 = stablehlo.divide %61, %60 : tensor<16x8x101x1xf32>
    %63 = stablehlo.convert %59 : (tensor<16x8x101x101xf32>) -> tensor<16x8x101x101xbf16>
    %64 = stablehlo.dot_general %44, %63, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x101x8x64xbf16>, tensor<16x8x101x101xbf16>) -> tensor<16x8x64x101xbf16>
    %65 = stablehlo.transpose %64, dims = [0, 3, 1, 2] : (tensor<16x8x64x101xbf16>) -> tensor<16x101x8x64xbf16>
    %66 = stablehlo.dot_general %65, %arg6, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x101x8x64xbf16>, tensor<8x64x512xbf16>) -> tensor<16x101x512xbf16>
    %67 = stablehlo.add %5, %66 : tensor<16x101x512xbf16>
    %68 = stablehlo.convert %67 : (tensor<16x101x512xbf16>) -> tensor<16x101x512xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<16x101xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<16x101xf32>) -> tensor<16x101x1xf32>
    %cst_12 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x101x1xf32>
    %72 = stablehlo.divide %70, %71 : tensor<16x101x1xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<16x101x1xf32>) -> tensor<16x101x512xf32>
    %74 = stablehlo.subtract %68, %73 : tensor<16x101x512xf32>
    %75 = chlo.square %74 : tensor<16x101x512xf32> -> tensor<16x101x512xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16x101x512xf32>
    %77 = stablehlo.multiply %76, %74 : tensor<16x101x512xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%75 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<16x101xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<16x101xf32>) -> tensor<16x101x1xf32>
    %cst_15 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16x101x1xf32>
    %81 = stablehlo.divide %79, %80 : tensor<16x101x1xf32>
    %82 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<16x101x1xf32>) -> tensor<16x101x512xf32>
    %83 = stablehlo.subtract %68, %82 : tensor<16x101x512xf32>
    %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16x101x1xf32>
    %85 = stablehlo.add %81, %84 : tensor<16x101x1xf32>
    %86 = stablehlo.rsqrt %85 : tensor<16x101x1xf32>
    %87 = stablehlo.divide %86, %85 : tensor<16x101x1xf32>
    %cst_17 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x101x1xf32>
    %89 = stablehlo.multiply %88, %87 : tensor<16x101x1xf32>
    %90 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<16x101x1xf32>) -> tensor<16x101x512xf32>
    %91 = stablehlo.multiply %83, %90 : tensor<16x101x512xf32>
    %92 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<16x101x512xf32>
    %94 = stablehlo.multiply %91, %93 : tensor<16x101x512xf32>
    %95 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<16x101x512xf32>
    %97 = stablehlo.add %94, %96 : tensor<16x101x512xf32>
    %98 = stablehlo.convert %97 : (tensor<16x101x512xf32>) -> tensor<16x101x512xbf16>
    %99 = stablehlo.dot_general %98, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x101x512xbf16>, tensor<512x2048xbf16>) -> tensor<16x101x2048xbf16>
    %100 = stablehlo.multiply %99, %99 : tensor<16x101x2048xbf16>
    %101 = stablehlo.multiply %100, %99 : tensor<16x101x2048xbf16>
    %102 = stablehlo.multiply %99, %99 : tensor<16x101x2048xbf16>
    %cst_18 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %103 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<16x101x2048xbf16>
    %104 = stablehlo.multiply %103, %102 : tensor<16x101x2048xbf16>
    %cst_19 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %105 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<16x101x2048xbf16>
    %106 = stablehlo.multiply %105, %101 : tensor<16x101x2048xbf16>
    %107 = stablehlo.add %99, %106 : tensor<16x101x2048xbf16>
    %cst_20 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %108 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<16x101x2048xbf16>
    %109 = stablehlo.multiply %108, %107 : tensor<16x101x2048xbf16>
    %110 = stablehlo.tanh %109 : tensor<16x101x2048xbf16>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %111 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<16x101x2048xbf16>
    %112 = stablehlo.subtract %111, %110 : tensor<16x101x2048xbf16>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %113 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<bf16>) -> tensor<16x101x2048xbf16>
    %114 = stablehlo.add %113, %110 : tensor<16x101x2048xbf16>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %115 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<bf16>) -> tensor<16x101x2048xbf16>
    %116 = stablehlo.multiply %115, %114 : tensor<16x101x2048xbf16>
    %117 = stablehlo.multiply %99, %116 : tensor<16x101x2048xbf16>
    %118 = stablehlo.dot_general %117, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x101x2048xbf16>, tensor<2048x512xbf16>) -> tensor<16x101x512xbf16>
    %119 = stablehlo.add %67, %118 : tensor<16x101x512xbf16>
    %120 = stablehlo.convert %119 : (tensor<16x101x512xbf16>) -> tensor<16x101x512xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<16x101xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<16x101xf32>) -> tensor<16x101x1xf32>
    %cst_25 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16x101x1xf32>
    %124 = stablehlo.divide %122, %123 : tensor<16x101x1xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<16x101x1xf32>) -> tensor<16x101x512xf32>
    %126 = stablehlo.subtract %120, %125 : tensor<16x101x512xf32>
    %127 = chlo.square %126 : tensor<16x101x512xf32> -> tensor<16x101x512xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16x101x512xf32>
    %129 = stablehlo.multiply %128, %126 : tensor<16x101x512xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.reduce(%127 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<16x101xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<16x101xf32>) -> tensor<16x101x1xf32>
    %cst_28 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16x101x1xf32>
    %133 = stablehlo.divide %131, %132 : tensor<16x101x1xf32>
    %134 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<16x101x1xf32>) -> tensor<16x101x512xf32>
    %135 = stablehlo.subtract %120, %134 : tensor<16x101x512xf32>
    %cst_29 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16x101x1xf32>
    %137 = stablehlo.add %133, %136 : tensor<16x101x1xf32>
    %138 = stablehlo.rsqrt %137 : tensor<16x101x1xf32>
    %139 = stablehlo.divide %138, %137 : tensor<16x101x1xf32>
    %cst_30 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16x101x1xf32>
    %141 = stablehlo.multiply %140, %139 : tensor<16x101x1xf32>
    %142 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<16x101x1xf32>) -> tensor<16x101x512xf32>
    %143 = stablehlo.multiply %135, %142 : tensor<16x101x512xf32>
    %144 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<16x101x512xf32>
    %146 = stablehlo.multiply %143, %145 : tensor<16x101x512xf32>
    %147 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<16x101x512xf32>
    %149 = stablehlo.add %146, %148 : tensor<16x101x512xf32>
    %150 = stablehlo.convert %149 : (tensor<16x101x512xf32>) -> tensor<16x101x512xbf16>
    %151 = stablehlo.dot_general %arg15, %150, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x3x8x64xbf16>, tensor<16x101x512xbf16>) -> tensor<3x8x64x16x101xbf16>
    %152 = stablehlo.transpose %151, dims = [0, 3, 4, 1, 2] : (tensor<3x8x64x16x101xbf16>) -> tensor<3x16x101x8x64xbf16>
    %153 = stablehlo.slice %152 [0:1, 0:16, 0:101, 0:8, 0:64] : (tensor<3x16x101x8x64xbf16>) -> tensor<1x16x101x8x64xbf16>
    %154 = stablehlo.reshape %153 : (tensor<1x16x101x8x64xbf16>) -> tensor<16x101x8x64xbf16>
    %155 = stablehlo.slice %152 [1:2, 0:16, 0:101, 0:8, 0:64] : (tensor<3x16x101x8x64xbf16>) -> tensor<1x16x101x8x64xbf16>
    %156 = stablehlo.reshape %155 : (tensor<1x16x101x8x64xbf16>) -> tensor<16x101x8x64xbf16>
    %157 = stablehlo.slice %152 [2:3, 0:16, 0:101, 0:8, 0:64] : (tensor<3x16x101x8x64xbf16>) -> tensor<1x16x101x8x64xbf16>
    %158 = stablehlo.reshape %157 : (tensor<1x16x101x8x64xbf16>) -> tensor<16x101x8x64xbf16>
    %159 = stablehlo.dot_general %154, %156, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x101x8x64xbf16>, tensor<16x101x8x64xbf16>) -> tensor<16x8x101x101xbf16>
    %cst_31 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %160 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<bf16>) -> tensor<16x8x101x101xbf16>
    %161 = stablehlo.multiply %159, %160 : tensor<16x8x101x101xbf16>
    %162 = stablehlo.convert %161 : (tensor<16x8x101x101xbf16>) -> tensor<16x8x101x101xf32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %163 = stablehlo.reduce(%162 init: %cst_32) applies stablehlo.maximum across dimensions = [3] : (tensor<16x8x101x101xf32>, tensor<f32>) -> tensor<16x8x101xf32>
    %cst_33 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16x8x101xf32>
    %165 = stablehlo.maximum %164, %163 : tensor<16x8x101xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<16x8x101xf32>) -> tensor<16x8x101x1xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2, 3] : (tensor<16x8x101x1xf32>) -> tensor<16x8x101x101xf32>
    %168 = stablehlo.subtract %162, %167 : tensor<16x8x101x101xf32>
    %169 = stablehlo.exponential %168 : tensor<16x8x101x101xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_34) applies stablehlo.add across dimensions = [3] : (tensor<16x8x101x101xf32>, tensor<f32>) -> tensor<16x8x101xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<16x8x101xf32>) -> tensor<16x8x101x1xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2, 3] : (tensor<16x8x101x1xf32>) -> tensor<16x8x101x101xf32>
    %173 = stablehlo.divide %169, %172 : tensor<16x8x101x101xf32>
    %174 = stablehlo.multiply %171, %171 : tensor<16x8x101x1xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16x8x101x1xf32>
    %176 = stablehlo.divide %175, %174 : tensor<16x8x101x1xf32>
    %177 = stablehlo.convert %173 : (tensor<16x8x101x101xf32>) -> tensor<16x8x101x101xbf16>
    %178 = stablehlo.dot_general %158, %177, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x101x8x64xbf16>, tensor<16x8x101x101xbf16>) -> tensor<16x8x64x101xbf16>
    %179 = stablehlo.transpose %178, dims = [0, 3, 1, 2] : (tensor<16x8x64x101xbf16>) -> tensor<16x101x8x64xbf16>
    %180 = stablehlo.dot_general %179, %arg14, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x101x8x64xbf16>, tensor<8x64x512xbf16>) -> tensor<16x101x512xbf16>
    %181 = stablehlo.add %119, %180 : tensor<16x101x512xbf16>
    %182 = stablehlo.convert %181 : (tensor<16x101x512xbf16>) -> tensor<16x101x512xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.reduce(%182 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<16x101xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1] : (tensor<16x101xf32>) -> tensor<16x101x1xf32>
    %cst_37 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16x101x1xf32>
    %186 = stablehlo.divide %184, %185 : tensor<16x101x1xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<16x101x1xf32>) -> tensor<16x101x512xf32>
    %188 = stablehlo.subtract %182, %187 : tensor<16x101x512xf32>
    %189 = chlo.square %188 : tensor<16x101x512xf32> -> tensor<16x101x512xf32>
    %cst_38 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<16x101x512xf32>
    %191 = stablehlo.multiply %190, %188 : tensor<16x101x512xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.reduce(%189 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<16x101xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<16x101xf32>) -> tensor<16x101x1xf32>
    %cst_40 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16x101x1xf32>
    %195 = stablehlo.divide %193, %194 : tensor<16x101x1xf32>
    %196 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<16x101x1xf32>) -> tensor<16x101x512xf32>
    %197 = stablehlo.subtract %182, %196 : tensor<16x101x512xf32>
    %cst_41 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16x101x1xf32>
    %199 = stablehlo.add %195, %198 : tensor<16x101x1xf32>
    %200 = stablehlo.rsqrt %199 : tensor<16x101x1xf32>
    %201 = stablehlo.divide %200, %199 : tensor<16x101x1xf32>
    %cst_42 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<16x101x1xf32>
    %203 = stablehlo.multiply %202, %201 : tensor<16x101x1xf32>
    %204 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<16x101x1xf32>) -> tensor<16x101x512xf32>
    %205 = stablehlo.multiply %197, %204 : tensor<16x101x512xf32>
    %206 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<16x101x512xf32>
    %208 = stablehlo.multiply %205, %207 : tensor<16x101x512xf32>
    %209 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<16x101x512xf32>
    %211 = stablehlo.add %208, %210 : tensor<16x101x512xf32>
    %212 = stablehlo.convert %211 : (tensor<16x101x512xf32>) -> tensor<16x101x512xbf16>
    %213 = stablehlo.dot_general %212, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x101x512xbf16>, tensor<512x2048xbf16>) -> tensor<16x101x2048xbf16>
    %214 = stablehlo.multiply %213, %213 : tensor<16x101x2048xbf16>
    %215 = stablehlo.multiply %214, %213 : tensor<16x101x2048xbf16>
    %216 = stablehlo.multiply %213, %213 : tensor<16x101x2048xbf16>
    %cst_43 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %217 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<bf16>) -> tensor<16x101x2048xbf16>
    %218 = stablehlo.multiply %217, %216 : tensor<16x101x2048xbf16>
    %cst_44 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %219 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<bf16>) -> tensor<16x101x2048xbf16>
    %220 = stablehlo.multiply %219, %215 : tensor<16x101x2048xbf16>
    %221 = stablehlo.add %213, %220 : tensor<16x101x2048xbf16>
    %cst_45 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %222 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<bf16>) -> tensor<16x101x2048xbf16>
    %223 = stablehlo.multiply %222, %221 : tensor<16x101x2048xbf16>
    %224 = stablehlo.tanh %223 : tensor<16x101x2048xbf16>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %225 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<bf16>) -> tensor<16x101x2048xbf16>
    %226 = stablehlo.subtract %225, %224 : tensor<16x101x2048xbf16>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %227 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<bf16>) -> tensor<16x101x2048xbf16>
    %228 = stablehlo.add %227, %224 : tensor<16x101x2048xbf16>
    %cst_48 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %229 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<bf16>) -> tensor<16x101x2048xbf16>
    %230 = stablehlo.multiply %229, %228 : tensor<16x101x2048xbf16>
    %231 = stablehlo.multiply %213, %230 : tensor<16x101x2048xbf16>
    %232 = stablehlo.dot_general %231, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x101x2048xbf16>, tensor<2048x512xbf16>) -> tensor<16x101x512xbf16>
    %233 = stablehlo.add %181, %232 : tensor<16x101x512xbf16>
    %234 = stablehlo.slice %233 [0:16, 0:1, 0:512] : (tensor<16x101x512xbf16>) -> tensor<16x1x512xbf16>
    %235 = stablehlo.reshape %234 : (tensor<16x1x512xbf16>) -> tensor<16x512xbf16>
    %236 = stablehlo.dot_general %235, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x512xbf16>, tensor<512x1000xbf16>) -> tensor<16x1000xbf16>
    %237 = stablehlo.convert %236 : (tensor<16x1000xbf16>) -> tensor<16x1000xf32>
    %238:2 = call @log_softmax(%237) : (tensor<16x1000xf32>) -> (tensor<16x1000xf32>, tensor<16x1xf32>)
    %239 = stablehlo.broadcast_in_dim %arg21, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %240 = call @take_along_axis(%239) : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %241 = stablehlo.negate %cst_49 : tensor<f32>
    %cst_50 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %242 = stablehlo.divide %241, %cst_50 : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %245 = call @take_along_axis_0(%240, %244) : (tensor<16x1x1xi32>, tensor<16x1xf32>) -> tensor<16x1000xf32>
    %246 = call @log_softmax_1(%238#0, %238#1, %245) : (tensor<16x1000xf32>, tensor<16x1xf32>, tensor<16x1000xf32>) -> tensor<16x1000xf32>
    %247 = stablehlo.convert %246 : (tensor<16x1000xf32>) -> tensor<16x1000xbf16>
    %248 = stablehlo.dot_general %247, %235, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x1000xbf16>, tensor<16x512xbf16>) -> tensor<1000x512xbf16>
    %249 = stablehlo.transpose %248, dims = [1, 0] : (tensor<1000x512xbf16>) -> tensor<512x1000xbf16>
    %250 = stablehlo.dot_general %247, %arg17, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x1000xbf16>, tensor<512x1000xbf16>) -> tensor<16x512xbf16>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 2] : (tensor<16x512xbf16>) -> tensor<16x1x512xbf16>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %252 = stablehlo.pad %251, %cst_51, low = [0, 0, 0], high = [0, 100, 0], interior = [0, 0, 0] : (tensor<16x1x512xbf16>, tensor<bf16>) -> tensor<16x101x512xbf16>
    %253 = stablehlo.dot_general %252, %231, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x101x512xbf16>, tensor<16x101x2048xbf16>) -> tensor<512x2048xbf16>
    %254 = stablehlo.transpose %253, dims = [1, 0] : (tensor<512x2048xbf16>) -> tensor<2048x512xbf16>
    %255 = stablehlo.dot_general %252, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x101x512xbf16>, tensor<2048x512xbf16>) -> tensor<16x101x2048xbf16>
    %256 = stablehlo.multiply %213, %255 : tensor<16x101x2048xbf16>
    %257 = stablehlo.multiply %255, %230 : tensor<16x101x2048xbf16>
    %cst_52 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %258 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<bf16>) -> tensor<16x101x2048xbf16>
    %259 = stablehlo.multiply %258, %256 : tensor<16x101x2048xbf16>
    %260 = stablehlo.multiply %259, %226 : tensor<16x101x2048xbf16>
    %261 = stablehlo.multiply %260, %224 : tensor<16x101x2048xbf16>
    %262 = stablehlo.add %260, %261 : tensor<16x101x2048xbf16>
    %cst_53 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %263 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<bf16>) -> tensor<16x101x2048xbf16>
    %264 = stablehlo.multiply %263, %262 : tensor<16x101x2048xbf16>
    %265 = stablehlo.add %257, %264 : tensor<16x101x2048xbf16>
    %cst_54 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %266 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<bf16>) -> tensor<16x101x2048xbf16>
    %267 = stablehlo.multiply %266, %264 : tensor<16x101x2048xbf16>
    %268 = stablehlo.multiply %267, %218 : tensor<16x101x2048xbf16>
    %269 = stablehlo.add %265, %268 : tensor<16x101x2048xbf16>
    %270 = stablehlo.dot_general %269, %212, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x101x2048xbf16>, tensor<16x101x512xbf16>) -> tensor<2048x512xbf16>
    %271 = stablehlo.transpose %270, dims = [1, 0] : (tensor<2048x512xbf16>) -> tensor<512x2048xbf16>
    %272 = stablehlo.dot_general %269, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x101x2048xbf16>, tensor<512x2048xbf16>) -> tensor<16x101x512xbf16>
    %273 = stablehlo.convert %272 : (tensor<16x101x512xbf16>) -> tensor<16x101x512xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %274 = stablehlo.reduce(%273 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<512xf32>
    %275 = stablehlo.reshape %274 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.reduce(%275 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %277 = stablehlo.multiply %205, %273 : tensor<16x101x512xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %278 = stablehlo.reduce(%277 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<512xf32>
    %279 = stablehlo.reshape %278 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %280 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<16x101x512xf32>
    %281 = stablehlo.multiply %273, %280 : tensor<16x101x512xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.reduce(%279 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %283 = stablehlo.multiply %197, %281 : tensor<16x101x512xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%283 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<16x101xf32>
    %285 = stablehlo.reshape %284 : (tensor<16x101xf32>) -> tensor<16x101x1xf32>
    %286 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<16x101x1xf32>) -> tensor<16x101x512xf32>
    %287 = stablehlo.multiply %281, %286 : tensor<16x101x512xf32>
    %288 = stablehlo.multiply %285, %203 : tensor<16x101x1xf32>
    %289 = stablehlo.negate %287 : tensor<16x101x512xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.reduce(%289 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<16x101xf32>
    %291 = stablehlo.reshape %290 : (tensor<16x101xf32>) -> tensor<16x101x1xf32>
    %cst_61 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<16x101x1xf32>
    %293 = stablehlo.divide %288, %292 : tensor<16x101x1xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.reduce(%293 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<16x101x1xf32>, tensor<f32>) -> tensor<16x101xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1] : (tensor<16x101xf32>) -> tensor<16x101x512xf32>
    %296 = stablehlo.multiply %295, %191 : tensor<16x101x512xf32>
    %297 = stablehlo.negate %296 : tensor<16x101x512xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %298 = stablehlo.reduce(%297 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<16x101xf32>
    %299 = stablehlo.reshape %298 : (tensor<16x101xf32>) -> tensor<16x101x1xf32>
    %300 = stablehlo.add %287, %296 : tensor<16x101x512xf32>
    %301 = stablehlo.add %291, %299 : tensor<16x101x1xf32>
    %cst_64 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<16x101x1xf32>
    %303 = stablehlo.divide %301, %302 : tensor<16x101x1xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %304 = stablehlo.reduce(%303 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<16x101x1xf32>, tensor<f32>) -> tensor<16x101xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1] : (tensor<16x101xf32>) -> tensor<16x101x512xf32>
    %306 = stablehlo.add %300, %305 : tensor<16x101x512xf32>
    %307 = stablehlo.convert %306 : (tensor<16x101x512xf32>) -> tensor<16x101x512xbf16>
    %308 = stablehlo.add %252, %307 : tensor<16x101x512xbf16>
    %309 = stablehlo.dot_general %308, %179, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x101x512xbf16>, tensor<16x101x8x64xbf16>) -> tensor<512x8x64xbf16>
    %310 = stablehlo.transpose %309, dims = [1, 2, 0] : (tensor<512x8x64xbf16>) -> tensor<8x64x512xbf16>
    %311 = stablehlo.dot_general %308, %arg14, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<16x101x512xbf16>, tensor<8x64x512xbf16>) -> tensor<16x101x8x64xbf16>
    %312 = stablehlo.transpose %311, dims = [0, 2, 3, 1] : (tensor<16x101x8x64xbf16>) -> tensor<16x8x64x101xbf16>
    %313 = stablehlo.dot_general %312, %158, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x8x64x101xbf16>, tensor<16x101x8x64xbf16>) -> tensor<16x8x101x101xbf16>
    %314 = stablehlo.dot_general %312, %177, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<16x8x64x101xbf16>, tensor<16x8x101x101xbf16>) -> tensor<16x8x64x101xbf16>
    %315 = stablehlo.transpose %314, dims = [0, 3, 1, 2] : (tensor<16x8x64x101xbf16>) -> tensor<16x101x8x64xbf16>
    %316 = stablehlo.convert %313 : (tensor<16x8x101x101xbf16>) -> tensor<16x8x101x101xf32>
    %317 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2, 3] : (tensor<16x8x101x1xf32>) -> tensor<16x8x101x101xf32>
    %318 = stablehlo.multiply %316, %317 : tensor<16x8x101x101xf32>
    %319 = stablehlo.multiply %318, %169 : tensor<16x8x101x101xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.reduce(%319 init: %cst_66) applies stablehlo.add across dimensions = [3] : (tensor<16x8x101x101xf32>, tensor<f32>) -> tensor<16x8x101xf32>
    %321 = stablehlo.reshape %320 : (tensor<16x8x101xf32>) -> tensor<16x8x101x1xf32>
    %322 = stablehlo.negate %321 : tensor<16x8x101x1xf32>
    %323 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2, 3] : (tensor<16x8x101x1xf32>) -> tensor<16x8x101x101xf32>
    %324 = stablehlo.divide %316, %323 : tensor<16x8x101x101xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %325 = stablehlo.reduce(%322 init: %cst_67) applies stablehlo.add across dimensions = [3] : (tensor<16x8x101x1xf32>, tensor<f32>) -> tensor<16x8x101xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2] : (tensor<16x8x101xf32>) -> tensor<16x8x101x101xf32>
    %327 = stablehlo.add %324, %326 : tensor<16x8x101x101xf32>
    %328 = stablehlo.multiply %327, %169 : tensor<16x8x101x101xf32>
    %329 = stablehlo.convert %328 : (tensor<16x8x101x101xf32>) -> tensor<16x8x101x101xbf16>
    %cst_68 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %330 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<bf16>) -> tensor<16x8x101x101xbf16>
    %331 = stablehlo.multiply %329, %330 : tensor<16x8x101x101xbf16>
    %332 = stablehlo.dot_general %331, %154, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x8x101x101xbf16>, tensor<16x101x8x64xbf16>) -> tensor<16x8x101x64xbf16>
    %333 = stablehlo.transpose %332, dims = [0, 2, 1, 3] : (tensor<16x8x101x64xbf16>) -> tensor<16x101x8x64xbf16>
    %334 = stablehlo.dot_general %331, %156, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x8x101x101xbf16>, tensor<16x101x8x64xbf16>) -> tensor<16x8x101x64xbf16>
    %335 = stablehlo.transpose %334, dims = [0, 2, 1, 3] : (tensor<16x8x101x64xbf16>) -> tensor<16x101x8x64xbf16>
    %336 = stablehlo.broadcast_in_dim %315, dims = [1, 2, 3, 4] : (tensor<16x101x8x64xbf16>) -> tensor<1x16x101x8x64xbf16>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %337 = stablehlo.pad %336, %cst_69, low = [2, 0, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x16x101x8x64xbf16>, tensor<bf16>) -> tensor<3x16x101x8x64xbf16>
    %338 = stablehlo.broadcast_in_dim %333, dims = [1, 2, 3, 4] : (tensor<16x101x8x64xbf16>) -> tensor<1x16x101x8x64xbf16>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %339 = stablehlo.pad %338, %cst_70, low = [1, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x16x101x8x64xbf16>, tensor<bf16>) -> tensor<3x16x101x8x64xbf16>
    %340 = stablehlo.add %337, %339 : tensor<3x16x101x8x64xbf16>
    %341 = stablehlo.broadcast_in_dim %335, dims = [1, 2, 3, 4] : (tensor<16x101x8x64xbf16>) -> tensor<1x16x101x8x64xbf16>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %342 = stablehlo.pad %341, %cst_71, low = [0, 0, 0, 0, 0], high = [2, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x16x101x8x64xbf16>, tensor<bf16>) -> tensor<3x16x101x8x64xbf16>
    %343 = stablehlo.add %340, %342 : tensor<3x16x101x8x64xbf16>
    %344 = stablehlo.transpose %343, dims = [0, 3, 4, 1, 2] : (tensor<3x16x101x8x64xbf16>) -> tensor<3x8x64x16x101xbf16>
    %345 = stablehlo.dot_general %344, %arg15, contracting_dims = [0, 1, 2] x [1, 2, 3], precision = [DEFAULT, DEFAULT] : (tensor<3x8x64x16x101xbf16>, tensor<512x3x8x64xbf16>) -> tensor<16x101x512xbf16>
    %346 = stablehlo.dot_general %344, %150, contracting_dims = [3, 4] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x8x64x16x101xbf16>, tensor<16x101x512xbf16>) -> tensor<3x8x64x512xbf16>
    %347 = stablehlo.transpose %346, dims = [3, 0, 1, 2] : (tensor<3x8x64x512xbf16>) -> tensor<512x3x8x64xbf16>
    %348 = stablehlo.convert %345 : (tensor<16x101x512xbf16>) -> tensor<16x101x512xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %349 = stablehlo.reduce(%348 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<512xf32>
    %350 = stablehlo.reshape %349 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %351 = stablehlo.reduce(%350 init: %cst_73) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %352 = stablehlo.multiply %143, %348 : tensor<16x101x512xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %353 = stablehlo.reduce(%352 init: %cst_74) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<512xf32>
    %354 = stablehlo.reshape %353 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %355 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<16x101x512xf32>
    %356 = stablehlo.multiply %348, %355 : tensor<16x101x512xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.reduce(%354 init: %cst_75) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %358 = stablehlo.multiply %135, %356 : tensor<16x101x512xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %359 = stablehlo.reduce(%358 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<16x101xf32>
    %360 = stablehlo.reshape %359 : (tensor<16x101xf32>) -> tensor<16x101x1xf32>
    %361 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<16x101x1xf32>) -> tensor<16x101x512xf32>
    %362 = stablehlo.multiply %356, %361 : tensor<16x101x512xf32>
    %363 = stablehlo.multiply %360, %141 : tensor<16x101x1xf32>
    %364 = stablehlo.negate %362 : tensor<16x101x512xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %365 = stablehlo.reduce(%364 init: %cst_77) applies stablehlo.add across dimensions = [2] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<16x101xf32>
    %366 = stablehlo.reshape %365 : (tensor<16x101xf32>) -> tensor<16x101x1xf32>
    %cst_78 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<16x101x1xf32>
    %368 = stablehlo.divide %363, %367 : tensor<16x101x1xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %369 = stablehlo.reduce(%368 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<16x101x1xf32>, tensor<f32>) -> tensor<16x101xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1] : (tensor<16x101xf32>) -> tensor<16x101x512xf32>
    %371 = stablehlo.multiply %370, %129 : tensor<16x101x512xf32>
    %372 = stablehlo.negate %371 : tensor<16x101x512xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.reduce(%372 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<16x101xf32>
    %374 = stablehlo.reshape %373 : (tensor<16x101xf32>) -> tensor<16x101x1xf32>
    %375 = stablehlo.add %362, %371 : tensor<16x101x512xf32>
    %376 = stablehlo.add %366, %374 : tensor<16x101x1xf32>
    %cst_81 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<16x101x1xf32>
    %378 = stablehlo.divide %376, %377 : tensor<16x101x1xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.reduce(%378 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<16x101x1xf32>, tensor<f32>) -> tensor<16x101xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1] : (tensor<16x101xf32>) -> tensor<16x101x512xf32>
    %381 = stablehlo.add %375, %380 : tensor<16x101x512xf32>
    %382 = stablehlo.convert %381 : (tensor<16x101x512xf32>) -> tensor<16x101x512xbf16>
    %383 = stablehlo.add %308, %382 : tensor<16x101x512xbf16>
    %384 = stablehlo.dot_general %383, %117, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x101x512xbf16>, tensor<16x101x2048xbf16>) -> tensor<512x2048xbf16>
    %385 = stablehlo.transpose %384, dims = [1, 0] : (tensor<512x2048xbf16>) -> tensor<2048x512xbf16>
    %386 = stablehlo.dot_general %383, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x101x512xbf16>, tensor<2048x512xbf16>) -> tensor<16x101x2048xbf16>
    %387 = stablehlo.multiply %99, %386 : tensor<16x101x2048xbf16>
    %388 = stablehlo.multiply %386, %116 : tensor<16x101x2048xbf16>
    %cst_83 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %389 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<bf16>) -> tensor<16x101x2048xbf16>
    %390 = stablehlo.multiply %389, %387 : tensor<16x101x2048xbf16>
    %391 = stablehlo.multiply %390, %112 : tensor<16x101x2048xbf16>
    %392 = stablehlo.multiply %391, %110 : tensor<16x101x2048xbf16>
    %393 = stablehlo.add %391, %392 : tensor<16x101x2048xbf16>
    %cst_84 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %394 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<bf16>) -> tensor<16x101x2048xbf16>
    %395 = stablehlo.multiply %394, %393 : tensor<16x101x2048xbf16>
    %396 = stablehlo.add %388, %395 : tensor<16x101x2048xbf16>
    %cst_85 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %397 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<bf16>) -> tensor<16x101x2048xbf16>
    %398 = stablehlo.multiply %397, %395 : tensor<16x101x2048xbf16>
    %399 = stablehlo.multiply %398, %104 : tensor<16x101x2048xbf16>
    %400 = stablehlo.add %396, %399 : tensor<16x101x2048xbf16>
    %401 = stablehlo.dot_general %400, %98, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x101x2048xbf16>, tensor<16x101x512xbf16>) -> tensor<2048x512xbf16>
    %402 = stablehlo.transpose %401, dims = [1, 0] : (tensor<2048x512xbf16>) -> tensor<512x2048xbf16>
    %403 = stablehlo.dot_general %400, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x101x2048xbf16>, tensor<512x2048xbf16>) -> tensor<16x101x512xbf16>
    %404 = stablehlo.convert %403 : (tensor<16x101x512xbf16>) -> tensor<16x101x512xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %405 = stablehlo.reduce(%404 init: %cst_86) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<512xf32>
    %406 = stablehlo.reshape %405 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %407 = stablehlo.reduce(%406 init: %cst_87) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %408 = stablehlo.multiply %91, %404 : tensor<16x101x512xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %409 = stablehlo.reduce(%408 init: %cst_88) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<512xf32>
    %410 = stablehlo.reshape %409 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %411 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<16x101x512xf32>
    %412 = stablehlo.multiply %404, %411 : tensor<16x101x512xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %413 = stablehlo.reduce(%410 init: %cst_89) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %414 = stablehlo.multiply %83, %412 : tensor<16x101x512xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %415 = stablehlo.reduce(%414 init: %cst_90) applies stablehlo.add across dimensions = [2] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<16x101xf32>
    %416 = stablehlo.reshape %415 : (tensor<16x101xf32>) -> tensor<16x101x1xf32>
    %417 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<16x101x1xf32>) -> tensor<16x101x512xf32>
    %418 = stablehlo.multiply %412, %417 : tensor<16x101x512xf32>
    %419 = stablehlo.multiply %416, %89 : tensor<16x101x1xf32>
    %420 = stablehlo.negate %418 : tensor<16x101x512xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %421 = stablehlo.reduce(%420 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<16x101xf32>
    %422 = stablehlo.reshape %421 : (tensor<16x101xf32>) -> tensor<16x101x1xf32>
    %cst_92 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<16x101x1xf32>
    %424 = stablehlo.divide %419, %423 : tensor<16x101x1xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %425 = stablehlo.reduce(%424 init: %cst_93) applies stablehlo.add across dimensions = [2] : (tensor<16x101x1xf32>, tensor<f32>) -> tensor<16x101xf32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [0, 1] : (tensor<16x101xf32>) -> tensor<16x101x512xf32>
    %427 = stablehlo.multiply %426, %77 : tensor<16x101x512xf32>
    %428 = stablehlo.negate %427 : tensor<16x101x512xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %429 = stablehlo.reduce(%428 init: %cst_94) applies stablehlo.add across dimensions = [2] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<16x101xf32>
    %430 = stablehlo.reshape %429 : (tensor<16x101xf32>) -> tensor<16x101x1xf32>
    %431 = stablehlo.add %418, %427 : tensor<16x101x512xf32>
    %432 = stablehlo.add %422, %430 : tensor<16x101x1xf32>
    %cst_95 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<16x101x1xf32>
    %434 = stablehlo.divide %432, %433 : tensor<16x101x1xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %435 = stablehlo.reduce(%434 init: %cst_96) applies stablehlo.add across dimensions = [2] : (tensor<16x101x1xf32>, tensor<f32>) -> tensor<16x101xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 1] : (tensor<16x101xf32>) -> tensor<16x101x512xf32>
    %437 = stablehlo.add %431, %436 : tensor<16x101x512xf32>
    %438 = stablehlo.convert %437 : (tensor<16x101x512xf32>) -> tensor<16x101x512xbf16>
    %439 = stablehlo.add %383, %438 : tensor<16x101x512xbf16>
    %440 = stablehlo.dot_general %439, %65, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x101x512xbf16>, tensor<16x101x8x64xbf16>) -> tensor<512x8x64xbf16>
    %441 = stablehlo.transpose %440, dims = [1, 2, 0] : (tensor<512x8x64xbf16>) -> tensor<8x64x512xbf16>
    %442 = stablehlo.dot_general %439, %arg6, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<16x101x512xbf16>, tensor<8x64x512xbf16>) -> tensor<16x101x8x64xbf16>
    %443 = stablehlo.transpose %442, dims = [0, 2, 3, 1] : (tensor<16x101x8x64xbf16>) -> tensor<16x8x64x101xbf16>
    %444 = stablehlo.dot_general %443, %44, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x8x64x101xbf16>, tensor<16x101x8x64xbf16>) -> tensor<16x8x101x101xbf16>
    %445 = stablehlo.dot_general %443, %63, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<16x8x64x101xbf16>, tensor<16x8x101x101xbf16>) -> tensor<16x8x64x101xbf16>
    %446 = stablehlo.transpose %445, dims = [0, 3, 1, 2] : (tensor<16x8x64x101xbf16>) -> tensor<16x101x8x64xbf16>
    %447 = stablehlo.convert %444 : (tensor<16x8x101x101xbf16>) -> tensor<16x8x101x101xf32>
    %448 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<16x8x101x1xf32>) -> tensor<16x8x101x101xf32>
    %449 = stablehlo.multiply %447, %448 : tensor<16x8x101x101xf32>
    %450 = stablehlo.multiply %449, %55 : tensor<16x8x101x101xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %451 = stablehlo.reduce(%450 init: %cst_97) applies stablehlo.add across dimensions = [3] : (tensor<16x8x101x101xf32>, tensor<f32>) -> tensor<16x8x101xf32>
    %452 = stablehlo.reshape %451 : (tensor<16x8x101xf32>) -> tensor<16x8x101x1xf32>
    %453 = stablehlo.negate %452 : tensor<16x8x101x1xf32>
    %454 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<16x8x101x1xf32>) -> tensor<16x8x101x101xf32>
    %455 = stablehlo.divide %447, %454 : tensor<16x8x101x101xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %456 = stablehlo.reduce(%453 init: %cst_98) applies stablehlo.add across dimensions = [3] : (tensor<16x8x101x1xf32>, tensor<f32>) -> tensor<16x8x101xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [0, 1, 2] : (tensor<16x8x101xf32>) -> tensor<16x8x101x101xf32>
    %458 = stablehlo.add %455, %457 : tensor<16x8x101x101xf32>
    %459 = stablehlo.multiply %458, %55 : tensor<16x8x101x101xf32>
    %460 = stablehlo.convert %459 : (tensor<16x8x101x101xf32>) -> tensor<16x8x101x101xbf16>
    %cst_99 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %461 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<bf16>) -> tensor<16x8x101x101xbf16>
    %462 = stablehlo.multiply %460, %461 : tensor<16x8x101x101xbf16>
    %463 = stablehlo.dot_general %462, %40, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x8x101x101xbf16>, tensor<16x101x8x64xbf16>) -> tensor<16x8x101x64xbf16>
    %464 = stablehlo.transpose %463, dims = [0, 2, 1, 3] : (tensor<16x8x101x64xbf16>) -> tensor<16x101x8x64xbf16>
    %465 = stablehlo.dot_general %462, %42, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x8x101x101xbf16>, tensor<16x101x8x64xbf16>) -> tensor<16x8x101x64xbf16>
    %466 = stablehlo.transpose %465, dims = [0, 2, 1, 3] : (tensor<16x8x101x64xbf16>) -> tensor<16x101x8x64xbf16>
    %467 = stablehlo.broadcast_in_dim %446, dims = [1, 2, 3, 4] : (tensor<16x101x8x64xbf16>) -> tensor<1x16x101x8x64xbf16>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %468 = stablehlo.pad %467, %cst_100, low = [2, 0, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x16x101x8x64xbf16>, tensor<bf16>) -> tensor<3x16x101x8x64xbf16>
    %469 = stablehlo.broadcast_in_dim %464, dims = [1, 2, 3, 4] : (tensor<16x101x8x64xbf16>) -> tensor<1x16x101x8x64xbf16>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %470 = stablehlo.pad %469, %cst_101, low = [1, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x16x101x8x64xbf16>, tensor<bf16>) -> tensor<3x16x101x8x64xbf16>
    %471 = stablehlo.add %468, %470 : tensor<3x16x101x8x64xbf16>
    %472 = stablehlo.broadcast_in_dim %466, dims = [1, 2, 3, 4] : (tensor<16x101x8x64xbf16>) -> tensor<1x16x101x8x64xbf16>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %473 = stablehlo.pad %472, %cst_102, low = [0, 0, 0, 0, 0], high = [2, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x16x101x8x64xbf16>, tensor<bf16>) -> tensor<3x16x101x8x64xbf16>
    %474 = stablehlo.add %471, %473 : tensor<3x16x101x8x64xbf16>
    %475 = stablehlo.transpose %474, dims = [0, 3, 4, 1, 2] : (tensor<3x16x101x8x64xbf16>) -> tensor<3x8x64x16x101xbf16>
    %476 = stablehlo.dot_general %475, %arg7, contracting_dims = [0, 1, 2] x [1, 2, 3], precision = [DEFAULT, DEFAULT] : (tensor<3x8x64x16x101xbf16>, tensor<512x3x8x64xbf16>) -> tensor<16x101x512xbf16>
    %477 = stablehlo.dot_general %475, %36, contracting_dims = [3, 4] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x8x64x16x101xbf16>, tensor<16x101x512xbf16>) -> tensor<3x8x64x512xbf16>
    %478 = stablehlo.transpose %477, dims = [3, 0, 1, 2] : (tensor<3x8x64x512xbf16>) -> tensor<512x3x8x64xbf16>
    %479 = stablehlo.convert %476 : (tensor<16x101x512xbf16>) -> tensor<16x101x512xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %480 = stablehlo.reduce(%479 init: %cst_103) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<512xf32>
    %481 = stablehlo.reshape %480 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %482 = stablehlo.reduce(%481 init: %cst_104) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %483 = stablehlo.multiply %29, %479 : tensor<16x101x512xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %484 = stablehlo.reduce(%483 init: %cst_105) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<512xf32>
    %485 = stablehlo.reshape %484 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %486 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<16x101x512xf32>
    %487 = stablehlo.multiply %479, %486 : tensor<16x101x512xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %488 = stablehlo.reduce(%485 init: %cst_106) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %489 = stablehlo.multiply %21, %487 : tensor<16x101x512xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %490 = stablehlo.reduce(%489 init: %cst_107) applies stablehlo.add across dimensions = [2] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<16x101xf32>
    %491 = stablehlo.reshape %490 : (tensor<16x101xf32>) -> tensor<16x101x1xf32>
    %492 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<16x101x1xf32>) -> tensor<16x101x512xf32>
    %493 = stablehlo.multiply %487, %492 : tensor<16x101x512xf32>
    %494 = stablehlo.multiply %491, %27 : tensor<16x101x1xf32>
    %495 = stablehlo.negate %493 : tensor<16x101x512xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %496 = stablehlo.reduce(%495 init: %cst_108) applies stablehlo.add across dimensions = [2] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<16x101xf32>
    %497 = stablehlo.reshape %496 : (tensor<16x101xf32>) -> tensor<16x101x1xf32>
    %cst_109 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<16x101x1xf32>
    %499 = stablehlo.divide %494, %498 : tensor<16x101x1xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %500 = stablehlo.reduce(%499 init: %cst_110) applies stablehlo.add across dimensions = [2] : (tensor<16x101x1xf32>, tensor<f32>) -> tensor<16x101xf32>
    %501 = stablehlo.broadcast_in_dim %500, dims = [0, 1] : (tensor<16x101xf32>) -> tensor<16x101x512xf32>
    %502 = stablehlo.multiply %501, %15 : tensor<16x101x512xf32>
    %503 = stablehlo.negate %502 : tensor<16x101x512xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %504 = stablehlo.reduce(%503 init: %cst_111) applies stablehlo.add across dimensions = [2] : (tensor<16x101x512xf32>, tensor<f32>) -> tensor<16x101xf32>
    %505 = stablehlo.reshape %504 : (tensor<16x101xf32>) -> tensor<16x101x1xf32>
    %506 = stablehlo.add %493, %502 : tensor<16x101x512xf32>
    %507 = stablehlo.add %497, %505 : tensor<16x101x1xf32>
    %cst_112 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<16x101x1xf32>
    %509 = stablehlo.divide %507, %508 : tensor<16x101x1xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %510 = stablehlo.reduce(%509 init: %cst_113) applies stablehlo.add across dimensions = [2] : (tensor<16x101x1xf32>, tensor<f32>) -> tensor<16x101xf32>
    %511 = stablehlo.broadcast_in_dim %510, dims = [0, 1] : (tensor<16x101xf32>) -> tensor<16x101x512xf32>
    %512 = stablehlo.add %506, %511 : tensor<16x101x512xf32>
    %513 = stablehlo.convert %512 : (tensor<16x101x512xf32>) -> tensor<16x101x512xbf16>
    %514 = stablehlo.add %439, %513 : tensor<16x101x512xbf16>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %515 = stablehlo.reduce(%514 init: %cst_114) applies stablehlo.add across dimensions = [0] : (tensor<16x101x512xbf16>, tensor<bf16>) -> tensor<101x512xbf16>
    %516 = stablehlo.reshape %515 : (tensor<101x512xbf16>) -> tensor<1x101x512xbf16>
    %517 = stablehlo.slice %514 [0:16, 0:1, 0:512] : (tensor<16x101x512xbf16>) -> tensor<16x1x512xbf16>
    %518 = stablehlo.slice %514 [0:16, 1:101, 0:512] : (tensor<16x101x512xbf16>) -> tensor<16x100x512xbf16>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %519 = stablehlo.reduce(%517 init: %cst_115) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %520 = stablehlo.broadcast_in_dim %519, dims = [2] : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %521 = stablehlo.reshape %518 : (tensor<16x100x512xbf16>) -> tensor<16x10x10x512xbf16>
    %522 = stablehlo.convolution(%arg20, %521) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [16, 16], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x160x160x3xbf16>, tensor<16x10x10x512xbf16>) -> tensor<16x16x3x512xbf16>
    return %482, %488, %407, %413, %402, %385, %441, %478, %351, %357, %276, %282, %271, %254, %310, %347, %520, %249, %522, %516 : tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x2048xbf16>, tensor<2048x512xbf16>, tensor<8x64x512xbf16>, tensor<512x3x8x64xbf16>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x2048xbf16>, tensor<2048x512xbf16>, tensor<8x64x512xbf16>, tensor<512x3x8x64xbf16>, tensor<1x1x512xbf16>, tensor<512x1000xbf16>, tensor<16x16x3x512xbf16>, tensor<1x101x512xbf16>
  }
  func.func private @log_softmax(%arg0: tensor<16x1000xf32>) -> (tensor<16x1000xf32>, tensor<16x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<16x1000xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1000xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x1000xf32>
    %6 = stablehlo.exponential %5 : tensor<16x1000xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<16x1000xf32>, tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    return %6, %8 : tensor<16x1000xf32>, tensor<16x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<16x1xi32>) -> tensor<16x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %c_0 = stablehlo.constant dense<1000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<16x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<16x1xi1>, tensor<16x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    return %5 : tensor<16x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<16x1x1xi32>, %arg1: tensor<16x1xf32>) -> tensor<16x1000xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x1000xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<16x1000xf32>, tensor<16x1x1xi32>, tensor<16x1xf32>) -> tensor<16x1000xf32>
    return %1 : tensor<16x1000xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<16x1000xf32>, %arg1: tensor<16x1xf32>, %arg2: tensor<16x1000xf32>) -> tensor<16x1000xf32> {
    %0 = stablehlo.negate %arg2 : tensor<16x1000xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x1000xf32>, tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.reshape %1 : (tensor<16xf32>) -> tensor<16x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<16x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<16xf32>) -> tensor<16x1000xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<16x1000xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<16x1000xf32>
    return %7 : tensor<16x1000xf32>
  }
}
