#include "test/test_support.h"

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "gtest/gtest.h"

namespace tpusim::testing {
namespace {

std::string EnvOr(const char* name, const std::string& fallback) {
  const char* value = std::getenv(name);
  return value != nullptr && *value != '\0' ? value : fallback;
}

bool Exists(const std::string& path) {
  struct stat st;
  return stat(path.c_str(), &st) == 0;
}

std::string Slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

std::optional<std::string> SharedPath(const std::string& relative) {
  std::string root = EnvOr("TPUSIM_SHARED_DIR", TPUSIM_DEFAULT_SHARED_DIR);
  std::string path = root + "/" + relative;
  if (!Exists(path)) return std::nullopt;
  return path;
}

std::string TestDataPath(const std::string& relative) {
  return EnvOr("TPUSIM_TEST_DATA", TPUSIM_DEFAULT_TEST_DATA) + "/" + relative;
}

std::string TpusimBinary() { return EnvOr("TPUSIM_BINARY", TPUSIM_DEFAULT_BINARY); }

std::string ReadFileOrDie(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    ADD_FAILURE() << "cannot read " << path;
    return "";
  }
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void ExpectMatchesGolden(const std::string& relative, const std::string& actual) {
  const std::string path = TestDataPath(relative);
  if (std::getenv("TPUSIM_UPDATE_GOLDEN") != nullptr) {
    std::ofstream(path, std::ios::binary) << actual;
    GTEST_SKIP() << "rewrote " << path << "; read the diff, then rerun without TPUSIM_UPDATE_GOLDEN";
  }
  EXPECT_EQ(actual, ReadFileOrDie(path))
      << "golden " << relative << " differs; rerun with TPUSIM_UPDATE_GOLDEN=1 to update";
}

CommandResult RunCommand(const std::string& command) {
  char out_path[] = "/tmp/tpusim_test_outXXXXXX";
  char err_path[] = "/tmp/tpusim_test_errXXXXXX";
  int out_fd = mkstemp(out_path);
  int err_fd = mkstemp(err_path);
  close(out_fd);
  close(err_fd);
  std::string full = command + " >" + out_path + " 2>" + err_path + " </dev/null";
  int status = std::system(full.c_str());
  CommandResult result;
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  result.out = Slurp(out_path);
  result.err = Slurp(err_path);
  unlink(out_path);
  unlink(err_path);
  return result;
}

}  // namespace tpusim::testing
