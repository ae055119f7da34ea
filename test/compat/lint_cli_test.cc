// `tpusim lint` and `tpusim graph` end to end: exit codes, formats, config,
// baseline.
#include <fstream>
#include <string>

#include "absl/strings/str_cat.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "test/test_support.h"

namespace tpusim {
namespace {

using ::testing::HasSubstr;
using testing::RunCommand;

// Runs tpusim in test/data/compat so paths in the output are relative.
testing::CommandResult Tpusim(const std::string& arguments) {
  return RunCommand(absl::StrCat("cd '", testing::TestDataPath("compat"), "' && '",
                                 testing::TpusimBinary(), "' ", arguments));
}

TEST(LintCliTest, CleanProgramExitsZero) {
  testing::CommandResult result = Tpusim("lint clean.hlo --chip v5e");
  EXPECT_EQ(result.exit_code, 0) << result.err;
  EXPECT_THAT(result.out, HasSubstr("tpusim lint: 0 errors, 0 warnings, 0 notes in 1 file"));
}

TEST(LintCliTest, ErrorsExitOneAndMatchTheGolden) {
  testing::CommandResult result =
      Tpusim("lint lint_sample.hlo --chip v5litepod-4 --config lint_sample_config.json");
  EXPECT_EQ(result.exit_code, 1) << result.err;
  EXPECT_EQ(result.out, testing::ReadFileOrDie(
                            testing::TestDataPath("golden/compat/lint_sample.txt")));
}

TEST(LintCliTest, SarifIsValidJson) {
  testing::CommandResult result =
      Tpusim("lint lint_sample.hlo --chip v5litepod-4 --format sarif");
  EXPECT_EQ(result.exit_code, 1) << result.err;
  nlohmann::json sarif = nlohmann::json::parse(result.out, nullptr, false);
  ASSERT_FALSE(sarif.is_discarded());
  EXPECT_EQ(sarif["version"], "2.1.0");
}

TEST(LintCliTest, SeveritiesFromTheConfigDecideTheExitCode) {
  const std::string config = absl::StrCat(::testing::TempDir(), "/compat_all_off.json");
  {
    std::ofstream out(config);
    out << R"({"rules": {"unsupported-type": "warning", "non-tpu-custom-call": "off",
                          "sharding-device-count": "note"}})";
  }
  testing::CommandResult result =
      Tpusim(absl::StrCat("lint lint_sample.hlo --chip v5litepod-4 --config '", config, "'"));
  EXPECT_EQ(result.exit_code, 0) << result.out << result.err;
}

TEST(LintCliTest, BaselineMakesOnlyNewFindingsFail) {
  const std::string baseline = absl::StrCat(::testing::TempDir(), "/compat_baseline.json");
  testing::CommandResult written = Tpusim(
      absl::StrCat("lint lint_sample.hlo --chip v5e --write-baseline '", baseline, "'"));
  EXPECT_EQ(written.exit_code, 0) << written.err;
  testing::CommandResult again =
      Tpusim(absl::StrCat("lint lint_sample.hlo --chip v5e --baseline '", baseline, "'"));
  EXPECT_EQ(again.exit_code, 0) << again.out << again.err;
  EXPECT_THAT(again.out, HasSubstr("in baseline"));
}

TEST(LintCliTest, BadInputExitsTwo) {
  EXPECT_EQ(Tpusim("lint no_such_file.hlo --chip v5e").exit_code, 2);
  EXPECT_EQ(Tpusim("lint clean.hlo --chip v99").exit_code, 2);
  EXPECT_EQ(Tpusim("lint clean.hlo --format yaml").exit_code, 2);
  testing::CommandResult bad_config = Tpusim("lint clean.hlo --config lint_sample.py");
  EXPECT_EQ(bad_config.exit_code, 2);
  EXPECT_THAT(bad_config.err, HasSubstr("lint_sample.py: error: not valid JSON"));
}

TEST(LintCliTest, GithubAnnotations) {
  testing::CommandResult result =
      Tpusim("lint lint_sample.hlo --chip v5litepod-4 --format github");
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_THAT(result.out, HasSubstr("::error file=lint_sample.py,line=9,col=3,"));
}

TEST(GraphCliTest, WritesSelfContainedHtml) {
  testing::CommandResult result = Tpusim("graph lint_sample.hlo --chip v5e --format html");
  EXPECT_EQ(result.exit_code, 0) << result.err;
  EXPECT_THAT(result.out, HasSubstr("<!DOCTYPE html>"));
  EXPECT_THAT(result.out, HasSubstr("jit(step)"));
  testing::CommandResult dot = Tpusim("graph lint_sample.hlo --format dot");
  EXPECT_EQ(dot.exit_code, 0) << dot.err;
  EXPECT_THAT(dot.out, HasSubstr("digraph tpu_compatibility"));
}

}  // namespace
}  // namespace tpusim
