// tpusim import FILE [--emit hlo|summary|json] [--json]
#include <iostream>

#include "hlo/summary/module_summary.h"
#include "hlo/text/hlo_printer.h"
#include "tools/cli.h"

namespace tpusim::cli {
namespace {

struct ImportCommandOptions {
  std::string file;
  std::string emit = "summary";
  bool json = false;
  InputOptions input;
};

int Run(const ImportCommandOptions& options) {
  auto modules = LoadModules(options.file, options.input);
  if (!modules.ok()) return ReportError(modules.status());
  if (options.emit == "hlo") {
    for (const auto& module : *modules) std::cout << hlo::PrintModule(*module);
    return kExitOk;
  }
  if (options.emit == "json") {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& module : *modules) out.push_back(hlo::ModuleToJson(*module));
    PrintJson(out.size() == 1 ? out[0] : out);
    return kExitOk;
  }
  // summary
  if (options.json) {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& module : *modules) {
      out.push_back(hlo::SummaryToJson(hlo::Summarize(*module)));
    }
    PrintJson(out.size() == 1 ? out[0] : out);
    return kExitOk;
  }
  bool first = true;
  for (const auto& module : *modules) {
    if (!first) std::cout << "\n";
    first = false;
    std::cout << hlo::SummaryToText(hlo::Summarize(*module));
  }
  return kExitOk;
}

Runner SetUp(CLI::App* app) {
  auto options = std::make_shared<ImportCommandOptions>();
  app->add_option("FILE", options->file,
                  "HLO text, HloProto (binary/text), XSpace or StableHLO/MHLO file")
      ->required();
  app->add_option("--emit", options->emit,
                  "hlo: XLA-style HLO text; summary: outline; json: the full IR")
      ->check(CLI::IsMember({"hlo", "summary", "json"}));
  app->add_flag("--json", options->json, "Machine output (summary as JSON)");
  AddInputOptions(app, &options->input);
  return [options] { return Run(*options); };
}

}  // namespace
}  // namespace tpusim::cli

TPUSIM_REGISTER_COMMAND(import, "Read a program and print it as HLO, a summary or JSON",
                        tpusim::cli::SetUp);
