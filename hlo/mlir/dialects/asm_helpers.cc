#include "hlo/mlir/dialects/asm_helpers.h"

#include <cctype>
#include <string>

#include "hlo/mlir/dialects/hlo_dialects.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"

namespace tpusim::hlo_mlir {

using ::mlir::failure;
using ::mlir::success;

namespace {

mlir::Builder BuilderOf(AsmParser& parser) { return parser.getBuilder(); }

// `[1, 2]` (integers; `true`/`false` read as 1/0).
ParseResult ParseIntList(AsmParser& parser, llvm::SmallVector<int64_t>& out) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Square, [&]() -> ParseResult {
        if (mlir::succeeded(parser.parseOptionalKeyword("true"))) {
          out.push_back(1);
          return success();
        }
        if (mlir::succeeded(parser.parseOptionalKeyword("false"))) {
          out.push_back(0);
          return success();
        }
        int64_t v = 0;
        if (parser.parseInteger(v)) return failure();
        out.push_back(v);
        return success();
      });
}

void PrintIntList(llvm::raw_ostream& os, llvm::ArrayRef<int64_t> values) {
  os << '[';
  llvm::interleaveComma(values, os);
  os << ']';
}

}  // namespace

std::optional<llvm::SmallVector<int64_t>> ReadI64List(Attribute attr) {
  llvm::SmallVector<int64_t> out;
  if (!attr) return std::nullopt;
  if (auto a = llvm::dyn_cast<mlir::DenseI64ArrayAttr>(attr)) {
    out.assign(a.asArrayRef().begin(), a.asArrayRef().end());
  } else if (auto a = llvm::dyn_cast<mlir::DenseI32ArrayAttr>(attr)) {
    out.assign(a.asArrayRef().begin(), a.asArrayRef().end());
  } else if (auto a = llvm::dyn_cast<mlir::DenseBoolArrayAttr>(attr)) {
    for (bool b : a.asArrayRef()) out.push_back(b ? 1 : 0);
  } else if (auto a = llvm::dyn_cast<mlir::DenseIntElementsAttr>(attr)) {
    // Includes splats (`dense<1> : tensor<2xi64>`) and i1 (`dense<false>`).
    bool is_bool = a.getElementType().isInteger(1);
    for (const llvm::APInt& v : a.getValues<llvm::APInt>()) {
      out.push_back(is_bool ? static_cast<int64_t>(v.getZExtValue())
                            : v.getSExtValue());
    }
  } else if (auto a = llvm::dyn_cast<mlir::ArrayAttr>(attr)) {
    for (Attribute element : a) {
      if (auto i = llvm::dyn_cast<mlir::IntegerAttr>(element)) {
        out.push_back(i.getValue().getSExtValue());
      } else if (auto b = llvm::dyn_cast<mlir::BoolAttr>(element)) {
        out.push_back(b.getValue() ? 1 : 0);
      } else {
        return std::nullopt;
      }
    }
  } else if (auto i = llvm::dyn_cast<mlir::IntegerAttr>(attr)) {
    out.push_back(i.getValue().getSExtValue());
  } else {
    return std::nullopt;
  }
  return out;
}

//===--------------------------------------------------------------------===//
// Type signatures
//===--------------------------------------------------------------------===//

ParseResult parseSameOperandsAndResultTypeImpl(
    OpAsmParser& parser, llvm::ArrayRef<Type*> operands, Type& result) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type)) return failure();
  if (auto fn = llvm::dyn_cast<mlir::FunctionType>(type)) {
    if (fn.getNumInputs() != operands.size() || fn.getNumResults() != 1) {
      return parser.emitError(loc, "expected a function type with ")
             << operands.size() << " input(s) and 1 result";
    }
    for (size_t i = 0; i < operands.size(); ++i) *operands[i] = fn.getInput(i);
    result = fn.getResult(0);
    return success();
  }
  for (Type* operand : operands) *operand = type;
  result = type;
  return success();
}

void printSameOperandsAndResultTypeImpl(OpAsmPrinter& printer,
                                        llvm::ArrayRef<Type> operands,
                                        Type result) {
  if (llvm::all_of(operands, [&](Type t) { return t == result; })) {
    printer << result;
    return;
  }
  printer.printFunctionalType(operands, llvm::ArrayRef<Type>(result));
}

ParseResult parseVariadicSameOperandsAndResultType(
    OpAsmParser& parser,
    llvm::SmallVectorImpl<OpAsmParser::UnresolvedOperand>& operands,
    llvm::SmallVectorImpl<Type>& operand_types, Type& result) {
  Type type;
  if (parser.parseType(type)) return failure();
  if (auto fn = llvm::dyn_cast<mlir::FunctionType>(type)) {
    operand_types.assign(fn.getInputs().begin(), fn.getInputs().end());
    if (fn.getNumResults() != 1) {
      return parser.emitError(parser.getCurrentLocation(),
                              "expected one result type");
    }
    result = fn.getResult(0);
    return success();
  }
  operand_types.assign(operands.size(), type);
  result = type;
  return success();
}

void printVariadicSameOperandsAndResultType(OpAsmPrinter& printer, Operation*,
                                            mlir::OperandRange,
                                            mlir::TypeRange operand_types,
                                            Type result) {
  if (llvm::all_of(operand_types, [&](Type t) { return t == result; })) {
    printer << result;
    return;
  }
  printer.printFunctionalType(operand_types, llvm::ArrayRef<Type>(result));
}

ParseResult parseComplexOpType(OpAsmParser& parser, Type& lhs, Type& rhs,
                               Type& result) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type)) return failure();
  if (auto fn = llvm::dyn_cast<mlir::FunctionType>(type)) {
    if (fn.getNumInputs() != 2 || fn.getNumResults() != 1) {
      return parser.emitError(loc, "expected (lhs, rhs) -> result");
    }
    lhs = fn.getInput(0);
    rhs = fn.getInput(1);
    result = fn.getResult(0);
    return success();
  }
  auto tensor = llvm::dyn_cast<mlir::RankedTensorType>(type);
  auto complex = tensor ? llvm::dyn_cast<mlir::ComplexType>(tensor.getElementType())
                        : mlir::ComplexType();
  if (!complex) return parser.emitError(loc, "expected a complex tensor type");
  lhs = rhs = mlir::RankedTensorType::get(
      tensor.getShape(), complex.getElementType(), tensor.getEncoding());
  result = type;
  return success();
}

void printComplexOpType(OpAsmPrinter& printer, Operation*, Type lhs, Type rhs,
                        Type result) {
  printer.printFunctionalType(llvm::ArrayRef<Type>{lhs, rhs},
                              llvm::ArrayRef<Type>(result));
}

ParseResult parseTupleOpType(OpAsmParser& parser,
                             llvm::SmallVectorImpl<Type>& operands,
                             Type& result) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseType(result)) return failure();
  if (auto fn = llvm::dyn_cast<mlir::FunctionType>(result)) {
    operands.assign(fn.getInputs().begin(), fn.getInputs().end());
    if (fn.getNumResults() != 1) return parser.emitError(loc, "expected one result");
    result = fn.getResult(0);
    return success();
  }
  auto tuple = llvm::dyn_cast<mlir::TupleType>(result);
  if (!tuple) return parser.emitError(loc, "expected a tuple type");
  operands.assign(tuple.getTypes().begin(), tuple.getTypes().end());
  return success();
}

void printTupleOpType(OpAsmPrinter& printer, Operation*, mlir::TypeRange,
                      Type result) {
  printer << result;
}

ParseResult parsePairwiseOpType(OpAsmParser& parser,
                                llvm::SmallVectorImpl<Type>& operands,
                                llvm::SmallVectorImpl<Type>& results) {
  if (parser.parseTypeList(operands)) return failure();
  results.assign(operands.begin(), operands.end());
  return success();
}

void printPairwiseOpType(OpAsmPrinter& printer, Operation*,
                         mlir::TypeRange operands, mlir::TypeRange) {
  llvm::interleaveComma(operands, printer);
}

ParseResult parseSelectOpType(OpAsmParser& parser, Type& pred, Type& on_true,
                              Type& on_false, Type& result) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  Type first;
  if (parser.parseType(first)) return failure();
  if (auto fn = llvm::dyn_cast<mlir::FunctionType>(first)) {
    if (fn.getNumInputs() != 3 || fn.getNumResults() != 1) {
      return parser.emitError(loc, "expected (pred, on_true, on_false) -> result");
    }
    pred = fn.getInput(0);
    on_true = fn.getInput(1);
    on_false = fn.getInput(2);
    result = fn.getResult(0);
    return success();
  }
  Type value;
  if (parser.parseComma() || parser.parseType(value)) return failure();
  pred = first;
  on_true = on_false = result = value;
  return success();
}

void printSelectOpType(OpAsmPrinter& printer, Operation*, Type pred,
                       Type on_true, Type on_false, Type result) {
  if (on_true == result && on_false == result) {
    printer << pred << ", " << result;
    return;
  }
  printer.printFunctionalType(llvm::ArrayRef<Type>{pred, on_true, on_false},
                              llvm::ArrayRef<Type>(result));
}

//===--------------------------------------------------------------------===//
// Operand lists and dimension attributes
//===--------------------------------------------------------------------===//

ParseResult parseVariadicOperandWithAttribute(
    OpAsmParser& parser,
    llvm::SmallVectorImpl<OpAsmParser::UnresolvedOperand>& operands) {
  while (true) {
    OpAsmParser::UnresolvedOperand operand;
    mlir::OptionalParseResult parsed = parser.parseOptionalOperand(operand);
    if (!parsed.has_value()) return success();
    if (mlir::failed(*parsed)) return failure();
    operands.push_back(operand);
    if (parser.parseComma()) return failure();
  }
}

void printVariadicOperandWithAttribute(OpAsmPrinter& printer, Operation*,
                                       mlir::OperandRange operands) {
  for (mlir::Value operand : operands) printer << operand << ", ";
}

ParseResult parseDims(OpAsmParser& parser, Attribute& dims) {
  llvm::SmallVector<int64_t> values;
  if (ParseIntList(parser, values)) return failure();
  dims = mlir::DenseI64ArrayAttr::get(parser.getContext(), values);
  return success();
}

void printDims(OpAsmPrinter& printer, Operation*, Attribute dims) {
  std::optional<llvm::SmallVector<int64_t>> values = ReadI64List(dims);
  PrintIntList(printer.getStream(), values ? *values : llvm::SmallVector<int64_t>());
}

ParseResult parseSliceRanges(OpAsmParser& parser, Attribute& start,
                             Attribute& limit, Attribute& strides) {
  llvm::SmallVector<int64_t> starts, limits, steps;
  auto parse_range = [&]() -> ParseResult {
    int64_t a = 0, b = 0, c = 1;
    if (parser.parseInteger(a) || parser.parseColon() || parser.parseInteger(b)) {
      return failure();
    }
    if (mlir::succeeded(parser.parseOptionalColon()) && parser.parseInteger(c)) {
      return failure();
    }
    starts.push_back(a);
    limits.push_back(b);
    steps.push_back(c);
    return success();
  };
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, parse_range)) {
    return failure();
  }
  mlir::MLIRContext* context = parser.getContext();
  start = mlir::DenseI64ArrayAttr::get(context, starts);
  limit = mlir::DenseI64ArrayAttr::get(context, limits);
  strides = mlir::DenseI64ArrayAttr::get(context, steps);
  return success();
}

void printSliceRanges(OpAsmPrinter& printer, Operation*, Attribute start,
                      Attribute limit, Attribute strides) {
  auto starts = ReadI64List(start).value_or(llvm::SmallVector<int64_t>());
  auto limits = ReadI64List(limit).value_or(llvm::SmallVector<int64_t>());
  auto steps = ReadI64List(strides).value_or(llvm::SmallVector<int64_t>());
  printer << " [";
  for (size_t i = 0; i < starts.size(); ++i) {
    if (i) printer << ", ";
    printer << starts[i] << ':' << (i < limits.size() ? limits[i] : 0);
    if (i < steps.size() && steps[i] != 1) printer << ':' << steps[i];
  }
  printer << ']';
}

ParseResult parseExponentMantissa(OpAsmParser& parser, Attribute& exponent,
                                  Attribute& mantissa) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  llvm::StringRef keyword;
  if (parser.parseKeyword(&keyword)) return failure();
  // e<digits>m<digits>
  size_t m = keyword.find('m');
  int64_t e_bits = 0, m_bits = 0;
  if (!keyword.starts_with("e") || m == llvm::StringRef::npos ||
      keyword.substr(1, m - 1).getAsInteger(10, e_bits) ||
      keyword.substr(m + 1).getAsInteger(10, m_bits)) {
    return parser.emitError(loc, "expected a format like e5m10, got '")
           << keyword << "'";
  }
  mlir::Builder builder = BuilderOf(parser);
  exponent = builder.getI32IntegerAttr(static_cast<int32_t>(e_bits));
  mantissa = builder.getI32IntegerAttr(static_cast<int32_t>(m_bits));
  return success();
}

void printExponentMantissa(OpAsmPrinter& printer, Operation*,
                           Attribute exponent, Attribute mantissa) {
  auto e = llvm::dyn_cast_or_null<mlir::IntegerAttr>(exponent);
  auto m = llvm::dyn_cast_or_null<mlir::IntegerAttr>(mantissa);
  printer << 'e' << (e ? e.getInt() : 0) << 'm' << (m ? m.getInt() : 0);
}

//===--------------------------------------------------------------------===//
// Convolution, dot, custom_call
//===--------------------------------------------------------------------===//

namespace {

// One side of `[b, 0, 1, f]`: the two letter dims and the spatial dims
// (spatial[k] = position of spatial dim k).
struct ConvSide {
  int64_t first = -1;
  int64_t second = -1;
  llvm::SmallVector<int64_t> spatial;
};

ParseResult ParseConvSide(AsmParser& parser, char first, char second,
                          ConvSide& side) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  llvm::SmallVector<std::pair<int64_t, int64_t>> spatial;  // (index, pos)
  int64_t pos = 0;
  auto parse_one = [&]() -> ParseResult {
    int64_t index = 0;
    mlir::OptionalParseResult is_int = parser.parseOptionalInteger(index);
    if (is_int.has_value()) {
      if (mlir::failed(*is_int)) return failure();
      spatial.push_back({index, pos++});
      return success();
    }
    llvm::StringRef letter;
    if (parser.parseKeyword(&letter)) return failure();
    if (letter.size() == 1 && letter[0] == first && side.first < 0) {
      side.first = pos++;
    } else if (letter.size() == 1 && letter[0] == second && side.second < 0) {
      side.second = pos++;
    } else {
      return parser.emitError(loc, "unexpected dimension label '")
             << letter << "', expected '" << first << "', '" << second
             << "' or a spatial index";
    }
    return success();
  };
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, parse_one)) {
    return failure();
  }
  if (side.first < 0 || side.second < 0) {
    return parser.emitError(loc, "dimension labels must contain '")
           << first << "' and '" << second << "'";
  }
  side.spatial.assign(spatial.size(), -1);
  for (auto [index, position] : spatial) {
    if (index < 0 || index >= static_cast<int64_t>(spatial.size()) ||
        side.spatial[index] != -1) {
      return parser.emitError(loc, "spatial dimension indices must be 0..")
             << spatial.size() - 1 << " each once";
    }
    side.spatial[index] = position;
  }
  return success();
}

void PrintConvSide(llvm::raw_ostream& os, char first, int64_t first_pos,
                   char second, int64_t second_pos,
                   llvm::ArrayRef<int64_t> spatial) {
  int64_t rank = static_cast<int64_t>(spatial.size()) + 2;
  llvm::SmallVector<std::string> labels(rank, "?");
  if (first_pos >= 0 && first_pos < rank) labels[first_pos] = std::string(1, first);
  if (second_pos >= 0 && second_pos < rank) labels[second_pos] = std::string(1, second);
  for (size_t i = 0; i < spatial.size(); ++i) {
    if (spatial[i] >= 0 && spatial[i] < rank) labels[spatial[i]] = std::to_string(i);
  }
  os << '[';
  llvm::interleaveComma(labels, os);
  os << ']';
}

}  // namespace

ParseResult parseConvDimensions(AsmParser& parser, Attribute& dnums) {
  ConvSide input, kernel, output;
  if (ParseConvSide(parser, 'b', 'f', input) || parser.parseKeyword("x") ||
      ParseConvSide(parser, 'i', 'o', kernel) || parser.parseArrow() ||
      ParseConvSide(parser, 'b', 'f', output)) {
    return failure();
  }
  dnums = stablehlo::ConvDimensionNumbersAttr::get(
      parser.getContext(), input.first, input.second, input.spatial,
      kernel.first, kernel.second, kernel.spatial, output.first,
      output.second, output.spatial);
  return success();
}

void printConvDimensions(AsmPrinter& printer, Operation*, Attribute attr) {
  auto d = llvm::dyn_cast_or_null<stablehlo::ConvDimensionNumbersAttr>(attr);
  if (!d) {
    printer << "[b, f]x[o, i]->[b, f]";
    return;
  }
  llvm::raw_ostream& os = printer.getStream();
  PrintConvSide(os, 'b', d.getInputBatchDimension(), 'f',
                d.getInputFeatureDimension(), d.getInputSpatialDimensions());
  os << 'x';
  PrintConvSide(os, 'i', d.getKernelInputFeatureDimension(), 'o',
                d.getKernelOutputFeatureDimension(),
                d.getKernelSpatialDimensions());
  os << "->";
  PrintConvSide(os, 'b', d.getOutputBatchDimension(), 'f',
                d.getOutputFeatureDimension(), d.getOutputSpatialDimensions());
}

ParseResult parseWindowAttributes(OpAsmParser& parser, Attribute& strides,
                                  Attribute& padding, Attribute& lhs_dilation,
                                  Attribute& rhs_dilation,
                                  Attribute& window_reversal) {
  mlir::MLIRContext* context = parser.getContext();
  while (true) {
    llvm::SMLoc loc = parser.getCurrentLocation();
    llvm::StringRef key;
    if (mlir::failed(parser.parseOptionalKeyword(&key))) return success();
    if (parser.parseEqual()) return failure();
    if (key == "pad") {
      llvm::SmallVector<int64_t> flat;
      auto parse_pair = [&]() -> ParseResult {
        llvm::SmallVector<int64_t> pair;
        if (ParseIntList(parser, pair)) return failure();
        if (pair.size() != 2) {
          return parser.emitError(loc, "each pad entry must be [low, high]");
        }
        flat.append(pair);
        return success();
      };
      if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, parse_pair)) {
        return failure();
      }
      auto type = mlir::RankedTensorType::get(
          {static_cast<int64_t>(flat.size() / 2), 2},
          mlir::IntegerType::get(context, 64));
      padding = mlir::DenseIntElementsAttr::get(type, flat);
    } else {
      llvm::SmallVector<int64_t> values;
      if (ParseIntList(parser, values)) return failure();
      if (key == "stride") {
        strides = mlir::DenseI64ArrayAttr::get(context, values);
      } else if (key == "lhs_dilate") {
        lhs_dilation = mlir::DenseI64ArrayAttr::get(context, values);
      } else if (key == "rhs_dilate") {
        rhs_dilation = mlir::DenseI64ArrayAttr::get(context, values);
      } else if (key == "reverse") {
        llvm::SmallVector<bool> flags(values.begin(), values.end());
        window_reversal = mlir::DenseBoolArrayAttr::get(context, flags);
      } else {
        return parser.emitError(loc, "unknown window field '")
               << key
               << "' (expected stride, pad, lhs_dilate, rhs_dilate, reverse)";
      }
    }
    if (mlir::failed(parser.parseOptionalComma())) return success();
  }
}

void printWindowAttributes(OpAsmPrinter& printer, Operation*,
                           Attribute strides, Attribute padding,
                           Attribute lhs_dilation, Attribute rhs_dilation,
                           Attribute window_reversal) {
  llvm::SmallVector<std::string> fields;
  auto add = [&](const char* name, Attribute attr) {
    if (!attr) return;
    std::string text;
    llvm::raw_string_ostream os(text);
    os << name << " = ";
    PrintIntList(os, ReadI64List(attr).value_or(llvm::SmallVector<int64_t>()));
    fields.push_back(text);
  };
  add("stride", strides);
  if (padding) {
    auto values = ReadI64List(padding).value_or(llvm::SmallVector<int64_t>());
    std::string text = "pad = [";
    for (size_t i = 0; i + 1 < values.size(); i += 2) {
      if (i) text += ", ";
      // Separate appends: an operator+ chain trips GCC 12's false -Wrestrict.
      text += "[";
      text += std::to_string(values[i]);
      text += ", ";
      text += std::to_string(values[i + 1]);
      text += "]";
    }
    fields.push_back(text + "]");
  }
  add("lhs_dilate", lhs_dilation);
  add("rhs_dilate", rhs_dilation);
  add("reverse", window_reversal);
  printer << llvm::join(fields, ", ");
}

ParseResult parseCustomCallTarget(OpAsmParser& parser, Attribute& target) {
  mlir::StringAttr name;
  if (parser.parseSymbolName(name)) return failure();
  target = name;
  return success();
}

void printCustomCallTarget(OpAsmPrinter& printer, Operation*,
                           Attribute target) {
  auto name = llvm::dyn_cast_or_null<mlir::StringAttr>(target);
  printer.printSymbolName(name ? name.getValue() : "");
}

namespace {

ParseResult ParsePrecisionList(AsmParser& parser, Attribute& precision) {
  llvm::SmallVector<Attribute> values;
  auto parse_one = [&]() -> ParseResult {
    llvm::SMLoc loc = parser.getCurrentLocation();
    llvm::StringRef keyword;
    if (parser.parseKeyword(&keyword)) return failure();
    std::optional<stablehlo::Precision> value =
        stablehlo::symbolizePrecision(keyword);
    if (!value) {
      return parser.emitError(loc, "unknown precision '") << keyword << "'";
    }
    values.push_back(stablehlo::PrecisionAttr::get(parser.getContext(), *value));
    return success();
  };
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, parse_one)) {
    return failure();
  }
  precision = mlir::ArrayAttr::get(parser.getContext(), values);
  return success();
}

void PrintPrecisionList(AsmPrinter& printer, Attribute precision) {
  printer << '[';
  if (auto list = llvm::dyn_cast_or_null<mlir::ArrayAttr>(precision)) {
    llvm::interleaveComma(list, printer, [&](Attribute a) {
      if (auto p = llvm::dyn_cast<stablehlo::PrecisionAttr>(a)) {
        printer << stablehlo::stringifyPrecision(p.getValue());
      } else {
        printer << a;
      }
    });
  }
  printer << ']';
}

ParseResult ParseDimsPair(OpAsmParser& parser, llvm::SmallVector<int64_t>& lhs,
                          llvm::SmallVector<int64_t>& rhs) {
  return mlir::failure(parser.parseEqual() || ParseIntList(parser, lhs) ||
                       parser.parseKeyword("x") || ParseIntList(parser, rhs));
}

}  // namespace

ParseResult parsePrecisionConfig(OpAsmParser& parser, Attribute& precision) {
  if (mlir::failed(parser.parseOptionalComma())) return success();
  if (parser.parseKeyword("precision") || parser.parseEqual()) return failure();
  return ParsePrecisionList(parser, precision);
}

void printPrecisionConfig(OpAsmPrinter& printer, Operation*,
                          Attribute precision) {
  if (!precision) return;
  printer << ", precision = ";
  PrintPrecisionList(printer, precision);
}

ParseResult parseDotDimensionNumbers(OpAsmParser& parser, Attribute& dnums) {
  llvm::SmallVector<int64_t> lhs_batch, rhs_batch, lhs_contract, rhs_contract;
  if (mlir::succeeded(parser.parseOptionalKeyword("batching_dims"))) {
    if (ParseDimsPair(parser, lhs_batch, rhs_batch) || parser.parseComma()) {
      return failure();
    }
  }
  if (parser.parseKeyword("contracting_dims") ||
      ParseDimsPair(parser, lhs_contract, rhs_contract)) {
    return failure();
  }
  dnums = stablehlo::DotDimensionNumbersAttr::get(
      parser.getContext(), lhs_batch, rhs_batch, lhs_contract, rhs_contract);
  return success();
}

void printDotDimensionNumbers(OpAsmPrinter& printer, Operation*,
                              Attribute attr) {
  auto d = llvm::dyn_cast_or_null<stablehlo::DotDimensionNumbersAttr>(attr);
  llvm::ArrayRef<int64_t> none;
  llvm::raw_ostream& os = printer.getStream();
  if (d && !(d.getLhsBatchingDimensions().empty() &&
             d.getRhsBatchingDimensions().empty())) {
    os << "batching_dims = ";
    PrintIntList(os, d.getLhsBatchingDimensions());
    os << " x ";
    PrintIntList(os, d.getRhsBatchingDimensions());
    os << ", ";
  }
  os << "contracting_dims = ";
  PrintIntList(os, d ? d.getLhsContractingDimensions() : none);
  os << " x ";
  PrintIntList(os, d ? d.getRhsContractingDimensions() : none);
}

ParseResult parsePrecisionConfigAndAlgorithm(OpAsmParser& parser,
                                             Attribute& precision,
                                             Attribute& algorithm) {
  while (mlir::succeeded(parser.parseOptionalComma())) {
    llvm::SMLoc loc = parser.getCurrentLocation();
    llvm::StringRef key;
    if (parser.parseKeyword(&key) || parser.parseEqual()) return failure();
    if (key == "precision") {
      if (ParsePrecisionList(parser, precision)) return failure();
    } else if (key == "algorithm") {
      algorithm = stablehlo::DotAlgorithmAttr::parse(parser, Type());
      if (!algorithm) return failure();
    } else {
      return parser.emitError(loc, "expected 'precision' or 'algorithm', got '")
             << key << "'";
    }
  }
  return success();
}

void printPrecisionConfigAndAlgorithm(OpAsmPrinter& printer, Operation* op,
                                      Attribute precision,
                                      Attribute algorithm) {
  printPrecisionConfig(printer, op, precision);
  if (auto a = llvm::dyn_cast_or_null<stablehlo::DotAlgorithmAttr>(algorithm)) {
    printer << ", algorithm = ";
    a.print(printer);
  }
}

//===--------------------------------------------------------------------===//
// Struct-attribute fields
//===--------------------------------------------------------------------===//

mlir::FailureOr<llvm::SmallVector<int64_t>> parseDimsField(AsmParser& parser) {
  llvm::SmallVector<int64_t> values;
  if (ParseIntList(parser, values)) return failure();
  return values;
}

void printDimsField(AsmPrinter& printer, llvm::ArrayRef<int64_t> dims) {
  PrintIntList(printer.getStream(), dims);
}

mlir::FailureOr<llvm::SmallVector<int64_t>> parseDimSizesField(
    AsmParser& parser) {
  llvm::SmallVector<int64_t> values;
  auto parse_one = [&]() -> ParseResult {
    if (mlir::succeeded(parser.parseOptionalQuestion())) {
      values.push_back(mlir::ShapedType::kDynamic);
      return success();
    }
    int64_t v = 0;
    if (parser.parseInteger(v)) return failure();
    values.push_back(v);
    return success();
  };
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, parse_one)) {
    return failure();
  }
  return values;
}

void printDimSizesField(AsmPrinter& printer, llvm::ArrayRef<int64_t> dims) {
  printer << '[';
  llvm::interleaveComma(dims, printer, [&](int64_t d) {
    if (mlir::ShapedType::isDynamic(d)) {
      printer << '?';
    } else {
      printer << d;
    }
  });
  printer << ']';
}

mlir::FailureOr<llvm::APFloat> parseFloatField(AsmParser& parser) {
  double value = 0;
  if (parser.parseFloat(value)) return failure();
  return llvm::APFloat(value);
}

//===--------------------------------------------------------------------===//
// Shardy
//===--------------------------------------------------------------------===//

ParseResult parseBalancedRaw(AsmParser& parser, std::string& raw) {
  llvm::SMLoc start = parser.getCurrentLocation();
  int depth = 0;
  do {
    if (mlir::succeeded(parser.parseOptionalLess()) ||
        mlir::succeeded(parser.parseOptionalLSquare()) ||
        mlir::succeeded(parser.parseOptionalLBrace()) ||
        mlir::succeeded(parser.parseOptionalLParen())) {
      ++depth;
      continue;
    }
    if (depth == 0) {
      return parser.emitError(parser.getCurrentLocation(),
                              "expected '<', '[', '{' or '('");
    }
    if (mlir::succeeded(parser.parseOptionalGreater()) ||
        mlir::succeeded(parser.parseOptionalRSquare()) ||
        mlir::succeeded(parser.parseOptionalRBrace()) ||
        mlir::succeeded(parser.parseOptionalRParen())) {
      --depth;
      continue;
    }
    std::string string_value;
    llvm::StringRef keyword;
    mlir::StringAttr symbol;
    llvm::APInt integer;
    if (mlir::succeeded(parser.parseOptionalComma()) ||
        mlir::succeeded(parser.parseOptionalEqual()) ||
        mlir::succeeded(parser.parseOptionalColon()) ||
        mlir::succeeded(parser.parseOptionalQuestion()) ||
        mlir::succeeded(parser.parseOptionalArrow()) ||
        mlir::succeeded(parser.parseOptionalStar()) ||
        mlir::succeeded(parser.parseOptionalVerticalBar()) ||
        mlir::succeeded(parser.parseOptionalPlus()) ||
        mlir::succeeded(parser.parseOptionalString(&string_value)) ||
        mlir::succeeded(parser.parseOptionalKeyword(&keyword)) ||
        mlir::succeeded(parser.parseOptionalSymbolName(symbol))) {
      continue;
    }
    mlir::OptionalParseResult is_int = parser.parseOptionalInteger(integer);
    if (is_int.has_value()) {
      if (mlir::failed(*is_int)) return failure();
      continue;
    }
    Attribute attr;
    mlir::OptionalParseResult is_attr = parser.parseOptionalAttribute(attr);
    if (is_attr.has_value()) {
      if (mlir::failed(*is_attr)) return failure();
      continue;
    }
    return parser.emitError(parser.getCurrentLocation(),
                            "unexpected token in bracketed attribute");
  } while (depth > 0);
  const char* begin = start.getPointer();
  const char* end = parser.getCurrentLocation().getPointer();
  raw = llvm::StringRef(begin, end - begin).rtrim().str();
  return success();
}

llvm::StringRef OpaqueBody(Attribute attr) {
  auto opaque = llvm::dyn_cast_or_null<mlir::OpaqueAttr>(attr);
  if (!opaque) return {};
  llvm::StringRef data = opaque.getAttrData();
  size_t open = data.find_first_of("<[{(");
  return open == llvm::StringRef::npos ? data : data.substr(open);
}

namespace {

ParseResult ParseSdyRaw(OpAsmParser& parser, llvm::StringRef mnemonic,
                        bool wrap, Attribute& attr) {
  std::string raw;
  if (parseBalancedRaw(parser, raw)) return failure();
  std::string data = mnemonic.str() + (wrap ? "<" + raw + ">" : raw);
  attr = mlir::OpaqueAttr::get(
      mlir::StringAttr::get(parser.getContext(), "sdy"), data,
      mlir::NoneType::get(parser.getContext()));
  return success();
}

void PrintSdyRaw(OpAsmPrinter& printer, Attribute attr, bool unwrap) {
  llvm::StringRef body = OpaqueBody(attr);
  if (unwrap && body.size() >= 2) body = body.drop_front().drop_back();
  printer << body;
}

}  // namespace

ParseResult parseSdyMesh(OpAsmParser& parser, Attribute& mesh) {
  return ParseSdyRaw(parser, "mesh", false, mesh);
}
void printSdyMesh(OpAsmPrinter& printer, Operation*, Attribute mesh) {
  PrintSdyRaw(printer, mesh, false);
}
ParseResult parseSdySharding(OpAsmParser& parser, Attribute& sharding) {
  return ParseSdyRaw(parser, "sharding", false, sharding);
}
void printSdySharding(OpAsmPrinter& printer, Operation*, Attribute sharding) {
  PrintSdyRaw(printer, sharding, false);
}
ParseResult parseSdyShardingList(OpAsmParser& parser, Attribute& shardings) {
  return ParseSdyRaw(parser, "sharding_per_value", true, shardings);
}
void printSdyShardingList(OpAsmPrinter& printer, Operation*,
                          Attribute shardings) {
  PrintSdyRaw(printer, shardings, true);
}
ParseResult parseSdyAxisSet(OpAsmParser& parser, Attribute& axes) {
  return ParseSdyRaw(parser, "manual_axes", true, axes);
}
void printSdyAxisSet(OpAsmPrinter& printer, Operation*, Attribute axes) {
  PrintSdyRaw(printer, axes, true);
}

ParseResult parseBareKeyword(OpAsmParser& parser, Attribute& keyword) {
  llvm::StringRef value;
  if (parser.parseKeyword(&value)) return failure();
  keyword = mlir::StringAttr::get(parser.getContext(), value);
  return success();
}
void printBareKeyword(OpAsmPrinter& printer, Operation*, Attribute keyword) {
  if (auto s = llvm::dyn_cast_or_null<mlir::StringAttr>(keyword)) {
    printer << s.getValue();
  }
}

ParseResult parseRegionWithArguments(OpAsmParser& parser, mlir::Region& body) {
  llvm::SmallVector<OpAsmParser::Argument> arguments;
  if (parser.parseArgumentList(arguments, OpAsmParser::Delimiter::Paren,
                               /*allowType=*/true, /*allowAttrs=*/true)) {
    return failure();
  }
  return parser.parseRegion(body, arguments);
}

void printRegionWithArguments(OpAsmPrinter& printer, Operation*,
                              mlir::Region& body) {
  printer << '(';
  if (!body.empty()) {
    llvm::interleaveComma(body.getArguments(), printer,
                          [&](mlir::BlockArgument arg) {
                            printer.printRegionArgument(arg);
                          });
  }
  printer << ") ";
  printer.printRegion(body, /*printEntryBlockArgs=*/false);
}

//===--------------------------------------------------------------------===//
// Whole-op parsers
//===--------------------------------------------------------------------===//

ParseResult parseConstantOp(OpAsmParser& parser, mlir::OperationState& result) {
  Attribute value;
  if (mlir::succeeded(parser.parseOptionalLParen())) {
    // `constant() <{value = ...}> {attrs} : () -> T`: used when the value's
    // type differs from the result type (quantized results).
    if (parser.parseRParen()) return failure();
    if (mlir::succeeded(parser.parseOptionalLess())) {
      mlir::DictionaryAttr properties;
      if (parser.parseAttribute(properties) || parser.parseGreater()) {
        return failure();
      }
      value = properties.get("value");
    }
    if (parser.parseOptionalAttrDict(result.attributes)) return failure();
    if (!value) value = result.attributes.get("value");
    mlir::FunctionType type;
    if (parser.parseColonType(type)) return failure();
    result.addTypes(type.getResults());
  } else {
    if (parser.parseOptionalAttrDict(result.attributes)) return failure();
    llvm::SMLoc loc = parser.getCurrentLocation();
    if (parser.parseAttribute(value)) return failure();
    auto typed = llvm::dyn_cast<mlir::TypedAttr>(value);
    if (!typed) return parser.emitError(loc, "expected a typed constant value");
    result.addTypes(typed.getType());
  }
  if (!value) {
    return parser.emitError(parser.getCurrentLocation(),
                            "constant has no 'value'");
  }
  result.attributes.set("value", value);
  return success();
}

void printConstantOp(OpAsmPrinter& printer, Operation* op) {
  Attribute value = op->getAttr("value");
  auto typed = llvm::dyn_cast_or_null<mlir::TypedAttr>(value);
  if (typed && typed.getType() == op->getResult(0).getType()) {
    printer.printOptionalAttrDict(op->getAttrs(), {"value"});
    printer << ' ';
    printer.printAttribute(value);
    return;
  }
  printer << "() <{value = ";
  printer.printAttribute(value);
  printer << "}>";
  printer.printOptionalAttrDict(op->getAttrs(), {"value"});
  printer << " : ";
  printer.printFunctionalType(mlir::TypeRange(), op->getResultTypes());
}

ParseResult parseReduceOp(OpAsmParser& parser, mlir::OperationState& result) {
  llvm::SMLoc operands_loc = parser.getCurrentLocation();
  llvm::SmallVector<OpAsmParser::UnresolvedOperand> inputs, inits;
  auto parse_pair = [&]() -> ParseResult {
    OpAsmParser::UnresolvedOperand input, init;
    if (parser.parseLParen() || parser.parseOperand(input) ||
        parser.parseKeyword("init") || parser.parseColon() ||
        parser.parseOperand(init) || parser.parseRParen()) {
      return failure();
    }
    inputs.push_back(input);
    inits.push_back(init);
    return success();
  };
  if (parser.parseCommaSeparatedList(parse_pair)) return failure();

  std::optional<mlir::OperationName> applies;
  llvm::SMLoc applies_loc = parser.getCurrentLocation();
  if (mlir::succeeded(parser.parseOptionalKeyword("applies"))) {
    mlir::FailureOr<mlir::OperationName> name = parser.parseCustomOperationName();
    if (mlir::failed(name)) return failure();
    applies = *name;
  }
  Attribute dims;
  if (parser.parseKeyword("across") || parser.parseKeyword("dimensions") ||
      parser.parseEqual() || parseDims(parser, dims) ||
      parser.parseOptionalAttrDict(result.attributes)) {
    return failure();
  }
  result.attributes.set("dimensions", dims);
  mlir::FunctionType type;
  if (parser.parseColonType(type)) return failure();
  size_t n = inputs.size();
  if (type.getNumInputs() != 2 * n) {
    return parser.emitError(operands_loc, "reduce of ")
           << n << " input(s) needs " << 2 * n << " operand types, got "
           << type.getNumInputs();
  }
  llvm::SmallVector<OpAsmParser::UnresolvedOperand> all(inputs);
  all.append(inits);
  if (parser.resolveOperands(all, type.getInputs(), operands_loc,
                             result.operands)) {
    return failure();
  }
  result.addTypes(type.getResults());
  mlir::Region* body = result.addRegion();
  llvm::StringRef dialect = result.name.getDialectNamespace();

  if (applies) {
    // Compact form: synthesise ^bb0(%lhs, %rhs): %r = op %lhs, %rhs; return %r.
    std::optional<mlir::Location> inner_loc;
    if (parser.parseOptionalLocationSpecifier(inner_loc)) return failure();
    mlir::Location loc = inner_loc ? *inner_loc : result.location;
    if (n != 1) {
      return parser.emitError(applies_loc,
                              "'applies' form needs exactly one input");
    }
    Type element = type.getInput(1);  // rank-0 init type
    auto* block = new mlir::Block();
    body->push_back(block);
    mlir::Value lhs = block->addArgument(element, loc);
    mlir::Value rhs = block->addArgument(element, loc);
    mlir::OperationState inner(loc, *applies);
    inner.addOperands({lhs, rhs});
    inner.addTypes(element);
    Operation* op = Operation::create(inner);
    block->push_back(op);
    mlir::OperationState ret(
        loc, mlir::OperationName((dialect + ".return").str(),
                                 parser.getContext()));
    ret.addOperands(op->getResult(0));
    block->push_back(Operation::create(ret));
    return success();
  }

  // Region form: `reducer(%e0: T, %a0: T) (%e1: T, %a1: T) { ... }`; block
  // arguments are all elements, then all accumulators.
  if (parser.parseKeyword("reducer")) return failure();
  llvm::SmallVector<OpAsmParser::Argument> elements, accumulators;
  for (size_t i = 0; i < n; ++i) {
    OpAsmParser::Argument element, accumulator;
    if (parser.parseLParen() ||
        parser.parseArgument(element, /*allowType=*/true) ||
        parser.parseComma() ||
        parser.parseArgument(accumulator, /*allowType=*/true) ||
        parser.parseRParen()) {
      return failure();
    }
    elements.push_back(element);
    accumulators.push_back(accumulator);
  }
  llvm::SmallVector<OpAsmParser::Argument> arguments(elements);
  arguments.append(accumulators);
  return parser.parseRegion(*body, arguments);
}

void printReduceOp(OpAsmPrinter& printer, Operation* op) {
  size_t n = op->getNumOperands() / 2;
  for (size_t i = 0; i < n; ++i) {
    if (i) printer << ',';
    printer << '(' << op->getOperand(i) << " init: " << op->getOperand(n + i)
            << ')';
  }
  printer << " across dimensions = ";
  printDims(printer, op, op->getAttr("dimensions"));
  printer.printOptionalAttrDict(op->getAttrs(), {"dimensions"});
  printer << " : ";
  printer.printFunctionalType(op);
  mlir::Region& body = op->getRegion(0);
  if (body.empty()) return;
  printer.printNewline();
  printer << " reducer";
  mlir::Block& block = body.front();
  for (size_t i = 0; i < n && 2 * n <= block.getNumArguments(); ++i) {
    printer << '(';
    printer.printRegionArgument(block.getArgument(i));
    printer << ", ";
    printer.printRegionArgument(block.getArgument(n + i));
    printer << ')';
  }
  printer << ' ';
  printer.printRegion(body, /*printEntryBlockArgs=*/false);
}

ParseResult parseWhileOp(OpAsmParser& parser, mlir::OperationState& result) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  llvm::SmallVector<OpAsmParser::Argument> iter_args;
  llvm::SmallVector<OpAsmParser::UnresolvedOperand> operands;
  auto parse_one = [&]() -> ParseResult {
    OpAsmParser::Argument arg;
    OpAsmParser::UnresolvedOperand operand;
    if (parser.parseArgument(arg) || parser.parseEqual() ||
        parser.parseOperand(operand)) {
      return failure();
    }
    iter_args.push_back(arg);
    operands.push_back(operand);
    return success();
  };
  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::Paren, parse_one)) {
    return failure();
  }
  llvm::SmallVector<Type> types;
  if (!operands.empty() &&
      (parser.parseColon() || parser.parseTypeList(types))) {
    return failure();
  }
  if (types.size() != operands.size()) {
    return parser.emitError(loc, "while has ")
           << operands.size() << " operand(s) but " << types.size()
           << " type(s)";
  }
  for (size_t i = 0; i < iter_args.size(); ++i) iter_args[i].type = types[i];
  if (parser.resolveOperands(operands, types, loc, result.operands) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes)) {
    return failure();
  }
  result.addTypes(types);
  mlir::Region* cond = result.addRegion();
  mlir::Region* body = result.addRegion();
  if (parser.parseKeyword("cond") || parser.parseRegion(*cond, iter_args) ||
      parser.parseKeyword("do") || parser.parseRegion(*body, iter_args)) {
    return failure();
  }
  return success();
}

void printWhileOp(OpAsmPrinter& printer, Operation* op) {
  mlir::Region& cond = op->getRegion(0);
  printer << '(';
  for (unsigned i = 0; i < op->getNumOperands(); ++i) {
    if (i) printer << ", ";
    if (!cond.empty() && i < cond.getNumArguments()) {
      printer.printOperand(cond.getArgument(i));
    } else {
      printer << "%iterArg_" << i;
    }
    printer << " = " << op->getOperand(i);
  }
  printer << ')';
  if (op->getNumOperands() > 0) {
    printer << " : ";
    llvm::interleaveComma(op->getOperandTypes(), printer);
  }
  printer.printOptionalAttrDictWithKeyword(op->getAttrs());
  printer.printNewline();
  printer << " cond ";
  printer.printRegion(cond, /*printEntryBlockArgs=*/false);
  printer << " do ";
  printer.printRegion(op->getRegion(1), /*printEntryBlockArgs=*/false);
}

}  // namespace tpusim::hlo_mlir
