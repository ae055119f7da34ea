// Fingerprints and baselines: stable across recompiles, counted per copy.
#include "compat/baseline.h"

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace tpusim::compat {
namespace {

using ::testing::HasSubstr;

Finding MakeFinding(std::string instruction, std::string op_name, std::string key) {
  Finding finding;
  finding.rule_id = "padding-expansion";
  finding.input_file = "model.hlo";
  finding.module = "jit_step";
  finding.instruction = std::move(instruction);
  finding.op_name = std::move(op_name);
  finding.key = std::move(key);
  finding.message = "f32[1024,3] pads dim 1";
  return finding;
}

TEST(FingerprintTest, IgnoresInstructionNamesWhenThereIsAScope) {
  Finding a = MakeFinding("fusion.12", "jit(step)/mlp/dot", "f32[1024,3]");
  Finding b = MakeFinding("fusion.97", "jit(step)/mlp/dot", "f32[1024,3]");
  b.message = "different numbers in the message";
  EXPECT_EQ(FingerprintOf(a), FingerprintOf(b));
  EXPECT_EQ(FingerprintOf(a).size(), 16u);
}

TEST(FingerprintTest, ChangesWithRuleScopeKeyAndFile) {
  const Finding base = MakeFinding("fusion.12", "jit(step)/mlp/dot", "f32[1024,3]");
  Finding rule = base;
  rule.rule_id = "mxu-underuse";
  Finding scope = base;
  scope.op_name = "jit(step)/attention/dot";
  Finding key = base;
  key.key = "f32[1024,5]";
  Finding file = base;
  file.input_file = "other.hlo";
  for (const Finding& other : {rule, scope, key, file}) {
    EXPECT_NE(FingerprintOf(base), FingerprintOf(other));
  }
  // However the path to the same file is spelled: CI and developers run from
  // different folders.
  for (const char* spelling : {"./model.hlo", "hlo/model.hlo", "corpus/hlo/model.hlo",
                               "/home/me/repo/hlo/model.hlo"}) {
    Finding same_file = base;
    same_file.input_file = spelling;
    EXPECT_EQ(FingerprintOf(base), FingerprintOf(same_file)) << spelling;
  }
}

TEST(FingerprintTest, UsesTheInstructionNameWithoutAScope) {
  Finding a = MakeFinding("custom-call.3", "", "lapack_sgetrf_ffi");
  Finding b = MakeFinding("custom-call.4", "", "lapack_sgetrf_ffi");
  EXPECT_NE(FingerprintOf(a), FingerprintOf(b));
}

LintReport ReportOf(std::vector<Finding> findings) {
  LintReport report;
  for (Finding& finding : findings) {
    finding.fingerprint = FingerprintOf(finding);
    report.findings.push_back(std::move(finding));
  }
  return report;
}

TEST(BaselineTest, RoundTripsAndMatchesByCount) {
  LintReport old_report = ReportOf({MakeFinding("f.1", "jit(step)/mlp/dot", "k")});
  std::string json = BaselineJson(old_report);
  EXPECT_THAT(json, HasSubstr("\"version\": 2"));
  absl::StatusOr<Baseline> baseline = ParseBaseline(json);
  ASSERT_TRUE(baseline.ok()) << baseline.status().message();

  // The same problem twice now: one copy is known, the second is new.
  LintReport report = ReportOf({MakeFinding("f.1", "jit(step)/mlp/dot", "k"),
                                MakeFinding("f.2", "jit(step)/mlp/dot", "k"),
                                MakeFinding("f.3", "jit(step)/head/dot", "k")});
  ApplyBaseline(*baseline, &report);
  EXPECT_EQ(report.findings[0].state, FindingState::kBaselined);
  EXPECT_EQ(report.findings[1].state, FindingState::kActive);
  EXPECT_EQ(report.findings[2].state, FindingState::kActive);
  EXPECT_EQ(report.Counts().baselined, 1);
}

TEST(BaselineTest, SuppressedFindingsStayOutOfTheBaseline) {
  LintReport report = ReportOf({MakeFinding("f.1", "a", "k"), MakeFinding("f.2", "b", "k")});
  report.findings[1].state = FindingState::kSuppressed;
  absl::StatusOr<Baseline> baseline = ParseBaseline(BaselineJson(report));
  ASSERT_TRUE(baseline.ok());
  EXPECT_EQ(baseline->counts.size(), 1u);
}

TEST(BaselineTest, RejectsMalformedFiles) {
  for (const char* json : {"nope", R"({"findings": []})", R"({"version": 3, "findings": []})",
                           R"({"version": 2, "findings": [{"rule": "x"}]})"}) {
    absl::StatusOr<Baseline> baseline = ParseBaseline(json, "base.json");
    ASSERT_FALSE(baseline.ok()) << json;
    EXPECT_THAT(std::string(baseline.status().message()), ::testing::StartsWith("base.json:")) << json;
    EXPECT_THAT(baseline.status().message(), HasSubstr(" error: ")) << json;
  }
}

TEST(BaselineTest, AsksToReRecordAVersionOneBaseline) {
  absl::StatusOr<Baseline> baseline =
      ParseBaseline(R"({"version": 1, "findings": []})", "base.json");
  ASSERT_FALSE(baseline.ok());
  EXPECT_THAT(baseline.status().message(), HasSubstr("--write-baseline"));
}

}  // namespace
}  // namespace tpusim::compat
