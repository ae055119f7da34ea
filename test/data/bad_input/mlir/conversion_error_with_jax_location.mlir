// expected-error@4:10 {{'stablehlo.dot_general': has no dot_dimension_numbers}}
module {
  func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = "stablehlo.dot_general"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc1)
    return %0 : tensor<4xf32>
  }
}
#loc1 = loc("jit(f)/dot_general"("f.py":3:4))
