// Complex matrix products as three real ones (tpu_model/compiler/complex_dots.h).
#include "tpu_model/compiler/complex_dots.h"

#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "test/status_matchers.h"
#include "test/tpu_model/compiler/compiler_test_util.h"
#include "tpu_model/chip.h"
#include "tpu_model/compiler/compiler.h"

namespace tpusim::tpu::compiler {
namespace {

using hlo::HloOpcode;
using testing::Parse;

// The oracle's mixed_dtypes.c64 program, smaller: a c64 matmul, its
// magnitude, times a scale.
constexpr char kComplexMatmul[] = R"(HloModule complex
ENTRY e {
  x = c64[8,256] parameter(0)
  w = c64[256,128] parameter(1)
  s = f32[128] parameter(2)
  y = c64[8,128] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  m = f32[8,128] abs(y)
  sb = f32[8,128] broadcast(s), dimensions={1}
  ROOT out = f32[8,128] multiply(m, sb)
})";

std::string TargetOf(const hlo::Instruction* instruction) {
  if (instruction == nullptr || instruction->opcode() != HloOpcode::kCustomCall) return "";
  return std::string(instruction->custom_call_target());
}

TEST(ComplexDotsTest, ThreeRealDotsFromTheOperandsParts) {
  auto module = Parse(kComplexMatmul);
  ASSERT_NE(module, nullptr);
  ASSERT_TRUE(HasComplexDotsToSplit(*module));
  absl::StatusOr<ComplexDotsSplit> split = SplitComplexDots(*module);
  ASSERT_THAT(split, IsOk());
  EXPECT_EQ(split->split, 1);
  const hlo::Computation* entry = split->module->entry();
  // The complex result, rebuilt from real = k1 - k3 and imag = k1 + k2.
  const hlo::Instruction* y = entry->FindInstruction("y");
  ASSERT_NE(y, nullptr);
  ASSERT_EQ(y->opcode(), HloOpcode::kComplex);
  EXPECT_EQ(y->shape().ToString(false), "c64[8,128]");
  const hlo::Instruction* real = y->operand(0);
  const hlo::Instruction* imag = y->operand(1);
  ASSERT_EQ(real->opcode(), HloOpcode::kSubtract);
  ASSERT_EQ(imag->opcode(), HloOpcode::kAdd);
  const hlo::Instruction* k1 = real->operand(0);
  const hlo::Instruction* k3 = real->operand(1);
  const hlo::Instruction* k2 = imag->operand(1);
  EXPECT_EQ(imag->operand(0), k1);
  for (const hlo::Instruction* k : {k1, k2, k3}) {
    ASSERT_EQ(k->opcode(), HloOpcode::kDot);
    EXPECT_EQ(k->shape().ToString(false), "f32[8,128]");
  }
  // k1 = (a + b)·c, k2 = a·(d - c), k3 = b·(c + d), where x = a + bi and
  // w = c + di come from the split custom calls.
  ASSERT_EQ(k1->operand(0)->opcode(), HloOpcode::kAdd);
  const hlo::Instruction* a = k1->operand(0)->operand(0);
  const hlo::Instruction* b = k1->operand(0)->operand(1);
  const hlo::Instruction* c = k1->operand(1);
  EXPECT_EQ(TargetOf(a), "X64SplitLow");
  EXPECT_EQ(TargetOf(b), "X64SplitHigh");
  EXPECT_EQ(TargetOf(c), "X64SplitLow");
  EXPECT_EQ(a->operand(0)->name(), "x");
  EXPECT_EQ(c->operand(0)->name(), "w");
  EXPECT_EQ(a->shape().ToString(false), "f32[8,256]");
  EXPECT_EQ(c->shape().ToString(false), "f32[256,128]");
  EXPECT_EQ(k2->operand(0), a);
  ASSERT_EQ(k2->operand(1)->opcode(), HloOpcode::kSubtract);
  const hlo::Instruction* d = k2->operand(1)->operand(0);
  EXPECT_EQ(TargetOf(d), "X64SplitHigh");
  EXPECT_EQ(k2->operand(1)->operand(1), c);
  EXPECT_EQ(k3->operand(0), b);
  ASSERT_EQ(k3->operand(1)->opcode(), HloOpcode::kAdd);
  EXPECT_EQ(k3->operand(1)->operand(0), c);
  EXPECT_EQ(k3->operand(1)->operand(1), d);
}

TEST(ComplexDotsTest, RealDotsAreLeftAlone) {
  auto module = Parse(R"(HloModule real
ENTRY e {
  x = f32[8,256] parameter(0)
  w = f32[256,128] parameter(1)
  ROOT y = f32[8,128] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})");
  ASSERT_NE(module, nullptr);
  EXPECT_FALSE(HasComplexDotsToSplit(*module));
}

TEST(ComplexDotsTest, CompiledAsInXlasModules) {
  // XLA's modules (mixed_dtypes.c64 on v2 ... v7x): the four parts are
  // buffers of their own, the first two real dots are fusions of their own
  // (the second's result is read by the third's epilogue, so it is not
  // nested), and the third's fusion ends the program.
  auto module = Parse(kComplexMatmul);
  ASSERT_NE(module, nullptr);
  absl::StatusOr<CompiledModule> compiled = CompileForTpu(*module, *FindChip("v5p").value());
  ASSERT_THAT(compiled, IsOk());
  EXPECT_EQ(compiled->stats.complex_dots_split, 1);
  int splits = 0, dot_fusions = 0;
  for (const auto& instruction : compiled->module->entry()->instructions()) {
    if (instruction->opcode() == HloOpcode::kCustomCall) ++splits;
    if (instruction->opcode() != HloOpcode::kFusion) continue;
    int dots = 0;
    for (const auto& fused : instruction->fused_computation()->instructions()) {
      dots += fused->opcode() == HloOpcode::kDot ? 1 : 0;
    }
    EXPECT_LE(dots, 1) << instruction->name();
    dot_fusions += dots > 0 ? 1 : 0;
  }
  EXPECT_EQ(splits, 4);
  EXPECT_EQ(dot_fusions, 3);
}

}  // namespace
}  // namespace tpusim::tpu::compiler
