#include "hlo/ir/dots.h"

#include <cstdint>
#include <vector>

#include "absl/algorithm/container.h"
#include "hlo/base/checked_math.h"

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

bool IsMatrixProduct(const Instruction& instruction) {
  if (instruction.opcode() == HloOpcode::kConvolution) return true;
  if (instruction.opcode() != HloOpcode::kDot || instruction.operand_count() != 2) return false;
  const DotDimensionNumbers numbers = instruction.dot_dimension_numbers();
  auto free_extent = [](const Shape& shape, const std::vector<int64_t>& batch,
                        const std::vector<int64_t>& contracting) {
    if (!shape.IsArray()) return int64_t{0};
    int64_t extent = 1;
    for (int64_t d = 0; d < shape.rank(); ++d) {
      if (absl::c_linear_search(batch, d) || absl::c_linear_search(contracting, d)) continue;
      extent = SaturatingMul(extent, shape.dims()[d]);
    }
    return extent;
  };
  return free_extent(instruction.operand(0)->shape(), numbers.lhs_batch_dimensions,
                     numbers.lhs_contracting_dimensions) > 1 &&
         free_extent(instruction.operand(1)->shape(), numbers.rhs_batch_dimensions,
                     numbers.rhs_contracting_dimensions) > 1;
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
