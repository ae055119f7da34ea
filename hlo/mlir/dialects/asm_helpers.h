// The pieces of StableHLO / MHLO / CHLO / Shardy syntax that ODS assembly
// formats cannot express, each a small parse/print pair named after the
// syntax it handles (used by the `custom<Name>(...)` directives of
// hlo_ops.td and by the three whole-op parsers: constant, reduce, while).
//
// Everything is lenient in what it reads (e.g. `reverse = [0, 1]` and
// `[false, true]`) and builds the newest attribute kinds (array<i64: ...>).
#ifndef TPUSIM_HLO_MLIR_DIALECTS_ASM_HELPERS_H_
#define TPUSIM_HLO_MLIR_DIALECTS_ASM_HELPERS_H_

#include <cstdint>
#include <optional>
#include <string>

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/OperationSupport.h"

namespace tpusim::hlo_mlir {

using ::mlir::AsmParser;
using ::mlir::AsmPrinter;
using ::mlir::Attribute;
using ::mlir::OpAsmParser;
using ::mlir::OpAsmPrinter;
using ::mlir::Operation;
using ::mlir::ParseResult;
using ::mlir::Type;

// The integers of a dimension-list attribute in any spelling seen in real
// text: array<i64: ...>, array<i1: ...>, dense<...> (incl. splats), [..],
// or a single integer. nullopt for other attributes.
std::optional<llvm::SmallVector<int64_t>> ReadI64List(Attribute attr);

//===--------------------------------------------------------------------===//
// Type signatures
//===--------------------------------------------------------------------===//

// `: T` (every operand and the result have type T) or `: (T1, T2) -> R`.
ParseResult parseSameOperandsAndResultTypeImpl(
    OpAsmParser& parser, llvm::ArrayRef<Type*> operands, Type& result);
void printSameOperandsAndResultTypeImpl(OpAsmPrinter& printer,
                                        llvm::ArrayRef<Type> operands,
                                        Type result);
template <typename... Types>
ParseResult parseSameOperandsAndResultType(OpAsmParser& parser,
                                           Types&... types) {
  Type* all[] = {&types...};
  llvm::ArrayRef<Type*> refs(all);
  return parseSameOperandsAndResultTypeImpl(parser, refs.drop_back(),
                                            *refs.back());
}
template <typename... Types>
void printSameOperandsAndResultType(OpAsmPrinter& printer, Operation*,
                                    Types... types) {
  Type all[] = {types...};
  llvm::ArrayRef<Type> refs(all);
  printSameOperandsAndResultTypeImpl(printer, refs.drop_back(), refs.back());
}

// `after_all %a, %b : !stablehlo.token`.
ParseResult parseVariadicSameOperandsAndResultType(
    OpAsmParser& parser,
    llvm::SmallVectorImpl<OpAsmParser::UnresolvedOperand>& operands,
    llvm::SmallVectorImpl<Type>& operand_types, Type& result);
void printVariadicSameOperandsAndResultType(OpAsmPrinter& printer,
                                            Operation* op,
                                            mlir::OperandRange operands,
                                            mlir::TypeRange operand_types,
                                            Type result);

// `complex %re, %im : tensor<2xcomplex<f32>>` (operands are the real type).
ParseResult parseComplexOpType(OpAsmParser& parser, Type& lhs, Type& rhs,
                               Type& result);
void printComplexOpType(OpAsmPrinter& printer, Operation* op, Type lhs,
                        Type rhs, Type result);

// `tuple %a, %b : tuple<T0, T1>` (operand types from the tuple's members).
ParseResult parseTupleOpType(OpAsmParser& parser,
                             llvm::SmallVectorImpl<Type>& operands,
                             Type& result);
void printTupleOpType(OpAsmPrinter& printer, Operation* op,
                      mlir::TypeRange operands, Type result);

// `optimization_barrier %a, %b : T0, T1` (each type is operand and result).
ParseResult parsePairwiseOpType(OpAsmParser& parser,
                                llvm::SmallVectorImpl<Type>& operands,
                                llvm::SmallVectorImpl<Type>& results);
void printPairwiseOpType(OpAsmPrinter& printer, Operation* op,
                         mlir::TypeRange operands, mlir::TypeRange results);

// `select %p, %t, %f : tensor<2xi1>, tensor<2xi32>` or a function type.
ParseResult parseSelectOpType(OpAsmParser& parser, Type& pred, Type& on_true,
                              Type& on_false, Type& result);
void printSelectOpType(OpAsmPrinter& printer, Operation* op, Type pred,
                       Type on_true, Type on_false, Type result);

//===--------------------------------------------------------------------===//
// Operand lists and dimension attributes
//===--------------------------------------------------------------------===//

// `%a, %b, ` before a `keyword = ...` (concatenate's `dim`, dynamic_slice's
// `sizes`): a plain operand list would read the keyword as an operand.
ParseResult parseVariadicOperandWithAttribute(
    OpAsmParser& parser,
    llvm::SmallVectorImpl<OpAsmParser::UnresolvedOperand>& operands);
void printVariadicOperandWithAttribute(OpAsmPrinter& printer, Operation* op,
                                       mlir::OperandRange operands);

// `[1, 2]` -> array<i64: 1, 2>. Prints array<i64>, dense and [..] kinds.
ParseResult parseDims(OpAsmParser& parser, Attribute& dims);
void printDims(OpAsmPrinter& printer, Operation* op, Attribute dims);

// ` [1:3, 4:8:2]` -> start/limit/stride arrays (stride printed if != 1).
ParseResult parseSliceRanges(OpAsmParser& parser, Attribute& start,
                             Attribute& limit, Attribute& strides);
void printSliceRanges(OpAsmPrinter& printer, Operation* op, Attribute start,
                      Attribute limit, Attribute strides);

// `e5m10` -> exponent_bits = 5, mantissa_bits = 10 (i32).
ParseResult parseExponentMantissa(OpAsmParser& parser, Attribute& exponent,
                                  Attribute& mantissa);
void printExponentMantissa(OpAsmPrinter& printer, Operation* op,
                           Attribute exponent, Attribute mantissa);

//===--------------------------------------------------------------------===//
// Convolution, dot, custom_call
//===--------------------------------------------------------------------===//

// `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]` -> #stablehlo.conv.
ParseResult parseConvDimensions(AsmParser& parser, Attribute& dnums);
void printConvDimensions(AsmPrinter& printer, Operation* op, Attribute dnums);

// The inside of `window = {stride = [2, 2], pad = [[3, 3], [3, 3]],
// lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [0, 0]}`; every field
// optional, any order; `reverse` takes 0/1 or false/true.
ParseResult parseWindowAttributes(OpAsmParser& parser, Attribute& strides,
                                  Attribute& padding, Attribute& lhs_dilation,
                                  Attribute& rhs_dilation,
                                  Attribute& window_reversal);
void printWindowAttributes(OpAsmPrinter& printer, Operation* op,
                           Attribute strides, Attribute padding,
                           Attribute lhs_dilation, Attribute rhs_dilation,
                           Attribute window_reversal);

// `@target` or `@"not.an.identifier"` -> call_target_name string.
ParseResult parseCustomCallTarget(OpAsmParser& parser, Attribute& target);
void printCustomCallTarget(OpAsmPrinter& printer, Operation* op,
                           Attribute target);

// Optional `, precision = [DEFAULT, HIGHEST]`.
ParseResult parsePrecisionConfig(OpAsmParser& parser, Attribute& precision);
void printPrecisionConfig(OpAsmPrinter& printer, Operation* op,
                          Attribute precision);

// `batching_dims = [0] x [0], contracting_dims = [2] x [1]` (batching part
// optional) -> #stablehlo.dot.
ParseResult parseDotDimensionNumbers(OpAsmParser& parser, Attribute& dnums);
void printDotDimensionNumbers(OpAsmPrinter& printer, Operation* op,
                              Attribute dnums);

// Optional `, precision = [...]` then optional `, algorithm = <...>`.
ParseResult parsePrecisionConfigAndAlgorithm(OpAsmParser& parser,
                                             Attribute& precision,
                                             Attribute& algorithm);
void printPrecisionConfigAndAlgorithm(OpAsmPrinter& printer, Operation* op,
                                      Attribute precision,
                                      Attribute algorithm);

//===--------------------------------------------------------------------===//
// Struct-attribute fields (hlo_base.td parameters)
//===--------------------------------------------------------------------===//

mlir::FailureOr<llvm::SmallVector<int64_t>> parseDimsField(AsmParser& parser);
void printDimsField(AsmPrinter& printer, llvm::ArrayRef<int64_t> dims);
// `[3, ?]`: `?` is mlir::ShapedType::kDynamic.
mlir::FailureOr<llvm::SmallVector<int64_t>> parseDimSizesField(
    AsmParser& parser);
void printDimSizesField(AsmPrinter& printer, llvm::ArrayRef<int64_t> dims);
mlir::FailureOr<llvm::APFloat> parseFloatField(AsmParser& parser);

//===--------------------------------------------------------------------===//
// Shardy: stripped attributes kept as raw text (builtin OpaqueAttr with
// dialect "sdy" and data "mnemonic<...>"), interpreted by sdy_sharding.cc.
//===--------------------------------------------------------------------===//

// Consumes one balanced group starting at `<`, `[`, `{` or `(` and returns
// its exact source text.
ParseResult parseBalancedRaw(AsmParser& parser, std::string& raw);
// The text after the mnemonic of an OpaqueAttr built by the helpers below,
// e.g. `<@mesh, [{"a"}]>` of `sharding<@mesh, [{"a"}]>`.
llvm::StringRef OpaqueBody(Attribute attr);

// `<["a"=2]>` -> sdy `mesh<...>`.
ParseResult parseSdyMesh(OpAsmParser& parser, Attribute& mesh);
void printSdyMesh(OpAsmPrinter& printer, Operation* op, Attribute mesh);
// `<@mesh, [{"a"}, {}]>` -> sdy `sharding<...>`.
ParseResult parseSdySharding(OpAsmParser& parser, Attribute& sharding);
void printSdySharding(OpAsmPrinter& printer, Operation* op,
                      Attribute sharding);
// `[<@mesh, ...>, ...]` -> sdy `sharding_per_value<[...]>`.
ParseResult parseSdyShardingList(OpAsmParser& parser, Attribute& shardings);
void printSdyShardingList(OpAsmPrinter& printer, Operation* op,
                          Attribute shardings);
// `{"a", "b"}` -> sdy `manual_axes<{...}>`.
ParseResult parseSdyAxisSet(OpAsmParser& parser, Attribute& axes);
void printSdyAxisSet(OpAsmPrinter& printer, Operation* op, Attribute axes);
// `NONE` -> "NONE".
ParseResult parseBareKeyword(OpAsmParser& parser, Attribute& keyword);
void printBareKeyword(OpAsmPrinter& printer, Operation* op,
                      Attribute keyword);
// `(%arg1: tensor<...>, ...) { ... }`: a region whose entry-block
// arguments are listed before it (sdy.manual_computation).
ParseResult parseRegionWithArguments(OpAsmParser& parser, mlir::Region& body);
void printRegionWithArguments(OpAsmPrinter& printer, Operation* op,
                              mlir::Region& body);

//===--------------------------------------------------------------------===//
// Whole-op parsers
//===--------------------------------------------------------------------===//

// `constant {attrs}? dense<...> : T`, or `constant() <{value = ...}> : () -> T`.
ParseResult parseConstantOp(OpAsmParser& parser, mlir::OperationState& result);
void printConstantOp(OpAsmPrinter& printer, Operation* op);
// `reduce(%x init: %c) applies stablehlo.add across dimensions = [1] : ...`
// and the `reducer(%a: T, %b: T) {...}` region form.
ParseResult parseReduceOp(OpAsmParser& parser, mlir::OperationState& result);
void printReduceOp(OpAsmPrinter& printer, Operation* op);
// `while(%iterArg = %a) : T cond {...} do {...}`.
ParseResult parseWhileOp(OpAsmParser& parser, mlir::OperationState& result);
void printWhileOp(OpAsmPrinter& printer, Operation* op);

}  // namespace tpusim::hlo_mlir

#endif  // TPUSIM_HLO_MLIR_DIALECTS_ASM_HELPERS_H_
