// tpusim memory FILE --chip NAME [--json] [--format text|json|memory-viewer|html]
//                    [--top N] [--module NAME|INDEX] [--schedule MODE]
//                    [--as-written]
//
// Predicts what XLA does to the program's HBM before anything runs: buffer
// assignment, the heap peak, the buffers live at the peak and whether it
// fits the chip. A pre-optimization program first goes through the
// compiler model (calls inlined, ops fused as XLA:TPU fuses them); with
// --as-written every op of the program as written is its own buffer. Exit 0
// when every module fits, as scheduled or once XLA rematerializes (the
// verdict says which), 1 when one exceeds the chip's usable HBM even so, 2
// on bad input. See docs/memory.md.
#include <chrono>
#include <iostream>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "memory/memory_analysis.h"
#include "memory/memory_report.h"
#include "memory/memory_viewer.h"
#include "memory/program_memory.h"
#include "memory/report_html.h"
#include "memory/report_render.h"
#include "tools/cli.h"
#include "tools/mesh_options.h"
#include "tpu_model/compiler/compiler.h"
#include "tpu_model/compiler/sharding_summary.h"

namespace tpusim::cli {
namespace {

// Modules this large print their progress (unless --quiet).
constexpr int64_t kProgressInstructions = 50000;

struct MemoryCommandOptions {
  std::string file;
  ChipOptions chip;
  MeshOptions mesh;
  InputOptions input;
  bool json = false;
  std::string format = "text";
  int32_t top = 10;
  std::string module;
  std::string schedule = "auto";
  int64_t memory_space = 0;
  bool as_written = false;
  bool all = false;
};

int Run(MemoryCommandOptions& options) {
  if (options.json) options.format = "json";
  memory::MemoryAnalysisOptions analysis_options;
  if (!memory::ParseScheduleMode(options.schedule, &analysis_options.schedule)) {
    return ReportError(absl::InvalidArgumentError(
        absl::StrCat("unknown --schedule '", options.schedule,
                     "' (auto, module, best, list, dfs, post-order)")));
  }
  if (options.top < 0) return ReportError(absl::InvalidArgumentError("--top must be >= 0"));
  absl::StatusOr<const tpu::ChipSpec*> chip = ResolveChipAndMesh(&options.chip, &options.mesh);
  if (!chip.ok()) return ReportError(chip.status());
  auto modules = LoadModules(options.file, options.input);
  if (!modules.ok()) return ReportError(modules.status());
  auto meshes = ApplyMeshToModules(options.mesh, *modules);
  if (!meshes.ok()) return ReportError(meshes.status());
  auto selected = SelectModules(*modules, options.module);
  if (!selected.ok()) return ReportError(selected.status());
  // xprof reads one PreprocessResult per file, never an array of them.
  if (options.format == "memory-viewer" && selected->size() > 1) {
    std::vector<std::string> names;
    for (const hlo::Module* m : *selected) names.push_back(m->name());
    return ReportError(absl::InvalidArgumentError(absl::StrCat(
        options.file, " holds ", selected->size(),
        " modules and memory-viewer output is one module's; pick one with --module NAME|INDEX: ",
        absl::StrJoin(names, ", "))));
  }

  bool all_fit = true;
  nlohmann::json outputs = nlohmann::json::array();
  std::string text;
  std::vector<memory::MemoryReport> html_reports;
  for (const hlo::Module* module : *selected) {
    const bool show_progress =
        !options.input.quiet && module->instruction_count() >= kProgressInstructions;
    const auto start = std::chrono::steady_clock::now();
    if (show_progress) {
      analysis_options.progress = [&](absl::string_view stage) {
        std::cerr << absl::StrFormat("tpusim memory: %s: %s (%.1fs)\n", module->name(), stage,
                                     cli::SecondsSince(start));
      };
    } else {
      analysis_options.progress = nullptr;
    }
    // The program XLA:TPU is predicted to make of a pre-optimization input,
    // and its memory.
    memory::ProgramMemoryOptions predict_options;
    predict_options.as_written = options.as_written;
    predict_options.analysis = analysis_options;
    auto predicted = memory::ProgramMemory::Predict(*module, **chip, predict_options);
    if (!predicted.ok()) {
      return ReportError(absl::Status(predicted.status().code(),
                                      absl::StrCat(module->name(), ": ", predicted.status().message())));
    }
    std::string compiler_note;
    nlohmann::json compiler_json;
    nlohmann::json shardings_json;
    if (predicted->compiled()) {
      const tpu::compiler::CompileStats& stats = *predicted->compile_stats();
      compiler_note = absl::StrCat("Compiler model: ", tpu::compiler::DescribeStats(stats),
                                   " (pre-optimization input; --as-written to skip).\n");
      compiler_json = tpu::compiler::CompileStatsToJson(stats);
      // Per device, which argument is how large, and what a replicated
      // one would take if split (issue 13).
      auto shardings =
          tpu::compiler::SummarizeArgumentShardings(*module, **chip, MeshOf(*meshes, module));
      if (!shardings.ok()) return ReportError(shardings.status());
      if (!shardings->arguments.empty()) {
        compiler_note += tpu::compiler::DescribeShardingSummary(*shardings, options.top);
        shardings_json = tpu::compiler::ShardingSummaryToJson(*shardings);
      }
    }
    const hlo::Module& analyzed = predicted->analyzed();
    const memory::MemoryAnalysis* analysis = &predicted->analysis();
    if (show_progress) analysis_options.progress("report");
    memory::ReportOptions report_options;
    // The page reads the timeline and the buffers at the peak, not the
    // list of every buffer (hundreds of MB on a 400k-instruction program).
    report_options.include_buffers = options.format == "json";
    report_options.include_timeline = options.format == "json" || options.format == "html";
    auto report = memory::BuildMemoryReport(*analysis, report_options);
    if (!report.ok()) return ReportError(report.status());
    all_fit = all_fit && report->compiles();
    memory::RenderOptions render;
    render.top = options.top;
    render.all_buffers = options.all;
    if (options.format == "json") {
      nlohmann::json j = memory::RenderJson(*report, render);
      if (!compiler_json.is_null()) j["compiler_model"] = compiler_json;
      if (!shardings_json.is_null()) j["argument_shardings"] = shardings_json;
      if (const tpu::DeviceMesh& mesh = MeshOf(*meshes, module); !mesh.empty()) {
        j["mesh"] = tpu::MeshToJson(mesh);
      }
      outputs.push_back(std::move(j));
    } else if (options.format == "memory-viewer") {
      hlo::BufferAssignmentRecord record = memory::ToBufferAssignmentRecord(*analysis);
      memory::MemoryViewerOptions viewer_options;
      viewer_options.memory_color = options.memory_space;
      viewer_options.size_function = &analysis->size_function();
      auto viewer = memory::BuildMemoryViewer(analyzed, record, viewer_options);
      if (!viewer.ok()) return ReportError(viewer.status());
      outputs.push_back(memory::MemoryViewerToJson(*viewer));
    } else if (options.format == "html") {
      html_reports.push_back(*std::move(report));
    } else {
      if (!text.empty()) text += "\n";
      text += compiler_note;
      text += memory::RenderText(*report, render);
    }
  }
  if (options.format == "text") {
    std::cout << text;
  } else if (options.format == "html") {
    memory::HtmlOptions html;
    html.file = options.file;
    html.top = options.top;
    std::cout << memory::RenderMemoryHtml(html_reports, html);
  } else {
    PrintJson(outputs.size() == 1 ? outputs[0] : outputs);
  }
  return all_fit ? kExitOk : kExitCheckFailed;
}

Runner SetUp(CLI::App* app) {
  auto options = std::make_shared<MemoryCommandOptions>();
  app->add_option("FILE", options->file,
                  "HLO text, HloProto (binary/text), XSpace or StableHLO/MHLO file")
      ->required();
  AddChipOptions(app, &options->chip, /*required=*/true);
  AddMeshOptions(app, &options->mesh);
  app->add_flag("--json", options->json, "Machine output (same as --format json)");
  app->add_option("--format", options->format,
                  "text: XLA:TPU OOM-report style; json: the report (docs/memory.md); "
                  "memory-viewer: xprof memory_viewer PreprocessResult JSON; html: one "
                  "self-contained page (chart, buffers at the peak)")
      ->check(CLI::IsMember({"text", "json", "memory-viewer", "html"}));
  app->add_option("--top", options->top,
                  "Buffers listed at the peak (text, html), and in --json's `buffers` "
                  "(default 10)");
  app->add_flag("--all", options->all, "--json lists every buffer, not only the --top largest");
  app->add_option("--module", options->module,
                  "Module to report when the file holds several (name or 0-based index); "
                  "default: every module");
  app->add_option("--schedule", options->schedule,
                  "auto (the module's order when is_scheduled, else best), module, best, "
                  "list, dfs, post-order");
  app->add_option("--memory-space", options->memory_space,
                  "Memory space of the memory-viewer output (0 = HBM)");
  app->add_flag("--as-written", options->as_written,
                "Size a pre-optimization program as written (every op its own buffer), "
                "without the compiler model");
  AddInputOptions(app, &options->input);
  return [options] { return Run(*options); };
}

}  // namespace
}  // namespace tpusim::cli

TPUSIM_REGISTER_COMMAND(memory, "Predict HBM use, the peak and whether the program fits",
                        tpusim::cli::SetUp);
