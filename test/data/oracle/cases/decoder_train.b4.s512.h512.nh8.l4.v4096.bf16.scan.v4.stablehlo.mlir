module @jit_decoder_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<4x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<4x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<4x512x2048xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg3: tensor<4x2048x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg4: tensor<4x8x64x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg5: tensor<4x512x3x8x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}, {}]>}, %arg6: tensor<4096x512xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg7: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg8: tensor<4x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg9: tensor<4x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg10: tensor<4x512x2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg11: tensor<4x2048x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg12: tensor<4x8x64x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg13: tensor<4x512x3x8x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}, {}]>}, %arg14: tensor<4096x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg15: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg16: tensor<4x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg17: tensor<4x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg18: tensor<4x512x2048xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg19: tensor<4x2048x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>}, %arg20: tensor<4x8x64x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>}, %arg21: tensor<4x512x3x8x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}, {}]>}, %arg22: tensor<4096x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg23: tensor<512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg24: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}, %arg25: tensor<4x512xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg26: tensor<4x512xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<4x512xf32> {jax.result_info = "result[0]['blocks']['ln1']"}, tensor<4x512xf32> {jax.result_info = "result[0]['blocks']['ln2']"}, tensor<4x512x2048xbf16> {jax.result_info = "result[0]['blocks']['w1']"}, tensor<4x2048x512xbf16> {jax.result_info = "result[0]['blocks']['w2']"}, tensor<4x8x64x512xbf16> {jax.result_info = "result[0]['blocks']['wo']"}, tensor<4x512x3x8x64xbf16> {jax.result_info = "result[0]['blocks']['wqkv']"}, tensor<4096x512xbf16> {jax.result_info = "result[0]['embed']"}, tensor<512xf32> {jax.result_info = "result[0]['ln_f']"}, tensor<4x512xf32> {jax.result_info = "result[1]['blocks']['ln1']"}, tensor<4x512xf32> {jax.result_info = "result[1]['blocks']['ln2']"}, tensor<4x512x2048xf32> {jax.result_info = "result[1]['blocks']['w1']"}, tensor<4x2048x512xf32> {jax.result_info = "result[1]['blocks']['w2']"}, tensor<4x8x64x512xf32> {jax.result_info = "result[1]['blocks']['wo']"}, tensor<4x512x3x8x64xf32> {jax.result_info = "result[1]['blocks']['wqkv']"}, tensor<4096x512xf32> {jax.result_info = "result[1]['embed']"}, tensor<512xf32> {jax.result_info = "result[1]['ln_f']"}, tensor<4x512xf32> {jax.result_info = "result[2]['blocks']['ln1']"}, tensor<4x512xf32> {jax.result_info = "result[2]['blocks']['ln2']"}, tensor<4x512x2048xf32> {jax.result_info = "result[2]['blocks']['w1']"}, tensor<4x2048x512xf32> {jax.result_info = "result[2]['blocks']['w2']"}, tensor<4x8x64x512xf32> {jax.result_info = "result[2]['blocks']['wo']"}, tensor<4x512x3x8x64xf32> {jax.result_info = "result[2]['blocks']['wqkv']"}, tensor<4096x512xf32> {jax.result_info = "result[2]['embed']"}, tensor<512xf32> {jax.result_info = "result[2]['ln_f']"}, tensor<i32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}) {
    %0:2 = call @_take(%arg6, %arg25) : (tensor<4096x512xbf16>, tensor<4x512xi32>) -> (tensor<4x512x512xbf16>, tensor<4x512x1xi32>)
    %c = stablehlo.constant dense<true> : tensor<i1>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<512x512xi1>
    %2 = call @tril(%1) : (tensor<512x512xi1>) -> tensor<512x512xi1>
    %cst = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %3:2 = call @_where_0(%2, %cst) : (tensor<512x512xi1>, tensor<bf16>) -> (tensor<4x8x512x512xi1>, tensor<4x8x512x512xbf16>)
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4x512x512xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x4x512x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x4x512x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x4x512x512xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x1x1x512xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x4x512x512xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %10 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<4x4x512x512xbf16>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %11 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<4x4x512x8x64xbf16>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %12 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<4x4x512x8x64xbf16>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x4x8x512x512xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x4x8x512x1xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x4x8x512x1xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %16 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<4x4x8x512x512xbf16>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %17 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<4x4x512x8x64xbf16>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %18 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<4x4x512x8x64xbf16>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x4x512x512xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x4x512x1xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x4x512x1xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x4x512x512xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x1x1x512xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x4x512x512xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %25 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<4x4x512x512xbf16>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %26 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<bf16>) -> tensor<4x4x512x2048xbf16>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %27 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<bf16>) -> tensor<4x4x512x2048xbf16>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %28 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<bf16>) -> tensor<4x4x512x2048xbf16>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %29 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<bf16>) -> tensor<4x4x512x2048xbf16>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %30 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<bf16>) -> tensor<4x4x512x2048xbf16>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %31 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<bf16>) -> tensor<4x4x512x2048xbf16>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %32:38 = stablehlo.while(%iterArg = %arg0, %iterArg_131 = %arg1, %iterArg_132 = %arg2, %iterArg_133 = %arg3, %iterArg_134 = %arg4, %iterArg_135 = %arg5, %iterArg_136 = %3#0, %iterArg_137 = %3#1, %iterArg_138 = %c_28, %iterArg_139 = %0#0, %iterArg_140 = %4, %iterArg_141 = %5, %iterArg_142 = %6, %iterArg_143 = %7, %iterArg_144 = %8, %iterArg_145 = %9, %iterArg_146 = %10, %iterArg_147 = %11, %iterArg_148 = %12, %iterArg_149 = %13, %iterArg_150 = %14, %iterArg_151 = %15, %iterArg_152 = %16, %iterArg_153 = %17, %iterArg_154 = %18, %iterArg_155 = %19, %iterArg_156 = %20, %iterArg_157 = %21, %iterArg_158 = %22, %iterArg_159 = %23, %iterArg_160 = %24, %iterArg_161 = %25, %iterArg_162 = %26, %iterArg_163 = %27, %iterArg_164 = %28, %iterArg_165 = %29, %iterArg_166 = %30, %iterArg_167 = %31) : tensor<4x512xf32>, tensor<4x512xf32>, tensor<4x512x2048xbf16>, tensor<4x2048x512xbf16>, tensor<4x8x64x512xbf16>, tensor<4x512x3x8x64xbf16>, tensor<4x8x512x512xi1>, tensor<4x8x512x512xbf16>, tensor<i32>, tensor<4x512x512xbf16>, tensor<4x4x512x512xf32>, tensor<4x4x512x1xf32>, tensor<4x4x512x1xf32>, tensor<4x4x512x512xf32>, tensor<4x1x1x512xf32>, tensor<4x4x512x512xf32>, tensor<4x4x512x512xbf16>, tensor<4x4x512x8x64xbf16>, tensor<4x4x512x8x64xbf16>, tensor<4x4x8x512x512xf32>, tensor<4x4x8x512x1xf32>, tensor<4x4x8x512x1xf32>, tensor<4x4x8x512x512xbf16>, tensor<4x4x512x8x64xbf16>, tensor<4x4x512x8x64xbf16>, tensor<4x4x512x512xf32>, tensor<4x4x512x1xf32>, tensor<4x4x512x1xf32>, tensor<4x4x512x512xf32>, tensor<4x1x1x512xf32>, tensor<4x4x512x512xf32>, tensor<4x4x512x512xbf16>, tensor<4x4x512x2048xbf16>, tensor<4x4x512x2048xbf16>, tensor<4x4x512x2048xbf16>, tensor<4x4x512x2048xbf16>, tensor<4x4x512x2048xbf16>, tensor<4x4x512x2048xbf16>
    cond {
      %c_168 = stablehlo.constant dense<4> : tensor<i32>
      %325 = stablehlo.compare LT, %iterArg_138, %c_168, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %325 : tensor<i1>
    } do {
      %325 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_138) : (tensor<4x512xf32>, tensor<i32>) -> tensor<512xf32>
      %326 = func.call @dynamic_index_in_dim(%iterArg_131, %iterArg_138) : (tensor<4x512xf32>, tensor<i32>) -> tensor<512xf32>
      %327 = func.call @dynamic_index_in_dim_1(%iterArg_132, %iterArg_138) : (tensor<4x512x2048xbf16>, tensor<i32>) -> tensor<512x2048xbf16>
      %328 = func.call @dynamic_index_in_dim_2(%iterArg_133, %iterArg_138) : (tensor<4x2048x512xbf16>, tensor<i32>) -> tensor<2048x512xbf16>
      %329 = func.call @dynamic_index_in_dim_3(%iterArg_134, %iterArg_138) : (tensor<4x8x64x512xbf16>, tensor<i32>) -> tensor<8x64x512xbf16>
      %330 = func.call @dynamic_index_in_dim_4(%iterArg_135, %iterArg_138) : (tensor<4x512x3x8x64xbf16>, tensor<i32>) -> tensor<512x3x8x64xbf16>
      %331:29 = func.call @closed_call(%iterArg_136, %iterArg_137, %iterArg_139, %325, %326, %327, %328, %329, %330) : (tensor<4x8x512x512xi1>, tensor<4x8x512x512xbf16>, tensor<4x512x512xbf16>, tensor<512xf32>, tensor<512xf32>, tensor<512x2048xbf16>, tensor<2048x512xbf16>, tensor<8x64x512xbf16>, tensor<512x3x8x64xbf16>) -> (tensor<4x512x512xbf16>, tensor<4x512x512xf32>, tensor<4x512x1xf32>, tensor<4x512x1xf32>, tensor<4x512x512xf32>, tensor<1x1x512xf32>, tensor<4x512x512xf32>, tensor<4x512x512xbf16>, tensor<4x512x8x64xbf16>, tensor<4x512x8x64xbf16>, tensor<4x8x512x512xf32>, tensor<4x8x512x1xf32>, tensor<4x8x512x1xf32>, tensor<4x8x512x512xbf16>, tensor<4x512x8x64xbf16>, tensor<4x512x8x64xbf16>, tensor<4x512x512xf32>, tensor<4x512x1xf32>, tensor<4x512x1xf32>, tensor<4x512x512xf32>, tensor<1x1x512xf32>, tensor<4x512x512xf32>, tensor<4x512x512xbf16>, tensor<4x512x2048xbf16>, tensor<4x512x2048xbf16>, tensor<4x512x2048xbf16>, tensor<4x512x2048xbf16>, tensor<4x512x2048xbf16>, tensor<4x512x2048xbf16>)
      %332 = func.call @dynamic_update_index_in_dim(%iterArg_140, %331#1, %iterArg_138) : (tensor<4x4x512x512xf32>, tensor<4x512x512xf32>, tensor<i32>) -> tensor<4x4x512x512xf32>
      %333 = func.call @dynamic_update_index_in_dim_6(%iterArg_141, %331#2, %iterArg_138) : (tensor<4x4x512x1xf32>, tensor<4x512x1xf32>, tensor<i32>) -> tensor<4x4x512x1xf32>
      %334 = func.call @dynamic_update_index_in_dim_6(%iterArg_142, %331#3, %iterArg_138) : (tensor<4x4x512x1xf32>, tensor<4x512x1xf32>, tensor<i32>) -> tensor<4x4x512x1xf32>
      %335 = func.call @dynamic_update_index_in_dim(%iterArg_143, %331#4, %iterArg_138) : (tensor<4x4x512x512xf32>, tensor<4x512x512xf32>, tensor<i32>) -> tensor<4x4x512x512xf32>
      %336 = func.call @dynamic_update_index_in_dim_7(%iterArg_144, %331#5, %iterArg_138) : (tensor<4x1x1x512xf32>, tensor<1x1x512xf32>, tensor<i32>) -> tensor<4x1x1x512xf32>
      %337 = func.call @dynamic_update_index_in_dim(%iterArg_145, %331#6, %iterArg_138) : (tensor<4x4x512x512xf32>, tensor<4x512x512xf32>, tensor<i32>) -> tensor<4x4x512x512xf32>
      %338 = func.call @dynamic_update_index_in_dim_8(%iterArg_146, %331#7, %iterArg_138) : (tensor<4x4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<i32>) -> tensor<4x4x512x512xbf16>
      %339 = func.call @dynamic_update_index_in_dim_9(%iterArg_147, %331#8, %iterArg_138) : (tensor<4x4x512x8x64xbf16>, tensor<4x512x8x64xbf16>, tensor<i32>) -> tensor<4x4x512x8x64xbf16>
      %340 = func.call @dynamic_update_index_in_dim_9(%iterArg_148, %331#9, %iterArg_138) : (tensor<4x4x512x8x64xbf16>, tensor<4x512x8x64xbf16>, tensor<i32>) -> tensor<4x4x512x8x64xbf16>
      %341 = func.call @dynamic_update_index_in_dim_10(%iterArg_149, %331#10, %iterArg_138) : (tensor<4x4x8x512x512xf32>, tensor<4x8x512x512xf32>, tensor<i32>) -> tensor<4x4x8x512x512xf32>
      %342 = func.call @dynamic_update_index_in_dim_11(%iterArg_150, %331#11, %iterArg_138) : (tensor<4x4x8x512x1xf32>, tensor<4x8x512x1xf32>, tensor<i32>) -> tensor<4x4x8x512x1xf32>
      %343 = func.call @dynamic_update_index_in_dim_11(%iterArg_151, %331#12, %iterArg_138) : (tensor<4x4x8x512x1xf32>, tensor<4x8x512x1xf32>, tensor<i32>) -> tensor<4x4x8x512x1xf32>
      %344 = func.call @dynamic_update_index_in_dim_12(%iterArg_152, %331#13, %iterArg_138) : (tensor<4x4x8x512x512xbf16>, tensor<4x8x512x512xbf16>, tensor<i32>) -> tensor<4x4x8x512x512xbf16>
      %345 = func.call @dynamic_update_index_in_dim_9(%iterArg_153, %331#14, %iterArg_138) : (tensor<4x4x512x8x64xbf16>, tensor<4x512x8x64xbf16>, tensor<i32>) -> tensor<4x4x512x8x64xbf16>
      %346 = func.call @dynamic_update_index_in_dim_9(%iterArg_154, %331#15, %iterArg_138) : (tensor<4x4x512x8x64xbf16>, tensor<4x512x8x64xbf16>, tensor<i32>) -> tensor<4x4x512x8x64xbf16>
      %347 = func.call @dynamic_update_index_in_dim(%iterArg_155, %331#16, %iterArg_138) : (tensor<4x4x512x512xf32>, tensor<4x512x512xf32>, tensor<i32>) -> tensor<4x4x512x512xf32>
      %348 = func.call @dynamic_update_index_in_dim_6(%iterArg_156, %331#17, %iterArg_138) : (tensor<4x4x512x1xf32>, tensor<4x512x1xf32>, tensor<i32>) -> tensor<4x4x512x1xf32>
      %349 = func.call @dynamic_update_index_in_dim_6(%iterArg_157, %331#18, %iterArg_138) : (tensor<4x4x512x1xf32>, tensor<4x512x1xf32>, tensor<i32>) -> tensor<4x4x512x1xf32>
      %350 = func.call @dynamic_update_index_in_dim(%iterArg_158, %331#19, %iterArg_138) : (tensor<4x4x512x512xf32>, tensor<4x512x512xf32>, tensor<i32>) -> tensor<4x4x512x512xf32>
      %351 = func.call @dynamic_update_index_in_dim_7(%iterArg_159, %331#20, %iterArg_138) : (tensor<4x1x1x512xf32>, tensor<1x1x512xf32>, tensor<i32>) -> tensor<4x1x1x512xf32>
      %352 = func.call @dynamic_update_index_in_dim(%iterArg_160, %331#21, %iterArg_138) : (tensor<4x4x512x512xf32>, tensor<4x512x512xf32>, tensor<i32>) -> tensor<4x4x512x512xf32>
      %353 = func.call @dynamic_update_index_in_dim_8(%iterArg_161, %331#22, %iterArg_138) : (tensor<4x4x512x512xbf16>, tensor<4x512x512xbf16>, tensor<i32>) -> tensor<4x4x512x512xbf16>
      %354 = func.call @dynamic_update_index_in_dim_13(%iterArg_162, %331#23, %iterArg_138) : (tensor<4x4x512x2048xbf16>, tensor<4x512x2048xbf16>, tensor<i32>) -> tensor<4x4x512x2048xbf16>
      %355 = func.call @dynamic_update_index_in_dim_13(%iterArg_163, %331#24, %iterArg_138) : (tensor<4x4x512x2048xbf16>, tensor<4x512x2048xbf16>, tensor<i32>) -> tensor<4x4x512x2048xbf16>
      %356 = func.call @dynamic_update_index_in_dim_13(%iterArg_164, %331#25, %iterArg_138) : (tensor<4x4x512x2048xbf16>, tensor<4x512x2048xbf16>, tensor<i32>) -> tensor<4x4x512x2048xbf16>
      %357 = func.call @dynamic_update_index_in_dim_13(%iterArg_165, %331#26, %iterArg_138) : (tensor<4x4x512x2048xbf16>, tensor<4x512x2048xbf16>, tensor<i32>) -> tensor<4x4x512x2048xbf16>
      %358 = func.call @dynamic_update_index_in_dim_13(%iterArg_166, %331#27, %iterArg_138) : (tensor<4x4x512x2048xbf16>, tensor<4x512x2048xbf16>, tensor<i32>) -> tensor<4x4x512x2048xbf16>
      %359 = func.call @dynamic_update_index_in_dim_13(%iterArg_167, %331#28, %iterArg_138) : (tensor<4x4x512x2048xbf16>, tensor<4x512x2048xbf16>, tensor<i32>) -> tensor<4x4x512x2048xbf16>
      %c_168 = stablehlo.constant dense<1> : tensor<i32>
      %360 = stablehlo.add %iterArg_138, %c_168 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_131, %iterArg_132, %iterArg_133, %iterArg_134, %iterArg_135, %iterArg_136, %iterArg_137, %360, %331#0, %332, %333, %334, %335, %336, %337, %338, %339, %340, %341, %342, %343, %344, %345, %346, %347, %348, %349, %350, %351, %352, %353, %354, %355, %356, %357, %358, %359 : tensor<4x512xf32>, tensor<4x512xf32>, tensor<4x512x2048xbf16>, tensor<4x2048x512xbf16>, tensor<4x8x64x512xbf16>, tensor<4x512x3x8x64xbf16>, tensor<4x8x512x512xi1>, tensor<4x8x512x512xbf16>, tensor<i32>, tensor<4x512x512xbf16>, tensor<4x4x512x512xf32>, tensor<4x4x512x1xf32>, tensor<4x4x512x1xf32>, tensor<4x4x512x512xf32>, tensor<4x1x1x512xf32>, tensor<4x4x512x512xf32>, tensor<4x4x512x512xbf16>, tensor<4x4x512x8x64xbf16>, tensor<4x4x512x8x64xbf16>, tensor<4x4x8x512x512xf32>, tensor<4x4x8x512x1xf32>, tensor<4x4x8x512x1xf32>, tensor<4x4x8x512x512xbf16>, tensor<4x4x512x8x64xbf16>, tensor<4x4x512x8x64xbf16>, tensor<4x4x512x512xf32>, tensor<4x4x512x1xf32>, tensor<4x4x512x1xf32>, tensor<4x4x512x512xf32>, tensor<4x1x1x512xf32>, tensor<4x4x512x512xf32>, tensor<4x4x512x512xbf16>, tensor<4x4x512x2048xbf16>, tensor<4x4x512x2048xbf16>, tensor<4x4x512x2048xbf16>, tensor<4x4x512x2048xbf16>, tensor<4x4x512x2048xbf16>, tensor<4x4x512x2048xbf16>
    }
    %33 = stablehlo.convert %32#9 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %34 = chlo.square %33 : tensor<4x512x512xf32> -> tensor<4x512x512xf32>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x512x512xf32>
    %36 = stablehlo.multiply %35, %33 : tensor<4x512x512xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%34 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<4x512x512xf32>, tensor<f32>) -> tensor<4x512xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %cst_31 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %40 = stablehlo.divide %38, %39 : tensor<4x512x1xf32>
    %cst_32 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %42 = stablehlo.add %40, %41 : tensor<4x512x1xf32>
    %43 = stablehlo.rsqrt %42 : tensor<4x512x1xf32>
    %44 = stablehlo.divide %43, %42 : tensor<4x512x1xf32>
    %cst_33 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %46 = stablehlo.multiply %45, %44 : tensor<4x512x1xf32>
    %47 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x512xf32>
    %48 = stablehlo.multiply %33, %47 : tensor<4x512x512xf32>
    %49 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<4x512x512xf32>
    %51 = stablehlo.multiply %48, %50 : tensor<4x512x512xf32>
    %52 = stablehlo.convert %51 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    %53 = stablehlo.dot_general %52, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x512xbf16>, tensor<4096x512xbf16>) -> tensor<4x512x4096xbf16>
    %54 = stablehlo.convert %53 : (tensor<4x512x4096xbf16>) -> tensor<4x512x4096xf32>
    %55:3 = call @log_softmax(%54) : (tensor<4x512x4096xf32>) -> (tensor<4x512x4096xf32>, tensor<4x512x4096xf32>, tensor<4x512x1xf32>)
    %56 = stablehlo.broadcast_in_dim %arg26, dims = [0, 1] : (tensor<4x512xi32>) -> tensor<4x512x1xi32>
    %57:2 = call @take_along_axis(%55#0, %56) : (tensor<4x512x4096xf32>, tensor<4x512x1xi32>) -> (tensor<4x512x1xf32>, tensor<4x512x1x1xi32>)
    %58 = stablehlo.reshape %57#0 : (tensor<4x512x1xf32>) -> tensor<4x512xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_35 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %60 = stablehlo.divide %59, %cst_35 : tensor<f32>
    %61 = stablehlo.negate %60 : tensor<f32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.negate %cst_36 : tensor<f32>
    %cst_37 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %63 = stablehlo.divide %62, %cst_37 : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %66 = call @take_along_axis_14(%57#1, %65) : (tensor<4x512x1x1xi32>, tensor<4x512x1xf32>) -> tensor<4x512x4096xf32>
    %67 = call @log_softmax_15(%55#1, %55#2, %66) : (tensor<4x512x4096xf32>, tensor<4x512x1xf32>, tensor<4x512x4096xf32>) -> tensor<4x512x4096xf32>
    %68 = stablehlo.convert %67 : (tensor<4x512x4096xf32>) -> tensor<4x512x4096xbf16>
    %69 = stablehlo.dot_general %68, %52, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x4096xbf16>, tensor<4x512x512xbf16>) -> tensor<4096x512xbf16>
    %70 = stablehlo.dot_general %68, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x4096xbf16>, tensor<4096x512xbf16>) -> tensor<4x512x512xbf16>
    %71 = stablehlo.convert %70 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %72 = stablehlo.multiply %48, %71 : tensor<4x512x512xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_38) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %74 = stablehlo.reshape %73 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %75 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<4x512x512xf32>
    %76 = stablehlo.multiply %71, %75 : tensor<4x512x512xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%74 init: %cst_39) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %78 = stablehlo.multiply %33, %76 : tensor<4x512x512xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<4x512x512xf32>, tensor<f32>) -> tensor<4x512xf32>
    %80 = stablehlo.reshape %79 : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %81 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x512xf32>
    %82 = stablehlo.multiply %76, %81 : tensor<4x512x512xf32>
    %83 = stablehlo.multiply %80, %46 : tensor<4x512x1xf32>
    %cst_41 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %85 = stablehlo.divide %83, %84 : tensor<4x512x1xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%85 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<4x512x1xf32>, tensor<f32>) -> tensor<4x512xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x512xf32>
    %88 = stablehlo.multiply %87, %36 : tensor<4x512x512xf32>
    %89 = stablehlo.add %82, %88 : tensor<4x512x512xf32>
    %90 = stablehlo.convert %89 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %93 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %94 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<bf16>) -> tensor<4x2048x512xbf16>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %95 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<bf16>) -> tensor<4x8x64x512xbf16>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %96 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<bf16>) -> tensor<4x512x3x8x64xbf16>
    %c_49 = stablehlo.constant dense<0> : tensor<i32>
    %97:41 = stablehlo.while(%iterArg = %32#10, %iterArg_131 = %32#11, %iterArg_132 = %32#12, %iterArg_133 = %32#13, %iterArg_134 = %32#14, %iterArg_135 = %32#15, %iterArg_136 = %32#16, %iterArg_137 = %arg5, %iterArg_138 = %32#17, %iterArg_139 = %32#18, %iterArg_140 = %32#19, %iterArg_141 = %32#20, %iterArg_142 = %32#21, %iterArg_143 = %32#22, %iterArg_144 = %32#23, %iterArg_145 = %arg4, %iterArg_146 = %32#24, %iterArg_147 = %32#25, %iterArg_148 = %32#26, %iterArg_149 = %32#27, %iterArg_150 = %32#28, %iterArg_151 = %32#29, %iterArg_152 = %32#30, %iterArg_153 = %arg2, %iterArg_154 = %32#31, %iterArg_155 = %32#32, %iterArg_156 = %32#33, %iterArg_157 = %32#34, %iterArg_158 = %32#35, %iterArg_159 = %32#36, %iterArg_160 = %arg3, %iterArg_161 = %32#37, %iterArg_162 = %3#0, %iterArg_163 = %c_49, %iterArg_164 = %90, %iterArg_165 = %91, %iterArg_166 = %92, %iterArg_167 = %93, %iterArg_168 = %94, %iterArg_169 = %95, %iterArg_170 = %96) : tensor<4x4x512x512xf32>, tensor<4x4x512x1xf32>, tensor<4x4x512x1xf32>, tensor<4x4x512x512xf32>, tensor<4x1x1x512xf32>, tensor<4x4x512x512xf32>, tensor<4x4x512x512xbf16>, tensor<4x512x3x8x64xbf16>, tensor<4x4x512x8x64xbf16>, tensor<4x4x512x8x64xbf16>, tensor<4x4x8x512x512xf32>, tensor<4x4x8x512x1xf32>, tensor<4x4x8x512x1xf32>, tensor<4x4x8x512x512xbf16>, tensor<4x4x512x8x64xbf16>, tensor<4x8x64x512xbf16>, tensor<4x4x512x8x64xbf16>, tensor<4x4x512x512xf32>, tensor<4x4x512x1xf32>, tensor<4x4x512x1xf32>, tensor<4x4x512x512xf32>, tensor<4x1x1x512xf32>, tensor<4x4x512x512xf32>, tensor<4x512x2048xbf16>, tensor<4x4x512x512xbf16>, tensor<4x4x512x2048xbf16>, tensor<4x4x512x2048xbf16>, tensor<4x4x512x2048xbf16>, tensor<4x4x512x2048xbf16>, tensor<4x4x512x2048xbf16>, tensor<4x2048x512xbf16>, tensor<4x4x512x2048xbf16>, tensor<4x8x512x512xi1>, tensor<i32>, tensor<4x512x512xbf16>, tensor<4x512xf32>, tensor<4x512xf32>, tensor<4x512x2048xbf16>, tensor<4x2048x512xbf16>, tensor<4x8x64x512xbf16>, tensor<4x512x3x8x64xbf16>
    cond {
      %c_171 = stablehlo.constant dense<4> : tensor<i32>
      %325 = stablehlo.compare LT, %iterArg_163, %c_171, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %325 : tensor<i1>
    } do {
      %c_171 = stablehlo.constant dense<4> : tensor<i32>
      %325 = stablehlo.subtract %c_171, %iterArg_163 : tensor<i32>
      %c_172 = stablehlo.constant dense<1> : tensor<i32>
      %326 = stablehlo.subtract %325, %c_172 : tensor<i32>
      %327 = func.call @dynamic_index_in_dim_16(%iterArg, %326) : (tensor<4x4x512x512xf32>, tensor<i32>) -> tensor<4x512x512xf32>
      %328 = func.call @dynamic_index_in_dim_17(%iterArg_131, %326) : (tensor<4x4x512x1xf32>, tensor<i32>) -> tensor<4x512x1xf32>
      %329 = func.call @dynamic_index_in_dim_17(%iterArg_132, %326) : (tensor<4x4x512x1xf32>, tensor<i32>) -> tensor<4x512x1xf32>
      %330 = func.call @dynamic_index_in_dim_16(%iterArg_133, %326) : (tensor<4x4x512x512xf32>, tensor<i32>) -> tensor<4x512x512xf32>
      %331 = func.call @dynamic_index_in_dim_18(%iterArg_134, %326) : (tensor<4x1x1x512xf32>, tensor<i32>) -> tensor<1x1x512xf32>
      %332 = func.call @dynamic_index_in_dim_16(%iterArg_135, %326) : (tensor<4x4x512x512xf32>, tensor<i32>) -> tensor<4x512x512xf32>
      %333 = func.call @dynamic_index_in_dim_19(%iterArg_136, %326) : (tensor<4x4x512x512xbf16>, tensor<i32>) -> tensor<4x512x512xbf16>
      %334 = func.call @dynamic_index_in_dim_4(%iterArg_137, %326) : (tensor<4x512x3x8x64xbf16>, tensor<i32>) -> tensor<512x3x8x64xbf16>
      %335 = func.call @dynamic_index_in_dim_20(%iterArg_138, %326) : (tensor<4x4x512x8x64xbf16>, tensor<i32>) -> tensor<4x512x8x64xbf16>
      %336 = func.call @dynamic_index_in_dim_20(%iterArg_139, %326) : (tensor<4x4x512x8x64xbf16>, tensor<i32>) -> tensor<4x512x8x64xbf16>
      %337 = func.call @dynamic_index_in_dim_21(%iterArg_140, %326) : (tensor<4x4x8x512x512xf32>, tensor<i32>) -> tensor<4x8x512x512xf32>
      %338 = func.call @dynamic_index_in_dim_22(%iterArg_141, %326) : (tensor<4x4x8x512x1xf32>, tensor<i32>) -> tensor<4x8x512x1xf32>
      %339 = func.call @dynamic_index_in_dim_22(%iterArg_142, %326) : (tensor<4x4x8x512x1xf32>, tensor<i32>) -> tensor<4x8x512x1xf32>
      %340 = func.call @dynamic_index_in_dim_23(%iterArg_143, %326) : (tensor<4x4x8x512x512xbf16>, tensor<i32>) -> tensor<4x8x512x512xbf16>
      %341 = func.call @dynamic_index_in_dim_20(%iterArg_144, %326) : (tensor<4x4x512x8x64xbf16>, tensor<i32>) -> tensor<4x512x8x64xbf16>
      %342 = func.call @dynamic_index_in_dim_3(%iterArg_145, %326) : (tensor<4x8x64x512xbf16>, tensor<i32>) -> tensor<8x64x512xbf16>
      %343 = func.call @dynamic_index_in_dim_20(%iterArg_146, %326) : (tensor<4x4x512x8x64xbf16>, tensor<i32>) -> tensor<4x512x8x64xbf16>
      %344 = func.call @dynamic_index_in_dim_16(%iterArg_147, %326) : (tensor<4x4x512x512xf32>, tensor<i32>) -> tensor<4x512x512xf32>
      %345 = func.call @dynamic_index_in_dim_17(%iterArg_148, %326) : (tensor<4x4x512x1xf32>, tensor<i32>) -> tensor<4x512x1xf32>
      %346 = func.call @dynamic_index_in_dim_17(%iterArg_149, %326) : (tensor<4x4x512x1xf32>, tensor<i32>) -> tensor<4x512x1xf32>
      %347 = func.call @dynamic_index_in_dim_16(%iterArg_150, %326) : (tensor<4x4x512x512xf32>, tensor<i32>) -> tensor<4x512x512xf32>
      %348 = func.call @dynamic_index_in_dim_18(%iterArg_151, %326) : (tensor<4x1x1x512xf32>, tensor<i32>) -> tensor<1x1x512xf32>
      %349 = func.call @dynamic_index_in_dim_16(%iterArg_152, %326) : (tensor<4x4x512x512xf32>, tensor<i32>) -> tensor<4x512x512xf32>
      %350 = func.call @dynamic_index_in_dim_1(%iterArg_153, %326) : (tensor<4x512x2048xbf16>, tensor<i32>) -> tensor<512x2048xbf16>
      %351 = func.call @dynamic_index_in_dim_19(%iterArg_154, %326) : (tensor<4x4x512x512xbf16>, tensor<i32>) -> tensor<4x512x512xbf16>
      %352 = func.call @dynamic_index_in_dim_24(%iterArg_155, %326) : (tensor<4x4x512x2048xbf16>, tensor<i32>) -> tensor<4x512x2048xbf16>
      %353 = func.call @dynamic_index_in_dim_24(%iterArg_156, %326) : (tensor<4x4x512x2048xbf16>, tensor<i32>) -> tensor<4x512x2048xbf16>
      %354 = func.call @dynamic_index_in_dim_24(%iterArg_157, %326) : (tensor<4x4x512x2048xbf16>, tensor<i32>) -> tensor<4x512x2048xbf16>
      %355 = func.call @dynamic_index_in_dim_24(%iterArg_158, %326) : (tensor<4x4x512x2048xbf16>, tensor<i32>) -> tensor<4x512x2048xbf16>
      %356 = func.call @dynamic_index_in_dim_24(%iterArg_159, %326) : (tensor<4x4x512x2048xbf16>, tensor<i32>) -> tensor<4x512x2048xbf16>
      %357 = func.call @dynamic_index_in_dim_2(%iterArg_160, %326) : (tensor<4x2048x512xbf16>, tensor<i32>) -> tensor<2048x512xbf16>
      %358 = func.call @dynamic_index_in_dim_24(%iterArg_161, %326) : (tensor<4x4x512x2048xbf16>, tensor<i32>) -> tensor<4x512x2048xbf16>
      %359:7 = func.call @closed_call_25(%iterArg_162, %iterArg_164, %327, %328, %329, %330, %331, %332, %333, %334, %335, %336, %337, %338, %339, %340, %341, %342, %343, %344, %345, %346, %347, %348, %349, %350, %351, %352, %353, %354, %355, %356, %357, %358) : (tensor<4x8x512x512xi1>, tensor<4x512x512xbf16>, tensor<4x512x512xf32>, tensor<4x512x1xf32>, tensor<4x512x1xf32>, tensor<4x512x512xf32>, tensor<1x1x512xf32>, tensor<4x512x512xf32>, tensor<4x512x512xbf16>, tensor<512x3x8x64xbf16>, tensor<4x512x8x64xbf16>, tensor<4x512x8x64xbf16>, tensor<4x8x512x512xf32>, tensor<4x8x512x1xf32>, tensor<4x8x512x1xf32>, tensor<4x8x512x512xbf16>, tensor<4x512x8x64xbf16>, tensor<8x64x512xbf16>, tensor<4x512x8x64xbf16>, tensor<4x512x512xf32>, tensor<4x512x1xf32>, tensor<4x512x1xf32>, tensor<4x512x512xf32>, tensor<1x1x512xf32>, tensor<4x512x512xf32>, tensor<512x2048xbf16>, tensor<4x512x512xbf16>, tensor<4x512x2048xbf16>, tensor<4x512x2048xbf16>, tensor<4x512x2048xbf16>, tensor<4x512x2048xbf16>, tensor<4x512x2048xbf16>, tensor<2048x512xbf16>, tensor<4x512x2048xbf16>) -> (tensor<4x512x512xbf16>, tensor<512xf32>, tensor<512xf32>, tensor<512x2048xbf16>, tensor<2048x512xbf16>, tensor<8x64x512xbf16>, tensor<512x3x8x64xbf16>)
      %360 = func.call @dynamic_update_index_in_dim_27(%iterArg_165, %359#1, %326) : (tensor<4x512xf32>, tensor<512xf32>, tensor<i32>) -> tensor<4x512xf32>
      %361 = func.call @dynamic_update_index_in_dim_27(%iterArg_166, %359#2, %326) : (tensor<4x512xf32>, tensor<512xf32>, tensor<i32>) -> tensor<4x512xf32>
      %362 = func.call @dynamic_update_index_in_dim_28(%iterArg_167, %359#3, %326) : (tensor<4x512x2048xbf16>, tensor<512x2048xbf16>, tensor<i32>) -> tensor<4x512x2048xbf16>
      %363 = func.call @dynamic_update_index_in_dim_29(%iterArg_168, %359#4, %326) : (tensor<4x2048x512xbf16>, tensor<2048x512xbf16>, tensor<i32>) -> tensor<4x2048x512xbf16>
      %364 = func.call @dynamic_update_index_in_dim_30(%iterArg_169, %359#5, %326) : (tensor<4x8x64x512xbf16>, tensor<8x64x512xbf16>, tensor<i32>) -> tensor<4x8x64x512xbf16>
      %365 = func.call @dynamic_update_index_in_dim_31(%iterArg_170, %359#6, %326) : (tensor<4x512x3x8x64xbf16>, tensor<512x3x8x64xbf16>, tensor<i32>) -> tensor<4x512x3x8x64xbf16>
      %c_173 = stablehlo.constant dense<1> : tensor<i32>
      %366 = stablehlo.add %iterArg_163, %c_173 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_131, %iterArg_132, %iterArg_133, %iterArg_134, %iterArg_135, %iterArg_136, %iterArg_137, %iterArg_138, %iterArg_139, %iterArg_140, %iterArg_141, %iterArg_142, %iterArg_143, %iterArg_144, %iterArg_145, %iterArg_146, %iterArg_147, %iterArg_148, %iterArg_149, %iterArg_150, %iterArg_151, %iterArg_152, %iterArg_153, %iterArg_154, %iterArg_155, %iterArg_156, %iterArg_157, %iterArg_158, %iterArg_159, %iterArg_160, %iterArg_161, %iterArg_162, %366, %359#0, %360, %361, %362, %363, %364, %365 : tensor<4x4x512x512xf32>, tensor<4x4x512x1xf32>, tensor<4x4x512x1xf32>, tensor<4x4x512x512xf32>, tensor<4x1x1x512xf32>, tensor<4x4x512x512xf32>, tensor<4x4x512x512xbf16>, tensor<4x512x3x8x64xbf16>, tensor<4x4x512x8x64xbf16>, tensor<4x4x512x8x64xbf16>, tensor<4x4x8x512x512xf32>, tensor<4x4x8x512x1xf32>, tensor<4x4x8x512x1xf32>, tensor<4x4x8x512x512xbf16>, tensor<4x4x512x8x64xbf16>, tensor<4x8x64x512xbf16>, tensor<4x4x512x8x64xbf16>, tensor<4x4x512x512xf32>, tensor<4x4x512x1xf32>, tensor<4x4x512x1xf32>, tensor<4x4x512x512xf32>, tensor<4x1x1x512xf32>, tensor<4x4x512x512xf32>, tensor<4x512x2048xbf16>, tensor<4x4x512x512xbf16>, tensor<4x4x512x2048xbf16>, tensor<4x4x512x2048xbf16>, tensor<4x4x512x2048xbf16>, tensor<4x4x512x2048xbf16>, tensor<4x4x512x2048xbf16>, tensor<4x2048x512xbf16>, tensor<4x4x512x2048xbf16>, tensor<4x8x512x512xi1>, tensor<i32>, tensor<4x512x512xbf16>, tensor<4x512xf32>, tensor<4x512xf32>, tensor<4x512x2048xbf16>, tensor<4x2048x512xbf16>, tensor<4x8x64x512xbf16>, tensor<4x512x3x8x64xbf16>
    }
    %98 = call @_take_32(%0#1, %97#34) : (tensor<4x512x1xi32>, tensor<4x512x512xbf16>) -> tensor<4096x512xbf16>
    %99 = stablehlo.add %69, %98 : tensor<4096x512xbf16>
    %c_50 = stablehlo.constant dense<1> : tensor<i32>
    %100 = stablehlo.add %arg24, %c_50 : tensor<i32>
    %101 = stablehlo.convert %100 : (tensor<i32>) -> tensor<f32>
    %cst_51 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %103 = stablehlo.multiply %102, %arg8 : tensor<4x512xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %105 = stablehlo.multiply %104, %97#35 : tensor<4x512xf32>
    %106 = stablehlo.add %103, %105 : tensor<4x512xf32>
    %cst_53 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %108 = stablehlo.multiply %107, %arg16 : tensor<4x512xf32>
    %cst_54 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %110 = stablehlo.multiply %109, %97#35 : tensor<4x512xf32>
    %111 = stablehlo.multiply %110, %97#35 : tensor<4x512xf32>
    %112 = stablehlo.add %108, %111 : tensor<4x512xf32>
    %cst_55 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %113 = stablehlo.power %cst_55, %101 : tensor<f32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %114 = stablehlo.subtract %cst_56, %113 : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %116 = stablehlo.divide %106, %115 : tensor<4x512xf32>
    %cst_57 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %117 = stablehlo.power %cst_57, %101 : tensor<f32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %118 = stablehlo.subtract %cst_58, %117 : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %120 = stablehlo.divide %112, %119 : tensor<4x512xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %122 = stablehlo.multiply %121, %116 : tensor<4x512xf32>
    %123 = stablehlo.sqrt %120 : tensor<4x512xf32>
    %cst_60 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %125 = stablehlo.add %123, %124 : tensor<4x512xf32>
    %126 = stablehlo.divide %122, %125 : tensor<4x512xf32>
    %127 = stablehlo.subtract %arg0, %126 : tensor<4x512xf32>
    %cst_61 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %129 = stablehlo.multiply %128, %arg9 : tensor<4x512xf32>
    %cst_62 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %131 = stablehlo.multiply %130, %97#36 : tensor<4x512xf32>
    %132 = stablehlo.add %129, %131 : tensor<4x512xf32>
    %cst_63 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %134 = stablehlo.multiply %133, %arg17 : tensor<4x512xf32>
    %cst_64 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %136 = stablehlo.multiply %135, %97#36 : tensor<4x512xf32>
    %137 = stablehlo.multiply %136, %97#36 : tensor<4x512xf32>
    %138 = stablehlo.add %134, %137 : tensor<4x512xf32>
    %cst_65 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %139 = stablehlo.power %cst_65, %101 : tensor<f32>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %140 = stablehlo.subtract %cst_66, %139 : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %142 = stablehlo.divide %132, %141 : tensor<4x512xf32>
    %cst_67 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %143 = stablehlo.power %cst_67, %101 : tensor<f32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %144 = stablehlo.subtract %cst_68, %143 : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %146 = stablehlo.divide %138, %145 : tensor<4x512xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %148 = stablehlo.multiply %147, %142 : tensor<4x512xf32>
    %149 = stablehlo.sqrt %146 : tensor<4x512xf32>
    %cst_70 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %151 = stablehlo.add %149, %150 : tensor<4x512xf32>
    %152 = stablehlo.divide %148, %151 : tensor<4x512xf32>
    %153 = stablehlo.subtract %arg1, %152 : tensor<4x512xf32>
    %154 = stablehlo.convert %97#37 : (tensor<4x512x2048xbf16>) -> tensor<4x512x2048xf32>
    %cst_71 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<4x512x2048xf32>
    %156 = stablehlo.multiply %155, %arg10 : tensor<4x512x2048xf32>
    %cst_72 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<4x512x2048xf32>
    %158 = stablehlo.multiply %157, %154 : tensor<4x512x2048xf32>
    %159 = stablehlo.add %156, %158 : tensor<4x512x2048xf32>
    %cst_73 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<4x512x2048xf32>
    %161 = stablehlo.multiply %160, %arg18 : tensor<4x512x2048xf32>
    %cst_74 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<4x512x2048xf32>
    %163 = stablehlo.multiply %162, %154 : tensor<4x512x2048xf32>
    %164 = stablehlo.multiply %163, %154 : tensor<4x512x2048xf32>
    %165 = stablehlo.add %161, %164 : tensor<4x512x2048xf32>
    %cst_75 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %166 = stablehlo.power %cst_75, %101 : tensor<f32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %167 = stablehlo.subtract %cst_76, %166 : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<f32>) -> tensor<4x512x2048xf32>
    %169 = stablehlo.divide %159, %168 : tensor<4x512x2048xf32>
    %cst_77 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %170 = stablehlo.power %cst_77, %101 : tensor<f32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %171 = stablehlo.subtract %cst_78, %170 : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [] : (tensor<f32>) -> tensor<4x512x2048xf32>
    %173 = stablehlo.divide %165, %172 : tensor<4x512x2048xf32>
    %174 = stablehlo.convert %arg2 : (tensor<4x512x2048xbf16>) -> tensor<4x512x2048xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<4x512x2048xf32>
    %176 = stablehlo.multiply %175, %169 : tensor<4x512x2048xf32>
    %177 = stablehlo.sqrt %173 : tensor<4x512x2048xf32>
    %cst_80 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<4x512x2048xf32>
    %179 = stablehlo.add %177, %178 : tensor<4x512x2048xf32>
    %180 = stablehlo.divide %176, %179 : tensor<4x512x2048xf32>
    %181 = stablehlo.subtract %174, %180 : tensor<4x512x2048xf32>
    %182 = stablehlo.convert %181 : (tensor<4x512x2048xf32>) -> tensor<4x512x2048xbf16>
    %183 = stablehlo.convert %97#38 : (tensor<4x2048x512xbf16>) -> tensor<4x2048x512xf32>
    %cst_81 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<4x2048x512xf32>
    %185 = stablehlo.multiply %184, %arg11 : tensor<4x2048x512xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<4x2048x512xf32>
    %187 = stablehlo.multiply %186, %183 : tensor<4x2048x512xf32>
    %188 = stablehlo.add %185, %187 : tensor<4x2048x512xf32>
    %cst_83 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<4x2048x512xf32>
    %190 = stablehlo.multiply %189, %arg19 : tensor<4x2048x512xf32>
    %cst_84 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<4x2048x512xf32>
    %192 = stablehlo.multiply %191, %183 : tensor<4x2048x512xf32>
    %193 = stablehlo.multiply %192, %183 : tensor<4x2048x512xf32>
    %194 = stablehlo.add %190, %193 : tensor<4x2048x512xf32>
    %cst_85 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %195 = stablehlo.power %cst_85, %101 : tensor<f32>
    %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %196 = stablehlo.subtract %cst_86, %195 : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [] : (tensor<f32>) -> tensor<4x2048x512xf32>
    %198 = stablehlo.divide %188, %197 : tensor<4x2048x512xf32>
    %cst_87 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %199 = stablehlo.power %cst_87, %101 : tensor<f32>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %200 = stablehlo.subtract %cst_88, %199 : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [] : (tensor<f32>) -> tensor<4x2048x512xf32>
    %202 = stablehlo.divide %194, %201 : tensor<4x2048x512xf32>
    %203 = stablehlo.convert %arg3 : (tensor<4x2048x512xbf16>) -> tensor<4x2048x512xf32>
    %cst_89 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<4x2048x512xf32>
    %205 = stablehlo.multiply %204, %198 : tensor<4x2048x512xf32>
    %206 = stablehlo.sqrt %202 : tensor<4x2048x512xf32>
    %cst_90 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<4x2048x512xf32>
    %208 = stablehlo.add %206, %207 : tensor<4x2048x512xf32>
    %209 = stablehlo.divide %205, %208 : tensor<4x2048x512xf32>
    %210 = stablehlo.subtract %203, %209 : tensor<4x2048x512xf32>
    %211 = stablehlo.convert %210 : (tensor<4x2048x512xf32>) -> tensor<4x2048x512xbf16>
    %212 = stablehlo.convert %97#39 : (tensor<4x8x64x512xbf16>) -> tensor<4x8x64x512xf32>
    %cst_91 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<4x8x64x512xf32>
    %214 = stablehlo.multiply %213, %arg12 : tensor<4x8x64x512xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<4x8x64x512xf32>
    %216 = stablehlo.multiply %215, %212 : tensor<4x8x64x512xf32>
    %217 = stablehlo.add %214, %216 : tensor<4x8x64x512xf32>
    %cst_93 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<4x8x64x512xf32>
    %219 = stablehlo.multiply %218, %arg20 : tensor<4x8x64x512xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<4x8x64x512xf32>
    %221 = stablehlo.multiply %220, %212 : tensor<4x8x64x512xf32>
    %222 = stablehlo.multiply %221, %212 : tensor<4x8x64x512xf32>
    %223 = stablehlo.add %219, %222 : tensor<4x8x64x512xf32>
    %cst_95 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %224 = stablehlo.power %cst_95, %101 : tensor<f32>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %225 = stablehlo.subtract %cst_96, %224 : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [] : (tensor<f32>) -> tensor<4x8x64x512xf32>
    %227 = stablehlo.divide %217, %226 : tensor<4x8x64x512xf32>
    %cst_97 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %228 = stablehlo.power %cst_97, %101 : tensor<f32>
    %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %229 = stablehlo.subtract %cst_98, %228 : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [] : (tensor<f32>) -> tensor<4x8x64x512xf32>
    %231 = stablehlo.divide %223, %230 : tensor<4x8x64x512xf32>
    %232 = stablehlo.convert %arg4 : (tensor<4x8x64x512xbf16>) -> tensor<4x8x64x512xf32>
    %cst_99 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<4x8x64x512xf32>
    %234 = stablehlo.multiply %233, %227 : tensor<4x8x64x512xf32>
    %235 = stablehlo.sqrt %231 : tensor<4x8x64x512xf32>
    %cst_100 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<4x8x64x512xf32>
    %237 = stablehlo.add %235, %236 : tensor<4x8x64x512xf32>
    %238 = stablehlo.divide %234, %237 : tensor<4x8x64x512xf32>
    %239 = stablehlo.subtract %232, %238 : tensor<4x8x64x512xf32>
    %240 = stablehlo.convert %239 : (tensor<4x8x64x512xf32>) -> tensor<4x8x64x512xbf16>
    %241 = stablehlo.convert %97#40 : (tensor<4x512x3x8x64xbf16>) -> tensor<4x512x3x8x64xf32>
    %cst_101 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<4x512x3x8x64xf32>
    %243 = stablehlo.multiply %242, %arg13 : tensor<4x512x3x8x64xf32>
    %cst_102 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<4x512x3x8x64xf32>
    %245 = stablehlo.multiply %244, %241 : tensor<4x512x3x8x64xf32>
    %246 = stablehlo.add %243, %245 : tensor<4x512x3x8x64xf32>
    %cst_103 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<4x512x3x8x64xf32>
    %248 = stablehlo.multiply %247, %arg21 : tensor<4x512x3x8x64xf32>
    %cst_104 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<4x512x3x8x64xf32>
    %250 = stablehlo.multiply %249, %241 : tensor<4x512x3x8x64xf32>
    %251 = stablehlo.multiply %250, %241 : tensor<4x512x3x8x64xf32>
    %252 = stablehlo.add %248, %251 : tensor<4x512x3x8x64xf32>
    %cst_105 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %253 = stablehlo.power %cst_105, %101 : tensor<f32>
    %cst_106 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %254 = stablehlo.subtract %cst_106, %253 : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [] : (tensor<f32>) -> tensor<4x512x3x8x64xf32>
    %256 = stablehlo.divide %246, %255 : tensor<4x512x3x8x64xf32>
    %cst_107 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %257 = stablehlo.power %cst_107, %101 : tensor<f32>
    %cst_108 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %258 = stablehlo.subtract %cst_108, %257 : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [] : (tensor<f32>) -> tensor<4x512x3x8x64xf32>
    %260 = stablehlo.divide %252, %259 : tensor<4x512x3x8x64xf32>
    %261 = stablehlo.convert %arg5 : (tensor<4x512x3x8x64xbf16>) -> tensor<4x512x3x8x64xf32>
    %cst_109 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<4x512x3x8x64xf32>
    %263 = stablehlo.multiply %262, %256 : tensor<4x512x3x8x64xf32>
    %264 = stablehlo.sqrt %260 : tensor<4x512x3x8x64xf32>
    %cst_110 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<4x512x3x8x64xf32>
    %266 = stablehlo.add %264, %265 : tensor<4x512x3x8x64xf32>
    %267 = stablehlo.divide %263, %266 : tensor<4x512x3x8x64xf32>
    %268 = stablehlo.subtract %261, %267 : tensor<4x512x3x8x64xf32>
    %269 = stablehlo.convert %268 : (tensor<4x512x3x8x64xf32>) -> tensor<4x512x3x8x64xbf16>
    %270 = stablehlo.convert %99 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
    %cst_111 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<4096x512xf32>
    %272 = stablehlo.multiply %271, %arg14 : tensor<4096x512xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<4096x512xf32>
    %274 = stablehlo.multiply %273, %270 : tensor<4096x512xf32>
    %275 = stablehlo.add %272, %274 : tensor<4096x512xf32>
    %cst_113 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<4096x512xf32>
    %277 = stablehlo.multiply %276, %arg22 : tensor<4096x512xf32>
    %cst_114 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<4096x512xf32>
    %279 = stablehlo.multiply %278, %270 : tensor<4096x512xf32>
    %280 = stablehlo.multiply %279, %270 : tensor<4096x512xf32>
    %281 = stablehlo.add %277, %280 : tensor<4096x512xf32>
    %cst_115 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %282 = stablehlo.power %cst_115, %101 : tensor<f32>
    %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %283 = stablehlo.subtract %cst_116, %282 : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [] : (tensor<f32>) -> tensor<4096x512xf32>
    %285 = stablehlo.divide %275, %284 : tensor<4096x512xf32>
    %cst_117 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %286 = stablehlo.power %cst_117, %101 : tensor<f32>
    %cst_118 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %287 = stablehlo.subtract %cst_118, %286 : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [] : (tensor<f32>) -> tensor<4096x512xf32>
    %289 = stablehlo.divide %281, %288 : tensor<4096x512xf32>
    %290 = stablehlo.convert %arg6 : (tensor<4096x512xbf16>) -> tensor<4096x512xf32>
    %cst_119 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<4096x512xf32>
    %292 = stablehlo.multiply %291, %285 : tensor<4096x512xf32>
    %293 = stablehlo.sqrt %289 : tensor<4096x512xf32>
    %cst_120 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<4096x512xf32>
    %295 = stablehlo.add %293, %294 : tensor<4096x512xf32>
    %296 = stablehlo.divide %292, %295 : tensor<4096x512xf32>
    %297 = stablehlo.subtract %290, %296 : tensor<4096x512xf32>
    %298 = stablehlo.convert %297 : (tensor<4096x512xf32>) -> tensor<4096x512xbf16>
    %cst_121 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %300 = stablehlo.multiply %299, %arg15 : tensor<512xf32>
    %cst_122 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %302 = stablehlo.multiply %301, %77 : tensor<512xf32>
    %303 = stablehlo.add %300, %302 : tensor<512xf32>
    %cst_123 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %305 = stablehlo.multiply %304, %arg23 : tensor<512xf32>
    %cst_124 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %307 = stablehlo.multiply %306, %77 : tensor<512xf32>
    %308 = stablehlo.multiply %307, %77 : tensor<512xf32>
    %309 = stablehlo.add %305, %308 : tensor<512xf32>
    %cst_125 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %310 = stablehlo.power %cst_125, %101 : tensor<f32>
    %cst_126 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %311 = stablehlo.subtract %cst_126, %310 : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %313 = stablehlo.divide %303, %312 : tensor<512xf32>
    %cst_127 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %314 = stablehlo.power %cst_127, %101 : tensor<f32>
    %cst_128 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %315 = stablehlo.subtract %cst_128, %314 : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %317 = stablehlo.divide %309, %316 : tensor<512xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %319 = stablehlo.multiply %318, %313 : tensor<512xf32>
    %320 = stablehlo.sqrt %317 : tensor<512xf32>
    %cst_130 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %322 = stablehlo.add %320, %321 : tensor<512xf32>
    %323 = stablehlo.divide %319, %322 : tensor<512xf32>
    %324 = stablehlo.subtract %arg7, %323 : tensor<512xf32>
    return %127, %153, %182, %211, %240, %269, %298, %324, %106, %132, %159, %188, %217, %246, %275, %303, %112, %138, %165, %194, %223, %252, %281, %309, %100, %61 : tensor<4x512xf32>, tensor<4x512xf32>, tensor<4x512x2048xbf16>, tensor<4x2048x512xbf16>, tensor<4x8x64x512xbf16>, tensor<4x512x3x8x64xbf16>, tensor<4096x512xbf16>, tensor<512xf32>, tensor<4x512xf32>, tensor<4x512xf32>, tensor<4x512x2048xf32>, tensor<4x2048x512xf32>, tensor<4x8x64x512xf32>, tensor<4x512x3x8x64xf32>, tensor<4096x512xf32>, tensor<512xf32>, tensor<4x512xf32>, tensor<4x512xf32>, tensor<4x512x2048xf32>, tensor<4x2048x512xf32>, tensor<4x8x64x512xf32>, tensor<4x512x3x8x64xf32>, tensor<4096x512xf32>, tensor<512xf32>, tensor<i32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<4096x512xbf16>, %arg1: tensor<4x512xi32>) -> (tensor<4x512x512xbf16>, tensor<4x512x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x512xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x512xi32>, tensor<4x512xi32>) -> tensor<4x512xi1>
    %c_0 = stablehlo.constant dense<4096> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x512xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x512xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<4x512xi1>, tensor<4x512xi32>, tensor<4x512xi32>) -> tensor<4x512xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x512xi32>) -> tensor<4x512x1xi32>
    %c_1 = stablehlo.constant dense<4095> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x512x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x512x1xi32>, tensor<4x512x1xi32>) -> tensor<4x512x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x512x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x512x1xi32>, tensor<4x512x1xi32>) -> tensor<4x512x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x512x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x512x1xi1>, tensor<i1>) -> tensor<4x512xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<4096x512xbf16>, tensor<4x512x1xi32>) -> tensor<4x512x512xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x512xi1>) -> tensor<4x512x512xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x512x512xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x512x512xi1>, tensor<4x512x512xbf16>
    return %16, %5 : tensor<4x512x512xbf16>, tensor<4x512x1xi32>
  }
  func.func private @_where(%arg0: tensor<4x512xi1>, %arg1: tensor<4x512xi32>, %arg2: tensor<4x512xi32>) -> tensor<4x512xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x512xi1>, tensor<4x512xi32>
    return %0 : tensor<4x512xi32>
  }
  func.func private @tril(%arg0: tensor<512x512xi1>) -> tensor<512x512xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %2 = stablehlo.add %0, %1 : tensor<512x512xi32>
    %3 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<512x512xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<512x512xi1>, tensor<512x512xi1>
    return %6 : tensor<512x512xi1>
  }
  func.func private @_where_0(%arg0: tensor<512x512xi1>, %arg1: tensor<bf16>) -> (tensor<4x8x512x512xi1>, tensor<4x8x512x512xbf16>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<512x512xi1>) -> tensor<4x8x512x512xi1>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<bf16>) -> tensor<4x8x512x512xbf16>
    return %0, %1 : tensor<4x8x512x512xi1>, tensor<4x8x512x512xbf16>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x512xf32>, %arg1: tensor<i32>) -> tensor<512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 512] : (tensor<4x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1x512xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x512xf32>) -> tensor<512xf32>
    return %1 : tensor<512xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<4x512x2048xbf16>, %arg1: tensor<i32>) -> tensor<512x2048xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 512, 2048] : (tensor<4x512x2048xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x2048xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x512x2048xbf16>) -> tensor<512x2048xbf16>
    return %1 : tensor<512x2048xbf16>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<4x2048x512xbf16>, %arg1: tensor<i32>) -> tensor<2048x512xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2048, 512] : (tensor<4x2048x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2048x512xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x2048x512xbf16>) -> tensor<2048x512xbf16>
    return %1 : tensor<2048x512xbf16>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<4x8x64x512xbf16>, %arg1: tensor<i32>) -> tensor<8x64x512xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 512] : (tensor<4x8x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x512xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x512xbf16>) -> tensor<8x64x512xbf16>
    return %1 : tensor<8x64x512xbf16>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<4x512x3x8x64xbf16>, %arg1: tensor<i32>) -> tensor<512x3x8x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 512, 3, 8, 64] : (tensor<4x512x3x8x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x3x8x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x512x3x8x64xbf16>) -> tensor<512x3x8x64xbf16>
    return %1 : tensor<512x3x8x64xbf16>
  }
  func.func private @closed_call(%arg0: tensor<4x8x512x512xi1>, %arg1: tensor<4x8x512x512xbf16>, %arg2: tensor<4x512x512xbf16>, %arg3: tensor<512xf32>, %arg4: tensor<512xf32>, %arg5: tensor<512x2048xbf16>, %arg6: tensor<2048x512xbf16>, %arg7: tensor<8x64x512xbf16>, %arg8: tensor<512x3x8x64xbf16>) -> (tensor<4x512x512xbf16>, tensor<4x512x512xf32>, tensor<4x512x1xf32>, tensor<4x512x1xf32>, tensor<4x512x512xf32>, tensor<1x1x512xf32>, tensor<4x512x512xf32>, tensor<4x512x512xbf16>, tensor<4x512x8x64xbf16>, tensor<4x512x8x64xbf16>, tensor<4x8x512x512xf32>, tensor<4x8x512x1xf32>, tensor<4x8x512x1xf32>, tensor<4x8x512x512xbf16>, tensor<4x512x8x64xbf16>, tensor<4x512x8x64xbf16>, tensor<4x512x512xf32>, tensor<4x512x1xf32>, tensor<4x512x1xf32>, tensor<4x512x512xf32>, tensor<1x1x512xf32>, tensor<4x512x512xf32>, tensor<4x512x512xbf16>, tensor<4x512x2048xbf16>, tensor<4x512x2048xbf16>, tensor<4x512x2048xbf16>, tensor<4x512x2048xbf16>, tensor<4x512x2048xbf16>, tensor<4x512x2048xbf16>) {
    %0 = stablehlo.convert %arg2 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %1 = chlo.square %0 : tensor<4x512x512xf32> -> tensor<4x512x512xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x512x512xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<4x512x512xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<4x512x512xf32>, tensor<f32>) -> tensor<4x512xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %cst_1 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %7 = stablehlo.divide %5, %6 : tensor<4x512x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %9 = stablehlo.add %7, %8 : tensor<4x512x1xf32>
    %10 = stablehlo.rsqrt %9 : tensor<4x512x1xf32>
    %11 = stablehlo.divide %10, %9 : tensor<4x512x1xf32>
    %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<4x512x1xf32>
    %14 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x512xf32>
    %15 = stablehlo.multiply %0, %14 : tensor<4x512x512xf32>
    %16 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<4x512x512xf32>
    %18 = stablehlo.multiply %15, %17 : tensor<4x512x512xf32>
    %19 = stablehlo.convert %18 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    %20 = stablehlo.dot_general %arg8, %19, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x3x8x64xbf16>, tensor<4x512x512xbf16>) -> tensor<3x8x64x4x512xbf16>
    %21 = stablehlo.transpose %20, dims = [0, 3, 4, 1, 2] : (tensor<3x8x64x4x512xbf16>) -> tensor<3x4x512x8x64xbf16>
    %22 = stablehlo.slice %21 [0:1, 0:4, 0:512, 0:8, 0:64] : (tensor<3x4x512x8x64xbf16>) -> tensor<1x4x512x8x64xbf16>
    %23 = stablehlo.reshape %22 : (tensor<1x4x512x8x64xbf16>) -> tensor<4x512x8x64xbf16>
    %24 = stablehlo.slice %21 [1:2, 0:4, 0:512, 0:8, 0:64] : (tensor<3x4x512x8x64xbf16>) -> tensor<1x4x512x8x64xbf16>
    %25 = stablehlo.reshape %24 : (tensor<1x4x512x8x64xbf16>) -> tensor<4x512x8x64xbf16>
    %26 = stablehlo.slice %21 [2:3, 0:4, 0:512, 0:8, 0:64] : (tensor<3x4x512x8x64xbf16>) -> tensor<1x4x512x8x64xbf16>
    %27 = stablehlo.reshape %26 : (tensor<1x4x512x8x64xbf16>) -> tensor<4x512x8x64xbf16>
    %28 = stablehlo.dot_general %23, %25, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x512x8x64xbf16>, tensor<4x512x8x64xbf16>) -> tensor<4x8x512x512xbf16>
    %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<4x8x512x512xbf16>
    %30 = stablehlo.multiply %28, %29 : tensor<4x8x512x512xbf16>
    %31 = call @_where_5(%30, %arg0, %arg1) : (tensor<4x8x512x512xbf16>, tensor<4x8x512x512xi1>, tensor<4x8x512x512xbf16>) -> tensor<4x8x512x512xbf16>
    %32 = stablehlo.convert %31 : (tensor<4x8x512x512xbf16>) -> tensor<4x8x512x512xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_5) applies stablehlo.maximum across dimensions = [3] : (tensor<4x8x512x512xf32>, tensor<f32>) -> tensor<4x8x512xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x8x512xf32>
    %35 = stablehlo.maximum %34, %33 : tensor<4x8x512xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<4x8x512xf32>) -> tensor<4x8x512x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<4x8x512x1xf32>) -> tensor<4x8x512x512xf32>
    %38 = stablehlo.subtract %32, %37 : tensor<4x8x512x512xf32>
    %39 = stablehlo.exponential %38 : tensor<4x8x512x512xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<4x8x512x512xf32>, tensor<f32>) -> tensor<4x8x512xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<4x8x512xf32>) -> tensor<4x8x512x1xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<4x8x512x1xf32>) -> tensor<4x8x512x512xf32>
    %43 = stablehlo.divide %39, %42 : tensor<4x8x512x512xf32>
    %44 = stablehlo.multiply %41, %41 : tensor<4x8x512x1xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x8x512x1xf32>
    %46 = stablehlo.divide %45, %44 : tensor<4x8x512x1xf32>
    %47 = stablehlo.convert %43 : (tensor<4x8x512x512xf32>) -> tensor<4x8x512x512xbf16>
    %48 = stablehlo.dot_general %27, %47, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x512x8x64xbf16>, tensor<4x8x512x512xbf16>) -> tensor<4x8x64x512xbf16>
    %49 = stablehlo.transpose %48, dims = [0, 3, 1, 2] : (tensor<4x8x64x512xbf16>) -> tensor<4x512x8x64xbf16>
    %50 = stablehlo.dot_general %49, %arg7, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x8x64xbf16>, tensor<8x64x512xbf16>) -> tensor<4x512x512xbf16>
    %51 = stablehlo.add %arg2, %50 : tensor<4x512x512xbf16>
    %52 = stablehlo.convert %51 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %53 = chlo.square %52 : tensor<4x512x512xf32> -> tensor<4x512x512xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x512x512xf32>
    %55 = stablehlo.multiply %54, %52 : tensor<4x512x512xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%53 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<4x512x512xf32>, tensor<f32>) -> tensor<4x512xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %cst_11 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %59 = stablehlo.divide %57, %58 : tensor<4x512x1xf32>
    %cst_12 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %61 = stablehlo.add %59, %60 : tensor<4x512x1xf32>
    %62 = stablehlo.rsqrt %61 : tensor<4x512x1xf32>
    %63 = stablehlo.divide %62, %61 : tensor<4x512x1xf32>
    %cst_13 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %65 = stablehlo.multiply %64, %63 : tensor<4x512x1xf32>
    %66 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x512xf32>
    %67 = stablehlo.multiply %52, %66 : tensor<4x512x512xf32>
    %68 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<4x512x512xf32>
    %70 = stablehlo.multiply %67, %69 : tensor<4x512x512xf32>
    %71 = stablehlo.convert %70 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    %72 = stablehlo.dot_general %71, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x512xbf16>, tensor<512x2048xbf16>) -> tensor<4x512x2048xbf16>
    %73 = stablehlo.multiply %72, %72 : tensor<4x512x2048xbf16>
    %74 = stablehlo.multiply %73, %72 : tensor<4x512x2048xbf16>
    %75 = stablehlo.multiply %72, %72 : tensor<4x512x2048xbf16>
    %cst_14 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %76 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %77 = stablehlo.multiply %76, %75 : tensor<4x512x2048xbf16>
    %cst_15 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %78 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %79 = stablehlo.multiply %78, %74 : tensor<4x512x2048xbf16>
    %80 = stablehlo.add %72, %79 : tensor<4x512x2048xbf16>
    %cst_16 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %81 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %82 = stablehlo.multiply %81, %80 : tensor<4x512x2048xbf16>
    %83 = stablehlo.tanh %82 : tensor<4x512x2048xbf16>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %84 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %85 = stablehlo.subtract %84, %83 : tensor<4x512x2048xbf16>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %86 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %87 = stablehlo.add %86, %83 : tensor<4x512x2048xbf16>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %88 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %89 = stablehlo.multiply %88, %87 : tensor<4x512x2048xbf16>
    %90 = stablehlo.multiply %72, %89 : tensor<4x512x2048xbf16>
    %91 = stablehlo.dot_general %90, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x512x2048xbf16>, tensor<2048x512xbf16>) -> tensor<4x512x512xbf16>
    %92 = stablehlo.add %51, %91 : tensor<4x512x512xbf16>
    return %92, %3, %13, %10, %0, %16, %15, %19, %25, %23, %39, %41, %46, %47, %27, %49, %55, %65, %62, %52, %68, %67, %71, %77, %83, %85, %89, %72, %90 : tensor<4x512x512xbf16>, tensor<4x512x512xf32>, tensor<4x512x1xf32>, tensor<4x512x1xf32>, tensor<4x512x512xf32>, tensor<1x1x512xf32>, tensor<4x512x512xf32>, tensor<4x512x512xbf16>, tensor<4x512x8x64xbf16>, tensor<4x512x8x64xbf16>, tensor<4x8x512x512xf32>, tensor<4x8x512x1xf32>, tensor<4x8x512x1xf32>, tensor<4x8x512x512xbf16>, tensor<4x512x8x64xbf16>, tensor<4x512x8x64xbf16>, tensor<4x512x512xf32>, tensor<4x512x1xf32>, tensor<4x512x1xf32>, tensor<4x512x512xf32>, tensor<1x1x512xf32>, tensor<4x512x512xf32>, tensor<4x512x512xbf16>, tensor<4x512x2048xbf16>, tensor<4x512x2048xbf16>, tensor<4x512x2048xbf16>, tensor<4x512x2048xbf16>, tensor<4x512x2048xbf16>, tensor<4x512x2048xbf16>
  }
  func.func private @_where_5(%arg0: tensor<4x8x512x512xbf16>, %arg1: tensor<4x8x512x512xi1>, %arg2: tensor<4x8x512x512xbf16>) -> tensor<4x8x512x512xbf16> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<4x8x512x512xi1>, tensor<4x8x512x512xbf16>
    return %0 : tensor<4x8x512x512xbf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x4x512x512xf32>, %arg1: tensor<4x512x512xf32>, %arg2: tensor<i32>) -> tensor<4x4x512x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<4x512x512xf32>) -> tensor<1x4x512x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<4x4x512x512xf32>, tensor<1x4x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x512x512xf32>
    return %1 : tensor<4x4x512x512xf32>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<4x4x512x1xf32>, %arg1: tensor<4x512x1xf32>, %arg2: tensor<i32>) -> tensor<4x4x512x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<4x512x1xf32>) -> tensor<1x4x512x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<4x4x512x1xf32>, tensor<1x4x512x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x512x1xf32>
    return %1 : tensor<4x4x512x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_7(%arg0: tensor<4x1x1x512xf32>, %arg1: tensor<1x1x512xf32>, %arg2: tensor<i32>) -> tensor<4x1x1x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<1x1x512xf32>) -> tensor<1x1x1x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<4x1x1x512xf32>, tensor<1x1x1x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x1x1x512xf32>
    return %1 : tensor<4x1x1x512xf32>
  }
  func.func private @dynamic_update_index_in_dim_8(%arg0: tensor<4x4x512x512xbf16>, %arg1: tensor<4x512x512xbf16>, %arg2: tensor<i32>) -> tensor<4x4x512x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<4x512x512xbf16>) -> tensor<1x4x512x512xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<4x4x512x512xbf16>, tensor<1x4x512x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x512x512xbf16>
    return %1 : tensor<4x4x512x512xbf16>
  }
  func.func private @dynamic_update_index_in_dim_9(%arg0: tensor<4x4x512x8x64xbf16>, %arg1: tensor<4x512x8x64xbf16>, %arg2: tensor<i32>) -> tensor<4x4x512x8x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<4x512x8x64xbf16>) -> tensor<1x4x512x8x64xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<4x4x512x8x64xbf16>, tensor<1x4x512x8x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x512x8x64xbf16>
    return %1 : tensor<4x4x512x8x64xbf16>
  }
  func.func private @dynamic_update_index_in_dim_10(%arg0: tensor<4x4x8x512x512xf32>, %arg1: tensor<4x8x512x512xf32>, %arg2: tensor<i32>) -> tensor<4x4x8x512x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<4x8x512x512xf32>) -> tensor<1x4x8x512x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<4x4x8x512x512xf32>, tensor<1x4x8x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x8x512x512xf32>
    return %1 : tensor<4x4x8x512x512xf32>
  }
  func.func private @dynamic_update_index_in_dim_11(%arg0: tensor<4x4x8x512x1xf32>, %arg1: tensor<4x8x512x1xf32>, %arg2: tensor<i32>) -> tensor<4x4x8x512x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<4x8x512x1xf32>) -> tensor<1x4x8x512x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<4x4x8x512x1xf32>, tensor<1x4x8x512x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x8x512x1xf32>
    return %1 : tensor<4x4x8x512x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_12(%arg0: tensor<4x4x8x512x512xbf16>, %arg1: tensor<4x8x512x512xbf16>, %arg2: tensor<i32>) -> tensor<4x4x8x512x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<4x8x512x512xbf16>) -> tensor<1x4x8x512x512xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<4x4x8x512x512xbf16>, tensor<1x4x8x512x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x8x512x512xbf16>
    return %1 : tensor<4x4x8x512x512xbf16>
  }
  func.func private @dynamic_update_index_in_dim_13(%arg0: tensor<4x4x512x2048xbf16>, %arg1: tensor<4x512x2048xbf16>, %arg2: tensor<i32>) -> tensor<4x4x512x2048xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<4x512x2048xbf16>) -> tensor<1x4x512x2048xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<4x4x512x2048xbf16>, tensor<1x4x512x2048xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x512x2048xbf16>
    return %1 : tensor<4x4x512x2048xbf16>
  }
  func.func private @log_softmax(%arg0: tensor<4x512x4096xf32>) -> (tensor<4x512x4096xf32>, tensor<4x512x4096xf32>, tensor<4x512x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<4x512x4096xf32>, tensor<f32>) -> tensor<4x512xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4x512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x4096xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x512x4096xf32>
    %6 = stablehlo.exponential %5 : tensor<4x512x4096xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x512x4096xf32>, tensor<f32>) -> tensor<4x512xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %9 = stablehlo.log %8 : tensor<4x512x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x4096xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<4x512x4096xf32>
    return %11, %6, %8 : tensor<4x512x4096xf32>, tensor<4x512x4096xf32>, tensor<4x512x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x512x4096xf32>, %arg1: tensor<4x512x1xi32>) -> (tensor<4x512x1xf32>, tensor<4x512x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x512x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x512x1xi32>, tensor<4x512x1xi32>) -> tensor<4x512x1xi1>
    %c_0 = stablehlo.constant dense<4096> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x512x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x512x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x512x1xi1>, tensor<4x512x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x512x1xi32>) -> tensor<4x512x1x1xi32>
    %c_1 = stablehlo.constant dense<4095> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x512x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x512x1x1xi32>, tensor<4x512x1x1xi32>) -> tensor<4x512x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<4x512x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x512x1x1xi32>, tensor<4x512x1x1xi32>) -> tensor<4x512x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x512x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<4x512x1x1xi1>, tensor<i1>) -> tensor<4x512x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x512x4096xf32>, tensor<4x512x1x1xi32>) -> tensor<4x512x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4x512x1xi1>, tensor<4x512x1xf32>
    return %15, %5 : tensor<4x512x1xf32>, tensor<4x512x1x1xi32>
  }
  func.func private @take_along_axis_14(%arg0: tensor<4x512x1x1xi32>, %arg1: tensor<4x512x1xf32>) -> tensor<4x512x4096xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x512x4096xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x512x4096xf32>, tensor<4x512x1x1xi32>, tensor<4x512x1xf32>) -> tensor<4x512x4096xf32>
    return %1 : tensor<4x512x4096xf32>
  }
  func.func private @log_softmax_15(%arg0: tensor<4x512x4096xf32>, %arg1: tensor<4x512x1xf32>, %arg2: tensor<4x512x4096xf32>) -> tensor<4x512x4096xf32> {
    %0 = stablehlo.negate %arg2 : tensor<4x512x4096xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x512x4096xf32>, tensor<f32>) -> tensor<4x512xf32>
    %2 = stablehlo.reshape %1 : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<4x512x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<4x512x1xf32>, tensor<f32>) -> tensor<4x512xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x4096xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4x512x4096xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<4x512x4096xf32>
    return %7 : tensor<4x512x4096xf32>
  }
  func.func private @dynamic_index_in_dim_16(%arg0: tensor<4x4x512x512xf32>, %arg1: tensor<i32>) -> tensor<4x512x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 4, 512, 512] : (tensor<4x4x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x512x512xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x512x512xf32>) -> tensor<4x512x512xf32>
    return %1 : tensor<4x512x512xf32>
  }
  func.func private @dynamic_index_in_dim_17(%arg0: tensor<4x4x512x1xf32>, %arg1: tensor<i32>) -> tensor<4x512x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 4, 512, 1] : (tensor<4x4x512x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x512x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x512x1xf32>) -> tensor<4x512x1xf32>
    return %1 : tensor<4x512x1xf32>
  }
  func.func private @dynamic_index_in_dim_18(%arg0: tensor<4x1x1x512xf32>, %arg1: tensor<i32>) -> tensor<1x1x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 1, 1, 512] : (tensor<4x1x1x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x512xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1x1x512xf32>) -> tensor<1x1x512xf32>
    return %1 : tensor<1x1x512xf32>
  }
  func.func private @dynamic_index_in_dim_19(%arg0: tensor<4x4x512x512xbf16>, %arg1: tensor<i32>) -> tensor<4x512x512xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 4, 512, 512] : (tensor<4x4x512x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x512x512xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x4x512x512xbf16>) -> tensor<4x512x512xbf16>
    return %1 : tensor<4x512x512xbf16>
  }
  func.func private @dynamic_index_in_dim_20(%arg0: tensor<4x4x512x8x64xbf16>, %arg1: tensor<i32>) -> tensor<4x512x8x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 4, 512, 8, 64] : (tensor<4x4x512x8x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x512x8x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x4x512x8x64xbf16>) -> tensor<4x512x8x64xbf16>
    return %1 : tensor<4x512x8x64xbf16>
  }
  func.func private @dynamic_index_in_dim_21(%arg0: tensor<4x4x8x512x512xf32>, %arg1: tensor<i32>) -> tensor<4x8x512x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 4, 8, 512, 512] : (tensor<4x4x8x512x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8x512x512xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x8x512x512xf32>) -> tensor<4x8x512x512xf32>
    return %1 : tensor<4x8x512x512xf32>
  }
  func.func private @dynamic_index_in_dim_22(%arg0: tensor<4x4x8x512x1xf32>, %arg1: tensor<i32>) -> tensor<4x8x512x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 4, 8, 512, 1] : (tensor<4x4x8x512x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8x512x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x8x512x1xf32>) -> tensor<4x8x512x1xf32>
    return %1 : tensor<4x8x512x1xf32>
  }
  func.func private @dynamic_index_in_dim_23(%arg0: tensor<4x4x8x512x512xbf16>, %arg1: tensor<i32>) -> tensor<4x8x512x512xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 4, 8, 512, 512] : (tensor<4x4x8x512x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8x512x512xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x4x8x512x512xbf16>) -> tensor<4x8x512x512xbf16>
    return %1 : tensor<4x8x512x512xbf16>
  }
  func.func private @dynamic_index_in_dim_24(%arg0: tensor<4x4x512x2048xbf16>, %arg1: tensor<i32>) -> tensor<4x512x2048xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 4, 512, 2048] : (tensor<4x4x512x2048xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x512x2048xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x4x512x2048xbf16>) -> tensor<4x512x2048xbf16>
    return %1 : tensor<4x512x2048xbf16>
  }
  func.func private @closed_call_25(%arg0: tensor<4x8x512x512xi1>, %arg1: tensor<4x512x512xbf16>, %arg2: tensor<4x512x512xf32>, %arg3: tensor<4x512x1xf32>, %arg4: tensor<4x512x1xf32>, %arg5: tensor<4x512x512xf32>, %arg6: tensor<1x1x512xf32>, %arg7: tensor<4x512x512xf32>, %arg8: tensor<4x512x512xbf16>, %arg9: tensor<512x3x8x64xbf16>, %arg10: tensor<4x512x8x64xbf16>, %arg11: tensor<4x512x8x64xbf16>, %arg12: tensor<4x8x512x512xf32>, %arg13: tensor<4x8x512x1xf32>, %arg14: tensor<4x8x512x1xf32>, %arg15: tensor<4x8x512x512xbf16>, %arg16: tensor<4x512x8x64xbf16>, %arg17: tensor<8x64x512xbf16>, %arg18: tensor<4x512x8x64xbf16>, %arg19: tensor<4x512x512xf32>, %arg20: tensor<4x512x1xf32>, %arg21: tensor<4x512x1xf32>, %arg22: tensor<4x512x512xf32>, %arg23: tensor<1x1x512xf32>, %arg24: tensor<4x512x512xf32>, %arg25: tensor<512x2048xbf16>, %arg26: tensor<4x512x512xbf16>, %arg27: tensor<4x512x2048xbf16>, %arg28: tensor<4x512x2048xbf16>, %arg29: tensor<4x512x2048xbf16>, %arg30: tensor<4x512x2048xbf16>, %arg31: tensor<4x512x2048xbf16>, %arg32: tensor<2048x512xbf16>, %arg33: tensor<4x512x2048xbf16>) -> (tensor<4x512x512xbf16>, tensor<512xf32>, tensor<512xf32>, tensor<512x2048xbf16>, tensor<2048x512xbf16>, tensor<8x64x512xbf16>, tensor<512x3x8x64xbf16>) {
    %0 = stablehlo.dot_general %arg1, %arg33, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x512xbf16>, tensor<4x512x2048xbf16>) -> tensor<512x2048xbf16>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<512x2048xbf16>) -> tensor<2048x512xbf16>
    %2 = stablehlo.dot_general %arg1, %arg32, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x512xbf16>, tensor<2048x512xbf16>) -> tensor<4x512x2048xbf16>
    %3 = stablehlo.multiply %arg31, %2 : tensor<4x512x2048xbf16>
    %4 = stablehlo.multiply %2, %arg30 : tensor<4x512x2048xbf16>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %6 = stablehlo.multiply %5, %3 : tensor<4x512x2048xbf16>
    %7 = stablehlo.multiply %6, %arg29 : tensor<4x512x2048xbf16>
    %8 = stablehlo.multiply %7, %arg28 : tensor<4x512x2048xbf16>
    %9 = stablehlo.add %7, %8 : tensor<4x512x2048xbf16>
    %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %11 = stablehlo.multiply %10, %9 : tensor<4x512x2048xbf16>
    %12 = stablehlo.add %4, %11 : tensor<4x512x2048xbf16>
    %cst_1 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4x512x2048xbf16>
    %14 = stablehlo.multiply %13, %11 : tensor<4x512x2048xbf16>
    %15 = stablehlo.multiply %14, %arg27 : tensor<4x512x2048xbf16>
    %16 = stablehlo.add %12, %15 : tensor<4x512x2048xbf16>
    %17 = stablehlo.dot_general %16, %arg26, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x2048xbf16>, tensor<4x512x512xbf16>) -> tensor<2048x512xbf16>
    %18 = stablehlo.transpose %17, dims = [1, 0] : (tensor<2048x512xbf16>) -> tensor<512x2048xbf16>
    %19 = stablehlo.dot_general %16, %arg25, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x2048xbf16>, tensor<512x2048xbf16>) -> tensor<4x512x512xbf16>
    %20 = stablehlo.convert %19 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %21 = stablehlo.multiply %arg24, %20 : tensor<4x512x512xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %23 = stablehlo.reshape %22 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %24 = stablehlo.broadcast_in_dim %arg23, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<4x512x512xf32>
    %25 = stablehlo.multiply %20, %24 : tensor<4x512x512xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%23 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %27 = stablehlo.multiply %arg22, %25 : tensor<4x512x512xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<4x512x512xf32>, tensor<f32>) -> tensor<4x512xf32>
    %29 = stablehlo.reshape %28 : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %30 = stablehlo.broadcast_in_dim %arg21, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x512xf32>
    %31 = stablehlo.multiply %25, %30 : tensor<4x512x512xf32>
    %32 = stablehlo.multiply %29, %arg20 : tensor<4x512x1xf32>
    %cst_5 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %34 = stablehlo.divide %32, %33 : tensor<4x512x1xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<4x512x1xf32>, tensor<f32>) -> tensor<4x512xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x512xf32>
    %37 = stablehlo.multiply %36, %arg19 : tensor<4x512x512xf32>
    %38 = stablehlo.add %31, %37 : tensor<4x512x512xf32>
    %39 = stablehlo.convert %38 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    %40 = stablehlo.add %arg1, %39 : tensor<4x512x512xbf16>
    %41 = stablehlo.dot_general %40, %arg18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x512x512xbf16>, tensor<4x512x8x64xbf16>) -> tensor<512x8x64xbf16>
    %42 = stablehlo.transpose %41, dims = [1, 2, 0] : (tensor<512x8x64xbf16>) -> tensor<8x64x512xbf16>
    %43 = stablehlo.dot_general %40, %arg17, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x512x512xbf16>, tensor<8x64x512xbf16>) -> tensor<4x512x8x64xbf16>
    %44 = stablehlo.transpose %43, dims = [0, 2, 3, 1] : (tensor<4x512x8x64xbf16>) -> tensor<4x8x64x512xbf16>
    %45 = stablehlo.dot_general %44, %arg16, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x512xbf16>, tensor<4x512x8x64xbf16>) -> tensor<4x8x512x512xbf16>
    %46 = stablehlo.dot_general %44, %arg15, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64x512xbf16>, tensor<4x8x512x512xbf16>) -> tensor<4x8x64x512xbf16>
    %47 = stablehlo.transpose %46, dims = [0, 3, 1, 2] : (tensor<4x8x64x512xbf16>) -> tensor<4x512x8x64xbf16>
    %48 = stablehlo.convert %45 : (tensor<4x8x512x512xbf16>) -> tensor<4x8x512x512xf32>
    %49 = stablehlo.broadcast_in_dim %arg14, dims = [0, 1, 2, 3] : (tensor<4x8x512x1xf32>) -> tensor<4x8x512x512xf32>
    %50 = stablehlo.multiply %48, %49 : tensor<4x8x512x512xf32>
    %51 = stablehlo.multiply %50, %arg12 : tensor<4x8x512x512xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<4x8x512x512xf32>, tensor<f32>) -> tensor<4x8x512xf32>
    %53 = stablehlo.reshape %52 : (tensor<4x8x512xf32>) -> tensor<4x8x512x1xf32>
    %54 = stablehlo.negate %53 : tensor<4x8x512x1xf32>
    %55 = stablehlo.broadcast_in_dim %arg13, dims = [0, 1, 2, 3] : (tensor<4x8x512x1xf32>) -> tensor<4x8x512x512xf32>
    %56 = stablehlo.divide %48, %55 : tensor<4x8x512x512xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%54 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<4x8x512x1xf32>, tensor<f32>) -> tensor<4x8x512xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<4x8x512xf32>) -> tensor<4x8x512x512xf32>
    %59 = stablehlo.add %56, %58 : tensor<4x8x512x512xf32>
    %60 = stablehlo.multiply %59, %arg12 : tensor<4x8x512x512xf32>
    %61 = stablehlo.convert %60 : (tensor<4x8x512x512xf32>) -> tensor<4x8x512x512xbf16>
    %62 = call @_where_26(%arg0, %61) : (tensor<4x8x512x512xi1>, tensor<4x8x512x512xbf16>) -> tensor<4x8x512x512xbf16>
    %cst_9 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %63 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<4x8x512x512xbf16>
    %64 = stablehlo.multiply %62, %63 : tensor<4x8x512x512xbf16>
    %65 = stablehlo.dot_general %64, %arg11, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x512x512xbf16>, tensor<4x512x8x64xbf16>) -> tensor<4x8x512x64xbf16>
    %66 = stablehlo.transpose %65, dims = [0, 2, 1, 3] : (tensor<4x8x512x64xbf16>) -> tensor<4x512x8x64xbf16>
    %67 = stablehlo.dot_general %64, %arg10, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x512x512xbf16>, tensor<4x512x8x64xbf16>) -> tensor<4x8x512x64xbf16>
    %68 = stablehlo.transpose %67, dims = [0, 2, 1, 3] : (tensor<4x8x512x64xbf16>) -> tensor<4x512x8x64xbf16>
    %69 = stablehlo.broadcast_in_dim %47, dims = [1, 2, 3, 4] : (tensor<4x512x8x64xbf16>) -> tensor<1x4x512x8x64xbf16>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %70 = stablehlo.pad %69, %cst_10, low = [2, 0, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x512x8x64xbf16>, tensor<bf16>) -> tensor<3x4x512x8x64xbf16>
    %71 = stablehlo.broadcast_in_dim %66, dims = [1, 2, 3, 4] : (tensor<4x512x8x64xbf16>) -> tensor<1x4x512x8x64xbf16>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %72 = stablehlo.pad %71, %cst_11, low = [1, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x512x8x64xbf16>, tensor<bf16>) -> tensor<3x4x512x8x64xbf16>
    %73 = stablehlo.add %70, %72 : tensor<3x4x512x8x64xbf16>
    %74 = stablehlo.broadcast_in_dim %68, dims = [1, 2, 3, 4] : (tensor<4x512x8x64xbf16>) -> tensor<1x4x512x8x64xbf16>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %75 = stablehlo.pad %74, %cst_12, low = [0, 0, 0, 0, 0], high = [2, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x512x8x64xbf16>, tensor<bf16>) -> tensor<3x4x512x8x64xbf16>
    %76 = stablehlo.add %73, %75 : tensor<3x4x512x8x64xbf16>
    %77 = stablehlo.transpose %76, dims = [0, 3, 4, 1, 2] : (tensor<3x4x512x8x64xbf16>) -> tensor<3x8x64x4x512xbf16>
    %78 = stablehlo.dot_general %77, %arg9, contracting_dims = [0, 1, 2] x [1, 2, 3], precision = [DEFAULT, DEFAULT] : (tensor<3x8x64x4x512xbf16>, tensor<512x3x8x64xbf16>) -> tensor<4x512x512xbf16>
    %79 = stablehlo.dot_general %77, %arg8, contracting_dims = [3, 4] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x8x64x4x512xbf16>, tensor<4x512x512xbf16>) -> tensor<3x8x64x512xbf16>
    %80 = stablehlo.transpose %79, dims = [3, 0, 1, 2] : (tensor<3x8x64x512xbf16>) -> tensor<512x3x8x64xbf16>
    %81 = stablehlo.convert %78 : (tensor<4x512x512xbf16>) -> tensor<4x512x512xf32>
    %82 = stablehlo.multiply %arg7, %81 : tensor<4x512x512xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %84 = stablehlo.reshape %83 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %85 = stablehlo.broadcast_in_dim %arg6, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<4x512x512xf32>
    %86 = stablehlo.multiply %81, %85 : tensor<4x512x512xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%84 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %88 = stablehlo.multiply %arg5, %86 : tensor<4x512x512xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<4x512x512xf32>, tensor<f32>) -> tensor<4x512xf32>
    %90 = stablehlo.reshape %89 : (tensor<4x512xf32>) -> tensor<4x512x1xf32>
    %91 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1, 2] : (tensor<4x512x1xf32>) -> tensor<4x512x512xf32>
    %92 = stablehlo.multiply %86, %91 : tensor<4x512x512xf32>
    %93 = stablehlo.multiply %90, %arg3 : tensor<4x512x1xf32>
    %cst_16 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x512x1xf32>
    %95 = stablehlo.divide %93, %94 : tensor<4x512x1xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.reduce(%95 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<4x512x1xf32>, tensor<f32>) -> tensor<4x512xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1] : (tensor<4x512xf32>) -> tensor<4x512x512xf32>
    %98 = stablehlo.multiply %97, %arg2 : tensor<4x512x512xf32>
    %99 = stablehlo.add %92, %98 : tensor<4x512x512xf32>
    %100 = stablehlo.convert %99 : (tensor<4x512x512xf32>) -> tensor<4x512x512xbf16>
    %101 = stablehlo.add %40, %100 : tensor<4x512x512xbf16>
    return %101, %87, %26, %18, %1, %42, %80 : tensor<4x512x512xbf16>, tensor<512xf32>, tensor<512xf32>, tensor<512x2048xbf16>, tensor<2048x512xbf16>, tensor<8x64x512xbf16>, tensor<512x3x8x64xbf16>
  }
  func.func private @_where_26(%arg0: tensor<4x8x512x512xi1>, %arg1: tensor<4x8x512x512xbf16>) -> tensor<4x8x512x512xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x8x512x512xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x8x512x512xi1>, tensor<4x8x512x512xbf16>
    return %1 : tensor<4x8x512x512xbf16>
  }
  func.func private @dynamic_update_index_in_dim_27(%arg0: tensor<4x512xf32>, %arg1: tensor<512xf32>, %arg2: tensor<i32>) -> tensor<4x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x512xf32>, tensor<1x512xf32>, tensor<i32>, tensor<i32>) -> tensor<4x512xf32>
    return %1 : tensor<4x512xf32>
  }
  func.func private @dynamic_update_index_in_dim_28(%arg0: tensor<4x512x2048xbf16>, %arg1: tensor<512x2048xbf16>, %arg2: tensor<i32>) -> tensor<4x512x2048xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<512x2048xbf16>) -> tensor<1x512x2048xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x512x2048xbf16>, tensor<1x512x2048xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x2048xbf16>
    return %1 : tensor<4x512x2048xbf16>
  }
  func.func private @dynamic_update_index_in_dim_29(%arg0: tensor<4x2048x512xbf16>, %arg1: tensor<2048x512xbf16>, %arg2: tensor<i32>) -> tensor<4x2048x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2048x512xbf16>) -> tensor<1x2048x512xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x2048x512xbf16>, tensor<1x2048x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2048x512xbf16>
    return %1 : tensor<4x2048x512xbf16>
  }
  func.func private @dynamic_update_index_in_dim_30(%arg0: tensor<4x8x64x512xbf16>, %arg1: tensor<8x64x512xbf16>, %arg2: tensor<i32>) -> tensor<4x8x64x512xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x512xbf16>) -> tensor<1x8x64x512xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<4x8x64x512xbf16>, tensor<1x8x64x512xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x8x64x512xbf16>
    return %1 : tensor<4x8x64x512xbf16>
  }
  func.func private @dynamic_update_index_in_dim_31(%arg0: tensor<4x512x3x8x64xbf16>, %arg1: tensor<512x3x8x64xbf16>, %arg2: tensor<i32>) -> tensor<4x512x3x8x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<512x3x8x64xbf16>) -> tensor<1x512x3x8x64xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<4x512x3x8x64xbf16>, tensor<1x512x3x8x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x3x8x64xbf16>
    return %1 : tensor<4x512x3x8x64xbf16>
  }
  func.func private @_take_32(%arg0: tensor<4x512x1xi32>, %arg1: tensor<4x512x512xbf16>) -> tensor<4096x512xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4096x512xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<4096x512xbf16>, tensor<4x512x1xi32>, tensor<4x512x512xbf16>) -> tensor<4096x512xbf16>
    return %1 : tensor<4096x512xbf16>
  }
}
