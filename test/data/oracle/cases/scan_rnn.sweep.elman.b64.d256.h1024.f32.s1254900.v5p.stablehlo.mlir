module @jit_elman_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<1024x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<1254900x64x256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}) -> (tensor<1254900x64x1024xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1254900x64x1024xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:7 = stablehlo.while(%iterArg = %arg3, %iterArg_1 = %arg2, %iterArg_2 = %arg1, %iterArg_3 = %arg0, %iterArg_4 = %c, %iterArg_5 = %0, %iterArg_6 = %1) : tensor<1254900x64x256xf32>, tensor<256x1024xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<i32>, tensor<64x1024xf32>, tensor<1254900x64x1024xf32>
    cond {
      %c_7 = stablehlo.constant dense<1254900> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_4) : (tensor<1254900x64x256xf32>, tensor<i32>) -> tensor<64x256xf32>
      %4:2 = func.call @closed_call(%iterArg_1, %iterArg_2, %iterArg_3, %iterArg_5, %3) : (tensor<256x1024xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<64x1024xf32>, tensor<64x256xf32>) -> (tensor<64x1024xf32>, tensor<64x1024xf32>)
      %5 = func.call @dynamic_update_index_in_dim(%iterArg_6, %4#1, %iterArg_4) : (tensor<1254900x64x1024xf32>, tensor<64x1024xf32>, tensor<i32>) -> tensor<1254900x64x1024xf32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %6 = stablehlo.add %iterArg_4, %c_7 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_1, %iterArg_2, %iterArg_3, %6, %4#0, %5 : tensor<1254900x64x256xf32>, tensor<256x1024xf32>, tensor<1024x1024xf32>, tensor<1024xf32>, tensor<i32>, tensor<64x1024xf32>, tensor<1254900x64x1024xf32>
    }
    return %2#6 : tensor<1254900x64x1024xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<1254900x64x256xf32>, %arg1: tensor<i32>) -> tensor<64x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 256] : (tensor<1254900x64x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x256xf32>) -> tensor<64x256xf32>
    return %1 : tensor<64x256xf32>
  }
  func.func private @closed_call(%arg0: tensor<256x1024xf32>, %arg1: tensor<1024x1024xf32>, %arg2: tensor<1024xf32>, %arg3: tensor<64x1024xf32>, %arg4: tensor<64x256xf32>) -> (tensor<64x1024xf32>, tensor<64x1024xf32>) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<256x1024xf32>) -> tensor<64x1024xf32>
    %1 = stablehlo.dot_general %arg3, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
    %2 = stablehlo.add %0, %1 : tensor<64x1024xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<64x1024xf32>
    %5 = stablehlo.add %2, %4 : tensor<64x1024xf32>
    %6 = stablehlo.tanh %5 : tensor<64x1024xf32>
    return %6, %6 : tensor<64x1024xf32>, tensor<64x1024xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<1254900x64x1024xf32>, %arg1: tensor<64x1024xf32>, %arg2: tensor<i32>) -> tensor<1254900x64x1024xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x1024xf32>) -> tensor<1x64x1024xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<1254900x64x1024xf32>, tensor<1x64x1024xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1254900x64x1024xf32>
    return %1 : tensor<1254900x64x1024xf32>
  }
}
