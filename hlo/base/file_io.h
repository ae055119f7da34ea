// Reading a whole input file: the one reader every library uses (programs,
// chip files, lint configs and baselines, captured profiles, the shared
// reference data), so a missing, unreadable or oversized file reads the same
// everywhere: "PATH: error: no such file".
#ifndef TPUSIM_HLO_BASE_FILE_IO_H_
#define TPUSIM_HLO_BASE_FILE_IO_H_

#include <cstdint>
#include <limits>
#include <string>

#include "absl/status/statusor.h"

namespace tpusim {

// The bytes of the regular file at `path`. NotFound when it does not exist
// (or is not a regular file), PermissionDenied when it cannot be opened,
// InvalidArgument when it is larger than `max_bytes` (checked before
// reading), DataLoss when reading fails. Messages are "PATH: error: ...".
absl::StatusOr<std::string> ReadFileToString(
    const std::string& path, int64_t max_bytes = std::numeric_limits<int64_t>::max());

}  // namespace tpusim

#endif  // TPUSIM_HLO_BASE_FILE_IO_H_
