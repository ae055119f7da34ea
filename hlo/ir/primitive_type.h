// Element types of HLO arrays. Enumerator values are XLA's
// `xla.PrimitiveType` proto numbers (xla/xla_data.proto), so proto input maps
// one to one.
#ifndef TPUSIM_HLO_IR_PRIMITIVE_TYPE_H_
#define TPUSIM_HLO_IR_PRIMITIVE_TYPE_H_

#include "absl/strings/string_view.h"
#include <cstdint>
#include <optional>
#include <string_view>

namespace tpusim::hlo {

enum class PrimitiveType : int32_t {
  kInvalid = 0,
  kPred = 1,
  kS1 = 30,
  kS2 = 26,
  kS4 = 21,
  kS8 = 2,
  kS16 = 3,
  kS32 = 4,
  kS64 = 5,
  kU1 = 31,
  kU2 = 27,
  kU4 = 22,
  kU8 = 6,
  kU16 = 7,
  kU32 = 8,
  kU64 = 9,
  kF16 = 10,
  kF32 = 11,
  kF64 = 12,
  kBF16 = 16,
  kC64 = 15,
  kC128 = 18,
  kTuple = 13,
  kOpaque = 14,
  kToken = 17,
  kF8E5M2 = 19,
  kF8E4M3FN = 20,
  kF8E4M3B11FNUZ = 23,
  kF8E5M2FNUZ = 24,
  kF8E4M3FNUZ = 25,
  kF8E4M3 = 28,
  kF8E3M4 = 29,
  kF4E2M1FN = 32,
  kF8E8M0FNU = 33,
};

// Text spelling as in HLO ("f32", "bf16", "pred", "f8e4m3fn", ...).
absl::string_view PrimitiveTypeName(PrimitiveType type);

// Parses an HLO type name; nullopt when `name` is not one ("tuple" is not a
// name: tuples are written with parentheses).
std::optional<PrimitiveType> PrimitiveTypeFromName(absl::string_view name);

// Maps a proto enum number to a type; nullopt for unknown numbers.
std::optional<PrimitiveType> PrimitiveTypeFromProto(int32_t number);

// Logical bit width: pred 1, s4 4, f32 32, c64 64. 0 for tuple, token and
// opaque.
int BitWidth(PrimitiveType type);

// Bytes one element occupies without packing: ceil(bits / 8). pred, s4, u1 and
// f4e2m1fn are 1 byte (XLA's ByteWidth). 0 for tuple and token; opaque is a
// pointer (8).
int ByteWidth(PrimitiveType type);

bool IsArrayType(PrimitiveType type);  // Not tuple, token or opaque.
bool IsFloatingPoint(PrimitiveType type);  // Includes all f8/f4 variants.
bool IsComplex(PrimitiveType type);
bool IsSignedInteger(PrimitiveType type);
bool IsUnsignedInteger(PrimitiveType type);
bool IsInteger(PrimitiveType type);  // Signed or unsigned, not pred.
// f8*, f4* types.
bool IsNarrowFloat(PrimitiveType type);

// Every array and special type, for tests and tables.
inline constexpr PrimitiveType kAllPrimitiveTypes[] = {
    PrimitiveType::kPred,        PrimitiveType::kS1,
    PrimitiveType::kS2,          PrimitiveType::kS4,
    PrimitiveType::kS8,          PrimitiveType::kS16,
    PrimitiveType::kS32,         PrimitiveType::kS64,
    PrimitiveType::kU1,          PrimitiveType::kU2,
    PrimitiveType::kU4,          PrimitiveType::kU8,
    PrimitiveType::kU16,         PrimitiveType::kU32,
    PrimitiveType::kU64,         PrimitiveType::kF16,
    PrimitiveType::kF32,         PrimitiveType::kF64,
    PrimitiveType::kBF16,        PrimitiveType::kC64,
    PrimitiveType::kC128,        PrimitiveType::kToken,
    PrimitiveType::kOpaque,      PrimitiveType::kF8E5M2,
    PrimitiveType::kF8E4M3FN,    PrimitiveType::kF8E4M3B11FNUZ,
    PrimitiveType::kF8E5M2FNUZ,  PrimitiveType::kF8E4M3FNUZ,
    PrimitiveType::kF8E4M3,      PrimitiveType::kF8E3M4,
    PrimitiveType::kF4E2M1FN,    PrimitiveType::kF8E8M0FNU,
};

}  // namespace tpusim::hlo

#endif  // TPUSIM_HLO_IR_PRIMITIVE_TYPE_H_
