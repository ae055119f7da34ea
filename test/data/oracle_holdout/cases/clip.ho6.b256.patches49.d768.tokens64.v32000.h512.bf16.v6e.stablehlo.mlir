module @jit_clip_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<32000x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<768x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg4: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg5: tensor<f32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}, %arg6: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg7: tensor<256x49x768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg8: tensor<256x64xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<32000x512xbf16> {jax.result_info = "result['embed']"}, tensor<768x512xbf16> {jax.result_info = "result['img_w1']"}, tensor<512x512xbf16> {jax.result_info = "result['img_w2']"}, tensor<512xf32> {jax.result_info = "result['ln_b']"}, tensor<512xf32> {jax.result_info = "result['ln_s']"}, tensor<f32> {jax.result_info = "result['temp']"}, tensor<512x512xbf16> {jax.result_info = "result['txt_w']"}) {
    %0 = stablehlo.dot_general %arg7, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x49x768xbf16>, tensor<768x512xbf16>) -> tensor<256x49x512xbf16>
    %1 = stablehlo.multiply %0, %0 : tensor<256x49x512xbf16>
    %2 = stablehlo.multiply %1, %0 : tensor<256x49x512xbf16>
    %3 = stablehlo.multiply %0, %0 : tensor<256x49x512xbf16>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x49x512xbf16>
    %5 = stablehlo.multiply %4, %3 : tensor<256x49x512xbf16>
    %cst_0 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<256x49x512xbf16>
    %7 = stablehlo.multiply %6, %2 : tensor<256x49x512xbf16>
    %8 = stablehlo.add %0, %7 : tensor<256x49x512xbf16>
    %cst_1 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<256x49x512xbf16>
    %10 = stablehlo.multiply %9, %8 : tensor<256x49x512xbf16>
    %11 = stablehlo.tanh %10 : tensor<256x49x512xbf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<256x49x512xbf16>
    %13 = stablehlo.subtract %12, %11 : tensor<256x49x512xbf16>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<256x49x512xbf16>
    %15 = stablehlo.add %14, %11 : tensor<256x49x512xbf16>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<256x49x512xbf16>
    %17 = stablehlo.multiply %16, %15 : tensor<256x49x512xbf16>
    %18 = stablehlo.multiply %0, %17 : tensor<256x49x512xbf16>
    %19 = stablehlo.dot_general %18, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x49x512xbf16>, tensor<512x512xbf16>) -> tensor<256x49x512xbf16>
    %20 = stablehlo.convert %19 : (tensor<256x49x512xbf16>) -> tensor<256x49x512xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<256x49x512xf32>, tensor<f32>) -> tensor<256x49xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<256x49xf32>) -> tensor<256x49x1xf32>
    %cst_6 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<256x49x1xf32>
    %24 = stablehlo.divide %22, %23 : tensor<256x49x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<256x49x1xf32>) -> tensor<256x49x512xf32>
    %26 = stablehlo.subtract %20, %25 : tensor<256x49x512xf32>
    %27 = chlo.square %26 : tensor<256x49x512xf32> -> tensor<256x49x512xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<256x49x512xf32>
    %29 = stablehlo.multiply %28, %26 : tensor<256x49x512xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%27 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<256x49x512xf32>, tensor<f32>) -> tensor<256x49xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<256x49xf32>) -> tensor<256x49x1xf32>
    %cst_9 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<256x49x1xf32>
    %33 = stablehlo.divide %31, %32 : tensor<256x49x1xf32>
    %34 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<256x49x1xf32>) -> tensor<256x49x512xf32>
    %35 = stablehlo.subtract %20, %34 : tensor<256x49x512xf32>
    %cst_10 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<256x49x1xf32>
    %37 = stablehlo.add %33, %36 : tensor<256x49x1xf32>
    %38 = stablehlo.rsqrt %37 : tensor<256x49x1xf32>
    %39 = stablehlo.divide %38, %37 : tensor<256x49x1xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<256x49x1xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<256x49x1xf32>
    %42 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<256x49x1xf32>) -> tensor<256x49x512xf32>
    %43 = stablehlo.multiply %35, %42 : tensor<256x49x512xf32>
    %44 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<256x49x512xf32>
    %46 = stablehlo.multiply %43, %45 : tensor<256x49x512xf32>
    %47 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<256x49x512xf32>
    %49 = stablehlo.add %46, %48 : tensor<256x49x512xf32>
    %50 = stablehlo.convert %49 : (tensor<256x49x512xf32>) -> tensor<256x49x512xbf16>
    %51 = stablehlo.convert %50 : (tensor<256x49x512xbf16>) -> tensor<256x49x512xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<256x49x512xf32>, tensor<f32>) -> tensor<256x512xf32>
    %cst_13 = stablehlo.constant dense<4.900000e+01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %54 = stablehlo.divide %52, %53 : tensor<256x512xf32>
    %55 = stablehlo.convert %54 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %56 = stablehlo.convert %55 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %57 = chlo.square %56 : tensor<256x512xf32> -> tensor<256x512xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %59 = stablehlo.multiply %58, %56 : tensor<256x512xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%57 init: %cst_15) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_16 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %63 = stablehlo.add %61, %62 : tensor<256x1xf32>
    %64 = stablehlo.rsqrt %63 : tensor<256x1xf32>
    %65 = stablehlo.divide %64, %63 : tensor<256x1xf32>
    %cst_17 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %67 = stablehlo.multiply %66, %65 : tensor<256x1xf32>
    %68 = stablehlo.broadcast_in_dim %64, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x512xf32>
    %69 = stablehlo.multiply %56, %68 : tensor<256x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %70 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256x64xi32>
    %71 = stablehlo.compare LT, %arg8, %70, SIGNED : (tensor<256x64xi32>, tensor<256x64xi32>) -> tensor<256x64xi1>
    %c_18 = stablehlo.constant dense<32000> : tensor<i32>
    %72 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<256x64xi32>
    %73 = stablehlo.add %arg8, %72 : tensor<256x64xi32>
    %74 = stablehlo.select %71, %73, %arg8 : tensor<256x64xi1>, tensor<256x64xi32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<256x64xi32>) -> tensor<256x64x1xi32>
    %76 = "stablehlo.gather"(%arg0, %75) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<32000x512xbf16>, tensor<256x64x1xi32>) -> tensor<256x64x512xbf16>
    %77 = stablehlo.convert %76 : (tensor<256x64x512xbf16>) -> tensor<256x64x512xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_19) applies stablehlo.add across dimensions = [1] : (tensor<256x64x512xf32>, tensor<f32>) -> tensor<256x512xf32>
    %cst_20 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %80 = stablehlo.divide %78, %79 : tensor<256x512xf32>
    %81 = stablehlo.convert %80 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %82 = stablehlo.dot_general %81, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %83 = stablehlo.convert %82 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %84 = chlo.square %83 : tensor<256x512xf32> -> tensor<256x512xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %86 = stablehlo.multiply %85, %83 : tensor<256x512xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%84 init: %cst_22) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_23 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %90 = stablehlo.add %88, %89 : tensor<256x1xf32>
    %91 = stablehlo.rsqrt %90 : tensor<256x1xf32>
    %92 = stablehlo.divide %91, %90 : tensor<256x1xf32>
    %cst_24 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %94 = stablehlo.multiply %93, %92 : tensor<256x1xf32>
    %95 = stablehlo.broadcast_in_dim %91, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x512xf32>
    %96 = stablehlo.multiply %83, %95 : tensor<256x512xf32>
    %97 = stablehlo.transpose %96, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %98 = stablehlo.dot_general %69, %97, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x256xf32>
    %99 = stablehlo.exponential %arg5 : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %101 = stablehlo.multiply %98, %100 : tensor<256x256xf32>
    %102 = stablehlo.iota dim = 0 : tensor<256xi32>
    %103:2 = call @log_softmax(%101) : (tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<256x1xf32>)
    %104 = stablehlo.broadcast_in_dim %102, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %105 = call @take_along_axis(%104) : (tensor<256x1xi32>) -> tensor<256x1x1xi32>
    %106 = stablehlo.transpose %101, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %107:2 = call @log_softmax(%106) : (tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<256x1xf32>)
    %108 = stablehlo.broadcast_in_dim %102, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %109 = call @take_along_axis(%108) : (tensor<256x1xi32>) -> tensor<256x1x1xi32>
    %cst_25 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %110 = stablehlo.multiply %cst_25, %cst_26 : tensor<f32>
    %111 = stablehlo.negate %110 : tensor<f32>
    %cst_27 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %112 = stablehlo.divide %111, %cst_27 : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %115 = call @take_along_axis_0(%109, %114) : (tensor<256x1x1xi32>, tensor<256x1xf32>) -> tensor<256x256xf32>
    %116 = call @log_softmax_1(%107#0, %107#1, %115) : (tensor<256x256xf32>, tensor<256x1xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %117 = stablehlo.transpose %116, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %118 = stablehlo.negate %110 : tensor<f32>
    %cst_28 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %119 = stablehlo.divide %118, %cst_28 : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %122 = call @take_along_axis_0(%105, %121) : (tensor<256x1x1xi32>, tensor<256x1xf32>) -> tensor<256x256xf32>
    %123 = call @log_softmax_1(%103#0, %103#1, %122) : (tensor<256x256xf32>, tensor<256x1xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
    %124 = stablehlo.add %117, %123 : tensor<256x256xf32>
    %125 = stablehlo.multiply %98, %124 : tensor<256x256xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%125 init: %cst_29) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x256xf32>, tensor<f32>) -> tensor<f32>
    %127 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %128 = stablehlo.multiply %124, %127 : tensor<256x256xf32>
    %129 = stablehlo.multiply %126, %99 : tensor<f32>
    %130 = stablehlo.dot_general %128, %69, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<256x512xf32>) -> tensor<256x512xf32>
    %131 = stablehlo.transpose %130, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %132 = stablehlo.dot_general %128, %97, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<512x256xf32>) -> tensor<256x512xf32>
    %133 = stablehlo.transpose %131, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %134 = stablehlo.multiply %83, %133 : tensor<256x512xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_30) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %136 = stablehlo.reshape %135 : (tensor<256xf32>) -> tensor<256x1xf32>
    %137 = stablehlo.broadcast_in_dim %91, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x512xf32>
    %138 = stablehlo.multiply %133, %137 : tensor<256x512xf32>
    %139 = stablehlo.multiply %136, %94 : tensor<256x1xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_31) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0] : (tensor<256xf32>) -> tensor<256x512xf32>
    %142 = stablehlo.multiply %141, %86 : tensor<256x512xf32>
    %143 = stablehlo.add %138, %142 : tensor<256x512xf32>
    %144 = stablehlo.convert %143 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %145 = stablehlo.dot_general %144, %81, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<256x512xbf16>) -> tensor<512x512xbf16>
    %146 = stablehlo.transpose %145, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %147 = stablehlo.dot_general %144, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %148 = stablehlo.convert %147 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %cst_32 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %150 = stablehlo.divide %148, %149 : tensor<256x512xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 2] : (tensor<256x512xf32>) -> tensor<256x64x512xf32>
    %152 = stablehlo.convert %151 : (tensor<256x64x512xf32>) -> tensor<256x64x512xbf16>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %153 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<32000x512xbf16>
    %154 = "stablehlo.scatter"(%153, %75, %152) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg9: tensor<bf16>, %arg10: tensor<bf16>):
      %225 = stablehlo.add %arg9, %arg10 : tensor<bf16>
      stablehlo.return %225 : tensor<bf16>
    }) : (tensor<32000x512xbf16>, tensor<256x64x1xi32>, tensor<256x64x512xbf16>) -> tensor<32000x512xbf16>
    %155 = stablehlo.multiply %56, %132 : tensor<256x512xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.reduce(%155 init: %cst_34) applies stablehlo.add across dimensions = [1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<256xf32>
    %157 = stablehlo.reshape %156 : (tensor<256xf32>) -> tensor<256x1xf32>
    %158 = stablehlo.broadcast_in_dim %64, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x512xf32>
    %159 = stablehlo.multiply %132, %158 : tensor<256x512xf32>
    %160 = stablehlo.multiply %157, %67 : tensor<256x1xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.reduce(%160 init: %cst_35) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0] : (tensor<256xf32>) -> tensor<256x512xf32>
    %163 = stablehlo.multiply %162, %59 : tensor<256x512xf32>
    %164 = stablehlo.add %159, %163 : tensor<256x512xf32>
    %165 = stablehlo.convert %164 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %166 = stablehlo.convert %165 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %cst_36 = stablehlo.constant dense<4.900000e+01> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %168 = stablehlo.divide %166, %167 : tensor<256x512xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 2] : (tensor<256x512xf32>) -> tensor<256x49x512xf32>
    %170 = stablehlo.convert %169 : (tensor<256x49x512xf32>) -> tensor<256x49x512xbf16>
    %171 = stablehlo.convert %170 : (tensor<256x49x512xbf16>) -> tensor<256x49x512xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.reduce(%171 init: %cst_37) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x49x512xf32>, tensor<f32>) -> tensor<512xf32>
    %173 = stablehlo.reshape %172 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.reduce(%173 init: %cst_38) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %175 = stablehlo.multiply %43, %171 : tensor<256x49x512xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%175 init: %cst_39) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x49x512xf32>, tensor<f32>) -> tensor<512xf32>
    %177 = stablehlo.reshape %176 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %178 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<256x49x512xf32>
    %179 = stablehlo.multiply %171, %178 : tensor<256x49x512xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%177 init: %cst_40) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %181 = stablehlo.multiply %35, %179 : tensor<256x49x512xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%181 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<256x49x512xf32>, tensor<f32>) -> tensor<256x49xf32>
    %183 = stablehlo.reshape %182 : (tensor<256x49xf32>) -> tensor<256x49x1xf32>
    %184 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<256x49x1xf32>) -> tensor<256x49x512xf32>
    %185 = stablehlo.multiply %179, %184 : tensor<256x49x512xf32>
    %186 = stablehlo.multiply %183, %41 : tensor<256x49x1xf32>
    %187 = stablehlo.negate %185 : tensor<256x49x512xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%187 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<256x49x512xf32>, tensor<f32>) -> tensor<256x49xf32>
    %189 = stablehlo.reshape %188 : (tensor<256x49xf32>) -> tensor<256x49x1xf32>
    %cst_43 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<256x49x1xf32>
    %191 = stablehlo.divide %186, %190 : tensor<256x49x1xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.reduce(%191 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<256x49x1xf32>, tensor<f32>) -> tensor<256x49xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<256x49xf32>) -> tensor<256x49x512xf32>
    %194 = stablehlo.multiply %193, %29 : tensor<256x49x512xf32>
    %195 = stablehlo.negate %194 : tensor<256x49x512xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.reduce(%195 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<256x49x512xf32>, tensor<f32>) -> tensor<256x49xf32>
    %197 = stablehlo.reshape %196 : (tensor<256x49xf32>) -> tensor<256x49x1xf32>
    %198 = stablehlo.add %185, %194 : tensor<256x49x512xf32>
    %199 = stablehlo.add %189, %197 : tensor<256x49x1xf32>
    %cst_46 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<256x49x1xf32>
    %201 = stablehlo.divide %199, %200 : tensor<256x49x1xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%201 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<256x49x1xf32>, tensor<f32>) -> tensor<256x49xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<256x49xf32>) -> tensor<256x49x512xf32>
    %204 = stablehlo.add %198, %203 : tensor<256x49x512xf32>
    %205 = stablehlo.convert %204 : (tensor<256x49x512xf32>) -> tensor<256x49x512xbf16>
    %206 = stablehlo.dot_general %205, %18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<256x49x512xbf16>, tensor<256x49x512xbf16>) -> tensor<512x512xbf16>
    %207 = stablehlo.transpose %206, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %208 = stablehlo.dot_general %205, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x49x512xbf16>, tensor<512x512xbf16>) -> tensor<256x49x512xbf16>
    %209 = stablehlo.multiply %0, %208 : tensor<256x49x512xbf16>
    %210 = stablehlo.multiply %208, %17 : tensor<256x49x512xbf16>
    %cst_48 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %211 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<bf16>) -> tensor<256x49x512xbf16>
    %212 = stablehlo.multiply %211, %209 : tensor<256x49x512xbf16>
    %213 = stablehlo.multiply %212, %13 : tensor<256x49x512xbf16>
    %214 = stablehlo.multiply %213, %11 : tensor<256x49x512xbf16>
    %215 = stablehlo.add %213, %214 : tensor<256x49x512xbf16>
    %cst_49 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %216 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<bf16>) -> tensor<256x49x512xbf16>
    %217 = stablehlo.multiply %216, %215 : tensor<256x49x512xbf16>
    %218 = stablehlo.add %210, %217 : tensor<256x49x512xbf16>
    %cst_50 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %219 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<bf16>) -> tensor<256x49x512xbf16>
    %220 = stablehlo.multiply %219, %217 : tensor<256x49x512xbf16>
    %221 = stablehlo.multiply %220, %5 : tensor<256x49x512xbf16>
    %222 = stablehlo.add %218, %221 : tensor<256x49x512xbf16>
    %223 = stablehlo.dot_general %222, %arg7, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<256x49x512xbf16>, tensor<256x49x768xbf16>) -> tensor<512x768xbf16>
    %224 = stablehlo.transpose %223, dims = [1, 0] : (tensor<512x768xbf16>) -> tensor<768x512xbf16>
    return %154, %224, %207, %174, %180, %129, %146 : tensor<32000x512xbf16>, tensor<768x512xbf16>, tensor<512x512xbf16>, tensor<512xf32>, tensor<512xf32>, tensor<f32>, tensor<512x512xbf16>
  }
  func.func private @log_softmax(%arg0: tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<256x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<256x256xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<256xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x256xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<256x256xf32>
    %6 = stablehlo.exponential %5 : tensor<256x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<256x256xf32>, tensor<f32>) -> tensor<256xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    return %6, %8 : tensor<256x256xf32>, tensor<256x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<256x1xi32>) -> tensor<256x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<256x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<256x1xi1>, tensor<256x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<256x1xi32>) -> tensor<256x1x1xi32>
    return %5 : tensor<256x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<256x1x1xi32>, %arg1: tensor<256x1xf32>) -> tensor<256x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<256x256xf32>, tensor<256x1x1xi32>, tensor<256x1xf32>) -> tensor<256x256xf32>
    return %1 : tensor<256x256xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<256x256xf32>, %arg1: tensor<256x1xf32>, %arg2: tensor<256x256xf32>) -> tensor<256x256xf32> {
    %0 = stablehlo.negate %arg2 : tensor<256x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x256xf32>, tensor<f32>) -> tensor<256xf32>
    %2 = stablehlo.reshape %1 : (tensor<256xf32>) -> tensor<256x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<256x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<256xf32>) -> tensor<256x256xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<256x256xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<256x256xf32>
    return %7 : tensor<256x256xf32>
  }
}
