module @jit_denoiser_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<512x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg3: tensor<3x3x128x128xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg4: tensor<512x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg5: tensor<128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg6: tensor<128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg7: tensor<3x3x128x128xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg8: tensor<512x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg9: tensor<128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg10: tensor<128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg11: tensor<3x3x128x128xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg12: tensor<3x3x128x3xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg13: tensor<3x3x3x128xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg14: tensor<128x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg15: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg16: tensor<16x64x64x3xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg17: tensor<16x64x64x3xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg18: tensor<16xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<512x256xbf16> {jax.result_info = "result['blocks'][0]['film']"}, tensor<128xf32> {jax.result_info = "result['blocks'][0]['gn_b']"}, tensor<128xf32> {jax.result_info = "result['blocks'][0]['gn_s']"}, tensor<3x3x128x128xbf16> {jax.result_info = "result['blocks'][0]['w']"}, tensor<512x256xbf16> {jax.result_info = "result['blocks'][1]['film']"}, tensor<128xf32> {jax.result_info = "result['blocks'][1]['gn_b']"}, tensor<128xf32> {jax.result_info = "result['blocks'][1]['gn_s']"}, tensor<3x3x128x128xbf16> {jax.result_info = "result['blocks'][1]['w']"}, tensor<512x256xbf16> {jax.result_info = "result['blocks'][2]['film']"}, tensor<128xf32> {jax.result_info = "result['blocks'][2]['gn_b']"}, tensor<128xf32> {jax.result_info = "result['blocks'][2]['gn_s']"}, tensor<3x3x128x128xbf16> {jax.result_info = "result['blocks'][2]['w']"}, tensor<3x3x128x3xbf16> {jax.result_info = "result['out']"}, tensor<3x3x3x128xbf16> {jax.result_info = "result['stem']"}, tensor<128x512xbf16> {jax.result_info = "result['t1']"}, tensor<512x512xbf16> {jax.result_info = "result['t2']"}) {
    %0 = stablehlo.convert %arg18 : (tensor<16xi32>) -> tensor<16xf32>
    %cst = stablehlo.constant dense<1.000000e+03> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.divide %0, %1 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %6 = stablehlo.divide %4, %5 : tensor<16xf32>
    %7 = stablehlo.cosine %6 : tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<16xf32>) -> tensor<16x1x1x1xf32>
    %9 = stablehlo.convert %arg16 : (tensor<16x64x64x3xbf16>) -> tensor<16x64x64x3xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<16x1x1x1xf32>) -> tensor<16x64x64x3xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<16x64x64x3xf32>
    %12 = stablehlo.multiply %8, %8 : tensor<16x1x1x1xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x1x1x1xf32>
    %14 = stablehlo.subtract %13, %12 : tensor<16x1x1x1xf32>
    %15 = stablehlo.sqrt %14 : tensor<16x1x1x1xf32>
    %16 = stablehlo.convert %arg17 : (tensor<16x64x64x3xbf16>) -> tensor<16x64x64x3xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<16x1x1x1xf32>) -> tensor<16x64x64x3xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<16x64x64x3xf32>
    %19 = stablehlo.add %11, %18 : tensor<16x64x64x3xf32>
    %20 = stablehlo.convert %19 : (tensor<16x64x64x3xf32>) -> tensor<16x64x64x3xbf16>
    %21 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<-9.21034049> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %25 = stablehlo.divide %23, %24 : tensor<64xf32>
    %26 = stablehlo.exponential %25 : tensor<64xf32>
    %27 = stablehlo.convert %arg18 : (tensor<16xi32>) -> tensor<16xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %29 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x64xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<16x64xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<16x64xf32>
    %33 = stablehlo.sine %32 : tensor<16x64xf32>
    %34 = stablehlo.cosine %32 : tensor<16x64xf32>
    %35 = stablehlo.concatenate %33, %34, dim = 1 : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x128xf32>
    %36 = stablehlo.convert %35 : (tensor<16x128xf32>) -> tensor<16x128xbf16>
    %37 = stablehlo.dot_general %36, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xbf16>, tensor<128x512xbf16>) -> tensor<16x512xbf16>
    %38:3 = call @silu(%37) : (tensor<16x512xbf16>) -> (tensor<16x512xbf16>, tensor<16x512xbf16>, tensor<16x512xbf16>)
    %39 = stablehlo.dot_general %38#0, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x512xbf16>, tensor<512x512xbf16>) -> tensor<16x512xbf16>
    %40 = stablehlo.convolution(%20, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x64x64x3xbf16>, tensor<3x3x3x128xbf16>) -> tensor<16x64x64x128xbf16>
    %41 = stablehlo.dot_general %39, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x512xbf16>, tensor<512x256xbf16>) -> tensor<16x256xbf16>
    %42 = stablehlo.slice %41 [0:16, 0:128] : (tensor<16x256xbf16>) -> tensor<16x128xbf16>
    %43 = stablehlo.slice %41 [0:16, 128:256] : (tensor<16x256xbf16>) -> tensor<16x128xbf16>
    %44 = stablehlo.convert %40 : (tensor<16x64x64x128xbf16>) -> tensor<16x64x64x128xf32>
    %45 = stablehlo.reshape %44 : (tensor<16x64x64x128xf32>) -> tensor<16x64x64x8x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_5) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<16x64x64x8x16xf32>, tensor<f32>) -> tensor<16x8xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 3] : (tensor<16x8xf32>) -> tensor<16x1x1x8x1xf32>
    %cst_6 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x1x1x8x1xf32>
    %49 = stablehlo.divide %47, %48 : tensor<16x1x1x8x1xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3, 4] : (tensor<16x1x1x8x1xf32>) -> tensor<16x64x64x8x16xf32>
    %51 = stablehlo.subtract %45, %50 : tensor<16x64x64x8x16xf32>
    %52 = chlo.square %51 : tensor<16x64x64x8x16xf32> -> tensor<16x64x64x8x16xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16x64x64x8x16xf32>
    %54 = stablehlo.multiply %53, %51 : tensor<16x64x64x8x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%52 init: %cst_8) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<16x64x64x8x16xf32>, tensor<f32>) -> tensor<16x8xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 3] : (tensor<16x8xf32>) -> tensor<16x1x1x8x1xf32>
    %cst_9 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16x1x1x8x1xf32>
    %58 = stablehlo.divide %56, %57 : tensor<16x1x1x8x1xf32>
    %59 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3, 4] : (tensor<16x1x1x8x1xf32>) -> tensor<16x64x64x8x16xf32>
    %60 = stablehlo.subtract %45, %59 : tensor<16x64x64x8x16xf32>
    %cst_10 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x1x1x8x1xf32>
    %62 = stablehlo.add %58, %61 : tensor<16x1x1x8x1xf32>
    %63 = stablehlo.rsqrt %62 : tensor<16x1x1x8x1xf32>
    %64 = stablehlo.divide %63, %62 : tensor<16x1x1x8x1xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16x1x1x8x1xf32>
    %66 = stablehlo.multiply %65, %64 : tensor<16x1x1x8x1xf32>
    %67 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3, 4] : (tensor<16x1x1x8x1xf32>) -> tensor<16x64x64x8x16xf32>
    %68 = stablehlo.multiply %60, %67 : tensor<16x64x64x8x16xf32>
    %69 = stablehlo.reshape %68 : (tensor<16x64x64x8x16xf32>) -> tensor<16x64x64x128xf32>
    %70 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<16x64x64x128xf32>
    %72 = stablehlo.multiply %69, %71 : tensor<16x64x64x128xf32>
    %73 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<16x64x64x128xf32>
    %75 = stablehlo.add %72, %74 : tensor<16x64x64x128xf32>
    %76 = stablehlo.convert %75 : (tensor<16x64x64x128xf32>) -> tensor<16x64x64x128xbf16>
    %77 = stablehlo.broadcast_in_dim %42, dims = [0, 3] : (tensor<16x128xbf16>) -> tensor<16x1x1x128xbf16>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %78 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<16x1x1x128xbf16>
    %79 = stablehlo.add %78, %77 : tensor<16x1x1x128xbf16>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<16x1x1x128xbf16>) -> tensor<16x64x64x128xbf16>
    %81 = stablehlo.multiply %76, %80 : tensor<16x64x64x128xbf16>
    %82 = stablehlo.broadcast_in_dim %43, dims = [0, 3] : (tensor<16x128xbf16>) -> tensor<16x1x1x128xbf16>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<16x1x1x128xbf16>) -> tensor<16x64x64x128xbf16>
    %84 = stablehlo.add %81, %83 : tensor<16x64x64x128xbf16>
    %85:3 = call @silu_0(%84) : (tensor<16x64x64x128xbf16>) -> (tensor<16x64x64x128xbf16>, tensor<16x64x64x128xbf16>, tensor<16x64x64x128xbf16>)
    %86 = stablehlo.convolution(%85#0, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x64x64x128xbf16>, tensor<3x3x128x128xbf16>) -> tensor<16x64x64x128xbf16>
    %87 = stablehlo.add %40, %86 : tensor<16x64x64x128xbf16>
    %88 = stablehlo.dot_general %39, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x512xbf16>, tensor<512x256xbf16>) -> tensor<16x256xbf16>
    %89 = stablehlo.slice %88 [0:16, 0:128] : (tensor<16x256xbf16>) -> tensor<16x128xbf16>
    %90 = stablehlo.slice %88 [0:16, 128:256] : (tensor<16x256xbf16>) -> tensor<16x128xbf16>
    %91 = stablehlo.convert %87 : (tensor<16x64x64x128xbf16>) -> tensor<16x64x64x128xf32>
    %92 = stablehlo.reshape %91 : (tensor<16x64x64x128xf32>) -> tensor<16x64x64x8x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%92 init: %cst_13) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<16x64x64x8x16xf32>, tensor<f32>) -> tensor<16x8xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 3] : (tensor<16x8xf32>) -> tensor<16x1x1x8x1xf32>
    %cst_14 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16x1x1x8x1xf32>
    %96 = stablehlo.divide %94, %95 : tensor<16x1x1x8x1xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3, 4] : (tensor<16x1x1x8x1xf32>) -> tensor<16x64x64x8x16xf32>
    %98 = stablehlo.subtract %92, %97 : tensor<16x64x64x8x16xf32>
    %99 = chlo.square %98 : tensor<16x64x64x8x16xf32> -> tensor<16x64x64x8x16xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16x64x64x8x16xf32>
    %101 = stablehlo.multiply %100, %98 : tensor<16x64x64x8x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.reduce(%99 init: %cst_16) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<16x64x64x8x16xf32>, tensor<f32>) -> tensor<16x8xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 3] : (tensor<16x8xf32>) -> tensor<16x1x1x8x1xf32>
    %cst_17 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x1x1x8x1xf32>
    %105 = stablehlo.divide %103, %104 : tensor<16x1x1x8x1xf32>
    %106 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3, 4] : (tensor<16x1x1x8x1xf32>) -> tensor<16x64x64x8x16xf32>
    %107 = stablehlo.subtract %92, %106 : tensor<16x64x64x8x16xf32>
    %cst_18 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16x1x1x8x1xf32>
    %109 = stablehlo.add %105, %108 : tensor<16x1x1x8x1xf32>
    %110 = stablehlo.rsqrt %109 : tensor<16x1x1x8x1xf32>
    %111 = stablehlo.divide %110, %109 : tensor<16x1x1x8x1xf32>
    %cst_19 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16x1x1x8x1xf32>
    %113 = stablehlo.multiply %112, %111 : tensor<16x1x1x8x1xf32>
    %114 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3, 4] : (tensor<16x1x1x8x1xf32>) -> tensor<16x64x64x8x16xf32>
    %115 = stablehlo.multiply %107, %114 : tensor<16x64x64x8x16xf32>
    %116 = stablehlo.reshape %115 : (tensor<16x64x64x8x16xf32>) -> tensor<16x64x64x128xf32>
    %117 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<16x64x64x128xf32>
    %119 = stablehlo.multiply %116, %118 : tensor<16x64x64x128xf32>
    %120 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<16x64x64x128xf32>
    %122 = stablehlo.add %119, %121 : tensor<16x64x64x128xf32>
    %123 = stablehlo.convert %122 : (tensor<16x64x64x128xf32>) -> tensor<16x64x64x128xbf16>
    %124 = stablehlo.broadcast_in_dim %89, dims = [0, 3] : (tensor<16x128xbf16>) -> tensor<16x1x1x128xbf16>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %125 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<16x1x1x128xbf16>
    %126 = stablehlo.add %125, %124 : tensor<16x1x1x128xbf16>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2, 3] : (tensor<16x1x1x128xbf16>) -> tensor<16x64x64x128xbf16>
    %128 = stablehlo.multiply %123, %127 : tensor<16x64x64x128xbf16>
    %129 = stablehlo.broadcast_in_dim %90, dims = [0, 3] : (tensor<16x128xbf16>) -> tensor<16x1x1x128xbf16>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<16x1x1x128xbf16>) -> tensor<16x64x64x128xbf16>
    %131 = stablehlo.add %128, %130 : tensor<16x64x64x128xbf16>
    %132:3 = call @silu_0(%131) : (tensor<16x64x64x128xbf16>) -> (tensor<16x64x64x128xbf16>, tensor<16x64x64x128xbf16>, tensor<16x64x64x128xbf16>)
    %133 = stablehlo.convolution(%132#0, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x64x64x128xbf16>, tensor<3x3x128x128xbf16>) -> tensor<16x64x64x128xbf16>
    %134 = stablehlo.add %87, %133 : tensor<16x64x64x128xbf16>
    %135 = stablehlo.dot_general %39, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x512xbf16>, tensor<512x256xbf16>) -> tensor<16x256xbf16>
    %136 = stablehlo.slice %135 [0:16, 0:128] : (tensor<16x256xbf16>) -> tensor<16x128xbf16>
    %137 = stablehlo.slice %135 [0:16, 128:256] : (tensor<16x256xbf16>) -> tensor<16x128xbf16>
    %138 = stablehlo.convert %134 : (tensor<16x64x64x128xbf16>) -> tensor<16x64x64x128xf32>
    %139 = stablehlo.reshape %138 : (tensor<16x64x64x128xf32>) -> tensor<16x64x64x8x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_21) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<16x64x64x8x16xf32>, tensor<f32>) -> tensor<16x8xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 3] : (tensor<16x8xf32>) -> tensor<16x1x1x8x1xf32>
    %cst_22 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16x1x1x8x1xf32>
    %143 = stablehlo.divide %141, %142 : tensor<16x1x1x8x1xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3, 4] : (tensor<16x1x1x8x1xf32>) -> tensor<16x64x64x8x16xf32>
    %145 = stablehlo.subtract %139, %144 : tensor<16x64x64x8x16xf32>
    %146 = chlo.square %145 : tensor<16x64x64x8x16xf32> -> tensor<16x64x64x8x16xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16x64x64x8x16xf32>
    %148 = stablehlo.multiply %147, %145 : tensor<16x64x64x8x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.reduce(%146 init: %cst_24) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<16x64x64x8x16xf32>, tensor<f32>) -> tensor<16x8xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 3] : (tensor<16x8xf32>) -> tensor<16x1x1x8x1xf32>
    %cst_25 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16x1x1x8x1xf32>
    %152 = stablehlo.divide %150, %151 : tensor<16x1x1x8x1xf32>
    %153 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3, 4] : (tensor<16x1x1x8x1xf32>) -> tensor<16x64x64x8x16xf32>
    %154 = stablehlo.subtract %139, %153 : tensor<16x64x64x8x16xf32>
    %cst_26 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16x1x1x8x1xf32>
    %156 = stablehlo.add %152, %155 : tensor<16x1x1x8x1xf32>
    %157 = stablehlo.rsqrt %156 : tensor<16x1x1x8x1xf32>
    %158 = stablehlo.divide %157, %156 : tensor<16x1x1x8x1xf32>
    %cst_27 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16x1x1x8x1xf32>
    %160 = stablehlo.multiply %159, %158 : tensor<16x1x1x8x1xf32>
    %161 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2, 3, 4] : (tensor<16x1x1x8x1xf32>) -> tensor<16x64x64x8x16xf32>
    %162 = stablehlo.multiply %154, %161 : tensor<16x64x64x8x16xf32>
    %163 = stablehlo.reshape %162 : (tensor<16x64x64x8x16xf32>) -> tensor<16x64x64x128xf32>
    %164 = stablehlo.broadcast_in_dim %arg10, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<16x64x64x128xf32>
    %166 = stablehlo.multiply %163, %165 : tensor<16x64x64x128xf32>
    %167 = stablehlo.broadcast_in_dim %arg9, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<16x64x64x128xf32>
    %169 = stablehlo.add %166, %168 : tensor<16x64x64x128xf32>
    %170 = stablehlo.convert %169 : (tensor<16x64x64x128xf32>) -> tensor<16x64x64x128xbf16>
    %171 = stablehlo.broadcast_in_dim %136, dims = [0, 3] : (tensor<16x128xbf16>) -> tensor<16x1x1x128xbf16>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %172 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<bf16>) -> tensor<16x1x1x128xbf16>
    %173 = stablehlo.add %172, %171 : tensor<16x1x1x128xbf16>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2, 3] : (tensor<16x1x1x128xbf16>) -> tensor<16x64x64x128xbf16>
    %175 = stablehlo.multiply %170, %174 : tensor<16x64x64x128xbf16>
    %176 = stablehlo.broadcast_in_dim %137, dims = [0, 3] : (tensor<16x128xbf16>) -> tensor<16x1x1x128xbf16>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2, 3] : (tensor<16x1x1x128xbf16>) -> tensor<16x64x64x128xbf16>
    %178 = stablehlo.add %175, %177 : tensor<16x64x64x128xbf16>
    %179:3 = call @silu_0(%178) : (tensor<16x64x64x128xbf16>) -> (tensor<16x64x64x128xbf16>, tensor<16x64x64x128xbf16>, tensor<16x64x64x128xbf16>)
    %180 = stablehlo.convolution(%179#0, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x64x64x128xbf16>, tensor<3x3x128x128xbf16>) -> tensor<16x64x64x128xbf16>
    %181 = stablehlo.add %134, %180 : tensor<16x64x64x128xbf16>
    %182 = stablehlo.convolution(%181, %arg12) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x64x64x128xbf16>, tensor<3x3x128x3xbf16>) -> tensor<16x64x64x3xbf16>
    %183 = stablehlo.subtract %182, %arg17 : tensor<16x64x64x3xbf16>
    %184 = stablehlo.convert %183 : (tensor<16x64x64x3xbf16>) -> tensor<16x64x64x3xf32>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16x64x64x3xf32>
    %186 = stablehlo.multiply %185, %184 : tensor<16x64x64x3xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_31 = stablehlo.constant dense<1.966080e+05> : tensor<f32>
    %187 = stablehlo.divide %cst_30, %cst_31 : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [] : (tensor<f32>) -> tensor<16x64x64x3xf32>
    %189 = stablehlo.multiply %188, %186 : tensor<16x64x64x3xf32>
    %190 = stablehlo.convert %189 : (tensor<16x64x64x3xf32>) -> tensor<16x64x64x3xbf16>
    %191 = stablehlo.convolution(%181, %190) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x64x64x128xbf16>, tensor<16x64x64x3xbf16>) -> tensor<3x3x128x3xbf16>
    %192 = stablehlo.reverse %arg12, dims = [0, 1] : tensor<3x3x128x3xbf16>
    %193 = stablehlo.convolution(%190, %192) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x64x64x3xbf16>, tensor<3x3x128x3xbf16>) -> tensor<16x64x64x128xbf16>
    %194 = stablehlo.convolution(%179#0, %193) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x64x64x128xbf16>, tensor<16x64x64x128xbf16>) -> tensor<3x3x128x128xbf16>
    %195 = stablehlo.reverse %arg11, dims = [0, 1] : tensor<3x3x128x128xbf16>
    %196 = stablehlo.convolution(%193, %195) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x64x64x128xbf16>, tensor<3x3x128x128xbf16>) -> tensor<16x64x64x128xbf16>
    %197 = call @silu_1(%179#1, %179#2, %178, %196) : (tensor<16x64x64x128xbf16>, tensor<16x64x64x128xbf16>, tensor<16x64x64x128xbf16>, tensor<16x64x64x128xbf16>) -> tensor<16x64x64x128xbf16>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %198 = stablehlo.reduce(%197 init: %cst_32) applies stablehlo.add across dimensions = [1, 2] : (tensor<16x64x64x128xbf16>, tensor<bf16>) -> tensor<16x128xbf16>
    %199 = stablehlo.reshape %198 : (tensor<16x128xbf16>) -> tensor<16x1x1x128xbf16>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %200 = stablehlo.reduce(%199 init: %cst_33) applies stablehlo.add across dimensions = [1, 2] : (tensor<16x1x1x128xbf16>, tensor<bf16>) -> tensor<16x128xbf16>
    %201 = stablehlo.multiply %170, %197 : tensor<16x64x64x128xbf16>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %202 = stablehlo.reduce(%201 init: %cst_34) applies stablehlo.add across dimensions = [1, 2] : (tensor<16x64x64x128xbf16>, tensor<bf16>) -> tensor<16x128xbf16>
    %203 = stablehlo.reshape %202 : (tensor<16x128xbf16>) -> tensor<16x1x1x128xbf16>
    %204 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2, 3] : (tensor<16x1x1x128xbf16>) -> tensor<16x64x64x128xbf16>
    %205 = stablehlo.multiply %197, %204 : tensor<16x64x64x128xbf16>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %206 = stablehlo.reduce(%203 init: %cst_35) applies stablehlo.add across dimensions = [1, 2] : (tensor<16x1x1x128xbf16>, tensor<bf16>) -> tensor<16x128xbf16>
    %207 = stablehlo.convert %205 : (tensor<16x64x64x128xbf16>) -> tensor<16x64x64x128xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.reduce(%207 init: %cst_36) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x64x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %209 = stablehlo.reshape %208 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.reduce(%209 init: %cst_37) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %211 = stablehlo.multiply %163, %207 : tensor<16x64x64x128xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.reduce(%211 init: %cst_38) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x64x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %213 = stablehlo.reshape %212 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %214 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<16x64x64x128xf32>
    %215 = stablehlo.multiply %207, %214 : tensor<16x64x64x128xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.reduce(%213 init: %cst_39) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %217 = stablehlo.reshape %215 : (tensor<16x64x64x128xf32>) -> tensor<16x64x64x8x16xf32>
    %218 = stablehlo.multiply %154, %217 : tensor<16x64x64x8x16xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.reduce(%218 init: %cst_40) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<16x64x64x8x16xf32>, tensor<f32>) -> tensor<16x8xf32>
    %220 = stablehlo.reshape %219 : (tensor<16x8xf32>) -> tensor<16x1x1x8x1xf32>
    %221 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2, 3, 4] : (tensor<16x1x1x8x1xf32>) -> tensor<16x64x64x8x16xf32>
    %222 = stablehlo.multiply %217, %221 : tensor<16x64x64x8x16xf32>
    %223 = stablehlo.multiply %220, %160 : tensor<16x1x1x8x1xf32>
    %224 = stablehlo.negate %222 : tensor<16x64x64x8x16xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.reduce(%224 init: %cst_41) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<16x64x64x8x16xf32>, tensor<f32>) -> tensor<16x8xf32>
    %226 = stablehlo.reshape %225 : (tensor<16x8xf32>) -> tensor<16x1x1x8x1xf32>
    %cst_42 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<16x1x1x8x1xf32>
    %228 = stablehlo.divide %223, %227 : tensor<16x1x1x8x1xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.reduce(%228 init: %cst_43) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<16x1x1x8x1xf32>, tensor<f32>) -> tensor<16x8xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 3] : (tensor<16x8xf32>) -> tensor<16x64x64x8x16xf32>
    %231 = stablehlo.multiply %230, %148 : tensor<16x64x64x8x16xf32>
    %232 = stablehlo.negate %231 : tensor<16x64x64x8x16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.reduce(%232 init: %cst_44) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<16x64x64x8x16xf32>, tensor<f32>) -> tensor<16x8xf32>
    %234 = stablehlo.reshape %233 : (tensor<16x8xf32>) -> tensor<16x1x1x8x1xf32>
    %235 = stablehlo.add %222, %231 : tensor<16x64x64x8x16xf32>
    %236 = stablehlo.add %226, %234 : tensor<16x1x1x8x1xf32>
    %cst_45 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<16x1x1x8x1xf32>
    %238 = stablehlo.divide %236, %237 : tensor<16x1x1x8x1xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.reduce(%238 init: %cst_46) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<16x1x1x8x1xf32>, tensor<f32>) -> tensor<16x8xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 3] : (tensor<16x8xf32>) -> tensor<16x64x64x8x16xf32>
    %241 = stablehlo.add %235, %240 : tensor<16x64x64x8x16xf32>
    %242 = stablehlo.reshape %241 : (tensor<16x64x64x8x16xf32>) -> tensor<16x64x64x128xf32>
    %243 = stablehlo.convert %242 : (tensor<16x64x64x128xf32>) -> tensor<16x64x64x128xbf16>
    %244 = stablehlo.add %193, %243 : tensor<16x64x64x128xbf16>
    %245 = stablehlo.concatenate %206, %200, dim = 1 : (tensor<16x128xbf16>, tensor<16x128xbf16>) -> tensor<16x256xbf16>
    %246 = stablehlo.dot_general %245, %39, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xbf16>, tensor<16x512xbf16>) -> tensor<256x512xbf16>
    %247 = stablehlo.transpose %246, dims = [1, 0] : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %248 = stablehlo.dot_general %245, %arg8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256xbf16>, tensor<512x256xbf16>) -> tensor<16x512xbf16>
    %249 = stablehlo.convolution(%132#0, %244) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x64x64x128xbf16>, tensor<16x64x64x128xbf16>) -> tensor<3x3x128x128xbf16>
    %250 = stablehlo.reverse %arg7, dims = [0, 1] : tensor<3x3x128x128xbf16>
    %251 = stablehlo.convolution(%244, %250) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x64x64x128xbf16>, tensor<3x3x128x128xbf16>) -> tensor<16x64x64x128xbf16>
    %252 = call @silu_1(%132#1, %132#2, %131, %251) : (tensor<16x64x64x128xbf16>, tensor<16x64x64x128xbf16>, tensor<16x64x64x128xbf16>, tensor<16x64x64x128xbf16>) -> tensor<16x64x64x128xbf16>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %253 = stablehlo.reduce(%252 init: %cst_47) applies stablehlo.add across dimensions = [1, 2] : (tensor<16x64x64x128xbf16>, tensor<bf16>) -> tensor<16x128xbf16>
    %254 = stablehlo.reshape %253 : (tensor<16x128xbf16>) -> tensor<16x1x1x128xbf16>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %255 = stablehlo.reduce(%254 init: %cst_48) applies stablehlo.add across dimensions = [1, 2] : (tensor<16x1x1x128xbf16>, tensor<bf16>) -> tensor<16x128xbf16>
    %256 = stablehlo.multiply %123, %252 : tensor<16x64x64x128xbf16>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %257 = stablehlo.reduce(%256 init: %cst_49) applies stablehlo.add across dimensions = [1, 2] : (tensor<16x64x64x128xbf16>, tensor<bf16>) -> tensor<16x128xbf16>
    %258 = stablehlo.reshape %257 : (tensor<16x128xbf16>) -> tensor<16x1x1x128xbf16>
    %259 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2, 3] : (tensor<16x1x1x128xbf16>) -> tensor<16x64x64x128xbf16>
    %260 = stablehlo.multiply %252, %259 : tensor<16x64x64x128xbf16>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %261 = stablehlo.reduce(%258 init: %cst_50) applies stablehlo.add across dimensions = [1, 2] : (tensor<16x1x1x128xbf16>, tensor<bf16>) -> tensor<16x128xbf16>
    %262 = stablehlo.convert %260 : (tensor<16x64x64x128xbf16>) -> tensor<16x64x64x128xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.reduce(%262 init: %cst_51) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x64x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %264 = stablehlo.reshape %263 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.reduce(%264 init: %cst_52) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %266 = stablehlo.multiply %116, %262 : tensor<16x64x64x128xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.reduce(%266 init: %cst_53) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x64x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %268 = stablehlo.reshape %267 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %269 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<16x64x64x128xf32>
    %270 = stablehlo.multiply %262, %269 : tensor<16x64x64x128xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.reduce(%268 init: %cst_54) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %272 = stablehlo.reshape %270 : (tensor<16x64x64x128xf32>) -> tensor<16x64x64x8x16xf32>
    %273 = stablehlo.multiply %107, %272 : tensor<16x64x64x8x16xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %274 = stablehlo.reduce(%273 init: %cst_55) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<16x64x64x8x16xf32>, tensor<f32>) -> tensor<16x8xf32>
    %275 = stablehlo.reshape %274 : (tensor<16x8xf32>) -> tensor<16x1x1x8x1xf32>
    %276 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3, 4] : (tensor<16x1x1x8x1xf32>) -> tensor<16x64x64x8x16xf32>
    %277 = stablehlo.multiply %272, %276 : tensor<16x64x64x8x16xf32>
    %278 = stablehlo.multiply %275, %113 : tensor<16x1x1x8x1xf32>
    %279 = stablehlo.negate %277 : tensor<16x64x64x8x16xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.reduce(%279 init: %cst_56) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<16x64x64x8x16xf32>, tensor<f32>) -> tensor<16x8xf32>
    %281 = stablehlo.reshape %280 : (tensor<16x8xf32>) -> tensor<16x1x1x8x1xf32>
    %cst_57 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<16x1x1x8x1xf32>
    %283 = stablehlo.divide %278, %282 : tensor<16x1x1x8x1xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%283 init: %cst_58) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<16x1x1x8x1xf32>, tensor<f32>) -> tensor<16x8xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 3] : (tensor<16x8xf32>) -> tensor<16x64x64x8x16xf32>
    %286 = stablehlo.multiply %285, %101 : tensor<16x64x64x8x16xf32>
    %287 = stablehlo.negate %286 : tensor<16x64x64x8x16xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.reduce(%287 init: %cst_59) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<16x64x64x8x16xf32>, tensor<f32>) -> tensor<16x8xf32>
    %289 = stablehlo.reshape %288 : (tensor<16x8xf32>) -> tensor<16x1x1x8x1xf32>
    %290 = stablehlo.add %277, %286 : tensor<16x64x64x8x16xf32>
    %291 = stablehlo.add %281, %289 : tensor<16x1x1x8x1xf32>
    %cst_60 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<16x1x1x8x1xf32>
    %293 = stablehlo.divide %291, %292 : tensor<16x1x1x8x1xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.reduce(%293 init: %cst_61) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<16x1x1x8x1xf32>, tensor<f32>) -> tensor<16x8xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 3] : (tensor<16x8xf32>) -> tensor<16x64x64x8x16xf32>
    %296 = stablehlo.add %290, %295 : tensor<16x64x64x8x16xf32>
    %297 = stablehlo.reshape %296 : (tensor<16x64x64x8x16xf32>) -> tensor<16x64x64x128xf32>
    %298 = stablehlo.convert %297 : (tensor<16x64x64x128xf32>) -> tensor<16x64x64x128xbf16>
    %299 = stablehlo.add %244, %298 : tensor<16x64x64x128xbf16>
    %300 = stablehlo.concatenate %261, %255, dim = 1 : (tensor<16x128xbf16>, tensor<16x128xbf16>) -> tensor<16x256xbf16>
    %301 = stablehlo.dot_general %300, %39, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xbf16>, tensor<16x512xbf16>) -> tensor<256x512xbf16>
    %302 = stablehlo.transpose %301, dims = [1, 0] : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %303 = stablehlo.dot_general %300, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256xbf16>, tensor<512x256xbf16>) -> tensor<16x512xbf16>
    %304 = stablehlo.add %248, %303 : tensor<16x512xbf16>
    %305 = stablehlo.convolution(%85#0, %299) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x64x64x128xbf16>, tensor<16x64x64x128xbf16>) -> tensor<3x3x128x128xbf16>
    %306 = stablehlo.reverse %arg3, dims = [0, 1] : tensor<3x3x128x128xbf16>
    %307 = stablehlo.convolution(%299, %306) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x64x64x128xbf16>, tensor<3x3x128x128xbf16>) -> tensor<16x64x64x128xbf16>
    %308 = call @silu_1(%85#1, %85#2, %84, %307) : (tensor<16x64x64x128xbf16>, tensor<16x64x64x128xbf16>, tensor<16x64x64x128xbf16>, tensor<16x64x64x128xbf16>) -> tensor<16x64x64x128xbf16>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %309 = stablehlo.reduce(%308 init: %cst_62) applies stablehlo.add across dimensions = [1, 2] : (tensor<16x64x64x128xbf16>, tensor<bf16>) -> tensor<16x128xbf16>
    %310 = stablehlo.reshape %309 : (tensor<16x128xbf16>) -> tensor<16x1x1x128xbf16>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %311 = stablehlo.reduce(%310 init: %cst_63) applies stablehlo.add across dimensions = [1, 2] : (tensor<16x1x1x128xbf16>, tensor<bf16>) -> tensor<16x128xbf16>
    %312 = stablehlo.multiply %76, %308 : tensor<16x64x64x128xbf16>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %313 = stablehlo.reduce(%312 init: %cst_64) applies stablehlo.add across dimensions = [1, 2] : (tensor<16x64x64x128xbf16>, tensor<bf16>) -> tensor<16x128xbf16>
    %314 = stablehlo.reshape %313 : (tensor<16x128xbf16>) -> tensor<16x1x1x128xbf16>
    %315 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<16x1x1x128xbf16>) -> tensor<16x64x64x128xbf16>
    %316 = stablehlo.multiply %308, %315 : tensor<16x64x64x128xbf16>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %317 = stablehlo.reduce(%314 init: %cst_65) applies stablehlo.add across dimensions = [1, 2] : (tensor<16x1x1x128xbf16>, tensor<bf16>) -> tensor<16x128xbf16>
    %318 = stablehlo.convert %316 : (tensor<16x64x64x128xbf16>) -> tensor<16x64x64x128xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %319 = stablehlo.reduce(%318 init: %cst_66) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x64x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %320 = stablehlo.reshape %319 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %321 = stablehlo.reduce(%320 init: %cst_67) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %322 = stablehlo.multiply %69, %318 : tensor<16x64x64x128xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %323 = stablehlo.reduce(%322 init: %cst_68) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x64x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %324 = stablehlo.reshape %323 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %325 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<16x64x64x128xf32>
    %326 = stablehlo.multiply %318, %325 : tensor<16x64x64x128xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %327 = stablehlo.reduce(%324 init: %cst_69) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %328 = stablehlo.reshape %326 : (tensor<16x64x64x128xf32>) -> tensor<16x64x64x8x16xf32>
    %329 = stablehlo.multiply %60, %328 : tensor<16x64x64x8x16xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %330 = stablehlo.reduce(%329 init: %cst_70) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<16x64x64x8x16xf32>, tensor<f32>) -> tensor<16x8xf32>
    %331 = stablehlo.reshape %330 : (tensor<16x8xf32>) -> tensor<16x1x1x8x1xf32>
    %332 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3, 4] : (tensor<16x1x1x8x1xf32>) -> tensor<16x64x64x8x16xf32>
    %333 = stablehlo.multiply %328, %332 : tensor<16x64x64x8x16xf32>
    %334 = stablehlo.multiply %331, %66 : tensor<16x1x1x8x1xf32>
    %335 = stablehlo.negate %333 : tensor<16x64x64x8x16xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %336 = stablehlo.reduce(%335 init: %cst_71) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<16x64x64x8x16xf32>, tensor<f32>) -> tensor<16x8xf32>
    %337 = stablehlo.reshape %336 : (tensor<16x8xf32>) -> tensor<16x1x1x8x1xf32>
    %cst_72 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<16x1x1x8x1xf32>
    %339 = stablehlo.divide %334, %338 : tensor<16x1x1x8x1xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.reduce(%339 init: %cst_73) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<16x1x1x8x1xf32>, tensor<f32>) -> tensor<16x8xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 3] : (tensor<16x8xf32>) -> tensor<16x64x64x8x16xf32>
    %342 = stablehlo.multiply %341, %54 : tensor<16x64x64x8x16xf32>
    %343 = stablehlo.negate %342 : tensor<16x64x64x8x16xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %344 = stablehlo.reduce(%343 init: %cst_74) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<16x64x64x8x16xf32>, tensor<f32>) -> tensor<16x8xf32>
    %345 = stablehlo.reshape %344 : (tensor<16x8xf32>) -> tensor<16x1x1x8x1xf32>
    %346 = stablehlo.add %333, %342 : tensor<16x64x64x8x16xf32>
    %347 = stablehlo.add %337, %345 : tensor<16x1x1x8x1xf32>
    %cst_75 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<16x1x1x8x1xf32>
    %349 = stablehlo.divide %347, %348 : tensor<16x1x1x8x1xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %350 = stablehlo.reduce(%349 init: %cst_76) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<16x1x1x8x1xf32>, tensor<f32>) -> tensor<16x8xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 3] : (tensor<16x8xf32>) -> tensor<16x64x64x8x16xf32>
    %352 = stablehlo.add %346, %351 : tensor<16x64x64x8x16xf32>
    %353 = stablehlo.reshape %352 : (tensor<16x64x64x8x16xf32>) -> tensor<16x64x64x128xf32>
    %354 = stablehlo.convert %353 : (tensor<16x64x64x128xf32>) -> tensor<16x64x64x128xbf16>
    %355 = stablehlo.add %299, %354 : tensor<16x64x64x128xbf16>
    %356 = stablehlo.concatenate %317, %311, dim = 1 : (tensor<16x128xbf16>, tensor<16x128xbf16>) -> tensor<16x256xbf16>
    %357 = stablehlo.dot_general %356, %39, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xbf16>, tensor<16x512xbf16>) -> tensor<256x512xbf16>
    %358 = stablehlo.transpose %357, dims = [1, 0] : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %359 = stablehlo.dot_general %356, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256xbf16>, tensor<512x256xbf16>) -> tensor<16x512xbf16>
    %360 = stablehlo.add %304, %359 : tensor<16x512xbf16>
    %361 = stablehlo.convolution(%20, %355) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x64x64x3xbf16>, tensor<16x64x64x128xbf16>) -> tensor<3x3x3x128xbf16>
    %362 = stablehlo.dot_general %360, %38#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x512xbf16>, tensor<16x512xbf16>) -> tensor<512x512xbf16>
    %363 = stablehlo.transpose %362, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %364 = stablehlo.dot_general %360, %arg15, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x512xbf16>, tensor<512x512xbf16>) -> tensor<16x512xbf16>
    %365 = call @silu_2(%38#1, %38#2, %37, %364) : (tensor<16x512xbf16>, tensor<16x512xbf16>, tensor<16x512xbf16>, tensor<16x512xbf16>) -> tensor<16x512xbf16>
    %366 = stablehlo.dot_general %365, %36, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x512xbf16>, tensor<16x128xbf16>) -> tensor<512x128xbf16>
    %367 = stablehlo.transpose %366, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    return %358, %321, %327, %305, %302, %265, %271, %249, %247, %210, %216, %194, %191, %361, %367, %363 : tensor<512x256xbf16>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xbf16>, tensor<512x256xbf16>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xbf16>, tensor<512x256xbf16>, tensor<128xf32>, tensor<128xf32>, tensor<3x3x128x128xbf16>, tensor<3x3x128x3xbf16>, tensor<3x3x3x128xbf16>, tensor<128x512xbf16>, tensor<512x512xbf16>
  }
  func.func private @silu(%arg0: tensor<16x512xbf16>) -> (tensor<16x512xbf16>, tensor<16x512xbf16>, tensor<16x512xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<16x512xbf16>
    %1 = stablehlo.exponential %0 : tensor<16x512xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x512xbf16>
    %3 = stablehlo.add %2, %1 : tensor<16x512xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<16x512xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<16x512xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<16x512xbf16>
    %7 = stablehlo.subtract %6, %5 : tensor<16x512xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<16x512xbf16>
    %9 = stablehlo.multiply %arg0, %5 : tensor<16x512xbf16>
    return %9, %8, %5 : tensor<16x512xbf16>, tensor<16x512xbf16>, tensor<16x512xbf16>
  }
  func.func private @silu_0(%arg0: tensor<16x64x64x128xbf16>) -> (tensor<16x64x64x128xbf16>, tensor<16x64x64x128xbf16>, tensor<16x64x64x128xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<16x64x64x128xbf16>
    %1 = stablehlo.exponential %0 : tensor<16x64x64x128xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x64x64x128xbf16>
    %3 = stablehlo.add %2, %1 : tensor<16x64x64x128xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<16x64x64x128xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<16x64x64x128xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<16x64x64x128xbf16>
    %7 = stablehlo.subtract %6, %5 : tensor<16x64x64x128xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<16x64x64x128xbf16>
    %9 = stablehlo.multiply %arg0, %5 : tensor<16x64x64x128xbf16>
    return %9, %8, %5 : tensor<16x64x64x128xbf16>, tensor<16x64x64x128xbf16>, tensor<16x64x64x128xbf16>
  }
  func.func private @silu_1(%arg0: tensor<16x64x64x128xbf16>, %arg1: tensor<16x64x64x128xbf16>, %arg2: tensor<16x64x64x128xbf16>, %arg3: tensor<16x64x64x128xbf16>) -> tensor<16x64x64x128xbf16> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<16x64x64x128xbf16>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<16x64x64x128xbf16>
    %2 = stablehlo.multiply %0, %arg0 : tensor<16x64x64x128xbf16>
    %3 = stablehlo.add %1, %2 : tensor<16x64x64x128xbf16>
    return %3 : tensor<16x64x64x128xbf16>
  }
  func.func private @silu_2(%arg0: tensor<16x512xbf16>, %arg1: tensor<16x512xbf16>, %arg2: tensor<16x512xbf16>, %arg3: tensor<16x512xbf16>) -> tensor<16x512xbf16> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<16x512xbf16>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<16x512xbf16>
    %2 = stablehlo.multiply %0, %arg0 : tensor<16x512xbf16>
    %3 = stablehlo.add %1, %2 : tensor<16x512xbf16>
    return %3 : tensor<16x512xbf16>
  }
}
