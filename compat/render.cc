// Text, JSON, JUnit and GitHub renderers (SARIF is in render_sarif.cc).
#include "compat/render.h"

#include <map>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "compat/rules.h"
#include "compat/text_io.h"
#include "nlohmann/json.hpp"

namespace tpusim::compat {
namespace {

using Json = nlohmann::json;

std::string Plural(int64_t n, absl::string_view word) {
  return absl::StrCat(n, " ", word, n == 1 ? "" : "s");
}

// "%fft.3 'jit(f)/fft' in jit_f" -- which instruction, in the words users
// search their code for.
std::string Context(const Finding& finding) {
  std::string out;
  if (!finding.instruction.empty()) absl::StrAppend(&out, "%", finding.instruction);
  if (!finding.op_name.empty()) {
    absl::StrAppend(&out, out.empty() ? "" : " ", "'", finding.op_name, "'");
  }
  absl::StrAppend(&out, out.empty() ? "module " : " in module ", finding.module);
  return out;
}

Json LocationJson(const SourceLocation& location) {
  Json json = {{"file", location.file}};
  if (location.line > 0) json["line"] = location.line;
  if (location.column > 0) json["column"] = location.column;
  return json;
}

// GitHub workflow commands: data escapes %, CR and LF; property values also
// escape ':' and ','.
std::string GithubEscapeData(absl::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == '%') {
      out += "%25";
    } else if (c == '\r') {
      out += "%0D";
    } else if (c == '\n') {
      out += "%0A";
    } else {
      out += c;
    }
  }
  return out;
}

std::string GithubEscapeProperty(absl::string_view text) {
  std::string out;
  for (char c : GithubEscapeData(text)) {
    if (c == ':') {
      out += "%3A";
    } else if (c == ',') {
      out += "%2C";
    } else {
      out += c;
    }
  }
  return out;
}

// ", from conv.py:456" when the metadata names a source file outside the
// checkout, which is then not the primary location.
std::string FrameworkSource(const Finding& finding) {
  if (finding.source_is_primary() || !finding.source.known()) return "";
  return absl::StrCat(", from ", finding.source.ToString());
}

std::string OneLine(const Finding& finding) {
  return absl::StrCat(finding.primary().ToString(), ": ", SeverityName(finding.severity), ": ",
                      finding.message, " [", finding.rule_id, "]");
}

}  // namespace

absl::StatusOr<LintFormat> ParseLintFormat(absl::string_view name) {
  for (LintFormat format : {LintFormat::kText, LintFormat::kJson, LintFormat::kSarif,
                            LintFormat::kJUnit, LintFormat::kGithub}) {
    if (LintFormatName(format) == name) return format;
  }
  return absl::InvalidArgumentError(
      absl::StrCat("unknown lint format '", name, "' (text, json, sarif, junit, github)"));
}

absl::string_view LintFormatName(LintFormat format) {
  switch (format) {
    case LintFormat::kText:
      return "text";
    case LintFormat::kJson:
      return "json";
    case LintFormat::kSarif:
      return "sarif";
    case LintFormat::kJUnit:
      return "junit";
    case LintFormat::kGithub:
      return "github";
  }
  return "text";
}

std::string RenderLintText(const LintReport& report) {
  std::string out;
  for (const Finding& finding : report.findings) {
    if (finding.state != FindingState::kActive) continue;
    absl::StrAppend(&out,
                    FormatDiagnostic(finding.primary(), finding.severity,
                                     absl::StrCat(finding.message, " [", finding.rule_id, "]"),
                                     finding.source_text),
                    "\n");
    std::string where = Context(finding);
    // The location that is not under the caret: where in the program when the
    // caret is on user source, the framework source when it is on the program.
    // (Nothing when the user source is the linted file's own line, as for an
    // MLIR op without a `loc`.)
    const bool same_line = finding.input.file == finding.source.file &&
                           finding.input.line == finding.source.line;
    if (finding.source_is_primary() && finding.input.known() && !same_line) {
      absl::StrAppend(&where, " (", finding.input.ToString(), ")");
    } else if (!finding.source_is_primary() && finding.source.known()) {
      absl::StrAppend(&where, " (from ", finding.source.ToString(), ")");
    }
    absl::StrAppend(&out, "  note: ", where, "\n");
  }
  const LintCounts counts = report.Counts();
  int64_t unreadable = 0;
  for (const InputReport& input : report.inputs) unreadable += input.error.empty() ? 0 : 1;
  absl::StrAppend(&out, "tpusim lint: ", Plural(counts.errors, "error"), ", ",
                  Plural(counts.warnings, "warning"), ", ", Plural(counts.notes, "note"), " in ",
                  Plural(static_cast<int64_t>(report.inputs.size()), "file"));
  if (!report.chip.empty()) absl::StrAppend(&out, " for ", report.chip);
  std::vector<std::string> extra;
  if (counts.suppressed > 0) extra.push_back(absl::StrCat(counts.suppressed, " suppressed"));
  if (counts.baselined > 0) extra.push_back(absl::StrCat(counts.baselined, " in baseline"));
  if (unreadable > 0) extra.push_back(absl::StrCat(unreadable, " unreadable"));
  if (!extra.empty()) absl::StrAppend(&out, " (", absl::StrJoin(extra, ", "), ")");
  absl::StrAppend(&out, "\n");
  if (!report.rules_skipped.empty()) {
    absl::StrAppend(&out, "  note: no --chip given; skipped ",
                    absl::StrJoin(report.rules_skipped, ", "), "\n");
  }
  return out;
}

std::string RenderLintJson(const LintReport& report) {
  const LintCounts counts = report.Counts();
  Json inputs = Json::array();
  for (const InputReport& input : report.inputs) {
    Json item = {{"path", input.path},
                 {"format", input.format},
                 {"modules", input.modules},
                 {"instructions", input.instruction_count}};
    if (!input.error.empty()) item["error"] = input.error;
    inputs.push_back(std::move(item));
  }
  Json findings = Json::array();
  for (const Finding& finding : report.findings) {
    const RuleSpec* rule = FindRule(finding.rule_id);
    Json item = {
        {"rule", finding.rule_id},
        {"severity", std::string(SeverityName(finding.severity))},
        {"category", rule != nullptr ? std::string(RuleCategoryName(rule->category)) : ""},
        {"state", std::string(FindingStateName(finding.state))},
        {"message", finding.message},
        {"file", finding.input_file},
        {"module", finding.module},
        {"computation", finding.computation},
        {"instruction", finding.instruction},
        {"op_name", finding.op_name},
        {"location", LocationJson(finding.primary())},
        {"input_location", LocationJson(finding.input)},
        {"source_location",
         finding.source.known() ? LocationJson(finding.source) : Json(nullptr)},
        {"fingerprint", finding.fingerprint},
    };
    if (finding.repeats > 1) item["repeats"] = finding.repeats;
    if (!finding.suppression_reason.empty()) {
      item["suppression_reason"] = finding.suppression_reason;
    }
    findings.push_back(std::move(item));
  }
  Json out = {
      {"tool", {{"name", "tpusim"}, {"version", report.tool_version}}},
      {"chip", report.chip},
      {"summary",
       {{"errors", counts.errors},
        {"warnings", counts.warnings},
        {"notes", counts.notes},
        {"suppressed", counts.suppressed},
        {"baselined", counts.baselined},
        {"files", report.inputs.size()}}},
      {"inputs", std::move(inputs)},
      {"rules_run", report.rules_run},
      {"rules_skipped", report.rules_skipped},
      {"findings", std::move(findings)},
  };
  return out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

std::string RenderLintJUnit(const LintReport& report) {
  // Per input file, the active findings of each rule.
  std::string suites;
  int64_t total_tests = 0, total_failures = 0, total_errors = 0;
  for (const InputReport& input : report.inputs) {
    std::map<std::string, std::vector<const Finding*>> by_rule;
    for (const Finding& finding : report.findings) {
      if (finding.state == FindingState::kActive && finding.input_file == input.path) {
        by_rule[finding.rule_id].push_back(&finding);
      }
    }
    std::string cases;
    int64_t tests = 0, failures = 0, errors = 0, skipped = 0;
    // Test classes are the linted files, so CI groups results per file.
    const std::string classname = XmlEscape(input.path);
    if (!input.error.empty()) {
      ++tests;
      ++failures;
      absl::StrAppend(&cases, "    <testcase classname=\"", classname, "\" name=\"import\">\n",
                      "      <failure message=\"", XmlEscape(input.error),
                      "\" type=\"input\">", XmlEscape(input.error), "</failure>\n",
                      "    </testcase>\n");
    }
    for (const std::string& rule : report.rules_run) {
      ++tests;
      absl::StrAppend(&cases, "    <testcase classname=\"", classname, "\" name=\"", rule, "\"");
      auto it = by_rule.find(rule);
      if (it == by_rule.end()) {
        absl::StrAppend(&cases, "/>\n");
        continue;
      }
      std::string failure_text, other_text;
      int64_t error_count = 0;
      for (const Finding* finding : it->second) {
        if (finding->severity == Severity::kError) {
          ++error_count;
          absl::StrAppend(&failure_text, XmlEscape(OneLine(*finding)), "\n");
        } else {
          absl::StrAppend(&other_text, XmlEscape(OneLine(*finding)), "\n");
        }
      }
      absl::StrAppend(&cases, ">\n");
      if (error_count > 0) {
        ++failures;
        absl::StrAppend(&cases, "      <failure message=\"", Plural(error_count, "error"),
                        "\" type=\"error\">", failure_text, "</failure>\n");
      }
      if (!other_text.empty()) {
        absl::StrAppend(&cases, "      <system-out>", other_text, "</system-out>\n");
      }
      absl::StrAppend(&cases, "    </testcase>\n");
    }
    for (const std::string& rule : report.rules_skipped) {
      ++tests;
      ++skipped;
      absl::StrAppend(&cases, "    <testcase classname=\"", classname, "\" name=\"", rule,
                      "\">\n      <skipped message=\"needs --chip\"/>\n    </testcase>\n");
    }
    total_tests += tests;
    total_failures += failures;
    total_errors += errors;
    absl::StrAppend(&suites, "  <testsuite name=\"", XmlEscape(input.path), "\" tests=\"", tests,
                    "\" failures=\"", failures, "\" errors=\"", errors, "\" skipped=\"",
                    skipped, "\">\n", cases, "  </testsuite>\n");
  }
  return absl::StrCat("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n",
                      "<testsuites name=\"tpusim lint\" tests=\"", total_tests,
                      "\" failures=\"", total_failures, "\" errors=\"", total_errors, "\">\n",
                      suites, "</testsuites>\n");
}

std::string RenderLintGithub(const LintReport& report) {
  std::string out;
  // An input that could not be read fails the job visibly, on that file.
  for (const InputReport& input : report.inputs) {
    if (input.error.empty()) continue;
    absl::StrAppend(&out, "::error file=", GithubEscapeProperty(input.path),
                    ",title=", GithubEscapeProperty("tpusim input"), "::",
                    GithubEscapeData(input.error), "\n");
  }
  for (const Finding& finding : report.findings) {
    if (finding.state != FindingState::kActive) continue;
    absl::string_view command = finding.severity == Severity::kError     ? "error"
                                : finding.severity == Severity::kWarning ? "warning"
                                                                         : "notice";
    const SourceLocation& at = finding.primary();
    std::vector<std::string> properties = {
        absl::StrCat("file=", GithubEscapeProperty(at.file))};
    if (at.line > 0) properties.push_back(absl::StrCat("line=", at.line));
    if (at.column > 0) properties.push_back(absl::StrCat("col=", at.column));
    properties.push_back(
        absl::StrCat("title=", GithubEscapeProperty(absl::StrCat("tpusim ", finding.rule_id))));
    absl::StrAppend(&out, "::", command, " ", absl::StrJoin(properties, ","), "::",
                    GithubEscapeData(absl::StrCat(finding.message, " (", Context(finding),
                                                  FrameworkSource(finding), ")")),
                    "\n");
  }
  return out;
}

std::string RenderLint(const LintReport& report, LintFormat format) {
  switch (format) {
    case LintFormat::kText:
      return RenderLintText(report);
    case LintFormat::kJson:
      return RenderLintJson(report);
    case LintFormat::kSarif:
      return RenderLintSarif(report);
    case LintFormat::kJUnit:
      return RenderLintJUnit(report);
    case LintFormat::kGithub:
      return RenderLintGithub(report);
  }
  return RenderLintText(report);
}

}  // namespace tpusim::compat
