// tpusim check [PROGRAM] --chip NAME [--profile RUN.xplane.pb]
//              [--memory-viewer FILE.json]... [--op-profile FILE.json]
//              [--hlo-stats FILE.json] [--module NAME|INDEX]
//              [--tolerance 2%] [--min-score 90%] [--json] [--as-written]
//
// Checks tpusim's predictions against data captured on a real TPU: the
// peak, the heap over program order and the buffers live at the peak
// against XLA's (from the profile's own buffer assignment, or from a
// memory_viewer capture and the program), every captured buffer's size and
// layout against the TPU model, and the profiled ops' layouts and fusions
// against the compiler model. Exit 0 when peaks and sizes agree within the
// tolerance (and the score reaches --min-score), 1 when not, 2 on bad input.
// See docs/check.md.
#include <algorithm>
#include <iostream>
#include <map>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/strip.h"
#include "hlo/base/json_diagnostic.h"
#include "hlo/import/import.h"
#include "memory/memory_viewer.h"
#include "memory/program_memory.h"
#include "tools/check/profile_check.h"
#include "tools/check/xprof_ops.h"
#include "tools/cli.h"
#include "tools/mesh_options.h"

namespace tpusim::cli {
namespace {

struct CheckCommandOptions {
  std::string program;
  ChipOptions chip;
  MeshOptions mesh;
  InputOptions input;
  std::string profile;
  std::vector<std::string> memory_viewers;
  std::string op_profile;
  std::string hlo_stats;
  std::string module;
  std::string tolerance = "0%";
  std::string min_score = "0%";
  bool json = false;
  bool as_written = false;
};

// "2%", "0.02" or "2 %" as a fraction in [0, 1].
absl::StatusOr<double> ParseFraction(const std::string& flag, std::string written) {
  written.erase(std::remove(written.begin(), written.end(), ' '), written.end());
  absl::string_view text = written;
  const bool percent = absl::ConsumeSuffix(&text, "%");
  double value = 0;
  if (!absl::SimpleAtod(text, &value) || value < 0 || (percent ? value > 100 : value > 1)) {
    return absl::InvalidArgumentError(
        absl::StrCat(flag, " takes a percentage (2%) or a fraction (0.02), got '", written, "'"));
  }
  return percent ? value / 100 : value;
}

absl::StatusOr<nlohmann::json> ReadJson(const std::string& path) {
  absl::StatusOr<std::string> text = hlo::ReadFile(path);
  if (!text.ok()) return text.status();
  nlohmann::json j = nlohmann::json::parse(*text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return JsonSyntaxError(path, *text);
  return j;
}

absl::Status InFile(const std::string& path, const absl::Status& status) {
  return absl::Status(status.code(), absl::StrCat(path, ": ", status.message()));
}

absl::StatusOr<memory::MemoryViewerResult> OurViewer(const memory::ProgramMemory& p) {
  memory::MemoryViewerOptions options;
  options.size_function = &p.analysis().size_function();
  return memory::BuildMemoryViewer(p.analyzed(), memory::ToBufferAssignmentRecord(p.analysis()),
                                   options);
}

int Run(CheckCommandOptions& options) {
  if (options.profile.empty() && options.memory_viewers.empty() && options.op_profile.empty() &&
      options.hlo_stats.empty()) {
    return ReportError(absl::InvalidArgumentError(
        "check needs captured data: --profile RUN.xplane.pb, --memory-viewer FILE.json, "
        "--op-profile FILE.json or --hlo-stats FILE.json"));
  }
  absl::StatusOr<double> tolerance = ParseFraction("--tolerance", options.tolerance);
  if (!tolerance.ok()) return ReportError(tolerance.status());
  absl::StatusOr<double> min_score = ParseFraction("--min-score", options.min_score);
  if (!min_score.ok()) return ReportError(min_score.status());
  absl::StatusOr<const tpu::ChipSpec*> chip = ResolveChipAndMesh(&options.chip, &options.mesh);
  if (!chip.ok()) return ReportError(chip.status());

  check::CheckReport report;
  report.chip = (*chip)->name;
  report.tolerance = *tolerance;
  report.min_score = *min_score;

  // Programs: the one the user gives and those the profile stores.
  std::vector<std::unique_ptr<hlo::Module>> given, profiled;
  if (!options.program.empty()) {
    report.inputs.push_back(options.program);
    auto modules = LoadModules(options.program, options.input);
    if (!modules.ok()) return ReportError(modules.status());
    auto meshes = ApplyMeshToModules(options.mesh, *modules);
    if (!meshes.ok()) return ReportError(meshes.status());
    given = *std::move(modules);
  }
  if (!options.profile.empty()) {
    report.inputs.push_back(options.profile);
    auto modules = LoadModules(options.profile, options.input);
    if (!modules.ok()) return ReportError(modules.status());
    profiled = *std::move(modules);
  }
  std::vector<hlo::Module*> programs;
  for (auto* list : {&given, &profiled}) {
    if (list->empty()) continue;
    auto selected = SelectModules(*list, options.module);
    if (!selected.ok()) return ReportError(selected.status());
    programs.insert(programs.end(), selected->begin(), selected->end());
  }
  // Predictions, made once per program and shared by every comparison.
  std::map<const hlo::Module*, memory::ProgramMemory> predictions;
  memory::ProgramMemoryOptions predict_options;
  predict_options.as_written = options.as_written;
  auto predict = [&](const hlo::Module* m) -> absl::StatusOr<const memory::ProgramMemory*> {
    auto it = predictions.find(m);
    if (it != predictions.end()) return &it->second;
    auto p = memory::ProgramMemory::Predict(*m, **chip, predict_options);
    if (!p.ok()) return InFile(m->name(), p.status());
    return &predictions.emplace(m, *std::move(p)).first->second;
  };
  auto find_program = [&](const std::string& name) -> const hlo::Module* {
    for (const hlo::Module* m : programs) {
      if (hlo::NameWithoutProgramId(m->name()) == hlo::NameWithoutProgramId(name)) return m;
    }
    return nullptr;
  };

  // The profile's programs with XLA's own buffer assignment.
  for (const std::unique_ptr<hlo::Module>& m : profiled) {
    if (std::find(programs.begin(), programs.end(), m.get()) == programs.end()) continue;
    if (!m->buffer_assignment.has_value()) {
      report.not_compared.push_back(absl::StrCat(
          options.profile, ": ", m->name(),
          " carries no buffer assignment, so its memory cannot be compared"));
      continue;
    }
    auto xla = memory::BuildMemoryViewer(*m, *m->buffer_assignment);
    if (!xla.ok()) return ReportError(InFile(options.profile, xla.status()));
    auto p = predict(m.get());
    if (!p.ok()) return ReportError(p.status());
    auto ours = OurViewer(**p);
    if (!ours.ok()) return ReportError(ours.status());
    report.programs.push_back(check::CompareMemoryViewers(
        m->name(), absl::StrCat("XLA's buffer assignment in ", options.profile), *xla, *ours,
        *tolerance));
  }

  std::vector<std::string> without_program;
  for (const std::string& path : options.memory_viewers) {
    report.inputs.push_back(path);
    auto json = ReadJson(path);
    if (!json.ok()) return ReportError(json.status());
    auto captured = memory::MemoryViewerFromJson(*json);
    if (!captured.ok()) return ReportError(InFile(path, captured.status()));
    check::CheckCapturedBuffers(*captured, path, **chip, &report);
    const hlo::Module* program = find_program(captured->module_name);
    if (program == nullptr) {
      without_program.push_back(captured->module_name);
      continue;
    }
    auto p = predict(program);
    if (!p.ok()) return ReportError(p.status());
    auto ours = OurViewer(**p);
    if (!ours.ok()) return ReportError(ours.status());
    report.programs.push_back(check::CompareMemoryViewers(
        program->name(), absl::StrCat("memory_viewer capture ", path), *captured, *ours,
        *tolerance));
  }

  if (!without_program.empty()) {
    report.not_compared.push_back(absl::StrCat(
        "peak, heap curve and the buffers live at the peak of ", absl::StrJoin(without_program, ", "),
        ": a memory_viewer capture stores no program, and none of that name was given "
        "(pass it as PROGRAM); their buffers' sizes and layouts are checked above"));
  }

  struct OpSource {
    const std::string* path;
    absl::StatusOr<std::vector<check::ProfiledOp>> (*read)(const nlohmann::json&);
  };
  for (const OpSource& source : {OpSource{&options.op_profile, &check::ReadOpProfile},
                                 OpSource{&options.hlo_stats, &check::ReadHloStats}}) {
    if (source.path->empty()) continue;
    const std::string& path = *source.path;
    report.inputs.push_back(path);
    auto json = ReadJson(path);
    if (!json.ok()) return ReportError(json.status());
    auto ops = source.read(*json);
    if (!ops.ok()) return ReportError(InFile(path, ops.status()));
    // Fusions compare with the one program the user gave, if any.
    const hlo::Module* compiled = nullptr;
    if (!given.empty()) {
      auto selected = SelectModules(given, options.module);
      if (selected.ok() && selected->size() == 1) {
        auto p = predict((*selected)[0]);
        if (!p.ok()) return ReportError(p.status());
        compiled = &(*p)->analyzed();
      }
    }
    check::CheckProfiledOps(*ops, path, compiled, **chip, &report);
  }

  if (options.json) {
    PrintJson(check::CheckReportToJson(report));
  } else {
    std::cout << check::CheckReportToText(report);
  }
  return report.passed() ? kExitOk : kExitCheckFailed;
}

Runner SetUp(CLI::App* app) {
  auto options = std::make_shared<CheckCommandOptions>();
  app->add_option("PROGRAM", options->program,
                  "The program the profile ran (any input format); optional with --profile, "
                  "whose XSpace stores its programs");
  AddChipOptions(app, &options->chip, /*required=*/true);
  AddMeshOptions(app, &options->mesh);
  app->add_option("--profile", options->profile,
                  "XSpace profile (RUN.xplane.pb): its programs and XLA's buffer assignments");
  app->add_option("--memory-viewer", options->memory_viewers,
                  "xprof memory_viewer JSON (PreprocessResult); repeatable");
  app->add_option("--op-profile", options->op_profile, "xprof op_profile JSON");
  app->add_option("--hlo-stats", options->hlo_stats, "xprof hlo_stats JSON (DataTable)");
  app->add_option("--module", options->module,
                  "Program to check when a file holds several (name or 0-based index)");
  app->add_option("--tolerance", options->tolerance,
                  "Largest relative difference of a peak or size that still agrees "
                  "(2% or 0.02; default 0: exact)");
  app->add_option("--min-score", options->min_score,
                  "Fail when fewer compared items agree (layouts and fusions included); "
                  "default 0%");
  app->add_flag("--json", options->json, "Machine output (docs/check.md)");
  app->add_flag("--as-written", options->as_written,
                "Analyze a pre-optimization PROGRAM as written, without the compiler model");
  AddInputOptions(app, &options->input);
  return [options] { return Run(*options); };
}

}  // namespace
}  // namespace tpusim::cli

TPUSIM_REGISTER_COMMAND(check, "Check predictions against a profile captured on a real TPU",
                        tpusim::cli::SetUp);
