// The ops a profile recorded, read from the profiler's op_profile tree and
// hlo_stats table (xprof's tool outputs; formats in docs/research xprof.md
// section 2). Each op's `expression` is the instruction as XLA:TPU compiled
// it, with its TPU layouts, which is what `tpusim check` compares against.
#ifndef TPUSIM_TOOLS_CHECK_XPROF_OPS_H_
#define TPUSIM_TOOLS_CHECK_XPROF_OPS_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "hlo/ir/shape.h"
#include "nlohmann/json.hpp"

namespace tpusim::check {

struct ProfiledOp {
  std::string program;     // "jit_train_step(2041036616644817336)" or the program id.
  std::string name;        // "fusion.556"
  std::string category;    // "loop fusion", "convolution fusion", "all-gather", ...
  std::string expression;  // "%fusion.556 = bf16[...]{...} fusion(...), kind=kOutput, ..."
  // The fusion this op sits inside ("" at the top level), from the tree.
  std::string fused_into;
};

// Every op node of an op_profile `Profile` (its byProgram tree): the ops at
// the top level of each program and, under a fusion, the ops it fused.
// Grouping nodes ("X and its duplicate(s)", categories) are walked through;
// an op listed twice is kept once.
absl::StatusOr<std::vector<ProfiledOp>> ReadOpProfile(const nlohmann::json& profile);

// The rows of an hlo_stats DataTable (cols program_id, category,
// hlo_op_name, hlo_op_expression); top-level ops only.
absl::StatusOr<std::vector<ProfiledOp>> ReadHloStats(const nlohmann::json& table);

// Parts of an expression: the result shape with its layouts, the opcode and
// the fusion kind ("kLoop"; "" for other ops).
struct ParsedExpression {
  hlo::Shape shape;
  std::string opcode;
  std::string fusion_kind;
};
absl::StatusOr<ParsedExpression> ParseExpression(absl::string_view expression);

}  // namespace tpusim::check

#endif  // TPUSIM_TOOLS_CHECK_XPROF_OPS_H_
