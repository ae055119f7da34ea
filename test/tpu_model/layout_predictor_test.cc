#include "tpu_model/layout_predictor.h"

#include <string>

#include "gtest/gtest.h"
#include "tpu_model/chip.h"
#include "tpu_model/shape_size.h"
#include "test/status_matchers.h"

namespace tpusim::tpu {
namespace {

const ChipSpec& Chip(const std::string& name) { return **FindChip(name); }

// The predicted layout of `shape` (text without layout) on `chip`, printed.
std::string Predict(const std::string& shape, const std::string& chip) {
  absl::StatusOr<hlo::Shape> parsed = hlo::ParseShape(shape);
  EXPECT_THAT(parsed, IsOk());
  absl::StatusOr<hlo::Shape> laid_out = PredictLayout(*parsed, Chip(chip));
  EXPECT_THAT(laid_out, IsOk());
  return laid_out.ok() ? laid_out->ToString() : "";
}

// Tiles for a given dim order (the tile-choice rule alone).
std::string Tiles(const std::string& shape_with_order, const std::string& chip) {
  absl::StatusOr<hlo::Shape> parsed = hlo::ParseShape(shape_with_order);
  EXPECT_THAT(parsed, IsOk());
  absl::StatusOr<hlo::Layout> layout =
      PredictTiledLayout(parsed->element_type(), parsed->dims(),
                         parsed->layout().minor_to_major, Chip(chip));
  EXPECT_THAT(layout, IsOk());
  hlo::Shape out = *parsed;
  out.set_layout(*layout);
  return out.ToString();
}

// --- Tiles by element width and second-minor size ---------------------------

// v5p op expressions (xprof_v5p): 32-bit T(8,128) shrinking with the
// second-minor size to T(4,128), T(2,128), T(1,128).
TEST(TileRuleTest, ThirtyTwoBitShrinksWithSecondMinorOnV5p) {
  EXPECT_EQ(Tiles("f32[512,128]{1,0}", "v5p"), "f32[512,128]{1,0:T(8,128)}");
  EXPECT_EQ(Tiles("s32[8,2048]{1,0}", "v5p"), "s32[8,2048]{1,0:T(8,128)}");
  EXPECT_EQ(Tiles("s32[4,2048]{1,0}", "v5p"), "s32[4,2048]{1,0:T(4,128)}");
  EXPECT_EQ(Tiles("u32[2,2]{1,0}", "v5p"), "u32[2,2]{1,0:T(2,128)}");
  EXPECT_EQ(Tiles("f32[1,2048]{1,0}", "v5p"), "f32[1,2048]{1,0:T(1,128)}");
  EXPECT_EQ(Tiles("s32[4,1,2048]{2,1,0}", "v5p"), "s32[4,1,2048]{2,1,0:T(1,128)}");
  EXPECT_EQ(Tiles("u32[10,4]{0,1}", "v5p"), "u32[10,4]{0,1:T(4,128)}");
  // xla.md 2.3: s32 with second-minor 3 -> T(4,128).
  EXPECT_EQ(Tiles("s32[7,3,9]{2,1,0}", "v5p"), "s32[7,3,9]{2,1,0:T(4,128)}");
}

// v5p: bf16 T(8,128)(2,1), minimum T(2,128)(2,1) (bf16[1,2048]); pred and
// 8-bit (4,1), minimum T(4,128)(4,1) (pred[1,2048], pred[2,2], s8[1,4,4]).
TEST(TileRuleTest, PackedTypesOnV5p) {
  EXPECT_EQ(Tiles("bf16[16,2048]{1,0}", "v5p"), "bf16[16,2048]{1,0:T(8,128)(2,1)}");
  EXPECT_EQ(Tiles("bf16[1,2048]{1,0}", "v5p"), "bf16[1,2048]{1,0:T(2,128)(2,1)}");
  EXPECT_EQ(Tiles("pred[1,2048]{1,0}", "v5p"), "pred[1,2048]{1,0:T(4,128)(4,1)}");
  EXPECT_EQ(Tiles("pred[2,2]{1,0}", "v5p"), "pred[2,2]{1,0:T(4,128)(4,1)}");
  EXPECT_EQ(Tiles("pred[2048,16]{0,1}", "v5p"), "pred[2048,16]{0,1:T(8,128)(4,1)}");
  EXPECT_EQ(Tiles("s8[1,4,4]{2,1,0}", "v5p"), "s8[1,4,4]{2,1,0:T(4,128)(4,1)}");
  // tpu_oom_layouts.md section 4: u8 T(8,128)(4,1) (XLA OOM doc).
  EXPECT_EQ(Tiles("u8[327680,327680]{1,0}", "v5p"), "u8[327680,327680]{1,0:T(8,128)(4,1)}");
  // s4: T(8,128)(8,1)E(4) (tpu_oom_layouts.md section 4).
  EXPECT_EQ(Tiles("s4[256,256]{1,0}", "v5p"), "s4[256,256]{1,0:T(8,128)(8,1)E(4)}");
}

// v6e (corpus/tpu rudrite opt lines, JAX 0.11): bf16 keeps 8 rows.
TEST(TileRuleTest, V6eKeepsEightRowsForBf16) {
  EXPECT_EQ(Tiles("bf16[256,512]{1,0}", "v6e"), "bf16[256,512]{1,0:T(8,128)(2,1)}");
  EXPECT_EQ(Tiles("f32[1024,512]{1,0}", "v6e"), "f32[1024,512]{1,0:T(8,128)}");
}

// v7x: JAX get_sublane_tiling "large 2nd minor tiling by default starting
// with TPU7x": 8 x 32/bitwidth rows (bf16 16, 8-bit 32, 4-bit 64).
// [ORACLE] v7x entry arrays: bf16 T(8,128)(2,1) (decoder_fwd...v7x
// bf16[1000,512]), as on v4-v6e. The large second-minor rule stays
// available to chip files (large_second_minor_tiles).
TEST(TileRuleTest, V7xHbmArraysTakeEightRows) {
  EXPECT_EQ(Tiles("bf16[1000,512]{1,0}", "v7x"), "bf16[1000,512]{1,0:T(8,128)(2,1)}");
  EXPECT_EQ(Tiles("s8[64,256]{1,0}", "v7x"), "s8[64,256]{1,0:T(8,128)(4,1)}");
  EXPECT_EQ(Tiles("s4[128,256]{1,0}", "v7x"), "s4[128,256]{1,0:T(8,128)(8,1)E(4)}");
  EXPECT_EQ(Tiles("f32[128,256]{1,0}", "v7x"), "f32[128,256]{1,0:T(8,128)}");
  tpu::ChipSpec large = Chip("v7x");
  large.layout.large_second_minor_tiles = true;
  absl::StatusOr<hlo::Layout> tiled =
      PredictTiledLayout(hlo::PrimitiveType::kBF16, {128, 4096, 352}, {2, 1, 0}, large);
  ASSERT_THAT(tiled, IsOk());
  EXPECT_EQ(tiled->ToString(), "{2,1,0:T(16,128)(2,1)}");
}

// Layout assignment's large tiles (Layout::large_tiles_assigned) on a chip
// whose per-shape tiles are 8 rows; the order is kept or predicted.
TEST(TileRuleTest, LargeTilesAssignedByLayoutAssignment) {
  hlo::Shape shape(hlo::PrimitiveType::kBF16, {4, 512, 768});
  hlo::Layout layout;
  layout.minor_to_major = {2, 1, 0};
  layout.large_tiles_assigned = true;
  shape.set_layout(layout);
  absl::StatusOr<hlo::Shape> laid_out = PredictLayout(shape, Chip("v7x"));
  ASSERT_THAT(laid_out, IsOk());
  EXPECT_EQ(laid_out->ToString(), "bf16[4,512,768]{2,1,0:T(16,128)(2,1)}");
  // f32 has one row per sublane either way.
  hlo::Shape f32(hlo::PrimitiveType::kF32, {4, 512, 768});
  f32.set_layout(layout);
  laid_out = PredictLayout(f32, Chip("v7x"));
  ASSERT_THAT(laid_out, IsOk());
  EXPECT_EQ(laid_out->ToString(), "f32[4,512,768]{2,1,0:T(8,128)}");
}

// [ORACLE] v2/v3 keep 4-bit types in a byte: s4[1024,1000]{0,1:T(8,128)(4,1)}.
TEST(TileRuleTest, OldGenerationsWidenFourBitTypes) {
  EXPECT_EQ(Predict("s4[1024,1000]", "v2"), "s4[1024,1000]{0,1:T(8,128)(4,1)}");
  EXPECT_EQ(Predict("f4e2m1fn[128,1024]", "v3"), "f4e2m1fn[128,1024]{1,0:T(8,128)(4,1)}");
  EXPECT_EQ(Predict("s4[1024,1000]", "v5e"), "s4[1024,1000]{0,1:T(8,128)(8,1)E(4)}");
}

// v2/v3 dumps: 2-row minimum (x packing) and pred stored as 32 bits.
TEST(TileRuleTest, OldGenerations) {
  // v3 records.jsonl: f32[4,256,256,256]{3,0,2,1:T(4,128)} (dim 0 = 4 second-minor).
  EXPECT_EQ(Tiles("f32[4,256,256,256]{3,0,2,1}", "v3"),
            "f32[4,256,256,256]{3,0,2,1:T(4,128)}");
  // v3: bf16[2048,1,2048,128]{0,1,3,2:T(4,128)(2,1)}: second-minor 1 -> 4 rows.
  EXPECT_EQ(Tiles("bf16[2048,1,2048,128]{0,1,3,2}", "v3"),
            "bf16[2048,1,2048,128]{0,1,3,2:T(4,128)(2,1)}");
  // torch_xla f32[29184,1,2560]{2,1,0:T(2,128)}.
  EXPECT_EQ(Tiles("f32[29184,1,2560]{2,1,0}", "v3"), "f32[29184,1,2560]{2,1,0:T(2,128)}");
  // v2 records.jsonl: pred[64,512,2048]{2,1,0:T(8,128)E(32)}.
  EXPECT_EQ(Tiles("pred[64,512,2048]{2,1,0}", "v2"), "pred[64,512,2048]{2,1,0:T(8,128)E(32)}");
}

// --- 1-D arrays and scalars -------------------------------------------------

// v5p: f32[64]{0:T(128)}, u32[1]{0:T(128)}, u64[2]{0:T(128)}, f32[2048]
// {0:T(1024)}, s32[8192]{0:T(1024)}, bf16[2048]{0:T(1024)(128)(2,1)},
// pred[2048]{0:T(1024)(128)(4,1)}.
TEST(OneDimensionalRuleTest, V5p) {
  EXPECT_EQ(Predict("f32[64]", "v5p"), "f32[64]{0:T(128)}");
  EXPECT_EQ(Predict("u32[1]", "v5p"), "u32[1]{0:T(128)}");
  EXPECT_EQ(Predict("u64[2]", "v5p"), "u64[2]{0:T(128)}");
  EXPECT_EQ(Predict("f32[2048]", "v5p"), "f32[2048]{0:T(1024)}");
  EXPECT_EQ(Predict("s32[8192]", "v5p"), "s32[8192]{0:T(1024)}");
  EXPECT_EQ(Predict("bf16[2048]", "v5p"), "bf16[2048]{0:T(1024)(128)(2,1)}");
  EXPECT_EQ(Predict("pred[2048]", "v5p"), "pred[2048]{0:T(1024)(128)(4,1)}");
  // Between the observed points the tile is the next power of two.
  EXPECT_EQ(Predict("f32[300]", "v5p"), "f32[300]{0:T(512)}");
  // xla.md 2.3: bf16 1-D "T(256)(128)(2,1)" for short vectors.
  EXPECT_EQ(Predict("bf16[100]", "v5p"), "bf16[100]{0:T(256)(128)(2,1)}");
}

// v3 (tpu_oom_layouts.md section 4): T(256) up to 256, T(512), T(1024);
// v2 pred[67108864]{0:T(1024)E(32)}.
TEST(OneDimensionalRuleTest, OldGenerations) {
  EXPECT_EQ(Predict("f32[64]", "v3"), "f32[64]{0:T(256)}");
  EXPECT_EQ(Predict("f32[176]", "v3"), "f32[176]{0:T(256)}");
  EXPECT_EQ(Predict("f32[512]", "v3"), "f32[512]{0:T(512)}");
  EXPECT_EQ(Predict("f32[1280]", "v3"), "f32[1280]{0:T(1024)}");
  EXPECT_EQ(Predict("pred[67108864]", "v2"), "pred[67108864]{0:T(1024)E(32)}");
}

// v5p/v6e: f32[]{:T(128)}, bf16[]{:T(256)}, pred[]{:T(512)}; v3:
// f32[]{:T(256)}, bf16[]{:T(512)(2,1)}.
TEST(ScalarRuleTest, OneSmallTile) {
  EXPECT_EQ(Predict("f32[]", "v5p"), "f32[]{:T(128)}");
  EXPECT_EQ(Predict("s32[]", "v5p"), "s32[]{:T(128)}");
  EXPECT_EQ(Predict("bf16[]", "v6e"), "bf16[]{:T(256)}");
  EXPECT_EQ(Predict("pred[]", "v5p"), "pred[]{:T(512)}");
  EXPECT_EQ(Predict("f32[]", "v3"), "f32[]{:T(256)}");
  EXPECT_EQ(Predict("bf16[]", "v3"), "bf16[]{:T(512)(2,1)}");
  EXPECT_EQ(Predict("pred[]", "v2"), "pred[]{:T(256)E(32)}");
}

// --- minor_to_major ----------------------------------------------------------

// v5p op expressions: where the default order pads, XLA picks the order
// that does not.
TEST(MinorToMajorRuleTest, V5pReordersToCutPadding) {
  EXPECT_EQ(Predict("f32[2048,16]", "v5p"), "f32[2048,16]{0,1:T(8,128)}");
  EXPECT_EQ(Predict("bf16[2048,64]", "v5p"), "bf16[2048,64]{0,1:T(8,128)(2,1)}");
  EXPECT_EQ(Predict("pred[2048,16]", "v5p"), "pred[2048,16]{0,1:T(8,128)(4,1)}");
  EXPECT_EQ(Predict("u32[10,4]", "v5p"), "u32[10,4]{0,1:T(4,128)}");
  EXPECT_EQ(Predict("f32[1,2048,64]", "v5p"), "f32[1,2048,64]{1,2,0:T(8,128)}");
  EXPECT_EQ(Predict("bf16[1,2048,16,64]", "v5p"), "bf16[1,2048,16,64]{1,3,2,0:T(8,128)(2,1)}");
  EXPECT_EQ(Predict("f32[1,2048,1,64]", "v5p"), "f32[1,2048,1,64]{1,3,2,0:T(8,128)}");
  // Tie: a non-degenerate second-minor dim beats a size-1 one.
  EXPECT_EQ(Predict("f32[1,16,2048,1]", "v5p"), "f32[1,16,2048,1]{2,1,3,0:T(8,128)}");
}

TEST(MinorToMajorRuleTest, DefaultOrderWhenItDoesNotPad) {
  EXPECT_EQ(Predict("f32[512,16,7168]", "v5p"), "f32[512,16,7168]{2,1,0:T(8,128)}");
  EXPECT_EQ(Predict("bf16[1024,128]", "v6e"), "bf16[1024,128]{1,0:T(8,128)(2,1)}");
  EXPECT_EQ(Predict("f32[16,1,2048]", "v5p"), "f32[16,1,2048]{2,1,0:T(1,128)}");
  // u32[1,4]: {1,0:T(1,128)} is 512 B, the cheapest order.
  EXPECT_EQ(Predict("u32[1,4]", "v5p"), "u32[1,4]{1,0:T(1,128)}");
}

// v2/v3 records.jsonl: s32[8388608,8,4]{2,1,0:T(8,128)} (32x) and
// u32[12582912,1]{1,0:T(8,128)} (128x): the old compiler kept the default.
// [ORACLE] libtpu 0.0.42.1 reorders on v2/v3 as on v4+: mlp weights
// f32[1000,10]{0,1}, f32[9,3]{0,1:T(4,128)} (mlp cases on v2 and v3). The
// 2019-21 captures that kept the default order came from older compilers.
TEST(MinorToMajorRuleTest, OldGenerationsReorderToCutPadding) {
  EXPECT_EQ(Predict("f32[1000,10]", "v2"), "f32[1000,10]{0,1:T(8,128)}");
  EXPECT_EQ(Predict("f32[9,3]", "v3"), "f32[9,3]{0,1:T(4,128)}");
}

TEST(MinorToMajorRuleTest, PredictMinorToMajorDirectly) {
  EXPECT_EQ(*PredictMinorToMajor(hlo::PrimitiveType::kF32, {2048, 16}, Chip("v5p")),
            (std::vector<int64_t>{0, 1}));
  EXPECT_EQ(*PredictMinorToMajor(hlo::PrimitiveType::kF32, {}, Chip("v5p")),
            std::vector<int64_t>{});
  EXPECT_EQ(*PredictMinorToMajor(hlo::PrimitiveType::kF32, {7}, Chip("v5p")),
            std::vector<int64_t>{0});
}

// --- PredictLayout on whole shapes ------------------------------------------

TEST(PredictLayoutTest, KeepsTiledLayoutsAndRecursesIntoTuples) {
  EXPECT_EQ(Predict("(f32[2048,16], f32[4,128]{1,0:T(8,128)}, token[])", "v5p"),
            "(f32[2048,16]{0,1:T(8,128)}, f32[4,128]{1,0:T(8,128)}, token[])");
  EXPECT_EQ(Predict("(s32[], (bf16[8]))", "v6e"),
            "(s32[]{:T(128)}, (bf16[8]{0:T(256)(128)(2,1)}))");
}

TEST(PredictLayoutTest, TilelessLayouts) {
  // A default order printed by pre-optimization HLO is re-predicted.
  EXPECT_EQ(Predict("f32[2048,16]{1,0}", "v5p"), "f32[2048,16]{0,1:T(8,128)}");
  // A non-default order is an explicit choice and is kept.
  EXPECT_EQ(Predict("f32[64,8]{0,1}", "v5p"), "f32[64,8]{0,1:T(8,128)}");
  // Memory space survives; sync flags and SMEM stay untiled.
  EXPECT_EQ(Predict("f32[8,128]{1,0:S(1)}", "v5p"), "f32[8,128]{1,0:T(8,128)S(1)}");
  EXPECT_EQ(Predict("u32[]{:S(2)}", "v5p"), "u32[]{:S(2)}");
  EXPECT_EQ(Predict("s32[2]{0:S(4)}", "v5p"), "s32[2]{0:S(4)}");
}

TEST(PredictLayoutTest, DynamicAndUnboundedDims) {
  EXPECT_EQ(Predict("f32[<=4,256]", "v5p"), "f32[<=4,256]{1,0:T(4,128)}");
  EXPECT_EQ(Predict("f32[?,256]", "v5p"), "f32[?,256]{1,0:T(8,128)}");
}

TEST(PredictTiledLayoutTest, Errors) {
  EXPECT_FALSE(PredictTiledLayout(hlo::PrimitiveType::kF32, {2, 3}, {0}, Chip("v5p")).ok());
  EXPECT_FALSE(PredictTiledLayout(hlo::PrimitiveType::kF32, {2, 3}, {0, 0}, Chip("v5p")).ok());
  EXPECT_FALSE(PredictTiledLayout(hlo::PrimitiveType::kTuple, {}, {}, Chip("v5p")).ok());
}

// Predicted layouts must size sanely: never below the unpadded size.
TEST(PredictLayoutTest, PredictedSizeNeverBelowUnpadded) {
  for (const ChipSpec& chip : AllChips()) {
    for (const char* text : {"f32[3,5,7]", "bf16[1,1]", "pred[33]", "s4[9,300]", "f32[]",
                             "u8[17,3,129]", "c64[4,4]", "f64[2,2]"}) {
      hlo::Shape shape = *hlo::ParseShape(text);
      absl::StatusOr<hlo::Shape> laid_out = PredictLayout(shape, chip);
      ASSERT_TRUE(laid_out.ok()) << text << " " << laid_out.status();
      EXPECT_GE(*PaddedByteSize(*laid_out), *UnpaddedByteSize(shape)) << chip.name << " " << text;
    }
  }
}

// Predictions are remembered per thread for the latest chip's rules: one
// shape asked of chips with different rules, in turn, gets each chip's own
// answer, and so does a copy of a chip whose rules are edited.
TEST(PredictLayoutTest, RememberedPredictionsFollowTheChipsRules) {
  for (int round = 0; round < 2; ++round) {
    EXPECT_EQ(Predict("s4[1024,1000]", "v2"), "s4[1024,1000]{0,1:T(8,128)(4,1)}");
    EXPECT_EQ(Predict("s4[1024,1000]", "v5e"), "s4[1024,1000]{0,1:T(8,128)(8,1)E(4)}");
  }
  ChipSpec no_reorder = Chip("v5e");
  no_reorder.layout.reorder_to_cut_padding = false;
  absl::StatusOr<hlo::Shape> shape = hlo::ParseShape("s4[1024,1000]");
  ASSERT_THAT(shape, IsOk());
  absl::StatusOr<hlo::Shape> laid_out = PredictLayout(*shape, no_reorder);
  ASSERT_THAT(laid_out, IsOk());
  EXPECT_EQ(laid_out->ToString(), "s4[1024,1000]{1,0:T(8,128)(8,1)E(4)}");
  EXPECT_EQ(Predict("s4[1024,1000]", "v5e"), "s4[1024,1000]{0,1:T(8,128)(8,1)E(4)}");
  // A remembered layout keeps the memory space each shape asks for.
  EXPECT_EQ(Predict("f32[8,128]", "v5p"), "f32[8,128]{1,0:T(8,128)}");
  EXPECT_EQ(Predict("f32[8,128]{1,0:S(1)}", "v5p"), "f32[8,128]{1,0:T(8,128)S(1)}");
}

}  // namespace
}  // namespace tpusim::tpu
