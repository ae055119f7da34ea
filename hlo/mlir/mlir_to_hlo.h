// Conversion of a parsed StableHLO / MHLO / CHLO / Shardy MLIR module into
// tpusim's HLO IR, following XLA's MLIR-to-HLO translation
// (xla/hlo/translate/mhlo_to_hlo/mlir_hlo_to_hlo.cc): functions become
// computations (entry = public `main`), regions become called computations,
// multi-result ops produce tuples read through get-tuple-element, and
// while / if / case pass implicitly captured values as tuple parameters.
// Internal to hlo/mlir (includes MLIR headers).
#ifndef TPUSIM_HLO_MLIR_MLIR_TO_HLO_H_
#define TPUSIM_HLO_MLIR_MLIR_TO_HLO_H_

#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "hlo/ir/hlo_module.h"
#include "hlo/mlir/mlir_importer.h"
#include "llvm/ADT/DenseMap.h"
#include "mlir/IR/BuiltinOps.h"

namespace tpusim::hlo {

struct MlirConversionError {
  std::string message;
  // The op the error is about (nullptr for module-level errors); the
  // importer maps it back to its position in the text.
  mlir::Operation* op = nullptr;
  // >= 0: the error is about this argument of `op`'s entry block (a
  // function argument), which the importer points at instead.
  int argument = -1;
};

// Where the parse read each op (its name) and each block argument, in the
// text as the user wrote it; the converter copies them onto the instructions
// and computations it makes (Instruction::input_location).
struct MlirInputLocations {
  llvm::DenseMap<mlir::Operation*, InputLocation> ops;
  llvm::DenseMap<mlir::Value, InputLocation> arguments;
};

// On failure returns the error and fills `*error`. `locations` may be null.
std::unique_ptr<Module> ConvertMlirToHlo(mlir::ModuleOp module,
                                         const MlirImportOptions& options,
                                         absl::string_view filename,
                                         MlirConversionError* error,
                                         const MlirInputLocations* locations = nullptr);

}  // namespace tpusim::hlo

#endif  // TPUSIM_HLO_MLIR_MLIR_TO_HLO_H_
