module @jit_lstm_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<800xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<200x800xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<80x800xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<300x50x80xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}) -> (tensor<300x50x200xbf16> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<50x200xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<50x200xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<300x50x200xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:8 = stablehlo.while(%iterArg = %arg3, %iterArg_2 = %arg2, %iterArg_3 = %arg1, %iterArg_4 = %arg0, %iterArg_5 = %c, %iterArg_6 = %0, %iterArg_7 = %1, %iterArg_8 = %2) : tensor<300x50x80xbf16>, tensor<80x800xbf16>, tensor<200x800xbf16>, tensor<800xbf16>, tensor<i32>, tensor<50x200xbf16>, tensor<50x200xf32>, tensor<300x50x200xbf16>
    cond {
      %c_9 = stablehlo.constant dense<300> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_5, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_5) : (tensor<300x50x80xbf16>, tensor<i32>) -> tensor<50x80xbf16>
      %5:3 = func.call @closed_call(%iterArg_2, %iterArg_3, %iterArg_4, %iterArg_6, %iterArg_7, %4) : (tensor<80x800xbf16>, tensor<200x800xbf16>, tensor<800xbf16>, tensor<50x200xbf16>, tensor<50x200xf32>, tensor<50x80xbf16>) -> (tensor<50x200xbf16>, tensor<50x200xf32>, tensor<50x200xbf16>)
      %6 = func.call @dynamic_update_index_in_dim(%iterArg_8, %5#2, %iterArg_5) : (tensor<300x50x200xbf16>, tensor<50x200xbf16>, tensor<i32>) -> tensor<300x50x200xbf16>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_5, %c_9 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %iterArg_3, %iterArg_4, %7, %5#0, %5#1, %6 : tensor<300x50x80xbf16>, tensor<80x800xbf16>, tensor<200x800xbf16>, tensor<800xbf16>, tensor<i32>, tensor<50x200xbf16>, tensor<50x200xf32>, tensor<300x50x200xbf16>
    }
    return %3#7 : tensor<300x50x200xbf16>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<300x50x80xbf16>, %arg1: tensor<i32>) -> tensor<50x80xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 50, 80] : (tensor<300x50x80xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x50x80xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x50x80xbf16>) -> tensor<50x80xbf16>
    return %1 : tensor<50x80xbf16>
  }
  func.func private @closed_call(%arg0: tensor<80x800xbf16>, %arg1: tensor<200x800xbf16>, %arg2: tensor<800xbf16>, %arg3: tensor<50x200xbf16>, %arg4: tensor<50x200xf32>, %arg5: tensor<50x80xbf16>) -> (tensor<50x200xbf16>, tensor<50x200xf32>, tensor<50x200xbf16>) {
    %0 = stablehlo.dot_general %arg5, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<50x80xbf16>, tensor<80x800xbf16>) -> tensor<50x800xbf16>
    %1 = stablehlo.dot_general %arg3, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<50x200xbf16>, tensor<200x800xbf16>) -> tensor<50x800xbf16>
    %2 = stablehlo.add %0, %1 : tensor<50x800xbf16>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<800xbf16>) -> tensor<1x800xbf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x800xbf16>) -> tensor<50x800xbf16>
    %5 = stablehlo.add %2, %4 : tensor<50x800xbf16>
    %6 = stablehlo.convert %5 : (tensor<50x800xbf16>) -> tensor<50x800xf32>
    %7 = stablehlo.slice %6 [0:50, 0:200] : (tensor<50x800xf32>) -> tensor<50x200xf32>
    %8 = stablehlo.slice %6 [0:50, 200:400] : (tensor<50x800xf32>) -> tensor<50x200xf32>
    %9 = stablehlo.slice %6 [0:50, 400:600] : (tensor<50x800xf32>) -> tensor<50x200xf32>
    %10 = stablehlo.slice %6 [0:50, 600:800] : (tensor<50x800xf32>) -> tensor<50x200xf32>
    %11 = stablehlo.negate %8 : tensor<50x200xf32>
    %12 = stablehlo.exponential %11 : tensor<50x200xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<50x200xf32>
    %14 = stablehlo.add %13, %12 : tensor<50x200xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<50x200xf32>
    %16 = stablehlo.divide %15, %14 : tensor<50x200xf32>
    %17 = stablehlo.multiply %16, %arg4 : tensor<50x200xf32>
    %18 = stablehlo.negate %7 : tensor<50x200xf32>
    %19 = stablehlo.exponential %18 : tensor<50x200xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<50x200xf32>
    %21 = stablehlo.add %20, %19 : tensor<50x200xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<50x200xf32>
    %23 = stablehlo.divide %22, %21 : tensor<50x200xf32>
    %24 = stablehlo.tanh %9 : tensor<50x200xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<50x200xf32>
    %26 = stablehlo.add %17, %25 : tensor<50x200xf32>
    %27 = stablehlo.negate %10 : tensor<50x200xf32>
    %28 = stablehlo.exponential %27 : tensor<50x200xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<50x200xf32>
    %30 = stablehlo.add %29, %28 : tensor<50x200xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<50x200xf32>
    %32 = stablehlo.divide %31, %30 : tensor<50x200xf32>
    %33 = stablehlo.tanh %26 : tensor<50x200xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<50x200xf32>
    %35 = stablehlo.convert %34 : (tensor<50x200xf32>) -> tensor<50x200xbf16>
    return %35, %26, %35 : tensor<50x200xbf16>, tensor<50x200xf32>, tensor<50x200xbf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<300x50x200xbf16>, %arg1: tensor<50x200xbf16>, %arg2: tensor<i32>) -> tensor<300x50x200xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<50x200xbf16>) -> tensor<1x50x200xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<300x50x200xbf16>, tensor<1x50x200xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<300x50x200xbf16>
    return %1 : tensor<300x50x200xbf16>
  }
}
