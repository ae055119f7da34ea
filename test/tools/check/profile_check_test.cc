// Comparisons of `tpusim check` (tools/check/profile_check.h) on small
// results built here: peaks and sizes within a tolerance, buffers paired by
// name, the score and the pass/fail rule.
#include "tools/check/profile_check.h"

#include "gtest/gtest.h"
#include "test/test_support.h"
#include "tpu_model/chip.h"

namespace tpusim::check {
namespace {

memory::MemoryViewerHeapObject Object(const std::string& name, double mib, const std::string& shape,
                                      const std::string& kind = "Temporary") {
  memory::MemoryViewerHeapObject o;
  o.instruction_name = name;
  o.logical_buffer_size_mib = mib;
  o.unpadded_shape_mib = mib;
  o.shape_string = shape;
  o.group_name = kind;
  return o;
}

memory::MemoryViewerResult Result(double peak, std::vector<memory::MemoryViewerHeapObject> objects,
                                  std::vector<double> heap) {
  memory::MemoryViewerResult r;
  r.peak_heap_mib = peak;
  r.peak_unpadded_heap_mib = peak;
  r.max_heap = std::move(objects);
  r.heap_sizes = std::move(heap);
  return r;
}

const tpu::ChipSpec& Chip(const char* name) {
  auto chip = tpu::FindChip(name);
  EXPECT_TRUE(chip.ok());
  return **chip;
}

TEST(ProfileCheckTest, IdenticalResultsAgreeEverywhere) {
  const auto r = Result(8, {Object("a", 4, "f32[1024,1024]{1,0:T(8,128)}"),
                            Object("p", 4, "f32[1024,1024]{1,0:T(8,128)}", "Parameter")},
                        {4, 8, 4});
  const ProgramCheck c = CompareMemoryViewers("m", "capture", r, r, 0);
  EXPECT_TRUE(c.peak_within_tolerance);
  EXPECT_EQ(c.buffers.compared, 2);
  EXPECT_EQ(c.buffers.agree, 2);
  EXPECT_TRUE(c.buffer_differences.empty());
  EXPECT_EQ(c.curve_max_difference_mib, 0);
}

TEST(ProfileCheckTest, EachDifferenceIsNamed) {
  const auto xla = Result(10, {Object("a", 5, "f32[1024,1024]{0,1:T(8,128)}"),
                               Object("only_xla", 1, "f32[256,1024]{1,0:T(8,128)}"),
                               Object("p", 4, "f32[1024,1024]{1,0:T(8,128)}", "Parameter")},
                          {4, 10, 4});
  const auto ours = Result(9, {Object("a", 4, "f32[1024,1024]{1,0:T(8,128)}"),
                               Object("only_ours", 1, "f32[256,1024]{1,0:T(8,128)}"),
                               Object("p", 4, "f32[1024,1024]{1,0:T(8,128)}", "Output")},
                           {4, 9, 4});
  const ProgramCheck c = CompareMemoryViewers("m", "capture", xla, ours, 0);
  EXPECT_FALSE(c.peak_within_tolerance);
  EXPECT_DOUBLE_EQ(c.curve_max_difference_mib, 1);
  EXPECT_EQ(c.buffers.compared, 4);
  EXPECT_EQ(c.buffers.agree, 0);
  ASSERT_EQ(c.buffer_differences.size(), 4u);
  EXPECT_EQ(c.buffer_differences[0].name, "a");
  EXPECT_EQ(c.buffer_differences[0].differences,
            (std::vector<std::string>{"size", "unpadded size", "layout"}));
  EXPECT_EQ(c.buffer_differences[1].differences,
            (std::vector<std::string>{"not live at XLA's peak"}));
  EXPECT_EQ(c.buffer_differences[2].differences,
            (std::vector<std::string>{"not live at tpusim's peak"}));
  EXPECT_EQ(c.buffer_differences[3].differences, (std::vector<std::string>{"kind"}));
  // 10% tolerance: the peak (10 vs 9) agrees; a's sizes (5 vs 4) do not.
  const ProgramCheck loose = CompareMemoryViewers("m", "capture", xla, ours, 0.10);
  EXPECT_TRUE(loose.peak_within_tolerance);
  EXPECT_EQ(loose.buffer_differences[0].differences[0], "size");
}

TEST(ProfileCheckTest, CurvesOfDifferentLengthsAreResampled) {
  const auto xla = Result(10, {}, {0, 10, 0});
  const auto ours = Result(10, {}, {0, 5, 10, 5, 0});
  const ProgramCheck c = CompareMemoryViewers("m", "capture", xla, ours, 0);
  // Both at 5 points: xla (0, 5, 10, 5, 0) equals ours.
  EXPECT_DOUBLE_EQ(c.curve_max_difference_mib, 0);
}

TEST(ProfileCheckTest, CapturedSizesAndLayoutsAgainstTheModel) {
  memory::MemoryViewerResult captured;
  // Real v5p figures: an f32[512,32000] parameter is 62.5 MiB; s32[] with
  // no tiles printed is the 4 KiB fallback on v5p.
  captured.max_heap = {Object("param.45", 62.5, "f32[512,32000]{1,0:T(8,128)}", "Parameter"),
                       Object("x", 1.0 / 256, "s32[]", "Temporary"),
                       Object("wrong", 1, "f32[8,128]{1,0:T(8,128)}")};
  captured.max_heap[1].unpadded_shape_mib = 4.0 / (1 << 20);
  captured.max_heap[2].unpadded_shape_mib = 4.0 / 1024;
  CheckReport report;
  CheckCapturedBuffers(captured, "cap.json", Chip("v5p"), &report);
  EXPECT_EQ(report.capture_sizes.compared, 3);
  EXPECT_EQ(report.capture_sizes.agree, 2);
  ASSERT_EQ(report.capture_sizes.examples.size(), 1u);
  EXPECT_NE(report.capture_sizes.examples[0].find("wrong"), std::string::npos);
  // Layouts: the two tiled arrays (s32[] has no tiles to predict).
  EXPECT_EQ(report.capture_layouts.compared, 2);
  EXPECT_EQ(report.capture_layouts.agree, 2);
  EXPECT_FALSE(report.passed());
  report.tolerance = 1.0;  // A tolerance covers sizes too.
  CheckReport loose;
  loose.tolerance = 1.0;
  CheckCapturedBuffers(captured, "cap.json", Chip("v5p"), &loose);
  EXPECT_TRUE(loose.passed());
}

TEST(ProfileCheckTest, ScoreAndMinScore) {
  CheckReport report;
  EXPECT_DOUBLE_EQ(report.score(), 1.0);
  EXPECT_TRUE(report.passed());
  report.op_layouts.Add(true, "");
  report.op_layouts.Add(false, "x: XLA a, predicted b");
  report.op_layouts.Add(false, "y");
  report.op_layouts.Add(true, "");
  EXPECT_DOUBLE_EQ(report.score(), 0.5);
  EXPECT_TRUE(report.passed());  // Layouts gate only through --min-score.
  report.min_score = 0.6;
  EXPECT_FALSE(report.passed());
  ASSERT_EQ(report.failures().size(), 1u);
  EXPECT_NE(report.failures()[0].find("min-score"), std::string::npos);
  const nlohmann::json j = CheckReportToJson(report);
  EXPECT_EQ(j["compared"], 4);
  EXPECT_EQ(j["agree"], 2);
  EXPECT_EQ(j["passed"], false);
  EXPECT_EQ(j["op_layouts"]["examples"].size(), 2u);
}

}  // namespace
}  // namespace tpusim::check
