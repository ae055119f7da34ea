#include "tools/check/xprof_ops.h"

#include <cctype>
#include <set>
#include <utility>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"

namespace tpusim::check {
namespace {

constexpr absl::string_view kDuplicates = " and its duplicate(s)";

std::string StringField(const nlohmann::json& j, const char* key) {
  auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : "";
}

struct TreeWalk {
  std::vector<ProfiledOp>* ops;
  std::set<std::pair<std::string, std::string>> seen;  // (program, name)
  int depth_limit = 64;  // The real tree is 5 deep; hostile input is not.

  absl::Status Walk(const nlohmann::json& node, const std::string& program,
                    const std::string& fusion, int depth) {
    if (depth > depth_limit) {
      return absl::InvalidArgumentError("op_profile tree nested deeper than 64 levels");
    }
    if (!node.is_object()) return absl::InvalidArgumentError("op_profile node is not an object");
    const std::string name = StringField(node, "name");
    std::string inner_fusion = fusion;
    auto xla = node.find("xla");
    const bool grouping = absl::EndsWith(name, kDuplicates);
    if (xla != node.end() && xla->is_object() && !grouping) {
      const std::string expression = StringField(*xla, "expression");
      if (!expression.empty() && seen.insert({program, name}).second) {
        ProfiledOp op;
        op.program = program;
        op.name = name;
        op.category = StringField(*xla, "category");
        op.expression = expression;
        op.fused_into = fusion;
        ops->push_back(std::move(op));
      }
      // Children of an op are what it fused.
      if (!expression.empty()) inner_fusion = name;
    }
    auto children = node.find("children");
    if (children == node.end()) return absl::OkStatus();
    if (!children->is_array()) {
      return absl::InvalidArgumentError(absl::StrCat("op_profile node ", name, ": children is not an array"));
    }
    for (const nlohmann::json& child : *children) {
      if (absl::Status s = Walk(child, program, inner_fusion, depth + 1); !s.ok()) return s;
    }
    return absl::OkStatus();
  }
};

}  // namespace

absl::StatusOr<std::vector<ProfiledOp>> ReadOpProfile(const nlohmann::json& profile) {
  if (!profile.is_object()) {
    return absl::InvalidArgumentError("not an op_profile Profile (expected a JSON object)");
  }
  const nlohmann::json* root = nullptr;
  for (const char* key : {"byProgram", "byProgramExcludeIdle"}) {
    if (auto it = profile.find(key); it != profile.end() && it->is_object()) {
      root = &*it;
      break;
    }
  }
  if (root == nullptr) {
    return absl::InvalidArgumentError(
        "not an op_profile Profile: no byProgram tree (xprof's op_profile tool writes one)");
  }
  std::vector<ProfiledOp> ops;
  TreeWalk walk{&ops};
  auto programs = root->find("children");
  if (programs == root->end() || !programs->is_array()) return ops;
  for (const nlohmann::json& program : *programs) {
    if (!program.is_object()) return absl::InvalidArgumentError("op_profile program is not an object");
    const std::string name = StringField(program, "name");
    if (name == "IDLE") continue;
    auto categories = program.find("children");
    if (categories == program.end()) continue;
    if (!categories->is_array()) {
      return absl::InvalidArgumentError(absl::StrCat("op_profile program ", name, ": children is not an array"));
    }
    for (const nlohmann::json& node : *categories) {
      if (absl::Status s = walk.Walk(node, name, "", 1); !s.ok()) return s;
    }
  }
  return ops;
}

absl::StatusOr<std::vector<ProfiledOp>> ReadHloStats(const nlohmann::json& table) {
  if (!table.is_object() || !table.contains("cols") || !table.contains("rows") ||
      !table["cols"].is_array() || !table["rows"].is_array()) {
    return absl::InvalidArgumentError(
        "not an hlo_stats table (expected a DataTable object with cols and rows)");
  }
  int program = -1, category = -1, name = -1, expression = -1;
  const nlohmann::json& cols = table["cols"];
  for (size_t k = 0; k < cols.size(); ++k) {
    const std::string id = cols[k].is_object() ? StringField(cols[k], "id") : "";
    if (id == "program_id") program = static_cast<int>(k);
    if (id == "category") category = static_cast<int>(k);
    if (id == "hlo_op_name") name = static_cast<int>(k);
    if (id == "hlo_op_expression") expression = static_cast<int>(k);
  }
  if (name < 0 || expression < 0) {
    return absl::InvalidArgumentError(
        "hlo_stats table lacks the hlo_op_name or hlo_op_expression column");
  }
  auto cell = [](const nlohmann::json& row, int col) -> std::string {
    if (col < 0 || !row.is_object()) return "";
    auto c = row.find("c");
    if (c == row.end() || !c->is_array() || col >= static_cast<int>(c->size())) return "";
    const nlohmann::json& v = (*c)[col];
    return v.is_object() ? StringField(v, "v") : "";
  };
  std::vector<ProfiledOp> ops;
  std::set<std::pair<std::string, std::string>> seen;
  for (const nlohmann::json& row : table["rows"]) {
    ProfiledOp op;
    op.program = cell(row, program);
    op.name = cell(row, name);
    op.category = cell(row, category);
    op.expression = cell(row, expression);
    // IDLE is the time the core waited, not an op.
    if (op.name.empty() || op.expression.empty() || op.category == "IDLE") continue;
    if (!seen.insert({op.program, op.name}).second) continue;
    ops.push_back(std::move(op));
  }
  return ops;
}

absl::StatusOr<ParsedExpression> ParseExpression(absl::string_view expression) {
  const size_t eq = expression.find(" = ");
  if (eq == absl::string_view::npos) {
    return absl::InvalidArgumentError(absl::StrCat("not an HLO instruction: ", expression.substr(0, 80)));
  }
  size_t pos = eq + 3;
  size_t error_offset = 0;
  absl::StatusOr<hlo::Shape> shape = hlo::ParseShapeAt(expression, &pos, &error_offset);
  if (!shape.ok()) {
    return absl::InvalidArgumentError(
        absl::StrCat("bad shape at byte ", error_offset, " of: ", expression.substr(0, 120)));
  }
  ParsedExpression out;
  out.shape = *std::move(shape);
  while (pos < expression.size() && expression[pos] == ' ') ++pos;
  const size_t start = pos;
  while (pos < expression.size() &&
         (std::isalnum(static_cast<unsigned char>(expression[pos])) || expression[pos] == '-' ||
          expression[pos] == '_')) {
    ++pos;
  }
  out.opcode = std::string(expression.substr(start, pos - start));
  if (const size_t kind = expression.find("kind=k", pos); kind != absl::string_view::npos) {
    size_t end = kind + 5;
    while (end < expression.size() && std::isalnum(static_cast<unsigned char>(expression[end]))) ++end;
    out.fusion_kind = std::string(expression.substr(kind + 5, end - kind - 5));
  }
  return out;
}

}  // namespace tpusim::check
