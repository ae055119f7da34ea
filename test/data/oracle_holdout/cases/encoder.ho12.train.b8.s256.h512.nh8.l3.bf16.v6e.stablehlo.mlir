module @jit_encoder_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<8000x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<512x16xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<512x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<2048x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<512x1536xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<512x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<2048x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<512x1536xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 24 : i32}, %arg25: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<512x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<2048x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<512x1536xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<8000x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<512x16xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 37 : i32}, %arg38: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 38 : i32}, %arg39: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 39 : i32}, %arg40: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 40 : i32}, %arg41: tensor<512x2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 41 : i32}, %arg42: tensor<2048x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 42 : i32}, %arg43: tensor<512x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 43 : i32}, %arg44: tensor<512x1536xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 44 : i32}, %arg45: tensor<2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 45 : i32}, %arg46: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 46 : i32}, %arg47: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 47 : i32}, %arg48: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 48 : i32}, %arg49: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 49 : i32}, %arg50: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 50 : i32}, %arg51: tensor<512x2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 51 : i32}, %arg52: tensor<2048x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 52 : i32}, %arg53: tensor<512x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 53 : i32}, %arg54: tensor<512x1536xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 54 : i32}, %arg55: tensor<2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 55 : i32}, %arg56: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 56 : i32}, %arg57: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 57 : i32}, %arg58: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 58 : i32}, %arg59: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 59 : i32}, %arg60: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 60 : i32}, %arg61: tensor<512x2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 61 : i32}, %arg62: tensor<2048x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 62 : i32}, %arg63: tensor<512x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 63 : i32}, %arg64: tensor<512x1536xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 64 : i32}, %arg65: tensor<512x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 65 : i32}, %arg66: tensor<8000x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 66 : i32}, %arg67: tensor<512x16xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 67 : i32}, %arg68: tensor<2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 68 : i32}, %arg69: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 69 : i32}, %arg70: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 70 : i32}, %arg71: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 71 : i32}, %arg72: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 72 : i32}, %arg73: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 73 : i32}, %arg74: tensor<512x2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 74 : i32}, %arg75: tensor<2048x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 75 : i32}, %arg76: tensor<512x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 76 : i32}, %arg77: tensor<512x1536xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 77 : i32}, %arg78: tensor<2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 78 : i32}, %arg79: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 79 : i32}, %arg80: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 80 : i32}, %arg81: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 81 : i32}, %arg82: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 82 : i32}, %arg83: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 83 : i32}, %arg84: tensor<512x2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 84 : i32}, %arg85: tensor<2048x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 85 : i32}, %arg86: tensor<512x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 86 : i32}, %arg87: tensor<512x1536xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 87 : i32}, %arg88: tensor<2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 88 : i32}, %arg89: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 89 : i32}, %arg90: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 90 : i32}, %arg91: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 91 : i32}, %arg92: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 92 : i32}, %arg93: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 93 : i32}, %arg94: tensor<512x2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 94 : i32}, %arg95: tensor<2048x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 95 : i32}, %arg96: tensor<512x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 96 : i32}, %arg97: tensor<512x1536xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 97 : i32}, %arg98: tensor<512x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 98 : i32}, %arg99: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}, %arg100: tensor<8x256xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg101: tensor<8x256xi1> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg102: tensor<8xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<8000x512xbf16> {jax.result_info = "result[0]['embed']"}, tensor<512x16xbf16> {jax.result_info = "result[0]['head']"}, tensor<2048xbf16> {jax.result_info = "result[0]['layers'][0]['b1']"}, tensor<512xbf16> {jax.result_info = "result[0]['layers'][0]['b2']"}, tensor<512xf32> {jax.result_info = "result[0]['layers'][0]['ln1_b']"}, tensor<512xf32> {jax.result_info = "result[0]['layers'][0]['ln1_s']"}, tensor<512xf32> {jax.result_info = "result[0]['layers'][0]['ln2_b']"}, tensor<512xf32> {jax.result_info = "result[0]['layers'][0]['ln2_s']"}, tensor<512x2048xbf16> {jax.result_info = "result[0]['layers'][0]['w1']"}, tensor<2048x512xbf16> {jax.result_info = "result[0]['layers'][0]['w2']"}, tensor<512x512xbf16> {jax.result_info = "result[0]['layers'][0]['wo']"}, tensor<512x1536xbf16> {jax.result_info = "result[0]['layers'][0]['wqkv']"}, tensor<2048xbf16> {jax.result_info = "result[0]['layers'][1]['b1']"}, tensor<512xbf16> {jax.result_info = "result[0]['layers'][1]['b2']"}, tensor<512xf32> {jax.result_info = "result[0]['layers'][1]['ln1_b']"}, tensor<512xf32> {jax.result_info = "result[0]['layers'][1]['ln1_s']"}, tensor<512xf32> {jax.result_info = "result[0]['layers'][1]['ln2_b']"}, tensor<512xf32> {jax.result_info = "result[0]['layers'][1]['ln2_s']"}, tensor<512x2048xbf16> {jax.result_info = "result[0]['layers'][1]['w1']"}, tensor<2048x512xbf16> {jax.result_info = "result[0]['layers'][1]['w2']"}, tensor<512x512xbf16> {jax.result_info = "result[0]['layers'][1]['wo']"}, tensor<512x1536xbf16> {jax.result_info = "result[0]['layers'][1]['wqkv']"}, tensor<2048xbf16> {jax.result_info = "result[0]['layers'][2]['b1']"}, tensor<512xbf16> {jax.result_info = "result[0]['layers'][2]['b2']"}, tensor<512xf32> {jax.result_info = "result[0]['layers'][2]['ln1_b']"}, tensor<512xf32> {jax.result_info = "result[0]['layers'][2]['ln1_s']"}, tensor<512xf32> {jax.result_info = "result[0]['layers'][2]['ln2_b']"}, tensor<512xf32> {jax.result_info = "result[0]['layers'][2]['ln2_s']"}, tensor<512x2048xbf16> {jax.result_info = "result[0]['layers'][2]['w1']"}, tensor<2048x512xbf16> {jax.result_info = "result[0]['layers'][2]['w2']"}, tensor<512x512xbf16> {jax.result_info = "result[0]['layers'][2]['wo']"}, tensor<512x1536xbf16> {jax.result_info = "result[0]['layers'][2]['wqkv']"}, tensor<512x512xbf16> {jax.result_info = "result[0]['pos']"}, tensor<8000x512xf32> {jax.result_info = "result[1]['embed']"}, tensor<512x16xf32> {jax.result_info = "result[1]['head']"}, tensor<2048xf32> {jax.result_info = "result[1]['layers'][0]['b1']"}, tensor<512xf32> {jax.result_info = "result[1]['layers'][0]['b2']"}, tensor<512xf32> {jax.result_info = "result[1]['layers'][0]['ln1_b']"}, tensor<512xf32> {jax.result_info = "result[1]['layers'][0]['ln1_s']"}, tensor<512xf32> {jax.result_info = "result[1]['layers'][0]['ln2_b']"}, tensor<512xf32> {jax.result_info = "result[1]['layers'][0]['ln2_s']"}, tensor<512x2048xf32> {jax.result_info = "result[1]['layers'][0]['w1']"}, tensor<2048x512xf32> {jax.result_info = "result[1]['layers'][0]['w2']"}, tensor<512x512xf32> {jax.result_info = "result[1]['layers'][0]['wo']"}, tensor<512x1536xf32> {jax.result_info = "result[1]['layers'][0]['wqkv']"}, tensor<2048xf32> {jax.result_info = "result[1]['layers'][1]['b1']"}, tensor<512xf32> {jax.result_info = "result[1]['layers'][1]['b2']"}, tensor<512xf32> {jax.result_info = "result[1]['layers'][1]['ln1_b']"}, tensor<512xf32> {jax.result_info = "result[1]['layers'][1]['ln1_s']"}, tensor<512xf32> {jax.result_info = "result[1]['layers'][1]['ln2_b']"}, tensor<512xf32> {jax.result_info = "result[1]['layers'][1]['ln2_s']"}, tensor<512x2048xf32> {jax.result_info = "result[1]['layers'][1]['w1']"}, tensor<2048x512xf32> {jax.result_info = "result[1]['layers'][1]['w2']"}, tensor<512x512xf32> {jax.result_info = "result[1]['layers'][1]['wo']"}, tensor<512x1536xf32> {jax.result_info = "result[1]['layers'][1]['wqkv']"}, tensor<2048xf32> {jax.result_info = "result[1]['layers'][2]['b1']"}, tensor<512xf32> {jax.result_info = "result[1]['layers'][2]['b2']"}, tensor<512xf32> {jax.result_info = "result[1]['layers'][2]['ln1_b']"}, tensor<512xf32> {jax.result_info = "result[1]['layers'][2]['ln1_s']"}, tensor<512xf32> {jax.result_info = "result[1]['layers'][2]['ln2_b']"}, tensor<512xf32> {jax.result_info = "result[1]['layers'][2]['ln2_s']"}, tensor<512x2048xf32> {jax.result_info = "result[1]['layers'][2]['w1']"}, tensor<2048x512xf32> {jax.result_info = "result[1]['layers'][2]['w2']"}, tensor<512x512xf32> {jax.result_info = "result[1]['layers'][2]['wo']"}, tensor<512x1536xf32> {jax.result_info = "result[1]['layers'][2]['wqkv']"}, tensor<512x512xf32> {jax.result_info = "result[1]['pos']"}, tensor<8000x512xf32> {jax.result_info = "result[2]['embed']"}, tensor<512x16xf32> {jax.result_info = "result[2]['head']"}, tensor<2048xf32> {jax.result_info = "result[2]['layers'][0]['b1']"}, tensor<512xf32> {jax.result_info = "result[2]['layers'][0]['b2']"}, tensor<512xf32> {jax.result_info = "result[2]['layers'][0]['ln1_b']"}, tensor<512xf32> {jax.result_info = "result[2]['layers'][0]['ln1_s']"}, tensor<512xf32> {jax.result_info = "result[2]['layers'][0]['ln2_b']"}, tensor<512xf32> {jax.result_info = "result[2]['layers'][0]['ln2_s']"}, tensor<512x2048xf32> {jax.result_info = "result[2]['layers'][0]['w1']"}, tensor<2048x512xf32> {jax.result_info = "result[2]['layers'][0]['w2']"}, tensor<512x512xf32> {jax.result_info = "result[2]['layers'][0]['wo']"}, tensor<512x1536xf32> {jax.result_info = "result[2]['layers'][0]['wqkv']"}, tensor<2048xf32> {jax.result_info = "result[2]['layers'][1]['b1']"}, tensor<512xf32> {jax.result_info = "result[2]['layers'][1]['b2']"}, tensor<512xf32> {jax.result_info = "result[2]['layers'][1]['ln1_b']"}, tensor<512xf32> {jax.result_info = "result[2]['layers'][1]['ln1_s']"}, tensor<512xf32> {jax.result_info = "result[2]['layers'][1]['ln2_b']"}, tensor<512xf32> {jax.result_info = "result[2]['layers'][1]['ln2_s']"}, tensor<512x2048xf32> {jax.result_info = "result[2]['layers'][1]['w1']"}, tensor<2048x512xf32> {jax.result_info = "result[2]['layers'][1]['w2']"}, tensor<512x512xf32> {jax.result_info = "result[2]['layers'][1]['wo']"}, tensor<512x1536xf32> {jax.result_info = "result[2]['layers'][1]['wqkv']"}, tensor<2048xf32> {jax.result_info = "result[2]['layers'][2]['b1']"}, tensor<512xf32> {jax.result_info = "result[2]['layers'][2]['b2']"}, tensor<512xf32> {jax.result_info = "result[2]['layers'][2]['ln1_b']"}, tensor<512xf32> {jax.result_info = "result[2]['layers'][2]['ln1_s']"}, tensor<512xf32> {jax.result_info = "result[2]['layers'][2]['ln2_b']"}, tensor<512xf32> {jax.result_info = "result[2]['layers'][2]['ln2_s']"}, tensor<512x2048xf32> {jax.result_info = "result[2]['layers'][2]['w1']"}, tensor<2048x512xf32> {jax.result_info = "result[2]['layers'][2]['w2']"}, tensor<512x512xf32> {jax.result_info = "result[2]['layers'][2]['wo']"}, tensor<512x1536xf32> {jax.result_info = "result[2]['layers'][2]['wqkv']"}, tensor<512x512xf32> {jax.result_info = "result[2]['pos']"}, tensor<i32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x256xi32>
    %1 = stablehlo.compare LT, %arg100, %0, SIGNED : (tensor<8x256xi32>, tensor<8x256xi32>) -> tensor<8x256xi1>
    %c_0 = stablehlo.constant dense<8000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x256xi32>
    %3 = stablehlo.add %arg100, %2 : tensor<8x256xi32>
    %4 = stablehlo.select %1, %3, %arg100 : tensor<8x256xi1>, tensor<8x256xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x256xi32>) -> tensor<8x256x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<8000x512xbf16>, tensor<8x256x1xi32>) -> tensor<8x256x512xbf16>
    %7 = stablehlo.slice %arg32 [0:256, 0:512] : (tensor<512x512xbf16>) -> tensor<256x512xbf16>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<256x512xbf16>) -> tensor<1x256x512xbf16>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x256x512xbf16>) -> tensor<8x256x512xbf16>
    %10 = stablehlo.add %6, %9 : tensor<8x256x512xbf16>
    %11 = stablehlo.dot_general %10, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x512xbf16>, tensor<512x1536xbf16>) -> tensor<8x256x1536xbf16>
    %12 = stablehlo.reshape %11 : (tensor<8x256x1536xbf16>) -> tensor<8x256x3x8x64xbf16>
    %13 = stablehlo.slice %12 [0:8, 0:256, 0:1, 0:8, 0:64] : (tensor<8x256x3x8x64xbf16>) -> tensor<8x256x1x8x64xbf16>
    %14 = stablehlo.reshape %13 : (tensor<8x256x1x8x64xbf16>) -> tensor<8x256x8x64xbf16>
    %15 = stablehlo.slice %12 [0:8, 0:256, 1:2, 0:8, 0:64] : (tensor<8x256x3x8x64xbf16>) -> tensor<8x256x1x8x64xbf16>
    %16 = stablehlo.reshape %15 : (tensor<8x256x1x8x64xbf16>) -> tensor<8x256x8x64xbf16>
    %17 = stablehlo.slice %12 [0:8, 0:256, 2:3, 0:8, 0:64] : (tensor<8x256x3x8x64xbf16>) -> tensor<8x256x1x8x64xbf16>
    %18 = stablehlo.reshape %17 : (tensor<8x256x1x8x64xbf16>) -> tensor<8x256x8x64xbf16>
    %19 = stablehlo.dot_general %14, %16, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x256x8x64xbf16>, tensor<8x256x8x64xbf16>) -> tensor<8x8x256x256xbf16>
    %cst = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x8x256x256xbf16>
    %21 = stablehlo.multiply %19, %20 : tensor<8x8x256x256xbf16>
    %22 = stablehlo.broadcast_in_dim %arg101, dims = [0, 3] : (tensor<8x256xi1>) -> tensor<8x1x1x256xi1>
    %cst_1 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %23:2 = call @_where(%22, %21, %cst_1) : (tensor<8x1x1x256xi1>, tensor<8x8x256x256xbf16>, tensor<bf16>) -> (tensor<8x8x256x256xbf16>, tensor<8x8x256x256xi1>)
    %24 = stablehlo.convert %23#0 : (tensor<8x8x256x256xbf16>) -> tensor<8x8x256x256xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_2) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x256x256xf32>, tensor<f32>) -> tensor<8x8x256xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x8x256xf32>
    %27 = stablehlo.maximum %26, %25 : tensor<8x8x256xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<8x8x256xf32>) -> tensor<8x8x256x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<8x8x256x1xf32>) -> tensor<8x8x256x256xf32>
    %30 = stablehlo.subtract %24, %29 : tensor<8x8x256x256xf32>
    %31 = stablehlo.exponential %30 : tensor<8x8x256x256xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<8x8x256x256xf32>, tensor<f32>) -> tensor<8x8x256xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<8x8x256xf32>) -> tensor<8x8x256x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<8x8x256x1xf32>) -> tensor<8x8x256x256xf32>
    %35 = stablehlo.divide %31, %34 : tensor<8x8x256x256xf32>
    %36 = stablehlo.multiply %33, %33 : tensor<8x8x256x1xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x8x256x1xf32>
    %38 = stablehlo.divide %37, %36 : tensor<8x8x256x1xf32>
    %39 = stablehlo.convert %35 : (tensor<8x8x256x256xf32>) -> tensor<8x8x256x256xbf16>
    %40 = stablehlo.dot_general %18, %39, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x256x8x64xbf16>, tensor<8x8x256x256xbf16>) -> tensor<8x8x64x256xbf16>
    %41 = stablehlo.transpose %40, dims = [0, 3, 1, 2] : (tensor<8x8x64x256xbf16>) -> tensor<8x256x8x64xbf16>
    %42 = stablehlo.reshape %41 : (tensor<8x256x8x64xbf16>) -> tensor<8x256x512xbf16>
    %43 = stablehlo.dot_general %42, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x512xbf16>, tensor<512x512xbf16>) -> tensor<8x256x512xbf16>
    %44 = stablehlo.add %10, %43 : tensor<8x256x512xbf16>
    %45 = stablehlo.convert %44 : (tensor<8x256x512xbf16>) -> tensor<8x256x512xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_7 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %49 = stablehlo.divide %47, %48 : tensor<8x256x1xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %51 = stablehlo.subtract %45, %50 : tensor<8x256x512xf32>
    %52 = chlo.square %51 : tensor<8x256x512xf32> -> tensor<8x256x512xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x256x512xf32>
    %54 = stablehlo.multiply %53, %51 : tensor<8x256x512xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%52 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_10 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %58 = stablehlo.divide %56, %57 : tensor<8x256x1xf32>
    %59 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %60 = stablehlo.subtract %45, %59 : tensor<8x256x512xf32>
    %cst_11 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %62 = stablehlo.add %58, %61 : tensor<8x256x1xf32>
    %63 = stablehlo.rsqrt %62 : tensor<8x256x1xf32>
    %64 = stablehlo.divide %63, %62 : tensor<8x256x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %66 = stablehlo.multiply %65, %64 : tensor<8x256x1xf32>
    %67 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %68 = stablehlo.multiply %60, %67 : tensor<8x256x512xf32>
    %69 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x256x512xf32>
    %71 = stablehlo.multiply %68, %70 : tensor<8x256x512xf32>
    %72 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x256x512xf32>
    %74 = stablehlo.add %71, %73 : tensor<8x256x512xf32>
    %75 = stablehlo.convert %74 : (tensor<8x256x512xf32>) -> tensor<8x256x512xbf16>
    %76 = stablehlo.dot_general %75, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x512xbf16>, tensor<512x2048xbf16>) -> tensor<8x256x2048xbf16>
    %77 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<2048xbf16>) -> tensor<1x1x2048xbf16>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<1x1x2048xbf16>) -> tensor<8x256x2048xbf16>
    %79 = stablehlo.add %76, %78 : tensor<8x256x2048xbf16>
    %80 = stablehlo.multiply %79, %79 : tensor<8x256x2048xbf16>
    %81 = stablehlo.multiply %80, %79 : tensor<8x256x2048xbf16>
    %82 = stablehlo.multiply %79, %79 : tensor<8x256x2048xbf16>
    %cst_13 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %83 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %84 = stablehlo.multiply %83, %82 : tensor<8x256x2048xbf16>
    %cst_14 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %85 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %86 = stablehlo.multiply %85, %81 : tensor<8x256x2048xbf16>
    %87 = stablehlo.add %79, %86 : tensor<8x256x2048xbf16>
    %cst_15 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %88 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %89 = stablehlo.multiply %88, %87 : tensor<8x256x2048xbf16>
    %90 = stablehlo.tanh %89 : tensor<8x256x2048xbf16>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %91 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %92 = stablehlo.subtract %91, %90 : tensor<8x256x2048xbf16>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %93 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %94 = stablehlo.add %93, %90 : tensor<8x256x2048xbf16>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %95 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %96 = stablehlo.multiply %95, %94 : tensor<8x256x2048xbf16>
    %97 = stablehlo.multiply %79, %96 : tensor<8x256x2048xbf16>
    %98 = stablehlo.dot_general %97, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x2048xbf16>, tensor<2048x512xbf16>) -> tensor<8x256x512xbf16>
    %99 = stablehlo.add %75, %98 : tensor<8x256x512xbf16>
    %100 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<8x256x512xbf16>
    %102 = stablehlo.add %99, %101 : tensor<8x256x512xbf16>
    %103 = stablehlo.convert %102 : (tensor<8x256x512xbf16>) -> tensor<8x256x512xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%103 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_20 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %107 = stablehlo.divide %105, %106 : tensor<8x256x1xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %109 = stablehlo.subtract %103, %108 : tensor<8x256x512xf32>
    %110 = chlo.square %109 : tensor<8x256x512xf32> -> tensor<8x256x512xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x256x512xf32>
    %112 = stablehlo.multiply %111, %109 : tensor<8x256x512xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%110 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_23 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %116 = stablehlo.divide %114, %115 : tensor<8x256x1xf32>
    %117 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %118 = stablehlo.subtract %103, %117 : tensor<8x256x512xf32>
    %cst_24 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %120 = stablehlo.add %116, %119 : tensor<8x256x1xf32>
    %121 = stablehlo.rsqrt %120 : tensor<8x256x1xf32>
    %122 = stablehlo.divide %121, %120 : tensor<8x256x1xf32>
    %cst_25 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %124 = stablehlo.multiply %123, %122 : tensor<8x256x1xf32>
    %125 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %126 = stablehlo.multiply %118, %125 : tensor<8x256x512xf32>
    %127 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x256x512xf32>
    %129 = stablehlo.multiply %126, %128 : tensor<8x256x512xf32>
    %130 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x256x512xf32>
    %132 = stablehlo.add %129, %131 : tensor<8x256x512xf32>
    %133 = stablehlo.convert %132 : (tensor<8x256x512xf32>) -> tensor<8x256x512xbf16>
    %134 = stablehlo.dot_general %133, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x512xbf16>, tensor<512x1536xbf16>) -> tensor<8x256x1536xbf16>
    %135 = stablehlo.reshape %134 : (tensor<8x256x1536xbf16>) -> tensor<8x256x3x8x64xbf16>
    %136 = stablehlo.slice %135 [0:8, 0:256, 0:1, 0:8, 0:64] : (tensor<8x256x3x8x64xbf16>) -> tensor<8x256x1x8x64xbf16>
    %137 = stablehlo.reshape %136 : (tensor<8x256x1x8x64xbf16>) -> tensor<8x256x8x64xbf16>
    %138 = stablehlo.slice %135 [0:8, 0:256, 1:2, 0:8, 0:64] : (tensor<8x256x3x8x64xbf16>) -> tensor<8x256x1x8x64xbf16>
    %139 = stablehlo.reshape %138 : (tensor<8x256x1x8x64xbf16>) -> tensor<8x256x8x64xbf16>
    %140 = stablehlo.slice %135 [0:8, 0:256, 2:3, 0:8, 0:64] : (tensor<8x256x3x8x64xbf16>) -> tensor<8x256x1x8x64xbf16>
    %141 = stablehlo.reshape %140 : (tensor<8x256x1x8x64xbf16>) -> tensor<8x256x8x64xbf16>
    %142 = stablehlo.dot_general %137, %139, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x256x8x64xbf16>, tensor<8x256x8x64xbf16>) -> tensor<8x8x256x256xbf16>
    %cst_26 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %143 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<bf16>) -> tensor<8x8x256x256xbf16>
    %144 = stablehlo.multiply %142, %143 : tensor<8x8x256x256xbf16>
    %145 = stablehlo.broadcast_in_dim %arg101, dims = [0, 3] : (tensor<8x256xi1>) -> tensor<8x1x1x256xi1>
    %cst_27 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %146:2 = call @_where(%145, %144, %cst_27) : (tensor<8x1x1x256xi1>, tensor<8x8x256x256xbf16>, tensor<bf16>) -> (tensor<8x8x256x256xbf16>, tensor<8x8x256x256xi1>)
    %147 = stablehlo.convert %146#0 : (tensor<8x8x256x256xbf16>) -> tensor<8x8x256x256xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_28) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x256x256xf32>, tensor<f32>) -> tensor<8x8x256xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x8x256xf32>
    %150 = stablehlo.maximum %149, %148 : tensor<8x8x256xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<8x8x256xf32>) -> tensor<8x8x256x1xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2, 3] : (tensor<8x8x256x1xf32>) -> tensor<8x8x256x256xf32>
    %153 = stablehlo.subtract %147, %152 : tensor<8x8x256x256xf32>
    %154 = stablehlo.exponential %153 : tensor<8x8x256x256xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%154 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<8x8x256x256xf32>, tensor<f32>) -> tensor<8x8x256xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<8x8x256xf32>) -> tensor<8x8x256x1xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2, 3] : (tensor<8x8x256x1xf32>) -> tensor<8x8x256x256xf32>
    %158 = stablehlo.divide %154, %157 : tensor<8x8x256x256xf32>
    %159 = stablehlo.multiply %156, %156 : tensor<8x8x256x1xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x8x256x1xf32>
    %161 = stablehlo.divide %160, %159 : tensor<8x8x256x1xf32>
    %162 = stablehlo.convert %158 : (tensor<8x8x256x256xf32>) -> tensor<8x8x256x256xbf16>
    %163 = stablehlo.dot_general %141, %162, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x256x8x64xbf16>, tensor<8x8x256x256xbf16>) -> tensor<8x8x64x256xbf16>
    %164 = stablehlo.transpose %163, dims = [0, 3, 1, 2] : (tensor<8x8x64x256xbf16>) -> tensor<8x256x8x64xbf16>
    %165 = stablehlo.reshape %164 : (tensor<8x256x8x64xbf16>) -> tensor<8x256x512xbf16>
    %166 = stablehlo.dot_general %165, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x512xbf16>, tensor<512x512xbf16>) -> tensor<8x256x512xbf16>
    %167 = stablehlo.add %133, %166 : tensor<8x256x512xbf16>
    %168 = stablehlo.convert %167 : (tensor<8x256x512xbf16>) -> tensor<8x256x512xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.reduce(%168 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_33 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %172 = stablehlo.divide %170, %171 : tensor<8x256x1xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %174 = stablehlo.subtract %168, %173 : tensor<8x256x512xf32>
    %175 = chlo.square %174 : tensor<8x256x512xf32> -> tensor<8x256x512xf32>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x256x512xf32>
    %177 = stablehlo.multiply %176, %174 : tensor<8x256x512xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%175 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_36 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %181 = stablehlo.divide %179, %180 : tensor<8x256x1xf32>
    %182 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %183 = stablehlo.subtract %168, %182 : tensor<8x256x512xf32>
    %cst_37 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %185 = stablehlo.add %181, %184 : tensor<8x256x1xf32>
    %186 = stablehlo.rsqrt %185 : tensor<8x256x1xf32>
    %187 = stablehlo.divide %186, %185 : tensor<8x256x1xf32>
    %cst_38 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %189 = stablehlo.multiply %188, %187 : tensor<8x256x1xf32>
    %190 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %191 = stablehlo.multiply %183, %190 : tensor<8x256x512xf32>
    %192 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x256x512xf32>
    %194 = stablehlo.multiply %191, %193 : tensor<8x256x512xf32>
    %195 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x256x512xf32>
    %197 = stablehlo.add %194, %196 : tensor<8x256x512xf32>
    %198 = stablehlo.convert %197 : (tensor<8x256x512xf32>) -> tensor<8x256x512xbf16>
    %199 = stablehlo.dot_general %198, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x512xbf16>, tensor<512x2048xbf16>) -> tensor<8x256x2048xbf16>
    %200 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<2048xbf16>) -> tensor<1x1x2048xbf16>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<1x1x2048xbf16>) -> tensor<8x256x2048xbf16>
    %202 = stablehlo.add %199, %201 : tensor<8x256x2048xbf16>
    %203 = stablehlo.multiply %202, %202 : tensor<8x256x2048xbf16>
    %204 = stablehlo.multiply %203, %202 : tensor<8x256x2048xbf16>
    %205 = stablehlo.multiply %202, %202 : tensor<8x256x2048xbf16>
    %cst_39 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %206 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %207 = stablehlo.multiply %206, %205 : tensor<8x256x2048xbf16>
    %cst_40 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %208 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %209 = stablehlo.multiply %208, %204 : tensor<8x256x2048xbf16>
    %210 = stablehlo.add %202, %209 : tensor<8x256x2048xbf16>
    %cst_41 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %211 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %212 = stablehlo.multiply %211, %210 : tensor<8x256x2048xbf16>
    %213 = stablehlo.tanh %212 : tensor<8x256x2048xbf16>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %214 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %215 = stablehlo.subtract %214, %213 : tensor<8x256x2048xbf16>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %216 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %217 = stablehlo.add %216, %213 : tensor<8x256x2048xbf16>
    %cst_44 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %218 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %219 = stablehlo.multiply %218, %217 : tensor<8x256x2048xbf16>
    %220 = stablehlo.multiply %202, %219 : tensor<8x256x2048xbf16>
    %221 = stablehlo.dot_general %220, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x2048xbf16>, tensor<2048x512xbf16>) -> tensor<8x256x512xbf16>
    %222 = stablehlo.add %198, %221 : tensor<8x256x512xbf16>
    %223 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<8x256x512xbf16>
    %225 = stablehlo.add %222, %224 : tensor<8x256x512xbf16>
    %226 = stablehlo.convert %225 : (tensor<8x256x512xbf16>) -> tensor<8x256x512xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.reduce(%226 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_46 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %230 = stablehlo.divide %228, %229 : tensor<8x256x1xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %232 = stablehlo.subtract %226, %231 : tensor<8x256x512xf32>
    %233 = chlo.square %232 : tensor<8x256x512xf32> -> tensor<8x256x512xf32>
    %cst_47 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x256x512xf32>
    %235 = stablehlo.multiply %234, %232 : tensor<8x256x512xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.reduce(%233 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_49 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %239 = stablehlo.divide %237, %238 : tensor<8x256x1xf32>
    %240 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %241 = stablehlo.subtract %226, %240 : tensor<8x256x512xf32>
    %cst_50 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %243 = stablehlo.add %239, %242 : tensor<8x256x1xf32>
    %244 = stablehlo.rsqrt %243 : tensor<8x256x1xf32>
    %245 = stablehlo.divide %244, %243 : tensor<8x256x1xf32>
    %cst_51 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %247 = stablehlo.multiply %246, %245 : tensor<8x256x1xf32>
    %248 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %249 = stablehlo.multiply %241, %248 : tensor<8x256x512xf32>
    %250 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x256x512xf32>
    %252 = stablehlo.multiply %249, %251 : tensor<8x256x512xf32>
    %253 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x256x512xf32>
    %255 = stablehlo.add %252, %254 : tensor<8x256x512xf32>
    %256 = stablehlo.convert %255 : (tensor<8x256x512xf32>) -> tensor<8x256x512xbf16>
    %257 = stablehlo.dot_general %256, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x512xbf16>, tensor<512x1536xbf16>) -> tensor<8x256x1536xbf16>
    %258 = stablehlo.reshape %257 : (tensor<8x256x1536xbf16>) -> tensor<8x256x3x8x64xbf16>
    %259 = stablehlo.slice %258 [0:8, 0:256, 0:1, 0:8, 0:64] : (tensor<8x256x3x8x64xbf16>) -> tensor<8x256x1x8x64xbf16>
    %260 = stablehlo.reshape %259 : (tensor<8x256x1x8x64xbf16>) -> tensor<8x256x8x64xbf16>
    %261 = stablehlo.slice %258 [0:8, 0:256, 1:2, 0:8, 0:64] : (tensor<8x256x3x8x64xbf16>) -> tensor<8x256x1x8x64xbf16>
    %262 = stablehlo.reshape %261 : (tensor<8x256x1x8x64xbf16>) -> tensor<8x256x8x64xbf16>
    %263 = stablehlo.slice %258 [0:8, 0:256, 2:3, 0:8, 0:64] : (tensor<8x256x3x8x64xbf16>) -> tensor<8x256x1x8x64xbf16>
    %264 = stablehlo.reshape %263 : (tensor<8x256x1x8x64xbf16>) -> tensor<8x256x8x64xbf16>
    %265 = stablehlo.dot_general %260, %262, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x256x8x64xbf16>, tensor<8x256x8x64xbf16>) -> tensor<8x8x256x256xbf16>
    %cst_52 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %266 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<bf16>) -> tensor<8x8x256x256xbf16>
    %267 = stablehlo.multiply %265, %266 : tensor<8x8x256x256xbf16>
    %268 = stablehlo.broadcast_in_dim %arg101, dims = [0, 3] : (tensor<8x256xi1>) -> tensor<8x1x1x256xi1>
    %cst_53 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %269:2 = call @_where(%268, %267, %cst_53) : (tensor<8x1x1x256xi1>, tensor<8x8x256x256xbf16>, tensor<bf16>) -> (tensor<8x8x256x256xbf16>, tensor<8x8x256x256xi1>)
    %270 = stablehlo.convert %269#0 : (tensor<8x8x256x256xbf16>) -> tensor<8x8x256x256xf32>
    %cst_54 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %271 = stablehlo.reduce(%270 init: %cst_54) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x256x256xf32>, tensor<f32>) -> tensor<8x8x256xf32>
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x8x256xf32>
    %273 = stablehlo.maximum %272, %271 : tensor<8x8x256xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<8x8x256xf32>) -> tensor<8x8x256x1xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2, 3] : (tensor<8x8x256x1xf32>) -> tensor<8x8x256x256xf32>
    %276 = stablehlo.subtract %270, %275 : tensor<8x8x256x256xf32>
    %277 = stablehlo.exponential %276 : tensor<8x8x256x256xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %278 = stablehlo.reduce(%277 init: %cst_56) applies stablehlo.add across dimensions = [3] : (tensor<8x8x256x256xf32>, tensor<f32>) -> tensor<8x8x256xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<8x8x256xf32>) -> tensor<8x8x256x1xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2, 3] : (tensor<8x8x256x1xf32>) -> tensor<8x8x256x256xf32>
    %281 = stablehlo.divide %277, %280 : tensor<8x8x256x256xf32>
    %282 = stablehlo.multiply %279, %279 : tensor<8x8x256x1xf32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x8x256x1xf32>
    %284 = stablehlo.divide %283, %282 : tensor<8x8x256x1xf32>
    %285 = stablehlo.convert %281 : (tensor<8x8x256x256xf32>) -> tensor<8x8x256x256xbf16>
    %286 = stablehlo.dot_general %264, %285, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x256x8x64xbf16>, tensor<8x8x256x256xbf16>) -> tensor<8x8x64x256xbf16>
    %287 = stablehlo.transpose %286, dims = [0, 3, 1, 2] : (tensor<8x8x64x256xbf16>) -> tensor<8x256x8x64xbf16>
    %288 = stablehlo.reshape %287 : (tensor<8x256x8x64xbf16>) -> tensor<8x256x512xbf16>
    %289 = stablehlo.dot_general %288, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x512xbf16>, tensor<512x512xbf16>) -> tensor<8x256x512xbf16>
    %290 = stablehlo.add %256, %289 : tensor<8x256x512xbf16>
    %291 = stablehlo.convert %290 : (tensor<8x256x512xbf16>) -> tensor<8x256x512xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.reduce(%291 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_59 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %295 = stablehlo.divide %293, %294 : tensor<8x256x1xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %297 = stablehlo.subtract %291, %296 : tensor<8x256x512xf32>
    %298 = chlo.square %297 : tensor<8x256x512xf32> -> tensor<8x256x512xf32>
    %cst_60 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x256x512xf32>
    %300 = stablehlo.multiply %299, %297 : tensor<8x256x512xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.reduce(%298 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_62 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %304 = stablehlo.divide %302, %303 : tensor<8x256x1xf32>
    %305 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %306 = stablehlo.subtract %291, %305 : tensor<8x256x512xf32>
    %cst_63 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %308 = stablehlo.add %304, %307 : tensor<8x256x1xf32>
    %309 = stablehlo.rsqrt %308 : tensor<8x256x1xf32>
    %310 = stablehlo.divide %309, %308 : tensor<8x256x1xf32>
    %cst_64 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %312 = stablehlo.multiply %311, %310 : tensor<8x256x1xf32>
    %313 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %314 = stablehlo.multiply %306, %313 : tensor<8x256x512xf32>
    %315 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x256x512xf32>
    %317 = stablehlo.multiply %314, %316 : tensor<8x256x512xf32>
    %318 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x256x512xf32>
    %320 = stablehlo.add %317, %319 : tensor<8x256x512xf32>
    %321 = stablehlo.convert %320 : (tensor<8x256x512xf32>) -> tensor<8x256x512xbf16>
    %322 = stablehlo.dot_general %321, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x512xbf16>, tensor<512x2048xbf16>) -> tensor<8x256x2048xbf16>
    %323 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<2048xbf16>) -> tensor<1x1x2048xbf16>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2] : (tensor<1x1x2048xbf16>) -> tensor<8x256x2048xbf16>
    %325 = stablehlo.add %322, %324 : tensor<8x256x2048xbf16>
    %326 = stablehlo.multiply %325, %325 : tensor<8x256x2048xbf16>
    %327 = stablehlo.multiply %326, %325 : tensor<8x256x2048xbf16>
    %328 = stablehlo.multiply %325, %325 : tensor<8x256x2048xbf16>
    %cst_65 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %329 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %330 = stablehlo.multiply %329, %328 : tensor<8x256x2048xbf16>
    %cst_66 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %331 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %332 = stablehlo.multiply %331, %327 : tensor<8x256x2048xbf16>
    %333 = stablehlo.add %325, %332 : tensor<8x256x2048xbf16>
    %cst_67 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %334 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %335 = stablehlo.multiply %334, %333 : tensor<8x256x2048xbf16>
    %336 = stablehlo.tanh %335 : tensor<8x256x2048xbf16>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %337 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %338 = stablehlo.subtract %337, %336 : tensor<8x256x2048xbf16>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %339 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %340 = stablehlo.add %339, %336 : tensor<8x256x2048xbf16>
    %cst_70 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %341 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %342 = stablehlo.multiply %341, %340 : tensor<8x256x2048xbf16>
    %343 = stablehlo.multiply %325, %342 : tensor<8x256x2048xbf16>
    %344 = stablehlo.dot_general %343, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x2048xbf16>, tensor<2048x512xbf16>) -> tensor<8x256x512xbf16>
    %345 = stablehlo.add %321, %344 : tensor<8x256x512xbf16>
    %346 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %347 = stablehlo.broadcast_in_dim %346, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<8x256x512xbf16>
    %348 = stablehlo.add %345, %347 : tensor<8x256x512xbf16>
    %349 = stablehlo.convert %348 : (tensor<8x256x512xbf16>) -> tensor<8x256x512xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %350 = stablehlo.reduce(%349 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_72 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %353 = stablehlo.divide %351, %352 : tensor<8x256x1xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %355 = stablehlo.subtract %349, %354 : tensor<8x256x512xf32>
    %356 = chlo.square %355 : tensor<8x256x512xf32> -> tensor<8x256x512xf32>
    %cst_73 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x256x512xf32>
    %358 = stablehlo.multiply %357, %355 : tensor<8x256x512xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %359 = stablehlo.reduce(%356 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_75 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %362 = stablehlo.divide %360, %361 : tensor<8x256x1xf32>
    %363 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %364 = stablehlo.subtract %349, %363 : tensor<8x256x512xf32>
    %cst_76 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %366 = stablehlo.add %362, %365 : tensor<8x256x1xf32>
    %367 = stablehlo.rsqrt %366 : tensor<8x256x1xf32>
    %368 = stablehlo.divide %367, %366 : tensor<8x256x1xf32>
    %cst_77 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %370 = stablehlo.multiply %369, %368 : tensor<8x256x1xf32>
    %371 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %372 = stablehlo.multiply %364, %371 : tensor<8x256x512xf32>
    %373 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x256x512xf32>
    %375 = stablehlo.multiply %372, %374 : tensor<8x256x512xf32>
    %376 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x256x512xf32>
    %378 = stablehlo.add %375, %377 : tensor<8x256x512xf32>
    %379 = stablehlo.convert %378 : (tensor<8x256x512xf32>) -> tensor<8x256x512xbf16>
    %380 = stablehlo.slice %379 [0:8, 0:1, 0:512] : (tensor<8x256x512xbf16>) -> tensor<8x1x512xbf16>
    %381 = stablehlo.reshape %380 : (tensor<8x1x512xbf16>) -> tensor<8x512xbf16>
    %382 = stablehlo.dot_general %381, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512xbf16>, tensor<512x16xbf16>) -> tensor<8x16xbf16>
    %383 = stablehlo.convert %382 : (tensor<8x16xbf16>) -> tensor<8x16xf32>
    %384:2 = call @log_softmax(%383) : (tensor<8x16xf32>) -> (tensor<8x16xf32>, tensor<8x1xf32>)
    %385 = stablehlo.broadcast_in_dim %arg102, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %386 = call @take_along_axis(%385) : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %387 = stablehlo.negate %cst_78 : tensor<f32>
    %cst_79 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %388 = stablehlo.divide %387, %cst_79 : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %391 = call @take_along_axis_0(%386, %390) : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x16xf32>
    %392 = call @log_softmax_1(%384#0, %384#1, %391) : (tensor<8x16xf32>, tensor<8x1xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %393 = stablehlo.convert %392 : (tensor<8x16xf32>) -> tensor<8x16xbf16>
    %394 = stablehlo.dot_general %393, %381, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xbf16>, tensor<8x512xbf16>) -> tensor<16x512xbf16>
    %395 = stablehlo.transpose %394, dims = [1, 0] : (tensor<16x512xbf16>) -> tensor<512x16xbf16>
    %396 = stablehlo.dot_general %393, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16xbf16>, tensor<512x16xbf16>) -> tensor<8x512xbf16>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 2] : (tensor<8x512xbf16>) -> tensor<8x1x512xbf16>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %398 = stablehlo.pad %397, %cst_80, low = [0, 0, 0], high = [0, 255, 0], interior = [0, 0, 0] : (tensor<8x1x512xbf16>, tensor<bf16>) -> tensor<8x256x512xbf16>
    %399 = stablehlo.convert %398 : (tensor<8x256x512xbf16>) -> tensor<8x256x512xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %400 = stablehlo.reduce(%399 init: %cst_81) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %401 = stablehlo.reshape %400 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %402 = stablehlo.reduce(%401 init: %cst_82) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %403 = stablehlo.multiply %372, %399 : tensor<8x256x512xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %404 = stablehlo.reduce(%403 init: %cst_83) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %405 = stablehlo.reshape %404 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %406 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x256x512xf32>
    %407 = stablehlo.multiply %399, %406 : tensor<8x256x512xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %408 = stablehlo.reduce(%405 init: %cst_84) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %409 = stablehlo.multiply %364, %407 : tensor<8x256x512xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.reduce(%409 init: %cst_85) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %411 = stablehlo.reshape %410 : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %412 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %413 = stablehlo.multiply %407, %412 : tensor<8x256x512xf32>
    %414 = stablehlo.multiply %411, %370 : tensor<8x256x1xf32>
    %415 = stablehlo.negate %413 : tensor<8x256x512xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.reduce(%415 init: %cst_86) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %417 = stablehlo.reshape %416 : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_87 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %419 = stablehlo.divide %414, %418 : tensor<8x256x1xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %420 = stablehlo.reduce(%419 init: %cst_88) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1xf32>, tensor<f32>) -> tensor<8x256xf32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x512xf32>
    %422 = stablehlo.multiply %421, %358 : tensor<8x256x512xf32>
    %423 = stablehlo.negate %422 : tensor<8x256x512xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %424 = stablehlo.reduce(%423 init: %cst_89) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %425 = stablehlo.reshape %424 : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %426 = stablehlo.add %413, %422 : tensor<8x256x512xf32>
    %427 = stablehlo.add %417, %425 : tensor<8x256x1xf32>
    %cst_90 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %429 = stablehlo.divide %427, %428 : tensor<8x256x1xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %430 = stablehlo.reduce(%429 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1xf32>, tensor<f32>) -> tensor<8x256xf32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x512xf32>
    %432 = stablehlo.add %426, %431 : tensor<8x256x512xf32>
    %433 = stablehlo.convert %432 : (tensor<8x256x512xf32>) -> tensor<8x256x512xbf16>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %434 = stablehlo.reduce(%433 init: %cst_92) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %435 = stablehlo.reshape %434 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %436 = stablehlo.reduce(%435 init: %cst_93) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %437 = stablehlo.dot_general %433, %343, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x512xbf16>, tensor<8x256x2048xbf16>) -> tensor<512x2048xbf16>
    %438 = stablehlo.transpose %437, dims = [1, 0] : (tensor<512x2048xbf16>) -> tensor<2048x512xbf16>
    %439 = stablehlo.dot_general %433, %arg29, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x512xbf16>, tensor<2048x512xbf16>) -> tensor<8x256x2048xbf16>
    %440 = stablehlo.multiply %325, %439 : tensor<8x256x2048xbf16>
    %441 = stablehlo.multiply %439, %342 : tensor<8x256x2048xbf16>
    %cst_94 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %442 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %443 = stablehlo.multiply %442, %440 : tensor<8x256x2048xbf16>
    %444 = stablehlo.multiply %443, %338 : tensor<8x256x2048xbf16>
    %445 = stablehlo.multiply %444, %336 : tensor<8x256x2048xbf16>
    %446 = stablehlo.add %444, %445 : tensor<8x256x2048xbf16>
    %cst_95 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %447 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %448 = stablehlo.multiply %447, %446 : tensor<8x256x2048xbf16>
    %449 = stablehlo.add %441, %448 : tensor<8x256x2048xbf16>
    %cst_96 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %450 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %451 = stablehlo.multiply %450, %448 : tensor<8x256x2048xbf16>
    %452 = stablehlo.multiply %451, %330 : tensor<8x256x2048xbf16>
    %453 = stablehlo.add %449, %452 : tensor<8x256x2048xbf16>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %454 = stablehlo.reduce(%453 init: %cst_97) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x2048xbf16>, tensor<bf16>) -> tensor<2048xbf16>
    %455 = stablehlo.reshape %454 : (tensor<2048xbf16>) -> tensor<1x1x2048xbf16>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %456 = stablehlo.reduce(%455 init: %cst_98) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2048xbf16>, tensor<bf16>) -> tensor<2048xbf16>
    %457 = stablehlo.dot_general %453, %321, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x2048xbf16>, tensor<8x256x512xbf16>) -> tensor<2048x512xbf16>
    %458 = stablehlo.transpose %457, dims = [1, 0] : (tensor<2048x512xbf16>) -> tensor<512x2048xbf16>
    %459 = stablehlo.dot_general %453, %arg28, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x2048xbf16>, tensor<512x2048xbf16>) -> tensor<8x256x512xbf16>
    %460 = stablehlo.add %433, %459 : tensor<8x256x512xbf16>
    %461 = stablehlo.convert %460 : (tensor<8x256x512xbf16>) -> tensor<8x256x512xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %462 = stablehlo.reduce(%461 init: %cst_99) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %463 = stablehlo.reshape %462 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %464 = stablehlo.reduce(%463 init: %cst_100) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %465 = stablehlo.multiply %314, %461 : tensor<8x256x512xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %466 = stablehlo.reduce(%465 init: %cst_101) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %467 = stablehlo.reshape %466 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %468 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x256x512xf32>
    %469 = stablehlo.multiply %461, %468 : tensor<8x256x512xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %470 = stablehlo.reduce(%467 init: %cst_102) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %471 = stablehlo.multiply %306, %469 : tensor<8x256x512xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %472 = stablehlo.reduce(%471 init: %cst_103) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %473 = stablehlo.reshape %472 : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %474 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %475 = stablehlo.multiply %469, %474 : tensor<8x256x512xf32>
    %476 = stablehlo.multiply %473, %312 : tensor<8x256x1xf32>
    %477 = stablehlo.negate %475 : tensor<8x256x512xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %478 = stablehlo.reduce(%477 init: %cst_104) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %479 = stablehlo.reshape %478 : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_105 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %481 = stablehlo.divide %476, %480 : tensor<8x256x1xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %482 = stablehlo.reduce(%481 init: %cst_106) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1xf32>, tensor<f32>) -> tensor<8x256xf32>
    %483 = stablehlo.broadcast_in_dim %482, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x512xf32>
    %484 = stablehlo.multiply %483, %300 : tensor<8x256x512xf32>
    %485 = stablehlo.negate %484 : tensor<8x256x512xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %486 = stablehlo.reduce(%485 init: %cst_107) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %487 = stablehlo.reshape %486 : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %488 = stablehlo.add %475, %484 : tensor<8x256x512xf32>
    %489 = stablehlo.add %479, %487 : tensor<8x256x1xf32>
    %cst_108 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %491 = stablehlo.divide %489, %490 : tensor<8x256x1xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %492 = stablehlo.reduce(%491 init: %cst_109) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1xf32>, tensor<f32>) -> tensor<8x256xf32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x512xf32>
    %494 = stablehlo.add %488, %493 : tensor<8x256x512xf32>
    %495 = stablehlo.convert %494 : (tensor<8x256x512xf32>) -> tensor<8x256x512xbf16>
    %496 = stablehlo.dot_general %495, %288, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x512xbf16>, tensor<8x256x512xbf16>) -> tensor<512x512xbf16>
    %497 = stablehlo.transpose %496, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %498 = stablehlo.dot_general %495, %arg30, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x512xbf16>, tensor<512x512xbf16>) -> tensor<8x256x512xbf16>
    %499 = stablehlo.reshape %498 : (tensor<8x256x512xbf16>) -> tensor<8x256x8x64xbf16>
    %500 = stablehlo.transpose %499, dims = [0, 2, 3, 1] : (tensor<8x256x8x64xbf16>) -> tensor<8x8x64x256xbf16>
    %501 = stablehlo.dot_general %500, %264, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64x256xbf16>, tensor<8x256x8x64xbf16>) -> tensor<8x8x256x256xbf16>
    %502 = stablehlo.dot_general %500, %285, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64x256xbf16>, tensor<8x8x256x256xbf16>) -> tensor<8x8x64x256xbf16>
    %503 = stablehlo.transpose %502, dims = [0, 3, 1, 2] : (tensor<8x8x64x256xbf16>) -> tensor<8x256x8x64xbf16>
    %504 = stablehlo.convert %501 : (tensor<8x8x256x256xbf16>) -> tensor<8x8x256x256xf32>
    %505 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2, 3] : (tensor<8x8x256x1xf32>) -> tensor<8x8x256x256xf32>
    %506 = stablehlo.multiply %504, %505 : tensor<8x8x256x256xf32>
    %507 = stablehlo.multiply %506, %277 : tensor<8x8x256x256xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %508 = stablehlo.reduce(%507 init: %cst_110) applies stablehlo.add across dimensions = [3] : (tensor<8x8x256x256xf32>, tensor<f32>) -> tensor<8x8x256xf32>
    %509 = stablehlo.reshape %508 : (tensor<8x8x256xf32>) -> tensor<8x8x256x1xf32>
    %510 = stablehlo.negate %509 : tensor<8x8x256x1xf32>
    %511 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2, 3] : (tensor<8x8x256x1xf32>) -> tensor<8x8x256x256xf32>
    %512 = stablehlo.divide %504, %511 : tensor<8x8x256x256xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %513 = stablehlo.reduce(%510 init: %cst_111) applies stablehlo.add across dimensions = [3] : (tensor<8x8x256x1xf32>, tensor<f32>) -> tensor<8x8x256xf32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [0, 1, 2] : (tensor<8x8x256xf32>) -> tensor<8x8x256x256xf32>
    %515 = stablehlo.add %512, %514 : tensor<8x8x256x256xf32>
    %516 = stablehlo.multiply %515, %277 : tensor<8x8x256x256xf32>
    %517 = stablehlo.convert %516 : (tensor<8x8x256x256xf32>) -> tensor<8x8x256x256xbf16>
    %518 = call @_where_2(%269#1, %517) : (tensor<8x8x256x256xi1>, tensor<8x8x256x256xbf16>) -> tensor<8x8x256x256xbf16>
    %cst_112 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %519 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<bf16>) -> tensor<8x8x256x256xbf16>
    %520 = stablehlo.multiply %518, %519 : tensor<8x8x256x256xbf16>
    %521 = stablehlo.dot_general %520, %260, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x256x256xbf16>, tensor<8x256x8x64xbf16>) -> tensor<8x8x256x64xbf16>
    %522 = stablehlo.transpose %521, dims = [0, 2, 1, 3] : (tensor<8x8x256x64xbf16>) -> tensor<8x256x8x64xbf16>
    %523 = stablehlo.dot_general %520, %262, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x256x256xbf16>, tensor<8x256x8x64xbf16>) -> tensor<8x8x256x64xbf16>
    %524 = stablehlo.transpose %523, dims = [0, 2, 1, 3] : (tensor<8x8x256x64xbf16>) -> tensor<8x256x8x64xbf16>
    %525 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 3, 4] : (tensor<8x256x8x64xbf16>) -> tensor<8x256x1x8x64xbf16>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %526 = stablehlo.pad %525, %cst_113, low = [0, 0, 2, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x256x1x8x64xbf16>, tensor<bf16>) -> tensor<8x256x3x8x64xbf16>
    %527 = stablehlo.broadcast_in_dim %522, dims = [0, 1, 3, 4] : (tensor<8x256x8x64xbf16>) -> tensor<8x256x1x8x64xbf16>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %528 = stablehlo.pad %527, %cst_114, low = [0, 0, 1, 0, 0], high = [0, 0, 1, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x256x1x8x64xbf16>, tensor<bf16>) -> tensor<8x256x3x8x64xbf16>
    %529 = stablehlo.add %526, %528 : tensor<8x256x3x8x64xbf16>
    %530 = stablehlo.broadcast_in_dim %524, dims = [0, 1, 3, 4] : (tensor<8x256x8x64xbf16>) -> tensor<8x256x1x8x64xbf16>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %531 = stablehlo.pad %530, %cst_115, low = [0, 0, 0, 0, 0], high = [0, 0, 2, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x256x1x8x64xbf16>, tensor<bf16>) -> tensor<8x256x3x8x64xbf16>
    %532 = stablehlo.add %529, %531 : tensor<8x256x3x8x64xbf16>
    %533 = stablehlo.reshape %532 : (tensor<8x256x3x8x64xbf16>) -> tensor<8x256x1536xbf16>
    %534 = stablehlo.dot_general %533, %256, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x1536xbf16>, tensor<8x256x512xbf16>) -> tensor<1536x512xbf16>
    %535 = stablehlo.transpose %534, dims = [1, 0] : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %536 = stablehlo.dot_general %533, %arg31, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x1536xbf16>, tensor<512x1536xbf16>) -> tensor<8x256x512xbf16>
    %537 = stablehlo.add %495, %536 : tensor<8x256x512xbf16>
    %538 = stablehlo.convert %537 : (tensor<8x256x512xbf16>) -> tensor<8x256x512xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %539 = stablehlo.reduce(%538 init: %cst_116) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %540 = stablehlo.reshape %539 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %541 = stablehlo.reduce(%540 init: %cst_117) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %542 = stablehlo.multiply %249, %538 : tensor<8x256x512xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %543 = stablehlo.reduce(%542 init: %cst_118) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %544 = stablehlo.reshape %543 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %545 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x256x512xf32>
    %546 = stablehlo.multiply %538, %545 : tensor<8x256x512xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %547 = stablehlo.reduce(%544 init: %cst_119) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %548 = stablehlo.multiply %241, %546 : tensor<8x256x512xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %549 = stablehlo.reduce(%548 init: %cst_120) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %550 = stablehlo.reshape %549 : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %551 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %552 = stablehlo.multiply %546, %551 : tensor<8x256x512xf32>
    %553 = stablehlo.multiply %550, %247 : tensor<8x256x1xf32>
    %554 = stablehlo.negate %552 : tensor<8x256x512xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %555 = stablehlo.reduce(%554 init: %cst_121) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %556 = stablehlo.reshape %555 : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_122 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %558 = stablehlo.divide %553, %557 : tensor<8x256x1xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %559 = stablehlo.reduce(%558 init: %cst_123) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1xf32>, tensor<f32>) -> tensor<8x256xf32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x512xf32>
    %561 = stablehlo.multiply %560, %235 : tensor<8x256x512xf32>
    %562 = stablehlo.negate %561 : tensor<8x256x512xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %563 = stablehlo.reduce(%562 init: %cst_124) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %564 = stablehlo.reshape %563 : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %565 = stablehlo.add %552, %561 : tensor<8x256x512xf32>
    %566 = stablehlo.add %556, %564 : tensor<8x256x1xf32>
    %cst_125 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %568 = stablehlo.divide %566, %567 : tensor<8x256x1xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %569 = stablehlo.reduce(%568 init: %cst_126) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1xf32>, tensor<f32>) -> tensor<8x256xf32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x512xf32>
    %571 = stablehlo.add %565, %570 : tensor<8x256x512xf32>
    %572 = stablehlo.convert %571 : (tensor<8x256x512xf32>) -> tensor<8x256x512xbf16>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %573 = stablehlo.reduce(%572 init: %cst_127) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %574 = stablehlo.reshape %573 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %575 = stablehlo.reduce(%574 init: %cst_128) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %576 = stablehlo.dot_general %572, %220, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x512xbf16>, tensor<8x256x2048xbf16>) -> tensor<512x2048xbf16>
    %577 = stablehlo.transpose %576, dims = [1, 0] : (tensor<512x2048xbf16>) -> tensor<2048x512xbf16>
    %578 = stablehlo.dot_general %572, %arg19, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x512xbf16>, tensor<2048x512xbf16>) -> tensor<8x256x2048xbf16>
    %579 = stablehlo.multiply %202, %578 : tensor<8x256x2048xbf16>
    %580 = stablehlo.multiply %578, %219 : tensor<8x256x2048xbf16>
    %cst_129 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %581 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %582 = stablehlo.multiply %581, %579 : tensor<8x256x2048xbf16>
    %583 = stablehlo.multiply %582, %215 : tensor<8x256x2048xbf16>
    %584 = stablehlo.multiply %583, %213 : tensor<8x256x2048xbf16>
    %585 = stablehlo.add %583, %584 : tensor<8x256x2048xbf16>
    %cst_130 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %586 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %587 = stablehlo.multiply %586, %585 : tensor<8x256x2048xbf16>
    %588 = stablehlo.add %580, %587 : tensor<8x256x2048xbf16>
    %cst_131 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %589 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %590 = stablehlo.multiply %589, %587 : tensor<8x256x2048xbf16>
    %591 = stablehlo.multiply %590, %207 : tensor<8x256x2048xbf16>
    %592 = stablehlo.add %588, %591 : tensor<8x256x2048xbf16>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %593 = stablehlo.reduce(%592 init: %cst_132) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x2048xbf16>, tensor<bf16>) -> tensor<2048xbf16>
    %594 = stablehlo.reshape %593 : (tensor<2048xbf16>) -> tensor<1x1x2048xbf16>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %595 = stablehlo.reduce(%594 init: %cst_133) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2048xbf16>, tensor<bf16>) -> tensor<2048xbf16>
    %596 = stablehlo.dot_general %592, %198, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x2048xbf16>, tensor<8x256x512xbf16>) -> tensor<2048x512xbf16>
    %597 = stablehlo.transpose %596, dims = [1, 0] : (tensor<2048x512xbf16>) -> tensor<512x2048xbf16>
    %598 = stablehlo.dot_general %592, %arg18, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x2048xbf16>, tensor<512x2048xbf16>) -> tensor<8x256x512xbf16>
    %599 = stablehlo.add %572, %598 : tensor<8x256x512xbf16>
    %600 = stablehlo.convert %599 : (tensor<8x256x512xbf16>) -> tensor<8x256x512xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %601 = stablehlo.reduce(%600 init: %cst_134) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %602 = stablehlo.reshape %601 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %603 = stablehlo.reduce(%602 init: %cst_135) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %604 = stablehlo.multiply %191, %600 : tensor<8x256x512xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %605 = stablehlo.reduce(%604 init: %cst_136) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %606 = stablehlo.reshape %605 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %607 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x256x512xf32>
    %608 = stablehlo.multiply %600, %607 : tensor<8x256x512xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %609 = stablehlo.reduce(%606 init: %cst_137) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %610 = stablehlo.multiply %183, %608 : tensor<8x256x512xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %611 = stablehlo.reduce(%610 init: %cst_138) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %612 = stablehlo.reshape %611 : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %613 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %614 = stablehlo.multiply %608, %613 : tensor<8x256x512xf32>
    %615 = stablehlo.multiply %612, %189 : tensor<8x256x1xf32>
    %616 = stablehlo.negate %614 : tensor<8x256x512xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %617 = stablehlo.reduce(%616 init: %cst_139) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %618 = stablehlo.reshape %617 : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_140 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %620 = stablehlo.divide %615, %619 : tensor<8x256x1xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %621 = stablehlo.reduce(%620 init: %cst_141) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1xf32>, tensor<f32>) -> tensor<8x256xf32>
    %622 = stablehlo.broadcast_in_dim %621, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x512xf32>
    %623 = stablehlo.multiply %622, %177 : tensor<8x256x512xf32>
    %624 = stablehlo.negate %623 : tensor<8x256x512xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %625 = stablehlo.reduce(%624 init: %cst_142) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %626 = stablehlo.reshape %625 : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %627 = stablehlo.add %614, %623 : tensor<8x256x512xf32>
    %628 = stablehlo.add %618, %626 : tensor<8x256x1xf32>
    %cst_143 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %629 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %630 = stablehlo.divide %628, %629 : tensor<8x256x1xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %631 = stablehlo.reduce(%630 init: %cst_144) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1xf32>, tensor<f32>) -> tensor<8x256xf32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x512xf32>
    %633 = stablehlo.add %627, %632 : tensor<8x256x512xf32>
    %634 = stablehlo.convert %633 : (tensor<8x256x512xf32>) -> tensor<8x256x512xbf16>
    %635 = stablehlo.dot_general %634, %165, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x512xbf16>, tensor<8x256x512xbf16>) -> tensor<512x512xbf16>
    %636 = stablehlo.transpose %635, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %637 = stablehlo.dot_general %634, %arg20, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x512xbf16>, tensor<512x512xbf16>) -> tensor<8x256x512xbf16>
    %638 = stablehlo.reshape %637 : (tensor<8x256x512xbf16>) -> tensor<8x256x8x64xbf16>
    %639 = stablehlo.transpose %638, dims = [0, 2, 3, 1] : (tensor<8x256x8x64xbf16>) -> tensor<8x8x64x256xbf16>
    %640 = stablehlo.dot_general %639, %141, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64x256xbf16>, tensor<8x256x8x64xbf16>) -> tensor<8x8x256x256xbf16>
    %641 = stablehlo.dot_general %639, %162, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64x256xbf16>, tensor<8x8x256x256xbf16>) -> tensor<8x8x64x256xbf16>
    %642 = stablehlo.transpose %641, dims = [0, 3, 1, 2] : (tensor<8x8x64x256xbf16>) -> tensor<8x256x8x64xbf16>
    %643 = stablehlo.convert %640 : (tensor<8x8x256x256xbf16>) -> tensor<8x8x256x256xf32>
    %644 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2, 3] : (tensor<8x8x256x1xf32>) -> tensor<8x8x256x256xf32>
    %645 = stablehlo.multiply %643, %644 : tensor<8x8x256x256xf32>
    %646 = stablehlo.multiply %645, %154 : tensor<8x8x256x256xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %647 = stablehlo.reduce(%646 init: %cst_145) applies stablehlo.add across dimensions = [3] : (tensor<8x8x256x256xf32>, tensor<f32>) -> tensor<8x8x256xf32>
    %648 = stablehlo.reshape %647 : (tensor<8x8x256xf32>) -> tensor<8x8x256x1xf32>
    %649 = stablehlo.negate %648 : tensor<8x8x256x1xf32>
    %650 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2, 3] : (tensor<8x8x256x1xf32>) -> tensor<8x8x256x256xf32>
    %651 = stablehlo.divide %643, %650 : tensor<8x8x256x256xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %652 = stablehlo.reduce(%649 init: %cst_146) applies stablehlo.add across dimensions = [3] : (tensor<8x8x256x1xf32>, tensor<f32>) -> tensor<8x8x256xf32>
    %653 = stablehlo.broadcast_in_dim %652, dims = [0, 1, 2] : (tensor<8x8x256xf32>) -> tensor<8x8x256x256xf32>
    %654 = stablehlo.add %651, %653 : tensor<8x8x256x256xf32>
    %655 = stablehlo.multiply %654, %154 : tensor<8x8x256x256xf32>
    %656 = stablehlo.convert %655 : (tensor<8x8x256x256xf32>) -> tensor<8x8x256x256xbf16>
    %657 = call @_where_2(%146#1, %656) : (tensor<8x8x256x256xi1>, tensor<8x8x256x256xbf16>) -> tensor<8x8x256x256xbf16>
    %cst_147 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %658 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<bf16>) -> tensor<8x8x256x256xbf16>
    %659 = stablehlo.multiply %657, %658 : tensor<8x8x256x256xbf16>
    %660 = stablehlo.dot_general %659, %137, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x256x256xbf16>, tensor<8x256x8x64xbf16>) -> tensor<8x8x256x64xbf16>
    %661 = stablehlo.transpose %660, dims = [0, 2, 1, 3] : (tensor<8x8x256x64xbf16>) -> tensor<8x256x8x64xbf16>
    %662 = stablehlo.dot_general %659, %139, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x256x256xbf16>, tensor<8x256x8x64xbf16>) -> tensor<8x8x256x64xbf16>
    %663 = stablehlo.transpose %662, dims = [0, 2, 1, 3] : (tensor<8x8x256x64xbf16>) -> tensor<8x256x8x64xbf16>
    %664 = stablehlo.broadcast_in_dim %642, dims = [0, 1, 3, 4] : (tensor<8x256x8x64xbf16>) -> tensor<8x256x1x8x64xbf16>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %665 = stablehlo.pad %664, %cst_148, low = [0, 0, 2, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x256x1x8x64xbf16>, tensor<bf16>) -> tensor<8x256x3x8x64xbf16>
    %666 = stablehlo.broadcast_in_dim %661, dims = [0, 1, 3, 4] : (tensor<8x256x8x64xbf16>) -> tensor<8x256x1x8x64xbf16>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %667 = stablehlo.pad %666, %cst_149, low = [0, 0, 1, 0, 0], high = [0, 0, 1, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x256x1x8x64xbf16>, tensor<bf16>) -> tensor<8x256x3x8x64xbf16>
    %668 = stablehlo.add %665, %667 : tensor<8x256x3x8x64xbf16>
    %669 = stablehlo.broadcast_in_dim %663, dims = [0, 1, 3, 4] : (tensor<8x256x8x64xbf16>) -> tensor<8x256x1x8x64xbf16>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %670 = stablehlo.pad %669, %cst_150, low = [0, 0, 0, 0, 0], high = [0, 0, 2, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x256x1x8x64xbf16>, tensor<bf16>) -> tensor<8x256x3x8x64xbf16>
    %671 = stablehlo.add %668, %670 : tensor<8x256x3x8x64xbf16>
    %672 = stablehlo.reshape %671 : (tensor<8x256x3x8x64xbf16>) -> tensor<8x256x1536xbf16>
    %673 = stablehlo.dot_general %672, %133, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x1536xbf16>, tensor<8x256x512xbf16>) -> tensor<1536x512xbf16>
    %674 = stablehlo.transpose %673, dims = [1, 0] : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %675 = stablehlo.dot_general %672, %arg21, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x1536xbf16>, tensor<512x1536xbf16>) -> tensor<8x256x512xbf16>
    %676 = stablehlo.add %634, %675 : tensor<8x256x512xbf16>
    %677 = stablehlo.convert %676 : (tensor<8x256x512xbf16>) -> tensor<8x256x512xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %678 = stablehlo.reduce(%677 init: %cst_151) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %679 = stablehlo.reshape %678 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %680 = stablehlo.reduce(%679 init: %cst_152) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %681 = stablehlo.multiply %126, %677 : tensor<8x256x512xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %682 = stablehlo.reduce(%681 init: %cst_153) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %683 = stablehlo.reshape %682 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %684 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x256x512xf32>
    %685 = stablehlo.multiply %677, %684 : tensor<8x256x512xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %686 = stablehlo.reduce(%683 init: %cst_154) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %687 = stablehlo.multiply %118, %685 : tensor<8x256x512xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %688 = stablehlo.reduce(%687 init: %cst_155) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %689 = stablehlo.reshape %688 : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %690 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %691 = stablehlo.multiply %685, %690 : tensor<8x256x512xf32>
    %692 = stablehlo.multiply %689, %124 : tensor<8x256x1xf32>
    %693 = stablehlo.negate %691 : tensor<8x256x512xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %694 = stablehlo.reduce(%693 init: %cst_156) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %695 = stablehlo.reshape %694 : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_157 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %696 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %697 = stablehlo.divide %692, %696 : tensor<8x256x1xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %698 = stablehlo.reduce(%697 init: %cst_158) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1xf32>, tensor<f32>) -> tensor<8x256xf32>
    %699 = stablehlo.broadcast_in_dim %698, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x512xf32>
    %700 = stablehlo.multiply %699, %112 : tensor<8x256x512xf32>
    %701 = stablehlo.negate %700 : tensor<8x256x512xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %702 = stablehlo.reduce(%701 init: %cst_159) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %703 = stablehlo.reshape %702 : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %704 = stablehlo.add %691, %700 : tensor<8x256x512xf32>
    %705 = stablehlo.add %695, %703 : tensor<8x256x1xf32>
    %cst_160 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %707 = stablehlo.divide %705, %706 : tensor<8x256x1xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %708 = stablehlo.reduce(%707 init: %cst_161) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1xf32>, tensor<f32>) -> tensor<8x256xf32>
    %709 = stablehlo.broadcast_in_dim %708, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x512xf32>
    %710 = stablehlo.add %704, %709 : tensor<8x256x512xf32>
    %711 = stablehlo.convert %710 : (tensor<8x256x512xf32>) -> tensor<8x256x512xbf16>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %712 = stablehlo.reduce(%711 init: %cst_162) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %713 = stablehlo.reshape %712 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %714 = stablehlo.reduce(%713 init: %cst_163) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %715 = stablehlo.dot_general %711, %97, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x512xbf16>, tensor<8x256x2048xbf16>) -> tensor<512x2048xbf16>
    %716 = stablehlo.transpose %715, dims = [1, 0] : (tensor<512x2048xbf16>) -> tensor<2048x512xbf16>
    %717 = stablehlo.dot_general %711, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x512xbf16>, tensor<2048x512xbf16>) -> tensor<8x256x2048xbf16>
    %718 = stablehlo.multiply %79, %717 : tensor<8x256x2048xbf16>
    %719 = stablehlo.multiply %717, %96 : tensor<8x256x2048xbf16>
    %cst_164 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %720 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %721 = stablehlo.multiply %720, %718 : tensor<8x256x2048xbf16>
    %722 = stablehlo.multiply %721, %92 : tensor<8x256x2048xbf16>
    %723 = stablehlo.multiply %722, %90 : tensor<8x256x2048xbf16>
    %724 = stablehlo.add %722, %723 : tensor<8x256x2048xbf16>
    %cst_165 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %725 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %726 = stablehlo.multiply %725, %724 : tensor<8x256x2048xbf16>
    %727 = stablehlo.add %719, %726 : tensor<8x256x2048xbf16>
    %cst_166 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %728 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<bf16>) -> tensor<8x256x2048xbf16>
    %729 = stablehlo.multiply %728, %726 : tensor<8x256x2048xbf16>
    %730 = stablehlo.multiply %729, %84 : tensor<8x256x2048xbf16>
    %731 = stablehlo.add %727, %730 : tensor<8x256x2048xbf16>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %732 = stablehlo.reduce(%731 init: %cst_167) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x2048xbf16>, tensor<bf16>) -> tensor<2048xbf16>
    %733 = stablehlo.reshape %732 : (tensor<2048xbf16>) -> tensor<1x1x2048xbf16>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %734 = stablehlo.reduce(%733 init: %cst_168) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2048xbf16>, tensor<bf16>) -> tensor<2048xbf16>
    %735 = stablehlo.dot_general %731, %75, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x2048xbf16>, tensor<8x256x512xbf16>) -> tensor<2048x512xbf16>
    %736 = stablehlo.transpose %735, dims = [1, 0] : (tensor<2048x512xbf16>) -> tensor<512x2048xbf16>
    %737 = stablehlo.dot_general %731, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x2048xbf16>, tensor<512x2048xbf16>) -> tensor<8x256x512xbf16>
    %738 = stablehlo.add %711, %737 : tensor<8x256x512xbf16>
    %739 = stablehlo.convert %738 : (tensor<8x256x512xbf16>) -> tensor<8x256x512xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %740 = stablehlo.reduce(%739 init: %cst_169) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %741 = stablehlo.reshape %740 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %742 = stablehlo.reduce(%741 init: %cst_170) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %743 = stablehlo.multiply %68, %739 : tensor<8x256x512xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %744 = stablehlo.reduce(%743 init: %cst_171) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %745 = stablehlo.reshape %744 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %746 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x256x512xf32>
    %747 = stablehlo.multiply %739, %746 : tensor<8x256x512xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %748 = stablehlo.reduce(%745 init: %cst_172) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %749 = stablehlo.multiply %60, %747 : tensor<8x256x512xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %750 = stablehlo.reduce(%749 init: %cst_173) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %751 = stablehlo.reshape %750 : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %752 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x512xf32>
    %753 = stablehlo.multiply %747, %752 : tensor<8x256x512xf32>
    %754 = stablehlo.multiply %751, %66 : tensor<8x256x1xf32>
    %755 = stablehlo.negate %753 : tensor<8x256x512xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %756 = stablehlo.reduce(%755 init: %cst_174) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %757 = stablehlo.reshape %756 : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_175 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %758 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %759 = stablehlo.divide %754, %758 : tensor<8x256x1xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %760 = stablehlo.reduce(%759 init: %cst_176) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1xf32>, tensor<f32>) -> tensor<8x256xf32>
    %761 = stablehlo.broadcast_in_dim %760, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x512xf32>
    %762 = stablehlo.multiply %761, %54 : tensor<8x256x512xf32>
    %763 = stablehlo.negate %762 : tensor<8x256x512xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %764 = stablehlo.reduce(%763 init: %cst_177) applies stablehlo.add across dimensions = [2] : (tensor<8x256x512xf32>, tensor<f32>) -> tensor<8x256xf32>
    %765 = stablehlo.reshape %764 : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %766 = stablehlo.add %753, %762 : tensor<8x256x512xf32>
    %767 = stablehlo.add %757, %765 : tensor<8x256x1xf32>
    %cst_178 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %768 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %769 = stablehlo.divide %767, %768 : tensor<8x256x1xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %770 = stablehlo.reduce(%769 init: %cst_179) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1xf32>, tensor<f32>) -> tensor<8x256xf32>
    %771 = stablehlo.broadcast_in_dim %770, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x512xf32>
    %772 = stablehlo.add %766, %771 : tensor<8x256x512xf32>
    %773 = stablehlo.convert %772 : (tensor<8x256x512xf32>) -> tensor<8x256x512xbf16>
    %774 = stablehlo.dot_general %773, %42, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x512xbf16>, tensor<8x256x512xbf16>) -> tensor<512x512xbf16>
    %775 = stablehlo.transpose %774, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %776 = stablehlo.dot_general %773, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x512xbf16>, tensor<512x512xbf16>) -> tensor<8x256x512xbf16>
    %777 = stablehlo.reshape %776 : (tensor<8x256x512xbf16>) -> tensor<8x256x8x64xbf16>
    %778 = stablehlo.transpose %777, dims = [0, 2, 3, 1] : (tensor<8x256x8x64xbf16>) -> tensor<8x8x64x256xbf16>
    %779 = stablehlo.dot_general %778, %18, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64x256xbf16>, tensor<8x256x8x64xbf16>) -> tensor<8x8x256x256xbf16>
    %780 = stablehlo.dot_general %778, %39, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64x256xbf16>, tensor<8x8x256x256xbf16>) -> tensor<8x8x64x256xbf16>
    %781 = stablehlo.transpose %780, dims = [0, 3, 1, 2] : (tensor<8x8x64x256xbf16>) -> tensor<8x256x8x64xbf16>
    %782 = stablehlo.convert %779 : (tensor<8x8x256x256xbf16>) -> tensor<8x8x256x256xf32>
    %783 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<8x8x256x1xf32>) -> tensor<8x8x256x256xf32>
    %784 = stablehlo.multiply %782, %783 : tensor<8x8x256x256xf32>
    %785 = stablehlo.multiply %784, %31 : tensor<8x8x256x256xf32>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %786 = stablehlo.reduce(%785 init: %cst_180) applies stablehlo.add across dimensions = [3] : (tensor<8x8x256x256xf32>, tensor<f32>) -> tensor<8x8x256xf32>
    %787 = stablehlo.reshape %786 : (tensor<8x8x256xf32>) -> tensor<8x8x256x1xf32>
    %788 = stablehlo.negate %787 : tensor<8x8x256x1xf32>
    %789 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<8x8x256x1xf32>) -> tensor<8x8x256x256xf32>
    %790 = stablehlo.divide %782, %789 : tensor<8x8x256x256xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %791 = stablehlo.reduce(%788 init: %cst_181) applies stablehlo.add across dimensions = [3] : (tensor<8x8x256x1xf32>, tensor<f32>) -> tensor<8x8x256xf32>
    %792 = stablehlo.broadcast_in_dim %791, dims = [0, 1, 2] : (tensor<8x8x256xf32>) -> tensor<8x8x256x256xf32>
    %793 = stablehlo.add %790, %792 : tensor<8x8x256x256xf32>
    %794 = stablehlo.multiply %793, %31 : tensor<8x8x256x256xf32>
    %795 = stablehlo.convert %794 : (tensor<8x8x256x256xf32>) -> tensor<8x8x256x256xbf16>
    %796 = call @_where_2(%23#1, %795) : (tensor<8x8x256x256xi1>, tensor<8x8x256x256xbf16>) -> tensor<8x8x256x256xbf16>
    %cst_182 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %797 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<bf16>) -> tensor<8x8x256x256xbf16>
    %798 = stablehlo.multiply %796, %797 : tensor<8x8x256x256xbf16>
    %799 = stablehlo.dot_general %798, %14, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x256x256xbf16>, tensor<8x256x8x64xbf16>) -> tensor<8x8x256x64xbf16>
    %800 = stablehlo.transpose %799, dims = [0, 2, 1, 3] : (tensor<8x8x256x64xbf16>) -> tensor<8x256x8x64xbf16>
    %801 = stablehlo.dot_general %798, %16, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x256x256xbf16>, tensor<8x256x8x64xbf16>) -> tensor<8x8x256x64xbf16>
    %802 = stablehlo.transpose %801, dims = [0, 2, 1, 3] : (tensor<8x8x256x64xbf16>) -> tensor<8x256x8x64xbf16>
    %803 = stablehlo.broadcast_in_dim %781, dims = [0, 1, 3, 4] : (tensor<8x256x8x64xbf16>) -> tensor<8x256x1x8x64xbf16>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %804 = stablehlo.pad %803, %cst_183, low = [0, 0, 2, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x256x1x8x64xbf16>, tensor<bf16>) -> tensor<8x256x3x8x64xbf16>
    %805 = stablehlo.broadcast_in_dim %800, dims = [0, 1, 3, 4] : (tensor<8x256x8x64xbf16>) -> tensor<8x256x1x8x64xbf16>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %806 = stablehlo.pad %805, %cst_184, low = [0, 0, 1, 0, 0], high = [0, 0, 1, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x256x1x8x64xbf16>, tensor<bf16>) -> tensor<8x256x3x8x64xbf16>
    %807 = stablehlo.add %804, %806 : tensor<8x256x3x8x64xbf16>
    %808 = stablehlo.broadcast_in_dim %802, dims = [0, 1, 3, 4] : (tensor<8x256x8x64xbf16>) -> tensor<8x256x1x8x64xbf16>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %809 = stablehlo.pad %808, %cst_185, low = [0, 0, 0, 0, 0], high = [0, 0, 2, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<8x256x1x8x64xbf16>, tensor<bf16>) -> tensor<8x256x3x8x64xbf16>
    %810 = stablehlo.add %807, %809 : tensor<8x256x3x8x64xbf16>
    %811 = stablehlo.reshape %810 : (tensor<8x256x3x8x64xbf16>) -> tensor<8x256x1536xbf16>
    %812 = stablehlo.dot_general %811, %10, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x1536xbf16>, tensor<8x256x512xbf16>) -> tensor<1536x512xbf16>
    %813 = stablehlo.transpose %812, dims = [1, 0] : (tensor<1536x512xbf16>) -> tensor<512x1536xbf16>
    %814 = stablehlo.dot_general %811, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x1536xbf16>, tensor<512x1536xbf16>) -> tensor<8x256x512xbf16>
    %815 = stablehlo.add %773, %814 : tensor<8x256x512xbf16>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %816 = stablehlo.reduce(%815 init: %cst_186) applies stablehlo.add across dimensions = [0] : (tensor<8x256x512xbf16>, tensor<bf16>) -> tensor<256x512xbf16>
    %817 = stablehlo.reshape %816 : (tensor<256x512xbf16>) -> tensor<1x256x512xbf16>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %818 = stablehlo.reduce(%817 init: %cst_187) applies stablehlo.add across dimensions = [0] : (tensor<1x256x512xbf16>, tensor<bf16>) -> tensor<256x512xbf16>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %819 = stablehlo.pad %818, %cst_188, low = [0, 0], high = [256, 0], interior = [0, 0] : (tensor<256x512xbf16>, tensor<bf16>) -> tensor<512x512xbf16>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %820 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<bf16>) -> tensor<8000x512xbf16>
    %821 = "stablehlo.scatter"(%820, %5, %815) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg103: tensor<bf16>, %arg104: tensor<bf16>):
      %1745 = stablehlo.add %arg103, %arg104 : tensor<bf16>
      stablehlo.return %1745 : tensor<bf16>
    }) : (tensor<8000x512xbf16>, tensor<8x256x1xi32>, tensor<8x256x512xbf16>) -> tensor<8000x512xbf16>
    %c_190 = stablehlo.constant dense<1> : tensor<i32>
    %822 = stablehlo.add %arg99, %c_190 : tensor<i32>
    %823 = stablehlo.convert %822 : (tensor<i32>) -> tensor<f32>
    %824 = stablehlo.convert %821 : (tensor<8000x512xbf16>) -> tensor<8000x512xf32>
    %cst_191 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %825 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<8000x512xf32>
    %826 = stablehlo.multiply %825, %arg33 : tensor<8000x512xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<8000x512xf32>
    %828 = stablehlo.multiply %827, %824 : tensor<8000x512xf32>
    %829 = stablehlo.add %826, %828 : tensor<8000x512xf32>
    %cst_193 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %830 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<8000x512xf32>
    %831 = stablehlo.multiply %830, %arg66 : tensor<8000x512xf32>
    %cst_194 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %832 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<8000x512xf32>
    %833 = stablehlo.multiply %832, %824 : tensor<8000x512xf32>
    %834 = stablehlo.multiply %833, %824 : tensor<8000x512xf32>
    %835 = stablehlo.add %831, %834 : tensor<8000x512xf32>
    %cst_195 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %836 = stablehlo.power %cst_195, %823 : tensor<f32>
    %cst_196 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %837 = stablehlo.subtract %cst_196, %836 : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %837, dims = [] : (tensor<f32>) -> tensor<8000x512xf32>
    %839 = stablehlo.divide %829, %838 : tensor<8000x512xf32>
    %cst_197 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %840 = stablehlo.power %cst_197, %823 : tensor<f32>
    %cst_198 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %841 = stablehlo.subtract %cst_198, %840 : tensor<f32>
    %842 = stablehlo.broadcast_in_dim %841, dims = [] : (tensor<f32>) -> tensor<8000x512xf32>
    %843 = stablehlo.divide %835, %842 : tensor<8000x512xf32>
    %844 = stablehlo.convert %arg0 : (tensor<8000x512xbf16>) -> tensor<8000x512xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %845 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<8000x512xf32>
    %846 = stablehlo.multiply %845, %839 : tensor<8000x512xf32>
    %847 = stablehlo.sqrt %843 : tensor<8000x512xf32>
    %cst_200 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<8000x512xf32>
    %849 = stablehlo.add %847, %848 : tensor<8000x512xf32>
    %850 = stablehlo.divide %846, %849 : tensor<8000x512xf32>
    %851 = stablehlo.subtract %844, %850 : tensor<8000x512xf32>
    %852 = stablehlo.convert %851 : (tensor<8000x512xf32>) -> tensor<8000x512xbf16>
    %853 = stablehlo.convert %395 : (tensor<512x16xbf16>) -> tensor<512x16xf32>
    %cst_201 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %854 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<512x16xf32>
    %855 = stablehlo.multiply %854, %arg34 : tensor<512x16xf32>
    %cst_202 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %856 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<512x16xf32>
    %857 = stablehlo.multiply %856, %853 : tensor<512x16xf32>
    %858 = stablehlo.add %855, %857 : tensor<512x16xf32>
    %cst_203 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %859 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<512x16xf32>
    %860 = stablehlo.multiply %859, %arg67 : tensor<512x16xf32>
    %cst_204 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %861 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<512x16xf32>
    %862 = stablehlo.multiply %861, %853 : tensor<512x16xf32>
    %863 = stablehlo.multiply %862, %853 : tensor<512x16xf32>
    %864 = stablehlo.add %860, %863 : tensor<512x16xf32>
    %cst_205 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %865 = stablehlo.power %cst_205, %823 : tensor<f32>
    %cst_206 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %866 = stablehlo.subtract %cst_206, %865 : tensor<f32>
    %867 = stablehlo.broadcast_in_dim %866, dims = [] : (tensor<f32>) -> tensor<512x16xf32>
    %868 = stablehlo.divide %858, %867 : tensor<512x16xf32>
    %cst_207 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %869 = stablehlo.power %cst_207, %823 : tensor<f32>
    %cst_208 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %870 = stablehlo.subtract %cst_208, %869 : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %870, dims = [] : (tensor<f32>) -> tensor<512x16xf32>
    %872 = stablehlo.divide %864, %871 : tensor<512x16xf32>
    %873 = stablehlo.convert %arg1 : (tensor<512x16xbf16>) -> tensor<512x16xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %874 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<512x16xf32>
    %875 = stablehlo.multiply %874, %868 : tensor<512x16xf32>
    %876 = stablehlo.sqrt %872 : tensor<512x16xf32>
    %cst_210 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %877 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<512x16xf32>
    %878 = stablehlo.add %876, %877 : tensor<512x16xf32>
    %879 = stablehlo.divide %875, %878 : tensor<512x16xf32>
    %880 = stablehlo.subtract %873, %879 : tensor<512x16xf32>
    %881 = stablehlo.convert %880 : (tensor<512x16xf32>) -> tensor<512x16xbf16>
    %882 = stablehlo.convert %734 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %cst_211 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %883 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %884 = stablehlo.multiply %883, %arg35 : tensor<2048xf32>
    %cst_212 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %885 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %886 = stablehlo.multiply %885, %882 : tensor<2048xf32>
    %887 = stablehlo.add %884, %886 : tensor<2048xf32>
    %cst_213 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %888 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %889 = stablehlo.multiply %888, %arg68 : tensor<2048xf32>
    %cst_214 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %890 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %891 = stablehlo.multiply %890, %882 : tensor<2048xf32>
    %892 = stablehlo.multiply %891, %882 : tensor<2048xf32>
    %893 = stablehlo.add %889, %892 : tensor<2048xf32>
    %cst_215 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %894 = stablehlo.power %cst_215, %823 : tensor<f32>
    %cst_216 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %895 = stablehlo.subtract %cst_216, %894 : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %895, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %897 = stablehlo.divide %887, %896 : tensor<2048xf32>
    %cst_217 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %898 = stablehlo.power %cst_217, %823 : tensor<f32>
    %cst_218 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %899 = stablehlo.subtract %cst_218, %898 : tensor<f32>
    %900 = stablehlo.broadcast_in_dim %899, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %901 = stablehlo.divide %893, %900 : tensor<2048xf32>
    %902 = stablehlo.convert %arg2 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %cst_219 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %903 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %904 = stablehlo.multiply %903, %897 : tensor<2048xf32>
    %905 = stablehlo.sqrt %901 : tensor<2048xf32>
    %cst_220 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %906 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %907 = stablehlo.add %905, %906 : tensor<2048xf32>
    %908 = stablehlo.divide %904, %907 : tensor<2048xf32>
    %909 = stablehlo.subtract %902, %908 : tensor<2048xf32>
    %910 = stablehlo.convert %909 : (tensor<2048xf32>) -> tensor<2048xbf16>
    %911 = stablehlo.convert %714 : (tensor<512xbf16>) -> tensor<512xf32>
    %cst_221 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %912 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %913 = stablehlo.multiply %912, %arg36 : tensor<512xf32>
    %cst_222 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %914 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %915 = stablehlo.multiply %914, %911 : tensor<512xf32>
    %916 = stablehlo.add %913, %915 : tensor<512xf32>
    %cst_223 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %918 = stablehlo.multiply %917, %arg69 : tensor<512xf32>
    %cst_224 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %920 = stablehlo.multiply %919, %911 : tensor<512xf32>
    %921 = stablehlo.multiply %920, %911 : tensor<512xf32>
    %922 = stablehlo.add %918, %921 : tensor<512xf32>
    %cst_225 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %923 = stablehlo.power %cst_225, %823 : tensor<f32>
    %cst_226 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %924 = stablehlo.subtract %cst_226, %923 : tensor<f32>
    %925 = stablehlo.broadcast_in_dim %924, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %926 = stablehlo.divide %916, %925 : tensor<512xf32>
    %cst_227 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %927 = stablehlo.power %cst_227, %823 : tensor<f32>
    %cst_228 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %928 = stablehlo.subtract %cst_228, %927 : tensor<f32>
    %929 = stablehlo.broadcast_in_dim %928, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %930 = stablehlo.divide %922, %929 : tensor<512xf32>
    %931 = stablehlo.convert %arg3 : (tensor<512xbf16>) -> tensor<512xf32>
    %cst_229 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %932 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %933 = stablehlo.multiply %932, %926 : tensor<512xf32>
    %934 = stablehlo.sqrt %930 : tensor<512xf32>
    %cst_230 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %935 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %936 = stablehlo.add %934, %935 : tensor<512xf32>
    %937 = stablehlo.divide %933, %936 : tensor<512xf32>
    %938 = stablehlo.subtract %931, %937 : tensor<512xf32>
    %939 = stablehlo.convert %938 : (tensor<512xf32>) -> tensor<512xbf16>
    %cst_231 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %940 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %941 = stablehlo.multiply %940, %arg37 : tensor<512xf32>
    %cst_232 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %942 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %943 = stablehlo.multiply %942, %742 : tensor<512xf32>
    %944 = stablehlo.add %941, %943 : tensor<512xf32>
    %cst_233 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %945 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %946 = stablehlo.multiply %945, %arg70 : tensor<512xf32>
    %cst_234 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %947 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %948 = stablehlo.multiply %947, %742 : tensor<512xf32>
    %949 = stablehlo.multiply %948, %742 : tensor<512xf32>
    %950 = stablehlo.add %946, %949 : tensor<512xf32>
    %cst_235 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %951 = stablehlo.power %cst_235, %823 : tensor<f32>
    %cst_236 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %952 = stablehlo.subtract %cst_236, %951 : tensor<f32>
    %953 = stablehlo.broadcast_in_dim %952, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %954 = stablehlo.divide %944, %953 : tensor<512xf32>
    %cst_237 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %955 = stablehlo.power %cst_237, %823 : tensor<f32>
    %cst_238 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %956 = stablehlo.subtract %cst_238, %955 : tensor<f32>
    %957 = stablehlo.broadcast_in_dim %956, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %958 = stablehlo.divide %950, %957 : tensor<512xf32>
    %cst_239 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %959 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %960 = stablehlo.multiply %959, %954 : tensor<512xf32>
    %961 = stablehlo.sqrt %958 : tensor<512xf32>
    %cst_240 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %962 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %963 = stablehlo.add %961, %962 : tensor<512xf32>
    %964 = stablehlo.divide %960, %963 : tensor<512xf32>
    %965 = stablehlo.subtract %arg4, %964 : tensor<512xf32>
    %cst_241 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %966 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %967 = stablehlo.multiply %966, %arg38 : tensor<512xf32>
    %cst_242 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %968 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %969 = stablehlo.multiply %968, %748 : tensor<512xf32>
    %970 = stablehlo.add %967, %969 : tensor<512xf32>
    %cst_243 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %972 = stablehlo.multiply %971, %arg71 : tensor<512xf32>
    %cst_244 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %974 = stablehlo.multiply %973, %748 : tensor<512xf32>
    %975 = stablehlo.multiply %974, %748 : tensor<512xf32>
    %976 = stablehlo.add %972, %975 : tensor<512xf32>
    %cst_245 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %977 = stablehlo.power %cst_245, %823 : tensor<f32>
    %cst_246 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %978 = stablehlo.subtract %cst_246, %977 : tensor<f32>
    %979 = stablehlo.broadcast_in_dim %978, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %980 = stablehlo.divide %970, %979 : tensor<512xf32>
    %cst_247 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %981 = stablehlo.power %cst_247, %823 : tensor<f32>
    %cst_248 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %982 = stablehlo.subtract %cst_248, %981 : tensor<f32>
    %983 = stablehlo.broadcast_in_dim %982, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %984 = stablehlo.divide %976, %983 : tensor<512xf32>
    %cst_249 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %985 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %986 = stablehlo.multiply %985, %980 : tensor<512xf32>
    %987 = stablehlo.sqrt %984 : tensor<512xf32>
    %cst_250 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %988 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %989 = stablehlo.add %987, %988 : tensor<512xf32>
    %990 = stablehlo.divide %986, %989 : tensor<512xf32>
    %991 = stablehlo.subtract %arg5, %990 : tensor<512xf32>
    %cst_251 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %992 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %993 = stablehlo.multiply %992, %arg39 : tensor<512xf32>
    %cst_252 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %994 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %995 = stablehlo.multiply %994, %680 : tensor<512xf32>
    %996 = stablehlo.add %993, %995 : tensor<512xf32>
    %cst_253 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %998 = stablehlo.multiply %997, %arg72 : tensor<512xf32>
    %cst_254 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %999 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1000 = stablehlo.multiply %999, %680 : tensor<512xf32>
    %1001 = stablehlo.multiply %1000, %680 : tensor<512xf32>
    %1002 = stablehlo.add %998, %1001 : tensor<512xf32>
    %cst_255 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1003 = stablehlo.power %cst_255, %823 : tensor<f32>
    %cst_256 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1004 = stablehlo.subtract %cst_256, %1003 : tensor<f32>
    %1005 = stablehlo.broadcast_in_dim %1004, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1006 = stablehlo.divide %996, %1005 : tensor<512xf32>
    %cst_257 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1007 = stablehlo.power %cst_257, %823 : tensor<f32>
    %cst_258 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1008 = stablehlo.subtract %cst_258, %1007 : tensor<f32>
    %1009 = stablehlo.broadcast_in_dim %1008, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1010 = stablehlo.divide %1002, %1009 : tensor<512xf32>
    %cst_259 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1011 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1012 = stablehlo.multiply %1011, %1006 : tensor<512xf32>
    %1013 = stablehlo.sqrt %1010 : tensor<512xf32>
    %cst_260 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1014 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1015 = stablehlo.add %1013, %1014 : tensor<512xf32>
    %1016 = stablehlo.divide %1012, %1015 : tensor<512xf32>
    %1017 = stablehlo.subtract %arg6, %1016 : tensor<512xf32>
    %cst_261 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1018 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1019 = stablehlo.multiply %1018, %arg40 : tensor<512xf32>
    %cst_262 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1020 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1021 = stablehlo.multiply %1020, %686 : tensor<512xf32>
    %1022 = stablehlo.add %1019, %1021 : tensor<512xf32>
    %cst_263 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1023 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1024 = stablehlo.multiply %1023, %arg73 : tensor<512xf32>
    %cst_264 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1025 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1026 = stablehlo.multiply %1025, %686 : tensor<512xf32>
    %1027 = stablehlo.multiply %1026, %686 : tensor<512xf32>
    %1028 = stablehlo.add %1024, %1027 : tensor<512xf32>
    %cst_265 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1029 = stablehlo.power %cst_265, %823 : tensor<f32>
    %cst_266 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1030 = stablehlo.subtract %cst_266, %1029 : tensor<f32>
    %1031 = stablehlo.broadcast_in_dim %1030, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1032 = stablehlo.divide %1022, %1031 : tensor<512xf32>
    %cst_267 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1033 = stablehlo.power %cst_267, %823 : tensor<f32>
    %cst_268 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1034 = stablehlo.subtract %cst_268, %1033 : tensor<f32>
    %1035 = stablehlo.broadcast_in_dim %1034, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1036 = stablehlo.divide %1028, %1035 : tensor<512xf32>
    %cst_269 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1037 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1038 = stablehlo.multiply %1037, %1032 : tensor<512xf32>
    %1039 = stablehlo.sqrt %1036 : tensor<512xf32>
    %cst_270 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1040 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1041 = stablehlo.add %1039, %1040 : tensor<512xf32>
    %1042 = stablehlo.divide %1038, %1041 : tensor<512xf32>
    %1043 = stablehlo.subtract %arg7, %1042 : tensor<512xf32>
    %1044 = stablehlo.convert %736 : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %cst_271 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1045 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1046 = stablehlo.multiply %1045, %arg41 : tensor<512x2048xf32>
    %cst_272 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1047 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1048 = stablehlo.multiply %1047, %1044 : tensor<512x2048xf32>
    %1049 = stablehlo.add %1046, %1048 : tensor<512x2048xf32>
    %cst_273 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1050 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1051 = stablehlo.multiply %1050, %arg74 : tensor<512x2048xf32>
    %cst_274 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1052 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1053 = stablehlo.multiply %1052, %1044 : tensor<512x2048xf32>
    %1054 = stablehlo.multiply %1053, %1044 : tensor<512x2048xf32>
    %1055 = stablehlo.add %1051, %1054 : tensor<512x2048xf32>
    %cst_275 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1056 = stablehlo.power %cst_275, %823 : tensor<f32>
    %cst_276 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1057 = stablehlo.subtract %cst_276, %1056 : tensor<f32>
    %1058 = stablehlo.broadcast_in_dim %1057, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1059 = stablehlo.divide %1049, %1058 : tensor<512x2048xf32>
    %cst_277 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1060 = stablehlo.power %cst_277, %823 : tensor<f32>
    %cst_278 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1061 = stablehlo.subtract %cst_278, %1060 : tensor<f32>
    %1062 = stablehlo.broadcast_in_dim %1061, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1063 = stablehlo.divide %1055, %1062 : tensor<512x2048xf32>
    %1064 = stablehlo.convert %arg8 : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %cst_279 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1065 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1066 = stablehlo.multiply %1065, %1059 : tensor<512x2048xf32>
    %1067 = stablehlo.sqrt %1063 : tensor<512x2048xf32>
    %cst_280 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1068 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1069 = stablehlo.add %1067, %1068 : tensor<512x2048xf32>
    %1070 = stablehlo.divide %1066, %1069 : tensor<512x2048xf32>
    %1071 = stablehlo.subtract %1064, %1070 : tensor<512x2048xf32>
    %1072 = stablehlo.convert %1071 : (tensor<512x2048xf32>) -> tensor<512x2048xbf16>
    %1073 = stablehlo.convert %716 : (tensor<2048x512xbf16>) -> tensor<2048x512xf32>
    %cst_281 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1074 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %1075 = stablehlo.multiply %1074, %arg42 : tensor<2048x512xf32>
    %cst_282 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1076 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %1077 = stablehlo.multiply %1076, %1073 : tensor<2048x512xf32>
    %1078 = stablehlo.add %1075, %1077 : tensor<2048x512xf32>
    %cst_283 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1079 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %1080 = stablehlo.multiply %1079, %arg75 : tensor<2048x512xf32>
    %cst_284 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %1082 = stablehlo.multiply %1081, %1073 : tensor<2048x512xf32>
    %1083 = stablehlo.multiply %1082, %1073 : tensor<2048x512xf32>
    %1084 = stablehlo.add %1080, %1083 : tensor<2048x512xf32>
    %cst_285 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1085 = stablehlo.power %cst_285, %823 : tensor<f32>
    %cst_286 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1086 = stablehlo.subtract %cst_286, %1085 : tensor<f32>
    %1087 = stablehlo.broadcast_in_dim %1086, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %1088 = stablehlo.divide %1078, %1087 : tensor<2048x512xf32>
    %cst_287 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1089 = stablehlo.power %cst_287, %823 : tensor<f32>
    %cst_288 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1090 = stablehlo.subtract %cst_288, %1089 : tensor<f32>
    %1091 = stablehlo.broadcast_in_dim %1090, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %1092 = stablehlo.divide %1084, %1091 : tensor<2048x512xf32>
    %1093 = stablehlo.convert %arg9 : (tensor<2048x512xbf16>) -> tensor<2048x512xf32>
    %cst_289 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1094 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %1095 = stablehlo.multiply %1094, %1088 : tensor<2048x512xf32>
    %1096 = stablehlo.sqrt %1092 : tensor<2048x512xf32>
    %cst_290 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1097 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %1098 = stablehlo.add %1096, %1097 : tensor<2048x512xf32>
    %1099 = stablehlo.divide %1095, %1098 : tensor<2048x512xf32>
    %1100 = stablehlo.subtract %1093, %1099 : tensor<2048x512xf32>
    %1101 = stablehlo.convert %1100 : (tensor<2048x512xf32>) -> tensor<2048x512xbf16>
    %1102 = stablehlo.convert %775 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %cst_291 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1103 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1104 = stablehlo.multiply %1103, %arg43 : tensor<512x512xf32>
    %cst_292 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1105 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1106 = stablehlo.multiply %1105, %1102 : tensor<512x512xf32>
    %1107 = stablehlo.add %1104, %1106 : tensor<512x512xf32>
    %cst_293 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1108 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1109 = stablehlo.multiply %1108, %arg76 : tensor<512x512xf32>
    %cst_294 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1110 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1111 = stablehlo.multiply %1110, %1102 : tensor<512x512xf32>
    %1112 = stablehlo.multiply %1111, %1102 : tensor<512x512xf32>
    %1113 = stablehlo.add %1109, %1112 : tensor<512x512xf32>
    %cst_295 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1114 = stablehlo.power %cst_295, %823 : tensor<f32>
    %cst_296 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1115 = stablehlo.subtract %cst_296, %1114 : tensor<f32>
    %1116 = stablehlo.broadcast_in_dim %1115, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1117 = stablehlo.divide %1107, %1116 : tensor<512x512xf32>
    %cst_297 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1118 = stablehlo.power %cst_297, %823 : tensor<f32>
    %cst_298 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1119 = stablehlo.subtract %cst_298, %1118 : tensor<f32>
    %1120 = stablehlo.broadcast_in_dim %1119, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1121 = stablehlo.divide %1113, %1120 : tensor<512x512xf32>
    %1122 = stablehlo.convert %arg10 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %cst_299 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1123 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1124 = stablehlo.multiply %1123, %1117 : tensor<512x512xf32>
    %1125 = stablehlo.sqrt %1121 : tensor<512x512xf32>
    %cst_300 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1126 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1127 = stablehlo.add %1125, %1126 : tensor<512x512xf32>
    %1128 = stablehlo.divide %1124, %1127 : tensor<512x512xf32>
    %1129 = stablehlo.subtract %1122, %1128 : tensor<512x512xf32>
    %1130 = stablehlo.convert %1129 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1131 = stablehlo.convert %813 : (tensor<512x1536xbf16>) -> tensor<512x1536xf32>
    %cst_301 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1132 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %1133 = stablehlo.multiply %1132, %arg44 : tensor<512x1536xf32>
    %cst_302 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1134 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %1135 = stablehlo.multiply %1134, %1131 : tensor<512x1536xf32>
    %1136 = stablehlo.add %1133, %1135 : tensor<512x1536xf32>
    %cst_303 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1137 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %1138 = stablehlo.multiply %1137, %arg77 : tensor<512x1536xf32>
    %cst_304 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1139 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %1140 = stablehlo.multiply %1139, %1131 : tensor<512x1536xf32>
    %1141 = stablehlo.multiply %1140, %1131 : tensor<512x1536xf32>
    %1142 = stablehlo.add %1138, %1141 : tensor<512x1536xf32>
    %cst_305 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1143 = stablehlo.power %cst_305, %823 : tensor<f32>
    %cst_306 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1144 = stablehlo.subtract %cst_306, %1143 : tensor<f32>
    %1145 = stablehlo.broadcast_in_dim %1144, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %1146 = stablehlo.divide %1136, %1145 : tensor<512x1536xf32>
    %cst_307 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1147 = stablehlo.power %cst_307, %823 : tensor<f32>
    %cst_308 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1148 = stablehlo.subtract %cst_308, %1147 : tensor<f32>
    %1149 = stablehlo.broadcast_in_dim %1148, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %1150 = stablehlo.divide %1142, %1149 : tensor<512x1536xf32>
    %1151 = stablehlo.convert %arg11 : (tensor<512x1536xbf16>) -> tensor<512x1536xf32>
    %cst_309 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1152 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %1153 = stablehlo.multiply %1152, %1146 : tensor<512x1536xf32>
    %1154 = stablehlo.sqrt %1150 : tensor<512x1536xf32>
    %cst_310 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1155 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %1156 = stablehlo.add %1154, %1155 : tensor<512x1536xf32>
    %1157 = stablehlo.divide %1153, %1156 : tensor<512x1536xf32>
    %1158 = stablehlo.subtract %1151, %1157 : tensor<512x1536xf32>
    %1159 = stablehlo.convert %1158 : (tensor<512x1536xf32>) -> tensor<512x1536xbf16>
    %1160 = stablehlo.convert %595 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %cst_311 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1161 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %1162 = stablehlo.multiply %1161, %arg45 : tensor<2048xf32>
    %cst_312 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1163 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %1164 = stablehlo.multiply %1163, %1160 : tensor<2048xf32>
    %1165 = stablehlo.add %1162, %1164 : tensor<2048xf32>
    %cst_313 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1166 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %1167 = stablehlo.multiply %1166, %arg78 : tensor<2048xf32>
    %cst_314 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1168 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %1169 = stablehlo.multiply %1168, %1160 : tensor<2048xf32>
    %1170 = stablehlo.multiply %1169, %1160 : tensor<2048xf32>
    %1171 = stablehlo.add %1167, %1170 : tensor<2048xf32>
    %cst_315 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1172 = stablehlo.power %cst_315, %823 : tensor<f32>
    %cst_316 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1173 = stablehlo.subtract %cst_316, %1172 : tensor<f32>
    %1174 = stablehlo.broadcast_in_dim %1173, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %1175 = stablehlo.divide %1165, %1174 : tensor<2048xf32>
    %cst_317 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1176 = stablehlo.power %cst_317, %823 : tensor<f32>
    %cst_318 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1177 = stablehlo.subtract %cst_318, %1176 : tensor<f32>
    %1178 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %1179 = stablehlo.divide %1171, %1178 : tensor<2048xf32>
    %1180 = stablehlo.convert %arg12 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %cst_319 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1181 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %1182 = stablehlo.multiply %1181, %1175 : tensor<2048xf32>
    %1183 = stablehlo.sqrt %1179 : tensor<2048xf32>
    %cst_320 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1184 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %1185 = stablehlo.add %1183, %1184 : tensor<2048xf32>
    %1186 = stablehlo.divide %1182, %1185 : tensor<2048xf32>
    %1187 = stablehlo.subtract %1180, %1186 : tensor<2048xf32>
    %1188 = stablehlo.convert %1187 : (tensor<2048xf32>) -> tensor<2048xbf16>
    %1189 = stablehlo.convert %575 : (tensor<512xbf16>) -> tensor<512xf32>
    %cst_321 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1190 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1191 = stablehlo.multiply %1190, %arg46 : tensor<512xf32>
    %cst_322 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1192 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1193 = stablehlo.multiply %1192, %1189 : tensor<512xf32>
    %1194 = stablehlo.add %1191, %1193 : tensor<512xf32>
    %cst_323 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1195 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1196 = stablehlo.multiply %1195, %arg79 : tensor<512xf32>
    %cst_324 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1197 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1198 = stablehlo.multiply %1197, %1189 : tensor<512xf32>
    %1199 = stablehlo.multiply %1198, %1189 : tensor<512xf32>
    %1200 = stablehlo.add %1196, %1199 : tensor<512xf32>
    %cst_325 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1201 = stablehlo.power %cst_325, %823 : tensor<f32>
    %cst_326 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1202 = stablehlo.subtract %cst_326, %1201 : tensor<f32>
    %1203 = stablehlo.broadcast_in_dim %1202, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1204 = stablehlo.divide %1194, %1203 : tensor<512xf32>
    %cst_327 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1205 = stablehlo.power %cst_327, %823 : tensor<f32>
    %cst_328 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1206 = stablehlo.subtract %cst_328, %1205 : tensor<f32>
    %1207 = stablehlo.broadcast_in_dim %1206, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1208 = stablehlo.divide %1200, %1207 : tensor<512xf32>
    %1209 = stablehlo.convert %arg13 : (tensor<512xbf16>) -> tensor<512xf32>
    %cst_329 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1210 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1211 = stablehlo.multiply %1210, %1204 : tensor<512xf32>
    %1212 = stablehlo.sqrt %1208 : tensor<512xf32>
    %cst_330 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1213 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1214 = stablehlo.add %1212, %1213 : tensor<512xf32>
    %1215 = stablehlo.divide %1211, %1214 : tensor<512xf32>
    %1216 = stablehlo.subtract %1209, %1215 : tensor<512xf32>
    %1217 = stablehlo.convert %1216 : (tensor<512xf32>) -> tensor<512xbf16>
    %cst_331 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1218 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1219 = stablehlo.multiply %1218, %arg47 : tensor<512xf32>
    %cst_332 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1220 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1221 = stablehlo.multiply %1220, %603 : tensor<512xf32>
    %1222 = stablehlo.add %1219, %1221 : tensor<512xf32>
    %cst_333 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1223 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1224 = stablehlo.multiply %1223, %arg80 : tensor<512xf32>
    %cst_334 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1225 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1226 = stablehlo.multiply %1225, %603 : tensor<512xf32>
    %1227 = stablehlo.multiply %1226, %603 : tensor<512xf32>
    %1228 = stablehlo.add %1224, %1227 : tensor<512xf32>
    %cst_335 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1229 = stablehlo.power %cst_335, %823 : tensor<f32>
    %cst_336 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1230 = stablehlo.subtract %cst_336, %1229 : tensor<f32>
    %1231 = stablehlo.broadcast_in_dim %1230, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1232 = stablehlo.divide %1222, %1231 : tensor<512xf32>
    %cst_337 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1233 = stablehlo.power %cst_337, %823 : tensor<f32>
    %cst_338 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1234 = stablehlo.subtract %cst_338, %1233 : tensor<f32>
    %1235 = stablehlo.broadcast_in_dim %1234, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1236 = stablehlo.divide %1228, %1235 : tensor<512xf32>
    %cst_339 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1237 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1238 = stablehlo.multiply %1237, %1232 : tensor<512xf32>
    %1239 = stablehlo.sqrt %1236 : tensor<512xf32>
    %cst_340 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1240 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1241 = stablehlo.add %1239, %1240 : tensor<512xf32>
    %1242 = stablehlo.divide %1238, %1241 : tensor<512xf32>
    %1243 = stablehlo.subtract %arg14, %1242 : tensor<512xf32>
    %cst_341 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1244 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1245 = stablehlo.multiply %1244, %arg48 : tensor<512xf32>
    %cst_342 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1246 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1247 = stablehlo.multiply %1246, %609 : tensor<512xf32>
    %1248 = stablehlo.add %1245, %1247 : tensor<512xf32>
    %cst_343 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1249 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1250 = stablehlo.multiply %1249, %arg81 : tensor<512xf32>
    %cst_344 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1251 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1252 = stablehlo.multiply %1251, %609 : tensor<512xf32>
    %1253 = stablehlo.multiply %1252, %609 : tensor<512xf32>
    %1254 = stablehlo.add %1250, %1253 : tensor<512xf32>
    %cst_345 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1255 = stablehlo.power %cst_345, %823 : tensor<f32>
    %cst_346 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1256 = stablehlo.subtract %cst_346, %1255 : tensor<f32>
    %1257 = stablehlo.broadcast_in_dim %1256, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1258 = stablehlo.divide %1248, %1257 : tensor<512xf32>
    %cst_347 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1259 = stablehlo.power %cst_347, %823 : tensor<f32>
    %cst_348 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1260 = stablehlo.subtract %cst_348, %1259 : tensor<f32>
    %1261 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1262 = stablehlo.divide %1254, %1261 : tensor<512xf32>
    %cst_349 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1263 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1264 = stablehlo.multiply %1263, %1258 : tensor<512xf32>
    %1265 = stablehlo.sqrt %1262 : tensor<512xf32>
    %cst_350 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1266 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1267 = stablehlo.add %1265, %1266 : tensor<512xf32>
    %1268 = stablehlo.divide %1264, %1267 : tensor<512xf32>
    %1269 = stablehlo.subtract %arg15, %1268 : tensor<512xf32>
    %cst_351 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1270 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1271 = stablehlo.multiply %1270, %arg49 : tensor<512xf32>
    %cst_352 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1272 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1273 = stablehlo.multiply %1272, %541 : tensor<512xf32>
    %1274 = stablehlo.add %1271, %1273 : tensor<512xf32>
    %cst_353 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1275 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1276 = stablehlo.multiply %1275, %arg82 : tensor<512xf32>
    %cst_354 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1277 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1278 = stablehlo.multiply %1277, %541 : tensor<512xf32>
    %1279 = stablehlo.multiply %1278, %541 : tensor<512xf32>
    %1280 = stablehlo.add %1276, %1279 : tensor<512xf32>
    %cst_355 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1281 = stablehlo.power %cst_355, %823 : tensor<f32>
    %cst_356 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1282 = stablehlo.subtract %cst_356, %1281 : tensor<f32>
    %1283 = stablehlo.broadcast_in_dim %1282, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1284 = stablehlo.divide %1274, %1283 : tensor<512xf32>
    %cst_357 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1285 = stablehlo.power %cst_357, %823 : tensor<f32>
    %cst_358 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1286 = stablehlo.subtract %cst_358, %1285 : tensor<f32>
    %1287 = stablehlo.broadcast_in_dim %1286, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1288 = stablehlo.divide %1280, %1287 : tensor<512xf32>
    %cst_359 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1289 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1290 = stablehlo.multiply %1289, %1284 : tensor<512xf32>
    %1291 = stablehlo.sqrt %1288 : tensor<512xf32>
    %cst_360 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1292 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1293 = stablehlo.add %1291, %1292 : tensor<512xf32>
    %1294 = stablehlo.divide %1290, %1293 : tensor<512xf32>
    %1295 = stablehlo.subtract %arg16, %1294 : tensor<512xf32>
    %cst_361 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1296 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1297 = stablehlo.multiply %1296, %arg50 : tensor<512xf32>
    %cst_362 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1298 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1299 = stablehlo.multiply %1298, %547 : tensor<512xf32>
    %1300 = stablehlo.add %1297, %1299 : tensor<512xf32>
    %cst_363 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1301 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1302 = stablehlo.multiply %1301, %arg83 : tensor<512xf32>
    %cst_364 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1303 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1304 = stablehlo.multiply %1303, %547 : tensor<512xf32>
    %1305 = stablehlo.multiply %1304, %547 : tensor<512xf32>
    %1306 = stablehlo.add %1302, %1305 : tensor<512xf32>
    %cst_365 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1307 = stablehlo.power %cst_365, %823 : tensor<f32>
    %cst_366 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1308 = stablehlo.subtract %cst_366, %1307 : tensor<f32>
    %1309 = stablehlo.broadcast_in_dim %1308, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1310 = stablehlo.divide %1300, %1309 : tensor<512xf32>
    %cst_367 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1311 = stablehlo.power %cst_367, %823 : tensor<f32>
    %cst_368 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1312 = stablehlo.subtract %cst_368, %1311 : tensor<f32>
    %1313 = stablehlo.broadcast_in_dim %1312, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1314 = stablehlo.divide %1306, %1313 : tensor<512xf32>
    %cst_369 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1315 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1316 = stablehlo.multiply %1315, %1310 : tensor<512xf32>
    %1317 = stablehlo.sqrt %1314 : tensor<512xf32>
    %cst_370 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1318 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1319 = stablehlo.add %1317, %1318 : tensor<512xf32>
    %1320 = stablehlo.divide %1316, %1319 : tensor<512xf32>
    %1321 = stablehlo.subtract %arg17, %1320 : tensor<512xf32>
    %1322 = stablehlo.convert %597 : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %cst_371 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1323 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1324 = stablehlo.multiply %1323, %arg51 : tensor<512x2048xf32>
    %cst_372 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1325 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1326 = stablehlo.multiply %1325, %1322 : tensor<512x2048xf32>
    %1327 = stablehlo.add %1324, %1326 : tensor<512x2048xf32>
    %cst_373 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1328 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1329 = stablehlo.multiply %1328, %arg84 : tensor<512x2048xf32>
    %cst_374 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1330 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1331 = stablehlo.multiply %1330, %1322 : tensor<512x2048xf32>
    %1332 = stablehlo.multiply %1331, %1322 : tensor<512x2048xf32>
    %1333 = stablehlo.add %1329, %1332 : tensor<512x2048xf32>
    %cst_375 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1334 = stablehlo.power %cst_375, %823 : tensor<f32>
    %cst_376 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1335 = stablehlo.subtract %cst_376, %1334 : tensor<f32>
    %1336 = stablehlo.broadcast_in_dim %1335, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1337 = stablehlo.divide %1327, %1336 : tensor<512x2048xf32>
    %cst_377 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1338 = stablehlo.power %cst_377, %823 : tensor<f32>
    %cst_378 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1339 = stablehlo.subtract %cst_378, %1338 : tensor<f32>
    %1340 = stablehlo.broadcast_in_dim %1339, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1341 = stablehlo.divide %1333, %1340 : tensor<512x2048xf32>
    %1342 = stablehlo.convert %arg18 : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %cst_379 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1343 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1344 = stablehlo.multiply %1343, %1337 : tensor<512x2048xf32>
    %1345 = stablehlo.sqrt %1341 : tensor<512x2048xf32>
    %cst_380 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1346 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1347 = stablehlo.add %1345, %1346 : tensor<512x2048xf32>
    %1348 = stablehlo.divide %1344, %1347 : tensor<512x2048xf32>
    %1349 = stablehlo.subtract %1342, %1348 : tensor<512x2048xf32>
    %1350 = stablehlo.convert %1349 : (tensor<512x2048xf32>) -> tensor<512x2048xbf16>
    %1351 = stablehlo.convert %577 : (tensor<2048x512xbf16>) -> tensor<2048x512xf32>
    %cst_381 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1352 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %1353 = stablehlo.multiply %1352, %arg52 : tensor<2048x512xf32>
    %cst_382 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1354 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %1355 = stablehlo.multiply %1354, %1351 : tensor<2048x512xf32>
    %1356 = stablehlo.add %1353, %1355 : tensor<2048x512xf32>
    %cst_383 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1357 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %1358 = stablehlo.multiply %1357, %arg85 : tensor<2048x512xf32>
    %cst_384 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1359 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %1360 = stablehlo.multiply %1359, %1351 : tensor<2048x512xf32>
    %1361 = stablehlo.multiply %1360, %1351 : tensor<2048x512xf32>
    %1362 = stablehlo.add %1358, %1361 : tensor<2048x512xf32>
    %cst_385 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1363 = stablehlo.power %cst_385, %823 : tensor<f32>
    %cst_386 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1364 = stablehlo.subtract %cst_386, %1363 : tensor<f32>
    %1365 = stablehlo.broadcast_in_dim %1364, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %1366 = stablehlo.divide %1356, %1365 : tensor<2048x512xf32>
    %cst_387 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1367 = stablehlo.power %cst_387, %823 : tensor<f32>
    %cst_388 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1368 = stablehlo.subtract %cst_388, %1367 : tensor<f32>
    %1369 = stablehlo.broadcast_in_dim %1368, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %1370 = stablehlo.divide %1362, %1369 : tensor<2048x512xf32>
    %1371 = stablehlo.convert %arg19 : (tensor<2048x512xbf16>) -> tensor<2048x512xf32>
    %cst_389 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1372 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %1373 = stablehlo.multiply %1372, %1366 : tensor<2048x512xf32>
    %1374 = stablehlo.sqrt %1370 : tensor<2048x512xf32>
    %cst_390 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1375 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %1376 = stablehlo.add %1374, %1375 : tensor<2048x512xf32>
    %1377 = stablehlo.divide %1373, %1376 : tensor<2048x512xf32>
    %1378 = stablehlo.subtract %1371, %1377 : tensor<2048x512xf32>
    %1379 = stablehlo.convert %1378 : (tensor<2048x512xf32>) -> tensor<2048x512xbf16>
    %1380 = stablehlo.convert %636 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %cst_391 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1381 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1382 = stablehlo.multiply %1381, %arg53 : tensor<512x512xf32>
    %cst_392 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1383 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1384 = stablehlo.multiply %1383, %1380 : tensor<512x512xf32>
    %1385 = stablehlo.add %1382, %1384 : tensor<512x512xf32>
    %cst_393 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1386 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1387 = stablehlo.multiply %1386, %arg86 : tensor<512x512xf32>
    %cst_394 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1388 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1389 = stablehlo.multiply %1388, %1380 : tensor<512x512xf32>
    %1390 = stablehlo.multiply %1389, %1380 : tensor<512x512xf32>
    %1391 = stablehlo.add %1387, %1390 : tensor<512x512xf32>
    %cst_395 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1392 = stablehlo.power %cst_395, %823 : tensor<f32>
    %cst_396 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1393 = stablehlo.subtract %cst_396, %1392 : tensor<f32>
    %1394 = stablehlo.broadcast_in_dim %1393, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1395 = stablehlo.divide %1385, %1394 : tensor<512x512xf32>
    %cst_397 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1396 = stablehlo.power %cst_397, %823 : tensor<f32>
    %cst_398 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1397 = stablehlo.subtract %cst_398, %1396 : tensor<f32>
    %1398 = stablehlo.broadcast_in_dim %1397, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1399 = stablehlo.divide %1391, %1398 : tensor<512x512xf32>
    %1400 = stablehlo.convert %arg20 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %cst_399 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1401 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1402 = stablehlo.multiply %1401, %1395 : tensor<512x512xf32>
    %1403 = stablehlo.sqrt %1399 : tensor<512x512xf32>
    %cst_400 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1404 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1405 = stablehlo.add %1403, %1404 : tensor<512x512xf32>
    %1406 = stablehlo.divide %1402, %1405 : tensor<512x512xf32>
    %1407 = stablehlo.subtract %1400, %1406 : tensor<512x512xf32>
    %1408 = stablehlo.convert %1407 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1409 = stablehlo.convert %674 : (tensor<512x1536xbf16>) -> tensor<512x1536xf32>
    %cst_401 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1410 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %1411 = stablehlo.multiply %1410, %arg54 : tensor<512x1536xf32>
    %cst_402 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1412 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %1413 = stablehlo.multiply %1412, %1409 : tensor<512x1536xf32>
    %1414 = stablehlo.add %1411, %1413 : tensor<512x1536xf32>
    %cst_403 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1415 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %1416 = stablehlo.multiply %1415, %arg87 : tensor<512x1536xf32>
    %cst_404 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1417 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %1418 = stablehlo.multiply %1417, %1409 : tensor<512x1536xf32>
    %1419 = stablehlo.multiply %1418, %1409 : tensor<512x1536xf32>
    %1420 = stablehlo.add %1416, %1419 : tensor<512x1536xf32>
    %cst_405 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1421 = stablehlo.power %cst_405, %823 : tensor<f32>
    %cst_406 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1422 = stablehlo.subtract %cst_406, %1421 : tensor<f32>
    %1423 = stablehlo.broadcast_in_dim %1422, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %1424 = stablehlo.divide %1414, %1423 : tensor<512x1536xf32>
    %cst_407 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1425 = stablehlo.power %cst_407, %823 : tensor<f32>
    %cst_408 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1426 = stablehlo.subtract %cst_408, %1425 : tensor<f32>
    %1427 = stablehlo.broadcast_in_dim %1426, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %1428 = stablehlo.divide %1420, %1427 : tensor<512x1536xf32>
    %1429 = stablehlo.convert %arg21 : (tensor<512x1536xbf16>) -> tensor<512x1536xf32>
    %cst_409 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1430 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %1431 = stablehlo.multiply %1430, %1424 : tensor<512x1536xf32>
    %1432 = stablehlo.sqrt %1428 : tensor<512x1536xf32>
    %cst_410 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1433 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %1434 = stablehlo.add %1432, %1433 : tensor<512x1536xf32>
    %1435 = stablehlo.divide %1431, %1434 : tensor<512x1536xf32>
    %1436 = stablehlo.subtract %1429, %1435 : tensor<512x1536xf32>
    %1437 = stablehlo.convert %1436 : (tensor<512x1536xf32>) -> tensor<512x1536xbf16>
    %1438 = stablehlo.convert %456 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %cst_411 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1439 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %1440 = stablehlo.multiply %1439, %arg55 : tensor<2048xf32>
    %cst_412 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1441 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %1442 = stablehlo.multiply %1441, %1438 : tensor<2048xf32>
    %1443 = stablehlo.add %1440, %1442 : tensor<2048xf32>
    %cst_413 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1444 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %1445 = stablehlo.multiply %1444, %arg88 : tensor<2048xf32>
    %cst_414 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1446 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %1447 = stablehlo.multiply %1446, %1438 : tensor<2048xf32>
    %1448 = stablehlo.multiply %1447, %1438 : tensor<2048xf32>
    %1449 = stablehlo.add %1445, %1448 : tensor<2048xf32>
    %cst_415 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1450 = stablehlo.power %cst_415, %823 : tensor<f32>
    %cst_416 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1451 = stablehlo.subtract %cst_416, %1450 : tensor<f32>
    %1452 = stablehlo.broadcast_in_dim %1451, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %1453 = stablehlo.divide %1443, %1452 : tensor<2048xf32>
    %cst_417 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1454 = stablehlo.power %cst_417, %823 : tensor<f32>
    %cst_418 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1455 = stablehlo.subtract %cst_418, %1454 : tensor<f32>
    %1456 = stablehlo.broadcast_in_dim %1455, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %1457 = stablehlo.divide %1449, %1456 : tensor<2048xf32>
    %1458 = stablehlo.convert %arg22 : (tensor<2048xbf16>) -> tensor<2048xf32>
    %cst_419 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1459 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %1460 = stablehlo.multiply %1459, %1453 : tensor<2048xf32>
    %1461 = stablehlo.sqrt %1457 : tensor<2048xf32>
    %cst_420 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1462 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %1463 = stablehlo.add %1461, %1462 : tensor<2048xf32>
    %1464 = stablehlo.divide %1460, %1463 : tensor<2048xf32>
    %1465 = stablehlo.subtract %1458, %1464 : tensor<2048xf32>
    %1466 = stablehlo.convert %1465 : (tensor<2048xf32>) -> tensor<2048xbf16>
    %1467 = stablehlo.convert %436 : (tensor<512xbf16>) -> tensor<512xf32>
    %cst_421 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1468 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1469 = stablehlo.multiply %1468, %arg56 : tensor<512xf32>
    %cst_422 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1470 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1471 = stablehlo.multiply %1470, %1467 : tensor<512xf32>
    %1472 = stablehlo.add %1469, %1471 : tensor<512xf32>
    %cst_423 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1473 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1474 = stablehlo.multiply %1473, %arg89 : tensor<512xf32>
    %cst_424 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1475 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1476 = stablehlo.multiply %1475, %1467 : tensor<512xf32>
    %1477 = stablehlo.multiply %1476, %1467 : tensor<512xf32>
    %1478 = stablehlo.add %1474, %1477 : tensor<512xf32>
    %cst_425 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1479 = stablehlo.power %cst_425, %823 : tensor<f32>
    %cst_426 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1480 = stablehlo.subtract %cst_426, %1479 : tensor<f32>
    %1481 = stablehlo.broadcast_in_dim %1480, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1482 = stablehlo.divide %1472, %1481 : tensor<512xf32>
    %cst_427 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1483 = stablehlo.power %cst_427, %823 : tensor<f32>
    %cst_428 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1484 = stablehlo.subtract %cst_428, %1483 : tensor<f32>
    %1485 = stablehlo.broadcast_in_dim %1484, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1486 = stablehlo.divide %1478, %1485 : tensor<512xf32>
    %1487 = stablehlo.convert %arg23 : (tensor<512xbf16>) -> tensor<512xf32>
    %cst_429 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1488 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1489 = stablehlo.multiply %1488, %1482 : tensor<512xf32>
    %1490 = stablehlo.sqrt %1486 : tensor<512xf32>
    %cst_430 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1491 = stablehlo.broadcast_in_dim %cst_430, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1492 = stablehlo.add %1490, %1491 : tensor<512xf32>
    %1493 = stablehlo.divide %1489, %1492 : tensor<512xf32>
    %1494 = stablehlo.subtract %1487, %1493 : tensor<512xf32>
    %1495 = stablehlo.convert %1494 : (tensor<512xf32>) -> tensor<512xbf16>
    %cst_431 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1496 = stablehlo.broadcast_in_dim %cst_431, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1497 = stablehlo.multiply %1496, %arg57 : tensor<512xf32>
    %cst_432 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1498 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1499 = stablehlo.multiply %1498, %464 : tensor<512xf32>
    %1500 = stablehlo.add %1497, %1499 : tensor<512xf32>
    %cst_433 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1501 = stablehlo.broadcast_in_dim %cst_433, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1502 = stablehlo.multiply %1501, %arg90 : tensor<512xf32>
    %cst_434 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1503 = stablehlo.broadcast_in_dim %cst_434, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1504 = stablehlo.multiply %1503, %464 : tensor<512xf32>
    %1505 = stablehlo.multiply %1504, %464 : tensor<512xf32>
    %1506 = stablehlo.add %1502, %1505 : tensor<512xf32>
    %cst_435 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1507 = stablehlo.power %cst_435, %823 : tensor<f32>
    %cst_436 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1508 = stablehlo.subtract %cst_436, %1507 : tensor<f32>
    %1509 = stablehlo.broadcast_in_dim %1508, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1510 = stablehlo.divide %1500, %1509 : tensor<512xf32>
    %cst_437 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1511 = stablehlo.power %cst_437, %823 : tensor<f32>
    %cst_438 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1512 = stablehlo.subtract %cst_438, %1511 : tensor<f32>
    %1513 = stablehlo.broadcast_in_dim %1512, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1514 = stablehlo.divide %1506, %1513 : tensor<512xf32>
    %cst_439 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1515 = stablehlo.broadcast_in_dim %cst_439, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1516 = stablehlo.multiply %1515, %1510 : tensor<512xf32>
    %1517 = stablehlo.sqrt %1514 : tensor<512xf32>
    %cst_440 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1518 = stablehlo.broadcast_in_dim %cst_440, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1519 = stablehlo.add %1517, %1518 : tensor<512xf32>
    %1520 = stablehlo.divide %1516, %1519 : tensor<512xf32>
    %1521 = stablehlo.subtract %arg24, %1520 : tensor<512xf32>
    %cst_441 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1522 = stablehlo.broadcast_in_dim %cst_441, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1523 = stablehlo.multiply %1522, %arg58 : tensor<512xf32>
    %cst_442 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1524 = stablehlo.broadcast_in_dim %cst_442, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1525 = stablehlo.multiply %1524, %470 : tensor<512xf32>
    %1526 = stablehlo.add %1523, %1525 : tensor<512xf32>
    %cst_443 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1527 = stablehlo.broadcast_in_dim %cst_443, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1528 = stablehlo.multiply %1527, %arg91 : tensor<512xf32>
    %cst_444 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1529 = stablehlo.broadcast_in_dim %cst_444, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1530 = stablehlo.multiply %1529, %470 : tensor<512xf32>
    %1531 = stablehlo.multiply %1530, %470 : tensor<512xf32>
    %1532 = stablehlo.add %1528, %1531 : tensor<512xf32>
    %cst_445 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1533 = stablehlo.power %cst_445, %823 : tensor<f32>
    %cst_446 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1534 = stablehlo.subtract %cst_446, %1533 : tensor<f32>
    %1535 = stablehlo.broadcast_in_dim %1534, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1536 = stablehlo.divide %1526, %1535 : tensor<512xf32>
    %cst_447 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1537 = stablehlo.power %cst_447, %823 : tensor<f32>
    %cst_448 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1538 = stablehlo.subtract %cst_448, %1537 : tensor<f32>
    %1539 = stablehlo.broadcast_in_dim %1538, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1540 = stablehlo.divide %1532, %1539 : tensor<512xf32>
    %cst_449 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1541 = stablehlo.broadcast_in_dim %cst_449, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1542 = stablehlo.multiply %1541, %1536 : tensor<512xf32>
    %1543 = stablehlo.sqrt %1540 : tensor<512xf32>
    %cst_450 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1544 = stablehlo.broadcast_in_dim %cst_450, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1545 = stablehlo.add %1543, %1544 : tensor<512xf32>
    %1546 = stablehlo.divide %1542, %1545 : tensor<512xf32>
    %1547 = stablehlo.subtract %arg25, %1546 : tensor<512xf32>
    %cst_451 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1548 = stablehlo.broadcast_in_dim %cst_451, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1549 = stablehlo.multiply %1548, %arg59 : tensor<512xf32>
    %cst_452 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1550 = stablehlo.broadcast_in_dim %cst_452, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1551 = stablehlo.multiply %1550, %402 : tensor<512xf32>
    %1552 = stablehlo.add %1549, %1551 : tensor<512xf32>
    %cst_453 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1553 = stablehlo.broadcast_in_dim %cst_453, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1554 = stablehlo.multiply %1553, %arg92 : tensor<512xf32>
    %cst_454 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1555 = stablehlo.broadcast_in_dim %cst_454, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1556 = stablehlo.multiply %1555, %402 : tensor<512xf32>
    %1557 = stablehlo.multiply %1556, %402 : tensor<512xf32>
    %1558 = stablehlo.add %1554, %1557 : tensor<512xf32>
    %cst_455 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1559 = stablehlo.power %cst_455, %823 : tensor<f32>
    %cst_456 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1560 = stablehlo.subtract %cst_456, %1559 : tensor<f32>
    %1561 = stablehlo.broadcast_in_dim %1560, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1562 = stablehlo.divide %1552, %1561 : tensor<512xf32>
    %cst_457 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1563 = stablehlo.power %cst_457, %823 : tensor<f32>
    %cst_458 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1564 = stablehlo.subtract %cst_458, %1563 : tensor<f32>
    %1565 = stablehlo.broadcast_in_dim %1564, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1566 = stablehlo.divide %1558, %1565 : tensor<512xf32>
    %cst_459 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1567 = stablehlo.broadcast_in_dim %cst_459, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1568 = stablehlo.multiply %1567, %1562 : tensor<512xf32>
    %1569 = stablehlo.sqrt %1566 : tensor<512xf32>
    %cst_460 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1570 = stablehlo.broadcast_in_dim %cst_460, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1571 = stablehlo.add %1569, %1570 : tensor<512xf32>
    %1572 = stablehlo.divide %1568, %1571 : tensor<512xf32>
    %1573 = stablehlo.subtract %arg26, %1572 : tensor<512xf32>
    %cst_461 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1574 = stablehlo.broadcast_in_dim %cst_461, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1575 = stablehlo.multiply %1574, %arg60 : tensor<512xf32>
    %cst_462 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1576 = stablehlo.broadcast_in_dim %cst_462, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1577 = stablehlo.multiply %1576, %408 : tensor<512xf32>
    %1578 = stablehlo.add %1575, %1577 : tensor<512xf32>
    %cst_463 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1579 = stablehlo.broadcast_in_dim %cst_463, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1580 = stablehlo.multiply %1579, %arg93 : tensor<512xf32>
    %cst_464 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1581 = stablehlo.broadcast_in_dim %cst_464, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1582 = stablehlo.multiply %1581, %408 : tensor<512xf32>
    %1583 = stablehlo.multiply %1582, %408 : tensor<512xf32>
    %1584 = stablehlo.add %1580, %1583 : tensor<512xf32>
    %cst_465 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1585 = stablehlo.power %cst_465, %823 : tensor<f32>
    %cst_466 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1586 = stablehlo.subtract %cst_466, %1585 : tensor<f32>
    %1587 = stablehlo.broadcast_in_dim %1586, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1588 = stablehlo.divide %1578, %1587 : tensor<512xf32>
    %cst_467 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1589 = stablehlo.power %cst_467, %823 : tensor<f32>
    %cst_468 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1590 = stablehlo.subtract %cst_468, %1589 : tensor<f32>
    %1591 = stablehlo.broadcast_in_dim %1590, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1592 = stablehlo.divide %1584, %1591 : tensor<512xf32>
    %cst_469 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1593 = stablehlo.broadcast_in_dim %cst_469, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1594 = stablehlo.multiply %1593, %1588 : tensor<512xf32>
    %1595 = stablehlo.sqrt %1592 : tensor<512xf32>
    %cst_470 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1596 = stablehlo.broadcast_in_dim %cst_470, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1597 = stablehlo.add %1595, %1596 : tensor<512xf32>
    %1598 = stablehlo.divide %1594, %1597 : tensor<512xf32>
    %1599 = stablehlo.subtract %arg27, %1598 : tensor<512xf32>
    %1600 = stablehlo.convert %458 : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %cst_471 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1601 = stablehlo.broadcast_in_dim %cst_471, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1602 = stablehlo.multiply %1601, %arg61 : tensor<512x2048xf32>
    %cst_472 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1603 = stablehlo.broadcast_in_dim %cst_472, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1604 = stablehlo.multiply %1603, %1600 : tensor<512x2048xf32>
    %1605 = stablehlo.add %1602, %1604 : tensor<512x2048xf32>
    %cst_473 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1606 = stablehlo.broadcast_in_dim %cst_473, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1607 = stablehlo.multiply %1606, %arg94 : tensor<512x2048xf32>
    %cst_474 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1608 = stablehlo.broadcast_in_dim %cst_474, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1609 = stablehlo.multiply %1608, %1600 : tensor<512x2048xf32>
    %1610 = stablehlo.multiply %1609, %1600 : tensor<512x2048xf32>
    %1611 = stablehlo.add %1607, %1610 : tensor<512x2048xf32>
    %cst_475 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1612 = stablehlo.power %cst_475, %823 : tensor<f32>
    %cst_476 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1613 = stablehlo.subtract %cst_476, %1612 : tensor<f32>
    %1614 = stablehlo.broadcast_in_dim %1613, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1615 = stablehlo.divide %1605, %1614 : tensor<512x2048xf32>
    %cst_477 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1616 = stablehlo.power %cst_477, %823 : tensor<f32>
    %cst_478 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1617 = stablehlo.subtract %cst_478, %1616 : tensor<f32>
    %1618 = stablehlo.broadcast_in_dim %1617, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1619 = stablehlo.divide %1611, %1618 : tensor<512x2048xf32>
    %1620 = stablehlo.convert %arg28 : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %cst_479 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1621 = stablehlo.broadcast_in_dim %cst_479, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1622 = stablehlo.multiply %1621, %1615 : tensor<512x2048xf32>
    %1623 = stablehlo.sqrt %1619 : tensor<512x2048xf32>
    %cst_480 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1624 = stablehlo.broadcast_in_dim %cst_480, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %1625 = stablehlo.add %1623, %1624 : tensor<512x2048xf32>
    %1626 = stablehlo.divide %1622, %1625 : tensor<512x2048xf32>
    %1627 = stablehlo.subtract %1620, %1626 : tensor<512x2048xf32>
    %1628 = stablehlo.convert %1627 : (tensor<512x2048xf32>) -> tensor<512x2048xbf16>
    %1629 = stablehlo.convert %438 : (tensor<2048x512xbf16>) -> tensor<2048x512xf32>
    %cst_481 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1630 = stablehlo.broadcast_in_dim %cst_481, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %1631 = stablehlo.multiply %1630, %arg62 : tensor<2048x512xf32>
    %cst_482 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1632 = stablehlo.broadcast_in_dim %cst_482, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %1633 = stablehlo.multiply %1632, %1629 : tensor<2048x512xf32>
    %1634 = stablehlo.add %1631, %1633 : tensor<2048x512xf32>
    %cst_483 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1635 = stablehlo.broadcast_in_dim %cst_483, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %1636 = stablehlo.multiply %1635, %arg95 : tensor<2048x512xf32>
    %cst_484 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1637 = stablehlo.broadcast_in_dim %cst_484, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %1638 = stablehlo.multiply %1637, %1629 : tensor<2048x512xf32>
    %1639 = stablehlo.multiply %1638, %1629 : tensor<2048x512xf32>
    %1640 = stablehlo.add %1636, %1639 : tensor<2048x512xf32>
    %cst_485 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1641 = stablehlo.power %cst_485, %823 : tensor<f32>
    %cst_486 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1642 = stablehlo.subtract %cst_486, %1641 : tensor<f32>
    %1643 = stablehlo.broadcast_in_dim %1642, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %1644 = stablehlo.divide %1634, %1643 : tensor<2048x512xf32>
    %cst_487 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1645 = stablehlo.power %cst_487, %823 : tensor<f32>
    %cst_488 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1646 = stablehlo.subtract %cst_488, %1645 : tensor<f32>
    %1647 = stablehlo.broadcast_in_dim %1646, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %1648 = stablehlo.divide %1640, %1647 : tensor<2048x512xf32>
    %1649 = stablehlo.convert %arg29 : (tensor<2048x512xbf16>) -> tensor<2048x512xf32>
    %cst_489 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1650 = stablehlo.broadcast_in_dim %cst_489, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %1651 = stablehlo.multiply %1650, %1644 : tensor<2048x512xf32>
    %1652 = stablehlo.sqrt %1648 : tensor<2048x512xf32>
    %cst_490 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1653 = stablehlo.broadcast_in_dim %cst_490, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %1654 = stablehlo.add %1652, %1653 : tensor<2048x512xf32>
    %1655 = stablehlo.divide %1651, %1654 : tensor<2048x512xf32>
    %1656 = stablehlo.subtract %1649, %1655 : tensor<2048x512xf32>
    %1657 = stablehlo.convert %1656 : (tensor<2048x512xf32>) -> tensor<2048x512xbf16>
    %1658 = stablehlo.convert %497 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %cst_491 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1659 = stablehlo.broadcast_in_dim %cst_491, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1660 = stablehlo.multiply %1659, %arg63 : tensor<512x512xf32>
    %cst_492 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1661 = stablehlo.broadcast_in_dim %cst_492, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1662 = stablehlo.multiply %1661, %1658 : tensor<512x512xf32>
    %1663 = stablehlo.add %1660, %1662 : tensor<512x512xf32>
    %cst_493 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1664 = stablehlo.broadcast_in_dim %cst_493, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1665 = stablehlo.multiply %1664, %arg96 : tensor<512x512xf32>
    %cst_494 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1666 = stablehlo.broadcast_in_dim %cst_494, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1667 = stablehlo.multiply %1666, %1658 : tensor<512x512xf32>
    %1668 = stablehlo.multiply %1667, %1658 : tensor<512x512xf32>
    %1669 = stablehlo.add %1665, %1668 : tensor<512x512xf32>
    %cst_495 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1670 = stablehlo.power %cst_495, %823 : tensor<f32>
    %cst_496 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1671 = stablehlo.subtract %cst_496, %1670 : tensor<f32>
    %1672 = stablehlo.broadcast_in_dim %1671, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1673 = stablehlo.divide %1663, %1672 : tensor<512x512xf32>
    %cst_497 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1674 = stablehlo.power %cst_497, %823 : tensor<f32>
    %cst_498 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1675 = stablehlo.subtract %cst_498, %1674 : tensor<f32>
    %1676 = stablehlo.broadcast_in_dim %1675, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1677 = stablehlo.divide %1669, %1676 : tensor<512x512xf32>
    %1678 = stablehlo.convert %arg30 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %cst_499 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1679 = stablehlo.broadcast_in_dim %cst_499, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1680 = stablehlo.multiply %1679, %1673 : tensor<512x512xf32>
    %1681 = stablehlo.sqrt %1677 : tensor<512x512xf32>
    %cst_500 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1682 = stablehlo.broadcast_in_dim %cst_500, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1683 = stablehlo.add %1681, %1682 : tensor<512x512xf32>
    %1684 = stablehlo.divide %1680, %1683 : tensor<512x512xf32>
    %1685 = stablehlo.subtract %1678, %1684 : tensor<512x512xf32>
    %1686 = stablehlo.convert %1685 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %1687 = stablehlo.convert %535 : (tensor<512x1536xbf16>) -> tensor<512x1536xf32>
    %cst_501 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1688 = stablehlo.broadcast_in_dim %cst_501, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %1689 = stablehlo.multiply %1688, %arg64 : tensor<512x1536xf32>
    %cst_502 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1690 = stablehlo.broadcast_in_dim %cst_502, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %1691 = stablehlo.multiply %1690, %1687 : tensor<512x1536xf32>
    %1692 = stablehlo.add %1689, %1691 : tensor<512x1536xf32>
    %cst_503 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1693 = stablehlo.broadcast_in_dim %cst_503, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %1694 = stablehlo.multiply %1693, %arg97 : tensor<512x1536xf32>
    %cst_504 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1695 = stablehlo.broadcast_in_dim %cst_504, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %1696 = stablehlo.multiply %1695, %1687 : tensor<512x1536xf32>
    %1697 = stablehlo.multiply %1696, %1687 : tensor<512x1536xf32>
    %1698 = stablehlo.add %1694, %1697 : tensor<512x1536xf32>
    %cst_505 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1699 = stablehlo.power %cst_505, %823 : tensor<f32>
    %cst_506 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1700 = stablehlo.subtract %cst_506, %1699 : tensor<f32>
    %1701 = stablehlo.broadcast_in_dim %1700, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %1702 = stablehlo.divide %1692, %1701 : tensor<512x1536xf32>
    %cst_507 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1703 = stablehlo.power %cst_507, %823 : tensor<f32>
    %cst_508 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1704 = stablehlo.subtract %cst_508, %1703 : tensor<f32>
    %1705 = stablehlo.broadcast_in_dim %1704, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %1706 = stablehlo.divide %1698, %1705 : tensor<512x1536xf32>
    %1707 = stablehlo.convert %arg31 : (tensor<512x1536xbf16>) -> tensor<512x1536xf32>
    %cst_509 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1708 = stablehlo.broadcast_in_dim %cst_509, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %1709 = stablehlo.multiply %1708, %1702 : tensor<512x1536xf32>
    %1710 = stablehlo.sqrt %1706 : tensor<512x1536xf32>
    %cst_510 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1711 = stablehlo.broadcast_in_dim %cst_510, dims = [] : (tensor<f32>) -> tensor<512x1536xf32>
    %1712 = stablehlo.add %1710, %1711 : tensor<512x1536xf32>
    %1713 = stablehlo.divide %1709, %1712 : tensor<512x1536xf32>
    %1714 = stablehlo.subtract %1707, %1713 : tensor<512x1536xf32>
    %1715 = stablehlo.convert %1714 : (tensor<512x1536xf32>) -> tensor<512x1536xbf16>
    %1716 = stablehlo.convert %819 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %cst_511 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1717 = stablehlo.broadcast_in_dim %cst_511, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1718 = stablehlo.multiply %1717, %arg65 : tensor<512x512xf32>
    %cst_512 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1719 = stablehlo.broadcast_in_dim %cst_512, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1720 = stablehlo.multiply %1719, %1716 : tensor<512x512xf32>
    %1721 = stablehlo.add %1718, %1720 : tensor<512x512xf32>
    %cst_513 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1722 = stablehlo.broadcast_in_dim %cst_513, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1723 = stablehlo.multiply %1722, %arg98 : tensor<512x512xf32>
    %cst_514 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1724 = stablehlo.broadcast_in_dim %cst_514, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1725 = stablehlo.multiply %1724, %1716 : tensor<512x512xf32>
    %1726 = stablehlo.multiply %1725, %1716 : tensor<512x512xf32>
    %1727 = stablehlo.add %1723, %1726 : tensor<512x512xf32>
    %cst_515 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1728 = stablehlo.power %cst_515, %823 : tensor<f32>
    %cst_516 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1729 = stablehlo.subtract %cst_516, %1728 : tensor<f32>
    %1730 = stablehlo.broadcast_in_dim %1729, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1731 = stablehlo.divide %1721, %1730 : tensor<512x512xf32>
    %cst_517 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1732 = stablehlo.power %cst_517, %823 : tensor<f32>
    %cst_518 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1733 = stablehlo.subtract %cst_518, %1732 : tensor<f32>
    %1734 = stablehlo.broadcast_in_dim %1733, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1735 = stablehlo.divide %1727, %1734 : tensor<512x512xf32>
    %1736 = stablehlo.convert %arg32 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %cst_519 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1737 = stablehlo.broadcast_in_dim %cst_519, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1738 = stablehlo.multiply %1737, %1731 : tensor<512x512xf32>
    %1739 = stablehlo.sqrt %1735 : tensor<512x512xf32>
    %cst_520 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1740 = stablehlo.broadcast_in_dim %cst_520, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %1741 = stablehlo.add %1739, %1740 : tensor<512x512xf32>
    %1742 = stablehlo.divide %1738, %1741 : tensor<512x512xf32>
    %1743 = stablehlo.subtract %1736, %1742 : tensor<512x512xf32>
    %1744 = stablehlo.convert %1743 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    return %852, %881, %910, %939, %965, %991, %1017, %1043, %1072, %1101, %1130, %1159, %1188, %1217, %1243, %1269, %1295, %1321, %1350, %1379, %1408, %1437, %1466, %1495, %1521, %1547, %1573, %1599, %1628, %1657, %1686, %1715, %1744, %829, %858, %887, %916, %944, %970, %996, %1022, %1049, %1078, %1107, %1136, %1165, %1194, %1222, %1248, %1274, %1300, %1327, %1356, %1385, %1414, %1443, %1472, %1500, %1526, %1552, %1578, %1605, %1634, %1663, %1692, %1721, %835, %864, %893, %922, %950, %976, %1002, %1028, %1055, %1084, %1113, %1142, %1171, %1200, %1228, %1254, %1280, %1306, %1333, %1362, %1391, %1420, %1449, %1478, %1506, %1532, %1558, %1584, %1611, %1640, %1669, %1698, %1727, %822 : tensor<8000x512xbf16>, tensor<512x16xbf16>, tensor<2048xbf16>, tensor<512xbf16>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x2048xbf16>, tensor<2048x512xbf16>, tensor<512x512xbf16>, tensor<512x1536xbf16>, tensor<2048xbf16>, tensor<512xbf16>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x2048xbf16>, tensor<2048x512xbf16>, tensor<512x512xbf16>, tensor<512x1536xbf16>, tensor<2048xbf16>, tensor<512xbf16>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x2048xbf16>, tensor<2048x512xbf16>, tensor<512x512xbf16>, tensor<512x1536xbf16>, tensor<512x512xbf16>, tensor<8000x512xf32>, tensor<512x16xf32>, tensor<2048xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<512x512xf32>, tensor<512x1536xf32>, tensor<2048xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<512x512xf32>, tensor<512x1536xf32>, tensor<2048xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<512x512xf32>, tensor<512x1536xf32>, tensor<512x512xf32>, tensor<8000x512xf32>, tensor<512x16xf32>, tensor<2048xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<512x512xf32>, tensor<512x1536xf32>, tensor<2048xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<512x512xf32>, tensor<512x1536xf32>, tensor<2048xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<512x512xf32>, tensor<512x1536xf32>, tensor<512x512xf32>, tensor<i32>
  }
  func.func private @_where(%arg0: tensor<8x1x1x256xi1>, %arg1: tensor<8x8x256x256xbf16>, %arg2: tensor<bf16>) -> (tensor<8x8x256x256xbf16>, tensor<8x8x256x256xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x1x1x256xi1>) -> tensor<8x8x256x256xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<8x8x256x256xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x8x256x256xi1>, tensor<8x8x256x256xbf16>
    return %2, %0 : tensor<8x8x256x256xbf16>, tensor<8x8x256x256xi1>
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
  func.func private @_where_2(%arg0: tensor<8x8x256x256xi1>, %arg1: tensor<8x8x256x256xbf16>) -> tensor<8x8x256x256xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x8x256x256xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x8x256x256xi1>, tensor<8x8x256x256xbf16>
    return %1 : tensor<8x8x256x256xbf16>
  }
}
