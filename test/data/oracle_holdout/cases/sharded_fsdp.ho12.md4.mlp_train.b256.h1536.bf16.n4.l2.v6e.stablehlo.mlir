module @jit_fsdp_mlp_train_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<1536xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg1: tensor<1536x1536xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<1536xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg3: tensor<1536x1536xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg4: tensor<16xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg5: tensor<1536x16xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg6: tensor<1536xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg7: tensor<1536x1536xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg8: tensor<1536xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg9: tensor<1536x1536xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg10: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg11: tensor<1536x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg12: tensor<256x1536xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg13: tensor<256xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> (tensor<1536xbf16> {jax.result_info = "result[0][0]['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<1536x1536xbf16> {jax.result_info = "result[0][0]['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<1536xbf16> {jax.result_info = "result[0][1]['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<1536x1536xbf16> {jax.result_info = "result[0][1]['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<16xbf16> {jax.result_info = "result[0][2]['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<1536x16xbf16> {jax.result_info = "result[0][2]['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<1536xf32> {jax.result_info = "result[1][0]['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<1536x1536xf32> {jax.result_info = "result[1][0]['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<1536xf32> {jax.result_info = "result[1][1]['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<1536x1536xf32> {jax.result_info = "result[1][1]['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, tensor<16xf32> {jax.result_info = "result[1][2]['b']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<1536x16xf32> {jax.result_info = "result[1][2]['w']", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %0 = stablehlo.dot_general %arg12, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1536xbf16>, tensor<1536x1536xbf16>) -> tensor<256x1536xbf16>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<1536xbf16>) -> tensor<1x1536xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1536xbf16>) -> tensor<256x1536xbf16>
    %3 = stablehlo.add %0, %2 : tensor<256x1536xbf16>
    %4 = call @relu(%3) : (tensor<256x1536xbf16>) -> tensor<256x1536xbf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x1536xbf16>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<256x1536xbf16>, tensor<256x1536xbf16>) -> tensor<256x1536xi1>
    %7 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1536xbf16>, tensor<1536x1536xbf16>) -> tensor<256x1536xbf16>
    %8 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1536xbf16>) -> tensor<1x1536xbf16>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1536xbf16>) -> tensor<256x1536xbf16>
    %10 = stablehlo.add %7, %9 : tensor<256x1536xbf16>
    %11 = call @relu(%10) : (tensor<256x1536xbf16>) -> tensor<256x1536xbf16>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<256x1536xbf16>
    %13 = stablehlo.compare GT, %10, %12, FLOAT : (tensor<256x1536xbf16>, tensor<256x1536xbf16>) -> tensor<256x1536xi1>
    %14 = stablehlo.dot_general %11, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1536xbf16>, tensor<1536x16xbf16>) -> tensor<256x16xbf16>
    %15 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<16xbf16>) -> tensor<1x16xbf16>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x16xbf16>) -> tensor<256x16xbf16>
    %17 = stablehlo.add %14, %16 : tensor<256x16xbf16>
    %18 = stablehlo.convert %17 : (tensor<256x16xbf16>) -> tensor<256x16xf32>
    %19:2 = call @log_softmax(%18) : (tensor<256x16xf32>) -> (tensor<256x16xf32>, tensor<256x1xf32>)
    %20 = stablehlo.broadcast_in_dim %arg13, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %21 = call @take_along_axis(%20) : (tensor<256x1xi32>) -> tensor<256x1x1xi32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.negate %cst_1 : tensor<f32>
    %cst_2 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %23 = stablehlo.divide %22, %cst_2 : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %26 = call @take_along_axis_0(%21, %25) : (tensor<256x1x1xi32>, tensor<256x1xf32>) -> tensor<256x16xf32>
    %27 = call @log_softmax_1(%19#0, %19#1, %26) : (tensor<256x16xf32>, tensor<256x1xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
    %28 = stablehlo.convert %27 : (tensor<256x16xf32>) -> tensor<256x16xbf16>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %29 = stablehlo.reduce(%28 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<256x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    %30 = stablehlo.reshape %29 : (tensor<16xbf16>) -> tensor<1x16xbf16>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %31 = stablehlo.reduce(%30 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<1x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    %32 = stablehlo.dot_general %28, %11, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x16xbf16>, tensor<256x1536xbf16>) -> tensor<16x1536xbf16>
    %33 = stablehlo.transpose %32, dims = [1, 0] : (tensor<16x1536xbf16>) -> tensor<1536x16xbf16>
    %34 = stablehlo.dot_general %28, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x16xbf16>, tensor<1536x16xbf16>) -> tensor<256x1536xbf16>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %35 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<256x1536xbf16>
    %36 = stablehlo.select %13, %34, %35 : tensor<256x1536xi1>, tensor<256x1536xbf16>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %37 = stablehlo.reduce(%36 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<256x1536xbf16>, tensor<bf16>) -> tensor<1536xbf16>
    %38 = stablehlo.reshape %37 : (tensor<1536xbf16>) -> tensor<1x1536xbf16>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %39 = stablehlo.reduce(%38 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<1x1536xbf16>, tensor<bf16>) -> tensor<1536xbf16>
    %40 = stablehlo.dot_general %36, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1536xbf16>, tensor<256x1536xbf16>) -> tensor<1536x1536xbf16>
    %41 = stablehlo.transpose %40, dims = [1, 0] : (tensor<1536x1536xbf16>) -> tensor<1536x1536xbf16>
    %42 = stablehlo.dot_general %36, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x1536xbf16>, tensor<1536x1536xbf16>) -> tensor<256x1536xbf16>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %43 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<256x1536xbf16>
    %44 = stablehlo.select %6, %42, %43 : tensor<256x1536xi1>, tensor<256x1536xbf16>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %45 = stablehlo.reduce(%44 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<256x1536xbf16>, tensor<bf16>) -> tensor<1536xbf16>
    %46 = stablehlo.reshape %45 : (tensor<1536xbf16>) -> tensor<1x1536xbf16>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %47 = stablehlo.reduce(%46 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<1x1536xbf16>, tensor<bf16>) -> tensor<1536xbf16>
    %48 = stablehlo.dot_general %44, %arg12, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1536xbf16>, tensor<256x1536xbf16>) -> tensor<1536x1536xbf16>
    %49 = stablehlo.transpose %48, dims = [1, 0] : (tensor<1536x1536xbf16>) -> tensor<1536x1536xbf16>
    %cst_11 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %51 = stablehlo.multiply %50, %arg6 : tensor<1536xf32>
    %52 = stablehlo.convert %47 : (tensor<1536xbf16>) -> tensor<1536xf32>
    %53 = stablehlo.add %51, %52 : tensor<1536xf32>
    %54 = stablehlo.convert %arg0 : (tensor<1536xbf16>) -> tensor<1536xf32>
    %cst_12 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %56 = stablehlo.multiply %55, %53 : tensor<1536xf32>
    %57 = stablehlo.subtract %54, %56 : tensor<1536xf32>
    %58 = stablehlo.convert %57 : (tensor<1536xf32>) -> tensor<1536xbf16>
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1536x1536xf32>
    %60 = stablehlo.multiply %59, %arg7 : tensor<1536x1536xf32>
    %61 = stablehlo.convert %49 : (tensor<1536x1536xbf16>) -> tensor<1536x1536xf32>
    %62 = stablehlo.add %60, %61 : tensor<1536x1536xf32>
    %63 = stablehlo.convert %arg1 : (tensor<1536x1536xbf16>) -> tensor<1536x1536xf32>
    %cst_14 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1536x1536xf32>
    %65 = stablehlo.multiply %64, %62 : tensor<1536x1536xf32>
    %66 = stablehlo.subtract %63, %65 : tensor<1536x1536xf32>
    %67 = stablehlo.convert %66 : (tensor<1536x1536xf32>) -> tensor<1536x1536xbf16>
    %cst_15 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %69 = stablehlo.multiply %68, %arg8 : tensor<1536xf32>
    %70 = stablehlo.convert %39 : (tensor<1536xbf16>) -> tensor<1536xf32>
    %71 = stablehlo.add %69, %70 : tensor<1536xf32>
    %72 = stablehlo.convert %arg2 : (tensor<1536xbf16>) -> tensor<1536xf32>
    %cst_16 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %74 = stablehlo.multiply %73, %71 : tensor<1536xf32>
    %75 = stablehlo.subtract %72, %74 : tensor<1536xf32>
    %76 = stablehlo.convert %75 : (tensor<1536xf32>) -> tensor<1536xbf16>
    %cst_17 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1536x1536xf32>
    %78 = stablehlo.multiply %77, %arg9 : tensor<1536x1536xf32>
    %79 = stablehlo.convert %41 : (tensor<1536x1536xbf16>) -> tensor<1536x1536xf32>
    %80 = stablehlo.add %78, %79 : tensor<1536x1536xf32>
    %81 = stablehlo.convert %arg3 : (tensor<1536x1536xbf16>) -> tensor<1536x1536xf32>
    %cst_18 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1536x1536xf32>
    %83 = stablehlo.multiply %82, %80 : tensor<1536x1536xf32>
    %84 = stablehlo.subtract %81, %83 : tensor<1536x1536xf32>
    %85 = stablehlo.convert %84 : (tensor<1536x1536xf32>) -> tensor<1536x1536xbf16>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %87 = stablehlo.multiply %86, %arg10 : tensor<16xf32>
    %88 = stablehlo.convert %31 : (tensor<16xbf16>) -> tensor<16xf32>
    %89 = stablehlo.add %87, %88 : tensor<16xf32>
    %90 = stablehlo.convert %arg4 : (tensor<16xbf16>) -> tensor<16xf32>
    %cst_20 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %92 = stablehlo.multiply %91, %89 : tensor<16xf32>
    %93 = stablehlo.subtract %90, %92 : tensor<16xf32>
    %94 = stablehlo.convert %93 : (tensor<16xf32>) -> tensor<16xbf16>
    %cst_21 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1536x16xf32>
    %96 = stablehlo.multiply %95, %arg11 : tensor<1536x16xf32>
    %97 = stablehlo.convert %33 : (tensor<1536x16xbf16>) -> tensor<1536x16xf32>
    %98 = stablehlo.add %96, %97 : tensor<1536x16xf32>
    %99 = stablehlo.convert %arg5 : (tensor<1536x16xbf16>) -> tensor<1536x16xf32>
    %cst_22 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1536x16xf32>
    %101 = stablehlo.multiply %100, %98 : tensor<1536x16xf32>
    %102 = stablehlo.subtract %99, %101 : tensor<1536x16xf32>
    %103 = stablehlo.convert %102 : (tensor<1536x16xf32>) -> tensor<1536x16xbf16>
    return %58, %67, %76, %85, %94, %103, %53, %62, %71, %80, %89, %98 : tensor<1536xbf16>, tensor<1536x1536xbf16>, tensor<1536xbf16>, tensor<1536x1536xbf16>, tensor<16xbf16>, tensor<1536x16xbf16>, tensor<1536xf32>, tensor<1536x1536xf32>, tensor<1536xf32>, tensor<1536x1536xf32>, tensor<16xf32>, tensor<1536x16xf32>
  }
  func.func private @relu(%arg0: tensor<256x1536xbf16>) -> tensor<256x1536xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x1536xbf16>
    %1 = stablehlo.maximum %arg0, %0 : tensor<256x1536xbf16>
    return %1 : tensor<256x1536xbf16>
  }
  func.func private @log_softmax(%arg0: tensor<256x16xf32>) -> (tensor<256x16xf32>, tensor<256x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<256x16xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<256xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<256x16xf32>
    %6 = stablehlo.exponential %5 : tensor<256x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<256x16xf32>, tensor<f32>) -> tensor<256xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    return %6, %8 : tensor<256x16xf32>, tensor<256x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<256x1xi32>) -> tensor<256x1x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<256x1xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<256x1xi1>, tensor<256x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<256x1xi32>) -> tensor<256x1x1xi32>
    return %5 : tensor<256x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<256x1x1xi32>, %arg1: tensor<256x1xf32>) -> tensor<256x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<256x16xf32>, tensor<256x1x1xi32>, tensor<256x1xf32>) -> tensor<256x16xf32>
    return %1 : tensor<256x16xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<256x16xf32>, %arg1: tensor<256x1xf32>, %arg2: tensor<256x16xf32>) -> tensor<256x16xf32> {
    %0 = stablehlo.negate %arg2 : tensor<256x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<256x16xf32>, tensor<f32>) -> tensor<256xf32>
    %2 = stablehlo.reshape %1 : (tensor<256xf32>) -> tensor<256x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<256x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<256xf32>) -> tensor<256x16xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<256x16xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<256x16xf32>
    return %7 : tensor<256x16xf32>
  }
}
