// The real paired cases: TPU v6e modules with XLA:TPU's own buffer
// assignment (shared/corpus/tpu/, see SOURCES.md). From the module alone
// tpusim must reproduce every logical buffer size, every allocation (kind,
// size, contents) and each memory space's peak.
#include "gtest/gtest.h"
#include "hlo/proto/hlo_proto_reader.h"
#include "memory/assignment_compare.h"
#include "memory/memory_report.h"
#include "memory/memory_viewer.h"
#include "test/memory/memory_test_util.h"
#include "test/test_support.h"
#include "test/status_matchers.h"

namespace tpusim::memory {
namespace {

struct Loaded {
  std::unique_ptr<hlo::Module> module;
  std::unique_ptr<MemoryAnalysis> analysis;
};

Loaded Load(const std::string& path) {
  Loaded out;
  const std::string bytes = tpusim::testing::ReadFileOrDie(path);
  auto module = hlo::ReadHloProtoBinary(bytes, path);
  EXPECT_THAT(module, IsOk());
  if (!module.ok()) return out;
  out.module = std::move(*module);
  auto analysis = MemoryAnalysis::Run(*out.module, testing::Chip("v6e"), {});
  EXPECT_THAT(analysis, IsOk());
  if (analysis.ok()) out.analysis = std::move(*analysis);
  return out;
}

class TpuInferenceTest : public ::testing::TestWithParam<const char*> {};

TEST_P(TpuInferenceTest, AssignmentMatchesXlaExactly) {
  TPUSIM_SHARED_OR_SKIP(path, std::string("corpus/tpu/tpu_inference_2.") + GetParam() +
                                  ".hlo_proto.pb");
  Loaded l = Load(path);
  ASSERT_NE(l.analysis, nullptr);
  ASSERT_TRUE(l.module->buffer_assignment.has_value());
  const AssignmentComparison c = CompareAssignments(
      *l.module, *l.module->buffer_assignment, ToBufferAssignmentRecord(*l.analysis));
  EXPECT_TRUE(c.matches()) << ComparisonToText(c, "XLA", "tpusim");
  // Offsets inside every allocation match too.
  for (const AllocationComparison& a : c.allocations) {
    EXPECT_EQ(a.offset_differences, 0) << a.kind;
  }
}

INSTANTIATE_TEST_SUITE_P(AllModules, TpuInferenceTest,
                         ::testing::Values("jit_f", "jit__psum", "jit_broadcast_in_dim",
                                           "jit_convert_element_type"));

TEST(JitFTest, PeakAndTheExtra96KiB) {
  TPUSIM_SHARED_OR_SKIP(path, "corpus/tpu/tpu_inference_2.jit_f.hlo_proto.pb");
  Loaded l = Load(path);
  ASSERT_NE(l.analysis, nullptr);
  auto report = BuildMemoryReport(*l.analysis);
  ASSERT_TRUE(report.ok());
  // Four 5 GiB arrays are live at the peak (three prefetched copies and the
  // first fusion's output) ...
  EXPECT_EQ(report->temp_peak_bytes, int64_t{20} << 30);
  // ... and the HLO temp allocation is 96 KiB larger: six 32 B copy-start
  // index tables, each at its own 16 KiB-aligned slot, ahead of the heap.
  EXPECT_EQ(report->temp_bytes, 21474934784);
  EXPECT_EQ(report->temp_bytes - report->temp_peak_bytes, 96 * 1024);
  EXPECT_EQ(report->argument_bytes, 0);  // The parameters live in host memory (S(5)).
  EXPECT_EQ(report->output_bytes, 32);   // Only the output tuple's table is in HBM.
  EXPECT_EQ(report->peak_bytes, 21474934784 + 32);
  EXPECT_TRUE(report->fits);
  EXPECT_EQ(report->peak_instruction, "broadcast_add_fusion.2");
}

}  // namespace
}  // namespace tpusim::memory
