module @jit_attention_naive attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<4x768x12x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg1: tensor<4x768x12x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg2: tensor<4x768x12x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}) -> (tensor<4x768x12x64xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x768x12x64xbf16>, tensor<4x768x12x64xbf16>) -> tensor<4x12x768x768xbf16>
    %cst = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x12x768x768xbf16>
    %2 = stablehlo.multiply %0, %1 : tensor<4x12x768x768xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<768x768xi1>
    %4 = call @tril(%3) : (tensor<768x768xi1>) -> tensor<768x768xi1>
    %cst_0 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %5 = call @_where(%4, %2, %cst_0) : (tensor<768x768xi1>, tensor<4x12x768x768xbf16>, tensor<bf16>) -> tensor<4x12x768x768xbf16>
    %6 = stablehlo.convert %5 : (tensor<4x12x768x768xbf16>) -> tensor<4x12x768x768xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.maximum across dimensions = [3] : (tensor<4x12x768x768xf32>, tensor<f32>) -> tensor<4x12x768xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x12x768xf32>
    %9 = stablehlo.maximum %8, %7 : tensor<4x12x768xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<4x12x768xf32>) -> tensor<4x12x768x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<4x12x768x1xf32>) -> tensor<4x12x768x768xf32>
    %12 = stablehlo.subtract %6, %11 : tensor<4x12x768x768xf32>
    %13 = stablehlo.exponential %12 : tensor<4x12x768x768xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_3) applies stablehlo.add across dimensions = [3] : (tensor<4x12x768x768xf32>, tensor<f32>) -> tensor<4x12x768xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<4x12x768xf32>) -> tensor<4x12x768x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<4x12x768x1xf32>) -> tensor<4x12x768x768xf32>
    %17 = stablehlo.divide %13, %16 : tensor<4x12x768x768xf32>
    %18 = stablehlo.convert %17 : (tensor<4x12x768x768xf32>) -> tensor<4x12x768x768xbf16>
    %19 = stablehlo.dot_general %arg2, %18, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x768x12x64xbf16>, tensor<4x12x768x768xbf16>) -> tensor<4x12x64x768xbf16>
    %20 = stablehlo.transpose %19, dims = [0, 3, 1, 2] : (tensor<4x12x64x768xbf16>) -> tensor<4x768x12x64xbf16>
    return %20 : tensor<4x768x12x64xbf16>
  }
  func.func private @tril(%arg0: tensor<768x768xi1>) -> tensor<768x768xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<768x768xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<768x768xi32>
    %2 = stablehlo.add %0, %1 : tensor<768x768xi32>
    %3 = stablehlo.iota dim = 1 : tensor<768x768xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<768x768xi32>, tensor<768x768xi32>) -> tensor<768x768xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<768x768xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<768x768xi1>, tensor<768x768xi1>
    return %6 : tensor<768x768xi1>
  }
  func.func private @_where(%arg0: tensor<768x768xi1>, %arg1: tensor<4x12x768x768xbf16>, %arg2: tensor<bf16>) -> tensor<4x12x768x768xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<768x768xi1>) -> tensor<4x12x768x768xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<4x12x768x768xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<4x12x768x768xi1>, tensor<4x12x768x768xbf16>
    return %2 : tensor<4x12x768x768xbf16>
  }
}
