// tpusim compare-assignment FILE --chip NAME [--json] [--module NAME|INDEX]
//
// Runs tpusim's buffer assignment on a module that carries XLA's own
// (an HloProto with its BufferAssignmentProto) and reports every difference:
// logical buffer sizes, allocations and their contents, per-memory-space
// totals and peaks. Exit 0 when they match, 1 on a mismatch, 2 on bad input
// (including a module without a stored assignment).
#include <iostream>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "memory/assignment_compare.h"
#include "memory/memory_analysis.h"
#include "memory/memory_viewer.h"
#include "tools/cli.h"

namespace tpusim::cli {
namespace {

struct CompareOptions {
  std::string file;
  ChipOptions chip;
  InputOptions input;
  bool json = false;
  std::string module;
  std::string schedule = "auto";
};

int Run(CompareOptions& options) {
  memory::MemoryAnalysisOptions analysis_options;
  if (!memory::ParseScheduleMode(options.schedule, &analysis_options.schedule)) {
    return ReportError(absl::InvalidArgumentError(
        absl::StrCat("unknown --schedule '", options.schedule, "'")));
  }
  absl::StatusOr<const tpu::ChipSpec*> chip = ResolveChip(&options.chip);
  if (!chip.ok()) return ReportError(chip.status());
  auto modules = LoadModules(options.file, options.input);
  if (!modules.ok()) return ReportError(modules.status());

  std::vector<const hlo::Module*> selected;
  int64_t index = -1;
  for (size_t k = 0; k < modules->size(); ++k) {
    const hlo::Module& m = *(*modules)[k];
    const bool by_index = absl::SimpleAtoi(options.module, &index) && index == static_cast<int64_t>(k);
    if (options.module.empty() || by_index || m.name() == options.module ||
        absl::StartsWith(m.name(), absl::StrCat(options.module, "("))) {
      selected.push_back(&m);
    }
  }
  if (selected.empty()) {
    return ReportError(absl::InvalidArgumentError(absl::StrCat("no module matches '", options.module, "'")));
  }

  bool all_match = true;
  nlohmann::json outputs = nlohmann::json::array();
  std::string text;
  for (const hlo::Module* module : selected) {
    if (!module->buffer_assignment.has_value()) {
      return ReportError(absl::InvalidArgumentError(absl::StrCat(
          "module ", module->name(),
          " carries no buffer assignment (compare-assignment needs an HloProto with XLA's "
          "BufferAssignmentProto)")));
    }
    auto analysis = memory::MemoryAnalysis::Run(*module, **chip, analysis_options);
    if (!analysis.ok()) return ReportError(analysis.status());
    const hlo::BufferAssignmentRecord ours = memory::ToBufferAssignmentRecord(**analysis);
    const memory::AssignmentComparison comparison =
        memory::CompareAssignments(*module, *module->buffer_assignment, ours);
    all_match = all_match && comparison.matches();
    if (options.json) {
      nlohmann::json j = memory::ComparisonToJson(comparison);
      j["module"] = module->name();
      j["chip"] = (*chip)->name;
      outputs.push_back(j);
    } else {
      if (!text.empty()) text += "\n";
      absl::StrAppend(&text, "Module ", module->name(), " on ", (*chip)->display_name,
                      ": XLA's buffer assignment vs tpusim's\n\n",
                      memory::ComparisonToText(comparison, "XLA", "tpusim"));
    }
  }
  if (options.json) {
    PrintJson(outputs.size() == 1 ? outputs[0] : outputs);
  } else {
    std::cout << text;
  }
  return all_match ? kExitOk : kExitCheckFailed;
}

Runner SetUp(CLI::App* app) {
  auto options = std::make_shared<CompareOptions>();
  app->add_option("FILE", options->file, "HloProto (binary/text) or XSpace with buffer assignments")
      ->required();
  AddChipOptions(app, &options->chip, /*required=*/true);
  app->add_flag("--json", options->json, "Machine output");
  app->add_option("--module", options->module, "Module name or 0-based index (default: all)");
  app->add_option("--schedule", options->schedule,
                  "auto (default), module, best, list, dfs, post-order");
  AddInputOptions(app, &options->input);
  return [options] { return Run(*options); };
}

}  // namespace
}  // namespace tpusim::cli

// Registered by hand: the command name has a hyphen, which the macro's
// token cannot.
static const bool tpusim_registered_command_compare_assignment [[maybe_unused]] =
    ::tpusim::cli::RegisterCommand({"compare-assignment",
                                    "Compare tpusim's buffer assignment with XLA's stored one",
                                    tpusim::cli::SetUp});
