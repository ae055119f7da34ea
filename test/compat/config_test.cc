// The lint config file: severities, thresholds, suppressions, errors.
#include "compat/config.h"

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace tpusim::compat {
namespace {

using ::testing::HasSubstr;

TEST(LintConfigTest, ParsesEverySection) {
  absl::StatusOr<LintConfig> config = ParseLintConfig(R"({
    "rules": {"padding-expansion": "off", "mxu-underuse": "error",
              "unknown-custom-call": "note"},
    "thresholds": {"padding_min_expansion": 4, "padding_min_bytes": 1048576},
    "suppressions": [
      {"rule": "unknown-custom-call", "op_name": "jit(step)/kernels/*",
       "reason": "our plugin"},
      {"file": "third_party/*"}
    ]
  })");
  ASSERT_TRUE(config.ok()) << config.status().message();
  EXPECT_EQ(config->SeverityFor("padding-expansion"), std::nullopt);
  EXPECT_EQ(config->SeverityFor("mxu-underuse"), Severity::kError);
  EXPECT_EQ(config->SeverityFor("unknown-custom-call"), Severity::kNote);
  EXPECT_EQ(config->SeverityFor("non-tpu-custom-call"), Severity::kError);  // Default.
  EXPECT_EQ(config->SeverityFor("batch-feature-size"), Severity::kWarning);
  EXPECT_DOUBLE_EQ(config->thresholds.padding_min_expansion, 4.0);
  EXPECT_EQ(config->thresholds.padding_min_bytes, 1048576);
  EXPECT_DOUBLE_EQ(config->thresholds.mxu_min_utilization, 0.5);  // Untouched.
  ASSERT_EQ(config->suppressions.size(), 2u);
  EXPECT_EQ(config->suppressions[0].op_name, "jit(step)/kernels/*");
  EXPECT_EQ(config->suppressions[0].reason, "our plugin");
  EXPECT_EQ(config->suppressions[1].rule, "*");
  EXPECT_EQ(config->suppressions[1].file, "third_party/*");
}

TEST(LintConfigTest, EmptyObjectMeansDefaults) {
  absl::StatusOr<LintConfig> config = ParseLintConfig("{}");
  ASSERT_TRUE(config.ok());
  EXPECT_TRUE(config->suppressions.empty());
  EXPECT_EQ(config->SeverityFor("unsupported-type"), Severity::kError);
}

TEST(LintConfigTest, RejectsTyposWithTheirName) {
  struct Case {
    const char* json;
    const char* message;
  };
  for (const Case& c : {
           Case{"not json", "not valid JSON"},
           Case{"[]", "must be a JSON object"},
           Case{R"({"rule": {}})", "unknown key 'rule'"},
           Case{R"({"rules": {"padding-expanse": "off"}})", "unknown rule 'padding-expanse'"},
           Case{R"({"rules": {"padding-expansion": "fatal"}})", "unknown severity 'fatal'"},
           Case{R"({"rules": {"padding-expansion": 1}})", "must be a string"},
           Case{R"({"thresholds": {"padding_factor": 2}})", "unknown threshold 'padding_factor'"},
           Case{R"({"thresholds": {"padding_min_bytes": -1}})", "must be a number >= 0"},
           Case{R"({"suppressions": [{"rule": "no-such-rule"}]})", "unknown rule 'no-such-rule'"},
           Case{R"({"suppressions": [{"line": "3"}]})", "unknown suppression field 'line'"},
       }) {
    absl::StatusOr<LintConfig> config = ParseLintConfig(c.json, "lint.json");
    ASSERT_FALSE(config.ok()) << c.json;
    EXPECT_THAT(std::string(config.status().message()), ::testing::StartsWith("lint.json:")) << c.json;
    EXPECT_THAT(config.status().message(), HasSubstr(" error: ")) << c.json;
    EXPECT_THAT(config.status().message(), HasSubstr(c.message)) << c.json;
  }
}

// Errors point at the line and column of the key they name, or of the byte
// where the JSON stops parsing.
TEST(LintConfigTest, ErrorsCarryTheLineAndColumn) {
  absl::StatusOr<LintConfig> typo =
      ParseLintConfig("{\n  \"rules\": {\n    \"padding-expanse\": \"off\"\n  }\n}\n", "lint.json");
  ASSERT_FALSE(typo.ok());
  EXPECT_THAT(std::string(typo.status().message()),
              ::testing::StartsWith("lint.json:3:5: error: unknown rule 'padding-expanse'"));
  absl::StatusOr<LintConfig> syntax =
      ParseLintConfig("{\n  \"rules\": {,\n}\n", "lint.json");
  ASSERT_FALSE(syntax.ok());
  EXPECT_THAT(std::string(syntax.status().message()),
              ::testing::StartsWith("lint.json:2:13: error: not valid JSON ("));
}

TEST(LintConfigTest, EveryThresholdIsNamedAndDescribed) {
  for (const ThresholdSpec& spec : AllThresholds()) {
    EXPECT_FALSE(spec.name.empty());
    EXPECT_FALSE(spec.description.empty()) << spec.name;
  }
}

TEST(WildcardMatchTest, StarsAndQuestionMarks) {
  EXPECT_TRUE(WildcardMatch("*", ""));
  EXPECT_TRUE(WildcardMatch("*", "anything"));
  EXPECT_TRUE(WildcardMatch("jit(step)/*", "jit(step)/mlp/dot"));
  EXPECT_TRUE(WildcardMatch("*/attention/*", "jit(f)/layer_0/attention/dot"));
  EXPECT_TRUE(WildcardMatch("fusion.?", "fusion.7"));
  EXPECT_FALSE(WildcardMatch("fusion.?", "fusion.17"));
  EXPECT_FALSE(WildcardMatch("jit(step)/*", "jit(eval)/mlp"));
  EXPECT_TRUE(WildcardMatch("a*b*c", "aXXbYYc"));
  EXPECT_FALSE(WildcardMatch("a*b*c", "aXXbYY"));
  EXPECT_TRUE(WildcardMatch("exact", "exact"));
}

}  // namespace
}  // namespace tpusim::compat
