module @jit_beam_search attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<32000x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<512x32000xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<512x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<16x4x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}) -> (tensor<16x16x4xi32> {jax.result_info = "result[0]"}, tensor<16x4xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x16x4xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2:7 = stablehlo.while(%iterArg = %arg2, %iterArg_1 = %arg1, %iterArg_2 = %arg0, %iterArg_3 = %c_0, %iterArg_4 = %arg3, %iterArg_5 = %0, %iterArg_6 = %1) : tensor<512x512xbf16>, tensor<512x32000xbf16>, tensor<32000x512xbf16>, tensor<i32>, tensor<16x4x512xbf16>, tensor<16x4xf32>, tensor<16x16x4xi32>
    cond {
      %c_7 = stablehlo.constant dense<16> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_3, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3:3 = func.call @closed_call(%iterArg, %iterArg_1, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<512x512xbf16>, tensor<512x32000xbf16>, tensor<32000x512xbf16>, tensor<16x4x512xbf16>, tensor<16x4xf32>) -> (tensor<16x4x512xbf16>, tensor<16x4xf32>, tensor<16x4xi32>)
      %4 = func.call @dynamic_update_index_in_dim(%iterArg_6, %3#2, %iterArg_3) : (tensor<16x16x4xi32>, tensor<16x4xi32>, tensor<i32>) -> tensor<16x16x4xi32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_7 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_1, %iterArg_2, %5, %3#0, %3#1, %4 : tensor<512x512xbf16>, tensor<512x32000xbf16>, tensor<32000x512xbf16>, tensor<i32>, tensor<16x4x512xbf16>, tensor<16x4xf32>, tensor<16x16x4xi32>
    }
    return %2#6, %2#5 : tensor<16x16x4xi32>, tensor<16x4xf32>
  }
  func.func private @closed_call(%arg0: tensor<512x512xbf16>, %arg1: tensor<512x32000xbf16>, %arg2: tensor<32000x512xbf16>, %arg3: tensor<16x4x512xbf16>, %arg4: tensor<16x4xf32>) -> (tensor<16x4x512xbf16>, tensor<16x4xf32>, tensor<16x4xi32>) {
    %0 = stablehlo.dot_general %arg3, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4x512xbf16>, tensor<512x512xbf16>) -> tensor<16x4x512xbf16>
    %1 = stablehlo.tanh %0 : tensor<16x4x512xbf16>
    %2 = stablehlo.dot_general %1, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x4x512xbf16>, tensor<512x32000xbf16>) -> tensor<16x4x32000xbf16>
    %3 = stablehlo.convert %2 : (tensor<16x4x32000xbf16>) -> tensor<16x4x32000xf32>
    %4 = call @log_softmax(%3) : (tensor<16x4x32000xf32>) -> tensor<16x4x32000xf32>
    %5 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<16x4xf32>) -> tensor<16x4x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<16x4x1xf32>) -> tensor<16x4x32000xf32>
    %7 = stablehlo.add %6, %4 : tensor<16x4x32000xf32>
    %8 = stablehlo.reshape %7 : (tensor<16x4x32000xf32>) -> tensor<16x128000xf32>
    %values, %indices = chlo.top_k(%8, k = 4) : tensor<16x128000xf32> -> (tensor<16x4xf32>, tensor<16x4xi32>)
    %c = stablehlo.constant dense<32000> : tensor<i32>
    %9 = call @floor_divide(%indices, %c) : (tensor<16x4xi32>, tensor<i32>) -> tensor<16x4xi32>
    %c_0 = stablehlo.constant dense<32000> : tensor<i32>
    %10 = call @remainder(%indices, %c_0) : (tensor<16x4xi32>, tensor<i32>) -> tensor<16x4xi32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<16x4xi32>) -> tensor<16x4x1xi32>
    %12 = call @take_along_axis(%1, %11) : (tensor<16x4x512xbf16>, tensor<16x4x1xi32>) -> tensor<16x4x512xbf16>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16x4xi32>
    %14 = stablehlo.compare LT, %10, %13, SIGNED : (tensor<16x4xi32>, tensor<16x4xi32>) -> tensor<16x4xi1>
    %c_2 = stablehlo.constant dense<32000> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x4xi32>
    %16 = stablehlo.add %10, %15 : tensor<16x4xi32>
    %17 = stablehlo.select %14, %16, %10 : tensor<16x4xi1>, tensor<16x4xi32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<16x4xi32>) -> tensor<16x4x1xi32>
    %19 = "stablehlo.gather"(%arg2, %18) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<32000x512xbf16>, tensor<16x4x1xi32>) -> tensor<16x4x512xbf16>
    %20 = stablehlo.add %12, %19 : tensor<16x4x512xbf16>
    return %20, %values, %10 : tensor<16x4x512xbf16>, tensor<16x4xf32>, tensor<16x4xi32>
  }
  func.func private @log_softmax(%arg0: tensor<16x4x32000xf32>) -> tensor<16x4x32000xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<16x4x32000xf32>, tensor<f32>) -> tensor<16x4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<16x4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<16x4xf32>) -> tensor<16x4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<16x4x1xf32>) -> tensor<16x4x32000xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x4x32000xf32>
    %6 = stablehlo.exponential %5 : tensor<16x4x32000xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<16x4x32000xf32>, tensor<f32>) -> tensor<16x4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<16x4xf32>) -> tensor<16x4x1xf32>
    %9 = stablehlo.log %8 : tensor<16x4x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<16x4x1xf32>) -> tensor<16x4x32000xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<16x4x32000xf32>
    return %11 : tensor<16x4x32000xf32>
  }
  func.func private @floor_divide(%arg0: tensor<16x4xi32>, %arg1: tensor<i32>) -> tensor<16x4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<16x4xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<16x4xi32>
    %3 = stablehlo.sign %arg0 : tensor<16x4xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<16x4xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<16x4xi32>, tensor<16x4xi32>) -> tensor<16x4xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<16x4xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<16x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x4xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<16x4xi32>, tensor<16x4xi32>) -> tensor<16x4xi1>
    %11 = stablehlo.and %6, %10 : tensor<16x4xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x4xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<16x4xi32>
    %14 = call @_where(%11, %13, %2) : (tensor<16x4xi1>, tensor<16x4xi32>, tensor<16x4xi32>) -> tensor<16x4xi32>
    return %14 : tensor<16x4xi32>
  }
  func.func private @_where(%arg0: tensor<16x4xi1>, %arg1: tensor<16x4xi32>, %arg2: tensor<16x4xi32>) -> tensor<16x4xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16x4xi1>, tensor<16x4xi32>
    return %0 : tensor<16x4xi32>
  }
  func.func private @remainder(%arg0: tensor<16x4xi32>, %arg1: tensor<i32>) -> tensor<16x4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_0(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<16x4xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<16x4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16x4xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<16x4xi32>, tensor<16x4xi32>) -> tensor<16x4xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x4xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<16x4xi32>, tensor<16x4xi32>) -> tensor<16x4xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<16x4xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<16x4xi1>, tensor<16x4xi1>) -> tensor<16x4xi1>
    %12 = stablehlo.and %11, %6 : tensor<16x4xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<16x4xi32>
    %14 = stablehlo.add %4, %13 : tensor<16x4xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<16x4xi1>, tensor<16x4xi32>
    return %15 : tensor<16x4xi32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @take_along_axis(%arg0: tensor<16x4x512xbf16>, %arg1: tensor<16x4x1xi32>) -> tensor<16x4x512xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x4x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x4x1xi32>, tensor<16x4x1xi32>) -> tensor<16x4x1xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x4x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x4x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<16x4x1xi1>, tensor<16x4x1xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x4x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<16x4x1xi32>, tensor<16x4x1xi32>) -> tensor<16x4x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<16x4x1xi32>
    %9 = stablehlo.compare LE, %4, %8, SIGNED : (tensor<16x4x1xi32>, tensor<16x4x1xi32>) -> tensor<16x4x1xi1>
    %10 = stablehlo.and %6, %9 : tensor<16x4x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<16x4x1xi1>, tensor<i1>) -> tensor<16x4xi1>
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 512>}> : (tensor<16x4x512xbf16>, tensor<16x4x1xi32>) -> tensor<16x4x512xbf16>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<16x4xi1>) -> tensor<16x4x512xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x4x512xbf16>
    %15 = stablehlo.select %13, %12, %14 : tensor<16x4x512xi1>, tensor<16x4x512xbf16>
    return %15 : tensor<16x4x512xbf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<16x16x4xi32>, %arg1: tensor<16x4xi32>, %arg2: tensor<i32>) -> tensor<16x16x4xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<16x4xi32>) -> tensor<1x16x4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<16x16x4xi32>, tensor<1x16x4xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x16x4xi32>
    return %1 : tensor<16x16x4xi32>
  }
}
