module @jit_int8_mlp_weight_only attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<8192xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<8192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg2: tensor<2048x8192xi8> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<8192xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg4: tensor<8192xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg5: tensor<8192x8192xi8> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg6: tensor<1000xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg7: tensor<1000xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg8: tensor<8192x1000xi8> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg9: tensor<256x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<256x1000xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg2 : (tensor<2048x8192xi8>) -> tensor<2048x8192xbf16>
    %1 = stablehlo.convert %arg1 : (tensor<8192xf32>) -> tensor<8192xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<8192xbf16>) -> tensor<1x8192xbf16>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x8192xbf16>) -> tensor<2048x8192xbf16>
    %4 = stablehlo.multiply %0, %3 : tensor<2048x8192xbf16>
    %5 = stablehlo.dot_general %arg9, %4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x2048xbf16>, tensor<2048x8192xbf16>) -> tensor<256x8192xbf16>
    %6 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<8192xbf16>) -> tensor<1x8192xbf16>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x8192xbf16>) -> tensor<256x8192xbf16>
    %8 = stablehlo.add %5, %7 : tensor<256x8192xbf16>
    %9 = call @relu(%8) : (tensor<256x8192xbf16>) -> tensor<256x8192xbf16>
    %10 = stablehlo.convert %arg5 : (tensor<8192x8192xi8>) -> tensor<8192x8192xbf16>
    %11 = stablehlo.convert %arg4 : (tensor<8192xf32>) -> tensor<8192xbf16>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<8192xbf16>) -> tensor<1x8192xbf16>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x8192xbf16>) -> tensor<8192x8192xbf16>
    %14 = stablehlo.multiply %10, %13 : tensor<8192x8192xbf16>
    %15 = stablehlo.dot_general %9, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x8192xbf16>, tensor<8192x8192xbf16>) -> tensor<256x8192xbf16>
    %16 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<8192xbf16>) -> tensor<1x8192xbf16>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x8192xbf16>) -> tensor<256x8192xbf16>
    %18 = stablehlo.add %15, %17 : tensor<256x8192xbf16>
    %19 = call @relu(%18) : (tensor<256x8192xbf16>) -> tensor<256x8192xbf16>
    %20 = stablehlo.convert %arg8 : (tensor<8192x1000xi8>) -> tensor<8192x1000xbf16>
    %21 = stablehlo.convert %arg7 : (tensor<1000xf32>) -> tensor<1000xbf16>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<1000xbf16>) -> tensor<1x1000xbf16>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x1000xbf16>) -> tensor<8192x1000xbf16>
    %24 = stablehlo.multiply %20, %23 : tensor<8192x1000xbf16>
    %25 = stablehlo.dot_general %19, %24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x8192xbf16>, tensor<8192x1000xbf16>) -> tensor<256x1000xbf16>
    %26 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<1000xbf16>) -> tensor<1x1000xbf16>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1000xbf16>) -> tensor<256x1000xbf16>
    %28 = stablehlo.add %25, %27 : tensor<256x1000xbf16>
    return %28 : tensor<256x1000xbf16>
  }
  func.func private @relu(%arg0: tensor<256x8192xbf16>) -> tensor<256x8192xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x8192xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<256x8192xbf16>
    return %1 : tensor<256x8192xbf16>
  }
}
