// Narrowing of loop-invariant dot operands
// (tpu_model/compiler/loop_operand_narrowing.h).
#include "tpu_model/compiler/loop_operand_narrowing.h"

#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "hlo/text/hlo_printer.h"
#include "test/status_matchers.h"
#include "test/tpu_model/compiler/compiler_test_util.h"

namespace tpusim::tpu::compiler {
namespace {

using testing::Parse;

// A scan: xs is sliced per step and multiplied by w; b is added to the
// result (not a dot operand); h is the carry; ys collects the steps.
constexpr char kScan[] = R"(HloModule scan
body {
  p = (s32[], f32[16,8,128], f32[128,128], f32[8,128], f32[8,128]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  xs = f32[16,8,128] get-tuple-element(p), index=1
  w = f32[128,128] get-tuple-element(p), index=2
  b = f32[8,128] get-tuple-element(p), index=3
  h = f32[8,128] get-tuple-element(p), index=4
  z = s32[] constant(0)
  x3 = f32[1,8,128] dynamic-slice(xs, i, z, z), dynamic_slice_sizes={1,8,128}
  x = f32[8,128] reshape(x3)
  xw = f32[8,128] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  hw = f32[8,128] dot(h, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  s = f32[8,128] add(xw, hw)
  h2 = f32[8,128] add(s, b)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], f32[16,8,128], f32[128,128], f32[8,128], f32[8,128]) tuple(i2, xs, w, b, h2)
}
cond {
  p = (s32[], f32[16,8,128], f32[128,128], f32[8,128], f32[8,128]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] constant(16)
  ROOT lt = pred[] compare(i, n), direction=LT
}
ENTRY e {
  xs = f32[16,8,128] parameter(0)
  w = f32[128,128] parameter(1)
  b = f32[8,128] parameter(2)
  h0 = f32[8,128] parameter(3)
  z = s32[] constant(0)
  init = (s32[], f32[16,8,128], f32[128,128], f32[8,128], f32[8,128]) tuple(z, xs, w, b, h0)
  loop = (s32[], f32[16,8,128], f32[128,128], f32[8,128], f32[8,128]) while(init), condition=cond, body=body
  ROOT h = f32[8,128] get-tuple-element(loop), index=4
})";

TEST(LoopOperandNarrowingTest, CarriesLoopInvariantDotOperandsAsBf16) {
  auto module = Parse(kScan);
  ASSERT_NE(module, nullptr);
  ASSERT_TRUE(HasLoopDotOperandsToNarrow(*module));
  absl::StatusOr<NarrowedModule> narrowed = NarrowLoopDotOperands(*module);
  ASSERT_THAT(narrowed, IsOk());
  // xs (read through a dynamic-slice) and w (read by two dots); not b (an
  // add reads it), h (changed by the body) nor the counter.
  EXPECT_EQ(narrowed->narrowed, 2);
  const hlo::Instruction* loop = narrowed->module->entry()->FindInstruction("loop");
  ASSERT_NE(loop, nullptr);
  EXPECT_EQ(loop->shape().ToString(false),
            "(s32[], bf16[16,8,128], bf16[128,128], f32[8,128], f32[8,128])");
  const hlo::Instruction* init = loop->operand(0);
  EXPECT_EQ(init->operand(1)->opcode(), hlo::HloOpcode::kConvert);
  EXPECT_EQ(init->operand(1)->shape().ToString(false), "bf16[16,8,128]");
  EXPECT_EQ(init->operand(2)->shape().ToString(false), "bf16[128,128]");
  EXPECT_EQ(init->operand(3)->opcode(), hlo::HloOpcode::kParameter);
  // The body passes the bf16 value on and converts it back for its readers.
  const hlo::Computation* body = loop->called_computation("body");
  ASSERT_NE(body, nullptr);
  EXPECT_EQ(body->root()->shape().ToString(false), loop->shape().ToString(false));
  EXPECT_EQ(body->root()->operand(1)->opcode(), hlo::HloOpcode::kGetTupleElement);
  const hlo::Instruction* xw = body->FindInstruction("xw");
  ASSERT_NE(xw, nullptr);
  EXPECT_EQ(xw->operand(1)->opcode(), hlo::HloOpcode::kConvert);
  EXPECT_EQ(xw->operand(1)->shape().ToString(false), "f32[128,128]");
  // The result prints and parses again.
  EXPECT_NE(Parse(hlo::PrintModule(*narrowed->module)), nullptr);
}

TEST(LoopOperandNarrowingTest, LeavesValuesReadAfterTheLoopOrByOtherOps) {
  std::string text = kScan;
  // Reading w after the loop keeps it f32; xs still narrows.
  const std::string root = "ROOT h = f32[8,128] get-tuple-element(loop), index=4";
  text.replace(text.find(root), root.size(),
               "h = f32[8,128] get-tuple-element(loop), index=4\n"
               "  w2 = f32[128,128] get-tuple-element(loop), index=2\n"
               "  ROOT r = (f32[8,128], f32[128,128]) tuple(h, w2)");
  auto module = Parse(text);
  ASSERT_NE(module, nullptr);
  absl::StatusOr<NarrowedModule> narrowed = NarrowLoopDotOperands(*module);
  ASSERT_THAT(narrowed, IsOk());
  EXPECT_EQ(narrowed->narrowed, 1);
  EXPECT_EQ(narrowed->module->entry()->FindInstruction("loop")->shape().ToString(false),
            "(s32[], bf16[16,8,128], f32[128,128], f32[8,128], f32[8,128])");
}

TEST(LoopOperandNarrowingTest, LeavesAMatrixReadOnlyByMatrixVectorProducts) {
  // A conjugate-gradient loop (cg.ho14 on v5p): the kernel matrix k is read
  // only by k @ d, which XLA computes as an f32 multiply and reduce, so it
  // stays f32 through the loop.
  auto module = Parse(R"(HloModule cg
body {
  p = (s32[], f32[256,256], f32[256]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  k = f32[256,256] get-tuple-element(p), index=1
  d = f32[256] get-tuple-element(p), index=2
  kd = f32[256] dot(k, d), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], f32[256,256], f32[256]) tuple(i2, k, kd)
}
cond {
  p = (s32[], f32[256,256], f32[256]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] constant(16)
  ROOT lt = pred[] compare(i, n), direction=LT
}
ENTRY e {
  k = f32[256,256] parameter(0)
  d = f32[256] parameter(1)
  z = s32[] constant(0)
  init = (s32[], f32[256,256], f32[256]) tuple(z, k, d)
  loop = (s32[], f32[256,256], f32[256]) while(init), condition=cond, body=body
  ROOT r = f32[256] get-tuple-element(loop), index=2
})");
  ASSERT_NE(module, nullptr);
  EXPECT_FALSE(HasLoopDotOperandsToNarrow(*module));
}

TEST(LoopOperandNarrowingTest, NothingToDoWithoutLoops) {
  auto module = Parse(R"(HloModule m
ENTRY e {
  a = f32[8,128] parameter(0)
  w = f32[128,128] parameter(1)
  ROOT d = f32[8,128] dot(a, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})");
  ASSERT_NE(module, nullptr);
  EXPECT_FALSE(HasLoopDotOperandsToNarrow(*module));
}

}  // namespace
}  // namespace tpusim::tpu::compiler
