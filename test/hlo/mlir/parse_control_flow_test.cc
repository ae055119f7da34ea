// Regions and calls: the reduce and while whole-op parsers, if/case/map in
// generic form, func.call, and how XLA's translation shapes the resulting
// computations (tupled while state, captured values as branch parameters).
#include <string>

#include "gtest/gtest.h"
#include "test/hlo/mlir/mlir_test_util.h"

namespace tpusim::hlo {
namespace {

using testing::ExpectRoundTrips;
using testing::FindAll;
using testing::FindOne;
using testing::Import;
using testing::ImportError;
using testing::Main;

TEST(ParseControlFlowTest, ReduceCompactForm) {
  std::string text = Main("%arg0: tensor<2x64xf32>", "tensor<2xf32>", R"(
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  const Instruction* reduce = FindOne(*module, HloOpcode::kReduce);
  EXPECT_EQ(reduce->shape().ToString(false), "f32[2]");
  EXPECT_EQ(*reduce->dimensions(), (std::vector<int64_t>{1}));
  const Computation* body = reduce->called_computation("to_apply");
  ASSERT_NE(body, nullptr);
  EXPECT_EQ(body->root()->opcode(), HloOpcode::kAdd);
  EXPECT_EQ(body->parameters().size(), 2u);
  ExpectRoundTrips(text);
}

TEST(ParseControlFlowTest, ReduceRegionFormWithTwoInputs) {
  // `reducer` pairs are (element, accumulator) per input; the block takes
  // all elements, then all accumulators.
  std::string text = Main("%arg0: tensor<15xf32>, %arg1: tensor<15xi32>",
                          "tensor<f32>, tensor<i32>", R"(
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.reduce(%arg0 init: %cst), (%arg1 init: %c) across dimensions = [0] {foo = 1 : i64} : (tensor<15xf32>, tensor<15xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
     reducer(%a1: tensor<f32>, %a3: tensor<f32>) (%a2: tensor<i32>, %a4: tensor<i32>)  {
      %1 = stablehlo.maximum %a1, %a3 : tensor<f32>
      %2 = stablehlo.maximum %a2, %a4 : tensor<i32>
      stablehlo.return %1, %2 : tensor<f32>, tensor<i32>
    }
    return %0#0, %0#1 : tensor<f32>, tensor<i32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  const Instruction* reduce = FindOne(*module, HloOpcode::kReduce);
  EXPECT_EQ(reduce->shape().ToString(false), "(f32[], s32[])");
  EXPECT_EQ(reduce->operand_count(), 4);
  const Computation* body = reduce->called_computation("to_apply");
  ASSERT_EQ(body->parameters().size(), 4u);
  // Element 0 (f32) is parameter 0, element 1 (s32) parameter 1.
  EXPECT_EQ(body->parameter(1)->shape().ToString(false), "s32[]");
  EXPECT_EQ(body->root()->shape().ToString(false), "(f32[], s32[])");
  EXPECT_EQ(FindAll(*module, HloOpcode::kGetTupleElement).size(), 2u);
  ExpectRoundTrips(text);
}

TEST(ParseControlFlowTest, ReduceGenericOldSpelling) {
  std::string text = Main("%arg0: tensor<4x5xf32>", "tensor<4xf32>", R"(
    %cst = stablehlo.constant dense<0.0> : tensor<f32>
    %0 = "stablehlo.reduce"(%arg0, %cst) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
    }) {dimensions = dense<1> : tensor<1xi64>} : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(*FindOne(*module, HloOpcode::kReduce)->dimensions(), (std::vector<int64_t>{1}));
  ExpectRoundTrips(text);
}

TEST(ParseControlFlowTest, WhilePrettyTuplesItsState) {
  std::string text = Main("%arg0: tensor<i64>, %arg1: tensor<4xf32>", "tensor<4xf32>", R"(
    %c = stablehlo.constant dense<10> : tensor<i64>
    %0:2 = stablehlo.while(%iterArg = %arg0, %iterArg_0 = %arg1) : tensor<i64>, tensor<4xf32>
     cond {
      %1 = stablehlo.compare  LT, %iterArg, %c,  SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i64>
      %1 = stablehlo.add %iterArg, %one : tensor<i64>
      %2 = stablehlo.add %iterArg_0, %iterArg_0 : tensor<4xf32>
      stablehlo.return %1, %2 : tensor<i64>, tensor<4xf32>
    }
    return %0#1 : tensor<4xf32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  const Instruction* loop = FindOne(*module, HloOpcode::kWhile);
  // The loop state is the two operands plus the captured constant %c.
  EXPECT_EQ(loop->shape().ToString(false), "(s64[], f32[4], s64[])");
  EXPECT_EQ(loop->operand(0)->opcode(), HloOpcode::kTuple);
  const Computation* cond = loop->called_computation("condition");
  const Computation* body = loop->called_computation("body");
  ASSERT_NE(cond, nullptr);
  ASSERT_NE(body, nullptr);
  EXPECT_EQ(cond->parameters().size(), 1u);
  EXPECT_EQ(cond->root()->shape().ToString(false), "pred[]");
  EXPECT_EQ(body->root()->shape().ToString(false), "(s64[], f32[4], s64[])");
  ExpectRoundTrips(text);
}

TEST(ParseControlFlowTest, WhileSingleOperandAndGenericForm) {
  std::string text = Main("%arg0: tensor<i32>", "tensor<i32>", R"(
    %0 = "stablehlo.while"(%arg0) ({
    ^bb0(%a: tensor<i32>):
      %c = stablehlo.constant dense<3> : tensor<i32>
      %p = stablehlo.compare  LT, %a, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    }, {
    ^bb0(%a: tensor<i32>):
      %n = stablehlo.add %a, %a : tensor<i32>
      stablehlo.return %n : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    return %0 : tensor<i32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  const Instruction* loop = FindOne(*module, HloOpcode::kWhile);
  // One operand, nothing captured: no tuple (XLA's translation).
  EXPECT_EQ(loop->shape().ToString(false), "s32[]");
  EXPECT_EQ(loop->operand(0)->opcode(), HloOpcode::kParameter);
  ExpectRoundTrips(text);
}

TEST(ParseControlFlowTest, WhileWithoutOperands) {
  std::string text = Main("", "", R"(
    stablehlo.while()
     cond {
      %t = stablehlo.constant dense<false> : tensor<i1>
      stablehlo.return %t : tensor<i1>
    } do {
      stablehlo.return
    }
    return)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(FindOne(*module, HloOpcode::kWhile)->shape().ToString(false), "()");
  ExpectRoundTrips(text);
}

TEST(ParseControlFlowTest, IfAndCasePassCapturesAsParameters) {
  std::string text = Main("%arg0: tensor<i1>, %arg1: tensor<2xi64>, %arg2: tensor<i32>",
                          "tensor<2xi64>, tensor<2xi64>, tensor<2xi64>", R"(
    %0:2 = "stablehlo.if"(%arg0) ({
      %1 = stablehlo.add %arg1, %arg1 : tensor<2xi64>
      stablehlo.return %1, %arg1 : tensor<2xi64>, tensor<2xi64>
    }, {
      %c = stablehlo.constant dense<0> : tensor<2xi64>
      stablehlo.return %c, %c : tensor<2xi64>, tensor<2xi64>
    }) : (tensor<i1>) -> (tensor<2xi64>, tensor<2xi64>)
    %2 = "stablehlo.case"(%arg2) ({
      stablehlo.return %0#0 : tensor<2xi64>
    }, {
      %3 = stablehlo.multiply %0#1, %arg1 : tensor<2xi64>
      stablehlo.return %3 : tensor<2xi64>
    }, {
      %c = stablehlo.constant dense<7> : tensor<2xi64>
      stablehlo.return %c : tensor<2xi64>
    }) : (tensor<i32>) -> tensor<2xi64>
    return %0#0, %0#1, %2 : tensor<2xi64>, tensor<2xi64>, tensor<2xi64>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  auto conditionals = FindAll(*module, HloOpcode::kConditional);
  ASSERT_EQ(conditionals.size(), 2u);
  const Instruction* if_op = conditionals[0];
  EXPECT_EQ(if_op->shape().ToString(false), "(s64[2], s64[2])");
  // true branch captures %arg1 (one value: no tuple); false captures
  // nothing (an empty tuple).
  EXPECT_EQ(if_op->operand(1)->shape().ToString(false), "s64[2]");
  EXPECT_EQ(if_op->operand(2)->shape().ToString(false), "()");
  EXPECT_NE(if_op->called_computation("true_computation"), nullptr);
  const Instruction* case_op = conditionals[1];
  EXPECT_EQ(case_op->operand_count(), 4);
  EXPECT_EQ(case_op->operand(2)->shape().ToString(false), "(s64[2], s64[2])");
  ExpectRoundTrips(text);
}

TEST(ParseControlFlowTest, CallsAndMap) {
  std::string text = R"(
module @calls {
  func.func public @main(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    %0:2 = call @pair(%arg0) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    %1 = func.call @single(%0#0) : (tensor<4xf32>) -> tensor<4xf32>
    %2 = "stablehlo.map"(%1, %0#1) <{dimensions = array<i64: 0>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %m = stablehlo.multiply %a, %b : tensor<f32>
      stablehlo.return %m : tensor<f32>
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    return %1, %2 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @pair(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
    return %arg0, %arg0 : tensor<4xf32>, tensor<4xf32>
  }
  func.func private @single(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.negate %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
)";
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->entry()->name(), "main");
  auto calls = FindAll(*module, HloOpcode::kCall);
  ASSERT_EQ(calls.size(), 2u);
  EXPECT_EQ(calls[0]->shape().ToString(false), "(f32[4], f32[4])");
  EXPECT_EQ(calls[0]->called_computation("to_apply")->name(), "pair");
  EXPECT_EQ(calls[1]->shape().ToString(false), "f32[4]");
  EXPECT_EQ(*FindOne(*module, HloOpcode::kMap)->dimensions(), (std::vector<int64_t>{0}));
  EXPECT_EQ(module->computations().size(), 4u);
  ExpectRoundTrips(text);
}

TEST(ParseControlFlowTest, EntryIsMainOrTheOnlyPublicFunction) {
  auto module = Import(R"(
module {
  func.func @only(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    return %arg0 : tensor<2xf32>
  }
  func.func private @unused(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    return %arg0 : tensor<2xf32>
  }
})");
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->entry()->name(), "only");
  EXPECT_EQ(module->name(), "main");

  // Functions without a surrounding module are wrapped in one.
  auto bare = Import(R"(
func.func @f() -> tensor<f32> {
  %0 = stablehlo.constant dense<1.0> : tensor<f32>
  return %0 : tensor<f32>
})");
  ASSERT_NE(bare, nullptr);
  EXPECT_EQ(bare->entry()->name(), "f");

  std::string error = ImportError(R"(
module {
  func.func @a() { return }
  func.func @b() { return }
})");
  EXPECT_NE(error.find("no entry function"), std::string::npos) << error;
}

TEST(ParseControlFlowTest, FunctionNamesAreSanitized) {
  auto module = Import(R"mlir(
module @"jit(f)" {
  func.func public @main(%arg0: tensor<f32>) -> tensor<f32> {
    %0 = call @"<lambda>"(%arg0) : (tensor<f32>) -> tensor<f32>
    %1 = call @_lambda_(%0) : (tensor<f32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @"<lambda>"(%arg0: tensor<f32>) -> tensor<f32> {
    return %arg0 : tensor<f32>
  }
  func.func private @_lambda_(%arg0: tensor<f32>) -> tensor<f32> {
    return %arg0 : tensor<f32>
  }
})mlir");
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->name(), "jit_f_");
  auto calls = FindAll(*module, HloOpcode::kCall);
  ASSERT_EQ(calls.size(), 2u);
  EXPECT_EQ(calls[0]->called_computation("to_apply")->name(), "_lambda_");
  EXPECT_EQ(calls[1]->called_computation("to_apply")->name(), "_lambda_.1");
}

TEST(ParseControlFlowTest, FunctionWithoutResultsReturnsEmptyTuple) {
  auto module = Import(Main("%arg0: tensor<2xf32>", "", R"(
    stablehlo.custom_call @check.expect_eq(%arg0, %arg0) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
    return)"));
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->entry()->root()->shape().ToString(false), "()");
}

}  // namespace
}  // namespace tpusim::hlo
