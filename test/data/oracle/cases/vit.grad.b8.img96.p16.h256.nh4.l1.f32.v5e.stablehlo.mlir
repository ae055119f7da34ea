module @jit_vit_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg3: tensor<256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg4: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg5: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg6: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg7: tensor<256x3x4x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg8: tensor<1x1x256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg9: tensor<256x1000xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg10: tensor<16x16x3x256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg11: tensor<1x37x256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg12: tensor<8x96x96x3xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg13: tensor<8xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<256xf32> {jax.result_info = "result['blocks'][0]['ln1_b']"}, tensor<256xf32> {jax.result_info = "result['blocks'][0]['ln1_s']"}, tensor<256xf32> {jax.result_info = "result['blocks'][0]['ln2_b']"}, tensor<256xf32> {jax.result_info = "result['blocks'][0]['ln2_s']"}, tensor<256x1024xf32> {jax.result_info = "result['blocks'][0]['w1']"}, tensor<1024x256xf32> {jax.result_info = "result['blocks'][0]['w2']"}, tensor<4x64x256xf32> {jax.result_info = "result['blocks'][0]['wo']"}, tensor<256x3x4x64xf32> {jax.result_info = "result['blocks'][0]['wqkv']"}, tensor<1x1x256xf32> {jax.result_info = "result['cls']"}, tensor<256x1000xf32> {jax.result_info = "result['head']"}, tensor<16x16x3x256xf32> {jax.result_info = "result['patch']"}, tensor<1x37x256xf32> {jax.result_info = "result['pos']"}) {
    %0 = stablehlo.convolution(%arg12, %arg10) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [16, 16], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x96x96x3xf32>, tensor<16x16x3x256xf32>) -> tensor<8x6x6x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<8x6x6x256xf32>) -> tensor<8x36x256xf32>
    %2 = stablehlo.broadcast_in_dim %arg8, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %3 = stablehlo.concatenate %2, %1, dim = 1 : (tensor<8x1x256xf32>, tensor<8x36x256xf32>) -> tensor<8x37x256xf32>
    %4 = stablehlo.broadcast_in_dim %arg11, dims = [0, 1, 2] : (tensor<1x37x256xf32>) -> tensor<8x37x256xf32>
    %5 = stablehlo.add %3, %4 : tensor<8x37x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x37x256xf32>, tensor<f32>) -> tensor<8x37xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<8x37xf32>) -> tensor<8x37x1xf32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x37x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<8x37x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x37x1xf32>) -> tensor<8x37x256xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x37x256xf32>
    %12 = chlo.square %11 : tensor<8x37x256xf32> -> tensor<8x37x256xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x37x256xf32>
    %14 = stablehlo.multiply %13, %11 : tensor<8x37x256xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x37x256xf32>, tensor<f32>) -> tensor<8x37xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<8x37xf32>) -> tensor<8x37x1xf32>
    %cst_3 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x37x1xf32>
    %18 = stablehlo.divide %16, %17 : tensor<8x37x1xf32>
    %19 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x37x1xf32>) -> tensor<8x37x256xf32>
    %20 = stablehlo.subtract %5, %19 : tensor<8x37x256xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x37x1xf32>
    %22 = stablehlo.add %18, %21 : tensor<8x37x1xf32>
    %23 = stablehlo.rsqrt %22 : tensor<8x37x1xf32>
    %24 = stablehlo.divide %23, %22 : tensor<8x37x1xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x37x1xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<8x37x1xf32>
    %27 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<8x37x1xf32>) -> tensor<8x37x256xf32>
    %28 = stablehlo.multiply %20, %27 : tensor<8x37x256xf32>
    %29 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x37x256xf32>
    %31 = stablehlo.multiply %28, %30 : tensor<8x37x256xf32>
    %32 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x37x256xf32>
    %34 = stablehlo.add %31, %33 : tensor<8x37x256xf32>
    %35 = stablehlo.dot_general %arg7, %34, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x3x4x64xf32>, tensor<8x37x256xf32>) -> tensor<3x4x64x8x37xf32>
    %36 = stablehlo.transpose %35, dims = [0, 3, 4, 1, 2] : (tensor<3x4x64x8x37xf32>) -> tensor<3x8x37x4x64xf32>
    %37 = stablehlo.slice %36 [0:1, 0:8, 0:37, 0:4, 0:64] : (tensor<3x8x37x4x64xf32>) -> tensor<1x8x37x4x64xf32>
    %38 = stablehlo.reshape %37 : (tensor<1x8x37x4x64xf32>) -> tensor<8x37x4x64xf32>
    %39 = stablehlo.slice %36 [1:2, 0:8, 0:37, 0:4, 0:64] : (tensor<3x8x37x4x64xf32>) -> tensor<1x8x37x4x64xf32>
    %40 = stablehlo.reshape %39 : (tensor<1x8x37x4x64xf32>) -> tensor<8x37x4x64xf32>
    %41 = stablehlo.slice %36 [2:3, 0:8, 0:37, 0:4, 0:64] : (tensor<3x8x37x4x64xf32>) -> tensor<1x8x37x4x64xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x8x37x4x64xf32>) -> tensor<8x37x4x64xf32>
    %43 = stablehlo.dot_general %38, %40, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x37x4x64xf32>, tensor<8x37x4x64xf32>) -> tensor<8x4x37x37xf32>
    %cst_6 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x4x37x37xf32>
    %45 = stablehlo.multiply %43, %44 : tensor<8x4x37x37xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x37x37xf32>, tensor<f32>) -> tensor<8x4x37xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x4x37xf32>
    %48 = stablehlo.maximum %47, %46 : tensor<8x4x37xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<8x4x37xf32>) -> tensor<8x4x37x1xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<8x4x37x1xf32>) -> tensor<8x4x37x37xf32>
    %51 = stablehlo.subtract %45, %50 : tensor<8x4x37x37xf32>
    %52 = stablehlo.exponential %51 : tensor<8x4x37x37xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<8x4x37x37xf32>, tensor<f32>) -> tensor<8x4x37xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<8x4x37xf32>) -> tensor<8x4x37x1xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<8x4x37x1xf32>) -> tensor<8x4x37x37xf32>
    %56 = stablehlo.divide %52, %55 : tensor<8x4x37x37xf32>
    %57 = stablehlo.multiply %54, %54 : tensor<8x4x37x1xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x4x37x1xf32>
    %59 = stablehlo.divide %58, %57 : tensor<8x4x37x1xf32>
    %60 = stablehlo.dot_general %42, %56, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x37x4x64xf32>, tensor<8x4x37x37xf32>) -> tensor<8x4x64x37xf32>
    %61 = stablehlo.transpose %60, dims = [0, 3, 1, 2] : (tensor<8x4x64x37xf32>) -> tensor<8x37x4x64xf32>
    %62 = stablehlo.dot_general %61, %arg6, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x37x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x37x256xf32>
    %63 = stablehlo.add %5, %62 : tensor<8x37x256xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x37x256xf32>, tensor<f32>) -> tensor<8x37xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1] : (tensor<8x37xf32>) -> tensor<8x37x1xf32>
    %cst_12 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x37x1xf32>
    %67 = stablehlo.divide %65, %66 : tensor<8x37x1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<8x37x1xf32>) -> tensor<8x37x256xf32>
    %69 = stablehlo.subtract %63, %68 : tensor<8x37x256xf32>
    %70 = chlo.square %69 : tensor<8x37x256xf32> -> tensor<8x37x256xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x37x256xf32>
    %72 = stablehlo.multiply %71, %69 : tensor<8x37x256xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%70 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<8x37x256xf32>, tensor<f32>) -> tensor<8x37xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<8x37xf32>) -> tensor<8x37x1xf32>
    %cst_15 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x37x1xf32>
    %76 = stablehlo.divide %74, %75 : tensor<8x37x1xf32>
    %77 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<8x37x1xf32>) -> tensor<8x37x256xf32>
    %78 = stablehlo.subtract %63, %77 : tensor<8x37x256xf32>
    %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x37x1xf32>
    %80 = stablehlo.add %76, %79 : tensor<8x37x1xf32>
    %81 = stablehlo.rsqrt %80 : tensor<8x37x1xf32>
    %82 = stablehlo.divide %81, %80 : tensor<8x37x1xf32>
    %cst_17 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x37x1xf32>
    %84 = stablehlo.multiply %83, %82 : tensor<8x37x1xf32>
    %85 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<8x37x1xf32>) -> tensor<8x37x256xf32>
    %86 = stablehlo.multiply %78, %85 : tensor<8x37x256xf32>
    %87 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x37x256xf32>
    %89 = stablehlo.multiply %86, %88 : tensor<8x37x256xf32>
    %90 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x37x256xf32>
    %92 = stablehlo.add %89, %91 : tensor<8x37x256xf32>
    %93 = stablehlo.dot_general %92, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x37x256xf32>, tensor<256x1024xf32>) -> tensor<8x37x1024xf32>
    %94 = stablehlo.multiply %93, %93 : tensor<8x37x1024xf32>
    %95 = stablehlo.multiply %94, %93 : tensor<8x37x1024xf32>
    %96 = stablehlo.multiply %93, %93 : tensor<8x37x1024xf32>
    %cst_18 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x37x1024xf32>
    %98 = stablehlo.multiply %97, %96 : tensor<8x37x1024xf32>
    %cst_19 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x37x1024xf32>
    %100 = stablehlo.multiply %99, %95 : tensor<8x37x1024xf32>
    %101 = stablehlo.add %93, %100 : tensor<8x37x1024xf32>
    %cst_20 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x37x1024xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<8x37x1024xf32>
    %104 = stablehlo.tanh %103 : tensor<8x37x1024xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x37x1024xf32>
    %106 = stablehlo.subtract %105, %104 : tensor<8x37x1024xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x37x1024xf32>
    %108 = stablehlo.add %107, %104 : tensor<8x37x1024xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x37x1024xf32>
    %110 = stablehlo.multiply %109, %108 : tensor<8x37x1024xf32>
    %111 = stablehlo.multiply %93, %110 : tensor<8x37x1024xf32>
    %112 = stablehlo.dot_general %111, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x37x1024xf32>, tensor<1024x256xf32>) -> tensor<8x37x256xf32>
    %113 = stablehlo.add %63, %112 : tensor<8x37x256xf32>
    %114 = stablehlo.slice %113 [0:8, 0:1, 0:256] : (tensor<8x37x256xf32>) -> tensor<8x1x256xf32>
    %115 = stablehlo.reshape %114 : (tensor<8x1x256xf32>) -> tensor<8x256xf32>
    %116 = stablehlo.dot_general %115, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256xf32>, tensor<256x1000xf32>) -> tensor<8x1000xf32>
    %117:2 = call @log_softmax(%116) : (tensor<8x1000xf32>) -> (tensor<8x1000xf32>, tensor<8x1xf32>)
    %118 = stablehlo.broadcast_in_dim %arg13, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %119 = call @take_along_axis(%118) : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = stablehlo.negate %cst_24 : tensor<f32>
    %cst_25 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %121 = stablehlo.divide %120, %cst_25 : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %124 = call @take_along_axis_0(%119, %123) : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x1000xf32>
    %125 = call @log_softmax_1(%117#0, %117#1, %124) : (tensor<8x1000xf32>, tensor<8x1xf32>, tensor<8x1000xf32>) -> tensor<8x1000xf32>
    %126 = stablehlo.dot_general %125, %115, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1000xf32>, tensor<8x256xf32>) -> tensor<1000x256xf32>
    %127 = stablehlo.transpose %126, dims = [1, 0] : (tensor<1000x256xf32>) -> tensor<256x1000xf32>
    %128 = stablehlo.dot_general %125, %arg9, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1000xf32>, tensor<256x1000xf32>) -> tensor<8x256xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 2] : (tensor<8x256xf32>) -> tensor<8x1x256xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.pad %129, %cst_26, low = [0, 0, 0], high = [0, 36, 0], interior = [0, 0, 0] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x37x256xf32>
    %131 = stablehlo.dot_general %130, %111, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x37x256xf32>, tensor<8x37x1024xf32>) -> tensor<256x1024xf32>
    %132 = stablehlo.transpose %131, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %133 = stablehlo.dot_general %130, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x37x256xf32>, tensor<1024x256xf32>) -> tensor<8x37x1024xf32>
    %134 = stablehlo.multiply %93, %133 : tensor<8x37x1024xf32>
    %135 = stablehlo.multiply %133, %110 : tensor<8x37x1024xf32>
    %cst_27 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x37x1024xf32>
    %137 = stablehlo.multiply %136, %134 : tensor<8x37x1024xf32>
    %138 = stablehlo.multiply %137, %106 : tensor<8x37x1024xf32>
    %139 = stablehlo.multiply %138, %104 : tensor<8x37x1024xf32>
    %140 = stablehlo.add %138, %139 : tensor<8x37x1024xf32>
    %cst_28 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x37x1024xf32>
    %142 = stablehlo.multiply %141, %140 : tensor<8x37x1024xf32>
    %143 = stablehlo.add %135, %142 : tensor<8x37x1024xf32>
    %cst_29 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x37x1024xf32>
    %145 = stablehlo.multiply %144, %142 : tensor<8x37x1024xf32>
    %146 = stablehlo.multiply %145, %98 : tensor<8x37x1024xf32>
    %147 = stablehlo.add %143, %146 : tensor<8x37x1024xf32>
    %148 = stablehlo.dot_general %147, %92, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x37x1024xf32>, tensor<8x37x256xf32>) -> tensor<1024x256xf32>
    %149 = stablehlo.transpose %148, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %150 = stablehlo.dot_general %147, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x37x1024xf32>, tensor<256x1024xf32>) -> tensor<8x37x256xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%150 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x37x256xf32>, tensor<f32>) -> tensor<256xf32>
    %152 = stablehlo.reshape %151 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%152 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %154 = stablehlo.multiply %86, %150 : tensor<8x37x256xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%154 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x37x256xf32>, tensor<f32>) -> tensor<256xf32>
    %156 = stablehlo.reshape %155 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %157 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x37x256xf32>
    %158 = stablehlo.multiply %150, %157 : tensor<8x37x256xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%156 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %160 = stablehlo.multiply %78, %158 : tensor<8x37x256xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.reduce(%160 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x37x256xf32>, tensor<f32>) -> tensor<8x37xf32>
    %162 = stablehlo.reshape %161 : (tensor<8x37xf32>) -> tensor<8x37x1xf32>
    %163 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<8x37x1xf32>) -> tensor<8x37x256xf32>
    %164 = stablehlo.multiply %158, %163 : tensor<8x37x256xf32>
    %165 = stablehlo.multiply %162, %84 : tensor<8x37x1xf32>
    %166 = stablehlo.negate %164 : tensor<8x37x256xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.reduce(%166 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x37x256xf32>, tensor<f32>) -> tensor<8x37xf32>
    %168 = stablehlo.reshape %167 : (tensor<8x37xf32>) -> tensor<8x37x1xf32>
    %169 = stablehlo.add %130, %164 : tensor<8x37x256xf32>
    %cst_36 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x37x1xf32>
    %171 = stablehlo.divide %165, %170 : tensor<8x37x1xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.reduce(%171 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x37x1xf32>, tensor<f32>) -> tensor<8x37xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<8x37xf32>) -> tensor<8x37x256xf32>
    %174 = stablehlo.multiply %173, %72 : tensor<8x37x256xf32>
    %175 = stablehlo.negate %174 : tensor<8x37x256xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%175 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x37x256xf32>, tensor<f32>) -> tensor<8x37xf32>
    %177 = stablehlo.reshape %176 : (tensor<8x37xf32>) -> tensor<8x37x1xf32>
    %178 = stablehlo.add %169, %174 : tensor<8x37x256xf32>
    %179 = stablehlo.add %168, %177 : tensor<8x37x1xf32>
    %cst_39 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x37x1xf32>
    %181 = stablehlo.divide %179, %180 : tensor<8x37x1xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%181 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x37x1xf32>, tensor<f32>) -> tensor<8x37xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1] : (tensor<8x37xf32>) -> tensor<8x37x256xf32>
    %184 = stablehlo.add %178, %183 : tensor<8x37x256xf32>
    %185 = stablehlo.dot_general %184, %61, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x37x256xf32>, tensor<8x37x4x64xf32>) -> tensor<256x4x64xf32>
    %186 = stablehlo.transpose %185, dims = [1, 2, 0] : (tensor<256x4x64xf32>) -> tensor<4x64x256xf32>
    %187 = stablehlo.dot_general %184, %arg6, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x37x256xf32>, tensor<4x64x256xf32>) -> tensor<8x37x4x64xf32>
    %188 = stablehlo.transpose %187, dims = [0, 2, 3, 1] : (tensor<8x37x4x64xf32>) -> tensor<8x4x64x37xf32>
    %189 = stablehlo.dot_general %188, %42, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x37xf32>, tensor<8x37x4x64xf32>) -> tensor<8x4x37x37xf32>
    %190 = stablehlo.dot_general %188, %56, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x37xf32>, tensor<8x4x37x37xf32>) -> tensor<8x4x64x37xf32>
    %191 = stablehlo.transpose %190, dims = [0, 3, 1, 2] : (tensor<8x4x64x37xf32>) -> tensor<8x37x4x64xf32>
    %192 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<8x4x37x1xf32>) -> tensor<8x4x37x37xf32>
    %193 = stablehlo.multiply %189, %192 : tensor<8x4x37x37xf32>
    %194 = stablehlo.multiply %193, %52 : tensor<8x4x37x37xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.reduce(%194 init: %cst_41) applies stablehlo.add across dimensions = [3] : (tensor<8x4x37x37xf32>, tensor<f32>) -> tensor<8x4x37xf32>
    %196 = stablehlo.reshape %195 : (tensor<8x4x37xf32>) -> tensor<8x4x37x1xf32>
    %197 = stablehlo.negate %196 : tensor<8x4x37x1xf32>
    %198 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<8x4x37x1xf32>) -> tensor<8x4x37x37xf32>
    %199 = stablehlo.divide %189, %198 : tensor<8x4x37x37xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.reduce(%197 init: %cst_42) applies stablehlo.add across dimensions = [3] : (tensor<8x4x37x1xf32>, tensor<f32>) -> tensor<8x4x37xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<8x4x37xf32>) -> tensor<8x4x37x37xf32>
    %202 = stablehlo.add %199, %201 : tensor<8x4x37x37xf32>
    %203 = stablehlo.multiply %202, %52 : tensor<8x4x37x37xf32>
    %cst_43 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x4x37x37xf32>
    %205 = stablehlo.multiply %203, %204 : tensor<8x4x37x37xf32>
    %206 = stablehlo.dot_general %205, %38, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x37x37xf32>, tensor<8x37x4x64xf32>) -> tensor<8x4x37x64xf32>
    %207 = stablehlo.transpose %206, dims = [0, 2, 1, 3] : (tensor<8x4x37x64xf32>) -> tensor<8x37x4x64xf32>
    %208 = stablehlo.dot_general %205, %40, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x37x37xf32>, tensor<8x37x4x64xf32>) -> tensor<8x4x37x64xf32>
    %209 = stablehlo.transpose %208, dims = [0, 2, 1, 3] : (tensor<8x4x37x64xf32>) -> tensor<8x37x4x64xf32>
    %210 = stablehlo.broadcast_in_dim %191, dims = [1, 2, 3, 4] : (tensor<8x37x4x64xf32>) -> tensor<1x8x37x4x64xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.pad %210, %cst_44, low = [2, 0, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x8x37x4x64xf32>, tensor<f32>) -> tensor<3x8x37x4x64xf32>
    %212 = stablehlo.broadcast_in_dim %207, dims = [1, 2, 3, 4] : (tensor<8x37x4x64xf32>) -> tensor<1x8x37x4x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.pad %212, %cst_45, low = [1, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x8x37x4x64xf32>, tensor<f32>) -> tensor<3x8x37x4x64xf32>
    %214 = stablehlo.add %211, %213 : tensor<3x8x37x4x64xf32>
    %215 = stablehlo.broadcast_in_dim %209, dims = [1, 2, 3, 4] : (tensor<8x37x4x64xf32>) -> tensor<1x8x37x4x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.pad %215, %cst_46, low = [0, 0, 0, 0, 0], high = [2, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x8x37x4x64xf32>, tensor<f32>) -> tensor<3x8x37x4x64xf32>
    %217 = stablehlo.add %214, %216 : tensor<3x8x37x4x64xf32>
    %218 = stablehlo.transpose %217, dims = [0, 3, 4, 1, 2] : (tensor<3x8x37x4x64xf32>) -> tensor<3x4x64x8x37xf32>
    %219 = stablehlo.dot_general %218, %arg7, contracting_dims = [0, 1, 2] x [1, 2, 3], precision = [DEFAULT, DEFAULT] : (tensor<3x4x64x8x37xf32>, tensor<256x3x4x64xf32>) -> tensor<8x37x256xf32>
    %220 = stablehlo.dot_general %218, %34, contracting_dims = [3, 4] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x4x64x8x37xf32>, tensor<8x37x256xf32>) -> tensor<3x4x64x256xf32>
    %221 = stablehlo.transpose %220, dims = [3, 0, 1, 2] : (tensor<3x4x64x256xf32>) -> tensor<256x3x4x64xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.reduce(%219 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x37x256xf32>, tensor<f32>) -> tensor<256xf32>
    %223 = stablehlo.reshape %222 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %224 = stablehlo.reduce(%223 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %225 = stablehlo.multiply %28, %219 : tensor<8x37x256xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.reduce(%225 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x37x256xf32>, tensor<f32>) -> tensor<256xf32>
    %227 = stablehlo.reshape %226 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %228 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x37x256xf32>
    %229 = stablehlo.multiply %219, %228 : tensor<8x37x256xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.reduce(%227 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %231 = stablehlo.multiply %20, %229 : tensor<8x37x256xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.reduce(%231 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<8x37x256xf32>, tensor<f32>) -> tensor<8x37xf32>
    %233 = stablehlo.reshape %232 : (tensor<8x37xf32>) -> tensor<8x37x1xf32>
    %234 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<8x37x1xf32>) -> tensor<8x37x256xf32>
    %235 = stablehlo.multiply %229, %234 : tensor<8x37x256xf32>
    %236 = stablehlo.multiply %233, %26 : tensor<8x37x1xf32>
    %237 = stablehlo.negate %235 : tensor<8x37x256xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.reduce(%237 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<8x37x256xf32>, tensor<f32>) -> tensor<8x37xf32>
    %239 = stablehlo.reshape %238 : (tensor<8x37xf32>) -> tensor<8x37x1xf32>
    %240 = stablehlo.add %184, %235 : tensor<8x37x256xf32>
    %cst_53 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x37x1xf32>
    %242 = stablehlo.divide %236, %241 : tensor<8x37x1xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.reduce(%242 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<8x37x1xf32>, tensor<f32>) -> tensor<8x37xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1] : (tensor<8x37xf32>) -> tensor<8x37x256xf32>
    %245 = stablehlo.multiply %244, %14 : tensor<8x37x256xf32>
    %246 = stablehlo.negate %245 : tensor<8x37x256xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.reduce(%246 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<8x37x256xf32>, tensor<f32>) -> tensor<8x37xf32>
    %248 = stablehlo.reshape %247 : (tensor<8x37xf32>) -> tensor<8x37x1xf32>
    %249 = stablehlo.add %240, %245 : tensor<8x37x256xf32>
    %250 = stablehlo.add %239, %248 : tensor<8x37x1xf32>
    %cst_56 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x37x1xf32>
    %252 = stablehlo.divide %250, %251 : tensor<8x37x1xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.reduce(%252 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<8x37x1xf32>, tensor<f32>) -> tensor<8x37xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1] : (tensor<8x37xf32>) -> tensor<8x37x256xf32>
    %255 = stablehlo.add %249, %254 : tensor<8x37x256xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.reduce(%255 init: %cst_58) applies stablehlo.add across dimensions = [0] : (tensor<8x37x256xf32>, tensor<f32>) -> tensor<37x256xf32>
    %257 = stablehlo.reshape %256 : (tensor<37x256xf32>) -> tensor<1x37x256xf32>
    %258 = stablehlo.slice %255 [0:8, 0:1, 0:256] : (tensor<8x37x256xf32>) -> tensor<8x1x256xf32>
    %259 = stablehlo.slice %255 [0:8, 1:37, 0:256] : (tensor<8x37x256xf32>) -> tensor<8x36x256xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.reduce(%258 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %262 = stablehlo.reshape %259 : (tensor<8x36x256xf32>) -> tensor<8x6x6x256xf32>
    %263 = stablehlo.convolution(%arg12, %262) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [16, 16], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x96x96x3xf32>, tensor<8x6x6x256xf32>) -> tensor<16x16x3x256xf32>
    return %224, %230, %153, %159, %149, %132, %186, %221, %261, %127, %263, %257 : tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<4x64x256xf32>, tensor<256x3x4x64xf32>, tensor<1x1x256xf32>, tensor<256x1000xf32>, tensor<16x16x3x256xf32>, tensor<1x37x256xf32>
  }
  func.func private @log_softmax(%arg0: tensor<8x1000xf32>) -> (tensor<8x1000xf32>, tensor<8x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<8x1000xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1000xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x1000xf32>
    %6 = stablehlo.exponential %5 : tensor<8x1000xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x1000xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    return %6, %8 : tensor<8x1000xf32>, tensor<8x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x1xi32>) -> tensor<8x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<1000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<8x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<8x1xi1>, tensor<8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    return %5 : tensor<8x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<8x1x1xi32>, %arg1: tensor<8x1xf32>) -> tensor<8x1000xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1000xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x1000xf32>, tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x1000xf32>
    return %1 : tensor<8x1000xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<8x1000xf32>, %arg1: tensor<8x1xf32>, %arg2: tensor<8x1000xf32>) -> tensor<8x1000xf32> {
    %0 = stablehlo.negate %arg2 : tensor<8x1000xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x1000xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8xf32>) -> tensor<8x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xf32>) -> tensor<8x1000xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8x1000xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<8x1000xf32>
    return %7 : tensor<8x1000xf32>
  }
}
