// fit_bench: speed of `tpusim fit`'s sweeps (issue 14: a 64-point sweep of
// the 32k-instruction Llama 3.1 8B train step in under 5 s on one core, and
// the ratio to XLA:TPU compiling the same 64 configurations).
//
//   fit_bench [--points=N] [--chip=NAME] [--vary=KEY] [--lo=V] [--step=V]
//             [--stages] [FILE]
//
// Default input: $TPUSIM_SHARED_DIR or ../shared,
// corpus/hlo/hlo_llama31_8b_bf16_1x8.hlo, varying the sequence length of
// the token arguments (param.3.1, tied to every dim of that size) over
// 256..16384:256: 64 points, crossing v5p's capacity near 13.3k. Skips
// with a message when the file is absent.
//
// Prints the thread CPU time of importing once, then of two sweeps from the
// imported module with the work a sweep shares (memory/fit_search.h):
// every point of the grid, and the points `tpusim fit`'s search evaluates
// on it (bisection, monotonicity samples, padding view); points per
// second, and beside each XLA:TPU's time for the same 64 configurations:
// measured on a program of the module's size where bench/data has one
// (SameSizeXlaFigure), and the lower bound from the oracle's smaller train
// steps (XlaCompileSeconds). --stages also times one point's
// stages without any reuse (refinement, compiler model, each memory
// analysis stage, report), the per-point profile docs/fit.md quotes.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/match.h"
#include "nlohmann/json.hpp"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "bench/bench_support.h"
#include "hlo/base/allocator_tuning.h"
#include "hlo/ir/dim_refinement.h"
#include "hlo/text/hlo_parser.h"
#include "memory/fit_search.h"
#include "memory/memory_analysis.h"
#include "memory/memory_report.h"
#include "tpu_model/chip.h"
#include "tpu_model/compiler/compiler.h"

namespace {

using tpusim::bench::ThreadCpuSeconds;

struct Stages {
  std::vector<std::pair<std::string, double>> seconds;
  void Add(const std::string& name, double s) {
    for (auto& [n, total] : seconds) {
      if (n == name) {
        total += s;
        return;
      }
    }
    seconds.push_back({name, s});
  }
};

// One point the way `tpusim memory --vary` computes it, stage by stage.
bool TimeStages(tpusim::hlo::Module* module, tpusim::hlo::DimRefiner* refiner,
                const std::vector<tpusim::hlo::DimBinding>& bindings,
                const tpusim::tpu::ChipSpec& chip, Stages* stages) {
  double last = ThreadCpuSeconds();
  const auto lap = [&](const std::string& name) {
    const double now = ThreadCpuSeconds();
    stages->Add(name, now - last);
    last = now;
  };
  if (!refiner->Apply(bindings).ok()) return false;
  lap("refine + verify");
  auto compiled = tpusim::tpu::compiler::CompileForTpu(*module, chip);
  if (!compiled.ok()) return false;
  lap("compiler model");
  tpusim::memory::MemoryAnalysisOptions options;
  std::string current;
  options.progress = [&](absl::string_view stage) {
    if (!current.empty()) lap(current);
    last = ThreadCpuSeconds();
    current = std::string(stage);
  };
  auto analysis = tpusim::memory::MemoryAnalysis::Run(*compiled->module, chip, options);
  if (!analysis.ok()) return false;
  lap(current);
  tpusim::memory::ReportOptions report_options;
  report_options.include_buffers = false;
  report_options.include_timeline = false;
  report_options.include_peak_buffers = false;  // As fit_search.cc asks.
  auto report = tpusim::memory::BuildMemoryReport(**analysis, report_options);
  lap("report");
  analysis->reset();
  lap("free the analysis");
  compiled->module.reset();
  lap("free the compiled module");
  return report.ok();
}


double WallSeconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

// XLA:TPU's compile time per configuration. Not measured on this module:
// libtpu compiles JAX programs for a TPU topology on this machine
// (tools/oracle), but this dump is HLO text, which the oracle's jaxlib
// cannot read back. The figure is the compile_seconds the oracle recorded
// for its decoder train steps (test/data/oracle/manifest.json, family
// decoder_train: the median of its ok cases), programs of 1.4-1.6k
// instructions, about 20x smaller than this module; XLA's compile time
// grows with the program, so the ratio printed is a lower bound.
struct XlaFigure {
  double seconds = 0;
  int cases = 0;
  std::string source;
};

// XLA:TPU's compile time measured on a program of this module's size:
// bench/data/xla_compile_seconds.json (tools/oracle/time_compile.py times
// the oracle's decoder train step at several depths). The run whose
// pre-optimization instruction count is nearest `instructions`, when it is
// within 25% of it; else nothing.
struct SameSizeFigure {
  double seconds = 0;
  int64_t instructions = 0;
  int64_t layers = 0;
  std::string note;
};

std::optional<SameSizeFigure> SameSizeXlaFigure(int64_t instructions) {
  const std::string path = std::string(TPUSIM_SOURCE_DIR) + "/bench/data/xla_compile_seconds.json";
  const std::string text = tpusim::bench::ReadFile(path);
  if (text.empty() || !nlohmann::json::accept(text)) return std::nullopt;
  const nlohmann::json data = nlohmann::json::parse(text);
  std::optional<SameSizeFigure> best;
  for (const nlohmann::json& run : data.value("runs", nlohmann::json::array())) {
    const int64_t n = run.value("instructions_before", int64_t{0});
    const double seconds = run.value("compile_seconds", 0.0);
    if (n <= 0 || seconds <= 0) continue;
    if (!best.has_value() ||
        std::llabs(n - instructions) < std::llabs(best->instructions - instructions)) {
      best = SameSizeFigure{seconds, n, run.value("layers", int64_t{0}), data.value("note", "")};
    }
  }
  if (!best.has_value() || std::llabs(best->instructions - instructions) * 4 > instructions) {
    return std::nullopt;
  }
  return best;
}

XlaFigure XlaCompileSeconds() {
  XlaFigure figure;
  const std::string path = std::string(TPUSIM_SOURCE_DIR) + "/test/data/oracle/manifest.json";
  const std::string text = tpusim::bench::ReadFile(path);
  if (text.empty() || !nlohmann::json::accept(text)) return figure;
  const nlohmann::json manifest = nlohmann::json::parse(text);
  std::vector<double> seconds;
  for (const nlohmann::json& c : manifest.value("cases", nlohmann::json::array())) {
    if (c.value("family", "") != "decoder_train" || c.value("status", "") != "ok") continue;
    if (!c.contains("compile_seconds") || !c["compile_seconds"].is_number()) continue;
    seconds.push_back(c["compile_seconds"].get<double>());
  }
  if (seconds.empty()) return figure;
  std::sort(seconds.begin(), seconds.end());
  const size_t n = seconds.size();
  figure.seconds = n % 2 == 1 ? seconds[n / 2] : (seconds[n / 2 - 1] + seconds[n / 2]) / 2;
  figure.cases = static_cast<int>(n);
  figure.source = "test/data/oracle/manifest.json";
  return figure;
}

struct SweepTiming {
  double cpu = 0;
  double wall = 0;
  int64_t evaluated = 0;
  std::optional<int64_t> max_fitting;
};

// One sweep as `tpusim fit` runs it, from the imported module: the refiner
// is built, then every point the search asks for is evaluated.
bool TimeSweep(tpusim::hlo::Module* module, const tpusim::tpu::ChipSpec& chip,
               tpusim::memory::FitRequest request, SweepTiming* timing) {
  const double cpu0 = ThreadCpuSeconds(), wall0 = WallSeconds();
  auto fit = tpusim::memory::FindLargestFitting(module, chip, request);
  timing->cpu = ThreadCpuSeconds() - cpu0;
  timing->wall = WallSeconds() - wall0;
  if (!fit.ok()) {
    std::fprintf(stderr, "fit_bench: %s\n", std::string(fit.status().message()).c_str());
    return false;
  }
  timing->evaluated = static_cast<int64_t>(fit->points.size());
  timing->max_fitting = fit->max_fitting;
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  std::string chip_name = "v5p";
  std::string key = "param.3.1";
  int64_t points = 64, lo = 256, step = 256;
  bool stages_wanted = false;
  std::string file;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (absl::StartsWith(arg, "--points=")) {
      points = std::atoll(arg.c_str() + 9);
    } else if (absl::StartsWith(arg, "--chip=")) {
      chip_name = arg.substr(7);
    } else if (absl::StartsWith(arg, "--vary=")) {
      key = arg.substr(7);
    } else if (absl::StartsWith(arg, "--lo=")) {
      lo = std::atoll(arg.c_str() + 5);
    } else if (absl::StartsWith(arg, "--step=")) {
      step = std::atoll(arg.c_str() + 7);
    } else if (arg == "--stages") {
      stages_wanted = true;
    } else {
      file = arg;
    }
  }
  if (file.empty()) file = tpusim::bench::SharedPath("corpus/hlo/hlo_llama31_8b_bf16_1x8.hlo");
  const std::string text = tpusim::bench::ReadFile(file);
  if (text.empty()) {
    std::printf("fit_bench: skipped, cannot read %s (set TPUSIM_SHARED_DIR)\n", file.c_str());
    return 0;
  }
  tpusim::TuneAllocatorForBatchRun();  // As tpusim itself runs.
  auto chip = tpusim::tpu::FindChip(chip_name);
  if (!chip.ok()) {
    std::fprintf(stderr, "fit_bench: %s\n", std::string(chip.status().message()).c_str());
    return 2;
  }
  double t0 = ThreadCpuSeconds();
  auto module = tpusim::hlo::ParseHloModule(text, file);
  const double import_seconds = ThreadCpuSeconds() - t0;
  if (!module.ok()) {
    std::fprintf(stderr, "fit_bench: %s\n", std::string(module.status().message()).c_str());
    return 2;
  }
  auto bindings = tpusim::hlo::ResolveDimKeys(**module, key, lo);
  if (!bindings.ok()) {
    std::fprintf(stderr, "fit_bench: %s\n", std::string(bindings.status().message()).c_str());
    return 2;
  }
  std::printf("malloc: %s\n", tpusim::bench::MallocName().c_str());
  std::printf("%s: %lld instructions, import %.3f s; %s = %lld..%lld:%lld on %s\n",
              file.c_str(), static_cast<long long>((*module)->instruction_count()),
              import_seconds, key.c_str(), static_cast<long long>(lo),
              static_cast<long long>(lo + (points - 1) * step), static_cast<long long>(step),
              (*chip)->display_name.c_str());
  {
    // Built once per sweep (and once per frontier, for all outer values).
    const double b0 = ThreadCpuSeconds();
    auto refiner = tpusim::hlo::DimRefiner::Build(module->get());
    if (!refiner.ok()) return 2;
    std::printf("DimRefiner::Build %.3f s (%lld dims tied to %s)\n", ThreadCpuSeconds() - b0,
                static_cast<long long>((*refiner)->TiedDimCount(bindings->front())), key.c_str());
  }

  if (stages_wanted) {
    auto refiner = tpusim::hlo::DimRefiner::Build(module->get());
    if (!refiner.ok()) return 2;
    Stages stages;
    const int64_t samples = 3;
    for (int64_t k = 0; k < samples; ++k) {
      for (auto& b : *bindings) b.size = lo + (points - 1) * step * k / samples;
      if (!TimeStages(module->get(), refiner->get(), *bindings, **chip, &stages)) {
        std::fprintf(stderr, "fit_bench: a point failed\n");
        return 2;
      }
    }
    (*refiner)->Restore();
    double total = 0;
    std::printf("one point without reuse (mean of %lld), thread CPU:\n",
                static_cast<long long>(samples));
    for (const auto& [name, seconds] : stages.seconds) {
      std::printf("  %-26s %7.1f ms\n", name.c_str(), seconds / samples * 1e3);
      total += seconds / samples;
    }
    std::printf("  %-26s %7.1f ms\n", "total", total * 1e3);
  }

  tpusim::memory::FitRequest request;
  request.bindings = *bindings;
  request.lo = lo;
  request.hi = lo + (points - 1) * step;
  request.step = step;
  // Every point of the grid: the monotonicity samples cover each index.
  tpusim::memory::FitRequest every = request;
  every.monotonic_samples = points;
  every.padding_view = false;
  SweepTiming all, command;
  if (!TimeSweep(module->get(), **chip, every, &all)) return 2;
  if (all.evaluated != points) {
    std::fprintf(stderr, "fit_bench: %lld points evaluated, not %lld\n",
                 static_cast<long long>(all.evaluated), static_cast<long long>(points));
    return 2;
  }
  // What `tpusim fit --vary KEY=LO..HI:STEP` evaluates: bisection, the
  // monotonicity samples and the padding view.
  if (!TimeSweep(module->get(), **chip, request, &command)) return 2;
  const XlaFigure xla = XlaCompileSeconds();
  const std::optional<SameSizeFigure> same_size =
      SameSizeXlaFigure((*module)->instruction_count());
  const auto line = [&](const char* what, const SweepTiming& t, int64_t configurations) {
    const double total = import_seconds + t.cpu;
    std::printf("%s: %lld points evaluated, %.2f s CPU (%.2f s wall) + import %.2f s = %.2f s "
                "(%.1f points/s); target < 5 s: %s\n",
                what, static_cast<long long>(t.evaluated), t.cpu, t.wall, import_seconds, total,
                t.evaluated / t.cpu, total < 5.0 ? "ok" : "SLOW");
    if (same_size.has_value()) {
      std::printf("  XLA:TPU compiling the %lld configurations, at %.1f s each (measured on a "
                  "program of this size): %.0f s -> %.0fx faster\n",
                  static_cast<long long>(configurations), same_size->seconds,
                  configurations * same_size->seconds,
                  configurations * same_size->seconds / total);
    }
    if (xla.cases > 0) {
      std::printf("  XLA:TPU compiling the %lld configurations, at the oracle's median for "
                  "smaller train steps: %.0f s (%.1f s each) -> %.0fx faster (lower bound)\n",
                  static_cast<long long>(configurations), configurations * xla.seconds,
                  xla.seconds, configurations * xla.seconds / total);
    }
  };
  line("every point of the grid", all, points);
  line("tpusim fit over the grid", command, points);
  if (same_size.has_value()) {
    std::printf("XLA:TPU figure: %.1f s is XLA:TPU compiling the oracle's decoder train step "
                "with %lld layers, %lld instructions before optimization (this module: %lld), "
                "for v5p (bench/data/xla_compile_seconds.json, tools/oracle/time_compile.py; "
                "%s). This module itself cannot be compiled: docs/fit.md. Target >= 1000x\n",
                same_size->seconds, static_cast<long long>(same_size->layers),
                static_cast<long long>(same_size->instructions),
                static_cast<long long>((*module)->instruction_count()), same_size->note.c_str());
  }
  if (xla.cases > 0) {
    std::printf("XLA:TPU lower bound: %.1f s a configuration is the "
                "median compile_seconds of the oracle's %d decoder train steps (%s), programs "
                "about 20x smaller than this one, so the ratios are lower bounds (target >= "
                "1000x)\n",
                xla.seconds, xla.cases, xla.source.c_str());
  } else {
    std::printf("XLA:TPU figure: unavailable (no test/data/oracle/manifest.json)\n");
  }
  return 0;
}
