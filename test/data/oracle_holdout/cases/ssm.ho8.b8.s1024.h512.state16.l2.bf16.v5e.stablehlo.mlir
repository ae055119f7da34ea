module @jit_ssm_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<512x16xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<512x8192xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<512x8192xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg4: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg5: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg6: tensor<512x16xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg7: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg8: tensor<512x8192xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg9: tensor<512x8192xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg10: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg11: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg12: tensor<8x1024x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}) -> (tensor<512x16xf32> {jax.result_info = "result[0]['c']"}, tensor<512xf32> {jax.result_info = "result[0]['norm']"}, tensor<512x8192xbf16> {jax.result_info = "result[0]['w_a']"}, tensor<512x8192xbf16> {jax.result_info = "result[0]['w_b']"}, tensor<512x512xbf16> {jax.result_info = "result[0]['w_in']"}, tensor<512x512xbf16> {jax.result_info = "result[0]['w_out']"}, tensor<512x16xf32> {jax.result_info = "result[1]['c']"}, tensor<512xf32> {jax.result_info = "result[1]['norm']"}, tensor<512x8192xbf16> {jax.result_info = "result[1]['w_a']"}, tensor<512x8192xbf16> {jax.result_info = "result[1]['w_b']"}, tensor<512x512xbf16> {jax.result_info = "result[1]['w_in']"}, tensor<512x512xbf16> {jax.result_info = "result[1]['w_out']"}) {
    %0 = stablehlo.convert %arg12 : (tensor<8x1024x512xbf16>) -> tensor<8x1024x512xf32>
    %1 = chlo.square %0 : tensor<8x1024x512xf32> -> tensor<8x1024x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x512xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<8x1024x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<8x1024x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<8x1024x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x512xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<8x1024x512xf32>
    %11 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x1024x512xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<8x1024x512xf32>
    %14 = stablehlo.convert %13 : (tensor<8x1024x512xf32>) -> tensor<8x1024x512xbf16>
    %15 = stablehlo.dot_general %14, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x512xbf16>, tensor<512x512xbf16>) -> tensor<8x1024x512xbf16>
    %16 = stablehlo.convert %15 : (tensor<8x1024x512xbf16>) -> tensor<8x1024x512xf32>
    %17 = stablehlo.dot_general %14, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x512xbf16>, tensor<512x8192xbf16>) -> tensor<8x1024x8192xbf16>
    %18 = stablehlo.convert %17 : (tensor<8x1024x8192xbf16>) -> tensor<8x1024x8192xf32>
    %19 = stablehlo.negate %18 : tensor<8x1024x8192xf32>
    %20 = stablehlo.exponential %19 : tensor<8x1024x8192xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x1024x8192xf32>
    %22 = stablehlo.add %21, %20 : tensor<8x1024x8192xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x1024x8192xf32>
    %24 = stablehlo.divide %23, %22 : tensor<8x1024x8192xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x1024x8192xf32>
    %26 = stablehlo.subtract %25, %24 : tensor<8x1024x8192xf32>
    %27 = stablehlo.multiply %24, %26 : tensor<8x1024x8192xf32>
    %28 = stablehlo.reshape %24 : (tensor<8x1024x8192xf32>) -> tensor<8x1024x512x16xf32>
    %29 = stablehlo.dot_general %14, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x512xbf16>, tensor<512x8192xbf16>) -> tensor<8x1024x8192xbf16>
    %30 = stablehlo.convert %29 : (tensor<8x1024x8192xbf16>) -> tensor<8x1024x8192xf32>
    %31 = stablehlo.reshape %30 : (tensor<8x1024x8192xf32>) -> tensor<8x1024x512x16xf32>
    %32 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<8x1024x512xf32>) -> tensor<8x1024x512x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<8x1024x512x1xf32>) -> tensor<8x1024x512x16xf32>
    %34 = stablehlo.multiply %31, %33 : tensor<8x1024x512x16xf32>
    %35 = stablehlo.slice %28 [0:8, 0:1023:2, 0:512, 0:16] : (tensor<8x1024x512x16xf32>) -> tensor<8x512x512x16xf32>
    %36 = stablehlo.slice %34 [0:8, 0:1023:2, 0:512, 0:16] : (tensor<8x1024x512x16xf32>) -> tensor<8x512x512x16xf32>
    %37 = stablehlo.slice %28 [0:8, 1:1024:2, 0:512, 0:16] : (tensor<8x1024x512x16xf32>) -> tensor<8x512x512x16xf32>
    %38 = stablehlo.slice %34 [0:8, 1:1024:2, 0:512, 0:16] : (tensor<8x1024x512x16xf32>) -> tensor<8x512x512x16xf32>
    %39 = stablehlo.multiply %35, %37 : tensor<8x512x512x16xf32>
    %40 = stablehlo.multiply %37, %36 : tensor<8x512x512x16xf32>
    %41 = stablehlo.add %40, %38 : tensor<8x512x512x16xf32>
    %42 = stablehlo.slice %39 [0:8, 0:511:2, 0:512, 0:16] : (tensor<8x512x512x16xf32>) -> tensor<8x256x512x16xf32>
    %43 = stablehlo.slice %41 [0:8, 0:511:2, 0:512, 0:16] : (tensor<8x512x512x16xf32>) -> tensor<8x256x512x16xf32>
    %44 = stablehlo.slice %39 [0:8, 1:512:2, 0:512, 0:16] : (tensor<8x512x512x16xf32>) -> tensor<8x256x512x16xf32>
    %45 = stablehlo.slice %41 [0:8, 1:512:2, 0:512, 0:16] : (tensor<8x512x512x16xf32>) -> tensor<8x256x512x16xf32>
    %46 = stablehlo.multiply %42, %44 : tensor<8x256x512x16xf32>
    %47 = stablehlo.multiply %44, %43 : tensor<8x256x512x16xf32>
    %48 = stablehlo.add %47, %45 : tensor<8x256x512x16xf32>
    %49 = stablehlo.slice %46 [0:8, 0:255:2, 0:512, 0:16] : (tensor<8x256x512x16xf32>) -> tensor<8x128x512x16xf32>
    %50 = stablehlo.slice %48 [0:8, 0:255:2, 0:512, 0:16] : (tensor<8x256x512x16xf32>) -> tensor<8x128x512x16xf32>
    %51 = stablehlo.slice %46 [0:8, 1:256:2, 0:512, 0:16] : (tensor<8x256x512x16xf32>) -> tensor<8x128x512x16xf32>
    %52 = stablehlo.slice %48 [0:8, 1:256:2, 0:512, 0:16] : (tensor<8x256x512x16xf32>) -> tensor<8x128x512x16xf32>
    %53 = stablehlo.multiply %49, %51 : tensor<8x128x512x16xf32>
    %54 = stablehlo.multiply %51, %50 : tensor<8x128x512x16xf32>
    %55 = stablehlo.add %54, %52 : tensor<8x128x512x16xf32>
    %56 = stablehlo.slice %53 [0:8, 0:127:2, 0:512, 0:16] : (tensor<8x128x512x16xf32>) -> tensor<8x64x512x16xf32>
    %57 = stablehlo.slice %55 [0:8, 0:127:2, 0:512, 0:16] : (tensor<8x128x512x16xf32>) -> tensor<8x64x512x16xf32>
    %58 = stablehlo.slice %53 [0:8, 1:128:2, 0:512, 0:16] : (tensor<8x128x512x16xf32>) -> tensor<8x64x512x16xf32>
    %59 = stablehlo.slice %55 [0:8, 1:128:2, 0:512, 0:16] : (tensor<8x128x512x16xf32>) -> tensor<8x64x512x16xf32>
    %60 = stablehlo.multiply %56, %58 : tensor<8x64x512x16xf32>
    %61 = stablehlo.multiply %58, %57 : tensor<8x64x512x16xf32>
    %62 = stablehlo.add %61, %59 : tensor<8x64x512x16xf32>
    %63 = stablehlo.slice %60 [0:8, 0:63:2, 0:512, 0:16] : (tensor<8x64x512x16xf32>) -> tensor<8x32x512x16xf32>
    %64 = stablehlo.slice %62 [0:8, 0:63:2, 0:512, 0:16] : (tensor<8x64x512x16xf32>) -> tensor<8x32x512x16xf32>
    %65 = stablehlo.slice %60 [0:8, 1:64:2, 0:512, 0:16] : (tensor<8x64x512x16xf32>) -> tensor<8x32x512x16xf32>
    %66 = stablehlo.slice %62 [0:8, 1:64:2, 0:512, 0:16] : (tensor<8x64x512x16xf32>) -> tensor<8x32x512x16xf32>
    %67 = stablehlo.multiply %63, %65 : tensor<8x32x512x16xf32>
    %68 = stablehlo.multiply %65, %64 : tensor<8x32x512x16xf32>
    %69 = stablehlo.add %68, %66 : tensor<8x32x512x16xf32>
    %70 = stablehlo.slice %67 [0:8, 0:31:2, 0:512, 0:16] : (tensor<8x32x512x16xf32>) -> tensor<8x16x512x16xf32>
    %71 = stablehlo.slice %69 [0:8, 0:31:2, 0:512, 0:16] : (tensor<8x32x512x16xf32>) -> tensor<8x16x512x16xf32>
    %72 = stablehlo.slice %67 [0:8, 1:32:2, 0:512, 0:16] : (tensor<8x32x512x16xf32>) -> tensor<8x16x512x16xf32>
    %73 = stablehlo.slice %69 [0:8, 1:32:2, 0:512, 0:16] : (tensor<8x32x512x16xf32>) -> tensor<8x16x512x16xf32>
    %74 = stablehlo.multiply %70, %72 : tensor<8x16x512x16xf32>
    %75 = stablehlo.multiply %72, %71 : tensor<8x16x512x16xf32>
    %76 = stablehlo.add %75, %73 : tensor<8x16x512x16xf32>
    %77 = stablehlo.slice %74 [0:8, 0:15:2, 0:512, 0:16] : (tensor<8x16x512x16xf32>) -> tensor<8x8x512x16xf32>
    %78 = stablehlo.slice %76 [0:8, 0:15:2, 0:512, 0:16] : (tensor<8x16x512x16xf32>) -> tensor<8x8x512x16xf32>
    %79 = stablehlo.slice %74 [0:8, 1:16:2, 0:512, 0:16] : (tensor<8x16x512x16xf32>) -> tensor<8x8x512x16xf32>
    %80 = stablehlo.slice %76 [0:8, 1:16:2, 0:512, 0:16] : (tensor<8x16x512x16xf32>) -> tensor<8x8x512x16xf32>
    %81 = stablehlo.multiply %77, %79 : tensor<8x8x512x16xf32>
    %82 = stablehlo.multiply %79, %78 : tensor<8x8x512x16xf32>
    %83 = stablehlo.add %82, %80 : tensor<8x8x512x16xf32>
    %84 = stablehlo.slice %81 [0:8, 0:7:2, 0:512, 0:16] : (tensor<8x8x512x16xf32>) -> tensor<8x4x512x16xf32>
    %85 = stablehlo.slice %83 [0:8, 0:7:2, 0:512, 0:16] : (tensor<8x8x512x16xf32>) -> tensor<8x4x512x16xf32>
    %86 = stablehlo.slice %81 [0:8, 1:8:2, 0:512, 0:16] : (tensor<8x8x512x16xf32>) -> tensor<8x4x512x16xf32>
    %87 = stablehlo.slice %83 [0:8, 1:8:2, 0:512, 0:16] : (tensor<8x8x512x16xf32>) -> tensor<8x4x512x16xf32>
    %88 = stablehlo.multiply %84, %86 : tensor<8x4x512x16xf32>
    %89 = stablehlo.multiply %86, %85 : tensor<8x4x512x16xf32>
    %90 = stablehlo.add %89, %87 : tensor<8x4x512x16xf32>
    %91 = stablehlo.slice %88 [0:8, 0:3:2, 0:512, 0:16] : (tensor<8x4x512x16xf32>) -> tensor<8x2x512x16xf32>
    %92 = stablehlo.slice %90 [0:8, 0:3:2, 0:512, 0:16] : (tensor<8x4x512x16xf32>) -> tensor<8x2x512x16xf32>
    %93 = stablehlo.slice %88 [0:8, 1:4:2, 0:512, 0:16] : (tensor<8x4x512x16xf32>) -> tensor<8x2x512x16xf32>
    %94 = stablehlo.slice %90 [0:8, 1:4:2, 0:512, 0:16] : (tensor<8x4x512x16xf32>) -> tensor<8x2x512x16xf32>
    %95 = stablehlo.multiply %91, %93 : tensor<8x2x512x16xf32>
    %96 = stablehlo.multiply %93, %92 : tensor<8x2x512x16xf32>
    %97 = stablehlo.add %96, %94 : tensor<8x2x512x16xf32>
    %98 = stablehlo.slice %97 [0:8, 0:1:2, 0:512, 0:16] : (tensor<8x2x512x16xf32>) -> tensor<8x1x512x16xf32>
    %99 = stablehlo.slice %95 [0:8, 1:2:2, 0:512, 0:16] : (tensor<8x2x512x16xf32>) -> tensor<8x1x512x16xf32>
    %100 = stablehlo.slice %97 [0:8, 1:2:2, 0:512, 0:16] : (tensor<8x2x512x16xf32>) -> tensor<8x1x512x16xf32>
    %101 = stablehlo.multiply %99, %98 : tensor<8x1x512x16xf32>
    %102 = stablehlo.add %101, %100 : tensor<8x1x512x16xf32>
    %103 = stablehlo.slice %102 [0:8, 0:0, 0:512, 0:16] : (tensor<8x1x512x16xf32>) -> tensor<8x0x512x16xf32>
    %104 = stablehlo.slice %95 [0:8, 2:2:2, 0:512, 0:16] : (tensor<8x2x512x16xf32>) -> tensor<8x0x512x16xf32>
    %105 = stablehlo.slice %97 [0:8, 2:2:2, 0:512, 0:16] : (tensor<8x2x512x16xf32>) -> tensor<8x0x512x16xf32>
    %106 = stablehlo.multiply %104, %103 : tensor<8x0x512x16xf32>
    %107 = stablehlo.add %106, %105 : tensor<8x0x512x16xf32>
    %108 = stablehlo.slice %97 [0:8, 0:1, 0:512, 0:16] : (tensor<8x2x512x16xf32>) -> tensor<8x1x512x16xf32>
    %109 = stablehlo.concatenate %108, %107, dim = 1 : (tensor<8x1x512x16xf32>, tensor<8x0x512x16xf32>) -> tensor<8x1x512x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.pad %109, %cst_5, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x2x512x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.pad %102, %cst_6, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x2x512x16xf32>
    %112 = stablehlo.add %110, %111 : tensor<8x2x512x16xf32>
    %113 = stablehlo.slice %112 [0:8, 0:1, 0:512, 0:16] : (tensor<8x2x512x16xf32>) -> tensor<8x1x512x16xf32>
    %114 = stablehlo.slice %88 [0:8, 2:4:2, 0:512, 0:16] : (tensor<8x4x512x16xf32>) -> tensor<8x1x512x16xf32>
    %115 = stablehlo.slice %90 [0:8, 2:4:2, 0:512, 0:16] : (tensor<8x4x512x16xf32>) -> tensor<8x1x512x16xf32>
    %116 = stablehlo.multiply %114, %113 : tensor<8x1x512x16xf32>
    %117 = stablehlo.add %116, %115 : tensor<8x1x512x16xf32>
    %118 = stablehlo.slice %90 [0:8, 0:1, 0:512, 0:16] : (tensor<8x4x512x16xf32>) -> tensor<8x1x512x16xf32>
    %119 = stablehlo.concatenate %118, %117, dim = 1 : (tensor<8x1x512x16xf32>, tensor<8x1x512x16xf32>) -> tensor<8x2x512x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.pad %119, %cst_7, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x2x512x16xf32>, tensor<f32>) -> tensor<8x4x512x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.pad %112, %cst_8, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x2x512x16xf32>, tensor<f32>) -> tensor<8x4x512x16xf32>
    %122 = stablehlo.add %120, %121 : tensor<8x4x512x16xf32>
    %123 = stablehlo.slice %122 [0:8, 0:3, 0:512, 0:16] : (tensor<8x4x512x16xf32>) -> tensor<8x3x512x16xf32>
    %124 = stablehlo.slice %81 [0:8, 2:8:2, 0:512, 0:16] : (tensor<8x8x512x16xf32>) -> tensor<8x3x512x16xf32>
    %125 = stablehlo.slice %83 [0:8, 2:8:2, 0:512, 0:16] : (tensor<8x8x512x16xf32>) -> tensor<8x3x512x16xf32>
    %126 = stablehlo.multiply %124, %123 : tensor<8x3x512x16xf32>
    %127 = stablehlo.add %126, %125 : tensor<8x3x512x16xf32>
    %128 = stablehlo.slice %83 [0:8, 0:1, 0:512, 0:16] : (tensor<8x8x512x16xf32>) -> tensor<8x1x512x16xf32>
    %129 = stablehlo.concatenate %128, %127, dim = 1 : (tensor<8x1x512x16xf32>, tensor<8x3x512x16xf32>) -> tensor<8x4x512x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.pad %129, %cst_9, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x4x512x16xf32>, tensor<f32>) -> tensor<8x8x512x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.pad %122, %cst_10, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x4x512x16xf32>, tensor<f32>) -> tensor<8x8x512x16xf32>
    %132 = stablehlo.add %130, %131 : tensor<8x8x512x16xf32>
    %133 = stablehlo.slice %132 [0:8, 0:7, 0:512, 0:16] : (tensor<8x8x512x16xf32>) -> tensor<8x7x512x16xf32>
    %134 = stablehlo.slice %74 [0:8, 2:16:2, 0:512, 0:16] : (tensor<8x16x512x16xf32>) -> tensor<8x7x512x16xf32>
    %135 = stablehlo.slice %76 [0:8, 2:16:2, 0:512, 0:16] : (tensor<8x16x512x16xf32>) -> tensor<8x7x512x16xf32>
    %136 = stablehlo.multiply %134, %133 : tensor<8x7x512x16xf32>
    %137 = stablehlo.add %136, %135 : tensor<8x7x512x16xf32>
    %138 = stablehlo.slice %76 [0:8, 0:1, 0:512, 0:16] : (tensor<8x16x512x16xf32>) -> tensor<8x1x512x16xf32>
    %139 = stablehlo.concatenate %138, %137, dim = 1 : (tensor<8x1x512x16xf32>, tensor<8x7x512x16xf32>) -> tensor<8x8x512x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.pad %139, %cst_11, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x8x512x16xf32>, tensor<f32>) -> tensor<8x16x512x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.pad %132, %cst_12, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x8x512x16xf32>, tensor<f32>) -> tensor<8x16x512x16xf32>
    %142 = stablehlo.add %140, %141 : tensor<8x16x512x16xf32>
    %143 = stablehlo.slice %142 [0:8, 0:15, 0:512, 0:16] : (tensor<8x16x512x16xf32>) -> tensor<8x15x512x16xf32>
    %144 = stablehlo.slice %67 [0:8, 2:32:2, 0:512, 0:16] : (tensor<8x32x512x16xf32>) -> tensor<8x15x512x16xf32>
    %145 = stablehlo.slice %69 [0:8, 2:32:2, 0:512, 0:16] : (tensor<8x32x512x16xf32>) -> tensor<8x15x512x16xf32>
    %146 = stablehlo.multiply %144, %143 : tensor<8x15x512x16xf32>
    %147 = stablehlo.add %146, %145 : tensor<8x15x512x16xf32>
    %148 = stablehlo.slice %69 [0:8, 0:1, 0:512, 0:16] : (tensor<8x32x512x16xf32>) -> tensor<8x1x512x16xf32>
    %149 = stablehlo.concatenate %148, %147, dim = 1 : (tensor<8x1x512x16xf32>, tensor<8x15x512x16xf32>) -> tensor<8x16x512x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.pad %149, %cst_13, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x16x512x16xf32>, tensor<f32>) -> tensor<8x32x512x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.pad %142, %cst_14, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x16x512x16xf32>, tensor<f32>) -> tensor<8x32x512x16xf32>
    %152 = stablehlo.add %150, %151 : tensor<8x32x512x16xf32>
    %153 = stablehlo.slice %152 [0:8, 0:31, 0:512, 0:16] : (tensor<8x32x512x16xf32>) -> tensor<8x31x512x16xf32>
    %154 = stablehlo.slice %60 [0:8, 2:64:2, 0:512, 0:16] : (tensor<8x64x512x16xf32>) -> tensor<8x31x512x16xf32>
    %155 = stablehlo.slice %62 [0:8, 2:64:2, 0:512, 0:16] : (tensor<8x64x512x16xf32>) -> tensor<8x31x512x16xf32>
    %156 = stablehlo.multiply %154, %153 : tensor<8x31x512x16xf32>
    %157 = stablehlo.add %156, %155 : tensor<8x31x512x16xf32>
    %158 = stablehlo.slice %62 [0:8, 0:1, 0:512, 0:16] : (tensor<8x64x512x16xf32>) -> tensor<8x1x512x16xf32>
    %159 = stablehlo.concatenate %158, %157, dim = 1 : (tensor<8x1x512x16xf32>, tensor<8x31x512x16xf32>) -> tensor<8x32x512x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.pad %159, %cst_15, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x32x512x16xf32>, tensor<f32>) -> tensor<8x64x512x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.pad %152, %cst_16, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x32x512x16xf32>, tensor<f32>) -> tensor<8x64x512x16xf32>
    %162 = stablehlo.add %160, %161 : tensor<8x64x512x16xf32>
    %163 = stablehlo.slice %162 [0:8, 0:63, 0:512, 0:16] : (tensor<8x64x512x16xf32>) -> tensor<8x63x512x16xf32>
    %164 = stablehlo.slice %53 [0:8, 2:128:2, 0:512, 0:16] : (tensor<8x128x512x16xf32>) -> tensor<8x63x512x16xf32>
    %165 = stablehlo.slice %55 [0:8, 2:128:2, 0:512, 0:16] : (tensor<8x128x512x16xf32>) -> tensor<8x63x512x16xf32>
    %166 = stablehlo.multiply %164, %163 : tensor<8x63x512x16xf32>
    %167 = stablehlo.add %166, %165 : tensor<8x63x512x16xf32>
    %168 = stablehlo.slice %55 [0:8, 0:1, 0:512, 0:16] : (tensor<8x128x512x16xf32>) -> tensor<8x1x512x16xf32>
    %169 = stablehlo.concatenate %168, %167, dim = 1 : (tensor<8x1x512x16xf32>, tensor<8x63x512x16xf32>) -> tensor<8x64x512x16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.pad %169, %cst_17, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x64x512x16xf32>, tensor<f32>) -> tensor<8x128x512x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.pad %162, %cst_18, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x64x512x16xf32>, tensor<f32>) -> tensor<8x128x512x16xf32>
    %172 = stablehlo.add %170, %171 : tensor<8x128x512x16xf32>
    %173 = stablehlo.slice %172 [0:8, 0:127, 0:512, 0:16] : (tensor<8x128x512x16xf32>) -> tensor<8x127x512x16xf32>
    %174 = stablehlo.slice %46 [0:8, 2:256:2, 0:512, 0:16] : (tensor<8x256x512x16xf32>) -> tensor<8x127x512x16xf32>
    %175 = stablehlo.slice %48 [0:8, 2:256:2, 0:512, 0:16] : (tensor<8x256x512x16xf32>) -> tensor<8x127x512x16xf32>
    %176 = stablehlo.multiply %174, %173 : tensor<8x127x512x16xf32>
    %177 = stablehlo.add %176, %175 : tensor<8x127x512x16xf32>
    %178 = stablehlo.slice %48 [0:8, 0:1, 0:512, 0:16] : (tensor<8x256x512x16xf32>) -> tensor<8x1x512x16xf32>
    %179 = stablehlo.concatenate %178, %177, dim = 1 : (tensor<8x1x512x16xf32>, tensor<8x127x512x16xf32>) -> tensor<8x128x512x16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.pad %179, %cst_19, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x128x512x16xf32>, tensor<f32>) -> tensor<8x256x512x16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.pad %172, %cst_20, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x128x512x16xf32>, tensor<f32>) -> tensor<8x256x512x16xf32>
    %182 = stablehlo.add %180, %181 : tensor<8x256x512x16xf32>
    %183 = stablehlo.slice %182 [0:8, 0:255, 0:512, 0:16] : (tensor<8x256x512x16xf32>) -> tensor<8x255x512x16xf32>
    %184 = stablehlo.slice %39 [0:8, 2:512:2, 0:512, 0:16] : (tensor<8x512x512x16xf32>) -> tensor<8x255x512x16xf32>
    %185 = stablehlo.slice %41 [0:8, 2:512:2, 0:512, 0:16] : (tensor<8x512x512x16xf32>) -> tensor<8x255x512x16xf32>
    %186 = stablehlo.multiply %184, %183 : tensor<8x255x512x16xf32>
    %187 = stablehlo.add %186, %185 : tensor<8x255x512x16xf32>
    %188 = stablehlo.slice %41 [0:8, 0:1, 0:512, 0:16] : (tensor<8x512x512x16xf32>) -> tensor<8x1x512x16xf32>
    %189 = stablehlo.concatenate %188, %187, dim = 1 : (tensor<8x1x512x16xf32>, tensor<8x255x512x16xf32>) -> tensor<8x256x512x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.pad %189, %cst_21, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x256x512x16xf32>, tensor<f32>) -> tensor<8x512x512x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.pad %182, %cst_22, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x256x512x16xf32>, tensor<f32>) -> tensor<8x512x512x16xf32>
    %192 = stablehlo.add %190, %191 : tensor<8x512x512x16xf32>
    %193 = stablehlo.slice %192 [0:8, 0:511, 0:512, 0:16] : (tensor<8x512x512x16xf32>) -> tensor<8x511x512x16xf32>
    %194 = stablehlo.slice %28 [0:8, 2:1024:2, 0:512, 0:16] : (tensor<8x1024x512x16xf32>) -> tensor<8x511x512x16xf32>
    %195 = stablehlo.slice %34 [0:8, 2:1024:2, 0:512, 0:16] : (tensor<8x1024x512x16xf32>) -> tensor<8x511x512x16xf32>
    %196 = stablehlo.multiply %194, %193 : tensor<8x511x512x16xf32>
    %197 = stablehlo.add %196, %195 : tensor<8x511x512x16xf32>
    %198 = stablehlo.slice %34 [0:8, 0:1, 0:512, 0:16] : (tensor<8x1024x512x16xf32>) -> tensor<8x1x512x16xf32>
    %199 = stablehlo.concatenate %198, %197, dim = 1 : (tensor<8x1x512x16xf32>, tensor<8x511x512x16xf32>) -> tensor<8x512x512x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.pad %199, %cst_23, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x512x512x16xf32>, tensor<f32>) -> tensor<8x1024x512x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.pad %192, %cst_24, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x512x512x16xf32>, tensor<f32>) -> tensor<8x1024x512x16xf32>
    %202 = stablehlo.add %200, %201 : tensor<8x1024x512x16xf32>
    %203 = stablehlo.dot_general %arg0, %202, batching_dims = [0] x [2], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x16xf32>, tensor<8x1024x512x16xf32>) -> tensor<512x8x1024xf32>
    %204 = stablehlo.transpose %203, dims = [1, 2, 0] : (tensor<512x8x1024xf32>) -> tensor<8x1024x512xf32>
    %205 = stablehlo.convert %204 : (tensor<8x1024x512xf32>) -> tensor<8x1024x512xbf16>
    %206:3 = call @silu(%205) : (tensor<8x1024x512xbf16>) -> (tensor<8x1024x512xbf16>, tensor<8x1024x512xbf16>, tensor<8x1024x512xbf16>)
    %207 = stablehlo.dot_general %206#0, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x512xbf16>, tensor<512x512xbf16>) -> tensor<8x1024x512xbf16>
    %208 = stablehlo.add %arg12, %207 : tensor<8x1024x512xbf16>
    %209 = stablehlo.convert %208 : (tensor<8x1024x512xbf16>) -> tensor<8x1024x512xf32>
    %210 = chlo.square %209 : tensor<8x1024x512xf32> -> tensor<8x1024x512xf32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x1024x512xf32>
    %212 = stablehlo.multiply %211, %209 : tensor<8x1024x512xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.reduce(%210 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x512xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_27 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %216 = stablehlo.divide %214, %215 : tensor<8x1024x1xf32>
    %cst_28 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %218 = stablehlo.add %216, %217 : tensor<8x1024x1xf32>
    %219 = stablehlo.rsqrt %218 : tensor<8x1024x1xf32>
    %220 = stablehlo.divide %219, %218 : tensor<8x1024x1xf32>
    %cst_29 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %222 = stablehlo.multiply %221, %220 : tensor<8x1024x1xf32>
    %223 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x512xf32>
    %224 = stablehlo.multiply %209, %223 : tensor<8x1024x512xf32>
    %225 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x1024x512xf32>
    %227 = stablehlo.multiply %224, %226 : tensor<8x1024x512xf32>
    %228 = stablehlo.convert %227 : (tensor<8x1024x512xf32>) -> tensor<8x1024x512xbf16>
    %229 = stablehlo.dot_general %228, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x512xbf16>, tensor<512x512xbf16>) -> tensor<8x1024x512xbf16>
    %230 = stablehlo.convert %229 : (tensor<8x1024x512xbf16>) -> tensor<8x1024x512xf32>
    %231 = stablehlo.dot_general %228, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x512xbf16>, tensor<512x8192xbf16>) -> tensor<8x1024x8192xbf16>
    %232 = stablehlo.convert %231 : (tensor<8x1024x8192xbf16>) -> tensor<8x1024x8192xf32>
    %233 = stablehlo.negate %232 : tensor<8x1024x8192xf32>
    %234 = stablehlo.exponential %233 : tensor<8x1024x8192xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x1024x8192xf32>
    %236 = stablehlo.add %235, %234 : tensor<8x1024x8192xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x1024x8192xf32>
    %238 = stablehlo.divide %237, %236 : tensor<8x1024x8192xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x1024x8192xf32>
    %240 = stablehlo.subtract %239, %238 : tensor<8x1024x8192xf32>
    %241 = stablehlo.multiply %238, %240 : tensor<8x1024x8192xf32>
    %242 = stablehlo.reshape %238 : (tensor<8x1024x8192xf32>) -> tensor<8x1024x512x16xf32>
    %243 = stablehlo.dot_general %228, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x512xbf16>, tensor<512x8192xbf16>) -> tensor<8x1024x8192xbf16>
    %244 = stablehlo.convert %243 : (tensor<8x1024x8192xbf16>) -> tensor<8x1024x8192xf32>
    %245 = stablehlo.reshape %244 : (tensor<8x1024x8192xf32>) -> tensor<8x1024x512x16xf32>
    %246 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<8x1024x512xf32>) -> tensor<8x1024x512x1xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2, 3] : (tensor<8x1024x512x1xf32>) -> tensor<8x1024x512x16xf32>
    %248 = stablehlo.multiply %245, %247 : tensor<8x1024x512x16xf32>
    %249 = stablehlo.slice %242 [0:8, 0:1023:2, 0:512, 0:16] : (tensor<8x1024x512x16xf32>) -> tensor<8x512x512x16xf32>
    %250 = stablehlo.slice %248 [0:8, 0:1023:2, 0:512, 0:16] : (tensor<8x1024x512x16xf32>) -> tensor<8x512x512x16xf32>
    %251 = stablehlo.slice %242 [0:8, 1:1024:2, 0:512, 0:16] : (tensor<8x1024x512x16xf32>) -> tensor<8x512x512x16xf32>
    %252 = stablehlo.slice %248 [0:8, 1:1024:2, 0:512, 0:16] : (tensor<8x1024x512x16xf32>) -> tensor<8x512x512x16xf32>
    %253 = stablehlo.multiply %249, %251 : tensor<8x512x512x16xf32>
    %254 = stablehlo.multiply %251, %250 : tensor<8x512x512x16xf32>
    %255 = stablehlo.add %254, %252 : tensor<8x512x512x16xf32>
    %256 = stablehlo.slice %253 [0:8, 0:511:2, 0:512, 0:16] : (tensor<8x512x512x16xf32>) -> tensor<8x256x512x16xf32>
    %257 = stablehlo.slice %255 [0:8, 0:511:2, 0:512, 0:16] : (tensor<8x512x512x16xf32>) -> tensor<8x256x512x16xf32>
    %258 = stablehlo.slice %253 [0:8, 1:512:2, 0:512, 0:16] : (tensor<8x512x512x16xf32>) -> tensor<8x256x512x16xf32>
    %259 = stablehlo.slice %255 [0:8, 1:512:2, 0:512, 0:16] : (tensor<8x512x512x16xf32>) -> tensor<8x256x512x16xf32>
    %260 = stablehlo.multiply %256, %258 : tensor<8x256x512x16xf32>
    %261 = stablehlo.multiply %258, %257 : tensor<8x256x512x16xf32>
    %262 = stablehlo.add %261, %259 : tensor<8x256x512x16xf32>
    %263 = stablehlo.slice %260 [0:8, 0:255:2, 0:512, 0:16] : (tensor<8x256x512x16xf32>) -> tensor<8x128x512x16xf32>
    %264 = stablehlo.slice %262 [0:8, 0:255:2, 0:512, 0:16] : (tensor<8x256x512x16xf32>) -> tensor<8x128x512x16xf32>
    %265 = stablehlo.slice %260 [0:8, 1:256:2, 0:512, 0:16] : (tensor<8x256x512x16xf32>) -> tensor<8x128x512x16xf32>
    %266 = stablehlo.slice %262 [0:8, 1:256:2, 0:512, 0:16] : (tensor<8x256x512x16xf32>) -> tensor<8x128x512x16xf32>
    %267 = stablehlo.multiply %263, %265 : tensor<8x128x512x16xf32>
    %268 = stablehlo.multiply %265, %264 : tensor<8x128x512x16xf32>
    %269 = stablehlo.add %268, %266 : tensor<8x128x512x16xf32>
    %270 = stablehlo.slice %267 [0:8, 0:127:2, 0:512, 0:16] : (tensor<8x128x512x16xf32>) -> tensor<8x64x512x16xf32>
    %271 = stablehlo.slice %269 [0:8, 0:127:2, 0:512, 0:16] : (tensor<8x128x512x16xf32>) -> tensor<8x64x512x16xf32>
    %272 = stablehlo.slice %267 [0:8, 1:128:2, 0:512, 0:16] : (tensor<8x128x512x16xf32>) -> tensor<8x64x512x16xf32>
    %273 = stablehlo.slice %269 [0:8, 1:128:2, 0:512, 0:16] : (tensor<8x128x512x16xf32>) -> tensor<8x64x512x16xf32>
    %274 = stablehlo.multiply %270, %272 : tensor<8x64x512x16xf32>
    %275 = stablehlo.multiply %272, %271 : tensor<8x64x512x16xf32>
    %276 = stablehlo.add %275, %273 : tensor<8x64x512x16xf32>
    %277 = stablehlo.slice %274 [0:8, 0:63:2, 0:512, 0:16] : (tensor<8x64x512x16xf32>) -> tensor<8x32x512x16xf32>
    %278 = stablehlo.slice %276 [0:8, 0:63:2, 0:512, 0:16] : (tensor<8x64x512x16xf32>) -> tensor<8x32x512x16xf32>
    %279 = stablehlo.slice %274 [0:8, 1:64:2, 0:512, 0:16] : (tensor<8x64x512x16xf32>) -> tensor<8x32x512x16xf32>
    %280 = stablehlo.slice %276 [0:8, 1:64:2, 0:512, 0:16] : (tensor<8x64x512x16xf32>) -> tensor<8x32x512x16xf32>
    %281 = stablehlo.multiply %277, %279 : tensor<8x32x512x16xf32>
    %282 = stablehlo.multiply %279, %278 : tensor<8x32x512x16xf32>
    %283 = stablehlo.add %282, %280 : tensor<8x32x512x16xf32>
    %284 = stablehlo.slice %281 [0:8, 0:31:2, 0:512, 0:16] : (tensor<8x32x512x16xf32>) -> tensor<8x16x512x16xf32>
    %285 = stablehlo.slice %283 [0:8, 0:31:2, 0:512, 0:16] : (tensor<8x32x512x16xf32>) -> tensor<8x16x512x16xf32>
    %286 = stablehlo.slice %281 [0:8, 1:32:2, 0:512, 0:16] : (tensor<8x32x512x16xf32>) -> tensor<8x16x512x16xf32>
    %287 = stablehlo.slice %283 [0:8, 1:32:2, 0:512, 0:16] : (tensor<8x32x512x16xf32>) -> tensor<8x16x512x16xf32>
    %288 = stablehlo.multiply %284, %286 : tensor<8x16x512x16xf32>
    %289 = stablehlo.multiply %286, %285 : tensor<8x16x512x16xf32>
    %290 = stablehlo.add %289, %287 : tensor<8x16x512x16xf32>
    %291 = stablehlo.slice %288 [0:8, 0:15:2, 0:512, 0:16] : (tensor<8x16x512x16xf32>) -> tensor<8x8x512x16xf32>
    %292 = stablehlo.slice %290 [0:8, 0:15:2, 0:512, 0:16] : (tensor<8x16x512x16xf32>) -> tensor<8x8x512x16xf32>
    %293 = stablehlo.slice %288 [0:8, 1:16:2, 0:512, 0:16] : (tensor<8x16x512x16xf32>) -> tensor<8x8x512x16xf32>
    %294 = stablehlo.slice %290 [0:8, 1:16:2, 0:512, 0:16] : (tensor<8x16x512x16xf32>) -> tensor<8x8x512x16xf32>
    %295 = stablehlo.multiply %291, %293 : tensor<8x8x512x16xf32>
    %296 = stablehlo.multiply %293, %292 : tensor<8x8x512x16xf32>
    %297 = stablehlo.add %296, %294 : tensor<8x8x512x16xf32>
    %298 = stablehlo.slice %295 [0:8, 0:7:2, 0:512, 0:16] : (tensor<8x8x512x16xf32>) -> tensor<8x4x512x16xf32>
    %299 = stablehlo.slice %297 [0:8, 0:7:2, 0:512, 0:16] : (tensor<8x8x512x16xf32>) -> tensor<8x4x512x16xf32>
    %300 = stablehlo.slice %295 [0:8, 1:8:2, 0:512, 0:16] : (tensor<8x8x512x16xf32>) -> tensor<8x4x512x16xf32>
    %301 = stablehlo.slice %297 [0:8, 1:8:2, 0:512, 0:16] : (tensor<8x8x512x16xf32>) -> tensor<8x4x512x16xf32>
    %302 = stablehlo.multiply %298, %300 : tensor<8x4x512x16xf32>
    %303 = stablehlo.multiply %300, %299 : tensor<8x4x512x16xf32>
    %304 = stablehlo.add %303, %301 : tensor<8x4x512x16xf32>
    %305 = stablehlo.slice %302 [0:8, 0:3:2, 0:512, 0:16] : (tensor<8x4x512x16xf32>) -> tensor<8x2x512x16xf32>
    %306 = stablehlo.slice %304 [0:8, 0:3:2, 0:512, 0:16] : (tensor<8x4x512x16xf32>) -> tensor<8x2x512x16xf32>
    %307 = stablehlo.slice %302 [0:8, 1:4:2, 0:512, 0:16] : (tensor<8x4x512x16xf32>) -> tensor<8x2x512x16xf32>
    %308 = stablehlo.slice %304 [0:8, 1:4:2, 0:512, 0:16] : (tensor<8x4x512x16xf32>) -> tensor<8x2x512x16xf32>
    %309 = stablehlo.multiply %305, %307 : tensor<8x2x512x16xf32>
    %310 = stablehlo.multiply %307, %306 : tensor<8x2x512x16xf32>
    %311 = stablehlo.add %310, %308 : tensor<8x2x512x16xf32>
    %312 = stablehlo.slice %311 [0:8, 0:1:2, 0:512, 0:16] : (tensor<8x2x512x16xf32>) -> tensor<8x1x512x16xf32>
    %313 = stablehlo.slice %309 [0:8, 1:2:2, 0:512, 0:16] : (tensor<8x2x512x16xf32>) -> tensor<8x1x512x16xf32>
    %314 = stablehlo.slice %311 [0:8, 1:2:2, 0:512, 0:16] : (tensor<8x2x512x16xf32>) -> tensor<8x1x512x16xf32>
    %315 = stablehlo.multiply %313, %312 : tensor<8x1x512x16xf32>
    %316 = stablehlo.add %315, %314 : tensor<8x1x512x16xf32>
    %317 = stablehlo.slice %316 [0:8, 0:0, 0:512, 0:16] : (tensor<8x1x512x16xf32>) -> tensor<8x0x512x16xf32>
    %318 = stablehlo.slice %309 [0:8, 2:2:2, 0:512, 0:16] : (tensor<8x2x512x16xf32>) -> tensor<8x0x512x16xf32>
    %319 = stablehlo.slice %311 [0:8, 2:2:2, 0:512, 0:16] : (tensor<8x2x512x16xf32>) -> tensor<8x0x512x16xf32>
    %320 = stablehlo.multiply %318, %317 : tensor<8x0x512x16xf32>
    %321 = stablehlo.add %320, %319 : tensor<8x0x512x16xf32>
    %322 = stablehlo.slice %311 [0:8, 0:1, 0:512, 0:16] : (tensor<8x2x512x16xf32>) -> tensor<8x1x512x16xf32>
    %323 = stablehlo.concatenate %322, %321, dim = 1 : (tensor<8x1x512x16xf32>, tensor<8x0x512x16xf32>) -> tensor<8x1x512x16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = stablehlo.pad %323, %cst_33, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x2x512x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %325 = stablehlo.pad %316, %cst_34, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x2x512x16xf32>
    %326 = stablehlo.add %324, %325 : tensor<8x2x512x16xf32>
    %327 = stablehlo.slice %326 [0:8, 0:1, 0:512, 0:16] : (tensor<8x2x512x16xf32>) -> tensor<8x1x512x16xf32>
    %328 = stablehlo.slice %302 [0:8, 2:4:2, 0:512, 0:16] : (tensor<8x4x512x16xf32>) -> tensor<8x1x512x16xf32>
    %329 = stablehlo.slice %304 [0:8, 2:4:2, 0:512, 0:16] : (tensor<8x4x512x16xf32>) -> tensor<8x1x512x16xf32>
    %330 = stablehlo.multiply %328, %327 : tensor<8x1x512x16xf32>
    %331 = stablehlo.add %330, %329 : tensor<8x1x512x16xf32>
    %332 = stablehlo.slice %304 [0:8, 0:1, 0:512, 0:16] : (tensor<8x4x512x16xf32>) -> tensor<8x1x512x16xf32>
    %333 = stablehlo.concatenate %332, %331, dim = 1 : (tensor<8x1x512x16xf32>, tensor<8x1x512x16xf32>) -> tensor<8x2x512x16xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %334 = stablehlo.pad %333, %cst_35, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x2x512x16xf32>, tensor<f32>) -> tensor<8x4x512x16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %335 = stablehlo.pad %326, %cst_36, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x2x512x16xf32>, tensor<f32>) -> tensor<8x4x512x16xf32>
    %336 = stablehlo.add %334, %335 : tensor<8x4x512x16xf32>
    %337 = stablehlo.slice %336 [0:8, 0:3, 0:512, 0:16] : (tensor<8x4x512x16xf32>) -> tensor<8x3x512x16xf32>
    %338 = stablehlo.slice %295 [0:8, 2:8:2, 0:512, 0:16] : (tensor<8x8x512x16xf32>) -> tensor<8x3x512x16xf32>
    %339 = stablehlo.slice %297 [0:8, 2:8:2, 0:512, 0:16] : (tensor<8x8x512x16xf32>) -> tensor<8x3x512x16xf32>
    %340 = stablehlo.multiply %338, %337 : tensor<8x3x512x16xf32>
    %341 = stablehlo.add %340, %339 : tensor<8x3x512x16xf32>
    %342 = stablehlo.slice %297 [0:8, 0:1, 0:512, 0:16] : (tensor<8x8x512x16xf32>) -> tensor<8x1x512x16xf32>
    %343 = stablehlo.concatenate %342, %341, dim = 1 : (tensor<8x1x512x16xf32>, tensor<8x3x512x16xf32>) -> tensor<8x4x512x16xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %344 = stablehlo.pad %343, %cst_37, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x4x512x16xf32>, tensor<f32>) -> tensor<8x8x512x16xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %345 = stablehlo.pad %336, %cst_38, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x4x512x16xf32>, tensor<f32>) -> tensor<8x8x512x16xf32>
    %346 = stablehlo.add %344, %345 : tensor<8x8x512x16xf32>
    %347 = stablehlo.slice %346 [0:8, 0:7, 0:512, 0:16] : (tensor<8x8x512x16xf32>) -> tensor<8x7x512x16xf32>
    %348 = stablehlo.slice %288 [0:8, 2:16:2, 0:512, 0:16] : (tensor<8x16x512x16xf32>) -> tensor<8x7x512x16xf32>
    %349 = stablehlo.slice %290 [0:8, 2:16:2, 0:512, 0:16] : (tensor<8x16x512x16xf32>) -> tensor<8x7x512x16xf32>
    %350 = stablehlo.multiply %348, %347 : tensor<8x7x512x16xf32>
    %351 = stablehlo.add %350, %349 : tensor<8x7x512x16xf32>
    %352 = stablehlo.slice %290 [0:8, 0:1, 0:512, 0:16] : (tensor<8x16x512x16xf32>) -> tensor<8x1x512x16xf32>
    %353 = stablehlo.concatenate %352, %351, dim = 1 : (tensor<8x1x512x16xf32>, tensor<8x7x512x16xf32>) -> tensor<8x8x512x16xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.pad %353, %cst_39, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x8x512x16xf32>, tensor<f32>) -> tensor<8x16x512x16xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %355 = stablehlo.pad %346, %cst_40, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x8x512x16xf32>, tensor<f32>) -> tensor<8x16x512x16xf32>
    %356 = stablehlo.add %354, %355 : tensor<8x16x512x16xf32>
    %357 = stablehlo.slice %356 [0:8, 0:15, 0:512, 0:16] : (tensor<8x16x512x16xf32>) -> tensor<8x15x512x16xf32>
    %358 = stablehlo.slice %281 [0:8, 2:32:2, 0:512, 0:16] : (tensor<8x32x512x16xf32>) -> tensor<8x15x512x16xf32>
    %359 = stablehlo.slice %283 [0:8, 2:32:2, 0:512, 0:16] : (tensor<8x32x512x16xf32>) -> tensor<8x15x512x16xf32>
    %360 = stablehlo.multiply %358, %357 : tensor<8x15x512x16xf32>
    %361 = stablehlo.add %360, %359 : tensor<8x15x512x16xf32>
    %362 = stablehlo.slice %283 [0:8, 0:1, 0:512, 0:16] : (tensor<8x32x512x16xf32>) -> tensor<8x1x512x16xf32>
    %363 = stablehlo.concatenate %362, %361, dim = 1 : (tensor<8x1x512x16xf32>, tensor<8x15x512x16xf32>) -> tensor<8x16x512x16xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %364 = stablehlo.pad %363, %cst_41, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x16x512x16xf32>, tensor<f32>) -> tensor<8x32x512x16xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %365 = stablehlo.pad %356, %cst_42, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x16x512x16xf32>, tensor<f32>) -> tensor<8x32x512x16xf32>
    %366 = stablehlo.add %364, %365 : tensor<8x32x512x16xf32>
    %367 = stablehlo.slice %366 [0:8, 0:31, 0:512, 0:16] : (tensor<8x32x512x16xf32>) -> tensor<8x31x512x16xf32>
    %368 = stablehlo.slice %274 [0:8, 2:64:2, 0:512, 0:16] : (tensor<8x64x512x16xf32>) -> tensor<8x31x512x16xf32>
    %369 = stablehlo.slice %276 [0:8, 2:64:2, 0:512, 0:16] : (tensor<8x64x512x16xf32>) -> tensor<8x31x512x16xf32>
    %370 = stablehlo.multiply %368, %367 : tensor<8x31x512x16xf32>
    %371 = stablehlo.add %370, %369 : tensor<8x31x512x16xf32>
    %372 = stablehlo.slice %276 [0:8, 0:1, 0:512, 0:16] : (tensor<8x64x512x16xf32>) -> tensor<8x1x512x16xf32>
    %373 = stablehlo.concatenate %372, %371, dim = 1 : (tensor<8x1x512x16xf32>, tensor<8x31x512x16xf32>) -> tensor<8x32x512x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.pad %373, %cst_43, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x32x512x16xf32>, tensor<f32>) -> tensor<8x64x512x16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %375 = stablehlo.pad %366, %cst_44, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x32x512x16xf32>, tensor<f32>) -> tensor<8x64x512x16xf32>
    %376 = stablehlo.add %374, %375 : tensor<8x64x512x16xf32>
    %377 = stablehlo.slice %376 [0:8, 0:63, 0:512, 0:16] : (tensor<8x64x512x16xf32>) -> tensor<8x63x512x16xf32>
    %378 = stablehlo.slice %267 [0:8, 2:128:2, 0:512, 0:16] : (tensor<8x128x512x16xf32>) -> tensor<8x63x512x16xf32>
    %379 = stablehlo.slice %269 [0:8, 2:128:2, 0:512, 0:16] : (tensor<8x128x512x16xf32>) -> tensor<8x63x512x16xf32>
    %380 = stablehlo.multiply %378, %377 : tensor<8x63x512x16xf32>
    %381 = stablehlo.add %380, %379 : tensor<8x63x512x16xf32>
    %382 = stablehlo.slice %269 [0:8, 0:1, 0:512, 0:16] : (tensor<8x128x512x16xf32>) -> tensor<8x1x512x16xf32>
    %383 = stablehlo.concatenate %382, %381, dim = 1 : (tensor<8x1x512x16xf32>, tensor<8x63x512x16xf32>) -> tensor<8x64x512x16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %384 = stablehlo.pad %383, %cst_45, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x64x512x16xf32>, tensor<f32>) -> tensor<8x128x512x16xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %385 = stablehlo.pad %376, %cst_46, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x64x512x16xf32>, tensor<f32>) -> tensor<8x128x512x16xf32>
    %386 = stablehlo.add %384, %385 : tensor<8x128x512x16xf32>
    %387 = stablehlo.slice %386 [0:8, 0:127, 0:512, 0:16] : (tensor<8x128x512x16xf32>) -> tensor<8x127x512x16xf32>
    %388 = stablehlo.slice %260 [0:8, 2:256:2, 0:512, 0:16] : (tensor<8x256x512x16xf32>) -> tensor<8x127x512x16xf32>
    %389 = stablehlo.slice %262 [0:8, 2:256:2, 0:512, 0:16] : (tensor<8x256x512x16xf32>) -> tensor<8x127x512x16xf32>
    %390 = stablehlo.multiply %388, %387 : tensor<8x127x512x16xf32>
    %391 = stablehlo.add %390, %389 : tensor<8x127x512x16xf32>
    %392 = stablehlo.slice %262 [0:8, 0:1, 0:512, 0:16] : (tensor<8x256x512x16xf32>) -> tensor<8x1x512x16xf32>
    %393 = stablehlo.concatenate %392, %391, dim = 1 : (tensor<8x1x512x16xf32>, tensor<8x127x512x16xf32>) -> tensor<8x128x512x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %394 = stablehlo.pad %393, %cst_47, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x128x512x16xf32>, tensor<f32>) -> tensor<8x256x512x16xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %395 = stablehlo.pad %386, %cst_48, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x128x512x16xf32>, tensor<f32>) -> tensor<8x256x512x16xf32>
    %396 = stablehlo.add %394, %395 : tensor<8x256x512x16xf32>
    %397 = stablehlo.slice %396 [0:8, 0:255, 0:512, 0:16] : (tensor<8x256x512x16xf32>) -> tensor<8x255x512x16xf32>
    %398 = stablehlo.slice %253 [0:8, 2:512:2, 0:512, 0:16] : (tensor<8x512x512x16xf32>) -> tensor<8x255x512x16xf32>
    %399 = stablehlo.slice %255 [0:8, 2:512:2, 0:512, 0:16] : (tensor<8x512x512x16xf32>) -> tensor<8x255x512x16xf32>
    %400 = stablehlo.multiply %398, %397 : tensor<8x255x512x16xf32>
    %401 = stablehlo.add %400, %399 : tensor<8x255x512x16xf32>
    %402 = stablehlo.slice %255 [0:8, 0:1, 0:512, 0:16] : (tensor<8x512x512x16xf32>) -> tensor<8x1x512x16xf32>
    %403 = stablehlo.concatenate %402, %401, dim = 1 : (tensor<8x1x512x16xf32>, tensor<8x255x512x16xf32>) -> tensor<8x256x512x16xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %404 = stablehlo.pad %403, %cst_49, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x256x512x16xf32>, tensor<f32>) -> tensor<8x512x512x16xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %405 = stablehlo.pad %396, %cst_50, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x256x512x16xf32>, tensor<f32>) -> tensor<8x512x512x16xf32>
    %406 = stablehlo.add %404, %405 : tensor<8x512x512x16xf32>
    %407 = stablehlo.slice %406 [0:8, 0:511, 0:512, 0:16] : (tensor<8x512x512x16xf32>) -> tensor<8x511x512x16xf32>
    %408 = stablehlo.slice %242 [0:8, 2:1024:2, 0:512, 0:16] : (tensor<8x1024x512x16xf32>) -> tensor<8x511x512x16xf32>
    %409 = stablehlo.slice %248 [0:8, 2:1024:2, 0:512, 0:16] : (tensor<8x1024x512x16xf32>) -> tensor<8x511x512x16xf32>
    %410 = stablehlo.multiply %408, %407 : tensor<8x511x512x16xf32>
    %411 = stablehlo.add %410, %409 : tensor<8x511x512x16xf32>
    %412 = stablehlo.slice %248 [0:8, 0:1, 0:512, 0:16] : (tensor<8x1024x512x16xf32>) -> tensor<8x1x512x16xf32>
    %413 = stablehlo.concatenate %412, %411, dim = 1 : (tensor<8x1x512x16xf32>, tensor<8x511x512x16xf32>) -> tensor<8x512x512x16xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %414 = stablehlo.pad %413, %cst_51, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x512x512x16xf32>, tensor<f32>) -> tensor<8x1024x512x16xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %415 = stablehlo.pad %406, %cst_52, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x512x512x16xf32>, tensor<f32>) -> tensor<8x1024x512x16xf32>
    %416 = stablehlo.add %414, %415 : tensor<8x1024x512x16xf32>
    %417 = stablehlo.dot_general %arg6, %416, batching_dims = [0] x [2], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<512x16xf32>, tensor<8x1024x512x16xf32>) -> tensor<512x8x1024xf32>
    %418 = stablehlo.transpose %417, dims = [1, 2, 0] : (tensor<512x8x1024xf32>) -> tensor<8x1024x512xf32>
    %419 = stablehlo.convert %418 : (tensor<8x1024x512xf32>) -> tensor<8x1024x512xbf16>
    %420:3 = call @silu(%419) : (tensor<8x1024x512xbf16>) -> (tensor<8x1024x512xbf16>, tensor<8x1024x512xbf16>, tensor<8x1024x512xbf16>)
    %421 = stablehlo.dot_general %420#0, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x512xbf16>, tensor<512x512xbf16>) -> tensor<8x1024x512xbf16>
    %422 = stablehlo.add %208, %421 : tensor<8x1024x512xbf16>
    %423 = stablehlo.convert %422 : (tensor<8x1024x512xbf16>) -> tensor<8x1024x512xf32>
    %cst_53 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x1024x512xf32>
    %425 = stablehlo.multiply %424, %423 : tensor<8x1024x512xf32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_55 = stablehlo.constant dense<0x4A800000> : tensor<f32>
    %426 = stablehlo.divide %cst_54, %cst_55 : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [] : (tensor<f32>) -> tensor<8x1024x512xf32>
    %428 = stablehlo.multiply %427, %425 : tensor<8x1024x512xf32>
    %429 = stablehlo.convert %428 : (tensor<8x1024x512xf32>) -> tensor<8x1024x512xbf16>
    %430 = stablehlo.dot_general %429, %420#0, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x512xbf16>, tensor<8x1024x512xbf16>) -> tensor<512x512xbf16>
    %431 = stablehlo.transpose %430, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %432 = stablehlo.dot_general %429, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x512xbf16>, tensor<512x512xbf16>) -> tensor<8x1024x512xbf16>
    %433 = call @silu_0(%420#1, %420#2, %419, %432) : (tensor<8x1024x512xbf16>, tensor<8x1024x512xbf16>, tensor<8x1024x512xbf16>, tensor<8x1024x512xbf16>) -> tensor<8x1024x512xbf16>
    %434 = stablehlo.convert %433 : (tensor<8x1024x512xbf16>) -> tensor<8x1024x512xf32>
    %435 = stablehlo.transpose %434, dims = [2, 0, 1] : (tensor<8x1024x512xf32>) -> tensor<512x8x1024xf32>
    %436 = stablehlo.dot_general %435, %arg6, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<512x8x1024xf32>, tensor<512x16xf32>) -> tensor<512x8x1024x16xf32>
    %437 = stablehlo.transpose %436, dims = [1, 2, 0, 3] : (tensor<512x8x1024x16xf32>) -> tensor<8x1024x512x16xf32>
    %438 = stablehlo.dot_general %435, %416, batching_dims = [0] x [2], contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<512x8x1024xf32>, tensor<8x1024x512x16xf32>) -> tensor<512x16xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %439 = stablehlo.pad %437, %cst_56, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x1024x512x16xf32>, tensor<f32>) -> tensor<8x1023x512x16xf32>
    %440 = stablehlo.slice %439 [0:8, 0:1023:2, 0:512, 0:16] : (tensor<8x1023x512x16xf32>) -> tensor<8x512x512x16xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %441 = stablehlo.pad %437, %cst_57, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x1024x512x16xf32>, tensor<f32>) -> tensor<8x1023x512x16xf32>
    %442 = stablehlo.slice %441 [0:8, 0:1023:2, 0:512, 0:16] : (tensor<8x1023x512x16xf32>) -> tensor<8x512x512x16xf32>
    %443 = stablehlo.slice %442 [0:8, 0:1, 0:512, 0:16] : (tensor<8x512x512x16xf32>) -> tensor<8x1x512x16xf32>
    %444 = stablehlo.slice %442 [0:8, 1:512, 0:512, 0:16] : (tensor<8x512x512x16xf32>) -> tensor<8x511x512x16xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %445 = stablehlo.pad %443, %cst_58, low = [0, 0, 0, 0], high = [0, 1023, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x1024x512x16xf32>
    %446 = stablehlo.multiply %408, %444 : tensor<8x511x512x16xf32>
    %447 = stablehlo.multiply %444, %407 : tensor<8x511x512x16xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %448 = stablehlo.pad %444, %cst_59, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x511x512x16xf32>, tensor<f32>) -> tensor<8x1024x512x16xf32>
    %449 = stablehlo.add %445, %448 : tensor<8x1024x512x16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %450 = stablehlo.pad %447, %cst_60, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x511x512x16xf32>, tensor<f32>) -> tensor<8x1024x512x16xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %451 = stablehlo.pad %446, %cst_61, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x511x512x16xf32>, tensor<f32>) -> tensor<8x512x512x16xf32>
    %452 = stablehlo.add %440, %451 : tensor<8x512x512x16xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %453 = stablehlo.pad %452, %cst_62, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x512x512x16xf32>, tensor<f32>) -> tensor<8x511x512x16xf32>
    %454 = stablehlo.slice %453 [0:8, 0:511:2, 0:512, 0:16] : (tensor<8x511x512x16xf32>) -> tensor<8x256x512x16xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %455 = stablehlo.pad %452, %cst_63, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x512x512x16xf32>, tensor<f32>) -> tensor<8x511x512x16xf32>
    %456 = stablehlo.slice %455 [0:8, 0:511:2, 0:512, 0:16] : (tensor<8x511x512x16xf32>) -> tensor<8x256x512x16xf32>
    %457 = stablehlo.slice %456 [0:8, 0:1, 0:512, 0:16] : (tensor<8x256x512x16xf32>) -> tensor<8x1x512x16xf32>
    %458 = stablehlo.slice %456 [0:8, 1:256, 0:512, 0:16] : (tensor<8x256x512x16xf32>) -> tensor<8x255x512x16xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %459 = stablehlo.pad %457, %cst_64, low = [0, 0, 0, 0], high = [0, 511, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x512x512x16xf32>
    %460 = stablehlo.multiply %398, %458 : tensor<8x255x512x16xf32>
    %461 = stablehlo.multiply %458, %397 : tensor<8x255x512x16xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %462 = stablehlo.pad %458, %cst_65, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x255x512x16xf32>, tensor<f32>) -> tensor<8x512x512x16xf32>
    %463 = stablehlo.add %459, %462 : tensor<8x512x512x16xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %464 = stablehlo.pad %461, %cst_66, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x255x512x16xf32>, tensor<f32>) -> tensor<8x512x512x16xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %465 = stablehlo.pad %460, %cst_67, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x255x512x16xf32>, tensor<f32>) -> tensor<8x256x512x16xf32>
    %466 = stablehlo.add %454, %465 : tensor<8x256x512x16xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %467 = stablehlo.pad %466, %cst_68, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x256x512x16xf32>, tensor<f32>) -> tensor<8x255x512x16xf32>
    %468 = stablehlo.slice %467 [0:8, 0:255:2, 0:512, 0:16] : (tensor<8x255x512x16xf32>) -> tensor<8x128x512x16xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %469 = stablehlo.pad %466, %cst_69, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x256x512x16xf32>, tensor<f32>) -> tensor<8x255x512x16xf32>
    %470 = stablehlo.slice %469 [0:8, 0:255:2, 0:512, 0:16] : (tensor<8x255x512x16xf32>) -> tensor<8x128x512x16xf32>
    %471 = stablehlo.slice %470 [0:8, 0:1, 0:512, 0:16] : (tensor<8x128x512x16xf32>) -> tensor<8x1x512x16xf32>
    %472 = stablehlo.slice %470 [0:8, 1:128, 0:512, 0:16] : (tensor<8x128x512x16xf32>) -> tensor<8x127x512x16xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %473 = stablehlo.pad %471, %cst_70, low = [0, 0, 0, 0], high = [0, 255, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x256x512x16xf32>
    %474 = stablehlo.multiply %388, %472 : tensor<8x127x512x16xf32>
    %475 = stablehlo.multiply %472, %387 : tensor<8x127x512x16xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %476 = stablehlo.pad %472, %cst_71, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x127x512x16xf32>, tensor<f32>) -> tensor<8x256x512x16xf32>
    %477 = stablehlo.add %473, %476 : tensor<8x256x512x16xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %478 = stablehlo.pad %475, %cst_72, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x127x512x16xf32>, tensor<f32>) -> tensor<8x256x512x16xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %479 = stablehlo.pad %474, %cst_73, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x127x512x16xf32>, tensor<f32>) -> tensor<8x128x512x16xf32>
    %480 = stablehlo.add %468, %479 : tensor<8x128x512x16xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %481 = stablehlo.pad %480, %cst_74, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x128x512x16xf32>, tensor<f32>) -> tensor<8x127x512x16xf32>
    %482 = stablehlo.slice %481 [0:8, 0:127:2, 0:512, 0:16] : (tensor<8x127x512x16xf32>) -> tensor<8x64x512x16xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %483 = stablehlo.pad %480, %cst_75, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x128x512x16xf32>, tensor<f32>) -> tensor<8x127x512x16xf32>
    %484 = stablehlo.slice %483 [0:8, 0:127:2, 0:512, 0:16] : (tensor<8x127x512x16xf32>) -> tensor<8x64x512x16xf32>
    %485 = stablehlo.slice %484 [0:8, 0:1, 0:512, 0:16] : (tensor<8x64x512x16xf32>) -> tensor<8x1x512x16xf32>
    %486 = stablehlo.slice %484 [0:8, 1:64, 0:512, 0:16] : (tensor<8x64x512x16xf32>) -> tensor<8x63x512x16xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %487 = stablehlo.pad %485, %cst_76, low = [0, 0, 0, 0], high = [0, 127, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x128x512x16xf32>
    %488 = stablehlo.multiply %378, %486 : tensor<8x63x512x16xf32>
    %489 = stablehlo.multiply %486, %377 : tensor<8x63x512x16xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %490 = stablehlo.pad %486, %cst_77, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x63x512x16xf32>, tensor<f32>) -> tensor<8x128x512x16xf32>
    %491 = stablehlo.add %487, %490 : tensor<8x128x512x16xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %492 = stablehlo.pad %489, %cst_78, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x63x512x16xf32>, tensor<f32>) -> tensor<8x128x512x16xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %493 = stablehlo.pad %488, %cst_79, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x63x512x16xf32>, tensor<f32>) -> tensor<8x64x512x16xf32>
    %494 = stablehlo.add %482, %493 : tensor<8x64x512x16xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %495 = stablehlo.pad %494, %cst_80, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x64x512x16xf32>, tensor<f32>) -> tensor<8x63x512x16xf32>
    %496 = stablehlo.slice %495 [0:8, 0:63:2, 0:512, 0:16] : (tensor<8x63x512x16xf32>) -> tensor<8x32x512x16xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %497 = stablehlo.pad %494, %cst_81, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x64x512x16xf32>, tensor<f32>) -> tensor<8x63x512x16xf32>
    %498 = stablehlo.slice %497 [0:8, 0:63:2, 0:512, 0:16] : (tensor<8x63x512x16xf32>) -> tensor<8x32x512x16xf32>
    %499 = stablehlo.slice %498 [0:8, 0:1, 0:512, 0:16] : (tensor<8x32x512x16xf32>) -> tensor<8x1x512x16xf32>
    %500 = stablehlo.slice %498 [0:8, 1:32, 0:512, 0:16] : (tensor<8x32x512x16xf32>) -> tensor<8x31x512x16xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %501 = stablehlo.pad %499, %cst_82, low = [0, 0, 0, 0], high = [0, 63, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x64x512x16xf32>
    %502 = stablehlo.multiply %368, %500 : tensor<8x31x512x16xf32>
    %503 = stablehlo.multiply %500, %367 : tensor<8x31x512x16xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %504 = stablehlo.pad %500, %cst_83, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x31x512x16xf32>, tensor<f32>) -> tensor<8x64x512x16xf32>
    %505 = stablehlo.add %501, %504 : tensor<8x64x512x16xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %506 = stablehlo.pad %503, %cst_84, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x31x512x16xf32>, tensor<f32>) -> tensor<8x64x512x16xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %507 = stablehlo.pad %502, %cst_85, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x31x512x16xf32>, tensor<f32>) -> tensor<8x32x512x16xf32>
    %508 = stablehlo.add %496, %507 : tensor<8x32x512x16xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %509 = stablehlo.pad %508, %cst_86, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x32x512x16xf32>, tensor<f32>) -> tensor<8x31x512x16xf32>
    %510 = stablehlo.slice %509 [0:8, 0:31:2, 0:512, 0:16] : (tensor<8x31x512x16xf32>) -> tensor<8x16x512x16xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %511 = stablehlo.pad %508, %cst_87, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x32x512x16xf32>, tensor<f32>) -> tensor<8x31x512x16xf32>
    %512 = stablehlo.slice %511 [0:8, 0:31:2, 0:512, 0:16] : (tensor<8x31x512x16xf32>) -> tensor<8x16x512x16xf32>
    %513 = stablehlo.slice %512 [0:8, 0:1, 0:512, 0:16] : (tensor<8x16x512x16xf32>) -> tensor<8x1x512x16xf32>
    %514 = stablehlo.slice %512 [0:8, 1:16, 0:512, 0:16] : (tensor<8x16x512x16xf32>) -> tensor<8x15x512x16xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %515 = stablehlo.pad %513, %cst_88, low = [0, 0, 0, 0], high = [0, 31, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x32x512x16xf32>
    %516 = stablehlo.multiply %358, %514 : tensor<8x15x512x16xf32>
    %517 = stablehlo.multiply %514, %357 : tensor<8x15x512x16xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %518 = stablehlo.pad %514, %cst_89, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x15x512x16xf32>, tensor<f32>) -> tensor<8x32x512x16xf32>
    %519 = stablehlo.add %515, %518 : tensor<8x32x512x16xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %520 = stablehlo.pad %517, %cst_90, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x15x512x16xf32>, tensor<f32>) -> tensor<8x32x512x16xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %521 = stablehlo.pad %516, %cst_91, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x15x512x16xf32>, tensor<f32>) -> tensor<8x16x512x16xf32>
    %522 = stablehlo.add %510, %521 : tensor<8x16x512x16xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %523 = stablehlo.pad %522, %cst_92, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x16x512x16xf32>, tensor<f32>) -> tensor<8x15x512x16xf32>
    %524 = stablehlo.slice %523 [0:8, 0:15:2, 0:512, 0:16] : (tensor<8x15x512x16xf32>) -> tensor<8x8x512x16xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %525 = stablehlo.pad %522, %cst_93, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x16x512x16xf32>, tensor<f32>) -> tensor<8x15x512x16xf32>
    %526 = stablehlo.slice %525 [0:8, 0:15:2, 0:512, 0:16] : (tensor<8x15x512x16xf32>) -> tensor<8x8x512x16xf32>
    %527 = stablehlo.slice %526 [0:8, 0:1, 0:512, 0:16] : (tensor<8x8x512x16xf32>) -> tensor<8x1x512x16xf32>
    %528 = stablehlo.slice %526 [0:8, 1:8, 0:512, 0:16] : (tensor<8x8x512x16xf32>) -> tensor<8x7x512x16xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %529 = stablehlo.pad %527, %cst_94, low = [0, 0, 0, 0], high = [0, 15, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x16x512x16xf32>
    %530 = stablehlo.multiply %348, %528 : tensor<8x7x512x16xf32>
    %531 = stablehlo.multiply %528, %347 : tensor<8x7x512x16xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %532 = stablehlo.pad %528, %cst_95, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x7x512x16xf32>, tensor<f32>) -> tensor<8x16x512x16xf32>
    %533 = stablehlo.add %529, %532 : tensor<8x16x512x16xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %534 = stablehlo.pad %531, %cst_96, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x7x512x16xf32>, tensor<f32>) -> tensor<8x16x512x16xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %535 = stablehlo.pad %530, %cst_97, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x7x512x16xf32>, tensor<f32>) -> tensor<8x8x512x16xf32>
    %536 = stablehlo.add %524, %535 : tensor<8x8x512x16xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %537 = stablehlo.pad %536, %cst_98, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x512x16xf32>, tensor<f32>) -> tensor<8x7x512x16xf32>
    %538 = stablehlo.slice %537 [0:8, 0:7:2, 0:512, 0:16] : (tensor<8x7x512x16xf32>) -> tensor<8x4x512x16xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %539 = stablehlo.pad %536, %cst_99, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x512x16xf32>, tensor<f32>) -> tensor<8x7x512x16xf32>
    %540 = stablehlo.slice %539 [0:8, 0:7:2, 0:512, 0:16] : (tensor<8x7x512x16xf32>) -> tensor<8x4x512x16xf32>
    %541 = stablehlo.slice %540 [0:8, 0:1, 0:512, 0:16] : (tensor<8x4x512x16xf32>) -> tensor<8x1x512x16xf32>
    %542 = stablehlo.slice %540 [0:8, 1:4, 0:512, 0:16] : (tensor<8x4x512x16xf32>) -> tensor<8x3x512x16xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %543 = stablehlo.pad %541, %cst_100, low = [0, 0, 0, 0], high = [0, 7, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x8x512x16xf32>
    %544 = stablehlo.multiply %338, %542 : tensor<8x3x512x16xf32>
    %545 = stablehlo.multiply %542, %337 : tensor<8x3x512x16xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %546 = stablehlo.pad %542, %cst_101, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x3x512x16xf32>, tensor<f32>) -> tensor<8x8x512x16xf32>
    %547 = stablehlo.add %543, %546 : tensor<8x8x512x16xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %548 = stablehlo.pad %545, %cst_102, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x3x512x16xf32>, tensor<f32>) -> tensor<8x8x512x16xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %549 = stablehlo.pad %544, %cst_103, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x3x512x16xf32>, tensor<f32>) -> tensor<8x4x512x16xf32>
    %550 = stablehlo.add %538, %549 : tensor<8x4x512x16xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %551 = stablehlo.pad %550, %cst_104, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x4x512x16xf32>, tensor<f32>) -> tensor<8x3x512x16xf32>
    %552 = stablehlo.slice %551 [0:8, 0:3:2, 0:512, 0:16] : (tensor<8x3x512x16xf32>) -> tensor<8x2x512x16xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %553 = stablehlo.pad %550, %cst_105, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x4x512x16xf32>, tensor<f32>) -> tensor<8x3x512x16xf32>
    %554 = stablehlo.slice %553 [0:8, 0:3:2, 0:512, 0:16] : (tensor<8x3x512x16xf32>) -> tensor<8x2x512x16xf32>
    %555 = stablehlo.slice %554 [0:8, 0:1, 0:512, 0:16] : (tensor<8x2x512x16xf32>) -> tensor<8x1x512x16xf32>
    %556 = stablehlo.slice %554 [0:8, 1:2, 0:512, 0:16] : (tensor<8x2x512x16xf32>) -> tensor<8x1x512x16xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %557 = stablehlo.pad %555, %cst_106, low = [0, 0, 0, 0], high = [0, 3, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x4x512x16xf32>
    %558 = stablehlo.multiply %328, %556 : tensor<8x1x512x16xf32>
    %559 = stablehlo.multiply %556, %327 : tensor<8x1x512x16xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %560 = stablehlo.pad %556, %cst_107, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x4x512x16xf32>
    %561 = stablehlo.add %557, %560 : tensor<8x4x512x16xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %562 = stablehlo.pad %559, %cst_108, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x4x512x16xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %563 = stablehlo.pad %558, %cst_109, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x2x512x16xf32>
    %564 = stablehlo.add %552, %563 : tensor<8x2x512x16xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %565 = stablehlo.pad %564, %cst_110, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x2x512x16xf32>, tensor<f32>) -> tensor<8x1x512x16xf32>
    %566 = stablehlo.slice %565 [0:8, 0:1:2, 0:512, 0:16] : (tensor<8x1x512x16xf32>) -> tensor<8x1x512x16xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %567 = stablehlo.pad %564, %cst_111, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x2x512x16xf32>, tensor<f32>) -> tensor<8x1x512x16xf32>
    %568 = stablehlo.slice %567 [0:8, 0:1:2, 0:512, 0:16] : (tensor<8x1x512x16xf32>) -> tensor<8x1x512x16xf32>
    %569 = stablehlo.slice %568 [0:8, 0:1, 0:512, 0:16] : (tensor<8x1x512x16xf32>) -> tensor<8x1x512x16xf32>
    %570 = stablehlo.slice %568 [0:8, 1:1, 0:512, 0:16] : (tensor<8x1x512x16xf32>) -> tensor<8x0x512x16xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %571 = stablehlo.pad %569, %cst_112, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x2x512x16xf32>
    %572 = stablehlo.multiply %318, %570 : tensor<8x0x512x16xf32>
    %573 = stablehlo.multiply %570, %317 : tensor<8x0x512x16xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %574 = stablehlo.pad %570, %cst_113, low = [0, 2, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x0x512x16xf32>, tensor<f32>) -> tensor<8x2x512x16xf32>
    %575 = stablehlo.add %571, %574 : tensor<8x2x512x16xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %576 = stablehlo.pad %573, %cst_114, low = [0, 2, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x0x512x16xf32>, tensor<f32>) -> tensor<8x2x512x16xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %577 = stablehlo.pad %572, %cst_115, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x0x512x16xf32>, tensor<f32>) -> tensor<8x1x512x16xf32>
    %578 = stablehlo.add %566, %577 : tensor<8x1x512x16xf32>
    %579 = stablehlo.multiply %313, %578 : tensor<8x1x512x16xf32>
    %580 = stablehlo.multiply %578, %312 : tensor<8x1x512x16xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %581 = stablehlo.pad %578, %cst_116, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x2x512x16xf32>
    %582 = stablehlo.add %575, %581 : tensor<8x2x512x16xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %583 = stablehlo.pad %580, %cst_117, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x2x512x16xf32>
    %584 = stablehlo.add %576, %583 : tensor<8x2x512x16xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %585 = stablehlo.pad %579, %cst_118, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x2x512x16xf32>
    %586 = stablehlo.add %582, %585 : tensor<8x2x512x16xf32>
    %587 = stablehlo.multiply %307, %586 : tensor<8x2x512x16xf32>
    %588 = stablehlo.multiply %586, %306 : tensor<8x2x512x16xf32>
    %589 = stablehlo.multiply %305, %584 : tensor<8x2x512x16xf32>
    %590 = stablehlo.add %588, %589 : tensor<8x2x512x16xf32>
    %591 = stablehlo.multiply %584, %307 : tensor<8x2x512x16xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %592 = stablehlo.pad %586, %cst_119, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x2x512x16xf32>, tensor<f32>) -> tensor<8x4x512x16xf32>
    %593 = stablehlo.add %561, %592 : tensor<8x4x512x16xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %594 = stablehlo.pad %590, %cst_120, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x2x512x16xf32>, tensor<f32>) -> tensor<8x4x512x16xf32>
    %595 = stablehlo.add %562, %594 : tensor<8x4x512x16xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %596 = stablehlo.pad %587, %cst_121, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x2x512x16xf32>, tensor<f32>) -> tensor<8x4x512x16xf32>
    %597 = stablehlo.add %593, %596 : tensor<8x4x512x16xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %598 = stablehlo.pad %591, %cst_122, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x2x512x16xf32>, tensor<f32>) -> tensor<8x4x512x16xf32>
    %599 = stablehlo.add %595, %598 : tensor<8x4x512x16xf32>
    %600 = stablehlo.multiply %300, %597 : tensor<8x4x512x16xf32>
    %601 = stablehlo.multiply %597, %299 : tensor<8x4x512x16xf32>
    %602 = stablehlo.multiply %298, %599 : tensor<8x4x512x16xf32>
    %603 = stablehlo.add %601, %602 : tensor<8x4x512x16xf32>
    %604 = stablehlo.multiply %599, %300 : tensor<8x4x512x16xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %605 = stablehlo.pad %597, %cst_123, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x4x512x16xf32>, tensor<f32>) -> tensor<8x8x512x16xf32>
    %606 = stablehlo.add %547, %605 : tensor<8x8x512x16xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %607 = stablehlo.pad %603, %cst_124, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x4x512x16xf32>, tensor<f32>) -> tensor<8x8x512x16xf32>
    %608 = stablehlo.add %548, %607 : tensor<8x8x512x16xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %609 = stablehlo.pad %600, %cst_125, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x4x512x16xf32>, tensor<f32>) -> tensor<8x8x512x16xf32>
    %610 = stablehlo.add %606, %609 : tensor<8x8x512x16xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %611 = stablehlo.pad %604, %cst_126, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x4x512x16xf32>, tensor<f32>) -> tensor<8x8x512x16xf32>
    %612 = stablehlo.add %608, %611 : tensor<8x8x512x16xf32>
    %613 = stablehlo.multiply %293, %610 : tensor<8x8x512x16xf32>
    %614 = stablehlo.multiply %610, %292 : tensor<8x8x512x16xf32>
    %615 = stablehlo.multiply %291, %612 : tensor<8x8x512x16xf32>
    %616 = stablehlo.add %614, %615 : tensor<8x8x512x16xf32>
    %617 = stablehlo.multiply %612, %293 : tensor<8x8x512x16xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %618 = stablehlo.pad %610, %cst_127, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x8x512x16xf32>, tensor<f32>) -> tensor<8x16x512x16xf32>
    %619 = stablehlo.add %533, %618 : tensor<8x16x512x16xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %620 = stablehlo.pad %616, %cst_128, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x8x512x16xf32>, tensor<f32>) -> tensor<8x16x512x16xf32>
    %621 = stablehlo.add %534, %620 : tensor<8x16x512x16xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %622 = stablehlo.pad %613, %cst_129, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x8x512x16xf32>, tensor<f32>) -> tensor<8x16x512x16xf32>
    %623 = stablehlo.add %619, %622 : tensor<8x16x512x16xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %624 = stablehlo.pad %617, %cst_130, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x8x512x16xf32>, tensor<f32>) -> tensor<8x16x512x16xf32>
    %625 = stablehlo.add %621, %624 : tensor<8x16x512x16xf32>
    %626 = stablehlo.multiply %286, %623 : tensor<8x16x512x16xf32>
    %627 = stablehlo.multiply %623, %285 : tensor<8x16x512x16xf32>
    %628 = stablehlo.multiply %284, %625 : tensor<8x16x512x16xf32>
    %629 = stablehlo.add %627, %628 : tensor<8x16x512x16xf32>
    %630 = stablehlo.multiply %625, %286 : tensor<8x16x512x16xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %631 = stablehlo.pad %623, %cst_131, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x16x512x16xf32>, tensor<f32>) -> tensor<8x32x512x16xf32>
    %632 = stablehlo.add %519, %631 : tensor<8x32x512x16xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %633 = stablehlo.pad %629, %cst_132, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x16x512x16xf32>, tensor<f32>) -> tensor<8x32x512x16xf32>
    %634 = stablehlo.add %520, %633 : tensor<8x32x512x16xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %635 = stablehlo.pad %626, %cst_133, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x16x512x16xf32>, tensor<f32>) -> tensor<8x32x512x16xf32>
    %636 = stablehlo.add %632, %635 : tensor<8x32x512x16xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %637 = stablehlo.pad %630, %cst_134, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x16x512x16xf32>, tensor<f32>) -> tensor<8x32x512x16xf32>
    %638 = stablehlo.add %634, %637 : tensor<8x32x512x16xf32>
    %639 = stablehlo.multiply %279, %636 : tensor<8x32x512x16xf32>
    %640 = stablehlo.multiply %636, %278 : tensor<8x32x512x16xf32>
    %641 = stablehlo.multiply %277, %638 : tensor<8x32x512x16xf32>
    %642 = stablehlo.add %640, %641 : tensor<8x32x512x16xf32>
    %643 = stablehlo.multiply %638, %279 : tensor<8x32x512x16xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %644 = stablehlo.pad %636, %cst_135, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x32x512x16xf32>, tensor<f32>) -> tensor<8x64x512x16xf32>
    %645 = stablehlo.add %505, %644 : tensor<8x64x512x16xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %646 = stablehlo.pad %642, %cst_136, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x32x512x16xf32>, tensor<f32>) -> tensor<8x64x512x16xf32>
    %647 = stablehlo.add %506, %646 : tensor<8x64x512x16xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %648 = stablehlo.pad %639, %cst_137, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x32x512x16xf32>, tensor<f32>) -> tensor<8x64x512x16xf32>
    %649 = stablehlo.add %645, %648 : tensor<8x64x512x16xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %650 = stablehlo.pad %643, %cst_138, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x32x512x16xf32>, tensor<f32>) -> tensor<8x64x512x16xf32>
    %651 = stablehlo.add %647, %650 : tensor<8x64x512x16xf32>
    %652 = stablehlo.multiply %272, %649 : tensor<8x64x512x16xf32>
    %653 = stablehlo.multiply %649, %271 : tensor<8x64x512x16xf32>
    %654 = stablehlo.multiply %270, %651 : tensor<8x64x512x16xf32>
    %655 = stablehlo.add %653, %654 : tensor<8x64x512x16xf32>
    %656 = stablehlo.multiply %651, %272 : tensor<8x64x512x16xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %657 = stablehlo.pad %649, %cst_139, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x64x512x16xf32>, tensor<f32>) -> tensor<8x128x512x16xf32>
    %658 = stablehlo.add %491, %657 : tensor<8x128x512x16xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %659 = stablehlo.pad %655, %cst_140, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x64x512x16xf32>, tensor<f32>) -> tensor<8x128x512x16xf32>
    %660 = stablehlo.add %492, %659 : tensor<8x128x512x16xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %661 = stablehlo.pad %652, %cst_141, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x64x512x16xf32>, tensor<f32>) -> tensor<8x128x512x16xf32>
    %662 = stablehlo.add %658, %661 : tensor<8x128x512x16xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %663 = stablehlo.pad %656, %cst_142, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x64x512x16xf32>, tensor<f32>) -> tensor<8x128x512x16xf32>
    %664 = stablehlo.add %660, %663 : tensor<8x128x512x16xf32>
    %665 = stablehlo.multiply %265, %662 : tensor<8x128x512x16xf32>
    %666 = stablehlo.multiply %662, %264 : tensor<8x128x512x16xf32>
    %667 = stablehlo.multiply %263, %664 : tensor<8x128x512x16xf32>
    %668 = stablehlo.add %666, %667 : tensor<8x128x512x16xf32>
    %669 = stablehlo.multiply %664, %265 : tensor<8x128x512x16xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %670 = stablehlo.pad %662, %cst_143, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x128x512x16xf32>, tensor<f32>) -> tensor<8x256x512x16xf32>
    %671 = stablehlo.add %477, %670 : tensor<8x256x512x16xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %672 = stablehlo.pad %668, %cst_144, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x128x512x16xf32>, tensor<f32>) -> tensor<8x256x512x16xf32>
    %673 = stablehlo.add %478, %672 : tensor<8x256x512x16xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %674 = stablehlo.pad %665, %cst_145, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x128x512x16xf32>, tensor<f32>) -> tensor<8x256x512x16xf32>
    %675 = stablehlo.add %671, %674 : tensor<8x256x512x16xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %676 = stablehlo.pad %669, %cst_146, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x128x512x16xf32>, tensor<f32>) -> tensor<8x256x512x16xf32>
    %677 = stablehlo.add %673, %676 : tensor<8x256x512x16xf32>
    %678 = stablehlo.multiply %258, %675 : tensor<8x256x512x16xf32>
    %679 = stablehlo.multiply %675, %257 : tensor<8x256x512x16xf32>
    %680 = stablehlo.multiply %256, %677 : tensor<8x256x512x16xf32>
    %681 = stablehlo.add %679, %680 : tensor<8x256x512x16xf32>
    %682 = stablehlo.multiply %677, %258 : tensor<8x256x512x16xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %683 = stablehlo.pad %675, %cst_147, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x256x512x16xf32>, tensor<f32>) -> tensor<8x512x512x16xf32>
    %684 = stablehlo.add %463, %683 : tensor<8x512x512x16xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %685 = stablehlo.pad %681, %cst_148, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x256x512x16xf32>, tensor<f32>) -> tensor<8x512x512x16xf32>
    %686 = stablehlo.add %464, %685 : tensor<8x512x512x16xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %687 = stablehlo.pad %678, %cst_149, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x256x512x16xf32>, tensor<f32>) -> tensor<8x512x512x16xf32>
    %688 = stablehlo.add %684, %687 : tensor<8x512x512x16xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %689 = stablehlo.pad %682, %cst_150, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x256x512x16xf32>, tensor<f32>) -> tensor<8x512x512x16xf32>
    %690 = stablehlo.add %686, %689 : tensor<8x512x512x16xf32>
    %691 = stablehlo.multiply %251, %688 : tensor<8x512x512x16xf32>
    %692 = stablehlo.multiply %688, %250 : tensor<8x512x512x16xf32>
    %693 = stablehlo.multiply %249, %690 : tensor<8x512x512x16xf32>
    %694 = stablehlo.add %692, %693 : tensor<8x512x512x16xf32>
    %695 = stablehlo.multiply %690, %251 : tensor<8x512x512x16xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %696 = stablehlo.pad %688, %cst_151, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x512x512x16xf32>, tensor<f32>) -> tensor<8x1024x512x16xf32>
    %697 = stablehlo.add %449, %696 : tensor<8x1024x512x16xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %698 = stablehlo.pad %694, %cst_152, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x512x512x16xf32>, tensor<f32>) -> tensor<8x1024x512x16xf32>
    %699 = stablehlo.add %450, %698 : tensor<8x1024x512x16xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %700 = stablehlo.pad %691, %cst_153, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x512x512x16xf32>, tensor<f32>) -> tensor<8x1024x512x16xf32>
    %701 = stablehlo.add %697, %700 : tensor<8x1024x512x16xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %702 = stablehlo.pad %695, %cst_154, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x512x512x16xf32>, tensor<f32>) -> tensor<8x1024x512x16xf32>
    %703 = stablehlo.add %699, %702 : tensor<8x1024x512x16xf32>
    %704 = stablehlo.multiply %245, %701 : tensor<8x1024x512x16xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %705 = stablehlo.reduce(%704 init: %cst_155) applies stablehlo.add across dimensions = [3] : (tensor<8x1024x512x16xf32>, tensor<f32>) -> tensor<8x1024x512xf32>
    %706 = stablehlo.reshape %705 : (tensor<8x1024x512xf32>) -> tensor<8x1024x512x1xf32>
    %707 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2, 3] : (tensor<8x1024x512x1xf32>) -> tensor<8x1024x512x16xf32>
    %708 = stablehlo.multiply %701, %707 : tensor<8x1024x512x16xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %709 = stablehlo.reduce(%706 init: %cst_156) applies stablehlo.add across dimensions = [3] : (tensor<8x1024x512x1xf32>, tensor<f32>) -> tensor<8x1024x512xf32>
    %710 = stablehlo.reshape %708 : (tensor<8x1024x512x16xf32>) -> tensor<8x1024x8192xf32>
    %711 = stablehlo.convert %710 : (tensor<8x1024x8192xf32>) -> tensor<8x1024x8192xbf16>
    %712 = stablehlo.dot_general %711, %228, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x8192xbf16>, tensor<8x1024x512xbf16>) -> tensor<8192x512xbf16>
    %713 = stablehlo.transpose %712, dims = [1, 0] : (tensor<8192x512xbf16>) -> tensor<512x8192xbf16>
    %714 = stablehlo.dot_general %711, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x8192xbf16>, tensor<512x8192xbf16>) -> tensor<8x1024x512xbf16>
    %715 = stablehlo.reshape %703 : (tensor<8x1024x512x16xf32>) -> tensor<8x1024x8192xf32>
    %716 = stablehlo.multiply %715, %241 : tensor<8x1024x8192xf32>
    %717 = stablehlo.convert %716 : (tensor<8x1024x8192xf32>) -> tensor<8x1024x8192xbf16>
    %718 = stablehlo.dot_general %717, %228, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x8192xbf16>, tensor<8x1024x512xbf16>) -> tensor<8192x512xbf16>
    %719 = stablehlo.transpose %718, dims = [1, 0] : (tensor<8192x512xbf16>) -> tensor<512x8192xbf16>
    %720 = stablehlo.dot_general %717, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x8192xbf16>, tensor<512x8192xbf16>) -> tensor<8x1024x512xbf16>
    %721 = stablehlo.add %714, %720 : tensor<8x1024x512xbf16>
    %722 = stablehlo.convert %709 : (tensor<8x1024x512xf32>) -> tensor<8x1024x512xbf16>
    %723 = stablehlo.dot_general %722, %228, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x512xbf16>, tensor<8x1024x512xbf16>) -> tensor<512x512xbf16>
    %724 = stablehlo.transpose %723, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %725 = stablehlo.dot_general %722, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x512xbf16>, tensor<512x512xbf16>) -> tensor<8x1024x512xbf16>
    %726 = stablehlo.add %721, %725 : tensor<8x1024x512xbf16>
    %727 = stablehlo.convert %726 : (tensor<8x1024x512xbf16>) -> tensor<8x1024x512xf32>
    %728 = stablehlo.multiply %224, %727 : tensor<8x1024x512xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %729 = stablehlo.reduce(%728 init: %cst_157) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x1024x512xf32>, tensor<f32>) -> tensor<512xf32>
    %730 = stablehlo.reshape %729 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %731 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x1024x512xf32>
    %732 = stablehlo.multiply %727, %731 : tensor<8x1024x512xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %733 = stablehlo.reduce(%730 init: %cst_158) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %734 = stablehlo.multiply %209, %732 : tensor<8x1024x512xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %735 = stablehlo.reduce(%734 init: %cst_159) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x512xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %736 = stablehlo.reshape %735 : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %737 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x512xf32>
    %738 = stablehlo.multiply %732, %737 : tensor<8x1024x512xf32>
    %739 = stablehlo.multiply %736, %222 : tensor<8x1024x1xf32>
    %cst_160 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %740 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %741 = stablehlo.divide %739, %740 : tensor<8x1024x1xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %742 = stablehlo.reduce(%741 init: %cst_161) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x1xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %743 = stablehlo.broadcast_in_dim %742, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x512xf32>
    %744 = stablehlo.multiply %743, %212 : tensor<8x1024x512xf32>
    %745 = stablehlo.add %738, %744 : tensor<8x1024x512xf32>
    %746 = stablehlo.convert %745 : (tensor<8x1024x512xf32>) -> tensor<8x1024x512xbf16>
    %747 = stablehlo.add %429, %746 : tensor<8x1024x512xbf16>
    %748 = stablehlo.dot_general %747, %206#0, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x512xbf16>, tensor<8x1024x512xbf16>) -> tensor<512x512xbf16>
    %749 = stablehlo.transpose %748, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %750 = stablehlo.dot_general %747, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x512xbf16>, tensor<512x512xbf16>) -> tensor<8x1024x512xbf16>
    %751 = call @silu_0(%206#1, %206#2, %205, %750) : (tensor<8x1024x512xbf16>, tensor<8x1024x512xbf16>, tensor<8x1024x512xbf16>, tensor<8x1024x512xbf16>) -> tensor<8x1024x512xbf16>
    %752 = stablehlo.convert %751 : (tensor<8x1024x512xbf16>) -> tensor<8x1024x512xf32>
    %753 = stablehlo.transpose %752, dims = [2, 0, 1] : (tensor<8x1024x512xf32>) -> tensor<512x8x1024xf32>
    %754 = stablehlo.dot_general %753, %arg0, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<512x8x1024xf32>, tensor<512x16xf32>) -> tensor<512x8x1024x16xf32>
    %755 = stablehlo.transpose %754, dims = [1, 2, 0, 3] : (tensor<512x8x1024x16xf32>) -> tensor<8x1024x512x16xf32>
    %756 = stablehlo.dot_general %753, %202, batching_dims = [0] x [2], contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<512x8x1024xf32>, tensor<8x1024x512x16xf32>) -> tensor<512x16xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %757 = stablehlo.pad %755, %cst_162, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x1024x512x16xf32>, tensor<f32>) -> tensor<8x1023x512x16xf32>
    %758 = stablehlo.slice %757 [0:8, 0:1023:2, 0:512, 0:16] : (tensor<8x1023x512x16xf32>) -> tensor<8x512x512x16xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %759 = stablehlo.pad %755, %cst_163, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x1024x512x16xf32>, tensor<f32>) -> tensor<8x1023x512x16xf32>
    %760 = stablehlo.slice %759 [0:8, 0:1023:2, 0:512, 0:16] : (tensor<8x1023x512x16xf32>) -> tensor<8x512x512x16xf32>
    %761 = stablehlo.slice %760 [0:8, 0:1, 0:512, 0:16] : (tensor<8x512x512x16xf32>) -> tensor<8x1x512x16xf32>
    %762 = stablehlo.slice %760 [0:8, 1:512, 0:512, 0:16] : (tensor<8x512x512x16xf32>) -> tensor<8x511x512x16xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %763 = stablehlo.pad %761, %cst_164, low = [0, 0, 0, 0], high = [0, 1023, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x1024x512x16xf32>
    %764 = stablehlo.multiply %194, %762 : tensor<8x511x512x16xf32>
    %765 = stablehlo.multiply %762, %193 : tensor<8x511x512x16xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %766 = stablehlo.pad %762, %cst_165, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x511x512x16xf32>, tensor<f32>) -> tensor<8x1024x512x16xf32>
    %767 = stablehlo.add %763, %766 : tensor<8x1024x512x16xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %768 = stablehlo.pad %765, %cst_166, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x511x512x16xf32>, tensor<f32>) -> tensor<8x1024x512x16xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %769 = stablehlo.pad %764, %cst_167, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x511x512x16xf32>, tensor<f32>) -> tensor<8x512x512x16xf32>
    %770 = stablehlo.add %758, %769 : tensor<8x512x512x16xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %771 = stablehlo.pad %770, %cst_168, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x512x512x16xf32>, tensor<f32>) -> tensor<8x511x512x16xf32>
    %772 = stablehlo.slice %771 [0:8, 0:511:2, 0:512, 0:16] : (tensor<8x511x512x16xf32>) -> tensor<8x256x512x16xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %773 = stablehlo.pad %770, %cst_169, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x512x512x16xf32>, tensor<f32>) -> tensor<8x511x512x16xf32>
    %774 = stablehlo.slice %773 [0:8, 0:511:2, 0:512, 0:16] : (tensor<8x511x512x16xf32>) -> tensor<8x256x512x16xf32>
    %775 = stablehlo.slice %774 [0:8, 0:1, 0:512, 0:16] : (tensor<8x256x512x16xf32>) -> tensor<8x1x512x16xf32>
    %776 = stablehlo.slice %774 [0:8, 1:256, 0:512, 0:16] : (tensor<8x256x512x16xf32>) -> tensor<8x255x512x16xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %777 = stablehlo.pad %775, %cst_170, low = [0, 0, 0, 0], high = [0, 511, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x512x512x16xf32>
    %778 = stablehlo.multiply %184, %776 : tensor<8x255x512x16xf32>
    %779 = stablehlo.multiply %776, %183 : tensor<8x255x512x16xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %780 = stablehlo.pad %776, %cst_171, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x255x512x16xf32>, tensor<f32>) -> tensor<8x512x512x16xf32>
    %781 = stablehlo.add %777, %780 : tensor<8x512x512x16xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %782 = stablehlo.pad %779, %cst_172, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x255x512x16xf32>, tensor<f32>) -> tensor<8x512x512x16xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %783 = stablehlo.pad %778, %cst_173, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x255x512x16xf32>, tensor<f32>) -> tensor<8x256x512x16xf32>
    %784 = stablehlo.add %772, %783 : tensor<8x256x512x16xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %785 = stablehlo.pad %784, %cst_174, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x256x512x16xf32>, tensor<f32>) -> tensor<8x255x512x16xf32>
    %786 = stablehlo.slice %785 [0:8, 0:255:2, 0:512, 0:16] : (tensor<8x255x512x16xf32>) -> tensor<8x128x512x16xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %787 = stablehlo.pad %784, %cst_175, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x256x512x16xf32>, tensor<f32>) -> tensor<8x255x512x16xf32>
    %788 = stablehlo.slice %787 [0:8, 0:255:2, 0:512, 0:16] : (tensor<8x255x512x16xf32>) -> tensor<8x128x512x16xf32>
    %789 = stablehlo.slice %788 [0:8, 0:1, 0:512, 0:16] : (tensor<8x128x512x16xf32>) -> tensor<8x1x512x16xf32>
    %790 = stablehlo.slice %788 [0:8, 1:128, 0:512, 0:16] : (tensor<8x128x512x16xf32>) -> tensor<8x127x512x16xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %791 = stablehlo.pad %789, %cst_176, low = [0, 0, 0, 0], high = [0, 255, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x256x512x16xf32>
    %792 = stablehlo.multiply %174, %790 : tensor<8x127x512x16xf32>
    %793 = stablehlo.multiply %790, %173 : tensor<8x127x512x16xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %794 = stablehlo.pad %790, %cst_177, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x127x512x16xf32>, tensor<f32>) -> tensor<8x256x512x16xf32>
    %795 = stablehlo.add %791, %794 : tensor<8x256x512x16xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %796 = stablehlo.pad %793, %cst_178, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x127x512x16xf32>, tensor<f32>) -> tensor<8x256x512x16xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %797 = stablehlo.pad %792, %cst_179, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x127x512x16xf32>, tensor<f32>) -> tensor<8x128x512x16xf32>
    %798 = stablehlo.add %786, %797 : tensor<8x128x512x16xf32>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %799 = stablehlo.pad %798, %cst_180, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x128x512x16xf32>, tensor<f32>) -> tensor<8x127x512x16xf32>
    %800 = stablehlo.slice %799 [0:8, 0:127:2, 0:512, 0:16] : (tensor<8x127x512x16xf32>) -> tensor<8x64x512x16xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %801 = stablehlo.pad %798, %cst_181, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x128x512x16xf32>, tensor<f32>) -> tensor<8x127x512x16xf32>
    %802 = stablehlo.slice %801 [0:8, 0:127:2, 0:512, 0:16] : (tensor<8x127x512x16xf32>) -> tensor<8x64x512x16xf32>
    %803 = stablehlo.slice %802 [0:8, 0:1, 0:512, 0:16] : (tensor<8x64x512x16xf32>) -> tensor<8x1x512x16xf32>
    %804 = stablehlo.slice %802 [0:8, 1:64, 0:512, 0:16] : (tensor<8x64x512x16xf32>) -> tensor<8x63x512x16xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %805 = stablehlo.pad %803, %cst_182, low = [0, 0, 0, 0], high = [0, 127, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x128x512x16xf32>
    %806 = stablehlo.multiply %164, %804 : tensor<8x63x512x16xf32>
    %807 = stablehlo.multiply %804, %163 : tensor<8x63x512x16xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %808 = stablehlo.pad %804, %cst_183, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x63x512x16xf32>, tensor<f32>) -> tensor<8x128x512x16xf32>
    %809 = stablehlo.add %805, %808 : tensor<8x128x512x16xf32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %810 = stablehlo.pad %807, %cst_184, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x63x512x16xf32>, tensor<f32>) -> tensor<8x128x512x16xf32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %811 = stablehlo.pad %806, %cst_185, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x63x512x16xf32>, tensor<f32>) -> tensor<8x64x512x16xf32>
    %812 = stablehlo.add %800, %811 : tensor<8x64x512x16xf32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %813 = stablehlo.pad %812, %cst_186, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x64x512x16xf32>, tensor<f32>) -> tensor<8x63x512x16xf32>
    %814 = stablehlo.slice %813 [0:8, 0:63:2, 0:512, 0:16] : (tensor<8x63x512x16xf32>) -> tensor<8x32x512x16xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %815 = stablehlo.pad %812, %cst_187, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x64x512x16xf32>, tensor<f32>) -> tensor<8x63x512x16xf32>
    %816 = stablehlo.slice %815 [0:8, 0:63:2, 0:512, 0:16] : (tensor<8x63x512x16xf32>) -> tensor<8x32x512x16xf32>
    %817 = stablehlo.slice %816 [0:8, 0:1, 0:512, 0:16] : (tensor<8x32x512x16xf32>) -> tensor<8x1x512x16xf32>
    %818 = stablehlo.slice %816 [0:8, 1:32, 0:512, 0:16] : (tensor<8x32x512x16xf32>) -> tensor<8x31x512x16xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %819 = stablehlo.pad %817, %cst_188, low = [0, 0, 0, 0], high = [0, 63, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x64x512x16xf32>
    %820 = stablehlo.multiply %154, %818 : tensor<8x31x512x16xf32>
    %821 = stablehlo.multiply %818, %153 : tensor<8x31x512x16xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %822 = stablehlo.pad %818, %cst_189, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x31x512x16xf32>, tensor<f32>) -> tensor<8x64x512x16xf32>
    %823 = stablehlo.add %819, %822 : tensor<8x64x512x16xf32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %824 = stablehlo.pad %821, %cst_190, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x31x512x16xf32>, tensor<f32>) -> tensor<8x64x512x16xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %825 = stablehlo.pad %820, %cst_191, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x31x512x16xf32>, tensor<f32>) -> tensor<8x32x512x16xf32>
    %826 = stablehlo.add %814, %825 : tensor<8x32x512x16xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %827 = stablehlo.pad %826, %cst_192, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x32x512x16xf32>, tensor<f32>) -> tensor<8x31x512x16xf32>
    %828 = stablehlo.slice %827 [0:8, 0:31:2, 0:512, 0:16] : (tensor<8x31x512x16xf32>) -> tensor<8x16x512x16xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %829 = stablehlo.pad %826, %cst_193, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x32x512x16xf32>, tensor<f32>) -> tensor<8x31x512x16xf32>
    %830 = stablehlo.slice %829 [0:8, 0:31:2, 0:512, 0:16] : (tensor<8x31x512x16xf32>) -> tensor<8x16x512x16xf32>
    %831 = stablehlo.slice %830 [0:8, 0:1, 0:512, 0:16] : (tensor<8x16x512x16xf32>) -> tensor<8x1x512x16xf32>
    %832 = stablehlo.slice %830 [0:8, 1:16, 0:512, 0:16] : (tensor<8x16x512x16xf32>) -> tensor<8x15x512x16xf32>
    %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %833 = stablehlo.pad %831, %cst_194, low = [0, 0, 0, 0], high = [0, 31, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x32x512x16xf32>
    %834 = stablehlo.multiply %144, %832 : tensor<8x15x512x16xf32>
    %835 = stablehlo.multiply %832, %143 : tensor<8x15x512x16xf32>
    %cst_195 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %836 = stablehlo.pad %832, %cst_195, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x15x512x16xf32>, tensor<f32>) -> tensor<8x32x512x16xf32>
    %837 = stablehlo.add %833, %836 : tensor<8x32x512x16xf32>
    %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %838 = stablehlo.pad %835, %cst_196, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x15x512x16xf32>, tensor<f32>) -> tensor<8x32x512x16xf32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %839 = stablehlo.pad %834, %cst_197, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x15x512x16xf32>, tensor<f32>) -> tensor<8x16x512x16xf32>
    %840 = stablehlo.add %828, %839 : tensor<8x16x512x16xf32>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %841 = stablehlo.pad %840, %cst_198, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x16x512x16xf32>, tensor<f32>) -> tensor<8x15x512x16xf32>
    %842 = stablehlo.slice %841 [0:8, 0:15:2, 0:512, 0:16] : (tensor<8x15x512x16xf32>) -> tensor<8x8x512x16xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %843 = stablehlo.pad %840, %cst_199, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x16x512x16xf32>, tensor<f32>) -> tensor<8x15x512x16xf32>
    %844 = stablehlo.slice %843 [0:8, 0:15:2, 0:512, 0:16] : (tensor<8x15x512x16xf32>) -> tensor<8x8x512x16xf32>
    %845 = stablehlo.slice %844 [0:8, 0:1, 0:512, 0:16] : (tensor<8x8x512x16xf32>) -> tensor<8x1x512x16xf32>
    %846 = stablehlo.slice %844 [0:8, 1:8, 0:512, 0:16] : (tensor<8x8x512x16xf32>) -> tensor<8x7x512x16xf32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %847 = stablehlo.pad %845, %cst_200, low = [0, 0, 0, 0], high = [0, 15, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x16x512x16xf32>
    %848 = stablehlo.multiply %134, %846 : tensor<8x7x512x16xf32>
    %849 = stablehlo.multiply %846, %133 : tensor<8x7x512x16xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %850 = stablehlo.pad %846, %cst_201, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x7x512x16xf32>, tensor<f32>) -> tensor<8x16x512x16xf32>
    %851 = stablehlo.add %847, %850 : tensor<8x16x512x16xf32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %852 = stablehlo.pad %849, %cst_202, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x7x512x16xf32>, tensor<f32>) -> tensor<8x16x512x16xf32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %853 = stablehlo.pad %848, %cst_203, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x7x512x16xf32>, tensor<f32>) -> tensor<8x8x512x16xf32>
    %854 = stablehlo.add %842, %853 : tensor<8x8x512x16xf32>
    %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %855 = stablehlo.pad %854, %cst_204, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x512x16xf32>, tensor<f32>) -> tensor<8x7x512x16xf32>
    %856 = stablehlo.slice %855 [0:8, 0:7:2, 0:512, 0:16] : (tensor<8x7x512x16xf32>) -> tensor<8x4x512x16xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %857 = stablehlo.pad %854, %cst_205, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x512x16xf32>, tensor<f32>) -> tensor<8x7x512x16xf32>
    %858 = stablehlo.slice %857 [0:8, 0:7:2, 0:512, 0:16] : (tensor<8x7x512x16xf32>) -> tensor<8x4x512x16xf32>
    %859 = stablehlo.slice %858 [0:8, 0:1, 0:512, 0:16] : (tensor<8x4x512x16xf32>) -> tensor<8x1x512x16xf32>
    %860 = stablehlo.slice %858 [0:8, 1:4, 0:512, 0:16] : (tensor<8x4x512x16xf32>) -> tensor<8x3x512x16xf32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %861 = stablehlo.pad %859, %cst_206, low = [0, 0, 0, 0], high = [0, 7, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x8x512x16xf32>
    %862 = stablehlo.multiply %124, %860 : tensor<8x3x512x16xf32>
    %863 = stablehlo.multiply %860, %123 : tensor<8x3x512x16xf32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %864 = stablehlo.pad %860, %cst_207, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x3x512x16xf32>, tensor<f32>) -> tensor<8x8x512x16xf32>
    %865 = stablehlo.add %861, %864 : tensor<8x8x512x16xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %866 = stablehlo.pad %863, %cst_208, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x3x512x16xf32>, tensor<f32>) -> tensor<8x8x512x16xf32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %867 = stablehlo.pad %862, %cst_209, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x3x512x16xf32>, tensor<f32>) -> tensor<8x4x512x16xf32>
    %868 = stablehlo.add %856, %867 : tensor<8x4x512x16xf32>
    %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %869 = stablehlo.pad %868, %cst_210, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x4x512x16xf32>, tensor<f32>) -> tensor<8x3x512x16xf32>
    %870 = stablehlo.slice %869 [0:8, 0:3:2, 0:512, 0:16] : (tensor<8x3x512x16xf32>) -> tensor<8x2x512x16xf32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %871 = stablehlo.pad %868, %cst_211, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x4x512x16xf32>, tensor<f32>) -> tensor<8x3x512x16xf32>
    %872 = stablehlo.slice %871 [0:8, 0:3:2, 0:512, 0:16] : (tensor<8x3x512x16xf32>) -> tensor<8x2x512x16xf32>
    %873 = stablehlo.slice %872 [0:8, 0:1, 0:512, 0:16] : (tensor<8x2x512x16xf32>) -> tensor<8x1x512x16xf32>
    %874 = stablehlo.slice %872 [0:8, 1:2, 0:512, 0:16] : (tensor<8x2x512x16xf32>) -> tensor<8x1x512x16xf32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %875 = stablehlo.pad %873, %cst_212, low = [0, 0, 0, 0], high = [0, 3, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x4x512x16xf32>
    %876 = stablehlo.multiply %114, %874 : tensor<8x1x512x16xf32>
    %877 = stablehlo.multiply %874, %113 : tensor<8x1x512x16xf32>
    %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %878 = stablehlo.pad %874, %cst_213, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x4x512x16xf32>
    %879 = stablehlo.add %875, %878 : tensor<8x4x512x16xf32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %880 = stablehlo.pad %877, %cst_214, low = [0, 2, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x4x512x16xf32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %881 = stablehlo.pad %876, %cst_215, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x2x512x16xf32>
    %882 = stablehlo.add %870, %881 : tensor<8x2x512x16xf32>
    %cst_216 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %883 = stablehlo.pad %882, %cst_216, low = [0, -1, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x2x512x16xf32>, tensor<f32>) -> tensor<8x1x512x16xf32>
    %884 = stablehlo.slice %883 [0:8, 0:1:2, 0:512, 0:16] : (tensor<8x1x512x16xf32>) -> tensor<8x1x512x16xf32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %885 = stablehlo.pad %882, %cst_217, low = [0, 0, 0, 0], high = [0, -1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x2x512x16xf32>, tensor<f32>) -> tensor<8x1x512x16xf32>
    %886 = stablehlo.slice %885 [0:8, 0:1:2, 0:512, 0:16] : (tensor<8x1x512x16xf32>) -> tensor<8x1x512x16xf32>
    %887 = stablehlo.slice %886 [0:8, 0:1, 0:512, 0:16] : (tensor<8x1x512x16xf32>) -> tensor<8x1x512x16xf32>
    %888 = stablehlo.slice %886 [0:8, 1:1, 0:512, 0:16] : (tensor<8x1x512x16xf32>) -> tensor<8x0x512x16xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %889 = stablehlo.pad %887, %cst_218, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x2x512x16xf32>
    %890 = stablehlo.multiply %104, %888 : tensor<8x0x512x16xf32>
    %891 = stablehlo.multiply %888, %103 : tensor<8x0x512x16xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %892 = stablehlo.pad %888, %cst_219, low = [0, 2, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x0x512x16xf32>, tensor<f32>) -> tensor<8x2x512x16xf32>
    %893 = stablehlo.add %889, %892 : tensor<8x2x512x16xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %894 = stablehlo.pad %891, %cst_220, low = [0, 2, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x0x512x16xf32>, tensor<f32>) -> tensor<8x2x512x16xf32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %895 = stablehlo.pad %890, %cst_221, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x0x512x16xf32>, tensor<f32>) -> tensor<8x1x512x16xf32>
    %896 = stablehlo.add %884, %895 : tensor<8x1x512x16xf32>
    %897 = stablehlo.multiply %99, %896 : tensor<8x1x512x16xf32>
    %898 = stablehlo.multiply %896, %98 : tensor<8x1x512x16xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %899 = stablehlo.pad %896, %cst_222, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x2x512x16xf32>
    %900 = stablehlo.add %893, %899 : tensor<8x2x512x16xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %901 = stablehlo.pad %898, %cst_223, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x2x512x16xf32>
    %902 = stablehlo.add %894, %901 : tensor<8x2x512x16xf32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %903 = stablehlo.pad %897, %cst_224, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x1x512x16xf32>, tensor<f32>) -> tensor<8x2x512x16xf32>
    %904 = stablehlo.add %900, %903 : tensor<8x2x512x16xf32>
    %905 = stablehlo.multiply %93, %904 : tensor<8x2x512x16xf32>
    %906 = stablehlo.multiply %904, %92 : tensor<8x2x512x16xf32>
    %907 = stablehlo.multiply %91, %902 : tensor<8x2x512x16xf32>
    %908 = stablehlo.add %906, %907 : tensor<8x2x512x16xf32>
    %909 = stablehlo.multiply %902, %93 : tensor<8x2x512x16xf32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %910 = stablehlo.pad %904, %cst_225, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x2x512x16xf32>, tensor<f32>) -> tensor<8x4x512x16xf32>
    %911 = stablehlo.add %879, %910 : tensor<8x4x512x16xf32>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %912 = stablehlo.pad %908, %cst_226, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x2x512x16xf32>, tensor<f32>) -> tensor<8x4x512x16xf32>
    %913 = stablehlo.add %880, %912 : tensor<8x4x512x16xf32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %914 = stablehlo.pad %905, %cst_227, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x2x512x16xf32>, tensor<f32>) -> tensor<8x4x512x16xf32>
    %915 = stablehlo.add %911, %914 : tensor<8x4x512x16xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %916 = stablehlo.pad %909, %cst_228, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x2x512x16xf32>, tensor<f32>) -> tensor<8x4x512x16xf32>
    %917 = stablehlo.add %913, %916 : tensor<8x4x512x16xf32>
    %918 = stablehlo.multiply %86, %915 : tensor<8x4x512x16xf32>
    %919 = stablehlo.multiply %915, %85 : tensor<8x4x512x16xf32>
    %920 = stablehlo.multiply %84, %917 : tensor<8x4x512x16xf32>
    %921 = stablehlo.add %919, %920 : tensor<8x4x512x16xf32>
    %922 = stablehlo.multiply %917, %86 : tensor<8x4x512x16xf32>
    %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %923 = stablehlo.pad %915, %cst_229, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x4x512x16xf32>, tensor<f32>) -> tensor<8x8x512x16xf32>
    %924 = stablehlo.add %865, %923 : tensor<8x8x512x16xf32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %925 = stablehlo.pad %921, %cst_230, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x4x512x16xf32>, tensor<f32>) -> tensor<8x8x512x16xf32>
    %926 = stablehlo.add %866, %925 : tensor<8x8x512x16xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %927 = stablehlo.pad %918, %cst_231, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x4x512x16xf32>, tensor<f32>) -> tensor<8x8x512x16xf32>
    %928 = stablehlo.add %924, %927 : tensor<8x8x512x16xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %929 = stablehlo.pad %922, %cst_232, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x4x512x16xf32>, tensor<f32>) -> tensor<8x8x512x16xf32>
    %930 = stablehlo.add %926, %929 : tensor<8x8x512x16xf32>
    %931 = stablehlo.multiply %79, %928 : tensor<8x8x512x16xf32>
    %932 = stablehlo.multiply %928, %78 : tensor<8x8x512x16xf32>
    %933 = stablehlo.multiply %77, %930 : tensor<8x8x512x16xf32>
    %934 = stablehlo.add %932, %933 : tensor<8x8x512x16xf32>
    %935 = stablehlo.multiply %930, %79 : tensor<8x8x512x16xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %936 = stablehlo.pad %928, %cst_233, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x8x512x16xf32>, tensor<f32>) -> tensor<8x16x512x16xf32>
    %937 = stablehlo.add %851, %936 : tensor<8x16x512x16xf32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %938 = stablehlo.pad %934, %cst_234, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x8x512x16xf32>, tensor<f32>) -> tensor<8x16x512x16xf32>
    %939 = stablehlo.add %852, %938 : tensor<8x16x512x16xf32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %940 = stablehlo.pad %931, %cst_235, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x8x512x16xf32>, tensor<f32>) -> tensor<8x16x512x16xf32>
    %941 = stablehlo.add %937, %940 : tensor<8x16x512x16xf32>
    %cst_236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %942 = stablehlo.pad %935, %cst_236, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x8x512x16xf32>, tensor<f32>) -> tensor<8x16x512x16xf32>
    %943 = stablehlo.add %939, %942 : tensor<8x16x512x16xf32>
    %944 = stablehlo.multiply %72, %941 : tensor<8x16x512x16xf32>
    %945 = stablehlo.multiply %941, %71 : tensor<8x16x512x16xf32>
    %946 = stablehlo.multiply %70, %943 : tensor<8x16x512x16xf32>
    %947 = stablehlo.add %945, %946 : tensor<8x16x512x16xf32>
    %948 = stablehlo.multiply %943, %72 : tensor<8x16x512x16xf32>
    %cst_237 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %949 = stablehlo.pad %941, %cst_237, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x16x512x16xf32>, tensor<f32>) -> tensor<8x32x512x16xf32>
    %950 = stablehlo.add %837, %949 : tensor<8x32x512x16xf32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %951 = stablehlo.pad %947, %cst_238, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x16x512x16xf32>, tensor<f32>) -> tensor<8x32x512x16xf32>
    %952 = stablehlo.add %838, %951 : tensor<8x32x512x16xf32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %953 = stablehlo.pad %944, %cst_239, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x16x512x16xf32>, tensor<f32>) -> tensor<8x32x512x16xf32>
    %954 = stablehlo.add %950, %953 : tensor<8x32x512x16xf32>
    %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %955 = stablehlo.pad %948, %cst_240, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x16x512x16xf32>, tensor<f32>) -> tensor<8x32x512x16xf32>
    %956 = stablehlo.add %952, %955 : tensor<8x32x512x16xf32>
    %957 = stablehlo.multiply %65, %954 : tensor<8x32x512x16xf32>
    %958 = stablehlo.multiply %954, %64 : tensor<8x32x512x16xf32>
    %959 = stablehlo.multiply %63, %956 : tensor<8x32x512x16xf32>
    %960 = stablehlo.add %958, %959 : tensor<8x32x512x16xf32>
    %961 = stablehlo.multiply %956, %65 : tensor<8x32x512x16xf32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %962 = stablehlo.pad %954, %cst_241, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x32x512x16xf32>, tensor<f32>) -> tensor<8x64x512x16xf32>
    %963 = stablehlo.add %823, %962 : tensor<8x64x512x16xf32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %964 = stablehlo.pad %960, %cst_242, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x32x512x16xf32>, tensor<f32>) -> tensor<8x64x512x16xf32>
    %965 = stablehlo.add %824, %964 : tensor<8x64x512x16xf32>
    %cst_243 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %966 = stablehlo.pad %957, %cst_243, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x32x512x16xf32>, tensor<f32>) -> tensor<8x64x512x16xf32>
    %967 = stablehlo.add %963, %966 : tensor<8x64x512x16xf32>
    %cst_244 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %968 = stablehlo.pad %961, %cst_244, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x32x512x16xf32>, tensor<f32>) -> tensor<8x64x512x16xf32>
    %969 = stablehlo.add %965, %968 : tensor<8x64x512x16xf32>
    %970 = stablehlo.multiply %58, %967 : tensor<8x64x512x16xf32>
    %971 = stablehlo.multiply %967, %57 : tensor<8x64x512x16xf32>
    %972 = stablehlo.multiply %56, %969 : tensor<8x64x512x16xf32>
    %973 = stablehlo.add %971, %972 : tensor<8x64x512x16xf32>
    %974 = stablehlo.multiply %969, %58 : tensor<8x64x512x16xf32>
    %cst_245 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %975 = stablehlo.pad %967, %cst_245, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x64x512x16xf32>, tensor<f32>) -> tensor<8x128x512x16xf32>
    %976 = stablehlo.add %809, %975 : tensor<8x128x512x16xf32>
    %cst_246 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %977 = stablehlo.pad %973, %cst_246, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x64x512x16xf32>, tensor<f32>) -> tensor<8x128x512x16xf32>
    %978 = stablehlo.add %810, %977 : tensor<8x128x512x16xf32>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %979 = stablehlo.pad %970, %cst_247, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x64x512x16xf32>, tensor<f32>) -> tensor<8x128x512x16xf32>
    %980 = stablehlo.add %976, %979 : tensor<8x128x512x16xf32>
    %cst_248 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %981 = stablehlo.pad %974, %cst_248, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x64x512x16xf32>, tensor<f32>) -> tensor<8x128x512x16xf32>
    %982 = stablehlo.add %978, %981 : tensor<8x128x512x16xf32>
    %983 = stablehlo.multiply %51, %980 : tensor<8x128x512x16xf32>
    %984 = stablehlo.multiply %980, %50 : tensor<8x128x512x16xf32>
    %985 = stablehlo.multiply %49, %982 : tensor<8x128x512x16xf32>
    %986 = stablehlo.add %984, %985 : tensor<8x128x512x16xf32>
    %987 = stablehlo.multiply %982, %51 : tensor<8x128x512x16xf32>
    %cst_249 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %988 = stablehlo.pad %980, %cst_249, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x128x512x16xf32>, tensor<f32>) -> tensor<8x256x512x16xf32>
    %989 = stablehlo.add %795, %988 : tensor<8x256x512x16xf32>
    %cst_250 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %990 = stablehlo.pad %986, %cst_250, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x128x512x16xf32>, tensor<f32>) -> tensor<8x256x512x16xf32>
    %991 = stablehlo.add %796, %990 : tensor<8x256x512x16xf32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %992 = stablehlo.pad %983, %cst_251, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x128x512x16xf32>, tensor<f32>) -> tensor<8x256x512x16xf32>
    %993 = stablehlo.add %989, %992 : tensor<8x256x512x16xf32>
    %cst_252 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %994 = stablehlo.pad %987, %cst_252, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x128x512x16xf32>, tensor<f32>) -> tensor<8x256x512x16xf32>
    %995 = stablehlo.add %991, %994 : tensor<8x256x512x16xf32>
    %996 = stablehlo.multiply %44, %993 : tensor<8x256x512x16xf32>
    %997 = stablehlo.multiply %993, %43 : tensor<8x256x512x16xf32>
    %998 = stablehlo.multiply %42, %995 : tensor<8x256x512x16xf32>
    %999 = stablehlo.add %997, %998 : tensor<8x256x512x16xf32>
    %1000 = stablehlo.multiply %995, %44 : tensor<8x256x512x16xf32>
    %cst_253 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1001 = stablehlo.pad %993, %cst_253, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x256x512x16xf32>, tensor<f32>) -> tensor<8x512x512x16xf32>
    %1002 = stablehlo.add %781, %1001 : tensor<8x512x512x16xf32>
    %cst_254 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1003 = stablehlo.pad %999, %cst_254, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x256x512x16xf32>, tensor<f32>) -> tensor<8x512x512x16xf32>
    %1004 = stablehlo.add %782, %1003 : tensor<8x512x512x16xf32>
    %cst_255 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1005 = stablehlo.pad %996, %cst_255, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x256x512x16xf32>, tensor<f32>) -> tensor<8x512x512x16xf32>
    %1006 = stablehlo.add %1002, %1005 : tensor<8x512x512x16xf32>
    %cst_256 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1007 = stablehlo.pad %1000, %cst_256, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x256x512x16xf32>, tensor<f32>) -> tensor<8x512x512x16xf32>
    %1008 = stablehlo.add %1004, %1007 : tensor<8x512x512x16xf32>
    %1009 = stablehlo.multiply %37, %1006 : tensor<8x512x512x16xf32>
    %1010 = stablehlo.multiply %1006, %36 : tensor<8x512x512x16xf32>
    %1011 = stablehlo.multiply %35, %1008 : tensor<8x512x512x16xf32>
    %1012 = stablehlo.add %1010, %1011 : tensor<8x512x512x16xf32>
    %1013 = stablehlo.multiply %1008, %37 : tensor<8x512x512x16xf32>
    %cst_257 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1014 = stablehlo.pad %1006, %cst_257, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x512x512x16xf32>, tensor<f32>) -> tensor<8x1024x512x16xf32>
    %1015 = stablehlo.add %767, %1014 : tensor<8x1024x512x16xf32>
    %cst_258 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1016 = stablehlo.pad %1012, %cst_258, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x512x512x16xf32>, tensor<f32>) -> tensor<8x1024x512x16xf32>
    %1017 = stablehlo.add %768, %1016 : tensor<8x1024x512x16xf32>
    %cst_259 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1018 = stablehlo.pad %1009, %cst_259, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x512x512x16xf32>, tensor<f32>) -> tensor<8x1024x512x16xf32>
    %1019 = stablehlo.add %1015, %1018 : tensor<8x1024x512x16xf32>
    %cst_260 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1020 = stablehlo.pad %1013, %cst_260, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<8x512x512x16xf32>, tensor<f32>) -> tensor<8x1024x512x16xf32>
    %1021 = stablehlo.add %1017, %1020 : tensor<8x1024x512x16xf32>
    %1022 = stablehlo.multiply %31, %1019 : tensor<8x1024x512x16xf32>
    %cst_261 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1023 = stablehlo.reduce(%1022 init: %cst_261) applies stablehlo.add across dimensions = [3] : (tensor<8x1024x512x16xf32>, tensor<f32>) -> tensor<8x1024x512xf32>
    %1024 = stablehlo.reshape %1023 : (tensor<8x1024x512xf32>) -> tensor<8x1024x512x1xf32>
    %1025 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<8x1024x512x1xf32>) -> tensor<8x1024x512x16xf32>
    %1026 = stablehlo.multiply %1019, %1025 : tensor<8x1024x512x16xf32>
    %cst_262 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1027 = stablehlo.reduce(%1024 init: %cst_262) applies stablehlo.add across dimensions = [3] : (tensor<8x1024x512x1xf32>, tensor<f32>) -> tensor<8x1024x512xf32>
    %1028 = stablehlo.reshape %1026 : (tensor<8x1024x512x16xf32>) -> tensor<8x1024x8192xf32>
    %1029 = stablehlo.convert %1028 : (tensor<8x1024x8192xf32>) -> tensor<8x1024x8192xbf16>
    %1030 = stablehlo.dot_general %1029, %14, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x8192xbf16>, tensor<8x1024x512xbf16>) -> tensor<8192x512xbf16>
    %1031 = stablehlo.transpose %1030, dims = [1, 0] : (tensor<8192x512xbf16>) -> tensor<512x8192xbf16>
    %1032 = stablehlo.dot_general %1029, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x8192xbf16>, tensor<512x8192xbf16>) -> tensor<8x1024x512xbf16>
    %1033 = stablehlo.reshape %1021 : (tensor<8x1024x512x16xf32>) -> tensor<8x1024x8192xf32>
    %1034 = stablehlo.multiply %1033, %27 : tensor<8x1024x8192xf32>
    %1035 = stablehlo.convert %1034 : (tensor<8x1024x8192xf32>) -> tensor<8x1024x8192xbf16>
    %1036 = stablehlo.dot_general %1035, %14, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x8192xbf16>, tensor<8x1024x512xbf16>) -> tensor<8192x512xbf16>
    %1037 = stablehlo.transpose %1036, dims = [1, 0] : (tensor<8192x512xbf16>) -> tensor<512x8192xbf16>
    %1038 = stablehlo.dot_general %1035, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x8192xbf16>, tensor<512x8192xbf16>) -> tensor<8x1024x512xbf16>
    %1039 = stablehlo.add %1032, %1038 : tensor<8x1024x512xbf16>
    %1040 = stablehlo.convert %1027 : (tensor<8x1024x512xf32>) -> tensor<8x1024x512xbf16>
    %1041 = stablehlo.dot_general %1040, %14, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x512xbf16>, tensor<8x1024x512xbf16>) -> tensor<512x512xbf16>
    %1042 = stablehlo.transpose %1041, dims = [1, 0] : (tensor<512x512xbf16>) -> tensor<512x512xbf16>
    %1043 = stablehlo.dot_general %1040, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x512xbf16>, tensor<512x512xbf16>) -> tensor<8x1024x512xbf16>
    %1044 = stablehlo.add %1039, %1043 : tensor<8x1024x512xbf16>
    %1045 = stablehlo.convert %1044 : (tensor<8x1024x512xbf16>) -> tensor<8x1024x512xf32>
    %1046 = stablehlo.multiply %10, %1045 : tensor<8x1024x512xf32>
    %cst_263 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1047 = stablehlo.reduce(%1046 init: %cst_263) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x1024x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1048 = stablehlo.reshape %1047 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_264 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1049 = stablehlo.reduce(%1048 init: %cst_264) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    return %756, %1049, %1037, %1031, %1042, %749, %438, %733, %719, %713, %724, %431 : tensor<512x16xf32>, tensor<512xf32>, tensor<512x8192xbf16>, tensor<512x8192xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>, tensor<512x16xf32>, tensor<512xf32>, tensor<512x8192xbf16>, tensor<512x8192xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>
  }
  func.func private @silu(%arg0: tensor<8x1024x512xbf16>) -> (tensor<8x1024x512xbf16>, tensor<8x1024x512xbf16>, tensor<8x1024x512xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<8x1024x512xbf16>
    %1 = stablehlo.exponential %0 : tensor<8x1024x512xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x1024x512xbf16>
    %3 = stablehlo.add %2, %1 : tensor<8x1024x512xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<8x1024x512xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<8x1024x512xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<8x1024x512xbf16>
    %7 = stablehlo.subtract %6, %5 : tensor<8x1024x512xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<8x1024x512xbf16>
    %9 = stablehlo.multiply %arg0, %5 : tensor<8x1024x512xbf16>
    return %9, %8, %5 : tensor<8x1024x512xbf16>, tensor<8x1024x512xbf16>, tensor<8x1024x512xbf16>
  }
  func.func private @silu_0(%arg0: tensor<8x1024x512xbf16>, %arg1: tensor<8x1024x512xbf16>, %arg2: tensor<8x1024x512xbf16>, %arg3: tensor<8x1024x512xbf16>) -> tensor<8x1024x512xbf16> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<8x1024x512xbf16>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<8x1024x512xbf16>
    %2 = stablehlo.multiply %0, %arg0 : tensor<8x1024x512xbf16>
    %3 = stablehlo.add %1, %2 : tensor<8x1024x512xbf16>
    return %3 : tensor<8x1024x512xbf16>
  }
}
