// All-reduce combining (tpu_model/compiler/all_reduce_combiner.h).
#include "tpu_model/compiler/all_reduce_combiner.h"

#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "hlo/text/hlo_printer.h"
#include "test/status_matchers.h"
#include "test/tpu_model/compiler/compiler_test_util.h"

namespace tpusim::tpu::compiler {
namespace {

using testing::Parse;

constexpr char kSum[] = R"(
sum {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
)";

// Three weight gradients of a data-parallel step: g1 and g2 are
// independent; g3's input reads g1's sum.
constexpr char kGradients[] = R"(
ENTRY e {
  x = f32[64,256] parameter(0)
  d = f32[64,256] parameter(1)
  w = f32[256,256] parameter(2)
  p1 = f32[256,256] dot(x, d), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  g1 = f32[256,256] all-reduce(p1), to_apply=sum
  p2 = f32[256,256] dot(d, x), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  g2 = f32[256,256] all-reduce(p2), to_apply=sum
  u1 = f32[256,256] subtract(w, g1)
  p3 = f32[256,256] dot(u1, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  g3 = f32[256,256] all-reduce(p3), to_apply=sum
  ROOT t = (f32[256,256], f32[256,256], f32[256,256]) tuple(u1, g2, g3)
})";

TEST(AllReduceCombinerTest, CombinesIndependentAllReducesUpToTheLimit) {
  auto module = Parse(std::string("HloModule m\n") + kSum + kGradients);
  ASSERT_NE(module, nullptr);
  ASSERT_TRUE(HasAllReducesToCombine(*module));
  absl::StatusOr<CombinedModule> combined = CombineAllReduces(*module);
  ASSERT_THAT(combined, IsOk());
  // g1 and g2 become one tuple all-reduce; g3 reads g1's sum and stays.
  EXPECT_EQ(combined->combined, 2);
  const hlo::Computation* entry = combined->module->entry();
  const hlo::Instruction* g1 = entry->FindInstruction("g1");
  const hlo::Instruction* g2 = entry->FindInstruction("g2");
  ASSERT_NE(g1, nullptr);
  ASSERT_NE(g2, nullptr);
  ASSERT_EQ(g1->opcode(), hlo::HloOpcode::kGetTupleElement);
  ASSERT_EQ(g2->opcode(), hlo::HloOpcode::kGetTupleElement);
  EXPECT_EQ(g1->operand(0), g2->operand(0));
  EXPECT_EQ(g1->operand(0)->opcode(), hlo::HloOpcode::kAllReduce);
  EXPECT_EQ(g1->operand(0)->shape().ToString(false), "(f32[256,256], f32[256,256])");
  const hlo::Instruction* g3 = entry->FindInstruction("g3");
  ASSERT_NE(g3, nullptr);
  EXPECT_EQ(g3->opcode(), hlo::HloOpcode::kAllReduce);
  // The rewritten module prints and parses again.
  EXPECT_NE(Parse(hlo::PrintModule(*combined->module)), nullptr);

  // Under a 300 KB limit only one 256 KB gradient fits a group.
  EXPECT_FALSE(HasAllReducesToCombine(*module, 300 * 1024));
}

// Two 20 MB gradient sums, read whole (`whole`) or a [512,2560] shard at a
// time (`shard`, an FSDP update).
std::string TwoGradients(bool shard) {
  const std::string read1 = shard ? "s1 = f32[512,2560] slice(g1), slice={[0:512], [0:2560]}\n"
                                    "  u1 = f32[512,2560] subtract(w1, s1)"
                                  : "u1 = f32[2048,2560] negate(g1)";
  const std::string read2 = shard ? "s2 = f32[512,2560] slice(g2), slice={[0:512], [0:2560]}\n"
                                    "  u2 = f32[512,2560] subtract(w2, s2)"
                                  : "u2 = f32[2048,2560] negate(g2)";
  const std::string out = shard ? "f32[512,2560]" : "f32[2048,2560]";
  return std::string("HloModule m\n") + kSum + R"(
ENTRY e {
  x = f32[64,2048] parameter(0)
  d = f32[64,2560] parameter(1)
  w1 = f32[512,2560] parameter(2)
  w2 = f32[512,2560] parameter(3)
  p1 = f32[2048,2560] dot(x, d), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  g1 = f32[2048,2560] all-reduce(p1), to_apply=sum
  )" + read1 + R"(
  p2 = f32[2048,2560] dot(x, d), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  g2 = f32[2048,2560] all-reduce(p2), to_apply=sum
  )" + read2 + R"(
  ROOT t = ()" + out + ", " + out + R"() tuple(u1, u2)
})";
}

TEST(AllReduceCombinerTest, SumsReadAShardAtATimeCombineUpToASmallerLimit) {
  auto whole = Parse(TwoGradients(false));
  auto shard = Parse(TwoGradients(true));
  ASSERT_NE(whole, nullptr);
  ASSERT_NE(shard, nullptr);
  // 2 x 20 MB: under the 100 MiB limit, over the 30 MiB one.
  EXPECT_TRUE(HasAllReducesToCombine(*whole));
  EXPECT_FALSE(HasAllReducesToCombine(*shard));
}

}  // namespace
}  // namespace tpusim::tpu::compiler
