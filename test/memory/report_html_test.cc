// The memory and fit pages (memory/report_html.h): golden files in
// test/data/golden/memory/ (TPUSIM_UPDATE_GOLDEN=1 rewrites them), escaping
// of untrusted program strings, one section per module, the padded dims.
#include "memory/report_html.h"

#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "test/memory/memory_test_util.h"
#include "test/test_support.h"
#include "test/status_matchers.h"

namespace tpusim::memory {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

MemoryReport ReportOf(const std::string& hlo_text, const char* chip) {
  auto a = testing::Analyze(hlo_text, {}, chip);
  EXPECT_NE(a.analysis, nullptr);
  if (a.analysis == nullptr) return {};
  auto report = BuildMemoryReport(*a.analysis);
  EXPECT_THAT(report, IsOk());
  return report.ok() ? *report : MemoryReport{};
}

MemoryReport SmallProgram() {
  return ReportOf(tpusim::testing::ReadFileOrDie(
                      tpusim::testing::TestDataPath("golden/memory/small_program.hlo")),
                  "v5e");
}

size_t Count(const std::string& text, const std::string& needle) {
  size_t n = 0;
  for (size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1)) ++n;
  return n;
}

TEST(ReportHtmlTest, MemoryPageGolden) {
  HtmlOptions options;
  options.file = "small_program.hlo";
  tpusim::testing::ExpectMatchesGolden("golden/memory/small_program.v5e.html",
                                       RenderMemoryHtml({SmallProgram()}, options));
}

TEST(ReportHtmlTest, MemoryPageShowsTheVerdictChartAndBuffersAtThePeak) {
  const MemoryReport report = SmallProgram();
  ASSERT_FALSE(report.buffers_at_peak.empty());
  const std::string page = RenderMemoryHtml({report}, {});
  EXPECT_THAT(page, HasSubstr("<title>tpusim memory: small_program on TPU v5e: fits (peak "));
  EXPECT_THAT(page, HasSubstr(absl::StrCat("data-peak-bytes=\"", report.peak_bytes, "\"")));
  EXPECT_THAT(page, HasSubstr(absl::StrCat("data-capacity-bytes=\"", report.capacity_bytes,
                                           "\"")));
  EXPECT_THAT(page, HasSubstr(absl::StrCat("data-mark-x=\"", report.peak_time, "\"")));
  EXPECT_THAT(page, HasSubstr("<span class=\"verdict ok\">fits</span>"));
  // Largest first, with the dim its tile pads: f32[1000,6] pads 6 to 128.
  const BufferEntry& largest = report.buffers_at_peak.front();
  EXPECT_THAT(page, HasSubstr(absl::StrCat("data-name=\"", largest.name, "\" data-size-bytes=\"",
                                           largest.size_bytes, "\"")));
  EXPECT_THAT(page, HasSubstr("<td>dim 1: 6\u2192128</td>"));
  // Hover and click carry instruction, op_name and source line.
  EXPECT_THAT(page, HasSubstr("title=\"instruction: %iota&#10;opcode: iota&#10;op_name: "
                              "jit(step)/iota&#10;source: model.py:12\""));
  EXPECT_THAT(page, HasSubstr("op_name <code>jit(step)/iota</code> &middot; source "
                              "<code>model.py:12</code>"));
}

TEST(ReportHtmlTest, TopLimitsTheRows) {
  const MemoryReport report = SmallProgram();
  ASSERT_GT(report.buffers_at_peak.size(), 1u);
  HtmlOptions options;
  options.top = 1;
  const std::string page = RenderMemoryHtml({report}, options);
  EXPECT_EQ(Count(page, "<tr class=\"buffer\""), 1u);
  EXPECT_THAT(page, HasSubstr(absl::StrCat("1 of ", report.buffers_at_peak.size(),
                                           ", largest padded size first (--top N lists more)")));
}

TEST(ReportHtmlTest, ProgramStringsAreEscaped) {
  const MemoryReport report = ReportOf(R"(HloModule evil, is_scheduled=true

ENTRY %main (p0: f32[8,128]) -> f32[8,128] {
  %p0 = f32[8,128]{1,0:T(8,128)} parameter(0)
  ROOT %n = f32[8,128]{1,0:T(8,128)} negate(f32[8,128]{1,0:T(8,128)} %p0), metadata={op_name="<script>alert(1)</script>" source_file="a\"b'&c.py" source_line=3}
}
)",
                                       "v5e");
  HtmlOptions options;
  options.file = "<img src=x onerror=alert(2)>.hlo";
  const std::string page = RenderMemoryHtml({report}, options);
  EXPECT_THAT(page, Not(HasSubstr("<script>alert")));
  EXPECT_THAT(page, Not(HasSubstr("<img")));
  EXPECT_THAT(page, HasSubstr("&lt;script&gt;alert(1)&lt;/script&gt;"));
  EXPECT_THAT(page, HasSubstr("a&quot;b&apos;&amp;c.py:3"));
  EXPECT_THAT(page, HasSubstr("&lt;img src=x onerror=alert(2)&gt;.hlo"));
  // Only the page's own two scripts.
  EXPECT_EQ(Count(page, "<script>"), 2u);
}

TEST(ReportHtmlTest, SeveralModulesShareOnePage) {
  MemoryReport a = SmallProgram();
  MemoryReport b = a;
  b.module = "second";
  b.fits = false;
  HtmlOptions options;
  options.file = "two.hlo";
  const std::string page = RenderMemoryHtml({a, b}, options);
  EXPECT_THAT(page, HasSubstr("<title>tpusim memory: two.hlo on TPU v5e: 2 modules, 1 do not "
                              "fit</title>"));
  EXPECT_EQ(Count(page, "<section class=\"module\""), 2u);
  EXPECT_THAT(page, HasSubstr("id=\"module-1\" data-module=\"second\""));
  EXPECT_THAT(page, HasSubstr("<a href=\"#module-1\">second</a>"));
  EXPECT_THAT(page, HasSubstr("id=\"heap-1\""));
  EXPECT_EQ(Count(page, "<!DOCTYPE html>"), 1u);
}

TEST(ReportHtmlTest, DescribesThePaddedDims) {
  EXPECT_EQ(DescribePaddedDims("f32[1000,6]{1,0:T(8,128)}"), "dim 1: 6\u2192128");
  EXPECT_EQ(DescribePaddedDims("f32[1001,6]{1,0:T(8,128)}"),
            "dim 0: 1001\u21921008, dim 1: 6\u2192128");
  EXPECT_EQ(DescribePaddedDims("f32[300]{0:T(8,128)}"), "rows: 1\u21928, dim 0: 300\u2192384");
  EXPECT_EQ(DescribePaddedDims("f32[8,128]{1,0:T(8,128)}"), "");
  EXPECT_EQ(DescribePaddedDims("(f32[8,128]{1,0:T(8,128)}, s32[])"), "");
  EXPECT_EQ(DescribePaddedDims("not a shape"), "");
}

FitResult SampleFit() {
  FitResult fit;
  fit.capacity_bytes = 1000;
  fit.tied_dims = 3;
  fit.max_fitting = 24;
  fit.points = {{8, 300, true}, {16, 600, true}, {24, 900, true}, {32, 1200, false}};
  return fit;
}

FitHtmlOptions SampleFitOptions() {
  FitHtmlOptions options;
  options.file = "mlp_step.hlo";
  options.module = "mlp_step";
  options.chip = "TPU v5e";
  options.varied = "x.0";
  options.lo = 8;
  options.hi = 32;
  options.step = 8;
  return options;
}

TEST(ReportHtmlTest, FitPageShowsTheRematerializedPeaks) {
  FitResult fit = SampleFit();
  fit.points[3].fits_with_rematerialization = true;
  fit.points[3].rematerialized_peak_bytes = 950;
  fit.max_fitting_with_rematerialization = 32;
  const std::string page = RenderFitHtml(fit, SampleFitOptions());
  EXPECT_THAT(page, HasSubstr("the largest x.0 it compiles is <strong>32</strong>"));
  EXPECT_THAT(page, HasSubstr("peak after rematerialization"));
  EXPECT_THAT(page, HasSubstr("<td>only with rematerialization</td>"));
  // Without one, the page is the one the golden holds.
  EXPECT_THAT(RenderFitHtml(SampleFit(), SampleFitOptions()),
              ::testing::Not(HasSubstr("rematerialization")));
}

TEST(ReportHtmlTest, FitPageGolden) {
  tpusim::testing::ExpectMatchesGolden("golden/memory/fit_sample.html",
                                       RenderFitHtml(SampleFit(), SampleFitOptions()));
}

TEST(ReportHtmlTest, FitPageMarksTheLargestFittingValue) {
  const std::string page = RenderFitHtml(SampleFit(), SampleFitOptions());
  EXPECT_THAT(page, HasSubstr("largest x.0 that fits on TPU v5e: 24"));
  EXPECT_THAT(page, HasSubstr("data-max-fitting=\"24\""));
  EXPECT_THAT(page, HasSubstr("data-mark-x=\"24\" data-mark-bytes=\"900\""));
  EXPECT_THAT(page, HasSubstr("data-capacity-bytes=\"1000\""));
  EXPECT_THAT(page, HasSubstr("<tr class=\"point best\" data-value=\"24\""));
  EXPECT_THAT(page, HasSubstr("<tr class=\"point over\" data-value=\"32\""));

  FitResult none = SampleFit();
  none.max_fitting.reset();
  none.monotonic = false;
  const std::string no_fit = RenderFitHtml(none, SampleFitOptions());
  EXPECT_THAT(no_fit, HasSubstr("no x.0 in 8..32 fits on TPU v5e"));
  EXPECT_THAT(no_fit, HasSubstr("data-max-fitting=\"\""));
  EXPECT_THAT(no_fit, HasSubstr("not monotonic"));
  EXPECT_THAT(no_fit, Not(HasSubstr("data-mark-x")));
}

}  // namespace
}  // namespace tpusim::memory
