// tpusim lint FILE... [--chip NAME] [--format text|json|sarif|junit|github]
//                     [--config FILE] [--baseline FILE] [--write-baseline FILE]
//                     [--output FILE]
//
// Exit 0 when no error-severity finding remains (after the config's
// severities and suppressions and the baseline), 1 otherwise, 2 on bad input.
#include <fstream>
#include <iostream>

#include "absl/strings/str_cat.h"
#include "compat/baseline.h"
#include "compat/config.h"
#include "compat/lint.h"
#include "compat/render.h"
#include "hlo/import/import.h"
#include "tools/cli.h"
#include "tools/commands/lint_options.h"

namespace tpusim::cli {
namespace {

struct LintCommandOptions {
  std::vector<std::string> files;
  ChipOptions chip;
  MeshOptions mesh;
  std::string format = "text";
  bool json = false;
  std::string config;
  std::string baseline;
  std::string write_baseline;
  std::string output;
  InputOptions input;
};

absl::Status WriteText(const std::string& path, absl::string_view text) {
  std::ofstream out(path, std::ios::binary);
  if (out) out.write(text.data(), static_cast<std::streamsize>(text.size()));
  if (!out) return absl::PermissionDeniedError(absl::StrCat("cannot write '", path, "'"));
  return absl::OkStatus();
}

int Run(LintCommandOptions& options) {
  absl::StatusOr<compat::LintFormat> format =
      compat::ParseLintFormat(options.json ? "json" : options.format);
  if (!format.ok()) return ReportError(format.status());

  absl::StatusOr<compat::LintOptions> made =
      MakeLintOptions(&options.chip, &options.mesh, options.config);
  if (!made.ok()) return ReportError(made.status());
  compat::LintOptions lint = *std::move(made);
  std::optional<compat::Baseline> baseline;
  if (!options.baseline.empty()) {
    absl::StatusOr<compat::Baseline> parsed = compat::LoadBaseline(options.baseline);
    if (!parsed.ok()) return ReportError(parsed.status());
    baseline = *std::move(parsed);
  }

  // Modules and, for HLO text, the text (findings point at its lines).
  std::vector<std::vector<std::unique_ptr<hlo::Module>>> modules(options.files.size());
  std::vector<std::string> texts(options.files.size());
  std::vector<compat::LintInput> inputs;
  for (size_t i = 0; i < options.files.size(); ++i) {
    compat::LintInput input;
    input.path = options.files[i];
    absl::StatusOr<std::vector<std::unique_ptr<hlo::Module>>> loaded =
        LoadModules(input.path, options.input);
    if (!loaded.ok()) {
      ReportError(loaded.status());
      input.error = std::string(loaded.status().message());
      inputs.push_back(std::move(input));
      continue;
    }
    modules[i] = *std::move(loaded);
    if (absl::Status meshed = AttachMesh(options.mesh, modules[i], &input); !meshed.ok()) {
      return ReportError(meshed);
    }
    AttachInputText(&input, &texts[i]);
    for (const auto& module : modules[i]) input.modules.push_back(module.get());
    inputs.push_back(std::move(input));
  }

  compat::LintReport report = compat::Lint(inputs, lint);
  if (baseline) compat::ApplyBaseline(*baseline, &report);
  if (!options.write_baseline.empty()) {
    absl::Status written = WriteText(options.write_baseline, compat::BaselineJson(report));
    if (!written.ok()) return ReportError(written);
    // Everything just recorded is known from now on.
    for (compat::Finding& finding : report.findings) {
      if (finding.state == compat::FindingState::kActive) {
        finding.state = compat::FindingState::kBaselined;
      }
    }
    if (!options.input.quiet) {
      std::cerr << "tpusim: wrote " << options.write_baseline << " ("
                << report.Counts().baselined << " findings)\n";
    }
  }

  const std::string rendered = compat::RenderLint(report, *format);
  if (options.output.empty()) {
    std::cout << rendered;
  } else {
    absl::Status written = WriteText(options.output, rendered);
    if (!written.ok()) return ReportError(written);
  }
  if (report.HasInputErrors()) return kExitUsageOrInputError;
  return report.HasActiveErrors() ? kExitCheckFailed : kExitOk;
}

Runner SetUp(CLI::App* app) {
  auto options = std::make_shared<LintCommandOptions>();
  app->add_option("FILE", options->files,
                  "Programs to lint: HLO text, HloProto, XSpace or StableHLO/MHLO")
      ->required();
  AddChipOptions(app, &options->chip, /*required=*/false);
  AddMeshOptions(app, &options->mesh);
  app->add_option("--format", options->format,
                  "text (compiler style), json, sarif (SARIF 2.1.0), junit, github "
                  "(Actions annotations)")
      ->check(CLI::IsMember({"text", "json", "sarif", "junit", "github"}));
  app->add_flag("--json", options->json, "Same as --format json");
  app->add_option("--config", options->config,
                  "JSON config: rule severities (or off), thresholds, suppressions "
                  "(docs/compat.md)");
  app->add_option("--baseline", options->baseline,
                  "Baseline file: findings recorded there do not fail the lint");
  app->add_option("--write-baseline", options->write_baseline,
                  "Record the current findings as the baseline in this file");
  app->add_option("--output,-o", options->output, "Write the report here instead of stdout");
  AddInputOptions(app, &options->input);
  return [options] { return Run(*options); };
}

}  // namespace
}  // namespace tpusim::cli

TPUSIM_REGISTER_COMMAND(lint, "Check TPU compatibility and efficiency; CI-friendly reports",
                        tpusim::cli::SetUp);
