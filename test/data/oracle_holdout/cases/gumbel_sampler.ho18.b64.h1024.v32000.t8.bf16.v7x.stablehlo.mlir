module @jit_gumbel_sampler attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<32000x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg1: tensor<1024x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg2: tensor<64x1024xbf16> {sdy.sharding = #sdy.sharding<@empty_mesh, [{}, {}]>}, %arg3: tensor<ui32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}) -> (tensor<8x64xi32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %0 = stablehlo.shift_right_logical %arg3, %c : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_0 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %2 = stablehlo.and %arg3, %c_0 : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %4 = stablehlo.concatenate %1, %3, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %5 = call @_threefry_split(%4) : (tensor<2xui32>) -> tensor<8x2xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7:6 = stablehlo.while(%iterArg = %5, %iterArg_3 = %arg1, %iterArg_4 = %arg0, %iterArg_5 = %c_2, %iterArg_6 = %arg2, %iterArg_7 = %6) : tensor<8x2xui32>, tensor<1024x1024xbf16>, tensor<32000x1024xbf16>, tensor<i32>, tensor<64x1024xbf16>, tensor<8x64xi32>
    cond {
      %c_8 = stablehlo.constant dense<8> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg_5, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_5) : (tensor<8x2xui32>, tensor<i32>) -> tensor<2xui32>
      %9:2 = func.call @closed_call(%iterArg_3, %iterArg_4, %iterArg_6, %8) : (tensor<1024x1024xbf16>, tensor<32000x1024xbf16>, tensor<64x1024xbf16>, tensor<2xui32>) -> (tensor<64x1024xbf16>, tensor<64xi32>)
      %10 = func.call @dynamic_update_index_in_dim(%iterArg_7, %9#1, %iterArg_5) : (tensor<8x64xi32>, tensor<64xi32>, tensor<i32>) -> tensor<8x64xi32>
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg_5, %c_8 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_3, %iterArg_4, %11, %9#0, %10 : tensor<8x2xui32>, tensor<1024x1024xbf16>, tensor<32000x1024xbf16>, tensor<i32>, tensor<64x1024xbf16>, tensor<8x64xi32>
    }
    return %7#5 : tensor<8x64xi32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<8x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<8xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<8xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<8xui64>
    %9 = stablehlo.convert %6 : (tensor<8xui64>) -> tensor<8xui32>
    %10 = stablehlo.convert %8 : (tensor<8xui64>) -> tensor<8xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<8xui32>) -> tensor<8x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<8xui32>) -> tensor<8x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<8x1xui32>, tensor<8x1xui32>) -> tensor<8x2xui32>
    return %14 : tensor<8x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<8xui32>, %arg3: tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<8xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<8xui32>
    %6 = stablehlo.add %3, %5 : tensor<8xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %8 = stablehlo.shift_left %5, %7 : tensor<8xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %10 = stablehlo.shift_right_logical %5, %9 : tensor<8xui32>
    %11 = stablehlo.or %8, %10 : tensor<8xui32>
    %12 = stablehlo.xor %6, %11 : tensor<8xui32>
    %13 = stablehlo.add %6, %12 : tensor<8xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %15 = stablehlo.shift_left %12, %14 : tensor<8xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %17 = stablehlo.shift_right_logical %12, %16 : tensor<8xui32>
    %18 = stablehlo.or %15, %17 : tensor<8xui32>
    %19 = stablehlo.xor %13, %18 : tensor<8xui32>
    %20 = stablehlo.add %13, %19 : tensor<8xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %22 = stablehlo.shift_left %19, %21 : tensor<8xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %24 = stablehlo.shift_right_logical %19, %23 : tensor<8xui32>
    %25 = stablehlo.or %22, %24 : tensor<8xui32>
    %26 = stablehlo.xor %20, %25 : tensor<8xui32>
    %27 = stablehlo.add %20, %26 : tensor<8xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %29 = stablehlo.shift_left %26, %28 : tensor<8xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %31 = stablehlo.shift_right_logical %26, %30 : tensor<8xui32>
    %32 = stablehlo.or %29, %31 : tensor<8xui32>
    %33 = stablehlo.xor %27, %32 : tensor<8xui32>
    %34 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %35 = stablehlo.add %27, %34 : tensor<8xui32>
    %36 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %37 = stablehlo.add %33, %36 : tensor<8xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %38 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %39 = stablehlo.add %37, %38 : tensor<8xui32>
    %40 = stablehlo.add %35, %39 : tensor<8xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %42 = stablehlo.shift_left %39, %41 : tensor<8xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %44 = stablehlo.shift_right_logical %39, %43 : tensor<8xui32>
    %45 = stablehlo.or %42, %44 : tensor<8xui32>
    %46 = stablehlo.xor %40, %45 : tensor<8xui32>
    %47 = stablehlo.add %40, %46 : tensor<8xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %49 = stablehlo.shift_left %46, %48 : tensor<8xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %51 = stablehlo.shift_right_logical %46, %50 : tensor<8xui32>
    %52 = stablehlo.or %49, %51 : tensor<8xui32>
    %53 = stablehlo.xor %47, %52 : tensor<8xui32>
    %54 = stablehlo.add %47, %53 : tensor<8xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %55 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %56 = stablehlo.shift_left %53, %55 : tensor<8xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %57 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %58 = stablehlo.shift_right_logical %53, %57 : tensor<8xui32>
    %59 = stablehlo.or %56, %58 : tensor<8xui32>
    %60 = stablehlo.xor %54, %59 : tensor<8xui32>
    %61 = stablehlo.add %54, %60 : tensor<8xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %62 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %63 = stablehlo.shift_left %60, %62 : tensor<8xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %64 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %65 = stablehlo.shift_right_logical %60, %64 : tensor<8xui32>
    %66 = stablehlo.or %63, %65 : tensor<8xui32>
    %67 = stablehlo.xor %61, %66 : tensor<8xui32>
    %68 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %69 = stablehlo.add %61, %68 : tensor<8xui32>
    %70 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %71 = stablehlo.add %67, %70 : tensor<8xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %73 = stablehlo.add %71, %72 : tensor<8xui32>
    %74 = stablehlo.add %69, %73 : tensor<8xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %76 = stablehlo.shift_left %73, %75 : tensor<8xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %77 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %78 = stablehlo.shift_right_logical %73, %77 : tensor<8xui32>
    %79 = stablehlo.or %76, %78 : tensor<8xui32>
    %80 = stablehlo.xor %74, %79 : tensor<8xui32>
    %81 = stablehlo.add %74, %80 : tensor<8xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %82 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %83 = stablehlo.shift_left %80, %82 : tensor<8xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %84 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %85 = stablehlo.shift_right_logical %80, %84 : tensor<8xui32>
    %86 = stablehlo.or %83, %85 : tensor<8xui32>
    %87 = stablehlo.xor %81, %86 : tensor<8xui32>
    %88 = stablehlo.add %81, %87 : tensor<8xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %89 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %90 = stablehlo.shift_left %87, %89 : tensor<8xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %91 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %92 = stablehlo.shift_right_logical %87, %91 : tensor<8xui32>
    %93 = stablehlo.or %90, %92 : tensor<8xui32>
    %94 = stablehlo.xor %88, %93 : tensor<8xui32>
    %95 = stablehlo.add %88, %94 : tensor<8xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %96 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %97 = stablehlo.shift_left %94, %96 : tensor<8xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %98 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %99 = stablehlo.shift_right_logical %94, %98 : tensor<8xui32>
    %100 = stablehlo.or %97, %99 : tensor<8xui32>
    %101 = stablehlo.xor %95, %100 : tensor<8xui32>
    %102 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %103 = stablehlo.add %95, %102 : tensor<8xui32>
    %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %105 = stablehlo.add %101, %104 : tensor<8xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %106 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %107 = stablehlo.add %105, %106 : tensor<8xui32>
    %108 = stablehlo.add %103, %107 : tensor<8xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %110 = stablehlo.shift_left %107, %109 : tensor<8xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %112 = stablehlo.shift_right_logical %107, %111 : tensor<8xui32>
    %113 = stablehlo.or %110, %112 : tensor<8xui32>
    %114 = stablehlo.xor %108, %113 : tensor<8xui32>
    %115 = stablehlo.add %108, %114 : tensor<8xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %116 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %117 = stablehlo.shift_left %114, %116 : tensor<8xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %119 = stablehlo.shift_right_logical %114, %118 : tensor<8xui32>
    %120 = stablehlo.or %117, %119 : tensor<8xui32>
    %121 = stablehlo.xor %115, %120 : tensor<8xui32>
    %122 = stablehlo.add %115, %121 : tensor<8xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %123 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %124 = stablehlo.shift_left %121, %123 : tensor<8xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %126 = stablehlo.shift_right_logical %121, %125 : tensor<8xui32>
    %127 = stablehlo.or %124, %126 : tensor<8xui32>
    %128 = stablehlo.xor %122, %127 : tensor<8xui32>
    %129 = stablehlo.add %122, %128 : tensor<8xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %130 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %131 = stablehlo.shift_left %128, %130 : tensor<8xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %132 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %133 = stablehlo.shift_right_logical %128, %132 : tensor<8xui32>
    %134 = stablehlo.or %131, %133 : tensor<8xui32>
    %135 = stablehlo.xor %129, %134 : tensor<8xui32>
    %136 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %137 = stablehlo.add %129, %136 : tensor<8xui32>
    %138 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %139 = stablehlo.add %135, %138 : tensor<8xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %140 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %141 = stablehlo.add %139, %140 : tensor<8xui32>
    %142 = stablehlo.add %137, %141 : tensor<8xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %144 = stablehlo.shift_left %141, %143 : tensor<8xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %145 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %146 = stablehlo.shift_right_logical %141, %145 : tensor<8xui32>
    %147 = stablehlo.or %144, %146 : tensor<8xui32>
    %148 = stablehlo.xor %142, %147 : tensor<8xui32>
    %149 = stablehlo.add %142, %148 : tensor<8xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %151 = stablehlo.shift_left %148, %150 : tensor<8xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %152 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %153 = stablehlo.shift_right_logical %148, %152 : tensor<8xui32>
    %154 = stablehlo.or %151, %153 : tensor<8xui32>
    %155 = stablehlo.xor %149, %154 : tensor<8xui32>
    %156 = stablehlo.add %149, %155 : tensor<8xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %158 = stablehlo.shift_left %155, %157 : tensor<8xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %159 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %160 = stablehlo.shift_right_logical %155, %159 : tensor<8xui32>
    %161 = stablehlo.or %158, %160 : tensor<8xui32>
    %162 = stablehlo.xor %156, %161 : tensor<8xui32>
    %163 = stablehlo.add %156, %162 : tensor<8xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %164 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %165 = stablehlo.shift_left %162, %164 : tensor<8xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %166 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %167 = stablehlo.shift_right_logical %162, %166 : tensor<8xui32>
    %168 = stablehlo.or %165, %167 : tensor<8xui32>
    %169 = stablehlo.xor %163, %168 : tensor<8xui32>
    %170 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %171 = stablehlo.add %163, %170 : tensor<8xui32>
    %172 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %173 = stablehlo.add %169, %172 : tensor<8xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %174 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %175 = stablehlo.add %173, %174 : tensor<8xui32>
    return %171, %175 : tensor<8xui32>, tensor<8xui32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<8x2xui32>, %arg1: tensor<i32>) -> tensor<2xui32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 2] : (tensor<8x2xui32>, tensor<i32>, tensor<i32>) -> tensor<1x2xui32>
    %1 = stablehlo.reshape %0 : (tensor<1x2xui32>) -> tensor<2xui32>
    return %1 : tensor<2xui32>
  }
  func.func private @closed_call(%arg0: tensor<1024x1024xbf16>, %arg1: tensor<32000x1024xbf16>, %arg2: tensor<64x1024xbf16>, %arg3: tensor<2xui32>) -> (tensor<64x1024xbf16>, tensor<64xi32>) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x1024xbf16>) -> tensor<64x1024xbf16>
    %1 = stablehlo.tanh %0 : tensor<64x1024xbf16>
    %2 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<32000x1024xbf16>) -> tensor<1024x32000xbf16>
    %3 = stablehlo.dot_general %1, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x32000xbf16>) -> tensor<64x32000xbf16>
    %4 = stablehlo.convert %3 : (tensor<64x32000xbf16>) -> tensor<64x32000xf32>
    %5 = call @_gumbel(%arg3) : (tensor<2xui32>) -> tensor<64x32000xf32>
    %6 = stablehlo.add %4, %5 : tensor<64x32000xf32>
    %7 = call @argmax(%6) : (tensor<64x32000xf32>) -> tensor<64xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %9 = stablehlo.compare LT, %7, %8, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %c_0 = stablehlo.constant dense<32000> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %11 = stablehlo.add %7, %10 : tensor<64xi32>
    %12 = stablehlo.select %9, %11, %7 : tensor<64xi1>, tensor<64xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %14 = "stablehlo.gather"(%arg1, %13) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1024>}> : (tensor<32000x1024xbf16>, tensor<64x1xi32>) -> tensor<64x1024xbf16>
    return %14, %7 : tensor<64x1024xbf16>, tensor<64xi32>
  }
  func.func private @_gumbel(%arg0: tensor<2xui32>) -> tensor<64x32000xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<64x32000xf32>
    %1 = stablehlo.log %0 : tensor<64x32000xf32>
    %2 = stablehlo.negate %1 : tensor<64x32000xf32>
    %3 = stablehlo.log %2 : tensor<64x32000xf32>
    %4 = stablehlo.negate %3 : tensor<64x32000xf32>
    return %4 : tensor<64x32000xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<64x32000xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.iota dim = 0 : tensor<64x32000xui64>
    %8 = stablehlo.iota dim = 1 : tensor<64x32000xui64>
    %c = stablehlo.constant dense<32000> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<64x32000xui64>
    %10 = stablehlo.multiply %9, %7 : tensor<64x32000xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<64x32000xui64>
    %12 = stablehlo.multiply %11, %8 : tensor<64x32000xui64>
    %13 = stablehlo.add %10, %12 : tensor<64x32000xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<64x32000xui64>
    %15 = stablehlo.shift_right_logical %13, %14 : tensor<64x32000xui64>
    %16 = stablehlo.convert %13 : (tensor<64x32000xui64>) -> tensor<64x32000xui32>
    %17 = stablehlo.convert %15 : (tensor<64x32000xui64>) -> tensor<64x32000xui32>
    %18:2 = call @threefry2x32_0(%4, %6, %17, %16) : (tensor<ui32>, tensor<ui32>, tensor<64x32000xui32>, tensor<64x32000xui32>) -> (tensor<64x32000xui32>, tensor<64x32000xui32>)
    %19 = stablehlo.xor %18#0, %18#1 : tensor<64x32000xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %20 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %21 = stablehlo.shift_right_logical %19, %20 : tensor<64x32000xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %23 = stablehlo.or %21, %22 : tensor<64x32000xui32>
    %24 = stablehlo.bitcast_convert %23 : (tensor<64x32000xui32>) -> tensor<64x32000xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x32000xf32>
    %26 = stablehlo.subtract %24, %25 : tensor<64x32000xf32>
    %27 = stablehlo.subtract %2, %1 : tensor<1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<64x32000xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<64x32000xf32>
    %30 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<64x32000xf32>
    %31 = stablehlo.add %29, %30 : tensor<64x32000xf32>
    %32 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<64x32000xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<64x32000xf32>
    return %33 : tensor<64x32000xf32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<64x32000xui32>, %arg3: tensor<64x32000xui32>) -> (tensor<64x32000xui32>, tensor<64x32000xui32>) {
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<64x32000xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<64x32000xui32>
    %6 = stablehlo.add %3, %5 : tensor<64x32000xui32>
    %c_0 = stablehlo.constant dense<13> : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %8 = stablehlo.shift_left %5, %7 : tensor<64x32000xui32>
    %c_1 = stablehlo.constant dense<19> : tensor<ui32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %10 = stablehlo.shift_right_logical %5, %9 : tensor<64x32000xui32>
    %11 = stablehlo.or %8, %10 : tensor<64x32000xui32>
    %12 = stablehlo.xor %6, %11 : tensor<64x32000xui32>
    %13 = stablehlo.add %6, %12 : tensor<64x32000xui32>
    %c_2 = stablehlo.constant dense<15> : tensor<ui32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %15 = stablehlo.shift_left %12, %14 : tensor<64x32000xui32>
    %c_3 = stablehlo.constant dense<17> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %17 = stablehlo.shift_right_logical %12, %16 : tensor<64x32000xui32>
    %18 = stablehlo.or %15, %17 : tensor<64x32000xui32>
    %19 = stablehlo.xor %13, %18 : tensor<64x32000xui32>
    %20 = stablehlo.add %13, %19 : tensor<64x32000xui32>
    %c_4 = stablehlo.constant dense<26> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %22 = stablehlo.shift_left %19, %21 : tensor<64x32000xui32>
    %c_5 = stablehlo.constant dense<6> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %24 = stablehlo.shift_right_logical %19, %23 : tensor<64x32000xui32>
    %25 = stablehlo.or %22, %24 : tensor<64x32000xui32>
    %26 = stablehlo.xor %20, %25 : tensor<64x32000xui32>
    %27 = stablehlo.add %20, %26 : tensor<64x32000xui32>
    %c_6 = stablehlo.constant dense<6> : tensor<ui32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %29 = stablehlo.shift_left %26, %28 : tensor<64x32000xui32>
    %c_7 = stablehlo.constant dense<26> : tensor<ui32>
    %30 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %31 = stablehlo.shift_right_logical %26, %30 : tensor<64x32000xui32>
    %32 = stablehlo.or %29, %31 : tensor<64x32000xui32>
    %33 = stablehlo.xor %27, %32 : tensor<64x32000xui32>
    %34 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %35 = stablehlo.add %27, %34 : tensor<64x32000xui32>
    %36 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %37 = stablehlo.add %33, %36 : tensor<64x32000xui32>
    %c_8 = stablehlo.constant dense<1> : tensor<ui32>
    %38 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %39 = stablehlo.add %37, %38 : tensor<64x32000xui32>
    %40 = stablehlo.add %35, %39 : tensor<64x32000xui32>
    %c_9 = stablehlo.constant dense<17> : tensor<ui32>
    %41 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %42 = stablehlo.shift_left %39, %41 : tensor<64x32000xui32>
    %c_10 = stablehlo.constant dense<15> : tensor<ui32>
    %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %44 = stablehlo.shift_right_logical %39, %43 : tensor<64x32000xui32>
    %45 = stablehlo.or %42, %44 : tensor<64x32000xui32>
    %46 = stablehlo.xor %40, %45 : tensor<64x32000xui32>
    %47 = stablehlo.add %40, %46 : tensor<64x32000xui32>
    %c_11 = stablehlo.constant dense<29> : tensor<ui32>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %49 = stablehlo.shift_left %46, %48 : tensor<64x32000xui32>
    %c_12 = stablehlo.constant dense<3> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %51 = stablehlo.shift_right_logical %46, %50 : tensor<64x32000xui32>
    %52 = stablehlo.or %49, %51 : tensor<64x32000xui32>
    %53 = stablehlo.xor %47, %52 : tensor<64x32000xui32>
    %54 = stablehlo.add %47, %53 : tensor<64x32000xui32>
    %c_13 = stablehlo.constant dense<16> : tensor<ui32>
    %55 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %56 = stablehlo.shift_left %53, %55 : tensor<64x32000xui32>
    %c_14 = stablehlo.constant dense<16> : tensor<ui32>
    %57 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %58 = stablehlo.shift_right_logical %53, %57 : tensor<64x32000xui32>
    %59 = stablehlo.or %56, %58 : tensor<64x32000xui32>
    %60 = stablehlo.xor %54, %59 : tensor<64x32000xui32>
    %61 = stablehlo.add %54, %60 : tensor<64x32000xui32>
    %c_15 = stablehlo.constant dense<24> : tensor<ui32>
    %62 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %63 = stablehlo.shift_left %60, %62 : tensor<64x32000xui32>
    %c_16 = stablehlo.constant dense<8> : tensor<ui32>
    %64 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %65 = stablehlo.shift_right_logical %60, %64 : tensor<64x32000xui32>
    %66 = stablehlo.or %63, %65 : tensor<64x32000xui32>
    %67 = stablehlo.xor %61, %66 : tensor<64x32000xui32>
    %68 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %69 = stablehlo.add %61, %68 : tensor<64x32000xui32>
    %70 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %71 = stablehlo.add %67, %70 : tensor<64x32000xui32>
    %c_17 = stablehlo.constant dense<2> : tensor<ui32>
    %72 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %73 = stablehlo.add %71, %72 : tensor<64x32000xui32>
    %74 = stablehlo.add %69, %73 : tensor<64x32000xui32>
    %c_18 = stablehlo.constant dense<13> : tensor<ui32>
    %75 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %76 = stablehlo.shift_left %73, %75 : tensor<64x32000xui32>
    %c_19 = stablehlo.constant dense<19> : tensor<ui32>
    %77 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %78 = stablehlo.shift_right_logical %73, %77 : tensor<64x32000xui32>
    %79 = stablehlo.or %76, %78 : tensor<64x32000xui32>
    %80 = stablehlo.xor %74, %79 : tensor<64x32000xui32>
    %81 = stablehlo.add %74, %80 : tensor<64x32000xui32>
    %c_20 = stablehlo.constant dense<15> : tensor<ui32>
    %82 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %83 = stablehlo.shift_left %80, %82 : tensor<64x32000xui32>
    %c_21 = stablehlo.constant dense<17> : tensor<ui32>
    %84 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %85 = stablehlo.shift_right_logical %80, %84 : tensor<64x32000xui32>
    %86 = stablehlo.or %83, %85 : tensor<64x32000xui32>
    %87 = stablehlo.xor %81, %86 : tensor<64x32000xui32>
    %88 = stablehlo.add %81, %87 : tensor<64x32000xui32>
    %c_22 = stablehlo.constant dense<26> : tensor<ui32>
    %89 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %90 = stablehlo.shift_left %87, %89 : tensor<64x32000xui32>
    %c_23 = stablehlo.constant dense<6> : tensor<ui32>
    %91 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %92 = stablehlo.shift_right_logical %87, %91 : tensor<64x32000xui32>
    %93 = stablehlo.or %90, %92 : tensor<64x32000xui32>
    %94 = stablehlo.xor %88, %93 : tensor<64x32000xui32>
    %95 = stablehlo.add %88, %94 : tensor<64x32000xui32>
    %c_24 = stablehlo.constant dense<6> : tensor<ui32>
    %96 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %97 = stablehlo.shift_left %94, %96 : tensor<64x32000xui32>
    %c_25 = stablehlo.constant dense<26> : tensor<ui32>
    %98 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %99 = stablehlo.shift_right_logical %94, %98 : tensor<64x32000xui32>
    %100 = stablehlo.or %97, %99 : tensor<64x32000xui32>
    %101 = stablehlo.xor %95, %100 : tensor<64x32000xui32>
    %102 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %103 = stablehlo.add %95, %102 : tensor<64x32000xui32>
    %104 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %105 = stablehlo.add %101, %104 : tensor<64x32000xui32>
    %c_26 = stablehlo.constant dense<3> : tensor<ui32>
    %106 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %107 = stablehlo.add %105, %106 : tensor<64x32000xui32>
    %108 = stablehlo.add %103, %107 : tensor<64x32000xui32>
    %c_27 = stablehlo.constant dense<17> : tensor<ui32>
    %109 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %110 = stablehlo.shift_left %107, %109 : tensor<64x32000xui32>
    %c_28 = stablehlo.constant dense<15> : tensor<ui32>
    %111 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %112 = stablehlo.shift_right_logical %107, %111 : tensor<64x32000xui32>
    %113 = stablehlo.or %110, %112 : tensor<64x32000xui32>
    %114 = stablehlo.xor %108, %113 : tensor<64x32000xui32>
    %115 = stablehlo.add %108, %114 : tensor<64x32000xui32>
    %c_29 = stablehlo.constant dense<29> : tensor<ui32>
    %116 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %117 = stablehlo.shift_left %114, %116 : tensor<64x32000xui32>
    %c_30 = stablehlo.constant dense<3> : tensor<ui32>
    %118 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %119 = stablehlo.shift_right_logical %114, %118 : tensor<64x32000xui32>
    %120 = stablehlo.or %117, %119 : tensor<64x32000xui32>
    %121 = stablehlo.xor %115, %120 : tensor<64x32000xui32>
    %122 = stablehlo.add %115, %121 : tensor<64x32000xui32>
    %c_31 = stablehlo.constant dense<16> : tensor<ui32>
    %123 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %124 = stablehlo.shift_left %121, %123 : tensor<64x32000xui32>
    %c_32 = stablehlo.constant dense<16> : tensor<ui32>
    %125 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %126 = stablehlo.shift_right_logical %121, %125 : tensor<64x32000xui32>
    %127 = stablehlo.or %124, %126 : tensor<64x32000xui32>
    %128 = stablehlo.xor %122, %127 : tensor<64x32000xui32>
    %129 = stablehlo.add %122, %128 : tensor<64x32000xui32>
    %c_33 = stablehlo.constant dense<24> : tensor<ui32>
    %130 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %131 = stablehlo.shift_left %128, %130 : tensor<64x32000xui32>
    %c_34 = stablehlo.constant dense<8> : tensor<ui32>
    %132 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %133 = stablehlo.shift_right_logical %128, %132 : tensor<64x32000xui32>
    %134 = stablehlo.or %131, %133 : tensor<64x32000xui32>
    %135 = stablehlo.xor %129, %134 : tensor<64x32000xui32>
    %136 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %137 = stablehlo.add %129, %136 : tensor<64x32000xui32>
    %138 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %139 = stablehlo.add %135, %138 : tensor<64x32000xui32>
    %c_35 = stablehlo.constant dense<4> : tensor<ui32>
    %140 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %141 = stablehlo.add %139, %140 : tensor<64x32000xui32>
    %142 = stablehlo.add %137, %141 : tensor<64x32000xui32>
    %c_36 = stablehlo.constant dense<13> : tensor<ui32>
    %143 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %144 = stablehlo.shift_left %141, %143 : tensor<64x32000xui32>
    %c_37 = stablehlo.constant dense<19> : tensor<ui32>
    %145 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %146 = stablehlo.shift_right_logical %141, %145 : tensor<64x32000xui32>
    %147 = stablehlo.or %144, %146 : tensor<64x32000xui32>
    %148 = stablehlo.xor %142, %147 : tensor<64x32000xui32>
    %149 = stablehlo.add %142, %148 : tensor<64x32000xui32>
    %c_38 = stablehlo.constant dense<15> : tensor<ui32>
    %150 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %151 = stablehlo.shift_left %148, %150 : tensor<64x32000xui32>
    %c_39 = stablehlo.constant dense<17> : tensor<ui32>
    %152 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %153 = stablehlo.shift_right_logical %148, %152 : tensor<64x32000xui32>
    %154 = stablehlo.or %151, %153 : tensor<64x32000xui32>
    %155 = stablehlo.xor %149, %154 : tensor<64x32000xui32>
    %156 = stablehlo.add %149, %155 : tensor<64x32000xui32>
    %c_40 = stablehlo.constant dense<26> : tensor<ui32>
    %157 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %158 = stablehlo.shift_left %155, %157 : tensor<64x32000xui32>
    %c_41 = stablehlo.constant dense<6> : tensor<ui32>
    %159 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %160 = stablehlo.shift_right_logical %155, %159 : tensor<64x32000xui32>
    %161 = stablehlo.or %158, %160 : tensor<64x32000xui32>
    %162 = stablehlo.xor %156, %161 : tensor<64x32000xui32>
    %163 = stablehlo.add %156, %162 : tensor<64x32000xui32>
    %c_42 = stablehlo.constant dense<6> : tensor<ui32>
    %164 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %165 = stablehlo.shift_left %162, %164 : tensor<64x32000xui32>
    %c_43 = stablehlo.constant dense<26> : tensor<ui32>
    %166 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %167 = stablehlo.shift_right_logical %162, %166 : tensor<64x32000xui32>
    %168 = stablehlo.or %165, %167 : tensor<64x32000xui32>
    %169 = stablehlo.xor %163, %168 : tensor<64x32000xui32>
    %170 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %171 = stablehlo.add %163, %170 : tensor<64x32000xui32>
    %172 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %173 = stablehlo.add %169, %172 : tensor<64x32000xui32>
    %c_44 = stablehlo.constant dense<5> : tensor<ui32>
    %174 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<ui32>) -> tensor<64x32000xui32>
    %175 = stablehlo.add %173, %174 : tensor<64x32000xui32>
    return %171, %175 : tensor<64x32000xui32>, tensor<64x32000xui32>
  }
  func.func private @argmax(%arg0: tensor<64x32000xf32>) -> tensor<64xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<64x32000xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<64x32000xf32>, tensor<64x32000xi32>, tensor<f32>, tensor<i32>) -> (tensor<64xf32>, tensor<64xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<64xi32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<8x64xi32>, %arg1: tensor<64xi32>, %arg2: tensor<i32>) -> tensor<8x64xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<8x64xi32>, tensor<1x64xi32>, tensor<i32>, tensor<i32>) -> tensor<8x64xi32>
    return %1 : tensor<8x64xi32>
  }
}
