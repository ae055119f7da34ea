// tpusim accuracy layouts [--json] [--shared DIR] [--max-mismatches N]
// tpusim accuracy oracle [DIR] [--json] [--family F] [--only-chip C] [--limit N]
//                        [--as-written]
//
// `layouts` scores the size and layout model against every real XLA:TPU
// layout and buffer size in the shared reference data
// (tools/accuracy/layout_accuracy.h) and prints the per-generation table.
// Exit 1 when a size is not reproduced exactly (that rule must be exact);
// the layout figures are reported, not enforced.
//
// `oracle` scores tpusim against the corpus the real XLA:TPU compiler
// recorded (tools/accuracy/oracle_accuracy.h; default DIR test/data/oracle).
// Exit 1 when a post-optimization case is not exact: given XLA's optimized
// module, tpusim's buffer assignment must reproduce XLA's figures.
#include <cstdlib>
#include <iostream>

#include "tools/accuracy/layout_accuracy.h"
#include "tools/accuracy/oracle_accuracy.h"
#include "tools/cli.h"

namespace tpusim::cli {
namespace {

struct AccuracyCommandOptions {
  std::string suite;
  std::string dir;
  std::string shared;
  bool json = false;
  size_t max_mismatches = 20;
  std::string family;
  std::string chip;
  int64_t limit = -1;
  bool quiet = false;
  bool as_written = false;
};

int RunLayouts(const AccuracyCommandOptions& options) {
  accuracy::LayoutAccuracyOptions run;
  if (!options.shared.empty()) {
    run.shared_dir = options.shared;
  } else if (const char* env = std::getenv("TPUSIM_SHARED_DIR"); env != nullptr && *env) {
    run.shared_dir = env;
  }
  run.max_mismatches = options.max_mismatches;
  absl::StatusOr<accuracy::LayoutAccuracyReport> report = accuracy::RunLayoutAccuracy(run);
  if (!report.ok()) return ReportError(report.status());
  if (options.json) {
    PrintJson(report->ToJson());
  } else {
    std::cout << report->ToText();
  }
  return report->total.exact_size.hits == report->total.exact_size.cases ? kExitOk
                                                                         : kExitCheckFailed;
}

int RunOracle(const AccuracyCommandOptions& options) {
  accuracy::OracleOptions run;
  run.corpus_dir = options.dir.empty() ? "test/data/oracle" : options.dir;
  run.only_family = options.family;
  run.only_chip = options.chip;
  run.max_cases = options.limit;
  run.progress = !options.quiet;
  run.as_written = options.as_written;
  absl::StatusOr<accuracy::OracleReport> report = accuracy::RunOracleAccuracy(run);
  if (!report.ok()) return ReportError(report.status());
  if (options.json) {
    PrintJson(report->ToJson());
  } else {
    std::cout << report->ToText();
  }
  return report->total.post_exact == report->total.post_cases ? kExitOk : kExitCheckFailed;
}

Runner SetUp(CLI::App* app) {
  auto options = std::make_shared<AccuracyCommandOptions>();
  app->add_option("SUITE", options->suite,
                  "What to score: layouts (sizes and layouts on ../shared), oracle (the "
                  "XLA:TPU oracle corpus)")
      ->required()
      ->check(CLI::IsMember({"layouts", "oracle"}));
  app->add_option("DIR", options->dir, "oracle: the corpus folder (default test/data/oracle)");
  app->add_option("--shared", options->shared,
                  "layouts: the shared reference folder (default: $TPUSIM_SHARED_DIR or ../shared)");
  app->add_flag("--json", options->json, "Machine output: figures and mismatches");
  app->add_option("--max-mismatches", options->max_mismatches,
                  "layouts: how many mismatches to list (default 20)");
  app->add_option("--family", options->family, "oracle: only this program family");
  app->add_option("--only-chip", options->chip, "oracle: only cases compiled for this chip");
  app->add_option("--limit", options->limit, "oracle: at most N cases");
  app->add_flag("--quiet", options->quiet, "oracle: no progress lines on stderr");
  app->add_flag("--as-written", options->as_written,
                "oracle: score the pre-optimization programs without the compiler model");
  return [options] {
    if (options->suite == "oracle") return RunOracle(*options);
    if (!options->dir.empty()) {
      return ReportError(absl::InvalidArgumentError("accuracy layouts takes no DIR; use --shared"));
    }
    return RunLayouts(*options);
  };
}

}  // namespace
}  // namespace tpusim::cli

TPUSIM_REGISTER_COMMAND(accuracy, "Score tpusim's models against real XLA:TPU data",
                        tpusim::cli::SetUp);
