module @jit_decoder_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<640x2560xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<2560x640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg4: tensor<10x64x640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg5: tensor<640x3x10x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg6: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg7: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg8: tensor<640x2560xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg9: tensor<2560x640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg10: tensor<10x64x640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg11: tensor<640x3x10x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg12: tensor<10000x640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg13: tensor<640xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg14: tensor<6x200xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<6x200x10000xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg12, %arg14) : (tensor<10000x640xf32>, tensor<6x200xi32>) -> tensor<6x200x640xf32>
    %1 = chlo.square %0 : tensor<6x200x640xf32> -> tensor<6x200x640xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<6x200x640xf32>, tensor<f32>) -> tensor<6x200xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<6x200xf32>) -> tensor<6x200x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x200x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<6x200x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6x200x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<6x200x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<6x200x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<6x200x1xf32>) -> tensor<6x200x640xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<6x200x640xf32>
    %11 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<6x200x640xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<6x200x640xf32>
    %14 = stablehlo.dot_general %arg5, %13, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<640x3x10x64xf32>, tensor<6x200x640xf32>) -> tensor<3x10x64x6x200xf32>
    %15 = stablehlo.transpose %14, dims = [0, 3, 4, 1, 2] : (tensor<3x10x64x6x200xf32>) -> tensor<3x6x200x10x64xf32>
    %16 = stablehlo.slice %15 [0:1, 0:6, 0:200, 0:10, 0:64] : (tensor<3x6x200x10x64xf32>) -> tensor<1x6x200x10x64xf32>
    %17 = stablehlo.reshape %16 : (tensor<1x6x200x10x64xf32>) -> tensor<6x200x10x64xf32>
    %18 = stablehlo.slice %15 [1:2, 0:6, 0:200, 0:10, 0:64] : (tensor<3x6x200x10x64xf32>) -> tensor<1x6x200x10x64xf32>
    %19 = stablehlo.reshape %18 : (tensor<1x6x200x10x64xf32>) -> tensor<6x200x10x64xf32>
    %20 = stablehlo.slice %15 [2:3, 0:6, 0:200, 0:10, 0:64] : (tensor<3x6x200x10x64xf32>) -> tensor<1x6x200x10x64xf32>
    %21 = stablehlo.reshape %20 : (tensor<1x6x200x10x64xf32>) -> tensor<6x200x10x64xf32>
    %22 = stablehlo.dot_general %17, %19, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<6x200x10x64xf32>, tensor<6x200x10x64xf32>) -> tensor<6x10x200x200xf32>
    %cst_2 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6x10x200x200xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<6x10x200x200xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %25 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<200x200xi1>
    %26 = call @tril(%25) : (tensor<200x200xi1>) -> tensor<200x200xi1>
    %cst_3 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %27 = call @_where_0(%26, %24, %cst_3) : (tensor<200x200xi1>, tensor<6x10x200x200xf32>, tensor<f32>) -> tensor<6x10x200x200xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_4) applies stablehlo.maximum across dimensions = [3] : (tensor<6x10x200x200xf32>, tensor<f32>) -> tensor<6x10x200xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6x10x200xf32>
    %30 = stablehlo.maximum %29, %28 : tensor<6x10x200xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<6x10x200xf32>) -> tensor<6x10x200x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<6x10x200x1xf32>) -> tensor<6x10x200x200xf32>
    %33 = stablehlo.subtract %27, %32 : tensor<6x10x200x200xf32>
    %34 = stablehlo.exponential %33 : tensor<6x10x200x200xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_6) applies stablehlo.add across dimensions = [3] : (tensor<6x10x200x200xf32>, tensor<f32>) -> tensor<6x10x200xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<6x10x200xf32>) -> tensor<6x10x200x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<6x10x200x1xf32>) -> tensor<6x10x200x200xf32>
    %38 = stablehlo.divide %34, %37 : tensor<6x10x200x200xf32>
    %39 = stablehlo.dot_general %21, %38, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<6x200x10x64xf32>, tensor<6x10x200x200xf32>) -> tensor<6x10x64x200xf32>
    %40 = stablehlo.transpose %39, dims = [0, 3, 1, 2] : (tensor<6x10x64x200xf32>) -> tensor<6x200x10x64xf32>
    %41 = stablehlo.dot_general %40, %arg4, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<6x200x10x64xf32>, tensor<10x64x640xf32>) -> tensor<6x200x640xf32>
    %42 = stablehlo.add %0, %41 : tensor<6x200x640xf32>
    %43 = chlo.square %42 : tensor<6x200x640xf32> -> tensor<6x200x640xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<6x200x640xf32>, tensor<f32>) -> tensor<6x200xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<6x200xf32>) -> tensor<6x200x1xf32>
    %cst_8 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<6x200x1xf32>
    %47 = stablehlo.divide %45, %46 : tensor<6x200x1xf32>
    %cst_9 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<6x200x1xf32>
    %49 = stablehlo.add %47, %48 : tensor<6x200x1xf32>
    %50 = stablehlo.rsqrt %49 : tensor<6x200x1xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<6x200x1xf32>) -> tensor<6x200x640xf32>
    %52 = stablehlo.multiply %42, %51 : tensor<6x200x640xf32>
    %53 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<6x200x640xf32>
    %55 = stablehlo.multiply %52, %54 : tensor<6x200x640xf32>
    %56 = stablehlo.dot_general %55, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x200x640xf32>, tensor<640x2560xf32>) -> tensor<6x200x2560xf32>
    %57 = stablehlo.multiply %56, %56 : tensor<6x200x2560xf32>
    %58 = stablehlo.multiply %57, %56 : tensor<6x200x2560xf32>
    %cst_10 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<6x200x2560xf32>
    %60 = stablehlo.multiply %59, %58 : tensor<6x200x2560xf32>
    %61 = stablehlo.add %56, %60 : tensor<6x200x2560xf32>
    %cst_11 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<6x200x2560xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<6x200x2560xf32>
    %64 = stablehlo.tanh %63 : tensor<6x200x2560xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<6x200x2560xf32>
    %66 = stablehlo.add %65, %64 : tensor<6x200x2560xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<6x200x2560xf32>
    %68 = stablehlo.multiply %67, %66 : tensor<6x200x2560xf32>
    %69 = stablehlo.multiply %56, %68 : tensor<6x200x2560xf32>
    %70 = stablehlo.dot_general %69, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x200x2560xf32>, tensor<2560x640xf32>) -> tensor<6x200x640xf32>
    %71 = stablehlo.add %42, %70 : tensor<6x200x640xf32>
    %72 = chlo.square %71 : tensor<6x200x640xf32> -> tensor<6x200x640xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<6x200x640xf32>, tensor<f32>) -> tensor<6x200xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<6x200xf32>) -> tensor<6x200x1xf32>
    %cst_15 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<6x200x1xf32>
    %76 = stablehlo.divide %74, %75 : tensor<6x200x1xf32>
    %cst_16 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<6x200x1xf32>
    %78 = stablehlo.add %76, %77 : tensor<6x200x1xf32>
    %79 = stablehlo.rsqrt %78 : tensor<6x200x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<6x200x1xf32>) -> tensor<6x200x640xf32>
    %81 = stablehlo.multiply %71, %80 : tensor<6x200x640xf32>
    %82 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<6x200x640xf32>
    %84 = stablehlo.multiply %81, %83 : tensor<6x200x640xf32>
    %85 = stablehlo.dot_general %arg11, %84, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<640x3x10x64xf32>, tensor<6x200x640xf32>) -> tensor<3x10x64x6x200xf32>
    %86 = stablehlo.transpose %85, dims = [0, 3, 4, 1, 2] : (tensor<3x10x64x6x200xf32>) -> tensor<3x6x200x10x64xf32>
    %87 = stablehlo.slice %86 [0:1, 0:6, 0:200, 0:10, 0:64] : (tensor<3x6x200x10x64xf32>) -> tensor<1x6x200x10x64xf32>
    %88 = stablehlo.reshape %87 : (tensor<1x6x200x10x64xf32>) -> tensor<6x200x10x64xf32>
    %89 = stablehlo.slice %86 [1:2, 0:6, 0:200, 0:10, 0:64] : (tensor<3x6x200x10x64xf32>) -> tensor<1x6x200x10x64xf32>
    %90 = stablehlo.reshape %89 : (tensor<1x6x200x10x64xf32>) -> tensor<6x200x10x64xf32>
    %91 = stablehlo.slice %86 [2:3, 0:6, 0:200, 0:10, 0:64] : (tensor<3x6x200x10x64xf32>) -> tensor<1x6x200x10x64xf32>
    %92 = stablehlo.reshape %91 : (tensor<1x6x200x10x64xf32>) -> tensor<6x200x10x64xf32>
    %93 = stablehlo.dot_general %88, %90, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<6x200x10x64xf32>, tensor<6x200x10x64xf32>) -> tensor<6x10x200x200xf32>
    %cst_17 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<6x10x200x200xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<6x10x200x200xf32>
    %c_18 = stablehlo.constant dense<true> : tensor<i1>
    %96 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i1>) -> tensor<200x200xi1>
    %97 = call @tril(%96) : (tensor<200x200xi1>) -> tensor<200x200xi1>
    %cst_19 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %98 = call @_where_0(%97, %95, %cst_19) : (tensor<200x200xi1>, tensor<6x10x200x200xf32>, tensor<f32>) -> tensor<6x10x200x200xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<6x10x200x200xf32>, tensor<f32>) -> tensor<6x10x200xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<6x10x200xf32>
    %101 = stablehlo.maximum %100, %99 : tensor<6x10x200xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<6x10x200xf32>) -> tensor<6x10x200x1xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] : (tensor<6x10x200x1xf32>) -> tensor<6x10x200x200xf32>
    %104 = stablehlo.subtract %98, %103 : tensor<6x10x200x200xf32>
    %105 = stablehlo.exponential %104 : tensor<6x10x200x200xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_22) applies stablehlo.add across dimensions = [3] : (tensor<6x10x200x200xf32>, tensor<f32>) -> tensor<6x10x200xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<6x10x200xf32>) -> tensor<6x10x200x1xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3] : (tensor<6x10x200x1xf32>) -> tensor<6x10x200x200xf32>
    %109 = stablehlo.divide %105, %108 : tensor<6x10x200x200xf32>
    %110 = stablehlo.dot_general %92, %109, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<6x200x10x64xf32>, tensor<6x10x200x200xf32>) -> tensor<6x10x64x200xf32>
    %111 = stablehlo.transpose %110, dims = [0, 3, 1, 2] : (tensor<6x10x64x200xf32>) -> tensor<6x200x10x64xf32>
    %112 = stablehlo.dot_general %111, %arg10, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<6x200x10x64xf32>, tensor<10x64x640xf32>) -> tensor<6x200x640xf32>
    %113 = stablehlo.add %71, %112 : tensor<6x200x640xf32>
    %114 = chlo.square %113 : tensor<6x200x640xf32> -> tensor<6x200x640xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%114 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<6x200x640xf32>, tensor<f32>) -> tensor<6x200xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1] : (tensor<6x200xf32>) -> tensor<6x200x1xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<6x200x1xf32>
    %118 = stablehlo.divide %116, %117 : tensor<6x200x1xf32>
    %cst_25 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<6x200x1xf32>
    %120 = stablehlo.add %118, %119 : tensor<6x200x1xf32>
    %121 = stablehlo.rsqrt %120 : tensor<6x200x1xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<6x200x1xf32>) -> tensor<6x200x640xf32>
    %123 = stablehlo.multiply %113, %122 : tensor<6x200x640xf32>
    %124 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<6x200x640xf32>
    %126 = stablehlo.multiply %123, %125 : tensor<6x200x640xf32>
    %127 = stablehlo.dot_general %126, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x200x640xf32>, tensor<640x2560xf32>) -> tensor<6x200x2560xf32>
    %128 = stablehlo.multiply %127, %127 : tensor<6x200x2560xf32>
    %129 = stablehlo.multiply %128, %127 : tensor<6x200x2560xf32>
    %cst_26 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<6x200x2560xf32>
    %131 = stablehlo.multiply %130, %129 : tensor<6x200x2560xf32>
    %132 = stablehlo.add %127, %131 : tensor<6x200x2560xf32>
    %cst_27 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<6x200x2560xf32>
    %134 = stablehlo.multiply %133, %132 : tensor<6x200x2560xf32>
    %135 = stablehlo.tanh %134 : tensor<6x200x2560xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<6x200x2560xf32>
    %137 = stablehlo.add %136, %135 : tensor<6x200x2560xf32>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<6x200x2560xf32>
    %139 = stablehlo.multiply %138, %137 : tensor<6x200x2560xf32>
    %140 = stablehlo.multiply %127, %139 : tensor<6x200x2560xf32>
    %141 = stablehlo.dot_general %140, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x200x2560xf32>, tensor<2560x640xf32>) -> tensor<6x200x640xf32>
    %142 = stablehlo.add %113, %141 : tensor<6x200x640xf32>
    %143 = chlo.square %142 : tensor<6x200x640xf32> -> tensor<6x200x640xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%143 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<6x200x640xf32>, tensor<f32>) -> tensor<6x200xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<6x200xf32>) -> tensor<6x200x1xf32>
    %cst_31 = stablehlo.constant dense<6.400000e+02> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<6x200x1xf32>
    %147 = stablehlo.divide %145, %146 : tensor<6x200x1xf32>
    %cst_32 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<6x200x1xf32>
    %149 = stablehlo.add %147, %148 : tensor<6x200x1xf32>
    %150 = stablehlo.rsqrt %149 : tensor<6x200x1xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<6x200x1xf32>) -> tensor<6x200x640xf32>
    %152 = stablehlo.multiply %142, %151 : tensor<6x200x640xf32>
    %153 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<640xf32>) -> tensor<1x1x640xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<1x1x640xf32>) -> tensor<6x200x640xf32>
    %155 = stablehlo.multiply %152, %154 : tensor<6x200x640xf32>
    %156 = stablehlo.dot_general %155, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<6x200x640xf32>, tensor<10000x640xf32>) -> tensor<6x200x10000xf32>
    return %156 : tensor<6x200x10000xf32>
  }
  func.func private @_take(%arg0: tensor<10000x640xf32>, %arg1: tensor<6x200xi32>) -> tensor<6x200x640xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6x200xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<6x200xi32>, tensor<6x200xi32>) -> tensor<6x200xi1>
    %c_0 = stablehlo.constant dense<10000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6x200xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<6x200xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<6x200xi1>, tensor<6x200xi32>, tensor<6x200xi32>) -> tensor<6x200xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<6x200xi32>) -> tensor<6x200x1xi32>
    %c_1 = stablehlo.constant dense<9999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6x200x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<6x200x1xi32>, tensor<6x200x1xi32>) -> tensor<6x200x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<6x200x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<6x200x1xi32>, tensor<6x200x1xi32>) -> tensor<6x200x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<6x200x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<6x200x1xi1>, tensor<i1>) -> tensor<6x200xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 640>}> : (tensor<10000x640xf32>, tensor<6x200x1xi32>) -> tensor<6x200x640xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<6x200xi1>) -> tensor<6x200x640xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x200x640xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<6x200x640xi1>, tensor<6x200x640xf32>
    return %16 : tensor<6x200x640xf32>
  }
  func.func private @_where(%arg0: tensor<6x200xi1>, %arg1: tensor<6x200xi32>, %arg2: tensor<6x200xi32>) -> tensor<6x200xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6x200xi1>, tensor<6x200xi32>
    return %0 : tensor<6x200xi32>
  }
  func.func private @tril(%arg0: tensor<200x200xi1>) -> tensor<200x200xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<200x200xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<200x200xi32>
    %2 = stablehlo.add %0, %1 : tensor<200x200xi32>
    %3 = stablehlo.iota dim = 1 : tensor<200x200xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<200x200xi32>, tensor<200x200xi32>) -> tensor<200x200xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<200x200xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<200x200xi1>, tensor<200x200xi1>
    return %6 : tensor<200x200xi1>
  }
  func.func private @_where_0(%arg0: tensor<200x200xi1>, %arg1: tensor<6x10x200x200xf32>, %arg2: tensor<f32>) -> tensor<6x10x200x200xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<200x200xi1>) -> tensor<6x10x200x200xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<6x10x200x200xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<6x10x200x200xi1>, tensor<6x10x200x200xf32>
    return %2 : tensor<6x10x200x200xf32>
  }
}
