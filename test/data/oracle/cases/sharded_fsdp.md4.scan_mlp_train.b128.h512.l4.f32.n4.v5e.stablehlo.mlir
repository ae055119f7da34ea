module @jit_fsdp_scan_mlp_train_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<4x512x2048xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg1: tensor<4x2048x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, %arg2: tensor<4x512x2048xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg3: tensor<4x2048x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, %arg4: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg5: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<4x512x2048xf32> {jax.result_info = "result[0]['w1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<4x2048x512xf32> {jax.result_info = "result[0]['w2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<4x512x2048xf32> {jax.result_info = "result[1]['w1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<4x2048x512xf32> {jax.result_info = "result[1]['w2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x128x2048xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x128x2048xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x128x2048xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x128x2048xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x128x2048xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x128x2048xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7:12 = stablehlo.while(%iterArg = %arg0, %iterArg_17 = %arg1, %iterArg_18 = %cst, %iterArg_19 = %c, %iterArg_20 = %arg4, %iterArg_21 = %0, %iterArg_22 = %1, %iterArg_23 = %2, %iterArg_24 = %3, %iterArg_25 = %4, %iterArg_26 = %5, %iterArg_27 = %6) : tensor<4x512x2048xf32>, tensor<4x2048x512xf32>, tensor<f32>, tensor<i32>, tensor<128x512xf32>, tensor<4x128x512xf32>, tensor<4x128x2048xf32>, tensor<4x128x2048xf32>, tensor<4x128x2048xf32>, tensor<4x128x2048xf32>, tensor<4x128x2048xf32>, tensor<4x128x2048xf32>
    cond {
      %c_28 = stablehlo.constant dense<4> : tensor<i32>
      %29 = stablehlo.compare LT, %iterArg_19, %c_28, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %29 : tensor<i1>
    } do {
      %29 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_19) : (tensor<4x512x2048xf32>, tensor<i32>) -> tensor<512x2048xf32>
      %30 = func.call @dynamic_index_in_dim_0(%iterArg_17, %iterArg_19) : (tensor<4x2048x512xf32>, tensor<i32>) -> tensor<2048x512xf32>
      %31:8 = func.call @closed_call(%iterArg_18, %iterArg_20, %29, %30) : (tensor<f32>, tensor<128x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>) -> (tensor<128x512xf32>, tensor<128x512xf32>, tensor<128x2048xf32>, tensor<128x2048xf32>, tensor<128x2048xf32>, tensor<128x2048xf32>, tensor<128x2048xf32>, tensor<128x2048xf32>)
      %32 = func.call @dynamic_update_index_in_dim(%iterArg_21, %31#1, %iterArg_19) : (tensor<4x128x512xf32>, tensor<128x512xf32>, tensor<i32>) -> tensor<4x128x512xf32>
      %33 = func.call @dynamic_update_index_in_dim_1(%iterArg_22, %31#2, %iterArg_19) : (tensor<4x128x2048xf32>, tensor<128x2048xf32>, tensor<i32>) -> tensor<4x128x2048xf32>
      %34 = func.call @dynamic_update_index_in_dim_1(%iterArg_23, %31#3, %iterArg_19) : (tensor<4x128x2048xf32>, tensor<128x2048xf32>, tensor<i32>) -> tensor<4x128x2048xf32>
      %35 = func.call @dynamic_update_index_in_dim_1(%iterArg_24, %31#4, %iterArg_19) : (tensor<4x128x2048xf32>, tensor<128x2048xf32>, tensor<i32>) -> tensor<4x128x2048xf32>
      %36 = func.call @dynamic_update_index_in_dim_1(%iterArg_25, %31#5, %iterArg_19) : (tensor<4x128x2048xf32>, tensor<128x2048xf32>, tensor<i32>) -> tensor<4x128x2048xf32>
      %37 = func.call @dynamic_update_index_in_dim_1(%iterArg_26, %31#6, %iterArg_19) : (tensor<4x128x2048xf32>, tensor<128x2048xf32>, tensor<i32>) -> tensor<4x128x2048xf32>
      %38 = func.call @dynamic_update_index_in_dim_1(%iterArg_27, %31#7, %iterArg_19) : (tensor<4x128x2048xf32>, tensor<128x2048xf32>, tensor<i32>) -> tensor<4x128x2048xf32>
      %c_28 = stablehlo.constant dense<1> : tensor<i32>
      %39 = stablehlo.add %iterArg_19, %c_28 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_17, %iterArg_18, %39, %31#0, %32, %33, %34, %35, %36, %37, %38 : tensor<4x512x2048xf32>, tensor<4x2048x512xf32>, tensor<f32>, tensor<i32>, tensor<128x512xf32>, tensor<4x128x512xf32>, tensor<4x128x2048xf32>, tensor<4x128x2048xf32>, tensor<4x128x2048xf32>, tensor<4x128x2048xf32>, tensor<4x128x2048xf32>, tensor<4x128x2048xf32>
    }
    %8 = stablehlo.subtract %7#4, %arg5 : tensor<128x512xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<128x512xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<6.553600e+04> : tensor<f32>
    %11 = stablehlo.divide %cst_8, %cst_9 : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %13 = stablehlo.multiply %12, %10 : tensor<128x512xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x512x2048xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x2048x512xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %16:13 = stablehlo.while(%iterArg = %arg0, %iterArg_17 = %7#5, %iterArg_18 = %7#6, %iterArg_19 = %7#7, %iterArg_20 = %7#8, %iterArg_21 = %7#9, %iterArg_22 = %7#10, %iterArg_23 = %arg1, %iterArg_24 = %7#11, %iterArg_25 = %c_12, %iterArg_26 = %13, %iterArg_27 = %14, %iterArg_28 = %15) : tensor<4x512x2048xf32>, tensor<4x128x512xf32>, tensor<4x128x2048xf32>, tensor<4x128x2048xf32>, tensor<4x128x2048xf32>, tensor<4x128x2048xf32>, tensor<4x128x2048xf32>, tensor<4x2048x512xf32>, tensor<4x128x2048xf32>, tensor<i32>, tensor<128x512xf32>, tensor<4x512x2048xf32>, tensor<4x2048x512xf32>
    cond {
      %c_29 = stablehlo.constant dense<4> : tensor<i32>
      %29 = stablehlo.compare LT, %iterArg_25, %c_29, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %29 : tensor<i1>
    } do {
      %c_29 = stablehlo.constant dense<4> : tensor<i32>
      %29 = stablehlo.subtract %c_29, %iterArg_25 : tensor<i32>
      %c_30 = stablehlo.constant dense<1> : tensor<i32>
      %30 = stablehlo.subtract %29, %c_30 : tensor<i32>
      %31 = func.call @dynamic_index_in_dim(%iterArg, %30) : (tensor<4x512x2048xf32>, tensor<i32>) -> tensor<512x2048xf32>
      %32 = func.call @dynamic_index_in_dim_2(%iterArg_17, %30) : (tensor<4x128x512xf32>, tensor<i32>) -> tensor<128x512xf32>
      %33 = func.call @dynamic_index_in_dim_3(%iterArg_18, %30) : (tensor<4x128x2048xf32>, tensor<i32>) -> tensor<128x2048xf32>
      %34 = func.call @dynamic_index_in_dim_3(%iterArg_19, %30) : (tensor<4x128x2048xf32>, tensor<i32>) -> tensor<128x2048xf32>
      %35 = func.call @dynamic_index_in_dim_3(%iterArg_20, %30) : (tensor<4x128x2048xf32>, tensor<i32>) -> tensor<128x2048xf32>
      %36 = func.call @dynamic_index_in_dim_3(%iterArg_21, %30) : (tensor<4x128x2048xf32>, tensor<i32>) -> tensor<128x2048xf32>
      %37 = func.call @dynamic_index_in_dim_3(%iterArg_22, %30) : (tensor<4x128x2048xf32>, tensor<i32>) -> tensor<128x2048xf32>
      %38 = func.call @dynamic_index_in_dim_0(%iterArg_23, %30) : (tensor<4x2048x512xf32>, tensor<i32>) -> tensor<2048x512xf32>
      %39 = func.call @dynamic_index_in_dim_3(%iterArg_24, %30) : (tensor<4x128x2048xf32>, tensor<i32>) -> tensor<128x2048xf32>
      %40:3 = func.call @closed_call_4(%iterArg_26, %31, %32, %33, %34, %35, %36, %37, %38, %39) : (tensor<128x512xf32>, tensor<512x2048xf32>, tensor<128x512xf32>, tensor<128x2048xf32>, tensor<128x2048xf32>, tensor<128x2048xf32>, tensor<128x2048xf32>, tensor<128x2048xf32>, tensor<2048x512xf32>, tensor<128x2048xf32>) -> (tensor<128x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>)
      %41 = func.call @dynamic_update_index_in_dim_5(%iterArg_27, %40#1, %30) : (tensor<4x512x2048xf32>, tensor<512x2048xf32>, tensor<i32>) -> tensor<4x512x2048xf32>
      %42 = func.call @dynamic_update_index_in_dim_6(%iterArg_28, %40#2, %30) : (tensor<4x2048x512xf32>, tensor<2048x512xf32>, tensor<i32>) -> tensor<4x2048x512xf32>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %43 = stablehlo.add %iterArg_25, %c_31 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %43, %40#0, %41, %42 : tensor<4x512x2048xf32>, tensor<4x128x512xf32>, tensor<4x128x2048xf32>, tensor<4x128x2048xf32>, tensor<4x128x2048xf32>, tensor<4x128x2048xf32>, tensor<4x128x2048xf32>, tensor<4x2048x512xf32>, tensor<4x128x2048xf32>, tensor<i32>, tensor<128x512xf32>, tensor<4x512x2048xf32>, tensor<4x2048x512xf32>
    }
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x512x2048xf32>
    %18 = stablehlo.multiply %17, %arg2 : tensor<4x512x2048xf32>
    %19 = stablehlo.add %18, %16#11 : tensor<4x512x2048xf32>
    %cst_14 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x512x2048xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<4x512x2048xf32>
    %22 = stablehlo.subtract %arg0, %21 : tensor<4x512x2048xf32>
    %cst_15 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x2048x512xf32>
    %24 = stablehlo.multiply %23, %arg3 : tensor<4x2048x512xf32>
    %25 = stablehlo.add %24, %16#12 : tensor<4x2048x512xf32>
    %cst_16 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x2048x512xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<4x2048x512xf32>
    %28 = stablehlo.subtract %arg1, %27 : tensor<4x2048x512xf32>
    return %22, %28, %19, %25 : tensor<4x512x2048xf32>, tensor<4x2048x512xf32>, tensor<4x512x2048xf32>, tensor<4x2048x512xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x512x2048xf32>, %arg1: tensor<i32>) -> tensor<512x2048xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 512, 2048] : (tensor<4x512x2048xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x2048xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x512x2048xf32>) -> tensor<512x2048xf32>
    return %1 : tensor<512x2048xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<4x2048x512xf32>, %arg1: tensor<i32>) -> tensor<2048x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2048, 512] : (tensor<4x2048x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x512xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2048x512xf32>) -> tensor<2048x512xf32>
    return %1 : tensor<2048x512xf32>
  }
  func.func private @closed_call(%arg0: tensor<f32>, %arg1: tensor<128x512xf32>, %arg2: tensor<512x2048xf32>, %arg3: tensor<2048x512xf32>) -> (tensor<128x512xf32>, tensor<128x512xf32>, tensor<128x2048xf32>, tensor<128x2048xf32>, tensor<128x2048xf32>, tensor<128x2048xf32>, tensor<128x2048xf32>, tensor<128x2048xf32>) {
    %0 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x512xf32>, tensor<512x2048xf32>) -> tensor<128x2048xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<128x2048xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<128x2048xf32>
    %3 = stablehlo.multiply %0, %0 : tensor<128x2048xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x2048xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<128x2048xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x2048xf32>
    %7 = stablehlo.multiply %6, %2 : tensor<128x2048xf32>
    %8 = stablehlo.add %0, %7 : tensor<128x2048xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x2048xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<128x2048xf32>
    %11 = stablehlo.tanh %10 : tensor<128x2048xf32>
    %12 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<128x2048xf32>
    %13 = stablehlo.subtract %12, %11 : tensor<128x2048xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128x2048xf32>
    %15 = stablehlo.add %14, %11 : tensor<128x2048xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x2048xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<128x2048xf32>
    %18 = stablehlo.multiply %0, %17 : tensor<128x2048xf32>
    %19 = stablehlo.dot_general %18, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x2048xf32>, tensor<2048x512xf32>) -> tensor<128x512xf32>
    %20 = stablehlo.add %arg1, %19 : tensor<128x512xf32>
    return %20, %arg1, %5, %11, %13, %17, %0, %18 : tensor<128x512xf32>, tensor<128x512xf32>, tensor<128x2048xf32>, tensor<128x2048xf32>, tensor<128x2048xf32>, tensor<128x2048xf32>, tensor<128x2048xf32>, tensor<128x2048xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x128x512xf32>, %arg1: tensor<128x512xf32>, %arg2: tensor<i32>) -> tensor<4x128x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x512xf32>) -> tensor<1x128x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x128x512xf32>, tensor<1x128x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x128x512xf32>
    return %1 : tensor<4x128x512xf32>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<4x128x2048xf32>, %arg1: tensor<128x2048xf32>, %arg2: tensor<i32>) -> tensor<4x128x2048xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x2048xf32>) -> tensor<1x128x2048xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x128x2048xf32>, tensor<1x128x2048xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x128x2048xf32>
    return %1 : tensor<4x128x2048xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<4x128x512xf32>, %arg1: tensor<i32>) -> tensor<128x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 512] : (tensor<4x128x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x512xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128x512xf32>) -> tensor<128x512xf32>
    return %1 : tensor<128x512xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<4x128x2048xf32>, %arg1: tensor<i32>) -> tensor<128x2048xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 2048] : (tensor<4x128x2048xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x2048xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128x2048xf32>) -> tensor<128x2048xf32>
    return %1 : tensor<128x2048xf32>
  }
  func.func private @closed_call_4(%arg0: tensor<128x512xf32>, %arg1: tensor<512x2048xf32>, %arg2: tensor<128x512xf32>, %arg3: tensor<128x2048xf32>, %arg4: tensor<128x2048xf32>, %arg5: tensor<128x2048xf32>, %arg6: tensor<128x2048xf32>, %arg7: tensor<128x2048xf32>, %arg8: tensor<2048x512xf32>, %arg9: tensor<128x2048xf32>) -> (tensor<128x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg9, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x512xf32>, tensor<128x2048xf32>) -> tensor<512x2048xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %2 = stablehlo.dot_general %arg0, %arg8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x512xf32>, tensor<2048x512xf32>) -> tensor<128x2048xf32>
    %3 = stablehlo.multiply %arg7, %2 : tensor<128x2048xf32>
    %4 = stablehlo.multiply %2, %arg6 : tensor<128x2048xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x2048xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<128x2048xf32>
    %7 = stablehlo.multiply %6, %arg5 : tensor<128x2048xf32>
    %8 = stablehlo.multiply %7, %arg4 : tensor<128x2048xf32>
    %9 = stablehlo.add %7, %8 : tensor<128x2048xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x2048xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<128x2048xf32>
    %12 = stablehlo.add %4, %11 : tensor<128x2048xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x2048xf32>
    %14 = stablehlo.multiply %13, %11 : tensor<128x2048xf32>
    %15 = stablehlo.multiply %14, %arg3 : tensor<128x2048xf32>
    %16 = stablehlo.add %12, %15 : tensor<128x2048xf32>
    %17 = stablehlo.dot_general %16, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x2048xf32>, tensor<128x512xf32>) -> tensor<2048x512xf32>
    %18 = stablehlo.transpose %17, dims = [1, 0] : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %19 = stablehlo.dot_general %16, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x2048xf32>, tensor<512x2048xf32>) -> tensor<128x512xf32>
    %20 = stablehlo.add %arg0, %19 : tensor<128x512xf32>
    return %20, %18, %1 : tensor<128x512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>
  }
  func.func private @dynamic_update_index_in_dim_5(%arg0: tensor<4x512x2048xf32>, %arg1: tensor<512x2048xf32>, %arg2: tensor<i32>) -> tensor<4x512x2048xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<512x2048xf32>) -> tensor<1x512x2048xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x512x2048xf32>, tensor<1x512x2048xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x2048xf32>
    return %1 : tensor<4x512x2048xf32>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<4x2048x512xf32>, %arg1: tensor<2048x512xf32>, %arg2: tensor<i32>) -> tensor<4x2048x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2048x512xf32>) -> tensor<1x2048x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x2048x512xf32>, tensor<1x2048x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2048x512xf32>
    return %1 : tensor<4x2048x512xf32>
  }
}
