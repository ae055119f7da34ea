#include "tpu_model/shape_size.h"

#include <limits>
#include <string>

#include "gtest/gtest.h"
#include "tpu_model/chip.h"
#include "test/status_matchers.h"

namespace tpusim::tpu {
namespace {

hlo::Shape Parse(const std::string& text) {
  absl::StatusOr<hlo::Shape> shape = hlo::ParseShape(text);
  EXPECT_THAT(shape, IsOk());
  return shape.ok() ? *shape : hlo::Shape();
}

int64_t Padded(const std::string& text) {
  absl::StatusOr<int64_t> bytes = PaddedByteSize(Parse(text));
  EXPECT_TRUE(bytes.ok()) << text << ": " << bytes.status();
  return bytes.value_or(-1);
}

int64_t Unpadded(const std::string& text) {
  absl::StatusOr<int64_t> bytes = UnpaddedByteSize(Parse(text));
  EXPECT_TRUE(bytes.ok()) << text << ": " << bytes.status();
  return bytes.value_or(-1);
}

int64_t Tpu(const std::string& text, const std::string& chip = "v5p") {
  absl::StatusOr<int64_t> bytes = TpuShapeSize(Parse(text), **FindChip(chip));
  EXPECT_TRUE(bytes.ok()) << text << ": " << bytes.status();
  return bytes.value_or(-1);
}

// tpu_oom_layouts.md section 3, worked examples (real OOM reports).
TEST(PaddedByteSizeTest, OomWorkedExamples) {
  EXPECT_EQ(Padded("s32[29360128,10]{1,0:T(8,128)}"), 15032385536);
  EXPECT_EQ(Padded("f32[128,256,896,18]{0,3,2,1:T(8,128)}"), 2818572288);
  EXPECT_EQ(Padded("f32[512,100,30000]{2,1,0:T(8,128)}"), 6406799360);
  EXPECT_EQ(Padded("f32[4,128,128,9,18]{4,3,0,2,1:T(8,128)}"), 536870912);
  EXPECT_EQ(Padded("bf16[2048,1,2048,128]{0,1,3,2:T(4,128)(2,1)}"), 4294967296);
  EXPECT_EQ(Padded("f32[29184,1,2560]{2,1,0:T(2,128)}"), 597688320);
  EXPECT_EQ(Padded("bf16[128,4096,352]{2,1,0:T(16,128)(2,1)}"), 402653184);
  EXPECT_EQ(Padded("u32[12582912,1]{1,0:T(8,128)}"), 6442450944);
  EXPECT_EQ(Padded("pred[64,512,2048]{2,1,0:T(8,128)E(32)}"), 268435456);
  EXPECT_EQ(Padded("f32[3,100]{1,0:T(8,128)}"), 4096);
}

// xla.md 2.2: only the first tile pads; minor-most pairs with the tile's
// last entry, second-minor with the one before (per minor_to_major).
TEST(PaddedByteSizeTest, OnlyFirstTilePadsAndFollowsMinorToMajor) {
  // bf16 (2,1) packing adds nothing: [8,128] x 2 B.
  EXPECT_EQ(Padded("bf16[3,100]{1,0:T(8,128)(2,1)}"), 8 * 128 * 2);
  // {0,1}: dim 0 is minor (100 -> 128), dim 1 second-minor (3 -> 8).
  EXPECT_EQ(Padded("f32[100,3]{0,1:T(8,128)}"), 8 * 128 * 4);
  // xla.md 2.2: bf16[4,512,512,64]{3,0,2,1:T(4,128)(2,1)} 256M vs 128M.
  EXPECT_EQ(Padded("bf16[4,512,512,64]{3,0,2,1:T(4,128)(2,1)}"), int64_t{256} << 20);
  // xla.md 2.2: s32[8388608,8,4]{2,1,0:T(8,128)} 32.00G vs 1.00G.
  EXPECT_EQ(Padded("s32[8388608,8,4]{2,1,0:T(8,128)}"), int64_t{32} << 30);
}

// xla.md 2.2: "s32[]{:T(128)} costs 512 bytes, pred[]{:T(512)} 512 bytes,
// s32[16]{0:T(128)} 512 bytes"; v5p memory_viewer f32[]{:T(128)} = 512 B.
TEST(PaddedByteSizeTest, ScalarsAndOneDimensionalTiles) {
  EXPECT_EQ(Padded("s32[]{:T(128)}"), 512);
  EXPECT_EQ(Padded("pred[]{:T(512)}"), 512);
  EXPECT_EQ(Padded("bf16[]{:T(256)}"), 512);
  EXPECT_EQ(Padded("s32[16]{0:T(128)}"), 512);
  EXPECT_EQ(Padded("f32[2048]{0:T(1024)}"), 8192);          // v5p memory_viewer.
  EXPECT_EQ(Padded("bf16[2048]{0:T(1024)(128)(2,1)}"), 4096);
  EXPECT_EQ(Padded("f32[18]{0:T(256)}"), 1024);             // Old TPUs.
  EXPECT_EQ(Padded("f32[5]{0:T(8,128)}"), 8 * 128 * 4);     // 2-D tile on rank 1.
}

// xla/docs/tiled_layout.md: F32[2,7,8,11,10]{4,3,2,1,0} with (*,*,2,*,3)
// combines to [112,110] before tiling by (2,3).
TEST(PaddedByteSizeTest, CombineDimensions) {
  EXPECT_EQ(Padded("f32[2,7,8,11,10]{4,3,2,1,0:T(*,*,2,*,3)}"), 112 * 111 * 4);
  EXPECT_EQ(Padded("f32[3,5,7]{2,1,0:T(*,8)}"), 3 * 40 * 4);  // [3, 35 -> 40].
  absl::StatusOr<int64_t> bad = PaddedByteSize(Parse("f32[3,5]{1,0:T(8,*)}"));
  EXPECT_FALSE(bad.ok());
}

TEST(TiledElementCountTest, Basics) {
  EXPECT_EQ(*TiledElementCount({3, 100}, {8, 128}), 1024);
  EXPECT_EQ(*TiledElementCount({}, {128}), 128);
  EXPECT_EQ(*TiledElementCount({5, 7}, {hlo::kCombineDimension, 16}), 48);
  EXPECT_FALSE(TiledElementCount({std::numeric_limits<int64_t>::max(), 2}, {8, 128}).ok());
}

// xla.md 2.1: L(n) rounds the element count after tiling; E(n) sets the
// element width (ShapeUtil::ArraySize; without tiles it is
// ByteSizeOfElements, so L(n) alone pads nothing).
TEST(PaddedByteSizeTest, TailPaddingAndElementSize) {
  EXPECT_EQ(Padded("f32[3]{0:L(8)}"), 12);
  EXPECT_EQ(Padded("f32[3]{0:T(2)L(8)}"), 32);
  // s4 T(8,128)(8,1)E(4): 4 bits per element (tpu_oom_layouts.md section 4).
  EXPECT_EQ(Padded("s4[16,256]{1,0:T(8,128)(8,1)E(4)}"), 16 * 256 / 2);
  EXPECT_EQ(Padded("s4[3]{0:E(4)}"), 2);  // ceil(12 bits / 8).
  EXPECT_EQ(Padded("s4[3]"), 3);          // No E(n): 1 byte each.
}

// tpu_oom_layouts.md section 3 rule 5: unpadded = elements x natural bytes;
// v2 pred[64,512,2048]{...E(32)} printed "Unpadded size: 64.00M".
TEST(UnpaddedByteSizeTest, NaturalWidth) {
  EXPECT_EQ(Unpadded("f32[4,128,128,9,18]{4,3,0,2,1:T(8,128)}"), 42467328);
  EXPECT_EQ(Unpadded("pred[64,512,2048]{2,1,0:T(8,128)E(32)}"), int64_t{64} << 20);
  EXPECT_EQ(Unpadded("s4[16,256]{1,0:T(8,128)(8,1)E(4)}"), 2048);  // Sub-byte E counts.
  EXPECT_EQ(Unpadded("s4[16,256]"), 4096);
  EXPECT_EQ(Unpadded("f32[]{:T(128)}"), 4);
  EXPECT_EQ(Unpadded("f32[<=10,3]"), 120);  // Bounds for dynamic dims.
  EXPECT_EQ(Unpadded("f32[0,3]{1,0:T(8,128)}"), 0);
  EXPECT_EQ(Padded("f32[0,3]{1,0:T(8,128)}"), 0);
}

// xla.md 2.2: tuples are their index table (8 B per element), token 0.
TEST(ByteSizeTest, TuplesAndTokens) {
  EXPECT_EQ(Padded("(f32[1024,1024]{1,0:T(8,128)}, s32[])"), 16);
  EXPECT_EQ(Unpadded("(f32[4], f32[4], f32[4])"), 24);
  EXPECT_EQ(Padded("token[]"), 0);
  EXPECT_EQ(Padded("()"), 0);
}

TEST(ByteSizeTest, OverflowAndUnboundedAreErrors) {
  EXPECT_FALSE(PaddedByteSize(Parse("f32[4611686018427387904,4]")).ok());
  EXPECT_FALSE(UnpaddedByteSize(Parse("f32[4611686018427387904,4]")).ok());
  EXPECT_FALSE(
      PaddedByteSize(Parse("f32[9223372036854775807,2]{1,0:T(8,128)}")).ok());
  EXPECT_FALSE(PaddedByteSize(Parse("f32[?,3]")).ok());
  EXPECT_FALSE(TpuShapeSize(Parse("f32[?,3]"), **FindChip("v5p")).ok());
}

// v5p memory_viewer (xprof_v5p): thread-local scalars printed without a
// layout are 4096 B (u32[], s32[]), 2048 B (bf16[]), 1024 B (pred[]): one
// 1024-element tile. Old OOM reports size tile-less rank-2+ layouts as
// T(8,128): f32[32,128,32,64]{3,0,2,1} 64.00M, VMEM f32[128,3]{1,0} 64.0K.
TEST(TpuShapeSizeTest, TilelessLayoutsUseFallbackTiles) {
  EXPECT_EQ(Tpu("u32[]{}"), 4096);
  EXPECT_EQ(Tpu("bf16[]{}"), 2048);
  EXPECT_EQ(Tpu("pred[]{}"), 1024);
  EXPECT_EQ(Tpu("s32[8192]{0}"), 32768);
  EXPECT_EQ(Tpu("f32[32,128,32,64]{3,0,2,1}", "v3"), int64_t{64} << 20);
  EXPECT_EQ(Tpu("f32[128,3]{1,0}"), 64 << 10);
  EXPECT_EQ(Tpu("f32[256,512,128,2]{3,2,1,0}", "v3"), int64_t{8} << 30);
}

// v6e hlo_proto buffer assignment: the u32[]{:S(2)} sync flag of a
// copy-start is a 4-byte logical buffer; SMEM S(4) is untiled too.
TEST(TpuShapeSizeTest, UntiledMemorySpaces) {
  EXPECT_EQ(Tpu("u32[]{:S(2)}", "v6e"), 4);
  EXPECT_EQ(Tpu("s32[2]{0:S(4)}"), 8);
  EXPECT_EQ(Tpu("f32[]{:T(128)S(6)}"), 512);  // Tiled: the tile counts.
}

// v5p memory_viewer tuples: 2 and 6 elements = 32 B, 44 elements = 192 B;
// v6e copy-start (3 elements) = 32 B: 4-byte pointers, 32-byte aligned.
TEST(TpuShapeSizeTest, TupleIndexTables) {
  EXPECT_EQ(Tpu("(u32[]{:T(128)}, u32[]{:T(128)})"), 32);
  EXPECT_EQ(Tpu("(s32[1,2048]{1,0:T(1,128)}, s32[1,2048]{1,0:T(1,128)}, "
                "s32[1,2048]{1,0:T(1,128)}, s32[1,2048]{1,0:T(1,128)}, "
                "s32[1,2048]{1,0:T(1,128)}, s32[1,2048]{1,0:T(1,128)})"),
            32);
  std::string big = "(";
  for (int i = 0; i < 44; ++i) big += (i ? ", " : "") + std::string("f32[]{:T(128)}");
  EXPECT_EQ(Tpu(big + ")"), 192);
  EXPECT_EQ(Tpu("(bf16[1024,128]{1,0:T(8,128)(2,1)S(1)}, bf16[1024,128]{1,0:T(8,128)(2,1)}, "
                "u32[]{:S(2)})",
                "v6e"),
            32);
  EXPECT_EQ(Tpu("token[]"), 0);
  // v4 and v5e round every table up to 512 B (oracle: copy-start, slice-start
  // and multi-output fusion tuples in XLA's own buffer assignment).
  const std::string copy_start =
      "(bf16[1024,128]{1,0:T(8,128)(2,1)S(1)}, bf16[1024,128]{1,0:T(8,128)(2,1)}, u32[]{:S(2)})";
  EXPECT_EQ(Tpu(copy_start, "v5e"), 512);
  EXPECT_EQ(Tpu(copy_start, "v4"), 512);
  EXPECT_EQ(Tpu(copy_start, "v5p"), 32);
  EXPECT_EQ(Tpu(big + ")", "v5e"), 512);
}

// Split configs (v5p VMEM copies, oracle case decode_kvcache...donate.v5p):
// the buffer is the largest part along the physical dim named.
TEST(TpuShapeSizeTest, SplitConfigsSizeTheLargestPart) {
  EXPECT_EQ(Tpu("f32[256,1024]{1,0:T(8,128)S(1)SC(0:128)}"), 524288);
  EXPECT_EQ(Tpu("f32[1024,256]{1,0:T(8,128)S(1)SC(0:512)}"), 524288);
  // Physical dim 0 of {0,3,2,1} is logical dim 1 (3 rows): parts 2 and 1.
  EXPECT_EQ(Tpu("f32[256,3,4,64]{0,3,2,1:T(8,128)S(1)SC(0:2)}"), 524288);
  EXPECT_EQ(Tpu("f32[4,64,256]{2,1,0:T(8,128)S(1)SC(0:2)}"), 131072);
  // Uneven and multiple cuts: parts 100, 50, 106 of 256 rows.
  EXPECT_EQ(Tpu("f32[256,1024]{1,0:T(8,128)SC(0:100,150)}"), Tpu("f32[106,1024]{1,0:T(8,128)}"));
  // Text not of the form sizes the whole buffer.
  EXPECT_EQ(Tpu("f32[256,1024]{1,0:T(8,128)SC(5:128)}"), 1048576);
}

TEST(TpuShapeSizeTest, TiledShapes) {
  EXPECT_EQ(Tpu("f32[512,16,7168]{2,1,0:T(8,128)}"), int64_t{224} << 20);  // memory_viewer.
}

// Predicting a layout is LayoutPolicy's decision (layout_policy_test.cc,
// PaddedSizePredictsUnlaidShapes); an unlaid array here is a caller's bug.
TEST(TpuShapeSizeTest, UnlaidArraysAreRefused) {
  absl::StatusOr<int64_t> bytes = TpuShapeSize(Parse("f32[2048,16]"), **FindChip("v5p"));
  EXPECT_EQ(bytes.status().code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_EQ(Tpu("(f32[2048,16], f32[8])"), 32);  // A tuple is its index table.
}

// tpu_oom_layouts.md section 3, "Formatting of sizes".
TEST(FormatXlaSizeTest, BinaryUnitsTruncationAndTiesToEven) {
  EXPECT_EQ(FormatXlaSize(0), "0B");
  EXPECT_EQ(FormatXlaSize(512), "512B");
  EXPECT_EQ(FormatXlaSize(1023), "1023B");
  EXPECT_EQ(FormatXlaSize(1024), "1.0K");
  EXPECT_EQ(FormatXlaSize(1536), "1.5K");
  EXPECT_EQ(FormatXlaSize(3072), "3.0K");
  EXPECT_EQ(FormatXlaSize(28672), "28.0K");       // f32[1024,8201] extra.
  EXPECT_EQ(FormatXlaSize(65536), "64.0K");
  EXPECT_EQ(FormatXlaSize(1280), "1.2K");         // 1.25 K: tie to even.
  EXPECT_EQ(FormatXlaSize(1 << 20), "1.00M");
  EXPECT_EQ(FormatXlaSize(536870912), "512.00M");
  EXPECT_EQ(FormatXlaSize(42467328), "40.50M");
  // ctrl#38: 1,262,254,080 B = 1203.75 MiB truncated to 1203 -> 1.17G.
  EXPECT_EQ(FormatXlaSize(1262254080), "1.17G");
  // Exact ties round to even: 250.625 MiB, 2.625 GiB.
  EXPECT_EQ(FormatXlaSize(262799360), "250.62M");
  EXPECT_EQ(FormatXlaSize(2818572288), "2.62G");
  EXPECT_EQ(FormatXlaSize(6406799360), "5.97G");
  EXPECT_EQ(FormatXlaSize(15032385536), "14.00G");
  EXPECT_EQ(FormatXlaSize(int64_t{1} << 40), "1.00T");
  EXPECT_EQ(FormatXlaSize(int64_t{4} << 50), "4.00P");
  EXPECT_EQ(FormatXlaSize(int64_t{3} << 60), "3.00E");  // "Requires 3.47E" form.
  EXPECT_EQ(FormatXlaSize(std::numeric_limits<int64_t>::max()), "8.00E");
  EXPECT_EQ(FormatXlaSize(-2048), "-2.0K");
}

TEST(FormatExpansionTest, OneDecimal) {
  EXPECT_EQ(FormatExpansion(536870912, 42467328), "12.6x");
  EXPECT_EQ(FormatExpansion(6442450944, 50331648), "128.0x");
  EXPECT_EQ(FormatExpansion(6406799360, 6144000000), "1.0x");
  EXPECT_EQ(FormatExpansion(65536, 3072), "21.3x");
  EXPECT_EQ(FormatExpansion(0, 0), "1.0x");
}

// Which dims pad, for the HTML report's "pads" column.
std::string PaddedDimsText(const std::string& text) {
  std::string out;
  for (const DimPadding& d : PaddedDims(Parse(text))) {
    if (!out.empty()) out += " ";
    out += std::to_string(d.dim) + ":" + std::to_string(d.size) + "->" +
           std::to_string(d.padded_size);
  }
  return out;
}

TEST(PaddedDimsTest, NamesTheDimsTheFirstTilePads) {
  // The README's example: f32[256,4] really occupies f32[256,128].
  EXPECT_EQ(PaddedDimsText("f32[256,4]{1,0:T(8,128)}"), "1:4->128");
  EXPECT_EQ(PaddedDimsText("f32[1000,6]{1,0:T(8,128)}"), "1:6->128");
  EXPECT_EQ(PaddedDimsText("f32[1001,6]{1,0:T(8,128)}"), "0:1001->1008 1:6->128");
  EXPECT_EQ(PaddedDimsText("f32[256,128]{1,0:T(8,128)}"), "");
  // Minor-to-major decides which logical dim meets which tile bound.
  EXPECT_EQ(PaddedDimsText("f32[4,256]{0,1:T(8,128)}"), "0:4->128");
  EXPECT_EQ(PaddedDimsText("f32[128,256,896,18]{0,3,2,1:T(8,128)}"), "3:18->24");
  // Packed sub-tiles do not pad; only the first tile does.
  EXPECT_EQ(PaddedDimsText("bf16[16,1000]{1,0:T(8,128)(2,1)}"), "1:1000->1024");
}

TEST(PaddedDimsTest, ImplicitMajorDimsAndCombinedDims) {
  // A 2-D tile over a 1-D array adds a size-1 major dim that pads to 8.
  EXPECT_EQ(PaddedDimsText("f32[300]{0:T(8,128)}"), "-1:1->8 0:300->384");
  EXPECT_EQ(PaddedDimsText("f32[300]{0:T(1024)}"), "0:300->1024");
  // `*` merges dim 0 into dim 1 before tiling: 3 x 40 = 120 pads to 128.
  EXPECT_EQ(PaddedDimsText("f32[3,40]{1,0:T(*,128)}"), "1:120->128");
}

TEST(PaddedDimsTest, NothingForUntiledTupleAndUnlaidShapes) {
  EXPECT_EQ(PaddedDimsText("f32[3,5]{1,0}"), "");
  EXPECT_EQ(PaddedDimsText("f32[3,5]"), "");
  EXPECT_EQ(PaddedDimsText("(f32[3,5]{1,0:T(8,128)})"), "");
  EXPECT_EQ(PaddedDimsText("f32[]{:T(128)}"), "-1:1->128");
}

}  // namespace
}  // namespace tpusim::tpu
