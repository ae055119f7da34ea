// expected-error@4:10 {{broadcast_dimensions entry 5 is out of range}}
module @m {
  func.func public @main(%arg0: tensor<4xf32>) -> () {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [5] : (tensor<4xf32>) -> tensor<2x4xf32>
    return
  }
}
