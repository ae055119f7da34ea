module @jit_decoder_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<384x1536xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<1536x384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg4: tensor<6x64x384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg5: tensor<384x3x6x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg6: tensor<384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg7: tensor<384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg8: tensor<384x1536xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg9: tensor<1536x384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg10: tensor<6x64x384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg11: tensor<384x3x6x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg12: tensor<3000x384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg13: tensor<384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg14: tensor<384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg15: tensor<384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg16: tensor<384x1536xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg17: tensor<1536x384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg18: tensor<6x64x384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg19: tensor<384x3x6x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg20: tensor<384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg21: tensor<384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg22: tensor<384x1536xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg23: tensor<1536x384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg24: tensor<6x64x384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg25: tensor<384x3x6x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg26: tensor<3000x384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg27: tensor<384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg28: tensor<384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg29: tensor<384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg30: tensor<384x1536xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg31: tensor<1536x384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg32: tensor<6x64x384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg33: tensor<384x3x6x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg34: tensor<384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg35: tensor<384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg36: tensor<384x1536xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg37: tensor<1536x384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg38: tensor<6x64x384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg39: tensor<384x3x6x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg40: tensor<3000x384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg41: tensor<384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg42: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}, %arg43: tensor<4x128xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg44: tensor<4x128xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<384xf32> {jax.result_info = "result[0]['blocks'][0]['ln1']"}, tensor<384xf32> {jax.result_info = "result[0]['blocks'][0]['ln2']"}, tensor<384x1536xf32> {jax.result_info = "result[0]['blocks'][0]['w1']"}, tensor<1536x384xf32> {jax.result_info = "result[0]['blocks'][0]['w2']"}, tensor<6x64x384xf32> {jax.result_info = "result[0]['blocks'][0]['wo']"}, tensor<384x3x6x64xf32> {jax.result_info = "result[0]['blocks'][0]['wqkv']"}, tensor<384xf32> {jax.result_info = "result[0]['blocks'][1]['ln1']"}, tensor<384xf32> {jax.result_info = "result[0]['blocks'][1]['ln2']"}, tensor<384x1536xf32> {jax.result_info = "result[0]['blocks'][1]['w1']"}, tensor<1536x384xf32> {jax.result_info = "result[0]['blocks'][1]['w2']"}, tensor<6x64x384xf32> {jax.result_info = "result[0]['blocks'][1]['wo']"}, tensor<384x3x6x64xf32> {jax.result_info = "result[0]['blocks'][1]['wqkv']"}, tensor<3000x384xf32> {jax.result_info = "result[0]['embed']"}, tensor<384xf32> {jax.result_info = "result[0]['ln_f']"}, tensor<384xf32> {jax.result_info = "result[1]['blocks'][0]['ln1']"}, tensor<384xf32> {jax.result_info = "result[1]['blocks'][0]['ln2']"}, tensor<384x1536xf32> {jax.result_info = "result[1]['blocks'][0]['w1']"}, tensor<1536x384xf32> {jax.result_info = "result[1]['blocks'][0]['w2']"}, tensor<6x64x384xf32> {jax.result_info = "result[1]['blocks'][0]['wo']"}, tensor<384x3x6x64xf32> {jax.result_info = "result[1]['blocks'][0]['wqkv']"}, tensor<384xf32> {jax.result_info = "result[1]['blocks'][1]['ln1']"}, tensor<384xf32> {jax.result_info = "result[1]['blocks'][1]['ln2']"}, tensor<384x1536xf32> {jax.result_info = "result[1]['blocks'][1]['w1']"}, tensor<1536x384xf32> {jax.result_info = "result[1]['blocks'][1]['w2']"}, tensor<6x64x384xf32> {jax.result_info = "result[1]['blocks'][1]['wo']"}, tensor<384x3x6x64xf32> {jax.result_info = "result[1]['blocks'][1]['wqkv']"}, tensor<3000x384xf32> {jax.result_info = "result[1]['embed']"}, tensor<384xf32> {jax.result_info = "result[1]['ln_f']"}, tensor<384xf32> {jax.result_info = "result[2]['blocks'][0]['ln1']"}, tensor<384xf32> {jax.result_info = "result[2]['blocks'][0]['ln2']"}, tensor<384x1536xf32> {jax.result_info = "result[2]['blocks'][0]['w1']"}, tensor<1536x384xf32> {jax.result_info = "result[2]['blocks'][0]['w2']"}, tensor<6x64x384xf32> {jax.result_info = "result[2]['blocks'][0]['wo']"}, tensor<384x3x6x64xf32> {jax.result_info = "result[2]['blocks'][0]['wqkv']"}, tensor<384xf32> {jax.result_info = "result[2]['blocks'][1]['ln1']"}, tensor<384xf32> {jax.result_info = "result[2]['blocks'][1]['ln2']"}, tensor<384x1536xf32> {jax.result_info = "result[2]['blocks'][1]['w1']"}, tensor<1536x384xf32> {jax.result_info = "result[2]['blocks'][1]['w2']"}, tensor<6x64x384xf32> {jax.result_info = "result[2]['blocks'][1]['wo']"}, tensor<384x3x6x64xf32> {jax.result_info = "result[2]['blocks'][1]['wqkv']"}, tensor<3000x384xf32> {jax.result_info = "result[2]['embed']"}, tensor<384xf32> {jax.result_info = "result[2]['ln_f']"}, tensor<i32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}) {
    %0:2 = call @_take(%arg12, %arg43) : (tensor<3000x384xf32>, tensor<4x128xi32>) -> (tensor<4x128x384xf32>, tensor<4x128x1xi32>)
    %1 = chlo.square %0#0 : tensor<4x128x384xf32> -> tensor<4x128x384xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x128x384xf32>
    %3 = stablehlo.multiply %2, %0#0 : tensor<4x128x384xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<4x128x384xf32>, tensor<f32>) -> tensor<4x128xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %cst_1 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %7 = stablehlo.divide %5, %6 : tensor<4x128x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %9 = stablehlo.add %7, %8 : tensor<4x128x1xf32>
    %10 = stablehlo.rsqrt %9 : tensor<4x128x1xf32>
    %11 = stablehlo.divide %10, %9 : tensor<4x128x1xf32>
    %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<4x128x1xf32>
    %14 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x384xf32>
    %15 = stablehlo.multiply %0#0, %14 : tensor<4x128x384xf32>
    %16 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<4x128x384xf32>
    %18 = stablehlo.multiply %15, %17 : tensor<4x128x384xf32>
    %19 = stablehlo.dot_general %arg5, %18, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<384x3x6x64xf32>, tensor<4x128x384xf32>) -> tensor<3x6x64x4x128xf32>
    %20 = stablehlo.transpose %19, dims = [0, 3, 4, 1, 2] : (tensor<3x6x64x4x128xf32>) -> tensor<3x4x128x6x64xf32>
    %21 = stablehlo.slice %20 [0:1, 0:4, 0:128, 0:6, 0:64] : (tensor<3x4x128x6x64xf32>) -> tensor<1x4x128x6x64xf32>
    %22 = stablehlo.reshape %21 : (tensor<1x4x128x6x64xf32>) -> tensor<4x128x6x64xf32>
    %23 = stablehlo.slice %20 [1:2, 0:4, 0:128, 0:6, 0:64] : (tensor<3x4x128x6x64xf32>) -> tensor<1x4x128x6x64xf32>
    %24 = stablehlo.reshape %23 : (tensor<1x4x128x6x64xf32>) -> tensor<4x128x6x64xf32>
    %25 = stablehlo.slice %20 [2:3, 0:4, 0:128, 0:6, 0:64] : (tensor<3x4x128x6x64xf32>) -> tensor<1x4x128x6x64xf32>
    %26 = stablehlo.reshape %25 : (tensor<1x4x128x6x64xf32>) -> tensor<4x128x6x64xf32>
    %27 = stablehlo.dot_general %22, %24, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x128x6x64xf32>, tensor<4x128x6x64xf32>) -> tensor<4x6x128x128xf32>
    %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x6x128x128xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<4x6x128x128xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %30 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %31 = call @tril(%30) : (tensor<128x128xi1>) -> tensor<128x128xi1>
    %cst_5 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %32:2 = call @_where_0(%31, %29, %cst_5) : (tensor<128x128xi1>, tensor<4x6x128x128xf32>, tensor<f32>) -> (tensor<4x6x128x128xf32>, tensor<4x6x128x128xi1>)
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %33 = stablehlo.reduce(%32#0 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<4x6x128x128xf32>, tensor<f32>) -> tensor<4x6x128xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x6x128xf32>
    %35 = stablehlo.maximum %34, %33 : tensor<4x6x128xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<4x6x128xf32>) -> tensor<4x6x128x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<4x6x128x1xf32>) -> tensor<4x6x128x128xf32>
    %38 = stablehlo.subtract %32#0, %37 : tensor<4x6x128x128xf32>
    %39 = stablehlo.exponential %38 : tensor<4x6x128x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<4x6x128x128xf32>, tensor<f32>) -> tensor<4x6x128xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<4x6x128xf32>) -> tensor<4x6x128x1xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<4x6x128x1xf32>) -> tensor<4x6x128x128xf32>
    %43 = stablehlo.divide %39, %42 : tensor<4x6x128x128xf32>
    %44 = stablehlo.multiply %41, %41 : tensor<4x6x128x1xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x6x128x1xf32>
    %46 = stablehlo.divide %45, %44 : tensor<4x6x128x1xf32>
    %47 = stablehlo.dot_general %26, %43, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x128x6x64xf32>, tensor<4x6x128x128xf32>) -> tensor<4x6x64x128xf32>
    %48 = stablehlo.transpose %47, dims = [0, 3, 1, 2] : (tensor<4x6x64x128xf32>) -> tensor<4x128x6x64xf32>
    %49 = stablehlo.dot_general %48, %arg4, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x6x64xf32>, tensor<6x64x384xf32>) -> tensor<4x128x384xf32>
    %50 = stablehlo.add %0#0, %49 : tensor<4x128x384xf32>
    %51 = chlo.square %50 : tensor<4x128x384xf32> -> tensor<4x128x384xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x128x384xf32>
    %53 = stablehlo.multiply %52, %50 : tensor<4x128x384xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%51 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<4x128x384xf32>, tensor<f32>) -> tensor<4x128xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %cst_12 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %57 = stablehlo.divide %55, %56 : tensor<4x128x1xf32>
    %cst_13 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %59 = stablehlo.add %57, %58 : tensor<4x128x1xf32>
    %60 = stablehlo.rsqrt %59 : tensor<4x128x1xf32>
    %61 = stablehlo.divide %60, %59 : tensor<4x128x1xf32>
    %cst_14 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<4x128x1xf32>
    %64 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x384xf32>
    %65 = stablehlo.multiply %50, %64 : tensor<4x128x384xf32>
    %66 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<4x128x384xf32>
    %68 = stablehlo.multiply %65, %67 : tensor<4x128x384xf32>
    %69 = stablehlo.dot_general %68, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x384xf32>, tensor<384x1536xf32>) -> tensor<4x128x1536xf32>
    %70 = stablehlo.multiply %69, %69 : tensor<4x128x1536xf32>
    %71 = stablehlo.multiply %70, %69 : tensor<4x128x1536xf32>
    %72 = stablehlo.multiply %69, %69 : tensor<4x128x1536xf32>
    %cst_15 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x128x1536xf32>
    %74 = stablehlo.multiply %73, %72 : tensor<4x128x1536xf32>
    %cst_16 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x128x1536xf32>
    %76 = stablehlo.multiply %75, %71 : tensor<4x128x1536xf32>
    %77 = stablehlo.add %69, %76 : tensor<4x128x1536xf32>
    %cst_17 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x128x1536xf32>
    %79 = stablehlo.multiply %78, %77 : tensor<4x128x1536xf32>
    %80 = stablehlo.tanh %79 : tensor<4x128x1536xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x128x1536xf32>
    %82 = stablehlo.subtract %81, %80 : tensor<4x128x1536xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x128x1536xf32>
    %84 = stablehlo.add %83, %80 : tensor<4x128x1536xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x128x1536xf32>
    %86 = stablehlo.multiply %85, %84 : tensor<4x128x1536xf32>
    %87 = stablehlo.multiply %69, %86 : tensor<4x128x1536xf32>
    %88 = stablehlo.dot_general %87, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x1536xf32>, tensor<1536x384xf32>) -> tensor<4x128x384xf32>
    %89 = stablehlo.add %50, %88 : tensor<4x128x384xf32>
    %90 = chlo.square %89 : tensor<4x128x384xf32> -> tensor<4x128x384xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x128x384xf32>
    %92 = stablehlo.multiply %91, %89 : tensor<4x128x384xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%90 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<4x128x384xf32>, tensor<f32>) -> tensor<4x128xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %cst_23 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %96 = stablehlo.divide %94, %95 : tensor<4x128x1xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %98 = stablehlo.add %96, %97 : tensor<4x128x1xf32>
    %99 = stablehlo.rsqrt %98 : tensor<4x128x1xf32>
    %100 = stablehlo.divide %99, %98 : tensor<4x128x1xf32>
    %cst_25 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %102 = stablehlo.multiply %101, %100 : tensor<4x128x1xf32>
    %103 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x384xf32>
    %104 = stablehlo.multiply %89, %103 : tensor<4x128x384xf32>
    %105 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<4x128x384xf32>
    %107 = stablehlo.multiply %104, %106 : tensor<4x128x384xf32>
    %108 = stablehlo.dot_general %arg11, %107, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<384x3x6x64xf32>, tensor<4x128x384xf32>) -> tensor<3x6x64x4x128xf32>
    %109 = stablehlo.transpose %108, dims = [0, 3, 4, 1, 2] : (tensor<3x6x64x4x128xf32>) -> tensor<3x4x128x6x64xf32>
    %110 = stablehlo.slice %109 [0:1, 0:4, 0:128, 0:6, 0:64] : (tensor<3x4x128x6x64xf32>) -> tensor<1x4x128x6x64xf32>
    %111 = stablehlo.reshape %110 : (tensor<1x4x128x6x64xf32>) -> tensor<4x128x6x64xf32>
    %112 = stablehlo.slice %109 [1:2, 0:4, 0:128, 0:6, 0:64] : (tensor<3x4x128x6x64xf32>) -> tensor<1x4x128x6x64xf32>
    %113 = stablehlo.reshape %112 : (tensor<1x4x128x6x64xf32>) -> tensor<4x128x6x64xf32>
    %114 = stablehlo.slice %109 [2:3, 0:4, 0:128, 0:6, 0:64] : (tensor<3x4x128x6x64xf32>) -> tensor<1x4x128x6x64xf32>
    %115 = stablehlo.reshape %114 : (tensor<1x4x128x6x64xf32>) -> tensor<4x128x6x64xf32>
    %116 = stablehlo.dot_general %111, %113, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x128x6x64xf32>, tensor<4x128x6x64xf32>) -> tensor<4x6x128x128xf32>
    %cst_26 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4x6x128x128xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<4x6x128x128xf32>
    %c_27 = stablehlo.constant dense<true> : tensor<i1>
    %119 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %120 = call @tril(%119) : (tensor<128x128xi1>) -> tensor<128x128xi1>
    %cst_28 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %121:2 = call @_where_0(%120, %118, %cst_28) : (tensor<128x128xi1>, tensor<4x6x128x128xf32>, tensor<f32>) -> (tensor<4x6x128x128xf32>, tensor<4x6x128x128xi1>)
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %122 = stablehlo.reduce(%121#0 init: %cst_29) applies stablehlo.maximum across dimensions = [3] : (tensor<4x6x128x128xf32>, tensor<f32>) -> tensor<4x6x128xf32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x6x128xf32>
    %124 = stablehlo.maximum %123, %122 : tensor<4x6x128xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<4x6x128xf32>) -> tensor<4x6x128x1xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3] : (tensor<4x6x128x1xf32>) -> tensor<4x6x128x128xf32>
    %127 = stablehlo.subtract %121#0, %126 : tensor<4x6x128x128xf32>
    %128 = stablehlo.exponential %127 : tensor<4x6x128x128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_31) applies stablehlo.add across dimensions = [3] : (tensor<4x6x128x128xf32>, tensor<f32>) -> tensor<4x6x128xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<4x6x128xf32>) -> tensor<4x6x128x1xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3] : (tensor<4x6x128x1xf32>) -> tensor<4x6x128x128xf32>
    %132 = stablehlo.divide %128, %131 : tensor<4x6x128x128xf32>
    %133 = stablehlo.multiply %130, %130 : tensor<4x6x128x1xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4x6x128x1xf32>
    %135 = stablehlo.divide %134, %133 : tensor<4x6x128x1xf32>
    %136 = stablehlo.dot_general %115, %132, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x128x6x64xf32>, tensor<4x6x128x128xf32>) -> tensor<4x6x64x128xf32>
    %137 = stablehlo.transpose %136, dims = [0, 3, 1, 2] : (tensor<4x6x64x128xf32>) -> tensor<4x128x6x64xf32>
    %138 = stablehlo.dot_general %137, %arg10, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x6x64xf32>, tensor<6x64x384xf32>) -> tensor<4x128x384xf32>
    %139 = stablehlo.add %89, %138 : tensor<4x128x384xf32>
    %140 = chlo.square %139 : tensor<4x128x384xf32> -> tensor<4x128x384xf32>
    %cst_33 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4x128x384xf32>
    %142 = stablehlo.multiply %141, %139 : tensor<4x128x384xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%140 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<4x128x384xf32>, tensor<f32>) -> tensor<4x128xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %cst_35 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %146 = stablehlo.divide %144, %145 : tensor<4x128x1xf32>
    %cst_36 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %148 = stablehlo.add %146, %147 : tensor<4x128x1xf32>
    %149 = stablehlo.rsqrt %148 : tensor<4x128x1xf32>
    %150 = stablehlo.divide %149, %148 : tensor<4x128x1xf32>
    %cst_37 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %152 = stablehlo.multiply %151, %150 : tensor<4x128x1xf32>
    %153 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x384xf32>
    %154 = stablehlo.multiply %139, %153 : tensor<4x128x384xf32>
    %155 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<4x128x384xf32>
    %157 = stablehlo.multiply %154, %156 : tensor<4x128x384xf32>
    %158 = stablehlo.dot_general %157, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x384xf32>, tensor<384x1536xf32>) -> tensor<4x128x1536xf32>
    %159 = stablehlo.multiply %158, %158 : tensor<4x128x1536xf32>
    %160 = stablehlo.multiply %159, %158 : tensor<4x128x1536xf32>
    %161 = stablehlo.multiply %158, %158 : tensor<4x128x1536xf32>
    %cst_38 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x128x1536xf32>
    %163 = stablehlo.multiply %162, %161 : tensor<4x128x1536xf32>
    %cst_39 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x128x1536xf32>
    %165 = stablehlo.multiply %164, %160 : tensor<4x128x1536xf32>
    %166 = stablehlo.add %158, %165 : tensor<4x128x1536xf32>
    %cst_40 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4x128x1536xf32>
    %168 = stablehlo.multiply %167, %166 : tensor<4x128x1536xf32>
    %169 = stablehlo.tanh %168 : tensor<4x128x1536xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4x128x1536xf32>
    %171 = stablehlo.subtract %170, %169 : tensor<4x128x1536xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4x128x1536xf32>
    %173 = stablehlo.add %172, %169 : tensor<4x128x1536xf32>
    %cst_43 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4x128x1536xf32>
    %175 = stablehlo.multiply %174, %173 : tensor<4x128x1536xf32>
    %176 = stablehlo.multiply %158, %175 : tensor<4x128x1536xf32>
    %177 = stablehlo.dot_general %176, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x1536xf32>, tensor<1536x384xf32>) -> tensor<4x128x384xf32>
    %178 = stablehlo.add %139, %177 : tensor<4x128x384xf32>
    %179 = chlo.square %178 : tensor<4x128x384xf32> -> tensor<4x128x384xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x128x384xf32>
    %181 = stablehlo.multiply %180, %178 : tensor<4x128x384xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%179 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<4x128x384xf32>, tensor<f32>) -> tensor<4x128xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %cst_46 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %185 = stablehlo.divide %183, %184 : tensor<4x128x1xf32>
    %cst_47 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %187 = stablehlo.add %185, %186 : tensor<4x128x1xf32>
    %188 = stablehlo.rsqrt %187 : tensor<4x128x1xf32>
    %189 = stablehlo.divide %188, %187 : tensor<4x128x1xf32>
    %cst_48 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %191 = stablehlo.multiply %190, %189 : tensor<4x128x1xf32>
    %192 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x384xf32>
    %193 = stablehlo.multiply %178, %192 : tensor<4x128x384xf32>
    %194 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<4x128x384xf32>
    %196 = stablehlo.multiply %193, %195 : tensor<4x128x384xf32>
    %197 = stablehlo.dot_general %196, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x384xf32>, tensor<3000x384xf32>) -> tensor<4x128x3000xf32>
    %198:3 = call @log_softmax(%197) : (tensor<4x128x3000xf32>) -> (tensor<4x128x3000xf32>, tensor<4x128x3000xf32>, tensor<4x128x1xf32>)
    %199 = stablehlo.broadcast_in_dim %arg44, dims = [0, 1] : (tensor<4x128xi32>) -> tensor<4x128x1xi32>
    %200:2 = call @take_along_axis(%198#0, %199) : (tensor<4x128x3000xf32>, tensor<4x128x1xi32>) -> (tensor<4x128x1xf32>, tensor<4x128x1x1xi32>)
    %201 = stablehlo.reshape %200#0 : (tensor<4x128x1xf32>) -> tensor<4x128xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%201 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_50 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %203 = stablehlo.divide %202, %cst_50 : tensor<f32>
    %204 = stablehlo.negate %203 : tensor<f32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %205 = stablehlo.negate %cst_51 : tensor<f32>
    %cst_52 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %206 = stablehlo.divide %205, %cst_52 : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %209 = call @take_along_axis_1(%200#1, %208) : (tensor<4x128x1x1xi32>, tensor<4x128x1xf32>) -> tensor<4x128x3000xf32>
    %210 = call @log_softmax_2(%198#1, %198#2, %209) : (tensor<4x128x3000xf32>, tensor<4x128x1xf32>, tensor<4x128x3000xf32>) -> tensor<4x128x3000xf32>
    %211 = stablehlo.dot_general %210, %196, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x3000xf32>, tensor<4x128x384xf32>) -> tensor<3000x384xf32>
    %212 = stablehlo.dot_general %210, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x3000xf32>, tensor<3000x384xf32>) -> tensor<4x128x384xf32>
    %213 = stablehlo.multiply %193, %212 : tensor<4x128x384xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.reduce(%213 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x128x384xf32>, tensor<f32>) -> tensor<384xf32>
    %215 = stablehlo.reshape %214 : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %216 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<4x128x384xf32>
    %217 = stablehlo.multiply %212, %216 : tensor<4x128x384xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.reduce(%215 init: %cst_54) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<384xf32>
    %219 = stablehlo.multiply %178, %217 : tensor<4x128x384xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.reduce(%219 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<4x128x384xf32>, tensor<f32>) -> tensor<4x128xf32>
    %221 = stablehlo.reshape %220 : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %222 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x384xf32>
    %223 = stablehlo.multiply %217, %222 : tensor<4x128x384xf32>
    %224 = stablehlo.multiply %221, %191 : tensor<4x128x1xf32>
    %cst_56 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %226 = stablehlo.divide %224, %225 : tensor<4x128x1xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.reduce(%226 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<4x128x1xf32>, tensor<f32>) -> tensor<4x128xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x384xf32>
    %229 = stablehlo.multiply %228, %181 : tensor<4x128x384xf32>
    %230 = stablehlo.add %223, %229 : tensor<4x128x384xf32>
    %231 = stablehlo.dot_general %230, %176, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x384xf32>, tensor<4x128x1536xf32>) -> tensor<384x1536xf32>
    %232 = stablehlo.transpose %231, dims = [1, 0] : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %233 = stablehlo.dot_general %230, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x384xf32>, tensor<1536x384xf32>) -> tensor<4x128x1536xf32>
    %234 = stablehlo.multiply %158, %233 : tensor<4x128x1536xf32>
    %235 = stablehlo.multiply %233, %175 : tensor<4x128x1536xf32>
    %cst_58 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<4x128x1536xf32>
    %237 = stablehlo.multiply %236, %234 : tensor<4x128x1536xf32>
    %238 = stablehlo.multiply %237, %171 : tensor<4x128x1536xf32>
    %239 = stablehlo.multiply %238, %169 : tensor<4x128x1536xf32>
    %240 = stablehlo.add %238, %239 : tensor<4x128x1536xf32>
    %cst_59 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<4x128x1536xf32>
    %242 = stablehlo.multiply %241, %240 : tensor<4x128x1536xf32>
    %243 = stablehlo.add %235, %242 : tensor<4x128x1536xf32>
    %cst_60 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<4x128x1536xf32>
    %245 = stablehlo.multiply %244, %242 : tensor<4x128x1536xf32>
    %246 = stablehlo.multiply %245, %163 : tensor<4x128x1536xf32>
    %247 = stablehlo.add %243, %246 : tensor<4x128x1536xf32>
    %248 = stablehlo.dot_general %247, %157, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x1536xf32>, tensor<4x128x384xf32>) -> tensor<1536x384xf32>
    %249 = stablehlo.transpose %248, dims = [1, 0] : (tensor<1536x384xf32>) -> tensor<384x1536xf32>
    %250 = stablehlo.dot_general %247, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x1536xf32>, tensor<384x1536xf32>) -> tensor<4x128x384xf32>
    %251 = stablehlo.multiply %154, %250 : tensor<4x128x384xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.reduce(%251 init: %cst_61) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x128x384xf32>, tensor<f32>) -> tensor<384xf32>
    %253 = stablehlo.reshape %252 : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %254 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<4x128x384xf32>
    %255 = stablehlo.multiply %250, %254 : tensor<4x128x384xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.reduce(%253 init: %cst_62) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<384xf32>
    %257 = stablehlo.multiply %139, %255 : tensor<4x128x384xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.reduce(%257 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<4x128x384xf32>, tensor<f32>) -> tensor<4x128xf32>
    %259 = stablehlo.reshape %258 : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %260 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x384xf32>
    %261 = stablehlo.multiply %255, %260 : tensor<4x128x384xf32>
    %262 = stablehlo.add %230, %261 : tensor<4x128x384xf32>
    %263 = stablehlo.multiply %259, %152 : tensor<4x128x1xf32>
    %cst_64 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %265 = stablehlo.divide %263, %264 : tensor<4x128x1xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.reduce(%265 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<4x128x1xf32>, tensor<f32>) -> tensor<4x128xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x384xf32>
    %268 = stablehlo.multiply %267, %142 : tensor<4x128x384xf32>
    %269 = stablehlo.add %262, %268 : tensor<4x128x384xf32>
    %270 = stablehlo.dot_general %269, %137, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x384xf32>, tensor<4x128x6x64xf32>) -> tensor<384x6x64xf32>
    %271 = stablehlo.transpose %270, dims = [1, 2, 0] : (tensor<384x6x64xf32>) -> tensor<6x64x384xf32>
    %272 = stablehlo.dot_general %269, %arg10, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x128x384xf32>, tensor<6x64x384xf32>) -> tensor<4x128x6x64xf32>
    %273 = stablehlo.transpose %272, dims = [0, 2, 3, 1] : (tensor<4x128x6x64xf32>) -> tensor<4x6x64x128xf32>
    %274 = stablehlo.dot_general %273, %115, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x6x64x128xf32>, tensor<4x128x6x64xf32>) -> tensor<4x6x128x128xf32>
    %275 = stablehlo.dot_general %273, %132, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x6x64x128xf32>, tensor<4x6x128x128xf32>) -> tensor<4x6x64x128xf32>
    %276 = stablehlo.transpose %275, dims = [0, 3, 1, 2] : (tensor<4x6x64x128xf32>) -> tensor<4x128x6x64xf32>
    %277 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3] : (tensor<4x6x128x1xf32>) -> tensor<4x6x128x128xf32>
    %278 = stablehlo.multiply %274, %277 : tensor<4x6x128x128xf32>
    %279 = stablehlo.multiply %278, %128 : tensor<4x6x128x128xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.reduce(%279 init: %cst_66) applies stablehlo.add across dimensions = [3] : (tensor<4x6x128x128xf32>, tensor<f32>) -> tensor<4x6x128xf32>
    %281 = stablehlo.reshape %280 : (tensor<4x6x128xf32>) -> tensor<4x6x128x1xf32>
    %282 = stablehlo.negate %281 : tensor<4x6x128x1xf32>
    %283 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3] : (tensor<4x6x128x1xf32>) -> tensor<4x6x128x128xf32>
    %284 = stablehlo.divide %274, %283 : tensor<4x6x128x128xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.reduce(%282 init: %cst_67) applies stablehlo.add across dimensions = [3] : (tensor<4x6x128x1xf32>, tensor<f32>) -> tensor<4x6x128xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<4x6x128xf32>) -> tensor<4x6x128x128xf32>
    %287 = stablehlo.add %284, %286 : tensor<4x6x128x128xf32>
    %288 = stablehlo.multiply %287, %128 : tensor<4x6x128x128xf32>
    %289 = call @_where_3(%121#1, %288) : (tensor<4x6x128x128xi1>, tensor<4x6x128x128xf32>) -> tensor<4x6x128x128xf32>
    %cst_68 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<4x6x128x128xf32>
    %291 = stablehlo.multiply %289, %290 : tensor<4x6x128x128xf32>
    %292 = stablehlo.dot_general %291, %111, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x6x128x128xf32>, tensor<4x128x6x64xf32>) -> tensor<4x6x128x64xf32>
    %293 = stablehlo.transpose %292, dims = [0, 2, 1, 3] : (tensor<4x6x128x64xf32>) -> tensor<4x128x6x64xf32>
    %294 = stablehlo.dot_general %291, %113, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x6x128x128xf32>, tensor<4x128x6x64xf32>) -> tensor<4x6x128x64xf32>
    %295 = stablehlo.transpose %294, dims = [0, 2, 1, 3] : (tensor<4x6x128x64xf32>) -> tensor<4x128x6x64xf32>
    %296 = stablehlo.broadcast_in_dim %276, dims = [1, 2, 3, 4] : (tensor<4x128x6x64xf32>) -> tensor<1x4x128x6x64xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %297 = stablehlo.pad %296, %cst_69, low = [2, 0, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x128x6x64xf32>, tensor<f32>) -> tensor<3x4x128x6x64xf32>
    %298 = stablehlo.broadcast_in_dim %293, dims = [1, 2, 3, 4] : (tensor<4x128x6x64xf32>) -> tensor<1x4x128x6x64xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = stablehlo.pad %298, %cst_70, low = [1, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x128x6x64xf32>, tensor<f32>) -> tensor<3x4x128x6x64xf32>
    %300 = stablehlo.add %297, %299 : tensor<3x4x128x6x64xf32>
    %301 = stablehlo.broadcast_in_dim %295, dims = [1, 2, 3, 4] : (tensor<4x128x6x64xf32>) -> tensor<1x4x128x6x64xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %302 = stablehlo.pad %301, %cst_71, low = [0, 0, 0, 0, 0], high = [2, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x128x6x64xf32>, tensor<f32>) -> tensor<3x4x128x6x64xf32>
    %303 = stablehlo.add %300, %302 : tensor<3x4x128x6x64xf32>
    %304 = stablehlo.transpose %303, dims = [0, 3, 4, 1, 2] : (tensor<3x4x128x6x64xf32>) -> tensor<3x6x64x4x128xf32>
    %305 = stablehlo.dot_general %304, %arg11, contracting_dims = [0, 1, 2] x [1, 2, 3], precision = [DEFAULT, DEFAULT] : (tensor<3x6x64x4x128xf32>, tensor<384x3x6x64xf32>) -> tensor<4x128x384xf32>
    %306 = stablehlo.dot_general %304, %107, contracting_dims = [3, 4] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x6x64x4x128xf32>, tensor<4x128x384xf32>) -> tensor<3x6x64x384xf32>
    %307 = stablehlo.transpose %306, dims = [3, 0, 1, 2] : (tensor<3x6x64x384xf32>) -> tensor<384x3x6x64xf32>
    %308 = stablehlo.multiply %104, %305 : tensor<4x128x384xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = stablehlo.reduce(%308 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x128x384xf32>, tensor<f32>) -> tensor<384xf32>
    %310 = stablehlo.reshape %309 : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %311 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<4x128x384xf32>
    %312 = stablehlo.multiply %305, %311 : tensor<4x128x384xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.reduce(%310 init: %cst_73) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<384xf32>
    %314 = stablehlo.multiply %89, %312 : tensor<4x128x384xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %315 = stablehlo.reduce(%314 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<4x128x384xf32>, tensor<f32>) -> tensor<4x128xf32>
    %316 = stablehlo.reshape %315 : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %317 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x384xf32>
    %318 = stablehlo.multiply %312, %317 : tensor<4x128x384xf32>
    %319 = stablehlo.add %269, %318 : tensor<4x128x384xf32>
    %320 = stablehlo.multiply %316, %102 : tensor<4x128x1xf32>
    %cst_75 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %322 = stablehlo.divide %320, %321 : tensor<4x128x1xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %323 = stablehlo.reduce(%322 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<4x128x1xf32>, tensor<f32>) -> tensor<4x128xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x384xf32>
    %325 = stablehlo.multiply %324, %92 : tensor<4x128x384xf32>
    %326 = stablehlo.add %319, %325 : tensor<4x128x384xf32>
    %327 = stablehlo.dot_general %326, %87, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x384xf32>, tensor<4x128x1536xf32>) -> tensor<384x1536xf32>
    %328 = stablehlo.transpose %327, dims = [1, 0] : (tensor<384x1536xf32>) -> tensor<1536x384xf32>
    %329 = stablehlo.dot_general %326, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x384xf32>, tensor<1536x384xf32>) -> tensor<4x128x1536xf32>
    %330 = stablehlo.multiply %69, %329 : tensor<4x128x1536xf32>
    %331 = stablehlo.multiply %329, %86 : tensor<4x128x1536xf32>
    %cst_77 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<4x128x1536xf32>
    %333 = stablehlo.multiply %332, %330 : tensor<4x128x1536xf32>
    %334 = stablehlo.multiply %333, %82 : tensor<4x128x1536xf32>
    %335 = stablehlo.multiply %334, %80 : tensor<4x128x1536xf32>
    %336 = stablehlo.add %334, %335 : tensor<4x128x1536xf32>
    %cst_78 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<4x128x1536xf32>
    %338 = stablehlo.multiply %337, %336 : tensor<4x128x1536xf32>
    %339 = stablehlo.add %331, %338 : tensor<4x128x1536xf32>
    %cst_79 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<4x128x1536xf32>
    %341 = stablehlo.multiply %340, %338 : tensor<4x128x1536xf32>
    %342 = stablehlo.multiply %341, %74 : tensor<4x128x1536xf32>
    %343 = stablehlo.add %339, %342 : tensor<4x128x1536xf32>
    %344 = stablehlo.dot_general %343, %68, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x1536xf32>, tensor<4x128x384xf32>) -> tensor<1536x384xf32>
    %345 = stablehlo.transpose %344, dims = [1, 0] : (tensor<1536x384xf32>) -> tensor<384x1536xf32>
    %346 = stablehlo.dot_general %343, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x1536xf32>, tensor<384x1536xf32>) -> tensor<4x128x384xf32>
    %347 = stablehlo.multiply %65, %346 : tensor<4x128x384xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %348 = stablehlo.reduce(%347 init: %cst_80) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x128x384xf32>, tensor<f32>) -> tensor<384xf32>
    %349 = stablehlo.reshape %348 : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %350 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<4x128x384xf32>
    %351 = stablehlo.multiply %346, %350 : tensor<4x128x384xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %352 = stablehlo.reduce(%349 init: %cst_81) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<384xf32>
    %353 = stablehlo.multiply %50, %351 : tensor<4x128x384xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.reduce(%353 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<4x128x384xf32>, tensor<f32>) -> tensor<4x128xf32>
    %355 = stablehlo.reshape %354 : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %356 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x384xf32>
    %357 = stablehlo.multiply %351, %356 : tensor<4x128x384xf32>
    %358 = stablehlo.add %326, %357 : tensor<4x128x384xf32>
    %359 = stablehlo.multiply %355, %63 : tensor<4x128x1xf32>
    %cst_83 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %361 = stablehlo.divide %359, %360 : tensor<4x128x1xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %362 = stablehlo.reduce(%361 init: %cst_84) applies stablehlo.add across dimensions = [2] : (tensor<4x128x1xf32>, tensor<f32>) -> tensor<4x128xf32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x384xf32>
    %364 = stablehlo.multiply %363, %53 : tensor<4x128x384xf32>
    %365 = stablehlo.add %358, %364 : tensor<4x128x384xf32>
    %366 = stablehlo.dot_general %365, %48, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x128x384xf32>, tensor<4x128x6x64xf32>) -> tensor<384x6x64xf32>
    %367 = stablehlo.transpose %366, dims = [1, 2, 0] : (tensor<384x6x64xf32>) -> tensor<6x64x384xf32>
    %368 = stablehlo.dot_general %365, %arg4, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x128x384xf32>, tensor<6x64x384xf32>) -> tensor<4x128x6x64xf32>
    %369 = stablehlo.transpose %368, dims = [0, 2, 3, 1] : (tensor<4x128x6x64xf32>) -> tensor<4x6x64x128xf32>
    %370 = stablehlo.dot_general %369, %26, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x6x64x128xf32>, tensor<4x128x6x64xf32>) -> tensor<4x6x128x128xf32>
    %371 = stablehlo.dot_general %369, %43, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x6x64x128xf32>, tensor<4x6x128x128xf32>) -> tensor<4x6x64x128xf32>
    %372 = stablehlo.transpose %371, dims = [0, 3, 1, 2] : (tensor<4x6x64x128xf32>) -> tensor<4x128x6x64xf32>
    %373 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<4x6x128x1xf32>) -> tensor<4x6x128x128xf32>
    %374 = stablehlo.multiply %370, %373 : tensor<4x6x128x128xf32>
    %375 = stablehlo.multiply %374, %39 : tensor<4x6x128x128xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %376 = stablehlo.reduce(%375 init: %cst_85) applies stablehlo.add across dimensions = [3] : (tensor<4x6x128x128xf32>, tensor<f32>) -> tensor<4x6x128xf32>
    %377 = stablehlo.reshape %376 : (tensor<4x6x128xf32>) -> tensor<4x6x128x1xf32>
    %378 = stablehlo.negate %377 : tensor<4x6x128x1xf32>
    %379 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<4x6x128x1xf32>) -> tensor<4x6x128x128xf32>
    %380 = stablehlo.divide %370, %379 : tensor<4x6x128x128xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %381 = stablehlo.reduce(%378 init: %cst_86) applies stablehlo.add across dimensions = [3] : (tensor<4x6x128x1xf32>, tensor<f32>) -> tensor<4x6x128xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2] : (tensor<4x6x128xf32>) -> tensor<4x6x128x128xf32>
    %383 = stablehlo.add %380, %382 : tensor<4x6x128x128xf32>
    %384 = stablehlo.multiply %383, %39 : tensor<4x6x128x128xf32>
    %385 = call @_where_3(%32#1, %384) : (tensor<4x6x128x128xi1>, tensor<4x6x128x128xf32>) -> tensor<4x6x128x128xf32>
    %cst_87 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<4x6x128x128xf32>
    %387 = stablehlo.multiply %385, %386 : tensor<4x6x128x128xf32>
    %388 = stablehlo.dot_general %387, %22, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x6x128x128xf32>, tensor<4x128x6x64xf32>) -> tensor<4x6x128x64xf32>
    %389 = stablehlo.transpose %388, dims = [0, 2, 1, 3] : (tensor<4x6x128x64xf32>) -> tensor<4x128x6x64xf32>
    %390 = stablehlo.dot_general %387, %24, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x6x128x128xf32>, tensor<4x128x6x64xf32>) -> tensor<4x6x128x64xf32>
    %391 = stablehlo.transpose %390, dims = [0, 2, 1, 3] : (tensor<4x6x128x64xf32>) -> tensor<4x128x6x64xf32>
    %392 = stablehlo.broadcast_in_dim %372, dims = [1, 2, 3, 4] : (tensor<4x128x6x64xf32>) -> tensor<1x4x128x6x64xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %393 = stablehlo.pad %392, %cst_88, low = [2, 0, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x128x6x64xf32>, tensor<f32>) -> tensor<3x4x128x6x64xf32>
    %394 = stablehlo.broadcast_in_dim %389, dims = [1, 2, 3, 4] : (tensor<4x128x6x64xf32>) -> tensor<1x4x128x6x64xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %395 = stablehlo.pad %394, %cst_89, low = [1, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x128x6x64xf32>, tensor<f32>) -> tensor<3x4x128x6x64xf32>
    %396 = stablehlo.add %393, %395 : tensor<3x4x128x6x64xf32>
    %397 = stablehlo.broadcast_in_dim %391, dims = [1, 2, 3, 4] : (tensor<4x128x6x64xf32>) -> tensor<1x4x128x6x64xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %398 = stablehlo.pad %397, %cst_90, low = [0, 0, 0, 0, 0], high = [2, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x128x6x64xf32>, tensor<f32>) -> tensor<3x4x128x6x64xf32>
    %399 = stablehlo.add %396, %398 : tensor<3x4x128x6x64xf32>
    %400 = stablehlo.transpose %399, dims = [0, 3, 4, 1, 2] : (tensor<3x4x128x6x64xf32>) -> tensor<3x6x64x4x128xf32>
    %401 = stablehlo.dot_general %400, %arg5, contracting_dims = [0, 1, 2] x [1, 2, 3], precision = [DEFAULT, DEFAULT] : (tensor<3x6x64x4x128xf32>, tensor<384x3x6x64xf32>) -> tensor<4x128x384xf32>
    %402 = stablehlo.dot_general %400, %18, contracting_dims = [3, 4] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x6x64x4x128xf32>, tensor<4x128x384xf32>) -> tensor<3x6x64x384xf32>
    %403 = stablehlo.transpose %402, dims = [3, 0, 1, 2] : (tensor<3x6x64x384xf32>) -> tensor<384x3x6x64xf32>
    %404 = stablehlo.multiply %15, %401 : tensor<4x128x384xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %405 = stablehlo.reduce(%404 init: %cst_91) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x128x384xf32>, tensor<f32>) -> tensor<384xf32>
    %406 = stablehlo.reshape %405 : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %407 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<4x128x384xf32>
    %408 = stablehlo.multiply %401, %407 : tensor<4x128x384xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %409 = stablehlo.reduce(%406 init: %cst_92) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x384xf32>, tensor<f32>) -> tensor<384xf32>
    %410 = stablehlo.multiply %0#0, %408 : tensor<4x128x384xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %411 = stablehlo.reduce(%410 init: %cst_93) applies stablehlo.add across dimensions = [2] : (tensor<4x128x384xf32>, tensor<f32>) -> tensor<4x128xf32>
    %412 = stablehlo.reshape %411 : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %413 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x384xf32>
    %414 = stablehlo.multiply %408, %413 : tensor<4x128x384xf32>
    %415 = stablehlo.add %365, %414 : tensor<4x128x384xf32>
    %416 = stablehlo.multiply %412, %13 : tensor<4x128x1xf32>
    %cst_94 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %418 = stablehlo.divide %416, %417 : tensor<4x128x1xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %419 = stablehlo.reduce(%418 init: %cst_95) applies stablehlo.add across dimensions = [2] : (tensor<4x128x1xf32>, tensor<f32>) -> tensor<4x128xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x384xf32>
    %421 = stablehlo.multiply %420, %3 : tensor<4x128x384xf32>
    %422 = stablehlo.add %415, %421 : tensor<4x128x384xf32>
    %423 = call @_take_4(%0#1, %422) : (tensor<4x128x1xi32>, tensor<4x128x384xf32>) -> tensor<3000x384xf32>
    %424 = stablehlo.add %211, %423 : tensor<3000x384xf32>
    %c_96 = stablehlo.constant dense<1> : tensor<i32>
    %425 = stablehlo.add %arg42, %c_96 : tensor<i32>
    %426 = stablehlo.convert %425 : (tensor<i32>) -> tensor<f32>
    %cst_97 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %428 = stablehlo.multiply %427, %arg14 : tensor<384xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %430 = stablehlo.multiply %429, %409 : tensor<384xf32>
    %431 = stablehlo.add %428, %430 : tensor<384xf32>
    %cst_99 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %433 = stablehlo.multiply %432, %arg28 : tensor<384xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %435 = stablehlo.multiply %434, %409 : tensor<384xf32>
    %436 = stablehlo.multiply %435, %409 : tensor<384xf32>
    %437 = stablehlo.add %433, %436 : tensor<384xf32>
    %cst_101 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %438 = stablehlo.power %cst_101, %426 : tensor<f32>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %439 = stablehlo.subtract %cst_102, %438 : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %441 = stablehlo.divide %431, %440 : tensor<384xf32>
    %cst_103 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %442 = stablehlo.power %cst_103, %426 : tensor<f32>
    %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %443 = stablehlo.subtract %cst_104, %442 : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %445 = stablehlo.divide %437, %444 : tensor<384xf32>
    %cst_105 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %447 = stablehlo.multiply %446, %441 : tensor<384xf32>
    %448 = stablehlo.sqrt %445 : tensor<384xf32>
    %cst_106 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %450 = stablehlo.add %448, %449 : tensor<384xf32>
    %451 = stablehlo.divide %447, %450 : tensor<384xf32>
    %452 = stablehlo.subtract %arg0, %451 : tensor<384xf32>
    %cst_107 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %454 = stablehlo.multiply %453, %arg15 : tensor<384xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %456 = stablehlo.multiply %455, %352 : tensor<384xf32>
    %457 = stablehlo.add %454, %456 : tensor<384xf32>
    %cst_109 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %459 = stablehlo.multiply %458, %arg29 : tensor<384xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %461 = stablehlo.multiply %460, %352 : tensor<384xf32>
    %462 = stablehlo.multiply %461, %352 : tensor<384xf32>
    %463 = stablehlo.add %459, %462 : tensor<384xf32>
    %cst_111 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %464 = stablehlo.power %cst_111, %426 : tensor<f32>
    %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %465 = stablehlo.subtract %cst_112, %464 : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %465, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %467 = stablehlo.divide %457, %466 : tensor<384xf32>
    %cst_113 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %468 = stablehlo.power %cst_113, %426 : tensor<f32>
    %cst_114 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %469 = stablehlo.subtract %cst_114, %468 : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %471 = stablehlo.divide %463, %470 : tensor<384xf32>
    %cst_115 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %473 = stablehlo.multiply %472, %467 : tensor<384xf32>
    %474 = stablehlo.sqrt %471 : tensor<384xf32>
    %cst_116 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %476 = stablehlo.add %474, %475 : tensor<384xf32>
    %477 = stablehlo.divide %473, %476 : tensor<384xf32>
    %478 = stablehlo.subtract %arg1, %477 : tensor<384xf32>
    %cst_117 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %480 = stablehlo.multiply %479, %arg16 : tensor<384x1536xf32>
    %cst_118 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %482 = stablehlo.multiply %481, %345 : tensor<384x1536xf32>
    %483 = stablehlo.add %480, %482 : tensor<384x1536xf32>
    %cst_119 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %485 = stablehlo.multiply %484, %arg30 : tensor<384x1536xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %487 = stablehlo.multiply %486, %345 : tensor<384x1536xf32>
    %488 = stablehlo.multiply %487, %345 : tensor<384x1536xf32>
    %489 = stablehlo.add %485, %488 : tensor<384x1536xf32>
    %cst_121 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %490 = stablehlo.power %cst_121, %426 : tensor<f32>
    %cst_122 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %491 = stablehlo.subtract %cst_122, %490 : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %491, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %493 = stablehlo.divide %483, %492 : tensor<384x1536xf32>
    %cst_123 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %494 = stablehlo.power %cst_123, %426 : tensor<f32>
    %cst_124 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %495 = stablehlo.subtract %cst_124, %494 : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %495, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %497 = stablehlo.divide %489, %496 : tensor<384x1536xf32>
    %cst_125 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %499 = stablehlo.multiply %498, %493 : tensor<384x1536xf32>
    %500 = stablehlo.sqrt %497 : tensor<384x1536xf32>
    %cst_126 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %502 = stablehlo.add %500, %501 : tensor<384x1536xf32>
    %503 = stablehlo.divide %499, %502 : tensor<384x1536xf32>
    %504 = stablehlo.subtract %arg2, %503 : tensor<384x1536xf32>
    %cst_127 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %506 = stablehlo.multiply %505, %arg17 : tensor<1536x384xf32>
    %cst_128 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %507 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %508 = stablehlo.multiply %507, %328 : tensor<1536x384xf32>
    %509 = stablehlo.add %506, %508 : tensor<1536x384xf32>
    %cst_129 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %510 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %511 = stablehlo.multiply %510, %arg31 : tensor<1536x384xf32>
    %cst_130 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %513 = stablehlo.multiply %512, %328 : tensor<1536x384xf32>
    %514 = stablehlo.multiply %513, %328 : tensor<1536x384xf32>
    %515 = stablehlo.add %511, %514 : tensor<1536x384xf32>
    %cst_131 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %516 = stablehlo.power %cst_131, %426 : tensor<f32>
    %cst_132 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %517 = stablehlo.subtract %cst_132, %516 : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %517, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %519 = stablehlo.divide %509, %518 : tensor<1536x384xf32>
    %cst_133 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %520 = stablehlo.power %cst_133, %426 : tensor<f32>
    %cst_134 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %521 = stablehlo.subtract %cst_134, %520 : tensor<f32>
    %522 = stablehlo.broadcast_in_dim %521, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %523 = stablehlo.divide %515, %522 : tensor<1536x384xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %524 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %525 = stablehlo.multiply %524, %519 : tensor<1536x384xf32>
    %526 = stablehlo.sqrt %523 : tensor<1536x384xf32>
    %cst_136 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %527 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %528 = stablehlo.add %526, %527 : tensor<1536x384xf32>
    %529 = stablehlo.divide %525, %528 : tensor<1536x384xf32>
    %530 = stablehlo.subtract %arg3, %529 : tensor<1536x384xf32>
    %cst_137 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %531 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<6x64x384xf32>
    %532 = stablehlo.multiply %531, %arg18 : tensor<6x64x384xf32>
    %cst_138 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %533 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<6x64x384xf32>
    %534 = stablehlo.multiply %533, %367 : tensor<6x64x384xf32>
    %535 = stablehlo.add %532, %534 : tensor<6x64x384xf32>
    %cst_139 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %536 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<6x64x384xf32>
    %537 = stablehlo.multiply %536, %arg32 : tensor<6x64x384xf32>
    %cst_140 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %538 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<6x64x384xf32>
    %539 = stablehlo.multiply %538, %367 : tensor<6x64x384xf32>
    %540 = stablehlo.multiply %539, %367 : tensor<6x64x384xf32>
    %541 = stablehlo.add %537, %540 : tensor<6x64x384xf32>
    %cst_141 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %542 = stablehlo.power %cst_141, %426 : tensor<f32>
    %cst_142 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %543 = stablehlo.subtract %cst_142, %542 : tensor<f32>
    %544 = stablehlo.broadcast_in_dim %543, dims = [] : (tensor<f32>) -> tensor<6x64x384xf32>
    %545 = stablehlo.divide %535, %544 : tensor<6x64x384xf32>
    %cst_143 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %546 = stablehlo.power %cst_143, %426 : tensor<f32>
    %cst_144 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %547 = stablehlo.subtract %cst_144, %546 : tensor<f32>
    %548 = stablehlo.broadcast_in_dim %547, dims = [] : (tensor<f32>) -> tensor<6x64x384xf32>
    %549 = stablehlo.divide %541, %548 : tensor<6x64x384xf32>
    %cst_145 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<6x64x384xf32>
    %551 = stablehlo.multiply %550, %545 : tensor<6x64x384xf32>
    %552 = stablehlo.sqrt %549 : tensor<6x64x384xf32>
    %cst_146 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<6x64x384xf32>
    %554 = stablehlo.add %552, %553 : tensor<6x64x384xf32>
    %555 = stablehlo.divide %551, %554 : tensor<6x64x384xf32>
    %556 = stablehlo.subtract %arg4, %555 : tensor<6x64x384xf32>
    %cst_147 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<384x3x6x64xf32>
    %558 = stablehlo.multiply %557, %arg19 : tensor<384x3x6x64xf32>
    %cst_148 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %559 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<384x3x6x64xf32>
    %560 = stablehlo.multiply %559, %403 : tensor<384x3x6x64xf32>
    %561 = stablehlo.add %558, %560 : tensor<384x3x6x64xf32>
    %cst_149 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %562 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<384x3x6x64xf32>
    %563 = stablehlo.multiply %562, %arg33 : tensor<384x3x6x64xf32>
    %cst_150 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %564 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<384x3x6x64xf32>
    %565 = stablehlo.multiply %564, %403 : tensor<384x3x6x64xf32>
    %566 = stablehlo.multiply %565, %403 : tensor<384x3x6x64xf32>
    %567 = stablehlo.add %563, %566 : tensor<384x3x6x64xf32>
    %cst_151 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %568 = stablehlo.power %cst_151, %426 : tensor<f32>
    %cst_152 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %569 = stablehlo.subtract %cst_152, %568 : tensor<f32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [] : (tensor<f32>) -> tensor<384x3x6x64xf32>
    %571 = stablehlo.divide %561, %570 : tensor<384x3x6x64xf32>
    %cst_153 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %572 = stablehlo.power %cst_153, %426 : tensor<f32>
    %cst_154 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %573 = stablehlo.subtract %cst_154, %572 : tensor<f32>
    %574 = stablehlo.broadcast_in_dim %573, dims = [] : (tensor<f32>) -> tensor<384x3x6x64xf32>
    %575 = stablehlo.divide %567, %574 : tensor<384x3x6x64xf32>
    %cst_155 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %576 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<384x3x6x64xf32>
    %577 = stablehlo.multiply %576, %571 : tensor<384x3x6x64xf32>
    %578 = stablehlo.sqrt %575 : tensor<384x3x6x64xf32>
    %cst_156 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<384x3x6x64xf32>
    %580 = stablehlo.add %578, %579 : tensor<384x3x6x64xf32>
    %581 = stablehlo.divide %577, %580 : tensor<384x3x6x64xf32>
    %582 = stablehlo.subtract %arg5, %581 : tensor<384x3x6x64xf32>
    %cst_157 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %583 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %584 = stablehlo.multiply %583, %arg20 : tensor<384xf32>
    %cst_158 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %586 = stablehlo.multiply %585, %313 : tensor<384xf32>
    %587 = stablehlo.add %584, %586 : tensor<384xf32>
    %cst_159 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %588 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %589 = stablehlo.multiply %588, %arg34 : tensor<384xf32>
    %cst_160 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %590 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %591 = stablehlo.multiply %590, %313 : tensor<384xf32>
    %592 = stablehlo.multiply %591, %313 : tensor<384xf32>
    %593 = stablehlo.add %589, %592 : tensor<384xf32>
    %cst_161 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %594 = stablehlo.power %cst_161, %426 : tensor<f32>
    %cst_162 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %595 = stablehlo.subtract %cst_162, %594 : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %595, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %597 = stablehlo.divide %587, %596 : tensor<384xf32>
    %cst_163 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %598 = stablehlo.power %cst_163, %426 : tensor<f32>
    %cst_164 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %599 = stablehlo.subtract %cst_164, %598 : tensor<f32>
    %600 = stablehlo.broadcast_in_dim %599, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %601 = stablehlo.divide %593, %600 : tensor<384xf32>
    %cst_165 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %602 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %603 = stablehlo.multiply %602, %597 : tensor<384xf32>
    %604 = stablehlo.sqrt %601 : tensor<384xf32>
    %cst_166 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %605 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %606 = stablehlo.add %604, %605 : tensor<384xf32>
    %607 = stablehlo.divide %603, %606 : tensor<384xf32>
    %608 = stablehlo.subtract %arg6, %607 : tensor<384xf32>
    %cst_167 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %609 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %610 = stablehlo.multiply %609, %arg21 : tensor<384xf32>
    %cst_168 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %612 = stablehlo.multiply %611, %256 : tensor<384xf32>
    %613 = stablehlo.add %610, %612 : tensor<384xf32>
    %cst_169 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %614 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %615 = stablehlo.multiply %614, %arg35 : tensor<384xf32>
    %cst_170 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %617 = stablehlo.multiply %616, %256 : tensor<384xf32>
    %618 = stablehlo.multiply %617, %256 : tensor<384xf32>
    %619 = stablehlo.add %615, %618 : tensor<384xf32>
    %cst_171 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %620 = stablehlo.power %cst_171, %426 : tensor<f32>
    %cst_172 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %621 = stablehlo.subtract %cst_172, %620 : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %621, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %623 = stablehlo.divide %613, %622 : tensor<384xf32>
    %cst_173 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %624 = stablehlo.power %cst_173, %426 : tensor<f32>
    %cst_174 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %625 = stablehlo.subtract %cst_174, %624 : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %627 = stablehlo.divide %619, %626 : tensor<384xf32>
    %cst_175 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %629 = stablehlo.multiply %628, %623 : tensor<384xf32>
    %630 = stablehlo.sqrt %627 : tensor<384xf32>
    %cst_176 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %632 = stablehlo.add %630, %631 : tensor<384xf32>
    %633 = stablehlo.divide %629, %632 : tensor<384xf32>
    %634 = stablehlo.subtract %arg7, %633 : tensor<384xf32>
    %cst_177 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %635 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %636 = stablehlo.multiply %635, %arg22 : tensor<384x1536xf32>
    %cst_178 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %637 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %638 = stablehlo.multiply %637, %249 : tensor<384x1536xf32>
    %639 = stablehlo.add %636, %638 : tensor<384x1536xf32>
    %cst_179 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %640 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %641 = stablehlo.multiply %640, %arg36 : tensor<384x1536xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %643 = stablehlo.multiply %642, %249 : tensor<384x1536xf32>
    %644 = stablehlo.multiply %643, %249 : tensor<384x1536xf32>
    %645 = stablehlo.add %641, %644 : tensor<384x1536xf32>
    %cst_181 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %646 = stablehlo.power %cst_181, %426 : tensor<f32>
    %cst_182 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %647 = stablehlo.subtract %cst_182, %646 : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %649 = stablehlo.divide %639, %648 : tensor<384x1536xf32>
    %cst_183 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %650 = stablehlo.power %cst_183, %426 : tensor<f32>
    %cst_184 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %651 = stablehlo.subtract %cst_184, %650 : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %651, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %653 = stablehlo.divide %645, %652 : tensor<384x1536xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %655 = stablehlo.multiply %654, %649 : tensor<384x1536xf32>
    %656 = stablehlo.sqrt %653 : tensor<384x1536xf32>
    %cst_186 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %657 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<384x1536xf32>
    %658 = stablehlo.add %656, %657 : tensor<384x1536xf32>
    %659 = stablehlo.divide %655, %658 : tensor<384x1536xf32>
    %660 = stablehlo.subtract %arg8, %659 : tensor<384x1536xf32>
    %cst_187 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %661 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %662 = stablehlo.multiply %661, %arg23 : tensor<1536x384xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %664 = stablehlo.multiply %663, %232 : tensor<1536x384xf32>
    %665 = stablehlo.add %662, %664 : tensor<1536x384xf32>
    %cst_189 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %667 = stablehlo.multiply %666, %arg37 : tensor<1536x384xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %668 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %669 = stablehlo.multiply %668, %232 : tensor<1536x384xf32>
    %670 = stablehlo.multiply %669, %232 : tensor<1536x384xf32>
    %671 = stablehlo.add %667, %670 : tensor<1536x384xf32>
    %cst_191 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %672 = stablehlo.power %cst_191, %426 : tensor<f32>
    %cst_192 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %673 = stablehlo.subtract %cst_192, %672 : tensor<f32>
    %674 = stablehlo.broadcast_in_dim %673, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %675 = stablehlo.divide %665, %674 : tensor<1536x384xf32>
    %cst_193 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %676 = stablehlo.power %cst_193, %426 : tensor<f32>
    %cst_194 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %677 = stablehlo.subtract %cst_194, %676 : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %677, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %679 = stablehlo.divide %671, %678 : tensor<1536x384xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %680 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %681 = stablehlo.multiply %680, %675 : tensor<1536x384xf32>
    %682 = stablehlo.sqrt %679 : tensor<1536x384xf32>
    %cst_196 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<1536x384xf32>
    %684 = stablehlo.add %682, %683 : tensor<1536x384xf32>
    %685 = stablehlo.divide %681, %684 : tensor<1536x384xf32>
    %686 = stablehlo.subtract %arg9, %685 : tensor<1536x384xf32>
    %cst_197 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %687 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<6x64x384xf32>
    %688 = stablehlo.multiply %687, %arg24 : tensor<6x64x384xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %689 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<6x64x384xf32>
    %690 = stablehlo.multiply %689, %271 : tensor<6x64x384xf32>
    %691 = stablehlo.add %688, %690 : tensor<6x64x384xf32>
    %cst_199 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %692 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<6x64x384xf32>
    %693 = stablehlo.multiply %692, %arg38 : tensor<6x64x384xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %694 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<6x64x384xf32>
    %695 = stablehlo.multiply %694, %271 : tensor<6x64x384xf32>
    %696 = stablehlo.multiply %695, %271 : tensor<6x64x384xf32>
    %697 = stablehlo.add %693, %696 : tensor<6x64x384xf32>
    %cst_201 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %698 = stablehlo.power %cst_201, %426 : tensor<f32>
    %cst_202 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %699 = stablehlo.subtract %cst_202, %698 : tensor<f32>
    %700 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<6x64x384xf32>
    %701 = stablehlo.divide %691, %700 : tensor<6x64x384xf32>
    %cst_203 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %702 = stablehlo.power %cst_203, %426 : tensor<f32>
    %cst_204 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %703 = stablehlo.subtract %cst_204, %702 : tensor<f32>
    %704 = stablehlo.broadcast_in_dim %703, dims = [] : (tensor<f32>) -> tensor<6x64x384xf32>
    %705 = stablehlo.divide %697, %704 : tensor<6x64x384xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<6x64x384xf32>
    %707 = stablehlo.multiply %706, %701 : tensor<6x64x384xf32>
    %708 = stablehlo.sqrt %705 : tensor<6x64x384xf32>
    %cst_206 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %709 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<6x64x384xf32>
    %710 = stablehlo.add %708, %709 : tensor<6x64x384xf32>
    %711 = stablehlo.divide %707, %710 : tensor<6x64x384xf32>
    %712 = stablehlo.subtract %arg10, %711 : tensor<6x64x384xf32>
    %cst_207 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %713 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<384x3x6x64xf32>
    %714 = stablehlo.multiply %713, %arg25 : tensor<384x3x6x64xf32>
    %cst_208 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %715 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<384x3x6x64xf32>
    %716 = stablehlo.multiply %715, %307 : tensor<384x3x6x64xf32>
    %717 = stablehlo.add %714, %716 : tensor<384x3x6x64xf32>
    %cst_209 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %718 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<384x3x6x64xf32>
    %719 = stablehlo.multiply %718, %arg39 : tensor<384x3x6x64xf32>
    %cst_210 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %720 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<384x3x6x64xf32>
    %721 = stablehlo.multiply %720, %307 : tensor<384x3x6x64xf32>
    %722 = stablehlo.multiply %721, %307 : tensor<384x3x6x64xf32>
    %723 = stablehlo.add %719, %722 : tensor<384x3x6x64xf32>
    %cst_211 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %724 = stablehlo.power %cst_211, %426 : tensor<f32>
    %cst_212 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %725 = stablehlo.subtract %cst_212, %724 : tensor<f32>
    %726 = stablehlo.broadcast_in_dim %725, dims = [] : (tensor<f32>) -> tensor<384x3x6x64xf32>
    %727 = stablehlo.divide %717, %726 : tensor<384x3x6x64xf32>
    %cst_213 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %728 = stablehlo.power %cst_213, %426 : tensor<f32>
    %cst_214 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %729 = stablehlo.subtract %cst_214, %728 : tensor<f32>
    %730 = stablehlo.broadcast_in_dim %729, dims = [] : (tensor<f32>) -> tensor<384x3x6x64xf32>
    %731 = stablehlo.divide %723, %730 : tensor<384x3x6x64xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %732 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<384x3x6x64xf32>
    %733 = stablehlo.multiply %732, %727 : tensor<384x3x6x64xf32>
    %734 = stablehlo.sqrt %731 : tensor<384x3x6x64xf32>
    %cst_216 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %735 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<384x3x6x64xf32>
    %736 = stablehlo.add %734, %735 : tensor<384x3x6x64xf32>
    %737 = stablehlo.divide %733, %736 : tensor<384x3x6x64xf32>
    %738 = stablehlo.subtract %arg11, %737 : tensor<384x3x6x64xf32>
    %cst_217 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<3000x384xf32>
    %740 = stablehlo.multiply %739, %arg26 : tensor<3000x384xf32>
    %cst_218 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %741 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<3000x384xf32>
    %742 = stablehlo.multiply %741, %424 : tensor<3000x384xf32>
    %743 = stablehlo.add %740, %742 : tensor<3000x384xf32>
    %cst_219 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %744 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<3000x384xf32>
    %745 = stablehlo.multiply %744, %arg40 : tensor<3000x384xf32>
    %cst_220 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %746 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<3000x384xf32>
    %747 = stablehlo.multiply %746, %424 : tensor<3000x384xf32>
    %748 = stablehlo.multiply %747, %424 : tensor<3000x384xf32>
    %749 = stablehlo.add %745, %748 : tensor<3000x384xf32>
    %cst_221 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %750 = stablehlo.power %cst_221, %426 : tensor<f32>
    %cst_222 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %751 = stablehlo.subtract %cst_222, %750 : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %751, dims = [] : (tensor<f32>) -> tensor<3000x384xf32>
    %753 = stablehlo.divide %743, %752 : tensor<3000x384xf32>
    %cst_223 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %754 = stablehlo.power %cst_223, %426 : tensor<f32>
    %cst_224 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %755 = stablehlo.subtract %cst_224, %754 : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %755, dims = [] : (tensor<f32>) -> tensor<3000x384xf32>
    %757 = stablehlo.divide %749, %756 : tensor<3000x384xf32>
    %cst_225 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %758 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<3000x384xf32>
    %759 = stablehlo.multiply %758, %753 : tensor<3000x384xf32>
    %760 = stablehlo.sqrt %757 : tensor<3000x384xf32>
    %cst_226 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %761 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<3000x384xf32>
    %762 = stablehlo.add %760, %761 : tensor<3000x384xf32>
    %763 = stablehlo.divide %759, %762 : tensor<3000x384xf32>
    %764 = stablehlo.subtract %arg12, %763 : tensor<3000x384xf32>
    %cst_227 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %765 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %766 = stablehlo.multiply %765, %arg27 : tensor<384xf32>
    %cst_228 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %767 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %768 = stablehlo.multiply %767, %218 : tensor<384xf32>
    %769 = stablehlo.add %766, %768 : tensor<384xf32>
    %cst_229 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %771 = stablehlo.multiply %770, %arg41 : tensor<384xf32>
    %cst_230 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %773 = stablehlo.multiply %772, %218 : tensor<384xf32>
    %774 = stablehlo.multiply %773, %218 : tensor<384xf32>
    %775 = stablehlo.add %771, %774 : tensor<384xf32>
    %cst_231 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %776 = stablehlo.power %cst_231, %426 : tensor<f32>
    %cst_232 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %777 = stablehlo.subtract %cst_232, %776 : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %777, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %779 = stablehlo.divide %769, %778 : tensor<384xf32>
    %cst_233 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %780 = stablehlo.power %cst_233, %426 : tensor<f32>
    %cst_234 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %781 = stablehlo.subtract %cst_234, %780 : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %781, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %783 = stablehlo.divide %775, %782 : tensor<384xf32>
    %cst_235 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %784 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %785 = stablehlo.multiply %784, %779 : tensor<384xf32>
    %786 = stablehlo.sqrt %783 : tensor<384xf32>
    %cst_236 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %787 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<384xf32>
    %788 = stablehlo.add %786, %787 : tensor<384xf32>
    %789 = stablehlo.divide %785, %788 : tensor<384xf32>
    %790 = stablehlo.subtract %arg13, %789 : tensor<384xf32>
    return %452, %478, %504, %530, %556, %582, %608, %634, %660, %686, %712, %738, %764, %790, %431, %457, %483, %509, %535, %561, %587, %613, %639, %665, %691, %717, %743, %769, %437, %463, %489, %515, %541, %567, %593, %619, %645, %671, %697, %723, %749, %775, %425, %204 : tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536x384xf32>, tensor<6x64x384xf32>, tensor<384x3x6x64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536x384xf32>, tensor<6x64x384xf32>, tensor<384x3x6x64xf32>, tensor<3000x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536x384xf32>, tensor<6x64x384xf32>, tensor<384x3x6x64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536x384xf32>, tensor<6x64x384xf32>, tensor<384x3x6x64xf32>, tensor<3000x384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536x384xf32>, tensor<6x64x384xf32>, tensor<384x3x6x64xf32>, tensor<384xf32>, tensor<384xf32>, tensor<384x1536xf32>, tensor<1536x384xf32>, tensor<6x64x384xf32>, tensor<384x3x6x64xf32>, tensor<3000x384xf32>, tensor<384xf32>, tensor<i32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<3000x384xf32>, %arg1: tensor<4x128xi32>) -> (tensor<4x128x384xf32>, tensor<4x128x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x128xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x128xi32>, tensor<4x128xi32>) -> tensor<4x128xi1>
    %c_0 = stablehlo.constant dense<3000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x128xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x128xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<4x128xi1>, tensor<4x128xi32>, tensor<4x128xi32>) -> tensor<4x128xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x128xi32>) -> tensor<4x128x1xi32>
    %c_1 = stablehlo.constant dense<2999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x128x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x128x1xi32>, tensor<4x128x1xi32>) -> tensor<4x128x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x128x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x128x1xi32>, tensor<4x128x1xi32>) -> tensor<4x128x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x128x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x128x1xi1>, tensor<i1>) -> tensor<4x128xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 384>}> : (tensor<3000x384xf32>, tensor<4x128x1xi32>) -> tensor<4x128x384xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x128xi1>) -> tensor<4x128x384xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x128x384xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x128x384xi1>, tensor<4x128x384xf32>
    return %16, %5 : tensor<4x128x384xf32>, tensor<4x128x1xi32>
  }
  func.func private @_where(%arg0: tensor<4x128xi1>, %arg1: tensor<4x128xi32>, %arg2: tensor<4x128xi32>) -> tensor<4x128xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x128xi1>, tensor<4x128xi32>
    return %0 : tensor<4x128xi32>
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
  func.func private @_where_0(%arg0: tensor<128x128xi1>, %arg1: tensor<4x6x128x128xf32>, %arg2: tensor<f32>) -> (tensor<4x6x128x128xf32>, tensor<4x6x128x128xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<128x128xi1>) -> tensor<4x6x128x128xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x6x128x128xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<4x6x128x128xi1>, tensor<4x6x128x128xf32>
    return %2, %0 : tensor<4x6x128x128xf32>, tensor<4x6x128x128xi1>
  }
  func.func private @log_softmax(%arg0: tensor<4x128x3000xf32>) -> (tensor<4x128x3000xf32>, tensor<4x128x3000xf32>, tensor<4x128x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<4x128x3000xf32>, tensor<f32>) -> tensor<4x128xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4x128xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x3000xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x128x3000xf32>
    %6 = stablehlo.exponential %5 : tensor<4x128x3000xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x128x3000xf32>, tensor<f32>) -> tensor<4x128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %9 = stablehlo.log %8 : tensor<4x128x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x3000xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<4x128x3000xf32>
    return %11, %6, %8 : tensor<4x128x3000xf32>, tensor<4x128x3000xf32>, tensor<4x128x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x128x3000xf32>, %arg1: tensor<4x128x1xi32>) -> (tensor<4x128x1xf32>, tensor<4x128x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x128x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x128x1xi32>, tensor<4x128x1xi32>) -> tensor<4x128x1xi1>
    %c_0 = stablehlo.constant dense<3000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x128x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x128x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x128x1xi1>, tensor<4x128x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x128x1xi32>) -> tensor<4x128x1x1xi32>
    %c_1 = stablehlo.constant dense<2999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x128x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x128x1x1xi32>, tensor<4x128x1x1xi32>) -> tensor<4x128x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<4x128x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x128x1x1xi32>, tensor<4x128x1x1xi32>) -> tensor<4x128x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x128x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<4x128x1x1xi1>, tensor<i1>) -> tensor<4x128x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x128x3000xf32>, tensor<4x128x1x1xi32>) -> tensor<4x128x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4x128x1xi1>, tensor<4x128x1xf32>
    return %15, %5 : tensor<4x128x1xf32>, tensor<4x128x1x1xi32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<4x128x1x1xi32>, %arg1: tensor<4x128x1xf32>) -> tensor<4x128x3000xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x128x3000xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x128x3000xf32>, tensor<4x128x1x1xi32>, tensor<4x128x1xf32>) -> tensor<4x128x3000xf32>
    return %1 : tensor<4x128x3000xf32>
  }
  func.func private @log_softmax_2(%arg0: tensor<4x128x3000xf32>, %arg1: tensor<4x128x1xf32>, %arg2: tensor<4x128x3000xf32>) -> tensor<4x128x3000xf32> {
    %0 = stablehlo.negate %arg2 : tensor<4x128x3000xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x128x3000xf32>, tensor<f32>) -> tensor<4x128xf32>
    %2 = stablehlo.reshape %1 : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<4x128x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<4x128x1xf32>, tensor<f32>) -> tensor<4x128xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x3000xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4x128x3000xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<4x128x3000xf32>
    return %7 : tensor<4x128x3000xf32>
  }
  func.func private @_where_3(%arg0: tensor<4x6x128x128xi1>, %arg1: tensor<4x6x128x128xf32>) -> tensor<4x6x128x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6x128x128xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x6x128x128xi1>, tensor<4x6x128x128xf32>
    return %1 : tensor<4x6x128x128xf32>
  }
  func.func private @_take_4(%arg0: tensor<4x128x1xi32>, %arg1: tensor<4x128x384xf32>) -> tensor<3000x384xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3000x384xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3000x384xf32>, tensor<4x128x1xi32>, tensor<4x128x384xf32>) -> tensor<3000x384xf32>
    return %1 : tensor<3000x384xf32>
  }
}
