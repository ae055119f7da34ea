// The report model (memory/memory_report.h): HBM accounting, the peak and
// the buffers live at it.
#include "memory/memory_report.h"

#include <algorithm>

#include "gtest/gtest.h"
#include "test/memory/memory_test_util.h"
#include "test/test_support.h"
#include "test/status_matchers.h"

namespace tpusim::memory {
namespace {

using testing::Analyze;

MemoryReport Report(const testing::Analyzed& a) {
  auto report = BuildMemoryReport(*a.analysis);
  EXPECT_THAT(report, IsOk());
  return report.ok() ? *report : MemoryReport{};
}

std::string Golden(const std::string& name) {
  return tpusim::testing::ReadFileOrDie(tpusim::testing::TestDataPath("golden/memory/" + name));
}

TEST(MemoryReportTest, AccountsArgumentsOutputsAndTemporaries) {
  auto a = Analyze(Golden("small_program.hlo"), {}, "v5e");
  ASSERT_NE(a.analysis, nullptr);
  MemoryReport r = Report(a);
  EXPECT_EQ(r.module, "small_program");
  EXPECT_EQ(r.chip, "v5e");
  // p0 (f32[1000,6] padded to 1000 x 128 x 4 B) and p1 (bf16[16,1024]).
  EXPECT_EQ(r.argument_bytes, 512000 + 32768);
  // p1 is aliased with output {1}; the fusion output and the tuple table,
  // 512 B on v5e (oracle: XLA's tuple index tables on v4 and v5e).
  EXPECT_EQ(r.alias_bytes, 32768);
  EXPECT_EQ(r.output_bytes, 512000 + 32768 + 512);
  EXPECT_EQ(r.temp_bytes, 512000);
  EXPECT_EQ(r.program_bytes, r.temp_bytes + r.output_bytes - r.alias_bytes);
  EXPECT_EQ(r.peak_bytes, r.program_bytes + r.argument_bytes);
  EXPECT_TRUE(r.fits);
  // The convert's output, the only heap buffer: padded vs unpadded.
  EXPECT_EQ(r.temp_peak_bytes, 512000);
  EXPECT_EQ(r.temp_peak_unpadded_bytes, 24000);
  EXPECT_EQ(r.fragmentation_bytes, 0);
  EXPECT_EQ(r.peak_instruction, "conv");
}

TEST(MemoryReportTest, BuffersAtThePeakAreSortedBySize) {
  auto a = Analyze(Golden("small_program.hlo"), {}, "v5e");
  ASSERT_NE(a.analysis, nullptr);
  MemoryReport r = Report(a);
  ASSERT_FALSE(r.buffers_at_peak.empty());
  for (size_t k = 1; k < r.buffers_at_peak.size(); ++k) {
    EXPECT_GE(r.buffers_at_peak[k - 1].size_bytes, r.buffers_at_peak[k].size_bytes);
  }
  bool found_conv = false;
  for (const BufferEntry& e : r.buffers_at_peak) {
    if (e.name != "conv") continue;
    found_conv = true;
    EXPECT_EQ(e.category, AllocationCategory::kTemporary);
    EXPECT_EQ(e.shape, "f32[1000,6]{1,0:T(8,128)}");
    EXPECT_EQ(e.size_bytes, 512000);
    EXPECT_EQ(e.unpadded_bytes, 24000);
    EXPECT_EQ(e.op_name, "jit(step)/convert_element_type");
    EXPECT_EQ(e.source_line, 13);
  }
  EXPECT_TRUE(found_conv);
}

TEST(MemoryReportTest, PeakBuffersCanBeLeftOut) {
  auto a = Analyze(Golden("small_program.hlo"), {}, "v5e");
  ASSERT_NE(a.analysis, nullptr);
  MemoryReport full = Report(a);
  ReportOptions options;
  options.include_peak_buffers = false;
  absl::StatusOr<MemoryReport> lean = BuildMemoryReport(*a.analysis, options);
  ASSERT_THAT(lean, IsOk());
  ASSERT_FALSE(full.buffers_at_peak.empty());
  EXPECT_TRUE(lean->buffers_at_peak.empty());
  // Everything a sweep reads is the same.
  EXPECT_EQ(lean->peak_bytes, full.peak_bytes);
  EXPECT_EQ(lean->fits, full.fits);
  EXPECT_EQ(lean->temp_peak_bytes, full.temp_peak_bytes);
  EXPECT_EQ(lean->peak_instruction, full.peak_instruction);
}

TEST(MemoryReportTest, TimelineHasOnePointPerProgramPoint) {
  auto a = Analyze(Golden("small_program.hlo"), {}, "v5e");
  ASSERT_NE(a.analysis, nullptr);
  MemoryReport r = Report(a);
  ASSERT_EQ(static_cast<int32_t>(r.timeline.size()), r.program_points);
  int64_t max = 0;
  for (const TimelinePoint& p : r.timeline) max = std::max(max, p.bytes);
  EXPECT_EQ(max, r.peak_live_bytes);
  EXPECT_EQ(r.timeline[r.peak_time].bytes, r.peak_live_bytes);
}

TEST(MemoryReportTest, OversizedProgramDoesNotFit) {
  auto a = Analyze(Golden("oom_program.hlo"), {}, "v5e");
  ASSERT_NE(a.analysis, nullptr);
  MemoryReport r = Report(a);
  EXPECT_FALSE(r.fits);
  EXPECT_EQ(r.argument_bytes, int64_t{4} << 30);
  EXPECT_EQ(r.output_bytes, int64_t{16} << 30);
  EXPECT_EQ(r.peak_bytes, int64_t{24} << 30);
  EXPECT_GT(r.peak_bytes, r.capacity_bytes);
}

TEST(MemoryReportTest, MissingLayoutsArePredicted) {
  auto a = Analyze(Golden("unlaid_program.hlo"), {}, "v5e");
  ASSERT_NE(a.analysis, nullptr);
  MemoryReport r = Report(a);
  EXPECT_TRUE(r.layouts_predicted);
  EXPECT_NE(r.scheduler, "module-order");
  auto a_buffer = std::find_if(r.buffers.begin(), r.buffers.end(),
                               [](const BufferEntry& e) { return e.name == "a"; });
  ASSERT_NE(a_buffer, r.buffers.end()) << "no buffer for parameter a";
  // f32[256,3] gets a tiled layout; 256 x 128 x 4 B with the minor dim padded.
  EXPECT_NE(a_buffer->shape.find("T("), std::string::npos) << a_buffer->shape;
  EXPECT_GT(a_buffer->size_bytes, a_buffer->unpadded_bytes);
}

TEST(MemoryReportTest, ScopedHbmComesFromTheBackendConfig) {
  auto a = Analyze(R"(HloModule m, is_scheduled=true
ENTRY e {
  p = f32[8,128]{1,0:T(8,128)} parameter(0)
  ROOT n = f32[8,128]{1,0:T(8,128)} negate(p), backend_config={"used_scoped_memory_configs":[{"memory_space":"0","offset":"0","size":"65536"},{"memory_space":"1","offset":"0","size":"999"}]}
})");
  ASSERT_NE(a.analysis, nullptr);
  MemoryReport r = Report(a);
  EXPECT_EQ(r.scoped_bytes, 65536);
}

}  // namespace
}  // namespace tpusim::memory
