module @jit_decoder_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<1024x4096xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<4096x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg4: tensor<16x64x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg5: tensor<1024x3x16x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg6: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg7: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg8: tensor<1024x4096xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg9: tensor<4096x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg10: tensor<16x64x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg11: tensor<1024x3x16x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg12: tensor<16000x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg13: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg14: tensor<4x768xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<4x768x16000xbf16> {jax.result_info = "result"}) {
    %0 = call @_take(%arg12, %arg14) : (tensor<16000x1024xbf16>, tensor<4x768xi32>) -> tensor<4x768x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<4x768x1024xbf16>) -> tensor<4x768x1024xf32>
    %2 = chlo.square %1 : tensor<4x768x1024xf32> -> tensor<4x768x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x768x1024xf32>, tensor<f32>) -> tensor<4x768xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x768xf32>) -> tensor<4x768x1xf32>
    %cst_0 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x768x1xf32>
    %6 = stablehlo.divide %4, %5 : tensor<4x768x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x768x1xf32>
    %8 = stablehlo.add %6, %7 : tensor<4x768x1xf32>
    %9 = stablehlo.rsqrt %8 : tensor<4x768x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<4x768x1xf32>) -> tensor<4x768x1024xf32>
    %11 = stablehlo.multiply %1, %10 : tensor<4x768x1024xf32>
    %12 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<4x768x1024xf32>
    %14 = stablehlo.multiply %11, %13 : tensor<4x768x1024xf32>
    %15 = stablehlo.convert %14 : (tensor<4x768x1024xf32>) -> tensor<4x768x1024xbf16>
    %16 = stablehlo.dot_general %arg5, %15, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x3x16x64xbf16>, tensor<4x768x1024xbf16>) -> tensor<3x16x64x4x768xbf16>
    %17 = stablehlo.transpose %16, dims = [0, 3, 4, 1, 2] : (tensor<3x16x64x4x768xbf16>) -> tensor<3x4x768x16x64xbf16>
    %18 = stablehlo.slice %17 [0:1, 0:4, 0:768, 0:16, 0:64] : (tensor<3x4x768x16x64xbf16>) -> tensor<1x4x768x16x64xbf16>
    %19 = stablehlo.reshape %18 : (tensor<1x4x768x16x64xbf16>) -> tensor<4x768x16x64xbf16>
    %20 = stablehlo.slice %17 [1:2, 0:4, 0:768, 0:16, 0:64] : (tensor<3x4x768x16x64xbf16>) -> tensor<1x4x768x16x64xbf16>
    %21 = stablehlo.reshape %20 : (tensor<1x4x768x16x64xbf16>) -> tensor<4x768x16x64xbf16>
    %22 = stablehlo.slice %17 [2:3, 0:4, 0:768, 0:16, 0:64] : (tensor<3x4x768x16x64xbf16>) -> tensor<1x4x768x16x64xbf16>
    %23 = stablehlo.reshape %22 : (tensor<1x4x768x16x64xbf16>) -> tensor<4x768x16x64xbf16>
    %24 = stablehlo.dot_general %19, %21, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x768x16x64xbf16>, tensor<4x768x16x64xbf16>) -> tensor<4x16x768x768xbf16>
    %cst_2 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %25 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<4x16x768x768xbf16>
    %26 = stablehlo.multiply %24, %25 : tensor<4x16x768x768xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %27 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<768x768xi1>
    %28 = call @tril(%27) : (tensor<768x768xi1>) -> tensor<768x768xi1>
    %cst_3 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %29 = call @_where_0(%28, %26, %cst_3) : (tensor<768x768xi1>, tensor<4x16x768x768xbf16>, tensor<bf16>) -> tensor<4x16x768x768xbf16>
    %30 = stablehlo.convert %29 : (tensor<4x16x768x768xbf16>) -> tensor<4x16x768x768xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_4) applies stablehlo.maximum across dimensions = [3] : (tensor<4x16x768x768xf32>, tensor<f32>) -> tensor<4x16x768xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x16x768xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<4x16x768xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<4x16x768xf32>) -> tensor<4x16x768x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<4x16x768x1xf32>) -> tensor<4x16x768x768xf32>
    %36 = stablehlo.subtract %30, %35 : tensor<4x16x768x768xf32>
    %37 = stablehlo.exponential %36 : tensor<4x16x768x768xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_6) applies stablehlo.add across dimensions = [3] : (tensor<4x16x768x768xf32>, tensor<f32>) -> tensor<4x16x768xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<4x16x768xf32>) -> tensor<4x16x768x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<4x16x768x1xf32>) -> tensor<4x16x768x768xf32>
    %41 = stablehlo.divide %37, %40 : tensor<4x16x768x768xf32>
    %42 = stablehlo.convert %41 : (tensor<4x16x768x768xf32>) -> tensor<4x16x768x768xbf16>
    %43 = stablehlo.dot_general %23, %42, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x768x16x64xbf16>, tensor<4x16x768x768xbf16>) -> tensor<4x16x64x768xbf16>
    %44 = stablehlo.transpose %43, dims = [0, 3, 1, 2] : (tensor<4x16x64x768xbf16>) -> tensor<4x768x16x64xbf16>
    %45 = stablehlo.dot_general %44, %arg4, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x768x16x64xbf16>, tensor<16x64x1024xbf16>) -> tensor<4x768x1024xbf16>
    %46 = stablehlo.add %0, %45 : tensor<4x768x1024xbf16>
    %47 = stablehlo.convert %46 : (tensor<4x768x1024xbf16>) -> tensor<4x768x1024xf32>
    %48 = chlo.square %47 : tensor<4x768x1024xf32> -> tensor<4x768x1024xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<4x768x1024xf32>, tensor<f32>) -> tensor<4x768xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<4x768xf32>) -> tensor<4x768x1xf32>
    %cst_8 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x768x1xf32>
    %52 = stablehlo.divide %50, %51 : tensor<4x768x1xf32>
    %cst_9 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x768x1xf32>
    %54 = stablehlo.add %52, %53 : tensor<4x768x1xf32>
    %55 = stablehlo.rsqrt %54 : tensor<4x768x1xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<4x768x1xf32>) -> tensor<4x768x1024xf32>
    %57 = stablehlo.multiply %47, %56 : tensor<4x768x1024xf32>
    %58 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<4x768x1024xf32>
    %60 = stablehlo.multiply %57, %59 : tensor<4x768x1024xf32>
    %61 = stablehlo.convert %60 : (tensor<4x768x1024xf32>) -> tensor<4x768x1024xbf16>
    %62 = stablehlo.dot_general %61, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x768x1024xbf16>, tensor<1024x4096xbf16>) -> tensor<4x768x4096xbf16>
    %63 = stablehlo.multiply %62, %62 : tensor<4x768x4096xbf16>
    %64 = stablehlo.multiply %63, %62 : tensor<4x768x4096xbf16>
    %cst_10 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %65 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<4x768x4096xbf16>
    %66 = stablehlo.multiply %65, %64 : tensor<4x768x4096xbf16>
    %67 = stablehlo.add %62, %66 : tensor<4x768x4096xbf16>
    %cst_11 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %68 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<4x768x4096xbf16>
    %69 = stablehlo.multiply %68, %67 : tensor<4x768x4096xbf16>
    %70 = stablehlo.tanh %69 : tensor<4x768x4096xbf16>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %71 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<4x768x4096xbf16>
    %72 = stablehlo.add %71, %70 : tensor<4x768x4096xbf16>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %73 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<4x768x4096xbf16>
    %74 = stablehlo.multiply %73, %72 : tensor<4x768x4096xbf16>
    %75 = stablehlo.multiply %62, %74 : tensor<4x768x4096xbf16>
    %76 = stablehlo.dot_general %75, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x768x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<4x768x1024xbf16>
    %77 = stablehlo.add %46, %76 : tensor<4x768x1024xbf16>
    %78 = stablehlo.convert %77 : (tensor<4x768x1024xbf16>) -> tensor<4x768x1024xf32>
    %79 = chlo.square %78 : tensor<4x768x1024xf32> -> tensor<4x768x1024xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<4x768x1024xf32>, tensor<f32>) -> tensor<4x768xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<4x768xf32>) -> tensor<4x768x1xf32>
    %cst_15 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x768x1xf32>
    %83 = stablehlo.divide %81, %82 : tensor<4x768x1xf32>
    %cst_16 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x768x1xf32>
    %85 = stablehlo.add %83, %84 : tensor<4x768x1xf32>
    %86 = stablehlo.rsqrt %85 : tensor<4x768x1xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<4x768x1xf32>) -> tensor<4x768x1024xf32>
    %88 = stablehlo.multiply %78, %87 : tensor<4x768x1024xf32>
    %89 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<4x768x1024xf32>
    %91 = stablehlo.multiply %88, %90 : tensor<4x768x1024xf32>
    %92 = stablehlo.convert %91 : (tensor<4x768x1024xf32>) -> tensor<4x768x1024xbf16>
    %93 = stablehlo.dot_general %arg11, %92, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x3x16x64xbf16>, tensor<4x768x1024xbf16>) -> tensor<3x16x64x4x768xbf16>
    %94 = stablehlo.transpose %93, dims = [0, 3, 4, 1, 2] : (tensor<3x16x64x4x768xbf16>) -> tensor<3x4x768x16x64xbf16>
    %95 = stablehlo.slice %94 [0:1, 0:4, 0:768, 0:16, 0:64] : (tensor<3x4x768x16x64xbf16>) -> tensor<1x4x768x16x64xbf16>
    %96 = stablehlo.reshape %95 : (tensor<1x4x768x16x64xbf16>) -> tensor<4x768x16x64xbf16>
    %97 = stablehlo.slice %94 [1:2, 0:4, 0:768, 0:16, 0:64] : (tensor<3x4x768x16x64xbf16>) -> tensor<1x4x768x16x64xbf16>
    %98 = stablehlo.reshape %97 : (tensor<1x4x768x16x64xbf16>) -> tensor<4x768x16x64xbf16>
    %99 = stablehlo.slice %94 [2:3, 0:4, 0:768, 0:16, 0:64] : (tensor<3x4x768x16x64xbf16>) -> tensor<1x4x768x16x64xbf16>
    %100 = stablehlo.reshape %99 : (tensor<1x4x768x16x64xbf16>) -> tensor<4x768x16x64xbf16>
    %101 = stablehlo.dot_general %96, %98, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x768x16x64xbf16>, tensor<4x768x16x64xbf16>) -> tensor<4x16x768x768xbf16>
    %cst_17 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %102 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<4x16x768x768xbf16>
    %103 = stablehlo.multiply %101, %102 : tensor<4x16x768x768xbf16>
    %c_18 = stablehlo.constant dense<true> : tensor<i1>
    %104 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i1>) -> tensor<768x768xi1>
    %105 = call @tril(%104) : (tensor<768x768xi1>) -> tensor<768x768xi1>
    %cst_19 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %106 = call @_where_0(%105, %103, %cst_19) : (tensor<768x768xi1>, tensor<4x16x768x768xbf16>, tensor<bf16>) -> tensor<4x16x768x768xbf16>
    %107 = stablehlo.convert %106 : (tensor<4x16x768x768xbf16>) -> tensor<4x16x768x768xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<4x16x768x768xf32>, tensor<f32>) -> tensor<4x16x768xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x16x768xf32>
    %110 = stablehlo.maximum %109, %108 : tensor<4x16x768xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<4x16x768xf32>) -> tensor<4x16x768x1xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<4x16x768x1xf32>) -> tensor<4x16x768x768xf32>
    %113 = stablehlo.subtract %107, %112 : tensor<4x16x768x768xf32>
    %114 = stablehlo.exponential %113 : tensor<4x16x768x768xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%114 init: %cst_22) applies stablehlo.add across dimensions = [3] : (tensor<4x16x768x768xf32>, tensor<f32>) -> tensor<4x16x768xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<4x16x768xf32>) -> tensor<4x16x768x1xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<4x16x768x1xf32>) -> tensor<4x16x768x768xf32>
    %118 = stablehlo.divide %114, %117 : tensor<4x16x768x768xf32>
    %119 = stablehlo.convert %118 : (tensor<4x16x768x768xf32>) -> tensor<4x16x768x768xbf16>
    %120 = stablehlo.dot_general %100, %119, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x768x16x64xbf16>, tensor<4x16x768x768xbf16>) -> tensor<4x16x64x768xbf16>
    %121 = stablehlo.transpose %120, dims = [0, 3, 1, 2] : (tensor<4x16x64x768xbf16>) -> tensor<4x768x16x64xbf16>
    %122 = stablehlo.dot_general %121, %arg10, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x768x16x64xbf16>, tensor<16x64x1024xbf16>) -> tensor<4x768x1024xbf16>
    %123 = stablehlo.add %77, %122 : tensor<4x768x1024xbf16>
    %124 = stablehlo.convert %123 : (tensor<4x768x1024xbf16>) -> tensor<4x768x1024xf32>
    %125 = chlo.square %124 : tensor<4x768x1024xf32> -> tensor<4x768x1024xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%125 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<4x768x1024xf32>, tensor<f32>) -> tensor<4x768xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1] : (tensor<4x768xf32>) -> tensor<4x768x1xf32>
    %cst_24 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4x768x1xf32>
    %129 = stablehlo.divide %127, %128 : tensor<4x768x1xf32>
    %cst_25 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x768x1xf32>
    %131 = stablehlo.add %129, %130 : tensor<4x768x1xf32>
    %132 = stablehlo.rsqrt %131 : tensor<4x768x1xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<4x768x1xf32>) -> tensor<4x768x1024xf32>
    %134 = stablehlo.multiply %124, %133 : tensor<4x768x1024xf32>
    %135 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<4x768x1024xf32>
    %137 = stablehlo.multiply %134, %136 : tensor<4x768x1024xf32>
    %138 = stablehlo.convert %137 : (tensor<4x768x1024xf32>) -> tensor<4x768x1024xbf16>
    %139 = stablehlo.dot_general %138, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x768x1024xbf16>, tensor<1024x4096xbf16>) -> tensor<4x768x4096xbf16>
    %140 = stablehlo.multiply %139, %139 : tensor<4x768x4096xbf16>
    %141 = stablehlo.multiply %140, %139 : tensor<4x768x4096xbf16>
    %cst_26 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %142 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<bf16>) -> tensor<4x768x4096xbf16>
    %143 = stablehlo.multiply %142, %141 : tensor<4x768x4096xbf16>
    %144 = stablehlo.add %139, %143 : tensor<4x768x4096xbf16>
    %cst_27 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %145 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<bf16>) -> tensor<4x768x4096xbf16>
    %146 = stablehlo.multiply %145, %144 : tensor<4x768x4096xbf16>
    %147 = stablehlo.tanh %146 : tensor<4x768x4096xbf16>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %148 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<bf16>) -> tensor<4x768x4096xbf16>
    %149 = stablehlo.add %148, %147 : tensor<4x768x4096xbf16>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %150 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<bf16>) -> tensor<4x768x4096xbf16>
    %151 = stablehlo.multiply %150, %149 : tensor<4x768x4096xbf16>
    %152 = stablehlo.multiply %139, %151 : tensor<4x768x4096xbf16>
    %153 = stablehlo.dot_general %152, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x768x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<4x768x1024xbf16>
    %154 = stablehlo.add %123, %153 : tensor<4x768x1024xbf16>
    %155 = stablehlo.convert %154 : (tensor<4x768x1024xbf16>) -> tensor<4x768x1024xf32>
    %156 = chlo.square %155 : tensor<4x768x1024xf32> -> tensor<4x768x1024xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.reduce(%156 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<4x768x1024xf32>, tensor<f32>) -> tensor<4x768xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1] : (tensor<4x768xf32>) -> tensor<4x768x1xf32>
    %cst_31 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4x768x1xf32>
    %160 = stablehlo.divide %158, %159 : tensor<4x768x1xf32>
    %cst_32 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4x768x1xf32>
    %162 = stablehlo.add %160, %161 : tensor<4x768x1xf32>
    %163 = stablehlo.rsqrt %162 : tensor<4x768x1xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<4x768x1xf32>) -> tensor<4x768x1024xf32>
    %165 = stablehlo.multiply %155, %164 : tensor<4x768x1024xf32>
    %166 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<4x768x1024xf32>
    %168 = stablehlo.multiply %165, %167 : tensor<4x768x1024xf32>
    %169 = stablehlo.convert %168 : (tensor<4x768x1024xf32>) -> tensor<4x768x1024xbf16>
    %170 = stablehlo.dot_general %169, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x768x1024xbf16>, tensor<16000x1024xbf16>) -> tensor<4x768x16000xbf16>
    return %170 : tensor<4x768x16000xbf16>
  }
  func.func private @_take(%arg0: tensor<16000x1024xbf16>, %arg1: tensor<4x768xi32>) -> tensor<4x768x1024xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x768xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x768xi32>, tensor<4x768xi32>) -> tensor<4x768xi1>
    %c_0 = stablehlo.constant dense<16000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x768xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x768xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<4x768xi1>, tensor<4x768xi32>, tensor<4x768xi32>) -> tensor<4x768xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x768xi32>) -> tensor<4x768x1xi32>
    %c_1 = stablehlo.constant dense<15999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x768x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x768x1xi32>, tensor<4x768x1xi32>) -> tensor<4x768x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x768x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x768x1xi32>, tensor<4x768x1xi32>) -> tensor<4x768x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x768x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x768x1xi1>, tensor<i1>) -> tensor<4x768xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1024>}> : (tensor<16000x1024xbf16>, tensor<4x768x1xi32>) -> tensor<4x768x1024xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x768xi1>) -> tensor<4x768x1024xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x768x1024xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x768x1024xi1>, tensor<4x768x1024xbf16>
    return %16 : tensor<4x768x1024xbf16>
  }
  func.func private @_where(%arg0: tensor<4x768xi1>, %arg1: tensor<4x768xi32>, %arg2: tensor<4x768xi32>) -> tensor<4x768xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x768xi1>, tensor<4x768xi32>
    return %0 : tensor<4x768xi32>
  }
  func.func private @tril(%arg0: tensor<768x768xi1>) -> tensor<768x768xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<768x768xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<768x768xi32>
    %2 = stablehlo.add %0, %1 : tensor<768x768xi32>
    %3 = stablehlo.iota dim = 1 : tensor<768x768xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<768x768xi32>, tensor<768x768xi32>) -> tensor<768x768xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<768x768xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<768x768xi1>, tensor<768x768xi1>
    return %6 : tensor<768x768xi1>
  }
  func.func private @_where_0(%arg0: tensor<768x768xi1>, %arg1: tensor<4x16x768x768xbf16>, %arg2: tensor<bf16>) -> tensor<4x16x768x768xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<768x768xi1>) -> tensor<4x16x768x768xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<4x16x768x768xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<4x16x768x768xi1>, tensor<4x16x768x768xbf16>
    return %2 : tensor<4x16x768x768xbf16>
  }
}
