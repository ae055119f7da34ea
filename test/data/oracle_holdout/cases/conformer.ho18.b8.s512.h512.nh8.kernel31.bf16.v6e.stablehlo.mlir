module @jit_conformer_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<31x1x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg3: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg4: tensor<512x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg5: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg6: tensor<8x64x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg7: tensor<512x3x8x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg8: tensor<8x512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}) -> (tensor<512xf32> {jax.result_info = "result['bn_bias']"}, tensor<512xf32> {jax.result_info = "result['bn_scale']"}, tensor<31x1x512xbf16> {jax.result_info = "result['dw']"}, tensor<512xf32> {jax.result_info = "result['ln']"}, tensor<512x1024xbf16> {jax.result_info = "result['pw1']"}, tensor<512x512xbf16> {jax.result_info = "result['pw2']"}, tensor<8x64x512xbf16> {jax.result_info = "result['wo']"}, tensor<512x3x8x64xbf16> {jax.result_info = "result['wqkv']"}) {
    %0 = stablehlo.convert %arg8 : (tensor<8x512x512xbf16>) -> tensor<8x512x512xf32>
    %1 = chlo.square %0 : tensor<8x512x512xf32> -> tensor<8x512x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x512x512xf32>, tensor<f32>) -> tensor<8x512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<8x512x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<8x512x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<8x512x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x512xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<8x512x512xf32>
    %11 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x512x512xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<8x512x512xf32>
    %14 = stablehlo.convert %13 : (tensor<8x512x512xf32>) -> tensor<8x512x512xbf16>
    %15 = stablehlo.dot_general %arg7, %14, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x3x8x64xbf16>, tensor<8x512x512xbf16>) -> tensor<3x8x64x8x512xbf16>
    %16 = stablehlo.transpose %15, dims = [0, 3, 4, 1, 2] : (tensor<3x8x64x8x512xbf16>) -> tensor<3x8x512x8x64xbf16>
    %17 = stablehlo.slice %16 [0:1, 0:8, 0:512, 0:8, 0:64] : (tensor<3x8x512x8x64xbf16>) -> tensor<1x8x512x8x64xbf16>
    %18 = stablehlo.reshape %17 : (tensor<1x8x512x8x64xbf16>) -> tensor<8x512x8x64xbf16>
    %19 = stablehlo.slice %16 [1:2, 0:8, 0:512, 0:8, 0:64] : (tensor<3x8x512x8x64xbf16>) -> tensor<1x8x512x8x64xbf16>
    %20 = stablehlo.reshape %19 : (tensor<1x8x512x8x64xbf16>) -> tensor<8x512x8x64xbf16>
    %21 = stablehlo.slice %16 [2:3, 0:8, 0:512, 0:8, 0:64] : (tensor<3x8x512x8x64xbf16>) -> tensor<1x8x512x8x64xbf16>
    %22 = stablehlo.reshape %21 : (tensor<1x8x512x8x64xbf16>) -> tensor<8x512x8x64xbf16>
    %23 = stablehlo.dot_general %18, %20, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x512x8x64xbf16>, tensor<8x512x8x64xbf16>) -> tensor<8x8x512x512xbf16>
    %cst_2 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %24 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<8x8x512x512xbf16>
    %25 = stablehlo.multiply %23, %24 : tensor<8x8x512x512xbf16>
    %26 = stablehlo.convert %25 : (tensor<8x8x512x512xbf16>) -> tensor<8x8x512x512xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_3) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x512x512xf32>, tensor<f32>) -> tensor<8x8x512xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x8x512xf32>
    %29 = stablehlo.maximum %28, %27 : tensor<8x8x512xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<8x8x512xf32>) -> tensor<8x8x512x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<8x8x512x1xf32>) -> tensor<8x8x512x512xf32>
    %32 = stablehlo.subtract %26, %31 : tensor<8x8x512x512xf32>
    %33 = stablehlo.exponential %32 : tensor<8x8x512x512xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<8x8x512x512xf32>, tensor<f32>) -> tensor<8x8x512xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<8x8x512xf32>) -> tensor<8x8x512x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<8x8x512x1xf32>) -> tensor<8x8x512x512xf32>
    %37 = stablehlo.divide %33, %36 : tensor<8x8x512x512xf32>
    %38 = stablehlo.multiply %35, %35 : tensor<8x8x512x1xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x8x512x1xf32>
    %40 = stablehlo.divide %39, %38 : tensor<8x8x512x1xf32>
    %41 = stablehlo.convert %37 : (tensor<8x8x512x512xf32>) -> tensor<8x8x512x512xbf16>
    %42 = stablehlo.dot_general %22, %41, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x512x8x64xbf16>, tensor<8x8x512x512xbf16>) -> tensor<8x8x64x512xbf16>
    %43 = stablehlo.transpose %42, dims = [0, 3, 1, 2] : (tensor<8x8x64x512xbf16>) -> tensor<8x512x8x64xbf16>
    %44 = stablehlo.dot_general %43, %arg6, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x512x8x64xbf16>, tensor<8x64x512xbf16>) -> tensor<8x512x512xbf16>
    %45 = stablehlo.add %arg8, %44 : tensor<8x512x512xbf16>
    %46 = stablehlo.convert %45 : (tensor<8x512x512xbf16>) -> tensor<8x512x512xf32>
    %47 = chlo.square %46 : tensor<8x512x512xf32> -> tensor<8x512x512xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x512x512xf32>
    %49 = stablehlo.multiply %48, %46 : tensor<8x512x512xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%47 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<8x512x512xf32>, tensor<f32>) -> tensor<8x512xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_9 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %53 = stablehlo.divide %51, %52 : tensor<8x512x1xf32>
    %cst_10 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %55 = stablehlo.add %53, %54 : tensor<8x512x1xf32>
    %56 = stablehlo.rsqrt %55 : tensor<8x512x1xf32>
    %57 = stablehlo.divide %56, %55 : tensor<8x512x1xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %59 = stablehlo.multiply %58, %57 : tensor<8x512x1xf32>
    %60 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x512xf32>
    %61 = stablehlo.multiply %46, %60 : tensor<8x512x512xf32>
    %62 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x512x512xf32>
    %64 = stablehlo.multiply %61, %63 : tensor<8x512x512xf32>
    %65 = stablehlo.convert %64 : (tensor<8x512x512xf32>) -> tensor<8x512x512xbf16>
    %66 = stablehlo.dot_general %65, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x512xbf16>, tensor<512x1024xbf16>) -> tensor<8x512x1024xbf16>
    %67 = stablehlo.slice %66 [0:8, 0:512, 0:512] : (tensor<8x512x1024xbf16>) -> tensor<8x512x512xbf16>
    %68 = stablehlo.slice %66 [0:8, 0:512, 512:1024] : (tensor<8x512x1024xbf16>) -> tensor<8x512x512xbf16>
    %69 = stablehlo.negate %68 : tensor<8x512x512xbf16>
    %70 = stablehlo.exponential %69 : tensor<8x512x512xbf16>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %71 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<8x512x512xbf16>
    %72 = stablehlo.add %71, %70 : tensor<8x512x512xbf16>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %73 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<8x512x512xbf16>
    %74 = stablehlo.divide %73, %72 : tensor<8x512x512xbf16>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %75 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<8x512x512xbf16>
    %76 = stablehlo.subtract %75, %74 : tensor<8x512x512xbf16>
    %77 = stablehlo.multiply %74, %76 : tensor<8x512x512xbf16>
    %78 = stablehlo.multiply %67, %74 : tensor<8x512x512xbf16>
    %79 = stablehlo.convolution(%78, %arg2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[15, 15]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x512x512xbf16>, tensor<31x1x512xbf16>) -> tensor<8x512x512xbf16>
    %80 = stablehlo.convert %79 : (tensor<8x512x512xbf16>) -> tensor<8x512x512xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_16 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %83 = stablehlo.divide %81, %82 : tensor<512xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x512x512xf32>
    %86 = stablehlo.subtract %80, %85 : tensor<8x512x512xf32>
    %87 = chlo.square %86 : tensor<8x512x512xf32> -> tensor<8x512x512xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x512x512xf32>
    %89 = stablehlo.multiply %88, %86 : tensor<8x512x512xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%87 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_19 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %92 = stablehlo.divide %90, %91 : tensor<512xf32>
    %93 = stablehlo.broadcast_in_dim %83, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x512x512xf32>
    %95 = stablehlo.subtract %80, %94 : tensor<8x512x512xf32>
    %cst_20 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %97 = stablehlo.add %92, %96 : tensor<512xf32>
    %98 = stablehlo.rsqrt %97 : tensor<512xf32>
    %99 = stablehlo.divide %98, %97 : tensor<512xf32>
    %cst_21 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %101 = stablehlo.multiply %100, %99 : tensor<512xf32>
    %102 = stablehlo.broadcast_in_dim %98, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x512x512xf32>
    %104 = stablehlo.multiply %95, %103 : tensor<8x512x512xf32>
    %105 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x512x512xf32>
    %107 = stablehlo.multiply %104, %106 : tensor<8x512x512xf32>
    %108 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x512x512xf32>
    %110 = stablehlo.add %107, %109 : tensor<8x512x512xf32>
    %111 = stablehlo.convert %110 : (tensor<8x512x512xf32>) -> tensor<8x512x512xbf16>
    %112:3 = call @silu(%111) : (tensor<8x512x512xbf16>) -> (tensor<8x512x512xbf16>, tensor<8x512x512xbf16>, tensor<8x512x512xbf16>)
    %113 = stablehlo.dot_general %112#0, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x512xbf16>, tensor<512x512xbf16>) -> tensor<8x512x512xbf16>
    %114 = stablehlo.add %45, %113 : tensor<8x512x512xbf16>
    %115 = stablehlo.convert %114 : (tensor<8x512x512xbf16>) -> tensor<8x512x512xf32>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x512x512xf32>
    %117 = stablehlo.multiply %116, %115 : tensor<8x512x512xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_24 = stablehlo.constant dense<0x4A000000> : tensor<f32>
    %118 = stablehlo.divide %cst_23, %cst_24 : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<f32>) -> tensor<8x512x512xf32>
    %120 = stablehlo.multiply %119, %117 : tensor<8x512x512xf32>
    %121 = stablehlo.convert %120 : (tensor<8x512x512xf32>) -> tensor<8x512x512xbf16>
    %122 = stablehlo.dot_general %121, %112#0, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x512x512xbf16>, tensor<8x512x512xbf16>) -> tensor<512x512xbf16>
    %123 = stablehlo.transpose %122, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %124 = stablehlo.dot_general %121, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x512x512xbf16>, tensor<512x512xbf16>) -> tensor<8x512x512xbf16>
    %125 = call @silu_0(%112#1, %112#2, %111, %124) : (tensor<8x512x512xbf16>, tensor<8x512x512xbf16>, tensor<8x512x512xbf16>, tensor<8x512x512xbf16>) -> tensor<8x512x512xbf16>
    %126 = stablehlo.convert %125 : (tensor<8x512x512xbf16>) -> tensor<8x512x512xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.reduce(%126 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %128 = stablehlo.reshape %127 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %130 = stablehlo.multiply %104, %126 : tensor<8x512x512xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_27) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %132 = stablehlo.reshape %131 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %133 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x512x512xf32>
    %134 = stablehlo.multiply %126, %133 : tensor<8x512x512xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%132 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %136 = stablehlo.multiply %95, %134 : tensor<8x512x512xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.reduce(%136 init: %cst_29) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %138 = stablehlo.reshape %137 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %139 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x512x512xf32>
    %140 = stablehlo.multiply %134, %139 : tensor<8x512x512xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%138 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %142 = stablehlo.multiply %141, %101 : tensor<512xf32>
    %143 = stablehlo.negate %140 : tensor<8x512x512xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%143 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %145 = stablehlo.reshape %144 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.reduce(%145 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_33 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %148 = stablehlo.divide %142, %147 : tensor<512xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [2] : (tensor<512xf32>) -> tensor<8x512x512xf32>
    %150 = stablehlo.multiply %149, %89 : tensor<8x512x512xf32>
    %151 = stablehlo.negate %150 : tensor<8x512x512xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.reduce(%151 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %153 = stablehlo.reshape %152 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %154 = stablehlo.add %140, %150 : tensor<8x512x512xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%153 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %156 = stablehlo.add %146, %155 : tensor<512xf32>
    %cst_36 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %158 = stablehlo.divide %156, %157 : tensor<512xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [2] : (tensor<512xf32>) -> tensor<8x512x512xf32>
    %160 = stablehlo.add %154, %159 : tensor<8x512x512xf32>
    %161 = stablehlo.convert %160 : (tensor<8x512x512xf32>) -> tensor<8x512x512xbf16>
    %162 = stablehlo.convolution(%78, %161) dim_numbers = [f, 0, b]x[i, 0, o]->[0, b, f], window = {stride = [1], pad = [[15, 15]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 512 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x512x512xbf16>, tensor<8x512x512xbf16>) -> tensor<31x1x512xbf16>
    %163 = stablehlo.reshape %arg2 : (tensor<31x1x512xbf16>) -> tensor<31x1x512x1xbf16>
    %164 = stablehlo.transpose %163, dims = [0, 2, 1, 3] : (tensor<31x1x512x1xbf16>) -> tensor<31x512x1x1xbf16>
    %165 = stablehlo.reshape %164 : (tensor<31x512x1x1xbf16>) -> tensor<31x512x1xbf16>
    %166 = stablehlo.reverse %165, dims = [0] : tensor<31x512x1xbf16>
    %167 = stablehlo.convolution(%161, %166) dim_numbers = [b, 0, f]x[0, o, i]->[b, 0, f], window = {stride = [1], pad = [[15, 15]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 512 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x512x512xbf16>, tensor<31x512x1xbf16>) -> tensor<8x512x512xbf16>
    %168 = stablehlo.multiply %67, %167 : tensor<8x512x512xbf16>
    %169 = stablehlo.multiply %167, %74 : tensor<8x512x512xbf16>
    %170 = stablehlo.multiply %168, %77 : tensor<8x512x512xbf16>
    %171 = stablehlo.concatenate %169, %170, dim = 2 : (tensor<8x512x512xbf16>, tensor<8x512x512xbf16>) -> tensor<8x512x1024xbf16>
    %172 = stablehlo.dot_general %171, %65, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x512x1024xbf16>, tensor<8x512x512xbf16>) -> tensor<1024x512xbf16>
    %173 = stablehlo.transpose %172, dims = [1, 0] : (tensor<1024x512xbf16>) -> tensor<512x1024xbf16>
    %174 = stablehlo.dot_general %171, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x512x1024xbf16>, tensor<512x1024xbf16>) -> tensor<8x512x512xbf16>
    %175 = stablehlo.convert %174 : (tensor<8x512x512xbf16>) -> tensor<8x512x512xf32>
    %176 = stablehlo.multiply %61, %175 : tensor<8x512x512xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.reduce(%176 init: %cst_37) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %178 = stablehlo.reshape %177 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %179 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x512x512xf32>
    %180 = stablehlo.multiply %175, %179 : tensor<8x512x512xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.reduce(%178 init: %cst_38) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %182 = stablehlo.multiply %46, %180 : tensor<8x512x512xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.reduce(%182 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<8x512x512xf32>, tensor<f32>) -> tensor<8x512xf32>
    %184 = stablehlo.reshape %183 : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %185 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x512xf32>
    %186 = stablehlo.multiply %180, %185 : tensor<8x512x512xf32>
    %187 = stablehlo.multiply %184, %59 : tensor<8x512x1xf32>
    %cst_40 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %189 = stablehlo.divide %187, %188 : tensor<8x512x1xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.reduce(%189 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x512x1xf32>, tensor<f32>) -> tensor<8x512xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x512xf32>
    %192 = stablehlo.multiply %191, %49 : tensor<8x512x512xf32>
    %193 = stablehlo.add %186, %192 : tensor<8x512x512xf32>
    %194 = stablehlo.convert %193 : (tensor<8x512x512xf32>) -> tensor<8x512x512xbf16>
    %195 = stablehlo.add %121, %194 : tensor<8x512x512xbf16>
    %196 = stablehlo.dot_general %195, %43, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x512x512xbf16>, tensor<8x512x8x64xbf16>) -> tensor<512x8x64xbf16>
    %197 = stablehlo.transpose %196, dims = [1, 2, 0] : (tensor<512x8x64xbf16>) -> tensor<8x64x512xbf16>
    %198 = stablehlo.dot_general %195, %arg6, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x512x512xbf16>, tensor<8x64x512xbf16>) -> tensor<8x512x8x64xbf16>
    %199 = stablehlo.transpose %198, dims = [0, 2, 3, 1] : (tensor<8x512x8x64xbf16>) -> tensor<8x8x64x512xbf16>
    %200 = stablehlo.dot_general %199, %22, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64x512xbf16>, tensor<8x512x8x64xbf16>) -> tensor<8x8x512x512xbf16>
    %201 = stablehlo.dot_general %199, %41, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64x512xbf16>, tensor<8x8x512x512xbf16>) -> tensor<8x8x64x512xbf16>
    %202 = stablehlo.transpose %201, dims = [0, 3, 1, 2] : (tensor<8x8x64x512xbf16>) -> tensor<8x512x8x64xbf16>
    %203 = stablehlo.convert %200 : (tensor<8x8x512x512xbf16>) -> tensor<8x8x512x512xf32>
    %204 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<8x8x512x1xf32>) -> tensor<8x8x512x512xf32>
    %205 = stablehlo.multiply %203, %204 : tensor<8x8x512x512xf32>
    %206 = stablehlo.multiply %205, %33 : tensor<8x8x512x512xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.reduce(%206 init: %cst_42) applies stablehlo.add across dimensions = [3] : (tensor<8x8x512x512xf32>, tensor<f32>) -> tensor<8x8x512xf32>
    %208 = stablehlo.reshape %207 : (tensor<8x8x512xf32>) -> tensor<8x8x512x1xf32>
    %209 = stablehlo.negate %208 : tensor<8x8x512x1xf32>
    %210 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<8x8x512x1xf32>) -> tensor<8x8x512x512xf32>
    %211 = stablehlo.divide %203, %210 : tensor<8x8x512x512xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.reduce(%209 init: %cst_43) applies stablehlo.add across dimensions = [3] : (tensor<8x8x512x1xf32>, tensor<f32>) -> tensor<8x8x512xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<8x8x512xf32>) -> tensor<8x8x512x512xf32>
    %214 = stablehlo.add %211, %213 : tensor<8x8x512x512xf32>
    %215 = stablehlo.multiply %214, %33 : tensor<8x8x512x512xf32>
    %216 = stablehlo.convert %215 : (tensor<8x8x512x512xf32>) -> tensor<8x8x512x512xbf16>
    %cst_44 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %217 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<bf16>) -> tensor<8x8x512x512xbf16>
    %218 = stablehlo.multiply %216, %217 : tensor<8x8x512x512xbf16>
    %219 = stablehlo.dot_general %218, %18, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x512x512xbf16>, tensor<8x512x8x64xbf16>) -> tensor<8x8x512x64xbf16>
    %220 = stablehlo.transpose %219, dims = [0, 2, 1, 3] : (tensor<8x8x512x64xbf16>) -> tensor<8x512x8x64xbf16>
    %221 = stablehlo.dot_general %218, %20, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x512x512xbf16>, tensor<8x512x8x64xbf16>) -> tensor<8x8x512x64xbf16>
    %222 = stablehlo.transpose %221, dims = [0, 2, 1, 3] : (tensor<8x8x512x64xbf16>) -> tensor<8x512x8x64xbf16>
    %223 = stablehlo.broadcast_in_dim %202, dims = [1, 2, 3, 4] : (tensor<8x512x8x64xbf16>) -> tensor<1x8x512x8x64xbf16>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %224 = stablehlo.pad %223, %cst_45, low = [2, 0, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x8x512x8x64xbf16>, tensor<bf16>) -> tensor<3x8x512x8x64xbf16>
    %225 = stablehlo.broadcast_in_dim %220, dims = [1, 2, 3, 4] : (tensor<8x512x8x64xbf16>) -> tensor<1x8x512x8x64xbf16>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %226 = stablehlo.pad %225, %cst_46, low = [1, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x8x512x8x64xbf16>, tensor<bf16>) -> tensor<3x8x512x8x64xbf16>
    %227 = stablehlo.add %224, %226 : tensor<3x8x512x8x64xbf16>
    %228 = stablehlo.broadcast_in_dim %222, dims = [1, 2, 3, 4] : (tensor<8x512x8x64xbf16>) -> tensor<1x8x512x8x64xbf16>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %229 = stablehlo.pad %228, %cst_47, low = [0, 0, 0, 0, 0], high = [2, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x8x512x8x64xbf16>, tensor<bf16>) -> tensor<3x8x512x8x64xbf16>
    %230 = stablehlo.add %227, %229 : tensor<3x8x512x8x64xbf16>
    %231 = stablehlo.transpose %230, dims = [0, 3, 4, 1, 2] : (tensor<3x8x512x8x64xbf16>) -> tensor<3x8x64x8x512xbf16>
    %232 = stablehlo.dot_general %231, %arg7, contracting_dims = [0, 1, 2] x [1, 2, 3], precision = [DEFAULT, DEFAULT] : (tensor<3x8x64x8x512xbf16>, tensor<512x3x8x64xbf16>) -> tensor<8x512x512xbf16>
    %233 = stablehlo.dot_general %231, %14, contracting_dims = [3, 4] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x8x64x8x512xbf16>, tensor<8x512x512xbf16>) -> tensor<3x8x64x512xbf16>
    %234 = stablehlo.transpose %233, dims = [3, 0, 1, 2] : (tensor<3x8x64x512xbf16>) -> tensor<512x3x8x64xbf16>
    %235 = stablehlo.convert %232 : (tensor<8x512x512xbf16>) -> tensor<8x512x512xf32>
    %236 = stablehlo.multiply %10, %235 : tensor<8x512x512xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.reduce(%236 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %238 = stablehlo.reshape %237 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.reduce(%238 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %240 = stablehlo.add %181, %239 : tensor<512xf32>
    return %129, %135, %162, %240, %173, %123, %197, %234 : tensor<512xf32>, tensor<512xf32>, tensor<31x1x512xbf16>, tensor<512xf32>, tensor<512x1024xbf16>, tensor<512x512xbf16>, tensor<8x64x512xbf16>, tensor<512x3x8x64xbf16>
  }
  func.func private @silu(%arg0: tensor<8x512x512xbf16>) -> (tensor<8x512x512xbf16>, tensor<8x512x512xbf16>, tensor<8x512x512xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<8x512x512xbf16>
    %1 = stablehlo.exponential %0 : tensor<8x512x512xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x512x512xbf16>
    %3 = stablehlo.add %2, %1 : tensor<8x512x512xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<8x512x512xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<8x512x512xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<8x512x512xbf16>
    %7 = stablehlo.subtract %6, %5 : tensor<8x512x512xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<8x512x512xbf16>
    %9 = stablehlo.multiply %arg0, %5 : tensor<8x512x512xbf16>
    return %9, %8, %5 : tensor<8x512x512xbf16>, tensor<8x512x512xbf16>, tensor<8x512x512xbf16>
  }
  func.func private @silu_0(%arg0: tensor<8x512x512xbf16>, %arg1: tensor<8x512x512xbf16>, %arg2: tensor<8x512x512xbf16>, %arg3: tensor<8x512x512xbf16>) -> tensor<8x512x512xbf16> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<8x512x512xbf16>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<8x512x512xbf16>
    %2 = stablehlo.multiply %0, %arg0 : tensor<8x512x512xbf16>
    %3 = stablehlo.add %1, %2 : tensor<8x512x512xbf16>
    return %3 : tensor<8x512x512xbf16>
  }
}
