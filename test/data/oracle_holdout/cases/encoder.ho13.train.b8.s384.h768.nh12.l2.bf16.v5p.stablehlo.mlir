module @jit_encoder_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<8000x768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<768x16xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<3072xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<768x3072xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<3072x768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<768x768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<768x2304xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<3072xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<768x3072xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<3072x768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<768x768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<768x2304xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<512x768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<8000x768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<768x16xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 24 : i32}, %arg25: tensor<3072xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<768x3072xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<3072x768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<768x768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<768x2304xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<3072xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 37 : i32}, %arg38: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 38 : i32}, %arg39: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 39 : i32}, %arg40: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 40 : i32}, %arg41: tensor<768x3072xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 41 : i32}, %arg42: tensor<3072x768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 42 : i32}, %arg43: tensor<768x768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 43 : i32}, %arg44: tensor<768x2304xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 44 : i32}, %arg45: tensor<512x768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 45 : i32}, %arg46: tensor<8000x768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 46 : i32}, %arg47: tensor<768x16xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 47 : i32}, %arg48: tensor<3072xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 48 : i32}, %arg49: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 49 : i32}, %arg50: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 50 : i32}, %arg51: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 51 : i32}, %arg52: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 52 : i32}, %arg53: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 53 : i32}, %arg54: tensor<768x3072xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 54 : i32}, %arg55: tensor<3072x768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 55 : i32}, %arg56: tensor<768x768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 56 : i32}, %arg57: tensor<768x2304xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 57 : i32}, %arg58: tensor<3072xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 58 : i32}, %arg59: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 59 : i32}, %arg60: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 60 : i32}, %arg61: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 61 : i32}, %arg62: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 62 : i32}, %arg63: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 63 : i32}, %arg64: tensor<768x3072xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 64 : i32}, %arg65: tensor<3072x768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 65 : i32}, %arg66: tensor<768x768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 66 : i32}, %arg67: tensor<768x2304xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 67 : i32}, %arg68: tensor<512x768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 68 : i32}, %arg69: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}, %arg70: tensor<8x384xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg71: tensor<8x384xi1> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg72: tensor<8xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<8000x768xbf16> {jax.result_info = "result[0]['embed']"}, tensor<768x16xbf16> {jax.result_info = "result[0]['head']"}, tensor<3072xbf16> {jax.result_info = "result[0]['layers'][0]['b1']"}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][0]['b2']"}, tensor<768xf32> {jax.result_info = "result[0]['layers'][0]['ln1_b']"}, tensor<768xf32> {jax.result_info = "result[0]['layers'][0]['ln1_s']"}, tensor<768xf32> {jax.result_info = "result[0]['layers'][0]['ln2_b']"}, tensor<768xf32> {jax.result_info = "result[0]['layers'][0]['ln2_s']"}, tensor<768x3072xbf16> {jax.result_info = "result[0]['layers'][0]['w1']"}, tensor<3072x768xbf16> {jax.result_info = "result[0]['layers'][0]['w2']"}, tensor<768x768xbf16> {jax.result_info = "result[0]['layers'][0]['wo']"}, tensor<768x2304xbf16> {jax.result_info = "result[0]['layers'][0]['wqkv']"}, tensor<3072xbf16> {jax.result_info = "result[0]['layers'][1]['b1']"}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][1]['b2']"}, tensor<768xf32> {jax.result_info = "result[0]['layers'][1]['ln1_b']"}, tensor<768xf32> {jax.result_info = "result[0]['layers'][1]['ln1_s']"}, tensor<768xf32> {jax.result_info = "result[0]['layers'][1]['ln2_b']"}, tensor<768xf32> {jax.result_info = "result[0]['layers'][1]['ln2_s']"}, tensor<768x3072xbf16> {jax.result_info = "result[0]['layers'][1]['w1']"}, tensor<3072x768xbf16> {jax.result_info = "result[0]['layers'][1]['w2']"}, tensor<768x768xbf16> {jax.result_info = "result[0]['layers'][1]['wo']"}, tensor<768x2304xbf16> {jax.result_info = "result[0]['layers'][1]['wqkv']"}, tensor<512x768xbf16> {jax.result_info = "result[0]['pos']"}, tensor<8000x768xf32> {jax.result_info = "result[1]['embed']"}, tensor<768x16xf32> {jax.result_info = "result[1]['head']"}, tensor<3072xf32> {jax.result_info = "result[1]['layers'][0]['b1']"}, tensor<768xf32> {jax.result_info = "result[1]['layers'][0]['b2']"}, tensor<768xf32> {jax.result_info = "result[1]['layers'][0]['ln1_b']"}, tensor<768xf32> {jax.result_info = "result[1]['layers'][0]['ln1_s']"}, tensor<768xf32> {jax.result_info = "result[1]['layers'][0]['ln2_b']"}, tensor<768xf32> {jax.result_info = "result[1]['layers'][0]['ln2_s']"}, tensor<768x3072xf32> {jax.result_info = "result[1]['layers'][0]['w1']"}, tensor<3072x768xf32> {jax.result_info = "result[1]['layers'][0]['w2']"}, tensor<768x768xf32> {jax.result_info = "result[1]['layers'][0]['wo']"}, tensor<768x2304xf32> {jax.result_info = "result[1]['layers'][0]['wqkv']"}, tensor<3072xf32> {jax.result_info = "result[1]['layers'][1]['b1']"}, tensor<768xf32> {jax.result_info = "result[1]['layers'][1]['b2']"}, tensor<768xf32> {jax.result_info = "result[1]['layers'][1]['ln1_b']"}, tensor<768xf32> {jax.result_info = "result[1]['layers'][1]['ln1_s']"}, tensor<768xf32> {jax.result_info = "result[1]['layers'][1]['ln2_b']"}, tensor<768xf32> {jax.result_info = "result[1]['layers'][1]['ln2_s']"}, tensor<768x3072xf32> {jax.result_info = "result[1]['layers'][1]['w1']"}, tensor<3072x768xf32> {jax.result_info = "result[1]['layers'][1]['w2']"}, tensor<768x768xf32> {jax.result_info = "result[1]['layers'][1]['wo']"}, tensor<768x2304xf32> {jax.result_info = "result[1]['layers'][1]['wqkv']"}, tensor<512x768xf32> {jax.result_info = "result[1]['pos']"}, tensor<8000x768xf32> {jax.result_info = "result[2]['embed']"}, tensor<768x16xf32> {jax.result_info = "result[2]['head']"}, tensor<3072xf32> {jax.result_info = "result[2]['layers'][0]['b1']"}, tensor<768xf32> {jax.result_info = "result[2]['layers'][0]['b2']"}, tensor<768xf32> {jax.result_info = "result[2]['layers'][0]['ln1_b']"}, tensor<768xf32> {jax.result_info = "result[2]['layers'][0]['ln1_s']"}, tensor<768xf32> {jax.result_info = "result[2]['layers'][0]['ln2_b']"}, tensor<768xf32> {jax.result_info = "result[2]['layers'][0]['ln2_s']"}, tensor<768x3072xf32> {jax.result_info = "result[2]['layers'][0]['w1']"}, tensor<3072x768xf32> {jax.result_info = "result[2]['layers'][0]['w2']"}, tensor<768x768xf32> {jax.result_info = "result[2]['layers'][0]['wo']"}, tensor<768x2304xf32> {jax.result_info = "result[2]['layers'][0]['wqkv']"}, tensor<3072xf32> {jax.result_info = "result[2]['layers'][1]['b1']"}, tensor<768xf32> {jax.result_info = "result[2]['layers'][1]['b2']"}, tensor<768xf32> {jax.result_info = "result[2]['layers'][1]['ln1_b']"}, tensor<768xf32> {jax.result_info = "result[2]['layers'][1]['ln1_s']"}, tensor<768xf32> {jax.result_info = "result[2]['layers'][1]['ln2_b']"}, tensor<768xf32> {jax.result_info = "result[2]['layers'][1]['ln2_s']"}, tensor<768x3072xf32> {jax.result_info = "result[2]['layers'][1]['w1']"}, tensor<3072x768xf32> {jax.result_info = "result[2]['layers'][1]['w2']"}, tensor<768x768xf32> {jax.result_info = "result[2]['layers'][1]['wo']"}, tensor<768x2304xf32> {jax.result_info = "result[2]['layers'][1]['wqkv']"}, tensor<512x768xf32> {jax.result_info = "result[2]['pos']"}, tensor<i32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x384xi32>
    %1 = stablehlo.compare LT, %arg70, %0, SIGNED : (tensor<8x384xi32>, tensor<8x384xi32>) -> tensor<8x384xi1>
    %c_0 = stablehlo.constant dense<8000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x384xi32>
    %3 = stablehlo.add %arg70, %2 : tensor<8x384xi32>
    %4 = stablehlo.select %1, %3, %arg70 : tensor<8x384xi1>, tensor<8x384xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x384xi32>) -> tensor<8x384x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 768>}> : (tensor<8000x768xbf16>, tensor<8x384x1xi32>) -> tensor<8x384x768xbf16>
    %7 = stablehlo.slice %arg22 [0:384, 0:768] : (tensor<512x768xbf16>) -> tensor<384x768xbf16>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<384x768xbf16>) -> tensor<1x384x768xbf16>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x384x768xbf16>) -> tensor<8x384x768xbf16>
    %10 = stablehlo.add %6, %9 : tensor<8x384x768xbf16>
    %11 = stablehlo.dot_general %10, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x384x768xbf16>, tensor<768x2304xbf16>) -> tensor<8x384x2304xbf16>
    %12 = stablehlo.reshape %11 : (tensor<8x384x2304xbf16>) -> tensor<8x384x3x12x64xbf16>
    %13 = stablehlo.slice %12 [0:8, 0:384, 0:1, 0:12, 0:64] : (tensor<8x384x3x12x64xbf16>) -> tensor<8x384x1x12x64xbf16>
    %14 = stablehlo.reshape %13 : (tensor<8x384x1x12x64xbf16>) -> tensor<8x384x12x64xbf16>
    %15 = stablehlo.slice %12 [0:8, 0:384, 1:2, 0:12, 0:64] : (tensor<8x384x3x12x64xbf16>) -> tensor<8x384x1x12x64xbf16>
    %16 = stablehlo.reshape %15 : (tensor<8x384x1x12x64xbf16>) -> tensor<8x384x12x64xbf16>
    %17 = stablehlo.slice %12 [0:8, 0:384, 2:3, 0:12, 0:64] : (tensor<8x384x3x12x64xbf16>) -> tensor<8x384x1x12x64xbf16>
    %18 = stablehlo.reshape %17 : (tensor<8x384x1x12x64xbf16>) -> tensor<8x384x12x64xbf16>
    %19 = stablehlo.dot_general %14, %16, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x384x12x64xbf16>, tensor<8x384x12x64xbf16>) -> tensor<8x12x384x384xbf16>
    %cst = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x12x384x384xbf16>
    %21 = stablehlo.multiply %19, %20 : tensor<8x12x384x384xbf16>
    %22 = stablehlo.broadcast_in_dim %arg71, dims = [0, 3] : (tensor<8x384xi1>) -> tensor<8x1x1x384xi1>
    %cst_1 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %23:2 = call @_where(%22, %21, %cst_1) : (tensor<8x1x1x384xi1>, tensor<8x12x384x384xbf16>, tensor<bf16>) -> (tensor<8x12x384x384xbf16>, tensor<8x12x384x384xi1>)
    %24 = stablehlo.convert %23#0 : (tensor<8x12x384x384xbf16>) -> tensor<8x12x384x384xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_2) applies stablehlo.maximum across dimensions = [3] : (tensor<8x12x384x384xf32>, tensor<f32>) -> tensor<8x12x384xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x12x384xf32>
    %27 = stablehlo.maximum %26, %25 : tensor<8x12x384xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<8x12x384xf32>) -> tensor<8x12x384x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<8x12x384x1xf32>) -> tensor<8x12x384x384xf32>
    %30 = stablehlo.subtract %24, %29 : tensor<8x12x384x384xf32>
    %31 = stablehlo.exponential %30 : tensor<8x12x384x384xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<8x12x384x384xf32>, tensor<f32>) -> tensor<8x12x384xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<8x12x384xf32>) -> tensor<8x12x384x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<8x12x384x1xf32>) -> tensor<8x12x384x384xf32>
    %35 = stablehlo.divide %31, %34 : tensor<8x12x384x384xf32>
    %36 = stablehlo.multiply %33, %33 : tensor<8x12x384x1xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x12x384x1xf32>
    %38 = stablehlo.divide %37, %36 : tensor<8x12x384x1xf32>
    %39 = stablehlo.convert %35 : (tensor<8x12x384x384xf32>) -> tensor<8x12x384x384xbf16>
    %40 = stablehlo.dot_general %18, %39, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x384x12x64xbf16>, tensor<8x12x384x384xbf16>) -> tensor<8x12x64x384xbf16>
    %41 = stablehlo.transpose %40, dims = [0, 3, 1, 2] : (tensor<8x12x64x384xbf16>) -> tensor<8x384x12x64xbf16>
    %42 = stablehlo.reshape %41 : (tensor<8x384x12x64xbf16>) -> tensor<8x384x768xbf16>
    %43 = stablehlo.dot_general %42, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x384x768xbf16>, tensor<768x768xbf16>) -> tensor<8x384x768xbf16>
    %44 = stablehlo.add %10, %43 : tensor<8x384x768xbf16>
    %45 = stablehlo.convert %44 : (tensor<8x384x768xbf16>) -> tensor<8x384x768xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<8x384xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<8x384xf32>) -> tensor<8x384x1xf32>
    %cst_7 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x384x1xf32>
    %49 = stablehlo.divide %47, %48 : tensor<8x384x1xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<8x384x1xf32>) -> tensor<8x384x768xf32>
    %51 = stablehlo.subtract %45, %50 : tensor<8x384x768xf32>
    %52 = chlo.square %51 : tensor<8x384x768xf32> -> tensor<8x384x768xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x384x768xf32>
    %54 = stablehlo.multiply %53, %51 : tensor<8x384x768xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%52 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<8x384xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<8x384xf32>) -> tensor<8x384x1xf32>
    %cst_10 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x384x1xf32>
    %58 = stablehlo.divide %56, %57 : tensor<8x384x1xf32>
    %59 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<8x384x1xf32>) -> tensor<8x384x768xf32>
    %60 = stablehlo.subtract %45, %59 : tensor<8x384x768xf32>
    %cst_11 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x384x1xf32>
    %62 = stablehlo.add %58, %61 : tensor<8x384x1xf32>
    %63 = stablehlo.rsqrt %62 : tensor<8x384x1xf32>
    %64 = stablehlo.divide %63, %62 : tensor<8x384x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x384x1xf32>
    %66 = stablehlo.multiply %65, %64 : tensor<8x384x1xf32>
    %67 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<8x384x1xf32>) -> tensor<8x384x768xf32>
    %68 = stablehlo.multiply %60, %67 : tensor<8x384x768xf32>
    %69 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x384x768xf32>
    %71 = stablehlo.multiply %68, %70 : tensor<8x384x768xf32>
    %72 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x384x768xf32>
    %74 = stablehlo.add %71, %73 : tensor<8x384x768xf32>
    %75 = stablehlo.convert %74 : (tensor<8x384x768xf32>) -> tensor<8x384x768xbf16>
    %76 = stablehlo.dot_general %75, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x384x768xbf16>, tensor<768x3072xbf16>) -> tensor<8x384x3072xbf16>
    %77 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<3072xbf16>) -> tensor<1x1x3072xbf16>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<1x1x3072xbf16>) -> tensor<8x384x3072xbf16>
    %79 = stablehlo.add %76, %78 : tensor<8x384x3072xbf16>
    %80 = stablehlo.multiply %79, %79 : tensor<8x384x3072xbf16>
    %81 = stablehlo.multiply %80, %79 : tensor<8x384x3072xbf16>
    %82 = stablehlo.multiply %79, %79 : tensor<8x384x3072xbf16>
    %cst_13 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %83 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<8x384x3072xbf16>
    %84 = stablehlo.multiply %83, %82 : tensor<8x384x3072xbf16>
    %cst_14 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %85 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<8x384x3072xbf16>
    %86 = stablehlo.multiply %85, %81 : tensor<8x384x3072xbf16>
    %87 = stablehlo.add %79, %86 : tensor<8x384x3072xbf16>
    %cst_15 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %88 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<8x384x3072xbf16>
    %89 = stablehlo.multiply %88, %87 : tensor<8x384x3072xbf16>
    %90 = stablehlo.tanh %89 : tensor<8x384x3072xbf16>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %91 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<8x384x3072xbf16>
    %92 = stablehlo.subtract %91, %90 : tensor<8x384x3072xbf16>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %93 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<8x384x3072xbf16>
    %94 = stablehlo.add %93, %90 : tensor<8x384x3072xbf16>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %95 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<8x384x3072xbf16>
    %96 = stablehlo.multiply %95, %94 : tensor<8x384x3072xbf16>
    %97 = stablehlo.multiply %79, %96 : tensor<8x384x3072xbf16>
    %98 = stablehlo.dot_general %97, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x384x3072xbf16>, tensor<3072x768xbf16>) -> tensor<8x384x768xbf16>
    %99 = stablehlo.add %75, %98 : tensor<8x384x768xbf16>
    %100 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<8x384x768xbf16>
    %102 = stablehlo.add %99, %101 : tensor<8x384x768xbf16>
    %103 = stablehlo.convert %102 : (tensor<8x384x768xbf16>) -> tensor<8x384x768xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%103 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<8x384xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1] : (tensor<8x384xf32>) -> tensor<8x384x1xf32>
    %cst_20 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x384x1xf32>
    %107 = stablehlo.divide %105, %106 : tensor<8x384x1xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<8x384x1xf32>) -> tensor<8x384x768xf32>
    %109 = stablehlo.subtract %103, %108 : tensor<8x384x768xf32>
    %110 = chlo.square %109 : tensor<8x384x768xf32> -> tensor<8x384x768xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x384x768xf32>
    %112 = stablehlo.multiply %111, %109 : tensor<8x384x768xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%110 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<8x384xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1] : (tensor<8x384xf32>) -> tensor<8x384x1xf32>
    %cst_23 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x384x1xf32>
    %116 = stablehlo.divide %114, %115 : tensor<8x384x1xf32>
    %117 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<8x384x1xf32>) -> tensor<8x384x768xf32>
    %118 = stablehlo.subtract %103, %117 : tensor<8x384x768xf32>
    %cst_24 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x384x1xf32>
    %120 = stablehlo.add %116, %119 : tensor<8x384x1xf32>
    %121 = stablehlo.rsqrt %120 : tensor<8x384x1xf32>
    %122 = stablehlo.divide %121, %120 : tensor<8x384x1xf32>
    %cst_25 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x384x1xf32>
    %124 = stablehlo.multiply %123, %122 : tensor<8x384x1xf32>
    %125 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<8x384x1xf32>) -> tensor<8x384x768xf32>
    %126 = stablehlo.multiply %118, %125 : tensor<8x384x768xf32>
    %127 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x384x768xf32>
    %129 = stablehlo.multiply %126, %128 : tensor<8x384x768xf32>
    %130 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x384x768xf32>
    %132 = stablehlo.add %129, %131 : tensor<8x384x768xf32>
    %133 = stablehlo.convert %132 : (tensor<8x384x768xf32>) -> tensor<8x384x768xbf16>
    %134 = stablehlo.dot_general %133, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x384x768xbf16>, tensor<768x2304xbf16>) -> tensor<8x384x2304xbf16>
    %135 = stablehlo.reshape %134 : (tensor<8x384x2304xbf16>) -> tensor<8x384x3x12x64xbf16>
    %136 = stablehlo.slice %135 [0:8, 0:384, 0:1, 0:12, 0:64] : (tensor<8x384x3x12x64xbf16>) -> tensor<8x384x1x12x64xbf16>
    %137 = stablehlo.reshape %136 : (tensor<8x384x1x12x64xbf16>) -> tensor<8x384x12x64xbf16>
    %138 = stablehlo.slice %135 [0:8, 0:384, 1:2, 0:12, 0:64] : (tensor<8x384x3x12x64xbf16>) -> tensor<8x384x1x12x64xbf16>
    %139 = stablehlo.reshape %138 : (tensor<8x384x1x12x64xbf16>) -> tensor<8x384x12x64xbf16>
    %140 = stablehlo.slice %135 [0:8, 0:384, 2:3, 0:12, 0:64] : (tensor<8x384x3x12x64xbf16>) -> tensor<8x384x1x12x64xbf16>
    %141 = stablehlo.reshape %140 : (tensor<8x384x1x12x64xbf16>) -> tensor<8x384x12x64xbf16>
    %142 = stablehlo.dot_general %137, %139, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x384x12x64xbf16>, tensor<8x384x12x64xbf16>) -> tensor<8x12x384x384xbf16>
    %cst_26 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %143 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<bf16>) -> tensor<8x12x384x384xbf16>
    %144 = stablehlo.multiply %142, %143 : tensor<8x12x384x384xbf16>
    %145 = stablehlo.broadcast_in_dim %arg71, dims = [0, 3] : (tensor<8x384xi1>) -> tensor<8x1x1x384xi1>
    %cst_27 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %146:2 = call @_where(%145, %144, %cst_27) : (tensor<8x1x1x384xi1>, tensor<8x12x384x384xbf16>, tensor<bf16>) -> (tensor<8x12x384x384xbf16>, tensor<8x12x384x384xi1>)
    %147 = stablehlo.convert %146#0 : (tensor<8x12x384x384xbf16>) -> tensor<8x12x384x384xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_28) applies stablehlo.maximum across dimensions = [3] : (tensor<8x12x384x384xf32>, tensor<f32>) -> tensor<8x12x384xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x12x384xf32>
    %150 = stablehlo.maximum %149, %148 : tensor<8x12x384xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<8x12x384xf32>) -> tensor<8x12x384x1xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2, 3] : (tensor<8x12x384x1xf32>) -> tensor<8x12x384x384xf32>
    %153 = stablehlo.subtract %147, %152 : tensor<8x12x384x384xf32>
    %154 = stablehlo.exponential %153 : tensor<8x12x384x384xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%154 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<8x12x384x384xf32>, tensor<f32>) -> tensor<8x12x384xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<8x12x384xf32>) -> tensor<8x12x384x1xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2, 3] : (tensor<8x12x384x1xf32>) -> tensor<8x12x384x384xf32>
    %158 = stablehlo.divide %154, %157 : tensor<8x12x384x384xf32>
    %159 = stablehlo.multiply %156, %156 : tensor<8x12x384x1xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x12x384x1xf32>
    %161 = stablehlo.divide %160, %159 : tensor<8x12x384x1xf32>
    %162 = stablehlo.convert %158 : (tensor<8x12x384x384xf32>) -> tensor<8x12x384x384xbf16>
    %163 = stablehlo.dot_general %141, %162, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x384x12x64xbf16>, tensor<8x12x384x384xbf16>) -> tensor<8x12x64x384xbf16>
    %164 = stablehlo.transpose %163, dims = [0, 3, 1, 2] : (tensor<8x12x64x384xbf16>) -> tensor<8x384x12x64xbf16>
    %165 = stablehlo.reshape %164 : (tensor<8x384x12x64xbf16>) -> tensor<8x384x768xbf16>
    %166 = stablehlo.dot_general %165, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x384x768xbf16>, tensor<768x768xbf16>) -> tensor<8x384x768xbf16>
    %167 = stablehlo.add %133, %166 : tensor<8x384x768xbf16>
    %168 = stablehlo.convert %167 : (tensor<8x384x768xbf16>) -> tensor<8x384x768xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.reduce(%168 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<8x384xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1] : (tensor<8x384xf32>) -> tensor<8x384x1xf32>
    %cst_33 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x384x1xf32>
    %172 = stablehlo.divide %170, %171 : tensor<8x384x1xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<8x384x1xf32>) -> tensor<8x384x768xf32>
    %174 = stablehlo.subtract %168, %173 : tensor<8x384x768xf32>
    %175 = chlo.square %174 : tensor<8x384x768xf32> -> tensor<8x384x768xf32>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x384x768xf32>
    %177 = stablehlo.multiply %176, %174 : tensor<8x384x768xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%175 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<8x384xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<8x384xf32>) -> tensor<8x384x1xf32>
    %cst_36 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x384x1xf32>
    %181 = stablehlo.divide %179, %180 : tensor<8x384x1xf32>
    %182 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<8x384x1xf32>) -> tensor<8x384x768xf32>
    %183 = stablehlo.subtract %168, %182 : tensor<8x384x768xf32>
    %cst_37 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x384x1xf32>
    %185 = stablehlo.add %181, %184 : tensor<8x384x1xf32>
    %186 = stablehlo.rsqrt %185 : tensor<8x384x1xf32>
    %187 = stablehlo.divide %186, %185 : tensor<8x384x1xf32>
    %cst_38 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x384x1xf32>
    %189 = stablehlo.multiply %188, %187 : tensor<8x384x1xf32>
    %190 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<8x384x1xf32>) -> tensor<8x384x768xf32>
    %191 = stablehlo.multiply %183, %190 : tensor<8x384x768xf32>
    %192 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x384x768xf32>
    %194 = stablehlo.multiply %191, %193 : tensor<8x384x768xf32>
    %195 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x384x768xf32>
    %197 = stablehlo.add %194, %196 : tensor<8x384x768xf32>
    %198 = stablehlo.convert %197 : (tensor<8x384x768xf32>) -> tensor<8x384x768xbf16>
    %199 = stablehlo.dot_general %198, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x384x768xbf16>, tensor<768x3072xbf16>) -> tensor<8x384x3072xbf16>
    %200 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<3072xbf16>) -> tensor<1x1x3072xbf16>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<1x1x3072xbf16>) -> tensor<8x384x3072xbf16>
    %202 = stablehlo.add %199, %201 : tensor<8x384x3072xbf16>
    %203 = stablehlo.multiply %202, %202 : tensor<8x384x3072xbf16>
    %204 = stablehlo.multiply %203, %202 : tensor<8x384x3072xbf16>
    %205 = stablehlo.multiply %202, %202 : tensor<8x384x3072xbf16>
    %cst_39 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %206 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<bf16>) -> tensor<8x384x3072xbf16>
    %207 = stablehlo.multiply %206, %205 : tensor<8x384x3072xbf16>
    %cst_40 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %208 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<bf16>) -> tensor<8x384x3072xbf16>
    %209 = stablehlo.multiply %208, %204 : tensor<8x384x3072xbf16>
    %210 = stablehlo.add %202, %209 : tensor<8x384x3072xbf16>
    %cst_41 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %211 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<bf16>) -> tensor<8x384x3072xbf16>
    %212 = stablehlo.multiply %211, %210 : tensor<8x384x3072xbf16>
    %213 = stablehlo.tanh %212 : tensor<8x384x3072xbf16>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %214 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<bf16>) -> tensor<8x384x3072xbf16>
    %215 = stablehlo.subtract %214, %213 : tensor<8x384x3072xbf16>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %216 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<bf16>) -> tensor<8x384x3072xbf16>
    %217 = stablehlo.add %216, %213 : tensor<8x384x3072xbf16>
    %cst_44 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %218 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<bf16>) -> tensor<8x384x3072xbf16>
    %219 = stablehlo.multiply %218, %217 : tensor<8x384x3072xbf16>
    %220 = stablehlo.multiply %202, %219 : tensor<8x384x3072xbf16>
    %221 = stablehlo.dot_general %220, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x384x3072xbf16>, tensor<3072x768xbf16>) -> tensor<8x384x768xbf16>
    %222 = stablehlo.add %198, %221 : tensor<8x384x768xbf16>
    %223 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<1x1x768xbf16>) -> tensor<8x384x768xbf16>
    %225 = stablehlo.add %222, %224 : tensor<8x384x768xbf16>
    %226 = stablehlo.convert %225 : (tensor<8x384x768xbf16>) -> tensor<8x384x768xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.reduce(%226 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<8x384xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<8x384xf32>) -> tensor<8x384x1xf32>
    %cst_46 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x384x1xf32>
    %230 = stablehlo.divide %228, %229 : tensor<8x384x1xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<8x384x1xf32>) -> tensor<8x384x768xf32>
    %232 = stablehlo.subtract %226, %231 : tensor<8x384x768xf32>
    %233 = chlo.square %232 : tensor<8x384x768xf32> -> tensor<8x384x768xf32>
    %cst_47 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x384x768xf32>
    %235 = stablehlo.multiply %234, %232 : tensor<8x384x768xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.reduce(%233 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<8x384xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<8x384xf32>) -> tensor<8x384x1xf32>
    %cst_49 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x384x1xf32>
    %239 = stablehlo.divide %237, %238 : tensor<8x384x1xf32>
    %240 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<8x384x1xf32>) -> tensor<8x384x768xf32>
    %241 = stablehlo.subtract %226, %240 : tensor<8x384x768xf32>
    %cst_50 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x384x1xf32>
    %243 = stablehlo.add %239, %242 : tensor<8x384x1xf32>
    %244 = stablehlo.rsqrt %243 : tensor<8x384x1xf32>
    %245 = stablehlo.divide %244, %243 : tensor<8x384x1xf32>
    %cst_51 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x384x1xf32>
    %247 = stablehlo.multiply %246, %245 : tensor<8x384x1xf32>
    %248 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<8x384x1xf32>) -> tensor<8x384x768xf32>
    %249 = stablehlo.multiply %241, %248 : tensor<8x384x768xf32>
    %250 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x384x768xf32>
    %252 = stablehlo.multiply %249, %251 : tensor<8x384x768xf32>
    %253 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x384x768xf32>
    %255 = stablehlo.add %252, %254 : tensor<8x384x768xf32>
    %256 = stablehlo.convert %255 : (tensor<8x384x768xf32>) -> tensor<8x384x768xbf16>
    %257 = stablehlo.slice %256 [0:8, 0:1, 0:768] : (tensor<8x384x768xbf16>) -> tensor<8x1x768xbf16>
    %258 = stablehlo.reshape %257 : (tensor<8x1x768xbf16>) -> tensor<8x768xbf16>
    %259 = stablehlo.dot_general %258, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x768xbf16>, tensor<768x16xbf16>) -> tensor<8x16xbf16>
    %260 = stablehlo.convert %259 : (tensor<8x16xbf16>) -> tensor<8x16xf32>
    %261:2 = call @log_softmax(%260) : (tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x1xf32>)
    %262 = stablehlo.broadcast_in_dim %arg72, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %263 = call @take_along_axis(%262) : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %264 = stablehlo.negate %cst_52 : tensor<f32>
    %cst_53 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %265 = stablehlo.divide %264, %cst_53 : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %268 = call @take_along_axis_0(%263, %267) : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x16xf32>
    %269 = call @log_softmax_1(%261#0, %261#1, %268) : (tensor<8x16xf32>, tensor<8x1xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %270 = stablehlo.convert %269 : (tensor<8x16xf32>) -> tensor<8x16xbf16>
    %271 = stablehlo.dot_general %270, %258, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xbf16>, tensor<8x768xbf16>) -> tensor<16x768xbf16>
    %272 = stablehlo.transpose %271, dims = [1, 0] : (tensor<16x768xbf16>) -> tensor<768x16xbf16>
    %273 = stablehlo.dot_general %270, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xbf16>, tensor<768x16xbf16>) -> tensor<8x768xbf16>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 2] : (tensor<8x768xbf16>) -> tensor<8x1x768xbf16>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %275 = stablehlo.pad %274, %cst_54, low = [0, 0, 0], high = [0, 383, 0], interior = [0, 0, 0] : (tensor<8x1x768xbf16>, tensor<bf16>) -> tensor<8x384x768xbf16>
    %276 = stablehlo.convert %275 : (tensor<8x384x768xbf16>) -> tensor<8x384x768xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.reduce(%276 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<768xf32>
    %278 = stablehlo.reshape %277 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.reduce(%278 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %280 = stablehlo.multiply %249, %276 : tensor<8x384x768xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.reduce(%280 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<768xf32>
    %282 = stablehlo.reshape %281 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %283 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x384x768xf32>
    %284 = stablehlo.multiply %276, %283 : tensor<8x384x768xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.reduce(%282 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %286 = stablehlo.multiply %241, %284 : tensor<8x384x768xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.reduce(%286 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<8x384xf32>
    %288 = stablehlo.reshape %287 : (tensor<8x384xf32>) -> tensor<8x384x1xf32>
    %289 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<8x384x1xf32>) -> tensor<8x384x768xf32>
    %290 = stablehlo.multiply %284, %289 : tensor<8x384x768xf32>
    %291 = stablehlo.multiply %288, %247 : tensor<8x384x1xf32>
    %292 = stablehlo.negate %290 : tensor<8x384x768xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %293 = stablehlo.reduce(%292 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<8x384xf32>
    %294 = stablehlo.reshape %293 : (tensor<8x384xf32>) -> tensor<8x384x1xf32>
    %cst_61 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x384x1xf32>
    %296 = stablehlo.divide %291, %295 : tensor<8x384x1xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %297 = stablehlo.reduce(%296 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<8x384x1xf32>, tensor<f32>) -> tensor<8x384xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1] : (tensor<8x384xf32>) -> tensor<8x384x768xf32>
    %299 = stablehlo.multiply %298, %235 : tensor<8x384x768xf32>
    %300 = stablehlo.negate %299 : tensor<8x384x768xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.reduce(%300 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<8x384xf32>
    %302 = stablehlo.reshape %301 : (tensor<8x384xf32>) -> tensor<8x384x1xf32>
    %303 = stablehlo.add %290, %299 : tensor<8x384x768xf32>
    %304 = stablehlo.add %294, %302 : tensor<8x384x1xf32>
    %cst_64 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x384x1xf32>
    %306 = stablehlo.divide %304, %305 : tensor<8x384x1xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.reduce(%306 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<8x384x1xf32>, tensor<f32>) -> tensor<8x384xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1] : (tensor<8x384xf32>) -> tensor<8x384x768xf32>
    %309 = stablehlo.add %303, %308 : tensor<8x384x768xf32>
    %310 = stablehlo.convert %309 : (tensor<8x384x768xf32>) -> tensor<8x384x768xbf16>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %311 = stablehlo.reduce(%310 init: %cst_66) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x384x768xbf16>, tensor<bf16>) -> tensor<768xbf16>
    %312 = stablehlo.reshape %311 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %313 = stablehlo.reduce(%312 init: %cst_67) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xbf16>, tensor<bf16>) -> tensor<768xbf16>
    %314 = stablehlo.dot_general %310, %220, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x384x768xbf16>, tensor<8x384x3072xbf16>) -> tensor<768x3072xbf16>
    %315 = stablehlo.transpose %314, dims = [1, 0] : (tensor<768x3072xbf16>) -> tensor<3072x768xbf16>
    %316 = stablehlo.dot_general %310, %arg19, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x384x768xbf16>, tensor<3072x768xbf16>) -> tensor<8x384x3072xbf16>
    %317 = stablehlo.multiply %202, %316 : tensor<8x384x3072xbf16>
    %318 = stablehlo.multiply %316, %219 : tensor<8x384x3072xbf16>
    %cst_68 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %319 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<bf16>) -> tensor<8x384x3072xbf16>
    %320 = stablehlo.multiply %319, %317 : tensor<8x384x3072xbf16>
    %321 = stablehlo.multiply %320, %215 : tensor<8x384x3072xbf16>
    %322 = stablehlo.multiply %321, %213 : tensor<8x384x3072xbf16>
    %323 = stablehlo.add %321, %322 : tensor<8x384x3072xbf16>
    %cst_69 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %324 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<bf16>) -> tensor<8x384x3072xbf16>
    %325 = stablehlo.multiply %324, %323 : tensor<8x384x3072xbf16>
    %326 = stablehlo.add %318, %325 : tensor<8x384x3072xbf16>
    %cst_70 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %327 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<bf16>) -> tensor<8x384x3072xbf16>
    %328 = stablehlo.multiply %327, %325 : tensor<8x384x3072xbf16>
    %329 = stablehlo.multiply %328, %207 : tensor<8x384x3072xbf16>
    %330 = stablehlo.add %326, %329 : tensor<8x384x3072xbf16>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %331 = stablehlo.reduce(%330 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x384x3072xbf16>, tensor<bf16>) -> tensor<3072xbf16>
    %332 = stablehlo.reshape %331 : (tensor<3072xbf16>) -> tensor<1x1x3072xbf16>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %333 = stablehlo.reduce(%332 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x3072xbf16>, tensor<bf16>) -> tensor<3072xbf16>
    %334 = stablehlo.dot_general %330, %198, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x384x3072xbf16>, tensor<8x384x768xbf16>) -> tensor<3072x768xbf16>
    %335 = stablehlo.transpose %334, dims = [1, 0] : (tensor<3072x768xbf16>) -> tensor<768x3072xbf16>
    %336 = stablehlo.dot_general %330, %arg18, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x384x3072xbf16>, tensor<768x3072xbf16>) -> tensor<8x384x768xbf16>
    %337 = stablehlo.add %310, %336 : tensor<8x384x768xbf16>
    %338 = stablehlo.convert %337 : (tensor<8x384x768xbf16>) -> tensor<8x384x768xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %339 = stablehlo.reduce(%338 init: %cst_73) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<768xf32>
    %340 = stablehlo.reshape %339 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %341 = stablehlo.reduce(%340 init: %cst_74) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %342 = stablehlo.multiply %191, %338 : tensor<8x384x768xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %343 = stablehlo.reduce(%342 init: %cst_75) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<768xf32>
    %344 = stablehlo.reshape %343 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %345 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x384x768xf32>
    %346 = stablehlo.multiply %338, %345 : tensor<8x384x768xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %347 = stablehlo.reduce(%344 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %348 = stablehlo.multiply %183, %346 : tensor<8x384x768xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %349 = stablehlo.reduce(%348 init: %cst_77) applies stablehlo.add across dimensions = [2] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<8x384xf32>
    %350 = stablehlo.reshape %349 : (tensor<8x384xf32>) -> tensor<8x384x1xf32>
    %351 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<8x384x1xf32>) -> tensor<8x384x768xf32>
    %352 = stablehlo.multiply %346, %351 : tensor<8x384x768xf32>
    %353 = stablehlo.multiply %350, %189 : tensor<8x384x1xf32>
    %354 = stablehlo.negate %352 : tensor<8x384x768xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %355 = stablehlo.reduce(%354 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<8x384xf32>
    %356 = stablehlo.reshape %355 : (tensor<8x384xf32>) -> tensor<8x384x1xf32>
    %cst_79 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x384x1xf32>
    %358 = stablehlo.divide %353, %357 : tensor<8x384x1xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %359 = stablehlo.reduce(%358 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<8x384x1xf32>, tensor<f32>) -> tensor<8x384xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1] : (tensor<8x384xf32>) -> tensor<8x384x768xf32>
    %361 = stablehlo.multiply %360, %177 : tensor<8x384x768xf32>
    %362 = stablehlo.negate %361 : tensor<8x384x768xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %363 = stablehlo.reduce(%362 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<8x384xf32>
    %364 = stablehlo.reshape %363 : (tensor<8x384xf32>) -> tensor<8x384x1xf32>
    %365 = stablehlo.add %352, %361 : tensor<8x384x768xf32>
    %366 = stablehlo.add %356, %364 : tensor<8x384x1xf32>
    %cst_82 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x384x1xf32>
    %368 = stablehlo.divide %366, %367 : tensor<8x384x1xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %369 = stablehlo.reduce(%368 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<8x384x1xf32>, tensor<f32>) -> tensor<8x384xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1] : (tensor<8x384xf32>) -> tensor<8x384x768xf32>
    %371 = stablehlo.add %365, %370 : tensor<8x384x768xf32>
    %372 = stablehlo.convert %371 : (tensor<8x384x768xf32>) -> tensor<8x384x768xbf16>
    %373 = stablehlo.dot_general %372, %165, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x384x768xbf16>, tensor<8x384x768xbf16>) -> tensor<768x768xbf16>
    %374 = stablehlo.transpose %373, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %375 = stablehlo.dot_general %372, %arg20, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x384x768xbf16>, tensor<768x768xbf16>) -> tensor<8x384x768xbf16>
    %376 = stablehlo.reshape %375 : (tensor<8x384x768xbf16>) -> tensor<8x384x12x64xbf16>
    %377 = stablehlo.transpose %376, dims = [0, 2, 3, 1] : (tensor<8x384x12x64xbf16>) -> tensor<8x12x64x384xbf16>
    %378 = stablehlo.dot_general %377, %141, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x12x64x384xbf16>, tensor<8x384x12x64xbf16>) -> tensor<8x12x384x384xbf16>
    %379 = stablehlo.dot_general %377, %162, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x12x64x384xbf16>, tensor<8x12x384x384xbf16>) -> tensor<8x12x64x384xbf16>
    %380 = stablehlo.transpose %379, dims = [0, 3, 1, 2] : (tensor<8x12x64x384xbf16>) -> tensor<8x384x12x64xbf16>
    %381 = stablehlo.convert %378 : (tensor<8x12x384x384xbf16>) -> tensor<8x12x384x384xf32>
    %382 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2, 3] : (tensor<8x12x384x1xf32>) -> tensor<8x12x384x384xf32>
    %383 = stablehlo.multiply %381, %382 : tensor<8x12x384x384xf32>
    %384 = stablehlo.multiply %383, %154 : tensor<8x12x384x384xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %385 = stablehlo.reduce(%384 init: %cst_84) applies stablehlo.add across dimensions = [3] : (tensor<8x12x384x384xf32>, tensor<f32>) -> tensor<8x12x384xf32>
    %386 = stablehlo.reshape %385 : (tensor<8x12x384xf32>) -> tensor<8x12x384x1xf32>
    %387 = stablehlo.negate %386 : tensor<8x12x384x1xf32>
    %388 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2, 3] : (tensor<8x12x384x1xf32>) -> tensor<8x12x384x384xf32>
    %389 = stablehlo.divide %381, %388 : tensor<8x12x384x384xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %390 = stablehlo.reduce(%387 init: %cst_85) applies stablehlo.add across dimensions = [3] : (tensor<8x12x384x1xf32>, tensor<f32>) -> tensor<8x12x384xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0, 1, 2] : (tensor<8x12x384xf32>) -> tensor<8x12x384x384xf32>
    %392 = stablehlo.add %389, %391 : tensor<8x12x384x384xf32>
    %393 = stablehlo.multiply %392, %154 : tensor<8x12x384x384xf32>
    %394 = stablehlo.convert %393 : (tensor<8x12x384x384xf32>) -> tensor<8x12x384x384xbf16>
    %395 = call @_where_2(%146#1, %394) : (tensor<8x12x384x384xi1>, tensor<8x12x384x384xbf16>) -> tensor<8x12x384x384xbf16>
    %cst_86 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %396 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<bf16>) -> tensor<8x12x384x384xbf16>
    %397 = stablehlo.multiply %395, %396 : tensor<8x12x384x384xbf16>
    %398 = stablehlo.dot_general %397, %137, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x12x384x384xbf16>, tensor<8x384x12x64xbf16>) -> tensor<8x12x384x64xbf16>
    %399 = stablehlo.transpose %398, dims = [0, 2, 1, 3] : (tensor<8x12x384x64xbf16>) -> tensor<8x384x12x64xbf16>
    %400 = stablehlo.dot_general %397, %139, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x12x384x384xbf16>, tensor<8x384x12x64xbf16>) -> tensor<8x12x384x64xbf16>
    %401 = stablehlo.transpose %400, dims = [0, 2, 1, 3] : (tensor<8x12x384x64xbf16>) -> tensor<8x384x12x64xbf16>
    %402 = stablehlo.broadcast_in_dim %380, dims = [0, 1, 3, 4] : (tensor<8x384x12x64xbf16>) -> tensor<8x384x1x12x64xbf16>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %403 = stablehlo.pad %402, %cst_87, low = [0, 0, 2, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x384x1x12x64xbf16>, tensor<bf16>) -> tensor<8x384x3x12x64xbf16>
    %404 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 3, 4] : (tensor<8x384x12x64xbf16>) -> tensor<8x384x1x12x64xbf16>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %405 = stablehlo.pad %404, %cst_88, low = [0, 0, 1, 0, 0], high = [0, 0, 1, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x384x1x12x64xbf16>, tensor<bf16>) -> tensor<8x384x3x12x64xbf16>
    %406 = stablehlo.add %403, %405 : tensor<8x384x3x12x64xbf16>
    %407 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 3, 4] : (tensor<8x384x12x64xbf16>) -> tensor<8x384x1x12x64xbf16>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %408 = stablehlo.pad %407, %cst_89, low = [0, 0, 0, 0, 0], high = [0, 0, 2, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x384x1x12x64xbf16>, tensor<bf16>) -> tensor<8x384x3x12x64xbf16>
    %409 = stablehlo.add %406, %408 : tensor<8x384x3x12x64xbf16>
    %410 = stablehlo.reshape %409 : (tensor<8x384x3x12x64xbf16>) -> tensor<8x384x2304xbf16>
    %411 = stablehlo.dot_general %410, %133, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x384x2304xbf16>, tensor<8x384x768xbf16>) -> tensor<2304x768xbf16>
    %412 = stablehlo.transpose %411, dims = [1, 0] : (tensor<2304x768xbf16>) -> tensor<768x2304xbf16>
    %413 = stablehlo.dot_general %410, %arg21, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x384x2304xbf16>, tensor<768x2304xbf16>) -> tensor<8x384x768xbf16>
    %414 = stablehlo.add %372, %413 : tensor<8x384x768xbf16>
    %415 = stablehlo.convert %414 : (tensor<8x384x768xbf16>) -> tensor<8x384x768xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.reduce(%415 init: %cst_90) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<768xf32>
    %417 = stablehlo.reshape %416 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %418 = stablehlo.reduce(%417 init: %cst_91) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %419 = stablehlo.multiply %126, %415 : tensor<8x384x768xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %420 = stablehlo.reduce(%419 init: %cst_92) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<768xf32>
    %421 = stablehlo.reshape %420 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %422 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x384x768xf32>
    %423 = stablehlo.multiply %415, %422 : tensor<8x384x768xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %424 = stablehlo.reduce(%421 init: %cst_93) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %425 = stablehlo.multiply %118, %423 : tensor<8x384x768xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %426 = stablehlo.reduce(%425 init: %cst_94) applies stablehlo.add across dimensions = [2] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<8x384xf32>
    %427 = stablehlo.reshape %426 : (tensor<8x384xf32>) -> tensor<8x384x1xf32>
    %428 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<8x384x1xf32>) -> tensor<8x384x768xf32>
    %429 = stablehlo.multiply %423, %428 : tensor<8x384x768xf32>
    %430 = stablehlo.multiply %427, %124 : tensor<8x384x1xf32>
    %431 = stablehlo.negate %429 : tensor<8x384x768xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %432 = stablehlo.reduce(%431 init: %cst_95) applies stablehlo.add across dimensions = [2] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<8x384xf32>
    %433 = stablehlo.reshape %432 : (tensor<8x384xf32>) -> tensor<8x384x1xf32>
    %cst_96 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x384x1xf32>
    %435 = stablehlo.divide %430, %434 : tensor<8x384x1xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %436 = stablehlo.reduce(%435 init: %cst_97) applies stablehlo.add across dimensions = [2] : (tensor<8x384x1xf32>, tensor<f32>) -> tensor<8x384xf32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1] : (tensor<8x384xf32>) -> tensor<8x384x768xf32>
    %438 = stablehlo.multiply %437, %112 : tensor<8x384x768xf32>
    %439 = stablehlo.negate %438 : tensor<8x384x768xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %440 = stablehlo.reduce(%439 init: %cst_98) applies stablehlo.add across dimensions = [2] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<8x384xf32>
    %441 = stablehlo.reshape %440 : (tensor<8x384xf32>) -> tensor<8x384x1xf32>
    %442 = stablehlo.add %429, %438 : tensor<8x384x768xf32>
    %443 = stablehlo.add %433, %441 : tensor<8x384x1xf32>
    %cst_99 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x384x1xf32>
    %445 = stablehlo.divide %443, %444 : tensor<8x384x1xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %446 = stablehlo.reduce(%445 init: %cst_100) applies stablehlo.add across dimensions = [2] : (tensor<8x384x1xf32>, tensor<f32>) -> tensor<8x384xf32>
    %447 = stablehlo.broadcast_in_dim %446, dims = [0, 1] : (tensor<8x384xf32>) -> tensor<8x384x768xf32>
    %448 = stablehlo.add %442, %447 : tensor<8x384x768xf32>
    %449 = stablehlo.convert %448 : (tensor<8x384x768xf32>) -> tensor<8x384x768xbf16>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %450 = stablehlo.reduce(%449 init: %cst_101) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x384x768xbf16>, tensor<bf16>) -> tensor<768xbf16>
    %451 = stablehlo.reshape %450 : (tensor<768xbf16>) -> tensor<1x1x768xbf16>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %452 = stablehlo.reduce(%451 init: %cst_102) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xbf16>, tensor<bf16>) -> tensor<768xbf16>
    %453 = stablehlo.dot_general %449, %97, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x384x768xbf16>, tensor<8x384x3072xbf16>) -> tensor<768x3072xbf16>
    %454 = stablehlo.transpose %453, dims = [1, 0] : (tensor<768x3072xbf16>) -> tensor<3072x768xbf16>
    %455 = stablehlo.dot_general %449, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x384x768xbf16>, tensor<3072x768xbf16>) -> tensor<8x384x3072xbf16>
    %456 = stablehlo.multiply %79, %455 : tensor<8x384x3072xbf16>
    %457 = stablehlo.multiply %455, %96 : tensor<8x384x3072xbf16>
    %cst_103 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %458 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<bf16>) -> tensor<8x384x3072xbf16>
    %459 = stablehlo.multiply %458, %456 : tensor<8x384x3072xbf16>
    %460 = stablehlo.multiply %459, %92 : tensor<8x384x3072xbf16>
    %461 = stablehlo.multiply %460, %90 : tensor<8x384x3072xbf16>
    %462 = stablehlo.add %460, %461 : tensor<8x384x3072xbf16>
    %cst_104 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %463 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<bf16>) -> tensor<8x384x3072xbf16>
    %464 = stablehlo.multiply %463, %462 : tensor<8x384x3072xbf16>
    %465 = stablehlo.add %457, %464 : tensor<8x384x3072xbf16>
    %cst_105 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %466 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<bf16>) -> tensor<8x384x3072xbf16>
    %467 = stablehlo.multiply %466, %464 : tensor<8x384x3072xbf16>
    %468 = stablehlo.multiply %467, %84 : tensor<8x384x3072xbf16>
    %469 = stablehlo.add %465, %468 : tensor<8x384x3072xbf16>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %470 = stablehlo.reduce(%469 init: %cst_106) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x384x3072xbf16>, tensor<bf16>) -> tensor<3072xbf16>
    %471 = stablehlo.reshape %470 : (tensor<3072xbf16>) -> tensor<1x1x3072xbf16>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %472 = stablehlo.reduce(%471 init: %cst_107) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x3072xbf16>, tensor<bf16>) -> tensor<3072xbf16>
    %473 = stablehlo.dot_general %469, %75, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x384x3072xbf16>, tensor<8x384x768xbf16>) -> tensor<3072x768xbf16>
    %474 = stablehlo.transpose %473, dims = [1, 0] : (tensor<3072x768xbf16>) -> tensor<768x3072xbf16>
    %475 = stablehlo.dot_general %469, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x384x3072xbf16>, tensor<768x3072xbf16>) -> tensor<8x384x768xbf16>
    %476 = stablehlo.add %449, %475 : tensor<8x384x768xbf16>
    %477 = stablehlo.convert %476 : (tensor<8x384x768xbf16>) -> tensor<8x384x768xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %478 = stablehlo.reduce(%477 init: %cst_108) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<768xf32>
    %479 = stablehlo.reshape %478 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %480 = stablehlo.reduce(%479 init: %cst_109) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %481 = stablehlo.multiply %68, %477 : tensor<8x384x768xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %482 = stablehlo.reduce(%481 init: %cst_110) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<768xf32>
    %483 = stablehlo.reshape %482 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %484 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x384x768xf32>
    %485 = stablehlo.multiply %477, %484 : tensor<8x384x768xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %486 = stablehlo.reduce(%483 init: %cst_111) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %487 = stablehlo.multiply %60, %485 : tensor<8x384x768xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %488 = stablehlo.reduce(%487 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<8x384xf32>
    %489 = stablehlo.reshape %488 : (tensor<8x384xf32>) -> tensor<8x384x1xf32>
    %490 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<8x384x1xf32>) -> tensor<8x384x768xf32>
    %491 = stablehlo.multiply %485, %490 : tensor<8x384x768xf32>
    %492 = stablehlo.multiply %489, %66 : tensor<8x384x1xf32>
    %493 = stablehlo.negate %491 : tensor<8x384x768xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %494 = stablehlo.reduce(%493 init: %cst_113) applies stablehlo.add across dimensions = [2] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<8x384xf32>
    %495 = stablehlo.reshape %494 : (tensor<8x384xf32>) -> tensor<8x384x1xf32>
    %cst_114 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x384x1xf32>
    %497 = stablehlo.divide %492, %496 : tensor<8x384x1xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %498 = stablehlo.reduce(%497 init: %cst_115) applies stablehlo.add across dimensions = [2] : (tensor<8x384x1xf32>, tensor<f32>) -> tensor<8x384xf32>
    %499 = stablehlo.broadcast_in_dim %498, dims = [0, 1] : (tensor<8x384xf32>) -> tensor<8x384x768xf32>
    %500 = stablehlo.multiply %499, %54 : tensor<8x384x768xf32>
    %501 = stablehlo.negate %500 : tensor<8x384x768xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %502 = stablehlo.reduce(%501 init: %cst_116) applies stablehlo.add across dimensions = [2] : (tensor<8x384x768xf32>, tensor<f32>) -> tensor<8x384xf32>
    %503 = stablehlo.reshape %502 : (tensor<8x384xf32>) -> tensor<8x384x1xf32>
    %504 = stablehlo.add %491, %500 : tensor<8x384x768xf32>
    %505 = stablehlo.add %495, %503 : tensor<8x384x1xf32>
    %cst_117 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8x384x1xf32>
    %507 = stablehlo.divide %505, %506 : tensor<8x384x1xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %508 = stablehlo.reduce(%507 init: %cst_118) applies stablehlo.add across dimensions = [2] : (tensor<8x384x1xf32>, tensor<f32>) -> tensor<8x384xf32>
    %509 = stablehlo.broadcast_in_dim %508, dims = [0, 1] : (tensor<8x384xf32>) -> tensor<8x384x768xf32>
    %510 = stablehlo.add %504, %509 : tensor<8x384x768xf32>
    %511 = stablehlo.convert %510 : (tensor<8x384x768xf32>) -> tensor<8x384x768xbf16>
    %512 = stablehlo.dot_general %511, %42, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x384x768xbf16>, tensor<8x384x768xbf16>) -> tensor<768x768xbf16>
    %513 = stablehlo.transpose %512, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %514 = stablehlo.dot_general %511, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x384x768xbf16>, tensor<768x768xbf16>) -> tensor<8x384x768xbf16>
    %515 = stablehlo.reshape %514 : (tensor<8x384x768xbf16>) -> tensor<8x384x12x64xbf16>
    %516 = stablehlo.transpose %515, dims = [0, 2, 3, 1] : (tensor<8x384x12x64xbf16>) -> tensor<8x12x64x384xbf16>
    %517 = stablehlo.dot_general %516, %18, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x12x64x384xbf16>, tensor<8x384x12x64xbf16>) -> tensor<8x12x384x384xbf16>
    %518 = stablehlo.dot_general %516, %39, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x12x64x384xbf16>, tensor<8x12x384x384xbf16>) -> tensor<8x12x64x384xbf16>
    %519 = stablehlo.transpose %518, dims = [0, 3, 1, 2] : (tensor<8x12x64x384xbf16>) -> tensor<8x384x12x64xbf16>
    %520 = stablehlo.convert %517 : (tensor<8x12x384x384xbf16>) -> tensor<8x12x384x384xf32>
    %521 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<8x12x384x1xf32>) -> tensor<8x12x384x384xf32>
    %522 = stablehlo.multiply %520, %521 : tensor<8x12x384x384xf32>
    %523 = stablehlo.multiply %522, %31 : tensor<8x12x384x384xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %524 = stablehlo.reduce(%523 init: %cst_119) applies stablehlo.add across dimensions = [3] : (tensor<8x12x384x384xf32>, tensor<f32>) -> tensor<8x12x384xf32>
    %525 = stablehlo.reshape %524 : (tensor<8x12x384xf32>) -> tensor<8x12x384x1xf32>
    %526 = stablehlo.negate %525 : tensor<8x12x384x1xf32>
    %527 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<8x12x384x1xf32>) -> tensor<8x12x384x384xf32>
    %528 = stablehlo.divide %520, %527 : tensor<8x12x384x384xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %529 = stablehlo.reduce(%526 init: %cst_120) applies stablehlo.add across dimensions = [3] : (tensor<8x12x384x1xf32>, tensor<f32>) -> tensor<8x12x384xf32>
    %530 = stablehlo.broadcast_in_dim %529, dims = [0, 1, 2] : (tensor<8x12x384xf32>) -> tensor<8x12x384x384xf32>
    %531 = stablehlo.add %528, %530 : tensor<8x12x384x384xf32>
    %532 = stablehlo.multiply %531, %31 : tensor<8x12x384x384xf32>
    %533 = stablehlo.convert %532 : (tensor<8x12x384x384xf32>) -> tensor<8x12x384x384xbf16>
    %534 = call @_where_2(%23#1, %533) : (tensor<8x12x384x384xi1>, tensor<8x12x384x384xbf16>) -> tensor<8x12x384x384xbf16>
    %cst_121 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %535 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<bf16>) -> tensor<8x12x384x384xbf16>
    %536 = stablehlo.multiply %534, %535 : tensor<8x12x384x384xbf16>
    %537 = stablehlo.dot_general %536, %14, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x12x384x384xbf16>, tensor<8x384x12x64xbf16>) -> tensor<8x12x384x64xbf16>
    %538 = stablehlo.transpose %537, dims = [0, 2, 1, 3] : (tensor<8x12x384x64xbf16>) -> tensor<8x384x12x64xbf16>
    %539 = stablehlo.dot_general %536, %16, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x12x384x384xbf16>, tensor<8x384x12x64xbf16>) -> tensor<8x12x384x64xbf16>
    %540 = stablehlo.transpose %539, dims = [0, 2, 1, 3] : (tensor<8x12x384x64xbf16>) -> tensor<8x384x12x64xbf16>
    %541 = stablehlo.broadcast_in_dim %519, dims = [0, 1, 3, 4] : (tensor<8x384x12x64xbf16>) -> tensor<8x384x1x12x64xbf16>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %542 = stablehlo.pad %541, %cst_122, low = [0, 0, 2, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x384x1x12x64xbf16>, tensor<bf16>) -> tensor<8x384x3x12x64xbf16>
    %543 = stablehlo.broadcast_in_dim %538, dims = [0, 1, 3, 4] : (tensor<8x384x12x64xbf16>) -> tensor<8x384x1x12x64xbf16>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %544 = stablehlo.pad %543, %cst_123, low = [0, 0, 1, 0, 0], high = [0, 0, 1, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x384x1x12x64xbf16>, tensor<bf16>) -> tensor<8x384x3x12x64xbf16>
    %545 = stablehlo.add %542, %544 : tensor<8x384x3x12x64xbf16>
    %546 = stablehlo.broadcast_in_dim %540, dims = [0, 1, 3, 4] : (tensor<8x384x12x64xbf16>) -> tensor<8x384x1x12x64xbf16>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %547 = stablehlo.pad %546, %cst_124, low = [0, 0, 0, 0, 0], high = [0, 0, 2, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x384x1x12x64xbf16>, tensor<bf16>) -> tensor<8x384x3x12x64xbf16>
    %548 = stablehlo.add %545, %547 : tensor<8x384x3x12x64xbf16>
    %549 = stablehlo.reshape %548 : (tensor<8x384x3x12x64xbf16>) -> tensor<8x384x2304xbf16>
    %550 = stablehlo.dot_general %549, %10, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x384x2304xbf16>, tensor<8x384x768xbf16>) -> tensor<2304x768xbf16>
    %551 = stablehlo.transpose %550, dims = [1, 0] : (tensor<2304x768xbf16>) -> tensor<768x2304xbf16>
    %552 = stablehlo.dot_general %549, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x384x2304xbf16>, tensor<768x2304xbf16>) -> tensor<8x384x768xbf16>
    %553 = stablehlo.add %511, %552 : tensor<8x384x768xbf16>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %554 = stablehlo.reduce(%553 init: %cst_125) applies stablehlo.add across dimensions = [0] : (tensor<8x384x768xbf16>, tensor<bf16>) -> tensor<384x768xbf16>
    %555 = stablehlo.reshape %554 : (tensor<384x768xbf16>) -> tensor<1x384x768xbf16>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %556 = stablehlo.reduce(%555 init: %cst_126) applies stablehlo.add across dimensions = [0] : (tensor<1x384x768xbf16>, tensor<bf16>) -> tensor<384x768xbf16>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %557 = stablehlo.pad %556, %cst_127, low = [0, 0], high = [128, 0], interior = [0, 0] : (tensor<384x768xbf16>, tensor<bf16>) -> tensor<512x768xbf16>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %558 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<bf16>) -> tensor<8000x768xbf16>
    %559 = "stablehlo.scatter"(%558, %5, %553) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg73: tensor<bf16>, %arg74: tensor<bf16>):
      %1205 = stablehlo.add %arg73, %arg74 : tensor<bf16>
      stablehlo.return %1205 : tensor<bf16>
    }) : (tensor<8000x768xbf16>, tensor<8x384x1xi32>, tensor<8x384x768xbf16>) -> tensor<8000x768xbf16>
    %c_129 = stablehlo.constant dense<1> : tensor<i32>
    %560 = stablehlo.add %arg69, %c_129 : tensor<i32>
    %561 = stablehlo.convert %560 : (tensor<i32>) -> tensor<f32>
    %562 = stablehlo.convert %559 : (tensor<8000x768xbf16>) -> tensor<8000x768xf32>
    %cst_130 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %563 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<8000x768xf32>
    %564 = stablehlo.multiply %563, %arg23 : tensor<8000x768xf32>
    %cst_131 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<8000x768xf32>
    %566 = stablehlo.multiply %565, %562 : tensor<8000x768xf32>
    %567 = stablehlo.add %564, %566 : tensor<8000x768xf32>
    %cst_132 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %568 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8000x768xf32>
    %569 = stablehlo.multiply %568, %arg46 : tensor<8000x768xf32>
    %cst_133 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %570 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8000x768xf32>
    %571 = stablehlo.multiply %570, %562 : tensor<8000x768xf32>
    %572 = stablehlo.multiply %571, %562 : tensor<8000x768xf32>
    %573 = stablehlo.add %569, %572 : tensor<8000x768xf32>
    %cst_134 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %574 = stablehlo.power %cst_134, %561 : tensor<f32>
    %cst_135 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %575 = stablehlo.subtract %cst_135, %574 : tensor<f32>
    %576 = stablehlo.broadcast_in_dim %575, dims = [] : (tensor<f32>) -> tensor<8000x768xf32>
    %577 = stablehlo.divide %567, %576 : tensor<8000x768xf32>
    %cst_136 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %578 = stablehlo.power %cst_136, %561 : tensor<f32>
    %cst_137 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %579 = stablehlo.subtract %cst_137, %578 : tensor<f32>
    %580 = stablehlo.broadcast_in_dim %579, dims = [] : (tensor<f32>) -> tensor<8000x768xf32>
    %581 = stablehlo.divide %573, %580 : tensor<8000x768xf32>
    %582 = stablehlo.convert %arg0 : (tensor<8000x768xbf16>) -> tensor<8000x768xf32>
    %cst_138 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %583 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<8000x768xf32>
    %584 = stablehlo.multiply %583, %577 : tensor<8000x768xf32>
    %585 = stablehlo.sqrt %581 : tensor<8000x768xf32>
    %cst_139 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<8000x768xf32>
    %587 = stablehlo.add %585, %586 : tensor<8000x768xf32>
    %588 = stablehlo.divide %584, %587 : tensor<8000x768xf32>
    %589 = stablehlo.subtract %582, %588 : tensor<8000x768xf32>
    %590 = stablehlo.convert %589 : (tensor<8000x768xf32>) -> tensor<8000x768xbf16>
    %591 = stablehlo.convert %272 : (tensor<768x16xbf16>) -> tensor<768x16xf32>
    %cst_140 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %592 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<768x16xf32>
    %593 = stablehlo.multiply %592, %arg24 : tensor<768x16xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<768x16xf32>
    %595 = stablehlo.multiply %594, %591 : tensor<768x16xf32>
    %596 = stablehlo.add %593, %595 : tensor<768x16xf32>
    %cst_142 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<768x16xf32>
    %598 = stablehlo.multiply %597, %arg47 : tensor<768x16xf32>
    %cst_143 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<768x16xf32>
    %600 = stablehlo.multiply %599, %591 : tensor<768x16xf32>
    %601 = stablehlo.multiply %600, %591 : tensor<768x16xf32>
    %602 = stablehlo.add %598, %601 : tensor<768x16xf32>
    %cst_144 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %603 = stablehlo.power %cst_144, %561 : tensor<f32>
    %cst_145 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %604 = stablehlo.subtract %cst_145, %603 : tensor<f32>
    %605 = stablehlo.broadcast_in_dim %604, dims = [] : (tensor<f32>) -> tensor<768x16xf32>
    %606 = stablehlo.divide %596, %605 : tensor<768x16xf32>
    %cst_146 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %607 = stablehlo.power %cst_146, %561 : tensor<f32>
    %cst_147 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %608 = stablehlo.subtract %cst_147, %607 : tensor<f32>
    %609 = stablehlo.broadcast_in_dim %608, dims = [] : (tensor<f32>) -> tensor<768x16xf32>
    %610 = stablehlo.divide %602, %609 : tensor<768x16xf32>
    %611 = stablehlo.convert %arg1 : (tensor<768x16xbf16>) -> tensor<768x16xf32>
    %cst_148 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %612 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<768x16xf32>
    %613 = stablehlo.multiply %612, %606 : tensor<768x16xf32>
    %614 = stablehlo.sqrt %610 : tensor<768x16xf32>
    %cst_149 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<768x16xf32>
    %616 = stablehlo.add %614, %615 : tensor<768x16xf32>
    %617 = stablehlo.divide %613, %616 : tensor<768x16xf32>
    %618 = stablehlo.subtract %611, %617 : tensor<768x16xf32>
    %619 = stablehlo.convert %618 : (tensor<768x16xf32>) -> tensor<768x16xbf16>
    %620 = stablehlo.convert %472 : (tensor<3072xbf16>) -> tensor<3072xf32>
    %cst_150 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %622 = stablehlo.multiply %621, %arg25 : tensor<3072xf32>
    %cst_151 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %623 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %624 = stablehlo.multiply %623, %620 : tensor<3072xf32>
    %625 = stablehlo.add %622, %624 : tensor<3072xf32>
    %cst_152 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %627 = stablehlo.multiply %626, %arg48 : tensor<3072xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %629 = stablehlo.multiply %628, %620 : tensor<3072xf32>
    %630 = stablehlo.multiply %629, %620 : tensor<3072xf32>
    %631 = stablehlo.add %627, %630 : tensor<3072xf32>
    %cst_154 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %632 = stablehlo.power %cst_154, %561 : tensor<f32>
    %cst_155 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %633 = stablehlo.subtract %cst_155, %632 : tensor<f32>
    %634 = stablehlo.broadcast_in_dim %633, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %635 = stablehlo.divide %625, %634 : tensor<3072xf32>
    %cst_156 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %636 = stablehlo.power %cst_156, %561 : tensor<f32>
    %cst_157 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %637 = stablehlo.subtract %cst_157, %636 : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %637, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %639 = stablehlo.divide %631, %638 : tensor<3072xf32>
    %640 = stablehlo.convert %arg2 : (tensor<3072xbf16>) -> tensor<3072xf32>
    %cst_158 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %641 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %642 = stablehlo.multiply %641, %635 : tensor<3072xf32>
    %643 = stablehlo.sqrt %639 : tensor<3072xf32>
    %cst_159 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %644 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %645 = stablehlo.add %643, %644 : tensor<3072xf32>
    %646 = stablehlo.divide %642, %645 : tensor<3072xf32>
    %647 = stablehlo.subtract %640, %646 : tensor<3072xf32>
    %648 = stablehlo.convert %647 : (tensor<3072xf32>) -> tensor<3072xbf16>
    %649 = stablehlo.convert %452 : (tensor<768xbf16>) -> tensor<768xf32>
    %cst_160 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %650 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %651 = stablehlo.multiply %650, %arg26 : tensor<768xf32>
    %cst_161 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %653 = stablehlo.multiply %652, %649 : tensor<768xf32>
    %654 = stablehlo.add %651, %653 : tensor<768xf32>
    %cst_162 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %655 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %656 = stablehlo.multiply %655, %arg49 : tensor<768xf32>
    %cst_163 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %657 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %658 = stablehlo.multiply %657, %649 : tensor<768xf32>
    %659 = stablehlo.multiply %658, %649 : tensor<768xf32>
    %660 = stablehlo.add %656, %659 : tensor<768xf32>
    %cst_164 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %661 = stablehlo.power %cst_164, %561 : tensor<f32>
    %cst_165 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %662 = stablehlo.subtract %cst_165, %661 : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %662, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %664 = stablehlo.divide %654, %663 : tensor<768xf32>
    %cst_166 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %665 = stablehlo.power %cst_166, %561 : tensor<f32>
    %cst_167 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %666 = stablehlo.subtract %cst_167, %665 : tensor<f32>
    %667 = stablehlo.broadcast_in_dim %666, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %668 = stablehlo.divide %660, %667 : tensor<768xf32>
    %669 = stablehlo.convert %arg3 : (tensor<768xbf16>) -> tensor<768xf32>
    %cst_168 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %670 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %671 = stablehlo.multiply %670, %664 : tensor<768xf32>
    %672 = stablehlo.sqrt %668 : tensor<768xf32>
    %cst_169 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %674 = stablehlo.add %672, %673 : tensor<768xf32>
    %675 = stablehlo.divide %671, %674 : tensor<768xf32>
    %676 = stablehlo.subtract %669, %675 : tensor<768xf32>
    %677 = stablehlo.convert %676 : (tensor<768xf32>) -> tensor<768xbf16>
    %cst_170 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %679 = stablehlo.multiply %678, %arg27 : tensor<768xf32>
    %cst_171 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %680 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %681 = stablehlo.multiply %680, %480 : tensor<768xf32>
    %682 = stablehlo.add %679, %681 : tensor<768xf32>
    %cst_172 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %684 = stablehlo.multiply %683, %arg50 : tensor<768xf32>
    %cst_173 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %686 = stablehlo.multiply %685, %480 : tensor<768xf32>
    %687 = stablehlo.multiply %686, %480 : tensor<768xf32>
    %688 = stablehlo.add %684, %687 : tensor<768xf32>
    %cst_174 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %689 = stablehlo.power %cst_174, %561 : tensor<f32>
    %cst_175 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %690 = stablehlo.subtract %cst_175, %689 : tensor<f32>
    %691 = stablehlo.broadcast_in_dim %690, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %692 = stablehlo.divide %682, %691 : tensor<768xf32>
    %cst_176 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %693 = stablehlo.power %cst_176, %561 : tensor<f32>
    %cst_177 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %694 = stablehlo.subtract %cst_177, %693 : tensor<f32>
    %695 = stablehlo.broadcast_in_dim %694, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %696 = stablehlo.divide %688, %695 : tensor<768xf32>
    %cst_178 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %697 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %698 = stablehlo.multiply %697, %692 : tensor<768xf32>
    %699 = stablehlo.sqrt %696 : tensor<768xf32>
    %cst_179 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %700 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %701 = stablehlo.add %699, %700 : tensor<768xf32>
    %702 = stablehlo.divide %698, %701 : tensor<768xf32>
    %703 = stablehlo.subtract %arg4, %702 : tensor<768xf32>
    %cst_180 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %704 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %705 = stablehlo.multiply %704, %arg28 : tensor<768xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %707 = stablehlo.multiply %706, %486 : tensor<768xf32>
    %708 = stablehlo.add %705, %707 : tensor<768xf32>
    %cst_182 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %709 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %710 = stablehlo.multiply %709, %arg51 : tensor<768xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %711 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %712 = stablehlo.multiply %711, %486 : tensor<768xf32>
    %713 = stablehlo.multiply %712, %486 : tensor<768xf32>
    %714 = stablehlo.add %710, %713 : tensor<768xf32>
    %cst_184 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %715 = stablehlo.power %cst_184, %561 : tensor<f32>
    %cst_185 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %716 = stablehlo.subtract %cst_185, %715 : tensor<f32>
    %717 = stablehlo.broadcast_in_dim %716, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %718 = stablehlo.divide %708, %717 : tensor<768xf32>
    %cst_186 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %719 = stablehlo.power %cst_186, %561 : tensor<f32>
    %cst_187 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %720 = stablehlo.subtract %cst_187, %719 : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %720, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %722 = stablehlo.divide %714, %721 : tensor<768xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %723 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %724 = stablehlo.multiply %723, %718 : tensor<768xf32>
    %725 = stablehlo.sqrt %722 : tensor<768xf32>
    %cst_189 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %726 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %727 = stablehlo.add %725, %726 : tensor<768xf32>
    %728 = stablehlo.divide %724, %727 : tensor<768xf32>
    %729 = stablehlo.subtract %arg5, %728 : tensor<768xf32>
    %cst_190 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %730 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %731 = stablehlo.multiply %730, %arg29 : tensor<768xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %732 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %733 = stablehlo.multiply %732, %418 : tensor<768xf32>
    %734 = stablehlo.add %731, %733 : tensor<768xf32>
    %cst_192 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %735 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %736 = stablehlo.multiply %735, %arg52 : tensor<768xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %737 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %738 = stablehlo.multiply %737, %418 : tensor<768xf32>
    %739 = stablehlo.multiply %738, %418 : tensor<768xf32>
    %740 = stablehlo.add %736, %739 : tensor<768xf32>
    %cst_194 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %741 = stablehlo.power %cst_194, %561 : tensor<f32>
    %cst_195 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %742 = stablehlo.subtract %cst_195, %741 : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %742, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %744 = stablehlo.divide %734, %743 : tensor<768xf32>
    %cst_196 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %745 = stablehlo.power %cst_196, %561 : tensor<f32>
    %cst_197 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %746 = stablehlo.subtract %cst_197, %745 : tensor<f32>
    %747 = stablehlo.broadcast_in_dim %746, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %748 = stablehlo.divide %740, %747 : tensor<768xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %749 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %750 = stablehlo.multiply %749, %744 : tensor<768xf32>
    %751 = stablehlo.sqrt %748 : tensor<768xf32>
    %cst_199 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %753 = stablehlo.add %751, %752 : tensor<768xf32>
    %754 = stablehlo.divide %750, %753 : tensor<768xf32>
    %755 = stablehlo.subtract %arg6, %754 : tensor<768xf32>
    %cst_200 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %757 = stablehlo.multiply %756, %arg30 : tensor<768xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %758 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %759 = stablehlo.multiply %758, %424 : tensor<768xf32>
    %760 = stablehlo.add %757, %759 : tensor<768xf32>
    %cst_202 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %761 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %762 = stablehlo.multiply %761, %arg53 : tensor<768xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %764 = stablehlo.multiply %763, %424 : tensor<768xf32>
    %765 = stablehlo.multiply %764, %424 : tensor<768xf32>
    %766 = stablehlo.add %762, %765 : tensor<768xf32>
    %cst_204 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %767 = stablehlo.power %cst_204, %561 : tensor<f32>
    %cst_205 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %768 = stablehlo.subtract %cst_205, %767 : tensor<f32>
    %769 = stablehlo.broadcast_in_dim %768, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %770 = stablehlo.divide %760, %769 : tensor<768xf32>
    %cst_206 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %771 = stablehlo.power %cst_206, %561 : tensor<f32>
    %cst_207 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %772 = stablehlo.subtract %cst_207, %771 : tensor<f32>
    %773 = stablehlo.broadcast_in_dim %772, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %774 = stablehlo.divide %766, %773 : tensor<768xf32>
    %cst_208 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %776 = stablehlo.multiply %775, %770 : tensor<768xf32>
    %777 = stablehlo.sqrt %774 : tensor<768xf32>
    %cst_209 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %779 = stablehlo.add %777, %778 : tensor<768xf32>
    %780 = stablehlo.divide %776, %779 : tensor<768xf32>
    %781 = stablehlo.subtract %arg7, %780 : tensor<768xf32>
    %782 = stablehlo.convert %474 : (tensor<768x3072xbf16>) -> tensor<768x3072xf32>
    %cst_210 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %783 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %784 = stablehlo.multiply %783, %arg31 : tensor<768x3072xf32>
    %cst_211 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %786 = stablehlo.multiply %785, %782 : tensor<768x3072xf32>
    %787 = stablehlo.add %784, %786 : tensor<768x3072xf32>
    %cst_212 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %789 = stablehlo.multiply %788, %arg54 : tensor<768x3072xf32>
    %cst_213 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %791 = stablehlo.multiply %790, %782 : tensor<768x3072xf32>
    %792 = stablehlo.multiply %791, %782 : tensor<768x3072xf32>
    %793 = stablehlo.add %789, %792 : tensor<768x3072xf32>
    %cst_214 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %794 = stablehlo.power %cst_214, %561 : tensor<f32>
    %cst_215 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %795 = stablehlo.subtract %cst_215, %794 : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %795, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %797 = stablehlo.divide %787, %796 : tensor<768x3072xf32>
    %cst_216 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %798 = stablehlo.power %cst_216, %561 : tensor<f32>
    %cst_217 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %799 = stablehlo.subtract %cst_217, %798 : tensor<f32>
    %800 = stablehlo.broadcast_in_dim %799, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %801 = stablehlo.divide %793, %800 : tensor<768x3072xf32>
    %802 = stablehlo.convert %arg8 : (tensor<768x3072xbf16>) -> tensor<768x3072xf32>
    %cst_218 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %803 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %804 = stablehlo.multiply %803, %797 : tensor<768x3072xf32>
    %805 = stablehlo.sqrt %801 : tensor<768x3072xf32>
    %cst_219 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %806 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %807 = stablehlo.add %805, %806 : tensor<768x3072xf32>
    %808 = stablehlo.divide %804, %807 : tensor<768x3072xf32>
    %809 = stablehlo.subtract %802, %808 : tensor<768x3072xf32>
    %810 = stablehlo.convert %809 : (tensor<768x3072xf32>) -> tensor<768x3072xbf16>
    %811 = stablehlo.convert %454 : (tensor<3072x768xbf16>) -> tensor<3072x768xf32>
    %cst_220 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %812 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %813 = stablehlo.multiply %812, %arg32 : tensor<3072x768xf32>
    %cst_221 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %815 = stablehlo.multiply %814, %811 : tensor<3072x768xf32>
    %816 = stablehlo.add %813, %815 : tensor<3072x768xf32>
    %cst_222 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %817 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %818 = stablehlo.multiply %817, %arg55 : tensor<3072x768xf32>
    %cst_223 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %819 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %820 = stablehlo.multiply %819, %811 : tensor<3072x768xf32>
    %821 = stablehlo.multiply %820, %811 : tensor<3072x768xf32>
    %822 = stablehlo.add %818, %821 : tensor<3072x768xf32>
    %cst_224 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %823 = stablehlo.power %cst_224, %561 : tensor<f32>
    %cst_225 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %824 = stablehlo.subtract %cst_225, %823 : tensor<f32>
    %825 = stablehlo.broadcast_in_dim %824, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %826 = stablehlo.divide %816, %825 : tensor<3072x768xf32>
    %cst_226 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %827 = stablehlo.power %cst_226, %561 : tensor<f32>
    %cst_227 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %828 = stablehlo.subtract %cst_227, %827 : tensor<f32>
    %829 = stablehlo.broadcast_in_dim %828, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %830 = stablehlo.divide %822, %829 : tensor<3072x768xf32>
    %831 = stablehlo.convert %arg9 : (tensor<3072x768xbf16>) -> tensor<3072x768xf32>
    %cst_228 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %832 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %833 = stablehlo.multiply %832, %826 : tensor<3072x768xf32>
    %834 = stablehlo.sqrt %830 : tensor<3072x768xf32>
    %cst_229 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %835 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %836 = stablehlo.add %834, %835 : tensor<3072x768xf32>
    %837 = stablehlo.divide %833, %836 : tensor<3072x768xf32>
    %838 = stablehlo.subtract %831, %837 : tensor<3072x768xf32>
    %839 = stablehlo.convert %838 : (tensor<3072x768xf32>) -> tensor<3072x768xbf16>
    %840 = stablehlo.convert %513 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %cst_230 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %841 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<768x768xf32>
    %842 = stablehlo.multiply %841, %arg33 : tensor<768x768xf32>
    %cst_231 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %843 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<768x768xf32>
    %844 = stablehlo.multiply %843, %840 : tensor<768x768xf32>
    %845 = stablehlo.add %842, %844 : tensor<768x768xf32>
    %cst_232 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %846 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<768x768xf32>
    %847 = stablehlo.multiply %846, %arg56 : tensor<768x768xf32>
    %cst_233 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<768x768xf32>
    %849 = stablehlo.multiply %848, %840 : tensor<768x768xf32>
    %850 = stablehlo.multiply %849, %840 : tensor<768x768xf32>
    %851 = stablehlo.add %847, %850 : tensor<768x768xf32>
    %cst_234 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %852 = stablehlo.power %cst_234, %561 : tensor<f32>
    %cst_235 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %853 = stablehlo.subtract %cst_235, %852 : tensor<f32>
    %854 = stablehlo.broadcast_in_dim %853, dims = [] : (tensor<f32>) -> tensor<768x768xf32>
    %855 = stablehlo.divide %845, %854 : tensor<768x768xf32>
    %cst_236 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %856 = stablehlo.power %cst_236, %561 : tensor<f32>
    %cst_237 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %857 = stablehlo.subtract %cst_237, %856 : tensor<f32>
    %858 = stablehlo.broadcast_in_dim %857, dims = [] : (tensor<f32>) -> tensor<768x768xf32>
    %859 = stablehlo.divide %851, %858 : tensor<768x768xf32>
    %860 = stablehlo.convert %arg10 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %cst_238 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %861 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<768x768xf32>
    %862 = stablehlo.multiply %861, %855 : tensor<768x768xf32>
    %863 = stablehlo.sqrt %859 : tensor<768x768xf32>
    %cst_239 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %864 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<768x768xf32>
    %865 = stablehlo.add %863, %864 : tensor<768x768xf32>
    %866 = stablehlo.divide %862, %865 : tensor<768x768xf32>
    %867 = stablehlo.subtract %860, %866 : tensor<768x768xf32>
    %868 = stablehlo.convert %867 : (tensor<768x768xf32>) -> tensor<768x768xbf16>
    %869 = stablehlo.convert %551 : (tensor<768x2304xbf16>) -> tensor<768x2304xf32>
    %cst_240 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %870 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<768x2304xf32>
    %871 = stablehlo.multiply %870, %arg34 : tensor<768x2304xf32>
    %cst_241 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %872 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<768x2304xf32>
    %873 = stablehlo.multiply %872, %869 : tensor<768x2304xf32>
    %874 = stablehlo.add %871, %873 : tensor<768x2304xf32>
    %cst_242 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %875 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<768x2304xf32>
    %876 = stablehlo.multiply %875, %arg57 : tensor<768x2304xf32>
    %cst_243 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %877 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<768x2304xf32>
    %878 = stablehlo.multiply %877, %869 : tensor<768x2304xf32>
    %879 = stablehlo.multiply %878, %869 : tensor<768x2304xf32>
    %880 = stablehlo.add %876, %879 : tensor<768x2304xf32>
    %cst_244 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %881 = stablehlo.power %cst_244, %561 : tensor<f32>
    %cst_245 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %882 = stablehlo.subtract %cst_245, %881 : tensor<f32>
    %883 = stablehlo.broadcast_in_dim %882, dims = [] : (tensor<f32>) -> tensor<768x2304xf32>
    %884 = stablehlo.divide %874, %883 : tensor<768x2304xf32>
    %cst_246 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %885 = stablehlo.power %cst_246, %561 : tensor<f32>
    %cst_247 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %886 = stablehlo.subtract %cst_247, %885 : tensor<f32>
    %887 = stablehlo.broadcast_in_dim %886, dims = [] : (tensor<f32>) -> tensor<768x2304xf32>
    %888 = stablehlo.divide %880, %887 : tensor<768x2304xf32>
    %889 = stablehlo.convert %arg11 : (tensor<768x2304xbf16>) -> tensor<768x2304xf32>
    %cst_248 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %890 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<768x2304xf32>
    %891 = stablehlo.multiply %890, %884 : tensor<768x2304xf32>
    %892 = stablehlo.sqrt %888 : tensor<768x2304xf32>
    %cst_249 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %893 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<768x2304xf32>
    %894 = stablehlo.add %892, %893 : tensor<768x2304xf32>
    %895 = stablehlo.divide %891, %894 : tensor<768x2304xf32>
    %896 = stablehlo.subtract %889, %895 : tensor<768x2304xf32>
    %897 = stablehlo.convert %896 : (tensor<768x2304xf32>) -> tensor<768x2304xbf16>
    %898 = stablehlo.convert %333 : (tensor<3072xbf16>) -> tensor<3072xf32>
    %cst_250 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %899 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %900 = stablehlo.multiply %899, %arg35 : tensor<3072xf32>
    %cst_251 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %901 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %902 = stablehlo.multiply %901, %898 : tensor<3072xf32>
    %903 = stablehlo.add %900, %902 : tensor<3072xf32>
    %cst_252 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %905 = stablehlo.multiply %904, %arg58 : tensor<3072xf32>
    %cst_253 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %906 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %907 = stablehlo.multiply %906, %898 : tensor<3072xf32>
    %908 = stablehlo.multiply %907, %898 : tensor<3072xf32>
    %909 = stablehlo.add %905, %908 : tensor<3072xf32>
    %cst_254 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %910 = stablehlo.power %cst_254, %561 : tensor<f32>
    %cst_255 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %911 = stablehlo.subtract %cst_255, %910 : tensor<f32>
    %912 = stablehlo.broadcast_in_dim %911, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %913 = stablehlo.divide %903, %912 : tensor<3072xf32>
    %cst_256 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %914 = stablehlo.power %cst_256, %561 : tensor<f32>
    %cst_257 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %915 = stablehlo.subtract %cst_257, %914 : tensor<f32>
    %916 = stablehlo.broadcast_in_dim %915, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %917 = stablehlo.divide %909, %916 : tensor<3072xf32>
    %918 = stablehlo.convert %arg12 : (tensor<3072xbf16>) -> tensor<3072xf32>
    %cst_258 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %920 = stablehlo.multiply %919, %913 : tensor<3072xf32>
    %921 = stablehlo.sqrt %917 : tensor<3072xf32>
    %cst_259 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %922 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<3072xf32>
    %923 = stablehlo.add %921, %922 : tensor<3072xf32>
    %924 = stablehlo.divide %920, %923 : tensor<3072xf32>
    %925 = stablehlo.subtract %918, %924 : tensor<3072xf32>
    %926 = stablehlo.convert %925 : (tensor<3072xf32>) -> tensor<3072xbf16>
    %927 = stablehlo.convert %313 : (tensor<768xbf16>) -> tensor<768xf32>
    %cst_260 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %928 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %929 = stablehlo.multiply %928, %arg36 : tensor<768xf32>
    %cst_261 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %930 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %931 = stablehlo.multiply %930, %927 : tensor<768xf32>
    %932 = stablehlo.add %929, %931 : tensor<768xf32>
    %cst_262 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %934 = stablehlo.multiply %933, %arg59 : tensor<768xf32>
    %cst_263 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %935 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %936 = stablehlo.multiply %935, %927 : tensor<768xf32>
    %937 = stablehlo.multiply %936, %927 : tensor<768xf32>
    %938 = stablehlo.add %934, %937 : tensor<768xf32>
    %cst_264 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %939 = stablehlo.power %cst_264, %561 : tensor<f32>
    %cst_265 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %940 = stablehlo.subtract %cst_265, %939 : tensor<f32>
    %941 = stablehlo.broadcast_in_dim %940, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %942 = stablehlo.divide %932, %941 : tensor<768xf32>
    %cst_266 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %943 = stablehlo.power %cst_266, %561 : tensor<f32>
    %cst_267 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %944 = stablehlo.subtract %cst_267, %943 : tensor<f32>
    %945 = stablehlo.broadcast_in_dim %944, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %946 = stablehlo.divide %938, %945 : tensor<768xf32>
    %947 = stablehlo.convert %arg13 : (tensor<768xbf16>) -> tensor<768xf32>
    %cst_268 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %948 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %949 = stablehlo.multiply %948, %942 : tensor<768xf32>
    %950 = stablehlo.sqrt %946 : tensor<768xf32>
    %cst_269 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %952 = stablehlo.add %950, %951 : tensor<768xf32>
    %953 = stablehlo.divide %949, %952 : tensor<768xf32>
    %954 = stablehlo.subtract %947, %953 : tensor<768xf32>
    %955 = stablehlo.convert %954 : (tensor<768xf32>) -> tensor<768xbf16>
    %cst_270 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %956 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %957 = stablehlo.multiply %956, %arg37 : tensor<768xf32>
    %cst_271 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %958 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %959 = stablehlo.multiply %958, %341 : tensor<768xf32>
    %960 = stablehlo.add %957, %959 : tensor<768xf32>
    %cst_272 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %961 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %962 = stablehlo.multiply %961, %arg60 : tensor<768xf32>
    %cst_273 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %963 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %964 = stablehlo.multiply %963, %341 : tensor<768xf32>
    %965 = stablehlo.multiply %964, %341 : tensor<768xf32>
    %966 = stablehlo.add %962, %965 : tensor<768xf32>
    %cst_274 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %967 = stablehlo.power %cst_274, %561 : tensor<f32>
    %cst_275 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %968 = stablehlo.subtract %cst_275, %967 : tensor<f32>
    %969 = stablehlo.broadcast_in_dim %968, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %970 = stablehlo.divide %960, %969 : tensor<768xf32>
    %cst_276 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %971 = stablehlo.power %cst_276, %561 : tensor<f32>
    %cst_277 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %972 = stablehlo.subtract %cst_277, %971 : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %972, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %974 = stablehlo.divide %966, %973 : tensor<768xf32>
    %cst_278 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %975 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %976 = stablehlo.multiply %975, %970 : tensor<768xf32>
    %977 = stablehlo.sqrt %974 : tensor<768xf32>
    %cst_279 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %978 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %979 = stablehlo.add %977, %978 : tensor<768xf32>
    %980 = stablehlo.divide %976, %979 : tensor<768xf32>
    %981 = stablehlo.subtract %arg14, %980 : tensor<768xf32>
    %cst_280 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %982 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %983 = stablehlo.multiply %982, %arg38 : tensor<768xf32>
    %cst_281 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %984 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %985 = stablehlo.multiply %984, %347 : tensor<768xf32>
    %986 = stablehlo.add %983, %985 : tensor<768xf32>
    %cst_282 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %987 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %988 = stablehlo.multiply %987, %arg61 : tensor<768xf32>
    %cst_283 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %989 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %990 = stablehlo.multiply %989, %347 : tensor<768xf32>
    %991 = stablehlo.multiply %990, %347 : tensor<768xf32>
    %992 = stablehlo.add %988, %991 : tensor<768xf32>
    %cst_284 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %993 = stablehlo.power %cst_284, %561 : tensor<f32>
    %cst_285 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %994 = stablehlo.subtract %cst_285, %993 : tensor<f32>
    %995 = stablehlo.broadcast_in_dim %994, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %996 = stablehlo.divide %986, %995 : tensor<768xf32>
    %cst_286 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %997 = stablehlo.power %cst_286, %561 : tensor<f32>
    %cst_287 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %998 = stablehlo.subtract %cst_287, %997 : tensor<f32>
    %999 = stablehlo.broadcast_in_dim %998, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1000 = stablehlo.divide %992, %999 : tensor<768xf32>
    %cst_288 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1001 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1002 = stablehlo.multiply %1001, %996 : tensor<768xf32>
    %1003 = stablehlo.sqrt %1000 : tensor<768xf32>
    %cst_289 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1004 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1005 = stablehlo.add %1003, %1004 : tensor<768xf32>
    %1006 = stablehlo.divide %1002, %1005 : tensor<768xf32>
    %1007 = stablehlo.subtract %arg15, %1006 : tensor<768xf32>
    %cst_290 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1008 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1009 = stablehlo.multiply %1008, %arg39 : tensor<768xf32>
    %cst_291 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1010 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1011 = stablehlo.multiply %1010, %279 : tensor<768xf32>
    %1012 = stablehlo.add %1009, %1011 : tensor<768xf32>
    %cst_292 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1013 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1014 = stablehlo.multiply %1013, %arg62 : tensor<768xf32>
    %cst_293 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1016 = stablehlo.multiply %1015, %279 : tensor<768xf32>
    %1017 = stablehlo.multiply %1016, %279 : tensor<768xf32>
    %1018 = stablehlo.add %1014, %1017 : tensor<768xf32>
    %cst_294 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1019 = stablehlo.power %cst_294, %561 : tensor<f32>
    %cst_295 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1020 = stablehlo.subtract %cst_295, %1019 : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %1020, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1022 = stablehlo.divide %1012, %1021 : tensor<768xf32>
    %cst_296 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1023 = stablehlo.power %cst_296, %561 : tensor<f32>
    %cst_297 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1024 = stablehlo.subtract %cst_297, %1023 : tensor<f32>
    %1025 = stablehlo.broadcast_in_dim %1024, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1026 = stablehlo.divide %1018, %1025 : tensor<768xf32>
    %cst_298 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1027 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1028 = stablehlo.multiply %1027, %1022 : tensor<768xf32>
    %1029 = stablehlo.sqrt %1026 : tensor<768xf32>
    %cst_299 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1030 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1031 = stablehlo.add %1029, %1030 : tensor<768xf32>
    %1032 = stablehlo.divide %1028, %1031 : tensor<768xf32>
    %1033 = stablehlo.subtract %arg16, %1032 : tensor<768xf32>
    %cst_300 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1034 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1035 = stablehlo.multiply %1034, %arg40 : tensor<768xf32>
    %cst_301 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1037 = stablehlo.multiply %1036, %285 : tensor<768xf32>
    %1038 = stablehlo.add %1035, %1037 : tensor<768xf32>
    %cst_302 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1039 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1040 = stablehlo.multiply %1039, %arg63 : tensor<768xf32>
    %cst_303 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1041 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1042 = stablehlo.multiply %1041, %285 : tensor<768xf32>
    %1043 = stablehlo.multiply %1042, %285 : tensor<768xf32>
    %1044 = stablehlo.add %1040, %1043 : tensor<768xf32>
    %cst_304 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1045 = stablehlo.power %cst_304, %561 : tensor<f32>
    %cst_305 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1046 = stablehlo.subtract %cst_305, %1045 : tensor<f32>
    %1047 = stablehlo.broadcast_in_dim %1046, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1048 = stablehlo.divide %1038, %1047 : tensor<768xf32>
    %cst_306 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1049 = stablehlo.power %cst_306, %561 : tensor<f32>
    %cst_307 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1050 = stablehlo.subtract %cst_307, %1049 : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %1050, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1052 = stablehlo.divide %1044, %1051 : tensor<768xf32>
    %cst_308 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1053 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1054 = stablehlo.multiply %1053, %1048 : tensor<768xf32>
    %1055 = stablehlo.sqrt %1052 : tensor<768xf32>
    %cst_309 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1056 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1057 = stablehlo.add %1055, %1056 : tensor<768xf32>
    %1058 = stablehlo.divide %1054, %1057 : tensor<768xf32>
    %1059 = stablehlo.subtract %arg17, %1058 : tensor<768xf32>
    %1060 = stablehlo.convert %335 : (tensor<768x3072xbf16>) -> tensor<768x3072xf32>
    %cst_310 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1061 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %1062 = stablehlo.multiply %1061, %arg41 : tensor<768x3072xf32>
    %cst_311 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1063 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %1064 = stablehlo.multiply %1063, %1060 : tensor<768x3072xf32>
    %1065 = stablehlo.add %1062, %1064 : tensor<768x3072xf32>
    %cst_312 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1066 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %1067 = stablehlo.multiply %1066, %arg64 : tensor<768x3072xf32>
    %cst_313 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1068 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %1069 = stablehlo.multiply %1068, %1060 : tensor<768x3072xf32>
    %1070 = stablehlo.multiply %1069, %1060 : tensor<768x3072xf32>
    %1071 = stablehlo.add %1067, %1070 : tensor<768x3072xf32>
    %cst_314 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1072 = stablehlo.power %cst_314, %561 : tensor<f32>
    %cst_315 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1073 = stablehlo.subtract %cst_315, %1072 : tensor<f32>
    %1074 = stablehlo.broadcast_in_dim %1073, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %1075 = stablehlo.divide %1065, %1074 : tensor<768x3072xf32>
    %cst_316 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1076 = stablehlo.power %cst_316, %561 : tensor<f32>
    %cst_317 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1077 = stablehlo.subtract %cst_317, %1076 : tensor<f32>
    %1078 = stablehlo.broadcast_in_dim %1077, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %1079 = stablehlo.divide %1071, %1078 : tensor<768x3072xf32>
    %1080 = stablehlo.convert %arg18 : (tensor<768x3072xbf16>) -> tensor<768x3072xf32>
    %cst_318 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %1082 = stablehlo.multiply %1081, %1075 : tensor<768x3072xf32>
    %1083 = stablehlo.sqrt %1079 : tensor<768x3072xf32>
    %cst_319 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1084 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<768x3072xf32>
    %1085 = stablehlo.add %1083, %1084 : tensor<768x3072xf32>
    %1086 = stablehlo.divide %1082, %1085 : tensor<768x3072xf32>
    %1087 = stablehlo.subtract %1080, %1086 : tensor<768x3072xf32>
    %1088 = stablehlo.convert %1087 : (tensor<768x3072xf32>) -> tensor<768x3072xbf16>
    %1089 = stablehlo.convert %315 : (tensor<3072x768xbf16>) -> tensor<3072x768xf32>
    %cst_320 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1090 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %1091 = stablehlo.multiply %1090, %arg42 : tensor<3072x768xf32>
    %cst_321 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1092 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %1093 = stablehlo.multiply %1092, %1089 : tensor<3072x768xf32>
    %1094 = stablehlo.add %1091, %1093 : tensor<3072x768xf32>
    %cst_322 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1095 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %1096 = stablehlo.multiply %1095, %arg65 : tensor<3072x768xf32>
    %cst_323 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1097 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %1098 = stablehlo.multiply %1097, %1089 : tensor<3072x768xf32>
    %1099 = stablehlo.multiply %1098, %1089 : tensor<3072x768xf32>
    %1100 = stablehlo.add %1096, %1099 : tensor<3072x768xf32>
    %cst_324 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1101 = stablehlo.power %cst_324, %561 : tensor<f32>
    %cst_325 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1102 = stablehlo.subtract %cst_325, %1101 : tensor<f32>
    %1103 = stablehlo.broadcast_in_dim %1102, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %1104 = stablehlo.divide %1094, %1103 : tensor<3072x768xf32>
    %cst_326 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1105 = stablehlo.power %cst_326, %561 : tensor<f32>
    %cst_327 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1106 = stablehlo.subtract %cst_327, %1105 : tensor<f32>
    %1107 = stablehlo.broadcast_in_dim %1106, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %1108 = stablehlo.divide %1100, %1107 : tensor<3072x768xf32>
    %1109 = stablehlo.convert %arg19 : (tensor<3072x768xbf16>) -> tensor<3072x768xf32>
    %cst_328 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1110 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %1111 = stablehlo.multiply %1110, %1104 : tensor<3072x768xf32>
    %1112 = stablehlo.sqrt %1108 : tensor<3072x768xf32>
    %cst_329 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<3072x768xf32>
    %1114 = stablehlo.add %1112, %1113 : tensor<3072x768xf32>
    %1115 = stablehlo.divide %1111, %1114 : tensor<3072x768xf32>
    %1116 = stablehlo.subtract %1109, %1115 : tensor<3072x768xf32>
    %1117 = stablehlo.convert %1116 : (tensor<3072x768xf32>) -> tensor<3072x768xbf16>
    %1118 = stablehlo.convert %374 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %cst_330 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1119 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<768x768xf32>
    %1120 = stablehlo.multiply %1119, %arg43 : tensor<768x768xf32>
    %cst_331 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1121 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<768x768xf32>
    %1122 = stablehlo.multiply %1121, %1118 : tensor<768x768xf32>
    %1123 = stablehlo.add %1120, %1122 : tensor<768x768xf32>
    %cst_332 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1124 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<768x768xf32>
    %1125 = stablehlo.multiply %1124, %arg66 : tensor<768x768xf32>
    %cst_333 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1126 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<768x768xf32>
    %1127 = stablehlo.multiply %1126, %1118 : tensor<768x768xf32>
    %1128 = stablehlo.multiply %1127, %1118 : tensor<768x768xf32>
    %1129 = stablehlo.add %1125, %1128 : tensor<768x768xf32>
    %cst_334 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1130 = stablehlo.power %cst_334, %561 : tensor<f32>
    %cst_335 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1131 = stablehlo.subtract %cst_335, %1130 : tensor<f32>
    %1132 = stablehlo.broadcast_in_dim %1131, dims = [] : (tensor<f32>) -> tensor<768x768xf32>
    %1133 = stablehlo.divide %1123, %1132 : tensor<768x768xf32>
    %cst_336 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1134 = stablehlo.power %cst_336, %561 : tensor<f32>
    %cst_337 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1135 = stablehlo.subtract %cst_337, %1134 : tensor<f32>
    %1136 = stablehlo.broadcast_in_dim %1135, dims = [] : (tensor<f32>) -> tensor<768x768xf32>
    %1137 = stablehlo.divide %1129, %1136 : tensor<768x768xf32>
    %1138 = stablehlo.convert %arg20 : (tensor<768x768xbf16>) -> tensor<768x768xf32>
    %cst_338 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1139 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<768x768xf32>
    %1140 = stablehlo.multiply %1139, %1133 : tensor<768x768xf32>
    %1141 = stablehlo.sqrt %1137 : tensor<768x768xf32>
    %cst_339 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1142 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<768x768xf32>
    %1143 = stablehlo.add %1141, %1142 : tensor<768x768xf32>
    %1144 = stablehlo.divide %1140, %1143 : tensor<768x768xf32>
    %1145 = stablehlo.subtract %1138, %1144 : tensor<768x768xf32>
    %1146 = stablehlo.convert %1145 : (tensor<768x768xf32>) -> tensor<768x768xbf16>
    %1147 = stablehlo.convert %412 : (tensor<768x2304xbf16>) -> tensor<768x2304xf32>
    %cst_340 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1148 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<768x2304xf32>
    %1149 = stablehlo.multiply %1148, %arg44 : tensor<768x2304xf32>
    %cst_341 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1150 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<768x2304xf32>
    %1151 = stablehlo.multiply %1150, %1147 : tensor<768x2304xf32>
    %1152 = stablehlo.add %1149, %1151 : tensor<768x2304xf32>
    %cst_342 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1153 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<768x2304xf32>
    %1154 = stablehlo.multiply %1153, %arg67 : tensor<768x2304xf32>
    %cst_343 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1155 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<768x2304xf32>
    %1156 = stablehlo.multiply %1155, %1147 : tensor<768x2304xf32>
    %1157 = stablehlo.multiply %1156, %1147 : tensor<768x2304xf32>
    %1158 = stablehlo.add %1154, %1157 : tensor<768x2304xf32>
    %cst_344 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1159 = stablehlo.power %cst_344, %561 : tensor<f32>
    %cst_345 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1160 = stablehlo.subtract %cst_345, %1159 : tensor<f32>
    %1161 = stablehlo.broadcast_in_dim %1160, dims = [] : (tensor<f32>) -> tensor<768x2304xf32>
    %1162 = stablehlo.divide %1152, %1161 : tensor<768x2304xf32>
    %cst_346 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1163 = stablehlo.power %cst_346, %561 : tensor<f32>
    %cst_347 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1164 = stablehlo.subtract %cst_347, %1163 : tensor<f32>
    %1165 = stablehlo.broadcast_in_dim %1164, dims = [] : (tensor<f32>) -> tensor<768x2304xf32>
    %1166 = stablehlo.divide %1158, %1165 : tensor<768x2304xf32>
    %1167 = stablehlo.convert %arg21 : (tensor<768x2304xbf16>) -> tensor<768x2304xf32>
    %cst_348 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1168 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<768x2304xf32>
    %1169 = stablehlo.multiply %1168, %1162 : tensor<768x2304xf32>
    %1170 = stablehlo.sqrt %1166 : tensor<768x2304xf32>
    %cst_349 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1171 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<768x2304xf32>
    %1172 = stablehlo.add %1170, %1171 : tensor<768x2304xf32>
    %1173 = stablehlo.divide %1169, %1172 : tensor<768x2304xf32>
    %1174 = stablehlo.subtract %1167, %1173 : tensor<768x2304xf32>
    %1175 = stablehlo.convert %1174 : (tensor<768x2304xf32>) -> tensor<768x2304xbf16>
    %1176 = stablehlo.convert %557 : (tensor<512x768xbf16>) -> tensor<512x768xf32>
    %cst_350 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1177 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<512x768xf32>
    %1178 = stablehlo.multiply %1177, %arg45 : tensor<512x768xf32>
    %cst_351 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1179 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<512x768xf32>
    %1180 = stablehlo.multiply %1179, %1176 : tensor<512x768xf32>
    %1181 = stablehlo.add %1178, %1180 : tensor<512x768xf32>
    %cst_352 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1182 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<512x768xf32>
    %1183 = stablehlo.multiply %1182, %arg68 : tensor<512x768xf32>
    %cst_353 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1184 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<512x768xf32>
    %1185 = stablehlo.multiply %1184, %1176 : tensor<512x768xf32>
    %1186 = stablehlo.multiply %1185, %1176 : tensor<512x768xf32>
    %1187 = stablehlo.add %1183, %1186 : tensor<512x768xf32>
    %cst_354 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1188 = stablehlo.power %cst_354, %561 : tensor<f32>
    %cst_355 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1189 = stablehlo.subtract %cst_355, %1188 : tensor<f32>
    %1190 = stablehlo.broadcast_in_dim %1189, dims = [] : (tensor<f32>) -> tensor<512x768xf32>
    %1191 = stablehlo.divide %1181, %1190 : tensor<512x768xf32>
    %cst_356 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1192 = stablehlo.power %cst_356, %561 : tensor<f32>
    %cst_357 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1193 = stablehlo.subtract %cst_357, %1192 : tensor<f32>
    %1194 = stablehlo.broadcast_in_dim %1193, dims = [] : (tensor<f32>) -> tensor<512x768xf32>
    %1195 = stablehlo.divide %1187, %1194 : tensor<512x768xf32>
    %1196 = stablehlo.convert %arg22 : (tensor<512x768xbf16>) -> tensor<512x768xf32>
    %cst_358 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1197 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<512x768xf32>
    %1198 = stablehlo.multiply %1197, %1191 : tensor<512x768xf32>
    %1199 = stablehlo.sqrt %1195 : tensor<512x768xf32>
    %cst_359 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1200 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<512x768xf32>
    %1201 = stablehlo.add %1199, %1200 : tensor<512x768xf32>
    %1202 = stablehlo.divide %1198, %1201 : tensor<512x768xf32>
    %1203 = stablehlo.subtract %1196, %1202 : tensor<512x768xf32>
    %1204 = stablehlo.convert %1203 : (tensor<512x768xf32>) -> tensor<512x768xbf16>
    return %590, %619, %648, %677, %703, %729, %755, %781, %810, %839, %868, %897, %926, %955, %981, %1007, %1033, %1059, %1088, %1117, %1146, %1175, %1204, %567, %596, %625, %654, %682, %708, %734, %760, %787, %816, %845, %874, %903, %932, %960, %986, %1012, %1038, %1065, %1094, %1123, %1152, %1181, %573, %602, %631, %660, %688, %714, %740, %766, %793, %822, %851, %880, %909, %938, %966, %992, %1018, %1044, %1071, %1100, %1129, %1158, %1187, %560 : tensor<8000x768xbf16>, tensor<768x16xbf16>, tensor<3072xbf16>, tensor<768xbf16>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xbf16>, tensor<3072x768xbf16>, tensor<768x768xbf16>, tensor<768x2304xbf16>, tensor<3072xbf16>, tensor<768xbf16>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xbf16>, tensor<3072x768xbf16>, tensor<768x768xbf16>, tensor<768x2304xbf16>, tensor<512x768xbf16>, tensor<8000x768xf32>, tensor<768x16xf32>, tensor<3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072x768xf32>, tensor<768x768xf32>, tensor<768x2304xf32>, tensor<3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072x768xf32>, tensor<768x768xf32>, tensor<768x2304xf32>, tensor<512x768xf32>, tensor<8000x768xf32>, tensor<768x16xf32>, tensor<3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072x768xf32>, tensor<768x768xf32>, tensor<768x2304xf32>, tensor<3072xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768xf32>, tensor<768x3072xf32>, tensor<3072x768xf32>, tensor<768x768xf32>, tensor<768x2304xf32>, tensor<512x768xf32>, tensor<i32>
  }
  func.func private @_where(%arg0: tensor<8x1x1x384xi1>, %arg1: tensor<8x12x384x384xbf16>, %arg2: tensor<bf16>) -> (tensor<8x12x384x384xbf16>, tensor<8x12x384x384xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x1x1x384xi1>) -> tensor<8x12x384x384xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<8x12x384x384xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x12x384x384xi1>, tensor<8x12x384x384xbf16>
    return %2, %0 : tensor<8x12x384x384xbf16>, tensor<8x12x384x384xi1>
  }
  func.func private @log_softmax(%arg0: tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x16xf32>
    %6 = stablehlo.exponential %5 : tensor<8x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    return %6, %8 : tensor<8x16xf32>, tensor<8x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x1xi32>) -> tensor<8x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<8x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<8x1xi1>, tensor<8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    return %5 : tensor<8x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<8x1x1xi32>, %arg1: tensor<8x1xf32>) -> tensor<8x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x16xf32>, tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<8x16xf32>, %arg1: tensor<8x1xf32>, %arg2: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %0 = stablehlo.negate %arg2 : tensor<8x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8xf32>) -> tensor<8x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8x16xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<8x16xf32>
    return %7 : tensor<8x16xf32>
  }
  func.func private @_where_2(%arg0: tensor<8x12x384x384xi1>, %arg1: tensor<8x12x384x384xbf16>) -> tensor<8x12x384x384xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x12x384x384xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x12x384x384xi1>, tensor<8x12x384x384xbf16>
    return %1 : tensor<8x12x384x384xbf16>
  }
}
