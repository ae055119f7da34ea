module @jit_rope_decoder_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<16000x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg3: tensor<2688x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg4: tensor<1024x2688xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg5: tensor<1024x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg6: tensor<1024x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg7: tensor<1024x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg8: tensor<1024x2688xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg9: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg10: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg11: tensor<2688x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg12: tensor<1024x2688xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg13: tensor<1024x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg14: tensor<1024x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg15: tensor<1024x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg16: tensor<1024x2688xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg17: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg18: tensor<1024x16000xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg19: tensor<4x768xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<4x768x16000xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<768xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x768xi32>
    %2 = stablehlo.compare LT, %arg19, %1, SIGNED : (tensor<4x768xi32>, tensor<4x768xi32>) -> tensor<4x768xi1>
    %c_0 = stablehlo.constant dense<16000> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x768xi32>
    %4 = stablehlo.add %arg19, %3 : tensor<4x768xi32>
    %5 = stablehlo.select %2, %4, %arg19 : tensor<4x768xi1>, tensor<4x768xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<4x768xi32>) -> tensor<4x768x1xi32>
    %7 = "stablehlo.gather"(%arg0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1024>}> : (tensor<16000x1024xbf16>, tensor<4x768x1xi32>) -> tensor<4x768x1024xbf16>
    %8 = stablehlo.convert %7 : (tensor<4x768x1024xbf16>) -> tensor<4x768x1024xf32>
    %9 = chlo.square %8 : tensor<4x768x1024xf32> -> tensor<4x768x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x768x1024xf32>, tensor<f32>) -> tensor<4x768xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<4x768xf32>) -> tensor<4x768x1xf32>
    %cst_1 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x768x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<4x768x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x768x1xf32>
    %15 = stablehlo.add %13, %14 : tensor<4x768x1xf32>
    %16 = stablehlo.rsqrt %15 : tensor<4x768x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<4x768x1xf32>) -> tensor<4x768x1024xf32>
    %18 = stablehlo.multiply %8, %17 : tensor<4x768x1024xf32>
    %19 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<4x768x1024xf32>
    %21 = stablehlo.multiply %18, %20 : tensor<4x768x1024xf32>
    %22 = stablehlo.convert %21 : (tensor<4x768x1024xf32>) -> tensor<4x768x1024xbf16>
    %23 = stablehlo.dot_general %22, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x768x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<4x768x1024xbf16>
    %24 = stablehlo.reshape %23 : (tensor<4x768x1024xbf16>) -> tensor<4x768x8x128xbf16>
    %25 = stablehlo.dot_general %22, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x768x1024xbf16>, tensor<1024x512xbf16>) -> tensor<4x768x512xbf16>
    %26 = stablehlo.reshape %25 : (tensor<4x768x512xbf16>) -> tensor<4x768x2x2x128xbf16>
    %27 = stablehlo.slice %26 [0:4, 0:768, 0:1, 0:2, 0:128] : (tensor<4x768x2x2x128xbf16>) -> tensor<4x768x1x2x128xbf16>
    %28 = stablehlo.reshape %27 : (tensor<4x768x1x2x128xbf16>) -> tensor<4x768x2x128xbf16>
    %29 = stablehlo.slice %26 [0:4, 0:768, 1:2, 0:2, 0:128] : (tensor<4x768x2x2x128xbf16>) -> tensor<4x768x1x2x128xbf16>
    %30 = stablehlo.reshape %29 : (tensor<4x768x1x2x128xbf16>) -> tensor<4x768x2x128xbf16>
    %31 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %33 = stablehlo.divide %31, %32 : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %35 = stablehlo.power %34, %33 : tensor<64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %37 = stablehlo.divide %36, %35 : tensor<64xf32>
    %38 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<768xi32>) -> tensor<768x1xi32>
    %39 = stablehlo.convert %38 : (tensor<768x1xi32>) -> tensor<768x1xf32>
    %40 = stablehlo.broadcast_in_dim %37, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<768x1xf32>) -> tensor<768x64xf32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<768x64xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<768x64xf32>
    %44 = stablehlo.cosine %43 : tensor<768x64xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1, 3] : (tensor<768x64xf32>) -> tensor<1x768x1x64xf32>
    %46 = stablehlo.sine %43 : tensor<768x64xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [1, 3] : (tensor<768x64xf32>) -> tensor<1x768x1x64xf32>
    %48 = stablehlo.slice %24 [0:4, 0:768, 0:8, 0:64] : (tensor<4x768x8x128xbf16>) -> tensor<4x768x8x64xbf16>
    %49 = stablehlo.convert %48 : (tensor<4x768x8x64xbf16>) -> tensor<4x768x8x64xf32>
    %50 = stablehlo.slice %24 [0:4, 0:768, 0:8, 64:128] : (tensor<4x768x8x128xbf16>) -> tensor<4x768x8x64xbf16>
    %51 = stablehlo.convert %50 : (tensor<4x768x8x64xbf16>) -> tensor<4x768x8x64xf32>
    %52 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x768x1x64xf32>) -> tensor<4x768x8x64xf32>
    %53 = stablehlo.multiply %49, %52 : tensor<4x768x8x64xf32>
    %54 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x768x1x64xf32>) -> tensor<4x768x8x64xf32>
    %55 = stablehlo.multiply %51, %54 : tensor<4x768x8x64xf32>
    %56 = stablehlo.subtract %53, %55 : tensor<4x768x8x64xf32>
    %57 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x768x1x64xf32>) -> tensor<4x768x8x64xf32>
    %58 = stablehlo.multiply %51, %57 : tensor<4x768x8x64xf32>
    %59 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x768x1x64xf32>) -> tensor<4x768x8x64xf32>
    %60 = stablehlo.multiply %49, %59 : tensor<4x768x8x64xf32>
    %61 = stablehlo.add %58, %60 : tensor<4x768x8x64xf32>
    %62 = stablehlo.concatenate %56, %61, dim = 3 : (tensor<4x768x8x64xf32>, tensor<4x768x8x64xf32>) -> tensor<4x768x8x128xf32>
    %63 = stablehlo.convert %62 : (tensor<4x768x8x128xf32>) -> tensor<4x768x8x128xbf16>
    %64 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_6 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %66 = stablehlo.divide %64, %65 : tensor<64xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %68 = stablehlo.power %67, %66 : tensor<64xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %70 = stablehlo.divide %69, %68 : tensor<64xf32>
    %71 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<768xi32>) -> tensor<768x1xi32>
    %72 = stablehlo.convert %71 : (tensor<768x1xi32>) -> tensor<768x1xf32>
    %73 = stablehlo.broadcast_in_dim %70, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %74 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<768x1xf32>) -> tensor<768x64xf32>
    %75 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<768x64xf32>
    %76 = stablehlo.multiply %74, %75 : tensor<768x64xf32>
    %77 = stablehlo.cosine %76 : tensor<768x64xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [1, 3] : (tensor<768x64xf32>) -> tensor<1x768x1x64xf32>
    %79 = stablehlo.sine %76 : tensor<768x64xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [1, 3] : (tensor<768x64xf32>) -> tensor<1x768x1x64xf32>
    %81 = stablehlo.slice %28 [0:4, 0:768, 0:2, 0:64] : (tensor<4x768x2x128xbf16>) -> tensor<4x768x2x64xbf16>
    %82 = stablehlo.convert %81 : (tensor<4x768x2x64xbf16>) -> tensor<4x768x2x64xf32>
    %83 = stablehlo.slice %28 [0:4, 0:768, 0:2, 64:128] : (tensor<4x768x2x128xbf16>) -> tensor<4x768x2x64xbf16>
    %84 = stablehlo.convert %83 : (tensor<4x768x2x64xbf16>) -> tensor<4x768x2x64xf32>
    %85 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x768x1x64xf32>) -> tensor<4x768x2x64xf32>
    %86 = stablehlo.multiply %82, %85 : tensor<4x768x2x64xf32>
    %87 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<1x768x1x64xf32>) -> tensor<4x768x2x64xf32>
    %88 = stablehlo.multiply %84, %87 : tensor<4x768x2x64xf32>
    %89 = stablehlo.subtract %86, %88 : tensor<4x768x2x64xf32>
    %90 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x768x1x64xf32>) -> tensor<4x768x2x64xf32>
    %91 = stablehlo.multiply %84, %90 : tensor<4x768x2x64xf32>
    %92 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<1x768x1x64xf32>) -> tensor<4x768x2x64xf32>
    %93 = stablehlo.multiply %82, %92 : tensor<4x768x2x64xf32>
    %94 = stablehlo.add %91, %93 : tensor<4x768x2x64xf32>
    %95 = stablehlo.concatenate %89, %94, dim = 3 : (tensor<4x768x2x64xf32>, tensor<4x768x2x64xf32>) -> tensor<4x768x2x128xf32>
    %96 = stablehlo.convert %95 : (tensor<4x768x2x128xf32>) -> tensor<4x768x2x128xbf16>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 4] : (tensor<4x768x2x128xbf16>) -> tensor<4x768x2x4x128xbf16>
    %98 = stablehlo.reshape %97 : (tensor<4x768x2x4x128xbf16>) -> tensor<4x768x8x128xbf16>
    %99 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 4] : (tensor<4x768x2x128xbf16>) -> tensor<4x768x2x4x128xbf16>
    %100 = stablehlo.reshape %99 : (tensor<4x768x2x4x128xbf16>) -> tensor<4x768x8x128xbf16>
    %101 = stablehlo.dot_general %63, %98, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x768x8x128xbf16>, tensor<4x768x8x128xbf16>) -> tensor<4x8x768x768xbf16>
    %cst_9 = stablehlo.constant dense<8.837890e-02> : tensor<bf16>
    %102 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<4x8x768x768xbf16>
    %103 = stablehlo.multiply %101, %102 : tensor<4x8x768x768xbf16>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %104 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i1>) -> tensor<768x768xi1>
    %105 = call @tril(%104) : (tensor<768x768xi1>) -> tensor<768x768xi1>
    %cst_11 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %106 = call @_where(%105, %103, %cst_11) : (tensor<768x768xi1>, tensor<4x8x768x768xbf16>, tensor<bf16>) -> tensor<4x8x768x768xbf16>
    %107 = stablehlo.convert %106 : (tensor<4x8x768x768xbf16>) -> tensor<4x8x768x768xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<4x8x768x768xf32>, tensor<f32>) -> tensor<4x8x768xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x8x768xf32>
    %110 = stablehlo.maximum %109, %108 : tensor<4x8x768xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<4x8x768xf32>) -> tensor<4x8x768x1xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<4x8x768x1xf32>) -> tensor<4x8x768x768xf32>
    %113 = stablehlo.subtract %107, %112 : tensor<4x8x768x768xf32>
    %114 = stablehlo.exponential %113 : tensor<4x8x768x768xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%114 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<4x8x768x768xf32>, tensor<f32>) -> tensor<4x8x768xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<4x8x768xf32>) -> tensor<4x8x768x1xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<4x8x768x1xf32>) -> tensor<4x8x768x768xf32>
    %118 = stablehlo.divide %114, %117 : tensor<4x8x768x768xf32>
    %119 = stablehlo.convert %118 : (tensor<4x8x768x768xf32>) -> tensor<4x8x768x768xbf16>
    %120 = stablehlo.dot_general %100, %119, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x768x8x128xbf16>, tensor<4x8x768x768xbf16>) -> tensor<4x8x128x768xbf16>
    %121 = stablehlo.transpose %120, dims = [0, 3, 1, 2] : (tensor<4x8x128x768xbf16>) -> tensor<4x768x8x128xbf16>
    %122 = stablehlo.reshape %121 : (tensor<4x768x8x128xbf16>) -> tensor<4x768x1024xbf16>
    %123 = stablehlo.dot_general %122, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x768x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<4x768x1024xbf16>
    %124 = stablehlo.add %7, %123 : tensor<4x768x1024xbf16>
    %125 = stablehlo.convert %124 : (tensor<4x768x1024xbf16>) -> tensor<4x768x1024xf32>
    %126 = chlo.square %125 : tensor<4x768x1024xf32> -> tensor<4x768x1024xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.reduce(%126 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<4x768x1024xf32>, tensor<f32>) -> tensor<4x768xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1] : (tensor<4x768xf32>) -> tensor<4x768x1xf32>
    %cst_16 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x768x1xf32>
    %130 = stablehlo.divide %128, %129 : tensor<4x768x1xf32>
    %cst_17 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x768x1xf32>
    %132 = stablehlo.add %130, %131 : tensor<4x768x1xf32>
    %133 = stablehlo.rsqrt %132 : tensor<4x768x1xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<4x768x1xf32>) -> tensor<4x768x1024xf32>
    %135 = stablehlo.multiply %125, %134 : tensor<4x768x1024xf32>
    %136 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<4x768x1024xf32>
    %138 = stablehlo.multiply %135, %137 : tensor<4x768x1024xf32>
    %139 = stablehlo.convert %138 : (tensor<4x768x1024xf32>) -> tensor<4x768x1024xbf16>
    %140 = stablehlo.dot_general %139, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x768x1024xbf16>, tensor<1024x2688xbf16>) -> tensor<4x768x2688xbf16>
    %141 = call @silu(%140) : (tensor<4x768x2688xbf16>) -> tensor<4x768x2688xbf16>
    %142 = stablehlo.dot_general %139, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x768x1024xbf16>, tensor<1024x2688xbf16>) -> tensor<4x768x2688xbf16>
    %143 = stablehlo.multiply %141, %142 : tensor<4x768x2688xbf16>
    %144 = stablehlo.dot_general %143, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x768x2688xbf16>, tensor<2688x1024xbf16>) -> tensor<4x768x1024xbf16>
    %145 = stablehlo.add %124, %144 : tensor<4x768x1024xbf16>
    %146 = stablehlo.convert %145 : (tensor<4x768x1024xbf16>) -> tensor<4x768x1024xf32>
    %147 = chlo.square %146 : tensor<4x768x1024xf32> -> tensor<4x768x1024xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<4x768x1024xf32>, tensor<f32>) -> tensor<4x768xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<4x768xf32>) -> tensor<4x768x1xf32>
    %cst_19 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x768x1xf32>
    %151 = stablehlo.divide %149, %150 : tensor<4x768x1xf32>
    %cst_20 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x768x1xf32>
    %153 = stablehlo.add %151, %152 : tensor<4x768x1xf32>
    %154 = stablehlo.rsqrt %153 : tensor<4x768x1xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<4x768x1xf32>) -> tensor<4x768x1024xf32>
    %156 = stablehlo.multiply %146, %155 : tensor<4x768x1024xf32>
    %157 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<4x768x1024xf32>
    %159 = stablehlo.multiply %156, %158 : tensor<4x768x1024xf32>
    %160 = stablehlo.convert %159 : (tensor<4x768x1024xf32>) -> tensor<4x768x1024xbf16>
    %161 = stablehlo.dot_general %160, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x768x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<4x768x1024xbf16>
    %162 = stablehlo.reshape %161 : (tensor<4x768x1024xbf16>) -> tensor<4x768x8x128xbf16>
    %163 = stablehlo.dot_general %160, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x768x1024xbf16>, tensor<1024x512xbf16>) -> tensor<4x768x512xbf16>
    %164 = stablehlo.reshape %163 : (tensor<4x768x512xbf16>) -> tensor<4x768x2x2x128xbf16>
    %165 = stablehlo.slice %164 [0:4, 0:768, 0:1, 0:2, 0:128] : (tensor<4x768x2x2x128xbf16>) -> tensor<4x768x1x2x128xbf16>
    %166 = stablehlo.reshape %165 : (tensor<4x768x1x2x128xbf16>) -> tensor<4x768x2x128xbf16>
    %167 = stablehlo.slice %164 [0:4, 0:768, 1:2, 0:2, 0:128] : (tensor<4x768x2x2x128xbf16>) -> tensor<4x768x1x2x128xbf16>
    %168 = stablehlo.reshape %167 : (tensor<4x768x1x2x128xbf16>) -> tensor<4x768x2x128xbf16>
    %169 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_21 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %171 = stablehlo.divide %169, %170 : tensor<64xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %173 = stablehlo.power %172, %171 : tensor<64xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %175 = stablehlo.divide %174, %173 : tensor<64xf32>
    %176 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<768xi32>) -> tensor<768x1xi32>
    %177 = stablehlo.convert %176 : (tensor<768x1xi32>) -> tensor<768x1xf32>
    %178 = stablehlo.broadcast_in_dim %175, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %179 = stablehlo.broadcast_in_dim %177, dims = [0, 1] : (tensor<768x1xf32>) -> tensor<768x64xf32>
    %180 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<768x64xf32>
    %181 = stablehlo.multiply %179, %180 : tensor<768x64xf32>
    %182 = stablehlo.cosine %181 : tensor<768x64xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [1, 3] : (tensor<768x64xf32>) -> tensor<1x768x1x64xf32>
    %184 = stablehlo.sine %181 : tensor<768x64xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [1, 3] : (tensor<768x64xf32>) -> tensor<1x768x1x64xf32>
    %186 = stablehlo.slice %162 [0:4, 0:768, 0:8, 0:64] : (tensor<4x768x8x128xbf16>) -> tensor<4x768x8x64xbf16>
    %187 = stablehlo.convert %186 : (tensor<4x768x8x64xbf16>) -> tensor<4x768x8x64xf32>
    %188 = stablehlo.slice %162 [0:4, 0:768, 0:8, 64:128] : (tensor<4x768x8x128xbf16>) -> tensor<4x768x8x64xbf16>
    %189 = stablehlo.convert %188 : (tensor<4x768x8x64xbf16>) -> tensor<4x768x8x64xf32>
    %190 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2, 3] : (tensor<1x768x1x64xf32>) -> tensor<4x768x8x64xf32>
    %191 = stablehlo.multiply %187, %190 : tensor<4x768x8x64xf32>
    %192 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2, 3] : (tensor<1x768x1x64xf32>) -> tensor<4x768x8x64xf32>
    %193 = stablehlo.multiply %189, %192 : tensor<4x768x8x64xf32>
    %194 = stablehlo.subtract %191, %193 : tensor<4x768x8x64xf32>
    %195 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2, 3] : (tensor<1x768x1x64xf32>) -> tensor<4x768x8x64xf32>
    %196 = stablehlo.multiply %189, %195 : tensor<4x768x8x64xf32>
    %197 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2, 3] : (tensor<1x768x1x64xf32>) -> tensor<4x768x8x64xf32>
    %198 = stablehlo.multiply %187, %197 : tensor<4x768x8x64xf32>
    %199 = stablehlo.add %196, %198 : tensor<4x768x8x64xf32>
    %200 = stablehlo.concatenate %194, %199, dim = 3 : (tensor<4x768x8x64xf32>, tensor<4x768x8x64xf32>) -> tensor<4x768x8x128xf32>
    %201 = stablehlo.convert %200 : (tensor<4x768x8x128xf32>) -> tensor<4x768x8x128xbf16>
    %202 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %204 = stablehlo.divide %202, %203 : tensor<64xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %206 = stablehlo.power %205, %204 : tensor<64xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %208 = stablehlo.divide %207, %206 : tensor<64xf32>
    %209 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<768xi32>) -> tensor<768x1xi32>
    %210 = stablehlo.convert %209 : (tensor<768x1xi32>) -> tensor<768x1xf32>
    %211 = stablehlo.broadcast_in_dim %208, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %212 = stablehlo.broadcast_in_dim %210, dims = [0, 1] : (tensor<768x1xf32>) -> tensor<768x64xf32>
    %213 = stablehlo.broadcast_in_dim %211, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<768x64xf32>
    %214 = stablehlo.multiply %212, %213 : tensor<768x64xf32>
    %215 = stablehlo.cosine %214 : tensor<768x64xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [1, 3] : (tensor<768x64xf32>) -> tensor<1x768x1x64xf32>
    %217 = stablehlo.sine %214 : tensor<768x64xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [1, 3] : (tensor<768x64xf32>) -> tensor<1x768x1x64xf32>
    %219 = stablehlo.slice %166 [0:4, 0:768, 0:2, 0:64] : (tensor<4x768x2x128xbf16>) -> tensor<4x768x2x64xbf16>
    %220 = stablehlo.convert %219 : (tensor<4x768x2x64xbf16>) -> tensor<4x768x2x64xf32>
    %221 = stablehlo.slice %166 [0:4, 0:768, 0:2, 64:128] : (tensor<4x768x2x128xbf16>) -> tensor<4x768x2x64xbf16>
    %222 = stablehlo.convert %221 : (tensor<4x768x2x64xbf16>) -> tensor<4x768x2x64xf32>
    %223 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2, 3] : (tensor<1x768x1x64xf32>) -> tensor<4x768x2x64xf32>
    %224 = stablehlo.multiply %220, %223 : tensor<4x768x2x64xf32>
    %225 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<1x768x1x64xf32>) -> tensor<4x768x2x64xf32>
    %226 = stablehlo.multiply %222, %225 : tensor<4x768x2x64xf32>
    %227 = stablehlo.subtract %224, %226 : tensor<4x768x2x64xf32>
    %228 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2, 3] : (tensor<1x768x1x64xf32>) -> tensor<4x768x2x64xf32>
    %229 = stablehlo.multiply %222, %228 : tensor<4x768x2x64xf32>
    %230 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<1x768x1x64xf32>) -> tensor<4x768x2x64xf32>
    %231 = stablehlo.multiply %220, %230 : tensor<4x768x2x64xf32>
    %232 = stablehlo.add %229, %231 : tensor<4x768x2x64xf32>
    %233 = stablehlo.concatenate %227, %232, dim = 3 : (tensor<4x768x2x64xf32>, tensor<4x768x2x64xf32>) -> tensor<4x768x2x128xf32>
    %234 = stablehlo.convert %233 : (tensor<4x768x2x128xf32>) -> tensor<4x768x2x128xbf16>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2, 4] : (tensor<4x768x2x128xbf16>) -> tensor<4x768x2x4x128xbf16>
    %236 = stablehlo.reshape %235 : (tensor<4x768x2x4x128xbf16>) -> tensor<4x768x8x128xbf16>
    %237 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2, 4] : (tensor<4x768x2x128xbf16>) -> tensor<4x768x2x4x128xbf16>
    %238 = stablehlo.reshape %237 : (tensor<4x768x2x4x128xbf16>) -> tensor<4x768x8x128xbf16>
    %239 = stablehlo.dot_general %201, %236, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x768x8x128xbf16>, tensor<4x768x8x128xbf16>) -> tensor<4x8x768x768xbf16>
    %cst_27 = stablehlo.constant dense<8.837890e-02> : tensor<bf16>
    %240 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<bf16>) -> tensor<4x8x768x768xbf16>
    %241 = stablehlo.multiply %239, %240 : tensor<4x8x768x768xbf16>
    %c_28 = stablehlo.constant dense<true> : tensor<i1>
    %242 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i1>) -> tensor<768x768xi1>
    %243 = call @tril(%242) : (tensor<768x768xi1>) -> tensor<768x768xi1>
    %cst_29 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %244 = call @_where(%243, %241, %cst_29) : (tensor<768x768xi1>, tensor<4x8x768x768xbf16>, tensor<bf16>) -> tensor<4x8x768x768xbf16>
    %245 = stablehlo.convert %244 : (tensor<4x8x768x768xbf16>) -> tensor<4x8x768x768xf32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %246 = stablehlo.reduce(%245 init: %cst_30) applies stablehlo.maximum across dimensions = [3] : (tensor<4x8x768x768xf32>, tensor<f32>) -> tensor<4x8x768xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4x8x768xf32>
    %248 = stablehlo.maximum %247, %246 : tensor<4x8x768xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<4x8x768xf32>) -> tensor<4x8x768x1xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2, 3] : (tensor<4x8x768x1xf32>) -> tensor<4x8x768x768xf32>
    %251 = stablehlo.subtract %245, %250 : tensor<4x8x768x768xf32>
    %252 = stablehlo.exponential %251 : tensor<4x8x768x768xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.reduce(%252 init: %cst_32) applies stablehlo.add across dimensions = [3] : (tensor<4x8x768x768xf32>, tensor<f32>) -> tensor<4x8x768xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<4x8x768xf32>) -> tensor<4x8x768x1xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2, 3] : (tensor<4x8x768x1xf32>) -> tensor<4x8x768x768xf32>
    %256 = stablehlo.divide %252, %255 : tensor<4x8x768x768xf32>
    %257 = stablehlo.convert %256 : (tensor<4x8x768x768xf32>) -> tensor<4x8x768x768xbf16>
    %258 = stablehlo.dot_general %238, %257, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x768x8x128xbf16>, tensor<4x8x768x768xbf16>) -> tensor<4x8x128x768xbf16>
    %259 = stablehlo.transpose %258, dims = [0, 3, 1, 2] : (tensor<4x8x128x768xbf16>) -> tensor<4x768x8x128xbf16>
    %260 = stablehlo.reshape %259 : (tensor<4x768x8x128xbf16>) -> tensor<4x768x1024xbf16>
    %261 = stablehlo.dot_general %260, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x768x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<4x768x1024xbf16>
    %262 = stablehlo.add %145, %261 : tensor<4x768x1024xbf16>
    %263 = stablehlo.convert %262 : (tensor<4x768x1024xbf16>) -> tensor<4x768x1024xf32>
    %264 = chlo.square %263 : tensor<4x768x1024xf32> -> tensor<4x768x1024xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.reduce(%264 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<4x768x1024xf32>, tensor<f32>) -> tensor<4x768xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1] : (tensor<4x768xf32>) -> tensor<4x768x1xf32>
    %cst_34 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4x768x1xf32>
    %268 = stablehlo.divide %266, %267 : tensor<4x768x1xf32>
    %cst_35 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4x768x1xf32>
    %270 = stablehlo.add %268, %269 : tensor<4x768x1xf32>
    %271 = stablehlo.rsqrt %270 : tensor<4x768x1xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2] : (tensor<4x768x1xf32>) -> tensor<4x768x1024xf32>
    %273 = stablehlo.multiply %263, %272 : tensor<4x768x1024xf32>
    %274 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<4x768x1024xf32>
    %276 = stablehlo.multiply %273, %275 : tensor<4x768x1024xf32>
    %277 = stablehlo.convert %276 : (tensor<4x768x1024xf32>) -> tensor<4x768x1024xbf16>
    %278 = stablehlo.dot_general %277, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x768x1024xbf16>, tensor<1024x2688xbf16>) -> tensor<4x768x2688xbf16>
    %279 = call @silu(%278) : (tensor<4x768x2688xbf16>) -> tensor<4x768x2688xbf16>
    %280 = stablehlo.dot_general %277, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x768x1024xbf16>, tensor<1024x2688xbf16>) -> tensor<4x768x2688xbf16>
    %281 = stablehlo.multiply %279, %280 : tensor<4x768x2688xbf16>
    %282 = stablehlo.dot_general %281, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x768x2688xbf16>, tensor<2688x1024xbf16>) -> tensor<4x768x1024xbf16>
    %283 = stablehlo.add %262, %282 : tensor<4x768x1024xbf16>
    %284 = stablehlo.convert %283 : (tensor<4x768x1024xbf16>) -> tensor<4x768x1024xf32>
    %285 = chlo.square %284 : tensor<4x768x1024xf32> -> tensor<4x768x1024xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%285 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<4x768x1024xf32>, tensor<f32>) -> tensor<4x768xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1] : (tensor<4x768xf32>) -> tensor<4x768x1xf32>
    %cst_37 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x768x1xf32>
    %289 = stablehlo.divide %287, %288 : tensor<4x768x1xf32>
    %cst_38 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x768x1xf32>
    %291 = stablehlo.add %289, %290 : tensor<4x768x1xf32>
    %292 = stablehlo.rsqrt %291 : tensor<4x768x1xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2] : (tensor<4x768x1xf32>) -> tensor<4x768x1024xf32>
    %294 = stablehlo.multiply %284, %293 : tensor<4x768x1024xf32>
    %295 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<4x768x1024xf32>
    %297 = stablehlo.multiply %294, %296 : tensor<4x768x1024xf32>
    %298 = stablehlo.convert %297 : (tensor<4x768x1024xf32>) -> tensor<4x768x1024xbf16>
    %299 = stablehlo.dot_general %298, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x768x1024xbf16>, tensor<1024x16000xbf16>) -> tensor<4x768x16000xbf16>
    return %299 : tensor<4x768x16000xbf16>
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
  func.func private @_where(%arg0: tensor<768x768xi1>, %arg1: tensor<4x8x768x768xbf16>, %arg2: tensor<bf16>) -> tensor<4x8x768x768xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<768x768xi1>) -> tensor<4x8x768x768xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<4x8x768x768xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<4x8x768x768xi1>, tensor<4x8x768x768xbf16>
    return %2 : tensor<4x8x768x768xbf16>
  }
  func.func private @silu(%arg0: tensor<4x768x2688xbf16>) -> tensor<4x768x2688xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<4x768x2688xbf16>
    %1 = stablehlo.exponential %0 : tensor<4x768x2688xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x768x2688xbf16>
    %3 = stablehlo.add %2, %1 : tensor<4x768x2688xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x768x2688xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<4x768x2688xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x768x2688xbf16>
    return %6 : tensor<4x768x2688xbf16>
  }
}
