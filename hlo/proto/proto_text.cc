#include "hlo/proto/proto_text.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "absl/strings/escaping.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "hlo/base/checked_math.h"
#include "hlo/ir/primitive_type.h"

namespace tpusim::hlo::proto_text {
namespace {

using xla_schema::LiteralProto;
using xla_schema::OpSharding;

// XLA's HloSharding has a Shardy form (OpSharding.named_sharding, field 14)
// that the schema leaves undeclared; its presence shows up as an unknown
// field and means the classic fields are empty.
constexpr int kNamedShardingField = 14;

bool HasUnknownField(const google::protobuf::Message& message, int number) {
  const google::protobuf::UnknownFieldSet& unknown =
      message.GetReflection()->GetUnknownFields(message);
  for (int i = 0; i < unknown.field_count(); ++i) {
    if (unknown.field(i).number() == number) return true;
  }
  return false;
}

std::optional<int64_t> Product(const std::vector<int64_t>& dims) {
  int64_t n = 1;
  for (int64_t d : dims) {
    if (d < 0) return std::nullopt;
    std::optional<int64_t> next = CheckedMul(n, d);
    if (!next) return std::nullopt;
    n = *next;
  }
  return n;
}

// OpSharding.Type spelled as in `last_tile_dims={manual, replicated}`.
std::string LowerTypeName(int type) {
  switch (type) {
    case OpSharding::REPLICATED: return "replicated";
    case OpSharding::MAXIMAL: return "maximal";
    case OpSharding::TUPLE: return "tuple";
    case OpSharding::OTHER: return "other";
    case OpSharding::MANUAL: return "manual";
    case OpSharding::UNKNOWN: return "unknown";
    case OpSharding::UNREDUCED: return "unreduced";
  }
  return absl::StrCat(type);
}

// The inside of one sharding's braces, without them.
std::optional<std::string> ShardingBody(const OpSharding& s) {
  if (HasUnknownField(s, kNamedShardingField)) return std::nullopt;
  std::string body;
  switch (s.type()) {
    case OpSharding::REPLICATED:
      body = "replicated";
      break;
    case OpSharding::MANUAL:
      body = "manual";
      break;
    case OpSharding::UNKNOWN:
      body = "unknown";
      break;
    case OpSharding::UNREDUCED:
      body = "unreduced";
      break;
    case OpSharding::MAXIMAL:
      if (s.tile_assignment_devices_size() < 1) return std::nullopt;
      body = absl::StrCat("maximal device=", s.tile_assignment_devices(0));
      break;
    case OpSharding::OTHER: {
      std::vector<int64_t> dims(s.tile_assignment_dimensions().begin(),
                                s.tile_assignment_dimensions().end());
      std::optional<int64_t> count = Product(dims);
      if (!count || dims.empty()) return std::nullopt;
      body = absl::StrCat("devices=[", absl::StrJoin(dims, ","), "]");
      if (s.tile_assignment_devices_size() > 0) {
        if (s.tile_assignment_devices_size() != *count) return std::nullopt;
        absl::StrAppend(&body, absl::StrJoin(s.tile_assignment_devices(), ","));
      } else {
        std::vector<int64_t> reshape(s.iota_reshape_dims().begin(),
                                     s.iota_reshape_dims().end());
        std::vector<int64_t> perm(s.iota_transpose_perm().begin(),
                                  s.iota_transpose_perm().end());
        if (reshape.empty()) reshape = {*count};
        std::optional<int64_t> reshape_count = Product(reshape);
        if (!reshape_count || *reshape_count != *count) return std::nullopt;
        // IotaDeviceListToText prints "[dims]<=[...]"; the tile dims are
        // already in `body`, so keep only the part from "<=".
        std::string iota = IotaDeviceListToText(dims, reshape, perm);
        size_t arrow = iota.find("<=");
        if (arrow == std::string::npos) return std::nullopt;
        absl::StrAppend(&body, iota.substr(arrow));
      }
      if (s.replicate_on_last_tile_dim()) {
        absl::StrAppend(&body, " last_tile_dim_replicate");
      } else if (s.last_tile_dims_size() > 0) {
        std::vector<std::string> names;
        for (int t : s.last_tile_dims()) names.push_back(LowerTypeName(t));
        absl::StrAppend(&body, " last_tile_dims={", absl::StrJoin(names, ", "),
                        "}");
      }
      break;
    }
    default:
      return std::nullopt;
  }
  if (s.is_shard_group()) {
    absl::StrAppend(&body,
                    s.shard_group_type() == OpSharding::AS ? " shard_as "
                                                           : " shard_like ",
                    s.shard_group_id());
  }
  return body;
}

// --- Floating point -------------------------------------------------------

float Bf16ToFloat(uint16_t bits) {
  uint32_t wide = static_cast<uint32_t>(bits) << 16;
  float f;
  std::memcpy(&f, &wide, sizeof(f));
  return f;
}

uint16_t FloatToBf16(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, sizeof(bits));
  if (std::isnan(f)) return static_cast<uint16_t>((bits >> 16) | 0x40);
  bits += 0x7fff + ((bits >> 16) & 1);  // Round to nearest even.
  return static_cast<uint16_t>(bits >> 16);
}

float HalfToFloat(uint16_t h) {
  int sign = (h >> 15) & 1;
  int exponent = (h >> 10) & 0x1f;
  int mantissa = h & 0x3ff;
  float value;
  if (exponent == 0) {
    value = std::ldexp(static_cast<float>(mantissa), -24);
  } else if (exponent == 31) {
    value = mantissa == 0 ? INFINITY : NAN;
  } else {
    value = std::ldexp(static_cast<float>(mantissa | 0x400), exponent - 25);
  }
  return sign ? -value : value;
}

uint16_t FloatToHalf(float f) {
  uint16_t sign = std::signbit(f) ? 0x8000 : 0;
  float a = std::fabs(f);
  if (std::isnan(f)) return sign | 0x7e00;
  if (a >= 65520.0f) return sign | 0x7c00;  // Rounds to infinity.
  if (a < std::ldexp(1.0f, -25)) return sign;
  int exponent;
  std::frexp(a, &exponent);  // a = m * 2^exponent, m in [0.5, 1).
  int biased = exponent - 1 + 15;
  if (biased <= 0) {  // Subnormal: units of 2^-24.
    return sign | static_cast<uint16_t>(std::nearbyint(std::ldexp(a, 24)));
  }
  // Normal: 10 mantissa bits; nearbyint rounds half to even.
  float scaled = std::nearbyint(std::ldexp(a, 10 - (exponent - 1)));
  uint32_t m = static_cast<uint32_t>(scaled);
  if (m == 0x800) {
    m = 0x400;
    ++biased;
  }
  return sign | static_cast<uint16_t>((biased << 10) | (m & 0x3ff));
}

// "%.*g" with `digits`, else `max_digits` when the short form does not read
// back to the same value (XLA's RoundTripFpToString).
template <typename Reads>
std::string RoundTrip(double value, int digits, int max_digits,
                      Reads reads_back) {
  if (std::isnan(value)) return std::signbit(value) ? "-nan" : "nan";
  char buf[64];
  std::snprintf(buf, sizeof(buf), "%.*g", digits, value);
  if (!reads_back(std::strtod(buf, nullptr))) {
    std::snprintf(buf, sizeof(buf), "%.*g", max_digits, value);
  }
  return buf;
}

std::string Bf16ToText(uint16_t bits) {
  return RoundTrip(Bf16ToFloat(bits), 2, 4, [bits](double v) {
    return FloatToBf16(static_cast<float>(v)) == bits;
  });
}

std::string HalfToText(uint16_t bits) {
  return RoundTrip(HalfToFloat(bits), 3, 5, [bits](double v) {
    return FloatToHalf(static_cast<float>(v)) == bits;
  });
}

// --- Literals -------------------------------------------------------------

uint16_t Le16(const std::string& bytes, int64_t i) {
  return static_cast<uint16_t>(static_cast<uint8_t>(bytes[2 * i]) |
                               (static_cast<uint8_t>(bytes[2 * i + 1]) << 8));
}

// Element texts in the literal's storage order, or nullopt when the data
// does not hold exactly `n` elements of a type decoded here.
std::optional<std::vector<std::string>> ElementTexts(const LiteralProto& lit,
                                                     PrimitiveType type,
                                                     int64_t n) {
  std::vector<std::string> out;
  auto take = [&](int64_t size, auto&& element) -> bool {
    if (size != n) return false;
    out.reserve(n);
    for (int64_t i = 0; i < n; ++i) out.push_back(element(i));
    return true;
  };
  auto narrow_ints = [&](const std::string& bytes, int bits, bool is_signed) {
    return take(static_cast<int64_t>(bytes.size()), [&](int64_t i) {
      int64_t v = static_cast<uint8_t>(bytes[i]) & ((1 << bits) - 1);
      if (is_signed && (v >> (bits - 1)) != 0) v -= (int64_t{1} << bits);
      return absl::StrCat(v);
    });
  };
  bool ok = false;
  switch (type) {
    case PrimitiveType::kPred:
      ok = take(lit.preds_size(),
                [&](int64_t i) -> std::string { return lit.preds(i) ? "true" : "false"; });
      break;
    case PrimitiveType::kS1: ok = narrow_ints(lit.s1s(), 1, true); break;
    case PrimitiveType::kS2: ok = narrow_ints(lit.s2s(), 2, true); break;
    case PrimitiveType::kS4: ok = narrow_ints(lit.s4s(), 4, true); break;
    case PrimitiveType::kU1: ok = narrow_ints(lit.u1s(), 1, false); break;
    case PrimitiveType::kU2: ok = narrow_ints(lit.u2s(), 2, false); break;
    case PrimitiveType::kU4: ok = narrow_ints(lit.u4s(), 4, false); break;
    case PrimitiveType::kS8:
      ok = take(static_cast<int64_t>(lit.s8s().size()), [&](int64_t i) {
        return absl::StrCat(static_cast<int8_t>(lit.s8s()[i]));
      });
      break;
    case PrimitiveType::kU8:
      ok = take(static_cast<int64_t>(lit.u8s().size()), [&](int64_t i) {
        return absl::StrCat(static_cast<uint8_t>(lit.u8s()[i]));
      });
      break;
    case PrimitiveType::kS16:
      ok = lit.s16s().size() % 2 == 0 &&
           take(static_cast<int64_t>(lit.s16s().size() / 2), [&](int64_t i) {
             return absl::StrCat(static_cast<int16_t>(Le16(lit.s16s(), i)));
           });
      break;
    case PrimitiveType::kU16:
      ok = lit.u16s().size() % 2 == 0 &&
           take(static_cast<int64_t>(lit.u16s().size() / 2),
                [&](int64_t i) { return absl::StrCat(Le16(lit.u16s(), i)); });
      break;
    case PrimitiveType::kF16:
      ok = lit.f16s().size() % 2 == 0 &&
           take(static_cast<int64_t>(lit.f16s().size() / 2),
                [&](int64_t i) { return HalfToText(Le16(lit.f16s(), i)); });
      break;
    case PrimitiveType::kBF16:
      ok = lit.bf16s().size() % 2 == 0 &&
           take(static_cast<int64_t>(lit.bf16s().size() / 2),
                [&](int64_t i) { return Bf16ToText(Le16(lit.bf16s(), i)); });
      break;
    case PrimitiveType::kS32:
      ok = take(lit.s32s_size(), [&](int64_t i) { return absl::StrCat(lit.s32s(i)); });
      break;
    case PrimitiveType::kS64:
      ok = take(lit.s64s_size(), [&](int64_t i) { return absl::StrCat(lit.s64s(i)); });
      break;
    case PrimitiveType::kU32:
      ok = take(lit.u32s_size(), [&](int64_t i) { return absl::StrCat(lit.u32s(i)); });
      break;
    case PrimitiveType::kU64:
      ok = take(lit.u64s_size(), [&](int64_t i) { return absl::StrCat(lit.u64s(i)); });
      break;
    case PrimitiveType::kF32:
      ok = take(lit.f32s_size(), [&](int64_t i) { return FloatToText(lit.f32s(i)); });
      break;
    case PrimitiveType::kF64:
      ok = take(lit.f64s_size(), [&](int64_t i) { return DoubleToText(lit.f64s(i)); });
      break;
    case PrimitiveType::kC64:
      ok = lit.c64s_size() % 2 == 0 &&
           take(lit.c64s_size() / 2, [&](int64_t i) {
             return absl::StrCat("(", FloatToText(lit.c64s(2 * i)), ", ",
                                 FloatToText(lit.c64s(2 * i + 1)), ")");
           });
      break;
    case PrimitiveType::kC128:
      ok = lit.c128s_size() % 2 == 0 &&
           take(lit.c128s_size() / 2, [&](int64_t i) {
             return absl::StrCat("(", DoubleToText(lit.c128s(2 * i)), ", ",
                                 DoubleToText(lit.c128s(2 * i + 1)), ")");
           });
      break;
    default:  // f8 / f4 encodings are not decoded.
      break;
  }
  if (!ok) return std::nullopt;
  return out;
}

// Reorders elements stored in `minor_to_major` order into row-major order.
std::vector<std::string> ToRowMajor(std::vector<std::string> stored,
                                    const std::vector<int64_t>& dims,
                                    const std::vector<int64_t>& minor_to_major) {
  const size_t rank = dims.size();
  if (rank < 2 || minor_to_major.size() != rank) return stored;
  bool row_major = true;
  std::vector<bool> seen(rank, false);
  for (size_t i = 0; i < rank; ++i) {
    const int64_t d = minor_to_major[i];
    if (d < 0 || d >= static_cast<int64_t>(rank) || seen[d]) return stored;
    seen[d] = true;
    row_major &= d == static_cast<int64_t>(rank - 1 - i);
  }
  if (row_major) return stored;
  std::vector<int64_t> stride(rank, 0);
  int64_t s = 1;
  for (int64_t d : minor_to_major) {
    stride[d] = s;
    s *= dims[d];  // Bounded: the caller checked the product.
  }
  std::vector<std::string> out(stored.size());
  std::vector<int64_t> index(rank, 0);
  for (size_t logical = 0; logical < out.size(); ++logical) {
    int64_t physical = 0;
    for (size_t d = 0; d < rank; ++d) physical += index[d] * stride[d];
    out[logical] = std::move(stored[physical]);
    for (size_t d = rank; d-- > 0;) {  // Odometer, last dim fastest.
      if (++index[d] < dims[d]) break;
      index[d] = 0;
    }
  }
  return out;
}

// XLA's one-line nested form: "{1, 2}" for rank 1, "{ { 1, 2 }, { 3, 4 } }"
// above, a one-element innermost row as "{1}".
void AppendNested(const std::vector<std::string>& values,
                  const std::vector<int64_t>& dims, size_t d, size_t* pos,
                  std::string* out) {
  const int64_t n = dims[d];
  const bool innermost = d + 1 == dims.size();
  if (n == 0) {
    *out += "{}";
    return;
  }
  if (innermost && (dims.size() == 1 || n == 1)) {
    *out += "{";
    for (int64_t i = 0; i < n; ++i) {
      if (i > 0) *out += ", ";
      *out += values[(*pos)++];
    }
    *out += "}";
    return;
  }
  *out += "{ ";
  for (int64_t i = 0; i < n; ++i) {
    if (i > 0) *out += ", ";
    if (innermost) {
      *out += values[(*pos)++];
    } else {
      AppendNested(values, dims, d + 1, pos, out);
    }
  }
  *out += " }";
}

bool IsJsonWhitespace(char c) {
  return c == ' ' || c == '\n' || c == '\t' || c == '\r';
}

}  // namespace

std::optional<std::string> ShardingToText(const OpSharding& sharding) {
  if (sharding.type() == OpSharding::TUPLE) {
    if (HasUnknownField(sharding, kNamedShardingField)) return std::nullopt;
    std::vector<std::string> elements;
    for (const OpSharding& element : sharding.tuple_shardings()) {
      if (element.type() == OpSharding::TUPLE) return std::nullopt;
      std::optional<std::string> body = ShardingBody(element);
      if (!body) return std::nullopt;
      elements.push_back(absl::StrCat("{", *body, "}"));
    }
    return absl::StrCat("{", absl::StrJoin(elements, ", "), "}");
  }
  std::optional<std::string> body = ShardingBody(sharding);
  if (!body) return std::nullopt;
  return absl::StrCat("{", *body, "}");
}

std::string IotaDeviceListToText(const std::vector<int64_t>& dims,
                                 const std::vector<int64_t>& reshape_dims,
                                 const std::vector<int64_t>& transpose_perm) {
  std::vector<int64_t> reshape = reshape_dims;
  std::vector<int64_t> perm = transpose_perm;
  if (perm.empty()) {
    for (size_t i = 0; i < reshape.size(); ++i) perm.push_back(i);
  }
  // Canonicalize as XLA's IotaTileAssignment does before printing, but only
  // a well-formed list (perm a permutation, sizes positive); anything else
  // prints as given.
  bool well_formed = perm.size() == reshape.size();
  std::vector<bool> seen(reshape.size(), false);
  for (size_t i = 0; well_formed && i < perm.size(); ++i) {
    const int64_t p = perm[i];
    well_formed = p >= 0 && p < static_cast<int64_t>(reshape.size()) && !seen[p] &&
                  reshape[i] > 0;
    if (well_formed) seen[p] = true;
  }
  bool changed = well_formed;
  while (changed && reshape.size() > 1) {
    changed = false;
    for (size_t i = 0; i < reshape.size(); ++i) {  // Drop a size-1 dim.
      if (reshape[i] != 1) continue;
      reshape.erase(reshape.begin() + i);
      perm.erase(std::find(perm.begin(), perm.end(), static_cast<int64_t>(i)));
      for (int64_t& p : perm) {
        if (p > static_cast<int64_t>(i)) --p;
      }
      changed = true;
      break;
    }
    if (changed) continue;
    for (size_t k = 1; k < perm.size(); ++k) {  // Merge dims adjacent in both.
      if (perm[k] != perm[k - 1] + 1) continue;
      const int64_t merged = perm[k - 1];
      const int64_t gone = perm[k];
      std::optional<int64_t> size = CheckedMul(reshape[merged], reshape[gone]);
      if (!size) continue;
      reshape[merged] = *size;
      reshape.erase(reshape.begin() + gone);
      perm.erase(perm.begin() + k);
      for (int64_t& p : perm) {
        if (p > gone) --p;
      }
      changed = true;
      break;
    }
  }
  std::string out = absl::StrCat("[", absl::StrJoin(dims, ","), "]<=[",
                                 absl::StrJoin(reshape, ","), "]");
  bool identity = true;
  for (size_t i = 0; i < perm.size(); ++i) {
    identity &= perm[i] == static_cast<int64_t>(i);
  }
  if (!identity) absl::StrAppend(&out, "T(", absl::StrJoin(perm, ","), ")");
  return out;
}

std::string LiteralToText(const LiteralProto& literal, const Shape& shape,
                          int64_t max_elements) {
  constexpr char kElided[] = "{...}";
  std::optional<PrimitiveType> type;
  std::vector<int64_t> dims;
  std::vector<int64_t> minor_to_major;
  if (literal.has_shape()) {
    type = PrimitiveTypeFromProto(literal.shape().element_type());
    dims.assign(literal.shape().dimensions().begin(),
                literal.shape().dimensions().end());
    minor_to_major.assign(literal.shape().layout().minor_to_major().begin(),
                          literal.shape().layout().minor_to_major().end());
  } else {
    type = shape.element_type();
    dims = shape.dims();
    if (shape.has_layout()) minor_to_major = shape.layout().minor_to_major;
  }
  if (!type || !IsArrayType(*type)) return kElided;
  std::optional<int64_t> count = Product(dims);
  if (!count || *count > max_elements) return kElided;
  std::optional<std::vector<std::string>> stored =
      ElementTexts(literal, *type, *count);
  if (!stored) return kElided;
  std::vector<std::string> values =
      ToRowMajor(std::move(*stored), dims, minor_to_major);
  if (dims.empty()) return values[0];
  std::string out;
  size_t pos = 0;
  AppendNested(values, dims, 0, &pos, &out);
  return out;
}

std::string FrontendAttributesToText(
    const xla_schema::FrontendAttributes& attributes) {
  std::vector<std::pair<std::string, std::string>> sorted(
      attributes.map().begin(), attributes.map().end());
  std::sort(sorted.begin(), sorted.end());
  std::vector<std::string> items;
  for (const auto& [key, value] : sorted) {
    if (LooksLikeJsonDict(value)) {
      items.push_back(absl::StrCat(key, "=", value));
    } else {
      items.push_back(absl::StrCat(key, "=\"", absl::CEscape(value), "\""));
    }
  }
  return absl::StrCat("{", absl::StrJoin(items, ","), "}");
}

std::string FloatToText(float value) {
  return RoundTrip(value, 6, 9, [value](double v) {
    return static_cast<float>(v) == value;
  });
}

std::string DoubleToText(double value) {
  return RoundTrip(value, 15, 17, [value](double v) { return v == value; });
}

bool LooksLikeJsonDict(const std::string& text) {
  size_t begin = 0;
  size_t end = text.size();
  while (begin < end && IsJsonWhitespace(text[begin])) ++begin;
  while (end > begin && IsJsonWhitespace(text[end - 1])) --end;
  if (end - begin < 2 || text[begin] != '{' || text[end - 1] != '}') {
    return false;
  }
  // Braces must balance outside strings, closing only at the end.
  int depth = 0;
  bool in_string = false;
  for (size_t i = begin; i < end; ++i) {
    char c = text[i];
    if (in_string) {
      if (c == '\\') {
        ++i;
      } else if (c == '"') {
        in_string = false;
      }
      continue;
    }
    if (c == '"') {
      in_string = true;
    } else if (c == '{') {
      ++depth;
    } else if (c == '}') {
      if (--depth == 0 && i + 1 != end) return false;
    }
  }
  return depth == 0 && !in_string;
}

}  // namespace tpusim::hlo::proto_text
