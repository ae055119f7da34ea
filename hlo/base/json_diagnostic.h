// Located errors for the JSON files users write (chip files, lint configs,
// baselines): nlohmann's non-throwing parse says only "discarded", and the
// readers' semantic checks know a key, not a position. These find the line
// and column so every error reads "FILE:LINE:COL: error: ...".
#ifndef TPUSIM_HLO_BASE_JSON_DIAGNOSTIC_H_
#define TPUSIM_HLO_BASE_JSON_DIAGNOSTIC_H_

#include <cstddef>
#include <optional>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"

namespace tpusim {

// "FILE:L:C: error: not valid JSON (<what the parser expected>)" at the byte
// where parsing fails; "FILE: error: not valid JSON" if it does not fail.
absl::Status JsonSyntaxError(absl::string_view file, absl::string_view text);

// `message` at the first key it quotes ('usable_hbm_bytes'), found as
// "usable_hbm_bytes": in `text`; without a line when there is none.
absl::Status JsonFieldError(absl::string_view file, absl::string_view text,
                            absl::string_view message);

// Byte offset of the first `"key"` followed by ':' in `text`.
std::optional<size_t> JsonKeyOffset(absl::string_view text, absl::string_view key);

}  // namespace tpusim

#endif  // TPUSIM_HLO_BASE_JSON_DIAGNOSTIC_H_
