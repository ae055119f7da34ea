// Outer products as multiplies of broadcasts
// (tpu_model/compiler/outer_products.h).
#include "tpu_model/compiler/outer_products.h"

#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "test/status_matchers.h"
#include "test/tpu_model/compiler/compiler_test_util.h"

namespace tpusim::tpu::compiler {
namespace {

using hlo::HloOpcode;
using testing::Parse;

// Per-example weight gradients (per_example.ho15, smaller): x_b (outer) dh_b
// for each example b, in bf16 with an f32 result, then summed over b.
constexpr char kPerExample[] = R"(HloModule per_example
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = bf16[16,96] parameter(0)
  dh = bf16[16,128] parameter(1)
  g = f32[16,96,128] dot(x, dh), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={}, rhs_contracting_dims={}
  z = f32[] constant(0)
  ROOT sum = f32[96,128] reduce(g, z), dimensions={0}, to_apply=add
})";

TEST(OuterProductsTest, ADotContractingNothingIsAMultiplyOfBroadcasts) {
  auto module = Parse(kPerExample);
  ASSERT_NE(module, nullptr);
  ASSERT_TRUE(HasOuterProducts(*module));
  absl::StatusOr<OuterProductsRewritten> rewritten = RewriteOuterProducts(*module);
  ASSERT_THAT(rewritten, IsOk());
  EXPECT_EQ(rewritten->rewritten, 1);
  const hlo::Instruction* g = rewritten->module->entry()->FindInstruction("g");
  ASSERT_NE(g, nullptr);
  EXPECT_EQ(g->opcode(), HloOpcode::kMultiply);
  EXPECT_EQ(g->shape().ToString(false), "f32[16,96,128]");
  // Each operand widened to the result's type and spread over the result:
  // x to the batch dim and the lhs's own dim, dh to the batch dim and last.
  const hlo::Instruction* lhs = g->operand(0);
  const hlo::Instruction* rhs = g->operand(1);
  ASSERT_EQ(lhs->opcode(), HloOpcode::kBroadcast);
  ASSERT_EQ(rhs->opcode(), HloOpcode::kBroadcast);
  ASSERT_NE(lhs->dimensions(), nullptr);
  ASSERT_NE(rhs->dimensions(), nullptr);
  EXPECT_THAT(*lhs->dimensions(), ::testing::ElementsAre(0, 1));
  EXPECT_THAT(*rhs->dimensions(), ::testing::ElementsAre(0, 2));
  EXPECT_EQ(lhs->operand(0)->opcode(), HloOpcode::kConvert);
  EXPECT_EQ(lhs->operand(0)->shape().ToString(false), "f32[16,96]");
  EXPECT_FALSE(HasOuterProducts(*rewritten->module));
}

TEST(OuterProductsTest, KeepsContractionsAndScalingsByBatchOnlyOperands) {
  auto module = Parse(R"(HloModule keep
ENTRY e {
  a = bf16[64,32] parameter(0)
  w = bf16[32,16] parameter(1)
  gates = bf16[64,2] parameter(2)
  onehot = bf16[64,2,8] parameter(3)
  d = bf16[64,16] dot(a, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  s = bf16[64,2,8] dot(gates, onehot), lhs_batch_dims={0,1}, rhs_batch_dims={0,1}, lhs_contracting_dims={}, rhs_contracting_dims={}
  ROOT t = (bf16[64,16], bf16[64,2,8]) tuple(d, s)
})");
  ASSERT_NE(module, nullptr);
  // A matrix product, and an MoE's gates scaling its one-hot dispatch (the
  // gates keep no free dim), which XLA keeps as a dot fusion.
  EXPECT_FALSE(HasOuterProducts(*module));
}

}  // namespace
}  // namespace tpusim::tpu::compiler
