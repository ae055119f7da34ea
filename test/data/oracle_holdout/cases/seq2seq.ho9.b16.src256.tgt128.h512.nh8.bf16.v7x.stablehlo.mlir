module @jit_seq2seq_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg4: tensor<8000x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg5: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg6: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg7: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg8: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg9: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg10: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg11: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg12: tensor<512x8000xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg13: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg14: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg15: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg16: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg17: tensor<16x256xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg18: tensor<16x128xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<16x128x8000xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x256xi32>
    %1 = stablehlo.compare LT, %arg17, %0, SIGNED : (tensor<16x256xi32>, tensor<16x256xi32>) -> tensor<16x256xi1>
    %c_0 = stablehlo.constant dense<8000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x256xi32>
    %3 = stablehlo.add %arg17, %2 : tensor<16x256xi32>
    %4 = stablehlo.select %1, %3, %arg17 : tensor<16x256xi1>, tensor<16x256xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x256xi32>) -> tensor<16x256x1xi32>
    %6 = "stablehlo.gather"(%arg4, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<8000x512xbf16>, tensor<16x256x1xi32>) -> tensor<16x256x512xbf16>
    %7 = stablehlo.convert %6 : (tensor<16x256x512xbf16>) -> tensor<16x256x512xf32>
    %8 = chlo.square %7 : tensor<16x256x512xf32> -> tensor<16x256x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<16x256xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %cst_1 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<16x256x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %14 = stablehlo.add %12, %13 : tensor<16x256x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<16x256x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x512xf32>
    %17 = stablehlo.multiply %7, %16 : tensor<16x256x512xf32>
    %18 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<16x256x512xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<16x256x512xf32>
    %21 = stablehlo.convert %20 : (tensor<16x256x512xf32>) -> tensor<16x256x512xbf16>
    %22 = stablehlo.convert %6 : (tensor<16x256x512xbf16>) -> tensor<16x256x512xf32>
    %23 = chlo.square %22 : tensor<16x256x512xf32> -> tensor<16x256x512xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<16x256x512xf32>, tensor<f32>) -> tensor<16x256xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<16x256xf32>) -> tensor<16x256x1xf32>
    %cst_4 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %27 = stablehlo.divide %25, %26 : tensor<16x256x1xf32>
    %cst_5 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x256x1xf32>
    %29 = stablehlo.add %27, %28 : tensor<16x256x1xf32>
    %30 = stablehlo.rsqrt %29 : tensor<16x256x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<16x256x1xf32>) -> tensor<16x256x512xf32>
    %32 = stablehlo.multiply %22, %31 : tensor<16x256x512xf32>
    %33 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<16x256x512xf32>
    %35 = stablehlo.multiply %32, %34 : tensor<16x256x512xf32>
    %36 = stablehlo.convert %35 : (tensor<16x256x512xf32>) -> tensor<16x256x512xbf16>
    %37 = stablehlo.dot_general %21, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %38 = stablehlo.reshape %37 : (tensor<16x256x512xbf16>) -> tensor<16x256x8x64xbf16>
    %39 = stablehlo.dot_general %36, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %40 = stablehlo.reshape %39 : (tensor<16x256x512xbf16>) -> tensor<16x256x8x64xbf16>
    %41 = stablehlo.dot_general %36, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %42 = stablehlo.reshape %41 : (tensor<16x256x512xbf16>) -> tensor<16x256x8x64xbf16>
    %43 = stablehlo.dot_general %38, %40, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x256x8x64xbf16>, tensor<16x256x8x64xbf16>) -> tensor<16x8x256x256xbf16>
    %cst_6 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %44 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<16x8x256x256xbf16>
    %45 = stablehlo.multiply %43, %44 : tensor<16x8x256x256xbf16>
    %46 = stablehlo.convert %45 : (tensor<16x8x256x256xbf16>) -> tensor<16x8x256x256xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<16x8x256x256xf32>, tensor<f32>) -> tensor<16x8x256xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16x8x256xf32>
    %49 = stablehlo.maximum %48, %47 : tensor<16x8x256xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<16x8x256xf32>) -> tensor<16x8x256x1xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<16x8x256x1xf32>) -> tensor<16x8x256x256xf32>
    %52 = stablehlo.subtract %46, %51 : tensor<16x8x256x256xf32>
    %53 = stablehlo.exponential %52 : tensor<16x8x256x256xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<16x8x256x256xf32>, tensor<f32>) -> tensor<16x8x256xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<16x8x256xf32>) -> tensor<16x8x256x1xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<16x8x256x1xf32>) -> tensor<16x8x256x256xf32>
    %57 = stablehlo.divide %53, %56 : tensor<16x8x256x256xf32>
    %58 = stablehlo.convert %57 : (tensor<16x8x256x256xf32>) -> tensor<16x8x256x256xbf16>
    %59 = stablehlo.dot_general %42, %58, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x256x8x64xbf16>, tensor<16x8x256x256xbf16>) -> tensor<16x8x64x256xbf16>
    %60 = stablehlo.transpose %59, dims = [0, 3, 1, 2] : (tensor<16x8x64x256xbf16>) -> tensor<16x256x8x64xbf16>
    %61 = stablehlo.reshape %60 : (tensor<16x256x8x64xbf16>) -> tensor<16x256x512xbf16>
    %62 = stablehlo.dot_general %61, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %63 = stablehlo.add %6, %62 : tensor<16x256x512xbf16>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %64 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<16x128xi32>
    %65 = stablehlo.compare LT, %arg18, %64, SIGNED : (tensor<16x128xi32>, tensor<16x128xi32>) -> tensor<16x128xi1>
    %c_11 = stablehlo.constant dense<8000> : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<16x128xi32>
    %67 = stablehlo.add %arg18, %66 : tensor<16x128xi32>
    %68 = stablehlo.select %65, %67, %arg18 : tensor<16x128xi1>, tensor<16x128xi32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<16x128xi32>) -> tensor<16x128x1xi32>
    %70 = "stablehlo.gather"(%arg4, %69) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<8000x512xbf16>, tensor<16x128x1xi32>) -> tensor<16x128x512xbf16>
    %71 = stablehlo.convert %70 : (tensor<16x128x512xbf16>) -> tensor<16x128x512xf32>
    %72 = chlo.square %71 : tensor<16x128x512xf32> -> tensor<16x128x512xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<16x128x512xf32>, tensor<f32>) -> tensor<16x128xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<16x128xf32>) -> tensor<16x128x1xf32>
    %cst_13 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16x128x1xf32>
    %76 = stablehlo.divide %74, %75 : tensor<16x128x1xf32>
    %cst_14 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16x128x1xf32>
    %78 = stablehlo.add %76, %77 : tensor<16x128x1xf32>
    %79 = stablehlo.rsqrt %78 : tensor<16x128x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<16x128x1xf32>) -> tensor<16x128x512xf32>
    %81 = stablehlo.multiply %71, %80 : tensor<16x128x512xf32>
    %82 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<16x128x512xf32>
    %84 = stablehlo.multiply %81, %83 : tensor<16x128x512xf32>
    %85 = stablehlo.convert %84 : (tensor<16x128x512xf32>) -> tensor<16x128x512xbf16>
    %86 = stablehlo.dot_general %85, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<512x512xbf16>) -> tensor<16x128x512xbf16>
    %87 = stablehlo.reshape %86 : (tensor<16x128x512xbf16>) -> tensor<16x128x8x64xbf16>
    %88 = stablehlo.dot_general %85, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<512x512xbf16>) -> tensor<16x128x512xbf16>
    %89 = stablehlo.reshape %88 : (tensor<16x128x512xbf16>) -> tensor<16x128x8x64xbf16>
    %90 = stablehlo.dot_general %85, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<512x512xbf16>) -> tensor<16x128x512xbf16>
    %91 = stablehlo.reshape %90 : (tensor<16x128x512xbf16>) -> tensor<16x128x8x64xbf16>
    %92 = stablehlo.dot_general %87, %89, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x128x8x64xbf16>, tensor<16x128x8x64xbf16>) -> tensor<16x8x128x128xbf16>
    %cst_15 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %93 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<16x8x128x128xbf16>
    %94 = stablehlo.multiply %92, %93 : tensor<16x8x128x128xbf16>
    %c_16 = stablehlo.constant dense<true> : tensor<i1>
    %95 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %96 = call @tril(%95) : (tensor<128x128xi1>) -> tensor<128x128xi1>
    %cst_17 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %97 = call @_where(%96, %94, %cst_17) : (tensor<128x128xi1>, tensor<16x8x128x128xbf16>, tensor<bf16>) -> tensor<16x8x128x128xbf16>
    %98 = stablehlo.convert %97 : (tensor<16x8x128x128xbf16>) -> tensor<16x8x128x128xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_18) applies stablehlo.maximum across dimensions = [3] : (tensor<16x8x128x128xf32>, tensor<f32>) -> tensor<16x8x128xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16x8x128xf32>
    %101 = stablehlo.maximum %100, %99 : tensor<16x8x128xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<16x8x128xf32>) -> tensor<16x8x128x1xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] : (tensor<16x8x128x1xf32>) -> tensor<16x8x128x128xf32>
    %104 = stablehlo.subtract %98, %103 : tensor<16x8x128x128xf32>
    %105 = stablehlo.exponential %104 : tensor<16x8x128x128xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<16x8x128x128xf32>, tensor<f32>) -> tensor<16x8x128xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<16x8x128xf32>) -> tensor<16x8x128x1xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3] : (tensor<16x8x128x1xf32>) -> tensor<16x8x128x128xf32>
    %109 = stablehlo.divide %105, %108 : tensor<16x8x128x128xf32>
    %110 = stablehlo.convert %109 : (tensor<16x8x128x128xf32>) -> tensor<16x8x128x128xbf16>
    %111 = stablehlo.dot_general %91, %110, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x128x8x64xbf16>, tensor<16x8x128x128xbf16>) -> tensor<16x8x64x128xbf16>
    %112 = stablehlo.transpose %111, dims = [0, 3, 1, 2] : (tensor<16x8x64x128xbf16>) -> tensor<16x128x8x64xbf16>
    %113 = stablehlo.reshape %112 : (tensor<16x128x8x64xbf16>) -> tensor<16x128x512xbf16>
    %114 = stablehlo.dot_general %113, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<512x512xbf16>) -> tensor<16x128x512xbf16>
    %115 = stablehlo.add %70, %114 : tensor<16x128x512xbf16>
    %116 = stablehlo.convert %115 : (tensor<16x128x512xbf16>) -> tensor<16x128x512xf32>
    %117 = chlo.square %116 : tensor<16x128x512xf32> -> tensor<16x128x512xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%117 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<16x128x512xf32>, tensor<f32>) -> tensor<16x128xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1] : (tensor<16x128xf32>) -> tensor<16x128x1xf32>
    %cst_22 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16x128x1xf32>
    %121 = stablehlo.divide %119, %120 : tensor<16x128x1xf32>
    %cst_23 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16x128x1xf32>
    %123 = stablehlo.add %121, %122 : tensor<16x128x1xf32>
    %124 = stablehlo.rsqrt %123 : tensor<16x128x1xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<16x128x1xf32>) -> tensor<16x128x512xf32>
    %126 = stablehlo.multiply %116, %125 : tensor<16x128x512xf32>
    %127 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<16x128x512xf32>
    %129 = stablehlo.multiply %126, %128 : tensor<16x128x512xf32>
    %130 = stablehlo.convert %129 : (tensor<16x128x512xf32>) -> tensor<16x128x512xbf16>
    %131 = stablehlo.dot_general %130, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<512x512xbf16>) -> tensor<16x128x512xbf16>
    %132 = stablehlo.reshape %131 : (tensor<16x128x512xbf16>) -> tensor<16x128x8x64xbf16>
    %133 = stablehlo.dot_general %63, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %134 = stablehlo.reshape %133 : (tensor<16x256x512xbf16>) -> tensor<16x256x8x64xbf16>
    %135 = stablehlo.dot_general %63, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256x512xbf16>, tensor<512x512xbf16>) -> tensor<16x256x512xbf16>
    %136 = stablehlo.reshape %135 : (tensor<16x256x512xbf16>) -> tensor<16x256x8x64xbf16>
    %137 = stablehlo.dot_general %132, %134, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x128x8x64xbf16>, tensor<16x256x8x64xbf16>) -> tensor<16x8x128x256xbf16>
    %cst_24 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %138 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<bf16>) -> tensor<16x8x128x256xbf16>
    %139 = stablehlo.multiply %137, %138 : tensor<16x8x128x256xbf16>
    %140 = stablehlo.convert %139 : (tensor<16x8x128x256xbf16>) -> tensor<16x8x128x256xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %141 = stablehlo.reduce(%140 init: %cst_25) applies stablehlo.maximum across dimensions = [3] : (tensor<16x8x128x256xf32>, tensor<f32>) -> tensor<16x8x128xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16x8x128xf32>
    %143 = stablehlo.maximum %142, %141 : tensor<16x8x128xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<16x8x128xf32>) -> tensor<16x8x128x1xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2, 3] : (tensor<16x8x128x1xf32>) -> tensor<16x8x128x256xf32>
    %146 = stablehlo.subtract %140, %145 : tensor<16x8x128x256xf32>
    %147 = stablehlo.exponential %146 : tensor<16x8x128x256xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<16x8x128x256xf32>, tensor<f32>) -> tensor<16x8x128xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<16x8x128xf32>) -> tensor<16x8x128x1xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2, 3] : (tensor<16x8x128x1xf32>) -> tensor<16x8x128x256xf32>
    %151 = stablehlo.divide %147, %150 : tensor<16x8x128x256xf32>
    %152 = stablehlo.convert %151 : (tensor<16x8x128x256xf32>) -> tensor<16x8x128x256xbf16>
    %153 = stablehlo.dot_general %136, %152, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x256x8x64xbf16>, tensor<16x8x128x256xbf16>) -> tensor<16x8x64x128xbf16>
    %154 = stablehlo.transpose %153, dims = [0, 3, 1, 2] : (tensor<16x8x64x128xbf16>) -> tensor<16x128x8x64xbf16>
    %155 = stablehlo.reshape %154 : (tensor<16x128x8x64xbf16>) -> tensor<16x128x512xbf16>
    %156 = stablehlo.dot_general %155, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<512x512xbf16>) -> tensor<16x128x512xbf16>
    %157 = stablehlo.add %115, %156 : tensor<16x128x512xbf16>
    %158 = stablehlo.dot_general %157, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<512x8000xbf16>) -> tensor<16x128x8000xbf16>
    return %158 : tensor<16x128x8000xbf16>
  }
  func.func private @tril(%arg0: tensor<128x128xi1>) -> tensor<128x128xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %2 = stablehlo.add %0, %1 : tensor<128x128xi32>
    %3 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<128x128xi1>, tensor<128x128xi1>
    return %6 : tensor<128x128xi1>
  }
  func.func private @_where(%arg0: tensor<128x128xi1>, %arg1: tensor<16x8x128x128xbf16>, %arg2: tensor<bf16>) -> tensor<16x8x128x128xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<128x128xi1>) -> tensor<16x8x128x128xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<16x8x128x128xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<16x8x128x128xi1>, tensor<16x8x128x128xbf16>
    return %2 : tensor<16x8x128x128xbf16>
  }
}
