module @jit_lstm_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<1280xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<320x1280xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<64x1280xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<400x32x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}) -> (tensor<400x32x320xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x320xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x320xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<400x32x320xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:8 = stablehlo.while(%iterArg = %arg3, %iterArg_2 = %arg2, %iterArg_3 = %arg1, %iterArg_4 = %arg0, %iterArg_5 = %c, %iterArg_6 = %0, %iterArg_7 = %1, %iterArg_8 = %2) : tensor<400x32x64xf32>, tensor<64x1280xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<i32>, tensor<32x320xf32>, tensor<32x320xf32>, tensor<400x32x320xf32>
    cond {
      %c_9 = stablehlo.constant dense<400> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_5, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_5) : (tensor<400x32x64xf32>, tensor<i32>) -> tensor<32x64xf32>
      %5:3 = func.call @closed_call(%iterArg_2, %iterArg_3, %iterArg_4, %iterArg_6, %iterArg_7, %4) : (tensor<64x1280xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<32x320xf32>, tensor<32x320xf32>, tensor<32x64xf32>) -> (tensor<32x320xf32>, tensor<32x320xf32>, tensor<32x320xf32>)
      %6 = func.call @dynamic_update_index_in_dim(%iterArg_8, %5#2, %iterArg_5) : (tensor<400x32x320xf32>, tensor<32x320xf32>, tensor<i32>) -> tensor<400x32x320xf32>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_5, %c_9 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %iterArg_3, %iterArg_4, %7, %5#0, %5#1, %6 : tensor<400x32x64xf32>, tensor<64x1280xf32>, tensor<320x1280xf32>, tensor<1280xf32>, tensor<i32>, tensor<32x320xf32>, tensor<32x320xf32>, tensor<400x32x320xf32>
    }
    return %3#7 : tensor<400x32x320xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<400x32x64xf32>, %arg1: tensor<i32>) -> tensor<32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 64] : (tensor<400x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %1 : tensor<32x64xf32>
  }
  func.func private @closed_call(%arg0: tensor<64x1280xf32>, %arg1: tensor<320x1280xf32>, %arg2: tensor<1280xf32>, %arg3: tensor<32x320xf32>, %arg4: tensor<32x320xf32>, %arg5: tensor<32x64xf32>) -> (tensor<32x320xf32>, tensor<32x320xf32>, tensor<32x320xf32>) {
    %0 = stablehlo.dot_general %arg5, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x1280xf32>) -> tensor<32x1280xf32>
    %1 = stablehlo.dot_general %arg3, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x320xf32>, tensor<320x1280xf32>) -> tensor<32x1280xf32>
    %2 = stablehlo.add %0, %1 : tensor<32x1280xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1280xf32>) -> tensor<1x1280xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1280xf32>) -> tensor<32x1280xf32>
    %5 = stablehlo.add %2, %4 : tensor<32x1280xf32>
    %6 = stablehlo.slice %5 [0:32, 0:320] : (tensor<32x1280xf32>) -> tensor<32x320xf32>
    %7 = stablehlo.slice %5 [0:32, 320:640] : (tensor<32x1280xf32>) -> tensor<32x320xf32>
    %8 = stablehlo.slice %5 [0:32, 640:960] : (tensor<32x1280xf32>) -> tensor<32x320xf32>
    %9 = stablehlo.slice %5 [0:32, 960:1280] : (tensor<32x1280xf32>) -> tensor<32x320xf32>
    %10 = stablehlo.negate %7 : tensor<32x320xf32>
    %11 = stablehlo.exponential %10 : tensor<32x320xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x320xf32>
    %13 = stablehlo.add %12, %11 : tensor<32x320xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x320xf32>
    %15 = stablehlo.divide %14, %13 : tensor<32x320xf32>
    %16 = stablehlo.multiply %15, %arg4 : tensor<32x320xf32>
    %17 = stablehlo.negate %6 : tensor<32x320xf32>
    %18 = stablehlo.exponential %17 : tensor<32x320xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x320xf32>
    %20 = stablehlo.add %19, %18 : tensor<32x320xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x320xf32>
    %22 = stablehlo.divide %21, %20 : tensor<32x320xf32>
    %23 = stablehlo.tanh %8 : tensor<32x320xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<32x320xf32>
    %25 = stablehlo.add %16, %24 : tensor<32x320xf32>
    %26 = stablehlo.negate %9 : tensor<32x320xf32>
    %27 = stablehlo.exponential %26 : tensor<32x320xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x320xf32>
    %29 = stablehlo.add %28, %27 : tensor<32x320xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x320xf32>
    %31 = stablehlo.divide %30, %29 : tensor<32x320xf32>
    %32 = stablehlo.tanh %25 : tensor<32x320xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<32x320xf32>
    return %33, %25, %33 : tensor<32x320xf32>, tensor<32x320xf32>, tensor<32x320xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<400x32x320xf32>, %arg1: tensor<32x320xf32>, %arg2: tensor<i32>) -> tensor<400x32x320xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x320xf32>) -> tensor<1x32x320xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<400x32x320xf32>, tensor<1x32x320xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<400x32x320xf32>
    return %1 : tensor<400x32x320xf32>
  }
}
