#include "tools/mesh_options.h"

#include <variant>

#include "absl/strings/ascii.h"
#include "absl/strings/escaping.h"
#include "absl/strings/str_cat.h"
#include "hlo/base/status_macros.h"
#include "hlo/mlir/sdy_sharding.h"

namespace tpusim::cli {
namespace {

std::optional<tpu::DeviceMesh> FromSdy(const hlo::SdyMesh& sdy) {
  if (sdy.axes.empty()) return std::nullopt;  // Maximal: one device.
  tpu::DeviceMesh mesh;
  for (const auto& [name, size] : sdy.axes) mesh.axes.push_back({name, size});
  return mesh;
}

// The value of `key="..."` in raw attribute text (C-escaped), unescaped.
std::optional<std::string> QuotedValue(absl::string_view text, absl::string_view key) {
  const std::string needle = absl::StrCat(key, "=\"");
  const size_t at = text.find(needle);
  if (at == absl::string_view::npos) return std::nullopt;
  const size_t start = at + needle.size();
  for (size_t i = start; i < text.size(); ++i) {
    if (text[i] == '\\') {
      ++i;
    } else if (text[i] == '"') {
      std::string value;
      if (!absl::CUnescape(text.substr(start, i - start), &value)) return std::nullopt;
      return value;
    }
  }
  return std::nullopt;
}

std::string ProgramMeshText(const NamedMesh& mesh) {
  return absl::StrCat("sdy.mesh @", mesh.first, " = ", tpu::MeshToString(mesh.second));
}

}  // namespace

void AddMeshOptions(CLI::App* app, MeshOptions* options) {
  app->add_option("--mesh", options->mesh,
                  "Device mesh of a sharded program: AXIS=N[,AXIS=N...], e.g. data=4,model=2; "
                  "gives the partition count where the program has none, names the axes in "
                  "reports (docs/compiler_model.md)");
  app->add_option("--topology", options->topology,
                  "Chip and slice shape, e.g. v5p:4x4x4 or v5e:4x4 (instead of --chip)");
}

absl::StatusOr<const tpu::ChipSpec*> ResolveChipAndMesh(ChipOptions* chip, MeshOptions* mesh) {
  if (!mesh->topology.empty()) {
    TPUSIM_ASSIGN_OR_RETURN(tpu::Topology topology, tpu::ParseTopology(mesh->topology));
    mesh->slice = topology;
    if (!chip->chip_file.empty()) {
      return absl::InvalidArgumentError(absl::StrCat(
          "--topology ", mesh->topology, " names a shipped chip; --chip-file describes another "
          "(give one of them)"));
    }
    if (chip->chip.empty()) chip->chip = topology.chip->name;
  }
  TPUSIM_ASSIGN_OR_RETURN(const tpu::ChipSpec* spec, ResolveChip(chip));
  if (mesh->slice.has_value()) {
    const tpu::Topology& topology = *mesh->slice;
    if (spec != topology.chip) {
      return absl::InvalidArgumentError(absl::StrCat(
          "--chip ", chip->chip, " is ", spec->name, " but --topology ", mesh->topology,
          " is ", topology.chip->name));
    }
    if (chip->slice_devices.has_value() && *chip->slice_devices != topology.devices) {
      return absl::InvalidArgumentError(absl::StrCat(
          "--chip ", chip->chip, " is a slice of ", *chip->slice_devices, " devices but --topology ",
          mesh->topology, " has ", topology.devices, " (", topology.chips, " chips x ",
          topology.chip->devices_per_chip, " per chip)"));
    }
    chip->slice_devices = topology.devices;
  }
  if (!mesh->mesh.empty()) {
    TPUSIM_ASSIGN_OR_RETURN(mesh->parsed, tpu::ParseMeshSpec(mesh->mesh));
    const int64_t devices = mesh->parsed.devices();
    if (chip->slice_devices.has_value() && *chip->slice_devices != devices) {
      return absl::InvalidArgumentError(absl::StrCat(
          "--mesh ", mesh->mesh, " has ", devices, " devices but ",
          mesh->slice.has_value() ? absl::StrCat("--topology ", mesh->topology)
                                  : absl::StrCat("--chip ", chip->chip),
          " has ", *chip->slice_devices));
    }
  }
  return spec;
}

std::vector<NamedMesh> ProgramMeshes(const hlo::Module& module) {
  std::vector<NamedMesh> out;
  for (const hlo::Attribute& attribute : module.other_attributes) {
    const std::string* raw = std::get_if<std::string>(&attribute.value);
    if (attribute.name != "frontend_attributes" || raw == nullptr) continue;
    std::optional<std::string> meshes = QuotedValue(*raw, "xla.sdy.meshes");
    if (!meshes.has_value()) continue;
    absl::StatusOr<std::vector<std::pair<std::string, hlo::SdyMesh>>> parsed =
        hlo::ParseSdyMeshes(*meshes);
    if (!parsed.ok()) continue;
    for (const auto& [name, sdy] : *parsed) {
      std::optional<tpu::DeviceMesh> mesh = FromSdy(sdy);
      if (!mesh.has_value()) continue;
      bool seen = false;
      for (const NamedMesh& known : out) seen = seen || known.first == name;
      if (!seen) out.push_back({name, *mesh});
    }
  }
  return out;
}

absl::StatusOr<tpu::DeviceMesh> ApplyMesh(const MeshOptions& options,
                                          const std::vector<NamedMesh>& program_meshes,
                                          hlo::Module* module) {
  // The program's mesh: the one whose devices are its partitions (JAX
  // declares one mesh; a module may add maximal ones, already left out).
  const NamedMesh* program = nullptr;
  for (const NamedMesh& mesh : program_meshes) {
    if (program == nullptr ||
        (module->num_partitions.has_value() && mesh.second.devices() == *module->num_partitions &&
         program->second.devices() != *module->num_partitions)) {
      program = &mesh;
    }
  }
  if (options.parsed.empty()) {
    if (program != nullptr && program->second.devices() == module->num_partitions.value_or(1)) {
      return program->second;
    }
    return tpu::DeviceMesh{};
  }
  const tpu::DeviceMesh& given = options.parsed;
  const int64_t devices = given.devices();
  if (module->num_partitions.has_value() && *module->num_partitions != devices) {
    return absl::InvalidArgumentError(absl::StrCat(
        module->name(), ": --mesh ", options.mesh, " has ", devices,
        " devices but the program has num_partitions = ", *module->num_partitions));
  }
  if (program != nullptr && program->second != given) {
    const tpu::DeviceMesh& declared = program->second;
    std::string which;
    if (declared.axes.size() != given.axes.size()) {
      which = absl::StrCat("--mesh has ", given.axes.size(),
                           given.axes.size() == 1 ? " axis" : " axes", ", the program ",
                           declared.axes.size());
    } else {
      for (size_t i = 0; i < given.axes.size() && which.empty(); ++i) {
        const tpu::MeshAxis& a = given.axes[i];
        const tpu::MeshAxis& b = declared.axes[i];
        if (a.name != b.name) {
          which = absl::StrCat("axis ", i, " is '", a.name, "' in --mesh and '", b.name,
                               "' in the program");
        } else if (a.size != b.size) {
          which = absl::StrCat("axis '", a.name, "' has size ", a.size, " in --mesh and ",
                               b.size, " in the program");
        }
      }
    }
    return absl::InvalidArgumentError(absl::StrCat(
        module->name(), ": --mesh ", options.mesh, " does not match the program's ",
        ProgramMeshText(*program), ": ", which));
  }
  if (!module->num_partitions.has_value()) module->num_partitions = devices;
  return given;
}

absl::StatusOr<ModuleMeshes> ApplyMeshToModules(
    const MeshOptions& options, const std::vector<std::unique_ptr<hlo::Module>>& modules) {
  ModuleMeshes out;
  for (const auto& module : modules) {
    TPUSIM_ASSIGN_OR_RETURN(out[module.get()],
                            ApplyMesh(options, ProgramMeshes(*module), module.get()));
  }
  return out;
}

const tpu::DeviceMesh& MeshOf(const ModuleMeshes& meshes, const hlo::Module* module) {
  static const tpu::DeviceMesh* const kNone = new tpu::DeviceMesh();
  auto it = meshes.find(module);
  return it == meshes.end() ? *kNone : it->second;
}

}  // namespace tpusim::cli
