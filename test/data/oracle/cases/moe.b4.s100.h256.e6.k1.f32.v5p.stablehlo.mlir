module @jit_moe_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<256x6xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<6x256x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg2: tensor<6x512x256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg3: tensor<4x100x256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}) -> (tensor<4x100x256xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg3 : (tensor<4x100x256xf32>) -> tensor<400x256xf32>
    %1 = stablehlo.dot_general %0, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<400x256xf32>, tensor<256x6xf32>) -> tensor<400x6xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<400x6xf32>, tensor<f32>) -> tensor<400xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<400xf32>
    %4 = stablehlo.maximum %3, %2 : tensor<400xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<400xf32>) -> tensor<400x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<400x1xf32>) -> tensor<400x6xf32>
    %7 = stablehlo.subtract %1, %6 : tensor<400x6xf32>
    %8 = stablehlo.exponential %7 : tensor<400x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<400x6xf32>, tensor<f32>) -> tensor<400xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<400xf32>) -> tensor<400x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<400x1xf32>) -> tensor<400x6xf32>
    %12 = stablehlo.divide %8, %11 : tensor<400x6xf32>
    %values, %indices = chlo.top_k(%12, k = 1) : tensor<400x6xf32> -> (tensor<400x1xf32>, tensor<400x1xi32>)
    %13 = call @_one_hot(%indices) : (tensor<400x1xi32>) -> tensor<400x1x6xi32>
    %14 = stablehlo.transpose %13, dims = [1, 0, 2] : (tensor<400x1x6xi32>) -> tensor<1x400x6xi32>
    %15 = stablehlo.reshape %14 : (tensor<1x400x6xi32>) -> tensor<400x6xi32>
    %16 = call @cumsum(%15) : (tensor<400x6xi32>) -> tensor<400x6xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<400x6xi32>
    %18 = stablehlo.subtract %16, %17 : tensor<400x6xi32>
    %19 = stablehlo.reshape %18 : (tensor<400x6xi32>) -> tensor<1x400x6xi32>
    %20 = stablehlo.transpose %19, dims = [1, 0, 2] : (tensor<1x400x6xi32>) -> tensor<400x1x6xi32>
    %c_2 = stablehlo.constant dense<83> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<400x1x6xi32>
    %22 = stablehlo.compare LT, %20, %21, SIGNED : (tensor<400x1x6xi32>, tensor<400x1x6xi32>) -> tensor<400x1x6xi1>
    %23 = stablehlo.convert %22 : (tensor<400x1x6xi1>) -> tensor<400x1x6xi32>
    %24 = stablehlo.multiply %13, %23 : tensor<400x1x6xi32>
    %25 = stablehlo.multiply %20, %24 : tensor<400x1x6xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.reduce(%25 init: %c_3) applies stablehlo.add across dimensions = [2] : (tensor<400x1x6xi32>, tensor<i32>) -> tensor<400x1xi32>
    %27 = call @_one_hot_1(%26) : (tensor<400x1xi32>) -> tensor<400x1x83xf32>
    %28 = stablehlo.convert %24 : (tensor<400x1x6xi32>) -> tensor<400x1x6xf32>
    %29 = stablehlo.dot_general %28, %27, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<400x1x6xf32>, tensor<400x1x83xf32>) -> tensor<400x6x83xf32>
    %30 = stablehlo.convert %24 : (tensor<400x1x6xi32>) -> tensor<400x1x6xf32>
    %31 = stablehlo.dot_general %values, %30, batching_dims = [0, 1] x [0, 1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<400x1xf32>, tensor<400x1x6xf32>) -> tensor<400x1x6xf32>
    %32 = stablehlo.dot_general %31, %27, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<400x1x6xf32>, tensor<400x1x83xf32>) -> tensor<400x6x83xf32>
    %33 = stablehlo.dot_general %29, %0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<400x6x83xf32>, tensor<400x256xf32>) -> tensor<6x83x256xf32>
    %34 = stablehlo.dot_general %33, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<6x83x256xf32>, tensor<6x256x512xf32>) -> tensor<6x83x512xf32>
    %35 = stablehlo.multiply %34, %34 : tensor<6x83x512xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<6x83x512xf32>
    %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6x83x512xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<6x83x512xf32>
    %39 = stablehlo.add %34, %38 : tensor<6x83x512xf32>
    %cst_5 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6x83x512xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<6x83x512xf32>
    %42 = stablehlo.tanh %41 : tensor<6x83x512xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6x83x512xf32>
    %44 = stablehlo.add %43, %42 : tensor<6x83x512xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<6x83x512xf32>
    %46 = stablehlo.multiply %45, %44 : tensor<6x83x512xf32>
    %47 = stablehlo.multiply %34, %46 : tensor<6x83x512xf32>
    %48 = stablehlo.dot_general %47, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<6x83x512xf32>, tensor<6x512x256xf32>) -> tensor<6x83x256xf32>
    %49 = stablehlo.dot_general %32, %48, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<400x6x83xf32>, tensor<6x83x256xf32>) -> tensor<400x256xf32>
    %50 = stablehlo.reshape %49 : (tensor<400x256xf32>) -> tensor<4x100x256xf32>
    return %50 : tensor<4x100x256xf32>
  }
  func.func private @_one_hot(%arg0: tensor<400x1xi32>) -> tensor<400x1x6xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<400x1xi32>) -> tensor<400x1x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x6xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<400x1x1xi32>) -> tensor<400x1x6xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x6xi32>) -> tensor<400x1x6xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<400x1x6xi32>, tensor<400x1x6xi32>) -> tensor<400x1x6xi1>
    %5 = stablehlo.convert %4 : (tensor<400x1x6xi1>) -> tensor<400x1x6xi32>
    return %5 : tensor<400x1x6xi32>
  }
  func.func private @cumsum(%arg0: tensor<400x6xi32>) -> tensor<400x6xi32> {
    %0 = call @cumsum_0(%arg0) : (tensor<400x6xi32>) -> tensor<400x6xi32>
    return %0 : tensor<400x6xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<400x6xi32>) -> tensor<400x6xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[399, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 400, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<400x6xi32>, tensor<i32>) -> tensor<400x6xi32>
    return %1 : tensor<400x6xi32>
  }
  func.func private @_one_hot_1(%arg0: tensor<400x1xi32>) -> tensor<400x1x83xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<400x1xi32>) -> tensor<400x1x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x83xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<400x1x1xi32>) -> tensor<400x1x83xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x83xi32>) -> tensor<400x1x83xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<400x1x83xi32>, tensor<400x1x83xi32>) -> tensor<400x1x83xi1>
    %5 = stablehlo.convert %4 : (tensor<400x1x83xi1>) -> tensor<400x1x83xf32>
    return %5 : tensor<400x1x83xf32>
  }
}
