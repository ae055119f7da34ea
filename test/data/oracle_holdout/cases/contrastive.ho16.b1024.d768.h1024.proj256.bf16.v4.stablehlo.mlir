module @jit_contrastive_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<768x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<1024x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<1024x768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<1024x768xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<768x1024xbf16> {jax.result_info = "result['w1']"}, tensor<1024x256xbf16> {jax.result_info = "result['w2']"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x768xbf16>, tensor<768x1024xbf16>) -> tensor<1024x1024xbf16>
    %1 = call @relu(%0) : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<1024x1024xbf16>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xi1>
    %4 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xbf16>, tensor<1024x256xbf16>) -> tensor<1024x256xbf16>
    %5 = stablehlo.convert %4 : (tensor<1024x256xbf16>) -> tensor<1024x256xf32>
    %6:2 = call @norm(%5) : (tensor<1024x256xf32>) -> (tensor<1024x1xf32>, tensor<1024x1xf32>)
    %7 = stablehlo.broadcast_in_dim %6#0, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x256xf32>
    %8 = stablehlo.divide %5, %7 : tensor<1024x256xf32>
    %9 = stablehlo.multiply %6#0, %6#0 : tensor<1024x1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x1xf32>
    %11 = stablehlo.divide %10, %9 : tensor<1024x1xf32>
    %12 = stablehlo.dot_general %arg3, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x768xbf16>, tensor<768x1024xbf16>) -> tensor<1024x1024xbf16>
    %13 = call @relu(%12) : (tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<1024x1024xbf16>
    %15 = stablehlo.compare GT, %12, %14, FLOAT : (tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<1024x1024xi1>
    %16 = stablehlo.dot_general %13, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xbf16>, tensor<1024x256xbf16>) -> tensor<1024x256xbf16>
    %17 = stablehlo.convert %16 : (tensor<1024x256xbf16>) -> tensor<1024x256xf32>
    %18:2 = call @norm(%17) : (tensor<1024x256xf32>) -> (tensor<1024x1xf32>, tensor<1024x1xf32>)
    %19 = stablehlo.broadcast_in_dim %18#0, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x256xf32>
    %20 = stablehlo.divide %17, %19 : tensor<1024x256xf32>
    %21 = stablehlo.multiply %18#0, %18#0 : tensor<1024x1xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1024x1xf32>
    %23 = stablehlo.divide %22, %21 : tensor<1024x1xf32>
    %24 = stablehlo.concatenate %8, %20, dim = 0 : (tensor<1024x256xf32>, tensor<1024x256xf32>) -> tensor<2048x256xf32>
    %25 = stablehlo.transpose %24, dims = [1, 0] : (tensor<2048x256xf32>) -> tensor<256x2048xf32>
    %26 = stablehlo.dot_general %24, %25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x256xf32>, tensor<256x2048xf32>) -> tensor<2048x2048xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %28 = stablehlo.divide %26, %27 : tensor<2048x2048xf32>
    %29 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %30 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2048x2048xi32>
    %32 = stablehlo.add %29, %31 : tensor<2048x2048xi32>
    %33 = stablehlo.compare EQ, %32, %30, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %cst_4 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %34 = call @_where(%33, %cst_4, %28) : (tensor<2048x2048xi1>, tensor<f32>, tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %35 = stablehlo.iota dim = 0 : tensor<1024xi32>
    %c_5 = stablehlo.constant dense<1024> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %37 = stablehlo.add %35, %36 : tensor<1024xi32>
    %38 = stablehlo.iota dim = 0 : tensor<1024xi32>
    %39 = stablehlo.concatenate %37, %38, dim = 0 : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<2048xi32>
    %40:2 = call @log_softmax(%34) : (tensor<2048x2048xf32>) -> (tensor<2048x2048xf32>, tensor<2048x1xf32>)
    %41 = stablehlo.broadcast_in_dim %39, dims = [0] : (tensor<2048xi32>) -> tensor<2048x1xi32>
    %42 = call @take_along_axis(%41) : (tensor<2048x1xi32>) -> tensor<2048x1x1xi32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.negate %cst_6 : tensor<f32>
    %cst_7 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %44 = stablehlo.divide %43, %cst_7 : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %47 = call @take_along_axis_0(%42, %46) : (tensor<2048x1x1xi32>, tensor<2048x1xf32>) -> tensor<2048x2048xf32>
    %48 = call @log_softmax_1(%40#0, %40#1, %47) : (tensor<2048x2048xf32>, tensor<2048x1xf32>, tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %49 = call @_where_2(%33, %48) : (tensor<2048x2048xi1>, tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %51 = stablehlo.divide %49, %50 : tensor<2048x2048xf32>
    %52 = stablehlo.dot_general %51, %24, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2048x2048xf32>, tensor<2048x256xf32>) -> tensor<2048x256xf32>
    %53 = stablehlo.transpose %52, dims = [1, 0] : (tensor<2048x256xf32>) -> tensor<256x2048xf32>
    %54 = stablehlo.dot_general %51, %25, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2048x2048xf32>, tensor<256x2048xf32>) -> tensor<2048x256xf32>
    %55 = stablehlo.transpose %53, dims = [1, 0] : (tensor<256x2048xf32>) -> tensor<2048x256xf32>
    %56 = stablehlo.add %54, %55 : tensor<2048x256xf32>
    %57 = stablehlo.slice %56 [0:1024, 0:256] : (tensor<2048x256xf32>) -> tensor<1024x256xf32>
    %58 = stablehlo.slice %56 [1024:2048, 0:256] : (tensor<2048x256xf32>) -> tensor<1024x256xf32>
    %59 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x256xf32>
    %60 = stablehlo.multiply %58, %59 : tensor<1024x256xf32>
    %61 = stablehlo.multiply %60, %17 : tensor<1024x256xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_9) applies stablehlo.add across dimensions = [1] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024xf32>
    %63 = stablehlo.reshape %62 : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %64 = stablehlo.negate %63 : tensor<1024x1xf32>
    %65 = stablehlo.broadcast_in_dim %18#0, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x256xf32>
    %66 = stablehlo.divide %58, %65 : tensor<1024x256xf32>
    %67 = call @norm_3(%17, %18#1, %64) : (tensor<1024x256xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x256xf32>
    %68 = stablehlo.add %66, %67 : tensor<1024x256xf32>
    %69 = stablehlo.convert %68 : (tensor<1024x256xf32>) -> tensor<1024x256xbf16>
    %70 = stablehlo.dot_general %69, %13, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x256xbf16>, tensor<1024x1024xbf16>) -> tensor<256x1024xbf16>
    %71 = stablehlo.transpose %70, dims = [1, 0] : (tensor<256x1024xbf16>) -> tensor<1024x256xbf16>
    %72 = stablehlo.dot_general %69, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x256xbf16>, tensor<1024x256xbf16>) -> tensor<1024x1024xbf16>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %73 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<1024x1024xbf16>
    %74 = stablehlo.select %15, %72, %73 : tensor<1024x1024xi1>, tensor<1024x1024xbf16>
    %75 = stablehlo.dot_general %74, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xbf16>, tensor<1024x768xbf16>) -> tensor<1024x768xbf16>
    %76 = stablehlo.transpose %75, dims = [1, 0] : (tensor<1024x768xbf16>) -> tensor<768x1024xbf16>
    %77 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x256xf32>
    %78 = stablehlo.multiply %57, %77 : tensor<1024x256xf32>
    %79 = stablehlo.multiply %78, %5 : tensor<1024x256xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024xf32>
    %81 = stablehlo.reshape %80 : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %82 = stablehlo.negate %81 : tensor<1024x1xf32>
    %83 = stablehlo.broadcast_in_dim %6#0, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x256xf32>
    %84 = stablehlo.divide %57, %83 : tensor<1024x256xf32>
    %85 = call @norm_3(%5, %6#1, %82) : (tensor<1024x256xf32>, tensor<1024x1xf32>, tensor<1024x1xf32>) -> tensor<1024x256xf32>
    %86 = stablehlo.add %84, %85 : tensor<1024x256xf32>
    %87 = stablehlo.convert %86 : (tensor<1024x256xf32>) -> tensor<1024x256xbf16>
    %88 = stablehlo.dot_general %87, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x256xbf16>, tensor<1024x1024xbf16>) -> tensor<256x1024xbf16>
    %89 = stablehlo.transpose %88, dims = [1, 0] : (tensor<256x1024xbf16>) -> tensor<1024x256xbf16>
    %90 = stablehlo.add %71, %89 : tensor<1024x256xbf16>
    %91 = stablehlo.dot_general %87, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x256xbf16>, tensor<1024x256xbf16>) -> tensor<1024x1024xbf16>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %92 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<1024x1024xbf16>
    %93 = stablehlo.select %3, %91, %92 : tensor<1024x1024xi1>, tensor<1024x1024xbf16>
    %94 = stablehlo.dot_general %93, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x1024xbf16>, tensor<1024x768xbf16>) -> tensor<1024x768xbf16>
    %95 = stablehlo.transpose %94, dims = [1, 0] : (tensor<1024x768xbf16>) -> tensor<768x1024xbf16>
    %96 = stablehlo.add %76, %95 : tensor<768x1024xbf16>
    return %96, %90 : tensor<768x1024xbf16>, tensor<1024x256xbf16>
  }
  func.func private @relu(%arg0: tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<1024x1024xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<1024x1024xbf16>
    return %1 : tensor<1024x1024xbf16>
  }
  func.func private @norm(%arg0: tensor<1024x256xf32>) -> (tensor<1024x1xf32>, tensor<1024x1xf32>) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<1024x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %3 = stablehlo.sqrt %2 : tensor<1024x1xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x1xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1024x1xf32>
    return %3, %5 : tensor<1024x1xf32>, tensor<1024x1xf32>
  }
  func.func private @_where(%arg0: tensor<2048x2048xi1>, %arg1: tensor<f32>, %arg2: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<2048x2048xi1>, tensor<2048x2048xf32>
    return %2 : tensor<2048x2048xf32>
  }
  func.func private @log_softmax(%arg0: tensor<2048x2048xf32>) -> (tensor<2048x2048xf32>, tensor<2048x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2048xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x2048xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2048x2048xf32>
    %6 = stablehlo.exponential %5 : tensor<2048x2048xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    return %6, %8 : tensor<2048x2048xf32>, tensor<2048x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<2048x1xi32>) -> tensor<2048x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2048x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<2048x1xi32>, tensor<2048x1xi32>) -> tensor<2048x1xi1>
    %c_0 = stablehlo.constant dense<2048> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2048x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<2048x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<2048x1xi1>, tensor<2048x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2048x1xi32>) -> tensor<2048x1x1xi32>
    return %5 : tensor<2048x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<2048x1x1xi32>, %arg1: tensor<2048x1xf32>) -> tensor<2048x2048xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2048x2048xf32>, tensor<2048x1x1xi32>, tensor<2048x1xf32>) -> tensor<2048x2048xf32>
    return %1 : tensor<2048x2048xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<2048x2048xf32>, %arg1: tensor<2048x1xf32>, %arg2: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
    %0 = stablehlo.negate %arg2 : tensor<2048x2048xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2048x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2 = stablehlo.reshape %1 : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<2048x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2048x1xf32>, tensor<f32>) -> tensor<2048xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2048xf32>) -> tensor<2048x2048xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2048x2048xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<2048x2048xf32>
    return %7 : tensor<2048x2048xf32>
  }
  func.func private @_where_2(%arg0: tensor<2048x2048xi1>, %arg1: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2048x2048xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<2048x2048xi1>, tensor<2048x2048xf32>
    return %1 : tensor<2048x2048xf32>
  }
  func.func private @norm_3(%arg0: tensor<1024x256xf32>, %arg1: tensor<1024x1xf32>, %arg2: tensor<1024x1xf32>) -> tensor<1024x256xf32> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<1024x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<1024x1xf32>, tensor<f32>) -> tensor<1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1024xf32>) -> tensor<1024x256xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<1024x256xf32>
    %4 = stablehlo.multiply %2, %arg0 : tensor<1024x256xf32>
    %5 = stablehlo.add %3, %4 : tensor<1024x256xf32>
    return %5 : tensor<1024x256xf32>
  }
}
