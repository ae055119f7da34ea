module @jit_remat_grad_full attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<512x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<2048x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg4: tensor<512x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg5: tensor<2048x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg6: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<512xf32> {jax.result_info = "result[0]['s']"}, tensor<512x2048xbf16> {jax.result_info = "result[0]['w1']"}, tensor<2048x512xbf16> {jax.result_info = "result[0]['w2']"}, tensor<512xf32> {jax.result_info = "result[1]['s']"}, tensor<512x2048xbf16> {jax.result_info = "result[1]['w1']"}, tensor<2048x512xbf16> {jax.result_info = "result[1]['w2']"}) {
    %0 = stablehlo.dot_general %arg6, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x512xbf16>, tensor<512x2048xbf16>) -> tensor<512x2048xbf16>
    %1 = stablehlo.multiply %0, %0 : tensor<512x2048xbf16>
    %2 = stablehlo.multiply %1, %0 : tensor<512x2048xbf16>
    %cst = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %4 = stablehlo.multiply %3, %2 : tensor<512x2048xbf16>
    %5 = stablehlo.add %0, %4 : tensor<512x2048xbf16>
    %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %7 = stablehlo.multiply %6, %5 : tensor<512x2048xbf16>
    %8 = stablehlo.tanh %7 : tensor<512x2048xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %10 = stablehlo.add %9, %8 : tensor<512x2048xbf16>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %12 = stablehlo.multiply %11, %10 : tensor<512x2048xbf16>
    %13 = stablehlo.multiply %0, %12 : tensor<512x2048xbf16>
    %14 = stablehlo.dot_general %13, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xbf16>, tensor<2048x512xbf16>) -> tensor<512x512xbf16>
    %15 = stablehlo.convert %14 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_4 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %19 = stablehlo.divide %17, %18 : tensor<512x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %21 = stablehlo.subtract %15, %20 : tensor<512x512xf32>
    %22 = chlo.square %21 : tensor<512x512xf32> -> tensor<512x512xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_6 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %26 = stablehlo.divide %24, %25 : tensor<512x1xf32>
    %27 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %28 = stablehlo.subtract %15, %27 : tensor<512x512xf32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %30 = stablehlo.add %26, %29 : tensor<512x1xf32>
    %31 = stablehlo.rsqrt %30 : tensor<512x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %33 = stablehlo.multiply %28, %32 : tensor<512x512xf32>
    %34 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<512x512xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<512x512xf32>
    %37 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<512x512xf32>
    %39 = stablehlo.add %36, %38 : tensor<512x512xf32>
    %40 = stablehlo.convert %39 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %41 = stablehlo.add %arg6, %40 : tensor<512x512xbf16>
    %42 = stablehlo.dot_general %41, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x512xbf16>, tensor<512x2048xbf16>) -> tensor<512x2048xbf16>
    %43 = stablehlo.multiply %42, %42 : tensor<512x2048xbf16>
    %44 = stablehlo.multiply %43, %42 : tensor<512x2048xbf16>
    %cst_8 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %45 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %46 = stablehlo.multiply %45, %44 : tensor<512x2048xbf16>
    %47 = stablehlo.add %42, %46 : tensor<512x2048xbf16>
    %cst_9 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %48 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %49 = stablehlo.multiply %48, %47 : tensor<512x2048xbf16>
    %50 = stablehlo.tanh %49 : tensor<512x2048xbf16>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %51 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %52 = stablehlo.add %51, %50 : tensor<512x2048xbf16>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %53 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %54 = stablehlo.multiply %53, %52 : tensor<512x2048xbf16>
    %55 = stablehlo.multiply %42, %54 : tensor<512x2048xbf16>
    %56 = stablehlo.dot_general %55, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xbf16>, tensor<2048x512xbf16>) -> tensor<512x512xbf16>
    %57 = stablehlo.convert %56 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_13 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %61 = stablehlo.divide %59, %60 : tensor<512x1xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %63 = stablehlo.subtract %57, %62 : tensor<512x512xf32>
    %64 = chlo.square %63 : tensor<512x512xf32> -> tensor<512x512xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_15 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %68 = stablehlo.divide %66, %67 : tensor<512x1xf32>
    %69 = stablehlo.broadcast_in_dim %61, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %70 = stablehlo.subtract %57, %69 : tensor<512x512xf32>
    %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %72 = stablehlo.add %68, %71 : tensor<512x1xf32>
    %73 = stablehlo.rsqrt %72 : tensor<512x1xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %75 = stablehlo.multiply %70, %74 : tensor<512x512xf32>
    %76 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<512x512xf32>
    %78 = stablehlo.multiply %75, %77 : tensor<512x512xf32>
    %79 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<512x512xf32>
    %81 = stablehlo.add %78, %80 : tensor<512x512xf32>
    %82 = stablehlo.convert %81 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %83 = stablehlo.add %41, %82 : tensor<512x512xbf16>
    %84 = stablehlo.convert %83 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %86 = stablehlo.multiply %85, %84 : tensor<512x512xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_19 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %87 = stablehlo.divide %cst_18, %cst_19 : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %89 = stablehlo.multiply %88, %86 : tensor<512x512xf32>
    %90 = stablehlo.convert %89 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %91:5 = stablehlo.optimization_barrier %arg3, %arg4, %arg5, %41, %90 : tensor<512xf32>, tensor<512x2048xbf16>, tensor<2048x512xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>
    %92 = stablehlo.dot_general %91#3, %91#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x512xbf16>, tensor<512x2048xbf16>) -> tensor<512x2048xbf16>
    %93 = stablehlo.multiply %92, %92 : tensor<512x2048xbf16>
    %94 = stablehlo.multiply %93, %92 : tensor<512x2048xbf16>
    %95 = stablehlo.multiply %92, %92 : tensor<512x2048xbf16>
    %cst_20 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %96 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %97 = stablehlo.multiply %96, %95 : tensor<512x2048xbf16>
    %cst_21 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %98 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %99 = stablehlo.multiply %98, %94 : tensor<512x2048xbf16>
    %100 = stablehlo.add %92, %99 : tensor<512x2048xbf16>
    %cst_22 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %101 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %102 = stablehlo.multiply %101, %100 : tensor<512x2048xbf16>
    %103 = stablehlo.tanh %102 : tensor<512x2048xbf16>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %104 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %105 = stablehlo.subtract %104, %103 : tensor<512x2048xbf16>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %106 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %107 = stablehlo.add %106, %103 : tensor<512x2048xbf16>
    %cst_25 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %108 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %109 = stablehlo.multiply %108, %107 : tensor<512x2048xbf16>
    %110 = stablehlo.multiply %92, %109 : tensor<512x2048xbf16>
    %111 = stablehlo.dot_general %110, %91#2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xbf16>, tensor<2048x512xbf16>) -> tensor<512x512xbf16>
    %112 = stablehlo.convert %111 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_26) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_27 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %116 = stablehlo.divide %114, %115 : tensor<512x1xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %118 = stablehlo.subtract %112, %117 : tensor<512x512xf32>
    %119 = chlo.square %118 : tensor<512x512xf32> -> tensor<512x512xf32>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %121 = stablehlo.multiply %120, %118 : tensor<512x512xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%119 init: %cst_29) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_30 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %125 = stablehlo.divide %123, %124 : tensor<512x1xf32>
    %126 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %127 = stablehlo.subtract %112, %126 : tensor<512x512xf32>
    %cst_31 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %129 = stablehlo.add %125, %128 : tensor<512x1xf32>
    %130 = stablehlo.rsqrt %129 : tensor<512x1xf32>
    %131 = stablehlo.divide %130, %129 : tensor<512x1xf32>
    %cst_32 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %133 = stablehlo.multiply %132, %131 : tensor<512x1xf32>
    %134 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %135 = stablehlo.multiply %127, %134 : tensor<512x512xf32>
    %136 = stablehlo.broadcast_in_dim %91#0, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %137 = stablehlo.convert %91#4 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%137 init: %cst_33) applies stablehlo.add across dimensions = [0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %139 = stablehlo.reshape %138 : (tensor<512xf32>) -> tensor<1x512xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_34) applies stablehlo.add across dimensions = [0] : (tensor<1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %141 = stablehlo.multiply %135, %137 : tensor<512x512xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%141 init: %cst_35) applies stablehlo.add across dimensions = [0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %143 = stablehlo.reshape %142 : (tensor<512xf32>) -> tensor<1x512xf32>
    %144 = stablehlo.broadcast_in_dim %136, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<512x512xf32>
    %145 = stablehlo.multiply %137, %144 : tensor<512x512xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.reduce(%143 init: %cst_36) applies stablehlo.add across dimensions = [0] : (tensor<1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %147 = stablehlo.add %140, %146 : tensor<512xf32>
    %148 = stablehlo.multiply %127, %145 : tensor<512x512xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.reduce(%148 init: %cst_37) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %150 = stablehlo.reshape %149 : (tensor<512xf32>) -> tensor<512x1xf32>
    %151 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %152 = stablehlo.multiply %145, %151 : tensor<512x512xf32>
    %153 = stablehlo.multiply %150, %133 : tensor<512x1xf32>
    %154 = stablehlo.negate %152 : tensor<512x512xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%154 init: %cst_38) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %156 = stablehlo.reshape %155 : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_39 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %158 = stablehlo.divide %153, %157 : tensor<512x1xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_40) applies stablehlo.add across dimensions = [1] : (tensor<512x1xf32>, tensor<f32>) -> tensor<512xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0] : (tensor<512xf32>) -> tensor<512x512xf32>
    %161 = stablehlo.multiply %160, %121 : tensor<512x512xf32>
    %162 = stablehlo.negate %161 : tensor<512x512xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.reduce(%162 init: %cst_41) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %164 = stablehlo.reshape %163 : (tensor<512xf32>) -> tensor<512x1xf32>
    %165 = stablehlo.add %152, %161 : tensor<512x512xf32>
    %166 = stablehlo.add %156, %164 : tensor<512x1xf32>
    %cst_42 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<512x1xf32>
    %168 = stablehlo.divide %166, %167 : tensor<512x1xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.reduce(%168 init: %cst_43) applies stablehlo.add across dimensions = [1] : (tensor<512x1xf32>, tensor<f32>) -> tensor<512xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0] : (tensor<512xf32>) -> tensor<512x512xf32>
    %171 = stablehlo.add %165, %170 : tensor<512x512xf32>
    %172 = stablehlo.convert %171 : (tensor<512x512xf32>) -> tensor<512x512xbf16>
    %173 = stablehlo.dot_general %172, %110, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x512xbf16>, tensor<512x2048xbf16>) -> tensor<512x2048xbf16>
    %174 = stablehlo.transpose %173, dims = [1, 0] : (tensor<512x2048xbf16>) -> tensor<2048x512xbf16>
    %175 = stablehlo.dot_general %172, %91#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xbf16>, tensor<2048x512xbf16>) -> tensor<512x2048xbf16>
    %176 = stablehlo.multiply %92, %175 : tensor<512x2048xbf16>
    %177 = stablehlo.multiply %175, %109 : tensor<512x2048xbf16>
    %cst_44 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %178 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %179 = stablehlo.multiply %178, %176 : tensor<512x2048xbf16>
    %180 = stablehlo.multiply %179, %105 : tensor<512x2048xbf16>
    %181 = stablehlo.multiply %180, %103 : tensor<512x2048xbf16>
    %182 = stablehlo.add %180, %181 : tensor<512x2048xbf16>
    %cst_45 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %183 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %184 = stablehlo.multiply %183, %182 : tensor<512x2048xbf16>
    %185 = stablehlo.add %177, %184 : tensor<512x2048xbf16>
    %cst_46 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %186 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %187 = stablehlo.multiply %186, %184 : tensor<512x2048xbf16>
    %188 = stablehlo.multiply %187, %97 : tensor<512x2048xbf16>
    %189 = stablehlo.add %185, %188 : tensor<512x2048xbf16>
    %190 = stablehlo.dot_general %189, %91#3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xbf16>, tensor<512x512xbf16>) -> tensor<2048x512xbf16>
    %191 = stablehlo.transpose %190, dims = [1, 0] : (tensor<2048x512xbf16>) -> tensor<512x2048xbf16>
    %192 = stablehlo.dot_general %189, %91#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xbf16>, tensor<512x2048xbf16>) -> tensor<512x512xbf16>
    %193 = stablehlo.add %91#4, %192 : tensor<512x512xbf16>
    %194:5 = stablehlo.optimization_barrier %arg0, %arg1, %arg2, %arg6, %193 : tensor<512xf32>, tensor<512x2048xbf16>, tensor<2048x512xbf16>, tensor<512x512xbf16>, tensor<512x512xbf16>
    %195 = stablehlo.dot_general %194#3, %194#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x512xbf16>, tensor<512x2048xbf16>) -> tensor<512x2048xbf16>
    %196 = stablehlo.multiply %195, %195 : tensor<512x2048xbf16>
    %197 = stablehlo.multiply %196, %195 : tensor<512x2048xbf16>
    %198 = stablehlo.multiply %195, %195 : tensor<512x2048xbf16>
    %cst_47 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %199 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %200 = stablehlo.multiply %199, %198 : tensor<512x2048xbf16>
    %cst_48 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %201 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %202 = stablehlo.multiply %201, %197 : tensor<512x2048xbf16>
    %203 = stablehlo.add %195, %202 : tensor<512x2048xbf16>
    %cst_49 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %204 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %205 = stablehlo.multiply %204, %203 : tensor<512x2048xbf16>
    %206 = stablehlo.tanh %205 : tensor<512x2048xbf16>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %207 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %208 = stablehlo.subtract %207, %206 : tensor<512x2048xbf16>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %209 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %210 = stablehlo.add %209, %206 : tensor<512x2048xbf16>
    %cst_52 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %211 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %212 = stablehlo.multiply %211, %210 : tensor<512x2048xbf16>
    %213 = stablehlo.multiply %195, %212 : tensor<512x2048xbf16>
    %214 = stablehlo.dot_general %213, %194#2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xbf16>, tensor<2048x512xbf16>) -> tensor<512x512xbf16>
    %215 = stablehlo.convert %214 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
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
    %239 = stablehlo.broadcast_in_dim %194#0, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %240 = stablehlo.convert %194#4 : (tensor<512x512xbf16>) -> tensor<512x512xf32>
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
    %276 = stablehlo.dot_general %275, %213, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x512xbf16>, tensor<512x2048xbf16>) -> tensor<512x2048xbf16>
    %277 = stablehlo.transpose %276, dims = [1, 0] : (tensor<512x2048xbf16>) -> tensor<2048x512xbf16>
    %278 = stablehlo.dot_general %275, %194#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x512xbf16>, tensor<2048x512xbf16>) -> tensor<512x2048xbf16>
    %279 = stablehlo.multiply %195, %278 : tensor<512x2048xbf16>
    %280 = stablehlo.multiply %278, %212 : tensor<512x2048xbf16>
    %cst_71 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %281 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %282 = stablehlo.multiply %281, %279 : tensor<512x2048xbf16>
    %283 = stablehlo.multiply %282, %208 : tensor<512x2048xbf16>
    %284 = stablehlo.multiply %283, %206 : tensor<512x2048xbf16>
    %285 = stablehlo.add %283, %284 : tensor<512x2048xbf16>
    %cst_72 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %286 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %287 = stablehlo.multiply %286, %285 : tensor<512x2048xbf16>
    %288 = stablehlo.add %280, %287 : tensor<512x2048xbf16>
    %cst_73 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %289 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<bf16>) -> tensor<512x2048xbf16>
    %290 = stablehlo.multiply %289, %287 : tensor<512x2048xbf16>
    %291 = stablehlo.multiply %290, %200 : tensor<512x2048xbf16>
    %292 = stablehlo.add %288, %291 : tensor<512x2048xbf16>
    %293 = stablehlo.dot_general %292, %194#3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xbf16>, tensor<512x512xbf16>) -> tensor<2048x512xbf16>
    %294 = stablehlo.transpose %293, dims = [1, 0] : (tensor<2048x512xbf16>) -> tensor<512x2048xbf16>
    return %250, %294, %277, %147, %191, %174 : tensor<512xf32>, tensor<512x2048xbf16>, tensor<2048x512xbf16>, tensor<512xf32>, tensor<512x2048xbf16>, tensor<2048x512xbf16>
  }
}
