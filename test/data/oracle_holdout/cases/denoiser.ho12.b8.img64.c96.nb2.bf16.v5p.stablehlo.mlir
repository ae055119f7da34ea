module @jit_denoiser_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<512x192xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg3: tensor<3x3x96x96xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg4: tensor<512x192xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg5: tensor<96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg6: tensor<96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg7: tensor<3x3x96x96xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg8: tensor<3x3x96x3xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg9: tensor<3x3x3x96xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg10: tensor<128x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg11: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg12: tensor<8x64x64x3xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg13: tensor<8x64x64x3xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg14: tensor<8xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<512x192xbf16> {jax.result_info = "result['blocks'][0]['film']"}, tensor<96xf32> {jax.result_info = "result['blocks'][0]['gn_b']"}, tensor<96xf32> {jax.result_info = "result['blocks'][0]['gn_s']"}, tensor<3x3x96x96xbf16> {jax.result_info = "result['blocks'][0]['w']"}, tensor<512x192xbf16> {jax.result_info = "result['blocks'][1]['film']"}, tensor<96xf32> {jax.result_info = "result['blocks'][1]['gn_b']"}, tensor<96xf32> {jax.result_info = "result['blocks'][1]['gn_s']"}, tensor<3x3x96x96xbf16> {jax.result_info = "result['blocks'][1]['w']"}, tensor<3x3x96x3xbf16> {jax.result_info = "result['out']"}, tensor<3x3x3x96xbf16> {jax.result_info = "result['stem']"}, tensor<128x512xbf16> {jax.result_info = "result['t1']"}, tensor<512x512xbf16> {jax.result_info = "result['t2']"}) {
    %0 = stablehlo.convert %arg14 : (tensor<8xi32>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<1.000000e+03> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.divide %0, %1 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8xf32>
    %7 = stablehlo.cosine %6 : tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xf32>) -> tensor<8x1x1x1xf32>
    %9 = stablehlo.convert %arg12 : (tensor<8x64x64x3xbf16>) -> tensor<8x64x64x3xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<8x1x1x1xf32>) -> tensor<8x64x64x3xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<8x64x64x3xf32>
    %12 = stablehlo.multiply %8, %8 : tensor<8x1x1x1xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x1x1x1xf32>
    %14 = stablehlo.subtract %13, %12 : tensor<8x1x1x1xf32>
    %15 = stablehlo.sqrt %14 : tensor<8x1x1x1xf32>
    %16 = stablehlo.convert %arg13 : (tensor<8x64x64x3xbf16>) -> tensor<8x64x64x3xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<8x1x1x1xf32>) -> tensor<8x64x64x3xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<8x64x64x3xf32>
    %19 = stablehlo.add %11, %18 : tensor<8x64x64x3xf32>
    %20 = stablehlo.convert %19 : (tensor<8x64x64x3xf32>) -> tensor<8x64x64x3xbf16>
    %21 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<-9.21034049> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %25 = stablehlo.divide %23, %24 : tensor<64xf32>
    %26 = stablehlo.exponential %25 : tensor<64xf32>
    %27 = stablehlo.convert %arg14 : (tensor<8xi32>) -> tensor<8xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %29 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<8x64xf32>
    %33 = stablehlo.sine %32 : tensor<8x64xf32>
    %34 = stablehlo.cosine %32 : tensor<8x64xf32>
    %35 = stablehlo.concatenate %33, %34, dim = 1 : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x128xf32>
    %36 = stablehlo.convert %35 : (tensor<8x128xf32>) -> tensor<8x128xbf16>
    %37 = stablehlo.dot_general %36, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xbf16>, tensor<128x512xbf16>) -> tensor<8x512xbf16>
    %38:3 = call @silu(%37) : (tensor<8x512xbf16>) -> (tensor<8x512xbf16>, tensor<8x512xbf16>, tensor<8x512xbf16>)
    %39 = stablehlo.dot_general %38#0, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512xbf16>, tensor<512x512xbf16>) -> tensor<8x512xbf16>
    %40 = stablehlo.convolution(%20, %arg9) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x64x3xbf16>, tensor<3x3x3x96xbf16>) -> tensor<8x64x64x96xbf16>
    %41 = stablehlo.dot_general %39, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512xbf16>, tensor<512x192xbf16>) -> tensor<8x192xbf16>
    %42 = stablehlo.slice %41 [0:8, 0:96] : (tensor<8x192xbf16>) -> tensor<8x96xbf16>
    %43 = stablehlo.slice %41 [0:8, 96:192] : (tensor<8x192xbf16>) -> tensor<8x96xbf16>
    %44 = stablehlo.convert %40 : (tensor<8x64x64x96xbf16>) -> tensor<8x64x64x96xf32>
    %45 = stablehlo.reshape %44 : (tensor<8x64x64x96xf32>) -> tensor<8x64x64x8x12xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_5) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x64x64x8x12xf32>, tensor<f32>) -> tensor<8x8xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 3] : (tensor<8x8xf32>) -> tensor<8x1x1x8x1xf32>
    %cst_6 = stablehlo.constant dense<4.915200e+04> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x1x1x8x1xf32>
    %49 = stablehlo.divide %47, %48 : tensor<8x1x1x8x1xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x8x1xf32>) -> tensor<8x64x64x8x12xf32>
    %51 = stablehlo.subtract %45, %50 : tensor<8x64x64x8x12xf32>
    %52 = chlo.square %51 : tensor<8x64x64x8x12xf32> -> tensor<8x64x64x8x12xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x64x64x8x12xf32>
    %54 = stablehlo.multiply %53, %51 : tensor<8x64x64x8x12xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%52 init: %cst_8) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x64x64x8x12xf32>, tensor<f32>) -> tensor<8x8xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 3] : (tensor<8x8xf32>) -> tensor<8x1x1x8x1xf32>
    %cst_9 = stablehlo.constant dense<4.915200e+04> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x1x1x8x1xf32>
    %58 = stablehlo.divide %56, %57 : tensor<8x1x1x8x1xf32>
    %59 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x8x1xf32>) -> tensor<8x64x64x8x12xf32>
    %60 = stablehlo.subtract %45, %59 : tensor<8x64x64x8x12xf32>
    %cst_10 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x1x1x8x1xf32>
    %62 = stablehlo.add %58, %61 : tensor<8x1x1x8x1xf32>
    %63 = stablehlo.rsqrt %62 : tensor<8x1x1x8x1xf32>
    %64 = stablehlo.divide %63, %62 : tensor<8x1x1x8x1xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x1x1x8x1xf32>
    %66 = stablehlo.multiply %65, %64 : tensor<8x1x1x8x1xf32>
    %67 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x8x1xf32>) -> tensor<8x64x64x8x12xf32>
    %68 = stablehlo.multiply %60, %67 : tensor<8x64x64x8x12xf32>
    %69 = stablehlo.reshape %68 : (tensor<8x64x64x8x12xf32>) -> tensor<8x64x64x96xf32>
    %70 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<8x64x64x96xf32>
    %72 = stablehlo.multiply %69, %71 : tensor<8x64x64x96xf32>
    %73 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<8x64x64x96xf32>
    %75 = stablehlo.add %72, %74 : tensor<8x64x64x96xf32>
    %76 = stablehlo.convert %75 : (tensor<8x64x64x96xf32>) -> tensor<8x64x64x96xbf16>
    %77 = stablehlo.broadcast_in_dim %42, dims = [0, 3] : (tensor<8x96xbf16>) -> tensor<8x1x1x96xbf16>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %78 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<8x1x1x96xbf16>
    %79 = stablehlo.add %78, %77 : tensor<8x1x1x96xbf16>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<8x1x1x96xbf16>) -> tensor<8x64x64x96xbf16>
    %81 = stablehlo.multiply %76, %80 : tensor<8x64x64x96xbf16>
    %82 = stablehlo.broadcast_in_dim %43, dims = [0, 3] : (tensor<8x96xbf16>) -> tensor<8x1x1x96xbf16>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<8x1x1x96xbf16>) -> tensor<8x64x64x96xbf16>
    %84 = stablehlo.add %81, %83 : tensor<8x64x64x96xbf16>
    %85:3 = call @silu_0(%84) : (tensor<8x64x64x96xbf16>) -> (tensor<8x64x64x96xbf16>, tensor<8x64x64x96xbf16>, tensor<8x64x64x96xbf16>)
    %86 = stablehlo.convolution(%85#0, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x64x96xbf16>, tensor<3x3x96x96xbf16>) -> tensor<8x64x64x96xbf16>
    %87 = stablehlo.add %40, %86 : tensor<8x64x64x96xbf16>
    %88 = stablehlo.dot_general %39, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512xbf16>, tensor<512x192xbf16>) -> tensor<8x192xbf16>
    %89 = stablehlo.slice %88 [0:8, 0:96] : (tensor<8x192xbf16>) -> tensor<8x96xbf16>
    %90 = stablehlo.slice %88 [0:8, 96:192] : (tensor<8x192xbf16>) -> tensor<8x96xbf16>
    %91 = stablehlo.convert %87 : (tensor<8x64x64x96xbf16>) -> tensor<8x64x64x96xf32>
    %92 = stablehlo.reshape %91 : (tensor<8x64x64x96xf32>) -> tensor<8x64x64x8x12xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%92 init: %cst_13) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x64x64x8x12xf32>, tensor<f32>) -> tensor<8x8xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 3] : (tensor<8x8xf32>) -> tensor<8x1x1x8x1xf32>
    %cst_14 = stablehlo.constant dense<4.915200e+04> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x1x1x8x1xf32>
    %96 = stablehlo.divide %94, %95 : tensor<8x1x1x8x1xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x8x1xf32>) -> tensor<8x64x64x8x12xf32>
    %98 = stablehlo.subtract %92, %97 : tensor<8x64x64x8x12xf32>
    %99 = chlo.square %98 : tensor<8x64x64x8x12xf32> -> tensor<8x64x64x8x12xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x64x64x8x12xf32>
    %101 = stablehlo.multiply %100, %98 : tensor<8x64x64x8x12xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.reduce(%99 init: %cst_16) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x64x64x8x12xf32>, tensor<f32>) -> tensor<8x8xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 3] : (tensor<8x8xf32>) -> tensor<8x1x1x8x1xf32>
    %cst_17 = stablehlo.constant dense<4.915200e+04> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x1x1x8x1xf32>
    %105 = stablehlo.divide %103, %104 : tensor<8x1x1x8x1xf32>
    %106 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x8x1xf32>) -> tensor<8x64x64x8x12xf32>
    %107 = stablehlo.subtract %92, %106 : tensor<8x64x64x8x12xf32>
    %cst_18 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x1x1x8x1xf32>
    %109 = stablehlo.add %105, %108 : tensor<8x1x1x8x1xf32>
    %110 = stablehlo.rsqrt %109 : tensor<8x1x1x8x1xf32>
    %111 = stablehlo.divide %110, %109 : tensor<8x1x1x8x1xf32>
    %cst_19 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x1x1x8x1xf32>
    %113 = stablehlo.multiply %112, %111 : tensor<8x1x1x8x1xf32>
    %114 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x8x1xf32>) -> tensor<8x64x64x8x12xf32>
    %115 = stablehlo.multiply %107, %114 : tensor<8x64x64x8x12xf32>
    %116 = stablehlo.reshape %115 : (tensor<8x64x64x8x12xf32>) -> tensor<8x64x64x96xf32>
    %117 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<8x64x64x96xf32>
    %119 = stablehlo.multiply %116, %118 : tensor<8x64x64x96xf32>
    %120 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<8x64x64x96xf32>
    %122 = stablehlo.add %119, %121 : tensor<8x64x64x96xf32>
    %123 = stablehlo.convert %122 : (tensor<8x64x64x96xf32>) -> tensor<8x64x64x96xbf16>
    %124 = stablehlo.broadcast_in_dim %89, dims = [0, 3] : (tensor<8x96xbf16>) -> tensor<8x1x1x96xbf16>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %125 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<8x1x1x96xbf16>
    %126 = stablehlo.add %125, %124 : tensor<8x1x1x96xbf16>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2, 3] : (tensor<8x1x1x96xbf16>) -> tensor<8x64x64x96xbf16>
    %128 = stablehlo.multiply %123, %127 : tensor<8x64x64x96xbf16>
    %129 = stablehlo.broadcast_in_dim %90, dims = [0, 3] : (tensor<8x96xbf16>) -> tensor<8x1x1x96xbf16>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<8x1x1x96xbf16>) -> tensor<8x64x64x96xbf16>
    %131 = stablehlo.add %128, %130 : tensor<8x64x64x96xbf16>
    %132:3 = call @silu_0(%131) : (tensor<8x64x64x96xbf16>) -> (tensor<8x64x64x96xbf16>, tensor<8x64x64x96xbf16>, tensor<8x64x64x96xbf16>)
    %133 = stablehlo.convolution(%132#0, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x64x96xbf16>, tensor<3x3x96x96xbf16>) -> tensor<8x64x64x96xbf16>
    %134 = stablehlo.add %87, %133 : tensor<8x64x64x96xbf16>
    %135 = stablehlo.convolution(%134, %arg8) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x64x96xbf16>, tensor<3x3x96x3xbf16>) -> tensor<8x64x64x3xbf16>
    %136 = stablehlo.subtract %135, %arg13 : tensor<8x64x64x3xbf16>
    %137 = stablehlo.convert %136 : (tensor<8x64x64x3xbf16>) -> tensor<8x64x64x3xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x64x3xf32>
    %139 = stablehlo.multiply %138, %137 : tensor<8x64x64x3xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_23 = stablehlo.constant dense<9.830400e+04> : tensor<f32>
    %140 = stablehlo.divide %cst_22, %cst_23 : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<8x64x64x3xf32>
    %142 = stablehlo.multiply %141, %139 : tensor<8x64x64x3xf32>
    %143 = stablehlo.convert %142 : (tensor<8x64x64x3xf32>) -> tensor<8x64x64x3xbf16>
    %144 = stablehlo.convolution(%134, %143) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x64x96xbf16>, tensor<8x64x64x3xbf16>) -> tensor<3x3x96x3xbf16>
    %145 = stablehlo.reverse %arg8, dims = [0, 1] : tensor<3x3x96x3xbf16>
    %146 = stablehlo.convolution(%143, %145) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x64x3xbf16>, tensor<3x3x96x3xbf16>) -> tensor<8x64x64x96xbf16>
    %147 = stablehlo.convolution(%132#0, %146) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x64x96xbf16>, tensor<8x64x64x96xbf16>) -> tensor<3x3x96x96xbf16>
    %148 = stablehlo.reverse %arg7, dims = [0, 1] : tensor<3x3x96x96xbf16>
    %149 = stablehlo.convolution(%146, %148) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x64x96xbf16>, tensor<3x3x96x96xbf16>) -> tensor<8x64x64x96xbf16>
    %150 = call @silu_1(%132#1, %132#2, %131, %149) : (tensor<8x64x64x96xbf16>, tensor<8x64x64x96xbf16>, tensor<8x64x64x96xbf16>, tensor<8x64x64x96xbf16>) -> tensor<8x64x64x96xbf16>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %151 = stablehlo.reduce(%150 init: %cst_24) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x64x64x96xbf16>, tensor<bf16>) -> tensor<8x96xbf16>
    %152 = stablehlo.reshape %151 : (tensor<8x96xbf16>) -> tensor<8x1x1x96xbf16>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %153 = stablehlo.reduce(%152 init: %cst_25) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x1x1x96xbf16>, tensor<bf16>) -> tensor<8x96xbf16>
    %154 = stablehlo.multiply %123, %150 : tensor<8x64x64x96xbf16>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %155 = stablehlo.reduce(%154 init: %cst_26) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x64x64x96xbf16>, tensor<bf16>) -> tensor<8x96xbf16>
    %156 = stablehlo.reshape %155 : (tensor<8x96xbf16>) -> tensor<8x1x1x96xbf16>
    %157 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2, 3] : (tensor<8x1x1x96xbf16>) -> tensor<8x64x64x96xbf16>
    %158 = stablehlo.multiply %150, %157 : tensor<8x64x64x96xbf16>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %159 = stablehlo.reduce(%156 init: %cst_27) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x1x1x96xbf16>, tensor<bf16>) -> tensor<8x96xbf16>
    %160 = stablehlo.convert %158 : (tensor<8x64x64x96xbf16>) -> tensor<8x64x64x96xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.reduce(%160 init: %cst_28) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x64x64x96xf32>, tensor<f32>) -> tensor<96xf32>
    %162 = stablehlo.reshape %161 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.reduce(%162 init: %cst_29) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %164 = stablehlo.multiply %116, %160 : tensor<8x64x64x96xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.reduce(%164 init: %cst_30) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x64x64x96xf32>, tensor<f32>) -> tensor<96xf32>
    %166 = stablehlo.reshape %165 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %167 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<8x64x64x96xf32>
    %168 = stablehlo.multiply %160, %167 : tensor<8x64x64x96xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.reduce(%166 init: %cst_31) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %170 = stablehlo.reshape %168 : (tensor<8x64x64x96xf32>) -> tensor<8x64x64x8x12xf32>
    %171 = stablehlo.multiply %107, %170 : tensor<8x64x64x8x12xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.reduce(%171 init: %cst_32) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x64x64x8x12xf32>, tensor<f32>) -> tensor<8x8xf32>
    %173 = stablehlo.reshape %172 : (tensor<8x8xf32>) -> tensor<8x1x1x8x1xf32>
    %174 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x8x1xf32>) -> tensor<8x64x64x8x12xf32>
    %175 = stablehlo.multiply %170, %174 : tensor<8x64x64x8x12xf32>
    %176 = stablehlo.multiply %173, %113 : tensor<8x1x1x8x1xf32>
    %177 = stablehlo.negate %175 : tensor<8x64x64x8x12xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%177 init: %cst_33) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x64x64x8x12xf32>, tensor<f32>) -> tensor<8x8xf32>
    %179 = stablehlo.reshape %178 : (tensor<8x8xf32>) -> tensor<8x1x1x8x1xf32>
    %cst_34 = stablehlo.constant dense<4.915200e+04> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x1x1x8x1xf32>
    %181 = stablehlo.divide %176, %180 : tensor<8x1x1x8x1xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%181 init: %cst_35) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x1x1x8x1xf32>, tensor<f32>) -> tensor<8x8xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 3] : (tensor<8x8xf32>) -> tensor<8x64x64x8x12xf32>
    %184 = stablehlo.multiply %183, %101 : tensor<8x64x64x8x12xf32>
    %185 = stablehlo.negate %184 : tensor<8x64x64x8x12xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%185 init: %cst_36) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x64x64x8x12xf32>, tensor<f32>) -> tensor<8x8xf32>
    %187 = stablehlo.reshape %186 : (tensor<8x8xf32>) -> tensor<8x1x1x8x1xf32>
    %188 = stablehlo.add %175, %184 : tensor<8x64x64x8x12xf32>
    %189 = stablehlo.add %179, %187 : tensor<8x1x1x8x1xf32>
    %cst_37 = stablehlo.constant dense<4.915200e+04> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x1x1x8x1xf32>
    %191 = stablehlo.divide %189, %190 : tensor<8x1x1x8x1xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.reduce(%191 init: %cst_38) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x1x1x8x1xf32>, tensor<f32>) -> tensor<8x8xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 3] : (tensor<8x8xf32>) -> tensor<8x64x64x8x12xf32>
    %194 = stablehlo.add %188, %193 : tensor<8x64x64x8x12xf32>
    %195 = stablehlo.reshape %194 : (tensor<8x64x64x8x12xf32>) -> tensor<8x64x64x96xf32>
    %196 = stablehlo.convert %195 : (tensor<8x64x64x96xf32>) -> tensor<8x64x64x96xbf16>
    %197 = stablehlo.add %146, %196 : tensor<8x64x64x96xbf16>
    %198 = stablehlo.concatenate %159, %153, dim = 1 : (tensor<8x96xbf16>, tensor<8x96xbf16>) -> tensor<8x192xbf16>
    %199 = stablehlo.dot_general %198, %39, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x192xbf16>, tensor<8x512xbf16>) -> tensor<192x512xbf16>
    %200 = stablehlo.transpose %199, dims = [1, 0] : (tensor<192x512xbf16>) -> tensor<512x192xbf16>
    %201 = stablehlo.dot_general %198, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x192xbf16>, tensor<512x192xbf16>) -> tensor<8x512xbf16>
    %202 = stablehlo.convolution(%85#0, %197) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x64x96xbf16>, tensor<8x64x64x96xbf16>) -> tensor<3x3x96x96xbf16>
    %203 = stablehlo.reverse %arg3, dims = [0, 1] : tensor<3x3x96x96xbf16>
    %204 = stablehlo.convolution(%197, %203) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x64x96xbf16>, tensor<3x3x96x96xbf16>) -> tensor<8x64x64x96xbf16>
    %205 = call @silu_1(%85#1, %85#2, %84, %204) : (tensor<8x64x64x96xbf16>, tensor<8x64x64x96xbf16>, tensor<8x64x64x96xbf16>, tensor<8x64x64x96xbf16>) -> tensor<8x64x64x96xbf16>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %206 = stablehlo.reduce(%205 init: %cst_39) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x64x64x96xbf16>, tensor<bf16>) -> tensor<8x96xbf16>
    %207 = stablehlo.reshape %206 : (tensor<8x96xbf16>) -> tensor<8x1x1x96xbf16>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %208 = stablehlo.reduce(%207 init: %cst_40) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x1x1x96xbf16>, tensor<bf16>) -> tensor<8x96xbf16>
    %209 = stablehlo.multiply %76, %205 : tensor<8x64x64x96xbf16>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %210 = stablehlo.reduce(%209 init: %cst_41) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x64x64x96xbf16>, tensor<bf16>) -> tensor<8x96xbf16>
    %211 = stablehlo.reshape %210 : (tensor<8x96xbf16>) -> tensor<8x1x1x96xbf16>
    %212 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<8x1x1x96xbf16>) -> tensor<8x64x64x96xbf16>
    %213 = stablehlo.multiply %205, %212 : tensor<8x64x64x96xbf16>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %214 = stablehlo.reduce(%211 init: %cst_42) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x1x1x96xbf16>, tensor<bf16>) -> tensor<8x96xbf16>
    %215 = stablehlo.convert %213 : (tensor<8x64x64x96xbf16>) -> tensor<8x64x64x96xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.reduce(%215 init: %cst_43) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x64x64x96xf32>, tensor<f32>) -> tensor<96xf32>
    %217 = stablehlo.reshape %216 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.reduce(%217 init: %cst_44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %219 = stablehlo.multiply %69, %215 : tensor<8x64x64x96xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.reduce(%219 init: %cst_45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x64x64x96xf32>, tensor<f32>) -> tensor<96xf32>
    %221 = stablehlo.reshape %220 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %222 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<8x64x64x96xf32>
    %223 = stablehlo.multiply %215, %222 : tensor<8x64x64x96xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %224 = stablehlo.reduce(%221 init: %cst_46) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %225 = stablehlo.reshape %223 : (tensor<8x64x64x96xf32>) -> tensor<8x64x64x8x12xf32>
    %226 = stablehlo.multiply %60, %225 : tensor<8x64x64x8x12xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.reduce(%226 init: %cst_47) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x64x64x8x12xf32>, tensor<f32>) -> tensor<8x8xf32>
    %228 = stablehlo.reshape %227 : (tensor<8x8xf32>) -> tensor<8x1x1x8x1xf32>
    %229 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x8x1xf32>) -> tensor<8x64x64x8x12xf32>
    %230 = stablehlo.multiply %225, %229 : tensor<8x64x64x8x12xf32>
    %231 = stablehlo.multiply %228, %66 : tensor<8x1x1x8x1xf32>
    %232 = stablehlo.negate %230 : tensor<8x64x64x8x12xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.reduce(%232 init: %cst_48) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x64x64x8x12xf32>, tensor<f32>) -> tensor<8x8xf32>
    %234 = stablehlo.reshape %233 : (tensor<8x8xf32>) -> tensor<8x1x1x8x1xf32>
    %cst_49 = stablehlo.constant dense<4.915200e+04> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x1x1x8x1xf32>
    %236 = stablehlo.divide %231, %235 : tensor<8x1x1x8x1xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.reduce(%236 init: %cst_50) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x1x1x8x1xf32>, tensor<f32>) -> tensor<8x8xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 3] : (tensor<8x8xf32>) -> tensor<8x64x64x8x12xf32>
    %239 = stablehlo.multiply %238, %54 : tensor<8x64x64x8x12xf32>
    %240 = stablehlo.negate %239 : tensor<8x64x64x8x12xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.reduce(%240 init: %cst_51) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x64x64x8x12xf32>, tensor<f32>) -> tensor<8x8xf32>
    %242 = stablehlo.reshape %241 : (tensor<8x8xf32>) -> tensor<8x1x1x8x1xf32>
    %243 = stablehlo.add %230, %239 : tensor<8x64x64x8x12xf32>
    %244 = stablehlo.add %234, %242 : tensor<8x1x1x8x1xf32>
    %cst_52 = stablehlo.constant dense<4.915200e+04> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x1x1x8x1xf32>
    %246 = stablehlo.divide %244, %245 : tensor<8x1x1x8x1xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.reduce(%246 init: %cst_53) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x1x1x8x1xf32>, tensor<f32>) -> tensor<8x8xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 3] : (tensor<8x8xf32>) -> tensor<8x64x64x8x12xf32>
    %249 = stablehlo.add %243, %248 : tensor<8x64x64x8x12xf32>
    %250 = stablehlo.reshape %249 : (tensor<8x64x64x8x12xf32>) -> tensor<8x64x64x96xf32>
    %251 = stablehlo.convert %250 : (tensor<8x64x64x96xf32>) -> tensor<8x64x64x96xbf16>
    %252 = stablehlo.add %197, %251 : tensor<8x64x64x96xbf16>
    %253 = stablehlo.concatenate %214, %208, dim = 1 : (tensor<8x96xbf16>, tensor<8x96xbf16>) -> tensor<8x192xbf16>
    %254 = stablehlo.dot_general %253, %39, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x192xbf16>, tensor<8x512xbf16>) -> tensor<192x512xbf16>
    %255 = stablehlo.transpose %254, dims = [1, 0] : (tensor<192x512xbf16>) -> tensor<512x192xbf16>
    %256 = stablehlo.dot_general %253, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x192xbf16>, tensor<512x192xbf16>) -> tensor<8x512xbf16>
    %257 = stablehlo.add %201, %256 : tensor<8x512xbf16>
    %258 = stablehlo.convolution(%20, %252) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x64x3xbf16>, tensor<8x64x64x96xbf16>) -> tensor<3x3x3x96xbf16>
    %259 = stablehlo.dot_general %257, %38#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512xbf16>, tensor<8x512xbf16>) -> tensor<512x512xbf16>
    %260 = stablehlo.transpose %259, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %261 = stablehlo.dot_general %257, %arg11, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x512xbf16>, tensor<512x512xbf16>) -> tensor<8x512xbf16>
    %262 = call @silu_2(%38#1, %38#2, %37, %261) : (tensor<8x512xbf16>, tensor<8x512xbf16>, tensor<8x512xbf16>, tensor<8x512xbf16>) -> tensor<8x512xbf16>
    %263 = stablehlo.dot_general %262, %36, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512xbf16>, tensor<8x128xbf16>) -> tensor<512x128xbf16>
    %264 = stablehlo.transpose %263, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    return %255, %218, %224, %202, %200, %163, %169, %147, %144, %258, %264, %260 : tensor<512x192xbf16>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x96x96xbf16>, tensor<512x192xbf16>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x96x96xbf16>, tensor<3x3x96x3xbf16>, tensor<3x3x3x96xbf16>, tensor<128x512xbf16>, tensor<512x512xbf16>
  }
  func.func private @silu(%arg0: tensor<8x512xbf16>) -> (tensor<8x512xbf16>, tensor<8x512xbf16>, tensor<8x512xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<8x512xbf16>
    %1 = stablehlo.exponential %0 : tensor<8x512xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x512xbf16>
    %3 = stablehlo.add %2, %1 : tensor<8x512xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<8x512xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<8x512xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<8x512xbf16>
    %7 = stablehlo.subtract %6, %5 : tensor<8x512xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<8x512xbf16>
    %9 = stablehlo.multiply %arg0, %5 : tensor<8x512xbf16>
    return %9, %8, %5 : tensor<8x512xbf16>, tensor<8x512xbf16>, tensor<8x512xbf16>
  }
  func.func private @silu_0(%arg0: tensor<8x64x64x96xbf16>) -> (tensor<8x64x64x96xbf16>, tensor<8x64x64x96xbf16>, tensor<8x64x64x96xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<8x64x64x96xbf16>
    %1 = stablehlo.exponential %0 : tensor<8x64x64x96xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x64x64x96xbf16>
    %3 = stablehlo.add %2, %1 : tensor<8x64x64x96xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<8x64x64x96xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<8x64x64x96xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<8x64x64x96xbf16>
    %7 = stablehlo.subtract %6, %5 : tensor<8x64x64x96xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<8x64x64x96xbf16>
    %9 = stablehlo.multiply %arg0, %5 : tensor<8x64x64x96xbf16>
    return %9, %8, %5 : tensor<8x64x64x96xbf16>, tensor<8x64x64x96xbf16>, tensor<8x64x64x96xbf16>
  }
  func.func private @silu_1(%arg0: tensor<8x64x64x96xbf16>, %arg1: tensor<8x64x64x96xbf16>, %arg2: tensor<8x64x64x96xbf16>, %arg3: tensor<8x64x64x96xbf16>) -> tensor<8x64x64x96xbf16> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<8x64x64x96xbf16>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<8x64x64x96xbf16>
    %2 = stablehlo.multiply %0, %arg0 : tensor<8x64x64x96xbf16>
    %3 = stablehlo.add %1, %2 : tensor<8x64x64x96xbf16>
    return %3 : tensor<8x64x64x96xbf16>
  }
  func.func private @silu_2(%arg0: tensor<8x512xbf16>, %arg1: tensor<8x512xbf16>, %arg2: tensor<8x512xbf16>, %arg3: tensor<8x512xbf16>) -> tensor<8x512xbf16> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<8x512xbf16>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<8x512xbf16>
    %2 = stablehlo.multiply %0, %arg0 : tensor<8x512xbf16>
    %3 = stablehlo.add %1, %2 : tensor<8x512xbf16>
    return %3 : tensor<8x512xbf16>
  }
}
