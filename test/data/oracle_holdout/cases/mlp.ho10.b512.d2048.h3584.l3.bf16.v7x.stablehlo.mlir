module @jit_mlp_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<3584xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<2048x3584xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<3584xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg3: tensor<3584x3584xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg4: tensor<3584xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg5: tensor<3584x3584xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg6: tensor<10xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg7: tensor<3584x10xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg8: tensor<512x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<512x10xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg8, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x2048xbf16>, tensor<2048x3584xbf16>) -> tensor<512x3584xbf16>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3584xbf16>) -> tensor<1x3584xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x3584xbf16>) -> tensor<512x3584xbf16>
    %3 = stablehlo.add %0, %2 : tensor<512x3584xbf16>
    %4 = call @relu(%3) : (tensor<512x3584xbf16>) -> tensor<512x3584xbf16>
    %5 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x3584xbf16>, tensor<3584x3584xbf16>) -> tensor<512x3584xbf16>
    %6 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<3584xbf16>) -> tensor<1x3584xbf16>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x3584xbf16>) -> tensor<512x3584xbf16>
    %8 = stablehlo.add %5, %7 : tensor<512x3584xbf16>
    %9 = call @relu(%8) : (tensor<512x3584xbf16>) -> tensor<512x3584xbf16>
    %10 = stablehlo.dot_general %9, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x3584xbf16>, tensor<3584x3584xbf16>) -> tensor<512x3584xbf16>
    %11 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<3584xbf16>) -> tensor<1x3584xbf16>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x3584xbf16>) -> tensor<512x3584xbf16>
    %13 = stablehlo.add %10, %12 : tensor<512x3584xbf16>
    %14 = call @relu(%13) : (tensor<512x3584xbf16>) -> tensor<512x3584xbf16>
    %15 = stablehlo.dot_general %14, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x3584xbf16>, tensor<3584x10xbf16>) -> tensor<512x10xbf16>
    %16 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<10xbf16>) -> tensor<1x10xbf16>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x10xbf16>) -> tensor<512x10xbf16>
    %18 = stablehlo.add %15, %17 : tensor<512x10xbf16>
    return %18 : tensor<512x10xbf16>
  }
  func.func private @relu(%arg0: tensor<512x3584xbf16>) -> tensor<512x3584xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x3584xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<512x3584xbf16>
    return %1 : tensor<512x3584xbf16>
  }
}
