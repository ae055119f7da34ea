#include "tpu_model/compiler/gather_narrowing.h"

#include <vector>

#include "absl/container/flat_hash_map.h"
#include "hlo/base/status_macros.h"
#include "tpu_model/compiler/bf16_dot_operands.h"
#include "tpu_model/compiler/module_builder.h"

namespace tpusim::tpu::compiler {
namespace {

using hlo::HloOpcode;

bool IsNarrowableGather(const hlo::Instruction& instruction) {
  if (instruction.opcode() != HloOpcode::kAllGather || instruction.operand_count() != 1 ||
      !instruction.shape().IsArray() || !instruction.operand(0)->shape().IsArray() ||
      instruction.shape().element_type() != hlo::PrimitiveType::kF32 ||
      instruction.operand(0)->shape().element_type() != hlo::PrimitiveType::kF32 ||
      instruction.users().empty()) {
    return false;
  }
  for (const hlo::Instruction* user : instruction.users()) {
    if (!ReadsOnlyIntoDots(*user, instruction)) return false;
  }
  return true;
}

}  // namespace

bool HasGatheredDotOperandsToNarrow(const hlo::Module& module) {
  return AnyInstructionOutsideFusions(module, IsNarrowableGather);
}

absl::StatusOr<GatherNarrowedModule> NarrowGatheredDotOperands(const hlo::Module& module) {
  GatherNarrowedModule out;
  ModuleBuilder builder(module);
  for (const hlo::Computation* source : module.MakeComputationPostOrder()) {
    hlo::Computation* copy = builder.NewComputationLike(*source);
    absl::flat_hash_map<const hlo::Instruction*, hlo::Instruction*> map;
    for (const hlo::Instruction* instruction : TopologicalOrder(*source)) {
      std::vector<hlo::Instruction*> operands = MappedOperands(*instruction, map);
      const bool narrow = !source->IsFusionComputation() && IsNarrowableGather(*instruction);
      if (narrow) {
        operands[0] = copy->AddInstruction(
            ConvertTo(operands[0], Bf16Like(instruction->operand(0)->shape()), ".bf16"));
      }
      hlo::Instruction* cloned = copy->AddInstruction(builder.Clone(*instruction, operands));
      CopyControlPredecessors(*instruction, cloned, map);
      map[instruction] = cloned;
      if (narrow) {
        *cloned->mutable_shape() = Bf16Like(instruction->shape());
        map[instruction] = copy->AddInstruction(ConvertTo(cloned, instruction->shape(), ".f32"));
        ++out.narrowed;
      }
    }
    copy->set_root(map.at(source->root()));
    builder.MapComputation(source, copy);
  }
  TPUSIM_ASSIGN_OR_RETURN(out.module, builder.Finish(builder.Mapped(module.entry())));
  return out;
}

}  // namespace tpusim::tpu::compiler
