module @jit_decoder_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<512x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<2048x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg4: tensor<8x64x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg5: tensor<512x3x8x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg6: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg7: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg8: tensor<512x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg9: tensor<2048x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg10: tensor<8x64x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg11: tensor<512x3x8x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg12: tensor<10000x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg13: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg14: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg15: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg16: tensor<512x2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg17: tensor<2048x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg18: tensor<8x64x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg19: tensor<512x3x8x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg20: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg21: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg22: tensor<512x2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg23: tensor<2048x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg24: tensor<8x64x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg25: tensor<512x3x8x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg26: tensor<10000x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg27: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg28: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg29: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg30: tensor<512x2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg31: tensor<2048x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg32: tensor<8x64x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg33: tensor<512x3x8x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg34: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg35: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg36: tensor<512x2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg37: tensor<2048x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg38: tensor<8x64x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg39: tensor<512x3x8x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg40: tensor<10000x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg41: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg42: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}, %arg43: tensor<4x512xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg44: tensor<4x512xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<512xf32> {jax.result_info = "result[0]['blocks'][0]['ln1']"}, tensor<512xf32> {jax.result_info = "result[0]['blocks'][0]['ln2']"}, tensor<512x2048xbf16> {jax.result_info = "result[0]['blocks'][0]['w1']"}, tensor<2048x512xbf16> {jax.result_info = "result[0]['blocks'][0]['w2']"}, tensor<8x64x512xbf16> {jax.result_info = "result[0]['blocks'][0]['wo']"}, tensor<512x3x8x64xbf16> {jax.result_info = "result[0]['blocks'][0]['wqkv']"}, tensor<512xf32> {jax.result_info = "result[0]['blocks'][1]['ln1']"}, tensor<512xf32> {jax.result_info = "result[0]['blocks'][1]['ln2']"}, tensor<512x2048xbf16> {jax.result_info = "result[0]['blocks'][1]['w1']"}, tensor<2048x512xbf16> {jax.result_info = "result[0]['blocks'][1]['w2']"}, tensor<8x64x512xbf16> {jax.result_info = "result[0]['blocks'][1]['wo']"}, tensor<512x3x8x64xbf16> {jax.result_info = "result[0]['blocks'][1]['wqkv']"}, tensor<10000x512xbf16> {jax.result_info = "result[0]['embed']"}, tensor<512xf32> {jax.result_info = "result[0]['ln_f']"}, tensor<512xf32> {jax.result_info = "result[1]['blocks'][0]['ln1']"}, tensor<512xf32> {jax.result_info = "result[1]['blocks'][0]['ln2']"}, tensor<512x2048xf32> {jax.result_info = "result[1]['blocks'][0]['w1']"}, tensor<2048x512xf32> {jax.result_info = "result[1]['blocks'][0]['w2']"}, tensor<8x64x512xf32> {jax.result_info = "result[1]['blocks'][0]['wo']"}, tensor<512x3x8x64xf32> {jax.result_info = "result[1]['blocks'][0]['wqkv']"}, tensor<512xf32> {jax.result_info = "result[1]['blocks'][1]['ln1']"}, tensor<512xf32> {jax.result_info = "result[1]['blocks'][1]['ln2']"}, tensor<512x2048xf32> {jax.result_info = "result[1]['blocks'][1]['w1']"}, tensor<2048x512xf32> {jax.result_info = "result[1]['blocks'][1]['w2']"}, tensor<8x64x512xf32> {jax.result_info = "result[1]['blocks'][1]['wo']"}, tensor<512x3x8x64xf32> {jax.result_info = "result[1]['blocks'][1]['wqkv']"}, tensor<10000x512xf32> {jax.result_info = "result[1]['embed']"}, tensor<512xf32> {jax.result_info = "result[1]['ln_f']"}, tensor<512xf32> {jax.result_info = "result[2]['blocks'][0]['ln1']"}, tensor<512xf32> {jax.result_info = "result[2]['blocks'][0]['ln2']"}, tensor<512x2048xf32> {jax.result_info = "result[2]['blocks'][0]['w1']"}, tensor<2048x512xf32> {jax.result_info = "result[2]['blocks'][0]['w2']"}, tensor<8x64x512xf32> {jax.result_info = "result[2]['blocks'][0]['wo']"}, tensor<512x3x8x64xf32> {jax.result_info = "result[2]['blocks'][0]['wqkv']"}, tensor<512xf32> {jax.result_info = "result[2]['blocks'][1]['ln1']"}, tensor<512xf32> {jax.result_info = "result[2]['blocks'][1]['ln2']"}, tensor<512x2048xf32> {jax.result_info = "result[2]['blocks'][1]['w1']"}, tensor<2048x512xf32> {jax.result_info = "result[2]['blocks'][1]['w2']"}, tensor<8x64x512xf32> {jax.result_info = "result[2]['blocks'][1]['wo']"}, tensor<512x3x8x64xf32> {jax.result_info = "result[2]['blocks'][1]['wqkv']"}, tensor<10000x512xf32> {jax.result_info = "result[2]['embed']"}, tensor<512xf32> {jax.result_info = "result[2]['ln_f']"}, tensor<i32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}) {
    %0:2 = call @_take(%arg12, %arg43) : (tensor<10000x512xbf16>, tensor<4x512xi32>) -> (tensor<4x512x512xbf16>, tensor<4x512x1xi32>)
    %1 = stablehlo.convert %0#0 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %2 = chlo.square %1 : tensor<4x512x512xf32> -> tensor<4x512x512xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x512x512xf32>
    %4 = stablehlo.multiply %3, %1 : tensor<4x512x512xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<4x512x512xf32>, tensor<f32>) -> tensor<4x512xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %cst_1 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
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
    %15 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x512xf32>
    %16 = stablehlo.multiply %1, %15 : tensor<4x512x512xf32>
    %17 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<4x512x512xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<4x512x512xf32>
    %20 = stablehlo.convert %19 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    %21 = stablehlo.dot_general %arg5, %20, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x3x8x64xbf16>, tensor<4x512x512xbf16>) -> tensor<3x8x64x4x512xbf16>
    %22 = stablehlo.transpose %21, dims = [0, 3, 4, 1, 2] : (tensor<3x8x64x4x512xbf16>) -> tensor<3x4x512x8x64xbf16>
    %23 = stablehlo.slice %22 [0:1, 0:4, 0:512, 0:8, 0:64] : (tensor<3x4x512x8x64xbf16>) -> tensor<1x4x512x8x64xbf16>
    %24 = stablehlo.reshape %23 : (tensor<1x4x512x8x64xbf16>) -> tensor<4x512x8x64xbf16>
    %25 = stablehlo.slice %22 [1:2, 0:4, 0:512, 0:8, 0:64] : (tensor<3x4x512x8x64xbf16>) -> tensor<1x4x512x8x64xbf16>
    %26 = stablehlo.reshape %25 : (tensor<1x4x512x8x64xbf16>) -> tensor<4x512x8x64xbf16>
    %27 = stablehlo.slice %22 [2:3, 0:4, 0:512, 0:8, 0:64] : (tensor<3x4x512x8x64xbf16>) -> tensor<1x4x512x8x64xbf16>
    %28 = stablehlo.reshape %27 : (tensor<1x4x512x8x64xbf16>) -> tensor<4x512x8x64xbf16>
    %29 = stablehlo.dot_general %24, %26, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x512x8x64xbf16>, tensor<4x512x8x64xbf16>) -> tensor<4x8x512x512xbf16>
    %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<4x8x512x512xbf16>
    %31 = stablehlo.multiply %29, %30 : tensor<4x8x512x512xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %32 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<512x512xi1>
    %33 = call @tril(%32) : (tensor<512x512xi1>) -> tensor<512x512xi1>
    %cst_5 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %34:2 = call @_where_0(%33, %31, %cst_5) : (tensor<512x512xi1>, tensor<4x8x512x512xbf16>, tensor<bf16>) -> (tensor<4x8x512x512xbf16>, tensor<4x8x512x512xi1>)
    %35 = stablehlo.convert %34#0 : (tensor<4x8x512x512xbf16>) -> tensor<4x8x512x512xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<4x8x512x512xf32>, tensor<f32>) -> tensor<4x8x512xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x8x512xf32>
    %38 = stablehlo.maximum %37, %36 : tensor<4x8x512xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<4x8x512xf32>) -> tensor<4x8x512x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<4x8x512x1xf32>) -> tensor<4x8x512x512xf32>
    %41 = stablehlo.subtract %35, %40 : tensor<4x8x512x512xf32>
    %42 = stablehlo.exponential %41 : tensor<4x8x512x512xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<4x8x512x512xf32>, tensor<f32>) -> tensor<4x8x512xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<4x8x512xf32>) -> tensor<4x8x512x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<4x8x512x1xf32>) -> tensor<4x8x512x512xf32>
    %46 = stablehlo.divide %42, %45 : tensor<4x8x512x512xf32>
    %47 = stablehlo.multiply %44, %44 : tensor<4x8x512x1xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x8x512x1xf32>
    %49 = stablehlo.divide %48, %47 : tensor<4x8x512x1xf32>
    %50 = stablehlo.convert %46 : (tensor<4x8x512x512xf32>) -> tensor<4x8x512x512xbf16>
    %51 = stablehlo.dot_general %28, %50, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x512x8x64xbf16>, tensor<4x8x512x512xbf16>) -> tensor<4x8x64x512xbf16>
    %52 = stablehlo.transpose %51, dims = [0, 3, 1, 2] : (tensor<4x8x64x512xbf16>) -> tensor<4x512x8x64xbf16>
    %53 = stablehlo.dot_general %52, %arg4, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x8x64xbf16>, tensor<8x64x512xbf16>) -> tensor<4x512x512xbf16>
    %54 = stablehlo.add %0#0, %53 : tensor<4x512x512xbf16>
    %55 = stablehlo.convert %54 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %56 = chlo.square %55 : tensor<4x512x512xf32> -> tensor<4x512x512xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x512x512xf32>
    %58 = stablehlo.multiply %57, %55 : tensor<4x512x512xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%56 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<4x512x512xf32>, tensor<f32>) -> tensor<4x512xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %cst_12 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
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
    %69 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x512xf32>
    %70 = stablehlo.multiply %55, %69 : tensor<4x512x512xf32>
    %71 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<4x512x512xf32>
    %73 = stablehlo.multiply %70, %72 : tensor<4x512x512xf32>
    %74 = stablehlo.convert %73 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    %75 = stablehlo.dot_general %74, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x512xbf16>, tensor<512x2048xbf16>) -> tensor<4x512x2048xbf16>
    %76 = stablehlo.multiply %75, %75 : tensor<4x512x2048xbf16>
    %77 = stablehlo.multiply %76, %75 : tensor<4x512x2048xbf16>
    %78 = stablehlo.multiply %75, %75 : tensor<4x512x2048xbf16>
    %cst_15 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %79 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %80 = stablehlo.multiply %79, %78 : tensor<4x512x2048xbf16>
    %cst_16 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %81 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %82 = stablehlo.multiply %81, %77 : tensor<4x512x2048xbf16>
    %83 = stablehlo.add %75, %82 : tensor<4x512x2048xbf16>
    %cst_17 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %84 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %85 = stablehlo.multiply %84, %83 : tensor<4x512x2048xbf16>
    %86 = stablehlo.tanh %85 : tensor<4x512x2048xbf16>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %87 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %88 = stablehlo.subtract %87, %86 : tensor<4x512x2048xbf16>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %89 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %90 = stablehlo.add %89, %86 : tensor<4x512x2048xbf16>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %91 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %92 = stablehlo.multiply %91, %90 : tensor<4x512x2048xbf16>
    %93 = stablehlo.multiply %75, %92 : tensor<4x512x2048xbf16>
    %94 = stablehlo.dot_general %93, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x2048xbf16>, tensor<2048x512xbf16>) -> tensor<4x512x512xbf16>
    %95 = stablehlo.add %54, %94 : tensor<4x512x512xbf16>
    %96 = stablehlo.convert %95 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %97 = chlo.square %96 : tensor<4x512x512xf32> -> tensor<4x512x512xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x512x512xf32>
    %99 = stablehlo.multiply %98, %96 : tensor<4x512x512xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%97 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<4x512x512xf32>, tensor<f32>) -> tensor<4x512xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %cst_23 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
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
    %110 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x512xf32>
    %111 = stablehlo.multiply %96, %110 : tensor<4x512x512xf32>
    %112 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<4x512x512xf32>
    %114 = stablehlo.multiply %111, %113 : tensor<4x512x512xf32>
    %115 = stablehlo.convert %114 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    %116 = stablehlo.dot_general %arg11, %115, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x3x8x64xbf16>, tensor<4x512x512xbf16>) -> tensor<3x8x64x4x512xbf16>
    %117 = stablehlo.transpose %116, dims = [0, 3, 4, 1, 2] : (tensor<3x8x64x4x512xbf16>) -> tensor<3x4x512x8x64xbf16>
    %118 = stablehlo.slice %117 [0:1, 0:4, 0:512, 0:8, 0:64] : (tensor<3x4x512x8x64xbf16>) -> tensor<1x4x512x8x64xbf16>
    %119 = stablehlo.reshape %118 : (tensor<1x4x512x8x64xbf16>) -> tensor<4x512x8x64xbf16>
    %120 = stablehlo.slice %117 [1:2, 0:4, 0:512, 0:8, 0:64] : (tensor<3x4x512x8x64xbf16>) -> tensor<1x4x512x8x64xbf16>
    %121 = stablehlo.reshape %120 : (tensor<1x4x512x8x64xbf16>) -> tensor<4x512x8x64xbf16>
    %122 = stablehlo.slice %117 [2:3, 0:4, 0:512, 0:8, 0:64] : (tensor<3x4x512x8x64xbf16>) -> tensor<1x4x512x8x64xbf16>
    %123 = stablehlo.reshape %122 : (tensor<1x4x512x8x64xbf16>) -> tensor<4x512x8x64xbf16>
    %124 = stablehlo.dot_general %119, %121, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x512x8x64xbf16>, tensor<4x512x8x64xbf16>) -> tensor<4x8x512x512xbf16>
    %cst_26 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %125 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<bf16>) -> tensor<4x8x512x512xbf16>
    %126 = stablehlo.multiply %124, %125 : tensor<4x8x512x512xbf16>
    %c_27 = stablehlo.constant dense<true> : tensor<i1>
    %127 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i1>) -> tensor<512x512xi1>
    %128 = call @tril(%127) : (tensor<512x512xi1>) -> tensor<512x512xi1>
    %cst_28 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %129:2 = call @_where_0(%128, %126, %cst_28) : (tensor<512x512xi1>, tensor<4x8x512x512xbf16>, tensor<bf16>) -> (tensor<4x8x512x512xbf16>, tensor<4x8x512x512xi1>)
    %130 = stablehlo.convert %129#0 : (tensor<4x8x512x512xbf16>) -> tensor<4x8x512x512xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_29) applies stablehlo.maximum across dimensions = [3] : (tensor<4x8x512x512xf32>, tensor<f32>) -> tensor<4x8x512xf32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x8x512xf32>
    %133 = stablehlo.maximum %132, %131 : tensor<4x8x512xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<4x8x512xf32>) -> tensor<4x8x512x1xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<4x8x512x1xf32>) -> tensor<4x8x512x512xf32>
    %136 = stablehlo.subtract %130, %135 : tensor<4x8x512x512xf32>
    %137 = stablehlo.exponential %136 : tensor<4x8x512x512xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%137 init: %cst_31) applies stablehlo.add across dimensions = [3] : (tensor<4x8x512x512xf32>, tensor<f32>) -> tensor<4x8x512xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<4x8x512xf32>) -> tensor<4x8x512x1xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3] : (tensor<4x8x512x1xf32>) -> tensor<4x8x512x512xf32>
    %141 = stablehlo.divide %137, %140 : tensor<4x8x512x512xf32>
    %142 = stablehlo.multiply %139, %139 : tensor<4x8x512x1xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4x8x512x1xf32>
    %144 = stablehlo.divide %143, %142 : tensor<4x8x512x1xf32>
    %145 = stablehlo.convert %141 : (tensor<4x8x512x512xf32>) -> tensor<4x8x512x512xbf16>
    %146 = stablehlo.dot_general %123, %145, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x512x8x64xbf16>, tensor<4x8x512x512xbf16>) -> tensor<4x8x64x512xbf16>
    %147 = stablehlo.transpose %146, dims = [0, 3, 1, 2] : (tensor<4x8x64x512xbf16>) -> tensor<4x512x8x64xbf16>
    %148 = stablehlo.dot_general %147, %arg10, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x8x64xbf16>, tensor<8x64x512xbf16>) -> tensor<4x512x512xbf16>
    %149 = stablehlo.add %95, %148 : tensor<4x512x512xbf16>
    %150 = stablehlo.convert %149 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %151 = chlo.square %150 : tensor<4x512x512xf32> -> tensor<4x512x512xf32>
    %cst_33 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4x512x512xf32>
    %153 = stablehlo.multiply %152, %150 : tensor<4x512x512xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%151 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<4x512x512xf32>, tensor<f32>) -> tensor<4x512xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %cst_35 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
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
    %164 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x512xf32>
    %165 = stablehlo.multiply %150, %164 : tensor<4x512x512xf32>
    %166 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<4x512x512xf32>
    %168 = stablehlo.multiply %165, %167 : tensor<4x512x512xf32>
    %169 = stablehlo.convert %168 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    %170 = stablehlo.dot_general %169, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x512xbf16>, tensor<512x2048xbf16>) -> tensor<4x512x2048xbf16>
    %171 = stablehlo.multiply %170, %170 : tensor<4x512x2048xbf16>
    %172 = stablehlo.multiply %171, %170 : tensor<4x512x2048xbf16>
    %173 = stablehlo.multiply %170, %170 : tensor<4x512x2048xbf16>
    %cst_38 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %174 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %175 = stablehlo.multiply %174, %173 : tensor<4x512x2048xbf16>
    %cst_39 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %176 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %177 = stablehlo.multiply %176, %172 : tensor<4x512x2048xbf16>
    %178 = stablehlo.add %170, %177 : tensor<4x512x2048xbf16>
    %cst_40 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %179 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %180 = stablehlo.multiply %179, %178 : tensor<4x512x2048xbf16>
    %181 = stablehlo.tanh %180 : tensor<4x512x2048xbf16>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %182 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %183 = stablehlo.subtract %182, %181 : tensor<4x512x2048xbf16>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %184 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %185 = stablehlo.add %184, %181 : tensor<4x512x2048xbf16>
    %cst_43 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %186 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %187 = stablehlo.multiply %186, %185 : tensor<4x512x2048xbf16>
    %188 = stablehlo.multiply %170, %187 : tensor<4x512x2048xbf16>
    %189 = stablehlo.dot_general %188, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x2048xbf16>, tensor<2048x512xbf16>) -> tensor<4x512x512xbf16>
    %190 = stablehlo.add %149, %189 : tensor<4x512x512xbf16>
    %191 = stablehlo.convert %190 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %192 = chlo.square %191 : tensor<4x512x512xf32> -> tensor<4x512x512xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x512x512xf32>
    %194 = stablehlo.multiply %193, %191 : tensor<4x512x512xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.reduce(%192 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<4x512x512xf32>, tensor<f32>) -> tensor<4x512xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %cst_46 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
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
    %205 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x512xf32>
    %206 = stablehlo.multiply %191, %205 : tensor<4x512x512xf32>
    %207 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<4x512x512xf32>
    %209 = stablehlo.multiply %206, %208 : tensor<4x512x512xf32>
    %210 = stablehlo.convert %209 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    %211 = stablehlo.dot_general %210, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x512xbf16>, tensor<10000x512xbf16>) -> tensor<4x512x10000xbf16>
    %212 = stablehlo.convert %211 : (tensor<4x512x10000xbf16>) -> tensor<4x512x10000xf32>
    %213:3 = call @log_softmax(%212) : (tensor<4x512x10000xf32>) -> (tensor<4x512x10000xf32>, tensor<4x512x10000xf32>, tensor<4x512x1xf32>)
    %214 = stablehlo.broadcast_in_dim %arg44, dims = [0, 1] : (tensor<4x512xi32>) -> tensor<4x512x1xi32>
    %215:2 = call @take_along_axis(%213#0, %214) : (tensor<4x512x10000xf32>, tensor<4x512x1xi32>) -> (tensor<4x512x1xf32>, tensor<4x512x1x1xi32>)
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
    %224 = call @take_along_axis_1(%215#1, %223) : (tensor<4x512x1x1xi32>, tensor<4x512x1xf32>) -> tensor<4x512x10000xf32>
    %225 = call @log_softmax_2(%213#1, %213#2, %224) : (tensor<4x512x10000xf32>, tensor<4x512x1xf32>, tensor<4x512x10000xf32>) -> tensor<4x512x10000xf32>
    %226 = stablehlo.convert %225 : (tensor<4x512x10000xf32>) -> tensor<4x512x10000xbf16>
    %227 = stablehlo.dot_general %226, %210, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x10000xbf16>, tensor<4x512x512xbf16>) -> tensor<10000x512xbf16>
    %228 = stablehlo.dot_general %226, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x10000xbf16>, tensor<10000x512xbf16>) -> tensor<4x512x512xbf16>
    %229 = stablehlo.convert %228 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %230 = stablehlo.multiply %206, %229 : tensor<4x512x512xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.reduce(%230 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %232 = stablehlo.reshape %231 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %233 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<4x512x512xf32>
    %234 = stablehlo.multiply %229, %233 : tensor<4x512x512xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.reduce(%232 init: %cst_54) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %236 = stablehlo.multiply %191, %234 : tensor<4x512x512xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.reduce(%236 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<4x512x512xf32>, tensor<f32>) -> tensor<4x512xf32>
    %238 = stablehlo.reshape %237 : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %239 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x512xf32>
    %240 = stablehlo.multiply %234, %239 : tensor<4x512x512xf32>
    %241 = stablehlo.multiply %238, %204 : tensor<4x512x1xf32>
    %cst_56 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %243 = stablehlo.divide %241, %242 : tensor<4x512x1xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.reduce(%243 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<4x512x1xf32>, tensor<f32>) -> tensor<4x512xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x512xf32>
    %246 = stablehlo.multiply %245, %194 : tensor<4x512x512xf32>
    %247 = stablehlo.add %240, %246 : tensor<4x512x512xf32>
    %248 = stablehlo.convert %247 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    %249 = stablehlo.dot_general %248, %188, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x512xbf16>, tensor<4x512x2048xbf16>) -> tensor<512x2048xbf16>
    %250 = stablehlo.transpose %249, dims = [1, 0] : (tensor<512x2048xbf16>) -> tensor<2048x512xbf16>
    %251 = stablehlo.dot_general %248, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x512xbf16>, tensor<2048x512xbf16>) -> tensor<4x512x2048xbf16>
    %252 = stablehlo.multiply %170, %251 : tensor<4x512x2048xbf16>
    %253 = stablehlo.multiply %251, %187 : tensor<4x512x2048xbf16>
    %cst_58 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %254 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %255 = stablehlo.multiply %254, %252 : tensor<4x512x2048xbf16>
    %256 = stablehlo.multiply %255, %183 : tensor<4x512x2048xbf16>
    %257 = stablehlo.multiply %256, %181 : tensor<4x512x2048xbf16>
    %258 = stablehlo.add %256, %257 : tensor<4x512x2048xbf16>
    %cst_59 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %259 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %260 = stablehlo.multiply %259, %258 : tensor<4x512x2048xbf16>
    %261 = stablehlo.add %253, %260 : tensor<4x512x2048xbf16>
    %cst_60 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %262 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %263 = stablehlo.multiply %262, %260 : tensor<4x512x2048xbf16>
    %264 = stablehlo.multiply %263, %175 : tensor<4x512x2048xbf16>
    %265 = stablehlo.add %261, %264 : tensor<4x512x2048xbf16>
    %266 = stablehlo.dot_general %265, %169, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x2048xbf16>, tensor<4x512x512xbf16>) -> tensor<2048x512xbf16>
    %267 = stablehlo.transpose %266, dims = [1, 0] : (tensor<2048x512xbf16>) -> tensor<512x2048xbf16>
    %268 = stablehlo.dot_general %265, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x2048xbf16>, tensor<512x2048xbf16>) -> tensor<4x512x512xbf16>
    %269 = stablehlo.convert %268 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %270 = stablehlo.multiply %165, %269 : tensor<4x512x512xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.reduce(%270 init: %cst_61) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %272 = stablehlo.reshape %271 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %273 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<4x512x512xf32>
    %274 = stablehlo.multiply %269, %273 : tensor<4x512x512xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.reduce(%272 init: %cst_62) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %276 = stablehlo.multiply %150, %274 : tensor<4x512x512xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.reduce(%276 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<4x512x512xf32>, tensor<f32>) -> tensor<4x512xf32>
    %278 = stablehlo.reshape %277 : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %279 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x512xf32>
    %280 = stablehlo.multiply %274, %279 : tensor<4x512x512xf32>
    %281 = stablehlo.multiply %278, %163 : tensor<4x512x1xf32>
    %cst_64 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %283 = stablehlo.divide %281, %282 : tensor<4x512x1xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%283 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<4x512x1xf32>, tensor<f32>) -> tensor<4x512xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x512xf32>
    %286 = stablehlo.multiply %285, %153 : tensor<4x512x512xf32>
    %287 = stablehlo.add %280, %286 : tensor<4x512x512xf32>
    %288 = stablehlo.convert %287 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    %289 = stablehlo.add %248, %288 : tensor<4x512x512xbf16>
    %290 = stablehlo.dot_general %289, %147, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x512xbf16>, tensor<4x512x8x64xbf16>) -> tensor<512x8x64xbf16>
    %291 = stablehlo.transpose %290, dims = [1, 2, 0] : (tensor<512x8x64xbf16>) -> tensor<8x64x512xbf16>
    %292 = stablehlo.dot_general %289, %arg10, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x512x512xbf16>, tensor<8x64x512xbf16>) -> tensor<4x512x8x64xbf16>
    %293 = stablehlo.transpose %292, dims = [0, 2, 3, 1] : (tensor<4x512x8x64xbf16>) -> tensor<4x8x64x512xbf16>
    %294 = stablehlo.dot_general %293, %123, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x512xbf16>, tensor<4x512x8x64xbf16>) -> tensor<4x8x512x512xbf16>
    %295 = stablehlo.dot_general %293, %145, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x512xbf16>, tensor<4x8x512x512xbf16>) -> tensor<4x8x64x512xbf16>
    %296 = stablehlo.transpose %295, dims = [0, 3, 1, 2] : (tensor<4x8x64x512xbf16>) -> tensor<4x512x8x64xbf16>
    %297 = stablehlo.convert %294 : (tensor<4x8x512x512xbf16>) -> tensor<4x8x512x512xf32>
    %298 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2, 3] : (tensor<4x8x512x1xf32>) -> tensor<4x8x512x512xf32>
    %299 = stablehlo.multiply %297, %298 : tensor<4x8x512x512xf32>
    %300 = stablehlo.multiply %299, %137 : tensor<4x8x512x512xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.reduce(%300 init: %cst_66) applies stablehlo.add across dimensions = [3] : (tensor<4x8x512x512xf32>, tensor<f32>) -> tensor<4x8x512xf32>
    %302 = stablehlo.reshape %301 : (tensor<4x8x512xf32>) -> tensor<4x8x512x1xf32>
    %303 = stablehlo.negate %302 : tensor<4x8x512x1xf32>
    %304 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3] : (tensor<4x8x512x1xf32>) -> tensor<4x8x512x512xf32>
    %305 = stablehlo.divide %297, %304 : tensor<4x8x512x512xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.reduce(%303 init: %cst_67) applies stablehlo.add across dimensions = [3] : (tensor<4x8x512x1xf32>, tensor<f32>) -> tensor<4x8x512xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<4x8x512xf32>) -> tensor<4x8x512x512xf32>
    %308 = stablehlo.add %305, %307 : tensor<4x8x512x512xf32>
    %309 = stablehlo.multiply %308, %137 : tensor<4x8x512x512xf32>
    %310 = stablehlo.convert %309 : (tensor<4x8x512x512xf32>) -> tensor<4x8x512x512xbf16>
    %311 = call @_where_3(%129#1, %310) : (tensor<4x8x512x512xi1>, tensor<4x8x512x512xbf16>) -> tensor<4x8x512x512xbf16>
    %cst_68 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %312 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<bf16>) -> tensor<4x8x512x512xbf16>
    %313 = stablehlo.multiply %311, %312 : tensor<4x8x512x512xbf16>
    %314 = stablehlo.dot_general %313, %119, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x512x512xbf16>, tensor<4x512x8x64xbf16>) -> tensor<4x8x512x64xbf16>
    %315 = stablehlo.transpose %314, dims = [0, 2, 1, 3] : (tensor<4x8x512x64xbf16>) -> tensor<4x512x8x64xbf16>
    %316 = stablehlo.dot_general %313, %121, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x512x512xbf16>, tensor<4x512x8x64xbf16>) -> tensor<4x8x512x64xbf16>
    %317 = stablehlo.transpose %316, dims = [0, 2, 1, 3] : (tensor<4x8x512x64xbf16>) -> tensor<4x512x8x64xbf16>
    %318 = stablehlo.broadcast_in_dim %296, dims = [1, 2, 3, 4] : (tensor<4x512x8x64xbf16>) -> tensor<1x4x512x8x64xbf16>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %319 = stablehlo.pad %318, %cst_69, low = [2, 0, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x512x8x64xbf16>, tensor<bf16>) -> tensor<3x4x512x8x64xbf16>
    %320 = stablehlo.broadcast_in_dim %315, dims = [1, 2, 3, 4] : (tensor<4x512x8x64xbf16>) -> tensor<1x4x512x8x64xbf16>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %321 = stablehlo.pad %320, %cst_70, low = [1, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x512x8x64xbf16>, tensor<bf16>) -> tensor<3x4x512x8x64xbf16>
    %322 = stablehlo.add %319, %321 : tensor<3x4x512x8x64xbf16>
    %323 = stablehlo.broadcast_in_dim %317, dims = [1, 2, 3, 4] : (tensor<4x512x8x64xbf16>) -> tensor<1x4x512x8x64xbf16>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %324 = stablehlo.pad %323, %cst_71, low = [0, 0, 0, 0, 0], high = [2, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x512x8x64xbf16>, tensor<bf16>) -> tensor<3x4x512x8x64xbf16>
    %325 = stablehlo.add %322, %324 : tensor<3x4x512x8x64xbf16>
    %326 = stablehlo.transpose %325, dims = [0, 3, 4, 1, 2] : (tensor<3x4x512x8x64xbf16>) -> tensor<3x8x64x4x512xbf16>
    %327 = stablehlo.dot_general %326, %arg11, contracting_dims = [0, 1, 2] x [1, 2, 3], precision = [DEFAULT, DEFAULT] : (tensor<3x8x64x4x512xbf16>, tensor<512x3x8x64xbf16>) -> tensor<4x512x512xbf16>
    %328 = stablehlo.dot_general %326, %115, contracting_dims = [3, 4] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x8x64x4x512xbf16>, tensor<4x512x512xbf16>) -> tensor<3x8x64x512xbf16>
    %329 = stablehlo.transpose %328, dims = [3, 0, 1, 2] : (tensor<3x8x64x512xbf16>) -> tensor<512x3x8x64xbf16>
    %330 = stablehlo.convert %327 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %331 = stablehlo.multiply %111, %330 : tensor<4x512x512xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %332 = stablehlo.reduce(%331 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %333 = stablehlo.reshape %332 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %334 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<4x512x512xf32>
    %335 = stablehlo.multiply %330, %334 : tensor<4x512x512xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %336 = stablehlo.reduce(%333 init: %cst_73) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %337 = stablehlo.multiply %96, %335 : tensor<4x512x512xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %338 = stablehlo.reduce(%337 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<4x512x512xf32>, tensor<f32>) -> tensor<4x512xf32>
    %339 = stablehlo.reshape %338 : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %340 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x512xf32>
    %341 = stablehlo.multiply %335, %340 : tensor<4x512x512xf32>
    %342 = stablehlo.multiply %339, %109 : tensor<4x512x1xf32>
    %cst_75 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %344 = stablehlo.divide %342, %343 : tensor<4x512x1xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %345 = stablehlo.reduce(%344 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<4x512x1xf32>, tensor<f32>) -> tensor<4x512xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x512xf32>
    %347 = stablehlo.multiply %346, %99 : tensor<4x512x512xf32>
    %348 = stablehlo.add %341, %347 : tensor<4x512x512xf32>
    %349 = stablehlo.convert %348 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    %350 = stablehlo.add %289, %349 : tensor<4x512x512xbf16>
    %351 = stablehlo.dot_general %350, %93, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x512xbf16>, tensor<4x512x2048xbf16>) -> tensor<512x2048xbf16>
    %352 = stablehlo.transpose %351, dims = [1, 0] : (tensor<512x2048xbf16>) -> tensor<2048x512xbf16>
    %353 = stablehlo.dot_general %350, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x512xbf16>, tensor<2048x512xbf16>) -> tensor<4x512x2048xbf16>
    %354 = stablehlo.multiply %75, %353 : tensor<4x512x2048xbf16>
    %355 = stablehlo.multiply %353, %92 : tensor<4x512x2048xbf16>
    %cst_77 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %356 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %357 = stablehlo.multiply %356, %354 : tensor<4x512x2048xbf16>
    %358 = stablehlo.multiply %357, %88 : tensor<4x512x2048xbf16>
    %359 = stablehlo.multiply %358, %86 : tensor<4x512x2048xbf16>
    %360 = stablehlo.add %358, %359 : tensor<4x512x2048xbf16>
    %cst_78 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %361 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %362 = stablehlo.multiply %361, %360 : tensor<4x512x2048xbf16>
    %363 = stablehlo.add %355, %362 : tensor<4x512x2048xbf16>
    %cst_79 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %364 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %365 = stablehlo.multiply %364, %362 : tensor<4x512x2048xbf16>
    %366 = stablehlo.multiply %365, %80 : tensor<4x512x2048xbf16>
    %367 = stablehlo.add %363, %366 : tensor<4x512x2048xbf16>
    %368 = stablehlo.dot_general %367, %74, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x2048xbf16>, tensor<4x512x512xbf16>) -> tensor<2048x512xbf16>
    %369 = stablehlo.transpose %368, dims = [1, 0] : (tensor<2048x512xbf16>) -> tensor<512x2048xbf16>
    %370 = stablehlo.dot_general %367, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x2048xbf16>, tensor<512x2048xbf16>) -> tensor<4x512x512xbf16>
    %371 = stablehlo.convert %370 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %372 = stablehlo.multiply %70, %371 : tensor<4x512x512xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.reduce(%372 init: %cst_80) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %374 = stablehlo.reshape %373 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %375 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<4x512x512xf32>
    %376 = stablehlo.multiply %371, %375 : tensor<4x512x512xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %377 = stablehlo.reduce(%374 init: %cst_81) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %378 = stablehlo.multiply %55, %376 : tensor<4x512x512xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.reduce(%378 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<4x512x512xf32>, tensor<f32>) -> tensor<4x512xf32>
    %380 = stablehlo.reshape %379 : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %381 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x512xf32>
    %382 = stablehlo.multiply %376, %381 : tensor<4x512x512xf32>
    %383 = stablehlo.multiply %380, %68 : tensor<4x512x1xf32>
    %cst_83 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %385 = stablehlo.divide %383, %384 : tensor<4x512x1xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.reduce(%385 init: %cst_84) applies stablehlo.add across dimensions = [2] : (tensor<4x512x1xf32>, tensor<f32>) -> tensor<4x512xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x512xf32>
    %388 = stablehlo.multiply %387, %58 : tensor<4x512x512xf32>
    %389 = stablehlo.add %382, %388 : tensor<4x512x512xf32>
    %390 = stablehlo.convert %389 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    %391 = stablehlo.add %350, %390 : tensor<4x512x512xbf16>
    %392 = stablehlo.dot_general %391, %52, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x512xbf16>, tensor<4x512x8x64xbf16>) -> tensor<512x8x64xbf16>
    %393 = stablehlo.transpose %392, dims = [1, 2, 0] : (tensor<512x8x64xbf16>) -> tensor<8x64x512xbf16>
    %394 = stablehlo.dot_general %391, %arg4, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x512x512xbf16>, tensor<8x64x512xbf16>) -> tensor<4x512x8x64xbf16>
    %395 = stablehlo.transpose %394, dims = [0, 2, 3, 1] : (tensor<4x512x8x64xbf16>) -> tensor<4x8x64x512xbf16>
    %396 = stablehlo.dot_general %395, %28, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x512xbf16>, tensor<4x512x8x64xbf16>) -> tensor<4x8x512x512xbf16>
    %397 = stablehlo.dot_general %395, %50, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x512xbf16>, tensor<4x8x512x512xbf16>) -> tensor<4x8x64x512xbf16>
    %398 = stablehlo.transpose %397, dims = [0, 3, 1, 2] : (tensor<4x8x64x512xbf16>) -> tensor<4x512x8x64xbf16>
    %399 = stablehlo.convert %396 : (tensor<4x8x512x512xbf16>) -> tensor<4x8x512x512xf32>
    %400 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<4x8x512x1xf32>) -> tensor<4x8x512x512xf32>
    %401 = stablehlo.multiply %399, %400 : tensor<4x8x512x512xf32>
    %402 = stablehlo.multiply %401, %42 : tensor<4x8x512x512xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %403 = stablehlo.reduce(%402 init: %cst_85) applies stablehlo.add across dimensions = [3] : (tensor<4x8x512x512xf32>, tensor<f32>) -> tensor<4x8x512xf32>
    %404 = stablehlo.reshape %403 : (tensor<4x8x512xf32>) -> tensor<4x8x512x1xf32>
    %405 = stablehlo.negate %404 : tensor<4x8x512x1xf32>
    %406 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<4x8x512x1xf32>) -> tensor<4x8x512x512xf32>
    %407 = stablehlo.divide %399, %406 : tensor<4x8x512x512xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %408 = stablehlo.reduce(%405 init: %cst_86) applies stablehlo.add across dimensions = [3] : (tensor<4x8x512x1xf32>, tensor<f32>) -> tensor<4x8x512xf32>
    %409 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 2] : (tensor<4x8x512xf32>) -> tensor<4x8x512x512xf32>
    %410 = stablehlo.add %407, %409 : tensor<4x8x512x512xf32>
    %411 = stablehlo.multiply %410, %42 : tensor<4x8x512x512xf32>
    %412 = stablehlo.convert %411 : (tensor<4x8x512x512xf32>) -> tensor<4x8x512x512xbf16>
    %413 = call @_where_3(%34#1, %412) : (tensor<4x8x512x512xi1>, tensor<4x8x512x512xbf16>) -> tensor<4x8x512x512xbf16>
    %cst_87 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %414 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<bf16>) -> tensor<4x8x512x512xbf16>
    %415 = stablehlo.multiply %413, %414 : tensor<4x8x512x512xbf16>
    %416 = stablehlo.dot_general %415, %24, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x512x512xbf16>, tensor<4x512x8x64xbf16>) -> tensor<4x8x512x64xbf16>
    %417 = stablehlo.transpose %416, dims = [0, 2, 1, 3] : (tensor<4x8x512x64xbf16>) -> tensor<4x512x8x64xbf16>
    %418 = stablehlo.dot_general %415, %26, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x512x512xbf16>, tensor<4x512x8x64xbf16>) -> tensor<4x8x512x64xbf16>
    %419 = stablehlo.transpose %418, dims = [0, 2, 1, 3] : (tensor<4x8x512x64xbf16>) -> tensor<4x512x8x64xbf16>
    %420 = stablehlo.broadcast_in_dim %398, dims = [1, 2, 3, 4] : (tensor<4x512x8x64xbf16>) -> tensor<1x4x512x8x64xbf16>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %421 = stablehlo.pad %420, %cst_88, low = [2, 0, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x512x8x64xbf16>, tensor<bf16>) -> tensor<3x4x512x8x64xbf16>
    %422 = stablehlo.broadcast_in_dim %417, dims = [1, 2, 3, 4] : (tensor<4x512x8x64xbf16>) -> tensor<1x4x512x8x64xbf16>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %423 = stablehlo.pad %422, %cst_89, low = [1, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x512x8x64xbf16>, tensor<bf16>) -> tensor<3x4x512x8x64xbf16>
    %424 = stablehlo.add %421, %423 : tensor<3x4x512x8x64xbf16>
    %425 = stablehlo.broadcast_in_dim %419, dims = [1, 2, 3, 4] : (tensor<4x512x8x64xbf16>) -> tensor<1x4x512x8x64xbf16>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %426 = stablehlo.pad %425, %cst_90, low = [0, 0, 0, 0, 0], high = [2, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x512x8x64xbf16>, tensor<bf16>) -> tensor<3x4x512x8x64xbf16>
    %427 = stablehlo.add %424, %426 : tensor<3x4x512x8x64xbf16>
    %428 = stablehlo.transpose %427, dims = [0, 3, 4, 1, 2] : (tensor<3x4x512x8x64xbf16>) -> tensor<3x8x64x4x512xbf16>
    %429 = stablehlo.dot_general %428, %arg5, contracting_dims = [0, 1, 2] x [1, 2, 3], precision = [DEFAULT, DEFAULT] : (tensor<3x8x64x4x512xbf16>, tensor<512x3x8x64xbf16>) -> tensor<4x512x512xbf16>
    %430 = stablehlo.dot_general %428, %20, contracting_dims = [3, 4] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x8x64x4x512xbf16>, tensor<4x512x512xbf16>) -> tensor<3x8x64x512xbf16>
    %431 = stablehlo.transpose %430, dims = [3, 0, 1, 2] : (tensor<3x8x64x512xbf16>) -> tensor<512x3x8x64xbf16>
    %432 = stablehlo.convert %429 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %433 = stablehlo.multiply %16, %432 : tensor<4x512x512xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %434 = stablehlo.reduce(%433 init: %cst_91) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %435 = stablehlo.reshape %434 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %436 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<4x512x512xf32>
    %437 = stablehlo.multiply %432, %436 : tensor<4x512x512xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %438 = stablehlo.reduce(%435 init: %cst_92) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %439 = stablehlo.multiply %1, %437 : tensor<4x512x512xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %440 = stablehlo.reduce(%439 init: %cst_93) applies stablehlo.add across dimensions = [2] : (tensor<4x512x512xf32>, tensor<f32>) -> tensor<4x512xf32>
    %441 = stablehlo.reshape %440 : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %442 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x512xf32>
    %443 = stablehlo.multiply %437, %442 : tensor<4x512x512xf32>
    %444 = stablehlo.multiply %441, %14 : tensor<4x512x1xf32>
    %cst_94 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %446 = stablehlo.divide %444, %445 : tensor<4x512x1xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %447 = stablehlo.reduce(%446 init: %cst_95) applies stablehlo.add across dimensions = [2] : (tensor<4x512x1xf32>, tensor<f32>) -> tensor<4x512xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x512xf32>
    %449 = stablehlo.multiply %448, %4 : tensor<4x512x512xf32>
    %450 = stablehlo.add %443, %449 : tensor<4x512x512xf32>
    %451 = stablehlo.convert %450 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    %452 = stablehlo.add %391, %451 : tensor<4x512x512xbf16>
    %453 = call @_take_4(%0#1, %452) : (tensor<4x512x1xi32>, tensor<4x512x512xbf16>) -> tensor<10000x512xbf16>
    %454 = stablehlo.add %227, %453 : tensor<10000x512xbf16>
    %c_96 = stablehlo.constant dense<1> : tensor<i32>
    %455 = stablehlo.add %arg42, %c_96 : tensor<i32>
    %456 = stablehlo.convert %455 : (tensor<i32>) -> tensor<f32>
    %cst_97 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %458 = stablehlo.multiply %457, %arg14 : tensor<512xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %460 = stablehlo.multiply %459, %438 : tensor<512xf32>
    %461 = stablehlo.add %458, %460 : tensor<512xf32>
    %cst_99 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %463 = stablehlo.multiply %462, %arg28 : tensor<512xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %465 = stablehlo.multiply %464, %438 : tensor<512xf32>
    %466 = stablehlo.multiply %465, %438 : tensor<512xf32>
    %467 = stablehlo.add %463, %466 : tensor<512xf32>
    %cst_101 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %468 = stablehlo.power %cst_101, %456 : tensor<f32>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %469 = stablehlo.subtract %cst_102, %468 : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %471 = stablehlo.divide %461, %470 : tensor<512xf32>
    %cst_103 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %472 = stablehlo.power %cst_103, %456 : tensor<f32>
    %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %473 = stablehlo.subtract %cst_104, %472 : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %473, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %475 = stablehlo.divide %467, %474 : tensor<512xf32>
    %cst_105 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %477 = stablehlo.multiply %476, %471 : tensor<512xf32>
    %478 = stablehlo.sqrt %475 : tensor<512xf32>
    %cst_106 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %480 = stablehlo.add %478, %479 : tensor<512xf32>
    %481 = stablehlo.divide %477, %480 : tensor<512xf32>
    %482 = stablehlo.subtract %arg0, %481 : tensor<512xf32>
    %cst_107 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %484 = stablehlo.multiply %483, %arg15 : tensor<512xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %486 = stablehlo.multiply %485, %377 : tensor<512xf32>
    %487 = stablehlo.add %484, %486 : tensor<512xf32>
    %cst_109 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %489 = stablehlo.multiply %488, %arg29 : tensor<512xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %491 = stablehlo.multiply %490, %377 : tensor<512xf32>
    %492 = stablehlo.multiply %491, %377 : tensor<512xf32>
    %493 = stablehlo.add %489, %492 : tensor<512xf32>
    %cst_111 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %494 = stablehlo.power %cst_111, %456 : tensor<f32>
    %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %495 = stablehlo.subtract %cst_112, %494 : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %495, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %497 = stablehlo.divide %487, %496 : tensor<512xf32>
    %cst_113 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %498 = stablehlo.power %cst_113, %456 : tensor<f32>
    %cst_114 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %499 = stablehlo.subtract %cst_114, %498 : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %499, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %501 = stablehlo.divide %493, %500 : tensor<512xf32>
    %cst_115 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %503 = stablehlo.multiply %502, %497 : tensor<512xf32>
    %504 = stablehlo.sqrt %501 : tensor<512xf32>
    %cst_116 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %506 = stablehlo.add %504, %505 : tensor<512xf32>
    %507 = stablehlo.divide %503, %506 : tensor<512xf32>
    %508 = stablehlo.subtract %arg1, %507 : tensor<512xf32>
    %509 = stablehlo.convert %369 : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %cst_117 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %510 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %511 = stablehlo.multiply %510, %arg16 : tensor<512x2048xf32>
    %cst_118 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %513 = stablehlo.multiply %512, %509 : tensor<512x2048xf32>
    %514 = stablehlo.add %511, %513 : tensor<512x2048xf32>
    %cst_119 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %516 = stablehlo.multiply %515, %arg30 : tensor<512x2048xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %518 = stablehlo.multiply %517, %509 : tensor<512x2048xf32>
    %519 = stablehlo.multiply %518, %509 : tensor<512x2048xf32>
    %520 = stablehlo.add %516, %519 : tensor<512x2048xf32>
    %cst_121 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %521 = stablehlo.power %cst_121, %456 : tensor<f32>
    %cst_122 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %522 = stablehlo.subtract %cst_122, %521 : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %522, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %524 = stablehlo.divide %514, %523 : tensor<512x2048xf32>
    %cst_123 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %525 = stablehlo.power %cst_123, %456 : tensor<f32>
    %cst_124 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %526 = stablehlo.subtract %cst_124, %525 : tensor<f32>
    %527 = stablehlo.broadcast_in_dim %526, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %528 = stablehlo.divide %520, %527 : tensor<512x2048xf32>
    %529 = stablehlo.convert %arg2 : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %cst_125 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %530 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %531 = stablehlo.multiply %530, %524 : tensor<512x2048xf32>
    %532 = stablehlo.sqrt %528 : tensor<512x2048xf32>
    %cst_126 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %533 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %534 = stablehlo.add %532, %533 : tensor<512x2048xf32>
    %535 = stablehlo.divide %531, %534 : tensor<512x2048xf32>
    %536 = stablehlo.subtract %529, %535 : tensor<512x2048xf32>
    %537 = stablehlo.convert %536 : (tensor<512x2048xf32>) -> tensor<512x2048xbf16>
    %538 = stablehlo.convert %352 : (tensor<2048x512xbf16>) -> tensor<2048x512xf32>
    %cst_127 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %539 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %540 = stablehlo.multiply %539, %arg17 : tensor<2048x512xf32>
    %cst_128 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %541 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %542 = stablehlo.multiply %541, %538 : tensor<2048x512xf32>
    %543 = stablehlo.add %540, %542 : tensor<2048x512xf32>
    %cst_129 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %544 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %545 = stablehlo.multiply %544, %arg31 : tensor<2048x512xf32>
    %cst_130 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %546 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %547 = stablehlo.multiply %546, %538 : tensor<2048x512xf32>
    %548 = stablehlo.multiply %547, %538 : tensor<2048x512xf32>
    %549 = stablehlo.add %545, %548 : tensor<2048x512xf32>
    %cst_131 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %550 = stablehlo.power %cst_131, %456 : tensor<f32>
    %cst_132 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %551 = stablehlo.subtract %cst_132, %550 : tensor<f32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %553 = stablehlo.divide %543, %552 : tensor<2048x512xf32>
    %cst_133 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %554 = stablehlo.power %cst_133, %456 : tensor<f32>
    %cst_134 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %555 = stablehlo.subtract %cst_134, %554 : tensor<f32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %557 = stablehlo.divide %549, %556 : tensor<2048x512xf32>
    %558 = stablehlo.convert %arg3 : (tensor<2048x512xbf16>) -> tensor<2048x512xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %559 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %560 = stablehlo.multiply %559, %553 : tensor<2048x512xf32>
    %561 = stablehlo.sqrt %557 : tensor<2048x512xf32>
    %cst_136 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %562 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %563 = stablehlo.add %561, %562 : tensor<2048x512xf32>
    %564 = stablehlo.divide %560, %563 : tensor<2048x512xf32>
    %565 = stablehlo.subtract %558, %564 : tensor<2048x512xf32>
    %566 = stablehlo.convert %565 : (tensor<2048x512xf32>) -> tensor<2048x512xbf16>
    %567 = stablehlo.convert %393 : (tensor<8x64x512xbf16>) -> tensor<8x64x512xf32>
    %cst_137 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %568 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %569 = stablehlo.multiply %568, %arg18 : tensor<8x64x512xf32>
    %cst_138 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %570 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %571 = stablehlo.multiply %570, %567 : tensor<8x64x512xf32>
    %572 = stablehlo.add %569, %571 : tensor<8x64x512xf32>
    %cst_139 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %573 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %574 = stablehlo.multiply %573, %arg32 : tensor<8x64x512xf32>
    %cst_140 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %575 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %576 = stablehlo.multiply %575, %567 : tensor<8x64x512xf32>
    %577 = stablehlo.multiply %576, %567 : tensor<8x64x512xf32>
    %578 = stablehlo.add %574, %577 : tensor<8x64x512xf32>
    %cst_141 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %579 = stablehlo.power %cst_141, %456 : tensor<f32>
    %cst_142 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %580 = stablehlo.subtract %cst_142, %579 : tensor<f32>
    %581 = stablehlo.broadcast_in_dim %580, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %582 = stablehlo.divide %572, %581 : tensor<8x64x512xf32>
    %cst_143 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %583 = stablehlo.power %cst_143, %456 : tensor<f32>
    %cst_144 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %584 = stablehlo.subtract %cst_144, %583 : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %584, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %586 = stablehlo.divide %578, %585 : tensor<8x64x512xf32>
    %587 = stablehlo.convert %arg4 : (tensor<8x64x512xbf16>) -> tensor<8x64x512xf32>
    %cst_145 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %588 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %589 = stablehlo.multiply %588, %582 : tensor<8x64x512xf32>
    %590 = stablehlo.sqrt %586 : tensor<8x64x512xf32>
    %cst_146 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %592 = stablehlo.add %590, %591 : tensor<8x64x512xf32>
    %593 = stablehlo.divide %589, %592 : tensor<8x64x512xf32>
    %594 = stablehlo.subtract %587, %593 : tensor<8x64x512xf32>
    %595 = stablehlo.convert %594 : (tensor<8x64x512xf32>) -> tensor<8x64x512xbf16>
    %596 = stablehlo.convert %431 : (tensor<512x3x8x64xbf16>) -> tensor<512x3x8x64xf32>
    %cst_147 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<512x3x8x64xf32>
    %598 = stablehlo.multiply %597, %arg19 : tensor<512x3x8x64xf32>
    %cst_148 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<512x3x8x64xf32>
    %600 = stablehlo.multiply %599, %596 : tensor<512x3x8x64xf32>
    %601 = stablehlo.add %598, %600 : tensor<512x3x8x64xf32>
    %cst_149 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %602 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<512x3x8x64xf32>
    %603 = stablehlo.multiply %602, %arg33 : tensor<512x3x8x64xf32>
    %cst_150 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %604 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<512x3x8x64xf32>
    %605 = stablehlo.multiply %604, %596 : tensor<512x3x8x64xf32>
    %606 = stablehlo.multiply %605, %596 : tensor<512x3x8x64xf32>
    %607 = stablehlo.add %603, %606 : tensor<512x3x8x64xf32>
    %cst_151 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %608 = stablehlo.power %cst_151, %456 : tensor<f32>
    %cst_152 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %609 = stablehlo.subtract %cst_152, %608 : tensor<f32>
    %610 = stablehlo.broadcast_in_dim %609, dims = [] : (tensor<f32>) -> tensor<512x3x8x64xf32>
    %611 = stablehlo.divide %601, %610 : tensor<512x3x8x64xf32>
    %cst_153 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %612 = stablehlo.power %cst_153, %456 : tensor<f32>
    %cst_154 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %613 = stablehlo.subtract %cst_154, %612 : tensor<f32>
    %614 = stablehlo.broadcast_in_dim %613, dims = [] : (tensor<f32>) -> tensor<512x3x8x64xf32>
    %615 = stablehlo.divide %607, %614 : tensor<512x3x8x64xf32>
    %616 = stablehlo.convert %arg5 : (tensor<512x3x8x64xbf16>) -> tensor<512x3x8x64xf32>
    %cst_155 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %617 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<512x3x8x64xf32>
    %618 = stablehlo.multiply %617, %611 : tensor<512x3x8x64xf32>
    %619 = stablehlo.sqrt %615 : tensor<512x3x8x64xf32>
    %cst_156 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %620 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<512x3x8x64xf32>
    %621 = stablehlo.add %619, %620 : tensor<512x3x8x64xf32>
    %622 = stablehlo.divide %618, %621 : tensor<512x3x8x64xf32>
    %623 = stablehlo.subtract %616, %622 : tensor<512x3x8x64xf32>
    %624 = stablehlo.convert %623 : (tensor<512x3x8x64xf32>) -> tensor<512x3x8x64xbf16>
    %cst_157 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %626 = stablehlo.multiply %625, %arg20 : tensor<512xf32>
    %cst_158 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %627 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %628 = stablehlo.multiply %627, %336 : tensor<512xf32>
    %629 = stablehlo.add %626, %628 : tensor<512xf32>
    %cst_159 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %631 = stablehlo.multiply %630, %arg34 : tensor<512xf32>
    %cst_160 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %632 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %633 = stablehlo.multiply %632, %336 : tensor<512xf32>
    %634 = stablehlo.multiply %633, %336 : tensor<512xf32>
    %635 = stablehlo.add %631, %634 : tensor<512xf32>
    %cst_161 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %636 = stablehlo.power %cst_161, %456 : tensor<f32>
    %cst_162 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %637 = stablehlo.subtract %cst_162, %636 : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %637, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %639 = stablehlo.divide %629, %638 : tensor<512xf32>
    %cst_163 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %640 = stablehlo.power %cst_163, %456 : tensor<f32>
    %cst_164 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %641 = stablehlo.subtract %cst_164, %640 : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %643 = stablehlo.divide %635, %642 : tensor<512xf32>
    %cst_165 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %644 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %645 = stablehlo.multiply %644, %639 : tensor<512xf32>
    %646 = stablehlo.sqrt %643 : tensor<512xf32>
    %cst_166 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %647 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %648 = stablehlo.add %646, %647 : tensor<512xf32>
    %649 = stablehlo.divide %645, %648 : tensor<512xf32>
    %650 = stablehlo.subtract %arg6, %649 : tensor<512xf32>
    %cst_167 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %652 = stablehlo.multiply %651, %arg21 : tensor<512xf32>
    %cst_168 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %653 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %654 = stablehlo.multiply %653, %275 : tensor<512xf32>
    %655 = stablehlo.add %652, %654 : tensor<512xf32>
    %cst_169 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %657 = stablehlo.multiply %656, %arg35 : tensor<512xf32>
    %cst_170 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %659 = stablehlo.multiply %658, %275 : tensor<512xf32>
    %660 = stablehlo.multiply %659, %275 : tensor<512xf32>
    %661 = stablehlo.add %657, %660 : tensor<512xf32>
    %cst_171 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %662 = stablehlo.power %cst_171, %456 : tensor<f32>
    %cst_172 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %663 = stablehlo.subtract %cst_172, %662 : tensor<f32>
    %664 = stablehlo.broadcast_in_dim %663, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %665 = stablehlo.divide %655, %664 : tensor<512xf32>
    %cst_173 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %666 = stablehlo.power %cst_173, %456 : tensor<f32>
    %cst_174 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %667 = stablehlo.subtract %cst_174, %666 : tensor<f32>
    %668 = stablehlo.broadcast_in_dim %667, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %669 = stablehlo.divide %661, %668 : tensor<512xf32>
    %cst_175 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %670 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %671 = stablehlo.multiply %670, %665 : tensor<512xf32>
    %672 = stablehlo.sqrt %669 : tensor<512xf32>
    %cst_176 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %674 = stablehlo.add %672, %673 : tensor<512xf32>
    %675 = stablehlo.divide %671, %674 : tensor<512xf32>
    %676 = stablehlo.subtract %arg7, %675 : tensor<512xf32>
    %677 = stablehlo.convert %267 : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %cst_177 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %679 = stablehlo.multiply %678, %arg22 : tensor<512x2048xf32>
    %cst_178 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %680 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %681 = stablehlo.multiply %680, %677 : tensor<512x2048xf32>
    %682 = stablehlo.add %679, %681 : tensor<512x2048xf32>
    %cst_179 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %684 = stablehlo.multiply %683, %arg36 : tensor<512x2048xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %686 = stablehlo.multiply %685, %677 : tensor<512x2048xf32>
    %687 = stablehlo.multiply %686, %677 : tensor<512x2048xf32>
    %688 = stablehlo.add %684, %687 : tensor<512x2048xf32>
    %cst_181 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %689 = stablehlo.power %cst_181, %456 : tensor<f32>
    %cst_182 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %690 = stablehlo.subtract %cst_182, %689 : tensor<f32>
    %691 = stablehlo.broadcast_in_dim %690, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %692 = stablehlo.divide %682, %691 : tensor<512x2048xf32>
    %cst_183 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %693 = stablehlo.power %cst_183, %456 : tensor<f32>
    %cst_184 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %694 = stablehlo.subtract %cst_184, %693 : tensor<f32>
    %695 = stablehlo.broadcast_in_dim %694, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %696 = stablehlo.divide %688, %695 : tensor<512x2048xf32>
    %697 = stablehlo.convert %arg8 : (tensor<512x2048xbf16>) -> tensor<512x2048xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %698 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %699 = stablehlo.multiply %698, %692 : tensor<512x2048xf32>
    %700 = stablehlo.sqrt %696 : tensor<512x2048xf32>
    %cst_186 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %701 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %702 = stablehlo.add %700, %701 : tensor<512x2048xf32>
    %703 = stablehlo.divide %699, %702 : tensor<512x2048xf32>
    %704 = stablehlo.subtract %697, %703 : tensor<512x2048xf32>
    %705 = stablehlo.convert %704 : (tensor<512x2048xf32>) -> tensor<512x2048xbf16>
    %706 = stablehlo.convert %250 : (tensor<2048x512xbf16>) -> tensor<2048x512xf32>
    %cst_187 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %707 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %708 = stablehlo.multiply %707, %arg23 : tensor<2048x512xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %709 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %710 = stablehlo.multiply %709, %706 : tensor<2048x512xf32>
    %711 = stablehlo.add %708, %710 : tensor<2048x512xf32>
    %cst_189 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %712 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %713 = stablehlo.multiply %712, %arg37 : tensor<2048x512xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %714 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %715 = stablehlo.multiply %714, %706 : tensor<2048x512xf32>
    %716 = stablehlo.multiply %715, %706 : tensor<2048x512xf32>
    %717 = stablehlo.add %713, %716 : tensor<2048x512xf32>
    %cst_191 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %718 = stablehlo.power %cst_191, %456 : tensor<f32>
    %cst_192 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %719 = stablehlo.subtract %cst_192, %718 : tensor<f32>
    %720 = stablehlo.broadcast_in_dim %719, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %721 = stablehlo.divide %711, %720 : tensor<2048x512xf32>
    %cst_193 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %722 = stablehlo.power %cst_193, %456 : tensor<f32>
    %cst_194 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %723 = stablehlo.subtract %cst_194, %722 : tensor<f32>
    %724 = stablehlo.broadcast_in_dim %723, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %725 = stablehlo.divide %717, %724 : tensor<2048x512xf32>
    %726 = stablehlo.convert %arg9 : (tensor<2048x512xbf16>) -> tensor<2048x512xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %727 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %728 = stablehlo.multiply %727, %721 : tensor<2048x512xf32>
    %729 = stablehlo.sqrt %725 : tensor<2048x512xf32>
    %cst_196 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %730 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %731 = stablehlo.add %729, %730 : tensor<2048x512xf32>
    %732 = stablehlo.divide %728, %731 : tensor<2048x512xf32>
    %733 = stablehlo.subtract %726, %732 : tensor<2048x512xf32>
    %734 = stablehlo.convert %733 : (tensor<2048x512xf32>) -> tensor<2048x512xbf16>
    %735 = stablehlo.convert %291 : (tensor<8x64x512xbf16>) -> tensor<8x64x512xf32>
    %cst_197 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %736 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %737 = stablehlo.multiply %736, %arg24 : tensor<8x64x512xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %738 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %739 = stablehlo.multiply %738, %735 : tensor<8x64x512xf32>
    %740 = stablehlo.add %737, %739 : tensor<8x64x512xf32>
    %cst_199 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %741 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %742 = stablehlo.multiply %741, %arg38 : tensor<8x64x512xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %744 = stablehlo.multiply %743, %735 : tensor<8x64x512xf32>
    %745 = stablehlo.multiply %744, %735 : tensor<8x64x512xf32>
    %746 = stablehlo.add %742, %745 : tensor<8x64x512xf32>
    %cst_201 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %747 = stablehlo.power %cst_201, %456 : tensor<f32>
    %cst_202 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %748 = stablehlo.subtract %cst_202, %747 : tensor<f32>
    %749 = stablehlo.broadcast_in_dim %748, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %750 = stablehlo.divide %740, %749 : tensor<8x64x512xf32>
    %cst_203 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %751 = stablehlo.power %cst_203, %456 : tensor<f32>
    %cst_204 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %752 = stablehlo.subtract %cst_204, %751 : tensor<f32>
    %753 = stablehlo.broadcast_in_dim %752, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %754 = stablehlo.divide %746, %753 : tensor<8x64x512xf32>
    %755 = stablehlo.convert %arg10 : (tensor<8x64x512xbf16>) -> tensor<8x64x512xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %757 = stablehlo.multiply %756, %750 : tensor<8x64x512xf32>
    %758 = stablehlo.sqrt %754 : tensor<8x64x512xf32>
    %cst_206 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %760 = stablehlo.add %758, %759 : tensor<8x64x512xf32>
    %761 = stablehlo.divide %757, %760 : tensor<8x64x512xf32>
    %762 = stablehlo.subtract %755, %761 : tensor<8x64x512xf32>
    %763 = stablehlo.convert %762 : (tensor<8x64x512xf32>) -> tensor<8x64x512xbf16>
    %764 = stablehlo.convert %329 : (tensor<512x3x8x64xbf16>) -> tensor<512x3x8x64xf32>
    %cst_207 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %765 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<512x3x8x64xf32>
    %766 = stablehlo.multiply %765, %arg25 : tensor<512x3x8x64xf32>
    %cst_208 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %767 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<512x3x8x64xf32>
    %768 = stablehlo.multiply %767, %764 : tensor<512x3x8x64xf32>
    %769 = stablehlo.add %766, %768 : tensor<512x3x8x64xf32>
    %cst_209 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<512x3x8x64xf32>
    %771 = stablehlo.multiply %770, %arg39 : tensor<512x3x8x64xf32>
    %cst_210 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<512x3x8x64xf32>
    %773 = stablehlo.multiply %772, %764 : tensor<512x3x8x64xf32>
    %774 = stablehlo.multiply %773, %764 : tensor<512x3x8x64xf32>
    %775 = stablehlo.add %771, %774 : tensor<512x3x8x64xf32>
    %cst_211 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %776 = stablehlo.power %cst_211, %456 : tensor<f32>
    %cst_212 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %777 = stablehlo.subtract %cst_212, %776 : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %777, dims = [] : (tensor<f32>) -> tensor<512x3x8x64xf32>
    %779 = stablehlo.divide %769, %778 : tensor<512x3x8x64xf32>
    %cst_213 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %780 = stablehlo.power %cst_213, %456 : tensor<f32>
    %cst_214 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %781 = stablehlo.subtract %cst_214, %780 : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %781, dims = [] : (tensor<f32>) -> tensor<512x3x8x64xf32>
    %783 = stablehlo.divide %775, %782 : tensor<512x3x8x64xf32>
    %784 = stablehlo.convert %arg11 : (tensor<512x3x8x64xbf16>) -> tensor<512x3x8x64xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<512x3x8x64xf32>
    %786 = stablehlo.multiply %785, %779 : tensor<512x3x8x64xf32>
    %787 = stablehlo.sqrt %783 : tensor<512x3x8x64xf32>
    %cst_216 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<512x3x8x64xf32>
    %789 = stablehlo.add %787, %788 : tensor<512x3x8x64xf32>
    %790 = stablehlo.divide %786, %789 : tensor<512x3x8x64xf32>
    %791 = stablehlo.subtract %784, %790 : tensor<512x3x8x64xf32>
    %792 = stablehlo.convert %791 : (tensor<512x3x8x64xf32>) -> tensor<512x3x8x64xbf16>
    %793 = stablehlo.convert %454 : (tensor<10000x512xbf16>) -> tensor<10000x512xf32>
    %cst_217 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<10000x512xf32>
    %795 = stablehlo.multiply %794, %arg26 : tensor<10000x512xf32>
    %cst_218 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<10000x512xf32>
    %797 = stablehlo.multiply %796, %793 : tensor<10000x512xf32>
    %798 = stablehlo.add %795, %797 : tensor<10000x512xf32>
    %cst_219 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<10000x512xf32>
    %800 = stablehlo.multiply %799, %arg40 : tensor<10000x512xf32>
    %cst_220 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<10000x512xf32>
    %802 = stablehlo.multiply %801, %793 : tensor<10000x512xf32>
    %803 = stablehlo.multiply %802, %793 : tensor<10000x512xf32>
    %804 = stablehlo.add %800, %803 : tensor<10000x512xf32>
    %cst_221 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %805 = stablehlo.power %cst_221, %456 : tensor<f32>
    %cst_222 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %806 = stablehlo.subtract %cst_222, %805 : tensor<f32>
    %807 = stablehlo.broadcast_in_dim %806, dims = [] : (tensor<f32>) -> tensor<10000x512xf32>
    %808 = stablehlo.divide %798, %807 : tensor<10000x512xf32>
    %cst_223 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %809 = stablehlo.power %cst_223, %456 : tensor<f32>
    %cst_224 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %810 = stablehlo.subtract %cst_224, %809 : tensor<f32>
    %811 = stablehlo.broadcast_in_dim %810, dims = [] : (tensor<f32>) -> tensor<10000x512xf32>
    %812 = stablehlo.divide %804, %811 : tensor<10000x512xf32>
    %813 = stablehlo.convert %arg12 : (tensor<10000x512xbf16>) -> tensor<10000x512xf32>
    %cst_225 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<10000x512xf32>
    %815 = stablehlo.multiply %814, %808 : tensor<10000x512xf32>
    %816 = stablehlo.sqrt %812 : tensor<10000x512xf32>
    %cst_226 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %817 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<10000x512xf32>
    %818 = stablehlo.add %816, %817 : tensor<10000x512xf32>
    %819 = stablehlo.divide %815, %818 : tensor<10000x512xf32>
    %820 = stablehlo.subtract %813, %819 : tensor<10000x512xf32>
    %821 = stablehlo.convert %820 : (tensor<10000x512xf32>) -> tensor<10000x512xbf16>
    %cst_227 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %822 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %823 = stablehlo.multiply %822, %arg27 : tensor<512xf32>
    %cst_228 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %825 = stablehlo.multiply %824, %235 : tensor<512xf32>
    %826 = stablehlo.add %823, %825 : tensor<512xf32>
    %cst_229 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %828 = stablehlo.multiply %827, %arg41 : tensor<512xf32>
    %cst_230 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %829 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %830 = stablehlo.multiply %829, %235 : tensor<512xf32>
    %831 = stablehlo.multiply %830, %235 : tensor<512xf32>
    %832 = stablehlo.add %828, %831 : tensor<512xf32>
    %cst_231 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %833 = stablehlo.power %cst_231, %456 : tensor<f32>
    %cst_232 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %834 = stablehlo.subtract %cst_232, %833 : tensor<f32>
    %835 = stablehlo.broadcast_in_dim %834, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %836 = stablehlo.divide %826, %835 : tensor<512xf32>
    %cst_233 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %837 = stablehlo.power %cst_233, %456 : tensor<f32>
    %cst_234 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %838 = stablehlo.subtract %cst_234, %837 : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %838, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %840 = stablehlo.divide %832, %839 : tensor<512xf32>
    %cst_235 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %841 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %842 = stablehlo.multiply %841, %836 : tensor<512xf32>
    %843 = stablehlo.sqrt %840 : tensor<512xf32>
    %cst_236 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %845 = stablehlo.add %843, %844 : tensor<512xf32>
    %846 = stablehlo.divide %842, %845 : tensor<512xf32>
    %847 = stablehlo.subtract %arg13, %846 : tensor<512xf32>
    return %482, %508, %537, %566, %595, %624, %650, %676, %705, %734, %763, %792, %821, %847, %461, %487, %514, %543, %572, %601, %629, %655, %682, %711, %740, %769, %798, %826, %467, %493, %520, %549, %578, %607, %635, %661, %688, %717, %746, %775, %804, %832, %455, %219 : tensor<512xf32>, tensor<512xf32>, tensor<512x2048xbf16>, tensor<2048x512xbf16>, tensor<8x64x512xbf16>, tensor<512x3x8x64xbf16>, tensor<512xf32>, tensor<512xf32>, tensor<512x2048xbf16>, tensor<2048x512xbf16>, tensor<8x64x512xbf16>, tensor<512x3x8x64xbf16>, tensor<10000x512xbf16>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<8x64x512xf32>, tensor<512x3x8x64xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<8x64x512xf32>, tensor<512x3x8x64xf32>, tensor<10000x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<8x64x512xf32>, tensor<512x3x8x64xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<8x64x512xf32>, tensor<512x3x8x64xf32>, tensor<10000x512xf32>, tensor<512xf32>, tensor<i32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<10000x512xbf16>, %arg1: tensor<4x512xi32>) -> (tensor<4x512x512xbf16>, tensor<4x512x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x512xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x512xi32>, tensor<4x512xi32>) -> tensor<4x512xi1>
    %c_0 = stablehlo.constant dense<10000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x512xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x512xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<4x512xi1>, tensor<4x512xi32>, tensor<4x512xi32>) -> tensor<4x512xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x512xi32>) -> tensor<4x512x1xi32>
    %c_1 = stablehlo.constant dense<9999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x512x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x512x1xi32>, tensor<4x512x1xi32>) -> tensor<4x512x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x512x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x512x1xi32>, tensor<4x512x1xi32>) -> tensor<4x512x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x512x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x512x1xi1>, tensor<i1>) -> tensor<4x512xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<10000x512xbf16>, tensor<4x512x1xi32>) -> tensor<4x512x512xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x512xi1>) -> tensor<4x512x512xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x512x512xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x512x512xi1>, tensor<4x512x512xbf16>
    return %16, %5 : tensor<4x512x512xbf16>, tensor<4x512x1xi32>
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
  func.func private @_where_0(%arg0: tensor<512x512xi1>, %arg1: tensor<4x8x512x512xbf16>, %arg2: tensor<bf16>) -> (tensor<4x8x512x512xbf16>, tensor<4x8x512x512xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<512x512xi1>) -> tensor<4x8x512x512xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<4x8x512x512xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<4x8x512x512xi1>, tensor<4x8x512x512xbf16>
    return %2, %0 : tensor<4x8x512x512xbf16>, tensor<4x8x512x512xi1>
  }
  func.func private @log_softmax(%arg0: tensor<4x512x10000xf32>) -> (tensor<4x512x10000xf32>, tensor<4x512x10000xf32>, tensor<4x512x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<4x512x10000xf32>, tensor<f32>) -> tensor<4x512xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4x512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x10000xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x512x10000xf32>
    %6 = stablehlo.exponential %5 : tensor<4x512x10000xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x512x10000xf32>, tensor<f32>) -> tensor<4x512xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %9 = stablehlo.log %8 : tensor<4x512x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x10000xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<4x512x10000xf32>
    return %11, %6, %8 : tensor<4x512x10000xf32>, tensor<4x512x10000xf32>, tensor<4x512x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x512x10000xf32>, %arg1: tensor<4x512x1xi32>) -> (tensor<4x512x1xf32>, tensor<4x512x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x512x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x512x1xi32>, tensor<4x512x1xi32>) -> tensor<4x512x1xi1>
    %c_0 = stablehlo.constant dense<10000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x512x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x512x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x512x1xi1>, tensor<4x512x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x512x1xi32>) -> tensor<4x512x1x1xi32>
    %c_1 = stablehlo.constant dense<9999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x512x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x512x1x1xi32>, tensor<4x512x1x1xi32>) -> tensor<4x512x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<4x512x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x512x1x1xi32>, tensor<4x512x1x1xi32>) -> tensor<4x512x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x512x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<4x512x1x1xi1>, tensor<i1>) -> tensor<4x512x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x512x10000xf32>, tensor<4x512x1x1xi32>) -> tensor<4x512x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4x512x1xi1>, tensor<4x512x1xf32>
    return %15, %5 : tensor<4x512x1xf32>, tensor<4x512x1x1xi32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<4x512x1x1xi32>, %arg1: tensor<4x512x1xf32>) -> tensor<4x512x10000xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x512x10000xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x512x10000xf32>, tensor<4x512x1x1xi32>, tensor<4x512x1xf32>) -> tensor<4x512x10000xf32>
    return %1 : tensor<4x512x10000xf32>
  }
  func.func private @log_softmax_2(%arg0: tensor<4x512x10000xf32>, %arg1: tensor<4x512x1xf32>, %arg2: tensor<4x512x10000xf32>) -> tensor<4x512x10000xf32> {
    %0 = stablehlo.negate %arg2 : tensor<4x512x10000xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x512x10000xf32>, tensor<f32>) -> tensor<4x512xf32>
    %2 = stablehlo.reshape %1 : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<4x512x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<4x512x1xf32>, tensor<f32>) -> tensor<4x512xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x10000xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4x512x10000xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<4x512x10000xf32>
    return %7 : tensor<4x512x10000xf32>
  }
  func.func private @_where_3(%arg0: tensor<4x8x512x512xi1>, %arg1: tensor<4x8x512x512xbf16>) -> tensor<4x8x512x512xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x8x512x512xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x8x512x512xi1>, tensor<4x8x512x512xbf16>
    return %1 : tensor<4x8x512x512xbf16>
  }
  func.func private @_take_4(%arg0: tensor<4x512x1xi32>, %arg1: tensor<4x512x512xbf16>) -> tensor<10000x512xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<10000x512xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<10000x512xbf16>, tensor<4x512x1xi32>, tensor<4x512x512xbf16>) -> tensor<10000x512xbf16>
    return %1 : tensor<10000x512xbf16>
  }
}
