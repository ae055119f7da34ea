module @jit_gp_grad attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<3xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}, %arg1: tensor<1536x8xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<1536xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}]>}) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    %2 = stablehlo.exponential %1 : tensor<f32>
    %3 = stablehlo.slice %arg0 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = stablehlo.exponential %4 : tensor<f32>
    %6 = stablehlo.slice %arg0 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = stablehlo.exponential %7 : tensor<f32>
    %9 = stablehlo.multiply %arg1, %arg1 : tensor<1536x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<1536x8xf32>, tensor<f32>) -> tensor<1536xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<1536xf32>) -> tensor<1536x1xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<1536xf32>) -> tensor<1x1536xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1536x1xf32>) -> tensor<1536x1536xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x1536xf32>) -> tensor<1536x1536xf32>
    %15 = stablehlo.add %13, %14 : tensor<1536x1536xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1536x8xf32>
    %17 = stablehlo.multiply %16, %arg1 : tensor<1536x8xf32>
    %18 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<1536x8xf32>) -> tensor<8x1536xf32>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1536x8xf32>, tensor<8x1536xf32>) -> tensor<1536x1536xf32>
    %20 = stablehlo.subtract %15, %19 : tensor<1536x1536xf32>
    %cst_1 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1536x1536xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<1536x1536xf32>
    %23 = stablehlo.multiply %2, %2 : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<1536x1536xf32>
    %25 = stablehlo.divide %22, %24 : tensor<1536x1536xf32>
    %26 = stablehlo.multiply %23, %23 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.divide %cst_2, %26 : tensor<f32>
    %28 = stablehlo.exponential %25 : tensor<1536x1536xf32>
    %29 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<1536x1536xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<1536x1536xf32>
    %31 = stablehlo.iota dim = 0 : tensor<1536x1536xi32>
    %32 = stablehlo.iota dim = 1 : tensor<1536x1536xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1536x1536xi32>
    %34 = stablehlo.add %31, %33 : tensor<1536x1536xi32>
    %35 = stablehlo.compare EQ, %34, %32, SIGNED : (tensor<1536x1536xi32>, tensor<1536x1536xi32>) -> tensor<1536x1536xi1>
    %36 = stablehlo.convert %35 : (tensor<1536x1536xi1>) -> tensor<1536x1536xf32>
    %37 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1536x1536xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<1536x1536xf32>
    %39 = stablehlo.add %30, %38 : tensor<1536x1536xf32>
    %40:5 = call @cholesky(%39) : (tensor<1536x1536xf32>) -> (tensor<1536x1536xf32>, tensor<1536x1536xf32>, tensor<1536x1536xi1>, tensor<1536x1536xf32>, tensor<1536x1536xi1>)
    %41:3 = call @_solve_triangular(%40#0, %arg2) : (tensor<1536x1536xf32>, tensor<1536xf32>) -> (tensor<1536xf32>, tensor<1536x1536xi1>, tensor<1536x1xf32>)
    %42:4 = call @diagonal(%40#0) : (tensor<1536x1536xf32>) -> (tensor<1536xf32>, tensor<i32>, tensor<1536x1536xf32>, tensor<1536x2xi32>)
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %44 = stablehlo.divide %43, %42#0 : tensor<1536xf32>
    %45 = call @diagonal_0(%42#1, %42#2, %42#3, %44) : (tensor<i32>, tensor<1536x1536xf32>, tensor<1536x2xi32>, tensor<1536xf32>) -> tensor<1536x1536xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %46 = stablehlo.multiply %cst_4, %cst_5 : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<1536xf32>
    %48 = stablehlo.multiply %41#0, %47 : tensor<1536xf32>
    %49 = stablehlo.multiply %47, %41#0 : tensor<1536xf32>
    %50 = stablehlo.add %48, %49 : tensor<1536xf32>
    %51 = call @_solve_triangular_1(%41#1, %41#2, %40#0, %50) : (tensor<1536x1536xi1>, tensor<1536x1xf32>, tensor<1536x1536xf32>, tensor<1536xf32>) -> tensor<1536x1536xf32>
    %52 = stablehlo.add %45, %51 : tensor<1536x1536xf32>
    %53 = call @cholesky_2(%40#1, %40#2, %40#3, %40#4, %52) : (tensor<1536x1536xf32>, tensor<1536x1536xi1>, tensor<1536x1536xf32>, tensor<1536x1536xi1>, tensor<1536x1536xf32>) -> tensor<1536x1536xf32>
    %54 = stablehlo.multiply %53, %36 : tensor<1536x1536xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<1536x1536xf32>, tensor<f32>) -> tensor<f32>
    %56 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<1536x1536xf32>
    %57 = stablehlo.multiply %56, %53 : tensor<1536x1536xf32>
    %58 = stablehlo.multiply %53, %28 : tensor<1536x1536xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<1536x1536xf32>, tensor<f32>) -> tensor<f32>
    %60 = stablehlo.multiply %57, %28 : tensor<1536x1536xf32>
    %61 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<1536x1536xf32>
    %62 = stablehlo.multiply %60, %61 : tensor<1536x1536xf32>
    %63 = stablehlo.multiply %62, %22 : tensor<1536x1536xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<1536x1536xf32>, tensor<f32>) -> tensor<f32>
    %65 = stablehlo.negate %64 : tensor<f32>
    %66 = stablehlo.multiply %2, %65 : tensor<f32>
    %67 = stablehlo.multiply %65, %2 : tensor<f32>
    %68 = stablehlo.add %66, %67 : tensor<f32>
    %69 = stablehlo.multiply %55, %8 : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.pad %70, %cst_9, low = [2], high = [0], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<3xf32>
    %72 = stablehlo.multiply %59, %5 : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.pad %73, %cst_10, low = [1], high = [1], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<3xf32>
    %75 = stablehlo.add %71, %74 : tensor<3xf32>
    %76 = stablehlo.multiply %68, %2 : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.pad %77, %cst_11, low = [0], high = [2], interior = [0] : (tensor<1xf32>, tensor<f32>) -> tensor<3xf32>
    %79 = stablehlo.add %75, %78 : tensor<3xf32>
    return %79 : tensor<3xf32>
  }
  func.func private @cholesky(%arg0: tensor<1536x1536xf32>) -> (tensor<1536x1536xf32>, tensor<1536x1536xf32>, tensor<1536x1536xi1>, tensor<1536x1536xf32>, tensor<1536x1536xi1>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<1536x1536xf32>) -> tensor<1536x1536xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<1536x1536xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1536x1536xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1536x1536xf32>
    %4 = stablehlo.cholesky %3, lower = true : tensor<1536x1536xf32>
    %5 = stablehlo.iota dim = 0 : tensor<1536x1536xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1536x1536xi32>
    %7 = stablehlo.add %5, %6 : tensor<1536x1536xi32>
    %8 = stablehlo.iota dim = 1 : tensor<1536x1536xi32>
    %9 = stablehlo.compare GE, %7, %8, SIGNED : (tensor<1536x1536xi32>, tensor<1536x1536xi32>) -> tensor<1536x1536xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1536x1536xf32>
    %11 = stablehlo.select %9, %4, %10 : tensor<1536x1536xi1>, tensor<1536x1536xf32>
    %12 = stablehlo.iota dim = 0 : tensor<1536x1536xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1536x1536xi32>
    %14 = stablehlo.add %12, %13 : tensor<1536x1536xi32>
    %15 = stablehlo.iota dim = 1 : tensor<1536x1536xi32>
    %16 = stablehlo.compare GE, %14, %15, SIGNED : (tensor<1536x1536xi32>, tensor<1536x1536xi32>) -> tensor<1536x1536xi1>
    %17 = stablehlo.iota dim = 0 : tensor<1536x1536xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1536x1536xi32>
    %19 = stablehlo.add %17, %18 : tensor<1536x1536xi32>
    %20 = stablehlo.iota dim = 1 : tensor<1536x1536xi32>
    %21 = stablehlo.compare EQ, %19, %20, SIGNED : (tensor<1536x1536xi32>, tensor<1536x1536xi32>) -> tensor<1536x1536xi1>
    %22 = stablehlo.convert %21 : (tensor<1536x1536xi1>) -> tensor<1536x1536xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1536x1536xf32>
    %24 = stablehlo.add %23, %22 : tensor<1536x1536xf32>
    %25 = stablehlo.iota dim = 0 : tensor<1536x1536xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1536x1536xi32>
    %27 = stablehlo.add %25, %26 : tensor<1536x1536xi32>
    %28 = stablehlo.iota dim = 1 : tensor<1536x1536xi32>
    %29 = stablehlo.compare GE, %27, %28, SIGNED : (tensor<1536x1536xi32>, tensor<1536x1536xi32>) -> tensor<1536x1536xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1536x1536xf32>
    %31 = stablehlo.select %29, %11, %30 : tensor<1536x1536xi1>, tensor<1536x1536xf32>
    return %31, %11, %16, %24, %29 : tensor<1536x1536xf32>, tensor<1536x1536xf32>, tensor<1536x1536xi1>, tensor<1536x1536xf32>, tensor<1536x1536xi1>
  }
  func.func private @_solve_triangular(%arg0: tensor<1536x1536xf32>, %arg1: tensor<1536xf32>) -> (tensor<1536xf32>, tensor<1536x1536xi1>, tensor<1536x1xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<1536xf32>) -> tensor<1536x1xf32>
    %1 = "stablehlo.triangular_solve"(%arg0, %0) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<1536x1536xf32>, tensor<1536x1xf32>) -> tensor<1536x1xf32>
    %2 = stablehlo.iota dim = 0 : tensor<1536x1536xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1536x1536xi32>
    %4 = stablehlo.add %2, %3 : tensor<1536x1536xi32>
    %5 = stablehlo.iota dim = 1 : tensor<1536x1536xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1536x1536xi32>, tensor<1536x1536xi32>) -> tensor<1536x1536xi1>
    %7 = stablehlo.reshape %1 : (tensor<1536x1xf32>) -> tensor<1536xf32>
    return %7, %6, %1 : tensor<1536xf32>, tensor<1536x1536xi1>, tensor<1536x1xf32>
  }
  func.func private @diagonal(%arg0: tensor<1536x1536xf32>) -> (tensor<1536xf32>, tensor<i32>, tensor<1536x1536xf32>, tensor<1536x2xi32>) {
    %0 = stablehlo.iota dim = 0 : tensor<1536x1536xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1536x1536xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1536x1536xi32>
    %3 = stablehlo.add %0, %2 : tensor<1536x1536xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<1536x1536xi32>, tensor<1536x1536xi32>) -> tensor<1536x1536xi1>
    %5 = stablehlo.convert %4 : (tensor<1536x1536xi1>) -> tensor<1536x1536xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7:3 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<1536xi32>
      %9 = stablehlo.iota dim = 0 : tensor<1536xi32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1536xi32>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<1536xi32>, tensor<1536xi32>) -> tensor<1536xi1>
      %c_2 = stablehlo.constant dense<1536> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1536xi32>
      %13 = stablehlo.add %8, %12 : tensor<1536xi32>
      %14 = stablehlo.select %11, %13, %8 : tensor<1536xi1>, tensor<1536xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1536xi32>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<1536xi32>, tensor<1536xi32>) -> tensor<1536xi1>
      %c_4 = stablehlo.constant dense<1536> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1536xi32>
      %18 = stablehlo.add %9, %17 : tensor<1536xi32>
      %19 = stablehlo.select %16, %18, %9 : tensor<1536xi1>, tensor<1536xi32>
      %20 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<1536xi32>) -> tensor<1536x1xi32>
      %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<1536xi32>) -> tensor<1536x1xi32>
      %22 = stablehlo.concatenate %20, %21, dim = 1 : (tensor<1536x1xi32>, tensor<1536x1xi32>) -> tensor<1536x2xi32>
      %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<1536x1536xf32>, tensor<1536x2xi32>) -> tensor<1536xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1536x1536xf32>
      stablehlo.return %23, %24, %22 : tensor<1536xf32>, tensor<1536x1536xf32>, tensor<1536x2xi32>
    }) : (tensor<i32>) -> (tensor<1536xf32>, tensor<1536x1536xf32>, tensor<1536x2xi32>)
    return %7#0, %c_0, %7#1, %7#2 : tensor<1536xf32>, tensor<i32>, tensor<1536x1536xf32>, tensor<1536x2xi32>
  }
  func.func private @diagonal_0(%arg0: tensor<i32>, %arg1: tensor<1536x1536xf32>, %arg2: tensor<1536x2xi32>, %arg3: tensor<1536xf32>) -> tensor<1536x1536xf32> {
    %0 = "stablehlo.case"(%arg0) ({
      %c = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }, {
      %c = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.case"(%0) ({
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1536x1536xf32>
      %3 = "stablehlo.scatter"(%2, %arg2, %arg3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %4 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %4 : tensor<f32>
      }) : (tensor<1536x1536xf32>, tensor<1536x2xi32>, tensor<1536xf32>) -> tensor<1536x1536xf32>
      stablehlo.return %3 : tensor<1536x1536xf32>
    }) : (tensor<i32>) -> tensor<1536x1536xf32>
    return %1 : tensor<1536x1536xf32>
  }
  func.func private @_solve_triangular_1(%arg0: tensor<1536x1536xi1>, %arg1: tensor<1536x1xf32>, %arg2: tensor<1536x1536xf32>, %arg3: tensor<1536xf32>) -> tensor<1536x1536xf32> {
    %0 = stablehlo.broadcast_in_dim %arg3, dims = [0] : (tensor<1536xf32>) -> tensor<1536x1xf32>
    %1 = "stablehlo.triangular_solve"(%arg2, %0) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<1536x1536xf32>, tensor<1536x1xf32>) -> tensor<1536x1xf32>
    %2 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<1536x1xf32>, tensor<1536x1xf32>) -> tensor<1536x1536xf32>
    %3 = stablehlo.negate %2 : tensor<1536x1536xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1536x1536xf32>
    %5 = stablehlo.select %arg0, %3, %4 : tensor<1536x1536xi1>, tensor<1536x1536xf32>
    return %5 : tensor<1536x1536xf32>
  }
  func.func private @cholesky_2(%arg0: tensor<1536x1536xf32>, %arg1: tensor<1536x1536xi1>, %arg2: tensor<1536x1536xf32>, %arg3: tensor<1536x1536xi1>, %arg4: tensor<1536x1536xf32>) -> tensor<1536x1536xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1536x1536xf32>
    %1 = stablehlo.select %arg3, %arg4, %0 : tensor<1536x1536xi1>, tensor<1536x1536xf32>
    %2 = stablehlo.dot_general %1, %arg0, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<1536x1536xf32>, tensor<1536x1536xf32>) -> tensor<1536x1536xf32>
    %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<1536x1536xf32>) -> tensor<1536x1536xf32>
    %4 = stablehlo.divide %3, %arg2 : tensor<1536x1536xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1536x1536xf32>
    %6 = stablehlo.select %arg1, %4, %5 : tensor<1536x1536xi1>, tensor<1536x1536xf32>
    %7 = "stablehlo.triangular_solve"(%arg0, %6) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<1536x1536xf32>, tensor<1536x1536xf32>) -> tensor<1536x1536xf32>
    %8 = "stablehlo.triangular_solve"(%arg0, %7) <{left_side = false, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<1536x1536xf32>, tensor<1536x1536xf32>) -> tensor<1536x1536xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1536x1536xf32>
    %10 = stablehlo.divide %8, %9 : tensor<1536x1536xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] : (tensor<1536x1536xf32>) -> tensor<1536x1536xf32>
    %12 = stablehlo.add %10, %11 : tensor<1536x1536xf32>
    return %12 : tensor<1536x1536xf32>
  }
}
