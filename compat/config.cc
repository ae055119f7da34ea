#include "compat/config.h"

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "hlo/base/json_diagnostic.h"
#include "compat/rules.h"
#include "compat/text_io.h"
#include "nlohmann/json.hpp"

namespace tpusim::compat {
namespace {

using Json = nlohmann::json;

// The message only; ParseLintConfig adds the file, line and column.
absl::Status ConfigError(absl::string_view source, absl::string_view message) {
  return absl::InvalidArgumentError(message);
}

constexpr absl::string_view kNotJson = "not valid JSON";

absl::Status ParseRules(const Json& rules, absl::string_view source, LintConfig* config) {
  if (!rules.is_object()) return ConfigError(source, "'rules' must be an object");
  for (auto it = rules.begin(); it != rules.end(); ++it) {
    if (FindRule(it.key()) == nullptr) {
      return ConfigError(source, absl::StrCat("unknown rule '", it.key(), "' in 'rules'"));
    }
    if (!it->is_string()) {
      return ConfigError(source, absl::StrCat("severity of '", it.key(), "' must be a string"));
    }
    absl::StatusOr<std::optional<Severity>> severity =
        ParseSeverity(it->get<std::string>());
    if (!severity.ok()) {
      return ConfigError(source, absl::StrCat("rule '", it.key(), "': ",
                                              severity.status().message()));
    }
    config->severities[it.key()] = *severity;
  }
  return absl::OkStatus();
}

absl::Status ParseThresholds(const Json& thresholds, absl::string_view source,
                             Thresholds* out) {
  if (!thresholds.is_object()) return ConfigError(source, "'thresholds' must be an object");
  for (auto it = thresholds.begin(); it != thresholds.end(); ++it) {
    const ThresholdSpec* spec = nullptr;
    for (const ThresholdSpec& s : AllThresholds()) {
      if (s.name == it.key()) spec = &s;
    }
    if (spec == nullptr) {
      return ConfigError(source, absl::StrCat("unknown threshold '", it.key(), "'"));
    }
    if (!it->is_number() || it->get<double>() < 0) {
      return ConfigError(source,
                         absl::StrCat("threshold '", it.key(), "' must be a number >= 0"));
    }
    if (auto* d = std::get_if<double Thresholds::*>(&spec->field)) {
      out->**d = it->get<double>();
    } else {
      const double value = it->get<double>();
      if (value > 9.0e18) {
        return ConfigError(source, absl::StrCat("threshold '", it.key(), "' is too large"));
      }
      out->*std::get<int64_t Thresholds::*>(spec->field) = static_cast<int64_t>(value);
    }
  }
  return absl::OkStatus();
}

absl::Status ParseSuppressions(const Json& list, absl::string_view source,
                               std::vector<Suppression>* out) {
  if (!list.is_array()) return ConfigError(source, "'suppressions' must be an array");
  for (const Json& item : list) {
    if (!item.is_object()) return ConfigError(source, "each suppression must be an object");
    Suppression s;
    for (auto it = item.begin(); it != item.end(); ++it) {
      if (!it->is_string()) {
        return ConfigError(source,
                           absl::StrCat("suppression field '", it.key(), "' must be a string"));
      }
      std::string value = it->get<std::string>();
      if (it.key() == "rule") {
        if (value != "*" && FindRule(value) == nullptr &&
            value.find_first_of("*?") == std::string::npos) {
          return ConfigError(source,
                             absl::StrCat("unknown rule '", value, "' in a suppression"));
        }
        s.rule = std::move(value);
      } else if (it.key() == "file") {
        s.file = std::move(value);
      } else if (it.key() == "module") {
        s.module = std::move(value);
      } else if (it.key() == "op_name") {
        s.op_name = std::move(value);
      } else if (it.key() == "instruction") {
        s.instruction = std::move(value);
      } else if (it.key() == "reason") {
        s.reason = std::move(value);
      } else {
        return ConfigError(source, absl::StrCat("unknown suppression field '", it.key(),
                                                "' (rule, file, module, op_name, "
                                                "instruction, reason)"));
      }
    }
    out->push_back(std::move(s));
  }
  return absl::OkStatus();
}

}  // namespace

const std::vector<ThresholdSpec>& AllThresholds() {
  static const auto* specs = new std::vector<ThresholdSpec>{
      {"padding_min_expansion", &Thresholds::padding_min_expansion,
       "padding-expansion: report buffers whose padded size is at least this many times "
       "their data"},
      {"padding_min_bytes", &Thresholds::padding_min_bytes,
       "padding-expansion: ignore buffers whose padded size is below this many bytes"},
      {"mxu_min_utilization", &Thresholds::mxu_min_utilization,
       "mxu-underuse: report matmuls whose contraction and output features fill less than "
       "this share of the MXU"},
      {"batch_feature_min_waste", &Thresholds::batch_feature_min_waste,
       "batch-feature-size: report matmuls whose sizes pad at least this share of the work"},
      {"matmul_min_flops", &Thresholds::matmul_min_flops,
       "mxu-underuse, batch-feature-size: ignore matmuls below this many FLOPs"},
      {"broadcast_min_bytes", &Thresholds::broadcast_min_bytes,
       "materialized-broadcast: ignore broadcasts whose output is below this many bytes"},
      {"broadcast_min_expansion", &Thresholds::broadcast_min_expansion,
       "materialized-broadcast: ignore broadcasts that grow their operand less than this"},
      {"predicted_oom_margin", &Thresholds::predicted_oom_margin,
       "predicted-oom: error only when the prediction exceeds the usable HBM by more than "
       "this share of it"},
      {"possible_oom_min_ratio", &Thresholds::possible_oom_min_ratio,
       "possible-oom: warn when an unfused program's HBM estimate exceeds the usable HBM "
       "by this factor"},
      {"replicated_min_bytes", &Thresholds::replicated_min_bytes,
       "replicated-large-array: ignore replicated entry parameters below this many bytes"},
      {"uneven_shard_min_bytes", &Thresholds::uneven_shard_min_bytes,
       "uneven-shard-padding: ignore arrays whose split adds less than this many bytes of "
       "padding"},
      {"uneven_shard_min_waste", &Thresholds::uneven_shard_min_waste,
       "uneven-shard-padding: ignore arrays whose split pads less than this share of their "
       "data"},
  };
  return *specs;
}

std::optional<Severity> LintConfig::SeverityFor(absl::string_view rule_id) const {
  auto it = severities.find(std::string(rule_id));
  if (it != severities.end()) return it->second;
  const RuleSpec* rule = FindRule(rule_id);
  if (rule == nullptr) return std::nullopt;
  return rule->default_severity;
}

absl::StatusOr<std::optional<Severity>> ParseSeverity(absl::string_view text) {
  if (text == "error") return std::optional<Severity>(Severity::kError);
  if (text == "warning") return std::optional<Severity>(Severity::kWarning);
  if (text == "note") return std::optional<Severity>(Severity::kNote);
  if (text == "off") return std::optional<Severity>();
  return absl::InvalidArgumentError(
      absl::StrCat("unknown severity '", text, "' (error, warning, note, off)"));
}

namespace {

absl::StatusOr<LintConfig> ParseConfigObject(absl::string_view json_text,
                                             absl::string_view source) {
  Json json = Json::parse(json_text.begin(), json_text.end(), nullptr,
                          /*allow_exceptions=*/false);
  if (json.is_discarded()) return ConfigError(source, kNotJson);
  if (!json.is_object()) return ConfigError(source, "the config must be a JSON object");
  LintConfig config;
  for (auto it = json.begin(); it != json.end(); ++it) {
    absl::Status status;
    if (it.key() == "rules") {
      status = ParseRules(*it, source, &config);
    } else if (it.key() == "thresholds") {
      status = ParseThresholds(*it, source, &config.thresholds);
    } else if (it.key() == "suppressions") {
      status = ParseSuppressions(*it, source, &config.suppressions);
    } else {
      status = ConfigError(source, absl::StrCat("unknown key '", it.key(),
                                                "' (rules, thresholds, suppressions)"));
    }
    if (!status.ok()) return status;
  }
  return config;
}

}  // namespace

absl::StatusOr<LintConfig> ParseLintConfig(absl::string_view json_text,
                                           absl::string_view source) {
  absl::StatusOr<LintConfig> config = ParseConfigObject(json_text, source);
  if (config.ok()) return config;
  if (config.status().message() == kNotJson) return JsonSyntaxError(source, json_text);
  return JsonFieldError(source, json_text, config.status().message());
}

absl::StatusOr<LintConfig> LoadLintConfig(const std::string& path) {
  absl::StatusOr<std::string> text = ReadTextFile(path);
  if (!text.ok()) return text.status();
  return ParseLintConfig(*text, path);
}

bool WildcardMatch(absl::string_view pattern, absl::string_view text) {
  // Iterative glob matching with single-star backtracking: linear in
  // practice, no recursion on untrusted patterns.
  size_t p = 0, t = 0;
  size_t star = absl::string_view::npos, mark = 0;
  while (t < text.size()) {
    if (p < pattern.size() && (pattern[p] == '?' || pattern[p] == text[t])) {
      ++p;
      ++t;
    } else if (p < pattern.size() && pattern[p] == '*') {
      star = p++;
      mark = t;
    } else if (star != absl::string_view::npos) {
      p = star + 1;
      t = ++mark;
    } else {
      return false;
    }
  }
  while (p < pattern.size() && pattern[p] == '*') ++p;
  return p == pattern.size();
}

}  // namespace tpusim::compat
