// Overflow-checked integer arithmetic for sizes. Shapes come from untrusted
// files, so every product of dimensions goes through these helpers.
#ifndef TPUSIM_HLO_BASE_CHECKED_MATH_H_
#define TPUSIM_HLO_BASE_CHECKED_MATH_H_

#include <cstdint>
#include <limits>
#include <optional>

namespace tpusim {

// Returns a * b, or nullopt on signed 64-bit overflow.
inline std::optional<int64_t> CheckedMul(int64_t a, int64_t b) {
  int64_t out;
  if (__builtin_mul_overflow(a, b, &out)) return std::nullopt;
  return out;
}

// Returns a + b, or nullopt on signed 64-bit overflow.
inline std::optional<int64_t> CheckedAdd(int64_t a, int64_t b) {
  int64_t out;
  if (__builtin_add_overflow(a, b, &out)) return std::nullopt;
  return out;
}

// Rounds `value` (>= 0) up to a multiple of `multiple` (> 0); nullopt on
// overflow.
inline std::optional<int64_t> CheckedRoundUp(int64_t value, int64_t multiple) {
  if (multiple <= 0 || value < 0) return std::nullopt;
  int64_t rem = value % multiple;
  if (rem == 0) return value;
  return CheckedAdd(value, multiple - rem);
}

// a + b and a * b clamped to the int64 range instead of wrapping: totals of
// absurd sizes stay absurdly large (and never fit) rather than turn negative.
inline int64_t SaturatingAdd(int64_t a, int64_t b) {
  return CheckedAdd(a, b).value_or(b < 0 ? std::numeric_limits<int64_t>::min()
                                         : std::numeric_limits<int64_t>::max());
}
inline int64_t SaturatingMul(int64_t a, int64_t b) {
  return CheckedMul(a, b).value_or((a < 0) != (b < 0) ? std::numeric_limits<int64_t>::min()
                                                      : std::numeric_limits<int64_t>::max());
}

inline int64_t CeilOfRatio(int64_t a, int64_t b) { return (a + b - 1) / b; }

}  // namespace tpusim

#endif  // TPUSIM_HLO_BASE_CHECKED_MATH_H_
