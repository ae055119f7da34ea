#include "tpu_model/compiler/dead_code.h"

#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "hlo/base/status_macros.h"
#include "tpu_model/compiler/module_builder.h"

namespace tpusim::tpu::compiler {
namespace {

using hlo::HloOpcode;

// The instructions of `computation` that must stay: the root, everything
// not removable, and what those read or wait for.
absl::flat_hash_set<const hlo::Instruction*> LiveInstructions(
    const hlo::Computation& computation) {
  absl::flat_hash_set<const hlo::Instruction*> live;
  std::vector<const hlo::Instruction*> stack;
  auto keep = [&](const hlo::Instruction* instruction) {
    if (live.insert(instruction).second) stack.push_back(instruction);
  };
  if (computation.root() != nullptr) keep(computation.root());
  for (const auto& instruction : computation.instructions()) {
    if (!IsRemovableWhenUnread(*instruction)) keep(instruction.get());
  }
  while (!stack.empty()) {
    const hlo::Instruction* instruction = stack.back();
    stack.pop_back();
    for (const hlo::Instruction* operand : instruction->operands()) keep(operand);
    for (const hlo::Instruction* pred : instruction->control_predecessors()) keep(pred);
  }
  return live;
}

// Every dead chain ends in an unread instruction, so the live set is only
// computed when there is one (a control edge may still keep it).
bool HasDeadInstruction(const hlo::Computation& computation) {
  for (const auto& instruction : computation.instructions()) {
    if (instruction->users().empty() && instruction.get() != computation.root() &&
        IsRemovableWhenUnread(*instruction)) {
      return LiveInstructions(computation).size() <
             static_cast<size_t>(computation.instruction_count());
    }
  }
  return false;
}

}  // namespace

bool IsRemovableWhenUnread(const hlo::Instruction& instruction) {
  const HloOpcode op = instruction.opcode();
  if (hlo::IsElementwise(op)) return op != HloOpcode::kRng;
  switch (op) {
    case HloOpcode::kBitcast:
    case HloOpcode::kBroadcast:
    case HloOpcode::kConcatenate:
    case HloOpcode::kConstant:
    case HloOpcode::kConvolution:
    case HloOpcode::kCopy:
    case HloOpcode::kDot:
    case HloOpcode::kDynamicSlice:
    case HloOpcode::kDynamicUpdateSlice:
    case HloOpcode::kGather:
    case HloOpcode::kGetTupleElement:
    case HloOpcode::kIota:
    case HloOpcode::kPad:
    case HloOpcode::kReduce:
    case HloOpcode::kReduceWindow:
    case HloOpcode::kReshape:
    case HloOpcode::kReverse:
    case HloOpcode::kScatter:
    case HloOpcode::kSelectAndScatter:
    case HloOpcode::kSlice:
    case HloOpcode::kSort:
    case HloOpcode::kTopK:
    case HloOpcode::kTranspose:
    case HloOpcode::kTuple:
      return true;
    default:
      return false;
  }
}

bool HasDeadCode(const hlo::Module& module) {
  for (const auto& computation : module.computations()) {
    if (!computation->IsFusionComputation() && HasDeadInstruction(*computation)) return true;
  }
  return false;
}

absl::StatusOr<DeadCodeRemovedModule> RemoveDeadCode(const hlo::Module& module) {
  DeadCodeRemovedModule out;
  ModuleBuilder builder(module);
  for (const hlo::Computation* source : module.MakeComputationPostOrder()) {
    hlo::Computation* copy = builder.NewComputationLike(*source);
    builder.MapComputation(source, copy);
    if (source->IsFusionComputation()) {
      TPUSIM_RETURN_IF_ERROR(CopyComputation(*source, builder, copy));
      continue;
    }
    const auto live = LiveInstructions(*source);
    absl::flat_hash_map<const hlo::Instruction*, hlo::Instruction*> map;
    for (const hlo::Instruction* instruction : TopologicalOrder(*source)) {
      if (!live.contains(instruction)) {
        ++out.removed;
        continue;
      }
      hlo::Instruction* cloned =
          copy->AddInstruction(builder.Clone(*instruction, MappedOperands(*instruction, map)));
      for (const hlo::Instruction* pred : instruction->control_predecessors()) {
        cloned->AddControlPredecessor(map.at(pred));
      }
      map[instruction] = cloned;
    }
    if (source->root() != nullptr) copy->set_root(map.at(source->root()));
  }
  TPUSIM_ASSIGN_OR_RETURN(out.module, builder.Finish(builder.Mapped(module.entry())));
  return out;
}

}  // namespace tpusim::tpu::compiler
