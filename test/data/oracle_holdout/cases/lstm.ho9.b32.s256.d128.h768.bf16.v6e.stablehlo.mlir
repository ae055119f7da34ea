module @jit_lstm_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<3072xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<768x3072xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<128x3072xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<256x32x128xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}) -> (tensor<256x32x768xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<32x768xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x768xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<256x32x768xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:8 = stablehlo.while(%iterArg = %arg3, %iterArg_2 = %arg2, %iterArg_3 = %arg1, %iterArg_4 = %arg0, %iterArg_5 = %c, %iterArg_6 = %0, %iterArg_7 = %1, %iterArg_8 = %2) : tensor<256x32x128xbf16>, tensor<128x3072xbf16>, tensor<768x3072xbf16>, tensor<3072xf32>, tensor<i32>, tensor<32x768xbf16>, tensor<32x768xf32>, tensor<256x32x768xbf16>
    cond {
      %c_9 = stablehlo.constant dense<256> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_5, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_5) : (tensor<256x32x128xbf16>, tensor<i32>) -> tensor<32x128xbf16>
      %5:3 = func.call @closed_call(%iterArg_2, %iterArg_3, %iterArg_4, %iterArg_6, %iterArg_7, %4) : (tensor<128x3072xbf16>, tensor<768x3072xbf16>, tensor<3072xf32>, tensor<32x768xbf16>, tensor<32x768xf32>, tensor<32x128xbf16>) -> (tensor<32x768xbf16>, tensor<32x768xf32>, tensor<32x768xbf16>)
      %6 = func.call @dynamic_update_index_in_dim(%iterArg_8, %5#2, %iterArg_5) : (tensor<256x32x768xbf16>, tensor<32x768xbf16>, tensor<i32>) -> tensor<256x32x768xbf16>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_5, %c_9 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %iterArg_3, %iterArg_4, %7, %5#0, %5#1, %6 : tensor<256x32x128xbf16>, tensor<128x3072xbf16>, tensor<768x3072xbf16>, tensor<3072xf32>, tensor<i32>, tensor<32x768xbf16>, tensor<32x768xf32>, tensor<256x32x768xbf16>
    }
    return %3#7 : tensor<256x32x768xbf16>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<256x32x128xbf16>, %arg1: tensor<i32>) -> tensor<32x128xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 128] : (tensor<256x32x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x128xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x32x128xbf16>) -> tensor<32x128xbf16>
    return %1 : tensor<32x128xbf16>
  }
  func.func private @closed_call(%arg0: tensor<128x3072xbf16>, %arg1: tensor<768x3072xbf16>, %arg2: tensor<3072xf32>, %arg3: tensor<32x768xbf16>, %arg4: tensor<32x768xf32>, %arg5: tensor<32x128xbf16>) -> (tensor<32x768xbf16>, tensor<32x768xf32>, tensor<32x768xbf16>) {
    %0 = stablehlo.dot_general %arg5, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xbf16>, tensor<128x3072xbf16>) -> tensor<32x3072xbf16>
    %1 = stablehlo.dot_general %arg3, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x768xbf16>, tensor<768x3072xbf16>) -> tensor<32x3072xbf16>
    %2 = stablehlo.add %0, %1 : tensor<32x3072xbf16>
    %3 = stablehlo.convert %2 : (tensor<32x3072xbf16>) -> tensor<32x3072xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<3072xf32>) -> tensor<1x3072xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x3072xf32>) -> tensor<32x3072xf32>
    %6 = stablehlo.add %3, %5 : tensor<32x3072xf32>
    %7 = stablehlo.slice %6 [0:32, 0:768] : (tensor<32x3072xf32>) -> tensor<32x768xf32>
    %8 = stablehlo.slice %6 [0:32, 768:1536] : (tensor<32x3072xf32>) -> tensor<32x768xf32>
    %9 = stablehlo.slice %6 [0:32, 1536:2304] : (tensor<32x3072xf32>) -> tensor<32x768xf32>
    %10 = stablehlo.slice %6 [0:32, 2304:3072] : (tensor<32x3072xf32>) -> tensor<32x768xf32>
    %11 = stablehlo.negate %8 : tensor<32x768xf32>
    %12 = stablehlo.exponential %11 : tensor<32x768xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x768xf32>
    %14 = stablehlo.add %13, %12 : tensor<32x768xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x768xf32>
    %16 = stablehlo.divide %15, %14 : tensor<32x768xf32>
    %17 = stablehlo.multiply %16, %arg4 : tensor<32x768xf32>
    %18 = stablehlo.negate %7 : tensor<32x768xf32>
    %19 = stablehlo.exponential %18 : tensor<32x768xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x768xf32>
    %21 = stablehlo.add %20, %19 : tensor<32x768xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x768xf32>
    %23 = stablehlo.divide %22, %21 : tensor<32x768xf32>
    %24 = stablehlo.tanh %9 : tensor<32x768xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<32x768xf32>
    %26 = stablehlo.add %17, %25 : tensor<32x768xf32>
    %27 = stablehlo.negate %10 : tensor<32x768xf32>
    %28 = stablehlo.exponential %27 : tensor<32x768xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x768xf32>
    %30 = stablehlo.add %29, %28 : tensor<32x768xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x768xf32>
    %32 = stablehlo.divide %31, %30 : tensor<32x768xf32>
    %33 = stablehlo.tanh %26 : tensor<32x768xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<32x768xf32>
    %35 = stablehlo.convert %34 : (tensor<32x768xf32>) -> tensor<32x768xbf16>
    return %35, %26, %35 : tensor<32x768xbf16>, tensor<32x768xf32>, tensor<32x768xbf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<256x32x768xbf16>, %arg1: tensor<32x768xbf16>, %arg2: tensor<i32>) -> tensor<256x32x768xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x768xbf16>) -> tensor<1x32x768xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<256x32x768xbf16>, tensor<1x32x768xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x32x768xbf16>
    return %1 : tensor<256x32x768xbf16>
  }
}
