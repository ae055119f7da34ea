#include "hlo/base/file_io.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"

namespace tpusim {

absl::StatusOr<std::string> ReadFileToString(const std::string& path, int64_t max_bytes) {
  std::error_code error;
  const std::filesystem::file_status status = std::filesystem::status(path, error);
  if (!std::filesystem::exists(status)) {
    return absl::NotFoundError(absl::StrCat(path, ": error: no such file"));
  }
  if (std::filesystem::is_directory(status)) {
    return absl::InvalidArgumentError(absl::StrCat(path, ": error: is a directory, not a file"));
  }
  // Regular files have a size to check before reading; pipes and devices
  // (/dev/stdin) are read as they come.
  if (std::filesystem::is_regular_file(status)) {
    const std::uintmax_t size = std::filesystem::file_size(path, error);
    if (!error && size > static_cast<std::uintmax_t>(max_bytes)) {
      return absl::InvalidArgumentError(
          absl::StrCat(path, ": error: larger than ", max_bytes, " bytes (", size, ")"));
    }
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    const int err = errno;
    return absl::PermissionDeniedError(
        absl::StrCat(path, ": error: cannot open: ", std::strerror(err)));
  }
  std::string out;
  char buffer[1 << 16];
  while (in.read(buffer, sizeof(buffer)) || in.gcount() > 0) {
    out.append(buffer, static_cast<size_t>(in.gcount()));
    if (static_cast<int64_t>(out.size()) > max_bytes) {
      return absl::InvalidArgumentError(
          absl::StrCat(path, ": error: larger than ", max_bytes, " bytes"));
    }
  }
  if (in.bad()) return absl::DataLossError(absl::StrCat(path, ": error: read failed"));
  return out;
}

}  // namespace tpusim
