// Options shared by `tpusim lint` and `tpusim graph`.
#ifndef TPUSIM_TOOLS_COMMANDS_LINT_OPTIONS_H_
#define TPUSIM_TOOLS_COMMANDS_LINT_OPTIONS_H_

#include <string>

#include "absl/status/statusor.h"
#include "compat/lint.h"
#include "tools/cli.h"
#include "tools/mesh_options.h"

namespace tpusim::cli {

// compat::LintOptions from --chip / --chip-file (optional: without a chip the
// chip-dependent rules stay quiet) and --config FILE (empty: defaults).
absl::StatusOr<compat::LintOptions> MakeLintOptions(ChipOptions* chip,
                                                    const std::string& config_path);
// The same with --mesh / --topology (ResolveChipAndMesh): `mesh` names the
// axes in the sharding rules' suggestions; without a chip or topology, only
// --mesh is read.
absl::StatusOr<compat::LintOptions> MakeLintOptions(ChipOptions* chip, MeshOptions* mesh,
                                                    const std::string& config_path);
// Checks --mesh against the modules of `input` (ApplyMeshToModules, which also
// sets num_partitions where they have none) and sets `input->mesh` to the
// file's naming mesh.
absl::Status AttachMesh(const MeshOptions& mesh,
                        const std::vector<std::unique_ptr<hlo::Module>>& modules,
                        compat::LintInput* input);

// Reads `input->path` once more to name its format and, for a text format,
// keep the text in `*text` for `input->text`, so findings located in the
// program show its line under the caret. A file that cannot be read again
// keeps its locations without the line.
void AttachInputText(compat::LintInput* input, std::string* text);

}  // namespace tpusim::cli

#endif  // TPUSIM_TOOLS_COMMANDS_LINT_OPTIONS_H_
