module @jit_encoder_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<8000x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<1024x16xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<4096xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg3: tensor<1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg4: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg5: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg6: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg7: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg8: tensor<1024x4096xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg9: tensor<4096x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg10: tensor<1024x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg11: tensor<1024x3072xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg12: tensor<4096xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg13: tensor<1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg14: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg15: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg16: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg17: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg18: tensor<1024x4096xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg19: tensor<4096x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg20: tensor<1024x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg21: tensor<1024x3072xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg22: tensor<512x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg23: tensor<8x512xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg24: tensor<8x512xi1> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<8x16xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x512xi32>
    %1 = stablehlo.compare LT, %arg23, %0, SIGNED : (tensor<8x512xi32>, tensor<8x512xi32>) -> tensor<8x512xi1>
    %c_0 = stablehlo.constant dense<8000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x512xi32>
    %3 = stablehlo.add %arg23, %2 : tensor<8x512xi32>
    %4 = stablehlo.select %1, %3, %arg23 : tensor<8x512xi1>, tensor<8x512xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x512xi32>) -> tensor<8x512x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1024>}> : (tensor<8000x1024xbf16>, tensor<8x512x1xi32>) -> tensor<8x512x1024xbf16>
    %7 = stablehlo.broadcast_in_dim %arg22, dims = [1, 2] : (tensor<512x1024xbf16>) -> tensor<1x512x1024xbf16>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x512x1024xbf16>) -> tensor<8x512x1024xbf16>
    %9 = stablehlo.add %6, %8 : tensor<8x512x1024xbf16>
    %10 = stablehlo.dot_general %9, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x1024xbf16>, tensor<1024x3072xbf16>) -> tensor<8x512x3072xbf16>
    %11 = stablehlo.reshape %10 : (tensor<8x512x3072xbf16>) -> tensor<8x512x3x16x64xbf16>
    %12 = stablehlo.slice %11 [0:8, 0:512, 0:1, 0:16, 0:64] : (tensor<8x512x3x16x64xbf16>) -> tensor<8x512x1x16x64xbf16>
    %13 = stablehlo.reshape %12 : (tensor<8x512x1x16x64xbf16>) -> tensor<8x512x16x64xbf16>
    %14 = stablehlo.slice %11 [0:8, 0:512, 1:2, 0:16, 0:64] : (tensor<8x512x3x16x64xbf16>) -> tensor<8x512x1x16x64xbf16>
    %15 = stablehlo.reshape %14 : (tensor<8x512x1x16x64xbf16>) -> tensor<8x512x16x64xbf16>
    %16 = stablehlo.slice %11 [0:8, 0:512, 2:3, 0:16, 0:64] : (tensor<8x512x3x16x64xbf16>) -> tensor<8x512x1x16x64xbf16>
    %17 = stablehlo.reshape %16 : (tensor<8x512x1x16x64xbf16>) -> tensor<8x512x16x64xbf16>
    %18 = stablehlo.dot_general %13, %15, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x512x16x64xbf16>, tensor<8x512x16x64xbf16>) -> tensor<8x16x512x512xbf16>
    %cst = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x16x512x512xbf16>
    %20 = stablehlo.multiply %18, %19 : tensor<8x16x512x512xbf16>
    %21 = stablehlo.broadcast_in_dim %arg24, dims = [0, 3] : (tensor<8x512xi1>) -> tensor<8x1x1x512xi1>
    %cst_1 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %22 = call @_where(%21, %20, %cst_1) : (tensor<8x1x1x512xi1>, tensor<8x16x512x512xbf16>, tensor<bf16>) -> tensor<8x16x512x512xbf16>
    %23 = stablehlo.convert %22 : (tensor<8x16x512x512xbf16>) -> tensor<8x16x512x512xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_2) applies stablehlo.maximum across dimensions = [3] : (tensor<8x16x512x512xf32>, tensor<f32>) -> tensor<8x16x512xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16x512xf32>
    %26 = stablehlo.maximum %25, %24 : tensor<8x16x512xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<8x16x512xf32>) -> tensor<8x16x512x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<8x16x512x1xf32>) -> tensor<8x16x512x512xf32>
    %29 = stablehlo.subtract %23, %28 : tensor<8x16x512x512xf32>
    %30 = stablehlo.exponential %29 : tensor<8x16x512x512xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<8x16x512x512xf32>, tensor<f32>) -> tensor<8x16x512xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<8x16x512xf32>) -> tensor<8x16x512x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<8x16x512x1xf32>) -> tensor<8x16x512x512xf32>
    %34 = stablehlo.divide %30, %33 : tensor<8x16x512x512xf32>
    %35 = stablehlo.convert %34 : (tensor<8x16x512x512xf32>) -> tensor<8x16x512x512xbf16>
    %36 = stablehlo.dot_general %17, %35, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x512x16x64xbf16>, tensor<8x16x512x512xbf16>) -> tensor<8x16x64x512xbf16>
    %37 = stablehlo.transpose %36, dims = [0, 3, 1, 2] : (tensor<8x16x64x512xbf16>) -> tensor<8x512x16x64xbf16>
    %38 = stablehlo.reshape %37 : (tensor<8x512x16x64xbf16>) -> tensor<8x512x1024xbf16>
    %39 = stablehlo.dot_general %38, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<8x512x1024xbf16>
    %40 = stablehlo.add %9, %39 : tensor<8x512x1024xbf16>
    %41 = stablehlo.convert %40 : (tensor<8x512x1024xbf16>) -> tensor<8x512x1024xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<8x512x1024xf32>, tensor<f32>) -> tensor<8x512xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_6 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %45 = stablehlo.divide %43, %44 : tensor<8x512x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x1024xf32>
    %47 = stablehlo.subtract %41, %46 : tensor<8x512x1024xf32>
    %48 = chlo.square %47 : tensor<8x512x1024xf32> -> tensor<8x512x1024xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<8x512x1024xf32>, tensor<f32>) -> tensor<8x512xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_8 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %52 = stablehlo.divide %50, %51 : tensor<8x512x1xf32>
    %53 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x1024xf32>
    %54 = stablehlo.subtract %41, %53 : tensor<8x512x1024xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %56 = stablehlo.add %52, %55 : tensor<8x512x1xf32>
    %57 = stablehlo.rsqrt %56 : tensor<8x512x1xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x1024xf32>
    %59 = stablehlo.multiply %54, %58 : tensor<8x512x1024xf32>
    %60 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x512x1024xf32>
    %62 = stablehlo.multiply %59, %61 : tensor<8x512x1024xf32>
    %63 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x512x1024xf32>
    %65 = stablehlo.add %62, %64 : tensor<8x512x1024xf32>
    %66 = stablehlo.convert %65 : (tensor<8x512x1024xf32>) -> tensor<8x512x1024xbf16>
    %67 = stablehlo.dot_general %66, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x1024xbf16>, tensor<1024x4096xbf16>) -> tensor<8x512x4096xbf16>
    %68 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<1x1x4096xbf16>) -> tensor<8x512x4096xbf16>
    %70 = stablehlo.add %67, %69 : tensor<8x512x4096xbf16>
    %71 = stablehlo.multiply %70, %70 : tensor<8x512x4096xbf16>
    %72 = stablehlo.multiply %71, %70 : tensor<8x512x4096xbf16>
    %cst_10 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %73 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<8x512x4096xbf16>
    %74 = stablehlo.multiply %73, %72 : tensor<8x512x4096xbf16>
    %75 = stablehlo.add %70, %74 : tensor<8x512x4096xbf16>
    %cst_11 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %76 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<8x512x4096xbf16>
    %77 = stablehlo.multiply %76, %75 : tensor<8x512x4096xbf16>
    %78 = stablehlo.tanh %77 : tensor<8x512x4096xbf16>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %79 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<8x512x4096xbf16>
    %80 = stablehlo.add %79, %78 : tensor<8x512x4096xbf16>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %81 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<8x512x4096xbf16>
    %82 = stablehlo.multiply %81, %80 : tensor<8x512x4096xbf16>
    %83 = stablehlo.multiply %70, %82 : tensor<8x512x4096xbf16>
    %84 = stablehlo.dot_general %83, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<8x512x1024xbf16>
    %85 = stablehlo.add %66, %84 : tensor<8x512x1024xbf16>
    %86 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<1024xbf16>) -> tensor<1x1x1024xbf16>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x1024xbf16>) -> tensor<8x512x1024xbf16>
    %88 = stablehlo.add %85, %87 : tensor<8x512x1024xbf16>
    %89 = stablehlo.convert %88 : (tensor<8x512x1024xbf16>) -> tensor<8x512x1024xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%89 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<8x512x1024xf32>, tensor<f32>) -> tensor<8x512xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_15 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %93 = stablehlo.divide %91, %92 : tensor<8x512x1xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x1024xf32>
    %95 = stablehlo.subtract %89, %94 : tensor<8x512x1024xf32>
    %96 = chlo.square %95 : tensor<8x512x1024xf32> -> tensor<8x512x1024xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<8x512x1024xf32>, tensor<f32>) -> tensor<8x512xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_17 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %100 = stablehlo.divide %98, %99 : tensor<8x512x1xf32>
    %101 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x1024xf32>
    %102 = stablehlo.subtract %89, %101 : tensor<8x512x1024xf32>
    %cst_18 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %104 = stablehlo.add %100, %103 : tensor<8x512x1xf32>
    %105 = stablehlo.rsqrt %104 : tensor<8x512x1xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x1024xf32>
    %107 = stablehlo.multiply %102, %106 : tensor<8x512x1024xf32>
    %108 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x512x1024xf32>
    %110 = stablehlo.multiply %107, %109 : tensor<8x512x1024xf32>
    %111 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x512x1024xf32>
    %113 = stablehlo.add %110, %112 : tensor<8x512x1024xf32>
    %114 = stablehlo.convert %113 : (tensor<8x512x1024xf32>) -> tensor<8x512x1024xbf16>
    %115 = stablehlo.dot_general %114, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x1024xbf16>, tensor<1024x3072xbf16>) -> tensor<8x512x3072xbf16>
    %116 = stablehlo.reshape %115 : (tensor<8x512x3072xbf16>) -> tensor<8x512x3x16x64xbf16>
    %117 = stablehlo.slice %116 [0:8, 0:512, 0:1, 0:16, 0:64] : (tensor<8x512x3x16x64xbf16>) -> tensor<8x512x1x16x64xbf16>
    %118 = stablehlo.reshape %117 : (tensor<8x512x1x16x64xbf16>) -> tensor<8x512x16x64xbf16>
    %119 = stablehlo.slice %116 [0:8, 0:512, 1:2, 0:16, 0:64] : (tensor<8x512x3x16x64xbf16>) -> tensor<8x512x1x16x64xbf16>
    %120 = stablehlo.reshape %119 : (tensor<8x512x1x16x64xbf16>) -> tensor<8x512x16x64xbf16>
    %121 = stablehlo.slice %116 [0:8, 0:512, 2:3, 0:16, 0:64] : (tensor<8x512x3x16x64xbf16>) -> tensor<8x512x1x16x64xbf16>
    %122 = stablehlo.reshape %121 : (tensor<8x512x1x16x64xbf16>) -> tensor<8x512x16x64xbf16>
    %123 = stablehlo.dot_general %118, %120, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x512x16x64xbf16>, tensor<8x512x16x64xbf16>) -> tensor<8x16x512x512xbf16>
    %cst_19 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %124 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<8x16x512x512xbf16>
    %125 = stablehlo.multiply %123, %124 : tensor<8x16x512x512xbf16>
    %126 = stablehlo.broadcast_in_dim %arg24, dims = [0, 3] : (tensor<8x512xi1>) -> tensor<8x1x1x512xi1>
    %cst_20 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %127 = call @_where(%126, %125, %cst_20) : (tensor<8x1x1x512xi1>, tensor<8x16x512x512xbf16>, tensor<bf16>) -> tensor<8x16x512x512xbf16>
    %128 = stablehlo.convert %127 : (tensor<8x16x512x512xbf16>) -> tensor<8x16x512x512xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_21) applies stablehlo.maximum across dimensions = [3] : (tensor<8x16x512x512xf32>, tensor<f32>) -> tensor<8x16x512xf32>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x16x512xf32>
    %131 = stablehlo.maximum %130, %129 : tensor<8x16x512xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<8x16x512xf32>) -> tensor<8x16x512x1xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2, 3] : (tensor<8x16x512x1xf32>) -> tensor<8x16x512x512xf32>
    %134 = stablehlo.subtract %128, %133 : tensor<8x16x512x512xf32>
    %135 = stablehlo.exponential %134 : tensor<8x16x512x512xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%135 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<8x16x512x512xf32>, tensor<f32>) -> tensor<8x16x512xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<8x16x512xf32>) -> tensor<8x16x512x1xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<8x16x512x1xf32>) -> tensor<8x16x512x512xf32>
    %139 = stablehlo.divide %135, %138 : tensor<8x16x512x512xf32>
    %140 = stablehlo.convert %139 : (tensor<8x16x512x512xf32>) -> tensor<8x16x512x512xbf16>
    %141 = stablehlo.dot_general %122, %140, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x512x16x64xbf16>, tensor<8x16x512x512xbf16>) -> tensor<8x16x64x512xbf16>
    %142 = stablehlo.transpose %141, dims = [0, 3, 1, 2] : (tensor<8x16x64x512xbf16>) -> tensor<8x512x16x64xbf16>
    %143 = stablehlo.reshape %142 : (tensor<8x512x16x64xbf16>) -> tensor<8x512x1024xbf16>
    %144 = stablehlo.dot_general %143, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<8x512x1024xbf16>
    %145 = stablehlo.add %114, %144 : tensor<8x512x1024xbf16>
    %146 = stablehlo.convert %145 : (tensor<8x512x1024xbf16>) -> tensor<8x512x1024xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%146 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<8x512x1024xf32>, tensor<f32>) -> tensor<8x512xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_25 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %150 = stablehlo.divide %148, %149 : tensor<8x512x1xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x1024xf32>
    %152 = stablehlo.subtract %146, %151 : tensor<8x512x1024xf32>
    %153 = chlo.square %152 : tensor<8x512x1024xf32> -> tensor<8x512x1024xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%153 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x512x1024xf32>, tensor<f32>) -> tensor<8x512xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_27 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %157 = stablehlo.divide %155, %156 : tensor<8x512x1xf32>
    %158 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x1024xf32>
    %159 = stablehlo.subtract %146, %158 : tensor<8x512x1024xf32>
    %cst_28 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %161 = stablehlo.add %157, %160 : tensor<8x512x1xf32>
    %162 = stablehlo.rsqrt %161 : tensor<8x512x1xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x1024xf32>
    %164 = stablehlo.multiply %159, %163 : tensor<8x512x1024xf32>
    %165 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x512x1024xf32>
    %167 = stablehlo.multiply %164, %166 : tensor<8x512x1024xf32>
    %168 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x512x1024xf32>
    %170 = stablehlo.add %167, %169 : tensor<8x512x1024xf32>
    %171 = stablehlo.convert %170 : (tensor<8x512x1024xf32>) -> tensor<8x512x1024xbf16>
    %172 = stablehlo.dot_general %171, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x1024xbf16>, tensor<1024x4096xbf16>) -> tensor<8x512x4096xbf16>
    %173 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<1x1x4096xbf16>) -> tensor<8x512x4096xbf16>
    %175 = stablehlo.add %172, %174 : tensor<8x512x4096xbf16>
    %176 = stablehlo.multiply %175, %175 : tensor<8x512x4096xbf16>
    %177 = stablehlo.multiply %176, %175 : tensor<8x512x4096xbf16>
    %cst_29 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %178 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<bf16>) -> tensor<8x512x4096xbf16>
    %179 = stablehlo.multiply %178, %177 : tensor<8x512x4096xbf16>
    %180 = stablehlo.add %175, %179 : tensor<8x512x4096xbf16>
    %cst_30 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %181 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<bf16>) -> tensor<8x512x4096xbf16>
    %182 = stablehlo.multiply %181, %180 : tensor<8x512x4096xbf16>
    %183 = stablehlo.tanh %182 : tensor<8x512x4096xbf16>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %184 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<bf16>) -> tensor<8x512x4096xbf16>
    %185 = stablehlo.add %184, %183 : tensor<8x512x4096xbf16>
    %cst_32 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %186 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<bf16>) -> tensor<8x512x4096xbf16>
    %187 = stablehlo.multiply %186, %185 : tensor<8x512x4096xbf16>
    %188 = stablehlo.multiply %175, %187 : tensor<8x512x4096xbf16>
    %189 = stablehlo.dot_general %188, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<8x512x1024xbf16>
    %190 = stablehlo.add %171, %189 : tensor<8x512x1024xbf16>
    %191 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<1024xbf16>) -> tensor<1x1x1024xbf16>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2] : (tensor<1x1x1024xbf16>) -> tensor<8x512x1024xbf16>
    %193 = stablehlo.add %190, %192 : tensor<8x512x1024xbf16>
    %194 = stablehlo.convert %193 : (tensor<8x512x1024xbf16>) -> tensor<8x512x1024xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.reduce(%194 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x512x1024xf32>, tensor<f32>) -> tensor<8x512xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_34 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %198 = stablehlo.divide %196, %197 : tensor<8x512x1xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x1024xf32>
    %200 = stablehlo.subtract %194, %199 : tensor<8x512x1024xf32>
    %201 = chlo.square %200 : tensor<8x512x1024xf32> -> tensor<8x512x1024xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%201 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x512x1024xf32>, tensor<f32>) -> tensor<8x512xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_36 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %205 = stablehlo.divide %203, %204 : tensor<8x512x1xf32>
    %206 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x1024xf32>
    %207 = stablehlo.subtract %194, %206 : tensor<8x512x1024xf32>
    %cst_37 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %209 = stablehlo.add %205, %208 : tensor<8x512x1xf32>
    %210 = stablehlo.rsqrt %209 : tensor<8x512x1xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x1024xf32>
    %212 = stablehlo.multiply %207, %211 : tensor<8x512x1024xf32>
    %213 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x512x1024xf32>
    %215 = stablehlo.multiply %212, %214 : tensor<8x512x1024xf32>
    %216 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x512x1024xf32>
    %218 = stablehlo.add %215, %217 : tensor<8x512x1024xf32>
    %219 = stablehlo.convert %218 : (tensor<8x512x1024xf32>) -> tensor<8x512x1024xbf16>
    %220 = stablehlo.slice %219 [0:8, 0:1, 0:1024] : (tensor<8x512x1024xbf16>) -> tensor<8x1x1024xbf16>
    %221 = stablehlo.reshape %220 : (tensor<8x1x1024xbf16>) -> tensor<8x1024xbf16>
    %222 = stablehlo.dot_general %221, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024xbf16>, tensor<1024x16xbf16>) -> tensor<8x16xbf16>
    return %222 : tensor<8x16xbf16>
  }
  func.func private @_where(%arg0: tensor<8x1x1x512xi1>, %arg1: tensor<8x16x512x512xbf16>, %arg2: tensor<bf16>) -> tensor<8x16x512x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x1x1x512xi1>) -> tensor<8x16x512x512xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<8x16x512x512xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x16x512x512xi1>, tensor<8x16x512x512xbf16>
    return %2 : tensor<8x16x512x512xbf16>
  }
}
