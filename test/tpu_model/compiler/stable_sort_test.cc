// Stable sorts given an index operand (tpu_model/compiler/stable_sort.h).
#include "tpu_model/compiler/stable_sort.h"

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

// `jnp.sort` of rows (stable), or, with `with_index`, JAX's argsort, which
// already sorts an s32 iota along the sorted dim.
std::string RowSort(bool stable, bool with_index) {
  const std::string attrs =
      std::string("dimensions={1}") + (stable ? ", is_stable=true" : "") + ", to_apply=less";
  if (with_index) {
    return R"(HloModule m
less {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  i = s32[] parameter(2)
  j = s32[] parameter(3)
  ROOT lt = pred[] compare(a, b), direction=LT
}
ENTRY e {
  x = f32[64,1024] parameter(0)
  idx = s32[64,1024] iota(), iota_dimension=1
  ROOT s = (f32[64,1024], s32[64,1024]) sort(x, idx), )" + attrs + R"(
})";
  }
  return R"(HloModule m
less {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT lt = pred[] compare(a, b), direction=LT
}
ENTRY e {
  x = f32[64,1024] parameter(0)
  s = f32[64,1024] sort(x), )" + attrs + R"(
  ROOT n = f32[64,1024] negate(s)
})";
}

TEST(StableSortTest, AStableSortGainsAnIndexOperandThatBreaksTies) {
  auto module = Parse(RowSort(/*stable=*/true, /*with_index=*/false));
  ASSERT_NE(module, nullptr);
  ASSERT_TRUE(HasStableSortsToExpand(*module));
  absl::StatusOr<StableSortsExpanded> out = ExpandStableSorts(*module);
  ASSERT_THAT(out, IsOk());
  EXPECT_EQ(out->expanded, 1);
  // The readers take the keys from the new sort's first output.
  const hlo::Instruction* n = out->module->entry()->FindInstruction("n");
  ASSERT_NE(n, nullptr);
  const hlo::Instruction* keys = n->operand(0);
  ASSERT_EQ(keys->opcode(), HloOpcode::kGetTupleElement);
  EXPECT_EQ(keys->tuple_index(), 0);
  const hlo::Instruction* sort = keys->operand(0);
  ASSERT_EQ(sort->opcode(), HloOpcode::kSort);
  EXPECT_EQ(sort->shape().ToString(false), "(f32[64,1024], s32[64,1024])");
  ASSERT_EQ(sort->operand_count(), 2);
  EXPECT_EQ(sort->operand(1)->opcode(), HloOpcode::kIota);
  EXPECT_EQ(sort->operand(1)->GetInt("iota_dimension"), 1);
  // The comparator: where neither key comes first, the lower index does.
  const hlo::Computation* less = sort->called_computation("to_apply");
  ASSERT_NE(less, nullptr);
  EXPECT_EQ(less->parameters().size(), 4u);
  ASSERT_EQ(less->root()->opcode(), HloOpcode::kSelect);
  EXPECT_EQ(less->root()->operand(1)->operand(0), less->parameter(2));
  EXPECT_EQ(less->root()->operand(1)->operand(1), less->parameter(3));
  EXPECT_NE(Parse(hlo::PrintModule(*out->module)), nullptr);
}

TEST(StableSortTest, UnstableSortsAndSortsWithAnIndexStay) {
  auto unstable = Parse(RowSort(/*stable=*/false, /*with_index=*/false));
  ASSERT_NE(unstable, nullptr);
  EXPECT_FALSE(HasStableSortsToExpand(*unstable));
  auto argsort = Parse(RowSort(/*stable=*/true, /*with_index=*/true));
  ASSERT_NE(argsort, nullptr);
  EXPECT_FALSE(HasStableSortsToExpand(*argsort));
}

}  // namespace
}  // namespace tpusim::tpu::compiler
