module @jit_encoder_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<8000x768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<768x16xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<3072xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg3: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg4: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg5: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg6: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg7: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg8: tensor<768x3072xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg9: tensor<3072x768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg10: tensor<768x768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg11: tensor<768x2304xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg12: tensor<3072xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg13: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg14: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg15: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg16: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg17: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg18: tensor<768x3072xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg19: tensor<3072x768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg20: tensor<768x768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg21: tensor<768x2304xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg22: tensor<512x768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg23: tensor<16x256xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg24: tensor<16x256xi1> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<16x16xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x256xi32>
    %1 = stablehlo.compare LT, %arg23, %0, SIGNED : (tensor<16x256xi32>, tensor<16x256xi32>) -> tensor<16x256xi1>
    %c_0 = stablehlo.constant dense<8000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x256xi32>
    %3 = stablehlo.add %arg23, %2 : tensor<16x256xi32>
    %4 = stablehlo.select %1, %3, %arg23 : tensor<16x256xi1>, tensor<16x256xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x256xi32>) -> tensor<16x256x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 768>}> : (tensor<8000x768xbf16>, tensor<16x256x1xi32>) -> tensor<16x256x768xbf16>
    %7 = stablehlo.slice %arg22 [0:256, 0:768] : (tensor<512x768xbf16>) -> tensor<256x768xbf16>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<256x768xbf16>) -> tensor<1x256x768xbf16>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x256x768xbf16>) -> tensor<16x256x768xbf16>
    %10 = stablehlo.add %6, %9 : tensor<16x256x768xbf16>
    %11 = stablehlo.dot_general %10, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x768xbf16>, tensor<768x2304xbf16>) -> tensor<16x256x2304xbf16>
    %12 = stablehlo.reshape %11 : (tensor<16x256x2304xbf16>) -> tensor<16x256x3x12x64xbf16>
    %13 = stablehlo.slice %12 [0:16, 0:256, 0:1, 0:12, 0:64] : (tensor<16x256x3x12x64xbf16>) -> tensor<16x256x1x12x64xbf16>
    %14 = stablehlo.reshape %13 : (tensor<16x256x1x12x64xbf16>) -> tensor<16x256x12x64xbf16>
    %15 = stablehlo.slice %12 [0:16, 0:256, 1:2, 0:12, 0:64] : (tensor<16x256x3x12x64xbf16>) -> tensor<16x256x1x12x64xbf16>
    %16 = stablehlo.reshape %15 : (tensor<16x256x1x12x64xbf16>) -> tensor<16x256x12x64xbf16>
    %17 = stablehlo.slice %12 [0:16, 0:256, 2:3, 0:12, 0:64] : (tensor<16x256x3x12x64xbf16>) -> tensor<16x256x1x12x64xbf16>
    %18 = stablehlo.reshape %17 : (tensor<16x256x1x12x64xbf16>) -> tensor<16x256x12x64xbf16>
    %19 = stablehlo.dot_general %14, %16, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x256x12x64xbf16>, tensor<16x256x12x64xbf16>) -> tensor<16x12x256x256xbf16>
    %cst = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x12x256x256xbf16>
    %21 = stablehlo.multiply %19, %20 : tensor<16x12x256x256xbf16>
    %22 = stablehlo.broadcast_in_dim %arg24, dims = [0, 3] : (tensor<16x256xi1>) -> tensor<16x1x1x256xi1>
    %cst_1 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %23 = call @_where(%22, %21, %cst_1) : (tensor<16x1x1x256xi1>, tensor<16x12x256x256xbf16>, tensor<bf16>) -> tensor<16x12x256x256xbf16>
    %24 = stablehlo.convert %23 : (tensor<16x12x256x256xbf16>) -> tensor<16x12x256x256xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_2) applies stablehlo.maximum across dimensions = [3] : (tensor<16x12x256x256xf32>, tensor<f32>) -> tensor<16x12x256xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x12x256xf32>
    %27 = stablehlo.maximum %26, %25 : tensor<16x12x256xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<16x12x256xf32>) -> tensor<16x12x256x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<16x12x256x1xf32>) -> tensor<16x12x256x256xf32>
    %30 = stablehlo.subtract %24, %29 : tensor<16x12x256x256xf32>
    %31 = stablehlo.exponential %30 : tensor<16x12x256x256xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<16x12x256x256xf32>, tensor<f32>) -> tensor<16x12x256xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<16x12x256xf32>) -> tensor<16x12x256x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<16x12x256x1xf32>) -> tensor<16x12x256x256xf32>
    %35 = stablehlo.divide %31, %34 : tensor<16x12x256x256xf32>
    %36 = stablehlo.convert %35 : (tensor<16x12x256x256xf32>) -> tensor<16x12x256x256xbf16>
    %37 = stablehlo.dot_general %18, %36, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x256x12x64xbf16>, tensor<16x12x256x256xbf16>) -> tensor<16x12x64x256xbf16>
    %38 = stablehlo.transpose %37, dims = [0, 3, 1, 2] : (tensor<16x12x64x256xbf16>) -> tensor<16x256x12x64xbf16>
    %39 = stablehlo.reshape %38 : (tensor<16x256x12x64xbf16>) -> tensor<16x256x768xbf16>
    %40 = stablehlo.dot_general %39, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x768xbf16>, tensor<768x768xbf16>) -> tensor<16x256x768xbf16>
    %41 = stablehlo.add %10, %40 : tensor<16x256x768xbf16>
    %42 = stablehlo.convert %41 : (tensor<16x256x768xbf16>) -> tensor<16x256x768xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<16x256x768xf32>, tensor<f32>) -> tensor<16x256xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %cst_6 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %46 = stablehlo.divide %44, %45 : tensor<16x256x1xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x768xf32>
    %48 = stablehlo.subtract %42, %47 : tensor<16x256x768xf32>
    %49 = chlo.square %48 : tensor<16x256x768xf32> -> tensor<16x256x768xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<16x256x768xf32>, tensor<f32>) -> tensor<16x256xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %cst_8 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %53 = stablehlo.divide %51, %52 : tensor<16x256x1xf32>
    %54 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x768xf32>
    %55 = stablehlo.subtract %42, %54 : tensor<16x256x768xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %57 = stablehlo.add %53, %56 : tensor<16x256x1xf32>
    %58 = stablehlo.rsqrt %57 : tensor<16x256x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x768xf32>
    %60 = stablehlo.multiply %55, %59 : tensor<16x256x768xf32>
    %61 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<16x256x768xf32>
    %63 = stablehlo.multiply %60, %62 : tensor<16x256x768xf32>
    %64 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<16x256x768xf32>
    %66 = stablehlo.add %63, %65 : tensor<16x256x768xf32>
    %67 = stablehlo.convert %66 : (tensor<16x256x768xf32>) -> tensor<16x256x768xbf16>
    %68 = stablehlo.dot_general %67, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x768xbf16>, tensor<768x3072xbf16>) -> tensor<16x256x3072xbf16>
    %69 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<3072xbf16>) -> tensor<1x1x3072xbf16>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<1x1x3072xbf16>) -> tensor<16x256x3072xbf16>
    %71 = stablehlo.add %68, %70 : tensor<16x256x3072xbf16>
    %72 = stablehlo.multiply %71, %71 : tensor<16x256x3072xbf16>
    %73 = stablehlo.multiply %72, %71 : tensor<16x256x3072xbf16>
    %cst_10 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %74 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<16x256x3072xbf16>
    %75 = stablehlo.multiply %74, %73 : tensor<16x256x3072xbf16>
    %76 = stablehlo.add %71, %75 : tensor<16x256x3072xbf16>
    %cst_11 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %77 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<16x256x3072xbf16>
    %78 = stablehlo.multiply %77, %76 : tensor<16x256x3072xbf16>
    %79 = stablehlo.tanh %78 : tensor<16x256x3072xbf16>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %80 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<16x256x3072xbf16>
    %81 = stablehlo.add %80, %79 : tensor<16x256x3072xbf16>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %82 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<16x256x3072xbf16>
    %83 = stablehlo.multiply %82, %81 : tensor<16x256x3072xbf16>
    %84 = stablehlo.multiply %71, %83 : tensor<16x256x3072xbf16>
    %85 = stablehlo.dot_general %84, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x3072xbf16>, tensor<3072x768xbf16>) -> tensor<16x256x768xbf16>
    %86 = stablehlo.add %67, %85 : tensor<16x256x768xbf16>
    %87 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<16x256x768xbf16>
    %89 = stablehlo.add %86, %88 : tensor<16x256x768xbf16>
    %90 = stablehlo.convert %89 : (tensor<16x256x768xbf16>) -> tensor<16x256x768xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<16x256x768xf32>, tensor<f32>) -> tensor<16x256xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %cst_15 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %94 = stablehlo.divide %92, %93 : tensor<16x256x1xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x768xf32>
    %96 = stablehlo.subtract %90, %95 : tensor<16x256x768xf32>
    %97 = chlo.square %96 : tensor<16x256x768xf32> -> tensor<16x256x768xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%97 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<16x256x768xf32>, tensor<f32>) -> tensor<16x256xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %cst_17 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %101 = stablehlo.divide %99, %100 : tensor<16x256x1xf32>
    %102 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x768xf32>
    %103 = stablehlo.subtract %90, %102 : tensor<16x256x768xf32>
    %cst_18 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %105 = stablehlo.add %101, %104 : tensor<16x256x1xf32>
    %106 = stablehlo.rsqrt %105 : tensor<16x256x1xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x768xf32>
    %108 = stablehlo.multiply %103, %107 : tensor<16x256x768xf32>
    %109 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<16x256x768xf32>
    %111 = stablehlo.multiply %108, %110 : tensor<16x256x768xf32>
    %112 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<16x256x768xf32>
    %114 = stablehlo.add %111, %113 : tensor<16x256x768xf32>
    %115 = stablehlo.convert %114 : (tensor<16x256x768xf32>) -> tensor<16x256x768xbf16>
    %116 = stablehlo.dot_general %115, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x768xbf16>, tensor<768x2304xbf16>) -> tensor<16x256x2304xbf16>
    %117 = stablehlo.reshape %116 : (tensor<16x256x2304xbf16>) -> tensor<16x256x3x12x64xbf16>
    %118 = stablehlo.slice %117 [0:16, 0:256, 0:1, 0:12, 0:64] : (tensor<16x256x3x12x64xbf16>) -> tensor<16x256x1x12x64xbf16>
    %119 = stablehlo.reshape %118 : (tensor<16x256x1x12x64xbf16>) -> tensor<16x256x12x64xbf16>
    %120 = stablehlo.slice %117 [0:16, 0:256, 1:2, 0:12, 0:64] : (tensor<16x256x3x12x64xbf16>) -> tensor<16x256x1x12x64xbf16>
    %121 = stablehlo.reshape %120 : (tensor<16x256x1x12x64xbf16>) -> tensor<16x256x12x64xbf16>
    %122 = stablehlo.slice %117 [0:16, 0:256, 2:3, 0:12, 0:64] : (tensor<16x256x3x12x64xbf16>) -> tensor<16x256x1x12x64xbf16>
    %123 = stablehlo.reshape %122 : (tensor<16x256x1x12x64xbf16>) -> tensor<16x256x12x64xbf16>
    %124 = stablehlo.dot_general %119, %121, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x256x12x64xbf16>, tensor<16x256x12x64xbf16>) -> tensor<16x12x256x256xbf16>
    %cst_19 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %125 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<16x12x256x256xbf16>
    %126 = stablehlo.multiply %124, %125 : tensor<16x12x256x256xbf16>
    %127 = stablehlo.broadcast_in_dim %arg24, dims = [0, 3] : (tensor<16x256xi1>) -> tensor<16x1x1x256xi1>
    %cst_20 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %128 = call @_where(%127, %126, %cst_20) : (tensor<16x1x1x256xi1>, tensor<16x12x256x256xbf16>, tensor<bf16>) -> tensor<16x12x256x256xbf16>
    %129 = stablehlo.convert %128 : (tensor<16x12x256x256xbf16>) -> tensor<16x12x256x256xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %130 = stablehlo.reduce(%129 init: %cst_21) applies stablehlo.maximum across dimensions = [3] : (tensor<16x12x256x256xf32>, tensor<f32>) -> tensor<16x12x256xf32>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16x12x256xf32>
    %132 = stablehlo.maximum %131, %130 : tensor<16x12x256xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<16x12x256xf32>) -> tensor<16x12x256x1xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2, 3] : (tensor<16x12x256x1xf32>) -> tensor<16x12x256x256xf32>
    %135 = stablehlo.subtract %129, %134 : tensor<16x12x256x256xf32>
    %136 = stablehlo.exponential %135 : tensor<16x12x256x256xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.reduce(%136 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<16x12x256x256xf32>, tensor<f32>) -> tensor<16x12x256xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<16x12x256xf32>) -> tensor<16x12x256x1xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<16x12x256x1xf32>) -> tensor<16x12x256x256xf32>
    %140 = stablehlo.divide %136, %139 : tensor<16x12x256x256xf32>
    %141 = stablehlo.convert %140 : (tensor<16x12x256x256xf32>) -> tensor<16x12x256x256xbf16>
    %142 = stablehlo.dot_general %123, %141, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x256x12x64xbf16>, tensor<16x12x256x256xbf16>) -> tensor<16x12x64x256xbf16>
    %143 = stablehlo.transpose %142, dims = [0, 3, 1, 2] : (tensor<16x12x64x256xbf16>) -> tensor<16x256x12x64xbf16>
    %144 = stablehlo.reshape %143 : (tensor<16x256x12x64xbf16>) -> tensor<16x256x768xbf16>
    %145 = stablehlo.dot_general %144, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x768xbf16>, tensor<768x768xbf16>) -> tensor<16x256x768xbf16>
    %146 = stablehlo.add %115, %145 : tensor<16x256x768xbf16>
    %147 = stablehlo.convert %146 : (tensor<16x256x768xbf16>) -> tensor<16x256x768xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<16x256x768xf32>, tensor<f32>) -> tensor<16x256xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %cst_25 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %151 = stablehlo.divide %149, %150 : tensor<16x256x1xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x768xf32>
    %153 = stablehlo.subtract %147, %152 : tensor<16x256x768xf32>
    %154 = chlo.square %153 : tensor<16x256x768xf32> -> tensor<16x256x768xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%154 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<16x256x768xf32>, tensor<f32>) -> tensor<16x256xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %cst_27 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %158 = stablehlo.divide %156, %157 : tensor<16x256x1xf32>
    %159 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x768xf32>
    %160 = stablehlo.subtract %147, %159 : tensor<16x256x768xf32>
    %cst_28 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %162 = stablehlo.add %158, %161 : tensor<16x256x1xf32>
    %163 = stablehlo.rsqrt %162 : tensor<16x256x1xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x768xf32>
    %165 = stablehlo.multiply %160, %164 : tensor<16x256x768xf32>
    %166 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<16x256x768xf32>
    %168 = stablehlo.multiply %165, %167 : tensor<16x256x768xf32>
    %169 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<16x256x768xf32>
    %171 = stablehlo.add %168, %170 : tensor<16x256x768xf32>
    %172 = stablehlo.convert %171 : (tensor<16x256x768xf32>) -> tensor<16x256x768xbf16>
    %173 = stablehlo.dot_general %172, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x768xbf16>, tensor<768x3072xbf16>) -> tensor<16x256x3072xbf16>
    %174 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<3072xbf16>) -> tensor<1x1x3072xbf16>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<1x1x3072xbf16>) -> tensor<16x256x3072xbf16>
    %176 = stablehlo.add %173, %175 : tensor<16x256x3072xbf16>
    %177 = stablehlo.multiply %176, %176 : tensor<16x256x3072xbf16>
    %178 = stablehlo.multiply %177, %176 : tensor<16x256x3072xbf16>
    %cst_29 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %179 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<bf16>) -> tensor<16x256x3072xbf16>
    %180 = stablehlo.multiply %179, %178 : tensor<16x256x3072xbf16>
    %181 = stablehlo.add %176, %180 : tensor<16x256x3072xbf16>
    %cst_30 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %182 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<bf16>) -> tensor<16x256x3072xbf16>
    %183 = stablehlo.multiply %182, %181 : tensor<16x256x3072xbf16>
    %184 = stablehlo.tanh %183 : tensor<16x256x3072xbf16>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %185 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<bf16>) -> tensor<16x256x3072xbf16>
    %186 = stablehlo.add %185, %184 : tensor<16x256x3072xbf16>
    %cst_32 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %187 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<bf16>) -> tensor<16x256x3072xbf16>
    %188 = stablehlo.multiply %187, %186 : tensor<16x256x3072xbf16>
    %189 = stablehlo.multiply %176, %188 : tensor<16x256x3072xbf16>
    %190 = stablehlo.dot_general %189, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x3072xbf16>, tensor<3072x768xbf16>) -> tensor<16x256x768xbf16>
    %191 = stablehlo.add %172, %190 : tensor<16x256x768xbf16>
    %192 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<16x256x768xbf16>
    %194 = stablehlo.add %191, %193 : tensor<16x256x768xbf16>
    %195 = stablehlo.convert %194 : (tensor<16x256x768xbf16>) -> tensor<16x256x768xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.reduce(%195 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<16x256x768xf32>, tensor<f32>) -> tensor<16x256xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %cst_34 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %199 = stablehlo.divide %197, %198 : tensor<16x256x1xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x768xf32>
    %201 = stablehlo.subtract %195, %200 : tensor<16x256x768xf32>
    %202 = chlo.square %201 : tensor<16x256x768xf32> -> tensor<16x256x768xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.reduce(%202 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<16x256x768xf32>, tensor<f32>) -> tensor<16x256xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %cst_36 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %206 = stablehlo.divide %204, %205 : tensor<16x256x1xf32>
    %207 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x768xf32>
    %208 = stablehlo.subtract %195, %207 : tensor<16x256x768xf32>
    %cst_37 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %210 = stablehlo.add %206, %209 : tensor<16x256x1xf32>
    %211 = stablehlo.rsqrt %210 : tensor<16x256x1xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x768xf32>
    %213 = stablehlo.multiply %208, %212 : tensor<16x256x768xf32>
    %214 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<16x256x768xf32>
    %216 = stablehlo.multiply %213, %215 : tensor<16x256x768xf32>
    %217 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<16x256x768xf32>
    %219 = stablehlo.add %216, %218 : tensor<16x256x768xf32>
    %220 = stablehlo.convert %219 : (tensor<16x256x768xf32>) -> tensor<16x256x768xbf16>
    %221 = stablehlo.slice %220 [0:16, 0:1, 0:768] : (tensor<16x256x768xbf16>) -> tensor<16x1x768xbf16>
    %222 = stablehlo.reshape %221 : (tensor<16x1x768xbf16>) -> tensor<16x768xbf16>
    %223 = stablehlo.dot_general %222, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x768xbf16>, tensor<768x16xbf16>) -> tensor<16x16xbf16>
    return %223 : tensor<16x16xbf16>
  }
  func.func private @_where(%arg0: tensor<16x1x1x256xi1>, %arg1: tensor<16x12x256x256xbf16>, %arg2: tensor<bf16>) -> tensor<16x12x256x256xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<16x1x1x256xi1>) -> tensor<16x12x256x256xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<16x12x256x256xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<16x12x256x256xi1>, tensor<16x12x256x256xbf16>
    return %2 : tensor<16x12x256x256xbf16>
  }
}
