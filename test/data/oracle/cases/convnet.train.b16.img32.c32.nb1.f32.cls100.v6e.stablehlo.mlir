module @jit_convnet_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<64x100xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg3: tensor<32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg4: tensor<32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg5: tensor<3x3x32x32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg6: tensor<3x3x32x32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg7: tensor<64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg8: tensor<64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg11: tensor<1x1x32x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg12: tensor<3x3x32x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg13: tensor<3x3x64x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg14: tensor<3x3x3x32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg15: tensor<32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg16: tensor<32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg17: tensor<64x100xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg18: tensor<32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg19: tensor<32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg20: tensor<32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg21: tensor<32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg22: tensor<3x3x32x32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg23: tensor<3x3x32x32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg24: tensor<64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg25: tensor<64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg26: tensor<64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg27: tensor<64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg28: tensor<1x1x32x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg29: tensor<3x3x32x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg30: tensor<3x3x64x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg31: tensor<3x3x3x32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg32: tensor<32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg33: tensor<32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg34: tensor<16x32x32x3xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg35: tensor<16xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<64x100xf32> {jax.result_info = "result[0]['head']"}, tensor<32xf32> {jax.result_info = "result[0]['stages'][0][0]['bn1']['b']"}, tensor<32xf32> {jax.result_info = "result[0]['stages'][0][0]['bn1']['s']"}, tensor<32xf32> {jax.result_info = "result[0]['stages'][0][0]['bn2']['b']"}, tensor<32xf32> {jax.result_info = "result[0]['stages'][0][0]['bn2']['s']"}, tensor<3x3x32x32xf32> {jax.result_info = "result[0]['stages'][0][0]['w1']"}, tensor<3x3x32x32xf32> {jax.result_info = "result[0]['stages'][0][0]['w2']"}, tensor<64xf32> {jax.result_info = "result[0]['stages'][1][0]['bn1']['b']"}, tensor<64xf32> {jax.result_info = "result[0]['stages'][1][0]['bn1']['s']"}, tensor<64xf32> {jax.result_info = "result[0]['stages'][1][0]['bn2']['b']"}, tensor<64xf32> {jax.result_info = "result[0]['stages'][1][0]['bn2']['s']"}, tensor<1x1x32x64xf32> {jax.result_info = "result[0]['stages'][1][0]['proj']"}, tensor<3x3x32x64xf32> {jax.result_info = "result[0]['stages'][1][0]['w1']"}, tensor<3x3x64x64xf32> {jax.result_info = "result[0]['stages'][1][0]['w2']"}, tensor<3x3x3x32xf32> {jax.result_info = "result[0]['stem']"}, tensor<32xf32> {jax.result_info = "result[0]['stem_bn']['b']"}, tensor<32xf32> {jax.result_info = "result[0]['stem_bn']['s']"}, tensor<64x100xf32> {jax.result_info = "result[1]['head']"}, tensor<32xf32> {jax.result_info = "result[1]['stages'][0][0]['bn1']['b']"}, tensor<32xf32> {jax.result_info = "result[1]['stages'][0][0]['bn1']['s']"}, tensor<32xf32> {jax.result_info = "result[1]['stages'][0][0]['bn2']['b']"}, tensor<32xf32> {jax.result_info = "result[1]['stages'][0][0]['bn2']['s']"}, tensor<3x3x32x32xf32> {jax.result_info = "result[1]['stages'][0][0]['w1']"}, tensor<3x3x32x32xf32> {jax.result_info = "result[1]['stages'][0][0]['w2']"}, tensor<64xf32> {jax.result_info = "result[1]['stages'][1][0]['bn1']['b']"}, tensor<64xf32> {jax.result_info = "result[1]['stages'][1][0]['bn1']['s']"}, tensor<64xf32> {jax.result_info = "result[1]['stages'][1][0]['bn2']['b']"}, tensor<64xf32> {jax.result_info = "result[1]['stages'][1][0]['bn2']['s']"}, tensor<1x1x32x64xf32> {jax.result_info = "result[1]['stages'][1][0]['proj']"}, tensor<3x3x32x64xf32> {jax.result_info = "result[1]['stages'][1][0]['w1']"}, tensor<3x3x64x64xf32> {jax.result_info = "result[1]['stages'][1][0]['w2']"}, tensor<3x3x3x32xf32> {jax.result_info = "result[1]['stem']"}, tensor<32xf32> {jax.result_info = "result[1]['stem_bn']['b']"}, tensor<32xf32> {jax.result_info = "result[1]['stem_bn']['s']"}) {
    %0 = stablehlo.convolution(%arg34, %arg14) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x3xf32>, tensor<3x3x3x32xf32>) -> tensor<16x32x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_0 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %3 = stablehlo.divide %1, %2 : tensor<32xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<16x32x32x32xf32>
    %7 = chlo.square %6 : tensor<16x32x32x32xf32> -> tensor<16x32x32x32xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x32x32x32xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<16x32x32x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%7 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_3 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.divide %10, %11 : tensor<32xf32>
    %13 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %15 = stablehlo.subtract %0, %14 : tensor<16x32x32x32xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %17 = stablehlo.add %12, %16 : tensor<32xf32>
    %18 = stablehlo.rsqrt %17 : tensor<32xf32>
    %19 = stablehlo.divide %18, %17 : tensor<32xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<32xf32>
    %22 = stablehlo.broadcast_in_dim %18, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %24 = stablehlo.multiply %15, %23 : tensor<16x32x32x32xf32>
    %25 = stablehlo.broadcast_in_dim %arg16, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %27 = stablehlo.multiply %24, %26 : tensor<16x32x32x32xf32>
    %28 = stablehlo.broadcast_in_dim %arg15, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %30 = stablehlo.add %27, %29 : tensor<16x32x32x32xf32>
    %31 = call @relu(%30) : (tensor<16x32x32x32xf32>) -> tensor<16x32x32x32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x32x32x32xf32>
    %33 = stablehlo.compare GT, %30, %32, FLOAT : (tensor<16x32x32x32xf32>, tensor<16x32x32x32xf32>) -> tensor<16x32x32x32xi1>
    %34 = stablehlo.convolution(%31, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xf32>, tensor<3x3x32x32xf32>) -> tensor<16x32x32x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_7) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_8 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %37 = stablehlo.divide %35, %36 : tensor<32xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %40 = stablehlo.subtract %34, %39 : tensor<16x32x32x32xf32>
    %41 = chlo.square %40 : tensor<16x32x32x32xf32> -> tensor<16x32x32x32xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16x32x32x32xf32>
    %43 = stablehlo.multiply %42, %40 : tensor<16x32x32x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%41 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_11 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %46 = stablehlo.divide %44, %45 : tensor<32xf32>
    %47 = stablehlo.broadcast_in_dim %37, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %49 = stablehlo.subtract %34, %48 : tensor<16x32x32x32xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %51 = stablehlo.add %46, %50 : tensor<32xf32>
    %52 = stablehlo.rsqrt %51 : tensor<32xf32>
    %53 = stablehlo.divide %52, %51 : tensor<32xf32>
    %cst_13 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<32xf32>
    %56 = stablehlo.broadcast_in_dim %52, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %58 = stablehlo.multiply %49, %57 : tensor<16x32x32x32xf32>
    %59 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %61 = stablehlo.multiply %58, %60 : tensor<16x32x32x32xf32>
    %62 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %64 = stablehlo.add %61, %63 : tensor<16x32x32x32xf32>
    %65 = call @relu(%64) : (tensor<16x32x32x32xf32>) -> tensor<16x32x32x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16x32x32x32xf32>
    %67 = stablehlo.compare GT, %64, %66, FLOAT : (tensor<16x32x32x32xf32>, tensor<16x32x32x32xf32>) -> tensor<16x32x32x32xi1>
    %68 = stablehlo.convolution(%65, %arg6) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xf32>, tensor<3x3x32x32xf32>) -> tensor<16x32x32x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_15) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_16 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %71 = stablehlo.divide %69, %70 : tensor<32xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %74 = stablehlo.subtract %68, %73 : tensor<16x32x32x32xf32>
    %75 = chlo.square %74 : tensor<16x32x32x32xf32> -> tensor<16x32x32x32xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x32x32x32xf32>
    %77 = stablehlo.multiply %76, %74 : tensor<16x32x32x32xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%75 init: %cst_18) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_19 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %80 = stablehlo.divide %78, %79 : tensor<32xf32>
    %81 = stablehlo.broadcast_in_dim %71, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %83 = stablehlo.subtract %68, %82 : tensor<16x32x32x32xf32>
    %cst_20 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %85 = stablehlo.add %80, %84 : tensor<32xf32>
    %86 = stablehlo.rsqrt %85 : tensor<32xf32>
    %87 = stablehlo.divide %86, %85 : tensor<32xf32>
    %cst_21 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %89 = stablehlo.multiply %88, %87 : tensor<32xf32>
    %90 = stablehlo.broadcast_in_dim %86, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %92 = stablehlo.multiply %83, %91 : tensor<16x32x32x32xf32>
    %93 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %95 = stablehlo.multiply %92, %94 : tensor<16x32x32x32xf32>
    %96 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %98 = stablehlo.add %95, %97 : tensor<16x32x32x32xf32>
    %99 = stablehlo.add %98, %31 : tensor<16x32x32x32xf32>
    %100 = call @relu(%99) : (tensor<16x32x32x32xf32>) -> tensor<16x32x32x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16x32x32x32xf32>
    %102 = stablehlo.compare GT, %99, %101, FLOAT : (tensor<16x32x32x32xf32>, tensor<16x32x32x32xf32>) -> tensor<16x32x32x32xi1>
    %103 = stablehlo.convolution(%100, %arg12) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xf32>, tensor<3x3x32x64xf32>) -> tensor<16x16x16x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%103 init: %cst_23) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_24 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %106 = stablehlo.divide %104, %105 : tensor<64xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x16x16x64xf32>
    %109 = stablehlo.subtract %103, %108 : tensor<16x16x16x64xf32>
    %110 = chlo.square %109 : tensor<16x16x16x64xf32> -> tensor<16x16x16x64xf32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16x16x16x64xf32>
    %112 = stablehlo.multiply %111, %109 : tensor<16x16x16x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%110 init: %cst_26) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_27 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %115 = stablehlo.divide %113, %114 : tensor<64xf32>
    %116 = stablehlo.broadcast_in_dim %106, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x16x16x64xf32>
    %118 = stablehlo.subtract %103, %117 : tensor<16x16x16x64xf32>
    %cst_28 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %120 = stablehlo.add %115, %119 : tensor<64xf32>
    %121 = stablehlo.rsqrt %120 : tensor<64xf32>
    %122 = stablehlo.divide %121, %120 : tensor<64xf32>
    %cst_29 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %124 = stablehlo.multiply %123, %122 : tensor<64xf32>
    %125 = stablehlo.broadcast_in_dim %121, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x16x16x64xf32>
    %127 = stablehlo.multiply %118, %126 : tensor<16x16x16x64xf32>
    %128 = stablehlo.broadcast_in_dim %arg8, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x16x16x64xf32>
    %130 = stablehlo.multiply %127, %129 : tensor<16x16x16x64xf32>
    %131 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x16x16x64xf32>
    %133 = stablehlo.add %130, %132 : tensor<16x16x16x64xf32>
    %134 = call @relu_0(%133) : (tensor<16x16x16x64xf32>) -> tensor<16x16x16x64xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16x16x16x64xf32>
    %136 = stablehlo.compare GT, %133, %135, FLOAT : (tensor<16x16x16x64xf32>, tensor<16x16x16x64xf32>) -> tensor<16x16x16x64xi1>
    %137 = stablehlo.convolution(%134, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x16x16x64xf32>, tensor<3x3x64x64xf32>) -> tensor<16x16x16x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%137 init: %cst_31) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_32 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %140 = stablehlo.divide %138, %139 : tensor<64xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x16x16x64xf32>
    %143 = stablehlo.subtract %137, %142 : tensor<16x16x16x64xf32>
    %144 = chlo.square %143 : tensor<16x16x16x64xf32> -> tensor<16x16x16x64xf32>
    %cst_33 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16x16x16x64xf32>
    %146 = stablehlo.multiply %145, %143 : tensor<16x16x16x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%144 init: %cst_34) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_35 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %149 = stablehlo.divide %147, %148 : tensor<64xf32>
    %150 = stablehlo.broadcast_in_dim %140, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x16x16x64xf32>
    %152 = stablehlo.subtract %137, %151 : tensor<16x16x16x64xf32>
    %cst_36 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %154 = stablehlo.add %149, %153 : tensor<64xf32>
    %155 = stablehlo.rsqrt %154 : tensor<64xf32>
    %156 = stablehlo.divide %155, %154 : tensor<64xf32>
    %cst_37 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %158 = stablehlo.multiply %157, %156 : tensor<64xf32>
    %159 = stablehlo.broadcast_in_dim %155, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x16x16x64xf32>
    %161 = stablehlo.multiply %152, %160 : tensor<16x16x16x64xf32>
    %162 = stablehlo.broadcast_in_dim %arg10, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x16x16x64xf32>
    %164 = stablehlo.multiply %161, %163 : tensor<16x16x16x64xf32>
    %165 = stablehlo.broadcast_in_dim %arg9, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x16x16x64xf32>
    %167 = stablehlo.add %164, %166 : tensor<16x16x16x64xf32>
    %168 = stablehlo.convolution(%100, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xf32>, tensor<1x1x32x64xf32>) -> tensor<16x16x16x64xf32>
    %169 = stablehlo.add %167, %168 : tensor<16x16x16x64xf32>
    %170 = call @relu_0(%169) : (tensor<16x16x16x64xf32>) -> tensor<16x16x16x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<16x16x16x64xf32>
    %172 = stablehlo.compare GT, %169, %171, FLOAT : (tensor<16x16x16x64xf32>, tensor<16x16x16x64xf32>) -> tensor<16x16x16x64xi1>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%170 init: %cst_39) applies stablehlo.add across dimensions = [1, 2] : (tensor<16x16x16x64xf32>, tensor<f32>) -> tensor<16x64xf32>
    %cst_40 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %175 = stablehlo.divide %173, %174 : tensor<16x64xf32>
    %176 = stablehlo.dot_general %175, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x100xf32>) -> tensor<16x100xf32>
    %177:2 = call @log_softmax(%176) : (tensor<16x100xf32>) -> (tensor<16x100xf32>, tensor<16x1xf32>)
    %178 = stablehlo.broadcast_in_dim %arg35, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %179 = call @take_along_axis(%178) : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %180 = stablehlo.negate %cst_41 : tensor<f32>
    %cst_42 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %181 = stablehlo.divide %180, %cst_42 : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %184 = call @take_along_axis_1(%179, %183) : (tensor<16x1x1xi32>, tensor<16x1xf32>) -> tensor<16x100xf32>
    %185 = call @log_softmax_2(%177#0, %177#1, %184) : (tensor<16x100xf32>, tensor<16x1xf32>, tensor<16x100xf32>) -> tensor<16x100xf32>
    %186 = stablehlo.dot_general %185, %175, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x100xf32>, tensor<16x64xf32>) -> tensor<100x64xf32>
    %187 = stablehlo.transpose %186, dims = [1, 0] : (tensor<100x64xf32>) -> tensor<64x100xf32>
    %188 = stablehlo.dot_general %185, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x100xf32>, tensor<64x100xf32>) -> tensor<16x64xf32>
    %cst_43 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %190 = stablehlo.divide %188, %189 : tensor<16x64xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 3] : (tensor<16x64xf32>) -> tensor<16x16x16x64xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<16x16x16x64xf32>
    %193 = stablehlo.select %172, %191, %192 : tensor<16x16x16x64xi1>, tensor<16x16x16x64xf32>
    %194 = stablehlo.convolution(%100, %193) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xf32>, tensor<16x16x16x64xf32>) -> tensor<1x1x32x64xf32>
    %195 = stablehlo.reverse %arg11, dims = [0, 1] : tensor<1x1x32x64xf32>
    %196 = stablehlo.convolution(%193, %195) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x16x16x64xf32>, tensor<1x1x32x64xf32>) -> tensor<16x32x32x32xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.reduce(%193 init: %cst_45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %198 = stablehlo.reshape %197 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.reduce(%198 init: %cst_46) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %200 = stablehlo.multiply %161, %193 : tensor<16x16x16x64xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.reduce(%200 init: %cst_47) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %202 = stablehlo.reshape %201 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %203 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x16x16x64xf32>
    %204 = stablehlo.multiply %193, %203 : tensor<16x16x16x64xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.reduce(%202 init: %cst_48) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %206 = stablehlo.multiply %152, %204 : tensor<16x16x16x64xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.reduce(%206 init: %cst_49) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %208 = stablehlo.reshape %207 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %209 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x16x16x64xf32>
    %210 = stablehlo.multiply %204, %209 : tensor<16x16x16x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.reduce(%208 init: %cst_50) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %212 = stablehlo.multiply %211, %158 : tensor<64xf32>
    %213 = stablehlo.negate %210 : tensor<16x16x16x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.reduce(%213 init: %cst_51) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %215 = stablehlo.reshape %214 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.reduce(%215 init: %cst_52) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_53 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %218 = stablehlo.divide %212, %217 : tensor<64xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [3] : (tensor<64xf32>) -> tensor<16x16x16x64xf32>
    %220 = stablehlo.multiply %219, %146 : tensor<16x16x16x64xf32>
    %221 = stablehlo.negate %220 : tensor<16x16x16x64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.reduce(%221 init: %cst_54) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %223 = stablehlo.reshape %222 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %224 = stablehlo.add %210, %220 : tensor<16x16x16x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.reduce(%223 init: %cst_55) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %226 = stablehlo.add %216, %225 : tensor<64xf32>
    %cst_56 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %228 = stablehlo.divide %226, %227 : tensor<64xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [3] : (tensor<64xf32>) -> tensor<16x16x16x64xf32>
    %230 = stablehlo.add %224, %229 : tensor<16x16x16x64xf32>
    %231 = stablehlo.convolution(%134, %230) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x16x16x64xf32>, tensor<16x16x16x64xf32>) -> tensor<3x3x64x64xf32>
    %232 = stablehlo.reverse %arg13, dims = [0, 1] : tensor<3x3x64x64xf32>
    %233 = stablehlo.convolution(%230, %232) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x16x16x64xf32>, tensor<3x3x64x64xf32>) -> tensor<16x16x16x64xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<16x16x16x64xf32>
    %235 = stablehlo.select %136, %233, %234 : tensor<16x16x16x64xi1>, tensor<16x16x16x64xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.reduce(%235 init: %cst_58) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %237 = stablehlo.reshape %236 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.reduce(%237 init: %cst_59) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %239 = stablehlo.multiply %127, %235 : tensor<16x16x16x64xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.reduce(%239 init: %cst_60) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %241 = stablehlo.reshape %240 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %242 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x16x16x64xf32>
    %243 = stablehlo.multiply %235, %242 : tensor<16x16x16x64xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.reduce(%241 init: %cst_61) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %245 = stablehlo.multiply %118, %243 : tensor<16x16x16x64xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.reduce(%245 init: %cst_62) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %247 = stablehlo.reshape %246 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %248 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<16x16x16x64xf32>
    %249 = stablehlo.multiply %243, %248 : tensor<16x16x16x64xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.reduce(%247 init: %cst_63) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %251 = stablehlo.multiply %250, %124 : tensor<64xf32>
    %252 = stablehlo.negate %249 : tensor<16x16x16x64xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.reduce(%252 init: %cst_64) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %254 = stablehlo.reshape %253 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.reduce(%254 init: %cst_65) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_66 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %257 = stablehlo.divide %251, %256 : tensor<64xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [3] : (tensor<64xf32>) -> tensor<16x16x16x64xf32>
    %259 = stablehlo.multiply %258, %112 : tensor<16x16x16x64xf32>
    %260 = stablehlo.negate %259 : tensor<16x16x16x64xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.reduce(%260 init: %cst_67) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %262 = stablehlo.reshape %261 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %263 = stablehlo.add %249, %259 : tensor<16x16x16x64xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.reduce(%262 init: %cst_68) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %265 = stablehlo.add %255, %264 : tensor<64xf32>
    %cst_69 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %267 = stablehlo.divide %265, %266 : tensor<64xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [3] : (tensor<64xf32>) -> tensor<16x16x16x64xf32>
    %269 = stablehlo.add %263, %268 : tensor<16x16x16x64xf32>
    %270 = stablehlo.convolution(%100, %269) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xf32>, tensor<16x16x16x64xf32>) -> tensor<3x3x32x64xf32>
    %271 = stablehlo.reverse %arg12, dims = [0, 1] : tensor<3x3x32x64xf32>
    %272 = stablehlo.convolution(%269, %271) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x16x16x64xf32>, tensor<3x3x32x64xf32>) -> tensor<16x32x32x32xf32>
    %273 = stablehlo.add %196, %272 : tensor<16x32x32x32xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<16x32x32x32xf32>
    %275 = stablehlo.select %102, %273, %274 : tensor<16x32x32x32xi1>, tensor<16x32x32x32xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.reduce(%275 init: %cst_71) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %277 = stablehlo.reshape %276 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %278 = stablehlo.reduce(%277 init: %cst_72) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %279 = stablehlo.multiply %92, %275 : tensor<16x32x32x32xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.reduce(%279 init: %cst_73) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %281 = stablehlo.reshape %280 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %282 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %283 = stablehlo.multiply %275, %282 : tensor<16x32x32x32xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%281 init: %cst_74) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %285 = stablehlo.multiply %83, %283 : tensor<16x32x32x32xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%285 init: %cst_75) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %287 = stablehlo.reshape %286 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %288 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %289 = stablehlo.multiply %283, %288 : tensor<16x32x32x32xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.reduce(%287 init: %cst_76) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %291 = stablehlo.multiply %290, %89 : tensor<32xf32>
    %292 = stablehlo.negate %289 : tensor<16x32x32x32xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %293 = stablehlo.reduce(%292 init: %cst_77) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %294 = stablehlo.reshape %293 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.reduce(%294 init: %cst_78) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_79 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %297 = stablehlo.divide %291, %296 : tensor<32xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [3] : (tensor<32xf32>) -> tensor<16x32x32x32xf32>
    %299 = stablehlo.multiply %298, %77 : tensor<16x32x32x32xf32>
    %300 = stablehlo.negate %299 : tensor<16x32x32x32xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.reduce(%300 init: %cst_80) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %302 = stablehlo.reshape %301 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %303 = stablehlo.add %289, %299 : tensor<16x32x32x32xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %304 = stablehlo.reduce(%302 init: %cst_81) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %305 = stablehlo.add %295, %304 : tensor<32xf32>
    %cst_82 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %307 = stablehlo.divide %305, %306 : tensor<32xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [3] : (tensor<32xf32>) -> tensor<16x32x32x32xf32>
    %309 = stablehlo.add %303, %308 : tensor<16x32x32x32xf32>
    %310 = stablehlo.convolution(%65, %309) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xf32>, tensor<16x32x32x32xf32>) -> tensor<3x3x32x32xf32>
    %311 = stablehlo.reverse %arg6, dims = [0, 1] : tensor<3x3x32x32xf32>
    %312 = stablehlo.convolution(%309, %311) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xf32>, tensor<3x3x32x32xf32>) -> tensor<16x32x32x32xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<16x32x32x32xf32>
    %314 = stablehlo.select %67, %312, %313 : tensor<16x32x32x32xi1>, tensor<16x32x32x32xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %315 = stablehlo.reduce(%314 init: %cst_84) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %316 = stablehlo.reshape %315 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %317 = stablehlo.reduce(%316 init: %cst_85) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %318 = stablehlo.multiply %58, %314 : tensor<16x32x32x32xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %319 = stablehlo.reduce(%318 init: %cst_86) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %320 = stablehlo.reshape %319 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %321 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %322 = stablehlo.multiply %314, %321 : tensor<16x32x32x32xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %323 = stablehlo.reduce(%320 init: %cst_87) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %324 = stablehlo.multiply %49, %322 : tensor<16x32x32x32xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %325 = stablehlo.reduce(%324 init: %cst_88) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %326 = stablehlo.reshape %325 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %327 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %328 = stablehlo.multiply %322, %327 : tensor<16x32x32x32xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %329 = stablehlo.reduce(%326 init: %cst_89) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %330 = stablehlo.multiply %329, %55 : tensor<32xf32>
    %331 = stablehlo.negate %328 : tensor<16x32x32x32xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %332 = stablehlo.reduce(%331 init: %cst_90) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %333 = stablehlo.reshape %332 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %334 = stablehlo.reduce(%333 init: %cst_91) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_92 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %336 = stablehlo.divide %330, %335 : tensor<32xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [3] : (tensor<32xf32>) -> tensor<16x32x32x32xf32>
    %338 = stablehlo.multiply %337, %43 : tensor<16x32x32x32xf32>
    %339 = stablehlo.negate %338 : tensor<16x32x32x32xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.reduce(%339 init: %cst_93) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %341 = stablehlo.reshape %340 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %342 = stablehlo.add %328, %338 : tensor<16x32x32x32xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %343 = stablehlo.reduce(%341 init: %cst_94) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %344 = stablehlo.add %334, %343 : tensor<32xf32>
    %cst_95 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %346 = stablehlo.divide %344, %345 : tensor<32xf32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [3] : (tensor<32xf32>) -> tensor<16x32x32x32xf32>
    %348 = stablehlo.add %342, %347 : tensor<16x32x32x32xf32>
    %349 = stablehlo.convolution(%31, %348) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xf32>, tensor<16x32x32x32xf32>) -> tensor<3x3x32x32xf32>
    %350 = stablehlo.reverse %arg5, dims = [0, 1] : tensor<3x3x32x32xf32>
    %351 = stablehlo.convolution(%348, %350) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x32xf32>, tensor<3x3x32x32xf32>) -> tensor<16x32x32x32xf32>
    %352 = stablehlo.add %275, %351 : tensor<16x32x32x32xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<16x32x32x32xf32>
    %354 = stablehlo.select %33, %352, %353 : tensor<16x32x32x32xi1>, tensor<16x32x32x32xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %355 = stablehlo.reduce(%354 init: %cst_97) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %356 = stablehlo.reshape %355 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.reduce(%356 init: %cst_98) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %358 = stablehlo.multiply %24, %354 : tensor<16x32x32x32xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %359 = stablehlo.reduce(%358 init: %cst_99) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %360 = stablehlo.reshape %359 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %361 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %362 = stablehlo.multiply %354, %361 : tensor<16x32x32x32xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %363 = stablehlo.reduce(%360 init: %cst_100) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %364 = stablehlo.multiply %15, %362 : tensor<16x32x32x32xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %365 = stablehlo.reduce(%364 init: %cst_101) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %366 = stablehlo.reshape %365 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %367 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<16x32x32x32xf32>
    %368 = stablehlo.multiply %362, %367 : tensor<16x32x32x32xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %369 = stablehlo.reduce(%366 init: %cst_102) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %370 = stablehlo.multiply %369, %21 : tensor<32xf32>
    %371 = stablehlo.negate %368 : tensor<16x32x32x32xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %372 = stablehlo.reduce(%371 init: %cst_103) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %373 = stablehlo.reshape %372 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.reduce(%373 init: %cst_104) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_105 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %376 = stablehlo.divide %370, %375 : tensor<32xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [3] : (tensor<32xf32>) -> tensor<16x32x32x32xf32>
    %378 = stablehlo.multiply %377, %9 : tensor<16x32x32x32xf32>
    %379 = stablehlo.negate %378 : tensor<16x32x32x32xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %380 = stablehlo.reduce(%379 init: %cst_106) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x32x32x32xf32>, tensor<f32>) -> tensor<32xf32>
    %381 = stablehlo.reshape %380 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %382 = stablehlo.add %368, %378 : tensor<16x32x32x32xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %383 = stablehlo.reduce(%381 init: %cst_107) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %384 = stablehlo.add %374, %383 : tensor<32xf32>
    %cst_108 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %386 = stablehlo.divide %384, %385 : tensor<32xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [3] : (tensor<32xf32>) -> tensor<16x32x32x32xf32>
    %388 = stablehlo.add %382, %387 : tensor<16x32x32x32xf32>
    %389 = stablehlo.convolution(%arg34, %388) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x32x32x3xf32>, tensor<16x32x32x32xf32>) -> tensor<3x3x3x32xf32>
    %cst_109 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<64x100xf32>
    %391 = stablehlo.multiply %390, %arg17 : tensor<64x100xf32>
    %392 = stablehlo.add %391, %187 : tensor<64x100xf32>
    %cst_110 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<64x100xf32>
    %394 = stablehlo.multiply %393, %392 : tensor<64x100xf32>
    %395 = stablehlo.subtract %arg0, %394 : tensor<64x100xf32>
    %cst_111 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %397 = stablehlo.multiply %396, %arg18 : tensor<32xf32>
    %398 = stablehlo.add %397, %317 : tensor<32xf32>
    %cst_112 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %400 = stablehlo.multiply %399, %398 : tensor<32xf32>
    %401 = stablehlo.subtract %arg1, %400 : tensor<32xf32>
    %cst_113 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %403 = stablehlo.multiply %402, %arg19 : tensor<32xf32>
    %404 = stablehlo.add %403, %323 : tensor<32xf32>
    %cst_114 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %406 = stablehlo.multiply %405, %404 : tensor<32xf32>
    %407 = stablehlo.subtract %arg2, %406 : tensor<32xf32>
    %cst_115 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %409 = stablehlo.multiply %408, %arg20 : tensor<32xf32>
    %410 = stablehlo.add %409, %278 : tensor<32xf32>
    %cst_116 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %412 = stablehlo.multiply %411, %410 : tensor<32xf32>
    %413 = stablehlo.subtract %arg3, %412 : tensor<32xf32>
    %cst_117 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %415 = stablehlo.multiply %414, %arg21 : tensor<32xf32>
    %416 = stablehlo.add %415, %284 : tensor<32xf32>
    %cst_118 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %418 = stablehlo.multiply %417, %416 : tensor<32xf32>
    %419 = stablehlo.subtract %arg4, %418 : tensor<32xf32>
    %cst_119 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %421 = stablehlo.multiply %420, %arg22 : tensor<3x3x32x32xf32>
    %422 = stablehlo.add %421, %349 : tensor<3x3x32x32xf32>
    %cst_120 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %424 = stablehlo.multiply %423, %422 : tensor<3x3x32x32xf32>
    %425 = stablehlo.subtract %arg5, %424 : tensor<3x3x32x32xf32>
    %cst_121 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %427 = stablehlo.multiply %426, %arg23 : tensor<3x3x32x32xf32>
    %428 = stablehlo.add %427, %310 : tensor<3x3x32x32xf32>
    %cst_122 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %430 = stablehlo.multiply %429, %428 : tensor<3x3x32x32xf32>
    %431 = stablehlo.subtract %arg6, %430 : tensor<3x3x32x32xf32>
    %cst_123 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %433 = stablehlo.multiply %432, %arg24 : tensor<64xf32>
    %434 = stablehlo.add %433, %238 : tensor<64xf32>
    %cst_124 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %436 = stablehlo.multiply %435, %434 : tensor<64xf32>
    %437 = stablehlo.subtract %arg7, %436 : tensor<64xf32>
    %cst_125 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %439 = stablehlo.multiply %438, %arg25 : tensor<64xf32>
    %440 = stablehlo.add %439, %244 : tensor<64xf32>
    %cst_126 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %442 = stablehlo.multiply %441, %440 : tensor<64xf32>
    %443 = stablehlo.subtract %arg8, %442 : tensor<64xf32>
    %cst_127 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %445 = stablehlo.multiply %444, %arg26 : tensor<64xf32>
    %446 = stablehlo.add %445, %199 : tensor<64xf32>
    %cst_128 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %448 = stablehlo.multiply %447, %446 : tensor<64xf32>
    %449 = stablehlo.subtract %arg9, %448 : tensor<64xf32>
    %cst_129 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %451 = stablehlo.multiply %450, %arg27 : tensor<64xf32>
    %452 = stablehlo.add %451, %205 : tensor<64xf32>
    %cst_130 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %454 = stablehlo.multiply %453, %452 : tensor<64xf32>
    %455 = stablehlo.subtract %arg10, %454 : tensor<64xf32>
    %cst_131 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<1x1x32x64xf32>
    %457 = stablehlo.multiply %456, %arg28 : tensor<1x1x32x64xf32>
    %458 = stablehlo.add %457, %194 : tensor<1x1x32x64xf32>
    %cst_132 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<1x1x32x64xf32>
    %460 = stablehlo.multiply %459, %458 : tensor<1x1x32x64xf32>
    %461 = stablehlo.subtract %arg11, %460 : tensor<1x1x32x64xf32>
    %cst_133 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %463 = stablehlo.multiply %462, %arg29 : tensor<3x3x32x64xf32>
    %464 = stablehlo.add %463, %270 : tensor<3x3x32x64xf32>
    %cst_134 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %466 = stablehlo.multiply %465, %464 : tensor<3x3x32x64xf32>
    %467 = stablehlo.subtract %arg12, %466 : tensor<3x3x32x64xf32>
    %cst_135 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %469 = stablehlo.multiply %468, %arg30 : tensor<3x3x64x64xf32>
    %470 = stablehlo.add %469, %231 : tensor<3x3x64x64xf32>
    %cst_136 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %472 = stablehlo.multiply %471, %470 : tensor<3x3x64x64xf32>
    %473 = stablehlo.subtract %arg13, %472 : tensor<3x3x64x64xf32>
    %cst_137 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %475 = stablehlo.multiply %474, %arg31 : tensor<3x3x3x32xf32>
    %476 = stablehlo.add %475, %389 : tensor<3x3x3x32xf32>
    %cst_138 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<3x3x3x32xf32>
    %478 = stablehlo.multiply %477, %476 : tensor<3x3x3x32xf32>
    %479 = stablehlo.subtract %arg14, %478 : tensor<3x3x3x32xf32>
    %cst_139 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %481 = stablehlo.multiply %480, %arg32 : tensor<32xf32>
    %482 = stablehlo.add %481, %357 : tensor<32xf32>
    %cst_140 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %484 = stablehlo.multiply %483, %482 : tensor<32xf32>
    %485 = stablehlo.subtract %arg15, %484 : tensor<32xf32>
    %cst_141 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %487 = stablehlo.multiply %486, %arg33 : tensor<32xf32>
    %488 = stablehlo.add %487, %363 : tensor<32xf32>
    %cst_142 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %490 = stablehlo.multiply %489, %488 : tensor<32xf32>
    %491 = stablehlo.subtract %arg16, %490 : tensor<32xf32>
    return %395, %401, %407, %413, %419, %425, %431, %437, %443, %449, %455, %461, %467, %473, %479, %485, %491, %392, %398, %404, %410, %416, %422, %428, %434, %440, %446, %452, %458, %464, %470, %476, %482, %488 : tensor<64x100xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<3x3x32x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x32x64xf32>, tensor<3x3x32x64xf32>, tensor<3x3x64x64xf32>, tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x100xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<3x3x32x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x32x64xf32>, tensor<3x3x32x64xf32>, tensor<3x3x64x64xf32>, tensor<3x3x3x32xf32>, tensor<32xf32>, tensor<32xf32>
  }
  func.func private @relu(%arg0: tensor<16x32x32x32xf32>) -> tensor<16x32x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32x32x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x32x32x32xf32>
    return %1 : tensor<16x32x32x32xf32>
  }
  func.func private @relu_0(%arg0: tensor<16x16x16x64xf32>) -> tensor<16x16x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16x16x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<16x16x16x64xf32>
    return %1 : tensor<16x16x16x64xf32>
  }
  func.func private @log_softmax(%arg0: tensor<16x100xf32>) -> (tensor<16x100xf32>, tensor<16x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x100xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x100xf32>
    %6 = stablehlo.exponential %5 : tensor<16x100xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    return %6, %8 : tensor<16x100xf32>, tensor<16x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<16x1xi32>) -> tensor<16x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %c_0 = stablehlo.constant dense<100> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<16x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<16x1xi1>, tensor<16x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    return %5 : tensor<16x1x1xi32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<16x1x1xi32>, %arg1: tensor<16x1xf32>) -> tensor<16x100xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x100xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<16x100xf32>, tensor<16x1x1xi32>, tensor<16x1xf32>) -> tensor<16x100xf32>
    return %1 : tensor<16x100xf32>
  }
  func.func private @log_softmax_2(%arg0: tensor<16x100xf32>, %arg1: tensor<16x1xf32>, %arg2: tensor<16x100xf32>) -> tensor<16x100xf32> {
    %0 = stablehlo.negate %arg2 : tensor<16x100xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.reshape %1 : (tensor<16xf32>) -> tensor<16x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<16x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<16xf32>) -> tensor<16x100xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<16x100xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<16x100xf32>
    return %7 : tensor<16x100xf32>
  }
}
