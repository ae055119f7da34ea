// tpusim fit FILE --chip NAME --vary NAME=LO..HI[:STEP] [--format text|json|html]
//                 [--json] [--module M]
//
// The largest value of one dim (a batch, a sequence length, a hidden size)
// for which the program fits the chip's HBM: the program is imported once,
// the dim and everything tied to it re-sized per point (hlo/ir/
// dim_refinement.h), and each point goes through the compiler model and the
// memory analysis `tpusim memory` runs. Bisection over the LO..HI grid,
// checked for monotonicity at evenly spaced samples. Exit 0 when some value
// fits, 1 when none does, 2 on bad input. See docs/fit.md.
#include <algorithm>
#include <chrono>
#include <iostream>
#include <optional>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "hlo/base/status_macros.h"
#include "hlo/ir/dim_refinement.h"
#include "hlo/ir/unbound_dims.h"
#include "memory/fit_search.h"
#include "memory/report_html.h"
#include "tools/cli.h"
#include "tools/mesh_options.h"
#include "tpu_model/shape_size.h"

namespace tpusim::cli {
namespace {

struct FitOptions {
  std::string file;
  ChipOptions chip;
  MeshOptions mesh;
  InputOptions input;
  std::vector<std::string> vary;
  std::string module;
  bool json = false;
  std::string format = "text";
  bool as_written = false;
};

struct Range {
  std::string key;   // As written: ARG.DIM / NAME.DIM keys, or a dim symbol.
  std::string dims;  // The ARG.DIM / NAME.DIM keys it re-sizes.
  int64_t lo = 0;
  int64_t hi = 0;
  int64_t step = 1;
};

absl::StatusOr<Range> ParseRange(absl::string_view text) {
  TPUSIM_ASSIGN_OR_RETURN(auto key_value, SplitVary(text));
  Range range;
  range.key = key_value.first;
  range.dims = range.key;
  std::string values = key_value.second;
  const size_t colon = values.find(':');
  bool ok = true;
  if (colon != std::string::npos) {
    ok = absl::SimpleAtoi(values.substr(colon + 1), &range.step) && range.step > 0;
    values = values.substr(0, colon);
  }
  std::vector<std::string> ends = absl::StrSplit(values, absl::MaxSplits("..", 1));
  ok = ok && ends.size() == 2 && absl::SimpleAtoi(ends[0], &range.lo) &&
       absl::SimpleAtoi(ends[1], &range.hi) && range.lo > 0 && range.hi >= range.lo;
  if (!ok) {
    return absl::InvalidArgumentError(absl::StrCat(
        "--vary ", text, ": expected NAME=LO..HI or NAME=LO..HI:STEP with 0 < LO <= HI"));
  }
  return range;
}

// JAX names the symbolic dims of a shape-polymorphic export (`b`, kept on
// the entry parameters as `dim_symbols`, hlo/ir/unbound_dims.h); a --vary
// key without a '.' is such a name. The ARG.DIM keys of the dims it names,
// read from `module` as imported with its `?` dims.
absl::StatusOr<std::string> SymbolDims(const hlo::Module& module, const std::string& symbol) {
  std::vector<std::string> keys;
  std::vector<std::string> known;
  const hlo::Computation& entry = *module.entry();
  for (int64_t p = 0; p < static_cast<int64_t>(entry.parameters().size()); ++p) {
    const std::vector<std::string> symbols = hlo::ParameterDimSymbols(*entry.parameter(p));
    for (size_t d = 0; d < symbols.size(); ++d) {
      if (symbols[d].empty()) continue;
      if (symbols[d] == symbol) keys.push_back(absl::StrCat(p, ".", d));
      if (std::find(known.begin(), known.end(), symbols[d]) == known.end()) {
        known.push_back(symbols[d]);
      }
    }
  }
  if (keys.empty()) {
    return absl::InvalidArgumentError(absl::StrCat(
        "--vary ", symbol, ": no symbolic dim of the program is named ", symbol,
        known.empty() ? std::string(" (it names none)")
                      : absl::StrCat(" (its symbols: ", absl::StrJoin(known, ", "), ")"),
        "; keys are ARG.DIM, NAME.DIM or a dim symbol"));
  }
  return absl::StrJoin(keys, ",");
}

// Two --vary names: for each value of the first (on its grid, at most 32
// evenly spaced), the largest value of the second that fits.
int RunFrontier(FitOptions& options, const tpu::ChipSpec& chip, hlo::Module* module,
                const Range& outer, const Range& inner) {
  if (options.format == "html") {
    return ReportError(absl::InvalidArgumentError(
        "--format html plots one varied dim; use text or json with two --vary"));
  }
  memory::FrontierRequest request;
  request.outer_lo = outer.lo;
  request.outer_hi = outer.hi;
  request.outer_step = outer.step;
  request.inner_lo = inner.lo;
  request.inner_hi = inner.hi;
  request.inner_step = inner.step;
  request.as_written = options.as_written;
  absl::StatusOr<std::vector<hlo::DimBinding>> outer_bindings =
      hlo::ResolveDimKeys(*module, outer.dims, outer.lo);
  if (!outer_bindings.ok()) return ReportError(outer_bindings.status());
  absl::StatusOr<std::vector<hlo::DimBinding>> inner_bindings =
      hlo::ResolveDimKeys(*module, inner.dims, inner.lo);
  if (!inner_bindings.ok()) return ReportError(inner_bindings.status());
  request.outer = *std::move(outer_bindings);
  request.inner = *std::move(inner_bindings);
  const auto start = std::chrono::steady_clock::now();
  if (!options.input.quiet) {
    request.progress = [&](int64_t value, const memory::FitResult& fit) {
      std::cerr << absl::StrFormat(
          "tpusim fit: [%.1f s] %s=%d: largest %s %s\n",
          SecondsSince(start), outer.key, value, inner.key,
          fit.max_fitting.has_value() ? absl::StrCat(*fit.max_fitting) : "none");
    };
  }
  absl::StatusOr<memory::FrontierResult> frontier = memory::FindFrontier(module, chip, request);
  if (!frontier.ok()) {
    return ReportError(absl::Status(frontier.status().code(),
                                    absl::StrCat(options.file, ": ", outer.key, ", ", inner.key,
                                                 " ", frontier.status().message())));
  }
  if (options.format == "json") {
    PrintJson(memory::FrontierResultToJson(
        *frontier, {options.file, module->name(), chip.name, outer.key, outer.lo, outer.hi,
                    outer.step},
        {options.file, module->name(), chip.name, inner.key, inner.lo, inner.hi, inner.step}));
  } else {
    std::cout << absl::StrFormat("%-12s %-14s %14s\n", outer.key, "largest " + inner.key,
                                 "peak");
    for (const memory::FrontierPoint& p : frontier->points) {
      std::cout << absl::StrFormat(
          "%-12d %-14s %14s\n", p.outer,
          p.inner_max.has_value() ? absl::StrCat(*p.inner_max) : std::string("none fits"),
          tpu::FormatXlaSize(p.peak_bytes));
    }
    std::cout << absl::StrFormat("Frontier on %s (%s usable): the largest %s that fits beside "
                                 "each %s.\n",
                                 chip.display_name, tpu::FormatXlaSize(frontier->capacity_bytes),
                                 inner.key, outer.key);
    if (!frontier->monotonic) {
      std::cout << "Note: the largest " << inner.key << " does not shrink monotonically as "
                << outer.key << " grows.\n";
    }
  }
  const bool any_fits = std::any_of(frontier->points.begin(), frontier->points.end(),
                                    [](const memory::FrontierPoint& p) {
                                      return p.inner_max.has_value();
                                    });
  return any_fits ? kExitOk : kExitCheckFailed;
}

int Run(FitOptions& options) {
  if (options.json) options.format = "json";
  if (options.vary.empty() || options.vary.size() > 2) {
    return ReportError(absl::InvalidArgumentError(
        "fit takes one --vary (the largest value that fits) or two (the frontier)"));
  }
  absl::StatusOr<Range> range = ParseRange(options.vary.front());
  if (!range.ok()) return ReportError(range.status());
  std::optional<Range> second;
  if (options.vary.size() == 2) {
    absl::StatusOr<Range> parsed = ParseRange(options.vary.back());
    if (!parsed.ok()) return ReportError(parsed.status());
    second = *std::move(parsed);
  }
  absl::StatusOr<const tpu::ChipSpec*> chip = ResolveChipAndMesh(&options.chip, &options.mesh);
  if (!chip.ok()) return ReportError(chip.status());
  // A varied dim symbol: find its dims in the program as exported, then
  // import it with the symbol bound to the range's low end.
  std::vector<Range*> symbols;
  for (Range* r : {&*range, second.has_value() ? &*second : nullptr}) {
    if (r != nullptr && r->key.find('.') == std::string::npos) symbols.push_back(r);
  }
  if (!symbols.empty()) {
    InputOptions as_exported = options.input;
    as_exported.bind_dims.clear();
    auto unbound = LoadModules(options.file, as_exported);
    if (!unbound.ok()) return ReportError(unbound.status());
    auto chosen = SelectModules(*unbound, options.module);
    if (!chosen.ok()) return ReportError(chosen.status());
    if (chosen->empty()) {
      return ReportError(absl::InvalidArgumentError(absl::StrCat(options.file, ": no module")));
    }
    for (Range* r : symbols) {
      absl::StatusOr<std::string> dims = SymbolDims(*chosen->front(), r->key);
      if (!dims.ok()) {
        return ReportError(absl::Status(dims.status().code(),
                                        absl::StrCat(options.file, ": ", dims.status().message())));
      }
      r->dims = *std::move(dims);
      options.input.bind_dims.push_back(absl::StrCat(r->key, "=", r->lo));
    }
  }
  auto modules = LoadModules(options.file, options.input);
  if (!modules.ok()) return ReportError(modules.status());
  auto meshes = ApplyMeshToModules(options.mesh, *modules);
  if (!meshes.ok()) return ReportError(meshes.status());
  auto selected = SelectModules(*modules, options.module);
  if (!selected.ok()) return ReportError(selected.status());
  if (selected->empty()) {
    return ReportError(absl::InvalidArgumentError(absl::StrCat(options.file, ": no module")));
  }
  hlo::Module* module = selected->front();
  if (absl::Status sized = hlo::RequireStaticDims(*module); !sized.ok()) {
    return ReportError(absl::Status(sized.code(), absl::StrCat(options.file, ": ", sized.message())));
  }
  if (second.has_value()) return RunFrontier(options, **chip, module, *range, *second);
  // Several dims that are one quantity (the sequence of q, k and v) vary
  // together: "0.1,1.1,2.1=...".
  memory::FitRequest request;
  request.lo = range->lo;
  request.hi = range->hi;
  request.step = range->step;
  request.as_written = options.as_written;
  absl::StatusOr<std::vector<hlo::DimBinding>> bindings =
      hlo::ResolveDimKeys(*module, range->dims, range->lo);
  if (!bindings.ok()) return ReportError(bindings.status());
  request.bindings = *std::move(bindings);
  // Progress for long sweeps (a 32k-instruction train step takes about
  // 0.4 s a point): the point's number and the time since the sweep began.
  const auto start = std::chrono::steady_clock::now();
  int64_t evaluated = 0;
  if (!options.input.quiet) {
    request.progress = [&](const memory::FitPoint& point) {
      std::cerr << absl::StrFormat("tpusim fit: [%d, %.1f s] %s=%d: peak %s, %s\n", ++evaluated,
                                   SecondsSince(start), range->key,
                                   point.value, tpu::FormatXlaSize(point.peak_bytes),
                                   point.fits                          ? "fits"
                                   : point.fits_with_rematerialization ? "fits with remat"
                                                                       : "does not fit");
    };
  }
  absl::StatusOr<memory::FitResult> fit = memory::FindLargestFitting(module, **chip, request);
  if (!fit.ok()) {
    return ReportError(absl::Status(fit.status().code(),
                                    absl::StrCat(options.file, ": ", range->key, " ",
                                                 fit.status().message())));
  }
  const std::optional<int64_t>& best = fit->max_fitting;
  const auto peak_at = [&](int64_t value) {
    for (const memory::FitPoint& p : fit->points) {
      if (p.value == value) return p.peak_bytes;
    }
    return int64_t{0};
  };

  if (options.format == "html") {
    memory::FitHtmlOptions html;
    html.file = options.file;
    html.module = module->name();
    html.chip = (*chip)->display_name;
    html.varied = range->key;
    html.lo = range->lo;
    html.hi = range->hi;
    html.step = range->step;
    std::cout << memory::RenderFitHtml(*fit, html);
  } else if (options.format == "json") {
    PrintJson(memory::FitResultToJson(
        *fit, {options.file, module->name(), (*chip)->name, range->key, range->lo, range->hi,
               range->step}));
  } else {
    // A point over the capacity that XLA is predicted to bring under it by
    // rematerializing says so, with the peak it then reaches.
    std::cout << absl::StrFormat("%-12s %14s  %s\n", range->key, "peak", "fits");
    for (const memory::FitPoint& point : fit->points) {
      std::cout << absl::StrFormat(
          "%-12d %14s  %s\n", point.value, tpu::FormatXlaSize(point.peak_bytes),
          point.fits ? "yes"
          : point.fits_with_rematerialization
              ? absl::StrCat("only with rematerialization (peak ",
                             tpu::FormatXlaSize(point.rematerialized_peak_bytes), ")")
              : "no");
    }
    if (best.has_value()) {
      std::cout << absl::StrFormat(
          "Largest %s that fits on %s: %d (peak %s of %s usable; %d dims re-sized with it)\n",
          range->key, (*chip)->display_name, *best,
          tpu::FormatXlaSize(peak_at(*best)), tpu::FormatXlaSize(fit->capacity_bytes),
          fit->tied_dims);
    } else {
      std::cout << absl::StrFormat("No %s in %d..%d fits on %s.\n", range->key, range->lo,
                                   range->hi, (*chip)->display_name);
    }
    const std::optional<int64_t>& compiling = fit->max_fitting_with_rematerialization;
    if (compiling.has_value() && compiling != best) {
      std::cout << absl::StrFormat(
          "Largest %s that fits with rematerialization: %d (XLA recomputes values to fit; "
          "see `tpusim memory` at that value for which)\n",
          range->key, *compiling);
    }
    if (fit->padding.has_value()) {
      const memory::FitPadding& p = *fit->padding;
      const double more = p.peak_bytes > 0 ? 100.0 * static_cast<double>(p.aligned_peak_bytes -
                                                                         p.peak_bytes) /
                                                 static_cast<double>(p.peak_bytes)
                                           : 0.0;
      std::cout << absl::StrFormat(
          "Padding: at %d, %d HBM %s a dim of that size to %d (%s of padding); %d "
          "costs %+.1f%% HBM (peak %s) and %s.\n",
          p.value, p.buffers, p.buffers == 1 ? "value pads" : "values pad", p.aligned_value, tpu::FormatXlaSize(p.padding_bytes),
          p.aligned_value, more, tpu::FormatXlaSize(p.aligned_peak_bytes),
          p.aligned_fits ? "fits" : "does not fit");
    }
    if (!fit->monotonic) {
      std::cout << "Note: the peak is not monotonic in " << range->key
                << " at the points above; the bisection's answer may not be the largest.\n";
    }
  }
  return best.has_value() ? kExitOk : kExitCheckFailed;
}

Runner SetUp(CLI::App* app) {
  auto options = std::make_shared<FitOptions>();
  app->add_option("FILE", options->file,
                  "HLO text, HloProto (binary/text) or StableHLO/MHLO file")
      ->required();
  AddChipOptions(app, &options->chip, /*required=*/true);
  AddMeshOptions(app, &options->mesh);
  app->add_option("--vary", options->vary,
                  "The dim to vary and its range: ARG.DIM=LO..HI[:STEP] or NAME.DIM=...; "
                  "several dims that vary together joined by commas (0.1,1.1=...); every "
                  "dim tied to them follows. Twice: the frontier (the largest second value "
                  "that fits beside each first value)")
      ->required();
  app->add_option("--format", options->format,
                  "text: a table and the answer; json: max_fitting and every point; html: one "
                  "self-contained page with the curve")
      ->check(CLI::IsMember({"text", "json", "html"}));
  app->add_flag("--json", options->json, "Same as --format json");
  app->add_option("--module", options->module,
                  "Module to fit when the file holds several (name or 0-based index; default: the "
                  "first)");
  app->add_flag("--as-written", options->as_written,
                "Size the program as written, without the compiler model");
  // The input options but --vary, which is the range here.
  app->add_option("--bind-dim", options->input.bind_dims,
                  "Size for an unbounded (?) MLIR dim: NAME_OR_INDEX=N (repeatable)");
  app->add_flag("--quiet,-q", options->input.quiet, "No progress lines on stderr");
  return [options] { return Run(*options); };
}

}  // namespace
}  // namespace tpusim::cli

TPUSIM_REGISTER_COMMAND(fit, "Find the largest value of a dim (batch, sequence) that fits",
                        tpusim::cli::SetUp);
