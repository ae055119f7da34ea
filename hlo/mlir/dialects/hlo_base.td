// tpusim's own ODS declarations of the StableHLO, MHLO, CHLO and Shardy
// dialects: just enough to *parse* the text those tools print (pretty and
// generic form) into MLIR so that mlir_to_hlo.cc can convert it into tpusim's
// HLO IR. No verifiers, folders or type inference: the importer checks what
// it needs while converting.
//
// Design (see docs/mlir_importer.md):
//  - Inherent attributes are declared with permissive constraints (AnyAttr)
//    unless an assembly format prints them bare, so that both the pre-2024
//    `dense<...> : tensor<Nxi64>` and the newer `array<i64: ...>` spellings
//    parse, in `{...}` and in `<{...}>`.
//  - The attribute and type classes are declared once and owned by the
//    `stablehlo` dialect; the `mhlo` and `chlo` attribute hooks delegate to
//    the same parsers (`#mhlo.gather<...>` builds the same class).
//  - Ops shared by StableHLO and MHLO are declared once in a multiclass and
//    instantiated for both dialects (hlo_ops.td).

#ifndef TPUSIM_HLO_MLIR_HLO_BASE_TD
#define TPUSIM_HLO_MLIR_HLO_BASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

//===----------------------------------------------------------------------===//
// Dialects
//===----------------------------------------------------------------------===//

class HLO_DialectBase<string dialectName, string ns> : Dialect {
  let name = dialectName;
  let cppNamespace = ns;
  // Unknown `#dialect.x<...>` attributes become builtin OpaqueAttr (raw text)
  // instead of failing the parse; see ParseDialectAttribute().
  let useDefaultAttributePrinterParser = 0;
  let useDefaultTypePrinterParser = 0;
  let extraClassDeclaration = [{
    ::mlir::Attribute parseAttribute(::mlir::DialectAsmParser &parser,
                                     ::mlir::Type type) const override;
    void printAttribute(::mlir::Attribute attr,
                        ::mlir::DialectAsmPrinter &printer) const override;
    ::mlir::Type parseType(::mlir::DialectAsmParser &parser) const override;
    void printType(::mlir::Type type,
                   ::mlir::DialectAsmPrinter &printer) const override;
  }];
}

def StableHLO_Dialect : HLO_DialectBase<"stablehlo", "::tpusim::hlo_mlir::stablehlo"> {
  let summary = "StableHLO (parse-only definitions for tpusim)";
}
def MHLO_Dialect : HLO_DialectBase<"mhlo", "::tpusim::hlo_mlir::mhlo"> {
  let summary = "MHLO (parse-only definitions for tpusim)";
}
def CHLO_Dialect : HLO_DialectBase<"chlo", "::tpusim::hlo_mlir::chlo"> {
  let summary = "CHLO (parse-only definitions for tpusim)";
}
def SDY_Dialect : HLO_DialectBase<"sdy", "::tpusim::hlo_mlir::sdy"> {
  let summary = "Shardy (parse-only definitions for tpusim)";
}

//===----------------------------------------------------------------------===//
// Enums (attribute spelling `#stablehlo<mnemonic VALUE>`,
// printed bare inside pretty op formats)
//===----------------------------------------------------------------------===//

class HLO_I32Enum<string name, list<I32EnumAttrCase> cases>
    : I32EnumAttr<name, name, cases> {
  let cppNamespace = "::tpusim::hlo_mlir::stablehlo";
  let genSpecializedAttr = 0;
}

def HLO_ComparisonDirection : HLO_I32Enum<"ComparisonDirection", [
    I32EnumAttrCase<"EQ", 0>, I32EnumAttrCase<"NE", 1>,
    I32EnumAttrCase<"GE", 2>, I32EnumAttrCase<"GT", 3>,
    I32EnumAttrCase<"LE", 4>, I32EnumAttrCase<"LT", 5>]>;
def HLO_ComparisonType : HLO_I32Enum<"ComparisonType", [
    I32EnumAttrCase<"NOTYPE", 0>, I32EnumAttrCase<"FLOAT", 1>,
    I32EnumAttrCase<"TOTALORDER", 2>, I32EnumAttrCase<"SIGNED", 3>,
    I32EnumAttrCase<"UNSIGNED", 4>]>;
// PACKED_NIBBLE exists in MHLO only.
def HLO_Precision : HLO_I32Enum<"Precision", [
    I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGH", 1>,
    I32EnumAttrCase<"HIGHEST", 2>, I32EnumAttrCase<"PACKED_NIBBLE", 3>]>;
def HLO_FftType : HLO_I32Enum<"FftType", [
    I32EnumAttrCase<"FFT", 0>, I32EnumAttrCase<"IFFT", 1>,
    I32EnumAttrCase<"RFFT", 2>, I32EnumAttrCase<"IRFFT", 3>]>;
def HLO_Transpose : HLO_I32Enum<"Transpose", [
    I32EnumAttrCase<"TRANSPOSE_INVALID", 0>, I32EnumAttrCase<"NO_TRANSPOSE", 1>,
    I32EnumAttrCase<"TRANSPOSE", 2>, I32EnumAttrCase<"ADJOINT", 3>]>;
def HLO_RngDistribution : HLO_I32Enum<"RngDistribution", [
    I32EnumAttrCase<"UNIFORM", 1>, I32EnumAttrCase<"NORMAL", 2>]>;
def HLO_RngAlgorithm : HLO_I32Enum<"RngAlgorithm", [
    I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"THREE_FRY", 1>,
    I32EnumAttrCase<"PHILOX", 2>]>;
def HLO_ResultAccuracyMode : HLO_I32Enum<"ResultAccuracyMode", [
    I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGHEST", 1>,
    I32EnumAttrCase<"TOLERANCE", 2>]>;

def HLO_ComparisonDirectionAttr
    : EnumAttr<StableHLO_Dialect, HLO_ComparisonDirection, "comparison_direction">;
def HLO_ComparisonTypeAttr
    : EnumAttr<StableHLO_Dialect, HLO_ComparisonType, "comparison_type">;
def HLO_PrecisionAttr
    : EnumAttr<StableHLO_Dialect, HLO_Precision, "precision">;
def HLO_FftTypeAttr : EnumAttr<StableHLO_Dialect, HLO_FftType, "fft_type">;
def HLO_TransposeAttr
    : EnumAttr<StableHLO_Dialect, HLO_Transpose, "transpose">;
def HLO_RngDistributionAttr
    : EnumAttr<StableHLO_Dialect, HLO_RngDistribution, "rng_distribution">;
def HLO_RngAlgorithmAttr
    : EnumAttr<StableHLO_Dialect, HLO_RngAlgorithm, "rng_algorithm">;
def HLO_ResultAccuracyModeAttr
    : EnumAttr<StableHLO_Dialect, HLO_ResultAccuracyMode, "result_accuracy_mode"> {
  // Spelled `#stablehlo.result_accuracy_mode<TOLERANCE>`.
  let assemblyFormat = "`<` $value `>`";
}

//===----------------------------------------------------------------------===//
// Struct-like attributes: `#stablehlo.gather<offset_dims = [1], ...>`.
// Fields may come in any order and are omitted when empty or default.
//===----------------------------------------------------------------------===//

// A `[1, 2]` field, absent = empty.
def HLO_DimsField : OptionalArrayRefParameter<"int64_t"> {
  let parser = "::tpusim::hlo_mlir::parseDimsField($_parser)";
  let printer = "::tpusim::hlo_mlir::printDimsField($_printer, $_self)";
}
// A `[3, ?]` field: `?` is a dynamic size.
def HLO_DimSizesField : OptionalArrayRefParameter<"int64_t"> {
  let parser = "::tpusim::hlo_mlir::parseDimSizesField($_parser)";
  let printer = "::tpusim::hlo_mlir::printDimSizesField($_printer, $_self)";
}
def HLO_FloatField : DefaultValuedParameter<"::llvm::APFloat", "::llvm::APFloat(0.0)"> {
  let parser = "::tpusim::hlo_mlir::parseFloatField($_parser)";
  let printer = "$_printer.printFloat($_self)";
  let comparator = "$_lhs.bitwiseIsEqual($_rhs)";
}

class HLO_Attr<string name, string attrMnemonic>
    : AttrDef<StableHLO_Dialect, name> {
  let mnemonic = attrMnemonic;
}

def HLO_GatherDimensionNumbers : HLO_Attr<"GatherDimensionNumbers", "gather"> {
  let parameters = (ins HLO_DimsField:$offset_dims,
                        HLO_DimsField:$collapsed_slice_dims,
                        HLO_DimsField:$operand_batching_dims,
                        HLO_DimsField:$start_indices_batching_dims,
                        HLO_DimsField:$start_index_map,
                        DefaultValuedParameter<"int64_t", "0">:$index_vector_dim);
  let assemblyFormat = "`<` struct(params) `>`";
}

def HLO_ScatterDimensionNumbers : HLO_Attr<"ScatterDimensionNumbers", "scatter"> {
  let parameters = (ins HLO_DimsField:$update_window_dims,
                        HLO_DimsField:$inserted_window_dims,
                        HLO_DimsField:$input_batching_dims,
                        HLO_DimsField:$scatter_indices_batching_dims,
                        HLO_DimsField:$scatter_dims_to_operand_dims,
                        DefaultValuedParameter<"int64_t", "0">:$index_vector_dim);
  let assemblyFormat = "`<` struct(params) `>`";
}

def HLO_DotDimensionNumbers : HLO_Attr<"DotDimensionNumbers", "dot"> {
  let parameters = (ins HLO_DimsField:$lhs_batching_dimensions,
                        HLO_DimsField:$rhs_batching_dimensions,
                        HLO_DimsField:$lhs_contracting_dimensions,
                        HLO_DimsField:$rhs_contracting_dimensions);
  let assemblyFormat = "`<` struct(params) `>`";
}

// `#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>` or the
// `#stablehlo.conv<raw input_batch_dimension = 0, ...>` spelling; the op
// pretty form prints the same letters without the wrapper
// (parseConvDimensions in asm_helpers.cc).
def HLO_ConvDimensionNumbers : HLO_Attr<"ConvDimensionNumbers", "conv"> {
  let parameters = (ins "int64_t":$input_batch_dimension,
                        "int64_t":$input_feature_dimension,
                        ArrayRefParameter<"int64_t">:$input_spatial_dimensions,
                        "int64_t":$kernel_input_feature_dimension,
                        "int64_t":$kernel_output_feature_dimension,
                        ArrayRefParameter<"int64_t">:$kernel_spatial_dimensions,
                        "int64_t":$output_batch_dimension,
                        "int64_t":$output_feature_dimension,
                        ArrayRefParameter<"int64_t">:$output_spatial_dimensions);
  let hasCustomAssemblyFormat = 1;
}

def HLO_ChannelHandle : HLO_Attr<"ChannelHandle", "channel_handle"> {
  let parameters = (ins "int64_t":$handle, "int64_t":$type);
  let assemblyFormat = "`<` struct(params) `>`";
}

def HLO_OutputOperandAlias : HLO_Attr<"OutputOperandAlias", "output_operand_alias"> {
  let parameters = (ins HLO_DimsField:$output_tuple_indices,
                        "int64_t":$operand_index,
                        HLO_DimsField:$operand_tuple_indices);
  let assemblyFormat = "`<` struct(params) `>`";
}

def HLO_DotAlgorithm : HLO_Attr<"DotAlgorithm", "dot_algorithm"> {
  let parameters = (ins "::mlir::Type":$lhs_precision_type,
                        "::mlir::Type":$rhs_precision_type,
                        "::mlir::Type":$accumulation_type,
                        "int64_t":$lhs_component_count,
                        "int64_t":$rhs_component_count,
                        "int64_t":$num_primitive_operations,
                        "bool":$allow_imprecise_accumulation);
  let assemblyFormat = "`<` struct(params) `>`";
}

def HLO_ResultAccuracy : HLO_Attr<"ResultAccuracy", "result_accuracy"> {
  let parameters = (ins HLO_FloatField:$atol,
                        HLO_FloatField:$rtol,
                        DefaultValuedParameter<"int64_t", "0">:$ulps,
                        "::tpusim::hlo_mlir::stablehlo::ResultAccuracyModeAttr":$mode);
  let assemblyFormat = "`<` struct(params) `>`";
}

// Bounds of dynamic dims: `tensor<?x4xf32, #stablehlo.bounds<8, ?>>` is the
// short spelling of `#stablehlo.type_extensions<bounds = [8, ?]>`; the
// dialect hook maps `bounds<...>` here too.
def HLO_TypeExtensions : HLO_Attr<"TypeExtensions", "type_extensions"> {
  let parameters = (ins HLO_DimSizesField:$bounds);
  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

class HLO_Type<Dialect dialect, string name, string typeMnemonic>
    : TypeDef<dialect, name> {
  let mnemonic = typeMnemonic;
}

def StableHLO_Token : HLO_Type<StableHLO_Dialect, "Token", "token">;
// `!stablehlo.future<tensor<...>, ...>` (StableHLO >= 1.15 async ops).
def StableHLO_Future : HLO_Type<StableHLO_Dialect, "Future", "future"> {
  let parameters = (ins ArrayRefParameter<"::mlir::Type">:$types);
  let assemblyFormat = "`<` $types `>`";
}
def MHLO_Token : HLO_Type<MHLO_Dialect, "Token", "token">;
// `!mhlo.async_bundle<...>` of MHLO async_start/update/done.
def MHLO_AsyncBundle : HLO_Type<MHLO_Dialect, "AsyncBundle", "async_bundle"> {
  let parameters = (ins ArrayRefParameter<"::mlir::Type">:$types);
  let assemblyFormat = "`<` $types `>`";
}

#endif  // TPUSIM_HLO_MLIR_HLO_BASE_TD
