// Shapes and layouts, modelled on XLA's Shape / Layout (xla/shape.h,
// xla/layout.h). A Shape is an array (element type, dims, optional layout), a
// tuple of shapes, a token or opaque.
#ifndef TPUSIM_HLO_IR_SHAPE_H_
#define TPUSIM_HLO_IR_SHAPE_H_

#include "absl/strings/string_view.h"
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "hlo/base/out_of_line.h"
#include "hlo/ir/primitive_type.h"

namespace tpusim::hlo {

// A dim of size `kUnboundedSize` is written `?` (unbounded dynamic).
inline constexpr int64_t kUnboundedSize = std::numeric_limits<int64_t>::min();
// A tile dim of `kCombineDimension` is written `*`: merge this dim with the
// next-minor one before tiling.
inline constexpr int64_t kCombineDimension =
    std::numeric_limits<int64_t>::min();

// One tile: bounds for the most-minor dims, major first, e.g. (8,128).
struct Tile {
  std::vector<int64_t> dims;
  bool operator==(const Tile& other) const { return dims == other.dims; }
};

// Layout parts tpusim keeps but does not interpret (sparse dim-level types,
// index/pointer types, split configs, physical shape), as the text inside
// their parentheses so they print back unchanged.
struct LayoutRareParts {
  std::string dim_level_types;         // Inside D(...); empty = absent.
  std::string index_primitive_type;    // #(..); empty = absent.
  std::string pointer_primitive_type;  // *(..); empty = absent.
  std::string split_configs;  // Everything after "SC" e.g. "(0:1,2)"; empty = absent.
  std::string physical_shape;  // Inside P(...); empty = absent.
  bool empty() const;
  bool operator==(const LayoutRareParts&) const = default;
};

// Almost no layout has these parts, and every Shape embeds a Layout, so
// keeping them off the Shape cuts the IR's footprint by about a third
// (parse RSS, DEVELOPING.md). get() is all empty when none was set.
using RareLayoutPartsBox = OutOfLine<LayoutRareParts>;

// XLA layout.
struct Layout {
  std::vector<int64_t> minor_to_major;
  std::vector<Tile> tiles;      // T(..)(..): first tile outermost.
  int64_t tail_padding_alignment_in_elements = 1;  // L(n); 1 = absent.
  int64_t element_size_in_bits = 0;    // E(n); 0 = natural width.
  int64_t memory_space = 0;            // S(n); 0 = default (HBM).
  int64_t dynamic_shape_metadata_prefix_bytes = 0;  // M(n); 0 = absent.
  RareLayoutPartsBox rare;  // D(..), #(..), *(..), SC.., P(..).
  // Set by tpusim's layout assignment on an unlaid module: minor_to_major is
  // a choice even where it is the default order, which layout prediction
  // would otherwise re-predict (tpu_model/layout_predictor.h). Neither
  // printed nor compared: it only carries the choice to the size function.
  bool order_assigned = false;
  // Set by tpusim's layout assignment where XLA:TPU gives the array the
  // chip's large second-minor tiles (T(16,128)(2,1) for bf16) although the
  // per-shape rule would not (tpu_model/compiler/layout_assignment.h). Like
  // order_assigned, neither printed nor compared.
  bool large_tiles_assigned = false;

  bool operator==(const Layout& other) const;
  bool operator!=(const Layout& other) const { return !(*this == other); }
  // True when nothing but minor_to_major is set.
  bool HasOnlyMinorToMajor() const;
  // "{1,0:T(8,128)(2,1)}".
  std::string ToString() const;
};

// Deepest tuple nesting any importer accepts (XLA programs nest a few
// levels); deeper shapes are import errors, so recursive shape code stays
// shallow (issue 16: 4,000-deep tuples from protos took 39 s and 900 MB).
inline constexpr int kMaxTupleNesting = 64;

class Shape {
 public:
  Shape() = default;
  // Array shape. `dynamic` may be empty (all static) or have one flag per dim.
  Shape(PrimitiveType element_type, std::vector<int64_t> dims,
        std::vector<bool> dynamic = {});
  static Shape Tuple(std::vector<Shape> elements);
  static Shape Token() { return Shape(PrimitiveType::kToken, {}); }

  PrimitiveType element_type() const { return element_type_; }
  bool IsTuple() const { return element_type_ == PrimitiveType::kTuple; }
  bool IsToken() const { return element_type_ == PrimitiveType::kToken; }
  bool IsOpaque() const { return element_type_ == PrimitiveType::kOpaque; }
  bool IsArray() const { return IsArrayType(element_type_); }

  int64_t rank() const { return static_cast<int64_t>(dims_.size()); }
  const std::vector<int64_t>& dims() const { return dims_; }
  int64_t dim(int64_t i) const { return dims_[i]; }
  // Re-sizes dim i (DimRefiner); the layout is kept.
  void set_dim(int64_t i, int64_t size) { dims_[i] = size; }
  // Dim i is `<=N` (bounded) or `?` (unbounded).
  bool is_dynamic_dim(int64_t i) const {
    return !dynamic_.empty() && dynamic_[i];
  }
  bool is_unbounded_dim(int64_t i) const { return dims_[i] == kUnboundedSize; }
  bool IsDynamic() const;    // Any dim (recursively) dynamic.
  bool IsUnbounded() const;  // Any dim (recursively) `?`.
  const std::vector<bool>& dynamic_dims() const { return dynamic_; }

  const std::vector<Shape>& tuple_shapes() const { return tuple_shapes_; }
  std::vector<Shape>& mutable_tuple_shapes() { return tuple_shapes_; }

  bool has_layout() const { return layout_.has_value(); }
  const Layout& layout() const { return *layout_; }
  Layout* mutable_layout() { return layout_ ? &*layout_ : nullptr; }
  void set_layout(Layout layout) { layout_ = std::move(layout); }
  void clear_layout() { layout_.reset(); }
  // Removes layouts from this shape and all tuple elements.
  void ClearLayoutsRecursively();

  // Number of elements (bounds for dynamic dims), overflow-checked; error for
  // unbounded dims. 1 for scalars; 0 for tuples/tokens.
  absl::StatusOr<int64_t> ElementCount() const;

  // The subshape at `index` (tuple element path); nullptr when out of range.
  const Shape* Subshape(const std::vector<int64_t>& index) const;

  // Number of leaf arrays (non-tuple shapes), recursively.
  int64_t LeafCount() const;

  // XLA text: "f32[2,<=3,?]{2,1,0:T(8,128)}" or "(f32[], s32[4])".
  std::string ToString(bool print_layout = true) const;

  bool operator==(const Shape& other) const;
  bool operator!=(const Shape& other) const { return !(*this == other); }
  // Equal ignoring layouts.
  bool Compatible(const Shape& other) const;

 private:
  PrimitiveType element_type_ = PrimitiveType::kInvalid;
  std::vector<int64_t> dims_;
  std::vector<bool> dynamic_;
  std::vector<Shape> tuple_shapes_;
  std::optional<Layout> layout_;
};

// A path into a tuple shape, e.g. {1, 0}.
using ShapeIndex = std::vector<int64_t>;
std::string ShapeIndexToString(const ShapeIndex& index);  // "{1,0}"

// The default (major-to-minor) layout {rank-1, ..., 0}.
Layout DefaultLayoutForRank(int64_t rank);

// Parses one shape (array, tuple, token, with optional layout) starting at
// `*pos` in `text`; on success advances `*pos` past it. Errors carry the byte
// offset of the problem in `*error_offset` and a plain message.
absl::StatusOr<Shape> ParseShapeAt(absl::string_view text, size_t* pos,
                                   size_t* error_offset);

// Parses a whole string as one shape ("f32[4,128]{1,0:T(8,128)}"); trailing
// text is an error. The error message is a full diagnostic naming `file`.
absl::StatusOr<Shape> ParseShape(absl::string_view text,
                                 absl::string_view file = "<shape>");

}  // namespace tpusim::hlo

#endif  // TPUSIM_HLO_IR_SHAPE_H_
