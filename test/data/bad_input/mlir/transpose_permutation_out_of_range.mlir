// expected-error@4:10 {{permutation entry 1 is out of range for rank 1}}
module @m {
  func.func public @main(%arg0: tensor<4xf32>) -> () {
    %0 = stablehlo.transpose %arg0, dims = [1] : (tensor<4xf32>) -> tensor<4xf32>
    return
  }
}
