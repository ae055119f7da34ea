// The HTML building blocks (memory/html_page.h): escaping, the byte chart's
// numbers and scaling, the page shell.
#include "memory/html_page.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace tpusim::memory::html {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

TEST(HtmlEscapeTest, EscapesMarkupAndQuotes) {
  EXPECT_EQ(Escape("<script>alert('x' & \"y\")</script>"),
            "&lt;script&gt;alert(&apos;x&apos; &amp; &quot;y&quot;)&lt;/script&gt;");
  EXPECT_EQ(Escape("jit(f)/dot_general"), "jit(f)/dot_general");
  EXPECT_EQ(Escape(""), "");
}

TEST(HtmlEscapeTest, GroupsThousands) {
  EXPECT_EQ(GroupThousands(0), "0");
  EXPECT_EQ(GroupThousands(999), "999");
  EXPECT_EQ(GroupThousands(1000), "1,000");
  EXPECT_EQ(GroupThousands(16106127360), "16,106,127,360");
  EXPECT_EQ(GroupThousands(-1234567), "-1,234,567");
  EXPECT_EQ(GroupThousands(INT64_MIN), "-9,223,372,036,854,775,808");
}

ByteChart Heap() {
  ByteChart chart;
  chart.id = "heap-0";
  chart.description = "test";
  chart.x_label = "program point";
  chart.x = {0, 1, 2, 3, 4};
  chart.series = {{"padded", "padded", {100, 300, 700, 200, 100}, false},
                  {"unpadded", "unpadded", {50, 100, 350, 100, 50}, false}};
  chart.capacity_bytes = 1024;
  chart.mark = ChartMark{2, 700, "peak <700B> at %fusion"};
  return chart;
}

TEST(ByteChartTest, CarriesThePeakAndCapacityAsDataAndText) {
  const std::string svg = RenderByteChart(Heap());
  EXPECT_THAT(svg, HasSubstr("<svg class=\"chart\" id=\"heap-0\""));
  EXPECT_THAT(svg, HasSubstr("data-capacity-bytes=\"1024\""));
  EXPECT_THAT(svg, HasSubstr("data-max-bytes=\"700\""));
  EXPECT_THAT(svg, HasSubstr("data-mark-x=\"2\" data-mark-bytes=\"700\""));
  EXPECT_THAT(svg, HasSubstr(">usable HBM 1.0K</text>"));
  EXPECT_THAT(svg, HasSubstr("<line class=\"capacity\""));
  // The label is escaped like every other string.
  EXPECT_THAT(svg, HasSubstr("peak &lt;700B&gt; at %fusion"));
  EXPECT_THAT(svg, HasSubstr("<path class=\"series padded\" d=\"M"));
  EXPECT_THAT(svg, HasSubstr("<path class=\"series unpadded\" d=\"M"));
  EXPECT_THAT(svg, HasSubstr("</svg>"));
  // Deterministic: the same chart, byte for byte.
  EXPECT_EQ(svg, RenderByteChart(Heap()));
}

TEST(ByteChartTest, TheCapacityIsALabelWhenFarAboveTheData) {
  ByteChart chart = Heap();
  chart.capacity_bytes = int64_t{16} << 30;
  const std::string svg = RenderByteChart(chart);
  EXPECT_THAT(svg, Not(HasSubstr("<line class=\"capacity\"")));
  EXPECT_THAT(svg, HasSubstr("usable HBM 16.00G (far above this scale)"));
  EXPECT_THAT(svg, HasSubstr("data-capacity-bytes=\"17179869184\""));
}

TEST(ByteChartTest, BucketingKeepsThePeak) {
  ByteChart chart;
  chart.id = "long";
  for (int64_t i = 0; i < 100000; ++i) chart.x.push_back(i);
  ChartSeries s{"padded", "padded", std::vector<int64_t>(100000, 10), false};
  s.bytes[77777] = 5000;
  chart.series = {s};
  chart.max_points = 500;
  const std::string svg = RenderByteChart(chart);
  EXPECT_THAT(svg, HasSubstr("data-max-bytes=\"5000\""));
  // 500 points: one M and 499 L.
  const size_t begin = svg.find("<path class=\"series padded\" d=\"");
  ASSERT_NE(begin, std::string::npos);
  const std::string d = svg.substr(begin, svg.find('"', begin + 32) - begin);
  EXPECT_EQ(std::count(d.begin(), d.end(), 'L'), 499);
  // The bucket with the peak is drawn at the top of the scale: y = 30 + (1 - 1/1.08) * 246.
  EXPECT_THAT(d, HasSubstr(",48.2"));
}

TEST(ByteChartTest, DotsAboveTheCapacityAreMarked) {
  ByteChart chart;
  chart.id = "fit";
  chart.x = {8, 16, 32};
  chart.series = {{"peak", "peak", {400, 900, 1500}, true}};
  chart.capacity_bytes = 1000;
  const std::string svg = RenderByteChart(chart);
  EXPECT_THAT(svg, HasSubstr("<circle class=\"dot\""));
  EXPECT_THAT(svg, HasSubstr("<circle class=\"dot over\""));
  EXPECT_THAT(svg, HasSubstr("<title>32: 1.5K (1,500 B)</title>"));
}

TEST(HtmlPageTest, ShellForbidsNetworkAndMarksScripts) {
  const std::string page = PageStart("a <b> title") + "<p>x</p>\n" + PageEnd();
  EXPECT_THAT(page, HasSubstr("<!DOCTYPE html>"));
  EXPECT_THAT(page, HasSubstr("<title>a &lt;b&gt; title</title>"));
  EXPECT_THAT(page, HasSubstr("Content-Security-Policy\" content=\"default-src 'none'"));
  EXPECT_THAT(page, HasSubstr("setAttribute('data-script', 'ok')"));
  EXPECT_THAT(page, Not(HasSubstr("http://")));
  EXPECT_THAT(page, Not(HasSubstr("https://")));
  EXPECT_THAT(page, HasSubstr("</html>\n"));
}

}  // namespace
}  // namespace tpusim::memory::html
