module @jit_blockwise_attention attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<2x8192x8x128xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg1: tensor<2x8192x8x128xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg2: tensor<2x8192x8x128xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}) -> (tensor<2x8192x8x128xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<2x8192x8x128xbf16>) -> tensor<2x8x1024x8x128xbf16>
    %1 = stablehlo.transpose %0, dims = [1, 0, 2, 3, 4] : (tensor<2x8x1024x8x128xbf16>) -> tensor<8x2x1024x8x128xbf16>
    %2 = stablehlo.reshape %arg2 : (tensor<2x8192x8x128xbf16>) -> tensor<2x8x1024x8x128xbf16>
    %3 = stablehlo.transpose %2, dims = [1, 0, 2, 3, 4] : (tensor<2x8x1024x8x128xbf16>) -> tensor<8x2x1024x8x128xbf16>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8192xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8192xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8192x8x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7:7 = stablehlo.while(%iterArg = %1, %iterArg_2 = %3, %iterArg_3 = %arg0, %iterArg_4 = %c, %iterArg_5 = %4, %iterArg_6 = %5, %iterArg_7 = %6) : tensor<8x2x1024x8x128xbf16>, tensor<8x2x1024x8x128xbf16>, tensor<2x8192x8x128xbf16>, tensor<i32>, tensor<2x8x8192xf32>, tensor<2x8x8192xf32>, tensor<2x8192x8x128xf32>
    cond {
      %c_8 = stablehlo.constant dense<8> : tensor<i32>
      %13 = stablehlo.compare LT, %iterArg_4, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %13 : tensor<i1>
    } do {
      %13 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_4) : (tensor<8x2x1024x8x128xbf16>, tensor<i32>) -> tensor<2x1024x8x128xbf16>
      %14 = func.call @dynamic_index_in_dim(%iterArg_2, %iterArg_4) : (tensor<8x2x1024x8x128xbf16>, tensor<i32>) -> tensor<2x1024x8x128xbf16>
      %15:3 = func.call @closed_call(%iterArg_3, %iterArg_5, %iterArg_6, %iterArg_7, %13, %14) : (tensor<2x8192x8x128xbf16>, tensor<2x8x8192xf32>, tensor<2x8x8192xf32>, tensor<2x8192x8x128xf32>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x128xbf16>) -> (tensor<2x8x8192xf32>, tensor<2x8x8192xf32>, tensor<2x8192x8x128xf32>)
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %16 = stablehlo.add %iterArg_4, %c_8 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %iterArg_3, %16, %15#0, %15#1, %15#2 : tensor<8x2x1024x8x128xbf16>, tensor<8x2x1024x8x128xbf16>, tensor<2x8192x8x128xbf16>, tensor<i32>, tensor<2x8x8192xf32>, tensor<2x8x8192xf32>, tensor<2x8192x8x128xf32>
    }
    %8 = stablehlo.transpose %7#5, dims = [0, 2, 1] : (tensor<2x8x8192xf32>) -> tensor<2x8192x8xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<2x8192x8xf32>) -> tensor<2x8192x8x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3] : (tensor<2x8192x8x1xf32>) -> tensor<2x8192x8x128xf32>
    %11 = stablehlo.divide %7#6, %10 : tensor<2x8192x8x128xf32>
    %12 = stablehlo.convert %11 : (tensor<2x8192x8x128xf32>) -> tensor<2x8192x8x128xbf16>
    return %12 : tensor<2x8192x8x128xbf16>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<8x2x1024x8x128xbf16>, %arg1: tensor<i32>) -> tensor<2x1024x8x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 2, 1024, 8, 128] : (tensor<8x2x1024x8x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1024x8x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x2x1024x8x128xbf16>) -> tensor<2x1024x8x128xbf16>
    return %1 : tensor<2x1024x8x128xbf16>
  }
  func.func private @closed_call(%arg0: tensor<2x8192x8x128xbf16>, %arg1: tensor<2x8x8192xf32>, %arg2: tensor<2x8x8192xf32>, %arg3: tensor<2x8192x8x128xf32>, %arg4: tensor<2x1024x8x128xbf16>, %arg5: tensor<2x1024x8x128xbf16>) -> (tensor<2x8x8192xf32>, tensor<2x8x8192xf32>, tensor<2x8192x8x128xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg4, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8192x8x128xbf16>, tensor<2x1024x8x128xbf16>) -> tensor<2x8x8192x1024xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x8x8192x1024xbf16>) -> tensor<2x8x8192x1024xf32>
    %cst = stablehlo.constant dense<0.0883883461> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8192x1024xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<2x8x8192x1024xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x8192x1024xf32>, tensor<f32>) -> tensor<2x8x8192xf32>
    %5 = stablehlo.maximum %arg1, %4 : tensor<2x8x8192xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x8x8192xf32>) -> tensor<2x8x8192x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<2x8x8192x1xf32>) -> tensor<2x8x8192x1024xf32>
    %8 = stablehlo.subtract %3, %7 : tensor<2x8x8192x1024xf32>
    %9 = stablehlo.exponential %8 : tensor<2x8x8192x1024xf32>
    %10 = stablehlo.subtract %arg1, %5 : tensor<2x8x8192xf32>
    %11 = stablehlo.exponential %10 : tensor<2x8x8192xf32>
    %12 = stablehlo.multiply %arg2, %11 : tensor<2x8x8192xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [3] : (tensor<2x8x8192x1024xf32>, tensor<f32>) -> tensor<2x8x8192xf32>
    %14 = stablehlo.add %12, %13 : tensor<2x8x8192xf32>
    %15 = stablehlo.transpose %11, dims = [0, 2, 1] : (tensor<2x8x8192xf32>) -> tensor<2x8192x8xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x8192x8xf32>) -> tensor<2x8192x8x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<2x8192x8x1xf32>) -> tensor<2x8192x8x128xf32>
    %18 = stablehlo.multiply %arg3, %17 : tensor<2x8192x8x128xf32>
    %19 = stablehlo.convert %9 : (tensor<2x8x8192x1024xf32>) -> tensor<2x8x8192x1024xbf16>
    %20 = stablehlo.dot_general %arg5, %19, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x1024x8x128xbf16>, tensor<2x8x8192x1024xbf16>) -> tensor<2x8x128x8192xbf16>
    %21 = stablehlo.transpose %20, dims = [0, 3, 1, 2] : (tensor<2x8x128x8192xbf16>) -> tensor<2x8192x8x128xbf16>
    %22 = stablehlo.convert %21 : (tensor<2x8192x8x128xbf16>) -> tensor<2x8192x8x128xf32>
    %23 = stablehlo.add %18, %22 : tensor<2x8192x8x128xf32>
    return %5, %14, %23 : tensor<2x8x8192xf32>, tensor<2x8x8192xf32>, tensor<2x8192x8x128xf32>
  }
}
