module @jit_fsdp_linear_train_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<242688x242688xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<256x242688xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<256x242688xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<242688x242688xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x242688xf32>, tensor<242688x242688xf32>) -> tensor<256x242688xf32>
    %1 = stablehlo.subtract %0, %arg2 : tensor<256x242688xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x242688xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<256x242688xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0x4C6D0000> : tensor<f32>
    %4 = stablehlo.divide %cst_0, %cst_1 : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<256x242688xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<256x242688xf32>
    %7 = stablehlo.dot_general %6, %arg1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x242688xf32>, tensor<256x242688xf32>) -> tensor<242688x242688xf32>
    %8 = stablehlo.transpose %7, dims = [1, 0] : (tensor<242688x242688xf32>) -> tensor<242688x242688xf32>
    %cst_2 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<242688x242688xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<242688x242688xf32>
    %11 = stablehlo.subtract %arg0, %10 : tensor<242688x242688xf32>
    return %11 : tensor<242688x242688xf32>
  }
}
