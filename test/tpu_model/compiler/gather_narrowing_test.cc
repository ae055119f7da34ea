// Narrowing of gathered dot operands (tpu_model/compiler/gather_narrowing.h).
#include "tpu_model/compiler/gather_narrowing.h"

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "test/status_matchers.h"
#include "test/tpu_model/compiler/compiler_test_util.h"

namespace tpusim::tpu::compiler {
namespace {

using testing::Parse;

// One device's part of an FSDP layer: the weight shard w is gathered and
// read by a dot (through a transpose); the bias shard b is gathered and
// added; the gathered s32 ids feed a dot too but are not f32.
constexpr char kLayer[] = R"(HloModule layer
ENTRY e {
  x = f32[8,128] parameter(0)
  w = f32[32,128] parameter(1)
  b = f32[2,128] parameter(2)
  wg = f32[128,128] all-gather(w), dimensions={0}
  wt = f32[128,128] transpose(wg), dimensions={1,0}
  y = f32[8,128] dot(x, wt), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  bg = f32[8,128] all-gather(b), dimensions={0}
  ROOT out = f32[8,128] add(y, bg)
})";

TEST(GatherNarrowingTest, GathersDotOperandsAsBf16) {
  auto module = Parse(kLayer);
  ASSERT_NE(module, nullptr);
  ASSERT_TRUE(HasGatheredDotOperandsToNarrow(*module));
  absl::StatusOr<GatherNarrowedModule> narrowed = NarrowGatheredDotOperands(*module);
  ASSERT_THAT(narrowed, IsOk());
  EXPECT_EQ(narrowed->narrowed, 1);
  const hlo::Computation* entry = narrowed->module->entry();
  // The transpose reads the gathered weight back in f32 ...
  const hlo::Instruction* wt = entry->FindInstruction("wt");
  ASSERT_NE(wt, nullptr);
  const hlo::Instruction* back = wt->operand(0);
  EXPECT_EQ(back->opcode(), hlo::HloOpcode::kConvert);
  EXPECT_EQ(back->shape().ToString(false), "f32[128,128]");
  // ... from an all-gather that moves bf16, of a bf16 convert of the shard.
  const hlo::Instruction* gather = back->operand(0);
  EXPECT_EQ(gather->opcode(), hlo::HloOpcode::kAllGather);
  EXPECT_EQ(gather->shape().ToString(false), "bf16[128,128]");
  EXPECT_EQ(gather->operand(0)->opcode(), hlo::HloOpcode::kConvert);
  EXPECT_EQ(gather->operand(0)->shape().ToString(false), "bf16[32,128]");
  EXPECT_EQ(gather->operand(0)->operand(0)->name(), "w");
  // The bias is added in f32: its gather stays f32.
  const hlo::Instruction* bias = entry->FindInstruction("bg");
  ASSERT_NE(bias, nullptr);
  EXPECT_EQ(bias->shape().ToString(false), "f32[8,128]");
  EXPECT_EQ(bias->operand(0)->opcode(), hlo::HloOpcode::kParameter);
}

TEST(GatherNarrowingTest, LeavesOtherGathersAlone) {
  // Gathered for an add, returned, or already bf16: nothing to narrow.
  auto module = Parse(R"(HloModule other
ENTRY e {
  a = f32[2,128] parameter(0)
  c = bf16[32,128] parameter(1)
  x = bf16[8,128] parameter(2)
  ag = f32[8,128] all-gather(a), dimensions={0}
  cg = bf16[128,128] all-gather(c), dimensions={0}
  y = f32[8,128] dot(x, cg), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  s = f32[8,128] add(ag, y)
  ROOT t = (f32[8,128], f32[8,128]) tuple(s, ag)
})");
  ASSERT_NE(module, nullptr);
  EXPECT_FALSE(HasGatheredDotOperandsToNarrow(*module));
}

}  // namespace
}  // namespace tpusim::tpu::compiler
