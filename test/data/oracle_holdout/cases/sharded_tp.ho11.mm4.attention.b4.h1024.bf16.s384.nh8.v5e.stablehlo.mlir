module @jit_tp_attention_block attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["model"=4]> {stablehlo.mesh = {axes = [{name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x128x1024xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg1: tensor<1024x3x8x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}]>}, %arg2: tensor<4x384x1024xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}) -> (tensor<4x384x1024xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x3x8x128xbf16>, tensor<4x384x1024xbf16>) -> tensor<3x8x128x4x384xbf16>
    %1 = stablehlo.transpose %0, dims = [0, 3, 4, 1, 2] : (tensor<3x8x128x4x384xbf16>) -> tensor<3x4x384x8x128xbf16>
    %2 = stablehlo.slice %1 [0:1, 0:4, 0:384, 0:8, 0:128] : (tensor<3x4x384x8x128xbf16>) -> tensor<1x4x384x8x128xbf16>
    %3 = stablehlo.reshape %2 : (tensor<1x4x384x8x128xbf16>) -> tensor<4x384x8x128xbf16>
    %4 = stablehlo.slice %1 [1:2, 0:4, 0:384, 0:8, 0:128] : (tensor<3x4x384x8x128xbf16>) -> tensor<1x4x384x8x128xbf16>
    %5 = stablehlo.reshape %4 : (tensor<1x4x384x8x128xbf16>) -> tensor<4x384x8x128xbf16>
    %6 = stablehlo.slice %1 [2:3, 0:4, 0:384, 0:8, 0:128] : (tensor<3x4x384x8x128xbf16>) -> tensor<1x4x384x8x128xbf16>
    %7 = stablehlo.reshape %6 : (tensor<1x4x384x8x128xbf16>) -> tensor<4x384x8x128xbf16>
    %8 = stablehlo.dot_general %3, %5, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x384x8x128xbf16>, tensor<4x384x8x128xbf16>) -> tensor<4x8x384x384xbf16>
    %cst = stablehlo.constant dense<8.837890e-02> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x8x384x384xbf16>
    %10 = stablehlo.multiply %8, %9 : tensor<4x8x384x384xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<384x384xi1>
    %12 = call @tril(%11) : (tensor<384x384xi1>) -> tensor<384x384xi1>
    %cst_0 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %13 = call @_where(%12, %10, %cst_0) : (tensor<384x384xi1>, tensor<4x8x384x384xbf16>, tensor<bf16>) -> tensor<4x8x384x384xbf16>
    %14 = stablehlo.convert %13 : (tensor<4x8x384x384xbf16>) -> tensor<4x8x384x384xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_1) applies stablehlo.maximum across dimensions = [3] : (tensor<4x8x384x384xf32>, tensor<f32>) -> tensor<4x8x384xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x8x384xf32>
    %17 = stablehlo.maximum %16, %15 : tensor<4x8x384xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<4x8x384xf32>) -> tensor<4x8x384x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<4x8x384x1xf32>) -> tensor<4x8x384x384xf32>
    %20 = stablehlo.subtract %14, %19 : tensor<4x8x384x384xf32>
    %21 = stablehlo.exponential %20 : tensor<4x8x384x384xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_3) applies stablehlo.add across dimensions = [3] : (tensor<4x8x384x384xf32>, tensor<f32>) -> tensor<4x8x384xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<4x8x384xf32>) -> tensor<4x8x384x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<4x8x384x1xf32>) -> tensor<4x8x384x384xf32>
    %25 = stablehlo.divide %21, %24 : tensor<4x8x384x384xf32>
    %26 = stablehlo.convert %25 : (tensor<4x8x384x384xf32>) -> tensor<4x8x384x384xbf16>
    %27 = stablehlo.dot_general %7, %26, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x384x8x128xbf16>, tensor<4x8x384x384xbf16>) -> tensor<4x8x128x384xbf16>
    %28 = stablehlo.transpose %27, dims = [0, 3, 1, 2] : (tensor<4x8x128x384xbf16>) -> tensor<4x384x8x128xbf16>
    %29 = stablehlo.dot_general %28, %arg0, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x384x8x128xbf16>, tensor<8x128x1024xbf16>) -> tensor<4x384x1024xbf16>
    %30 = stablehlo.add %arg2, %29 : tensor<4x384x1024xbf16>
    return %30 : tensor<4x384x1024xbf16>
  }
  func.func private @tril(%arg0: tensor<384x384xi1>) -> tensor<384x384xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<384x384xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<384x384xi32>
    %2 = stablehlo.add %0, %1 : tensor<384x384xi32>
    %3 = stablehlo.iota dim = 1 : tensor<384x384xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<384x384xi32>, tensor<384x384xi32>) -> tensor<384x384xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<384x384xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<384x384xi1>, tensor<384x384xi1>
    return %6 : tensor<384x384xi1>
  }
  func.func private @_where(%arg0: tensor<384x384xi1>, %arg1: tensor<4x8x384x384xbf16>, %arg2: tensor<bf16>) -> tensor<4x8x384x384xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<384x384xi1>) -> tensor<4x8x384x384xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<4x8x384x384xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<4x8x384x384xi1>, tensor<4x8x384x384xbf16>
    return %2 : tensor<4x8x384x384xbf16>
  }
}
