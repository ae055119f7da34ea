// The lint rules, as one table of records (STYLE.md section 4): each row is a
// stable id, a default severity, what the rule means, how to fix what it
// finds, the evidence that XLA:TPU behaves so, and the check that implements
// it (compat/checks/). The linter (lint.h) runs every enabled row; a new rule
// is a new row and a new check function, nothing else.
//
// docs/compat.md lists every rule for users; the SARIF renderer publishes the
// same rows as `tool.driver.rules`.
#ifndef TPUSIM_COMPAT_RULES_H_
#define TPUSIM_COMPAT_RULES_H_

#include <vector>

#include "absl/strings/string_view.h"
#include "hlo/base/diagnostic.h"

namespace tpusim::compat {

// kCompatibility rules say whether the program can run on a TPU at all (or
// only through emulation); kEfficiency rules say whether it wastes the chip.
enum class RuleCategory { kCompatibility, kEfficiency };
absl::string_view RuleCategoryName(RuleCategory category);

struct CheckContext;  // compat/checks/check_context.h
class FindingSink;
using CheckFunction = void (*)(const CheckContext& context, FindingSink& sink);

struct RuleSpec {
  absl::string_view id;  // Stable: configs, suppressions and baselines use it.
  Severity default_severity;
  RuleCategory category;
  absl::string_view title;     // One line: what the rule detects.
  absl::string_view help;      // How to fix what it finds.
  absl::string_view evidence;  // Where XLA:TPU was seen to behave so.
  // Chip-dependent rules are skipped when no chip is given.
  bool needs_chip = false;
  CheckFunction check = nullptr;
  // Findings with the same key at the same user source line (or, without
  // source info, anywhere in the module) are reported once, with a count:
  // 32 unrolled layers with the same padded shape are one thing to fix.
  bool group_repeats = false;
};

// Every rule, in the order the linter runs them and reports are sorted by.
const std::vector<RuleSpec>& AllRules();
// The rule with this id; nullptr when unknown.
const RuleSpec* FindRule(absl::string_view id);

}  // namespace tpusim::compat

#endif  // TPUSIM_COMPAT_RULES_H_
