module @jit_decoder_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<640x2560xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<2560x640xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg4: tensor<10x64x640xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg5: tensor<640x3x10x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg6: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg7: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg8: tensor<640x2560xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg9: tensor<2560x640xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg10: tensor<10x64x640xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg11: tensor<640x3x10x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg12: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg13: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg14: tensor<640x2560xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg15: tensor<2560x640xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg16: tensor<10x64x640xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg17: tensor<640x3x10x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg18: tensor<12000x640xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg19: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg20: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg21: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg22: tensor<640x2560xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg23: tensor<2560x640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg24: tensor<10x64x640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg25: tensor<640x3x10x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg26: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg27: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg28: tensor<640x2560xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg29: tensor<2560x640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg30: tensor<10x64x640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg31: tensor<640x3x10x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg32: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg33: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg34: tensor<640x2560xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg35: tensor<2560x640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg36: tensor<10x64x640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg37: tensor<640x3x10x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg38: tensor<12000x640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg39: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg40: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg41: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg42: tensor<640x2560xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg43: tensor<2560x640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg44: tensor<10x64x640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg45: tensor<640x3x10x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg46: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg47: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg48: tensor<640x2560xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg49: tensor<2560x640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg50: tensor<10x64x640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg51: tensor<640x3x10x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg52: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg53: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg54: tensor<640x2560xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg55: tensor<2560x640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg56: tensor<10x64x640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg57: tensor<640x3x10x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg58: tensor<12000x640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg59: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg60: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}, %arg61: tensor<2x768xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg62: tensor<2x768xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<640xf32> {jax.result_info = "result[0]['blocks'][0]['ln1']"}, tensor<640xf32> {jax.result_info = "result[0]['blocks'][0]['ln2']"}, tensor<640x2560xbf16> {jax.result_info = "result[0]['blocks'][0]['w1']"}, tensor<2560x640xbf16> {jax.result_info = "result[0]['blocks'][0]['w2']"}, tensor<10x64x640xbf16> {jax.result_info = "result[0]['blocks'][0]['wo']"}, tensor<640x3x10x64xbf16> {jax.result_info = "result[0]['blocks'][0]['wqkv']"}, tensor<640xf32> {jax.result_info = "result[0]['blocks'][1]['ln1']"}, tensor<640xf32> {jax.result_info = "result[0]['blocks'][1]['ln2']"}, tensor<640x2560xbf16> {jax.result_info = "result[0]['blocks'][1]['w1']"}, tensor<2560x640xbf16> {jax.result_info = "result[0]['blocks'][1]['w2']"}, tensor<10x64x640xbf16> {jax.result_info = "result[0]['blocks'][1]['wo']"}, tensor<640x3x10x64xbf16> {jax.result_info = "result[0]['blocks'][1]['wqkv']"}, tensor<640xf32> {jax.result_info = "result[0]['blocks'][2]['ln1']"}, tensor<640xf32> {jax.result_info = "result[0]['blocks'][2]['ln2']"}, tensor<640x2560xbf16> {jax.result_info = "result[0]['blocks'][2]['w1']"}, tensor<2560x640xbf16> {jax.result_info = "result[0]['blocks'][2]['w2']"}, tensor<10x64x640xbf16> {jax.result_info = "result[0]['blocks'][2]['wo']"}, tensor<640x3x10x64xbf16> {jax.result_info = "result[0]['blocks'][2]['wqkv']"}, tensor<12000x640xbf16> {jax.result_info = "result[0]['embed']"}, tensor<640xf32> {jax.result_info = "result[0]['ln_f']"}, tensor<640xf32> {jax.result_info = "result[1]['blocks'][0]['ln1']"}, tensor<640xf32> {jax.result_info = "result[1]['blocks'][0]['ln2']"}, tensor<640x2560xf32> {jax.result_info = "result[1]['blocks'][0]['w1']"}, tensor<2560x640xf32> {jax.result_info = "result[1]['blocks'][0]['w2']"}, tensor<10x64x640xf32> {jax.result_info = "result[1]['blocks'][0]['wo']"}, tensor<640x3x10x64xf32> {jax.result_info = "result[1]['blocks'][0]['wqkv']"}, tensor<640xf32> {jax.result_info = "result[1]['blocks'][1]['ln1']"}, tensor<640xf32> {jax.result_info = "result[1]['blocks'][1]['ln2']"}, tensor<640x2560xf32> {jax.result_info = "result[1]['blocks'][1]['w1']"}, tensor<2560x640xf32> {jax.result_info = "result[1]['blocks'][1]['w2']"}, tensor<10x64x640xf32> {jax.result_info = "result[1]['blocks'][1]['wo']"}, tensor<640x3x10x64xf32> {jax.result_info = "result[1]['blocks'][1]['wqkv']"}, tensor<640xf32> {jax.result_info = "result[1]['blocks'][2]['ln1']"}, tensor<640xf32> {jax.result_info = "result[1]['blocks'][2]['ln2']"}, tensor<640x2560xf32> {jax.result_info = "result[1]['blocks'][2]['w1']"}, tensor<2560x640xf32> {jax.result_info = "result[1]['blocks'][2]['w2']"}, tensor<10x64x640xf32> {jax.result_info = "result[1]['blocks'][2]['wo']"}, tensor<640x3x10x64xf32> {jax.result_info = "result[1]['blocks'][2]['wqkv']"}, tensor<12000x640xf32> {jax.result_info = "result[1]['embed']"}, tensor<640xf32> {jax.result_info = "result[1]['ln_f']"}, tensor<640xf32> {jax.result_info = "result[2]['blocks'][0]['ln1']"}, tensor<640xf32> {jax.result_info = "result[2]['blocks'][0]['ln2']"}, tensor<640x2560xf32> {jax.result_info = "result[2]['blocks'][0]['w1']"}, tensor<2560x640xf32> {jax.result_info = "result[2]['blocks'][0]['w2']"}, tensor<10x64x640xf32> {jax.result_info = "result[2]['blocks'][0]['wo']"}, tensor<640x3x10x64xf32> {jax.result_info = "result[2]['blocks'][0]['wqkv']"}, tensor<640xf32> {jax.result_info = "result[2]['blocks'][1]['ln1']"}, tensor<640xf32> {jax.result_info = "result[2]['blocks'][1]['ln2']"}, tensor<640x2560xf32> {jax.result_info = "result[2]['blocks'][1]['w1']"}, tensor<2560x640xf32> {jax.result_info = "result[2]['blocks'][1]['w2']"}, tensor<10x64x640xf32> {jax.result_info = "result[2]['blocks'][1]['wo']"}, tensor<640x3x10x64xf32> {jax.result_info = "result[2]['blocks'][1]['wqkv']"}, tensor<640xf32> {jax.result_info = "result[2]['blocks'][2]['ln1']"}, tensor<640xf32> {jax.result_info = "result[2]['blocks'][2]['ln2']"}, tensor<640x2560xf32> {jax.result_info = "result[2]['blocks'][2]['w1']"}, tensor<2560x640xf32> {jax.result_info = "result[2]['blocks'][2]['w2']"}, tensor<10x64x640xf32> {jax.result_info = "result[2]['blocks'][2]['wo']"}, tensor<640x3x10x64xf32> {jax.result_info = "result[2]['blocks'][2]['wqkv']"}, tensor<12000x640xf32> {jax.result_info = "result[2]['embed']"}, tensor<640xf32> {jax.result_info = "result[2]['ln_f']"}, tensor<i32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}) {
    %0:2 = call @_take(%arg18, %arg61) : (tensor<12000x640xbf16>, tensor<2x768xi32>) -> (tensor<2x768x640xbf16>, tensor<2x768x1xi32>)
    %1 = stablehlo.convert %0#0 : (tensor<2x768x640xbf16>) -> tensor<2x768x640xf32>
    %2 = chlo.square %1 : tensor<2x768x640xf32> -> tensor<2x768x640xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x768x640xf32>
    %4 = stablehlo.multiply %3, %1 : tensor<2x768x640xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<2x768xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x768x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %10 = stablehlo.add %8, %9 : tensor<2x768x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x768x1xf32>
    %12 = stablehlo.divide %11, %10 : tensor<2x768x1xf32>
    %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<2x768x1xf32>
    %15 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x640xf32>
    %16 = stablehlo.multiply %1, %15 : tensor<2x768x640xf32>
    %17 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<2x768x640xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<2x768x640xf32>
    %20 = stablehlo.convert %19 : (tensor<2x768x640xf32>) -> tensor<2x768x640xbf16>
    %21 = stablehlo.dot_general %arg5, %20, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<640x3x10x64xbf16>, tensor<2x768x640xbf16>) -> tensor<3x10x64x2x768xbf16>
    %22 = stablehlo.transpose %21, dims = [0, 3, 4, 1, 2] : (tensor<3x10x64x2x768xbf16>) -> tensor<3x2x768x10x64xbf16>
    %23 = stablehlo.slice %22 [0:1, 0:2, 0:768, 0:10, 0:64] : (tensor<3x2x768x10x64xbf16>) -> tensor<1x2x768x10x64xbf16>
    %24 = stablehlo.reshape %23 : (tensor<1x2x768x10x64xbf16>) -> tensor<2x768x10x64xbf16>
    %25 = stablehlo.slice %22 [1:2, 0:2, 0:768, 0:10, 0:64] : (tensor<3x2x768x10x64xbf16>) -> tensor<1x2x768x10x64xbf16>
    %26 = stablehlo.reshape %25 : (tensor<1x2x768x10x64xbf16>) -> tensor<2x768x10x64xbf16>
    %27 = stablehlo.slice %22 [2:3, 0:2, 0:768, 0:10, 0:64] : (tensor<3x2x768x10x64xbf16>) -> tensor<1x2x768x10x64xbf16>
    %28 = stablehlo.reshape %27 : (tensor<1x2x768x10x64xbf16>) -> tensor<2x768x10x64xbf16>
    %29 = stablehlo.dot_general %24, %26, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x768x10x64xbf16>, tensor<2x768x10x64xbf16>) -> tensor<2x10x768x768xbf16>
    %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<2x10x768x768xbf16>
    %31 = stablehlo.multiply %29, %30 : tensor<2x10x768x768xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %32 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<768x768xi1>
    %33 = call @tril(%32) : (tensor<768x768xi1>) -> tensor<768x768xi1>
    %cst_5 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %34:2 = call @_where_0(%33, %31, %cst_5) : (tensor<768x768xi1>, tensor<2x10x768x768xbf16>, tensor<bf16>) -> (tensor<2x10x768x768xbf16>, tensor<2x10x768x768xi1>)
    %35 = stablehlo.convert %34#0 : (tensor<2x10x768x768xbf16>) -> tensor<2x10x768x768xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x10x768x768xf32>, tensor<f32>) -> tensor<2x10x768xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x10x768xf32>
    %38 = stablehlo.maximum %37, %36 : tensor<2x10x768xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<2x10x768xf32>) -> tensor<2x10x768x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<2x10x768x1xf32>) -> tensor<2x10x768x768xf32>
    %41 = stablehlo.subtract %35, %40 : tensor<2x10x768x768xf32>
    %42 = stablehlo.exponential %41 : tensor<2x10x768x768xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<2x10x768x768xf32>, tensor<f32>) -> tensor<2x10x768xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<2x10x768xf32>) -> tensor<2x10x768x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<2x10x768x1xf32>) -> tensor<2x10x768x768xf32>
    %46 = stablehlo.divide %42, %45 : tensor<2x10x768x768xf32>
    %47 = stablehlo.multiply %44, %44 : tensor<2x10x768x1xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x10x768x1xf32>
    %49 = stablehlo.divide %48, %47 : tensor<2x10x768x1xf32>
    %50 = stablehlo.convert %46 : (tensor<2x10x768x768xf32>) -> tensor<2x10x768x768xbf16>
    %51 = stablehlo.dot_general %28, %50, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x768x10x64xbf16>, tensor<2x10x768x768xbf16>) -> tensor<2x10x64x768xbf16>
    %52 = stablehlo.transpose %51, dims = [0, 3, 1, 2] : (tensor<2x10x64x768xbf16>) -> tensor<2x768x10x64xbf16>
    %53 = stablehlo.dot_general %52, %arg4, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x10x64xbf16>, tensor<10x64x640xbf16>) -> tensor<2x768x640xbf16>
    %54 = stablehlo.add %0#0, %53 : tensor<2x768x640xbf16>
    %55 = stablehlo.convert %54 : (tensor<2x768x640xbf16>) -> tensor<2x768x640xf32>
    %56 = chlo.square %55 : tensor<2x768x640xf32> -> tensor<2x768x640xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x768x640xf32>
    %58 = stablehlo.multiply %57, %55 : tensor<2x768x640xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%56 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<2x768xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %cst_12 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %62 = stablehlo.divide %60, %61 : tensor<2x768x1xf32>
    %cst_13 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %64 = stablehlo.add %62, %63 : tensor<2x768x1xf32>
    %65 = stablehlo.rsqrt %64 : tensor<2x768x1xf32>
    %66 = stablehlo.divide %65, %64 : tensor<2x768x1xf32>
    %cst_14 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %68 = stablehlo.multiply %67, %66 : tensor<2x768x1xf32>
    %69 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x640xf32>
    %70 = stablehlo.multiply %55, %69 : tensor<2x768x640xf32>
    %71 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<2x768x640xf32>
    %73 = stablehlo.multiply %70, %72 : tensor<2x768x640xf32>
    %74 = stablehlo.convert %73 : (tensor<2x768x640xf32>) -> tensor<2x768x640xbf16>
    %75 = stablehlo.dot_general %74, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<640x2560xbf16>) -> tensor<2x768x2560xbf16>
    %76 = stablehlo.multiply %75, %75 : tensor<2x768x2560xbf16>
    %77 = stablehlo.multiply %76, %75 : tensor<2x768x2560xbf16>
    %78 = stablehlo.multiply %75, %75 : tensor<2x768x2560xbf16>
    %cst_15 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %79 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %80 = stablehlo.multiply %79, %78 : tensor<2x768x2560xbf16>
    %cst_16 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %81 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %82 = stablehlo.multiply %81, %77 : tensor<2x768x2560xbf16>
    %83 = stablehlo.add %75, %82 : tensor<2x768x2560xbf16>
    %cst_17 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %84 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %85 = stablehlo.multiply %84, %83 : tensor<2x768x2560xbf16>
    %86 = stablehlo.tanh %85 : tensor<2x768x2560xbf16>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %87 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %88 = stablehlo.subtract %87, %86 : tensor<2x768x2560xbf16>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %89 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %90 = stablehlo.add %89, %86 : tensor<2x768x2560xbf16>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %91 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %92 = stablehlo.multiply %91, %90 : tensor<2x768x2560xbf16>
    %93 = stablehlo.multiply %75, %92 : tensor<2x768x2560xbf16>
    %94 = stablehlo.dot_general %93, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x768x2560xbf16>, tensor<2560x640xbf16>) -> tensor<2x768x640xbf16>
    %95 = stablehlo.add %54, %94 : tensor<2x768x640xbf16>
    %96 = stablehlo.convert %95 : (tensor<2x768x640xbf16>) -> tensor<2x768x640xf32>
    %97 = chlo.square %96 : tensor<2x768x640xf32> -> tensor<2x768x640xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x768x640xf32>
    %99 = stablehlo.multiply %98, %96 : tensor<2x768x640xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%97 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<2x768xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %cst_23 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %103 = stablehlo.divide %101, %102 : tensor<2x768x1xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %105 = stablehlo.add %103, %104 : tensor<2x768x1xf32>
    %106 = stablehlo.rsqrt %105 : tensor<2x768x1xf32>
    %107 = stablehlo.divide %106, %105 : tensor<2x768x1xf32>
    %cst_25 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %109 = stablehlo.multiply %108, %107 : tensor<2x768x1xf32>
    %110 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x640xf32>
    %111 = stablehlo.multiply %96, %110 : tensor<2x768x640xf32>
    %112 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<2x768x640xf32>
    %114 = stablehlo.multiply %111, %113 : tensor<2x768x640xf32>
    %115 = stablehlo.convert %114 : (tensor<2x768x640xf32>) -> tensor<2x768x640xbf16>
    %116 = stablehlo.dot_general %arg11, %115, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<640x3x10x64xbf16>, tensor<2x768x640xbf16>) -> tensor<3x10x64x2x768xbf16>
    %117 = stablehlo.transpose %116, dims = [0, 3, 4, 1, 2] : (tensor<3x10x64x2x768xbf16>) -> tensor<3x2x768x10x64xbf16>
    %118 = stablehlo.slice %117 [0:1, 0:2, 0:768, 0:10, 0:64] : (tensor<3x2x768x10x64xbf16>) -> tensor<1x2x768x10x64xbf16>
    %119 = stablehlo.reshape %118 : (tensor<1x2x768x10x64xbf16>) -> tensor<2x768x10x64xbf16>
    %120 = stablehlo.slice %117 [1:2, 0:2, 0:768, 0:10, 0:64] : (tensor<3x2x768x10x64xbf16>) -> tensor<1x2x768x10x64xbf16>
    %121 = stablehlo.reshape %120 : (tensor<1x2x768x10x64xbf16>) -> tensor<2x768x10x64xbf16>
    %122 = stablehlo.slice %117 [2:3, 0:2, 0:768, 0:10, 0:64] : (tensor<3x2x768x10x64xbf16>) -> tensor<1x2x768x10x64xbf16>
    %123 = stablehlo.reshape %122 : (tensor<1x2x768x10x64xbf16>) -> tensor<2x768x10x64xbf16>
    %124 = stablehlo.dot_general %119, %121, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x768x10x64xbf16>, tensor<2x768x10x64xbf16>) -> tensor<2x10x768x768xbf16>
    %cst_26 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %125 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<bf16>) -> tensor<2x10x768x768xbf16>
    %126 = stablehlo.multiply %124, %125 : tensor<2x10x768x768xbf16>
    %c_27 = stablehlo.constant dense<true> : tensor<i1>
    %127 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i1>) -> tensor<768x768xi1>
    %128 = call @tril(%127) : (tensor<768x768xi1>) -> tensor<768x768xi1>
    %cst_28 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %129:2 = call @_where_0(%128, %126, %cst_28) : (tensor<768x768xi1>, tensor<2x10x768x768xbf16>, tensor<bf16>) -> (tensor<2x10x768x768xbf16>, tensor<2x10x768x768xi1>)
    %130 = stablehlo.convert %129#0 : (tensor<2x10x768x768xbf16>) -> tensor<2x10x768x768xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_29) applies stablehlo.maximum across dimensions = [3] : (tensor<2x10x768x768xf32>, tensor<f32>) -> tensor<2x10x768xf32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x10x768xf32>
    %133 = stablehlo.maximum %132, %131 : tensor<2x10x768xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<2x10x768xf32>) -> tensor<2x10x768x1xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<2x10x768x1xf32>) -> tensor<2x10x768x768xf32>
    %136 = stablehlo.subtract %130, %135 : tensor<2x10x768x768xf32>
    %137 = stablehlo.exponential %136 : tensor<2x10x768x768xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%137 init: %cst_31) applies stablehlo.add across dimensions = [3] : (tensor<2x10x768x768xf32>, tensor<f32>) -> tensor<2x10x768xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<2x10x768xf32>) -> tensor<2x10x768x1xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3] : (tensor<2x10x768x1xf32>) -> tensor<2x10x768x768xf32>
    %141 = stablehlo.divide %137, %140 : tensor<2x10x768x768xf32>
    %142 = stablehlo.multiply %139, %139 : tensor<2x10x768x1xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x10x768x1xf32>
    %144 = stablehlo.divide %143, %142 : tensor<2x10x768x1xf32>
    %145 = stablehlo.convert %141 : (tensor<2x10x768x768xf32>) -> tensor<2x10x768x768xbf16>
    %146 = stablehlo.dot_general %123, %145, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x768x10x64xbf16>, tensor<2x10x768x768xbf16>) -> tensor<2x10x64x768xbf16>
    %147 = stablehlo.transpose %146, dims = [0, 3, 1, 2] : (tensor<2x10x64x768xbf16>) -> tensor<2x768x10x64xbf16>
    %148 = stablehlo.dot_general %147, %arg10, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x10x64xbf16>, tensor<10x64x640xbf16>) -> tensor<2x768x640xbf16>
    %149 = stablehlo.add %95, %148 : tensor<2x768x640xbf16>
    %150 = stablehlo.convert %149 : (tensor<2x768x640xbf16>) -> tensor<2x768x640xf32>
    %151 = chlo.square %150 : tensor<2x768x640xf32> -> tensor<2x768x640xf32>
    %cst_33 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x768x640xf32>
    %153 = stablehlo.multiply %152, %150 : tensor<2x768x640xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%151 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<2x768xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %cst_35 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %157 = stablehlo.divide %155, %156 : tensor<2x768x1xf32>
    %cst_36 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %159 = stablehlo.add %157, %158 : tensor<2x768x1xf32>
    %160 = stablehlo.rsqrt %159 : tensor<2x768x1xf32>
    %161 = stablehlo.divide %160, %159 : tensor<2x768x1xf32>
    %cst_37 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %163 = stablehlo.multiply %162, %161 : tensor<2x768x1xf32>
    %164 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x640xf32>
    %165 = stablehlo.multiply %150, %164 : tensor<2x768x640xf32>
    %166 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<2x768x640xf32>
    %168 = stablehlo.multiply %165, %167 : tensor<2x768x640xf32>
    %169 = stablehlo.convert %168 : (tensor<2x768x640xf32>) -> tensor<2x768x640xbf16>
    %170 = stablehlo.dot_general %169, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<640x2560xbf16>) -> tensor<2x768x2560xbf16>
    %171 = stablehlo.multiply %170, %170 : tensor<2x768x2560xbf16>
    %172 = stablehlo.multiply %171, %170 : tensor<2x768x2560xbf16>
    %173 = stablehlo.multiply %170, %170 : tensor<2x768x2560xbf16>
    %cst_38 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %174 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %175 = stablehlo.multiply %174, %173 : tensor<2x768x2560xbf16>
    %cst_39 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %176 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %177 = stablehlo.multiply %176, %172 : tensor<2x768x2560xbf16>
    %178 = stablehlo.add %170, %177 : tensor<2x768x2560xbf16>
    %cst_40 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %179 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %180 = stablehlo.multiply %179, %178 : tensor<2x768x2560xbf16>
    %181 = stablehlo.tanh %180 : tensor<2x768x2560xbf16>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %182 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %183 = stablehlo.subtract %182, %181 : tensor<2x768x2560xbf16>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %184 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %185 = stablehlo.add %184, %181 : tensor<2x768x2560xbf16>
    %cst_43 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %186 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %187 = stablehlo.multiply %186, %185 : tensor<2x768x2560xbf16>
    %188 = stablehlo.multiply %170, %187 : tensor<2x768x2560xbf16>
    %189 = stablehlo.dot_general %188, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x768x2560xbf16>, tensor<2560x640xbf16>) -> tensor<2x768x640xbf16>
    %190 = stablehlo.add %149, %189 : tensor<2x768x640xbf16>
    %191 = stablehlo.convert %190 : (tensor<2x768x640xbf16>) -> tensor<2x768x640xf32>
    %192 = chlo.square %191 : tensor<2x768x640xf32> -> tensor<2x768x640xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x768x640xf32>
    %194 = stablehlo.multiply %193, %191 : tensor<2x768x640xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.reduce(%192 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<2x768xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %cst_46 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %198 = stablehlo.divide %196, %197 : tensor<2x768x1xf32>
    %cst_47 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %200 = stablehlo.add %198, %199 : tensor<2x768x1xf32>
    %201 = stablehlo.rsqrt %200 : tensor<2x768x1xf32>
    %202 = stablehlo.divide %201, %200 : tensor<2x768x1xf32>
    %cst_48 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %204 = stablehlo.multiply %203, %202 : tensor<2x768x1xf32>
    %205 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x640xf32>
    %206 = stablehlo.multiply %191, %205 : tensor<2x768x640xf32>
    %207 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<2x768x640xf32>
    %209 = stablehlo.multiply %206, %208 : tensor<2x768x640xf32>
    %210 = stablehlo.convert %209 : (tensor<2x768x640xf32>) -> tensor<2x768x640xbf16>
    %211 = stablehlo.dot_general %arg17, %210, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<640x3x10x64xbf16>, tensor<2x768x640xbf16>) -> tensor<3x10x64x2x768xbf16>
    %212 = stablehlo.transpose %211, dims = [0, 3, 4, 1, 2] : (tensor<3x10x64x2x768xbf16>) -> tensor<3x2x768x10x64xbf16>
    %213 = stablehlo.slice %212 [0:1, 0:2, 0:768, 0:10, 0:64] : (tensor<3x2x768x10x64xbf16>) -> tensor<1x2x768x10x64xbf16>
    %214 = stablehlo.reshape %213 : (tensor<1x2x768x10x64xbf16>) -> tensor<2x768x10x64xbf16>
    %215 = stablehlo.slice %212 [1:2, 0:2, 0:768, 0:10, 0:64] : (tensor<3x2x768x10x64xbf16>) -> tensor<1x2x768x10x64xbf16>
    %216 = stablehlo.reshape %215 : (tensor<1x2x768x10x64xbf16>) -> tensor<2x768x10x64xbf16>
    %217 = stablehlo.slice %212 [2:3, 0:2, 0:768, 0:10, 0:64] : (tensor<3x2x768x10x64xbf16>) -> tensor<1x2x768x10x64xbf16>
    %218 = stablehlo.reshape %217 : (tensor<1x2x768x10x64xbf16>) -> tensor<2x768x10x64xbf16>
    %219 = stablehlo.dot_general %214, %216, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x768x10x64xbf16>, tensor<2x768x10x64xbf16>) -> tensor<2x10x768x768xbf16>
    %cst_49 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %220 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<bf16>) -> tensor<2x10x768x768xbf16>
    %221 = stablehlo.multiply %219, %220 : tensor<2x10x768x768xbf16>
    %c_50 = stablehlo.constant dense<true> : tensor<i1>
    %222 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i1>) -> tensor<768x768xi1>
    %223 = call @tril(%222) : (tensor<768x768xi1>) -> tensor<768x768xi1>
    %cst_51 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %224:2 = call @_where_0(%223, %221, %cst_51) : (tensor<768x768xi1>, tensor<2x10x768x768xbf16>, tensor<bf16>) -> (tensor<2x10x768x768xbf16>, tensor<2x10x768x768xi1>)
    %225 = stablehlo.convert %224#0 : (tensor<2x10x768x768xbf16>) -> tensor<2x10x768x768xf32>
    %cst_52 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %226 = stablehlo.reduce(%225 init: %cst_52) applies stablehlo.maximum across dimensions = [3] : (tensor<2x10x768x768xf32>, tensor<f32>) -> tensor<2x10x768xf32>
    %cst_53 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x10x768xf32>
    %228 = stablehlo.maximum %227, %226 : tensor<2x10x768xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<2x10x768xf32>) -> tensor<2x10x768x1xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2, 3] : (tensor<2x10x768x1xf32>) -> tensor<2x10x768x768xf32>
    %231 = stablehlo.subtract %225, %230 : tensor<2x10x768x768xf32>
    %232 = stablehlo.exponential %231 : tensor<2x10x768x768xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.reduce(%232 init: %cst_54) applies stablehlo.add across dimensions = [3] : (tensor<2x10x768x768xf32>, tensor<f32>) -> tensor<2x10x768xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<2x10x768xf32>) -> tensor<2x10x768x1xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2, 3] : (tensor<2x10x768x1xf32>) -> tensor<2x10x768x768xf32>
    %236 = stablehlo.divide %232, %235 : tensor<2x10x768x768xf32>
    %237 = stablehlo.multiply %234, %234 : tensor<2x10x768x1xf32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x10x768x1xf32>
    %239 = stablehlo.divide %238, %237 : tensor<2x10x768x1xf32>
    %240 = stablehlo.convert %236 : (tensor<2x10x768x768xf32>) -> tensor<2x10x768x768xbf16>
    %241 = stablehlo.dot_general %218, %240, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x768x10x64xbf16>, tensor<2x10x768x768xbf16>) -> tensor<2x10x64x768xbf16>
    %242 = stablehlo.transpose %241, dims = [0, 3, 1, 2] : (tensor<2x10x64x768xbf16>) -> tensor<2x768x10x64xbf16>
    %243 = stablehlo.dot_general %242, %arg16, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x10x64xbf16>, tensor<10x64x640xbf16>) -> tensor<2x768x640xbf16>
    %244 = stablehlo.add %190, %243 : tensor<2x768x640xbf16>
    %245 = stablehlo.convert %244 : (tensor<2x768x640xbf16>) -> tensor<2x768x640xf32>
    %246 = chlo.square %245 : tensor<2x768x640xf32> -> tensor<2x768x640xf32>
    %cst_56 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x768x640xf32>
    %248 = stablehlo.multiply %247, %245 : tensor<2x768x640xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.reduce(%246 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<2x768xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %cst_58 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %252 = stablehlo.divide %250, %251 : tensor<2x768x1xf32>
    %cst_59 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %254 = stablehlo.add %252, %253 : tensor<2x768x1xf32>
    %255 = stablehlo.rsqrt %254 : tensor<2x768x1xf32>
    %256 = stablehlo.divide %255, %254 : tensor<2x768x1xf32>
    %cst_60 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %258 = stablehlo.multiply %257, %256 : tensor<2x768x1xf32>
    %259 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x640xf32>
    %260 = stablehlo.multiply %245, %259 : tensor<2x768x640xf32>
    %261 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<2x768x640xf32>
    %263 = stablehlo.multiply %260, %262 : tensor<2x768x640xf32>
    %264 = stablehlo.convert %263 : (tensor<2x768x640xf32>) -> tensor<2x768x640xbf16>
    %265 = stablehlo.dot_general %264, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<640x2560xbf16>) -> tensor<2x768x2560xbf16>
    %266 = stablehlo.multiply %265, %265 : tensor<2x768x2560xbf16>
    %267 = stablehlo.multiply %266, %265 : tensor<2x768x2560xbf16>
    %268 = stablehlo.multiply %265, %265 : tensor<2x768x2560xbf16>
    %cst_61 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %269 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %270 = stablehlo.multiply %269, %268 : tensor<2x768x2560xbf16>
    %cst_62 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %271 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %272 = stablehlo.multiply %271, %267 : tensor<2x768x2560xbf16>
    %273 = stablehlo.add %265, %272 : tensor<2x768x2560xbf16>
    %cst_63 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %274 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %275 = stablehlo.multiply %274, %273 : tensor<2x768x2560xbf16>
    %276 = stablehlo.tanh %275 : tensor<2x768x2560xbf16>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %277 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %278 = stablehlo.subtract %277, %276 : tensor<2x768x2560xbf16>
    %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %279 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %280 = stablehlo.add %279, %276 : tensor<2x768x2560xbf16>
    %cst_66 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %281 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %282 = stablehlo.multiply %281, %280 : tensor<2x768x2560xbf16>
    %283 = stablehlo.multiply %265, %282 : tensor<2x768x2560xbf16>
    %284 = stablehlo.dot_general %283, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x768x2560xbf16>, tensor<2560x640xbf16>) -> tensor<2x768x640xbf16>
    %285 = stablehlo.add %244, %284 : tensor<2x768x640xbf16>
    %286 = stablehlo.convert %285 : (tensor<2x768x640xbf16>) -> tensor<2x768x640xf32>
    %287 = chlo.square %286 : tensor<2x768x640xf32> -> tensor<2x768x640xf32>
    %cst_67 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x768x640xf32>
    %289 = stablehlo.multiply %288, %286 : tensor<2x768x640xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.reduce(%287 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<2x768xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %cst_69 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %293 = stablehlo.divide %291, %292 : tensor<2x768x1xf32>
    %cst_70 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %295 = stablehlo.add %293, %294 : tensor<2x768x1xf32>
    %296 = stablehlo.rsqrt %295 : tensor<2x768x1xf32>
    %297 = stablehlo.divide %296, %295 : tensor<2x768x1xf32>
    %cst_71 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %299 = stablehlo.multiply %298, %297 : tensor<2x768x1xf32>
    %300 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x640xf32>
    %301 = stablehlo.multiply %286, %300 : tensor<2x768x640xf32>
    %302 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<2x768x640xf32>
    %304 = stablehlo.multiply %301, %303 : tensor<2x768x640xf32>
    %305 = stablehlo.convert %304 : (tensor<2x768x640xf32>) -> tensor<2x768x640xbf16>
    %306 = stablehlo.dot_general %305, %arg18, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<12000x640xbf16>) -> tensor<2x768x12000xbf16>
    %307 = stablehlo.convert %306 : (tensor<2x768x12000xbf16>) -> tensor<2x768x12000xf32>
    %308:3 = call @log_softmax(%307) : (tensor<2x768x12000xf32>) -> (tensor<2x768x12000xf32>, tensor<2x768x12000xf32>, tensor<2x768x1xf32>)
    %309 = stablehlo.broadcast_in_dim %arg62, dims = [0, 1] : (tensor<2x768xi32>) -> tensor<2x768x1xi32>
    %310:2 = call @take_along_axis(%308#0, %309) : (tensor<2x768x12000xf32>, tensor<2x768x1xi32>) -> (tensor<2x768x1xf32>, tensor<2x768x1x1xi32>)
    %311 = stablehlo.reshape %310#0 : (tensor<2x768x1xf32>) -> tensor<2x768xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %312 = stablehlo.reduce(%311 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x768xf32>, tensor<f32>) -> tensor<f32>
    %cst_73 = stablehlo.constant dense<1.536000e+03> : tensor<f32>
    %313 = stablehlo.divide %312, %cst_73 : tensor<f32>
    %314 = stablehlo.negate %313 : tensor<f32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %315 = stablehlo.negate %cst_74 : tensor<f32>
    %cst_75 = stablehlo.constant dense<1.536000e+03> : tensor<f32>
    %316 = stablehlo.divide %315, %cst_75 : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [] : (tensor<f32>) -> tensor<2x768xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %319 = call @take_along_axis_1(%310#1, %318) : (tensor<2x768x1x1xi32>, tensor<2x768x1xf32>) -> tensor<2x768x12000xf32>
    %320 = call @log_softmax_2(%308#1, %308#2, %319) : (tensor<2x768x12000xf32>, tensor<2x768x1xf32>, tensor<2x768x12000xf32>) -> tensor<2x768x12000xf32>
    %321 = stablehlo.convert %320 : (tensor<2x768x12000xf32>) -> tensor<2x768x12000xbf16>
    %322 = stablehlo.dot_general %321, %305, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x12000xbf16>, tensor<2x768x640xbf16>) -> tensor<12000x640xbf16>
    %323 = stablehlo.dot_general %321, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x768x12000xbf16>, tensor<12000x640xbf16>) -> tensor<2x768x640xbf16>
    %324 = stablehlo.convert %323 : (tensor<2x768x640xbf16>) -> tensor<2x768x640xf32>
    %325 = stablehlo.multiply %301, %324 : tensor<2x768x640xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %326 = stablehlo.reduce(%325 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<640xf32>
    %327 = stablehlo.reshape %326 : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %328 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<2x768x640xf32>
    %329 = stablehlo.multiply %324, %328 : tensor<2x768x640xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %330 = stablehlo.reduce(%327 init: %cst_77) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x640xf32>, tensor<f32>) -> tensor<640xf32>
    %331 = stablehlo.multiply %286, %329 : tensor<2x768x640xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %332 = stablehlo.reduce(%331 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<2x768xf32>
    %333 = stablehlo.reshape %332 : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %334 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x640xf32>
    %335 = stablehlo.multiply %329, %334 : tensor<2x768x640xf32>
    %336 = stablehlo.multiply %333, %299 : tensor<2x768x1xf32>
    %cst_79 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %338 = stablehlo.divide %336, %337 : tensor<2x768x1xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %339 = stablehlo.reduce(%338 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x768x1xf32>, tensor<f32>) -> tensor<2x768xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x640xf32>
    %341 = stablehlo.multiply %340, %289 : tensor<2x768x640xf32>
    %342 = stablehlo.add %335, %341 : tensor<2x768x640xf32>
    %343 = stablehlo.convert %342 : (tensor<2x768x640xf32>) -> tensor<2x768x640xbf16>
    %344 = stablehlo.dot_general %343, %283, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<2x768x2560xbf16>) -> tensor<640x2560xbf16>
    %345 = stablehlo.transpose %344, dims = [1, 0] : (tensor<640x2560xbf16>) -> tensor<2560x640xbf16>
    %346 = stablehlo.dot_general %343, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<2560x640xbf16>) -> tensor<2x768x2560xbf16>
    %347 = stablehlo.multiply %265, %346 : tensor<2x768x2560xbf16>
    %348 = stablehlo.multiply %346, %282 : tensor<2x768x2560xbf16>
    %cst_81 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %349 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %350 = stablehlo.multiply %349, %347 : tensor<2x768x2560xbf16>
    %351 = stablehlo.multiply %350, %278 : tensor<2x768x2560xbf16>
    %352 = stablehlo.multiply %351, %276 : tensor<2x768x2560xbf16>
    %353 = stablehlo.add %351, %352 : tensor<2x768x2560xbf16>
    %cst_82 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %354 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %355 = stablehlo.multiply %354, %353 : tensor<2x768x2560xbf16>
    %356 = stablehlo.add %348, %355 : tensor<2x768x2560xbf16>
    %cst_83 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %357 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %358 = stablehlo.multiply %357, %355 : tensor<2x768x2560xbf16>
    %359 = stablehlo.multiply %358, %270 : tensor<2x768x2560xbf16>
    %360 = stablehlo.add %356, %359 : tensor<2x768x2560xbf16>
    %361 = stablehlo.dot_general %360, %264, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x2560xbf16>, tensor<2x768x640xbf16>) -> tensor<2560x640xbf16>
    %362 = stablehlo.transpose %361, dims = [1, 0] : (tensor<2560x640xbf16>) -> tensor<640x2560xbf16>
    %363 = stablehlo.dot_general %360, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x2560xbf16>, tensor<640x2560xbf16>) -> tensor<2x768x640xbf16>
    %364 = stablehlo.convert %363 : (tensor<2x768x640xbf16>) -> tensor<2x768x640xf32>
    %365 = stablehlo.multiply %260, %364 : tensor<2x768x640xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %366 = stablehlo.reduce(%365 init: %cst_84) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<640xf32>
    %367 = stablehlo.reshape %366 : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %368 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<2x768x640xf32>
    %369 = stablehlo.multiply %364, %368 : tensor<2x768x640xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %370 = stablehlo.reduce(%367 init: %cst_85) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x640xf32>, tensor<f32>) -> tensor<640xf32>
    %371 = stablehlo.multiply %245, %369 : tensor<2x768x640xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %372 = stablehlo.reduce(%371 init: %cst_86) applies stablehlo.add across dimensions = [2] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<2x768xf32>
    %373 = stablehlo.reshape %372 : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %374 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x640xf32>
    %375 = stablehlo.multiply %369, %374 : tensor<2x768x640xf32>
    %376 = stablehlo.multiply %373, %258 : tensor<2x768x1xf32>
    %cst_87 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %378 = stablehlo.divide %376, %377 : tensor<2x768x1xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.reduce(%378 init: %cst_88) applies stablehlo.add across dimensions = [2] : (tensor<2x768x1xf32>, tensor<f32>) -> tensor<2x768xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x640xf32>
    %381 = stablehlo.multiply %380, %248 : tensor<2x768x640xf32>
    %382 = stablehlo.add %375, %381 : tensor<2x768x640xf32>
    %383 = stablehlo.convert %382 : (tensor<2x768x640xf32>) -> tensor<2x768x640xbf16>
    %384 = stablehlo.add %343, %383 : tensor<2x768x640xbf16>
    %385 = stablehlo.dot_general %384, %242, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<2x768x10x64xbf16>) -> tensor<640x10x64xbf16>
    %386 = stablehlo.transpose %385, dims = [1, 2, 0] : (tensor<640x10x64xbf16>) -> tensor<10x64x640xbf16>
    %387 = stablehlo.dot_general %384, %arg16, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<10x64x640xbf16>) -> tensor<2x768x10x64xbf16>
    %388 = stablehlo.transpose %387, dims = [0, 2, 3, 1] : (tensor<2x768x10x64xbf16>) -> tensor<2x10x64x768xbf16>
    %389 = stablehlo.dot_general %388, %218, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x10x64x768xbf16>, tensor<2x768x10x64xbf16>) -> tensor<2x10x768x768xbf16>
    %390 = stablehlo.dot_general %388, %240, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x10x64x768xbf16>, tensor<2x10x768x768xbf16>) -> tensor<2x10x64x768xbf16>
    %391 = stablehlo.transpose %390, dims = [0, 3, 1, 2] : (tensor<2x10x64x768xbf16>) -> tensor<2x768x10x64xbf16>
    %392 = stablehlo.convert %389 : (tensor<2x10x768x768xbf16>) -> tensor<2x10x768x768xf32>
    %393 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2, 3] : (tensor<2x10x768x1xf32>) -> tensor<2x10x768x768xf32>
    %394 = stablehlo.multiply %392, %393 : tensor<2x10x768x768xf32>
    %395 = stablehlo.multiply %394, %232 : tensor<2x10x768x768xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.reduce(%395 init: %cst_89) applies stablehlo.add across dimensions = [3] : (tensor<2x10x768x768xf32>, tensor<f32>) -> tensor<2x10x768xf32>
    %397 = stablehlo.reshape %396 : (tensor<2x10x768xf32>) -> tensor<2x10x768x1xf32>
    %398 = stablehlo.negate %397 : tensor<2x10x768x1xf32>
    %399 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2, 3] : (tensor<2x10x768x1xf32>) -> tensor<2x10x768x768xf32>
    %400 = stablehlo.divide %392, %399 : tensor<2x10x768x768xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %401 = stablehlo.reduce(%398 init: %cst_90) applies stablehlo.add across dimensions = [3] : (tensor<2x10x768x1xf32>, tensor<f32>) -> tensor<2x10x768xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2] : (tensor<2x10x768xf32>) -> tensor<2x10x768x768xf32>
    %403 = stablehlo.add %400, %402 : tensor<2x10x768x768xf32>
    %404 = stablehlo.multiply %403, %232 : tensor<2x10x768x768xf32>
    %405 = stablehlo.convert %404 : (tensor<2x10x768x768xf32>) -> tensor<2x10x768x768xbf16>
    %406 = call @_where_3(%224#1, %405) : (tensor<2x10x768x768xi1>, tensor<2x10x768x768xbf16>) -> tensor<2x10x768x768xbf16>
    %cst_91 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %407 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<bf16>) -> tensor<2x10x768x768xbf16>
    %408 = stablehlo.multiply %406, %407 : tensor<2x10x768x768xbf16>
    %409 = stablehlo.dot_general %408, %214, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x10x768x768xbf16>, tensor<2x768x10x64xbf16>) -> tensor<2x10x768x64xbf16>
    %410 = stablehlo.transpose %409, dims = [0, 2, 1, 3] : (tensor<2x10x768x64xbf16>) -> tensor<2x768x10x64xbf16>
    %411 = stablehlo.dot_general %408, %216, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x10x768x768xbf16>, tensor<2x768x10x64xbf16>) -> tensor<2x10x768x64xbf16>
    %412 = stablehlo.transpose %411, dims = [0, 2, 1, 3] : (tensor<2x10x768x64xbf16>) -> tensor<2x768x10x64xbf16>
    %413 = stablehlo.broadcast_in_dim %391, dims = [1, 2, 3, 4] : (tensor<2x768x10x64xbf16>) -> tensor<1x2x768x10x64xbf16>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %414 = stablehlo.pad %413, %cst_92, low = [2, 0, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x2x768x10x64xbf16>, tensor<bf16>) -> tensor<3x2x768x10x64xbf16>
    %415 = stablehlo.broadcast_in_dim %410, dims = [1, 2, 3, 4] : (tensor<2x768x10x64xbf16>) -> tensor<1x2x768x10x64xbf16>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %416 = stablehlo.pad %415, %cst_93, low = [1, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x2x768x10x64xbf16>, tensor<bf16>) -> tensor<3x2x768x10x64xbf16>
    %417 = stablehlo.add %414, %416 : tensor<3x2x768x10x64xbf16>
    %418 = stablehlo.broadcast_in_dim %412, dims = [1, 2, 3, 4] : (tensor<2x768x10x64xbf16>) -> tensor<1x2x768x10x64xbf16>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %419 = stablehlo.pad %418, %cst_94, low = [0, 0, 0, 0, 0], high = [2, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x2x768x10x64xbf16>, tensor<bf16>) -> tensor<3x2x768x10x64xbf16>
    %420 = stablehlo.add %417, %419 : tensor<3x2x768x10x64xbf16>
    %421 = stablehlo.transpose %420, dims = [0, 3, 4, 1, 2] : (tensor<3x2x768x10x64xbf16>) -> tensor<3x10x64x2x768xbf16>
    %422 = stablehlo.dot_general %421, %arg17, contracting_dims = [0, 1, 2] x [1, 2, 3], precision = [DEFAULT, DEFAULT] : (tensor<3x10x64x2x768xbf16>, tensor<640x3x10x64xbf16>) -> tensor<2x768x640xbf16>
    %423 = stablehlo.dot_general %421, %210, contracting_dims = [3, 4] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x10x64x2x768xbf16>, tensor<2x768x640xbf16>) -> tensor<3x10x64x640xbf16>
    %424 = stablehlo.transpose %423, dims = [3, 0, 1, 2] : (tensor<3x10x64x640xbf16>) -> tensor<640x3x10x64xbf16>
    %425 = stablehlo.convert %422 : (tensor<2x768x640xbf16>) -> tensor<2x768x640xf32>
    %426 = stablehlo.multiply %206, %425 : tensor<2x768x640xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %427 = stablehlo.reduce(%426 init: %cst_95) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<640xf32>
    %428 = stablehlo.reshape %427 : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %429 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<2x768x640xf32>
    %430 = stablehlo.multiply %425, %429 : tensor<2x768x640xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %431 = stablehlo.reduce(%428 init: %cst_96) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x640xf32>, tensor<f32>) -> tensor<640xf32>
    %432 = stablehlo.multiply %191, %430 : tensor<2x768x640xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.reduce(%432 init: %cst_97) applies stablehlo.add across dimensions = [2] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<2x768xf32>
    %434 = stablehlo.reshape %433 : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %435 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x640xf32>
    %436 = stablehlo.multiply %430, %435 : tensor<2x768x640xf32>
    %437 = stablehlo.multiply %434, %204 : tensor<2x768x1xf32>
    %cst_98 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %439 = stablehlo.divide %437, %438 : tensor<2x768x1xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %440 = stablehlo.reduce(%439 init: %cst_99) applies stablehlo.add across dimensions = [2] : (tensor<2x768x1xf32>, tensor<f32>) -> tensor<2x768xf32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x640xf32>
    %442 = stablehlo.multiply %441, %194 : tensor<2x768x640xf32>
    %443 = stablehlo.add %436, %442 : tensor<2x768x640xf32>
    %444 = stablehlo.convert %443 : (tensor<2x768x640xf32>) -> tensor<2x768x640xbf16>
    %445 = stablehlo.add %384, %444 : tensor<2x768x640xbf16>
    %446 = stablehlo.dot_general %445, %188, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<2x768x2560xbf16>) -> tensor<640x2560xbf16>
    %447 = stablehlo.transpose %446, dims = [1, 0] : (tensor<640x2560xbf16>) -> tensor<2560x640xbf16>
    %448 = stablehlo.dot_general %445, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<2560x640xbf16>) -> tensor<2x768x2560xbf16>
    %449 = stablehlo.multiply %170, %448 : tensor<2x768x2560xbf16>
    %450 = stablehlo.multiply %448, %187 : tensor<2x768x2560xbf16>
    %cst_100 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %451 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %452 = stablehlo.multiply %451, %449 : tensor<2x768x2560xbf16>
    %453 = stablehlo.multiply %452, %183 : tensor<2x768x2560xbf16>
    %454 = stablehlo.multiply %453, %181 : tensor<2x768x2560xbf16>
    %455 = stablehlo.add %453, %454 : tensor<2x768x2560xbf16>
    %cst_101 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %456 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %457 = stablehlo.multiply %456, %455 : tensor<2x768x2560xbf16>
    %458 = stablehlo.add %450, %457 : tensor<2x768x2560xbf16>
    %cst_102 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %459 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %460 = stablehlo.multiply %459, %457 : tensor<2x768x2560xbf16>
    %461 = stablehlo.multiply %460, %175 : tensor<2x768x2560xbf16>
    %462 = stablehlo.add %458, %461 : tensor<2x768x2560xbf16>
    %463 = stablehlo.dot_general %462, %169, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x2560xbf16>, tensor<2x768x640xbf16>) -> tensor<2560x640xbf16>
    %464 = stablehlo.transpose %463, dims = [1, 0] : (tensor<2560x640xbf16>) -> tensor<640x2560xbf16>
    %465 = stablehlo.dot_general %462, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x2560xbf16>, tensor<640x2560xbf16>) -> tensor<2x768x640xbf16>
    %466 = stablehlo.convert %465 : (tensor<2x768x640xbf16>) -> tensor<2x768x640xf32>
    %467 = stablehlo.multiply %165, %466 : tensor<2x768x640xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %468 = stablehlo.reduce(%467 init: %cst_103) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<640xf32>
    %469 = stablehlo.reshape %468 : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %470 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<2x768x640xf32>
    %471 = stablehlo.multiply %466, %470 : tensor<2x768x640xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %472 = stablehlo.reduce(%469 init: %cst_104) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x640xf32>, tensor<f32>) -> tensor<640xf32>
    %473 = stablehlo.multiply %150, %471 : tensor<2x768x640xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %474 = stablehlo.reduce(%473 init: %cst_105) applies stablehlo.add across dimensions = [2] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<2x768xf32>
    %475 = stablehlo.reshape %474 : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %476 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x640xf32>
    %477 = stablehlo.multiply %471, %476 : tensor<2x768x640xf32>
    %478 = stablehlo.multiply %475, %163 : tensor<2x768x1xf32>
    %cst_106 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %480 = stablehlo.divide %478, %479 : tensor<2x768x1xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %481 = stablehlo.reduce(%480 init: %cst_107) applies stablehlo.add across dimensions = [2] : (tensor<2x768x1xf32>, tensor<f32>) -> tensor<2x768xf32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x640xf32>
    %483 = stablehlo.multiply %482, %153 : tensor<2x768x640xf32>
    %484 = stablehlo.add %477, %483 : tensor<2x768x640xf32>
    %485 = stablehlo.convert %484 : (tensor<2x768x640xf32>) -> tensor<2x768x640xbf16>
    %486 = stablehlo.add %445, %485 : tensor<2x768x640xbf16>
    %487 = stablehlo.dot_general %486, %147, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<2x768x10x64xbf16>) -> tensor<640x10x64xbf16>
    %488 = stablehlo.transpose %487, dims = [1, 2, 0] : (tensor<640x10x64xbf16>) -> tensor<10x64x640xbf16>
    %489 = stablehlo.dot_general %486, %arg10, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<10x64x640xbf16>) -> tensor<2x768x10x64xbf16>
    %490 = stablehlo.transpose %489, dims = [0, 2, 3, 1] : (tensor<2x768x10x64xbf16>) -> tensor<2x10x64x768xbf16>
    %491 = stablehlo.dot_general %490, %123, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x10x64x768xbf16>, tensor<2x768x10x64xbf16>) -> tensor<2x10x768x768xbf16>
    %492 = stablehlo.dot_general %490, %145, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x10x64x768xbf16>, tensor<2x10x768x768xbf16>) -> tensor<2x10x64x768xbf16>
    %493 = stablehlo.transpose %492, dims = [0, 3, 1, 2] : (tensor<2x10x64x768xbf16>) -> tensor<2x768x10x64xbf16>
    %494 = stablehlo.convert %491 : (tensor<2x10x768x768xbf16>) -> tensor<2x10x768x768xf32>
    %495 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2, 3] : (tensor<2x10x768x1xf32>) -> tensor<2x10x768x768xf32>
    %496 = stablehlo.multiply %494, %495 : tensor<2x10x768x768xf32>
    %497 = stablehlo.multiply %496, %137 : tensor<2x10x768x768xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %498 = stablehlo.reduce(%497 init: %cst_108) applies stablehlo.add across dimensions = [3] : (tensor<2x10x768x768xf32>, tensor<f32>) -> tensor<2x10x768xf32>
    %499 = stablehlo.reshape %498 : (tensor<2x10x768xf32>) -> tensor<2x10x768x1xf32>
    %500 = stablehlo.negate %499 : tensor<2x10x768x1xf32>
    %501 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3] : (tensor<2x10x768x1xf32>) -> tensor<2x10x768x768xf32>
    %502 = stablehlo.divide %494, %501 : tensor<2x10x768x768xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %503 = stablehlo.reduce(%500 init: %cst_109) applies stablehlo.add across dimensions = [3] : (tensor<2x10x768x1xf32>, tensor<f32>) -> tensor<2x10x768xf32>
    %504 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 2] : (tensor<2x10x768xf32>) -> tensor<2x10x768x768xf32>
    %505 = stablehlo.add %502, %504 : tensor<2x10x768x768xf32>
    %506 = stablehlo.multiply %505, %137 : tensor<2x10x768x768xf32>
    %507 = stablehlo.convert %506 : (tensor<2x10x768x768xf32>) -> tensor<2x10x768x768xbf16>
    %508 = call @_where_3(%129#1, %507) : (tensor<2x10x768x768xi1>, tensor<2x10x768x768xbf16>) -> tensor<2x10x768x768xbf16>
    %cst_110 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %509 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<bf16>) -> tensor<2x10x768x768xbf16>
    %510 = stablehlo.multiply %508, %509 : tensor<2x10x768x768xbf16>
    %511 = stablehlo.dot_general %510, %119, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x10x768x768xbf16>, tensor<2x768x10x64xbf16>) -> tensor<2x10x768x64xbf16>
    %512 = stablehlo.transpose %511, dims = [0, 2, 1, 3] : (tensor<2x10x768x64xbf16>) -> tensor<2x768x10x64xbf16>
    %513 = stablehlo.dot_general %510, %121, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x10x768x768xbf16>, tensor<2x768x10x64xbf16>) -> tensor<2x10x768x64xbf16>
    %514 = stablehlo.transpose %513, dims = [0, 2, 1, 3] : (tensor<2x10x768x64xbf16>) -> tensor<2x768x10x64xbf16>
    %515 = stablehlo.broadcast_in_dim %493, dims = [1, 2, 3, 4] : (tensor<2x768x10x64xbf16>) -> tensor<1x2x768x10x64xbf16>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %516 = stablehlo.pad %515, %cst_111, low = [2, 0, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x2x768x10x64xbf16>, tensor<bf16>) -> tensor<3x2x768x10x64xbf16>
    %517 = stablehlo.broadcast_in_dim %512, dims = [1, 2, 3, 4] : (tensor<2x768x10x64xbf16>) -> tensor<1x2x768x10x64xbf16>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %518 = stablehlo.pad %517, %cst_112, low = [1, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x2x768x10x64xbf16>, tensor<bf16>) -> tensor<3x2x768x10x64xbf16>
    %519 = stablehlo.add %516, %518 : tensor<3x2x768x10x64xbf16>
    %520 = stablehlo.broadcast_in_dim %514, dims = [1, 2, 3, 4] : (tensor<2x768x10x64xbf16>) -> tensor<1x2x768x10x64xbf16>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %521 = stablehlo.pad %520, %cst_113, low = [0, 0, 0, 0, 0], high = [2, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x2x768x10x64xbf16>, tensor<bf16>) -> tensor<3x2x768x10x64xbf16>
    %522 = stablehlo.add %519, %521 : tensor<3x2x768x10x64xbf16>
    %523 = stablehlo.transpose %522, dims = [0, 3, 4, 1, 2] : (tensor<3x2x768x10x64xbf16>) -> tensor<3x10x64x2x768xbf16>
    %524 = stablehlo.dot_general %523, %arg11, contracting_dims = [0, 1, 2] x [1, 2, 3], precision = [DEFAULT, DEFAULT] : (tensor<3x10x64x2x768xbf16>, tensor<640x3x10x64xbf16>) -> tensor<2x768x640xbf16>
    %525 = stablehlo.dot_general %523, %115, contracting_dims = [3, 4] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x10x64x2x768xbf16>, tensor<2x768x640xbf16>) -> tensor<3x10x64x640xbf16>
    %526 = stablehlo.transpose %525, dims = [3, 0, 1, 2] : (tensor<3x10x64x640xbf16>) -> tensor<640x3x10x64xbf16>
    %527 = stablehlo.convert %524 : (tensor<2x768x640xbf16>) -> tensor<2x768x640xf32>
    %528 = stablehlo.multiply %111, %527 : tensor<2x768x640xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %529 = stablehlo.reduce(%528 init: %cst_114) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<640xf32>
    %530 = stablehlo.reshape %529 : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %531 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<2x768x640xf32>
    %532 = stablehlo.multiply %527, %531 : tensor<2x768x640xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %533 = stablehlo.reduce(%530 init: %cst_115) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x640xf32>, tensor<f32>) -> tensor<640xf32>
    %534 = stablehlo.multiply %96, %532 : tensor<2x768x640xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %535 = stablehlo.reduce(%534 init: %cst_116) applies stablehlo.add across dimensions = [2] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<2x768xf32>
    %536 = stablehlo.reshape %535 : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %537 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x640xf32>
    %538 = stablehlo.multiply %532, %537 : tensor<2x768x640xf32>
    %539 = stablehlo.multiply %536, %109 : tensor<2x768x1xf32>
    %cst_117 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %540 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %541 = stablehlo.divide %539, %540 : tensor<2x768x1xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %542 = stablehlo.reduce(%541 init: %cst_118) applies stablehlo.add across dimensions = [2] : (tensor<2x768x1xf32>, tensor<f32>) -> tensor<2x768xf32>
    %543 = stablehlo.broadcast_in_dim %542, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x640xf32>
    %544 = stablehlo.multiply %543, %99 : tensor<2x768x640xf32>
    %545 = stablehlo.add %538, %544 : tensor<2x768x640xf32>
    %546 = stablehlo.convert %545 : (tensor<2x768x640xf32>) -> tensor<2x768x640xbf16>
    %547 = stablehlo.add %486, %546 : tensor<2x768x640xbf16>
    %548 = stablehlo.dot_general %547, %93, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<2x768x2560xbf16>) -> tensor<640x2560xbf16>
    %549 = stablehlo.transpose %548, dims = [1, 0] : (tensor<640x2560xbf16>) -> tensor<2560x640xbf16>
    %550 = stablehlo.dot_general %547, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<2560x640xbf16>) -> tensor<2x768x2560xbf16>
    %551 = stablehlo.multiply %75, %550 : tensor<2x768x2560xbf16>
    %552 = stablehlo.multiply %550, %92 : tensor<2x768x2560xbf16>
    %cst_119 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %553 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %554 = stablehlo.multiply %553, %551 : tensor<2x768x2560xbf16>
    %555 = stablehlo.multiply %554, %88 : tensor<2x768x2560xbf16>
    %556 = stablehlo.multiply %555, %86 : tensor<2x768x2560xbf16>
    %557 = stablehlo.add %555, %556 : tensor<2x768x2560xbf16>
    %cst_120 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %558 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %559 = stablehlo.multiply %558, %557 : tensor<2x768x2560xbf16>
    %560 = stablehlo.add %552, %559 : tensor<2x768x2560xbf16>
    %cst_121 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %561 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<bf16>) -> tensor<2x768x2560xbf16>
    %562 = stablehlo.multiply %561, %559 : tensor<2x768x2560xbf16>
    %563 = stablehlo.multiply %562, %80 : tensor<2x768x2560xbf16>
    %564 = stablehlo.add %560, %563 : tensor<2x768x2560xbf16>
    %565 = stablehlo.dot_general %564, %74, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x2560xbf16>, tensor<2x768x640xbf16>) -> tensor<2560x640xbf16>
    %566 = stablehlo.transpose %565, dims = [1, 0] : (tensor<2560x640xbf16>) -> tensor<640x2560xbf16>
    %567 = stablehlo.dot_general %564, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x2560xbf16>, tensor<640x2560xbf16>) -> tensor<2x768x640xbf16>
    %568 = stablehlo.convert %567 : (tensor<2x768x640xbf16>) -> tensor<2x768x640xf32>
    %569 = stablehlo.multiply %70, %568 : tensor<2x768x640xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %570 = stablehlo.reduce(%569 init: %cst_122) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<640xf32>
    %571 = stablehlo.reshape %570 : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %572 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<2x768x640xf32>
    %573 = stablehlo.multiply %568, %572 : tensor<2x768x640xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %574 = stablehlo.reduce(%571 init: %cst_123) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x640xf32>, tensor<f32>) -> tensor<640xf32>
    %575 = stablehlo.multiply %55, %573 : tensor<2x768x640xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %576 = stablehlo.reduce(%575 init: %cst_124) applies stablehlo.add across dimensions = [2] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<2x768xf32>
    %577 = stablehlo.reshape %576 : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %578 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x640xf32>
    %579 = stablehlo.multiply %573, %578 : tensor<2x768x640xf32>
    %580 = stablehlo.multiply %577, %68 : tensor<2x768x1xf32>
    %cst_125 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %581 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %582 = stablehlo.divide %580, %581 : tensor<2x768x1xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %583 = stablehlo.reduce(%582 init: %cst_126) applies stablehlo.add across dimensions = [2] : (tensor<2x768x1xf32>, tensor<f32>) -> tensor<2x768xf32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x640xf32>
    %585 = stablehlo.multiply %584, %58 : tensor<2x768x640xf32>
    %586 = stablehlo.add %579, %585 : tensor<2x768x640xf32>
    %587 = stablehlo.convert %586 : (tensor<2x768x640xf32>) -> tensor<2x768x640xbf16>
    %588 = stablehlo.add %547, %587 : tensor<2x768x640xbf16>
    %589 = stablehlo.dot_general %588, %52, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<2x768x10x64xbf16>) -> tensor<640x10x64xbf16>
    %590 = stablehlo.transpose %589, dims = [1, 2, 0] : (tensor<640x10x64xbf16>) -> tensor<10x64x640xbf16>
    %591 = stablehlo.dot_general %588, %arg4, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x768x640xbf16>, tensor<10x64x640xbf16>) -> tensor<2x768x10x64xbf16>
    %592 = stablehlo.transpose %591, dims = [0, 2, 3, 1] : (tensor<2x768x10x64xbf16>) -> tensor<2x10x64x768xbf16>
    %593 = stablehlo.dot_general %592, %28, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x10x64x768xbf16>, tensor<2x768x10x64xbf16>) -> tensor<2x10x768x768xbf16>
    %594 = stablehlo.dot_general %592, %50, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x10x64x768xbf16>, tensor<2x10x768x768xbf16>) -> tensor<2x10x64x768xbf16>
    %595 = stablehlo.transpose %594, dims = [0, 3, 1, 2] : (tensor<2x10x64x768xbf16>) -> tensor<2x768x10x64xbf16>
    %596 = stablehlo.convert %593 : (tensor<2x10x768x768xbf16>) -> tensor<2x10x768x768xf32>
    %597 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<2x10x768x1xf32>) -> tensor<2x10x768x768xf32>
    %598 = stablehlo.multiply %596, %597 : tensor<2x10x768x768xf32>
    %599 = stablehlo.multiply %598, %42 : tensor<2x10x768x768xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %600 = stablehlo.reduce(%599 init: %cst_127) applies stablehlo.add across dimensions = [3] : (tensor<2x10x768x768xf32>, tensor<f32>) -> tensor<2x10x768xf32>
    %601 = stablehlo.reshape %600 : (tensor<2x10x768xf32>) -> tensor<2x10x768x1xf32>
    %602 = stablehlo.negate %601 : tensor<2x10x768x1xf32>
    %603 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<2x10x768x1xf32>) -> tensor<2x10x768x768xf32>
    %604 = stablehlo.divide %596, %603 : tensor<2x10x768x768xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %605 = stablehlo.reduce(%602 init: %cst_128) applies stablehlo.add across dimensions = [3] : (tensor<2x10x768x1xf32>, tensor<f32>) -> tensor<2x10x768xf32>
    %606 = stablehlo.broadcast_in_dim %605, dims = [0, 1, 2] : (tensor<2x10x768xf32>) -> tensor<2x10x768x768xf32>
    %607 = stablehlo.add %604, %606 : tensor<2x10x768x768xf32>
    %608 = stablehlo.multiply %607, %42 : tensor<2x10x768x768xf32>
    %609 = stablehlo.convert %608 : (tensor<2x10x768x768xf32>) -> tensor<2x10x768x768xbf16>
    %610 = call @_where_3(%34#1, %609) : (tensor<2x10x768x768xi1>, tensor<2x10x768x768xbf16>) -> tensor<2x10x768x768xbf16>
    %cst_129 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %611 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<bf16>) -> tensor<2x10x768x768xbf16>
    %612 = stablehlo.multiply %610, %611 : tensor<2x10x768x768xbf16>
    %613 = stablehlo.dot_general %612, %24, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x10x768x768xbf16>, tensor<2x768x10x64xbf16>) -> tensor<2x10x768x64xbf16>
    %614 = stablehlo.transpose %613, dims = [0, 2, 1, 3] : (tensor<2x10x768x64xbf16>) -> tensor<2x768x10x64xbf16>
    %615 = stablehlo.dot_general %612, %26, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x10x768x768xbf16>, tensor<2x768x10x64xbf16>) -> tensor<2x10x768x64xbf16>
    %616 = stablehlo.transpose %615, dims = [0, 2, 1, 3] : (tensor<2x10x768x64xbf16>) -> tensor<2x768x10x64xbf16>
    %617 = stablehlo.broadcast_in_dim %595, dims = [1, 2, 3, 4] : (tensor<2x768x10x64xbf16>) -> tensor<1x2x768x10x64xbf16>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %618 = stablehlo.pad %617, %cst_130, low = [2, 0, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x2x768x10x64xbf16>, tensor<bf16>) -> tensor<3x2x768x10x64xbf16>
    %619 = stablehlo.broadcast_in_dim %614, dims = [1, 2, 3, 4] : (tensor<2x768x10x64xbf16>) -> tensor<1x2x768x10x64xbf16>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %620 = stablehlo.pad %619, %cst_131, low = [1, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x2x768x10x64xbf16>, tensor<bf16>) -> tensor<3x2x768x10x64xbf16>
    %621 = stablehlo.add %618, %620 : tensor<3x2x768x10x64xbf16>
    %622 = stablehlo.broadcast_in_dim %616, dims = [1, 2, 3, 4] : (tensor<2x768x10x64xbf16>) -> tensor<1x2x768x10x64xbf16>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %623 = stablehlo.pad %622, %cst_132, low = [0, 0, 0, 0, 0], high = [2, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x2x768x10x64xbf16>, tensor<bf16>) -> tensor<3x2x768x10x64xbf16>
    %624 = stablehlo.add %621, %623 : tensor<3x2x768x10x64xbf16>
    %625 = stablehlo.transpose %624, dims = [0, 3, 4, 1, 2] : (tensor<3x2x768x10x64xbf16>) -> tensor<3x10x64x2x768xbf16>
    %626 = stablehlo.dot_general %625, %arg5, contracting_dims = [0, 1, 2] x [1, 2, 3], precision = [DEFAULT, DEFAULT] : (tensor<3x10x64x2x768xbf16>, tensor<640x3x10x64xbf16>) -> tensor<2x768x640xbf16>
    %627 = stablehlo.dot_general %625, %20, contracting_dims = [3, 4] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x10x64x2x768xbf16>, tensor<2x768x640xbf16>) -> tensor<3x10x64x640xbf16>
    %628 = stablehlo.transpose %627, dims = [3, 0, 1, 2] : (tensor<3x10x64x640xbf16>) -> tensor<640x3x10x64xbf16>
    %629 = stablehlo.convert %626 : (tensor<2x768x640xbf16>) -> tensor<2x768x640xf32>
    %630 = stablehlo.multiply %16, %629 : tensor<2x768x640xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %631 = stablehlo.reduce(%630 init: %cst_133) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<640xf32>
    %632 = stablehlo.reshape %631 : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %633 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<2x768x640xf32>
    %634 = stablehlo.multiply %629, %633 : tensor<2x768x640xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %635 = stablehlo.reduce(%632 init: %cst_134) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x640xf32>, tensor<f32>) -> tensor<640xf32>
    %636 = stablehlo.multiply %1, %634 : tensor<2x768x640xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %637 = stablehlo.reduce(%636 init: %cst_135) applies stablehlo.add across dimensions = [2] : (tensor<2x768x640xf32>, tensor<f32>) -> tensor<2x768xf32>
    %638 = stablehlo.reshape %637 : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %639 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x640xf32>
    %640 = stablehlo.multiply %634, %639 : tensor<2x768x640xf32>
    %641 = stablehlo.multiply %638, %14 : tensor<2x768x1xf32>
    %cst_136 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %643 = stablehlo.divide %641, %642 : tensor<2x768x1xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %644 = stablehlo.reduce(%643 init: %cst_137) applies stablehlo.add across dimensions = [2] : (tensor<2x768x1xf32>, tensor<f32>) -> tensor<2x768xf32>
    %645 = stablehlo.broadcast_in_dim %644, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x640xf32>
    %646 = stablehlo.multiply %645, %4 : tensor<2x768x640xf32>
    %647 = stablehlo.add %640, %646 : tensor<2x768x640xf32>
    %648 = stablehlo.convert %647 : (tensor<2x768x640xf32>) -> tensor<2x768x640xbf16>
    %649 = stablehlo.add %588, %648 : tensor<2x768x640xbf16>
    %650 = call @_take_4(%0#1, %649) : (tensor<2x768x1xi32>, tensor<2x768x640xbf16>) -> tensor<12000x640xbf16>
    %651 = stablehlo.add %322, %650 : tensor<12000x640xbf16>
    %c_138 = stablehlo.constant dense<1> : tensor<i32>
    %652 = stablehlo.add %arg60, %c_138 : tensor<i32>
    %653 = stablehlo.convert %652 : (tensor<i32>) -> tensor<f32>
    %cst_139 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %655 = stablehlo.multiply %654, %arg20 : tensor<640xf32>
    %cst_140 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %657 = stablehlo.multiply %656, %635 : tensor<640xf32>
    %658 = stablehlo.add %655, %657 : tensor<640xf32>
    %cst_141 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %659 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %660 = stablehlo.multiply %659, %arg40 : tensor<640xf32>
    %cst_142 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %661 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %662 = stablehlo.multiply %661, %635 : tensor<640xf32>
    %663 = stablehlo.multiply %662, %635 : tensor<640xf32>
    %664 = stablehlo.add %660, %663 : tensor<640xf32>
    %cst_143 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %665 = stablehlo.power %cst_143, %653 : tensor<f32>
    %cst_144 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %666 = stablehlo.subtract %cst_144, %665 : tensor<f32>
    %667 = stablehlo.broadcast_in_dim %666, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %668 = stablehlo.divide %658, %667 : tensor<640xf32>
    %cst_145 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %669 = stablehlo.power %cst_145, %653 : tensor<f32>
    %cst_146 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %670 = stablehlo.subtract %cst_146, %669 : tensor<f32>
    %671 = stablehlo.broadcast_in_dim %670, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %672 = stablehlo.divide %664, %671 : tensor<640xf32>
    %cst_147 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %674 = stablehlo.multiply %673, %668 : tensor<640xf32>
    %675 = stablehlo.sqrt %672 : tensor<640xf32>
    %cst_148 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %676 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %677 = stablehlo.add %675, %676 : tensor<640xf32>
    %678 = stablehlo.divide %674, %677 : tensor<640xf32>
    %679 = stablehlo.subtract %arg0, %678 : tensor<640xf32>
    %cst_149 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %680 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %681 = stablehlo.multiply %680, %arg21 : tensor<640xf32>
    %cst_150 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %682 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %683 = stablehlo.multiply %682, %574 : tensor<640xf32>
    %684 = stablehlo.add %681, %683 : tensor<640xf32>
    %cst_151 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %686 = stablehlo.multiply %685, %arg41 : tensor<640xf32>
    %cst_152 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %687 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %688 = stablehlo.multiply %687, %574 : tensor<640xf32>
    %689 = stablehlo.multiply %688, %574 : tensor<640xf32>
    %690 = stablehlo.add %686, %689 : tensor<640xf32>
    %cst_153 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %691 = stablehlo.power %cst_153, %653 : tensor<f32>
    %cst_154 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %692 = stablehlo.subtract %cst_154, %691 : tensor<f32>
    %693 = stablehlo.broadcast_in_dim %692, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %694 = stablehlo.divide %684, %693 : tensor<640xf32>
    %cst_155 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %695 = stablehlo.power %cst_155, %653 : tensor<f32>
    %cst_156 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %696 = stablehlo.subtract %cst_156, %695 : tensor<f32>
    %697 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %698 = stablehlo.divide %690, %697 : tensor<640xf32>
    %cst_157 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %699 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %700 = stablehlo.multiply %699, %694 : tensor<640xf32>
    %701 = stablehlo.sqrt %698 : tensor<640xf32>
    %cst_158 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %702 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %703 = stablehlo.add %701, %702 : tensor<640xf32>
    %704 = stablehlo.divide %700, %703 : tensor<640xf32>
    %705 = stablehlo.subtract %arg1, %704 : tensor<640xf32>
    %706 = stablehlo.convert %566 : (tensor<640x2560xbf16>) -> tensor<640x2560xf32>
    %cst_159 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %707 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %708 = stablehlo.multiply %707, %arg22 : tensor<640x2560xf32>
    %cst_160 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %709 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %710 = stablehlo.multiply %709, %706 : tensor<640x2560xf32>
    %711 = stablehlo.add %708, %710 : tensor<640x2560xf32>
    %cst_161 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %712 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %713 = stablehlo.multiply %712, %arg42 : tensor<640x2560xf32>
    %cst_162 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %714 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %715 = stablehlo.multiply %714, %706 : tensor<640x2560xf32>
    %716 = stablehlo.multiply %715, %706 : tensor<640x2560xf32>
    %717 = stablehlo.add %713, %716 : tensor<640x2560xf32>
    %cst_163 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %718 = stablehlo.power %cst_163, %653 : tensor<f32>
    %cst_164 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %719 = stablehlo.subtract %cst_164, %718 : tensor<f32>
    %720 = stablehlo.broadcast_in_dim %719, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %721 = stablehlo.divide %711, %720 : tensor<640x2560xf32>
    %cst_165 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %722 = stablehlo.power %cst_165, %653 : tensor<f32>
    %cst_166 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %723 = stablehlo.subtract %cst_166, %722 : tensor<f32>
    %724 = stablehlo.broadcast_in_dim %723, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %725 = stablehlo.divide %717, %724 : tensor<640x2560xf32>
    %726 = stablehlo.convert %arg2 : (tensor<640x2560xbf16>) -> tensor<640x2560xf32>
    %cst_167 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %727 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %728 = stablehlo.multiply %727, %721 : tensor<640x2560xf32>
    %729 = stablehlo.sqrt %725 : tensor<640x2560xf32>
    %cst_168 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %730 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %731 = stablehlo.add %729, %730 : tensor<640x2560xf32>
    %732 = stablehlo.divide %728, %731 : tensor<640x2560xf32>
    %733 = stablehlo.subtract %726, %732 : tensor<640x2560xf32>
    %734 = stablehlo.convert %733 : (tensor<640x2560xf32>) -> tensor<640x2560xbf16>
    %735 = stablehlo.convert %549 : (tensor<2560x640xbf16>) -> tensor<2560x640xf32>
    %cst_169 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %736 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %737 = stablehlo.multiply %736, %arg23 : tensor<2560x640xf32>
    %cst_170 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %738 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %739 = stablehlo.multiply %738, %735 : tensor<2560x640xf32>
    %740 = stablehlo.add %737, %739 : tensor<2560x640xf32>
    %cst_171 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %741 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %742 = stablehlo.multiply %741, %arg43 : tensor<2560x640xf32>
    %cst_172 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %744 = stablehlo.multiply %743, %735 : tensor<2560x640xf32>
    %745 = stablehlo.multiply %744, %735 : tensor<2560x640xf32>
    %746 = stablehlo.add %742, %745 : tensor<2560x640xf32>
    %cst_173 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %747 = stablehlo.power %cst_173, %653 : tensor<f32>
    %cst_174 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %748 = stablehlo.subtract %cst_174, %747 : tensor<f32>
    %749 = stablehlo.broadcast_in_dim %748, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %750 = stablehlo.divide %740, %749 : tensor<2560x640xf32>
    %cst_175 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %751 = stablehlo.power %cst_175, %653 : tensor<f32>
    %cst_176 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %752 = stablehlo.subtract %cst_176, %751 : tensor<f32>
    %753 = stablehlo.broadcast_in_dim %752, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %754 = stablehlo.divide %746, %753 : tensor<2560x640xf32>
    %755 = stablehlo.convert %arg3 : (tensor<2560x640xbf16>) -> tensor<2560x640xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %757 = stablehlo.multiply %756, %750 : tensor<2560x640xf32>
    %758 = stablehlo.sqrt %754 : tensor<2560x640xf32>
    %cst_178 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %760 = stablehlo.add %758, %759 : tensor<2560x640xf32>
    %761 = stablehlo.divide %757, %760 : tensor<2560x640xf32>
    %762 = stablehlo.subtract %755, %761 : tensor<2560x640xf32>
    %763 = stablehlo.convert %762 : (tensor<2560x640xf32>) -> tensor<2560x640xbf16>
    %764 = stablehlo.convert %590 : (tensor<10x64x640xbf16>) -> tensor<10x64x640xf32>
    %cst_179 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %765 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<10x64x640xf32>
    %766 = stablehlo.multiply %765, %arg24 : tensor<10x64x640xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %767 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<10x64x640xf32>
    %768 = stablehlo.multiply %767, %764 : tensor<10x64x640xf32>
    %769 = stablehlo.add %766, %768 : tensor<10x64x640xf32>
    %cst_181 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<10x64x640xf32>
    %771 = stablehlo.multiply %770, %arg44 : tensor<10x64x640xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<10x64x640xf32>
    %773 = stablehlo.multiply %772, %764 : tensor<10x64x640xf32>
    %774 = stablehlo.multiply %773, %764 : tensor<10x64x640xf32>
    %775 = stablehlo.add %771, %774 : tensor<10x64x640xf32>
    %cst_183 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %776 = stablehlo.power %cst_183, %653 : tensor<f32>
    %cst_184 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %777 = stablehlo.subtract %cst_184, %776 : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %777, dims = [] : (tensor<f32>) -> tensor<10x64x640xf32>
    %779 = stablehlo.divide %769, %778 : tensor<10x64x640xf32>
    %cst_185 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %780 = stablehlo.power %cst_185, %653 : tensor<f32>
    %cst_186 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %781 = stablehlo.subtract %cst_186, %780 : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %781, dims = [] : (tensor<f32>) -> tensor<10x64x640xf32>
    %783 = stablehlo.divide %775, %782 : tensor<10x64x640xf32>
    %784 = stablehlo.convert %arg4 : (tensor<10x64x640xbf16>) -> tensor<10x64x640xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<10x64x640xf32>
    %786 = stablehlo.multiply %785, %779 : tensor<10x64x640xf32>
    %787 = stablehlo.sqrt %783 : tensor<10x64x640xf32>
    %cst_188 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<10x64x640xf32>
    %789 = stablehlo.add %787, %788 : tensor<10x64x640xf32>
    %790 = stablehlo.divide %786, %789 : tensor<10x64x640xf32>
    %791 = stablehlo.subtract %784, %790 : tensor<10x64x640xf32>
    %792 = stablehlo.convert %791 : (tensor<10x64x640xf32>) -> tensor<10x64x640xbf16>
    %793 = stablehlo.convert %628 : (tensor<640x3x10x64xbf16>) -> tensor<640x3x10x64xf32>
    %cst_189 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<640x3x10x64xf32>
    %795 = stablehlo.multiply %794, %arg25 : tensor<640x3x10x64xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<640x3x10x64xf32>
    %797 = stablehlo.multiply %796, %793 : tensor<640x3x10x64xf32>
    %798 = stablehlo.add %795, %797 : tensor<640x3x10x64xf32>
    %cst_191 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<640x3x10x64xf32>
    %800 = stablehlo.multiply %799, %arg45 : tensor<640x3x10x64xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<640x3x10x64xf32>
    %802 = stablehlo.multiply %801, %793 : tensor<640x3x10x64xf32>
    %803 = stablehlo.multiply %802, %793 : tensor<640x3x10x64xf32>
    %804 = stablehlo.add %800, %803 : tensor<640x3x10x64xf32>
    %cst_193 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %805 = stablehlo.power %cst_193, %653 : tensor<f32>
    %cst_194 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %806 = stablehlo.subtract %cst_194, %805 : tensor<f32>
    %807 = stablehlo.broadcast_in_dim %806, dims = [] : (tensor<f32>) -> tensor<640x3x10x64xf32>
    %808 = stablehlo.divide %798, %807 : tensor<640x3x10x64xf32>
    %cst_195 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %809 = stablehlo.power %cst_195, %653 : tensor<f32>
    %cst_196 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %810 = stablehlo.subtract %cst_196, %809 : tensor<f32>
    %811 = stablehlo.broadcast_in_dim %810, dims = [] : (tensor<f32>) -> tensor<640x3x10x64xf32>
    %812 = stablehlo.divide %804, %811 : tensor<640x3x10x64xf32>
    %813 = stablehlo.convert %arg5 : (tensor<640x3x10x64xbf16>) -> tensor<640x3x10x64xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<640x3x10x64xf32>
    %815 = stablehlo.multiply %814, %808 : tensor<640x3x10x64xf32>
    %816 = stablehlo.sqrt %812 : tensor<640x3x10x64xf32>
    %cst_198 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %817 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<640x3x10x64xf32>
    %818 = stablehlo.add %816, %817 : tensor<640x3x10x64xf32>
    %819 = stablehlo.divide %815, %818 : tensor<640x3x10x64xf32>
    %820 = stablehlo.subtract %813, %819 : tensor<640x3x10x64xf32>
    %821 = stablehlo.convert %820 : (tensor<640x3x10x64xf32>) -> tensor<640x3x10x64xbf16>
    %cst_199 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %822 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %823 = stablehlo.multiply %822, %arg26 : tensor<640xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %825 = stablehlo.multiply %824, %533 : tensor<640xf32>
    %826 = stablehlo.add %823, %825 : tensor<640xf32>
    %cst_201 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %828 = stablehlo.multiply %827, %arg46 : tensor<640xf32>
    %cst_202 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %829 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %830 = stablehlo.multiply %829, %533 : tensor<640xf32>
    %831 = stablehlo.multiply %830, %533 : tensor<640xf32>
    %832 = stablehlo.add %828, %831 : tensor<640xf32>
    %cst_203 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %833 = stablehlo.power %cst_203, %653 : tensor<f32>
    %cst_204 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %834 = stablehlo.subtract %cst_204, %833 : tensor<f32>
    %835 = stablehlo.broadcast_in_dim %834, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %836 = stablehlo.divide %826, %835 : tensor<640xf32>
    %cst_205 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %837 = stablehlo.power %cst_205, %653 : tensor<f32>
    %cst_206 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %838 = stablehlo.subtract %cst_206, %837 : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %838, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %840 = stablehlo.divide %832, %839 : tensor<640xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %841 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %842 = stablehlo.multiply %841, %836 : tensor<640xf32>
    %843 = stablehlo.sqrt %840 : tensor<640xf32>
    %cst_208 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %845 = stablehlo.add %843, %844 : tensor<640xf32>
    %846 = stablehlo.divide %842, %845 : tensor<640xf32>
    %847 = stablehlo.subtract %arg6, %846 : tensor<640xf32>
    %cst_209 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %849 = stablehlo.multiply %848, %arg27 : tensor<640xf32>
    %cst_210 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %850 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %851 = stablehlo.multiply %850, %472 : tensor<640xf32>
    %852 = stablehlo.add %849, %851 : tensor<640xf32>
    %cst_211 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %853 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %854 = stablehlo.multiply %853, %arg47 : tensor<640xf32>
    %cst_212 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %855 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %856 = stablehlo.multiply %855, %472 : tensor<640xf32>
    %857 = stablehlo.multiply %856, %472 : tensor<640xf32>
    %858 = stablehlo.add %854, %857 : tensor<640xf32>
    %cst_213 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %859 = stablehlo.power %cst_213, %653 : tensor<f32>
    %cst_214 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %860 = stablehlo.subtract %cst_214, %859 : tensor<f32>
    %861 = stablehlo.broadcast_in_dim %860, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %862 = stablehlo.divide %852, %861 : tensor<640xf32>
    %cst_215 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %863 = stablehlo.power %cst_215, %653 : tensor<f32>
    %cst_216 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %864 = stablehlo.subtract %cst_216, %863 : tensor<f32>
    %865 = stablehlo.broadcast_in_dim %864, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %866 = stablehlo.divide %858, %865 : tensor<640xf32>
    %cst_217 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %867 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %868 = stablehlo.multiply %867, %862 : tensor<640xf32>
    %869 = stablehlo.sqrt %866 : tensor<640xf32>
    %cst_218 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %870 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %871 = stablehlo.add %869, %870 : tensor<640xf32>
    %872 = stablehlo.divide %868, %871 : tensor<640xf32>
    %873 = stablehlo.subtract %arg7, %872 : tensor<640xf32>
    %874 = stablehlo.convert %464 : (tensor<640x2560xbf16>) -> tensor<640x2560xf32>
    %cst_219 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %875 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %876 = stablehlo.multiply %875, %arg28 : tensor<640x2560xf32>
    %cst_220 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %877 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %878 = stablehlo.multiply %877, %874 : tensor<640x2560xf32>
    %879 = stablehlo.add %876, %878 : tensor<640x2560xf32>
    %cst_221 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %880 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %881 = stablehlo.multiply %880, %arg48 : tensor<640x2560xf32>
    %cst_222 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %882 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %883 = stablehlo.multiply %882, %874 : tensor<640x2560xf32>
    %884 = stablehlo.multiply %883, %874 : tensor<640x2560xf32>
    %885 = stablehlo.add %881, %884 : tensor<640x2560xf32>
    %cst_223 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %886 = stablehlo.power %cst_223, %653 : tensor<f32>
    %cst_224 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %887 = stablehlo.subtract %cst_224, %886 : tensor<f32>
    %888 = stablehlo.broadcast_in_dim %887, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %889 = stablehlo.divide %879, %888 : tensor<640x2560xf32>
    %cst_225 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %890 = stablehlo.power %cst_225, %653 : tensor<f32>
    %cst_226 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %891 = stablehlo.subtract %cst_226, %890 : tensor<f32>
    %892 = stablehlo.broadcast_in_dim %891, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %893 = stablehlo.divide %885, %892 : tensor<640x2560xf32>
    %894 = stablehlo.convert %arg8 : (tensor<640x2560xbf16>) -> tensor<640x2560xf32>
    %cst_227 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %895 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %896 = stablehlo.multiply %895, %889 : tensor<640x2560xf32>
    %897 = stablehlo.sqrt %893 : tensor<640x2560xf32>
    %cst_228 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %898 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %899 = stablehlo.add %897, %898 : tensor<640x2560xf32>
    %900 = stablehlo.divide %896, %899 : tensor<640x2560xf32>
    %901 = stablehlo.subtract %894, %900 : tensor<640x2560xf32>
    %902 = stablehlo.convert %901 : (tensor<640x2560xf32>) -> tensor<640x2560xbf16>
    %903 = stablehlo.convert %447 : (tensor<2560x640xbf16>) -> tensor<2560x640xf32>
    %cst_229 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %905 = stablehlo.multiply %904, %arg29 : tensor<2560x640xf32>
    %cst_230 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %906 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %907 = stablehlo.multiply %906, %903 : tensor<2560x640xf32>
    %908 = stablehlo.add %905, %907 : tensor<2560x640xf32>
    %cst_231 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %909 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %910 = stablehlo.multiply %909, %arg49 : tensor<2560x640xf32>
    %cst_232 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %912 = stablehlo.multiply %911, %903 : tensor<2560x640xf32>
    %913 = stablehlo.multiply %912, %903 : tensor<2560x640xf32>
    %914 = stablehlo.add %910, %913 : tensor<2560x640xf32>
    %cst_233 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %915 = stablehlo.power %cst_233, %653 : tensor<f32>
    %cst_234 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %916 = stablehlo.subtract %cst_234, %915 : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %916, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %918 = stablehlo.divide %908, %917 : tensor<2560x640xf32>
    %cst_235 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %919 = stablehlo.power %cst_235, %653 : tensor<f32>
    %cst_236 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %920 = stablehlo.subtract %cst_236, %919 : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %920, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %922 = stablehlo.divide %914, %921 : tensor<2560x640xf32>
    %923 = stablehlo.convert %arg9 : (tensor<2560x640xbf16>) -> tensor<2560x640xf32>
    %cst_237 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %924 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %925 = stablehlo.multiply %924, %918 : tensor<2560x640xf32>
    %926 = stablehlo.sqrt %922 : tensor<2560x640xf32>
    %cst_238 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %927 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %928 = stablehlo.add %926, %927 : tensor<2560x640xf32>
    %929 = stablehlo.divide %925, %928 : tensor<2560x640xf32>
    %930 = stablehlo.subtract %923, %929 : tensor<2560x640xf32>
    %931 = stablehlo.convert %930 : (tensor<2560x640xf32>) -> tensor<2560x640xbf16>
    %932 = stablehlo.convert %488 : (tensor<10x64x640xbf16>) -> tensor<10x64x640xf32>
    %cst_239 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<10x64x640xf32>
    %934 = stablehlo.multiply %933, %arg30 : tensor<10x64x640xf32>
    %cst_240 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %935 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<10x64x640xf32>
    %936 = stablehlo.multiply %935, %932 : tensor<10x64x640xf32>
    %937 = stablehlo.add %934, %936 : tensor<10x64x640xf32>
    %cst_241 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %938 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<10x64x640xf32>
    %939 = stablehlo.multiply %938, %arg50 : tensor<10x64x640xf32>
    %cst_242 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %940 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<10x64x640xf32>
    %941 = stablehlo.multiply %940, %932 : tensor<10x64x640xf32>
    %942 = stablehlo.multiply %941, %932 : tensor<10x64x640xf32>
    %943 = stablehlo.add %939, %942 : tensor<10x64x640xf32>
    %cst_243 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %944 = stablehlo.power %cst_243, %653 : tensor<f32>
    %cst_244 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %945 = stablehlo.subtract %cst_244, %944 : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %945, dims = [] : (tensor<f32>) -> tensor<10x64x640xf32>
    %947 = stablehlo.divide %937, %946 : tensor<10x64x640xf32>
    %cst_245 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %948 = stablehlo.power %cst_245, %653 : tensor<f32>
    %cst_246 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %949 = stablehlo.subtract %cst_246, %948 : tensor<f32>
    %950 = stablehlo.broadcast_in_dim %949, dims = [] : (tensor<f32>) -> tensor<10x64x640xf32>
    %951 = stablehlo.divide %943, %950 : tensor<10x64x640xf32>
    %952 = stablehlo.convert %arg10 : (tensor<10x64x640xbf16>) -> tensor<10x64x640xf32>
    %cst_247 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %953 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<10x64x640xf32>
    %954 = stablehlo.multiply %953, %947 : tensor<10x64x640xf32>
    %955 = stablehlo.sqrt %951 : tensor<10x64x640xf32>
    %cst_248 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %956 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<10x64x640xf32>
    %957 = stablehlo.add %955, %956 : tensor<10x64x640xf32>
    %958 = stablehlo.divide %954, %957 : tensor<10x64x640xf32>
    %959 = stablehlo.subtract %952, %958 : tensor<10x64x640xf32>
    %960 = stablehlo.convert %959 : (tensor<10x64x640xf32>) -> tensor<10x64x640xbf16>
    %961 = stablehlo.convert %526 : (tensor<640x3x10x64xbf16>) -> tensor<640x3x10x64xf32>
    %cst_249 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %962 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<640x3x10x64xf32>
    %963 = stablehlo.multiply %962, %arg31 : tensor<640x3x10x64xf32>
    %cst_250 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %964 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<640x3x10x64xf32>
    %965 = stablehlo.multiply %964, %961 : tensor<640x3x10x64xf32>
    %966 = stablehlo.add %963, %965 : tensor<640x3x10x64xf32>
    %cst_251 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %967 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<640x3x10x64xf32>
    %968 = stablehlo.multiply %967, %arg51 : tensor<640x3x10x64xf32>
    %cst_252 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %969 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<640x3x10x64xf32>
    %970 = stablehlo.multiply %969, %961 : tensor<640x3x10x64xf32>
    %971 = stablehlo.multiply %970, %961 : tensor<640x3x10x64xf32>
    %972 = stablehlo.add %968, %971 : tensor<640x3x10x64xf32>
    %cst_253 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %973 = stablehlo.power %cst_253, %653 : tensor<f32>
    %cst_254 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %974 = stablehlo.subtract %cst_254, %973 : tensor<f32>
    %975 = stablehlo.broadcast_in_dim %974, dims = [] : (tensor<f32>) -> tensor<640x3x10x64xf32>
    %976 = stablehlo.divide %966, %975 : tensor<640x3x10x64xf32>
    %cst_255 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %977 = stablehlo.power %cst_255, %653 : tensor<f32>
    %cst_256 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %978 = stablehlo.subtract %cst_256, %977 : tensor<f32>
    %979 = stablehlo.broadcast_in_dim %978, dims = [] : (tensor<f32>) -> tensor<640x3x10x64xf32>
    %980 = stablehlo.divide %972, %979 : tensor<640x3x10x64xf32>
    %981 = stablehlo.convert %arg11 : (tensor<640x3x10x64xbf16>) -> tensor<640x3x10x64xf32>
    %cst_257 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %982 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<640x3x10x64xf32>
    %983 = stablehlo.multiply %982, %976 : tensor<640x3x10x64xf32>
    %984 = stablehlo.sqrt %980 : tensor<640x3x10x64xf32>
    %cst_258 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %985 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<640x3x10x64xf32>
    %986 = stablehlo.add %984, %985 : tensor<640x3x10x64xf32>
    %987 = stablehlo.divide %983, %986 : tensor<640x3x10x64xf32>
    %988 = stablehlo.subtract %981, %987 : tensor<640x3x10x64xf32>
    %989 = stablehlo.convert %988 : (tensor<640x3x10x64xf32>) -> tensor<640x3x10x64xbf16>
    %cst_259 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %990 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %991 = stablehlo.multiply %990, %arg32 : tensor<640xf32>
    %cst_260 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %992 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %993 = stablehlo.multiply %992, %431 : tensor<640xf32>
    %994 = stablehlo.add %991, %993 : tensor<640xf32>
    %cst_261 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %995 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %996 = stablehlo.multiply %995, %arg52 : tensor<640xf32>
    %cst_262 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %998 = stablehlo.multiply %997, %431 : tensor<640xf32>
    %999 = stablehlo.multiply %998, %431 : tensor<640xf32>
    %1000 = stablehlo.add %996, %999 : tensor<640xf32>
    %cst_263 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1001 = stablehlo.power %cst_263, %653 : tensor<f32>
    %cst_264 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1002 = stablehlo.subtract %cst_264, %1001 : tensor<f32>
    %1003 = stablehlo.broadcast_in_dim %1002, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %1004 = stablehlo.divide %994, %1003 : tensor<640xf32>
    %cst_265 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1005 = stablehlo.power %cst_265, %653 : tensor<f32>
    %cst_266 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1006 = stablehlo.subtract %cst_266, %1005 : tensor<f32>
    %1007 = stablehlo.broadcast_in_dim %1006, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %1008 = stablehlo.divide %1000, %1007 : tensor<640xf32>
    %cst_267 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1009 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %1010 = stablehlo.multiply %1009, %1004 : tensor<640xf32>
    %1011 = stablehlo.sqrt %1008 : tensor<640xf32>
    %cst_268 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1012 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %1013 = stablehlo.add %1011, %1012 : tensor<640xf32>
    %1014 = stablehlo.divide %1010, %1013 : tensor<640xf32>
    %1015 = stablehlo.subtract %arg12, %1014 : tensor<640xf32>
    %cst_269 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1016 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %1017 = stablehlo.multiply %1016, %arg33 : tensor<640xf32>
    %cst_270 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1018 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %1019 = stablehlo.multiply %1018, %370 : tensor<640xf32>
    %1020 = stablehlo.add %1017, %1019 : tensor<640xf32>
    %cst_271 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %1022 = stablehlo.multiply %1021, %arg53 : tensor<640xf32>
    %cst_272 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1023 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %1024 = stablehlo.multiply %1023, %370 : tensor<640xf32>
    %1025 = stablehlo.multiply %1024, %370 : tensor<640xf32>
    %1026 = stablehlo.add %1022, %1025 : tensor<640xf32>
    %cst_273 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1027 = stablehlo.power %cst_273, %653 : tensor<f32>
    %cst_274 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1028 = stablehlo.subtract %cst_274, %1027 : tensor<f32>
    %1029 = stablehlo.broadcast_in_dim %1028, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %1030 = stablehlo.divide %1020, %1029 : tensor<640xf32>
    %cst_275 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1031 = stablehlo.power %cst_275, %653 : tensor<f32>
    %cst_276 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1032 = stablehlo.subtract %cst_276, %1031 : tensor<f32>
    %1033 = stablehlo.broadcast_in_dim %1032, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %1034 = stablehlo.divide %1026, %1033 : tensor<640xf32>
    %cst_277 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1035 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %1036 = stablehlo.multiply %1035, %1030 : tensor<640xf32>
    %1037 = stablehlo.sqrt %1034 : tensor<640xf32>
    %cst_278 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1038 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %1039 = stablehlo.add %1037, %1038 : tensor<640xf32>
    %1040 = stablehlo.divide %1036, %1039 : tensor<640xf32>
    %1041 = stablehlo.subtract %arg13, %1040 : tensor<640xf32>
    %1042 = stablehlo.convert %362 : (tensor<640x2560xbf16>) -> tensor<640x2560xf32>
    %cst_279 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1043 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %1044 = stablehlo.multiply %1043, %arg34 : tensor<640x2560xf32>
    %cst_280 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1045 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %1046 = stablehlo.multiply %1045, %1042 : tensor<640x2560xf32>
    %1047 = stablehlo.add %1044, %1046 : tensor<640x2560xf32>
    %cst_281 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1048 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %1049 = stablehlo.multiply %1048, %arg54 : tensor<640x2560xf32>
    %cst_282 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1050 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %1051 = stablehlo.multiply %1050, %1042 : tensor<640x2560xf32>
    %1052 = stablehlo.multiply %1051, %1042 : tensor<640x2560xf32>
    %1053 = stablehlo.add %1049, %1052 : tensor<640x2560xf32>
    %cst_283 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1054 = stablehlo.power %cst_283, %653 : tensor<f32>
    %cst_284 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1055 = stablehlo.subtract %cst_284, %1054 : tensor<f32>
    %1056 = stablehlo.broadcast_in_dim %1055, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %1057 = stablehlo.divide %1047, %1056 : tensor<640x2560xf32>
    %cst_285 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1058 = stablehlo.power %cst_285, %653 : tensor<f32>
    %cst_286 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1059 = stablehlo.subtract %cst_286, %1058 : tensor<f32>
    %1060 = stablehlo.broadcast_in_dim %1059, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %1061 = stablehlo.divide %1053, %1060 : tensor<640x2560xf32>
    %1062 = stablehlo.convert %arg14 : (tensor<640x2560xbf16>) -> tensor<640x2560xf32>
    %cst_287 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1063 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %1064 = stablehlo.multiply %1063, %1057 : tensor<640x2560xf32>
    %1065 = stablehlo.sqrt %1061 : tensor<640x2560xf32>
    %cst_288 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1066 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<640x2560xf32>
    %1067 = stablehlo.add %1065, %1066 : tensor<640x2560xf32>
    %1068 = stablehlo.divide %1064, %1067 : tensor<640x2560xf32>
    %1069 = stablehlo.subtract %1062, %1068 : tensor<640x2560xf32>
    %1070 = stablehlo.convert %1069 : (tensor<640x2560xf32>) -> tensor<640x2560xbf16>
    %1071 = stablehlo.convert %345 : (tensor<2560x640xbf16>) -> tensor<2560x640xf32>
    %cst_289 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1072 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %1073 = stablehlo.multiply %1072, %arg35 : tensor<2560x640xf32>
    %cst_290 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1074 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %1075 = stablehlo.multiply %1074, %1071 : tensor<2560x640xf32>
    %1076 = stablehlo.add %1073, %1075 : tensor<2560x640xf32>
    %cst_291 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1077 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %1078 = stablehlo.multiply %1077, %arg55 : tensor<2560x640xf32>
    %cst_292 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1079 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %1080 = stablehlo.multiply %1079, %1071 : tensor<2560x640xf32>
    %1081 = stablehlo.multiply %1080, %1071 : tensor<2560x640xf32>
    %1082 = stablehlo.add %1078, %1081 : tensor<2560x640xf32>
    %cst_293 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1083 = stablehlo.power %cst_293, %653 : tensor<f32>
    %cst_294 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1084 = stablehlo.subtract %cst_294, %1083 : tensor<f32>
    %1085 = stablehlo.broadcast_in_dim %1084, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %1086 = stablehlo.divide %1076, %1085 : tensor<2560x640xf32>
    %cst_295 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1087 = stablehlo.power %cst_295, %653 : tensor<f32>
    %cst_296 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1088 = stablehlo.subtract %cst_296, %1087 : tensor<f32>
    %1089 = stablehlo.broadcast_in_dim %1088, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %1090 = stablehlo.divide %1082, %1089 : tensor<2560x640xf32>
    %1091 = stablehlo.convert %arg15 : (tensor<2560x640xbf16>) -> tensor<2560x640xf32>
    %cst_297 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1092 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %1093 = stablehlo.multiply %1092, %1086 : tensor<2560x640xf32>
    %1094 = stablehlo.sqrt %1090 : tensor<2560x640xf32>
    %cst_298 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1095 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<2560x640xf32>
    %1096 = stablehlo.add %1094, %1095 : tensor<2560x640xf32>
    %1097 = stablehlo.divide %1093, %1096 : tensor<2560x640xf32>
    %1098 = stablehlo.subtract %1091, %1097 : tensor<2560x640xf32>
    %1099 = stablehlo.convert %1098 : (tensor<2560x640xf32>) -> tensor<2560x640xbf16>
    %1100 = stablehlo.convert %386 : (tensor<10x64x640xbf16>) -> tensor<10x64x640xf32>
    %cst_299 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1101 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<10x64x640xf32>
    %1102 = stablehlo.multiply %1101, %arg36 : tensor<10x64x640xf32>
    %cst_300 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1103 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<10x64x640xf32>
    %1104 = stablehlo.multiply %1103, %1100 : tensor<10x64x640xf32>
    %1105 = stablehlo.add %1102, %1104 : tensor<10x64x640xf32>
    %cst_301 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1106 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<10x64x640xf32>
    %1107 = stablehlo.multiply %1106, %arg56 : tensor<10x64x640xf32>
    %cst_302 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1108 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<10x64x640xf32>
    %1109 = stablehlo.multiply %1108, %1100 : tensor<10x64x640xf32>
    %1110 = stablehlo.multiply %1109, %1100 : tensor<10x64x640xf32>
    %1111 = stablehlo.add %1107, %1110 : tensor<10x64x640xf32>
    %cst_303 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1112 = stablehlo.power %cst_303, %653 : tensor<f32>
    %cst_304 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1113 = stablehlo.subtract %cst_304, %1112 : tensor<f32>
    %1114 = stablehlo.broadcast_in_dim %1113, dims = [] : (tensor<f32>) -> tensor<10x64x640xf32>
    %1115 = stablehlo.divide %1105, %1114 : tensor<10x64x640xf32>
    %cst_305 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1116 = stablehlo.power %cst_305, %653 : tensor<f32>
    %cst_306 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1117 = stablehlo.subtract %cst_306, %1116 : tensor<f32>
    %1118 = stablehlo.broadcast_in_dim %1117, dims = [] : (tensor<f32>) -> tensor<10x64x640xf32>
    %1119 = stablehlo.divide %1111, %1118 : tensor<10x64x640xf32>
    %1120 = stablehlo.convert %arg16 : (tensor<10x64x640xbf16>) -> tensor<10x64x640xf32>
    %cst_307 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1121 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<10x64x640xf32>
    %1122 = stablehlo.multiply %1121, %1115 : tensor<10x64x640xf32>
    %1123 = stablehlo.sqrt %1119 : tensor<10x64x640xf32>
    %cst_308 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1124 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<10x64x640xf32>
    %1125 = stablehlo.add %1123, %1124 : tensor<10x64x640xf32>
    %1126 = stablehlo.divide %1122, %1125 : tensor<10x64x640xf32>
    %1127 = stablehlo.subtract %1120, %1126 : tensor<10x64x640xf32>
    %1128 = stablehlo.convert %1127 : (tensor<10x64x640xf32>) -> tensor<10x64x640xbf16>
    %1129 = stablehlo.convert %424 : (tensor<640x3x10x64xbf16>) -> tensor<640x3x10x64xf32>
    %cst_309 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1130 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<640x3x10x64xf32>
    %1131 = stablehlo.multiply %1130, %arg37 : tensor<640x3x10x64xf32>
    %cst_310 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1132 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<640x3x10x64xf32>
    %1133 = stablehlo.multiply %1132, %1129 : tensor<640x3x10x64xf32>
    %1134 = stablehlo.add %1131, %1133 : tensor<640x3x10x64xf32>
    %cst_311 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1135 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<640x3x10x64xf32>
    %1136 = stablehlo.multiply %1135, %arg57 : tensor<640x3x10x64xf32>
    %cst_312 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1137 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<640x3x10x64xf32>
    %1138 = stablehlo.multiply %1137, %1129 : tensor<640x3x10x64xf32>
    %1139 = stablehlo.multiply %1138, %1129 : tensor<640x3x10x64xf32>
    %1140 = stablehlo.add %1136, %1139 : tensor<640x3x10x64xf32>
    %cst_313 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1141 = stablehlo.power %cst_313, %653 : tensor<f32>
    %cst_314 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1142 = stablehlo.subtract %cst_314, %1141 : tensor<f32>
    %1143 = stablehlo.broadcast_in_dim %1142, dims = [] : (tensor<f32>) -> tensor<640x3x10x64xf32>
    %1144 = stablehlo.divide %1134, %1143 : tensor<640x3x10x64xf32>
    %cst_315 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1145 = stablehlo.power %cst_315, %653 : tensor<f32>
    %cst_316 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1146 = stablehlo.subtract %cst_316, %1145 : tensor<f32>
    %1147 = stablehlo.broadcast_in_dim %1146, dims = [] : (tensor<f32>) -> tensor<640x3x10x64xf32>
    %1148 = stablehlo.divide %1140, %1147 : tensor<640x3x10x64xf32>
    %1149 = stablehlo.convert %arg17 : (tensor<640x3x10x64xbf16>) -> tensor<640x3x10x64xf32>
    %cst_317 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1150 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<640x3x10x64xf32>
    %1151 = stablehlo.multiply %1150, %1144 : tensor<640x3x10x64xf32>
    %1152 = stablehlo.sqrt %1148 : tensor<640x3x10x64xf32>
    %cst_318 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1153 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<640x3x10x64xf32>
    %1154 = stablehlo.add %1152, %1153 : tensor<640x3x10x64xf32>
    %1155 = stablehlo.divide %1151, %1154 : tensor<640x3x10x64xf32>
    %1156 = stablehlo.subtract %1149, %1155 : tensor<640x3x10x64xf32>
    %1157 = stablehlo.convert %1156 : (tensor<640x3x10x64xf32>) -> tensor<640x3x10x64xbf16>
    %1158 = stablehlo.convert %651 : (tensor<12000x640xbf16>) -> tensor<12000x640xf32>
    %cst_319 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1159 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<12000x640xf32>
    %1160 = stablehlo.multiply %1159, %arg38 : tensor<12000x640xf32>
    %cst_320 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1161 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<12000x640xf32>
    %1162 = stablehlo.multiply %1161, %1158 : tensor<12000x640xf32>
    %1163 = stablehlo.add %1160, %1162 : tensor<12000x640xf32>
    %cst_321 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1164 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<12000x640xf32>
    %1165 = stablehlo.multiply %1164, %arg58 : tensor<12000x640xf32>
    %cst_322 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1166 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<12000x640xf32>
    %1167 = stablehlo.multiply %1166, %1158 : tensor<12000x640xf32>
    %1168 = stablehlo.multiply %1167, %1158 : tensor<12000x640xf32>
    %1169 = stablehlo.add %1165, %1168 : tensor<12000x640xf32>
    %cst_323 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1170 = stablehlo.power %cst_323, %653 : tensor<f32>
    %cst_324 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1171 = stablehlo.subtract %cst_324, %1170 : tensor<f32>
    %1172 = stablehlo.broadcast_in_dim %1171, dims = [] : (tensor<f32>) -> tensor<12000x640xf32>
    %1173 = stablehlo.divide %1163, %1172 : tensor<12000x640xf32>
    %cst_325 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1174 = stablehlo.power %cst_325, %653 : tensor<f32>
    %cst_326 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1175 = stablehlo.subtract %cst_326, %1174 : tensor<f32>
    %1176 = stablehlo.broadcast_in_dim %1175, dims = [] : (tensor<f32>) -> tensor<12000x640xf32>
    %1177 = stablehlo.divide %1169, %1176 : tensor<12000x640xf32>
    %1178 = stablehlo.convert %arg18 : (tensor<12000x640xbf16>) -> tensor<12000x640xf32>
    %cst_327 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1179 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<12000x640xf32>
    %1180 = stablehlo.multiply %1179, %1173 : tensor<12000x640xf32>
    %1181 = stablehlo.sqrt %1177 : tensor<12000x640xf32>
    %cst_328 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1182 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<12000x640xf32>
    %1183 = stablehlo.add %1181, %1182 : tensor<12000x640xf32>
    %1184 = stablehlo.divide %1180, %1183 : tensor<12000x640xf32>
    %1185 = stablehlo.subtract %1178, %1184 : tensor<12000x640xf32>
    %1186 = stablehlo.convert %1185 : (tensor<12000x640xf32>) -> tensor<12000x640xbf16>
    %cst_329 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1187 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %1188 = stablehlo.multiply %1187, %arg39 : tensor<640xf32>
    %cst_330 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1189 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %1190 = stablehlo.multiply %1189, %330 : tensor<640xf32>
    %1191 = stablehlo.add %1188, %1190 : tensor<640xf32>
    %cst_331 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1192 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %1193 = stablehlo.multiply %1192, %arg59 : tensor<640xf32>
    %cst_332 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1194 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %1195 = stablehlo.multiply %1194, %330 : tensor<640xf32>
    %1196 = stablehlo.multiply %1195, %330 : tensor<640xf32>
    %1197 = stablehlo.add %1193, %1196 : tensor<640xf32>
    %cst_333 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1198 = stablehlo.power %cst_333, %653 : tensor<f32>
    %cst_334 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1199 = stablehlo.subtract %cst_334, %1198 : tensor<f32>
    %1200 = stablehlo.broadcast_in_dim %1199, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %1201 = stablehlo.divide %1191, %1200 : tensor<640xf32>
    %cst_335 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1202 = stablehlo.power %cst_335, %653 : tensor<f32>
    %cst_336 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1203 = stablehlo.subtract %cst_336, %1202 : tensor<f32>
    %1204 = stablehlo.broadcast_in_dim %1203, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %1205 = stablehlo.divide %1197, %1204 : tensor<640xf32>
    %cst_337 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1206 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %1207 = stablehlo.multiply %1206, %1201 : tensor<640xf32>
    %1208 = stablehlo.sqrt %1205 : tensor<640xf32>
    %cst_338 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1209 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<640xf32>
    %1210 = stablehlo.add %1208, %1209 : tensor<640xf32>
    %1211 = stablehlo.divide %1207, %1210 : tensor<640xf32>
    %1212 = stablehlo.subtract %arg19, %1211 : tensor<640xf32>
    return %679, %705, %734, %763, %792, %821, %847, %873, %902, %931, %960, %989, %1015, %1041, %1070, %1099, %1128, %1157, %1186, %1212, %658, %684, %711, %740, %769, %798, %826, %852, %879, %908, %937, %966, %994, %1020, %1047, %1076, %1105, %1134, %1163, %1191, %664, %690, %717, %746, %775, %804, %832, %858, %885, %914, %943, %972, %1000, %1026, %1053, %1082, %1111, %1140, %1169, %1197, %652, %314 : tensor<640xf32>, tensor<640xf32>, tensor<640x2560xbf16>, tensor<2560x640xbf16>, tensor<10x64x640xbf16>, tensor<640x3x10x64xbf16>, tensor<640xf32>, tensor<640xf32>, tensor<640x2560xbf16>, tensor<2560x640xbf16>, tensor<10x64x640xbf16>, tensor<640x3x10x64xbf16>, tensor<640xf32>, tensor<640xf32>, tensor<640x2560xbf16>, tensor<2560x640xbf16>, tensor<10x64x640xbf16>, tensor<640x3x10x64xbf16>, tensor<12000x640xbf16>, tensor<640xf32>, tensor<640xf32>, tensor<640xf32>, tensor<640x2560xf32>, tensor<2560x640xf32>, tensor<10x64x640xf32>, tensor<640x3x10x64xf32>, tensor<640xf32>, tensor<640xf32>, tensor<640x2560xf32>, tensor<2560x640xf32>, tensor<10x64x640xf32>, tensor<640x3x10x64xf32>, tensor<640xf32>, tensor<640xf32>, tensor<640x2560xf32>, tensor<2560x640xf32>, tensor<10x64x640xf32>, tensor<640x3x10x64xf32>, tensor<12000x640xf32>, tensor<640xf32>, tensor<640xf32>, tensor<640xf32>, tensor<640x2560xf32>, tensor<2560x640xf32>, tensor<10x64x640xf32>, tensor<640x3x10x64xf32>, tensor<640xf32>, tensor<640xf32>, tensor<640x2560xf32>, tensor<2560x640xf32>, tensor<10x64x640xf32>, tensor<640x3x10x64xf32>, tensor<640xf32>, tensor<640xf32>, tensor<640x2560xf32>, tensor<2560x640xf32>, tensor<10x64x640xf32>, tensor<640x3x10x64xf32>, tensor<12000x640xf32>, tensor<640xf32>, tensor<i32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<12000x640xbf16>, %arg1: tensor<2x768xi32>) -> (tensor<2x768x640xbf16>, tensor<2x768x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x768xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x768xi32>, tensor<2x768xi32>) -> tensor<2x768xi1>
    %c_0 = stablehlo.constant dense<12000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x768xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x768xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x768xi1>, tensor<2x768xi32>, tensor<2x768xi32>) -> tensor<2x768xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x768xi32>) -> tensor<2x768x1xi32>
    %c_1 = stablehlo.constant dense<11999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x768x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x768x1xi32>, tensor<2x768x1xi32>) -> tensor<2x768x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x768x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x768x1xi32>, tensor<2x768x1xi32>) -> tensor<2x768x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x768x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x768x1xi1>, tensor<i1>) -> tensor<2x768xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 640>}> : (tensor<12000x640xbf16>, tensor<2x768x1xi32>) -> tensor<2x768x640xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x768xi1>) -> tensor<2x768x640xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x768x640xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x768x640xi1>, tensor<2x768x640xbf16>
    return %16, %5 : tensor<2x768x640xbf16>, tensor<2x768x1xi32>
  }
  func.func private @_where(%arg0: tensor<2x768xi1>, %arg1: tensor<2x768xi32>, %arg2: tensor<2x768xi32>) -> tensor<2x768xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x768xi1>, tensor<2x768xi32>
    return %0 : tensor<2x768xi32>
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
  func.func private @_where_0(%arg0: tensor<768x768xi1>, %arg1: tensor<2x10x768x768xbf16>, %arg2: tensor<bf16>) -> (tensor<2x10x768x768xbf16>, tensor<2x10x768x768xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<768x768xi1>) -> tensor<2x10x768x768xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<2x10x768x768xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x10x768x768xi1>, tensor<2x10x768x768xbf16>
    return %2, %0 : tensor<2x10x768x768xbf16>, tensor<2x10x768x768xi1>
  }
  func.func private @log_softmax(%arg0: tensor<2x768x12000xf32>) -> (tensor<2x768x12000xf32>, tensor<2x768x12000xf32>, tensor<2x768x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<2x768x12000xf32>, tensor<f32>) -> tensor<2x768xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x768xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2x768xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x12000xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x768x12000xf32>
    %6 = stablehlo.exponential %5 : tensor<2x768x12000xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x768x12000xf32>, tensor<f32>) -> tensor<2x768xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %9 = stablehlo.log %8 : tensor<2x768x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x768x1xf32>) -> tensor<2x768x12000xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2x768x12000xf32>
    return %11, %6, %8 : tensor<2x768x12000xf32>, tensor<2x768x12000xf32>, tensor<2x768x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<2x768x12000xf32>, %arg1: tensor<2x768x1xi32>) -> (tensor<2x768x1xf32>, tensor<2x768x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x768x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x768x1xi32>, tensor<2x768x1xi32>) -> tensor<2x768x1xi1>
    %c_0 = stablehlo.constant dense<12000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x768x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x768x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x768x1xi1>, tensor<2x768x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x768x1xi32>) -> tensor<2x768x1x1xi32>
    %c_1 = stablehlo.constant dense<11999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x768x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x768x1x1xi32>, tensor<2x768x1x1xi32>) -> tensor<2x768x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<2x768x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x768x1x1xi32>, tensor<2x768x1x1xi32>) -> tensor<2x768x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x768x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<2x768x1x1xi1>, tensor<i1>) -> tensor<2x768x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x768x12000xf32>, tensor<2x768x1x1xi32>) -> tensor<2x768x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x768x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2x768x1xi1>, tensor<2x768x1xf32>
    return %15, %5 : tensor<2x768x1xf32>, tensor<2x768x1x1xi32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<2x768x1x1xi32>, %arg1: tensor<2x768x1xf32>) -> tensor<2x768x12000xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x768x12000xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x768x12000xf32>, tensor<2x768x1x1xi32>, tensor<2x768x1xf32>) -> tensor<2x768x12000xf32>
    return %1 : tensor<2x768x12000xf32>
  }
  func.func private @log_softmax_2(%arg0: tensor<2x768x12000xf32>, %arg1: tensor<2x768x1xf32>, %arg2: tensor<2x768x12000xf32>) -> tensor<2x768x12000xf32> {
    %0 = stablehlo.negate %arg2 : tensor<2x768x12000xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x768x12000xf32>, tensor<f32>) -> tensor<2x768xf32>
    %2 = stablehlo.reshape %1 : (tensor<2x768xf32>) -> tensor<2x768x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<2x768x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x768x1xf32>, tensor<f32>) -> tensor<2x768xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x768xf32>) -> tensor<2x768x12000xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2x768x12000xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<2x768x12000xf32>
    return %7 : tensor<2x768x12000xf32>
  }
  func.func private @_where_3(%arg0: tensor<2x10x768x768xi1>, %arg1: tensor<2x10x768x768xbf16>) -> tensor<2x10x768x768xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x10x768x768xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x10x768x768xi1>, tensor<2x10x768x768xbf16>
    return %1 : tensor<2x10x768x768xbf16>
  }
  func.func private @_take_4(%arg0: tensor<2x768x1xi32>, %arg1: tensor<2x768x640xbf16>) -> tensor<12000x640xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<12000x640xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<12000x640xbf16>, tensor<2x768x1xi32>, tensor<2x768x640xbf16>) -> tensor<12000x640xbf16>
    return %1 : tensor<12000x640xbf16>
  }
}
