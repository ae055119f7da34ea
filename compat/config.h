// The lint configuration file (`tpusim lint --config FILE`): rule severities
// (including "off"), efficiency thresholds and suppressions. Format, with
// every key optional (docs/compat.md):
//
//   {
//     "rules": {"padding-expansion": "off", "mxu-underuse": "note"},
//     "thresholds": {"padding_min_expansion": 4.0, "padding_min_bytes": 1048576},
//     "suppressions": [
//       {"rule": "unknown-custom-call", "op_name": "jit(step)/my_kernel*",
//        "reason": "registered by our plugin"},
//       {"rule": "*", "file": "third_party/*"}
//     ]
//   }
//
// Unknown keys, rule ids and severities are errors, so a typo never silently
// disables a check.
#ifndef TPUSIM_COMPAT_CONFIG_H_
#define TPUSIM_COMPAT_CONFIG_H_

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "hlo/base/diagnostic.h"

namespace tpusim::compat {

// Knobs of the efficiency rules. Defaults are chosen so that a warning is
// worth reading on a real model (docs/compat.md gives the reasoning).
struct Thresholds {
  // padding-expansion: padded / unpadded bytes of one buffer, and the
  // smallest padded buffer worth reporting.
  double padding_min_expansion = 3.0;
  int64_t padding_min_bytes = int64_t{16} << 20;
  // mxu-underuse: the share of the MXU's weight block the contraction and
  // output features fill (tpu_model/mxu.h array_utilization).
  double mxu_min_utilization = 0.5;
  // batch-feature-size: the share of padded work under the performance
  // guide's sizes worth reporting.
  double batch_feature_min_waste = 0.1;
  // mxu-underuse and batch-feature-size skip matmuls below this many FLOPs.
  double matmul_min_flops = 1e9;
  // materialized-broadcast: output bytes, and output / operand elements.
  int64_t broadcast_min_bytes = int64_t{16} << 20;
  double broadcast_min_expansion = 8.0;
  // predicted-oom: how far above the usable HBM the prediction must be, as a
  // share of it, so a program near capacity is not failed on a model error.
  double predicted_oom_margin = 0.05;
  // possible-oom: an unfused program's estimate / usable HBM. Fusion removes
  // most temporaries, so only a clear excess is worth a warning.
  double possible_oom_min_ratio = 1.5;
  // replicated-large-array: the data of an entry parameter every device
  // holds whole. Smaller arrays cost little to keep on every device.
  int64_t replicated_min_bytes = int64_t{64} << 20;
  // uneven-shard-padding: the padding XLA adds to an unevenly split array,
  // in bytes and as a share of its data (a dim of 1001 split 8 ways pads
  // 0.7%: not worth a warning).
  int64_t uneven_shard_min_bytes = int64_t{1} << 20;
  double uneven_shard_min_waste = 0.05;
};

// One threshold as the config file names it.
struct ThresholdSpec {
  absl::string_view name;
  std::variant<double Thresholds::*, int64_t Thresholds::*> field;
  absl::string_view description;
};
const std::vector<ThresholdSpec>& AllThresholds();

// A finding is suppressed when every given field matches ('*' and '?'
// wildcards; a missing field matches anything).
struct Suppression {
  std::string rule = "*";
  std::string file;         // The linted file path as given.
  std::string module;
  std::string op_name;      // Metadata op_name scope.
  std::string instruction;  // Instruction name.
  std::string reason;
};

struct LintConfig {
  // Per-rule severity; nullopt = "off" (the rule does not run).
  std::map<std::string, std::optional<Severity>> severities;
  Thresholds thresholds;
  std::vector<Suppression> suppressions;

  // The severity a rule reports at; nullopt when it is turned off.
  std::optional<Severity> SeverityFor(absl::string_view rule_id) const;
};

// Parses config JSON. Errors are InvalidArgument naming `source` and the key.
absl::StatusOr<LintConfig> ParseLintConfig(absl::string_view json_text,
                                           absl::string_view source = "<config>");
// Reads and parses a config file; errors name the path.
absl::StatusOr<LintConfig> LoadLintConfig(const std::string& path);

// "error" / "warning" / "note" / "off" (nullopt).
absl::StatusOr<std::optional<Severity>> ParseSeverity(absl::string_view text);

// '*' matches any run of characters, '?' one character.
bool WildcardMatch(absl::string_view pattern, absl::string_view text);

}  // namespace tpusim::compat

#endif  // TPUSIM_COMPAT_CONFIG_H_
