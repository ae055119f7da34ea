#include "tpu_model/compiler/reducers.h"

#include <optional>

namespace tpusim::tpu::compiler {

using hlo::HloOpcode;

std::optional<HloOpcode> CombiningOp(const hlo::Computation* reducer) {
  if (reducer == nullptr || reducer->root() == nullptr) return std::nullopt;
  const hlo::Instruction& root = *reducer->root();
  switch (root.opcode()) {
    case HloOpcode::kAdd:
    case HloOpcode::kMultiply:
    case HloOpcode::kMaximum:
    case HloOpcode::kMinimum:
    case HloOpcode::kAnd:
    case HloOpcode::kOr:
    case HloOpcode::kXor:
      break;
    default:
      return std::nullopt;
  }
  if (root.operand_count() != 2) return std::nullopt;
  for (const hlo::Instruction* operand : root.operands()) {
    if (operand->opcode() != HloOpcode::kParameter) return std::nullopt;
  }
  if (root.operand(0) == root.operand(1)) return std::nullopt;
  return root.opcode();
}

}  // namespace tpusim::tpu::compiler
