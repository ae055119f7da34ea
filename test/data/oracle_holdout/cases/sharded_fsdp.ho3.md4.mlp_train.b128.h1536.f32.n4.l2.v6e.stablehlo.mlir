module @jit_fsdp_mlp_train_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<1536xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg1: tensor<1536x1536xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<1536xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg3: tensor<1536x1536xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg4: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg5: tensor<1536x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg6: tensor<1536xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg7: tensor<1536x1536xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg8: tensor<1536xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg9: tensor<1536x1536xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg10: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg11: tensor<1536x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg12: tensor<128x1536xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg13: tensor<128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> (tensor<1536xf32> {jax.result_info = "result[0][0]['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<1536x1536xf32> {jax.result_info = "result[0][0]['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<1536xf32> {jax.result_info = "result[0][1]['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<1536x1536xf32> {jax.result_info = "result[0][1]['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<16xf32> {jax.result_info = "result[0][2]['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<1536x16xf32> {jax.result_info = "result[0][2]['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<1536xf32> {jax.result_info = "result[1][0]['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<1536x1536xf32> {jax.result_info = "result[1][0]['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<1536xf32> {jax.result_info = "result[1][1]['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<1536x1536xf32> {jax.result_info = "result[1][1]['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<16xf32> {jax.result_info = "result[1][2]['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<1536x16xf32> {jax.result_info = "result[1][2]['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.dot_general %arg12, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1536xf32>, tensor<1536x1536xf32>) -> tensor<128x1536xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<1536xf32>) -> tensor<1x1536xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1536xf32>) -> tensor<128x1536xf32>
    %3 = stablehlo.add %0, %2 : tensor<128x1536xf32>
    %4 = call @relu(%3) : (tensor<128x1536xf32>) -> tensor<128x1536xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x1536xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<128x1536xf32>, tensor<128x1536xf32>) -> tensor<128x1536xi1>
    %7 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1536xf32>, tensor<1536x1536xf32>) -> tensor<128x1536xf32>
    %8 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1536xf32>) -> tensor<1x1536xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1536xf32>) -> tensor<128x1536xf32>
    %10 = stablehlo.add %7, %9 : tensor<128x1536xf32>
    %11 = call @relu(%10) : (tensor<128x1536xf32>) -> tensor<128x1536xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x1536xf32>
    %13 = stablehlo.compare GT, %10, %12, FLOAT : (tensor<128x1536xf32>, tensor<128x1536xf32>) -> tensor<128x1536xi1>
    %14 = stablehlo.dot_general %11, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1536xf32>, tensor<1536x16xf32>) -> tensor<128x16xf32>
    %15 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<128x16xf32>
    %17 = stablehlo.add %14, %16 : tensor<128x16xf32>
    %18:2 = call @log_softmax(%17) : (tensor<128x16xf32>) -> (tensor<128x16xf32>, tensor<128x1xf32>)
    %19 = stablehlo.broadcast_in_dim %arg13, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %20 = call @take_along_axis(%19) : (tensor<128x1xi32>) -> tensor<128x1x1xi32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.negate %cst_1 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %22 = stablehlo.divide %21, %cst_2 : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %25 = call @take_along_axis_0(%20, %24) : (tensor<128x1x1xi32>, tensor<128x1xf32>) -> tensor<128x16xf32>
    %26 = call @log_softmax_1(%18#0, %18#1, %25) : (tensor<128x16xf32>, tensor<128x1xf32>, tensor<128x16xf32>) -> tensor<128x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<128x16xf32>, tensor<f32>) -> tensor<16xf32>
    %28 = stablehlo.reshape %27 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %30 = stablehlo.dot_general %26, %11, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<128x1536xf32>) -> tensor<16x1536xf32>
    %31 = stablehlo.transpose %30, dims = [1, 0] : (tensor<16x1536xf32>) -> tensor<1536x16xf32>
    %32 = stablehlo.dot_general %26, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x16xf32>, tensor<1536x16xf32>) -> tensor<128x1536xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<128x1536xf32>
    %34 = stablehlo.select %13, %32, %33 : tensor<128x1536xi1>, tensor<128x1536xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<128x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %36 = stablehlo.reshape %35 : (tensor<1536xf32>) -> tensor<1x1536xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<1x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %38 = stablehlo.dot_general %34, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1536xf32>, tensor<128x1536xf32>) -> tensor<1536x1536xf32>
    %39 = stablehlo.transpose %38, dims = [1, 0] : (tensor<1536x1536xf32>) -> tensor<1536x1536xf32>
    %40 = stablehlo.dot_general %34, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x1536xf32>, tensor<1536x1536xf32>) -> tensor<128x1536xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<128x1536xf32>
    %42 = stablehlo.select %6, %40, %41 : tensor<128x1536xi1>, tensor<128x1536xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<128x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %44 = stablehlo.reshape %43 : (tensor<1536xf32>) -> tensor<1x1536xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<1x1536xf32>, tensor<f32>) -> tensor<1536xf32>
    %46 = stablehlo.dot_general %42, %arg12, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x1536xf32>, tensor<128x1536xf32>) -> tensor<1536x1536xf32>
    %47 = stablehlo.transpose %46, dims = [1, 0] : (tensor<1536x1536xf32>) -> tensor<1536x1536xf32>
    %cst_11 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %49 = stablehlo.multiply %48, %arg6 : tensor<1536xf32>
    %50 = stablehlo.add %49, %45 : tensor<1536xf32>
    %cst_12 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %52 = stablehlo.multiply %51, %50 : tensor<1536xf32>
    %53 = stablehlo.subtract %arg0, %52 : tensor<1536xf32>
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1536x1536xf32>
    %55 = stablehlo.multiply %54, %arg7 : tensor<1536x1536xf32>
    %56 = stablehlo.add %55, %47 : tensor<1536x1536xf32>
    %cst_14 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1536x1536xf32>
    %58 = stablehlo.multiply %57, %56 : tensor<1536x1536xf32>
    %59 = stablehlo.subtract %arg1, %58 : tensor<1536x1536xf32>
    %cst_15 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %61 = stablehlo.multiply %60, %arg8 : tensor<1536xf32>
    %62 = stablehlo.add %61, %37 : tensor<1536xf32>
    %cst_16 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %64 = stablehlo.multiply %63, %62 : tensor<1536xf32>
    %65 = stablehlo.subtract %arg2, %64 : tensor<1536xf32>
    %cst_17 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1536x1536xf32>
    %67 = stablehlo.multiply %66, %arg9 : tensor<1536x1536xf32>
    %68 = stablehlo.add %67, %39 : tensor<1536x1536xf32>
    %cst_18 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1536x1536xf32>
    %70 = stablehlo.multiply %69, %68 : tensor<1536x1536xf32>
    %71 = stablehlo.subtract %arg3, %70 : tensor<1536x1536xf32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %73 = stablehlo.multiply %72, %arg10 : tensor<16xf32>
    %74 = stablehlo.add %73, %29 : tensor<16xf32>
    %cst_20 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %76 = stablehlo.multiply %75, %74 : tensor<16xf32>
    %77 = stablehlo.subtract %arg4, %76 : tensor<16xf32>
    %cst_21 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1536x16xf32>
    %79 = stablehlo.multiply %78, %arg11 : tensor<1536x16xf32>
    %80 = stablehlo.add %79, %31 : tensor<1536x16xf32>
    %cst_22 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1536x16xf32>
    %82 = stablehlo.multiply %81, %80 : tensor<1536x16xf32>
    %83 = stablehlo.subtract %arg5, %82 : tensor<1536x16xf32>
    return %53, %59, %65, %71, %77, %83, %50, %56, %62, %68, %74, %80 : tensor<1536xf32>, tensor<1536x1536xf32>, tensor<1536xf32>, tensor<1536x1536xf32>, tensor<16xf32>, tensor<1536x16xf32>, tensor<1536xf32>, tensor<1536x1536xf32>, tensor<1536xf32>, tensor<1536x1536xf32>, tensor<16xf32>, tensor<1536x16xf32>
  }
  func.func private @relu(%arg0: tensor<128x1536xf32>) -> tensor<128x1536xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x1536xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<128x1536xf32>
    return %1 : tensor<128x1536xf32>
  }
  func.func private @log_softmax(%arg0: tensor<128x16xf32>) -> (tensor<128x16xf32>, tensor<128x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<128x16xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<128xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<128x1xf32>) -> tensor<128x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<128x16xf32>
    %6 = stablehlo.exponential %5 : tensor<128x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<128x16xf32>, tensor<f32>) -> tensor<128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    return %6, %8 : tensor<128x16xf32>, tensor<128x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<128x1xi32>) -> tensor<128x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<128x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<128x1xi32>, tensor<128x1xi32>) -> tensor<128x1xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<128x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<128x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<128x1xi1>, tensor<128x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<128x1xi32>) -> tensor<128x1x1xi32>
    return %5 : tensor<128x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<128x1x1xi32>, %arg1: tensor<128x1xf32>) -> tensor<128x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x16xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<128x16xf32>, tensor<128x1x1xi32>, tensor<128x1xf32>) -> tensor<128x16xf32>
    return %1 : tensor<128x16xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<128x16xf32>, %arg1: tensor<128x1xf32>, %arg2: tensor<128x16xf32>) -> tensor<128x16xf32> {
    %0 = stablehlo.negate %arg2 : tensor<128x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<128x16xf32>, tensor<f32>) -> tensor<128xf32>
    %2 = stablehlo.reshape %1 : (tensor<128xf32>) -> tensor<128x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<128x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<128x1xf32>, tensor<f32>) -> tensor<128xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<128xf32>) -> tensor<128x16xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<128x16xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<128x16xf32>
    return %7 : tensor<128x16xf32>
  }
}
