module @jit_remat_grad_dots attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<512x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<2048x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg4: tensor<512x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg5: tensor<2048x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg6: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<512xf32> {jax.result_info = "result[0]['s']"}, tensor<512x2048xbf16> {jax.result_info = "result[0]['w1']"}, tensor<2048x512xbf16> {jax.result_info = "result[0]['w2']"}, tensor<512xf32> {jax.result_info = "result[1]['s']"}, tensor<512x2048xbf16> {jax.result_info = "result[1]['w1']"}, tensor<2048x512xbf16> {jax.result_info = "result[1]['w2']"}) {
    %0 = stablehlo.dot_general %arg6, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x512xbf16>, tensor<512x2048xbf16>) -> tensor<512x2048xbf16>
    %1 = stablehlo.reduce_precision %0, format = e8m7 : tensor<512x2048xbf16>
    %2 = stablehlo.multiply %1, %1 : tensor<512x2048xbf16>
    %3 = stablehlo.multiply %2, %1 : tensor<512x2048xbf16>
    %cst = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %5 = stablehlo.multiply %4, %3 : tensor<512x2048xbf16>
    %6 = stablehlo.add %1, %5 : tensor<512x2048xbf16>
    %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %8 = stablehlo.multiply %7, %6 : tensor<512x2048xbf16>
    %9 = stablehlo.tanh %8 : tensor<512x2048xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %11 = stablehlo.add %10, %9 : tensor<512x2048xbf16>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %13 = stablehlo.multiply %12, %11 : tensor<512x2048xbf16>
    %14 = stablehlo.multiply %1, %13 : tensor<512x2048xbf16>
    %15 = stablehlo.dot_general %14, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xbf16>, tensor<2048x512xbf16>) -> tensor<512x512xbf16>
    %16 = stablehlo.reduce_precision %15, format = e8m7 : tensor<512x512xbf16>
    %17 = stablehlo.convert %16 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_4 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %21 = stablehlo.divide %19, %20 : tensor<512x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %23 = stablehlo.subtract %17, %22 : tensor<512x512xf32>
    %24 = chlo.square %23 : tensor<512x512xf32> -> tensor<512x512xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_6 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %28 = stablehlo.divide %26, %27 : tensor<512x1xf32>
    %29 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %30 = stablehlo.subtract %17, %29 : tensor<512x512xf32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %32 = stablehlo.add %28, %31 : tensor<512x1xf32>
    %33 = stablehlo.rsqrt %32 : tensor<512x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %35 = stablehlo.multiply %30, %34 : tensor<512x512xf32>
    %36 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<512x512xf32>
    %38 = stablehlo.multiply %35, %37 : tensor<512x512xf32>
    %39 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<512x512xf32>
    %41 = stablehlo.add %38, %40 : tensor<512x512xf32>
    %42 = stablehlo.convert %41 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %43 = stablehlo.add %arg6, %42 : tensor<512x512xbf16>
    %44 = stablehlo.dot_general %43, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x512xbf16>, tensor<512x2048xbf16>) -> tensor<512x2048xbf16>
    %45 = stablehlo.reduce_precision %44, format = e8m7 : tensor<512x2048xbf16>
    %46 = stablehlo.multiply %45, %45 : tensor<512x2048xbf16>
    %47 = stablehlo.multiply %46, %45 : tensor<512x2048xbf16>
    %cst_8 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %48 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %49 = stablehlo.multiply %48, %47 : tensor<512x2048xbf16>
    %50 = stablehlo.add %45, %49 : tensor<512x2048xbf16>
    %cst_9 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %51 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %52 = stablehlo.multiply %51, %50 : tensor<512x2048xbf16>
    %53 = stablehlo.tanh %52 : tensor<512x2048xbf16>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %54 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %55 = stablehlo.add %54, %53 : tensor<512x2048xbf16>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %56 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %57 = stablehlo.multiply %56, %55 : tensor<512x2048xbf16>
    %58 = stablehlo.multiply %45, %57 : tensor<512x2048xbf16>
    %59 = stablehlo.dot_general %58, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xbf16>, tensor<2048x512xbf16>) -> tensor<512x512xbf16>
    %60 = stablehlo.reduce_precision %59, format = e8m7 : tensor<512x512xbf16>
    %61 = stablehlo.convert %60 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_13 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %65 = stablehlo.divide %63, %64 : tensor<512x1xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %67 = stablehlo.subtract %61, %66 : tensor<512x512xf32>
    %68 = chlo.square %67 : tensor<512x512xf32> -> tensor<512x512xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_15 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %72 = stablehlo.divide %70, %71 : tensor<512x1xf32>
    %73 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %74 = stablehlo.subtract %61, %73 : tensor<512x512xf32>
    %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %76 = stablehlo.add %72, %75 : tensor<512x1xf32>
    %77 = stablehlo.rsqrt %76 : tensor<512x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %79 = stablehlo.multiply %74, %78 : tensor<512x512xf32>
    %80 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<512x512xf32>
    %82 = stablehlo.multiply %79, %81 : tensor<512x512xf32>
    %83 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<512x512xf32>
    %85 = stablehlo.add %82, %84 : tensor<512x512xf32>
    %86 = stablehlo.convert %85 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %87 = stablehlo.add %43, %86 : tensor<512x512xbf16>
    %88 = stablehlo.convert %87 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %90 = stablehlo.multiply %89, %88 : tensor<512x512xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_19 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %91 = stablehlo.divide %cst_18, %cst_19 : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %93 = stablehlo.multiply %92, %90 : tensor<512x512xf32>
    %94 = stablehlo.convert %93 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %95:7 = stablehlo.optimization_barrier %45, %60, %arg3, %arg4, %arg5, %43, %94 : tensor<512x2048xbf16>, tensor<512x512xbf16>, tensor<512xf32>, tensor<512x2048xbf16>, tensor<2048x512xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>
    %96 = stablehlo.multiply %95#0, %95#0 : tensor<512x2048xbf16>
    %97 = stablehlo.multiply %96, %95#0 : tensor<512x2048xbf16>
    %98 = stablehlo.multiply %95#0, %95#0 : tensor<512x2048xbf16>
    %cst_20 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %99 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %100 = stablehlo.multiply %99, %98 : tensor<512x2048xbf16>
    %cst_21 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %101 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %102 = stablehlo.multiply %101, %97 : tensor<512x2048xbf16>
    %103 = stablehlo.add %95#0, %102 : tensor<512x2048xbf16>
    %cst_22 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %104 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %105 = stablehlo.multiply %104, %103 : tensor<512x2048xbf16>
    %106 = stablehlo.tanh %105 : tensor<512x2048xbf16>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %107 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %108 = stablehlo.subtract %107, %106 : tensor<512x2048xbf16>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %109 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %110 = stablehlo.add %109, %106 : tensor<512x2048xbf16>
    %cst_25 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %111 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %112 = stablehlo.multiply %111, %110 : tensor<512x2048xbf16>
    %113 = stablehlo.multiply %95#0, %112 : tensor<512x2048xbf16>
    %114 = stablehlo.convert %95#1 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%114 init: %cst_26) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_27 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %118 = stablehlo.divide %116, %117 : tensor<512x1xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %120 = stablehlo.subtract %114, %119 : tensor<512x512xf32>
    %121 = chlo.square %120 : tensor<512x512xf32> -> tensor<512x512xf32>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %123 = stablehlo.multiply %122, %120 : tensor<512x512xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.reduce(%121 init: %cst_29) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_30 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %127 = stablehlo.divide %125, %126 : tensor<512x1xf32>
    %128 = stablehlo.broadcast_in_dim %118, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %129 = stablehlo.subtract %114, %128 : tensor<512x512xf32>
    %cst_31 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %131 = stablehlo.add %127, %130 : tensor<512x1xf32>
    %132 = stablehlo.rsqrt %131 : tensor<512x1xf32>
    %133 = stablehlo.divide %132, %131 : tensor<512x1xf32>
    %cst_32 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %135 = stablehlo.multiply %134, %133 : tensor<512x1xf32>
    %136 = stablehlo.broadcast_in_dim %132, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %137 = stablehlo.multiply %129, %136 : tensor<512x512xf32>
    %138 = stablehlo.broadcast_in_dim %95#2, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %139 = stablehlo.convert %95#6 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_33) applies stablehlo.add across dimensions = [0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %141 = stablehlo.reshape %140 : (tensor<512xf32>) -> tensor<1x512xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%141 init: %cst_34) applies stablehlo.add across dimensions = [0] : (tensor<1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %143 = stablehlo.multiply %137, %139 : tensor<512x512xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%143 init: %cst_35) applies stablehlo.add across dimensions = [0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %145 = stablehlo.reshape %144 : (tensor<512xf32>) -> tensor<1x512xf32>
    %146 = stablehlo.broadcast_in_dim %138, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<512x512xf32>
    %147 = stablehlo.multiply %139, %146 : tensor<512x512xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%145 init: %cst_36) applies stablehlo.add across dimensions = [0] : (tensor<1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %149 = stablehlo.add %142, %148 : tensor<512xf32>
    %150 = stablehlo.multiply %129, %147 : tensor<512x512xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%150 init: %cst_37) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %152 = stablehlo.reshape %151 : (tensor<512xf32>) -> tensor<512x1xf32>
    %153 = stablehlo.broadcast_in_dim %132, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %154 = stablehlo.multiply %147, %153 : tensor<512x512xf32>
    %155 = stablehlo.multiply %152, %135 : tensor<512x1xf32>
    %156 = stablehlo.negate %154 : tensor<512x512xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.reduce(%156 init: %cst_38) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %158 = stablehlo.reshape %157 : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_39 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %160 = stablehlo.divide %155, %159 : tensor<512x1xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.reduce(%160 init: %cst_40) applies stablehlo.add across dimensions = [1] : (tensor<512x1xf32>, tensor<f32>) -> tensor<512xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0] : (tensor<512xf32>) -> tensor<512x512xf32>
    %163 = stablehlo.multiply %162, %123 : tensor<512x512xf32>
    %164 = stablehlo.negate %163 : tensor<512x512xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.reduce(%164 init: %cst_41) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %166 = stablehlo.reshape %165 : (tensor<512xf32>) -> tensor<512x1xf32>
    %167 = stablehlo.add %154, %163 : tensor<512x512xf32>
    %168 = stablehlo.add %158, %166 : tensor<512x1xf32>
    %cst_42 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %170 = stablehlo.divide %168, %169 : tensor<512x1xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.reduce(%170 init: %cst_43) applies stablehlo.add across dimensions = [1] : (tensor<512x1xf32>, tensor<f32>) -> tensor<512xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0] : (tensor<512xf32>) -> tensor<512x512xf32>
    %173 = stablehlo.add %167, %172 : tensor<512x512xf32>
    %174 = stablehlo.convert %173 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %175 = stablehlo.dot_general %174, %113, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x512xbf16>, tensor<512x2048xbf16>) -> tensor<512x2048xbf16>
    %176 = stablehlo.transpose %175, dims = [1, 0] : (tensor<512x2048xbf16>) -> tensor<2048x512xbf16>
    %177 = stablehlo.dot_general %174, %95#4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xbf16>, tensor<2048x512xbf16>) -> tensor<512x2048xbf16>
    %178 = stablehlo.multiply %95#0, %177 : tensor<512x2048xbf16>
    %179 = stablehlo.multiply %177, %112 : tensor<512x2048xbf16>
    %cst_44 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %180 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %181 = stablehlo.multiply %180, %178 : tensor<512x2048xbf16>
    %182 = stablehlo.multiply %181, %108 : tensor<512x2048xbf16>
    %183 = stablehlo.multiply %182, %106 : tensor<512x2048xbf16>
    %184 = stablehlo.add %182, %183 : tensor<512x2048xbf16>
    %cst_45 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %185 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %186 = stablehlo.multiply %185, %184 : tensor<512x2048xbf16>
    %187 = stablehlo.add %179, %186 : tensor<512x2048xbf16>
    %cst_46 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %188 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %189 = stablehlo.multiply %188, %186 : tensor<512x2048xbf16>
    %190 = stablehlo.multiply %189, %100 : tensor<512x2048xbf16>
    %191 = stablehlo.add %187, %190 : tensor<512x2048xbf16>
    %192 = stablehlo.dot_general %191, %95#5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xbf16>, tensor<512x512xbf16>) -> tensor<2048x512xbf16>
    %193 = stablehlo.transpose %192, dims = [1, 0] : (tensor<2048x512xbf16>) -> tensor<512x2048xbf16>
    %194 = stablehlo.dot_general %191, %95#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xbf16>, tensor<512x2048xbf16>) -> tensor<512x512xbf16>
    %195 = stablehlo.add %95#6, %194 : tensor<512x512xbf16>
    %196:6 = stablehlo.optimization_barrier %1, %16, %arg0, %arg2, %arg6, %195 : tensor<512x2048xbf16>, tensor<512x512xbf16>, tensor<512xf32>, tensor<2048x512xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>
    %197 = stablehlo.multiply %196#0, %196#0 : tensor<512x2048xbf16>
    %198 = stablehlo.multiply %197, %196#0 : tensor<512x2048xbf16>
    %199 = stablehlo.multiply %196#0, %196#0 : tensor<512x2048xbf16>
    %cst_47 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %200 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %201 = stablehlo.multiply %200, %199 : tensor<512x2048xbf16>
    %cst_48 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %202 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %203 = stablehlo.multiply %202, %198 : tensor<512x2048xbf16>
    %204 = stablehlo.add %196#0, %203 : tensor<512x2048xbf16>
    %cst_49 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %205 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %206 = stablehlo.multiply %205, %204 : tensor<512x2048xbf16>
    %207 = stablehlo.tanh %206 : tensor<512x2048xbf16>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %208 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %209 = stablehlo.subtract %208, %207 : tensor<512x2048xbf16>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %210 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %211 = stablehlo.add %210, %207 : tensor<512x2048xbf16>
    %cst_52 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %212 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %213 = stablehlo.multiply %212, %211 : tensor<512x2048xbf16>
    %214 = stablehlo.multiply %196#0, %213 : tensor<512x2048xbf16>
    %215 = stablehlo.convert %196#1 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.reduce(%215 init: %cst_53) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_54 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %219 = stablehlo.divide %217, %218 : tensor<512x1xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %221 = stablehlo.subtract %215, %220 : tensor<512x512xf32>
    %222 = chlo.square %221 : tensor<512x512xf32> -> tensor<512x512xf32>
    %cst_55 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %224 = stablehlo.multiply %223, %221 : tensor<512x512xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.reduce(%222 init: %cst_56) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_57 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %228 = stablehlo.divide %226, %227 : tensor<512x1xf32>
    %229 = stablehlo.broadcast_in_dim %219, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %230 = stablehlo.subtract %215, %229 : tensor<512x512xf32>
    %cst_58 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %232 = stablehlo.add %228, %231 : tensor<512x1xf32>
    %233 = stablehlo.rsqrt %232 : tensor<512x1xf32>
    %234 = stablehlo.divide %233, %232 : tensor<512x1xf32>
    %cst_59 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %236 = stablehlo.multiply %235, %234 : tensor<512x1xf32>
    %237 = stablehlo.broadcast_in_dim %233, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %238 = stablehlo.multiply %230, %237 : tensor<512x512xf32>
    %239 = stablehlo.broadcast_in_dim %196#2, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %240 = stablehlo.convert %196#5 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.reduce(%240 init: %cst_60) applies stablehlo.add across dimensions = [0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %242 = stablehlo.reshape %241 : (tensor<512xf32>) -> tensor<1x512xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.reduce(%242 init: %cst_61) applies stablehlo.add across dimensions = [0] : (tensor<1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %244 = stablehlo.multiply %238, %240 : tensor<512x512xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.reduce(%244 init: %cst_62) applies stablehlo.add across dimensions = [0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %246 = stablehlo.reshape %245 : (tensor<512xf32>) -> tensor<1x512xf32>
    %247 = stablehlo.broadcast_in_dim %239, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<512x512xf32>
    %248 = stablehlo.multiply %240, %247 : tensor<512x512xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.reduce(%246 init: %cst_63) applies stablehlo.add across dimensions = [0] : (tensor<1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %250 = stablehlo.add %243, %249 : tensor<512xf32>
    %251 = stablehlo.multiply %230, %248 : tensor<512x512xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.reduce(%251 init: %cst_64) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %253 = stablehlo.reshape %252 : (tensor<512xf32>) -> tensor<512x1xf32>
    %254 = stablehlo.broadcast_in_dim %233, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %255 = stablehlo.multiply %248, %254 : tensor<512x512xf32>
    %256 = stablehlo.multiply %253, %236 : tensor<512x1xf32>
    %257 = stablehlo.negate %255 : tensor<512x512xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.reduce(%257 init: %cst_65) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %259 = stablehlo.reshape %258 : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_66 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %261 = stablehlo.divide %256, %260 : tensor<512x1xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.reduce(%261 init: %cst_67) applies stablehlo.add across dimensions = [1] : (tensor<512x1xf32>, tensor<f32>) -> tensor<512xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0] : (tensor<512xf32>) -> tensor<512x512xf32>
    %264 = stablehlo.multiply %263, %224 : tensor<512x512xf32>
    %265 = stablehlo.negate %264 : tensor<512x512xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.reduce(%265 init: %cst_68) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %267 = stablehlo.reshape %266 : (tensor<512xf32>) -> tensor<512x1xf32>
    %268 = stablehlo.add %255, %264 : tensor<512x512xf32>
    %269 = stablehlo.add %259, %267 : tensor<512x1xf32>
    %cst_69 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %271 = stablehlo.divide %269, %270 : tensor<512x1xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.reduce(%271 init: %cst_70) applies stablehlo.add across dimensions = [1] : (tensor<512x1xf32>, tensor<f32>) -> tensor<512xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0] : (tensor<512xf32>) -> tensor<512x512xf32>
    %274 = stablehlo.add %268, %273 : tensor<512x512xf32>
    %275 = stablehlo.convert %274 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %276 = stablehlo.dot_general %275, %214, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x512xbf16>, tensor<512x2048xbf16>) -> tensor<512x2048xbf16>
    %277 = stablehlo.transpose %276, dims = [1, 0] : (tensor<512x2048xbf16>) -> tensor<2048x512xbf16>
    %278 = stablehlo.dot_general %275, %196#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xbf16>, tensor<2048x512xbf16>) -> tensor<512x2048xbf16>
    %279 = stablehlo.multiply %196#0, %278 : tensor<512x2048xbf16>
    %280 = stablehlo.multiply %278, %213 : tensor<512x2048xbf16>
    %cst_71 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %281 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %282 = stablehlo.multiply %281, %279 : tensor<512x2048xbf16>
    %283 = stablehlo.multiply %282, %209 : tensor<512x2048xbf16>
    %284 = stablehlo.multiply %283, %207 : tensor<512x2048xbf16>
    %285 = stablehlo.add %283, %284 : tensor<512x2048xbf16>
    %cst_72 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %286 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %287 = stablehlo.multiply %286, %285 : tensor<512x2048xbf16>
    %288 = stablehlo.add %280, %287 : tensor<512x2048xbf16>
    %cst_73 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %289 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %290 = stablehlo.multiply %289, %287 : tensor<512x2048xbf16>
    %291 = stablehlo.multiply %290, %201 : tensor<512x2048xbf16>
    %292 = stablehlo.add %288, %291 : tensor<512x2048xbf16>
    %293 = stablehlo.dot_general %292, %196#4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xbf16>, tensor<512x512xbf16>) -> tensor<2048x512xbf16>
    %294 = stablehlo.transpose %293, dims = [1, 0] : (tensor<2048x512xbf16>) -> tensor<512x2048xbf16>
    return %250, %294, %277, %149, %193, %176 : tensor<512xf32>, tensor<512x2048xbf16>, tensor<2048x512xbf16>, tensor<512xf32>, tensor<512x2048xbf16>, tensor<2048x512xbf16>
  }
}
