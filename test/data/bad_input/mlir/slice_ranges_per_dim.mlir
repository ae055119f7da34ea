// expected-error@4:10 {{needs start and limit indices for each of the 1 dims}}
module @m {
  func.func public @main(%arg0: tensor<4xf32>) -> () {
    %0 = stablehlo.slice %arg0 [0:2, 1:2] : (tensor<4xf32>) -> tensor<2xf32>
    return
  }
}
