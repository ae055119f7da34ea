#include "hlo/ir/dots.h"

namespace tpusim::hlo {
namespace {

using OpTest = bool (*)(const Instruction&);

bool ComputationHas(const Computation& computation, OpTest test, int depth);

// `test` holds for the instruction or, in a fusion, for one of its body's
// instructions (nested fusions to kMaxFusionNesting).
bool InstructionHas(const Instruction& instruction, OpTest test, int depth) {
  if (test(instruction)) return true;
  if (instruction.opcode() != HloOpcode::kFusion || depth >= kMaxFusionNesting) return false;
  const Computation* body = instruction.fused_computation();
  return body != nullptr && ComputationHas(*body, test, depth + 1);
}

bool ComputationHas(const Computation& computation, OpTest test, int depth) {
  for (const auto& instruction : computation.instructions()) {
    if (InstructionHas(*instruction, test, depth)) return true;
  }
  return false;
}

bool IsConvolution(const Instruction& instruction) {
  return instruction.opcode() == HloOpcode::kConvolution;
}

bool IsOverlappingConvolution(const Instruction& instruction) {
  if (!IsConvolution(instruction)) return false;
  const Window* window = instruction.window();
  if (window == nullptr) return true;
  for (const WindowDim& dim : window->dims) {
    if (dim.size > dim.stride && dim.window_dilation == 1) return true;
  }
  return false;
}

}  // namespace

bool IsDotOrConvolution(const Instruction& instruction) {
  const HloOpcode op = instruction.opcode();
  return op == HloOpcode::kDot || op == HloOpcode::kConvolution;
}

bool HasDotOrConvolution(const Instruction& instruction) {
  return InstructionHas(instruction, IsDotOrConvolution, 0);
}

bool HasDotOrConvolution(const Computation& computation) {
  return ComputationHas(computation, IsDotOrConvolution, 0);
}

bool HasConvolution(const Instruction& instruction) {
  return InstructionHas(instruction, IsConvolution, 0);
}

bool HasOverlappingConvolution(const Instruction& instruction) {
  return InstructionHas(instruction, IsOverlappingConvolution, 0);
}

}  // namespace tpusim::hlo
