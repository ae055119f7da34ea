// MLIR-based importer for StableHLO / MHLO / CHLO (+ Shardy) text, built on
// MLIR 19 with tpusim's own ODS dialect definitions. Converts into the HLO IR
// following XLA's MLIR-to-HLO translation.
#ifndef TPUSIM_HLO_MLIR_MLIR_IMPORTER_H_
#define TPUSIM_HLO_MLIR_MLIR_IMPORTER_H_

#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "hlo/ir/hlo_module.h"

namespace tpusim::hlo {

struct MlirImportOptions {
  // --bind-dim KEY=N: sizes for unbounded (`?`) dims. KEY is "ARG.DIM"
  // ("1.0": dim 0 of entry argument 1), "ARG" (every `?` of that argument),
  // where ARG is the argument's index or its JAX name (`loc("x")`), or "*"
  // (every other `?`). Sizes of values computed from bound arguments are
  // inferred. See docs/mlir_importer.md.
  std::map<std::string, int64_t> bound_dims;
  // When set, the keys of `bound_dims` that sized some dim are added here,
  // so that a caller can refuse a binding that matches nothing.
  std::shared_ptr<std::set<std::string>> used_bound_dims;
};

// Imports one module. Errors are InvalidArgument with a full diagnostic:
// "FILE:LINE:COL: error: message", the source line and a caret.
absl::StatusOr<std::unique_ptr<Module>> ImportMlirModule(
    absl::string_view text, absl::string_view filename,
    const MlirImportOptions& options = {});

}  // namespace tpusim::hlo

#endif  // TPUSIM_HLO_MLIR_MLIR_IMPORTER_H_
