module @jit_dropout_mlp_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<784x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg3: tensor<1024x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg4: tensor<10xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg5: tensor<1024x10xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg6: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg7: tensor<784x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg8: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg9: tensor<1024x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg10: tensor<10xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg11: tensor<1024x10xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg12: tensor<512x784xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg13: tensor<512xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg14: tensor<2xui32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<1024xf32> {jax.result_info = "result[0][0]['b']"}, tensor<784x1024xf32> {jax.result_info = "result[0][0]['w']"}, tensor<1024xf32> {jax.result_info = "result[0][1]['b']"}, tensor<1024x1024xf32> {jax.result_info = "result[0][1]['w']"}, tensor<10xf32> {jax.result_info = "result[0][2]['b']"}, tensor<1024x10xf32> {jax.result_info = "result[0][2]['w']"}, tensor<1024xf32> {jax.result_info = "result[1][0]['b']"}, tensor<784x1024xf32> {jax.result_info = "result[1][0]['w']"}, tensor<1024xf32> {jax.result_info = "result[1][1]['b']"}, tensor<1024x1024xf32> {jax.result_info = "result[1][1]['w']"}, tensor<10xf32> {jax.result_info = "result[1][2]['b']"}, tensor<1024x10xf32> {jax.result_info = "result[1][2]['w']"}) {
    %0 = stablehlo.dot_general %arg12, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x784xf32>, tensor<784x1024xf32>) -> tensor<512x1024xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<512x1024xf32>
    %3 = stablehlo.add %0, %2 : tensor<512x1024xf32>
    %4 = call @_threefry_split(%arg14) : (tensor<2xui32>) -> tensor<2x2xui32>
    %5 = stablehlo.slice %4 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %6 = stablehlo.reshape %5 : (tensor<1x2xui32>) -> tensor<2xui32>
    %7 = stablehlo.slice %4 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %8 = stablehlo.reshape %7 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst = stablehlo.constant dense<0.899999976> : tensor<f32>
    %9 = call @_bernoulli(%8, %cst) : (tensor<2xui32>, tensor<f32>) -> tensor<512x1024xi1>
    %10 = call @relu(%3) : (tensor<512x1024xf32>) -> tensor<512x1024xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %12 = stablehlo.compare GT, %3, %11, FLOAT : (tensor<512x1024xf32>, tensor<512x1024xf32>) -> tensor<512x1024xi1>
    %cst_1 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %14 = stablehlo.divide %10, %13 : tensor<512x1024xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %15 = call @_where(%9, %14, %c) : (tensor<512x1024xi1>, tensor<512x1024xf32>, tensor<i32>) -> tensor<512x1024xf32>
    %16 = stablehlo.dot_general %15, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
    %17 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<512x1024xf32>
    %19 = stablehlo.add %16, %18 : tensor<512x1024xf32>
    %20 = call @_threefry_split(%6) : (tensor<2xui32>) -> tensor<2x2xui32>
    %21 = stablehlo.slice %20 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %22 = stablehlo.reshape %21 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst_2 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %23 = call @_bernoulli(%22, %cst_2) : (tensor<2xui32>, tensor<f32>) -> tensor<512x1024xi1>
    %24 = call @relu(%19) : (tensor<512x1024xf32>) -> tensor<512x1024xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %26 = stablehlo.compare GT, %19, %25, FLOAT : (tensor<512x1024xf32>, tensor<512x1024xf32>) -> tensor<512x1024xi1>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %28 = stablehlo.divide %24, %27 : tensor<512x1024xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %29 = call @_where(%23, %28, %c_5) : (tensor<512x1024xi1>, tensor<512x1024xf32>, tensor<i32>) -> tensor<512x1024xf32>
    %30 = stablehlo.dot_general %29, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x10xf32>) -> tensor<512x10xf32>
    %31 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<512x10xf32>
    %33 = stablehlo.add %30, %32 : tensor<512x10xf32>
    %34:2 = call @log_softmax(%33) : (tensor<512x10xf32>) -> (tensor<512x10xf32>, tensor<512x1xf32>)
    %35 = stablehlo.broadcast_in_dim %arg13, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
    %36 = call @take_along_axis(%35) : (tensor<512x1xi32>) -> tensor<512x1x1xi32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.negate %cst_6 : tensor<f32>
    %cst_7 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %38 = stablehlo.divide %37, %cst_7 : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %41 = call @take_along_axis_1(%36, %40) : (tensor<512x1x1xi32>, tensor<512x1xf32>) -> tensor<512x10xf32>
    %42 = call @log_softmax_2(%34#0, %34#1, %41) : (tensor<512x10xf32>, tensor<512x1xf32>, tensor<512x10xf32>) -> tensor<512x10xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<512x10xf32>, tensor<f32>) -> tensor<10xf32>
    %44 = stablehlo.reshape %43 : (tensor<10xf32>) -> tensor<1x10xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %46 = stablehlo.dot_general %42, %29, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x10xf32>, tensor<512x1024xf32>) -> tensor<10x1024xf32>
    %47 = stablehlo.transpose %46, dims = [1, 0] : (tensor<10x1024xf32>) -> tensor<1024x10xf32>
    %48 = stablehlo.dot_general %42, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x10xf32>, tensor<1024x10xf32>) -> tensor<512x1024xf32>
    %49 = call @_where_3(%23, %48) : (tensor<512x1024xi1>, tensor<512x1024xf32>) -> tensor<512x1024xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %51 = stablehlo.divide %49, %50 : tensor<512x1024xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %53 = stablehlo.select %26, %51, %52 : tensor<512x1024xi1>, tensor<512x1024xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<512x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %55 = stablehlo.reshape %54 : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %57 = stablehlo.dot_general %53, %15, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x1024xf32>) -> tensor<1024x1024xf32>
    %58 = stablehlo.transpose %57, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %59 = stablehlo.dot_general %53, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<1024x1024xf32>) -> tensor<512x1024xf32>
    %60 = call @_where_3(%9, %59) : (tensor<512x1024xi1>, tensor<512x1024xf32>) -> tensor<512x1024xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %62 = stablehlo.divide %60, %61 : tensor<512x1024xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %64 = stablehlo.select %12, %62, %63 : tensor<512x1024xi1>, tensor<512x1024xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<512x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %66 = stablehlo.reshape %65 : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %68 = stablehlo.dot_general %64, %arg12, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xf32>, tensor<512x784xf32>) -> tensor<1024x784xf32>
    %69 = stablehlo.transpose %68, dims = [1, 0] : (tensor<1024x784xf32>) -> tensor<784x1024xf32>
    %cst_18 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %71 = stablehlo.multiply %70, %arg6 : tensor<1024xf32>
    %72 = stablehlo.add %71, %67 : tensor<1024xf32>
    %cst_19 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %74 = stablehlo.multiply %73, %72 : tensor<1024xf32>
    %75 = stablehlo.subtract %arg0, %74 : tensor<1024xf32>
    %cst_20 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<784x1024xf32>
    %77 = stablehlo.multiply %76, %arg7 : tensor<784x1024xf32>
    %78 = stablehlo.add %77, %69 : tensor<784x1024xf32>
    %cst_21 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<784x1024xf32>
    %80 = stablehlo.multiply %79, %78 : tensor<784x1024xf32>
    %81 = stablehlo.subtract %arg1, %80 : tensor<784x1024xf32>
    %cst_22 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %83 = stablehlo.multiply %82, %arg8 : tensor<1024xf32>
    %84 = stablehlo.add %83, %56 : tensor<1024xf32>
    %cst_23 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %86 = stablehlo.multiply %85, %84 : tensor<1024xf32>
    %87 = stablehlo.subtract %arg2, %86 : tensor<1024xf32>
    %cst_24 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %89 = stablehlo.multiply %88, %arg9 : tensor<1024x1024xf32>
    %90 = stablehlo.add %89, %58 : tensor<1024x1024xf32>
    %cst_25 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
    %92 = stablehlo.multiply %91, %90 : tensor<1024x1024xf32>
    %93 = stablehlo.subtract %arg3, %92 : tensor<1024x1024xf32>
    %cst_26 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %95 = stablehlo.multiply %94, %arg10 : tensor<10xf32>
    %96 = stablehlo.add %95, %45 : tensor<10xf32>
    %cst_27 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %98 = stablehlo.multiply %97, %96 : tensor<10xf32>
    %99 = stablehlo.subtract %arg4, %98 : tensor<10xf32>
    %cst_28 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1024x10xf32>
    %101 = stablehlo.multiply %100, %arg11 : tensor<1024x10xf32>
    %102 = stablehlo.add %101, %47 : tensor<1024x10xf32>
    %cst_29 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1024x10xf32>
    %104 = stablehlo.multiply %103, %102 : tensor<1024x10xf32>
    %105 = stablehlo.subtract %arg5, %104 : tensor<1024x10xf32>
    return %75, %81, %87, %93, %99, %105, %72, %78, %84, %90, %96, %102 : tensor<1024xf32>, tensor<784x1024xf32>, tensor<1024xf32>, tensor<1024x1024xf32>, tensor<10xf32>, tensor<1024x10xf32>, tensor<1024xf32>, tensor<784x1024xf32>, tensor<1024xf32>, tensor<1024x1024xf32>, tensor<10xf32>, tensor<1024x10xf32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2xui32>
    %6 = stablehlo.add %3, %5 : tensor<2xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %8 = stablehlo.shift_left %5, %7 : tensor<2xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %10 = stablehlo.shift_right_logical %5, %9 : tensor<2xui32>
    %11 = stablehlo.or %8, %10 : tensor<2xui32>
    %12 = stablehlo.xor %6, %11 : tensor<2xui32>
    %13 = stablehlo.add %6, %12 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %15 = stablehlo.shift_left %12, %14 : tensor<2xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %17 = stablehlo.shift_right_logical %12, %16 : tensor<2xui32>
    %18 = stablehlo.or %15, %17 : tensor<2xui32>
    %19 = stablehlo.xor %13, %18 : tensor<2xui32>
    %20 = stablehlo.add %13, %19 : tensor<2xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %22 = stablehlo.shift_left %19, %21 : tensor<2xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %24 = stablehlo.shift_right_logical %19, %23 : tensor<2xui32>
    %25 = stablehlo.or %22, %24 : tensor<2xui32>
    %26 = stablehlo.xor %20, %25 : tensor<2xui32>
    %27 = stablehlo.add %20, %26 : tensor<2xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %29 = stablehlo.shift_left %26, %28 : tensor<2xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %31 = stablehlo.shift_right_logical %26, %30 : tensor<2xui32>
    %32 = stablehlo.or %29, %31 : tensor<2xui32>
    %33 = stablehlo.xor %27, %32 : tensor<2xui32>
    %34 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %35 = stablehlo.add %27, %34 : tensor<2xui32>
    %36 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %37 = stablehlo.add %33, %36 : tensor<2xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %38 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %39 = stablehlo.add %37, %38 : tensor<2xui32>
    %40 = stablehlo.add %35, %39 : tensor<2xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %42 = stablehlo.shift_left %39, %41 : tensor<2xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %44 = stablehlo.shift_right_logical %39, %43 : tensor<2xui32>
    %45 = stablehlo.or %42, %44 : tensor<2xui32>
    %46 = stablehlo.xor %40, %45 : tensor<2xui32>
    %47 = stablehlo.add %40, %46 : tensor<2xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %49 = stablehlo.shift_left %46, %48 : tensor<2xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %51 = stablehlo.shift_right_logical %46, %50 : tensor<2xui32>
    %52 = stablehlo.or %49, %51 : tensor<2xui32>
    %53 = stablehlo.xor %47, %52 : tensor<2xui32>
    %54 = stablehlo.add %47, %53 : tensor<2xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %55 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %56 = stablehlo.shift_left %53, %55 : tensor<2xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %57 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %58 = stablehlo.shift_right_logical %53, %57 : tensor<2xui32>
    %59 = stablehlo.or %56, %58 : tensor<2xui32>
    %60 = stablehlo.xor %54, %59 : tensor<2xui32>
    %61 = stablehlo.add %54, %60 : tensor<2xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %62 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %63 = stablehlo.shift_left %60, %62 : tensor<2xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %64 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %65 = stablehlo.shift_right_logical %60, %64 : tensor<2xui32>
    %66 = stablehlo.or %63, %65 : tensor<2xui32>
    %67 = stablehlo.xor %61, %66 : tensor<2xui32>
    %68 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %69 = stablehlo.add %61, %68 : tensor<2xui32>
    %70 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %71 = stablehlo.add %67, %70 : tensor<2xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %73 = stablehlo.add %71, %72 : tensor<2xui32>
    %74 = stablehlo.add %69, %73 : tensor<2xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %76 = stablehlo.shift_left %73, %75 : tensor<2xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %77 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %78 = stablehlo.shift_right_logical %73, %77 : tensor<2xui32>
    %79 = stablehlo.or %76, %78 : tensor<2xui32>
    %80 = stablehlo.xor %74, %79 : tensor<2xui32>
    %81 = stablehlo.add %74, %80 : tensor<2xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %82 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %83 = stablehlo.shift_left %80, %82 : tensor<2xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %84 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %85 = stablehlo.shift_right_logical %80, %84 : tensor<2xui32>
    %86 = stablehlo.or %83, %85 : tensor<2xui32>
    %87 = stablehlo.xor %81, %86 : tensor<2xui32>
    %88 = stablehlo.add %81, %87 : tensor<2xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %89 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %90 = stablehlo.shift_left %87, %89 : tensor<2xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %91 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %92 = stablehlo.shift_right_logical %87, %91 : tensor<2xui32>
    %93 = stablehlo.or %90, %92 : tensor<2xui32>
    %94 = stablehlo.xor %88, %93 : tensor<2xui32>
    %95 = stablehlo.add %88, %94 : tensor<2xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %96 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %97 = stablehlo.shift_left %94, %96 : tensor<2xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %98 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %99 = stablehlo.shift_right_logical %94, %98 : tensor<2xui32>
    %100 = stablehlo.or %97, %99 : tensor<2xui32>
    %101 = stablehlo.xor %95, %100 : tensor<2xui32>
    %102 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %103 = stablehlo.add %95, %102 : tensor<2xui32>
    %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %105 = stablehlo.add %101, %104 : tensor<2xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %106 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %107 = stablehlo.add %105, %106 : tensor<2xui32>
    %108 = stablehlo.add %103, %107 : tensor<2xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %110 = stablehlo.shift_left %107, %109 : tensor<2xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %112 = stablehlo.shift_right_logical %107, %111 : tensor<2xui32>
    %113 = stablehlo.or %110, %112 : tensor<2xui32>
    %114 = stablehlo.xor %108, %113 : tensor<2xui32>
    %115 = stablehlo.add %108, %114 : tensor<2xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %116 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %117 = stablehlo.shift_left %114, %116 : tensor<2xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %119 = stablehlo.shift_right_logical %114, %118 : tensor<2xui32>
    %120 = stablehlo.or %117, %119 : tensor<2xui32>
    %121 = stablehlo.xor %115, %120 : tensor<2xui32>
    %122 = stablehlo.add %115, %121 : tensor<2xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %123 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %124 = stablehlo.shift_left %121, %123 : tensor<2xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %126 = stablehlo.shift_right_logical %121, %125 : tensor<2xui32>
    %127 = stablehlo.or %124, %126 : tensor<2xui32>
    %128 = stablehlo.xor %122, %127 : tensor<2xui32>
    %129 = stablehlo.add %122, %128 : tensor<2xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %130 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %131 = stablehlo.shift_left %128, %130 : tensor<2xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %132 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %133 = stablehlo.shift_right_logical %128, %132 : tensor<2xui32>
    %134 = stablehlo.or %131, %133 : tensor<2xui32>
    %135 = stablehlo.xor %129, %134 : tensor<2xui32>
    %136 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %137 = stablehlo.add %129, %136 : tensor<2xui32>
    %138 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %139 = stablehlo.add %135, %138 : tensor<2xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %140 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %141 = stablehlo.add %139, %140 : tensor<2xui32>
    %142 = stablehlo.add %137, %141 : tensor<2xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %144 = stablehlo.shift_left %141, %143 : tensor<2xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %145 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %146 = stablehlo.shift_right_logical %141, %145 : tensor<2xui32>
    %147 = stablehlo.or %144, %146 : tensor<2xui32>
    %148 = stablehlo.xor %142, %147 : tensor<2xui32>
    %149 = stablehlo.add %142, %148 : tensor<2xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %151 = stablehlo.shift_left %148, %150 : tensor<2xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %152 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %153 = stablehlo.shift_right_logical %148, %152 : tensor<2xui32>
    %154 = stablehlo.or %151, %153 : tensor<2xui32>
    %155 = stablehlo.xor %149, %154 : tensor<2xui32>
    %156 = stablehlo.add %149, %155 : tensor<2xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %158 = stablehlo.shift_left %155, %157 : tensor<2xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %159 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %160 = stablehlo.shift_right_logical %155, %159 : tensor<2xui32>
    %161 = stablehlo.or %158, %160 : tensor<2xui32>
    %162 = stablehlo.xor %156, %161 : tensor<2xui32>
    %163 = stablehlo.add %156, %162 : tensor<2xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %164 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %165 = stablehlo.shift_left %162, %164 : tensor<2xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %166 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %167 = stablehlo.shift_right_logical %162, %166 : tensor<2xui32>
    %168 = stablehlo.or %165, %167 : tensor<2xui32>
    %169 = stablehlo.xor %163, %168 : tensor<2xui32>
    %170 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %171 = stablehlo.add %163, %170 : tensor<2xui32>
    %172 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %173 = stablehlo.add %169, %172 : tensor<2xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %174 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %175 = stablehlo.add %173, %174 : tensor<2xui32>
    return %171, %175 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @_bernoulli(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<512x1024xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<512x1024xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<512x1024xf32>, tensor<512x1024xf32>) -> tensor<512x1024xi1>
    return %2 : tensor<512x1024xi1>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<512x1024xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<512x1024xui64>
    %9 = stablehlo.iota dim = 1 : tensor<512x1024xui64>
    %c = stablehlo.constant dense<1024> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<512x1024xui64>
    %11 = stablehlo.multiply %10, %8 : tensor<512x1024xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<512x1024xui64>
    %13 = stablehlo.multiply %12, %9 : tensor<512x1024xui64>
    %14 = stablehlo.add %11, %13 : tensor<512x1024xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<512x1024xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<512x1024xui64>
    %17 = stablehlo.convert %14 : (tensor<512x1024xui64>) -> tensor<512x1024xui32>
    %18 = stablehlo.convert %16 : (tensor<512x1024xui64>) -> tensor<512x1024xui32>
    %19:2 = call @threefry2x32_0(%5, %7, %18, %17) : (tensor<ui32>, tensor<ui32>, tensor<512x1024xui32>, tensor<512x1024xui32>) -> (tensor<512x1024xui32>, tensor<512x1024xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<512x1024xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<512x1024xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %24 = stablehlo.or %22, %23 : tensor<512x1024xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<512x1024xui32>) -> tensor<512x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<512x1024xf32>
    %28 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x1024xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<512x1024xf32>
    %31 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x1024xf32>
    %32 = stablehlo.add %30, %31 : tensor<512x1024xf32>
    %33 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x1024xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<512x1024xf32>
    return %34 : tensor<512x1024xf32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<512x1024xui32>, %arg3: tensor<512x1024xui32>) -> (tensor<512x1024xui32>, tensor<512x1024xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<512x1024xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<512x1024xui32>
    %6 = stablehlo.add %3, %5 : tensor<512x1024xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %8 = stablehlo.shift_left %5, %7 : tensor<512x1024xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %10 = stablehlo.shift_right_logical %5, %9 : tensor<512x1024xui32>
    %11 = stablehlo.or %8, %10 : tensor<512x1024xui32>
    %12 = stablehlo.xor %6, %11 : tensor<512x1024xui32>
    %13 = stablehlo.add %6, %12 : tensor<512x1024xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %15 = stablehlo.shift_left %12, %14 : tensor<512x1024xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %17 = stablehlo.shift_right_logical %12, %16 : tensor<512x1024xui32>
    %18 = stablehlo.or %15, %17 : tensor<512x1024xui32>
    %19 = stablehlo.xor %13, %18 : tensor<512x1024xui32>
    %20 = stablehlo.add %13, %19 : tensor<512x1024xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %22 = stablehlo.shift_left %19, %21 : tensor<512x1024xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %24 = stablehlo.shift_right_logical %19, %23 : tensor<512x1024xui32>
    %25 = stablehlo.or %22, %24 : tensor<512x1024xui32>
    %26 = stablehlo.xor %20, %25 : tensor<512x1024xui32>
    %27 = stablehlo.add %20, %26 : tensor<512x1024xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %29 = stablehlo.shift_left %26, %28 : tensor<512x1024xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %31 = stablehlo.shift_right_logical %26, %30 : tensor<512x1024xui32>
    %32 = stablehlo.or %29, %31 : tensor<512x1024xui32>
    %33 = stablehlo.xor %27, %32 : tensor<512x1024xui32>
    %34 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %35 = stablehlo.add %27, %34 : tensor<512x1024xui32>
    %36 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %37 = stablehlo.add %33, %36 : tensor<512x1024xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %38 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %39 = stablehlo.add %37, %38 : tensor<512x1024xui32>
    %40 = stablehlo.add %35, %39 : tensor<512x1024xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %42 = stablehlo.shift_left %39, %41 : tensor<512x1024xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %44 = stablehlo.shift_right_logical %39, %43 : tensor<512x1024xui32>
    %45 = stablehlo.or %42, %44 : tensor<512x1024xui32>
    %46 = stablehlo.xor %40, %45 : tensor<512x1024xui32>
    %47 = stablehlo.add %40, %46 : tensor<512x1024xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %49 = stablehlo.shift_left %46, %48 : tensor<512x1024xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %51 = stablehlo.shift_right_logical %46, %50 : tensor<512x1024xui32>
    %52 = stablehlo.or %49, %51 : tensor<512x1024xui32>
    %53 = stablehlo.xor %47, %52 : tensor<512x1024xui32>
    %54 = stablehlo.add %47, %53 : tensor<512x1024xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %55 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %56 = stablehlo.shift_left %53, %55 : tensor<512x1024xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %57 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %58 = stablehlo.shift_right_logical %53, %57 : tensor<512x1024xui32>
    %59 = stablehlo.or %56, %58 : tensor<512x1024xui32>
    %60 = stablehlo.xor %54, %59 : tensor<512x1024xui32>
    %61 = stablehlo.add %54, %60 : tensor<512x1024xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %62 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %63 = stablehlo.shift_left %60, %62 : tensor<512x1024xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %64 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %65 = stablehlo.shift_right_logical %60, %64 : tensor<512x1024xui32>
    %66 = stablehlo.or %63, %65 : tensor<512x1024xui32>
    %67 = stablehlo.xor %61, %66 : tensor<512x1024xui32>
    %68 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %69 = stablehlo.add %61, %68 : tensor<512x1024xui32>
    %70 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %71 = stablehlo.add %67, %70 : tensor<512x1024xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %73 = stablehlo.add %71, %72 : tensor<512x1024xui32>
    %74 = stablehlo.add %69, %73 : tensor<512x1024xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %76 = stablehlo.shift_left %73, %75 : tensor<512x1024xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %77 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %78 = stablehlo.shift_right_logical %73, %77 : tensor<512x1024xui32>
    %79 = stablehlo.or %76, %78 : tensor<512x1024xui32>
    %80 = stablehlo.xor %74, %79 : tensor<512x1024xui32>
    %81 = stablehlo.add %74, %80 : tensor<512x1024xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %82 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %83 = stablehlo.shift_left %80, %82 : tensor<512x1024xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %84 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %85 = stablehlo.shift_right_logical %80, %84 : tensor<512x1024xui32>
    %86 = stablehlo.or %83, %85 : tensor<512x1024xui32>
    %87 = stablehlo.xor %81, %86 : tensor<512x1024xui32>
    %88 = stablehlo.add %81, %87 : tensor<512x1024xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %89 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %90 = stablehlo.shift_left %87, %89 : tensor<512x1024xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %91 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %92 = stablehlo.shift_right_logical %87, %91 : tensor<512x1024xui32>
    %93 = stablehlo.or %90, %92 : tensor<512x1024xui32>
    %94 = stablehlo.xor %88, %93 : tensor<512x1024xui32>
    %95 = stablehlo.add %88, %94 : tensor<512x1024xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %96 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %97 = stablehlo.shift_left %94, %96 : tensor<512x1024xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %98 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %99 = stablehlo.shift_right_logical %94, %98 : tensor<512x1024xui32>
    %100 = stablehlo.or %97, %99 : tensor<512x1024xui32>
    %101 = stablehlo.xor %95, %100 : tensor<512x1024xui32>
    %102 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %103 = stablehlo.add %95, %102 : tensor<512x1024xui32>
    %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %105 = stablehlo.add %101, %104 : tensor<512x1024xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %106 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %107 = stablehlo.add %105, %106 : tensor<512x1024xui32>
    %108 = stablehlo.add %103, %107 : tensor<512x1024xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %110 = stablehlo.shift_left %107, %109 : tensor<512x1024xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %112 = stablehlo.shift_right_logical %107, %111 : tensor<512x1024xui32>
    %113 = stablehlo.or %110, %112 : tensor<512x1024xui32>
    %114 = stablehlo.xor %108, %113 : tensor<512x1024xui32>
    %115 = stablehlo.add %108, %114 : tensor<512x1024xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %116 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %117 = stablehlo.shift_left %114, %116 : tensor<512x1024xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %119 = stablehlo.shift_right_logical %114, %118 : tensor<512x1024xui32>
    %120 = stablehlo.or %117, %119 : tensor<512x1024xui32>
    %121 = stablehlo.xor %115, %120 : tensor<512x1024xui32>
    %122 = stablehlo.add %115, %121 : tensor<512x1024xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %123 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %124 = stablehlo.shift_left %121, %123 : tensor<512x1024xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %126 = stablehlo.shift_right_logical %121, %125 : tensor<512x1024xui32>
    %127 = stablehlo.or %124, %126 : tensor<512x1024xui32>
    %128 = stablehlo.xor %122, %127 : tensor<512x1024xui32>
    %129 = stablehlo.add %122, %128 : tensor<512x1024xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %130 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %131 = stablehlo.shift_left %128, %130 : tensor<512x1024xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %132 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %133 = stablehlo.shift_right_logical %128, %132 : tensor<512x1024xui32>
    %134 = stablehlo.or %131, %133 : tensor<512x1024xui32>
    %135 = stablehlo.xor %129, %134 : tensor<512x1024xui32>
    %136 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %137 = stablehlo.add %129, %136 : tensor<512x1024xui32>
    %138 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %139 = stablehlo.add %135, %138 : tensor<512x1024xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %140 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %141 = stablehlo.add %139, %140 : tensor<512x1024xui32>
    %142 = stablehlo.add %137, %141 : tensor<512x1024xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %144 = stablehlo.shift_left %141, %143 : tensor<512x1024xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %145 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %146 = stablehlo.shift_right_logical %141, %145 : tensor<512x1024xui32>
    %147 = stablehlo.or %144, %146 : tensor<512x1024xui32>
    %148 = stablehlo.xor %142, %147 : tensor<512x1024xui32>
    %149 = stablehlo.add %142, %148 : tensor<512x1024xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %151 = stablehlo.shift_left %148, %150 : tensor<512x1024xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %152 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %153 = stablehlo.shift_right_logical %148, %152 : tensor<512x1024xui32>
    %154 = stablehlo.or %151, %153 : tensor<512x1024xui32>
    %155 = stablehlo.xor %149, %154 : tensor<512x1024xui32>
    %156 = stablehlo.add %149, %155 : tensor<512x1024xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %158 = stablehlo.shift_left %155, %157 : tensor<512x1024xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %159 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %160 = stablehlo.shift_right_logical %155, %159 : tensor<512x1024xui32>
    %161 = stablehlo.or %158, %160 : tensor<512x1024xui32>
    %162 = stablehlo.xor %156, %161 : tensor<512x1024xui32>
    %163 = stablehlo.add %156, %162 : tensor<512x1024xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %164 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %165 = stablehlo.shift_left %162, %164 : tensor<512x1024xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %166 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %167 = stablehlo.shift_right_logical %162, %166 : tensor<512x1024xui32>
    %168 = stablehlo.or %165, %167 : tensor<512x1024xui32>
    %169 = stablehlo.xor %163, %168 : tensor<512x1024xui32>
    %170 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %171 = stablehlo.add %163, %170 : tensor<512x1024xui32>
    %172 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %173 = stablehlo.add %169, %172 : tensor<512x1024xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %174 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<512x1024xui32>
    %175 = stablehlo.add %173, %174 : tensor<512x1024xui32>
    return %171, %175 : tensor<512x1024xui32>, tensor<512x1024xui32>
  }
  func.func private @relu(%arg0: tensor<512x1024xf32>) -> tensor<512x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<512x1024xf32>
    return %1 : tensor<512x1024xf32>
  }
  func.func private @_where(%arg0: tensor<512x1024xi1>, %arg1: tensor<512x1024xf32>, %arg2: tensor<i32>) -> tensor<512x1024xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<512x1024xi1>, tensor<512x1024xf32>
    return %2 : tensor<512x1024xf32>
  }
  func.func private @log_softmax(%arg0: tensor<512x10xf32>) -> (tensor<512x10xf32>, tensor<512x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<512x10xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<512x10xf32>
    %6 = stablehlo.exponential %5 : tensor<512x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<512x10xf32>, tensor<f32>) -> tensor<512xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    return %6, %8 : tensor<512x10xf32>, tensor<512x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<512x1xi32>) -> tensor<512x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<512x1xi32>, tensor<512x1xi32>) -> tensor<512x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<512x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<512x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<512x1xi1>, tensor<512x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<512x1xi32>) -> tensor<512x1x1xi32>
    return %5 : tensor<512x1x1xi32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<512x1x1xi32>, %arg1: tensor<512x1xf32>) -> tensor<512x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<512x10xf32>, tensor<512x1x1xi32>, tensor<512x1xf32>) -> tensor<512x10xf32>
    return %1 : tensor<512x10xf32>
  }
  func.func private @log_softmax_2(%arg0: tensor<512x10xf32>, %arg1: tensor<512x1xf32>, %arg2: tensor<512x10xf32>) -> tensor<512x10xf32> {
    %0 = stablehlo.negate %arg2 : tensor<512x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<512x10xf32>, tensor<f32>) -> tensor<512xf32>
    %2 = stablehlo.reshape %1 : (tensor<512xf32>) -> tensor<512x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<512x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<512x1xf32>, tensor<f32>) -> tensor<512xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<512xf32>) -> tensor<512x10xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<512x10xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<512x10xf32>
    return %7 : tensor<512x10xf32>
  }
  func.func private @_where_3(%arg0: tensor<512x1024xi1>, %arg1: tensor<512x1024xf32>) -> tensor<512x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<512x1024xi1>, tensor<512x1024xf32>
    return %1 : tensor<512x1024xf32>
  }
}
