module @jit_chunked_xent_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<1024x32000xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<4x2048x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg3: tensor<4x2048xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<1024x32000xbf16> {jax.result_info = "result[0]"}, tensor<4x2048x1024xbf16> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convert %arg2 : (tensor<4x2048x1024xbf16>) -> tensor<4x2048x1024xf32>
    %1 = chlo.square %0 : tensor<4x2048x1024xf32> -> tensor<4x2048x1024xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x2048x1024xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<4x2048x1024xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<4x2048x1024xf32>, tensor<f32>) -> tensor<4x2048xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x2048xf32>) -> tensor<4x2048x1xf32>
    %cst_1 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x2048x1xf32>
    %7 = stablehlo.divide %5, %6 : tensor<4x2048x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x2048x1xf32>
    %9 = stablehlo.add %7, %8 : tensor<4x2048x1xf32>
    %10 = stablehlo.rsqrt %9 : tensor<4x2048x1xf32>
    %11 = stablehlo.divide %10, %9 : tensor<4x2048x1xf32>
    %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x2048x1xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<4x2048x1xf32>
    %14 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<4x2048x1xf32>) -> tensor<4x2048x1024xf32>
    %15 = stablehlo.multiply %0, %14 : tensor<4x2048x1024xf32>
    %16 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<4x2048x1024xf32>
    %18 = stablehlo.multiply %15, %17 : tensor<4x2048x1024xf32>
    %19 = stablehlo.convert %18 : (tensor<4x2048x1024xf32>) -> tensor<4x2048x1024xbf16>
    %20 = stablehlo.reshape %19 : (tensor<4x2048x1024xbf16>) -> tensor<4x8x256x1024xbf16>
    %21 = stablehlo.transpose %20, dims = [1, 0, 2, 3] : (tensor<4x8x256x1024xbf16>) -> tensor<8x4x256x1024xbf16>
    %22 = stablehlo.reshape %arg3 : (tensor<4x2048xi32>) -> tensor<4x8x256xi32>
    %23 = stablehlo.transpose %22, dims = [1, 0, 2] : (tensor<4x8x256xi32>) -> tensor<8x4x256xi32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x4x256x32000xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x4x256x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x4x256x1x1xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %27:7 = stablehlo.while(%iterArg = %21, %iterArg_14 = %23, %iterArg_15 = %arg0, %iterArg_16 = %c_6, %iterArg_17 = %24, %iterArg_18 = %25, %iterArg_19 = %26) : tensor<8x4x256x1024xbf16>, tensor<8x4x256xi32>, tensor<1024x32000xbf16>, tensor<i32>, tensor<8x4x256x32000xf32>, tensor<8x4x256x1xf32>, tensor<8x4x256x1x1xi32>
    cond {
      %c_20 = stablehlo.constant dense<8> : tensor<i32>
      %49 = stablehlo.compare LT, %iterArg_16, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %49 : tensor<i1>
    } do {
      %49 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_16) : (tensor<8x4x256x1024xbf16>, tensor<i32>) -> tensor<4x256x1024xbf16>
      %50 = func.call @dynamic_index_in_dim_0(%iterArg_14, %iterArg_16) : (tensor<8x4x256xi32>, tensor<i32>) -> tensor<4x256xi32>
      %51:3 = func.call @closed_call(%iterArg_15, %49, %50) : (tensor<1024x32000xbf16>, tensor<4x256x1024xbf16>, tensor<4x256xi32>) -> (tensor<4x256x32000xf32>, tensor<4x256x1xf32>, tensor<4x256x1x1xi32>)
      %52 = func.call @dynamic_update_index_in_dim(%iterArg_17, %51#0, %iterArg_16) : (tensor<8x4x256x32000xf32>, tensor<4x256x32000xf32>, tensor<i32>) -> tensor<8x4x256x32000xf32>
      %53 = func.call @dynamic_update_index_in_dim_1(%iterArg_18, %51#1, %iterArg_16) : (tensor<8x4x256x1xf32>, tensor<4x256x1xf32>, tensor<i32>) -> tensor<8x4x256x1xf32>
      %54 = func.call @dynamic_update_index_in_dim_2(%iterArg_19, %51#2, %iterArg_16) : (tensor<8x4x256x1x1xi32>, tensor<4x256x1x1xi32>, tensor<i32>) -> tensor<8x4x256x1x1xi32>
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.add %iterArg_16, %c_20 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_14, %iterArg_15, %55, %52, %53, %54 : tensor<8x4x256x1024xbf16>, tensor<8x4x256xi32>, tensor<1024x32000xbf16>, tensor<i32>, tensor<8x4x256x32000xf32>, tensor<8x4x256x1xf32>, tensor<8x4x256x1x1xi32>
    }
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<1024x32000xbf16>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %29 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<8x4x256x1024xbf16>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %30:9 = stablehlo.while(%iterArg = %21, %iterArg_14 = %27#4, %iterArg_15 = %27#5, %iterArg_16 = %27#6, %iterArg_17 = %arg0, %iterArg_18 = %c_10, %iterArg_19 = %28, %iterArg_20 = %cst_8, %iterArg_21 = %29) : tensor<8x4x256x1024xbf16>, tensor<8x4x256x32000xf32>, tensor<8x4x256x1xf32>, tensor<8x4x256x1x1xi32>, tensor<1024x32000xbf16>, tensor<i32>, tensor<1024x32000xbf16>, tensor<f32>, tensor<8x4x256x1024xbf16>
    cond {
      %c_22 = stablehlo.constant dense<8> : tensor<i32>
      %49 = stablehlo.compare LT, %iterArg_18, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %49 : tensor<i1>
    } do {
      %c_22 = stablehlo.constant dense<8> : tensor<i32>
      %49 = stablehlo.subtract %c_22, %iterArg_18 : tensor<i32>
      %c_23 = stablehlo.constant dense<1> : tensor<i32>
      %50 = stablehlo.subtract %49, %c_23 : tensor<i32>
      %51 = func.call @dynamic_index_in_dim(%iterArg, %50) : (tensor<8x4x256x1024xbf16>, tensor<i32>) -> tensor<4x256x1024xbf16>
      %52 = func.call @dynamic_index_in_dim_3(%iterArg_14, %50) : (tensor<8x4x256x32000xf32>, tensor<i32>) -> tensor<4x256x32000xf32>
      %53 = func.call @dynamic_index_in_dim_4(%iterArg_15, %50) : (tensor<8x4x256x1xf32>, tensor<i32>) -> tensor<4x256x1xf32>
      %54 = func.call @dynamic_index_in_dim_5(%iterArg_16, %50) : (tensor<8x4x256x1x1xi32>, tensor<i32>) -> tensor<4x256x1x1xi32>
      %55:3 = func.call @closed_call_6(%iterArg_17, %iterArg_19, %iterArg_20, %51, %52, %53, %54) : (tensor<1024x32000xbf16>, tensor<1024x32000xbf16>, tensor<f32>, tensor<4x256x1024xbf16>, tensor<4x256x32000xf32>, tensor<4x256x1xf32>, tensor<4x256x1x1xi32>) -> (tensor<1024x32000xbf16>, tensor<f32>, tensor<4x256x1024xbf16>)
      %56 = func.call @dynamic_update_index_in_dim_9(%iterArg_21, %55#2, %50) : (tensor<8x4x256x1024xbf16>, tensor<4x256x1024xbf16>, tensor<i32>) -> tensor<8x4x256x1024xbf16>
      %c_24 = stablehlo.constant dense<1> : tensor<i32>
      %57 = stablehlo.add %iterArg_18, %c_24 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17, %57, %55#0, %55#1, %56 : tensor<8x4x256x1024xbf16>, tensor<8x4x256x32000xf32>, tensor<8x4x256x1xf32>, tensor<8x4x256x1x1xi32>, tensor<1024x32000xbf16>, tensor<i32>, tensor<1024x32000xbf16>, tensor<f32>, tensor<8x4x256x1024xbf16>
    }
    %31 = stablehlo.transpose %30#8, dims = [1, 0, 2, 3] : (tensor<8x4x256x1024xbf16>) -> tensor<4x8x256x1024xbf16>
    %32 = stablehlo.reshape %31 : (tensor<4x8x256x1024xbf16>) -> tensor<4x2048x1024xbf16>
    %33 = stablehlo.convert %32 : (tensor<4x2048x1024xbf16>) -> tensor<4x2048x1024xf32>
    %34 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<4x2048x1024xf32>
    %35 = stablehlo.multiply %33, %34 : tensor<4x2048x1024xf32>
    %36 = stablehlo.multiply %0, %35 : tensor<4x2048x1024xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<4x2048x1024xf32>, tensor<f32>) -> tensor<4x2048xf32>
    %38 = stablehlo.reshape %37 : (tensor<4x2048xf32>) -> tensor<4x2048x1xf32>
    %39 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<4x2048x1xf32>) -> tensor<4x2048x1024xf32>
    %40 = stablehlo.multiply %35, %39 : tensor<4x2048x1024xf32>
    %41 = stablehlo.multiply %38, %13 : tensor<4x2048x1xf32>
    %cst_12 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x2048x1xf32>
    %43 = stablehlo.divide %41, %42 : tensor<4x2048x1xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<4x2048x1xf32>, tensor<f32>) -> tensor<4x2048xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<4x2048xf32>) -> tensor<4x2048x1024xf32>
    %46 = stablehlo.multiply %45, %3 : tensor<4x2048x1024xf32>
    %47 = stablehlo.add %40, %46 : tensor<4x2048x1024xf32>
    %48 = stablehlo.convert %47 : (tensor<4x2048x1024xf32>) -> tensor<4x2048x1024xbf16>
    return %30#6, %48 : tensor<1024x32000xbf16>, tensor<4x2048x1024xbf16>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<8x4x256x1024xbf16>, %arg1: tensor<i32>) -> tensor<4x256x1024xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 4, 256, 1024] : (tensor<8x4x256x1024xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1024xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x4x256x1024xbf16>) -> tensor<4x256x1024xbf16>
    return %1 : tensor<4x256x1024xbf16>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<8x4x256xi32>, %arg1: tensor<i32>) -> tensor<4x256xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 4, 256] : (tensor<8x4x256xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x256xi32>) -> tensor<4x256xi32>
    return %1 : tensor<4x256xi32>
  }
  func.func private @closed_call(%arg0: tensor<1024x32000xbf16>, %arg1: tensor<4x256x1024xbf16>, %arg2: tensor<4x256xi32>) -> (tensor<4x256x32000xf32>, tensor<4x256x1xf32>, tensor<4x256x1x1xi32>) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x256x1024xbf16>, tensor<1024x32000xbf16>) -> tensor<4x256x32000xbf16>
    %1 = stablehlo.convert %0 : (tensor<4x256x32000xbf16>) -> tensor<4x256x32000xf32>
    %2:2 = call @log_softmax(%1) : (tensor<4x256x32000xf32>) -> (tensor<4x256x32000xf32>, tensor<4x256x1xf32>)
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<4x256xi32>) -> tensor<4x256x1xi32>
    %4 = call @take_along_axis(%3) : (tensor<4x256x1xi32>) -> tensor<4x256x1x1xi32>
    return %2#0, %2#1, %4 : tensor<4x256x32000xf32>, tensor<4x256x1xf32>, tensor<4x256x1x1xi32>
  }
  func.func private @log_softmax(%arg0: tensor<4x256x32000xf32>) -> (tensor<4x256x32000xf32>, tensor<4x256x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<4x256x32000xf32>, tensor<f32>) -> tensor<4x256xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4x256xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x32000xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x256x32000xf32>
    %6 = stablehlo.exponential %5 : tensor<4x256x32000xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x256x32000xf32>, tensor<f32>) -> tensor<4x256xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    return %6, %8 : tensor<4x256x32000xf32>, tensor<4x256x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x256x1xi32>) -> tensor<4x256x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x256x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<4x256x1xi32>, tensor<4x256x1xi32>) -> tensor<4x256x1xi1>
    %c_0 = stablehlo.constant dense<32000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x256x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<4x256x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<4x256x1xi1>, tensor<4x256x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x256x1xi32>) -> tensor<4x256x1x1xi32>
    return %5 : tensor<4x256x1x1xi32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<8x4x256x32000xf32>, %arg1: tensor<4x256x32000xf32>, %arg2: tensor<i32>) -> tensor<8x4x256x32000xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<4x256x32000xf32>) -> tensor<1x4x256x32000xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<8x4x256x32000xf32>, tensor<1x4x256x32000xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x4x256x32000xf32>
    return %1 : tensor<8x4x256x32000xf32>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<8x4x256x1xf32>, %arg1: tensor<4x256x1xf32>, %arg2: tensor<i32>) -> tensor<8x4x256x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<4x256x1xf32>) -> tensor<1x4x256x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<8x4x256x1xf32>, tensor<1x4x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x4x256x1xf32>
    return %1 : tensor<8x4x256x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<8x4x256x1x1xi32>, %arg1: tensor<4x256x1x1xi32>, %arg2: tensor<i32>) -> tensor<8x4x256x1x1xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<4x256x1x1xi32>) -> tensor<1x4x256x1x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<8x4x256x1x1xi32>, tensor<1x4x256x1x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x4x256x1x1xi32>
    return %1 : tensor<8x4x256x1x1xi32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<8x4x256x32000xf32>, %arg1: tensor<i32>) -> tensor<4x256x32000xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 4, 256, 32000] : (tensor<8x4x256x32000xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x32000xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x256x32000xf32>) -> tensor<4x256x32000xf32>
    return %1 : tensor<4x256x32000xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<8x4x256x1xf32>, %arg1: tensor<i32>) -> tensor<4x256x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 4, 256, 1] : (tensor<8x4x256x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x256x1xf32>) -> tensor<4x256x1xf32>
    return %1 : tensor<4x256x1xf32>
  }
  func.func private @dynamic_index_in_dim_5(%arg0: tensor<8x4x256x1x1xi32>, %arg1: tensor<i32>) -> tensor<4x256x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 4, 256, 1, 1] : (tensor<8x4x256x1x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x1x1xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x256x1x1xi32>) -> tensor<4x256x1x1xi32>
    return %1 : tensor<4x256x1x1xi32>
  }
  func.func private @closed_call_6(%arg0: tensor<1024x32000xbf16>, %arg1: tensor<1024x32000xbf16>, %arg2: tensor<f32>, %arg3: tensor<4x256x1024xbf16>, %arg4: tensor<4x256x32000xf32>, %arg5: tensor<4x256x1xf32>, %arg6: tensor<4x256x1x1xi32>) -> (tensor<1024x32000xbf16>, tensor<f32>, tensor<4x256x1024xbf16>) {
    %cst = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %0 = stablehlo.multiply %arg2, %cst : tensor<f32>
    %1 = stablehlo.negate %0 : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %2 = stablehlo.divide %1, %cst_0 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %5 = call @take_along_axis_7(%arg6, %4) : (tensor<4x256x1x1xi32>, tensor<4x256x1xf32>) -> tensor<4x256x32000xf32>
    %6 = call @log_softmax_8(%arg4, %arg5, %5) : (tensor<4x256x32000xf32>, tensor<4x256x1xf32>, tensor<4x256x32000xf32>) -> tensor<4x256x32000xf32>
    %7 = stablehlo.convert %6 : (tensor<4x256x32000xf32>) -> tensor<4x256x32000xbf16>
    %8 = stablehlo.dot_general %7, %arg3, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x32000xbf16>, tensor<4x256x1024xbf16>) -> tensor<32000x1024xbf16>
    %9 = stablehlo.transpose %8, dims = [1, 0] : (tensor<32000x1024xbf16>) -> tensor<1024x32000xbf16>
    %10 = stablehlo.add %arg1, %9 : tensor<1024x32000xbf16>
    %11 = stablehlo.dot_general %7, %arg0, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x32000xbf16>, tensor<1024x32000xbf16>) -> tensor<4x256x1024xbf16>
    return %10, %arg2, %11 : tensor<1024x32000xbf16>, tensor<f32>, tensor<4x256x1024xbf16>
  }
  func.func private @take_along_axis_7(%arg0: tensor<4x256x1x1xi32>, %arg1: tensor<4x256x1xf32>) -> tensor<4x256x32000xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x256x32000xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x256x32000xf32>, tensor<4x256x1x1xi32>, tensor<4x256x1xf32>) -> tensor<4x256x32000xf32>
    return %1 : tensor<4x256x32000xf32>
  }
  func.func private @log_softmax_8(%arg0: tensor<4x256x32000xf32>, %arg1: tensor<4x256x1xf32>, %arg2: tensor<4x256x32000xf32>) -> tensor<4x256x32000xf32> {
    %0 = stablehlo.negate %arg2 : tensor<4x256x32000xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x256x32000xf32>, tensor<f32>) -> tensor<4x256xf32>
    %2 = stablehlo.reshape %1 : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<4x256x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<4x256x1xf32>, tensor<f32>) -> tensor<4x256xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x32000xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4x256x32000xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<4x256x32000xf32>
    return %7 : tensor<4x256x32000xf32>
  }
  func.func private @dynamic_update_index_in_dim_9(%arg0: tensor<8x4x256x1024xbf16>, %arg1: tensor<4x256x1024xbf16>, %arg2: tensor<i32>) -> tensor<8x4x256x1024xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<4x256x1024xbf16>) -> tensor<1x4x256x1024xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<8x4x256x1024xbf16>, tensor<1x4x256x1024xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x4x256x1024xbf16>
    return %1 : tensor<8x4x256x1024xbf16>
  }
}
