// SARIF 2.1.0 (OASIS), in the subset GitHub code scanning reads: one run,
// tool.driver with every rule as a reportingDescriptor, one result per active
// finding with ruleId/ruleIndex/level/message and a physical location whose
// region has a startLine, and partialFingerprints so alerts survive edits.
#include <cctype>

#include "absl/strings/str_cat.h"
#include "compat/render.h"
#include "compat/rules.h"
#include "nlohmann/json.hpp"

namespace tpusim::compat {
namespace {

using Json = nlohmann::json;

constexpr absl::string_view kSarifSchema = "https://json.schemastore.org/sarif-2.1.0.json";

// SARIF's levels are our severity names ("error", "warning", "note").
std::string Level(Severity severity) { return std::string(SeverityName(severity)); }

// A file path as a URI reference: relative paths stay relative (code
// scanning resolves them against the repository root), absolute ones become
// file:// URIs; characters outside RFC 3986's unreserved set are escaped.
std::string PathToUri(const std::string& path) {
  std::string out;
  const bool absolute = !path.empty() && path[0] == '/';
  if (absolute) out = "file://";
  for (unsigned char c : path) {
    if (std::isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~' || c == '/') {
      out += static_cast<char>(c);
    } else if (c == '\\') {
      out += '/';
    } else {
      static constexpr char kHex[] = "0123456789ABCDEF";
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

// "non-tpu-custom-call" -> "NonTpuCustomCall" (SARIF's reportingDescriptor
// name is an identifier-like label).
std::string RuleName(absl::string_view id) {
  std::string out;
  bool upper = true;
  for (char c : id) {
    if (c == '-') {
      upper = true;
    } else {
      out += upper ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
      upper = false;
    }
  }
  return out;
}

Json PhysicalLocation(const SourceLocation& location) {
  Json region = {{"startLine", std::max<int64_t>(location.line, 1)}};
  if (location.line > 0 && location.column > 0) region["startColumn"] = location.column;
  return {{"artifactLocation", {{"uri", PathToUri(location.file)}}}, {"region", region}};
}

}  // namespace

std::string RenderLintSarif(const LintReport& report) {
  Json rules = Json::array();
  for (const RuleSpec& rule : AllRules()) {
    rules.push_back({
        {"id", std::string(rule.id)},
        {"name", RuleName(rule.id)},
        {"shortDescription", {{"text", std::string(rule.title)}}},
        {"fullDescription",
         {{"text", absl::StrCat(rule.title, ". Evidence: ", rule.evidence)}}},
        {"help", {{"text", std::string(rule.help)}}},
        {"defaultConfiguration", {{"level", Level(rule.default_severity)}}},
        {"properties",
         {{"tags", {"tpu", std::string(RuleCategoryName(rule.category))}},
          {"precision", rule.default_severity == Severity::kError ? "very-high" : "high"}}},
    });
  }

  Json results = Json::array();
  for (const Finding& finding : report.findings) {
    if (finding.state != FindingState::kActive) continue;
    int64_t rule_index = -1;
    for (size_t i = 0; i < AllRules().size(); ++i) {
      if (AllRules()[i].id == finding.rule_id) rule_index = static_cast<int64_t>(i);
    }
    Json location = {{"physicalLocation", PhysicalLocation(finding.primary())}};
    if (!finding.instruction.empty() || !finding.module.empty()) {
      std::string qualified = finding.module;
      if (!finding.computation.empty()) absl::StrAppend(&qualified, "/", finding.computation);
      if (!finding.instruction.empty()) absl::StrAppend(&qualified, "/", finding.instruction);
      location["logicalLocations"] = Json::array(
          {{{"name", finding.instruction.empty() ? finding.module : finding.instruction},
            {"fullyQualifiedName", qualified},
            {"kind", finding.instruction.empty() ? "module" : "function"}}});
    }
    Json result = {
        {"ruleId", finding.rule_id},
        {"ruleIndex", rule_index},
        {"level", Level(finding.severity)},
        {"message", {{"text", finding.message}}},
        {"locations", Json::array({location})},
        {"partialFingerprints", {{"tpusimFingerprint/v2", finding.fingerprint}}},
    };
    // The location that is not primary is related: the instruction in the
    // linted program when the finding sits on user source, or the framework
    // source outside the checkout when it sits on the program.
    if (finding.source_is_primary()) {
      result["relatedLocations"] = Json::array(
          {{{"id", 1},
            {"physicalLocation", PhysicalLocation(finding.input)},
            {"message", {{"text", absl::StrCat("%", finding.instruction, " in ",
                                               finding.input_file)}}}}});
    } else if (finding.source.known()) {
      result["relatedLocations"] = Json::array(
          {{{"id", 1},
            {"physicalLocation", PhysicalLocation(finding.source)},
            {"message", {{"text", "framework source (not in the checkout)"}}}}});
    }
    if (!finding.op_name.empty()) result["properties"] = {{"op_name", finding.op_name}};
    results.push_back(std::move(result));
  }

  Json notifications = Json::array();
  for (const InputReport& input : report.inputs) {
    if (input.error.empty()) continue;
    notifications.push_back(
        {{"level", "error"},
         {"message", {{"text", input.error}}},
         {"locations",
          Json::array({{{"physicalLocation",
                         {{"artifactLocation", {{"uri", PathToUri(input.path)}}}}}}})}});
  }
  Json invocation = {{"executionSuccessful", !report.HasInputErrors()}};
  if (!notifications.empty()) invocation["toolExecutionNotifications"] = notifications;

  Json driver = {{"name", "tpusim"},
                 {"version", report.tool_version},
                 {"semanticVersion", report.tool_version},
                 {"rules", std::move(rules)}};
  Json run = {{"tool", {{"driver", std::move(driver)}}},
              {"results", std::move(results)},
              {"invocations", Json::array({invocation})},
              {"columnKind", "unicodeCodePoints"}};
  if (!report.chip.empty()) run["properties"] = {{"chip", report.chip}};
  Json sarif = {{"$schema", std::string(kSarifSchema)},
                {"version", "2.1.0"},
                {"runs", Json::array({std::move(run)})}};
  return sarif.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace tpusim::compat
