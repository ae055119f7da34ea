module @jit_dpa_decoder_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<8000x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg3: tensor<1024x4096xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg4: tensor<4096x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg5: tensor<1024x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg6: tensor<1024x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg7: tensor<1024x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg8: tensor<1024x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg9: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg10: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg11: tensor<1024x4096xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg12: tensor<4096x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg13: tensor<1024x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg14: tensor<1024x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg15: tensor<1024x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg16: tensor<1024x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg17: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg18: tensor<1024x8000xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg19: tensor<2x2048xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<2x2048x8000xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x2048xi32>
    %1 = stablehlo.compare LT, %arg19, %0, SIGNED : (tensor<2x2048xi32>, tensor<2x2048xi32>) -> tensor<2x2048xi1>
    %c_0 = stablehlo.constant dense<8000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x2048xi32>
    %3 = stablehlo.add %arg19, %2 : tensor<2x2048xi32>
    %4 = stablehlo.select %1, %3, %arg19 : tensor<2x2048xi1>, tensor<2x2048xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x2048xi32>) -> tensor<2x2048x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1024>}> : (tensor<8000x1024xbf16>, tensor<2x2048x1xi32>) -> tensor<2x2048x1024xbf16>
    %7 = stablehlo.convert %6 : (tensor<2x2048x1024xbf16>) -> tensor<2x2048x1024xf32>
    %8 = chlo.square %7 : tensor<2x2048x1024xf32> -> tensor<2x2048x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x2048x1024xf32>, tensor<f32>) -> tensor<2x2048xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x2048xf32>) -> tensor<2x2048x1xf32>
    %cst_1 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x2048x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x2048x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x2048x1xf32>
    %14 = stablehlo.add %12, %13 : tensor<2x2048x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<2x2048x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x2048x1xf32>) -> tensor<2x2048x1024xf32>
    %17 = stablehlo.multiply %7, %16 : tensor<2x2048x1024xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<2x2048x1024xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<2x2048x1024xf32>
    %21 = stablehlo.convert %20 : (tensor<2x2048x1024xf32>) -> tensor<2x2048x1024xbf16>
    %22 = stablehlo.dot_general %21, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x2048x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<2x2048x1024xbf16>
    %23 = stablehlo.reshape %22 : (tensor<2x2048x1024xbf16>) -> tensor<2x2048x16x64xbf16>
    %24 = stablehlo.dot_general %21, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x2048x1024xbf16>, tensor<1024x256xbf16>) -> tensor<2x2048x256xbf16>
    %25 = stablehlo.reshape %24 : (tensor<2x2048x256xbf16>) -> tensor<2x2048x4x64xbf16>
    %26 = stablehlo.dot_general %21, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x2048x1024xbf16>, tensor<1024x256xbf16>) -> tensor<2x2048x256xbf16>
    %27 = stablehlo.reshape %26 : (tensor<2x2048x256xbf16>) -> tensor<2x2048x4x64xbf16>
    %28 = stablehlo.reshape %23 : (tensor<2x2048x16x64xbf16>) -> tensor<2x2048x4x4x64xbf16>
    %29 = stablehlo.dot_general %28, %25, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x2048x4x4x64xbf16>, tensor<2x2048x4x64xbf16>) -> tensor<2x4x2048x4x2048xf32>
    %cst_3 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x4x2048x4x2048xf32>
    %31 = stablehlo.multiply %29, %30 : tensor<2x4x2048x4x2048xf32>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %32 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i1>) -> tensor<2x4x2048x2048xi1>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %33 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i1>) -> tensor<2048x2048xi1>
    %34 = call @tril(%33) : (tensor<2048x2048xi1>) -> tensor<2048x2048xi1>
    %35 = stablehlo.broadcast_in_dim %34, dims = [2, 3] : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x1x2048x2048xi1>) -> tensor<2x4x2048x2048xi1>
    %37 = stablehlo.and %32, %36 : tensor<2x4x2048x2048xi1>
    %cst_6 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %38 = call @_where(%37, %31, %cst_6) : (tensor<2x4x2048x2048xi1>, tensor<2x4x2048x4x2048xf32>, tensor<f32>) -> tensor<4x2x4x2048x2048xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_7) applies stablehlo.maximum across dimensions = [4] : (tensor<4x2x4x2048x2048xf32>, tensor<f32>) -> tensor<4x2x4x2048xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x2x4x2048xf32>
    %41 = stablehlo.maximum %40, %39 : tensor<4x2x4x2048xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<4x2x4x2048xf32>) -> tensor<4x2x4x2048x1xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3, 4] : (tensor<4x2x4x2048x1xf32>) -> tensor<4x2x4x2048x2048xf32>
    %44 = stablehlo.subtract %38, %43 : tensor<4x2x4x2048x2048xf32>
    %45 = stablehlo.exponential %44 : tensor<4x2x4x2048x2048xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_9) applies stablehlo.add across dimensions = [4] : (tensor<4x2x4x2048x2048xf32>, tensor<f32>) -> tensor<4x2x4x2048xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<4x2x4x2048xf32>) -> tensor<4x2x4x2048x1xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3, 4] : (tensor<4x2x4x2048x1xf32>) -> tensor<4x2x4x2048x2048xf32>
    %49 = stablehlo.divide %45, %48 : tensor<4x2x4x2048x2048xf32>
    %50 = stablehlo.convert %49 : (tensor<4x2x4x2048x2048xf32>) -> tensor<4x2x4x2048x2048xbf16>
    %51 = stablehlo.dot_general %27, %50, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x2048x4x64xbf16>, tensor<4x2x4x2048x2048xbf16>) -> tensor<2x4x64x4x2048xbf16>
    %52 = stablehlo.transpose %51, dims = [3, 0, 4, 1, 2] : (tensor<2x4x64x4x2048xbf16>) -> tensor<4x2x2048x4x64xbf16>
    %53 = stablehlo.transpose %52, dims = [1, 2, 3, 0, 4] : (tensor<4x2x2048x4x64xbf16>) -> tensor<2x2048x4x4x64xbf16>
    %54 = stablehlo.reshape %53 : (tensor<2x2048x4x4x64xbf16>) -> tensor<2x2048x16x64xbf16>
    %55 = stablehlo.reshape %54 : (tensor<2x2048x16x64xbf16>) -> tensor<2x2048x1024xbf16>
    %56 = stablehlo.dot_general %55, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x2048x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<2x2048x1024xbf16>
    %57 = stablehlo.add %6, %56 : tensor<2x2048x1024xbf16>
    %58 = stablehlo.convert %57 : (tensor<2x2048x1024xbf16>) -> tensor<2x2048x1024xf32>
    %59 = chlo.square %58 : tensor<2x2048x1024xf32> -> tensor<2x2048x1024xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x2048x1024xf32>, tensor<f32>) -> tensor<2x2048xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<2x2048xf32>) -> tensor<2x2048x1xf32>
    %cst_11 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x2048x1xf32>
    %63 = stablehlo.divide %61, %62 : tensor<2x2048x1xf32>
    %cst_12 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x2048x1xf32>
    %65 = stablehlo.add %63, %64 : tensor<2x2048x1xf32>
    %66 = stablehlo.rsqrt %65 : tensor<2x2048x1xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<2x2048x1xf32>) -> tensor<2x2048x1024xf32>
    %68 = stablehlo.multiply %58, %67 : tensor<2x2048x1024xf32>
    %69 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<2x2048x1024xf32>
    %71 = stablehlo.multiply %68, %70 : tensor<2x2048x1024xf32>
    %72 = stablehlo.convert %71 : (tensor<2x2048x1024xf32>) -> tensor<2x2048x1024xbf16>
    %73 = stablehlo.dot_general %72, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x2048x1024xbf16>, tensor<1024x4096xbf16>) -> tensor<2x2048x4096xbf16>
    %74 = stablehlo.multiply %73, %73 : tensor<2x2048x4096xbf16>
    %75 = stablehlo.multiply %74, %73 : tensor<2x2048x4096xbf16>
    %cst_13 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %76 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<2x2048x4096xbf16>
    %77 = stablehlo.multiply %76, %75 : tensor<2x2048x4096xbf16>
    %78 = stablehlo.add %73, %77 : tensor<2x2048x4096xbf16>
    %cst_14 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %79 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<2x2048x4096xbf16>
    %80 = stablehlo.multiply %79, %78 : tensor<2x2048x4096xbf16>
    %81 = stablehlo.tanh %80 : tensor<2x2048x4096xbf16>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %82 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<2x2048x4096xbf16>
    %83 = stablehlo.add %82, %81 : tensor<2x2048x4096xbf16>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %84 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<2x2048x4096xbf16>
    %85 = stablehlo.multiply %84, %83 : tensor<2x2048x4096xbf16>
    %86 = stablehlo.multiply %73, %85 : tensor<2x2048x4096xbf16>
    %87 = stablehlo.dot_general %86, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<2x2048x1024xbf16>
    %88 = stablehlo.add %57, %87 : tensor<2x2048x1024xbf16>
    %89 = stablehlo.convert %88 : (tensor<2x2048x1024xbf16>) -> tensor<2x2048x1024xf32>
    %90 = chlo.square %89 : tensor<2x2048x1024xf32> -> tensor<2x2048x1024xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<2x2048x1024xf32>, tensor<f32>) -> tensor<2x2048xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1] : (tensor<2x2048xf32>) -> tensor<2x2048x1xf32>
    %cst_18 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x2048x1xf32>
    %94 = stablehlo.divide %92, %93 : tensor<2x2048x1xf32>
    %cst_19 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x2048x1xf32>
    %96 = stablehlo.add %94, %95 : tensor<2x2048x1xf32>
    %97 = stablehlo.rsqrt %96 : tensor<2x2048x1xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x2048x1xf32>) -> tensor<2x2048x1024xf32>
    %99 = stablehlo.multiply %89, %98 : tensor<2x2048x1024xf32>
    %100 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<2x2048x1024xf32>
    %102 = stablehlo.multiply %99, %101 : tensor<2x2048x1024xf32>
    %103 = stablehlo.convert %102 : (tensor<2x2048x1024xf32>) -> tensor<2x2048x1024xbf16>
    %104 = stablehlo.dot_general %103, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x2048x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<2x2048x1024xbf16>
    %105 = stablehlo.reshape %104 : (tensor<2x2048x1024xbf16>) -> tensor<2x2048x16x64xbf16>
    %106 = stablehlo.dot_general %103, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x2048x1024xbf16>, tensor<1024x256xbf16>) -> tensor<2x2048x256xbf16>
    %107 = stablehlo.reshape %106 : (tensor<2x2048x256xbf16>) -> tensor<2x2048x4x64xbf16>
    %108 = stablehlo.dot_general %103, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x2048x1024xbf16>, tensor<1024x256xbf16>) -> tensor<2x2048x256xbf16>
    %109 = stablehlo.reshape %108 : (tensor<2x2048x256xbf16>) -> tensor<2x2048x4x64xbf16>
    %110 = stablehlo.reshape %105 : (tensor<2x2048x16x64xbf16>) -> tensor<2x2048x4x4x64xbf16>
    %111 = stablehlo.dot_general %110, %107, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x2048x4x4x64xbf16>, tensor<2x2048x4x64xbf16>) -> tensor<2x4x2048x4x2048xf32>
    %cst_20 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x4x2048x4x2048xf32>
    %113 = stablehlo.multiply %111, %112 : tensor<2x4x2048x4x2048xf32>
    %c_21 = stablehlo.constant dense<true> : tensor<i1>
    %114 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i1>) -> tensor<2x4x2048x2048xi1>
    %c_22 = stablehlo.constant dense<true> : tensor<i1>
    %115 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i1>) -> tensor<2048x2048xi1>
    %116 = call @tril(%115) : (tensor<2048x2048xi1>) -> tensor<2048x2048xi1>
    %117 = stablehlo.broadcast_in_dim %116, dims = [2, 3] : (tensor<2048x2048xi1>) -> tensor<1x1x2048x2048xi1>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<1x1x2048x2048xi1>) -> tensor<2x4x2048x2048xi1>
    %119 = stablehlo.and %114, %118 : tensor<2x4x2048x2048xi1>
    %cst_23 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %120 = call @_where(%119, %113, %cst_23) : (tensor<2x4x2048x2048xi1>, tensor<2x4x2048x4x2048xf32>, tensor<f32>) -> tensor<4x2x4x2048x2048xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_24) applies stablehlo.maximum across dimensions = [4] : (tensor<4x2x4x2048x2048xf32>, tensor<f32>) -> tensor<4x2x4x2048xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x2x4x2048xf32>
    %123 = stablehlo.maximum %122, %121 : tensor<4x2x4x2048xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3] : (tensor<4x2x4x2048xf32>) -> tensor<4x2x4x2048x1xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3, 4] : (tensor<4x2x4x2048x1xf32>) -> tensor<4x2x4x2048x2048xf32>
    %126 = stablehlo.subtract %120, %125 : tensor<4x2x4x2048x2048xf32>
    %127 = stablehlo.exponential %126 : tensor<4x2x4x2048x2048xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.reduce(%127 init: %cst_26) applies stablehlo.add across dimensions = [4] : (tensor<4x2x4x2048x2048xf32>, tensor<f32>) -> tensor<4x2x4x2048xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2, 3] : (tensor<4x2x4x2048xf32>) -> tensor<4x2x4x2048x1xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3, 4] : (tensor<4x2x4x2048x1xf32>) -> tensor<4x2x4x2048x2048xf32>
    %131 = stablehlo.divide %127, %130 : tensor<4x2x4x2048x2048xf32>
    %132 = stablehlo.convert %131 : (tensor<4x2x4x2048x2048xf32>) -> tensor<4x2x4x2048x2048xbf16>
    %133 = stablehlo.dot_general %109, %132, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x2048x4x64xbf16>, tensor<4x2x4x2048x2048xbf16>) -> tensor<2x4x64x4x2048xbf16>
    %134 = stablehlo.transpose %133, dims = [3, 0, 4, 1, 2] : (tensor<2x4x64x4x2048xbf16>) -> tensor<4x2x2048x4x64xbf16>
    %135 = stablehlo.transpose %134, dims = [1, 2, 3, 0, 4] : (tensor<4x2x2048x4x64xbf16>) -> tensor<2x2048x4x4x64xbf16>
    %136 = stablehlo.reshape %135 : (tensor<2x2048x4x4x64xbf16>) -> tensor<2x2048x16x64xbf16>
    %137 = stablehlo.reshape %136 : (tensor<2x2048x16x64xbf16>) -> tensor<2x2048x1024xbf16>
    %138 = stablehlo.dot_general %137, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x2048x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<2x2048x1024xbf16>
    %139 = stablehlo.add %88, %138 : tensor<2x2048x1024xbf16>
    %140 = stablehlo.convert %139 : (tensor<2x2048x1024xbf16>) -> tensor<2x2048x1024xf32>
    %141 = chlo.square %140 : tensor<2x2048x1024xf32> -> tensor<2x2048x1024xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%141 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x2048x1024xf32>, tensor<f32>) -> tensor<2x2048xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1] : (tensor<2x2048xf32>) -> tensor<2x2048x1xf32>
    %cst_28 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x2048x1xf32>
    %145 = stablehlo.divide %143, %144 : tensor<2x2048x1xf32>
    %cst_29 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x2048x1xf32>
    %147 = stablehlo.add %145, %146 : tensor<2x2048x1xf32>
    %148 = stablehlo.rsqrt %147 : tensor<2x2048x1xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<2x2048x1xf32>) -> tensor<2x2048x1024xf32>
    %150 = stablehlo.multiply %140, %149 : tensor<2x2048x1024xf32>
    %151 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<2x2048x1024xf32>
    %153 = stablehlo.multiply %150, %152 : tensor<2x2048x1024xf32>
    %154 = stablehlo.convert %153 : (tensor<2x2048x1024xf32>) -> tensor<2x2048x1024xbf16>
    %155 = stablehlo.dot_general %154, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x2048x1024xbf16>, tensor<1024x4096xbf16>) -> tensor<2x2048x4096xbf16>
    %156 = stablehlo.multiply %155, %155 : tensor<2x2048x4096xbf16>
    %157 = stablehlo.multiply %156, %155 : tensor<2x2048x4096xbf16>
    %cst_30 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %158 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<bf16>) -> tensor<2x2048x4096xbf16>
    %159 = stablehlo.multiply %158, %157 : tensor<2x2048x4096xbf16>
    %160 = stablehlo.add %155, %159 : tensor<2x2048x4096xbf16>
    %cst_31 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %161 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<bf16>) -> tensor<2x2048x4096xbf16>
    %162 = stablehlo.multiply %161, %160 : tensor<2x2048x4096xbf16>
    %163 = stablehlo.tanh %162 : tensor<2x2048x4096xbf16>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %164 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<bf16>) -> tensor<2x2048x4096xbf16>
    %165 = stablehlo.add %164, %163 : tensor<2x2048x4096xbf16>
    %cst_33 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %166 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<2x2048x4096xbf16>
    %167 = stablehlo.multiply %166, %165 : tensor<2x2048x4096xbf16>
    %168 = stablehlo.multiply %155, %167 : tensor<2x2048x4096xbf16>
    %169 = stablehlo.dot_general %168, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x2048x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<2x2048x1024xbf16>
    %170 = stablehlo.add %139, %169 : tensor<2x2048x1024xbf16>
    %171 = stablehlo.convert %170 : (tensor<2x2048x1024xbf16>) -> tensor<2x2048x1024xf32>
    %172 = chlo.square %171 : tensor<2x2048x1024xf32> -> tensor<2x2048x1024xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<2x2048x1024xf32>, tensor<f32>) -> tensor<2x2048xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<2x2048xf32>) -> tensor<2x2048x1xf32>
    %cst_35 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x2048x1xf32>
    %176 = stablehlo.divide %174, %175 : tensor<2x2048x1xf32>
    %cst_36 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x2048x1xf32>
    %178 = stablehlo.add %176, %177 : tensor<2x2048x1xf32>
    %179 = stablehlo.rsqrt %178 : tensor<2x2048x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2] : (tensor<2x2048x1xf32>) -> tensor<2x2048x1024xf32>
    %181 = stablehlo.multiply %171, %180 : tensor<2x2048x1024xf32>
    %182 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<2x2048x1024xf32>
    %184 = stablehlo.multiply %181, %183 : tensor<2x2048x1024xf32>
    %185 = stablehlo.convert %184 : (tensor<2x2048x1024xf32>) -> tensor<2x2048x1024xbf16>
    %186 = stablehlo.dot_general %185, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x2048x1024xbf16>, tensor<1024x8000xbf16>) -> tensor<2x2048x8000xbf16>
    return %186 : tensor<2x2048x8000xbf16>
  }
  func.func private @tril(%arg0: tensor<2048x2048xi1>) -> tensor<2048x2048xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2048x2048xi32>
    %2 = stablehlo.add %0, %1 : tensor<2048x2048xi32>
    %3 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<2048x2048xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<2048x2048xi1>, tensor<2048x2048xi1>
    return %6 : tensor<2048x2048xi1>
  }
  func.func private @_where(%arg0: tensor<2x4x2048x2048xi1>, %arg1: tensor<2x4x2048x4x2048xf32>, %arg2: tensor<f32>) -> tensor<4x2x4x2048x2048xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x2048x2048xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2, 3, 4] : (tensor<2x4x2048x2048xi1>) -> tensor<4x2x4x2048x2048xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<2x4x2048x2048xf32>) -> tensor<4x2x4x2048x2048xf32>
    %3 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<2x4x2048x4x2048xf32>) -> tensor<4x2x4x2048x2048xf32>
    %4 = stablehlo.select %1, %3, %2 : tensor<4x2x4x2048x2048xi1>, tensor<4x2x4x2048x2048xf32>
    return %4 : tensor<4x2x4x2048x2048xf32>
  }
}
