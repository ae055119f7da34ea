// Lint(): locations in HLO text and user source, carets, suppressions,
// severities from the config, ordering, skipped rules.
#include "compat/lint.h"

#include <filesystem>

#include "absl/strings/str_cat.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "test/compat/compat_test_util.h"
#include "test/test_support.h"

namespace tpusim::compat {
namespace {

using ::testing::Contains;
using ::testing::HasSubstr;
using ::testing::IsEmpty;
using testing::Chip;
using testing::Parse;

class LintSampleTest : public ::testing::Test {
 protected:
  void SetUp() override {
    // Paths in reports stay relative (as users type them) and the sample's
    // source_file resolves next to it.
    old_dir_ = std::filesystem::current_path();
    std::filesystem::current_path(tpusim::testing::TestDataPath("compat"));
    text_ = tpusim::testing::ReadFileOrDie("lint_sample.hlo");
    module_ = Parse(text_);
  }
  void TearDown() override { std::filesystem::current_path(old_dir_); }

  LintReport LintSample(const LintOptions& options) {
    LintInput input;
    input.path = "lint_sample.hlo";
    input.format = "hlo-text";
    input.text = text_;
    input.modules = {module_.get()};
    return Lint({input}, options);
  }

  const Finding* Find(const LintReport& report, absl::string_view rule,
                      absl::string_view instruction) {
    for (const Finding& finding : report.findings) {
      if (finding.rule_id == rule && finding.instruction == instruction) return &finding;
    }
    return nullptr;
  }

  std::filesystem::path old_dir_;
  std::string text_;
  std::unique_ptr<hlo::Module> module_;
};

TEST_F(LintSampleTest, PointsAtUserSourceWithCaretText) {
  LintOptions options;
  options.chip = Chip("v5e");
  LintReport report = LintSample(options);
  const Finding* lu = Find(report, "non-tpu-custom-call", "lu");
  ASSERT_NE(lu, nullptr);
  EXPECT_EQ(lu->source.ToString(), "lint_sample.py:9:3");
  EXPECT_EQ(lu->source_text, "  return jax.scipy.linalg.lu_factor(a)");
  EXPECT_EQ(lu->input.ToString(), "lint_sample.hlo:16:4");
  EXPECT_EQ(lu->op_name, "jit(step)/model/solve/lu");
  EXPECT_EQ(lu->fingerprint.size(), 16u);
}

TEST_F(LintSampleTest, PointsIntoTheHloTextWithoutSourceInfo) {
  LintOptions options;
  options.chip = Chip("v5e");
  LintReport report = LintSample(options);
  const Finding* padded = Find(report, "padding-expansion", "e");
  ASSERT_NE(padded, nullptr);
  EXPECT_FALSE(padded->source.known());
  EXPECT_EQ(padded->primary().ToString(), "lint_sample.hlo:20:4");
  EXPECT_THAT(padded->source_text, HasSubstr("%e = f32[65536,3]"));
}

TEST_F(LintSampleTest, LocatesByTheImportersPositionsWithoutTheText) {
  LintOptions options;
  options.chip = Chip("v5e");
  LintInput input;
  input.path = "lint_sample.hlo";
  input.format = "hlo-text";
  input.modules = {module_.get()};
  LintReport report = Lint({input}, options);
  const Finding* padded = Find(report, "padding-expansion", "e");
  ASSERT_NE(padded, nullptr);
  EXPECT_EQ(padded->primary().ToString(), "lint_sample.hlo:20:4");
  EXPECT_EQ(padded->source_text, "");  // No text to show under the caret.

  // An instruction the importer did not place points at its computation.
  module_->entry()->FindInstruction("e")->set_input_location({});
  report = Lint({input}, options);
  padded = Find(report, "padding-expansion", "e");
  ASSERT_NE(padded, nullptr);
  EXPECT_EQ(padded->primary().ToString(), "lint_sample.hlo:10:8");
}

TEST_F(LintSampleTest, ModuleLevelFindingsComeFirstThenByPosition) {
  LintOptions options;
  options.chip = Chip("v5e");
  options.slice_devices = 4;
  LintReport report = LintSample(options);
  ASSERT_FALSE(report.findings.empty());
  EXPECT_EQ(report.findings[0].rule_id, "sharding-device-count");
  EXPECT_TRUE(report.findings[0].instruction.empty());
  for (size_t i = 1; i < report.findings.size(); ++i) {
    const SourceLocation& a = report.findings[i - 1].primary();
    const SourceLocation& b = report.findings[i].primary();
    EXPECT_LE(std::tie(a.file, a.line, a.column), std::tie(b.file, b.line, b.column));
  }
  const LintCounts counts = report.Counts();
  EXPECT_EQ(counts.errors, 4);  // c, fft, lu, device count.
  EXPECT_TRUE(report.HasActiveErrors());
}

TEST_F(LintSampleTest, ConfigSuppressesAndTurnsRulesOff) {
  LintOptions options;
  options.chip = Chip("v5e");
  Suppression suppression;
  suppression.rule = "unknown-custom-call";
  suppression.op_name = "jit(step)/model/attention/*";
  suppression.reason = "plugin";
  options.config.suppressions.push_back(suppression);
  options.config.severities["padding-expansion"] = std::nullopt;
  options.config.severities["unsupported-type"] = Severity::kWarning;
  LintReport report = LintSample(options);
  const Finding* kern = Find(report, "unknown-custom-call", "kern");
  ASSERT_NE(kern, nullptr);
  EXPECT_EQ(kern->state, FindingState::kSuppressed);
  EXPECT_EQ(kern->suppression_reason, "plugin");
  EXPECT_EQ(Find(report, "padding-expansion", "e"), nullptr);
  EXPECT_THAT(report.rules_run, ::testing::Not(Contains("padding-expansion")));
  EXPECT_EQ(Find(report, "unsupported-type", "fft")->severity, Severity::kWarning);
  EXPECT_EQ(report.Counts().suppressed, 1);
}

TEST_F(LintSampleTest, WithoutAChipSkipsChipRules) {
  LintReport report = LintSample(LintOptions());
  EXPECT_THAT(report.rules_skipped, Contains("padding-expansion"));
  EXPECT_THAT(report.rules_skipped, Contains("mxu-underuse"));
  EXPECT_THAT(report.rules_run, Contains("non-tpu-custom-call"));
  EXPECT_EQ(Find(report, "padding-expansion", "e"), nullptr);
  EXPECT_NE(Find(report, "non-tpu-custom-call", "lu"), nullptr);
}

// PyTorch/XLA and JAX record the exporting machine's paths: a source file that
// is not in the checkout must not become the location a CI annotation uses.
TEST_F(LintSampleTest, FrameworkSourceOutsideTheCheckoutIsOnlyRelated) {
  const std::string text = tpusim::testing::ReadFileOrDie("framework_source.hlo");
  std::unique_ptr<hlo::Module> module = Parse(text);
  LintInput input;
  input.path = "framework_source.hlo";
  input.format = "hlo-text";
  input.text = text;
  input.modules = {module.get()};
  LintOptions options;
  options.chip = Chip("v5e");
  LintReport report = Lint({input}, options);
  const Finding* cosine = Find(report, "emulated-type", "cos");
  ASSERT_NE(cosine, nullptr);
  EXPECT_TRUE(cosine->source.known());
  EXPECT_FALSE(cosine->source_in_checkout);
  EXPECT_EQ(cosine->primary().ToString(), "framework_source.hlo:7:9");
  EXPECT_THAT(cosine->source_text, HasSubstr("%cos = f64[1000,1000]"));
}

TEST_F(LintSampleTest, AbsoluteSourceInTheWorkingDirectoryIsNamedRelativeToIt) {
  const std::string absolute =
      (std::filesystem::current_path() / "lint_sample.py").generic_string();
  const std::string text = absl::StrCat(
      "HloModule m\n\nENTRY %e (a: f32[16,16]) -> (f32[16,16], s32[16]) {\n",
      "  %a = f32[16,16]{1,0} parameter(0)\n",
      "  ROOT %lu = (f32[16,16]{1,0}, s32[16]{0}) custom-call(%a), ",
      "custom_call_target=\"lapack_sgetrf_ffi\", metadata={source_file=\"", absolute,
      "\" source_line=9}\n}\n");
  std::unique_ptr<hlo::Module> module = Parse(text);
  LintInput input;
  input.path = "inline.hlo";
  input.format = "hlo-text";
  input.text = text;
  input.modules = {module.get()};
  LintReport report = Lint({input}, LintOptions());
  const Finding* lu = Find(report, "non-tpu-custom-call", "lu");
  ASSERT_NE(lu, nullptr);
  EXPECT_TRUE(lu->source_in_checkout);
  EXPECT_EQ(lu->primary().ToString(), "lint_sample.py:9:3");
}

TEST(LintTest, InputErrorsAreReportedNotLinted) {
  LintInput input;
  input.path = "broken.hlo";
  input.error = "broken.hlo:1:1: error: expected HloModule";
  LintReport report = Lint({input}, LintOptions());
  EXPECT_TRUE(report.HasInputErrors());
  EXPECT_THAT(report.findings, IsEmpty());
  ASSERT_EQ(report.inputs.size(), 1u);
  EXPECT_EQ(report.inputs[0].error, input.error);
}

}  // namespace
}  // namespace tpusim::compat
