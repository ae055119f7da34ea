module @jit_gru_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<256x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<256x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<64x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<64x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg4: tensor<128x16x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}) -> (tensor<256x256xbf16> {jax.result_info = "result['wh']"}, tensor<256x512xbf16> {jax.result_info = "result['wh_zr']"}, tensor<64x256xbf16> {jax.result_info = "result['wx']"}, tensor<64x512xbf16> {jax.result_info = "result['wx_zr']"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x256xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<128x16x256xbf16>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<128x16x256xbf16>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128x16x512xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x16x256xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<128x16x256xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<128x16x256xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<128x16x256xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<128x16x256xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<128x16x256xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<128x16x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %11:17 = stablehlo.while(%iterArg = %arg4, %iterArg_19 = %arg3, %iterArg_20 = %arg1, %iterArg_21 = %arg2, %iterArg_22 = %arg0, %iterArg_23 = %c, %iterArg_24 = %0, %iterArg_25 = %1, %iterArg_26 = %2, %iterArg_27 = %3, %iterArg_28 = %4, %iterArg_29 = %5, %iterArg_30 = %6, %iterArg_31 = %7, %iterArg_32 = %8, %iterArg_33 = %9, %iterArg_34 = %10) : tensor<128x16x64xbf16>, tensor<64x512xbf16>, tensor<256x512xbf16>, tensor<64x256xbf16>, tensor<256x256xbf16>, tensor<i32>, tensor<16x256xbf16>, tensor<128x16x256xbf16>, tensor<128x16x256xbf16>, tensor<128x16x512xf32>, tensor<128x16x256xf32>, tensor<128x16x256xf32>, tensor<128x16x256xf32>, tensor<128x16x256xf32>, tensor<128x16x256xf32>, tensor<128x16x256xf32>, tensor<128x16x256xf32>
    cond {
      %c_35 = stablehlo.constant dense<128> : tensor<i32>
      %25 = stablehlo.compare LT, %iterArg_23, %c_35, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %25 : tensor<i1>
    } do {
      %25 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_23) : (tensor<128x16x64xbf16>, tensor<i32>) -> tensor<16x64xbf16>
      %26:11 = func.call @closed_call(%iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_24, %25) : (tensor<64x512xbf16>, tensor<256x512xbf16>, tensor<64x256xbf16>, tensor<256x256xbf16>, tensor<16x256xbf16>, tensor<16x64xbf16>) -> (tensor<16x256xbf16>, tensor<16x256xbf16>, tensor<16x256xbf16>, tensor<16x512xf32>, tensor<16x256xf32>, tensor<16x256xf32>, tensor<16x256xf32>, tensor<16x256xf32>, tensor<16x256xf32>, tensor<16x256xf32>, tensor<16x256xf32>)
      %27 = func.call @dynamic_update_index_in_dim(%iterArg_25, %26#1, %iterArg_23) : (tensor<128x16x256xbf16>, tensor<16x256xbf16>, tensor<i32>) -> tensor<128x16x256xbf16>
      %28 = func.call @dynamic_update_index_in_dim(%iterArg_26, %26#2, %iterArg_23) : (tensor<128x16x256xbf16>, tensor<16x256xbf16>, tensor<i32>) -> tensor<128x16x256xbf16>
      %29 = func.call @dynamic_update_index_in_dim_0(%iterArg_27, %26#3, %iterArg_23) : (tensor<128x16x512xf32>, tensor<16x512xf32>, tensor<i32>) -> tensor<128x16x512xf32>
      %30 = func.call @dynamic_update_index_in_dim_1(%iterArg_28, %26#4, %iterArg_23) : (tensor<128x16x256xf32>, tensor<16x256xf32>, tensor<i32>) -> tensor<128x16x256xf32>
      %31 = func.call @dynamic_update_index_in_dim_1(%iterArg_29, %26#5, %iterArg_23) : (tensor<128x16x256xf32>, tensor<16x256xf32>, tensor<i32>) -> tensor<128x16x256xf32>
      %32 = func.call @dynamic_update_index_in_dim_1(%iterArg_30, %26#6, %iterArg_23) : (tensor<128x16x256xf32>, tensor<16x256xf32>, tensor<i32>) -> tensor<128x16x256xf32>
      %33 = func.call @dynamic_update_index_in_dim_1(%iterArg_31, %26#7, %iterArg_23) : (tensor<128x16x256xf32>, tensor<16x256xf32>, tensor<i32>) -> tensor<128x16x256xf32>
      %34 = func.call @dynamic_update_index_in_dim_1(%iterArg_32, %26#8, %iterArg_23) : (tensor<128x16x256xf32>, tensor<16x256xf32>, tensor<i32>) -> tensor<128x16x256xf32>
      %35 = func.call @dynamic_update_index_in_dim_1(%iterArg_33, %26#9, %iterArg_23) : (tensor<128x16x256xf32>, tensor<16x256xf32>, tensor<i32>) -> tensor<128x16x256xf32>
      %36 = func.call @dynamic_update_index_in_dim_1(%iterArg_34, %26#10, %iterArg_23) : (tensor<128x16x256xf32>, tensor<16x256xf32>, tensor<i32>) -> tensor<128x16x256xf32>
      %c_35 = stablehlo.constant dense<1> : tensor<i32>
      %37 = stablehlo.add %iterArg_23, %c_35 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %37, %26#0, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36 : tensor<128x16x64xbf16>, tensor<64x512xbf16>, tensor<256x512xbf16>, tensor<64x256xbf16>, tensor<256x256xbf16>, tensor<i32>, tensor<16x256xbf16>, tensor<128x16x256xbf16>, tensor<128x16x256xbf16>, tensor<128x16x512xf32>, tensor<128x16x256xf32>, tensor<128x16x256xf32>, tensor<128x16x256xf32>, tensor<128x16x256xf32>, tensor<128x16x256xf32>, tensor<128x16x256xf32>, tensor<128x16x256xf32>
    }
    %12 = stablehlo.convert %11#7 : (tensor<128x16x256xbf16>) -> tensor<128x16x256xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<128x16x256xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<128x16x256xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_12 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %15 = stablehlo.divide %cst_11, %cst_12 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<128x16x256xf32>
    %17 = stablehlo.multiply %16, %14 : tensor<128x16x256xf32>
    %18 = stablehlo.convert %17 : (tensor<128x16x256xf32>) -> tensor<128x16x256xbf16>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %19 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<16x256xbf16>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %20 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<64x512xbf16>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %21 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<256x512xbf16>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %22 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<64x256xbf16>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %23 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<256x256xbf16>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %24:19 = stablehlo.while(%iterArg = %18, %iterArg_19 = %arg4, %iterArg_20 = %11#8, %iterArg_21 = %11#9, %iterArg_22 = %11#10, %iterArg_23 = %11#11, %iterArg_24 = %11#12, %iterArg_25 = %11#13, %iterArg_26 = %11#14, %iterArg_27 = %11#15, %iterArg_28 = %11#16, %iterArg_29 = %arg1, %iterArg_30 = %arg0, %iterArg_31 = %c_18, %iterArg_32 = %20, %iterArg_33 = %21, %iterArg_34 = %22, %iterArg_35 = %23, %iterArg_36 = %19) : tensor<128x16x256xbf16>, tensor<128x16x64xbf16>, tensor<128x16x256xbf16>, tensor<128x16x512xf32>, tensor<128x16x256xf32>, tensor<128x16x256xf32>, tensor<128x16x256xf32>, tensor<128x16x256xf32>, tensor<128x16x256xf32>, tensor<128x16x256xf32>, tensor<128x16x256xf32>, tensor<256x512xbf16>, tensor<256x256xbf16>, tensor<i32>, tensor<64x512xbf16>, tensor<256x512xbf16>, tensor<64x256xbf16>, tensor<256x256xbf16>, tensor<16x256xbf16>
    cond {
      %c_37 = stablehlo.constant dense<128> : tensor<i32>
      %25 = stablehlo.compare LT, %iterArg_31, %c_37, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %25 : tensor<i1>
    } do {
      %c_37 = stablehlo.constant dense<128> : tensor<i32>
      %25 = stablehlo.subtract %c_37, %iterArg_31 : tensor<i32>
      %c_38 = stablehlo.constant dense<1> : tensor<i32>
      %26 = stablehlo.subtract %25, %c_38 : tensor<i32>
      %27 = func.call @dynamic_index_in_dim_2(%iterArg, %26) : (tensor<128x16x256xbf16>, tensor<i32>) -> tensor<16x256xbf16>
      %28 = func.call @dynamic_index_in_dim(%iterArg_19, %26) : (tensor<128x16x64xbf16>, tensor<i32>) -> tensor<16x64xbf16>
      %29 = func.call @dynamic_index_in_dim_2(%iterArg_20, %26) : (tensor<128x16x256xbf16>, tensor<i32>) -> tensor<16x256xbf16>
      %30 = func.call @dynamic_index_in_dim_3(%iterArg_21, %26) : (tensor<128x16x512xf32>, tensor<i32>) -> tensor<16x512xf32>
      %31 = func.call @dynamic_index_in_dim_4(%iterArg_22, %26) : (tensor<128x16x256xf32>, tensor<i32>) -> tensor<16x256xf32>
      %32 = func.call @dynamic_index_in_dim_4(%iterArg_23, %26) : (tensor<128x16x256xf32>, tensor<i32>) -> tensor<16x256xf32>
      %33 = func.call @dynamic_index_in_dim_4(%iterArg_24, %26) : (tensor<128x16x256xf32>, tensor<i32>) -> tensor<16x256xf32>
      %34 = func.call @dynamic_index_in_dim_4(%iterArg_25, %26) : (tensor<128x16x256xf32>, tensor<i32>) -> tensor<16x256xf32>
      %35 = func.call @dynamic_index_in_dim_4(%iterArg_26, %26) : (tensor<128x16x256xf32>, tensor<i32>) -> tensor<16x256xf32>
      %36 = func.call @dynamic_index_in_dim_4(%iterArg_27, %26) : (tensor<128x16x256xf32>, tensor<i32>) -> tensor<16x256xf32>
      %37 = func.call @dynamic_index_in_dim_4(%iterArg_28, %26) : (tensor<128x16x256xf32>, tensor<i32>) -> tensor<16x256xf32>
      %38:5 = func.call @closed_call_5(%iterArg_29, %iterArg_30, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37) : (tensor<256x512xbf16>, tensor<256x256xbf16>, tensor<64x512xbf16>, tensor<256x512xbf16>, tensor<64x256xbf16>, tensor<256x256xbf16>, tensor<16x256xbf16>, tensor<16x256xbf16>, tensor<16x64xbf16>, tensor<16x256xbf16>, tensor<16x512xf32>, tensor<16x256xf32>, tensor<16x256xf32>, tensor<16x256xf32>, tensor<16x256xf32>, tensor<16x256xf32>, tensor<16x256xf32>, tensor<16x256xf32>) -> (tensor<64x512xbf16>, tensor<256x512xbf16>, tensor<64x256xbf16>, tensor<256x256xbf16>, tensor<16x256xbf16>)
      %c_39 = stablehlo.constant dense<1> : tensor<i32>
      %39 = stablehlo.add %iterArg_31, %c_39 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %39, %38#0, %38#1, %38#2, %38#3, %38#4 : tensor<128x16x256xbf16>, tensor<128x16x64xbf16>, tensor<128x16x256xbf16>, tensor<128x16x512xf32>, tensor<128x16x256xf32>, tensor<128x16x256xf32>, tensor<128x16x256xf32>, tensor<128x16x256xf32>, tensor<128x16x256xf32>, tensor<128x16x256xf32>, tensor<128x16x256xf32>, tensor<256x512xbf16>, tensor<256x256xbf16>, tensor<i32>, tensor<64x512xbf16>, tensor<256x512xbf16>, tensor<64x256xbf16>, tensor<256x256xbf16>, tensor<16x256xbf16>
    }
    return %24#17, %24#15, %24#16, %24#14 : tensor<256x256xbf16>, tensor<256x512xbf16>, tensor<64x256xbf16>, tensor<64x512xbf16>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<128x16x64xbf16>, %arg1: tensor<i32>) -> tensor<16x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 64] : (tensor<128x16x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x16x64xbf16>) -> tensor<16x64xbf16>
    return %1 : tensor<16x64xbf16>
  }
  func.func private @closed_call(%arg0: tensor<64x512xbf16>, %arg1: tensor<256x512xbf16>, %arg2: tensor<64x256xbf16>, %arg3: tensor<256x256xbf16>, %arg4: tensor<16x256xbf16>, %arg5: tensor<16x64xbf16>) -> (tensor<16x256xbf16>, tensor<16x256xbf16>, tensor<16x256xbf16>, tensor<16x512xf32>, tensor<16x256xf32>, tensor<16x256xf32>, tensor<16x256xf32>, tensor<16x256xf32>, tensor<16x256xf32>, tensor<16x256xf32>, tensor<16x256xf32>) {
    %0 = stablehlo.dot_general %arg5, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xbf16>, tensor<64x512xbf16>) -> tensor<16x512xbf16>
    %1 = stablehlo.dot_general %arg4, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xbf16>, tensor<256x512xbf16>) -> tensor<16x512xbf16>
    %2 = stablehlo.add %0, %1 : tensor<16x512xbf16>
    %3 = stablehlo.convert %2 : (tensor<16x512xbf16>) -> tensor<16x512xf32>
    %4 = stablehlo.negate %3 : tensor<16x512xf32>
    %5 = stablehlo.exponential %4 : tensor<16x512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x512xf32>
    %7 = stablehlo.add %6, %5 : tensor<16x512xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x512xf32>
    %9 = stablehlo.divide %8, %7 : tensor<16x512xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x512xf32>
    %11 = stablehlo.subtract %10, %9 : tensor<16x512xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<16x512xf32>
    %13 = stablehlo.slice %9 [0:16, 0:256] : (tensor<16x512xf32>) -> tensor<16x256xf32>
    %14 = stablehlo.slice %9 [0:16, 256:512] : (tensor<16x512xf32>) -> tensor<16x256xf32>
    %15 = stablehlo.dot_general %arg5, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xbf16>, tensor<64x256xbf16>) -> tensor<16x256xbf16>
    %16 = stablehlo.convert %15 : (tensor<16x256xbf16>) -> tensor<16x256xf32>
    %17 = stablehlo.dot_general %arg4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xbf16>, tensor<256x256xbf16>) -> tensor<16x256xbf16>
    %18 = stablehlo.convert %17 : (tensor<16x256xbf16>) -> tensor<16x256xf32>
    %19 = stablehlo.multiply %14, %18 : tensor<16x256xf32>
    %20 = stablehlo.add %16, %19 : tensor<16x256xf32>
    %21 = stablehlo.tanh %20 : tensor<16x256xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %23 = stablehlo.subtract %22, %21 : tensor<16x256xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %25 = stablehlo.subtract %24, %13 : tensor<16x256xf32>
    %26 = stablehlo.multiply %25, %21 : tensor<16x256xf32>
    %27 = stablehlo.convert %arg4 : (tensor<16x256xbf16>) -> tensor<16x256xf32>
    %28 = stablehlo.multiply %13, %27 : tensor<16x256xf32>
    %29 = stablehlo.add %26, %28 : tensor<16x256xf32>
    %30 = stablehlo.convert %29 : (tensor<16x256xf32>) -> tensor<16x256xbf16>
    return %30, %30, %arg4, %12, %18, %14, %21, %23, %25, %27, %13 : tensor<16x256xbf16>, tensor<16x256xbf16>, tensor<16x256xbf16>, tensor<16x512xf32>, tensor<16x256xf32>, tensor<16x256xf32>, tensor<16x256xf32>, tensor<16x256xf32>, tensor<16x256xf32>, tensor<16x256xf32>, tensor<16x256xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<128x16x256xbf16>, %arg1: tensor<16x256xbf16>, %arg2: tensor<i32>) -> tensor<128x16x256xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x256xbf16>) -> tensor<1x16x256xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<128x16x256xbf16>, tensor<1x16x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<128x16x256xbf16>
    return %1 : tensor<128x16x256xbf16>
  }
  func.func private @dynamic_update_index_in_dim_0(%arg0: tensor<128x16x512xf32>, %arg1: tensor<16x512xf32>, %arg2: tensor<i32>) -> tensor<128x16x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x512xf32>) -> tensor<1x16x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<128x16x512xf32>, tensor<1x16x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<128x16x512xf32>
    return %1 : tensor<128x16x512xf32>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<128x16x256xf32>, %arg1: tensor<16x256xf32>, %arg2: tensor<i32>) -> tensor<128x16x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x256xf32>) -> tensor<1x16x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<128x16x256xf32>, tensor<1x16x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<128x16x256xf32>
    return %1 : tensor<128x16x256xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<128x16x256xbf16>, %arg1: tensor<i32>) -> tensor<16x256xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 256] : (tensor<128x16x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x256xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x16x256xbf16>) -> tensor<16x256xbf16>
    return %1 : tensor<16x256xbf16>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<128x16x512xf32>, %arg1: tensor<i32>) -> tensor<16x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 512] : (tensor<128x16x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x512xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x512xf32>) -> tensor<16x512xf32>
    return %1 : tensor<16x512xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<128x16x256xf32>, %arg1: tensor<i32>) -> tensor<16x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 256] : (tensor<128x16x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x256xf32>) -> tensor<16x256xf32>
    return %1 : tensor<16x256xf32>
  }
  func.func private @closed_call_5(%arg0: tensor<256x512xbf16>, %arg1: tensor<256x256xbf16>, %arg2: tensor<64x512xbf16>, %arg3: tensor<256x512xbf16>, %arg4: tensor<64x256xbf16>, %arg5: tensor<256x256xbf16>, %arg6: tensor<16x256xbf16>, %arg7: tensor<16x256xbf16>, %arg8: tensor<16x64xbf16>, %arg9: tensor<16x256xbf16>, %arg10: tensor<16x512xf32>, %arg11: tensor<16x256xf32>, %arg12: tensor<16x256xf32>, %arg13: tensor<16x256xf32>, %arg14: tensor<16x256xf32>, %arg15: tensor<16x256xf32>, %arg16: tensor<16x256xf32>, %arg17: tensor<16x256xf32>) -> (tensor<64x512xbf16>, tensor<256x512xbf16>, tensor<64x256xbf16>, tensor<256x256xbf16>, tensor<16x256xbf16>) {
    %0 = stablehlo.add %arg6, %arg7 : tensor<16x256xbf16>
    %1 = stablehlo.convert %0 : (tensor<16x256xbf16>) -> tensor<16x256xf32>
    %2 = stablehlo.multiply %arg17, %1 : tensor<16x256xf32>
    %3 = stablehlo.multiply %1, %arg16 : tensor<16x256xf32>
    %4 = stablehlo.convert %2 : (tensor<16x256xf32>) -> tensor<16x256xbf16>
    %5 = stablehlo.multiply %arg15, %1 : tensor<16x256xf32>
    %6 = stablehlo.multiply %1, %arg13 : tensor<16x256xf32>
    %7 = stablehlo.negate %6 : tensor<16x256xf32>
    %8 = stablehlo.add %3, %7 : tensor<16x256xf32>
    %9 = stablehlo.multiply %5, %arg14 : tensor<16x256xf32>
    %10 = stablehlo.multiply %9, %arg13 : tensor<16x256xf32>
    %11 = stablehlo.add %9, %10 : tensor<16x256xf32>
    %12 = stablehlo.multiply %arg12, %11 : tensor<16x256xf32>
    %13 = stablehlo.multiply %11, %arg11 : tensor<16x256xf32>
    %14 = stablehlo.convert %12 : (tensor<16x256xf32>) -> tensor<16x256xbf16>
    %15 = stablehlo.dot_general %14, %arg9, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xbf16>, tensor<16x256xbf16>) -> tensor<256x256xbf16>
    %16 = stablehlo.transpose %15, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %17 = stablehlo.add %arg5, %16 : tensor<256x256xbf16>
    %18 = stablehlo.dot_general %14, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256xbf16>, tensor<256x256xbf16>) -> tensor<16x256xbf16>
    %19 = stablehlo.add %4, %18 : tensor<16x256xbf16>
    %20 = stablehlo.convert %11 : (tensor<16x256xf32>) -> tensor<16x256xbf16>
    %21 = stablehlo.dot_general %20, %arg8, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xbf16>, tensor<16x64xbf16>) -> tensor<256x64xbf16>
    %22 = stablehlo.transpose %21, dims = [1, 0] : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %23 = stablehlo.add %arg4, %22 : tensor<64x256xbf16>
    %24 = stablehlo.concatenate %8, %13, dim = 1 : (tensor<16x256xf32>, tensor<16x256xf32>) -> tensor<16x512xf32>
    %25 = stablehlo.multiply %24, %arg10 : tensor<16x512xf32>
    %26 = stablehlo.convert %25 : (tensor<16x512xf32>) -> tensor<16x512xbf16>
    %27 = stablehlo.dot_general %26, %arg9, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x512xbf16>, tensor<16x256xbf16>) -> tensor<512x256xbf16>
    %28 = stablehlo.transpose %27, dims = [1, 0] : (tensor<512x256xbf16>) -> tensor<256x512xbf16>
    %29 = stablehlo.add %arg3, %28 : tensor<256x512xbf16>
    %30 = stablehlo.dot_general %26, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x512xbf16>, tensor<256x512xbf16>) -> tensor<16x256xbf16>
    %31 = stablehlo.add %19, %30 : tensor<16x256xbf16>
    %32 = stablehlo.dot_general %26, %arg8, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x512xbf16>, tensor<16x64xbf16>) -> tensor<512x64xbf16>
    %33 = stablehlo.transpose %32, dims = [1, 0] : (tensor<512x64xbf16>) -> tensor<64x512xbf16>
    %34 = stablehlo.add %arg2, %33 : tensor<64x512xbf16>
    return %34, %29, %23, %17, %31 : tensor<64x512xbf16>, tensor<256x512xbf16>, tensor<64x256xbf16>, tensor<256x256xbf16>, tensor<16x256xbf16>
  }
}
