// The StableHLO dialect (ops, and the attribute/type classes shared with
// MHLO and CHLO) and the attribute/type hooks of all four dialects.
#include "hlo/mlir/dialects/hlo_dialects.h"

#include <string>

#include "llvm/ADT/TypeSwitch.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

// clang-format off
#include "hlo/mlir/dialects/hlo_enums.cc.inc"
#define GET_ATTRDEF_CLASSES
#include "hlo/mlir/dialects/hlo_attrs.cc.inc"
#define GET_TYPEDEF_CLASSES
#include "hlo/mlir/dialects/stablehlo_types.cc.inc"
#include "hlo/mlir/dialects/stablehlo_dialect.cc.inc"
#define GET_OP_CLASSES
#include "hlo/mlir/dialects/stablehlo_ops.h.inc"
#define GET_OP_CLASSES
#include "hlo/mlir/dialects/stablehlo_ops.cc.inc"
// clang-format on

namespace tpusim::hlo_mlir {

mlir::Attribute ParseDialectAttribute(mlir::DialectAsmParser& parser,
                                      mlir::Type type,
                                      llvm::StringRef dialect) {
  mlir::MLIRContext* context = parser.getContext();
  auto opaque = [&](llvm::StringRef data) -> mlir::Attribute {
    return mlir::OpaqueAttr::get(mlir::StringAttr::get(context, dialect), data,
                                 mlir::NoneType::get(context));
  };
  // `#sdy<"sharding<...>">`: how an OpaqueAttr prints itself.
  std::string quoted;
  if (mlir::succeeded(parser.parseOptionalString(&quoted))) {
    return opaque(quoted);
  }
  llvm::StringRef spec = parser.getFullSymbolSpec();
  if (dialect != "sdy") {
    llvm::StringRef mnemonic;
    mlir::Attribute attr;
    mlir::OptionalParseResult parsed =
        generatedAttributeParser(parser, &mnemonic, type, attr);
    if (parsed.has_value()) {
      return mlir::succeeded(*parsed) ? attr : mlir::Attribute();
    }
    if (mnemonic == "bounds") {
      // `#stablehlo.bounds<8, ?>`, short for type_extensions<bounds = [8, ?]>.
      if (parser.parseLess()) return {};
      mlir::FailureOr<llvm::SmallVector<int64_t>> bounds;
      if (mlir::failed(parser.parseOptionalGreater())) {
        llvm::SmallVector<int64_t> values;
        auto parse_one = [&]() -> ParseResult {
          if (mlir::succeeded(parser.parseOptionalQuestion())) {
            values.push_back(mlir::ShapedType::kDynamic);
            return mlir::success();
          }
          int64_t v = 0;
          if (parser.parseInteger(v)) return mlir::failure();
          values.push_back(v);
          return mlir::success();
        };
        if (parser.parseCommaSeparatedList(parse_one) || parser.parseGreater()) {
          return {};
        }
        return stablehlo::TypeExtensionsAttr::get(context, values);
      }
      return stablehlo::TypeExtensionsAttr::get(context, {});
    }
  }
  return opaque(spec);
}

mlir::Type ParseDialectType(mlir::DialectAsmParser& parser,
                            llvm::StringRef dialect) {
  mlir::MLIRContext* context = parser.getContext();
  llvm::StringRef spec = parser.getFullSymbolSpec();
  if (dialect == "stablehlo" || dialect == "mhlo") {
    llvm::StringRef mnemonic;
    mlir::Type type;
    mlir::OptionalParseResult parsed =
        dialect == "stablehlo"
            ? ::generatedTypeParser(parser, &mnemonic, type)
            : mhlo::ParseMhloType(parser, &mnemonic, type);
    if (parsed.has_value()) {
      return mlir::succeeded(*parsed) ? type : mlir::Type();
    }
  }
  return mlir::OpaqueType::get(mlir::StringAttr::get(context, dialect), spec);
}

void LoadHloDialects(mlir::MLIRContext& context) {
  context.loadDialect<stablehlo::StableHLODialect, mhlo::MHLODialect,
                      chlo::CHLODialect, sdy::SDYDialect>();
}

namespace stablehlo {

void StableHLODialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "hlo/mlir/dialects/stablehlo_ops.cc.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "hlo/mlir/dialects/hlo_attrs.cc.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "hlo/mlir/dialects/stablehlo_types.cc.inc"
      >();
}

mlir::Attribute StableHLODialect::parseAttribute(mlir::DialectAsmParser& parser,
                                                 mlir::Type type) const {
  return ParseDialectAttribute(parser, type, getNamespace());
}

void StableHLODialect::printAttribute(mlir::Attribute attr,
                                      mlir::DialectAsmPrinter& printer) const {
  if (auto ext = llvm::dyn_cast<TypeExtensionsAttr>(attr)) {
    printer << "bounds<";
    llvm::interleaveComma(ext.getBounds(), printer, [&](int64_t b) {
      if (mlir::ShapedType::isDynamic(b)) {
        printer << '?';
      } else {
        printer << b;
      }
    });
    printer << ">";
    return;
  }
  (void)generatedAttributePrinter(attr, printer);
}

mlir::Type StableHLODialect::parseType(mlir::DialectAsmParser& parser) const {
  return ParseDialectType(parser, getNamespace());
}

void StableHLODialect::printType(mlir::Type type,
                                 mlir::DialectAsmPrinter& printer) const {
  (void)generatedTypePrinter(type, printer);
}

// `#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>` or
// `#stablehlo.conv<raw input_batch_dimension = 0, ...>`.
mlir::Attribute ConvDimensionNumbersAttr::parse(mlir::AsmParser& parser,
                                                mlir::Type) {
  if (parser.parseLess()) return {};
  mlir::Attribute result;
  if (mlir::succeeded(parser.parseOptionalKeyword("raw"))) {
    int64_t input_batch = 0, input_feature = 0, kernel_input = 0,
            kernel_output = 0, output_batch = 0, output_feature = 0;
    llvm::SmallVector<int64_t> input_spatial, kernel_spatial, output_spatial;
    auto parse_field = [&]() -> ParseResult {
      llvm::StringRef key;
      if (parser.parseKeyword(&key) || parser.parseEqual()) return mlir::failure();
      auto scalar = [&](int64_t& out) { return parser.parseInteger(out); };
      auto list = [&](llvm::SmallVector<int64_t>& out) -> ParseResult {
        mlir::FailureOr<llvm::SmallVector<int64_t>> v = parseDimsField(parser);
        if (mlir::failed(v)) return mlir::failure();
        out = *v;
        return mlir::success();
      };
      if (key == "input_batch_dimension") return scalar(input_batch);
      if (key == "input_feature_dimension") return scalar(input_feature);
      if (key == "input_spatial_dimensions") return list(input_spatial);
      if (key == "kernel_input_feature_dimension") return scalar(kernel_input);
      if (key == "kernel_output_feature_dimension") return scalar(kernel_output);
      if (key == "kernel_spatial_dimensions") return list(kernel_spatial);
      if (key == "output_batch_dimension") return scalar(output_batch);
      if (key == "output_feature_dimension") return scalar(output_feature);
      if (key == "output_spatial_dimensions") return list(output_spatial);
      return parser.emitError(parser.getCurrentLocation(),
                              "unknown convolution dimension field '")
             << key << "'";
    };
    if (parser.parseCommaSeparatedList(parse_field)) return {};
    result = ConvDimensionNumbersAttr::get(
        parser.getContext(), input_batch, input_feature, input_spatial,
        kernel_input, kernel_output, kernel_spatial, output_batch,
        output_feature, output_spatial);
  } else if (parseConvDimensions(parser, result)) {
    return {};
  }
  if (parser.parseGreater()) return {};
  return result;
}

void ConvDimensionNumbersAttr::print(mlir::AsmPrinter& printer) const {
  printer << "<";
  printConvDimensions(printer, nullptr, *this);
  printer << ">";
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

}  // namespace stablehlo
}  // namespace tpusim::hlo_mlir
