// Shape rules: dynamic dimensions, and shardings that need more devices than
// the slice has.
#include <algorithm>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "compat/checks/checks.h"
#include "hlo/ir/unbound_dims.h"

namespace tpusim::compat::checks {
namespace {

using hlo::HloOpcode;

// The dims of the array leaves of `shape` that are `?` (unbounded) or `<=N`
// (bounded), as "dim i of f32[?,128]" strings; `symbols` are the dims'
// JAX names (an entry parameter's, hlo/ir/unbound_dims.h), shown with them.
void DynamicDims(const hlo::Shape& shape, bool unbounded, std::vector<std::string>* out,
                 const std::vector<std::string>& symbols = {}) {
  if (shape.IsTuple()) {
    for (const hlo::Shape& element : shape.tuple_shapes()) DynamicDims(element, unbounded, out);
    return;
  }
  if (!shape.IsArray()) return;
  for (int64_t i = 0; i < shape.rank(); ++i) {
    const bool is_unbounded = shape.is_unbounded_dim(i);
    const bool is_bounded = shape.is_dynamic_dim(i) && !is_unbounded;
    if (unbounded ? is_unbounded : is_bounded) {
      out->push_back(absl::StrCat("dim ", i, " of ", shape.ToString(/*print_layout=*/false)));
      if (i < static_cast<int64_t>(symbols.size()) && !symbols[i].empty()) {
        absl::StrAppend(&out->back(), " (symbol ", symbols[i], ")");
      }
    }
  }
}

bool AnyOperandUnbounded(const hlo::Instruction& instruction) {
  for (const hlo::Instruction* operand : instruction.operands()) {
    if (operand->shape().IsUnbounded()) return true;
  }
  return false;
}

bool IsEntryParameter(const hlo::Instruction& instruction) {
  return instruction.opcode() == HloOpcode::kParameter && instruction.parent() != nullptr &&
         instruction.parent()->IsEntry();
}

}  // namespace

void UnboundedDynamicShape(const CheckContext& context, FindingSink& sink) {
  for (const hlo::Instruction* instruction : context.program.ops()) {
    if (!instruction->shape().IsUnbounded()) continue;
    // Report where unboundedness enters (entry parameters, or ops such as
    // dynamic-reshape that make it from bounded inputs), not every op that
    // carries it on.
    const bool source = IsEntryParameter(*instruction) ||
                        (!IsPlumbing(instruction->opcode()) && !AnyOperandUnbounded(*instruction));
    if (!source) continue;
    std::vector<std::string> dims;
    DynamicDims(instruction->shape(), /*unbounded=*/true, &dims,
                IsEntryParameter(*instruction) ? hlo::ParameterDimSymbols(*instruction)
                                               : std::vector<std::string>());
    sink.Report(*instruction,
                absl::StrCat(absl::StrJoin(dims, ", "), dims.size() == 1 ? " is" : " are",
                             " unbounded (?); XLA:TPU compiles only static or bounded "
                             "(<=N) shapes: specialize it (jax.export shape refinement, or "
                             "tpusim --bind-dim) before compiling"),
                "unbounded");
  }
}

void BoundedDynamicShape(const CheckContext& context, FindingSink& sink) {
  for (const hlo::Instruction* instruction : context.program.ops()) {
    if (!IsEntryParameter(*instruction) || !instruction->shape().IsDynamic()) continue;
    std::vector<std::string> dims;
    DynamicDims(instruction->shape(), /*unbounded=*/false, &dims);
    if (dims.empty()) continue;
    sink.Report(*instruction,
                absl::StrCat(absl::StrJoin(dims, ", "),
                             " is dynamic: XLA:TPU pads it to its bound, so memory and "
                             "compute are sized for the bound, not the actual length"),
                "bounded");
  }
}

void ShardingDeviceCount(const CheckContext& context, FindingSink& sink) {
  if (!context.slice_devices.has_value()) return;
  const int64_t available = *context.slice_devices;
  const hlo::Module& module = context.module;
  const int64_t partitions = module.num_partitions.value_or(1);
  const int64_t replicas = module.replica_count.value_or(1);
  int64_t needed = partitions * replicas;
  const hlo::Instruction* anchor = nullptr;
  for (const hlo::Instruction* instruction : context.program.ops()) {
    absl::string_view sharding = instruction->sharding();
    if (sharding.empty()) continue;
    const int64_t devices = ShardingDevices(sharding);
    if (devices > needed) {
      needed = devices;
      anchor = instruction;
    }
  }
  if (needed <= available) return;
  std::string why =
      anchor != nullptr
          ? absl::StrCat("sharding ", anchor->sharding(), " of ", anchor->name(), " needs ",
                         needed, " devices")
          : absl::StrCat("the module is compiled for ", partitions, " partition(s) x ",
                         replicas, " replica(s) = ", needed, " devices");
  std::string message =
      absl::StrCat(why, " but the slice has ", available,
                   "; reshard over at most ", available,
                   " devices (mesh shape) or run on a slice with at least ", needed);
  if (anchor != nullptr) {
    sink.Report(*anchor, std::move(message), absl::StrCat("devices=", needed));
  } else {
    sink.ReportModule(std::move(message), absl::StrCat("devices=", needed));
  }
}

}  // namespace tpusim::compat::checks
