// One-hot scatters as iota comparisons (tpu_model/compiler/one_hot_scatter.h).
#include "tpu_model/compiler/one_hot_scatter.h"

#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "hlo/text/hlo_printer.h"
#include "test/status_matchers.h"
#include "test/tpu_model/compiler/compiler_test_util.h"

namespace tpusim::tpu::compiler {
namespace {

using hlo::HloOpcode;
using testing::Parse;

// The gradient of a cross-entropy's label pick, as JAX lowers the transpose
// of take_along_axis: one update per (batch, position) row scattered into
// zero logits; `combiner` is the combiner's body after its first parameter.
std::string LabelPickGradient(const std::string& combiner) {
  return R"(HloModule pick
combine {
  a = f32[] parameter(0)
  )" + combiner + R"(
}
ENTRY e {
  labels = s32[4,8,1,1] parameter(0)
  upd = f32[4,8,1] parameter(1)
  zero = f32[] constant(0)
  zeros = f32[4,8,16] broadcast(zero), dimensions={}
  ROOT g = f32[4,8,16] scatter(zeros, labels, upd), update_window_dims={}, inserted_window_dims={2}, scatter_dims_to_operand_dims={2}, input_batching_dims={0,1}, scatter_indices_batching_dims={0,1}, index_vector_dim=3, to_apply=combine
})";
}

TEST(OneHotScatterTest, ALabelPickGradientIsASelectOfAnIotaComparison) {
  auto module = Parse(LabelPickGradient("b = f32[] parameter(1)\n  ROOT c = f32[] add(a, b)"));
  ASSERT_NE(module, nullptr);
  ASSERT_TRUE(HasOneHotScatters(*module));
  absl::StatusOr<OneHotScattersRewritten> out = RewriteOneHotScatters(*module);
  ASSERT_THAT(out, IsOk());
  EXPECT_EQ(out->rewritten, 1);
  const hlo::Instruction* g = out->module->entry()->FindInstruction("g");
  ASSERT_NE(g, nullptr);
  ASSERT_EQ(g->opcode(), HloOpcode::kSelect);
  const hlo::Instruction* hit = g->operand(0);
  ASSERT_EQ(hit->opcode(), HloOpcode::kCompare);
  ASSERT_EQ(hit->operand(0)->opcode(), HloOpcode::kIota);
  EXPECT_EQ(hit->operand(0)->GetInt("iota_dimension"), 2);
  EXPECT_EQ(hit->operand(0)->shape().ToString(false), "s32[4,8,16]");
  // The labels, as rows [4,8], spread over the class dim.
  const hlo::Instruction* labels = hit->operand(1);
  ASSERT_EQ(labels->opcode(), HloOpcode::kBroadcast);
  EXPECT_THAT(*labels->dimensions(), ::testing::ElementsAre(0, 1));
  EXPECT_EQ(labels->operand(0)->shape().ToString(false), "s32[4,8]");
  // The add combiner adds each update to the fill it replaces.
  ASSERT_EQ(g->operand(1)->opcode(), HloOpcode::kAdd);
  EXPECT_EQ(g->operand(2)->name(), "zeros");
  EXPECT_EQ(g->operand(1)->operand(0), g->operand(2));
  // The rewritten module prints and parses again.
  EXPECT_NE(Parse(hlo::PrintModule(*out->module)), nullptr);
}

TEST(OneHotScatterTest, AReplacingCombinerSelectsTheUpdateItself) {
  auto module = Parse(LabelPickGradient("ROOT b = f32[] parameter(1)"));
  ASSERT_NE(module, nullptr);
  absl::StatusOr<OneHotScattersRewritten> out = RewriteOneHotScatters(*module);
  ASSERT_THAT(out, IsOk());
  const hlo::Instruction* g = out->module->entry()->FindInstruction("g");
  ASSERT_NE(g, nullptr);
  ASSERT_EQ(g->opcode(), HloOpcode::kSelect);
  EXPECT_EQ(g->operand(1)->opcode(), HloOpcode::kBroadcast);
}

TEST(OneHotScatterTest, OtherScattersStay) {
  // A max combiner is no one-hot sum.
  auto max = Parse(LabelPickGradient("b = f32[] parameter(1)\n  ROOT c = f32[] maximum(a, b)"));
  ASSERT_NE(max, nullptr);
  EXPECT_FALSE(HasOneHotScatters(*max));
  // Rows of a table scattered by index (an embedding's gradient) carry an
  // update window.
  auto rows = Parse(R"(HloModule rows
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}
ENTRY e {
  ids = s32[32,1] parameter(0)
  upd = f32[32,64] parameter(1)
  zero = f32[] constant(0)
  table = f32[1000,64] broadcast(zero), dimensions={}
  ROOT g = f32[1000,64] scatter(table, ids, upd), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add
})");
  ASSERT_NE(rows, nullptr);
  EXPECT_FALSE(HasOneHotScatters(*rows));
}

}  // namespace
}  // namespace tpusim::tpu::compiler
