module @jit_diffusion_sample attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<50x4096xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<1024x4096xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<4096x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<256x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<256x1024xbf16> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:6 = stablehlo.while(%iterArg = %arg1, %iterArg_1 = %arg0, %iterArg_2 = %arg2, %iterArg_3 = %c_0, %iterArg_4 = %c, %iterArg_5 = %arg3) : tensor<1024x4096xbf16>, tensor<50x4096xbf16>, tensor<4096x1024xbf16>, tensor<i32>, tensor<i32>, tensor<256x1024xbf16>
    cond {
      %c_6 = stablehlo.constant dense<50> : tensor<i32>
      %1 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1:2 = func.call @closed_call(%iterArg, %iterArg_1, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<1024x4096xbf16>, tensor<50x4096xbf16>, tensor<4096x1024xbf16>, tensor<i32>, tensor<256x1024xbf16>) -> (tensor<i32>, tensor<256x1024xbf16>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_1, %iterArg_2, %2, %1#0, %1#1 : tensor<1024x4096xbf16>, tensor<50x4096xbf16>, tensor<4096x1024xbf16>, tensor<i32>, tensor<i32>, tensor<256x1024xbf16>
    }
    return %0#5 : tensor<256x1024xbf16>
  }
  func.func private @closed_call(%arg0: tensor<1024x4096xbf16>, %arg1: tensor<50x4096xbf16>, %arg2: tensor<4096x1024xbf16>, %arg3: tensor<i32>, %arg4: tensor<256x1024xbf16>) -> (tensor<i32>, tensor<256x1024xbf16>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg3, %c : tensor<i32>
    %1 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xbf16>, tensor<1024x4096xbf16>) -> tensor<256x4096xbf16>
    %2 = stablehlo.convert %arg3 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<50> : tensor<i32>
    %4 = stablehlo.add %2, %c_1 : tensor<i32>
    %5 = stablehlo.select %3, %4, %2 : tensor<i1>, tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %c_2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<4096> : tensor<i32>
    %7 = stablehlo.add %c_4, %c_5 : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.select %6, %7, %c_6 : tensor<i1>, tensor<i32>
    %9 = stablehlo.dynamic_slice %arg1, %5, %8, sizes = [1, 4096] : (tensor<50x4096xbf16>, tensor<i32>, tensor<i32>) -> tensor<1x4096xbf16>
    %10 = stablehlo.reshape %9 : (tensor<1x4096xbf16>) -> tensor<4096xbf16>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<4096xbf16>) -> tensor<1x4096xbf16>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x4096xbf16>) -> tensor<256x4096xbf16>
    %13 = stablehlo.add %1, %12 : tensor<256x4096xbf16>
    %14 = call @silu(%13) : (tensor<256x4096xbf16>) -> tensor<256x4096xbf16>
    %15 = stablehlo.dot_general %14, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<256x1024xbf16>
    %cst = stablehlo.constant dense<1.000980e-01> : tensor<bf16>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x1024xbf16>
    %17 = stablehlo.multiply %16, %15 : tensor<256x1024xbf16>
    %18 = stablehlo.subtract %arg4, %17 : tensor<256x1024xbf16>
    return %0, %18 : tensor<i32>, tensor<256x1024xbf16>
  }
  func.func private @silu(%arg0: tensor<256x4096xbf16>) -> tensor<256x4096xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<256x4096xbf16>
    %1 = stablehlo.exponential %0 : tensor<256x4096xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x4096xbf16>
    %3 = stablehlo.add %2, %1 : tensor<256x4096xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<256x4096xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<256x4096xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<256x4096xbf16>
    return %6 : tensor<256x4096xbf16>
  }
}
