// A two-layer MLP as jax.jit(...).lower() writes it: bias adds through
// broadcasts, relu in a private function, a softmax over the logits.
module @jit_mlp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<256x512xf32>, %w1: tensor<512x1024xf32>, %b1: tensor<1024xf32>, %w2: tensor<1024x128xf32>) -> (tensor<256x128xf32>) {
    %0 = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<256x512xf32>, tensor<512x1024xf32>) -> tensor<256x1024xf32>
    %1 = stablehlo.broadcast_in_dim %b1, dims = [1] : (tensor<1024xf32>) -> tensor<256x1024xf32>
    %2 = stablehlo.add %0, %1 : tensor<256x1024xf32>
    %3 = call @relu(%2) : (tensor<256x1024xf32>) -> tensor<256x1024xf32>
    %4 = stablehlo.dot_general %3, %w2, contracting_dims = [1] x [0] : (tensor<256x1024xf32>, tensor<1024x128xf32>) -> tensor<256x128xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<256x128xf32>, tensor<f32>) -> tensor<256xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<256xf32>) -> tensor<256x128xf32>
    %7 = stablehlo.subtract %4, %6 : tensor<256x128xf32>
    %8 = stablehlo.exponential %7 : tensor<256x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<256x128xf32>, tensor<f32>) -> tensor<256xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<256xf32>) -> tensor<256x128xf32>
    %11 = stablehlo.divide %8, %10 : tensor<256x128xf32>
    return %11 : tensor<256x128xf32>
  }
  func.func private @relu(%arg0: tensor<256x1024xf32>) -> tensor<256x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<256x1024xf32>
    return %1 : tensor<256x1024xf32>
  }
}
