module @jit_local_attention_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<8x128x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg1: tensor<1024x3x8x128xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg2: tensor<4x2048x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}) -> (tensor<8x128x1024xbf16> {jax.result_info = "result['wo']"}, tensor<1024x3x8x128xbf16> {jax.result_info = "result['wqkv']"}) {
    %0 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x3x8x128xbf16>, tensor<4x2048x1024xbf16>) -> tensor<3x8x128x4x2048xbf16>
    %1 = stablehlo.transpose %0, dims = [0, 3, 4, 1, 2] : (tensor<3x8x128x4x2048xbf16>) -> tensor<3x4x2048x8x128xbf16>
    %2 = stablehlo.slice %1 [0:1, 0:4, 0:2048, 0:8, 0:128] : (tensor<3x4x2048x8x128xbf16>) -> tensor<1x4x2048x8x128xbf16>
    %3 = stablehlo.reshape %2 : (tensor<1x4x2048x8x128xbf16>) -> tensor<4x2048x8x128xbf16>
    %4 = stablehlo.slice %1 [1:2, 0:4, 0:2048, 0:8, 0:128] : (tensor<3x4x2048x8x128xbf16>) -> tensor<1x4x2048x8x128xbf16>
    %5 = stablehlo.reshape %4 : (tensor<1x4x2048x8x128xbf16>) -> tensor<4x2048x8x128xbf16>
    %6 = stablehlo.slice %1 [2:3, 0:4, 0:2048, 0:8, 0:128] : (tensor<3x4x2048x8x128xbf16>) -> tensor<1x4x2048x8x128xbf16>
    %7 = stablehlo.reshape %6 : (tensor<1x4x2048x8x128xbf16>) -> tensor<4x2048x8x128xbf16>
    %8 = stablehlo.reshape %3 : (tensor<4x2048x8x128xbf16>) -> tensor<4x8x256x8x128xbf16>
    %9 = stablehlo.reshape %5 : (tensor<4x2048x8x128xbf16>) -> tensor<4x8x256x8x128xbf16>
    %10 = stablehlo.reshape %7 : (tensor<4x2048x8x128xbf16>) -> tensor<4x8x256x8x128xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %11 = call @_pad(%9, %c) : (tensor<4x8x256x8x128xbf16>, tensor<i32>) -> tensor<4x9x256x8x128xbf16>
    %12 = stablehlo.slice %11 [0:4, 0:8, 0:256, 0:8, 0:128] : (tensor<4x9x256x8x128xbf16>) -> tensor<4x8x256x8x128xbf16>
    %13 = stablehlo.concatenate %12, %9, dim = 2 : (tensor<4x8x256x8x128xbf16>, tensor<4x8x256x8x128xbf16>) -> tensor<4x8x512x8x128xbf16>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %14 = call @_pad(%10, %c_0) : (tensor<4x8x256x8x128xbf16>, tensor<i32>) -> tensor<4x9x256x8x128xbf16>
    %15 = stablehlo.slice %14 [0:4, 0:8, 0:256, 0:8, 0:128] : (tensor<4x9x256x8x128xbf16>) -> tensor<4x8x256x8x128xbf16>
    %16 = stablehlo.concatenate %15, %10, dim = 2 : (tensor<4x8x256x8x128xbf16>, tensor<4x8x256x8x128xbf16>) -> tensor<4x8x512x8x128xbf16>
    %17 = stablehlo.dot_general %8, %13, batching_dims = [0, 1, 3] x [0, 1, 3], contracting_dims = [4] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x8x256x8x128xbf16>, tensor<4x8x512x8x128xbf16>) -> tensor<4x8x8x256x512xbf16>
    %cst = stablehlo.constant dense<8.837890e-02> : tensor<bf16>
    %18 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x8x8x256x512xbf16>
    %19 = stablehlo.multiply %17, %18 : tensor<4x8x8x256x512xbf16>
    %20 = stablehlo.iota dim = 0 : tensor<256xi32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %c_1 = stablehlo.constant dense<256> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %23 = stablehlo.add %21, %22 : tensor<256x1xi32>
    %24 = stablehlo.iota dim = 0 : tensor<512xi32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1] : (tensor<512xi32>) -> tensor<1x512xi32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x512xi32>) -> tensor<256x512xi32>
    %27 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<256x1xi32>) -> tensor<256x512xi32>
    %28 = stablehlo.compare LE, %26, %27, SIGNED : (tensor<256x512xi32>, tensor<256x512xi32>) -> tensor<256x512xi1>
    %c_2 = stablehlo.constant dense<256> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %30 = stablehlo.subtract %23, %29 : tensor<256x1xi32>
    %31 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x512xi32>) -> tensor<256x512xi32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<256x1xi32>) -> tensor<256x512xi32>
    %33 = stablehlo.compare GT, %31, %32, SIGNED : (tensor<256x512xi32>, tensor<256x512xi32>) -> tensor<256x512xi1>
    %34 = stablehlo.and %28, %33 : tensor<256x512xi1>
    %cst_3 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %35:2 = call @_where(%34, %19, %cst_3) : (tensor<256x512xi1>, tensor<4x8x8x256x512xbf16>, tensor<bf16>) -> (tensor<4x8x8x256x512xbf16>, tensor<4x8x8x256x512xi1>)
    %36 = stablehlo.convert %35#0 : (tensor<4x8x8x256x512xbf16>) -> tensor<4x8x8x256x512xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_4) applies stablehlo.maximum across dimensions = [4] : (tensor<4x8x8x256x512xf32>, tensor<f32>) -> tensor<4x8x8x256xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x8x8x256xf32>
    %39 = stablehlo.maximum %38, %37 : tensor<4x8x8x256xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<4x8x8x256xf32>) -> tensor<4x8x8x256x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3, 4] : (tensor<4x8x8x256x1xf32>) -> tensor<4x8x8x256x512xf32>
    %42 = stablehlo.subtract %36, %41 : tensor<4x8x8x256x512xf32>
    %43 = stablehlo.exponential %42 : tensor<4x8x8x256x512xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_6) applies stablehlo.add across dimensions = [4] : (tensor<4x8x8x256x512xf32>, tensor<f32>) -> tensor<4x8x8x256xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<4x8x8x256xf32>) -> tensor<4x8x8x256x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3, 4] : (tensor<4x8x8x256x1xf32>) -> tensor<4x8x8x256x512xf32>
    %47 = stablehlo.divide %43, %46 : tensor<4x8x8x256x512xf32>
    %48 = stablehlo.multiply %45, %45 : tensor<4x8x8x256x1xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x8x8x256x1xf32>
    %50 = stablehlo.divide %49, %48 : tensor<4x8x8x256x1xf32>
    %51 = stablehlo.convert %47 : (tensor<4x8x8x256x512xf32>) -> tensor<4x8x8x256x512xbf16>
    %52 = stablehlo.dot_general %16, %51, batching_dims = [0, 1, 3] x [0, 1, 2], contracting_dims = [2] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x8x512x8x128xbf16>, tensor<4x8x8x256x512xbf16>) -> tensor<4x8x8x128x256xbf16>
    %53 = stablehlo.transpose %52, dims = [0, 1, 4, 2, 3] : (tensor<4x8x8x128x256xbf16>) -> tensor<4x8x256x8x128xbf16>
    %54 = stablehlo.reshape %53 : (tensor<4x8x256x8x128xbf16>) -> tensor<4x2048x8x128xbf16>
    %55 = stablehlo.dot_general %54, %arg0, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x8x128xbf16>, tensor<8x128x1024xbf16>) -> tensor<4x2048x1024xbf16>
    %56 = stablehlo.convert %55 : (tensor<4x2048x1024xbf16>) -> tensor<4x2048x1024xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x2048x1024xf32>
    %58 = stablehlo.multiply %57, %56 : tensor<4x2048x1024xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<0x4B000000> : tensor<f32>
    %59 = stablehlo.divide %cst_9, %cst_10 : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<4x2048x1024xf32>
    %61 = stablehlo.multiply %60, %58 : tensor<4x2048x1024xf32>
    %62 = stablehlo.convert %61 : (tensor<4x2048x1024xf32>) -> tensor<4x2048x1024xbf16>
    %63 = stablehlo.dot_general %62, %54, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x1024xbf16>, tensor<4x2048x8x128xbf16>) -> tensor<1024x8x128xbf16>
    %64 = stablehlo.transpose %63, dims = [1, 2, 0] : (tensor<1024x8x128xbf16>) -> tensor<8x128x1024xbf16>
    %65 = stablehlo.dot_general %62, %arg0, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x1024xbf16>, tensor<8x128x1024xbf16>) -> tensor<4x2048x8x128xbf16>
    %66 = stablehlo.reshape %65 : (tensor<4x2048x8x128xbf16>) -> tensor<4x8x256x8x128xbf16>
    %67 = stablehlo.transpose %66, dims = [0, 1, 3, 4, 2] : (tensor<4x8x256x8x128xbf16>) -> tensor<4x8x8x128x256xbf16>
    %68 = stablehlo.dot_general %67, %16, batching_dims = [0, 1, 2] x [0, 1, 3], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8x128x256xbf16>, tensor<4x8x512x8x128xbf16>) -> tensor<4x8x8x256x512xbf16>
    %69 = stablehlo.dot_general %67, %51, batching_dims = [0, 1, 2] x [0, 1, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8x128x256xbf16>, tensor<4x8x8x256x512xbf16>) -> tensor<4x8x8x128x512xbf16>
    %70 = stablehlo.transpose %69, dims = [0, 1, 4, 2, 3] : (tensor<4x8x8x128x512xbf16>) -> tensor<4x8x512x8x128xbf16>
    %71 = stablehlo.convert %68 : (tensor<4x8x8x256x512xbf16>) -> tensor<4x8x8x256x512xf32>
    %72 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3, 4] : (tensor<4x8x8x256x1xf32>) -> tensor<4x8x8x256x512xf32>
    %73 = stablehlo.multiply %71, %72 : tensor<4x8x8x256x512xf32>
    %74 = stablehlo.multiply %73, %43 : tensor<4x8x8x256x512xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_11) applies stablehlo.add across dimensions = [4] : (tensor<4x8x8x256x512xf32>, tensor<f32>) -> tensor<4x8x8x256xf32>
    %76 = stablehlo.reshape %75 : (tensor<4x8x8x256xf32>) -> tensor<4x8x8x256x1xf32>
    %77 = stablehlo.negate %76 : tensor<4x8x8x256x1xf32>
    %78 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3, 4] : (tensor<4x8x8x256x1xf32>) -> tensor<4x8x8x256x512xf32>
    %79 = stablehlo.divide %71, %78 : tensor<4x8x8x256x512xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%77 init: %cst_12) applies stablehlo.add across dimensions = [4] : (tensor<4x8x8x256x1xf32>, tensor<f32>) -> tensor<4x8x8x256xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<4x8x8x256xf32>) -> tensor<4x8x8x256x512xf32>
    %82 = stablehlo.add %79, %81 : tensor<4x8x8x256x512xf32>
    %83 = stablehlo.multiply %82, %43 : tensor<4x8x8x256x512xf32>
    %84 = stablehlo.convert %83 : (tensor<4x8x8x256x512xf32>) -> tensor<4x8x8x256x512xbf16>
    %85 = call @_where_0(%35#1, %84) : (tensor<4x8x8x256x512xi1>, tensor<4x8x8x256x512xbf16>) -> tensor<4x8x8x256x512xbf16>
    %cst_13 = stablehlo.constant dense<8.837890e-02> : tensor<bf16>
    %86 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<4x8x8x256x512xbf16>
    %87 = stablehlo.multiply %85, %86 : tensor<4x8x8x256x512xbf16>
    %88 = stablehlo.dot_general %87, %8, batching_dims = [0, 1, 2] x [0, 1, 3], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8x256x512xbf16>, tensor<4x8x256x8x128xbf16>) -> tensor<4x8x8x512x128xbf16>
    %89 = stablehlo.transpose %88, dims = [0, 1, 3, 2, 4] : (tensor<4x8x8x512x128xbf16>) -> tensor<4x8x512x8x128xbf16>
    %90 = stablehlo.dot_general %87, %13, batching_dims = [0, 1, 2] x [0, 1, 3], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x8x256x512xbf16>, tensor<4x8x512x8x128xbf16>) -> tensor<4x8x8x256x128xbf16>
    %91 = stablehlo.transpose %90, dims = [0, 1, 3, 2, 4] : (tensor<4x8x8x256x128xbf16>) -> tensor<4x8x256x8x128xbf16>
    %92 = stablehlo.slice %70 [0:4, 0:8, 0:256, 0:8, 0:128] : (tensor<4x8x512x8x128xbf16>) -> tensor<4x8x256x8x128xbf16>
    %93 = stablehlo.slice %70 [0:4, 0:8, 256:512, 0:8, 0:128] : (tensor<4x8x512x8x128xbf16>) -> tensor<4x8x256x8x128xbf16>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %94 = stablehlo.pad %92, %cst_14, low = [0, 0, 0, 0, 0], high = [0, 1, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<4x8x256x8x128xbf16>, tensor<bf16>) -> tensor<4x9x256x8x128xbf16>
    %95 = call @_pad_1(%94) : (tensor<4x9x256x8x128xbf16>) -> tensor<4x8x256x8x128xbf16>
    %96 = stablehlo.add %93, %95 : tensor<4x8x256x8x128xbf16>
    %97 = stablehlo.slice %89 [0:4, 0:8, 0:256, 0:8, 0:128] : (tensor<4x8x512x8x128xbf16>) -> tensor<4x8x256x8x128xbf16>
    %98 = stablehlo.slice %89 [0:4, 0:8, 256:512, 0:8, 0:128] : (tensor<4x8x512x8x128xbf16>) -> tensor<4x8x256x8x128xbf16>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %99 = stablehlo.pad %97, %cst_15, low = [0, 0, 0, 0, 0], high = [0, 1, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<4x8x256x8x128xbf16>, tensor<bf16>) -> tensor<4x9x256x8x128xbf16>
    %100 = call @_pad_1(%99) : (tensor<4x9x256x8x128xbf16>) -> tensor<4x8x256x8x128xbf16>
    %101 = stablehlo.add %98, %100 : tensor<4x8x256x8x128xbf16>
    %102 = stablehlo.reshape %96 : (tensor<4x8x256x8x128xbf16>) -> tensor<4x2048x8x128xbf16>
    %103 = stablehlo.reshape %101 : (tensor<4x8x256x8x128xbf16>) -> tensor<4x2048x8x128xbf16>
    %104 = stablehlo.reshape %91 : (tensor<4x8x256x8x128xbf16>) -> tensor<4x2048x8x128xbf16>
    %105 = stablehlo.broadcast_in_dim %102, dims = [1, 2, 3, 4] : (tensor<4x2048x8x128xbf16>) -> tensor<1x4x2048x8x128xbf16>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %106 = stablehlo.pad %105, %cst_16, low = [2, 0, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x2048x8x128xbf16>, tensor<bf16>) -> tensor<3x4x2048x8x128xbf16>
    %107 = stablehlo.broadcast_in_dim %103, dims = [1, 2, 3, 4] : (tensor<4x2048x8x128xbf16>) -> tensor<1x4x2048x8x128xbf16>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %108 = stablehlo.pad %107, %cst_17, low = [1, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x2048x8x128xbf16>, tensor<bf16>) -> tensor<3x4x2048x8x128xbf16>
    %109 = stablehlo.add %106, %108 : tensor<3x4x2048x8x128xbf16>
    %110 = stablehlo.broadcast_in_dim %104, dims = [1, 2, 3, 4] : (tensor<4x2048x8x128xbf16>) -> tensor<1x4x2048x8x128xbf16>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %111 = stablehlo.pad %110, %cst_18, low = [0, 0, 0, 0, 0], high = [2, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x2048x8x128xbf16>, tensor<bf16>) -> tensor<3x4x2048x8x128xbf16>
    %112 = stablehlo.add %109, %111 : tensor<3x4x2048x8x128xbf16>
    %113 = stablehlo.transpose %112, dims = [0, 3, 4, 1, 2] : (tensor<3x4x2048x8x128xbf16>) -> tensor<3x8x128x4x2048xbf16>
    %114 = stablehlo.dot_general %113, %arg2, contracting_dims = [3, 4] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x8x128x4x2048xbf16>, tensor<4x2048x1024xbf16>) -> tensor<3x8x128x1024xbf16>
    %115 = stablehlo.transpose %114, dims = [3, 0, 1, 2] : (tensor<3x8x128x1024xbf16>) -> tensor<1024x3x8x128xbf16>
    return %64, %115 : tensor<8x128x1024xbf16>, tensor<1024x3x8x128xbf16>
  }
  func.func private @_pad(%arg0: tensor<4x8x256x8x128xbf16>, %arg1: tensor<i32>) -> tensor<4x9x256x8x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<bf16>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<4x8x256x8x128xbf16>, tensor<bf16>) -> tensor<4x9x256x8x128xbf16>
    return %1 : tensor<4x9x256x8x128xbf16>
  }
  func.func private @_where(%arg0: tensor<256x512xi1>, %arg1: tensor<4x8x8x256x512xbf16>, %arg2: tensor<bf16>) -> (tensor<4x8x8x256x512xbf16>, tensor<4x8x8x256x512xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<256x512xi1>) -> tensor<4x8x8x256x512xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<4x8x8x256x512xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<4x8x8x256x512xi1>, tensor<4x8x8x256x512xbf16>
    return %2, %0 : tensor<4x8x8x256x512xbf16>, tensor<4x8x8x256x512xi1>
  }
  func.func private @_where_0(%arg0: tensor<4x8x8x256x512xi1>, %arg1: tensor<4x8x8x256x512xbf16>) -> tensor<4x8x8x256x512xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x8x8x256x512xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x8x8x256x512xi1>, tensor<4x8x8x256x512xbf16>
    return %1 : tensor<4x8x8x256x512xbf16>
  }
  func.func private @_pad_1(%arg0: tensor<4x9x256x8x128xbf16>) -> tensor<4x8x256x8x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.pad %arg0, %cst, low = [0, -1, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<4x9x256x8x128xbf16>, tensor<bf16>) -> tensor<4x8x256x8x128xbf16>
    %1 = stablehlo.slice %0 [0:4, 0:8, 0:256, 0:8, 0:128] : (tensor<4x8x256x8x128xbf16>) -> tensor<4x8x256x8x128xbf16>
    return %1 : tensor<4x8x256x8x128xbf16>
  }
}
