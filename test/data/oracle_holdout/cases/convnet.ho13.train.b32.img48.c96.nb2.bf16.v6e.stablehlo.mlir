module @jit_convnet_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<192x1000xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg3: tensor<96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg4: tensor<96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg5: tensor<3x3x96x96xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg6: tensor<3x3x96x96xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg7: tensor<96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg8: tensor<96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg9: tensor<96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg10: tensor<96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg11: tensor<3x3x96x96xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg12: tensor<3x3x96x96xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg13: tensor<192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg14: tensor<192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg15: tensor<192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg16: tensor<192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg17: tensor<1x1x96x192xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg18: tensor<3x3x96x192xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg19: tensor<3x3x192x192xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg20: tensor<192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg21: tensor<192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg22: tensor<192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg23: tensor<192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg24: tensor<3x3x192x192xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg25: tensor<3x3x192x192xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg26: tensor<3x3x3x96xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg27: tensor<96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg28: tensor<96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg29: tensor<192x1000xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg30: tensor<96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg31: tensor<96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg32: tensor<96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg33: tensor<96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg34: tensor<3x3x96x96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg35: tensor<3x3x96x96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg36: tensor<96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg37: tensor<96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg38: tensor<96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg39: tensor<96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg40: tensor<3x3x96x96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg41: tensor<3x3x96x96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg42: tensor<192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg43: tensor<192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg44: tensor<192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg45: tensor<192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg46: tensor<1x1x96x192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg47: tensor<3x3x96x192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg48: tensor<3x3x192x192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg49: tensor<192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg50: tensor<192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg51: tensor<192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg52: tensor<192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg53: tensor<3x3x192x192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg54: tensor<3x3x192x192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg55: tensor<3x3x3x96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg56: tensor<96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg57: tensor<96xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg58: tensor<32x48x48x3xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg59: tensor<32xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<192x1000xbf16> {jax.result_info = "result[0]['head']"}, tensor<96xf32> {jax.result_info = "result[0]['stages'][0][0]['bn1']['b']"}, tensor<96xf32> {jax.result_info = "result[0]['stages'][0][0]['bn1']['s']"}, tensor<96xf32> {jax.result_info = "result[0]['stages'][0][0]['bn2']['b']"}, tensor<96xf32> {jax.result_info = "result[0]['stages'][0][0]['bn2']['s']"}, tensor<3x3x96x96xbf16> {jax.result_info = "result[0]['stages'][0][0]['w1']"}, tensor<3x3x96x96xbf16> {jax.result_info = "result[0]['stages'][0][0]['w2']"}, tensor<96xf32> {jax.result_info = "result[0]['stages'][0][1]['bn1']['b']"}, tensor<96xf32> {jax.result_info = "result[0]['stages'][0][1]['bn1']['s']"}, tensor<96xf32> {jax.result_info = "result[0]['stages'][0][1]['bn2']['b']"}, tensor<96xf32> {jax.result_info = "result[0]['stages'][0][1]['bn2']['s']"}, tensor<3x3x96x96xbf16> {jax.result_info = "result[0]['stages'][0][1]['w1']"}, tensor<3x3x96x96xbf16> {jax.result_info = "result[0]['stages'][0][1]['w2']"}, tensor<192xf32> {jax.result_info = "result[0]['stages'][1][0]['bn1']['b']"}, tensor<192xf32> {jax.result_info = "result[0]['stages'][1][0]['bn1']['s']"}, tensor<192xf32> {jax.result_info = "result[0]['stages'][1][0]['bn2']['b']"}, tensor<192xf32> {jax.result_info = "result[0]['stages'][1][0]['bn2']['s']"}, tensor<1x1x96x192xbf16> {jax.result_info = "result[0]['stages'][1][0]['proj']"}, tensor<3x3x96x192xbf16> {jax.result_info = "result[0]['stages'][1][0]['w1']"}, tensor<3x3x192x192xbf16> {jax.result_info = "result[0]['stages'][1][0]['w2']"}, tensor<192xf32> {jax.result_info = "result[0]['stages'][1][1]['bn1']['b']"}, tensor<192xf32> {jax.result_info = "result[0]['stages'][1][1]['bn1']['s']"}, tensor<192xf32> {jax.result_info = "result[0]['stages'][1][1]['bn2']['b']"}, tensor<192xf32> {jax.result_info = "result[0]['stages'][1][1]['bn2']['s']"}, tensor<3x3x192x192xbf16> {jax.result_info = "result[0]['stages'][1][1]['w1']"}, tensor<3x3x192x192xbf16> {jax.result_info = "result[0]['stages'][1][1]['w2']"}, tensor<3x3x3x96xbf16> {jax.result_info = "result[0]['stem']"}, tensor<96xf32> {jax.result_info = "result[0]['stem_bn']['b']"}, tensor<96xf32> {jax.result_info = "result[0]['stem_bn']['s']"}, tensor<192x1000xf32> {jax.result_info = "result[1]['head']"}, tensor<96xf32> {jax.result_info = "result[1]['stages'][0][0]['bn1']['b']"}, tensor<96xf32> {jax.result_info = "result[1]['stages'][0][0]['bn1']['s']"}, tensor<96xf32> {jax.result_info = "result[1]['stages'][0][0]['bn2']['b']"}, tensor<96xf32> {jax.result_info = "result[1]['stages'][0][0]['bn2']['s']"}, tensor<3x3x96x96xf32> {jax.result_info = "result[1]['stages'][0][0]['w1']"}, tensor<3x3x96x96xf32> {jax.result_info = "result[1]['stages'][0][0]['w2']"}, tensor<96xf32> {jax.result_info = "result[1]['stages'][0][1]['bn1']['b']"}, tensor<96xf32> {jax.result_info = "result[1]['stages'][0][1]['bn1']['s']"}, tensor<96xf32> {jax.result_info = "result[1]['stages'][0][1]['bn2']['b']"}, tensor<96xf32> {jax.result_info = "result[1]['stages'][0][1]['bn2']['s']"}, tensor<3x3x96x96xf32> {jax.result_info = "result[1]['stages'][0][1]['w1']"}, tensor<3x3x96x96xf32> {jax.result_info = "result[1]['stages'][0][1]['w2']"}, tensor<192xf32> {jax.result_info = "result[1]['stages'][1][0]['bn1']['b']"}, tensor<192xf32> {jax.result_info = "result[1]['stages'][1][0]['bn1']['s']"}, tensor<192xf32> {jax.result_info = "result[1]['stages'][1][0]['bn2']['b']"}, tensor<192xf32> {jax.result_info = "result[1]['stages'][1][0]['bn2']['s']"}, tensor<1x1x96x192xf32> {jax.result_info = "result[1]['stages'][1][0]['proj']"}, tensor<3x3x96x192xf32> {jax.result_info = "result[1]['stages'][1][0]['w1']"}, tensor<3x3x192x192xf32> {jax.result_info = "result[1]['stages'][1][0]['w2']"}, tensor<192xf32> {jax.result_info = "result[1]['stages'][1][1]['bn1']['b']"}, tensor<192xf32> {jax.result_info = "result[1]['stages'][1][1]['bn1']['s']"}, tensor<192xf32> {jax.result_info = "result[1]['stages'][1][1]['bn2']['b']"}, tensor<192xf32> {jax.result_info = "result[1]['stages'][1][1]['bn2']['s']"}, tensor<3x3x192x192xf32> {jax.result_info = "result[1]['stages'][1][1]['w1']"}, tensor<3x3x192x192xf32> {jax.result_info = "result[1]['stages'][1][1]['w2']"}, tensor<3x3x3x96xf32> {jax.result_info = "result[1]['stem']"}, tensor<96xf32> {jax.result_info = "result[1]['stem_bn']['b']"}, tensor<96xf32> {jax.result_info = "result[1]['stem_bn']['s']"}) {
    %0 = stablehlo.convolution(%arg58, %arg26) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x48x48x3xbf16>, tensor<3x3x3x96xbf16>) -> tensor<32x48x48x96xbf16>
    %1 = stablehlo.convert %0 : (tensor<32x48x48x96xbf16>) -> tensor<32x48x48x96xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %cst_0 = stablehlo.constant dense<7.372800e+04> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %4 = stablehlo.divide %2, %3 : tensor<96xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %7 = stablehlo.subtract %1, %6 : tensor<32x48x48x96xf32>
    %8 = chlo.square %7 : tensor<32x48x48x96xf32> -> tensor<32x48x48x96xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x48x48x96xf32>
    %10 = stablehlo.multiply %9, %7 : tensor<32x48x48x96xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %cst_3 = stablehlo.constant dense<7.372800e+04> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %13 = stablehlo.divide %11, %12 : tensor<96xf32>
    %14 = stablehlo.broadcast_in_dim %4, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %16 = stablehlo.subtract %1, %15 : tensor<32x48x48x96xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %18 = stablehlo.add %13, %17 : tensor<96xf32>
    %19 = stablehlo.rsqrt %18 : tensor<96xf32>
    %20 = stablehlo.divide %19, %18 : tensor<96xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<96xf32>
    %23 = stablehlo.broadcast_in_dim %19, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %25 = stablehlo.multiply %16, %24 : tensor<32x48x48x96xf32>
    %26 = stablehlo.broadcast_in_dim %arg28, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<32x48x48x96xf32>
    %29 = stablehlo.broadcast_in_dim %arg27, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %31 = stablehlo.add %28, %30 : tensor<32x48x48x96xf32>
    %32 = stablehlo.convert %31 : (tensor<32x48x48x96xf32>) -> tensor<32x48x48x96xbf16>
    %33 = call @relu(%32) : (tensor<32x48x48x96xbf16>) -> tensor<32x48x48x96xbf16>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %34 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<32x48x48x96xbf16>
    %35 = stablehlo.compare GT, %32, %34, FLOAT : (tensor<32x48x48x96xbf16>, tensor<32x48x48x96xbf16>) -> tensor<32x48x48x96xi1>
    %36 = stablehlo.convolution(%33, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x48x48x96xbf16>, tensor<3x3x96x96xbf16>) -> tensor<32x48x48x96xbf16>
    %37 = stablehlo.convert %36 : (tensor<32x48x48x96xbf16>) -> tensor<32x48x48x96xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_7) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %cst_8 = stablehlo.constant dense<7.372800e+04> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %40 = stablehlo.divide %38, %39 : tensor<96xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %43 = stablehlo.subtract %37, %42 : tensor<32x48x48x96xf32>
    %44 = chlo.square %43 : tensor<32x48x48x96xf32> -> tensor<32x48x48x96xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32x48x48x96xf32>
    %46 = stablehlo.multiply %45, %43 : tensor<32x48x48x96xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%44 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %cst_11 = stablehlo.constant dense<7.372800e+04> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %49 = stablehlo.divide %47, %48 : tensor<96xf32>
    %50 = stablehlo.broadcast_in_dim %40, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %52 = stablehlo.subtract %37, %51 : tensor<32x48x48x96xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %54 = stablehlo.add %49, %53 : tensor<96xf32>
    %55 = stablehlo.rsqrt %54 : tensor<96xf32>
    %56 = stablehlo.divide %55, %54 : tensor<96xf32>
    %cst_13 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %58 = stablehlo.multiply %57, %56 : tensor<96xf32>
    %59 = stablehlo.broadcast_in_dim %55, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %61 = stablehlo.multiply %52, %60 : tensor<32x48x48x96xf32>
    %62 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %64 = stablehlo.multiply %61, %63 : tensor<32x48x48x96xf32>
    %65 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %67 = stablehlo.add %64, %66 : tensor<32x48x48x96xf32>
    %68 = stablehlo.convert %67 : (tensor<32x48x48x96xf32>) -> tensor<32x48x48x96xbf16>
    %69 = call @relu(%68) : (tensor<32x48x48x96xbf16>) -> tensor<32x48x48x96xbf16>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %70 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<32x48x48x96xbf16>
    %71 = stablehlo.compare GT, %68, %70, FLOAT : (tensor<32x48x48x96xbf16>, tensor<32x48x48x96xbf16>) -> tensor<32x48x48x96xi1>
    %72 = stablehlo.convolution(%69, %arg6) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x48x48x96xbf16>, tensor<3x3x96x96xbf16>) -> tensor<32x48x48x96xbf16>
    %73 = stablehlo.convert %72 : (tensor<32x48x48x96xbf16>) -> tensor<32x48x48x96xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_15) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %cst_16 = stablehlo.constant dense<7.372800e+04> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %76 = stablehlo.divide %74, %75 : tensor<96xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %79 = stablehlo.subtract %73, %78 : tensor<32x48x48x96xf32>
    %80 = chlo.square %79 : tensor<32x48x48x96xf32> -> tensor<32x48x48x96xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32x48x48x96xf32>
    %82 = stablehlo.multiply %81, %79 : tensor<32x48x48x96xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%80 init: %cst_18) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %cst_19 = stablehlo.constant dense<7.372800e+04> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %85 = stablehlo.divide %83, %84 : tensor<96xf32>
    %86 = stablehlo.broadcast_in_dim %76, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %88 = stablehlo.subtract %73, %87 : tensor<32x48x48x96xf32>
    %cst_20 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %90 = stablehlo.add %85, %89 : tensor<96xf32>
    %91 = stablehlo.rsqrt %90 : tensor<96xf32>
    %92 = stablehlo.divide %91, %90 : tensor<96xf32>
    %cst_21 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %94 = stablehlo.multiply %93, %92 : tensor<96xf32>
    %95 = stablehlo.broadcast_in_dim %91, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %97 = stablehlo.multiply %88, %96 : tensor<32x48x48x96xf32>
    %98 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %100 = stablehlo.multiply %97, %99 : tensor<32x48x48x96xf32>
    %101 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %103 = stablehlo.add %100, %102 : tensor<32x48x48x96xf32>
    %104 = stablehlo.convert %103 : (tensor<32x48x48x96xf32>) -> tensor<32x48x48x96xbf16>
    %105 = stablehlo.add %104, %33 : tensor<32x48x48x96xbf16>
    %106 = call @relu(%105) : (tensor<32x48x48x96xbf16>) -> tensor<32x48x48x96xbf16>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %107 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<bf16>) -> tensor<32x48x48x96xbf16>
    %108 = stablehlo.compare GT, %105, %107, FLOAT : (tensor<32x48x48x96xbf16>, tensor<32x48x48x96xbf16>) -> tensor<32x48x48x96xi1>
    %109 = stablehlo.convolution(%106, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x48x48x96xbf16>, tensor<3x3x96x96xbf16>) -> tensor<32x48x48x96xbf16>
    %110 = stablehlo.convert %109 : (tensor<32x48x48x96xbf16>) -> tensor<32x48x48x96xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%110 init: %cst_23) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %cst_24 = stablehlo.constant dense<7.372800e+04> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %113 = stablehlo.divide %111, %112 : tensor<96xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %116 = stablehlo.subtract %110, %115 : tensor<32x48x48x96xf32>
    %117 = chlo.square %116 : tensor<32x48x48x96xf32> -> tensor<32x48x48x96xf32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<32x48x48x96xf32>
    %119 = stablehlo.multiply %118, %116 : tensor<32x48x48x96xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%117 init: %cst_26) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %cst_27 = stablehlo.constant dense<7.372800e+04> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %122 = stablehlo.divide %120, %121 : tensor<96xf32>
    %123 = stablehlo.broadcast_in_dim %113, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %125 = stablehlo.subtract %110, %124 : tensor<32x48x48x96xf32>
    %cst_28 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %127 = stablehlo.add %122, %126 : tensor<96xf32>
    %128 = stablehlo.rsqrt %127 : tensor<96xf32>
    %129 = stablehlo.divide %128, %127 : tensor<96xf32>
    %cst_29 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %131 = stablehlo.multiply %130, %129 : tensor<96xf32>
    %132 = stablehlo.broadcast_in_dim %128, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %134 = stablehlo.multiply %125, %133 : tensor<32x48x48x96xf32>
    %135 = stablehlo.broadcast_in_dim %arg8, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %137 = stablehlo.multiply %134, %136 : tensor<32x48x48x96xf32>
    %138 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %140 = stablehlo.add %137, %139 : tensor<32x48x48x96xf32>
    %141 = stablehlo.convert %140 : (tensor<32x48x48x96xf32>) -> tensor<32x48x48x96xbf16>
    %142 = call @relu(%141) : (tensor<32x48x48x96xbf16>) -> tensor<32x48x48x96xbf16>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %143 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<bf16>) -> tensor<32x48x48x96xbf16>
    %144 = stablehlo.compare GT, %141, %143, FLOAT : (tensor<32x48x48x96xbf16>, tensor<32x48x48x96xbf16>) -> tensor<32x48x48x96xi1>
    %145 = stablehlo.convolution(%142, %arg12) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x48x48x96xbf16>, tensor<3x3x96x96xbf16>) -> tensor<32x48x48x96xbf16>
    %146 = stablehlo.convert %145 : (tensor<32x48x48x96xbf16>) -> tensor<32x48x48x96xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%146 init: %cst_31) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %cst_32 = stablehlo.constant dense<7.372800e+04> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %149 = stablehlo.divide %147, %148 : tensor<96xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %152 = stablehlo.subtract %146, %151 : tensor<32x48x48x96xf32>
    %153 = chlo.square %152 : tensor<32x48x48x96xf32> -> tensor<32x48x48x96xf32>
    %cst_33 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<32x48x48x96xf32>
    %155 = stablehlo.multiply %154, %152 : tensor<32x48x48x96xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.reduce(%153 init: %cst_34) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %cst_35 = stablehlo.constant dense<7.372800e+04> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %158 = stablehlo.divide %156, %157 : tensor<96xf32>
    %159 = stablehlo.broadcast_in_dim %149, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %161 = stablehlo.subtract %146, %160 : tensor<32x48x48x96xf32>
    %cst_36 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %163 = stablehlo.add %158, %162 : tensor<96xf32>
    %164 = stablehlo.rsqrt %163 : tensor<96xf32>
    %165 = stablehlo.divide %164, %163 : tensor<96xf32>
    %cst_37 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %167 = stablehlo.multiply %166, %165 : tensor<96xf32>
    %168 = stablehlo.broadcast_in_dim %164, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %170 = stablehlo.multiply %161, %169 : tensor<32x48x48x96xf32>
    %171 = stablehlo.broadcast_in_dim %arg10, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %173 = stablehlo.multiply %170, %172 : tensor<32x48x48x96xf32>
    %174 = stablehlo.broadcast_in_dim %arg9, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %176 = stablehlo.add %173, %175 : tensor<32x48x48x96xf32>
    %177 = stablehlo.convert %176 : (tensor<32x48x48x96xf32>) -> tensor<32x48x48x96xbf16>
    %178 = stablehlo.add %177, %106 : tensor<32x48x48x96xbf16>
    %179 = call @relu(%178) : (tensor<32x48x48x96xbf16>) -> tensor<32x48x48x96xbf16>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %180 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<bf16>) -> tensor<32x48x48x96xbf16>
    %181 = stablehlo.compare GT, %178, %180, FLOAT : (tensor<32x48x48x96xbf16>, tensor<32x48x48x96xbf16>) -> tensor<32x48x48x96xi1>
    %182 = stablehlo.convolution(%179, %arg18) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x48x48x96xbf16>, tensor<3x3x96x192xbf16>) -> tensor<32x24x24x192xbf16>
    %183 = stablehlo.convert %182 : (tensor<32x24x24x192xbf16>) -> tensor<32x24x24x192xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%183 init: %cst_39) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %cst_40 = stablehlo.constant dense<1.843200e+04> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %186 = stablehlo.divide %184, %185 : tensor<192xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [3] : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %189 = stablehlo.subtract %183, %188 : tensor<32x24x24x192xf32>
    %190 = chlo.square %189 : tensor<32x24x24x192xf32> -> tensor<32x24x24x192xf32>
    %cst_41 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<32x24x24x192xf32>
    %192 = stablehlo.multiply %191, %189 : tensor<32x24x24x192xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.reduce(%190 init: %cst_42) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %cst_43 = stablehlo.constant dense<1.843200e+04> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %195 = stablehlo.divide %193, %194 : tensor<192xf32>
    %196 = stablehlo.broadcast_in_dim %186, dims = [3] : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %198 = stablehlo.subtract %183, %197 : tensor<32x24x24x192xf32>
    %cst_44 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %200 = stablehlo.add %195, %199 : tensor<192xf32>
    %201 = stablehlo.rsqrt %200 : tensor<192xf32>
    %202 = stablehlo.divide %201, %200 : tensor<192xf32>
    %cst_45 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %204 = stablehlo.multiply %203, %202 : tensor<192xf32>
    %205 = stablehlo.broadcast_in_dim %201, dims = [3] : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %207 = stablehlo.multiply %198, %206 : tensor<32x24x24x192xf32>
    %208 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %210 = stablehlo.multiply %207, %209 : tensor<32x24x24x192xf32>
    %211 = stablehlo.broadcast_in_dim %arg13, dims = [3] : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %213 = stablehlo.add %210, %212 : tensor<32x24x24x192xf32>
    %214 = stablehlo.convert %213 : (tensor<32x24x24x192xf32>) -> tensor<32x24x24x192xbf16>
    %215 = call @relu_0(%214) : (tensor<32x24x24x192xbf16>) -> tensor<32x24x24x192xbf16>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %216 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<bf16>) -> tensor<32x24x24x192xbf16>
    %217 = stablehlo.compare GT, %214, %216, FLOAT : (tensor<32x24x24x192xbf16>, tensor<32x24x24x192xbf16>) -> tensor<32x24x24x192xi1>
    %218 = stablehlo.convolution(%215, %arg19) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x24x24x192xbf16>, tensor<3x3x192x192xbf16>) -> tensor<32x24x24x192xbf16>
    %219 = stablehlo.convert %218 : (tensor<32x24x24x192xbf16>) -> tensor<32x24x24x192xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.reduce(%219 init: %cst_47) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %cst_48 = stablehlo.constant dense<1.843200e+04> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %222 = stablehlo.divide %220, %221 : tensor<192xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [3] : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %225 = stablehlo.subtract %219, %224 : tensor<32x24x24x192xf32>
    %226 = chlo.square %225 : tensor<32x24x24x192xf32> -> tensor<32x24x24x192xf32>
    %cst_49 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<32x24x24x192xf32>
    %228 = stablehlo.multiply %227, %225 : tensor<32x24x24x192xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.reduce(%226 init: %cst_50) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %cst_51 = stablehlo.constant dense<1.843200e+04> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %231 = stablehlo.divide %229, %230 : tensor<192xf32>
    %232 = stablehlo.broadcast_in_dim %222, dims = [3] : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %234 = stablehlo.subtract %219, %233 : tensor<32x24x24x192xf32>
    %cst_52 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %236 = stablehlo.add %231, %235 : tensor<192xf32>
    %237 = stablehlo.rsqrt %236 : tensor<192xf32>
    %238 = stablehlo.divide %237, %236 : tensor<192xf32>
    %cst_53 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %240 = stablehlo.multiply %239, %238 : tensor<192xf32>
    %241 = stablehlo.broadcast_in_dim %237, dims = [3] : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %243 = stablehlo.multiply %234, %242 : tensor<32x24x24x192xf32>
    %244 = stablehlo.broadcast_in_dim %arg16, dims = [3] : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %246 = stablehlo.multiply %243, %245 : tensor<32x24x24x192xf32>
    %247 = stablehlo.broadcast_in_dim %arg15, dims = [3] : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %249 = stablehlo.add %246, %248 : tensor<32x24x24x192xf32>
    %250 = stablehlo.convert %249 : (tensor<32x24x24x192xf32>) -> tensor<32x24x24x192xbf16>
    %251 = stablehlo.convolution(%179, %arg17) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x48x48x96xbf16>, tensor<1x1x96x192xbf16>) -> tensor<32x24x24x192xbf16>
    %252 = stablehlo.add %250, %251 : tensor<32x24x24x192xbf16>
    %253 = call @relu_0(%252) : (tensor<32x24x24x192xbf16>) -> tensor<32x24x24x192xbf16>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %254 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<bf16>) -> tensor<32x24x24x192xbf16>
    %255 = stablehlo.compare GT, %252, %254, FLOAT : (tensor<32x24x24x192xbf16>, tensor<32x24x24x192xbf16>) -> tensor<32x24x24x192xi1>
    %256 = stablehlo.convolution(%253, %arg24) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x24x24x192xbf16>, tensor<3x3x192x192xbf16>) -> tensor<32x24x24x192xbf16>
    %257 = stablehlo.convert %256 : (tensor<32x24x24x192xbf16>) -> tensor<32x24x24x192xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.reduce(%257 init: %cst_55) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %cst_56 = stablehlo.constant dense<1.843200e+04> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %260 = stablehlo.divide %258, %259 : tensor<192xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [3] : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %263 = stablehlo.subtract %257, %262 : tensor<32x24x24x192xf32>
    %264 = chlo.square %263 : tensor<32x24x24x192xf32> -> tensor<32x24x24x192xf32>
    %cst_57 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<32x24x24x192xf32>
    %266 = stablehlo.multiply %265, %263 : tensor<32x24x24x192xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.reduce(%264 init: %cst_58) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %cst_59 = stablehlo.constant dense<1.843200e+04> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %269 = stablehlo.divide %267, %268 : tensor<192xf32>
    %270 = stablehlo.broadcast_in_dim %260, dims = [3] : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %272 = stablehlo.subtract %257, %271 : tensor<32x24x24x192xf32>
    %cst_60 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %274 = stablehlo.add %269, %273 : tensor<192xf32>
    %275 = stablehlo.rsqrt %274 : tensor<192xf32>
    %276 = stablehlo.divide %275, %274 : tensor<192xf32>
    %cst_61 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %278 = stablehlo.multiply %277, %276 : tensor<192xf32>
    %279 = stablehlo.broadcast_in_dim %275, dims = [3] : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %281 = stablehlo.multiply %272, %280 : tensor<32x24x24x192xf32>
    %282 = stablehlo.broadcast_in_dim %arg21, dims = [3] : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %284 = stablehlo.multiply %281, %283 : tensor<32x24x24x192xf32>
    %285 = stablehlo.broadcast_in_dim %arg20, dims = [3] : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %287 = stablehlo.add %284, %286 : tensor<32x24x24x192xf32>
    %288 = stablehlo.convert %287 : (tensor<32x24x24x192xf32>) -> tensor<32x24x24x192xbf16>
    %289 = call @relu_0(%288) : (tensor<32x24x24x192xbf16>) -> tensor<32x24x24x192xbf16>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %290 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<bf16>) -> tensor<32x24x24x192xbf16>
    %291 = stablehlo.compare GT, %288, %290, FLOAT : (tensor<32x24x24x192xbf16>, tensor<32x24x24x192xbf16>) -> tensor<32x24x24x192xi1>
    %292 = stablehlo.convolution(%289, %arg25) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x24x24x192xbf16>, tensor<3x3x192x192xbf16>) -> tensor<32x24x24x192xbf16>
    %293 = stablehlo.convert %292 : (tensor<32x24x24x192xbf16>) -> tensor<32x24x24x192xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.reduce(%293 init: %cst_63) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %cst_64 = stablehlo.constant dense<1.843200e+04> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %296 = stablehlo.divide %294, %295 : tensor<192xf32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [3] : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %299 = stablehlo.subtract %293, %298 : tensor<32x24x24x192xf32>
    %300 = chlo.square %299 : tensor<32x24x24x192xf32> -> tensor<32x24x24x192xf32>
    %cst_65 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<32x24x24x192xf32>
    %302 = stablehlo.multiply %301, %299 : tensor<32x24x24x192xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.reduce(%300 init: %cst_66) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %cst_67 = stablehlo.constant dense<1.843200e+04> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %305 = stablehlo.divide %303, %304 : tensor<192xf32>
    %306 = stablehlo.broadcast_in_dim %296, dims = [3] : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %308 = stablehlo.subtract %293, %307 : tensor<32x24x24x192xf32>
    %cst_68 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %310 = stablehlo.add %305, %309 : tensor<192xf32>
    %311 = stablehlo.rsqrt %310 : tensor<192xf32>
    %312 = stablehlo.divide %311, %310 : tensor<192xf32>
    %cst_69 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %314 = stablehlo.multiply %313, %312 : tensor<192xf32>
    %315 = stablehlo.broadcast_in_dim %311, dims = [3] : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %317 = stablehlo.multiply %308, %316 : tensor<32x24x24x192xf32>
    %318 = stablehlo.broadcast_in_dim %arg23, dims = [3] : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %320 = stablehlo.multiply %317, %319 : tensor<32x24x24x192xf32>
    %321 = stablehlo.broadcast_in_dim %arg22, dims = [3] : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %323 = stablehlo.add %320, %322 : tensor<32x24x24x192xf32>
    %324 = stablehlo.convert %323 : (tensor<32x24x24x192xf32>) -> tensor<32x24x24x192xbf16>
    %325 = stablehlo.add %324, %253 : tensor<32x24x24x192xbf16>
    %326 = call @relu_0(%325) : (tensor<32x24x24x192xbf16>) -> tensor<32x24x24x192xbf16>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %327 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<bf16>) -> tensor<32x24x24x192xbf16>
    %328 = stablehlo.compare GT, %325, %327, FLOAT : (tensor<32x24x24x192xbf16>, tensor<32x24x24x192xbf16>) -> tensor<32x24x24x192xi1>
    %329 = stablehlo.convert %326 : (tensor<32x24x24x192xbf16>) -> tensor<32x24x24x192xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %330 = stablehlo.reduce(%329 init: %cst_71) applies stablehlo.add across dimensions = [1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<32x192xf32>
    %cst_72 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<32x192xf32>
    %332 = stablehlo.divide %330, %331 : tensor<32x192xf32>
    %333 = stablehlo.convert %332 : (tensor<32x192xf32>) -> tensor<32x192xbf16>
    %334 = stablehlo.dot_general %333, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x192xbf16>, tensor<192x1000xbf16>) -> tensor<32x1000xbf16>
    %335 = stablehlo.convert %334 : (tensor<32x1000xbf16>) -> tensor<32x1000xf32>
    %336:2 = call @log_softmax(%335) : (tensor<32x1000xf32>) -> (tensor<32x1000xf32>, tensor<32x1xf32>)
    %337 = stablehlo.broadcast_in_dim %arg59, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %338 = call @take_along_axis(%337) : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %339 = stablehlo.negate %cst_73 : tensor<f32>
    %cst_74 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %340 = stablehlo.divide %339, %cst_74 : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %343 = call @take_along_axis_1(%338, %342) : (tensor<32x1x1xi32>, tensor<32x1xf32>) -> tensor<32x1000xf32>
    %344 = call @log_softmax_2(%336#0, %336#1, %343) : (tensor<32x1000xf32>, tensor<32x1xf32>, tensor<32x1000xf32>) -> tensor<32x1000xf32>
    %345 = stablehlo.convert %344 : (tensor<32x1000xf32>) -> tensor<32x1000xbf16>
    %346 = stablehlo.dot_general %345, %333, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x1000xbf16>, tensor<32x192xbf16>) -> tensor<1000x192xbf16>
    %347 = stablehlo.transpose %346, dims = [1, 0] : (tensor<1000x192xbf16>) -> tensor<192x1000xbf16>
    %348 = stablehlo.dot_general %345, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x1000xbf16>, tensor<192x1000xbf16>) -> tensor<32x192xbf16>
    %349 = stablehlo.convert %348 : (tensor<32x192xbf16>) -> tensor<32x192xf32>
    %cst_75 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<32x192xf32>
    %351 = stablehlo.divide %349, %350 : tensor<32x192xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 3] : (tensor<32x192xf32>) -> tensor<32x24x24x192xf32>
    %353 = stablehlo.convert %352 : (tensor<32x24x24x192xf32>) -> tensor<32x24x24x192xbf16>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %354 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<bf16>) -> tensor<32x24x24x192xbf16>
    %355 = stablehlo.select %328, %353, %354 : tensor<32x24x24x192xi1>, tensor<32x24x24x192xbf16>
    %356 = stablehlo.convert %355 : (tensor<32x24x24x192xbf16>) -> tensor<32x24x24x192xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.reduce(%356 init: %cst_77) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %358 = stablehlo.reshape %357 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %359 = stablehlo.reduce(%358 init: %cst_78) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %360 = stablehlo.multiply %317, %356 : tensor<32x24x24x192xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %361 = stablehlo.reduce(%360 init: %cst_79) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %362 = stablehlo.reshape %361 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %363 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %364 = stablehlo.multiply %356, %363 : tensor<32x24x24x192xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %365 = stablehlo.reduce(%362 init: %cst_80) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %366 = stablehlo.multiply %308, %364 : tensor<32x24x24x192xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %367 = stablehlo.reduce(%366 init: %cst_81) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %368 = stablehlo.reshape %367 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %369 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %370 = stablehlo.multiply %364, %369 : tensor<32x24x24x192xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %371 = stablehlo.reduce(%368 init: %cst_82) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %372 = stablehlo.multiply %371, %314 : tensor<192xf32>
    %373 = stablehlo.negate %370 : tensor<32x24x24x192xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.reduce(%373 init: %cst_83) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %375 = stablehlo.reshape %374 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %376 = stablehlo.reduce(%375 init: %cst_84) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %cst_85 = stablehlo.constant dense<1.843200e+04> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %378 = stablehlo.divide %372, %377 : tensor<192xf32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [3] : (tensor<192xf32>) -> tensor<32x24x24x192xf32>
    %380 = stablehlo.multiply %379, %302 : tensor<32x24x24x192xf32>
    %381 = stablehlo.negate %380 : tensor<32x24x24x192xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %382 = stablehlo.reduce(%381 init: %cst_86) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %383 = stablehlo.reshape %382 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %384 = stablehlo.add %370, %380 : tensor<32x24x24x192xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %385 = stablehlo.reduce(%383 init: %cst_87) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %386 = stablehlo.add %376, %385 : tensor<192xf32>
    %cst_88 = stablehlo.constant dense<1.843200e+04> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %388 = stablehlo.divide %386, %387 : tensor<192xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [3] : (tensor<192xf32>) -> tensor<32x24x24x192xf32>
    %390 = stablehlo.add %384, %389 : tensor<32x24x24x192xf32>
    %391 = stablehlo.convert %390 : (tensor<32x24x24x192xf32>) -> tensor<32x24x24x192xbf16>
    %392 = stablehlo.convolution(%289, %391) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x24x24x192xbf16>, tensor<32x24x24x192xbf16>) -> tensor<3x3x192x192xbf16>
    %393 = stablehlo.reverse %arg25, dims = [0, 1] : tensor<3x3x192x192xbf16>
    %394 = stablehlo.convolution(%391, %393) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x24x24x192xbf16>, tensor<3x3x192x192xbf16>) -> tensor<32x24x24x192xbf16>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %395 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<bf16>) -> tensor<32x24x24x192xbf16>
    %396 = stablehlo.select %291, %394, %395 : tensor<32x24x24x192xi1>, tensor<32x24x24x192xbf16>
    %397 = stablehlo.convert %396 : (tensor<32x24x24x192xbf16>) -> tensor<32x24x24x192xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %398 = stablehlo.reduce(%397 init: %cst_90) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %399 = stablehlo.reshape %398 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %400 = stablehlo.reduce(%399 init: %cst_91) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %401 = stablehlo.multiply %281, %397 : tensor<32x24x24x192xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %402 = stablehlo.reduce(%401 init: %cst_92) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %403 = stablehlo.reshape %402 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %404 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %405 = stablehlo.multiply %397, %404 : tensor<32x24x24x192xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %406 = stablehlo.reduce(%403 init: %cst_93) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %407 = stablehlo.multiply %272, %405 : tensor<32x24x24x192xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %408 = stablehlo.reduce(%407 init: %cst_94) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %409 = stablehlo.reshape %408 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %410 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %411 = stablehlo.multiply %405, %410 : tensor<32x24x24x192xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %412 = stablehlo.reduce(%409 init: %cst_95) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %413 = stablehlo.multiply %412, %278 : tensor<192xf32>
    %414 = stablehlo.negate %411 : tensor<32x24x24x192xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %415 = stablehlo.reduce(%414 init: %cst_96) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %416 = stablehlo.reshape %415 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %417 = stablehlo.reduce(%416 init: %cst_97) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %cst_98 = stablehlo.constant dense<1.843200e+04> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %419 = stablehlo.divide %413, %418 : tensor<192xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [3] : (tensor<192xf32>) -> tensor<32x24x24x192xf32>
    %421 = stablehlo.multiply %420, %266 : tensor<32x24x24x192xf32>
    %422 = stablehlo.negate %421 : tensor<32x24x24x192xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %423 = stablehlo.reduce(%422 init: %cst_99) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %424 = stablehlo.reshape %423 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %425 = stablehlo.add %411, %421 : tensor<32x24x24x192xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %426 = stablehlo.reduce(%424 init: %cst_100) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %427 = stablehlo.add %417, %426 : tensor<192xf32>
    %cst_101 = stablehlo.constant dense<1.843200e+04> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %429 = stablehlo.divide %427, %428 : tensor<192xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [3] : (tensor<192xf32>) -> tensor<32x24x24x192xf32>
    %431 = stablehlo.add %425, %430 : tensor<32x24x24x192xf32>
    %432 = stablehlo.convert %431 : (tensor<32x24x24x192xf32>) -> tensor<32x24x24x192xbf16>
    %433 = stablehlo.convolution(%253, %432) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x24x24x192xbf16>, tensor<32x24x24x192xbf16>) -> tensor<3x3x192x192xbf16>
    %434 = stablehlo.reverse %arg24, dims = [0, 1] : tensor<3x3x192x192xbf16>
    %435 = stablehlo.convolution(%432, %434) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x24x24x192xbf16>, tensor<3x3x192x192xbf16>) -> tensor<32x24x24x192xbf16>
    %436 = stablehlo.add %355, %435 : tensor<32x24x24x192xbf16>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %437 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<bf16>) -> tensor<32x24x24x192xbf16>
    %438 = stablehlo.select %255, %436, %437 : tensor<32x24x24x192xi1>, tensor<32x24x24x192xbf16>
    %439 = stablehlo.convolution(%179, %438) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x48x48x96xbf16>, tensor<32x24x24x192xbf16>) -> tensor<1x1x96x192xbf16>
    %440 = stablehlo.reverse %arg17, dims = [0, 1] : tensor<1x1x96x192xbf16>
    %441 = stablehlo.convolution(%438, %440) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x24x24x192xbf16>, tensor<1x1x96x192xbf16>) -> tensor<32x48x48x96xbf16>
    %442 = stablehlo.convert %438 : (tensor<32x24x24x192xbf16>) -> tensor<32x24x24x192xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %443 = stablehlo.reduce(%442 init: %cst_103) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %444 = stablehlo.reshape %443 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %445 = stablehlo.reduce(%444 init: %cst_104) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %446 = stablehlo.multiply %243, %442 : tensor<32x24x24x192xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %447 = stablehlo.reduce(%446 init: %cst_105) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %448 = stablehlo.reshape %447 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %449 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %450 = stablehlo.multiply %442, %449 : tensor<32x24x24x192xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %451 = stablehlo.reduce(%448 init: %cst_106) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %452 = stablehlo.multiply %234, %450 : tensor<32x24x24x192xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %453 = stablehlo.reduce(%452 init: %cst_107) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %454 = stablehlo.reshape %453 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %455 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %456 = stablehlo.multiply %450, %455 : tensor<32x24x24x192xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %457 = stablehlo.reduce(%454 init: %cst_108) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %458 = stablehlo.multiply %457, %240 : tensor<192xf32>
    %459 = stablehlo.negate %456 : tensor<32x24x24x192xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %460 = stablehlo.reduce(%459 init: %cst_109) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %461 = stablehlo.reshape %460 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %462 = stablehlo.reduce(%461 init: %cst_110) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %cst_111 = stablehlo.constant dense<1.843200e+04> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %464 = stablehlo.divide %458, %463 : tensor<192xf32>
    %465 = stablehlo.broadcast_in_dim %464, dims = [3] : (tensor<192xf32>) -> tensor<32x24x24x192xf32>
    %466 = stablehlo.multiply %465, %228 : tensor<32x24x24x192xf32>
    %467 = stablehlo.negate %466 : tensor<32x24x24x192xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %468 = stablehlo.reduce(%467 init: %cst_112) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %469 = stablehlo.reshape %468 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %470 = stablehlo.add %456, %466 : tensor<32x24x24x192xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %471 = stablehlo.reduce(%469 init: %cst_113) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %472 = stablehlo.add %462, %471 : tensor<192xf32>
    %cst_114 = stablehlo.constant dense<1.843200e+04> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %474 = stablehlo.divide %472, %473 : tensor<192xf32>
    %475 = stablehlo.broadcast_in_dim %474, dims = [3] : (tensor<192xf32>) -> tensor<32x24x24x192xf32>
    %476 = stablehlo.add %470, %475 : tensor<32x24x24x192xf32>
    %477 = stablehlo.convert %476 : (tensor<32x24x24x192xf32>) -> tensor<32x24x24x192xbf16>
    %478 = stablehlo.convolution(%215, %477) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x24x24x192xbf16>, tensor<32x24x24x192xbf16>) -> tensor<3x3x192x192xbf16>
    %479 = stablehlo.reverse %arg19, dims = [0, 1] : tensor<3x3x192x192xbf16>
    %480 = stablehlo.convolution(%477, %479) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x24x24x192xbf16>, tensor<3x3x192x192xbf16>) -> tensor<32x24x24x192xbf16>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %481 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<bf16>) -> tensor<32x24x24x192xbf16>
    %482 = stablehlo.select %217, %480, %481 : tensor<32x24x24x192xi1>, tensor<32x24x24x192xbf16>
    %483 = stablehlo.convert %482 : (tensor<32x24x24x192xbf16>) -> tensor<32x24x24x192xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %484 = stablehlo.reduce(%483 init: %cst_116) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %485 = stablehlo.reshape %484 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %486 = stablehlo.reduce(%485 init: %cst_117) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %487 = stablehlo.multiply %207, %483 : tensor<32x24x24x192xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %488 = stablehlo.reduce(%487 init: %cst_118) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %489 = stablehlo.reshape %488 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %490 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %491 = stablehlo.multiply %483, %490 : tensor<32x24x24x192xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %492 = stablehlo.reduce(%489 init: %cst_119) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %493 = stablehlo.multiply %198, %491 : tensor<32x24x24x192xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %494 = stablehlo.reduce(%493 init: %cst_120) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %495 = stablehlo.reshape %494 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %496 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2, 3] : (tensor<1x1x1x192xf32>) -> tensor<32x24x24x192xf32>
    %497 = stablehlo.multiply %491, %496 : tensor<32x24x24x192xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %498 = stablehlo.reduce(%495 init: %cst_121) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %499 = stablehlo.multiply %498, %204 : tensor<192xf32>
    %500 = stablehlo.negate %497 : tensor<32x24x24x192xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %501 = stablehlo.reduce(%500 init: %cst_122) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %502 = stablehlo.reshape %501 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %503 = stablehlo.reduce(%502 init: %cst_123) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %cst_124 = stablehlo.constant dense<1.843200e+04> : tensor<f32>
    %504 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %505 = stablehlo.divide %499, %504 : tensor<192xf32>
    %506 = stablehlo.broadcast_in_dim %505, dims = [3] : (tensor<192xf32>) -> tensor<32x24x24x192xf32>
    %507 = stablehlo.multiply %506, %192 : tensor<32x24x24x192xf32>
    %508 = stablehlo.negate %507 : tensor<32x24x24x192xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %509 = stablehlo.reduce(%508 init: %cst_125) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x24x24x192xf32>, tensor<f32>) -> tensor<192xf32>
    %510 = stablehlo.reshape %509 : (tensor<192xf32>) -> tensor<1x1x1x192xf32>
    %511 = stablehlo.add %497, %507 : tensor<32x24x24x192xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %512 = stablehlo.reduce(%510 init: %cst_126) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x192xf32>, tensor<f32>) -> tensor<192xf32>
    %513 = stablehlo.add %503, %512 : tensor<192xf32>
    %cst_127 = stablehlo.constant dense<1.843200e+04> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %515 = stablehlo.divide %513, %514 : tensor<192xf32>
    %516 = stablehlo.broadcast_in_dim %515, dims = [3] : (tensor<192xf32>) -> tensor<32x24x24x192xf32>
    %517 = stablehlo.add %511, %516 : tensor<32x24x24x192xf32>
    %518 = stablehlo.convert %517 : (tensor<32x24x24x192xf32>) -> tensor<32x24x24x192xbf16>
    %519 = stablehlo.convolution(%179, %518) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x48x48x96xbf16>, tensor<32x24x24x192xbf16>) -> tensor<3x3x96x192xbf16>
    %520 = stablehlo.reverse %arg18, dims = [0, 1] : tensor<3x3x96x192xbf16>
    %521 = stablehlo.convolution(%518, %520) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x24x24x192xbf16>, tensor<3x3x96x192xbf16>) -> tensor<32x48x48x96xbf16>
    %522 = stablehlo.add %441, %521 : tensor<32x48x48x96xbf16>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %523 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<bf16>) -> tensor<32x48x48x96xbf16>
    %524 = stablehlo.select %181, %522, %523 : tensor<32x48x48x96xi1>, tensor<32x48x48x96xbf16>
    %525 = stablehlo.convert %524 : (tensor<32x48x48x96xbf16>) -> tensor<32x48x48x96xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %526 = stablehlo.reduce(%525 init: %cst_129) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %527 = stablehlo.reshape %526 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %528 = stablehlo.reduce(%527 init: %cst_130) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %529 = stablehlo.multiply %170, %525 : tensor<32x48x48x96xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %530 = stablehlo.reduce(%529 init: %cst_131) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %531 = stablehlo.reshape %530 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %532 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %533 = stablehlo.multiply %525, %532 : tensor<32x48x48x96xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %534 = stablehlo.reduce(%531 init: %cst_132) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %535 = stablehlo.multiply %161, %533 : tensor<32x48x48x96xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %536 = stablehlo.reduce(%535 init: %cst_133) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %537 = stablehlo.reshape %536 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %538 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %539 = stablehlo.multiply %533, %538 : tensor<32x48x48x96xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %540 = stablehlo.reduce(%537 init: %cst_134) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %541 = stablehlo.multiply %540, %167 : tensor<96xf32>
    %542 = stablehlo.negate %539 : tensor<32x48x48x96xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %543 = stablehlo.reduce(%542 init: %cst_135) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %544 = stablehlo.reshape %543 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %545 = stablehlo.reduce(%544 init: %cst_136) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %cst_137 = stablehlo.constant dense<7.372800e+04> : tensor<f32>
    %546 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %547 = stablehlo.divide %541, %546 : tensor<96xf32>
    %548 = stablehlo.broadcast_in_dim %547, dims = [3] : (tensor<96xf32>) -> tensor<32x48x48x96xf32>
    %549 = stablehlo.multiply %548, %155 : tensor<32x48x48x96xf32>
    %550 = stablehlo.negate %549 : tensor<32x48x48x96xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %551 = stablehlo.reduce(%550 init: %cst_138) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %552 = stablehlo.reshape %551 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %553 = stablehlo.add %539, %549 : tensor<32x48x48x96xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %554 = stablehlo.reduce(%552 init: %cst_139) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %555 = stablehlo.add %545, %554 : tensor<96xf32>
    %cst_140 = stablehlo.constant dense<7.372800e+04> : tensor<f32>
    %556 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %557 = stablehlo.divide %555, %556 : tensor<96xf32>
    %558 = stablehlo.broadcast_in_dim %557, dims = [3] : (tensor<96xf32>) -> tensor<32x48x48x96xf32>
    %559 = stablehlo.add %553, %558 : tensor<32x48x48x96xf32>
    %560 = stablehlo.convert %559 : (tensor<32x48x48x96xf32>) -> tensor<32x48x48x96xbf16>
    %561 = stablehlo.convolution(%142, %560) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x48x48x96xbf16>, tensor<32x48x48x96xbf16>) -> tensor<3x3x96x96xbf16>
    %562 = stablehlo.reverse %arg12, dims = [0, 1] : tensor<3x3x96x96xbf16>
    %563 = stablehlo.convolution(%560, %562) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x48x48x96xbf16>, tensor<3x3x96x96xbf16>) -> tensor<32x48x48x96xbf16>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %564 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<bf16>) -> tensor<32x48x48x96xbf16>
    %565 = stablehlo.select %144, %563, %564 : tensor<32x48x48x96xi1>, tensor<32x48x48x96xbf16>
    %566 = stablehlo.convert %565 : (tensor<32x48x48x96xbf16>) -> tensor<32x48x48x96xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %567 = stablehlo.reduce(%566 init: %cst_142) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %568 = stablehlo.reshape %567 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %569 = stablehlo.reduce(%568 init: %cst_143) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %570 = stablehlo.multiply %134, %566 : tensor<32x48x48x96xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %571 = stablehlo.reduce(%570 init: %cst_144) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %572 = stablehlo.reshape %571 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %573 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %574 = stablehlo.multiply %566, %573 : tensor<32x48x48x96xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %575 = stablehlo.reduce(%572 init: %cst_145) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %576 = stablehlo.multiply %125, %574 : tensor<32x48x48x96xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %577 = stablehlo.reduce(%576 init: %cst_146) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %578 = stablehlo.reshape %577 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %579 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %580 = stablehlo.multiply %574, %579 : tensor<32x48x48x96xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %581 = stablehlo.reduce(%578 init: %cst_147) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %582 = stablehlo.multiply %581, %131 : tensor<96xf32>
    %583 = stablehlo.negate %580 : tensor<32x48x48x96xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %584 = stablehlo.reduce(%583 init: %cst_148) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %585 = stablehlo.reshape %584 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %586 = stablehlo.reduce(%585 init: %cst_149) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %cst_150 = stablehlo.constant dense<7.372800e+04> : tensor<f32>
    %587 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %588 = stablehlo.divide %582, %587 : tensor<96xf32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [3] : (tensor<96xf32>) -> tensor<32x48x48x96xf32>
    %590 = stablehlo.multiply %589, %119 : tensor<32x48x48x96xf32>
    %591 = stablehlo.negate %590 : tensor<32x48x48x96xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %592 = stablehlo.reduce(%591 init: %cst_151) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %593 = stablehlo.reshape %592 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %594 = stablehlo.add %580, %590 : tensor<32x48x48x96xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %595 = stablehlo.reduce(%593 init: %cst_152) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %596 = stablehlo.add %586, %595 : tensor<96xf32>
    %cst_153 = stablehlo.constant dense<7.372800e+04> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %598 = stablehlo.divide %596, %597 : tensor<96xf32>
    %599 = stablehlo.broadcast_in_dim %598, dims = [3] : (tensor<96xf32>) -> tensor<32x48x48x96xf32>
    %600 = stablehlo.add %594, %599 : tensor<32x48x48x96xf32>
    %601 = stablehlo.convert %600 : (tensor<32x48x48x96xf32>) -> tensor<32x48x48x96xbf16>
    %602 = stablehlo.convolution(%106, %601) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x48x48x96xbf16>, tensor<32x48x48x96xbf16>) -> tensor<3x3x96x96xbf16>
    %603 = stablehlo.reverse %arg11, dims = [0, 1] : tensor<3x3x96x96xbf16>
    %604 = stablehlo.convolution(%601, %603) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x48x48x96xbf16>, tensor<3x3x96x96xbf16>) -> tensor<32x48x48x96xbf16>
    %605 = stablehlo.add %524, %604 : tensor<32x48x48x96xbf16>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %606 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<bf16>) -> tensor<32x48x48x96xbf16>
    %607 = stablehlo.select %108, %605, %606 : tensor<32x48x48x96xi1>, tensor<32x48x48x96xbf16>
    %608 = stablehlo.convert %607 : (tensor<32x48x48x96xbf16>) -> tensor<32x48x48x96xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %609 = stablehlo.reduce(%608 init: %cst_155) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %610 = stablehlo.reshape %609 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %611 = stablehlo.reduce(%610 init: %cst_156) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %612 = stablehlo.multiply %97, %608 : tensor<32x48x48x96xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %613 = stablehlo.reduce(%612 init: %cst_157) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %614 = stablehlo.reshape %613 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %615 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %616 = stablehlo.multiply %608, %615 : tensor<32x48x48x96xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %617 = stablehlo.reduce(%614 init: %cst_158) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %618 = stablehlo.multiply %88, %616 : tensor<32x48x48x96xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %619 = stablehlo.reduce(%618 init: %cst_159) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %620 = stablehlo.reshape %619 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %621 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %622 = stablehlo.multiply %616, %621 : tensor<32x48x48x96xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %623 = stablehlo.reduce(%620 init: %cst_160) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %624 = stablehlo.multiply %623, %94 : tensor<96xf32>
    %625 = stablehlo.negate %622 : tensor<32x48x48x96xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %626 = stablehlo.reduce(%625 init: %cst_161) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %627 = stablehlo.reshape %626 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %628 = stablehlo.reduce(%627 init: %cst_162) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %cst_163 = stablehlo.constant dense<7.372800e+04> : tensor<f32>
    %629 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %630 = stablehlo.divide %624, %629 : tensor<96xf32>
    %631 = stablehlo.broadcast_in_dim %630, dims = [3] : (tensor<96xf32>) -> tensor<32x48x48x96xf32>
    %632 = stablehlo.multiply %631, %82 : tensor<32x48x48x96xf32>
    %633 = stablehlo.negate %632 : tensor<32x48x48x96xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %634 = stablehlo.reduce(%633 init: %cst_164) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %635 = stablehlo.reshape %634 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %636 = stablehlo.add %622, %632 : tensor<32x48x48x96xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %637 = stablehlo.reduce(%635 init: %cst_165) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %638 = stablehlo.add %628, %637 : tensor<96xf32>
    %cst_166 = stablehlo.constant dense<7.372800e+04> : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %640 = stablehlo.divide %638, %639 : tensor<96xf32>
    %641 = stablehlo.broadcast_in_dim %640, dims = [3] : (tensor<96xf32>) -> tensor<32x48x48x96xf32>
    %642 = stablehlo.add %636, %641 : tensor<32x48x48x96xf32>
    %643 = stablehlo.convert %642 : (tensor<32x48x48x96xf32>) -> tensor<32x48x48x96xbf16>
    %644 = stablehlo.convolution(%69, %643) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x48x48x96xbf16>, tensor<32x48x48x96xbf16>) -> tensor<3x3x96x96xbf16>
    %645 = stablehlo.reverse %arg6, dims = [0, 1] : tensor<3x3x96x96xbf16>
    %646 = stablehlo.convolution(%643, %645) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x48x48x96xbf16>, tensor<3x3x96x96xbf16>) -> tensor<32x48x48x96xbf16>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %647 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<bf16>) -> tensor<32x48x48x96xbf16>
    %648 = stablehlo.select %71, %646, %647 : tensor<32x48x48x96xi1>, tensor<32x48x48x96xbf16>
    %649 = stablehlo.convert %648 : (tensor<32x48x48x96xbf16>) -> tensor<32x48x48x96xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %650 = stablehlo.reduce(%649 init: %cst_168) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %651 = stablehlo.reshape %650 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %652 = stablehlo.reduce(%651 init: %cst_169) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %653 = stablehlo.multiply %61, %649 : tensor<32x48x48x96xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %654 = stablehlo.reduce(%653 init: %cst_170) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %655 = stablehlo.reshape %654 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %656 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %657 = stablehlo.multiply %649, %656 : tensor<32x48x48x96xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %658 = stablehlo.reduce(%655 init: %cst_171) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %659 = stablehlo.multiply %52, %657 : tensor<32x48x48x96xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %660 = stablehlo.reduce(%659 init: %cst_172) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %661 = stablehlo.reshape %660 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %662 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %663 = stablehlo.multiply %657, %662 : tensor<32x48x48x96xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %664 = stablehlo.reduce(%661 init: %cst_173) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %665 = stablehlo.multiply %664, %58 : tensor<96xf32>
    %666 = stablehlo.negate %663 : tensor<32x48x48x96xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %667 = stablehlo.reduce(%666 init: %cst_174) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %668 = stablehlo.reshape %667 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %669 = stablehlo.reduce(%668 init: %cst_175) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %cst_176 = stablehlo.constant dense<7.372800e+04> : tensor<f32>
    %670 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %671 = stablehlo.divide %665, %670 : tensor<96xf32>
    %672 = stablehlo.broadcast_in_dim %671, dims = [3] : (tensor<96xf32>) -> tensor<32x48x48x96xf32>
    %673 = stablehlo.multiply %672, %46 : tensor<32x48x48x96xf32>
    %674 = stablehlo.negate %673 : tensor<32x48x48x96xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %675 = stablehlo.reduce(%674 init: %cst_177) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %676 = stablehlo.reshape %675 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %677 = stablehlo.add %663, %673 : tensor<32x48x48x96xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %678 = stablehlo.reduce(%676 init: %cst_178) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %679 = stablehlo.add %669, %678 : tensor<96xf32>
    %cst_179 = stablehlo.constant dense<7.372800e+04> : tensor<f32>
    %680 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %681 = stablehlo.divide %679, %680 : tensor<96xf32>
    %682 = stablehlo.broadcast_in_dim %681, dims = [3] : (tensor<96xf32>) -> tensor<32x48x48x96xf32>
    %683 = stablehlo.add %677, %682 : tensor<32x48x48x96xf32>
    %684 = stablehlo.convert %683 : (tensor<32x48x48x96xf32>) -> tensor<32x48x48x96xbf16>
    %685 = stablehlo.convolution(%33, %684) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x48x48x96xbf16>, tensor<32x48x48x96xbf16>) -> tensor<3x3x96x96xbf16>
    %686 = stablehlo.reverse %arg5, dims = [0, 1] : tensor<3x3x96x96xbf16>
    %687 = stablehlo.convolution(%684, %686) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x48x48x96xbf16>, tensor<3x3x96x96xbf16>) -> tensor<32x48x48x96xbf16>
    %688 = stablehlo.add %607, %687 : tensor<32x48x48x96xbf16>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %689 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<bf16>) -> tensor<32x48x48x96xbf16>
    %690 = stablehlo.select %35, %688, %689 : tensor<32x48x48x96xi1>, tensor<32x48x48x96xbf16>
    %691 = stablehlo.convert %690 : (tensor<32x48x48x96xbf16>) -> tensor<32x48x48x96xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %692 = stablehlo.reduce(%691 init: %cst_181) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %693 = stablehlo.reshape %692 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %694 = stablehlo.reduce(%693 init: %cst_182) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %695 = stablehlo.multiply %25, %691 : tensor<32x48x48x96xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %696 = stablehlo.reduce(%695 init: %cst_183) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %697 = stablehlo.reshape %696 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %698 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %699 = stablehlo.multiply %691, %698 : tensor<32x48x48x96xf32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %700 = stablehlo.reduce(%697 init: %cst_184) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %701 = stablehlo.multiply %16, %699 : tensor<32x48x48x96xf32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %702 = stablehlo.reduce(%701 init: %cst_185) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %703 = stablehlo.reshape %702 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %704 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x48x48x96xf32>
    %705 = stablehlo.multiply %699, %704 : tensor<32x48x48x96xf32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %706 = stablehlo.reduce(%703 init: %cst_186) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %707 = stablehlo.multiply %706, %22 : tensor<96xf32>
    %708 = stablehlo.negate %705 : tensor<32x48x48x96xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %709 = stablehlo.reduce(%708 init: %cst_187) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %710 = stablehlo.reshape %709 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %711 = stablehlo.reduce(%710 init: %cst_188) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %cst_189 = stablehlo.constant dense<7.372800e+04> : tensor<f32>
    %712 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %713 = stablehlo.divide %707, %712 : tensor<96xf32>
    %714 = stablehlo.broadcast_in_dim %713, dims = [3] : (tensor<96xf32>) -> tensor<32x48x48x96xf32>
    %715 = stablehlo.multiply %714, %10 : tensor<32x48x48x96xf32>
    %716 = stablehlo.negate %715 : tensor<32x48x48x96xf32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %717 = stablehlo.reduce(%716 init: %cst_190) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x48x48x96xf32>, tensor<f32>) -> tensor<96xf32>
    %718 = stablehlo.reshape %717 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %719 = stablehlo.add %705, %715 : tensor<32x48x48x96xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %720 = stablehlo.reduce(%718 init: %cst_191) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %721 = stablehlo.add %711, %720 : tensor<96xf32>
    %cst_192 = stablehlo.constant dense<7.372800e+04> : tensor<f32>
    %722 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %723 = stablehlo.divide %721, %722 : tensor<96xf32>
    %724 = stablehlo.broadcast_in_dim %723, dims = [3] : (tensor<96xf32>) -> tensor<32x48x48x96xf32>
    %725 = stablehlo.add %719, %724 : tensor<32x48x48x96xf32>
    %726 = stablehlo.convert %725 : (tensor<32x48x48x96xf32>) -> tensor<32x48x48x96xbf16>
    %727 = stablehlo.convolution(%arg58, %726) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x48x48x3xbf16>, tensor<32x48x48x96xbf16>) -> tensor<3x3x3x96xbf16>
    %cst_193 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %728 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<192x1000xf32>
    %729 = stablehlo.multiply %728, %arg29 : tensor<192x1000xf32>
    %730 = stablehlo.convert %347 : (tensor<192x1000xbf16>) -> tensor<192x1000xf32>
    %731 = stablehlo.add %729, %730 : tensor<192x1000xf32>
    %732 = stablehlo.convert %arg0 : (tensor<192x1000xbf16>) -> tensor<192x1000xf32>
    %cst_194 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %733 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<192x1000xf32>
    %734 = stablehlo.multiply %733, %731 : tensor<192x1000xf32>
    %735 = stablehlo.subtract %732, %734 : tensor<192x1000xf32>
    %736 = stablehlo.convert %735 : (tensor<192x1000xf32>) -> tensor<192x1000xbf16>
    %cst_195 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %737 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %738 = stablehlo.multiply %737, %arg30 : tensor<96xf32>
    %739 = stablehlo.add %738, %652 : tensor<96xf32>
    %cst_196 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %740 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %741 = stablehlo.multiply %740, %739 : tensor<96xf32>
    %742 = stablehlo.subtract %arg1, %741 : tensor<96xf32>
    %cst_197 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %744 = stablehlo.multiply %743, %arg31 : tensor<96xf32>
    %745 = stablehlo.add %744, %658 : tensor<96xf32>
    %cst_198 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %746 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %747 = stablehlo.multiply %746, %745 : tensor<96xf32>
    %748 = stablehlo.subtract %arg2, %747 : tensor<96xf32>
    %cst_199 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %749 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %750 = stablehlo.multiply %749, %arg32 : tensor<96xf32>
    %751 = stablehlo.add %750, %611 : tensor<96xf32>
    %cst_200 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %753 = stablehlo.multiply %752, %751 : tensor<96xf32>
    %754 = stablehlo.subtract %arg3, %753 : tensor<96xf32>
    %cst_201 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %755 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %756 = stablehlo.multiply %755, %arg33 : tensor<96xf32>
    %757 = stablehlo.add %756, %617 : tensor<96xf32>
    %cst_202 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %758 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %759 = stablehlo.multiply %758, %757 : tensor<96xf32>
    %760 = stablehlo.subtract %arg4, %759 : tensor<96xf32>
    %cst_203 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %761 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<3x3x96x96xf32>
    %762 = stablehlo.multiply %761, %arg34 : tensor<3x3x96x96xf32>
    %763 = stablehlo.convert %685 : (tensor<3x3x96x96xbf16>) -> tensor<3x3x96x96xf32>
    %764 = stablehlo.add %762, %763 : tensor<3x3x96x96xf32>
    %765 = stablehlo.convert %arg5 : (tensor<3x3x96x96xbf16>) -> tensor<3x3x96x96xf32>
    %cst_204 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<3x3x96x96xf32>
    %767 = stablehlo.multiply %766, %764 : tensor<3x3x96x96xf32>
    %768 = stablehlo.subtract %765, %767 : tensor<3x3x96x96xf32>
    %769 = stablehlo.convert %768 : (tensor<3x3x96x96xf32>) -> tensor<3x3x96x96xbf16>
    %cst_205 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<3x3x96x96xf32>
    %771 = stablehlo.multiply %770, %arg35 : tensor<3x3x96x96xf32>
    %772 = stablehlo.convert %644 : (tensor<3x3x96x96xbf16>) -> tensor<3x3x96x96xf32>
    %773 = stablehlo.add %771, %772 : tensor<3x3x96x96xf32>
    %774 = stablehlo.convert %arg6 : (tensor<3x3x96x96xbf16>) -> tensor<3x3x96x96xf32>
    %cst_206 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<3x3x96x96xf32>
    %776 = stablehlo.multiply %775, %773 : tensor<3x3x96x96xf32>
    %777 = stablehlo.subtract %774, %776 : tensor<3x3x96x96xf32>
    %778 = stablehlo.convert %777 : (tensor<3x3x96x96xf32>) -> tensor<3x3x96x96xbf16>
    %cst_207 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %779 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %780 = stablehlo.multiply %779, %arg36 : tensor<96xf32>
    %781 = stablehlo.add %780, %569 : tensor<96xf32>
    %cst_208 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %783 = stablehlo.multiply %782, %781 : tensor<96xf32>
    %784 = stablehlo.subtract %arg7, %783 : tensor<96xf32>
    %cst_209 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %786 = stablehlo.multiply %785, %arg37 : tensor<96xf32>
    %787 = stablehlo.add %786, %575 : tensor<96xf32>
    %cst_210 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %789 = stablehlo.multiply %788, %787 : tensor<96xf32>
    %790 = stablehlo.subtract %arg8, %789 : tensor<96xf32>
    %cst_211 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %791 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %792 = stablehlo.multiply %791, %arg38 : tensor<96xf32>
    %793 = stablehlo.add %792, %528 : tensor<96xf32>
    %cst_212 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %795 = stablehlo.multiply %794, %793 : tensor<96xf32>
    %796 = stablehlo.subtract %arg9, %795 : tensor<96xf32>
    %cst_213 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %798 = stablehlo.multiply %797, %arg39 : tensor<96xf32>
    %799 = stablehlo.add %798, %534 : tensor<96xf32>
    %cst_214 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %800 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %801 = stablehlo.multiply %800, %799 : tensor<96xf32>
    %802 = stablehlo.subtract %arg10, %801 : tensor<96xf32>
    %cst_215 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %803 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<3x3x96x96xf32>
    %804 = stablehlo.multiply %803, %arg40 : tensor<3x3x96x96xf32>
    %805 = stablehlo.convert %602 : (tensor<3x3x96x96xbf16>) -> tensor<3x3x96x96xf32>
    %806 = stablehlo.add %804, %805 : tensor<3x3x96x96xf32>
    %807 = stablehlo.convert %arg11 : (tensor<3x3x96x96xbf16>) -> tensor<3x3x96x96xf32>
    %cst_216 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<3x3x96x96xf32>
    %809 = stablehlo.multiply %808, %806 : tensor<3x3x96x96xf32>
    %810 = stablehlo.subtract %807, %809 : tensor<3x3x96x96xf32>
    %811 = stablehlo.convert %810 : (tensor<3x3x96x96xf32>) -> tensor<3x3x96x96xbf16>
    %cst_217 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %812 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<3x3x96x96xf32>
    %813 = stablehlo.multiply %812, %arg41 : tensor<3x3x96x96xf32>
    %814 = stablehlo.convert %561 : (tensor<3x3x96x96xbf16>) -> tensor<3x3x96x96xf32>
    %815 = stablehlo.add %813, %814 : tensor<3x3x96x96xf32>
    %816 = stablehlo.convert %arg12 : (tensor<3x3x96x96xbf16>) -> tensor<3x3x96x96xf32>
    %cst_218 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %817 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<3x3x96x96xf32>
    %818 = stablehlo.multiply %817, %815 : tensor<3x3x96x96xf32>
    %819 = stablehlo.subtract %816, %818 : tensor<3x3x96x96xf32>
    %820 = stablehlo.convert %819 : (tensor<3x3x96x96xf32>) -> tensor<3x3x96x96xbf16>
    %cst_219 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %821 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %822 = stablehlo.multiply %821, %arg42 : tensor<192xf32>
    %823 = stablehlo.add %822, %486 : tensor<192xf32>
    %cst_220 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %825 = stablehlo.multiply %824, %823 : tensor<192xf32>
    %826 = stablehlo.subtract %arg13, %825 : tensor<192xf32>
    %cst_221 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %828 = stablehlo.multiply %827, %arg43 : tensor<192xf32>
    %829 = stablehlo.add %828, %492 : tensor<192xf32>
    %cst_222 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %830 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %831 = stablehlo.multiply %830, %829 : tensor<192xf32>
    %832 = stablehlo.subtract %arg14, %831 : tensor<192xf32>
    %cst_223 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %833 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %834 = stablehlo.multiply %833, %arg44 : tensor<192xf32>
    %835 = stablehlo.add %834, %445 : tensor<192xf32>
    %cst_224 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %837 = stablehlo.multiply %836, %835 : tensor<192xf32>
    %838 = stablehlo.subtract %arg15, %837 : tensor<192xf32>
    %cst_225 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %840 = stablehlo.multiply %839, %arg45 : tensor<192xf32>
    %841 = stablehlo.add %840, %451 : tensor<192xf32>
    %cst_226 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %842 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %843 = stablehlo.multiply %842, %841 : tensor<192xf32>
    %844 = stablehlo.subtract %arg16, %843 : tensor<192xf32>
    %cst_227 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %845 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<1x1x96x192xf32>
    %846 = stablehlo.multiply %845, %arg46 : tensor<1x1x96x192xf32>
    %847 = stablehlo.convert %439 : (tensor<1x1x96x192xbf16>) -> tensor<1x1x96x192xf32>
    %848 = stablehlo.add %846, %847 : tensor<1x1x96x192xf32>
    %849 = stablehlo.convert %arg17 : (tensor<1x1x96x192xbf16>) -> tensor<1x1x96x192xf32>
    %cst_228 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %850 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<1x1x96x192xf32>
    %851 = stablehlo.multiply %850, %848 : tensor<1x1x96x192xf32>
    %852 = stablehlo.subtract %849, %851 : tensor<1x1x96x192xf32>
    %853 = stablehlo.convert %852 : (tensor<1x1x96x192xf32>) -> tensor<1x1x96x192xbf16>
    %cst_229 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %854 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<3x3x96x192xf32>
    %855 = stablehlo.multiply %854, %arg47 : tensor<3x3x96x192xf32>
    %856 = stablehlo.convert %519 : (tensor<3x3x96x192xbf16>) -> tensor<3x3x96x192xf32>
    %857 = stablehlo.add %855, %856 : tensor<3x3x96x192xf32>
    %858 = stablehlo.convert %arg18 : (tensor<3x3x96x192xbf16>) -> tensor<3x3x96x192xf32>
    %cst_230 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %859 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<3x3x96x192xf32>
    %860 = stablehlo.multiply %859, %857 : tensor<3x3x96x192xf32>
    %861 = stablehlo.subtract %858, %860 : tensor<3x3x96x192xf32>
    %862 = stablehlo.convert %861 : (tensor<3x3x96x192xf32>) -> tensor<3x3x96x192xbf16>
    %cst_231 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<3x3x192x192xf32>
    %864 = stablehlo.multiply %863, %arg48 : tensor<3x3x192x192xf32>
    %865 = stablehlo.convert %478 : (tensor<3x3x192x192xbf16>) -> tensor<3x3x192x192xf32>
    %866 = stablehlo.add %864, %865 : tensor<3x3x192x192xf32>
    %867 = stablehlo.convert %arg19 : (tensor<3x3x192x192xbf16>) -> tensor<3x3x192x192xf32>
    %cst_232 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %868 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<3x3x192x192xf32>
    %869 = stablehlo.multiply %868, %866 : tensor<3x3x192x192xf32>
    %870 = stablehlo.subtract %867, %869 : tensor<3x3x192x192xf32>
    %871 = stablehlo.convert %870 : (tensor<3x3x192x192xf32>) -> tensor<3x3x192x192xbf16>
    %cst_233 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %872 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %873 = stablehlo.multiply %872, %arg49 : tensor<192xf32>
    %874 = stablehlo.add %873, %400 : tensor<192xf32>
    %cst_234 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %875 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %876 = stablehlo.multiply %875, %874 : tensor<192xf32>
    %877 = stablehlo.subtract %arg20, %876 : tensor<192xf32>
    %cst_235 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %878 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %879 = stablehlo.multiply %878, %arg50 : tensor<192xf32>
    %880 = stablehlo.add %879, %406 : tensor<192xf32>
    %cst_236 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %881 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %882 = stablehlo.multiply %881, %880 : tensor<192xf32>
    %883 = stablehlo.subtract %arg21, %882 : tensor<192xf32>
    %cst_237 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %885 = stablehlo.multiply %884, %arg51 : tensor<192xf32>
    %886 = stablehlo.add %885, %359 : tensor<192xf32>
    %cst_238 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %887 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %888 = stablehlo.multiply %887, %886 : tensor<192xf32>
    %889 = stablehlo.subtract %arg22, %888 : tensor<192xf32>
    %cst_239 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %890 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %891 = stablehlo.multiply %890, %arg52 : tensor<192xf32>
    %892 = stablehlo.add %891, %365 : tensor<192xf32>
    %cst_240 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %893 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<192xf32>
    %894 = stablehlo.multiply %893, %892 : tensor<192xf32>
    %895 = stablehlo.subtract %arg23, %894 : tensor<192xf32>
    %cst_241 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<3x3x192x192xf32>
    %897 = stablehlo.multiply %896, %arg53 : tensor<3x3x192x192xf32>
    %898 = stablehlo.convert %433 : (tensor<3x3x192x192xbf16>) -> tensor<3x3x192x192xf32>
    %899 = stablehlo.add %897, %898 : tensor<3x3x192x192xf32>
    %900 = stablehlo.convert %arg24 : (tensor<3x3x192x192xbf16>) -> tensor<3x3x192x192xf32>
    %cst_242 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %901 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<3x3x192x192xf32>
    %902 = stablehlo.multiply %901, %899 : tensor<3x3x192x192xf32>
    %903 = stablehlo.subtract %900, %902 : tensor<3x3x192x192xf32>
    %904 = stablehlo.convert %903 : (tensor<3x3x192x192xf32>) -> tensor<3x3x192x192xbf16>
    %cst_243 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %905 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<3x3x192x192xf32>
    %906 = stablehlo.multiply %905, %arg54 : tensor<3x3x192x192xf32>
    %907 = stablehlo.convert %392 : (tensor<3x3x192x192xbf16>) -> tensor<3x3x192x192xf32>
    %908 = stablehlo.add %906, %907 : tensor<3x3x192x192xf32>
    %909 = stablehlo.convert %arg25 : (tensor<3x3x192x192xbf16>) -> tensor<3x3x192x192xf32>
    %cst_244 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %910 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<3x3x192x192xf32>
    %911 = stablehlo.multiply %910, %908 : tensor<3x3x192x192xf32>
    %912 = stablehlo.subtract %909, %911 : tensor<3x3x192x192xf32>
    %913 = stablehlo.convert %912 : (tensor<3x3x192x192xf32>) -> tensor<3x3x192x192xbf16>
    %cst_245 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %914 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<3x3x3x96xf32>
    %915 = stablehlo.multiply %914, %arg55 : tensor<3x3x3x96xf32>
    %916 = stablehlo.convert %727 : (tensor<3x3x3x96xbf16>) -> tensor<3x3x3x96xf32>
    %917 = stablehlo.add %915, %916 : tensor<3x3x3x96xf32>
    %918 = stablehlo.convert %arg26 : (tensor<3x3x3x96xbf16>) -> tensor<3x3x3x96xf32>
    %cst_246 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<3x3x3x96xf32>
    %920 = stablehlo.multiply %919, %917 : tensor<3x3x3x96xf32>
    %921 = stablehlo.subtract %918, %920 : tensor<3x3x3x96xf32>
    %922 = stablehlo.convert %921 : (tensor<3x3x3x96xf32>) -> tensor<3x3x3x96xbf16>
    %cst_247 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %923 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %924 = stablehlo.multiply %923, %arg56 : tensor<96xf32>
    %925 = stablehlo.add %924, %694 : tensor<96xf32>
    %cst_248 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %926 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %927 = stablehlo.multiply %926, %925 : tensor<96xf32>
    %928 = stablehlo.subtract %arg27, %927 : tensor<96xf32>
    %cst_249 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %929 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %930 = stablehlo.multiply %929, %arg57 : tensor<96xf32>
    %931 = stablehlo.add %930, %700 : tensor<96xf32>
    %cst_250 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %932 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %933 = stablehlo.multiply %932, %931 : tensor<96xf32>
    %934 = stablehlo.subtract %arg28, %933 : tensor<96xf32>
    return %736, %742, %748, %754, %760, %769, %778, %784, %790, %796, %802, %811, %820, %826, %832, %838, %844, %853, %862, %871, %877, %883, %889, %895, %904, %913, %922, %928, %934, %731, %739, %745, %751, %757, %764, %773, %781, %787, %793, %799, %806, %815, %823, %829, %835, %841, %848, %857, %866, %874, %880, %886, %892, %899, %908, %917, %925, %931 : tensor<192x1000xbf16>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x96x96xbf16>, tensor<3x3x96x96xbf16>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x96x96xbf16>, tensor<3x3x96x96xbf16>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x96x192xbf16>, tensor<3x3x96x192xbf16>, tensor<3x3x192x192xbf16>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x192x192xbf16>, tensor<3x3x192x192xbf16>, tensor<3x3x3x96xbf16>, tensor<96xf32>, tensor<96xf32>, tensor<192x1000xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x96x96xf32>, tensor<3x3x96x96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96xf32>, tensor<3x3x96x96xf32>, tensor<3x3x96x96xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<1x1x96x192xf32>, tensor<3x3x96x192xf32>, tensor<3x3x192x192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<192xf32>, tensor<3x3x192x192xf32>, tensor<3x3x192x192xf32>, tensor<3x3x3x96xf32>, tensor<96xf32>, tensor<96xf32>
  }
  func.func private @relu(%arg0: tensor<32x48x48x96xbf16>) -> tensor<32x48x48x96xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<32x48x48x96xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x48x48x96xbf16>
    return %1 : tensor<32x48x48x96xbf16>
  }
  func.func private @relu_0(%arg0: tensor<32x24x24x192xbf16>) -> tensor<32x24x24x192xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<32x24x24x192xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x24x24x192xbf16>
    return %1 : tensor<32x24x24x192xbf16>
  }
  func.func private @log_softmax(%arg0: tensor<32x1000xf32>) -> (tensor<32x1000xf32>, tensor<32x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<32x1000xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x1000xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<32x1000xf32>
    %6 = stablehlo.exponential %5 : tensor<32x1000xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<32x1000xf32>, tensor<f32>) -> tensor<32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    return %6, %8 : tensor<32x1000xf32>, tensor<32x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<32x1xi32>) -> tensor<32x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %c_0 = stablehlo.constant dense<1000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<32x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<32x1xi1>, tensor<32x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    return %5 : tensor<32x1x1xi32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<32x1x1xi32>, %arg1: tensor<32x1xf32>) -> tensor<32x1000xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1000xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<32x1000xf32>, tensor<32x1x1xi32>, tensor<32x1xf32>) -> tensor<32x1000xf32>
    return %1 : tensor<32x1000xf32>
  }
  func.func private @log_softmax_2(%arg0: tensor<32x1000xf32>, %arg1: tensor<32x1xf32>, %arg2: tensor<32x1000xf32>) -> tensor<32x1000xf32> {
    %0 = stablehlo.negate %arg2 : tensor<32x1000xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<32x1000xf32>, tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.reshape %1 : (tensor<32xf32>) -> tensor<32x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<32x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<32xf32>) -> tensor<32x1000xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<32x1000xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<32x1000xf32>
    return %7 : tensor<32x1000xf32>
  }
}
