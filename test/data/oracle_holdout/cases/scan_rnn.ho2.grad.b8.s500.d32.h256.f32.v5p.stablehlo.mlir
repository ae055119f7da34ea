module @jit_lstm_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<32x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<500x8x32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}) -> (tensor<1024xf32> {jax.result_info = "result['b']"}, tensor<256x1024xf32> {jax.result_info = "result['wh']"}, tensor<32x1024xf32> {jax.result_info = "result['wx']"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<500x8x256xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<500x8x256xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<500x8x256xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<500x8x256xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<500x8x256xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<500x8x256xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<500x8x256xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<500x8x256xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<500x8x256xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<500x8x256xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<500x8x256xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<500x8x256xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<500x8x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %16:20 = stablehlo.while(%iterArg = %arg3, %iterArg_23 = %arg2, %iterArg_24 = %arg1, %iterArg_25 = %2, %iterArg_26 = %c, %iterArg_27 = %0, %iterArg_28 = %1, %iterArg_29 = %3, %iterArg_30 = %4, %iterArg_31 = %5, %iterArg_32 = %6, %iterArg_33 = %7, %iterArg_34 = %8, %iterArg_35 = %9, %iterArg_36 = %10, %iterArg_37 = %11, %iterArg_38 = %12, %iterArg_39 = %13, %iterArg_40 = %14, %iterArg_41 = %15) : tensor<500x8x32xf32>, tensor<32x1024xf32>, tensor<256x1024xf32>, tensor<1x1024xf32>, tensor<i32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>
    cond {
      %c_42 = stablehlo.constant dense<500> : tensor<i32>
      %28 = stablehlo.compare LT, %iterArg_26, %c_42, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %28 : tensor<i1>
    } do {
      %28 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_26) : (tensor<500x8x32xf32>, tensor<i32>) -> tensor<8x32xf32>
      %29:15 = func.call @closed_call(%iterArg_23, %iterArg_24, %iterArg_25, %iterArg_27, %iterArg_28, %28) : (tensor<32x1024xf32>, tensor<256x1024xf32>, tensor<1x1024xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x32xf32>) -> (tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>)
      %30 = func.call @dynamic_update_index_in_dim(%iterArg_29, %29#2, %iterArg_26) : (tensor<500x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<500x8x256xf32>
      %31 = func.call @dynamic_update_index_in_dim(%iterArg_30, %29#3, %iterArg_26) : (tensor<500x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<500x8x256xf32>
      %32 = func.call @dynamic_update_index_in_dim(%iterArg_31, %29#4, %iterArg_26) : (tensor<500x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<500x8x256xf32>
      %33 = func.call @dynamic_update_index_in_dim(%iterArg_32, %29#5, %iterArg_26) : (tensor<500x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<500x8x256xf32>
      %34 = func.call @dynamic_update_index_in_dim(%iterArg_33, %29#6, %iterArg_26) : (tensor<500x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<500x8x256xf32>
      %35 = func.call @dynamic_update_index_in_dim(%iterArg_34, %29#7, %iterArg_26) : (tensor<500x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<500x8x256xf32>
      %36 = func.call @dynamic_update_index_in_dim(%iterArg_35, %29#8, %iterArg_26) : (tensor<500x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<500x8x256xf32>
      %37 = func.call @dynamic_update_index_in_dim(%iterArg_36, %29#9, %iterArg_26) : (tensor<500x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<500x8x256xf32>
      %38 = func.call @dynamic_update_index_in_dim(%iterArg_37, %29#10, %iterArg_26) : (tensor<500x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<500x8x256xf32>
      %39 = func.call @dynamic_update_index_in_dim(%iterArg_38, %29#11, %iterArg_26) : (tensor<500x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<500x8x256xf32>
      %40 = func.call @dynamic_update_index_in_dim(%iterArg_39, %29#12, %iterArg_26) : (tensor<500x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<500x8x256xf32>
      %41 = func.call @dynamic_update_index_in_dim(%iterArg_40, %29#13, %iterArg_26) : (tensor<500x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<500x8x256xf32>
      %42 = func.call @dynamic_update_index_in_dim(%iterArg_41, %29#14, %iterArg_26) : (tensor<500x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<500x8x256xf32>
      %c_42 = stablehlo.constant dense<1> : tensor<i32>
      %43 = stablehlo.add %iterArg_26, %c_42 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_23, %iterArg_24, %iterArg_25, %43, %29#0, %29#1, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42 : tensor<500x8x32xf32>, tensor<32x1024xf32>, tensor<256x1024xf32>, tensor<1x1024xf32>, tensor<i32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>
    }
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<500x8x256xf32>
    %18 = stablehlo.multiply %17, %16#7 : tensor<500x8x256xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.024000e+06> : tensor<f32>
    %19 = stablehlo.divide %cst_15, %cst_16 : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<500x8x256xf32>
    %21 = stablehlo.multiply %20, %18 : tensor<500x8x256xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32x1024xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %27:21 = stablehlo.while(%iterArg = %21, %iterArg_23 = %arg3, %iterArg_24 = %16#8, %iterArg_25 = %16#9, %iterArg_26 = %16#10, %iterArg_27 = %16#11, %iterArg_28 = %16#12, %iterArg_29 = %16#13, %iterArg_30 = %16#14, %iterArg_31 = %16#15, %iterArg_32 = %16#16, %iterArg_33 = %16#17, %iterArg_34 = %16#18, %iterArg_35 = %16#19, %iterArg_36 = %arg1, %iterArg_37 = %c_22, %iterArg_38 = %24, %iterArg_39 = %25, %iterArg_40 = %26, %iterArg_41 = %22, %iterArg_42 = %23) : tensor<500x8x256xf32>, tensor<500x8x32xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<256x1024xf32>, tensor<i32>, tensor<32x1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<8x256xf32>, tensor<8x256xf32>
    cond {
      %c_43 = stablehlo.constant dense<500> : tensor<i32>
      %28 = stablehlo.compare LT, %iterArg_37, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %28 : tensor<i1>
    } do {
      %c_43 = stablehlo.constant dense<500> : tensor<i32>
      %28 = stablehlo.subtract %c_43, %iterArg_37 : tensor<i32>
      %c_44 = stablehlo.constant dense<1> : tensor<i32>
      %29 = stablehlo.subtract %28, %c_44 : tensor<i32>
      %30 = func.call @dynamic_index_in_dim_0(%iterArg, %29) : (tensor<500x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %31 = func.call @dynamic_index_in_dim(%iterArg_23, %29) : (tensor<500x8x32xf32>, tensor<i32>) -> tensor<8x32xf32>
      %32 = func.call @dynamic_index_in_dim_0(%iterArg_24, %29) : (tensor<500x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %33 = func.call @dynamic_index_in_dim_0(%iterArg_25, %29) : (tensor<500x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %34 = func.call @dynamic_index_in_dim_0(%iterArg_26, %29) : (tensor<500x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %35 = func.call @dynamic_index_in_dim_0(%iterArg_27, %29) : (tensor<500x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %36 = func.call @dynamic_index_in_dim_0(%iterArg_28, %29) : (tensor<500x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %37 = func.call @dynamic_index_in_dim_0(%iterArg_29, %29) : (tensor<500x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %38 = func.call @dynamic_index_in_dim_0(%iterArg_30, %29) : (tensor<500x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %39 = func.call @dynamic_index_in_dim_0(%iterArg_31, %29) : (tensor<500x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %40 = func.call @dynamic_index_in_dim_0(%iterArg_32, %29) : (tensor<500x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %41 = func.call @dynamic_index_in_dim_0(%iterArg_33, %29) : (tensor<500x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %42 = func.call @dynamic_index_in_dim_0(%iterArg_34, %29) : (tensor<500x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %43 = func.call @dynamic_index_in_dim_0(%iterArg_35, %29) : (tensor<500x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %44:5 = func.call @closed_call_1(%iterArg_36, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43) : (tensor<256x1024xf32>, tensor<32x1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x32xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>) -> (tensor<32x1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<8x256xf32>, tensor<8x256xf32>)
      %c_45 = stablehlo.constant dense<1> : tensor<i32>
      %45 = stablehlo.add %iterArg_37, %c_45 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %45, %44#0, %44#1, %44#2, %44#3, %44#4 : tensor<500x8x256xf32>, tensor<500x8x32xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<500x8x256xf32>, tensor<256x1024xf32>, tensor<i32>, tensor<32x1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<8x256xf32>, tensor<8x256xf32>
    }
    return %27#18, %27#17, %27#16 : tensor<1024xf32>, tensor<256x1024xf32>, tensor<32x1024xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<500x8x32xf32>, %arg1: tensor<i32>) -> tensor<8x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8, 32] : (tensor<500x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    return %1 : tensor<8x32xf32>
  }
  func.func private @closed_call(%arg0: tensor<32x1024xf32>, %arg1: tensor<256x1024xf32>, %arg2: tensor<1x1024xf32>, %arg3: tensor<8x256xf32>, %arg4: tensor<8x256xf32>, %arg5: tensor<8x32xf32>) -> (tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>) {
    %0 = stablehlo.dot_general %arg5, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x1024xf32>) -> tensor<8x1024xf32>
    %1 = stablehlo.dot_general %arg3, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256xf32>, tensor<256x1024xf32>) -> tensor<8x1024xf32>
    %2 = stablehlo.add %0, %1 : tensor<8x1024xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<8x1024xf32>
    %4 = stablehlo.add %2, %3 : tensor<8x1024xf32>
    %5 = stablehlo.slice %4 [0:8, 0:256] : (tensor<8x1024xf32>) -> tensor<8x256xf32>
    %6 = stablehlo.slice %4 [0:8, 256:512] : (tensor<8x1024xf32>) -> tensor<8x256xf32>
    %7 = stablehlo.slice %4 [0:8, 512:768] : (tensor<8x1024xf32>) -> tensor<8x256xf32>
    %8 = stablehlo.slice %4 [0:8, 768:1024] : (tensor<8x1024xf32>) -> tensor<8x256xf32>
    %9 = stablehlo.negate %6 : tensor<8x256xf32>
    %10 = stablehlo.exponential %9 : tensor<8x256xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %12 = stablehlo.add %11, %10 : tensor<8x256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %14 = stablehlo.divide %13, %12 : tensor<8x256xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %16 = stablehlo.subtract %15, %14 : tensor<8x256xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<8x256xf32>
    %18 = stablehlo.multiply %14, %arg4 : tensor<8x256xf32>
    %19 = stablehlo.negate %5 : tensor<8x256xf32>
    %20 = stablehlo.exponential %19 : tensor<8x256xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %22 = stablehlo.add %21, %20 : tensor<8x256xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %24 = stablehlo.divide %23, %22 : tensor<8x256xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %26 = stablehlo.subtract %25, %24 : tensor<8x256xf32>
    %27 = stablehlo.multiply %24, %26 : tensor<8x256xf32>
    %28 = stablehlo.tanh %7 : tensor<8x256xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %30 = stablehlo.subtract %29, %28 : tensor<8x256xf32>
    %31 = stablehlo.multiply %24, %28 : tensor<8x256xf32>
    %32 = stablehlo.add %18, %31 : tensor<8x256xf32>
    %33 = stablehlo.negate %8 : tensor<8x256xf32>
    %34 = stablehlo.exponential %33 : tensor<8x256xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %36 = stablehlo.add %35, %34 : tensor<8x256xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %38 = stablehlo.divide %37, %36 : tensor<8x256xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %40 = stablehlo.subtract %39, %38 : tensor<8x256xf32>
    %41 = stablehlo.multiply %38, %40 : tensor<8x256xf32>
    %42 = stablehlo.tanh %32 : tensor<8x256xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %44 = stablehlo.subtract %43, %42 : tensor<8x256xf32>
    %45 = stablehlo.multiply %38, %42 : tensor<8x256xf32>
    return %45, %32, %45, %arg3, %17, %arg4, %14, %27, %28, %30, %24, %41, %42, %44, %38 : tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<500x8x256xf32>, %arg1: tensor<8x256xf32>, %arg2: tensor<i32>) -> tensor<500x8x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<8x256xf32>) -> tensor<1x8x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<500x8x256xf32>, tensor<1x8x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<500x8x256xf32>
    return %1 : tensor<500x8x256xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<500x8x256xf32>, %arg1: tensor<i32>) -> tensor<8x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8, 256] : (tensor<500x8x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x256xf32>) -> tensor<8x256xf32>
    return %1 : tensor<8x256xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<256x1024xf32>, %arg1: tensor<32x1024xf32>, %arg2: tensor<256x1024xf32>, %arg3: tensor<1024xf32>, %arg4: tensor<8x256xf32>, %arg5: tensor<8x256xf32>, %arg6: tensor<8x256xf32>, %arg7: tensor<8x32xf32>, %arg8: tensor<8x256xf32>, %arg9: tensor<8x256xf32>, %arg10: tensor<8x256xf32>, %arg11: tensor<8x256xf32>, %arg12: tensor<8x256xf32>, %arg13: tensor<8x256xf32>, %arg14: tensor<8x256xf32>, %arg15: tensor<8x256xf32>, %arg16: tensor<8x256xf32>, %arg17: tensor<8x256xf32>, %arg18: tensor<8x256xf32>, %arg19: tensor<8x256xf32>) -> (tensor<32x1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<8x256xf32>, tensor<8x256xf32>) {
    %0 = stablehlo.add %arg4, %arg6 : tensor<8x256xf32>
    %1 = stablehlo.multiply %arg19, %0 : tensor<8x256xf32>
    %2 = stablehlo.multiply %0, %arg17 : tensor<8x256xf32>
    %3 = stablehlo.multiply %1, %arg18 : tensor<8x256xf32>
    %4 = stablehlo.add %arg5, %3 : tensor<8x256xf32>
    %5 = stablehlo.multiply %3, %arg17 : tensor<8x256xf32>
    %6 = stablehlo.add %4, %5 : tensor<8x256xf32>
    %7 = stablehlo.multiply %2, %arg16 : tensor<8x256xf32>
    %8 = stablehlo.multiply %arg15, %6 : tensor<8x256xf32>
    %9 = stablehlo.multiply %6, %arg13 : tensor<8x256xf32>
    %10 = stablehlo.multiply %8, %arg14 : tensor<8x256xf32>
    %11 = stablehlo.multiply %10, %arg13 : tensor<8x256xf32>
    %12 = stablehlo.add %10, %11 : tensor<8x256xf32>
    %13 = stablehlo.multiply %9, %arg12 : tensor<8x256xf32>
    %14 = stablehlo.multiply %arg11, %6 : tensor<8x256xf32>
    %15 = stablehlo.multiply %6, %arg10 : tensor<8x256xf32>
    %16 = stablehlo.multiply %15, %arg9 : tensor<8x256xf32>
    %17 = stablehlo.concatenate %13, %16, %12, %7, dim = 1 : (tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<8x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %19 = stablehlo.reshape %18 : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %21 = stablehlo.add %arg3, %20 : tensor<1024xf32>
    %22 = stablehlo.dot_general %17, %arg8, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024xf32>, tensor<8x256xf32>) -> tensor<1024x256xf32>
    %23 = stablehlo.transpose %22, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %24 = stablehlo.add %arg2, %23 : tensor<256x1024xf32>
    %25 = stablehlo.dot_general %17, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024xf32>, tensor<256x1024xf32>) -> tensor<8x256xf32>
    %26 = stablehlo.dot_general %17, %arg7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024xf32>, tensor<8x32xf32>) -> tensor<1024x32xf32>
    %27 = stablehlo.transpose %26, dims = [1, 0] : (tensor<1024x32xf32>) -> tensor<32x1024xf32>
    %28 = stablehlo.add %arg1, %27 : tensor<32x1024xf32>
    return %28, %24, %21, %25, %14 : tensor<32x1024xf32>, tensor<256x1024xf32>, tensor<1024xf32>, tensor<8x256xf32>, tensor<8x256xf32>
  }
}
