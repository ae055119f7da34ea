#include "hlo/text/hlo_lexer.h"

#include <charconv>
#include <limits>

namespace tpusim::hlo {

bool HloLexer::SkipTrivia() {
  const size_t n = text_.size();
  while (pos_ < n) {
    char c = text_[pos_];
    if (c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f' ||
        c == '\v') {
      ++pos_;
      continue;
    }
    if (c == '/' && pos_ + 1 < n) {
      char d = text_[pos_ + 1];
      if (d == '*') {
        size_t end = text_.find("*/", pos_ + 2);
        if (end == absl::string_view::npos) {
          bad_comment_ = pos_;
          return false;
        }
        pos_ = end + 2;
        continue;
      }
      if (d == '/') {
        size_t end = text_.find('\n', pos_ + 2);
        pos_ = end == absl::string_view::npos ? n : end + 1;
        continue;
      }
    }
    break;
  }
  return true;
}

bool HloLexer::SkipString() {
  const size_t n = text_.size();
  for (size_t p = pos_ + 1; p < n; ++p) {
    const char c = text_[p];
    if (c == '"') {
      pos_ = p + 1;
      return true;
    }
    if (c == '\\') ++p;  // Skip the escaped character.
  }
  return false;
}

Token HloLexer::Lex() {
  Token tok;
  if (!SkipTrivia()) {
    tok.kind = TokKind::kError;
    tok.offset = bad_comment_;
    tok.text = "unterminated comment: '/*' has no matching '*/'";
    pos_ = text_.size();
    return tok;
  }
  const size_t n = text_.size();
  tok.offset = pos_;
  if (pos_ >= n) {
    tok.kind = TokKind::kEof;
    return tok;
  }
  const char c = text_[pos_];
  auto single = [&](TokKind kind) {
    tok.kind = kind;
    tok.text = text_.substr(pos_, 1);
    ++pos_;
    return tok;
  };
  auto ident_end = [&](size_t p) {
    // `-` followed by `>` is an arrow, never part of a name.
    while (p < n && IsIdentChar(text_[p])) {
      if (text_[p] == '-' && p + 1 < n && text_[p + 1] == '>') break;
      ++p;
    }
    return p;
  };
  switch (c) {
    case '=':
      return single(TokKind::kEqual);
    case ',':
      return single(TokKind::kComma);
    case ':':
      return single(TokKind::kColon);
    case '(':
      return single(TokKind::kLParen);
    case ')':
      return single(TokKind::kRParen);
    case '{':
      return single(TokKind::kLBrace);
    case '}':
      return single(TokKind::kRBrace);
    case '[':
      return single(TokKind::kLSquare);
    case ']':
      return single(TokKind::kRSquare);
    case '"': {
      if (!SkipString()) {
        tok.kind = TokKind::kError;
        tok.text = "unterminated string: '\"' has no matching '\"'";
        pos_ = n;
        return tok;
      }
      tok.kind = TokKind::kString;
      tok.text = text_.substr(tok.offset, pos_ - tok.offset);
      return tok;
    }
    case '%': {
      // XLA names start with a letter or '_'; after '%' we also accept a
      // digit so that `%0` style names from other tools still parse.
      size_t end = pos_ + 1;
      if (end < n && (IsIdentStart(text_[end]) || IsDigit(text_[end]))) {
        end = ident_end(end + 1);
      }
      if (end == pos_ + 1) {
        tok.kind = TokKind::kError;
        tok.text = "expected a name after '%'";
        ++pos_;
        return tok;
      }
      tok.kind = TokKind::kName;
      tok.percent = true;
      tok.text = text_.substr(pos_ + 1, end - pos_ - 1);
      pos_ = end;
      return tok;
    }
    case '-':
      if (pos_ + 1 < n && text_[pos_ + 1] == '>') {
        tok.kind = TokKind::kArrow;
        tok.text = text_.substr(pos_, 2);
        pos_ += 2;
        return tok;
      }
      if (pos_ + 1 < n && IsDigit(text_[pos_ + 1])) break;  // Negative int.
      return single(TokKind::kOther);
    default:
      break;
  }
  if (c == '-' || IsDigit(c)) {
    size_t end = pos_ + 1;
    while (end < n && IsDigit(text_[end])) ++end;
    tok.kind = TokKind::kInt;
    tok.text = text_.substr(pos_, end - pos_);
    pos_ = end;
    return tok;
  }
  if (IsIdentStart(c)) {
    size_t end = ident_end(pos_ + 1);
    tok.kind = TokKind::kName;
    tok.text = text_.substr(pos_, end - pos_);
    pos_ = end;
    return tok;
  }
  const unsigned char byte = static_cast<unsigned char>(c);
  if (byte < 0x20 || byte == 0x7f) {
    // A control byte in a text file (binary garbage, a stray paste).
    static constexpr char kHex[] = "0123456789abcdef";
    tok.kind = TokKind::kError;
    control_message_ = "unexpected control byte 0x";
    control_message_ += kHex[byte >> 4];
    control_message_ += kHex[byte & 15];
    tok.text = control_message_;
    ++pos_;
    return tok;
  }
  return single(TokKind::kOther);
}

HloLexer::Balanced HloLexer::ScanBalanced(Stop stop) {
  Balanced result;
  SkipTrivia();
  const size_t n = text_.size();
  const size_t start = pos_;
  // Expected closers and where their openers were, innermost last.
  char closers[kMaxNesting];
  size_t openers[kMaxNesting];
  int depth = 0;
  size_t p = pos_;
  while (p < n) {
    char c = text_[p];
    if (c == '"') {
      pos_ = p;
      if (!SkipString()) {
        result.error = "unterminated string: '\"' has no matching '\"'";
        result.error_offset = p;
        pos_ = n;
        return result;
      }
      p = pos_;
      continue;
    }
    if (c == '/' && p + 1 < n && text_[p + 1] == '*') {
      size_t end = text_.find("*/", p + 2);
      if (end == absl::string_view::npos) {
        result.error = "unterminated comment: '/*' has no matching '*/'";
        result.error_offset = p;
        pos_ = n;
        return result;
      }
      p = end + 2;
      continue;
    }
    if (c == '(' || c == '[' || c == '{') {
      if (depth == kMaxNesting) {
        result.error = "brackets nested too deeply";
        result.error_offset = p;
        pos_ = p;
        return result;
      }
      closers[depth] = c == '(' ? ')' : c == '[' ? ']' : '}';
      openers[depth] = p;
      ++depth;
      ++p;
      continue;
    }
    if (c == ')' || c == ']' || c == '}') {
      if (depth == 0) break;
      if (closers[depth - 1] != c) {
        result.error = "mismatched bracket";
        result.error_offset = p;
        pos_ = p;
        return result;
      }
      --depth;
      ++p;
      continue;
    }
    if (depth == 0 && stop != Stop::kCloser) {
      if (c == ',' || c == '\n' || c == '\r') break;
      if (stop == Stop::kCommaOrBlank && (c == ' ' || c == '\t')) break;
      if (c == '/' && p + 1 < n && text_[p + 1] == '/') break;
    }
    ++p;
  }
  if (depth > 0) {
    result.error = "unbalanced bracket: no matching closing bracket";
    result.error_offset = openers[depth - 1];
    pos_ = n;
    return result;
  }
  pos_ = p;
  size_t end = p;
  while (end > start && (text_[end - 1] == ' ' || text_[end - 1] == '\n' ||
                         text_[end - 1] == '\t' || text_[end - 1] == '\r')) {
    --end;
  }
  result.text = text_.substr(start, end - start);
  return result;
}

std::optional<int64_t> ParseInt64(absl::string_view text) {
  bool negative = !text.empty() && text[0] == '-';
  absl::string_view digits = negative ? text.substr(1) : text;
  if (digits.empty()) return std::nullopt;
  uint64_t magnitude = 0;
  auto [ptr, ec] = std::from_chars(digits.data(), digits.data() + digits.size(),
                                   magnitude);
  if (ec != std::errc() || ptr != digits.data() + digits.size()) {
    return std::nullopt;
  }
  constexpr uint64_t kMax = std::numeric_limits<int64_t>::max();
  if (negative) {
    if (magnitude > kMax + 1) return std::nullopt;
    return magnitude == kMax + 1 ? std::numeric_limits<int64_t>::min()
                                 : -static_cast<int64_t>(magnitude);
  }
  if (magnitude > kMax) return std::nullopt;
  return static_cast<int64_t>(magnitude);
}

namespace {
int HexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}
}  // namespace

std::string UnescapeString(absl::string_view quoted) {
  absl::string_view s = quoted;
  if (s.size() >= 2 && s.front() == '"' && s.back() == '"') {
    s = s.substr(1, s.size() - 2);
  }
  if (s.find('\\') == absl::string_view::npos) return std::string(s);
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c != '\\' || i + 1 >= s.size()) {
      out += c;
      continue;
    }
    char e = s[++i];
    switch (e) {
      case 'n': out += '\n'; break;
      case 't': out += '\t'; break;
      case 'r': out += '\r'; break;
      case 'a': out += '\a'; break;
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'v': out += '\v'; break;
      case '"': out += '"'; break;
      case '\'': out += '\''; break;
      case '\\': out += '\\'; break;
      case '?': out += '?'; break;
      case 'x': {
        int value = 0;
        size_t j = i + 1;
        while (j < s.size() && j < i + 3 && HexValue(s[j]) >= 0) {
          value = value * 16 + HexValue(s[j]);
          ++j;
        }
        if (j == i + 1) {  // `\x` without digits: keep as written.
          out += '\\';
          out += 'x';
        } else {
          out += static_cast<char>(value);
          i = j - 1;
        }
        break;
      }
      default:
        if (e >= '0' && e <= '7') {
          int value = 0;
          size_t j = i;
          while (j < s.size() && j < i + 3 && s[j] >= '0' && s[j] <= '7') {
            value = value * 8 + (s[j] - '0');
            ++j;
          }
          out += static_cast<char>(value & 0xff);
          i = j - 1;
        } else {
          out += '\\';
          out += e;
        }
    }
  }
  return out;
}

void AppendEscapedString(std::string* out, absl::string_view s) {
  static constexpr char kOctal[] = "01234567";
  size_t run = 0;  // Start of the pending run of plain characters.
  for (size_t i = 0; i < s.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (c >= 0x20 && c != 0x7f && c != '"' && c != '\\') continue;
    out->append(s.data() + run, i - run);
    run = i + 1;
    switch (c) {
      case '"': out->append("\\\""); break;
      case '\\': out->append("\\\\"); break;
      case '\n': out->append("\\n"); break;
      case '\t': out->append("\\t"); break;
      case '\r': out->append("\\r"); break;
      default:
        out->push_back('\\');
        out->push_back(kOctal[(c >> 6) & 7]);
        out->push_back(kOctal[(c >> 3) & 7]);
        out->push_back(kOctal[c & 7]);
    }
  }
  out->append(s.data() + run, s.size() - run);
}

}  // namespace tpusim::hlo
