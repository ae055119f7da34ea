#include "hlo/ir/shape.h"

#include <cctype>
#include <charconv>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "hlo/base/checked_math.h"
#include "hlo/base/diagnostic.h"

namespace tpusim::hlo {

bool LayoutRareParts::empty() const {
  return dim_level_types.empty() && index_primitive_type.empty() &&
         pointer_primitive_type.empty() && split_configs.empty() &&
         physical_shape.empty();
}

bool Layout::operator==(const Layout& other) const {
  return minor_to_major == other.minor_to_major && tiles == other.tiles &&
         tail_padding_alignment_in_elements ==
             other.tail_padding_alignment_in_elements &&
         element_size_in_bits == other.element_size_in_bits &&
         memory_space == other.memory_space &&
         dynamic_shape_metadata_prefix_bytes ==
             other.dynamic_shape_metadata_prefix_bytes &&
         rare == other.rare;
}

bool Layout::HasOnlyMinorToMajor() const {
  return tiles.empty() && tail_padding_alignment_in_elements == 1 &&
         element_size_in_bits == 0 && memory_space == 0 &&
         dynamic_shape_metadata_prefix_bytes == 0 && rare.get().empty();
}

std::string Layout::ToString() const {
  std::string out = "{";
  absl::StrAppend(&out, absl::StrJoin(minor_to_major, ","));
  if (HasOnlyMinorToMajor()) return out + "}";
  out += ":";
  const LayoutRareParts& r = rare.get();
  if (!r.dim_level_types.empty()) absl::StrAppend(&out, "D(", r.dim_level_types, ")");
  if (!tiles.empty()) {
    out += "T";
    for (const Tile& tile : tiles) {
      out += "(";
      for (size_t i = 0; i < tile.dims.size(); ++i) {
        if (i > 0) out += ",";
        if (tile.dims[i] == kCombineDimension) {
          out += "*";
        } else {
          absl::StrAppend(&out, tile.dims[i]);
        }
      }
      out += ")";
    }
  }
  if (tail_padding_alignment_in_elements != 1) {
    absl::StrAppend(&out, "L(", tail_padding_alignment_in_elements, ")");
  }
  if (!r.index_primitive_type.empty()) absl::StrAppend(&out, "#(", r.index_primitive_type, ")");
  if (!r.pointer_primitive_type.empty()) absl::StrAppend(&out, "*(", r.pointer_primitive_type, ")");
  if (element_size_in_bits != 0) absl::StrAppend(&out, "E(", element_size_in_bits, ")");
  if (memory_space != 0) absl::StrAppend(&out, "S(", memory_space, ")");
  if (!r.split_configs.empty()) absl::StrAppend(&out, "SC", r.split_configs);
  if (!r.physical_shape.empty()) absl::StrAppend(&out, "P(", r.physical_shape, ")");
  if (dynamic_shape_metadata_prefix_bytes != 0) {
    absl::StrAppend(&out, "M(", dynamic_shape_metadata_prefix_bytes, ")");
  }
  return out + "}";
}

Shape::Shape(PrimitiveType element_type, std::vector<int64_t> dims,
             std::vector<bool> dynamic)
    : element_type_(element_type), dims_(std::move(dims)), dynamic_(std::move(dynamic)) {
  bool any = false;
  for (bool d : dynamic_) any |= d;
  for (int64_t d : dims_) any |= (d == kUnboundedSize);
  if (!any) {
    dynamic_.clear();
  } else if (dynamic_.size() != dims_.size()) {
    dynamic_.resize(dims_.size(), false);
    for (size_t i = 0; i < dims_.size(); ++i) {
      if (dims_[i] == kUnboundedSize) dynamic_[i] = true;
    }
  }
}

Shape Shape::Tuple(std::vector<Shape> elements) {
  Shape shape;
  shape.element_type_ = PrimitiveType::kTuple;
  shape.tuple_shapes_ = std::move(elements);
  return shape;
}

bool Shape::IsDynamic() const {
  if (IsTuple()) {
    for (const Shape& s : tuple_shapes_) {
      if (s.IsDynamic()) return true;
    }
    return false;
  }
  for (bool d : dynamic_) {
    if (d) return true;
  }
  return false;
}

bool Shape::IsUnbounded() const {
  if (IsTuple()) {
    for (const Shape& s : tuple_shapes_) {
      if (s.IsUnbounded()) return true;
    }
    return false;
  }
  for (int64_t d : dims_) {
    if (d == kUnboundedSize) return true;
  }
  return false;
}

void Shape::ClearLayoutsRecursively() {
  layout_.reset();
  for (Shape& s : tuple_shapes_) s.ClearLayoutsRecursively();
}

absl::StatusOr<int64_t> Shape::ElementCount() const {
  if (!IsArray()) return 0;
  int64_t count = 1;
  for (int64_t d : dims_) {
    if (d == kUnboundedSize) {
      return absl::InvalidArgumentError(
          absl::StrCat("shape ", ToString(false), " has an unbounded dimension"));
    }
    std::optional<int64_t> next = CheckedMul(count, d);
    if (!next) {
      return absl::InvalidArgumentError(absl::StrCat(
          "element count of ", ToString(false), " overflows 64 bits"));
    }
    count = *next;
  }
  return count;
}

const Shape* Shape::Subshape(const std::vector<int64_t>& index) const {
  const Shape* s = this;
  for (int64_t i : index) {
    if (!s->IsTuple() || i < 0 || i >= static_cast<int64_t>(s->tuple_shapes_.size())) {
      return nullptr;
    }
    s = &s->tuple_shapes_[i];
  }
  return s;
}

int64_t Shape::LeafCount() const {
  if (!IsTuple()) return 1;
  int64_t n = 0;
  for (const Shape& s : tuple_shapes_) n += s.LeafCount();
  return n;
}

std::string Shape::ToString(bool print_layout) const {
  if (IsTuple()) {
    std::string out = "(";
    for (size_t i = 0; i < tuple_shapes_.size(); ++i) {
      if (i > 0) out += ", ";
      out += tuple_shapes_[i].ToString(print_layout);
    }
    return out + ")";
  }
  std::string out(PrimitiveTypeName(element_type_));
  out += "[";
  for (size_t i = 0; i < dims_.size(); ++i) {
    if (i > 0) out += ",";
    if (dims_[i] == kUnboundedSize) {
      out += "?";
    } else {
      if (is_dynamic_dim(i)) out += "<=";
      absl::StrAppend(&out, dims_[i]);
    }
  }
  out += "]";
  if (print_layout && layout_.has_value()) out += layout_->ToString();
  return out;
}

bool Shape::operator==(const Shape& other) const {
  return element_type_ == other.element_type_ && dims_ == other.dims_ &&
         dynamic_ == other.dynamic_ && tuple_shapes_ == other.tuple_shapes_ &&
         layout_ == other.layout_;
}

bool Shape::Compatible(const Shape& other) const {
  if (element_type_ != other.element_type_ || dims_ != other.dims_ ||
      dynamic_ != other.dynamic_ ||
      tuple_shapes_.size() != other.tuple_shapes_.size()) {
    return false;
  }
  for (size_t i = 0; i < tuple_shapes_.size(); ++i) {
    if (!tuple_shapes_[i].Compatible(other.tuple_shapes_[i])) return false;
  }
  return true;
}

std::string ShapeIndexToString(const ShapeIndex& index) {
  return absl::StrCat("{", absl::StrJoin(index, ","), "}");
}

Layout DefaultLayoutForRank(int64_t rank) {
  Layout layout;
  for (int64_t i = rank - 1; i >= 0; --i) layout.minor_to_major.push_back(i);
  return layout;
}

// ---------------------------------------------------------------------------
// Shape parsing.

namespace {

class ShapeScanner {
 public:
  ShapeScanner(absl::string_view text, size_t pos) : text_(text), pos_(pos) {}

  size_t pos() const { return pos_; }

  absl::StatusOr<Shape> ParseShape(int depth = 0) {
    SkipSpace();
    if (depth > kMaxTupleNesting) return Error("tuple shapes nested too deeply");
    if (Peek() == '(') {
      ++pos_;
      std::vector<Shape> elements;
      SkipSpace();
      if (Peek() == ')') {
        ++pos_;
        return Shape::Tuple({});
      }
      while (true) {
        SkipComment();
        auto element = ParseShape(depth + 1);
        if (!element.ok()) return element.status();
        elements.push_back(std::move(*element));
        SkipSpace();
        SkipComment();
        if (Peek() == ',') {
          ++pos_;
          continue;
        }
        if (Peek() == ')') {
          ++pos_;
          break;
        }
        return Error("expected ',' or ')' in tuple shape");
      }
      return Shape::Tuple(std::move(elements));
    }
    size_t start = pos_;
    while (pos_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[pos_])))) {
      ++pos_;
    }
    absl::string_view type_name = text_.substr(start, pos_ - start);
    if (type_name.empty()) {
      pos_ = start;
      return Error("expected a shape");
    }
    std::optional<PrimitiveType> type = PrimitiveTypeFromName(type_name);
    if (!type) {
      pos_ = start;
      return Error(absl::StrCat("unknown element type '", type_name, "'"));
    }
    if (Peek() != '[') return Error("expected '[' after element type");
    ++pos_;
    std::vector<int64_t> dims;
    std::vector<bool> dynamic;
    SkipSpace();
    if (Peek() != ']') {
      while (true) {
        SkipSpace();
        bool is_dynamic = false;
        if (Peek() == '?') {
          ++pos_;
          dims.push_back(kUnboundedSize);
          dynamic.push_back(true);
        } else {
          if (text_.substr(pos_, 2) == "<=") {
            pos_ += 2;
            is_dynamic = true;
          }
          auto value = ParseInt("dimension size");
          if (!value.ok()) return value.status();
          if (*value < 0) return Error("dimension size must be non-negative");
          dims.push_back(*value);
          dynamic.push_back(is_dynamic);
        }
        SkipSpace();
        if (Peek() == ',') {
          ++pos_;
          continue;
        }
        if (Peek() == ']') break;
        return Error("expected ',' or ']' in dimensions");
      }
    }
    ++pos_;  // ']'
    Shape shape(*type, std::move(dims), std::move(dynamic));
    if (LayoutFollows()) {
      auto layout = ParseLayout(shape.rank());
      if (!layout.ok()) return layout.status();
      shape.set_layout(std::move(*layout));
    }
    return shape;
  }

  absl::Status Error(absl::string_view message) {
    error_offset_ = pos_;
    return absl::InvalidArgumentError(std::string(message));
  }
  size_t error_offset() const { return error_offset_; }

 private:
  char Peek() const { return pos_ < text_.size() ? text_[pos_] : '\0'; }

  void SkipSpace() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }

  // Skips "/*index=5*/" markers the printer puts in long tuples.
  void SkipComment() {
    SkipSpace();
    while (text_.substr(pos_, 2) == "/*") {
      size_t end = text_.find("*/", pos_ + 2);
      pos_ = end == absl::string_view::npos ? text_.size() : end + 2;
      SkipSpace();
    }
  }

  // XLA treats '{' as a layout only when an int or ':' follows.
  bool LayoutFollows() const {
    if (Peek() != '{') return false;
    size_t p = pos_ + 1;
    while (p < text_.size() && text_[p] == ' ') ++p;
    if (p >= text_.size()) return false;
    char c = text_[p];
    return std::isdigit(static_cast<unsigned char>(c)) || c == ':' || c == '}';
  }

  absl::StatusOr<int64_t> ParseInt(absl::string_view what) {
    size_t start = pos_;
    bool negative = false;
    if (Peek() == '-') {
      negative = true;
      ++pos_;
    }
    size_t digits = pos_;
    while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) ++pos_;
    if (pos_ == digits) {
      pos_ = start;
      return Error(absl::StrCat("expected ", what));
    }
    uint64_t magnitude = 0;
    auto [ptr, ec] = std::from_chars(text_.data() + digits, text_.data() + pos_, magnitude);
    (void)ptr;
    if (ec != std::errc() ||
        magnitude > static_cast<uint64_t>(std::numeric_limits<int64_t>::max())) {
      absl::string_view digits_text = text_.substr(start, pos_ - start);
      pos_ = start;
      return Error(absl::StrCat(what, " '", digits_text,
                                "' does not fit in 64 bits"));
    }
    int64_t value = static_cast<int64_t>(magnitude);
    return negative ? -value : value;
  }

  // Text between balanced parentheses starting at '('; returns the inside.
  absl::StatusOr<std::string> Balanced() {
    if (Peek() != '(') return Error("expected '('");
    size_t start = pos_ + 1;
    int depth = 0;
    while (pos_ < text_.size()) {
      char c = text_[pos_++];
      if (c == '(') ++depth;
      if (c == ')' && --depth == 0) {
        return std::string(text_.substr(start, pos_ - 1 - start));
      }
    }
    return Error("unbalanced '(' in layout");
  }

  absl::StatusOr<int64_t> ParenInt(absl::string_view what) {
    if (Peek() != '(') return Error(absl::StrCat("expected '(' after ", what));
    ++pos_;
    auto value = ParseInt(what);
    if (!value.ok()) return value.status();
    if (Peek() != ')') return Error(absl::StrCat("expected ')' after ", what));
    ++pos_;
    return *value;
  }

  absl::StatusOr<Layout> ParseLayout(int64_t rank) {
    size_t open = pos_;
    ++pos_;  // '{'
    Layout layout;
    SkipSpace();
    while (Peek() != ':' && Peek() != '}') {
      auto dim = ParseInt("minor_to_major dimension");
      if (!dim.ok()) return dim.status();
      layout.minor_to_major.push_back(*dim);
      SkipSpace();
      if (Peek() == ',') {
        ++pos_;
        SkipSpace();
      } else if (Peek() != ':' && Peek() != '}') {
        return Error("expected ',', ':' or '}' in layout");
      }
    }
    if (static_cast<int64_t>(layout.minor_to_major.size()) != rank) {
      // Old dumps print `{}` for scalars; any other mismatch is an error.
      size_t saved = pos_;
      pos_ = open;
      absl::Status status = Error(absl::StrCat(
          "layout has ", layout.minor_to_major.size(),
          " minor_to_major entries but the shape has rank ", rank));
      pos_ = saved;
      return status;
    }
    std::vector<bool> seen(rank, false);
    for (int64_t d : layout.minor_to_major) {
      if (d < 0 || d >= rank || seen[d]) {
        pos_ = open;
        return Error("minor_to_major is not a permutation of the dimensions");
      }
      seen[d] = true;
    }
    if (Peek() == ':') {
      ++pos_;
      while (Peek() != '}') {
        if (pos_ >= text_.size()) return Error("unterminated layout");
        char c = Peek();
        if (c == 'D' && text_.substr(pos_, 2) == "D(") {
          ++pos_;
          auto inside = Balanced();
          if (!inside.ok()) return inside.status();
          layout.rare.mutable_get().dim_level_types = *inside;
        } else if (c == 'T' && text_.substr(pos_, 2) == "T(") {
          ++pos_;
          while (Peek() == '(') {
            ++pos_;
            Tile tile;
            while (true) {
              SkipSpace();
              if (Peek() == '*') {
                ++pos_;
                tile.dims.push_back(kCombineDimension);
              } else {
                auto v = ParseInt("tile dimension");
                if (!v.ok()) return v.status();
                if (*v <= 0) return Error("tile dimensions must be positive");
                tile.dims.push_back(*v);
              }
              SkipSpace();
              if (Peek() == ',') {
                ++pos_;
                continue;
              }
              if (Peek() == ')') {
                ++pos_;
                break;
              }
              return Error("expected ',' or ')' in tile");
            }
            layout.tiles.push_back(std::move(tile));
          }
        } else if (c == 'L' && text_.substr(pos_, 2) == "L(") {
          ++pos_;
          auto v = ParenInt("L");
          if (!v.ok()) return v.status();
          if (*v <= 0) return Error("tail padding alignment must be positive");
          layout.tail_padding_alignment_in_elements = *v;
        } else if (c == '#' && text_.substr(pos_, 2) == "#(") {
          ++pos_;
          auto inside = Balanced();
          if (!inside.ok()) return inside.status();
          layout.rare.mutable_get().index_primitive_type = *inside;
        } else if (c == '*' && text_.substr(pos_, 2) == "*(") {
          ++pos_;
          auto inside = Balanced();
          if (!inside.ok()) return inside.status();
          layout.rare.mutable_get().pointer_primitive_type = *inside;
        } else if (c == 'E' && text_.substr(pos_, 2) == "E(") {
          ++pos_;
          auto v = ParenInt("E");
          if (!v.ok()) return v.status();
          if (*v <= 0 || *v > 1024) return Error("element size in bits out of range");
          layout.element_size_in_bits = *v;
        } else if (c == 'S' && text_.substr(pos_, 3) == "SC(") {
          pos_ += 2;
          size_t start = pos_;
          while (Peek() == '(') {
            auto inside = Balanced();
            if (!inside.ok()) return inside.status();
          }
          layout.rare.mutable_get().split_configs = std::string(text_.substr(start, pos_ - start));
        } else if (c == 'S' && text_.substr(pos_, 2) == "S(") {
          ++pos_;
          auto v = ParenInt("S");
          if (!v.ok()) return v.status();
          if (*v < 0) return Error("memory space must be non-negative");
          layout.memory_space = *v;
        } else if (c == 'P' && text_.substr(pos_, 2) == "P(") {
          ++pos_;
          auto inside = Balanced();
          if (!inside.ok()) return inside.status();
          layout.rare.mutable_get().physical_shape = *inside;
        } else if (c == 'M' && text_.substr(pos_, 2) == "M(") {
          ++pos_;
          auto v = ParenInt("M");
          if (!v.ok()) return v.status();
          if (*v < 0) return Error("metadata prefix bytes must be non-negative");
          layout.dynamic_shape_metadata_prefix_bytes = *v;
        } else {
          return Error(absl::StrCat("unexpected '", std::string(1, c),
                                    "' in layout (expected D, T, L, #, *, E, S, SC, P or M)"));
        }
      }
    }
    ++pos_;  // '}'
    return layout;
  }

  absl::string_view text_;
  size_t pos_;
  size_t error_offset_ = 0;
};

}  // namespace

absl::StatusOr<Shape> ParseShapeAt(absl::string_view text, size_t* pos,
                                   size_t* error_offset) {
  ShapeScanner scanner(text, *pos);
  absl::StatusOr<Shape> shape = scanner.ParseShape();
  if (!shape.ok()) {
    if (error_offset != nullptr) *error_offset = scanner.error_offset();
    return shape.status();
  }
  *pos = scanner.pos();
  return shape;
}

absl::StatusOr<Shape> ParseShape(absl::string_view text, absl::string_view file) {
  size_t pos = 0;
  size_t error_offset = 0;
  absl::StatusOr<Shape> shape = ParseShapeAt(text, &pos, &error_offset);
  if (!shape.ok()) {
    return ErrorAtOffset(file, text, error_offset, shape.status().message());
  }
  while (pos < text.size() && std::isspace(static_cast<unsigned char>(text[pos]))) ++pos;
  if (pos != text.size()) {
    return ErrorAtOffset(file, text, pos, "unexpected text after shape");
  }
  return shape;
}

}  // namespace tpusim::hlo
