module @jit_shmap_fsdp_mlp_train_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg1: tensor<1024x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg3: tensor<1024x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg4: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg5: tensor<1024x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg6: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg7: tensor<1024x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg8: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg9: tensor<256xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> (tensor<1024xf32> {jax.result_info = "result[0][0]['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<1024x1024xf32> {jax.result_info = "result[0][0]['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<16xf32> {jax.result_info = "result[0][1]['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<1024x16xf32> {jax.result_info = "result[0][1]['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<1024xf32> {jax.result_info = "result[1][0]['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<1024x1024xf32> {jax.result_info = "result[1][0]['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<16xf32> {jax.result_info = "result[1][1]['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<1024x16xf32> {jax.result_info = "result[1][1]['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0:8 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) in_shardings=[<@mesh, [{"data"}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}]>] out_shardings=[<@mesh, [{"data"}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}]>, <@mesh, [{"data"}, {}]>] manual_axes={"data"} (%arg10: tensor<256xf32>, %arg11: tensor<256x1024xf32>, %arg12: tensor<4xf32>, %arg13: tensor<256x16xf32>, %arg14: tensor<256xf32>, %arg15: tensor<256x1024xf32>, %arg16: tensor<4xf32>, %arg17: tensor<256x16xf32>, %arg18: tensor<64x1024xf32>, %arg19: tensor<64xi32>) {
      %1 = "stablehlo.all_gather"(%arg10) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<256xf32>) -> tensor<1024xf32>
      %2 = "stablehlo.all_gather"(%arg11) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<256x1024xf32>) -> tensor<1024x1024xf32>
      %3 = "stablehlo.all_gather"(%arg12) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<4xf32>) -> tensor<16xf32>
      %4 = "stablehlo.all_gather"(%arg13) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<256x16xf32>) -> tensor<1024x16xf32>
      %5 = stablehlo.dot_general %arg18, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x1024xf32>) -> tensor<64x1024xf32>
      %6 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<64x1024xf32>
      %8 = stablehlo.add %5, %7 : tensor<64x1024xf32>
      %9 = func.call @relu(%8) : (tensor<64x1024xf32>) -> tensor<64x1024xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %11 = stablehlo.compare GT, %8, %10, FLOAT : (tensor<64x1024xf32>, tensor<64x1024xf32>) -> tensor<64x1024xi1>
      %12 = stablehlo.dot_general %9, %4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<1024x16xf32>) -> tensor<64x16xf32>
      %13 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
      %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<64x16xf32>
      %15 = stablehlo.add %12, %14 : tensor<64x16xf32>
      %16:2 = func.call @log_softmax(%15) : (tensor<64x16xf32>) -> (tensor<64x16xf32>, tensor<64x1xf32>)
      %17 = stablehlo.broadcast_in_dim %arg19, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
      %18 = func.call @take_along_axis(%17) : (tensor<64x1xi32>) -> tensor<64x1x1xi32>
      %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %19 = stablehlo.negate %cst_1 : tensor<f32>
      %20 = stablehlo.divide %19, %cst_0 : tensor<f32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
      %23 = func.call @take_along_axis_0(%18, %22) : (tensor<64x1x1xi32>, tensor<64x1xf32>) -> tensor<64x16xf32>
      %24 = func.call @log_softmax_1(%16#0, %16#1, %23) : (tensor<64x16xf32>, tensor<64x1xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %25 = stablehlo.reduce(%24 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<64x16xf32>, tensor<f32>) -> tensor<16xf32>
      %26 = stablehlo.reshape %25 : (tensor<16xf32>) -> tensor<1x16xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %27 = stablehlo.reduce(%26 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
      %28 = stablehlo.dot_general %24, %9, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<64x1024xf32>) -> tensor<16x1024xf32>
      %29 = stablehlo.transpose %28, dims = [1, 0] : (tensor<16x1024xf32>) -> tensor<1024x16xf32>
      %30 = stablehlo.dot_general %24, %4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<1024x16xf32>) -> tensor<64x1024xf32>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64x1024xf32>
      %32 = stablehlo.select %11, %30, %31 : tensor<64x1024xi1>, tensor<64x1024xf32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %33 = stablehlo.reduce(%32 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<64x1024xf32>, tensor<f32>) -> tensor<1024xf32>
      %34 = stablehlo.reshape %33 : (tensor<1024xf32>) -> tensor<1x1024xf32>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %35 = stablehlo.reduce(%34 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
      %36 = stablehlo.dot_general %32, %arg18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xf32>, tensor<64x1024xf32>) -> tensor<1024x1024xf32>
      %37 = stablehlo.transpose %36, dims = [1, 0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
      %38 = "stablehlo.reduce_scatter"(%35) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
        %66 = stablehlo.add %arg20, %arg21 : tensor<f32>
        stablehlo.return %66 : tensor<f32>
      }) : (tensor<1024xf32>) -> tensor<256xf32>
      %39 = "stablehlo.reduce_scatter"(%37) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
        %66 = stablehlo.add %arg20, %arg21 : tensor<f32>
        stablehlo.return %66 : tensor<f32>
      }) : (tensor<1024x1024xf32>) -> tensor<256x1024xf32>
      %40 = "stablehlo.reduce_scatter"(%27) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
        %66 = stablehlo.add %arg20, %arg21 : tensor<f32>
        stablehlo.return %66 : tensor<f32>
      }) : (tensor<16xf32>) -> tensor<4xf32>
      %41 = "stablehlo.reduce_scatter"(%29) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
        %66 = stablehlo.add %arg20, %arg21 : tensor<f32>
        stablehlo.return %66 : tensor<f32>
      }) : (tensor<1024x16xf32>) -> tensor<256x16xf32>
      %cst_7 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %42 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<256xf32>
      %43 = stablehlo.multiply %42, %arg14 : tensor<256xf32>
      %44 = stablehlo.add %43, %38 : tensor<256xf32>
      %cst_8 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %45 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<256xf32>
      %46 = stablehlo.multiply %45, %44 : tensor<256xf32>
      %47 = stablehlo.subtract %arg10, %46 : tensor<256xf32>
      %cst_9 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %48 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
      %49 = stablehlo.multiply %48, %arg15 : tensor<256x1024xf32>
      %50 = stablehlo.add %49, %39 : tensor<256x1024xf32>
      %cst_10 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %51 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
      %52 = stablehlo.multiply %51, %50 : tensor<256x1024xf32>
      %53 = stablehlo.subtract %arg11, %52 : tensor<256x1024xf32>
      %cst_11 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %54 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %55 = stablehlo.multiply %54, %arg16 : tensor<4xf32>
      %56 = stablehlo.add %55, %40 : tensor<4xf32>
      %cst_12 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %57 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %58 = stablehlo.multiply %57, %56 : tensor<4xf32>
      %59 = stablehlo.subtract %arg12, %58 : tensor<4xf32>
      %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %60 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
      %61 = stablehlo.multiply %60, %arg17 : tensor<256x16xf32>
      %62 = stablehlo.add %61, %41 : tensor<256x16xf32>
      %cst_14 = stablehlo.constant dense<0.00999999977> : tensor<f32>
      %63 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
      %64 = stablehlo.multiply %63, %62 : tensor<256x16xf32>
      %65 = stablehlo.subtract %arg13, %64 : tensor<256x16xf32>
      sdy.return %47, %53, %59, %65, %44, %50, %56, %62 : tensor<256xf32>, tensor<256x1024xf32>, tensor<4xf32>, tensor<256x16xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<4xf32>, tensor<256x16xf32>
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
