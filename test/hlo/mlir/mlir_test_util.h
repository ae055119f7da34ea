// Helpers for the hlo/mlir importer tests.
#ifndef TPUSIM_TEST_HLO_MLIR_MLIR_TEST_UTIL_H_
#define TPUSIM_TEST_HLO_MLIR_MLIR_TEST_UTIL_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "hlo/ir/hlo_module.h"
#include "hlo/mlir/mlir_importer.h"

namespace tpusim::hlo::testing {

// Imports `text`; on failure records a test failure and returns nullptr.
std::unique_ptr<Module> Import(absl::string_view text,
                               const MlirImportOptions& options = {});
// The import error message ("" and a test failure if it imported).
std::string ImportError(absl::string_view text,
                        const MlirImportOptions& options = {});

// HLO text of `module` without metadata (source lines differ between the
// pretty and generic spellings of the same program).
std::string HloText(const Module& module);

// Instructions of `opcode` across all computations, in order.
std::vector<const Instruction*> FindAll(const Module& module, HloOpcode opcode);
// The only instruction of `opcode` (test failure and nullptr otherwise).
const Instruction* FindOne(const Module& module, HloOpcode opcode);

// The text parses, prints back (pretty) and re-imports to the same HLO; its
// MLIR generic form imports to the same HLO too.
void ExpectRoundTrips(absl::string_view text);

// Wraps `body` (ops using %arg0..) in `module { func.func @main(ARGS) ... }`.
std::string Main(absl::string_view args, absl::string_view results,
                 absl::string_view body);

}  // namespace tpusim::hlo::testing

#endif  // TPUSIM_TEST_HLO_MLIR_MLIR_TEST_UTIL_H_
