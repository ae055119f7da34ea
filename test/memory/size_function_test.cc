#include "memory/size_function.h"

#include "gtest/gtest.h"
#include "hlo/ir/shape.h"
#include "memory/memory_analysis.h"
#include "test/memory/memory_test_util.h"

namespace tpusim::memory {
namespace {

using testing::Analyze;
using testing::Chip;

hlo::Shape ShapeOf(const char* text) {
  auto shape = hlo::ParseShape(text);
  EXPECT_TRUE(shape.ok()) << text;
  return shape.ok() ? *shape : hlo::Shape();
}

// Pre-optimization HLO writes `{1,0}` on every array; XLA:TPU's layout
// assignment replaces it, so the TPU layout is predicted: f32[512,10] goes
// dim 0 minor ({0,1:T(8,128)}, 32 KiB), as v5p's f32[2048,16]{0,1} did.
TEST(SizeFunctionTest, PredictsWhereTheLayoutHasNoTiles) {
  const SizeFunction sizes(Chip("v5e"), TilelessLayouts::kPredict);
  auto laid = sizes.LaidOut(ShapeOf("f32[512,10]{1,0}"));
  ASSERT_TRUE(laid.ok());
  EXPECT_EQ(laid->ToString(), "f32[512,10]{0,1:T(8,128)}");
  EXPECT_EQ(sizes.Sizes(ShapeOf("f32[512,10]{1,0}"))->padded, 32 * 1024);
  // A chosen order is kept; only tiles are added.
  EXPECT_EQ(sizes.LaidOut(ShapeOf("f32[512,10]{0,1}"))->ToString(), "f32[512,10]{0,1:T(8,128)}");
  // Tiled layouts are used as written.
  EXPECT_EQ(sizes.Sizes(ShapeOf("f32[512,10]{1,0:T(8,128)}"))->padded, 256 * 1024);
}

// After layout assignment a tile-less layout is real: the v5p memory_viewer
// capture sizes a scalar bf16[] at 2 KiB (chip fallback tiling), not the
// 512 B of bf16[]{:T(256)}.
TEST(SizeFunctionTest, KeepsTilelessLayoutsOfLaidOutModules) {
  const SizeFunction sizes(Chip("v5p"), TilelessLayouts::kChipFallback);
  hlo::Shape scalar = ShapeOf("bf16[]");
  scalar.set_layout(hlo::DefaultLayoutForRank(0));
  EXPECT_EQ(sizes.Sizes(scalar)->padded, 2048);
  EXPECT_EQ(sizes.Sizes(ShapeOf("bf16[]"))->padded, 512);  // No layout: predicted.
}

// MemoryAnalysis picks the mode from the module: any tiled array means
// layout assignment has run.
TEST(SizeFunctionTest, AnalysisChoosesTheModeFromTheModule) {
  auto unlaid = Analyze(R"(HloModule m
ENTRY e {
  ROOT p = f32[512,10]{1,0} parameter(0)
})", {}, "v5e");
  ASSERT_NE(unlaid.analysis, nullptr);
  EXPECT_EQ(unlaid->size_function().tileless(), TilelessLayouts::kPredict);
  auto laid = Analyze(R"(HloModule m
ENTRY e {
  ROOT p = f32[512,10]{1,0:T(8,128)} parameter(0)
})", {}, "v5e");
  ASSERT_NE(laid.analysis, nullptr);
  EXPECT_EQ(laid->size_function().tileless(), TilelessLayouts::kChipFallback);
}

}  // namespace
}  // namespace tpusim::memory
