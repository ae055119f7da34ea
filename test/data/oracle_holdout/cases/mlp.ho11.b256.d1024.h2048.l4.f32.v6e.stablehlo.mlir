module @jit_mlp_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<1024x2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg3: tensor<2048x2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg4: tensor<2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg5: tensor<2048x2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg6: tensor<2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg7: tensor<2048x2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg8: tensor<10xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg9: tensor<2048x10xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg10: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<256x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg10, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x2048xf32>) -> tensor<256x2048xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<256x2048xf32>
    %3 = stablehlo.add %0, %2 : tensor<256x2048xf32>
    %4 = call @relu(%3) : (tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %5 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<256x2048xf32>
    %8 = stablehlo.add %5, %7 : tensor<256x2048xf32>
    %9 = call @relu(%8) : (tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %10 = stablehlo.dot_general %9, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %11 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<256x2048xf32>
    %13 = stablehlo.add %10, %12 : tensor<256x2048xf32>
    %14 = call @relu(%13) : (tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %15 = stablehlo.dot_general %14, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x2048xf32>) -> tensor<256x2048xf32>
    %16 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<2048xf32>) -> tensor<1x2048xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x2048xf32>) -> tensor<256x2048xf32>
    %18 = stablehlo.add %15, %17 : tensor<256x2048xf32>
    %19 = call @relu(%18) : (tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %20 = stablehlo.dot_general %19, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xf32>, tensor<2048x10xf32>) -> tensor<256x10xf32>
    %21 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<256x10xf32>
    %23 = stablehlo.add %20, %22 : tensor<256x10xf32>
    return %23 : tensor<256x10xf32>
  }
  func.func private @relu(%arg0: tensor<256x2048xf32>) -> tensor<256x2048xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<256x2048xf32>
    return %1 : tensor<256x2048xf32>
  }
}
