// Test and debugging aid: parses MLIR text with tpusim's dialects (after the
// text pre-pass) and prints it back, either with the custom (pretty) op
// formats or in MLIR's generic form. Round-tripping through it checks that
// every custom parser has a matching printer, and that the generic form of
// an op imports like its pretty form.
#ifndef TPUSIM_HLO_MLIR_MLIR_REPRINT_H_
#define TPUSIM_HLO_MLIR_MLIR_REPRINT_H_

#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace tpusim::hlo {

enum class MlirPrintForm { kPretty, kGeneric };

// Errors are diagnostics like ImportMlirModule's.
absl::StatusOr<std::string> ReprintMlir(absl::string_view text,
                                        absl::string_view filename,
                                        MlirPrintForm form);

}  // namespace tpusim::hlo

#endif  // TPUSIM_HLO_MLIR_MLIR_REPRINT_H_
