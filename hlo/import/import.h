// One entry point for every input format tpusim reads. The format is detected
// from the content, never from the file extension.
#ifndef TPUSIM_HLO_IMPORT_IMPORT_H_
#define TPUSIM_HLO_IMPORT_IMPORT_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "hlo/ir/hlo_module.h"
#include "hlo/mlir/mlir_importer.h"

namespace tpusim::hlo {

enum class InputFormat {
  kHloText,         // "HloModule name, ..." as XLA prints it.
  kHloProtoBinary,  // Serialized HloProto / HloModuleProto.
  kHloProtoText,    // Text-proto HloProto / HloModuleProto.
  kXSpace,          // Profiler XSpace (*.xplane.pb) holding HloProtos.
  kMlir,            // StableHLO / MHLO / CHLO MLIR text.
  kUnknown,
};

absl::string_view InputFormatName(InputFormat format);
InputFormat DetectFormat(absl::string_view content);

struct ImportOptions {
  MlirImportOptions mlir;
};

// Imports `content` (read from `filename`, used in diagnostics). XSpace input
// yields one module per program; MLIR input split by `// -----` lines (as
// MLIR's tools and the StableHLO test files use them) one per part; the
// others exactly one.
absl::StatusOr<std::vector<std::unique_ptr<Module>>> ImportContent(
    absl::string_view content, absl::string_view filename,
    const ImportOptions& options = {});

// Reads and imports a file. NotFound / PermissionDenied name the path.
absl::StatusOr<std::vector<std::unique_ptr<Module>>> ImportFile(
    const std::string& path, const ImportOptions& options = {});

// The parts of MLIR text between `// -----` lines, as mlir-opt's
// --split-input-file cuts them. Each part is prefixed with one newline per
// earlier line so diagnostics keep the file's line numbers. Parts holding no
// operation (only comments) are dropped; text without markers is one part.
std::vector<std::string> SplitMlirInput(absl::string_view text);

// Reads a whole file into memory.
absl::StatusOr<std::string> ReadFile(const std::string& path);

}  // namespace tpusim::hlo

#endif  // TPUSIM_HLO_IMPORT_IMPORT_H_
