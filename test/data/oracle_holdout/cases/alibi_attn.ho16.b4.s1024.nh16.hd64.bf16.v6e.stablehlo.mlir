module @jit_alibi_attention_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<16x64x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg1: tensor<1024x3x16x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg2: tensor<4x1024x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}) -> (tensor<16x64x1024xbf16> {jax.result_info = "result['wo']"}, tensor<1024x3x16x64xbf16> {jax.result_info = "result['wqkv']"}) {
    %cst = stablehlo.constant dense<[0.707106769, 5.000000e-01, 0.353553385, 2.500000e-01, 0.176776692, 1.250000e-01, 0.0883883461, 6.250000e-02, 0.0441941731, 3.125000e-02, 0.0220970865, 1.562500e-02, 0.0110485433, 7.812500e-03, 0.00552427163, 3.906250e-03]> : tensor<16xf32>
    %0 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x3x16x64xbf16>, tensor<4x1024x1024xbf16>) -> tensor<3x16x64x4x1024xbf16>
    %1 = stablehlo.transpose %0, dims = [0, 3, 4, 1, 2] : (tensor<3x16x64x4x1024xbf16>) -> tensor<3x4x1024x16x64xbf16>
    %2 = stablehlo.slice %1 [0:1, 0:4, 0:1024, 0:16, 0:64] : (tensor<3x4x1024x16x64xbf16>) -> tensor<1x4x1024x16x64xbf16>
    %3 = stablehlo.reshape %2 : (tensor<1x4x1024x16x64xbf16>) -> tensor<4x1024x16x64xbf16>
    %4 = stablehlo.slice %1 [1:2, 0:4, 0:1024, 0:16, 0:64] : (tensor<3x4x1024x16x64xbf16>) -> tensor<1x4x1024x16x64xbf16>
    %5 = stablehlo.reshape %4 : (tensor<1x4x1024x16x64xbf16>) -> tensor<4x1024x16x64xbf16>
    %6 = stablehlo.slice %1 [2:3, 0:4, 0:1024, 0:16, 0:64] : (tensor<3x4x1024x16x64xbf16>) -> tensor<1x4x1024x16x64xbf16>
    %7 = stablehlo.reshape %6 : (tensor<1x4x1024x16x64xbf16>) -> tensor<4x1024x16x64xbf16>
    %8 = stablehlo.dot_general %3, %5, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x16x64xbf16>, tensor<4x1024x16x64xbf16>) -> tensor<4x16x1024x1024xbf16>
    %cst_0 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x16x1024x1024xbf16>
    %10 = stablehlo.multiply %8, %9 : tensor<4x16x1024x1024xbf16>
    %11 = stablehlo.iota dim = 0 : tensor<1024xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<1024xi32>) -> tensor<1x1024xi32>
    %13 = stablehlo.iota dim = 0 : tensor<1024xi32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x1024xi32>) -> tensor<1024x1024xi32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1024x1xi32>) -> tensor<1024x1024xi32>
    %17 = stablehlo.subtract %15, %16 : tensor<1024x1024xi32>
    %18 = stablehlo.broadcast_in_dim %cst, dims = [0] : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [1, 2] : (tensor<1024x1024xi32>) -> tensor<1x1024x1024xi32>
    %20 = stablehlo.convert %19 : (tensor<1x1024x1024xi32>) -> tensor<1x1024x1024xf32>
    %21 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<16x1x1xf32>) -> tensor<16x1024x1024xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x1024x1024xf32>) -> tensor<16x1024x1024xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<16x1024x1024xf32>
    %24 = stablehlo.convert %23 : (tensor<16x1024x1024xf32>) -> tensor<16x1024x1024xbf16>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1, 2, 3] : (tensor<16x1024x1024xbf16>) -> tensor<1x16x1024x1024xbf16>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x16x1024x1024xbf16>) -> tensor<4x16x1024x1024xbf16>
    %27 = stablehlo.add %10, %26 : tensor<4x16x1024x1024xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %28 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %29 = call @tril(%28) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_1 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %30:2 = call @_where(%29, %27, %cst_1) : (tensor<1024x1024xi1>, tensor<4x16x1024x1024xbf16>, tensor<bf16>) -> (tensor<4x16x1024x1024xbf16>, tensor<4x16x1024x1024xi1>)
    %31 = stablehlo.convert %30#0 : (tensor<4x16x1024x1024xbf16>) -> tensor<4x16x1024x1024xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_2) applies stablehlo.maximum across dimensions = [3] : (tensor<4x16x1024x1024xf32>, tensor<f32>) -> tensor<4x16x1024xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x16x1024xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<4x16x1024xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<4x16x1024xf32>) -> tensor<4x16x1024x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<4x16x1024x1xf32>) -> tensor<4x16x1024x1024xf32>
    %37 = stablehlo.subtract %31, %36 : tensor<4x16x1024x1024xf32>
    %38 = stablehlo.exponential %37 : tensor<4x16x1024x1024xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<4x16x1024x1024xf32>, tensor<f32>) -> tensor<4x16x1024xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<4x16x1024xf32>) -> tensor<4x16x1024x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<4x16x1024x1xf32>) -> tensor<4x16x1024x1024xf32>
    %42 = stablehlo.divide %38, %41 : tensor<4x16x1024x1024xf32>
    %43 = stablehlo.multiply %40, %40 : tensor<4x16x1024x1xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x16x1024x1xf32>
    %45 = stablehlo.divide %44, %43 : tensor<4x16x1024x1xf32>
    %46 = stablehlo.convert %42 : (tensor<4x16x1024x1024xf32>) -> tensor<4x16x1024x1024xbf16>
    %47 = stablehlo.dot_general %7, %46, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x16x64xbf16>, tensor<4x16x1024x1024xbf16>) -> tensor<4x16x64x1024xbf16>
    %48 = stablehlo.transpose %47, dims = [0, 3, 1, 2] : (tensor<4x16x64x1024xbf16>) -> tensor<4x1024x16x64xbf16>
    %49 = stablehlo.dot_general %48, %arg0, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x16x64xbf16>, tensor<16x64x1024xbf16>) -> tensor<4x1024x1024xbf16>
    %50 = stablehlo.convert %49 : (tensor<4x1024x1024xbf16>) -> tensor<4x1024x1024xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x1024x1024xf32>
    %52 = stablehlo.multiply %51, %50 : tensor<4x1024x1024xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<0x4A800000> : tensor<f32>
    %53 = stablehlo.divide %cst_7, %cst_8 : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<f32>) -> tensor<4x1024x1024xf32>
    %55 = stablehlo.multiply %54, %52 : tensor<4x1024x1024xf32>
    %56 = stablehlo.convert %55 : (tensor<4x1024x1024xf32>) -> tensor<4x1024x1024xbf16>
    %57 = stablehlo.dot_general %56, %48, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x1024xbf16>, tensor<4x1024x16x64xbf16>) -> tensor<1024x16x64xbf16>
    %58 = stablehlo.transpose %57, dims = [1, 2, 0] : (tensor<1024x16x64xbf16>) -> tensor<16x64x1024xbf16>
    %59 = stablehlo.dot_general %56, %arg0, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x1024xbf16>, tensor<16x64x1024xbf16>) -> tensor<4x1024x16x64xbf16>
    %60 = stablehlo.transpose %59, dims = [0, 2, 3, 1] : (tensor<4x1024x16x64xbf16>) -> tensor<4x16x64x1024xbf16>
    %61 = stablehlo.dot_general %60, %7, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64x1024xbf16>, tensor<4x1024x16x64xbf16>) -> tensor<4x16x1024x1024xbf16>
    %62 = stablehlo.dot_general %60, %46, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64x1024xbf16>, tensor<4x16x1024x1024xbf16>) -> tensor<4x16x64x1024xbf16>
    %63 = stablehlo.transpose %62, dims = [0, 3, 1, 2] : (tensor<4x16x64x1024xbf16>) -> tensor<4x1024x16x64xbf16>
    %64 = stablehlo.convert %61 : (tensor<4x16x1024x1024xbf16>) -> tensor<4x16x1024x1024xf32>
    %65 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<4x16x1024x1xf32>) -> tensor<4x16x1024x1024xf32>
    %66 = stablehlo.multiply %64, %65 : tensor<4x16x1024x1024xf32>
    %67 = stablehlo.multiply %66, %38 : tensor<4x16x1024x1024xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<4x16x1024x1024xf32>, tensor<f32>) -> tensor<4x16x1024xf32>
    %69 = stablehlo.reshape %68 : (tensor<4x16x1024xf32>) -> tensor<4x16x1024x1xf32>
    %70 = stablehlo.negate %69 : tensor<4x16x1024x1xf32>
    %71 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<4x16x1024x1xf32>) -> tensor<4x16x1024x1024xf32>
    %72 = stablehlo.divide %64, %71 : tensor<4x16x1024x1024xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%70 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<4x16x1024x1xf32>, tensor<f32>) -> tensor<4x16x1024xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<4x16x1024xf32>) -> tensor<4x16x1024x1024xf32>
    %75 = stablehlo.add %72, %74 : tensor<4x16x1024x1024xf32>
    %76 = stablehlo.multiply %75, %38 : tensor<4x16x1024x1024xf32>
    %77 = stablehlo.convert %76 : (tensor<4x16x1024x1024xf32>) -> tensor<4x16x1024x1024xbf16>
    %78 = call @_where_0(%30#1, %77) : (tensor<4x16x1024x1024xi1>, tensor<4x16x1024x1024xbf16>) -> tensor<4x16x1024x1024xbf16>
    %cst_11 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %79 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<4x16x1024x1024xbf16>
    %80 = stablehlo.multiply %78, %79 : tensor<4x16x1024x1024xbf16>
    %81 = stablehlo.dot_general %80, %3, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x1024x1024xbf16>, tensor<4x1024x16x64xbf16>) -> tensor<4x16x1024x64xbf16>
    %82 = stablehlo.transpose %81, dims = [0, 2, 1, 3] : (tensor<4x16x1024x64xbf16>) -> tensor<4x1024x16x64xbf16>
    %83 = stablehlo.dot_general %80, %5, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x1024x1024xbf16>, tensor<4x1024x16x64xbf16>) -> tensor<4x16x1024x64xbf16>
    %84 = stablehlo.transpose %83, dims = [0, 2, 1, 3] : (tensor<4x16x1024x64xbf16>) -> tensor<4x1024x16x64xbf16>
    %85 = stablehlo.broadcast_in_dim %63, dims = [1, 2, 3, 4] : (tensor<4x1024x16x64xbf16>) -> tensor<1x4x1024x16x64xbf16>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %86 = stablehlo.pad %85, %cst_12, low = [2, 0, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x1024x16x64xbf16>, tensor<bf16>) -> tensor<3x4x1024x16x64xbf16>
    %87 = stablehlo.broadcast_in_dim %82, dims = [1, 2, 3, 4] : (tensor<4x1024x16x64xbf16>) -> tensor<1x4x1024x16x64xbf16>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %88 = stablehlo.pad %87, %cst_13, low = [1, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x1024x16x64xbf16>, tensor<bf16>) -> tensor<3x4x1024x16x64xbf16>
    %89 = stablehlo.add %86, %88 : tensor<3x4x1024x16x64xbf16>
    %90 = stablehlo.broadcast_in_dim %84, dims = [1, 2, 3, 4] : (tensor<4x1024x16x64xbf16>) -> tensor<1x4x1024x16x64xbf16>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %91 = stablehlo.pad %90, %cst_14, low = [0, 0, 0, 0, 0], high = [2, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x1024x16x64xbf16>, tensor<bf16>) -> tensor<3x4x1024x16x64xbf16>
    %92 = stablehlo.add %89, %91 : tensor<3x4x1024x16x64xbf16>
    %93 = stablehlo.transpose %92, dims = [0, 3, 4, 1, 2] : (tensor<3x4x1024x16x64xbf16>) -> tensor<3x16x64x4x1024xbf16>
    %94 = stablehlo.dot_general %93, %arg2, contracting_dims = [3, 4] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x16x64x4x1024xbf16>, tensor<4x1024x1024xbf16>) -> tensor<3x16x64x1024xbf16>
    %95 = stablehlo.transpose %94, dims = [3, 0, 1, 2] : (tensor<3x16x64x1024xbf16>) -> tensor<1024x3x16x64xbf16>
    return %58, %95 : tensor<16x64x1024xbf16>, tensor<1024x3x16x64xbf16>
  }
  func.func private @tril(%arg0: tensor<1024x1024xi1>) -> tensor<1024x1024xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<1024x1024xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024x1024xi32>
    %2 = stablehlo.add %0, %1 : tensor<1024x1024xi32>
    %3 = stablehlo.iota dim = 1 : tensor<1024x1024xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<1024x1024xi1>, tensor<1024x1024xi1>
    return %6 : tensor<1024x1024xi1>
  }
  func.func private @_where(%arg0: tensor<1024x1024xi1>, %arg1: tensor<4x16x1024x1024xbf16>, %arg2: tensor<bf16>) -> (tensor<4x16x1024x1024xbf16>, tensor<4x16x1024x1024xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<1024x1024xi1>) -> tensor<4x16x1024x1024xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<4x16x1024x1024xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<4x16x1024x1024xi1>, tensor<4x16x1024x1024xbf16>
    return %2, %0 : tensor<4x16x1024x1024xbf16>, tensor<4x16x1024x1024xi1>
  }
  func.func private @_where_0(%arg0: tensor<4x16x1024x1024xi1>, %arg1: tensor<4x16x1024x1024xbf16>) -> tensor<4x16x1024x1024xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x16x1024x1024xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x16x1024x1024xi1>, tensor<4x16x1024x1024xbf16>
    return %1 : tensor<4x16x1024x1024xbf16>
  }
}
