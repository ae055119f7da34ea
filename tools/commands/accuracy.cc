// tpusim accuracy layouts [--json] [--shared DIR] [--max-mismatches N]
//
// Scores the size and layout model against every real XLA:TPU layout and
// buffer size in the shared reference data (tpu_model/accuracy.h) and prints
// the per-generation table. Exit 1 when a size is not reproduced exactly
// (that rule must be exact); the layout figures are reported, not enforced.
#include <cstdlib>
#include <iostream>

#include "tools/cli.h"
#include "tpu_model/accuracy.h"

namespace tpusim::cli {
namespace {

struct AccuracyCommandOptions {
  std::string suite;
  std::string shared;
  bool json = false;
  size_t max_mismatches = 20;
};

int Run(const AccuracyCommandOptions& options) {
  tpu::AccuracyOptions run;
  if (!options.shared.empty()) {
    run.shared_dir = options.shared;
  } else if (const char* env = std::getenv("TPUSIM_SHARED_DIR"); env != nullptr && *env) {
    run.shared_dir = env;
  }
  run.max_mismatches = options.max_mismatches;
  absl::StatusOr<tpu::AccuracyReport> report = tpu::RunLayoutAccuracy(run);
  if (!report.ok()) return ReportError(report.status());
  if (options.json) {
    PrintJson(report->ToJson());
  } else {
    std::cout << report->ToText();
  }
  return report->total.exact_size.hits == report->total.exact_size.cases ? kExitOk
                                                                         : kExitCheckFailed;
}

Runner SetUp(CLI::App* app) {
  auto options = std::make_shared<AccuracyCommandOptions>();
  app->add_option("SUITE", options->suite, "What to score: layouts (sizes and layouts)")
      ->required()
      ->check(CLI::IsMember({"layouts"}));
  app->add_option("--shared", options->shared,
                  "The shared reference folder (default: $TPUSIM_SHARED_DIR or ../shared)");
  app->add_flag("--json", options->json, "Machine output: figures and mismatches");
  app->add_option("--max-mismatches", options->max_mismatches,
                  "How many mismatches to list (default 20)");
  return [options] { return Run(*options); };
}

}  // namespace
}  // namespace tpusim::cli

TPUSIM_REGISTER_COMMAND(accuracy, "Score tpusim's models against real XLA:TPU data",
                        tpusim::cli::SetUp);
