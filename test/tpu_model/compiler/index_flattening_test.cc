// Gathers and scatters over one batch dim (tpu_model/compiler/index_flattening.h).
#include "tpu_model/compiler/index_flattening.h"

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"

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

const ChipSpec& V5e() { return **FindChip("v5e"); }

// An embedding lookup of [batch, seq] ids and its gradient, the oracle's
// embedding.grad program in small: `seq` tokens per row.
std::string LookupAndGradient(int seq) {
  const std::string ids = absl::StrCat("s32[4,", seq, "]");
  const std::string rows = absl::StrCat("f32[4,", seq, ",256]");
  return absl::StrCat(R"(HloModule lookup
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  table = f32[1000,256] parameter(0)
  ids = )", ids, R"( parameter(1)
  idx = )", absl::StrCat("s32[4,", seq, ",1]"), R"( reshape(ids)
  rows = )", rows, R"( gather(table, idx), offset_dims={2}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=2, slice_sizes={1,256}
  two = f32[] constant(2)
  twos = )", rows, R"( broadcast(two), dimensions={}
  grad = )", rows, R"( multiply(rows, twos)
  zero = f32[] constant(0)
  zeros = f32[1000,256] broadcast(zero), dimensions={}
  ROOT dtable = f32[1000,256] scatter(zeros, idx, grad), update_window_dims={2}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=2, to_apply=add
})");
}

TEST(IndexFlatteningTest, GatherYieldsRowsCopiedBackWhenTheSequenceIsNotWholeTiles) {
  // [ORACLE] embedding.grad.b9.s100: f32[900,100] rows, reshape.2 copies
  // them to f32[9,100,100]; reshape.13 copies the updates to rows.
  auto module = Parse(LookupAndGradient(100));
  ASSERT_NE(module, nullptr);
  ASSERT_TRUE(HasIndicesToFlatten(*module));
  absl::StatusOr<FlattenedModule> flat = FlattenGatherScatterIndices(*module, V5e());
  ASSERT_THAT(flat, IsOk());
  EXPECT_EQ(flat->flattened, 2);
  EXPECT_EQ(flat->row_copies, 2);
  const hlo::Computation* entry = flat->module->entry();
  const hlo::Instruction* back = entry->FindInstruction("rows");
  ASSERT_NE(back, nullptr);
  EXPECT_EQ(back->opcode(), HloOpcode::kReshape);
  EXPECT_EQ(back->shape().ToString(false), "f32[4,100,256]");
  const hlo::Instruction* gather = back->operand(0);
  ASSERT_EQ(gather->opcode(), HloOpcode::kGather);
  EXPECT_EQ(gather->shape().ToString(false), "f32[400,256]");
  EXPECT_EQ(*gather->GetIntList("offset_dims"), std::vector<int64_t>{1});
  EXPECT_EQ(gather->GetInt("index_vector_dim"), 1);
  EXPECT_EQ(gather->operand(1)->shape().ToString(false), "s32[400]");

  const hlo::Instruction* scatter = entry->root();
  ASSERT_EQ(scatter->opcode(), HloOpcode::kScatter);
  EXPECT_EQ(*scatter->GetIntList("update_window_dims"), std::vector<int64_t>{1});
  EXPECT_EQ(scatter->operand(1)->shape().ToString(false), "s32[400]");
  EXPECT_EQ(scatter->operand(2)->opcode(), HloOpcode::kReshape);
  EXPECT_EQ(scatter->operand(2)->shape().ToString(false), "f32[400,256]");
  EXPECT_EQ(scatter->operand(2)->operand(0)->name(), "grad");
}

TEST(IndexFlatteningTest, WholeTilesOfRowsAreBitcast) {
  // [ORACLE] embedding.sweep.grad (128 tokens): bitcast.6 = f32[8,128,1024]
  // of the gather's f32[1024,1024] rows; bitcast.7 makes the updates rows.
  auto module = Parse(LookupAndGradient(128));
  ASSERT_NE(module, nullptr);
  absl::StatusOr<FlattenedModule> flat = FlattenGatherScatterIndices(*module, V5e());
  ASSERT_THAT(flat, IsOk());
  EXPECT_EQ(flat->flattened, 2);
  EXPECT_EQ(flat->row_copies, 0);
  const hlo::Computation* entry = flat->module->entry();
  EXPECT_EQ(entry->FindInstruction("rows")->opcode(), HloOpcode::kBitcast);
  EXPECT_EQ(entry->root()->operand(2)->opcode(), HloOpcode::kBitcast);
}

TEST(IndexFlatteningTest, TheRowCopyIsItsOwnBufferAfterFusion) {
  // The copying reshape is not fused into the multiply that reads it (XLA's
  // reshape.2 is a top-level op), nor the updates' into the scatter.
  auto module = Parse(LookupAndGradient(100));
  ASSERT_NE(module, nullptr);
  absl::StatusOr<CompiledModule> compiled = CompileForTpu(*module, V5e());
  ASSERT_THAT(compiled, IsOk());
  EXPECT_EQ(compiled->stats.indices_flattened, 2);
  int reshapes = 0;
  for (const auto& instruction : compiled->module->entry()->instructions()) {
    reshapes += instruction->opcode() == HloOpcode::kReshape ? 1 : 0;
  }
  EXPECT_EQ(reshapes, 2);
}

TEST(IndexFlatteningTest, OneBatchDimIsLeftAlone) {
  auto module = Parse(R"(HloModule one
ENTRY e {
  table = f32[1000,256] parameter(0)
  ids = s32[64,1] parameter(1)
  ROOT rows = f32[64,256] gather(table, ids), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,256}
})");
  ASSERT_NE(module, nullptr);
  EXPECT_FALSE(HasIndicesToFlatten(*module));
}

TEST(IndexFlatteningTest, ABatchThatDisagreesWithTheIndicesIsLeftAlone) {
  // 400 indices but 396 rows of result: a malformed file, not rewritten.
  auto module = Parse(R"(HloModule bad
ENTRY e {
  table = f32[1000,256] parameter(0)
  ids = s32[4,100,1] parameter(1)
  ROOT rows = f32[4,99,256] gather(table, ids), offset_dims={2}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=2, slice_sizes={1,256}
})");
  ASSERT_NE(module, nullptr);
  EXPECT_FALSE(HasIndicesToFlatten(*module));
}

TEST(IndexFlatteningTest, ReshapeKeepsTilesOnlyForWholeRowTiles) {
  const ChipSpec& chip = V5e();
  const hlo::Shape rows(hlo::PrimitiveType::kF32, {1024, 256});
  EXPECT_TRUE(ReshapeKeepsTiles(rows, hlo::Shape(hlo::PrimitiveType::kF32, {8, 128, 256}), chip));
  EXPECT_TRUE(ReshapeKeepsTiles(rows, hlo::Shape(hlo::PrimitiveType::kF32, {1, 1024, 256}), chip));
  const hlo::Shape odd(hlo::PrimitiveType::kF32, {900, 100});
  EXPECT_FALSE(ReshapeKeepsTiles(odd, hlo::Shape(hlo::PrimitiveType::kF32, {9, 100, 100}), chip));
  // A vector to a matrix changes the tiling (f32[2048] to [8,256]).
  EXPECT_FALSE(ReshapeKeepsTiles(hlo::Shape(hlo::PrimitiveType::kF32, {2048}),
                                 hlo::Shape(hlo::PrimitiveType::kF32, {8, 256}), chip));
  EXPECT_TRUE(ReshapeKeepsTiles(hlo::Shape(hlo::PrimitiveType::kS32, {4096}),
                                hlo::Shape(hlo::PrimitiveType::kS32, {1, 4096}), chip));
}

}  // namespace
}  // namespace tpusim::tpu::compiler
