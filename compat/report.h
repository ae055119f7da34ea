// The lint report model (STYLE.md section 6): the linter builds one
// LintReport; text, JSON, SARIF, JUnit and GitHub renderers (render.h) and the
// compatibility graph (graph.h) only read it. Everything a renderer shows --
// locations, the source line under the caret, fingerprints, baseline and
// suppression state -- is computed once, here, before rendering.
#ifndef TPUSIM_COMPAT_REPORT_H_
#define TPUSIM_COMPAT_REPORT_H_

#include <cstdint>
#include <string>
#include <vector>

#include "hlo/base/diagnostic.h"

namespace tpusim::compat {

enum class FindingState {
  kActive,      // Counts towards the exit status.
  kSuppressed,  // Matched a config suppression.
  kBaselined,   // Already present in the baseline file.
};
absl::string_view FindingStateName(FindingState state);

struct Finding {
  std::string rule_id;
  Severity severity = Severity::kWarning;
  std::string message;  // One line that says what to change.

  // Where the program came from and which instruction the finding is about.
  std::string input_file;   // The linted file, as given on the command line.
  std::string module;
  std::string computation;  // Empty for module-level findings.
  std::string instruction;  // Empty for module-level findings.
  std::string op_name;      // Framework scope (metadata op_name), may be empty.
  // User source from the instruction's metadata (MLIR imports and JAX dumps
  // fill it); unknown when the program has no source info.
  SourceLocation source;
  // `source` names a file readable from here (the working directory or the
  // linted file's folder), so a CI annotation on it lands in the checkout. A
  // framework file elsewhere (torch's `conv.py`, a path from the machine that
  // exported the program) is only a related location.
  bool source_in_checkout = false;
  // The instruction's position in the linted file when that is HLO text;
  // otherwise just the file.
  SourceLocation input;

  // Rule-specific stable detail (a type, a target, a shape) that, with the
  // rule, file, module and scope, identifies the finding across recompiles.
  std::string key;
  // How many identical findings (same rule, key and source line) this one
  // stands for; see RuleSpec::group_repeats.
  int64_t repeats = 1;
  std::string fingerprint;  // Hex digest; see baseline.h.
  FindingState state = FindingState::kActive;
  std::string suppression_reason;  // From the matching suppression, if any.

  // The text of the line at primary(), for the caret; empty when the file
  // is not readable.
  std::string source_text;

  // The location users act on: the user source when it is in the checkout,
  // else the linted program.
  bool source_is_primary() const { return source.known() && source_in_checkout; }
  const SourceLocation& primary() const { return source_is_primary() ? source : input; }
};

// One linted file.
struct InputReport {
  std::string path;
  std::string format;                // "hlo-text", "hlo-proto", ...
  std::vector<std::string> modules;  // Module names, in file order.
  int64_t instruction_count = 0;
  std::string error;  // Import error (then there are no modules).
};

struct LintCounts {
  int64_t errors = 0;
  int64_t warnings = 0;
  int64_t notes = 0;
  int64_t suppressed = 0;
  int64_t baselined = 0;
};

struct LintReport {
  std::string tool_version;
  std::string chip;  // Display name of the chip linted for; empty if none.
  std::vector<InputReport> inputs;
  // Every finding, active or not, sorted by input file, then position, then
  // rule table order.
  std::vector<Finding> findings;
  // The ids of the rules that ran (enabled and applicable), in table order.
  std::vector<std::string> rules_run;
  // Rules skipped because they need a chip and none was given.
  std::vector<std::string> rules_skipped;

  LintCounts Counts() const;
  // Any active error-severity finding: the lint fails (exit 1).
  bool HasActiveErrors() const;
  bool HasInputErrors() const;
};

}  // namespace tpusim::compat

#endif  // TPUSIM_COMPAT_REPORT_H_
