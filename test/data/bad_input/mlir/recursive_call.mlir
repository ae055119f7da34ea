// expected-error@4:3 {{'func.func': function @main is recursive; HLO has no recursion}}

module {
  func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = call @main(%arg0) : (tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
}
