module @jit_moe_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<256x8xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<8x256x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg2: tensor<8x512x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg3: tensor<4x128x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}) -> (tensor<256x8xbf16> {jax.result_info = "result['router']"}, tensor<8x256x512xbf16> {jax.result_info = "result['w1']"}, tensor<8x512x256xbf16> {jax.result_info = "result['w2']"}) {
    %0 = stablehlo.reshape %arg3 : (tensor<4x128x256xbf16>) -> tensor<512x256xbf16>
    %1 = stablehlo.dot_general %0, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xbf16>, tensor<256x8xbf16>) -> tensor<512x8xbf16>
    %2 = stablehlo.convert %1 : (tensor<512x8xbf16>) -> tensor<512x8xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<512x8xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %5 = stablehlo.maximum %4, %3 : tensor<512xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x8xf32>
    %8 = stablehlo.subtract %2, %7 : tensor<512x8xf32>
    %9 = stablehlo.exponential %8 : tensor<512x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<512x8xf32>, tensor<f32>) -> tensor<512xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x8xf32>
    %13 = stablehlo.divide %9, %12 : tensor<512x8xf32>
    %14 = stablehlo.multiply %11, %11 : tensor<512x1xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %16 = stablehlo.divide %15, %14 : tensor<512x1xf32>
    %values, %indices = chlo.top_k(%13, k = 2) : tensor<512x8xf32> -> (tensor<512x2xf32>, tensor<512x2xi32>)
    %17 = stablehlo.reshape %indices : (tensor<512x2xi32>) -> tensor<512x2x1xi32>
    %18 = call @_one_hot(%indices) : (tensor<512x2xi32>) -> tensor<512x2x8xi32>
    %19 = stablehlo.transpose %18, dims = [1, 0, 2] : (tensor<512x2x8xi32>) -> tensor<2x512x8xi32>
    %20 = stablehlo.reshape %19 : (tensor<2x512x8xi32>) -> tensor<1024x8xi32>
    %21 = call @cumsum(%20) : (tensor<1024x8xi32>) -> tensor<1024x8xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024x8xi32>
    %23 = stablehlo.subtract %21, %22 : tensor<1024x8xi32>
    %24 = stablehlo.reshape %23 : (tensor<1024x8xi32>) -> tensor<2x512x8xi32>
    %25 = stablehlo.transpose %24, dims = [1, 0, 2] : (tensor<2x512x8xi32>) -> tensor<512x2x8xi32>
    %c_3 = stablehlo.constant dense<160> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<512x2x8xi32>
    %27 = stablehlo.compare LT, %25, %26, SIGNED : (tensor<512x2x8xi32>, tensor<512x2x8xi32>) -> tensor<512x2x8xi1>
    %28 = stablehlo.convert %27 : (tensor<512x2x8xi1>) -> tensor<512x2x8xi32>
    %29 = stablehlo.multiply %18, %28 : tensor<512x2x8xi32>
    %30 = stablehlo.multiply %25, %29 : tensor<512x2x8xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.reduce(%30 init: %c_4) applies stablehlo.add across dimensions = [2] : (tensor<512x2x8xi32>, tensor<i32>) -> tensor<512x2xi32>
    %32 = call @_one_hot_1(%31) : (tensor<512x2xi32>) -> tensor<512x2x160xbf16>
    %33 = stablehlo.convert %29 : (tensor<512x2x8xi32>) -> tensor<512x2x8xbf16>
    %34 = stablehlo.dot_general %33, %32, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x2x8xbf16>, tensor<512x2x160xbf16>) -> tensor<512x8x160xbf16>
    %35 = stablehlo.convert %values : (tensor<512x2xf32>) -> tensor<512x2xbf16>
    %36 = stablehlo.convert %29 : (tensor<512x2x8xi32>) -> tensor<512x2x8xbf16>
    %37 = stablehlo.dot_general %35, %36, batching_dims = [0, 1] x [0, 1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<512x2xbf16>, tensor<512x2x8xbf16>) -> tensor<512x2x8xbf16>
    %38 = stablehlo.dot_general %37, %32, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x2x8xbf16>, tensor<512x2x160xbf16>) -> tensor<512x8x160xbf16>
    %39 = stablehlo.dot_general %34, %0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x8x160xbf16>, tensor<512x256xbf16>) -> tensor<8x160x256xbf16>
    %40 = stablehlo.dot_general %39, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x160x256xbf16>, tensor<8x256x512xbf16>) -> tensor<8x160x512xbf16>
    %41 = stablehlo.multiply %40, %40 : tensor<8x160x512xbf16>
    %42 = stablehlo.multiply %41, %40 : tensor<8x160x512xbf16>
    %43 = stablehlo.multiply %40, %40 : tensor<8x160x512xbf16>
    %cst_5 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %44 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<8x160x512xbf16>
    %45 = stablehlo.multiply %44, %43 : tensor<8x160x512xbf16>
    %cst_6 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %46 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<8x160x512xbf16>
    %47 = stablehlo.multiply %46, %42 : tensor<8x160x512xbf16>
    %48 = stablehlo.add %40, %47 : tensor<8x160x512xbf16>
    %cst_7 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %49 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<8x160x512xbf16>
    %50 = stablehlo.multiply %49, %48 : tensor<8x160x512xbf16>
    %51 = stablehlo.tanh %50 : tensor<8x160x512xbf16>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %52 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<8x160x512xbf16>
    %53 = stablehlo.subtract %52, %51 : tensor<8x160x512xbf16>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %54 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<8x160x512xbf16>
    %55 = stablehlo.add %54, %51 : tensor<8x160x512xbf16>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %56 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<8x160x512xbf16>
    %57 = stablehlo.multiply %56, %55 : tensor<8x160x512xbf16>
    %58 = stablehlo.multiply %40, %57 : tensor<8x160x512xbf16>
    %59 = stablehlo.dot_general %58, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x160x512xbf16>, tensor<8x512x256xbf16>) -> tensor<8x160x256xbf16>
    %60 = stablehlo.dot_general %38, %59, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<512x8x160xbf16>, tensor<8x160x256xbf16>) -> tensor<512x256xbf16>
    %61 = stablehlo.reshape %60 : (tensor<512x256xbf16>) -> tensor<4x128x256xbf16>
    %62 = stablehlo.convert %61 : (tensor<4x128x256xbf16>) -> tensor<4x128x256xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x128x256xf32>
    %64 = stablehlo.multiply %63, %62 : tensor<4x128x256xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %65 = stablehlo.divide %cst_12, %cst_13 : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<f32>) -> tensor<4x128x256xf32>
    %67 = stablehlo.multiply %66, %64 : tensor<4x128x256xf32>
    %68 = stablehlo.convert %67 : (tensor<4x128x256xf32>) -> tensor<4x128x256xbf16>
    %69 = stablehlo.reshape %68 : (tensor<4x128x256xbf16>) -> tensor<512x256xbf16>
    %70 = stablehlo.dot_general %69, %38, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xbf16>, tensor<512x8x160xbf16>) -> tensor<256x8x160xbf16>
    %71 = stablehlo.transpose %70, dims = [1, 2, 0] : (tensor<256x8x160xbf16>) -> tensor<8x160x256xbf16>
    %72 = stablehlo.dot_general %69, %59, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x256xbf16>, tensor<8x160x256xbf16>) -> tensor<512x8x160xbf16>
    %73 = stablehlo.dot_general %71, %58, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x160x256xbf16>, tensor<8x160x512xbf16>) -> tensor<8x256x512xbf16>
    %74 = stablehlo.transpose %73, dims = [0, 2, 1] : (tensor<8x256x512xbf16>) -> tensor<8x512x256xbf16>
    %75 = stablehlo.dot_general %71, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x160x256xbf16>, tensor<8x512x256xbf16>) -> tensor<8x160x512xbf16>
    %76 = stablehlo.multiply %40, %75 : tensor<8x160x512xbf16>
    %77 = stablehlo.multiply %75, %57 : tensor<8x160x512xbf16>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %78 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<8x160x512xbf16>
    %79 = stablehlo.multiply %78, %76 : tensor<8x160x512xbf16>
    %80 = stablehlo.multiply %79, %53 : tensor<8x160x512xbf16>
    %81 = stablehlo.multiply %80, %51 : tensor<8x160x512xbf16>
    %82 = stablehlo.add %80, %81 : tensor<8x160x512xbf16>
    %cst_15 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %83 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<8x160x512xbf16>
    %84 = stablehlo.multiply %83, %82 : tensor<8x160x512xbf16>
    %85 = stablehlo.add %77, %84 : tensor<8x160x512xbf16>
    %cst_16 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %86 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<8x160x512xbf16>
    %87 = stablehlo.multiply %86, %84 : tensor<8x160x512xbf16>
    %88 = stablehlo.multiply %87, %45 : tensor<8x160x512xbf16>
    %89 = stablehlo.add %85, %88 : tensor<8x160x512xbf16>
    %90 = stablehlo.dot_general %89, %39, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x160x512xbf16>, tensor<8x160x256xbf16>) -> tensor<8x512x256xbf16>
    %91 = stablehlo.transpose %90, dims = [0, 2, 1] : (tensor<8x512x256xbf16>) -> tensor<8x256x512xbf16>
    %92 = stablehlo.dot_general %72, %32, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x8x160xbf16>, tensor<512x2x160xbf16>) -> tensor<512x8x2xbf16>
    %93 = stablehlo.transpose %92, dims = [0, 2, 1] : (tensor<512x8x2xbf16>) -> tensor<512x2x8xbf16>
    %94 = stablehlo.dot_general %93, %36, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x2x8xbf16>, tensor<512x2x8xbf16>) -> tensor<512x2xbf16>
    %95 = stablehlo.convert %94 : (tensor<512x2xbf16>) -> tensor<512x2xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<512x8xf32>
    %97 = "stablehlo.scatter"(%96, %17, %95) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %113 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %113 : tensor<f32>
    }) : (tensor<512x8xf32>, tensor<512x2x1xi32>, tensor<512x2xf32>) -> tensor<512x8xf32>
    %98 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x8xf32>
    %99 = stablehlo.multiply %97, %98 : tensor<512x8xf32>
    %100 = stablehlo.multiply %99, %9 : tensor<512x8xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%100 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<512x8xf32>, tensor<f32>) -> tensor<512xf32>
    %102 = stablehlo.reshape %101 : (tensor<512xf32>) -> tensor<512x1xf32>
    %103 = stablehlo.negate %102 : tensor<512x1xf32>
    %104 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x8xf32>
    %105 = stablehlo.divide %97, %104 : tensor<512x8xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%103 init: %cst_19) applies stablehlo.add across dimensions = [1] : (tensor<512x1xf32>, tensor<f32>) -> tensor<512xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0] : (tensor<512xf32>) -> tensor<512x8xf32>
    %108 = stablehlo.add %105, %107 : tensor<512x8xf32>
    %109 = stablehlo.multiply %108, %9 : tensor<512x8xf32>
    %110 = stablehlo.convert %109 : (tensor<512x8xf32>) -> tensor<512x8xbf16>
    %111 = stablehlo.dot_general %110, %0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x8xbf16>, tensor<512x256xbf16>) -> tensor<8x256xbf16>
    %112 = stablehlo.transpose %111, dims = [1, 0] : (tensor<8x256xbf16>) -> tensor<256x8xbf16>
    return %112, %91, %74 : tensor<256x8xbf16>, tensor<8x256x512xbf16>, tensor<8x512x256xbf16>
  }
  func.func private @_one_hot(%arg0: tensor<512x2xi32>) -> tensor<512x2x8xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<512x2xi32>) -> tensor<512x2x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x8xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<512x2x1xi32>) -> tensor<512x2x8xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x8xi32>) -> tensor<512x2x8xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<512x2x8xi32>, tensor<512x2x8xi32>) -> tensor<512x2x8xi1>
    %5 = stablehlo.convert %4 : (tensor<512x2x8xi1>) -> tensor<512x2x8xi32>
    return %5 : tensor<512x2x8xi32>
  }
  func.func private @cumsum(%arg0: tensor<1024x8xi32>) -> tensor<1024x8xi32> {
    %0 = call @cumsum_0(%arg0) : (tensor<1024x8xi32>) -> tensor<1024x8xi32>
    return %0 : tensor<1024x8xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<1024x8xi32>) -> tensor<1024x8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[1023, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1024, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<1024x8xi32>, tensor<i32>) -> tensor<1024x8xi32>
    return %1 : tensor<1024x8xi32>
  }
  func.func private @_one_hot_1(%arg0: tensor<512x2xi32>) -> tensor<512x2x160xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<512x2xi32>) -> tensor<512x2x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x160xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<512x2x1xi32>) -> tensor<512x2x160xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x160xi32>) -> tensor<512x2x160xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<512x2x160xi32>, tensor<512x2x160xi32>) -> tensor<512x2x160xi1>
    %5 = stablehlo.convert %4 : (tensor<512x2x160xi1>) -> tensor<512x2x160xbf16>
    return %5 : tensor<512x2x160xbf16>
  }
}
