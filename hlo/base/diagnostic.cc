#include "hlo/base/diagnostic.h"

#include <algorithm>

#include "absl/strings/str_cat.h"

namespace tpusim {

std::string SourceLocation::ToString() const {
  if (!known()) return file;
  if (column > 0) return absl::StrCat(file, ":", line, ":", column);
  return absl::StrCat(file, ":", line);
}

absl::string_view SeverityName(Severity severity) {
  switch (severity) {
    case Severity::kError:
      return "error";
    case Severity::kWarning:
      return "warning";
    case Severity::kNote:
      return "note";
  }
  return "error";
}

std::string FormatDiagnostic(const SourceLocation& location, Severity severity,
                             absl::string_view message,
                             absl::string_view source_line) {
  std::string out;
  std::string where = location.ToString();
  if (!where.empty()) absl::StrAppend(&out, where, ": ");
  absl::StrAppend(&out, SeverityName(severity), ": ", message);
  if (!source_line.empty() && location.column > 0) {
    // Long lines (real dumps have multi-kilobyte lines) are shown as a window
    // around the column so the caret stays readable.
    constexpr int64_t kWindow = 120;
    int64_t col = location.column - 1;
    int64_t begin = 0;
    std::string prefix;
    if (static_cast<int64_t>(source_line.size()) > 2 * kWindow && col > kWindow) {
      begin = col - kWindow / 2;
      prefix = "...";
    }
    absl::string_view shown = source_line.substr(
        std::min<size_t>(begin, source_line.size()), 2 * kWindow);
    std::string caret_pad(prefix.size() + (col - begin), ' ');
    for (size_t i = 0; i < caret_pad.size() && i + begin < source_line.size(); ++i) {
      if (i >= prefix.size() && source_line[begin + i - prefix.size()] == '\t') {
        caret_pad[i] = '\t';
      }
    }
    absl::StrAppend(&out, "\n", prefix, shown, "\n", caret_pad, "^");
  }
  return out;
}

absl::string_view LineOfText(absl::string_view text, int64_t line) {
  size_t pos = 0;
  for (int64_t l = 1; l < line; ++l) {
    pos = text.find('\n', pos);
    if (pos == absl::string_view::npos) return {};
    ++pos;
  }
  size_t end = text.find('\n', pos);
  absl::string_view out = text.substr(pos, end == absl::string_view::npos
                                              ? absl::string_view::npos
                                              : end - pos);
  if (!out.empty() && out.back() == '\r') out.remove_suffix(1);
  return out;
}

SourceLocation LocationOfOffset(absl::string_view file, absl::string_view text,
                                size_t offset) {
  offset = std::min(offset, text.size());
  SourceLocation loc;
  loc.file = std::string(file);
  loc.line = 1 + std::count(text.begin(), text.begin() + offset, '\n');
  size_t line_start = text.rfind('\n', offset == 0 ? 0 : offset - 1);
  if (offset == 0 || line_start == absl::string_view::npos) {
    line_start = 0;
  } else {
    line_start += 1;
  }
  if (offset > 0 && text[offset - 1] == '\n') line_start = offset;
  loc.column = static_cast<int64_t>(offset - line_start) + 1;
  return loc;
}

absl::Status ErrorAtOffset(absl::string_view file, absl::string_view text,
                           size_t offset, absl::string_view message) {
  SourceLocation loc = LocationOfOffset(file, text, offset);
  return absl::InvalidArgumentError(FormatDiagnostic(
      loc, Severity::kError, message, LineOfText(text, loc.line)));
}

LineCursor::Position LineCursor::At(size_t offset) {
  offset = std::min(offset, text_.size());
  if (offset < offset_) {
    offset_ = 0;
    line_ = 1;
    line_start_ = 0;
  }
  for (size_t nl = text_.find('\n', offset_); nl != absl::string_view::npos && nl < offset;
       nl = text_.find('\n', nl + 1)) {
    ++line_;
    line_start_ = nl + 1;
  }
  offset_ = offset;
  return {line_, static_cast<int64_t>(offset - line_start_) + 1};
}

}  // namespace tpusim
