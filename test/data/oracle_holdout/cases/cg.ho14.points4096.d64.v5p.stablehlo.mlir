module @jit_cg_solve attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<4096x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<4096xf32> {jax.result_info = "result[0]"}, tensor<i32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4096x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4096x64xf32>, tensor<f32>) -> tensor<4096xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x4096xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<4096x4096xf32>
    %6 = stablehlo.add %4, %5 : tensor<4096x4096xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4096x64xf32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<4096x64xf32>
    %9 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4096x64xf32>) -> tensor<64x4096xf32>
    %10 = stablehlo.dot_general %8, %9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4096x64xf32>, tensor<64x4096xf32>) -> tensor<4096x4096xf32>
    %11 = stablehlo.subtract %6, %10 : tensor<4096x4096xf32>
    %cst_1 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4096x4096xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<4096x4096xf32>
    %14 = stablehlo.exponential %13 : tensor<4096x4096xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %16 = stablehlo.dot_general %arg1, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %17:6 = stablehlo.while(%iterArg = %14, %iterArg_3 = %c, %iterArg_4 = %15, %iterArg_5 = %arg1, %iterArg_6 = %arg1, %iterArg_7 = %16) : tensor<4096x4096xf32>, tensor<i32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<f32>
    cond {
      %c_8 = stablehlo.constant dense<200> : tensor<i32>
      %18 = stablehlo.compare LT, %iterArg_3, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %19 = stablehlo.sqrt %iterArg_7 : tensor<f32>
      %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %20 = stablehlo.compare GT, %19, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %21 = stablehlo.and %18, %20 : tensor<i1>
      stablehlo.return %21 : tensor<i1>
    } do {
      %18 = stablehlo.dot_general %iterArg, %iterArg_6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4096x4096xf32>, tensor<4096xf32>) -> tensor<4096xf32>
      %cst_8 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %19 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4096xf32>
      %20 = stablehlo.multiply %19, %iterArg_6 : tensor<4096xf32>
      %21 = stablehlo.add %18, %20 : tensor<4096xf32>
      %22 = stablehlo.dot_general %iterArg_6, %21, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<f32>
      %23 = stablehlo.divide %iterArg_7, %22 : tensor<f32>
      %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<4096xf32>
      %25 = stablehlo.multiply %24, %iterArg_6 : tensor<4096xf32>
      %26 = stablehlo.add %iterArg_4, %25 : tensor<4096xf32>
      %27 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<4096xf32>
      %28 = stablehlo.multiply %27, %21 : tensor<4096xf32>
      %29 = stablehlo.subtract %iterArg_5, %28 : tensor<4096xf32>
      %30 = stablehlo.dot_general %29, %29, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4096xf32>, tensor<4096xf32>) -> tensor<f32>
      %31 = stablehlo.divide %30, %iterArg_7 : tensor<f32>
      %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<4096xf32>
      %33 = stablehlo.multiply %32, %iterArg_6 : tensor<4096xf32>
      %34 = stablehlo.add %29, %33 : tensor<4096xf32>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %35 = stablehlo.add %iterArg_3, %c_9 : tensor<i32>
      stablehlo.return %iterArg, %35, %26, %29, %34, %30 : tensor<4096x4096xf32>, tensor<i32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<f32>
    }
    return %17#2, %17#1, %17#5 : tensor<4096xf32>, tensor<i32>, tensor<f32>
  }
}
