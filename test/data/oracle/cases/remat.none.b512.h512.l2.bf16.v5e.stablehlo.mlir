module @jit_remat_grad_none attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<512x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<2048x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg4: tensor<512x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg5: tensor<2048x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg6: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<512xf32> {jax.result_info = "result[0]['s']"}, tensor<512x2048xbf16> {jax.result_info = "result[0]['w1']"}, tensor<2048x512xbf16> {jax.result_info = "result[0]['w2']"}, tensor<512xf32> {jax.result_info = "result[1]['s']"}, tensor<512x2048xbf16> {jax.result_info = "result[1]['w1']"}, tensor<2048x512xbf16> {jax.result_info = "result[1]['w2']"}) {
    %0 = stablehlo.dot_general %arg6, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x512xbf16>, tensor<512x2048xbf16>) -> tensor<512x2048xbf16>
    %1 = stablehlo.multiply %0, %0 : tensor<512x2048xbf16>
    %2 = stablehlo.multiply %1, %0 : tensor<512x2048xbf16>
    %3 = stablehlo.multiply %0, %0 : tensor<512x2048xbf16>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %5 = stablehlo.multiply %4, %3 : tensor<512x2048xbf16>
    %cst_0 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %7 = stablehlo.multiply %6, %2 : tensor<512x2048xbf16>
    %8 = stablehlo.add %0, %7 : tensor<512x2048xbf16>
    %cst_1 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %10 = stablehlo.multiply %9, %8 : tensor<512x2048xbf16>
    %11 = stablehlo.tanh %10 : tensor<512x2048xbf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %13 = stablehlo.subtract %12, %11 : tensor<512x2048xbf16>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %15 = stablehlo.add %14, %11 : tensor<512x2048xbf16>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %17 = stablehlo.multiply %16, %15 : tensor<512x2048xbf16>
    %18 = stablehlo.multiply %0, %17 : tensor<512x2048xbf16>
    %19 = stablehlo.dot_general %18, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xbf16>, tensor<2048x512xbf16>) -> tensor<512x512xbf16>
    %20 = stablehlo.convert %19 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_6 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %24 = stablehlo.divide %22, %23 : tensor<512x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %26 = stablehlo.subtract %20, %25 : tensor<512x512xf32>
    %27 = chlo.square %26 : tensor<512x512xf32> -> tensor<512x512xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %29 = stablehlo.multiply %28, %26 : tensor<512x512xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%27 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_9 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %33 = stablehlo.divide %31, %32 : tensor<512x1xf32>
    %34 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %35 = stablehlo.subtract %20, %34 : tensor<512x512xf32>
    %cst_10 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %37 = stablehlo.add %33, %36 : tensor<512x1xf32>
    %38 = stablehlo.rsqrt %37 : tensor<512x1xf32>
    %39 = stablehlo.divide %38, %37 : tensor<512x1xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<512x1xf32>
    %42 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %43 = stablehlo.multiply %35, %42 : tensor<512x512xf32>
    %44 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<512x512xf32>
    %46 = stablehlo.multiply %43, %45 : tensor<512x512xf32>
    %47 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<512x512xf32>
    %49 = stablehlo.add %46, %48 : tensor<512x512xf32>
    %50 = stablehlo.convert %49 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %51 = stablehlo.add %arg6, %50 : tensor<512x512xbf16>
    %52 = stablehlo.dot_general %51, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x512xbf16>, tensor<512x2048xbf16>) -> tensor<512x2048xbf16>
    %53 = stablehlo.multiply %52, %52 : tensor<512x2048xbf16>
    %54 = stablehlo.multiply %53, %52 : tensor<512x2048xbf16>
    %55 = stablehlo.multiply %52, %52 : tensor<512x2048xbf16>
    %cst_12 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %56 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %57 = stablehlo.multiply %56, %55 : tensor<512x2048xbf16>
    %cst_13 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %58 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %59 = stablehlo.multiply %58, %54 : tensor<512x2048xbf16>
    %60 = stablehlo.add %52, %59 : tensor<512x2048xbf16>
    %cst_14 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %61 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %62 = stablehlo.multiply %61, %60 : tensor<512x2048xbf16>
    %63 = stablehlo.tanh %62 : tensor<512x2048xbf16>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %64 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %65 = stablehlo.subtract %64, %63 : tensor<512x2048xbf16>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %66 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %67 = stablehlo.add %66, %63 : tensor<512x2048xbf16>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %68 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %69 = stablehlo.multiply %68, %67 : tensor<512x2048xbf16>
    %70 = stablehlo.multiply %52, %69 : tensor<512x2048xbf16>
    %71 = stablehlo.dot_general %70, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xbf16>, tensor<2048x512xbf16>) -> tensor<512x512xbf16>
    %72 = stablehlo.convert %71 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_19 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %76 = stablehlo.divide %74, %75 : tensor<512x1xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %78 = stablehlo.subtract %72, %77 : tensor<512x512xf32>
    %79 = chlo.square %78 : tensor<512x512xf32> -> tensor<512x512xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %81 = stablehlo.multiply %80, %78 : tensor<512x512xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%79 init: %cst_21) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_22 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %85 = stablehlo.divide %83, %84 : tensor<512x1xf32>
    %86 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %87 = stablehlo.subtract %72, %86 : tensor<512x512xf32>
    %cst_23 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %89 = stablehlo.add %85, %88 : tensor<512x1xf32>
    %90 = stablehlo.rsqrt %89 : tensor<512x1xf32>
    %91 = stablehlo.divide %90, %89 : tensor<512x1xf32>
    %cst_24 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %93 = stablehlo.multiply %92, %91 : tensor<512x1xf32>
    %94 = stablehlo.broadcast_in_dim %90, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %95 = stablehlo.multiply %87, %94 : tensor<512x512xf32>
    %96 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<512x512xf32>
    %98 = stablehlo.multiply %95, %97 : tensor<512x512xf32>
    %99 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<512x512xf32>
    %101 = stablehlo.add %98, %100 : tensor<512x512xf32>
    %102 = stablehlo.convert %101 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %103 = stablehlo.add %51, %102 : tensor<512x512xbf16>
    %104 = stablehlo.convert %103 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<512x512xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_27 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %107 = stablehlo.divide %cst_26, %cst_27 : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %109 = stablehlo.multiply %108, %106 : tensor<512x512xf32>
    %110 = stablehlo.convert %109 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %111 = stablehlo.convert %110 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.reduce(%111 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %113 = stablehlo.reshape %112 : (tensor<512xf32>) -> tensor<1x512xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_29) applies stablehlo.add across dimensions = [0] : (tensor<1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %115 = stablehlo.multiply %95, %111 : tensor<512x512xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %117 = stablehlo.reshape %116 : (tensor<512xf32>) -> tensor<1x512xf32>
    %118 = stablehlo.broadcast_in_dim %96, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<512x512xf32>
    %119 = stablehlo.multiply %111, %118 : tensor<512x512xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%117 init: %cst_31) applies stablehlo.add across dimensions = [0] : (tensor<1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %121 = stablehlo.add %114, %120 : tensor<512xf32>
    %122 = stablehlo.multiply %87, %119 : tensor<512x512xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.reduce(%122 init: %cst_32) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %124 = stablehlo.reshape %123 : (tensor<512xf32>) -> tensor<512x1xf32>
    %125 = stablehlo.broadcast_in_dim %90, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %126 = stablehlo.multiply %119, %125 : tensor<512x512xf32>
    %127 = stablehlo.multiply %124, %93 : tensor<512x1xf32>
    %128 = stablehlo.negate %126 : tensor<512x512xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_33) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %130 = stablehlo.reshape %129 : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_34 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %132 = stablehlo.divide %127, %131 : tensor<512x1xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_35) applies stablehlo.add across dimensions = [1] : (tensor<512x1xf32>, tensor<f32>) -> tensor<512xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0] : (tensor<512xf32>) -> tensor<512x512xf32>
    %135 = stablehlo.multiply %134, %81 : tensor<512x512xf32>
    %136 = stablehlo.negate %135 : tensor<512x512xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.reduce(%136 init: %cst_36) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %138 = stablehlo.reshape %137 : (tensor<512xf32>) -> tensor<512x1xf32>
    %139 = stablehlo.add %126, %135 : tensor<512x512xf32>
    %140 = stablehlo.add %130, %138 : tensor<512x1xf32>
    %cst_37 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %142 = stablehlo.divide %140, %141 : tensor<512x1xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%142 init: %cst_38) applies stablehlo.add across dimensions = [1] : (tensor<512x1xf32>, tensor<f32>) -> tensor<512xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0] : (tensor<512xf32>) -> tensor<512x512xf32>
    %145 = stablehlo.add %139, %144 : tensor<512x512xf32>
    %146 = stablehlo.convert %145 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %147 = stablehlo.dot_general %146, %70, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x512xbf16>, tensor<512x2048xbf16>) -> tensor<512x2048xbf16>
    %148 = stablehlo.transpose %147, dims = [1, 0] : (tensor<512x2048xbf16>) -> tensor<2048x512xbf16>
    %149 = stablehlo.dot_general %146, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xbf16>, tensor<2048x512xbf16>) -> tensor<512x2048xbf16>
    %150 = stablehlo.multiply %52, %149 : tensor<512x2048xbf16>
    %151 = stablehlo.multiply %149, %69 : tensor<512x2048xbf16>
    %cst_39 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %152 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %153 = stablehlo.multiply %152, %150 : tensor<512x2048xbf16>
    %154 = stablehlo.multiply %153, %65 : tensor<512x2048xbf16>
    %155 = stablehlo.multiply %154, %63 : tensor<512x2048xbf16>
    %156 = stablehlo.add %154, %155 : tensor<512x2048xbf16>
    %cst_40 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %157 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %158 = stablehlo.multiply %157, %156 : tensor<512x2048xbf16>
    %159 = stablehlo.add %151, %158 : tensor<512x2048xbf16>
    %cst_41 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %160 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %161 = stablehlo.multiply %160, %158 : tensor<512x2048xbf16>
    %162 = stablehlo.multiply %161, %57 : tensor<512x2048xbf16>
    %163 = stablehlo.add %159, %162 : tensor<512x2048xbf16>
    %164 = stablehlo.dot_general %163, %51, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xbf16>, tensor<512x512xbf16>) -> tensor<2048x512xbf16>
    %165 = stablehlo.transpose %164, dims = [1, 0] : (tensor<2048x512xbf16>) -> tensor<512x2048xbf16>
    %166 = stablehlo.dot_general %163, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xbf16>, tensor<512x2048xbf16>) -> tensor<512x512xbf16>
    %167 = stablehlo.add %110, %166 : tensor<512x512xbf16>
    %168 = stablehlo.convert %167 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.reduce(%168 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %170 = stablehlo.reshape %169 : (tensor<512xf32>) -> tensor<1x512xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.reduce(%170 init: %cst_43) applies stablehlo.add across dimensions = [0] : (tensor<1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %172 = stablehlo.multiply %43, %168 : tensor<512x512xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_44) applies stablehlo.add across dimensions = [0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %174 = stablehlo.reshape %173 : (tensor<512xf32>) -> tensor<1x512xf32>
    %175 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<512x512xf32>
    %176 = stablehlo.multiply %168, %175 : tensor<512x512xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.reduce(%174 init: %cst_45) applies stablehlo.add across dimensions = [0] : (tensor<1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %178 = stablehlo.add %171, %177 : tensor<512xf32>
    %179 = stablehlo.multiply %35, %176 : tensor<512x512xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%179 init: %cst_46) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %181 = stablehlo.reshape %180 : (tensor<512xf32>) -> tensor<512x1xf32>
    %182 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %183 = stablehlo.multiply %176, %182 : tensor<512x512xf32>
    %184 = stablehlo.multiply %181, %41 : tensor<512x1xf32>
    %185 = stablehlo.negate %183 : tensor<512x512xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%185 init: %cst_47) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %187 = stablehlo.reshape %186 : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_48 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %189 = stablehlo.divide %184, %188 : tensor<512x1xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.reduce(%189 init: %cst_49) applies stablehlo.add across dimensions = [1] : (tensor<512x1xf32>, tensor<f32>) -> tensor<512xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0] : (tensor<512xf32>) -> tensor<512x512xf32>
    %192 = stablehlo.multiply %191, %29 : tensor<512x512xf32>
    %193 = stablehlo.negate %192 : tensor<512x512xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.reduce(%193 init: %cst_50) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %195 = stablehlo.reshape %194 : (tensor<512xf32>) -> tensor<512x1xf32>
    %196 = stablehlo.add %183, %192 : tensor<512x512xf32>
    %197 = stablehlo.add %187, %195 : tensor<512x1xf32>
    %cst_51 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %199 = stablehlo.divide %197, %198 : tensor<512x1xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.reduce(%199 init: %cst_52) applies stablehlo.add across dimensions = [1] : (tensor<512x1xf32>, tensor<f32>) -> tensor<512xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0] : (tensor<512xf32>) -> tensor<512x512xf32>
    %202 = stablehlo.add %196, %201 : tensor<512x512xf32>
    %203 = stablehlo.convert %202 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %204 = stablehlo.dot_general %203, %18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x512xbf16>, tensor<512x2048xbf16>) -> tensor<512x2048xbf16>
    %205 = stablehlo.transpose %204, dims = [1, 0] : (tensor<512x2048xbf16>) -> tensor<2048x512xbf16>
    %206 = stablehlo.dot_general %203, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xbf16>, tensor<2048x512xbf16>) -> tensor<512x2048xbf16>
    %207 = stablehlo.multiply %0, %206 : tensor<512x2048xbf16>
    %208 = stablehlo.multiply %206, %17 : tensor<512x2048xbf16>
    %cst_53 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %209 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %210 = stablehlo.multiply %209, %207 : tensor<512x2048xbf16>
    %211 = stablehlo.multiply %210, %13 : tensor<512x2048xbf16>
    %212 = stablehlo.multiply %211, %11 : tensor<512x2048xbf16>
    %213 = stablehlo.add %211, %212 : tensor<512x2048xbf16>
    %cst_54 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %214 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %215 = stablehlo.multiply %214, %213 : tensor<512x2048xbf16>
    %216 = stablehlo.add %208, %215 : tensor<512x2048xbf16>
    %cst_55 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %217 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %218 = stablehlo.multiply %217, %215 : tensor<512x2048xbf16>
    %219 = stablehlo.multiply %218, %5 : tensor<512x2048xbf16>
    %220 = stablehlo.add %216, %219 : tensor<512x2048xbf16>
    %221 = stablehlo.dot_general %220, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xbf16>, tensor<512x512xbf16>) -> tensor<2048x512xbf16>
    %222 = stablehlo.transpose %221, dims = [1, 0] : (tensor<2048x512xbf16>) -> tensor<512x2048xbf16>
    return %178, %222, %205, %121, %165, %148 : tensor<512xf32>, tensor<512x2048xbf16>, tensor<2048x512xbf16>, tensor<512xf32>, tensor<512x2048xbf16>, tensor<2048x512xbf16>
  }
}
