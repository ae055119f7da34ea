module @jit_ep_gshard_moe_forward attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "expert"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "expert", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<512x8xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<8x512x1024xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}, {}]>}, %arg2: tensor<8x1024x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}, {}]>}, %arg3: tensor<16x512x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "expert"}, {}, {}]>}) -> (tensor<16x512x512xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg3 : (tensor<16x512x512xbf16>) -> tensor<4x2048x512xbf16>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data", "expert"}, {}, {}]> : tensor<4x2048x512xbf16>
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
    %values, %indices = chlo.top_k(%14, k = 2) : tensor<4x2048x8xf32> -> (tensor<4x2048x2xf32>, tensor<4x2048x2xi32>)
    %15 = call @_one_hot(%indices) : (tensor<4x2048x2xi32>) -> tensor<4x2048x2x8xi32>
    %16 = stablehlo.transpose %15, dims = [0, 2, 1, 3] : (tensor<4x2048x2x8xi32>) -> tensor<4x2x2048x8xi32>
    %17 = stablehlo.reshape %16 : (tensor<4x2x2048x8xi32>) -> tensor<4x4096x8xi32>
    %18 = call @cumsum(%17) : (tensor<4x4096x8xi32>) -> tensor<4x4096x8xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4096x8xi32>
    %20 = stablehlo.subtract %18, %19 : tensor<4x4096x8xi32>
    %21 = stablehlo.reshape %20 : (tensor<4x4096x8xi32>) -> tensor<4x2x2048x8xi32>
    %22 = stablehlo.transpose %21, dims = [0, 2, 1, 3] : (tensor<4x2x2048x8xi32>) -> tensor<4x2048x2x8xi32>
    %c_2 = stablehlo.constant dense<640> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x2048x2x8xi32>
    %24 = stablehlo.compare LT, %22, %23, SIGNED : (tensor<4x2048x2x8xi32>, tensor<4x2048x2x8xi32>) -> tensor<4x2048x2x8xi1>
    %25 = stablehlo.convert %24 : (tensor<4x2048x2x8xi1>) -> tensor<4x2048x2x8xi32>
    %26 = stablehlo.multiply %15, %25 : tensor<4x2048x2x8xi32>
    %27 = stablehlo.multiply %22, %26 : tensor<4x2048x2x8xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.reduce(%27 init: %c_3) applies stablehlo.add across dimensions = [3] : (tensor<4x2048x2x8xi32>, tensor<i32>) -> tensor<4x2048x2xi32>
    %29 = call @_one_hot_1(%28) : (tensor<4x2048x2xi32>) -> tensor<4x2048x2x640xbf16>
    %30 = stablehlo.convert %26 : (tensor<4x2048x2x8xi32>) -> tensor<4x2048x2x8xbf16>
    %31 = stablehlo.dot_general %30, %29, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x2x8xbf16>, tensor<4x2048x2x640xbf16>) -> tensor<4x2048x8x640xbf16>
    %32 = stablehlo.convert %values : (tensor<4x2048x2xf32>) -> tensor<4x2048x2xbf16>
    %33 = stablehlo.convert %26 : (tensor<4x2048x2x8xi32>) -> tensor<4x2048x2x8xbf16>
    %34 = stablehlo.dot_general %32, %33, batching_dims = [0, 1, 2] x [0, 1, 2], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x2xbf16>, tensor<4x2048x2x8xbf16>) -> tensor<4x2048x2x8xbf16>
    %35 = stablehlo.dot_general %34, %29, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x2x8xbf16>, tensor<4x2048x2x640xbf16>) -> tensor<4x2048x8x640xbf16>
    %36 = stablehlo.dot_general %1, %31, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x512xbf16>, tensor<4x2048x8x640xbf16>) -> tensor<4x512x8x640xbf16>
    %37 = stablehlo.transpose %36, dims = [2, 0, 3, 1] : (tensor<4x512x8x640xbf16>) -> tensor<8x4x640x512xbf16>
    %38 = sdy.sharding_constraint %37 <@mesh, [{"expert"}, {}, {}, {}]> : tensor<8x4x640x512xbf16>
    %39 = stablehlo.dot_general %38, %arg1, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x640x512xbf16>, tensor<8x512x1024xbf16>) -> tensor<8x4x640x1024xbf16>
    %40 = stablehlo.multiply %39, %39 : tensor<8x4x640x1024xbf16>
    %41 = stablehlo.multiply %40, %39 : tensor<8x4x640x1024xbf16>
    %cst_4 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %42 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<8x4x640x1024xbf16>
    %43 = stablehlo.multiply %42, %41 : tensor<8x4x640x1024xbf16>
    %44 = stablehlo.add %39, %43 : tensor<8x4x640x1024xbf16>
    %cst_5 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %45 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<8x4x640x1024xbf16>
    %46 = stablehlo.multiply %45, %44 : tensor<8x4x640x1024xbf16>
    %47 = stablehlo.tanh %46 : tensor<8x4x640x1024xbf16>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %48 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<8x4x640x1024xbf16>
    %49 = stablehlo.add %48, %47 : tensor<8x4x640x1024xbf16>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %50 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<8x4x640x1024xbf16>
    %51 = stablehlo.multiply %50, %49 : tensor<8x4x640x1024xbf16>
    %52 = stablehlo.multiply %39, %51 : tensor<8x4x640x1024xbf16>
    %53 = stablehlo.dot_general %52, %arg2, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x640x1024xbf16>, tensor<8x1024x512xbf16>) -> tensor<8x4x640x512xbf16>
    %54 = sdy.sharding_constraint %53 <@mesh, [{}, {"data", "expert"}, {}, {}]> : tensor<8x4x640x512xbf16>
    %55 = stablehlo.dot_general %35, %54, batching_dims = [0] x [1], contracting_dims = [3, 2] x [2, 0], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x8x640xbf16>, tensor<8x4x640x512xbf16>) -> tensor<4x2048x512xbf16>
    %56 = stablehlo.reshape %55 : (tensor<4x2048x512xbf16>) -> tensor<16x512x512xbf16>
    return %56 : tensor<16x512x512xbf16>
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
