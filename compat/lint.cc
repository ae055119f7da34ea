#include "compat/lint.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>
#include <system_error>
#include <tuple>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compat/baseline.h"
#include "compat/checks/check_context.h"
#include "compat/rules.h"
#include "compat/text_io.h"

namespace tpusim::compat {
namespace {

// User source files named by the metadata, read once each: for the caret, and
// to tell files in the checkout from framework files elsewhere.
class SourceCache {
 public:
  struct Resolved {
    std::string path;  // How to name the file from the working directory.
    std::string text;
  };

  // `file` as read from the working directory: a relative path from there or
  // from the linted file's folder, or an absolute path inside the working
  // directory (named relative to it). nullptr when it is not readable there,
  // e.g. a framework file or a path on the machine that exported the program.
  const Resolved* Find(const std::string& file, const std::string& input_file) {
    const std::string key = absl::StrCat(file, "\n", input_file);
    auto it = files_.find(key);
    if (it != files_.end()) return it->second ? &*it->second : nullptr;
    auto [inserted, unused] = files_.emplace(key, Resolve(file, input_file));
    return inserted->second ? &*inserted->second : nullptr;
  }

 private:
  static std::optional<Resolved> Resolve(const std::string& file, const std::string& input_file) {
    namespace fs = std::filesystem;
    std::vector<fs::path> candidates;
    const fs::path path(file);
    if (path.is_relative()) {
      candidates.push_back(path);
      candidates.push_back(fs::path(input_file).parent_path() / path);
    } else {
      std::error_code error;
      const fs::path here = fs::current_path(error);
      if (error) return std::nullopt;
      const fs::path relative = path.lexically_normal().lexically_relative(here);
      if (relative.empty() || *relative.begin() == "..") return std::nullopt;
      candidates.push_back(relative);
    }
    for (const fs::path& candidate : candidates) {
      absl::StatusOr<std::string> text = ReadTextFile(candidate.string());
      if (text.ok()) {
        return Resolved{candidate.lexically_normal().generic_string(), *std::move(text)};
      }
    }
    return std::nullopt;
  }

  std::map<std::string, std::optional<Resolved>> files_;
};

bool Matches(const std::string& pattern, const std::string& value) {
  return pattern.empty() || WildcardMatch(pattern, value);
}

const Suppression* FindSuppression(const LintConfig& config, const Finding& finding) {
  for (const Suppression& s : config.suppressions) {
    if (Matches(s.rule, finding.rule_id) && Matches(s.file, finding.input_file) &&
        Matches(s.module, finding.module) && Matches(s.op_name, finding.op_name) &&
        Matches(s.instruction, finding.instruction)) {
      return &s;
    }
  }
  return nullptr;
}

int64_t RuleIndex(absl::string_view id) {
  const std::vector<RuleSpec>& rules = AllRules();
  for (size_t i = 0; i < rules.size(); ++i) {
    if (rules[i].id == id) return static_cast<int64_t>(i);
  }
  return static_cast<int64_t>(rules.size());
}

}  // namespace

std::vector<Finding> LintModule(const hlo::Module& module, const LintOptions& options,
                                absl::string_view input_file) {
  std::vector<Finding> findings;
  ProgramView program(module);
  const tpu::LayoutPolicy layouts = tpu::LayoutPolicy::ForModule(module, options.chip);
  HbmEstimateCache hbm;
  for (const RuleSpec& rule : AllRules()) {
    std::optional<Severity> severity = options.config.SeverityFor(rule.id);
    if (!severity.has_value() || rule.check == nullptr) continue;
    if (rule.needs_chip && options.chip == nullptr) continue;
    CheckContext context{module, program, options.chip, layouts, options.slice_devices,
                         options.config.thresholds, hbm, options.mesh};
    FindingSink sink(rule, *severity, module, input_file, &findings);
    rule.check(context, sink);
    sink.Finish();
  }
  return findings;
}

LintReport Lint(const std::vector<LintInput>& inputs, const LintOptions& options) {
  LintReport report;
  report.tool_version = TPUSIM_VERSION;
  if (options.chip != nullptr) report.chip = options.chip->display_name;
  for (const RuleSpec& rule : AllRules()) {
    if (!options.config.SeverityFor(rule.id).has_value()) continue;
    if (rule.needs_chip && options.chip == nullptr) {
      report.rules_skipped.push_back(std::string(rule.id));
    } else {
      report.rules_run.push_back(std::string(rule.id));
    }
  }

  // Sort key: input order, module order, then position and rule order.
  struct Keyed {
    size_t input;
    size_t module;
    int64_t rule;
    Finding finding;
  };
  std::vector<Keyed> keyed;
  SourceCache sources;
  LintOptions file_options = options;
  for (size_t i = 0; i < inputs.size(); ++i) {
    const LintInput& input = inputs[i];
    file_options.mesh = options.mesh.empty() ? input.mesh : options.mesh;
    InputReport summary;
    summary.path = input.path;
    summary.format = input.format;
    summary.error = input.error;
    for (size_t m = 0; m < input.modules.size(); ++m) {
      const hlo::Module& module = *input.modules[m];
      summary.modules.push_back(module.name());
      summary.instruction_count += module.instruction_count();
      for (Finding& finding : LintModule(module, file_options, input.path)) {
        const int64_t rule = RuleIndex(finding.rule_id);
        keyed.push_back({i, m, rule, std::move(finding)});
      }
    }
    report.inputs.push_back(std::move(summary));
  }

  for (Keyed& k : keyed) {
    Finding& finding = k.finding;
    finding.fingerprint = FingerprintOf(finding);
    if (const Suppression* s = FindSuppression(options.config, finding)) {
      finding.state = FindingState::kSuppressed;
      finding.suppression_reason = s->reason;
    }
    // The line under the caret: the user's source, else the input's text.
    const SourceCache::Resolved* source =
        finding.source.known() ? sources.Find(finding.source.file, finding.input_file) : nullptr;
    if (source != nullptr) {
      finding.source_in_checkout = true;
      finding.source.file = source->path;
      finding.source_text = std::string(LineOfText(source->text, finding.source.line));
      if (finding.source.column == 0 && !finding.source_text.empty()) {
        size_t first = finding.source_text.find_first_not_of(" \t");
        if (first != std::string::npos) finding.source.column = static_cast<int64_t>(first) + 1;
      }
    } else if (finding.input.known()) {
      finding.source_text =
          std::string(LineOfText(inputs[k.input].text, finding.input.line));
    }
  }

  std::stable_sort(keyed.begin(), keyed.end(), [](const Keyed& a, const Keyed& b) {
    const SourceLocation& pa = a.finding.primary();
    const SourceLocation& pb = b.finding.primary();
    return std::tie(a.input, a.module, pa.file, pa.line, pa.column, a.rule) <
           std::tie(b.input, b.module, pb.file, pb.line, pb.column, b.rule);
  });
  report.findings.reserve(keyed.size());
  for (Keyed& k : keyed) report.findings.push_back(std::move(k.finding));
  return report;
}

}  // namespace tpusim::compat
