// The MHLO dialect: its ops (the shared core set plus MHLO-only ones) and
// types. Its attributes are StableHLO's (see ParseDialectAttribute).
#include "hlo/mlir/dialects/hlo_dialects.h"

#include "llvm/ADT/TypeSwitch.h"
#include "mlir/IR/Builders.h"

// clang-format off
#define GET_TYPEDEF_CLASSES
#include "hlo/mlir/dialects/mhlo_types.cc.inc"
#include "hlo/mlir/dialects/mhlo_dialect.cc.inc"
#define GET_OP_CLASSES
#include "hlo/mlir/dialects/mhlo_ops.h.inc"
#define GET_OP_CLASSES
#include "hlo/mlir/dialects/mhlo_ops.cc.inc"
// clang-format on

namespace tpusim::hlo_mlir::mhlo {

mlir::OptionalParseResult ParseMhloType(mlir::AsmParser& parser,
                                        llvm::StringRef* mnemonic,
                                        mlir::Type& type) {
  return generatedTypeParser(parser, mnemonic, type);
}

void MHLODialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "hlo/mlir/dialects/mhlo_ops.cc.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "hlo/mlir/dialects/mhlo_types.cc.inc"
      >();
}

mlir::Attribute MHLODialect::parseAttribute(mlir::DialectAsmParser& parser,
                                            mlir::Type type) const {
  return ParseDialectAttribute(parser, type, getNamespace());
}
void MHLODialect::printAttribute(mlir::Attribute,
                                 mlir::DialectAsmPrinter&) const {
  // MHLO owns no attribute class (they are StableHLO's or builtin).
}
mlir::Type MHLODialect::parseType(mlir::DialectAsmParser& parser) const {
  return ParseDialectType(parser, getNamespace());
}
void MHLODialect::printType(mlir::Type type,
                            mlir::DialectAsmPrinter& printer) const {
  (void)generatedTypePrinter(type, printer);
}

ParseResult ConstantOp::parse(OpAsmParser& parser,
                              mlir::OperationState& result) {
  return parseConstantOp(parser, result);
}
void ConstantOp::print(OpAsmPrinter& printer) {
  printConstantOp(printer, getOperation());
}
ParseResult ReduceOp::parse(OpAsmParser& parser,
                            mlir::OperationState& result) {
  return parseReduceOp(parser, result);
}
void ReduceOp::print(OpAsmPrinter& printer) {
  printReduceOp(printer, getOperation());
}
ParseResult WhileOp::parse(OpAsmParser& parser, mlir::OperationState& result) {
  return parseWhileOp(parser, result);
}
void WhileOp::print(OpAsmPrinter& printer) {
  printWhileOp(printer, getOperation());
}

}  // namespace tpusim::hlo_mlir::mhlo
