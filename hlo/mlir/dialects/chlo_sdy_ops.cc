// The CHLO and Shardy dialects (ops only: their attributes are StableHLO's
// or raw text, see ParseDialectAttribute).
#include "hlo/mlir/dialects/hlo_dialects.h"

#include "mlir/IR/Builders.h"

// clang-format off
#include "hlo/mlir/dialects/chlo_dialect.cc.inc"
#include "hlo/mlir/dialects/sdy_dialect.cc.inc"
#define GET_OP_CLASSES
#include "hlo/mlir/dialects/chlo_ops.h.inc"
#define GET_OP_CLASSES
#include "hlo/mlir/dialects/chlo_ops.cc.inc"
#define GET_OP_CLASSES
#include "hlo/mlir/dialects/sdy_ops.h.inc"
#define GET_OP_CLASSES
#include "hlo/mlir/dialects/sdy_ops.cc.inc"
// clang-format on

namespace tpusim::hlo_mlir {
namespace chlo {

void CHLODialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "hlo/mlir/dialects/chlo_ops.cc.inc"
      >();
}
mlir::Attribute CHLODialect::parseAttribute(mlir::DialectAsmParser& parser,
                                            mlir::Type type) const {
  return ParseDialectAttribute(parser, type, getNamespace());
}
void CHLODialect::printAttribute(mlir::Attribute,
                                 mlir::DialectAsmPrinter&) const {}
mlir::Type CHLODialect::parseType(mlir::DialectAsmParser& parser) const {
  return ParseDialectType(parser, getNamespace());
}
void CHLODialect::printType(mlir::Type, mlir::DialectAsmPrinter&) const {}

ParseResult ConstantOp::parse(OpAsmParser& parser,
                              mlir::OperationState& result) {
  return parseConstantOp(parser, result);
}
void ConstantOp::print(OpAsmPrinter& printer) {
  printConstantOp(printer, getOperation());
}

}  // namespace chlo

namespace sdy {

void SDYDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "hlo/mlir/dialects/sdy_ops.cc.inc"
      >();
}
mlir::Attribute SDYDialect::parseAttribute(mlir::DialectAsmParser& parser,
                                           mlir::Type type) const {
  return ParseDialectAttribute(parser, type, getNamespace());
}
void SDYDialect::printAttribute(mlir::Attribute,
                                mlir::DialectAsmPrinter&) const {}
mlir::Type SDYDialect::parseType(mlir::DialectAsmParser& parser) const {
  return ParseDialectType(parser, getNamespace());
}
void SDYDialect::printType(mlir::Type, mlir::DialectAsmPrinter&) const {}

ParseResult ConstantOp::parse(OpAsmParser& parser,
                              mlir::OperationState& result) {
  return parseConstantOp(parser, result);
}
void ConstantOp::print(OpAsmPrinter& printer) {
  printConstantOp(printer, getOperation());
}

}  // namespace sdy
}  // namespace tpusim::hlo_mlir
