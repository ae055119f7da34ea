#include "memory/html_page.h"

#include <algorithm>
#include <cstdint>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "hlo/base/markup_escape.h"
#include "tpu_model/shape_size.h"

namespace tpusim::memory::html {
namespace {

// The chart's box in SVG user units; the <svg> scales to the page width.
constexpr double kWidth = 960, kHeight = 320;
constexpr double kLeft = 72, kRight = 40, kTop = 30, kBottom = 44;
// Beyond this ratio of capacity to data the curve would be a flat line at
// the bottom, so the chart is scaled to the data instead.
constexpr double kCapacityOnScaleRatio = 4.0;

std::string Num(double value) { return absl::StrFormat("%.1f", value); }

struct Scale {
  double x0 = 0, x1 = 1, y_top = 1;
  double X(double x) const { return kLeft + (x - x0) / (x1 - x0) * (kWidth - kLeft - kRight); }
  double Y(double bytes) const {
    return kHeight - kBottom - bytes / y_top * (kHeight - kTop - kBottom);
  }
};

// Keeps each bucket's first x and every series' maximum within it.
void Bucket(int32_t max_points, std::vector<int64_t>* x, std::vector<ChartSeries>* series) {
  const size_t n = x->size();
  if (max_points <= 0 || n <= static_cast<size_t>(max_points)) return;
  const size_t buckets = static_cast<size_t>(max_points);
  std::vector<int64_t> bx;
  std::vector<std::vector<int64_t>> by(series->size());
  for (size_t b = 0; b < buckets; ++b) {
    const size_t begin = b * n / buckets, end = (b + 1) * n / buckets;
    if (begin == end) continue;
    bx.push_back((*x)[begin]);
    for (size_t s = 0; s < series->size(); ++s) {
      const std::vector<int64_t>& bytes = (*series)[s].bytes;
      int64_t top = 0;
      for (size_t i = begin; i < end && i < bytes.size(); ++i) top = std::max(top, bytes[i]);
      by[s].push_back(top);
    }
  }
  *x = std::move(bx);
  for (size_t s = 0; s < series->size(); ++s) (*series)[s].bytes = std::move(by[s]);
}

// Gridlines at multiples of a power of two, so the labels read 256.0K,
// 512.0K, 768.0K rather than arbitrary fractions.
int64_t TickStep(double y_top) {
  int64_t step = 1;
  while (static_cast<double>(step) * 5 < y_top && step < (int64_t{1} << 61)) step *= 2;
  return step;
}

}  // namespace

std::string Escape(absl::string_view text) { return EscapeMarkup(text); }

std::string GroupThousands(int64_t value) {
  const uint64_t magnitude =
      value < 0 ? uint64_t{0} - static_cast<uint64_t>(value) : static_cast<uint64_t>(value);
  const std::string digits = absl::StrCat(magnitude);
  std::string out = value < 0 ? "-" : "";
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

std::string RenderByteChart(const ByteChart& chart) {
  std::vector<int64_t> x = chart.x;
  std::vector<ChartSeries> series = chart.series;
  Bucket(chart.max_points, &x, &series);

  int64_t data_max = 0;
  for (const ChartSeries& s : series) {
    for (int64_t b : s.bytes) data_max = std::max(data_max, b);
  }
  if (chart.mark) data_max = std::max(data_max, chart.mark->bytes);
  const bool capacity_on_scale =
      chart.capacity_bytes > 0 &&
      static_cast<double>(chart.capacity_bytes) <=
          kCapacityOnScaleRatio * static_cast<double>(std::max<int64_t>(data_max, 1));
  Scale scale;
  scale.y_top = 1.08 * static_cast<double>(
                           capacity_on_scale ? std::max(data_max, chart.capacity_bytes) : data_max);
  if (scale.y_top <= 0) scale.y_top = 1;
  if (!x.empty()) {
    scale.x0 = static_cast<double>(x.front());
    scale.x1 = static_cast<double>(x.back());
  }
  if (scale.x1 <= scale.x0) {
    scale.x0 -= 1;
    scale.x1 += 1;
  }

  std::string out = absl::StrCat(
      "<svg class=\"chart\" id=\"", Escape(chart.id), "\" viewBox=\"0 0 ", Num(kWidth), " ",
      Num(kHeight), "\" role=\"img\" aria-label=\"", Escape(chart.description),
      "\" data-capacity-bytes=\"", chart.capacity_bytes, "\" data-max-bytes=\"", data_max, "\"");
  if (chart.mark) {
    absl::StrAppend(&out, " data-mark-x=\"", chart.mark->x, "\" data-mark-bytes=\"",
                    chart.mark->bytes, "\"");
  }
  absl::StrAppend(&out, ">\n");

  // Gridlines and byte labels.
  const int64_t step = TickStep(scale.y_top);
  for (int64_t tick = 0; static_cast<double>(tick) <= scale.y_top; tick += step) {
    const double y = scale.Y(static_cast<double>(tick));
    absl::StrAppend(&out, "<line class=\"grid\" x1=\"", Num(kLeft), "\" x2=\"",
                    Num(kWidth - kRight), "\" y1=\"", Num(y), "\" y2=\"", Num(y),
                    "\"/><text class=\"tick\" x=\"", Num(kLeft - 6), "\" y=\"", Num(y + 4),
                    "\" text-anchor=\"end\">", tpu::FormatXlaSize(tick), "</text>\n");
    if (tick > INT64_MAX - step) break;
  }
  // x labels: every point of a short series (fit's samples), else both
  // ends and three between.
  std::vector<int64_t> x_ticks;
  if (x.size() <= 10) {
    x_ticks = x;
  } else {
    for (int i = 0; i <= 4; ++i) x_ticks.push_back(x.front() + (x.back() - x.front()) * i / 4);
  }
  {
    double last_px = -1e9;  // Labels closer than this would overlap.
    for (int64_t value : x_ticks) {
      const double px = scale.X(static_cast<double>(value));
      if (px - last_px < 48) continue;
      last_px = px;
      absl::StrAppend(&out, "<text class=\"tick\" x=\"", Num(px),
                      "\" y=\"", Num(kHeight - kBottom + 16), "\" text-anchor=\"middle\">", value,
                      "</text>\n");
    }
  }
  absl::StrAppend(&out, "<line class=\"axis\" x1=\"", Num(kLeft), "\" x2=\"",
                  Num(kWidth - kRight), "\" y1=\"", Num(kHeight - kBottom), "\" y2=\"",
                  Num(kHeight - kBottom), "\"/>\n<text class=\"axis-label\" x=\"",
                  Num((kLeft + kWidth - kRight) / 2), "\" y=\"", Num(kHeight - 8),
                  "\" text-anchor=\"middle\">", Escape(chart.x_label), "</text>\n");

  // Capacity.
  if (chart.capacity_bytes > 0) {
    const std::string label =
        absl::StrCat("usable HBM ", tpu::FormatXlaSize(chart.capacity_bytes));
    if (capacity_on_scale) {
      const double y = scale.Y(static_cast<double>(chart.capacity_bytes));
      absl::StrAppend(&out, "<line class=\"capacity\" x1=\"", Num(kLeft), "\" x2=\"",
                      Num(kWidth - kRight), "\" y1=\"", Num(y), "\" y2=\"", Num(y),
                      "\"/><text class=\"capacity-label\" x=\"", Num(kWidth - kRight), "\" y=\"",
                      Num(y - 5), "\" text-anchor=\"end\">", label, "</text>\n");
    } else {
      absl::StrAppend(&out, "<text class=\"capacity-label\" x=\"", Num(kWidth - kRight),
                      "\" y=\"", Num(kTop - 10), "\" text-anchor=\"end\">", label,
                      " (far above this scale)</text>\n");
    }
  }

  // Series, with a legend along the top.
  double legend_x = kLeft;
  for (const ChartSeries& s : series) {
    std::string d;
    for (size_t i = 0; i < x.size() && i < s.bytes.size(); ++i) {
      absl::StrAppend(&d, i == 0 ? "M" : "L", Num(scale.X(static_cast<double>(x[i]))), ",",
                      Num(scale.Y(static_cast<double>(s.bytes[i]))));
    }
    absl::StrAppend(&out, "<path class=\"series ", Escape(s.css_class), "\" d=\"", d, "\"/>\n");
    if (s.dots) {
      for (size_t i = 0; i < x.size() && i < s.bytes.size(); ++i) {
        const bool over = chart.capacity_bytes > 0 && s.bytes[i] > chart.capacity_bytes;
        absl::StrAppend(&out, "<circle class=\"dot", over ? " over" : "", "\" cx=\"",
                        Num(scale.X(static_cast<double>(x[i]))), "\" cy=\"",
                        Num(scale.Y(static_cast<double>(s.bytes[i]))), "\" r=\"4\"><title>",
                        x[i], ": ", tpu::FormatXlaSize(s.bytes[i]), " (",
                        GroupThousands(s.bytes[i]), " B)</title></circle>\n");
      }
    }
    absl::StrAppend(&out, "<line class=\"series ", Escape(s.css_class), "\" x1=\"",
                    Num(legend_x), "\" x2=\"", Num(legend_x + 18), "\" y1=\"", Num(kTop - 14),
                    "\" y2=\"", Num(kTop - 14), "\"/><text class=\"legend\" x=\"",
                    Num(legend_x + 22), "\" y=\"", Num(kTop - 10), "\">", Escape(s.label),
                    "</text>\n");
    legend_x += 30 + 7.0 * static_cast<double>(s.label.size());
  }

  // The mark, its label on the side with more room.
  if (chart.mark) {
    const double mx = scale.X(static_cast<double>(chart.mark->x));
    const double my = scale.Y(static_cast<double>(chart.mark->bytes));
    const bool right_half = mx > (kLeft + kWidth - kRight) / 2;
    absl::StrAppend(&out, "<line class=\"mark\" x1=\"", Num(mx), "\" x2=\"", Num(mx), "\" y1=\"",
                    Num(kTop), "\" y2=\"", Num(kHeight - kBottom),
                    "\"/><circle class=\"mark-dot\" cx=\"",
                    Num(mx), "\" cy=\"", Num(my), "\" r=\"5\"/><text class=\"mark-label\" x=\"",
                    Num(right_half ? mx - 8 : mx + 8), "\" y=\"", Num(std::max(kTop + 12, my - 8)),
                    "\" text-anchor=\"", right_half ? "end" : "start", "\">",
                    Escape(chart.mark->label), "</text>\n");
  }
  absl::StrAppend(&out, "</svg>\n");
  return out;
}

std::string PageStart(absl::string_view title) {
  return absl::StrCat(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      // Nothing but the inline style and script; no fetch of any kind.
      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
      "style-src 'unsafe-inline'; script-src 'unsafe-inline'\">\n"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      "<title>", Escape(title), "</title>\n"
      "<script>window.addEventListener('error', function (e) {\n"
      "  document.documentElement.setAttribute('data-script-error', String(e.message));\n"
      "});</script>\n"
      "<style>\n"
      "body{font-family:system-ui,Helvetica,Arial,sans-serif;margin:1.5em auto;max-width:1100px;"
      "padding:0 1em;color:#222}\n"
      "h1{font-size:1.5em}h2{font-size:1.25em;margin-top:1.6em}h3{font-size:1.05em}\n"
      "section{border-top:1px solid #ddd;padding-top:0.4em}\n"
      ".verdict{display:inline-block;padding:0.1em 0.6em;border-radius:4px;color:#fff;"
      "font-size:0.85em;vertical-align:middle}\n"
      ".verdict.ok{background:#2e7d32}.verdict.bad{background:#c62828}\n"
      "table{border-collapse:collapse;margin:0.6em 0}td,th{padding:3px 10px;text-align:left;"
      "border-bottom:1px solid #eee}th{background:#f4f4f4}\n"
      "td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}\n"
      "tr.buffer{cursor:pointer}tr.buffer:hover{background:#eef5fc}\n"
      "tr.detail td{background:#fafafa;font-size:0.9em}\n"
      "code{font-size:0.92em}.muted{color:#666;font-size:0.9em}\n"
      "tr.over td{color:#c62828}\n"
      "svg.chart{width:100%;height:auto;background:#fff;border:1px solid #ddd;border-radius:4px}\n"
      ".chart text{font-size:12px;fill:#333}.chart .grid{stroke:#eee}.chart .axis{stroke:#999}\n"
      ".chart .series{fill:none;stroke-width:2}\n"
      ".chart .padded,.chart .peak{stroke:#1565c0}.chart .unpadded{stroke:#90caf9;"
      "stroke-dasharray:5 3}\n"
      ".chart .capacity{stroke:#c62828;stroke-width:1.5;stroke-dasharray:8 4}\n"
      ".chart .capacity-label{fill:#c62828}\n"
      ".chart .mark{stroke:#555;stroke-dasharray:3 3}.chart .mark-dot{fill:#e65100}\n"
      ".chart .dot{fill:#2e7d32}.chart .dot.over{fill:#c62828}\n"
      "</style>\n</head>\n<body>\n");
}

std::string PageEnd() {
  return "<script>\n"
         "(function () {\n"
         "  var rows = document.querySelectorAll('tr.buffer');\n"
         "  for (var i = 0; i < rows.length; i++) {\n"
         "    rows[i].addEventListener('click', function () {\n"
         "      var detail = this.nextElementSibling;\n"
         "      if (detail && detail.classList.contains('detail')) {\n"
         "        detail.hidden = !detail.hidden;\n"
         "      }\n"
         "    });\n"
         "  }\n"
         "  document.body.setAttribute('data-script', 'ok');\n"
         "})();\n"
         "</script>\n</body>\n</html>\n";
}

}  // namespace tpusim::memory::html
