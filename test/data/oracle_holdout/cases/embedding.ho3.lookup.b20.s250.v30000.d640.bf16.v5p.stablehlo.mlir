module @jit_embedding_lookup attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<30000x640xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<20x250xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<20x640xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg1) : (tensor<30000x640xbf16>, tensor<20x250xi32>) -> tensor<20x250x640xbf16>
    %1 = stablehlo.convert %0 : (tensor<20x250x640xbf16>) -> tensor<20x250x640xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<20x250x640xf32>, tensor<f32>) -> tensor<20x640xf32>
    %cst_0 = stablehlo.constant dense<2.500000e+02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<20x640xf32>
    %4 = stablehlo.divide %2, %3 : tensor<20x640xf32>
    return %4 : tensor<20x640xf32>
  }
  func.func private @_take(%arg0: tensor<30000x640xbf16>, %arg1: tensor<20x250xi32>) -> tensor<20x250x640xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<20x250xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<20x250xi32>, tensor<20x250xi32>) -> tensor<20x250xi1>
    %c_0 = stablehlo.constant dense<30000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<20x250xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<20x250xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<20x250xi1>, tensor<20x250xi32>, tensor<20x250xi32>) -> tensor<20x250xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<20x250xi32>) -> tensor<20x250x1xi32>
    %c_1 = stablehlo.constant dense<29999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<20x250x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<20x250x1xi32>, tensor<20x250x1xi32>) -> tensor<20x250x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<20x250x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<20x250x1xi32>, tensor<20x250x1xi32>) -> tensor<20x250x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<20x250x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<20x250x1xi1>, tensor<i1>) -> tensor<20x250xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 640>}> : (tensor<30000x640xbf16>, tensor<20x250x1xi32>) -> tensor<20x250x640xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<20x250xi1>) -> tensor<20x250x640xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<20x250x640xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<20x250x640xi1>, tensor<20x250x640xbf16>
    return %16 : tensor<20x250x640xbf16>
  }
  func.func private @_where(%arg0: tensor<20x250xi1>, %arg1: tensor<20x250xi32>, %arg2: tensor<20x250xi32>) -> tensor<20x250xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<20x250xi1>, tensor<20x250xi32>
    return %0 : tensor<20x250xi32>
  }
}
