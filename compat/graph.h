// The TPU compatibility graph: the framework scopes of a program's ops
// (metadata op_name, "jit(train_step)/transformer/layer_0/attention/dot")
// form a tree; every node counts the compatible and incompatible ops below
// it, like TensorBoard's TPU-compatibility colouring of TF graphs
// (../shared/docs/research/xprof.md section 4), but for HLO and StableHLO.
//
// An op is incompatible when an active error-severity finding is attached
// to it, "warned" when it has active warnings only, compatible otherwise.
// Fusions, tuples, parameters and other plumbing are not counted; the ops
// inside fusions are.
#ifndef TPUSIM_COMPAT_GRAPH_H_
#define TPUSIM_COMPAT_GRAPH_H_

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "compat/report.h"
#include "hlo/ir/hlo_module.h"

namespace tpusim::compat {

// An incompatible or warned op, listed under its deepest scope.
struct GraphOp {
  std::string name;     // Last op_name component ("dot_general"), or opcode.
  std::string instruction;
  std::string module;
  std::vector<std::string> rule_ids;  // Of its active findings, table order.
  bool incompatible = false;
};

struct ScopeNode {
  std::string name;  // One op_name component; "" for the root.
  std::string path;  // Components joined by '/'.
  // Ops in this scope and every scope below it.
  int64_t compatible = 0;
  int64_t incompatible = 0;
  int64_t warned = 0;  // Compatible ops with warnings (counted in compatible).
  std::vector<std::unique_ptr<ScopeNode>> children;  // In first-seen order.
  std::vector<GraphOp> flagged_ops;                  // Directly in this scope.

  int64_t total() const { return compatible + incompatible; }
  // compatible / total, 100 for an empty node.
  double percent_compatible() const;
};

// Active findings of one rule, at the severity the config gave them.
struct RuleTally {
  Severity severity = Severity::kWarning;
  int64_t findings = 0;
};

struct CompatibilityGraph {
  std::string title;  // The input file(s).
  std::string chip;
  ScopeNode root;
  // Active findings not attached to an op (predicted OOM, device counts),
  // and how many active findings each rule produced.
  std::vector<const Finding*> module_findings;
  std::map<std::string, RuleTally> findings_per_rule;
  // Every active finding, in the report's order (file, position, rule).
  std::vector<const Finding*> findings;

  // Any active error-severity finding: the program will not run as is.
  bool HasErrors() const;
};

// Builds the tree of `modules` from the findings in `report` (which must
// come from linting the same modules). The graph points into `report`.
CompatibilityGraph BuildCompatibilityGraph(const std::vector<const hlo::Module*>& modules,
                                           const LintReport& report);

enum class GraphFormat { kJson, kDot, kHtml };
absl::StatusOr<GraphFormat> ParseGraphFormat(absl::string_view name);

std::string RenderGraphJson(const CompatibilityGraph& graph);
// Graphviz: one box per scope, filled from red (0% compatible) to green.
std::string RenderGraphDot(const CompatibilityGraph& graph);
// One self-contained HTML file (inline CSS, no scripts or network): a
// summary panel, every active finding with its FILE:LINE:COL, and the
// collapsible, coloured scope tree. With an error finding the page is red
// and opens with a banner saying so.
std::string RenderGraphHtml(const CompatibilityGraph& graph);
std::string RenderGraph(const CompatibilityGraph& graph, GraphFormat format);

}  // namespace tpusim::compat

#endif  // TPUSIM_COMPAT_GRAPH_H_
