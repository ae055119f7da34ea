#include "hlo/import/import.h"

#include <cctype>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "hlo/base/file_io.h"
#include "hlo/base/status_macros.h"
#include "hlo/proto/hlo_proto_reader.h"
#include "hlo/text/hlo_parser.h"

namespace tpusim::hlo {
namespace {

// Skips whitespace, a UTF-8 byte-order mark and // or /* */ comments.
size_t SkipTrivia(absl::string_view text) {
  size_t pos = 0;
  if (absl::StartsWith(text, "\xEF\xBB\xBF")) pos = 3;
  while (pos < text.size()) {
    char c = text[pos];
    if (std::isspace(static_cast<unsigned char>(c))) {
      ++pos;
    } else if (text.substr(pos, 2) == "//") {
      size_t end = text.find('\n', pos);
      pos = end == absl::string_view::npos ? text.size() : end + 1;
    } else if (text.substr(pos, 2) == "/*") {
      size_t end = text.find("*/", pos + 2);
      pos = end == absl::string_view::npos ? text.size() : end + 2;
    } else {
      break;
    }
  }
  return pos;
}

bool LooksBinary(absl::string_view content) {
  size_t n = std::min<size_t>(content.size(), 4096);
  for (size_t i = 0; i < n; ++i) {
    unsigned char c = content[i];
    if (c == 0 || (c < 0x20 && c != '\n' && c != '\r' && c != '\t')) return true;
  }
  return false;
}

// `module {` opens both an MLIR module and a text-proto message field named
// "module" (tpu_graphs' ModuleTuningData). A text proto continues with
// `field:` or `field {`; MLIR continues with an op, an attribute or `}`.
bool LooksLikeTextProtoMessage(absl::string_view rest) {
  size_t brace = rest.find('{');
  if (brace == absl::string_view::npos) return false;
  absl::string_view head = rest.substr(0, brace);
  if (head.find_first_not_of(" \t\r\n", 6) != absl::string_view::npos) return false;
  absl::string_view body = rest.substr(brace + 1);
  body = body.substr(SkipTrivia(body));
  size_t i = 0;
  while (i < body.size() && (std::isalnum(static_cast<unsigned char>(body[i])) ||
                             body[i] == '_')) {
    ++i;
  }
  if (i == 0) return false;
  size_t j = i;
  while (j < body.size() && (body[j] == ' ' || body[j] == '\t')) ++j;
  return j < body.size() && (body[j] == ':' || body[j] == '{');
}

}  // namespace

absl::string_view InputFormatName(InputFormat format) {
  switch (format) {
    case InputFormat::kHloText:
      return "hlo-text";
    case InputFormat::kHloProtoBinary:
      return "hlo-proto";
    case InputFormat::kHloProtoText:
      return "hlo-proto-text";
    case InputFormat::kXSpace:
      return "xspace";
    case InputFormat::kMlir:
      return "mlir";
    case InputFormat::kUnknown:
      return "unknown";
  }
  return "unknown";
}

InputFormat DetectFormat(absl::string_view content) {
  if (content.empty()) return InputFormat::kUnknown;
  // A file that opens like HLO text is text, even with a stray control byte
  // further on: the parser then reports that byte at its line and column
  // (a binary proto opens with a field tag and a length, never with this).
  if (absl::StartsWith(content.substr(SkipTrivia(content)), "HloModule")) {
    return InputFormat::kHloText;
  }
  if (LooksBinary(content)) {
    // An XSpace names its metadata plane in clear text; HloProtos do not.
    if (absl::StrContains(content, "/host:metadata")) return InputFormat::kXSpace;
    return InputFormat::kHloProtoBinary;
  }
  absl::string_view rest = content.substr(SkipTrivia(content));
  if (absl::StartsWith(rest, "HloModule")) return InputFormat::kHloText;
  if (absl::StartsWith(rest, "module") && LooksLikeTextProtoMessage(rest)) {
    return InputFormat::kHloProtoText;  // e.g. tpu_graphs' `module { name: ...`
  }
  if (absl::StartsWith(rest, "module") || absl::StartsWith(rest, "func.func") ||
      absl::StartsWith(rest, "#") || absl::StartsWith(rest, "\"builtin.module\"") ||
      absl::StartsWith(rest, "\"func.func\"") || absl::StartsWith(rest, "sdy.") ||
      absl::StartsWith(rest, "{-#")) {
    return InputFormat::kMlir;
  }
  // Text protos start with a field: `hlo_module {`, `name: "..."`.
  size_t i = 0;
  while (i < rest.size() && (std::isalnum(static_cast<unsigned char>(rest[i])) ||
                             rest[i] == '_')) {
    ++i;
  }
  if (i > 0) {
    size_t j = i;
    while (j < rest.size() && (rest[j] == ' ' || rest[j] == '\t')) ++j;
    if (j < rest.size() && (rest[j] == '{' || rest[j] == ':')) {
      return InputFormat::kHloProtoText;
    }
  }
  return InputFormat::kUnknown;
}

absl::StatusOr<std::vector<std::unique_ptr<Module>>> ImportContent(
    absl::string_view content, absl::string_view filename,
    const ImportOptions& options) {
  std::vector<std::unique_ptr<Module>> modules;
  InputFormat format = DetectFormat(content);
  switch (format) {
    case InputFormat::kHloText: {
      TPUSIM_ASSIGN_OR_RETURN(auto module, ParseHloModule(content, filename));
      modules.push_back(std::move(module));
      break;
    }
    case InputFormat::kHloProtoBinary: {
      TPUSIM_ASSIGN_OR_RETURN(auto module, ReadHloProtoBinary(content, filename));
      modules.push_back(std::move(module));
      break;
    }
    case InputFormat::kHloProtoText: {
      TPUSIM_ASSIGN_OR_RETURN(auto module, ReadHloProtoText(content, filename));
      modules.push_back(std::move(module));
      break;
    }
    case InputFormat::kXSpace: {
      TPUSIM_ASSIGN_OR_RETURN(modules, ReadXSpace(content, filename));
      if (modules.empty()) {
        return absl::InvalidArgumentError(absl::StrCat(
            filename, ": error: the XSpace holds no HLO modules (no \"Hlo Proto\" "
                      "stats in a /host:metadata plane)"));
      }
      break;
    }
    case InputFormat::kMlir: {
      for (const std::string& part : SplitMlirInput(content)) {
        TPUSIM_ASSIGN_OR_RETURN(auto module, ImportMlirModule(part, filename, options.mlir));
        modules.push_back(std::move(module));
      }
      break;
    }
    case InputFormat::kUnknown:
      return absl::InvalidArgumentError(absl::StrCat(
          filename,
          ":1:1: error: unrecognized input format (expected HLO text starting "
          "with 'HloModule', StableHLO/MHLO MLIR, an HloProto in binary or text "
          "form, or an XSpace *.xplane.pb)"));
  }
  return modules;
}

namespace {

// True when `part` holds something other than blank lines and `//` comments.
bool HoldsOperations(absl::string_view part) {
  for (absl::string_view line : absl::StrSplit(part, '\n')) {
    line = absl::StripLeadingAsciiWhitespace(line);
    if (!line.empty() && !absl::StartsWith(line, "//")) return true;
  }
  return false;
}

}  // namespace

std::vector<std::string> SplitMlirInput(absl::string_view text) {
  std::vector<std::string> parts;
  std::string current;
  size_t line_number = 0;       // Lines before the current one.
  size_t first_line = 0;        // Lines before the current part.
  auto flush = [&] {
    if (HoldsOperations(current)) parts.push_back(std::string(first_line, '\n') + current);
    current.clear();
  };
  for (absl::string_view line : absl::StrSplit(text, '\n')) {
    if (absl::StartsWith(line, "// -----")) {
      flush();
      first_line = line_number + 1;
    } else {
      absl::StrAppend(&current, line, "\n");
    }
    ++line_number;
  }
  flush();
  if (parts.empty()) parts.push_back(std::string(text));  // The importer says why.
  return parts;
}

absl::StatusOr<std::string> ReadFile(const std::string& path) { return ReadFileToString(path); }

absl::StatusOr<std::vector<std::unique_ptr<Module>>> ImportFile(
    const std::string& path, const ImportOptions& options) {
  TPUSIM_ASSIGN_OR_RETURN(std::string content, ReadFile(path));
  return ImportContent(content, path, options);
}

}  // namespace tpusim::hlo
