module @jit_ep_sort_moe_forward attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["expert"=4]> {stablehlo.mesh = {axes = [{name = "expert", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x8xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<8x512x1024xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}, {}]>}, %arg2: tensor<8x1024x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}, {}]>}, %arg3: tensor<16x512x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {}, {}]>}) -> (tensor<16x512x512xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg3 : (tensor<16x512x512xbf16>) -> tensor<4x2048x512xbf16>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"expert"}, {}, {}]> : tensor<4x2048x512xbf16>
    %2 = stablehlo.dot_general %1, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x2048x512xbf16>, tensor<512x8xbf16>) -> tensor<4x2048x8xbf16>
    %3 = stablehlo.convert %2 : (tensor<4x2048x8xbf16>) -> tensor<4x2048x8xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<4x2048x8xf32>, tensor<f32>) -> tensor<4x2048xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x2048xf32>
    %6 = stablehlo.maximum %5, %4 : tensor<4x2048xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<4x2048xf32>) -> tensor<4x2048x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<4x2048x1xf32>) -> tensor<4x2048x8xf32>
    %9 = stablehlo.subtract %3, %8 : tensor<4x2048x8xf32>
    %10 = stablehlo.exponential %9 : tensor<4x2048x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x2048x8xf32>, tensor<f32>) -> tensor<4x2048xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<4x2048xf32>) -> tensor<4x2048x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<4x2048x1xf32>) -> tensor<4x2048x8xf32>
    %14 = stablehlo.divide %10, %13 : tensor<4x2048x8xf32>
    %values, %indices = chlo.top_k(%14, k = 2) : tensor<4x2048x8xf32> -> (tensor<4x2048x2xf32>, tensor<4x2048x2xi32>)
    %15 = stablehlo.reshape %indices : (tensor<4x2048x2xi32>) -> tensor<4x4096xi32>
    %16 = call @argsort(%15) : (tensor<4x4096xi32>) -> tensor<4x4096xi32>
    %17 = call @take_along_axis(%15, %16) : (tensor<4x4096xi32>, tensor<4x4096xi32>) -> tensor<4x4096xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %18 = call @floor_divide(%16, %c) : (tensor<4x4096xi32>, tensor<i32>) -> tensor<4x4096xi32>
    %19 = stablehlo.iota dim = 0 : tensor<8xi32>
    %20 = call @searchsorted(%17, %19) : (tensor<4x4096xi32>, tensor<8xi32>) -> tensor<4x8xi32>
    %21 = stablehlo.iota dim = 0 : tensor<4096xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<4096xi32>) -> tensor<1x4096xi32>
    %23 = call @take_along_axis_2(%20, %17) : (tensor<4x8xi32>, tensor<4x4096xi32>) -> tensor<4x4096xi32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x4096xi32>) -> tensor<4x4096xi32>
    %25 = stablehlo.subtract %24, %23 : tensor<4x4096xi32>
    %c_2 = stablehlo.constant dense<640> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x4096xi32>
    %27 = stablehlo.compare LT, %25, %26, SIGNED : (tensor<4x4096xi32>, tensor<4x4096xi32>) -> tensor<4x4096xi1>
    %c_3 = stablehlo.constant dense<640> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4x4096xi32>
    %29 = stablehlo.multiply %17, %28 : tensor<4x4096xi32>
    %30 = stablehlo.add %29, %25 : tensor<4x4096xi32>
    %c_4 = stablehlo.constant dense<5120> : tensor<i32>
    %31 = call @_where_3(%27, %30, %c_4) : (tensor<4x4096xi1>, tensor<4x4096xi32>, tensor<i32>) -> tensor<4x4096xi32>
    %32 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<4x4096xi32>) -> tensor<4x4096x1xi32>
    %33 = call @take_along_axis_4(%1, %32) : (tensor<4x2048x512xbf16>, tensor<4x4096x1xi32>) -> tensor<4x4096x512xbf16>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %34 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<4x5121x512xbf16>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4x4096xi32>
    %36 = stablehlo.compare LT, %31, %35, SIGNED : (tensor<4x4096xi32>, tensor<4x4096xi32>) -> tensor<4x4096xi1>
    %c_7 = stablehlo.constant dense<5121> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<4x4096xi32>
    %38 = stablehlo.add %31, %37 : tensor<4x4096xi32>
    %39 = stablehlo.select %36, %38, %31 : tensor<4x4096xi1>, tensor<4x4096xi32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<4x4096xi32>) -> tensor<4x4096x1xi32>
    %41 = "stablehlo.scatter"(%34, %40, %33) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<bf16>, %arg5: tensor<bf16>):
      stablehlo.return %arg5 : tensor<bf16>
    }) : (tensor<4x5121x512xbf16>, tensor<4x4096x1xi32>, tensor<4x4096x512xbf16>) -> tensor<4x5121x512xbf16>
    %42 = stablehlo.slice %41 [0:4, 0:5120, 0:512] : (tensor<4x5121x512xbf16>) -> tensor<4x5120x512xbf16>
    %43 = stablehlo.reshape %42 : (tensor<4x5120x512xbf16>) -> tensor<4x8x640x512xbf16>
    %44 = stablehlo.transpose %43, dims = [1, 0, 2, 3] : (tensor<4x8x640x512xbf16>) -> tensor<8x4x640x512xbf16>
    %45 = sdy.sharding_constraint %44 <@mesh, [{"expert"}, {}, {}, {}]> : tensor<8x4x640x512xbf16>
    %46 = stablehlo.dot_general %45, %arg1, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x640x512xbf16>, tensor<8x512x1024xbf16>) -> tensor<8x4x640x1024xbf16>
    %47 = stablehlo.multiply %46, %46 : tensor<8x4x640x1024xbf16>
    %48 = stablehlo.multiply %47, %46 : tensor<8x4x640x1024xbf16>
    %cst_8 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %49 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<8x4x640x1024xbf16>
    %50 = stablehlo.multiply %49, %48 : tensor<8x4x640x1024xbf16>
    %51 = stablehlo.add %46, %50 : tensor<8x4x640x1024xbf16>
    %cst_9 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %52 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<8x4x640x1024xbf16>
    %53 = stablehlo.multiply %52, %51 : tensor<8x4x640x1024xbf16>
    %54 = stablehlo.tanh %53 : tensor<8x4x640x1024xbf16>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %55 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<8x4x640x1024xbf16>
    %56 = stablehlo.add %55, %54 : tensor<8x4x640x1024xbf16>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %57 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<8x4x640x1024xbf16>
    %58 = stablehlo.multiply %57, %56 : tensor<8x4x640x1024xbf16>
    %59 = stablehlo.multiply %46, %58 : tensor<8x4x640x1024xbf16>
    %60 = stablehlo.dot_general %59, %arg2, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x640x1024xbf16>, tensor<8x1024x512xbf16>) -> tensor<8x4x640x512xbf16>
    %61 = sdy.sharding_constraint %60 <@mesh, [{}, {"expert"}, {}, {}]> : tensor<8x4x640x512xbf16>
    %62 = stablehlo.transpose %61, dims = [1, 0, 2, 3] : (tensor<8x4x640x512xbf16>) -> tensor<4x8x640x512xbf16>
    %63 = stablehlo.reshape %62 : (tensor<4x8x640x512xbf16>) -> tensor<4x5120x512xbf16>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %64 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<4x1x512xbf16>
    %65 = stablehlo.concatenate %63, %64, dim = 1 : (tensor<4x5120x512xbf16>, tensor<4x1x512xbf16>) -> tensor<4x5121x512xbf16>
    %66 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<4x4096xi32>) -> tensor<4x4096x1xi32>
    %67 = call @take_along_axis_5(%65, %66) : (tensor<4x5121x512xbf16>, tensor<4x4096x1xi32>) -> tensor<4x4096x512xbf16>
    %68 = stablehlo.reshape %values : (tensor<4x2048x2xf32>) -> tensor<4x4096xf32>
    %69 = call @take_along_axis_6(%68, %16) : (tensor<4x4096xf32>, tensor<4x4096xi32>) -> tensor<4x4096xf32>
    %70 = stablehlo.convert %69 : (tensor<4x4096xf32>) -> tensor<4x4096xbf16>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<4x4096xbf16>) -> tensor<4x4096x1xbf16>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<4x4096x1xbf16>) -> tensor<4x4096x512xbf16>
    %73 = stablehlo.multiply %67, %72 : tensor<4x4096x512xbf16>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %74 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<2048x512xbf16>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %75 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<4x4096xi32>
    %76 = stablehlo.compare LT, %18, %75, SIGNED : (tensor<4x4096xi32>, tensor<4x4096xi32>) -> tensor<4x4096xi1>
    %c_15 = stablehlo.constant dense<2048> : tensor<i32>
    %77 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<4x4096xi32>
    %78 = stablehlo.add %18, %77 : tensor<4x4096xi32>
    %79 = stablehlo.select %76, %78, %18 : tensor<4x4096xi1>, tensor<4x4096xi32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<4x4096xi32>) -> tensor<4x4096x1xi32>
    %81 = stablehlo.broadcast_in_dim %74, dims = [1, 2] : (tensor<2048x512xbf16>) -> tensor<4x2048x512xbf16>
    %82 = "stablehlo.scatter"(%81, %80, %73) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<bf16>, %arg5: tensor<bf16>):
      %84 = stablehlo.add %arg4, %arg5 : tensor<bf16>
      stablehlo.return %84 : tensor<bf16>
    }) : (tensor<4x2048x512xbf16>, tensor<4x4096x1xi32>, tensor<4x4096x512xbf16>) -> tensor<4x2048x512xbf16>
    %83 = stablehlo.reshape %82 : (tensor<4x2048x512xbf16>) -> tensor<16x512x512xbf16>
    return %83 : tensor<16x512x512xbf16>
  }
  func.func private @argsort(%arg0: tensor<4x4096xi32>) -> tensor<4x4096xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<4x4096xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %2 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<4x4096xi32>, tensor<4x4096xi32>) -> (tensor<4x4096xi32>, tensor<4x4096xi32>)
    return %1#1 : tensor<4x4096xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x4096xi32>, %arg1: tensor<4x4096xi32>) -> tensor<4x4096xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4096xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x4096xi32>, tensor<4x4096xi32>) -> tensor<4x4096xi1>
    %c_0 = stablehlo.constant dense<4096> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x4096xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x4096xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x4096xi1>, tensor<4x4096xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x4096xi32>) -> tensor<4x4096x1xi32>
    %c_1 = stablehlo.constant dense<4095> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x4096x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x4096x1xi32>, tensor<4x4096x1xi32>) -> tensor<4x4096x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x4096x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x4096x1xi32>, tensor<4x4096x1xi32>) -> tensor<4x4096x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x4096x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x4096x1xi1>, tensor<i1>) -> tensor<4x4096xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4096xi32>, tensor<4x4096x1xi32>) -> tensor<4x4096xi32>
    %c_4 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4x4096xi32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4x4096xi1>, tensor<4x4096xi32>
    return %15 : tensor<4x4096xi32>
  }
  func.func private @floor_divide(%arg0: tensor<4x4096xi32>, %arg1: tensor<i32>) -> tensor<4x4096xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4x4096xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<4x4096xi32>
    %3 = stablehlo.sign %arg0 : tensor<4x4096xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<4x4096xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<4x4096xi32>, tensor<4x4096xi32>) -> tensor<4x4096xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4x4096xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<4x4096xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4096xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<4x4096xi32>, tensor<4x4096xi32>) -> tensor<4x4096xi1>
    %11 = stablehlo.and %6, %10 : tensor<4x4096xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x4096xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<4x4096xi32>
    %14 = call @_where(%11, %13, %2) : (tensor<4x4096xi1>, tensor<4x4096xi32>, tensor<4x4096xi32>) -> tensor<4x4096xi32>
    return %14 : tensor<4x4096xi32>
  }
  func.func private @_where(%arg0: tensor<4x4096xi1>, %arg1: tensor<4x4096xi32>, %arg2: tensor<4x4096xi32>) -> tensor<4x4096xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x4096xi1>, tensor<4x4096xi32>
    return %0 : tensor<4x4096xi32>
  }
  func.func private @searchsorted(%arg0: tensor<4x4096xi32>, %arg1: tensor<8xi32>) -> tensor<4x8xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<4x4096xi32>, tensor<8xi32>) -> tensor<4x8xi32>
    return %0 : tensor<4x8xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<4x4096xi32>, %arg1: tensor<8xi32>) -> tensor<4x8xi32> {
    %0 = call @_searchsorted_scan_impl_0(%arg0, %arg1) : (tensor<4x4096xi32>, tensor<8xi32>) -> tensor<4x8xi32>
    return %0 : tensor<4x8xi32>
  }
  func.func private @_searchsorted_scan_impl_0(%arg0: tensor<4x4096xi32>, %arg1: tensor<8xi32>) -> tensor<4x8xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %c_0 = stablehlo.constant dense<4096> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<8xui32>) -> tensor<4x8xui32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<8xui32>) -> tensor<4x8xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %2, %iterArg_5 = %3) : tensor<4x4096xi32>, tensor<8xi32>, tensor<i32>, tensor<4x8xui32>, tensor<4x8xui32>
    cond {
      %c_6 = stablehlo.constant dense<13> : tensor<i32>
      %6 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %6:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<4x4096xi32>, tensor<8xi32>, tensor<4x8xui32>, tensor<4x8xui32>) -> (tensor<4x8xui32>, tensor<4x8xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %7, %6#0, %6#1 : tensor<4x4096xi32>, tensor<8xi32>, tensor<i32>, tensor<4x8xui32>, tensor<4x8xui32>
    }
    %5 = stablehlo.convert %4#4 : (tensor<4x8xui32>) -> tensor<4x8xi32>
    return %5 : tensor<4x8xi32>
  }
  func.func private @closed_call(%arg0: tensor<4x4096xi32>, %arg1: tensor<8xi32>, %arg2: tensor<4x8xui32>, %arg3: tensor<4x8xui32>) -> (tensor<4x8xui32>, tensor<4x8xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<4x8xui32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @floor_divide_1(%0, %c) : (tensor<4x8xui32>, tensor<i32>) -> tensor<4x8xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<4x8xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x8xui32>) -> tensor<4x8x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4096xi32>, tensor<4x8x1xui32>) -> tensor<4x8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x8x1xi32>) -> tensor<4x8xi32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xi32>) -> tensor<1x8xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<4x8xi32>
    %8 = stablehlo.compare LE, %7, %5, SIGNED : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %9 = stablehlo.select %8, %arg2, %2 : tensor<4x8xi1>, tensor<4x8xui32>
    %10 = stablehlo.select %8, %2, %arg3 : tensor<4x8xi1>, tensor<4x8xui32>
    return %9, %10 : tensor<4x8xui32>, tensor<4x8xui32>
  }
  func.func private @floor_divide_1(%arg0: tensor<4x8xui32>, %arg1: tensor<i32>) -> tensor<4x8xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<4x8xui32>
    return %2 : tensor<4x8xui32>
  }
  func.func private @take_along_axis_2(%arg0: tensor<4x8xi32>, %arg1: tensor<4x4096xi32>) -> tensor<4x4096xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4096xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x4096xi32>, tensor<4x4096xi32>) -> tensor<4x4096xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x4096xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x4096xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x4096xi1>, tensor<4x4096xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x4096xi32>) -> tensor<4x4096x1xi32>
    %c_1 = stablehlo.constant dense<7> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x4096x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x4096x1xi32>, tensor<4x4096x1xi32>) -> tensor<4x4096x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x4096x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x4096x1xi32>, tensor<4x4096x1xi32>) -> tensor<4x4096x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x4096x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x4096x1xi1>, tensor<i1>) -> tensor<4x4096xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x8xi32>, tensor<4x4096x1xi32>) -> tensor<4x4096xi32>
    %c_4 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4x4096xi32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4x4096xi1>, tensor<4x4096xi32>
    return %15 : tensor<4x4096xi32>
  }
  func.func private @_where_3(%arg0: tensor<4x4096xi1>, %arg1: tensor<4x4096xi32>, %arg2: tensor<i32>) -> tensor<4x4096xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4x4096xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<4x4096xi1>, tensor<4x4096xi32>
    return %2 : tensor<4x4096xi32>
  }
  func.func private @take_along_axis_4(%arg0: tensor<4x2048x512xbf16>, %arg1: tensor<4x4096x1xi32>) -> tensor<4x4096x512xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4096x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x4096x1xi32>, tensor<4x4096x1xi32>) -> tensor<4x4096x1xi1>
    %c_0 = stablehlo.constant dense<2048> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x4096x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x4096x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x4096x1xi1>, tensor<4x4096x1xi32>
    %c_1 = stablehlo.constant dense<2047> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x4096x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<4x4096x1xi32>, tensor<4x4096x1xi32>) -> tensor<4x4096x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x4096x1xi32>
    %9 = stablehlo.compare LE, %4, %8, SIGNED : (tensor<4x4096x1xi32>, tensor<4x4096x1xi32>) -> tensor<4x4096x1xi1>
    %10 = stablehlo.and %6, %9 : tensor<4x4096x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x4096x1xi1>, tensor<i1>) -> tensor<4x4096xi1>
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 512>}> : (tensor<4x2048x512xbf16>, tensor<4x4096x1xi32>) -> tensor<4x4096x512xbf16>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<4x4096xi1>) -> tensor<4x4096x512xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x4096x512xbf16>
    %15 = stablehlo.select %13, %12, %14 : tensor<4x4096x512xi1>, tensor<4x4096x512xbf16>
    return %15 : tensor<4x4096x512xbf16>
  }
  func.func private @take_along_axis_5(%arg0: tensor<4x5121x512xbf16>, %arg1: tensor<4x4096x1xi32>) -> tensor<4x4096x512xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4096x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x4096x1xi32>, tensor<4x4096x1xi32>) -> tensor<4x4096x1xi1>
    %c_0 = stablehlo.constant dense<5121> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x4096x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x4096x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x4096x1xi1>, tensor<4x4096x1xi32>
    %c_1 = stablehlo.constant dense<5120> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x4096x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<4x4096x1xi32>, tensor<4x4096x1xi32>) -> tensor<4x4096x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x4096x1xi32>
    %9 = stablehlo.compare LE, %4, %8, SIGNED : (tensor<4x4096x1xi32>, tensor<4x4096x1xi32>) -> tensor<4x4096x1xi1>
    %10 = stablehlo.and %6, %9 : tensor<4x4096x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x4096x1xi1>, tensor<i1>) -> tensor<4x4096xi1>
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 512>}> : (tensor<4x5121x512xbf16>, tensor<4x4096x1xi32>) -> tensor<4x4096x512xbf16>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<4x4096xi1>) -> tensor<4x4096x512xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x4096x512xbf16>
    %15 = stablehlo.select %13, %12, %14 : tensor<4x4096x512xi1>, tensor<4x4096x512xbf16>
    return %15 : tensor<4x4096x512xbf16>
  }
  func.func private @take_along_axis_6(%arg0: tensor<4x4096xf32>, %arg1: tensor<4x4096xi32>) -> tensor<4x4096xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4096xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x4096xi32>, tensor<4x4096xi32>) -> tensor<4x4096xi1>
    %c_0 = stablehlo.constant dense<4096> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x4096xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x4096xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x4096xi1>, tensor<4x4096xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x4096xi32>) -> tensor<4x4096x1xi32>
    %c_1 = stablehlo.constant dense<4095> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x4096x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x4096x1xi32>, tensor<4x4096x1xi32>) -> tensor<4x4096x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x4096x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x4096x1xi32>, tensor<4x4096x1xi32>) -> tensor<4x4096x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x4096x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x4096x1xi1>, tensor<i1>) -> tensor<4x4096xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4096xf32>, tensor<4x4096x1xi32>) -> tensor<4x4096xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4096xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4x4096xi1>, tensor<4x4096xf32>
    return %15 : tensor<4x4096xf32>
  }
}
