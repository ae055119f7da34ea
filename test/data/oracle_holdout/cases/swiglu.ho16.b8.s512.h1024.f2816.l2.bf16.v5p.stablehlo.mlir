module @jit_swiglu_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<1024x2816xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<2816x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<1024x2816xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<1024x2816xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<2816x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<1024x2816xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<1024x2816xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<2816x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<1024x2816xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<1024x2816xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<2816x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<1024x2816xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<1024x2816xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<2816x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<1024x2816xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<1024x2816xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<2816x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<1024x2816xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}, %arg25: tensor<8x512x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}) -> (tensor<1024xf32> {jax.result_info = "result[0][0]['norm']"}, tensor<1024x2816xbf16> {jax.result_info = "result[0][0]['w1']"}, tensor<2816x1024xbf16> {jax.result_info = "result[0][0]['w2']"}, tensor<1024x2816xbf16> {jax.result_info = "result[0][0]['w3']"}, tensor<1024xf32> {jax.result_info = "result[0][1]['norm']"}, tensor<1024x2816xbf16> {jax.result_info = "result[0][1]['w1']"}, tensor<2816x1024xbf16> {jax.result_info = "result[0][1]['w2']"}, tensor<1024x2816xbf16> {jax.result_info = "result[0][1]['w3']"}, tensor<1024xf32> {jax.result_info = "result[1][0]['norm']"}, tensor<1024x2816xf32> {jax.result_info = "result[1][0]['w1']"}, tensor<2816x1024xf32> {jax.result_info = "result[1][0]['w2']"}, tensor<1024x2816xf32> {jax.result_info = "result[1][0]['w3']"}, tensor<1024xf32> {jax.result_info = "result[1][1]['norm']"}, tensor<1024x2816xf32> {jax.result_info = "result[1][1]['w1']"}, tensor<2816x1024xf32> {jax.result_info = "result[1][1]['w2']"}, tensor<1024x2816xf32> {jax.result_info = "result[1][1]['w3']"}, tensor<1024xf32> {jax.result_info = "result[2][0]['norm']"}, tensor<1024x2816xf32> {jax.result_info = "result[2][0]['w1']"}, tensor<2816x1024xf32> {jax.result_info = "result[2][0]['w2']"}, tensor<1024x2816xf32> {jax.result_info = "result[2][0]['w3']"}, tensor<1024xf32> {jax.result_info = "result[2][1]['norm']"}, tensor<1024x2816xf32> {jax.result_info = "result[2][1]['w1']"}, tensor<2816x1024xf32> {jax.result_info = "result[2][1]['w2']"}, tensor<1024x2816xf32> {jax.result_info = "result[2][1]['w3']"}, tensor<i32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.convert %arg25 : (tensor<8x512x1024xbf16>) -> tensor<8x512x1024xf32>
    %1 = chlo.square %0 : tensor<8x512x1024xf32> -> tensor<8x512x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x512x1024xf32>, tensor<f32>) -> tensor<8x512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_0 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<8x512x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<8x512x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<8x512x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x1024xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<8x512x1024xf32>
    %11 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x512x1024xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<8x512x1024xf32>
    %14 = stablehlo.convert %13 : (tensor<8x512x1024xf32>) -> tensor<8x512x1024xbf16>
    %15 = stablehlo.dot_general %14, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x1024xbf16>, tensor<1024x2816xbf16>) -> tensor<8x512x2816xbf16>
    %16:3 = call @silu(%15) : (tensor<8x512x2816xbf16>) -> (tensor<8x512x2816xbf16>, tensor<8x512x2816xbf16>, tensor<8x512x2816xbf16>)
    %17 = stablehlo.dot_general %14, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x1024xbf16>, tensor<1024x2816xbf16>) -> tensor<8x512x2816xbf16>
    %18 = stablehlo.multiply %16#0, %17 : tensor<8x512x2816xbf16>
    %19 = stablehlo.dot_general %18, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x2816xbf16>, tensor<2816x1024xbf16>) -> tensor<8x512x1024xbf16>
    %20 = stablehlo.add %arg25, %19 : tensor<8x512x1024xbf16>
    %21 = stablehlo.convert %20 : (tensor<8x512x1024xbf16>) -> tensor<8x512x1024xf32>
    %22 = chlo.square %21 : tensor<8x512x1024xf32> -> tensor<8x512x1024xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x512x1024xf32>
    %24 = stablehlo.multiply %23, %21 : tensor<8x512x1024xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%22 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x512x1024xf32>, tensor<f32>) -> tensor<8x512xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_4 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %28 = stablehlo.divide %26, %27 : tensor<8x512x1xf32>
    %cst_5 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %30 = stablehlo.add %28, %29 : tensor<8x512x1xf32>
    %31 = stablehlo.rsqrt %30 : tensor<8x512x1xf32>
    %32 = stablehlo.divide %31, %30 : tensor<8x512x1xf32>
    %cst_6 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<8x512x1xf32>
    %35 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x1024xf32>
    %36 = stablehlo.multiply %21, %35 : tensor<8x512x1024xf32>
    %37 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x512x1024xf32>
    %39 = stablehlo.multiply %36, %38 : tensor<8x512x1024xf32>
    %40 = stablehlo.convert %39 : (tensor<8x512x1024xf32>) -> tensor<8x512x1024xbf16>
    %41 = stablehlo.dot_general %40, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x1024xbf16>, tensor<1024x2816xbf16>) -> tensor<8x512x2816xbf16>
    %42:3 = call @silu(%41) : (tensor<8x512x2816xbf16>) -> (tensor<8x512x2816xbf16>, tensor<8x512x2816xbf16>, tensor<8x512x2816xbf16>)
    %43 = stablehlo.dot_general %40, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x1024xbf16>, tensor<1024x2816xbf16>) -> tensor<8x512x2816xbf16>
    %44 = stablehlo.multiply %42#0, %43 : tensor<8x512x2816xbf16>
    %45 = stablehlo.dot_general %44, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x2816xbf16>, tensor<2816x1024xbf16>) -> tensor<8x512x1024xbf16>
    %46 = stablehlo.add %20, %45 : tensor<8x512x1024xbf16>
    %47 = stablehlo.convert %46 : (tensor<8x512x1024xbf16>) -> tensor<8x512x1024xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x512x1024xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<8x512x1024xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0x4A800000> : tensor<f32>
    %50 = stablehlo.divide %cst_8, %cst_9 : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<8x512x1024xf32>
    %52 = stablehlo.multiply %51, %49 : tensor<8x512x1024xf32>
    %53 = stablehlo.convert %52 : (tensor<8x512x1024xf32>) -> tensor<8x512x1024xbf16>
    %54 = stablehlo.dot_general %53, %44, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x512x1024xbf16>, tensor<8x512x2816xbf16>) -> tensor<1024x2816xbf16>
    %55 = stablehlo.transpose %54, dims = [1, 0] : (tensor<1024x2816xbf16>) -> tensor<2816x1024xbf16>
    %56 = stablehlo.dot_general %53, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x512x1024xbf16>, tensor<2816x1024xbf16>) -> tensor<8x512x2816xbf16>
    %57 = stablehlo.multiply %42#0, %56 : tensor<8x512x2816xbf16>
    %58 = stablehlo.multiply %56, %43 : tensor<8x512x2816xbf16>
    %59 = stablehlo.dot_general %57, %40, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x512x2816xbf16>, tensor<8x512x1024xbf16>) -> tensor<2816x1024xbf16>
    %60 = stablehlo.transpose %59, dims = [1, 0] : (tensor<2816x1024xbf16>) -> tensor<1024x2816xbf16>
    %61 = stablehlo.dot_general %57, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x512x2816xbf16>, tensor<1024x2816xbf16>) -> tensor<8x512x1024xbf16>
    %62 = call @silu_0(%42#1, %42#2, %41, %58) : (tensor<8x512x2816xbf16>, tensor<8x512x2816xbf16>, tensor<8x512x2816xbf16>, tensor<8x512x2816xbf16>) -> tensor<8x512x2816xbf16>
    %63 = stablehlo.dot_general %62, %40, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x512x2816xbf16>, tensor<8x512x1024xbf16>) -> tensor<2816x1024xbf16>
    %64 = stablehlo.transpose %63, dims = [1, 0] : (tensor<2816x1024xbf16>) -> tensor<1024x2816xbf16>
    %65 = stablehlo.dot_general %62, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x512x2816xbf16>, tensor<1024x2816xbf16>) -> tensor<8x512x1024xbf16>
    %66 = stablehlo.add %61, %65 : tensor<8x512x1024xbf16>
    %67 = stablehlo.convert %66 : (tensor<8x512x1024xbf16>) -> tensor<8x512x1024xf32>
    %68 = stablehlo.multiply %36, %67 : tensor<8x512x1024xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x512x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %70 = stablehlo.reshape %69 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %71 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x512x1024xf32>
    %72 = stablehlo.multiply %67, %71 : tensor<8x512x1024xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%70 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %74 = stablehlo.multiply %21, %72 : tensor<8x512x1024xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x512x1024xf32>, tensor<f32>) -> tensor<8x512xf32>
    %76 = stablehlo.reshape %75 : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %77 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x1024xf32>
    %78 = stablehlo.multiply %72, %77 : tensor<8x512x1024xf32>
    %79 = stablehlo.multiply %76, %34 : tensor<8x512x1xf32>
    %cst_13 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %81 = stablehlo.divide %79, %80 : tensor<8x512x1xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<8x512x1xf32>, tensor<f32>) -> tensor<8x512xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1024xf32>
    %84 = stablehlo.multiply %83, %24 : tensor<8x512x1024xf32>
    %85 = stablehlo.add %78, %84 : tensor<8x512x1024xf32>
    %86 = stablehlo.convert %85 : (tensor<8x512x1024xf32>) -> tensor<8x512x1024xbf16>
    %87 = stablehlo.add %53, %86 : tensor<8x512x1024xbf16>
    %88 = stablehlo.dot_general %87, %18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x512x1024xbf16>, tensor<8x512x2816xbf16>) -> tensor<1024x2816xbf16>
    %89 = stablehlo.transpose %88, dims = [1, 0] : (tensor<1024x2816xbf16>) -> tensor<2816x1024xbf16>
    %90 = stablehlo.dot_general %87, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x512x1024xbf16>, tensor<2816x1024xbf16>) -> tensor<8x512x2816xbf16>
    %91 = stablehlo.multiply %16#0, %90 : tensor<8x512x2816xbf16>
    %92 = stablehlo.multiply %90, %17 : tensor<8x512x2816xbf16>
    %93 = stablehlo.dot_general %91, %14, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x512x2816xbf16>, tensor<8x512x1024xbf16>) -> tensor<2816x1024xbf16>
    %94 = stablehlo.transpose %93, dims = [1, 0] : (tensor<2816x1024xbf16>) -> tensor<1024x2816xbf16>
    %95 = stablehlo.dot_general %91, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x512x2816xbf16>, tensor<1024x2816xbf16>) -> tensor<8x512x1024xbf16>
    %96 = call @silu_0(%16#1, %16#2, %15, %92) : (tensor<8x512x2816xbf16>, tensor<8x512x2816xbf16>, tensor<8x512x2816xbf16>, tensor<8x512x2816xbf16>) -> tensor<8x512x2816xbf16>
    %97 = stablehlo.dot_general %96, %14, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x512x2816xbf16>, tensor<8x512x1024xbf16>) -> tensor<2816x1024xbf16>
    %98 = stablehlo.transpose %97, dims = [1, 0] : (tensor<2816x1024xbf16>) -> tensor<1024x2816xbf16>
    %99 = stablehlo.dot_general %96, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x512x2816xbf16>, tensor<1024x2816xbf16>) -> tensor<8x512x1024xbf16>
    %100 = stablehlo.add %95, %99 : tensor<8x512x1024xbf16>
    %101 = stablehlo.convert %100 : (tensor<8x512x1024xbf16>) -> tensor<8x512x1024xf32>
    %102 = stablehlo.multiply %10, %101 : tensor<8x512x1024xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%102 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x512x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %104 = stablehlo.reshape %103 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %106 = stablehlo.add %arg24, %c : tensor<i32>
    %107 = stablehlo.convert %106 : (tensor<i32>) -> tensor<f32>
    %cst_17 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %109 = stablehlo.multiply %108, %arg8 : tensor<1024xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %111 = stablehlo.multiply %110, %105 : tensor<1024xf32>
    %112 = stablehlo.add %109, %111 : tensor<1024xf32>
    %cst_19 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %114 = stablehlo.multiply %113, %arg16 : tensor<1024xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %116 = stablehlo.multiply %115, %105 : tensor<1024xf32>
    %117 = stablehlo.multiply %116, %105 : tensor<1024xf32>
    %118 = stablehlo.add %114, %117 : tensor<1024xf32>
    %cst_21 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %119 = stablehlo.power %cst_21, %107 : tensor<f32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = stablehlo.subtract %cst_22, %119 : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %122 = stablehlo.divide %112, %121 : tensor<1024xf32>
    %cst_23 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %123 = stablehlo.power %cst_23, %107 : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %124 = stablehlo.subtract %cst_24, %123 : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %126 = stablehlo.divide %118, %125 : tensor<1024xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %128 = stablehlo.multiply %127, %122 : tensor<1024xf32>
    %129 = stablehlo.sqrt %126 : tensor<1024xf32>
    %cst_26 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %131 = stablehlo.add %129, %130 : tensor<1024xf32>
    %132 = stablehlo.divide %128, %131 : tensor<1024xf32>
    %133 = stablehlo.subtract %arg0, %132 : tensor<1024xf32>
    %134 = stablehlo.convert %98 : (tensor<1024x2816xbf16>) -> tensor<1024x2816xf32>
    %cst_27 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %136 = stablehlo.multiply %135, %arg9 : tensor<1024x2816xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %138 = stablehlo.multiply %137, %134 : tensor<1024x2816xf32>
    %139 = stablehlo.add %136, %138 : tensor<1024x2816xf32>
    %cst_29 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %141 = stablehlo.multiply %140, %arg17 : tensor<1024x2816xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %143 = stablehlo.multiply %142, %134 : tensor<1024x2816xf32>
    %144 = stablehlo.multiply %143, %134 : tensor<1024x2816xf32>
    %145 = stablehlo.add %141, %144 : tensor<1024x2816xf32>
    %cst_31 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %146 = stablehlo.power %cst_31, %107 : tensor<f32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %147 = stablehlo.subtract %cst_32, %146 : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %149 = stablehlo.divide %139, %148 : tensor<1024x2816xf32>
    %cst_33 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %150 = stablehlo.power %cst_33, %107 : tensor<f32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %151 = stablehlo.subtract %cst_34, %150 : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %153 = stablehlo.divide %145, %152 : tensor<1024x2816xf32>
    %154 = stablehlo.convert %arg1 : (tensor<1024x2816xbf16>) -> tensor<1024x2816xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %156 = stablehlo.multiply %155, %149 : tensor<1024x2816xf32>
    %157 = stablehlo.sqrt %153 : tensor<1024x2816xf32>
    %cst_36 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %159 = stablehlo.add %157, %158 : tensor<1024x2816xf32>
    %160 = stablehlo.divide %156, %159 : tensor<1024x2816xf32>
    %161 = stablehlo.subtract %154, %160 : tensor<1024x2816xf32>
    %162 = stablehlo.convert %161 : (tensor<1024x2816xf32>) -> tensor<1024x2816xbf16>
    %163 = stablehlo.convert %89 : (tensor<2816x1024xbf16>) -> tensor<2816x1024xf32>
    %cst_37 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2816x1024xf32>
    %165 = stablehlo.multiply %164, %arg10 : tensor<2816x1024xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2816x1024xf32>
    %167 = stablehlo.multiply %166, %163 : tensor<2816x1024xf32>
    %168 = stablehlo.add %165, %167 : tensor<2816x1024xf32>
    %cst_39 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2816x1024xf32>
    %170 = stablehlo.multiply %169, %arg18 : tensor<2816x1024xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2816x1024xf32>
    %172 = stablehlo.multiply %171, %163 : tensor<2816x1024xf32>
    %173 = stablehlo.multiply %172, %163 : tensor<2816x1024xf32>
    %174 = stablehlo.add %170, %173 : tensor<2816x1024xf32>
    %cst_41 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %175 = stablehlo.power %cst_41, %107 : tensor<f32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %176 = stablehlo.subtract %cst_42, %175 : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [] : (tensor<f32>) -> tensor<2816x1024xf32>
    %178 = stablehlo.divide %168, %177 : tensor<2816x1024xf32>
    %cst_43 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %179 = stablehlo.power %cst_43, %107 : tensor<f32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %180 = stablehlo.subtract %cst_44, %179 : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [] : (tensor<f32>) -> tensor<2816x1024xf32>
    %182 = stablehlo.divide %174, %181 : tensor<2816x1024xf32>
    %183 = stablehlo.convert %arg2 : (tensor<2816x1024xbf16>) -> tensor<2816x1024xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2816x1024xf32>
    %185 = stablehlo.multiply %184, %178 : tensor<2816x1024xf32>
    %186 = stablehlo.sqrt %182 : tensor<2816x1024xf32>
    %cst_46 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2816x1024xf32>
    %188 = stablehlo.add %186, %187 : tensor<2816x1024xf32>
    %189 = stablehlo.divide %185, %188 : tensor<2816x1024xf32>
    %190 = stablehlo.subtract %183, %189 : tensor<2816x1024xf32>
    %191 = stablehlo.convert %190 : (tensor<2816x1024xf32>) -> tensor<2816x1024xbf16>
    %192 = stablehlo.convert %94 : (tensor<1024x2816xbf16>) -> tensor<1024x2816xf32>
    %cst_47 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %194 = stablehlo.multiply %193, %arg11 : tensor<1024x2816xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %196 = stablehlo.multiply %195, %192 : tensor<1024x2816xf32>
    %197 = stablehlo.add %194, %196 : tensor<1024x2816xf32>
    %cst_49 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %199 = stablehlo.multiply %198, %arg19 : tensor<1024x2816xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %201 = stablehlo.multiply %200, %192 : tensor<1024x2816xf32>
    %202 = stablehlo.multiply %201, %192 : tensor<1024x2816xf32>
    %203 = stablehlo.add %199, %202 : tensor<1024x2816xf32>
    %cst_51 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %204 = stablehlo.power %cst_51, %107 : tensor<f32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %205 = stablehlo.subtract %cst_52, %204 : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %207 = stablehlo.divide %197, %206 : tensor<1024x2816xf32>
    %cst_53 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %208 = stablehlo.power %cst_53, %107 : tensor<f32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %209 = stablehlo.subtract %cst_54, %208 : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %211 = stablehlo.divide %203, %210 : tensor<1024x2816xf32>
    %212 = stablehlo.convert %arg3 : (tensor<1024x2816xbf16>) -> tensor<1024x2816xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %214 = stablehlo.multiply %213, %207 : tensor<1024x2816xf32>
    %215 = stablehlo.sqrt %211 : tensor<1024x2816xf32>
    %cst_56 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %217 = stablehlo.add %215, %216 : tensor<1024x2816xf32>
    %218 = stablehlo.divide %214, %217 : tensor<1024x2816xf32>
    %219 = stablehlo.subtract %212, %218 : tensor<1024x2816xf32>
    %220 = stablehlo.convert %219 : (tensor<1024x2816xf32>) -> tensor<1024x2816xbf16>
    %cst_57 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %222 = stablehlo.multiply %221, %arg12 : tensor<1024xf32>
    %cst_58 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %224 = stablehlo.multiply %223, %73 : tensor<1024xf32>
    %225 = stablehlo.add %222, %224 : tensor<1024xf32>
    %cst_59 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %227 = stablehlo.multiply %226, %arg20 : tensor<1024xf32>
    %cst_60 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %229 = stablehlo.multiply %228, %73 : tensor<1024xf32>
    %230 = stablehlo.multiply %229, %73 : tensor<1024xf32>
    %231 = stablehlo.add %227, %230 : tensor<1024xf32>
    %cst_61 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %232 = stablehlo.power %cst_61, %107 : tensor<f32>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %233 = stablehlo.subtract %cst_62, %232 : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %235 = stablehlo.divide %225, %234 : tensor<1024xf32>
    %cst_63 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %236 = stablehlo.power %cst_63, %107 : tensor<f32>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %237 = stablehlo.subtract %cst_64, %236 : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %239 = stablehlo.divide %231, %238 : tensor<1024xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %241 = stablehlo.multiply %240, %235 : tensor<1024xf32>
    %242 = stablehlo.sqrt %239 : tensor<1024xf32>
    %cst_66 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %244 = stablehlo.add %242, %243 : tensor<1024xf32>
    %245 = stablehlo.divide %241, %244 : tensor<1024xf32>
    %246 = stablehlo.subtract %arg4, %245 : tensor<1024xf32>
    %247 = stablehlo.convert %64 : (tensor<1024x2816xbf16>) -> tensor<1024x2816xf32>
    %cst_67 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %249 = stablehlo.multiply %248, %arg13 : tensor<1024x2816xf32>
    %cst_68 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %251 = stablehlo.multiply %250, %247 : tensor<1024x2816xf32>
    %252 = stablehlo.add %249, %251 : tensor<1024x2816xf32>
    %cst_69 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %254 = stablehlo.multiply %253, %arg21 : tensor<1024x2816xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %256 = stablehlo.multiply %255, %247 : tensor<1024x2816xf32>
    %257 = stablehlo.multiply %256, %247 : tensor<1024x2816xf32>
    %258 = stablehlo.add %254, %257 : tensor<1024x2816xf32>
    %cst_71 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %259 = stablehlo.power %cst_71, %107 : tensor<f32>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %260 = stablehlo.subtract %cst_72, %259 : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %262 = stablehlo.divide %252, %261 : tensor<1024x2816xf32>
    %cst_73 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %263 = stablehlo.power %cst_73, %107 : tensor<f32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %264 = stablehlo.subtract %cst_74, %263 : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %266 = stablehlo.divide %258, %265 : tensor<1024x2816xf32>
    %267 = stablehlo.convert %arg5 : (tensor<1024x2816xbf16>) -> tensor<1024x2816xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %269 = stablehlo.multiply %268, %262 : tensor<1024x2816xf32>
    %270 = stablehlo.sqrt %266 : tensor<1024x2816xf32>
    %cst_76 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %272 = stablehlo.add %270, %271 : tensor<1024x2816xf32>
    %273 = stablehlo.divide %269, %272 : tensor<1024x2816xf32>
    %274 = stablehlo.subtract %267, %273 : tensor<1024x2816xf32>
    %275 = stablehlo.convert %274 : (tensor<1024x2816xf32>) -> tensor<1024x2816xbf16>
    %276 = stablehlo.convert %55 : (tensor<2816x1024xbf16>) -> tensor<2816x1024xf32>
    %cst_77 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2816x1024xf32>
    %278 = stablehlo.multiply %277, %arg14 : tensor<2816x1024xf32>
    %cst_78 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2816x1024xf32>
    %280 = stablehlo.multiply %279, %276 : tensor<2816x1024xf32>
    %281 = stablehlo.add %278, %280 : tensor<2816x1024xf32>
    %cst_79 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2816x1024xf32>
    %283 = stablehlo.multiply %282, %arg22 : tensor<2816x1024xf32>
    %cst_80 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2816x1024xf32>
    %285 = stablehlo.multiply %284, %276 : tensor<2816x1024xf32>
    %286 = stablehlo.multiply %285, %276 : tensor<2816x1024xf32>
    %287 = stablehlo.add %283, %286 : tensor<2816x1024xf32>
    %cst_81 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %288 = stablehlo.power %cst_81, %107 : tensor<f32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %289 = stablehlo.subtract %cst_82, %288 : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [] : (tensor<f32>) -> tensor<2816x1024xf32>
    %291 = stablehlo.divide %281, %290 : tensor<2816x1024xf32>
    %cst_83 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %292 = stablehlo.power %cst_83, %107 : tensor<f32>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %293 = stablehlo.subtract %cst_84, %292 : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [] : (tensor<f32>) -> tensor<2816x1024xf32>
    %295 = stablehlo.divide %287, %294 : tensor<2816x1024xf32>
    %296 = stablehlo.convert %arg6 : (tensor<2816x1024xbf16>) -> tensor<2816x1024xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2816x1024xf32>
    %298 = stablehlo.multiply %297, %291 : tensor<2816x1024xf32>
    %299 = stablehlo.sqrt %295 : tensor<2816x1024xf32>
    %cst_86 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2816x1024xf32>
    %301 = stablehlo.add %299, %300 : tensor<2816x1024xf32>
    %302 = stablehlo.divide %298, %301 : tensor<2816x1024xf32>
    %303 = stablehlo.subtract %296, %302 : tensor<2816x1024xf32>
    %304 = stablehlo.convert %303 : (tensor<2816x1024xf32>) -> tensor<2816x1024xbf16>
    %305 = stablehlo.convert %60 : (tensor<1024x2816xbf16>) -> tensor<1024x2816xf32>
    %cst_87 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %307 = stablehlo.multiply %306, %arg15 : tensor<1024x2816xf32>
    %cst_88 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %309 = stablehlo.multiply %308, %305 : tensor<1024x2816xf32>
    %310 = stablehlo.add %307, %309 : tensor<1024x2816xf32>
    %cst_89 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %312 = stablehlo.multiply %311, %arg23 : tensor<1024x2816xf32>
    %cst_90 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %314 = stablehlo.multiply %313, %305 : tensor<1024x2816xf32>
    %315 = stablehlo.multiply %314, %305 : tensor<1024x2816xf32>
    %316 = stablehlo.add %312, %315 : tensor<1024x2816xf32>
    %cst_91 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %317 = stablehlo.power %cst_91, %107 : tensor<f32>
    %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %318 = stablehlo.subtract %cst_92, %317 : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %320 = stablehlo.divide %310, %319 : tensor<1024x2816xf32>
    %cst_93 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %321 = stablehlo.power %cst_93, %107 : tensor<f32>
    %cst_94 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %322 = stablehlo.subtract %cst_94, %321 : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %324 = stablehlo.divide %316, %323 : tensor<1024x2816xf32>
    %325 = stablehlo.convert %arg7 : (tensor<1024x2816xbf16>) -> tensor<1024x2816xf32>
    %cst_95 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %327 = stablehlo.multiply %326, %320 : tensor<1024x2816xf32>
    %328 = stablehlo.sqrt %324 : tensor<1024x2816xf32>
    %cst_96 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<1024x2816xf32>
    %330 = stablehlo.add %328, %329 : tensor<1024x2816xf32>
    %331 = stablehlo.divide %327, %330 : tensor<1024x2816xf32>
    %332 = stablehlo.subtract %325, %331 : tensor<1024x2816xf32>
    %333 = stablehlo.convert %332 : (tensor<1024x2816xf32>) -> tensor<1024x2816xbf16>
    return %133, %162, %191, %220, %246, %275, %304, %333, %112, %139, %168, %197, %225, %252, %281, %310, %118, %145, %174, %203, %231, %258, %287, %316, %106 : tensor<1024xf32>, tensor<1024x2816xbf16>, tensor<2816x1024xbf16>, tensor<1024x2816xbf16>, tensor<1024xf32>, tensor<1024x2816xbf16>, tensor<2816x1024xbf16>, tensor<1024x2816xbf16>, tensor<1024xf32>, tensor<1024x2816xf32>, tensor<2816x1024xf32>, tensor<1024x2816xf32>, tensor<1024xf32>, tensor<1024x2816xf32>, tensor<2816x1024xf32>, tensor<1024x2816xf32>, tensor<1024xf32>, tensor<1024x2816xf32>, tensor<2816x1024xf32>, tensor<1024x2816xf32>, tensor<1024xf32>, tensor<1024x2816xf32>, tensor<2816x1024xf32>, tensor<1024x2816xf32>, tensor<i32>
  }
  func.func private @silu(%arg0: tensor<8x512x2816xbf16>) -> (tensor<8x512x2816xbf16>, tensor<8x512x2816xbf16>, tensor<8x512x2816xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<8x512x2816xbf16>
    %1 = stablehlo.exponential %0 : tensor<8x512x2816xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x512x2816xbf16>
    %3 = stablehlo.add %2, %1 : tensor<8x512x2816xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<8x512x2816xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<8x512x2816xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<8x512x2816xbf16>
    %7 = stablehlo.subtract %6, %5 : tensor<8x512x2816xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<8x512x2816xbf16>
    %9 = stablehlo.multiply %arg0, %5 : tensor<8x512x2816xbf16>
    return %9, %8, %5 : tensor<8x512x2816xbf16>, tensor<8x512x2816xbf16>, tensor<8x512x2816xbf16>
  }
  func.func private @silu_0(%arg0: tensor<8x512x2816xbf16>, %arg1: tensor<8x512x2816xbf16>, %arg2: tensor<8x512x2816xbf16>, %arg3: tensor<8x512x2816xbf16>) -> tensor<8x512x2816xbf16> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<8x512x2816xbf16>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<8x512x2816xbf16>
    %2 = stablehlo.multiply %0, %arg0 : tensor<8x512x2816xbf16>
    %3 = stablehlo.add %1, %2 : tensor<8x512x2816xbf16>
    return %3 : tensor<8x512x2816xbf16>
  }
}
