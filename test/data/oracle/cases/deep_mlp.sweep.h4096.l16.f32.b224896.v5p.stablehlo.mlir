module @jit_deep_mlp_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<4096x4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<4096x4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<4096x4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<4096x4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg4: tensor<4096x4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg5: tensor<4096x4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg6: tensor<4096x4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg7: tensor<4096x4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg8: tensor<4096x4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg9: tensor<4096x4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg10: tensor<4096x4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg11: tensor<4096x4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg12: tensor<4096x4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg13: tensor<4096x4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg14: tensor<4096x4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg15: tensor<4096x4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg16: tensor<224896x4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<4096x4096xf32> {jax.result_info = "result[0]"}, tensor<4096x4096xf32> {jax.result_info = "result[1]"}, tensor<4096x4096xf32> {jax.result_info = "result[2]"}, tensor<4096x4096xf32> {jax.result_info = "result[3]"}, tensor<4096x4096xf32> {jax.result_info = "result[4]"}, tensor<4096x4096xf32> {jax.result_info = "result[5]"}, tensor<4096x4096xf32> {jax.result_info = "result[6]"}, tensor<4096x4096xf32> {jax.result_info = "result[7]"}, tensor<4096x4096xf32> {jax.result_info = "result[8]"}, tensor<4096x4096xf32> {jax.result_info = "result[9]"}, tensor<4096x4096xf32> {jax.result_info = "result[10]"}, tensor<4096x4096xf32> {jax.result_info = "result[11]"}, tensor<4096x4096xf32> {jax.result_info = "result[12]"}, tensor<4096x4096xf32> {jax.result_info = "result[13]"}, tensor<4096x4096xf32> {jax.result_info = "result[14]"}, tensor<4096x4096xf32> {jax.result_info = "result[15]"}) {
    %0 = stablehlo.dot_general %arg16, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %1 = stablehlo.tanh %0 : tensor<224896x4096xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<224896x4096xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<224896x4096xf32>
    %4 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %5 = stablehlo.tanh %4 : tensor<224896x4096xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<224896x4096xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<224896x4096xf32>
    %8 = stablehlo.dot_general %5, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %9 = stablehlo.tanh %8 : tensor<224896x4096xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<224896x4096xf32>
    %11 = stablehlo.subtract %10, %9 : tensor<224896x4096xf32>
    %12 = stablehlo.dot_general %9, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %13 = stablehlo.tanh %12 : tensor<224896x4096xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<224896x4096xf32>
    %15 = stablehlo.subtract %14, %13 : tensor<224896x4096xf32>
    %16 = stablehlo.dot_general %13, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %17 = stablehlo.tanh %16 : tensor<224896x4096xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<224896x4096xf32>
    %19 = stablehlo.subtract %18, %17 : tensor<224896x4096xf32>
    %20 = stablehlo.dot_general %17, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %21 = stablehlo.tanh %20 : tensor<224896x4096xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<224896x4096xf32>
    %23 = stablehlo.subtract %22, %21 : tensor<224896x4096xf32>
    %24 = stablehlo.dot_general %21, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %25 = stablehlo.tanh %24 : tensor<224896x4096xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<224896x4096xf32>
    %27 = stablehlo.subtract %26, %25 : tensor<224896x4096xf32>
    %28 = stablehlo.dot_general %25, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %29 = stablehlo.tanh %28 : tensor<224896x4096xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<224896x4096xf32>
    %31 = stablehlo.subtract %30, %29 : tensor<224896x4096xf32>
    %32 = stablehlo.dot_general %29, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %33 = stablehlo.tanh %32 : tensor<224896x4096xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<224896x4096xf32>
    %35 = stablehlo.subtract %34, %33 : tensor<224896x4096xf32>
    %36 = stablehlo.dot_general %33, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %37 = stablehlo.tanh %36 : tensor<224896x4096xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<224896x4096xf32>
    %39 = stablehlo.subtract %38, %37 : tensor<224896x4096xf32>
    %40 = stablehlo.dot_general %37, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %41 = stablehlo.tanh %40 : tensor<224896x4096xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<224896x4096xf32>
    %43 = stablehlo.subtract %42, %41 : tensor<224896x4096xf32>
    %44 = stablehlo.dot_general %41, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %45 = stablehlo.tanh %44 : tensor<224896x4096xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<224896x4096xf32>
    %47 = stablehlo.subtract %46, %45 : tensor<224896x4096xf32>
    %48 = stablehlo.dot_general %45, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %49 = stablehlo.tanh %48 : tensor<224896x4096xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<224896x4096xf32>
    %51 = stablehlo.subtract %50, %49 : tensor<224896x4096xf32>
    %52 = stablehlo.dot_general %49, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %53 = stablehlo.tanh %52 : tensor<224896x4096xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<224896x4096xf32>
    %55 = stablehlo.subtract %54, %53 : tensor<224896x4096xf32>
    %56 = stablehlo.dot_general %53, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %57 = stablehlo.tanh %56 : tensor<224896x4096xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<224896x4096xf32>
    %59 = stablehlo.subtract %58, %57 : tensor<224896x4096xf32>
    %60 = stablehlo.dot_general %57, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %61 = stablehlo.tanh %60 : tensor<224896x4096xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<224896x4096xf32>
    %63 = stablehlo.subtract %62, %61 : tensor<224896x4096xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<224896x4096xf32>
    %65 = stablehlo.multiply %61, %64 : tensor<224896x4096xf32>
    %66 = stablehlo.multiply %64, %61 : tensor<224896x4096xf32>
    %67 = stablehlo.add %65, %66 : tensor<224896x4096xf32>
    %68 = stablehlo.multiply %67, %63 : tensor<224896x4096xf32>
    %69 = stablehlo.multiply %68, %61 : tensor<224896x4096xf32>
    %70 = stablehlo.add %68, %69 : tensor<224896x4096xf32>
    %71 = stablehlo.dot_general %70, %57, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<224896x4096xf32>) -> tensor<4096x4096xf32>
    %72 = stablehlo.transpose %71, dims = [1, 0] : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %73 = stablehlo.dot_general %70, %arg15, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %74 = stablehlo.multiply %73, %59 : tensor<224896x4096xf32>
    %75 = stablehlo.multiply %74, %57 : tensor<224896x4096xf32>
    %76 = stablehlo.add %74, %75 : tensor<224896x4096xf32>
    %77 = stablehlo.dot_general %76, %53, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<224896x4096xf32>) -> tensor<4096x4096xf32>
    %78 = stablehlo.transpose %77, dims = [1, 0] : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %79 = stablehlo.dot_general %76, %arg14, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %80 = stablehlo.multiply %79, %55 : tensor<224896x4096xf32>
    %81 = stablehlo.multiply %80, %53 : tensor<224896x4096xf32>
    %82 = stablehlo.add %80, %81 : tensor<224896x4096xf32>
    %83 = stablehlo.dot_general %82, %49, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<224896x4096xf32>) -> tensor<4096x4096xf32>
    %84 = stablehlo.transpose %83, dims = [1, 0] : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %85 = stablehlo.dot_general %82, %arg13, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %86 = stablehlo.multiply %85, %51 : tensor<224896x4096xf32>
    %87 = stablehlo.multiply %86, %49 : tensor<224896x4096xf32>
    %88 = stablehlo.add %86, %87 : tensor<224896x4096xf32>
    %89 = stablehlo.dot_general %88, %45, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<224896x4096xf32>) -> tensor<4096x4096xf32>
    %90 = stablehlo.transpose %89, dims = [1, 0] : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %91 = stablehlo.dot_general %88, %arg12, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %92 = stablehlo.multiply %91, %47 : tensor<224896x4096xf32>
    %93 = stablehlo.multiply %92, %45 : tensor<224896x4096xf32>
    %94 = stablehlo.add %92, %93 : tensor<224896x4096xf32>
    %95 = stablehlo.dot_general %94, %41, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<224896x4096xf32>) -> tensor<4096x4096xf32>
    %96 = stablehlo.transpose %95, dims = [1, 0] : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %97 = stablehlo.dot_general %94, %arg11, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %98 = stablehlo.multiply %97, %43 : tensor<224896x4096xf32>
    %99 = stablehlo.multiply %98, %41 : tensor<224896x4096xf32>
    %100 = stablehlo.add %98, %99 : tensor<224896x4096xf32>
    %101 = stablehlo.dot_general %100, %37, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<224896x4096xf32>) -> tensor<4096x4096xf32>
    %102 = stablehlo.transpose %101, dims = [1, 0] : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %103 = stablehlo.dot_general %100, %arg10, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %104 = stablehlo.multiply %103, %39 : tensor<224896x4096xf32>
    %105 = stablehlo.multiply %104, %37 : tensor<224896x4096xf32>
    %106 = stablehlo.add %104, %105 : tensor<224896x4096xf32>
    %107 = stablehlo.dot_general %106, %33, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<224896x4096xf32>) -> tensor<4096x4096xf32>
    %108 = stablehlo.transpose %107, dims = [1, 0] : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %109 = stablehlo.dot_general %106, %arg9, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %110 = stablehlo.multiply %109, %35 : tensor<224896x4096xf32>
    %111 = stablehlo.multiply %110, %33 : tensor<224896x4096xf32>
    %112 = stablehlo.add %110, %111 : tensor<224896x4096xf32>
    %113 = stablehlo.dot_general %112, %29, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<224896x4096xf32>) -> tensor<4096x4096xf32>
    %114 = stablehlo.transpose %113, dims = [1, 0] : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %115 = stablehlo.dot_general %112, %arg8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %116 = stablehlo.multiply %115, %31 : tensor<224896x4096xf32>
    %117 = stablehlo.multiply %116, %29 : tensor<224896x4096xf32>
    %118 = stablehlo.add %116, %117 : tensor<224896x4096xf32>
    %119 = stablehlo.dot_general %118, %25, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<224896x4096xf32>) -> tensor<4096x4096xf32>
    %120 = stablehlo.transpose %119, dims = [1, 0] : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %121 = stablehlo.dot_general %118, %arg7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %122 = stablehlo.multiply %121, %27 : tensor<224896x4096xf32>
    %123 = stablehlo.multiply %122, %25 : tensor<224896x4096xf32>
    %124 = stablehlo.add %122, %123 : tensor<224896x4096xf32>
    %125 = stablehlo.dot_general %124, %21, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<224896x4096xf32>) -> tensor<4096x4096xf32>
    %126 = stablehlo.transpose %125, dims = [1, 0] : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %127 = stablehlo.dot_general %124, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %128 = stablehlo.multiply %127, %23 : tensor<224896x4096xf32>
    %129 = stablehlo.multiply %128, %21 : tensor<224896x4096xf32>
    %130 = stablehlo.add %128, %129 : tensor<224896x4096xf32>
    %131 = stablehlo.dot_general %130, %17, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<224896x4096xf32>) -> tensor<4096x4096xf32>
    %132 = stablehlo.transpose %131, dims = [1, 0] : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %133 = stablehlo.dot_general %130, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %134 = stablehlo.multiply %133, %19 : tensor<224896x4096xf32>
    %135 = stablehlo.multiply %134, %17 : tensor<224896x4096xf32>
    %136 = stablehlo.add %134, %135 : tensor<224896x4096xf32>
    %137 = stablehlo.dot_general %136, %13, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<224896x4096xf32>) -> tensor<4096x4096xf32>
    %138 = stablehlo.transpose %137, dims = [1, 0] : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %139 = stablehlo.dot_general %136, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %140 = stablehlo.multiply %139, %15 : tensor<224896x4096xf32>
    %141 = stablehlo.multiply %140, %13 : tensor<224896x4096xf32>
    %142 = stablehlo.add %140, %141 : tensor<224896x4096xf32>
    %143 = stablehlo.dot_general %142, %9, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<224896x4096xf32>) -> tensor<4096x4096xf32>
    %144 = stablehlo.transpose %143, dims = [1, 0] : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %145 = stablehlo.dot_general %142, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %146 = stablehlo.multiply %145, %11 : tensor<224896x4096xf32>
    %147 = stablehlo.multiply %146, %9 : tensor<224896x4096xf32>
    %148 = stablehlo.add %146, %147 : tensor<224896x4096xf32>
    %149 = stablehlo.dot_general %148, %5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<224896x4096xf32>) -> tensor<4096x4096xf32>
    %150 = stablehlo.transpose %149, dims = [1, 0] : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %151 = stablehlo.dot_general %148, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %152 = stablehlo.multiply %151, %7 : tensor<224896x4096xf32>
    %153 = stablehlo.multiply %152, %5 : tensor<224896x4096xf32>
    %154 = stablehlo.add %152, %153 : tensor<224896x4096xf32>
    %155 = stablehlo.dot_general %154, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<224896x4096xf32>) -> tensor<4096x4096xf32>
    %156 = stablehlo.transpose %155, dims = [1, 0] : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    %157 = stablehlo.dot_general %154, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<4096x4096xf32>) -> tensor<224896x4096xf32>
    %158 = stablehlo.multiply %157, %3 : tensor<224896x4096xf32>
    %159 = stablehlo.multiply %158, %1 : tensor<224896x4096xf32>
    %160 = stablehlo.add %158, %159 : tensor<224896x4096xf32>
    %161 = stablehlo.dot_general %160, %arg16, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<224896x4096xf32>, tensor<224896x4096xf32>) -> tensor<4096x4096xf32>
    %162 = stablehlo.transpose %161, dims = [1, 0] : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
    return %162, %156, %150, %144, %138, %132, %126, %120, %114, %108, %102, %96, %90, %84, %78, %72 : tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>, tensor<4096x4096xf32>
  }
}
