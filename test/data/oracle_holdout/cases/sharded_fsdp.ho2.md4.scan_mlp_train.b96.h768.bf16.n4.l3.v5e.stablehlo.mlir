module @jit_fsdp_scan_mlp_train_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<3x768x3072xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg1: tensor<3x3072x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, %arg2: tensor<3x768x3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg3: tensor<3x3072x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, %arg4: tensor<96x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg5: tensor<96x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<3x768x3072xbf16> {jax.result_info = "result[0]['w1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<3x3072x768xbf16> {jax.result_info = "result[0]['w2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, tensor<3x768x3072xf32> {jax.result_info = "result[1]['w1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, tensor<3x3072x768xf32> {jax.result_info = "result[1]['w2']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<3x96x768xbf16>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<3x96x3072xbf16>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<3x96x3072xbf16>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<3x96x3072xbf16>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<3x96x3072xbf16>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %5 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<3x96x3072xbf16>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<3x96x3072xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7:12 = stablehlo.while(%iterArg = %arg0, %iterArg_17 = %arg1, %iterArg_18 = %cst, %iterArg_19 = %c, %iterArg_20 = %arg4, %iterArg_21 = %0, %iterArg_22 = %1, %iterArg_23 = %2, %iterArg_24 = %3, %iterArg_25 = %4, %iterArg_26 = %5, %iterArg_27 = %6) : tensor<3x768x3072xbf16>, tensor<3x3072x768xbf16>, tensor<bf16>, tensor<i32>, tensor<96x768xbf16>, tensor<3x96x768xbf16>, tensor<3x96x3072xbf16>, tensor<3x96x3072xbf16>, tensor<3x96x3072xbf16>, tensor<3x96x3072xbf16>, tensor<3x96x3072xbf16>, tensor<3x96x3072xbf16>
    cond {
      %c_28 = stablehlo.constant dense<3> : tensor<i32>
      %37 = stablehlo.compare LT, %iterArg_19, %c_28, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %37 : tensor<i1>
    } do {
      %37 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_19) : (tensor<3x768x3072xbf16>, tensor<i32>) -> tensor<768x3072xbf16>
      %38 = func.call @dynamic_index_in_dim_0(%iterArg_17, %iterArg_19) : (tensor<3x3072x768xbf16>, tensor<i32>) -> tensor<3072x768xbf16>
      %39:8 = func.call @closed_call(%iterArg_18, %iterArg_20, %37, %38) : (tensor<bf16>, tensor<96x768xbf16>, tensor<768x3072xbf16>, tensor<3072x768xbf16>) -> (tensor<96x768xbf16>, tensor<96x768xbf16>, tensor<96x3072xbf16>, tensor<96x3072xbf16>, tensor<96x3072xbf16>, tensor<96x3072xbf16>, tensor<96x3072xbf16>, tensor<96x3072xbf16>)
      %40 = func.call @dynamic_update_index_in_dim(%iterArg_21, %39#1, %iterArg_19) : (tensor<3x96x768xbf16>, tensor<96x768xbf16>, tensor<i32>) -> tensor<3x96x768xbf16>
      %41 = func.call @dynamic_update_index_in_dim_1(%iterArg_22, %39#2, %iterArg_19) : (tensor<3x96x3072xbf16>, tensor<96x3072xbf16>, tensor<i32>) -> tensor<3x96x3072xbf16>
      %42 = func.call @dynamic_update_index_in_dim_1(%iterArg_23, %39#3, %iterArg_19) : (tensor<3x96x3072xbf16>, tensor<96x3072xbf16>, tensor<i32>) -> tensor<3x96x3072xbf16>
      %43 = func.call @dynamic_update_index_in_dim_1(%iterArg_24, %39#4, %iterArg_19) : (tensor<3x96x3072xbf16>, tensor<96x3072xbf16>, tensor<i32>) -> tensor<3x96x3072xbf16>
      %44 = func.call @dynamic_update_index_in_dim_1(%iterArg_25, %39#5, %iterArg_19) : (tensor<3x96x3072xbf16>, tensor<96x3072xbf16>, tensor<i32>) -> tensor<3x96x3072xbf16>
      %45 = func.call @dynamic_update_index_in_dim_1(%iterArg_26, %39#6, %iterArg_19) : (tensor<3x96x3072xbf16>, tensor<96x3072xbf16>, tensor<i32>) -> tensor<3x96x3072xbf16>
      %46 = func.call @dynamic_update_index_in_dim_1(%iterArg_27, %39#7, %iterArg_19) : (tensor<3x96x3072xbf16>, tensor<96x3072xbf16>, tensor<i32>) -> tensor<3x96x3072xbf16>
      %c_28 = stablehlo.constant dense<1> : tensor<i32>
      %47 = stablehlo.add %iterArg_19, %c_28 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_17, %iterArg_18, %47, %39#0, %40, %41, %42, %43, %44, %45, %46 : tensor<3x768x3072xbf16>, tensor<3x3072x768xbf16>, tensor<bf16>, tensor<i32>, tensor<96x768xbf16>, tensor<3x96x768xbf16>, tensor<3x96x3072xbf16>, tensor<3x96x3072xbf16>, tensor<3x96x3072xbf16>, tensor<3x96x3072xbf16>, tensor<3x96x3072xbf16>, tensor<3x96x3072xbf16>
    }
    %8 = stablehlo.convert %7#4 : (tensor<96x768xbf16>) -> tensor<96x768xf32>
    %9 = stablehlo.subtract %8, %arg5 : tensor<96x768xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<96x768xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<96x768xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<7.372800e+04> : tensor<f32>
    %12 = stablehlo.divide %cst_8, %cst_9 : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<96x768xf32>
    %14 = stablehlo.multiply %13, %11 : tensor<96x768xf32>
    %15 = stablehlo.convert %14 : (tensor<96x768xf32>) -> tensor<96x768xbf16>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %16 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<3x768x3072xbf16>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %17 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<3x3072x768xbf16>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %18:13 = stablehlo.while(%iterArg = %arg0, %iterArg_17 = %7#5, %iterArg_18 = %7#6, %iterArg_19 = %7#7, %iterArg_20 = %7#8, %iterArg_21 = %7#9, %iterArg_22 = %7#10, %iterArg_23 = %arg1, %iterArg_24 = %7#11, %iterArg_25 = %c_12, %iterArg_26 = %15, %iterArg_27 = %16, %iterArg_28 = %17) : tensor<3x768x3072xbf16>, tensor<3x96x768xbf16>, tensor<3x96x3072xbf16>, tensor<3x96x3072xbf16>, tensor<3x96x3072xbf16>, tensor<3x96x3072xbf16>, tensor<3x96x3072xbf16>, tensor<3x3072x768xbf16>, tensor<3x96x3072xbf16>, tensor<i32>, tensor<96x768xbf16>, tensor<3x768x3072xbf16>, tensor<3x3072x768xbf16>
    cond {
      %c_29 = stablehlo.constant dense<3> : tensor<i32>
      %37 = stablehlo.compare LT, %iterArg_25, %c_29, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %37 : tensor<i1>
    } do {
      %c_29 = stablehlo.constant dense<3> : tensor<i32>
      %37 = stablehlo.subtract %c_29, %iterArg_25 : tensor<i32>
      %c_30 = stablehlo.constant dense<1> : tensor<i32>
      %38 = stablehlo.subtract %37, %c_30 : tensor<i32>
      %39 = func.call @dynamic_index_in_dim(%iterArg, %38) : (tensor<3x768x3072xbf16>, tensor<i32>) -> tensor<768x3072xbf16>
      %40 = func.call @dynamic_index_in_dim_2(%iterArg_17, %38) : (tensor<3x96x768xbf16>, tensor<i32>) -> tensor<96x768xbf16>
      %41 = func.call @dynamic_index_in_dim_3(%iterArg_18, %38) : (tensor<3x96x3072xbf16>, tensor<i32>) -> tensor<96x3072xbf16>
      %42 = func.call @dynamic_index_in_dim_3(%iterArg_19, %38) : (tensor<3x96x3072xbf16>, tensor<i32>) -> tensor<96x3072xbf16>
      %43 = func.call @dynamic_index_in_dim_3(%iterArg_20, %38) : (tensor<3x96x3072xbf16>, tensor<i32>) -> tensor<96x3072xbf16>
      %44 = func.call @dynamic_index_in_dim_3(%iterArg_21, %38) : (tensor<3x96x3072xbf16>, tensor<i32>) -> tensor<96x3072xbf16>
      %45 = func.call @dynamic_index_in_dim_3(%iterArg_22, %38) : (tensor<3x96x3072xbf16>, tensor<i32>) -> tensor<96x3072xbf16>
      %46 = func.call @dynamic_index_in_dim_0(%iterArg_23, %38) : (tensor<3x3072x768xbf16>, tensor<i32>) -> tensor<3072x768xbf16>
      %47 = func.call @dynamic_index_in_dim_3(%iterArg_24, %38) : (tensor<3x96x3072xbf16>, tensor<i32>) -> tensor<96x3072xbf16>
      %48:3 = func.call @closed_call_4(%iterArg_26, %39, %40, %41, %42, %43, %44, %45, %46, %47) : (tensor<96x768xbf16>, tensor<768x3072xbf16>, tensor<96x768xbf16>, tensor<96x3072xbf16>, tensor<96x3072xbf16>, tensor<96x3072xbf16>, tensor<96x3072xbf16>, tensor<96x3072xbf16>, tensor<3072x768xbf16>, tensor<96x3072xbf16>) -> (tensor<96x768xbf16>, tensor<768x3072xbf16>, tensor<3072x768xbf16>)
      %49 = func.call @dynamic_update_index_in_dim_5(%iterArg_27, %48#1, %38) : (tensor<3x768x3072xbf16>, tensor<768x3072xbf16>, tensor<i32>) -> tensor<3x768x3072xbf16>
      %50 = func.call @dynamic_update_index_in_dim_6(%iterArg_28, %48#2, %38) : (tensor<3x3072x768xbf16>, tensor<3072x768xbf16>, tensor<i32>) -> tensor<3x3072x768xbf16>
      %c_31 = stablehlo.constant dense<1> : tensor<i32>
      %51 = stablehlo.add %iterArg_25, %c_31 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %51, %48#0, %49, %50 : tensor<3x768x3072xbf16>, tensor<3x96x768xbf16>, tensor<3x96x3072xbf16>, tensor<3x96x3072xbf16>, tensor<3x96x3072xbf16>, tensor<3x96x3072xbf16>, tensor<3x96x3072xbf16>, tensor<3x3072x768xbf16>, tensor<3x96x3072xbf16>, tensor<i32>, tensor<96x768xbf16>, tensor<3x768x3072xbf16>, tensor<3x3072x768xbf16>
    }
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3x768x3072xf32>
    %20 = stablehlo.multiply %19, %arg2 : tensor<3x768x3072xf32>
    %21 = stablehlo.convert %18#11 : (tensor<3x768x3072xbf16>) -> tensor<3x768x3072xf32>
    %22 = stablehlo.add %20, %21 : tensor<3x768x3072xf32>
    %23 = stablehlo.convert %arg0 : (tensor<3x768x3072xbf16>) -> tensor<3x768x3072xf32>
    %cst_14 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3x768x3072xf32>
    %25 = stablehlo.multiply %24, %22 : tensor<3x768x3072xf32>
    %26 = stablehlo.subtract %23, %25 : tensor<3x768x3072xf32>
    %27 = stablehlo.convert %26 : (tensor<3x768x3072xf32>) -> tensor<3x768x3072xbf16>
    %cst_15 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<3x3072x768xf32>
    %29 = stablehlo.multiply %28, %arg3 : tensor<3x3072x768xf32>
    %30 = stablehlo.convert %18#12 : (tensor<3x3072x768xbf16>) -> tensor<3x3072x768xf32>
    %31 = stablehlo.add %29, %30 : tensor<3x3072x768xf32>
    %32 = stablehlo.convert %arg1 : (tensor<3x3072x768xbf16>) -> tensor<3x3072x768xf32>
    %cst_16 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3x3072x768xf32>
    %34 = stablehlo.multiply %33, %31 : tensor<3x3072x768xf32>
    %35 = stablehlo.subtract %32, %34 : tensor<3x3072x768xf32>
    %36 = stablehlo.convert %35 : (tensor<3x3072x768xf32>) -> tensor<3x3072x768xbf16>
    return %27, %36, %22, %31 : tensor<3x768x3072xbf16>, tensor<3x3072x768xbf16>, tensor<3x768x3072xf32>, tensor<3x3072x768xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x768x3072xbf16>, %arg1: tensor<i32>) -> tensor<768x3072xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 768, 3072] : (tensor<3x768x3072xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x768x3072xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x768x3072xbf16>) -> tensor<768x3072xbf16>
    return %1 : tensor<768x3072xbf16>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<3x3072x768xbf16>, %arg1: tensor<i32>) -> tensor<3072x768xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3072, 768] : (tensor<3x3072x768xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3072x768xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x3072x768xbf16>) -> tensor<3072x768xbf16>
    return %1 : tensor<3072x768xbf16>
  }
  func.func private @closed_call(%arg0: tensor<bf16>, %arg1: tensor<96x768xbf16>, %arg2: tensor<768x3072xbf16>, %arg3: tensor<3072x768xbf16>) -> (tensor<96x768xbf16>, tensor<96x768xbf16>, tensor<96x3072xbf16>, tensor<96x3072xbf16>, tensor<96x3072xbf16>, tensor<96x3072xbf16>, tensor<96x3072xbf16>, tensor<96x3072xbf16>) {
    %0 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x768xbf16>, tensor<768x3072xbf16>) -> tensor<96x3072xbf16>
    %1 = stablehlo.multiply %0, %0 : tensor<96x3072xbf16>
    %2 = stablehlo.multiply %1, %0 : tensor<96x3072xbf16>
    %3 = stablehlo.multiply %0, %0 : tensor<96x3072xbf16>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<96x3072xbf16>
    %5 = stablehlo.multiply %4, %3 : tensor<96x3072xbf16>
    %cst_0 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<96x3072xbf16>
    %7 = stablehlo.multiply %6, %2 : tensor<96x3072xbf16>
    %8 = stablehlo.add %0, %7 : tensor<96x3072xbf16>
    %cst_1 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<96x3072xbf16>
    %10 = stablehlo.multiply %9, %8 : tensor<96x3072xbf16>
    %11 = stablehlo.tanh %10 : tensor<96x3072xbf16>
    %12 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<bf16>) -> tensor<96x3072xbf16>
    %13 = stablehlo.subtract %12, %11 : tensor<96x3072xbf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<96x3072xbf16>
    %15 = stablehlo.add %14, %11 : tensor<96x3072xbf16>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<96x3072xbf16>
    %17 = stablehlo.multiply %16, %15 : tensor<96x3072xbf16>
    %18 = stablehlo.multiply %0, %17 : tensor<96x3072xbf16>
    %19 = stablehlo.dot_general %18, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x3072xbf16>, tensor<3072x768xbf16>) -> tensor<96x768xbf16>
    %20 = stablehlo.add %arg1, %19 : tensor<96x768xbf16>
    return %20, %arg1, %5, %11, %13, %17, %0, %18 : tensor<96x768xbf16>, tensor<96x768xbf16>, tensor<96x3072xbf16>, tensor<96x3072xbf16>, tensor<96x3072xbf16>, tensor<96x3072xbf16>, tensor<96x3072xbf16>, tensor<96x3072xbf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x96x768xbf16>, %arg1: tensor<96x768xbf16>, %arg2: tensor<i32>) -> tensor<3x96x768xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<96x768xbf16>) -> tensor<1x96x768xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x96x768xbf16>, tensor<1x96x768xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x96x768xbf16>
    return %1 : tensor<3x96x768xbf16>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<3x96x3072xbf16>, %arg1: tensor<96x3072xbf16>, %arg2: tensor<i32>) -> tensor<3x96x3072xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<96x3072xbf16>) -> tensor<1x96x3072xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x96x3072xbf16>, tensor<1x96x3072xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x96x3072xbf16>
    return %1 : tensor<3x96x3072xbf16>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<3x96x768xbf16>, %arg1: tensor<i32>) -> tensor<96x768xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 96, 768] : (tensor<3x96x768xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x96x768xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x96x768xbf16>) -> tensor<96x768xbf16>
    return %1 : tensor<96x768xbf16>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<3x96x3072xbf16>, %arg1: tensor<i32>) -> tensor<96x3072xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 96, 3072] : (tensor<3x96x3072xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x96x3072xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x96x3072xbf16>) -> tensor<96x3072xbf16>
    return %1 : tensor<96x3072xbf16>
  }
  func.func private @closed_call_4(%arg0: tensor<96x768xbf16>, %arg1: tensor<768x3072xbf16>, %arg2: tensor<96x768xbf16>, %arg3: tensor<96x3072xbf16>, %arg4: tensor<96x3072xbf16>, %arg5: tensor<96x3072xbf16>, %arg6: tensor<96x3072xbf16>, %arg7: tensor<96x3072xbf16>, %arg8: tensor<3072x768xbf16>, %arg9: tensor<96x3072xbf16>) -> (tensor<96x768xbf16>, tensor<768x3072xbf16>, tensor<3072x768xbf16>) {
    %0 = stablehlo.dot_general %arg0, %arg9, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x768xbf16>, tensor<96x3072xbf16>) -> tensor<768x3072xbf16>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<768x3072xbf16>) -> tensor<3072x768xbf16>
    %2 = stablehlo.dot_general %arg0, %arg8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<96x768xbf16>, tensor<3072x768xbf16>) -> tensor<96x3072xbf16>
    %3 = stablehlo.multiply %arg7, %2 : tensor<96x3072xbf16>
    %4 = stablehlo.multiply %2, %arg6 : tensor<96x3072xbf16>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<96x3072xbf16>
    %6 = stablehlo.multiply %5, %3 : tensor<96x3072xbf16>
    %7 = stablehlo.multiply %6, %arg5 : tensor<96x3072xbf16>
    %8 = stablehlo.multiply %7, %arg4 : tensor<96x3072xbf16>
    %9 = stablehlo.add %7, %8 : tensor<96x3072xbf16>
    %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<96x3072xbf16>
    %11 = stablehlo.multiply %10, %9 : tensor<96x3072xbf16>
    %12 = stablehlo.add %4, %11 : tensor<96x3072xbf16>
    %cst_1 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<96x3072xbf16>
    %14 = stablehlo.multiply %13, %11 : tensor<96x3072xbf16>
    %15 = stablehlo.multiply %14, %arg3 : tensor<96x3072xbf16>
    %16 = stablehlo.add %12, %15 : tensor<96x3072xbf16>
    %17 = stablehlo.dot_general %16, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<96x3072xbf16>, tensor<96x768xbf16>) -> tensor<3072x768xbf16>
    %18 = stablehlo.transpose %17, dims = [1, 0] : (tensor<3072x768xbf16>) -> tensor<768x3072xbf16>
    %19 = stablehlo.dot_general %16, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<96x3072xbf16>, tensor<768x3072xbf16>) -> tensor<96x768xbf16>
    %20 = stablehlo.add %arg0, %19 : tensor<96x768xbf16>
    return %20, %18, %1 : tensor<96x768xbf16>, tensor<768x3072xbf16>, tensor<3072x768xbf16>
  }
  func.func private @dynamic_update_index_in_dim_5(%arg0: tensor<3x768x3072xbf16>, %arg1: tensor<768x3072xbf16>, %arg2: tensor<i32>) -> tensor<3x768x3072xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<768x3072xbf16>) -> tensor<1x768x3072xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x768x3072xbf16>, tensor<1x768x3072xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x768x3072xbf16>
    return %1 : tensor<3x768x3072xbf16>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<3x3072x768xbf16>, %arg1: tensor<3072x768xbf16>, %arg2: tensor<i32>) -> tensor<3x3072x768xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<3072x768xbf16>) -> tensor<1x3072x768xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x3072x768xbf16>, tensor<1x3072x768xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x3072x768xbf16>
    return %1 : tensor<3x3072x768xbf16>
  }
}
