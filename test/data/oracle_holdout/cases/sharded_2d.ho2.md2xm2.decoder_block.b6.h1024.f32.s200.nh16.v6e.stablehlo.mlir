module @jit_2d_decoder_block attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<16x64x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg1: tensor<1024x3x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}]>}, %arg2: tensor<1024x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<4096x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg4: tensor<6x200x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<6x200x1024xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg1, %arg4, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x3x16x64xf32>, tensor<6x200x1024xf32>) -> tensor<3x16x64x6x200xf32>
    %1 = stablehlo.transpose %0, dims = [0, 3, 4, 1, 2] : (tensor<3x16x64x6x200xf32>) -> tensor<3x6x200x16x64xf32>
    %2 = stablehlo.slice %1 [0:1, 0:6, 0:200, 0:16, 0:64] : (tensor<3x6x200x16x64xf32>) -> tensor<1x6x200x16x64xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x6x200x16x64xf32>) -> tensor<6x200x16x64xf32>
    %4 = stablehlo.slice %1 [1:2, 0:6, 0:200, 0:16, 0:64] : (tensor<3x6x200x16x64xf32>) -> tensor<1x6x200x16x64xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x6x200x16x64xf32>) -> tensor<6x200x16x64xf32>
    %6 = stablehlo.slice %1 [2:3, 0:6, 0:200, 0:16, 0:64] : (tensor<3x6x200x16x64xf32>) -> tensor<1x6x200x16x64xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x6x200x16x64xf32>) -> tensor<6x200x16x64xf32>
    %8 = stablehlo.dot_general %3, %5, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<6x200x16x64xf32>, tensor<6x200x16x64xf32>) -> tensor<6x16x200x200xf32>
    %cst = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x16x200x200xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<6x16x200x200xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<200x200xi1>
    %12 = call @tril(%11) : (tensor<200x200xi1>) -> tensor<200x200xi1>
    %cst_0 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %13 = call @_where(%12, %10, %cst_0) : (tensor<200x200xi1>, tensor<6x16x200x200xf32>, tensor<f32>) -> tensor<6x16x200x200xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_1) applies stablehlo.maximum across dimensions = [3] : (tensor<6x16x200x200xf32>, tensor<f32>) -> tensor<6x16x200xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6x16x200xf32>
    %16 = stablehlo.maximum %15, %14 : tensor<6x16x200xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<6x16x200xf32>) -> tensor<6x16x200x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<6x16x200x1xf32>) -> tensor<6x16x200x200xf32>
    %19 = stablehlo.subtract %13, %18 : tensor<6x16x200x200xf32>
    %20 = stablehlo.exponential %19 : tensor<6x16x200x200xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_3) applies stablehlo.add across dimensions = [3] : (tensor<6x16x200x200xf32>, tensor<f32>) -> tensor<6x16x200xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<6x16x200xf32>) -> tensor<6x16x200x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<6x16x200x1xf32>) -> tensor<6x16x200x200xf32>
    %24 = stablehlo.divide %20, %23 : tensor<6x16x200x200xf32>
    %25 = stablehlo.dot_general %7, %24, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<6x200x16x64xf32>, tensor<6x16x200x200xf32>) -> tensor<6x16x64x200xf32>
    %26 = stablehlo.transpose %25, dims = [0, 3, 1, 2] : (tensor<6x16x64x200xf32>) -> tensor<6x200x16x64xf32>
    %27 = stablehlo.dot_general %26, %arg0, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<6x200x16x64xf32>, tensor<16x64x1024xf32>) -> tensor<6x200x1024xf32>
    %28 = stablehlo.add %arg4, %27 : tensor<6x200x1024xf32>
    %29 = stablehlo.dot_general %28, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x200x1024xf32>, tensor<1024x4096xf32>) -> tensor<6x200x4096xf32>
    %30 = stablehlo.multiply %29, %29 : tensor<6x200x4096xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<6x200x4096xf32>
    %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6x200x4096xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<6x200x4096xf32>
    %34 = stablehlo.add %29, %33 : tensor<6x200x4096xf32>
    %cst_5 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6x200x4096xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<6x200x4096xf32>
    %37 = stablehlo.tanh %36 : tensor<6x200x4096xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6x200x4096xf32>
    %39 = stablehlo.add %38, %37 : tensor<6x200x4096xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<6x200x4096xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<6x200x4096xf32>
    %42 = stablehlo.multiply %29, %41 : tensor<6x200x4096xf32>
    %43 = stablehlo.dot_general %42, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<6x200x4096xf32>, tensor<4096x1024xf32>) -> tensor<6x200x1024xf32>
    %44 = stablehlo.add %28, %43 : tensor<6x200x1024xf32>
    return %44 : tensor<6x200x1024xf32>
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
  func.func private @_where(%arg0: tensor<200x200xi1>, %arg1: tensor<6x16x200x200xf32>, %arg2: tensor<f32>) -> tensor<6x16x200x200xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<200x200xi1>) -> tensor<6x16x200x200xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<6x16x200x200xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<6x16x200x200xi1>, tensor<6x16x200x200xf32>
    return %2 : tensor<6x16x200x200xf32>
  }
}
