module @jit_remat_scan_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<4x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<4x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<4x1024x4096xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<4x4096x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<4x16x64x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<4x1024x3x16x64xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}, {}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<32000x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<4x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<4x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<4x1024x4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<4x4096x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<4x16x64x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<4x1024x3x16x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}, {}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<32000x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<4x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<4x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<4x1024x4096xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<4x4096x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<4x16x64x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<4x1024x3x16x64xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}, {}, {}, {}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<32000x1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}, %arg25: tensor<8x1024xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg26: tensor<8x1024xi32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<4x1024xf32> {jax.result_info = "result[0]['blocks']['ln1']"}, tensor<4x1024xf32> {jax.result_info = "result[0]['blocks']['ln2']"}, tensor<4x1024x4096xbf16> {jax.result_info = "result[0]['blocks']['w1']"}, tensor<4x4096x1024xbf16> {jax.result_info = "result[0]['blocks']['w2']"}, tensor<4x16x64x1024xbf16> {jax.result_info = "result[0]['blocks']['wo']"}, tensor<4x1024x3x16x64xbf16> {jax.result_info = "result[0]['blocks']['wqkv']"}, tensor<32000x1024xbf16> {jax.result_info = "result[0]['embed']"}, tensor<1024xf32> {jax.result_info = "result[0]['ln_f']"}, tensor<4x1024xf32> {jax.result_info = "result[1]['blocks']['ln1']"}, tensor<4x1024xf32> {jax.result_info = "result[1]['blocks']['ln2']"}, tensor<4x1024x4096xf32> {jax.result_info = "result[1]['blocks']['w1']"}, tensor<4x4096x1024xf32> {jax.result_info = "result[1]['blocks']['w2']"}, tensor<4x16x64x1024xf32> {jax.result_info = "result[1]['blocks']['wo']"}, tensor<4x1024x3x16x64xf32> {jax.result_info = "result[1]['blocks']['wqkv']"}, tensor<32000x1024xf32> {jax.result_info = "result[1]['embed']"}, tensor<1024xf32> {jax.result_info = "result[1]['ln_f']"}, tensor<4x1024xf32> {jax.result_info = "result[2]['blocks']['ln1']"}, tensor<4x1024xf32> {jax.result_info = "result[2]['blocks']['ln2']"}, tensor<4x1024x4096xf32> {jax.result_info = "result[2]['blocks']['w1']"}, tensor<4x4096x1024xf32> {jax.result_info = "result[2]['blocks']['w2']"}, tensor<4x16x64x1024xf32> {jax.result_info = "result[2]['blocks']['wo']"}, tensor<4x1024x3x16x64xf32> {jax.result_info = "result[2]['blocks']['wqkv']"}, tensor<32000x1024xf32> {jax.result_info = "result[2]['embed']"}, tensor<1024xf32> {jax.result_info = "result[2]['ln_f']"}, tensor<i32> {jax.result_info = "result[3]"}) {
    %0:2 = call @_take(%arg6, %arg25) : (tensor<32000x1024xbf16>, tensor<8x1024xi32>) -> (tensor<8x1024x1024xbf16>, tensor<8x1024x1xi32>)
    %c = stablehlo.constant dense<true> : tensor<i1>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %2 = call @tril(%1) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %3:2 = call @_where_0(%2, %cst) : (tensor<1024x1024xi1>, tensor<bf16>) -> (tensor<8x16x1024x1024xi1>, tensor<8x16x1024x1024xbf16>)
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x8x1024x1024xbf16>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5:11 = stablehlo.while(%iterArg = %arg0, %iterArg_102 = %arg1, %iterArg_103 = %arg2, %iterArg_104 = %arg3, %iterArg_105 = %arg4, %iterArg_106 = %arg5, %iterArg_107 = %3#0, %iterArg_108 = %3#1, %iterArg_109 = %c_1, %iterArg_110 = %0#0, %iterArg_111 = %4) : tensor<4x1024xf32>, tensor<4x1024xf32>, tensor<4x1024x4096xbf16>, tensor<4x4096x1024xbf16>, tensor<4x16x64x1024xbf16>, tensor<4x1024x3x16x64xbf16>, tensor<8x16x1024x1024xi1>, tensor<8x16x1024x1024xbf16>, tensor<i32>, tensor<8x1024x1024xbf16>, tensor<4x8x1024x1024xbf16>
    cond {
      %c_112 = stablehlo.constant dense<4> : tensor<i32>
      %294 = stablehlo.compare LT, %iterArg_109, %c_112, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %294 : tensor<i1>
    } do {
      %294 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_109) : (tensor<4x1024xf32>, tensor<i32>) -> tensor<1024xf32>
      %295 = func.call @dynamic_index_in_dim(%iterArg_102, %iterArg_109) : (tensor<4x1024xf32>, tensor<i32>) -> tensor<1024xf32>
      %296 = func.call @dynamic_index_in_dim_1(%iterArg_103, %iterArg_109) : (tensor<4x1024x4096xbf16>, tensor<i32>) -> tensor<1024x4096xbf16>
      %297 = func.call @dynamic_index_in_dim_2(%iterArg_104, %iterArg_109) : (tensor<4x4096x1024xbf16>, tensor<i32>) -> tensor<4096x1024xbf16>
      %298 = func.call @dynamic_index_in_dim_3(%iterArg_105, %iterArg_109) : (tensor<4x16x64x1024xbf16>, tensor<i32>) -> tensor<16x64x1024xbf16>
      %299 = func.call @dynamic_index_in_dim_4(%iterArg_106, %iterArg_109) : (tensor<4x1024x3x16x64xbf16>, tensor<i32>) -> tensor<1024x3x16x64xbf16>
      %300:2 = func.call @closed_call(%iterArg_107, %iterArg_108, %iterArg_110, %294, %295, %296, %297, %298, %299) : (tensor<8x16x1024x1024xi1>, tensor<8x16x1024x1024xbf16>, tensor<8x1024x1024xbf16>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024x4096xbf16>, tensor<4096x1024xbf16>, tensor<16x64x1024xbf16>, tensor<1024x3x16x64xbf16>) -> (tensor<8x1024x1024xbf16>, tensor<8x1024x1024xbf16>)
      %301 = func.call @dynamic_update_index_in_dim(%iterArg_111, %300#1, %iterArg_109) : (tensor<4x8x1024x1024xbf16>, tensor<8x1024x1024xbf16>, tensor<i32>) -> tensor<4x8x1024x1024xbf16>
      %c_112 = stablehlo.constant dense<1> : tensor<i32>
      %302 = stablehlo.add %iterArg_109, %c_112 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_102, %iterArg_103, %iterArg_104, %iterArg_105, %iterArg_106, %iterArg_107, %iterArg_108, %302, %300#0, %301 : tensor<4x1024xf32>, tensor<4x1024xf32>, tensor<4x1024x4096xbf16>, tensor<4x4096x1024xbf16>, tensor<4x16x64x1024xbf16>, tensor<4x1024x3x16x64xbf16>, tensor<8x16x1024x1024xi1>, tensor<8x16x1024x1024xbf16>, tensor<i32>, tensor<8x1024x1024xbf16>, tensor<4x8x1024x1024xbf16>
    }
    %6 = stablehlo.convert %5#9 : (tensor<8x1024x1024xbf16>) -> tensor<8x1024x1024xf32>
    %7 = chlo.square %6 : tensor<8x1024x1024xf32> -> tensor<8x1024x1024xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x1024x1024xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<8x1024x1024xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%7 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x1024xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_4 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<8x1024x1xf32>
    %cst_5 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %15 = stablehlo.add %13, %14 : tensor<8x1024x1xf32>
    %16 = stablehlo.rsqrt %15 : tensor<8x1024x1xf32>
    %17 = stablehlo.divide %16, %15 : tensor<8x1024x1xf32>
    %cst_6 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<8x1024x1xf32>
    %20 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x1024xf32>
    %21 = stablehlo.multiply %6, %20 : tensor<8x1024x1024xf32>
    %22 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x1024x1024xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<8x1024x1024xf32>
    %25 = stablehlo.convert %24 : (tensor<8x1024x1024xf32>) -> tensor<8x1024x1024xbf16>
    %26 = stablehlo.dot_general %25, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x1024xbf16>, tensor<32000x1024xbf16>) -> tensor<8x1024x32000xbf16>
    %27 = stablehlo.convert %26 : (tensor<8x1024x32000xbf16>) -> tensor<8x1024x32000xf32>
    %28:2 = call @log_softmax(%27) : (tensor<8x1024x32000xf32>) -> (tensor<8x1024x32000xf32>, tensor<8x1024x1xf32>)
    %29 = stablehlo.broadcast_in_dim %arg26, dims = [0, 1] : (tensor<8x1024xi32>) -> tensor<8x1024x1xi32>
    %30 = call @take_along_axis(%29) : (tensor<8x1024x1xi32>) -> tensor<8x1024x1x1xi32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.negate %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %32 = stablehlo.divide %31, %cst_8 : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<8x1024xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %35 = call @take_along_axis_6(%30, %34) : (tensor<8x1024x1x1xi32>, tensor<8x1024x1xf32>) -> tensor<8x1024x32000xf32>
    %36 = call @log_softmax_7(%28#0, %28#1, %35) : (tensor<8x1024x32000xf32>, tensor<8x1024x1xf32>, tensor<8x1024x32000xf32>) -> tensor<8x1024x32000xf32>
    %37 = stablehlo.convert %36 : (tensor<8x1024x32000xf32>) -> tensor<8x1024x32000xbf16>
    %38 = stablehlo.dot_general %37, %25, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x32000xbf16>, tensor<8x1024x1024xbf16>) -> tensor<32000x1024xbf16>
    %39 = stablehlo.dot_general %37, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x32000xbf16>, tensor<32000x1024xbf16>) -> tensor<8x1024x1024xbf16>
    %40 = stablehlo.convert %39 : (tensor<8x1024x1024xbf16>) -> tensor<8x1024x1024xf32>
    %41 = stablehlo.multiply %21, %40 : tensor<8x1024x1024xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_9) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x1024x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %43 = stablehlo.reshape %42 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %44 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x1024x1024xf32>
    %45 = stablehlo.multiply %40, %44 : tensor<8x1024x1024xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%43 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %47 = stablehlo.multiply %6, %45 : tensor<8x1024x1024xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x1024xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %49 = stablehlo.reshape %48 : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %50 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x1024xf32>
    %51 = stablehlo.multiply %45, %50 : tensor<8x1024x1024xf32>
    %52 = stablehlo.multiply %49, %19 : tensor<8x1024x1xf32>
    %cst_12 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %54 = stablehlo.divide %52, %53 : tensor<8x1024x1xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x1xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1024xf32>
    %57 = stablehlo.multiply %56, %9 : tensor<8x1024x1024xf32>
    %58 = stablehlo.add %51, %57 : tensor<8x1024x1024xf32>
    %59 = stablehlo.convert %58 : (tensor<8x1024x1024xf32>) -> tensor<8x1024x1024xbf16>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x1024xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x1024xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %62 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<4x1024x4096xbf16>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %63 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<4x4096x1024xbf16>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %64 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<4x16x64x1024xbf16>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %65 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<4x1024x3x16x64xbf16>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %66:15 = stablehlo.while(%iterArg = %5#10, %iterArg_102 = %arg0, %iterArg_103 = %arg1, %iterArg_104 = %arg2, %iterArg_105 = %arg3, %iterArg_106 = %arg4, %iterArg_107 = %arg5, %iterArg_108 = %c_20, %iterArg_109 = %59, %iterArg_110 = %60, %iterArg_111 = %61, %iterArg_112 = %62, %iterArg_113 = %63, %iterArg_114 = %64, %iterArg_115 = %65) : tensor<4x8x1024x1024xbf16>, tensor<4x1024xf32>, tensor<4x1024xf32>, tensor<4x1024x4096xbf16>, tensor<4x4096x1024xbf16>, tensor<4x16x64x1024xbf16>, tensor<4x1024x3x16x64xbf16>, tensor<i32>, tensor<8x1024x1024xbf16>, tensor<4x1024xf32>, tensor<4x1024xf32>, tensor<4x1024x4096xbf16>, tensor<4x4096x1024xbf16>, tensor<4x16x64x1024xbf16>, tensor<4x1024x3x16x64xbf16>
    cond {
      %c_116 = stablehlo.constant dense<4> : tensor<i32>
      %294 = stablehlo.compare LT, %iterArg_108, %c_116, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %294 : tensor<i1>
    } do {
      %c_116 = stablehlo.constant dense<4> : tensor<i32>
      %294 = stablehlo.subtract %c_116, %iterArg_108 : tensor<i32>
      %c_117 = stablehlo.constant dense<1> : tensor<i32>
      %295 = stablehlo.subtract %294, %c_117 : tensor<i32>
      %296 = func.call @dynamic_index_in_dim_8(%iterArg, %295) : (tensor<4x8x1024x1024xbf16>, tensor<i32>) -> tensor<8x1024x1024xbf16>
      %297 = func.call @dynamic_index_in_dim(%iterArg_102, %295) : (tensor<4x1024xf32>, tensor<i32>) -> tensor<1024xf32>
      %298 = func.call @dynamic_index_in_dim(%iterArg_103, %295) : (tensor<4x1024xf32>, tensor<i32>) -> tensor<1024xf32>
      %299 = func.call @dynamic_index_in_dim_1(%iterArg_104, %295) : (tensor<4x1024x4096xbf16>, tensor<i32>) -> tensor<1024x4096xbf16>
      %300 = func.call @dynamic_index_in_dim_2(%iterArg_105, %295) : (tensor<4x4096x1024xbf16>, tensor<i32>) -> tensor<4096x1024xbf16>
      %301 = func.call @dynamic_index_in_dim_3(%iterArg_106, %295) : (tensor<4x16x64x1024xbf16>, tensor<i32>) -> tensor<16x64x1024xbf16>
      %302 = func.call @dynamic_index_in_dim_4(%iterArg_107, %295) : (tensor<4x1024x3x16x64xbf16>, tensor<i32>) -> tensor<1024x3x16x64xbf16>
      %303:7 = func.call @closed_call_9(%iterArg_109, %296, %297, %298, %299, %300, %301, %302) : (tensor<8x1024x1024xbf16>, tensor<8x1024x1024xbf16>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024x4096xbf16>, tensor<4096x1024xbf16>, tensor<16x64x1024xbf16>, tensor<1024x3x16x64xbf16>) -> (tensor<8x1024x1024xbf16>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024x4096xbf16>, tensor<4096x1024xbf16>, tensor<16x64x1024xbf16>, tensor<1024x3x16x64xbf16>)
      %304 = func.call @dynamic_update_index_in_dim_13(%iterArg_110, %303#1, %295) : (tensor<4x1024xf32>, tensor<1024xf32>, tensor<i32>) -> tensor<4x1024xf32>
      %305 = func.call @dynamic_update_index_in_dim_13(%iterArg_111, %303#2, %295) : (tensor<4x1024xf32>, tensor<1024xf32>, tensor<i32>) -> tensor<4x1024xf32>
      %306 = func.call @dynamic_update_index_in_dim_14(%iterArg_112, %303#3, %295) : (tensor<4x1024x4096xbf16>, tensor<1024x4096xbf16>, tensor<i32>) -> tensor<4x1024x4096xbf16>
      %307 = func.call @dynamic_update_index_in_dim_15(%iterArg_113, %303#4, %295) : (tensor<4x4096x1024xbf16>, tensor<4096x1024xbf16>, tensor<i32>) -> tensor<4x4096x1024xbf16>
      %308 = func.call @dynamic_update_index_in_dim_16(%iterArg_114, %303#5, %295) : (tensor<4x16x64x1024xbf16>, tensor<16x64x1024xbf16>, tensor<i32>) -> tensor<4x16x64x1024xbf16>
      %309 = func.call @dynamic_update_index_in_dim_17(%iterArg_115, %303#6, %295) : (tensor<4x1024x3x16x64xbf16>, tensor<1024x3x16x64xbf16>, tensor<i32>) -> tensor<4x1024x3x16x64xbf16>
      %c_118 = stablehlo.constant dense<1> : tensor<i32>
      %310 = stablehlo.add %iterArg_108, %c_118 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_102, %iterArg_103, %iterArg_104, %iterArg_105, %iterArg_106, %iterArg_107, %310, %303#0, %304, %305, %306, %307, %308, %309 : tensor<4x8x1024x1024xbf16>, tensor<4x1024xf32>, tensor<4x1024xf32>, tensor<4x1024x4096xbf16>, tensor<4x4096x1024xbf16>, tensor<4x16x64x1024xbf16>, tensor<4x1024x3x16x64xbf16>, tensor<i32>, tensor<8x1024x1024xbf16>, tensor<4x1024xf32>, tensor<4x1024xf32>, tensor<4x1024x4096xbf16>, tensor<4x4096x1024xbf16>, tensor<4x16x64x1024xbf16>, tensor<4x1024x3x16x64xbf16>
    }
    %67 = call @_take_18(%0#1, %66#8) : (tensor<8x1024x1xi32>, tensor<8x1024x1024xbf16>) -> tensor<32000x1024xbf16>
    %68 = stablehlo.add %38, %67 : tensor<32000x1024xbf16>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %69 = stablehlo.add %arg24, %c_21 : tensor<i32>
    %70 = stablehlo.convert %69 : (tensor<i32>) -> tensor<f32>
    %cst_22 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x1024xf32>
    %72 = stablehlo.multiply %71, %arg8 : tensor<4x1024xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x1024xf32>
    %74 = stablehlo.multiply %73, %66#9 : tensor<4x1024xf32>
    %75 = stablehlo.add %72, %74 : tensor<4x1024xf32>
    %cst_24 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4x1024xf32>
    %77 = stablehlo.multiply %76, %arg16 : tensor<4x1024xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x1024xf32>
    %79 = stablehlo.multiply %78, %66#9 : tensor<4x1024xf32>
    %80 = stablehlo.multiply %79, %66#9 : tensor<4x1024xf32>
    %81 = stablehlo.add %77, %80 : tensor<4x1024xf32>
    %cst_26 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %82 = stablehlo.power %cst_26, %70 : tensor<f32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %83 = stablehlo.subtract %cst_27, %82 : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<4x1024xf32>
    %85 = stablehlo.divide %75, %84 : tensor<4x1024xf32>
    %cst_28 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %86 = stablehlo.power %cst_28, %70 : tensor<f32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %87 = stablehlo.subtract %cst_29, %86 : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<4x1024xf32>
    %89 = stablehlo.divide %81, %88 : tensor<4x1024xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x1024xf32>
    %91 = stablehlo.multiply %90, %85 : tensor<4x1024xf32>
    %92 = stablehlo.sqrt %89 : tensor<4x1024xf32>
    %cst_31 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4x1024xf32>
    %94 = stablehlo.add %92, %93 : tensor<4x1024xf32>
    %95 = stablehlo.divide %91, %94 : tensor<4x1024xf32>
    %96 = stablehlo.subtract %arg0, %95 : tensor<4x1024xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4x1024xf32>
    %98 = stablehlo.multiply %97, %arg9 : tensor<4x1024xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4x1024xf32>
    %100 = stablehlo.multiply %99, %66#10 : tensor<4x1024xf32>
    %101 = stablehlo.add %98, %100 : tensor<4x1024xf32>
    %cst_34 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4x1024xf32>
    %103 = stablehlo.multiply %102, %arg17 : tensor<4x1024xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4x1024xf32>
    %105 = stablehlo.multiply %104, %66#10 : tensor<4x1024xf32>
    %106 = stablehlo.multiply %105, %66#10 : tensor<4x1024xf32>
    %107 = stablehlo.add %103, %106 : tensor<4x1024xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %108 = stablehlo.power %cst_36, %70 : tensor<f32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %109 = stablehlo.subtract %cst_37, %108 : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<f32>) -> tensor<4x1024xf32>
    %111 = stablehlo.divide %101, %110 : tensor<4x1024xf32>
    %cst_38 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %112 = stablehlo.power %cst_38, %70 : tensor<f32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %113 = stablehlo.subtract %cst_39, %112 : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4x1024xf32>
    %115 = stablehlo.divide %107, %114 : tensor<4x1024xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4x1024xf32>
    %117 = stablehlo.multiply %116, %111 : tensor<4x1024xf32>
    %118 = stablehlo.sqrt %115 : tensor<4x1024xf32>
    %cst_41 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4x1024xf32>
    %120 = stablehlo.add %118, %119 : tensor<4x1024xf32>
    %121 = stablehlo.divide %117, %120 : tensor<4x1024xf32>
    %122 = stablehlo.subtract %arg1, %121 : tensor<4x1024xf32>
    %123 = stablehlo.convert %66#11 : (tensor<4x1024x4096xbf16>) -> tensor<4x1024x4096xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4x1024x4096xf32>
    %125 = stablehlo.multiply %124, %arg10 : tensor<4x1024x4096xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4x1024x4096xf32>
    %127 = stablehlo.multiply %126, %123 : tensor<4x1024x4096xf32>
    %128 = stablehlo.add %125, %127 : tensor<4x1024x4096xf32>
    %cst_44 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x1024x4096xf32>
    %130 = stablehlo.multiply %129, %arg18 : tensor<4x1024x4096xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4x1024x4096xf32>
    %132 = stablehlo.multiply %131, %123 : tensor<4x1024x4096xf32>
    %133 = stablehlo.multiply %132, %123 : tensor<4x1024x4096xf32>
    %134 = stablehlo.add %130, %133 : tensor<4x1024x4096xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %135 = stablehlo.power %cst_46, %70 : tensor<f32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %136 = stablehlo.subtract %cst_47, %135 : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [] : (tensor<f32>) -> tensor<4x1024x4096xf32>
    %138 = stablehlo.divide %128, %137 : tensor<4x1024x4096xf32>
    %cst_48 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %139 = stablehlo.power %cst_48, %70 : tensor<f32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %140 = stablehlo.subtract %cst_49, %139 : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<4x1024x4096xf32>
    %142 = stablehlo.divide %134, %141 : tensor<4x1024x4096xf32>
    %143 = stablehlo.convert %arg2 : (tensor<4x1024x4096xbf16>) -> tensor<4x1024x4096xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<4x1024x4096xf32>
    %145 = stablehlo.multiply %144, %138 : tensor<4x1024x4096xf32>
    %146 = stablehlo.sqrt %142 : tensor<4x1024x4096xf32>
    %cst_51 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<4x1024x4096xf32>
    %148 = stablehlo.add %146, %147 : tensor<4x1024x4096xf32>
    %149 = stablehlo.divide %145, %148 : tensor<4x1024x4096xf32>
    %150 = stablehlo.subtract %143, %149 : tensor<4x1024x4096xf32>
    %151 = stablehlo.convert %150 : (tensor<4x1024x4096xf32>) -> tensor<4x1024x4096xbf16>
    %152 = stablehlo.convert %66#12 : (tensor<4x4096x1024xbf16>) -> tensor<4x4096x1024xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<4x4096x1024xf32>
    %154 = stablehlo.multiply %153, %arg11 : tensor<4x4096x1024xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<4x4096x1024xf32>
    %156 = stablehlo.multiply %155, %152 : tensor<4x4096x1024xf32>
    %157 = stablehlo.add %154, %156 : tensor<4x4096x1024xf32>
    %cst_54 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<4x4096x1024xf32>
    %159 = stablehlo.multiply %158, %arg19 : tensor<4x4096x1024xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<4x4096x1024xf32>
    %161 = stablehlo.multiply %160, %152 : tensor<4x4096x1024xf32>
    %162 = stablehlo.multiply %161, %152 : tensor<4x4096x1024xf32>
    %163 = stablehlo.add %159, %162 : tensor<4x4096x1024xf32>
    %cst_56 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %164 = stablehlo.power %cst_56, %70 : tensor<f32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %165 = stablehlo.subtract %cst_57, %164 : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [] : (tensor<f32>) -> tensor<4x4096x1024xf32>
    %167 = stablehlo.divide %157, %166 : tensor<4x4096x1024xf32>
    %cst_58 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %168 = stablehlo.power %cst_58, %70 : tensor<f32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %169 = stablehlo.subtract %cst_59, %168 : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [] : (tensor<f32>) -> tensor<4x4096x1024xf32>
    %171 = stablehlo.divide %163, %170 : tensor<4x4096x1024xf32>
    %172 = stablehlo.convert %arg3 : (tensor<4x4096x1024xbf16>) -> tensor<4x4096x1024xf32>
    %cst_60 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<4x4096x1024xf32>
    %174 = stablehlo.multiply %173, %167 : tensor<4x4096x1024xf32>
    %175 = stablehlo.sqrt %171 : tensor<4x4096x1024xf32>
    %cst_61 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<4x4096x1024xf32>
    %177 = stablehlo.add %175, %176 : tensor<4x4096x1024xf32>
    %178 = stablehlo.divide %174, %177 : tensor<4x4096x1024xf32>
    %179 = stablehlo.subtract %172, %178 : tensor<4x4096x1024xf32>
    %180 = stablehlo.convert %179 : (tensor<4x4096x1024xf32>) -> tensor<4x4096x1024xbf16>
    %181 = stablehlo.convert %66#13 : (tensor<4x16x64x1024xbf16>) -> tensor<4x16x64x1024xf32>
    %cst_62 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<4x16x64x1024xf32>
    %183 = stablehlo.multiply %182, %arg12 : tensor<4x16x64x1024xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<4x16x64x1024xf32>
    %185 = stablehlo.multiply %184, %181 : tensor<4x16x64x1024xf32>
    %186 = stablehlo.add %183, %185 : tensor<4x16x64x1024xf32>
    %cst_64 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<4x16x64x1024xf32>
    %188 = stablehlo.multiply %187, %arg20 : tensor<4x16x64x1024xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<4x16x64x1024xf32>
    %190 = stablehlo.multiply %189, %181 : tensor<4x16x64x1024xf32>
    %191 = stablehlo.multiply %190, %181 : tensor<4x16x64x1024xf32>
    %192 = stablehlo.add %188, %191 : tensor<4x16x64x1024xf32>
    %cst_66 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %193 = stablehlo.power %cst_66, %70 : tensor<f32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %194 = stablehlo.subtract %cst_67, %193 : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [] : (tensor<f32>) -> tensor<4x16x64x1024xf32>
    %196 = stablehlo.divide %186, %195 : tensor<4x16x64x1024xf32>
    %cst_68 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %197 = stablehlo.power %cst_68, %70 : tensor<f32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %198 = stablehlo.subtract %cst_69, %197 : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [] : (tensor<f32>) -> tensor<4x16x64x1024xf32>
    %200 = stablehlo.divide %192, %199 : tensor<4x16x64x1024xf32>
    %201 = stablehlo.convert %arg4 : (tensor<4x16x64x1024xbf16>) -> tensor<4x16x64x1024xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<4x16x64x1024xf32>
    %203 = stablehlo.multiply %202, %196 : tensor<4x16x64x1024xf32>
    %204 = stablehlo.sqrt %200 : tensor<4x16x64x1024xf32>
    %cst_71 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<4x16x64x1024xf32>
    %206 = stablehlo.add %204, %205 : tensor<4x16x64x1024xf32>
    %207 = stablehlo.divide %203, %206 : tensor<4x16x64x1024xf32>
    %208 = stablehlo.subtract %201, %207 : tensor<4x16x64x1024xf32>
    %209 = stablehlo.convert %208 : (tensor<4x16x64x1024xf32>) -> tensor<4x16x64x1024xbf16>
    %210 = stablehlo.convert %66#14 : (tensor<4x1024x3x16x64xbf16>) -> tensor<4x1024x3x16x64xf32>
    %cst_72 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<4x1024x3x16x64xf32>
    %212 = stablehlo.multiply %211, %arg13 : tensor<4x1024x3x16x64xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<4x1024x3x16x64xf32>
    %214 = stablehlo.multiply %213, %210 : tensor<4x1024x3x16x64xf32>
    %215 = stablehlo.add %212, %214 : tensor<4x1024x3x16x64xf32>
    %cst_74 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<4x1024x3x16x64xf32>
    %217 = stablehlo.multiply %216, %arg21 : tensor<4x1024x3x16x64xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<4x1024x3x16x64xf32>
    %219 = stablehlo.multiply %218, %210 : tensor<4x1024x3x16x64xf32>
    %220 = stablehlo.multiply %219, %210 : tensor<4x1024x3x16x64xf32>
    %221 = stablehlo.add %217, %220 : tensor<4x1024x3x16x64xf32>
    %cst_76 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %222 = stablehlo.power %cst_76, %70 : tensor<f32>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %223 = stablehlo.subtract %cst_77, %222 : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [] : (tensor<f32>) -> tensor<4x1024x3x16x64xf32>
    %225 = stablehlo.divide %215, %224 : tensor<4x1024x3x16x64xf32>
    %cst_78 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %226 = stablehlo.power %cst_78, %70 : tensor<f32>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %227 = stablehlo.subtract %cst_79, %226 : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [] : (tensor<f32>) -> tensor<4x1024x3x16x64xf32>
    %229 = stablehlo.divide %221, %228 : tensor<4x1024x3x16x64xf32>
    %230 = stablehlo.convert %arg5 : (tensor<4x1024x3x16x64xbf16>) -> tensor<4x1024x3x16x64xf32>
    %cst_80 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<4x1024x3x16x64xf32>
    %232 = stablehlo.multiply %231, %225 : tensor<4x1024x3x16x64xf32>
    %233 = stablehlo.sqrt %229 : tensor<4x1024x3x16x64xf32>
    %cst_81 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<4x1024x3x16x64xf32>
    %235 = stablehlo.add %233, %234 : tensor<4x1024x3x16x64xf32>
    %236 = stablehlo.divide %232, %235 : tensor<4x1024x3x16x64xf32>
    %237 = stablehlo.subtract %230, %236 : tensor<4x1024x3x16x64xf32>
    %238 = stablehlo.convert %237 : (tensor<4x1024x3x16x64xf32>) -> tensor<4x1024x3x16x64xbf16>
    %239 = stablehlo.convert %68 : (tensor<32000x1024xbf16>) -> tensor<32000x1024xf32>
    %cst_82 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<32000x1024xf32>
    %241 = stablehlo.multiply %240, %arg14 : tensor<32000x1024xf32>
    %cst_83 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<32000x1024xf32>
    %243 = stablehlo.multiply %242, %239 : tensor<32000x1024xf32>
    %244 = stablehlo.add %241, %243 : tensor<32000x1024xf32>
    %cst_84 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<32000x1024xf32>
    %246 = stablehlo.multiply %245, %arg22 : tensor<32000x1024xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<32000x1024xf32>
    %248 = stablehlo.multiply %247, %239 : tensor<32000x1024xf32>
    %249 = stablehlo.multiply %248, %239 : tensor<32000x1024xf32>
    %250 = stablehlo.add %246, %249 : tensor<32000x1024xf32>
    %cst_86 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %251 = stablehlo.power %cst_86, %70 : tensor<f32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %252 = stablehlo.subtract %cst_87, %251 : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [] : (tensor<f32>) -> tensor<32000x1024xf32>
    %254 = stablehlo.divide %244, %253 : tensor<32000x1024xf32>
    %cst_88 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %255 = stablehlo.power %cst_88, %70 : tensor<f32>
    %cst_89 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %256 = stablehlo.subtract %cst_89, %255 : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [] : (tensor<f32>) -> tensor<32000x1024xf32>
    %258 = stablehlo.divide %250, %257 : tensor<32000x1024xf32>
    %259 = stablehlo.convert %arg6 : (tensor<32000x1024xbf16>) -> tensor<32000x1024xf32>
    %cst_90 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<32000x1024xf32>
    %261 = stablehlo.multiply %260, %254 : tensor<32000x1024xf32>
    %262 = stablehlo.sqrt %258 : tensor<32000x1024xf32>
    %cst_91 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<32000x1024xf32>
    %264 = stablehlo.add %262, %263 : tensor<32000x1024xf32>
    %265 = stablehlo.divide %261, %264 : tensor<32000x1024xf32>
    %266 = stablehlo.subtract %259, %265 : tensor<32000x1024xf32>
    %267 = stablehlo.convert %266 : (tensor<32000x1024xf32>) -> tensor<32000x1024xbf16>
    %cst_92 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %269 = stablehlo.multiply %268, %arg15 : tensor<1024xf32>
    %cst_93 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %271 = stablehlo.multiply %270, %46 : tensor<1024xf32>
    %272 = stablehlo.add %269, %271 : tensor<1024xf32>
    %cst_94 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %274 = stablehlo.multiply %273, %arg23 : tensor<1024xf32>
    %cst_95 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %276 = stablehlo.multiply %275, %46 : tensor<1024xf32>
    %277 = stablehlo.multiply %276, %46 : tensor<1024xf32>
    %278 = stablehlo.add %274, %277 : tensor<1024xf32>
    %cst_96 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %279 = stablehlo.power %cst_96, %70 : tensor<f32>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %280 = stablehlo.subtract %cst_97, %279 : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %282 = stablehlo.divide %272, %281 : tensor<1024xf32>
    %cst_98 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %283 = stablehlo.power %cst_98, %70 : tensor<f32>
    %cst_99 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %284 = stablehlo.subtract %cst_99, %283 : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %286 = stablehlo.divide %278, %285 : tensor<1024xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %288 = stablehlo.multiply %287, %282 : tensor<1024xf32>
    %289 = stablehlo.sqrt %286 : tensor<1024xf32>
    %cst_101 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %291 = stablehlo.add %289, %290 : tensor<1024xf32>
    %292 = stablehlo.divide %288, %291 : tensor<1024xf32>
    %293 = stablehlo.subtract %arg7, %292 : tensor<1024xf32>
    return %96, %122, %151, %180, %209, %238, %267, %293, %75, %101, %128, %157, %186, %215, %244, %272, %81, %107, %134, %163, %192, %221, %250, %278, %69 : tensor<4x1024xf32>, tensor<4x1024xf32>, tensor<4x1024x4096xbf16>, tensor<4x4096x1024xbf16>, tensor<4x16x64x1024xbf16>, tensor<4x1024x3x16x64xbf16>, tensor<32000x1024xbf16>, tensor<1024xf32>, tensor<4x1024xf32>, tensor<4x1024xf32>, tensor<4x1024x4096xf32>, tensor<4x4096x1024xf32>, tensor<4x16x64x1024xf32>, tensor<4x1024x3x16x64xf32>, tensor<32000x1024xf32>, tensor<1024xf32>, tensor<4x1024xf32>, tensor<4x1024xf32>, tensor<4x1024x4096xf32>, tensor<4x4096x1024xf32>, tensor<4x16x64x1024xf32>, tensor<4x1024x3x16x64xf32>, tensor<32000x1024xf32>, tensor<1024xf32>, tensor<i32>
  }
  func.func private @_take(%arg0: tensor<32000x1024xbf16>, %arg1: tensor<8x1024xi32>) -> (tensor<8x1024x1024xbf16>, tensor<8x1024x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1024xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1024xi32>, tensor<8x1024xi32>) -> tensor<8x1024xi1>
    %c_0 = stablehlo.constant dense<32000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1024xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1024xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x1024xi1>, tensor<8x1024xi32>, tensor<8x1024xi32>) -> tensor<8x1024xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x1024xi32>) -> tensor<8x1024x1xi32>
    %c_1 = stablehlo.constant dense<31999> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1024x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1024x1xi32>, tensor<8x1024x1xi32>) -> tensor<8x1024x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x1024x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1024x1xi32>, tensor<8x1024x1xi32>) -> tensor<8x1024x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1024x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x1024x1xi1>, tensor<i1>) -> tensor<8x1024xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1024>}> : (tensor<32000x1024xbf16>, tensor<8x1024x1xi32>) -> tensor<8x1024x1024xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x1024xi1>) -> tensor<8x1024x1024xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x1024x1024xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x1024x1024xi1>, tensor<8x1024x1024xbf16>
    return %16, %5 : tensor<8x1024x1024xbf16>, tensor<8x1024x1xi32>
  }
  func.func private @_where(%arg0: tensor<8x1024xi1>, %arg1: tensor<8x1024xi32>, %arg2: tensor<8x1024xi32>) -> tensor<8x1024xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x1024xi1>, tensor<8x1024xi32>
    return %0 : tensor<8x1024xi32>
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
  func.func private @_where_0(%arg0: tensor<1024x1024xi1>, %arg1: tensor<bf16>) -> (tensor<8x16x1024x1024xi1>, tensor<8x16x1024x1024xbf16>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<1024x1024xi1>) -> tensor<8x16x1024x1024xi1>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<bf16>) -> tensor<8x16x1024x1024xbf16>
    return %0, %1 : tensor<8x16x1024x1024xi1>, tensor<8x16x1024x1024xbf16>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x1024xf32>, %arg1: tensor<i32>) -> tensor<1024xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 1024] : (tensor<4x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1024xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1024xf32>) -> tensor<1024xf32>
    return %1 : tensor<1024xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<4x1024x4096xbf16>, %arg1: tensor<i32>) -> tensor<1024x4096xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 1024, 4096] : (tensor<4x1024x4096xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1024x4096xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x1024x4096xbf16>) -> tensor<1024x4096xbf16>
    return %1 : tensor<1024x4096xbf16>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<4x4096x1024xbf16>, %arg1: tensor<i32>) -> tensor<4096x1024xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 4096, 1024] : (tensor<4x4096x1024xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4096x1024xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x4096x1024xbf16>) -> tensor<4096x1024xbf16>
    return %1 : tensor<4096x1024xbf16>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<4x16x64x1024xbf16>, %arg1: tensor<i32>) -> tensor<16x64x1024xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 16, 64, 1024] : (tensor<4x16x64x1024xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x64x1024xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x16x64x1024xbf16>) -> tensor<16x64x1024xbf16>
    return %1 : tensor<16x64x1024xbf16>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<4x1024x3x16x64xbf16>, %arg1: tensor<i32>) -> tensor<1024x3x16x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 1024, 3, 16, 64] : (tensor<4x1024x3x16x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1024x3x16x64xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x1024x3x16x64xbf16>) -> tensor<1024x3x16x64xbf16>
    return %1 : tensor<1024x3x16x64xbf16>
  }
  func.func private @closed_call(%arg0: tensor<8x16x1024x1024xi1>, %arg1: tensor<8x16x1024x1024xbf16>, %arg2: tensor<8x1024x1024xbf16>, %arg3: tensor<1024xf32>, %arg4: tensor<1024xf32>, %arg5: tensor<1024x4096xbf16>, %arg6: tensor<4096x1024xbf16>, %arg7: tensor<16x64x1024xbf16>, %arg8: tensor<1024x3x16x64xbf16>) -> (tensor<8x1024x1024xbf16>, tensor<8x1024x1024xbf16>) {
    %0 = stablehlo.convert %arg2 : (tensor<8x1024x1024xbf16>) -> tensor<8x1024x1024xf32>
    %1 = chlo.square %0 : tensor<8x1024x1024xf32> -> tensor<8x1024x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x1024xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_0 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<8x1024x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<8x1024x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<8x1024x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x1024xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<8x1024x1024xf32>
    %11 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x1024x1024xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<8x1024x1024xf32>
    %14 = stablehlo.convert %13 : (tensor<8x1024x1024xf32>) -> tensor<8x1024x1024xbf16>
    %15 = stablehlo.dot_general %arg8, %14, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x3x16x64xbf16>, tensor<8x1024x1024xbf16>) -> tensor<3x16x64x8x1024xbf16>
    %16 = stablehlo.transpose %15, dims = [0, 3, 4, 1, 2] : (tensor<3x16x64x8x1024xbf16>) -> tensor<3x8x1024x16x64xbf16>
    %17 = stablehlo.slice %16 [0:1, 0:8, 0:1024, 0:16, 0:64] : (tensor<3x8x1024x16x64xbf16>) -> tensor<1x8x1024x16x64xbf16>
    %18 = stablehlo.reshape %17 : (tensor<1x8x1024x16x64xbf16>) -> tensor<8x1024x16x64xbf16>
    %19 = stablehlo.slice %16 [1:2, 0:8, 0:1024, 0:16, 0:64] : (tensor<3x8x1024x16x64xbf16>) -> tensor<1x8x1024x16x64xbf16>
    %20 = stablehlo.reshape %19 : (tensor<1x8x1024x16x64xbf16>) -> tensor<8x1024x16x64xbf16>
    %21 = stablehlo.slice %16 [2:3, 0:8, 0:1024, 0:16, 0:64] : (tensor<3x8x1024x16x64xbf16>) -> tensor<1x8x1024x16x64xbf16>
    %22 = stablehlo.reshape %21 : (tensor<1x8x1024x16x64xbf16>) -> tensor<8x1024x16x64xbf16>
    %23 = stablehlo.dot_general %18, %20, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x16x64xbf16>, tensor<8x1024x16x64xbf16>) -> tensor<8x16x1024x1024xbf16>
    %cst_2 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %24 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<8x16x1024x1024xbf16>
    %25 = stablehlo.multiply %23, %24 : tensor<8x16x1024x1024xbf16>
    %26 = call @_where_5(%25, %arg0, %arg1) : (tensor<8x16x1024x1024xbf16>, tensor<8x16x1024x1024xi1>, tensor<8x16x1024x1024xbf16>) -> tensor<8x16x1024x1024xbf16>
    %27 = stablehlo.convert %26 : (tensor<8x16x1024x1024xbf16>) -> tensor<8x16x1024x1024xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_3) applies stablehlo.maximum across dimensions = [3] : (tensor<8x16x1024x1024xf32>, tensor<f32>) -> tensor<8x16x1024xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x16x1024xf32>
    %30 = stablehlo.maximum %29, %28 : tensor<8x16x1024xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<8x16x1024xf32>) -> tensor<8x16x1024x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<8x16x1024x1xf32>) -> tensor<8x16x1024x1024xf32>
    %33 = stablehlo.subtract %27, %32 : tensor<8x16x1024x1024xf32>
    %34 = stablehlo.exponential %33 : tensor<8x16x1024x1024xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<8x16x1024x1024xf32>, tensor<f32>) -> tensor<8x16x1024xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<8x16x1024xf32>) -> tensor<8x16x1024x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<8x16x1024x1xf32>) -> tensor<8x16x1024x1024xf32>
    %38 = stablehlo.divide %34, %37 : tensor<8x16x1024x1024xf32>
    %39 = stablehlo.convert %38 : (tensor<8x16x1024x1024xf32>) -> tensor<8x16x1024x1024xbf16>
    %40 = stablehlo.dot_general %22, %39, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x16x64xbf16>, tensor<8x16x1024x1024xbf16>) -> tensor<8x16x64x1024xbf16>
    %41 = stablehlo.transpose %40, dims = [0, 3, 1, 2] : (tensor<8x16x64x1024xbf16>) -> tensor<8x1024x16x64xbf16>
    %42 = stablehlo.dot_general %41, %arg7, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x16x64xbf16>, tensor<16x64x1024xbf16>) -> tensor<8x1024x1024xbf16>
    %43 = stablehlo.add %arg2, %42 : tensor<8x1024x1024xbf16>
    %44 = stablehlo.convert %43 : (tensor<8x1024x1024xbf16>) -> tensor<8x1024x1024xf32>
    %45 = chlo.square %44 : tensor<8x1024x1024xf32> -> tensor<8x1024x1024xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x1024xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_7 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %49 = stablehlo.divide %47, %48 : tensor<8x1024x1xf32>
    %cst_8 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %51 = stablehlo.add %49, %50 : tensor<8x1024x1xf32>
    %52 = stablehlo.rsqrt %51 : tensor<8x1024x1xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x1024xf32>
    %54 = stablehlo.multiply %44, %53 : tensor<8x1024x1024xf32>
    %55 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x1024x1024xf32>
    %57 = stablehlo.multiply %54, %56 : tensor<8x1024x1024xf32>
    %58 = stablehlo.convert %57 : (tensor<8x1024x1024xf32>) -> tensor<8x1024x1024xbf16>
    %59 = stablehlo.dot_general %58, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x1024xbf16>, tensor<1024x4096xbf16>) -> tensor<8x1024x4096xbf16>
    %60 = stablehlo.multiply %59, %59 : tensor<8x1024x4096xbf16>
    %61 = stablehlo.multiply %60, %59 : tensor<8x1024x4096xbf16>
    %cst_9 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %62 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<8x1024x4096xbf16>
    %63 = stablehlo.multiply %62, %61 : tensor<8x1024x4096xbf16>
    %64 = stablehlo.add %59, %63 : tensor<8x1024x4096xbf16>
    %cst_10 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %65 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<8x1024x4096xbf16>
    %66 = stablehlo.multiply %65, %64 : tensor<8x1024x4096xbf16>
    %67 = stablehlo.tanh %66 : tensor<8x1024x4096xbf16>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %68 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<8x1024x4096xbf16>
    %69 = stablehlo.add %68, %67 : tensor<8x1024x4096xbf16>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %70 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<8x1024x4096xbf16>
    %71 = stablehlo.multiply %70, %69 : tensor<8x1024x4096xbf16>
    %72 = stablehlo.multiply %59, %71 : tensor<8x1024x4096xbf16>
    %73 = stablehlo.dot_general %72, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<8x1024x1024xbf16>
    %74 = stablehlo.add %43, %73 : tensor<8x1024x1024xbf16>
    return %74, %arg2 : tensor<8x1024x1024xbf16>, tensor<8x1024x1024xbf16>
  }
  func.func private @_where_5(%arg0: tensor<8x16x1024x1024xbf16>, %arg1: tensor<8x16x1024x1024xi1>, %arg2: tensor<8x16x1024x1024xbf16>) -> tensor<8x16x1024x1024xbf16> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<8x16x1024x1024xi1>, tensor<8x16x1024x1024xbf16>
    return %0 : tensor<8x16x1024x1024xbf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x8x1024x1024xbf16>, %arg1: tensor<8x1024x1024xbf16>, %arg2: tensor<i32>) -> tensor<4x8x1024x1024xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x1024x1024xbf16>) -> tensor<1x8x1024x1024xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<4x8x1024x1024xbf16>, tensor<1x8x1024x1024xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x8x1024x1024xbf16>
    return %1 : tensor<4x8x1024x1024xbf16>
  }
  func.func private @log_softmax(%arg0: tensor<8x1024x32000xf32>) -> (tensor<8x1024x32000xf32>, tensor<8x1024x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<8x1024x32000xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1024xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8x1024xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x32000xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x1024x32000xf32>
    %6 = stablehlo.exponential %5 : tensor<8x1024x32000xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x32000xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    return %6, %8 : tensor<8x1024x32000xf32>, tensor<8x1024x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x1024x1xi32>) -> tensor<8x1024x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1024x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<8x1024x1xi32>, tensor<8x1024x1xi32>) -> tensor<8x1024x1xi1>
    %c_0 = stablehlo.constant dense<32000> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1024x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<8x1024x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<8x1024x1xi1>, tensor<8x1024x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x1024x1xi32>) -> tensor<8x1024x1x1xi32>
    return %5 : tensor<8x1024x1x1xi32>
  }
  func.func private @take_along_axis_6(%arg0: tensor<8x1024x1x1xi32>, %arg1: tensor<8x1024x1xf32>) -> tensor<8x1024x32000xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1024x32000xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x1024x32000xf32>, tensor<8x1024x1x1xi32>, tensor<8x1024x1xf32>) -> tensor<8x1024x32000xf32>
    return %1 : tensor<8x1024x32000xf32>
  }
  func.func private @log_softmax_7(%arg0: tensor<8x1024x32000xf32>, %arg1: tensor<8x1024x1xf32>, %arg2: tensor<8x1024x32000xf32>) -> tensor<8x1024x32000xf32> {
    %0 = stablehlo.negate %arg2 : tensor<8x1024x32000xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x32000xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %2 = stablehlo.reshape %1 : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<8x1024x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x1xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x32000xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8x1024x32000xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<8x1024x32000xf32>
    return %7 : tensor<8x1024x32000xf32>
  }
  func.func private @dynamic_index_in_dim_8(%arg0: tensor<4x8x1024x1024xbf16>, %arg1: tensor<i32>) -> tensor<8x1024x1024xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 1024, 1024] : (tensor<4x8x1024x1024xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x1024x1024xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x8x1024x1024xbf16>) -> tensor<8x1024x1024xbf16>
    return %1 : tensor<8x1024x1024xbf16>
  }
  func.func private @closed_call_9(%arg0: tensor<8x1024x1024xbf16>, %arg1: tensor<8x1024x1024xbf16>, %arg2: tensor<1024xf32>, %arg3: tensor<1024xf32>, %arg4: tensor<1024x4096xbf16>, %arg5: tensor<4096x1024xbf16>, %arg6: tensor<16x64x1024xbf16>, %arg7: tensor<1024x3x16x64xbf16>) -> (tensor<8x1024x1024xbf16>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024x4096xbf16>, tensor<4096x1024xbf16>, tensor<16x64x1024xbf16>, tensor<1024x3x16x64xbf16>) {
    %0:8 = stablehlo.optimization_barrier %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg0 : tensor<8x1024x1024xbf16>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024x4096xbf16>, tensor<4096x1024xbf16>, tensor<16x64x1024xbf16>, tensor<1024x3x16x64xbf16>, tensor<8x1024x1024xbf16>
    %1 = stablehlo.convert %0#0 : (tensor<8x1024x1024xbf16>) -> tensor<8x1024x1024xf32>
    %2 = chlo.square %1 : tensor<8x1024x1024xf32> -> tensor<8x1024x1024xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1024x1024xf32>
    %4 = stablehlo.multiply %3, %1 : tensor<8x1024x1024xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x1024xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_1 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<8x1024x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %10 = stablehlo.add %8, %9 : tensor<8x1024x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<8x1024x1xf32>
    %12 = stablehlo.divide %11, %10 : tensor<8x1024x1xf32>
    %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<8x1024x1xf32>
    %15 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x1024xf32>
    %16 = stablehlo.multiply %1, %15 : tensor<8x1024x1024xf32>
    %17 = stablehlo.broadcast_in_dim %0#1, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x1024x1024xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<8x1024x1024xf32>
    %20 = stablehlo.convert %19 : (tensor<8x1024x1024xf32>) -> tensor<8x1024x1024xbf16>
    %21 = stablehlo.dot_general %0#6, %20, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x3x16x64xbf16>, tensor<8x1024x1024xbf16>) -> tensor<3x16x64x8x1024xbf16>
    %22 = stablehlo.transpose %21, dims = [0, 3, 4, 1, 2] : (tensor<3x16x64x8x1024xbf16>) -> tensor<3x8x1024x16x64xbf16>
    %23 = stablehlo.slice %22 [0:1, 0:8, 0:1024, 0:16, 0:64] : (tensor<3x8x1024x16x64xbf16>) -> tensor<1x8x1024x16x64xbf16>
    %24 = stablehlo.reshape %23 : (tensor<1x8x1024x16x64xbf16>) -> tensor<8x1024x16x64xbf16>
    %25 = stablehlo.slice %22 [1:2, 0:8, 0:1024, 0:16, 0:64] : (tensor<3x8x1024x16x64xbf16>) -> tensor<1x8x1024x16x64xbf16>
    %26 = stablehlo.reshape %25 : (tensor<1x8x1024x16x64xbf16>) -> tensor<8x1024x16x64xbf16>
    %27 = stablehlo.slice %22 [2:3, 0:8, 0:1024, 0:16, 0:64] : (tensor<3x8x1024x16x64xbf16>) -> tensor<1x8x1024x16x64xbf16>
    %28 = stablehlo.reshape %27 : (tensor<1x8x1024x16x64xbf16>) -> tensor<8x1024x16x64xbf16>
    %29 = stablehlo.dot_general %24, %26, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x16x64xbf16>, tensor<8x1024x16x64xbf16>) -> tensor<8x16x1024x1024xbf16>
    %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<8x16x1024x1024xbf16>
    %31 = stablehlo.multiply %29, %30 : tensor<8x16x1024x1024xbf16>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %32 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %33 = call @tril_10(%32) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_5 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %34:2 = call @_where_11(%33, %31, %cst_5) : (tensor<1024x1024xi1>, tensor<8x16x1024x1024xbf16>, tensor<bf16>) -> (tensor<8x16x1024x1024xbf16>, tensor<8x16x1024x1024xi1>)
    %35 = stablehlo.convert %34#0 : (tensor<8x16x1024x1024xbf16>) -> tensor<8x16x1024x1024xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<8x16x1024x1024xf32>, tensor<f32>) -> tensor<8x16x1024xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x16x1024xf32>
    %38 = stablehlo.maximum %37, %36 : tensor<8x16x1024xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<8x16x1024xf32>) -> tensor<8x16x1024x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<8x16x1024x1xf32>) -> tensor<8x16x1024x1024xf32>
    %41 = stablehlo.subtract %35, %40 : tensor<8x16x1024x1024xf32>
    %42 = stablehlo.exponential %41 : tensor<8x16x1024x1024xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<8x16x1024x1024xf32>, tensor<f32>) -> tensor<8x16x1024xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<8x16x1024xf32>) -> tensor<8x16x1024x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<8x16x1024x1xf32>) -> tensor<8x16x1024x1024xf32>
    %46 = stablehlo.divide %42, %45 : tensor<8x16x1024x1024xf32>
    %47 = stablehlo.multiply %44, %44 : tensor<8x16x1024x1xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x16x1024x1xf32>
    %49 = stablehlo.divide %48, %47 : tensor<8x16x1024x1xf32>
    %50 = stablehlo.convert %46 : (tensor<8x16x1024x1024xf32>) -> tensor<8x16x1024x1024xbf16>
    %51 = stablehlo.dot_general %28, %50, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x16x64xbf16>, tensor<8x16x1024x1024xbf16>) -> tensor<8x16x64x1024xbf16>
    %52 = stablehlo.transpose %51, dims = [0, 3, 1, 2] : (tensor<8x16x64x1024xbf16>) -> tensor<8x1024x16x64xbf16>
    %53 = stablehlo.dot_general %52, %0#5, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x16x64xbf16>, tensor<16x64x1024xbf16>) -> tensor<8x1024x1024xbf16>
    %54 = stablehlo.add %0#0, %53 : tensor<8x1024x1024xbf16>
    %55 = stablehlo.convert %54 : (tensor<8x1024x1024xbf16>) -> tensor<8x1024x1024xf32>
    %56 = chlo.square %55 : tensor<8x1024x1024xf32> -> tensor<8x1024x1024xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x1024x1024xf32>
    %58 = stablehlo.multiply %57, %55 : tensor<8x1024x1024xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%56 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x1024xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %cst_12 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %62 = stablehlo.divide %60, %61 : tensor<8x1024x1xf32>
    %cst_13 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %64 = stablehlo.add %62, %63 : tensor<8x1024x1xf32>
    %65 = stablehlo.rsqrt %64 : tensor<8x1024x1xf32>
    %66 = stablehlo.divide %65, %64 : tensor<8x1024x1xf32>
    %cst_14 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %68 = stablehlo.multiply %67, %66 : tensor<8x1024x1xf32>
    %69 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x1024xf32>
    %70 = stablehlo.multiply %55, %69 : tensor<8x1024x1024xf32>
    %71 = stablehlo.broadcast_in_dim %0#2, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x1024x1024xf32>
    %73 = stablehlo.multiply %70, %72 : tensor<8x1024x1024xf32>
    %74 = stablehlo.convert %73 : (tensor<8x1024x1024xf32>) -> tensor<8x1024x1024xbf16>
    %75 = stablehlo.dot_general %74, %0#3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x1024xbf16>, tensor<1024x4096xbf16>) -> tensor<8x1024x4096xbf16>
    %76 = stablehlo.multiply %75, %75 : tensor<8x1024x4096xbf16>
    %77 = stablehlo.multiply %76, %75 : tensor<8x1024x4096xbf16>
    %78 = stablehlo.multiply %75, %75 : tensor<8x1024x4096xbf16>
    %cst_15 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %79 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<8x1024x4096xbf16>
    %80 = stablehlo.multiply %79, %78 : tensor<8x1024x4096xbf16>
    %cst_16 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %81 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<8x1024x4096xbf16>
    %82 = stablehlo.multiply %81, %77 : tensor<8x1024x4096xbf16>
    %83 = stablehlo.add %75, %82 : tensor<8x1024x4096xbf16>
    %cst_17 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %84 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<8x1024x4096xbf16>
    %85 = stablehlo.multiply %84, %83 : tensor<8x1024x4096xbf16>
    %86 = stablehlo.tanh %85 : tensor<8x1024x4096xbf16>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %87 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<8x1024x4096xbf16>
    %88 = stablehlo.subtract %87, %86 : tensor<8x1024x4096xbf16>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %89 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<8x1024x4096xbf16>
    %90 = stablehlo.add %89, %86 : tensor<8x1024x4096xbf16>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %91 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<8x1024x4096xbf16>
    %92 = stablehlo.multiply %91, %90 : tensor<8x1024x4096xbf16>
    %93 = stablehlo.multiply %75, %92 : tensor<8x1024x4096xbf16>
    %94 = stablehlo.dot_general %0#7, %93, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x1024xbf16>, tensor<8x1024x4096xbf16>) -> tensor<1024x4096xbf16>
    %95 = stablehlo.transpose %94, dims = [1, 0] : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
    %96 = stablehlo.dot_general %0#7, %0#4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<8x1024x4096xbf16>
    %97 = stablehlo.multiply %75, %96 : tensor<8x1024x4096xbf16>
    %98 = stablehlo.multiply %96, %92 : tensor<8x1024x4096xbf16>
    %cst_21 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %99 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<8x1024x4096xbf16>
    %100 = stablehlo.multiply %99, %97 : tensor<8x1024x4096xbf16>
    %101 = stablehlo.multiply %100, %88 : tensor<8x1024x4096xbf16>
    %102 = stablehlo.multiply %101, %86 : tensor<8x1024x4096xbf16>
    %103 = stablehlo.add %101, %102 : tensor<8x1024x4096xbf16>
    %cst_22 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %104 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<bf16>) -> tensor<8x1024x4096xbf16>
    %105 = stablehlo.multiply %104, %103 : tensor<8x1024x4096xbf16>
    %106 = stablehlo.add %98, %105 : tensor<8x1024x4096xbf16>
    %cst_23 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %107 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<bf16>) -> tensor<8x1024x4096xbf16>
    %108 = stablehlo.multiply %107, %105 : tensor<8x1024x4096xbf16>
    %109 = stablehlo.multiply %108, %80 : tensor<8x1024x4096xbf16>
    %110 = stablehlo.add %106, %109 : tensor<8x1024x4096xbf16>
    %111 = stablehlo.dot_general %110, %74, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x4096xbf16>, tensor<8x1024x1024xbf16>) -> tensor<4096x1024xbf16>
    %112 = stablehlo.transpose %111, dims = [1, 0] : (tensor<4096x1024xbf16>) -> tensor<1024x4096xbf16>
    %113 = stablehlo.dot_general %110, %0#3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x4096xbf16>, tensor<1024x4096xbf16>) -> tensor<8x1024x1024xbf16>
    %114 = stablehlo.convert %113 : (tensor<8x1024x1024xbf16>) -> tensor<8x1024x1024xf32>
    %115 = stablehlo.multiply %70, %114 : tensor<8x1024x1024xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x1024x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %117 = stablehlo.reshape %116 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %118 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x1024x1024xf32>
    %119 = stablehlo.multiply %114, %118 : tensor<8x1024x1024xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%117 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %121 = stablehlo.multiply %55, %119 : tensor<8x1024x1024xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x1024xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %123 = stablehlo.reshape %122 : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %124 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x1024xf32>
    %125 = stablehlo.multiply %119, %124 : tensor<8x1024x1024xf32>
    %126 = stablehlo.multiply %123, %68 : tensor<8x1024x1xf32>
    %cst_27 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %128 = stablehlo.divide %126, %127 : tensor<8x1024x1xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x1xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1024xf32>
    %131 = stablehlo.multiply %130, %58 : tensor<8x1024x1024xf32>
    %132 = stablehlo.add %125, %131 : tensor<8x1024x1024xf32>
    %133 = stablehlo.convert %132 : (tensor<8x1024x1024xf32>) -> tensor<8x1024x1024xbf16>
    %134 = stablehlo.add %0#7, %133 : tensor<8x1024x1024xbf16>
    %135 = stablehlo.dot_general %134, %52, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x1024xbf16>, tensor<8x1024x16x64xbf16>) -> tensor<1024x16x64xbf16>
    %136 = stablehlo.transpose %135, dims = [1, 2, 0] : (tensor<1024x16x64xbf16>) -> tensor<16x64x1024xbf16>
    %137 = stablehlo.dot_general %134, %0#5, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x1024xbf16>, tensor<16x64x1024xbf16>) -> tensor<8x1024x16x64xbf16>
    %138 = stablehlo.transpose %137, dims = [0, 2, 3, 1] : (tensor<8x1024x16x64xbf16>) -> tensor<8x16x64x1024xbf16>
    %139 = stablehlo.dot_general %138, %28, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64x1024xbf16>, tensor<8x1024x16x64xbf16>) -> tensor<8x16x1024x1024xbf16>
    %140 = stablehlo.dot_general %138, %50, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64x1024xbf16>, tensor<8x16x1024x1024xbf16>) -> tensor<8x16x64x1024xbf16>
    %141 = stablehlo.transpose %140, dims = [0, 3, 1, 2] : (tensor<8x16x64x1024xbf16>) -> tensor<8x1024x16x64xbf16>
    %142 = stablehlo.convert %139 : (tensor<8x16x1024x1024xbf16>) -> tensor<8x16x1024x1024xf32>
    %143 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<8x16x1024x1xf32>) -> tensor<8x16x1024x1024xf32>
    %144 = stablehlo.multiply %142, %143 : tensor<8x16x1024x1024xf32>
    %145 = stablehlo.multiply %144, %42 : tensor<8x16x1024x1024xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.reduce(%145 init: %cst_29) applies stablehlo.add across dimensions = [3] : (tensor<8x16x1024x1024xf32>, tensor<f32>) -> tensor<8x16x1024xf32>
    %147 = stablehlo.reshape %146 : (tensor<8x16x1024xf32>) -> tensor<8x16x1024x1xf32>
    %148 = stablehlo.negate %147 : tensor<8x16x1024x1xf32>
    %149 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<8x16x1024x1xf32>) -> tensor<8x16x1024x1024xf32>
    %150 = stablehlo.divide %142, %149 : tensor<8x16x1024x1024xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%148 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<8x16x1024x1xf32>, tensor<f32>) -> tensor<8x16x1024xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<8x16x1024xf32>) -> tensor<8x16x1024x1024xf32>
    %153 = stablehlo.add %150, %152 : tensor<8x16x1024x1024xf32>
    %154 = stablehlo.multiply %153, %42 : tensor<8x16x1024x1024xf32>
    %155 = stablehlo.convert %154 : (tensor<8x16x1024x1024xf32>) -> tensor<8x16x1024x1024xbf16>
    %156 = call @_where_12(%34#1, %155) : (tensor<8x16x1024x1024xi1>, tensor<8x16x1024x1024xbf16>) -> tensor<8x16x1024x1024xbf16>
    %cst_31 = stablehlo.constant dense<1.250000e-01> : tensor<bf16>
    %157 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<bf16>) -> tensor<8x16x1024x1024xbf16>
    %158 = stablehlo.multiply %156, %157 : tensor<8x16x1024x1024xbf16>
    %159 = stablehlo.dot_general %158, %24, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x1024x1024xbf16>, tensor<8x1024x16x64xbf16>) -> tensor<8x16x1024x64xbf16>
    %160 = stablehlo.transpose %159, dims = [0, 2, 1, 3] : (tensor<8x16x1024x64xbf16>) -> tensor<8x1024x16x64xbf16>
    %161 = stablehlo.dot_general %158, %26, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x1024x1024xbf16>, tensor<8x1024x16x64xbf16>) -> tensor<8x16x1024x64xbf16>
    %162 = stablehlo.transpose %161, dims = [0, 2, 1, 3] : (tensor<8x16x1024x64xbf16>) -> tensor<8x1024x16x64xbf16>
    %163 = stablehlo.broadcast_in_dim %141, dims = [1, 2, 3, 4] : (tensor<8x1024x16x64xbf16>) -> tensor<1x8x1024x16x64xbf16>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %164 = stablehlo.pad %163, %cst_32, low = [2, 0, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x8x1024x16x64xbf16>, tensor<bf16>) -> tensor<3x8x1024x16x64xbf16>
    %165 = stablehlo.broadcast_in_dim %160, dims = [1, 2, 3, 4] : (tensor<8x1024x16x64xbf16>) -> tensor<1x8x1024x16x64xbf16>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %166 = stablehlo.pad %165, %cst_33, low = [1, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x8x1024x16x64xbf16>, tensor<bf16>) -> tensor<3x8x1024x16x64xbf16>
    %167 = stablehlo.add %164, %166 : tensor<3x8x1024x16x64xbf16>
    %168 = stablehlo.broadcast_in_dim %162, dims = [1, 2, 3, 4] : (tensor<8x1024x16x64xbf16>) -> tensor<1x8x1024x16x64xbf16>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %169 = stablehlo.pad %168, %cst_34, low = [0, 0, 0, 0, 0], high = [2, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x8x1024x16x64xbf16>, tensor<bf16>) -> tensor<3x8x1024x16x64xbf16>
    %170 = stablehlo.add %167, %169 : tensor<3x8x1024x16x64xbf16>
    %171 = stablehlo.transpose %170, dims = [0, 3, 4, 1, 2] : (tensor<3x8x1024x16x64xbf16>) -> tensor<3x16x64x8x1024xbf16>
    %172 = stablehlo.dot_general %171, %0#6, contracting_dims = [0, 1, 2] x [1, 2, 3], precision = [DEFAULT, DEFAULT] : (tensor<3x16x64x8x1024xbf16>, tensor<1024x3x16x64xbf16>) -> tensor<8x1024x1024xbf16>
    %173 = stablehlo.dot_general %171, %20, contracting_dims = [3, 4] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x16x64x8x1024xbf16>, tensor<8x1024x1024xbf16>) -> tensor<3x16x64x1024xbf16>
    %174 = stablehlo.transpose %173, dims = [3, 0, 1, 2] : (tensor<3x16x64x1024xbf16>) -> tensor<1024x3x16x64xbf16>
    %175 = stablehlo.convert %172 : (tensor<8x1024x1024xbf16>) -> tensor<8x1024x1024xf32>
    %176 = stablehlo.multiply %16, %175 : tensor<8x1024x1024xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.reduce(%176 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x1024x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %178 = stablehlo.reshape %177 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %179 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x1024x1024xf32>
    %180 = stablehlo.multiply %175, %179 : tensor<8x1024x1024xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.reduce(%178 init: %cst_36) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %182 = stablehlo.multiply %1, %180 : tensor<8x1024x1024xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.reduce(%182 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x1024xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %184 = stablehlo.reshape %183 : (tensor<8x1024xf32>) -> tensor<8x1024x1xf32>
    %185 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<8x1024x1xf32>) -> tensor<8x1024x1024xf32>
    %186 = stablehlo.multiply %180, %185 : tensor<8x1024x1024xf32>
    %187 = stablehlo.multiply %184, %14 : tensor<8x1024x1xf32>
    %cst_38 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x1024x1xf32>
    %189 = stablehlo.divide %187, %188 : tensor<8x1024x1xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.reduce(%189 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<8x1024x1xf32>, tensor<f32>) -> tensor<8x1024xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<8x1024xf32>) -> tensor<8x1024x1024xf32>
    %192 = stablehlo.multiply %191, %4 : tensor<8x1024x1024xf32>
    %193 = stablehlo.add %186, %192 : tensor<8x1024x1024xf32>
    %194 = stablehlo.convert %193 : (tensor<8x1024x1024xf32>) -> tensor<8x1024x1024xbf16>
    %195 = stablehlo.add %134, %194 : tensor<8x1024x1024xbf16>
    return %195, %181, %120, %112, %95, %136, %174 : tensor<8x1024x1024xbf16>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024x4096xbf16>, tensor<4096x1024xbf16>, tensor<16x64x1024xbf16>, tensor<1024x3x16x64xbf16>
  }
  func.func private @tril_10(%arg0: tensor<1024x1024xi1>) -> tensor<1024x1024xi1> {
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
  func.func private @_where_11(%arg0: tensor<1024x1024xi1>, %arg1: tensor<8x16x1024x1024xbf16>, %arg2: tensor<bf16>) -> (tensor<8x16x1024x1024xbf16>, tensor<8x16x1024x1024xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<1024x1024xi1>) -> tensor<8x16x1024x1024xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<8x16x1024x1024xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x16x1024x1024xi1>, tensor<8x16x1024x1024xbf16>
    return %2, %0 : tensor<8x16x1024x1024xbf16>, tensor<8x16x1024x1024xi1>
  }
  func.func private @_where_12(%arg0: tensor<8x16x1024x1024xi1>, %arg1: tensor<8x16x1024x1024xbf16>) -> tensor<8x16x1024x1024xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x16x1024x1024xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x16x1024x1024xi1>, tensor<8x16x1024x1024xbf16>
    return %1 : tensor<8x16x1024x1024xbf16>
  }
  func.func private @dynamic_update_index_in_dim_13(%arg0: tensor<4x1024xf32>, %arg1: tensor<1024xf32>, %arg2: tensor<i32>) -> tensor<4x1024xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x1024xf32>, tensor<1x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<4x1024xf32>
    return %1 : tensor<4x1024xf32>
  }
  func.func private @dynamic_update_index_in_dim_14(%arg0: tensor<4x1024x4096xbf16>, %arg1: tensor<1024x4096xbf16>, %arg2: tensor<i32>) -> tensor<4x1024x4096xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<1024x4096xbf16>) -> tensor<1x1024x4096xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x1024x4096xbf16>, tensor<1x1024x4096xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x1024x4096xbf16>
    return %1 : tensor<4x1024x4096xbf16>
  }
  func.func private @dynamic_update_index_in_dim_15(%arg0: tensor<4x4096x1024xbf16>, %arg1: tensor<4096x1024xbf16>, %arg2: tensor<i32>) -> tensor<4x4096x1024xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<4096x1024xbf16>) -> tensor<1x4096x1024xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x4096x1024xbf16>, tensor<1x4096x1024xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4096x1024xbf16>
    return %1 : tensor<4x4096x1024xbf16>
  }
  func.func private @dynamic_update_index_in_dim_16(%arg0: tensor<4x16x64x1024xbf16>, %arg1: tensor<16x64x1024xbf16>, %arg2: tensor<i32>) -> tensor<4x16x64x1024xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<16x64x1024xbf16>) -> tensor<1x16x64x1024xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<4x16x64x1024xbf16>, tensor<1x16x64x1024xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x16x64x1024xbf16>
    return %1 : tensor<4x16x64x1024xbf16>
  }
  func.func private @dynamic_update_index_in_dim_17(%arg0: tensor<4x1024x3x16x64xbf16>, %arg1: tensor<1024x3x16x64xbf16>, %arg2: tensor<i32>) -> tensor<4x1024x3x16x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<1024x3x16x64xbf16>) -> tensor<1x1024x3x16x64xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<4x1024x3x16x64xbf16>, tensor<1x1024x3x16x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x1024x3x16x64xbf16>
    return %1 : tensor<4x1024x3x16x64xbf16>
  }
  func.func private @_take_18(%arg0: tensor<8x1024x1xi32>, %arg1: tensor<8x1024x1024xbf16>) -> tensor<32000x1024xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<32000x1024xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<32000x1024xbf16>, tensor<8x1024x1xi32>, tensor<8x1024x1024xbf16>) -> tensor<32000x1024xbf16>
    return %1 : tensor<32000x1024xbf16>
  }
}
