#include "tools/commands/lint_options.h"

#include <utility>

#include "compat/config.h"
#include "hlo/import/import.h"

namespace tpusim::cli {

absl::StatusOr<compat::LintOptions> MakeLintOptions(ChipOptions* chip,
                                                    const std::string& config_path) {
  MeshOptions none;
  return MakeLintOptions(chip, &none, config_path);
}

absl::StatusOr<compat::LintOptions> MakeLintOptions(ChipOptions* chip, MeshOptions* mesh,
                                                    const std::string& config_path) {
  compat::LintOptions lint;
  if (chip->given() || !mesh->topology.empty()) {
    absl::StatusOr<const tpu::ChipSpec*> spec = ResolveChipAndMesh(chip, mesh);
    if (!spec.ok()) return spec.status();
    lint.chip = *spec;
    lint.slice_devices = chip->slice_devices;
  } else if (!mesh->mesh.empty()) {
    absl::StatusOr<tpu::DeviceMesh> parsed = tpu::ParseMeshSpec(mesh->mesh);
    if (!parsed.ok()) return parsed.status();
    mesh->parsed = *std::move(parsed);
  }
  lint.mesh = mesh->parsed;
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
  if (detected == hlo::InputFormat::kHloText || detected == hlo::InputFormat::kMlir ||
      detected == hlo::InputFormat::kHloProtoText) {
    *text = *std::move(read);
  }
  input->text = *text;
}

absl::Status AttachMesh(const MeshOptions& mesh,
                        const std::vector<std::unique_ptr<hlo::Module>>& modules,
                        compat::LintInput* input) {
  absl::StatusOr<ModuleMeshes> meshes = ApplyMeshToModules(mesh, modules);
  if (!meshes.ok()) return meshes.status();
  if (!modules.empty()) input->mesh = MeshOf(*meshes, modules.front().get());
  return absl::OkStatus();
}

}  // namespace tpusim::cli
