// Dot, convolution, custom_call, gather/scatter and the other ops with
// structured attributes: the DotDimensionNumbers, PrecisionConfig(And
// Algorithm), ConvDimensions, WindowAttributes and CustomCallTarget
// syntaxes and the #stablehlo.dot/.conv/.gather/.scatter attribute parsers.
#include <string>

#include "gtest/gtest.h"
#include "test/hlo/mlir/mlir_test_util.h"

namespace tpusim::hlo {
namespace {

using testing::ExpectRoundTrips;
using testing::FindAll;
using testing::FindOne;
using testing::Import;
using testing::Main;

TEST(ParseContractionTest, DotGeneralPrettyForms) {
  std::string text = Main("%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4x5xf32>, %arg2: tensor<4x8xbf16>, %arg3: tensor<8x16xbf16>",
                          "tensor<2x3x5xf32>, tensor<4x16xbf16>, tensor<2x3x5xf32>", R"(
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, HIGHEST], algorithm = <lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0] : (tensor<4x8xbf16>, tensor<8x16xbf16>) -> tensor<4x16xbf16>
    %2 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
    return %0, %1, %2 : tensor<2x3x5xf32>, tensor<4x16xbf16>, tensor<2x3x5xf32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  auto dots = FindAll(*module, HloOpcode::kDot);
  ASSERT_EQ(dots.size(), 3u);
  DotDimensionNumbers d0 = dots[0]->dot_dimension_numbers();
  EXPECT_EQ(d0.lhs_batch_dimensions, (std::vector<int64_t>{0}));
  EXPECT_EQ(d0.lhs_contracting_dimensions, (std::vector<int64_t>{2}));
  EXPECT_EQ(d0.rhs_contracting_dimensions, (std::vector<int64_t>{1}));
  ASSERT_NE(dots[0]->FindAttribute("operand_precision"), nullptr);
  EXPECT_EQ(std::get<std::vector<std::string>>(dots[0]->FindAttribute("operand_precision")->value),
            (std::vector<std::string>{"default", "highest"}));
  EXPECT_TRUE(dots[1]->dot_dimension_numbers().lhs_batch_dimensions.empty());
  // All-DEFAULT precision is not printed by XLA.
  EXPECT_EQ(dots[2]->FindAttribute("operand_precision"), nullptr);
  ExpectRoundTrips(text);
}

TEST(ParseContractionTest, DotGeneralGenericAndDot) {
  std::string text = Main("%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<8xf32>",
                          "tensor<4x16xf32>, tensor<4xf32>", R"(
    %0 = "stablehlo.dot_general"(%arg0, %arg1) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %1 = stablehlo.dot %arg0, %arg2, precision = [HIGH, HIGH] : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4xf32>
    %2 = stablehlo.dot %arg0, %arg2 : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4xf32>
    return %0, %1 : tensor<4x16xf32>, tensor<4xf32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  auto dots = FindAll(*module, HloOpcode::kDot);
  ASSERT_EQ(dots.size(), 3u);
  EXPECT_EQ(dots[1]->dot_dimension_numbers().lhs_contracting_dimensions,
            (std::vector<int64_t>{1}));
  ExpectRoundTrips(text);
}

TEST(ParseContractionTest, ConvolutionPrettyWindow) {
  std::string text = Main("%arg0: tensor<1x224x224x3xf32>, %arg1: tensor<7x7x3x64xf32>",
                          "tensor<1x112x112x64xf32>", R"(
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<1x224x224x3xf32>, tensor<7x7x3x64xf32>) -> tensor<1x112x112x64xf32>
    return %0 : tensor<1x112x112x64xf32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  const Instruction* conv = FindOne(*module, HloOpcode::kConvolution);
  ASSERT_NE(conv->window(), nullptr);
  ASSERT_EQ(conv->window()->dims.size(), 2u);
  WindowDim d = conv->window()->dims[0];
  EXPECT_EQ(d.size, 7);
  EXPECT_EQ(d.stride, 2);
  EXPECT_EQ(d.padding_low, 3);
  EXPECT_EQ(d.padding_high, 3);
  ASSERT_NE(conv->convolution_dimension_numbers(), nullptr);
  EXPECT_EQ(ConvolutionDimensionNumbersToString(*conv->convolution_dimension_numbers()),
            "b01f_01io->b01f");
  ExpectRoundTrips(text);
}

TEST(ParseContractionTest, ConvolutionNchwEmptyWindowAndIntReverse) {
  std::string text = Main("%arg0: tensor<2x3x9x10xf32>, %arg1: tensor<12x1x3x3xf32>",
                          "tensor<2x12x7x8xf32>, tensor<2x12x7x8xf32>", R"(
    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {} {batch_group_count = 1 : i64, feature_group_count = 3 : i64} : (tensor<2x3x9x10xf32>, tensor<12x1x3x3xf32>) -> tensor<2x12x7x8xf32>
    %1 = stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {reverse = [1, 0], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 3 : i64} : (tensor<2x3x9x10xf32>, tensor<12x1x3x3xf32>) -> tensor<2x12x7x8xf32>
    return %0, %1 : tensor<2x12x7x8xf32>, tensor<2x12x7x8xf32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  auto convs = FindAll(*module, HloOpcode::kConvolution);
  EXPECT_EQ(ConvolutionDimensionNumbersToString(*convs[0]->convolution_dimension_numbers()),
            "bf01_oi01->bf01");
  EXPECT_EQ(convs[0]->GetInt("feature_group_count"), 3);
  EXPECT_TRUE(convs[1]->window()->dims[0].window_reversal);
  EXPECT_FALSE(convs[1]->window()->dims[1].window_reversal);
  ExpectRoundTrips(text);
}

TEST(ParseContractionTest, ConvolutionGenericAttributeForms) {
  // `#stablehlo.conv<...>` letters and the `raw` spelling; dense attrs.
  std::string text = Main("%arg0: tensor<1x8x8x2xf32>, %arg1: tensor<3x3x2x4xf32>",
                          "tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>", R"(
    %0 = "stablehlo.convolution"(%arg0, %arg1) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>, rhs_dilation = dense<1> : tensor<2xi64>, window_strides = dense<1> : tensor<2xi64>} : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x8x8x4xf32>
    %1 = "stablehlo.convolution"(%arg0, %arg1) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>, feature_group_count = 1 : i64, padding = dense<[[1, 1], [1, 1]]> : tensor<2x2xi64>, window_reversal = array<i1: false, false>}> : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x8x8x4xf32>
    return %0, %1 : tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  auto convs = FindAll(*module, HloOpcode::kConvolution);
  ASSERT_EQ(convs.size(), 2u);
  for (const Instruction* conv : convs) {
    EXPECT_EQ(ConvolutionDimensionNumbersToString(*conv->convolution_dimension_numbers()),
              "b01f_01io->b01f");
    EXPECT_EQ(conv->window()->dims[1].padding_high, 1);
  }
  ExpectRoundTrips(text);
}

TEST(ParseContractionTest, CustomCalls) {
  std::string text = Main("%arg0: tensor<4xf32>", "tensor<4xf32>", R"(
    %0 = stablehlo.custom_call @foo(%arg0) {backend_config = "cfg", has_side_effect = true} : (tensor<4xf32>) -> tensor<4xf32>
    %1:2 = stablehlo.custom_call @"not.an-identifier"(%0, %0) {api_version = 2 : i32, output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 0, operand_tuple_indices = []>]} : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %2 = stablehlo.custom_call @lapack_sgetrf_ffi(%1#1) {mhlo.backend_config = {diag = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}} : (tensor<4xf32>) -> tensor<4xf32>
    stablehlo.custom_call @check.expect_close(%2, %arg0) {has_side_effect = true} : (tensor<4xf32>, tensor<4xf32>) -> ()
    %3 = stablehlo.custom_call @typed(%2) {api_version = 4 : i32, backend_config = {x = 1 : i64}, called_computations = [@helper]} : (tensor<4xf32>) -> tensor<4xf32>
    return %3 : tensor<4xf32>
  }
  func.func private @helper(%arg0: tensor<f32>) -> tensor<f32> {
    return %arg0 : tensor<f32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  auto calls = FindAll(*module, HloOpcode::kCustomCall);
  ASSERT_EQ(calls.size(), 5u);
  EXPECT_EQ(calls[0]->custom_call_target(), "foo");
  EXPECT_EQ(calls[0]->backend_config(), "cfg");
  EXPECT_EQ(calls[0]->GetBool("custom_call_has_side_effect"), true);
  EXPECT_EQ(calls[1]->custom_call_target(), "not.an-identifier");
  EXPECT_EQ(calls[1]->shape().ToString(false), "(f32[4], f32[4])");
  EXPECT_EQ(calls[1]->GetText("api_version"), "API_VERSION_STATUS_RETURNING");
  ASSERT_NE(calls[1]->output_to_operand_aliasing(), nullptr);
  EXPECT_EQ((*calls[1]->output_to_operand_aliasing())[0].output_index, (ShapeIndex{1}));
  // JAX FFI calls: a `mhlo.backend_config` dictionary means typed FFI.
  EXPECT_EQ(calls[2]->GetText("api_version"), "API_VERSION_TYPED_FFI");
  EXPECT_EQ(calls[2]->backend_config(), "{diag = 78 : ui8}");
  EXPECT_EQ(calls[2]->GetText("frontend_attributes"), "{num_batch_dims=\"0\"}");
  EXPECT_EQ(calls[3]->shape().ToString(false), "()");
  EXPECT_EQ(calls[4]->called_computations().size(), 1u);
  ExpectRoundTrips(text);
}

TEST(ParseContractionTest, CompositeCallsItsDecomposition) {
  std::string text = Main("%arg0: tensor<4xf32>", "tensor<4xf32>", R"(
    %0 = stablehlo.composite "my.tangent" %arg0 {composite_attributes = {dtype = f32, int = 1 : i64}, decomposition = @my.tangent, version = 1 : i32} : (tensor<4xf32>) -> tensor<4xf32>
    %1 = stablehlo.composite "my.tangent" %0 ({
      ^bb0(%a: tensor<4xf32>):
        stablehlo.return %a : tensor<4xf32>
    }) {decomposition = @my.tangent} : (tensor<4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @my.tangent(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.tan %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  // StableHLO >= 1.14 may carry the body as a region too; the call still
  // goes to the decomposition function.
  auto calls = FindAll(*module, HloOpcode::kCall);
  ASSERT_EQ(calls.size(), 2u);
  const Instruction* call = calls[0];
  EXPECT_EQ(calls[1]->called_computation("to_apply")->name(), "my.tangent");
  EXPECT_EQ(call->called_computation("to_apply")->name(), "my.tangent");
  EXPECT_EQ(call->GetBool("is_composite"), true);
  ExpectRoundTrips(text);
}

TEST(ParseContractionTest, FftRngTriangularSolveEinsum) {
  std::string text = Main("%arg0: tensor<4x17xf64>, %arg1: tensor<2xui64>, %arg2: tensor<3x3xf32>, %arg3: tensor<f32>, %arg4: tensor<2xi64>",
                          "tensor<4x9xcomplex<f64>>, tensor<10xui64>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>", R"(
    %0 = stablehlo.fft %arg0, type =  RFFT, length = [17] : (tensor<4x17xf64>) -> tensor<4x9xcomplex<f64>>
    %s, %1 = stablehlo.rng_bit_generator %arg1, algorithm =  THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<10xui64>)
    %2 = "stablehlo.triangular_solve"(%arg2, %arg2) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %3 = stablehlo.rng %arg3, %arg3, %arg4, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x3xf32>
    %4 = stablehlo.einsum %arg2, %arg2, config = "ab,bc->ac" : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %5 = stablehlo.unary_einsum %4, config = "ab->ab" : (tensor<3x3xf32>) -> tensor<3x3xf32>
    return %0, %1, %2, %3, %5 : tensor<4x9xcomplex<f64>>, tensor<10xui64>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  const Instruction* fft = FindOne(*module, HloOpcode::kFft);
  EXPECT_EQ(fft->GetText("fft_type"), "RFFT");
  EXPECT_EQ(*fft->GetIntList("fft_length"), (std::vector<int64_t>{17}));
  const Instruction* rng = FindOne(*module, HloOpcode::kRngBitGenerator);
  EXPECT_EQ(rng->GetText("algorithm"), "rng_three_fry");
  EXPECT_EQ(rng->shape().ToString(false), "(u64[2], u64[10])");
  const Instruction* ts = FindOne(*module, HloOpcode::kTriangularSolve);
  EXPECT_EQ(ts->GetText("transpose_a"), "NO_TRANSPOSE");
  EXPECT_EQ(ts->GetBool("left_side"), true);
  EXPECT_EQ(FindOne(*module, HloOpcode::kRng)->GetText("distribution"), "rng_normal");
  // einsum has no HLO opcode: a custom-call with the right shape.
  auto calls = FindAll(*module, HloOpcode::kCustomCall);
  ASSERT_EQ(calls.size(), 2u);
  EXPECT_EQ(calls[0]->custom_call_target(), "stablehlo.einsum");
  ExpectRoundTrips(text);
}

TEST(ParseContractionTest, GatherScatter) {
  std::string text = Main("%arg0: tensor<16x8xf32>, %arg1: tensor<4x1xi32>, %arg2: tensor<1x125xbf16>, %arg3: tensor<1xi64>, %arg4: tensor<1xbf16>",
                          "tensor<4x8xf32>, tensor<1x125xbf16>, tensor<4x8xf32>", R"(
    %0 = "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 8>}> : (tensor<16x8xf32>, tensor<4x1xi32>) -> tensor<4x8xf32>
    %1 = "stablehlo.scatter"(%arg2, %arg3, %arg4) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
      %s = stablehlo.add %a, %b : tensor<bf16>
      stablehlo.return %s : tensor<bf16>
    }) : (tensor<1x125xbf16>, tensor<1xi64>, tensor<1xbf16>) -> tensor<1x125xbf16>
    %2 = "stablehlo.gather"(%arg0, %arg1) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = dense<[1, 8]> : tensor<2xi64>} : (tensor<16x8xf32>, tensor<4x1xi32>) -> tensor<4x8xf32>
    return %0, %1, %2 : tensor<4x8xf32>, tensor<1x125xbf16>, tensor<4x8xf32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  auto gathers = FindAll(*module, HloOpcode::kGather);
  ASSERT_EQ(gathers.size(), 2u);
  for (const Instruction* g : gathers) {
    EXPECT_EQ(*g->GetIntList("slice_sizes"), (std::vector<int64_t>{1, 8}));
    EXPECT_EQ(*g->GetIntList("offset_dims"), (std::vector<int64_t>{1}));
    EXPECT_EQ(g->GetInt("index_vector_dim"), 1);
  }
  EXPECT_EQ(gathers[0]->GetBool("indices_are_sorted"), true);
  const Instruction* scatter = FindOne(*module, HloOpcode::kScatter);
  EXPECT_EQ(*scatter->GetIntList("inserted_window_dims"), (std::vector<int64_t>{1}));
  // index_vector_dim is omitted when 0.
  EXPECT_EQ(scatter->GetInt("index_vector_dim"), 0);
  EXPECT_EQ(scatter->GetBool("unique_indices"), true);
  EXPECT_EQ(scatter->called_computation("to_apply")->parameters().size(), 2u);
  ExpectRoundTrips(text);
}

TEST(ParseContractionTest, SortReduceWindowSelectAndScatter) {
  std::string text = Main("%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xi32>, %arg2: tensor<f32>, %arg3: tensor<2x4xf32>",
                          "tensor<4x8xf32>, tensor<4x8xi32>, tensor<2x4xf32>, tensor<4x8xf32>", R"(
    %0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
      %p = stablehlo.compare  GT, %a, %b,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    }) : (tensor<4x8xf32>, tensor<4x8xi32>) -> (tensor<4x8xf32>, tensor<4x8xi32>)
    %1 = "stablehlo.reduce_window"(%arg0, %arg2) <{padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>, window_dimensions = array<i64: 2, 3>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %m = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %m : tensor<f32>
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %2 = "stablehlo.select_and_scatter"(%arg0, %arg3, %arg2) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %p = stablehlo.compare  GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    }, {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<4x8xf32>, tensor<2x4xf32>, tensor<f32>) -> tensor<4x8xf32>
    return %0#0, %0#1, %1, %2 : tensor<4x8xf32>, tensor<4x8xi32>, tensor<2x4xf32>, tensor<4x8xf32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  const Instruction* sort = FindOne(*module, HloOpcode::kSort);
  EXPECT_EQ(sort->shape().ToString(false), "(f32[4,8], s32[4,8])");
  EXPECT_EQ(*sort->dimensions(), (std::vector<int64_t>{1}));
  EXPECT_EQ(sort->GetBool("is_stable"), true);
  EXPECT_EQ(sort->called_computation("to_apply")->parameters().size(), 4u);
  const Instruction* rw = FindOne(*module, HloOpcode::kReduceWindow);
  EXPECT_EQ(rw->window()->dims[1].size, 3);
  EXPECT_EQ(rw->window()->dims[1].padding_low, 1);
  const Instruction* sas = FindOne(*module, HloOpcode::kSelectAndScatter);
  EXPECT_NE(sas->called_computation("select"), nullptr);
  EXPECT_NE(sas->called_computation("scatter"), nullptr);
  ExpectRoundTrips(text);
}

}  // namespace
}  // namespace tpusim::hlo
