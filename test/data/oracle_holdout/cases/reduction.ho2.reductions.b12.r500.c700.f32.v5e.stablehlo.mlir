module @jit_reduction_reductions attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<12x500x700xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}) -> (tensor<12x700xf32> {jax.result_info = "result[0]"}, tensor<12x500xf32> {jax.result_info = "result[1]"}, tensor<12x500xi32> {jax.result_info = "result[2]"}, tensor<500xf32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<12x500x700xf32>, tensor<f32>) -> tensor<12x700xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.maximum across dimensions = [2] : (tensor<12x500x700xf32>, tensor<f32>) -> tensor<12x500xf32>
    %2 = call @argmax(%arg0) : (tensor<12x500x700xf32>) -> tensor<12x500xi32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%arg0 init: %cst_1) applies stablehlo.maximum across dimensions = [0, 2] : (tensor<12x500x700xf32>, tensor<f32>) -> tensor<500xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<500xf32>
    %5 = stablehlo.maximum %4, %3 : tensor<500xf32>
    %6 = stablehlo.is_finite %5 : (tensor<500xf32>) -> tensor<500xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<500xf32>
    %8 = stablehlo.select %6, %5, %7 : tensor<500xi1>, tensor<500xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<500xf32>) -> tensor<1x500x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x500x1xf32>) -> tensor<12x500x700xf32>
    %11 = stablehlo.subtract %arg0, %10 : tensor<12x500x700xf32>
    %12 = stablehlo.exponential %11 : tensor<12x500x700xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_4) applies stablehlo.add across dimensions = [0, 2] : (tensor<12x500x700xf32>, tensor<f32>) -> tensor<500xf32>
    %14 = stablehlo.abs %13 : tensor<500xf32>
    %15 = stablehlo.log %14 : tensor<500xf32>
    %16 = stablehlo.add %15, %8 : tensor<500xf32>
    return %0, %1, %2, %16 : tensor<12x700xf32>, tensor<12x500xf32>, tensor<12x500xi32>, tensor<500xf32>
  }
  func.func private @argmax(%arg0: tensor<12x500x700xf32>) -> tensor<12x500xi32> {
    %0 = stablehlo.iota dim = 2 : tensor<12x500x700xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [2] : (tensor<12x500x700xf32>, tensor<12x500x700xi32>, tensor<f32>, tensor<i32>) -> (tensor<12x500xf32>, tensor<12x500xi32>)
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
    return %1#1 : tensor<12x500xi32>
  }
}
