// Limits checked on untrusted text before it reaches a recursive parser.
// libMLIR's parser and protobuf's text-format parser recurse once per level
// of brackets, so input nested thousands deep exhausts the stack (a crash,
// not an error). One linear scan finds the first place the nesting goes past
// a limit no real program needs, and the importers report it as an error at
// its line and column instead.
#ifndef TPUSIM_HLO_BASE_TEXT_LIMITS_H_
#define TPUSIM_HLO_BASE_TEXT_LIMITS_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "absl/strings/string_view.h"

namespace tpusim::hlo {

// Deeper than any program from JAX, PyTorch/XLA or TensorFlow (a few dozen
// levels of regions, types and attributes), shallow enough that the parsers'
// recursion stays far inside an 8 MiB stack, also under AddressSanitizer.
inline constexpr int64_t kMaxTextNesting = 512;
// `%v#N` result numbers: libMLIR sizes a table by N on a forward reference,
// so %0#2147483647 aborts in LLVM's allocator. No op has a million results.
inline constexpr int64_t kMaxMlirResultNumber = 1 << 20;

enum class TextSyntax {
  kMlir,       // "..." strings, // comments; ( [ { < brackets.
  kProtoText,  // "..." and '...' strings, # comments; [ { < brackets.
};

struct TextLimitViolation {
  size_t offset = 0;  // Byte offset of the offending character.
  std::string message;
};

// The first place `text` breaks a limit above, if any. Brackets inside
// strings and comments do not count; a '>' that closes nothing (MLIR's `->`)
// is ignored.
std::optional<TextLimitViolation> FindTextLimitViolation(absl::string_view text,
                                                         TextSyntax syntax,
                                                         int64_t max_nesting = kMaxTextNesting);

}  // namespace tpusim::hlo

#endif  // TPUSIM_HLO_BASE_TEXT_LIMITS_H_
