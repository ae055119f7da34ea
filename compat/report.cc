#include "compat/report.h"

namespace tpusim::compat {

absl::string_view FindingStateName(FindingState state) {
  switch (state) {
    case FindingState::kActive:
      return "active";
    case FindingState::kSuppressed:
      return "suppressed";
    case FindingState::kBaselined:
      return "baselined";
  }
  return "active";
}

LintCounts LintReport::Counts() const {
  LintCounts counts;
  for (const Finding& finding : findings) {
    if (finding.state == FindingState::kSuppressed) {
      ++counts.suppressed;
    } else if (finding.state == FindingState::kBaselined) {
      ++counts.baselined;
    } else if (finding.severity == Severity::kError) {
      ++counts.errors;
    } else if (finding.severity == Severity::kWarning) {
      ++counts.warnings;
    } else {
      ++counts.notes;
    }
  }
  return counts;
}

bool LintReport::HasActiveErrors() const { return Counts().errors > 0; }

bool LintReport::HasInputErrors() const {
  for (const InputReport& input : inputs) {
    if (!input.error.empty()) return true;
  }
  return false;
}

}  // namespace tpusim::compat
