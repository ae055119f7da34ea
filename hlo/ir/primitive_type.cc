#include "hlo/ir/primitive_type.h"

#include <array>

namespace tpusim::hlo {
namespace {

struct TypeInfo {
  PrimitiveType type;
  absl::string_view name;
  int bits;
};

// One row per type: spelling from xla/primitive_util and bit widths from
// xla_data.proto comments.
constexpr std::array<TypeInfo, 33> kTypeTable = {{
    {PrimitiveType::kPred, "pred", 1},
    {PrimitiveType::kS1, "s1", 1},
    {PrimitiveType::kS2, "s2", 2},
    {PrimitiveType::kS4, "s4", 4},
    {PrimitiveType::kS8, "s8", 8},
    {PrimitiveType::kS16, "s16", 16},
    {PrimitiveType::kS32, "s32", 32},
    {PrimitiveType::kS64, "s64", 64},
    {PrimitiveType::kU1, "u1", 1},
    {PrimitiveType::kU2, "u2", 2},
    {PrimitiveType::kU4, "u4", 4},
    {PrimitiveType::kU8, "u8", 8},
    {PrimitiveType::kU16, "u16", 16},
    {PrimitiveType::kU32, "u32", 32},
    {PrimitiveType::kU64, "u64", 64},
    {PrimitiveType::kF16, "f16", 16},
    {PrimitiveType::kF32, "f32", 32},
    {PrimitiveType::kF64, "f64", 64},
    {PrimitiveType::kBF16, "bf16", 16},
    {PrimitiveType::kC64, "c64", 64},
    {PrimitiveType::kC128, "c128", 128},
    {PrimitiveType::kTuple, "tuple", 0},
    {PrimitiveType::kOpaque, "opaque", 0},
    {PrimitiveType::kToken, "token", 0},
    {PrimitiveType::kF8E5M2, "f8e5m2", 8},
    {PrimitiveType::kF8E4M3FN, "f8e4m3fn", 8},
    {PrimitiveType::kF8E4M3B11FNUZ, "f8e4m3b11fnuz", 8},
    {PrimitiveType::kF8E5M2FNUZ, "f8e5m2fnuz", 8},
    {PrimitiveType::kF8E4M3FNUZ, "f8e4m3fnuz", 8},
    {PrimitiveType::kF8E4M3, "f8e4m3", 8},
    {PrimitiveType::kF8E3M4, "f8e3m4", 8},
    {PrimitiveType::kF4E2M1FN, "f4e2m1fn", 4},
    {PrimitiveType::kF8E8M0FNU, "f8e8m0fnu", 8},
}};

const TypeInfo* Find(PrimitiveType type) {
  for (const TypeInfo& info : kTypeTable) {
    if (info.type == type) return &info;
  }
  return nullptr;
}

}  // namespace

absl::string_view PrimitiveTypeName(PrimitiveType type) {
  const TypeInfo* info = Find(type);
  return info ? info->name : "invalid";
}

std::optional<PrimitiveType> PrimitiveTypeFromName(absl::string_view name) {
  if (name == "tuple") return std::nullopt;
  for (const TypeInfo& info : kTypeTable) {
    if (info.name == name) return info.type;
  }
  return std::nullopt;
}

std::optional<PrimitiveType> PrimitiveTypeFromProto(int32_t number) {
  const TypeInfo* info = Find(static_cast<PrimitiveType>(number));
  if (info == nullptr) return std::nullopt;
  return info->type;
}

int BitWidth(PrimitiveType type) {
  const TypeInfo* info = Find(type);
  return info ? info->bits : 0;
}

int ByteWidth(PrimitiveType type) {
  if (type == PrimitiveType::kOpaque) return 8;
  int bits = BitWidth(type);
  return (bits + 7) / 8;
}

bool IsArrayType(PrimitiveType type) {
  return type != PrimitiveType::kTuple && type != PrimitiveType::kToken &&
         type != PrimitiveType::kOpaque && type != PrimitiveType::kInvalid;
}

bool IsNarrowFloat(PrimitiveType type) {
  switch (type) {
    case PrimitiveType::kF8E5M2:
    case PrimitiveType::kF8E4M3FN:
    case PrimitiveType::kF8E4M3B11FNUZ:
    case PrimitiveType::kF8E5M2FNUZ:
    case PrimitiveType::kF8E4M3FNUZ:
    case PrimitiveType::kF8E4M3:
    case PrimitiveType::kF8E3M4:
    case PrimitiveType::kF4E2M1FN:
    case PrimitiveType::kF8E8M0FNU:
      return true;
    default:
      return false;
  }
}

bool IsFloatingPoint(PrimitiveType type) {
  return type == PrimitiveType::kF16 || type == PrimitiveType::kF32 ||
         type == PrimitiveType::kF64 || type == PrimitiveType::kBF16 ||
         IsNarrowFloat(type);
}

bool IsComplex(PrimitiveType type) {
  return type == PrimitiveType::kC64 || type == PrimitiveType::kC128;
}

bool IsSignedInteger(PrimitiveType type) {
  switch (type) {
    case PrimitiveType::kS1:
    case PrimitiveType::kS2:
    case PrimitiveType::kS4:
    case PrimitiveType::kS8:
    case PrimitiveType::kS16:
    case PrimitiveType::kS32:
    case PrimitiveType::kS64:
      return true;
    default:
      return false;
  }
}

bool IsUnsignedInteger(PrimitiveType type) {
  switch (type) {
    case PrimitiveType::kU1:
    case PrimitiveType::kU2:
    case PrimitiveType::kU4:
    case PrimitiveType::kU8:
    case PrimitiveType::kU16:
    case PrimitiveType::kU32:
    case PrimitiveType::kU64:
      return true;
    default:
      return false;
  }
}

bool IsInteger(PrimitiveType type) {
  return IsSignedInteger(type) || IsUnsignedInteger(type);
}

}  // namespace tpusim::hlo
