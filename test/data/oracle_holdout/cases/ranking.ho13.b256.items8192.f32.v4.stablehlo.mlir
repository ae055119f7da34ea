module @jit_ranking_evaluate attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<256x8192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<256x8192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<256x100xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.negate %arg0 : tensor<256x8192xf32>
    %1 = call @argsort(%0) : (tensor<256x8192xf32>) -> tensor<256x8192xi32>
    %2 = call @take_along_axis(%arg1, %1) : (tensor<256x8192xf32>, tensor<256x8192xi32>) -> tensor<256x8192xf32>
    %3 = stablehlo.iota dim = 0 : tensor<8192xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %5 = stablehlo.add %3, %4 : tensor<8192xf32>
    %6 = stablehlo.log %5 : tensor<8192xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.log %cst_0 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %9 = stablehlo.divide %6, %8 : tensor<8192xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8192xf32>
    %11 = stablehlo.divide %10, %9 : tensor<8192xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<256x8192xf32>
    %14 = stablehlo.multiply %2, %13 : tensor<256x8192xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<256x8192xf32>, tensor<f32>) -> tensor<256xf32>
    %16 = call @sort(%arg1) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %17 = stablehlo.reverse %16, dims = [1] : tensor<256x8192xf32>
    %18 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<8192xf32>) -> tensor<1x8192xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x8192xf32>) -> tensor<256x8192xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<256x8192xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<256x8192xf32>, tensor<f32>) -> tensor<256xf32>
    %22 = call @cumsum(%2) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%arg1 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<256x8192xf32>, tensor<f32>) -> tensor<256xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_5 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %26 = stablehlo.add %24, %25 : tensor<256x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x8192xf32>
    %28 = stablehlo.divide %22, %27 : tensor<256x8192xf32>
    %cst_6 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %30 = stablehlo.add %21, %29 : tensor<256xf32>
    %31 = stablehlo.divide %15, %30 : tensor<256xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %33 = stablehlo.divide %32, %cst_8 : tensor<f32>
    %34 = stablehlo.slice %28 [0:256, 0:100] : (tensor<256x8192xf32>) -> tensor<256x100xf32>
    return %33, %34 : tensor<f32>, tensor<256x100xf32>
  }
  func.func private @argsort(%arg0: tensor<256x8192xf32>) -> tensor<256x8192xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<256x8192xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<256x8192xf32>, tensor<256x8192xi32>) -> (tensor<256x8192xf32>, tensor<256x8192xi32>)
    return %1#1 : tensor<256x8192xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<256x8192xf32>, %arg1: tensor<256x8192xi32>) -> tensor<256x8192xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256x8192xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<256x8192xi32>, tensor<256x8192xi32>) -> tensor<256x8192xi1>
    %c_0 = stablehlo.constant dense<8192> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<256x8192xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<256x8192xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<256x8192xi1>, tensor<256x8192xi32>
    %5 = stablehlo.reshape %4 : (tensor<256x8192xi32>) -> tensor<256x8192x1xi32>
    %c_1 = stablehlo.constant dense<8191> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<256x8192x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<256x8192x1xi32>, tensor<256x8192x1xi32>) -> tensor<256x8192x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<256x8192x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<256x8192x1xi32>, tensor<256x8192x1xi32>) -> tensor<256x8192x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<256x8192x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<256x8192x1xi1>, tensor<i1>) -> tensor<256x8192xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<256x8192xf32>, tensor<256x8192x1xi32>) -> tensor<256x8192xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x8192xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<256x8192xi1>, tensor<256x8192xf32>
    return %15 : tensor<256x8192xf32>
  }
  func.func private @sort(%arg0: tensor<256x8192xf32>) -> tensor<256x8192xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    return %0 : tensor<256x8192xf32>
  }
  func.func private @cumsum(%arg0: tensor<256x8192xf32>) -> tensor<256x8192xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<256x8192xf32>) -> tensor<256x8192xf32>
    return %0 : tensor<256x8192xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<256x8192xf32>) -> tensor<256x8192xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [8191, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8192>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<256x8192xf32>, tensor<f32>) -> tensor<256x8192xf32>
    return %1 : tensor<256x8192xf32>
  }
}
