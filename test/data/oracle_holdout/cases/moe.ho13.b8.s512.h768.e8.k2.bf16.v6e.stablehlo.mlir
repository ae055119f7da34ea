module @jit_moe_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<768x8xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<8x768x1536xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg2: tensor<8x1536x768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg3: tensor<8x512x768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}) -> (tensor<8x512x768xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg3 : (tensor<8x512x768xbf16>) -> tensor<4096x768xbf16>
    %1 = stablehlo.dot_general %0, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4096x768xbf16>, tensor<768x8xbf16>) -> tensor<4096x8xbf16>
    %2 = stablehlo.convert %1 : (tensor<4096x8xbf16>) -> tensor<4096x8xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4096x8xf32>, tensor<f32>) -> tensor<4096xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %5 = stablehlo.maximum %4, %3 : tensor<4096xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x8xf32>
    %8 = stablehlo.subtract %2, %7 : tensor<4096x8xf32>
    %9 = stablehlo.exponential %8 : tensor<4096x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4096x8xf32>, tensor<f32>) -> tensor<4096xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x8xf32>
    %13 = stablehlo.divide %9, %12 : tensor<4096x8xf32>
    %values, %indices = chlo.top_k(%13, k = 2) : tensor<4096x8xf32> -> (tensor<4096x2xf32>, tensor<4096x2xi32>)
    %14 = call @_one_hot(%indices) : (tensor<4096x2xi32>) -> tensor<4096x2x8xi32>
    %15 = stablehlo.transpose %14, dims = [1, 0, 2] : (tensor<4096x2x8xi32>) -> tensor<2x4096x8xi32>
    %16 = stablehlo.reshape %15 : (tensor<2x4096x8xi32>) -> tensor<8192x8xi32>
    %17 = call @cumsum(%16) : (tensor<8192x8xi32>) -> tensor<8192x8xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8192x8xi32>
    %19 = stablehlo.subtract %17, %18 : tensor<8192x8xi32>
    %20 = stablehlo.reshape %19 : (tensor<8192x8xi32>) -> tensor<2x4096x8xi32>
    %21 = stablehlo.transpose %20, dims = [1, 0, 2] : (tensor<2x4096x8xi32>) -> tensor<4096x2x8xi32>
    %c_2 = stablehlo.constant dense<1280> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4096x2x8xi32>
    %23 = stablehlo.compare LT, %21, %22, SIGNED : (tensor<4096x2x8xi32>, tensor<4096x2x8xi32>) -> tensor<4096x2x8xi1>
    %24 = stablehlo.convert %23 : (tensor<4096x2x8xi1>) -> tensor<4096x2x8xi32>
    %25 = stablehlo.multiply %14, %24 : tensor<4096x2x8xi32>
    %26 = stablehlo.multiply %21, %25 : tensor<4096x2x8xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.reduce(%26 init: %c_3) applies stablehlo.add across dimensions = [2] : (tensor<4096x2x8xi32>, tensor<i32>) -> tensor<4096x2xi32>
    %28 = call @_one_hot_1(%27) : (tensor<4096x2xi32>) -> tensor<4096x2x1280xbf16>
    %29 = stablehlo.convert %25 : (tensor<4096x2x8xi32>) -> tensor<4096x2x8xbf16>
    %30 = stablehlo.dot_general %29, %28, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4096x2x8xbf16>, tensor<4096x2x1280xbf16>) -> tensor<4096x8x1280xbf16>
    %31 = stablehlo.convert %values : (tensor<4096x2xf32>) -> tensor<4096x2xbf16>
    %32 = stablehlo.convert %25 : (tensor<4096x2x8xi32>) -> tensor<4096x2x8xbf16>
    %33 = stablehlo.dot_general %31, %32, batching_dims = [0, 1] x [0, 1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4096x2xbf16>, tensor<4096x2x8xbf16>) -> tensor<4096x2x8xbf16>
    %34 = stablehlo.dot_general %33, %28, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4096x2x8xbf16>, tensor<4096x2x1280xbf16>) -> tensor<4096x8x1280xbf16>
    %35 = stablehlo.dot_general %30, %0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4096x8x1280xbf16>, tensor<4096x768xbf16>) -> tensor<8x1280x768xbf16>
    %36 = stablehlo.dot_general %35, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1280x768xbf16>, tensor<8x768x1536xbf16>) -> tensor<8x1280x1536xbf16>
    %37 = stablehlo.multiply %36, %36 : tensor<8x1280x1536xbf16>
    %38 = stablehlo.multiply %37, %36 : tensor<8x1280x1536xbf16>
    %cst_4 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %39 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<8x1280x1536xbf16>
    %40 = stablehlo.multiply %39, %38 : tensor<8x1280x1536xbf16>
    %41 = stablehlo.add %36, %40 : tensor<8x1280x1536xbf16>
    %cst_5 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %42 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<8x1280x1536xbf16>
    %43 = stablehlo.multiply %42, %41 : tensor<8x1280x1536xbf16>
    %44 = stablehlo.tanh %43 : tensor<8x1280x1536xbf16>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %45 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<8x1280x1536xbf16>
    %46 = stablehlo.add %45, %44 : tensor<8x1280x1536xbf16>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %47 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<8x1280x1536xbf16>
    %48 = stablehlo.multiply %47, %46 : tensor<8x1280x1536xbf16>
    %49 = stablehlo.multiply %36, %48 : tensor<8x1280x1536xbf16>
    %50 = stablehlo.dot_general %49, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1280x1536xbf16>, tensor<8x1536x768xbf16>) -> tensor<8x1280x768xbf16>
    %51 = stablehlo.dot_general %34, %50, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<4096x8x1280xbf16>, tensor<8x1280x768xbf16>) -> tensor<4096x768xbf16>
    %52 = stablehlo.reshape %51 : (tensor<4096x768xbf16>) -> tensor<8x512x768xbf16>
    return %52 : tensor<8x512x768xbf16>
  }
  func.func private @_one_hot(%arg0: tensor<4096x2xi32>) -> tensor<4096x2x8xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4096x2xi32>) -> tensor<4096x2x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x8xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<4096x2x1xi32>) -> tensor<4096x2x8xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x8xi32>) -> tensor<4096x2x8xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<4096x2x8xi32>, tensor<4096x2x8xi32>) -> tensor<4096x2x8xi1>
    %5 = stablehlo.convert %4 : (tensor<4096x2x8xi1>) -> tensor<4096x2x8xi32>
    return %5 : tensor<4096x2x8xi32>
  }
  func.func private @cumsum(%arg0: tensor<8192x8xi32>) -> tensor<8192x8xi32> {
    %0 = call @cumsum_0(%arg0) : (tensor<8192x8xi32>) -> tensor<8192x8xi32>
    return %0 : tensor<8192x8xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<8192x8xi32>) -> tensor<8192x8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[8191, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 8192, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8192x8xi32>, tensor<i32>) -> tensor<8192x8xi32>
    return %1 : tensor<8192x8xi32>
  }
  func.func private @_one_hot_1(%arg0: tensor<4096x2xi32>) -> tensor<4096x2x1280xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4096x2xi32>) -> tensor<4096x2x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x1280xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<4096x2x1xi32>) -> tensor<4096x2x1280xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x1280xi32>) -> tensor<4096x2x1280xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<4096x2x1280xi32>, tensor<4096x2x1280xi32>) -> tensor<4096x2x1280xi1>
    %5 = stablehlo.convert %4 : (tensor<4096x2x1280xi1>) -> tensor<4096x2x1280xbf16>
    return %5 : tensor<4096x2x1280xbf16>
  }
}
