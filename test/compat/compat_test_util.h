// Helpers shared by the compat tests: parse a small HLO module we wrote, and
// run one rule alone on it.
#ifndef TPUSIM_TEST_COMPAT_COMPAT_TEST_UTIL_H_
#define TPUSIM_TEST_COMPAT_COMPAT_TEST_UTIL_H_

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "compat/lint.h"
#include "compat/rules.h"
#include "gtest/gtest.h"
#include "hlo/text/hlo_parser.h"
#include "tpu_model/chip.h"

namespace tpusim::compat::testing {

inline std::unique_ptr<hlo::Module> Parse(absl::string_view text) {
  absl::StatusOr<std::unique_ptr<hlo::Module>> module = hlo::ParseHloModule(text, "test.hlo");
  EXPECT_TRUE(module.ok()) << module.status().message();
  return module.ok() ? *std::move(module) : nullptr;
}

inline const tpu::ChipSpec* Chip(absl::string_view name) {
  absl::StatusOr<const tpu::ChipSpec*> chip = tpu::FindChip(name);
  EXPECT_TRUE(chip.ok()) << chip.status().message();
  return chip.ok() ? *chip : nullptr;
}

struct RuleRun {
  const tpu::ChipSpec* chip = nullptr;
  std::optional<int64_t> slice_devices;
  Thresholds thresholds;
  tpu::DeviceMesh mesh;
};

// The findings of rule `rule_id` alone (every other rule off).
inline std::vector<Finding> RunRule(const hlo::Module& module, absl::string_view rule_id,
                                    const RuleRun& run = {}) {
  LintOptions options;
  options.chip = run.chip;
  options.slice_devices = run.slice_devices;
  options.config.thresholds = run.thresholds;
  options.mesh = run.mesh;
  EXPECT_NE(FindRule(rule_id), nullptr) << rule_id;
  for (const RuleSpec& rule : AllRules()) {
    if (rule.id != rule_id) options.config.severities[std::string(rule.id)] = std::nullopt;
  }
  return LintModule(module, options, "test.hlo");
}

inline std::vector<std::string> Instructions(const std::vector<Finding>& findings) {
  std::vector<std::string> names;
  for (const Finding& finding : findings) names.push_back(finding.instruction);
  return names;
}

}  // namespace tpusim::compat::testing

#endif  // TPUSIM_TEST_COMPAT_COMPAT_TEST_UTIL_H_
