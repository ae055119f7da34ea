// Golden files for every lint output format and the compatibility graph
// (test/data/golden/compat/), and the SARIF 2.1.0 structure GitHub code
// scanning needs. Regenerate with TPUSIM_UPDATE_GOLDEN=1 after an intended
// change, and read the diff.
#include <filesystem>

#include "compat/baseline.h"
#include "compat/config.h"
#include "compat/graph.h"
#include "compat/render.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "test/compat/compat_test_util.h"
#include "test/test_support.h"

namespace tpusim::compat {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using testing::Chip;
using testing::Parse;
using Json = nlohmann::json;

void ExpectGolden(const std::string& name, const std::string& actual) {
  tpusim::testing::ExpectMatchesGolden("golden/compat/" + name, actual);
}

class GoldenTest : public ::testing::Test {
 protected:
  void SetUp() override {
    old_dir_ = std::filesystem::current_path();
    std::filesystem::current_path(tpusim::testing::TestDataPath("compat"));
    text_ = tpusim::testing::ReadFileOrDie("lint_sample.hlo");
    module_ = Parse(text_);
    absl::StatusOr<LintConfig> config = ParseLintConfig(
        tpusim::testing::ReadFileOrDie("lint_sample_config.json"), "lint_sample_config.json");
    ASSERT_TRUE(config.ok()) << config.status().message();
    LintOptions options;
    options.chip = Chip("v5e");
    options.slice_devices = tpu::SliceDevicesFromChipName("v5litepod-4", *options.chip);
    options.config = *config;
    LintInput input;
    input.path = "lint_sample.hlo";
    input.format = "hlo-text";
    input.text = text_;
    input.modules = {module_.get()};
    report_ = Lint({input}, options);
  }
  void TearDown() override { std::filesystem::current_path(old_dir_); }

  std::filesystem::path old_dir_;
  std::string text_;
  std::unique_ptr<hlo::Module> module_;
  LintReport report_;
};

TEST_F(GoldenTest, Text) {
  const std::string text = RenderLintText(report_);
  EXPECT_THAT(text, HasSubstr("lint_sample.py:9:3: error: custom-call target 'lapack_sgetrf_ffi' "
                              "(CPU LAPACK kernel) exists only on CPU"));
  EXPECT_THAT(text, HasSubstr("  return jax.scipy.linalg.lu_factor(a)\n  ^"));
  EXPECT_THAT(text, Not(HasSubstr("my_attention_kernel")));  // Suppressed.
  ExpectGolden("lint_sample.txt", text);
}

TEST_F(GoldenTest, Json) { ExpectGolden("lint_sample.json", RenderLintJson(report_)); }

TEST_F(GoldenTest, Junit) {
  const std::string xml = RenderLintJUnit(report_);
  EXPECT_THAT(xml, HasSubstr("<failure message=\"2 errors\" type=\"error\">"));
  ExpectGolden("lint_sample.junit.xml", xml);
}

TEST_F(GoldenTest, Github) {
  const std::string annotations = RenderLintGithub(report_);
  EXPECT_THAT(annotations, HasSubstr("::error file=lint_sample.py,line=9,col=3,title=tpusim "
                                     "non-tpu-custom-call::custom-call target"));
  ExpectGolden("lint_sample.github", annotations);
}

TEST_F(GoldenTest, Sarif) { ExpectGolden("lint_sample.sarif", RenderLintSarif(report_)); }

TEST_F(GoldenTest, SarifHasTheStructureCodeScanningNeeds) {
  Json sarif = Json::parse(RenderLintSarif(report_));
  ASSERT_TRUE(sarif.is_object());
  EXPECT_EQ(sarif["version"], "2.1.0");
  ASSERT_TRUE(sarif["$schema"].is_string());
  EXPECT_THAT(sarif["$schema"].get<std::string>(), HasSubstr("sarif-2.1.0"));
  ASSERT_TRUE(sarif["runs"].is_array());
  ASSERT_EQ(sarif["runs"].size(), 1u);
  const Json& run = sarif["runs"][0];
  EXPECT_EQ(run["tool"]["driver"]["name"], "tpusim");
  const Json& rules = run["tool"]["driver"]["rules"];
  ASSERT_TRUE(rules.is_array());
  EXPECT_EQ(rules.size(), AllRules().size());
  for (const Json& rule : rules) {
    EXPECT_TRUE(rule["id"].is_string());
    EXPECT_TRUE(rule["shortDescription"]["text"].is_string());
    EXPECT_TRUE(rule["defaultConfiguration"]["level"].is_string());
  }
  ASSERT_TRUE(run["results"].is_array());
  ASSERT_FALSE(run["results"].empty());
  for (const Json& result : run["results"]) {
    ASSERT_TRUE(result["ruleId"].is_string());
    const int64_t index = result["ruleIndex"].get<int64_t>();
    ASSERT_GE(index, 0);
    EXPECT_EQ(rules[index]["id"], result["ruleId"]);
    const std::string level = result["level"].get<std::string>();
    EXPECT_TRUE(level == "error" || level == "warning" || level == "note") << level;
    EXPECT_FALSE(result["message"]["text"].get<std::string>().empty());
    ASSERT_TRUE(result["locations"].is_array());
    ASSERT_FALSE(result["locations"].empty());
    const Json& physical = result["locations"][0]["physicalLocation"];
    EXPECT_TRUE(physical["artifactLocation"]["uri"].is_string());
    EXPECT_GE(physical["region"]["startLine"].get<int64_t>(), 1);
    EXPECT_TRUE(result["partialFingerprints"].is_object());
  }
}

TEST_F(GoldenTest, GraphJsonDotHtml) {
  CompatibilityGraph graph = BuildCompatibilityGraph({module_.get()}, report_);
  EXPECT_EQ(graph.root.incompatible, 3);  // c, fft, lu.
  ExpectGolden("lint_sample.graph.json", RenderGraphJson(graph));
  ExpectGolden("lint_sample.graph.dot", RenderGraphDot(graph));
  const std::string html = RenderGraphHtml(graph);
  // One self-contained file: no scripts, stylesheets or images from elsewhere.
  EXPECT_THAT(html, Not(HasSubstr("<script")));
  EXPECT_THAT(html, Not(HasSubstr("http")));
  EXPECT_THAT(html, Not(HasSubstr("<link")));
  ExpectGolden("lint_sample.graph.html", html);
}

}  // namespace
}  // namespace tpusim::compat
