module @jit_shmap_dp_mlp_train_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<1024x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<1024x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<1024x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<1024x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg9: tensor<256xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> (tensor<1024xf32> {jax.result_info = "result[0][0]['b']"}, tensor<1024x1024xf32> {jax.result_info = "result[0][0]['w']"}, tensor<16xf32> {jax.result_info = "result[0][1]['b']"}, tensor<1024x16xf32> {jax.result_info = "result[0][1]['w']"}, tensor<1024xf32> {jax.result_info = "result[1][0]['b']"}, tensor<1024x1024xf32> {jax.result_info = "result[1][0]['w']"}, tensor<16xf32> {jax.result_info = "result[1][1]['b']"}, tensor<1024x16xf32> {jax.result_info = "result[1][1]['w']"}) {
    %0:8 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) in_shardings=[<@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}]>] out_shardings=[<@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>] manual_axes={"data"} (%arg10: tensor<1024xf32>, %arg11: tensor<1024x1024xf32>, %arg12: tensor<16xf32>, %arg13: tensor<1024x16xf32>, %arg14: tensor<1024xf32>, %arg15: tensor<1024x1024xf32>, %arg16: tensor<16xf32>, %arg17: tensor<1024x16xf32>, %arg18: tensor<64x1024xf32>, %arg19: tensor<64xi32>) {
      %1 = stablehlo.dot_general %arg18, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      %2 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
      %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<64x1024xf32>
      %4 = stablehlo.add %1, %3 : tensor<64x1024xf32>
      %5 = func.call @relu(%4) : (tensor<64x1024xf32>) -> tensor<64x1024xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %7 = stablehlo.compare GT, %4, %6, FLOAT : (tensor<64x1024xf32>, tensor<64x1024xf32>) -> tensor<64x1024xi1>
      %8 = stablehlo.dot_general %5, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x16xf32>) -> tensor<64x16xf32>
      %9 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
      %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<64x16xf32>
      %11 = stablehlo.add %8, %10 : tensor<64x16xf32>
      %12:2 = func.call @log_softmax(%11) : (tensor<64x16xf32>) -> (tensor<64x16xf32>, tensor<64x1xf32>)
      %13 = stablehlo.broadcast_in_dim %arg19, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
      %14 = func.call @take_along_axis(%13) : (tensor<64x1xi32>) -> tensor<64x1x1xi32>
      %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %15 = stablehlo.negate %cst_1 : tensor<f32>
      %16 = stablehlo.divide %15, %cst_0 : tensor<f32>
      %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %18 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
      %19 = func.call @take_along_axis_0(%14, %18) : (tensor<64x1x1xi32>, tensor<64x1xf32>) -> tensor<64x16xf32>
      %20 = func.call @log_softmax_1(%12#0, %12#1, %19) : (tensor<64x16xf32>, tensor<64x1xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %21 = stablehlo.reduce(%20 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<64x16xf32>, tensor<f32>) -> tensor<16xf32>
      %22 = stablehlo.reshape %21 : (tensor<16xf32>) -> tensor<1x16xf32>
      %23 = "stablehlo.all_reduce"(%22) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
        %74 = stablehlo.add %arg20, %arg21 : tensor<f32>
        stablehlo.return %74 : tensor<f32>
      }) : (tensor<1x16xf32>) -> tensor<1x16xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %24 = stablehlo.reduce(%23 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
      %25 = stablehlo.dot_general %20, %5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<64x1024xf32>) -> tensor<16x1024xf32>
      %26 = stablehlo.transpose %25, dims = [1, 0] : (tensor<16x1024xf32>) -> tensor<1024x16xf32>
      %27 = stablehlo.dot_general %20, %arg13, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<1024x16xf32>) -> tensor<64x1024xf32>
      %28 = "stablehlo.all_reduce"(%26) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
        %74 = stablehlo.add %arg20, %arg21 : tensor<f32>
        stablehlo.return %74 : tensor<f32>
      }) : (tensor<1024x16xf32>) -> tensor<1024x16xf32>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %30 = stablehlo.select %7, %27, %29 : tensor<64x1024xi1>, tensor<64x1024xf32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %31 = stablehlo.reduce(%30 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<64x1024xf32>, tensor<f32>) -> tensor<1024xf32>
      %32 = stablehlo.reshape %31 : (tensor<1024xf32>) -> tensor<1x1024xf32>
      %33 = "stablehlo.all_reduce"(%32) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
        %74 = stablehlo.add %arg20, %arg21 : tensor<f32>
        stablehlo.return %74 : tensor<f32>
      }) : (tensor<1x1024xf32>) -> tensor<1x1024xf32>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %34 = stablehlo.reduce(%33 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
      %35 = stablehlo.dot_general %30, %arg18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<64x1024xf32>) -> tensor<1024x1024xf32>
      %36 = stablehlo.transpose %35, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
      %37 = "stablehlo.all_reduce"(%36) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
        %74 = stablehlo.add %arg20, %arg21 : tensor<f32>
        stablehlo.return %74 : tensor<f32>
      }) : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
      %38 = "stablehlo.all_reduce"(%34) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
        %74 = stablehlo.add %arg20, %arg21 : tensor<f32>
        stablehlo.return %74 : tensor<f32>
      }) : (tensor<1024xf32>) -> tensor<1024xf32>
      %39 = "stablehlo.all_reduce"(%37) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
        %74 = stablehlo.add %arg20, %arg21 : tensor<f32>
        stablehlo.return %74 : tensor<f32>
      }) : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
      %40 = "stablehlo.all_reduce"(%24) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
        %74 = stablehlo.add %arg20, %arg21 : tensor<f32>
        stablehlo.return %74 : tensor<f32>
      }) : (tensor<16xf32>) -> tensor<16xf32>
      %41 = "stablehlo.all_reduce"(%28) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
        %74 = stablehlo.add %arg20, %arg21 : tensor<f32>
        stablehlo.return %74 : tensor<f32>
      }) : (tensor<1024x16xf32>) -> tensor<1024x16xf32>
      %cst_7 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %42 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1024xf32>
      %43 = stablehlo.divide %38, %42 : tensor<1024xf32>
      %cst_8 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %44 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
      %45 = stablehlo.divide %39, %44 : tensor<1024x1024xf32>
      %cst_9 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %46 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %47 = stablehlo.divide %40, %46 : tensor<16xf32>
      %cst_10 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %48 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1024x16xf32>
      %49 = stablehlo.divide %41, %48 : tensor<1024x16xf32>
      %cst_11 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %50 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1024xf32>
      %51 = stablehlo.multiply %50, %arg14 : tensor<1024xf32>
      %52 = stablehlo.add %51, %43 : tensor<1024xf32>
      %cst_12 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %53 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1024xf32>
      %54 = stablehlo.multiply %53, %52 : tensor<1024xf32>
      %55 = stablehlo.subtract %arg10, %54 : tensor<1024xf32>
      %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %56 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
      %57 = stablehlo.multiply %56, %arg15 : tensor<1024x1024xf32>
      %58 = stablehlo.add %57, %45 : tensor<1024x1024xf32>
      %cst_14 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %59 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1024x1024xf32>
      %60 = stablehlo.multiply %59, %58 : tensor<1024x1024xf32>
      %61 = stablehlo.subtract %arg11, %60 : tensor<1024x1024xf32>
      %cst_15 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %62 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %63 = stablehlo.multiply %62, %arg16 : tensor<16xf32>
      %64 = stablehlo.add %63, %47 : tensor<16xf32>
      %cst_16 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %65 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %66 = stablehlo.multiply %65, %64 : tensor<16xf32>
      %67 = stablehlo.subtract %arg12, %66 : tensor<16xf32>
      %cst_17 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %68 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1024x16xf32>
      %69 = stablehlo.multiply %68, %arg17 : tensor<1024x16xf32>
      %70 = stablehlo.add %69, %49 : tensor<1024x16xf32>
      %cst_18 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %71 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1024x16xf32>
      %72 = stablehlo.multiply %71, %70 : tensor<1024x16xf32>
      %73 = stablehlo.subtract %arg13, %72 : tensor<1024x16xf32>
      sdy.return %55, %61, %67, %73, %52, %58, %64, %70 : tensor<1024xf32>, tensor<1024x1024xf32>, tensor<16xf32>, tensor<1024x16xf32>, tensor<1024xf32>, tensor<1024x1024xf32>, tensor<16xf32>, tensor<1024x16xf32>
    } : (tensor<1024xf32>, tensor<1024x1024xf32>, tensor<16xf32>, tensor<1024x16xf32>, tensor<1024xf32>, tensor<1024x1024xf32>, tensor<16xf32>, tensor<1024x16xf32>, tensor<256x1024xf32>, tensor<256xi32>) -> (tensor<1024xf32>, tensor<1024x1024xf32>, tensor<16xf32>, tensor<1024x16xf32>, tensor<1024xf32>, tensor<1024x1024xf32>, tensor<16xf32>, tensor<1024x16xf32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7 : tensor<1024xf32>, tensor<1024x1024xf32>, tensor<16xf32>, tensor<1024x16xf32>, tensor<1024xf32>, tensor<1024x1024xf32>, tensor<16xf32>, tensor<1024x16xf32>
  }
  func.func private @relu(%arg0: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<64x1024xf32>
    return %1 : tensor<64x1024xf32>
  }
  func.func private @log_softmax(%arg0: tensor<64x16xf32>) -> (tensor<64x16xf32>, tensor<64x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<64x16xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<64x16xf32>
    %6 = stablehlo.exponential %5 : tensor<64x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<64x16xf32>, tensor<f32>) -> tensor<64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    return %6, %8 : tensor<64x16xf32>, tensor<64x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<64x1xi32>) -> tensor<64x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<64x1xi32>, tensor<64x1xi32>) -> tensor<64x1xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<64x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<64x1xi1>, tensor<64x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<64x1xi32>) -> tensor<64x1x1xi32>
    return %5 : tensor<64x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<64x1x1xi32>, %arg1: tensor<64x1xf32>) -> tensor<64x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<64x16xf32>, tensor<64x1x1xi32>, tensor<64x1xf32>) -> tensor<64x16xf32>
    return %1 : tensor<64x16xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<64x16xf32>, %arg1: tensor<64x1xf32>, %arg2: tensor<64x16xf32>) -> tensor<64x16xf32> {
    %0 = stablehlo.negate %arg2 : tensor<64x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x16xf32>, tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.reshape %1 : (tensor<64xf32>) -> tensor<64x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<64x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<64xf32>) -> tensor<64x16xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<64x16xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<64x16xf32>
    return %7 : tensor<64x16xf32>
  }
}
