// Helpers shared by tests: locating ../shared data (tests skip cleanly when
// it is absent), the checked-in test data, and reading files.
#ifndef TPUSIM_TEST_TEST_SUPPORT_H_
#define TPUSIM_TEST_TEST_SUPPORT_H_

#include <optional>
#include <string>

namespace tpusim::testing {

// Absolute path of shared/<relative>, or nullopt when shared/ is absent.
std::optional<std::string> SharedPath(const std::string& relative);
// Path of test/data/<relative> in the source tree.
std::string TestDataPath(const std::string& relative);
// Path of the built tpusim binary (for end-to-end CLI tests).
std::string TpusimBinary();
// Whole file contents; fails the current test (and returns "") on error.
std::string ReadFileOrDie(const std::string& path);

// Compares `actual` with the golden file test/data/<relative>. With
// TPUSIM_UPDATE_GOLDEN set it rewrites the file and marks the test skipped,
// never passed: a golden written by the code under test proves nothing.
void ExpectMatchesGolden(const std::string& relative, const std::string& actual);

// Result of running a command through the shell.
struct CommandResult {
  int exit_code = -1;
  std::string out;
  std::string err;
};
// Runs `command` with /bin/sh, capturing stdout and stderr.
CommandResult RunCommand(const std::string& command);

}  // namespace tpusim::testing

// Skips the current test when shared/<relative> does not exist; otherwise
// declares `std::string var` holding its path.
#define TPUSIM_SHARED_OR_SKIP(var, relative)                         \
  auto var##_opt = ::tpusim::testing::SharedPath(relative);          \
  if (!var##_opt) GTEST_SKIP() << "shared data absent: " << relative; \
  std::string var = *var##_opt

#endif  // TPUSIM_TEST_TEST_SUPPORT_H_
