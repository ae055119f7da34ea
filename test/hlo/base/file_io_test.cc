// The one file reader (hlo/base/file_io.h): contents byte for byte, and the
// same located errors for every kind of unreadable path.
#include "hlo/base/file_io.h"

#include <filesystem>
#include <fstream>

#include "absl/status/status.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "test/status_matchers.h"

namespace tpusim {
namespace {

using ::testing::HasSubstr;

std::string TempPath(const std::string& name) {
  return (std::filesystem::temp_directory_path() /
          ("tpusim_file_io_test_" + std::to_string(::getpid()) + "_" + name))
      .string();
}

std::string Write(const std::string& name, const std::string& bytes) {
  const std::string path = TempPath(name);
  std::ofstream(path, std::ios::binary) << bytes;
  return path;
}

TEST(FileIoTest, ReadsEveryByte) {
  const std::string bytes = std::string("a\0b\xff\n", 5) + std::string(200000, 'x');
  const std::string path = Write("bytes", bytes);
  absl::StatusOr<std::string> read = ReadFileToString(path);
  ASSERT_THAT(read, IsOk());
  EXPECT_EQ(*read, bytes);
  std::filesystem::remove(path);
}

TEST(FileIoTest, ErrorsNameThePath) {
  EXPECT_THAT(ReadFileToString("/nonexistent/tpusim.hlo"),
              StatusIs(absl::StatusCode::kNotFound,
                       ::testing::Eq("/nonexistent/tpusim.hlo: error: no such file")));
  EXPECT_THAT(ReadFileToString(std::filesystem::temp_directory_path().string()),
              StatusIs(absl::StatusCode::kInvalidArgument, HasSubstr(": error: is a directory")));
  const std::string path = Write("large", std::string(100, 'x'));
  EXPECT_THAT(ReadFileToString(path, 99),
              StatusIs(absl::StatusCode::kInvalidArgument,
                       HasSubstr(": error: larger than 99 bytes")));
  EXPECT_THAT(ReadFileToString(path, 100), IsOkAndHolds(std::string(100, 'x')));
  EXPECT_THAT(ReadFileToString(path, 99), ::testing::Not(IsOk()));
  std::filesystem::remove(path);
}

}  // namespace
}  // namespace tpusim
