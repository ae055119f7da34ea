module @jit_decode_kvcache attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg4: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg5: tensor<256x3x4x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg6: tensor<256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg7: tensor<256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg8: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg9: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg10: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg11: tensor<256x3x4x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg12: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg13: tensor<256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg14: tensor<2x2x3x100x4x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}, {}, {}]>, tf.aliasing_output = 0 : i32}, %arg15: tensor<3xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg16: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}) -> (tensor<2x2x3x100x4x64xf32> {jax.result_info = "result[0]"}, tensor<3xi32> {jax.result_info = "result[1]"}, tensor<3x8xi32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x8xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1:20 = stablehlo.while(%iterArg = %arg16, %iterArg_2 = %arg12, %iterArg_3 = %arg0, %iterArg_4 = %arg5, %iterArg_5 = %arg4, %iterArg_6 = %arg1, %iterArg_7 = %arg2, %iterArg_8 = %arg3, %iterArg_9 = %arg6, %iterArg_10 = %arg11, %iterArg_11 = %arg10, %iterArg_12 = %arg7, %iterArg_13 = %arg8, %iterArg_14 = %arg9, %iterArg_15 = %arg13, %iterArg_16 = %c_1, %iterArg_17 = %c_0, %iterArg_18 = %arg14, %iterArg_19 = %arg15, %iterArg_20 = %0) : tensor<i32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256x3x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256x3x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<i32>, tensor<i32>, tensor<2x2x3x100x4x64xf32>, tensor<3xi32>, tensor<3x8xi32>
    cond {
      %c_21 = stablehlo.constant dense<8> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_16, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2:4 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20) : (tensor<i32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256x3x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256x3x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<i32>, tensor<2x2x3x100x4x64xf32>, tensor<3xi32>, tensor<3x8xi32>) -> (tensor<i32>, tensor<2x2x3x100x4x64xf32>, tensor<3xi32>, tensor<3x8xi32>)
      %c_21 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg_16, %c_21 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %3, %2#0, %2#1, %2#2, %2#3 : tensor<i32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256x3x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256x3x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<i32>, tensor<i32>, tensor<2x2x3x100x4x64xf32>, tensor<3xi32>, tensor<3x8xi32>
    }
    return %1#17, %1#18, %1#19 : tensor<2x2x3x100x4x64xf32>, tensor<3xi32>, tensor<3x8xi32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<512x256xf32>, %arg2: tensor<256xf32>, %arg3: tensor<256x3x4x64xf32>, %arg4: tensor<4x64x256xf32>, %arg5: tensor<256xf32>, %arg6: tensor<256x1024xf32>, %arg7: tensor<1024x256xf32>, %arg8: tensor<256xf32>, %arg9: tensor<256x3x4x64xf32>, %arg10: tensor<4x64x256xf32>, %arg11: tensor<256xf32>, %arg12: tensor<256x1024xf32>, %arg13: tensor<1024x256xf32>, %arg14: tensor<256xf32>, %arg15: tensor<i32>, %arg16: tensor<2x2x3x100x4x64xf32>, %arg17: tensor<3xi32>, %arg18: tensor<3x8xi32>) -> (tensor<i32>, tensor<2x2x3x100x4x64xf32>, tensor<3xi32>, tensor<3x8xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg15, %c : tensor<i32>
    %1 = stablehlo.convert %arg15 : tensor<i32>
    %2 = stablehlo.add %arg0, %1 : tensor<i32>
    %3 = call @_take(%arg1, %arg17) : (tensor<512x256xf32>, tensor<3xi32>) -> tensor<3x256xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<3x256xf32>) -> tensor<3x1x256xf32>
    %5 = chlo.square %4 : tensor<3x1x256xf32> -> tensor<3x1x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<3x1x256xf32>, tensor<f32>) -> tensor<3x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x1x1xf32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x1x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<3x1x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x1x1xf32>
    %11 = stablehlo.add %9, %10 : tensor<3x1x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<3x1x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<3x1x1xf32>) -> tensor<3x1x256xf32>
    %14 = stablehlo.multiply %4, %13 : tensor<3x1x256xf32>
    %15 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<3x1x256xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<3x1x256xf32>
    %18 = stablehlo.dot_general %arg3, %17, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x3x4x64xf32>, tensor<3x1x256xf32>) -> tensor<3x4x64x3x1xf32>
    %19 = stablehlo.transpose %18, dims = [0, 3, 4, 1, 2] : (tensor<3x4x64x3x1xf32>) -> tensor<3x3x1x4x64xf32>
    %20 = stablehlo.slice %19 [0:1, 0:3, 0:1, 0:4, 0:64] : (tensor<3x3x1x4x64xf32>) -> tensor<1x3x1x4x64xf32>
    %21 = stablehlo.reshape %20 : (tensor<1x3x1x4x64xf32>) -> tensor<3x1x4x64xf32>
    %22 = stablehlo.slice %19 [1:2, 0:3, 0:1, 0:4, 0:64] : (tensor<3x3x1x4x64xf32>) -> tensor<1x3x1x4x64xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x3x1x4x64xf32>) -> tensor<3x1x4x64xf32>
    %24 = stablehlo.slice %19 [2:3, 0:3, 0:1, 0:4, 0:64] : (tensor<3x3x1x4x64xf32>) -> tensor<1x3x1x4x64xf32>
    %25 = stablehlo.reshape %24 : (tensor<1x3x1x4x64xf32>) -> tensor<3x1x4x64xf32>
    %26 = stablehlo.broadcast_in_dim %23, dims = [2, 3, 4, 5] : (tensor<3x1x4x64xf32>) -> tensor<1x1x3x1x4x64xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.compare LT, %2, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<100> : tensor<i32>
    %28 = stablehlo.add %2, %c_3 : tensor<i32>
    %29 = stablehlo.select %27, %28, %2 : tensor<i1>, tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.dynamic_update_slice %arg16, %26, %c_4, %c_5, %c_6, %29, %c_7, %c_8 : (tensor<2x2x3x100x4x64xf32>, tensor<1x1x3x1x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3x100x4x64xf32>
    %31 = stablehlo.broadcast_in_dim %25, dims = [2, 3, 4, 5] : (tensor<3x1x4x64xf32>) -> tensor<1x1x3x1x4x64xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.compare LT, %2, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<100> : tensor<i32>
    %33 = stablehlo.add %2, %c_10 : tensor<i32>
    %34 = stablehlo.select %32, %33, %2 : tensor<i1>, tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.dynamic_update_slice %30, %31, %c_11, %c_12, %c_13, %34, %c_14, %c_15 : (tensor<2x2x3x100x4x64xf32>, tensor<1x1x3x1x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3x100x4x64xf32>
    %36 = stablehlo.slice %35 [0:1, 0:1, 0:3, 0:100, 0:4, 0:64] : (tensor<2x2x3x100x4x64xf32>) -> tensor<1x1x3x100x4x64xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x1x3x100x4x64xf32>) -> tensor<3x100x4x64xf32>
    %38 = stablehlo.slice %35 [0:1, 1:2, 0:3, 0:100, 0:4, 0:64] : (tensor<2x2x3x100x4x64xf32>) -> tensor<1x1x3x100x4x64xf32>
    %39 = stablehlo.reshape %38 : (tensor<1x1x3x100x4x64xf32>) -> tensor<3x100x4x64xf32>
    %40 = stablehlo.dot_general %21, %37, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<3x1x4x64xf32>, tensor<3x100x4x64xf32>) -> tensor<3x4x1x100xf32>
    %cst_16 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3x4x1x100xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<3x4x1x100xf32>
    %43 = stablehlo.iota dim = 0 : tensor<100xi32>
    %44 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<100xi32>
    %45 = stablehlo.compare LE, %43, %44, SIGNED : (tensor<100xi32>, tensor<100xi32>) -> tensor<100xi1>
    %cst_17 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %46 = call @_where_0(%45, %42, %cst_17) : (tensor<100xi1>, tensor<3x4x1x100xf32>, tensor<f32>) -> tensor<3x4x1x100xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_18) applies stablehlo.maximum across dimensions = [3] : (tensor<3x4x1x100xf32>, tensor<f32>) -> tensor<3x4x1xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3x4x1xf32>
    %49 = stablehlo.maximum %48, %47 : tensor<3x4x1xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<3x4x1xf32>) -> tensor<3x4x1x1xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<3x4x1x1xf32>) -> tensor<3x4x1x100xf32>
    %52 = stablehlo.subtract %46, %51 : tensor<3x4x1x100xf32>
    %53 = stablehlo.exponential %52 : tensor<3x4x1x100xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<3x4x1x100xf32>, tensor<f32>) -> tensor<3x4x1xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<3x4x1xf32>) -> tensor<3x4x1x1xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<3x4x1x1xf32>) -> tensor<3x4x1x100xf32>
    %57 = stablehlo.divide %53, %56 : tensor<3x4x1x100xf32>
    %58 = stablehlo.dot_general %39, %57, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<3x100x4x64xf32>, tensor<3x4x1x100xf32>) -> tensor<3x4x64x1xf32>
    %59 = stablehlo.transpose %58, dims = [0, 3, 1, 2] : (tensor<3x4x64x1xf32>) -> tensor<3x1x4x64xf32>
    %60 = stablehlo.dot_general %59, %arg4, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x1x4x64xf32>, tensor<4x64x256xf32>) -> tensor<3x1x256xf32>
    %61 = stablehlo.add %4, %60 : tensor<3x1x256xf32>
    %62 = chlo.square %61 : tensor<3x1x256xf32> -> tensor<3x1x256xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<3x1x256xf32>, tensor<f32>) -> tensor<3x1xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x1x1xf32>
    %cst_22 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x1x1xf32>
    %66 = stablehlo.divide %64, %65 : tensor<3x1x1xf32>
    %cst_23 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<3x1x1xf32>
    %68 = stablehlo.add %66, %67 : tensor<3x1x1xf32>
    %69 = stablehlo.rsqrt %68 : tensor<3x1x1xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<3x1x1xf32>) -> tensor<3x1x256xf32>
    %71 = stablehlo.multiply %61, %70 : tensor<3x1x256xf32>
    %72 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<3x1x256xf32>
    %74 = stablehlo.multiply %71, %73 : tensor<3x1x256xf32>
    %75 = stablehlo.dot_general %74, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x1x256xf32>, tensor<256x1024xf32>) -> tensor<3x1x1024xf32>
    %76 = stablehlo.multiply %75, %75 : tensor<3x1x1024xf32>
    %77 = stablehlo.multiply %76, %75 : tensor<3x1x1024xf32>
    %cst_24 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<3x1x1024xf32>
    %79 = stablehlo.multiply %78, %77 : tensor<3x1x1024xf32>
    %80 = stablehlo.add %75, %79 : tensor<3x1x1024xf32>
    %cst_25 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3x1x1024xf32>
    %82 = stablehlo.multiply %81, %80 : tensor<3x1x1024xf32>
    %83 = stablehlo.tanh %82 : tensor<3x1x1024xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3x1x1024xf32>
    %85 = stablehlo.add %84, %83 : tensor<3x1x1024xf32>
    %cst_27 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3x1x1024xf32>
    %87 = stablehlo.multiply %86, %85 : tensor<3x1x1024xf32>
    %88 = stablehlo.multiply %75, %87 : tensor<3x1x1024xf32>
    %89 = stablehlo.dot_general %88, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x1x1024xf32>, tensor<1024x256xf32>) -> tensor<3x1x256xf32>
    %90 = stablehlo.add %61, %89 : tensor<3x1x256xf32>
    %91 = chlo.square %90 : tensor<3x1x256xf32> -> tensor<3x1x256xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.reduce(%91 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<3x1x256xf32>, tensor<f32>) -> tensor<3x1xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x1x1xf32>
    %cst_29 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<3x1x1xf32>
    %95 = stablehlo.divide %93, %94 : tensor<3x1x1xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<3x1x1xf32>
    %97 = stablehlo.add %95, %96 : tensor<3x1x1xf32>
    %98 = stablehlo.rsqrt %97 : tensor<3x1x1xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<3x1x1xf32>) -> tensor<3x1x256xf32>
    %100 = stablehlo.multiply %90, %99 : tensor<3x1x256xf32>
    %101 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<3x1x256xf32>
    %103 = stablehlo.multiply %100, %102 : tensor<3x1x256xf32>
    %104 = stablehlo.dot_general %arg9, %103, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x3x4x64xf32>, tensor<3x1x256xf32>) -> tensor<3x4x64x3x1xf32>
    %105 = stablehlo.transpose %104, dims = [0, 3, 4, 1, 2] : (tensor<3x4x64x3x1xf32>) -> tensor<3x3x1x4x64xf32>
    %106 = stablehlo.slice %105 [0:1, 0:3, 0:1, 0:4, 0:64] : (tensor<3x3x1x4x64xf32>) -> tensor<1x3x1x4x64xf32>
    %107 = stablehlo.reshape %106 : (tensor<1x3x1x4x64xf32>) -> tensor<3x1x4x64xf32>
    %108 = stablehlo.slice %105 [1:2, 0:3, 0:1, 0:4, 0:64] : (tensor<3x3x1x4x64xf32>) -> tensor<1x3x1x4x64xf32>
    %109 = stablehlo.reshape %108 : (tensor<1x3x1x4x64xf32>) -> tensor<3x1x4x64xf32>
    %110 = stablehlo.slice %105 [2:3, 0:3, 0:1, 0:4, 0:64] : (tensor<3x3x1x4x64xf32>) -> tensor<1x3x1x4x64xf32>
    %111 = stablehlo.reshape %110 : (tensor<1x3x1x4x64xf32>) -> tensor<3x1x4x64xf32>
    %112 = stablehlo.broadcast_in_dim %109, dims = [2, 3, 4, 5] : (tensor<3x1x4x64xf32>) -> tensor<1x1x3x1x4x64xf32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %113 = stablehlo.compare LT, %2, %c_31, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_32 = stablehlo.constant dense<100> : tensor<i32>
    %114 = stablehlo.add %2, %c_32 : tensor<i32>
    %115 = stablehlo.select %113, %114, %2 : tensor<i1>, tensor<i32>
    %c_33 = stablehlo.constant dense<1> : tensor<i32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %116 = stablehlo.dynamic_update_slice %35, %112, %c_33, %c_34, %c_35, %115, %c_36, %c_37 : (tensor<2x2x3x100x4x64xf32>, tensor<1x1x3x1x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3x100x4x64xf32>
    %117 = stablehlo.broadcast_in_dim %111, dims = [2, 3, 4, 5] : (tensor<3x1x4x64xf32>) -> tensor<1x1x3x1x4x64xf32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %118 = stablehlo.compare LT, %2, %c_38, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_39 = stablehlo.constant dense<100> : tensor<i32>
    %119 = stablehlo.add %2, %c_39 : tensor<i32>
    %120 = stablehlo.select %118, %119, %2 : tensor<i1>, tensor<i32>
    %c_40 = stablehlo.constant dense<1> : tensor<i32>
    %c_41 = stablehlo.constant dense<1> : tensor<i32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %121 = stablehlo.dynamic_update_slice %116, %117, %c_40, %c_41, %c_42, %120, %c_43, %c_44 : (tensor<2x2x3x100x4x64xf32>, tensor<1x1x3x1x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x3x100x4x64xf32>
    %122 = stablehlo.slice %121 [1:2, 0:1, 0:3, 0:100, 0:4, 0:64] : (tensor<2x2x3x100x4x64xf32>) -> tensor<1x1x3x100x4x64xf32>
    %123 = stablehlo.reshape %122 : (tensor<1x1x3x100x4x64xf32>) -> tensor<3x100x4x64xf32>
    %124 = stablehlo.slice %121 [1:2, 1:2, 0:3, 0:100, 0:4, 0:64] : (tensor<2x2x3x100x4x64xf32>) -> tensor<1x1x3x100x4x64xf32>
    %125 = stablehlo.reshape %124 : (tensor<1x1x3x100x4x64xf32>) -> tensor<3x100x4x64xf32>
    %126 = stablehlo.dot_general %107, %123, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<3x1x4x64xf32>, tensor<3x100x4x64xf32>) -> tensor<3x4x1x100xf32>
    %cst_45 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<3x4x1x100xf32>
    %128 = stablehlo.multiply %126, %127 : tensor<3x4x1x100xf32>
    %129 = stablehlo.iota dim = 0 : tensor<100xi32>
    %130 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<100xi32>
    %131 = stablehlo.compare LE, %129, %130, SIGNED : (tensor<100xi32>, tensor<100xi32>) -> tensor<100xi1>
    %cst_46 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %132 = call @_where_0(%131, %128, %cst_46) : (tensor<100xi1>, tensor<3x4x1x100xf32>, tensor<f32>) -> tensor<3x4x1x100xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_47) applies stablehlo.maximum across dimensions = [3] : (tensor<3x4x1x100xf32>, tensor<f32>) -> tensor<3x4x1xf32>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<3x4x1xf32>
    %135 = stablehlo.maximum %134, %133 : tensor<3x4x1xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<3x4x1xf32>) -> tensor<3x4x1x1xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2, 3] : (tensor<3x4x1x1xf32>) -> tensor<3x4x1x100xf32>
    %138 = stablehlo.subtract %132, %137 : tensor<3x4x1x100xf32>
    %139 = stablehlo.exponential %138 : tensor<3x4x1x100xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_49) applies stablehlo.add across dimensions = [3] : (tensor<3x4x1x100xf32>, tensor<f32>) -> tensor<3x4x1xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<3x4x1xf32>) -> tensor<3x4x1x1xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2, 3] : (tensor<3x4x1x1xf32>) -> tensor<3x4x1x100xf32>
    %143 = stablehlo.divide %139, %142 : tensor<3x4x1x100xf32>
    %144 = stablehlo.dot_general %125, %143, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<3x100x4x64xf32>, tensor<3x4x1x100xf32>) -> tensor<3x4x64x1xf32>
    %145 = stablehlo.transpose %144, dims = [0, 3, 1, 2] : (tensor<3x4x64x1xf32>) -> tensor<3x1x4x64xf32>
    %146 = stablehlo.dot_general %145, %arg10, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x1x4x64xf32>, tensor<4x64x256xf32>) -> tensor<3x1x256xf32>
    %147 = stablehlo.add %90, %146 : tensor<3x1x256xf32>
    %148 = chlo.square %147 : tensor<3x1x256xf32> -> tensor<3x1x256xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.reduce(%148 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<3x1x256xf32>, tensor<f32>) -> tensor<3x1xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x1x1xf32>
    %cst_51 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<3x1x1xf32>
    %152 = stablehlo.divide %150, %151 : tensor<3x1x1xf32>
    %cst_52 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<3x1x1xf32>
    %154 = stablehlo.add %152, %153 : tensor<3x1x1xf32>
    %155 = stablehlo.rsqrt %154 : tensor<3x1x1xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<3x1x1xf32>) -> tensor<3x1x256xf32>
    %157 = stablehlo.multiply %147, %156 : tensor<3x1x256xf32>
    %158 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<3x1x256xf32>
    %160 = stablehlo.multiply %157, %159 : tensor<3x1x256xf32>
    %161 = stablehlo.dot_general %160, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x1x256xf32>, tensor<256x1024xf32>) -> tensor<3x1x1024xf32>
    %162 = stablehlo.multiply %161, %161 : tensor<3x1x1024xf32>
    %163 = stablehlo.multiply %162, %161 : tensor<3x1x1024xf32>
    %cst_53 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<3x1x1024xf32>
    %165 = stablehlo.multiply %164, %163 : tensor<3x1x1024xf32>
    %166 = stablehlo.add %161, %165 : tensor<3x1x1024xf32>
    %cst_54 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<3x1x1024xf32>
    %168 = stablehlo.multiply %167, %166 : tensor<3x1x1024xf32>
    %169 = stablehlo.tanh %168 : tensor<3x1x1024xf32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<3x1x1024xf32>
    %171 = stablehlo.add %170, %169 : tensor<3x1x1024xf32>
    %cst_56 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<3x1x1024xf32>
    %173 = stablehlo.multiply %172, %171 : tensor<3x1x1024xf32>
    %174 = stablehlo.multiply %161, %173 : tensor<3x1x1024xf32>
    %175 = stablehlo.dot_general %174, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x1x1024xf32>, tensor<1024x256xf32>) -> tensor<3x1x256xf32>
    %176 = stablehlo.add %147, %175 : tensor<3x1x256xf32>
    %177 = chlo.square %176 : tensor<3x1x256xf32> -> tensor<3x1x256xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%177 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<3x1x256xf32>, tensor<f32>) -> tensor<3x1xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x1x1xf32>
    %cst_58 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<3x1x1xf32>
    %181 = stablehlo.divide %179, %180 : tensor<3x1x1xf32>
    %cst_59 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<3x1x1xf32>
    %183 = stablehlo.add %181, %182 : tensor<3x1x1xf32>
    %184 = stablehlo.rsqrt %183 : tensor<3x1x1xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<3x1x1xf32>) -> tensor<3x1x256xf32>
    %186 = stablehlo.multiply %176, %185 : tensor<3x1x256xf32>
    %187 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<3x1x256xf32>
    %189 = stablehlo.multiply %186, %188 : tensor<3x1x256xf32>
    %190 = stablehlo.dot_general %189, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x1x256xf32>, tensor<512x256xf32>) -> tensor<3x1x512xf32>
    %191 = stablehlo.reshape %190 : (tensor<3x1x512xf32>) -> tensor<3x512xf32>
    %192 = call @argmax(%191) : (tensor<3x512xf32>) -> tensor<3xi32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %c_60 = stablehlo.constant dense<0> : tensor<i32>
    %194 = stablehlo.compare LT, %arg15, %c_60, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %195 = stablehlo.convert %arg15 : tensor<i32>
    %c_61 = stablehlo.constant dense<8> : tensor<i32>
    %196 = stablehlo.add %195, %c_61 : tensor<i32>
    %197 = stablehlo.select %194, %196, %arg15 : tensor<i1>, tensor<i32>
    %c_62 = stablehlo.constant dense<0> : tensor<i32>
    %198 = stablehlo.dynamic_update_slice %arg18, %193, %c_62, %197 : (tensor<3x8xi32>, tensor<3x1xi32>, tensor<i32>, tensor<i32>) -> tensor<3x8xi32>
    return %0, %121, %192, %198 : tensor<i32>, tensor<2x2x3x100x4x64xf32>, tensor<3xi32>, tensor<3x8xi32>
  }
  func.func private @_take(%arg0: tensor<512x256xf32>, %arg1: tensor<3xi32>) -> tensor<3x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<3x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<512x256xf32>, tensor<3x1xi32>) -> tensor<3x256xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<3xi1>) -> tensor<3x256xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x256xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<3x256xi1>, tensor<3x256xf32>
    return %16 : tensor<3x256xf32>
  }
  func.func private @_where(%arg0: tensor<3xi1>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> tensor<3xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3xi1>, tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @_where_0(%arg0: tensor<100xi1>, %arg1: tensor<3x4x1x100xf32>, %arg2: tensor<f32>) -> tensor<3x4x1x100xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<100xi1>) -> tensor<3x4x1x100xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<3x4x1x100xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<3x4x1x100xi1>, tensor<3x4x1x100xf32>
    return %2 : tensor<3x4x1x100xf32>
  }
  func.func private @argmax(%arg0: tensor<3x512xf32>) -> tensor<3xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<3x512xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<3x512xf32>, tensor<3x512xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<3xi32>
  }
}
