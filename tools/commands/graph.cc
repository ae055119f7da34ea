// tpusim graph FILE... [--chip NAME] [--format json|dot|html] [--config FILE]
//                      [--output FILE]
//
// The TPU compatibility graph: the program's op_name scopes as a tree, each
// node with its compatible and incompatible op counts (compat/graph.h).
// Exit 0, or 2 on bad input; it reports, it does not gate (use lint).
#include <fstream>
#include <iostream>

#include "absl/strings/str_cat.h"
#include "compat/config.h"
#include "compat/graph.h"
#include "compat/lint.h"
#include "tools/cli.h"
#include "tools/commands/lint_options.h"

namespace tpusim::cli {
namespace {

struct GraphCommandOptions {
  std::vector<std::string> files;
  ChipOptions chip;
  MeshOptions mesh;
  std::string format = "json";
  bool json = false;
  std::string config;
  std::string output;
  InputOptions input;
};

int Run(GraphCommandOptions& options) {
  absl::StatusOr<compat::GraphFormat> format =
      compat::ParseGraphFormat(options.json ? "json" : options.format);
  if (!format.ok()) return ReportError(format.status());

  absl::StatusOr<compat::LintOptions> made =
      MakeLintOptions(&options.chip, &options.mesh, options.config);
  if (!made.ok()) return ReportError(made.status());
  compat::LintOptions lint = *std::move(made);

  std::vector<std::unique_ptr<hlo::Module>> owned;
  std::vector<compat::LintInput> inputs;
  // HLO text, kept so findings point at their lines as lint's do.
  std::vector<std::string> texts(options.files.size());
  for (size_t i = 0; i < options.files.size(); ++i) {
    const std::string& path = options.files[i];
    absl::StatusOr<std::vector<std::unique_ptr<hlo::Module>>> loaded =
        LoadModules(path, options.input);
    if (!loaded.ok()) return ReportError(loaded.status());
    compat::LintInput input;
    input.path = path;
    if (absl::Status meshed = AttachMesh(options.mesh, *loaded, &input); !meshed.ok()) {
      return ReportError(meshed);
    }
    AttachInputText(&input, &texts[i]);
    for (auto& module : *loaded) {
      input.modules.push_back(module.get());
      owned.push_back(std::move(module));
    }
    inputs.push_back(std::move(input));
  }
  std::vector<const hlo::Module*> modules;
  for (const auto& module : owned) modules.push_back(module.get());

  const compat::LintReport report = compat::Lint(inputs, lint);
  const std::string rendered =
      compat::RenderGraph(compat::BuildCompatibilityGraph(modules, report), *format);
  if (options.output.empty()) {
    std::cout << rendered;
    return kExitOk;
  }
  std::ofstream out(options.output, std::ios::binary);
  out << rendered;
  if (!out) {
    return ReportError(
        absl::PermissionDeniedError(absl::StrCat("cannot write '", options.output, "'")));
  }
  return kExitOk;
}

Runner SetUp(CLI::App* app) {
  auto options = std::make_shared<GraphCommandOptions>();
  app->add_option("FILE", options->files,
                  "Programs: HLO text, HloProto, XSpace or StableHLO/MHLO")
      ->required();
  AddChipOptions(app, &options->chip, /*required=*/false);
  AddMeshOptions(app, &options->mesh);
  app->add_option("--format", options->format,
                  "json, dot (Graphviz) or html (one self-contained file)")
      ->check(CLI::IsMember({"json", "dot", "html"}));
  app->add_flag("--json", options->json, "Same as --format json");
  app->add_option("--config", options->config,
                  "Lint config (severities decide what counts as incompatible)");
  app->add_option("--output,-o", options->output, "Write the graph here instead of stdout");
  AddInputOptions(app, &options->input);
  return [options] { return Run(*options); };
}

}  // namespace
}  // namespace tpusim::cli

TPUSIM_REGISTER_COMMAND(graph, "TPU compatibility graph of a program's scopes (json/dot/html)",
                        tpusim::cli::SetUp);
