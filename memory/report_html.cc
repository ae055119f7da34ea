#include "memory/report_html.h"

#include <algorithm>
#include <optional>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "hlo/ir/shape.h"
#include "memory/html_page.h"
#include "memory/report_render.h"
#include "tpu_model/shape_size.h"

namespace tpusim::memory {
namespace {

using html::Escape;
using html::GroupThousands;

std::string Size(int64_t bytes) { return tpu::FormatXlaSize(bytes); }

// "1.21M" with the exact count on hover.
std::string SizeCell(int64_t bytes) {
  return absl::StrCat("<td class=\"num\" title=\"", GroupThousands(bytes), " B\">", Size(bytes),
                      "</td>");
}

std::string Percent(int64_t part, int64_t whole) {
  if (whole <= 0) return "-";
  return absl::StrFormat("%.1f%%", 100.0 * static_cast<double>(part) / static_cast<double>(whole));
}

std::string Verdict(bool fits) {
  return fits ? "<span class=\"verdict ok\">fits</span>"
              : "<span class=\"verdict bad\">does not fit</span>";
}

std::string SourceText(const BufferEntry& b) {
  if (b.source_file.empty()) return "";
  return b.source_line > 0 ? absl::StrCat(b.source_file, ":", b.source_line) : b.source_file;
}

// The hover text of a buffer's row: one escaped line per field, joined by
// a newline reference (a title attribute shows it as a line break).
std::string RowTitle(const BufferEntry& b) {
  std::vector<std::string> lines = {absl::StrCat("instruction: %", b.instruction),
                                    absl::StrCat("opcode: ", b.opcode)};
  if (!b.op_name.empty()) lines.push_back(absl::StrCat("op_name: ", b.op_name));
  const std::string source = SourceText(b);
  if (!source.empty()) lines.push_back(absl::StrCat("source: ", source));
  for (std::string& line : lines) line = Escape(line);
  return absl::StrJoin(lines, "&#10;");
}

std::string BufferRows(const MemoryReport& report, int32_t top) {
  std::string out;
  const size_t listed =
      std::min(report.buffers_at_peak.size(), static_cast<size_t>(std::max(top, 0)));
  for (size_t i = 0; i < listed; ++i) {
    const BufferEntry& b = report.buffers_at_peak[i];
    const std::string pads = DescribePaddedDims(b.shape);
    absl::StrAppend(&out, "<tr class=\"buffer\" title=\"", RowTitle(b), "\" data-name=\"",
                    Escape(b.name), "\" data-size-bytes=\"", b.size_bytes,
                    "\" data-unpadded-bytes=\"", b.unpadded_bytes, "\">\n<td class=\"num\">",
                    i + 1, "</td><td><code>", Escape(b.name), "</code></td><td><code>",
                    Escape(b.shape), "</code></td>", SizeCell(b.size_bytes),
                    SizeCell(b.unpadded_bytes), "<td class=\"num\">",
                    tpu::FormatExpansion(b.size_bytes, b.unpadded_bytes), "</td><td>",
                    pads.empty() ? "-" : Escape(pads), "</td><td>",
                    Escape(AllocationTypeName(b.category)), "</td></tr>\n");
    // The same fields in the page for a click (and for readers without hover).
    const std::string source = SourceText(b);
    absl::StrAppend(&out, "<tr class=\"detail\" hidden><td colspan=\"8\">instruction <code>%",
                    Escape(b.instruction), "</code> &middot; opcode <code>", Escape(b.opcode),
                    "</code> &middot; op_name <code>",
                    b.op_name.empty() ? "-" : Escape(b.op_name), "</code> &middot; source <code>",
                    source.empty() ? "-" : Escape(source), "</code>");
    if (b.live_start >= 0) {
      absl::StrAppend(&out, " &middot; live ", b.live_start, "&ndash;", b.live_end);
    }
    absl::StrAppend(&out, "</td></tr>\n");
  }
  return out;
}

std::string ModuleSection(const MemoryReport& r, size_t index, const HtmlOptions& options) {
  std::string out = absl::StrCat(
      "<section class=\"module\" id=\"module-", index, "\" data-module=\"", Escape(r.module),
      "\" data-peak-bytes=\"", r.peak_bytes, "\" data-capacity-bytes=\"", r.capacity_bytes,
      "\" data-fits=\"", r.fits ? "true" : "false", "\">\n<h2>", Escape(r.module), " ",
      Verdict(r.fits), "</h2>\n<p>Peak <strong>", Size(r.peak_bytes), "</strong> (",
      GroupThousands(r.peak_bytes), " B) of ", Size(r.capacity_bytes), " (",
      GroupThousands(r.capacity_bytes), " B) usable HBM on ", Escape(r.chip_display), ": ",
      Percent(r.peak_bytes, r.capacity_bytes), " used, ");
  if (r.fits) {
    absl::StrAppend(&out, Size(r.capacity_bytes - r.peak_bytes), " to spare.</p>\n");
  } else {
    absl::StrAppend(&out, "over by ", Size(r.peak_bytes - r.capacity_bytes), ".</p>\n");
  }

  absl::StrAppend(&out, "<h3>HBM over program order</h3>\n");

  if (r.timeline.empty()) {
    absl::StrAppend(&out, "<p class=\"muted\">No program points.</p>\n");
  } else {
    html::ByteChart chart;
    chart.id = absl::StrCat("heap-", index);
    chart.description = absl::StrCat("HBM in use over program order for ", r.module);
    chart.x_label = absl::StrCat("program point (", r.program_points, ", ", r.scheduler,
                                 " schedule)");
    html::ChartSeries padded{"padded (TPU layout)", "padded", {}, false};
    html::ChartSeries unpadded{"unpadded (the data)", "unpadded", {}, false};
    for (const TimelinePoint& p : r.timeline) {
      chart.x.push_back(p.time);
      padded.bytes.push_back(p.bytes);
      unpadded.bytes.push_back(p.unpadded_bytes);
    }
    chart.series = {std::move(padded), std::move(unpadded)};
    chart.capacity_bytes = r.capacity_bytes;
    // Without a heap in HBM (every temporary in VMEM) the report has no
    // peak time; the curve's first highest point stands for it.
    const TimelinePoint* at = &r.timeline.front();
    if (r.peak_time >= 0 && r.peak_time < static_cast<int32_t>(r.timeline.size())) {
      at = &r.timeline[r.peak_time];
    } else {
      for (const TimelinePoint& p : r.timeline) {
        if (p.bytes > at->bytes) at = &p;
      }
    }
    chart.mark = html::ChartMark{at->time, at->bytes,
                                 absl::StrCat("peak ", Size(at->bytes), " at %", at->instruction)};
    absl::StrAppend(&out, html::RenderByteChart(chart),
                    "<p class=\"muted\">Static allocations plus the heap live at each point. "
                    "The reported peak adds the temp allocation's fragmentation (",
                    Size(r.fragmentation_bytes), ") and scoped memory (", Size(r.scoped_bytes),
                    ").</p>\n");
  }

  const size_t total = r.buffers_at_peak.size();
  const size_t listed = std::min(total, static_cast<size_t>(std::max(options.top, 0)));
  absl::StrAppend(&out, "<h3>Buffers live at the peak</h3>\n<p class=\"muted\">", listed, " of ",
                  total, ", largest padded size first",
                  listed < total ? " (--top N lists more)" : "",
                  ". Hover a row for its instruction, op_name and source line; click it to show "
                  "them.</p>\n<table class=\"buffers\">\n<tr><th class=\"num\">#</th><th>buffer"
                  "</th><th>shape</th><th class=\"num\">padded</th><th class=\"num\">unpadded</th>"
                  "<th class=\"num\">expansion</th><th>padded dims</th><th>kind</th></tr>\n",
                  BufferRows(r, options.top), "</table>\n");
  // XLA:TPU's OOM-report breakdown (memory_report.h).
  absl::StrAppend(&out, "<h3>Where the peak goes</h3>\n<table class=\"breakdown\">\n<tr><th>HBM"
                        "</th><th class=\"num\">size</th></tr>\n");
  const std::pair<const char*, int64_t> rows[] = {
      {"arguments", r.argument_bytes},
      {"outputs", r.output_bytes},
      {"outputs aliased to arguments", r.alias_bytes},
      {"HLO temp", r.temp_bytes},
      {"constants and thread-local", r.global_bytes},
      {"scoped", r.scoped_bytes},
      {"program", r.program_bytes},
      {"peak (program + arguments)", r.peak_bytes},
      {"unpadded at the peak", r.peak_unpadded_bytes},
  };
  for (const auto& [name, bytes] : rows) {
    absl::StrAppend(&out, "<tr><td>", name, "</td>", SizeCell(bytes), "</tr>\n");
  }
  absl::StrAppend(&out, "</table>\n</section>\n");
  return out;
}

}  // namespace

std::string DescribePaddedDims(absl::string_view shape) {
  absl::StatusOr<hlo::Shape> parsed = hlo::ParseShape(shape);
  if (!parsed.ok()) return "";
  std::vector<std::string> parts;
  for (const tpu::DimPadding& d : tpu::PaddedDims(*parsed)) {
    parts.push_back(absl::StrCat(d.dim < 0 ? "rows" : absl::StrCat("dim ", d.dim), ": ", d.size,
                                 "\u2192", d.padded_size));
  }
  return absl::StrJoin(parts, ", ");
}

std::string RenderMemoryHtml(const std::vector<MemoryReport>& reports,
                             const HtmlOptions& options) {
  int64_t not_fitting = 0;
  for (const MemoryReport& r : reports) not_fitting += r.fits ? 0 : 1;
  std::string title;
  std::string chip = reports.empty() ? "" : reports.front().chip_display;
  if (reports.size() == 1) {
    const MemoryReport& r = reports.front();
    title = absl::StrCat(r.module, " on ", chip, ": ", r.fits ? "fits" : "does not fit", " (peak ",
                         Size(r.peak_bytes), " of ", Size(r.capacity_bytes), ")");
  } else {
    title = absl::StrCat(options.file, " on ", chip, ": ", reports.size(), " modules, ",
                         not_fitting == 0 ? "all fit"
                                          : absl::StrCat(not_fitting, " do not fit"));
  }
  std::string out = absl::StrCat(html::PageStart(absl::StrCat("tpusim memory: ", title)),
                                 "<h1>", Escape(title), "</h1>\n<p class=\"muted\">",
                                 Escape(options.file), " &middot; ", Escape(chip),
                                 " &middot; predicted by tpusim memory before anything runs</p>\n");
  if (reports.size() > 1) {
    absl::StrAppend(&out, "<table class=\"modules\">\n<tr><th>module</th><th>verdict</th>"
                          "<th class=\"num\">peak</th><th class=\"num\">usable HBM</th></tr>\n");
    for (size_t i = 0; i < reports.size(); ++i) {
      const MemoryReport& r = reports[i];
      absl::StrAppend(&out, "<tr><td><a href=\"#module-", i, "\">", Escape(r.module),
                      "</a></td><td>", Verdict(r.fits), "</td>", SizeCell(r.peak_bytes),
                      SizeCell(r.capacity_bytes), "</tr>\n");
    }
    absl::StrAppend(&out, "</table>\n");
  }
  for (size_t i = 0; i < reports.size(); ++i) {
    absl::StrAppend(&out, ModuleSection(reports[i], i, options));
  }
  absl::StrAppend(&out, "<p class=\"muted\">Sizes as XLA:TPU prints them (K = 1024 B). Padded: "
                        "with the TPU's tiled layout; unpadded: the data itself. Expansion: "
                        "padded / unpadded.</p>\n",
                  html::PageEnd());
  return out;
}

std::string RenderFitHtml(const FitResult& fit, const FitHtmlOptions& options) {
  std::optional<int64_t> best_peak;
  for (const FitPoint& p : fit.points) {
    if (fit.max_fitting && p.value == *fit.max_fitting) best_peak = p.peak_bytes;
  }
  const std::string title =
      fit.max_fitting
          ? absl::StrCat(options.module, ": largest ", options.varied, " that fits on ",
                         options.chip, ": ", *fit.max_fitting)
          : absl::StrCat(options.module, ": no ", options.varied, " in ", options.lo, "..",
                         options.hi, " fits on ", options.chip);
  std::string out = absl::StrCat(
      html::PageStart(absl::StrCat("tpusim fit: ", title)), "<h1>", Escape(title), " ",
      Verdict(fit.max_fitting.has_value()), "</h1>\n<p class=\"muted\">", Escape(options.file),
      " &middot; ", Escape(options.chip), " &middot; usable HBM ", Size(fit.capacity_bytes), " (",
      GroupThousands(fit.capacity_bytes), " B) &middot; ", Escape(options.varied), " = ",
      options.lo, "..", options.hi, " step ", options.step, ", ", fit.tied_dims,
      " dims re-sized with it</p>\n<section class=\"fit\" data-varied=\"",
      Escape(options.varied), "\" data-capacity-bytes=\"", fit.capacity_bytes,
      "\" data-max-fitting=\"", fit.max_fitting ? absl::StrCat(*fit.max_fitting) : "", "\">\n");
  if (fit.max_fitting && best_peak) {
    absl::StrAppend(&out, "<p>At ", Escape(options.varied), " = <strong>", *fit.max_fitting,
                    "</strong> the peak is ", Size(*best_peak), " (", GroupThousands(*best_peak),
                    " B), ", Percent(*best_peak, fit.capacity_bytes), " of usable HBM.</p>\n");
  }
  const std::optional<int64_t>& compiling = fit.max_fitting_with_rematerialization;
  if (compiling && compiling != fit.max_fitting) {
    absl::StrAppend(&out, "<p>Once XLA rematerializes (recomputes values to fit), the largest ",
                    Escape(options.varied), " it compiles is <strong>", *compiling,
                    "</strong>.</p>\n");
  }
  if (!fit.monotonic) {
    absl::StrAppend(&out, "<p><strong>The peak is not monotonic</strong> in ",
                    Escape(options.varied),
                    " at the points below; the bisection's answer may not be the largest.</p>\n");
  }

  html::ByteChart chart;
  chart.id = "fit-curve";
  chart.description = absl::StrCat("Peak HBM per value of ", options.varied);
  chart.x_label = options.varied;
  html::ChartSeries peak{"peak HBM", "peak", {}, true};
  for (const FitPoint& p : fit.points) {
    chart.x.push_back(p.value);
    peak.bytes.push_back(p.peak_bytes);
  }
  chart.series = {std::move(peak)};
  // The peak XLA's rematerialization is predicted to reach, where it plans
  // one: a second line under the first.
  bool any_rematerialized = false;
  html::ChartSeries rematerialized{"peak after rematerialization", "unpadded", {}, true};
  for (const FitPoint& p : fit.points) {
    any_rematerialized |= p.rematerialized_peak_bytes > 0;
    rematerialized.bytes.push_back(p.rematerialized_peak_bytes > 0 ? p.rematerialized_peak_bytes
                                                                   : p.peak_bytes);
  }
  if (any_rematerialized) chart.series.push_back(std::move(rematerialized));
  chart.capacity_bytes = fit.capacity_bytes;
  if (fit.max_fitting && best_peak) {
    chart.mark = html::ChartMark{
        *fit.max_fitting, *best_peak,
        absl::StrCat("largest that fits: ", *fit.max_fitting, " (", Size(*best_peak), ")")};
  }
  absl::StrAppend(&out, html::RenderByteChart(chart),
                  "<h3>Evaluated points</h3>\n<table class=\"points\">\n<tr><th class=\"num\">",
                  Escape(options.varied),
                  "</th><th class=\"num\">peak</th><th class=\"num\">of usable</th><th>fits</th>"
                  "</tr>\n");
  for (const FitPoint& p : fit.points) {
    const bool best = fit.max_fitting && p.value == *fit.max_fitting;
    absl::StrAppend(&out, "<tr class=\"point", p.fits ? "" : " over", best ? " best" : "",
                    "\" data-value=\"", p.value, "\" data-peak-bytes=\"", p.peak_bytes,
                    "\"><td class=\"num\">", best ? "<strong>" : "", p.value,
                    best ? "</strong>" : "", "</td>", SizeCell(p.peak_bytes),
                    "<td class=\"num\">", Percent(p.peak_bytes, fit.capacity_bytes),
                    "</td><td>",
                    p.fits                          ? "yes"
                    : p.fits_with_rematerialization ? "only with rematerialization"
                                                    : "no",
                    "</td></tr>\n");
  }
  absl::StrAppend(&out, "</table>\n</section>\n<p class=\"muted\">Each point re-sizes ",
                  Escape(options.varied),
                  " and every dim tied to it, then runs the compiler model and the memory "
                  "analysis; bisection over the range. Sizes as XLA:TPU prints them (K = "
                  "1024 B).</p>\n",
                  html::PageEnd());
  return out;
}

}  // namespace tpusim::memory
