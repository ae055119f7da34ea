module @jit_fno_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<2x16x16x32x32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}, {}]>}, %arg2: tensor<2x16x16x32x32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}, {}]>}, %arg3: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg4: tensor<2x16x16x32x32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}, {}]>}, %arg5: tensor<2x16x16x32x32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}, {}]>}, %arg6: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg7: tensor<2x16x16x32x32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}, {}]>}, %arg8: tensor<2x16x16x32x32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}, {}]>}, %arg9: tensor<3x32xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg10: tensor<32x1xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg11: tensor<16x128x128x3xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}) -> (tensor<16x128x128x1xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg11, %arg9, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128x3xf32>, tensor<3x32xf32>) -> tensor<16x128x128x32xf32>
    %1 = stablehlo.transpose %0, dims = [0, 3, 1, 2] : (tensor<16x128x128x32xf32>) -> tensor<16x32x128x128xf32>
    %2 = call @fft(%1) : (tensor<16x32x128x128xf32>) -> tensor<16x32x128x65xcomplex<f32>>
    %3 = stablehlo.transpose %2, dims = [0, 2, 3, 1] : (tensor<16x32x128x65xcomplex<f32>>) -> tensor<16x128x65x32xcomplex<f32>>
    %4 = stablehlo.convert %arg1 : (tensor<2x16x16x32x32xf32>) -> tensor<2x16x16x32x32xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2x16x16x32x32xcomplex<f32>>
    %6 = stablehlo.multiply %5, %4 : tensor<2x16x16x32x32xcomplex<f32>>
    %7 = stablehlo.convert %arg2 : (tensor<2x16x16x32x32xf32>) -> tensor<2x16x16x32x32xcomplex<f32>>
    %8 = stablehlo.add %7, %6 : tensor<2x16x16x32x32xcomplex<f32>>
    %9 = stablehlo.slice %3 [0:16, 0:16, 0:16, 0:32] : (tensor<16x128x65x32xcomplex<f32>>) -> tensor<16x16x16x32xcomplex<f32>>
    %10 = stablehlo.slice %8 [0:1, 0:16, 0:16, 0:32, 0:32] : (tensor<2x16x16x32x32xcomplex<f32>>) -> tensor<1x16x16x32x32xcomplex<f32>>
    %11 = stablehlo.reshape %10 : (tensor<1x16x16x32x32xcomplex<f32>>) -> tensor<16x16x32x32xcomplex<f32>>
    %12 = stablehlo.dot_general %11, %9, batching_dims = [0, 1] x [1, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x16x32x32xcomplex<f32>>, tensor<16x16x16x32xcomplex<f32>>) -> tensor<16x16x32x16xcomplex<f32>>
    %13 = stablehlo.transpose %12, dims = [3, 0, 1, 2] : (tensor<16x16x32x16xcomplex<f32>>) -> tensor<16x16x16x32xcomplex<f32>>
    %14 = stablehlo.slice %3 [0:16, 112:128, 0:16, 0:32] : (tensor<16x128x65x32xcomplex<f32>>) -> tensor<16x16x16x32xcomplex<f32>>
    %15 = stablehlo.slice %8 [1:2, 0:16, 0:16, 0:32, 0:32] : (tensor<2x16x16x32x32xcomplex<f32>>) -> tensor<1x16x16x32x32xcomplex<f32>>
    %16 = stablehlo.reshape %15 : (tensor<1x16x16x32x32xcomplex<f32>>) -> tensor<16x16x32x32xcomplex<f32>>
    %17 = stablehlo.dot_general %16, %14, batching_dims = [0, 1] x [1, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x16x32x32xcomplex<f32>>, tensor<16x16x16x32xcomplex<f32>>) -> tensor<16x16x32x16xcomplex<f32>>
    %18 = stablehlo.transpose %17, dims = [3, 0, 1, 2] : (tensor<16x16x32x16xcomplex<f32>>) -> tensor<16x16x16x32xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<16x128x65x32xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %22 = stablehlo.concatenate %20, %21, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %23 = "stablehlo.scatter"(%19, %22, %13) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [1, 2]>, unique_indices = true}> ({
    ^bb0(%arg12: tensor<complex<f32>>, %arg13: tensor<complex<f32>>):
      stablehlo.return %arg13 : tensor<complex<f32>>
    }) : (tensor<16x128x65x32xcomplex<f32>>, tensor<2xi32>, tensor<16x16x16x32xcomplex<f32>>) -> tensor<16x128x65x32xcomplex<f32>>
    %c_2 = stablehlo.constant dense<112> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %26 = stablehlo.concatenate %24, %25, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %27 = "stablehlo.scatter"(%23, %26, %18) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [1, 2]>, unique_indices = true}> ({
    ^bb0(%arg12: tensor<complex<f32>>, %arg13: tensor<complex<f32>>):
      stablehlo.return %arg13 : tensor<complex<f32>>
    }) : (tensor<16x128x65x32xcomplex<f32>>, tensor<2xi32>, tensor<16x16x16x32xcomplex<f32>>) -> tensor<16x128x65x32xcomplex<f32>>
    %28 = stablehlo.transpose %27, dims = [0, 3, 1, 2] : (tensor<16x128x65x32xcomplex<f32>>) -> tensor<16x32x128x65xcomplex<f32>>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %29 = call @_pad(%28, %c_4) : (tensor<16x32x128x65xcomplex<f32>>, tensor<i32>) -> tensor<16x32x128x65xcomplex<f32>>
    %30 = call @fft_0(%29) : (tensor<16x32x128x65xcomplex<f32>>) -> tensor<16x32x128x128xf32>
    %31 = stablehlo.transpose %30, dims = [0, 2, 3, 1] : (tensor<16x32x128x128xf32>) -> tensor<16x128x128x32xf32>
    %32 = stablehlo.dot_general %0, %arg0, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128x32xf32>, tensor<32x32xf32>) -> tensor<16x128x128x32xf32>
    %33 = stablehlo.add %31, %32 : tensor<16x128x128x32xf32>
    %34 = stablehlo.multiply %33, %33 : tensor<16x128x128x32xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<16x128x128x32xf32>
    %cst_5 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x128x128x32xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<16x128x128x32xf32>
    %38 = stablehlo.add %33, %37 : tensor<16x128x128x32xf32>
    %cst_6 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x128x128x32xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<16x128x128x32xf32>
    %41 = stablehlo.tanh %40 : tensor<16x128x128x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16x128x128x32xf32>
    %43 = stablehlo.add %42, %41 : tensor<16x128x128x32xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16x128x128x32xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<16x128x128x32xf32>
    %46 = stablehlo.multiply %33, %45 : tensor<16x128x128x32xf32>
    %47 = stablehlo.transpose %46, dims = [0, 3, 1, 2] : (tensor<16x128x128x32xf32>) -> tensor<16x32x128x128xf32>
    %48 = call @fft(%47) : (tensor<16x32x128x128xf32>) -> tensor<16x32x128x65xcomplex<f32>>
    %49 = stablehlo.transpose %48, dims = [0, 2, 3, 1] : (tensor<16x32x128x65xcomplex<f32>>) -> tensor<16x128x65x32xcomplex<f32>>
    %50 = stablehlo.convert %arg4 : (tensor<2x16x16x32x32xf32>) -> tensor<2x16x16x32x32xcomplex<f32>>
    %cst_9 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %51 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<complex<f32>>) -> tensor<2x16x16x32x32xcomplex<f32>>
    %52 = stablehlo.multiply %51, %50 : tensor<2x16x16x32x32xcomplex<f32>>
    %53 = stablehlo.convert %arg5 : (tensor<2x16x16x32x32xf32>) -> tensor<2x16x16x32x32xcomplex<f32>>
    %54 = stablehlo.add %53, %52 : tensor<2x16x16x32x32xcomplex<f32>>
    %55 = stablehlo.slice %49 [0:16, 0:16, 0:16, 0:32] : (tensor<16x128x65x32xcomplex<f32>>) -> tensor<16x16x16x32xcomplex<f32>>
    %56 = stablehlo.slice %54 [0:1, 0:16, 0:16, 0:32, 0:32] : (tensor<2x16x16x32x32xcomplex<f32>>) -> tensor<1x16x16x32x32xcomplex<f32>>
    %57 = stablehlo.reshape %56 : (tensor<1x16x16x32x32xcomplex<f32>>) -> tensor<16x16x32x32xcomplex<f32>>
    %58 = stablehlo.dot_general %57, %55, batching_dims = [0, 1] x [1, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x16x32x32xcomplex<f32>>, tensor<16x16x16x32xcomplex<f32>>) -> tensor<16x16x32x16xcomplex<f32>>
    %59 = stablehlo.transpose %58, dims = [3, 0, 1, 2] : (tensor<16x16x32x16xcomplex<f32>>) -> tensor<16x16x16x32xcomplex<f32>>
    %60 = stablehlo.slice %49 [0:16, 112:128, 0:16, 0:32] : (tensor<16x128x65x32xcomplex<f32>>) -> tensor<16x16x16x32xcomplex<f32>>
    %61 = stablehlo.slice %54 [1:2, 0:16, 0:16, 0:32, 0:32] : (tensor<2x16x16x32x32xcomplex<f32>>) -> tensor<1x16x16x32x32xcomplex<f32>>
    %62 = stablehlo.reshape %61 : (tensor<1x16x16x32x32xcomplex<f32>>) -> tensor<16x16x32x32xcomplex<f32>>
    %63 = stablehlo.dot_general %62, %60, batching_dims = [0, 1] x [1, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x16x32x32xcomplex<f32>>, tensor<16x16x16x32xcomplex<f32>>) -> tensor<16x16x32x16xcomplex<f32>>
    %64 = stablehlo.transpose %63, dims = [3, 0, 1, 2] : (tensor<16x16x32x16xcomplex<f32>>) -> tensor<16x16x16x32xcomplex<f32>>
    %cst_10 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %65 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<complex<f32>>) -> tensor<16x128x65x32xcomplex<f32>>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %67 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %68 = stablehlo.concatenate %66, %67, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %69 = "stablehlo.scatter"(%65, %68, %59) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [1, 2]>, unique_indices = true}> ({
    ^bb0(%arg12: tensor<complex<f32>>, %arg13: tensor<complex<f32>>):
      stablehlo.return %arg13 : tensor<complex<f32>>
    }) : (tensor<16x128x65x32xcomplex<f32>>, tensor<2xi32>, tensor<16x16x16x32xcomplex<f32>>) -> tensor<16x128x65x32xcomplex<f32>>
    %c_13 = stablehlo.constant dense<112> : tensor<i32>
    %70 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %71 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %72 = stablehlo.concatenate %70, %71, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %73 = "stablehlo.scatter"(%69, %72, %64) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [1, 2]>, unique_indices = true}> ({
    ^bb0(%arg12: tensor<complex<f32>>, %arg13: tensor<complex<f32>>):
      stablehlo.return %arg13 : tensor<complex<f32>>
    }) : (tensor<16x128x65x32xcomplex<f32>>, tensor<2xi32>, tensor<16x16x16x32xcomplex<f32>>) -> tensor<16x128x65x32xcomplex<f32>>
    %74 = stablehlo.transpose %73, dims = [0, 3, 1, 2] : (tensor<16x128x65x32xcomplex<f32>>) -> tensor<16x32x128x65xcomplex<f32>>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %75 = call @_pad(%74, %c_15) : (tensor<16x32x128x65xcomplex<f32>>, tensor<i32>) -> tensor<16x32x128x65xcomplex<f32>>
    %76 = call @fft_0(%75) : (tensor<16x32x128x65xcomplex<f32>>) -> tensor<16x32x128x128xf32>
    %77 = stablehlo.transpose %76, dims = [0, 2, 3, 1] : (tensor<16x32x128x128xf32>) -> tensor<16x128x128x32xf32>
    %78 = stablehlo.dot_general %46, %arg3, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128x32xf32>, tensor<32x32xf32>) -> tensor<16x128x128x32xf32>
    %79 = stablehlo.add %77, %78 : tensor<16x128x128x32xf32>
    %80 = stablehlo.multiply %79, %79 : tensor<16x128x128x32xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<16x128x128x32xf32>
    %cst_16 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16x128x128x32xf32>
    %83 = stablehlo.multiply %82, %81 : tensor<16x128x128x32xf32>
    %84 = stablehlo.add %79, %83 : tensor<16x128x128x32xf32>
    %cst_17 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x128x128x32xf32>
    %86 = stablehlo.multiply %85, %84 : tensor<16x128x128x32xf32>
    %87 = stablehlo.tanh %86 : tensor<16x128x128x32xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16x128x128x32xf32>
    %89 = stablehlo.add %88, %87 : tensor<16x128x128x32xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16x128x128x32xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<16x128x128x32xf32>
    %92 = stablehlo.multiply %79, %91 : tensor<16x128x128x32xf32>
    %93 = stablehlo.transpose %92, dims = [0, 3, 1, 2] : (tensor<16x128x128x32xf32>) -> tensor<16x32x128x128xf32>
    %94 = call @fft(%93) : (tensor<16x32x128x128xf32>) -> tensor<16x32x128x65xcomplex<f32>>
    %95 = stablehlo.transpose %94, dims = [0, 2, 3, 1] : (tensor<16x32x128x65xcomplex<f32>>) -> tensor<16x128x65x32xcomplex<f32>>
    %96 = stablehlo.convert %arg7 : (tensor<2x16x16x32x32xf32>) -> tensor<2x16x16x32x32xcomplex<f32>>
    %cst_20 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %97 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<complex<f32>>) -> tensor<2x16x16x32x32xcomplex<f32>>
    %98 = stablehlo.multiply %97, %96 : tensor<2x16x16x32x32xcomplex<f32>>
    %99 = stablehlo.convert %arg8 : (tensor<2x16x16x32x32xf32>) -> tensor<2x16x16x32x32xcomplex<f32>>
    %100 = stablehlo.add %99, %98 : tensor<2x16x16x32x32xcomplex<f32>>
    %101 = stablehlo.slice %95 [0:16, 0:16, 0:16, 0:32] : (tensor<16x128x65x32xcomplex<f32>>) -> tensor<16x16x16x32xcomplex<f32>>
    %102 = stablehlo.slice %100 [0:1, 0:16, 0:16, 0:32, 0:32] : (tensor<2x16x16x32x32xcomplex<f32>>) -> tensor<1x16x16x32x32xcomplex<f32>>
    %103 = stablehlo.reshape %102 : (tensor<1x16x16x32x32xcomplex<f32>>) -> tensor<16x16x32x32xcomplex<f32>>
    %104 = stablehlo.dot_general %103, %101, batching_dims = [0, 1] x [1, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x16x32x32xcomplex<f32>>, tensor<16x16x16x32xcomplex<f32>>) -> tensor<16x16x32x16xcomplex<f32>>
    %105 = stablehlo.transpose %104, dims = [3, 0, 1, 2] : (tensor<16x16x32x16xcomplex<f32>>) -> tensor<16x16x16x32xcomplex<f32>>
    %106 = stablehlo.slice %95 [0:16, 112:128, 0:16, 0:32] : (tensor<16x128x65x32xcomplex<f32>>) -> tensor<16x16x16x32xcomplex<f32>>
    %107 = stablehlo.slice %100 [1:2, 0:16, 0:16, 0:32, 0:32] : (tensor<2x16x16x32x32xcomplex<f32>>) -> tensor<1x16x16x32x32xcomplex<f32>>
    %108 = stablehlo.reshape %107 : (tensor<1x16x16x32x32xcomplex<f32>>) -> tensor<16x16x32x32xcomplex<f32>>
    %109 = stablehlo.dot_general %108, %106, batching_dims = [0, 1] x [1, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x16x32x32xcomplex<f32>>, tensor<16x16x16x32xcomplex<f32>>) -> tensor<16x16x32x16xcomplex<f32>>
    %110 = stablehlo.transpose %109, dims = [3, 0, 1, 2] : (tensor<16x16x32x16xcomplex<f32>>) -> tensor<16x16x16x32xcomplex<f32>>
    %cst_21 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %111 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<complex<f32>>) -> tensor<16x128x65x32xcomplex<f32>>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %112 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %113 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %114 = stablehlo.concatenate %112, %113, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %115 = "stablehlo.scatter"(%111, %114, %105) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [1, 2]>, unique_indices = true}> ({
    ^bb0(%arg12: tensor<complex<f32>>, %arg13: tensor<complex<f32>>):
      stablehlo.return %arg13 : tensor<complex<f32>>
    }) : (tensor<16x128x65x32xcomplex<f32>>, tensor<2xi32>, tensor<16x16x16x32xcomplex<f32>>) -> tensor<16x128x65x32xcomplex<f32>>
    %c_24 = stablehlo.constant dense<112> : tensor<i32>
    %116 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %117 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %118 = stablehlo.concatenate %116, %117, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %119 = "stablehlo.scatter"(%115, %118, %110) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [1, 2]>, unique_indices = true}> ({
    ^bb0(%arg12: tensor<complex<f32>>, %arg13: tensor<complex<f32>>):
      stablehlo.return %arg13 : tensor<complex<f32>>
    }) : (tensor<16x128x65x32xcomplex<f32>>, tensor<2xi32>, tensor<16x16x16x32xcomplex<f32>>) -> tensor<16x128x65x32xcomplex<f32>>
    %120 = stablehlo.transpose %119, dims = [0, 3, 1, 2] : (tensor<16x128x65x32xcomplex<f32>>) -> tensor<16x32x128x65xcomplex<f32>>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %121 = call @_pad(%120, %c_26) : (tensor<16x32x128x65xcomplex<f32>>, tensor<i32>) -> tensor<16x32x128x65xcomplex<f32>>
    %122 = call @fft_0(%121) : (tensor<16x32x128x65xcomplex<f32>>) -> tensor<16x32x128x128xf32>
    %123 = stablehlo.transpose %122, dims = [0, 2, 3, 1] : (tensor<16x32x128x128xf32>) -> tensor<16x128x128x32xf32>
    %124 = stablehlo.dot_general %92, %arg6, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128x32xf32>, tensor<32x32xf32>) -> tensor<16x128x128x32xf32>
    %125 = stablehlo.add %123, %124 : tensor<16x128x128x32xf32>
    %126 = stablehlo.multiply %125, %125 : tensor<16x128x128x32xf32>
    %127 = stablehlo.multiply %126, %125 : tensor<16x128x128x32xf32>
    %cst_27 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16x128x128x32xf32>
    %129 = stablehlo.multiply %128, %127 : tensor<16x128x128x32xf32>
    %130 = stablehlo.add %125, %129 : tensor<16x128x128x32xf32>
    %cst_28 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16x128x128x32xf32>
    %132 = stablehlo.multiply %131, %130 : tensor<16x128x128x32xf32>
    %133 = stablehlo.tanh %132 : tensor<16x128x128x32xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16x128x128x32xf32>
    %135 = stablehlo.add %134, %133 : tensor<16x128x128x32xf32>
    %cst_30 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16x128x128x32xf32>
    %137 = stablehlo.multiply %136, %135 : tensor<16x128x128x32xf32>
    %138 = stablehlo.multiply %125, %137 : tensor<16x128x128x32xf32>
    %139 = stablehlo.dot_general %138, %arg10, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128x128x32xf32>, tensor<32x1xf32>) -> tensor<16x128x128x1xf32>
    return %139 : tensor<16x128x128x1xf32>
  }
  func.func private @fft(%arg0: tensor<16x32x128x128xf32>) -> tensor<16x32x128x65xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [128, 128] : (tensor<16x32x128x128xf32>) -> tensor<16x32x128x65xcomplex<f32>>
    return %0 : tensor<16x32x128x65xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<16x32x128x65xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<16x32x128x65xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<16x32x128x65xcomplex<f32>>, tensor<complex<f32>>) -> tensor<16x32x128x65xcomplex<f32>>
    return %1 : tensor<16x32x128x65xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<16x32x128x65xcomplex<f32>>) -> tensor<16x32x128x128xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [128, 128] : (tensor<16x32x128x65xcomplex<f32>>) -> tensor<16x32x128x128xf32>
    return %0 : tensor<16x32x128x128xf32>
  }
}
