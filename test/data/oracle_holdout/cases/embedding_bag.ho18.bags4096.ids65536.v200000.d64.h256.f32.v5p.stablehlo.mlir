module @jit_embedding_bag_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<200000x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<256x1xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<65536xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg4: tensor<65536xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg5: tensor<4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<200000x64xf32> {jax.result_info = "result['table']"}, tensor<64x256xf32> {jax.result_info = "result['w1']"}, tensor<256x1xf32> {jax.result_info = "result['w2']"}) {
    %0:2 = call @_take(%arg0, %arg3) : (tensor<200000x64xf32>, tensor<65536xi32>) -> (tensor<65536x64xf32>, tensor<65536x1xi32>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %2 = stablehlo.broadcast_in_dim %arg4, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %3 = "stablehlo.scatter"(%1, %2, %0#0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %49 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %49 : tensor<f32>
    }) : (tensor<4096x64xf32>, tensor<65536x1xi32>, tensor<65536x64xf32>) -> tensor<4096x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<65536xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %6 = stablehlo.broadcast_in_dim %arg4, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %7 = "stablehlo.scatter"(%5, %6, %4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %49 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %49 : tensor<f32>
    }) : (tensor<4096xf32>, tensor<65536x1xi32>, tensor<65536xf32>) -> tensor<4096xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %9 = stablehlo.maximum %7, %8 : tensor<4096xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %12 = stablehlo.divide %3, %11 : tensor<4096x64xf32>
    %13 = stablehlo.dot_general %12, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4096x64xf32>, tensor<64x256xf32>) -> tensor<4096x256xf32>
    %14 = call @relu(%13) : (tensor<4096x256xf32>) -> tensor<4096x256xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096x256xf32>
    %16 = stablehlo.compare GT, %13, %15, FLOAT : (tensor<4096x256xf32>, tensor<4096x256xf32>) -> tensor<4096x256xi1>
    %17 = stablehlo.dot_general %14, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4096x256xf32>, tensor<256x1xf32>) -> tensor<4096x1xf32>
    %18 = stablehlo.reshape %17 : (tensor<4096x1xf32>) -> tensor<4096xf32>
    %19 = call @softplus(%18) : (tensor<4096xf32>) -> tensor<4096xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %20 = stablehlo.divide %cst_4, %cst_5 : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %22 = stablehlo.negate %21 : tensor<4096xf32>
    %23 = stablehlo.multiply %arg5, %22 : tensor<4096xf32>
    %24 = call @softplus_0(%19, %21) : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xf32>
    %25 = stablehlo.add %23, %24 : tensor<4096xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %27 = stablehlo.dot_general %26, %14, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4096x1xf32>, tensor<4096x256xf32>) -> tensor<1x256xf32>
    %28 = stablehlo.transpose %27, dims = [1, 0] : (tensor<1x256xf32>) -> tensor<256x1xf32>
    %29 = stablehlo.dot_general %26, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4096x1xf32>, tensor<256x1xf32>) -> tensor<4096x256xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4096x256xf32>
    %31 = stablehlo.select %16, %29, %30 : tensor<4096x256xi1>, tensor<4096x256xf32>
    %32 = stablehlo.dot_general %31, %12, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4096x256xf32>, tensor<4096x64xf32>) -> tensor<256x64xf32>
    %33 = stablehlo.transpose %32, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %34 = stablehlo.dot_general %31, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4096x256xf32>, tensor<64x256xf32>) -> tensor<4096x64xf32>
    %35 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %36 = stablehlo.divide %34, %35 : tensor<4096x64xf32>
    %c = stablehlo.constant dense<4095> : tensor<1xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<65536x1xi32>
    %38 = stablehlo.compare GE, %2, %37, SIGNED : (tensor<65536x1xi32>, tensor<65536x1xi32>) -> tensor<65536x1xi1>
    %39 = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<65536x1xi32>
    %41 = stablehlo.compare LE, %2, %40, SIGNED : (tensor<65536x1xi32>, tensor<65536x1xi32>) -> tensor<65536x1xi1>
    %42 = stablehlo.and %38, %41 : tensor<65536x1xi1>
    %c_8 = stablehlo.constant dense<true> : tensor<i1>
    %43 = stablehlo.reduce(%42 init: %c_8) applies stablehlo.and across dimensions = [1] : (tensor<65536x1xi1>, tensor<i1>) -> tensor<65536xi1>
    %44 = "stablehlo.gather"(%36, %2) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<4096x64xf32>, tensor<65536x1xi32>) -> tensor<65536x64xf32>
    %45 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<65536xi1>) -> tensor<65536x64xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<65536x64xf32>
    %47 = stablehlo.select %45, %44, %46 : tensor<65536x64xi1>, tensor<65536x64xf32>
    %48 = call @_take_1(%0#1, %47) : (tensor<65536x1xi32>, tensor<65536x64xf32>) -> tensor<200000x64xf32>
    return %48, %33, %28 : tensor<200000x64xf32>, tensor<64x256xf32>, tensor<256x1xf32>
  }
  func.func private @_take(%arg0: tensor<200000x64xf32>, %arg1: tensor<65536xi32>) -> (tensor<65536x64xf32>, tensor<65536x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi1>
    %c_0 = stablehlo.constant dense<200000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<65536xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<65536xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<65536xi1>, tensor<65536xi32>, tensor<65536xi32>) -> tensor<65536xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<65536xi32>) -> tensor<65536x1xi32>
    %c_1 = stablehlo.constant dense<199999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<65536x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<65536x1xi32>, tensor<65536x1xi32>) -> tensor<65536x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<65536x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<65536x1xi32>, tensor<65536x1xi32>) -> tensor<65536x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<65536x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<65536x1xi1>, tensor<i1>) -> tensor<65536xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<200000x64xf32>, tensor<65536x1xi32>) -> tensor<65536x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<65536xi1>) -> tensor<65536x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<65536x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<65536x64xi1>, tensor<65536x64xf32>
    return %16, %5 : tensor<65536x64xf32>, tensor<65536x1xi32>
  }
  func.func private @_where(%arg0: tensor<65536xi1>, %arg1: tensor<65536xi32>, %arg2: tensor<65536xi32>) -> tensor<65536xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<65536xi1>, tensor<65536xi32>
    return %0 : tensor<65536xi32>
  }
  func.func private @relu(%arg0: tensor<4096x256xf32>) -> tensor<4096x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4096x256xf32>
    return %1 : tensor<4096x256xf32>
  }
  func.func private @softplus(%arg0: tensor<4096xf32>) -> tensor<4096xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4096xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4096xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<4096xf32>
    %7 = stablehlo.abs %3 : tensor<4096xf32>
    %8 = stablehlo.negate %7 : tensor<4096xf32>
    %9 = stablehlo.exponential %8 : tensor<4096xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<4096xf32>
    %11 = stablehlo.add %1, %10 : tensor<4096xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<4096xi1>, tensor<4096xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %14 = stablehlo.compare EQ, %arg0, %13, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %16 = stablehlo.select %14, %15, %arg0 : tensor<4096xi1>, tensor<4096xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %18 = stablehlo.compare EQ, %12, %17, FLOAT : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<4096xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %20 = stablehlo.select %18, %19, %12 : tensor<4096xi1>, tensor<4096xf32>
    %21 = stablehlo.subtract %16, %20 : tensor<4096xf32>
    %22 = stablehlo.exponential %21 : tensor<4096xf32>
    return %22 : tensor<4096xf32>
  }
  func.func private @softplus_0(%arg0: tensor<4096xf32>, %arg1: tensor<4096xf32>) -> tensor<4096xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<4096xf32>
    return %0 : tensor<4096xf32>
  }
  func.func private @_take_1(%arg0: tensor<65536x1xi32>, %arg1: tensor<65536x64xf32>) -> tensor<200000x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<200000x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<200000x64xf32>, tensor<65536x1xi32>, tensor<65536x64xf32>) -> tensor<200000x64xf32>
    return %1 : tensor<200000x64xf32>
  }
}
