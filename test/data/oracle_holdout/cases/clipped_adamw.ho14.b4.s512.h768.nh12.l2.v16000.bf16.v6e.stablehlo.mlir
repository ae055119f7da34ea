module @jit_clipped_adamw_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<768x3072xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<3072x768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<12x64x768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<768x3x12x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<768x3072xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<3072x768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<12x64x768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<768x3x12x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<16000x768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<768x3072xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<3072x768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<12x64x768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<768x3x12x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<768x3072xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<3072x768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<12x64x768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>, tf.aliasing_output = 24 : i32}, %arg25: tensor<768x3x12x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<16000x768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<768x3072xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<3072x768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<12x64x768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<768x3x12x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<768x3072xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<3072x768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 37 : i32}, %arg38: tensor<12x64x768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>, tf.aliasing_output = 38 : i32}, %arg39: tensor<768x3x12x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>, tf.aliasing_output = 39 : i32}, %arg40: tensor<16000x768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 40 : i32}, %arg41: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 41 : i32}, %arg42: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}, %arg43: tensor<4x512xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg44: tensor<4x512xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<768xf32> {jax.result_info = "result[0]['blocks'][0]['ln1']"}, tensor<768xf32> {jax.result_info = "result[0]['blocks'][0]['ln2']"}, tensor<768x3072xbf16> {jax.result_info = "result[0]['blocks'][0]['w1']"}, tensor<3072x768xbf16> {jax.result_info = "result[0]['blocks'][0]['w2']"}, tensor<12x64x768xbf16> {jax.result_info = "result[0]['blocks'][0]['wo']"}, tensor<768x3x12x64xbf16> {jax.result_info = "result[0]['blocks'][0]['wqkv']"}, tensor<768xf32> {jax.result_info = "result[0]['blocks'][1]['ln1']"}, tensor<768xf32> {jax.result_info = "result[0]['blocks'][1]['ln2']"}, tensor<768x3072xbf16> {jax.result_info = "result[0]['blocks'][1]['w1']"}, tensor<3072x768xbf16> {jax.result_info = "result[0]['blocks'][1]['w2']"}, tensor<12x64x768xbf16> {jax.result_info = "result[0]['blocks'][1]['wo']"}, tensor<768x3x12x64xbf16> {jax.result_info = "result[0]['blocks'][1]['wqkv']"}, tensor<16000x768xbf16> {jax.result_info = "result[0]['embed']"}, tensor<768xf32> {jax.result_info = "result[0]['ln_f']"}, tensor<768xf32> {jax.result_info = "result[1]['blocks'][0]['ln1']"}, tensor<768xf32> {jax.result_info = "result[1]['blocks'][0]['ln2']"}, tensor<768x3072xf32> {jax.result_info = "result[1]['blocks'][0]['w1']"}, tensor<3072x768xf32> {jax.result_info = "result[1]['blocks'][0]['w2']"}, tensor<12x64x768xf32> {jax.result_info = "result[1]['blocks'][0]['wo']"}, tensor<768x3x12x64xf32> {jax.result_info = "result[1]['blocks'][0]['wqkv']"}, tensor<768xf32> {jax.result_info = "result[1]['blocks'][1]['ln1']"}, tensor<768xf32> {jax.result_info = "result[1]['blocks'][1]['ln2']"}, tensor<768x3072xf32> {jax.result_info = "result[1]['blocks'][1]['w1']"}, tensor<3072x768xf32> {jax.result_info = "result[1]['blocks'][1]['w2']"}, tensor<12x64x768xf32> {jax.result_info = "result[1]['blocks'][1]['wo']"}, tensor<768x3x12x64xf32> {jax.result_info = "result[1]['blocks'][1]['wqkv']"}, tensor<16000x768xf32> {jax.result_info = "result[1]['embed']"}, tensor<768xf32> {jax.result_info = "result[1]['ln_f']"}, tensor<768xf32> {jax.result_info = "result[2]['blocks'][0]['ln1']"}, tensor<768xf32> {jax.result_info = "result[2]['blocks'][0]['ln2']"}, tensor<768x3072xf32> {jax.result_info = "result[2]['blocks'][0]['w1']"}, tensor<3072x768xf32> {jax.result_info = "result[2]['blocks'][0]['w2']"}, tensor<12x64x768xf32> {jax.result_info = "result[2]['blocks'][0]['wo']"}, tensor<768x3x12x64xf32> {jax.result_info = "result[2]['blocks'][0]['wqkv']"}, tensor<768xf32> {jax.result_info = "result[2]['blocks'][1]['ln1']"}, tensor<768xf32> {jax.result_info = "result[2]['blocks'][1]['ln2']"}, tensor<768x3072xf32> {jax.result_info = "result[2]['blocks'][1]['w1']"}, tensor<3072x768xf32> {jax.result_info = "result[2]['blocks'][1]['w2']"}, tensor<12x64x768xf32> {jax.result_info = "result[2]['blocks'][1]['wo']"}, tensor<768x3x12x64xf32> {jax.result_info = "result[2]['blocks'][1]['wqkv']"}, tensor<16000x768xf32> {jax.result_info = "result[2]['embed']"}, tensor<768xf32> {jax.result_info = "result[2]['ln_f']"}, tensor<i32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}, tensor<f32> {jax.result_info = "result[5]"}) {
    %0:2 = call @_take(%arg12, %arg43) : (tensor<16000x768xbf16>, tensor<4x512xi32>) -> (tensor<4x512x768xbf16>, tensor<4x512x1xi32>)
    %1 = stablehlo.convert %0#0 : (tensor<4x512x768xbf16>) -> tensor<4x512x768xf32>
    %2 = chlo.square %1 : tensor<4x512x768xf32> -> tensor<4x512x768xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x512x768xf32>
    %4 = stablehlo.multiply %3, %1 : tensor<4x512x768xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<4x512x768xf32>, tensor<f32>) -> tensor<4x512xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %cst_1 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<4x512x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %10 = stablehlo.add %8, %9 : tensor<4x512x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<4x512x1xf32>
    %12 = stablehlo.divide %11, %10 : tensor<4x512x1xf32>
    %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<4x512x1xf32>
    %15 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x768xf32>
    %16 = stablehlo.multiply %1, %15 : tensor<4x512x768xf32>
    %17 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x512x768xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<4x512x768xf32>
    %20 = stablehlo.convert %19 : (tensor<4x512x768xf32>) -> tensor<4x512x768xbf16>
    %21 = stablehlo.dot_general %arg5, %20, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<768x3x12x64xbf16>, tensor<4x512x768xbf16>) -> tensor<3x12x64x4x512xbf16>
    %22 = stablehlo.transpose %21, dims = [0, 3, 4, 1, 2] : (tensor<3x12x64x4x512xbf16>) -> tensor<3x4x512x12x64xbf16>
    %23 = stablehlo.slice %22 [0:1, 0:4, 0:512, 0:12, 0:64] : (tensor<3x4x512x12x64xbf16>) -> tensor<1x4x512x12x64xbf16>
    %24 = stablehlo.reshape %23 : (tensor<1x4x512x12x64xbf16>) -> tensor<4x512x12x64xbf16>
    %25 = stablehlo.slice %22 [1:2, 0:4, 0:512, 0:12, 0:64] : (tensor<3x4x512x12x64xbf16>) -> tensor<1x4x512x12x64xbf16>
    %26 = stablehlo.reshape %25 : (tensor<1x4x512x12x64xbf16>) -> tensor<4x512x12x64xbf16>
    %27 = stablehlo.slice %22 [2:3, 0:4, 0:512, 0:12, 0:64] : (tensor<3x4x512x12x64xbf16>) -> tensor<1x4x512x12x64xbf16>
    %28 = stablehlo.reshape %27 : (tensor<1x4x512x12x64xbf16>) -> tensor<4x512x12x64xbf16>
    %29 = stablehlo.dot_general %24, %26, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x512x12x64xbf16>, tensor<4x512x12x64xbf16>) -> tensor<4x12x512x512xbf16>
    %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<4x12x512x512xbf16>
    %31 = stablehlo.multiply %29, %30 : tensor<4x12x512x512xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %32 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<512x512xi1>
    %33 = call @tril(%32) : (tensor<512x512xi1>) -> tensor<512x512xi1>
    %cst_5 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %34:2 = call @_where_0(%33, %31, %cst_5) : (tensor<512x512xi1>, tensor<4x12x512x512xbf16>, tensor<bf16>) -> (tensor<4x12x512x512xbf16>, tensor<4x12x512x512xi1>)
    %35 = stablehlo.convert %34#0 : (tensor<4x12x512x512xbf16>) -> tensor<4x12x512x512xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<4x12x512x512xf32>, tensor<f32>) -> tensor<4x12x512xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x12x512xf32>
    %38 = stablehlo.maximum %37, %36 : tensor<4x12x512xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<4x12x512xf32>) -> tensor<4x12x512x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<4x12x512x1xf32>) -> tensor<4x12x512x512xf32>
    %41 = stablehlo.subtract %35, %40 : tensor<4x12x512x512xf32>
    %42 = stablehlo.exponential %41 : tensor<4x12x512x512xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<4x12x512x512xf32>, tensor<f32>) -> tensor<4x12x512xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<4x12x512xf32>) -> tensor<4x12x512x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<4x12x512x1xf32>) -> tensor<4x12x512x512xf32>
    %46 = stablehlo.divide %42, %45 : tensor<4x12x512x512xf32>
    %47 = stablehlo.multiply %44, %44 : tensor<4x12x512x1xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x12x512x1xf32>
    %49 = stablehlo.divide %48, %47 : tensor<4x12x512x1xf32>
    %50 = stablehlo.convert %46 : (tensor<4x12x512x512xf32>) -> tensor<4x12x512x512xbf16>
    %51 = stablehlo.dot_general %28, %50, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x512x12x64xbf16>, tensor<4x12x512x512xbf16>) -> tensor<4x12x64x512xbf16>
    %52 = stablehlo.transpose %51, dims = [0, 3, 1, 2] : (tensor<4x12x64x512xbf16>) -> tensor<4x512x12x64xbf16>
    %53 = stablehlo.dot_general %52, %arg4, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x12x64xbf16>, tensor<12x64x768xbf16>) -> tensor<4x512x768xbf16>
    %54 = stablehlo.add %0#0, %53 : tensor<4x512x768xbf16>
    %55 = stablehlo.convert %54 : (tensor<4x512x768xbf16>) -> tensor<4x512x768xf32>
    %56 = chlo.square %55 : tensor<4x512x768xf32> -> tensor<4x512x768xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x512x768xf32>
    %58 = stablehlo.multiply %57, %55 : tensor<4x512x768xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%56 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<4x512x768xf32>, tensor<f32>) -> tensor<4x512xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %cst_12 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %62 = stablehlo.divide %60, %61 : tensor<4x512x1xf32>
    %cst_13 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %64 = stablehlo.add %62, %63 : tensor<4x512x1xf32>
    %65 = stablehlo.rsqrt %64 : tensor<4x512x1xf32>
    %66 = stablehlo.divide %65, %64 : tensor<4x512x1xf32>
    %cst_14 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %68 = stablehlo.multiply %67, %66 : tensor<4x512x1xf32>
    %69 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x768xf32>
    %70 = stablehlo.multiply %55, %69 : tensor<4x512x768xf32>
    %71 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x512x768xf32>
    %73 = stablehlo.multiply %70, %72 : tensor<4x512x768xf32>
    %74 = stablehlo.convert %73 : (tensor<4x512x768xf32>) -> tensor<4x512x768xbf16>
    %75 = stablehlo.dot_general %74, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x768xbf16>, tensor<768x3072xbf16>) -> tensor<4x512x3072xbf16>
    %76 = stablehlo.multiply %75, %75 : tensor<4x512x3072xbf16>
    %77 = stablehlo.multiply %76, %75 : tensor<4x512x3072xbf16>
    %78 = stablehlo.multiply %75, %75 : tensor<4x512x3072xbf16>
    %cst_15 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %79 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<4x512x3072xbf16>
    %80 = stablehlo.multiply %79, %78 : tensor<4x512x3072xbf16>
    %cst_16 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %81 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<4x512x3072xbf16>
    %82 = stablehlo.multiply %81, %77 : tensor<4x512x3072xbf16>
    %83 = stablehlo.add %75, %82 : tensor<4x512x3072xbf16>
    %cst_17 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %84 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<4x512x3072xbf16>
    %85 = stablehlo.multiply %84, %83 : tensor<4x512x3072xbf16>
    %86 = stablehlo.tanh %85 : tensor<4x512x3072xbf16>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %87 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<4x512x3072xbf16>
    %88 = stablehlo.subtract %87, %86 : tensor<4x512x3072xbf16>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %89 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<4x512x3072xbf16>
    %90 = stablehlo.add %89, %86 : tensor<4x512x3072xbf16>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %91 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<4x512x3072xbf16>
    %92 = stablehlo.multiply %91, %90 : tensor<4x512x3072xbf16>
    %93 = stablehlo.multiply %75, %92 : tensor<4x512x3072xbf16>
    %94 = stablehlo.dot_general %93, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x3072xbf16>, tensor<3072x768xbf16>) -> tensor<4x512x768xbf16>
    %95 = stablehlo.add %54, %94 : tensor<4x512x768xbf16>
    %96 = stablehlo.convert %95 : (tensor<4x512x768xbf16>) -> tensor<4x512x768xf32>
    %97 = chlo.square %96 : tensor<4x512x768xf32> -> tensor<4x512x768xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x512x768xf32>
    %99 = stablehlo.multiply %98, %96 : tensor<4x512x768xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%97 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<4x512x768xf32>, tensor<f32>) -> tensor<4x512xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %cst_23 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %103 = stablehlo.divide %101, %102 : tensor<4x512x1xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %105 = stablehlo.add %103, %104 : tensor<4x512x1xf32>
    %106 = stablehlo.rsqrt %105 : tensor<4x512x1xf32>
    %107 = stablehlo.divide %106, %105 : tensor<4x512x1xf32>
    %cst_25 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %109 = stablehlo.multiply %108, %107 : tensor<4x512x1xf32>
    %110 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x768xf32>
    %111 = stablehlo.multiply %96, %110 : tensor<4x512x768xf32>
    %112 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x512x768xf32>
    %114 = stablehlo.multiply %111, %113 : tensor<4x512x768xf32>
    %115 = stablehlo.convert %114 : (tensor<4x512x768xf32>) -> tensor<4x512x768xbf16>
    %116 = stablehlo.dot_general %arg11, %115, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<768x3x12x64xbf16>, tensor<4x512x768xbf16>) -> tensor<3x12x64x4x512xbf16>
    %117 = stablehlo.transpose %116, dims = [0, 3, 4, 1, 2] : (tensor<3x12x64x4x512xbf16>) -> tensor<3x4x512x12x64xbf16>
    %118 = stablehlo.slice %117 [0:1, 0:4, 0:512, 0:12, 0:64] : (tensor<3x4x512x12x64xbf16>) -> tensor<1x4x512x12x64xbf16>
    %119 = stablehlo.reshape %118 : (tensor<1x4x512x12x64xbf16>) -> tensor<4x512x12x64xbf16>
    %120 = stablehlo.slice %117 [1:2, 0:4, 0:512, 0:12, 0:64] : (tensor<3x4x512x12x64xbf16>) -> tensor<1x4x512x12x64xbf16>
    %121 = stablehlo.reshape %120 : (tensor<1x4x512x12x64xbf16>) -> tensor<4x512x12x64xbf16>
    %122 = stablehlo.slice %117 [2:3, 0:4, 0:512, 0:12, 0:64] : (tensor<3x4x512x12x64xbf16>) -> tensor<1x4x512x12x64xbf16>
    %123 = stablehlo.reshape %122 : (tensor<1x4x512x12x64xbf16>) -> tensor<4x512x12x64xbf16>
    %124 = stablehlo.dot_general %119, %121, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x512x12x64xbf16>, tensor<4x512x12x64xbf16>) -> tensor<4x12x512x512xbf16>
    %cst_26 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %125 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<bf16>) -> tensor<4x12x512x512xbf16>
    %126 = stablehlo.multiply %124, %125 : tensor<4x12x512x512xbf16>
    %c_27 = stablehlo.constant dense<true> : tensor<i1>
    %127 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i1>) -> tensor<512x512xi1>
    %128 = call @tril(%127) : (tensor<512x512xi1>) -> tensor<512x512xi1>
    %cst_28 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %129:2 = call @_where_0(%128, %126, %cst_28) : (tensor<512x512xi1>, tensor<4x12x512x512xbf16>, tensor<bf16>) -> (tensor<4x12x512x512xbf16>, tensor<4x12x512x512xi1>)
    %130 = stablehlo.convert %129#0 : (tensor<4x12x512x512xbf16>) -> tensor<4x12x512x512xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_29) applies stablehlo.maximum across dimensions = [3] : (tensor<4x12x512x512xf32>, tensor<f32>) -> tensor<4x12x512xf32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x12x512xf32>
    %133 = stablehlo.maximum %132, %131 : tensor<4x12x512xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<4x12x512xf32>) -> tensor<4x12x512x1xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<4x12x512x1xf32>) -> tensor<4x12x512x512xf32>
    %136 = stablehlo.subtract %130, %135 : tensor<4x12x512x512xf32>
    %137 = stablehlo.exponential %136 : tensor<4x12x512x512xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%137 init: %cst_31) applies stablehlo.add across dimensions = [3] : (tensor<4x12x512x512xf32>, tensor<f32>) -> tensor<4x12x512xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<4x12x512xf32>) -> tensor<4x12x512x1xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3] : (tensor<4x12x512x1xf32>) -> tensor<4x12x512x512xf32>
    %141 = stablehlo.divide %137, %140 : tensor<4x12x512x512xf32>
    %142 = stablehlo.multiply %139, %139 : tensor<4x12x512x1xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4x12x512x1xf32>
    %144 = stablehlo.divide %143, %142 : tensor<4x12x512x1xf32>
    %145 = stablehlo.convert %141 : (tensor<4x12x512x512xf32>) -> tensor<4x12x512x512xbf16>
    %146 = stablehlo.dot_general %123, %145, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x512x12x64xbf16>, tensor<4x12x512x512xbf16>) -> tensor<4x12x64x512xbf16>
    %147 = stablehlo.transpose %146, dims = [0, 3, 1, 2] : (tensor<4x12x64x512xbf16>) -> tensor<4x512x12x64xbf16>
    %148 = stablehlo.dot_general %147, %arg10, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x12x64xbf16>, tensor<12x64x768xbf16>) -> tensor<4x512x768xbf16>
    %149 = stablehlo.add %95, %148 : tensor<4x512x768xbf16>
    %150 = stablehlo.convert %149 : (tensor<4x512x768xbf16>) -> tensor<4x512x768xf32>
    %151 = chlo.square %150 : tensor<4x512x768xf32> -> tensor<4x512x768xf32>
    %cst_33 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4x512x768xf32>
    %153 = stablehlo.multiply %152, %150 : tensor<4x512x768xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%151 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<4x512x768xf32>, tensor<f32>) -> tensor<4x512xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %cst_35 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %157 = stablehlo.divide %155, %156 : tensor<4x512x1xf32>
    %cst_36 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %159 = stablehlo.add %157, %158 : tensor<4x512x1xf32>
    %160 = stablehlo.rsqrt %159 : tensor<4x512x1xf32>
    %161 = stablehlo.divide %160, %159 : tensor<4x512x1xf32>
    %cst_37 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %163 = stablehlo.multiply %162, %161 : tensor<4x512x1xf32>
    %164 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x768xf32>
    %165 = stablehlo.multiply %150, %164 : tensor<4x512x768xf32>
    %166 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x512x768xf32>
    %168 = stablehlo.multiply %165, %167 : tensor<4x512x768xf32>
    %169 = stablehlo.convert %168 : (tensor<4x512x768xf32>) -> tensor<4x512x768xbf16>
    %170 = stablehlo.dot_general %169, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x768xbf16>, tensor<768x3072xbf16>) -> tensor<4x512x3072xbf16>
    %171 = stablehlo.multiply %170, %170 : tensor<4x512x3072xbf16>
    %172 = stablehlo.multiply %171, %170 : tensor<4x512x3072xbf16>
    %173 = stablehlo.multiply %170, %170 : tensor<4x512x3072xbf16>
    %cst_38 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %174 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<bf16>) -> tensor<4x512x3072xbf16>
    %175 = stablehlo.multiply %174, %173 : tensor<4x512x3072xbf16>
    %cst_39 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %176 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<bf16>) -> tensor<4x512x3072xbf16>
    %177 = stablehlo.multiply %176, %172 : tensor<4x512x3072xbf16>
    %178 = stablehlo.add %170, %177 : tensor<4x512x3072xbf16>
    %cst_40 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %179 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<bf16>) -> tensor<4x512x3072xbf16>
    %180 = stablehlo.multiply %179, %178 : tensor<4x512x3072xbf16>
    %181 = stablehlo.tanh %180 : tensor<4x512x3072xbf16>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %182 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<bf16>) -> tensor<4x512x3072xbf16>
    %183 = stablehlo.subtract %182, %181 : tensor<4x512x3072xbf16>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %184 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<bf16>) -> tensor<4x512x3072xbf16>
    %185 = stablehlo.add %184, %181 : tensor<4x512x3072xbf16>
    %cst_43 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %186 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<bf16>) -> tensor<4x512x3072xbf16>
    %187 = stablehlo.multiply %186, %185 : tensor<4x512x3072xbf16>
    %188 = stablehlo.multiply %170, %187 : tensor<4x512x3072xbf16>
    %189 = stablehlo.dot_general %188, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x3072xbf16>, tensor<3072x768xbf16>) -> tensor<4x512x768xbf16>
    %190 = stablehlo.add %149, %189 : tensor<4x512x768xbf16>
    %191 = stablehlo.convert %190 : (tensor<4x512x768xbf16>) -> tensor<4x512x768xf32>
    %192 = chlo.square %191 : tensor<4x512x768xf32> -> tensor<4x512x768xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x512x768xf32>
    %194 = stablehlo.multiply %193, %191 : tensor<4x512x768xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.reduce(%192 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<4x512x768xf32>, tensor<f32>) -> tensor<4x512xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %cst_46 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %198 = stablehlo.divide %196, %197 : tensor<4x512x1xf32>
    %cst_47 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %200 = stablehlo.add %198, %199 : tensor<4x512x1xf32>
    %201 = stablehlo.rsqrt %200 : tensor<4x512x1xf32>
    %202 = stablehlo.divide %201, %200 : tensor<4x512x1xf32>
    %cst_48 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %204 = stablehlo.multiply %203, %202 : tensor<4x512x1xf32>
    %205 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x768xf32>
    %206 = stablehlo.multiply %191, %205 : tensor<4x512x768xf32>
    %207 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x512x768xf32>
    %209 = stablehlo.multiply %206, %208 : tensor<4x512x768xf32>
    %210 = stablehlo.convert %209 : (tensor<4x512x768xf32>) -> tensor<4x512x768xbf16>
    %211 = stablehlo.dot_general %210, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x768xbf16>, tensor<16000x768xbf16>) -> tensor<4x512x16000xbf16>
    %212 = stablehlo.convert %211 : (tensor<4x512x16000xbf16>) -> tensor<4x512x16000xf32>
    %213:3 = call @log_softmax(%212) : (tensor<4x512x16000xf32>) -> (tensor<4x512x16000xf32>, tensor<4x512x16000xf32>, tensor<4x512x1xf32>)
    %214 = stablehlo.broadcast_in_dim %arg44, dims = [0, 1] : (tensor<4x512xi32>) -> tensor<4x512x1xi32>
    %215:2 = call @take_along_axis(%213#0, %214) : (tensor<4x512x16000xf32>, tensor<4x512x1xi32>) -> (tensor<4x512x1xf32>, tensor<4x512x1x1xi32>)
    %216 = stablehlo.reshape %215#0 : (tensor<4x512x1xf32>) -> tensor<4x512xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%216 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_50 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %218 = stablehlo.divide %217, %cst_50 : tensor<f32>
    %219 = stablehlo.negate %218 : tensor<f32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %220 = stablehlo.negate %cst_51 : tensor<f32>
    %cst_52 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %221 = stablehlo.divide %220, %cst_52 : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %224 = call @take_along_axis_1(%215#1, %223) : (tensor<4x512x1x1xi32>, tensor<4x512x1xf32>) -> tensor<4x512x16000xf32>
    %225 = call @log_softmax_2(%213#1, %213#2, %224) : (tensor<4x512x16000xf32>, tensor<4x512x1xf32>, tensor<4x512x16000xf32>) -> tensor<4x512x16000xf32>
    %226 = stablehlo.convert %225 : (tensor<4x512x16000xf32>) -> tensor<4x512x16000xbf16>
    %227 = stablehlo.dot_general %226, %210, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x16000xbf16>, tensor<4x512x768xbf16>) -> tensor<16000x768xbf16>
    %228 = stablehlo.dot_general %226, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x16000xbf16>, tensor<16000x768xbf16>) -> tensor<4x512x768xbf16>
    %229 = stablehlo.convert %228 : (tensor<4x512x768xbf16>) -> tensor<4x512x768xf32>
    %230 = stablehlo.multiply %206, %229 : tensor<4x512x768xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.reduce(%230 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x512x768xf32>, tensor<f32>) -> tensor<768xf32>
    %232 = stablehlo.reshape %231 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %233 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x512x768xf32>
    %234 = stablehlo.multiply %229, %233 : tensor<4x512x768xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.reduce(%232 init: %cst_54) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %236 = stablehlo.multiply %191, %234 : tensor<4x512x768xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.reduce(%236 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<4x512x768xf32>, tensor<f32>) -> tensor<4x512xf32>
    %238 = stablehlo.reshape %237 : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %239 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x768xf32>
    %240 = stablehlo.multiply %234, %239 : tensor<4x512x768xf32>
    %241 = stablehlo.multiply %238, %204 : tensor<4x512x1xf32>
    %cst_56 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %243 = stablehlo.divide %241, %242 : tensor<4x512x1xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.reduce(%243 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<4x512x1xf32>, tensor<f32>) -> tensor<4x512xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x768xf32>
    %246 = stablehlo.multiply %245, %194 : tensor<4x512x768xf32>
    %247 = stablehlo.add %240, %246 : tensor<4x512x768xf32>
    %248 = stablehlo.convert %247 : (tensor<4x512x768xf32>) -> tensor<4x512x768xbf16>
    %249 = stablehlo.dot_general %248, %188, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x768xbf16>, tensor<4x512x3072xbf16>) -> tensor<768x3072xbf16>
    %250 = stablehlo.transpose %249, dims = [1, 0] : (tensor<768x3072xbf16>) -> tensor<3072x768xbf16>
    %251 = stablehlo.dot_general %248, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x768xbf16>, tensor<3072x768xbf16>) -> tensor<4x512x3072xbf16>
    %252 = stablehlo.multiply %170, %251 : tensor<4x512x3072xbf16>
    %253 = stablehlo.multiply %251, %187 : tensor<4x512x3072xbf16>
    %cst_58 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %254 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<bf16>) -> tensor<4x512x3072xbf16>
    %255 = stablehlo.multiply %254, %252 : tensor<4x512x3072xbf16>
    %256 = stablehlo.multiply %255, %183 : tensor<4x512x3072xbf16>
    %257 = stablehlo.multiply %256, %181 : tensor<4x512x3072xbf16>
    %258 = stablehlo.add %256, %257 : tensor<4x512x3072xbf16>
    %cst_59 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %259 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<bf16>) -> tensor<4x512x3072xbf16>
    %260 = stablehlo.multiply %259, %258 : tensor<4x512x3072xbf16>
    %261 = stablehlo.add %253, %260 : tensor<4x512x3072xbf16>
    %cst_60 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %262 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<bf16>) -> tensor<4x512x3072xbf16>
    %263 = stablehlo.multiply %262, %260 : tensor<4x512x3072xbf16>
    %264 = stablehlo.multiply %263, %175 : tensor<4x512x3072xbf16>
    %265 = stablehlo.add %261, %264 : tensor<4x512x3072xbf16>
    %266 = stablehlo.dot_general %265, %169, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x3072xbf16>, tensor<4x512x768xbf16>) -> tensor<3072x768xbf16>
    %267 = stablehlo.transpose %266, dims = [1, 0] : (tensor<3072x768xbf16>) -> tensor<768x3072xbf16>
    %268 = stablehlo.dot_general %265, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x3072xbf16>, tensor<768x3072xbf16>) -> tensor<4x512x768xbf16>
    %269 = stablehlo.convert %268 : (tensor<4x512x768xbf16>) -> tensor<4x512x768xf32>
    %270 = stablehlo.multiply %165, %269 : tensor<4x512x768xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.reduce(%270 init: %cst_61) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x512x768xf32>, tensor<f32>) -> tensor<768xf32>
    %272 = stablehlo.reshape %271 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %273 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x512x768xf32>
    %274 = stablehlo.multiply %269, %273 : tensor<4x512x768xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.reduce(%272 init: %cst_62) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %276 = stablehlo.multiply %150, %274 : tensor<4x512x768xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.reduce(%276 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<4x512x768xf32>, tensor<f32>) -> tensor<4x512xf32>
    %278 = stablehlo.reshape %277 : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %279 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x768xf32>
    %280 = stablehlo.multiply %274, %279 : tensor<4x512x768xf32>
    %281 = stablehlo.multiply %278, %163 : tensor<4x512x1xf32>
    %cst_64 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %283 = stablehlo.divide %281, %282 : tensor<4x512x1xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%283 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<4x512x1xf32>, tensor<f32>) -> tensor<4x512xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x768xf32>
    %286 = stablehlo.multiply %285, %153 : tensor<4x512x768xf32>
    %287 = stablehlo.add %280, %286 : tensor<4x512x768xf32>
    %288 = stablehlo.convert %287 : (tensor<4x512x768xf32>) -> tensor<4x512x768xbf16>
    %289 = stablehlo.add %248, %288 : tensor<4x512x768xbf16>
    %290 = stablehlo.dot_general %289, %147, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x768xbf16>, tensor<4x512x12x64xbf16>) -> tensor<768x12x64xbf16>
    %291 = stablehlo.transpose %290, dims = [1, 2, 0] : (tensor<768x12x64xbf16>) -> tensor<12x64x768xbf16>
    %292 = stablehlo.dot_general %289, %arg10, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x512x768xbf16>, tensor<12x64x768xbf16>) -> tensor<4x512x12x64xbf16>
    %293 = stablehlo.transpose %292, dims = [0, 2, 3, 1] : (tensor<4x512x12x64xbf16>) -> tensor<4x12x64x512xbf16>
    %294 = stablehlo.dot_general %293, %123, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x512xbf16>, tensor<4x512x12x64xbf16>) -> tensor<4x12x512x512xbf16>
    %295 = stablehlo.dot_general %293, %145, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x512xbf16>, tensor<4x12x512x512xbf16>) -> tensor<4x12x64x512xbf16>
    %296 = stablehlo.transpose %295, dims = [0, 3, 1, 2] : (tensor<4x12x64x512xbf16>) -> tensor<4x512x12x64xbf16>
    %297 = stablehlo.convert %294 : (tensor<4x12x512x512xbf16>) -> tensor<4x12x512x512xf32>
    %298 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2, 3] : (tensor<4x12x512x1xf32>) -> tensor<4x12x512x512xf32>
    %299 = stablehlo.multiply %297, %298 : tensor<4x12x512x512xf32>
    %300 = stablehlo.multiply %299, %137 : tensor<4x12x512x512xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.reduce(%300 init: %cst_66) applies stablehlo.add across dimensions = [3] : (tensor<4x12x512x512xf32>, tensor<f32>) -> tensor<4x12x512xf32>
    %302 = stablehlo.reshape %301 : (tensor<4x12x512xf32>) -> tensor<4x12x512x1xf32>
    %303 = stablehlo.negate %302 : tensor<4x12x512x1xf32>
    %304 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3] : (tensor<4x12x512x1xf32>) -> tensor<4x12x512x512xf32>
    %305 = stablehlo.divide %297, %304 : tensor<4x12x512x512xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.reduce(%303 init: %cst_67) applies stablehlo.add across dimensions = [3] : (tensor<4x12x512x1xf32>, tensor<f32>) -> tensor<4x12x512xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<4x12x512xf32>) -> tensor<4x12x512x512xf32>
    %308 = stablehlo.add %305, %307 : tensor<4x12x512x512xf32>
    %309 = stablehlo.multiply %308, %137 : tensor<4x12x512x512xf32>
    %310 = stablehlo.convert %309 : (tensor<4x12x512x512xf32>) -> tensor<4x12x512x512xbf16>
    %311 = call @_where_3(%129#1, %310) : (tensor<4x12x512x512xi1>, tensor<4x12x512x512xbf16>) -> tensor<4x12x512x512xbf16>
    %cst_68 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %312 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<bf16>) -> tensor<4x12x512x512xbf16>
    %313 = stablehlo.multiply %311, %312 : tensor<4x12x512x512xbf16>
    %314 = stablehlo.dot_general %313, %119, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x12x512x512xbf16>, tensor<4x512x12x64xbf16>) -> tensor<4x12x512x64xbf16>
    %315 = stablehlo.transpose %314, dims = [0, 2, 1, 3] : (tensor<4x12x512x64xbf16>) -> tensor<4x512x12x64xbf16>
    %316 = stablehlo.dot_general %313, %121, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x12x512x512xbf16>, tensor<4x512x12x64xbf16>) -> tensor<4x12x512x64xbf16>
    %317 = stablehlo.transpose %316, dims = [0, 2, 1, 3] : (tensor<4x12x512x64xbf16>) -> tensor<4x512x12x64xbf16>
    %318 = stablehlo.broadcast_in_dim %296, dims = [1, 2, 3, 4] : (tensor<4x512x12x64xbf16>) -> tensor<1x4x512x12x64xbf16>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %319 = stablehlo.pad %318, %cst_69, low = [2, 0, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x512x12x64xbf16>, tensor<bf16>) -> tensor<3x4x512x12x64xbf16>
    %320 = stablehlo.broadcast_in_dim %315, dims = [1, 2, 3, 4] : (tensor<4x512x12x64xbf16>) -> tensor<1x4x512x12x64xbf16>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %321 = stablehlo.pad %320, %cst_70, low = [1, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x512x12x64xbf16>, tensor<bf16>) -> tensor<3x4x512x12x64xbf16>
    %322 = stablehlo.add %319, %321 : tensor<3x4x512x12x64xbf16>
    %323 = stablehlo.broadcast_in_dim %317, dims = [1, 2, 3, 4] : (tensor<4x512x12x64xbf16>) -> tensor<1x4x512x12x64xbf16>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %324 = stablehlo.pad %323, %cst_71, low = [0, 0, 0, 0, 0], high = [2, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x512x12x64xbf16>, tensor<bf16>) -> tensor<3x4x512x12x64xbf16>
    %325 = stablehlo.add %322, %324 : tensor<3x4x512x12x64xbf16>
    %326 = stablehlo.transpose %325, dims = [0, 3, 4, 1, 2] : (tensor<3x4x512x12x64xbf16>) -> tensor<3x12x64x4x512xbf16>
    %327 = stablehlo.dot_general %326, %arg11, contracting_dims = [0, 1, 2] x [1, 2, 3], precision = [DEFAULT, DEFAULT] : (tensor<3x12x64x4x512xbf16>, tensor<768x3x12x64xbf16>) -> tensor<4x512x768xbf16>
    %328 = stablehlo.dot_general %326, %115, contracting_dims = [3, 4] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x12x64x4x512xbf16>, tensor<4x512x768xbf16>) -> tensor<3x12x64x768xbf16>
    %329 = stablehlo.transpose %328, dims = [3, 0, 1, 2] : (tensor<3x12x64x768xbf16>) -> tensor<768x3x12x64xbf16>
    %330 = stablehlo.convert %327 : (tensor<4x512x768xbf16>) -> tensor<4x512x768xf32>
    %331 = stablehlo.multiply %111, %330 : tensor<4x512x768xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %332 = stablehlo.reduce(%331 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x512x768xf32>, tensor<f32>) -> tensor<768xf32>
    %333 = stablehlo.reshape %332 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %334 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x512x768xf32>
    %335 = stablehlo.multiply %330, %334 : tensor<4x512x768xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %336 = stablehlo.reduce(%333 init: %cst_73) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %337 = stablehlo.multiply %96, %335 : tensor<4x512x768xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %338 = stablehlo.reduce(%337 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<4x512x768xf32>, tensor<f32>) -> tensor<4x512xf32>
    %339 = stablehlo.reshape %338 : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %340 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x768xf32>
    %341 = stablehlo.multiply %335, %340 : tensor<4x512x768xf32>
    %342 = stablehlo.multiply %339, %109 : tensor<4x512x1xf32>
    %cst_75 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %344 = stablehlo.divide %342, %343 : tensor<4x512x1xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %345 = stablehlo.reduce(%344 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<4x512x1xf32>, tensor<f32>) -> tensor<4x512xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x768xf32>
    %347 = stablehlo.multiply %346, %99 : tensor<4x512x768xf32>
    %348 = stablehlo.add %341, %347 : tensor<4x512x768xf32>
    %349 = stablehlo.convert %348 : (tensor<4x512x768xf32>) -> tensor<4x512x768xbf16>
    %350 = stablehlo.add %289, %349 : tensor<4x512x768xbf16>
    %351 = stablehlo.dot_general %350, %93, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x768xbf16>, tensor<4x512x3072xbf16>) -> tensor<768x3072xbf16>
    %352 = stablehlo.transpose %351, dims = [1, 0] : (tensor<768x3072xbf16>) -> tensor<3072x768xbf16>
    %353 = stablehlo.dot_general %350, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x768xbf16>, tensor<3072x768xbf16>) -> tensor<4x512x3072xbf16>
    %354 = stablehlo.multiply %75, %353 : tensor<4x512x3072xbf16>
    %355 = stablehlo.multiply %353, %92 : tensor<4x512x3072xbf16>
    %cst_77 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %356 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<bf16>) -> tensor<4x512x3072xbf16>
    %357 = stablehlo.multiply %356, %354 : tensor<4x512x3072xbf16>
    %358 = stablehlo.multiply %357, %88 : tensor<4x512x3072xbf16>
    %359 = stablehlo.multiply %358, %86 : tensor<4x512x3072xbf16>
    %360 = stablehlo.add %358, %359 : tensor<4x512x3072xbf16>
    %cst_78 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %361 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<bf16>) -> tensor<4x512x3072xbf16>
    %362 = stablehlo.multiply %361, %360 : tensor<4x512x3072xbf16>
    %363 = stablehlo.add %355, %362 : tensor<4x512x3072xbf16>
    %cst_79 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %364 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<bf16>) -> tensor<4x512x3072xbf16>
    %365 = stablehlo.multiply %364, %362 : tensor<4x512x3072xbf16>
    %366 = stablehlo.multiply %365, %80 : tensor<4x512x3072xbf16>
    %367 = stablehlo.add %363, %366 : tensor<4x512x3072xbf16>
    %368 = stablehlo.dot_general %367, %74, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x3072xbf16>, tensor<4x512x768xbf16>) -> tensor<3072x768xbf16>
    %369 = stablehlo.transpose %368, dims = [1, 0] : (tensor<3072x768xbf16>) -> tensor<768x3072xbf16>
    %370 = stablehlo.dot_general %367, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x3072xbf16>, tensor<768x3072xbf16>) -> tensor<4x512x768xbf16>
    %371 = stablehlo.convert %370 : (tensor<4x512x768xbf16>) -> tensor<4x512x768xf32>
    %372 = stablehlo.multiply %70, %371 : tensor<4x512x768xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.reduce(%372 init: %cst_80) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x512x768xf32>, tensor<f32>) -> tensor<768xf32>
    %374 = stablehlo.reshape %373 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %375 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x512x768xf32>
    %376 = stablehlo.multiply %371, %375 : tensor<4x512x768xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %377 = stablehlo.reduce(%374 init: %cst_81) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %378 = stablehlo.multiply %55, %376 : tensor<4x512x768xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.reduce(%378 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<4x512x768xf32>, tensor<f32>) -> tensor<4x512xf32>
    %380 = stablehlo.reshape %379 : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %381 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x768xf32>
    %382 = stablehlo.multiply %376, %381 : tensor<4x512x768xf32>
    %383 = stablehlo.multiply %380, %68 : tensor<4x512x1xf32>
    %cst_83 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %385 = stablehlo.divide %383, %384 : tensor<4x512x1xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.reduce(%385 init: %cst_84) applies stablehlo.add across dimensions = [2] : (tensor<4x512x1xf32>, tensor<f32>) -> tensor<4x512xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x768xf32>
    %388 = stablehlo.multiply %387, %58 : tensor<4x512x768xf32>
    %389 = stablehlo.add %382, %388 : tensor<4x512x768xf32>
    %390 = stablehlo.convert %389 : (tensor<4x512x768xf32>) -> tensor<4x512x768xbf16>
    %391 = stablehlo.add %350, %390 : tensor<4x512x768xbf16>
    %392 = stablehlo.dot_general %391, %52, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x768xbf16>, tensor<4x512x12x64xbf16>) -> tensor<768x12x64xbf16>
    %393 = stablehlo.transpose %392, dims = [1, 2, 0] : (tensor<768x12x64xbf16>) -> tensor<12x64x768xbf16>
    %394 = stablehlo.dot_general %391, %arg4, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x512x768xbf16>, tensor<12x64x768xbf16>) -> tensor<4x512x12x64xbf16>
    %395 = stablehlo.transpose %394, dims = [0, 2, 3, 1] : (tensor<4x512x12x64xbf16>) -> tensor<4x12x64x512xbf16>
    %396 = stablehlo.dot_general %395, %28, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x512xbf16>, tensor<4x512x12x64xbf16>) -> tensor<4x12x512x512xbf16>
    %397 = stablehlo.dot_general %395, %50, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x512xbf16>, tensor<4x12x512x512xbf16>) -> tensor<4x12x64x512xbf16>
    %398 = stablehlo.transpose %397, dims = [0, 3, 1, 2] : (tensor<4x12x64x512xbf16>) -> tensor<4x512x12x64xbf16>
    %399 = stablehlo.convert %396 : (tensor<4x12x512x512xbf16>) -> tensor<4x12x512x512xf32>
    %400 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<4x12x512x1xf32>) -> tensor<4x12x512x512xf32>
    %401 = stablehlo.multiply %399, %400 : tensor<4x12x512x512xf32>
    %402 = stablehlo.multiply %401, %42 : tensor<4x12x512x512xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %403 = stablehlo.reduce(%402 init: %cst_85) applies stablehlo.add across dimensions = [3] : (tensor<4x12x512x512xf32>, tensor<f32>) -> tensor<4x12x512xf32>
    %404 = stablehlo.reshape %403 : (tensor<4x12x512xf32>) -> tensor<4x12x512x1xf32>
    %405 = stablehlo.negate %404 : tensor<4x12x512x1xf32>
    %406 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<4x12x512x1xf32>) -> tensor<4x12x512x512xf32>
    %407 = stablehlo.divide %399, %406 : tensor<4x12x512x512xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %408 = stablehlo.reduce(%405 init: %cst_86) applies stablehlo.add across dimensions = [3] : (tensor<4x12x512x1xf32>, tensor<f32>) -> tensor<4x12x512xf32>
    %409 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 2] : (tensor<4x12x512xf32>) -> tensor<4x12x512x512xf32>
    %410 = stablehlo.add %407, %409 : tensor<4x12x512x512xf32>
    %411 = stablehlo.multiply %410, %42 : tensor<4x12x512x512xf32>
    %412 = stablehlo.convert %411 : (tensor<4x12x512x512xf32>) -> tensor<4x12x512x512xbf16>
    %413 = call @_where_3(%34#1, %412) : (tensor<4x12x512x512xi1>, tensor<4x12x512x512xbf16>) -> tensor<4x12x512x512xbf16>
    %cst_87 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %414 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<bf16>) -> tensor<4x12x512x512xbf16>
    %415 = stablehlo.multiply %413, %414 : tensor<4x12x512x512xbf16>
    %416 = stablehlo.dot_general %415, %24, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x12x512x512xbf16>, tensor<4x512x12x64xbf16>) -> tensor<4x12x512x64xbf16>
    %417 = stablehlo.transpose %416, dims = [0, 2, 1, 3] : (tensor<4x12x512x64xbf16>) -> tensor<4x512x12x64xbf16>
    %418 = stablehlo.dot_general %415, %26, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x12x512x512xbf16>, tensor<4x512x12x64xbf16>) -> tensor<4x12x512x64xbf16>
    %419 = stablehlo.transpose %418, dims = [0, 2, 1, 3] : (tensor<4x12x512x64xbf16>) -> tensor<4x512x12x64xbf16>
    %420 = stablehlo.broadcast_in_dim %398, dims = [1, 2, 3, 4] : (tensor<4x512x12x64xbf16>) -> tensor<1x4x512x12x64xbf16>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %421 = stablehlo.pad %420, %cst_88, low = [2, 0, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x512x12x64xbf16>, tensor<bf16>) -> tensor<3x4x512x12x64xbf16>
    %422 = stablehlo.broadcast_in_dim %417, dims = [1, 2, 3, 4] : (tensor<4x512x12x64xbf16>) -> tensor<1x4x512x12x64xbf16>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %423 = stablehlo.pad %422, %cst_89, low = [1, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x512x12x64xbf16>, tensor<bf16>) -> tensor<3x4x512x12x64xbf16>
    %424 = stablehlo.add %421, %423 : tensor<3x4x512x12x64xbf16>
    %425 = stablehlo.broadcast_in_dim %419, dims = [1, 2, 3, 4] : (tensor<4x512x12x64xbf16>) -> tensor<1x4x512x12x64xbf16>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %426 = stablehlo.pad %425, %cst_90, low = [0, 0, 0, 0, 0], high = [2, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x512x12x64xbf16>, tensor<bf16>) -> tensor<3x4x512x12x64xbf16>
    %427 = stablehlo.add %424, %426 : tensor<3x4x512x12x64xbf16>
    %428 = stablehlo.transpose %427, dims = [0, 3, 4, 1, 2] : (tensor<3x4x512x12x64xbf16>) -> tensor<3x12x64x4x512xbf16>
    %429 = stablehlo.dot_general %428, %arg5, contracting_dims = [0, 1, 2] x [1, 2, 3], precision = [DEFAULT, DEFAULT] : (tensor<3x12x64x4x512xbf16>, tensor<768x3x12x64xbf16>) -> tensor<4x512x768xbf16>
    %430 = stablehlo.dot_general %428, %20, contracting_dims = [3, 4] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x12x64x4x512xbf16>, tensor<4x512x768xbf16>) -> tensor<3x12x64x768xbf16>
    %431 = stablehlo.transpose %430, dims = [3, 0, 1, 2] : (tensor<3x12x64x768xbf16>) -> tensor<768x3x12x64xbf16>
    %432 = stablehlo.convert %429 : (tensor<4x512x768xbf16>) -> tensor<4x512x768xf32>
    %433 = stablehlo.multiply %16, %432 : tensor<4x512x768xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %434 = stablehlo.reduce(%433 init: %cst_91) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x512x768xf32>, tensor<f32>) -> tensor<768xf32>
    %435 = stablehlo.reshape %434 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %436 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x512x768xf32>
    %437 = stablehlo.multiply %432, %436 : tensor<4x512x768xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %438 = stablehlo.reduce(%435 init: %cst_92) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %439 = stablehlo.multiply %1, %437 : tensor<4x512x768xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %440 = stablehlo.reduce(%439 init: %cst_93) applies stablehlo.add across dimensions = [2] : (tensor<4x512x768xf32>, tensor<f32>) -> tensor<4x512xf32>
    %441 = stablehlo.reshape %440 : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %442 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x768xf32>
    %443 = stablehlo.multiply %437, %442 : tensor<4x512x768xf32>
    %444 = stablehlo.multiply %441, %14 : tensor<4x512x1xf32>
    %cst_94 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %446 = stablehlo.divide %444, %445 : tensor<4x512x1xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %447 = stablehlo.reduce(%446 init: %cst_95) applies stablehlo.add across dimensions = [2] : (tensor<4x512x1xf32>, tensor<f32>) -> tensor<4x512xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x768xf32>
    %449 = stablehlo.multiply %448, %4 : tensor<4x512x768xf32>
    %450 = stablehlo.add %443, %449 : tensor<4x512x768xf32>
    %451 = stablehlo.convert %450 : (tensor<4x512x768xf32>) -> tensor<4x512x768xbf16>
    %452 = stablehlo.add %391, %451 : tensor<4x512x768xbf16>
    %453 = call @_take_4(%0#1, %452) : (tensor<4x512x1xi32>, tensor<4x512x768xbf16>) -> tensor<16000x768xbf16>
    %454 = stablehlo.add %227, %453 : tensor<16000x768xbf16>
    %455 = chlo.square %438 : tensor<768xf32> -> tensor<768xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %456 = stablehlo.reduce(%455 init: %cst_96) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %457 = stablehlo.add %cst_97, %456 : tensor<f32>
    %458 = chlo.square %377 : tensor<768xf32> -> tensor<768xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %459 = stablehlo.reduce(%458 init: %cst_98) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %460 = stablehlo.add %457, %459 : tensor<f32>
    %461 = stablehlo.convert %369 : (tensor<768x3072xbf16>) -> tensor<768x3072xf32>
    %462 = chlo.square %461 : tensor<768x3072xf32> -> tensor<768x3072xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %463 = stablehlo.reduce(%462 init: %cst_99) applies stablehlo.add across dimensions = [0, 1] : (tensor<768x3072xf32>, tensor<f32>) -> tensor<f32>
    %464 = stablehlo.add %460, %463 : tensor<f32>
    %465 = stablehlo.convert %352 : (tensor<3072x768xbf16>) -> tensor<3072x768xf32>
    %466 = chlo.square %465 : tensor<3072x768xf32> -> tensor<3072x768xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %467 = stablehlo.reduce(%466 init: %cst_100) applies stablehlo.add across dimensions = [0, 1] : (tensor<3072x768xf32>, tensor<f32>) -> tensor<f32>
    %468 = stablehlo.add %464, %467 : tensor<f32>
    %469 = stablehlo.convert %393 : (tensor<12x64x768xbf16>) -> tensor<12x64x768xf32>
    %470 = chlo.square %469 : tensor<12x64x768xf32> -> tensor<12x64x768xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %471 = stablehlo.reduce(%470 init: %cst_101) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<12x64x768xf32>, tensor<f32>) -> tensor<f32>
    %472 = stablehlo.add %468, %471 : tensor<f32>
    %473 = stablehlo.convert %431 : (tensor<768x3x12x64xbf16>) -> tensor<768x3x12x64xf32>
    %474 = chlo.square %473 : tensor<768x3x12x64xf32> -> tensor<768x3x12x64xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %475 = stablehlo.reduce(%474 init: %cst_102) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<768x3x12x64xf32>, tensor<f32>) -> tensor<f32>
    %476 = stablehlo.add %472, %475 : tensor<f32>
    %477 = chlo.square %336 : tensor<768xf32> -> tensor<768xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %478 = stablehlo.reduce(%477 init: %cst_103) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %479 = stablehlo.add %476, %478 : tensor<f32>
    %480 = chlo.square %275 : tensor<768xf32> -> tensor<768xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %481 = stablehlo.reduce(%480 init: %cst_104) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %482 = stablehlo.add %479, %481 : tensor<f32>
    %483 = stablehlo.convert %267 : (tensor<768x3072xbf16>) -> tensor<768x3072xf32>
    %484 = chlo.square %483 : tensor<768x3072xf32> -> tensor<768x3072xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %485 = stablehlo.reduce(%484 init: %cst_105) applies stablehlo.add across dimensions = [0, 1] : (tensor<768x3072xf32>, tensor<f32>) -> tensor<f32>
    %486 = stablehlo.add %482, %485 : tensor<f32>
    %487 = stablehlo.convert %250 : (tensor<3072x768xbf16>) -> tensor<3072x768xf32>
    %488 = chlo.square %487 : tensor<3072x768xf32> -> tensor<3072x768xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %489 = stablehlo.reduce(%488 init: %cst_106) applies stablehlo.add across dimensions = [0, 1] : (tensor<3072x768xf32>, tensor<f32>) -> tensor<f32>
    %490 = stablehlo.add %486, %489 : tensor<f32>
    %491 = stablehlo.convert %291 : (tensor<12x64x768xbf16>) -> tensor<12x64x768xf32>
    %492 = chlo.square %491 : tensor<12x64x768xf32> -> tensor<12x64x768xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %493 = stablehlo.reduce(%492 init: %cst_107) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<12x64x768xf32>, tensor<f32>) -> tensor<f32>
    %494 = stablehlo.add %490, %493 : tensor<f32>
    %495 = stablehlo.convert %329 : (tensor<768x3x12x64xbf16>) -> tensor<768x3x12x64xf32>
    %496 = chlo.square %495 : tensor<768x3x12x64xf32> -> tensor<768x3x12x64xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %497 = stablehlo.reduce(%496 init: %cst_108) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<768x3x12x64xf32>, tensor<f32>) -> tensor<f32>
    %498 = stablehlo.add %494, %497 : tensor<f32>
    %499 = stablehlo.convert %454 : (tensor<16000x768xbf16>) -> tensor<16000x768xf32>
    %500 = chlo.square %499 : tensor<16000x768xf32> -> tensor<16000x768xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %501 = stablehlo.reduce(%500 init: %cst_109) applies stablehlo.add across dimensions = [0, 1] : (tensor<16000x768xf32>, tensor<f32>) -> tensor<f32>
    %502 = stablehlo.add %498, %501 : tensor<f32>
    %503 = chlo.square %235 : tensor<768xf32> -> tensor<768xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %504 = stablehlo.reduce(%503 init: %cst_110) applies stablehlo.add across dimensions = [0] : (tensor<768xf32>, tensor<f32>) -> tensor<f32>
    %505 = stablehlo.add %502, %504 : tensor<f32>
    %506 = stablehlo.sqrt %505 : tensor<f32>
    %cst_111 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %507 = stablehlo.add %506, %cst_111 : tensor<f32>
    %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %508 = stablehlo.divide %cst_112, %507 : tensor<f32>
    %cst_113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %509 = stablehlo.minimum %cst_113, %508 : tensor<f32>
    %c_114 = stablehlo.constant dense<1> : tensor<i32>
    %510 = stablehlo.add %arg42, %c_114 : tensor<i32>
    %511 = stablehlo.convert %510 : (tensor<i32>) -> tensor<f32>
    %512 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %513 = stablehlo.multiply %438, %512 : tensor<768xf32>
    %cst_115 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %515 = stablehlo.multiply %514, %arg14 : tensor<768xf32>
    %cst_116 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %517 = stablehlo.multiply %516, %513 : tensor<768xf32>
    %518 = stablehlo.add %515, %517 : tensor<768xf32>
    %cst_117 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %520 = stablehlo.multiply %519, %arg28 : tensor<768xf32>
    %cst_118 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %522 = stablehlo.multiply %521, %513 : tensor<768xf32>
    %523 = stablehlo.multiply %522, %513 : tensor<768xf32>
    %524 = stablehlo.add %520, %523 : tensor<768xf32>
    %cst_119 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %525 = stablehlo.power %cst_119, %511 : tensor<f32>
    %cst_120 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %526 = stablehlo.subtract %cst_120, %525 : tensor<f32>
    %527 = stablehlo.broadcast_in_dim %526, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %528 = stablehlo.divide %518, %527 : tensor<768xf32>
    %cst_121 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %529 = stablehlo.power %cst_121, %511 : tensor<f32>
    %cst_122 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %530 = stablehlo.subtract %cst_122, %529 : tensor<f32>
    %531 = stablehlo.broadcast_in_dim %530, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %532 = stablehlo.divide %524, %531 : tensor<768xf32>
    %533 = stablehlo.sqrt %532 : tensor<768xf32>
    %cst_123 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %534 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %535 = stablehlo.add %533, %534 : tensor<768xf32>
    %536 = stablehlo.divide %528, %535 : tensor<768xf32>
    %cst_124 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %538 = stablehlo.multiply %537, %arg0 : tensor<768xf32>
    %539 = stablehlo.add %536, %538 : tensor<768xf32>
    %cst_125 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %540 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %541 = stablehlo.multiply %540, %539 : tensor<768xf32>
    %542 = stablehlo.subtract %arg0, %541 : tensor<768xf32>
    %543 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %544 = stablehlo.multiply %377, %543 : tensor<768xf32>
    %cst_126 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %545 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %546 = stablehlo.multiply %545, %arg15 : tensor<768xf32>
    %cst_127 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %547 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %548 = stablehlo.multiply %547, %544 : tensor<768xf32>
    %549 = stablehlo.add %546, %548 : tensor<768xf32>
    %cst_128 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %551 = stablehlo.multiply %550, %arg29 : tensor<768xf32>
    %cst_129 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %552 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %553 = stablehlo.multiply %552, %544 : tensor<768xf32>
    %554 = stablehlo.multiply %553, %544 : tensor<768xf32>
    %555 = stablehlo.add %551, %554 : tensor<768xf32>
    %cst_130 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %556 = stablehlo.power %cst_130, %511 : tensor<f32>
    %cst_131 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %557 = stablehlo.subtract %cst_131, %556 : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %557, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %559 = stablehlo.divide %549, %558 : tensor<768xf32>
    %cst_132 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %560 = stablehlo.power %cst_132, %511 : tensor<f32>
    %cst_133 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %561 = stablehlo.subtract %cst_133, %560 : tensor<f32>
    %562 = stablehlo.broadcast_in_dim %561, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %563 = stablehlo.divide %555, %562 : tensor<768xf32>
    %564 = stablehlo.sqrt %563 : tensor<768xf32>
    %cst_134 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %566 = stablehlo.add %564, %565 : tensor<768xf32>
    %567 = stablehlo.divide %559, %566 : tensor<768xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %568 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %569 = stablehlo.multiply %568, %arg1 : tensor<768xf32>
    %570 = stablehlo.add %567, %569 : tensor<768xf32>
    %cst_136 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %571 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %572 = stablehlo.multiply %571, %570 : tensor<768xf32>
    %573 = stablehlo.subtract %arg1, %572 : tensor<768xf32>
    %574 = stablehlo.convert %369 : (tensor<768x3072xbf16>) -> tensor<768x3072xf32>
    %575 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %576 = stablehlo.multiply %574, %575 : tensor<768x3072xf32>
    %cst_137 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %578 = stablehlo.multiply %577, %arg16 : tensor<768x3072xf32>
    %cst_138 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %580 = stablehlo.multiply %579, %576 : tensor<768x3072xf32>
    %581 = stablehlo.add %578, %580 : tensor<768x3072xf32>
    %cst_139 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %582 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %583 = stablehlo.multiply %582, %arg30 : tensor<768x3072xf32>
    %cst_140 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %584 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %585 = stablehlo.multiply %584, %576 : tensor<768x3072xf32>
    %586 = stablehlo.multiply %585, %576 : tensor<768x3072xf32>
    %587 = stablehlo.add %583, %586 : tensor<768x3072xf32>
    %cst_141 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %588 = stablehlo.power %cst_141, %511 : tensor<f32>
    %cst_142 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %589 = stablehlo.subtract %cst_142, %588 : tensor<f32>
    %590 = stablehlo.broadcast_in_dim %589, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %591 = stablehlo.divide %581, %590 : tensor<768x3072xf32>
    %cst_143 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %592 = stablehlo.power %cst_143, %511 : tensor<f32>
    %cst_144 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %593 = stablehlo.subtract %cst_144, %592 : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %593, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %595 = stablehlo.divide %587, %594 : tensor<768x3072xf32>
    %596 = stablehlo.sqrt %595 : tensor<768x3072xf32>
    %cst_145 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %598 = stablehlo.add %596, %597 : tensor<768x3072xf32>
    %599 = stablehlo.divide %591, %598 : tensor<768x3072xf32>
    %600 = stablehlo.convert %arg2 : (tensor<768x3072xbf16>) -> tensor<768x3072xf32>
    %cst_146 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %602 = stablehlo.multiply %601, %600 : tensor<768x3072xf32>
    %603 = stablehlo.add %599, %602 : tensor<768x3072xf32>
    %cst_147 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %604 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %605 = stablehlo.multiply %604, %603 : tensor<768x3072xf32>
    %606 = stablehlo.subtract %600, %605 : tensor<768x3072xf32>
    %607 = stablehlo.convert %606 : (tensor<768x3072xf32>) -> tensor<768x3072xbf16>
    %608 = stablehlo.convert %352 : (tensor<3072x768xbf16>) -> tensor<3072x768xf32>
    %609 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %610 = stablehlo.multiply %608, %609 : tensor<3072x768xf32>
    %cst_148 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %612 = stablehlo.multiply %611, %arg17 : tensor<3072x768xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %613 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %614 = stablehlo.multiply %613, %610 : tensor<3072x768xf32>
    %615 = stablehlo.add %612, %614 : tensor<3072x768xf32>
    %cst_150 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %617 = stablehlo.multiply %616, %arg31 : tensor<3072x768xf32>
    %cst_151 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %618 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %619 = stablehlo.multiply %618, %610 : tensor<3072x768xf32>
    %620 = stablehlo.multiply %619, %610 : tensor<3072x768xf32>
    %621 = stablehlo.add %617, %620 : tensor<3072x768xf32>
    %cst_152 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %622 = stablehlo.power %cst_152, %511 : tensor<f32>
    %cst_153 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %623 = stablehlo.subtract %cst_153, %622 : tensor<f32>
    %624 = stablehlo.broadcast_in_dim %623, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %625 = stablehlo.divide %615, %624 : tensor<3072x768xf32>
    %cst_154 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %626 = stablehlo.power %cst_154, %511 : tensor<f32>
    %cst_155 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %627 = stablehlo.subtract %cst_155, %626 : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %627, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %629 = stablehlo.divide %621, %628 : tensor<3072x768xf32>
    %630 = stablehlo.sqrt %629 : tensor<3072x768xf32>
    %cst_156 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %632 = stablehlo.add %630, %631 : tensor<3072x768xf32>
    %633 = stablehlo.divide %625, %632 : tensor<3072x768xf32>
    %634 = stablehlo.convert %arg3 : (tensor<3072x768xbf16>) -> tensor<3072x768xf32>
    %cst_157 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %635 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %636 = stablehlo.multiply %635, %634 : tensor<3072x768xf32>
    %637 = stablehlo.add %633, %636 : tensor<3072x768xf32>
    %cst_158 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %639 = stablehlo.multiply %638, %637 : tensor<3072x768xf32>
    %640 = stablehlo.subtract %634, %639 : tensor<3072x768xf32>
    %641 = stablehlo.convert %640 : (tensor<3072x768xf32>) -> tensor<3072x768xbf16>
    %642 = stablehlo.convert %393 : (tensor<12x64x768xbf16>) -> tensor<12x64x768xf32>
    %643 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<12x64x768xf32>
    %644 = stablehlo.multiply %642, %643 : tensor<12x64x768xf32>
    %cst_159 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<12x64x768xf32>
    %646 = stablehlo.multiply %645, %arg18 : tensor<12x64x768xf32>
    %cst_160 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %647 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<12x64x768xf32>
    %648 = stablehlo.multiply %647, %644 : tensor<12x64x768xf32>
    %649 = stablehlo.add %646, %648 : tensor<12x64x768xf32>
    %cst_161 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %650 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<12x64x768xf32>
    %651 = stablehlo.multiply %650, %arg32 : tensor<12x64x768xf32>
    %cst_162 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<12x64x768xf32>
    %653 = stablehlo.multiply %652, %644 : tensor<12x64x768xf32>
    %654 = stablehlo.multiply %653, %644 : tensor<12x64x768xf32>
    %655 = stablehlo.add %651, %654 : tensor<12x64x768xf32>
    %cst_163 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %656 = stablehlo.power %cst_163, %511 : tensor<f32>
    %cst_164 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %657 = stablehlo.subtract %cst_164, %656 : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %657, dims = [] : (tensor<f32>) -> tensor<12x64x768xf32>
    %659 = stablehlo.divide %649, %658 : tensor<12x64x768xf32>
    %cst_165 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %660 = stablehlo.power %cst_165, %511 : tensor<f32>
    %cst_166 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %661 = stablehlo.subtract %cst_166, %660 : tensor<f32>
    %662 = stablehlo.broadcast_in_dim %661, dims = [] : (tensor<f32>) -> tensor<12x64x768xf32>
    %663 = stablehlo.divide %655, %662 : tensor<12x64x768xf32>
    %664 = stablehlo.sqrt %663 : tensor<12x64x768xf32>
    %cst_167 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %665 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<12x64x768xf32>
    %666 = stablehlo.add %664, %665 : tensor<12x64x768xf32>
    %667 = stablehlo.divide %659, %666 : tensor<12x64x768xf32>
    %668 = stablehlo.convert %arg4 : (tensor<12x64x768xbf16>) -> tensor<12x64x768xf32>
    %cst_168 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %669 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<12x64x768xf32>
    %670 = stablehlo.multiply %669, %668 : tensor<12x64x768xf32>
    %671 = stablehlo.add %667, %670 : tensor<12x64x768xf32>
    %cst_169 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %672 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<12x64x768xf32>
    %673 = stablehlo.multiply %672, %671 : tensor<12x64x768xf32>
    %674 = stablehlo.subtract %668, %673 : tensor<12x64x768xf32>
    %675 = stablehlo.convert %674 : (tensor<12x64x768xf32>) -> tensor<12x64x768xbf16>
    %676 = stablehlo.convert %431 : (tensor<768x3x12x64xbf16>) -> tensor<768x3x12x64xf32>
    %677 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<768x3x12x64xf32>
    %678 = stablehlo.multiply %676, %677 : tensor<768x3x12x64xf32>
    %cst_170 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %679 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<768x3x12x64xf32>
    %680 = stablehlo.multiply %679, %arg19 : tensor<768x3x12x64xf32>
    %cst_171 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<768x3x12x64xf32>
    %682 = stablehlo.multiply %681, %678 : tensor<768x3x12x64xf32>
    %683 = stablehlo.add %680, %682 : tensor<768x3x12x64xf32>
    %cst_172 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %684 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<768x3x12x64xf32>
    %685 = stablehlo.multiply %684, %arg33 : tensor<768x3x12x64xf32>
    %cst_173 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %686 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<768x3x12x64xf32>
    %687 = stablehlo.multiply %686, %678 : tensor<768x3x12x64xf32>
    %688 = stablehlo.multiply %687, %678 : tensor<768x3x12x64xf32>
    %689 = stablehlo.add %685, %688 : tensor<768x3x12x64xf32>
    %cst_174 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %690 = stablehlo.power %cst_174, %511 : tensor<f32>
    %cst_175 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %691 = stablehlo.subtract %cst_175, %690 : tensor<f32>
    %692 = stablehlo.broadcast_in_dim %691, dims = [] : (tensor<f32>) -> tensor<768x3x12x64xf32>
    %693 = stablehlo.divide %683, %692 : tensor<768x3x12x64xf32>
    %cst_176 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %694 = stablehlo.power %cst_176, %511 : tensor<f32>
    %cst_177 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %695 = stablehlo.subtract %cst_177, %694 : tensor<f32>
    %696 = stablehlo.broadcast_in_dim %695, dims = [] : (tensor<f32>) -> tensor<768x3x12x64xf32>
    %697 = stablehlo.divide %689, %696 : tensor<768x3x12x64xf32>
    %698 = stablehlo.sqrt %697 : tensor<768x3x12x64xf32>
    %cst_178 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %699 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<768x3x12x64xf32>
    %700 = stablehlo.add %698, %699 : tensor<768x3x12x64xf32>
    %701 = stablehlo.divide %693, %700 : tensor<768x3x12x64xf32>
    %702 = stablehlo.convert %arg5 : (tensor<768x3x12x64xbf16>) -> tensor<768x3x12x64xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %703 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<768x3x12x64xf32>
    %704 = stablehlo.multiply %703, %702 : tensor<768x3x12x64xf32>
    %705 = stablehlo.add %701, %704 : tensor<768x3x12x64xf32>
    %cst_180 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<768x3x12x64xf32>
    %707 = stablehlo.multiply %706, %705 : tensor<768x3x12x64xf32>
    %708 = stablehlo.subtract %702, %707 : tensor<768x3x12x64xf32>
    %709 = stablehlo.convert %708 : (tensor<768x3x12x64xf32>) -> tensor<768x3x12x64xbf16>
    %710 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %711 = stablehlo.multiply %336, %710 : tensor<768xf32>
    %cst_181 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %712 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %713 = stablehlo.multiply %712, %arg20 : tensor<768xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %714 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %715 = stablehlo.multiply %714, %711 : tensor<768xf32>
    %716 = stablehlo.add %713, %715 : tensor<768xf32>
    %cst_183 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %717 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %718 = stablehlo.multiply %717, %arg34 : tensor<768xf32>
    %cst_184 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %719 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %720 = stablehlo.multiply %719, %711 : tensor<768xf32>
    %721 = stablehlo.multiply %720, %711 : tensor<768xf32>
    %722 = stablehlo.add %718, %721 : tensor<768xf32>
    %cst_185 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %723 = stablehlo.power %cst_185, %511 : tensor<f32>
    %cst_186 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %724 = stablehlo.subtract %cst_186, %723 : tensor<f32>
    %725 = stablehlo.broadcast_in_dim %724, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %726 = stablehlo.divide %716, %725 : tensor<768xf32>
    %cst_187 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %727 = stablehlo.power %cst_187, %511 : tensor<f32>
    %cst_188 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %728 = stablehlo.subtract %cst_188, %727 : tensor<f32>
    %729 = stablehlo.broadcast_in_dim %728, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %730 = stablehlo.divide %722, %729 : tensor<768xf32>
    %731 = stablehlo.sqrt %730 : tensor<768xf32>
    %cst_189 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %732 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %733 = stablehlo.add %731, %732 : tensor<768xf32>
    %734 = stablehlo.divide %726, %733 : tensor<768xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %735 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %736 = stablehlo.multiply %735, %arg6 : tensor<768xf32>
    %737 = stablehlo.add %734, %736 : tensor<768xf32>
    %cst_191 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %738 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %739 = stablehlo.multiply %738, %737 : tensor<768xf32>
    %740 = stablehlo.subtract %arg6, %739 : tensor<768xf32>
    %741 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %742 = stablehlo.multiply %275, %741 : tensor<768xf32>
    %cst_192 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %744 = stablehlo.multiply %743, %arg21 : tensor<768xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %745 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %746 = stablehlo.multiply %745, %742 : tensor<768xf32>
    %747 = stablehlo.add %744, %746 : tensor<768xf32>
    %cst_194 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %749 = stablehlo.multiply %748, %arg35 : tensor<768xf32>
    %cst_195 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %751 = stablehlo.multiply %750, %742 : tensor<768xf32>
    %752 = stablehlo.multiply %751, %742 : tensor<768xf32>
    %753 = stablehlo.add %749, %752 : tensor<768xf32>
    %cst_196 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %754 = stablehlo.power %cst_196, %511 : tensor<f32>
    %cst_197 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %755 = stablehlo.subtract %cst_197, %754 : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %755, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %757 = stablehlo.divide %747, %756 : tensor<768xf32>
    %cst_198 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %758 = stablehlo.power %cst_198, %511 : tensor<f32>
    %cst_199 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %759 = stablehlo.subtract %cst_199, %758 : tensor<f32>
    %760 = stablehlo.broadcast_in_dim %759, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %761 = stablehlo.divide %753, %760 : tensor<768xf32>
    %762 = stablehlo.sqrt %761 : tensor<768xf32>
    %cst_200 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %764 = stablehlo.add %762, %763 : tensor<768xf32>
    %765 = stablehlo.divide %757, %764 : tensor<768xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %767 = stablehlo.multiply %766, %arg7 : tensor<768xf32>
    %768 = stablehlo.add %765, %767 : tensor<768xf32>
    %cst_202 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %769 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %770 = stablehlo.multiply %769, %768 : tensor<768xf32>
    %771 = stablehlo.subtract %arg7, %770 : tensor<768xf32>
    %772 = stablehlo.convert %267 : (tensor<768x3072xbf16>) -> tensor<768x3072xf32>
    %773 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %774 = stablehlo.multiply %772, %773 : tensor<768x3072xf32>
    %cst_203 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %776 = stablehlo.multiply %775, %arg22 : tensor<768x3072xf32>
    %cst_204 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %777 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %778 = stablehlo.multiply %777, %774 : tensor<768x3072xf32>
    %779 = stablehlo.add %776, %778 : tensor<768x3072xf32>
    %cst_205 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %780 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %781 = stablehlo.multiply %780, %arg36 : tensor<768x3072xf32>
    %cst_206 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %783 = stablehlo.multiply %782, %774 : tensor<768x3072xf32>
    %784 = stablehlo.multiply %783, %774 : tensor<768x3072xf32>
    %785 = stablehlo.add %781, %784 : tensor<768x3072xf32>
    %cst_207 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %786 = stablehlo.power %cst_207, %511 : tensor<f32>
    %cst_208 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %787 = stablehlo.subtract %cst_208, %786 : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %787, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %789 = stablehlo.divide %779, %788 : tensor<768x3072xf32>
    %cst_209 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %790 = stablehlo.power %cst_209, %511 : tensor<f32>
    %cst_210 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %791 = stablehlo.subtract %cst_210, %790 : tensor<f32>
    %792 = stablehlo.broadcast_in_dim %791, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %793 = stablehlo.divide %785, %792 : tensor<768x3072xf32>
    %794 = stablehlo.sqrt %793 : tensor<768x3072xf32>
    %cst_211 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %795 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %796 = stablehlo.add %794, %795 : tensor<768x3072xf32>
    %797 = stablehlo.divide %789, %796 : tensor<768x3072xf32>
    %798 = stablehlo.convert %arg8 : (tensor<768x3072xbf16>) -> tensor<768x3072xf32>
    %cst_212 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %800 = stablehlo.multiply %799, %798 : tensor<768x3072xf32>
    %801 = stablehlo.add %797, %800 : tensor<768x3072xf32>
    %cst_213 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %802 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %803 = stablehlo.multiply %802, %801 : tensor<768x3072xf32>
    %804 = stablehlo.subtract %798, %803 : tensor<768x3072xf32>
    %805 = stablehlo.convert %804 : (tensor<768x3072xf32>) -> tensor<768x3072xbf16>
    %806 = stablehlo.convert %250 : (tensor<3072x768xbf16>) -> tensor<3072x768xf32>
    %807 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %808 = stablehlo.multiply %806, %807 : tensor<3072x768xf32>
    %cst_214 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %809 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %810 = stablehlo.multiply %809, %arg23 : tensor<3072x768xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %811 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %812 = stablehlo.multiply %811, %808 : tensor<3072x768xf32>
    %813 = stablehlo.add %810, %812 : tensor<3072x768xf32>
    %cst_216 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %815 = stablehlo.multiply %814, %arg37 : tensor<3072x768xf32>
    %cst_217 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %817 = stablehlo.multiply %816, %808 : tensor<3072x768xf32>
    %818 = stablehlo.multiply %817, %808 : tensor<3072x768xf32>
    %819 = stablehlo.add %815, %818 : tensor<3072x768xf32>
    %cst_218 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %820 = stablehlo.power %cst_218, %511 : tensor<f32>
    %cst_219 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %821 = stablehlo.subtract %cst_219, %820 : tensor<f32>
    %822 = stablehlo.broadcast_in_dim %821, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %823 = stablehlo.divide %813, %822 : tensor<3072x768xf32>
    %cst_220 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %824 = stablehlo.power %cst_220, %511 : tensor<f32>
    %cst_221 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %825 = stablehlo.subtract %cst_221, %824 : tensor<f32>
    %826 = stablehlo.broadcast_in_dim %825, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %827 = stablehlo.divide %819, %826 : tensor<3072x768xf32>
    %828 = stablehlo.sqrt %827 : tensor<3072x768xf32>
    %cst_222 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %829 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %830 = stablehlo.add %828, %829 : tensor<3072x768xf32>
    %831 = stablehlo.divide %823, %830 : tensor<3072x768xf32>
    %832 = stablehlo.convert %arg9 : (tensor<3072x768xbf16>) -> tensor<3072x768xf32>
    %cst_223 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %833 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %834 = stablehlo.multiply %833, %832 : tensor<3072x768xf32>
    %835 = stablehlo.add %831, %834 : tensor<3072x768xf32>
    %cst_224 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %837 = stablehlo.multiply %836, %835 : tensor<3072x768xf32>
    %838 = stablehlo.subtract %832, %837 : tensor<3072x768xf32>
    %839 = stablehlo.convert %838 : (tensor<3072x768xf32>) -> tensor<3072x768xbf16>
    %840 = stablehlo.convert %291 : (tensor<12x64x768xbf16>) -> tensor<12x64x768xf32>
    %841 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<12x64x768xf32>
    %842 = stablehlo.multiply %840, %841 : tensor<12x64x768xf32>
    %cst_225 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %843 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<12x64x768xf32>
    %844 = stablehlo.multiply %843, %arg24 : tensor<12x64x768xf32>
    %cst_226 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %845 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<12x64x768xf32>
    %846 = stablehlo.multiply %845, %842 : tensor<12x64x768xf32>
    %847 = stablehlo.add %844, %846 : tensor<12x64x768xf32>
    %cst_227 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<12x64x768xf32>
    %849 = stablehlo.multiply %848, %arg38 : tensor<12x64x768xf32>
    %cst_228 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %850 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<12x64x768xf32>
    %851 = stablehlo.multiply %850, %842 : tensor<12x64x768xf32>
    %852 = stablehlo.multiply %851, %842 : tensor<12x64x768xf32>
    %853 = stablehlo.add %849, %852 : tensor<12x64x768xf32>
    %cst_229 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %854 = stablehlo.power %cst_229, %511 : tensor<f32>
    %cst_230 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %855 = stablehlo.subtract %cst_230, %854 : tensor<f32>
    %856 = stablehlo.broadcast_in_dim %855, dims = [] : (tensor<f32>) -> tensor<12x64x768xf32>
    %857 = stablehlo.divide %847, %856 : tensor<12x64x768xf32>
    %cst_231 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %858 = stablehlo.power %cst_231, %511 : tensor<f32>
    %cst_232 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %859 = stablehlo.subtract %cst_232, %858 : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %859, dims = [] : (tensor<f32>) -> tensor<12x64x768xf32>
    %861 = stablehlo.divide %853, %860 : tensor<12x64x768xf32>
    %862 = stablehlo.sqrt %861 : tensor<12x64x768xf32>
    %cst_233 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<12x64x768xf32>
    %864 = stablehlo.add %862, %863 : tensor<12x64x768xf32>
    %865 = stablehlo.divide %857, %864 : tensor<12x64x768xf32>
    %866 = stablehlo.convert %arg10 : (tensor<12x64x768xbf16>) -> tensor<12x64x768xf32>
    %cst_234 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %867 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<12x64x768xf32>
    %868 = stablehlo.multiply %867, %866 : tensor<12x64x768xf32>
    %869 = stablehlo.add %865, %868 : tensor<12x64x768xf32>
    %cst_235 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %870 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<12x64x768xf32>
    %871 = stablehlo.multiply %870, %869 : tensor<12x64x768xf32>
    %872 = stablehlo.subtract %866, %871 : tensor<12x64x768xf32>
    %873 = stablehlo.convert %872 : (tensor<12x64x768xf32>) -> tensor<12x64x768xbf16>
    %874 = stablehlo.convert %329 : (tensor<768x3x12x64xbf16>) -> tensor<768x3x12x64xf32>
    %875 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<768x3x12x64xf32>
    %876 = stablehlo.multiply %874, %875 : tensor<768x3x12x64xf32>
    %cst_236 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %877 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<768x3x12x64xf32>
    %878 = stablehlo.multiply %877, %arg25 : tensor<768x3x12x64xf32>
    %cst_237 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %879 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<768x3x12x64xf32>
    %880 = stablehlo.multiply %879, %876 : tensor<768x3x12x64xf32>
    %881 = stablehlo.add %878, %880 : tensor<768x3x12x64xf32>
    %cst_238 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %882 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<768x3x12x64xf32>
    %883 = stablehlo.multiply %882, %arg39 : tensor<768x3x12x64xf32>
    %cst_239 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<768x3x12x64xf32>
    %885 = stablehlo.multiply %884, %876 : tensor<768x3x12x64xf32>
    %886 = stablehlo.multiply %885, %876 : tensor<768x3x12x64xf32>
    %887 = stablehlo.add %883, %886 : tensor<768x3x12x64xf32>
    %cst_240 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %888 = stablehlo.power %cst_240, %511 : tensor<f32>
    %cst_241 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %889 = stablehlo.subtract %cst_241, %888 : tensor<f32>
    %890 = stablehlo.broadcast_in_dim %889, dims = [] : (tensor<f32>) -> tensor<768x3x12x64xf32>
    %891 = stablehlo.divide %881, %890 : tensor<768x3x12x64xf32>
    %cst_242 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %892 = stablehlo.power %cst_242, %511 : tensor<f32>
    %cst_243 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %893 = stablehlo.subtract %cst_243, %892 : tensor<f32>
    %894 = stablehlo.broadcast_in_dim %893, dims = [] : (tensor<f32>) -> tensor<768x3x12x64xf32>
    %895 = stablehlo.divide %887, %894 : tensor<768x3x12x64xf32>
    %896 = stablehlo.sqrt %895 : tensor<768x3x12x64xf32>
    %cst_244 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %897 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<768x3x12x64xf32>
    %898 = stablehlo.add %896, %897 : tensor<768x3x12x64xf32>
    %899 = stablehlo.divide %891, %898 : tensor<768x3x12x64xf32>
    %900 = stablehlo.convert %arg11 : (tensor<768x3x12x64xbf16>) -> tensor<768x3x12x64xf32>
    %cst_245 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %901 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<768x3x12x64xf32>
    %902 = stablehlo.multiply %901, %900 : tensor<768x3x12x64xf32>
    %903 = stablehlo.add %899, %902 : tensor<768x3x12x64xf32>
    %cst_246 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<768x3x12x64xf32>
    %905 = stablehlo.multiply %904, %903 : tensor<768x3x12x64xf32>
    %906 = stablehlo.subtract %900, %905 : tensor<768x3x12x64xf32>
    %907 = stablehlo.convert %906 : (tensor<768x3x12x64xf32>) -> tensor<768x3x12x64xbf16>
    %908 = stablehlo.convert %454 : (tensor<16000x768xbf16>) -> tensor<16000x768xf32>
    %909 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<16000x768xf32>
    %910 = stablehlo.multiply %908, %909 : tensor<16000x768xf32>
    %cst_247 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<16000x768xf32>
    %912 = stablehlo.multiply %911, %arg26 : tensor<16000x768xf32>
    %cst_248 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %913 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<16000x768xf32>
    %914 = stablehlo.multiply %913, %910 : tensor<16000x768xf32>
    %915 = stablehlo.add %912, %914 : tensor<16000x768xf32>
    %cst_249 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %916 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<16000x768xf32>
    %917 = stablehlo.multiply %916, %arg40 : tensor<16000x768xf32>
    %cst_250 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %918 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<16000x768xf32>
    %919 = stablehlo.multiply %918, %910 : tensor<16000x768xf32>
    %920 = stablehlo.multiply %919, %910 : tensor<16000x768xf32>
    %921 = stablehlo.add %917, %920 : tensor<16000x768xf32>
    %cst_251 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %922 = stablehlo.power %cst_251, %511 : tensor<f32>
    %cst_252 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %923 = stablehlo.subtract %cst_252, %922 : tensor<f32>
    %924 = stablehlo.broadcast_in_dim %923, dims = [] : (tensor<f32>) -> tensor<16000x768xf32>
    %925 = stablehlo.divide %915, %924 : tensor<16000x768xf32>
    %cst_253 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %926 = stablehlo.power %cst_253, %511 : tensor<f32>
    %cst_254 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %927 = stablehlo.subtract %cst_254, %926 : tensor<f32>
    %928 = stablehlo.broadcast_in_dim %927, dims = [] : (tensor<f32>) -> tensor<16000x768xf32>
    %929 = stablehlo.divide %921, %928 : tensor<16000x768xf32>
    %930 = stablehlo.sqrt %929 : tensor<16000x768xf32>
    %cst_255 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %931 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<16000x768xf32>
    %932 = stablehlo.add %930, %931 : tensor<16000x768xf32>
    %933 = stablehlo.divide %925, %932 : tensor<16000x768xf32>
    %934 = stablehlo.convert %arg12 : (tensor<16000x768xbf16>) -> tensor<16000x768xf32>
    %cst_256 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %935 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<16000x768xf32>
    %936 = stablehlo.multiply %935, %934 : tensor<16000x768xf32>
    %937 = stablehlo.add %933, %936 : tensor<16000x768xf32>
    %cst_257 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %938 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<16000x768xf32>
    %939 = stablehlo.multiply %938, %937 : tensor<16000x768xf32>
    %940 = stablehlo.subtract %934, %939 : tensor<16000x768xf32>
    %941 = stablehlo.convert %940 : (tensor<16000x768xf32>) -> tensor<16000x768xbf16>
    %942 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %943 = stablehlo.multiply %235, %942 : tensor<768xf32>
    %cst_258 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %944 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %945 = stablehlo.multiply %944, %arg27 : tensor<768xf32>
    %cst_259 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %947 = stablehlo.multiply %946, %943 : tensor<768xf32>
    %948 = stablehlo.add %945, %947 : tensor<768xf32>
    %cst_260 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %949 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %950 = stablehlo.multiply %949, %arg41 : tensor<768xf32>
    %cst_261 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %952 = stablehlo.multiply %951, %943 : tensor<768xf32>
    %953 = stablehlo.multiply %952, %943 : tensor<768xf32>
    %954 = stablehlo.add %950, %953 : tensor<768xf32>
    %cst_262 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %955 = stablehlo.power %cst_262, %511 : tensor<f32>
    %cst_263 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %956 = stablehlo.subtract %cst_263, %955 : tensor<f32>
    %957 = stablehlo.broadcast_in_dim %956, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %958 = stablehlo.divide %948, %957 : tensor<768xf32>
    %cst_264 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %959 = stablehlo.power %cst_264, %511 : tensor<f32>
    %cst_265 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %960 = stablehlo.subtract %cst_265, %959 : tensor<f32>
    %961 = stablehlo.broadcast_in_dim %960, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %962 = stablehlo.divide %954, %961 : tensor<768xf32>
    %963 = stablehlo.sqrt %962 : tensor<768xf32>
    %cst_266 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %964 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %965 = stablehlo.add %963, %964 : tensor<768xf32>
    %966 = stablehlo.divide %958, %965 : tensor<768xf32>
    %cst_267 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %967 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %968 = stablehlo.multiply %967, %arg13 : tensor<768xf32>
    %969 = stablehlo.add %966, %968 : tensor<768xf32>
    %cst_268 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %970 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %971 = stablehlo.multiply %970, %969 : tensor<768xf32>
    %972 = stablehlo.subtract %arg13, %971 : tensor<768xf32>
    return %542, %573, %607, %641, %675, %709, %740, %771, %805, %839, %873, %907, %941, %972, %518, %549, %581, %615, %649, %683, %716, %747, %779, %813, %847, %881, %915, %948, %524, %555, %587, %621, %655, %689, %722, %753, %785, %819, %853, %887, %921, %954, %510, %219, %506 : tensor<768xf32>, tensor<768xf32>, tensor<768x3072xbf16>, tensor<3072x768xbf16>, tensor<12x64x768xbf16>, tensor<768x3x12x64xbf16>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xbf16>, tensor<3072x768xbf16>, tensor<12x64x768xbf16>, tensor<768x3x12x64xbf16>, tensor<16000x768xbf16>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072x768xf32>, tensor<12x64x768xf32>, tensor<768x3x12x64xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072x768xf32>, tensor<12x64x768xf32>, tensor<768x3x12x64xf32>, tensor<16000x768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072x768xf32>, tensor<12x64x768xf32>, tensor<768x3x12x64xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072x768xf32>, tensor<12x64x768xf32>, tensor<768x3x12x64xf32>, tensor<16000x768xf32>, tensor<768xf32>, tensor<i32>, tensor<f32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<16000x768xbf16>, %arg1: tensor<4x512xi32>) -> (tensor<4x512x768xbf16>, tensor<4x512x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x512xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x512xi32>, tensor<4x512xi32>) -> tensor<4x512xi1>
    %c_0 = stablehlo.constant dense<16000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x512xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x512xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<4x512xi1>, tensor<4x512xi32>, tensor<4x512xi32>) -> tensor<4x512xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x512xi32>) -> tensor<4x512x1xi32>
    %c_1 = stablehlo.constant dense<15999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x512x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x512x1xi32>, tensor<4x512x1xi32>) -> tensor<4x512x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x512x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x512x1xi32>, tensor<4x512x1xi32>) -> tensor<4x512x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x512x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x512x1xi1>, tensor<i1>) -> tensor<4x512xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 768>}> : (tensor<16000x768xbf16>, tensor<4x512x1xi32>) -> tensor<4x512x768xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x512xi1>) -> tensor<4x512x768xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x512x768xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x512x768xi1>, tensor<4x512x768xbf16>
    return %16, %5 : tensor<4x512x768xbf16>, tensor<4x512x1xi32>
  }
  func.func private @_where(%arg0: tensor<4x512xi1>, %arg1: tensor<4x512xi32>, %arg2: tensor<4x512xi32>) -> tensor<4x512xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x512xi1>, tensor<4x512xi32>
    return %0 : tensor<4x512xi32>
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
  func.func private @_where_0(%arg0: tensor<512x512xi1>, %arg1: tensor<4x12x512x512xbf16>, %arg2: tensor<bf16>) -> (tensor<4x12x512x512xbf16>, tensor<4x12x512x512xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<512x512xi1>) -> tensor<4x12x512x512xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<4x12x512x512xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<4x12x512x512xi1>, tensor<4x12x512x512xbf16>
    return %2, %0 : tensor<4x12x512x512xbf16>, tensor<4x12x512x512xi1>
  }
  func.func private @log_softmax(%arg0: tensor<4x512x16000xf32>) -> (tensor<4x512x16000xf32>, tensor<4x512x16000xf32>, tensor<4x512x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<4x512x16000xf32>, tensor<f32>) -> tensor<4x512xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4x512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x16000xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x512x16000xf32>
    %6 = stablehlo.exponential %5 : tensor<4x512x16000xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x512x16000xf32>, tensor<f32>) -> tensor<4x512xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %9 = stablehlo.log %8 : tensor<4x512x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x16000xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<4x512x16000xf32>
    return %11, %6, %8 : tensor<4x512x16000xf32>, tensor<4x512x16000xf32>, tensor<4x512x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x512x16000xf32>, %arg1: tensor<4x512x1xi32>) -> (tensor<4x512x1xf32>, tensor<4x512x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x512x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x512x1xi32>, tensor<4x512x1xi32>) -> tensor<4x512x1xi1>
    %c_0 = stablehlo.constant dense<16000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x512x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x512x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x512x1xi1>, tensor<4x512x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x512x1xi32>) -> tensor<4x512x1x1xi32>
    %c_1 = stablehlo.constant dense<15999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x512x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x512x1x1xi32>, tensor<4x512x1x1xi32>) -> tensor<4x512x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<4x512x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x512x1x1xi32>, tensor<4x512x1x1xi32>) -> tensor<4x512x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x512x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<4x512x1x1xi1>, tensor<i1>) -> tensor<4x512x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x512x16000xf32>, tensor<4x512x1x1xi32>) -> tensor<4x512x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4x512x1xi1>, tensor<4x512x1xf32>
    return %15, %5 : tensor<4x512x1xf32>, tensor<4x512x1x1xi32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<4x512x1x1xi32>, %arg1: tensor<4x512x1xf32>) -> tensor<4x512x16000xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x512x16000xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x512x16000xf32>, tensor<4x512x1x1xi32>, tensor<4x512x1xf32>) -> tensor<4x512x16000xf32>
    return %1 : tensor<4x512x16000xf32>
  }
  func.func private @log_softmax_2(%arg0: tensor<4x512x16000xf32>, %arg1: tensor<4x512x1xf32>, %arg2: tensor<4x512x16000xf32>) -> tensor<4x512x16000xf32> {
    %0 = stablehlo.negate %arg2 : tensor<4x512x16000xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x512x16000xf32>, tensor<f32>) -> tensor<4x512xf32>
    %2 = stablehlo.reshape %1 : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<4x512x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<4x512x1xf32>, tensor<f32>) -> tensor<4x512xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x16000xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4x512x16000xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<4x512x16000xf32>
    return %7 : tensor<4x512x16000xf32>
  }
  func.func private @_where_3(%arg0: tensor<4x12x512x512xi1>, %arg1: tensor<4x12x512x512xbf16>) -> tensor<4x12x512x512xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x12x512x512xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x12x512x512xi1>, tensor<4x12x512x512xbf16>
    return %1 : tensor<4x12x512x512xbf16>
  }
  func.func private @_take_4(%arg0: tensor<4x512x1xi32>, %arg1: tensor<4x512x768xbf16>) -> tensor<16000x768xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16000x768xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<16000x768xbf16>, tensor<4x512x1xi32>, tensor<4x512x768xbf16>) -> tensor<16000x768xbf16>
    return %1 : tensor<16000x768xbf16>
  }
}
