module @jit_lora_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<1024x8xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<1024x8xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<8x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<8x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg4: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg5: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg6: tensor<1024x4096xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg7: tensor<4096x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg8: tensor<1024x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg9: tensor<1024x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg10: tensor<1024x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg11: tensor<1024x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg12: tensor<4x512x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}) -> (tensor<1024x8xbf16> {jax.result_info = "result['aq']"}, tensor<1024x8xbf16> {jax.result_info = "result['av']"}, tensor<8x1024xbf16> {jax.result_info = "result['bq']"}, tensor<8x1024xbf16> {jax.result_info = "result['bv']"}) {
    %0 = stablehlo.convert %arg12 : (tensor<4x512x1024xbf16>) -> tensor<4x512x1024xf32>
    %1 = chlo.square %0 : tensor<4x512x1024xf32> -> tensor<4x512x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x512x1024xf32>, tensor<f32>) -> tensor<4x512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %cst_0 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<4x512x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<4x512x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<4x512x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x1024xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<4x512x1024xf32>
    %11 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<4x512x1024xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<4x512x1024xf32>
    %14 = stablehlo.convert %13 : (tensor<4x512x1024xf32>) -> tensor<4x512x1024xbf16>
    %15 = stablehlo.dot_general %14, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<4x512x1024xbf16>
    %16 = stablehlo.dot_general %14, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x1024xbf16>, tensor<1024x8xbf16>) -> tensor<4x512x8xbf16>
    %17 = stablehlo.dot_general %16, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x8xbf16>, tensor<8x1024xbf16>) -> tensor<4x512x1024xbf16>
    %18 = stablehlo.add %15, %17 : tensor<4x512x1024xbf16>
    %19 = stablehlo.dot_general %14, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<4x512x1024xbf16>
    %20 = stablehlo.dot_general %14, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<4x512x1024xbf16>
    %21 = stablehlo.dot_general %14, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x1024xbf16>, tensor<1024x8xbf16>) -> tensor<4x512x8xbf16>
    %22 = stablehlo.dot_general %21, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x8xbf16>, tensor<8x1024xbf16>) -> tensor<4x512x1024xbf16>
    %23 = stablehlo.add %20, %22 : tensor<4x512x1024xbf16>
    %24 = stablehlo.reshape %18 : (tensor<4x512x1024xbf16>) -> tensor<4x512x16x64xbf16>
    %25 = stablehlo.reshape %19 : (tensor<4x512x1024xbf16>) -> tensor<4x512x16x64xbf16>
    %26 = stablehlo.reshape %23 : (tensor<4x512x1024xbf16>) -> tensor<4x512x16x64xbf16>
    %27 = stablehlo.dot_general %24, %25, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x512x16x64xbf16>, tensor<4x512x16x64xbf16>) -> tensor<4x16x512x512xbf16>
    %cst_2 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %28 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<4x16x512x512xbf16>
    %29 = stablehlo.multiply %27, %28 : tensor<4x16x512x512xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %30 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<512x512xi1>
    %31 = call @tril(%30) : (tensor<512x512xi1>) -> tensor<512x512xi1>
    %cst_3 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %32:2 = call @_where(%31, %29, %cst_3) : (tensor<512x512xi1>, tensor<4x16x512x512xbf16>, tensor<bf16>) -> (tensor<4x16x512x512xbf16>, tensor<4x16x512x512xi1>)
    %33 = stablehlo.convert %32#0 : (tensor<4x16x512x512xbf16>) -> tensor<4x16x512x512xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_4) applies stablehlo.maximum across dimensions = [3] : (tensor<4x16x512x512xf32>, tensor<f32>) -> tensor<4x16x512xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x16x512xf32>
    %36 = stablehlo.maximum %35, %34 : tensor<4x16x512xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<4x16x512xf32>) -> tensor<4x16x512x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<4x16x512x1xf32>) -> tensor<4x16x512x512xf32>
    %39 = stablehlo.subtract %33, %38 : tensor<4x16x512x512xf32>
    %40 = stablehlo.exponential %39 : tensor<4x16x512x512xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_6) applies stablehlo.add across dimensions = [3] : (tensor<4x16x512x512xf32>, tensor<f32>) -> tensor<4x16x512xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<4x16x512xf32>) -> tensor<4x16x512x1xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<4x16x512x1xf32>) -> tensor<4x16x512x512xf32>
    %44 = stablehlo.divide %40, %43 : tensor<4x16x512x512xf32>
    %45 = stablehlo.multiply %42, %42 : tensor<4x16x512x1xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x16x512x1xf32>
    %47 = stablehlo.divide %46, %45 : tensor<4x16x512x1xf32>
    %48 = stablehlo.convert %44 : (tensor<4x16x512x512xf32>) -> tensor<4x16x512x512xbf16>
    %49 = stablehlo.dot_general %26, %48, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x512x16x64xbf16>, tensor<4x16x512x512xbf16>) -> tensor<4x16x64x512xbf16>
    %50 = stablehlo.transpose %49, dims = [0, 3, 1, 2] : (tensor<4x16x64x512xbf16>) -> tensor<4x512x16x64xbf16>
    %51 = stablehlo.reshape %50 : (tensor<4x512x16x64xbf16>) -> tensor<4x512x1024xbf16>
    %52 = stablehlo.dot_general %51, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<4x512x1024xbf16>
    %53 = stablehlo.add %arg12, %52 : tensor<4x512x1024xbf16>
    %54 = stablehlo.convert %53 : (tensor<4x512x1024xbf16>) -> tensor<4x512x1024xf32>
    %55 = chlo.square %54 : tensor<4x512x1024xf32> -> tensor<4x512x1024xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x512x1024xf32>
    %57 = stablehlo.multiply %56, %54 : tensor<4x512x1024xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%55 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<4x512x1024xf32>, tensor<f32>) -> tensor<4x512xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %cst_10 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %61 = stablehlo.divide %59, %60 : tensor<4x512x1xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %63 = stablehlo.add %61, %62 : tensor<4x512x1xf32>
    %64 = stablehlo.rsqrt %63 : tensor<4x512x1xf32>
    %65 = stablehlo.divide %64, %63 : tensor<4x512x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %67 = stablehlo.multiply %66, %65 : tensor<4x512x1xf32>
    %68 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x1024xf32>
    %69 = stablehlo.multiply %54, %68 : tensor<4x512x1024xf32>
    %70 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<4x512x1024xf32>
    %72 = stablehlo.multiply %69, %71 : tensor<4x512x1024xf32>
    %73 = stablehlo.convert %72 : (tensor<4x512x1024xf32>) -> tensor<4x512x1024xbf16>
    %74 = stablehlo.dot_general %73, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x1024xbf16>, tensor<1024x4096xbf16>) -> tensor<4x512x4096xbf16>
    %75 = stablehlo.multiply %74, %74 : tensor<4x512x4096xbf16>
    %76 = stablehlo.multiply %75, %74 : tensor<4x512x4096xbf16>
    %77 = stablehlo.multiply %74, %74 : tensor<4x512x4096xbf16>
    %cst_13 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %78 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<4x512x4096xbf16>
    %79 = stablehlo.multiply %78, %77 : tensor<4x512x4096xbf16>
    %cst_14 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %80 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<4x512x4096xbf16>
    %81 = stablehlo.multiply %80, %76 : tensor<4x512x4096xbf16>
    %82 = stablehlo.add %74, %81 : tensor<4x512x4096xbf16>
    %cst_15 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %83 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<4x512x4096xbf16>
    %84 = stablehlo.multiply %83, %82 : tensor<4x512x4096xbf16>
    %85 = stablehlo.tanh %84 : tensor<4x512x4096xbf16>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %86 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<4x512x4096xbf16>
    %87 = stablehlo.subtract %86, %85 : tensor<4x512x4096xbf16>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %88 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<4x512x4096xbf16>
    %89 = stablehlo.add %88, %85 : tensor<4x512x4096xbf16>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %90 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<4x512x4096xbf16>
    %91 = stablehlo.multiply %90, %89 : tensor<4x512x4096xbf16>
    %92 = stablehlo.multiply %74, %91 : tensor<4x512x4096xbf16>
    %93 = stablehlo.dot_general %92, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<4x512x1024xbf16>
    %94 = stablehlo.add %53, %93 : tensor<4x512x1024xbf16>
    %95 = stablehlo.convert %94 : (tensor<4x512x1024xbf16>) -> tensor<4x512x1024xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x512x1024xf32>
    %97 = stablehlo.multiply %96, %95 : tensor<4x512x1024xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_21 = stablehlo.constant dense<0x4A000000> : tensor<f32>
    %98 = stablehlo.divide %cst_20, %cst_21 : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<4x512x1024xf32>
    %100 = stablehlo.multiply %99, %97 : tensor<4x512x1024xf32>
    %101 = stablehlo.convert %100 : (tensor<4x512x1024xf32>) -> tensor<4x512x1024xbf16>
    %102 = stablehlo.dot_general %101, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<4x512x4096xbf16>
    %103 = stablehlo.multiply %74, %102 : tensor<4x512x4096xbf16>
    %104 = stablehlo.multiply %102, %91 : tensor<4x512x4096xbf16>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %105 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<bf16>) -> tensor<4x512x4096xbf16>
    %106 = stablehlo.multiply %105, %103 : tensor<4x512x4096xbf16>
    %107 = stablehlo.multiply %106, %87 : tensor<4x512x4096xbf16>
    %108 = stablehlo.multiply %107, %85 : tensor<4x512x4096xbf16>
    %109 = stablehlo.add %107, %108 : tensor<4x512x4096xbf16>
    %cst_23 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %110 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<bf16>) -> tensor<4x512x4096xbf16>
    %111 = stablehlo.multiply %110, %109 : tensor<4x512x4096xbf16>
    %112 = stablehlo.add %104, %111 : tensor<4x512x4096xbf16>
    %cst_24 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %113 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<bf16>) -> tensor<4x512x4096xbf16>
    %114 = stablehlo.multiply %113, %111 : tensor<4x512x4096xbf16>
    %115 = stablehlo.multiply %114, %79 : tensor<4x512x4096xbf16>
    %116 = stablehlo.add %112, %115 : tensor<4x512x4096xbf16>
    %117 = stablehlo.dot_general %116, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<4x512x1024xbf16>
    %118 = stablehlo.convert %117 : (tensor<4x512x1024xbf16>) -> tensor<4x512x1024xf32>
    %119 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<4x512x1024xf32>
    %120 = stablehlo.multiply %118, %119 : tensor<4x512x1024xf32>
    %121 = stablehlo.multiply %54, %120 : tensor<4x512x1024xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<4x512x1024xf32>, tensor<f32>) -> tensor<4x512xf32>
    %123 = stablehlo.reshape %122 : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %124 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x1024xf32>
    %125 = stablehlo.multiply %120, %124 : tensor<4x512x1024xf32>
    %126 = stablehlo.multiply %123, %67 : tensor<4x512x1xf32>
    %cst_26 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %128 = stablehlo.divide %126, %127 : tensor<4x512x1xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<4x512x1xf32>, tensor<f32>) -> tensor<4x512xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x1024xf32>
    %131 = stablehlo.multiply %130, %57 : tensor<4x512x1024xf32>
    %132 = stablehlo.add %125, %131 : tensor<4x512x1024xf32>
    %133 = stablehlo.convert %132 : (tensor<4x512x1024xf32>) -> tensor<4x512x1024xbf16>
    %134 = stablehlo.add %101, %133 : tensor<4x512x1024xbf16>
    %135 = stablehlo.dot_general %134, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<4x512x1024xbf16>
    %136 = stablehlo.reshape %135 : (tensor<4x512x1024xbf16>) -> tensor<4x512x16x64xbf16>
    %137 = stablehlo.transpose %136, dims = [0, 2, 3, 1] : (tensor<4x512x16x64xbf16>) -> tensor<4x16x64x512xbf16>
    %138 = stablehlo.dot_general %137, %26, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64x512xbf16>, tensor<4x512x16x64xbf16>) -> tensor<4x16x512x512xbf16>
    %139 = stablehlo.dot_general %137, %48, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64x512xbf16>, tensor<4x16x512x512xbf16>) -> tensor<4x16x64x512xbf16>
    %140 = stablehlo.transpose %139, dims = [0, 3, 1, 2] : (tensor<4x16x64x512xbf16>) -> tensor<4x512x16x64xbf16>
    %141 = stablehlo.convert %138 : (tensor<4x16x512x512xbf16>) -> tensor<4x16x512x512xf32>
    %142 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<4x16x512x1xf32>) -> tensor<4x16x512x512xf32>
    %143 = stablehlo.multiply %141, %142 : tensor<4x16x512x512xf32>
    %144 = stablehlo.multiply %143, %40 : tensor<4x16x512x512xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%144 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<4x16x512x512xf32>, tensor<f32>) -> tensor<4x16x512xf32>
    %146 = stablehlo.reshape %145 : (tensor<4x16x512xf32>) -> tensor<4x16x512x1xf32>
    %147 = stablehlo.negate %146 : tensor<4x16x512x1xf32>
    %148 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<4x16x512x1xf32>) -> tensor<4x16x512x512xf32>
    %149 = stablehlo.divide %141, %148 : tensor<4x16x512x512xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.reduce(%147 init: %cst_29) applies stablehlo.add across dimensions = [3] : (tensor<4x16x512x1xf32>, tensor<f32>) -> tensor<4x16x512xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<4x16x512xf32>) -> tensor<4x16x512x512xf32>
    %152 = stablehlo.add %149, %151 : tensor<4x16x512x512xf32>
    %153 = stablehlo.multiply %152, %40 : tensor<4x16x512x512xf32>
    %154 = stablehlo.convert %153 : (tensor<4x16x512x512xf32>) -> tensor<4x16x512x512xbf16>
    %155 = call @_where_0(%32#1, %154) : (tensor<4x16x512x512xi1>, tensor<4x16x512x512xbf16>) -> tensor<4x16x512x512xbf16>
    %cst_30 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %156 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<bf16>) -> tensor<4x16x512x512xbf16>
    %157 = stablehlo.multiply %155, %156 : tensor<4x16x512x512xbf16>
    %158 = stablehlo.dot_general %157, %25, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x512x512xbf16>, tensor<4x512x16x64xbf16>) -> tensor<4x16x512x64xbf16>
    %159 = stablehlo.transpose %158, dims = [0, 2, 1, 3] : (tensor<4x16x512x64xbf16>) -> tensor<4x512x16x64xbf16>
    %160 = stablehlo.reshape %140 : (tensor<4x512x16x64xbf16>) -> tensor<4x512x1024xbf16>
    %161 = stablehlo.reshape %159 : (tensor<4x512x16x64xbf16>) -> tensor<4x512x1024xbf16>
    %162 = stablehlo.dot_general %160, %21, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x1024xbf16>, tensor<4x512x8xbf16>) -> tensor<1024x8xbf16>
    %163 = stablehlo.transpose %162, dims = [1, 0] : (tensor<1024x8xbf16>) -> tensor<8x1024xbf16>
    %164 = stablehlo.dot_general %160, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x1024xbf16>, tensor<8x1024xbf16>) -> tensor<4x512x8xbf16>
    %165 = stablehlo.dot_general %164, %14, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x8xbf16>, tensor<4x512x1024xbf16>) -> tensor<8x1024xbf16>
    %166 = stablehlo.transpose %165, dims = [1, 0] : (tensor<8x1024xbf16>) -> tensor<1024x8xbf16>
    %167 = stablehlo.dot_general %161, %16, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x1024xbf16>, tensor<4x512x8xbf16>) -> tensor<1024x8xbf16>
    %168 = stablehlo.transpose %167, dims = [1, 0] : (tensor<1024x8xbf16>) -> tensor<8x1024xbf16>
    %169 = stablehlo.dot_general %161, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x1024xbf16>, tensor<8x1024xbf16>) -> tensor<4x512x8xbf16>
    %170 = stablehlo.dot_general %169, %14, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x8xbf16>, tensor<4x512x1024xbf16>) -> tensor<8x1024xbf16>
    %171 = stablehlo.transpose %170, dims = [1, 0] : (tensor<8x1024xbf16>) -> tensor<1024x8xbf16>
    return %171, %166, %168, %163 : tensor<1024x8xbf16>, tensor<1024x8xbf16>, tensor<8x1024xbf16>, tensor<8x1024xbf16>
  }
  func.func private @tril(%arg0: tensor<512x512xi1>) -> tensor<512x512xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %2 = stablehlo.add %0, %1 : tensor<512x512xi32>
    %3 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<512x512xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<512x512xi1>, tensor<512x512xi1>
    return %6 : tensor<512x512xi1>
  }
  func.func private @_where(%arg0: tensor<512x512xi1>, %arg1: tensor<4x16x512x512xbf16>, %arg2: tensor<bf16>) -> (tensor<4x16x512x512xbf16>, tensor<4x16x512x512xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<512x512xi1>) -> tensor<4x16x512x512xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<4x16x512x512xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<4x16x512x512xi1>, tensor<4x16x512x512xbf16>
    return %2, %0 : tensor<4x16x512x512xbf16>, tensor<4x16x512x512xi1>
  }
  func.func private @_where_0(%arg0: tensor<4x16x512x512xi1>, %arg1: tensor<4x16x512x512xbf16>) -> tensor<4x16x512x512xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x16x512x512xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x16x512x512xi1>, tensor<4x16x512x512xbf16>
    return %1 : tensor<4x16x512x512xbf16>
  }
}
