module @jit_2d_mlp_train_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<1280x5120xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<5120x1280xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg2: tensor<1280x5120xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<5120x1280xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg4: tensor<16x96x1280xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<1280x5120xbf16> {jax.result_info = "result[0]['w1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<5120x1280xbf16> {jax.result_info = "result[0]['w2']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<1280x5120xf32> {jax.result_info = "result[1]['w1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<5120x1280xf32> {jax.result_info = "result[1]['w2']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x96x1280xbf16>, tensor<1280x5120xbf16>) -> tensor<16x96x5120xbf16>
    %1 = stablehlo.multiply %0, %0 : tensor<16x96x5120xbf16>
    %2 = stablehlo.multiply %1, %0 : tensor<16x96x5120xbf16>
    %3 = stablehlo.multiply %0, %0 : tensor<16x96x5120xbf16>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x96x5120xbf16>
    %5 = stablehlo.multiply %4, %3 : tensor<16x96x5120xbf16>
    %cst_0 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<16x96x5120xbf16>
    %7 = stablehlo.multiply %6, %2 : tensor<16x96x5120xbf16>
    %8 = stablehlo.add %0, %7 : tensor<16x96x5120xbf16>
    %cst_1 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<16x96x5120xbf16>
    %10 = stablehlo.multiply %9, %8 : tensor<16x96x5120xbf16>
    %11 = stablehlo.tanh %10 : tensor<16x96x5120xbf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<16x96x5120xbf16>
    %13 = stablehlo.subtract %12, %11 : tensor<16x96x5120xbf16>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<16x96x5120xbf16>
    %15 = stablehlo.add %14, %11 : tensor<16x96x5120xbf16>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<16x96x5120xbf16>
    %17 = stablehlo.multiply %16, %15 : tensor<16x96x5120xbf16>
    %18 = stablehlo.multiply %0, %17 : tensor<16x96x5120xbf16>
    %19 = stablehlo.dot_general %18, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x96x5120xbf16>, tensor<5120x1280xbf16>) -> tensor<16x96x1280xbf16>
    %20 = stablehlo.add %arg4, %19 : tensor<16x96x1280xbf16>
    %21 = stablehlo.convert %20 : (tensor<16x96x1280xbf16>) -> tensor<16x96x1280xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x96x1280xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<16x96x1280xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.966080e+06> : tensor<f32>
    %24 = stablehlo.divide %cst_6, %cst_7 : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<16x96x1280xf32>
    %26 = stablehlo.multiply %25, %23 : tensor<16x96x1280xf32>
    %27 = stablehlo.convert %26 : (tensor<16x96x1280xf32>) -> tensor<16x96x1280xbf16>
    %28 = stablehlo.dot_general %27, %18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x96x1280xbf16>, tensor<16x96x5120xbf16>) -> tensor<1280x5120xbf16>
    %29 = stablehlo.transpose %28, dims = [1, 0] : (tensor<1280x5120xbf16>) -> tensor<5120x1280xbf16>
    %30 = stablehlo.dot_general %27, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x96x1280xbf16>, tensor<5120x1280xbf16>) -> tensor<16x96x5120xbf16>
    %31 = stablehlo.multiply %0, %30 : tensor<16x96x5120xbf16>
    %32 = stablehlo.multiply %30, %17 : tensor<16x96x5120xbf16>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %33 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<16x96x5120xbf16>
    %34 = stablehlo.multiply %33, %31 : tensor<16x96x5120xbf16>
    %35 = stablehlo.multiply %34, %13 : tensor<16x96x5120xbf16>
    %36 = stablehlo.multiply %35, %11 : tensor<16x96x5120xbf16>
    %37 = stablehlo.add %35, %36 : tensor<16x96x5120xbf16>
    %cst_9 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %38 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<16x96x5120xbf16>
    %39 = stablehlo.multiply %38, %37 : tensor<16x96x5120xbf16>
    %40 = stablehlo.add %32, %39 : tensor<16x96x5120xbf16>
    %cst_10 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %41 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<16x96x5120xbf16>
    %42 = stablehlo.multiply %41, %39 : tensor<16x96x5120xbf16>
    %43 = stablehlo.multiply %42, %5 : tensor<16x96x5120xbf16>
    %44 = stablehlo.add %40, %43 : tensor<16x96x5120xbf16>
    %45 = stablehlo.dot_general %44, %arg4, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x96x5120xbf16>, tensor<16x96x1280xbf16>) -> tensor<5120x1280xbf16>
    %46 = stablehlo.transpose %45, dims = [1, 0] : (tensor<5120x1280xbf16>) -> tensor<1280x5120xbf16>
    %cst_11 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1280x5120xf32>
    %48 = stablehlo.multiply %47, %arg2 : tensor<1280x5120xf32>
    %49 = stablehlo.convert %46 : (tensor<1280x5120xbf16>) -> tensor<1280x5120xf32>
    %50 = stablehlo.add %48, %49 : tensor<1280x5120xf32>
    %51 = stablehlo.convert %arg0 : (tensor<1280x5120xbf16>) -> tensor<1280x5120xf32>
    %cst_12 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1280x5120xf32>
    %53 = stablehlo.multiply %52, %50 : tensor<1280x5120xf32>
    %54 = stablehlo.subtract %51, %53 : tensor<1280x5120xf32>
    %55 = stablehlo.convert %54 : (tensor<1280x5120xf32>) -> tensor<1280x5120xbf16>
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<5120x1280xf32>
    %57 = stablehlo.multiply %56, %arg3 : tensor<5120x1280xf32>
    %58 = stablehlo.convert %29 : (tensor<5120x1280xbf16>) -> tensor<5120x1280xf32>
    %59 = stablehlo.add %57, %58 : tensor<5120x1280xf32>
    %60 = stablehlo.convert %arg1 : (tensor<5120x1280xbf16>) -> tensor<5120x1280xf32>
    %cst_14 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<5120x1280xf32>
    %62 = stablehlo.multiply %61, %59 : tensor<5120x1280xf32>
    %63 = stablehlo.subtract %60, %62 : tensor<5120x1280xf32>
    %64 = stablehlo.convert %63 : (tensor<5120x1280xf32>) -> tensor<5120x1280xbf16>
    return %55, %64, %50, %59 : tensor<1280x5120xbf16>, tensor<5120x1280xbf16>, tensor<1280x5120xf32>, tensor<5120x1280xf32>
  }
}
