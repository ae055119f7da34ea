// tpusim compile FILE --chip NAME [--emit hlo|summary|json] [--json]
//
// Prints the program XLA:TPU is predicted to make of a pre-optimization
// input (tpu_model/compiler/compiler.h): calls inlined, ops grouped into
// fusions with their kinds, and TPU layouts. `--emit hlo` parses again with
// tpusim's own parser. Optimized input (scheduled, fused or laid out) is
// printed as it is. Exit 0, or 2 on bad input. See docs/compiler_model.md.
#include <iostream>

#include "absl/strings/str_cat.h"
#include "hlo/ir/unbound_dims.h"
#include "hlo/text/hlo_printer.h"
#include "tools/cli.h"
#include "tools/mesh_options.h"
#include "tpu_model/compiler/compiler.h"
#include "tpu_model/compiler/sharding_summary.h"
#include "tpu_model/layout_policy.h"

namespace tpusim::cli {
namespace {

struct CompileCommandOptions {
  std::string file;
  ChipOptions chip;
  MeshOptions mesh;
  InputOptions input;
  std::string emit = "summary";
  bool json = false;
};

int Run(CompileCommandOptions& options) {
  if (options.json) options.emit = "json";
  absl::StatusOr<const tpu::ChipSpec*> chip = ResolveChipAndMesh(&options.chip, &options.mesh);
  if (!chip.ok()) return ReportError(chip.status());
  auto modules = LoadModules(options.file, options.input);
  if (!modules.ok()) return ReportError(modules.status());
  auto meshes = ApplyMeshToModules(options.mesh, *modules);
  if (!meshes.ok()) return ReportError(meshes.status());

  nlohmann::json outputs = nlohmann::json::array();
  std::string text;
  for (const auto& input : *modules) {
    if (absl::Status sized = hlo::RequireStaticDims(*input); !sized.ok()) {
      return ReportError(absl::Status(sized.code(), absl::StrCat(input->name(), ": ", sized.message())));
    }
    const bool optimized = tpu::LayoutPolicy::ForModule(*input, **chip).is_optimized();
    tpu::compiler::CompiledModule compiled;
    tpu::compiler::ShardingSummary shardings;
    const hlo::Module* module = input.get();
    if (!optimized) {
      auto summary = tpu::compiler::SummarizeArgumentShardings(*input, **chip,
                                                               MeshOf(*meshes, input.get()));
      if (!summary.ok()) return ReportError(summary.status());
      shardings = *std::move(summary);
      auto result = tpu::compiler::CompileForTpu(*input, **chip);
      if (!result.ok()) {
        return ReportError(absl::Status(
            result.status().code(), absl::StrCat(input->name(), ": ", result.status().message())));
      }
      compiled = *std::move(result);
      absl::Status laid_out = tpu::compiler::AssignPredictedLayouts(compiled.module.get(), **chip);
      if (!laid_out.ok()) return ReportError(laid_out);
      module = compiled.module.get();
    }
    if (options.emit == "hlo") {
      text += hlo::PrintModule(*module);
    } else if (options.emit == "json") {
      nlohmann::json j = {{"module", module->name()},
                          {"chip", (*chip)->name},
                          {"input", optimized ? "optimized" : "pre-optimization"},
                          {"fusions", tpu::compiler::FusionsToJson(*module)}};
      if (!optimized) j["stats"] = tpu::compiler::CompileStatsToJson(compiled.stats);
      if (const tpu::DeviceMesh& mesh = MeshOf(*meshes, input.get()); !mesh.empty()) {
        j["mesh"] = tpu::MeshToJson(mesh);
      }
      if (!shardings.arguments.empty()) {
        j["argument_shardings"] = tpu::compiler::ShardingSummaryToJson(shardings);
      }
      outputs.push_back(std::move(j));
    } else {
      if (!text.empty()) text += "\n";
      absl::StrAppend(&text, "Module ", module->name(), " for ", (*chip)->display_name, ": ");
      if (optimized) {
        absl::StrAppend(&text, "already optimized (scheduled, fused or laid out); unchanged.\n");
      } else {
        absl::StrAppend(&text, tpu::compiler::DescribeStats(compiled.stats), ".\n");
        text += tpu::compiler::DescribeShardingSummary(shardings, /*top=*/10);
      }
      for (const nlohmann::json& f : tpu::compiler::FusionsToJson(*module)) {
        std::string ops;
        for (const auto& op : f["ops"]) {
          if (!ops.empty()) ops += ",";
          ops += op.get<std::string>();
        }
        absl::StrAppend(&text, "  ", f["name"].get<std::string>(), " ",
                        f["kind"].get<std::string>(), " ", f["shape"].get<std::string>(), " [",
                        ops, "]\n");
      }
    }
  }
  if (options.emit == "json") {
    PrintJson(outputs.size() == 1 ? outputs[0] : outputs);
  } else {
    std::cout << text;
  }
  return kExitOk;
}

Runner SetUp(CLI::App* app) {
  auto options = std::make_shared<CompileCommandOptions>();
  app->add_option("FILE", options->file,
                  "HLO text, HloProto (binary/text), XSpace or StableHLO/MHLO file")
      ->required();
  AddChipOptions(app, &options->chip, /*required=*/true);
  AddMeshOptions(app, &options->mesh);
  app->add_option("--emit", options->emit,
                  "summary: one line per fusion; hlo: the predicted optimized module as HLO "
                  "text; json: fusions and statistics")
      ->check(CLI::IsMember({"hlo", "summary", "json"}));
  app->add_flag("--json", options->json, "Machine output (same as --emit json)");
  AddInputOptions(app, &options->input);
  return [options] { return Run(*options); };
}

}  // namespace
}  // namespace tpusim::cli

TPUSIM_REGISTER_COMMAND(compile,
                        "Predict the optimized program XLA:TPU makes: fusions and layouts",
                        tpusim::cli::SetUp);
