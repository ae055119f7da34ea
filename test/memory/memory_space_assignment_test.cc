// Predicted memory-space assignment (memory/memory_space_assignment.h).
#include "memory/memory_space_assignment.h"

#include "gtest/gtest.h"
#include "test/memory/memory_test_util.h"
#include "test/status_matchers.h"

namespace tpusim::memory {
namespace {

using testing::Parse;
using testing::ValueAt;

// Three 512 KiB intermediates; a and b are both live when c is made.
constexpr char kThreeTemps[] = R"(HloModule m
sum {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY e {
  p = f32[256,512] parameter(0)
  a = f32[256,512] negate(p)
  b = f32[256,512] exponential(a)
  c = f32[256,512] add(a, b)
  z = f32[] constant(0)
  ROOT r = f32[256] reduce(c, z), dimensions={1}, to_apply=sum
})";

constexpr int64_t kKiB = 1024;

tpu::ChipSpec ChipWithAlternateMemory(int64_t capacity, int64_t max_buffer) {
  tpu::ChipSpec chip = testing::Chip("v6e");
  chip.alternate_memory = tpu::AlternateMemoryRules{};
  chip.alternate_memory.memory_space = 1;
  chip.alternate_memory.capacity_bytes = capacity;
  chip.alternate_memory.max_buffer_bytes = max_buffer;
  return chip;
}

struct Analysis {
  std::unique_ptr<hlo::Module> module;
  std::unique_ptr<MemoryAnalysis> analysis;
};

Analysis Analyze(const std::string& text, const tpu::ChipSpec& chip, MemoryAnalysisOptions options = {}) {
  Analysis run;
  run.module = Parse(text);
  if (run.module == nullptr) return run;
  auto analysis = MemoryAnalysis::Run(*run.module, chip, options);
  EXPECT_THAT(analysis, IsOk());
  if (analysis.ok()) run.analysis = std::move(*analysis);
  return run;
}

// Bytes of HBM temp allocations.
int64_t HbmTempBytes(const MemoryAnalysis& a) {
  int64_t bytes = 0;
  for (const BufferAllocation& allocation : a.assignment().allocations()) {
    if (allocation.color == 0 && allocation.IsPreallocatedTemp()) bytes += allocation.size;
  }
  return bytes;
}

int64_t ColorOf(const MemoryAnalysis& a, const char* name) {
  return a.sizes().value_color[ValueAt(a, name)];
}

TEST(MemorySpaceAssignmentTest, PlacesIntermediatesWhileTheyFitTheBudget) {
  const tpu::ChipSpec chip = ChipWithAlternateMemory(1024 * kKiB, 1024 * kKiB);
  Analysis run = Analyze(kThreeTemps, chip);
  ASSERT_NE(run.analysis, nullptr);
  const MemoryAnalysis& a = *run.analysis;
  // a and b fill the 1 MiB budget; c is live with both and stays in HBM.
  EXPECT_EQ(ColorOf(a, "a"), 1);
  EXPECT_EQ(ColorOf(a, "b"), 1);
  EXPECT_EQ(ColorOf(a, "c"), 0);
  EXPECT_EQ(a.alternate_memory().buffers_placed, 2);
  EXPECT_EQ(a.alternate_memory().bytes_placed, 1024 * kKiB);
  EXPECT_EQ(a.alternate_memory().peak_bytes, 1024 * kKiB);
  // Parameters and outputs are never moved.
  EXPECT_EQ(ColorOf(a, "p"), 0);
  EXPECT_EQ(ColorOf(a, "r"), 0);
}

// ranking.ho6 and sampler.ho7 on v6e: the sort keys nothing reads stay in
// HBM; the indices that are read go to VMEM.
TEST(MemorySpaceAssignmentTest, AValueNothingReadsStaysInHbmWhereTheChipSaysSo) {
  constexpr char kArgsort[] = R"(HloModule m
less {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  c = s32[] parameter(2)
  d = s32[] parameter(3)
  ROOT lt = pred[] compare(a, b), direction=LT
}
ENTRY e {
  p = f32[64,512] parameter(0)
  n = f32[64,512] negate(p)
  i = s32[64,512] iota(), iota_dimension=1
  s = (f32[64,512], s32[64,512]) sort(n, i), dimensions={1}, to_apply=less
  g = s32[64,512] get-tuple-element(s), index=1
  ROOT r = s32[64,512] add(g, g)
})";
  tpu::ChipSpec chip = ChipWithAlternateMemory(1024 * kKiB, 1024 * kKiB);
  for (bool rule : {false, true}) {
    chip.alternate_memory.unused_values_in_hbm = rule;
    Analysis run = Analyze(kArgsort, chip);
    ASSERT_NE(run.analysis, nullptr);
    const MemoryAnalysis& a = *run.analysis;
    EXPECT_EQ(a.sizes().value_color[ValueAt(a, "s", {0})], rule ? 0 : 1) << rule;
    EXPECT_EQ(a.sizes().value_color[ValueAt(a, "s", {1})], 1) << rule;
    EXPECT_EQ(ColorOf(a, "n"), 1) << rule;
  }
}

// decode_kvcache...v6e: the argmax computed in the logits' fusion leaves its
// maxima unread, and XLA keeps them in no HBM buffer (a loop fusion's unread
// maxima stay in HBM: gumbel_sampler.ho18...v5e).
TEST(MemorySpaceAssignmentTest, AMatrixProductFusionsUnreadOutputIsNoHbmValue) {
  constexpr char kLogitsArgmax[] = R"(HloModule m
pick {
  a = f32[] parameter(0)
  b = s32[] parameter(1)
  c = f32[] parameter(2)
  d = s32[] parameter(3)
  gt = pred[] compare(a, c), direction=GT
  m = f32[] select(gt, a, c)
  i = s32[] select(gt, b, d)
  ROOT t = (f32[], s32[]) tuple(m, i)
}
logits {
  h = f32[64,256] parameter(0)
  w = f32[256,512] parameter(1)
  l = f32[64,512] dot(h, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  io = s32[64,512] iota(), iota_dimension=1
  ninf = f32[] constant(-inf)
  zero = s32[] constant(0)
  ROOT r = (f32[64], s32[64]) reduce(l, io, ninf, zero), dimensions={1}, to_apply=pick
}
ENTRY e {
  h = f32[64,256] parameter(0)
  w = f32[256,512] parameter(1)
  f = (f32[64], s32[64]) fusion(h, w), kind=kOutput, calls=logits
  idx = s32[64] get-tuple-element(f), index=1
  ROOT out = s32[64] add(idx, idx)
})";
  tpu::ChipSpec chip = ChipWithAlternateMemory(1024 * kKiB, 1024 * kKiB);
  chip.alternate_memory.unused_values_in_hbm = true;
  Analysis run = Analyze(kLogitsArgmax, chip);
  ASSERT_NE(run.analysis, nullptr);
  EXPECT_EQ(run.analysis->sizes().value_color[ValueAt(*run.analysis, "f", {0})], 1);
}

TEST(MemorySpaceAssignmentTest, AProgramWithAConvolutionLeavesPartOfTheBudgetToIt) {
  // denoiser.ho6, unet.ho4, vae.ho5 on v5e and v6e: XLA keeps long-lived
  // activations of convolution programs in HBM once their VMEM values near
  // the budget less 16 MiB (tpu_model/chip.cc, kConvolutionReservedBytes).
  tpu::ChipSpec chip = ChipWithAlternateMemory(1536 * kKiB, 1024 * kKiB);
  chip.alternate_memory.convolution_reserved_bytes = 512 * kKiB;
  // Without a convolution the three 512 KiB temps fit the whole budget.
  Analysis plain = Analyze(kThreeTemps, chip);
  ASSERT_NE(plain.analysis, nullptr);
  EXPECT_EQ(plain.analysis->alternate_memory().buffers_placed, 3);
  // With one (on other values), 1 MiB is left: c stays in HBM.
  std::string text = kThreeTemps;
  const std::string root = "  ROOT r = f32[256] reduce(c, z), dimensions={1}, to_apply=sum\n";
  ASSERT_NE(text.find(root), std::string::npos);
  text.replace(text.find(root), root.size(),
               "  r = f32[256] reduce(c, z), dimensions={1}, to_apply=sum\n"
               "  img = f32[1,4,4,1] parameter(1)\n"
               "  k = f32[1,1,1,1] parameter(2)\n"
               "  cv = f32[1,4,4,1] convolution(img, k), window={size=1x1}, "
               "dim_labels=b01f_01io->b01f\n"
               "  ROOT t = (f32[256], f32[1,4,4,1]) tuple(r, cv)\n");
  Analysis with_conv = Analyze(text, chip);
  ASSERT_NE(with_conv.analysis, nullptr);
  EXPECT_EQ(with_conv.analysis->alternate_memory().buffers_placed, 2);
  EXPECT_EQ(with_conv.analysis->alternate_memory().bytes_placed, 1024 * kKiB);
}

TEST(MemorySpaceAssignmentTest, OnSomeChipsOnlyOverlappingWindowsTakeTheReservation) {
  // v7x: a ViT's patch embedding (kernel = stride) leaves the whole budget
  // (vit.ho10.fwd...v7x keeps every intermediate in VMEM); a 3x3 kernel at
  // stride 1 takes its share as on the other chips.
  tpu::ChipSpec chip = ChipWithAlternateMemory(1536 * kKiB, 1024 * kKiB);
  chip.alternate_memory.convolution_reserved_bytes = 512 * kKiB;
  chip.alternate_memory.convolution_reserved_for_overlapping_windows = true;
  auto with_window = [](const std::string& kernel, const std::string& window) {
    std::string text = kThreeTemps;
    const std::string root = "  ROOT r = f32[256] reduce(c, z), dimensions={1}, to_apply=sum\n";
    text.replace(text.find(root), root.size(),
                 "  r = f32[256] reduce(c, z), dimensions={1}, to_apply=sum\n"
                 "  img = f32[1,4,4,1] parameter(1)\n"
                 "  k = f32[" + kernel + ",1,1] parameter(2)\n"
                 "  cv = f32[1,2,2,1] convolution(img, k), window={" + window +
                     "}, dim_labels=b01f_01io->b01f\n"
                     "  ROOT t = (f32[256], f32[1,2,2,1]) tuple(r, cv)\n");
    return text;
  };
  Analysis patches = Analyze(with_window("2,2", "size=2x2 stride=2x2"), chip);
  ASSERT_NE(patches.analysis, nullptr);
  EXPECT_EQ(patches.analysis->alternate_memory().buffers_placed, 3);
  Analysis overlapping = Analyze(with_window("3,3", "size=3x3"), chip);
  ASSERT_NE(overlapping.analysis, nullptr);
  EXPECT_EQ(overlapping.analysis->alternate_memory().buffers_placed, 2);
}

TEST(MemorySpaceAssignmentTest, MemoryBoundBuffersGoFirst) {
  // 1 MiB values and room for one at a time: `a` is read only by two dots,
  // `b` by an add, and `a` lives across `b`. With dots the chip's speeds
  // make compute-bound, b (written and read by memory-bound ops) outranks
  // a (only written by one); with fast matrix units a's two readers count
  // too and a goes first.
  constexpr char kText[] = R"(HloModule m
ENTRY e {
  p = f32[512,512] parameter(0)
  w = f32[512,512] parameter(1)
  a = f32[512,512] negate(p)
  b = f32[512,512] exponential(p)
  d1 = f32[512,512] dot(a, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  e = f32[512,512] add(b, d1)
  ROOT d2 = f32[512,512] dot(a, e), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})";
  tpu::ChipSpec chip = ChipWithAlternateMemory(1024 * kKiB, 1024 * kKiB);
  chip.peak_bf16_tflops = 1e-3;  // 1 GFLOP/s against 1 GB/s: dots compute-bound.
  chip.hbm_bandwidth_gbps = 1;
  Analysis slow = Analyze(kText, chip);
  ASSERT_NE(slow.analysis, nullptr);
  EXPECT_EQ(ColorOf(*slow.analysis, "b"), 1);
  EXPECT_EQ(ColorOf(*slow.analysis, "a"), 0);
  chip.peak_bf16_tflops = 1e6;
  Analysis fast = Analyze(kText, chip);
  ASSERT_NE(fast.analysis, nullptr);
  EXPECT_EQ(ColorOf(*fast.analysis, "a"), 1);
  EXPECT_EQ(ColorOf(*fast.analysis, "b"), 0);
}

TEST(MemorySpaceAssignmentTest, KeepsBuffersAboveTheLargestAlternateBufferInHbm) {
  const tpu::ChipSpec chip = ChipWithAlternateMemory(1024 * kKiB, 256 * kKiB);
  Analysis run = Analyze(kThreeTemps, chip);
  ASSERT_NE(run.analysis, nullptr);
  EXPECT_EQ(run.analysis->alternate_memory().buffers_placed, 0);
  EXPECT_EQ(ColorOf(*run.analysis, "a"), 0);
}

TEST(MemorySpaceAssignmentTest, PlacedBuffersTakeNoHbmTemp) {
  const tpu::ChipSpec with = ChipWithAlternateMemory(2048 * kKiB, 2048 * kKiB);
  tpu::ChipSpec without = with;
  without.alternate_memory.memory_space = 0;
  Analysis placed = Analyze(kThreeTemps, with);
  Analysis kept = Analyze(kThreeTemps, without);
  ASSERT_NE(placed.analysis, nullptr);
  ASSERT_NE(kept.analysis, nullptr);
  EXPECT_EQ(placed.analysis->alternate_memory().buffers_placed, 3);
  EXPECT_EQ(kept.analysis->alternate_memory().buffers_placed, 0);
  EXPECT_EQ(HbmTempBytes(*placed.analysis), 0);
  EXPECT_GT(HbmTempBytes(*kept.analysis), 0);
}

TEST(MemorySpaceAssignmentTest, OptionOffAndLaidOutModulesKeepXlasChoice) {
  const tpu::ChipSpec chip = ChipWithAlternateMemory(2048 * kKiB, 2048 * kKiB);
  MemoryAnalysisOptions off;
  off.predict_alternate_memory = false;
  Analysis as_written = Analyze(kThreeTemps, chip, off);
  ASSERT_NE(as_written.analysis, nullptr);
  EXPECT_EQ(as_written.analysis->alternate_memory().buffers_placed, 0);

  // A module with tiled layouts already says where XLA put each buffer.
  constexpr char kLaidOut[] = R"(HloModule m
ENTRY e {
  p = f32[256,512]{1,0:T(8,128)} parameter(0)
  a = f32[256,512]{1,0:T(8,128)} negate(p)
  ROOT b = f32[256,512]{1,0:T(8,128)} exponential(a)
})";
  Analysis laid_out = Analyze(kLaidOut, chip);
  ASSERT_NE(laid_out.analysis, nullptr);
  EXPECT_EQ(laid_out.analysis->alternate_memory().buffers_placed, 0);
  EXPECT_EQ(ColorOf(*laid_out.analysis, "a"), 0);
}

// [ORACLE] v5p keeps results of fusions with a dot, and of ops outside any
// fusion above 8 KiB, in HBM; other fusions' results go to VMEM.
// A dot's result read by a loop fusion and, two ops later, by the root.
constexpr char kDotReadTwice[] = R"(HloModule m
fused_dot {
  x = f32[256,512] parameter(0)
  wx = f32[512,512] parameter(1)
  ROOT dx = f32[256,512] dot(x, wx), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
fused_neg {
  y = f32[256,512] parameter(0)
  ROOT ny = f32[256,512] negate(y)
}
ENTRY e {
  p = f32[256,512] parameter(0)
  w = f32[512,512] parameter(1)
  d = f32[256,512] fusion(p, w), kind=kOutput, calls=fused_dot
  n = f32[256,512] fusion(d), kind=kLoop, calls=fused_neg
  u = f32[256,512] exponential(n)
  ROOT r = f32[256,512] add(u, d)
})";

int32_t TimeOf(const MemoryAnalysis& a, const std::string& name) {
  const InstrIndex i = testing::InstructionNamed(a, name);
  return i == kNone ? -1 : a.live_ranges().TimeOf(i);
}

// [ORACLE] v5p writes a dot's result to HBM and copies it into VMEM for its
// last reader: the HBM buffer ends at the reader before (convnet.fwd and
// decoder_fwd on v5p).
TEST(MemorySpaceAssignmentTest, V5pCopiesADotResultForItsLastReader) {
  Analysis v5p = Analyze(kDotReadTwice, testing::Chip("v5p"));
  ASSERT_NE(v5p.analysis, nullptr);
  const MemoryAnalysis& a = *v5p.analysis;
  EXPECT_EQ(ColorOf(a, "d"), 0);
  EXPECT_EQ(a.alternate_memory().values_prefetched, 1);
  ASSERT_LT(TimeOf(a, "n"), TimeOf(a, "r"));
  EXPECT_EQ(a.live_ranges().range(ValueAt(a, "d")).end, TimeOf(a, "n"));

  // Without room for the copy the buffer lives to its last reader.
  tpu::ChipSpec small = testing::Chip("v5p");
  small.alternate_memory.capacity_bytes = 256 * kKiB;
  Analysis full = Analyze(kDotReadTwice, small);
  ASSERT_NE(full.analysis, nullptr);
  EXPECT_EQ(full.analysis->alternate_memory().values_prefetched, 0);
  EXPECT_EQ(full.analysis->live_ranges().range(ValueAt(*full.analysis, "d")).end,
            TimeOf(*full.analysis, "r"));
}

// A convolution's result read three times: v5p copies it into VMEM after
// its first reader (convnet.fwd v5p), where a dot's result is copied after
// the reader before its last.
constexpr char kConvReadThrice[] = R"(HloModule m
fused_conv {
  x = f32[8,16,16,128] parameter(0)
  k = f32[1,1,128,128] parameter(1)
  ROOT c = f32[8,16,16,128] convolution(x, k), window={size=1x1}, dim_labels=b01f_01io->b01f
}
fused_neg {
  y = f32[8,16,16,128] parameter(0)
  ROOT ny = f32[8,16,16,128] negate(y)
}
ENTRY e {
  p = f32[8,16,16,128] parameter(0)
  w = f32[1,1,128,128] parameter(1)
  d = f32[8,16,16,128] fusion(p, w), kind=kOutput, calls=fused_conv
  n = f32[8,16,16,128] fusion(d), kind=kLoop, calls=fused_neg
  u = f32[8,16,16,128] exponential(n)
  v = f32[8,16,16,128] multiply(u, d)
  t = f32[8,16,16,128] tanh(v)
  ROOT r = f32[8,16,16,128] add(t, d)
})";

TEST(MemorySpaceAssignmentTest, V5pCopiesAConvolutionResultAfterItsFirstReader) {
  Analysis v5p = Analyze(kConvReadThrice, testing::Chip("v5p"));
  ASSERT_NE(v5p.analysis, nullptr);
  const MemoryAnalysis& a = *v5p.analysis;
  EXPECT_EQ(ColorOf(a, "d"), 0);
  EXPECT_EQ(a.alternate_memory().values_prefetched, 1);
  ASSERT_LT(TimeOf(a, "n"), TimeOf(a, "v"));
  EXPECT_EQ(a.live_ranges().range(ValueAt(a, "d")).end, TimeOf(a, "n"));
}

TEST(MemorySpaceAssignmentTest, ADotResultReadOnceIsNotCopied) {
  std::string text = kDotReadTwice;
  const std::string twice = "  ROOT r = f32[256,512] add(u, d)\n";
  ASSERT_NE(text.find(twice), std::string::npos);
  text.replace(text.find(twice), twice.size(), "  ROOT r = f32[256,512] add(u, u)\n");
  Analysis v5p = Analyze(text, testing::Chip("v5p"));
  ASSERT_NE(v5p.analysis, nullptr);
  EXPECT_EQ(v5p.analysis->alternate_memory().values_prefetched, 0);
}

TEST(MemorySpaceAssignmentTest, V5pRulesKeepDotResultsAndUnfusedOpsInHbm) {
  constexpr const char* kFused = kDotReadTwice;
  Analysis run = Analyze(kFused, testing::Chip("v5p"));
  ASSERT_NE(run.analysis, nullptr);
  EXPECT_EQ(ColorOf(*run.analysis, "d"), 0);  // A dot's result.
  EXPECT_EQ(ColorOf(*run.analysis, "n"), 1);  // A loop fusion's, 512 KiB.
  EXPECT_EQ(ColorOf(*run.analysis, "u"), 0);  // Unfused, above 8 KiB.
  // v6e places all three.
  Analysis v6e = Analyze(kFused, testing::Chip("v6e"));
  ASSERT_NE(v6e.analysis, nullptr);
  EXPECT_EQ(ColorOf(*v6e.analysis, "d"), 1);
  EXPECT_EQ(ColorOf(*v6e.analysis, "u"), 1);
}

TEST(MemorySpaceAssignmentTest, WhileCarriesMoveUnlessTheChipKeepsThemInHbm) {
  constexpr char kLoop[] = R"(HloModule m
cond {
  s = (s32[], f32[8,128]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  k = s32[] constant(10)
  ROOT lt = pred[] compare(i, k), direction=LT
}
body {
  s = (s32[], f32[8,128]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  x = f32[8,128] get-tuple-element(s), index=1
  y = f32[8,128] negate(x)
  ROOT t = (s32[], f32[8,128]) tuple(i2, y)
}
ENTRY e {
  start = s32[] parameter(1)
  p = f32[8,128] parameter(0)
  x0 = f32[8,128] exponential(p)
  init = (s32[], f32[8,128]) tuple(start, x0)
  w = (s32[], f32[8,128]) while(init), condition=cond, body=body
  r = f32[8,128] get-tuple-element(w), index=1
  ROOT o = f32[8,128] sqrt(r)
})";
  // The f32 carry (x0, the body's y, the loop's result) is one buffer:
  // VMEM on v6e (39 of 41 carries), HBM on v5p (0 of 8).
  Analysis v6e = Analyze(kLoop, testing::Chip("v6e"));
  ASSERT_NE(v6e.analysis, nullptr);
  EXPECT_EQ(ColorOf(*v6e.analysis, "x0"), 1);
  EXPECT_EQ(ColorOf(*v6e.analysis, "y"), 1);
  Analysis v5p = Analyze(kLoop, testing::Chip("v5p"));
  ASSERT_NE(v5p.analysis, nullptr);
  EXPECT_EQ(ColorOf(*v5p.analysis, "x0"), 0);
  EXPECT_EQ(ColorOf(*v5p.analysis, "y"), 0);
}

// [ORACLE] v7x keeps collective results in HBM (21/21); v6e places them.
TEST(MemorySpaceAssignmentTest, V7xKeepsCollectiveResultsInHbm) {
  constexpr char kAllReduce[] = R"(HloModule m
sum {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  p = f32[256,512] parameter(0)
  n = f32[256,512] negate(p)
  ar = f32[256,512] all-reduce(n), to_apply=sum
  ROOT o = f32[256,512] exponential(ar)
})";
  Analysis v7x = Analyze(kAllReduce, testing::Chip("v7x"));
  ASSERT_NE(v7x.analysis, nullptr);
  EXPECT_EQ(ColorOf(*v7x.analysis, "ar"), 0);
  Analysis v6e = Analyze(kAllReduce, testing::Chip("v6e"));
  ASSERT_NE(v6e.analysis, nullptr);
  EXPECT_EQ(ColorOf(*v6e.analysis, "ar"), 1);
}

TEST(MemorySpaceAssignmentTest, V7xKeepsWhatItsSparseCoresReadInHbm) {
  // n (512 KiB) feeds an all-gather; m (4 KiB) a small all-reduce, which
  // v7x runs synchronously on VMEM operands.
  constexpr char kCollectives[] = R"(HloModule m
sum {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  p = f32[256,512] parameter(0)
  n = f32[256,512] negate(p)
  ag = f32[512,512] all-gather(n), dimensions={0}
  q = f32[8,128] parameter(1)
  m = f32[8,128] negate(q)
  ar = f32[8,128] all-reduce(m), to_apply=sum
  ROOT t = (f32[512,512], f32[8,128]) tuple(ag, ar)
})";
  Analysis v7x = Analyze(kCollectives, testing::Chip("v7x"));
  ASSERT_NE(v7x.analysis, nullptr);
  EXPECT_EQ(ColorOf(*v7x.analysis, "n"), 0);
  Analysis v6e = Analyze(kCollectives, testing::Chip("v6e"));
  ASSERT_NE(v6e.analysis, nullptr);
  EXPECT_EQ(ColorOf(*v6e.analysis, "n"), 1);
}

// `a` is used again only after a 64 MiB broadcast and its 64 MiB read.
constexpr char kLongInterval[] = R"(HloModule m, is_scheduled=true
sum {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY e {
  p = f32[256,512] parameter(0)
  a = f32[256,512] negate(p)
  z = f32[] constant(0)
  big = f32[4096,4096] broadcast(z), dimensions={}
  s = f32[4096] reduce(big, z), dimensions={1}, to_apply=sum
  b = f32[256] reduce(a, z), dimensions={1}, to_apply=sum
  ROOT t = (f32[256], f32[4096]) tuple(b, s)
})";

TEST(MemorySpaceAssignmentTest, ValuesSpanningTooMuchTrafficStayInHbm) {
  tpu::ChipSpec chip = ChipWithAlternateMemory(2048 * kKiB, 2048 * kKiB);
  Analysis unlimited = Analyze(kLongInterval, chip);
  ASSERT_NE(unlimited.analysis, nullptr);
  EXPECT_EQ(ColorOf(*unlimited.analysis, "a"), 1);

  // 128 MiB move between a's definition and its use: above a 96 MiB limit,
  // below a 160 MiB one.
  chip.alternate_memory.max_no_copy_interval_bytes = 96 * 1024 * kKiB;
  Analysis limited = Analyze(kLongInterval, chip);
  ASSERT_NE(limited.analysis, nullptr);
  EXPECT_EQ(ColorOf(*limited.analysis, "a"), 0);
  EXPECT_GT(HbmTempBytes(*limited.analysis), HbmTempBytes(*unlimited.analysis));

  chip.alternate_memory.max_no_copy_interval_bytes = 160 * 1024 * kKiB;
  Analysis roomy = Analyze(kLongInterval, chip);
  ASSERT_NE(roomy.analysis, nullptr);
  EXPECT_EQ(ColorOf(*roomy.analysis, "a"), 1);
}

// `w` is a loop-invariant operand of the loop: the body reads it each step
// and passes it through unchanged. A 64 MiB broadcast and its read come
// between its definition and the loop.
constexpr char kInvariantCarry[] = R"(HloModule m, is_scheduled=true
sum {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
cond {
  s = (s32[], f32[256,512], f32[256,512]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  k = s32[] constant(10)
  ROOT lt = pred[] compare(i, k), direction=LT
}
body {
  s = (s32[], f32[256,512], f32[256,512]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  w = f32[256,512] get-tuple-element(s), index=1
  x = f32[256,512] get-tuple-element(s), index=2
  y = f32[256,512] multiply(x, w)
  ROOT t = (s32[], f32[256,512], f32[256,512]) tuple(i2, w, y)
}
ENTRY e {
  p = f32[256,512] parameter(0)
  start = s32[] parameter(1)
  w = f32[256,512] negate(p)
  z = f32[] constant(0)
  big = f32[4096,4096] broadcast(z), dimensions={}
  s = f32[4096] reduce(big, z), dimensions={1}, to_apply=sum
  x0 = f32[256,512] exponential(p)
  init = (s32[], f32[256,512], f32[256,512]) tuple(start, w, x0)
  loop = (s32[], f32[256,512], f32[256,512]) while(init), condition=cond, body=body
  r = f32[256,512] get-tuple-element(loop), index=2
  ROOT t = (f32[256,512], f32[4096]) tuple(r, s)
})";

// [ORACLE] On v6e a loop-invariant operand is a while carry like any other:
// the scan_rnn.sweep weights are converted into VMEM (convert.3, convert.4
// S(1)) before a 0.8 to 3.4 GB input convert and stay there through the
// loop; the traffic limit does not send them to HBM as on v4 and v5e.
TEST(MemorySpaceAssignmentTest, LoopInvariantCarriesIgnoreTheTrafficLimit) {
  tpu::ChipSpec chip = ChipWithAlternateMemory(2048 * kKiB, 2048 * kKiB);
  chip.alternate_memory.max_no_copy_interval_bytes = 32 * 1024 * kKiB;
  // v4 and v5e write them to HBM and prefetch them.
  Analysis limited = Analyze(kInvariantCarry, chip);
  ASSERT_NE(limited.analysis, nullptr);
  EXPECT_EQ(ColorOf(*limited.analysis, "w"), 0);

  chip.alternate_memory.invariant_carries_exempt_from_interval = true;
  Analysis run = Analyze(kInvariantCarry, chip);
  ASSERT_NE(run.analysis, nullptr);
  EXPECT_EQ(ColorOf(*run.analysis, "w"), 1);

  // Where carries stay in HBM (v5p) the limit still applies.
  chip.alternate_memory.while_carries_in_hbm = true;
  Analysis hbm_carries = Analyze(kInvariantCarry, chip);
  ASSERT_NE(hbm_carries.analysis, nullptr);
  EXPECT_EQ(ColorOf(*hbm_carries.analysis, "w"), 0);
}

// Between a's definition and its use a fusion takes one row of a 64 MiB
// stack (a scan step): it moves that row, not the stack.
constexpr char kSlicedStack[] = R"(HloModule m, is_scheduled=true
sum {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
step {
  stack = f32[4096,4096] parameter(0)
  i = s32[] parameter(1)
  zero = s32[] constant(0)
  row = f32[1,4096] dynamic-slice(stack, i, zero), dynamic_slice_sizes={1,4096}
  ROOT n = f32[1,4096] negate(row)
}
ENTRY e {
  p = f32[256,512] parameter(0)
  stack = f32[4096,4096] parameter(1)
  i = s32[] parameter(2)
  a = f32[256,512] negate(p)
  r = f32[1,4096] fusion(stack, i), kind=kLoop, calls=step
  z = f32[] constant(0)
  b = f32[256] reduce(a, z), dimensions={1}, to_apply=sum
  ROOT t = (f32[256], f32[1,4096]) tuple(b, r)
})";

TEST(MemorySpaceAssignmentTest, FusionsCountOnlyTheSlicesTheyTake) {
  tpu::ChipSpec chip = ChipWithAlternateMemory(2048 * kKiB, 2048 * kKiB);
  chip.alternate_memory.max_no_copy_interval_bytes = 32 * 1024 * kKiB;
  Analysis run = Analyze(kSlicedStack, chip);
  ASSERT_NE(run.analysis, nullptr);
  EXPECT_EQ(ColorOf(*run.analysis, "a"), 1);

  // The same stack read whole (a row sum) moves 64 MiB: over the limit.
  std::string whole = kSlicedStack;
  const std::string sliced_body =
      "  row = f32[1,4096] dynamic-slice(stack, i, zero), dynamic_slice_sizes={1,4096}\n"
      "  ROOT n = f32[1,4096] negate(row)\n";
  const std::string reduced_body =
      "  zf = f32[] constant(0)\n"
      "  s = f32[4096] reduce(stack, zf), dimensions={0}, to_apply=sum\n"
      "  ROOT n = f32[1,4096] reshape(s)\n";
  whole.replace(whole.find(sliced_body), sliced_body.size(), reduced_body);
  Analysis reduced = Analyze(whole, chip);
  ASSERT_NE(reduced.analysis, nullptr);
  EXPECT_EQ(ColorOf(*reduced.analysis, "a"), 0);
}

// `a` lives across the Cholesky factorization of a 4 MiB matrix.
constexpr char kAcrossCholesky[] = R"(HloModule m, is_scheduled=true
sum {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY e {
  p = f32[256,512] parameter(0)
  m = f32[1024,1024] parameter(1)
  a = f32[256,512] negate(p)
  l = f32[1024,1024] cholesky(m), lower=true
  z = f32[] constant(0)
  b = f32[256] reduce(a, z), dimensions={1}, to_apply=sum
  ROOT t = (f32[256], f32[1024,1024]) tuple(b, l)
})";

// The factorization moves its matrix once and its result twice per
// 128-row step (8 steps: 68 MiB), not the 8 MiB of its operand and result.
TEST(MemorySpaceAssignmentTest, FactorizationsMoveTheirResultOncePerStep) {
  tpu::ChipSpec chip = ChipWithAlternateMemory(2048 * kKiB, 2048 * kKiB);
  chip.alternate_memory.max_no_copy_interval_bytes = 64 * 1024 * kKiB;
  Analysis limited = Analyze(kAcrossCholesky, chip);
  ASSERT_NE(limited.analysis, nullptr);
  EXPECT_EQ(ColorOf(*limited.analysis, "a"), 0);

  chip.alternate_memory.max_no_copy_interval_bytes = 72 * 1024 * kKiB;
  Analysis roomy = Analyze(kAcrossCholesky, chip);
  ASSERT_NE(roomy.analysis, nullptr);
  EXPECT_EQ(ColorOf(*roomy.analysis, "a"), 1);
}

TEST(MemorySpaceAssignmentTest, ChipsWithoutAlternateMemoryPlaceNothing) {
  Analysis run = Analyze(kThreeTemps, testing::Chip("v2"));
  ASSERT_NE(run.analysis, nullptr);
  EXPECT_EQ(run.analysis->alternate_memory().buffers_placed, 0);
}

}  // namespace
}  // namespace tpusim::memory
