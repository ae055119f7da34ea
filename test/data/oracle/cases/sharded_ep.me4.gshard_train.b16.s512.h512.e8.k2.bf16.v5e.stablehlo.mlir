module @jit_ep_gshard_moe_train_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["expert"=4]> {stablehlo.mesh = {axes = [{name = "expert", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x8xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<8x512x1024xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}, {}]>}, %arg2: tensor<8x1024x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}, {}]>}, %arg3: tensor<16x512x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}, {}]>}) -> (tensor<512x8xbf16> {jax.result_info = "result['router']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<8x512x1024xbf16> {jax.result_info = "result['w1']", sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}, {}]>}, tensor<8x1024x512xbf16> {jax.result_info = "result['w2']", sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}, {}]>}) {
    %0 = stablehlo.reshape %arg3 : (tensor<16x512x512xbf16>) -> tensor<4x2048x512xbf16>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"expert"}, {}, {}]> : tensor<4x2048x512xbf16>
    %2 = stablehlo.dot_general %1, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x512xbf16>, tensor<512x8xbf16>) -> tensor<4x2048x8xbf16>
    %3 = stablehlo.convert %2 : (tensor<4x2048x8xbf16>) -> tensor<4x2048x8xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<4x2048x8xf32>, tensor<f32>) -> tensor<4x2048xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x2048xf32>
    %6 = stablehlo.maximum %5, %4 : tensor<4x2048xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<4x2048xf32>) -> tensor<4x2048x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<4x2048x1xf32>) -> tensor<4x2048x8xf32>
    %9 = stablehlo.subtract %3, %8 : tensor<4x2048x8xf32>
    %10 = stablehlo.exponential %9 : tensor<4x2048x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x2048x8xf32>, tensor<f32>) -> tensor<4x2048xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<4x2048xf32>) -> tensor<4x2048x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<4x2048x1xf32>) -> tensor<4x2048x8xf32>
    %14 = stablehlo.divide %10, %13 : tensor<4x2048x8xf32>
    %15 = stablehlo.multiply %12, %12 : tensor<4x2048x1xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x2048x1xf32>
    %17 = stablehlo.divide %16, %15 : tensor<4x2048x1xf32>
    %values, %indices = chlo.top_k(%14, k = 2) : tensor<4x2048x8xf32> -> (tensor<4x2048x2xf32>, tensor<4x2048x2xi32>)
    %18 = stablehlo.reshape %indices : (tensor<4x2048x2xi32>) -> tensor<4x2048x2x1xi32>
    %19 = call @_one_hot(%indices) : (tensor<4x2048x2xi32>) -> tensor<4x2048x2x8xi32>
    %20 = stablehlo.transpose %19, dims = [0, 2, 1, 3] : (tensor<4x2048x2x8xi32>) -> tensor<4x2x2048x8xi32>
    %21 = stablehlo.reshape %20 : (tensor<4x2x2048x8xi32>) -> tensor<4x4096x8xi32>
    %22 = call @cumsum(%21) : (tensor<4x4096x8xi32>) -> tensor<4x4096x8xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4096x8xi32>
    %24 = stablehlo.subtract %22, %23 : tensor<4x4096x8xi32>
    %25 = stablehlo.reshape %24 : (tensor<4x4096x8xi32>) -> tensor<4x2x2048x8xi32>
    %26 = stablehlo.transpose %25, dims = [0, 2, 1, 3] : (tensor<4x2x2048x8xi32>) -> tensor<4x2048x2x8xi32>
    %c_3 = stablehlo.constant dense<640> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4x2048x2x8xi32>
    %28 = stablehlo.compare LT, %26, %27, SIGNED : (tensor<4x2048x2x8xi32>, tensor<4x2048x2x8xi32>) -> tensor<4x2048x2x8xi1>
    %29 = stablehlo.convert %28 : (tensor<4x2048x2x8xi1>) -> tensor<4x2048x2x8xi32>
    %30 = stablehlo.multiply %19, %29 : tensor<4x2048x2x8xi32>
    %31 = stablehlo.multiply %26, %30 : tensor<4x2048x2x8xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.reduce(%31 init: %c_4) applies stablehlo.add across dimensions = [3] : (tensor<4x2048x2x8xi32>, tensor<i32>) -> tensor<4x2048x2xi32>
    %33 = call @_one_hot_1(%32) : (tensor<4x2048x2xi32>) -> tensor<4x2048x2x640xbf16>
    %34 = stablehlo.convert %30 : (tensor<4x2048x2x8xi32>) -> tensor<4x2048x2x8xbf16>
    %35 = stablehlo.dot_general %34, %33, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x2x8xbf16>, tensor<4x2048x2x640xbf16>) -> tensor<4x2048x8x640xbf16>
    %36 = stablehlo.convert %values : (tensor<4x2048x2xf32>) -> tensor<4x2048x2xbf16>
    %37 = stablehlo.convert %30 : (tensor<4x2048x2x8xi32>) -> tensor<4x2048x2x8xbf16>
    %38 = stablehlo.dot_general %36, %37, batching_dims = [0, 1, 2] x [0, 1, 2], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x2xbf16>, tensor<4x2048x2x8xbf16>) -> tensor<4x2048x2x8xbf16>
    %39 = stablehlo.dot_general %38, %33, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x2x8xbf16>, tensor<4x2048x2x640xbf16>) -> tensor<4x2048x8x640xbf16>
    %40 = stablehlo.dot_general %1, %35, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x512xbf16>, tensor<4x2048x8x640xbf16>) -> tensor<4x512x8x640xbf16>
    %41 = stablehlo.transpose %40, dims = [2, 0, 3, 1] : (tensor<4x512x8x640xbf16>) -> tensor<8x4x640x512xbf16>
    %42 = sdy.sharding_constraint %41 <@mesh, [{"expert"}, {}, {}, {}]> : tensor<8x4x640x512xbf16>
    %43 = stablehlo.dot_general %42, %arg1, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x640x512xbf16>, tensor<8x512x1024xbf16>) -> tensor<8x4x640x1024xbf16>
    %44 = stablehlo.multiply %43, %43 : tensor<8x4x640x1024xbf16>
    %45 = stablehlo.multiply %44, %43 : tensor<8x4x640x1024xbf16>
    %46 = stablehlo.multiply %43, %43 : tensor<8x4x640x1024xbf16>
    %cst_5 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %47 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<8x4x640x1024xbf16>
    %48 = stablehlo.multiply %47, %46 : tensor<8x4x640x1024xbf16>
    %cst_6 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %49 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<8x4x640x1024xbf16>
    %50 = stablehlo.multiply %49, %45 : tensor<8x4x640x1024xbf16>
    %51 = stablehlo.add %43, %50 : tensor<8x4x640x1024xbf16>
    %cst_7 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %52 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<8x4x640x1024xbf16>
    %53 = stablehlo.multiply %52, %51 : tensor<8x4x640x1024xbf16>
    %54 = stablehlo.tanh %53 : tensor<8x4x640x1024xbf16>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %55 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<8x4x640x1024xbf16>
    %56 = stablehlo.subtract %55, %54 : tensor<8x4x640x1024xbf16>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %57 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<8x4x640x1024xbf16>
    %58 = stablehlo.add %57, %54 : tensor<8x4x640x1024xbf16>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %59 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<8x4x640x1024xbf16>
    %60 = stablehlo.multiply %59, %58 : tensor<8x4x640x1024xbf16>
    %61 = stablehlo.multiply %43, %60 : tensor<8x4x640x1024xbf16>
    %62 = stablehlo.dot_general %61, %arg2, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x640x1024xbf16>, tensor<8x1024x512xbf16>) -> tensor<8x4x640x512xbf16>
    %63 = sdy.sharding_constraint %62 <@mesh, [{}, {"expert"}, {}, {}]> : tensor<8x4x640x512xbf16>
    %64 = stablehlo.dot_general %39, %63, batching_dims = [0] x [1], contracting_dims = [3, 2] x [2, 0], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x8x640xbf16>, tensor<8x4x640x512xbf16>) -> tensor<4x2048x512xbf16>
    %65 = stablehlo.reshape %64 : (tensor<4x2048x512xbf16>) -> tensor<16x512x512xbf16>
    %66 = stablehlo.convert %65 : (tensor<16x512x512xbf16>) -> tensor<16x512x512xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16x512x512xf32>
    %68 = stablehlo.multiply %67, %66 : tensor<16x512x512xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_13 = stablehlo.constant dense<0x4A800000> : tensor<f32>
    %69 = stablehlo.divide %cst_12, %cst_13 : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<16x512x512xf32>
    %71 = stablehlo.multiply %70, %68 : tensor<16x512x512xf32>
    %72 = stablehlo.convert %71 : (tensor<16x512x512xf32>) -> tensor<16x512x512xbf16>
    %73 = stablehlo.reshape %72 : (tensor<16x512x512xbf16>) -> tensor<4x2048x512xbf16>
    %74 = stablehlo.dot_general %73, %39, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x512xbf16>, tensor<4x2048x8x640xbf16>) -> tensor<4x512x8x640xbf16>
    %75 = stablehlo.transpose %74, dims = [2, 0, 3, 1] : (tensor<4x512x8x640xbf16>) -> tensor<8x4x640x512xbf16>
    %76 = stablehlo.dot_general %73, %63, batching_dims = [0] x [1], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x512xbf16>, tensor<8x4x640x512xbf16>) -> tensor<4x2048x8x640xbf16>
    %77 = sdy.sharding_constraint %75 <@mesh, [{}, {"expert"}, {}, {}]> : tensor<8x4x640x512xbf16>
    %78 = stablehlo.dot_general %77, %61, batching_dims = [0] x [0], contracting_dims = [1, 2] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x640x512xbf16>, tensor<8x4x640x1024xbf16>) -> tensor<8x512x1024xbf16>
    %79 = stablehlo.transpose %78, dims = [0, 2, 1] : (tensor<8x512x1024xbf16>) -> tensor<8x1024x512xbf16>
    %80 = stablehlo.dot_general %77, %arg2, batching_dims = [0] x [0], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x640x512xbf16>, tensor<8x1024x512xbf16>) -> tensor<8x4x640x1024xbf16>
    %81 = stablehlo.multiply %43, %80 : tensor<8x4x640x1024xbf16>
    %82 = stablehlo.multiply %80, %60 : tensor<8x4x640x1024xbf16>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %83 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<8x4x640x1024xbf16>
    %84 = stablehlo.multiply %83, %81 : tensor<8x4x640x1024xbf16>
    %85 = stablehlo.multiply %84, %56 : tensor<8x4x640x1024xbf16>
    %86 = stablehlo.multiply %85, %54 : tensor<8x4x640x1024xbf16>
    %87 = stablehlo.add %85, %86 : tensor<8x4x640x1024xbf16>
    %cst_15 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %88 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<8x4x640x1024xbf16>
    %89 = stablehlo.multiply %88, %87 : tensor<8x4x640x1024xbf16>
    %90 = stablehlo.add %82, %89 : tensor<8x4x640x1024xbf16>
    %cst_16 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %91 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<8x4x640x1024xbf16>
    %92 = stablehlo.multiply %91, %89 : tensor<8x4x640x1024xbf16>
    %93 = stablehlo.multiply %92, %48 : tensor<8x4x640x1024xbf16>
    %94 = stablehlo.add %90, %93 : tensor<8x4x640x1024xbf16>
    %95 = stablehlo.dot_general %94, %42, batching_dims = [0] x [0], contracting_dims = [1, 2] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x640x1024xbf16>, tensor<8x4x640x512xbf16>) -> tensor<8x1024x512xbf16>
    %96 = stablehlo.transpose %95, dims = [0, 2, 1] : (tensor<8x1024x512xbf16>) -> tensor<8x512x1024xbf16>
    %97 = stablehlo.dot_general %76, %33, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x8x640xbf16>, tensor<4x2048x2x640xbf16>) -> tensor<4x2048x8x2xbf16>
    %98 = stablehlo.transpose %97, dims = [0, 1, 3, 2] : (tensor<4x2048x8x2xbf16>) -> tensor<4x2048x2x8xbf16>
    %99 = stablehlo.dot_general %98, %37, batching_dims = [0, 1, 2] x [0, 1, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x2x8xbf16>, tensor<4x2048x2x8xbf16>) -> tensor<4x2048x2xbf16>
    %100 = stablehlo.convert %99 : (tensor<4x2048x2xbf16>) -> tensor<4x2048x2xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x2048x8xf32>
    %102 = "stablehlo.scatter"(%101, %18, %100) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %127 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %127 : tensor<f32>
    }) : (tensor<4x2048x8xf32>, tensor<4x2048x2x1xi32>, tensor<4x2048x2xf32>) -> tensor<4x2048x8xf32>
    %103 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<4x2048x1xf32>) -> tensor<4x2048x8xf32>
    %104 = stablehlo.multiply %102, %103 : tensor<4x2048x8xf32>
    %105 = stablehlo.multiply %104, %10 : tensor<4x2048x8xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<4x2048x8xf32>, tensor<f32>) -> tensor<4x2048xf32>
    %107 = stablehlo.reshape %106 : (tensor<4x2048xf32>) -> tensor<4x2048x1xf32>
    %108 = stablehlo.negate %107 : tensor<4x2048x1xf32>
    %109 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<4x2048x1xf32>) -> tensor<4x2048x8xf32>
    %110 = stablehlo.divide %102, %109 : tensor<4x2048x8xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%108 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<4x2048x1xf32>, tensor<f32>) -> tensor<4x2048xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<4x2048xf32>) -> tensor<4x2048x8xf32>
    %113 = stablehlo.add %110, %112 : tensor<4x2048x8xf32>
    %114 = stablehlo.multiply %113, %10 : tensor<4x2048x8xf32>
    %115 = stablehlo.convert %114 : (tensor<4x2048x8xf32>) -> tensor<4x2048x8xbf16>
    %116 = stablehlo.dot_general %115, %1, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x8xbf16>, tensor<4x2048x512xbf16>) -> tensor<8x512xbf16>
    %117 = stablehlo.transpose %116, dims = [1, 0] : (tensor<8x512xbf16>) -> tensor<512x8xbf16>
    %cst_20 = stablehlo.constant dense<1.000980e-02> : tensor<bf16>
    %118 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<512x8xbf16>
    %119 = stablehlo.multiply %118, %117 : tensor<512x8xbf16>
    %120 = stablehlo.subtract %arg0, %119 : tensor<512x8xbf16>
    %cst_21 = stablehlo.constant dense<1.000980e-02> : tensor<bf16>
    %121 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<8x512x1024xbf16>
    %122 = stablehlo.multiply %121, %96 : tensor<8x512x1024xbf16>
    %123 = stablehlo.subtract %arg1, %122 : tensor<8x512x1024xbf16>
    %cst_22 = stablehlo.constant dense<1.000980e-02> : tensor<bf16>
    %124 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<bf16>) -> tensor<8x1024x512xbf16>
    %125 = stablehlo.multiply %124, %79 : tensor<8x1024x512xbf16>
    %126 = stablehlo.subtract %arg2, %125 : tensor<8x1024x512xbf16>
    return %120, %123, %126 : tensor<512x8xbf16>, tensor<8x512x1024xbf16>, tensor<8x1024x512xbf16>
  }
  func.func private @_one_hot(%arg0: tensor<4x2048x2xi32>) -> tensor<4x2048x2x8xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<4x2048x2xi32>) -> tensor<4x2048x2x1xi32>
    %1 = stablehlo.iota dim = 3 : tensor<1x1x1x8xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<4x2048x2x1xi32>) -> tensor<4x2048x2x8xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xi32>) -> tensor<4x2048x2x8xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<4x2048x2x8xi32>, tensor<4x2048x2x8xi32>) -> tensor<4x2048x2x8xi1>
    %5 = stablehlo.convert %4 : (tensor<4x2048x2x8xi1>) -> tensor<4x2048x2x8xi32>
    return %5 : tensor<4x2048x2x8xi32>
  }
  func.func private @cumsum(%arg0: tensor<4x4096x8xi32>) -> tensor<4x4096x8xi32> {
    %0 = call @cumsum_0(%arg0) : (tensor<4x4096x8xi32>) -> tensor<4x4096x8xi32>
    return %0 : tensor<4x4096x8xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<4x4096x8xi32>) -> tensor<4x4096x8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [4095, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 4096, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<4x4096x8xi32>, tensor<i32>) -> tensor<4x4096x8xi32>
    return %1 : tensor<4x4096x8xi32>
  }
  func.func private @_one_hot_1(%arg0: tensor<4x2048x2xi32>) -> tensor<4x2048x2x640xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<4x2048x2xi32>) -> tensor<4x2048x2x1xi32>
    %1 = stablehlo.iota dim = 3 : tensor<1x1x1x640xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<4x2048x2x1xi32>) -> tensor<4x2048x2x640xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x640xi32>) -> tensor<4x2048x2x640xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<4x2048x2x640xi32>, tensor<4x2048x2x640xi32>) -> tensor<4x2048x2x640xi1>
    %5 = stablehlo.convert %4 : (tensor<4x2048x2x640xi1>) -> tensor<4x2048x2x640xbf16>
    return %5 : tensor<4x2048x2x640xbf16>
  }
}
