module @jit_zca_whitening attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<8192x512xf32> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}) -> (tensor<8192x512xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<8192x512xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_0 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2 = stablehlo.divide %0, %1 : tensor<512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<8192x512xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8192x512xf32>
    %6 = stablehlo.transpose %5, dims = [1, 0] : (tensor<8192x512xf32>) -> tensor<512x8192xf32>
    %7 = stablehlo.dot_general %6, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x8192xf32>, tensor<8192x512xf32>) -> tensor<512x512xf32>
    %cst_1 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %9 = stablehlo.divide %7, %8 : tensor<512x512xf32>
    %10:2 = call @eigh(%9) : (tensor<512x512xf32>) -> (tensor<512xf32>, tensor<512x512xf32>)
    %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %12 = stablehlo.add %10#0, %11 : tensor<512xf32>
    %13 = stablehlo.rsqrt %12 : tensor<512xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<512x512xf32>
    %16 = stablehlo.multiply %10#1, %15 : tensor<512x512xf32>
    %17 = stablehlo.transpose %10#1, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %19 = stablehlo.dot_general %5, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x512xf32>, tensor<512x512xf32>) -> tensor<8192x512xf32>
    return %19 : tensor<8192x512xf32>
  }
  func.func private @eigh(%arg0: tensor<512x512xf32>) -> (tensor<512xf32>, tensor<512x512xf32>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<512x512xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %3 = stablehlo.divide %1, %2 : tensor<512x512xf32>
    %4 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %6 = stablehlo.add %4, %5 : tensor<512x512xi32>
    %7 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %8 = stablehlo.compare GE, %6, %7, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %9 = stablehlo.transpose %3, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %10 = stablehlo.select %8, %3, %9 : tensor<512x512xi1>, tensor<512x512xf32>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %11:2 = call @_eigh_work(%10, %c_0) : (tensor<512x512xf32>, tensor<i32>) -> (tensor<512xf32>, tensor<512x512xf32>)
    %12 = stablehlo.iota dim = 0 : tensor<512xi32>
    %c_1 = stablehlo.constant dense<512> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %14 = stablehlo.compare LT, %12, %13, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
    %cst_2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = call @_where_41(%14, %11#0, %cst_2) : (tensor<512xi1>, tensor<512xf32>, tensor<f32>) -> tensor<512xf32>
    %16 = call @argsort_42(%15) : (tensor<512xf32>) -> tensor<512xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %18 = stablehlo.compare LT, %16, %17, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
    %c_4 = stablehlo.constant dense<512> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %20 = stablehlo.add %16, %19 : tensor<512xi32>
    %21 = stablehlo.select %18, %20, %16 : tensor<512xi1>, tensor<512xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
    %23 = "stablehlo.gather"(%15, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<512xf32>, tensor<512x1xi32>) -> tensor<512xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %25 = stablehlo.compare LT, %16, %24, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
    %c_6 = stablehlo.constant dense<512> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %27 = stablehlo.add %16, %26 : tensor<512xi32>
    %28 = stablehlo.select %25, %27, %16 : tensor<512xi1>, tensor<512xi32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
    %30 = "stablehlo.gather"(%11#1, %29) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 512, 1>}> : (tensor<512x512xf32>, tensor<512x1xi32>) -> tensor<512x512xf32>
    return %23, %30 : tensor<512xf32>, tensor<512x512xf32>
  }
  func.func private @_eigh_work(%arg0: tensor<512x512xf32>, %arg1: tensor<i32>) -> (tensor<512xf32>, tensor<512x512xf32>) {
    %c = stablehlo.constant dense<[256, 512, 288]> : tensor<3xi32>
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<513xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<513xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.add %c_2, %c_3 : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @dynamic_update_index_in_dim(%1, %c_4, %c_5) : (tensor<513xi32>, tensor<i32>, tensor<i32>) -> tensor<513xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %5 = call @dynamic_update_index_in_dim(%2, %0, %c_6) : (tensor<513xi32>, tensor<i32>, tensor<i32>) -> tensor<513xi32>
    %6 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %7 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %9 = stablehlo.add %6, %8 : tensor<512x512xi32>
    %10 = stablehlo.compare EQ, %9, %7, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %11 = stablehlo.convert %10 : (tensor<512x512xi1>) -> tensor<512x512xf32>
    %12 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %13 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %14 = stablehlo.compare LT, %12, %13, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %15 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %16 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %17 = stablehlo.compare LT, %15, %16, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %18 = stablehlo.and %14, %17 : tensor<512x512xi1>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %19 = call @_where(%18, %arg0, %c_8) : (tensor<512x512xi1>, tensor<512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
    %20 = call @norm(%19) : (tensor<512x512xf32>) -> tensor<f32>
    %21:8 = stablehlo.while(%iterArg = %c, %iterArg_9 = %0, %iterArg_10 = %20, %iterArg_11 = %3, %iterArg_12 = %4, %iterArg_13 = %5, %iterArg_14 = %arg0, %iterArg_15 = %11) : tensor<3xi32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<513xi32>, tensor<513xi32>, tensor<512x512xf32>, tensor<512x512xf32>
    cond {
      %c_16 = stablehlo.constant dense<0> : tensor<i32>
      %24 = stablehlo.compare EQ, %iterArg_11, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %25 = stablehlo.not %24 : tensor<i1>
      stablehlo.return %25 : tensor<i1>
    } do {
      %c_16 = stablehlo.constant dense<1> : tensor<i32>
      %24 = stablehlo.subtract %iterArg_11, %c_16 : tensor<i32>
      %25 = func.call @dynamic_index_in_dim(%iterArg_12, %24) : (tensor<513xi32>, tensor<i32>) -> tensor<i32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %26 = stablehlo.subtract %iterArg_11, %c_17 : tensor<i32>
      %27 = func.call @dynamic_index_in_dim(%iterArg_13, %26) : (tensor<513xi32>, tensor<i32>) -> tensor<i32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %28 = stablehlo.subtract %iterArg_11, %c_18 : tensor<i32>
      %29 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %30 = stablehlo.compare LT, %iterArg, %29, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %c_19 = stablehlo.constant dense<2147483647> : tensor<i32>
      %31 = func.call @_where_0(%30, %c_19, %iterArg) : (tensor<3xi1>, tensor<i32>, tensor<3xi32>) -> tensor<3xi32>
      %32 = func.call @argmin(%31) : (tensor<3xi32>) -> tensor<i32>
      %c_20 = stablehlo.constant dense<0> : tensor<i32>
      %c_21 = stablehlo.constant dense<2> : tensor<i32>
      %33 = stablehlo.clamp %c_20, %32, %c_21 : tensor<i32>
      %34:5 = "stablehlo.case"(%33) ({
        %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %35 = stablehlo.pad %iterArg_14, %cst, low = [0, 0], high = [256, 256], interior = [0, 0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<768x768xf32>
        %c_22 = stablehlo.constant dense<0> : tensor<i32>
        %36 = stablehlo.compare LT, %25, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_23 = stablehlo.constant dense<768> : tensor<i32>
        %37 = stablehlo.add %25, %c_23 : tensor<i32>
        %38 = stablehlo.select %36, %37, %25 : tensor<i1>, tensor<i32>
        %c_24 = stablehlo.constant dense<0> : tensor<i32>
        %c_25 = stablehlo.constant dense<0> : tensor<i32>
        %39 = stablehlo.compare LT, %c_24, %c_25, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_26 = stablehlo.constant dense<0> : tensor<i32>
        %c_27 = stablehlo.constant dense<768> : tensor<i32>
        %40 = stablehlo.add %c_26, %c_27 : tensor<i32>
        %c_28 = stablehlo.constant dense<0> : tensor<i32>
        %41 = stablehlo.select %39, %40, %c_28 : tensor<i1>, tensor<i32>
        %42 = stablehlo.dynamic_slice %35, %38, %41, sizes = [256, 256] : (tensor<768x768xf32>, tensor<i32>, tensor<i32>) -> tensor<256x256xf32>
        %43 = stablehlo.iota dim = 0 : tensor<256x256xi32>
        %44 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
        %45 = stablehlo.compare LT, %43, %44, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
        %46 = stablehlo.iota dim = 1 : tensor<256x256xi32>
        %47 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
        %48 = stablehlo.compare LT, %46, %47, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
        %49 = stablehlo.and %45, %48 : tensor<256x256xi1>
        %c_29 = stablehlo.constant dense<0> : tensor<i32>
        %50 = func.call @_where_1(%49, %42, %c_29) : (tensor<256x256xi1>, tensor<256x256xf32>, tensor<i32>) -> tensor<256x256xf32>
        %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %51 = stablehlo.pad %iterArg_15, %cst_30, low = [0, 0], high = [512, 256], interior = [0, 0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<1024x768xf32>
        %c_31 = stablehlo.constant dense<0> : tensor<i32>
        %c_32 = stablehlo.constant dense<0> : tensor<i32>
        %52 = stablehlo.compare LT, %c_31, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_33 = stablehlo.constant dense<0> : tensor<i32>
        %c_34 = stablehlo.constant dense<1024> : tensor<i32>
        %53 = stablehlo.add %c_33, %c_34 : tensor<i32>
        %c_35 = stablehlo.constant dense<0> : tensor<i32>
        %54 = stablehlo.select %52, %53, %c_35 : tensor<i1>, tensor<i32>
        %c_36 = stablehlo.constant dense<0> : tensor<i32>
        %55 = stablehlo.compare LT, %25, %c_36, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_37 = stablehlo.constant dense<768> : tensor<i32>
        %56 = stablehlo.add %25, %c_37 : tensor<i32>
        %57 = stablehlo.select %55, %56, %25 : tensor<i1>, tensor<i32>
        %58 = stablehlo.dynamic_slice %51, %54, %57, sizes = [512, 256] : (tensor<1024x768xf32>, tensor<i32>, tensor<i32>) -> tensor<512x256xf32>
        %59 = stablehlo.iota dim = 0 : tensor<512x256xi32>
        %60 = stablehlo.broadcast_in_dim %iterArg_9, dims = [] : (tensor<i32>) -> tensor<512x256xi32>
        %61 = stablehlo.compare LT, %59, %60, SIGNED : (tensor<512x256xi32>, tensor<512x256xi32>) -> tensor<512x256xi1>
        %62 = stablehlo.iota dim = 1 : tensor<512x256xi32>
        %63 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<512x256xi32>
        %64 = stablehlo.compare LT, %62, %63, SIGNED : (tensor<512x256xi32>, tensor<512x256xi32>) -> tensor<512x256xi1>
        %65 = stablehlo.and %61, %64 : tensor<512x256xi1>
        %c_38 = stablehlo.constant dense<0> : tensor<i32>
        %66 = func.call @_where_2(%65, %58, %c_38) : (tensor<512x256xi1>, tensor<512x256xf32>, tensor<i32>) -> tensor<512x256xf32>
        %67 = stablehlo.iota dim = 0 : tensor<256x256xi32>
        %68 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
        %69 = stablehlo.compare LT, %67, %68, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
        %70 = stablehlo.iota dim = 1 : tensor<256x256xi32>
        %71 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
        %72 = stablehlo.compare LT, %70, %71, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
        %73 = stablehlo.and %69, %72 : tensor<256x256xi1>
        %c_39 = stablehlo.constant dense<0> : tensor<i32>
        %74 = func.call @_where_1(%73, %50, %c_39) : (tensor<256x256xi1>, tensor<256x256xf32>, tensor<i32>) -> tensor<256x256xf32>
        %75 = stablehlo.transpose %74, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
        %76 = stablehlo.add %74, %75 : tensor<256x256xf32>
        %cst_40 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
        %77 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
        %78 = stablehlo.divide %76, %77 : tensor<256x256xf32>
        %79:2 = stablehlo.custom_call @Eigh(%78) {backend_config = "1,0,100,1e-6"} : (tensor<256x256xf32>) -> (tensor<256x256xf32>, tensor<256xf32>)
        %80 = stablehlo.iota dim = 0 : tensor<256x256xi32>
        %81 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
        %82 = stablehlo.compare LT, %80, %81, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
        %83 = stablehlo.iota dim = 1 : tensor<256x256xi32>
        %84 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
        %85 = stablehlo.compare LT, %83, %84, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
        %86 = stablehlo.and %82, %85 : tensor<256x256xi1>
        %c_41 = stablehlo.constant dense<0> : tensor<i32>
        %87 = func.call @_where_1(%86, %79#0, %c_41) : (tensor<256x256xi1>, tensor<256x256xf32>, tensor<i32>) -> tensor<256x256xf32>
        %88 = stablehlo.iota dim = 0 : tensor<256xi32>
        %89 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<256xi32>
        %90 = stablehlo.compare LT, %88, %89, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
        %c_42 = stablehlo.constant dense<0> : tensor<i32>
        %91 = func.call @_where_3(%90, %79#1, %c_42) : (tensor<256xi1>, tensor<256xf32>, tensor<i32>) -> tensor<256xf32>
        %92 = stablehlo.dot_general %66, %87, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x256xf32>, tensor<256x256xf32>) -> tensor<512x256xf32>
        %93 = stablehlo.broadcast_in_dim %91, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
        %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %94 = stablehlo.pad %iterArg_14, %cst_43, low = [0, 0], high = [256, 1], interior = [0, 0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<768x513xf32>
        %c_44 = stablehlo.constant dense<0> : tensor<i32>
        %95 = stablehlo.compare LT, %25, %c_44, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_45 = stablehlo.constant dense<768> : tensor<i32>
        %96 = stablehlo.add %25, %c_45 : tensor<i32>
        %97 = stablehlo.select %95, %96, %25 : tensor<i1>, tensor<i32>
        %c_46 = stablehlo.constant dense<0> : tensor<i32>
        %c_47 = stablehlo.constant dense<0> : tensor<i32>
        %98 = stablehlo.compare LT, %c_46, %c_47, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_48 = stablehlo.constant dense<0> : tensor<i32>
        %c_49 = stablehlo.constant dense<513> : tensor<i32>
        %99 = stablehlo.add %c_48, %c_49 : tensor<i32>
        %c_50 = stablehlo.constant dense<0> : tensor<i32>
        %100 = stablehlo.select %98, %99, %c_50 : tensor<i1>, tensor<i32>
        %101 = stablehlo.dynamic_slice %94, %97, %100, sizes = [256, 1] : (tensor<768x513xf32>, tensor<i32>, tensor<i32>) -> tensor<256x1xf32>
        %102 = stablehlo.iota dim = 0 : tensor<256x1xi32>
        %103 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
        %104 = stablehlo.compare LT, %102, %103, SIGNED : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi1>
        %105 = stablehlo.iota dim = 1 : tensor<256x1xi32>
        %c_51 = stablehlo.constant dense<1> : tensor<i32>
        %106 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
        %107 = stablehlo.compare LT, %105, %106, SIGNED : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi1>
        %108 = stablehlo.and %104, %107 : tensor<256x1xi1>
        %109 = func.call @_where_4(%108, %93, %101) : (tensor<256x1xi1>, tensor<256x1xf32>, tensor<256x1xf32>) -> tensor<256x1xf32>
        %c_52 = stablehlo.constant dense<0> : tensor<i32>
        %110 = stablehlo.compare LT, %25, %c_52, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_53 = stablehlo.constant dense<768> : tensor<i32>
        %111 = stablehlo.add %25, %c_53 : tensor<i32>
        %112 = stablehlo.select %110, %111, %25 : tensor<i1>, tensor<i32>
        %c_54 = stablehlo.constant dense<0> : tensor<i32>
        %c_55 = stablehlo.constant dense<0> : tensor<i32>
        %113 = stablehlo.compare LT, %c_54, %c_55, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_56 = stablehlo.constant dense<0> : tensor<i32>
        %c_57 = stablehlo.constant dense<513> : tensor<i32>
        %114 = stablehlo.add %c_56, %c_57 : tensor<i32>
        %c_58 = stablehlo.constant dense<0> : tensor<i32>
        %115 = stablehlo.select %113, %114, %c_58 : tensor<i1>, tensor<i32>
        %116 = stablehlo.dynamic_update_slice %94, %109, %112, %115 : (tensor<768x513xf32>, tensor<256x1xf32>, tensor<i32>, tensor<i32>) -> tensor<768x513xf32>
        %117 = stablehlo.slice %116 [0:512, 0:512] : (tensor<768x513xf32>) -> tensor<512x512xf32>
        %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %118 = stablehlo.pad %iterArg_15, %cst_59, low = [0, 0], high = [512, 256], interior = [0, 0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<1024x768xf32>
        %c_60 = stablehlo.constant dense<0> : tensor<i32>
        %c_61 = stablehlo.constant dense<0> : tensor<i32>
        %119 = stablehlo.compare LT, %c_60, %c_61, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_62 = stablehlo.constant dense<0> : tensor<i32>
        %c_63 = stablehlo.constant dense<1024> : tensor<i32>
        %120 = stablehlo.add %c_62, %c_63 : tensor<i32>
        %c_64 = stablehlo.constant dense<0> : tensor<i32>
        %121 = stablehlo.select %119, %120, %c_64 : tensor<i1>, tensor<i32>
        %c_65 = stablehlo.constant dense<0> : tensor<i32>
        %122 = stablehlo.compare LT, %25, %c_65, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_66 = stablehlo.constant dense<768> : tensor<i32>
        %123 = stablehlo.add %25, %c_66 : tensor<i32>
        %124 = stablehlo.select %122, %123, %25 : tensor<i1>, tensor<i32>
        %125 = stablehlo.dynamic_slice %118, %121, %124, sizes = [512, 256] : (tensor<1024x768xf32>, tensor<i32>, tensor<i32>) -> tensor<512x256xf32>
        %126 = stablehlo.iota dim = 0 : tensor<512x256xi32>
        %127 = stablehlo.broadcast_in_dim %iterArg_9, dims = [] : (tensor<i32>) -> tensor<512x256xi32>
        %128 = stablehlo.compare LT, %126, %127, SIGNED : (tensor<512x256xi32>, tensor<512x256xi32>) -> tensor<512x256xi1>
        %129 = stablehlo.iota dim = 1 : tensor<512x256xi32>
        %130 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<512x256xi32>
        %131 = stablehlo.compare LT, %129, %130, SIGNED : (tensor<512x256xi32>, tensor<512x256xi32>) -> tensor<512x256xi1>
        %132 = stablehlo.and %128, %131 : tensor<512x256xi1>
        %133 = func.call @_where_5(%132, %92, %125) : (tensor<512x256xi1>, tensor<512x256xf32>, tensor<512x256xf32>) -> tensor<512x256xf32>
        %c_67 = stablehlo.constant dense<0> : tensor<i32>
        %c_68 = stablehlo.constant dense<0> : tensor<i32>
        %134 = stablehlo.compare LT, %c_67, %c_68, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_69 = stablehlo.constant dense<0> : tensor<i32>
        %c_70 = stablehlo.constant dense<1024> : tensor<i32>
        %135 = stablehlo.add %c_69, %c_70 : tensor<i32>
        %c_71 = stablehlo.constant dense<0> : tensor<i32>
        %136 = stablehlo.select %134, %135, %c_71 : tensor<i1>, tensor<i32>
        %c_72 = stablehlo.constant dense<0> : tensor<i32>
        %137 = stablehlo.compare LT, %25, %c_72, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_73 = stablehlo.constant dense<768> : tensor<i32>
        %138 = stablehlo.add %25, %c_73 : tensor<i32>
        %139 = stablehlo.select %137, %138, %25 : tensor<i1>, tensor<i32>
        %140 = stablehlo.dynamic_update_slice %118, %133, %136, %139 : (tensor<1024x768xf32>, tensor<512x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1024x768xf32>
        %141 = stablehlo.slice %140 [0:512, 0:512] : (tensor<1024x768xf32>) -> tensor<512x512xf32>
        stablehlo.return %28, %iterArg_12, %iterArg_13, %117, %141 : tensor<i32>, tensor<513xi32>, tensor<513xi32>, tensor<512x512xf32>, tensor<512x512xf32>
      }, {
        %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %35 = stablehlo.pad %iterArg_14, %cst, low = [0, 0], high = [512, 512], interior = [0, 0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<1024x1024xf32>
        %c_22 = stablehlo.constant dense<0> : tensor<i32>
        %36 = stablehlo.compare LT, %25, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_23 = stablehlo.constant dense<1024> : tensor<i32>
        %37 = stablehlo.add %25, %c_23 : tensor<i32>
        %38 = stablehlo.select %36, %37, %25 : tensor<i1>, tensor<i32>
        %c_24 = stablehlo.constant dense<0> : tensor<i32>
        %c_25 = stablehlo.constant dense<0> : tensor<i32>
        %39 = stablehlo.compare LT, %c_24, %c_25, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_26 = stablehlo.constant dense<0> : tensor<i32>
        %c_27 = stablehlo.constant dense<1024> : tensor<i32>
        %40 = stablehlo.add %c_26, %c_27 : tensor<i32>
        %c_28 = stablehlo.constant dense<0> : tensor<i32>
        %41 = stablehlo.select %39, %40, %c_28 : tensor<i1>, tensor<i32>
        %42 = stablehlo.dynamic_slice %35, %38, %41, sizes = [512, 512] : (tensor<1024x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x512xf32>
        %43 = stablehlo.iota dim = 0 : tensor<512x512xi32>
        %44 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
        %45 = stablehlo.compare LT, %43, %44, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
        %46 = stablehlo.iota dim = 1 : tensor<512x512xi32>
        %47 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
        %48 = stablehlo.compare LT, %46, %47, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
        %49 = stablehlo.and %45, %48 : tensor<512x512xi1>
        %c_29 = stablehlo.constant dense<0> : tensor<i32>
        %50 = func.call @_where(%49, %42, %c_29) : (tensor<512x512xi1>, tensor<512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
        %51 = func.call @norm(%50) : (tensor<512x512xf32>) -> tensor<f32>
        %52 = func.call @_diag(%50) : (tensor<512x512xf32>) -> tensor<512xf32>
        %53 = func.call @_diag_6(%52) : (tensor<512xf32>) -> tensor<512x512xf32>
        %54 = stablehlo.subtract %50, %53 : tensor<512x512xf32>
        %55 = func.call @norm(%54) : (tensor<512x512xf32>) -> tensor<f32>
        %cst_30 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
        %cst_31 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %56 = stablehlo.multiply %cst_30, %cst_31 : tensor<f32>
        %57 = stablehlo.multiply %56, %51 : tensor<f32>
        %58 = stablehlo.compare LE, %55, %57, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %cst_32 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %59 = stablehlo.multiply %cst_32, %iterArg_10 : tensor<f32>
        %60 = stablehlo.compare LT, %51, %59, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %61 = stablehlo.or %58, %60 : tensor<i1>
        %62 = stablehlo.convert %61 : (tensor<i1>) -> tensor<i32>
        %63:5 = "stablehlo.case"(%62) ({
          %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %64 = stablehlo.pad %iterArg_15, %cst_33, low = [0, 0], high = [512, 512], interior = [0, 0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<1024x1024xf32>
          %c_34 = stablehlo.constant dense<0> : tensor<i32>
          %c_35 = stablehlo.constant dense<0> : tensor<i32>
          %65 = stablehlo.compare LT, %c_34, %c_35, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_36 = stablehlo.constant dense<0> : tensor<i32>
          %c_37 = stablehlo.constant dense<1024> : tensor<i32>
          %66 = stablehlo.add %c_36, %c_37 : tensor<i32>
          %c_38 = stablehlo.constant dense<0> : tensor<i32>
          %67 = stablehlo.select %65, %66, %c_38 : tensor<i1>, tensor<i32>
          %c_39 = stablehlo.constant dense<0> : tensor<i32>
          %68 = stablehlo.compare LT, %25, %c_39, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_40 = stablehlo.constant dense<1024> : tensor<i32>
          %69 = stablehlo.add %25, %c_40 : tensor<i32>
          %70 = stablehlo.select %68, %69, %25 : tensor<i1>, tensor<i32>
          %71 = stablehlo.dynamic_slice %64, %67, %70, sizes = [512, 512] : (tensor<1024x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x512xf32>
          %72 = stablehlo.iota dim = 0 : tensor<512x512xi32>
          %73 = stablehlo.broadcast_in_dim %iterArg_9, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
          %74 = stablehlo.compare LT, %72, %73, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
          %75 = stablehlo.iota dim = 1 : tensor<512x512xi32>
          %76 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
          %77 = stablehlo.compare LT, %75, %76, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
          %78 = stablehlo.and %74, %77 : tensor<512x512xi1>
          %c_41 = stablehlo.constant dense<0> : tensor<i32>
          %79 = func.call @_where(%78, %71, %c_41) : (tensor<512x512xi1>, tensor<512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
          %80 = func.call @_diag(%50) : (tensor<512x512xf32>) -> tensor<512xf32>
          %81 = stablehlo.iota dim = 0 : tensor<512xi32>
          %82 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<512xi32>
          %83 = stablehlo.compare LT, %81, %82, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
          %cst_42 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
          %84 = func.call @_where_8(%83, %80, %cst_42) : (tensor<512xi1>, tensor<512xf32>, tensor<f32>) -> tensor<512xf32>
          %85 = func.call @nanmedian(%84) : (tensor<512xf32>) -> tensor<f32>
          %86 = stablehlo.iota dim = 0 : tensor<512x512xi32>
          %87 = stablehlo.iota dim = 1 : tensor<512x512xi32>
          %c_43 = stablehlo.constant dense<0> : tensor<i32>
          %88 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
          %89 = stablehlo.add %86, %88 : tensor<512x512xi32>
          %90 = stablehlo.compare EQ, %89, %87, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
          %91 = stablehlo.convert %90 : (tensor<512x512xi1>) -> tensor<512x512xf32>
          %92 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
          %93 = stablehlo.multiply %92, %91 : tensor<512x512xf32>
          %94 = stablehlo.subtract %50, %93 : tensor<512x512xf32>
          %95:4 = func.call @qdwh(%94, %27, %27) : (tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> (tensor<512x512xf32>, tensor<512x512xf32>, tensor<i32>, tensor<i1>)
          %96 = stablehlo.iota dim = 0 : tensor<512x512xi32>
          %97 = stablehlo.iota dim = 1 : tensor<512x512xi32>
          %c_44 = stablehlo.constant dense<0> : tensor<i32>
          %98 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
          %99 = stablehlo.add %96, %98 : tensor<512x512xi32>
          %100 = stablehlo.compare EQ, %99, %97, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
          %101 = stablehlo.convert %100 : (tensor<512x512xi1>) -> tensor<512x512xf32>
          %102 = stablehlo.iota dim = 0 : tensor<512x512xi32>
          %103 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
          %104 = stablehlo.compare LT, %102, %103, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
          %105 = stablehlo.iota dim = 1 : tensor<512x512xi32>
          %106 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
          %107 = stablehlo.compare LT, %105, %106, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
          %108 = stablehlo.and %104, %107 : tensor<512x512xi1>
          %c_45 = stablehlo.constant dense<0> : tensor<i32>
          %109 = func.call @_where(%108, %101, %c_45) : (tensor<512x512xi1>, tensor<512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
          %110 = stablehlo.subtract %95#0, %109 : tensor<512x512xf32>
          %cst_46 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
          %111 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
          %112 = stablehlo.multiply %111, %110 : tensor<512x512xf32>
          %113 = func.call @trace(%112) : (tensor<512x512xf32>) -> tensor<f32>
          %114 = func.call @round(%113) : (tensor<f32>) -> tensor<f32>
          %115 = stablehlo.convert %114 : (tensor<f32>) -> tensor<i32>
          %116 = stablehlo.add %95#0, %109 : tensor<512x512xf32>
          %cst_47 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
          %117 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
          %118 = stablehlo.multiply %117, %116 : tensor<512x512xf32>
          %119 = stablehlo.subtract %27, %115 : tensor<i32>
          %120 = stablehlo.compare LT, %119, %115, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %121 = stablehlo.convert %120 : (tensor<i1>) -> tensor<i32>
          %122:2 = "stablehlo.case"(%121) ({
            %245 = func.call @norm_16(%112) : (tensor<512x512xf32>) -> tensor<512xf32>
            %246 = stablehlo.negate %245 : tensor<512xf32>
            %247 = stablehlo.iota dim = 0 : tensor<512xi32>
            %248 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<512xi32>
            %249 = stablehlo.compare LT, %247, %248, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
            %cst_112 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
            %250 = func.call @_where_8(%249, %246, %cst_112) : (tensor<512xi1>, tensor<512xf32>, tensor<f32>) -> tensor<512xf32>
            %251 = func.call @argsort(%250) : (tensor<512xf32>) -> tensor<512xi32>
            %c_113 = stablehlo.constant dense<0> : tensor<i32>
            %252 = stablehlo.broadcast_in_dim %c_113, dims = [] : (tensor<i32>) -> tensor<512xi32>
            %253 = stablehlo.compare LT, %251, %252, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
            %c_114 = stablehlo.constant dense<512> : tensor<i32>
            %254 = stablehlo.broadcast_in_dim %c_114, dims = [] : (tensor<i32>) -> tensor<512xi32>
            %255 = stablehlo.add %251, %254 : tensor<512xi32>
            %256 = stablehlo.select %253, %255, %251 : tensor<512xi1>, tensor<512xi32>
            %257 = stablehlo.broadcast_in_dim %256, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
            %258 = "stablehlo.gather"(%112, %257) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 512, 1>}> : (tensor<512x512xf32>, tensor<512x1xi32>) -> tensor<512x512xf32>
            %259 = stablehlo.iota dim = 0 : tensor<512x512xi32>
            %260 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
            %261 = stablehlo.compare LT, %259, %260, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
            %262 = stablehlo.iota dim = 1 : tensor<512x512xi32>
            %263 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
            %264 = stablehlo.compare LT, %262, %263, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
            %265 = stablehlo.and %261, %264 : tensor<512x512xi1>
            %c_115 = stablehlo.constant dense<0> : tensor<i32>
            %266 = func.call @_where(%265, %258, %c_115) : (tensor<512x512xi1>, tensor<512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
            %267 = func.call @norm(%50) : (tensor<512x512xf32>) -> tensor<f32>
            %cst_116 = stablehlo.constant dense<1.1920929E-6> : tensor<f32>
            %268 = stablehlo.multiply %cst_116, %267 : tensor<f32>
            %269:2 = func.call @qr(%266) : (tensor<512x512xf32>) -> (tensor<512x512xf32>, tensor<512x512xf32>)
            %270 = stablehlo.iota dim = 0 : tensor<512x512xi32>
            %271 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
            %272 = stablehlo.compare LT, %270, %271, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
            %273 = stablehlo.iota dim = 1 : tensor<512x512xi32>
            %274 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
            %275 = stablehlo.compare LT, %273, %274, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
            %276 = stablehlo.and %272, %275 : tensor<512x512xi1>
            %c_117 = stablehlo.constant dense<0> : tensor<i32>
            %277 = func.call @_where(%276, %269#0, %c_117) : (tensor<512x512xi1>, tensor<512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
            %278 = stablehlo.subtract %27, %115 : tensor<i32>
            %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
            %279 = stablehlo.pad %269#0, %cst_118, low = [0, 0], high = [512, 512], interior = [0, 0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<1024x1024xf32>
            %c_119 = stablehlo.constant dense<0> : tensor<i32>
            %c_120 = stablehlo.constant dense<0> : tensor<i32>
            %280 = stablehlo.compare LT, %c_119, %c_120, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
            %c_121 = stablehlo.constant dense<0> : tensor<i32>
            %c_122 = stablehlo.constant dense<1024> : tensor<i32>
            %281 = stablehlo.add %c_121, %c_122 : tensor<i32>
            %c_123 = stablehlo.constant dense<0> : tensor<i32>
            %282 = stablehlo.select %280, %281, %c_123 : tensor<i1>, tensor<i32>
            %c_124 = stablehlo.constant dense<0> : tensor<i32>
            %283 = stablehlo.compare LT, %115, %c_124, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
            %c_125 = stablehlo.constant dense<1024> : tensor<i32>
            %284 = stablehlo.add %115, %c_125 : tensor<i32>
            %285 = stablehlo.select %283, %284, %115 : tensor<i1>, tensor<i32>
            %286 = stablehlo.dynamic_slice %279, %282, %285, sizes = [512, 512] : (tensor<1024x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x512xf32>
            %287 = stablehlo.iota dim = 0 : tensor<512x512xi32>
            %288 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
            %289 = stablehlo.compare LT, %287, %288, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
            %290 = stablehlo.iota dim = 1 : tensor<512x512xi32>
            %291 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
            %292 = stablehlo.compare LT, %290, %291, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
            %293 = stablehlo.and %289, %292 : tensor<512x512xi1>
            %c_126 = stablehlo.constant dense<0> : tensor<i32>
            %294 = func.call @_where(%293, %286, %c_126) : (tensor<512x512xi1>, tensor<512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
            %295 = stablehlo.transpose %294, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
            %296 = stablehlo.dot_general %295, %50, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
            %297 = stablehlo.dot_general %296, %277, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
            %298 = func.call @norm(%297) : (tensor<512x512xf32>) -> tensor<f32>
            %c_127 = stablehlo.constant dense<1> : tensor<i32>
            %299 = stablehlo.broadcast_in_dim %c_127, dims = [] : (tensor<i32>) -> tensor<1xi32>
            %300:9 = stablehlo.while(%iterArg_128 = %268, %iterArg_129 = %112, %iterArg_130 = %27, %iterArg_131 = %115, %iterArg_132 = %50, %iterArg_133 = %277, %iterArg_134 = %294, %iterArg_135 = %299, %iterArg_136 = %298) : tensor<f32>, tensor<512x512xf32>, tensor<i32>, tensor<i32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<1xi32>, tensor<f32>
            cond {
              %c_137 = stablehlo.constant dense<2> : tensor<i32>
              %301 = stablehlo.broadcast_in_dim %c_137, dims = [] : (tensor<i32>) -> tensor<1xi32>
              %302 = stablehlo.compare LT, %iterArg_135, %301, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
              %303 = stablehlo.compare GT, %iterArg_136, %iterArg_128, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
              %304 = stablehlo.broadcast_in_dim %303, dims = [] : (tensor<i1>) -> tensor<1xi1>
              %305 = stablehlo.and %302, %304 : tensor<1xi1>
              %306 = stablehlo.reshape %305 : (tensor<1xi1>) -> tensor<i1>
              stablehlo.return %306 : tensor<i1>
            } do {
              %301 = stablehlo.dot_general %iterArg_129, %iterArg_133, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
              %302:2 = func.call @qr(%301) : (tensor<512x512xf32>) -> (tensor<512x512xf32>, tensor<512x512xf32>)
              %303 = stablehlo.iota dim = 0 : tensor<512x512xi32>
              %304 = stablehlo.broadcast_in_dim %iterArg_130, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
              %305 = stablehlo.compare LT, %303, %304, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
              %306 = stablehlo.iota dim = 1 : tensor<512x512xi32>
              %307 = stablehlo.broadcast_in_dim %iterArg_131, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
              %308 = stablehlo.compare LT, %306, %307, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
              %309 = stablehlo.and %305, %308 : tensor<512x512xi1>
              %c_137 = stablehlo.constant dense<0> : tensor<i32>
              %310 = func.call @_where(%309, %302#0, %c_137) : (tensor<512x512xi1>, tensor<512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
              %311 = stablehlo.subtract %iterArg_130, %iterArg_131 : tensor<i32>
              %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
              %312 = stablehlo.pad %302#0, %cst_138, low = [0, 0], high = [512, 512], interior = [0, 0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<1024x1024xf32>
              %c_139 = stablehlo.constant dense<0> : tensor<i32>
              %c_140 = stablehlo.constant dense<0> : tensor<i32>
              %313 = stablehlo.compare LT, %c_139, %c_140, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
              %c_141 = stablehlo.constant dense<0> : tensor<i32>
              %c_142 = stablehlo.constant dense<1024> : tensor<i32>
              %314 = stablehlo.add %c_141, %c_142 : tensor<i32>
              %c_143 = stablehlo.constant dense<0> : tensor<i32>
              %315 = stablehlo.select %313, %314, %c_143 : tensor<i1>, tensor<i32>
              %c_144 = stablehlo.constant dense<0> : tensor<i32>
              %316 = stablehlo.compare LT, %iterArg_131, %c_144, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
              %c_145 = stablehlo.constant dense<1024> : tensor<i32>
              %317 = stablehlo.add %iterArg_131, %c_145 : tensor<i32>
              %318 = stablehlo.select %316, %317, %iterArg_131 : tensor<i1>, tensor<i32>
              %319 = stablehlo.dynamic_slice %312, %315, %318, sizes = [512, 512] : (tensor<1024x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x512xf32>
              %320 = stablehlo.iota dim = 0 : tensor<512x512xi32>
              %321 = stablehlo.broadcast_in_dim %iterArg_130, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
              %322 = stablehlo.compare LT, %320, %321, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
              %323 = stablehlo.iota dim = 1 : tensor<512x512xi32>
              %324 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
              %325 = stablehlo.compare LT, %323, %324, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
              %326 = stablehlo.and %322, %325 : tensor<512x512xi1>
              %c_146 = stablehlo.constant dense<0> : tensor<i32>
              %327 = func.call @_where(%326, %319, %c_146) : (tensor<512x512xi1>, tensor<512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
              %328 = stablehlo.transpose %327, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
              %329 = stablehlo.dot_general %328, %iterArg_132, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
              %330 = stablehlo.dot_general %329, %310, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
              %331 = func.call @norm(%330) : (tensor<512x512xf32>) -> tensor<f32>
              %c_147 = stablehlo.constant dense<1> : tensor<i32>
              %332 = stablehlo.broadcast_in_dim %c_147, dims = [] : (tensor<i32>) -> tensor<1xi32>
              %333 = stablehlo.add %iterArg_135, %332 : tensor<1xi32>
              stablehlo.return %iterArg_128, %iterArg_129, %iterArg_130, %iterArg_131, %iterArg_132, %310, %327, %333, %331 : tensor<f32>, tensor<512x512xf32>, tensor<i32>, tensor<i32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<1xi32>, tensor<f32>
            }
            stablehlo.return %300#5, %300#6 : tensor<512x512xf32>, tensor<512x512xf32>
          }, {
            %245 = func.call @norm_16(%118) : (tensor<512x512xf32>) -> tensor<512xf32>
            %246 = stablehlo.negate %245 : tensor<512xf32>
            %247 = stablehlo.iota dim = 0 : tensor<512xi32>
            %248 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<512xi32>
            %249 = stablehlo.compare LT, %247, %248, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
            %cst_112 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
            %250 = func.call @_where_8(%249, %246, %cst_112) : (tensor<512xi1>, tensor<512xf32>, tensor<f32>) -> tensor<512xf32>
            %251 = func.call @argsort(%250) : (tensor<512xf32>) -> tensor<512xi32>
            %c_113 = stablehlo.constant dense<0> : tensor<i32>
            %252 = stablehlo.broadcast_in_dim %c_113, dims = [] : (tensor<i32>) -> tensor<512xi32>
            %253 = stablehlo.compare LT, %251, %252, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
            %c_114 = stablehlo.constant dense<512> : tensor<i32>
            %254 = stablehlo.broadcast_in_dim %c_114, dims = [] : (tensor<i32>) -> tensor<512xi32>
            %255 = stablehlo.add %251, %254 : tensor<512xi32>
            %256 = stablehlo.select %253, %255, %251 : tensor<512xi1>, tensor<512xi32>
            %257 = stablehlo.broadcast_in_dim %256, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
            %258 = "stablehlo.gather"(%118, %257) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 512, 1>}> : (tensor<512x512xf32>, tensor<512x1xi32>) -> tensor<512x512xf32>
            %259 = stablehlo.iota dim = 0 : tensor<512x512xi32>
            %260 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
            %261 = stablehlo.compare LT, %259, %260, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
            %262 = stablehlo.iota dim = 1 : tensor<512x512xi32>
            %263 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
            %264 = stablehlo.compare LT, %262, %263, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
            %265 = stablehlo.and %261, %264 : tensor<512x512xi1>
            %c_115 = stablehlo.constant dense<0> : tensor<i32>
            %266 = func.call @_where(%265, %258, %c_115) : (tensor<512x512xi1>, tensor<512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
            %267 = func.call @norm(%50) : (tensor<512x512xf32>) -> tensor<f32>
            %cst_116 = stablehlo.constant dense<1.1920929E-6> : tensor<f32>
            %268 = stablehlo.multiply %cst_116, %267 : tensor<f32>
            %269:2 = func.call @qr(%266) : (tensor<512x512xf32>) -> (tensor<512x512xf32>, tensor<512x512xf32>)
            %270 = stablehlo.iota dim = 0 : tensor<512x512xi32>
            %271 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
            %272 = stablehlo.compare LT, %270, %271, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
            %273 = stablehlo.iota dim = 1 : tensor<512x512xi32>
            %274 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
            %275 = stablehlo.compare LT, %273, %274, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
            %276 = stablehlo.and %272, %275 : tensor<512x512xi1>
            %c_117 = stablehlo.constant dense<0> : tensor<i32>
            %277 = func.call @_where(%276, %269#0, %c_117) : (tensor<512x512xi1>, tensor<512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
            %278 = stablehlo.subtract %27, %119 : tensor<i32>
            %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
            %279 = stablehlo.pad %269#0, %cst_118, low = [0, 0], high = [512, 512], interior = [0, 0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<1024x1024xf32>
            %c_119 = stablehlo.constant dense<0> : tensor<i32>
            %c_120 = stablehlo.constant dense<0> : tensor<i32>
            %280 = stablehlo.compare LT, %c_119, %c_120, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
            %c_121 = stablehlo.constant dense<0> : tensor<i32>
            %c_122 = stablehlo.constant dense<1024> : tensor<i32>
            %281 = stablehlo.add %c_121, %c_122 : tensor<i32>
            %c_123 = stablehlo.constant dense<0> : tensor<i32>
            %282 = stablehlo.select %280, %281, %c_123 : tensor<i1>, tensor<i32>
            %c_124 = stablehlo.constant dense<0> : tensor<i32>
            %283 = stablehlo.compare LT, %119, %c_124, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
            %c_125 = stablehlo.constant dense<1024> : tensor<i32>
            %284 = stablehlo.add %119, %c_125 : tensor<i32>
            %285 = stablehlo.select %283, %284, %119 : tensor<i1>, tensor<i32>
            %286 = stablehlo.dynamic_slice %279, %282, %285, sizes = [512, 512] : (tensor<1024x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x512xf32>
            %287 = stablehlo.iota dim = 0 : tensor<512x512xi32>
            %288 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
            %289 = stablehlo.compare LT, %287, %288, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
            %290 = stablehlo.iota dim = 1 : tensor<512x512xi32>
            %291 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
            %292 = stablehlo.compare LT, %290, %291, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
            %293 = stablehlo.and %289, %292 : tensor<512x512xi1>
            %c_126 = stablehlo.constant dense<0> : tensor<i32>
            %294 = func.call @_where(%293, %286, %c_126) : (tensor<512x512xi1>, tensor<512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
            %295 = stablehlo.transpose %294, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
            %296 = stablehlo.dot_general %295, %50, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
            %297 = stablehlo.dot_general %296, %277, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
            %298 = func.call @norm(%297) : (tensor<512x512xf32>) -> tensor<f32>
            %c_127 = stablehlo.constant dense<1> : tensor<i32>
            %299 = stablehlo.broadcast_in_dim %c_127, dims = [] : (tensor<i32>) -> tensor<1xi32>
            %300:9 = stablehlo.while(%iterArg_128 = %268, %iterArg_129 = %118, %iterArg_130 = %27, %iterArg_131 = %119, %iterArg_132 = %50, %iterArg_133 = %277, %iterArg_134 = %294, %iterArg_135 = %299, %iterArg_136 = %298) : tensor<f32>, tensor<512x512xf32>, tensor<i32>, tensor<i32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<1xi32>, tensor<f32>
            cond {
              %c_137 = stablehlo.constant dense<2> : tensor<i32>
              %301 = stablehlo.broadcast_in_dim %c_137, dims = [] : (tensor<i32>) -> tensor<1xi32>
              %302 = stablehlo.compare LT, %iterArg_135, %301, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
              %303 = stablehlo.compare GT, %iterArg_136, %iterArg_128, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
              %304 = stablehlo.broadcast_in_dim %303, dims = [] : (tensor<i1>) -> tensor<1xi1>
              %305 = stablehlo.and %302, %304 : tensor<1xi1>
              %306 = stablehlo.reshape %305 : (tensor<1xi1>) -> tensor<i1>
              stablehlo.return %306 : tensor<i1>
            } do {
              %301 = stablehlo.dot_general %iterArg_129, %iterArg_133, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
              %302:2 = func.call @qr(%301) : (tensor<512x512xf32>) -> (tensor<512x512xf32>, tensor<512x512xf32>)
              %303 = stablehlo.iota dim = 0 : tensor<512x512xi32>
              %304 = stablehlo.broadcast_in_dim %iterArg_130, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
              %305 = stablehlo.compare LT, %303, %304, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
              %306 = stablehlo.iota dim = 1 : tensor<512x512xi32>
              %307 = stablehlo.broadcast_in_dim %iterArg_131, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
              %308 = stablehlo.compare LT, %306, %307, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
              %309 = stablehlo.and %305, %308 : tensor<512x512xi1>
              %c_137 = stablehlo.constant dense<0> : tensor<i32>
              %310 = func.call @_where(%309, %302#0, %c_137) : (tensor<512x512xi1>, tensor<512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
              %311 = stablehlo.subtract %iterArg_130, %iterArg_131 : tensor<i32>
              %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
              %312 = stablehlo.pad %302#0, %cst_138, low = [0, 0], high = [512, 512], interior = [0, 0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<1024x1024xf32>
              %c_139 = stablehlo.constant dense<0> : tensor<i32>
              %c_140 = stablehlo.constant dense<0> : tensor<i32>
              %313 = stablehlo.compare LT, %c_139, %c_140, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
              %c_141 = stablehlo.constant dense<0> : tensor<i32>
              %c_142 = stablehlo.constant dense<1024> : tensor<i32>
              %314 = stablehlo.add %c_141, %c_142 : tensor<i32>
              %c_143 = stablehlo.constant dense<0> : tensor<i32>
              %315 = stablehlo.select %313, %314, %c_143 : tensor<i1>, tensor<i32>
              %c_144 = stablehlo.constant dense<0> : tensor<i32>
              %316 = stablehlo.compare LT, %iterArg_131, %c_144, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
              %c_145 = stablehlo.constant dense<1024> : tensor<i32>
              %317 = stablehlo.add %iterArg_131, %c_145 : tensor<i32>
              %318 = stablehlo.select %316, %317, %iterArg_131 : tensor<i1>, tensor<i32>
              %319 = stablehlo.dynamic_slice %312, %315, %318, sizes = [512, 512] : (tensor<1024x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x512xf32>
              %320 = stablehlo.iota dim = 0 : tensor<512x512xi32>
              %321 = stablehlo.broadcast_in_dim %iterArg_130, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
              %322 = stablehlo.compare LT, %320, %321, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
              %323 = stablehlo.iota dim = 1 : tensor<512x512xi32>
              %324 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
              %325 = stablehlo.compare LT, %323, %324, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
              %326 = stablehlo.and %322, %325 : tensor<512x512xi1>
              %c_146 = stablehlo.constant dense<0> : tensor<i32>
              %327 = func.call @_where(%326, %319, %c_146) : (tensor<512x512xi1>, tensor<512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
              %328 = stablehlo.transpose %327, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
              %329 = stablehlo.dot_general %328, %iterArg_132, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
              %330 = stablehlo.dot_general %329, %310, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
              %331 = func.call @norm(%330) : (tensor<512x512xf32>) -> tensor<f32>
              %c_147 = stablehlo.constant dense<1> : tensor<i32>
              %332 = stablehlo.broadcast_in_dim %c_147, dims = [] : (tensor<i32>) -> tensor<1xi32>
              %333 = stablehlo.add %iterArg_135, %332 : tensor<1xi32>
              stablehlo.return %iterArg_128, %iterArg_129, %iterArg_130, %iterArg_131, %iterArg_132, %310, %327, %333, %331 : tensor<f32>, tensor<512x512xf32>, tensor<i32>, tensor<i32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<1xi32>, tensor<f32>
            }
            stablehlo.return %300#6, %300#5 : tensor<512x512xf32>, tensor<512x512xf32>
          }) : (tensor<i32>) -> (tensor<512x512xf32>, tensor<512x512xf32>)
          %123 = stablehlo.transpose %122#0, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
          %124 = stablehlo.dot_general %123, %50, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
          %125 = stablehlo.dot_general %124, %122#0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
          %126 = stablehlo.transpose %122#1, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
          %127 = stablehlo.dot_general %126, %50, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
          %128 = stablehlo.dot_general %127, %122#1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
          %129 = stablehlo.dot_general %79, %122#0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
          %130 = stablehlo.dot_general %79, %122#1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
          %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %131 = stablehlo.pad %iterArg_14, %cst_48, low = [0, 0], high = [512, 512], interior = [0, 0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<1024x1024xf32>
          %c_49 = stablehlo.constant dense<0> : tensor<i32>
          %132 = stablehlo.compare LT, %25, %c_49, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_50 = stablehlo.constant dense<1024> : tensor<i32>
          %133 = stablehlo.add %25, %c_50 : tensor<i32>
          %134 = stablehlo.select %132, %133, %25 : tensor<i1>, tensor<i32>
          %c_51 = stablehlo.constant dense<0> : tensor<i32>
          %c_52 = stablehlo.constant dense<0> : tensor<i32>
          %135 = stablehlo.compare LT, %c_51, %c_52, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_53 = stablehlo.constant dense<0> : tensor<i32>
          %c_54 = stablehlo.constant dense<1024> : tensor<i32>
          %136 = stablehlo.add %c_53, %c_54 : tensor<i32>
          %c_55 = stablehlo.constant dense<0> : tensor<i32>
          %137 = stablehlo.select %135, %136, %c_55 : tensor<i1>, tensor<i32>
          %138 = stablehlo.dynamic_slice %131, %134, %137, sizes = [512, 512] : (tensor<1024x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x512xf32>
          %139 = stablehlo.iota dim = 0 : tensor<512x512xi32>
          %140 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
          %141 = stablehlo.compare LT, %139, %140, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
          %142 = stablehlo.iota dim = 1 : tensor<512x512xi32>
          %143 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
          %144 = stablehlo.compare LT, %142, %143, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
          %145 = stablehlo.and %141, %144 : tensor<512x512xi1>
          %146 = func.call @_where_15(%145, %125, %138) : (tensor<512x512xi1>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
          %c_56 = stablehlo.constant dense<0> : tensor<i32>
          %147 = stablehlo.compare LT, %25, %c_56, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_57 = stablehlo.constant dense<1024> : tensor<i32>
          %148 = stablehlo.add %25, %c_57 : tensor<i32>
          %149 = stablehlo.select %147, %148, %25 : tensor<i1>, tensor<i32>
          %c_58 = stablehlo.constant dense<0> : tensor<i32>
          %c_59 = stablehlo.constant dense<0> : tensor<i32>
          %150 = stablehlo.compare LT, %c_58, %c_59, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_60 = stablehlo.constant dense<0> : tensor<i32>
          %c_61 = stablehlo.constant dense<1024> : tensor<i32>
          %151 = stablehlo.add %c_60, %c_61 : tensor<i32>
          %c_62 = stablehlo.constant dense<0> : tensor<i32>
          %152 = stablehlo.select %150, %151, %c_62 : tensor<i1>, tensor<i32>
          %153 = stablehlo.dynamic_update_slice %131, %146, %149, %152 : (tensor<1024x1024xf32>, tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1024x1024xf32>
          %154 = stablehlo.slice %153 [0:512, 0:512] : (tensor<1024x1024xf32>) -> tensor<512x512xf32>
          %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %155 = stablehlo.pad %iterArg_15, %cst_63, low = [0, 0], high = [512, 512], interior = [0, 0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<1024x1024xf32>
          %c_64 = stablehlo.constant dense<0> : tensor<i32>
          %c_65 = stablehlo.constant dense<0> : tensor<i32>
          %156 = stablehlo.compare LT, %c_64, %c_65, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_66 = stablehlo.constant dense<0> : tensor<i32>
          %c_67 = stablehlo.constant dense<1024> : tensor<i32>
          %157 = stablehlo.add %c_66, %c_67 : tensor<i32>
          %c_68 = stablehlo.constant dense<0> : tensor<i32>
          %158 = stablehlo.select %156, %157, %c_68 : tensor<i1>, tensor<i32>
          %c_69 = stablehlo.constant dense<0> : tensor<i32>
          %159 = stablehlo.compare LT, %25, %c_69, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_70 = stablehlo.constant dense<1024> : tensor<i32>
          %160 = stablehlo.add %25, %c_70 : tensor<i32>
          %161 = stablehlo.select %159, %160, %25 : tensor<i1>, tensor<i32>
          %162 = stablehlo.dynamic_slice %155, %158, %161, sizes = [512, 512] : (tensor<1024x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x512xf32>
          %163 = stablehlo.iota dim = 0 : tensor<512x512xi32>
          %164 = stablehlo.broadcast_in_dim %iterArg_9, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
          %165 = stablehlo.compare LT, %163, %164, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
          %166 = stablehlo.iota dim = 1 : tensor<512x512xi32>
          %167 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
          %168 = stablehlo.compare LT, %166, %167, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
          %169 = stablehlo.and %165, %168 : tensor<512x512xi1>
          %170 = func.call @_where_15(%169, %129, %162) : (tensor<512x512xi1>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
          %c_71 = stablehlo.constant dense<0> : tensor<i32>
          %c_72 = stablehlo.constant dense<0> : tensor<i32>
          %171 = stablehlo.compare LT, %c_71, %c_72, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_73 = stablehlo.constant dense<0> : tensor<i32>
          %c_74 = stablehlo.constant dense<1024> : tensor<i32>
          %172 = stablehlo.add %c_73, %c_74 : tensor<i32>
          %c_75 = stablehlo.constant dense<0> : tensor<i32>
          %173 = stablehlo.select %171, %172, %c_75 : tensor<i1>, tensor<i32>
          %c_76 = stablehlo.constant dense<0> : tensor<i32>
          %174 = stablehlo.compare LT, %25, %c_76, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_77 = stablehlo.constant dense<1024> : tensor<i32>
          %175 = stablehlo.add %25, %c_77 : tensor<i32>
          %176 = stablehlo.select %174, %175, %25 : tensor<i1>, tensor<i32>
          %177 = stablehlo.dynamic_update_slice %155, %170, %173, %176 : (tensor<1024x1024xf32>, tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1024x1024xf32>
          %178 = stablehlo.slice %177 [0:512, 0:512] : (tensor<1024x1024xf32>) -> tensor<512x512xf32>
          %c_78 = stablehlo.constant dense<1> : tensor<i32>
          %179 = stablehlo.add %28, %c_78 : tensor<i32>
          %180 = func.call @dynamic_update_index_in_dim(%iterArg_12, %25, %28) : (tensor<513xi32>, tensor<i32>, tensor<i32>) -> tensor<513xi32>
          %181 = func.call @dynamic_update_index_in_dim(%iterArg_13, %115, %28) : (tensor<513xi32>, tensor<i32>, tensor<i32>) -> tensor<513xi32>
          %182 = stablehlo.add %25, %115 : tensor<i32>
          %c_79 = stablehlo.constant dense<1> : tensor<i32>
          %183:5 = "stablehlo.case"(%c_79) ({
            stablehlo.return %iterArg_14, %iterArg_15, %28, %iterArg_12, %iterArg_13 : tensor<512x512xf32>, tensor<512x512xf32>, tensor<i32>, tensor<513xi32>, tensor<513xi32>
          }, {
            stablehlo.return %154, %178, %179, %180, %181 : tensor<512x512xf32>, tensor<512x512xf32>, tensor<i32>, tensor<513xi32>, tensor<513xi32>
          }) : (tensor<i32>) -> (tensor<512x512xf32>, tensor<512x512xf32>, tensor<i32>, tensor<513xi32>, tensor<513xi32>)
          %184 = stablehlo.add %25, %115 : tensor<i32>
          %185 = stablehlo.subtract %27, %115 : tensor<i32>
          %186 = stablehlo.subtract %27, %115 : tensor<i32>
          %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %187 = stablehlo.pad %183#0, %cst_80, low = [0, 0], high = [512, 512], interior = [0, 0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<1024x1024xf32>
          %c_81 = stablehlo.constant dense<0> : tensor<i32>
          %188 = stablehlo.compare LT, %184, %c_81, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_82 = stablehlo.constant dense<1024> : tensor<i32>
          %189 = stablehlo.add %184, %c_82 : tensor<i32>
          %190 = stablehlo.select %188, %189, %184 : tensor<i1>, tensor<i32>
          %c_83 = stablehlo.constant dense<0> : tensor<i32>
          %c_84 = stablehlo.constant dense<0> : tensor<i32>
          %191 = stablehlo.compare LT, %c_83, %c_84, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_85 = stablehlo.constant dense<0> : tensor<i32>
          %c_86 = stablehlo.constant dense<1024> : tensor<i32>
          %192 = stablehlo.add %c_85, %c_86 : tensor<i32>
          %c_87 = stablehlo.constant dense<0> : tensor<i32>
          %193 = stablehlo.select %191, %192, %c_87 : tensor<i1>, tensor<i32>
          %194 = stablehlo.dynamic_slice %187, %190, %193, sizes = [512, 512] : (tensor<1024x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x512xf32>
          %195 = stablehlo.iota dim = 0 : tensor<512x512xi32>
          %196 = stablehlo.broadcast_in_dim %185, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
          %197 = stablehlo.compare LT, %195, %196, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
          %198 = stablehlo.iota dim = 1 : tensor<512x512xi32>
          %199 = stablehlo.broadcast_in_dim %186, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
          %200 = stablehlo.compare LT, %198, %199, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
          %201 = stablehlo.and %197, %200 : tensor<512x512xi1>
          %202 = func.call @_where_15(%201, %128, %194) : (tensor<512x512xi1>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
          %c_88 = stablehlo.constant dense<0> : tensor<i32>
          %203 = stablehlo.compare LT, %184, %c_88, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_89 = stablehlo.constant dense<1024> : tensor<i32>
          %204 = stablehlo.add %184, %c_89 : tensor<i32>
          %205 = stablehlo.select %203, %204, %184 : tensor<i1>, tensor<i32>
          %c_90 = stablehlo.constant dense<0> : tensor<i32>
          %c_91 = stablehlo.constant dense<0> : tensor<i32>
          %206 = stablehlo.compare LT, %c_90, %c_91, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_92 = stablehlo.constant dense<0> : tensor<i32>
          %c_93 = stablehlo.constant dense<1024> : tensor<i32>
          %207 = stablehlo.add %c_92, %c_93 : tensor<i32>
          %c_94 = stablehlo.constant dense<0> : tensor<i32>
          %208 = stablehlo.select %206, %207, %c_94 : tensor<i1>, tensor<i32>
          %209 = stablehlo.dynamic_update_slice %187, %202, %205, %208 : (tensor<1024x1024xf32>, tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1024x1024xf32>
          %210 = stablehlo.slice %209 [0:512, 0:512] : (tensor<1024x1024xf32>) -> tensor<512x512xf32>
          %211 = stablehlo.add %25, %115 : tensor<i32>
          %212 = stablehlo.subtract %27, %115 : tensor<i32>
          %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %213 = stablehlo.pad %183#1, %cst_95, low = [0, 0], high = [512, 512], interior = [0, 0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<1024x1024xf32>
          %c_96 = stablehlo.constant dense<0> : tensor<i32>
          %c_97 = stablehlo.constant dense<0> : tensor<i32>
          %214 = stablehlo.compare LT, %c_96, %c_97, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_98 = stablehlo.constant dense<0> : tensor<i32>
          %c_99 = stablehlo.constant dense<1024> : tensor<i32>
          %215 = stablehlo.add %c_98, %c_99 : tensor<i32>
          %c_100 = stablehlo.constant dense<0> : tensor<i32>
          %216 = stablehlo.select %214, %215, %c_100 : tensor<i1>, tensor<i32>
          %c_101 = stablehlo.constant dense<0> : tensor<i32>
          %217 = stablehlo.compare LT, %211, %c_101, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_102 = stablehlo.constant dense<1024> : tensor<i32>
          %218 = stablehlo.add %211, %c_102 : tensor<i32>
          %219 = stablehlo.select %217, %218, %211 : tensor<i1>, tensor<i32>
          %220 = stablehlo.dynamic_slice %213, %216, %219, sizes = [512, 512] : (tensor<1024x1024xf32>, tensor<i32>, tensor<i32>) -> tensor<512x512xf32>
          %221 = stablehlo.iota dim = 0 : tensor<512x512xi32>
          %222 = stablehlo.broadcast_in_dim %iterArg_9, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
          %223 = stablehlo.compare LT, %221, %222, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
          %224 = stablehlo.iota dim = 1 : tensor<512x512xi32>
          %225 = stablehlo.broadcast_in_dim %212, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
          %226 = stablehlo.compare LT, %224, %225, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
          %227 = stablehlo.and %223, %226 : tensor<512x512xi1>
          %228 = func.call @_where_15(%227, %130, %220) : (tensor<512x512xi1>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
          %c_103 = stablehlo.constant dense<0> : tensor<i32>
          %c_104 = stablehlo.constant dense<0> : tensor<i32>
          %229 = stablehlo.compare LT, %c_103, %c_104, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_105 = stablehlo.constant dense<0> : tensor<i32>
          %c_106 = stablehlo.constant dense<1024> : tensor<i32>
          %230 = stablehlo.add %c_105, %c_106 : tensor<i32>
          %c_107 = stablehlo.constant dense<0> : tensor<i32>
          %231 = stablehlo.select %229, %230, %c_107 : tensor<i1>, tensor<i32>
          %c_108 = stablehlo.constant dense<0> : tensor<i32>
          %232 = stablehlo.compare LT, %211, %c_108, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_109 = stablehlo.constant dense<1024> : tensor<i32>
          %233 = stablehlo.add %211, %c_109 : tensor<i32>
          %234 = stablehlo.select %232, %233, %211 : tensor<i1>, tensor<i32>
          %235 = stablehlo.dynamic_update_slice %213, %228, %231, %234 : (tensor<1024x1024xf32>, tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1024x1024xf32>
          %236 = stablehlo.slice %235 [0:512, 0:512] : (tensor<1024x1024xf32>) -> tensor<512x512xf32>
          %237 = stablehlo.add %25, %115 : tensor<i32>
          %238 = stablehlo.subtract %27, %115 : tensor<i32>
          %c_110 = stablehlo.constant dense<1> : tensor<i32>
          %239 = stablehlo.add %183#2, %c_110 : tensor<i32>
          %240 = func.call @dynamic_update_index_in_dim(%183#3, %237, %183#2) : (tensor<513xi32>, tensor<i32>, tensor<i32>) -> tensor<513xi32>
          %241 = func.call @dynamic_update_index_in_dim(%183#4, %238, %183#2) : (tensor<513xi32>, tensor<i32>, tensor<i32>) -> tensor<513xi32>
          %242 = stablehlo.add %25, %115 : tensor<i32>
          %243 = stablehlo.add %25, %27 : tensor<i32>
          %c_111 = stablehlo.constant dense<1> : tensor<i32>
          %244:5 = "stablehlo.case"(%c_111) ({
            stablehlo.return %183#0, %183#1, %183#2, %183#3, %183#4 : tensor<512x512xf32>, tensor<512x512xf32>, tensor<i32>, tensor<513xi32>, tensor<513xi32>
          }, {
            stablehlo.return %210, %236, %239, %240, %241 : tensor<512x512xf32>, tensor<512x512xf32>, tensor<i32>, tensor<513xi32>, tensor<513xi32>
          }) : (tensor<i32>) -> (tensor<512x512xf32>, tensor<512x512xf32>, tensor<i32>, tensor<513xi32>, tensor<513xi32>)
          stablehlo.return %244#2, %244#3, %244#4, %244#0, %244#1 : tensor<i32>, tensor<513xi32>, tensor<513xi32>, tensor<512x512xf32>, tensor<512x512xf32>
        }, {
          %64 = func.call @_diag(%50) : (tensor<512x512xf32>) -> tensor<512xf32>
          %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
          %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %66 = stablehlo.pad %iterArg_14, %cst_33, low = [0, 0], high = [512, 1], interior = [0, 0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<1024x513xf32>
          %c_34 = stablehlo.constant dense<0> : tensor<i32>
          %67 = stablehlo.compare LT, %25, %c_34, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_35 = stablehlo.constant dense<1024> : tensor<i32>
          %68 = stablehlo.add %25, %c_35 : tensor<i32>
          %69 = stablehlo.select %67, %68, %25 : tensor<i1>, tensor<i32>
          %c_36 = stablehlo.constant dense<0> : tensor<i32>
          %c_37 = stablehlo.constant dense<0> : tensor<i32>
          %70 = stablehlo.compare LT, %c_36, %c_37, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_38 = stablehlo.constant dense<0> : tensor<i32>
          %c_39 = stablehlo.constant dense<513> : tensor<i32>
          %71 = stablehlo.add %c_38, %c_39 : tensor<i32>
          %c_40 = stablehlo.constant dense<0> : tensor<i32>
          %72 = stablehlo.select %70, %71, %c_40 : tensor<i1>, tensor<i32>
          %73 = stablehlo.dynamic_slice %66, %69, %72, sizes = [512, 1] : (tensor<1024x513xf32>, tensor<i32>, tensor<i32>) -> tensor<512x1xf32>
          %74 = stablehlo.iota dim = 0 : tensor<512x1xi32>
          %75 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<512x1xi32>
          %76 = stablehlo.compare LT, %74, %75, SIGNED : (tensor<512x1xi32>, tensor<512x1xi32>) -> tensor<512x1xi1>
          %77 = stablehlo.iota dim = 1 : tensor<512x1xi32>
          %c_41 = stablehlo.constant dense<1> : tensor<i32>
          %78 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<512x1xi32>
          %79 = stablehlo.compare LT, %77, %78, SIGNED : (tensor<512x1xi32>, tensor<512x1xi32>) -> tensor<512x1xi1>
          %80 = stablehlo.and %76, %79 : tensor<512x1xi1>
          %81 = func.call @_where_17(%80, %65, %73) : (tensor<512x1xi1>, tensor<512x1xf32>, tensor<512x1xf32>) -> tensor<512x1xf32>
          %c_42 = stablehlo.constant dense<0> : tensor<i32>
          %82 = stablehlo.compare LT, %25, %c_42, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_43 = stablehlo.constant dense<1024> : tensor<i32>
          %83 = stablehlo.add %25, %c_43 : tensor<i32>
          %84 = stablehlo.select %82, %83, %25 : tensor<i1>, tensor<i32>
          %c_44 = stablehlo.constant dense<0> : tensor<i32>
          %c_45 = stablehlo.constant dense<0> : tensor<i32>
          %85 = stablehlo.compare LT, %c_44, %c_45, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_46 = stablehlo.constant dense<0> : tensor<i32>
          %c_47 = stablehlo.constant dense<513> : tensor<i32>
          %86 = stablehlo.add %c_46, %c_47 : tensor<i32>
          %c_48 = stablehlo.constant dense<0> : tensor<i32>
          %87 = stablehlo.select %85, %86, %c_48 : tensor<i1>, tensor<i32>
          %88 = stablehlo.dynamic_update_slice %66, %81, %84, %87 : (tensor<1024x513xf32>, tensor<512x1xf32>, tensor<i32>, tensor<i32>) -> tensor<1024x513xf32>
          %89 = stablehlo.slice %88 [0:512, 0:512] : (tensor<1024x513xf32>) -> tensor<512x512xf32>
          stablehlo.return %28, %iterArg_12, %iterArg_13, %89, %iterArg_15 : tensor<i32>, tensor<513xi32>, tensor<513xi32>, tensor<512x512xf32>, tensor<512x512xf32>
        }) : (tensor<i32>) -> (tensor<i32>, tensor<513xi32>, tensor<513xi32>, tensor<512x512xf32>, tensor<512x512xf32>)
        stablehlo.return %63#0, %63#1, %63#2, %63#3, %63#4 : tensor<i32>, tensor<513xi32>, tensor<513xi32>, tensor<512x512xf32>, tensor<512x512xf32>
      }, {
        %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %35 = stablehlo.pad %iterArg_14, %cst, low = [0, 0], high = [288, 288], interior = [0, 0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<800x800xf32>
        %c_22 = stablehlo.constant dense<0> : tensor<i32>
        %36 = stablehlo.compare LT, %25, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_23 = stablehlo.constant dense<800> : tensor<i32>
        %37 = stablehlo.add %25, %c_23 : tensor<i32>
        %38 = stablehlo.select %36, %37, %25 : tensor<i1>, tensor<i32>
        %c_24 = stablehlo.constant dense<0> : tensor<i32>
        %c_25 = stablehlo.constant dense<0> : tensor<i32>
        %39 = stablehlo.compare LT, %c_24, %c_25, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_26 = stablehlo.constant dense<0> : tensor<i32>
        %c_27 = stablehlo.constant dense<800> : tensor<i32>
        %40 = stablehlo.add %c_26, %c_27 : tensor<i32>
        %c_28 = stablehlo.constant dense<0> : tensor<i32>
        %41 = stablehlo.select %39, %40, %c_28 : tensor<i1>, tensor<i32>
        %42 = stablehlo.dynamic_slice %35, %38, %41, sizes = [288, 288] : (tensor<800x800xf32>, tensor<i32>, tensor<i32>) -> tensor<288x288xf32>
        %43 = stablehlo.iota dim = 0 : tensor<288x288xi32>
        %44 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
        %45 = stablehlo.compare LT, %43, %44, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
        %46 = stablehlo.iota dim = 1 : tensor<288x288xi32>
        %47 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
        %48 = stablehlo.compare LT, %46, %47, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
        %49 = stablehlo.and %45, %48 : tensor<288x288xi1>
        %c_29 = stablehlo.constant dense<0> : tensor<i32>
        %50 = func.call @_where_18(%49, %42, %c_29) : (tensor<288x288xi1>, tensor<288x288xf32>, tensor<i32>) -> tensor<288x288xf32>
        %51 = func.call @norm_19(%50) : (tensor<288x288xf32>) -> tensor<f32>
        %52 = func.call @_diag_20(%50) : (tensor<288x288xf32>) -> tensor<288xf32>
        %53 = func.call @_diag_22(%52) : (tensor<288xf32>) -> tensor<288x288xf32>
        %54 = stablehlo.subtract %50, %53 : tensor<288x288xf32>
        %55 = func.call @norm_19(%54) : (tensor<288x288xf32>) -> tensor<f32>
        %cst_30 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
        %cst_31 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %56 = stablehlo.multiply %cst_30, %cst_31 : tensor<f32>
        %57 = stablehlo.multiply %56, %51 : tensor<f32>
        %58 = stablehlo.compare LE, %55, %57, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %cst_32 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
        %59 = stablehlo.multiply %cst_32, %iterArg_10 : tensor<f32>
        %60 = stablehlo.compare LT, %51, %59, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %61 = stablehlo.or %58, %60 : tensor<i1>
        %62 = stablehlo.convert %61 : (tensor<i1>) -> tensor<i32>
        %63:5 = "stablehlo.case"(%62) ({
          %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %64 = stablehlo.pad %iterArg_15, %cst_33, low = [0, 0], high = [512, 288], interior = [0, 0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<1024x800xf32>
          %c_34 = stablehlo.constant dense<0> : tensor<i32>
          %c_35 = stablehlo.constant dense<0> : tensor<i32>
          %65 = stablehlo.compare LT, %c_34, %c_35, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_36 = stablehlo.constant dense<0> : tensor<i32>
          %c_37 = stablehlo.constant dense<1024> : tensor<i32>
          %66 = stablehlo.add %c_36, %c_37 : tensor<i32>
          %c_38 = stablehlo.constant dense<0> : tensor<i32>
          %67 = stablehlo.select %65, %66, %c_38 : tensor<i1>, tensor<i32>
          %c_39 = stablehlo.constant dense<0> : tensor<i32>
          %68 = stablehlo.compare LT, %25, %c_39, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_40 = stablehlo.constant dense<800> : tensor<i32>
          %69 = stablehlo.add %25, %c_40 : tensor<i32>
          %70 = stablehlo.select %68, %69, %25 : tensor<i1>, tensor<i32>
          %71 = stablehlo.dynamic_slice %64, %67, %70, sizes = [512, 288] : (tensor<1024x800xf32>, tensor<i32>, tensor<i32>) -> tensor<512x288xf32>
          %72 = stablehlo.iota dim = 0 : tensor<512x288xi32>
          %73 = stablehlo.broadcast_in_dim %iterArg_9, dims = [] : (tensor<i32>) -> tensor<512x288xi32>
          %74 = stablehlo.compare LT, %72, %73, SIGNED : (tensor<512x288xi32>, tensor<512x288xi32>) -> tensor<512x288xi1>
          %75 = stablehlo.iota dim = 1 : tensor<512x288xi32>
          %76 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<512x288xi32>
          %77 = stablehlo.compare LT, %75, %76, SIGNED : (tensor<512x288xi32>, tensor<512x288xi32>) -> tensor<512x288xi1>
          %78 = stablehlo.and %74, %77 : tensor<512x288xi1>
          %c_41 = stablehlo.constant dense<0> : tensor<i32>
          %79 = func.call @_where_24(%78, %71, %c_41) : (tensor<512x288xi1>, tensor<512x288xf32>, tensor<i32>) -> tensor<512x288xf32>
          %80 = func.call @_diag_20(%50) : (tensor<288x288xf32>) -> tensor<288xf32>
          %81 = stablehlo.iota dim = 0 : tensor<288xi32>
          %82 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<288xi32>
          %83 = stablehlo.compare LT, %81, %82, SIGNED : (tensor<288xi32>, tensor<288xi32>) -> tensor<288xi1>
          %cst_42 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
          %84 = func.call @_where_25(%83, %80, %cst_42) : (tensor<288xi1>, tensor<288xf32>, tensor<f32>) -> tensor<288xf32>
          %85 = func.call @nanmedian_26(%84) : (tensor<288xf32>) -> tensor<f32>
          %86 = stablehlo.iota dim = 0 : tensor<288x288xi32>
          %87 = stablehlo.iota dim = 1 : tensor<288x288xi32>
          %c_43 = stablehlo.constant dense<0> : tensor<i32>
          %88 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
          %89 = stablehlo.add %86, %88 : tensor<288x288xi32>
          %90 = stablehlo.compare EQ, %89, %87, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
          %91 = stablehlo.convert %90 : (tensor<288x288xi1>) -> tensor<288x288xf32>
          %92 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<288x288xf32>
          %93 = stablehlo.multiply %92, %91 : tensor<288x288xf32>
          %94 = stablehlo.subtract %50, %93 : tensor<288x288xf32>
          %95:4 = func.call @qdwh_29(%94, %27, %27) : (tensor<288x288xf32>, tensor<i32>, tensor<i32>) -> (tensor<288x288xf32>, tensor<288x288xf32>, tensor<i32>, tensor<i1>)
          %96 = stablehlo.iota dim = 0 : tensor<288x288xi32>
          %97 = stablehlo.iota dim = 1 : tensor<288x288xi32>
          %c_44 = stablehlo.constant dense<0> : tensor<i32>
          %98 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
          %99 = stablehlo.add %96, %98 : tensor<288x288xi32>
          %100 = stablehlo.compare EQ, %99, %97, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
          %101 = stablehlo.convert %100 : (tensor<288x288xi1>) -> tensor<288x288xf32>
          %102 = stablehlo.iota dim = 0 : tensor<288x288xi32>
          %103 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
          %104 = stablehlo.compare LT, %102, %103, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
          %105 = stablehlo.iota dim = 1 : tensor<288x288xi32>
          %106 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
          %107 = stablehlo.compare LT, %105, %106, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
          %108 = stablehlo.and %104, %107 : tensor<288x288xi1>
          %c_45 = stablehlo.constant dense<0> : tensor<i32>
          %109 = func.call @_where_18(%108, %101, %c_45) : (tensor<288x288xi1>, tensor<288x288xf32>, tensor<i32>) -> tensor<288x288xf32>
          %110 = stablehlo.subtract %95#0, %109 : tensor<288x288xf32>
          %cst_46 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
          %111 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<288x288xf32>
          %112 = stablehlo.multiply %111, %110 : tensor<288x288xf32>
          %113 = func.call @trace_35(%112) : (tensor<288x288xf32>) -> tensor<f32>
          %114 = func.call @round(%113) : (tensor<f32>) -> tensor<f32>
          %115 = stablehlo.convert %114 : (tensor<f32>) -> tensor<i32>
          %116 = stablehlo.add %95#0, %109 : tensor<288x288xf32>
          %cst_47 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
          %117 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<288x288xf32>
          %118 = stablehlo.multiply %117, %116 : tensor<288x288xf32>
          %119 = stablehlo.subtract %27, %115 : tensor<i32>
          %120 = stablehlo.compare LT, %119, %115, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %121 = stablehlo.convert %120 : (tensor<i1>) -> tensor<i32>
          %122:2 = "stablehlo.case"(%121) ({
            %245 = func.call @norm_36(%112) : (tensor<288x288xf32>) -> tensor<288xf32>
            %246 = stablehlo.negate %245 : tensor<288xf32>
            %247 = stablehlo.iota dim = 0 : tensor<288xi32>
            %248 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<288xi32>
            %249 = stablehlo.compare LT, %247, %248, SIGNED : (tensor<288xi32>, tensor<288xi32>) -> tensor<288xi1>
            %cst_112 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
            %250 = func.call @_where_25(%249, %246, %cst_112) : (tensor<288xi1>, tensor<288xf32>, tensor<f32>) -> tensor<288xf32>
            %251 = func.call @argsort_37(%250) : (tensor<288xf32>) -> tensor<288xi32>
            %c_113 = stablehlo.constant dense<0> : tensor<i32>
            %252 = stablehlo.broadcast_in_dim %c_113, dims = [] : (tensor<i32>) -> tensor<288xi32>
            %253 = stablehlo.compare LT, %251, %252, SIGNED : (tensor<288xi32>, tensor<288xi32>) -> tensor<288xi1>
            %c_114 = stablehlo.constant dense<288> : tensor<i32>
            %254 = stablehlo.broadcast_in_dim %c_114, dims = [] : (tensor<i32>) -> tensor<288xi32>
            %255 = stablehlo.add %251, %254 : tensor<288xi32>
            %256 = stablehlo.select %253, %255, %251 : tensor<288xi1>, tensor<288xi32>
            %257 = stablehlo.broadcast_in_dim %256, dims = [0] : (tensor<288xi32>) -> tensor<288x1xi32>
            %258 = "stablehlo.gather"(%112, %257) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 288, 1>}> : (tensor<288x288xf32>, tensor<288x1xi32>) -> tensor<288x288xf32>
            %259 = stablehlo.iota dim = 0 : tensor<288x288xi32>
            %260 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
            %261 = stablehlo.compare LT, %259, %260, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
            %262 = stablehlo.iota dim = 1 : tensor<288x288xi32>
            %263 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
            %264 = stablehlo.compare LT, %262, %263, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
            %265 = stablehlo.and %261, %264 : tensor<288x288xi1>
            %c_115 = stablehlo.constant dense<0> : tensor<i32>
            %266 = func.call @_where_18(%265, %258, %c_115) : (tensor<288x288xi1>, tensor<288x288xf32>, tensor<i32>) -> tensor<288x288xf32>
            %267 = func.call @norm_19(%50) : (tensor<288x288xf32>) -> tensor<f32>
            %cst_116 = stablehlo.constant dense<1.1920929E-6> : tensor<f32>
            %268 = stablehlo.multiply %cst_116, %267 : tensor<f32>
            %269:2 = func.call @qr_38(%266) : (tensor<288x288xf32>) -> (tensor<288x288xf32>, tensor<288x288xf32>)
            %270 = stablehlo.iota dim = 0 : tensor<288x288xi32>
            %271 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
            %272 = stablehlo.compare LT, %270, %271, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
            %273 = stablehlo.iota dim = 1 : tensor<288x288xi32>
            %274 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
            %275 = stablehlo.compare LT, %273, %274, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
            %276 = stablehlo.and %272, %275 : tensor<288x288xi1>
            %c_117 = stablehlo.constant dense<0> : tensor<i32>
            %277 = func.call @_where_18(%276, %269#0, %c_117) : (tensor<288x288xi1>, tensor<288x288xf32>, tensor<i32>) -> tensor<288x288xf32>
            %278 = stablehlo.subtract %27, %115 : tensor<i32>
            %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
            %279 = stablehlo.pad %269#0, %cst_118, low = [0, 0], high = [288, 288], interior = [0, 0] : (tensor<288x288xf32>, tensor<f32>) -> tensor<576x576xf32>
            %c_119 = stablehlo.constant dense<0> : tensor<i32>
            %c_120 = stablehlo.constant dense<0> : tensor<i32>
            %280 = stablehlo.compare LT, %c_119, %c_120, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
            %c_121 = stablehlo.constant dense<0> : tensor<i32>
            %c_122 = stablehlo.constant dense<576> : tensor<i32>
            %281 = stablehlo.add %c_121, %c_122 : tensor<i32>
            %c_123 = stablehlo.constant dense<0> : tensor<i32>
            %282 = stablehlo.select %280, %281, %c_123 : tensor<i1>, tensor<i32>
            %c_124 = stablehlo.constant dense<0> : tensor<i32>
            %283 = stablehlo.compare LT, %115, %c_124, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
            %c_125 = stablehlo.constant dense<576> : tensor<i32>
            %284 = stablehlo.add %115, %c_125 : tensor<i32>
            %285 = stablehlo.select %283, %284, %115 : tensor<i1>, tensor<i32>
            %286 = stablehlo.dynamic_slice %279, %282, %285, sizes = [288, 288] : (tensor<576x576xf32>, tensor<i32>, tensor<i32>) -> tensor<288x288xf32>
            %287 = stablehlo.iota dim = 0 : tensor<288x288xi32>
            %288 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
            %289 = stablehlo.compare LT, %287, %288, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
            %290 = stablehlo.iota dim = 1 : tensor<288x288xi32>
            %291 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
            %292 = stablehlo.compare LT, %290, %291, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
            %293 = stablehlo.and %289, %292 : tensor<288x288xi1>
            %c_126 = stablehlo.constant dense<0> : tensor<i32>
            %294 = func.call @_where_18(%293, %286, %c_126) : (tensor<288x288xi1>, tensor<288x288xf32>, tensor<i32>) -> tensor<288x288xf32>
            %295 = stablehlo.transpose %294, dims = [1, 0] : (tensor<288x288xf32>) -> tensor<288x288xf32>
            %296 = stablehlo.dot_general %295, %50, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
            %297 = stablehlo.dot_general %296, %277, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
            %298 = func.call @norm_19(%297) : (tensor<288x288xf32>) -> tensor<f32>
            %c_127 = stablehlo.constant dense<1> : tensor<i32>
            %299 = stablehlo.broadcast_in_dim %c_127, dims = [] : (tensor<i32>) -> tensor<1xi32>
            %300:9 = stablehlo.while(%iterArg_128 = %268, %iterArg_129 = %112, %iterArg_130 = %27, %iterArg_131 = %115, %iterArg_132 = %50, %iterArg_133 = %277, %iterArg_134 = %294, %iterArg_135 = %299, %iterArg_136 = %298) : tensor<f32>, tensor<288x288xf32>, tensor<i32>, tensor<i32>, tensor<288x288xf32>, tensor<288x288xf32>, tensor<288x288xf32>, tensor<1xi32>, tensor<f32>
            cond {
              %c_137 = stablehlo.constant dense<2> : tensor<i32>
              %301 = stablehlo.broadcast_in_dim %c_137, dims = [] : (tensor<i32>) -> tensor<1xi32>
              %302 = stablehlo.compare LT, %iterArg_135, %301, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
              %303 = stablehlo.compare GT, %iterArg_136, %iterArg_128, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
              %304 = stablehlo.broadcast_in_dim %303, dims = [] : (tensor<i1>) -> tensor<1xi1>
              %305 = stablehlo.and %302, %304 : tensor<1xi1>
              %306 = stablehlo.reshape %305 : (tensor<1xi1>) -> tensor<i1>
              stablehlo.return %306 : tensor<i1>
            } do {
              %301 = stablehlo.dot_general %iterArg_129, %iterArg_133, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
              %302:2 = func.call @qr_38(%301) : (tensor<288x288xf32>) -> (tensor<288x288xf32>, tensor<288x288xf32>)
              %303 = stablehlo.iota dim = 0 : tensor<288x288xi32>
              %304 = stablehlo.broadcast_in_dim %iterArg_130, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
              %305 = stablehlo.compare LT, %303, %304, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
              %306 = stablehlo.iota dim = 1 : tensor<288x288xi32>
              %307 = stablehlo.broadcast_in_dim %iterArg_131, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
              %308 = stablehlo.compare LT, %306, %307, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
              %309 = stablehlo.and %305, %308 : tensor<288x288xi1>
              %c_137 = stablehlo.constant dense<0> : tensor<i32>
              %310 = func.call @_where_18(%309, %302#0, %c_137) : (tensor<288x288xi1>, tensor<288x288xf32>, tensor<i32>) -> tensor<288x288xf32>
              %311 = stablehlo.subtract %iterArg_130, %iterArg_131 : tensor<i32>
              %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
              %312 = stablehlo.pad %302#0, %cst_138, low = [0, 0], high = [288, 288], interior = [0, 0] : (tensor<288x288xf32>, tensor<f32>) -> tensor<576x576xf32>
              %c_139 = stablehlo.constant dense<0> : tensor<i32>
              %c_140 = stablehlo.constant dense<0> : tensor<i32>
              %313 = stablehlo.compare LT, %c_139, %c_140, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
              %c_141 = stablehlo.constant dense<0> : tensor<i32>
              %c_142 = stablehlo.constant dense<576> : tensor<i32>
              %314 = stablehlo.add %c_141, %c_142 : tensor<i32>
              %c_143 = stablehlo.constant dense<0> : tensor<i32>
              %315 = stablehlo.select %313, %314, %c_143 : tensor<i1>, tensor<i32>
              %c_144 = stablehlo.constant dense<0> : tensor<i32>
              %316 = stablehlo.compare LT, %iterArg_131, %c_144, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
              %c_145 = stablehlo.constant dense<576> : tensor<i32>
              %317 = stablehlo.add %iterArg_131, %c_145 : tensor<i32>
              %318 = stablehlo.select %316, %317, %iterArg_131 : tensor<i1>, tensor<i32>
              %319 = stablehlo.dynamic_slice %312, %315, %318, sizes = [288, 288] : (tensor<576x576xf32>, tensor<i32>, tensor<i32>) -> tensor<288x288xf32>
              %320 = stablehlo.iota dim = 0 : tensor<288x288xi32>
              %321 = stablehlo.broadcast_in_dim %iterArg_130, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
              %322 = stablehlo.compare LT, %320, %321, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
              %323 = stablehlo.iota dim = 1 : tensor<288x288xi32>
              %324 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
              %325 = stablehlo.compare LT, %323, %324, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
              %326 = stablehlo.and %322, %325 : tensor<288x288xi1>
              %c_146 = stablehlo.constant dense<0> : tensor<i32>
              %327 = func.call @_where_18(%326, %319, %c_146) : (tensor<288x288xi1>, tensor<288x288xf32>, tensor<i32>) -> tensor<288x288xf32>
              %328 = stablehlo.transpose %327, dims = [1, 0] : (tensor<288x288xf32>) -> tensor<288x288xf32>
              %329 = stablehlo.dot_general %328, %iterArg_132, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
              %330 = stablehlo.dot_general %329, %310, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
              %331 = func.call @norm_19(%330) : (tensor<288x288xf32>) -> tensor<f32>
              %c_147 = stablehlo.constant dense<1> : tensor<i32>
              %332 = stablehlo.broadcast_in_dim %c_147, dims = [] : (tensor<i32>) -> tensor<1xi32>
              %333 = stablehlo.add %iterArg_135, %332 : tensor<1xi32>
              stablehlo.return %iterArg_128, %iterArg_129, %iterArg_130, %iterArg_131, %iterArg_132, %310, %327, %333, %331 : tensor<f32>, tensor<288x288xf32>, tensor<i32>, tensor<i32>, tensor<288x288xf32>, tensor<288x288xf32>, tensor<288x288xf32>, tensor<1xi32>, tensor<f32>
            }
            stablehlo.return %300#5, %300#6 : tensor<288x288xf32>, tensor<288x288xf32>
          }, {
            %245 = func.call @norm_36(%118) : (tensor<288x288xf32>) -> tensor<288xf32>
            %246 = stablehlo.negate %245 : tensor<288xf32>
            %247 = stablehlo.iota dim = 0 : tensor<288xi32>
            %248 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<288xi32>
            %249 = stablehlo.compare LT, %247, %248, SIGNED : (tensor<288xi32>, tensor<288xi32>) -> tensor<288xi1>
            %cst_112 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
            %250 = func.call @_where_25(%249, %246, %cst_112) : (tensor<288xi1>, tensor<288xf32>, tensor<f32>) -> tensor<288xf32>
            %251 = func.call @argsort_37(%250) : (tensor<288xf32>) -> tensor<288xi32>
            %c_113 = stablehlo.constant dense<0> : tensor<i32>
            %252 = stablehlo.broadcast_in_dim %c_113, dims = [] : (tensor<i32>) -> tensor<288xi32>
            %253 = stablehlo.compare LT, %251, %252, SIGNED : (tensor<288xi32>, tensor<288xi32>) -> tensor<288xi1>
            %c_114 = stablehlo.constant dense<288> : tensor<i32>
            %254 = stablehlo.broadcast_in_dim %c_114, dims = [] : (tensor<i32>) -> tensor<288xi32>
            %255 = stablehlo.add %251, %254 : tensor<288xi32>
            %256 = stablehlo.select %253, %255, %251 : tensor<288xi1>, tensor<288xi32>
            %257 = stablehlo.broadcast_in_dim %256, dims = [0] : (tensor<288xi32>) -> tensor<288x1xi32>
            %258 = "stablehlo.gather"(%118, %257) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 288, 1>}> : (tensor<288x288xf32>, tensor<288x1xi32>) -> tensor<288x288xf32>
            %259 = stablehlo.iota dim = 0 : tensor<288x288xi32>
            %260 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
            %261 = stablehlo.compare LT, %259, %260, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
            %262 = stablehlo.iota dim = 1 : tensor<288x288xi32>
            %263 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
            %264 = stablehlo.compare LT, %262, %263, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
            %265 = stablehlo.and %261, %264 : tensor<288x288xi1>
            %c_115 = stablehlo.constant dense<0> : tensor<i32>
            %266 = func.call @_where_18(%265, %258, %c_115) : (tensor<288x288xi1>, tensor<288x288xf32>, tensor<i32>) -> tensor<288x288xf32>
            %267 = func.call @norm_19(%50) : (tensor<288x288xf32>) -> tensor<f32>
            %cst_116 = stablehlo.constant dense<1.1920929E-6> : tensor<f32>
            %268 = stablehlo.multiply %cst_116, %267 : tensor<f32>
            %269:2 = func.call @qr_38(%266) : (tensor<288x288xf32>) -> (tensor<288x288xf32>, tensor<288x288xf32>)
            %270 = stablehlo.iota dim = 0 : tensor<288x288xi32>
            %271 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
            %272 = stablehlo.compare LT, %270, %271, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
            %273 = stablehlo.iota dim = 1 : tensor<288x288xi32>
            %274 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
            %275 = stablehlo.compare LT, %273, %274, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
            %276 = stablehlo.and %272, %275 : tensor<288x288xi1>
            %c_117 = stablehlo.constant dense<0> : tensor<i32>
            %277 = func.call @_where_18(%276, %269#0, %c_117) : (tensor<288x288xi1>, tensor<288x288xf32>, tensor<i32>) -> tensor<288x288xf32>
            %278 = stablehlo.subtract %27, %119 : tensor<i32>
            %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
            %279 = stablehlo.pad %269#0, %cst_118, low = [0, 0], high = [288, 288], interior = [0, 0] : (tensor<288x288xf32>, tensor<f32>) -> tensor<576x576xf32>
            %c_119 = stablehlo.constant dense<0> : tensor<i32>
            %c_120 = stablehlo.constant dense<0> : tensor<i32>
            %280 = stablehlo.compare LT, %c_119, %c_120, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
            %c_121 = stablehlo.constant dense<0> : tensor<i32>
            %c_122 = stablehlo.constant dense<576> : tensor<i32>
            %281 = stablehlo.add %c_121, %c_122 : tensor<i32>
            %c_123 = stablehlo.constant dense<0> : tensor<i32>
            %282 = stablehlo.select %280, %281, %c_123 : tensor<i1>, tensor<i32>
            %c_124 = stablehlo.constant dense<0> : tensor<i32>
            %283 = stablehlo.compare LT, %119, %c_124, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
            %c_125 = stablehlo.constant dense<576> : tensor<i32>
            %284 = stablehlo.add %119, %c_125 : tensor<i32>
            %285 = stablehlo.select %283, %284, %119 : tensor<i1>, tensor<i32>
            %286 = stablehlo.dynamic_slice %279, %282, %285, sizes = [288, 288] : (tensor<576x576xf32>, tensor<i32>, tensor<i32>) -> tensor<288x288xf32>
            %287 = stablehlo.iota dim = 0 : tensor<288x288xi32>
            %288 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
            %289 = stablehlo.compare LT, %287, %288, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
            %290 = stablehlo.iota dim = 1 : tensor<288x288xi32>
            %291 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
            %292 = stablehlo.compare LT, %290, %291, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
            %293 = stablehlo.and %289, %292 : tensor<288x288xi1>
            %c_126 = stablehlo.constant dense<0> : tensor<i32>
            %294 = func.call @_where_18(%293, %286, %c_126) : (tensor<288x288xi1>, tensor<288x288xf32>, tensor<i32>) -> tensor<288x288xf32>
            %295 = stablehlo.transpose %294, dims = [1, 0] : (tensor<288x288xf32>) -> tensor<288x288xf32>
            %296 = stablehlo.dot_general %295, %50, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
            %297 = stablehlo.dot_general %296, %277, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
            %298 = func.call @norm_19(%297) : (tensor<288x288xf32>) -> tensor<f32>
            %c_127 = stablehlo.constant dense<1> : tensor<i32>
            %299 = stablehlo.broadcast_in_dim %c_127, dims = [] : (tensor<i32>) -> tensor<1xi32>
            %300:9 = stablehlo.while(%iterArg_128 = %268, %iterArg_129 = %118, %iterArg_130 = %27, %iterArg_131 = %119, %iterArg_132 = %50, %iterArg_133 = %277, %iterArg_134 = %294, %iterArg_135 = %299, %iterArg_136 = %298) : tensor<f32>, tensor<288x288xf32>, tensor<i32>, tensor<i32>, tensor<288x288xf32>, tensor<288x288xf32>, tensor<288x288xf32>, tensor<1xi32>, tensor<f32>
            cond {
              %c_137 = stablehlo.constant dense<2> : tensor<i32>
              %301 = stablehlo.broadcast_in_dim %c_137, dims = [] : (tensor<i32>) -> tensor<1xi32>
              %302 = stablehlo.compare LT, %iterArg_135, %301, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
              %303 = stablehlo.compare GT, %iterArg_136, %iterArg_128, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
              %304 = stablehlo.broadcast_in_dim %303, dims = [] : (tensor<i1>) -> tensor<1xi1>
              %305 = stablehlo.and %302, %304 : tensor<1xi1>
              %306 = stablehlo.reshape %305 : (tensor<1xi1>) -> tensor<i1>
              stablehlo.return %306 : tensor<i1>
            } do {
              %301 = stablehlo.dot_general %iterArg_129, %iterArg_133, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
              %302:2 = func.call @qr_38(%301) : (tensor<288x288xf32>) -> (tensor<288x288xf32>, tensor<288x288xf32>)
              %303 = stablehlo.iota dim = 0 : tensor<288x288xi32>
              %304 = stablehlo.broadcast_in_dim %iterArg_130, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
              %305 = stablehlo.compare LT, %303, %304, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
              %306 = stablehlo.iota dim = 1 : tensor<288x288xi32>
              %307 = stablehlo.broadcast_in_dim %iterArg_131, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
              %308 = stablehlo.compare LT, %306, %307, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
              %309 = stablehlo.and %305, %308 : tensor<288x288xi1>
              %c_137 = stablehlo.constant dense<0> : tensor<i32>
              %310 = func.call @_where_18(%309, %302#0, %c_137) : (tensor<288x288xi1>, tensor<288x288xf32>, tensor<i32>) -> tensor<288x288xf32>
              %311 = stablehlo.subtract %iterArg_130, %iterArg_131 : tensor<i32>
              %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
              %312 = stablehlo.pad %302#0, %cst_138, low = [0, 0], high = [288, 288], interior = [0, 0] : (tensor<288x288xf32>, tensor<f32>) -> tensor<576x576xf32>
              %c_139 = stablehlo.constant dense<0> : tensor<i32>
              %c_140 = stablehlo.constant dense<0> : tensor<i32>
              %313 = stablehlo.compare LT, %c_139, %c_140, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
              %c_141 = stablehlo.constant dense<0> : tensor<i32>
              %c_142 = stablehlo.constant dense<576> : tensor<i32>
              %314 = stablehlo.add %c_141, %c_142 : tensor<i32>
              %c_143 = stablehlo.constant dense<0> : tensor<i32>
              %315 = stablehlo.select %313, %314, %c_143 : tensor<i1>, tensor<i32>
              %c_144 = stablehlo.constant dense<0> : tensor<i32>
              %316 = stablehlo.compare LT, %iterArg_131, %c_144, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
              %c_145 = stablehlo.constant dense<576> : tensor<i32>
              %317 = stablehlo.add %iterArg_131, %c_145 : tensor<i32>
              %318 = stablehlo.select %316, %317, %iterArg_131 : tensor<i1>, tensor<i32>
              %319 = stablehlo.dynamic_slice %312, %315, %318, sizes = [288, 288] : (tensor<576x576xf32>, tensor<i32>, tensor<i32>) -> tensor<288x288xf32>
              %320 = stablehlo.iota dim = 0 : tensor<288x288xi32>
              %321 = stablehlo.broadcast_in_dim %iterArg_130, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
              %322 = stablehlo.compare LT, %320, %321, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
              %323 = stablehlo.iota dim = 1 : tensor<288x288xi32>
              %324 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
              %325 = stablehlo.compare LT, %323, %324, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
              %326 = stablehlo.and %322, %325 : tensor<288x288xi1>
              %c_146 = stablehlo.constant dense<0> : tensor<i32>
              %327 = func.call @_where_18(%326, %319, %c_146) : (tensor<288x288xi1>, tensor<288x288xf32>, tensor<i32>) -> tensor<288x288xf32>
              %328 = stablehlo.transpose %327, dims = [1, 0] : (tensor<288x288xf32>) -> tensor<288x288xf32>
              %329 = stablehlo.dot_general %328, %iterArg_132, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
              %330 = stablehlo.dot_general %329, %310, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
              %331 = func.call @norm_19(%330) : (tensor<288x288xf32>) -> tensor<f32>
              %c_147 = stablehlo.constant dense<1> : tensor<i32>
              %332 = stablehlo.broadcast_in_dim %c_147, dims = [] : (tensor<i32>) -> tensor<1xi32>
              %333 = stablehlo.add %iterArg_135, %332 : tensor<1xi32>
              stablehlo.return %iterArg_128, %iterArg_129, %iterArg_130, %iterArg_131, %iterArg_132, %310, %327, %333, %331 : tensor<f32>, tensor<288x288xf32>, tensor<i32>, tensor<i32>, tensor<288x288xf32>, tensor<288x288xf32>, tensor<288x288xf32>, tensor<1xi32>, tensor<f32>
            }
            stablehlo.return %300#6, %300#5 : tensor<288x288xf32>, tensor<288x288xf32>
          }) : (tensor<i32>) -> (tensor<288x288xf32>, tensor<288x288xf32>)
          %123 = stablehlo.transpose %122#0, dims = [1, 0] : (tensor<288x288xf32>) -> tensor<288x288xf32>
          %124 = stablehlo.dot_general %123, %50, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
          %125 = stablehlo.dot_general %124, %122#0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
          %126 = stablehlo.transpose %122#1, dims = [1, 0] : (tensor<288x288xf32>) -> tensor<288x288xf32>
          %127 = stablehlo.dot_general %126, %50, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
          %128 = stablehlo.dot_general %127, %122#1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
          %129 = stablehlo.dot_general %79, %122#0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x288xf32>, tensor<288x288xf32>) -> tensor<512x288xf32>
          %130 = stablehlo.dot_general %79, %122#1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x288xf32>, tensor<288x288xf32>) -> tensor<512x288xf32>
          %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %131 = stablehlo.pad %iterArg_14, %cst_48, low = [0, 0], high = [288, 288], interior = [0, 0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<800x800xf32>
          %c_49 = stablehlo.constant dense<0> : tensor<i32>
          %132 = stablehlo.compare LT, %25, %c_49, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_50 = stablehlo.constant dense<800> : tensor<i32>
          %133 = stablehlo.add %25, %c_50 : tensor<i32>
          %134 = stablehlo.select %132, %133, %25 : tensor<i1>, tensor<i32>
          %c_51 = stablehlo.constant dense<0> : tensor<i32>
          %c_52 = stablehlo.constant dense<0> : tensor<i32>
          %135 = stablehlo.compare LT, %c_51, %c_52, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_53 = stablehlo.constant dense<0> : tensor<i32>
          %c_54 = stablehlo.constant dense<800> : tensor<i32>
          %136 = stablehlo.add %c_53, %c_54 : tensor<i32>
          %c_55 = stablehlo.constant dense<0> : tensor<i32>
          %137 = stablehlo.select %135, %136, %c_55 : tensor<i1>, tensor<i32>
          %138 = stablehlo.dynamic_slice %131, %134, %137, sizes = [288, 288] : (tensor<800x800xf32>, tensor<i32>, tensor<i32>) -> tensor<288x288xf32>
          %139 = stablehlo.iota dim = 0 : tensor<288x288xi32>
          %140 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
          %141 = stablehlo.compare LT, %139, %140, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
          %142 = stablehlo.iota dim = 1 : tensor<288x288xi32>
          %143 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
          %144 = stablehlo.compare LT, %142, %143, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
          %145 = stablehlo.and %141, %144 : tensor<288x288xi1>
          %146 = func.call @_where_34(%145, %125, %138) : (tensor<288x288xi1>, tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
          %c_56 = stablehlo.constant dense<0> : tensor<i32>
          %147 = stablehlo.compare LT, %25, %c_56, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_57 = stablehlo.constant dense<800> : tensor<i32>
          %148 = stablehlo.add %25, %c_57 : tensor<i32>
          %149 = stablehlo.select %147, %148, %25 : tensor<i1>, tensor<i32>
          %c_58 = stablehlo.constant dense<0> : tensor<i32>
          %c_59 = stablehlo.constant dense<0> : tensor<i32>
          %150 = stablehlo.compare LT, %c_58, %c_59, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_60 = stablehlo.constant dense<0> : tensor<i32>
          %c_61 = stablehlo.constant dense<800> : tensor<i32>
          %151 = stablehlo.add %c_60, %c_61 : tensor<i32>
          %c_62 = stablehlo.constant dense<0> : tensor<i32>
          %152 = stablehlo.select %150, %151, %c_62 : tensor<i1>, tensor<i32>
          %153 = stablehlo.dynamic_update_slice %131, %146, %149, %152 : (tensor<800x800xf32>, tensor<288x288xf32>, tensor<i32>, tensor<i32>) -> tensor<800x800xf32>
          %154 = stablehlo.slice %153 [0:512, 0:512] : (tensor<800x800xf32>) -> tensor<512x512xf32>
          %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %155 = stablehlo.pad %iterArg_15, %cst_63, low = [0, 0], high = [512, 288], interior = [0, 0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<1024x800xf32>
          %c_64 = stablehlo.constant dense<0> : tensor<i32>
          %c_65 = stablehlo.constant dense<0> : tensor<i32>
          %156 = stablehlo.compare LT, %c_64, %c_65, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_66 = stablehlo.constant dense<0> : tensor<i32>
          %c_67 = stablehlo.constant dense<1024> : tensor<i32>
          %157 = stablehlo.add %c_66, %c_67 : tensor<i32>
          %c_68 = stablehlo.constant dense<0> : tensor<i32>
          %158 = stablehlo.select %156, %157, %c_68 : tensor<i1>, tensor<i32>
          %c_69 = stablehlo.constant dense<0> : tensor<i32>
          %159 = stablehlo.compare LT, %25, %c_69, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_70 = stablehlo.constant dense<800> : tensor<i32>
          %160 = stablehlo.add %25, %c_70 : tensor<i32>
          %161 = stablehlo.select %159, %160, %25 : tensor<i1>, tensor<i32>
          %162 = stablehlo.dynamic_slice %155, %158, %161, sizes = [512, 288] : (tensor<1024x800xf32>, tensor<i32>, tensor<i32>) -> tensor<512x288xf32>
          %163 = stablehlo.iota dim = 0 : tensor<512x288xi32>
          %164 = stablehlo.broadcast_in_dim %iterArg_9, dims = [] : (tensor<i32>) -> tensor<512x288xi32>
          %165 = stablehlo.compare LT, %163, %164, SIGNED : (tensor<512x288xi32>, tensor<512x288xi32>) -> tensor<512x288xi1>
          %166 = stablehlo.iota dim = 1 : tensor<512x288xi32>
          %167 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<i32>) -> tensor<512x288xi32>
          %168 = stablehlo.compare LT, %166, %167, SIGNED : (tensor<512x288xi32>, tensor<512x288xi32>) -> tensor<512x288xi1>
          %169 = stablehlo.and %165, %168 : tensor<512x288xi1>
          %170 = func.call @_where_39(%169, %129, %162) : (tensor<512x288xi1>, tensor<512x288xf32>, tensor<512x288xf32>) -> tensor<512x288xf32>
          %c_71 = stablehlo.constant dense<0> : tensor<i32>
          %c_72 = stablehlo.constant dense<0> : tensor<i32>
          %171 = stablehlo.compare LT, %c_71, %c_72, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_73 = stablehlo.constant dense<0> : tensor<i32>
          %c_74 = stablehlo.constant dense<1024> : tensor<i32>
          %172 = stablehlo.add %c_73, %c_74 : tensor<i32>
          %c_75 = stablehlo.constant dense<0> : tensor<i32>
          %173 = stablehlo.select %171, %172, %c_75 : tensor<i1>, tensor<i32>
          %c_76 = stablehlo.constant dense<0> : tensor<i32>
          %174 = stablehlo.compare LT, %25, %c_76, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_77 = stablehlo.constant dense<800> : tensor<i32>
          %175 = stablehlo.add %25, %c_77 : tensor<i32>
          %176 = stablehlo.select %174, %175, %25 : tensor<i1>, tensor<i32>
          %177 = stablehlo.dynamic_update_slice %155, %170, %173, %176 : (tensor<1024x800xf32>, tensor<512x288xf32>, tensor<i32>, tensor<i32>) -> tensor<1024x800xf32>
          %178 = stablehlo.slice %177 [0:512, 0:512] : (tensor<1024x800xf32>) -> tensor<512x512xf32>
          %c_78 = stablehlo.constant dense<1> : tensor<i32>
          %179 = stablehlo.add %28, %c_78 : tensor<i32>
          %180 = func.call @dynamic_update_index_in_dim(%iterArg_12, %25, %28) : (tensor<513xi32>, tensor<i32>, tensor<i32>) -> tensor<513xi32>
          %181 = func.call @dynamic_update_index_in_dim(%iterArg_13, %115, %28) : (tensor<513xi32>, tensor<i32>, tensor<i32>) -> tensor<513xi32>
          %182 = stablehlo.add %25, %115 : tensor<i32>
          %c_79 = stablehlo.constant dense<1> : tensor<i32>
          %183:5 = "stablehlo.case"(%c_79) ({
            stablehlo.return %iterArg_14, %iterArg_15, %28, %iterArg_12, %iterArg_13 : tensor<512x512xf32>, tensor<512x512xf32>, tensor<i32>, tensor<513xi32>, tensor<513xi32>
          }, {
            stablehlo.return %154, %178, %179, %180, %181 : tensor<512x512xf32>, tensor<512x512xf32>, tensor<i32>, tensor<513xi32>, tensor<513xi32>
          }) : (tensor<i32>) -> (tensor<512x512xf32>, tensor<512x512xf32>, tensor<i32>, tensor<513xi32>, tensor<513xi32>)
          %184 = stablehlo.add %25, %115 : tensor<i32>
          %185 = stablehlo.subtract %27, %115 : tensor<i32>
          %186 = stablehlo.subtract %27, %115 : tensor<i32>
          %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %187 = stablehlo.pad %183#0, %cst_80, low = [0, 0], high = [288, 288], interior = [0, 0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<800x800xf32>
          %c_81 = stablehlo.constant dense<0> : tensor<i32>
          %188 = stablehlo.compare LT, %184, %c_81, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_82 = stablehlo.constant dense<800> : tensor<i32>
          %189 = stablehlo.add %184, %c_82 : tensor<i32>
          %190 = stablehlo.select %188, %189, %184 : tensor<i1>, tensor<i32>
          %c_83 = stablehlo.constant dense<0> : tensor<i32>
          %c_84 = stablehlo.constant dense<0> : tensor<i32>
          %191 = stablehlo.compare LT, %c_83, %c_84, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_85 = stablehlo.constant dense<0> : tensor<i32>
          %c_86 = stablehlo.constant dense<800> : tensor<i32>
          %192 = stablehlo.add %c_85, %c_86 : tensor<i32>
          %c_87 = stablehlo.constant dense<0> : tensor<i32>
          %193 = stablehlo.select %191, %192, %c_87 : tensor<i1>, tensor<i32>
          %194 = stablehlo.dynamic_slice %187, %190, %193, sizes = [288, 288] : (tensor<800x800xf32>, tensor<i32>, tensor<i32>) -> tensor<288x288xf32>
          %195 = stablehlo.iota dim = 0 : tensor<288x288xi32>
          %196 = stablehlo.broadcast_in_dim %185, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
          %197 = stablehlo.compare LT, %195, %196, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
          %198 = stablehlo.iota dim = 1 : tensor<288x288xi32>
          %199 = stablehlo.broadcast_in_dim %186, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
          %200 = stablehlo.compare LT, %198, %199, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
          %201 = stablehlo.and %197, %200 : tensor<288x288xi1>
          %202 = func.call @_where_34(%201, %128, %194) : (tensor<288x288xi1>, tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
          %c_88 = stablehlo.constant dense<0> : tensor<i32>
          %203 = stablehlo.compare LT, %184, %c_88, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_89 = stablehlo.constant dense<800> : tensor<i32>
          %204 = stablehlo.add %184, %c_89 : tensor<i32>
          %205 = stablehlo.select %203, %204, %184 : tensor<i1>, tensor<i32>
          %c_90 = stablehlo.constant dense<0> : tensor<i32>
          %c_91 = stablehlo.constant dense<0> : tensor<i32>
          %206 = stablehlo.compare LT, %c_90, %c_91, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_92 = stablehlo.constant dense<0> : tensor<i32>
          %c_93 = stablehlo.constant dense<800> : tensor<i32>
          %207 = stablehlo.add %c_92, %c_93 : tensor<i32>
          %c_94 = stablehlo.constant dense<0> : tensor<i32>
          %208 = stablehlo.select %206, %207, %c_94 : tensor<i1>, tensor<i32>
          %209 = stablehlo.dynamic_update_slice %187, %202, %205, %208 : (tensor<800x800xf32>, tensor<288x288xf32>, tensor<i32>, tensor<i32>) -> tensor<800x800xf32>
          %210 = stablehlo.slice %209 [0:512, 0:512] : (tensor<800x800xf32>) -> tensor<512x512xf32>
          %211 = stablehlo.add %25, %115 : tensor<i32>
          %212 = stablehlo.subtract %27, %115 : tensor<i32>
          %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %213 = stablehlo.pad %183#1, %cst_95, low = [0, 0], high = [512, 288], interior = [0, 0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<1024x800xf32>
          %c_96 = stablehlo.constant dense<0> : tensor<i32>
          %c_97 = stablehlo.constant dense<0> : tensor<i32>
          %214 = stablehlo.compare LT, %c_96, %c_97, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_98 = stablehlo.constant dense<0> : tensor<i32>
          %c_99 = stablehlo.constant dense<1024> : tensor<i32>
          %215 = stablehlo.add %c_98, %c_99 : tensor<i32>
          %c_100 = stablehlo.constant dense<0> : tensor<i32>
          %216 = stablehlo.select %214, %215, %c_100 : tensor<i1>, tensor<i32>
          %c_101 = stablehlo.constant dense<0> : tensor<i32>
          %217 = stablehlo.compare LT, %211, %c_101, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_102 = stablehlo.constant dense<800> : tensor<i32>
          %218 = stablehlo.add %211, %c_102 : tensor<i32>
          %219 = stablehlo.select %217, %218, %211 : tensor<i1>, tensor<i32>
          %220 = stablehlo.dynamic_slice %213, %216, %219, sizes = [512, 288] : (tensor<1024x800xf32>, tensor<i32>, tensor<i32>) -> tensor<512x288xf32>
          %221 = stablehlo.iota dim = 0 : tensor<512x288xi32>
          %222 = stablehlo.broadcast_in_dim %iterArg_9, dims = [] : (tensor<i32>) -> tensor<512x288xi32>
          %223 = stablehlo.compare LT, %221, %222, SIGNED : (tensor<512x288xi32>, tensor<512x288xi32>) -> tensor<512x288xi1>
          %224 = stablehlo.iota dim = 1 : tensor<512x288xi32>
          %225 = stablehlo.broadcast_in_dim %212, dims = [] : (tensor<i32>) -> tensor<512x288xi32>
          %226 = stablehlo.compare LT, %224, %225, SIGNED : (tensor<512x288xi32>, tensor<512x288xi32>) -> tensor<512x288xi1>
          %227 = stablehlo.and %223, %226 : tensor<512x288xi1>
          %228 = func.call @_where_39(%227, %130, %220) : (tensor<512x288xi1>, tensor<512x288xf32>, tensor<512x288xf32>) -> tensor<512x288xf32>
          %c_103 = stablehlo.constant dense<0> : tensor<i32>
          %c_104 = stablehlo.constant dense<0> : tensor<i32>
          %229 = stablehlo.compare LT, %c_103, %c_104, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_105 = stablehlo.constant dense<0> : tensor<i32>
          %c_106 = stablehlo.constant dense<1024> : tensor<i32>
          %230 = stablehlo.add %c_105, %c_106 : tensor<i32>
          %c_107 = stablehlo.constant dense<0> : tensor<i32>
          %231 = stablehlo.select %229, %230, %c_107 : tensor<i1>, tensor<i32>
          %c_108 = stablehlo.constant dense<0> : tensor<i32>
          %232 = stablehlo.compare LT, %211, %c_108, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_109 = stablehlo.constant dense<800> : tensor<i32>
          %233 = stablehlo.add %211, %c_109 : tensor<i32>
          %234 = stablehlo.select %232, %233, %211 : tensor<i1>, tensor<i32>
          %235 = stablehlo.dynamic_update_slice %213, %228, %231, %234 : (tensor<1024x800xf32>, tensor<512x288xf32>, tensor<i32>, tensor<i32>) -> tensor<1024x800xf32>
          %236 = stablehlo.slice %235 [0:512, 0:512] : (tensor<1024x800xf32>) -> tensor<512x512xf32>
          %237 = stablehlo.add %25, %115 : tensor<i32>
          %238 = stablehlo.subtract %27, %115 : tensor<i32>
          %c_110 = stablehlo.constant dense<1> : tensor<i32>
          %239 = stablehlo.add %183#2, %c_110 : tensor<i32>
          %240 = func.call @dynamic_update_index_in_dim(%183#3, %237, %183#2) : (tensor<513xi32>, tensor<i32>, tensor<i32>) -> tensor<513xi32>
          %241 = func.call @dynamic_update_index_in_dim(%183#4, %238, %183#2) : (tensor<513xi32>, tensor<i32>, tensor<i32>) -> tensor<513xi32>
          %242 = stablehlo.add %25, %115 : tensor<i32>
          %243 = stablehlo.add %25, %27 : tensor<i32>
          %c_111 = stablehlo.constant dense<1> : tensor<i32>
          %244:5 = "stablehlo.case"(%c_111) ({
            stablehlo.return %183#0, %183#1, %183#2, %183#3, %183#4 : tensor<512x512xf32>, tensor<512x512xf32>, tensor<i32>, tensor<513xi32>, tensor<513xi32>
          }, {
            stablehlo.return %210, %236, %239, %240, %241 : tensor<512x512xf32>, tensor<512x512xf32>, tensor<i32>, tensor<513xi32>, tensor<513xi32>
          }) : (tensor<i32>) -> (tensor<512x512xf32>, tensor<512x512xf32>, tensor<i32>, tensor<513xi32>, tensor<513xi32>)
          stablehlo.return %244#2, %244#3, %244#4, %244#0, %244#1 : tensor<i32>, tensor<513xi32>, tensor<513xi32>, tensor<512x512xf32>, tensor<512x512xf32>
        }, {
          %64 = func.call @_diag_20(%50) : (tensor<288x288xf32>) -> tensor<288xf32>
          %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<288xf32>) -> tensor<288x1xf32>
          %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
          %66 = stablehlo.pad %iterArg_14, %cst_33, low = [0, 0], high = [288, 1], interior = [0, 0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<800x513xf32>
          %c_34 = stablehlo.constant dense<0> : tensor<i32>
          %67 = stablehlo.compare LT, %25, %c_34, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_35 = stablehlo.constant dense<800> : tensor<i32>
          %68 = stablehlo.add %25, %c_35 : tensor<i32>
          %69 = stablehlo.select %67, %68, %25 : tensor<i1>, tensor<i32>
          %c_36 = stablehlo.constant dense<0> : tensor<i32>
          %c_37 = stablehlo.constant dense<0> : tensor<i32>
          %70 = stablehlo.compare LT, %c_36, %c_37, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_38 = stablehlo.constant dense<0> : tensor<i32>
          %c_39 = stablehlo.constant dense<513> : tensor<i32>
          %71 = stablehlo.add %c_38, %c_39 : tensor<i32>
          %c_40 = stablehlo.constant dense<0> : tensor<i32>
          %72 = stablehlo.select %70, %71, %c_40 : tensor<i1>, tensor<i32>
          %73 = stablehlo.dynamic_slice %66, %69, %72, sizes = [288, 1] : (tensor<800x513xf32>, tensor<i32>, tensor<i32>) -> tensor<288x1xf32>
          %74 = stablehlo.iota dim = 0 : tensor<288x1xi32>
          %75 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<i32>) -> tensor<288x1xi32>
          %76 = stablehlo.compare LT, %74, %75, SIGNED : (tensor<288x1xi32>, tensor<288x1xi32>) -> tensor<288x1xi1>
          %77 = stablehlo.iota dim = 1 : tensor<288x1xi32>
          %c_41 = stablehlo.constant dense<1> : tensor<i32>
          %78 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<288x1xi32>
          %79 = stablehlo.compare LT, %77, %78, SIGNED : (tensor<288x1xi32>, tensor<288x1xi32>) -> tensor<288x1xi1>
          %80 = stablehlo.and %76, %79 : tensor<288x1xi1>
          %81 = func.call @_where_40(%80, %65, %73) : (tensor<288x1xi1>, tensor<288x1xf32>, tensor<288x1xf32>) -> tensor<288x1xf32>
          %c_42 = stablehlo.constant dense<0> : tensor<i32>
          %82 = stablehlo.compare LT, %25, %c_42, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_43 = stablehlo.constant dense<800> : tensor<i32>
          %83 = stablehlo.add %25, %c_43 : tensor<i32>
          %84 = stablehlo.select %82, %83, %25 : tensor<i1>, tensor<i32>
          %c_44 = stablehlo.constant dense<0> : tensor<i32>
          %c_45 = stablehlo.constant dense<0> : tensor<i32>
          %85 = stablehlo.compare LT, %c_44, %c_45, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          %c_46 = stablehlo.constant dense<0> : tensor<i32>
          %c_47 = stablehlo.constant dense<513> : tensor<i32>
          %86 = stablehlo.add %c_46, %c_47 : tensor<i32>
          %c_48 = stablehlo.constant dense<0> : tensor<i32>
          %87 = stablehlo.select %85, %86, %c_48 : tensor<i1>, tensor<i32>
          %88 = stablehlo.dynamic_update_slice %66, %81, %84, %87 : (tensor<800x513xf32>, tensor<288x1xf32>, tensor<i32>, tensor<i32>) -> tensor<800x513xf32>
          %89 = stablehlo.slice %88 [0:512, 0:512] : (tensor<800x513xf32>) -> tensor<512x512xf32>
          stablehlo.return %28, %iterArg_12, %iterArg_13, %89, %iterArg_15 : tensor<i32>, tensor<513xi32>, tensor<513xi32>, tensor<512x512xf32>, tensor<512x512xf32>
        }) : (tensor<i32>) -> (tensor<i32>, tensor<513xi32>, tensor<513xi32>, tensor<512x512xf32>, tensor<512x512xf32>)
        stablehlo.return %63#0, %63#1, %63#2, %63#3, %63#4 : tensor<i32>, tensor<513xi32>, tensor<513xi32>, tensor<512x512xf32>, tensor<512x512xf32>
      }) : (tensor<i32>) -> (tensor<i32>, tensor<513xi32>, tensor<513xi32>, tensor<512x512xf32>, tensor<512x512xf32>)
      stablehlo.return %iterArg, %iterArg_9, %iterArg_10, %34#0, %34#1, %34#2, %34#3, %34#4 : tensor<3xi32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<513xi32>, tensor<513xi32>, tensor<512x512xf32>, tensor<512x512xf32>
    }
    %22 = stablehlo.slice %21#6 [0:512, 0:1] : (tensor<512x512xf32>) -> tensor<512x1xf32>
    %23 = stablehlo.reshape %22 : (tensor<512x1xf32>) -> tensor<512xf32>
    return %23, %21#7 : tensor<512xf32>, tensor<512x512xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<513xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<513xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<513> : tensor<i32>
    %2 = stablehlo.add %arg2, %c_0 : tensor<i32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<i1>, tensor<i32>
    %4 = stablehlo.dynamic_update_slice %arg0, %0, %3 : (tensor<513xi32>, tensor<1xi32>, tensor<i32>) -> tensor<513xi32>
    return %4 : tensor<513xi32>
  }
  func.func private @_where(%arg0: tensor<512x512xi1>, %arg1: tensor<512x512xf32>, %arg2: tensor<i32>) -> tensor<512x512xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<512x512xi1>, tensor<512x512xf32>
    return %2 : tensor<512x512xf32>
  }
  func.func private @norm(%arg0: tensor<512x512xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<512x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<513xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<513> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %2, sizes = [1] : (tensor<513xi32>, tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.reshape %3 : (tensor<1xi32>) -> tensor<i32>
    return %4 : tensor<i32>
  }
  func.func private @_where_0(%arg0: tensor<3xi1>, %arg1: tensor<i32>, %arg2: tensor<3xi32>) -> tensor<3xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3xi1>, tensor<3xi32>
    return %2 : tensor<3xi32>
  }
  func.func private @argmin(%arg0: tensor<3xi32>) -> tensor<i32> {
    %0 = stablehlo.iota dim = 0 : tensor<3xi32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [0] : (tensor<3xi32>, tensor<3xi32>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
     reducer(%arg1: tensor<i32>, %arg3: tensor<i32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<i32>, tensor<i32>
    }
    return %1#1 : tensor<i32>
  }
  func.func private @_where_1(%arg0: tensor<256x256xi1>, %arg1: tensor<256x256xf32>, %arg2: tensor<i32>) -> tensor<256x256xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<256x256xi1>, tensor<256x256xf32>
    return %2 : tensor<256x256xf32>
  }
  func.func private @_where_2(%arg0: tensor<512x256xi1>, %arg1: tensor<512x256xf32>, %arg2: tensor<i32>) -> tensor<512x256xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<512x256xi1>, tensor<512x256xf32>
    return %2 : tensor<512x256xf32>
  }
  func.func private @_where_3(%arg0: tensor<256xi1>, %arg1: tensor<256xf32>, %arg2: tensor<i32>) -> tensor<256xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<256xi1>, tensor<256xf32>
    return %2 : tensor<256xf32>
  }
  func.func private @_where_4(%arg0: tensor<256x1xi1>, %arg1: tensor<256x1xf32>, %arg2: tensor<256x1xf32>) -> tensor<256x1xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<256x1xi1>, tensor<256x1xf32>
    return %0 : tensor<256x1xf32>
  }
  func.func private @_where_5(%arg0: tensor<512x256xi1>, %arg1: tensor<512x256xf32>, %arg2: tensor<512x256xf32>) -> tensor<512x256xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<512x256xi1>, tensor<512x256xf32>
    return %0 : tensor<512x256xf32>
  }
  func.func private @_diag(%arg0: tensor<512x512xf32>) -> tensor<512xf32> {
    %0 = call @diagonal(%arg0) : (tensor<512x512xf32>) -> tensor<512xf32>
    return %0 : tensor<512xf32>
  }
  func.func private @diagonal(%arg0: tensor<512x512xf32>) -> tensor<512xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %1 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %3 = stablehlo.add %0, %2 : tensor<512x512xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %5 = stablehlo.convert %4 : (tensor<512x512xi1>) -> tensor<512x512xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<512xi32>
      %9 = stablehlo.iota dim = 0 : tensor<512xi32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<512xi32>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
      %c_2 = stablehlo.constant dense<512> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<512xi32>
      %13 = stablehlo.add %8, %12 : tensor<512xi32>
      %14 = stablehlo.select %11, %13, %8 : tensor<512xi1>, tensor<512xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<512xi32>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
      %c_4 = stablehlo.constant dense<512> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<512xi32>
      %18 = stablehlo.add %9, %17 : tensor<512xi32>
      %19 = stablehlo.select %16, %18, %9 : tensor<512xi1>, tensor<512xi32>
      %20 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
      %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
      %22 = stablehlo.concatenate %20, %21, dim = 1 : (tensor<512x1xi32>, tensor<512x1xi32>) -> tensor<512x2xi32>
      %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<512x512xf32>, tensor<512x2xi32>) -> tensor<512xf32>
      stablehlo.return %23 : tensor<512xf32>
    }) : (tensor<i32>) -> tensor<512xf32>
    return %7 : tensor<512xf32>
  }
  func.func private @_diag_6(%arg0: tensor<512xf32>) -> tensor<512x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [0], interior = [0] : (tensor<512xf32>, tensor<f32>) -> tensor<512xf32>
    %1 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %2 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %4 = stablehlo.add %1, %3 : tensor<512x512xi32>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = call @_where_7(%5, %6, %cst_0) : (tensor<512x512xi1>, tensor<512x1xf32>, tensor<f32>) -> tensor<512x512xf32>
    return %7 : tensor<512x512xf32>
  }
  func.func private @_where_7(%arg0: tensor<512x512xi1>, %arg1: tensor<512x1xf32>, %arg2: tensor<f32>) -> tensor<512x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x512xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<512x512xi1>, tensor<512x512xf32>
    return %2 : tensor<512x512xf32>
  }
  func.func private @_where_8(%arg0: tensor<512xi1>, %arg1: tensor<512xf32>, %arg2: tensor<f32>) -> tensor<512xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<512xi1>, tensor<512xf32>
    return %2 : tensor<512xf32>
  }
  func.func private @nanmedian(%arg0: tensor<512xf32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = call @nanquantile(%arg0, %cst) : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @nanquantile(%arg0: tensor<512xf32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %1 = call @_where_9(%0, %cst, %arg0) : (tensor<512xi1>, tensor<f32>, tensor<512xf32>) -> tensor<512xf32>
    %2 = "stablehlo.sort"(%1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %34 = stablehlo.compare EQ, %arg2, %cst_11, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %35 = stablehlo.select %34, %cst_12, %arg2 : tensor<i1>, tensor<f32>
      %36 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_13 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %37 = stablehlo.select %36, %cst_13, %35 : tensor<i1>, tensor<f32>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %38 = stablehlo.compare EQ, %arg3, %cst_14, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %39 = stablehlo.select %38, %cst_15, %arg3 : tensor<i1>, tensor<f32>
      %40 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_16 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %41 = stablehlo.select %40, %cst_16, %39 : tensor<i1>, tensor<f32>
      %42 = stablehlo.compare LT, %37, %41, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %42 : tensor<i1>
    }) : (tensor<512xf32>) -> tensor<512xf32>
    %3 = stablehlo.compare NE, %2, %2, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %4 = stablehlo.not %3 : tensor<512xi1>
    %5 = stablehlo.convert %4 : (tensor<512xi1>) -> tensor<512xi32>
    %6 = stablehlo.convert %5 : (tensor<512xi32>) -> tensor<512xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.subtract %7, %cst_1 : tensor<f32>
    %9 = stablehlo.multiply %arg1, %8 : tensor<f32>
    %10 = stablehlo.floor %9 : tensor<f32>
    %11 = stablehlo.ceil %9 : tensor<f32>
    %12 = stablehlo.subtract %9, %10 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.subtract %cst_2, %12 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.subtract %7, %cst_3 : tensor<f32>
    %15 = stablehlo.minimum %10, %14 : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.maximum %cst_4, %15 : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.subtract %7, %cst_5 : tensor<f32>
    %18 = stablehlo.minimum %11, %17 : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.maximum %cst_6, %18 : tensor<f32>
    %20 = stablehlo.convert %16 : (tensor<f32>) -> tensor<i32>
    %21 = stablehlo.convert %19 : (tensor<f32>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.compare LT, %20, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<512> : tensor<i32>
    %23 = stablehlo.add %20, %c_7 : tensor<i32>
    %24 = stablehlo.select %22, %23, %20 : tensor<i1>, tensor<i32>
    %25 = stablehlo.dynamic_slice %2, %24, sizes = [1] : (tensor<512xf32>, tensor<i32>) -> tensor<1xf32>
    %26 = stablehlo.reshape %25 : (tensor<1xf32>) -> tensor<f32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.compare LT, %21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<512> : tensor<i32>
    %28 = stablehlo.add %21, %c_9 : tensor<i32>
    %29 = stablehlo.select %27, %28, %21 : tensor<i1>, tensor<i32>
    %30 = stablehlo.dynamic_slice %2, %29, sizes = [1] : (tensor<512xf32>, tensor<i32>) -> tensor<1xf32>
    %31 = stablehlo.reshape %30 : (tensor<1xf32>) -> tensor<f32>
    %32 = stablehlo.add %26, %31 : tensor<f32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %33 = stablehlo.multiply %32, %cst_10 : tensor<f32>
    return %33 : tensor<f32>
  }
  func.func private @_where_9(%arg0: tensor<512xi1>, %arg1: tensor<f32>, %arg2: tensor<512xf32>) -> tensor<512xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<512xi1>, tensor<512xf32>
    return %2 : tensor<512xf32>
  }
  func.func private @qdwh(%arg0: tensor<512x512xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> (tensor<512x512xf32>, tensor<512x512xf32>, tensor<i32>, tensor<i1>) {
    %cst = stablehlo.constant dense<[[1.9999615, 52016.457, 0.999961555], [1.92178214, 24.0162086, 0.920118272]]> : tensor<2x3xf32>
    %cst_0 = stablehlo.constant dense<[[3.74143839, 5.72027779, 0.443261355], [2.67155766, 3.01101112, 0.333944082]]> : tensor<2x3xf32>
    %0 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %2 = stablehlo.compare LT, %0, %1, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %3 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %6 = stablehlo.and %2, %5 : tensor<512x512xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7 = call @_where(%6, %arg0, %c) : (tensor<512x512xi1>, tensor<512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
    %8 = call @norm_10(%7) : (tensor<512x512xf32>) -> tensor<f32>
    %9 = call @norm_11(%7) : (tensor<512x512xf32>) -> tensor<f32>
    %10 = stablehlo.rsqrt %8 : tensor<f32>
    %11 = stablehlo.rsqrt %9 : tensor<f32>
    %12 = stablehlo.multiply %10, %11 : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare EQ, %8, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %14 = call @_where_12(%13, %c_2, %12) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %16 = stablehlo.multiply %7, %15 : tensor<512x512xf32>
    %cst_3 = stablehlo.constant dense<5.96046448E-7> : tensor<f32>
    %17 = stablehlo.cbrt %cst_3 : tensor<f32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %18:7 = stablehlo.while(%iterArg = %cst, %iterArg_14 = %arg1, %iterArg_15 = %arg2, %iterArg_16 = %c_6, %iterArg_17 = %c_4, %iterArg_18 = %16, %iterArg_19 = %c_5) : tensor<2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<512x512xf32>, tensor<i1>
    cond {
      %c_20 = stablehlo.constant dense<2> : tensor<i32>
      %36 = stablehlo.compare LT, %iterArg_16, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %36 : tensor<i1>
    } do {
      %36:3 = func.call @closed_call(%iterArg, %iterArg_14, %iterArg_15, %iterArg_17, %iterArg_18, %iterArg_19) : (tensor<2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<512x512xf32>, tensor<i1>) -> (tensor<i32>, tensor<512x512xf32>, tensor<i1>)
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %37 = stablehlo.add %iterArg_16, %c_20 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_14, %iterArg_15, %37, %36#0, %36#1, %36#2 : tensor<2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<512x512xf32>, tensor<i1>
    }
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<true> : tensor<i1>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %19:7 = stablehlo.while(%iterArg = %cst_0, %iterArg_14 = %arg2, %iterArg_15 = %17, %iterArg_16 = %c_9, %iterArg_17 = %c_7, %iterArg_18 = %18#5, %iterArg_19 = %c_8) : tensor<2x3xf32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<512x512xf32>, tensor<i1>
    cond {
      %c_20 = stablehlo.constant dense<2> : tensor<i32>
      %36 = stablehlo.compare LT, %iterArg_16, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %36 : tensor<i1>
    } do {
      %36:3 = func.call @closed_call_14(%iterArg, %iterArg_14, %iterArg_15, %iterArg_17, %iterArg_18, %iterArg_19) : (tensor<2x3xf32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<512x512xf32>, tensor<i1>) -> (tensor<i32>, tensor<512x512xf32>, tensor<i1>)
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %37 = stablehlo.add %iterArg_16, %c_20 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_14, %iterArg_15, %37, %36#0, %36#1, %36#2 : tensor<2x3xf32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<512x512xf32>, tensor<i1>
    }
    %c_10 = stablehlo.constant dense<4> : tensor<i32>
    %20:5 = stablehlo.while(%iterArg = %arg2, %iterArg_14 = %17, %iterArg_15 = %c_10, %iterArg_16 = %19#5, %iterArg_17 = %19#6) : tensor<i32>, tensor<f32>, tensor<i32>, tensor<512x512xf32>, tensor<i1>
    cond {
      %c_18 = stablehlo.constant dense<10> : tensor<i32>
      %36 = stablehlo.compare LT, %iterArg_15, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_19 = stablehlo.constant dense<false> : tensor<i1>
      %37 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i1>) -> tensor<i1>
      %38 = stablehlo.compare NE, %36, %37, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %39 = stablehlo.convert %38 : tensor<i1>
      %40 = stablehlo.and %iterArg_17, %39 : tensor<i1>
      stablehlo.return %40 : tensor<i1>
    } do {
      %36 = stablehlo.transpose %iterArg_16, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
      %37 = stablehlo.dot_general %36, %iterArg_16, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      %cst_18 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %38 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
      %39 = stablehlo.multiply %38, %37 : tensor<512x512xf32>
      %40 = stablehlo.iota dim = 0 : tensor<512x512xi32>
      %41 = stablehlo.iota dim = 1 : tensor<512x512xi32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %42 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
      %43 = stablehlo.add %40, %42 : tensor<512x512xi32>
      %44 = stablehlo.compare EQ, %43, %41, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
      %45 = stablehlo.convert %44 : (tensor<512x512xi1>) -> tensor<512x512xf32>
      %46 = stablehlo.add %39, %45 : tensor<512x512xf32>
      %47 = stablehlo.iota dim = 0 : tensor<512x512xi32>
      %48 = stablehlo.iota dim = 1 : tensor<512x512xi32>
      %c_20 = stablehlo.constant dense<0> : tensor<i32>
      %49 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
      %50 = stablehlo.add %47, %49 : tensor<512x512xi32>
      %51 = stablehlo.compare EQ, %50, %48, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
      %52 = stablehlo.convert %51 : (tensor<512x512xi1>) -> tensor<512x512xf32>
      %53 = stablehlo.iota dim = 0 : tensor<512x512xi32>
      %54 = stablehlo.broadcast_in_dim %iterArg, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
      %55 = stablehlo.compare LT, %53, %54, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
      %56 = stablehlo.iota dim = 1 : tensor<512x512xi32>
      %57 = stablehlo.broadcast_in_dim %iterArg, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
      %58 = stablehlo.compare LT, %56, %57, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
      %59 = stablehlo.and %55, %58 : tensor<512x512xi1>
      %60 = func.call @_where_15(%59, %46, %52) : (tensor<512x512xi1>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      %61 = stablehlo.cholesky %60, lower = true : tensor<512x512xf32>
      %62 = stablehlo.iota dim = 0 : tensor<512x512xi32>
      %c_21 = stablehlo.constant dense<0> : tensor<i32>
      %63 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
      %64 = stablehlo.add %62, %63 : tensor<512x512xi32>
      %65 = stablehlo.iota dim = 1 : tensor<512x512xi32>
      %66 = stablehlo.compare GE, %64, %65, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
      %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %67 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
      %68 = stablehlo.select %66, %61, %67 : tensor<512x512xi1>, tensor<512x512xf32>
      %69 = stablehlo.transpose %iterArg_16, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
      %70 = "stablehlo.triangular_solve"(%68, %69) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      %71 = "stablehlo.triangular_solve"(%68, %70) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
      %72 = stablehlo.transpose %71, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
      %cst_23 = stablehlo.constant dense<0.333333343> : tensor<f32>
      %73 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
      %74 = stablehlo.multiply %73, %iterArg_16 : tensor<512x512xf32>
      %cst_24 = stablehlo.constant dense<2.66666675> : tensor<f32>
      %75 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
      %76 = stablehlo.multiply %75, %72 : tensor<512x512xf32>
      %77 = stablehlo.add %74, %76 : tensor<512x512xf32>
      %78 = stablehlo.subtract %77, %iterArg_16 : tensor<512x512xf32>
      %79 = func.call @norm(%78) : (tensor<512x512xf32>) -> tensor<f32>
      %80 = stablehlo.convert %iterArg_14 : tensor<f32>
      %81 = stablehlo.compare GT, %79, %80, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_25 = stablehlo.constant dense<1> : tensor<i32>
      %82 = stablehlo.add %iterArg_15, %c_25 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_14, %82, %77, %81 : tensor<i32>, tensor<f32>, tensor<i32>, tensor<512x512xf32>, tensor<i1>
    }
    %cst_11 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %22 = stablehlo.multiply %21, %20#3 : tensor<512x512xf32>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %24 = stablehlo.multiply %23, %20#3 : tensor<512x512xf32>
    %25 = stablehlo.transpose %20#3, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %26 = stablehlo.dot_general %25, %20#3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %27 = stablehlo.dot_general %24, %26, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %28 = stablehlo.subtract %22, %27 : tensor<512x512xf32>
    %29 = stablehlo.transpose %28, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %30 = stablehlo.dot_general %29, %7, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %31 = stablehlo.transpose %30, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %32 = stablehlo.add %30, %31 : tensor<512x512xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %34 = stablehlo.divide %32, %33 : tensor<512x512xf32>
    %35 = stablehlo.not %20#4 : tensor<i1>
    return %28, %34, %20#2, %35 : tensor<512x512xf32>, tensor<512x512xf32>, tensor<i32>, tensor<i1>
  }
  func.func private @norm_10(%arg0: tensor<512x512xf32>) -> tensor<f32> {
    %0 = stablehlo.abs %arg0 : tensor<512x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.maximum across dimensions = [0] : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.maximum %cst_1, %2 : tensor<f32>
    return %3 : tensor<f32>
  }
  func.func private @norm_11(%arg0: tensor<512x512xf32>) -> tensor<f32> {
    %0 = stablehlo.abs %arg0 : tensor<512x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.maximum across dimensions = [0] : (tensor<512xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.maximum %cst_1, %2 : tensor<f32>
    return %3 : tensor<f32>
  }
  func.func private @_where_12(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @closed_call(%arg0: tensor<2x3xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<512x512xf32>, %arg5: tensor<i1>) -> (tensor<i32>, tensor<512x512xf32>, tensor<i1>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg3, %c : tensor<i32>
    %1 = call @dynamic_index_in_dim_13(%arg0, %arg3) : (tensor<2x3xf32>, tensor<i32>) -> tensor<3xf32>
    %2 = stablehlo.slice %1 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1xf32>) -> tensor<f32>
    %4 = stablehlo.slice %1 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32>
    %6 = stablehlo.slice %1 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %9 = stablehlo.multiply %8, %arg4 : tensor<512x512xf32>
    %10 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %11 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %13 = stablehlo.add %10, %12 : tensor<512x512xi32>
    %14 = stablehlo.compare EQ, %13, %11, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %15 = stablehlo.convert %14 : (tensor<512x512xi1>) -> tensor<512x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.pad %9, %cst, low = [0, 0], high = [512, 0], interior = [0, 0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<1024x512xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.compare LT, %arg1, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<1024> : tensor<i32>
    %18 = stablehlo.add %arg1, %c_2 : tensor<i32>
    %19 = stablehlo.select %17, %18, %arg1 : tensor<i1>, tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.dynamic_update_slice %16, %15, %19, %c_3 : (tensor<1024x512xf32>, tensor<512x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1024x512xf32>
    %21:2 = stablehlo.custom_call @Qr(%20) {backend_config = ""} : (tensor<1024x512xf32>) -> (tensor<1024x512xf32>, tensor<512xf32>)
    %22 = stablehlo.custom_call @ProductOfElementaryHouseholderReflectors(%21#0, %21#1) {backend_config = ""} : (tensor<1024x512xf32>, tensor<512xf32>) -> tensor<1024x512xf32>
    %23 = stablehlo.slice %21#0 [0:512, 0:512] : (tensor<1024x512xf32>) -> tensor<512x512xf32>
    %24 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %c_4 = stablehlo.constant dense<-1> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %26 = stablehlo.add %24, %25 : tensor<512x512xi32>
    %27 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %28 = stablehlo.compare GE, %26, %27, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %30 = stablehlo.select %28, %29, %23 : tensor<512x512xi1>, tensor<512x512xf32>
    %31 = stablehlo.slice %22 [0:512, 0:512] : (tensor<1024x512xf32>) -> tensor<512x512xf32>
    %32 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %33 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %34 = stablehlo.compare LT, %32, %33, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %35 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %37 = stablehlo.compare LT, %35, %36, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %38 = stablehlo.and %34, %37 : tensor<512x512xi1>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %39 = call @_where(%38, %31, %c_6) : (tensor<512x512xi1>, tensor<512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.compare LT, %arg1, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<1024> : tensor<i32>
    %41 = stablehlo.add %arg1, %c_8 : tensor<i32>
    %42 = stablehlo.select %40, %41, %arg1 : tensor<i1>, tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %43 = stablehlo.dynamic_slice %22, %42, %c_9, sizes = [512, 512] : (tensor<1024x512xf32>, tensor<i32>, tensor<i32>) -> tensor<512x512xf32>
    %44 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %45 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %46 = stablehlo.compare LT, %44, %45, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %47 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %48 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %49 = stablehlo.compare LT, %47, %48, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %50 = stablehlo.and %46, %49 : tensor<512x512xi1>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %51 = call @_where(%50, %43, %c_10) : (tensor<512x512xi1>, tensor<512x512xf32>, tensor<i32>) -> tensor<512x512xf32>
    %52 = stablehlo.transpose %51, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %53 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %54 = stablehlo.multiply %53, %arg4 : tensor<512x512xf32>
    %55 = stablehlo.dot_general %39, %52, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %56 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %57 = stablehlo.multiply %56, %55 : tensor<512x512xf32>
    %58 = stablehlo.add %54, %57 : tensor<512x512xf32>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    return %0, %58, %c_11 : tensor<i32>, tensor<512x512xf32>, tensor<i1>
  }
  func.func private @dynamic_index_in_dim_13(%arg0: tensor<2x3xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.convert %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.add %1, %c_0 : tensor<i32>
    %3 = stablehlo.select %0, %2, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_slice %arg0, %3, %c_1, sizes = [1, 3] : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<1x3xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x3xf32>) -> tensor<3xf32>
    return %5 : tensor<3xf32>
  }
  func.func private @closed_call_14(%arg0: tensor<2x3xf32>, %arg1: tensor<i32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<512x512xf32>, %arg5: tensor<i1>) -> (tensor<i32>, tensor<512x512xf32>, tensor<i1>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg3, %c : tensor<i32>
    %1 = call @dynamic_index_in_dim_13(%arg0, %arg3) : (tensor<2x3xf32>, tensor<i32>) -> tensor<3xf32>
    %2 = stablehlo.slice %1 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1xf32>) -> tensor<f32>
    %4 = stablehlo.slice %1 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32>
    %6 = stablehlo.slice %1 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %9 = stablehlo.dot_general %8, %arg4, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %10 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<512x512xf32>
    %12 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %13 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %15 = stablehlo.add %12, %14 : tensor<512x512xi32>
    %16 = stablehlo.compare EQ, %15, %13, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %17 = stablehlo.convert %16 : (tensor<512x512xi1>) -> tensor<512x512xf32>
    %18 = stablehlo.add %11, %17 : tensor<512x512xf32>
    %19 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %20 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %22 = stablehlo.add %19, %21 : tensor<512x512xi32>
    %23 = stablehlo.compare EQ, %22, %20, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %24 = stablehlo.convert %23 : (tensor<512x512xi1>) -> tensor<512x512xf32>
    %25 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %26 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %27 = stablehlo.compare LT, %25, %26, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %28 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %29 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %30 = stablehlo.compare LT, %28, %29, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %31 = stablehlo.and %27, %30 : tensor<512x512xi1>
    %32 = call @_where_15(%31, %18, %24) : (tensor<512x512xi1>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %33 = stablehlo.cholesky %32, lower = true : tensor<512x512xf32>
    %34 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %36 = stablehlo.add %34, %35 : tensor<512x512xi32>
    %37 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %38 = stablehlo.compare GE, %36, %37, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %40 = stablehlo.select %38, %33, %39 : tensor<512x512xi1>, tensor<512x512xf32>
    %41 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %42 = "stablehlo.triangular_solve"(%40, %41) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %43 = "stablehlo.triangular_solve"(%40, %42) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %44 = stablehlo.transpose %43, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %45 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %46 = stablehlo.multiply %45, %arg4 : tensor<512x512xf32>
    %47 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %48 = stablehlo.multiply %47, %44 : tensor<512x512xf32>
    %49 = stablehlo.add %46, %48 : tensor<512x512xf32>
    %50 = stablehlo.subtract %49, %arg4 : tensor<512x512xf32>
    %51 = call @norm(%50) : (tensor<512x512xf32>) -> tensor<f32>
    %52 = stablehlo.convert %arg2 : tensor<f32>
    %53 = stablehlo.compare GT, %51, %52, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    return %0, %49, %53 : tensor<i32>, tensor<512x512xf32>, tensor<i1>
  }
  func.func private @_where_15(%arg0: tensor<512x512xi1>, %arg1: tensor<512x512xf32>, %arg2: tensor<512x512xf32>) -> tensor<512x512xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<512x512xi1>, tensor<512x512xf32>
    return %0 : tensor<512x512xf32>
  }
  func.func private @trace(%arg0: tensor<512x512xf32>) -> tensor<f32> {
    %0 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %1 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %3 = stablehlo.add %0, %2 : tensor<512x512xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %6 = call @_where_15(%4, %arg0, %5) : (tensor<512x512xi1>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<f32>
    return %7 : tensor<f32>
  }
  func.func private @round(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @norm_16(%arg0: tensor<512x512xf32>) -> tensor<512xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<512x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2 = stablehlo.sqrt %1 : tensor<512xf32>
    return %2 : tensor<512xf32>
  }
  func.func private @argsort(%arg0: tensor<512xf32>) -> tensor<512xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<512xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<512xf32>, tensor<512xi32>) -> (tensor<512xf32>, tensor<512xi32>)
    return %1#1 : tensor<512xi32>
  }
  func.func private @qr(%arg0: tensor<512x512xf32>) -> (tensor<512x512xf32>, tensor<512x512xf32>) {
    %0:2 = stablehlo.custom_call @Qr(%arg0) {backend_config = ""} : (tensor<512x512xf32>) -> (tensor<512x512xf32>, tensor<512xf32>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.pad %0#0, %cst, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<512x512xf32>, tensor<f32>) -> tensor<512x512xf32>
    %2 = stablehlo.custom_call @ProductOfElementaryHouseholderReflectors(%1, %0#1) {backend_config = ""} : (tensor<512x512xf32>, tensor<512xf32>) -> tensor<512x512xf32>
    %3 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %5 = stablehlo.add %3, %4 : tensor<512x512xi32>
    %6 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %9 = stablehlo.select %7, %8, %0#0 : tensor<512x512xi1>, tensor<512x512xf32>
    return %2, %9 : tensor<512x512xf32>, tensor<512x512xf32>
  }
  func.func private @_where_17(%arg0: tensor<512x1xi1>, %arg1: tensor<512x1xf32>, %arg2: tensor<512x1xf32>) -> tensor<512x1xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<512x1xi1>, tensor<512x1xf32>
    return %0 : tensor<512x1xf32>
  }
  func.func private @_where_18(%arg0: tensor<288x288xi1>, %arg1: tensor<288x288xf32>, %arg2: tensor<i32>) -> tensor<288x288xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<288x288xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<288x288xi1>, tensor<288x288xf32>
    return %2 : tensor<288x288xf32>
  }
  func.func private @norm_19(%arg0: tensor<288x288xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<288x288xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<288x288xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @_diag_20(%arg0: tensor<288x288xf32>) -> tensor<288xf32> {
    %0 = call @diagonal_21(%arg0) : (tensor<288x288xf32>) -> tensor<288xf32>
    return %0 : tensor<288xf32>
  }
  func.func private @diagonal_21(%arg0: tensor<288x288xf32>) -> tensor<288xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<288x288xi32>
    %1 = stablehlo.iota dim = 1 : tensor<288x288xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
    %3 = stablehlo.add %0, %2 : tensor<288x288xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
    %5 = stablehlo.convert %4 : (tensor<288x288xi1>) -> tensor<288x288xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<288xi32>
      %9 = stablehlo.iota dim = 0 : tensor<288xi32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<288xi32>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<288xi32>, tensor<288xi32>) -> tensor<288xi1>
      %c_2 = stablehlo.constant dense<288> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<288xi32>
      %13 = stablehlo.add %8, %12 : tensor<288xi32>
      %14 = stablehlo.select %11, %13, %8 : tensor<288xi1>, tensor<288xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<288xi32>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<288xi32>, tensor<288xi32>) -> tensor<288xi1>
      %c_4 = stablehlo.constant dense<288> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<288xi32>
      %18 = stablehlo.add %9, %17 : tensor<288xi32>
      %19 = stablehlo.select %16, %18, %9 : tensor<288xi1>, tensor<288xi32>
      %20 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<288xi32>) -> tensor<288x1xi32>
      %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<288xi32>) -> tensor<288x1xi32>
      %22 = stablehlo.concatenate %20, %21, dim = 1 : (tensor<288x1xi32>, tensor<288x1xi32>) -> tensor<288x2xi32>
      %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<288x288xf32>, tensor<288x2xi32>) -> tensor<288xf32>
      stablehlo.return %23 : tensor<288xf32>
    }) : (tensor<i32>) -> tensor<288xf32>
    return %7 : tensor<288xf32>
  }
  func.func private @_diag_22(%arg0: tensor<288xf32>) -> tensor<288x288xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [0], interior = [0] : (tensor<288xf32>, tensor<f32>) -> tensor<288xf32>
    %1 = stablehlo.iota dim = 0 : tensor<288x288xi32>
    %2 = stablehlo.iota dim = 1 : tensor<288x288xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
    %4 = stablehlo.add %1, %3 : tensor<288x288xi32>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<288xf32>) -> tensor<288x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = call @_where_23(%5, %6, %cst_0) : (tensor<288x288xi1>, tensor<288x1xf32>, tensor<f32>) -> tensor<288x288xf32>
    return %7 : tensor<288x288xf32>
  }
  func.func private @_where_23(%arg0: tensor<288x288xi1>, %arg1: tensor<288x1xf32>, %arg2: tensor<f32>) -> tensor<288x288xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<288x1xf32>) -> tensor<288x288xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<288x288xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<288x288xi1>, tensor<288x288xf32>
    return %2 : tensor<288x288xf32>
  }
  func.func private @_where_24(%arg0: tensor<512x288xi1>, %arg1: tensor<512x288xf32>, %arg2: tensor<i32>) -> tensor<512x288xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512x288xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<512x288xi1>, tensor<512x288xf32>
    return %2 : tensor<512x288xf32>
  }
  func.func private @_where_25(%arg0: tensor<288xi1>, %arg1: tensor<288xf32>, %arg2: tensor<f32>) -> tensor<288xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<288xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<288xi1>, tensor<288xf32>
    return %2 : tensor<288xf32>
  }
  func.func private @nanmedian_26(%arg0: tensor<288xf32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = call @nanquantile_27(%arg0, %cst) : (tensor<288xf32>, tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @nanquantile_27(%arg0: tensor<288xf32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<288xf32>, tensor<288xf32>) -> tensor<288xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %1 = call @_where_28(%0, %cst, %arg0) : (tensor<288xi1>, tensor<f32>, tensor<288xf32>) -> tensor<288xf32>
    %2 = "stablehlo.sort"(%1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %34 = stablehlo.compare EQ, %arg2, %cst_11, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %35 = stablehlo.select %34, %cst_12, %arg2 : tensor<i1>, tensor<f32>
      %36 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_13 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %37 = stablehlo.select %36, %cst_13, %35 : tensor<i1>, tensor<f32>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %38 = stablehlo.compare EQ, %arg3, %cst_14, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %39 = stablehlo.select %38, %cst_15, %arg3 : tensor<i1>, tensor<f32>
      %40 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_16 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %41 = stablehlo.select %40, %cst_16, %39 : tensor<i1>, tensor<f32>
      %42 = stablehlo.compare LT, %37, %41, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %42 : tensor<i1>
    }) : (tensor<288xf32>) -> tensor<288xf32>
    %3 = stablehlo.compare NE, %2, %2, FLOAT : (tensor<288xf32>, tensor<288xf32>) -> tensor<288xi1>
    %4 = stablehlo.not %3 : tensor<288xi1>
    %5 = stablehlo.convert %4 : (tensor<288xi1>) -> tensor<288xi32>
    %6 = stablehlo.convert %5 : (tensor<288xi32>) -> tensor<288xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<288xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.subtract %7, %cst_1 : tensor<f32>
    %9 = stablehlo.multiply %arg1, %8 : tensor<f32>
    %10 = stablehlo.floor %9 : tensor<f32>
    %11 = stablehlo.ceil %9 : tensor<f32>
    %12 = stablehlo.subtract %9, %10 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.subtract %cst_2, %12 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.subtract %7, %cst_3 : tensor<f32>
    %15 = stablehlo.minimum %10, %14 : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.maximum %cst_4, %15 : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.subtract %7, %cst_5 : tensor<f32>
    %18 = stablehlo.minimum %11, %17 : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.maximum %cst_6, %18 : tensor<f32>
    %20 = stablehlo.convert %16 : (tensor<f32>) -> tensor<i32>
    %21 = stablehlo.convert %19 : (tensor<f32>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.compare LT, %20, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<288> : tensor<i32>
    %23 = stablehlo.add %20, %c_7 : tensor<i32>
    %24 = stablehlo.select %22, %23, %20 : tensor<i1>, tensor<i32>
    %25 = stablehlo.dynamic_slice %2, %24, sizes = [1] : (tensor<288xf32>, tensor<i32>) -> tensor<1xf32>
    %26 = stablehlo.reshape %25 : (tensor<1xf32>) -> tensor<f32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.compare LT, %21, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<288> : tensor<i32>
    %28 = stablehlo.add %21, %c_9 : tensor<i32>
    %29 = stablehlo.select %27, %28, %21 : tensor<i1>, tensor<i32>
    %30 = stablehlo.dynamic_slice %2, %29, sizes = [1] : (tensor<288xf32>, tensor<i32>) -> tensor<1xf32>
    %31 = stablehlo.reshape %30 : (tensor<1xf32>) -> tensor<f32>
    %32 = stablehlo.add %26, %31 : tensor<f32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %33 = stablehlo.multiply %32, %cst_10 : tensor<f32>
    return %33 : tensor<f32>
  }
  func.func private @_where_28(%arg0: tensor<288xi1>, %arg1: tensor<f32>, %arg2: tensor<288xf32>) -> tensor<288xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<288xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<288xi1>, tensor<288xf32>
    return %2 : tensor<288xf32>
  }
  func.func private @qdwh_29(%arg0: tensor<288x288xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> (tensor<288x288xf32>, tensor<288x288xf32>, tensor<i32>, tensor<i1>) {
    %cst = stablehlo.constant dense<[[1.9999615, 52016.457, 0.999961555], [1.92178214, 24.0162086, 0.920118272]]> : tensor<2x3xf32>
    %cst_0 = stablehlo.constant dense<[[3.74143839, 5.72027779, 0.443261355], [2.67155766, 3.01101112, 0.333944082]]> : tensor<2x3xf32>
    %0 = stablehlo.iota dim = 0 : tensor<288x288xi32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
    %2 = stablehlo.compare LT, %0, %1, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
    %3 = stablehlo.iota dim = 1 : tensor<288x288xi32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
    %6 = stablehlo.and %2, %5 : tensor<288x288xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7 = call @_where_18(%6, %arg0, %c) : (tensor<288x288xi1>, tensor<288x288xf32>, tensor<i32>) -> tensor<288x288xf32>
    %8 = call @norm_30(%7) : (tensor<288x288xf32>) -> tensor<f32>
    %9 = call @norm_31(%7) : (tensor<288x288xf32>) -> tensor<f32>
    %10 = stablehlo.rsqrt %8 : tensor<f32>
    %11 = stablehlo.rsqrt %9 : tensor<f32>
    %12 = stablehlo.multiply %10, %11 : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare EQ, %8, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %14 = call @_where_12(%13, %c_2, %12) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<288x288xf32>
    %16 = stablehlo.multiply %7, %15 : tensor<288x288xf32>
    %cst_3 = stablehlo.constant dense<5.96046448E-7> : tensor<f32>
    %17 = stablehlo.cbrt %cst_3 : tensor<f32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %18:7 = stablehlo.while(%iterArg = %cst, %iterArg_14 = %arg1, %iterArg_15 = %arg2, %iterArg_16 = %c_6, %iterArg_17 = %c_4, %iterArg_18 = %16, %iterArg_19 = %c_5) : tensor<2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<288x288xf32>, tensor<i1>
    cond {
      %c_20 = stablehlo.constant dense<2> : tensor<i32>
      %36 = stablehlo.compare LT, %iterArg_16, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %36 : tensor<i1>
    } do {
      %36:3 = func.call @closed_call_32(%iterArg, %iterArg_14, %iterArg_15, %iterArg_17, %iterArg_18, %iterArg_19) : (tensor<2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<288x288xf32>, tensor<i1>) -> (tensor<i32>, tensor<288x288xf32>, tensor<i1>)
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %37 = stablehlo.add %iterArg_16, %c_20 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_14, %iterArg_15, %37, %36#0, %36#1, %36#2 : tensor<2x3xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<288x288xf32>, tensor<i1>
    }
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<true> : tensor<i1>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %19:7 = stablehlo.while(%iterArg = %cst_0, %iterArg_14 = %arg2, %iterArg_15 = %17, %iterArg_16 = %c_9, %iterArg_17 = %c_7, %iterArg_18 = %18#5, %iterArg_19 = %c_8) : tensor<2x3xf32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<288x288xf32>, tensor<i1>
    cond {
      %c_20 = stablehlo.constant dense<2> : tensor<i32>
      %36 = stablehlo.compare LT, %iterArg_16, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %36 : tensor<i1>
    } do {
      %36:3 = func.call @closed_call_33(%iterArg, %iterArg_14, %iterArg_15, %iterArg_17, %iterArg_18, %iterArg_19) : (tensor<2x3xf32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<288x288xf32>, tensor<i1>) -> (tensor<i32>, tensor<288x288xf32>, tensor<i1>)
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %37 = stablehlo.add %iterArg_16, %c_20 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_14, %iterArg_15, %37, %36#0, %36#1, %36#2 : tensor<2x3xf32>, tensor<i32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<288x288xf32>, tensor<i1>
    }
    %c_10 = stablehlo.constant dense<4> : tensor<i32>
    %20:5 = stablehlo.while(%iterArg = %arg2, %iterArg_14 = %17, %iterArg_15 = %c_10, %iterArg_16 = %19#5, %iterArg_17 = %19#6) : tensor<i32>, tensor<f32>, tensor<i32>, tensor<288x288xf32>, tensor<i1>
    cond {
      %c_18 = stablehlo.constant dense<10> : tensor<i32>
      %36 = stablehlo.compare LT, %iterArg_15, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_19 = stablehlo.constant dense<false> : tensor<i1>
      %37 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i1>) -> tensor<i1>
      %38 = stablehlo.compare NE, %36, %37, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %39 = stablehlo.convert %38 : tensor<i1>
      %40 = stablehlo.and %iterArg_17, %39 : tensor<i1>
      stablehlo.return %40 : tensor<i1>
    } do {
      %36 = stablehlo.transpose %iterArg_16, dims = [1, 0] : (tensor<288x288xf32>) -> tensor<288x288xf32>
      %37 = stablehlo.dot_general %36, %iterArg_16, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
      %cst_18 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %38 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<288x288xf32>
      %39 = stablehlo.multiply %38, %37 : tensor<288x288xf32>
      %40 = stablehlo.iota dim = 0 : tensor<288x288xi32>
      %41 = stablehlo.iota dim = 1 : tensor<288x288xi32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %42 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
      %43 = stablehlo.add %40, %42 : tensor<288x288xi32>
      %44 = stablehlo.compare EQ, %43, %41, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
      %45 = stablehlo.convert %44 : (tensor<288x288xi1>) -> tensor<288x288xf32>
      %46 = stablehlo.add %39, %45 : tensor<288x288xf32>
      %47 = stablehlo.iota dim = 0 : tensor<288x288xi32>
      %48 = stablehlo.iota dim = 1 : tensor<288x288xi32>
      %c_20 = stablehlo.constant dense<0> : tensor<i32>
      %49 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
      %50 = stablehlo.add %47, %49 : tensor<288x288xi32>
      %51 = stablehlo.compare EQ, %50, %48, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
      %52 = stablehlo.convert %51 : (tensor<288x288xi1>) -> tensor<288x288xf32>
      %53 = stablehlo.iota dim = 0 : tensor<288x288xi32>
      %54 = stablehlo.broadcast_in_dim %iterArg, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
      %55 = stablehlo.compare LT, %53, %54, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
      %56 = stablehlo.iota dim = 1 : tensor<288x288xi32>
      %57 = stablehlo.broadcast_in_dim %iterArg, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
      %58 = stablehlo.compare LT, %56, %57, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
      %59 = stablehlo.and %55, %58 : tensor<288x288xi1>
      %60 = func.call @_where_34(%59, %46, %52) : (tensor<288x288xi1>, tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
      %61 = stablehlo.cholesky %60, lower = true : tensor<288x288xf32>
      %62 = stablehlo.iota dim = 0 : tensor<288x288xi32>
      %c_21 = stablehlo.constant dense<0> : tensor<i32>
      %63 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
      %64 = stablehlo.add %62, %63 : tensor<288x288xi32>
      %65 = stablehlo.iota dim = 1 : tensor<288x288xi32>
      %66 = stablehlo.compare GE, %64, %65, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
      %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %67 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<288x288xf32>
      %68 = stablehlo.select %66, %61, %67 : tensor<288x288xi1>, tensor<288x288xf32>
      %69 = stablehlo.transpose %iterArg_16, dims = [1, 0] : (tensor<288x288xf32>) -> tensor<288x288xf32>
      %70 = "stablehlo.triangular_solve"(%68, %69) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
      %71 = "stablehlo.triangular_solve"(%68, %70) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
      %72 = stablehlo.transpose %71, dims = [1, 0] : (tensor<288x288xf32>) -> tensor<288x288xf32>
      %cst_23 = stablehlo.constant dense<0.333333343> : tensor<f32>
      %73 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<288x288xf32>
      %74 = stablehlo.multiply %73, %iterArg_16 : tensor<288x288xf32>
      %cst_24 = stablehlo.constant dense<2.66666675> : tensor<f32>
      %75 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<288x288xf32>
      %76 = stablehlo.multiply %75, %72 : tensor<288x288xf32>
      %77 = stablehlo.add %74, %76 : tensor<288x288xf32>
      %78 = stablehlo.subtract %77, %iterArg_16 : tensor<288x288xf32>
      %79 = func.call @norm_19(%78) : (tensor<288x288xf32>) -> tensor<f32>
      %80 = stablehlo.convert %iterArg_14 : tensor<f32>
      %81 = stablehlo.compare GT, %79, %80, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_25 = stablehlo.constant dense<1> : tensor<i32>
      %82 = stablehlo.add %iterArg_15, %c_25 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_14, %82, %77, %81 : tensor<i32>, tensor<f32>, tensor<i32>, tensor<288x288xf32>, tensor<i1>
    }
    %cst_11 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<288x288xf32>
    %22 = stablehlo.multiply %21, %20#3 : tensor<288x288xf32>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<288x288xf32>
    %24 = stablehlo.multiply %23, %20#3 : tensor<288x288xf32>
    %25 = stablehlo.transpose %20#3, dims = [1, 0] : (tensor<288x288xf32>) -> tensor<288x288xf32>
    %26 = stablehlo.dot_general %25, %20#3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
    %27 = stablehlo.dot_general %24, %26, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
    %28 = stablehlo.subtract %22, %27 : tensor<288x288xf32>
    %29 = stablehlo.transpose %28, dims = [1, 0] : (tensor<288x288xf32>) -> tensor<288x288xf32>
    %30 = stablehlo.dot_general %29, %7, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
    %31 = stablehlo.transpose %30, dims = [1, 0] : (tensor<288x288xf32>) -> tensor<288x288xf32>
    %32 = stablehlo.add %30, %31 : tensor<288x288xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<288x288xf32>
    %34 = stablehlo.divide %32, %33 : tensor<288x288xf32>
    %35 = stablehlo.not %20#4 : tensor<i1>
    return %28, %34, %20#2, %35 : tensor<288x288xf32>, tensor<288x288xf32>, tensor<i32>, tensor<i1>
  }
  func.func private @norm_30(%arg0: tensor<288x288xf32>) -> tensor<f32> {
    %0 = stablehlo.abs %arg0 : tensor<288x288xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<288x288xf32>, tensor<f32>) -> tensor<288xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.maximum across dimensions = [0] : (tensor<288xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.maximum %cst_1, %2 : tensor<f32>
    return %3 : tensor<f32>
  }
  func.func private @norm_31(%arg0: tensor<288x288xf32>) -> tensor<f32> {
    %0 = stablehlo.abs %arg0 : tensor<288x288xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<288x288xf32>, tensor<f32>) -> tensor<288xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.maximum across dimensions = [0] : (tensor<288xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.maximum %cst_1, %2 : tensor<f32>
    return %3 : tensor<f32>
  }
  func.func private @closed_call_32(%arg0: tensor<2x3xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<288x288xf32>, %arg5: tensor<i1>) -> (tensor<i32>, tensor<288x288xf32>, tensor<i1>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg3, %c : tensor<i32>
    %1 = call @dynamic_index_in_dim_13(%arg0, %arg3) : (tensor<2x3xf32>, tensor<i32>) -> tensor<3xf32>
    %2 = stablehlo.slice %1 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1xf32>) -> tensor<f32>
    %4 = stablehlo.slice %1 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32>
    %6 = stablehlo.slice %1 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<288x288xf32>
    %9 = stablehlo.multiply %8, %arg4 : tensor<288x288xf32>
    %10 = stablehlo.iota dim = 0 : tensor<288x288xi32>
    %11 = stablehlo.iota dim = 1 : tensor<288x288xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
    %13 = stablehlo.add %10, %12 : tensor<288x288xi32>
    %14 = stablehlo.compare EQ, %13, %11, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
    %15 = stablehlo.convert %14 : (tensor<288x288xi1>) -> tensor<288x288xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.pad %9, %cst, low = [0, 0], high = [288, 0], interior = [0, 0] : (tensor<288x288xf32>, tensor<f32>) -> tensor<576x288xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.compare LT, %arg1, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<576> : tensor<i32>
    %18 = stablehlo.add %arg1, %c_2 : tensor<i32>
    %19 = stablehlo.select %17, %18, %arg1 : tensor<i1>, tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.dynamic_update_slice %16, %15, %19, %c_3 : (tensor<576x288xf32>, tensor<288x288xf32>, tensor<i32>, tensor<i32>) -> tensor<576x288xf32>
    %21:2 = stablehlo.custom_call @Qr(%20) {backend_config = ""} : (tensor<576x288xf32>) -> (tensor<576x288xf32>, tensor<288xf32>)
    %22 = stablehlo.custom_call @ProductOfElementaryHouseholderReflectors(%21#0, %21#1) {backend_config = ""} : (tensor<576x288xf32>, tensor<288xf32>) -> tensor<576x288xf32>
    %23 = stablehlo.slice %21#0 [0:288, 0:288] : (tensor<576x288xf32>) -> tensor<288x288xf32>
    %24 = stablehlo.iota dim = 0 : tensor<288x288xi32>
    %c_4 = stablehlo.constant dense<-1> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
    %26 = stablehlo.add %24, %25 : tensor<288x288xi32>
    %27 = stablehlo.iota dim = 1 : tensor<288x288xi32>
    %28 = stablehlo.compare GE, %26, %27, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<288x288xf32>
    %30 = stablehlo.select %28, %29, %23 : tensor<288x288xi1>, tensor<288x288xf32>
    %31 = stablehlo.slice %22 [0:288, 0:288] : (tensor<576x288xf32>) -> tensor<288x288xf32>
    %32 = stablehlo.iota dim = 0 : tensor<288x288xi32>
    %33 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
    %34 = stablehlo.compare LT, %32, %33, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
    %35 = stablehlo.iota dim = 1 : tensor<288x288xi32>
    %36 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
    %37 = stablehlo.compare LT, %35, %36, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
    %38 = stablehlo.and %34, %37 : tensor<288x288xi1>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %39 = call @_where_18(%38, %31, %c_6) : (tensor<288x288xi1>, tensor<288x288xf32>, tensor<i32>) -> tensor<288x288xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.compare LT, %arg1, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<576> : tensor<i32>
    %41 = stablehlo.add %arg1, %c_8 : tensor<i32>
    %42 = stablehlo.select %40, %41, %arg1 : tensor<i1>, tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %43 = stablehlo.dynamic_slice %22, %42, %c_9, sizes = [288, 288] : (tensor<576x288xf32>, tensor<i32>, tensor<i32>) -> tensor<288x288xf32>
    %44 = stablehlo.iota dim = 0 : tensor<288x288xi32>
    %45 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
    %46 = stablehlo.compare LT, %44, %45, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
    %47 = stablehlo.iota dim = 1 : tensor<288x288xi32>
    %48 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
    %49 = stablehlo.compare LT, %47, %48, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
    %50 = stablehlo.and %46, %49 : tensor<288x288xi1>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %51 = call @_where_18(%50, %43, %c_10) : (tensor<288x288xi1>, tensor<288x288xf32>, tensor<i32>) -> tensor<288x288xf32>
    %52 = stablehlo.transpose %51, dims = [1, 0] : (tensor<288x288xf32>) -> tensor<288x288xf32>
    %53 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<288x288xf32>
    %54 = stablehlo.multiply %53, %arg4 : tensor<288x288xf32>
    %55 = stablehlo.dot_general %39, %52, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
    %56 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<288x288xf32>
    %57 = stablehlo.multiply %56, %55 : tensor<288x288xf32>
    %58 = stablehlo.add %54, %57 : tensor<288x288xf32>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    return %0, %58, %c_11 : tensor<i32>, tensor<288x288xf32>, tensor<i1>
  }
  func.func private @closed_call_33(%arg0: tensor<2x3xf32>, %arg1: tensor<i32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<288x288xf32>, %arg5: tensor<i1>) -> (tensor<i32>, tensor<288x288xf32>, tensor<i1>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg3, %c : tensor<i32>
    %1 = call @dynamic_index_in_dim_13(%arg0, %arg3) : (tensor<2x3xf32>, tensor<i32>) -> tensor<3xf32>
    %2 = stablehlo.slice %1 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1xf32>) -> tensor<f32>
    %4 = stablehlo.slice %1 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32>
    %6 = stablehlo.slice %1 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<288x288xf32>) -> tensor<288x288xf32>
    %9 = stablehlo.dot_general %8, %arg4, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
    %10 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<288x288xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<288x288xf32>
    %12 = stablehlo.iota dim = 0 : tensor<288x288xi32>
    %13 = stablehlo.iota dim = 1 : tensor<288x288xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
    %15 = stablehlo.add %12, %14 : tensor<288x288xi32>
    %16 = stablehlo.compare EQ, %15, %13, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
    %17 = stablehlo.convert %16 : (tensor<288x288xi1>) -> tensor<288x288xf32>
    %18 = stablehlo.add %11, %17 : tensor<288x288xf32>
    %19 = stablehlo.iota dim = 0 : tensor<288x288xi32>
    %20 = stablehlo.iota dim = 1 : tensor<288x288xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
    %22 = stablehlo.add %19, %21 : tensor<288x288xi32>
    %23 = stablehlo.compare EQ, %22, %20, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
    %24 = stablehlo.convert %23 : (tensor<288x288xi1>) -> tensor<288x288xf32>
    %25 = stablehlo.iota dim = 0 : tensor<288x288xi32>
    %26 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
    %27 = stablehlo.compare LT, %25, %26, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
    %28 = stablehlo.iota dim = 1 : tensor<288x288xi32>
    %29 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
    %30 = stablehlo.compare LT, %28, %29, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
    %31 = stablehlo.and %27, %30 : tensor<288x288xi1>
    %32 = call @_where_34(%31, %18, %24) : (tensor<288x288xi1>, tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
    %33 = stablehlo.cholesky %32, lower = true : tensor<288x288xf32>
    %34 = stablehlo.iota dim = 0 : tensor<288x288xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
    %36 = stablehlo.add %34, %35 : tensor<288x288xi32>
    %37 = stablehlo.iota dim = 1 : tensor<288x288xi32>
    %38 = stablehlo.compare GE, %36, %37, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<288x288xf32>
    %40 = stablehlo.select %38, %33, %39 : tensor<288x288xi1>, tensor<288x288xf32>
    %41 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<288x288xf32>) -> tensor<288x288xf32>
    %42 = "stablehlo.triangular_solve"(%40, %41) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
    %43 = "stablehlo.triangular_solve"(%40, %42) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose TRANSPOSE>, unit_diagonal = false}> : (tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
    %44 = stablehlo.transpose %43, dims = [1, 0] : (tensor<288x288xf32>) -> tensor<288x288xf32>
    %45 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<288x288xf32>
    %46 = stablehlo.multiply %45, %arg4 : tensor<288x288xf32>
    %47 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<288x288xf32>
    %48 = stablehlo.multiply %47, %44 : tensor<288x288xf32>
    %49 = stablehlo.add %46, %48 : tensor<288x288xf32>
    %50 = stablehlo.subtract %49, %arg4 : tensor<288x288xf32>
    %51 = call @norm_19(%50) : (tensor<288x288xf32>) -> tensor<f32>
    %52 = stablehlo.convert %arg2 : tensor<f32>
    %53 = stablehlo.compare GT, %51, %52, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    return %0, %49, %53 : tensor<i32>, tensor<288x288xf32>, tensor<i1>
  }
  func.func private @_where_34(%arg0: tensor<288x288xi1>, %arg1: tensor<288x288xf32>, %arg2: tensor<288x288xf32>) -> tensor<288x288xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<288x288xi1>, tensor<288x288xf32>
    return %0 : tensor<288x288xf32>
  }
  func.func private @trace_35(%arg0: tensor<288x288xf32>) -> tensor<f32> {
    %0 = stablehlo.iota dim = 0 : tensor<288x288xi32>
    %1 = stablehlo.iota dim = 1 : tensor<288x288xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
    %3 = stablehlo.add %0, %2 : tensor<288x288xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<288x288xf32>
    %6 = call @_where_34(%4, %arg0, %5) : (tensor<288x288xi1>, tensor<288x288xf32>, tensor<288x288xf32>) -> tensor<288x288xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<288x288xf32>, tensor<f32>) -> tensor<f32>
    return %7 : tensor<f32>
  }
  func.func private @norm_36(%arg0: tensor<288x288xf32>) -> tensor<288xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<288x288xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<288x288xf32>, tensor<f32>) -> tensor<288xf32>
    %2 = stablehlo.sqrt %1 : tensor<288xf32>
    return %2 : tensor<288xf32>
  }
  func.func private @argsort_37(%arg0: tensor<288xf32>) -> tensor<288xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<288xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<288xf32>, tensor<288xi32>) -> (tensor<288xf32>, tensor<288xi32>)
    return %1#1 : tensor<288xi32>
  }
  func.func private @qr_38(%arg0: tensor<288x288xf32>) -> (tensor<288x288xf32>, tensor<288x288xf32>) {
    %0:2 = stablehlo.custom_call @Qr(%arg0) {backend_config = ""} : (tensor<288x288xf32>) -> (tensor<288x288xf32>, tensor<288xf32>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.pad %0#0, %cst, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<288x288xf32>, tensor<f32>) -> tensor<288x288xf32>
    %2 = stablehlo.custom_call @ProductOfElementaryHouseholderReflectors(%1, %0#1) {backend_config = ""} : (tensor<288x288xf32>, tensor<288xf32>) -> tensor<288x288xf32>
    %3 = stablehlo.iota dim = 0 : tensor<288x288xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<288x288xi32>
    %5 = stablehlo.add %3, %4 : tensor<288x288xi32>
    %6 = stablehlo.iota dim = 1 : tensor<288x288xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<288x288xi32>, tensor<288x288xi32>) -> tensor<288x288xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<288x288xf32>
    %9 = stablehlo.select %7, %8, %0#0 : tensor<288x288xi1>, tensor<288x288xf32>
    return %2, %9 : tensor<288x288xf32>, tensor<288x288xf32>
  }
  func.func private @_where_39(%arg0: tensor<512x288xi1>, %arg1: tensor<512x288xf32>, %arg2: tensor<512x288xf32>) -> tensor<512x288xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<512x288xi1>, tensor<512x288xf32>
    return %0 : tensor<512x288xf32>
  }
  func.func private @_where_40(%arg0: tensor<288x1xi1>, %arg1: tensor<288x1xf32>, %arg2: tensor<288x1xf32>) -> tensor<288x1xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<288x1xi1>, tensor<288x1xf32>
    return %0 : tensor<288x1xf32>
  }
  func.func private @_where_41(%arg0: tensor<512xi1>, %arg1: tensor<512xf32>, %arg2: tensor<f32>) -> tensor<512xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<512xi1>, tensor<512xf32>
    return %2 : tensor<512xf32>
  }
  func.func private @argsort_42(%arg0: tensor<512xf32>) -> tensor<512xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<512xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<512xf32>, tensor<512xi32>) -> (tensor<512xf32>, tensor<512xi32>)
    return %1#1 : tensor<512xi32>
  }
}
