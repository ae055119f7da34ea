module @jit_vq_vae_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<256x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<256x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<16x1024x256xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}) -> (tensor<1024x256xf32> {jax.result_info = "result['codebook']"}, tensor<256x256xbf16> {jax.result_info = "result['dec']"}, tensor<256x256xbf16> {jax.result_info = "result['enc']"}) {
    %0 = stablehlo.dot_general %arg3, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x1024x256xbf16>, tensor<256x256xbf16>) -> tensor<16x1024x256xbf16>
    %1 = stablehlo.convert %0 : (tensor<16x1024x256xbf16>) -> tensor<16x1024x256xf32>
    %2 = stablehlo.reshape %1 : (tensor<16x1024x256xf32>) -> tensor<16384x256xf32>
    %3 = stablehlo.multiply %2, %2 : tensor<16384x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16384x256xf32>, tensor<f32>) -> tensor<16384xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<16384xf32>) -> tensor<16384x1xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16384x256xf32>
    %7 = stablehlo.multiply %6, %2 : tensor<16384x256xf32>
    %8 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %9 = stablehlo.dot_general %7, %8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16384x256xf32>, tensor<256x1024xf32>) -> tensor<16384x1024xf32>
    %10 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<16384x1xf32>) -> tensor<16384x1024xf32>
    %11 = stablehlo.subtract %10, %9 : tensor<16384x1024xf32>
    %12 = stablehlo.multiply %arg0, %arg0 : tensor<1024x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<1024xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<16384x1024xf32>
    %16 = stablehlo.add %11, %15 : tensor<16384x1024xf32>
    %17 = call @argmin(%16) : (tensor<16384x1024xf32>) -> tensor<16384xi32>
    %18:2 = call @_take(%arg0, %17) : (tensor<1024x256xf32>, tensor<16384xi32>) -> (tensor<16384x256xf32>, tensor<16384x1xi32>)
    %19 = stablehlo.subtract %2, %18#0 : tensor<16384x256xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16384x256xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<16384x256xf32>
    %22 = stablehlo.subtract %2, %18#0 : tensor<16384x256xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16384x256xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<16384x256xf32>
    %25 = stablehlo.subtract %18#0, %2 : tensor<16384x256xf32>
    %26 = stablehlo.add %2, %25 : tensor<16384x256xf32>
    %27 = stablehlo.convert %26 : (tensor<16384x256xf32>) -> tensor<16384x256xbf16>
    %28 = stablehlo.reshape %27 : (tensor<16384x256xbf16>) -> tensor<16x1024x256xbf16>
    %29 = stablehlo.dot_general %28, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x1024x256xbf16>, tensor<256x256xbf16>) -> tensor<16x1024x256xbf16>
    %30 = stablehlo.subtract %29, %arg3 : tensor<16x1024x256xbf16>
    %31 = stablehlo.convert %30 : (tensor<16x1024x256xbf16>) -> tensor<16x1024x256xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x1024x256xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<16x1024x256xf32>
    %cst_5 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.multiply %cst_5, %cst_6 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<0x4A800000> : tensor<f32>
    %35 = stablehlo.divide %cst_7, %cst_8 : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<16x1024x256xf32>
    %37 = stablehlo.multiply %36, %33 : tensor<16x1024x256xf32>
    %38 = stablehlo.convert %37 : (tensor<16x1024x256xf32>) -> tensor<16x1024x256xbf16>
    %39 = stablehlo.dot_general %38, %28, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x1024x256xbf16>, tensor<16x1024x256xbf16>) -> tensor<256x256xbf16>
    %40 = stablehlo.transpose %39, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    %41 = stablehlo.dot_general %38, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x1024x256xbf16>, tensor<256x256xbf16>) -> tensor<16x1024x256xbf16>
    %42 = stablehlo.reshape %41 : (tensor<16x1024x256xbf16>) -> tensor<16384x256xbf16>
    %43 = stablehlo.convert %42 : (tensor<16384x256xbf16>) -> tensor<16384x256xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<0x4A800000> : tensor<f32>
    %44 = stablehlo.divide %cst_9, %cst_10 : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<16384x256xf32>
    %46 = stablehlo.multiply %45, %24 : tensor<16384x256xf32>
    %47 = stablehlo.negate %46 : tensor<16384x256xf32>
    %cst_11 = stablehlo.constant dense<0x4A800000> : tensor<f32>
    %48 = stablehlo.divide %34, %cst_11 : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<16384x256xf32>
    %50 = stablehlo.multiply %49, %21 : tensor<16384x256xf32>
    %51 = stablehlo.add %43, %50 : tensor<16384x256xf32>
    %52 = call @_take_0(%18#1, %47) : (tensor<16384x1xi32>, tensor<16384x256xf32>) -> tensor<1024x256xf32>
    %53 = stablehlo.reshape %51 : (tensor<16384x256xf32>) -> tensor<16x1024x256xf32>
    %54 = stablehlo.convert %53 : (tensor<16x1024x256xf32>) -> tensor<16x1024x256xbf16>
    %55 = stablehlo.dot_general %54, %arg3, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x1024x256xbf16>, tensor<16x1024x256xbf16>) -> tensor<256x256xbf16>
    %56 = stablehlo.transpose %55, dims = [1, 0] : (tensor<256x256xbf16>) -> tensor<256x256xbf16>
    return %52, %40, %56 : tensor<1024x256xf32>, tensor<256x256xbf16>, tensor<256x256xbf16>
  }
  func.func private @argmin(%arg0: tensor<16384x1024xf32>) -> tensor<16384xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<16384x1024xi32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<16384x1024xf32>, tensor<16384x1024xi32>, tensor<f32>, tensor<i32>) -> (tensor<16384xf32>, tensor<16384xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
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
    return %1#1 : tensor<16384xi32>
  }
  func.func private @_take(%arg0: tensor<1024x256xf32>, %arg1: tensor<16384xi32>) -> (tensor<16384x256xf32>, tensor<16384x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16384xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16384xi32>, tensor<16384xi32>) -> tensor<16384xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16384xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16384xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<16384xi1>, tensor<16384xi32>, tensor<16384xi32>) -> tensor<16384xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<16384xi32>) -> tensor<16384x1xi32>
    %c_1 = stablehlo.constant dense<1023> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16384x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16384x1xi32>, tensor<16384x1xi32>) -> tensor<16384x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<16384x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16384x1xi32>, tensor<16384x1xi32>) -> tensor<16384x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16384x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<16384x1xi1>, tensor<i1>) -> tensor<16384xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1024x256xf32>, tensor<16384x1xi32>) -> tensor<16384x256xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<16384xi1>) -> tensor<16384x256xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16384x256xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<16384x256xi1>, tensor<16384x256xf32>
    return %16, %5 : tensor<16384x256xf32>, tensor<16384x1xi32>
  }
  func.func private @_where(%arg0: tensor<16384xi1>, %arg1: tensor<16384xi32>, %arg2: tensor<16384xi32>) -> tensor<16384xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16384xi1>, tensor<16384xi32>
    return %0 : tensor<16384xi32>
  }
  func.func private @_take_0(%arg0: tensor<16384x1xi32>, %arg1: tensor<16384x256xf32>) -> tensor<1024x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1024x256xf32>, tensor<16384x1xi32>, tensor<16384x256xf32>) -> tensor<1024x256xf32>
    return %1 : tensor<1024x256xf32>
  }
}
