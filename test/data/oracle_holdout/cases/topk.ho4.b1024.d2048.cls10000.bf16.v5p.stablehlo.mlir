module @jit_topk_evaluate attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<10000xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<2048x10000xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<1024x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<1024xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<1024x5xi32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.dot_general %arg2, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x2048xbf16>, tensor<2048x10000xbf16>) -> tensor<1024x10000xbf16>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<10000xbf16>) -> tensor<1x10000xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x10000xbf16>) -> tensor<1024x10000xbf16>
    %3 = stablehlo.add %0, %2 : tensor<1024x10000xbf16>
    %4 = stablehlo.convert %3 : (tensor<1024x10000xbf16>) -> tensor<1024x10000xf32>
    %values, %indices = chlo.top_k(%4, k = 5) : tensor<1024x10000xf32> -> (tensor<1024x5xf32>, tensor<1024x5xi32>)
    %5 = call @argmax(%4) : (tensor<1024x10000xf32>) -> tensor<1024xi32>
    %6 = call @_one_hot(%arg3) : (tensor<1024xi32>) -> tensor<1024x10000xf32>
    %7 = call @log_softmax(%4) : (tensor<1024x10000xf32>) -> tensor<1024x10000xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<1024x10000xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<1024x10000xf32>, tensor<f32>) -> tensor<1024xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %11 = stablehlo.divide %10, %cst_1 : tensor<f32>
    %12 = stablehlo.negate %11 : tensor<f32>
    %13 = stablehlo.compare EQ, %5, %arg3, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %14 = stablehlo.convert %13 : (tensor<1024xi1>) -> tensor<1024xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %16 = stablehlo.divide %15, %cst_3 : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %arg3, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1024x1xi32>) -> tensor<1024x5xi32>
    %19 = stablehlo.compare EQ, %indices, %18, SIGNED : (tensor<1024x5xi32>, tensor<1024x5xi32>) -> tensor<1024x5xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %20 = stablehlo.reduce(%19 init: %c) applies stablehlo.or across dimensions = [1] : (tensor<1024x5xi1>, tensor<i1>) -> tensor<1024xi1>
    %21 = stablehlo.convert %20 : (tensor<1024xi1>) -> tensor<1024xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %23 = stablehlo.divide %22, %cst_5 : tensor<f32>
    return %12, %16, %23, %indices : tensor<f32>, tensor<f32>, tensor<f32>, tensor<1024x5xi32>
  }
  func.func private @argmax(%arg0: tensor<1024x10000xf32>) -> tensor<1024xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<1024x10000xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<1024x10000xf32>, tensor<1024x10000xi32>, tensor<f32>, tensor<i32>) -> (tensor<1024xf32>, tensor<1024xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<1024xi32>
  }
  func.func private @_one_hot(%arg0: tensor<1024xi32>) -> tensor<1024x10000xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x10000xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1024x1xi32>) -> tensor<1024x10000xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x10000xi32>) -> tensor<1024x10000xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<1024x10000xi32>, tensor<1024x10000xi32>) -> tensor<1024x10000xi1>
    %5 = stablehlo.convert %4 : (tensor<1024x10000xi1>) -> tensor<1024x10000xf32>
    return %5 : tensor<1024x10000xf32>
  }
  func.func private @log_softmax(%arg0: tensor<1024x10000xf32>) -> tensor<1024x10000xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<1024x10000xf32>, tensor<f32>) -> tensor<1024xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<1024xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x10000xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<1024x10000xf32>
    %6 = stablehlo.exponential %5 : tensor<1024x10000xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<1024x10000xf32>, tensor<f32>) -> tensor<1024xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %9 = stablehlo.log %8 : tensor<1024x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x10000xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<1024x10000xf32>
    return %11 : tensor<1024x10000xf32>
  }
}
