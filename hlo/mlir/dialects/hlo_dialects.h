// tpusim's StableHLO, MHLO, CHLO and Shardy dialects: dialect classes,
// enums, attributes and types generated from hlo_base.td. Op classes are
// only needed where they are defined (the *_ops.cc files); the converter
// reads ops generically by name.
#ifndef TPUSIM_HLO_MLIR_DIALECTS_HLO_DIALECTS_H_
#define TPUSIM_HLO_MLIR_DIALECTS_HLO_DIALECTS_H_

#include <cstdint>
#include <optional>

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"

#include "hlo/mlir/dialects/asm_helpers.h"

// clang-format off
#include "hlo/mlir/dialects/hlo_enums.h.inc"
#define GET_ATTRDEF_CLASSES
#include "hlo/mlir/dialects/hlo_attrs.h.inc"
#define GET_TYPEDEF_CLASSES
#include "hlo/mlir/dialects/stablehlo_types.h.inc"
#define GET_TYPEDEF_CLASSES
#include "hlo/mlir/dialects/mhlo_types.h.inc"
#include "hlo/mlir/dialects/stablehlo_dialect.h.inc"
#include "hlo/mlir/dialects/mhlo_dialect.h.inc"
#include "hlo/mlir/dialects/chlo_dialect.h.inc"
#include "hlo/mlir/dialects/sdy_dialect.h.inc"
// clang-format on

namespace tpusim::hlo_mlir {

// Loads the four dialects into `context`.
void LoadHloDialects(mlir::MLIRContext& context);

// The shared attribute hook of all four dialects: the StableHLO attribute
// classes (`#mhlo.gather<...>` builds the same GatherDimensionNumbersAttr as
// `#stablehlo.gather<...>`), `bounds<...>` as TypeExtensionsAttr, and for
// any other mnemonic a builtin OpaqueAttr holding the raw text, so newer
// attributes never fail a parse.
mlir::Attribute ParseDialectAttribute(mlir::DialectAsmParser& parser,
                                      mlir::Type type,
                                      llvm::StringRef dialect);
// The same for types: known ones, else a builtin OpaqueType.
mlir::Type ParseDialectType(mlir::DialectAsmParser& parser,
                            llvm::StringRef dialect);

namespace mhlo {
// The generated parser of MHLO's own types (token, async_bundle).
mlir::OptionalParseResult ParseMhloType(mlir::AsmParser& parser,
                                        llvm::StringRef* mnemonic,
                                        mlir::Type& type);
}  // namespace mhlo

}  // namespace tpusim::hlo_mlir

#endif  // TPUSIM_HLO_MLIR_DIALECTS_HLO_DIALECTS_H_
