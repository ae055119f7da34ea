// --mesh AXIS=N[,AXIS=N...] and --topology CHIP:AxB[xC] (issue 13): the
// device mesh and slice a sharded program runs on, where the program does
// not say. Every command that takes --chip and analyses a program adds them
// next to AddChipOptions and resolves the chip through ResolveChipAndMesh.
//
// --topology names the chip and the slice (its devices count as a --chip
// slice suffix does); --chip may be given too, but must agree. --mesh's
// device count must equal the slice's when one is known, supplies
// num_partitions to a program without one and must equal it otherwise; a
// program with a Shardy mesh must have the same axes. Disagreements are
// usage errors (exit 2) that name both figures.
#ifndef TPUSIM_TOOLS_MESH_OPTIONS_H_
#define TPUSIM_TOOLS_MESH_OPTIONS_H_

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "CLI/CLI.hpp"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "hlo/ir/hlo_module.h"
#include "tools/cli.h"
#include "tpu_model/mesh.h"

namespace tpusim::cli {

struct MeshOptions {
  std::string mesh;      // --mesh, as written.
  std::string topology;  // --topology, as written.
  // Set by ResolveChipAndMesh.
  tpu::DeviceMesh parsed;                 // Empty without --mesh.
  std::optional<tpu::Topology> slice;     // With --topology.
};
void AddMeshOptions(CLI::App* app, MeshOptions* options);

// ResolveChip for commands with --mesh / --topology: --topology supplies the
// chip when --chip is absent and must name the same chip (and slice size)
// when it is given; `chip->slice_devices` becomes the topology's devices;
// --mesh is parsed and its devices checked against the slice's.
absl::StatusOr<const tpu::ChipSpec*> ResolveChipAndMesh(ChipOptions* chip, MeshOptions* mesh);

// A Shardy mesh a program declares, by name.
using NamedMesh = std::pair<std::string, tpu::DeviceMesh>;

// The meshes of `module`: its `xla.sdy.meshes` frontend attribute, which the
// MLIR importer fills from the program's `sdy.mesh` ops and XLA's Shardy
// export writes into HLO. Meshes without axes (maximal) are left out.
std::vector<NamedMesh> ProgramMeshes(const hlo::Module& module);

// Checks the resolved --mesh against `module` (num_partitions, its Shardy
// mesh among `program_meshes`) and sets num_partitions where the module has
// none. Returns the mesh that names axes in reports: --mesh, else the
// program's mesh whose devices are its partitions, else an empty mesh.
absl::StatusOr<tpu::DeviceMesh> ApplyMesh(const MeshOptions& options,
                                          const std::vector<NamedMesh>& program_meshes,
                                          hlo::Module* module);

// ApplyMesh on every module of a program: the naming mesh of each.
using ModuleMeshes = std::map<const hlo::Module*, tpu::DeviceMesh>;
absl::StatusOr<ModuleMeshes> ApplyMeshToModules(
    const MeshOptions& options, const std::vector<std::unique_ptr<hlo::Module>>& modules);
// The naming mesh of `module` in `meshes` (empty when absent).
const tpu::DeviceMesh& MeshOf(const ModuleMeshes& meshes, const hlo::Module* module);

}  // namespace tpusim::cli

#endif  // TPUSIM_TOOLS_MESH_OPTIONS_H_
