module @jit_perceiver_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg4: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg5: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg6: tensor<512x10xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg7: tensor<128x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg8: tensor<512x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg9: tensor<2048x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg10: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg11: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg12: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg13: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg14: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg15: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg16: tensor<16x2048x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg17: tensor<16xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<512xf32> {jax.result_info = "result['cross']['ln_b']"}, tensor<512xf32> {jax.result_info = "result['cross']['ln_s']"}, tensor<512x512xbf16> {jax.result_info = "result['cross']['wk']"}, tensor<512x512xbf16> {jax.result_info = "result['cross']['wo']"}, tensor<512x512xbf16> {jax.result_info = "result['cross']['wq']"}, tensor<512x512xbf16> {jax.result_info = "result['cross']['wv']"}, tensor<512x10xbf16> {jax.result_info = "result['head']"}, tensor<128x512xbf16> {jax.result_info = "result['latents']"}, tensor<512x2048xbf16> {jax.result_info = "result['mlp1']"}, tensor<2048x512xbf16> {jax.result_info = "result['mlp2']"}, tensor<512xf32> {jax.result_info = "result['self']['ln_b']"}, tensor<512xf32> {jax.result_info = "result['self']['ln_s']"}, tensor<512x512xbf16> {jax.result_info = "result['self']['wk']"}, tensor<512x512xbf16> {jax.result_info = "result['self']['wo']"}, tensor<512x512xbf16> {jax.result_info = "result['self']['wq']"}, tensor<512x512xbf16> {jax.result_info = "result['self']['wv']"}) {
    %0 = stablehlo.broadcast_in_dim %arg7, dims = [1, 2] : (tensor<128x512xbf16>) -> tensor<16x128x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<16x128x512xbf16>) -> tensor<16x128x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x128x512xf32>, tensor<f32>) -> tensor<16x128xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<16x128xf32>) -> tensor<16x128x1xf32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x128x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<16x128x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<16x128x1xf32>) -> tensor<16x128x512xf32>
    %7 = stablehlo.subtract %1, %6 : tensor<16x128x512xf32>
    %8 = chlo.square %7 : tensor<16x128x512xf32> -> tensor<16x128x512xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x128x512xf32>
    %10 = stablehlo.multiply %9, %7 : tensor<16x128x512xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<16x128x512xf32>, tensor<f32>) -> tensor<16x128xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<16x128xf32>) -> tensor<16x128x1xf32>
    %cst_3 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x128x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<16x128x1xf32>
    %15 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<16x128x1xf32>) -> tensor<16x128x512xf32>
    %16 = stablehlo.subtract %1, %15 : tensor<16x128x512xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x128x1xf32>
    %18 = stablehlo.add %14, %17 : tensor<16x128x1xf32>
    %19 = stablehlo.rsqrt %18 : tensor<16x128x1xf32>
    %20 = stablehlo.divide %19, %18 : tensor<16x128x1xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x128x1xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<16x128x1xf32>
    %23 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<16x128x1xf32>) -> tensor<16x128x512xf32>
    %24 = stablehlo.multiply %16, %23 : tensor<16x128x512xf32>
    %25 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<16x128x512xf32>
    %27 = stablehlo.multiply %24, %26 : tensor<16x128x512xf32>
    %28 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<16x128x512xf32>
    %30 = stablehlo.add %27, %29 : tensor<16x128x512xf32>
    %31 = stablehlo.convert %30 : (tensor<16x128x512xf32>) -> tensor<16x128x512xbf16>
    %32 = stablehlo.dot_general %31, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<512x512xbf16>) -> tensor<16x128x512xbf16>
    %33 = stablehlo.reshape %32 : (tensor<16x128x512xbf16>) -> tensor<16x128x8x64xbf16>
    %34 = stablehlo.dot_general %arg16, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x2048x512xbf16>, tensor<512x512xbf16>) -> tensor<16x2048x512xbf16>
    %35 = stablehlo.reshape %34 : (tensor<16x2048x512xbf16>) -> tensor<16x2048x8x64xbf16>
    %36 = stablehlo.dot_general %arg16, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x2048x512xbf16>, tensor<512x512xbf16>) -> tensor<16x2048x512xbf16>
    %37 = stablehlo.reshape %36 : (tensor<16x2048x512xbf16>) -> tensor<16x2048x8x64xbf16>
    %38 = stablehlo.dot_general %33, %35, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x128x8x64xbf16>, tensor<16x2048x8x64xbf16>) -> tensor<16x8x128x2048xbf16>
    %39 = stablehlo.convert %38 : (tensor<16x8x128x2048xbf16>) -> tensor<16x8x128x2048xf32>
    %cst_6 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x8x128x2048xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<16x8x128x2048xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<16x8x128x2048xf32>, tensor<f32>) -> tensor<16x8x128xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16x8x128xf32>
    %44 = stablehlo.maximum %43, %42 : tensor<16x8x128xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<16x8x128xf32>) -> tensor<16x8x128x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<16x8x128x1xf32>) -> tensor<16x8x128x2048xf32>
    %47 = stablehlo.subtract %41, %46 : tensor<16x8x128x2048xf32>
    %48 = stablehlo.exponential %47 : tensor<16x8x128x2048xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<16x8x128x2048xf32>, tensor<f32>) -> tensor<16x8x128xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<16x8x128xf32>) -> tensor<16x8x128x1xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<16x8x128x1xf32>) -> tensor<16x8x128x2048xf32>
    %52 = stablehlo.divide %48, %51 : tensor<16x8x128x2048xf32>
    %53 = stablehlo.multiply %50, %50 : tensor<16x8x128x1xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x8x128x1xf32>
    %55 = stablehlo.divide %54, %53 : tensor<16x8x128x1xf32>
    %56 = stablehlo.convert %52 : (tensor<16x8x128x2048xf32>) -> tensor<16x8x128x2048xbf16>
    %57 = stablehlo.dot_general %37, %56, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x2048x8x64xbf16>, tensor<16x8x128x2048xbf16>) -> tensor<16x8x64x128xbf16>
    %58 = stablehlo.transpose %57, dims = [0, 3, 1, 2] : (tensor<16x8x64x128xbf16>) -> tensor<16x128x8x64xbf16>
    %59 = stablehlo.reshape %58 : (tensor<16x128x8x64xbf16>) -> tensor<16x128x512xbf16>
    %60 = stablehlo.dot_general %59, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<512x512xbf16>) -> tensor<16x128x512xbf16>
    %61 = stablehlo.add %0, %60 : tensor<16x128x512xbf16>
    %62 = stablehlo.convert %61 : (tensor<16x128x512xbf16>) -> tensor<16x128x512xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<16x128x512xf32>, tensor<f32>) -> tensor<16x128xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<16x128xf32>) -> tensor<16x128x1xf32>
    %cst_12 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x128x1xf32>
    %66 = stablehlo.divide %64, %65 : tensor<16x128x1xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<16x128x1xf32>) -> tensor<16x128x512xf32>
    %68 = stablehlo.subtract %62, %67 : tensor<16x128x512xf32>
    %69 = chlo.square %68 : tensor<16x128x512xf32> -> tensor<16x128x512xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16x128x512xf32>
    %71 = stablehlo.multiply %70, %68 : tensor<16x128x512xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%69 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<16x128x512xf32>, tensor<f32>) -> tensor<16x128xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<16x128xf32>) -> tensor<16x128x1xf32>
    %cst_15 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16x128x1xf32>
    %75 = stablehlo.divide %73, %74 : tensor<16x128x1xf32>
    %76 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<16x128x1xf32>) -> tensor<16x128x512xf32>
    %77 = stablehlo.subtract %62, %76 : tensor<16x128x512xf32>
    %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16x128x1xf32>
    %79 = stablehlo.add %75, %78 : tensor<16x128x1xf32>
    %80 = stablehlo.rsqrt %79 : tensor<16x128x1xf32>
    %81 = stablehlo.divide %80, %79 : tensor<16x128x1xf32>
    %cst_17 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x128x1xf32>
    %83 = stablehlo.multiply %82, %81 : tensor<16x128x1xf32>
    %84 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<16x128x1xf32>) -> tensor<16x128x512xf32>
    %85 = stablehlo.multiply %77, %84 : tensor<16x128x512xf32>
    %86 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<16x128x512xf32>
    %88 = stablehlo.multiply %85, %87 : tensor<16x128x512xf32>
    %89 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<16x128x512xf32>
    %91 = stablehlo.add %88, %90 : tensor<16x128x512xf32>
    %92 = stablehlo.convert %91 : (tensor<16x128x512xf32>) -> tensor<16x128x512xbf16>
    %93 = stablehlo.dot_general %92, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<512x512xbf16>) -> tensor<16x128x512xbf16>
    %94 = stablehlo.reshape %93 : (tensor<16x128x512xbf16>) -> tensor<16x128x8x64xbf16>
    %95 = stablehlo.dot_general %92, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<512x512xbf16>) -> tensor<16x128x512xbf16>
    %96 = stablehlo.reshape %95 : (tensor<16x128x512xbf16>) -> tensor<16x128x8x64xbf16>
    %97 = stablehlo.dot_general %92, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<512x512xbf16>) -> tensor<16x128x512xbf16>
    %98 = stablehlo.reshape %97 : (tensor<16x128x512xbf16>) -> tensor<16x128x8x64xbf16>
    %99 = stablehlo.dot_general %94, %96, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x128x8x64xbf16>, tensor<16x128x8x64xbf16>) -> tensor<16x8x128x128xbf16>
    %100 = stablehlo.convert %99 : (tensor<16x8x128x128xbf16>) -> tensor<16x8x128x128xf32>
    %cst_18 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16x8x128x128xf32>
    %102 = stablehlo.multiply %100, %101 : tensor<16x8x128x128xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %103 = stablehlo.reduce(%102 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<16x8x128x128xf32>, tensor<f32>) -> tensor<16x8x128xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16x8x128xf32>
    %105 = stablehlo.maximum %104, %103 : tensor<16x8x128xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<16x8x128xf32>) -> tensor<16x8x128x1xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<16x8x128x1xf32>) -> tensor<16x8x128x128xf32>
    %108 = stablehlo.subtract %102, %107 : tensor<16x8x128x128xf32>
    %109 = stablehlo.exponential %108 : tensor<16x8x128x128xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.reduce(%109 init: %cst_21) applies stablehlo.add across dimensions = [3] : (tensor<16x8x128x128xf32>, tensor<f32>) -> tensor<16x8x128xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<16x8x128xf32>) -> tensor<16x8x128x1xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<16x8x128x1xf32>) -> tensor<16x8x128x128xf32>
    %113 = stablehlo.divide %109, %112 : tensor<16x8x128x128xf32>
    %114 = stablehlo.multiply %111, %111 : tensor<16x8x128x1xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16x8x128x1xf32>
    %116 = stablehlo.divide %115, %114 : tensor<16x8x128x1xf32>
    %117 = stablehlo.convert %113 : (tensor<16x8x128x128xf32>) -> tensor<16x8x128x128xbf16>
    %118 = stablehlo.dot_general %98, %117, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x128x8x64xbf16>, tensor<16x8x128x128xbf16>) -> tensor<16x8x64x128xbf16>
    %119 = stablehlo.transpose %118, dims = [0, 3, 1, 2] : (tensor<16x8x64x128xbf16>) -> tensor<16x128x8x64xbf16>
    %120 = stablehlo.reshape %119 : (tensor<16x128x8x64xbf16>) -> tensor<16x128x512xbf16>
    %121 = stablehlo.dot_general %120, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<512x512xbf16>) -> tensor<16x128x512xbf16>
    %122 = stablehlo.add %61, %121 : tensor<16x128x512xbf16>
    %123 = stablehlo.dot_general %122, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<512x2048xbf16>) -> tensor<16x128x2048xbf16>
    %124 = stablehlo.multiply %123, %123 : tensor<16x128x2048xbf16>
    %125 = stablehlo.multiply %124, %123 : tensor<16x128x2048xbf16>
    %126 = stablehlo.multiply %123, %123 : tensor<16x128x2048xbf16>
    %cst_23 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %127 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<bf16>) -> tensor<16x128x2048xbf16>
    %128 = stablehlo.multiply %127, %126 : tensor<16x128x2048xbf16>
    %cst_24 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %129 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<bf16>) -> tensor<16x128x2048xbf16>
    %130 = stablehlo.multiply %129, %125 : tensor<16x128x2048xbf16>
    %131 = stablehlo.add %123, %130 : tensor<16x128x2048xbf16>
    %cst_25 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %132 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<bf16>) -> tensor<16x128x2048xbf16>
    %133 = stablehlo.multiply %132, %131 : tensor<16x128x2048xbf16>
    %134 = stablehlo.tanh %133 : tensor<16x128x2048xbf16>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %135 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<bf16>) -> tensor<16x128x2048xbf16>
    %136 = stablehlo.subtract %135, %134 : tensor<16x128x2048xbf16>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %137 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<bf16>) -> tensor<16x128x2048xbf16>
    %138 = stablehlo.add %137, %134 : tensor<16x128x2048xbf16>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %139 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<bf16>) -> tensor<16x128x2048xbf16>
    %140 = stablehlo.multiply %139, %138 : tensor<16x128x2048xbf16>
    %141 = stablehlo.multiply %123, %140 : tensor<16x128x2048xbf16>
    %142 = stablehlo.dot_general %141, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128x2048xbf16>, tensor<2048x512xbf16>) -> tensor<16x128x512xbf16>
    %143 = stablehlo.add %122, %142 : tensor<16x128x512xbf16>
    %144 = stablehlo.convert %143 : (tensor<16x128x512xbf16>) -> tensor<16x128x512xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%144 init: %cst_29) applies stablehlo.add across dimensions = [1] : (tensor<16x128x512xf32>, tensor<f32>) -> tensor<16x512xf32>
    %cst_30 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16x512xf32>
    %147 = stablehlo.divide %145, %146 : tensor<16x512xf32>
    %148 = stablehlo.convert %147 : (tensor<16x512xf32>) -> tensor<16x512xbf16>
    %149 = stablehlo.dot_general %148, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x512xbf16>, tensor<512x10xbf16>) -> tensor<16x10xbf16>
    %150 = stablehlo.convert %149 : (tensor<16x10xbf16>) -> tensor<16x10xf32>
    %151:2 = call @log_softmax(%150) : (tensor<16x10xf32>) -> (tensor<16x10xf32>, tensor<16x1xf32>)
    %152 = stablehlo.broadcast_in_dim %arg17, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %153 = call @take_along_axis(%152) : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %154 = stablehlo.negate %cst_31 : tensor<f32>
    %cst_32 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %155 = stablehlo.divide %154, %cst_32 : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %158 = call @take_along_axis_0(%153, %157) : (tensor<16x1x1xi32>, tensor<16x1xf32>) -> tensor<16x10xf32>
    %159 = call @log_softmax_1(%151#0, %151#1, %158) : (tensor<16x10xf32>, tensor<16x1xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %160 = stablehlo.convert %159 : (tensor<16x10xf32>) -> tensor<16x10xbf16>
    %161 = stablehlo.dot_general %160, %148, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x10xbf16>, tensor<16x512xbf16>) -> tensor<10x512xbf16>
    %162 = stablehlo.transpose %161, dims = [1, 0] : (tensor<10x512xbf16>) -> tensor<512x10xbf16>
    %163 = stablehlo.dot_general %160, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x10xbf16>, tensor<512x10xbf16>) -> tensor<16x512xbf16>
    %164 = stablehlo.convert %163 : (tensor<16x512xbf16>) -> tensor<16x512xf32>
    %cst_33 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16x512xf32>
    %166 = stablehlo.divide %164, %165 : tensor<16x512xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 2] : (tensor<16x512xf32>) -> tensor<16x128x512xf32>
    %168 = stablehlo.convert %167 : (tensor<16x128x512xf32>) -> tensor<16x128x512xbf16>
    %169 = stablehlo.dot_general %168, %141, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<16x128x2048xbf16>) -> tensor<512x2048xbf16>
    %170 = stablehlo.transpose %169, dims = [1, 0] : (tensor<512x2048xbf16>) -> tensor<2048x512xbf16>
    %171 = stablehlo.dot_general %168, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<2048x512xbf16>) -> tensor<16x128x2048xbf16>
    %172 = stablehlo.multiply %123, %171 : tensor<16x128x2048xbf16>
    %173 = stablehlo.multiply %171, %140 : tensor<16x128x2048xbf16>
    %cst_34 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %174 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<bf16>) -> tensor<16x128x2048xbf16>
    %175 = stablehlo.multiply %174, %172 : tensor<16x128x2048xbf16>
    %176 = stablehlo.multiply %175, %136 : tensor<16x128x2048xbf16>
    %177 = stablehlo.multiply %176, %134 : tensor<16x128x2048xbf16>
    %178 = stablehlo.add %176, %177 : tensor<16x128x2048xbf16>
    %cst_35 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %179 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<bf16>) -> tensor<16x128x2048xbf16>
    %180 = stablehlo.multiply %179, %178 : tensor<16x128x2048xbf16>
    %181 = stablehlo.add %173, %180 : tensor<16x128x2048xbf16>
    %cst_36 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %182 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<bf16>) -> tensor<16x128x2048xbf16>
    %183 = stablehlo.multiply %182, %180 : tensor<16x128x2048xbf16>
    %184 = stablehlo.multiply %183, %128 : tensor<16x128x2048xbf16>
    %185 = stablehlo.add %181, %184 : tensor<16x128x2048xbf16>
    %186 = stablehlo.dot_general %185, %122, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x2048xbf16>, tensor<16x128x512xbf16>) -> tensor<2048x512xbf16>
    %187 = stablehlo.transpose %186, dims = [1, 0] : (tensor<2048x512xbf16>) -> tensor<512x2048xbf16>
    %188 = stablehlo.dot_general %185, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x2048xbf16>, tensor<512x2048xbf16>) -> tensor<16x128x512xbf16>
    %189 = stablehlo.add %168, %188 : tensor<16x128x512xbf16>
    %190 = stablehlo.dot_general %189, %120, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<16x128x512xbf16>) -> tensor<512x512xbf16>
    %191 = stablehlo.transpose %190, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %192 = stablehlo.dot_general %189, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<512x512xbf16>) -> tensor<16x128x512xbf16>
    %193 = stablehlo.reshape %192 : (tensor<16x128x512xbf16>) -> tensor<16x128x8x64xbf16>
    %194 = stablehlo.transpose %193, dims = [0, 2, 3, 1] : (tensor<16x128x8x64xbf16>) -> tensor<16x8x64x128xbf16>
    %195 = stablehlo.dot_general %194, %98, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x8x64x128xbf16>, tensor<16x128x8x64xbf16>) -> tensor<16x8x128x128xbf16>
    %196 = stablehlo.dot_general %194, %117, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<16x8x64x128xbf16>, tensor<16x8x128x128xbf16>) -> tensor<16x8x64x128xbf16>
    %197 = stablehlo.transpose %196, dims = [0, 3, 1, 2] : (tensor<16x8x64x128xbf16>) -> tensor<16x128x8x64xbf16>
    %198 = stablehlo.convert %195 : (tensor<16x8x128x128xbf16>) -> tensor<16x8x128x128xf32>
    %199 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<16x8x128x1xf32>) -> tensor<16x8x128x128xf32>
    %200 = stablehlo.multiply %198, %199 : tensor<16x8x128x128xf32>
    %201 = stablehlo.multiply %200, %109 : tensor<16x8x128x128xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%201 init: %cst_37) applies stablehlo.add across dimensions = [3] : (tensor<16x8x128x128xf32>, tensor<f32>) -> tensor<16x8x128xf32>
    %203 = stablehlo.reshape %202 : (tensor<16x8x128xf32>) -> tensor<16x8x128x1xf32>
    %204 = stablehlo.negate %203 : tensor<16x8x128x1xf32>
    %205 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<16x8x128x1xf32>) -> tensor<16x8x128x128xf32>
    %206 = stablehlo.divide %198, %205 : tensor<16x8x128x128xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.reduce(%204 init: %cst_38) applies stablehlo.add across dimensions = [3] : (tensor<16x8x128x1xf32>, tensor<f32>) -> tensor<16x8x128xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<16x8x128xf32>) -> tensor<16x8x128x128xf32>
    %209 = stablehlo.add %206, %208 : tensor<16x8x128x128xf32>
    %210 = stablehlo.multiply %209, %109 : tensor<16x8x128x128xf32>
    %cst_39 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16x8x128x128xf32>
    %212 = stablehlo.multiply %210, %211 : tensor<16x8x128x128xf32>
    %213 = stablehlo.convert %212 : (tensor<16x8x128x128xf32>) -> tensor<16x8x128x128xbf16>
    %214 = stablehlo.dot_general %213, %94, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x8x128x128xbf16>, tensor<16x128x8x64xbf16>) -> tensor<16x8x128x64xbf16>
    %215 = stablehlo.transpose %214, dims = [0, 2, 1, 3] : (tensor<16x8x128x64xbf16>) -> tensor<16x128x8x64xbf16>
    %216 = stablehlo.dot_general %213, %96, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x8x128x128xbf16>, tensor<16x128x8x64xbf16>) -> tensor<16x8x128x64xbf16>
    %217 = stablehlo.transpose %216, dims = [0, 2, 1, 3] : (tensor<16x8x128x64xbf16>) -> tensor<16x128x8x64xbf16>
    %218 = stablehlo.reshape %197 : (tensor<16x128x8x64xbf16>) -> tensor<16x128x512xbf16>
    %219 = stablehlo.dot_general %218, %92, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<16x128x512xbf16>) -> tensor<512x512xbf16>
    %220 = stablehlo.transpose %219, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %221 = stablehlo.dot_general %218, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<512x512xbf16>) -> tensor<16x128x512xbf16>
    %222 = stablehlo.reshape %215 : (tensor<16x128x8x64xbf16>) -> tensor<16x128x512xbf16>
    %223 = stablehlo.dot_general %222, %92, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<16x128x512xbf16>) -> tensor<512x512xbf16>
    %224 = stablehlo.transpose %223, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %225 = stablehlo.dot_general %222, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<512x512xbf16>) -> tensor<16x128x512xbf16>
    %226 = stablehlo.add %221, %225 : tensor<16x128x512xbf16>
    %227 = stablehlo.reshape %217 : (tensor<16x128x8x64xbf16>) -> tensor<16x128x512xbf16>
    %228 = stablehlo.dot_general %227, %92, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<16x128x512xbf16>) -> tensor<512x512xbf16>
    %229 = stablehlo.transpose %228, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %230 = stablehlo.dot_general %227, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<512x512xbf16>) -> tensor<16x128x512xbf16>
    %231 = stablehlo.add %226, %230 : tensor<16x128x512xbf16>
    %232 = stablehlo.convert %231 : (tensor<16x128x512xbf16>) -> tensor<16x128x512xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.reduce(%232 init: %cst_40) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x128x512xf32>, tensor<f32>) -> tensor<512xf32>
    %234 = stablehlo.reshape %233 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.reduce(%234 init: %cst_41) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %236 = stablehlo.multiply %85, %232 : tensor<16x128x512xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.reduce(%236 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x128x512xf32>, tensor<f32>) -> tensor<512xf32>
    %238 = stablehlo.reshape %237 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %239 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<16x128x512xf32>
    %240 = stablehlo.multiply %232, %239 : tensor<16x128x512xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.reduce(%238 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %242 = stablehlo.multiply %77, %240 : tensor<16x128x512xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.reduce(%242 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<16x128x512xf32>, tensor<f32>) -> tensor<16x128xf32>
    %244 = stablehlo.reshape %243 : (tensor<16x128xf32>) -> tensor<16x128x1xf32>
    %245 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<16x128x1xf32>) -> tensor<16x128x512xf32>
    %246 = stablehlo.multiply %240, %245 : tensor<16x128x512xf32>
    %247 = stablehlo.multiply %244, %83 : tensor<16x128x1xf32>
    %248 = stablehlo.negate %246 : tensor<16x128x512xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.reduce(%248 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<16x128x512xf32>, tensor<f32>) -> tensor<16x128xf32>
    %250 = stablehlo.reshape %249 : (tensor<16x128xf32>) -> tensor<16x128x1xf32>
    %cst_46 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<16x128x1xf32>
    %252 = stablehlo.divide %247, %251 : tensor<16x128x1xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.reduce(%252 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<16x128x1xf32>, tensor<f32>) -> tensor<16x128xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1] : (tensor<16x128xf32>) -> tensor<16x128x512xf32>
    %255 = stablehlo.multiply %254, %71 : tensor<16x128x512xf32>
    %256 = stablehlo.negate %255 : tensor<16x128x512xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.reduce(%256 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<16x128x512xf32>, tensor<f32>) -> tensor<16x128xf32>
    %258 = stablehlo.reshape %257 : (tensor<16x128xf32>) -> tensor<16x128x1xf32>
    %259 = stablehlo.add %246, %255 : tensor<16x128x512xf32>
    %260 = stablehlo.add %250, %258 : tensor<16x128x1xf32>
    %cst_49 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<16x128x1xf32>
    %262 = stablehlo.divide %260, %261 : tensor<16x128x1xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.reduce(%262 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<16x128x1xf32>, tensor<f32>) -> tensor<16x128xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1] : (tensor<16x128xf32>) -> tensor<16x128x512xf32>
    %265 = stablehlo.add %259, %264 : tensor<16x128x512xf32>
    %266 = stablehlo.convert %265 : (tensor<16x128x512xf32>) -> tensor<16x128x512xbf16>
    %267 = stablehlo.add %189, %266 : tensor<16x128x512xbf16>
    %268 = stablehlo.dot_general %267, %59, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<16x128x512xbf16>) -> tensor<512x512xbf16>
    %269 = stablehlo.transpose %268, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %270 = stablehlo.dot_general %267, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<512x512xbf16>) -> tensor<16x128x512xbf16>
    %271 = stablehlo.reshape %270 : (tensor<16x128x512xbf16>) -> tensor<16x128x8x64xbf16>
    %272 = stablehlo.transpose %271, dims = [0, 2, 3, 1] : (tensor<16x128x8x64xbf16>) -> tensor<16x8x64x128xbf16>
    %273 = stablehlo.dot_general %272, %37, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x8x64x128xbf16>, tensor<16x2048x8x64xbf16>) -> tensor<16x8x128x2048xbf16>
    %274 = stablehlo.dot_general %272, %56, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<16x8x64x128xbf16>, tensor<16x8x128x2048xbf16>) -> tensor<16x8x64x2048xbf16>
    %275 = stablehlo.transpose %274, dims = [0, 3, 1, 2] : (tensor<16x8x64x2048xbf16>) -> tensor<16x2048x8x64xbf16>
    %276 = stablehlo.convert %273 : (tensor<16x8x128x2048xbf16>) -> tensor<16x8x128x2048xf32>
    %277 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<16x8x128x1xf32>) -> tensor<16x8x128x2048xf32>
    %278 = stablehlo.multiply %276, %277 : tensor<16x8x128x2048xf32>
    %279 = stablehlo.multiply %278, %48 : tensor<16x8x128x2048xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.reduce(%279 init: %cst_51) applies stablehlo.add across dimensions = [3] : (tensor<16x8x128x2048xf32>, tensor<f32>) -> tensor<16x8x128xf32>
    %281 = stablehlo.reshape %280 : (tensor<16x8x128xf32>) -> tensor<16x8x128x1xf32>
    %282 = stablehlo.negate %281 : tensor<16x8x128x1xf32>
    %283 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<16x8x128x1xf32>) -> tensor<16x8x128x2048xf32>
    %284 = stablehlo.divide %276, %283 : tensor<16x8x128x2048xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.reduce(%282 init: %cst_52) applies stablehlo.add across dimensions = [3] : (tensor<16x8x128x1xf32>, tensor<f32>) -> tensor<16x8x128xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<16x8x128xf32>) -> tensor<16x8x128x2048xf32>
    %287 = stablehlo.add %284, %286 : tensor<16x8x128x2048xf32>
    %288 = stablehlo.multiply %287, %48 : tensor<16x8x128x2048xf32>
    %cst_53 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<16x8x128x2048xf32>
    %290 = stablehlo.multiply %288, %289 : tensor<16x8x128x2048xf32>
    %291 = stablehlo.convert %290 : (tensor<16x8x128x2048xf32>) -> tensor<16x8x128x2048xbf16>
    %292 = stablehlo.dot_general %291, %33, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x8x128x2048xbf16>, tensor<16x128x8x64xbf16>) -> tensor<16x8x2048x64xbf16>
    %293 = stablehlo.transpose %292, dims = [0, 2, 1, 3] : (tensor<16x8x2048x64xbf16>) -> tensor<16x2048x8x64xbf16>
    %294 = stablehlo.dot_general %291, %35, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x8x128x2048xbf16>, tensor<16x2048x8x64xbf16>) -> tensor<16x8x128x64xbf16>
    %295 = stablehlo.transpose %294, dims = [0, 2, 1, 3] : (tensor<16x8x128x64xbf16>) -> tensor<16x128x8x64xbf16>
    %296 = stablehlo.reshape %275 : (tensor<16x2048x8x64xbf16>) -> tensor<16x2048x512xbf16>
    %297 = stablehlo.dot_general %296, %arg16, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x2048x512xbf16>, tensor<16x2048x512xbf16>) -> tensor<512x512xbf16>
    %298 = stablehlo.transpose %297, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %299 = stablehlo.reshape %293 : (tensor<16x2048x8x64xbf16>) -> tensor<16x2048x512xbf16>
    %300 = stablehlo.dot_general %299, %arg16, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x2048x512xbf16>, tensor<16x2048x512xbf16>) -> tensor<512x512xbf16>
    %301 = stablehlo.transpose %300, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %302 = stablehlo.reshape %295 : (tensor<16x128x8x64xbf16>) -> tensor<16x128x512xbf16>
    %303 = stablehlo.dot_general %302, %31, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<16x128x512xbf16>) -> tensor<512x512xbf16>
    %304 = stablehlo.transpose %303, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %305 = stablehlo.dot_general %302, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<512x512xbf16>) -> tensor<16x128x512xbf16>
    %306 = stablehlo.convert %305 : (tensor<16x128x512xbf16>) -> tensor<16x128x512xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.reduce(%306 init: %cst_54) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x128x512xf32>, tensor<f32>) -> tensor<512xf32>
    %308 = stablehlo.reshape %307 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = stablehlo.reduce(%308 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %310 = stablehlo.multiply %24, %306 : tensor<16x128x512xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %311 = stablehlo.reduce(%310 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x128x512xf32>, tensor<f32>) -> tensor<512xf32>
    %312 = stablehlo.reshape %311 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %313 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<16x128x512xf32>
    %314 = stablehlo.multiply %306, %313 : tensor<16x128x512xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %315 = stablehlo.reduce(%312 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %316 = stablehlo.multiply %16, %314 : tensor<16x128x512xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %317 = stablehlo.reduce(%316 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<16x128x512xf32>, tensor<f32>) -> tensor<16x128xf32>
    %318 = stablehlo.reshape %317 : (tensor<16x128xf32>) -> tensor<16x128x1xf32>
    %319 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<16x128x1xf32>) -> tensor<16x128x512xf32>
    %320 = stablehlo.multiply %314, %319 : tensor<16x128x512xf32>
    %321 = stablehlo.multiply %318, %22 : tensor<16x128x1xf32>
    %322 = stablehlo.negate %320 : tensor<16x128x512xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %323 = stablehlo.reduce(%322 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<16x128x512xf32>, tensor<f32>) -> tensor<16x128xf32>
    %324 = stablehlo.reshape %323 : (tensor<16x128xf32>) -> tensor<16x128x1xf32>
    %cst_60 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<16x128x1xf32>
    %326 = stablehlo.divide %321, %325 : tensor<16x128x1xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %327 = stablehlo.reduce(%326 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<16x128x1xf32>, tensor<f32>) -> tensor<16x128xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1] : (tensor<16x128xf32>) -> tensor<16x128x512xf32>
    %329 = stablehlo.multiply %328, %10 : tensor<16x128x512xf32>
    %330 = stablehlo.negate %329 : tensor<16x128x512xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.reduce(%330 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<16x128x512xf32>, tensor<f32>) -> tensor<16x128xf32>
    %332 = stablehlo.reshape %331 : (tensor<16x128xf32>) -> tensor<16x128x1xf32>
    %333 = stablehlo.add %320, %329 : tensor<16x128x512xf32>
    %334 = stablehlo.add %324, %332 : tensor<16x128x1xf32>
    %cst_63 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<16x128x1xf32>
    %336 = stablehlo.divide %334, %335 : tensor<16x128x1xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %337 = stablehlo.reduce(%336 init: %cst_64) applies stablehlo.add across dimensions = [2] : (tensor<16x128x1xf32>, tensor<f32>) -> tensor<16x128xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1] : (tensor<16x128xf32>) -> tensor<16x128x512xf32>
    %339 = stablehlo.add %333, %338 : tensor<16x128x512xf32>
    %340 = stablehlo.convert %339 : (tensor<16x128x512xf32>) -> tensor<16x128x512xbf16>
    %341 = stablehlo.add %267, %340 : tensor<16x128x512xbf16>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %342 = stablehlo.reduce(%341 init: %cst_65) applies stablehlo.add across dimensions = [0] : (tensor<16x128x512xbf16>, tensor<bf16>) -> tensor<128x512xbf16>
    return %309, %315, %301, %269, %304, %298, %162, %342, %187, %170, %235, %241, %224, %191, %229, %220 : tensor<512xf32>, tensor<512xf32>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<512x10xbf16>, tensor<128x512xbf16>, tensor<512x2048xbf16>, tensor<2048x512xbf16>, tensor<512xf32>, tensor<512xf32>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>
  }
  func.func private @log_softmax(%arg0: tensor<16x10xf32>) -> (tensor<16x10xf32>, tensor<16x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x10xf32>
    %6 = stablehlo.exponential %5 : tensor<16x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    return %6, %8 : tensor<16x10xf32>, tensor<16x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<16x1xi32>) -> tensor<16x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<16x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<16x1xi1>, tensor<16x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    return %5 : tensor<16x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<16x1x1xi32>, %arg1: tensor<16x1xf32>) -> tensor<16x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<16x10xf32>, tensor<16x1x1xi32>, tensor<16x1xf32>) -> tensor<16x10xf32>
    return %1 : tensor<16x10xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<16x10xf32>, %arg1: tensor<16x1xf32>, %arg2: tensor<16x10xf32>) -> tensor<16x10xf32> {
    %0 = stablehlo.negate %arg2 : tensor<16x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x10xf32>, tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.reshape %1 : (tensor<16xf32>) -> tensor<16x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<16x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<16xf32>) -> tensor<16x10xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<16x10xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<16x10xf32>
    return %7 : tensor<16x10xf32>
  }
}
