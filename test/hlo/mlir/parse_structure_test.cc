// Data movement, constants, tuples and shapes: the SliceRanges, Dims,
// VariadicOperandWithAttribute, TupleOpType, PairwiseOpType and
// VariadicSameOperandsAndResultType syntaxes, the constant parser, bounded
// dims, and old (dense<...>) vs new (array<i64: ...>) attribute spellings.
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

TEST(ParseStructureTest, Constants) {
  std::string text = Main("", "tensor<2x2xf32>, tensor<i1>, tensor<3xbf16>, tensor<1000xf32>, tensor<2xi64>, tensor<2xcomplex<f32>>", R"(
    %0 = stablehlo.constant dense<[[1.0, 2.5], [-3.0, 4.0]]> : tensor<2x2xf32>
    %1 = stablehlo.constant dense<true> : tensor<i1>
    %2 = stablehlo.constant dense<0xFF80> : tensor<3xbf16>
    %3 = stablehlo.constant dense_resource<__elided__> : tensor<1000xf32>
    %4 = stablehlo.constant {foo = 1 : i32} dense<[-2, 4]> : tensor<2xi64>
    %5 = stablehlo.constant dense<(1.0,2.0)> : tensor<2xcomplex<f32>>
    return %0, %1, %2, %3, %4, %5 : tensor<2x2xf32>, tensor<i1>, tensor<3xbf16>, tensor<1000xf32>, tensor<2xi64>, tensor<2xcomplex<f32>>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  auto constants = FindAll(*module, HloOpcode::kConstant);
  ASSERT_EQ(constants.size(), 6u);
  EXPECT_EQ(constants[0]->literal(), "{{1, 2.5}, {-3, 4}}");
  EXPECT_EQ(constants[1]->literal(), "true");
  EXPECT_EQ(constants[2]->literal(), "{-inf, -inf, -inf}");
  EXPECT_EQ(constants[3]->literal(), "{...}");
  EXPECT_EQ(constants[3]->shape().ToString(false), "f32[1000]");
  EXPECT_EQ(constants[4]->literal(), "{-2, 4}");
  EXPECT_EQ(constants[5]->literal(), "{(1, 2), (1, 2)}");
  ExpectRoundTrips(text);
}

TEST(ParseStructureTest, ConstantGenericAndQuantizedFallbackForm) {
  std::string text = Main("", "tensor<2xi8>, tensor<2xf32>", R"(
    %0 = stablehlo.constant() <{value = dense<[1, 2]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 2.000000e+00:15>>
    %1 = stablehlo.bitcast_convert %0 : (tensor<2x!quant.uniform<i8:f32, 2.000000e+00:15>>) -> tensor<2xi8>
    %2 = "stablehlo.constant"() <{value = dense<1.5> : tensor<2xf32>}> : () -> tensor<2xf32>
    return %1, %2 : tensor<2xi8>, tensor<2xf32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  auto constants = FindAll(*module, HloOpcode::kConstant);
  ASSERT_EQ(constants.size(), 2u);
  EXPECT_EQ(constants[0]->shape().ToString(false), "s8[2]");
  EXPECT_EQ(constants[1]->literal(), "{1.5, 1.5}");
  ExpectRoundTrips(text);
}

TEST(ParseStructureTest, IotaBroadcastsReshapeTranspose) {
  std::string text = Main("%arg0: tensor<3xi32>, %arg1: tensor<1x3xi32>", "tensor<2x3x2xi32>", R"(
    %0 = stablehlo.iota dim = 0 : tensor<4x5xi32>
    %1 = stablehlo.broadcast %arg0, sizes = [1, 2] : (tensor<3xi32>) -> tensor<1x2x3xi32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [2, 1] : (tensor<1x3xi32>) -> tensor<2x3x2xi32>
    %3 = stablehlo.reshape %1 : (tensor<1x2x3xi32>) -> tensor<2x3xi32>
    %4 = stablehlo.transpose %2, dims = [2, 1, 0] : (tensor<2x3x2xi32>) -> tensor<2x3x2xi32>
    return %4 : tensor<2x3x2xi32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(FindOne(*module, HloOpcode::kIota)->GetInt("iota_dimension"), 0);
  auto broadcasts = FindAll(*module, HloOpcode::kBroadcast);
  ASSERT_EQ(broadcasts.size(), 2u);
  EXPECT_EQ(*broadcasts[0]->dimensions(), (std::vector<int64_t>{2}));
  // The size-1 dim that expands is reshaped away first (XlaBuilder's
  // BroadcastInDim), leaving dim 1 of the operand mapped to result dim 1.
  EXPECT_EQ(broadcasts[1]->operand(0)->opcode(), HloOpcode::kReshape);
  EXPECT_EQ(broadcasts[1]->operand(0)->shape().ToString(false), "s32[3]");
  EXPECT_EQ(*broadcasts[1]->dimensions(), (std::vector<int64_t>{1}));
  EXPECT_EQ(*FindOne(*module, HloOpcode::kTranspose)->dimensions(),
            (std::vector<int64_t>{2, 1, 0}));
  ExpectRoundTrips(text);
}

TEST(ParseStructureTest, DimensionAttributesOldDenseSpelling) {
  // StableHLO before v0.17 (and MHLO today) used dense elements, including
  // splats, for dimension lists.
  std::string text = Main("%arg0: tensor<1x3xi32>", "tensor<2x3xi32>", R"(
    %0 = "stablehlo.broadcast_in_dim"(%arg0) {broadcast_dimensions = dense<[0, 1]> : tensor<2xi64>} : (tensor<1x3xi32>) -> tensor<2x3xi32>
    %1 = "stablehlo.slice"(%0) {start_indices = dense<0> : tensor<2xi64>, limit_indices = dense<[2, 3]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} : (tensor<2x3xi32>) -> tensor<2x3xi32>
    %2 = "stablehlo.transpose"(%1) <{permutation = array<i64: 0, 1>}> : (tensor<2x3xi32>) -> tensor<2x3xi32>
    return %2 : tensor<2x3xi32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  const Instruction* slice = FindOne(*module, HloOpcode::kSlice);
  ASSERT_NE(slice->slice(), nullptr);
  EXPECT_EQ(slice->slice()->size(), 2u);
  EXPECT_EQ((*slice->slice())[1].limit, 3);
  ExpectRoundTrips(text);
}

TEST(ParseStructureTest, SliceRangesAndDynamicSlices) {
  std::string text = Main("%arg0: tensor<3x8xi64>, %arg1: tensor<i64>, %arg2: tensor<2x2xi64>",
                          "tensor<2x2xi64>, tensor<3x8xi64>, tensor<i64>", R"(
    %0 = stablehlo.slice %arg0 [1:3, 4:8:2] : (tensor<3x8xi64>) -> tensor<2x2xi64>
    %1 = stablehlo.dynamic_slice %arg0, %arg1, %arg1, sizes = [2, 2] : (tensor<3x8xi64>, tensor<i64>, tensor<i64>) -> tensor<2x2xi64>
    %2 = stablehlo.dynamic_update_slice %arg0, %arg2, %arg1, %arg1 : (tensor<3x8xi64>, tensor<2x2xi64>, tensor<i64>, tensor<i64>) -> tensor<3x8xi64>
    %3 = stablehlo.slice %arg1 [] : (tensor<i64>) -> tensor<i64>
    return %0, %2, %3 : tensor<2x2xi64>, tensor<3x8xi64>, tensor<i64>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  const Instruction* slice = FindAll(*module, HloOpcode::kSlice)[0];
  EXPECT_EQ((*slice->slice())[1], (SliceDim{4, 8, 2}));
  EXPECT_EQ(*FindOne(*module, HloOpcode::kDynamicSlice)->GetIntList("dynamic_slice_sizes"),
            (std::vector<int64_t>{2, 2}));
  EXPECT_EQ(FindOne(*module, HloOpcode::kDynamicUpdateSlice)->operand_count(), 4);
  ExpectRoundTrips(text);
}

TEST(ParseStructureTest, ConcatenatePad) {
  std::string text = Main("%arg0: tensor<3x2xi64>, %arg1: tensor<1x2xi64>, %arg2: tensor<i64>",
                          "tensor<4x2xi64>, tensor<5x4xi64>", R"(
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
    %1 = stablehlo.pad %arg0, %arg2, low = [0, -1], high = [2, 1], interior = [0, 2] : (tensor<3x2xi64>, tensor<i64>) -> tensor<5x4xi64>
    return %0, %1 : tensor<4x2xi64>, tensor<5x4xi64>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(*FindOne(*module, HloOpcode::kConcatenate)->dimensions(),
            (std::vector<int64_t>{0}));
  const std::vector<PaddingDim>* padding = FindOne(*module, HloOpcode::kPad)->padding();
  ASSERT_NE(padding, nullptr);
  EXPECT_EQ((*padding)[1], (PaddingDim{-1, 1, 2}));
  ExpectRoundTrips(text);
}

TEST(ParseStructureTest, TuplesTokensBarriers) {
  std::string text = Main("%arg0: tensor<2xf64>, %arg1: tensor<i64>, %arg2: !stablehlo.token",
                          "tensor<2xf64>, !stablehlo.token, tensor<i64>", R"(
    %0 = stablehlo.tuple %arg0, %arg1 : tuple<tensor<2xf64>, tensor<i64>>
    %1 = stablehlo.get_tuple_element %0[0] : (tuple<tensor<2xf64>, tensor<i64>>) -> tensor<2xf64>
    %e = stablehlo.tuple : tuple<>
    %2 = stablehlo.after_all %arg2, %arg2 : !stablehlo.token
    %3 = stablehlo.create_token : !stablehlo.token
    %4 = stablehlo.after_all %2, %3 : !stablehlo.token
    %5:2 = stablehlo.optimization_barrier %1, %arg1 : tensor<2xf64>, tensor<i64>
    stablehlo.optimization_barrier()
    return %5#0, %4, %5#1 : tensor<2xf64>, !stablehlo.token, tensor<i64>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(FindAll(*module, HloOpcode::kGetTupleElement).size(), 3u);
  EXPECT_EQ(FindAll(*module, HloOpcode::kAfterAll).size(), 3u);
  const Instruction* barrier = FindOne(*module, HloOpcode::kOptimizationBarrier);
  EXPECT_EQ(barrier->shape().ToString(false), "(f64[2], s64[])");
  EXPECT_EQ(module->entry()->root()->shape().ToString(false), "(f64[2], token[], s64[])");
  ExpectRoundTrips(text);
}

TEST(ParseStructureTest, DimensionSizesBitcastRealDynamicSlice) {
  std::string text = Main("%arg0: tensor<4x2xf32>, %arg1: tensor<i32>", "tensor<4x2xi32>, tensor<2x2xf32>, tensor<i32>", R"(
    %0 = stablehlo.get_dimension_size %arg0, dim = 1 : (tensor<4x2xf32>) -> tensor<i32>
    %1 = stablehlo.set_dimension_size %arg0, %arg1, dim = 0 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x2xf32>
    %2 = stablehlo.bitcast_convert %1 : (tensor<4x2xf32>) -> tensor<4x2xi32>
    %s = stablehlo.constant dense<[1, 0]> : tensor<2xi64>
    %l = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
    %st = stablehlo.constant dense<1> : tensor<2xi64>
    %3 = stablehlo.real_dynamic_slice %arg0, %s, %l, %st : (tensor<4x2xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x2xf32>
    return %2, %3, %0 : tensor<4x2xi32>, tensor<2x2xf32>, tensor<i32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(*FindOne(*module, HloOpcode::kGetDimensionSize)->dimensions(),
            (std::vector<int64_t>{1}));
  EXPECT_NE(FindOne(*module, HloOpcode::kSetDimensionSize), nullptr);
  EXPECT_EQ((*FindOne(*module, HloOpcode::kSlice)->slice())[0], (SliceDim{1, 3, 1}));
  ExpectRoundTrips(text);
}

TEST(ParseStructureTest, BoundedDynamicDims) {
  std::string text = Main(
      "%arg0: tensor<?x4xf32, #stablehlo.bounds<8, ?>>, %arg1: tensor<?xf32, #stablehlo.type_extensions<bounds = [16]>>",
      "tensor<?x4xf32, #stablehlo.bounds<8, ?>>", R"(
    %0 = stablehlo.add %arg0, %arg0 : tensor<?x4xf32, #stablehlo.bounds<8, ?>>
    return %0 : tensor<?x4xf32, #stablehlo.bounds<8, ?>>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->entry()->parameter(0)->shape().ToString(false), "f32[<=8,4]");
  EXPECT_EQ(module->entry()->parameter(1)->shape().ToString(false), "f32[<=16]");
  ExpectRoundTrips(text);
}

TEST(ParseStructureTest, MhloTypeExtensions) {
  auto module = Import(Main("%arg0: tensor<?xf32, #mhlo.type_extensions<bounds = [5]>>",
                            "tensor<?xf32, #mhlo.type_extensions<bounds = [5]>>",
                            "    return %arg0 : tensor<?xf32, #mhlo.type_extensions<bounds = [5]>>"));
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->entry()->parameter(0)->shape().ToString(false), "f32[<=5]");
}

}  // namespace
}  // namespace tpusim::hlo
