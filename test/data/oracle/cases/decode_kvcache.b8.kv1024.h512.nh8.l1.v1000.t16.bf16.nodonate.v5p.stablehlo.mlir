module @jit_decode_kvcache attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<512x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<2048x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg4: tensor<8x64x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg5: tensor<512x3x8x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg6: tensor<1000x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg7: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg8: tensor<1x2x8x1024x8x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}, {}, {}]>}, %arg9: tensor<8xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg10: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}) -> (tensor<1x2x8x1024x8x64xbf16> {jax.result_info = "result[0]"}, tensor<8xi32> {jax.result_info = "result[1]"}, tensor<8x16xi32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1:14 = stablehlo.while(%iterArg = %arg10, %iterArg_2 = %arg6, %iterArg_3 = %arg0, %iterArg_4 = %arg5, %iterArg_5 = %arg4, %iterArg_6 = %arg1, %iterArg_7 = %arg2, %iterArg_8 = %arg3, %iterArg_9 = %arg7, %iterArg_10 = %c_1, %iterArg_11 = %c_0, %iterArg_12 = %arg8, %iterArg_13 = %arg9, %iterArg_14 = %0) : tensor<i32>, tensor<1000x512xbf16>, tensor<512xf32>, tensor<512x3x8x64xbf16>, tensor<8x64x512xbf16>, tensor<512xf32>, tensor<512x2048xbf16>, tensor<2048x512xbf16>, tensor<512xf32>, tensor<i32>, tensor<i32>, tensor<1x2x8x1024x8x64xbf16>, tensor<8xi32>, tensor<8x16xi32>
    cond {
      %c_15 = stablehlo.constant dense<16> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_10, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2:4 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14) : (tensor<i32>, tensor<1000x512xbf16>, tensor<512xf32>, tensor<512x3x8x64xbf16>, tensor<8x64x512xbf16>, tensor<512xf32>, tensor<512x2048xbf16>, tensor<2048x512xbf16>, tensor<512xf32>, tensor<i32>, tensor<1x2x8x1024x8x64xbf16>, tensor<8xi32>, tensor<8x16xi32>) -> (tensor<i32>, tensor<1x2x8x1024x8x64xbf16>, tensor<8xi32>, tensor<8x16xi32>)
      %c_15 = stablehlo.constant dense<1> : tensor<i32>
      %3 = stablehlo.add %iterArg_10, %c_15 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %3, %2#0, %2#1, %2#2, %2#3 : tensor<i32>, tensor<1000x512xbf16>, tensor<512xf32>, tensor<512x3x8x64xbf16>, tensor<8x64x512xbf16>, tensor<512xf32>, tensor<512x2048xbf16>, tensor<2048x512xbf16>, tensor<512xf32>, tensor<i32>, tensor<i32>, tensor<1x2x8x1024x8x64xbf16>, tensor<8xi32>, tensor<8x16xi32>
    }
    return %1#11, %1#12, %1#13 : tensor<1x2x8x1024x8x64xbf16>, tensor<8xi32>, tensor<8x16xi32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<1000x512xbf16>, %arg2: tensor<512xf32>, %arg3: tensor<512x3x8x64xbf16>, %arg4: tensor<8x64x512xbf16>, %arg5: tensor<512xf32>, %arg6: tensor<512x2048xbf16>, %arg7: tensor<2048x512xbf16>, %arg8: tensor<512xf32>, %arg9: tensor<i32>, %arg10: tensor<1x2x8x1024x8x64xbf16>, %arg11: tensor<8xi32>, %arg12: tensor<8x16xi32>) -> (tensor<i32>, tensor<1x2x8x1024x8x64xbf16>, tensor<8xi32>, tensor<8x16xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg9, %c : tensor<i32>
    %1 = stablehlo.convert %arg9 : tensor<i32>
    %2 = stablehlo.add %arg0, %1 : tensor<i32>
    %3 = call @_take(%arg1, %arg11) : (tensor<1000x512xbf16>, tensor<8xi32>) -> tensor<8x512xbf16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<8x512xbf16>) -> tensor<8x1x512xbf16>
    %5 = stablehlo.convert %4 : (tensor<8x1x512xbf16>) -> tensor<8x1x512xf32>
    %6 = chlo.square %5 : tensor<8x1x512xf32> -> tensor<8x1x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x1x512xf32>, tensor<f32>) -> tensor<8x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x1x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %12 = stablehlo.add %10, %11 : tensor<8x1x1xf32>
    %13 = stablehlo.rsqrt %12 : tensor<8x1x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x512xf32>
    %15 = stablehlo.multiply %5, %14 : tensor<8x1x512xf32>
    %16 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x1x512xf32>
    %18 = stablehlo.multiply %15, %17 : tensor<8x1x512xf32>
    %19 = stablehlo.convert %18 : (tensor<8x1x512xf32>) -> tensor<8x1x512xbf16>
    %20 = stablehlo.dot_general %arg3, %19, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x3x8x64xbf16>, tensor<8x1x512xbf16>) -> tensor<3x8x64x8x1xbf16>
    %21 = stablehlo.transpose %20, dims = [0, 3, 4, 1, 2] : (tensor<3x8x64x8x1xbf16>) -> tensor<3x8x1x8x64xbf16>
    %22 = stablehlo.slice %21 [0:1, 0:8, 0:1, 0:8, 0:64] : (tensor<3x8x1x8x64xbf16>) -> tensor<1x8x1x8x64xbf16>
    %23 = stablehlo.reshape %22 : (tensor<1x8x1x8x64xbf16>) -> tensor<8x1x8x64xbf16>
    %24 = stablehlo.slice %21 [1:2, 0:8, 0:1, 0:8, 0:64] : (tensor<3x8x1x8x64xbf16>) -> tensor<1x8x1x8x64xbf16>
    %25 = stablehlo.reshape %24 : (tensor<1x8x1x8x64xbf16>) -> tensor<8x1x8x64xbf16>
    %26 = stablehlo.slice %21 [2:3, 0:8, 0:1, 0:8, 0:64] : (tensor<3x8x1x8x64xbf16>) -> tensor<1x8x1x8x64xbf16>
    %27 = stablehlo.reshape %26 : (tensor<1x8x1x8x64xbf16>) -> tensor<8x1x8x64xbf16>
    %28 = stablehlo.broadcast_in_dim %25, dims = [2, 3, 4, 5] : (tensor<8x1x8x64xbf16>) -> tensor<1x1x8x1x8x64xbf16>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.compare LT, %2, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<1024> : tensor<i32>
    %30 = stablehlo.add %2, %c_3 : tensor<i32>
    %31 = stablehlo.select %29, %30, %2 : tensor<i1>, tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.dynamic_update_slice %arg10, %28, %c_4, %c_5, %c_6, %31, %c_7, %c_8 : (tensor<1x2x8x1024x8x64xbf16>, tensor<1x1x8x1x8x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x1024x8x64xbf16>
    %33 = stablehlo.broadcast_in_dim %27, dims = [2, 3, 4, 5] : (tensor<8x1x8x64xbf16>) -> tensor<1x1x8x1x8x64xbf16>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %34 = stablehlo.compare LT, %2, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<1024> : tensor<i32>
    %35 = stablehlo.add %2, %c_10 : tensor<i32>
    %36 = stablehlo.select %34, %35, %2 : tensor<i1>, tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %37 = stablehlo.dynamic_update_slice %32, %33, %c_11, %c_12, %c_13, %36, %c_14, %c_15 : (tensor<1x2x8x1024x8x64xbf16>, tensor<1x1x8x1x8x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x1024x8x64xbf16>
    %38 = stablehlo.slice %37 [0:1, 0:1, 0:8, 0:1024, 0:8, 0:64] : (tensor<1x2x8x1024x8x64xbf16>) -> tensor<1x1x8x1024x8x64xbf16>
    %39 = stablehlo.reshape %38 : (tensor<1x1x8x1024x8x64xbf16>) -> tensor<8x1024x8x64xbf16>
    %40 = stablehlo.slice %37 [0:1, 1:2, 0:8, 0:1024, 0:8, 0:64] : (tensor<1x2x8x1024x8x64xbf16>) -> tensor<1x1x8x1024x8x64xbf16>
    %41 = stablehlo.reshape %40 : (tensor<1x1x8x1024x8x64xbf16>) -> tensor<8x1024x8x64xbf16>
    %42 = stablehlo.dot_general %23, %39, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x64xbf16>, tensor<8x1024x8x64xbf16>) -> tensor<8x8x1x1024xbf16>
    %cst_16 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %43 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<8x8x1x1024xbf16>
    %44 = stablehlo.multiply %42, %43 : tensor<8x8x1x1024xbf16>
    %45 = stablehlo.iota dim = 0 : tensor<1024xi32>
    %46 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %47 = stablehlo.compare LE, %45, %46, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %cst_17 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %48 = call @_where_0(%47, %44, %cst_17) : (tensor<1024xi1>, tensor<8x8x1x1024xbf16>, tensor<bf16>) -> tensor<8x8x1x1024xbf16>
    %49 = stablehlo.convert %48 : (tensor<8x8x1x1024xbf16>) -> tensor<8x8x1x1024xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_18) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x1x1024xf32>, tensor<f32>) -> tensor<8x8x1xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %52 = stablehlo.maximum %51, %50 : tensor<8x8x1xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x1x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<8x8x1x1xf32>) -> tensor<8x8x1x1024xf32>
    %55 = stablehlo.subtract %49, %54 : tensor<8x8x1x1024xf32>
    %56 = stablehlo.exponential %55 : tensor<8x8x1x1024xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<8x8x1x1024xf32>, tensor<f32>) -> tensor<8x8x1xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x1x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<8x8x1x1xf32>) -> tensor<8x8x1x1024xf32>
    %60 = stablehlo.divide %56, %59 : tensor<8x8x1x1024xf32>
    %61 = stablehlo.convert %60 : (tensor<8x8x1x1024xf32>) -> tensor<8x8x1x1024xbf16>
    %62 = stablehlo.dot_general %41, %61, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x8x64xbf16>, tensor<8x8x1x1024xbf16>) -> tensor<8x8x64x1xbf16>
    %63 = stablehlo.transpose %62, dims = [0, 3, 1, 2] : (tensor<8x8x64x1xbf16>) -> tensor<8x1x8x64xbf16>
    %64 = stablehlo.dot_general %63, %arg4, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x64xbf16>, tensor<8x64x512xbf16>) -> tensor<8x1x512xbf16>
    %65 = stablehlo.add %4, %64 : tensor<8x1x512xbf16>
    %66 = stablehlo.convert %65 : (tensor<8x1x512xbf16>) -> tensor<8x1x512xf32>
    %67 = chlo.square %66 : tensor<8x1x512xf32> -> tensor<8x1x512xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<8x1x512xf32>, tensor<f32>) -> tensor<8x1xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_22 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %71 = stablehlo.divide %69, %70 : tensor<8x1x1xf32>
    %cst_23 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %73 = stablehlo.add %71, %72 : tensor<8x1x1xf32>
    %74 = stablehlo.rsqrt %73 : tensor<8x1x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x512xf32>
    %76 = stablehlo.multiply %66, %75 : tensor<8x1x512xf32>
    %77 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x1x512xf32>
    %79 = stablehlo.multiply %76, %78 : tensor<8x1x512xf32>
    %80 = stablehlo.convert %79 : (tensor<8x1x512xf32>) -> tensor<8x1x512xbf16>
    %81 = stablehlo.dot_general %80, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x512xbf16>, tensor<512x2048xbf16>) -> tensor<8x1x2048xbf16>
    %82 = stablehlo.multiply %81, %81 : tensor<8x1x2048xbf16>
    %83 = stablehlo.multiply %82, %81 : tensor<8x1x2048xbf16>
    %cst_24 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %84 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<bf16>) -> tensor<8x1x2048xbf16>
    %85 = stablehlo.multiply %84, %83 : tensor<8x1x2048xbf16>
    %86 = stablehlo.add %81, %85 : tensor<8x1x2048xbf16>
    %cst_25 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %87 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<bf16>) -> tensor<8x1x2048xbf16>
    %88 = stablehlo.multiply %87, %86 : tensor<8x1x2048xbf16>
    %89 = stablehlo.tanh %88 : tensor<8x1x2048xbf16>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %90 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<bf16>) -> tensor<8x1x2048xbf16>
    %91 = stablehlo.add %90, %89 : tensor<8x1x2048xbf16>
    %cst_27 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %92 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<bf16>) -> tensor<8x1x2048xbf16>
    %93 = stablehlo.multiply %92, %91 : tensor<8x1x2048xbf16>
    %94 = stablehlo.multiply %81, %93 : tensor<8x1x2048xbf16>
    %95 = stablehlo.dot_general %94, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x2048xbf16>, tensor<2048x512xbf16>) -> tensor<8x1x512xbf16>
    %96 = stablehlo.add %65, %95 : tensor<8x1x512xbf16>
    %97 = stablehlo.convert %96 : (tensor<8x1x512xbf16>) -> tensor<8x1x512xf32>
    %98 = chlo.square %97 : tensor<8x1x512xf32> -> tensor<8x1x512xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x1x512xf32>, tensor<f32>) -> tensor<8x1xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_29 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %102 = stablehlo.divide %100, %101 : tensor<8x1x1xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %104 = stablehlo.add %102, %103 : tensor<8x1x1xf32>
    %105 = stablehlo.rsqrt %104 : tensor<8x1x1xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x512xf32>
    %107 = stablehlo.multiply %97, %106 : tensor<8x1x512xf32>
    %108 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x1x512xf32>
    %110 = stablehlo.multiply %107, %109 : tensor<8x1x512xf32>
    %111 = stablehlo.convert %110 : (tensor<8x1x512xf32>) -> tensor<8x1x512xbf16>
    %112 = stablehlo.dot_general %111, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x512xbf16>, tensor<1000x512xbf16>) -> tensor<8x1x1000xbf16>
    %113 = stablehlo.reshape %112 : (tensor<8x1x1000xbf16>) -> tensor<8x1000xbf16>
    %114 = call @argmax(%113) : (tensor<8x1000xbf16>) -> tensor<8xi32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %116 = stablehlo.compare LT, %arg9, %c_31, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %117 = stablehlo.convert %arg9 : tensor<i32>
    %c_32 = stablehlo.constant dense<16> : tensor<i32>
    %118 = stablehlo.add %117, %c_32 : tensor<i32>
    %119 = stablehlo.select %116, %118, %arg9 : tensor<i1>, tensor<i32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %120 = stablehlo.dynamic_update_slice %arg12, %115, %c_33, %119 : (tensor<8x16xi32>, tensor<8x1xi32>, tensor<i32>, tensor<i32>) -> tensor<8x16xi32>
    return %0, %37, %114, %120 : tensor<i32>, tensor<1x2x8x1024x8x64xbf16>, tensor<8xi32>, tensor<8x16xi32>
  }
  func.func private @_take(%arg0: tensor<1000x512xbf16>, %arg1: tensor<8xi32>) -> tensor<8x512xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<1000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_1 = stablehlo.constant dense<999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<8x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<8x1xi1>, tensor<i1>) -> tensor<8xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<1000x512xbf16>, tensor<8x1xi32>) -> tensor<8x512xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<8xi1>) -> tensor<8x512xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x512xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x512xi1>, tensor<8x512xbf16>
    return %16 : tensor<8x512xbf16>
  }
  func.func private @_where(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_where_0(%arg0: tensor<1024xi1>, %arg1: tensor<8x8x1x1024xbf16>, %arg2: tensor<bf16>) -> tensor<8x8x1x1024xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<1024xi1>) -> tensor<8x8x1x1024xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<8x8x1x1024xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x8x1x1024xi1>, tensor<8x8x1x1024xbf16>
    return %2 : tensor<8x8x1x1024xbf16>
  }
  func.func private @argmax(%arg0: tensor<8x1000xbf16>) -> tensor<8xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<8x1000xi32>
    %cst = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<8x1000xbf16>, tensor<8x1000xi32>, tensor<bf16>, tensor<i32>) -> (tensor<8xbf16>, tensor<8xi32>)
     reducer(%arg1: tensor<bf16>, %arg3: tensor<bf16>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<bf16>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<bf16>, tensor<i32>
    }
    return %1#1 : tensor<8xi32>
  }
}
