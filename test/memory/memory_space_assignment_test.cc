// Predicted memory-space assignment (memory/memory_space_assignment.h).
#include "memory/memory_space_assignment.h"

#include "gtest/gtest.h"
#include "test/memory/memory_test_util.h"

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
  chip.alternate_memory_space = 1;
  chip.alternate_memory_bytes = capacity;
  chip.alternate_memory_max_buffer_bytes = max_buffer;
  return chip;
}

struct Analysis {
  std::unique_ptr<hlo::Module> module;
  std::unique_ptr<MemoryAnalysis> analysis;
};

Analysis Analyze(const char* text, const tpu::ChipSpec& chip, MemoryAnalysisOptions options = {}) {
  Analysis run;
  run.module = Parse(text);
  if (run.module == nullptr) return run;
  auto analysis = MemoryAnalysis::Run(*run.module, chip, options);
  EXPECT_TRUE(analysis.ok()) << analysis.status();
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
  without.alternate_memory_space = 0;
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

TEST(MemorySpaceAssignmentTest, ChipsWithoutAlternateMemoryPlaceNothing) {
  Analysis run = Analyze(kThreeTemps, testing::Chip("v2"));
  ASSERT_NE(run.analysis, nullptr);
  EXPECT_EQ(run.analysis->alternate_memory().buffers_placed, 0);
}

}  // namespace
}  // namespace tpusim::memory
