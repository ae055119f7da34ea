// The per-module layout policy (tpu_model/layout_policy.h): the three module
// rules and the per-shape layouts and sizes that follow from them.
#include "tpu_model/layout_policy.h"

#include <memory>
#include <string>

#include "gtest/gtest.h"
#include "hlo/text/hlo_parser.h"
#include "test/status_matchers.h"
#include "tpu_model/chip.h"

namespace tpusim::tpu {
namespace {

const ChipSpec& Chip(const std::string& name) { return **FindChip(name); }

std::unique_ptr<hlo::Module> Parse(const std::string& text) {
  auto module = hlo::ParseHloModule(text, "test.hlo");
  EXPECT_THAT(module, IsOk());
  return module.ok() ? std::move(*module) : nullptr;
}

hlo::Shape ShapeOf(const std::string& text) {
  auto shape = hlo::ParseShape(text);
  EXPECT_THAT(shape, IsOk()) << text;
  return shape.ok() ? *shape : hlo::Shape();
}

std::string LaidOut(const LayoutPolicy& policy, const std::string& shape) {
  auto laid_out = policy.LaidOut(ShapeOf(shape));
  EXPECT_THAT(laid_out, IsOk()) << shape;
  return laid_out.ok() ? laid_out->ToString() : "";
}

// --- The module rules --------------------------------------------------------

// Pre-optimization HLO as JAX writes it: `{1,0}` on every array, nothing
// scheduled or fused. The compiler model runs; layouts are predicted.
TEST(LayoutPolicyTest, PreOptimizationModule) {
  auto module = Parse(R"(HloModule m
ENTRY e {
  ROOT p = f32[8,128]{1,0} parameter(0)
})");
  ASSERT_NE(module, nullptr);
  const LayoutPolicy policy = LayoutPolicy::ForModule(*module, Chip("v5e"));
  EXPECT_FALSE(policy.is_optimized());
  EXPECT_FALSE(policy.is_fused());
  EXPECT_FALSE(policy.layouts_are_final());
  EXPECT_EQ(policy.tileless(), TilelessLayouts::kPredict);
  EXPECT_EQ(policy.advice_tileless(), TilelessLayouts::kRepredict);
  EXPECT_FALSE(HasTiledLayouts(*module));
}

// XLA:TPU's output: scheduled, fused, tiled. Layouts are XLA's.
TEST(LayoutPolicyTest, OptimizedModule) {
  auto module = Parse(R"(HloModule m, is_scheduled=true
%f (p: f32[8,128]) -> f32[8,128] {
  %p = f32[8,128]{1,0:T(8,128)} parameter(0)
  ROOT %n = f32[8,128]{1,0:T(8,128)} negate(%p)
}
ENTRY e {
  %a = f32[8,128]{1,0:T(8,128)} parameter(0)
  ROOT %r = f32[8,128]{1,0:T(8,128)} fusion(%a), kind=kLoop, calls=%f
})");
  ASSERT_NE(module, nullptr);
  const LayoutPolicy policy = LayoutPolicy::ForModule(*module, Chip("v5e"));
  EXPECT_TRUE(policy.is_optimized());
  EXPECT_TRUE(policy.is_fused());
  EXPECT_TRUE(policy.layouts_are_final());
  EXPECT_EQ(policy.tileless(), TilelessLayouts::kChipFallback);
  EXPECT_EQ(policy.advice_tileless(), TilelessLayouts::kPredict);
}

// Each of XLA's marks alone makes a module optimized (the compiler model
// does not run on it); only tiles make its layouts final.
TEST(LayoutPolicyTest, EachMarkOfXlaOutput) {
  auto tiled = Parse(R"(HloModule m
ENTRY e {
  ROOT p = f32[8,128]{1,0:T(8,128)} parameter(0)
})");
  ASSERT_NE(tiled, nullptr);
  EXPECT_TRUE(LayoutPolicy::ForModule(*tiled, nullptr).is_optimized());
  EXPECT_TRUE(LayoutPolicy::ForModule(*tiled, nullptr).layouts_are_final());

  auto scheduled = Parse(R"(HloModule m, is_scheduled=true
ENTRY e {
  ROOT p = f32[8,128] parameter(0)
})");
  ASSERT_NE(scheduled, nullptr);
  const LayoutPolicy scheduled_policy = LayoutPolicy::ForModule(*scheduled, nullptr);
  EXPECT_TRUE(scheduled_policy.is_optimized());
  EXPECT_TRUE(scheduled_policy.is_fused());
  EXPECT_FALSE(scheduled_policy.layouts_are_final());

  auto fused = Parse(R"(HloModule m
%f (p: f32[8,128]) -> f32[8,128] {
  %p = f32[8,128] parameter(0)
  ROOT %n = f32[8,128] negate(%p)
}
ENTRY e {
  %a = f32[8,128] parameter(0)
  ROOT %r = f32[8,128] fusion(%a), kind=kLoop, calls=%f
})");
  ASSERT_NE(fused, nullptr);
  const LayoutPolicy fused_policy = LayoutPolicy::ForModule(*fused, nullptr);
  EXPECT_TRUE(fused_policy.is_optimized());
  EXPECT_TRUE(fused_policy.is_fused());
  EXPECT_FALSE(fused_policy.layouts_are_final());
  EXPECT_EQ(fused_policy.tileless(), TilelessLayouts::kPredict);
}

// After layout assignment, before fusion (tpu_graphs' layout collection,
// ../shared/corpus/tpu/module_tuning_data_layout.pb): optimized and laid out
// (memory sizes it as written) but not fused (lint judges its buffers as an
// unfused program's and reads its tile-less layouts as requests).
TEST(LayoutPolicyTest, LaidOutButNotFused) {
  auto module = Parse(R"(HloModule m
ENTRY e {
  a = f32[8,128]{1,0:T(8,128)} parameter(0)
  ROOT s = f32[]{} parameter(1)
})");
  ASSERT_NE(module, nullptr);
  const LayoutPolicy policy = LayoutPolicy::ForModule(*module, Chip("v5p"));
  EXPECT_TRUE(policy.is_optimized());
  EXPECT_FALSE(policy.is_fused());
  EXPECT_TRUE(policy.layouts_are_final());
  EXPECT_EQ(policy.tileless(), TilelessLayouts::kChipFallback);
  EXPECT_EQ(policy.advice_tileless(), TilelessLayouts::kRepredict);
}

// --- Per shape ---------------------------------------------------------------

// Pre-optimization: f32[512,10] goes dim 0 minor ({0,1:T(8,128)}, 32 KiB),
// as v5p's f32[2048,16]{0,1} did; a chosen order is kept, tiles added.
TEST(LayoutPolicyTest, PredictsTilelessLayouts) {
  const LayoutPolicy policy(Chip("v5e"), TilelessLayouts::kPredict);
  EXPECT_FALSE(policy.layouts_are_final());
  EXPECT_TRUE(policy.NeedsPrediction(ShapeOf("f32[512,10]{1,0}")));
  EXPECT_FALSE(policy.NeedsPrediction(ShapeOf("f32[512,10]{1,0:T(8,128)}")));
  EXPECT_FALSE(policy.NeedsPrediction(ShapeOf("(f32[512,10]{1,0})")));
  EXPECT_EQ(LaidOut(policy, "f32[512,10]{1,0}"), "f32[512,10]{0,1:T(8,128)}");
  EXPECT_EQ(LaidOut(policy, "f32[512,10]{0,1}"), "f32[512,10]{0,1:T(8,128)}");
  EXPECT_EQ(LaidOut(policy, "f32[512,10]{1,0:T(8,128)}"), "f32[512,10]{1,0:T(8,128)}");
  EXPECT_EQ(LaidOut(policy, "(f32[512,10]{1,0}, f32[8]{0:T(256)})"),
            "(f32[512,10]{0,1:T(8,128)}, f32[8]{0:T(256)})");
  auto sizes = policy.Sizes(ShapeOf("f32[512,10]{1,0}"));
  ASSERT_THAT(sizes, IsOk());
  EXPECT_EQ(sizes->padded, 32 * 1024);
  EXPECT_EQ(sizes->unpadded, 512 * 10 * 4);
  EXPECT_EQ(policy.Sizes(ShapeOf("f32[512,10]{1,0:T(8,128)}"))->padded, 256 * 1024);
}

// Laid out: the v5p memory_viewer capture sizes a tile-less scalar bf16[] at
// 2 KiB (the chip's fallback tiling), not the 512 B of bf16[]{:T(256)}.
TEST(LayoutPolicyTest, KeepsTilelessLayoutsOfLaidOutModules) {
  const LayoutPolicy policy(Chip("v5p"));
  EXPECT_TRUE(policy.layouts_are_final());
  hlo::Shape scalar = ShapeOf("bf16[]");
  scalar.set_layout(hlo::DefaultLayoutForRank(0));
  EXPECT_FALSE(policy.NeedsPrediction(scalar));
  EXPECT_EQ(policy.Sizes(scalar)->padded, 2048);
  EXPECT_EQ(policy.Sizes(ShapeOf("bf16[]"))->padded, 512);  // No layout: predicted.
}

// The padded size of a shape outside a module (`tpusim size --chip`): no
// layout at all gets the predicted one (f32[2048,16] -> {0,1:T(8,128)} on
// v5p), a tile-less one the chip's fallback tiles, a tiled one its own.
TEST(LayoutPolicyTest, PaddedSizePredictsUnlaidShapes) {
  const LayoutPolicy v5p(Chip("v5p"));
  EXPECT_EQ(v5p.PaddedSize(ShapeOf("f32[2048,16]")).value_or(-1), 2048 * 16 * 4);
  // v3 reorders too ([ORACLE] mlp weights f32[1000,10]{0,1} on v2/v3).
  EXPECT_EQ(LayoutPolicy(Chip("v3")).PaddedSize(ShapeOf("f32[2048,16]")).value_or(-1),
            2048 * 16 * 4);
  EXPECT_EQ(v5p.PaddedSize(ShapeOf("f32[128,3]{1,0}")).value_or(-1), 64 << 10);
  EXPECT_EQ(v5p.PaddedSize(ShapeOf("f32[512,16,7168]{2,1,0:T(8,128)}")).value_or(-1),
            int64_t{224} << 20);
  EXPECT_EQ(v5p.PaddedSize(ShapeOf("bf16[]")).value_or(-1), 512);
  // The error names the shape as written, not with a predicted layout.
  absl::StatusOr<int64_t> unbounded = v5p.PaddedSize(ShapeOf("f32[?,3]"));
  ASSERT_FALSE(unbounded.ok());
  EXPECT_NE(unbounded.status().message().find("shape f32[?,3] has an unbounded"),
            std::string::npos)
      << unbounded.status();
}

// Lint's reading of an unfused program: a written dim order is a request,
// predicted again (the written {1,0} of f32[512,10] and its {0,1} alike).
TEST(LayoutPolicyTest, RepredictsTheWholeTilelessLayout) {
  const LayoutPolicy policy(Chip("v5e"));
  auto reordered = policy.LaidOut(ShapeOf("f32[4,512]{0,1}"), TilelessLayouts::kRepredict);
  ASSERT_THAT(reordered, IsOk());
  EXPECT_EQ(reordered->ToString(), "f32[4,512]{1,0:T(4,128)}");
  auto kept = policy.LaidOut(ShapeOf("f32[4,512]{0,1}"), TilelessLayouts::kPredict);
  ASSERT_THAT(kept, IsOk());
  EXPECT_EQ(kept->ToString(), "f32[4,512]{0,1:T(8,128)}");
  // Tiled layouts are XLA's under every reading.
  auto tiled = policy.LaidOut(ShapeOf("f32[4,512]{0,1:T(8,128)}"), TilelessLayouts::kRepredict);
  ASSERT_THAT(tiled, IsOk());
  EXPECT_EQ(tiled->ToString(), "f32[4,512]{0,1:T(8,128)}");
}

// Lint without --chip still gets the module rules; sizes need a chip.
TEST(LayoutPolicyTest, WithoutAChip) {
  auto module = Parse(R"(HloModule m
ENTRY e {
  ROOT p = f32[8,128]{1,0} parameter(0)
})");
  ASSERT_NE(module, nullptr);
  const LayoutPolicy policy = LayoutPolicy::ForModule(*module, nullptr);
  EXPECT_FALSE(policy.has_chip());
  EXPECT_FALSE(policy.is_optimized());
  EXPECT_FALSE(policy.Sizes(ShapeOf("f32[8,128]")).ok());
  EXPECT_FALSE(policy.PaddedSize(ShapeOf("f32[8,128]")).ok());
  EXPECT_FALSE(policy.LaidOut(ShapeOf("f32[8,128]")).ok());
  // A shape that needs no prediction is returned as it is.
  EXPECT_EQ(LaidOut(policy, "f32[8,128]{1,0:T(8,128)}"), "f32[8,128]{1,0:T(8,128)}");
}

}  // namespace
}  // namespace tpusim::tpu
