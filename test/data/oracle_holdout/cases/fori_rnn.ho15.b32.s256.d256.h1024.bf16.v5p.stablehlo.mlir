module @jit_fori_rnn_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<1024x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<256x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<32x256x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}) -> (tensor<256x32x1024xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x32x1024xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<32x1024xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:8 = stablehlo.while(%iterArg = %arg3, %iterArg_2 = %arg2, %iterArg_3 = %arg1, %iterArg_4 = %arg0, %iterArg_5 = %c_1, %iterArg_6 = %c, %iterArg_7 = %1, %iterArg_8 = %0) : tensor<32x256x256xbf16>, tensor<256x1024xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<i32>, tensor<i32>, tensor<32x1024xbf16>, tensor<256x32x1024xbf16>
    cond {
      %c_9 = stablehlo.constant dense<256> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_5, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3:3 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_6, %iterArg_7, %iterArg_8) : (tensor<32x256x256xbf16>, tensor<256x1024xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<i32>, tensor<32x1024xbf16>, tensor<256x32x1024xbf16>) -> (tensor<i32>, tensor<32x1024xbf16>, tensor<256x32x1024xbf16>)
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.add %iterArg_5, %c_9 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %iterArg_3, %iterArg_4, %4, %3#0, %3#1, %3#2 : tensor<32x256x256xbf16>, tensor<256x1024xbf16>, tensor<1024x1024xbf16>, tensor<1024xbf16>, tensor<i32>, tensor<i32>, tensor<32x1024xbf16>, tensor<256x32x1024xbf16>
    }
    return %2#7 : tensor<256x32x1024xbf16>
  }
  func.func private @closed_call(%arg0: tensor<32x256x256xbf16>, %arg1: tensor<256x1024xbf16>, %arg2: tensor<1024x1024xbf16>, %arg3: tensor<1024xbf16>, %arg4: tensor<i32>, %arg5: tensor<32x1024xbf16>, %arg6: tensor<256x32x1024xbf16>) -> (tensor<i32>, tensor<32x1024xbf16>, tensor<256x32x1024xbf16>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg4, %c : tensor<i32>
    %1 = call @dynamic_index_in_dim(%arg0, %arg4) : (tensor<32x256x256xbf16>, tensor<i32>) -> tensor<32x256xbf16>
    %2 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xbf16>, tensor<256x1024xbf16>) -> tensor<32x1024xbf16>
    %3 = stablehlo.dot_general %arg5, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<32x1024xbf16>
    %4 = stablehlo.add %2, %3 : tensor<32x1024xbf16>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<1024xbf16>) -> tensor<1x1024xbf16>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1024xbf16>) -> tensor<32x1024xbf16>
    %7 = stablehlo.add %4, %6 : tensor<32x1024xbf16>
    %8 = stablehlo.tanh %7 : tensor<32x1024xbf16>
    %9 = call @dynamic_update_index_in_dim(%arg6, %8, %arg4) : (tensor<256x32x1024xbf16>, tensor<32x1024xbf16>, tensor<i32>) -> tensor<256x32x1024xbf16>
    return %0, %8, %9 : tensor<i32>, tensor<32x1024xbf16>, tensor<256x32x1024xbf16>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<32x256x256xbf16>, %arg1: tensor<i32>) -> tensor<32x256xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.convert %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.add %1, %c_0 : tensor<i32>
    %3 = stablehlo.select %0, %2, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_slice %arg0, %c_1, %3, %c_2, sizes = [32, 1, 256] : (tensor<32x256x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x1x256xbf16>
    %5 = stablehlo.reshape %4 : (tensor<32x1x256xbf16>) -> tensor<32x256xbf16>
    return %5 : tensor<32x256xbf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<256x32x1024xbf16>, %arg1: tensor<32x1024xbf16>, %arg2: tensor<i32>) -> tensor<256x32x1024xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<32x1024xbf16>) -> tensor<1x32x1024xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %3 = stablehlo.add %2, %c_0 : tensor<i32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %arg0, %0, %4, %c_1, %c_2 : (tensor<256x32x1024xbf16>, tensor<1x32x1024xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<256x32x1024xbf16>
    return %5 : tensor<256x32x1024xbf16>
  }
}
