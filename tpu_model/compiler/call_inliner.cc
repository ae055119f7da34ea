#include "tpu_model/compiler/call_inliner.h"

#include <optional>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "hlo/base/status_macros.h"
#include "tpu_model/compiler/module_builder.h"

namespace tpusim::tpu::compiler {
namespace {

bool IsInlinable(const hlo::Instruction& instruction) {
  if (instruction.opcode() != hlo::HloOpcode::kCall) return false;
  const hlo::Computation* callee = instruction.called_computation("to_apply");
  return callee != nullptr && callee->execution_thread().empty() &&
         !callee->IsFusionComputation();
}

}  // namespace

bool HasCallsToInline(const hlo::Module& module) {
  return AnyInstructionOutsideFusions(module, IsInlinable);
}

absl::StatusOr<InlinedModule> InlineCalls(const hlo::Module& module) {
  InlinedModule out;
  ModuleBuilder builder(module);
  // Callees first, so an inlined body is already free of calls.
  for (const hlo::Computation* source : module.MakeComputationPostOrder()) {
    hlo::Computation* copy = builder.NewComputationLike(*source);
    absl::flat_hash_map<const hlo::Instruction*, hlo::Instruction*> map;
    for (const hlo::Instruction* instruction : TopologicalOrder(*source)) {
      std::vector<hlo::Instruction*> operands = MappedOperands(*instruction, map);
      if (!source->IsFusionComputation() && IsInlinable(*instruction)) {
        const hlo::Computation* callee =
            builder.Mapped(instruction->called_computation("to_apply"));
        if (callee == nullptr) {
          return absl::InternalError(absl::StrCat("callee of ", instruction->name(), " not built"));
        }
        absl::flat_hash_map<const hlo::Instruction*, hlo::Instruction*> inner;
        for (const auto& body : callee->instructions()) {
          hlo::Instruction* replacement = nullptr;
          if (body->opcode() == hlo::HloOpcode::kParameter) {
            const int64_t n = body->parameter_number();
            if (n < 0 || n >= static_cast<int64_t>(operands.size())) {
              return absl::InvalidArgumentError(absl::StrCat(
                  "call ", instruction->name(), " passes ", operands.size(),
                  " operands but its callee reads parameter ", n));
            }
            replacement = operands[n];
          } else {
            std::vector<hlo::Instruction*> body_operands;
            for (const hlo::Instruction* operand : body->operands()) {
              body_operands.push_back(inner.at(operand));
            }
            replacement = copy->AddInstruction(builder.Clone(*body, body_operands));
          }
          inner[body.get()] = replacement;
        }
        map[instruction] = inner.at(callee->root());
        ++out.calls_inlined;
        continue;
      }
      // An element of an inlined callee's tuple is the value it holds (as
      // XLA's simplifier folds get-tuple-element of a tuple): otherwise the
      // tuple keeps each element a buffer of its own, such as the two
      // u32[512,1024] halves of jax.random's threefry (dropout_mlp.ho4),
      // which XLA computes inside the fusions that read them.
      if (instruction->opcode() == hlo::HloOpcode::kGetTupleElement && operands.size() == 1 &&
          operands[0]->opcode() == hlo::HloOpcode::kTuple &&
          instruction->control_predecessors().empty()) {
        const std::optional<int64_t> index = instruction->tuple_index();
        if (index.has_value() && *index >= 0 && *index < operands[0]->operand_count() &&
            operands[0]->operand(*index)->shape() == instruction->shape()) {
          map[instruction] = operands[0]->operands()[*index];
          continue;
        }
      }
      hlo::Instruction* cloned = copy->AddInstruction(builder.Clone(*instruction, operands));
      CopyControlPredecessors(*instruction, cloned, map);
      map[instruction] = cloned;
    }
    copy->set_root(map.at(source->root()));
    builder.MapComputation(source, copy);
  }
  TPUSIM_ASSIGN_OR_RETURN(out.module, builder.Finish(builder.Mapped(module.entry())));
  return out;
}

}  // namespace tpusim::tpu::compiler
