module @jit_lstm_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<512x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<64x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<64x16x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}) -> (tensor<2048xbf16> {jax.result_info = "result['b']"}, tensor<512x2048xbf16> {jax.result_info = "result['wh']"}, tensor<64x2048xbf16> {jax.result_info = "result['wx']"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x512xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x512xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<2048xbf16>) -> tensor<1x2048xbf16>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<64x16x512xbf16>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<64x16x512xbf16>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x16x512xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64x16x512xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64x16x512xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x16x512xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64x16x512xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64x16x512xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64x16x512xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64x16x512xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64x16x512xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<64x16x512xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<64x16x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %16:20 = stablehlo.while(%iterArg = %arg3, %iterArg_23 = %arg2, %iterArg_24 = %arg1, %iterArg_25 = %2, %iterArg_26 = %c, %iterArg_27 = %0, %iterArg_28 = %1, %iterArg_29 = %3, %iterArg_30 = %4, %iterArg_31 = %5, %iterArg_32 = %6, %iterArg_33 = %7, %iterArg_34 = %8, %iterArg_35 = %9, %iterArg_36 = %10, %iterArg_37 = %11, %iterArg_38 = %12, %iterArg_39 = %13, %iterArg_40 = %14, %iterArg_41 = %15) : tensor<64x16x64xbf16>, tensor<64x2048xbf16>, tensor<512x2048xbf16>, tensor<1x2048xbf16>, tensor<i32>, tensor<16x512xbf16>, tensor<16x512xf32>, tensor<64x16x512xbf16>, tensor<64x16x512xbf16>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>
    cond {
      %c_42 = stablehlo.constant dense<64> : tensor<i32>
      %30 = stablehlo.compare LT, %iterArg_26, %c_42, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %30 : tensor<i1>
    } do {
      %30 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_26) : (tensor<64x16x64xbf16>, tensor<i32>) -> tensor<16x64xbf16>
      %31:15 = func.call @closed_call(%iterArg_23, %iterArg_24, %iterArg_25, %iterArg_27, %iterArg_28, %30) : (tensor<64x2048xbf16>, tensor<512x2048xbf16>, tensor<1x2048xbf16>, tensor<16x512xbf16>, tensor<16x512xf32>, tensor<16x64xbf16>) -> (tensor<16x512xbf16>, tensor<16x512xf32>, tensor<16x512xbf16>, tensor<16x512xbf16>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>)
      %32 = func.call @dynamic_update_index_in_dim(%iterArg_29, %31#2, %iterArg_26) : (tensor<64x16x512xbf16>, tensor<16x512xbf16>, tensor<i32>) -> tensor<64x16x512xbf16>
      %33 = func.call @dynamic_update_index_in_dim(%iterArg_30, %31#3, %iterArg_26) : (tensor<64x16x512xbf16>, tensor<16x512xbf16>, tensor<i32>) -> tensor<64x16x512xbf16>
      %34 = func.call @dynamic_update_index_in_dim_0(%iterArg_31, %31#4, %iterArg_26) : (tensor<64x16x512xf32>, tensor<16x512xf32>, tensor<i32>) -> tensor<64x16x512xf32>
      %35 = func.call @dynamic_update_index_in_dim_0(%iterArg_32, %31#5, %iterArg_26) : (tensor<64x16x512xf32>, tensor<16x512xf32>, tensor<i32>) -> tensor<64x16x512xf32>
      %36 = func.call @dynamic_update_index_in_dim_0(%iterArg_33, %31#6, %iterArg_26) : (tensor<64x16x512xf32>, tensor<16x512xf32>, tensor<i32>) -> tensor<64x16x512xf32>
      %37 = func.call @dynamic_update_index_in_dim_0(%iterArg_34, %31#7, %iterArg_26) : (tensor<64x16x512xf32>, tensor<16x512xf32>, tensor<i32>) -> tensor<64x16x512xf32>
      %38 = func.call @dynamic_update_index_in_dim_0(%iterArg_35, %31#8, %iterArg_26) : (tensor<64x16x512xf32>, tensor<16x512xf32>, tensor<i32>) -> tensor<64x16x512xf32>
      %39 = func.call @dynamic_update_index_in_dim_0(%iterArg_36, %31#9, %iterArg_26) : (tensor<64x16x512xf32>, tensor<16x512xf32>, tensor<i32>) -> tensor<64x16x512xf32>
      %40 = func.call @dynamic_update_index_in_dim_0(%iterArg_37, %31#10, %iterArg_26) : (tensor<64x16x512xf32>, tensor<16x512xf32>, tensor<i32>) -> tensor<64x16x512xf32>
      %41 = func.call @dynamic_update_index_in_dim_0(%iterArg_38, %31#11, %iterArg_26) : (tensor<64x16x512xf32>, tensor<16x512xf32>, tensor<i32>) -> tensor<64x16x512xf32>
      %42 = func.call @dynamic_update_index_in_dim_0(%iterArg_39, %31#12, %iterArg_26) : (tensor<64x16x512xf32>, tensor<16x512xf32>, tensor<i32>) -> tensor<64x16x512xf32>
      %43 = func.call @dynamic_update_index_in_dim_0(%iterArg_40, %31#13, %iterArg_26) : (tensor<64x16x512xf32>, tensor<16x512xf32>, tensor<i32>) -> tensor<64x16x512xf32>
      %44 = func.call @dynamic_update_index_in_dim_0(%iterArg_41, %31#14, %iterArg_26) : (tensor<64x16x512xf32>, tensor<16x512xf32>, tensor<i32>) -> tensor<64x16x512xf32>
      %c_42 = stablehlo.constant dense<1> : tensor<i32>
      %45 = stablehlo.add %iterArg_26, %c_42 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_23, %iterArg_24, %iterArg_25, %45, %31#0, %31#1, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44 : tensor<64x16x64xbf16>, tensor<64x2048xbf16>, tensor<512x2048xbf16>, tensor<1x2048xbf16>, tensor<i32>, tensor<16x512xbf16>, tensor<16x512xf32>, tensor<64x16x512xbf16>, tensor<64x16x512xbf16>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>
    }
    %17 = stablehlo.convert %16#7 : (tensor<64x16x512xbf16>) -> tensor<64x16x512xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<64x16x512xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<64x16x512xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_16 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %20 = stablehlo.divide %cst_15, %cst_16 : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<64x16x512xf32>
    %22 = stablehlo.multiply %21, %19 : tensor<64x16x512xf32>
    %23 = stablehlo.convert %22 : (tensor<64x16x512xf32>) -> tensor<64x16x512xbf16>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %24 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<16x512xbf16>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16x512xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %26 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<64x2048xbf16>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %27 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %28 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<2048xbf16>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %29:21 = stablehlo.while(%iterArg = %23, %iterArg_23 = %arg3, %iterArg_24 = %16#8, %iterArg_25 = %16#9, %iterArg_26 = %16#10, %iterArg_27 = %16#11, %iterArg_28 = %16#12, %iterArg_29 = %16#13, %iterArg_30 = %16#14, %iterArg_31 = %16#15, %iterArg_32 = %16#16, %iterArg_33 = %16#17, %iterArg_34 = %16#18, %iterArg_35 = %16#19, %iterArg_36 = %arg1, %iterArg_37 = %c_22, %iterArg_38 = %26, %iterArg_39 = %27, %iterArg_40 = %28, %iterArg_41 = %24, %iterArg_42 = %25) : tensor<64x16x512xbf16>, tensor<64x16x64xbf16>, tensor<64x16x512xbf16>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<512x2048xbf16>, tensor<i32>, tensor<64x2048xbf16>, tensor<512x2048xbf16>, tensor<2048xbf16>, tensor<16x512xbf16>, tensor<16x512xf32>
    cond {
      %c_43 = stablehlo.constant dense<64> : tensor<i32>
      %30 = stablehlo.compare LT, %iterArg_37, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %30 : tensor<i1>
    } do {
      %c_43 = stablehlo.constant dense<64> : tensor<i32>
      %30 = stablehlo.subtract %c_43, %iterArg_37 : tensor<i32>
      %c_44 = stablehlo.constant dense<1> : tensor<i32>
      %31 = stablehlo.subtract %30, %c_44 : tensor<i32>
      %32 = func.call @dynamic_index_in_dim_1(%iterArg, %31) : (tensor<64x16x512xbf16>, tensor<i32>) -> tensor<16x512xbf16>
      %33 = func.call @dynamic_index_in_dim(%iterArg_23, %31) : (tensor<64x16x64xbf16>, tensor<i32>) -> tensor<16x64xbf16>
      %34 = func.call @dynamic_index_in_dim_1(%iterArg_24, %31) : (tensor<64x16x512xbf16>, tensor<i32>) -> tensor<16x512xbf16>
      %35 = func.call @dynamic_index_in_dim_2(%iterArg_25, %31) : (tensor<64x16x512xf32>, tensor<i32>) -> tensor<16x512xf32>
      %36 = func.call @dynamic_index_in_dim_2(%iterArg_26, %31) : (tensor<64x16x512xf32>, tensor<i32>) -> tensor<16x512xf32>
      %37 = func.call @dynamic_index_in_dim_2(%iterArg_27, %31) : (tensor<64x16x512xf32>, tensor<i32>) -> tensor<16x512xf32>
      %38 = func.call @dynamic_index_in_dim_2(%iterArg_28, %31) : (tensor<64x16x512xf32>, tensor<i32>) -> tensor<16x512xf32>
      %39 = func.call @dynamic_index_in_dim_2(%iterArg_29, %31) : (tensor<64x16x512xf32>, tensor<i32>) -> tensor<16x512xf32>
      %40 = func.call @dynamic_index_in_dim_2(%iterArg_30, %31) : (tensor<64x16x512xf32>, tensor<i32>) -> tensor<16x512xf32>
      %41 = func.call @dynamic_index_in_dim_2(%iterArg_31, %31) : (tensor<64x16x512xf32>, tensor<i32>) -> tensor<16x512xf32>
      %42 = func.call @dynamic_index_in_dim_2(%iterArg_32, %31) : (tensor<64x16x512xf32>, tensor<i32>) -> tensor<16x512xf32>
      %43 = func.call @dynamic_index_in_dim_2(%iterArg_33, %31) : (tensor<64x16x512xf32>, tensor<i32>) -> tensor<16x512xf32>
      %44 = func.call @dynamic_index_in_dim_2(%iterArg_34, %31) : (tensor<64x16x512xf32>, tensor<i32>) -> tensor<16x512xf32>
      %45 = func.call @dynamic_index_in_dim_2(%iterArg_35, %31) : (tensor<64x16x512xf32>, tensor<i32>) -> tensor<16x512xf32>
      %46:5 = func.call @closed_call_3(%iterArg_36, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45) : (tensor<512x2048xbf16>, tensor<64x2048xbf16>, tensor<512x2048xbf16>, tensor<2048xbf16>, tensor<16x512xbf16>, tensor<16x512xf32>, tensor<16x512xbf16>, tensor<16x64xbf16>, tensor<16x512xbf16>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>) -> (tensor<64x2048xbf16>, tensor<512x2048xbf16>, tensor<2048xbf16>, tensor<16x512xbf16>, tensor<16x512xf32>)
      %c_45 = stablehlo.constant dense<1> : tensor<i32>
      %47 = stablehlo.add %iterArg_37, %c_45 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %47, %46#0, %46#1, %46#2, %46#3, %46#4 : tensor<64x16x512xbf16>, tensor<64x16x64xbf16>, tensor<64x16x512xbf16>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<64x16x512xf32>, tensor<512x2048xbf16>, tensor<i32>, tensor<64x2048xbf16>, tensor<512x2048xbf16>, tensor<2048xbf16>, tensor<16x512xbf16>, tensor<16x512xf32>
    }
    return %29#18, %29#17, %29#16 : tensor<2048xbf16>, tensor<512x2048xbf16>, tensor<64x2048xbf16>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<64x16x64xbf16>, %arg1: tensor<i32>) -> tensor<16x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 64] : (tensor<64x16x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x16x64xbf16>) -> tensor<16x64xbf16>
    return %1 : tensor<16x64xbf16>
  }
  func.func private @closed_call(%arg0: tensor<64x2048xbf16>, %arg1: tensor<512x2048xbf16>, %arg2: tensor<1x2048xbf16>, %arg3: tensor<16x512xbf16>, %arg4: tensor<16x512xf32>, %arg5: tensor<16x64xbf16>) -> (tensor<16x512xbf16>, tensor<16x512xf32>, tensor<16x512xbf16>, tensor<16x512xbf16>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>) {
    %0 = stablehlo.dot_general %arg5, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xbf16>, tensor<64x2048xbf16>) -> tensor<16x2048xbf16>
    %1 = stablehlo.dot_general %arg3, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x512xbf16>, tensor<512x2048xbf16>) -> tensor<16x2048xbf16>
    %2 = stablehlo.add %0, %1 : tensor<16x2048xbf16>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2048xbf16>) -> tensor<16x2048xbf16>
    %4 = stablehlo.add %2, %3 : tensor<16x2048xbf16>
    %5 = stablehlo.convert %4 : (tensor<16x2048xbf16>) -> tensor<16x2048xf32>
    %6 = stablehlo.slice %5 [0:16, 0:512] : (tensor<16x2048xf32>) -> tensor<16x512xf32>
    %7 = stablehlo.slice %5 [0:16, 512:1024] : (tensor<16x2048xf32>) -> tensor<16x512xf32>
    %8 = stablehlo.slice %5 [0:16, 1024:1536] : (tensor<16x2048xf32>) -> tensor<16x512xf32>
    %9 = stablehlo.slice %5 [0:16, 1536:2048] : (tensor<16x2048xf32>) -> tensor<16x512xf32>
    %10 = stablehlo.negate %7 : tensor<16x512xf32>
    %11 = stablehlo.exponential %10 : tensor<16x512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x512xf32>
    %13 = stablehlo.add %12, %11 : tensor<16x512xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x512xf32>
    %15 = stablehlo.divide %14, %13 : tensor<16x512xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x512xf32>
    %17 = stablehlo.subtract %16, %15 : tensor<16x512xf32>
    %18 = stablehlo.multiply %15, %17 : tensor<16x512xf32>
    %19 = stablehlo.multiply %15, %arg4 : tensor<16x512xf32>
    %20 = stablehlo.negate %6 : tensor<16x512xf32>
    %21 = stablehlo.exponential %20 : tensor<16x512xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x512xf32>
    %23 = stablehlo.add %22, %21 : tensor<16x512xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x512xf32>
    %25 = stablehlo.divide %24, %23 : tensor<16x512xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x512xf32>
    %27 = stablehlo.subtract %26, %25 : tensor<16x512xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<16x512xf32>
    %29 = stablehlo.tanh %8 : tensor<16x512xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x512xf32>
    %31 = stablehlo.subtract %30, %29 : tensor<16x512xf32>
    %32 = stablehlo.multiply %25, %29 : tensor<16x512xf32>
    %33 = stablehlo.add %19, %32 : tensor<16x512xf32>
    %34 = stablehlo.negate %9 : tensor<16x512xf32>
    %35 = stablehlo.exponential %34 : tensor<16x512xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x512xf32>
    %37 = stablehlo.add %36, %35 : tensor<16x512xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16x512xf32>
    %39 = stablehlo.divide %38, %37 : tensor<16x512xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16x512xf32>
    %41 = stablehlo.subtract %40, %39 : tensor<16x512xf32>
    %42 = stablehlo.multiply %39, %41 : tensor<16x512xf32>
    %43 = stablehlo.tanh %33 : tensor<16x512xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16x512xf32>
    %45 = stablehlo.subtract %44, %43 : tensor<16x512xf32>
    %46 = stablehlo.multiply %39, %43 : tensor<16x512xf32>
    %47 = stablehlo.convert %46 : (tensor<16x512xf32>) -> tensor<16x512xbf16>
    return %47, %33, %47, %arg3, %18, %arg4, %15, %28, %29, %31, %25, %42, %43, %45, %39 : tensor<16x512xbf16>, tensor<16x512xf32>, tensor<16x512xbf16>, tensor<16x512xbf16>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<64x16x512xbf16>, %arg1: tensor<16x512xbf16>, %arg2: tensor<i32>) -> tensor<64x16x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x512xbf16>) -> tensor<1x16x512xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<64x16x512xbf16>, tensor<1x16x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<64x16x512xbf16>
    return %1 : tensor<64x16x512xbf16>
  }
  func.func private @dynamic_update_index_in_dim_0(%arg0: tensor<64x16x512xf32>, %arg1: tensor<16x512xf32>, %arg2: tensor<i32>) -> tensor<64x16x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x512xf32>) -> tensor<1x16x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<64x16x512xf32>, tensor<1x16x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<64x16x512xf32>
    return %1 : tensor<64x16x512xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<64x16x512xbf16>, %arg1: tensor<i32>) -> tensor<16x512xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 512] : (tensor<64x16x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x512xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x16x512xbf16>) -> tensor<16x512xbf16>
    return %1 : tensor<16x512xbf16>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<64x16x512xf32>, %arg1: tensor<i32>) -> tensor<16x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 512] : (tensor<64x16x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x512xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x512xf32>) -> tensor<16x512xf32>
    return %1 : tensor<16x512xf32>
  }
  func.func private @closed_call_3(%arg0: tensor<512x2048xbf16>, %arg1: tensor<64x2048xbf16>, %arg2: tensor<512x2048xbf16>, %arg3: tensor<2048xbf16>, %arg4: tensor<16x512xbf16>, %arg5: tensor<16x512xf32>, %arg6: tensor<16x512xbf16>, %arg7: tensor<16x64xbf16>, %arg8: tensor<16x512xbf16>, %arg9: tensor<16x512xf32>, %arg10: tensor<16x512xf32>, %arg11: tensor<16x512xf32>, %arg12: tensor<16x512xf32>, %arg13: tensor<16x512xf32>, %arg14: tensor<16x512xf32>, %arg15: tensor<16x512xf32>, %arg16: tensor<16x512xf32>, %arg17: tensor<16x512xf32>, %arg18: tensor<16x512xf32>, %arg19: tensor<16x512xf32>) -> (tensor<64x2048xbf16>, tensor<512x2048xbf16>, tensor<2048xbf16>, tensor<16x512xbf16>, tensor<16x512xf32>) {
    %0 = stablehlo.add %arg4, %arg6 : tensor<16x512xbf16>
    %1 = stablehlo.convert %0 : (tensor<16x512xbf16>) -> tensor<16x512xf32>
    %2 = stablehlo.multiply %arg19, %1 : tensor<16x512xf32>
    %3 = stablehlo.multiply %1, %arg17 : tensor<16x512xf32>
    %4 = stablehlo.multiply %2, %arg18 : tensor<16x512xf32>
    %5 = stablehlo.add %arg5, %4 : tensor<16x512xf32>
    %6 = stablehlo.multiply %4, %arg17 : tensor<16x512xf32>
    %7 = stablehlo.add %5, %6 : tensor<16x512xf32>
    %8 = stablehlo.multiply %3, %arg16 : tensor<16x512xf32>
    %9 = stablehlo.multiply %arg15, %7 : tensor<16x512xf32>
    %10 = stablehlo.multiply %7, %arg13 : tensor<16x512xf32>
    %11 = stablehlo.multiply %9, %arg14 : tensor<16x512xf32>
    %12 = stablehlo.multiply %11, %arg13 : tensor<16x512xf32>
    %13 = stablehlo.add %11, %12 : tensor<16x512xf32>
    %14 = stablehlo.multiply %10, %arg12 : tensor<16x512xf32>
    %15 = stablehlo.multiply %arg11, %7 : tensor<16x512xf32>
    %16 = stablehlo.multiply %7, %arg10 : tensor<16x512xf32>
    %17 = stablehlo.multiply %16, %arg9 : tensor<16x512xf32>
    %18 = stablehlo.concatenate %14, %17, %13, %8, dim = 1 : (tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>, tensor<16x512xf32>) -> tensor<16x2048xf32>
    %19 = stablehlo.convert %18 : (tensor<16x2048xf32>) -> tensor<16x2048xbf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %20 = stablehlo.reduce(%19 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<16x2048xbf16>, tensor<bf16>) -> tensor<2048xbf16>
    %21 = stablehlo.reshape %20 : (tensor<2048xbf16>) -> tensor<1x2048xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %22 = stablehlo.reduce(%21 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<1x2048xbf16>, tensor<bf16>) -> tensor<2048xbf16>
    %23 = stablehlo.add %arg3, %22 : tensor<2048xbf16>
    %24 = stablehlo.dot_general %19, %arg8, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x2048xbf16>, tensor<16x512xbf16>) -> tensor<2048x512xbf16>
    %25 = stablehlo.transpose %24, dims = [1, 0] : (tensor<2048x512xbf16>) -> tensor<512x2048xbf16>
    %26 = stablehlo.add %arg2, %25 : tensor<512x2048xbf16>
    %27 = stablehlo.dot_general %19, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x2048xbf16>, tensor<512x2048xbf16>) -> tensor<16x512xbf16>
    %28 = stablehlo.dot_general %19, %arg7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x2048xbf16>, tensor<16x64xbf16>) -> tensor<2048x64xbf16>
    %29 = stablehlo.transpose %28, dims = [1, 0] : (tensor<2048x64xbf16>) -> tensor<64x2048xbf16>
    %30 = stablehlo.add %arg1, %29 : tensor<64x2048xbf16>
    return %30, %26, %23, %27, %15 : tensor<64x2048xbf16>, tensor<512x2048xbf16>, tensor<2048xbf16>, tensor<16x512xbf16>, tensor<16x512xf32>
  }
}
