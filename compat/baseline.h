// Baselines let CI fail only on new findings: `tpusim lint --write-baseline
// FILE` records today's findings, `--baseline FILE` marks findings already
// recorded as kBaselined. A finding is identified by its fingerprint, a hash
// of the rule, the linted file's name (not its path), the module, the framework scope (op_name, or
// the instruction name when there is none) and a rule-specific key (a type, a
// target, a shape) -- not of instruction names like `fusion.123` or of
// numbers in the message, which change with every recompile. Identical
// fingerprints are matched by count, so a second copy of a known problem is
// still new.
//
//   {"version": 2, "tool": "tpusim",
//    "findings": [{"fingerprint": "9f0c...", "rule": "...", "file": "...",
//                  "message": "..."}]}
#ifndef TPUSIM_COMPAT_BASELINE_H_
#define TPUSIM_COMPAT_BASELINE_H_

#include <cstdint>
#include <map>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "compat/report.h"

namespace tpusim::compat {

// The fingerprint of a finding (16 hex digits), from the fields named above.
std::string FingerprintOf(const Finding& finding);

struct Baseline {
  // Fingerprint -> number of findings recorded with it.
  std::map<std::string, int64_t> counts;
};

absl::StatusOr<Baseline> ParseBaseline(absl::string_view json_text,
                                       absl::string_view source = "<baseline>");
// Reads and parses a baseline file; errors name the path.
absl::StatusOr<Baseline> LoadBaseline(const std::string& path);

// Marks active findings that the baseline already holds as kBaselined.
void ApplyBaseline(const Baseline& baseline, LintReport* report);

// The baseline JSON recording every active and baselined finding of
// `report` (suppressed ones stay out: the config already covers them).
std::string BaselineJson(const LintReport& report);

}  // namespace tpusim::compat

#endif  // TPUSIM_COMPAT_BASELINE_H_
