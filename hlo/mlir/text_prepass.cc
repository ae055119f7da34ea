#include "hlo/mlir/text_prepass.h"

#include <algorithm>
#include <cctype>
#include <optional>

namespace tpusim::hlo {
namespace {

// Float type names MLIR 19 does not know (they arrived in LLVM 20).
constexpr absl::string_view kNewFloatTypes[] = {
    "f8E3M4", "f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E8M0FNU",
};

bool IsIdentChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' ||
         c == '.';
}

bool IsDigit(char c) { return c >= '0' && c <= '9'; }

// Length of the string literal starting at text[pos] == '"' (including both
// quotes), honouring backslash escapes; the rest of the text if unclosed.
size_t StringLiteralLength(absl::string_view text, size_t pos) {
  size_t i = pos + 1;
  while (i < text.size()) {
    if (text[i] == '\\') {
      i += 2;
      continue;
    }
    if (text[i] == '"' || text[i] == '\n') return i + 1 - pos;
    ++i;
  }
  return text.size() - pos;
}

// Digits at text[pos..]; returns how many.
size_t CountDigits(absl::string_view text, size_t pos) {
  size_t n = 0;
  while (pos + n < text.size() && IsDigit(text[pos + n])) ++n;
  return n;
}

// After a string literal ending at `pos`: `:L:C to :C2` or `:L:C to L2:C2`.
// Returns the [begin, end) range of ` to ...` to blank, or begin == end.
std::pair<size_t, size_t> SourceRangeSuffix(absl::string_view text,
                                            size_t pos) {
  size_t i = pos;
  for (int part = 0; part < 2; ++part) {  // :L then :C
    if (i >= text.size() || text[i] != ':') return {0, 0};
    size_t digits = CountDigits(text, i + 1);
    if (digits == 0) return {0, 0};
    i += 1 + digits;
  }
  size_t begin = i;
  while (i < text.size() && text[i] == ' ') ++i;
  if (i == begin || text.substr(i, 2) != "to") return {0, 0};
  i += 2;
  size_t after_to = i;
  while (i < text.size() && text[i] == ' ') ++i;
  if (i == after_to) return {0, 0};
  i += CountDigits(text, i);  // optional end line
  if (i >= text.size() || text[i] != ':') return {0, 0};
  size_t digits = CountDigits(text, i + 1);
  if (digits == 0) return {0, 0};
  return {begin, i + 1 + digits};
}

// True when the float type name at text[pos] stands as a type token: not
// part of a longer identifier, except after the `x` of a tensor shape
// (`tensor<2x3xf8E3M4>`).
bool IsTypeToken(absl::string_view text, size_t pos, size_t len) {
  if (pos + len < text.size() && IsIdentChar(text[pos + len])) return false;
  if (pos == 0) return true;
  char before = text[pos - 1];
  if (!IsIdentChar(before)) return true;
  if (before == 'x' && pos >= 2) {
    char dim = text[pos - 2];
    return IsDigit(dim) || dim == '?';
  }
  return false;
}

// The number of elements of `tensor<AxBx...xi1>` starting at text[pos], or
// nullopt if it is not a static i1 tensor type.
std::optional<int64_t> I1TensorElements(absl::string_view text, size_t pos) {
  if (text.substr(pos, 7) != "tensor<") return std::nullopt;
  size_t i = pos + 7;
  int64_t count = 1;
  while (true) {
    if (text.substr(i, 3) == "i1>") return count;
    size_t digits = CountDigits(text, i);
    if (digits == 0 || digits > 12 || i + digits >= text.size() ||
        text[i + digits] != 'x') {
      return std::nullopt;
    }
    int64_t dim = 0;
    for (size_t k = 0; k < digits; ++k) dim = dim * 10 + (text[i + k] - '0');
    if (dim != 0 && count > (int64_t{1} << 40) / dim) return std::nullopt;
    count *= dim;
    i += digits + 1;
  }
}

int HexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// `hex` holds one byte (00/01) per element of an i1 tensor of `n`
// elements; returns the packed-bit form MLIR 19 expects (element k is bit
// k % 8 of byte k / 8), or nullopt when `hex` is not that layout.
std::optional<std::string> RepackI1Hex(absl::string_view hex, int64_t n) {
  if (n <= 1 || static_cast<int64_t>(hex.size()) != 2 * n) return std::nullopt;
  std::string packed((n + 7) / 8, '\0');
  for (int64_t k = 0; k < n; ++k) {
    int hi = HexValue(hex[2 * k]), lo = HexValue(hex[2 * k + 1]);
    if (hi != 0 || (lo != 0 && lo != 1)) return std::nullopt;
    if (lo) packed[k / 8] = static_cast<char>(packed[k / 8] | (1 << (k % 8)));
  }
  static constexpr char kDigits[] = "0123456789ABCDEF";
  std::string out;
  out.reserve(packed.size() * 2);
  for (char byte : packed) {
    out += kDigits[(static_cast<unsigned char>(byte) >> 4) & 0xF];
    out += kDigits[static_cast<unsigned char>(byte) & 0xF];
  }
  return out;
}

}  // namespace

size_t PrepassResult::ToOriginalOffset(size_t offset) const {
  // Walk the edits in text order, tracking the shift between rewritten and
  // original offsets. An offset inside a replacement maps to its start.
  long long shift = 0;  // original - rewritten
  for (const PrepassEdit& edit : edits) {
    size_t rewritten_start = edit.original_offset - shift;
    if (offset < rewritten_start) break;
    if (offset < rewritten_start + edit.replacement_length) {
      return edit.original_offset;
    }
    shift += static_cast<long long>(edit.original_length) -
             static_cast<long long>(edit.replacement_length);
  }
  return static_cast<size_t>(static_cast<long long>(offset) + shift);
}

PrepassResult RunTextPrepass(absl::string_view text) {
  PrepassResult result;
  size_t i = 0;
  size_t copied = 0;  // text[copied, i) not yet appended
  auto flush = [&](size_t upto) {
    if (result.text.empty()) result.text.reserve(text.size() + 64);
    result.text.append(text.data() + copied, upto - copied);
    copied = upto;
  };
  while (i < text.size()) {
    char c = text[i];
    if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
      size_t end = text.find('\n', i);
      i = end == absl::string_view::npos ? text.size() : end;
      continue;
    }
    if (c == '"') {
      size_t literal = StringLiteralLength(text, i);
      // `dense<"0x...">` followed by `: tensor<...xi1>`.
      if (i >= 6 && text.substr(i - 6, 6) == "dense<" &&
          text.substr(i + 1, 2) == "0x" && literal >= 4) {
        size_t after = i + literal;
        size_t j = after;
        if (j < text.size() && text[j] == '>') ++j;
        while (j < text.size() && text[j] == ' ') ++j;
        if (j < text.size() && text[j] == ':') ++j;
        while (j < text.size() && text[j] == ' ') ++j;
        if (std::optional<int64_t> n = I1TensorElements(text, j)) {
          absl::string_view hex = text.substr(i + 3, literal - 4);
          if (std::optional<std::string> packed = RepackI1Hex(hex, *n)) {
            flush(i + 3);
            result.text += *packed;
            result.edits.push_back(
                {i + 3, hex.size(), packed->size(), "i1 hex constant"});
            copied = i + 3 + hex.size();
          }
        }
      }
      i += literal;
      auto [begin, end] = SourceRangeSuffix(text, i);
      if (begin != end) {
        flush(begin);
        result.text.append(end - begin, ' ');
        result.edits.push_back({begin, end - begin, end - begin, "source range"});
        copied = end;
        i = end;
      }
      continue;
    }
    if (c == 'f') {
      bool replaced = false;
      for (absl::string_view name : kNewFloatTypes) {
        if (text.substr(i, name.size()) != name ||
            !IsTypeToken(text, i, name.size())) {
          continue;
        }
        flush(i);
        std::string replacement =
            "!" + std::string(kPrepassTypeDialect) + "." + std::string(name);
        result.text += replacement;
        result.edits.push_back({i, name.size(), replacement.size(),
                                std::string(name)});
        if (std::find(result.renamed_types.begin(), result.renamed_types.end(),
                      name) == result.renamed_types.end()) {
          result.renamed_types.emplace_back(name);
        }
        i += name.size();
        copied = i;
        replaced = true;
        break;
      }
      if (replaced) continue;
    }
    ++i;
  }
  if (!result.edits.empty()) flush(text.size());
  return result;
}

}  // namespace tpusim::hlo
