#include "compat/graph.h"

#include <cmath>
#include <cstdio>

#include "absl/container/flat_hash_map.h"
#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "compat/checks/check_context.h"
#include "compat/text_io.h"
#include "nlohmann/json.hpp"

namespace tpusim::compat {
namespace {

using Json = nlohmann::json;

// op_name components: split on '/' outside parentheses and brackets, since
// JAX writes scopes like "transpose(jvp(Decoder))" and "jit(f)".
std::vector<std::string> SplitOpName(absl::string_view op_name) {
  std::vector<std::string> parts;
  int depth = 0;
  std::string current;
  for (char c : op_name) {
    if (c == '(' || c == '[' || c == '{') ++depth;
    if ((c == ')' || c == ']' || c == '}') && depth > 0) --depth;
    if (c == '/' && depth == 0) {
      if (!current.empty()) parts.push_back(std::move(current));
      current.clear();
    } else {
      current += c;
    }
  }
  if (!current.empty()) parts.push_back(std::move(current));
  return parts;
}

std::string FindingKey(absl::string_view module, absl::string_view computation,
                       absl::string_view instruction) {
  return absl::StrCat(module, "\n", computation, "\n", instruction);
}

double RoundTenth(double value) { return std::round(value * 10.0) / 10.0; }

std::string PercentText(double percent) {
  char buffer[32];
  std::snprintf(buffer, sizeof(buffer), "%.1f%%", percent);
  return buffer;
}

// Red (0% compatible) through yellow to green (100%), as a hex colour.
std::string CompatibilityColor(double percent) {
  const double hue = 120.0 * std::clamp(percent, 0.0, 100.0) / 100.0;  // Degrees.
  const double s = 0.45, v = 0.95;
  const double c = v * s;
  const double x = c * (1 - std::fabs(std::fmod(hue / 60.0, 2.0) - 1));
  const double m = v - c;
  double r = 0, g = 0, b = 0;
  if (hue < 60) {
    r = c, g = x;
  } else {
    r = x, g = c;
  }
  char buffer[8];
  std::snprintf(buffer, sizeof(buffer), "#%02x%02x%02x", static_cast<int>((r + m) * 255 + 0.5),
                static_cast<int>((g + m) * 255 + 0.5), static_cast<int>((b + m) * 255 + 0.5));
  return buffer;
}

std::string DotEscape(absl::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    out += c;
  }
  return out;
}

std::string CountsText(const ScopeNode& node) {
  std::string out = absl::StrCat(node.compatible, "/", node.total(), " compatible (",
                                 PercentText(node.percent_compatible()), ")");
  if (node.warned > 0) absl::StrAppend(&out, ", ", node.warned, " warned");
  return out;
}

Json NodeJson(const ScopeNode& node) {
  Json json = {{"name", node.name},
               {"path", node.path},
               {"compatible", node.compatible},
               {"incompatible", node.incompatible},
               {"warned", node.warned},
               {"total", node.total()},
               {"percent_compatible", RoundTenth(node.percent_compatible())}};
  if (!node.flagged_ops.empty()) {
    Json ops = Json::array();
    for (const GraphOp& op : node.flagged_ops) {
      ops.push_back({{"name", op.name},
                     {"instruction", op.instruction},
                     {"module", op.module},
                     {"incompatible", op.incompatible},
                     {"rules", op.rule_ids}});
    }
    json["flagged_ops"] = std::move(ops);
  }
  Json children = Json::array();
  for (const auto& child : node.children) children.push_back(NodeJson(*child));
  json["children"] = std::move(children);
  return json;
}

void DotNodes(const ScopeNode& node, const std::string& id, std::string* out) {
  absl::StrAppend(out, "  ", id, " [label=\"", DotEscape(node.name.empty() ? "(program)" : node.name),
                  "\\n", DotEscape(CountsText(node)), "\", fillcolor=\"",
                  CompatibilityColor(node.percent_compatible()), "\"];\n");
  for (size_t i = 0; i < node.children.size(); ++i) {
    const std::string child_id = absl::StrCat(id, "_", i);
    DotNodes(*node.children[i], child_id, out);
    absl::StrAppend(out, "  ", id, " -> ", child_id, ";\n");
  }
}

void HtmlNode(const ScopeNode& node, int depth, std::string* out) {
  const bool open = depth < 2 || node.incompatible > 0;
  absl::StrAppend(out, "<details", open ? " open" : "", "><summary><span class=\"swatch\" "
                  "style=\"background:", CompatibilityColor(node.percent_compatible()),
                  "\"></span><span class=\"name\">",
                  XmlEscape(node.name.empty() ? "(program)" : node.name),
                  "</span> <span class=\"counts\">", XmlEscape(CountsText(node)),
                  "</span></summary>\n");
  if (!node.flagged_ops.empty()) {
    absl::StrAppend(out, "<ul class=\"ops\">\n");
    for (const GraphOp& op : node.flagged_ops) {
      absl::StrAppend(out, "<li class=\"", op.incompatible ? "bad" : "warn", "\">",
                      XmlEscape(op.name), " <code>%", XmlEscape(op.instruction),
                      "</code> ", XmlEscape(absl::StrJoin(op.rule_ids, ", ")), "</li>\n");
    }
    absl::StrAppend(out, "</ul>\n");
  }
  for (const auto& child : node.children) HtmlNode(*child, depth + 1, out);
  absl::StrAppend(out, "</details>\n");
}

}  // namespace

bool CompatibilityGraph::HasErrors() const {
  for (const Finding* finding : findings) {
    if (finding->severity == Severity::kError) return true;
  }
  return false;
}

double ScopeNode::percent_compatible() const {
  if (total() == 0) return 100.0;
  return 100.0 * static_cast<double>(compatible) / static_cast<double>(total());
}

absl::StatusOr<GraphFormat> ParseGraphFormat(absl::string_view name) {
  if (name == "json") return GraphFormat::kJson;
  if (name == "dot") return GraphFormat::kDot;
  if (name == "html") return GraphFormat::kHtml;
  return absl::InvalidArgumentError(
      absl::StrCat("unknown graph format '", name, "' (json, dot, html)"));
}

CompatibilityGraph BuildCompatibilityGraph(const std::vector<const hlo::Module*>& modules,
                                           const LintReport& report) {
  CompatibilityGraph graph;
  graph.chip = report.chip;
  std::vector<std::string> paths;
  for (const InputReport& input : report.inputs) paths.push_back(input.path);
  graph.title = absl::StrJoin(paths, ", ");

  absl::flat_hash_map<std::string, std::vector<const Finding*>> by_instruction;
  for (const Finding& finding : report.findings) {
    if (finding.state != FindingState::kActive) continue;
    graph.findings.push_back(&finding);
    RuleTally& tally = graph.findings_per_rule[finding.rule_id];
    tally.severity = finding.severity;
    ++tally.findings;
    if (finding.instruction.empty()) {
      graph.module_findings.push_back(&finding);
    } else {
      by_instruction[FindingKey(finding.module, finding.computation, finding.instruction)]
          .push_back(&finding);
    }
  }

  absl::flat_hash_map<std::string, ScopeNode*> nodes;  // By path.
  for (const hlo::Module* module : modules) {
    ProgramView program(*module);
    for (const hlo::Instruction* instruction : program.ops()) {
      auto it = by_instruction.find(
          FindingKey(module->name(), instruction->parent()->name(), instruction->name()));
      const std::vector<const Finding*>* findings =
          it == by_instruction.end() ? nullptr : &it->second;
      const bool counted = !IsPlumbing(instruction->opcode()) &&
                           instruction->opcode() != hlo::HloOpcode::kConstant;
      if (!counted && findings == nullptr) continue;

      bool incompatible = false;
      std::vector<std::string> rule_ids;
      if (findings != nullptr) {
        for (const Finding* finding : *findings) {
          incompatible |= finding->severity == Severity::kError;
          rule_ids.push_back(finding->rule_id);
        }
      }
      const bool warned = !incompatible && findings != nullptr;

      std::vector<std::string> parts = SplitOpName(instruction->metadata().op_name);
      std::string op_label = parts.empty()
                                 ? std::string(hlo::HloOpcodeString(instruction->opcode()))
                                 : parts.back();
      if (!parts.empty()) parts.pop_back();
      if (modules.size() > 1) parts.insert(parts.begin(), module->name());

      ScopeNode* node = &graph.root;
      auto count = [&](ScopeNode* n) {
        (incompatible ? n->incompatible : n->compatible) += 1;
        if (warned) ++n->warned;
      };
      count(node);
      for (const std::string& part : parts) {
        std::string path = node->path.empty() ? part : absl::StrCat(node->path, "/", part);
        auto [found, inserted] = nodes.try_emplace(path, nullptr);
        if (inserted) {
          auto child = std::make_unique<ScopeNode>();
          child->name = part;
          child->path = path;
          found->second = child.get();
          node->children.push_back(std::move(child));
        }
        node = found->second;
        count(node);
      }
      if (findings != nullptr) {
        node->flagged_ops.push_back(
            {op_label, instruction->name(), module->name(), std::move(rule_ids), incompatible});
      }
    }
  }
  return graph;
}

std::string RenderGraphJson(const CompatibilityGraph& graph) {
  Json module_findings = Json::array();
  for (const Finding* finding : graph.module_findings) {
    module_findings.push_back({{"rule", finding->rule_id},
                               {"severity", std::string(SeverityName(finding->severity))},
                               {"module", finding->module},
                               {"message", finding->message}});
  }
  Json per_rule = Json::object();
  for (const auto& [rule, tally] : graph.findings_per_rule) {
    per_rule[rule] = {{"severity", std::string(SeverityName(tally.severity))},
                      {"findings", tally.findings}};
  }
  const ScopeNode& root = graph.root;
  Json out = {{"title", graph.title},
              {"chip", graph.chip},
              {"summary",
               {{"ops", root.total()},
                {"compatible", root.compatible},
                {"incompatible", root.incompatible},
                {"warned", root.warned},
                {"percent_compatible", RoundTenth(root.percent_compatible())}}},
              {"findings_per_rule", std::move(per_rule)},
              {"module_findings", std::move(module_findings)},
              {"tree", NodeJson(root)}};
  return out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

std::string RenderGraphDot(const CompatibilityGraph& graph) {
  std::string out = absl::StrCat(
      "digraph tpu_compatibility {\n  graph [rankdir=LR, label=\"",
      DotEscape(absl::StrCat("TPU compatibility: ", graph.title,
                             graph.chip.empty() ? "" : absl::StrCat(" (", graph.chip, ")"))),
      "\", labelloc=t, fontname=\"Helvetica\"];\n"
      "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\"];\n");
  DotNodes(graph.root, "n", &out);
  absl::StrAppend(&out, "}\n");
  return out;
}

std::string RenderGraphHtml(const CompatibilityGraph& graph) {
  const ScopeNode& root = graph.root;
  int64_t errors = 0;
  for (const Finding* finding : graph.findings) errors += finding->severity == Severity::kError;
  std::string out = absl::StrCat(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<title>TPU compatibility: ", XmlEscape(graph.title), "</title>\n<style>\n"
      "body{font-family:system-ui,Helvetica,Arial,sans-serif;margin:1.5em;color:#222}\n"
      ".panel{border:1px solid #ccc;border-radius:6px;padding:0.8em 1.2em;margin-bottom:1.2em;"
      "background:#fafafa}\n"
      ".big{font-size:1.6em;font-weight:600}\n"
      "table{border-collapse:collapse}td,th{padding:2px 10px;text-align:left}\n"
      "details{margin-left:1.2em}summary{cursor:pointer;padding:1px 0}\n"
      ".swatch{display:inline-block;width:0.9em;height:0.9em;border-radius:2px;"
      "margin-right:0.4em;vertical-align:middle;border:1px solid #999}\n"
      ".counts{color:#555;font-size:0.9em}.ops{margin:0.2em 0 0.4em 2.4em;font-size:0.9em}\n"
      ".bad{color:#a40000}.warn{color:#8a5a00}.note{color:#555}code{font-size:0.95em}\n"
      ".findings td{vertical-align:top;border-bottom:1px solid #eee}"
      ".findings td:nth-child(-n+3){white-space:nowrap}\n"
      "body.failed{background:#fff5f5;border-top:10px solid #c62828;padding-top:0.5em}\n"
      "body.failed h1{color:#b71c1c}body.failed .panel{border-color:#c62828;background:#ffebee}\n"
      ".banner{background:#c62828;color:#fff;font-weight:600;padding:0.7em 1em;"
      "border-radius:6px;margin-bottom:1.2em}\n"
      "</style>\n</head>\n<body", errors > 0 ? " class=\"failed\"" : "", " data-errors=\"",
      errors, "\">\n<h1>TPU compatibility</h1>\n",
      errors > 0 ? absl::StrCat("<div class=\"banner\" role=\"alert\">", errors, " error finding",
                                errors == 1 ? "" : "s",
                                ": this program will not run on a TPU as it is.</div>\n")
                 : "",
      "<div class=\"panel\">\n<p>",
      XmlEscape(graph.title), graph.chip.empty() ? "" : " &middot; ",
      XmlEscape(graph.chip), "</p>\n<p class=\"big\"><span class=\"swatch\" style=\"background:",
      CompatibilityColor(root.percent_compatible()), "\"></span>",
      PercentText(root.percent_compatible()), " of ", root.total(),
      " ops compatible</p>\n<p>", root.incompatible, " incompatible, ", root.warned,
      " with warnings</p>\n");
  if (!graph.findings_per_rule.empty()) {
    absl::StrAppend(&out, "<table>\n<tr><th>rule</th><th>severity</th><th>findings</th></tr>\n");
    for (const auto& [rule_id, tally] : graph.findings_per_rule) {
      absl::StrAppend(&out, "<tr><td><code>", XmlEscape(rule_id), "</code></td><td>",
                      SeverityName(tally.severity), "</td><td>", tally.findings,
                      "</td></tr>\n");
    }
    absl::StrAppend(&out, "</table>\n");
  }
  if (!graph.module_findings.empty()) {
    absl::StrAppend(&out, "<ul>\n");
    for (const Finding* finding : graph.module_findings) {
      absl::StrAppend(&out, "<li class=\"", finding->severity == Severity::kError ? "bad" : "warn",
                      "\">", XmlEscape(finding->module), ": ", XmlEscape(finding->message),
                      " [", XmlEscape(finding->rule_id), "]</li>\n");
    }
    absl::StrAppend(&out, "</ul>\n");
  }
  absl::StrAppend(&out, "</div>\n");
  if (!graph.findings.empty()) {
    absl::StrAppend(&out, "<h2>Findings</h2>\n<table class=\"findings\">\n<tr><th>location</th>"
                          "<th>severity</th><th>rule</th><th>message</th></tr>\n");
    for (const Finding* finding : graph.findings) {
      const std::string location = finding->primary().ToString();
      std::string where = XmlEscape(location.empty() ? finding->input_file : location);
      if (!finding->instruction.empty()) {
        absl::StrAppend(&where, " <span class=\"counts\">%", XmlEscape(finding->instruction),
                        "</span>");
      }
      const absl::string_view severity = SeverityName(finding->severity);
      absl::StrAppend(&out, "<tr class=\"",
                      finding->severity == Severity::kError     ? "bad"
                      : finding->severity == Severity::kWarning ? "warn"
                                                                : "note",
                      "\"><td><code>", where, "</code></td><td>", severity, "</td><td><code>",
                      XmlEscape(finding->rule_id), "</code></td><td>", XmlEscape(finding->message),
                      "</td></tr>\n");
    }
    absl::StrAppend(&out, "</table>\n");
  }
  absl::StrAppend(&out, "<div class=\"tree\">\n");
  HtmlNode(root, 0, &out);
  absl::StrAppend(&out, "</div>\n<p class=\"counts\">Colour: share of compatible ops, red 0% to "
                        "green 100%. An op is incompatible when an error finding is attached "
                        "to it. Generated by tpusim graph.</p>\n</body>\n</html>\n");
  return out;
}

std::string RenderGraph(const CompatibilityGraph& graph, GraphFormat format) {
  switch (format) {
    case GraphFormat::kJson:
      return RenderGraphJson(graph);
    case GraphFormat::kDot:
      return RenderGraphDot(graph);
    case GraphFormat::kHtml:
      return RenderGraphHtml(graph);
  }
  return RenderGraphJson(graph);
}

}  // namespace tpusim::compat
