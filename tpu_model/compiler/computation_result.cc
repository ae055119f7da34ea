#include "tpu_model/compiler/computation_result.h"

#include <algorithm>

namespace tpusim::tpu::compiler {

bool IsComputationResult(const hlo::Instruction& instruction) {
  const hlo::Computation* parent = instruction.parent();
  if (parent == nullptr || parent->root() == nullptr) return false;
  const hlo::Instruction* root = parent->root();
  if (root == &instruction) return true;
  return root->opcode() == hlo::HloOpcode::kTuple &&
         std::find(root->operands().begin(), root->operands().end(), &instruction) !=
             root->operands().end();
}

bool IsComputationOutput(const hlo::Instruction& instruction) {
  if (IsComputationResult(instruction)) return true;
  const hlo::Computation* parent = instruction.parent();
  if (parent == nullptr || parent->root() == nullptr ||
      parent->root()->opcode() != hlo::HloOpcode::kTuple) {
    return false;
  }
  const hlo::Instruction* root = parent->root();
  for (const hlo::Instruction* user : instruction.users()) {
    if (user->opcode() != hlo::HloOpcode::kGetTupleElement) continue;
    for (const hlo::Instruction* reader : user->users()) {
      if (reader == root) return true;
    }
  }
  return false;
}

}  // namespace tpusim::tpu::compiler
