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
  EXPECT_THAT(bad_config.err, HasSubstr("lint_sample.py:1:1: error: not valid JSON"));
}

TEST(LintCliTest, GithubAnnotations) {
  testing::CommandResult result =
      Tpusim("lint lint_sample.hlo --chip v5litepod-4 --format github");
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_THAT(result.out, HasSubstr("::error file=lint_sample.py,line=9,col=3,"));
}

TEST(LintCliTest, FrameworkSourceIsRelatedNotPrimaryInSarifAndGithub) {
  testing::CommandResult sarif = Tpusim("lint framework_source.hlo --chip v5e --format sarif");
  EXPECT_EQ(sarif.exit_code, 0) << sarif.err;
  nlohmann::json json = nlohmann::json::parse(sarif.out);
  const nlohmann::json& result = json["runs"][0]["results"][0];
  const nlohmann::json& primary = result["locations"][0]["physicalLocation"];
  EXPECT_EQ(primary["artifactLocation"]["uri"], "framework_source.hlo");
  EXPECT_EQ(primary["region"]["startLine"], 7);
  const nlohmann::json& related = result["relatedLocations"][0]["physicalLocation"];
  EXPECT_THAT(related["artifactLocation"]["uri"].get<std::string>(), HasSubstr("conv.py"));
  testing::CommandResult github = Tpusim("lint framework_source.hlo --chip v5e --format github");
  EXPECT_THAT(github.out, HasSubstr("::warning file=framework_source.hlo,line=7,col=9,"));
  EXPECT_THAT(github.out, HasSubstr("from /opt/venv/lib/python3.11/site-packages/torch"));
}

// The fingerprints, and so the baseline, do not depend on how the input path
// is spelled.
TEST(LintCliTest, BaselineWorksWhateverThePathSpelling) {
  const std::string baseline = absl::StrCat(::testing::TempDir(), "/spelling_baseline.json");
  EXPECT_EQ(Tpusim(absl::StrCat("lint lint_sample.hlo --chip v5e --write-baseline '", baseline,
                                "'"))
                .exit_code,
            0);
  const std::string absolute = testing::TestDataPath("compat/lint_sample.hlo");
  for (const std::string& spelling :
       {std::string("../compat/lint_sample.hlo"), std::string("./lint_sample.hlo"), absolute}) {
    testing::CommandResult again = Tpusim(
        absl::StrCat("lint '", spelling, "' --chip v5e --baseline '", baseline, "'"));
    EXPECT_EQ(again.exit_code, 0) << spelling << "\n" << again.out << again.err;
  }
}

TEST(LintCliTest, UnreadableInputFailsEveryCiFormat) {
  testing::CommandResult github = Tpusim("lint no_such_file.hlo --chip v5e --format github");
  EXPECT_EQ(github.exit_code, 2);
  EXPECT_THAT(github.out, HasSubstr("::error file=no_such_file.hlo,title=tpusim input::"));
  testing::CommandResult junit =
      Tpusim("lint clean.hlo no_such_file.hlo --chip v5e --format junit");
  EXPECT_EQ(junit.exit_code, 2);
  EXPECT_THAT(junit.out,
              HasSubstr("<testcase classname=\"no_such_file.hlo\" name=\"import\">"));
  EXPECT_THAT(junit.out, HasSubstr("<failure message=\"no_such_file.hlo: error: no such file\""));
  EXPECT_THAT(junit.out, HasSubstr("<testcase classname=\"clean.hlo\" name="));
  testing::CommandResult sarif = Tpusim("lint no_such_file.hlo --chip v5e --format sarif");
  nlohmann::json json = nlohmann::json::parse(sarif.out);
  const nlohmann::json& invocation = json["runs"][0]["invocations"][0];
  EXPECT_EQ(invocation["executionSuccessful"], false);
  EXPECT_EQ(invocation["toolExecutionNotifications"][0]["level"], "error");
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

// An error finding turns the page red and every finding shows where it is.
TEST(GraphCliTest, HtmlTurnsRedOnErrorFindingsAndLocatesThem) {
  testing::CommandResult bad = Tpusim("graph lint_sample.hlo --chip v5e --format html");
  EXPECT_EQ(bad.exit_code, 0) << bad.err;
  EXPECT_THAT(bad.out, HasSubstr("<body class=\"failed\""));
  EXPECT_THAT(bad.out, HasSubstr("<div class=\"banner\" role=\"alert\">"));
  EXPECT_THAT(bad.out, HasSubstr("<table class=\"findings\">"));
  EXPECT_THAT(bad.out, ::testing::ContainsRegex("<code>lint_sample\\.(hlo|py):[0-9]+:[0-9]+"));
  testing::CommandResult clean = Tpusim("graph clean.hlo --chip v5e --format html");
  EXPECT_EQ(clean.exit_code, 0) << clean.err;
  EXPECT_THAT(clean.out, ::testing::Not(HasSubstr("class=\"failed\"")));
  EXPECT_THAT(clean.out, ::testing::Not(HasSubstr("role=\"alert\"")));
  EXPECT_THAT(clean.out, HasSubstr("data-errors=\"0\""));
}

}  // namespace
}  // namespace tpusim
