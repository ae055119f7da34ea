// Hand-written lexer for XLA's HLO text format, modelled on XLA's
// hlo_lexer.cc. It walks the caller's buffer in place: tokens are views into
// the text, so lexing allocates nothing.
//
// The lexer knows only the context-free tokens (names, integers, strings,
// punctuation). Sub-grammars whose spelling depends on the attribute
// (`3x3`, `0_0x1_1`, `b01f_01io->b01f`, verbatim JSON or sharding text) are
// scanned character-wise by the parser through ScanRun / ScanBalanced, and
// shapes through ParseShapeAt (hlo/ir/shape.h) at pos().
#ifndef TPUSIM_HLO_TEXT_HLO_LEXER_H_
#define TPUSIM_HLO_TEXT_HLO_LEXER_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "absl/strings/string_view.h"

namespace tpusim::hlo {

enum class TokKind : uint8_t {
  kEof,
  kError,    // text() is the message; offset() where the problem starts.
  kName,     // `%foo` or `foo` ([a-zA-Z_][a-zA-Z0-9_.-]*); text() drops '%'.
  kInt,      // -?[0-9]+ (value checked by ParseInt64).
  kString,   // "..." with C escapes; text() keeps the quotes.
  kEqual,    // =
  kComma,    // ,
  kColon,    // :
  kLParen,   // (
  kRParen,   // )
  kLBrace,   // {
  kRBrace,   // }
  kLSquare,  // [
  kRSquare,  // ]
  kArrow,    // ->
  kOther,    // Any other single character.
};

struct Token {
  TokKind kind = TokKind::kEof;
  absl::string_view text;
  size_t offset = 0;     // Byte offset of the first character (the '%').
  bool percent = false;  // kName written as `%name`.
};

class HloLexer {
 public:
  explicit HloLexer(absl::string_view text) : text_(text) {}

  absl::string_view text() const { return text_; }
  size_t pos() const { return pos_; }
  void set_pos(size_t pos) { pos_ = pos; }
  // True at the end of the input (after trivia); false at an unterminated
  // comment, which the next Next() reports.
  bool AtEnd() { return SkipTrivia() && pos_ >= text_.size(); }

  // Skips whitespace, `/* ... */` and `// ...` comments. Returns false for an
  // unterminated block comment; the next Next() then returns a kError token.
  bool SkipTrivia();

  Token Next() {
    if (peeked_from_ == pos_) {
      pos_ = peeked_to_;
      return peeked_;
    }
    return Lex();
  }
  // The next token, not consumed. The parser peeks at almost every token
  // (`, attr=` or the next instruction?), so the lexed token is cached.
  Token Peek() {
    if (peeked_from_ != pos_) {
      const size_t from = pos_;
      peeked_ = Lex();
      peeked_to_ = pos_;
      peeked_from_ = from;
      pos_ = from;
    }
    return peeked_;
  }
  // Consumes the next token when it has `kind`.
  bool Consume(TokKind kind) {
    if (Peek().kind != kind) return false;
    pos_ = peeked_to_;
    return true;
  }
  // The character at pos() after skipping trivia ('\0' at the end).
  char PeekChar() {
    SkipTrivia();
    return pos_ < text_.size() ? text_[pos_] : '\0';
  }

  // After trivia, consumes the longest run of characters for which `pred`
  // holds and returns it (possibly empty).
  template <typename Pred>
  absl::string_view ScanRun(Pred pred) {
    SkipTrivia();
    size_t start = pos_;
    while (pos_ < text_.size() && pred(text_[pos_])) ++pos_;
    return text_.substr(start, pos_ - start);
  }

  // Result of ScanBalanced.
  struct Balanced {
    absl::string_view text;      // The scanned text (trailing blanks trimmed).
    const char* error = nullptr;  // Set on failure; then error_offset applies.
    size_t error_offset = 0;
  };
  // Where ScanBalanced stops, besides before an unmatched closing bracket.
  enum class Stop : uint8_t {
    kCloser,          // Nowhere else: a constant's literal inside `( )`.
    kCommaOrBlank,    // ',' or whitespace outside brackets: most values.
    kCommaOrNewline,  // ',', a line break or `//` outside brackets: values
                      // with blanks such as custom-call `literal=s32[] 3`.
  };
  // Scans text whose brackets ( [ { balance, skipping quoted strings and
  // /* */ comments, from pos() up to `stop`. Nesting deeper than kMaxNesting
  // is an error.
  Balanced ScanBalanced(Stop stop);

  static constexpr int kMaxNesting = 256;

 private:
  Token Lex();
  // Scans a quoted string starting at `pos_` (on the quote). Returns false
  // if it is unterminated.
  bool SkipString();

  absl::string_view text_;
  size_t pos_ = 0;
  // Offset of an unterminated comment found by SkipTrivia (npos = none).
  size_t bad_comment_ = static_cast<size_t>(-1);
  std::string control_message_;  // The text of the last control-byte error.
  // Lookahead cache: lexing at `peeked_from_` gives `peeked_` and ends at
  // `peeked_to_`.
  size_t peeked_from_ = static_cast<size_t>(-1);
  size_t peeked_to_ = 0;
  Token peeked_;
};

namespace lexer_internal {
// Bit 1: may start a name; bit 2: may continue one.
struct CharTable {
  unsigned char bits[256] = {};
  constexpr CharTable() {
    for (int c = 'a'; c <= 'z'; ++c) bits[c] = 3;
    for (int c = 'A'; c <= 'Z'; ++c) bits[c] = 3;
    bits[static_cast<int>('_')] = 3;
    for (int c = '0'; c <= '9'; ++c) bits[c] = 2;
    bits[static_cast<int>('.')] = 2;
    bits[static_cast<int>('-')] = 2;
  }
};
inline constexpr CharTable kCharTable;
}  // namespace lexer_internal

inline bool IsIdentStart(char c) {
  return lexer_internal::kCharTable.bits[static_cast<unsigned char>(c)] & 1;
}
inline bool IsIdentChar(char c) {
  return lexer_internal::kCharTable.bits[static_cast<unsigned char>(c)] & 2;
}
inline bool IsDigit(char c) { return c >= '0' && c <= '9'; }

// Integer value of a kInt token; nullopt when it does not fit in int64.
std::optional<int64_t> ParseInt64(absl::string_view text);

// Decodes a quoted kString token (quotes included) with C escapes
// (\" \\ \n \t \r \a \b \f \v \' \? octal \ooo, hex \xHH). An unknown escape
// keeps the backslash and the character, like the text said.
std::string UnescapeString(absl::string_view quoted);

// The inverse used by the printer: escapes '"', '\\' and control characters
// so that UnescapeString gives `s` back. Bytes >= 0x80 (UTF-8) are kept.
void AppendEscapedString(std::string* out, absl::string_view s);

}  // namespace tpusim::hlo

#endif  // TPUSIM_HLO_TEXT_HLO_LEXER_H_
