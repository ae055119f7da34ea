module @jit_fsdp_decoder_forward attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<2x640xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg1: tensor<2x640xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>}, %arg2: tensor<2x640x2560xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"data"}]>}, %arg3: tensor<2x2560x640xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg4: tensor<2x10x64x640xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"data"}]>}, %arg5: tensor<2x640x3x10x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}, {}, {}]>}, %arg6: tensor<6000x640xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg7: tensor<640xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg8: tensor<8x256xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x256x6000xbf16> {jax.result_info = "result"}) {
    %0 = call @_take(%arg6, %arg8) : (tensor<6000x640xbf16>, tensor<8x256xi32>) -> tensor<8x256x640xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:8 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %arg2, %iterArg_4 = %arg3, %iterArg_5 = %arg4, %iterArg_6 = %arg5, %iterArg_7 = %c, %iterArg_8 = %0) : tensor<2x640xf32>, tensor<2x640xf32>, tensor<2x640x2560xbf16>, tensor<2x2560x640xbf16>, tensor<2x10x64x640xbf16>, tensor<2x640x3x10x64xbf16>, tensor<i32>, tensor<8x256x640xbf16>
    cond {
      %c_9 = stablehlo.constant dense<2> : tensor<i32>
      %18 = stablehlo.compare LT, %iterArg_7, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %18 : tensor<i1>
    } do {
      %18 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_7) : (tensor<2x640xf32>, tensor<i32>) -> tensor<640xf32>
      %19 = func.call @dynamic_index_in_dim(%iterArg_2, %iterArg_7) : (tensor<2x640xf32>, tensor<i32>) -> tensor<640xf32>
      %20 = func.call @dynamic_index_in_dim_0(%iterArg_3, %iterArg_7) : (tensor<2x640x2560xbf16>, tensor<i32>) -> tensor<640x2560xbf16>
      %21 = func.call @dynamic_index_in_dim_1(%iterArg_4, %iterArg_7) : (tensor<2x2560x640xbf16>, tensor<i32>) -> tensor<2560x640xbf16>
      %22 = func.call @dynamic_index_in_dim_2(%iterArg_5, %iterArg_7) : (tensor<2x10x64x640xbf16>, tensor<i32>) -> tensor<10x64x640xbf16>
      %23 = func.call @dynamic_index_in_dim_3(%iterArg_6, %iterArg_7) : (tensor<2x640x3x10x64xbf16>, tensor<i32>) -> tensor<640x3x10x64xbf16>
      %24 = func.call @closed_call(%iterArg_8, %18, %19, %20, %21, %22, %23) : (tensor<8x256x640xbf16>, tensor<640xf32>, tensor<640xf32>, tensor<640x2560xbf16>, tensor<2560x640xbf16>, tensor<10x64x640xbf16>, tensor<640x3x10x64xbf16>) -> tensor<8x256x640xbf16>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %25 = stablehlo.add %iterArg_7, %c_9 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %25, %24 : tensor<2x640xf32>, tensor<2x640xf32>, tensor<2x640x2560xbf16>, tensor<2x2560x640xbf16>, tensor<2x10x64x640xbf16>, tensor<2x640x3x10x64xbf16>, tensor<i32>, tensor<8x256x640xbf16>
    }
    %2 = stablehlo.convert %1#7 : (tensor<8x256x640xbf16>) -> tensor<8x256x640xf32>
    %3 = chlo.square %2 : tensor<8x256x640xf32> -> tensor<8x256x640xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x256x640xf32>, tensor<f32>) -> tensor<8x256xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %7 = stablehlo.divide %5, %6 : tensor<8x256x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %9 = stablehlo.add %7, %8 : tensor<8x256x1xf32>
    %10 = stablehlo.rsqrt %9 : tensor<8x256x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x640xf32>
    %12 = stablehlo.multiply %2, %11 : tensor<8x256x640xf32>
    %13 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<8x256x640xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<8x256x640xf32>
    %16 = stablehlo.convert %15 : (tensor<8x256x640xf32>) -> tensor<8x256x640xbf16>
    %17 = stablehlo.dot_general %16, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x640xbf16>, tensor<6000x640xbf16>) -> tensor<8x256x6000xbf16>
    return %17 : tensor<8x256x6000xbf16>
  }
  func.func private @_take(%arg0: tensor<6000x640xbf16>, %arg1: tensor<8x256xi32>) -> tensor<8x256x640xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x256xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x256xi32>, tensor<8x256xi32>) -> tensor<8x256xi1>
    %c_0 = stablehlo.constant dense<6000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x256xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x256xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x256xi1>, tensor<8x256xi32>, tensor<8x256xi32>) -> tensor<8x256xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x256xi32>) -> tensor<8x256x1xi32>
    %c_1 = stablehlo.constant dense<5999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x256x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x256x1xi32>, tensor<8x256x1xi32>) -> tensor<8x256x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x256x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x256x1xi32>, tensor<8x256x1xi32>) -> tensor<8x256x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x256x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x256x1xi1>, tensor<i1>) -> tensor<8x256xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 640>}> : (tensor<6000x640xbf16>, tensor<8x256x1xi32>) -> tensor<8x256x640xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x256xi1>) -> tensor<8x256x640xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x256x640xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x256x640xi1>, tensor<8x256x640xbf16>
    return %16 : tensor<8x256x640xbf16>
  }
  func.func private @_where(%arg0: tensor<8x256xi1>, %arg1: tensor<8x256xi32>, %arg2: tensor<8x256xi32>) -> tensor<8x256xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x256xi1>, tensor<8x256xi32>
    return %0 : tensor<8x256xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x640xf32>, %arg1: tensor<i32>) -> tensor<640xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 640] : (tensor<2x640xf32>, tensor<i32>, tensor<i32>) -> tensor<1x640xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x640xf32>) -> tensor<640xf32>
    return %1 : tensor<640xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<2x640x2560xbf16>, %arg1: tensor<i32>) -> tensor<640x2560xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 640, 2560] : (tensor<2x640x2560xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x640x2560xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x640x2560xbf16>) -> tensor<640x2560xbf16>
    return %1 : tensor<640x2560xbf16>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<2x2560x640xbf16>, %arg1: tensor<i32>) -> tensor<2560x640xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2560, 640] : (tensor<2x2560x640xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2560x640xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x2560x640xbf16>) -> tensor<2560x640xbf16>
    return %1 : tensor<2560x640xbf16>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<2x10x64x640xbf16>, %arg1: tensor<i32>) -> tensor<10x64x640xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 10, 64, 640] : (tensor<2x10x64x640xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x10x64x640xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x10x64x640xbf16>) -> tensor<10x64x640xbf16>
    return %1 : tensor<10x64x640xbf16>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<2x640x3x10x64xbf16>, %arg1: tensor<i32>) -> tensor<640x3x10x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 640, 3, 10, 64] : (tensor<2x640x3x10x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x640x3x10x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x640x3x10x64xbf16>) -> tensor<640x3x10x64xbf16>
    return %1 : tensor<640x3x10x64xbf16>
  }
  func.func private @closed_call(%arg0: tensor<8x256x640xbf16>, %arg1: tensor<640xf32>, %arg2: tensor<640xf32>, %arg3: tensor<640x2560xbf16>, %arg4: tensor<2560x640xbf16>, %arg5: tensor<10x64x640xbf16>, %arg6: tensor<640x3x10x64xbf16>) -> tensor<8x256x640xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<8x256x640xbf16>) -> tensor<8x256x640xf32>
    %1 = chlo.square %0 : tensor<8x256x640xf32> -> tensor<8x256x640xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x256x640xf32>, tensor<f32>) -> tensor<8x256xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<8x256x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<8x256x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<8x256x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x640xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<8x256x640xf32>
    %11 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<8x256x640xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<8x256x640xf32>
    %14 = stablehlo.convert %13 : (tensor<8x256x640xf32>) -> tensor<8x256x640xbf16>
    %15 = stablehlo.dot_general %arg6, %14, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<640x3x10x64xbf16>, tensor<8x256x640xbf16>) -> tensor<3x10x64x8x256xbf16>
    %16 = stablehlo.transpose %15, dims = [0, 3, 4, 1, 2] : (tensor<3x10x64x8x256xbf16>) -> tensor<3x8x256x10x64xbf16>
    %17 = stablehlo.slice %16 [0:1, 0:8, 0:256, 0:10, 0:64] : (tensor<3x8x256x10x64xbf16>) -> tensor<1x8x256x10x64xbf16>
    %18 = stablehlo.reshape %17 : (tensor<1x8x256x10x64xbf16>) -> tensor<8x256x10x64xbf16>
    %19 = stablehlo.slice %16 [1:2, 0:8, 0:256, 0:10, 0:64] : (tensor<3x8x256x10x64xbf16>) -> tensor<1x8x256x10x64xbf16>
    %20 = stablehlo.reshape %19 : (tensor<1x8x256x10x64xbf16>) -> tensor<8x256x10x64xbf16>
    %21 = stablehlo.slice %16 [2:3, 0:8, 0:256, 0:10, 0:64] : (tensor<3x8x256x10x64xbf16>) -> tensor<1x8x256x10x64xbf16>
    %22 = stablehlo.reshape %21 : (tensor<1x8x256x10x64xbf16>) -> tensor<8x256x10x64xbf16>
    %23 = stablehlo.dot_general %18, %20, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x256x10x64xbf16>, tensor<8x256x10x64xbf16>) -> tensor<8x10x256x256xbf16>
    %cst_2 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %24 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<8x10x256x256xbf16>
    %25 = stablehlo.multiply %23, %24 : tensor<8x10x256x256xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %26 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %27 = call @tril(%26) : (tensor<256x256xi1>) -> tensor<256x256xi1>
    %cst_3 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %28 = call @_where_4(%27, %25, %cst_3) : (tensor<256x256xi1>, tensor<8x10x256x256xbf16>, tensor<bf16>) -> tensor<8x10x256x256xbf16>
    %29 = stablehlo.convert %28 : (tensor<8x10x256x256xbf16>) -> tensor<8x10x256x256xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_4) applies stablehlo.maximum across dimensions = [3] : (tensor<8x10x256x256xf32>, tensor<f32>) -> tensor<8x10x256xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x10x256xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<8x10x256xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<8x10x256xf32>) -> tensor<8x10x256x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<8x10x256x1xf32>) -> tensor<8x10x256x256xf32>
    %35 = stablehlo.subtract %29, %34 : tensor<8x10x256x256xf32>
    %36 = stablehlo.exponential %35 : tensor<8x10x256x256xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_6) applies stablehlo.add across dimensions = [3] : (tensor<8x10x256x256xf32>, tensor<f32>) -> tensor<8x10x256xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<8x10x256xf32>) -> tensor<8x10x256x1xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<8x10x256x1xf32>) -> tensor<8x10x256x256xf32>
    %40 = stablehlo.divide %36, %39 : tensor<8x10x256x256xf32>
    %41 = stablehlo.convert %40 : (tensor<8x10x256x256xf32>) -> tensor<8x10x256x256xbf16>
    %42 = stablehlo.dot_general %22, %41, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x256x10x64xbf16>, tensor<8x10x256x256xbf16>) -> tensor<8x10x64x256xbf16>
    %43 = stablehlo.transpose %42, dims = [0, 3, 1, 2] : (tensor<8x10x64x256xbf16>) -> tensor<8x256x10x64xbf16>
    %44 = stablehlo.dot_general %43, %arg5, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x10x64xbf16>, tensor<10x64x640xbf16>) -> tensor<8x256x640xbf16>
    %45 = stablehlo.add %arg0, %44 : tensor<8x256x640xbf16>
    %46 = stablehlo.convert %45 : (tensor<8x256x640xbf16>) -> tensor<8x256x640xf32>
    %47 = chlo.square %46 : tensor<8x256x640xf32> -> tensor<8x256x640xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<8x256x640xf32>, tensor<f32>) -> tensor<8x256xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_8 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %51 = stablehlo.divide %49, %50 : tensor<8x256x1xf32>
    %cst_9 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %53 = stablehlo.add %51, %52 : tensor<8x256x1xf32>
    %54 = stablehlo.rsqrt %53 : tensor<8x256x1xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x640xf32>
    %56 = stablehlo.multiply %46, %55 : tensor<8x256x640xf32>
    %57 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<8x256x640xf32>
    %59 = stablehlo.multiply %56, %58 : tensor<8x256x640xf32>
    %60 = stablehlo.convert %59 : (tensor<8x256x640xf32>) -> tensor<8x256x640xbf16>
    %61 = stablehlo.dot_general %60, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x640xbf16>, tensor<640x2560xbf16>) -> tensor<8x256x2560xbf16>
    %62 = stablehlo.multiply %61, %61 : tensor<8x256x2560xbf16>
    %63 = stablehlo.multiply %62, %61 : tensor<8x256x2560xbf16>
    %cst_10 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %64 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<8x256x2560xbf16>
    %65 = stablehlo.multiply %64, %63 : tensor<8x256x2560xbf16>
    %66 = stablehlo.add %61, %65 : tensor<8x256x2560xbf16>
    %cst_11 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %67 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<8x256x2560xbf16>
    %68 = stablehlo.multiply %67, %66 : tensor<8x256x2560xbf16>
    %69 = stablehlo.tanh %68 : tensor<8x256x2560xbf16>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %70 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<8x256x2560xbf16>
    %71 = stablehlo.add %70, %69 : tensor<8x256x2560xbf16>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %72 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<8x256x2560xbf16>
    %73 = stablehlo.multiply %72, %71 : tensor<8x256x2560xbf16>
    %74 = stablehlo.multiply %61, %73 : tensor<8x256x2560xbf16>
    %75 = stablehlo.dot_general %74, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x2560xbf16>, tensor<2560x640xbf16>) -> tensor<8x256x640xbf16>
    %76 = stablehlo.add %45, %75 : tensor<8x256x640xbf16>
    return %76 : tensor<8x256x640xbf16>
  }
  func.func private @tril(%arg0: tensor<256x256xi1>) -> tensor<256x256xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %2 = stablehlo.add %0, %1 : tensor<256x256xi32>
    %3 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<256x256xi1>, tensor<256x256xi1>
    return %6 : tensor<256x256xi1>
  }
  func.func private @_where_4(%arg0: tensor<256x256xi1>, %arg1: tensor<8x10x256x256xbf16>, %arg2: tensor<bf16>) -> tensor<8x10x256x256xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<8x10x256x256xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<8x10x256x256xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x10x256x256xi1>, tensor<8x10x256x256xbf16>
    return %2 : tensor<8x10x256x256xbf16>
  }
}
