module @jit_dp_embedding_lookup attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8192x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<16x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<16x128x512xbf16> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg2) : (tensor<8192x512xbf16>, tensor<16x128xi32>) -> tensor<16x128x512xbf16>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128x512xbf16>, tensor<512x512xbf16>) -> tensor<16x128x512xbf16>
    %2 = stablehlo.multiply %1, %1 : tensor<16x128x512xbf16>
    %3 = stablehlo.multiply %2, %1 : tensor<16x128x512xbf16>
    %cst = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x128x512xbf16>
    %5 = stablehlo.multiply %4, %3 : tensor<16x128x512xbf16>
    %6 = stablehlo.add %1, %5 : tensor<16x128x512xbf16>
    %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<16x128x512xbf16>
    %8 = stablehlo.multiply %7, %6 : tensor<16x128x512xbf16>
    %9 = stablehlo.tanh %8 : tensor<16x128x512xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<16x128x512xbf16>
    %11 = stablehlo.add %10, %9 : tensor<16x128x512xbf16>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<16x128x512xbf16>
    %13 = stablehlo.multiply %12, %11 : tensor<16x128x512xbf16>
    %14 = stablehlo.multiply %1, %13 : tensor<16x128x512xbf16>
    return %14 : tensor<16x128x512xbf16>
  }
  func.func private @_take(%arg0: tensor<8192x512xbf16>, %arg1: tensor<16x128xi32>) -> tensor<16x128x512xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x128xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x128xi32>, tensor<16x128xi32>) -> tensor<16x128xi1>
    %c_0 = stablehlo.constant dense<8192> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x128xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x128xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<16x128xi1>, tensor<16x128xi32>, tensor<16x128xi32>) -> tensor<16x128xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x128xi32>) -> tensor<16x128x1xi32>
    %c_1 = stablehlo.constant dense<8191> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x128x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x128x1xi32>, tensor<16x128x1xi32>) -> tensor<16x128x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<16x128x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x128x1xi32>, tensor<16x128x1xi32>) -> tensor<16x128x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x128x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<16x128x1xi1>, tensor<i1>) -> tensor<16x128xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<8192x512xbf16>, tensor<16x128x1xi32>) -> tensor<16x128x512xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<16x128xi1>) -> tensor<16x128x512xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x128x512xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<16x128x512xi1>, tensor<16x128x512xbf16>
    return %16 : tensor<16x128x512xbf16>
  }
  func.func private @_where(%arg0: tensor<16x128xi1>, %arg1: tensor<16x128xi32>, %arg2: tensor<16x128xi32>) -> tensor<16x128xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16x128xi1>, tensor<16x128xi32>
    return %0 : tensor<16x128xi32>
  }
}
