module @jit_dpa_decoder_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<8000x640xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<640x2560xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<2560x640xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<640x128xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<640x640xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<640x640xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<640x128xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<640x2560xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<2560x640xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<640x128xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<640x640xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<640x640xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<640x128xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<640x8000xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<8000x640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<640x2560xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<2560x640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<640x128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 24 : i32}, %arg25: tensor<640x640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<640x640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<640x128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<640x2560xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<2560x640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<640x128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<640x640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<640x640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<640x128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<640x8000xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 37 : i32}, %arg38: tensor<2x768xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg39: tensor<2x768xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<8000x640xbf16> {jax.result_info = "result[0]['embed']"}, tensor<640xf32> {jax.result_info = "result[0]['layers'][0]['n1']"}, tensor<640xf32> {jax.result_info = "result[0]['layers'][0]['n2']"}, tensor<640x2560xbf16> {jax.result_info = "result[0]['layers'][0]['w1']"}, tensor<2560x640xbf16> {jax.result_info = "result[0]['layers'][0]['w2']"}, tensor<640x128xbf16> {jax.result_info = "result[0]['layers'][0]['wk']"}, tensor<640x640xbf16> {jax.result_info = "result[0]['layers'][0]['wo']"}, tensor<640x640xbf16> {jax.result_info = "result[0]['layers'][0]['wq']"}, tensor<640x128xbf16> {jax.result_info = "result[0]['layers'][0]['wv']"}, tensor<640xf32> {jax.result_info = "result[0]['layers'][1]['n1']"}, tensor<640xf32> {jax.result_info = "result[0]['layers'][1]['n2']"}, tensor<640x2560xbf16> {jax.result_info = "result[0]['layers'][1]['w1']"}, tensor<2560x640xbf16> {jax.result_info = "result[0]['layers'][1]['w2']"}, tensor<640x128xbf16> {jax.result_info = "result[0]['layers'][1]['wk']"}, tensor<640x640xbf16> {jax.result_info = "result[0]['layers'][1]['wo']"}, tensor<640x640xbf16> {jax.result_info = "result[0]['layers'][1]['wq']"}, tensor<640x128xbf16> {jax.result_info = "result[0]['layers'][1]['wv']"}, tensor<640xf32> {jax.result_info = "result[0]['norm']"}, tensor<640x8000xbf16> {jax.result_info = "result[0]['out']"}, tensor<8000x640xf32> {jax.result_info = "result[1]['embed']"}, tensor<640xf32> {jax.result_info = "result[1]['layers'][0]['n1']"}, tensor<640xf32> {jax.result_info = "result[1]['layers'][0]['n2']"}, tensor<640x2560xf32> {jax.result_info = "result[1]['layers'][0]['w1']"}, tensor<2560x640xf32> {jax.result_info = "result[1]['layers'][0]['w2']"}, tensor<640x128xf32> {jax.result_info = "result[1]['layers'][0]['wk']"}, tensor<640x640xf32> {jax.result_info = "result[1]['layers'][0]['wo']"}, tensor<640x640xf32> {jax.result_info = "result[1]['layers'][0]['wq']"}, tensor<640x128xf32> {jax.result_info = "result[1]['layers'][0]['wv']"}, tensor<640xf32> {jax.result_info = "result[1]['layers'][1]['n1']"}, tensor<640xf32> {jax.result_info = "result[1]['layers'][1]['n2']"}, tensor<640x2560xf32> {jax.result_info = "result[1]['layers'][1]['w1']"}, tensor<2560x640xf32> {jax.result_info = "result[1]['layers'][1]['w2']"}, tensor<640x128xf32> {jax.result_info = "result[1]['layers'][1]['wk']"}, tensor<640x640xf32> {jax.result_info = "result[1]['layers'][1]['wo']"}, tensor<640x640xf32> {jax.result_info = "result[1]['layers'][1]['wq']"}, tensor<640x128xf32> {jax.result_info = "result[1]['layers'][1]['wv']"}, tensor<640xf32> {jax.result_info = "result[1]['norm']"}, tensor<640x8000xf32> {jax.result_info = "result[1]['out']"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x768xi32>
    %1 = stablehlo.compare LT, %arg38, %0, SIGNED : (tensor<2x768xi32>, tensor<2x768xi32>) -> tensor<2x768xi1>
    %c_0 = stablehlo.constant dense<8000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x768xi32>
    %3 = stablehlo.add %arg38, %2 : tensor<2x768xi32>
    %4 = stablehlo.select %1, %3, %arg38 : tensor<2x768xi1>, tensor<2x768xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x768xi32>) -> tensor<2x768x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 640>}> : (tensor<8000x640xbf16>, tensor<2x768x1xi32>) -> tensor<2x768x640xbf16>
    %7 = stablehlo.convert %6 : (tensor<2x768x640xbf16>) -> tensor<2x768x640xf32>
    %8 = chlo.square %7 : tensor<2x768x640xf32> -> tensor<2x768x640xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x768x640xf32>
    %10 = stablehlo.multiply %9, %7 : tensor<2x768x640xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<2x768xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<2x768x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %16 = stablehlo.add %14, %15 : tensor<2x768x1xf32>
    %17 = stablehlo.rsqrt %16 : tensor<2x768x1xf32>
    %18 = stablehlo.divide %17, %16 : tensor<2x768x1xf32>
    %cst_4 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<2x768x1xf32>
    %21 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x640xf32>
    %22 = stablehlo.multiply %7, %21 : tensor<2x768x640xf32>
    %23 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<2x768x640xf32>
    %25 = stablehlo.multiply %22, %24 : tensor<2x768x640xf32>
    %26 = stablehlo.convert %25 : (tensor<2x768x640xf32>) -> tensor<2x768x640xbf16>
    %27 = stablehlo.dot_general %26, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<640x640xbf16>) -> tensor<2x768x640xbf16>
    %28 = stablehlo.reshape %27 : (tensor<2x768x640xbf16>) -> tensor<2x768x10x64xbf16>
    %29 = stablehlo.dot_general %26, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<640x128xbf16>) -> tensor<2x768x128xbf16>
    %30 = stablehlo.reshape %29 : (tensor<2x768x128xbf16>) -> tensor<2x768x2x64xbf16>
    %31 = stablehlo.dot_general %26, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<640x128xbf16>) -> tensor<2x768x128xbf16>
    %32 = stablehlo.reshape %31 : (tensor<2x768x128xbf16>) -> tensor<2x768x2x64xbf16>
    %33 = stablehlo.reshape %28 : (tensor<2x768x10x64xbf16>) -> tensor<2x768x2x5x64xbf16>
    %34 = stablehlo.dot_general %33, %30, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x768x2x5x64xbf16>, tensor<2x768x2x64xbf16>) -> tensor<2x2x768x5x768xf32>
    %cst_5 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x2x768x5x768xf32>
    %36 = stablehlo.multiply %34, %35 : tensor<2x2x768x5x768xf32>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %37 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i1>) -> tensor<2x2x768x768xi1>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %38 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i1>) -> tensor<768x768xi1>
    %39 = call @tril(%38) : (tensor<768x768xi1>) -> tensor<768x768xi1>
    %40 = stablehlo.broadcast_in_dim %39, dims = [2, 3] : (tensor<768x768xi1>) -> tensor<1x1x768x768xi1>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x768x768xi1>) -> tensor<2x2x768x768xi1>
    %42 = stablehlo.and %37, %41 : tensor<2x2x768x768xi1>
    %cst_8 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %43:2 = call @_where(%42, %36, %cst_8) : (tensor<2x2x768x768xi1>, tensor<2x2x768x5x768xf32>, tensor<f32>) -> (tensor<5x2x2x768x768xf32>, tensor<5x2x2x768x768xi1>)
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %44 = stablehlo.reduce(%43#0 init: %cst_9) applies stablehlo.maximum across dimensions = [4] : (tensor<5x2x2x768x768xf32>, tensor<f32>) -> tensor<5x2x2x768xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<5x2x2x768xf32>
    %46 = stablehlo.maximum %45, %44 : tensor<5x2x2x768xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<5x2x2x768xf32>) -> tensor<5x2x2x768x1xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3, 4] : (tensor<5x2x2x768x1xf32>) -> tensor<5x2x2x768x768xf32>
    %49 = stablehlo.subtract %43#0, %48 : tensor<5x2x2x768x768xf32>
    %50 = stablehlo.exponential %49 : tensor<5x2x2x768x768xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_11) applies stablehlo.add across dimensions = [4] : (tensor<5x2x2x768x768xf32>, tensor<f32>) -> tensor<5x2x2x768xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<5x2x2x768xf32>) -> tensor<5x2x2x768x1xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3, 4] : (tensor<5x2x2x768x1xf32>) -> tensor<5x2x2x768x768xf32>
    %54 = stablehlo.divide %50, %53 : tensor<5x2x2x768x768xf32>
    %55 = stablehlo.multiply %52, %52 : tensor<5x2x2x768x1xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<5x2x2x768x1xf32>
    %57 = stablehlo.divide %56, %55 : tensor<5x2x2x768x1xf32>
    %58 = stablehlo.convert %54 : (tensor<5x2x2x768x768xf32>) -> tensor<5x2x2x768x768xbf16>
    %59 = stablehlo.dot_general %32, %58, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x768x2x64xbf16>, tensor<5x2x2x768x768xbf16>) -> tensor<2x2x64x5x768xbf16>
    %60 = stablehlo.transpose %59, dims = [3, 0, 4, 1, 2] : (tensor<2x2x64x5x768xbf16>) -> tensor<5x2x768x2x64xbf16>
    %61 = stablehlo.transpose %60, dims = [1, 2, 3, 0, 4] : (tensor<5x2x768x2x64xbf16>) -> tensor<2x768x2x5x64xbf16>
    %62 = stablehlo.reshape %61 : (tensor<2x768x2x5x64xbf16>) -> tensor<2x768x10x64xbf16>
    %63 = stablehlo.reshape %62 : (tensor<2x768x10x64xbf16>) -> tensor<2x768x640xbf16>
    %64 = stablehlo.dot_general %63, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<640x640xbf16>) -> tensor<2x768x640xbf16>
    %65 = stablehlo.add %6, %64 : tensor<2x768x640xbf16>
    %66 = stablehlo.convert %65 : (tensor<2x768x640xbf16>) -> tensor<2x768x640xf32>
    %67 = chlo.square %66 : tensor<2x768x640xf32> -> tensor<2x768x640xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x768x640xf32>
    %69 = stablehlo.multiply %68, %66 : tensor<2x768x640xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%67 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<2x768xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %cst_15 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %73 = stablehlo.divide %71, %72 : tensor<2x768x1xf32>
    %cst_16 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %75 = stablehlo.add %73, %74 : tensor<2x768x1xf32>
    %76 = stablehlo.rsqrt %75 : tensor<2x768x1xf32>
    %77 = stablehlo.divide %76, %75 : tensor<2x768x1xf32>
    %cst_17 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %79 = stablehlo.multiply %78, %77 : tensor<2x768x1xf32>
    %80 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x640xf32>
    %81 = stablehlo.multiply %66, %80 : tensor<2x768x640xf32>
    %82 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<2x768x640xf32>
    %84 = stablehlo.multiply %81, %83 : tensor<2x768x640xf32>
    %85 = stablehlo.convert %84 : (tensor<2x768x640xf32>) -> tensor<2x768x640xbf16>
    %86 = stablehlo.dot_general %85, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<640x2560xbf16>) -> tensor<2x768x2560xbf16>
    %87 = stablehlo.multiply %86, %86 : tensor<2x768x2560xbf16>
    %88 = stablehlo.multiply %87, %86 : tensor<2x768x2560xbf16>
    %89 = stablehlo.multiply %86, %86 : tensor<2x768x2560xbf16>
    %cst_18 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %90 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %91 = stablehlo.multiply %90, %89 : tensor<2x768x2560xbf16>
    %cst_19 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %92 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %93 = stablehlo.multiply %92, %88 : tensor<2x768x2560xbf16>
    %94 = stablehlo.add %86, %93 : tensor<2x768x2560xbf16>
    %cst_20 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %95 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %96 = stablehlo.multiply %95, %94 : tensor<2x768x2560xbf16>
    %97 = stablehlo.tanh %96 : tensor<2x768x2560xbf16>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %98 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %99 = stablehlo.subtract %98, %97 : tensor<2x768x2560xbf16>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %100 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %101 = stablehlo.add %100, %97 : tensor<2x768x2560xbf16>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %102 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %103 = stablehlo.multiply %102, %101 : tensor<2x768x2560xbf16>
    %104 = stablehlo.multiply %86, %103 : tensor<2x768x2560xbf16>
    %105 = stablehlo.dot_general %104, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x768x2560xbf16>, tensor<2560x640xbf16>) -> tensor<2x768x640xbf16>
    %106 = stablehlo.add %65, %105 : tensor<2x768x640xbf16>
    %107 = stablehlo.convert %106 : (tensor<2x768x640xbf16>) -> tensor<2x768x640xf32>
    %108 = chlo.square %107 : tensor<2x768x640xf32> -> tensor<2x768x640xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x768x640xf32>
    %110 = stablehlo.multiply %109, %107 : tensor<2x768x640xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%108 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<2x768xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %cst_26 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %114 = stablehlo.divide %112, %113 : tensor<2x768x1xf32>
    %cst_27 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %116 = stablehlo.add %114, %115 : tensor<2x768x1xf32>
    %117 = stablehlo.rsqrt %116 : tensor<2x768x1xf32>
    %118 = stablehlo.divide %117, %116 : tensor<2x768x1xf32>
    %cst_28 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %120 = stablehlo.multiply %119, %118 : tensor<2x768x1xf32>
    %121 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x640xf32>
    %122 = stablehlo.multiply %107, %121 : tensor<2x768x640xf32>
    %123 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<2x768x640xf32>
    %125 = stablehlo.multiply %122, %124 : tensor<2x768x640xf32>
    %126 = stablehlo.convert %125 : (tensor<2x768x640xf32>) -> tensor<2x768x640xbf16>
    %127 = stablehlo.dot_general %126, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<640x640xbf16>) -> tensor<2x768x640xbf16>
    %128 = stablehlo.reshape %127 : (tensor<2x768x640xbf16>) -> tensor<2x768x10x64xbf16>
    %129 = stablehlo.dot_general %126, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<640x128xbf16>) -> tensor<2x768x128xbf16>
    %130 = stablehlo.reshape %129 : (tensor<2x768x128xbf16>) -> tensor<2x768x2x64xbf16>
    %131 = stablehlo.dot_general %126, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<640x128xbf16>) -> tensor<2x768x128xbf16>
    %132 = stablehlo.reshape %131 : (tensor<2x768x128xbf16>) -> tensor<2x768x2x64xbf16>
    %133 = stablehlo.reshape %128 : (tensor<2x768x10x64xbf16>) -> tensor<2x768x2x5x64xbf16>
    %134 = stablehlo.dot_general %133, %130, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x768x2x5x64xbf16>, tensor<2x768x2x64xbf16>) -> tensor<2x2x768x5x768xf32>
    %cst_29 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x2x768x5x768xf32>
    %136 = stablehlo.multiply %134, %135 : tensor<2x2x768x5x768xf32>
    %c_30 = stablehlo.constant dense<true> : tensor<i1>
    %137 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i1>) -> tensor<2x2x768x768xi1>
    %c_31 = stablehlo.constant dense<true> : tensor<i1>
    %138 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i1>) -> tensor<768x768xi1>
    %139 = call @tril(%138) : (tensor<768x768xi1>) -> tensor<768x768xi1>
    %140 = stablehlo.broadcast_in_dim %139, dims = [2, 3] : (tensor<768x768xi1>) -> tensor<1x1x768x768xi1>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2, 3] : (tensor<1x1x768x768xi1>) -> tensor<2x2x768x768xi1>
    %142 = stablehlo.and %137, %141 : tensor<2x2x768x768xi1>
    %cst_32 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %143:2 = call @_where(%142, %136, %cst_32) : (tensor<2x2x768x768xi1>, tensor<2x2x768x5x768xf32>, tensor<f32>) -> (tensor<5x2x2x768x768xf32>, tensor<5x2x2x768x768xi1>)
    %cst_33 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %144 = stablehlo.reduce(%143#0 init: %cst_33) applies stablehlo.maximum across dimensions = [4] : (tensor<5x2x2x768x768xf32>, tensor<f32>) -> tensor<5x2x2x768xf32>
    %cst_34 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<5x2x2x768xf32>
    %146 = stablehlo.maximum %145, %144 : tensor<5x2x2x768xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2, 3] : (tensor<5x2x2x768xf32>) -> tensor<5x2x2x768x1xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2, 3, 4] : (tensor<5x2x2x768x1xf32>) -> tensor<5x2x2x768x768xf32>
    %149 = stablehlo.subtract %143#0, %148 : tensor<5x2x2x768x768xf32>
    %150 = stablehlo.exponential %149 : tensor<5x2x2x768x768xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%150 init: %cst_35) applies stablehlo.add across dimensions = [4] : (tensor<5x2x2x768x768xf32>, tensor<f32>) -> tensor<5x2x2x768xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2, 3] : (tensor<5x2x2x768xf32>) -> tensor<5x2x2x768x1xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3, 4] : (tensor<5x2x2x768x1xf32>) -> tensor<5x2x2x768x768xf32>
    %154 = stablehlo.divide %150, %153 : tensor<5x2x2x768x768xf32>
    %155 = stablehlo.multiply %152, %152 : tensor<5x2x2x768x1xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<5x2x2x768x1xf32>
    %157 = stablehlo.divide %156, %155 : tensor<5x2x2x768x1xf32>
    %158 = stablehlo.convert %154 : (tensor<5x2x2x768x768xf32>) -> tensor<5x2x2x768x768xbf16>
    %159 = stablehlo.dot_general %132, %158, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x768x2x64xbf16>, tensor<5x2x2x768x768xbf16>) -> tensor<2x2x64x5x768xbf16>
    %160 = stablehlo.transpose %159, dims = [3, 0, 4, 1, 2] : (tensor<2x2x64x5x768xbf16>) -> tensor<5x2x768x2x64xbf16>
    %161 = stablehlo.transpose %160, dims = [1, 2, 3, 0, 4] : (tensor<5x2x768x2x64xbf16>) -> tensor<2x768x2x5x64xbf16>
    %162 = stablehlo.reshape %161 : (tensor<2x768x2x5x64xbf16>) -> tensor<2x768x10x64xbf16>
    %163 = stablehlo.reshape %162 : (tensor<2x768x10x64xbf16>) -> tensor<2x768x640xbf16>
    %164 = stablehlo.dot_general %163, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<640x640xbf16>) -> tensor<2x768x640xbf16>
    %165 = stablehlo.add %106, %164 : tensor<2x768x640xbf16>
    %166 = stablehlo.convert %165 : (tensor<2x768x640xbf16>) -> tensor<2x768x640xf32>
    %167 = chlo.square %166 : tensor<2x768x640xf32> -> tensor<2x768x640xf32>
    %cst_37 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x768x640xf32>
    %169 = stablehlo.multiply %168, %166 : tensor<2x768x640xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%167 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<2x768xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %cst_39 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %173 = stablehlo.divide %171, %172 : tensor<2x768x1xf32>
    %cst_40 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %175 = stablehlo.add %173, %174 : tensor<2x768x1xf32>
    %176 = stablehlo.rsqrt %175 : tensor<2x768x1xf32>
    %177 = stablehlo.divide %176, %175 : tensor<2x768x1xf32>
    %cst_41 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %179 = stablehlo.multiply %178, %177 : tensor<2x768x1xf32>
    %180 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x640xf32>
    %181 = stablehlo.multiply %166, %180 : tensor<2x768x640xf32>
    %182 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<2x768x640xf32>
    %184 = stablehlo.multiply %181, %183 : tensor<2x768x640xf32>
    %185 = stablehlo.convert %184 : (tensor<2x768x640xf32>) -> tensor<2x768x640xbf16>
    %186 = stablehlo.dot_general %185, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<640x2560xbf16>) -> tensor<2x768x2560xbf16>
    %187 = stablehlo.multiply %186, %186 : tensor<2x768x2560xbf16>
    %188 = stablehlo.multiply %187, %186 : tensor<2x768x2560xbf16>
    %189 = stablehlo.multiply %186, %186 : tensor<2x768x2560xbf16>
    %cst_42 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %190 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %191 = stablehlo.multiply %190, %189 : tensor<2x768x2560xbf16>
    %cst_43 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %192 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %193 = stablehlo.multiply %192, %188 : tensor<2x768x2560xbf16>
    %194 = stablehlo.add %186, %193 : tensor<2x768x2560xbf16>
    %cst_44 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %195 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %196 = stablehlo.multiply %195, %194 : tensor<2x768x2560xbf16>
    %197 = stablehlo.tanh %196 : tensor<2x768x2560xbf16>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %198 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %199 = stablehlo.subtract %198, %197 : tensor<2x768x2560xbf16>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %200 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %201 = stablehlo.add %200, %197 : tensor<2x768x2560xbf16>
    %cst_47 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %202 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %203 = stablehlo.multiply %202, %201 : tensor<2x768x2560xbf16>
    %204 = stablehlo.multiply %186, %203 : tensor<2x768x2560xbf16>
    %205 = stablehlo.dot_general %204, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x768x2560xbf16>, tensor<2560x640xbf16>) -> tensor<2x768x640xbf16>
    %206 = stablehlo.add %165, %205 : tensor<2x768x640xbf16>
    %207 = stablehlo.convert %206 : (tensor<2x768x640xbf16>) -> tensor<2x768x640xf32>
    %208 = chlo.square %207 : tensor<2x768x640xf32> -> tensor<2x768x640xf32>
    %cst_48 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x768x640xf32>
    %210 = stablehlo.multiply %209, %207 : tensor<2x768x640xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.reduce(%208 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<2x768xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %cst_50 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %214 = stablehlo.divide %212, %213 : tensor<2x768x1xf32>
    %cst_51 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %216 = stablehlo.add %214, %215 : tensor<2x768x1xf32>
    %217 = stablehlo.rsqrt %216 : tensor<2x768x1xf32>
    %218 = stablehlo.divide %217, %216 : tensor<2x768x1xf32>
    %cst_52 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %220 = stablehlo.multiply %219, %218 : tensor<2x768x1xf32>
    %221 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x640xf32>
    %222 = stablehlo.multiply %207, %221 : tensor<2x768x640xf32>
    %223 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<2x768x640xf32>
    %225 = stablehlo.multiply %222, %224 : tensor<2x768x640xf32>
    %226 = stablehlo.convert %225 : (tensor<2x768x640xf32>) -> tensor<2x768x640xbf16>
    %227 = stablehlo.dot_general %226, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<640x8000xbf16>) -> tensor<2x768x8000xbf16>
    %228 = stablehlo.convert %227 : (tensor<2x768x8000xbf16>) -> tensor<2x768x8000xf32>
    %229:2 = call @log_softmax(%228) : (tensor<2x768x8000xf32>) -> (tensor<2x768x8000xf32>, tensor<2x768x1xf32>)
    %230 = stablehlo.broadcast_in_dim %arg39, dims = [0, 1] : (tensor<2x768xi32>) -> tensor<2x768x1xi32>
    %231 = call @take_along_axis(%230) : (tensor<2x768x1xi32>) -> tensor<2x768x1x1xi32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %232 = stablehlo.negate %cst_53 : tensor<f32>
    %cst_54 = stablehlo.constant dense<1.536000e+03> : tensor<f32>
    %233 = stablehlo.divide %232, %cst_54 : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<2x768xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %236 = call @take_along_axis_0(%231, %235) : (tensor<2x768x1x1xi32>, tensor<2x768x1xf32>) -> tensor<2x768x8000xf32>
    %237 = call @log_softmax_1(%229#0, %229#1, %236) : (tensor<2x768x8000xf32>, tensor<2x768x1xf32>, tensor<2x768x8000xf32>) -> tensor<2x768x8000xf32>
    %238 = stablehlo.convert %237 : (tensor<2x768x8000xf32>) -> tensor<2x768x8000xbf16>
    %239 = stablehlo.dot_general %238, %226, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x8000xbf16>, tensor<2x768x640xbf16>) -> tensor<8000x640xbf16>
    %240 = stablehlo.transpose %239, dims = [1, 0] : (tensor<8000x640xbf16>) -> tensor<640x8000xbf16>
    %241 = stablehlo.dot_general %238, %arg18, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x8000xbf16>, tensor<640x8000xbf16>) -> tensor<2x768x640xbf16>
    %242 = stablehlo.convert %241 : (tensor<2x768x640xbf16>) -> tensor<2x768x640xf32>
    %243 = stablehlo.multiply %222, %242 : tensor<2x768x640xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.reduce(%243 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<640xf32>
    %245 = stablehlo.reshape %244 : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %246 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<2x768x640xf32>
    %247 = stablehlo.multiply %242, %246 : tensor<2x768x640xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.reduce(%245 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x640xf32>, tensor<f32>) -> tensor<640xf32>
    %249 = stablehlo.multiply %207, %247 : tensor<2x768x640xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.reduce(%249 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<2x768xf32>
    %251 = stablehlo.reshape %250 : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %252 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x640xf32>
    %253 = stablehlo.multiply %247, %252 : tensor<2x768x640xf32>
    %254 = stablehlo.multiply %251, %220 : tensor<2x768x1xf32>
    %cst_58 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %256 = stablehlo.divide %254, %255 : tensor<2x768x1xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.reduce(%256 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x768x1xf32>, tensor<f32>) -> tensor<2x768xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x640xf32>
    %259 = stablehlo.multiply %258, %210 : tensor<2x768x640xf32>
    %260 = stablehlo.add %253, %259 : tensor<2x768x640xf32>
    %261 = stablehlo.convert %260 : (tensor<2x768x640xf32>) -> tensor<2x768x640xbf16>
    %262 = stablehlo.dot_general %261, %204, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<2x768x2560xbf16>) -> tensor<640x2560xbf16>
    %263 = stablehlo.transpose %262, dims = [1, 0] : (tensor<640x2560xbf16>) -> tensor<2560x640xbf16>
    %264 = stablehlo.dot_general %261, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<2560x640xbf16>) -> tensor<2x768x2560xbf16>
    %265 = stablehlo.multiply %186, %264 : tensor<2x768x2560xbf16>
    %266 = stablehlo.multiply %264, %203 : tensor<2x768x2560xbf16>
    %cst_60 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %267 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %268 = stablehlo.multiply %267, %265 : tensor<2x768x2560xbf16>
    %269 = stablehlo.multiply %268, %199 : tensor<2x768x2560xbf16>
    %270 = stablehlo.multiply %269, %197 : tensor<2x768x2560xbf16>
    %271 = stablehlo.add %269, %270 : tensor<2x768x2560xbf16>
    %cst_61 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %272 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %273 = stablehlo.multiply %272, %271 : tensor<2x768x2560xbf16>
    %274 = stablehlo.add %266, %273 : tensor<2x768x2560xbf16>
    %cst_62 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %275 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %276 = stablehlo.multiply %275, %273 : tensor<2x768x2560xbf16>
    %277 = stablehlo.multiply %276, %191 : tensor<2x768x2560xbf16>
    %278 = stablehlo.add %274, %277 : tensor<2x768x2560xbf16>
    %279 = stablehlo.dot_general %278, %185, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x2560xbf16>, tensor<2x768x640xbf16>) -> tensor<2560x640xbf16>
    %280 = stablehlo.transpose %279, dims = [1, 0] : (tensor<2560x640xbf16>) -> tensor<640x2560xbf16>
    %281 = stablehlo.dot_general %278, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x2560xbf16>, tensor<640x2560xbf16>) -> tensor<2x768x640xbf16>
    %282 = stablehlo.convert %281 : (tensor<2x768x640xbf16>) -> tensor<2x768x640xf32>
    %283 = stablehlo.multiply %181, %282 : tensor<2x768x640xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%283 init: %cst_63) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<640xf32>
    %285 = stablehlo.reshape %284 : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %286 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<2x768x640xf32>
    %287 = stablehlo.multiply %282, %286 : tensor<2x768x640xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.reduce(%285 init: %cst_64) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x640xf32>, tensor<f32>) -> tensor<640xf32>
    %289 = stablehlo.multiply %166, %287 : tensor<2x768x640xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.reduce(%289 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<2x768xf32>
    %291 = stablehlo.reshape %290 : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %292 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x640xf32>
    %293 = stablehlo.multiply %287, %292 : tensor<2x768x640xf32>
    %294 = stablehlo.multiply %291, %179 : tensor<2x768x1xf32>
    %cst_66 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %296 = stablehlo.divide %294, %295 : tensor<2x768x1xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %297 = stablehlo.reduce(%296 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<2x768x1xf32>, tensor<f32>) -> tensor<2x768xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x640xf32>
    %299 = stablehlo.multiply %298, %169 : tensor<2x768x640xf32>
    %300 = stablehlo.add %293, %299 : tensor<2x768x640xf32>
    %301 = stablehlo.convert %300 : (tensor<2x768x640xf32>) -> tensor<2x768x640xbf16>
    %302 = stablehlo.add %261, %301 : tensor<2x768x640xbf16>
    %303 = stablehlo.dot_general %302, %163, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<2x768x640xbf16>) -> tensor<640x640xbf16>
    %304 = stablehlo.transpose %303, dims = [1, 0] : (tensor<640x640xbf16>) -> tensor<640x640xbf16>
    %305 = stablehlo.dot_general %302, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<640x640xbf16>) -> tensor<2x768x640xbf16>
    %306 = stablehlo.reshape %305 : (tensor<2x768x640xbf16>) -> tensor<2x768x10x64xbf16>
    %307 = stablehlo.reshape %306 : (tensor<2x768x10x64xbf16>) -> tensor<2x768x2x5x64xbf16>
    %308 = stablehlo.transpose %307, dims = [3, 0, 1, 2, 4] : (tensor<2x768x2x5x64xbf16>) -> tensor<5x2x768x2x64xbf16>
    %309 = stablehlo.transpose %308, dims = [1, 3, 4, 0, 2] : (tensor<5x2x768x2x64xbf16>) -> tensor<2x2x64x5x768xbf16>
    %310 = stablehlo.dot_general %309, %132, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x64x5x768xbf16>, tensor<2x768x2x64xbf16>) -> tensor<2x2x5x768x768xbf16>
    %311 = stablehlo.transpose %310, dims = [2, 0, 1, 3, 4] : (tensor<2x2x5x768x768xbf16>) -> tensor<5x2x2x768x768xbf16>
    %312 = stablehlo.dot_general %309, %158, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x64x5x768xbf16>, tensor<5x2x2x768x768xbf16>) -> tensor<2x2x64x768xbf16>
    %313 = stablehlo.transpose %312, dims = [0, 3, 1, 2] : (tensor<2x2x64x768xbf16>) -> tensor<2x768x2x64xbf16>
    %314 = stablehlo.convert %311 : (tensor<5x2x2x768x768xbf16>) -> tensor<5x2x2x768x768xf32>
    %315 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2, 3, 4] : (tensor<5x2x2x768x1xf32>) -> tensor<5x2x2x768x768xf32>
    %316 = stablehlo.multiply %314, %315 : tensor<5x2x2x768x768xf32>
    %317 = stablehlo.multiply %316, %150 : tensor<5x2x2x768x768xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %318 = stablehlo.reduce(%317 init: %cst_68) applies stablehlo.add across dimensions = [4] : (tensor<5x2x2x768x768xf32>, tensor<f32>) -> tensor<5x2x2x768xf32>
    %319 = stablehlo.reshape %318 : (tensor<5x2x2x768xf32>) -> tensor<5x2x2x768x1xf32>
    %320 = stablehlo.negate %319 : tensor<5x2x2x768x1xf32>
    %321 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3, 4] : (tensor<5x2x2x768x1xf32>) -> tensor<5x2x2x768x768xf32>
    %322 = stablehlo.divide %314, %321 : tensor<5x2x2x768x768xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %323 = stablehlo.reduce(%320 init: %cst_69) applies stablehlo.add across dimensions = [4] : (tensor<5x2x2x768x1xf32>, tensor<f32>) -> tensor<5x2x2x768xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2, 3] : (tensor<5x2x2x768xf32>) -> tensor<5x2x2x768x768xf32>
    %325 = stablehlo.add %322, %324 : tensor<5x2x2x768x768xf32>
    %326 = stablehlo.multiply %325, %150 : tensor<5x2x2x768x768xf32>
    %327 = call @_where_2(%143#1, %326) : (tensor<5x2x2x768x768xi1>, tensor<5x2x2x768x768xf32>) -> tensor<2x2x768x5x768xf32>
    %cst_70 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x2x768x5x768xf32>
    %329 = stablehlo.multiply %327, %328 : tensor<2x2x768x5x768xf32>
    %330 = stablehlo.dot_general %329, %133, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x2x768x5x768xf32>, tensor<2x768x2x5x64xbf16>) -> tensor<2x2x768x64xf32>
    %331 = stablehlo.transpose %330, dims = [0, 2, 1, 3] : (tensor<2x2x768x64xf32>) -> tensor<2x768x2x64xf32>
    %332 = stablehlo.convert %331 : (tensor<2x768x2x64xf32>) -> tensor<2x768x2x64xbf16>
    %333 = stablehlo.dot_general %329, %130, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x2x768x5x768xf32>, tensor<2x768x2x64xbf16>) -> tensor<2x2x768x5x64xf32>
    %334 = stablehlo.transpose %333, dims = [0, 2, 1, 3, 4] : (tensor<2x2x768x5x64xf32>) -> tensor<2x768x2x5x64xf32>
    %335 = stablehlo.convert %334 : (tensor<2x768x2x5x64xf32>) -> tensor<2x768x2x5x64xbf16>
    %336 = stablehlo.reshape %335 : (tensor<2x768x2x5x64xbf16>) -> tensor<2x768x10x64xbf16>
    %337 = stablehlo.reshape %313 : (tensor<2x768x2x64xbf16>) -> tensor<2x768x128xbf16>
    %338 = stablehlo.dot_general %337, %126, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x128xbf16>, tensor<2x768x640xbf16>) -> tensor<128x640xbf16>
    %339 = stablehlo.transpose %338, dims = [1, 0] : (tensor<128x640xbf16>) -> tensor<640x128xbf16>
    %340 = stablehlo.dot_general %337, %arg16, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x128xbf16>, tensor<640x128xbf16>) -> tensor<2x768x640xbf16>
    %341 = stablehlo.reshape %332 : (tensor<2x768x2x64xbf16>) -> tensor<2x768x128xbf16>
    %342 = stablehlo.dot_general %341, %126, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x128xbf16>, tensor<2x768x640xbf16>) -> tensor<128x640xbf16>
    %343 = stablehlo.transpose %342, dims = [1, 0] : (tensor<128x640xbf16>) -> tensor<640x128xbf16>
    %344 = stablehlo.dot_general %341, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x128xbf16>, tensor<640x128xbf16>) -> tensor<2x768x640xbf16>
    %345 = stablehlo.add %340, %344 : tensor<2x768x640xbf16>
    %346 = stablehlo.reshape %336 : (tensor<2x768x10x64xbf16>) -> tensor<2x768x640xbf16>
    %347 = stablehlo.dot_general %346, %126, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<2x768x640xbf16>) -> tensor<640x640xbf16>
    %348 = stablehlo.transpose %347, dims = [1, 0] : (tensor<640x640xbf16>) -> tensor<640x640xbf16>
    %349 = stablehlo.dot_general %346, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<640x640xbf16>) -> tensor<2x768x640xbf16>
    %350 = stablehlo.add %345, %349 : tensor<2x768x640xbf16>
    %351 = stablehlo.convert %350 : (tensor<2x768x640xbf16>) -> tensor<2x768x640xf32>
    %352 = stablehlo.multiply %122, %351 : tensor<2x768x640xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %353 = stablehlo.reduce(%352 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<640xf32>
    %354 = stablehlo.reshape %353 : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %355 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<2x768x640xf32>
    %356 = stablehlo.multiply %351, %355 : tensor<2x768x640xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.reduce(%354 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x640xf32>, tensor<f32>) -> tensor<640xf32>
    %358 = stablehlo.multiply %107, %356 : tensor<2x768x640xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %359 = stablehlo.reduce(%358 init: %cst_73) applies stablehlo.add across dimensions = [2] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<2x768xf32>
    %360 = stablehlo.reshape %359 : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %361 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x640xf32>
    %362 = stablehlo.multiply %356, %361 : tensor<2x768x640xf32>
    %363 = stablehlo.multiply %360, %120 : tensor<2x768x1xf32>
    %cst_74 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %365 = stablehlo.divide %363, %364 : tensor<2x768x1xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %366 = stablehlo.reduce(%365 init: %cst_75) applies stablehlo.add across dimensions = [2] : (tensor<2x768x1xf32>, tensor<f32>) -> tensor<2x768xf32>
    %367 = stablehlo.broadcast_in_dim %366, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x640xf32>
    %368 = stablehlo.multiply %367, %110 : tensor<2x768x640xf32>
    %369 = stablehlo.add %362, %368 : tensor<2x768x640xf32>
    %370 = stablehlo.convert %369 : (tensor<2x768x640xf32>) -> tensor<2x768x640xbf16>
    %371 = stablehlo.add %302, %370 : tensor<2x768x640xbf16>
    %372 = stablehlo.dot_general %371, %104, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<2x768x2560xbf16>) -> tensor<640x2560xbf16>
    %373 = stablehlo.transpose %372, dims = [1, 0] : (tensor<640x2560xbf16>) -> tensor<2560x640xbf16>
    %374 = stablehlo.dot_general %371, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<2560x640xbf16>) -> tensor<2x768x2560xbf16>
    %375 = stablehlo.multiply %86, %374 : tensor<2x768x2560xbf16>
    %376 = stablehlo.multiply %374, %103 : tensor<2x768x2560xbf16>
    %cst_76 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %377 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %378 = stablehlo.multiply %377, %375 : tensor<2x768x2560xbf16>
    %379 = stablehlo.multiply %378, %99 : tensor<2x768x2560xbf16>
    %380 = stablehlo.multiply %379, %97 : tensor<2x768x2560xbf16>
    %381 = stablehlo.add %379, %380 : tensor<2x768x2560xbf16>
    %cst_77 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %382 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %383 = stablehlo.multiply %382, %381 : tensor<2x768x2560xbf16>
    %384 = stablehlo.add %376, %383 : tensor<2x768x2560xbf16>
    %cst_78 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %385 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %386 = stablehlo.multiply %385, %383 : tensor<2x768x2560xbf16>
    %387 = stablehlo.multiply %386, %91 : tensor<2x768x2560xbf16>
    %388 = stablehlo.add %384, %387 : tensor<2x768x2560xbf16>
    %389 = stablehlo.dot_general %388, %85, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x2560xbf16>, tensor<2x768x640xbf16>) -> tensor<2560x640xbf16>
    %390 = stablehlo.transpose %389, dims = [1, 0] : (tensor<2560x640xbf16>) -> tensor<640x2560xbf16>
    %391 = stablehlo.dot_general %388, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x2560xbf16>, tensor<640x2560xbf16>) -> tensor<2x768x640xbf16>
    %392 = stablehlo.convert %391 : (tensor<2x768x640xbf16>) -> tensor<2x768x640xf32>
    %393 = stablehlo.multiply %81, %392 : tensor<2x768x640xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %394 = stablehlo.reduce(%393 init: %cst_79) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<640xf32>
    %395 = stablehlo.reshape %394 : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %396 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<2x768x640xf32>
    %397 = stablehlo.multiply %392, %396 : tensor<2x768x640xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %398 = stablehlo.reduce(%395 init: %cst_80) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x640xf32>, tensor<f32>) -> tensor<640xf32>
    %399 = stablehlo.multiply %66, %397 : tensor<2x768x640xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %400 = stablehlo.reduce(%399 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<2x768xf32>
    %401 = stablehlo.reshape %400 : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %402 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x640xf32>
    %403 = stablehlo.multiply %397, %402 : tensor<2x768x640xf32>
    %404 = stablehlo.multiply %401, %79 : tensor<2x768x1xf32>
    %cst_82 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %406 = stablehlo.divide %404, %405 : tensor<2x768x1xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %407 = stablehlo.reduce(%406 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<2x768x1xf32>, tensor<f32>) -> tensor<2x768xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x640xf32>
    %409 = stablehlo.multiply %408, %69 : tensor<2x768x640xf32>
    %410 = stablehlo.add %403, %409 : tensor<2x768x640xf32>
    %411 = stablehlo.convert %410 : (tensor<2x768x640xf32>) -> tensor<2x768x640xbf16>
    %412 = stablehlo.add %371, %411 : tensor<2x768x640xbf16>
    %413 = stablehlo.dot_general %412, %63, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<2x768x640xbf16>) -> tensor<640x640xbf16>
    %414 = stablehlo.transpose %413, dims = [1, 0] : (tensor<640x640xbf16>) -> tensor<640x640xbf16>
    %415 = stablehlo.dot_general %412, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<640x640xbf16>) -> tensor<2x768x640xbf16>
    %416 = stablehlo.reshape %415 : (tensor<2x768x640xbf16>) -> tensor<2x768x10x64xbf16>
    %417 = stablehlo.reshape %416 : (tensor<2x768x10x64xbf16>) -> tensor<2x768x2x5x64xbf16>
    %418 = stablehlo.transpose %417, dims = [3, 0, 1, 2, 4] : (tensor<2x768x2x5x64xbf16>) -> tensor<5x2x768x2x64xbf16>
    %419 = stablehlo.transpose %418, dims = [1, 3, 4, 0, 2] : (tensor<5x2x768x2x64xbf16>) -> tensor<2x2x64x5x768xbf16>
    %420 = stablehlo.dot_general %419, %32, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x64x5x768xbf16>, tensor<2x768x2x64xbf16>) -> tensor<2x2x5x768x768xbf16>
    %421 = stablehlo.transpose %420, dims = [2, 0, 1, 3, 4] : (tensor<2x2x5x768x768xbf16>) -> tensor<5x2x2x768x768xbf16>
    %422 = stablehlo.dot_general %419, %58, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x64x5x768xbf16>, tensor<5x2x2x768x768xbf16>) -> tensor<2x2x64x768xbf16>
    %423 = stablehlo.transpose %422, dims = [0, 3, 1, 2] : (tensor<2x2x64x768xbf16>) -> tensor<2x768x2x64xbf16>
    %424 = stablehlo.convert %421 : (tensor<5x2x2x768x768xbf16>) -> tensor<5x2x2x768x768xf32>
    %425 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3, 4] : (tensor<5x2x2x768x1xf32>) -> tensor<5x2x2x768x768xf32>
    %426 = stablehlo.multiply %424, %425 : tensor<5x2x2x768x768xf32>
    %427 = stablehlo.multiply %426, %50 : tensor<5x2x2x768x768xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %428 = stablehlo.reduce(%427 init: %cst_84) applies stablehlo.add across dimensions = [4] : (tensor<5x2x2x768x768xf32>, tensor<f32>) -> tensor<5x2x2x768xf32>
    %429 = stablehlo.reshape %428 : (tensor<5x2x2x768xf32>) -> tensor<5x2x2x768x1xf32>
    %430 = stablehlo.negate %429 : tensor<5x2x2x768x1xf32>
    %431 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3, 4] : (tensor<5x2x2x768x1xf32>) -> tensor<5x2x2x768x768xf32>
    %432 = stablehlo.divide %424, %431 : tensor<5x2x2x768x768xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.reduce(%430 init: %cst_85) applies stablehlo.add across dimensions = [4] : (tensor<5x2x2x768x1xf32>, tensor<f32>) -> tensor<5x2x2x768xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0, 1, 2, 3] : (tensor<5x2x2x768xf32>) -> tensor<5x2x2x768x768xf32>
    %435 = stablehlo.add %432, %434 : tensor<5x2x2x768x768xf32>
    %436 = stablehlo.multiply %435, %50 : tensor<5x2x2x768x768xf32>
    %437 = call @_where_2(%43#1, %436) : (tensor<5x2x2x768x768xi1>, tensor<5x2x2x768x768xf32>) -> tensor<2x2x768x5x768xf32>
    %cst_86 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x2x768x5x768xf32>
    %439 = stablehlo.multiply %437, %438 : tensor<2x2x768x5x768xf32>
    %440 = stablehlo.dot_general %439, %33, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x2x768x5x768xf32>, tensor<2x768x2x5x64xbf16>) -> tensor<2x2x768x64xf32>
    %441 = stablehlo.transpose %440, dims = [0, 2, 1, 3] : (tensor<2x2x768x64xf32>) -> tensor<2x768x2x64xf32>
    %442 = stablehlo.convert %441 : (tensor<2x768x2x64xf32>) -> tensor<2x768x2x64xbf16>
    %443 = stablehlo.dot_general %439, %30, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x2x768x5x768xf32>, tensor<2x768x2x64xbf16>) -> tensor<2x2x768x5x64xf32>
    %444 = stablehlo.transpose %443, dims = [0, 2, 1, 3, 4] : (tensor<2x2x768x5x64xf32>) -> tensor<2x768x2x5x64xf32>
    %445 = stablehlo.convert %444 : (tensor<2x768x2x5x64xf32>) -> tensor<2x768x2x5x64xbf16>
    %446 = stablehlo.reshape %445 : (tensor<2x768x2x5x64xbf16>) -> tensor<2x768x10x64xbf16>
    %447 = stablehlo.reshape %423 : (tensor<2x768x2x64xbf16>) -> tensor<2x768x128xbf16>
    %448 = stablehlo.dot_general %447, %26, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x128xbf16>, tensor<2x768x640xbf16>) -> tensor<128x640xbf16>
    %449 = stablehlo.transpose %448, dims = [1, 0] : (tensor<128x640xbf16>) -> tensor<640x128xbf16>
    %450 = stablehlo.dot_general %447, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x128xbf16>, tensor<640x128xbf16>) -> tensor<2x768x640xbf16>
    %451 = stablehlo.reshape %442 : (tensor<2x768x2x64xbf16>) -> tensor<2x768x128xbf16>
    %452 = stablehlo.dot_general %451, %26, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x128xbf16>, tensor<2x768x640xbf16>) -> tensor<128x640xbf16>
    %453 = stablehlo.transpose %452, dims = [1, 0] : (tensor<128x640xbf16>) -> tensor<640x128xbf16>
    %454 = stablehlo.dot_general %451, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x128xbf16>, tensor<640x128xbf16>) -> tensor<2x768x640xbf16>
    %455 = stablehlo.add %450, %454 : tensor<2x768x640xbf16>
    %456 = stablehlo.reshape %446 : (tensor<2x768x10x64xbf16>) -> tensor<2x768x640xbf16>
    %457 = stablehlo.dot_general %456, %26, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<2x768x640xbf16>) -> tensor<640x640xbf16>
    %458 = stablehlo.transpose %457, dims = [1, 0] : (tensor<640x640xbf16>) -> tensor<640x640xbf16>
    %459 = stablehlo.dot_general %456, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<640x640xbf16>) -> tensor<2x768x640xbf16>
    %460 = stablehlo.add %455, %459 : tensor<2x768x640xbf16>
    %461 = stablehlo.convert %460 : (tensor<2x768x640xbf16>) -> tensor<2x768x640xf32>
    %462 = stablehlo.multiply %22, %461 : tensor<2x768x640xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %463 = stablehlo.reduce(%462 init: %cst_87) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<640xf32>
    %464 = stablehlo.reshape %463 : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %465 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<2x768x640xf32>
    %466 = stablehlo.multiply %461, %465 : tensor<2x768x640xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %467 = stablehlo.reduce(%464 init: %cst_88) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x640xf32>, tensor<f32>) -> tensor<640xf32>
    %468 = stablehlo.multiply %7, %466 : tensor<2x768x640xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %469 = stablehlo.reduce(%468 init: %cst_89) applies stablehlo.add across dimensions = [2] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<2x768xf32>
    %470 = stablehlo.reshape %469 : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %471 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x640xf32>
    %472 = stablehlo.multiply %466, %471 : tensor<2x768x640xf32>
    %473 = stablehlo.multiply %470, %20 : tensor<2x768x1xf32>
    %cst_90 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %475 = stablehlo.divide %473, %474 : tensor<2x768x1xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %476 = stablehlo.reduce(%475 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<2x768x1xf32>, tensor<f32>) -> tensor<2x768xf32>
    %477 = stablehlo.broadcast_in_dim %476, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x640xf32>
    %478 = stablehlo.multiply %477, %10 : tensor<2x768x640xf32>
    %479 = stablehlo.add %472, %478 : tensor<2x768x640xf32>
    %480 = stablehlo.convert %479 : (tensor<2x768x640xf32>) -> tensor<2x768x640xbf16>
    %481 = stablehlo.add %412, %480 : tensor<2x768x640xbf16>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %482 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<bf16>) -> tensor<8000x640xbf16>
    %483 = "stablehlo.scatter"(%482, %5, %481) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg40: tensor<bf16>, %arg41: tensor<bf16>):
      %640 = stablehlo.add %arg40, %arg41 : tensor<bf16>
      stablehlo.return %640 : tensor<bf16>
    }) : (tensor<8000x640xbf16>, tensor<2x768x1xi32>, tensor<2x768x640xbf16>) -> tensor<8000x640xbf16>
    %cst_93 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8000x640xf32>
    %485 = stablehlo.multiply %484, %arg19 : tensor<8000x640xf32>
    %486 = stablehlo.convert %483 : (tensor<8000x640xbf16>) -> tensor<8000x640xf32>
    %487 = stablehlo.add %485, %486 : tensor<8000x640xf32>
    %488 = stablehlo.convert %arg0 : (tensor<8000x640xbf16>) -> tensor<8000x640xf32>
    %cst_94 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8000x640xf32>
    %490 = stablehlo.multiply %489, %487 : tensor<8000x640xf32>
    %491 = stablehlo.subtract %488, %490 : tensor<8000x640xf32>
    %492 = stablehlo.convert %491 : (tensor<8000x640xf32>) -> tensor<8000x640xbf16>
    %cst_95 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %494 = stablehlo.multiply %493, %arg20 : tensor<640xf32>
    %495 = stablehlo.add %494, %467 : tensor<640xf32>
    %cst_96 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %497 = stablehlo.multiply %496, %495 : tensor<640xf32>
    %498 = stablehlo.subtract %arg1, %497 : tensor<640xf32>
    %cst_97 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %500 = stablehlo.multiply %499, %arg21 : tensor<640xf32>
    %501 = stablehlo.add %500, %398 : tensor<640xf32>
    %cst_98 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %503 = stablehlo.multiply %502, %501 : tensor<640xf32>
    %504 = stablehlo.subtract %arg2, %503 : tensor<640xf32>
    %cst_99 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %506 = stablehlo.multiply %505, %arg22 : tensor<640x2560xf32>
    %507 = stablehlo.convert %390 : (tensor<640x2560xbf16>) -> tensor<640x2560xf32>
    %508 = stablehlo.add %506, %507 : tensor<640x2560xf32>
    %509 = stablehlo.convert %arg3 : (tensor<640x2560xbf16>) -> tensor<640x2560xf32>
    %cst_100 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %510 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %511 = stablehlo.multiply %510, %508 : tensor<640x2560xf32>
    %512 = stablehlo.subtract %509, %511 : tensor<640x2560xf32>
    %513 = stablehlo.convert %512 : (tensor<640x2560xf32>) -> tensor<640x2560xbf16>
    %cst_101 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %515 = stablehlo.multiply %514, %arg23 : tensor<2560x640xf32>
    %516 = stablehlo.convert %373 : (tensor<2560x640xbf16>) -> tensor<2560x640xf32>
    %517 = stablehlo.add %515, %516 : tensor<2560x640xf32>
    %518 = stablehlo.convert %arg4 : (tensor<2560x640xbf16>) -> tensor<2560x640xf32>
    %cst_102 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %520 = stablehlo.multiply %519, %517 : tensor<2560x640xf32>
    %521 = stablehlo.subtract %518, %520 : tensor<2560x640xf32>
    %522 = stablehlo.convert %521 : (tensor<2560x640xf32>) -> tensor<2560x640xbf16>
    %cst_103 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<640x128xf32>
    %524 = stablehlo.multiply %523, %arg24 : tensor<640x128xf32>
    %525 = stablehlo.convert %453 : (tensor<640x128xbf16>) -> tensor<640x128xf32>
    %526 = stablehlo.add %524, %525 : tensor<640x128xf32>
    %527 = stablehlo.convert %arg5 : (tensor<640x128xbf16>) -> tensor<640x128xf32>
    %cst_104 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %528 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<640x128xf32>
    %529 = stablehlo.multiply %528, %526 : tensor<640x128xf32>
    %530 = stablehlo.subtract %527, %529 : tensor<640x128xf32>
    %531 = stablehlo.convert %530 : (tensor<640x128xf32>) -> tensor<640x128xbf16>
    %cst_105 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %532 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<640x640xf32>
    %533 = stablehlo.multiply %532, %arg25 : tensor<640x640xf32>
    %534 = stablehlo.convert %414 : (tensor<640x640xbf16>) -> tensor<640x640xf32>
    %535 = stablehlo.add %533, %534 : tensor<640x640xf32>
    %536 = stablehlo.convert %arg6 : (tensor<640x640xbf16>) -> tensor<640x640xf32>
    %cst_106 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<640x640xf32>
    %538 = stablehlo.multiply %537, %535 : tensor<640x640xf32>
    %539 = stablehlo.subtract %536, %538 : tensor<640x640xf32>
    %540 = stablehlo.convert %539 : (tensor<640x640xf32>) -> tensor<640x640xbf16>
    %cst_107 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %541 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<640x640xf32>
    %542 = stablehlo.multiply %541, %arg26 : tensor<640x640xf32>
    %543 = stablehlo.convert %458 : (tensor<640x640xbf16>) -> tensor<640x640xf32>
    %544 = stablehlo.add %542, %543 : tensor<640x640xf32>
    %545 = stablehlo.convert %arg7 : (tensor<640x640xbf16>) -> tensor<640x640xf32>
    %cst_108 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %546 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<640x640xf32>
    %547 = stablehlo.multiply %546, %544 : tensor<640x640xf32>
    %548 = stablehlo.subtract %545, %547 : tensor<640x640xf32>
    %549 = stablehlo.convert %548 : (tensor<640x640xf32>) -> tensor<640x640xbf16>
    %cst_109 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<640x128xf32>
    %551 = stablehlo.multiply %550, %arg27 : tensor<640x128xf32>
    %552 = stablehlo.convert %449 : (tensor<640x128xbf16>) -> tensor<640x128xf32>
    %553 = stablehlo.add %551, %552 : tensor<640x128xf32>
    %554 = stablehlo.convert %arg8 : (tensor<640x128xbf16>) -> tensor<640x128xf32>
    %cst_110 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %555 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<640x128xf32>
    %556 = stablehlo.multiply %555, %553 : tensor<640x128xf32>
    %557 = stablehlo.subtract %554, %556 : tensor<640x128xf32>
    %558 = stablehlo.convert %557 : (tensor<640x128xf32>) -> tensor<640x128xbf16>
    %cst_111 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %559 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %560 = stablehlo.multiply %559, %arg28 : tensor<640xf32>
    %561 = stablehlo.add %560, %357 : tensor<640xf32>
    %cst_112 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %562 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %563 = stablehlo.multiply %562, %561 : tensor<640xf32>
    %564 = stablehlo.subtract %arg9, %563 : tensor<640xf32>
    %cst_113 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %566 = stablehlo.multiply %565, %arg29 : tensor<640xf32>
    %567 = stablehlo.add %566, %288 : tensor<640xf32>
    %cst_114 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %568 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %569 = stablehlo.multiply %568, %567 : tensor<640xf32>
    %570 = stablehlo.subtract %arg10, %569 : tensor<640xf32>
    %cst_115 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %571 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %572 = stablehlo.multiply %571, %arg30 : tensor<640x2560xf32>
    %573 = stablehlo.convert %280 : (tensor<640x2560xbf16>) -> tensor<640x2560xf32>
    %574 = stablehlo.add %572, %573 : tensor<640x2560xf32>
    %575 = stablehlo.convert %arg11 : (tensor<640x2560xbf16>) -> tensor<640x2560xf32>
    %cst_116 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %576 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %577 = stablehlo.multiply %576, %574 : tensor<640x2560xf32>
    %578 = stablehlo.subtract %575, %577 : tensor<640x2560xf32>
    %579 = stablehlo.convert %578 : (tensor<640x2560xf32>) -> tensor<640x2560xbf16>
    %cst_117 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %580 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %581 = stablehlo.multiply %580, %arg31 : tensor<2560x640xf32>
    %582 = stablehlo.convert %263 : (tensor<2560x640xbf16>) -> tensor<2560x640xf32>
    %583 = stablehlo.add %581, %582 : tensor<2560x640xf32>
    %584 = stablehlo.convert %arg12 : (tensor<2560x640xbf16>) -> tensor<2560x640xf32>
    %cst_118 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %586 = stablehlo.multiply %585, %583 : tensor<2560x640xf32>
    %587 = stablehlo.subtract %584, %586 : tensor<2560x640xf32>
    %588 = stablehlo.convert %587 : (tensor<2560x640xf32>) -> tensor<2560x640xbf16>
    %cst_119 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %589 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<640x128xf32>
    %590 = stablehlo.multiply %589, %arg32 : tensor<640x128xf32>
    %591 = stablehlo.convert %343 : (tensor<640x128xbf16>) -> tensor<640x128xf32>
    %592 = stablehlo.add %590, %591 : tensor<640x128xf32>
    %593 = stablehlo.convert %arg13 : (tensor<640x128xbf16>) -> tensor<640x128xf32>
    %cst_120 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<640x128xf32>
    %595 = stablehlo.multiply %594, %592 : tensor<640x128xf32>
    %596 = stablehlo.subtract %593, %595 : tensor<640x128xf32>
    %597 = stablehlo.convert %596 : (tensor<640x128xf32>) -> tensor<640x128xbf16>
    %cst_121 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %598 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<640x640xf32>
    %599 = stablehlo.multiply %598, %arg33 : tensor<640x640xf32>
    %600 = stablehlo.convert %304 : (tensor<640x640xbf16>) -> tensor<640x640xf32>
    %601 = stablehlo.add %599, %600 : tensor<640x640xf32>
    %602 = stablehlo.convert %arg14 : (tensor<640x640xbf16>) -> tensor<640x640xf32>
    %cst_122 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<640x640xf32>
    %604 = stablehlo.multiply %603, %601 : tensor<640x640xf32>
    %605 = stablehlo.subtract %602, %604 : tensor<640x640xf32>
    %606 = stablehlo.convert %605 : (tensor<640x640xf32>) -> tensor<640x640xbf16>
    %cst_123 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<640x640xf32>
    %608 = stablehlo.multiply %607, %arg34 : tensor<640x640xf32>
    %609 = stablehlo.convert %348 : (tensor<640x640xbf16>) -> tensor<640x640xf32>
    %610 = stablehlo.add %608, %609 : tensor<640x640xf32>
    %611 = stablehlo.convert %arg15 : (tensor<640x640xbf16>) -> tensor<640x640xf32>
    %cst_124 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %612 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<640x640xf32>
    %613 = stablehlo.multiply %612, %610 : tensor<640x640xf32>
    %614 = stablehlo.subtract %611, %613 : tensor<640x640xf32>
    %615 = stablehlo.convert %614 : (tensor<640x640xf32>) -> tensor<640x640xbf16>
    %cst_125 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<640x128xf32>
    %617 = stablehlo.multiply %616, %arg35 : tensor<640x128xf32>
    %618 = stablehlo.convert %339 : (tensor<640x128xbf16>) -> tensor<640x128xf32>
    %619 = stablehlo.add %617, %618 : tensor<640x128xf32>
    %620 = stablehlo.convert %arg16 : (tensor<640x128xbf16>) -> tensor<640x128xf32>
    %cst_126 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<640x128xf32>
    %622 = stablehlo.multiply %621, %619 : tensor<640x128xf32>
    %623 = stablehlo.subtract %620, %622 : tensor<640x128xf32>
    %624 = stablehlo.convert %623 : (tensor<640x128xf32>) -> tensor<640x128xbf16>
    %cst_127 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %626 = stablehlo.multiply %625, %arg36 : tensor<640xf32>
    %627 = stablehlo.add %626, %248 : tensor<640xf32>
    %cst_128 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %629 = stablehlo.multiply %628, %627 : tensor<640xf32>
    %630 = stablehlo.subtract %arg17, %629 : tensor<640xf32>
    %cst_129 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<640x8000xf32>
    %632 = stablehlo.multiply %631, %arg37 : tensor<640x8000xf32>
    %633 = stablehlo.convert %240 : (tensor<640x8000xbf16>) -> tensor<640x8000xf32>
    %634 = stablehlo.add %632, %633 : tensor<640x8000xf32>
    %635 = stablehlo.convert %arg18 : (tensor<640x8000xbf16>) -> tensor<640x8000xf32>
    %cst_130 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<640x8000xf32>
    %637 = stablehlo.multiply %636, %634 : tensor<640x8000xf32>
    %638 = stablehlo.subtract %635, %637 : tensor<640x8000xf32>
    %639 = stablehlo.convert %638 : (tensor<640x8000xf32>) -> tensor<640x8000xbf16>
    return %492, %498, %504, %513, %522, %531, %540, %549, %558, %564, %570, %579, %588, %597, %606, %615, %624, %630, %639, %487, %495, %501, %508, %517, %526, %535, %544, %553, %561, %567, %574, %583, %592, %601, %610, %619, %627, %634 : tensor<8000x640xbf16>, tensor<640xf32>, tensor<640xf32>, tensor<640x2560xbf16>, tensor<2560x640xbf16>, tensor<640x128xbf16>, tensor<640x640xbf16>, tensor<640x640xbf16>, tensor<640x128xbf16>, tensor<640xf32>, tensor<640xf32>, tensor<640x2560xbf16>, tensor<2560x640xbf16>, tensor<640x128xbf16>, tensor<640x640xbf16>, tensor<640x640xbf16>, tensor<640x128xbf16>, tensor<640xf32>, tensor<640x8000xbf16>, tensor<8000x640xf32>, tensor<640xf32>, tensor<640xf32>, tensor<640x2560xf32>, tensor<2560x640xf32>, tensor<640x128xf32>, tensor<640x640xf32>, tensor<640x640xf32>, tensor<640x128xf32>, tensor<640xf32>, tensor<640xf32>, tensor<640x2560xf32>, tensor<2560x640xf32>, tensor<640x128xf32>, tensor<640x640xf32>, tensor<640x640xf32>, tensor<640x128xf32>, tensor<640xf32>, tensor<640x8000xf32>
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
  func.func private @_where(%arg0: tensor<2x2x768x768xi1>, %arg1: tensor<2x2x768x5x768xf32>, %arg2: tensor<f32>) -> (tensor<5x2x2x768x768xf32>, tensor<5x2x2x768x768xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x2x768x768xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2, 3, 4] : (tensor<2x2x768x768xi1>) -> tensor<5x2x2x768x768xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<2x2x768x768xf32>) -> tensor<5x2x2x768x768xf32>
    %3 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<2x2x768x5x768xf32>) -> tensor<5x2x2x768x768xf32>
    %4 = stablehlo.select %1, %3, %2 : tensor<5x2x2x768x768xi1>, tensor<5x2x2x768x768xf32>
    return %4, %1 : tensor<5x2x2x768x768xf32>, tensor<5x2x2x768x768xi1>
  }
  func.func private @log_softmax(%arg0: tensor<2x768x8000xf32>) -> (tensor<2x768x8000xf32>, tensor<2x768x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<2x768x8000xf32>, tensor<f32>) -> tensor<2x768xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x768xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2x768xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x8000xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x768x8000xf32>
    %6 = stablehlo.exponential %5 : tensor<2x768x8000xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x768x8000xf32>, tensor<f32>) -> tensor<2x768xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    return %6, %8 : tensor<2x768x8000xf32>, tensor<2x768x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<2x768x1xi32>) -> tensor<2x768x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x768x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<2x768x1xi32>, tensor<2x768x1xi32>) -> tensor<2x768x1xi1>
    %c_0 = stablehlo.constant dense<8000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x768x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<2x768x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<2x768x1xi1>, tensor<2x768x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x768x1xi32>) -> tensor<2x768x1x1xi32>
    return %5 : tensor<2x768x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<2x768x1x1xi32>, %arg1: tensor<2x768x1xf32>) -> tensor<2x768x8000xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x768x8000xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x768x8000xf32>, tensor<2x768x1x1xi32>, tensor<2x768x1xf32>) -> tensor<2x768x8000xf32>
    return %1 : tensor<2x768x8000xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<2x768x8000xf32>, %arg1: tensor<2x768x1xf32>, %arg2: tensor<2x768x8000xf32>) -> tensor<2x768x8000xf32> {
    %0 = stablehlo.negate %arg2 : tensor<2x768x8000xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x768x8000xf32>, tensor<f32>) -> tensor<2x768xf32>
    %2 = stablehlo.reshape %1 : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<2x768x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x768x1xf32>, tensor<f32>) -> tensor<2x768xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x8000xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2x768x8000xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<2x768x8000xf32>
    return %7 : tensor<2x768x8000xf32>
  }
  func.func private @_where_2(%arg0: tensor<5x2x2x768x768xi1>, %arg1: tensor<5x2x2x768x768xf32>) -> tensor<2x2x768x5x768xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x2x2x768x768xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<5x2x2x768x768xi1>, tensor<5x2x2x768x768xf32>
    %2 = stablehlo.transpose %1, dims = [1, 2, 3, 0, 4] : (tensor<5x2x2x768x768xf32>) -> tensor<2x2x768x5x768xf32>
    return %2 : tensor<2x2x768x5x768xf32>
  }
}
