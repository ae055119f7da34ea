// Self-contained HTML pages over the memory report (`tpusim memory --format
// html`) and the fit curve (`tpusim fit --format html`), like xprof's
// memory_viewer but from a prediction: the verdict, HBM over program order
// against the chip's capacity, and the buffers live at the peak with what
// their padding costs. Built from html_page.h (escaping, the page shell and
// the one chart both pages draw); nothing is recomputed here but the dims
// a buffer's tiling pads, which the report keeps as a shape string.
#ifndef TPUSIM_MEMORY_REPORT_HTML_H_
#define TPUSIM_MEMORY_REPORT_HTML_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "memory/fit_search.h"
#include "memory/memory_report.h"

namespace tpusim::memory {

struct HtmlOptions {
  std::string file;  // The input, for the title.
  int32_t top = 10;  // Buffers listed at the peak per module.
};

// One page, one section per report, in order. The reports need their
// timelines (ReportOptions::include_timeline).
std::string RenderMemoryHtml(const std::vector<MemoryReport>& reports,
                             const HtmlOptions& options);

// "dim 1: 6→128": the dims of a laid-out shape string that its first tile
// pads (tpu::PaddedDims), "" when none does or the shape does not parse.
std::string DescribePaddedDims(absl::string_view shape);

struct FitHtmlOptions {
  std::string file;
  std::string module;
  std::string chip;    // Display name.
  std::string varied;  // The --vary key, "x.0".
  int64_t lo = 0;
  int64_t hi = 0;
  int64_t step = 1;
};

// The fit curve: peak HBM per evaluated value, the capacity line, the
// largest value that fits marked, and the points as a table.
std::string RenderFitHtml(const FitResult& fit, const FitHtmlOptions& options);

}  // namespace tpusim::memory

#endif  // TPUSIM_MEMORY_REPORT_HTML_H_
