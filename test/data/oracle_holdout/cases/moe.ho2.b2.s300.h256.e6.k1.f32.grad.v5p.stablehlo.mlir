module @jit_moe_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<256x6xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<6x256x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg2: tensor<6x512x256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg3: tensor<2x300x256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}) -> (tensor<256x6xf32> {jax.result_info = "result['router']"}, tensor<6x256x512xf32> {jax.result_info = "result['w1']"}, tensor<6x512x256xf32> {jax.result_info = "result['w2']"}) {
    %0 = stablehlo.reshape %arg3 : (tensor<2x300x256xf32>) -> tensor<600x256xf32>
    %1 = stablehlo.dot_general %0, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<600x256xf32>, tensor<256x6xf32>) -> tensor<600x6xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<600x6xf32>, tensor<f32>) -> tensor<600xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<600xf32>
    %4 = stablehlo.maximum %3, %2 : tensor<600xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<600xf32>) -> tensor<600x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<600x1xf32>) -> tensor<600x6xf32>
    %7 = stablehlo.subtract %1, %6 : tensor<600x6xf32>
    %8 = stablehlo.exponential %7 : tensor<600x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<600x6xf32>, tensor<f32>) -> tensor<600xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<600xf32>) -> tensor<600x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<600x1xf32>) -> tensor<600x6xf32>
    %12 = stablehlo.divide %8, %11 : tensor<600x6xf32>
    %13 = stablehlo.multiply %10, %10 : tensor<600x1xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<600x1xf32>
    %15 = stablehlo.divide %14, %13 : tensor<600x1xf32>
    %values, %indices = chlo.top_k(%12, k = 1) : tensor<600x6xf32> -> (tensor<600x1xf32>, tensor<600x1xi32>)
    %16 = stablehlo.reshape %indices : (tensor<600x1xi32>) -> tensor<600x1x1xi32>
    %17 = call @_one_hot(%indices) : (tensor<600x1xi32>) -> tensor<600x1x6xi32>
    %18 = stablehlo.transpose %17, dims = [1, 0, 2] : (tensor<600x1x6xi32>) -> tensor<1x600x6xi32>
    %19 = stablehlo.reshape %18 : (tensor<1x600x6xi32>) -> tensor<600x6xi32>
    %20 = call @cumsum(%19) : (tensor<600x6xi32>) -> tensor<600x6xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<600x6xi32>
    %22 = stablehlo.subtract %20, %21 : tensor<600x6xi32>
    %23 = stablehlo.reshape %22 : (tensor<600x6xi32>) -> tensor<1x600x6xi32>
    %24 = stablehlo.transpose %23, dims = [1, 0, 2] : (tensor<1x600x6xi32>) -> tensor<600x1x6xi32>
    %c_3 = stablehlo.constant dense<125> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<600x1x6xi32>
    %26 = stablehlo.compare LT, %24, %25, SIGNED : (tensor<600x1x6xi32>, tensor<600x1x6xi32>) -> tensor<600x1x6xi1>
    %27 = stablehlo.convert %26 : (tensor<600x1x6xi1>) -> tensor<600x1x6xi32>
    %28 = stablehlo.multiply %17, %27 : tensor<600x1x6xi32>
    %29 = stablehlo.multiply %24, %28 : tensor<600x1x6xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.reduce(%29 init: %c_4) applies stablehlo.add across dimensions = [2] : (tensor<600x1x6xi32>, tensor<i32>) -> tensor<600x1xi32>
    %31 = call @_one_hot_1(%30) : (tensor<600x1xi32>) -> tensor<600x1x125xf32>
    %32 = stablehlo.convert %28 : (tensor<600x1x6xi32>) -> tensor<600x1x6xf32>
    %33 = stablehlo.dot_general %32, %31, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<600x1x6xf32>, tensor<600x1x125xf32>) -> tensor<600x6x125xf32>
    %34 = stablehlo.convert %28 : (tensor<600x1x6xi32>) -> tensor<600x1x6xf32>
    %35 = stablehlo.dot_general %values, %34, batching_dims = [0, 1] x [0, 1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<600x1xf32>, tensor<600x1x6xf32>) -> tensor<600x1x6xf32>
    %36 = stablehlo.dot_general %35, %31, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<600x1x6xf32>, tensor<600x1x125xf32>) -> tensor<600x6x125xf32>
    %37 = stablehlo.dot_general %33, %0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<600x6x125xf32>, tensor<600x256xf32>) -> tensor<6x125x256xf32>
    %38 = stablehlo.dot_general %37, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<6x125x256xf32>, tensor<6x256x512xf32>) -> tensor<6x125x512xf32>
    %39 = stablehlo.multiply %38, %38 : tensor<6x125x512xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<6x125x512xf32>
    %41 = stablehlo.multiply %38, %38 : tensor<6x125x512xf32>
    %cst_5 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6x125x512xf32>
    %43 = stablehlo.multiply %42, %41 : tensor<6x125x512xf32>
    %cst_6 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6x125x512xf32>
    %45 = stablehlo.multiply %44, %40 : tensor<6x125x512xf32>
    %46 = stablehlo.add %38, %45 : tensor<6x125x512xf32>
    %cst_7 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<6x125x512xf32>
    %48 = stablehlo.multiply %47, %46 : tensor<6x125x512xf32>
    %49 = stablehlo.tanh %48 : tensor<6x125x512xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<6x125x512xf32>
    %51 = stablehlo.subtract %50, %49 : tensor<6x125x512xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<6x125x512xf32>
    %53 = stablehlo.add %52, %49 : tensor<6x125x512xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<6x125x512xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<6x125x512xf32>
    %56 = stablehlo.multiply %38, %55 : tensor<6x125x512xf32>
    %57 = stablehlo.dot_general %56, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<6x125x512xf32>, tensor<6x512x256xf32>) -> tensor<6x125x256xf32>
    %58 = stablehlo.dot_general %36, %57, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<600x6x125xf32>, tensor<6x125x256xf32>) -> tensor<600x256xf32>
    %59 = stablehlo.reshape %58 : (tensor<600x256xf32>) -> tensor<2x300x256xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x300x256xf32>
    %61 = stablehlo.multiply %60, %59 : tensor<2x300x256xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.536000e+05> : tensor<f32>
    %62 = stablehlo.divide %cst_12, %cst_13 : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f32>) -> tensor<2x300x256xf32>
    %64 = stablehlo.multiply %63, %61 : tensor<2x300x256xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x300x256xf32>) -> tensor<600x256xf32>
    %66 = stablehlo.dot_general %65, %36, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<600x256xf32>, tensor<600x6x125xf32>) -> tensor<256x6x125xf32>
    %67 = stablehlo.transpose %66, dims = [1, 2, 0] : (tensor<256x6x125xf32>) -> tensor<6x125x256xf32>
    %68 = stablehlo.dot_general %65, %57, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<600x256xf32>, tensor<6x125x256xf32>) -> tensor<600x6x125xf32>
    %69 = stablehlo.dot_general %67, %56, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<6x125x256xf32>, tensor<6x125x512xf32>) -> tensor<6x256x512xf32>
    %70 = stablehlo.transpose %69, dims = [0, 2, 1] : (tensor<6x256x512xf32>) -> tensor<6x512x256xf32>
    %71 = stablehlo.dot_general %67, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<6x125x256xf32>, tensor<6x512x256xf32>) -> tensor<6x125x512xf32>
    %72 = stablehlo.multiply %38, %71 : tensor<6x125x512xf32>
    %73 = stablehlo.multiply %71, %55 : tensor<6x125x512xf32>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<6x125x512xf32>
    %75 = stablehlo.multiply %74, %72 : tensor<6x125x512xf32>
    %76 = stablehlo.multiply %75, %51 : tensor<6x125x512xf32>
    %77 = stablehlo.multiply %76, %49 : tensor<6x125x512xf32>
    %78 = stablehlo.add %76, %77 : tensor<6x125x512xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<6x125x512xf32>
    %80 = stablehlo.multiply %79, %78 : tensor<6x125x512xf32>
    %81 = stablehlo.add %73, %80 : tensor<6x125x512xf32>
    %cst_16 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<6x125x512xf32>
    %83 = stablehlo.multiply %82, %80 : tensor<6x125x512xf32>
    %84 = stablehlo.multiply %83, %43 : tensor<6x125x512xf32>
    %85 = stablehlo.add %81, %84 : tensor<6x125x512xf32>
    %86 = stablehlo.dot_general %85, %37, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<6x125x512xf32>, tensor<6x125x256xf32>) -> tensor<6x512x256xf32>
    %87 = stablehlo.transpose %86, dims = [0, 2, 1] : (tensor<6x512x256xf32>) -> tensor<6x256x512xf32>
    %88 = stablehlo.dot_general %68, %31, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<600x6x125xf32>, tensor<600x1x125xf32>) -> tensor<600x6x1xf32>
    %89 = stablehlo.transpose %88, dims = [0, 2, 1] : (tensor<600x6x1xf32>) -> tensor<600x1x6xf32>
    %90 = stablehlo.dot_general %89, %34, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<600x1x6xf32>, tensor<600x1x6xf32>) -> tensor<600x1xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<600x6xf32>
    %92 = "stablehlo.scatter"(%91, %16, %90) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %107 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %107 : tensor<f32>
    }) : (tensor<600x6xf32>, tensor<600x1x1xi32>, tensor<600x1xf32>) -> tensor<600x6xf32>
    %93 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<600x1xf32>) -> tensor<600x6xf32>
    %94 = stablehlo.multiply %92, %93 : tensor<600x6xf32>
    %95 = stablehlo.multiply %94, %8 : tensor<600x6xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.reduce(%95 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<600x6xf32>, tensor<f32>) -> tensor<600xf32>
    %97 = stablehlo.reshape %96 : (tensor<600xf32>) -> tensor<600x1xf32>
    %98 = stablehlo.negate %97 : tensor<600x1xf32>
    %99 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<600x1xf32>) -> tensor<600x6xf32>
    %100 = stablehlo.divide %92, %99 : tensor<600x6xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%98 init: %cst_19) applies stablehlo.add across dimensions = [1] : (tensor<600x1xf32>, tensor<f32>) -> tensor<600xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0] : (tensor<600xf32>) -> tensor<600x6xf32>
    %103 = stablehlo.add %100, %102 : tensor<600x6xf32>
    %104 = stablehlo.multiply %103, %8 : tensor<600x6xf32>
    %105 = stablehlo.dot_general %104, %0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<600x6xf32>, tensor<600x256xf32>) -> tensor<6x256xf32>
    %106 = stablehlo.transpose %105, dims = [1, 0] : (tensor<6x256xf32>) -> tensor<256x6xf32>
    return %106, %87, %70 : tensor<256x6xf32>, tensor<6x256x512xf32>, tensor<6x512x256xf32>
  }
  func.func private @_one_hot(%arg0: tensor<600x1xi32>) -> tensor<600x1x6xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<600x1xi32>) -> tensor<600x1x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x6xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<600x1x1xi32>) -> tensor<600x1x6xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x6xi32>) -> tensor<600x1x6xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<600x1x6xi32>, tensor<600x1x6xi32>) -> tensor<600x1x6xi1>
    %5 = stablehlo.convert %4 : (tensor<600x1x6xi1>) -> tensor<600x1x6xi32>
    return %5 : tensor<600x1x6xi32>
  }
  func.func private @cumsum(%arg0: tensor<600x6xi32>) -> tensor<600x6xi32> {
    %0 = call @cumsum_0(%arg0) : (tensor<600x6xi32>) -> tensor<600x6xi32>
    return %0 : tensor<600x6xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<600x6xi32>) -> tensor<600x6xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[599, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 600, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<600x6xi32>, tensor<i32>) -> tensor<600x6xi32>
    return %1 : tensor<600x6xi32>
  }
  func.func private @_one_hot_1(%arg0: tensor<600x1xi32>) -> tensor<600x1x125xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<600x1xi32>) -> tensor<600x1x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x125xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<600x1x1xi32>) -> tensor<600x1x125xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x125xi32>) -> tensor<600x1x125xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<600x1x125xi32>, tensor<600x1x125xi32>) -> tensor<600x1x125xi1>
    %5 = stablehlo.convert %4 : (tensor<600x1x125xi1>) -> tensor<600x1x125xf32>
    return %5 : tensor<600x1x125xf32>
  }
}
