// Text and JSON renderers (memory/report_render.h) against golden files in
// test/data/golden/memory/. TPUSIM_UPDATE_GOLDEN=1 rewrites them (and skips).
#include "memory/report_render.h"


#include "gtest/gtest.h"
#include "test/memory/memory_test_util.h"
#include "test/test_support.h"
#include "test/status_matchers.h"

namespace tpusim::memory {
namespace {

std::string GoldenPath(const std::string& name) {
  return tpusim::testing::TestDataPath("golden/memory/" + name);
}

void ExpectGolden(const std::string& actual, const std::string& name) {
  tpusim::testing::ExpectMatchesGolden("golden/memory/" + name, actual);
}

MemoryReport Report(const std::string& hlo, const char* chip) {
  auto a = testing::Analyze(tpusim::testing::ReadFileOrDie(GoldenPath(hlo)), {}, chip);
  EXPECT_NE(a.analysis, nullptr);
  if (a.analysis == nullptr) return {};
  auto report = BuildMemoryReport(*a.analysis);
  EXPECT_THAT(report, IsOk());
  return report.ok() ? *report : MemoryReport{};
}

TEST(ReportRenderTest, TextGoldens) {
  ExpectGolden(RenderText(Report("small_program.hlo", "v5e")), "small_program.v5e.txt");
  ExpectGolden(RenderText(Report("oom_program.hlo", "v5e")), "oom_program.v5e.txt");
  ExpectGolden(RenderText(Report("unlaid_program.hlo", "v6e")), "unlaid_program.v6e.txt");
}

TEST(ReportRenderTest, JsonGolden) {
  ExpectGolden(RenderJson(Report("small_program.hlo", "v5e")).dump(2) + "\n",
               "small_program.v5e.json");
}

TEST(ReportRenderTest, JsonListsTheTopBuffersUnlessAskedForAll) {
  const MemoryReport report = Report("small_program.hlo", "v5e");
  RenderOptions top2;
  top2.top = 2;
  const nlohmann::json two = RenderJson(report, top2);
  ASSERT_EQ(two["buffers"].size(), 2u);
  EXPECT_EQ(two["buffers_total"], 7);
  EXPECT_GE(two["buffers"][0]["size_bytes"].get<int64_t>(),
            two["buffers"][1]["size_bytes"].get<int64_t>());
  RenderOptions all = top2;
  all.all_buffers = true;
  EXPECT_EQ(RenderJson(report, all)["buffers"].size(), 7u);
}

TEST(ReportRenderTest, TextSpeaksXlaTpuOomVocabulary) {
  const std::string text = RenderText(Report("oom_program.hlo", "v5e"));
  for (const char* phrase :
       {"Ran out of memory in memory space hbm. Used 24.00G of 15.75G hbm.",
        "Exceeded hbm capacity by 8.25G", "Total hbm usage >= 24.00G:", "    reserved",
        "    program          20.00G", "    arguments         4.00G", "Output size 16.00G;",
        "HLO temp          4.00G (100.0% utilization: Unpadded (4.00G) Padded (4.00G), 0.0% "
        "fragmentation (0B))",
        "Largest program allocations in hbm:", "Size: 16.00G",
        "Operator: op_name=\"jit(f)/broadcast_in_dim\" source_file=\"f.py\" source_line=4",
        "Shape: f32[4,32768,32768]{2,1,0:T(8,128)}", "Unpadded size: 16.00G", "XLA label: %b =",
        "Allocation type: output", "Verdict: does not fit."}) {
    EXPECT_NE(text.find(phrase), std::string::npos) << phrase;
  }
}

TEST(ReportRenderTest, TopLimitsTheListedBuffers) {
  MemoryReport r = Report("small_program.hlo", "v5e");
  RenderOptions options;
  options.top = 1;
  const std::string text = RenderText(r, options);
  EXPECT_NE(text.find("  1. Size:"), std::string::npos);
  EXPECT_EQ(text.find("  2. Size:"), std::string::npos);
  nlohmann::json j = RenderJson(r, options);
  EXPECT_EQ(j["buffers_at_peak"].size(), 1u);
  EXPECT_EQ(j["buffers_at_peak_total"], r.buffers_at_peak.size());
}

TEST(ReportRenderTest, JsonHasTheDocumentedFields) {
  nlohmann::json j = RenderJson(Report("small_program.hlo", "v5e"));
  for (const char* key : {"module", "chip", "capacity_bytes", "reserved_bytes", "peak_bytes",
                          "peak_unpadded_bytes", "argument_bytes", "output_bytes", "temp_bytes",
                          "fits", "buffers_at_peak", "timeline", "buffers"}) {
    EXPECT_TRUE(j.contains(key)) << key;
  }
  for (const nlohmann::json& b : j["buffers_at_peak"]) {
    for (const char* key : {"name", "shape", "size_bytes", "unpadded_bytes", "category", "op_name"}) {
      EXPECT_TRUE(b.contains(key)) << key;
    }
  }
}

}  // namespace
}  // namespace tpusim::memory
