module @jit_dp_mlp_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<2000xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<2000x2000xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<2000xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<2000x2000xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<2000xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<2000x2000xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<16xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<2000x16xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<2000xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<2000x2000xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg10: tensor<2000xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<2000x2000xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg12: tensor<2000xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<2000x2000xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg14: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<2000x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg16: tensor<512x2000xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg17: tensor<512xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> (tensor<2000xbf16> {jax.result_info = "result[0][0]['b']"}, tensor<2000x2000xbf16> {jax.result_info = "result[0][0]['w']"}, tensor<2000xbf16> {jax.result_info = "result[0][1]['b']"}, tensor<2000x2000xbf16> {jax.result_info = "result[0][1]['w']"}, tensor<2000xbf16> {jax.result_info = "result[0][2]['b']"}, tensor<2000x2000xbf16> {jax.result_info = "result[0][2]['w']"}, tensor<16xbf16> {jax.result_info = "result[0][3]['b']"}, tensor<2000x16xbf16> {jax.result_info = "result[0][3]['w']"}, tensor<2000xf32> {jax.result_info = "result[1][0]['b']"}, tensor<2000x2000xf32> {jax.result_info = "result[1][0]['w']"}, tensor<2000xf32> {jax.result_info = "result[1][1]['b']"}, tensor<2000x2000xf32> {jax.result_info = "result[1][1]['w']"}, tensor<2000xf32> {jax.result_info = "result[1][2]['b']"}, tensor<2000x2000xf32> {jax.result_info = "result[1][2]['w']"}, tensor<16xf32> {jax.result_info = "result[1][3]['b']"}, tensor<2000x16xf32> {jax.result_info = "result[1][3]['w']"}) {
    %0 = stablehlo.dot_general %arg16, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2000xbf16>, tensor<2000x2000xbf16>) -> tensor<512x2000xbf16>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<2000xbf16>) -> tensor<1x2000xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x2000xbf16>) -> tensor<512x2000xbf16>
    %3 = stablehlo.add %0, %2 : tensor<512x2000xbf16>
    %4 = call @relu(%3) : (tensor<512x2000xbf16>) -> tensor<512x2000xbf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x2000xbf16>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<512x2000xbf16>, tensor<512x2000xbf16>) -> tensor<512x2000xi1>
    %7 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2000xbf16>, tensor<2000x2000xbf16>) -> tensor<512x2000xbf16>
    %8 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2000xbf16>) -> tensor<1x2000xbf16>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x2000xbf16>) -> tensor<512x2000xbf16>
    %10 = stablehlo.add %7, %9 : tensor<512x2000xbf16>
    %11 = call @relu(%10) : (tensor<512x2000xbf16>) -> tensor<512x2000xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<512x2000xbf16>
    %13 = stablehlo.compare GT, %10, %12, FLOAT : (tensor<512x2000xbf16>, tensor<512x2000xbf16>) -> tensor<512x2000xi1>
    %14 = stablehlo.dot_general %11, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2000xbf16>, tensor<2000x2000xbf16>) -> tensor<512x2000xbf16>
    %15 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<2000xbf16>) -> tensor<1x2000xbf16>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x2000xbf16>) -> tensor<512x2000xbf16>
    %17 = stablehlo.add %14, %16 : tensor<512x2000xbf16>
    %18 = call @relu(%17) : (tensor<512x2000xbf16>) -> tensor<512x2000xbf16>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<512x2000xbf16>
    %20 = stablehlo.compare GT, %17, %19, FLOAT : (tensor<512x2000xbf16>, tensor<512x2000xbf16>) -> tensor<512x2000xi1>
    %21 = stablehlo.dot_general %18, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2000xbf16>, tensor<2000x16xbf16>) -> tensor<512x16xbf16>
    %22 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<16xbf16>) -> tensor<1x16xbf16>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x16xbf16>) -> tensor<512x16xbf16>
    %24 = stablehlo.add %21, %23 : tensor<512x16xbf16>
    %25 = stablehlo.convert %24 : (tensor<512x16xbf16>) -> tensor<512x16xf32>
    %26:2 = call @log_softmax(%25) : (tensor<512x16xf32>) -> (tensor<512x16xf32>, tensor<512x1xf32>)
    %27 = stablehlo.broadcast_in_dim %arg17, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
    %28 = call @take_along_axis(%27) : (tensor<512x1xi32>) -> tensor<512x1x1xi32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.negate %cst_2 : tensor<f32>
    %cst_3 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %30 = stablehlo.divide %29, %cst_3 : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %33 = call @take_along_axis_0(%28, %32) : (tensor<512x1x1xi32>, tensor<512x1xf32>) -> tensor<512x16xf32>
    %34 = call @log_softmax_1(%26#0, %26#1, %33) : (tensor<512x16xf32>, tensor<512x1xf32>, tensor<512x16xf32>) -> tensor<512x16xf32>
    %35 = stablehlo.convert %34 : (tensor<512x16xf32>) -> tensor<512x16xbf16>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %36 = stablehlo.reduce(%35 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<512x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    %37 = stablehlo.reshape %36 : (tensor<16xbf16>) -> tensor<1x16xbf16>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %38 = stablehlo.reduce(%37 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<1x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    %39 = stablehlo.dot_general %35, %18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x16xbf16>, tensor<512x2000xbf16>) -> tensor<16x2000xbf16>
    %40 = stablehlo.transpose %39, dims = [1, 0] : (tensor<16x2000xbf16>) -> tensor<2000x16xbf16>
    %41 = stablehlo.dot_general %35, %arg7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x16xbf16>, tensor<2000x16xbf16>) -> tensor<512x2000xbf16>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %42 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<512x2000xbf16>
    %43 = stablehlo.select %20, %41, %42 : tensor<512x2000xi1>, tensor<512x2000xbf16>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %44 = stablehlo.reduce(%43 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<512x2000xbf16>, tensor<bf16>) -> tensor<2000xbf16>
    %45 = stablehlo.reshape %44 : (tensor<2000xbf16>) -> tensor<1x2000xbf16>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %46 = stablehlo.reduce(%45 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<1x2000xbf16>, tensor<bf16>) -> tensor<2000xbf16>
    %47 = stablehlo.dot_general %43, %11, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2000xbf16>, tensor<512x2000xbf16>) -> tensor<2000x2000xbf16>
    %48 = stablehlo.transpose %47, dims = [1, 0] : (tensor<2000x2000xbf16>) -> tensor<2000x2000xbf16>
    %49 = stablehlo.dot_general %43, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x2000xbf16>, tensor<2000x2000xbf16>) -> tensor<512x2000xbf16>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %50 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<512x2000xbf16>
    %51 = stablehlo.select %13, %49, %50 : tensor<512x2000xi1>, tensor<512x2000xbf16>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %52 = stablehlo.reduce(%51 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<512x2000xbf16>, tensor<bf16>) -> tensor<2000xbf16>
    %53 = stablehlo.reshape %52 : (tensor<2000xbf16>) -> tensor<1x2000xbf16>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %54 = stablehlo.reduce(%53 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<1x2000xbf16>, tensor<bf16>) -> tensor<2000xbf16>
    %55 = stablehlo.dot_general %51, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2000xbf16>, tensor<512x2000xbf16>) -> tensor<2000x2000xbf16>
    %56 = stablehlo.transpose %55, dims = [1, 0] : (tensor<2000x2000xbf16>) -> tensor<2000x2000xbf16>
    %57 = stablehlo.dot_general %51, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x2000xbf16>, tensor<2000x2000xbf16>) -> tensor<512x2000xbf16>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %58 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<512x2000xbf16>
    %59 = stablehlo.select %6, %57, %58 : tensor<512x2000xi1>, tensor<512x2000xbf16>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %60 = stablehlo.reduce(%59 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<512x2000xbf16>, tensor<bf16>) -> tensor<2000xbf16>
    %61 = stablehlo.reshape %60 : (tensor<2000xbf16>) -> tensor<1x2000xbf16>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %62 = stablehlo.reduce(%61 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<1x2000xbf16>, tensor<bf16>) -> tensor<2000xbf16>
    %63 = stablehlo.dot_general %59, %arg16, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2000xbf16>, tensor<512x2000xbf16>) -> tensor<2000x2000xbf16>
    %64 = stablehlo.transpose %63, dims = [1, 0] : (tensor<2000x2000xbf16>) -> tensor<2000x2000xbf16>
    %cst_15 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2000xf32>
    %66 = stablehlo.multiply %65, %arg8 : tensor<2000xf32>
    %67 = stablehlo.convert %62 : (tensor<2000xbf16>) -> tensor<2000xf32>
    %68 = stablehlo.add %66, %67 : tensor<2000xf32>
    %69 = stablehlo.convert %arg0 : (tensor<2000xbf16>) -> tensor<2000xf32>
    %cst_16 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2000xf32>
    %71 = stablehlo.multiply %70, %68 : tensor<2000xf32>
    %72 = stablehlo.subtract %69, %71 : tensor<2000xf32>
    %73 = stablehlo.convert %72 : (tensor<2000xf32>) -> tensor<2000xbf16>
    %cst_17 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2000x2000xf32>
    %75 = stablehlo.multiply %74, %arg9 : tensor<2000x2000xf32>
    %76 = stablehlo.convert %64 : (tensor<2000x2000xbf16>) -> tensor<2000x2000xf32>
    %77 = stablehlo.add %75, %76 : tensor<2000x2000xf32>
    %78 = stablehlo.convert %arg1 : (tensor<2000x2000xbf16>) -> tensor<2000x2000xf32>
    %cst_18 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2000x2000xf32>
    %80 = stablehlo.multiply %79, %77 : tensor<2000x2000xf32>
    %81 = stablehlo.subtract %78, %80 : tensor<2000x2000xf32>
    %82 = stablehlo.convert %81 : (tensor<2000x2000xf32>) -> tensor<2000x2000xbf16>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2000xf32>
    %84 = stablehlo.multiply %83, %arg10 : tensor<2000xf32>
    %85 = stablehlo.convert %54 : (tensor<2000xbf16>) -> tensor<2000xf32>
    %86 = stablehlo.add %84, %85 : tensor<2000xf32>
    %87 = stablehlo.convert %arg2 : (tensor<2000xbf16>) -> tensor<2000xf32>
    %cst_20 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2000xf32>
    %89 = stablehlo.multiply %88, %86 : tensor<2000xf32>
    %90 = stablehlo.subtract %87, %89 : tensor<2000xf32>
    %91 = stablehlo.convert %90 : (tensor<2000xf32>) -> tensor<2000xbf16>
    %cst_21 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2000x2000xf32>
    %93 = stablehlo.multiply %92, %arg11 : tensor<2000x2000xf32>
    %94 = stablehlo.convert %56 : (tensor<2000x2000xbf16>) -> tensor<2000x2000xf32>
    %95 = stablehlo.add %93, %94 : tensor<2000x2000xf32>
    %96 = stablehlo.convert %arg3 : (tensor<2000x2000xbf16>) -> tensor<2000x2000xf32>
    %cst_22 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2000x2000xf32>
    %98 = stablehlo.multiply %97, %95 : tensor<2000x2000xf32>
    %99 = stablehlo.subtract %96, %98 : tensor<2000x2000xf32>
    %100 = stablehlo.convert %99 : (tensor<2000x2000xf32>) -> tensor<2000x2000xbf16>
    %cst_23 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2000xf32>
    %102 = stablehlo.multiply %101, %arg12 : tensor<2000xf32>
    %103 = stablehlo.convert %46 : (tensor<2000xbf16>) -> tensor<2000xf32>
    %104 = stablehlo.add %102, %103 : tensor<2000xf32>
    %105 = stablehlo.convert %arg4 : (tensor<2000xbf16>) -> tensor<2000xf32>
    %cst_24 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2000xf32>
    %107 = stablehlo.multiply %106, %104 : tensor<2000xf32>
    %108 = stablehlo.subtract %105, %107 : tensor<2000xf32>
    %109 = stablehlo.convert %108 : (tensor<2000xf32>) -> tensor<2000xbf16>
    %cst_25 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2000x2000xf32>
    %111 = stablehlo.multiply %110, %arg13 : tensor<2000x2000xf32>
    %112 = stablehlo.convert %48 : (tensor<2000x2000xbf16>) -> tensor<2000x2000xf32>
    %113 = stablehlo.add %111, %112 : tensor<2000x2000xf32>
    %114 = stablehlo.convert %arg5 : (tensor<2000x2000xbf16>) -> tensor<2000x2000xf32>
    %cst_26 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2000x2000xf32>
    %116 = stablehlo.multiply %115, %113 : tensor<2000x2000xf32>
    %117 = stablehlo.subtract %114, %116 : tensor<2000x2000xf32>
    %118 = stablehlo.convert %117 : (tensor<2000x2000xf32>) -> tensor<2000x2000xbf16>
    %cst_27 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %120 = stablehlo.multiply %119, %arg14 : tensor<16xf32>
    %121 = stablehlo.convert %38 : (tensor<16xbf16>) -> tensor<16xf32>
    %122 = stablehlo.add %120, %121 : tensor<16xf32>
    %123 = stablehlo.convert %arg6 : (tensor<16xbf16>) -> tensor<16xf32>
    %cst_28 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %125 = stablehlo.multiply %124, %122 : tensor<16xf32>
    %126 = stablehlo.subtract %123, %125 : tensor<16xf32>
    %127 = stablehlo.convert %126 : (tensor<16xf32>) -> tensor<16xbf16>
    %cst_29 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2000x16xf32>
    %129 = stablehlo.multiply %128, %arg15 : tensor<2000x16xf32>
    %130 = stablehlo.convert %40 : (tensor<2000x16xbf16>) -> tensor<2000x16xf32>
    %131 = stablehlo.add %129, %130 : tensor<2000x16xf32>
    %132 = stablehlo.convert %arg7 : (tensor<2000x16xbf16>) -> tensor<2000x16xf32>
    %cst_30 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2000x16xf32>
    %134 = stablehlo.multiply %133, %131 : tensor<2000x16xf32>
    %135 = stablehlo.subtract %132, %134 : tensor<2000x16xf32>
    %136 = stablehlo.convert %135 : (tensor<2000x16xf32>) -> tensor<2000x16xbf16>
    return %73, %82, %91, %100, %109, %118, %127, %136, %68, %77, %86, %95, %104, %113, %122, %131 : tensor<2000xbf16>, tensor<2000x2000xbf16>, tensor<2000xbf16>, tensor<2000x2000xbf16>, tensor<2000xbf16>, tensor<2000x2000xbf16>, tensor<16xbf16>, tensor<2000x16xbf16>, tensor<2000xf32>, tensor<2000x2000xf32>, tensor<2000xf32>, tensor<2000x2000xf32>, tensor<2000xf32>, tensor<2000x2000xf32>, tensor<16xf32>, tensor<2000x16xf32>
  }
  func.func private @relu(%arg0: tensor<512x2000xbf16>) -> tensor<512x2000xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x2000xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<512x2000xbf16>
    return %1 : tensor<512x2000xbf16>
  }
  func.func private @log_softmax(%arg0: tensor<512x16xf32>) -> (tensor<512x16xf32>, tensor<512x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<512x16xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<512x16xf32>
    %6 = stablehlo.exponential %5 : tensor<512x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<512x16xf32>, tensor<f32>) -> tensor<512xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    return %6, %8 : tensor<512x16xf32>, tensor<512x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<512x1xi32>) -> tensor<512x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<512x1xi32>, tensor<512x1xi32>) -> tensor<512x1xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<512x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<512x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<512x1xi1>, tensor<512x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<512x1xi32>) -> tensor<512x1x1xi32>
    return %5 : tensor<512x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<512x1x1xi32>, %arg1: tensor<512x1xf32>) -> tensor<512x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x16xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<512x16xf32>, tensor<512x1x1xi32>, tensor<512x1xf32>) -> tensor<512x16xf32>
    return %1 : tensor<512x16xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<512x16xf32>, %arg1: tensor<512x1xf32>, %arg2: tensor<512x16xf32>) -> tensor<512x16xf32> {
    %0 = stablehlo.negate %arg2 : tensor<512x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<512x16xf32>, tensor<f32>) -> tensor<512xf32>
    %2 = stablehlo.reshape %1 : (tensor<512xf32>) -> tensor<512x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<512x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<512x1xf32>, tensor<f32>) -> tensor<512xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<512xf32>) -> tensor<512x16xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<512x16xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<512x16xf32>
    return %7 : tensor<512x16xf32>
  }
}
