// Long scans as two-level trees (tpu_model/compiler/scan_rewrite.h).
#include "tpu_model/compiler/scan_rewrite.h"

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "hlo/base/status_macros.h"
#include "hlo/ir/verifier.h"
#include "test/status_matchers.h"
#include "test/tpu_model/compiler/compiler_test_util.h"
#include "tpu_model/chip.h"
#include "tpu_model/compiler/compiler.h"

namespace tpusim::tpu::compiler {
namespace {

using hlo::HloOpcode;
using testing::Parse;

// jnp.cumsum over the middle axis of the oracle's reduction.cumsum program:
// 1000 rows, not a multiple of 128.
constexpr char kCumsum[] = R"(HloModule cumsum
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[2,1000,100] parameter(0)
  zero = f32[] constant(0)
  ROOT cs = f32[2,1000,100] reduce-window(x, zero), window={size=1x1000x1 pad=0_0x999_0x0_0}, to_apply=add
})";

// The reduce-windows of `module`'s entry, in order: "SHAPE WINDOW".
std::vector<std::string> Scans(const hlo::Module& module) {
  std::vector<std::string> out;
  for (const auto& instruction : module.entry()->instructions()) {
    if (instruction->opcode() != HloOpcode::kReduceWindow) continue;
    const hlo::Window* window = instruction->window();
    std::string text = instruction->shape().ToString(false);
    for (const hlo::WindowDim& w : window->dims) {
      absl::StrAppend(&text, " ", w.size, ":", w.padding_low, "_", w.padding_high);
    }
    out.push_back(text);
  }
  return out;
}

// `text` parsed, its long scans rewritten and the result verified.
absl::StatusOr<ScansRewritten> Rewrite(const std::string& text) {
  auto module = Parse(text);
  if (module == nullptr) return absl::InvalidArgumentError("the test module does not parse");
  TPUSIM_ASSIGN_OR_RETURN(ScansRewritten trees, RewriteLongScans(*module));
  TPUSIM_RETURN_IF_ERROR(hlo::VerifyModule(*trees.module));
  return trees;
}

TEST(ScanRewriteTest, LongCumsumIsRowScansPlusColumnOffsets) {
  auto module = Parse(kCumsum);
  ASSERT_NE(module, nullptr);
  ASSERT_TRUE(HasLongScans(*module));
  absl::StatusOr<ScansRewritten> trees = Rewrite(kCumsum);
  ASSERT_THAT(trees, IsOk());
  EXPECT_EQ(trees->rewritten, 1);
  // Rows of 128 after padding 1000 to 1024 (8 columns), then an exclusive
  // scan of the 8 row totals: XLA's two reduce-windows in
  // reduction.cumsum.b2.r1000.c100.
  EXPECT_THAT(Scans(*trees->module),
              ::testing::ElementsAre("f32[2,100,8,128] 1:0_0 1:0_0 1:0_0 128:127_0",
                                     "f32[2,100,9] 1:0_0 1:0_0 8:8_0"));
  // The result keeps the scan's name and shape: the tree transposed back
  // and sliced to 1000 rows.
  const hlo::Instruction* result = trees->module->entry()->root();
  EXPECT_EQ(result->name(), "cs");
  EXPECT_EQ(result->shape().ToString(false), "f32[2,1000,100]");
  ASSERT_EQ(result->opcode(), HloOpcode::kSlice);
  const hlo::Instruction* back = result->operand(0);
  ASSERT_EQ(back->opcode(), HloOpcode::kTranspose);
  const hlo::Instruction* flat = back->operand(0);
  ASSERT_EQ(flat->opcode(), HloOpcode::kReshape);
  EXPECT_EQ(flat->shape().ToString(false), "f32[2,100,1024]");
  // Row scans plus their column's offset, broadcast along the row.
  const hlo::Instruction* combined = flat->operand(0);
  ASSERT_EQ(combined->opcode(), HloOpcode::kAdd);
  EXPECT_EQ(combined->operand(0)->opcode(), HloOpcode::kReduceWindow);
  ASSERT_EQ(combined->operand(1)->opcode(), HloOpcode::kBroadcast);
  const hlo::Instruction* offsets = combined->operand(1)->operand(0);
  ASSERT_EQ(offsets->opcode(), HloOpcode::kSlice);
  EXPECT_EQ(offsets->shape().ToString(false), "f32[2,100,8]");
  EXPECT_EQ(offsets->operand(0)->opcode(), HloOpcode::kReduceWindow);
}

TEST(ScanRewriteTest, LongColumnScansAreTreesToo) {
  // moe.ho2.b64.s1024's 131072-token cumsum: 1024 columns, whose own scan
  // becomes 8 x 128 (XLA's reduce-window.2 and .3 in that module).
  const std::string text = absl::StrReplaceAll(
      kCumsum, {{"f32[2,1000,100]", "s32[131072,8]"},
                {"size=1x1000x1 pad=0_0x999_0x0_0", "size=131072x1 pad=131071_0x0_0"},
                {"f32[]", "s32[]"}});
  absl::StatusOr<ScansRewritten> trees = Rewrite(text);
  ASSERT_THAT(trees, IsOk());
  EXPECT_THAT(Scans(*trees->module),
              ::testing::ElementsAre("s32[8,1024,128] 1:0_0 1:0_0 128:127_0",
                                     "s32[8,8,128] 1:0_0 1:0_0 128:127_0",
                                     "s32[8,9] 1:0_0 8:8_0"));
  EXPECT_EQ(trees->module->entry()->root()->shape().ToString(false), "s32[131072,8]");
}

TEST(ScanRewriteTest, ReverseExclusiveScanEndsWithItsPad) {
  const std::string text = absl::StrReplaceAll(
      kCumsum, {{"ROOT cs = f32[2,1000,100]", "ROOT cs = f32[2,1001,100]"},
                {"pad=0_0x999_0x0_0", "pad=0_0x0_1000x0_0"}});
  absl::StatusOr<ScansRewritten> trees = Rewrite(text);
  ASSERT_THAT(trees, IsOk());
  // Reverse: rows scanned from their end, the first column sliced out.
  EXPECT_THAT(Scans(*trees->module),
              ::testing::ElementsAre("f32[2,100,8,128] 1:0_0 1:0_0 1:0_0 128:0_127",
                                     "f32[2,100,9] 1:0_0 1:0_0 8:0_8"));
  const hlo::Instruction* result = trees->module->entry()->root();
  EXPECT_EQ(result->shape().ToString(false), "f32[2,1001,100]");
  ASSERT_EQ(result->opcode(), HloOpcode::kPad);
  const std::vector<hlo::PaddingDim>* padding = result->padding();
  ASSERT_NE(padding, nullptr);
  EXPECT_EQ((*padding)[1].low, 0);
  EXPECT_EQ((*padding)[1].high, 1);
}

TEST(ScanRewriteTest, LeavesWhatIsNotALongScan) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      // 128 rows: one reduce-window is XLA's base case.
      {"f32[2,1000,100]", "f32[2,128,100]"},
      // A sliding window, not a prefix.
      {"size=1x1000x1 pad=0_0x999_0x0_0", "size=1x1000x1 pad=0_0x0_0x0_0"},
      // Strided.
      {"size=1x1000x1 pad=0_0x999_0x0_0", "size=1x1000x1 stride=1x2x1 pad=0_0x999_0x0_0"},
      // Two scanned dims.
      {"size=1x1000x1 pad=0_0x999_0x0_0", "size=1x1000x2 pad=0_0x999_0x1_0"},
      // A reducer that is not one op of its parameters.
      {"ROOT s = f32[] add(a, b)", "c = f32[] add(a, b)\n  ROOT s = f32[] multiply(c, b)"},
  };
  for (const auto& [from, to] : cases) {
    SCOPED_TRACE(to);
    const std::string text = absl::StrReplaceAll(kCumsum, {{from, to}});
    auto module = Parse(text);
    ASSERT_NE(module, nullptr);
    EXPECT_FALSE(HasLongScans(*module));
  }
}

TEST(ScanRewriteTest, CompilerModelCountsTheTrees) {
  auto module = Parse(kCumsum);
  ASSERT_NE(module, nullptr);
  absl::StatusOr<const ChipSpec*> chip = FindChip("v5p");
  ASSERT_THAT(chip, IsOk());
  absl::StatusOr<CompiledModule> compiled = CompileForTpu(*module, **chip);
  ASSERT_THAT(compiled, IsOk());
  EXPECT_EQ(compiled->stats.long_scans_rewritten, 1);
  EXPECT_THAT(DescribeStats(compiled->stats),
              ::testing::HasSubstr("1 long scans computed as two-level trees"));
  EXPECT_EQ(Scans(*compiled->module).size(), 2u);
}

}  // namespace
}  // namespace tpusim::tpu::compiler
