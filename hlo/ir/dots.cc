#include "hlo/ir/dots.h"

namespace tpusim::hlo {
namespace {

bool ComputationHasDotOrConvolution(const Computation& computation, int depth);

bool InstructionHasDotOrConvolution(const Instruction& instruction, int depth) {
  if (IsDotOrConvolution(instruction)) return true;
  if (instruction.opcode() != HloOpcode::kFusion || depth >= kMaxFusionNesting) return false;
  const Computation* body = instruction.fused_computation();
  return body != nullptr && ComputationHasDotOrConvolution(*body, depth + 1);
}

bool ComputationHasDotOrConvolution(const Computation& computation, int depth) {
  for (const auto& instruction : computation.instructions()) {
    if (InstructionHasDotOrConvolution(*instruction, depth)) return true;
  }
  return false;
}

}  // namespace

bool IsDotOrConvolution(const Instruction& instruction) {
  const HloOpcode op = instruction.opcode();
  return op == HloOpcode::kDot || op == HloOpcode::kConvolution;
}

bool HasDotOrConvolution(const Instruction& instruction) {
  return InstructionHasDotOrConvolution(instruction, 0);
}

bool HasDotOrConvolution(const Computation& computation) {
  return ComputationHasDotOrConvolution(computation, 0);
}

}  // namespace tpusim::hlo
