module @jit_upsampler_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<3x3x128x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg1: tensor<3x3x64x32xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg2: tensor<3x3x32x3xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg3: tensor<8x32x32x128xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}) -> (tensor<8x128x128x3xbf16> {jax.result_info = "result"}) {
    %0 = call @_resize(%arg3) : (tensor<8x32x32x128xbf16>) -> tensor<8x64x64x128xbf16>
    %1 = stablehlo.convolution(%0, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x64x128xbf16>, tensor<3x3x128x64xbf16>) -> tensor<8x64x64x64xbf16>
    %2 = call @silu(%1) : (tensor<8x64x64x64xbf16>) -> tensor<8x64x64x64xbf16>
    %3 = call @_resize_1(%2) : (tensor<8x64x64x64xbf16>) -> tensor<8x128x128x64xbf16>
    %4 = stablehlo.convolution(%3, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x128x128x64xbf16>, tensor<3x3x64x32xbf16>) -> tensor<8x128x128x32xbf16>
    %5 = call @silu_4(%4) : (tensor<8x128x128x32xbf16>) -> tensor<8x128x128x32xbf16>
    %6 = stablehlo.convolution(%5, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x128x128x32xbf16>, tensor<3x3x32x3xbf16>) -> tensor<8x128x128x3xbf16>
    %7 = stablehlo.tanh %6 : tensor<8x128x128x3xbf16>
    return %7 : tensor<8x128x128x3xbf16>
  }
  func.func private @_resize(%arg0: tensor<8x32x32x128xbf16>) -> tensor<8x64x64x128xbf16> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.maximum %cst, %cst_0 : tensor<f32>
    %1 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.add %1, %2 : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %7 = stablehlo.subtract %5, %6 : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %9 = stablehlo.subtract %7, %8 : tensor<64xf32>
    %10 = stablehlo.iota dim = 0 : tensor<32xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %15 = stablehlo.subtract %13, %14 : tensor<32x64xf32>
    %16 = stablehlo.abs %15 : tensor<32x64xf32>
    %17 = stablehlo.convert %0 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %19 = stablehlo.divide %16, %18 : tensor<32x64xf32>
    %20 = stablehlo.abs %19 : tensor<32x64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %22 = stablehlo.subtract %21, %20 : tensor<32x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %24 = stablehlo.maximum %23, %22 : tensor<32x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %27 = stablehlo.abs %26 : tensor<1x64xf32>
    %cst_8 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %29 = stablehlo.compare GT, %27, %28, FLOAT : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %31 = stablehlo.compare NE, %26, %30, FLOAT : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %32 = call @_where(%31, %26, %c) : (tensor<1x64xi1>, tensor<1x64xf32>, tensor<i32>) -> tensor<1x64xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %34 = stablehlo.divide %24, %33 : tensor<32x64xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %35 = call @_where_0(%29, %34, %c_10) : (tensor<1x64xi1>, tensor<32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %37 = stablehlo.compare GE, %9, %36, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %cst_12 = stablehlo.constant dense<3.150000e+01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %39 = stablehlo.compare LE, %9, %38, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %40 = stablehlo.and %37, %39 : tensor<64xi1>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<64xi1>) -> tensor<1x64xi1>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %42 = call @_where_0(%41, %35, %c_13) : (tensor<1x64xi1>, tensor<32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
    %43 = stablehlo.convert %42 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.maximum %cst_14, %cst_15 : tensor<f32>
    %45 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %47 = stablehlo.add %45, %46 : tensor<64xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %51 = stablehlo.subtract %49, %50 : tensor<64xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %53 = stablehlo.subtract %51, %52 : tensor<64xf32>
    %54 = stablehlo.iota dim = 0 : tensor<32xf32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %58 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x64xf32>
    %59 = stablehlo.subtract %57, %58 : tensor<32x64xf32>
    %60 = stablehlo.abs %59 : tensor<32x64xf32>
    %61 = stablehlo.convert %44 : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %63 = stablehlo.divide %60, %62 : tensor<32x64xf32>
    %64 = stablehlo.abs %63 : tensor<32x64xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %66 = stablehlo.subtract %65, %64 : tensor<32x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %68 = stablehlo.maximum %67, %66 : tensor<32x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %71 = stablehlo.abs %70 : tensor<1x64xf32>
    %cst_23 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %73 = stablehlo.compare GT, %71, %72, FLOAT : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %75 = stablehlo.compare NE, %70, %74, FLOAT : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %76 = call @_where(%75, %70, %c_25) : (tensor<1x64xi1>, tensor<1x64xf32>, tensor<i32>) -> tensor<1x64xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<32x64xf32>
    %78 = stablehlo.divide %68, %77 : tensor<32x64xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %79 = call @_where_0(%73, %78, %c_26) : (tensor<1x64xi1>, tensor<32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
    %cst_27 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %81 = stablehlo.compare GE, %53, %80, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %cst_28 = stablehlo.constant dense<3.150000e+01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %83 = stablehlo.compare LE, %53, %82, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %84 = stablehlo.and %81, %83 : tensor<64xi1>
    %85 = stablehlo.broadcast_in_dim %84, dims = [1] : (tensor<64xi1>) -> tensor<1x64xi1>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %86 = call @_where_0(%85, %79, %c_29) : (tensor<1x64xi1>, tensor<32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
    %87 = stablehlo.convert %86 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %88 = stablehlo.dot_general %43, %arg0, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<32x64xbf16>, tensor<8x32x32x128xbf16>) -> tensor<64x8x32x128xbf16>
    %89 = stablehlo.dot_general %88, %87, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<64x8x32x128xbf16>, tensor<32x64xbf16>) -> tensor<64x8x128x64xbf16>
    %90 = stablehlo.transpose %89, dims = [1, 0, 3, 2] : (tensor<64x8x128x64xbf16>) -> tensor<8x64x64x128xbf16>
    return %90 : tensor<8x64x64x128xbf16>
  }
  func.func private @_where(%arg0: tensor<1x64xi1>, %arg1: tensor<1x64xf32>, %arg2: tensor<i32>) -> tensor<1x64xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x64xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x64xi1>, tensor<1x64xf32>
    return %2 : tensor<1x64xf32>
  }
  func.func private @_where_0(%arg0: tensor<1x64xi1>, %arg1: tensor<32x64xf32>, %arg2: tensor<i32>) -> tensor<32x64xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x64xi1>) -> tensor<32x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<32x64xi1>, tensor<32x64xf32>
    return %3 : tensor<32x64xf32>
  }
  func.func private @silu(%arg0: tensor<8x64x64x64xbf16>) -> tensor<8x64x64x64xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<8x64x64x64xbf16>
    %1 = stablehlo.exponential %0 : tensor<8x64x64x64xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x64x64x64xbf16>
    %3 = stablehlo.add %2, %1 : tensor<8x64x64x64xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<8x64x64x64xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<8x64x64x64xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x64x64x64xbf16>
    return %6 : tensor<8x64x64x64xbf16>
  }
  func.func private @_resize_1(%arg0: tensor<8x64x64x64xbf16>) -> tensor<8x128x128x64xbf16> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.maximum %cst, %cst_0 : tensor<f32>
    %1 = stablehlo.iota dim = 0 : tensor<128xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3 = stablehlo.add %1, %2 : tensor<128xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %7 = stablehlo.subtract %5, %6 : tensor<128xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %9 = stablehlo.subtract %7, %8 : tensor<128xf32>
    %10 = stablehlo.iota dim = 0 : tensor<64xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<64x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x128xf32>
    %15 = stablehlo.subtract %13, %14 : tensor<64x128xf32>
    %16 = stablehlo.abs %15 : tensor<64x128xf32>
    %17 = stablehlo.convert %0 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %19 = stablehlo.divide %16, %18 : tensor<64x128xf32>
    %20 = stablehlo.abs %19 : tensor<64x128xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %22 = stablehlo.subtract %21, %20 : tensor<64x128xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %24 = stablehlo.maximum %23, %22 : tensor<64x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %27 = stablehlo.abs %26 : tensor<1x128xf32>
    %cst_8 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %29 = stablehlo.compare GT, %27, %28, FLOAT : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %31 = stablehlo.compare NE, %26, %30, FLOAT : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xi1>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %32 = call @_where_2(%31, %26, %c) : (tensor<1x128xi1>, tensor<1x128xf32>, tensor<i32>) -> tensor<1x128xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<64x128xf32>
    %34 = stablehlo.divide %24, %33 : tensor<64x128xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %35 = call @_where_3(%29, %34, %c_10) : (tensor<1x128xi1>, tensor<64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %37 = stablehlo.compare GE, %9, %36, FLOAT : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xi1>
    %cst_12 = stablehlo.constant dense<6.350000e+01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %39 = stablehlo.compare LE, %9, %38, FLOAT : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xi1>
    %40 = stablehlo.and %37, %39 : tensor<128xi1>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<128xi1>) -> tensor<1x128xi1>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %42 = call @_where_3(%41, %35, %c_13) : (tensor<1x128xi1>, tensor<64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
    %43 = stablehlo.convert %42 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.maximum %cst_14, %cst_15 : tensor<f32>
    %45 = stablehlo.iota dim = 0 : tensor<128xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %47 = stablehlo.add %45, %46 : tensor<128xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<128xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %51 = stablehlo.subtract %49, %50 : tensor<128xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %53 = stablehlo.subtract %51, %52 : tensor<128xf32>
    %54 = stablehlo.iota dim = 0 : tensor<64xf32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<64x128xf32>
    %58 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x128xf32>
    %59 = stablehlo.subtract %57, %58 : tensor<64x128xf32>
    %60 = stablehlo.abs %59 : tensor<64x128xf32>
    %61 = stablehlo.convert %44 : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %63 = stablehlo.divide %60, %62 : tensor<64x128xf32>
    %64 = stablehlo.abs %63 : tensor<64x128xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %66 = stablehlo.subtract %65, %64 : tensor<64x128xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %68 = stablehlo.maximum %67, %66 : tensor<64x128xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %71 = stablehlo.abs %70 : tensor<1x128xf32>
    %cst_23 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %73 = stablehlo.compare GT, %71, %72, FLOAT : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xi1>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %75 = stablehlo.compare NE, %70, %74, FLOAT : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xi1>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %76 = call @_where_2(%75, %70, %c_25) : (tensor<1x128xi1>, tensor<1x128xf32>, tensor<i32>) -> tensor<1x128xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<64x128xf32>
    %78 = stablehlo.divide %68, %77 : tensor<64x128xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %79 = call @_where_3(%73, %78, %c_26) : (tensor<1x128xi1>, tensor<64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
    %cst_27 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %81 = stablehlo.compare GE, %53, %80, FLOAT : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xi1>
    %cst_28 = stablehlo.constant dense<6.350000e+01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %83 = stablehlo.compare LE, %53, %82, FLOAT : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xi1>
    %84 = stablehlo.and %81, %83 : tensor<128xi1>
    %85 = stablehlo.broadcast_in_dim %84, dims = [1] : (tensor<128xi1>) -> tensor<1x128xi1>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %86 = call @_where_3(%85, %79, %c_29) : (tensor<1x128xi1>, tensor<64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
    %87 = stablehlo.convert %86 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %88 = stablehlo.dot_general %43, %arg0, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<64x128xbf16>, tensor<8x64x64x64xbf16>) -> tensor<128x8x64x64xbf16>
    %89 = stablehlo.dot_general %88, %87, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<128x8x64x64xbf16>, tensor<64x128xbf16>) -> tensor<128x8x64x128xbf16>
    %90 = stablehlo.transpose %89, dims = [1, 0, 3, 2] : (tensor<128x8x64x128xbf16>) -> tensor<8x128x128x64xbf16>
    return %90 : tensor<8x128x128x64xbf16>
  }
  func.func private @_where_2(%arg0: tensor<1x128xi1>, %arg1: tensor<1x128xf32>, %arg2: tensor<i32>) -> tensor<1x128xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x128xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x128xi1>, tensor<1x128xf32>
    return %2 : tensor<1x128xf32>
  }
  func.func private @_where_3(%arg0: tensor<1x128xi1>, %arg1: tensor<64x128xf32>, %arg2: tensor<i32>) -> tensor<64x128xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x128xi1>) -> tensor<64x128xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<64x128xi1>, tensor<64x128xf32>
    return %3 : tensor<64x128xf32>
  }
  func.func private @silu_4(%arg0: tensor<8x128x128x32xbf16>) -> tensor<8x128x128x32xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<8x128x128x32xbf16>
    %1 = stablehlo.exponential %0 : tensor<8x128x128x32xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x128x128x32xbf16>
    %3 = stablehlo.add %2, %1 : tensor<8x128x128x32xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<8x128x128x32xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<8x128x128x32xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x128x128x32xbf16>
    return %6 : tensor<8x128x128x32xbf16>
  }
}
