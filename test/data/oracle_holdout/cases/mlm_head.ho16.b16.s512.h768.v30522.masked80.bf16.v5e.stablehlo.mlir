module @jit_mlm_head_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<768x768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<768xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<768x30522xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<16x512x768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg4: tensor<16x80xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg5: tensor<16x80xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<768x768xbf16> {jax.result_info = "result[0]['dense']"}, tensor<768xf32> {jax.result_info = "result[0]['norm']"}, tensor<768x30522xbf16> {jax.result_info = "result[0]['out']"}, tensor<16x512x768xbf16> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<16x80xi32>) -> tensor<16x80x1xi32>
    %1:2 = call @take_along_axis(%arg3, %0) : (tensor<16x512x768xbf16>, tensor<16x80x1xi32>) -> (tensor<16x80x768xbf16>, tensor<16x80x1xi32>)
    %2 = stablehlo.dot_general %1#0, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x80x768xbf16>, tensor<768x768xbf16>) -> tensor<16x80x768xbf16>
    %3 = stablehlo.multiply %2, %2 : tensor<16x80x768xbf16>
    %4 = stablehlo.multiply %3, %2 : tensor<16x80x768xbf16>
    %5 = stablehlo.multiply %2, %2 : tensor<16x80x768xbf16>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x80x768xbf16>
    %7 = stablehlo.multiply %6, %5 : tensor<16x80x768xbf16>
    %cst_0 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<16x80x768xbf16>
    %9 = stablehlo.multiply %8, %4 : tensor<16x80x768xbf16>
    %10 = stablehlo.add %2, %9 : tensor<16x80x768xbf16>
    %cst_1 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<16x80x768xbf16>
    %12 = stablehlo.multiply %11, %10 : tensor<16x80x768xbf16>
    %13 = stablehlo.tanh %12 : tensor<16x80x768xbf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<16x80x768xbf16>
    %15 = stablehlo.subtract %14, %13 : tensor<16x80x768xbf16>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<16x80x768xbf16>
    %17 = stablehlo.add %16, %13 : tensor<16x80x768xbf16>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<16x80x768xbf16>
    %19 = stablehlo.multiply %18, %17 : tensor<16x80x768xbf16>
    %20 = stablehlo.multiply %2, %19 : tensor<16x80x768xbf16>
    %21 = stablehlo.convert %20 : (tensor<16x80x768xbf16>) -> tensor<16x80x768xf32>
    %22 = chlo.square %21 : tensor<16x80x768xf32> -> tensor<16x80x768xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x80x768xf32>
    %24 = stablehlo.multiply %23, %21 : tensor<16x80x768xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%22 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<16x80x768xf32>, tensor<f32>) -> tensor<16x80xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<16x80xf32>) -> tensor<16x80x1xf32>
    %cst_7 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16x80x1xf32>
    %28 = stablehlo.divide %26, %27 : tensor<16x80x1xf32>
    %cst_8 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16x80x1xf32>
    %30 = stablehlo.add %28, %29 : tensor<16x80x1xf32>
    %31 = stablehlo.rsqrt %30 : tensor<16x80x1xf32>
    %32 = stablehlo.divide %31, %30 : tensor<16x80x1xf32>
    %cst_9 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16x80x1xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<16x80x1xf32>
    %35 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<16x80x1xf32>) -> tensor<16x80x768xf32>
    %36 = stablehlo.multiply %21, %35 : tensor<16x80x768xf32>
    %37 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<16x80x768xf32>
    %39 = stablehlo.multiply %36, %38 : tensor<16x80x768xf32>
    %40 = stablehlo.convert %39 : (tensor<16x80x768xf32>) -> tensor<16x80x768xbf16>
    %41 = stablehlo.dot_general %40, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x80x768xbf16>, tensor<768x30522xbf16>) -> tensor<16x80x30522xbf16>
    %42 = stablehlo.convert %41 : (tensor<16x80x30522xbf16>) -> tensor<16x80x30522xf32>
    %43:2 = call @log_softmax(%42) : (tensor<16x80x30522xf32>) -> (tensor<16x80x30522xf32>, tensor<16x80x1xf32>)
    %44 = stablehlo.broadcast_in_dim %arg5, dims = [0, 1] : (tensor<16x80xi32>) -> tensor<16x80x1xi32>
    %45 = call @take_along_axis_0(%44) : (tensor<16x80x1xi32>) -> tensor<16x80x1x1xi32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %46 = stablehlo.negate %cst_10 : tensor<f32>
    %cst_11 = stablehlo.constant dense<1.280000e+03> : tensor<f32>
    %47 = stablehlo.divide %46, %cst_11 : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<16x80xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<16x80xf32>) -> tensor<16x80x1xf32>
    %50 = call @take_along_axis_1(%45, %49) : (tensor<16x80x1x1xi32>, tensor<16x80x1xf32>) -> tensor<16x80x30522xf32>
    %51 = call @log_softmax_2(%43#0, %43#1, %50) : (tensor<16x80x30522xf32>, tensor<16x80x1xf32>, tensor<16x80x30522xf32>) -> tensor<16x80x30522xf32>
    %52 = stablehlo.convert %51 : (tensor<16x80x30522xf32>) -> tensor<16x80x30522xbf16>
    %53 = stablehlo.dot_general %52, %40, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x80x30522xbf16>, tensor<16x80x768xbf16>) -> tensor<30522x768xbf16>
    %54 = stablehlo.transpose %53, dims = [1, 0] : (tensor<30522x768xbf16>) -> tensor<768x30522xbf16>
    %55 = stablehlo.dot_general %52, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x80x30522xbf16>, tensor<768x30522xbf16>) -> tensor<16x80x768xbf16>
    %56 = stablehlo.convert %55 : (tensor<16x80x768xbf16>) -> tensor<16x80x768xf32>
    %57 = stablehlo.multiply %36, %56 : tensor<16x80x768xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x80x768xf32>, tensor<f32>) -> tensor<768xf32>
    %59 = stablehlo.reshape %58 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %60 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<16x80x768xf32>
    %61 = stablehlo.multiply %56, %60 : tensor<16x80x768xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%59 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %63 = stablehlo.multiply %21, %61 : tensor<16x80x768xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<16x80x768xf32>, tensor<f32>) -> tensor<16x80xf32>
    %65 = stablehlo.reshape %64 : (tensor<16x80xf32>) -> tensor<16x80x1xf32>
    %66 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<16x80x1xf32>) -> tensor<16x80x768xf32>
    %67 = stablehlo.multiply %61, %66 : tensor<16x80x768xf32>
    %68 = stablehlo.multiply %65, %34 : tensor<16x80x1xf32>
    %cst_15 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16x80x1xf32>
    %70 = stablehlo.divide %68, %69 : tensor<16x80x1xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<16x80x1xf32>, tensor<f32>) -> tensor<16x80xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<16x80xf32>) -> tensor<16x80x768xf32>
    %73 = stablehlo.multiply %72, %24 : tensor<16x80x768xf32>
    %74 = stablehlo.add %67, %73 : tensor<16x80x768xf32>
    %75 = stablehlo.convert %74 : (tensor<16x80x768xf32>) -> tensor<16x80x768xbf16>
    %76 = stablehlo.multiply %2, %75 : tensor<16x80x768xbf16>
    %77 = stablehlo.multiply %75, %19 : tensor<16x80x768xbf16>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %78 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<16x80x768xbf16>
    %79 = stablehlo.multiply %78, %76 : tensor<16x80x768xbf16>
    %80 = stablehlo.multiply %79, %15 : tensor<16x80x768xbf16>
    %81 = stablehlo.multiply %80, %13 : tensor<16x80x768xbf16>
    %82 = stablehlo.add %80, %81 : tensor<16x80x768xbf16>
    %cst_18 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %83 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<16x80x768xbf16>
    %84 = stablehlo.multiply %83, %82 : tensor<16x80x768xbf16>
    %85 = stablehlo.add %77, %84 : tensor<16x80x768xbf16>
    %cst_19 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %86 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<16x80x768xbf16>
    %87 = stablehlo.multiply %86, %84 : tensor<16x80x768xbf16>
    %88 = stablehlo.multiply %87, %7 : tensor<16x80x768xbf16>
    %89 = stablehlo.add %85, %88 : tensor<16x80x768xbf16>
    %90 = stablehlo.dot_general %89, %1#0, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x80x768xbf16>, tensor<16x80x768xbf16>) -> tensor<768x768xbf16>
    %91 = stablehlo.transpose %90, dims = [1, 0] : (tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %92 = stablehlo.dot_general %89, %arg0, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x80x768xbf16>, tensor<768x768xbf16>) -> tensor<16x80x768xbf16>
    %93 = call @take_along_axis_3(%1#1, %92) : (tensor<16x80x1xi32>, tensor<16x80x768xbf16>) -> tensor<16x512x768xbf16>
    return %91, %62, %54, %93 : tensor<768x768xbf16>, tensor<768xf32>, tensor<768x30522xbf16>, tensor<16x512x768xbf16>
  }
  func.func private @take_along_axis(%arg0: tensor<16x512x768xbf16>, %arg1: tensor<16x80x1xi32>) -> (tensor<16x80x768xbf16>, tensor<16x80x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x80x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x80x1xi32>, tensor<16x80x1xi32>) -> tensor<16x80x1xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x80x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x80x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<16x80x1xi1>, tensor<16x80x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x80x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<16x80x1xi32>, tensor<16x80x1xi32>) -> tensor<16x80x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<16x80x1xi32>
    %9 = stablehlo.compare LE, %4, %8, SIGNED : (tensor<16x80x1xi32>, tensor<16x80x1xi32>) -> tensor<16x80x1xi1>
    %10 = stablehlo.and %6, %9 : tensor<16x80x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<16x80x1xi1>, tensor<i1>) -> tensor<16x80xi1>
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 768>}> : (tensor<16x512x768xbf16>, tensor<16x80x1xi32>) -> tensor<16x80x768xbf16>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<16x80xi1>) -> tensor<16x80x768xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x80x768xbf16>
    %15 = stablehlo.select %13, %12, %14 : tensor<16x80x768xi1>, tensor<16x80x768xbf16>
    return %15, %4 : tensor<16x80x768xbf16>, tensor<16x80x1xi32>
  }
  func.func private @log_softmax(%arg0: tensor<16x80x30522xf32>) -> (tensor<16x80x30522xf32>, tensor<16x80x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<16x80x30522xf32>, tensor<f32>) -> tensor<16x80xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x80xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<16x80xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<16x80xf32>) -> tensor<16x80x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<16x80x1xf32>) -> tensor<16x80x30522xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x80x30522xf32>
    %6 = stablehlo.exponential %5 : tensor<16x80x30522xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<16x80x30522xf32>, tensor<f32>) -> tensor<16x80xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<16x80xf32>) -> tensor<16x80x1xf32>
    return %6, %8 : tensor<16x80x30522xf32>, tensor<16x80x1xf32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<16x80x1xi32>) -> tensor<16x80x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x80x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<16x80x1xi32>, tensor<16x80x1xi32>) -> tensor<16x80x1xi1>
    %c_0 = stablehlo.constant dense<30522> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x80x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<16x80x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<16x80x1xi1>, tensor<16x80x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<16x80x1xi32>) -> tensor<16x80x1x1xi32>
    return %5 : tensor<16x80x1x1xi32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<16x80x1x1xi32>, %arg1: tensor<16x80x1xf32>) -> tensor<16x80x30522xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x80x30522xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<16x80x30522xf32>, tensor<16x80x1x1xi32>, tensor<16x80x1xf32>) -> tensor<16x80x30522xf32>
    return %1 : tensor<16x80x30522xf32>
  }
  func.func private @log_softmax_2(%arg0: tensor<16x80x30522xf32>, %arg1: tensor<16x80x1xf32>, %arg2: tensor<16x80x30522xf32>) -> tensor<16x80x30522xf32> {
    %0 = stablehlo.negate %arg2 : tensor<16x80x30522xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x80x30522xf32>, tensor<f32>) -> tensor<16x80xf32>
    %2 = stablehlo.reshape %1 : (tensor<16x80xf32>) -> tensor<16x80x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<16x80x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<16x80x1xf32>, tensor<f32>) -> tensor<16x80xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x80xf32>) -> tensor<16x80x30522xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<16x80x30522xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<16x80x30522xf32>
    return %7 : tensor<16x80x30522xf32>
  }
  func.func private @take_along_axis_3(%arg0: tensor<16x80x1xi32>, %arg1: tensor<16x80x768xbf16>) -> tensor<16x512x768xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<16x512x768xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<16x512x768xbf16>, tensor<16x80x1xi32>, tensor<16x80x768xbf16>) -> tensor<16x512x768xbf16>
    return %1 : tensor<16x512x768xbf16>
  }
}
