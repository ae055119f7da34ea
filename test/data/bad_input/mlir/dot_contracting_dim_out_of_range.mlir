// expected-error@4:10 {{lhs contracting dims entry 2 is out of range}}
module @m {
  func.func public @main(%arg0: tensor<4xf32>) -> () {
    %0 = stablehlo.dot_general %arg0, %arg0, contracting_dims = [2] x [0] : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
    return
  }
}
