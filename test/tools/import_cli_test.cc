// End-to-end tests of `tpusim import` and the CLI conventions.
#include <string>

#include <unistd.h>

#include <cstdlib>
#include <fstream>

#include "gtest/gtest.h"
#include "hlo/base/allocator_tuning.h"
#include "nlohmann/json.hpp"
#include "test/test_support.h"

namespace tpusim {
namespace {

using ::tpusim::testing::ReadFileOrDie;
using ::tpusim::testing::RunCommand;
using ::tpusim::testing::TestDataPath;
using ::tpusim::testing::TpusimBinary;

std::string Tpusim(const std::string& args) { return TpusimBinary() + " " + args; }

TEST(CliTest, VersionAndHelp) {
  auto version = RunCommand(Tpusim("--version"));
  EXPECT_EQ(version.exit_code, 0);
  EXPECT_NE(version.out.find("tpusim 0.1.0"), std::string::npos);
  auto help = RunCommand(Tpusim("--help"));
  EXPECT_EQ(help.exit_code, 0);
  EXPECT_NE(help.out.find("import"), std::string::npos);
}

TEST(CliTest, UnknownCommandIsUsageError) {
  auto result = RunCommand(Tpusim("frobnicate"));
  EXPECT_EQ(result.exit_code, 2);
}

TEST(CliTest, NoCommandIsUsageError) {
  EXPECT_EQ(RunCommand(Tpusim("")).exit_code, 2);
}

TEST(ImportCliTest, SummaryListsOpcodesParametersAndOutput) {
  auto result = RunCommand(Tpusim("import " + TestDataPath("hlo/small_add.hlo")));
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_NE(result.out.find("Module: small_add"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("Instructions: 4"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("0: x f32[4,8]{1,0}"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("Output: f32[4,8]{1,0}"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("parameter"), std::string::npos);
}

TEST(ImportCliTest, JsonSummary) {
  auto result = RunCommand(Tpusim("import --json " + TestDataPath("hlo/small_add.hlo")));
  ASSERT_EQ(result.exit_code, 0) << result.err;
  auto json = nlohmann::json::parse(result.out);
  EXPECT_EQ(json["module"], "small_add");
  EXPECT_EQ(json["instructions"], 4);
  EXPECT_EQ(json["opcode_counts"]["parameter"], 2);
}

TEST(ImportCliTest, EmitHloRoundTrips) {
  auto first = RunCommand(Tpusim("import --emit hlo " + TestDataPath("hlo/small_add.hlo")));
  ASSERT_EQ(first.exit_code, 0) << first.err;
  EXPECT_NE(first.out.find("ROOT %neg"), std::string::npos) << first.out;
  char path[] = "/tmp/tpusim_roundtripXXXXXX";
  int fd = mkstemp(path);
  ASSERT_GE(fd, 0);
  ASSERT_EQ(write(fd, first.out.data(), first.out.size()),
            static_cast<ssize_t>(first.out.size()));
  close(fd);
  auto second = RunCommand(Tpusim(std::string("import --emit hlo ") + path));
  unlink(path);
  ASSERT_EQ(second.exit_code, 0) << second.err;
  EXPECT_EQ(first.out, second.out);
}

TEST(ImportCliTest, EmitJsonHasInstructions) {
  auto result = RunCommand(Tpusim("import --emit json " + TestDataPath("hlo/small_add.hlo")));
  ASSERT_EQ(result.exit_code, 0) << result.err;
  auto json = nlohmann::json::parse(result.out);
  ASSERT_EQ(json["computations"].size(), 1u);
  auto& instructions = json["computations"][0]["instructions"];
  ASSERT_EQ(instructions.size(), 4u);
  EXPECT_EQ(instructions[2]["opcode"], "add");
  EXPECT_EQ(instructions[2]["metadata"]["op_name"], "jit(f)/add");
}

TEST(ImportCliTest, BadInputIsDiagnosticWithExit2) {
  auto result = RunCommand(Tpusim("import " + TestDataPath("hlo/bad_opcode.hlo")));
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_NE(result.err.find("bad_opcode.hlo:5:"), std::string::npos) << result.err;
  EXPECT_NE(result.err.find("error:"), std::string::npos) << result.err;
  EXPECT_NE(result.err.find("^"), std::string::npos) << result.err;
  EXPECT_TRUE(result.out.empty());
}

TEST(ImportCliTest, MissingFileIsExit2) {
  auto result = RunCommand(Tpusim("import /nonexistent/file.hlo"));
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_NE(result.err.find("/nonexistent/file.hlo"), std::string::npos);
}

// With TPUSIM_HUGEPAGES=1, an input of kHugePageMinInputBytes or more makes
// tpusim re-execute itself with huge pages for the heap (where the kernel
// offers them on request); the run must be the same as without.
TEST(CliTest, LargeInputGivesTheSameResultWithAndWithoutHugePageReexec) {
  std::string text = ReadFileOrDie(TestDataPath("hlo/small_add.hlo"));
  text += "\n";
  const std::string filler = "// filler line to make the input large\n";
  while (static_cast<int64_t>(text.size()) < kHugePageMinInputBytes + 1024) text += filler;
  const std::string path = ::testing::TempDir() + "/large_small_add.hlo";
  std::ofstream(path, std::ios::binary) << text;
  auto reexec = RunCommand("TPUSIM_HUGEPAGES=1 " + Tpusim("import --json " + path));
  auto in_process = RunCommand(Tpusim("import --json " + path));
  unlink(path.c_str());
  ASSERT_EQ(reexec.exit_code, 0) << reexec.err;
  ASSERT_EQ(in_process.exit_code, 0) << in_process.err;
  EXPECT_EQ(reexec.out, in_process.out);
  EXPECT_EQ(nlohmann::json::parse(reexec.out)["instructions"], 4);
}

TEST(ImportCliTest, BadEmitValueIsUsageError) {
  auto result = RunCommand(Tpusim("import --emit yaml " + TestDataPath("hlo/small_add.hlo")));
  EXPECT_EQ(result.exit_code, 2);
}

}  // namespace
}  // namespace tpusim
