// Elementwise ops: the SameOperandsAndResultType, ComplexOpType,
// SelectOpType and ExponentMantissa custom syntaxes, compare's bare enums,
// and their generic forms.
#include <string>

#include "gtest/gtest.h"
#include "test/hlo/mlir/mlir_test_util.h"

namespace tpusim::hlo {
namespace {

using testing::ExpectRoundTrips;
using testing::FindOne;
using testing::Import;
using testing::Main;

TEST(ParseElementwiseTest, UnaryShortAndFunctionalTypes) {
  std::string text = Main("%arg0: tensor<2x3xf32>, %arg1: tensor<3xi64>",
                          "tensor<2x3xf32>, tensor<3xf32>, tensor<3xi1>", R"(
    %0 = stablehlo.abs %arg0 : tensor<2x3xf32>
    %1 = stablehlo.exponential %0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2x3xf32>
    %2 = stablehlo.convert %arg1 : (tensor<3xi64>) -> tensor<3xf32>
    %3 = stablehlo.is_finite %2 : (tensor<3xf32>) -> tensor<3xi1>
    return %1, %2, %3 : tensor<2x3xf32>, tensor<3xf32>, tensor<3xi1>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(FindOne(*module, HloOpcode::kAbs)->shape().ToString(false), "f32[2,3]");
  EXPECT_EQ(FindOne(*module, HloOpcode::kConvert)->shape().ToString(false), "f32[3]");
  EXPECT_EQ(FindOne(*module, HloOpcode::kIsFinite)->shape().ToString(false), "pred[3]");
  EXPECT_EQ(module->entry()->root()->shape().ToString(false),
            "(f32[2,3], f32[3], pred[3])");
  ExpectRoundTrips(text);
}

TEST(ParseElementwiseTest, EveryUnaryAndBinaryOpImports) {
  const char* unary[] = {"abs", "cbrt", "ceil", "cosine", "exponential",
                         "exponential_minus_one", "floor", "log",
                         "log_plus_one", "logistic", "negate", "round_nearest_afz",
                         "round_nearest_even", "rsqrt", "sign", "sine", "sqrt",
                         "tan", "tanh"};
  const char* binary[] = {"add", "atan2", "divide", "maximum", "minimum",
                          "multiply", "power", "remainder", "subtract"};
  const char* int_ops[] = {"not", "popcnt", "count_leading_zeros"};
  const char* int_binary[] = {"and", "or", "xor", "shift_left",
                              "shift_right_arithmetic", "shift_right_logical"};
  std::string body;
  int n = 0;
  for (const char* op : unary) {
    body += "    %u" + std::to_string(n++) + " = stablehlo." + op +
            " %arg0 : tensor<4xf32>\n";
  }
  for (const char* op : binary) {
    body += "    %u" + std::to_string(n++) + " = stablehlo." + op +
            " %arg0, %arg0 : tensor<4xf32>\n";
  }
  for (const char* op : int_ops) {
    body += "    %u" + std::to_string(n++) + " = stablehlo." + op +
            " %arg1 : tensor<4xi32>\n";
  }
  for (const char* op : int_binary) {
    body += "    %u" + std::to_string(n++) + " = stablehlo." + op +
            " %arg1, %arg1 : tensor<4xi32>\n";
  }
  body += "    return %arg0 : tensor<4xf32>";
  std::string text = Main("%arg0: tensor<4xf32>, %arg1: tensor<4xi32>",
                          "tensor<4xf32>", body);
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->entry()->instruction_count(), 2 + n);
  EXPECT_NE(FindOne(*module, HloOpcode::kShiftRightLogical), nullptr);
  EXPECT_NE(FindOne(*module, HloOpcode::kClz), nullptr);
  ExpectRoundTrips(text);
}

TEST(ParseElementwiseTest, ComplexRealImag) {
  std::string text = Main("%arg0: tensor<2xf32>", "tensor<2xf32>", R"(
    %0 = stablehlo.complex %arg0, %arg0 : tensor<2xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    %2 = stablehlo.imag %0 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    %3 = stablehlo.complex %1, %2 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xcomplex<f32>>
    %4 = stablehlo.abs %3 : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    return %4 : tensor<2xf32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(testing::FindAll(*module, HloOpcode::kComplex)[0]->shape().ToString(false),
            "c64[2]");
  ExpectRoundTrips(text);
}

TEST(ParseElementwiseTest, ClampAndSelectBroadcastScalars) {
  std::string text = Main("%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>",
                          "tensor<4xf32>", R"(
    %0 = stablehlo.clamp %arg1, %arg0, %arg1 : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.clamp %0, %arg0, %0 : tensor<4xf32>
    %2 = stablehlo.select %arg2, %1, %arg0 : tensor<i1>, tensor<4xf32>
    %p = stablehlo.compare  GT, %2, %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %3 = stablehlo.select %p, %2, %arg0 : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    return %3 : tensor<4xf32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  // XlaBuilder's ternary ops broadcast scalar operands: two for the first
  // clamp, one for the scalar predicate.
  EXPECT_EQ(testing::FindAll(*module, HloOpcode::kBroadcast).size(), 3u);
  for (const Instruction* clamp : testing::FindAll(*module, HloOpcode::kClamp)) {
    for (const Instruction* operand : clamp->operands()) {
      EXPECT_EQ(operand->shape().rank(), 1);
    }
  }
  ExpectRoundTrips(text);
}

TEST(ParseElementwiseTest, CompareDirectionsAndTypes) {
  std::string text = Main("%arg0: tensor<2xi32>, %arg1: tensor<2xf32>",
                          "tensor<2xi1>, tensor<2xi1>", R"(
    %0 = stablehlo.compare  LT, %arg0, %arg0,  SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %1 = stablehlo.compare EQ, %arg1, %arg1 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    return %0, %1 : tensor<2xi1>, tensor<2xi1>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  auto compares = testing::FindAll(*module, HloOpcode::kCompare);
  ASSERT_EQ(compares.size(), 2u);
  EXPECT_EQ(compares[0]->GetText("direction"), "LT");
  EXPECT_EQ(compares[0]->GetText("type"), "SIGNED");
  EXPECT_EQ(compares[1]->GetText("direction"), "EQ");
  EXPECT_FALSE(compares[1]->GetText("type").has_value());
  ExpectRoundTrips(text);
}

TEST(ParseElementwiseTest, CompareGenericOldAndNewSpelling) {
  // Pre-2024 text: enum attributes in the `{}` dictionary; newer generic
  // text: `<{}>` properties.
  std::string text = Main("%arg0: tensor<2xf32>", "tensor<2xi1>, tensor<2xi1>", R"(
    %0 = "stablehlo.compare"(%arg0, %arg0) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type TOTALORDER>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %1 = "stablehlo.compare"(%arg0, %arg0) <{comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    return %0, %1 : tensor<2xi1>, tensor<2xi1>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  auto compares = testing::FindAll(*module, HloOpcode::kCompare);
  EXPECT_EQ(compares[0]->GetText("direction"), "GE");
  EXPECT_EQ(compares[0]->GetText("type"), "TOTALORDER");
  EXPECT_EQ(compares[1]->GetText("direction"), "NE");
}

TEST(ParseElementwiseTest, ReducePrecisionCholeskyReverse) {
  std::string text = Main("%arg0: tensor<3x3xf32>", "tensor<3x3xf32>", R"(
    %0 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<3x3xf32>
    %1 = stablehlo.cholesky %0, lower = true : tensor<3x3xf32>
    %2 = stablehlo.cholesky %1 : tensor<3x3xf32>
    %3 = stablehlo.reverse %2, dims = [0, 1] : tensor<3x3xf32>
    return %3 : tensor<3x3xf32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  const Instruction* rp = FindOne(*module, HloOpcode::kReducePrecision);
  EXPECT_EQ(rp->GetInt("exponent_bits"), 5);
  EXPECT_EQ(rp->GetInt("mantissa_bits"), 10);
  auto chol = testing::FindAll(*module, HloOpcode::kCholesky);
  EXPECT_EQ(chol[0]->GetBool("lower"), true);
  EXPECT_EQ(chol[1]->GetBool("lower"), false);
  EXPECT_EQ(*FindOne(*module, HloOpcode::kReverse)->dimensions(),
            (std::vector<int64_t>{0, 1}));
  ExpectRoundTrips(text);
}

TEST(ParseElementwiseTest, AddOnPredIsXor) {
  // XLA exports add of booleans as xor (mlir_hlo_to_hlo.cc).
  auto module = Import(Main("%arg0: tensor<4xi1>", "tensor<4xi1>", R"(
    %0 = stablehlo.add %arg0, %arg0 : tensor<4xi1>
    return %0 : tensor<4xi1>)"));
  ASSERT_NE(module, nullptr);
  EXPECT_NE(FindOne(*module, HloOpcode::kXor), nullptr);
}

TEST(ParseElementwiseTest, QuantizedTypesImportAsStorage) {
  std::string text = Main("%arg0: tensor<4xf32>", "tensor<4xf32>", R"(
    %0 = stablehlo.uniform_quantize %arg0 : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.0039:-128>>
    %1 = stablehlo.add %0, %0 : tensor<4x!quant.uniform<i8:f32, 0.0039:-128>>
    %2 = stablehlo.uniform_quantize %1 : (tensor<4x!quant.uniform<i8:f32, 0.0039:-128>>) -> tensor<4x!quant.uniform<u8:f32:0, {0.1:1,0.2:2,0.3:3,0.4:4}>>
    %3 = stablehlo.uniform_dequantize %2 : (tensor<4x!quant.uniform<u8:f32:0, {0.1:1,0.2:2,0.3:3,0.4:4}>>) -> tensor<4xf32>
    return %3 : tensor<4xf32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(FindOne(*module, HloOpcode::kAdd)->shape().ToString(false), "s8[4]");
  auto converts = testing::FindAll(*module, HloOpcode::kConvert);
  ASSERT_EQ(converts.size(), 3u);
  EXPECT_EQ(converts[1]->shape().ToString(false), "u8[4]");
  ExpectRoundTrips(text);
}

TEST(ParseElementwiseTest, ElementTypes) {
  auto module = Import(Main(
      "%a: tensor<1xbf16>, %b: tensor<1xf16>, %c: tensor<1xf64>, "
      "%d: tensor<1xui8>, %e: tensor<1xi4>, %f: tensor<1xui2>, "
      "%g: tensor<1xf8E4M3FN>, %h: tensor<1xf8E5M2>, %i: tensor<1xf8E4M3FNUZ>, "
      "%j: tensor<1xf8E5M2FNUZ>, %k: tensor<1xf8E4M3B11FNUZ>, %l: tensor<1xcomplex<f64>>, "
      "%m: tensor<1xui64>, %n: tensor<1xi16>, %o: tensor<1xf8E4M3>",
      "tensor<1xbf16>", "    return %a : tensor<1xbf16>"));
  ASSERT_NE(module, nullptr);
  std::string params;
  for (const Instruction* p : module->entry()->parameters()) {
    params += p->shape().ToString(false) + " ";
  }
  EXPECT_EQ(params,
            "bf16[1] f16[1] f64[1] u8[1] s4[1] u2[1] f8e4m3fn[1] f8e5m2[1] "
            "f8e4m3fnuz[1] f8e5m2fnuz[1] f8e4m3b11fnuz[1] c128[1] u64[1] s16[1] "
            "f8e4m3[1] ");
}

}  // namespace
}  // namespace tpusim::hlo
