// Building blocks of tpusim's self-contained HTML pages (the memory and fit
// reports, report_html.h): escaping, the page shell and the one SVG chart of
// bytes over a sequence both pages draw. A page loads nothing: CSS, SVG and
// its little script are inline, and its Content-Security-Policy forbids
// every fetch, so a report opened from a CI artifact cannot call out.
//
// Every string that comes from a program (instruction names, op_names,
// source files) is untrusted: it goes through Escape before it reaches the
// page, in text and in attribute values alike.
#ifndef TPUSIM_MEMORY_HTML_PAGE_H_
#define TPUSIM_MEMORY_HTML_PAGE_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"

namespace tpusim::memory::html {

// EscapeMarkup (hlo/base/markup_escape.h): &, <, >, " and ' as character
// references, control characters as '?'; safe in text and in quoted
// attribute values.
std::string Escape(absl::string_view text);

// "1,234,567": exact byte counts next to the rounded sizes.
std::string GroupThousands(int64_t value);

struct ChartSeries {
  std::string label;      // Legend text.
  std::string css_class;  // Styles the line: "padded", "unpadded", "peak".
  std::vector<int64_t> bytes;  // One per x.
  // Draw each point as a dot (a handful of samples, as fit has); points
  // above the capacity get the class "over".
  bool dots = false;
};

// A vertical marker at one x: the peak, the largest value that fits.
struct ChartMark {
  int64_t x = 0;
  int64_t bytes = 0;
  std::string label;  // Drawn beside the marker (escaped).
};

struct ByteChart {
  std::string id;           // DOM id of the <svg>.
  std::string description;  // aria-label.
  std::string x_label;
  std::vector<int64_t> x;   // Ascending.
  std::vector<ChartSeries> series;
  int64_t capacity_bytes = 0;  // Horizontal line; 0 = none.
  std::optional<ChartMark> mark;
  // Longer series are bucketed to this many points, each keeping its
  // bucket's maximum so the peak survives (a 400k-point timeline would
  // otherwise make a page of tens of MB).
  int32_t max_points = 1000;
};

// An inline <svg> with axes, one path per series, the capacity line and
// the mark. The root carries the numbers as data attributes
// (data-capacity-bytes, data-max-bytes, data-mark-x, data-mark-bytes) and
// the labels print them, so tests and browsers read them back. When the
// capacity is more than 4x the data's maximum the chart is scaled to the
// data and the capacity is a label at the top (a 1 MiB program against
// 16 GiB would otherwise be a flat line).
std::string RenderByteChart(const ByteChart& chart);

// "<!DOCTYPE html>" up to and including "<body>": charset, the
// Content-Security-Policy, the shared stylesheet and an error hook that
// records a script error as <html data-script-error="...">.
std::string PageStart(absl::string_view title);
// The script (rows that open their details on click; it marks the body
// data-script="ok" once it has run, which a headless browser's DOM dump
// shows) and the closing tags.
std::string PageEnd();

}  // namespace tpusim::memory::html

#endif  // TPUSIM_MEMORY_HTML_PAGE_H_
