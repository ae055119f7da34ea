// expected-error@4:10 {{custom op 'stablehlo.ad' is unknown}}
module {
  func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.ad %arg0, %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
