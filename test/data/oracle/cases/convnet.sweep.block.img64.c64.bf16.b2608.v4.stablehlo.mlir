module @jit_convnet_residual_block attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<2608x64x64x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg1: tensor<3x3x64x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg2: tensor<3x3x64x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}) -> (tensor<2608x64x64x64xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2608x64x64x64xbf16>, tensor<3x3x64x64xbf16>) -> tensor<2608x64x64x64xbf16>
    %1 = call @relu(%0) : (tensor<2608x64x64x64xbf16>) -> tensor<2608x64x64x64xbf16>
    %2 = stablehlo.convolution(%1, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2608x64x64x64xbf16>, tensor<3x3x64x64xbf16>) -> tensor<2608x64x64x64xbf16>
    %3 = stablehlo.add %arg0, %2 : tensor<2608x64x64x64xbf16>
    %4 = call @relu(%3) : (tensor<2608x64x64x64xbf16>) -> tensor<2608x64x64x64xbf16>
    return %4 : tensor<2608x64x64x64xbf16>
  }
  func.func private @relu(%arg0: tensor<2608x64x64x64xbf16>) -> tensor<2608x64x64x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2608x64x64x64xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2608x64x64x64xbf16>
    return %1 : tensor<2608x64x64x64xbf16>
  }
}
