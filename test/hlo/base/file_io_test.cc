// The one file reader (hlo/base/file_io.h): contents byte for byte, and the
// same located errors for every kind of unreadable path.
#include "hlo/base/file_io.h"

#include <filesystem>
#include <fstream>

#include "absl/status/status.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

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
  ASSERT_TRUE(read.ok()) << read.status();
  EXPECT_EQ(*read, bytes);
  std::filesystem::remove(path);
}

TEST(FileIoTest, ErrorsNameThePath) {
  absl::StatusOr<std::string> missing = ReadFileToString("/nonexistent/tpusim.hlo");
  EXPECT_EQ(missing.status().code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(missing.status().message(), "/nonexistent/tpusim.hlo: error: no such file");

  const std::string dir = std::filesystem::temp_directory_path().string();
  absl::StatusOr<std::string> directory = ReadFileToString(dir);
  EXPECT_EQ(directory.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_THAT(directory.status().message(), HasSubstr(": error: is a directory"));

  const std::string path = Write("large", std::string(100, 'x'));
  absl::StatusOr<std::string> large = ReadFileToString(path, 99);
  EXPECT_EQ(large.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_THAT(large.status().message(), HasSubstr(": error: larger than 99 bytes"));
  EXPECT_TRUE(ReadFileToString(path, 100).ok());
  std::filesystem::remove(path);
}

}  // namespace
}  // namespace tpusim
