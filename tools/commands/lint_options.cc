#include "tools/commands/lint_options.h"

#include <utility>

#include "compat/config.h"
#include "hlo/import/import.h"

namespace tpusim::cli {

absl::StatusOr<compat::LintOptions> MakeLintOptions(ChipOptions* chip,
                                                    const std::string& config_path) {
  compat::LintOptions lint;
  if (chip->given()) {
    absl::StatusOr<const tpu::ChipSpec*> spec = ResolveChip(chip);
    if (!spec.ok()) return spec.status();
    lint.chip = *spec;
    lint.slice_devices = chip->slice_devices;
  }
  if (!config_path.empty()) {
    absl::StatusOr<compat::LintConfig> config = compat::LoadLintConfig(config_path);
    if (!config.ok()) return config.status();
    lint.config = *std::move(config);
  }
  return lint;
}

void AttachInputText(compat::LintInput* input, std::string* text) {
  absl::StatusOr<std::string> read = hlo::ReadFile(input->path);
  if (!read.ok()) return;
  const hlo::InputFormat detected = hlo::DetectFormat(*read);
  input->format = std::string(hlo::InputFormatName(detected));
  if (detected == hlo::InputFormat::kHloText) *text = *std::move(read);
  input->hlo_text = *text;
}

}  // namespace tpusim::cli
