// Typed instruction attributes. An instruction keeps its attributes as an
// ordered list of (name, typed value) pairs using XLA's text attribute names
// ("dimensions", "slice", "window", "lhs_contracting_dims", ...), so every
// importer fills the same keys and the printer writes them back in order.
// Attributes tpusim does not interpret are kept verbatim (kRaw) and printed
// back unchanged: nothing is dropped.
#ifndef TPUSIM_HLO_IR_ATTRIBUTES_H_
#define TPUSIM_HLO_IR_ATTRIBUTES_H_

#include <cstdint>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "hlo/ir/shape.h"

namespace tpusim::hlo {

class Computation;

struct SliceDim {
  int64_t start = 0;
  int64_t limit = 0;
  int64_t stride = 1;
  bool operator==(const SliceDim&) const = default;
};

struct PaddingDim {
  int64_t low = 0;
  int64_t high = 0;
  int64_t interior = 0;
  bool operator==(const PaddingDim&) const = default;
};

struct WindowDim {
  int64_t size = 1;
  int64_t stride = 1;
  int64_t padding_low = 0;
  int64_t padding_high = 0;
  int64_t window_dilation = 1;  // rhs_dilate
  int64_t base_dilation = 1;    // lhs_dilate
  bool window_reversal = false;
  bool operator==(const WindowDim&) const = default;
};

struct Window {
  std::vector<WindowDim> dims;
  bool operator==(const Window&) const = default;
};

// Parsed form of `dim_labels=b01f_01io->b01f`.
struct ConvolutionDimensionNumbers {
  int64_t input_batch_dimension = 0;
  int64_t input_feature_dimension = 0;
  std::vector<int64_t> input_spatial_dimensions;
  int64_t kernel_input_feature_dimension = 0;
  int64_t kernel_output_feature_dimension = 0;
  std::vector<int64_t> kernel_spatial_dimensions;
  int64_t output_batch_dimension = 0;
  int64_t output_feature_dimension = 0;
  std::vector<int64_t> output_spatial_dimensions;
  bool operator==(const ConvolutionDimensionNumbers&) const = default;
};
// "b01f_01io->b01f" from dimension numbers, and back. Parse returns false on
// malformed text.
std::string ConvolutionDimensionNumbersToString(
    const ConvolutionDimensionNumbers& dnums);
bool ParseConvolutionDimensionNumbers(absl::string_view text,
                                      ConvolutionDimensionNumbers* out);

// One entry of output_to_operand_aliasing={ {out}: (operand, {idx}) }.
struct OutputOperandAlias {
  ShapeIndex output_index;
  int64_t operand_number = 0;
  ShapeIndex operand_index;
  bool operator==(const OutputOperandAlias&) const = default;
};

// The dot dimension numbers, gathered from the four *_dims attributes.
struct DotDimensionNumbers {
  std::vector<int64_t> lhs_contracting_dimensions;
  std::vector<int64_t> rhs_contracting_dimensions;
  std::vector<int64_t> lhs_batch_dimensions;
  std::vector<int64_t> rhs_batch_dimensions;
};

enum class AttrKind : uint8_t {
  kInt,             // channel_id=5, index=0, feature_group_count=2
  kBool,            // is_stable=true
  kString,          // custom_call_target="foo" (stored unescaped)
  kIdent,           // kind=kLoop, direction=LT, api_version=API_VERSION_...
  kIntList,         // dimensions={0,1}
  kIntLists,        // replica_groups={{0,1},{2,3}}, source_target_pairs=...
  kIdentList,       // operand_precision={default,highest}
  kSlice,           // slice={[0:4], [1:8:2]}
  kPadding,         // padding=0_0x1_1_2
  kWindow,          // window={size=3x3 stride=2x2 pad=1_1x1_1}
  kDimLabels,       // dim_labels=b01f_01io->b01f
  kOutputOperandAliasing,
  kComputation,      // to_apply=%add, calls=%fused, condition=, body=
  kComputationList,  // branch_computations={%a, %b}, called_computations=
  kRaw,              // verbatim text (sharding, frontend_attributes, JSON ...)
};

struct Attribute {
  using Value = std::variant<int64_t, bool, std::string, std::vector<int64_t>,
                             std::vector<std::vector<int64_t>>,
                             std::vector<std::string>, std::vector<SliceDim>,
                             std::vector<PaddingDim>, Window,
                             ConvolutionDimensionNumbers,
                             std::vector<OutputOperandAlias>, Computation*,
                             std::vector<Computation*>>;

  std::string name;
  AttrKind kind = AttrKind::kRaw;
  Value value;

  bool operator==(const Attribute& other) const;

  static Attribute Int(std::string name, int64_t v) {
    return {std::move(name), AttrKind::kInt, v};
  }
  static Attribute Bool(std::string name, bool v) {
    return {std::move(name), AttrKind::kBool, v};
  }
  static Attribute String(std::string name, std::string v) {
    return {std::move(name), AttrKind::kString, std::move(v)};
  }
  static Attribute Ident(std::string name, std::string v) {
    return {std::move(name), AttrKind::kIdent, std::move(v)};
  }
  static Attribute Raw(std::string name, std::string v) {
    return {std::move(name), AttrKind::kRaw, std::move(v)};
  }
  static Attribute IntList(std::string name, std::vector<int64_t> v) {
    return {std::move(name), AttrKind::kIntList, std::move(v)};
  }
  static Attribute ComputationRef(std::string name, Computation* c) {
    return {std::move(name), AttrKind::kComputation, c};
  }
  static Attribute ComputationList(std::string name,
                                   std::vector<Computation*> cs) {
    return {std::move(name), AttrKind::kComputationList, std::move(cs)};
  }
};

// `metadata={op_type="..." op_name="..." source_file="..." source_line=12}`.
// Keys tpusim does not interpret (stack_frame_id, scheduling_name, ...) are
// kept in `other` with their value text exactly as written.
struct OpMetadata {
  std::string op_type;
  std::string op_name;
  std::string source_file;
  int64_t source_line = 0;  // 0 = absent.
  std::vector<std::pair<std::string, std::string>> other;
  bool empty() const {
    return op_type.empty() && op_name.empty() && source_file.empty() &&
           source_line == 0 && other.empty();
  }
  bool operator==(const OpMetadata&) const = default;
};

}  // namespace tpusim::hlo

#endif  // TPUSIM_HLO_IR_ATTRIBUTES_H_
