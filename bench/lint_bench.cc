// lint_bench: how long `tpusim lint` takes on a real model.
//
//   lint_bench [--chip=NAME] [--repeat=R] [FILE.hlo ...]
//
// Default input: the shared Llama 3.1 8B train step ($TPUSIM_SHARED_DIR or
// ../shared, corpus/hlo/hlo_llama31_8b_bf16_1x8.hlo, ~32k instructions) on
// v5p. For each file it prints the parse time, the lint time (every rule,
// locating findings in the text, fingerprints, suppressions) and the text
// rendering time, best of R runs, wall and thread CPU time. Target: parse +
// lint + render under 1 s.
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "bench/bench_support.h"
#include "hlo/base/allocator_tuning.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "compat/lint.h"
#include "compat/render.h"
#include "hlo/text/hlo_parser.h"
#include "tpu_model/chip.h"

namespace {

using tpusim::bench::ThreadCpuSeconds;
using tpusim::bench::ReadFile;

using Clock = std::chrono::steady_clock;

struct Timing {
  double wall = 1e30;
  double cpu = 1e30;
  void Keep(double w, double c) {
    wall = std::min(wall, w);
    cpu = std::min(cpu, c);
  }
};

bool Run(const std::string& path, const tpusim::tpu::ChipSpec& chip, int repeat) {
  const std::string text = ReadFile(path);
  if (text.empty()) {
    std::fprintf(stderr, "lint_bench: cannot read %s\n", path.c_str());
    return false;
  }
  Timing parse, lint, render;
  size_t findings = 0;
  int64_t errors = 0, warnings = 0, notes = 0, instructions = 0;
  for (int i = 0; i < repeat; ++i) {
    Clock::time_point t0 = Clock::now();
    double c0 = ThreadCpuSeconds();
    absl::StatusOr<std::unique_ptr<tpusim::hlo::Module>> module =
        tpusim::hlo::ParseHloModule(text, path);
    parse.Keep(std::chrono::duration<double>(Clock::now() - t0).count(),
               ThreadCpuSeconds() - c0);
    if (!module.ok()) {
      std::fprintf(stderr, "%s\n", std::string(module.status().message()).c_str());
      return false;
    }
    instructions = (*module)->instruction_count();

    tpusim::compat::LintOptions options;
    options.chip = &chip;
    tpusim::compat::LintInput input;
    input.path = path;
    input.text = text;
    input.modules = {module->get()};
    t0 = Clock::now();
    c0 = ThreadCpuSeconds();
    tpusim::compat::LintReport report = tpusim::compat::Lint({input}, options);
    lint.Keep(std::chrono::duration<double>(Clock::now() - t0).count(),
              ThreadCpuSeconds() - c0);

    t0 = Clock::now();
    c0 = ThreadCpuSeconds();
    std::string rendered = tpusim::compat::RenderLintText(report);
    render.Keep(std::chrono::duration<double>(Clock::now() - t0).count(),
                ThreadCpuSeconds() - c0);
    findings = report.findings.size();
    tpusim::compat::LintCounts counts = report.Counts();
    errors = counts.errors;
    warnings = counts.warnings;
    notes = counts.notes;
  }
  const double total = parse.wall + lint.wall + render.wall;
  std::printf("%s on %s\n", path.c_str(), chip.display_name.c_str());
  std::printf("  size        %.1f MB, %lld instructions\n", text.size() / 1e6,
              static_cast<long long>(instructions));
  std::printf("  findings    %zu (%lld errors, %lld warnings, %lld notes)\n", findings,
              static_cast<long long>(errors), static_cast<long long>(warnings),
              static_cast<long long>(notes));
  std::printf("  parse       %.1f ms wall, %.1f ms CPU (best of %d)\n", parse.wall * 1e3,
              parse.cpu * 1e3, repeat);
  std::printf("  lint        %.1f ms wall, %.1f ms CPU\n", lint.wall * 1e3, lint.cpu * 1e3);
  std::printf("  render text %.1f ms wall, %.1f ms CPU\n", render.wall * 1e3,
              render.cpu * 1e3);
  std::printf("  total       %.1f ms wall (target < 1000 ms): %s\n", total * 1e3,
              total < 1.0 ? "ok" : "SLOW");
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  std::string chip_name = "v5p";
  int repeat = 3;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (absl::StartsWith(arg, "--chip=")) {
      chip_name = arg.substr(7);
    } else if (absl::StartsWith(arg, "--repeat=")) {
      if (!absl::SimpleAtoi(arg.substr(9), &repeat) || repeat < 1) {
        std::fprintf(stderr, "lint_bench: bad %s\n", arg.c_str());
        return 2;
      }
    } else {
      files.push_back(arg);
    }
  }
  tpusim::ReexecWithHugePages(argc, argv);  // As tpusim decides.
  tpusim::TuneAllocatorForBatchRun();  // As tpusim itself runs.
  absl::StatusOr<const tpusim::tpu::ChipSpec*> chip = tpusim::tpu::FindChip(chip_name);
  if (!chip.ok()) {
    std::fprintf(stderr, "lint_bench: %s\n", std::string(chip.status().message()).c_str());
    return 2;
  }
  if (files.empty()) {
    const char* shared = std::getenv("TPUSIM_SHARED_DIR");
    files.push_back(std::string(shared != nullptr ? shared : "../shared") +
                    "/corpus/hlo/hlo_llama31_8b_bf16_1x8.hlo");
  }
  bool ok = true;
  for (const std::string& file : files) ok &= Run(file, **chip, repeat);
  return ok ? 0 : 1;
}
