module @jit_int8_mlp_w8a8 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<4096xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<1024x4096xi8> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<4096xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg4: tensor<4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg5: tensor<4096x4096xi8> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg6: tensor<4096xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg7: tensor<4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg8: tensor<4096x4096xi8> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg9: tensor<1000xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg10: tensor<1000xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg11: tensor<4096x1000xi8> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg12: tensor<512x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<512x1000xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg12 : (tensor<512x1024xbf16>) -> tensor<512x1024xf32>
    %1 = stablehlo.abs %0 : tensor<512x1024xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<512x1024xf32>, tensor<f32>) -> tensor<512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_0 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %5 = stablehlo.maximum %3, %4 : tensor<512x1xf32>
    %cst_1 = stablehlo.constant dense<1.270000e+02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %7 = stablehlo.divide %5, %6 : tensor<512x1xf32>
    %8 = stablehlo.convert %arg12 : (tensor<512x1024xbf16>) -> tensor<512x1024xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x1024xf32>
    %10 = stablehlo.divide %8, %9 : tensor<512x1024xf32>
    %11 = call @round(%10) : (tensor<512x1024xf32>) -> tensor<512x1024xf32>
    %c = stablehlo.constant dense<-127> : tensor<i32>
    %c_2 = stablehlo.constant dense<127> : tensor<i32>
    %12 = call @clip(%11, %c, %c_2) : (tensor<512x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x1024xf32>
    %13 = stablehlo.convert %12 : (tensor<512x1024xf32>) -> tensor<512x1024xi8>
    %14 = stablehlo.dot_general %13, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x1024xi8>, tensor<1024x4096xi8>) -> tensor<512x4096xi32>
    %15 = stablehlo.convert %14 : (tensor<512x4096xi32>) -> tensor<512x4096xf32>
    %16 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x4096xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<512x4096xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<512x4096xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<512x4096xf32>
    %21 = stablehlo.convert %20 : (tensor<512x4096xf32>) -> tensor<512x4096xbf16>
    %22 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<4096xbf16>) -> tensor<1x4096xbf16>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x4096xbf16>) -> tensor<512x4096xbf16>
    %24 = stablehlo.add %21, %23 : tensor<512x4096xbf16>
    %25 = call @relu(%24) : (tensor<512x4096xbf16>) -> tensor<512x4096xbf16>
    %26 = stablehlo.convert %25 : (tensor<512x4096xbf16>) -> tensor<512x4096xf32>
    %27 = stablehlo.abs %26 : tensor<512x4096xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_3) applies stablehlo.maximum across dimensions = [1] : (tensor<512x4096xf32>, tensor<f32>) -> tensor<512xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %31 = stablehlo.maximum %29, %30 : tensor<512x1xf32>
    %cst_5 = stablehlo.constant dense<1.270000e+02> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %33 = stablehlo.divide %31, %32 : tensor<512x1xf32>
    %34 = stablehlo.convert %25 : (tensor<512x4096xbf16>) -> tensor<512x4096xf32>
    %35 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x4096xf32>
    %36 = stablehlo.divide %34, %35 : tensor<512x4096xf32>
    %37 = call @round_0(%36) : (tensor<512x4096xf32>) -> tensor<512x4096xf32>
    %c_6 = stablehlo.constant dense<-127> : tensor<i32>
    %c_7 = stablehlo.constant dense<127> : tensor<i32>
    %38 = call @clip_1(%37, %c_6, %c_7) : (tensor<512x4096xf32>, tensor<i32>, tensor<i32>) -> tensor<512x4096xf32>
    %39 = stablehlo.convert %38 : (tensor<512x4096xf32>) -> tensor<512x4096xi8>
    %40 = stablehlo.dot_general %39, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x4096xi8>, tensor<4096x4096xi8>) -> tensor<512x4096xi32>
    %41 = stablehlo.convert %40 : (tensor<512x4096xi32>) -> tensor<512x4096xf32>
    %42 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x4096xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<512x4096xf32>
    %44 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<512x4096xf32>
    %46 = stablehlo.multiply %43, %45 : tensor<512x4096xf32>
    %47 = stablehlo.convert %46 : (tensor<512x4096xf32>) -> tensor<512x4096xbf16>
    %48 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<4096xbf16>) -> tensor<1x4096xbf16>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<1x4096xbf16>) -> tensor<512x4096xbf16>
    %50 = stablehlo.add %47, %49 : tensor<512x4096xbf16>
    %51 = call @relu(%50) : (tensor<512x4096xbf16>) -> tensor<512x4096xbf16>
    %52 = stablehlo.convert %51 : (tensor<512x4096xbf16>) -> tensor<512x4096xf32>
    %53 = stablehlo.abs %52 : tensor<512x4096xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_8) applies stablehlo.maximum across dimensions = [1] : (tensor<512x4096xf32>, tensor<f32>) -> tensor<512xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_9 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %57 = stablehlo.maximum %55, %56 : tensor<512x1xf32>
    %cst_10 = stablehlo.constant dense<1.270000e+02> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %59 = stablehlo.divide %57, %58 : tensor<512x1xf32>
    %60 = stablehlo.convert %51 : (tensor<512x4096xbf16>) -> tensor<512x4096xf32>
    %61 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x4096xf32>
    %62 = stablehlo.divide %60, %61 : tensor<512x4096xf32>
    %63 = call @round_0(%62) : (tensor<512x4096xf32>) -> tensor<512x4096xf32>
    %c_11 = stablehlo.constant dense<-127> : tensor<i32>
    %c_12 = stablehlo.constant dense<127> : tensor<i32>
    %64 = call @clip_1(%63, %c_11, %c_12) : (tensor<512x4096xf32>, tensor<i32>, tensor<i32>) -> tensor<512x4096xf32>
    %65 = stablehlo.convert %64 : (tensor<512x4096xf32>) -> tensor<512x4096xi8>
    %66 = stablehlo.dot_general %65, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x4096xi8>, tensor<4096x4096xi8>) -> tensor<512x4096xi32>
    %67 = stablehlo.convert %66 : (tensor<512x4096xi32>) -> tensor<512x4096xf32>
    %68 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x4096xf32>
    %69 = stablehlo.multiply %67, %68 : tensor<512x4096xf32>
    %70 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<512x4096xf32>
    %72 = stablehlo.multiply %69, %71 : tensor<512x4096xf32>
    %73 = stablehlo.convert %72 : (tensor<512x4096xf32>) -> tensor<512x4096xbf16>
    %74 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<4096xbf16>) -> tensor<1x4096xbf16>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<1x4096xbf16>) -> tensor<512x4096xbf16>
    %76 = stablehlo.add %73, %75 : tensor<512x4096xbf16>
    %77 = call @relu(%76) : (tensor<512x4096xbf16>) -> tensor<512x4096xbf16>
    %78 = stablehlo.convert %77 : (tensor<512x4096xbf16>) -> tensor<512x4096xf32>
    %79 = stablehlo.abs %78 : tensor<512x4096xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_13) applies stablehlo.maximum across dimensions = [1] : (tensor<512x4096xf32>, tensor<f32>) -> tensor<512xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_14 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %83 = stablehlo.maximum %81, %82 : tensor<512x1xf32>
    %cst_15 = stablehlo.constant dense<1.270000e+02> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %85 = stablehlo.divide %83, %84 : tensor<512x1xf32>
    %86 = stablehlo.convert %77 : (tensor<512x4096xbf16>) -> tensor<512x4096xf32>
    %87 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x4096xf32>
    %88 = stablehlo.divide %86, %87 : tensor<512x4096xf32>
    %89 = call @round_0(%88) : (tensor<512x4096xf32>) -> tensor<512x4096xf32>
    %c_16 = stablehlo.constant dense<-127> : tensor<i32>
    %c_17 = stablehlo.constant dense<127> : tensor<i32>
    %90 = call @clip_1(%89, %c_16, %c_17) : (tensor<512x4096xf32>, tensor<i32>, tensor<i32>) -> tensor<512x4096xf32>
    %91 = stablehlo.convert %90 : (tensor<512x4096xf32>) -> tensor<512x4096xi8>
    %92 = stablehlo.dot_general %91, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x4096xi8>, tensor<4096x1000xi8>) -> tensor<512x1000xi32>
    %93 = stablehlo.convert %92 : (tensor<512x1000xi32>) -> tensor<512x1000xf32>
    %94 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x1000xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<512x1000xf32>
    %96 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<1000xf32>) -> tensor<1x1000xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1] : (tensor<1x1000xf32>) -> tensor<512x1000xf32>
    %98 = stablehlo.multiply %95, %97 : tensor<512x1000xf32>
    %99 = stablehlo.convert %98 : (tensor<512x1000xf32>) -> tensor<512x1000xbf16>
    %100 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<1000xbf16>) -> tensor<1x1000xbf16>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<1x1000xbf16>) -> tensor<512x1000xbf16>
    %102 = stablehlo.add %99, %101 : tensor<512x1000xbf16>
    return %102 : tensor<512x1000xbf16>
  }
  func.func private @round(%arg0: tensor<512x1024xf32>) -> tensor<512x1024xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<512x1024xf32>
    return %0 : tensor<512x1024xf32>
  }
  func.func private @clip(%arg0: tensor<512x1024xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<512x1024xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<512x1024xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<512x1024xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<512x1024xf32>
    return %5 : tensor<512x1024xf32>
  }
  func.func private @relu(%arg0: tensor<512x4096xbf16>) -> tensor<512x4096xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x4096xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<512x4096xbf16>
    return %1 : tensor<512x4096xbf16>
  }
  func.func private @round_0(%arg0: tensor<512x4096xf32>) -> tensor<512x4096xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<512x4096xf32>
    return %0 : tensor<512x4096xf32>
  }
  func.func private @clip_1(%arg0: tensor<512x4096xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<512x4096xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512x4096xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<512x4096xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<512x4096xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<512x4096xf32>
    return %5 : tensor<512x4096xf32>
  }
}
