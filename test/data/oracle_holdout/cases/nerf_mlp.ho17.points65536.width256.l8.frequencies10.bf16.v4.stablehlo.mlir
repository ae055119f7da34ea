module @jit_nerf_mlp_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<63x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg3: tensor<256x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg4: tensor<256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg5: tensor<256x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg6: tensor<256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg7: tensor<256x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg8: tensor<256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg9: tensor<319x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg10: tensor<256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg11: tensor<256x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg12: tensor<256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg13: tensor<256x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg14: tensor<256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg15: tensor<256x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg16: tensor<256x4xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg17: tensor<65536x3xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg18: tensor<65536x4xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<256xbf16> {jax.result_info = "result[0][0]['b']"}, tensor<63x256xbf16> {jax.result_info = "result[0][0]['w']"}, tensor<256xbf16> {jax.result_info = "result[0][1]['b']"}, tensor<256x256xbf16> {jax.result_info = "result[0][1]['w']"}, tensor<256xbf16> {jax.result_info = "result[0][2]['b']"}, tensor<256x256xbf16> {jax.result_info = "result[0][2]['w']"}, tensor<256xbf16> {jax.result_info = "result[0][3]['b']"}, tensor<256x256xbf16> {jax.result_info = "result[0][3]['w']"}, tensor<256xbf16> {jax.result_info = "result[0][4]['b']"}, tensor<319x256xbf16> {jax.result_info = "result[0][4]['w']"}, tensor<256xbf16> {jax.result_info = "result[0][5]['b']"}, tensor<256x256xbf16> {jax.result_info = "result[0][5]['w']"}, tensor<256xbf16> {jax.result_info = "result[0][6]['b']"}, tensor<256x256xbf16> {jax.result_info = "result[0][6]['w']"}, tensor<256xbf16> {jax.result_info = "result[0][7]['b']"}, tensor<256x256xbf16> {jax.result_info = "result[0][7]['w']"}, tensor<256x4xbf16> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<10xi32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<10xi32>) -> tensor<10xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %3 = stablehlo.power %2, %1 : tensor<10xf32>
    %4 = stablehlo.broadcast_in_dim %arg17, dims = [0, 1] : (tensor<65536x3xf32>) -> tensor<65536x3x1xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [2] : (tensor<10xf32>) -> tensor<1x1x10xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<65536x3x1xf32>) -> tensor<65536x3x10xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<1x1x10xf32>) -> tensor<65536x3x10xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<65536x3x10xf32>
    %9 = stablehlo.reshape %8 : (tensor<65536x3x10xf32>) -> tensor<65536x30xf32>
    %10 = stablehlo.sine %9 : tensor<65536x30xf32>
    %11 = stablehlo.cosine %9 : tensor<65536x30xf32>
    %12 = stablehlo.concatenate %arg17, %10, %11, dim = 1 : (tensor<65536x3xf32>, tensor<65536x30xf32>, tensor<65536x30xf32>) -> tensor<65536x63xf32>
    %13 = stablehlo.convert %12 : (tensor<65536x63xf32>) -> tensor<65536x63xbf16>
    %14 = stablehlo.dot_general %13, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<65536x63xbf16>, tensor<63x256xbf16>) -> tensor<65536x256xbf16>
    %15 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<256xbf16>) -> tensor<1x256xbf16>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x256xbf16>) -> tensor<65536x256xbf16>
    %17 = stablehlo.add %14, %16 : tensor<65536x256xbf16>
    %18 = call @relu(%17) : (tensor<65536x256xbf16>) -> tensor<65536x256xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<65536x256xbf16>
    %20 = stablehlo.compare GT, %17, %19, FLOAT : (tensor<65536x256xbf16>, tensor<65536x256xbf16>) -> tensor<65536x256xi1>
    %21 = stablehlo.dot_general %18, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<65536x256xbf16>, tensor<256x256xbf16>) -> tensor<65536x256xbf16>
    %22 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xbf16>) -> tensor<1x256xbf16>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x256xbf16>) -> tensor<65536x256xbf16>
    %24 = stablehlo.add %21, %23 : tensor<65536x256xbf16>
    %25 = call @relu(%24) : (tensor<65536x256xbf16>) -> tensor<65536x256xbf16>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %26 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<65536x256xbf16>
    %27 = stablehlo.compare GT, %24, %26, FLOAT : (tensor<65536x256xbf16>, tensor<65536x256xbf16>) -> tensor<65536x256xi1>
    %28 = stablehlo.dot_general %25, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<65536x256xbf16>, tensor<256x256xbf16>) -> tensor<65536x256xbf16>
    %29 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<256xbf16>) -> tensor<1x256xbf16>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x256xbf16>) -> tensor<65536x256xbf16>
    %31 = stablehlo.add %28, %30 : tensor<65536x256xbf16>
    %32 = call @relu(%31) : (tensor<65536x256xbf16>) -> tensor<65536x256xbf16>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %33 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<65536x256xbf16>
    %34 = stablehlo.compare GT, %31, %33, FLOAT : (tensor<65536x256xbf16>, tensor<65536x256xbf16>) -> tensor<65536x256xi1>
    %35 = stablehlo.dot_general %32, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<65536x256xbf16>, tensor<256x256xbf16>) -> tensor<65536x256xbf16>
    %36 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<256xbf16>) -> tensor<1x256xbf16>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x256xbf16>) -> tensor<65536x256xbf16>
    %38 = stablehlo.add %35, %37 : tensor<65536x256xbf16>
    %39 = call @relu(%38) : (tensor<65536x256xbf16>) -> tensor<65536x256xbf16>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %40 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<65536x256xbf16>
    %41 = stablehlo.compare GT, %38, %40, FLOAT : (tensor<65536x256xbf16>, tensor<65536x256xbf16>) -> tensor<65536x256xi1>
    %42 = stablehlo.concatenate %39, %13, dim = 1 : (tensor<65536x256xbf16>, tensor<65536x63xbf16>) -> tensor<65536x319xbf16>
    %43 = stablehlo.dot_general %42, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<65536x319xbf16>, tensor<319x256xbf16>) -> tensor<65536x256xbf16>
    %44 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<256xbf16>) -> tensor<1x256xbf16>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x256xbf16>) -> tensor<65536x256xbf16>
    %46 = stablehlo.add %43, %45 : tensor<65536x256xbf16>
    %47 = call @relu(%46) : (tensor<65536x256xbf16>) -> tensor<65536x256xbf16>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %48 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<65536x256xbf16>
    %49 = stablehlo.compare GT, %46, %48, FLOAT : (tensor<65536x256xbf16>, tensor<65536x256xbf16>) -> tensor<65536x256xi1>
    %50 = stablehlo.dot_general %47, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<65536x256xbf16>, tensor<256x256xbf16>) -> tensor<65536x256xbf16>
    %51 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<256xbf16>) -> tensor<1x256xbf16>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<1x256xbf16>) -> tensor<65536x256xbf16>
    %53 = stablehlo.add %50, %52 : tensor<65536x256xbf16>
    %54 = call @relu(%53) : (tensor<65536x256xbf16>) -> tensor<65536x256xbf16>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %55 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<65536x256xbf16>
    %56 = stablehlo.compare GT, %53, %55, FLOAT : (tensor<65536x256xbf16>, tensor<65536x256xbf16>) -> tensor<65536x256xi1>
    %57 = stablehlo.dot_general %54, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<65536x256xbf16>, tensor<256x256xbf16>) -> tensor<65536x256xbf16>
    %58 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<256xbf16>) -> tensor<1x256xbf16>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<1x256xbf16>) -> tensor<65536x256xbf16>
    %60 = stablehlo.add %57, %59 : tensor<65536x256xbf16>
    %61 = call @relu(%60) : (tensor<65536x256xbf16>) -> tensor<65536x256xbf16>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %62 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<65536x256xbf16>
    %63 = stablehlo.compare GT, %60, %62, FLOAT : (tensor<65536x256xbf16>, tensor<65536x256xbf16>) -> tensor<65536x256xi1>
    %64 = stablehlo.dot_general %61, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<65536x256xbf16>, tensor<256x256xbf16>) -> tensor<65536x256xbf16>
    %65 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<256xbf16>) -> tensor<1x256xbf16>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<1x256xbf16>) -> tensor<65536x256xbf16>
    %67 = stablehlo.add %64, %66 : tensor<65536x256xbf16>
    %68 = call @relu(%67) : (tensor<65536x256xbf16>) -> tensor<65536x256xbf16>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %69 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<65536x256xbf16>
    %70 = stablehlo.compare GT, %67, %69, FLOAT : (tensor<65536x256xbf16>, tensor<65536x256xbf16>) -> tensor<65536x256xi1>
    %71 = stablehlo.dot_general %68, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<65536x256xbf16>, tensor<256x4xbf16>) -> tensor<65536x4xbf16>
    %72 = stablehlo.convert %71 : (tensor<65536x4xbf16>) -> tensor<65536x4xf32>
    %73 = stablehlo.subtract %72, %arg18 : tensor<65536x4xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<65536x4xf32>
    %75 = stablehlo.multiply %74, %73 : tensor<65536x4xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<2.621440e+05> : tensor<f32>
    %76 = stablehlo.divide %cst_9, %cst_10 : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<f32>) -> tensor<65536x4xf32>
    %78 = stablehlo.multiply %77, %75 : tensor<65536x4xf32>
    %79 = stablehlo.convert %78 : (tensor<65536x4xf32>) -> tensor<65536x4xbf16>
    %80 = stablehlo.dot_general %79, %68, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<65536x4xbf16>, tensor<65536x256xbf16>) -> tensor<4x256xbf16>
    %81 = stablehlo.transpose %80, dims = [1, 0] : (tensor<4x256xbf16>) -> tensor<256x4xbf16>
    %82 = stablehlo.dot_general %79, %arg16, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<65536x4xbf16>, tensor<256x4xbf16>) -> tensor<65536x256xbf16>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %83 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<65536x256xbf16>
    %84 = stablehlo.select %70, %82, %83 : tensor<65536x256xi1>, tensor<65536x256xbf16>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %85 = stablehlo.reduce(%84 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<65536x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %86 = stablehlo.reshape %85 : (tensor<256xbf16>) -> tensor<1x256xbf16>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %87 = stablehlo.reduce(%86 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<1x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %88 = stablehlo.dot_general %84, %61, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<65536x256xbf16>, tensor<65536x256xbf16>) -> tensor<256x256xbf16>
    %89 = stablehlo.transpose %88, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %90 = stablehlo.dot_general %84, %arg15, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<65536x256xbf16>, tensor<256x256xbf16>) -> tensor<65536x256xbf16>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %91 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<65536x256xbf16>
    %92 = stablehlo.select %63, %90, %91 : tensor<65536x256xi1>, tensor<65536x256xbf16>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %93 = stablehlo.reduce(%92 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<65536x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %94 = stablehlo.reshape %93 : (tensor<256xbf16>) -> tensor<1x256xbf16>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %95 = stablehlo.reduce(%94 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<1x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %96 = stablehlo.dot_general %92, %54, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<65536x256xbf16>, tensor<65536x256xbf16>) -> tensor<256x256xbf16>
    %97 = stablehlo.transpose %96, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %98 = stablehlo.dot_general %92, %arg13, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<65536x256xbf16>, tensor<256x256xbf16>) -> tensor<65536x256xbf16>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %99 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<65536x256xbf16>
    %100 = stablehlo.select %56, %98, %99 : tensor<65536x256xi1>, tensor<65536x256xbf16>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %101 = stablehlo.reduce(%100 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<65536x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %102 = stablehlo.reshape %101 : (tensor<256xbf16>) -> tensor<1x256xbf16>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %103 = stablehlo.reduce(%102 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<1x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %104 = stablehlo.dot_general %100, %47, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<65536x256xbf16>, tensor<65536x256xbf16>) -> tensor<256x256xbf16>
    %105 = stablehlo.transpose %104, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %106 = stablehlo.dot_general %100, %arg11, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<65536x256xbf16>, tensor<256x256xbf16>) -> tensor<65536x256xbf16>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %107 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<65536x256xbf16>
    %108 = stablehlo.select %49, %106, %107 : tensor<65536x256xi1>, tensor<65536x256xbf16>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %109 = stablehlo.reduce(%108 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<65536x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %110 = stablehlo.reshape %109 : (tensor<256xbf16>) -> tensor<1x256xbf16>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %111 = stablehlo.reduce(%110 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<1x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %112 = stablehlo.dot_general %108, %42, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<65536x256xbf16>, tensor<65536x319xbf16>) -> tensor<256x319xbf16>
    %113 = stablehlo.transpose %112, dims = [1, 0] : (tensor<256x319xbf16>) -> tensor<319x256xbf16>
    %114 = stablehlo.dot_general %108, %arg9, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<65536x256xbf16>, tensor<319x256xbf16>) -> tensor<65536x319xbf16>
    %115 = stablehlo.slice %114 [0:65536, 0:256] : (tensor<65536x319xbf16>) -> tensor<65536x256xbf16>
    %116 = stablehlo.slice %114 [0:65536, 256:319] : (tensor<65536x319xbf16>) -> tensor<65536x63xbf16>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %117 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<bf16>) -> tensor<65536x256xbf16>
    %118 = stablehlo.select %41, %115, %117 : tensor<65536x256xi1>, tensor<65536x256xbf16>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %119 = stablehlo.reduce(%118 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<65536x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %120 = stablehlo.reshape %119 : (tensor<256xbf16>) -> tensor<1x256xbf16>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %121 = stablehlo.reduce(%120 init: %cst_25) applies stablehlo.add across dimensions = [0] : (tensor<1x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %122 = stablehlo.dot_general %118, %32, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<65536x256xbf16>, tensor<65536x256xbf16>) -> tensor<256x256xbf16>
    %123 = stablehlo.transpose %122, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %124 = stablehlo.dot_general %118, %arg7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<65536x256xbf16>, tensor<256x256xbf16>) -> tensor<65536x256xbf16>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %125 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<bf16>) -> tensor<65536x256xbf16>
    %126 = stablehlo.select %34, %124, %125 : tensor<65536x256xi1>, tensor<65536x256xbf16>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %127 = stablehlo.reduce(%126 init: %cst_27) applies stablehlo.add across dimensions = [0] : (tensor<65536x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %128 = stablehlo.reshape %127 : (tensor<256xbf16>) -> tensor<1x256xbf16>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %129 = stablehlo.reduce(%128 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<1x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %130 = stablehlo.dot_general %126, %25, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<65536x256xbf16>, tensor<65536x256xbf16>) -> tensor<256x256xbf16>
    %131 = stablehlo.transpose %130, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %132 = stablehlo.dot_general %126, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<65536x256xbf16>, tensor<256x256xbf16>) -> tensor<65536x256xbf16>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %133 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<bf16>) -> tensor<65536x256xbf16>
    %134 = stablehlo.select %27, %132, %133 : tensor<65536x256xi1>, tensor<65536x256xbf16>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %135 = stablehlo.reduce(%134 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<65536x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %136 = stablehlo.reshape %135 : (tensor<256xbf16>) -> tensor<1x256xbf16>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %137 = stablehlo.reduce(%136 init: %cst_31) applies stablehlo.add across dimensions = [0] : (tensor<1x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %138 = stablehlo.dot_general %134, %18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<65536x256xbf16>, tensor<65536x256xbf16>) -> tensor<256x256xbf16>
    %139 = stablehlo.transpose %138, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %140 = stablehlo.dot_general %134, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<65536x256xbf16>, tensor<256x256xbf16>) -> tensor<65536x256xbf16>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %141 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<bf16>) -> tensor<65536x256xbf16>
    %142 = stablehlo.select %20, %140, %141 : tensor<65536x256xi1>, tensor<65536x256xbf16>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %143 = stablehlo.reduce(%142 init: %cst_33) applies stablehlo.add across dimensions = [0] : (tensor<65536x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %144 = stablehlo.reshape %143 : (tensor<256xbf16>) -> tensor<1x256xbf16>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %145 = stablehlo.reduce(%144 init: %cst_34) applies stablehlo.add across dimensions = [0] : (tensor<1x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %146 = stablehlo.dot_general %142, %13, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<65536x256xbf16>, tensor<65536x63xbf16>) -> tensor<256x63xbf16>
    %147 = stablehlo.transpose %146, dims = [1, 0] : (tensor<256x63xbf16>) -> tensor<63x256xbf16>
    return %145, %147, %137, %139, %129, %131, %121, %123, %111, %113, %103, %105, %95, %97, %87, %89, %81 : tensor<256xbf16>, tensor<63x256xbf16>, tensor<256xbf16>, tensor<256x256xbf16>, tensor<256xbf16>, tensor<256x256xbf16>, tensor<256xbf16>, tensor<256x256xbf16>, tensor<256xbf16>, tensor<319x256xbf16>, tensor<256xbf16>, tensor<256x256xbf16>, tensor<256xbf16>, tensor<256x256xbf16>, tensor<256xbf16>, tensor<256x256xbf16>, tensor<256x4xbf16>
  }
  func.func private @relu(%arg0: tensor<65536x256xbf16>) -> tensor<65536x256xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<65536x256xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<65536x256xbf16>
    return %1 : tensor<65536x256xbf16>
  }
}
