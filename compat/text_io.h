// Internal to compat: reading small text files (configs, baselines, user
// source lines) and escaping text for XML and HTML renderers.
#ifndef TPUSIM_COMPAT_TEXT_IO_H_
#define TPUSIM_COMPAT_TEXT_IO_H_

#include <cstdint>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace tpusim::compat {

// A regular file's contents. NotFound / InvalidArgument name the path; files
// above `max_bytes` are refused (they are not configs or source files).
absl::StatusOr<std::string> ReadTextFile(const std::string& path,
                                         int64_t max_bytes = int64_t{64} << 20);

// EscapeMarkup (hlo/base/markup_escape.h) under compat's renderers' name.
std::string XmlEscape(absl::string_view text);

}  // namespace tpusim::compat

#endif  // TPUSIM_COMPAT_TEXT_IO_H_
