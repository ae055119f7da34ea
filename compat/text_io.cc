#include "compat/text_io.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "hlo/base/file_io.h"
#include "hlo/base/markup_escape.h"

namespace tpusim::compat {

absl::StatusOr<std::string> ReadTextFile(const std::string& path, int64_t max_bytes) {
  return ReadFileToString(path, max_bytes);
}

std::string XmlEscape(absl::string_view text) { return EscapeMarkup(text); }

}  // namespace tpusim::compat
