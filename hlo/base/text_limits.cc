#include "hlo/base/text_limits.h"

#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"

namespace tpusim::hlo {
namespace {

char CloserOf(char open) {
  switch (open) {
    case '(':
      return ')';
    case '[':
      return ']';
    case '{':
      return '}';
    default:
      return '>';
  }
}

// `%name#123`: the digits after '#' of an SSA use, as a number (saturating).
std::optional<TextLimitViolation> CheckResultNumber(absl::string_view text, size_t hash) {
  int64_t number = 0;
  size_t i = hash + 1;
  for (; i < text.size() && absl::ascii_isdigit(static_cast<unsigned char>(text[i])); ++i) {
    if (number <= kMaxMlirResultNumber) number = number * 10 + (text[i] - '0');
  }
  if (i == hash + 1 || number <= kMaxMlirResultNumber) return std::nullopt;
  return TextLimitViolation{hash, absl::StrCat("result number ", text.substr(hash + 1, i - hash - 1),
                                               " is too large (at most ", kMaxMlirResultNumber,
                                               ")")};
}

}  // namespace

std::optional<TextLimitViolation> FindTextLimitViolation(absl::string_view text,
                                                         TextSyntax syntax,
                                                         int64_t max_nesting) {
  const bool mlir = syntax == TextSyntax::kMlir;
  std::vector<char> open;  // The unclosed brackets, innermost last.
  bool in_ssa_name = false;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    // Strings: skip to the closing quote, past escapes.
    if (c == '"' || (!mlir && c == '\'')) {
      for (++i; i < text.size() && text[i] != c; ++i) {
        if (text[i] == '\\') ++i;
      }
      in_ssa_name = false;
      continue;
    }
    // Comments run to the end of the line.
    if ((mlir && c == '/' && i + 1 < text.size() && text[i + 1] == '/') || (!mlir && c == '#')) {
      i = text.find('\n', i);
      if (i == absl::string_view::npos) break;
      in_ssa_name = false;
      continue;
    }
    if (mlir) {
      if (c == '%') {
        in_ssa_name = true;
        continue;
      }
      if (in_ssa_name && c == '#') {
        if (auto violation = CheckResultNumber(text, i)) return violation;
      }
      const unsigned char u = static_cast<unsigned char>(c);
      in_ssa_name = in_ssa_name && (absl::ascii_isalnum(u) || c == '_' || c == '.' || c == '$' ||
                                    c == '-');
    }
    const bool opens = c == '[' || c == '{' || c == '<' || (mlir && c == '(');
    if (opens) {
      open.push_back(c);
      if (static_cast<int64_t>(open.size()) > max_nesting) {
        return TextLimitViolation{
            i, absl::StrCat("brackets nested more than ", max_nesting,
                            " levels deep (a limit that keeps the parser's recursion safe; no "
                            "real program comes near it)")};
      }
      continue;
    }
    if (c == ')' || c == ']' || c == '}' || c == '>') {
      // Pop the matching bracket; a stray closer (`->`, or malformed input
      // the parser will report) leaves the stack alone.
      if (!open.empty() && CloserOf(open.back()) == c) open.pop_back();
    }
  }
  return std::nullopt;
}

}  // namespace tpusim::hlo
