module @jit_gru_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<512x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<512x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<128x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg4: tensor<200x64x128xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}) -> (tensor<200x64x512xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<200x64x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:8 = stablehlo.while(%iterArg = %arg4, %iterArg_1 = %arg3, %iterArg_2 = %arg1, %iterArg_3 = %arg2, %iterArg_4 = %arg0, %iterArg_5 = %c, %iterArg_6 = %0, %iterArg_7 = %1) : tensor<200x64x128xf32>, tensor<128x1024xf32>, tensor<512x1024xf32>, tensor<128x512xf32>, tensor<512x512xf32>, tensor<i32>, tensor<64x512xf32>, tensor<200x64x512xf32>
    cond {
      %c_8 = stablehlo.constant dense<200> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_5, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_5) : (tensor<200x64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %4:2 = func.call @closed_call(%iterArg_1, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_6, %3) : (tensor<128x1024xf32>, tensor<512x1024xf32>, tensor<128x512xf32>, tensor<512x512xf32>, tensor<64x512xf32>, tensor<64x128xf32>) -> (tensor<64x512xf32>, tensor<64x512xf32>)
      %5 = func.call @dynamic_update_index_in_dim(%iterArg_7, %4#1, %iterArg_5) : (tensor<200x64x512xf32>, tensor<64x512xf32>, tensor<i32>) -> tensor<200x64x512xf32>
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg_5, %c_8 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_1, %iterArg_2, %iterArg_3, %iterArg_4, %6, %4#0, %5 : tensor<200x64x128xf32>, tensor<128x1024xf32>, tensor<512x1024xf32>, tensor<128x512xf32>, tensor<512x512xf32>, tensor<i32>, tensor<64x512xf32>, tensor<200x64x512xf32>
    }
    return %2#7 : tensor<200x64x512xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<200x64x128xf32>, %arg1: tensor<i32>) -> tensor<64x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 128] : (tensor<200x64x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x128xf32>) -> tensor<64x128xf32>
    return %1 : tensor<64x128xf32>
  }
  func.func private @closed_call(%arg0: tensor<128x1024xf32>, %arg1: tensor<512x1024xf32>, %arg2: tensor<128x512xf32>, %arg3: tensor<512x512xf32>, %arg4: tensor<64x512xf32>, %arg5: tensor<64x128xf32>) -> (tensor<64x512xf32>, tensor<64x512xf32>) {
    %0 = stablehlo.dot_general %arg5, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<128x1024xf32>) -> tensor<64x1024xf32>
    %1 = stablehlo.dot_general %arg4, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<512x1024xf32>) -> tensor<64x1024xf32>
    %2 = stablehlo.add %0, %1 : tensor<64x1024xf32>
    %3 = stablehlo.negate %2 : tensor<64x1024xf32>
    %4 = stablehlo.exponential %3 : tensor<64x1024xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %6 = stablehlo.add %5, %4 : tensor<64x1024xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %8 = stablehlo.divide %7, %6 : tensor<64x1024xf32>
    %9 = stablehlo.slice %8 [0:64, 0:512] : (tensor<64x1024xf32>) -> tensor<64x512xf32>
    %10 = stablehlo.slice %8 [0:64, 512:1024] : (tensor<64x1024xf32>) -> tensor<64x512xf32>
    %11 = stablehlo.dot_general %arg5, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<128x512xf32>) -> tensor<64x512xf32>
    %12 = stablehlo.dot_general %arg4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<512x512xf32>) -> tensor<64x512xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<64x512xf32>
    %14 = stablehlo.add %11, %13 : tensor<64x512xf32>
    %15 = stablehlo.tanh %14 : tensor<64x512xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %17 = stablehlo.subtract %16, %9 : tensor<64x512xf32>
    %18 = stablehlo.multiply %17, %15 : tensor<64x512xf32>
    %19 = stablehlo.multiply %9, %arg4 : tensor<64x512xf32>
    %20 = stablehlo.add %18, %19 : tensor<64x512xf32>
    return %20, %20 : tensor<64x512xf32>, tensor<64x512xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<200x64x512xf32>, %arg1: tensor<64x512xf32>, %arg2: tensor<i32>) -> tensor<200x64x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x512xf32>) -> tensor<1x64x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<200x64x512xf32>, tensor<1x64x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<200x64x512xf32>
    return %1 : tensor<200x64x512xf32>
  }
}
