// Compiler-style diagnostics: "FILE:LINE:COL: error: message", then the
// offending source line and a caret under the column.
#ifndef TPUSIM_HLO_BASE_DIAGNOSTIC_H_
#define TPUSIM_HLO_BASE_DIAGNOSTIC_H_

#include "absl/strings/string_view.h"
#include <cstdint>
#include <string>
#include <string_view>

#include "absl/status/status.h"

namespace tpusim {

struct SourceLocation {
  std::string file;  // May be empty when the input had no file name.
  int64_t line = 0;  // 1-based; 0 = unknown.
  int64_t column = 0;  // 1-based; 0 = unknown.

  bool known() const { return line > 0; }
  // "file:line:col", "file" or "" depending on what is known.
  std::string ToString() const;
};

enum class Severity { kError, kWarning, kNote };
absl::string_view SeverityName(Severity severity);

// Formats a diagnostic. `source_line` is the full text of the line the
// location points into (without newline); when non-empty it is printed with a
// caret under `location.column`.
std::string FormatDiagnostic(const SourceLocation& location, Severity severity,
                             absl::string_view message,
                             absl::string_view source_line = {});

// Returns the text of line `line` (1-based) of `text`, without newline.
absl::string_view LineOfText(absl::string_view text, int64_t line);

// Builds an InvalidArgument status whose message is a complete formatted
// diagnostic for `offset` (a byte offset into `text`).
absl::Status ErrorAtOffset(absl::string_view file, absl::string_view text,
                           size_t offset, absl::string_view message);

// Line/column (1-based) of byte `offset` in `text`.
SourceLocation LocationOfOffset(absl::string_view file, absl::string_view text,
                                size_t offset);

// Line and column of many byte offsets of one text, as importers record a
// position per instruction: each byte is counted once while the offsets come
// in increasing order (text order); an earlier offset restarts the count.
class LineCursor {
 public:
  explicit LineCursor(absl::string_view text) : text_(text) {}

  struct Position {
    int64_t line = 1;    // 1-based.
    int64_t column = 1;  // 1-based, in bytes, as LocationOfOffset counts.
  };
  // The position of `offset` (clamped to the end of the text).
  Position At(size_t offset);

 private:
  absl::string_view text_;
  size_t offset_ = 0;      // Counted up to here.
  int64_t line_ = 1;       // The line holding offset_.
  size_t line_start_ = 0;  // Its first byte.
};

}  // namespace tpusim

#endif  // TPUSIM_HLO_BASE_DIAGNOSTIC_H_
