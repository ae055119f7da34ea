module @jit_sampler_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<1024x32000xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<64x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<2xui32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<64xi32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x32000xbf16>) -> tensor<64x32000xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x32000xbf16>) -> tensor<64x32000xf32>
    %cst = stablehlo.constant dense<8.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x32000xf32>
    %3 = stablehlo.divide %1, %2 : tensor<64x32000xf32>
    %4 = stablehlo.negate %3 : tensor<64x32000xf32>
    %5 = call @argsort(%4) : (tensor<64x32000xf32>) -> tensor<64x32000xi32>
    %6 = call @take_along_axis(%3, %5) : (tensor<64x32000xf32>, tensor<64x32000xi32>) -> tensor<64x32000xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<64x32000xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %9 = stablehlo.maximum %8, %7 : tensor<64xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x32000xf32>
    %12 = stablehlo.subtract %6, %11 : tensor<64x32000xf32>
    %13 = stablehlo.exponential %12 : tensor<64x32000xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<64x32000xf32>, tensor<f32>) -> tensor<64xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x32000xf32>
    %17 = stablehlo.divide %13, %16 : tensor<64x32000xf32>
    %18 = call @cumsum(%17) : (tensor<64x32000xf32>) -> tensor<64x32000xf32>
    %cst_3 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x32000xf32>
    %20 = stablehlo.compare LT, %18, %19, FLOAT : (tensor<64x32000xf32>, tensor<64x32000xf32>) -> tensor<64x32000xi1>
    %21 = stablehlo.convert %20 : (tensor<64x32000xi1>) -> tensor<64x32000xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.reduce(%21 init: %c) applies stablehlo.add across dimensions = [1] : (tensor<64x32000xi32>, tensor<i32>) -> tensor<64xi32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %24 = call @take_along_axis_1(%6, %23) : (tensor<64x32000xf32>, tensor<64x1xi32>) -> tensor<64x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x32000xf32>
    %26 = stablehlo.compare LT, %3, %25, FLOAT : (tensor<64x32000xf32>, tensor<64x32000xf32>) -> tensor<64x32000xi1>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %27 = call @_where(%26, %cst_4, %3) : (tensor<64x32000xi1>, tensor<f32>, tensor<64x32000xf32>) -> tensor<64x32000xf32>
    %28 = call @_gumbel(%arg2) : (tensor<2xui32>) -> tensor<64x32000xf32>
    %29 = stablehlo.add %28, %27 : tensor<64x32000xf32>
    %30 = call @argmax(%29) : (tensor<64x32000xf32>) -> tensor<64xi32>
    return %30 : tensor<64xi32>
  }
  func.func private @argsort(%arg0: tensor<64x32000xf32>) -> tensor<64x32000xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<64x32000xi32>
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
    }) : (tensor<64x32000xf32>, tensor<64x32000xi32>) -> (tensor<64x32000xf32>, tensor<64x32000xi32>)
    return %1#1 : tensor<64x32000xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<64x32000xf32>, %arg1: tensor<64x32000xi32>) -> tensor<64x32000xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x32000xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<64x32000xi32>, tensor<64x32000xi32>) -> tensor<64x32000xi1>
    %c_0 = stablehlo.constant dense<32000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64x32000xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<64x32000xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<64x32000xi1>, tensor<64x32000xi32>
    %5 = stablehlo.reshape %4 : (tensor<64x32000xi32>) -> tensor<64x32000x1xi32>
    %c_1 = stablehlo.constant dense<31999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64x32000x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<64x32000x1xi32>, tensor<64x32000x1xi32>) -> tensor<64x32000x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<64x32000x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<64x32000x1xi32>, tensor<64x32000x1xi32>) -> tensor<64x32000x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<64x32000x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<64x32000x1xi1>, tensor<i1>) -> tensor<64x32000xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<64x32000xf32>, tensor<64x32000x1xi32>) -> tensor<64x32000xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x32000xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<64x32000xi1>, tensor<64x32000xf32>
    return %15 : tensor<64x32000xf32>
  }
  func.func private @cumsum(%arg0: tensor<64x32000xf32>) -> tensor<64x32000xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<64x32000xf32>) -> tensor<64x32000xf32>
    return %0 : tensor<64x32000xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<64x32000xf32>) -> tensor<64x32000xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [31999, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 32000>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<64x32000xf32>, tensor<f32>) -> tensor<64x32000xf32>
    return %1 : tensor<64x32000xf32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<64x32000xf32>, %arg1: tensor<64x1xi32>) -> tensor<64x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<64x1xi32>, tensor<64x1xi32>) -> tensor<64x1xi1>
    %c_0 = stablehlo.constant dense<32000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<64x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<64x1xi1>, tensor<64x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<64x1xi32>) -> tensor<64x1x1xi32>
    %c_1 = stablehlo.constant dense<31999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<64x1x1xi32>, tensor<64x1x1xi32>) -> tensor<64x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<64x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<64x1x1xi32>, tensor<64x1x1xi32>) -> tensor<64x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<64x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<64x1x1xi1>, tensor<i1>) -> tensor<64x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<64x32000xf32>, tensor<64x1x1xi32>) -> tensor<64x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<64x1xi1>, tensor<64x1xf32>
    return %15 : tensor<64x1xf32>
  }
  func.func private @_where(%arg0: tensor<64x32000xi1>, %arg1: tensor<f32>, %arg2: tensor<64x32000xf32>) -> tensor<64x32000xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64x32000xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<64x32000xi1>, tensor<64x32000xf32>
    return %2 : tensor<64x32000xf32>
  }
  func.func private @_gumbel(%arg0: tensor<2xui32>) -> tensor<64x32000xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<64x32000xf32>
    %1 = stablehlo.log %0 : tensor<64x32000xf32>
    %2 = stablehlo.negate %1 : tensor<64x32000xf32>
    %3 = stablehlo.log %2 : tensor<64x32000xf32>
    %4 = stablehlo.negate %3 : tensor<64x32000xf32>
    return %4 : tensor<64x32000xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<64x32000xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.iota dim = 0 : tensor<64x32000xui64>
    %8 = stablehlo.iota dim = 1 : tensor<64x32000xui64>
    %c = stablehlo.constant dense<32000> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<64x32000xui64>
    %10 = stablehlo.multiply %9, %7 : tensor<64x32000xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<64x32000xui64>
    %12 = stablehlo.multiply %11, %8 : tensor<64x32000xui64>
    %13 = stablehlo.add %10, %12 : tensor<64x32000xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<64x32000xui64>
    %15 = stablehlo.shift_right_logical %13, %14 : tensor<64x32000xui64>
    %16 = stablehlo.convert %13 : (tensor<64x32000xui64>) -> tensor<64x32000xui32>
    %17 = stablehlo.convert %15 : (tensor<64x32000xui64>) -> tensor<64x32000xui32>
    %18:2 = call @threefry2x32(%4, %6, %17, %16) : (tensor<ui32>, tensor<ui32>, tensor<64x32000xui32>, tensor<64x32000xui32>) -> (tensor<64x32000xui32>, tensor<64x32000xui32>)
    %19 = stablehlo.xor %18#0, %18#1 : tensor<64x32000xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %20 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %21 = stablehlo.shift_right_logical %19, %20 : tensor<64x32000xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %23 = stablehlo.or %21, %22 : tensor<64x32000xui32>
    %24 = stablehlo.bitcast_convert %23 : (tensor<64x32000xui32>) -> tensor<64x32000xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x32000xf32>
    %26 = stablehlo.subtract %24, %25 : tensor<64x32000xf32>
    %27 = stablehlo.subtract %2, %1 : tensor<1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<64x32000xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<64x32000xf32>
    %30 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<64x32000xf32>
    %31 = stablehlo.add %29, %30 : tensor<64x32000xf32>
    %32 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<64x32000xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<64x32000xf32>
    return %33 : tensor<64x32000xf32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<64x32000xui32>, %arg3: tensor<64x32000xui32>) -> (tensor<64x32000xui32>, tensor<64x32000xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<64x32000xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<64x32000xui32>
    %6 = stablehlo.add %3, %5 : tensor<64x32000xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %8 = stablehlo.shift_left %5, %7 : tensor<64x32000xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %10 = stablehlo.shift_right_logical %5, %9 : tensor<64x32000xui32>
    %11 = stablehlo.or %8, %10 : tensor<64x32000xui32>
    %12 = stablehlo.xor %6, %11 : tensor<64x32000xui32>
    %13 = stablehlo.add %6, %12 : tensor<64x32000xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %15 = stablehlo.shift_left %12, %14 : tensor<64x32000xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %17 = stablehlo.shift_right_logical %12, %16 : tensor<64x32000xui32>
    %18 = stablehlo.or %15, %17 : tensor<64x32000xui32>
    %19 = stablehlo.xor %13, %18 : tensor<64x32000xui32>
    %20 = stablehlo.add %13, %19 : tensor<64x32000xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %22 = stablehlo.shift_left %19, %21 : tensor<64x32000xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %24 = stablehlo.shift_right_logical %19, %23 : tensor<64x32000xui32>
    %25 = stablehlo.or %22, %24 : tensor<64x32000xui32>
    %26 = stablehlo.xor %20, %25 : tensor<64x32000xui32>
    %27 = stablehlo.add %20, %26 : tensor<64x32000xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %29 = stablehlo.shift_left %26, %28 : tensor<64x32000xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %31 = stablehlo.shift_right_logical %26, %30 : tensor<64x32000xui32>
    %32 = stablehlo.or %29, %31 : tensor<64x32000xui32>
    %33 = stablehlo.xor %27, %32 : tensor<64x32000xui32>
    %34 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %35 = stablehlo.add %27, %34 : tensor<64x32000xui32>
    %36 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %37 = stablehlo.add %33, %36 : tensor<64x32000xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %38 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %39 = stablehlo.add %37, %38 : tensor<64x32000xui32>
    %40 = stablehlo.add %35, %39 : tensor<64x32000xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %42 = stablehlo.shift_left %39, %41 : tensor<64x32000xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %44 = stablehlo.shift_right_logical %39, %43 : tensor<64x32000xui32>
    %45 = stablehlo.or %42, %44 : tensor<64x32000xui32>
    %46 = stablehlo.xor %40, %45 : tensor<64x32000xui32>
    %47 = stablehlo.add %40, %46 : tensor<64x32000xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %49 = stablehlo.shift_left %46, %48 : tensor<64x32000xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %51 = stablehlo.shift_right_logical %46, %50 : tensor<64x32000xui32>
    %52 = stablehlo.or %49, %51 : tensor<64x32000xui32>
    %53 = stablehlo.xor %47, %52 : tensor<64x32000xui32>
    %54 = stablehlo.add %47, %53 : tensor<64x32000xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %55 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %56 = stablehlo.shift_left %53, %55 : tensor<64x32000xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %57 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %58 = stablehlo.shift_right_logical %53, %57 : tensor<64x32000xui32>
    %59 = stablehlo.or %56, %58 : tensor<64x32000xui32>
    %60 = stablehlo.xor %54, %59 : tensor<64x32000xui32>
    %61 = stablehlo.add %54, %60 : tensor<64x32000xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %62 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %63 = stablehlo.shift_left %60, %62 : tensor<64x32000xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %64 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %65 = stablehlo.shift_right_logical %60, %64 : tensor<64x32000xui32>
    %66 = stablehlo.or %63, %65 : tensor<64x32000xui32>
    %67 = stablehlo.xor %61, %66 : tensor<64x32000xui32>
    %68 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %69 = stablehlo.add %61, %68 : tensor<64x32000xui32>
    %70 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %71 = stablehlo.add %67, %70 : tensor<64x32000xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %73 = stablehlo.add %71, %72 : tensor<64x32000xui32>
    %74 = stablehlo.add %69, %73 : tensor<64x32000xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %76 = stablehlo.shift_left %73, %75 : tensor<64x32000xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %77 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %78 = stablehlo.shift_right_logical %73, %77 : tensor<64x32000xui32>
    %79 = stablehlo.or %76, %78 : tensor<64x32000xui32>
    %80 = stablehlo.xor %74, %79 : tensor<64x32000xui32>
    %81 = stablehlo.add %74, %80 : tensor<64x32000xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %82 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %83 = stablehlo.shift_left %80, %82 : tensor<64x32000xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %84 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %85 = stablehlo.shift_right_logical %80, %84 : tensor<64x32000xui32>
    %86 = stablehlo.or %83, %85 : tensor<64x32000xui32>
    %87 = stablehlo.xor %81, %86 : tensor<64x32000xui32>
    %88 = stablehlo.add %81, %87 : tensor<64x32000xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %89 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %90 = stablehlo.shift_left %87, %89 : tensor<64x32000xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %91 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %92 = stablehlo.shift_right_logical %87, %91 : tensor<64x32000xui32>
    %93 = stablehlo.or %90, %92 : tensor<64x32000xui32>
    %94 = stablehlo.xor %88, %93 : tensor<64x32000xui32>
    %95 = stablehlo.add %88, %94 : tensor<64x32000xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %96 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %97 = stablehlo.shift_left %94, %96 : tensor<64x32000xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %98 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %99 = stablehlo.shift_right_logical %94, %98 : tensor<64x32000xui32>
    %100 = stablehlo.or %97, %99 : tensor<64x32000xui32>
    %101 = stablehlo.xor %95, %100 : tensor<64x32000xui32>
    %102 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %103 = stablehlo.add %95, %102 : tensor<64x32000xui32>
    %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %105 = stablehlo.add %101, %104 : tensor<64x32000xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %106 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %107 = stablehlo.add %105, %106 : tensor<64x32000xui32>
    %108 = stablehlo.add %103, %107 : tensor<64x32000xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %110 = stablehlo.shift_left %107, %109 : tensor<64x32000xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %112 = stablehlo.shift_right_logical %107, %111 : tensor<64x32000xui32>
    %113 = stablehlo.or %110, %112 : tensor<64x32000xui32>
    %114 = stablehlo.xor %108, %113 : tensor<64x32000xui32>
    %115 = stablehlo.add %108, %114 : tensor<64x32000xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %116 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %117 = stablehlo.shift_left %114, %116 : tensor<64x32000xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %119 = stablehlo.shift_right_logical %114, %118 : tensor<64x32000xui32>
    %120 = stablehlo.or %117, %119 : tensor<64x32000xui32>
    %121 = stablehlo.xor %115, %120 : tensor<64x32000xui32>
    %122 = stablehlo.add %115, %121 : tensor<64x32000xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %123 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %124 = stablehlo.shift_left %121, %123 : tensor<64x32000xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %126 = stablehlo.shift_right_logical %121, %125 : tensor<64x32000xui32>
    %127 = stablehlo.or %124, %126 : tensor<64x32000xui32>
    %128 = stablehlo.xor %122, %127 : tensor<64x32000xui32>
    %129 = stablehlo.add %122, %128 : tensor<64x32000xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %130 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %131 = stablehlo.shift_left %128, %130 : tensor<64x32000xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %132 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %133 = stablehlo.shift_right_logical %128, %132 : tensor<64x32000xui32>
    %134 = stablehlo.or %131, %133 : tensor<64x32000xui32>
    %135 = stablehlo.xor %129, %134 : tensor<64x32000xui32>
    %136 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %137 = stablehlo.add %129, %136 : tensor<64x32000xui32>
    %138 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %139 = stablehlo.add %135, %138 : tensor<64x32000xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %140 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %141 = stablehlo.add %139, %140 : tensor<64x32000xui32>
    %142 = stablehlo.add %137, %141 : tensor<64x32000xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %144 = stablehlo.shift_left %141, %143 : tensor<64x32000xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %145 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %146 = stablehlo.shift_right_logical %141, %145 : tensor<64x32000xui32>
    %147 = stablehlo.or %144, %146 : tensor<64x32000xui32>
    %148 = stablehlo.xor %142, %147 : tensor<64x32000xui32>
    %149 = stablehlo.add %142, %148 : tensor<64x32000xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %151 = stablehlo.shift_left %148, %150 : tensor<64x32000xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %152 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %153 = stablehlo.shift_right_logical %148, %152 : tensor<64x32000xui32>
    %154 = stablehlo.or %151, %153 : tensor<64x32000xui32>
    %155 = stablehlo.xor %149, %154 : tensor<64x32000xui32>
    %156 = stablehlo.add %149, %155 : tensor<64x32000xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %158 = stablehlo.shift_left %155, %157 : tensor<64x32000xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %159 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %160 = stablehlo.shift_right_logical %155, %159 : tensor<64x32000xui32>
    %161 = stablehlo.or %158, %160 : tensor<64x32000xui32>
    %162 = stablehlo.xor %156, %161 : tensor<64x32000xui32>
    %163 = stablehlo.add %156, %162 : tensor<64x32000xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %164 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %165 = stablehlo.shift_left %162, %164 : tensor<64x32000xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %166 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %167 = stablehlo.shift_right_logical %162, %166 : tensor<64x32000xui32>
    %168 = stablehlo.or %165, %167 : tensor<64x32000xui32>
    %169 = stablehlo.xor %163, %168 : tensor<64x32000xui32>
    %170 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %171 = stablehlo.add %163, %170 : tensor<64x32000xui32>
    %172 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %173 = stablehlo.add %169, %172 : tensor<64x32000xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %174 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %175 = stablehlo.add %173, %174 : tensor<64x32000xui32>
    return %171, %175 : tensor<64x32000xui32>, tensor<64x32000xui32>
  }
  func.func private @argmax(%arg0: tensor<64x32000xf32>) -> tensor<64xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<64x32000xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<64x32000xf32>, tensor<64x32000xi32>, tensor<f32>, tensor<i32>) -> (tensor<64xf32>, tensor<64xi32>)
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
    return %1#1 : tensor<64xi32>
  }
}
