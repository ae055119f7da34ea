module @jit_ssm_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<256x16xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<256x4096xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<256x4096xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg4: tensor<256x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg5: tensor<256x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg6: tensor<256x16xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg7: tensor<256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg8: tensor<256x4096xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg9: tensor<256x4096xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg10: tensor<256x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg11: tensor<256x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg12: tensor<4x512x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}) -> (tensor<256x16xf32> {jax.result_info = "result[0]['c']"}, tensor<256xf32> {jax.result_info = "result[0]['norm']"}, tensor<256x4096xbf16> {jax.result_info = "result[0]['w_a']"}, tensor<256x4096xbf16> {jax.result_info = "result[0]['w_b']"}, tensor<256x256xbf16> {jax.result_info = "result[0]['w_in']"}, tensor<256x256xbf16> {jax.result_info = "result[0]['w_out']"}, tensor<256x16xf32> {jax.result_info = "result[1]['c']"}, tensor<256xf32> {jax.result_info = "result[1]['norm']"}, tensor<256x4096xbf16> {jax.result_info = "result[1]['w_a']"}, tensor<256x4096xbf16> {jax.result_info = "result[1]['w_b']"}, tensor<256x256xbf16> {jax.result_info = "result[1]['w_in']"}, tensor<256x256xbf16> {jax.result_info = "result[1]['w_out']"}) {
    %0 = stablehlo.convert %arg12 : (tensor<4x512x256xbf16>) -> tensor<4x512x256xf32>
    %1 = chlo.square %0 : tensor<4x512x256xf32> -> tensor<4x512x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x512x256xf32>, tensor<f32>) -> tensor<4x512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<4x512x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<4x512x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<4x512x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x256xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<4x512x256xf32>
    %11 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<4x512x256xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<4x512x256xf32>
    %14 = stablehlo.convert %13 : (tensor<4x512x256xf32>) -> tensor<4x512x256xbf16>
    %15 = stablehlo.dot_general %14, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x256xbf16>, tensor<256x256xbf16>) -> tensor<4x512x256xbf16>
    %16 = stablehlo.convert %15 : (tensor<4x512x256xbf16>) -> tensor<4x512x256xf32>
    %17 = stablehlo.dot_general %14, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x256xbf16>, tensor<256x4096xbf16>) -> tensor<4x512x4096xbf16>
    %18 = stablehlo.convert %17 : (tensor<4x512x4096xbf16>) -> tensor<4x512x4096xf32>
    %19 = stablehlo.negate %18 : tensor<4x512x4096xf32>
    %20 = stablehlo.exponential %19 : tensor<4x512x4096xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x512x4096xf32>
    %22 = stablehlo.add %21, %20 : tensor<4x512x4096xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x512x4096xf32>
    %24 = stablehlo.divide %23, %22 : tensor<4x512x4096xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x512x4096xf32>
    %26 = stablehlo.subtract %25, %24 : tensor<4x512x4096xf32>
    %27 = stablehlo.multiply %24, %26 : tensor<4x512x4096xf32>
    %28 = stablehlo.reshape %24 : (tensor<4x512x4096xf32>) -> tensor<4x512x256x16xf32>
    %29 = stablehlo.dot_general %14, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x256xbf16>, tensor<256x4096xbf16>) -> tensor<4x512x4096xbf16>
    %30 = stablehlo.convert %29 : (tensor<4x512x4096xbf16>) -> tensor<4x512x4096xf32>
    %31 = stablehlo.reshape %30 : (tensor<4x512x4096xf32>) -> tensor<4x512x256x16xf32>
    %32 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<4x512x256xf32>) -> tensor<4x512x256x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<4x512x256x1xf32>) -> tensor<4x512x256x16xf32>
    %34 = stablehlo.multiply %31, %33 : tensor<4x512x256x16xf32>
    %35 = stablehlo.slice %28 [0:4, 0:511:2, 0:256, 0:16] : (tensor<4x512x256x16xf32>) -> tensor<4x256x256x16xf32>
    %36 = stablehlo.slice %34 [0:4, 0:511:2, 0:256, 0:16] : (tensor<4x512x256x16xf32>) -> tensor<4x256x256x16xf32>
    %37 = stablehlo.slice %28 [0:4, 1:512:2, 0:256, 0:16] : (tensor<4x512x256x16xf32>) -> tensor<4x256x256x16xf32>
    %38 = stablehlo.slice %34 [0:4, 1:512:2, 0:256, 0:16] : (tensor<4x512x256x16xf32>) -> tensor<4x256x256x16xf32>
    %39 = stablehlo.multiply %35, %37 : tensor<4x256x256x16xf32>
    %40 = stablehlo.multiply %37, %36 : tensor<4x256x256x16xf32>
    %41 = stablehlo.add %40, %38 : tensor<4x256x256x16xf32>
    %42 = stablehlo.slice %39 [0:4, 0:255:2, 0:256, 0:16] : (tensor<4x256x256x16xf32>) -> tensor<4x128x256x16xf32>
    %43 = stablehlo.slice %41 [0:4, 0:255:2, 0:256, 0:16] : (tensor<4x256x256x16xf32>) -> tensor<4x128x256x16xf32>
    %44 = stablehlo.slice %39 [0:4, 1:256:2, 0:256, 0:16] : (tensor<4x256x256x16xf32>) -> tensor<4x128x256x16xf32>
    %45 = stablehlo.slice %41 [0:4, 1:256:2, 0:256, 0:16] : (tensor<4x256x256x16xf32>) -> tensor<4x128x256x16xf32>
    %46 = stablehlo.multiply %42, %44 : tensor<4x128x256x16xf32>
    %47 = stablehlo.multiply %44, %43 : tensor<4x128x256x16xf32>
    %48 = stablehlo.add %47, %45 : tensor<4x128x256x16xf32>
    %49 = stablehlo.slice %46 [0:4, 0:127:2, 0:256, 0:16] : (tensor<4x128x256x16xf32>) -> tensor<4x64x256x16xf32>
    %50 = stablehlo.slice %48 [0:4, 0:127:2, 0:256, 0:16] : (tensor<4x128x256x16xf32>) -> tensor<4x64x256x16xf32>
    %51 = stablehlo.slice %46 [0:4, 1:128:2, 0:256, 0:16] : (tensor<4x128x256x16xf32>) -> tensor<4x64x256x16xf32>
    %52 = stablehlo.slice %48 [0:4, 1:128:2, 0:256, 0:16] : (tensor<4x128x256x16xf32>) -> tensor<4x64x256x16xf32>
    %53 = stablehlo.multiply %49, %51 : tensor<4x64x256x16xf32>
    %54 = stablehlo.multiply %51, %50 : tensor<4x64x256x16xf32>
    %55 = stablehlo.add %54, %52 : tensor<4x64x256x16xf32>
    %56 = stablehlo.slice %53 [0:4, 0:63:2, 0:256, 0:16] : (tensor<4x64x256x16xf32>) -> tensor<4x32x256x16xf32>
    %57 = stablehlo.slice %55 [0:4, 0:63:2, 0:256, 0:16] : (tensor<4x64x256x16xf32>) -> tensor<4x32x256x16xf32>
    %58 = stablehlo.slice %53 [0:4, 1:64:2, 0:256, 0:16] : (tensor<4x64x256x16xf32>) -> tensor<4x32x256x16xf32>
    %59 = stablehlo.slice %55 [0:4, 1:64:2, 0:256, 0:16] : (tensor<4x64x256x16xf32>) -> tensor<4x32x256x16xf32>
    %60 = stablehlo.multiply %56, %58 : tensor<4x32x256x16xf32>
    %61 = stablehlo.multiply %58, %57 : tensor<4x32x256x16xf32>
    %62 = stablehlo.add %61, %59 : tensor<4x32x256x16xf32>
    %63 = stablehlo.slice %60 [0:4, 0:31:2, 0:256, 0:16] : (tensor<4x32x256x16xf32>) -> tensor<4x16x256x16xf32>
    %64 = stablehlo.slice %62 [0:4, 0:31:2, 0:256, 0:16] : (tensor<4x32x256x16xf32>) -> tensor<4x16x256x16xf32>
    %65 = stablehlo.slice %60 [0:4, 1:32:2, 0:256, 0:16] : (tensor<4x32x256x16xf32>) -> tensor<4x16x256x16xf32>
    %66 = stablehlo.slice %62 [0:4, 1:32:2, 0:256, 0:16] : (tensor<4x32x256x16xf32>) -> tensor<4x16x256x16xf32>
    %67 = stablehlo.multiply %63, %65 : tensor<4x16x256x16xf32>
    %68 = stablehlo.multiply %65, %64 : tensor<4x16x256x16xf32>
    %69 = stablehlo.add %68, %66 : tensor<4x16x256x16xf32>
    %70 = stablehlo.slice %67 [0:4, 0:15:2, 0:256, 0:16] : (tensor<4x16x256x16xf32>) -> tensor<4x8x256x16xf32>
    %71 = stablehlo.slice %69 [0:4, 0:15:2, 0:256, 0:16] : (tensor<4x16x256x16xf32>) -> tensor<4x8x256x16xf32>
    %72 = stablehlo.slice %67 [0:4, 1:16:2, 0:256, 0:16] : (tensor<4x16x256x16xf32>) -> tensor<4x8x256x16xf32>
    %73 = stablehlo.slice %69 [0:4, 1:16:2, 0:256, 0:16] : (tensor<4x16x256x16xf32>) -> tensor<4x8x256x16xf32>
    %74 = stablehlo.multiply %70, %72 : tensor<4x8x256x16xf32>
    %75 = stablehlo.multiply %72, %71 : tensor<4x8x256x16xf32>
    %76 = stablehlo.add %75, %73 : tensor<4x8x256x16xf32>
    %77 = stablehlo.slice %74 [0:4, 0:7:2, 0:256, 0:16] : (tensor<4x8x256x16xf32>) -> tensor<4x4x256x16xf32>
    %78 = stablehlo.slice %76 [0:4, 0:7:2, 0:256, 0:16] : (tensor<4x8x256x16xf32>) -> tensor<4x4x256x16xf32>
    %79 = stablehlo.slice %74 [0:4, 1:8:2, 0:256, 0:16] : (tensor<4x8x256x16xf32>) -> tensor<4x4x256x16xf32>
    %80 = stablehlo.slice %76 [0:4, 1:8:2, 0:256, 0:16] : (tensor<4x8x256x16xf32>) -> tensor<4x4x256x16xf32>
    %81 = stablehlo.multiply %77, %79 : tensor<4x4x256x16xf32>
    %82 = stablehlo.multiply %79, %78 : tensor<4x4x256x16xf32>
    %83 = stablehlo.add %82, %80 : tensor<4x4x256x16xf32>
    %84 = stablehlo.slice %81 [0:4, 0:3:2, 0:256, 0:16] : (tensor<4x4x256x16xf32>) -> tensor<4x2x256x16xf32>
    %85 = stablehlo.slice %83 [0:4, 0:3:2, 0:256, 0:16] : (tensor<4x4x256x16xf32>) -> tensor<4x2x256x16xf32>
    %86 = stablehlo.slice %81 [0:4, 1:4:2, 0:256, 0:16] : (tensor<4x4x256x16xf32>) -> tensor<4x2x256x16xf32>
    %87 = stablehlo.slice %83 [0:4, 1:4:2, 0:256, 0:16] : (tensor<4x4x256x16xf32>) -> tensor<4x2x256x16xf32>
    %88 = stablehlo.multiply %84, %86 : tensor<4x2x256x16xf32>
    %89 = stablehlo.multiply %86, %85 : tensor<4x2x256x16xf32>
    %90 = stablehlo.add %89, %87 : tensor<4x2x256x16xf32>
    %91 = stablehlo.slice %90 [0:4, 0:1:2, 0:256, 0:16] : (tensor<4x2x256x16xf32>) -> tensor<4x1x256x16xf32>
    %92 = stablehlo.slice %88 [0:4, 1:2:2, 0:256, 0:16] : (tensor<4x2x256x16xf32>) -> tensor<4x1x256x16xf32>
    %93 = stablehlo.slice %90 [0:4, 1:2:2, 0:256, 0:16] : (tensor<4x2x256x16xf32>) -> tensor<4x1x256x16xf32>
    %94 = stablehlo.multiply %92, %91 : tensor<4x1x256x16xf32>
    %95 = stablehlo.add %94, %93 : tensor<4x1x256x16xf32>
    %96 = stablehlo.slice %95 [0:4, 0:0, 0:256, 0:16] : (tensor<4x1x256x16xf32>) -> tensor<4x0x256x16xf32>
    %97 = stablehlo.slice %88 [0:4, 2:2:2, 0:256, 0:16] : (tensor<4x2x256x16xf32>) -> tensor<4x0x256x16xf32>
    %98 = stablehlo.slice %90 [0:4, 2:2:2, 0:256, 0:16] : (tensor<4x2x256x16xf32>) -> tensor<4x0x256x16xf32>
    %99 = stablehlo.multiply %97, %96 : tensor<4x0x256x16xf32>
    %100 = stablehlo.add %99, %98 : tensor<4x0x256x16xf32>
    %101 = stablehlo.slice %90 [0:4, 0:1, 0:256, 0:16] : (tensor<4x2x256x16xf32>) -> tensor<4x1x256x16xf32>
    %102 = stablehlo.concatenate %101, %100, dim = 1 : (tensor<4x1x256x16xf32>, tensor<4x0x256x16xf32>) -> tensor<4x1x256x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.pad %102, %cst_5, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x2x256x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.pad %95, %cst_6, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x2x256x16xf32>
    %105 = stablehlo.add %103, %104 : tensor<4x2x256x16xf32>
    %106 = stablehlo.slice %105 [0:4, 0:1, 0:256, 0:16] : (tensor<4x2x256x16xf32>) -> tensor<4x1x256x16xf32>
    %107 = stablehlo.slice %81 [0:4, 2:4:2, 0:256, 0:16] : (tensor<4x4x256x16xf32>) -> tensor<4x1x256x16xf32>
    %108 = stablehlo.slice %83 [0:4, 2:4:2, 0:256, 0:16] : (tensor<4x4x256x16xf32>) -> tensor<4x1x256x16xf32>
    %109 = stablehlo.multiply %107, %106 : tensor<4x1x256x16xf32>
    %110 = stablehlo.add %109, %108 : tensor<4x1x256x16xf32>
    %111 = stablehlo.slice %83 [0:4, 0:1, 0:256, 0:16] : (tensor<4x4x256x16xf32>) -> tensor<4x1x256x16xf32>
    %112 = stablehlo.concatenate %111, %110, dim = 1 : (tensor<4x1x256x16xf32>, tensor<4x1x256x16xf32>) -> tensor<4x2x256x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.pad %112, %cst_7, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x2x256x16xf32>, tensor<f32>) -> tensor<4x4x256x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.pad %105, %cst_8, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x2x256x16xf32>, tensor<f32>) -> tensor<4x4x256x16xf32>
    %115 = stablehlo.add %113, %114 : tensor<4x4x256x16xf32>
    %116 = stablehlo.slice %115 [0:4, 0:3, 0:256, 0:16] : (tensor<4x4x256x16xf32>) -> tensor<4x3x256x16xf32>
    %117 = stablehlo.slice %74 [0:4, 2:8:2, 0:256, 0:16] : (tensor<4x8x256x16xf32>) -> tensor<4x3x256x16xf32>
    %118 = stablehlo.slice %76 [0:4, 2:8:2, 0:256, 0:16] : (tensor<4x8x256x16xf32>) -> tensor<4x3x256x16xf32>
    %119 = stablehlo.multiply %117, %116 : tensor<4x3x256x16xf32>
    %120 = stablehlo.add %119, %118 : tensor<4x3x256x16xf32>
    %121 = stablehlo.slice %76 [0:4, 0:1, 0:256, 0:16] : (tensor<4x8x256x16xf32>) -> tensor<4x1x256x16xf32>
    %122 = stablehlo.concatenate %121, %120, dim = 1 : (tensor<4x1x256x16xf32>, tensor<4x3x256x16xf32>) -> tensor<4x4x256x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.pad %122, %cst_9, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x4x256x16xf32>, tensor<f32>) -> tensor<4x8x256x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.pad %115, %cst_10, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x4x256x16xf32>, tensor<f32>) -> tensor<4x8x256x16xf32>
    %125 = stablehlo.add %123, %124 : tensor<4x8x256x16xf32>
    %126 = stablehlo.slice %125 [0:4, 0:7, 0:256, 0:16] : (tensor<4x8x256x16xf32>) -> tensor<4x7x256x16xf32>
    %127 = stablehlo.slice %67 [0:4, 2:16:2, 0:256, 0:16] : (tensor<4x16x256x16xf32>) -> tensor<4x7x256x16xf32>
    %128 = stablehlo.slice %69 [0:4, 2:16:2, 0:256, 0:16] : (tensor<4x16x256x16xf32>) -> tensor<4x7x256x16xf32>
    %129 = stablehlo.multiply %127, %126 : tensor<4x7x256x16xf32>
    %130 = stablehlo.add %129, %128 : tensor<4x7x256x16xf32>
    %131 = stablehlo.slice %69 [0:4, 0:1, 0:256, 0:16] : (tensor<4x16x256x16xf32>) -> tensor<4x1x256x16xf32>
    %132 = stablehlo.concatenate %131, %130, dim = 1 : (tensor<4x1x256x16xf32>, tensor<4x7x256x16xf32>) -> tensor<4x8x256x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.pad %132, %cst_11, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x8x256x16xf32>, tensor<f32>) -> tensor<4x16x256x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.pad %125, %cst_12, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x8x256x16xf32>, tensor<f32>) -> tensor<4x16x256x16xf32>
    %135 = stablehlo.add %133, %134 : tensor<4x16x256x16xf32>
    %136 = stablehlo.slice %135 [0:4, 0:15, 0:256, 0:16] : (tensor<4x16x256x16xf32>) -> tensor<4x15x256x16xf32>
    %137 = stablehlo.slice %60 [0:4, 2:32:2, 0:256, 0:16] : (tensor<4x32x256x16xf32>) -> tensor<4x15x256x16xf32>
    %138 = stablehlo.slice %62 [0:4, 2:32:2, 0:256, 0:16] : (tensor<4x32x256x16xf32>) -> tensor<4x15x256x16xf32>
    %139 = stablehlo.multiply %137, %136 : tensor<4x15x256x16xf32>
    %140 = stablehlo.add %139, %138 : tensor<4x15x256x16xf32>
    %141 = stablehlo.slice %62 [0:4, 0:1, 0:256, 0:16] : (tensor<4x32x256x16xf32>) -> tensor<4x1x256x16xf32>
    %142 = stablehlo.concatenate %141, %140, dim = 1 : (tensor<4x1x256x16xf32>, tensor<4x15x256x16xf32>) -> tensor<4x16x256x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.pad %142, %cst_13, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x16x256x16xf32>, tensor<f32>) -> tensor<4x32x256x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.pad %135, %cst_14, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x16x256x16xf32>, tensor<f32>) -> tensor<4x32x256x16xf32>
    %145 = stablehlo.add %143, %144 : tensor<4x32x256x16xf32>
    %146 = stablehlo.slice %145 [0:4, 0:31, 0:256, 0:16] : (tensor<4x32x256x16xf32>) -> tensor<4x31x256x16xf32>
    %147 = stablehlo.slice %53 [0:4, 2:64:2, 0:256, 0:16] : (tensor<4x64x256x16xf32>) -> tensor<4x31x256x16xf32>
    %148 = stablehlo.slice %55 [0:4, 2:64:2, 0:256, 0:16] : (tensor<4x64x256x16xf32>) -> tensor<4x31x256x16xf32>
    %149 = stablehlo.multiply %147, %146 : tensor<4x31x256x16xf32>
    %150 = stablehlo.add %149, %148 : tensor<4x31x256x16xf32>
    %151 = stablehlo.slice %55 [0:4, 0:1, 0:256, 0:16] : (tensor<4x64x256x16xf32>) -> tensor<4x1x256x16xf32>
    %152 = stablehlo.concatenate %151, %150, dim = 1 : (tensor<4x1x256x16xf32>, tensor<4x31x256x16xf32>) -> tensor<4x32x256x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.pad %152, %cst_15, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x32x256x16xf32>, tensor<f32>) -> tensor<4x64x256x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.pad %145, %cst_16, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x32x256x16xf32>, tensor<f32>) -> tensor<4x64x256x16xf32>
    %155 = stablehlo.add %153, %154 : tensor<4x64x256x16xf32>
    %156 = stablehlo.slice %155 [0:4, 0:63, 0:256, 0:16] : (tensor<4x64x256x16xf32>) -> tensor<4x63x256x16xf32>
    %157 = stablehlo.slice %46 [0:4, 2:128:2, 0:256, 0:16] : (tensor<4x128x256x16xf32>) -> tensor<4x63x256x16xf32>
    %158 = stablehlo.slice %48 [0:4, 2:128:2, 0:256, 0:16] : (tensor<4x128x256x16xf32>) -> tensor<4x63x256x16xf32>
    %159 = stablehlo.multiply %157, %156 : tensor<4x63x256x16xf32>
    %160 = stablehlo.add %159, %158 : tensor<4x63x256x16xf32>
    %161 = stablehlo.slice %48 [0:4, 0:1, 0:256, 0:16] : (tensor<4x128x256x16xf32>) -> tensor<4x1x256x16xf32>
    %162 = stablehlo.concatenate %161, %160, dim = 1 : (tensor<4x1x256x16xf32>, tensor<4x63x256x16xf32>) -> tensor<4x64x256x16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.pad %162, %cst_17, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x64x256x16xf32>, tensor<f32>) -> tensor<4x128x256x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.pad %155, %cst_18, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x64x256x16xf32>, tensor<f32>) -> tensor<4x128x256x16xf32>
    %165 = stablehlo.add %163, %164 : tensor<4x128x256x16xf32>
    %166 = stablehlo.slice %165 [0:4, 0:127, 0:256, 0:16] : (tensor<4x128x256x16xf32>) -> tensor<4x127x256x16xf32>
    %167 = stablehlo.slice %39 [0:4, 2:256:2, 0:256, 0:16] : (tensor<4x256x256x16xf32>) -> tensor<4x127x256x16xf32>
    %168 = stablehlo.slice %41 [0:4, 2:256:2, 0:256, 0:16] : (tensor<4x256x256x16xf32>) -> tensor<4x127x256x16xf32>
    %169 = stablehlo.multiply %167, %166 : tensor<4x127x256x16xf32>
    %170 = stablehlo.add %169, %168 : tensor<4x127x256x16xf32>
    %171 = stablehlo.slice %41 [0:4, 0:1, 0:256, 0:16] : (tensor<4x256x256x16xf32>) -> tensor<4x1x256x16xf32>
    %172 = stablehlo.concatenate %171, %170, dim = 1 : (tensor<4x1x256x16xf32>, tensor<4x127x256x16xf32>) -> tensor<4x128x256x16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.pad %172, %cst_19, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x128x256x16xf32>, tensor<f32>) -> tensor<4x256x256x16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.pad %165, %cst_20, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x128x256x16xf32>, tensor<f32>) -> tensor<4x256x256x16xf32>
    %175 = stablehlo.add %173, %174 : tensor<4x256x256x16xf32>
    %176 = stablehlo.slice %175 [0:4, 0:255, 0:256, 0:16] : (tensor<4x256x256x16xf32>) -> tensor<4x255x256x16xf32>
    %177 = stablehlo.slice %28 [0:4, 2:512:2, 0:256, 0:16] : (tensor<4x512x256x16xf32>) -> tensor<4x255x256x16xf32>
    %178 = stablehlo.slice %34 [0:4, 2:512:2, 0:256, 0:16] : (tensor<4x512x256x16xf32>) -> tensor<4x255x256x16xf32>
    %179 = stablehlo.multiply %177, %176 : tensor<4x255x256x16xf32>
    %180 = stablehlo.add %179, %178 : tensor<4x255x256x16xf32>
    %181 = stablehlo.slice %34 [0:4, 0:1, 0:256, 0:16] : (tensor<4x512x256x16xf32>) -> tensor<4x1x256x16xf32>
    %182 = stablehlo.concatenate %181, %180, dim = 1 : (tensor<4x1x256x16xf32>, tensor<4x255x256x16xf32>) -> tensor<4x256x256x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.pad %182, %cst_21, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x256x256x16xf32>, tensor<f32>) -> tensor<4x512x256x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.pad %175, %cst_22, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x256x256x16xf32>, tensor<f32>) -> tensor<4x512x256x16xf32>
    %185 = stablehlo.add %183, %184 : tensor<4x512x256x16xf32>
    %186 = stablehlo.dot_general %arg0, %185, batching_dims = [0] x [2], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<256x16xf32>, tensor<4x512x256x16xf32>) -> tensor<256x4x512xf32>
    %187 = stablehlo.transpose %186, dims = [1, 2, 0] : (tensor<256x4x512xf32>) -> tensor<4x512x256xf32>
    %188 = stablehlo.convert %187 : (tensor<4x512x256xf32>) -> tensor<4x512x256xbf16>
    %189:3 = call @silu(%188) : (tensor<4x512x256xbf16>) -> (tensor<4x512x256xbf16>, tensor<4x512x256xbf16>, tensor<4x512x256xbf16>)
    %190 = stablehlo.dot_general %189#0, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x256xbf16>, tensor<256x256xbf16>) -> tensor<4x512x256xbf16>
    %191 = stablehlo.add %arg12, %190 : tensor<4x512x256xbf16>
    %192 = stablehlo.convert %191 : (tensor<4x512x256xbf16>) -> tensor<4x512x256xf32>
    %193 = chlo.square %192 : tensor<4x512x256xf32> -> tensor<4x512x256xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x512x256xf32>
    %195 = stablehlo.multiply %194, %192 : tensor<4x512x256xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.reduce(%193 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<4x512x256xf32>, tensor<f32>) -> tensor<4x512xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %cst_25 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %199 = stablehlo.divide %197, %198 : tensor<4x512x1xf32>
    %cst_26 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %201 = stablehlo.add %199, %200 : tensor<4x512x1xf32>
    %202 = stablehlo.rsqrt %201 : tensor<4x512x1xf32>
    %203 = stablehlo.divide %202, %201 : tensor<4x512x1xf32>
    %cst_27 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %205 = stablehlo.multiply %204, %203 : tensor<4x512x1xf32>
    %206 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x256xf32>
    %207 = stablehlo.multiply %192, %206 : tensor<4x512x256xf32>
    %208 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<4x512x256xf32>
    %210 = stablehlo.multiply %207, %209 : tensor<4x512x256xf32>
    %211 = stablehlo.convert %210 : (tensor<4x512x256xf32>) -> tensor<4x512x256xbf16>
    %212 = stablehlo.dot_general %211, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x256xbf16>, tensor<256x256xbf16>) -> tensor<4x512x256xbf16>
    %213 = stablehlo.convert %212 : (tensor<4x512x256xbf16>) -> tensor<4x512x256xf32>
    %214 = stablehlo.dot_general %211, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x256xbf16>, tensor<256x4096xbf16>) -> tensor<4x512x4096xbf16>
    %215 = stablehlo.convert %214 : (tensor<4x512x4096xbf16>) -> tensor<4x512x4096xf32>
    %216 = stablehlo.negate %215 : tensor<4x512x4096xf32>
    %217 = stablehlo.exponential %216 : tensor<4x512x4096xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4x512x4096xf32>
    %219 = stablehlo.add %218, %217 : tensor<4x512x4096xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x512x4096xf32>
    %221 = stablehlo.divide %220, %219 : tensor<4x512x4096xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x512x4096xf32>
    %223 = stablehlo.subtract %222, %221 : tensor<4x512x4096xf32>
    %224 = stablehlo.multiply %221, %223 : tensor<4x512x4096xf32>
    %225 = stablehlo.reshape %221 : (tensor<4x512x4096xf32>) -> tensor<4x512x256x16xf32>
    %226 = stablehlo.dot_general %211, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x256xbf16>, tensor<256x4096xbf16>) -> tensor<4x512x4096xbf16>
    %227 = stablehlo.convert %226 : (tensor<4x512x4096xbf16>) -> tensor<4x512x4096xf32>
    %228 = stablehlo.reshape %227 : (tensor<4x512x4096xf32>) -> tensor<4x512x256x16xf32>
    %229 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<4x512x256xf32>) -> tensor<4x512x256x1xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2, 3] : (tensor<4x512x256x1xf32>) -> tensor<4x512x256x16xf32>
    %231 = stablehlo.multiply %228, %230 : tensor<4x512x256x16xf32>
    %232 = stablehlo.slice %225 [0:4, 0:511:2, 0:256, 0:16] : (tensor<4x512x256x16xf32>) -> tensor<4x256x256x16xf32>
    %233 = stablehlo.slice %231 [0:4, 0:511:2, 0:256, 0:16] : (tensor<4x512x256x16xf32>) -> tensor<4x256x256x16xf32>
    %234 = stablehlo.slice %225 [0:4, 1:512:2, 0:256, 0:16] : (tensor<4x512x256x16xf32>) -> tensor<4x256x256x16xf32>
    %235 = stablehlo.slice %231 [0:4, 1:512:2, 0:256, 0:16] : (tensor<4x512x256x16xf32>) -> tensor<4x256x256x16xf32>
    %236 = stablehlo.multiply %232, %234 : tensor<4x256x256x16xf32>
    %237 = stablehlo.multiply %234, %233 : tensor<4x256x256x16xf32>
    %238 = stablehlo.add %237, %235 : tensor<4x256x256x16xf32>
    %239 = stablehlo.slice %236 [0:4, 0:255:2, 0:256, 0:16] : (tensor<4x256x256x16xf32>) -> tensor<4x128x256x16xf32>
    %240 = stablehlo.slice %238 [0:4, 0:255:2, 0:256, 0:16] : (tensor<4x256x256x16xf32>) -> tensor<4x128x256x16xf32>
    %241 = stablehlo.slice %236 [0:4, 1:256:2, 0:256, 0:16] : (tensor<4x256x256x16xf32>) -> tensor<4x128x256x16xf32>
    %242 = stablehlo.slice %238 [0:4, 1:256:2, 0:256, 0:16] : (tensor<4x256x256x16xf32>) -> tensor<4x128x256x16xf32>
    %243 = stablehlo.multiply %239, %241 : tensor<4x128x256x16xf32>
    %244 = stablehlo.multiply %241, %240 : tensor<4x128x256x16xf32>
    %245 = stablehlo.add %244, %242 : tensor<4x128x256x16xf32>
    %246 = stablehlo.slice %243 [0:4, 0:127:2, 0:256, 0:16] : (tensor<4x128x256x16xf32>) -> tensor<4x64x256x16xf32>
    %247 = stablehlo.slice %245 [0:4, 0:127:2, 0:256, 0:16] : (tensor<4x128x256x16xf32>) -> tensor<4x64x256x16xf32>
    %248 = stablehlo.slice %243 [0:4, 1:128:2, 0:256, 0:16] : (tensor<4x128x256x16xf32>) -> tensor<4x64x256x16xf32>
    %249 = stablehlo.slice %245 [0:4, 1:128:2, 0:256, 0:16] : (tensor<4x128x256x16xf32>) -> tensor<4x64x256x16xf32>
    %250 = stablehlo.multiply %246, %248 : tensor<4x64x256x16xf32>
    %251 = stablehlo.multiply %248, %247 : tensor<4x64x256x16xf32>
    %252 = stablehlo.add %251, %249 : tensor<4x64x256x16xf32>
    %253 = stablehlo.slice %250 [0:4, 0:63:2, 0:256, 0:16] : (tensor<4x64x256x16xf32>) -> tensor<4x32x256x16xf32>
    %254 = stablehlo.slice %252 [0:4, 0:63:2, 0:256, 0:16] : (tensor<4x64x256x16xf32>) -> tensor<4x32x256x16xf32>
    %255 = stablehlo.slice %250 [0:4, 1:64:2, 0:256, 0:16] : (tensor<4x64x256x16xf32>) -> tensor<4x32x256x16xf32>
    %256 = stablehlo.slice %252 [0:4, 1:64:2, 0:256, 0:16] : (tensor<4x64x256x16xf32>) -> tensor<4x32x256x16xf32>
    %257 = stablehlo.multiply %253, %255 : tensor<4x32x256x16xf32>
    %258 = stablehlo.multiply %255, %254 : tensor<4x32x256x16xf32>
    %259 = stablehlo.add %258, %256 : tensor<4x32x256x16xf32>
    %260 = stablehlo.slice %257 [0:4, 0:31:2, 0:256, 0:16] : (tensor<4x32x256x16xf32>) -> tensor<4x16x256x16xf32>
    %261 = stablehlo.slice %259 [0:4, 0:31:2, 0:256, 0:16] : (tensor<4x32x256x16xf32>) -> tensor<4x16x256x16xf32>
    %262 = stablehlo.slice %257 [0:4, 1:32:2, 0:256, 0:16] : (tensor<4x32x256x16xf32>) -> tensor<4x16x256x16xf32>
    %263 = stablehlo.slice %259 [0:4, 1:32:2, 0:256, 0:16] : (tensor<4x32x256x16xf32>) -> tensor<4x16x256x16xf32>
    %264 = stablehlo.multiply %260, %262 : tensor<4x16x256x16xf32>
    %265 = stablehlo.multiply %262, %261 : tensor<4x16x256x16xf32>
    %266 = stablehlo.add %265, %263 : tensor<4x16x256x16xf32>
    %267 = stablehlo.slice %264 [0:4, 0:15:2, 0:256, 0:16] : (tensor<4x16x256x16xf32>) -> tensor<4x8x256x16xf32>
    %268 = stablehlo.slice %266 [0:4, 0:15:2, 0:256, 0:16] : (tensor<4x16x256x16xf32>) -> tensor<4x8x256x16xf32>
    %269 = stablehlo.slice %264 [0:4, 1:16:2, 0:256, 0:16] : (tensor<4x16x256x16xf32>) -> tensor<4x8x256x16xf32>
    %270 = stablehlo.slice %266 [0:4, 1:16:2, 0:256, 0:16] : (tensor<4x16x256x16xf32>) -> tensor<4x8x256x16xf32>
    %271 = stablehlo.multiply %267, %269 : tensor<4x8x256x16xf32>
    %272 = stablehlo.multiply %269, %268 : tensor<4x8x256x16xf32>
    %273 = stablehlo.add %272, %270 : tensor<4x8x256x16xf32>
    %274 = stablehlo.slice %271 [0:4, 0:7:2, 0:256, 0:16] : (tensor<4x8x256x16xf32>) -> tensor<4x4x256x16xf32>
    %275 = stablehlo.slice %273 [0:4, 0:7:2, 0:256, 0:16] : (tensor<4x8x256x16xf32>) -> tensor<4x4x256x16xf32>
    %276 = stablehlo.slice %271 [0:4, 1:8:2, 0:256, 0:16] : (tensor<4x8x256x16xf32>) -> tensor<4x4x256x16xf32>
    %277 = stablehlo.slice %273 [0:4, 1:8:2, 0:256, 0:16] : (tensor<4x8x256x16xf32>) -> tensor<4x4x256x16xf32>
    %278 = stablehlo.multiply %274, %276 : tensor<4x4x256x16xf32>
    %279 = stablehlo.multiply %276, %275 : tensor<4x4x256x16xf32>
    %280 = stablehlo.add %279, %277 : tensor<4x4x256x16xf32>
    %281 = stablehlo.slice %278 [0:4, 0:3:2, 0:256, 0:16] : (tensor<4x4x256x16xf32>) -> tensor<4x2x256x16xf32>
    %282 = stablehlo.slice %280 [0:4, 0:3:2, 0:256, 0:16] : (tensor<4x4x256x16xf32>) -> tensor<4x2x256x16xf32>
    %283 = stablehlo.slice %278 [0:4, 1:4:2, 0:256, 0:16] : (tensor<4x4x256x16xf32>) -> tensor<4x2x256x16xf32>
    %284 = stablehlo.slice %280 [0:4, 1:4:2, 0:256, 0:16] : (tensor<4x4x256x16xf32>) -> tensor<4x2x256x16xf32>
    %285 = stablehlo.multiply %281, %283 : tensor<4x2x256x16xf32>
    %286 = stablehlo.multiply %283, %282 : tensor<4x2x256x16xf32>
    %287 = stablehlo.add %286, %284 : tensor<4x2x256x16xf32>
    %288 = stablehlo.slice %287 [0:4, 0:1:2, 0:256, 0:16] : (tensor<4x2x256x16xf32>) -> tensor<4x1x256x16xf32>
    %289 = stablehlo.slice %285 [0:4, 1:2:2, 0:256, 0:16] : (tensor<4x2x256x16xf32>) -> tensor<4x1x256x16xf32>
    %290 = stablehlo.slice %287 [0:4, 1:2:2, 0:256, 0:16] : (tensor<4x2x256x16xf32>) -> tensor<4x1x256x16xf32>
    %291 = stablehlo.multiply %289, %288 : tensor<4x1x256x16xf32>
    %292 = stablehlo.add %291, %290 : tensor<4x1x256x16xf32>
    %293 = stablehlo.slice %292 [0:4, 0:0, 0:256, 0:16] : (tensor<4x1x256x16xf32>) -> tensor<4x0x256x16xf32>
    %294 = stablehlo.slice %285 [0:4, 2:2:2, 0:256, 0:16] : (tensor<4x2x256x16xf32>) -> tensor<4x0x256x16xf32>
    %295 = stablehlo.slice %287 [0:4, 2:2:2, 0:256, 0:16] : (tensor<4x2x256x16xf32>) -> tensor<4x0x256x16xf32>
    %296 = stablehlo.multiply %294, %293 : tensor<4x0x256x16xf32>
    %297 = stablehlo.add %296, %295 : tensor<4x0x256x16xf32>
    %298 = stablehlo.slice %287 [0:4, 0:1, 0:256, 0:16] : (tensor<4x2x256x16xf32>) -> tensor<4x1x256x16xf32>
    %299 = stablehlo.concatenate %298, %297, dim = 1 : (tensor<4x1x256x16xf32>, tensor<4x0x256x16xf32>) -> tensor<4x1x256x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %300 = stablehlo.pad %299, %cst_31, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x2x256x16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.pad %292, %cst_32, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x2x256x16xf32>
    %302 = stablehlo.add %300, %301 : tensor<4x2x256x16xf32>
    %303 = stablehlo.slice %302 [0:4, 0:1, 0:256, 0:16] : (tensor<4x2x256x16xf32>) -> tensor<4x1x256x16xf32>
    %304 = stablehlo.slice %278 [0:4, 2:4:2, 0:256, 0:16] : (tensor<4x4x256x16xf32>) -> tensor<4x1x256x16xf32>
    %305 = stablehlo.slice %280 [0:4, 2:4:2, 0:256, 0:16] : (tensor<4x4x256x16xf32>) -> tensor<4x1x256x16xf32>
    %306 = stablehlo.multiply %304, %303 : tensor<4x1x256x16xf32>
    %307 = stablehlo.add %306, %305 : tensor<4x1x256x16xf32>
    %308 = stablehlo.slice %280 [0:4, 0:1, 0:256, 0:16] : (tensor<4x4x256x16xf32>) -> tensor<4x1x256x16xf32>
    %309 = stablehlo.concatenate %308, %307, dim = 1 : (tensor<4x1x256x16xf32>, tensor<4x1x256x16xf32>) -> tensor<4x2x256x16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %310 = stablehlo.pad %309, %cst_33, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x2x256x16xf32>, tensor<f32>) -> tensor<4x4x256x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %311 = stablehlo.pad %302, %cst_34, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x2x256x16xf32>, tensor<f32>) -> tensor<4x4x256x16xf32>
    %312 = stablehlo.add %310, %311 : tensor<4x4x256x16xf32>
    %313 = stablehlo.slice %312 [0:4, 0:3, 0:256, 0:16] : (tensor<4x4x256x16xf32>) -> tensor<4x3x256x16xf32>
    %314 = stablehlo.slice %271 [0:4, 2:8:2, 0:256, 0:16] : (tensor<4x8x256x16xf32>) -> tensor<4x3x256x16xf32>
    %315 = stablehlo.slice %273 [0:4, 2:8:2, 0:256, 0:16] : (tensor<4x8x256x16xf32>) -> tensor<4x3x256x16xf32>
    %316 = stablehlo.multiply %314, %313 : tensor<4x3x256x16xf32>
    %317 = stablehlo.add %316, %315 : tensor<4x3x256x16xf32>
    %318 = stablehlo.slice %273 [0:4, 0:1, 0:256, 0:16] : (tensor<4x8x256x16xf32>) -> tensor<4x1x256x16xf32>
    %319 = stablehlo.concatenate %318, %317, dim = 1 : (tensor<4x1x256x16xf32>, tensor<4x3x256x16xf32>) -> tensor<4x4x256x16xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.pad %319, %cst_35, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x4x256x16xf32>, tensor<f32>) -> tensor<4x8x256x16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %321 = stablehlo.pad %312, %cst_36, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x4x256x16xf32>, tensor<f32>) -> tensor<4x8x256x16xf32>
    %322 = stablehlo.add %320, %321 : tensor<4x8x256x16xf32>
    %323 = stablehlo.slice %322 [0:4, 0:7, 0:256, 0:16] : (tensor<4x8x256x16xf32>) -> tensor<4x7x256x16xf32>
    %324 = stablehlo.slice %264 [0:4, 2:16:2, 0:256, 0:16] : (tensor<4x16x256x16xf32>) -> tensor<4x7x256x16xf32>
    %325 = stablehlo.slice %266 [0:4, 2:16:2, 0:256, 0:16] : (tensor<4x16x256x16xf32>) -> tensor<4x7x256x16xf32>
    %326 = stablehlo.multiply %324, %323 : tensor<4x7x256x16xf32>
    %327 = stablehlo.add %326, %325 : tensor<4x7x256x16xf32>
    %328 = stablehlo.slice %266 [0:4, 0:1, 0:256, 0:16] : (tensor<4x16x256x16xf32>) -> tensor<4x1x256x16xf32>
    %329 = stablehlo.concatenate %328, %327, dim = 1 : (tensor<4x1x256x16xf32>, tensor<4x7x256x16xf32>) -> tensor<4x8x256x16xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %330 = stablehlo.pad %329, %cst_37, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x8x256x16xf32>, tensor<f32>) -> tensor<4x16x256x16xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.pad %322, %cst_38, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x8x256x16xf32>, tensor<f32>) -> tensor<4x16x256x16xf32>
    %332 = stablehlo.add %330, %331 : tensor<4x16x256x16xf32>
    %333 = stablehlo.slice %332 [0:4, 0:15, 0:256, 0:16] : (tensor<4x16x256x16xf32>) -> tensor<4x15x256x16xf32>
    %334 = stablehlo.slice %257 [0:4, 2:32:2, 0:256, 0:16] : (tensor<4x32x256x16xf32>) -> tensor<4x15x256x16xf32>
    %335 = stablehlo.slice %259 [0:4, 2:32:2, 0:256, 0:16] : (tensor<4x32x256x16xf32>) -> tensor<4x15x256x16xf32>
    %336 = stablehlo.multiply %334, %333 : tensor<4x15x256x16xf32>
    %337 = stablehlo.add %336, %335 : tensor<4x15x256x16xf32>
    %338 = stablehlo.slice %259 [0:4, 0:1, 0:256, 0:16] : (tensor<4x32x256x16xf32>) -> tensor<4x1x256x16xf32>
    %339 = stablehlo.concatenate %338, %337, dim = 1 : (tensor<4x1x256x16xf32>, tensor<4x15x256x16xf32>) -> tensor<4x16x256x16xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.pad %339, %cst_39, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x16x256x16xf32>, tensor<f32>) -> tensor<4x32x256x16xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %341 = stablehlo.pad %332, %cst_40, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x16x256x16xf32>, tensor<f32>) -> tensor<4x32x256x16xf32>
    %342 = stablehlo.add %340, %341 : tensor<4x32x256x16xf32>
    %343 = stablehlo.slice %342 [0:4, 0:31, 0:256, 0:16] : (tensor<4x32x256x16xf32>) -> tensor<4x31x256x16xf32>
    %344 = stablehlo.slice %250 [0:4, 2:64:2, 0:256, 0:16] : (tensor<4x64x256x16xf32>) -> tensor<4x31x256x16xf32>
    %345 = stablehlo.slice %252 [0:4, 2:64:2, 0:256, 0:16] : (tensor<4x64x256x16xf32>) -> tensor<4x31x256x16xf32>
    %346 = stablehlo.multiply %344, %343 : tensor<4x31x256x16xf32>
    %347 = stablehlo.add %346, %345 : tensor<4x31x256x16xf32>
    %348 = stablehlo.slice %252 [0:4, 0:1, 0:256, 0:16] : (tensor<4x64x256x16xf32>) -> tensor<4x1x256x16xf32>
    %349 = stablehlo.concatenate %348, %347, dim = 1 : (tensor<4x1x256x16xf32>, tensor<4x31x256x16xf32>) -> tensor<4x32x256x16xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %350 = stablehlo.pad %349, %cst_41, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x32x256x16xf32>, tensor<f32>) -> tensor<4x64x256x16xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %351 = stablehlo.pad %342, %cst_42, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x32x256x16xf32>, tensor<f32>) -> tensor<4x64x256x16xf32>
    %352 = stablehlo.add %350, %351 : tensor<4x64x256x16xf32>
    %353 = stablehlo.slice %352 [0:4, 0:63, 0:256, 0:16] : (tensor<4x64x256x16xf32>) -> tensor<4x63x256x16xf32>
    %354 = stablehlo.slice %243 [0:4, 2:128:2, 0:256, 0:16] : (tensor<4x128x256x16xf32>) -> tensor<4x63x256x16xf32>
    %355 = stablehlo.slice %245 [0:4, 2:128:2, 0:256, 0:16] : (tensor<4x128x256x16xf32>) -> tensor<4x63x256x16xf32>
    %356 = stablehlo.multiply %354, %353 : tensor<4x63x256x16xf32>
    %357 = stablehlo.add %356, %355 : tensor<4x63x256x16xf32>
    %358 = stablehlo.slice %245 [0:4, 0:1, 0:256, 0:16] : (tensor<4x128x256x16xf32>) -> tensor<4x1x256x16xf32>
    %359 = stablehlo.concatenate %358, %357, dim = 1 : (tensor<4x1x256x16xf32>, tensor<4x63x256x16xf32>) -> tensor<4x64x256x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %360 = stablehlo.pad %359, %cst_43, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x64x256x16xf32>, tensor<f32>) -> tensor<4x128x256x16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %361 = stablehlo.pad %352, %cst_44, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x64x256x16xf32>, tensor<f32>) -> tensor<4x128x256x16xf32>
    %362 = stablehlo.add %360, %361 : tensor<4x128x256x16xf32>
    %363 = stablehlo.slice %362 [0:4, 0:127, 0:256, 0:16] : (tensor<4x128x256x16xf32>) -> tensor<4x127x256x16xf32>
    %364 = stablehlo.slice %236 [0:4, 2:256:2, 0:256, 0:16] : (tensor<4x256x256x16xf32>) -> tensor<4x127x256x16xf32>
    %365 = stablehlo.slice %238 [0:4, 2:256:2, 0:256, 0:16] : (tensor<4x256x256x16xf32>) -> tensor<4x127x256x16xf32>
    %366 = stablehlo.multiply %364, %363 : tensor<4x127x256x16xf32>
    %367 = stablehlo.add %366, %365 : tensor<4x127x256x16xf32>
    %368 = stablehlo.slice %238 [0:4, 0:1, 0:256, 0:16] : (tensor<4x256x256x16xf32>) -> tensor<4x1x256x16xf32>
    %369 = stablehlo.concatenate %368, %367, dim = 1 : (tensor<4x1x256x16xf32>, tensor<4x127x256x16xf32>) -> tensor<4x128x256x16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %370 = stablehlo.pad %369, %cst_45, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x128x256x16xf32>, tensor<f32>) -> tensor<4x256x256x16xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %371 = stablehlo.pad %362, %cst_46, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x128x256x16xf32>, tensor<f32>) -> tensor<4x256x256x16xf32>
    %372 = stablehlo.add %370, %371 : tensor<4x256x256x16xf32>
    %373 = stablehlo.slice %372 [0:4, 0:255, 0:256, 0:16] : (tensor<4x256x256x16xf32>) -> tensor<4x255x256x16xf32>
    %374 = stablehlo.slice %225 [0:4, 2:512:2, 0:256, 0:16] : (tensor<4x512x256x16xf32>) -> tensor<4x255x256x16xf32>
    %375 = stablehlo.slice %231 [0:4, 2:512:2, 0:256, 0:16] : (tensor<4x512x256x16xf32>) -> tensor<4x255x256x16xf32>
    %376 = stablehlo.multiply %374, %373 : tensor<4x255x256x16xf32>
    %377 = stablehlo.add %376, %375 : tensor<4x255x256x16xf32>
    %378 = stablehlo.slice %231 [0:4, 0:1, 0:256, 0:16] : (tensor<4x512x256x16xf32>) -> tensor<4x1x256x16xf32>
    %379 = stablehlo.concatenate %378, %377, dim = 1 : (tensor<4x1x256x16xf32>, tensor<4x255x256x16xf32>) -> tensor<4x256x256x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %380 = stablehlo.pad %379, %cst_47, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x256x256x16xf32>, tensor<f32>) -> tensor<4x512x256x16xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %381 = stablehlo.pad %372, %cst_48, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x256x256x16xf32>, tensor<f32>) -> tensor<4x512x256x16xf32>
    %382 = stablehlo.add %380, %381 : tensor<4x512x256x16xf32>
    %383 = stablehlo.dot_general %arg6, %382, batching_dims = [0] x [2], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<256x16xf32>, tensor<4x512x256x16xf32>) -> tensor<256x4x512xf32>
    %384 = stablehlo.transpose %383, dims = [1, 2, 0] : (tensor<256x4x512xf32>) -> tensor<4x512x256xf32>
    %385 = stablehlo.convert %384 : (tensor<4x512x256xf32>) -> tensor<4x512x256xbf16>
    %386:3 = call @silu(%385) : (tensor<4x512x256xbf16>) -> (tensor<4x512x256xbf16>, tensor<4x512x256xbf16>, tensor<4x512x256xbf16>)
    %387 = stablehlo.dot_general %386#0, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x256xbf16>, tensor<256x256xbf16>) -> tensor<4x512x256xbf16>
    %388 = stablehlo.add %191, %387 : tensor<4x512x256xbf16>
    %389 = stablehlo.convert %388 : (tensor<4x512x256xbf16>) -> tensor<4x512x256xf32>
    %cst_49 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<4x512x256xf32>
    %391 = stablehlo.multiply %390, %389 : tensor<4x512x256xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_51 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %392 = stablehlo.divide %cst_50, %cst_51 : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [] : (tensor<f32>) -> tensor<4x512x256xf32>
    %394 = stablehlo.multiply %393, %391 : tensor<4x512x256xf32>
    %395 = stablehlo.convert %394 : (tensor<4x512x256xf32>) -> tensor<4x512x256xbf16>
    %396 = stablehlo.dot_general %395, %386#0, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x256xbf16>, tensor<4x512x256xbf16>) -> tensor<256x256xbf16>
    %397 = stablehlo.transpose %396, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %398 = stablehlo.dot_general %395, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x256xbf16>, tensor<256x256xbf16>) -> tensor<4x512x256xbf16>
    %399 = call @silu_0(%386#1, %386#2, %385, %398) : (tensor<4x512x256xbf16>, tensor<4x512x256xbf16>, tensor<4x512x256xbf16>, tensor<4x512x256xbf16>) -> tensor<4x512x256xbf16>
    %400 = stablehlo.convert %399 : (tensor<4x512x256xbf16>) -> tensor<4x512x256xf32>
    %401 = stablehlo.transpose %400, dims = [2, 0, 1] : (tensor<4x512x256xf32>) -> tensor<256x4x512xf32>
    %402 = stablehlo.dot_general %401, %arg6, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<256x4x512xf32>, tensor<256x16xf32>) -> tensor<256x4x512x16xf32>
    %403 = stablehlo.transpose %402, dims = [1, 2, 0, 3] : (tensor<256x4x512x16xf32>) -> tensor<4x512x256x16xf32>
    %404 = stablehlo.dot_general %401, %382, batching_dims = [0] x [2], contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<256x4x512xf32>, tensor<4x512x256x16xf32>) -> tensor<256x16xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %405 = stablehlo.pad %403, %cst_52, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x512x256x16xf32>, tensor<f32>) -> tensor<4x511x256x16xf32>
    %406 = stablehlo.slice %405 [0:4, 0:511:2, 0:256, 0:16] : (tensor<4x511x256x16xf32>) -> tensor<4x256x256x16xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %407 = stablehlo.pad %403, %cst_53, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x512x256x16xf32>, tensor<f32>) -> tensor<4x511x256x16xf32>
    %408 = stablehlo.slice %407 [0:4, 0:511:2, 0:256, 0:16] : (tensor<4x511x256x16xf32>) -> tensor<4x256x256x16xf32>
    %409 = stablehlo.slice %408 [0:4, 0:1, 0:256, 0:16] : (tensor<4x256x256x16xf32>) -> tensor<4x1x256x16xf32>
    %410 = stablehlo.slice %408 [0:4, 1:256, 0:256, 0:16] : (tensor<4x256x256x16xf32>) -> tensor<4x255x256x16xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %411 = stablehlo.pad %409, %cst_54, low = [0, 0, 0, 0], high = [0, 511, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x512x256x16xf32>
    %412 = stablehlo.multiply %374, %410 : tensor<4x255x256x16xf32>
    %413 = stablehlo.multiply %410, %373 : tensor<4x255x256x16xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %414 = stablehlo.pad %410, %cst_55, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x255x256x16xf32>, tensor<f32>) -> tensor<4x512x256x16xf32>
    %415 = stablehlo.add %411, %414 : tensor<4x512x256x16xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.pad %413, %cst_56, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x255x256x16xf32>, tensor<f32>) -> tensor<4x512x256x16xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %417 = stablehlo.pad %412, %cst_57, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x255x256x16xf32>, tensor<f32>) -> tensor<4x256x256x16xf32>
    %418 = stablehlo.add %406, %417 : tensor<4x256x256x16xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %419 = stablehlo.pad %418, %cst_58, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x256x256x16xf32>, tensor<f32>) -> tensor<4x255x256x16xf32>
    %420 = stablehlo.slice %419 [0:4, 0:255:2, 0:256, 0:16] : (tensor<4x255x256x16xf32>) -> tensor<4x128x256x16xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %421 = stablehlo.pad %418, %cst_59, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x256x256x16xf32>, tensor<f32>) -> tensor<4x255x256x16xf32>
    %422 = stablehlo.slice %421 [0:4, 0:255:2, 0:256, 0:16] : (tensor<4x255x256x16xf32>) -> tensor<4x128x256x16xf32>
    %423 = stablehlo.slice %422 [0:4, 0:1, 0:256, 0:16] : (tensor<4x128x256x16xf32>) -> tensor<4x1x256x16xf32>
    %424 = stablehlo.slice %422 [0:4, 1:128, 0:256, 0:16] : (tensor<4x128x256x16xf32>) -> tensor<4x127x256x16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %425 = stablehlo.pad %423, %cst_60, low = [0, 0, 0, 0], high = [0, 255, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x256x256x16xf32>
    %426 = stablehlo.multiply %364, %424 : tensor<4x127x256x16xf32>
    %427 = stablehlo.multiply %424, %363 : tensor<4x127x256x16xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %428 = stablehlo.pad %424, %cst_61, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x127x256x16xf32>, tensor<f32>) -> tensor<4x256x256x16xf32>
    %429 = stablehlo.add %425, %428 : tensor<4x256x256x16xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %430 = stablehlo.pad %427, %cst_62, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x127x256x16xf32>, tensor<f32>) -> tensor<4x256x256x16xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %431 = stablehlo.pad %426, %cst_63, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x127x256x16xf32>, tensor<f32>) -> tensor<4x128x256x16xf32>
    %432 = stablehlo.add %420, %431 : tensor<4x128x256x16xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.pad %432, %cst_64, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x128x256x16xf32>, tensor<f32>) -> tensor<4x127x256x16xf32>
    %434 = stablehlo.slice %433 [0:4, 0:127:2, 0:256, 0:16] : (tensor<4x127x256x16xf32>) -> tensor<4x64x256x16xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %435 = stablehlo.pad %432, %cst_65, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x128x256x16xf32>, tensor<f32>) -> tensor<4x127x256x16xf32>
    %436 = stablehlo.slice %435 [0:4, 0:127:2, 0:256, 0:16] : (tensor<4x127x256x16xf32>) -> tensor<4x64x256x16xf32>
    %437 = stablehlo.slice %436 [0:4, 0:1, 0:256, 0:16] : (tensor<4x64x256x16xf32>) -> tensor<4x1x256x16xf32>
    %438 = stablehlo.slice %436 [0:4, 1:64, 0:256, 0:16] : (tensor<4x64x256x16xf32>) -> tensor<4x63x256x16xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %439 = stablehlo.pad %437, %cst_66, low = [0, 0, 0, 0], high = [0, 127, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x128x256x16xf32>
    %440 = stablehlo.multiply %354, %438 : tensor<4x63x256x16xf32>
    %441 = stablehlo.multiply %438, %353 : tensor<4x63x256x16xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %442 = stablehlo.pad %438, %cst_67, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x63x256x16xf32>, tensor<f32>) -> tensor<4x128x256x16xf32>
    %443 = stablehlo.add %439, %442 : tensor<4x128x256x16xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %444 = stablehlo.pad %441, %cst_68, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x63x256x16xf32>, tensor<f32>) -> tensor<4x128x256x16xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %445 = stablehlo.pad %440, %cst_69, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x63x256x16xf32>, tensor<f32>) -> tensor<4x64x256x16xf32>
    %446 = stablehlo.add %434, %445 : tensor<4x64x256x16xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %447 = stablehlo.pad %446, %cst_70, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x64x256x16xf32>, tensor<f32>) -> tensor<4x63x256x16xf32>
    %448 = stablehlo.slice %447 [0:4, 0:63:2, 0:256, 0:16] : (tensor<4x63x256x16xf32>) -> tensor<4x32x256x16xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %449 = stablehlo.pad %446, %cst_71, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x64x256x16xf32>, tensor<f32>) -> tensor<4x63x256x16xf32>
    %450 = stablehlo.slice %449 [0:4, 0:63:2, 0:256, 0:16] : (tensor<4x63x256x16xf32>) -> tensor<4x32x256x16xf32>
    %451 = stablehlo.slice %450 [0:4, 0:1, 0:256, 0:16] : (tensor<4x32x256x16xf32>) -> tensor<4x1x256x16xf32>
    %452 = stablehlo.slice %450 [0:4, 1:32, 0:256, 0:16] : (tensor<4x32x256x16xf32>) -> tensor<4x31x256x16xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %453 = stablehlo.pad %451, %cst_72, low = [0, 0, 0, 0], high = [0, 63, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x64x256x16xf32>
    %454 = stablehlo.multiply %344, %452 : tensor<4x31x256x16xf32>
    %455 = stablehlo.multiply %452, %343 : tensor<4x31x256x16xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %456 = stablehlo.pad %452, %cst_73, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x31x256x16xf32>, tensor<f32>) -> tensor<4x64x256x16xf32>
    %457 = stablehlo.add %453, %456 : tensor<4x64x256x16xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %458 = stablehlo.pad %455, %cst_74, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x31x256x16xf32>, tensor<f32>) -> tensor<4x64x256x16xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %459 = stablehlo.pad %454, %cst_75, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x31x256x16xf32>, tensor<f32>) -> tensor<4x32x256x16xf32>
    %460 = stablehlo.add %448, %459 : tensor<4x32x256x16xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %461 = stablehlo.pad %460, %cst_76, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x32x256x16xf32>, tensor<f32>) -> tensor<4x31x256x16xf32>
    %462 = stablehlo.slice %461 [0:4, 0:31:2, 0:256, 0:16] : (tensor<4x31x256x16xf32>) -> tensor<4x16x256x16xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %463 = stablehlo.pad %460, %cst_77, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x32x256x16xf32>, tensor<f32>) -> tensor<4x31x256x16xf32>
    %464 = stablehlo.slice %463 [0:4, 0:31:2, 0:256, 0:16] : (tensor<4x31x256x16xf32>) -> tensor<4x16x256x16xf32>
    %465 = stablehlo.slice %464 [0:4, 0:1, 0:256, 0:16] : (tensor<4x16x256x16xf32>) -> tensor<4x1x256x16xf32>
    %466 = stablehlo.slice %464 [0:4, 1:16, 0:256, 0:16] : (tensor<4x16x256x16xf32>) -> tensor<4x15x256x16xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %467 = stablehlo.pad %465, %cst_78, low = [0, 0, 0, 0], high = [0, 31, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x32x256x16xf32>
    %468 = stablehlo.multiply %334, %466 : tensor<4x15x256x16xf32>
    %469 = stablehlo.multiply %466, %333 : tensor<4x15x256x16xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %470 = stablehlo.pad %466, %cst_79, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x15x256x16xf32>, tensor<f32>) -> tensor<4x32x256x16xf32>
    %471 = stablehlo.add %467, %470 : tensor<4x32x256x16xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %472 = stablehlo.pad %469, %cst_80, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x15x256x16xf32>, tensor<f32>) -> tensor<4x32x256x16xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %473 = stablehlo.pad %468, %cst_81, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x15x256x16xf32>, tensor<f32>) -> tensor<4x16x256x16xf32>
    %474 = stablehlo.add %462, %473 : tensor<4x16x256x16xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %475 = stablehlo.pad %474, %cst_82, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x16x256x16xf32>, tensor<f32>) -> tensor<4x15x256x16xf32>
    %476 = stablehlo.slice %475 [0:4, 0:15:2, 0:256, 0:16] : (tensor<4x15x256x16xf32>) -> tensor<4x8x256x16xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %477 = stablehlo.pad %474, %cst_83, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x16x256x16xf32>, tensor<f32>) -> tensor<4x15x256x16xf32>
    %478 = stablehlo.slice %477 [0:4, 0:15:2, 0:256, 0:16] : (tensor<4x15x256x16xf32>) -> tensor<4x8x256x16xf32>
    %479 = stablehlo.slice %478 [0:4, 0:1, 0:256, 0:16] : (tensor<4x8x256x16xf32>) -> tensor<4x1x256x16xf32>
    %480 = stablehlo.slice %478 [0:4, 1:8, 0:256, 0:16] : (tensor<4x8x256x16xf32>) -> tensor<4x7x256x16xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %481 = stablehlo.pad %479, %cst_84, low = [0, 0, 0, 0], high = [0, 15, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x16x256x16xf32>
    %482 = stablehlo.multiply %324, %480 : tensor<4x7x256x16xf32>
    %483 = stablehlo.multiply %480, %323 : tensor<4x7x256x16xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %484 = stablehlo.pad %480, %cst_85, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x7x256x16xf32>, tensor<f32>) -> tensor<4x16x256x16xf32>
    %485 = stablehlo.add %481, %484 : tensor<4x16x256x16xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %486 = stablehlo.pad %483, %cst_86, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x7x256x16xf32>, tensor<f32>) -> tensor<4x16x256x16xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %487 = stablehlo.pad %482, %cst_87, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x7x256x16xf32>, tensor<f32>) -> tensor<4x8x256x16xf32>
    %488 = stablehlo.add %476, %487 : tensor<4x8x256x16xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %489 = stablehlo.pad %488, %cst_88, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x8x256x16xf32>, tensor<f32>) -> tensor<4x7x256x16xf32>
    %490 = stablehlo.slice %489 [0:4, 0:7:2, 0:256, 0:16] : (tensor<4x7x256x16xf32>) -> tensor<4x4x256x16xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %491 = stablehlo.pad %488, %cst_89, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x8x256x16xf32>, tensor<f32>) -> tensor<4x7x256x16xf32>
    %492 = stablehlo.slice %491 [0:4, 0:7:2, 0:256, 0:16] : (tensor<4x7x256x16xf32>) -> tensor<4x4x256x16xf32>
    %493 = stablehlo.slice %492 [0:4, 0:1, 0:256, 0:16] : (tensor<4x4x256x16xf32>) -> tensor<4x1x256x16xf32>
    %494 = stablehlo.slice %492 [0:4, 1:4, 0:256, 0:16] : (tensor<4x4x256x16xf32>) -> tensor<4x3x256x16xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %495 = stablehlo.pad %493, %cst_90, low = [0, 0, 0, 0], high = [0, 7, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x8x256x16xf32>
    %496 = stablehlo.multiply %314, %494 : tensor<4x3x256x16xf32>
    %497 = stablehlo.multiply %494, %313 : tensor<4x3x256x16xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %498 = stablehlo.pad %494, %cst_91, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x3x256x16xf32>, tensor<f32>) -> tensor<4x8x256x16xf32>
    %499 = stablehlo.add %495, %498 : tensor<4x8x256x16xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %500 = stablehlo.pad %497, %cst_92, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x3x256x16xf32>, tensor<f32>) -> tensor<4x8x256x16xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %501 = stablehlo.pad %496, %cst_93, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x3x256x16xf32>, tensor<f32>) -> tensor<4x4x256x16xf32>
    %502 = stablehlo.add %490, %501 : tensor<4x4x256x16xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %503 = stablehlo.pad %502, %cst_94, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x4x256x16xf32>, tensor<f32>) -> tensor<4x3x256x16xf32>
    %504 = stablehlo.slice %503 [0:4, 0:3:2, 0:256, 0:16] : (tensor<4x3x256x16xf32>) -> tensor<4x2x256x16xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %505 = stablehlo.pad %502, %cst_95, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x4x256x16xf32>, tensor<f32>) -> tensor<4x3x256x16xf32>
    %506 = stablehlo.slice %505 [0:4, 0:3:2, 0:256, 0:16] : (tensor<4x3x256x16xf32>) -> tensor<4x2x256x16xf32>
    %507 = stablehlo.slice %506 [0:4, 0:1, 0:256, 0:16] : (tensor<4x2x256x16xf32>) -> tensor<4x1x256x16xf32>
    %508 = stablehlo.slice %506 [0:4, 1:2, 0:256, 0:16] : (tensor<4x2x256x16xf32>) -> tensor<4x1x256x16xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %509 = stablehlo.pad %507, %cst_96, low = [0, 0, 0, 0], high = [0, 3, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x4x256x16xf32>
    %510 = stablehlo.multiply %304, %508 : tensor<4x1x256x16xf32>
    %511 = stablehlo.multiply %508, %303 : tensor<4x1x256x16xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %512 = stablehlo.pad %508, %cst_97, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x4x256x16xf32>
    %513 = stablehlo.add %509, %512 : tensor<4x4x256x16xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %514 = stablehlo.pad %511, %cst_98, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x4x256x16xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %515 = stablehlo.pad %510, %cst_99, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x2x256x16xf32>
    %516 = stablehlo.add %504, %515 : tensor<4x2x256x16xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %517 = stablehlo.pad %516, %cst_100, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x2x256x16xf32>, tensor<f32>) -> tensor<4x1x256x16xf32>
    %518 = stablehlo.slice %517 [0:4, 0:1:2, 0:256, 0:16] : (tensor<4x1x256x16xf32>) -> tensor<4x1x256x16xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %519 = stablehlo.pad %516, %cst_101, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x2x256x16xf32>, tensor<f32>) -> tensor<4x1x256x16xf32>
    %520 = stablehlo.slice %519 [0:4, 0:1:2, 0:256, 0:16] : (tensor<4x1x256x16xf32>) -> tensor<4x1x256x16xf32>
    %521 = stablehlo.slice %520 [0:4, 0:1, 0:256, 0:16] : (tensor<4x1x256x16xf32>) -> tensor<4x1x256x16xf32>
    %522 = stablehlo.slice %520 [0:4, 1:1, 0:256, 0:16] : (tensor<4x1x256x16xf32>) -> tensor<4x0x256x16xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %523 = stablehlo.pad %521, %cst_102, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x2x256x16xf32>
    %524 = stablehlo.multiply %294, %522 : tensor<4x0x256x16xf32>
    %525 = stablehlo.multiply %522, %293 : tensor<4x0x256x16xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %526 = stablehlo.pad %522, %cst_103, low = [0, 2, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x0x256x16xf32>, tensor<f32>) -> tensor<4x2x256x16xf32>
    %527 = stablehlo.add %523, %526 : tensor<4x2x256x16xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %528 = stablehlo.pad %525, %cst_104, low = [0, 2, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x0x256x16xf32>, tensor<f32>) -> tensor<4x2x256x16xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %529 = stablehlo.pad %524, %cst_105, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x0x256x16xf32>, tensor<f32>) -> tensor<4x1x256x16xf32>
    %530 = stablehlo.add %518, %529 : tensor<4x1x256x16xf32>
    %531 = stablehlo.multiply %289, %530 : tensor<4x1x256x16xf32>
    %532 = stablehlo.multiply %530, %288 : tensor<4x1x256x16xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %533 = stablehlo.pad %530, %cst_106, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x2x256x16xf32>
    %534 = stablehlo.add %527, %533 : tensor<4x2x256x16xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %535 = stablehlo.pad %532, %cst_107, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x2x256x16xf32>
    %536 = stablehlo.add %528, %535 : tensor<4x2x256x16xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %537 = stablehlo.pad %531, %cst_108, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x2x256x16xf32>
    %538 = stablehlo.add %534, %537 : tensor<4x2x256x16xf32>
    %539 = stablehlo.multiply %283, %538 : tensor<4x2x256x16xf32>
    %540 = stablehlo.multiply %538, %282 : tensor<4x2x256x16xf32>
    %541 = stablehlo.multiply %281, %536 : tensor<4x2x256x16xf32>
    %542 = stablehlo.add %540, %541 : tensor<4x2x256x16xf32>
    %543 = stablehlo.multiply %536, %283 : tensor<4x2x256x16xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %544 = stablehlo.pad %538, %cst_109, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x2x256x16xf32>, tensor<f32>) -> tensor<4x4x256x16xf32>
    %545 = stablehlo.add %513, %544 : tensor<4x4x256x16xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %546 = stablehlo.pad %542, %cst_110, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x2x256x16xf32>, tensor<f32>) -> tensor<4x4x256x16xf32>
    %547 = stablehlo.add %514, %546 : tensor<4x4x256x16xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %548 = stablehlo.pad %539, %cst_111, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x2x256x16xf32>, tensor<f32>) -> tensor<4x4x256x16xf32>
    %549 = stablehlo.add %545, %548 : tensor<4x4x256x16xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %550 = stablehlo.pad %543, %cst_112, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x2x256x16xf32>, tensor<f32>) -> tensor<4x4x256x16xf32>
    %551 = stablehlo.add %547, %550 : tensor<4x4x256x16xf32>
    %552 = stablehlo.multiply %276, %549 : tensor<4x4x256x16xf32>
    %553 = stablehlo.multiply %549, %275 : tensor<4x4x256x16xf32>
    %554 = stablehlo.multiply %274, %551 : tensor<4x4x256x16xf32>
    %555 = stablehlo.add %553, %554 : tensor<4x4x256x16xf32>
    %556 = stablehlo.multiply %551, %276 : tensor<4x4x256x16xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %557 = stablehlo.pad %549, %cst_113, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x4x256x16xf32>, tensor<f32>) -> tensor<4x8x256x16xf32>
    %558 = stablehlo.add %499, %557 : tensor<4x8x256x16xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %559 = stablehlo.pad %555, %cst_114, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x4x256x16xf32>, tensor<f32>) -> tensor<4x8x256x16xf32>
    %560 = stablehlo.add %500, %559 : tensor<4x8x256x16xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %561 = stablehlo.pad %552, %cst_115, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x4x256x16xf32>, tensor<f32>) -> tensor<4x8x256x16xf32>
    %562 = stablehlo.add %558, %561 : tensor<4x8x256x16xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %563 = stablehlo.pad %556, %cst_116, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x4x256x16xf32>, tensor<f32>) -> tensor<4x8x256x16xf32>
    %564 = stablehlo.add %560, %563 : tensor<4x8x256x16xf32>
    %565 = stablehlo.multiply %269, %562 : tensor<4x8x256x16xf32>
    %566 = stablehlo.multiply %562, %268 : tensor<4x8x256x16xf32>
    %567 = stablehlo.multiply %267, %564 : tensor<4x8x256x16xf32>
    %568 = stablehlo.add %566, %567 : tensor<4x8x256x16xf32>
    %569 = stablehlo.multiply %564, %269 : tensor<4x8x256x16xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %570 = stablehlo.pad %562, %cst_117, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x8x256x16xf32>, tensor<f32>) -> tensor<4x16x256x16xf32>
    %571 = stablehlo.add %485, %570 : tensor<4x16x256x16xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %572 = stablehlo.pad %568, %cst_118, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x8x256x16xf32>, tensor<f32>) -> tensor<4x16x256x16xf32>
    %573 = stablehlo.add %486, %572 : tensor<4x16x256x16xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %574 = stablehlo.pad %565, %cst_119, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x8x256x16xf32>, tensor<f32>) -> tensor<4x16x256x16xf32>
    %575 = stablehlo.add %571, %574 : tensor<4x16x256x16xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %576 = stablehlo.pad %569, %cst_120, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x8x256x16xf32>, tensor<f32>) -> tensor<4x16x256x16xf32>
    %577 = stablehlo.add %573, %576 : tensor<4x16x256x16xf32>
    %578 = stablehlo.multiply %262, %575 : tensor<4x16x256x16xf32>
    %579 = stablehlo.multiply %575, %261 : tensor<4x16x256x16xf32>
    %580 = stablehlo.multiply %260, %577 : tensor<4x16x256x16xf32>
    %581 = stablehlo.add %579, %580 : tensor<4x16x256x16xf32>
    %582 = stablehlo.multiply %577, %262 : tensor<4x16x256x16xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %583 = stablehlo.pad %575, %cst_121, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x16x256x16xf32>, tensor<f32>) -> tensor<4x32x256x16xf32>
    %584 = stablehlo.add %471, %583 : tensor<4x32x256x16xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %585 = stablehlo.pad %581, %cst_122, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x16x256x16xf32>, tensor<f32>) -> tensor<4x32x256x16xf32>
    %586 = stablehlo.add %472, %585 : tensor<4x32x256x16xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %587 = stablehlo.pad %578, %cst_123, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x16x256x16xf32>, tensor<f32>) -> tensor<4x32x256x16xf32>
    %588 = stablehlo.add %584, %587 : tensor<4x32x256x16xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %589 = stablehlo.pad %582, %cst_124, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x16x256x16xf32>, tensor<f32>) -> tensor<4x32x256x16xf32>
    %590 = stablehlo.add %586, %589 : tensor<4x32x256x16xf32>
    %591 = stablehlo.multiply %255, %588 : tensor<4x32x256x16xf32>
    %592 = stablehlo.multiply %588, %254 : tensor<4x32x256x16xf32>
    %593 = stablehlo.multiply %253, %590 : tensor<4x32x256x16xf32>
    %594 = stablehlo.add %592, %593 : tensor<4x32x256x16xf32>
    %595 = stablehlo.multiply %590, %255 : tensor<4x32x256x16xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %596 = stablehlo.pad %588, %cst_125, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x32x256x16xf32>, tensor<f32>) -> tensor<4x64x256x16xf32>
    %597 = stablehlo.add %457, %596 : tensor<4x64x256x16xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %598 = stablehlo.pad %594, %cst_126, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x32x256x16xf32>, tensor<f32>) -> tensor<4x64x256x16xf32>
    %599 = stablehlo.add %458, %598 : tensor<4x64x256x16xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %600 = stablehlo.pad %591, %cst_127, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x32x256x16xf32>, tensor<f32>) -> tensor<4x64x256x16xf32>
    %601 = stablehlo.add %597, %600 : tensor<4x64x256x16xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %602 = stablehlo.pad %595, %cst_128, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x32x256x16xf32>, tensor<f32>) -> tensor<4x64x256x16xf32>
    %603 = stablehlo.add %599, %602 : tensor<4x64x256x16xf32>
    %604 = stablehlo.multiply %248, %601 : tensor<4x64x256x16xf32>
    %605 = stablehlo.multiply %601, %247 : tensor<4x64x256x16xf32>
    %606 = stablehlo.multiply %246, %603 : tensor<4x64x256x16xf32>
    %607 = stablehlo.add %605, %606 : tensor<4x64x256x16xf32>
    %608 = stablehlo.multiply %603, %248 : tensor<4x64x256x16xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %609 = stablehlo.pad %601, %cst_129, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x64x256x16xf32>, tensor<f32>) -> tensor<4x128x256x16xf32>
    %610 = stablehlo.add %443, %609 : tensor<4x128x256x16xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %611 = stablehlo.pad %607, %cst_130, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x64x256x16xf32>, tensor<f32>) -> tensor<4x128x256x16xf32>
    %612 = stablehlo.add %444, %611 : tensor<4x128x256x16xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %613 = stablehlo.pad %604, %cst_131, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x64x256x16xf32>, tensor<f32>) -> tensor<4x128x256x16xf32>
    %614 = stablehlo.add %610, %613 : tensor<4x128x256x16xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %615 = stablehlo.pad %608, %cst_132, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x64x256x16xf32>, tensor<f32>) -> tensor<4x128x256x16xf32>
    %616 = stablehlo.add %612, %615 : tensor<4x128x256x16xf32>
    %617 = stablehlo.multiply %241, %614 : tensor<4x128x256x16xf32>
    %618 = stablehlo.multiply %614, %240 : tensor<4x128x256x16xf32>
    %619 = stablehlo.multiply %239, %616 : tensor<4x128x256x16xf32>
    %620 = stablehlo.add %618, %619 : tensor<4x128x256x16xf32>
    %621 = stablehlo.multiply %616, %241 : tensor<4x128x256x16xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %622 = stablehlo.pad %614, %cst_133, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x128x256x16xf32>, tensor<f32>) -> tensor<4x256x256x16xf32>
    %623 = stablehlo.add %429, %622 : tensor<4x256x256x16xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %624 = stablehlo.pad %620, %cst_134, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x128x256x16xf32>, tensor<f32>) -> tensor<4x256x256x16xf32>
    %625 = stablehlo.add %430, %624 : tensor<4x256x256x16xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %626 = stablehlo.pad %617, %cst_135, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x128x256x16xf32>, tensor<f32>) -> tensor<4x256x256x16xf32>
    %627 = stablehlo.add %623, %626 : tensor<4x256x256x16xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %628 = stablehlo.pad %621, %cst_136, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x128x256x16xf32>, tensor<f32>) -> tensor<4x256x256x16xf32>
    %629 = stablehlo.add %625, %628 : tensor<4x256x256x16xf32>
    %630 = stablehlo.multiply %234, %627 : tensor<4x256x256x16xf32>
    %631 = stablehlo.multiply %627, %233 : tensor<4x256x256x16xf32>
    %632 = stablehlo.multiply %232, %629 : tensor<4x256x256x16xf32>
    %633 = stablehlo.add %631, %632 : tensor<4x256x256x16xf32>
    %634 = stablehlo.multiply %629, %234 : tensor<4x256x256x16xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %635 = stablehlo.pad %627, %cst_137, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x256x256x16xf32>, tensor<f32>) -> tensor<4x512x256x16xf32>
    %636 = stablehlo.add %415, %635 : tensor<4x512x256x16xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %637 = stablehlo.pad %633, %cst_138, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x256x256x16xf32>, tensor<f32>) -> tensor<4x512x256x16xf32>
    %638 = stablehlo.add %416, %637 : tensor<4x512x256x16xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %639 = stablehlo.pad %630, %cst_139, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x256x256x16xf32>, tensor<f32>) -> tensor<4x512x256x16xf32>
    %640 = stablehlo.add %636, %639 : tensor<4x512x256x16xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %641 = stablehlo.pad %634, %cst_140, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x256x256x16xf32>, tensor<f32>) -> tensor<4x512x256x16xf32>
    %642 = stablehlo.add %638, %641 : tensor<4x512x256x16xf32>
    %643 = stablehlo.multiply %228, %640 : tensor<4x512x256x16xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %644 = stablehlo.reduce(%643 init: %cst_141) applies stablehlo.add across dimensions = [3] : (tensor<4x512x256x16xf32>, tensor<f32>) -> tensor<4x512x256xf32>
    %645 = stablehlo.reshape %644 : (tensor<4x512x256xf32>) -> tensor<4x512x256x1xf32>
    %646 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2, 3] : (tensor<4x512x256x1xf32>) -> tensor<4x512x256x16xf32>
    %647 = stablehlo.multiply %640, %646 : tensor<4x512x256x16xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %648 = stablehlo.reduce(%645 init: %cst_142) applies stablehlo.add across dimensions = [3] : (tensor<4x512x256x1xf32>, tensor<f32>) -> tensor<4x512x256xf32>
    %649 = stablehlo.reshape %647 : (tensor<4x512x256x16xf32>) -> tensor<4x512x4096xf32>
    %650 = stablehlo.convert %649 : (tensor<4x512x4096xf32>) -> tensor<4x512x4096xbf16>
    %651 = stablehlo.dot_general %650, %211, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x4096xbf16>, tensor<4x512x256xbf16>) -> tensor<4096x256xbf16>
    %652 = stablehlo.transpose %651, dims = [1, 0] : (tensor<4096x256xbf16>) -> tensor<256x4096xbf16>
    %653 = stablehlo.dot_general %650, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x4096xbf16>, tensor<256x4096xbf16>) -> tensor<4x512x256xbf16>
    %654 = stablehlo.reshape %642 : (tensor<4x512x256x16xf32>) -> tensor<4x512x4096xf32>
    %655 = stablehlo.multiply %654, %224 : tensor<4x512x4096xf32>
    %656 = stablehlo.convert %655 : (tensor<4x512x4096xf32>) -> tensor<4x512x4096xbf16>
    %657 = stablehlo.dot_general %656, %211, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x4096xbf16>, tensor<4x512x256xbf16>) -> tensor<4096x256xbf16>
    %658 = stablehlo.transpose %657, dims = [1, 0] : (tensor<4096x256xbf16>) -> tensor<256x4096xbf16>
    %659 = stablehlo.dot_general %656, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x4096xbf16>, tensor<256x4096xbf16>) -> tensor<4x512x256xbf16>
    %660 = stablehlo.add %653, %659 : tensor<4x512x256xbf16>
    %661 = stablehlo.convert %648 : (tensor<4x512x256xf32>) -> tensor<4x512x256xbf16>
    %662 = stablehlo.dot_general %661, %211, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x256xbf16>, tensor<4x512x256xbf16>) -> tensor<256x256xbf16>
    %663 = stablehlo.transpose %662, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %664 = stablehlo.dot_general %661, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x256xbf16>, tensor<256x256xbf16>) -> tensor<4x512x256xbf16>
    %665 = stablehlo.add %660, %664 : tensor<4x512x256xbf16>
    %666 = stablehlo.convert %665 : (tensor<4x512x256xbf16>) -> tensor<4x512x256xf32>
    %667 = stablehlo.multiply %207, %666 : tensor<4x512x256xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %668 = stablehlo.reduce(%667 init: %cst_143) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x512x256xf32>, tensor<f32>) -> tensor<256xf32>
    %669 = stablehlo.reshape %668 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %670 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<4x512x256xf32>
    %671 = stablehlo.multiply %666, %670 : tensor<4x512x256xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %672 = stablehlo.reduce(%669 init: %cst_144) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %673 = stablehlo.multiply %192, %671 : tensor<4x512x256xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %674 = stablehlo.reduce(%673 init: %cst_145) applies stablehlo.add across dimensions = [2] : (tensor<4x512x256xf32>, tensor<f32>) -> tensor<4x512xf32>
    %675 = stablehlo.reshape %674 : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %676 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x256xf32>
    %677 = stablehlo.multiply %671, %676 : tensor<4x512x256xf32>
    %678 = stablehlo.multiply %675, %205 : tensor<4x512x1xf32>
    %cst_146 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %679 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %680 = stablehlo.divide %678, %679 : tensor<4x512x1xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %681 = stablehlo.reduce(%680 init: %cst_147) applies stablehlo.add across dimensions = [2] : (tensor<4x512x1xf32>, tensor<f32>) -> tensor<4x512xf32>
    %682 = stablehlo.broadcast_in_dim %681, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x256xf32>
    %683 = stablehlo.multiply %682, %195 : tensor<4x512x256xf32>
    %684 = stablehlo.add %677, %683 : tensor<4x512x256xf32>
    %685 = stablehlo.convert %684 : (tensor<4x512x256xf32>) -> tensor<4x512x256xbf16>
    %686 = stablehlo.add %395, %685 : tensor<4x512x256xbf16>
    %687 = stablehlo.dot_general %686, %189#0, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x256xbf16>, tensor<4x512x256xbf16>) -> tensor<256x256xbf16>
    %688 = stablehlo.transpose %687, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %689 = stablehlo.dot_general %686, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x256xbf16>, tensor<256x256xbf16>) -> tensor<4x512x256xbf16>
    %690 = call @silu_0(%189#1, %189#2, %188, %689) : (tensor<4x512x256xbf16>, tensor<4x512x256xbf16>, tensor<4x512x256xbf16>, tensor<4x512x256xbf16>) -> tensor<4x512x256xbf16>
    %691 = stablehlo.convert %690 : (tensor<4x512x256xbf16>) -> tensor<4x512x256xf32>
    %692 = stablehlo.transpose %691, dims = [2, 0, 1] : (tensor<4x512x256xf32>) -> tensor<256x4x512xf32>
    %693 = stablehlo.dot_general %692, %arg0, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<256x4x512xf32>, tensor<256x16xf32>) -> tensor<256x4x512x16xf32>
    %694 = stablehlo.transpose %693, dims = [1, 2, 0, 3] : (tensor<256x4x512x16xf32>) -> tensor<4x512x256x16xf32>
    %695 = stablehlo.dot_general %692, %185, batching_dims = [0] x [2], contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<256x4x512xf32>, tensor<4x512x256x16xf32>) -> tensor<256x16xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %696 = stablehlo.pad %694, %cst_148, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x512x256x16xf32>, tensor<f32>) -> tensor<4x511x256x16xf32>
    %697 = stablehlo.slice %696 [0:4, 0:511:2, 0:256, 0:16] : (tensor<4x511x256x16xf32>) -> tensor<4x256x256x16xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %698 = stablehlo.pad %694, %cst_149, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x512x256x16xf32>, tensor<f32>) -> tensor<4x511x256x16xf32>
    %699 = stablehlo.slice %698 [0:4, 0:511:2, 0:256, 0:16] : (tensor<4x511x256x16xf32>) -> tensor<4x256x256x16xf32>
    %700 = stablehlo.slice %699 [0:4, 0:1, 0:256, 0:16] : (tensor<4x256x256x16xf32>) -> tensor<4x1x256x16xf32>
    %701 = stablehlo.slice %699 [0:4, 1:256, 0:256, 0:16] : (tensor<4x256x256x16xf32>) -> tensor<4x255x256x16xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %702 = stablehlo.pad %700, %cst_150, low = [0, 0, 0, 0], high = [0, 511, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x512x256x16xf32>
    %703 = stablehlo.multiply %177, %701 : tensor<4x255x256x16xf32>
    %704 = stablehlo.multiply %701, %176 : tensor<4x255x256x16xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %705 = stablehlo.pad %701, %cst_151, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x255x256x16xf32>, tensor<f32>) -> tensor<4x512x256x16xf32>
    %706 = stablehlo.add %702, %705 : tensor<4x512x256x16xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %707 = stablehlo.pad %704, %cst_152, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x255x256x16xf32>, tensor<f32>) -> tensor<4x512x256x16xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %708 = stablehlo.pad %703, %cst_153, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x255x256x16xf32>, tensor<f32>) -> tensor<4x256x256x16xf32>
    %709 = stablehlo.add %697, %708 : tensor<4x256x256x16xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %710 = stablehlo.pad %709, %cst_154, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x256x256x16xf32>, tensor<f32>) -> tensor<4x255x256x16xf32>
    %711 = stablehlo.slice %710 [0:4, 0:255:2, 0:256, 0:16] : (tensor<4x255x256x16xf32>) -> tensor<4x128x256x16xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %712 = stablehlo.pad %709, %cst_155, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x256x256x16xf32>, tensor<f32>) -> tensor<4x255x256x16xf32>
    %713 = stablehlo.slice %712 [0:4, 0:255:2, 0:256, 0:16] : (tensor<4x255x256x16xf32>) -> tensor<4x128x256x16xf32>
    %714 = stablehlo.slice %713 [0:4, 0:1, 0:256, 0:16] : (tensor<4x128x256x16xf32>) -> tensor<4x1x256x16xf32>
    %715 = stablehlo.slice %713 [0:4, 1:128, 0:256, 0:16] : (tensor<4x128x256x16xf32>) -> tensor<4x127x256x16xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %716 = stablehlo.pad %714, %cst_156, low = [0, 0, 0, 0], high = [0, 255, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x256x256x16xf32>
    %717 = stablehlo.multiply %167, %715 : tensor<4x127x256x16xf32>
    %718 = stablehlo.multiply %715, %166 : tensor<4x127x256x16xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %719 = stablehlo.pad %715, %cst_157, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x127x256x16xf32>, tensor<f32>) -> tensor<4x256x256x16xf32>
    %720 = stablehlo.add %716, %719 : tensor<4x256x256x16xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %721 = stablehlo.pad %718, %cst_158, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x127x256x16xf32>, tensor<f32>) -> tensor<4x256x256x16xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %722 = stablehlo.pad %717, %cst_159, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x127x256x16xf32>, tensor<f32>) -> tensor<4x128x256x16xf32>
    %723 = stablehlo.add %711, %722 : tensor<4x128x256x16xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %724 = stablehlo.pad %723, %cst_160, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x128x256x16xf32>, tensor<f32>) -> tensor<4x127x256x16xf32>
    %725 = stablehlo.slice %724 [0:4, 0:127:2, 0:256, 0:16] : (tensor<4x127x256x16xf32>) -> tensor<4x64x256x16xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %726 = stablehlo.pad %723, %cst_161, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x128x256x16xf32>, tensor<f32>) -> tensor<4x127x256x16xf32>
    %727 = stablehlo.slice %726 [0:4, 0:127:2, 0:256, 0:16] : (tensor<4x127x256x16xf32>) -> tensor<4x64x256x16xf32>
    %728 = stablehlo.slice %727 [0:4, 0:1, 0:256, 0:16] : (tensor<4x64x256x16xf32>) -> tensor<4x1x256x16xf32>
    %729 = stablehlo.slice %727 [0:4, 1:64, 0:256, 0:16] : (tensor<4x64x256x16xf32>) -> tensor<4x63x256x16xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %730 = stablehlo.pad %728, %cst_162, low = [0, 0, 0, 0], high = [0, 127, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x128x256x16xf32>
    %731 = stablehlo.multiply %157, %729 : tensor<4x63x256x16xf32>
    %732 = stablehlo.multiply %729, %156 : tensor<4x63x256x16xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %733 = stablehlo.pad %729, %cst_163, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x63x256x16xf32>, tensor<f32>) -> tensor<4x128x256x16xf32>
    %734 = stablehlo.add %730, %733 : tensor<4x128x256x16xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %735 = stablehlo.pad %732, %cst_164, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x63x256x16xf32>, tensor<f32>) -> tensor<4x128x256x16xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %736 = stablehlo.pad %731, %cst_165, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x63x256x16xf32>, tensor<f32>) -> tensor<4x64x256x16xf32>
    %737 = stablehlo.add %725, %736 : tensor<4x64x256x16xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %738 = stablehlo.pad %737, %cst_166, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x64x256x16xf32>, tensor<f32>) -> tensor<4x63x256x16xf32>
    %739 = stablehlo.slice %738 [0:4, 0:63:2, 0:256, 0:16] : (tensor<4x63x256x16xf32>) -> tensor<4x32x256x16xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %740 = stablehlo.pad %737, %cst_167, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x64x256x16xf32>, tensor<f32>) -> tensor<4x63x256x16xf32>
    %741 = stablehlo.slice %740 [0:4, 0:63:2, 0:256, 0:16] : (tensor<4x63x256x16xf32>) -> tensor<4x32x256x16xf32>
    %742 = stablehlo.slice %741 [0:4, 0:1, 0:256, 0:16] : (tensor<4x32x256x16xf32>) -> tensor<4x1x256x16xf32>
    %743 = stablehlo.slice %741 [0:4, 1:32, 0:256, 0:16] : (tensor<4x32x256x16xf32>) -> tensor<4x31x256x16xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %744 = stablehlo.pad %742, %cst_168, low = [0, 0, 0, 0], high = [0, 63, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x64x256x16xf32>
    %745 = stablehlo.multiply %147, %743 : tensor<4x31x256x16xf32>
    %746 = stablehlo.multiply %743, %146 : tensor<4x31x256x16xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %747 = stablehlo.pad %743, %cst_169, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x31x256x16xf32>, tensor<f32>) -> tensor<4x64x256x16xf32>
    %748 = stablehlo.add %744, %747 : tensor<4x64x256x16xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %749 = stablehlo.pad %746, %cst_170, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x31x256x16xf32>, tensor<f32>) -> tensor<4x64x256x16xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %750 = stablehlo.pad %745, %cst_171, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x31x256x16xf32>, tensor<f32>) -> tensor<4x32x256x16xf32>
    %751 = stablehlo.add %739, %750 : tensor<4x32x256x16xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %752 = stablehlo.pad %751, %cst_172, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x32x256x16xf32>, tensor<f32>) -> tensor<4x31x256x16xf32>
    %753 = stablehlo.slice %752 [0:4, 0:31:2, 0:256, 0:16] : (tensor<4x31x256x16xf32>) -> tensor<4x16x256x16xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %754 = stablehlo.pad %751, %cst_173, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x32x256x16xf32>, tensor<f32>) -> tensor<4x31x256x16xf32>
    %755 = stablehlo.slice %754 [0:4, 0:31:2, 0:256, 0:16] : (tensor<4x31x256x16xf32>) -> tensor<4x16x256x16xf32>
    %756 = stablehlo.slice %755 [0:4, 0:1, 0:256, 0:16] : (tensor<4x16x256x16xf32>) -> tensor<4x1x256x16xf32>
    %757 = stablehlo.slice %755 [0:4, 1:16, 0:256, 0:16] : (tensor<4x16x256x16xf32>) -> tensor<4x15x256x16xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %758 = stablehlo.pad %756, %cst_174, low = [0, 0, 0, 0], high = [0, 31, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x32x256x16xf32>
    %759 = stablehlo.multiply %137, %757 : tensor<4x15x256x16xf32>
    %760 = stablehlo.multiply %757, %136 : tensor<4x15x256x16xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %761 = stablehlo.pad %757, %cst_175, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x15x256x16xf32>, tensor<f32>) -> tensor<4x32x256x16xf32>
    %762 = stablehlo.add %758, %761 : tensor<4x32x256x16xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %763 = stablehlo.pad %760, %cst_176, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x15x256x16xf32>, tensor<f32>) -> tensor<4x32x256x16xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %764 = stablehlo.pad %759, %cst_177, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x15x256x16xf32>, tensor<f32>) -> tensor<4x16x256x16xf32>
    %765 = stablehlo.add %753, %764 : tensor<4x16x256x16xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %766 = stablehlo.pad %765, %cst_178, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x16x256x16xf32>, tensor<f32>) -> tensor<4x15x256x16xf32>
    %767 = stablehlo.slice %766 [0:4, 0:15:2, 0:256, 0:16] : (tensor<4x15x256x16xf32>) -> tensor<4x8x256x16xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %768 = stablehlo.pad %765, %cst_179, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x16x256x16xf32>, tensor<f32>) -> tensor<4x15x256x16xf32>
    %769 = stablehlo.slice %768 [0:4, 0:15:2, 0:256, 0:16] : (tensor<4x15x256x16xf32>) -> tensor<4x8x256x16xf32>
    %770 = stablehlo.slice %769 [0:4, 0:1, 0:256, 0:16] : (tensor<4x8x256x16xf32>) -> tensor<4x1x256x16xf32>
    %771 = stablehlo.slice %769 [0:4, 1:8, 0:256, 0:16] : (tensor<4x8x256x16xf32>) -> tensor<4x7x256x16xf32>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %772 = stablehlo.pad %770, %cst_180, low = [0, 0, 0, 0], high = [0, 15, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x16x256x16xf32>
    %773 = stablehlo.multiply %127, %771 : tensor<4x7x256x16xf32>
    %774 = stablehlo.multiply %771, %126 : tensor<4x7x256x16xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %775 = stablehlo.pad %771, %cst_181, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x7x256x16xf32>, tensor<f32>) -> tensor<4x16x256x16xf32>
    %776 = stablehlo.add %772, %775 : tensor<4x16x256x16xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %777 = stablehlo.pad %774, %cst_182, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x7x256x16xf32>, tensor<f32>) -> tensor<4x16x256x16xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %778 = stablehlo.pad %773, %cst_183, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x7x256x16xf32>, tensor<f32>) -> tensor<4x8x256x16xf32>
    %779 = stablehlo.add %767, %778 : tensor<4x8x256x16xf32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %780 = stablehlo.pad %779, %cst_184, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x8x256x16xf32>, tensor<f32>) -> tensor<4x7x256x16xf32>
    %781 = stablehlo.slice %780 [0:4, 0:7:2, 0:256, 0:16] : (tensor<4x7x256x16xf32>) -> tensor<4x4x256x16xf32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %782 = stablehlo.pad %779, %cst_185, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x8x256x16xf32>, tensor<f32>) -> tensor<4x7x256x16xf32>
    %783 = stablehlo.slice %782 [0:4, 0:7:2, 0:256, 0:16] : (tensor<4x7x256x16xf32>) -> tensor<4x4x256x16xf32>
    %784 = stablehlo.slice %783 [0:4, 0:1, 0:256, 0:16] : (tensor<4x4x256x16xf32>) -> tensor<4x1x256x16xf32>
    %785 = stablehlo.slice %783 [0:4, 1:4, 0:256, 0:16] : (tensor<4x4x256x16xf32>) -> tensor<4x3x256x16xf32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %786 = stablehlo.pad %784, %cst_186, low = [0, 0, 0, 0], high = [0, 7, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x8x256x16xf32>
    %787 = stablehlo.multiply %117, %785 : tensor<4x3x256x16xf32>
    %788 = stablehlo.multiply %785, %116 : tensor<4x3x256x16xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %789 = stablehlo.pad %785, %cst_187, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x3x256x16xf32>, tensor<f32>) -> tensor<4x8x256x16xf32>
    %790 = stablehlo.add %786, %789 : tensor<4x8x256x16xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %791 = stablehlo.pad %788, %cst_188, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x3x256x16xf32>, tensor<f32>) -> tensor<4x8x256x16xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %792 = stablehlo.pad %787, %cst_189, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x3x256x16xf32>, tensor<f32>) -> tensor<4x4x256x16xf32>
    %793 = stablehlo.add %781, %792 : tensor<4x4x256x16xf32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %794 = stablehlo.pad %793, %cst_190, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x4x256x16xf32>, tensor<f32>) -> tensor<4x3x256x16xf32>
    %795 = stablehlo.slice %794 [0:4, 0:3:2, 0:256, 0:16] : (tensor<4x3x256x16xf32>) -> tensor<4x2x256x16xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %796 = stablehlo.pad %793, %cst_191, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x4x256x16xf32>, tensor<f32>) -> tensor<4x3x256x16xf32>
    %797 = stablehlo.slice %796 [0:4, 0:3:2, 0:256, 0:16] : (tensor<4x3x256x16xf32>) -> tensor<4x2x256x16xf32>
    %798 = stablehlo.slice %797 [0:4, 0:1, 0:256, 0:16] : (tensor<4x2x256x16xf32>) -> tensor<4x1x256x16xf32>
    %799 = stablehlo.slice %797 [0:4, 1:2, 0:256, 0:16] : (tensor<4x2x256x16xf32>) -> tensor<4x1x256x16xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %800 = stablehlo.pad %798, %cst_192, low = [0, 0, 0, 0], high = [0, 3, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x4x256x16xf32>
    %801 = stablehlo.multiply %107, %799 : tensor<4x1x256x16xf32>
    %802 = stablehlo.multiply %799, %106 : tensor<4x1x256x16xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %803 = stablehlo.pad %799, %cst_193, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x4x256x16xf32>
    %804 = stablehlo.add %800, %803 : tensor<4x4x256x16xf32>
    %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %805 = stablehlo.pad %802, %cst_194, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x4x256x16xf32>
    %cst_195 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %806 = stablehlo.pad %801, %cst_195, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x2x256x16xf32>
    %807 = stablehlo.add %795, %806 : tensor<4x2x256x16xf32>
    %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %808 = stablehlo.pad %807, %cst_196, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x2x256x16xf32>, tensor<f32>) -> tensor<4x1x256x16xf32>
    %809 = stablehlo.slice %808 [0:4, 0:1:2, 0:256, 0:16] : (tensor<4x1x256x16xf32>) -> tensor<4x1x256x16xf32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %810 = stablehlo.pad %807, %cst_197, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x2x256x16xf32>, tensor<f32>) -> tensor<4x1x256x16xf32>
    %811 = stablehlo.slice %810 [0:4, 0:1:2, 0:256, 0:16] : (tensor<4x1x256x16xf32>) -> tensor<4x1x256x16xf32>
    %812 = stablehlo.slice %811 [0:4, 0:1, 0:256, 0:16] : (tensor<4x1x256x16xf32>) -> tensor<4x1x256x16xf32>
    %813 = stablehlo.slice %811 [0:4, 1:1, 0:256, 0:16] : (tensor<4x1x256x16xf32>) -> tensor<4x0x256x16xf32>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %814 = stablehlo.pad %812, %cst_198, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x2x256x16xf32>
    %815 = stablehlo.multiply %97, %813 : tensor<4x0x256x16xf32>
    %816 = stablehlo.multiply %813, %96 : tensor<4x0x256x16xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %817 = stablehlo.pad %813, %cst_199, low = [0, 2, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x0x256x16xf32>, tensor<f32>) -> tensor<4x2x256x16xf32>
    %818 = stablehlo.add %814, %817 : tensor<4x2x256x16xf32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %819 = stablehlo.pad %816, %cst_200, low = [0, 2, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x0x256x16xf32>, tensor<f32>) -> tensor<4x2x256x16xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %820 = stablehlo.pad %815, %cst_201, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x0x256x16xf32>, tensor<f32>) -> tensor<4x1x256x16xf32>
    %821 = stablehlo.add %809, %820 : tensor<4x1x256x16xf32>
    %822 = stablehlo.multiply %92, %821 : tensor<4x1x256x16xf32>
    %823 = stablehlo.multiply %821, %91 : tensor<4x1x256x16xf32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %824 = stablehlo.pad %821, %cst_202, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x2x256x16xf32>
    %825 = stablehlo.add %818, %824 : tensor<4x2x256x16xf32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %826 = stablehlo.pad %823, %cst_203, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x2x256x16xf32>
    %827 = stablehlo.add %819, %826 : tensor<4x2x256x16xf32>
    %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %828 = stablehlo.pad %822, %cst_204, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x1x256x16xf32>, tensor<f32>) -> tensor<4x2x256x16xf32>
    %829 = stablehlo.add %825, %828 : tensor<4x2x256x16xf32>
    %830 = stablehlo.multiply %86, %829 : tensor<4x2x256x16xf32>
    %831 = stablehlo.multiply %829, %85 : tensor<4x2x256x16xf32>
    %832 = stablehlo.multiply %84, %827 : tensor<4x2x256x16xf32>
    %833 = stablehlo.add %831, %832 : tensor<4x2x256x16xf32>
    %834 = stablehlo.multiply %827, %86 : tensor<4x2x256x16xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %835 = stablehlo.pad %829, %cst_205, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x2x256x16xf32>, tensor<f32>) -> tensor<4x4x256x16xf32>
    %836 = stablehlo.add %804, %835 : tensor<4x4x256x16xf32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %837 = stablehlo.pad %833, %cst_206, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x2x256x16xf32>, tensor<f32>) -> tensor<4x4x256x16xf32>
    %838 = stablehlo.add %805, %837 : tensor<4x4x256x16xf32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %839 = stablehlo.pad %830, %cst_207, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x2x256x16xf32>, tensor<f32>) -> tensor<4x4x256x16xf32>
    %840 = stablehlo.add %836, %839 : tensor<4x4x256x16xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %841 = stablehlo.pad %834, %cst_208, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x2x256x16xf32>, tensor<f32>) -> tensor<4x4x256x16xf32>
    %842 = stablehlo.add %838, %841 : tensor<4x4x256x16xf32>
    %843 = stablehlo.multiply %79, %840 : tensor<4x4x256x16xf32>
    %844 = stablehlo.multiply %840, %78 : tensor<4x4x256x16xf32>
    %845 = stablehlo.multiply %77, %842 : tensor<4x4x256x16xf32>
    %846 = stablehlo.add %844, %845 : tensor<4x4x256x16xf32>
    %847 = stablehlo.multiply %842, %79 : tensor<4x4x256x16xf32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %848 = stablehlo.pad %840, %cst_209, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x4x256x16xf32>, tensor<f32>) -> tensor<4x8x256x16xf32>
    %849 = stablehlo.add %790, %848 : tensor<4x8x256x16xf32>
    %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %850 = stablehlo.pad %846, %cst_210, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x4x256x16xf32>, tensor<f32>) -> tensor<4x8x256x16xf32>
    %851 = stablehlo.add %791, %850 : tensor<4x8x256x16xf32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %852 = stablehlo.pad %843, %cst_211, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x4x256x16xf32>, tensor<f32>) -> tensor<4x8x256x16xf32>
    %853 = stablehlo.add %849, %852 : tensor<4x8x256x16xf32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %854 = stablehlo.pad %847, %cst_212, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x4x256x16xf32>, tensor<f32>) -> tensor<4x8x256x16xf32>
    %855 = stablehlo.add %851, %854 : tensor<4x8x256x16xf32>
    %856 = stablehlo.multiply %72, %853 : tensor<4x8x256x16xf32>
    %857 = stablehlo.multiply %853, %71 : tensor<4x8x256x16xf32>
    %858 = stablehlo.multiply %70, %855 : tensor<4x8x256x16xf32>
    %859 = stablehlo.add %857, %858 : tensor<4x8x256x16xf32>
    %860 = stablehlo.multiply %855, %72 : tensor<4x8x256x16xf32>
    %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %861 = stablehlo.pad %853, %cst_213, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x8x256x16xf32>, tensor<f32>) -> tensor<4x16x256x16xf32>
    %862 = stablehlo.add %776, %861 : tensor<4x16x256x16xf32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %863 = stablehlo.pad %859, %cst_214, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x8x256x16xf32>, tensor<f32>) -> tensor<4x16x256x16xf32>
    %864 = stablehlo.add %777, %863 : tensor<4x16x256x16xf32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %865 = stablehlo.pad %856, %cst_215, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x8x256x16xf32>, tensor<f32>) -> tensor<4x16x256x16xf32>
    %866 = stablehlo.add %862, %865 : tensor<4x16x256x16xf32>
    %cst_216 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %867 = stablehlo.pad %860, %cst_216, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x8x256x16xf32>, tensor<f32>) -> tensor<4x16x256x16xf32>
    %868 = stablehlo.add %864, %867 : tensor<4x16x256x16xf32>
    %869 = stablehlo.multiply %65, %866 : tensor<4x16x256x16xf32>
    %870 = stablehlo.multiply %866, %64 : tensor<4x16x256x16xf32>
    %871 = stablehlo.multiply %63, %868 : tensor<4x16x256x16xf32>
    %872 = stablehlo.add %870, %871 : tensor<4x16x256x16xf32>
    %873 = stablehlo.multiply %868, %65 : tensor<4x16x256x16xf32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %874 = stablehlo.pad %866, %cst_217, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x16x256x16xf32>, tensor<f32>) -> tensor<4x32x256x16xf32>
    %875 = stablehlo.add %762, %874 : tensor<4x32x256x16xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %876 = stablehlo.pad %872, %cst_218, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x16x256x16xf32>, tensor<f32>) -> tensor<4x32x256x16xf32>
    %877 = stablehlo.add %763, %876 : tensor<4x32x256x16xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %878 = stablehlo.pad %869, %cst_219, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x16x256x16xf32>, tensor<f32>) -> tensor<4x32x256x16xf32>
    %879 = stablehlo.add %875, %878 : tensor<4x32x256x16xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %880 = stablehlo.pad %873, %cst_220, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x16x256x16xf32>, tensor<f32>) -> tensor<4x32x256x16xf32>
    %881 = stablehlo.add %877, %880 : tensor<4x32x256x16xf32>
    %882 = stablehlo.multiply %58, %879 : tensor<4x32x256x16xf32>
    %883 = stablehlo.multiply %879, %57 : tensor<4x32x256x16xf32>
    %884 = stablehlo.multiply %56, %881 : tensor<4x32x256x16xf32>
    %885 = stablehlo.add %883, %884 : tensor<4x32x256x16xf32>
    %886 = stablehlo.multiply %881, %58 : tensor<4x32x256x16xf32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %887 = stablehlo.pad %879, %cst_221, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x32x256x16xf32>, tensor<f32>) -> tensor<4x64x256x16xf32>
    %888 = stablehlo.add %748, %887 : tensor<4x64x256x16xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %889 = stablehlo.pad %885, %cst_222, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x32x256x16xf32>, tensor<f32>) -> tensor<4x64x256x16xf32>
    %890 = stablehlo.add %749, %889 : tensor<4x64x256x16xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %891 = stablehlo.pad %882, %cst_223, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x32x256x16xf32>, tensor<f32>) -> tensor<4x64x256x16xf32>
    %892 = stablehlo.add %888, %891 : tensor<4x64x256x16xf32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %893 = stablehlo.pad %886, %cst_224, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x32x256x16xf32>, tensor<f32>) -> tensor<4x64x256x16xf32>
    %894 = stablehlo.add %890, %893 : tensor<4x64x256x16xf32>
    %895 = stablehlo.multiply %51, %892 : tensor<4x64x256x16xf32>
    %896 = stablehlo.multiply %892, %50 : tensor<4x64x256x16xf32>
    %897 = stablehlo.multiply %49, %894 : tensor<4x64x256x16xf32>
    %898 = stablehlo.add %896, %897 : tensor<4x64x256x16xf32>
    %899 = stablehlo.multiply %894, %51 : tensor<4x64x256x16xf32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %900 = stablehlo.pad %892, %cst_225, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x64x256x16xf32>, tensor<f32>) -> tensor<4x128x256x16xf32>
    %901 = stablehlo.add %734, %900 : tensor<4x128x256x16xf32>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %902 = stablehlo.pad %898, %cst_226, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x64x256x16xf32>, tensor<f32>) -> tensor<4x128x256x16xf32>
    %903 = stablehlo.add %735, %902 : tensor<4x128x256x16xf32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %904 = stablehlo.pad %895, %cst_227, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x64x256x16xf32>, tensor<f32>) -> tensor<4x128x256x16xf32>
    %905 = stablehlo.add %901, %904 : tensor<4x128x256x16xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %906 = stablehlo.pad %899, %cst_228, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x64x256x16xf32>, tensor<f32>) -> tensor<4x128x256x16xf32>
    %907 = stablehlo.add %903, %906 : tensor<4x128x256x16xf32>
    %908 = stablehlo.multiply %44, %905 : tensor<4x128x256x16xf32>
    %909 = stablehlo.multiply %905, %43 : tensor<4x128x256x16xf32>
    %910 = stablehlo.multiply %42, %907 : tensor<4x128x256x16xf32>
    %911 = stablehlo.add %909, %910 : tensor<4x128x256x16xf32>
    %912 = stablehlo.multiply %907, %44 : tensor<4x128x256x16xf32>
    %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %913 = stablehlo.pad %905, %cst_229, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x128x256x16xf32>, tensor<f32>) -> tensor<4x256x256x16xf32>
    %914 = stablehlo.add %720, %913 : tensor<4x256x256x16xf32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %915 = stablehlo.pad %911, %cst_230, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x128x256x16xf32>, tensor<f32>) -> tensor<4x256x256x16xf32>
    %916 = stablehlo.add %721, %915 : tensor<4x256x256x16xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %917 = stablehlo.pad %908, %cst_231, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x128x256x16xf32>, tensor<f32>) -> tensor<4x256x256x16xf32>
    %918 = stablehlo.add %914, %917 : tensor<4x256x256x16xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %919 = stablehlo.pad %912, %cst_232, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x128x256x16xf32>, tensor<f32>) -> tensor<4x256x256x16xf32>
    %920 = stablehlo.add %916, %919 : tensor<4x256x256x16xf32>
    %921 = stablehlo.multiply %37, %918 : tensor<4x256x256x16xf32>
    %922 = stablehlo.multiply %918, %36 : tensor<4x256x256x16xf32>
    %923 = stablehlo.multiply %35, %920 : tensor<4x256x256x16xf32>
    %924 = stablehlo.add %922, %923 : tensor<4x256x256x16xf32>
    %925 = stablehlo.multiply %920, %37 : tensor<4x256x256x16xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %926 = stablehlo.pad %918, %cst_233, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x256x256x16xf32>, tensor<f32>) -> tensor<4x512x256x16xf32>
    %927 = stablehlo.add %706, %926 : tensor<4x512x256x16xf32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %928 = stablehlo.pad %924, %cst_234, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x256x256x16xf32>, tensor<f32>) -> tensor<4x512x256x16xf32>
    %929 = stablehlo.add %707, %928 : tensor<4x512x256x16xf32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %930 = stablehlo.pad %921, %cst_235, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x256x256x16xf32>, tensor<f32>) -> tensor<4x512x256x16xf32>
    %931 = stablehlo.add %927, %930 : tensor<4x512x256x16xf32>
    %cst_236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %932 = stablehlo.pad %925, %cst_236, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<4x256x256x16xf32>, tensor<f32>) -> tensor<4x512x256x16xf32>
    %933 = stablehlo.add %929, %932 : tensor<4x512x256x16xf32>
    %934 = stablehlo.multiply %31, %931 : tensor<4x512x256x16xf32>
    %cst_237 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %935 = stablehlo.reduce(%934 init: %cst_237) applies stablehlo.add across dimensions = [3] : (tensor<4x512x256x16xf32>, tensor<f32>) -> tensor<4x512x256xf32>
    %936 = stablehlo.reshape %935 : (tensor<4x512x256xf32>) -> tensor<4x512x256x1xf32>
    %937 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<4x512x256x1xf32>) -> tensor<4x512x256x16xf32>
    %938 = stablehlo.multiply %931, %937 : tensor<4x512x256x16xf32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %939 = stablehlo.reduce(%936 init: %cst_238) applies stablehlo.add across dimensions = [3] : (tensor<4x512x256x1xf32>, tensor<f32>) -> tensor<4x512x256xf32>
    %940 = stablehlo.reshape %938 : (tensor<4x512x256x16xf32>) -> tensor<4x512x4096xf32>
    %941 = stablehlo.convert %940 : (tensor<4x512x4096xf32>) -> tensor<4x512x4096xbf16>
    %942 = stablehlo.dot_general %941, %14, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x4096xbf16>, tensor<4x512x256xbf16>) -> tensor<4096x256xbf16>
    %943 = stablehlo.transpose %942, dims = [1, 0] : (tensor<4096x256xbf16>) -> tensor<256x4096xbf16>
    %944 = stablehlo.dot_general %941, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x4096xbf16>, tensor<256x4096xbf16>) -> tensor<4x512x256xbf16>
    %945 = stablehlo.reshape %933 : (tensor<4x512x256x16xf32>) -> tensor<4x512x4096xf32>
    %946 = stablehlo.multiply %945, %27 : tensor<4x512x4096xf32>
    %947 = stablehlo.convert %946 : (tensor<4x512x4096xf32>) -> tensor<4x512x4096xbf16>
    %948 = stablehlo.dot_general %947, %14, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x4096xbf16>, tensor<4x512x256xbf16>) -> tensor<4096x256xbf16>
    %949 = stablehlo.transpose %948, dims = [1, 0] : (tensor<4096x256xbf16>) -> tensor<256x4096xbf16>
    %950 = stablehlo.dot_general %947, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x4096xbf16>, tensor<256x4096xbf16>) -> tensor<4x512x256xbf16>
    %951 = stablehlo.add %944, %950 : tensor<4x512x256xbf16>
    %952 = stablehlo.convert %939 : (tensor<4x512x256xf32>) -> tensor<4x512x256xbf16>
    %953 = stablehlo.dot_general %952, %14, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x256xbf16>, tensor<4x512x256xbf16>) -> tensor<256x256xbf16>
    %954 = stablehlo.transpose %953, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %955 = stablehlo.dot_general %952, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x256xbf16>, tensor<256x256xbf16>) -> tensor<4x512x256xbf16>
    %956 = stablehlo.add %951, %955 : tensor<4x512x256xbf16>
    %957 = stablehlo.convert %956 : (tensor<4x512x256xbf16>) -> tensor<4x512x256xf32>
    %958 = stablehlo.multiply %10, %957 : tensor<4x512x256xf32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %959 = stablehlo.reduce(%958 init: %cst_239) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x512x256xf32>, tensor<f32>) -> tensor<256xf32>
    %960 = stablehlo.reshape %959 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %961 = stablehlo.reduce(%960 init: %cst_240) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    return %695, %961, %949, %943, %954, %688, %404, %672, %658, %652, %663, %397 : tensor<256x16xf32>, tensor<256xf32>, tensor<256x4096xbf16>, tensor<256x4096xbf16>, tensor<256x256xbf16>, tensor<256x256xbf16>, tensor<256x16xf32>, tensor<256xf32>, tensor<256x4096xbf16>, tensor<256x4096xbf16>, tensor<256x256xbf16>, tensor<256x256xbf16>
  }
  func.func private @silu(%arg0: tensor<4x512x256xbf16>) -> (tensor<4x512x256xbf16>, tensor<4x512x256xbf16>, tensor<4x512x256xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<4x512x256xbf16>
    %1 = stablehlo.exponential %0 : tensor<4x512x256xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x512x256xbf16>
    %3 = stablehlo.add %2, %1 : tensor<4x512x256xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x512x256xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<4x512x256xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4x512x256xbf16>
    %7 = stablehlo.subtract %6, %5 : tensor<4x512x256xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<4x512x256xbf16>
    %9 = stablehlo.multiply %arg0, %5 : tensor<4x512x256xbf16>
    return %9, %8, %5 : tensor<4x512x256xbf16>, tensor<4x512x256xbf16>, tensor<4x512x256xbf16>
  }
  func.func private @silu_0(%arg0: tensor<4x512x256xbf16>, %arg1: tensor<4x512x256xbf16>, %arg2: tensor<4x512x256xbf16>, %arg3: tensor<4x512x256xbf16>) -> tensor<4x512x256xbf16> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<4x512x256xbf16>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<4x512x256xbf16>
    %2 = stablehlo.multiply %0, %arg0 : tensor<4x512x256xbf16>
    %3 = stablehlo.add %1, %2 : tensor<4x512x256xbf16>
    return %3 : tensor<4x512x256xbf16>
  }
}
