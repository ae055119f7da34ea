// expected-error@4:10 {{iota_dimension entry 3 is out of range}}
module @m {
  func.func public @main(%arg0: tensor<4xf32>) -> () {
    %0 = stablehlo.iota dim = 3 : tensor<4xf32>
    return
  }
}
