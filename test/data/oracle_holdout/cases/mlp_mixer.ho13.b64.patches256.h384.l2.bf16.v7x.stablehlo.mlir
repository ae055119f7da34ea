module @jit_mlp_mixer_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<384x1000xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<384x1536xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<1536x384xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg4: tensor<384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg5: tensor<384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg6: tensor<384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg7: tensor<256x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg8: tensor<512x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg9: tensor<384x1536xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg10: tensor<1536x384xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg11: tensor<384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg12: tensor<384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg13: tensor<384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg14: tensor<384xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg15: tensor<256x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg16: tensor<512x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg17: tensor<64x256x384xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}) -> (tensor<64x1000xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg17 : (tensor<64x256x384xbf16>) -> tensor<64x256x384xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<64x256x384xf32>, tensor<f32>) -> tensor<64x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<64x256xf32>) -> tensor<64x256x1xf32>
    %cst_0 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x256x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<64x256x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x384xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<64x256x384xf32>
    %7 = chlo.square %6 : tensor<64x256x384xf32> -> tensor<64x256x384xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<64x256x384xf32>, tensor<f32>) -> tensor<64x256xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<64x256xf32>) -> tensor<64x256x1xf32>
    %cst_2 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x256x1xf32>
    %11 = stablehlo.divide %9, %10 : tensor<64x256x1xf32>
    %12 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x384xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<64x256x384xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x256x1xf32>
    %15 = stablehlo.add %11, %14 : tensor<64x256x1xf32>
    %16 = stablehlo.rsqrt %15 : tensor<64x256x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x384xf32>
    %18 = stablehlo.multiply %13, %17 : tensor<64x256x384xf32>
    %19 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<64x256x384xf32>
    %21 = stablehlo.multiply %18, %20 : tensor<64x256x384xf32>
    %22 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<64x256x384xf32>
    %24 = stablehlo.add %21, %23 : tensor<64x256x384xf32>
    %25 = stablehlo.convert %24 : (tensor<64x256x384xf32>) -> tensor<64x256x384xbf16>
    %26 = stablehlo.transpose %25, dims = [0, 2, 1] : (tensor<64x256x384xbf16>) -> tensor<64x384x256xbf16>
    %27 = stablehlo.dot_general %26, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x384x256xbf16>, tensor<256x512xbf16>) -> tensor<64x384x512xbf16>
    %28 = stablehlo.multiply %27, %27 : tensor<64x384x512xbf16>
    %29 = stablehlo.multiply %28, %27 : tensor<64x384x512xbf16>
    %cst_4 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<64x384x512xbf16>
    %31 = stablehlo.multiply %30, %29 : tensor<64x384x512xbf16>
    %32 = stablehlo.add %27, %31 : tensor<64x384x512xbf16>
    %cst_5 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<64x384x512xbf16>
    %34 = stablehlo.multiply %33, %32 : tensor<64x384x512xbf16>
    %35 = stablehlo.tanh %34 : tensor<64x384x512xbf16>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<64x384x512xbf16>
    %37 = stablehlo.add %36, %35 : tensor<64x384x512xbf16>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<64x384x512xbf16>
    %39 = stablehlo.multiply %38, %37 : tensor<64x384x512xbf16>
    %40 = stablehlo.multiply %27, %39 : tensor<64x384x512xbf16>
    %41 = stablehlo.dot_general %40, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x384x512xbf16>, tensor<512x256xbf16>) -> tensor<64x384x256xbf16>
    %42 = stablehlo.transpose %41, dims = [0, 2, 1] : (tensor<64x384x256xbf16>) -> tensor<64x256x384xbf16>
    %43 = stablehlo.add %arg17, %42 : tensor<64x256x384xbf16>
    %44 = stablehlo.convert %43 : (tensor<64x256x384xbf16>) -> tensor<64x256x384xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<64x256x384xf32>, tensor<f32>) -> tensor<64x256xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<64x256xf32>) -> tensor<64x256x1xf32>
    %cst_9 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64x256x1xf32>
    %48 = stablehlo.divide %46, %47 : tensor<64x256x1xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x384xf32>
    %50 = stablehlo.subtract %44, %49 : tensor<64x256x384xf32>
    %51 = chlo.square %50 : tensor<64x256x384xf32> -> tensor<64x256x384xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<64x256x384xf32>, tensor<f32>) -> tensor<64x256xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<64x256xf32>) -> tensor<64x256x1xf32>
    %cst_11 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64x256x1xf32>
    %55 = stablehlo.divide %53, %54 : tensor<64x256x1xf32>
    %56 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x384xf32>
    %57 = stablehlo.subtract %44, %56 : tensor<64x256x384xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<64x256x1xf32>
    %59 = stablehlo.add %55, %58 : tensor<64x256x1xf32>
    %60 = stablehlo.rsqrt %59 : tensor<64x256x1xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x384xf32>
    %62 = stablehlo.multiply %57, %61 : tensor<64x256x384xf32>
    %63 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<64x256x384xf32>
    %65 = stablehlo.multiply %62, %64 : tensor<64x256x384xf32>
    %66 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<64x256x384xf32>
    %68 = stablehlo.add %65, %67 : tensor<64x256x384xf32>
    %69 = stablehlo.convert %68 : (tensor<64x256x384xf32>) -> tensor<64x256x384xbf16>
    %70 = stablehlo.dot_general %69, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256x384xbf16>, tensor<384x1536xbf16>) -> tensor<64x256x1536xbf16>
    %71 = stablehlo.multiply %70, %70 : tensor<64x256x1536xbf16>
    %72 = stablehlo.multiply %71, %70 : tensor<64x256x1536xbf16>
    %cst_13 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %73 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<64x256x1536xbf16>
    %74 = stablehlo.multiply %73, %72 : tensor<64x256x1536xbf16>
    %75 = stablehlo.add %70, %74 : tensor<64x256x1536xbf16>
    %cst_14 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %76 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<64x256x1536xbf16>
    %77 = stablehlo.multiply %76, %75 : tensor<64x256x1536xbf16>
    %78 = stablehlo.tanh %77 : tensor<64x256x1536xbf16>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %79 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<64x256x1536xbf16>
    %80 = stablehlo.add %79, %78 : tensor<64x256x1536xbf16>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %81 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<64x256x1536xbf16>
    %82 = stablehlo.multiply %81, %80 : tensor<64x256x1536xbf16>
    %83 = stablehlo.multiply %70, %82 : tensor<64x256x1536xbf16>
    %84 = stablehlo.dot_general %83, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256x1536xbf16>, tensor<1536x384xbf16>) -> tensor<64x256x384xbf16>
    %85 = stablehlo.add %43, %84 : tensor<64x256x384xbf16>
    %86 = stablehlo.convert %85 : (tensor<64x256x384xbf16>) -> tensor<64x256x384xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%86 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<64x256x384xf32>, tensor<f32>) -> tensor<64x256xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1] : (tensor<64x256xf32>) -> tensor<64x256x1xf32>
    %cst_18 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<64x256x1xf32>
    %90 = stablehlo.divide %88, %89 : tensor<64x256x1xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x384xf32>
    %92 = stablehlo.subtract %86, %91 : tensor<64x256x384xf32>
    %93 = chlo.square %92 : tensor<64x256x384xf32> -> tensor<64x256x384xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%93 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<64x256x384xf32>, tensor<f32>) -> tensor<64x256xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<64x256xf32>) -> tensor<64x256x1xf32>
    %cst_20 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<64x256x1xf32>
    %97 = stablehlo.divide %95, %96 : tensor<64x256x1xf32>
    %98 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x384xf32>
    %99 = stablehlo.subtract %86, %98 : tensor<64x256x384xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<64x256x1xf32>
    %101 = stablehlo.add %97, %100 : tensor<64x256x1xf32>
    %102 = stablehlo.rsqrt %101 : tensor<64x256x1xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x384xf32>
    %104 = stablehlo.multiply %99, %103 : tensor<64x256x384xf32>
    %105 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<64x256x384xf32>
    %107 = stablehlo.multiply %104, %106 : tensor<64x256x384xf32>
    %108 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<64x256x384xf32>
    %110 = stablehlo.add %107, %109 : tensor<64x256x384xf32>
    %111 = stablehlo.convert %110 : (tensor<64x256x384xf32>) -> tensor<64x256x384xbf16>
    %112 = stablehlo.transpose %111, dims = [0, 2, 1] : (tensor<64x256x384xbf16>) -> tensor<64x384x256xbf16>
    %113 = stablehlo.dot_general %112, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x384x256xbf16>, tensor<256x512xbf16>) -> tensor<64x384x512xbf16>
    %114 = stablehlo.multiply %113, %113 : tensor<64x384x512xbf16>
    %115 = stablehlo.multiply %114, %113 : tensor<64x384x512xbf16>
    %cst_22 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %116 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<bf16>) -> tensor<64x384x512xbf16>
    %117 = stablehlo.multiply %116, %115 : tensor<64x384x512xbf16>
    %118 = stablehlo.add %113, %117 : tensor<64x384x512xbf16>
    %cst_23 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %119 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<bf16>) -> tensor<64x384x512xbf16>
    %120 = stablehlo.multiply %119, %118 : tensor<64x384x512xbf16>
    %121 = stablehlo.tanh %120 : tensor<64x384x512xbf16>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %122 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<bf16>) -> tensor<64x384x512xbf16>
    %123 = stablehlo.add %122, %121 : tensor<64x384x512xbf16>
    %cst_25 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %124 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<bf16>) -> tensor<64x384x512xbf16>
    %125 = stablehlo.multiply %124, %123 : tensor<64x384x512xbf16>
    %126 = stablehlo.multiply %113, %125 : tensor<64x384x512xbf16>
    %127 = stablehlo.dot_general %126, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x384x512xbf16>, tensor<512x256xbf16>) -> tensor<64x384x256xbf16>
    %128 = stablehlo.transpose %127, dims = [0, 2, 1] : (tensor<64x384x256xbf16>) -> tensor<64x256x384xbf16>
    %129 = stablehlo.add %85, %128 : tensor<64x256x384xbf16>
    %130 = stablehlo.convert %129 : (tensor<64x256x384xbf16>) -> tensor<64x256x384xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<64x256x384xf32>, tensor<f32>) -> tensor<64x256xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<64x256xf32>) -> tensor<64x256x1xf32>
    %cst_27 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<64x256x1xf32>
    %134 = stablehlo.divide %132, %133 : tensor<64x256x1xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x384xf32>
    %136 = stablehlo.subtract %130, %135 : tensor<64x256x384xf32>
    %137 = chlo.square %136 : tensor<64x256x384xf32> -> tensor<64x256x384xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%137 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<64x256x384xf32>, tensor<f32>) -> tensor<64x256xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1] : (tensor<64x256xf32>) -> tensor<64x256x1xf32>
    %cst_29 = stablehlo.constant dense<3.840000e+02> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<64x256x1xf32>
    %141 = stablehlo.divide %139, %140 : tensor<64x256x1xf32>
    %142 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x384xf32>
    %143 = stablehlo.subtract %130, %142 : tensor<64x256x384xf32>
    %cst_30 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<64x256x1xf32>
    %145 = stablehlo.add %141, %144 : tensor<64x256x1xf32>
    %146 = stablehlo.rsqrt %145 : tensor<64x256x1xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x384xf32>
    %148 = stablehlo.multiply %143, %147 : tensor<64x256x384xf32>
    %149 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<64x256x384xf32>
    %151 = stablehlo.multiply %148, %150 : tensor<64x256x384xf32>
    %152 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<384xf32>) -> tensor<1x1x384xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<1x1x384xf32>) -> tensor<64x256x384xf32>
    %154 = stablehlo.add %151, %153 : tensor<64x256x384xf32>
    %155 = stablehlo.convert %154 : (tensor<64x256x384xf32>) -> tensor<64x256x384xbf16>
    %156 = stablehlo.dot_general %155, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256x384xbf16>, tensor<384x1536xbf16>) -> tensor<64x256x1536xbf16>
    %157 = stablehlo.multiply %156, %156 : tensor<64x256x1536xbf16>
    %158 = stablehlo.multiply %157, %156 : tensor<64x256x1536xbf16>
    %cst_31 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %159 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<bf16>) -> tensor<64x256x1536xbf16>
    %160 = stablehlo.multiply %159, %158 : tensor<64x256x1536xbf16>
    %161 = stablehlo.add %156, %160 : tensor<64x256x1536xbf16>
    %cst_32 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %162 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<bf16>) -> tensor<64x256x1536xbf16>
    %163 = stablehlo.multiply %162, %161 : tensor<64x256x1536xbf16>
    %164 = stablehlo.tanh %163 : tensor<64x256x1536xbf16>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %165 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<64x256x1536xbf16>
    %166 = stablehlo.add %165, %164 : tensor<64x256x1536xbf16>
    %cst_34 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %167 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<bf16>) -> tensor<64x256x1536xbf16>
    %168 = stablehlo.multiply %167, %166 : tensor<64x256x1536xbf16>
    %169 = stablehlo.multiply %156, %168 : tensor<64x256x1536xbf16>
    %170 = stablehlo.dot_general %169, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256x1536xbf16>, tensor<1536x384xbf16>) -> tensor<64x256x384xbf16>
    %171 = stablehlo.add %129, %170 : tensor<64x256x384xbf16>
    %172 = stablehlo.convert %171 : (tensor<64x256x384xbf16>) -> tensor<64x256x384xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_35) applies stablehlo.add across dimensions = [1] : (tensor<64x256x384xf32>, tensor<f32>) -> tensor<64x384xf32>
    %cst_36 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<64x384xf32>
    %175 = stablehlo.divide %173, %174 : tensor<64x384xf32>
    %176 = stablehlo.convert %175 : (tensor<64x384xf32>) -> tensor<64x384xbf16>
    %177 = stablehlo.dot_general %176, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x384xbf16>, tensor<384x1000xbf16>) -> tensor<64x1000xbf16>
    return %177 : tensor<64x1000xbf16>
  }
}
