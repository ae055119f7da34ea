module @jit_grad_accum_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<4096xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<1024x4096xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<4096xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<4096x4096xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<10xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<4096x10xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<1024x4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<4096x4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<10xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<4096x10xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<512x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg13: tensor<512xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<4096xbf16> {jax.result_info = "result[0][0]['b']"}, tensor<1024x4096xbf16> {jax.result_info = "result[0][0]['w']"}, tensor<4096xbf16> {jax.result_info = "result[0][1]['b']"}, tensor<4096x4096xbf16> {jax.result_info = "result[0][1]['w']"}, tensor<10xbf16> {jax.result_info = "result[0][2]['b']"}, tensor<4096x10xbf16> {jax.result_info = "result[0][2]['w']"}, tensor<4096xf32> {jax.result_info = "result[1][0]['b']"}, tensor<1024x4096xf32> {jax.result_info = "result[1][0]['w']"}, tensor<4096xf32> {jax.result_info = "result[1][1]['b']"}, tensor<4096x4096xf32> {jax.result_info = "result[1][1]['w']"}, tensor<10xf32> {jax.result_info = "result[1][2]['b']"}, tensor<4096x10xf32> {jax.result_info = "result[1][2]['w']"}) {
    %0 = stablehlo.reshape %arg12 : (tensor<512x1024xbf16>) -> tensor<4x128x1024xbf16>
    %1 = stablehlo.reshape %arg13 : (tensor<512xi32>) -> tensor<4x128xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x4096xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4096x4096xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4096x10xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8:15 = stablehlo.while(%iterArg = %0, %iterArg_23 = %1, %iterArg_24 = %arg1, %iterArg_25 = %arg0, %iterArg_26 = %arg3, %iterArg_27 = %arg2, %iterArg_28 = %arg5, %iterArg_29 = %arg4, %iterArg_30 = %c, %iterArg_31 = %2, %iterArg_32 = %3, %iterArg_33 = %4, %iterArg_34 = %5, %iterArg_35 = %6, %iterArg_36 = %7) : tensor<4x128x1024xbf16>, tensor<4x128xi32>, tensor<1024x4096xbf16>, tensor<4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096x10xbf16>, tensor<10xbf16>, tensor<i32>, tensor<4096xf32>, tensor<1024x4096xf32>, tensor<4096xf32>, tensor<4096x4096xf32>, tensor<10xf32>, tensor<4096x10xf32>
    cond {
      %c_37 = stablehlo.constant dense<4> : tensor<i32>
      %69 = stablehlo.compare LT, %iterArg_30, %c_37, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %69 : tensor<i1>
    } do {
      %69 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_30) : (tensor<4x128x1024xbf16>, tensor<i32>) -> tensor<128x1024xbf16>
      %70 = func.call @dynamic_index_in_dim_0(%iterArg_23, %iterArg_30) : (tensor<4x128xi32>, tensor<i32>) -> tensor<128xi32>
      %71:6 = func.call @closed_call(%iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %69, %70) : (tensor<1024x4096xbf16>, tensor<4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096x10xbf16>, tensor<10xbf16>, tensor<4096xf32>, tensor<1024x4096xf32>, tensor<4096xf32>, tensor<4096x4096xf32>, tensor<10xf32>, tensor<4096x10xf32>, tensor<128x1024xbf16>, tensor<128xi32>) -> (tensor<4096xf32>, tensor<1024x4096xf32>, tensor<4096xf32>, tensor<4096x4096xf32>, tensor<10xf32>, tensor<4096x10xf32>)
      %c_37 = stablehlo.constant dense<1> : tensor<i32>
      %72 = stablehlo.add %iterArg_30, %c_37 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %72, %71#0, %71#1, %71#2, %71#3, %71#4, %71#5 : tensor<4x128x1024xbf16>, tensor<4x128xi32>, tensor<1024x4096xbf16>, tensor<4096xbf16>, tensor<4096x4096xbf16>, tensor<4096xbf16>, tensor<4096x10xbf16>, tensor<10xbf16>, tensor<i32>, tensor<4096xf32>, tensor<1024x4096xf32>, tensor<4096xf32>, tensor<4096x4096xf32>, tensor<10xf32>, tensor<4096x10xf32>
    }
    %cst_5 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %10 = stablehlo.divide %8#9, %9 : tensor<4096xf32>
    %cst_6 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1024x4096xf32>
    %12 = stablehlo.divide %8#10, %11 : tensor<1024x4096xf32>
    %cst_7 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %14 = stablehlo.divide %8#11, %13 : tensor<4096xf32>
    %cst_8 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4096x4096xf32>
    %16 = stablehlo.divide %8#12, %15 : tensor<4096x4096xf32>
    %cst_9 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %18 = stablehlo.divide %8#13, %17 : tensor<10xf32>
    %cst_10 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4096x10xf32>
    %20 = stablehlo.divide %8#14, %19 : tensor<4096x10xf32>
    %cst_11 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %22 = stablehlo.multiply %21, %arg6 : tensor<4096xf32>
    %23 = stablehlo.add %22, %10 : tensor<4096xf32>
    %24 = stablehlo.convert %arg0 : (tensor<4096xbf16>) -> tensor<4096xf32>
    %cst_12 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %26 = stablehlo.multiply %25, %23 : tensor<4096xf32>
    %27 = stablehlo.subtract %24, %26 : tensor<4096xf32>
    %28 = stablehlo.convert %27 : (tensor<4096xf32>) -> tensor<4096xbf16>
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1024x4096xf32>
    %30 = stablehlo.multiply %29, %arg7 : tensor<1024x4096xf32>
    %31 = stablehlo.add %30, %12 : tensor<1024x4096xf32>
    %32 = stablehlo.convert %arg1 : (tensor<1024x4096xbf16>) -> tensor<1024x4096xf32>
    %cst_14 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1024x4096xf32>
    %34 = stablehlo.multiply %33, %31 : tensor<1024x4096xf32>
    %35 = stablehlo.subtract %32, %34 : tensor<1024x4096xf32>
    %36 = stablehlo.convert %35 : (tensor<1024x4096xf32>) -> tensor<1024x4096xbf16>
    %cst_15 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %38 = stablehlo.multiply %37, %arg8 : tensor<4096xf32>
    %39 = stablehlo.add %38, %14 : tensor<4096xf32>
    %40 = stablehlo.convert %arg2 : (tensor<4096xbf16>) -> tensor<4096xf32>
    %cst_16 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %42 = stablehlo.multiply %41, %39 : tensor<4096xf32>
    %43 = stablehlo.subtract %40, %42 : tensor<4096xf32>
    %44 = stablehlo.convert %43 : (tensor<4096xf32>) -> tensor<4096xbf16>
    %cst_17 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4096x4096xf32>
    %46 = stablehlo.multiply %45, %arg9 : tensor<4096x4096xf32>
    %47 = stablehlo.add %46, %16 : tensor<4096x4096xf32>
    %48 = stablehlo.convert %arg3 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
    %cst_18 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4096x4096xf32>
    %50 = stablehlo.multiply %49, %47 : tensor<4096x4096xf32>
    %51 = stablehlo.subtract %48, %50 : tensor<4096x4096xf32>
    %52 = stablehlo.convert %51 : (tensor<4096x4096xf32>) -> tensor<4096x4096xbf16>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %54 = stablehlo.multiply %53, %arg10 : tensor<10xf32>
    %55 = stablehlo.add %54, %18 : tensor<10xf32>
    %56 = stablehlo.convert %arg4 : (tensor<10xbf16>) -> tensor<10xf32>
    %cst_20 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %58 = stablehlo.multiply %57, %55 : tensor<10xf32>
    %59 = stablehlo.subtract %56, %58 : tensor<10xf32>
    %60 = stablehlo.convert %59 : (tensor<10xf32>) -> tensor<10xbf16>
    %cst_21 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4096x10xf32>
    %62 = stablehlo.multiply %61, %arg11 : tensor<4096x10xf32>
    %63 = stablehlo.add %62, %20 : tensor<4096x10xf32>
    %64 = stablehlo.convert %arg5 : (tensor<4096x10xbf16>) -> tensor<4096x10xf32>
    %cst_22 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4096x10xf32>
    %66 = stablehlo.multiply %65, %63 : tensor<4096x10xf32>
    %67 = stablehlo.subtract %64, %66 : tensor<4096x10xf32>
    %68 = stablehlo.convert %67 : (tensor<4096x10xf32>) -> tensor<4096x10xbf16>
    return %28, %36, %44, %52, %60, %68, %23, %31, %39, %47, %55, %63 : tensor<4096xbf16>, tensor<1024x4096xbf16>, tensor<4096xbf16>, tensor<4096x4096xbf16>, tensor<10xbf16>, tensor<4096x10xbf16>, tensor<4096xf32>, tensor<1024x4096xf32>, tensor<4096xf32>, tensor<4096x4096xf32>, tensor<10xf32>, tensor<4096x10xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x128x1024xbf16>, %arg1: tensor<i32>) -> tensor<128x1024xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 1024] : (tensor<4x128x1024xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x1024xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x128x1024xbf16>) -> tensor<128x1024xbf16>
    return %1 : tensor<128x1024xbf16>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<4x128xi32>, %arg1: tensor<i32>) -> tensor<128xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 128] : (tensor<4x128xi32>, tensor<i32>, tensor<i32>) -> tensor<1x128xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x128xi32>) -> tensor<128xi32>
    return %1 : tensor<128xi32>
  }
  func.func private @closed_call(%arg0: tensor<1024x4096xbf16>, %arg1: tensor<4096xbf16>, %arg2: tensor<4096x4096xbf16>, %arg3: tensor<4096xbf16>, %arg4: tensor<4096x10xbf16>, %arg5: tensor<10xbf16>, %arg6: tensor<4096xf32>, %arg7: tensor<1024x4096xf32>, %arg8: tensor<4096xf32>, %arg9: tensor<4096x4096xf32>, %arg10: tensor<10xf32>, %arg11: tensor<4096x10xf32>, %arg12: tensor<128x1024xbf16>, %arg13: tensor<128xi32>) -> (tensor<4096xf32>, tensor<1024x4096xf32>, tensor<4096xf32>, tensor<4096x4096xf32>, tensor<10xf32>, tensor<4096x10xf32>) {
    %0 = stablehlo.dot_general %arg12, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1024xbf16>, tensor<1024x4096xbf16>) -> tensor<128x4096xbf16>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4096xbf16>) -> tensor<1x4096xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x4096xbf16>) -> tensor<128x4096xbf16>
    %3 = stablehlo.add %0, %2 : tensor<128x4096xbf16>
    %4 = stablehlo.multiply %3, %3 : tensor<128x4096xbf16>
    %5 = stablehlo.multiply %4, %3 : tensor<128x4096xbf16>
    %6 = stablehlo.multiply %3, %3 : tensor<128x4096xbf16>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<128x4096xbf16>
    %8 = stablehlo.multiply %7, %6 : tensor<128x4096xbf16>
    %cst_0 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<128x4096xbf16>
    %10 = stablehlo.multiply %9, %5 : tensor<128x4096xbf16>
    %11 = stablehlo.add %3, %10 : tensor<128x4096xbf16>
    %cst_1 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<128x4096xbf16>
    %13 = stablehlo.multiply %12, %11 : tensor<128x4096xbf16>
    %14 = stablehlo.tanh %13 : tensor<128x4096xbf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<128x4096xbf16>
    %16 = stablehlo.subtract %15, %14 : tensor<128x4096xbf16>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<128x4096xbf16>
    %18 = stablehlo.add %17, %14 : tensor<128x4096xbf16>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<128x4096xbf16>
    %20 = stablehlo.multiply %19, %18 : tensor<128x4096xbf16>
    %21 = stablehlo.multiply %3, %20 : tensor<128x4096xbf16>
    %22 = stablehlo.dot_general %21, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<128x4096xbf16>
    %23 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<4096xbf16>) -> tensor<1x4096xbf16>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x4096xbf16>) -> tensor<128x4096xbf16>
    %25 = stablehlo.add %22, %24 : tensor<128x4096xbf16>
    %26 = stablehlo.multiply %25, %25 : tensor<128x4096xbf16>
    %27 = stablehlo.multiply %26, %25 : tensor<128x4096xbf16>
    %28 = stablehlo.multiply %25, %25 : tensor<128x4096xbf16>
    %cst_5 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<128x4096xbf16>
    %30 = stablehlo.multiply %29, %28 : tensor<128x4096xbf16>
    %cst_6 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<128x4096xbf16>
    %32 = stablehlo.multiply %31, %27 : tensor<128x4096xbf16>
    %33 = stablehlo.add %25, %32 : tensor<128x4096xbf16>
    %cst_7 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<128x4096xbf16>
    %35 = stablehlo.multiply %34, %33 : tensor<128x4096xbf16>
    %36 = stablehlo.tanh %35 : tensor<128x4096xbf16>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %37 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<128x4096xbf16>
    %38 = stablehlo.subtract %37, %36 : tensor<128x4096xbf16>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %39 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<128x4096xbf16>
    %40 = stablehlo.add %39, %36 : tensor<128x4096xbf16>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %41 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<128x4096xbf16>
    %42 = stablehlo.multiply %41, %40 : tensor<128x4096xbf16>
    %43 = stablehlo.multiply %25, %42 : tensor<128x4096xbf16>
    %44 = stablehlo.dot_general %43, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x4096xbf16>, tensor<4096x10xbf16>) -> tensor<128x10xbf16>
    %45 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<10xbf16>) -> tensor<1x10xbf16>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<1x10xbf16>) -> tensor<128x10xbf16>
    %47 = stablehlo.add %44, %46 : tensor<128x10xbf16>
    %48 = stablehlo.convert %47 : (tensor<128x10xbf16>) -> tensor<128x10xf32>
    %49:2 = call @log_softmax(%48) : (tensor<128x10xf32>) -> (tensor<128x10xf32>, tensor<128x1xf32>)
    %50 = stablehlo.broadcast_in_dim %arg13, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %51 = call @take_along_axis(%50) : (tensor<128x1xi32>) -> tensor<128x1x1xi32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %52 = stablehlo.negate %cst_11 : tensor<f32>
    %cst_12 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %53 = stablehlo.divide %52, %cst_12 : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %56 = call @take_along_axis_1(%51, %55) : (tensor<128x1x1xi32>, tensor<128x1xf32>) -> tensor<128x10xf32>
    %57 = call @log_softmax_2(%49#0, %49#1, %56) : (tensor<128x10xf32>, tensor<128x1xf32>, tensor<128x10xf32>) -> tensor<128x10xf32>
    %58 = stablehlo.convert %57 : (tensor<128x10xf32>) -> tensor<128x10xbf16>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %59 = stablehlo.reduce(%58 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<128x10xbf16>, tensor<bf16>) -> tensor<10xbf16>
    %60 = stablehlo.reshape %59 : (tensor<10xbf16>) -> tensor<1x10xbf16>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %61 = stablehlo.reduce(%60 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<1x10xbf16>, tensor<bf16>) -> tensor<10xbf16>
    %62 = stablehlo.dot_general %58, %43, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x10xbf16>, tensor<128x4096xbf16>) -> tensor<10x4096xbf16>
    %63 = stablehlo.transpose %62, dims = [1, 0] : (tensor<10x4096xbf16>) -> tensor<4096x10xbf16>
    %64 = stablehlo.dot_general %58, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x10xbf16>, tensor<4096x10xbf16>) -> tensor<128x4096xbf16>
    %65 = stablehlo.multiply %25, %64 : tensor<128x4096xbf16>
    %66 = stablehlo.multiply %64, %42 : tensor<128x4096xbf16>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %67 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<128x4096xbf16>
    %68 = stablehlo.multiply %67, %65 : tensor<128x4096xbf16>
    %69 = stablehlo.multiply %68, %38 : tensor<128x4096xbf16>
    %70 = stablehlo.multiply %69, %36 : tensor<128x4096xbf16>
    %71 = stablehlo.add %69, %70 : tensor<128x4096xbf16>
    %cst_16 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %72 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<128x4096xbf16>
    %73 = stablehlo.multiply %72, %71 : tensor<128x4096xbf16>
    %74 = stablehlo.add %66, %73 : tensor<128x4096xbf16>
    %cst_17 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %75 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<128x4096xbf16>
    %76 = stablehlo.multiply %75, %73 : tensor<128x4096xbf16>
    %77 = stablehlo.multiply %76, %30 : tensor<128x4096xbf16>
    %78 = stablehlo.add %74, %77 : tensor<128x4096xbf16>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %79 = stablehlo.reduce(%78 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<128x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %80 = stablehlo.reshape %79 : (tensor<4096xbf16>) -> tensor<1x4096xbf16>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %81 = stablehlo.reduce(%80 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %82 = stablehlo.dot_general %78, %21, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x4096xbf16>, tensor<128x4096xbf16>) -> tensor<4096x4096xbf16>
    %83 = stablehlo.transpose %82, dims = [1, 0] : (tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %84 = stablehlo.dot_general %78, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<128x4096xbf16>
    %85 = stablehlo.multiply %3, %84 : tensor<128x4096xbf16>
    %86 = stablehlo.multiply %84, %20 : tensor<128x4096xbf16>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %87 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<128x4096xbf16>
    %88 = stablehlo.multiply %87, %85 : tensor<128x4096xbf16>
    %89 = stablehlo.multiply %88, %16 : tensor<128x4096xbf16>
    %90 = stablehlo.multiply %89, %14 : tensor<128x4096xbf16>
    %91 = stablehlo.add %89, %90 : tensor<128x4096xbf16>
    %cst_21 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %92 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<128x4096xbf16>
    %93 = stablehlo.multiply %92, %91 : tensor<128x4096xbf16>
    %94 = stablehlo.add %86, %93 : tensor<128x4096xbf16>
    %cst_22 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %95 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<bf16>) -> tensor<128x4096xbf16>
    %96 = stablehlo.multiply %95, %93 : tensor<128x4096xbf16>
    %97 = stablehlo.multiply %96, %8 : tensor<128x4096xbf16>
    %98 = stablehlo.add %94, %97 : tensor<128x4096xbf16>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %99 = stablehlo.reduce(%98 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<128x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %100 = stablehlo.reshape %99 : (tensor<4096xbf16>) -> tensor<1x4096xbf16>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %101 = stablehlo.reduce(%100 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<1x4096xbf16>, tensor<bf16>) -> tensor<4096xbf16>
    %102 = stablehlo.dot_general %98, %arg12, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x4096xbf16>, tensor<128x1024xbf16>) -> tensor<4096x1024xbf16>
    %103 = stablehlo.transpose %102, dims = [1, 0] : (tensor<4096x1024xbf16>) -> tensor<1024x4096xbf16>
    %104 = stablehlo.convert %101 : (tensor<4096xbf16>) -> tensor<4096xf32>
    %105 = stablehlo.add %arg6, %104 : tensor<4096xf32>
    %106 = stablehlo.convert %103 : (tensor<1024x4096xbf16>) -> tensor<1024x4096xf32>
    %107 = stablehlo.add %arg7, %106 : tensor<1024x4096xf32>
    %108 = stablehlo.convert %81 : (tensor<4096xbf16>) -> tensor<4096xf32>
    %109 = stablehlo.add %arg8, %108 : tensor<4096xf32>
    %110 = stablehlo.convert %83 : (tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
    %111 = stablehlo.add %arg9, %110 : tensor<4096x4096xf32>
    %112 = stablehlo.convert %61 : (tensor<10xbf16>) -> tensor<10xf32>
    %113 = stablehlo.add %arg10, %112 : tensor<10xf32>
    %114 = stablehlo.convert %63 : (tensor<4096x10xbf16>) -> tensor<4096x10xf32>
    %115 = stablehlo.add %arg11, %114 : tensor<4096x10xf32>
    return %105, %107, %109, %111, %113, %115 : tensor<4096xf32>, tensor<1024x4096xf32>, tensor<4096xf32>, tensor<4096x4096xf32>, tensor<10xf32>, tensor<4096x10xf32>
  }
  func.func private @log_softmax(%arg0: tensor<128x10xf32>) -> (tensor<128x10xf32>, tensor<128x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<128x10xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<128xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<128x10xf32>
    %6 = stablehlo.exponential %5 : tensor<128x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<128x10xf32>, tensor<f32>) -> tensor<128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    return %6, %8 : tensor<128x10xf32>, tensor<128x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<128x1xi32>) -> tensor<128x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<128x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<128x1xi32>, tensor<128x1xi32>) -> tensor<128x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<128x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<128x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<128x1xi1>, tensor<128x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<128x1xi32>) -> tensor<128x1x1xi32>
    return %5 : tensor<128x1x1xi32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<128x1x1xi32>, %arg1: tensor<128x1xf32>) -> tensor<128x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<128x10xf32>, tensor<128x1x1xi32>, tensor<128x1xf32>) -> tensor<128x10xf32>
    return %1 : tensor<128x10xf32>
  }
  func.func private @log_softmax_2(%arg0: tensor<128x10xf32>, %arg1: tensor<128x1xf32>, %arg2: tensor<128x10xf32>) -> tensor<128x10xf32> {
    %0 = stablehlo.negate %arg2 : tensor<128x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<128x10xf32>, tensor<f32>) -> tensor<128xf32>
    %2 = stablehlo.reshape %1 : (tensor<128xf32>) -> tensor<128x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<128x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<128x1xf32>, tensor<f32>) -> tensor<128xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<128xf32>) -> tensor<128x10xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<128x10xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<128x10xf32>
    return %7 : tensor<128x10xf32>
  }
}
