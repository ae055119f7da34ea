module @jit_donation_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<2500xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<2500x2500xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<2500xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<2500x2500xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<2500xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<2500x2500xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<16xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<2500x16xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<2500xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<2500x2500xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<2500xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<2500x2500xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<2500xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<2500x2500xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<16xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<2500x16xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<64x2500xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg17: tensor<64xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<2500xf32> {jax.result_info = "result[0][0]['b']"}, tensor<2500x2500xf32> {jax.result_info = "result[0][0]['w']"}, tensor<2500xf32> {jax.result_info = "result[0][1]['b']"}, tensor<2500x2500xf32> {jax.result_info = "result[0][1]['w']"}, tensor<2500xf32> {jax.result_info = "result[0][2]['b']"}, tensor<2500x2500xf32> {jax.result_info = "result[0][2]['w']"}, tensor<16xf32> {jax.result_info = "result[0][3]['b']"}, tensor<2500x16xf32> {jax.result_info = "result[0][3]['w']"}, tensor<2500xf32> {jax.result_info = "result[1][0]['b']"}, tensor<2500x2500xf32> {jax.result_info = "result[1][0]['w']"}, tensor<2500xf32> {jax.result_info = "result[1][1]['b']"}, tensor<2500x2500xf32> {jax.result_info = "result[1][1]['w']"}, tensor<2500xf32> {jax.result_info = "result[1][2]['b']"}, tensor<2500x2500xf32> {jax.result_info = "result[1][2]['w']"}, tensor<16xf32> {jax.result_info = "result[1][3]['b']"}, tensor<2500x16xf32> {jax.result_info = "result[1][3]['w']"}) {
    %0 = stablehlo.dot_general %arg16, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x2500xf32>, tensor<2500x2500xf32>) -> tensor<64x2500xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<2500xf32>) -> tensor<1x2500xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x2500xf32>) -> tensor<64x2500xf32>
    %3 = stablehlo.add %0, %2 : tensor<64x2500xf32>
    %4 = call @relu(%3) : (tensor<64x2500xf32>) -> tensor<64x2500xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x2500xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<64x2500xf32>, tensor<64x2500xf32>) -> tensor<64x2500xi1>
    %7 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x2500xf32>, tensor<2500x2500xf32>) -> tensor<64x2500xf32>
    %8 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2500xf32>) -> tensor<1x2500xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x2500xf32>) -> tensor<64x2500xf32>
    %10 = stablehlo.add %7, %9 : tensor<64x2500xf32>
    %11 = call @relu(%10) : (tensor<64x2500xf32>) -> tensor<64x2500xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x2500xf32>
    %13 = stablehlo.compare GT, %10, %12, FLOAT : (tensor<64x2500xf32>, tensor<64x2500xf32>) -> tensor<64x2500xi1>
    %14 = stablehlo.dot_general %11, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x2500xf32>, tensor<2500x2500xf32>) -> tensor<64x2500xf32>
    %15 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<2500xf32>) -> tensor<1x2500xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x2500xf32>) -> tensor<64x2500xf32>
    %17 = stablehlo.add %14, %16 : tensor<64x2500xf32>
    %18 = call @relu(%17) : (tensor<64x2500xf32>) -> tensor<64x2500xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x2500xf32>
    %20 = stablehlo.compare GT, %17, %19, FLOAT : (tensor<64x2500xf32>, tensor<64x2500xf32>) -> tensor<64x2500xi1>
    %21 = stablehlo.dot_general %18, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x2500xf32>, tensor<2500x16xf32>) -> tensor<64x16xf32>
    %22 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<64x16xf32>
    %24 = stablehlo.add %21, %23 : tensor<64x16xf32>
    %25:2 = call @log_softmax(%24) : (tensor<64x16xf32>) -> (tensor<64x16xf32>, tensor<64x1xf32>)
    %26 = stablehlo.broadcast_in_dim %arg17, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %27 = call @take_along_axis(%26) : (tensor<64x1xi32>) -> tensor<64x1x1xi32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.negate %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %29 = stablehlo.divide %28, %cst_3 : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %32 = call @take_along_axis_0(%27, %31) : (tensor<64x1x1xi32>, tensor<64x1xf32>) -> tensor<64x16xf32>
    %33 = call @log_softmax_1(%25#0, %25#1, %32) : (tensor<64x16xf32>, tensor<64x1xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<64x16xf32>, tensor<f32>) -> tensor<16xf32>
    %35 = stablehlo.reshape %34 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %37 = stablehlo.dot_general %33, %18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<64x2500xf32>) -> tensor<16x2500xf32>
    %38 = stablehlo.transpose %37, dims = [1, 0] : (tensor<16x2500xf32>) -> tensor<2500x16xf32>
    %39 = stablehlo.dot_general %33, %arg7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<2500x16xf32>) -> tensor<64x2500xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x2500xf32>
    %41 = stablehlo.select %20, %39, %40 : tensor<64x2500xi1>, tensor<64x2500xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<64x2500xf32>, tensor<f32>) -> tensor<2500xf32>
    %43 = stablehlo.reshape %42 : (tensor<2500xf32>) -> tensor<1x2500xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<1x2500xf32>, tensor<f32>) -> tensor<2500xf32>
    %45 = stablehlo.dot_general %41, %11, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x2500xf32>, tensor<64x2500xf32>) -> tensor<2500x2500xf32>
    %46 = stablehlo.transpose %45, dims = [1, 0] : (tensor<2500x2500xf32>) -> tensor<2500x2500xf32>
    %47 = stablehlo.dot_general %41, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x2500xf32>, tensor<2500x2500xf32>) -> tensor<64x2500xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64x2500xf32>
    %49 = stablehlo.select %13, %47, %48 : tensor<64x2500xi1>, tensor<64x2500xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<64x2500xf32>, tensor<f32>) -> tensor<2500xf32>
    %51 = stablehlo.reshape %50 : (tensor<2500xf32>) -> tensor<1x2500xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<1x2500xf32>, tensor<f32>) -> tensor<2500xf32>
    %53 = stablehlo.dot_general %49, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x2500xf32>, tensor<64x2500xf32>) -> tensor<2500x2500xf32>
    %54 = stablehlo.transpose %53, dims = [1, 0] : (tensor<2500x2500xf32>) -> tensor<2500x2500xf32>
    %55 = stablehlo.dot_general %49, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x2500xf32>, tensor<2500x2500xf32>) -> tensor<64x2500xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<64x2500xf32>
    %57 = stablehlo.select %6, %55, %56 : tensor<64x2500xi1>, tensor<64x2500xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<64x2500xf32>, tensor<f32>) -> tensor<2500xf32>
    %59 = stablehlo.reshape %58 : (tensor<2500xf32>) -> tensor<1x2500xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<1x2500xf32>, tensor<f32>) -> tensor<2500xf32>
    %61 = stablehlo.dot_general %57, %arg16, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x2500xf32>, tensor<64x2500xf32>) -> tensor<2500x2500xf32>
    %62 = stablehlo.transpose %61, dims = [1, 0] : (tensor<2500x2500xf32>) -> tensor<2500x2500xf32>
    %cst_15 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2500xf32>
    %64 = stablehlo.multiply %63, %arg8 : tensor<2500xf32>
    %65 = stablehlo.add %64, %60 : tensor<2500xf32>
    %cst_16 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2500xf32>
    %67 = stablehlo.multiply %66, %65 : tensor<2500xf32>
    %68 = stablehlo.subtract %arg0, %67 : tensor<2500xf32>
    %cst_17 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2500x2500xf32>
    %70 = stablehlo.multiply %69, %arg9 : tensor<2500x2500xf32>
    %71 = stablehlo.add %70, %62 : tensor<2500x2500xf32>
    %cst_18 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2500x2500xf32>
    %73 = stablehlo.multiply %72, %71 : tensor<2500x2500xf32>
    %74 = stablehlo.subtract %arg1, %73 : tensor<2500x2500xf32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2500xf32>
    %76 = stablehlo.multiply %75, %arg10 : tensor<2500xf32>
    %77 = stablehlo.add %76, %52 : tensor<2500xf32>
    %cst_20 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2500xf32>
    %79 = stablehlo.multiply %78, %77 : tensor<2500xf32>
    %80 = stablehlo.subtract %arg2, %79 : tensor<2500xf32>
    %cst_21 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2500x2500xf32>
    %82 = stablehlo.multiply %81, %arg11 : tensor<2500x2500xf32>
    %83 = stablehlo.add %82, %54 : tensor<2500x2500xf32>
    %cst_22 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2500x2500xf32>
    %85 = stablehlo.multiply %84, %83 : tensor<2500x2500xf32>
    %86 = stablehlo.subtract %arg3, %85 : tensor<2500x2500xf32>
    %cst_23 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2500xf32>
    %88 = stablehlo.multiply %87, %arg12 : tensor<2500xf32>
    %89 = stablehlo.add %88, %44 : tensor<2500xf32>
    %cst_24 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2500xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<2500xf32>
    %92 = stablehlo.subtract %arg4, %91 : tensor<2500xf32>
    %cst_25 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2500x2500xf32>
    %94 = stablehlo.multiply %93, %arg13 : tensor<2500x2500xf32>
    %95 = stablehlo.add %94, %46 : tensor<2500x2500xf32>
    %cst_26 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2500x2500xf32>
    %97 = stablehlo.multiply %96, %95 : tensor<2500x2500xf32>
    %98 = stablehlo.subtract %arg5, %97 : tensor<2500x2500xf32>
    %cst_27 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %100 = stablehlo.multiply %99, %arg14 : tensor<16xf32>
    %101 = stablehlo.add %100, %36 : tensor<16xf32>
    %cst_28 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<16xf32>
    %104 = stablehlo.subtract %arg6, %103 : tensor<16xf32>
    %cst_29 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2500x16xf32>
    %106 = stablehlo.multiply %105, %arg15 : tensor<2500x16xf32>
    %107 = stablehlo.add %106, %38 : tensor<2500x16xf32>
    %cst_30 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2500x16xf32>
    %109 = stablehlo.multiply %108, %107 : tensor<2500x16xf32>
    %110 = stablehlo.subtract %arg7, %109 : tensor<2500x16xf32>
    return %68, %74, %80, %86, %92, %98, %104, %110, %65, %71, %77, %83, %89, %95, %101, %107 : tensor<2500xf32>, tensor<2500x2500xf32>, tensor<2500xf32>, tensor<2500x2500xf32>, tensor<2500xf32>, tensor<2500x2500xf32>, tensor<16xf32>, tensor<2500x16xf32>, tensor<2500xf32>, tensor<2500x2500xf32>, tensor<2500xf32>, tensor<2500x2500xf32>, tensor<2500xf32>, tensor<2500x2500xf32>, tensor<16xf32>, tensor<2500x16xf32>
  }
  func.func private @relu(%arg0: tensor<64x2500xf32>) -> tensor<64x2500xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x2500xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<64x2500xf32>
    return %1 : tensor<64x2500xf32>
  }
  func.func private @log_softmax(%arg0: tensor<64x16xf32>) -> (tensor<64x16xf32>, tensor<64x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<64x16xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<64x16xf32>
    %6 = stablehlo.exponential %5 : tensor<64x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<64x16xf32>, tensor<f32>) -> tensor<64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    return %6, %8 : tensor<64x16xf32>, tensor<64x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<64x1xi32>) -> tensor<64x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<64x1xi32>, tensor<64x1xi32>) -> tensor<64x1xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<64x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<64x1xi1>, tensor<64x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<64x1xi32>) -> tensor<64x1x1xi32>
    return %5 : tensor<64x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<64x1x1xi32>, %arg1: tensor<64x1xf32>) -> tensor<64x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<64x16xf32>, tensor<64x1x1xi32>, tensor<64x1xf32>) -> tensor<64x16xf32>
    return %1 : tensor<64x16xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<64x16xf32>, %arg1: tensor<64x1xf32>, %arg2: tensor<64x16xf32>) -> tensor<64x16xf32> {
    %0 = stablehlo.negate %arg2 : tensor<64x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x16xf32>, tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.reshape %1 : (tensor<64xf32>) -> tensor<64x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<64x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<64xf32>) -> tensor<64x16xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<64x16xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<64x16xf32>
    return %7 : tensor<64x16xf32>
  }
}
