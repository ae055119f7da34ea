#include "tpu_model/compiler/loop_operand_narrowing.h"

#include <string>
#include <vector>

#include "absl/container/btree_set.h"
#include "absl/container/flat_hash_map.h"
#include "hlo/base/status_macros.h"
#include "tpu_model/compiler/bf16_dot_operands.h"
#include "tpu_model/compiler/module_builder.h"

namespace tpusim::tpu::compiler {
namespace {

using hlo::HloOpcode;

// The get-tuple-elements of `tuple_value` (a while, or a loop computation's
// parameter) by index; false when something else reads it.
bool ElementReaders(const hlo::Instruction& tuple_value,
                    absl::flat_hash_map<int64_t, std::vector<const hlo::Instruction*>>* out) {
  for (const hlo::Instruction* user : tuple_value.users()) {
    if (user->opcode() != HloOpcode::kGetTupleElement || !user->tuple_index()) return false;
    (*out)[*user->tuple_index()].push_back(user);
  }
  return true;
}

// The single parameter of a loop body or condition (the module is
// finalized, so the parameter table is filled).
const hlo::Instruction* TupleParameter(const hlo::Computation& computation) {
  return computation.parameters().size() == 1 ? computation.parameter(0) : nullptr;
}

// The state elements of `loop` to carry as bf16 (empty when none qualify).
absl::btree_set<int64_t> NarrowableElements(
    const hlo::Instruction& loop,
    const absl::flat_hash_map<const hlo::Computation*, int>& callers) {
  const hlo::Computation* body = loop.called_computation("body");
  const hlo::Computation* condition = loop.called_computation("condition");
  if (body == nullptr || condition == nullptr || loop.operand_count() != 1 ||
      callers.at(body) != 1 || callers.at(condition) != 1) {
    return {};
  }
  const hlo::Instruction& init = *loop.operand(0);
  const hlo::Instruction* body_parameter = TupleParameter(*body);
  const hlo::Instruction* condition_parameter = TupleParameter(*condition);
  const hlo::Instruction* root = body->root();
  if (init.opcode() != HloOpcode::kTuple || init.users().size() != 1 ||
      body_parameter == nullptr || condition_parameter == nullptr || root == nullptr ||
      root->opcode() != HloOpcode::kTuple || !loop.shape().IsTuple() ||
      root->operand_count() != static_cast<int64_t>(loop.shape().tuple_shapes().size()) ||
      init.operand_count() != root->operand_count()) {
    return {};
  }
  absl::flat_hash_map<int64_t, std::vector<const hlo::Instruction*>> in_body, in_condition,
      after;
  if (!ElementReaders(*body_parameter, &in_body) ||
      !ElementReaders(*condition_parameter, &in_condition) || !ElementReaders(loop, &after)) {
    return {};
  }
  absl::btree_set<int64_t> out;
  for (int64_t i = 0; i < root->operand_count(); ++i) {
    const hlo::Shape& shape = loop.shape().tuple_shapes()[i];
    if (!shape.IsArray() || shape.rank() == 0 ||
        shape.element_type() != hlo::PrimitiveType::kF32) {
      continue;
    }
    // Passed through the body unchanged.
    const hlo::Instruction* passed = root->operand(i);
    if (passed->opcode() != HloOpcode::kGetTupleElement || passed->operand(0) != body_parameter ||
        passed->tuple_index() != i) {
      continue;
    }
    bool qualifies = true;
    for (const hlo::Instruction* read : in_body[i]) {
      for (const hlo::Instruction* user : read->users()) {
        if (user == root) {
          for (int64_t j = 0; j < root->operand_count(); ++j) {
            if (root->operand(j) == read && j != i) qualifies = false;
          }
        } else if (!ReadsOnlyIntoDots(*user, *read)) {
          qualifies = false;
        }
      }
    }
    for (const hlo::Instruction* read : in_condition[i]) qualifies &= read->users().empty();
    for (const hlo::Instruction* read : after[i]) qualifies &= read->users().empty();
    if (qualifies) out.insert(i);
  }
  return out;
}

// What NarrowLoopDotOperands changes: loops and their computations.
struct NarrowingPlan {
  absl::flat_hash_map<const hlo::Instruction*, absl::btree_set<int64_t>> loops;
  absl::flat_hash_map<const hlo::Computation*, const absl::btree_set<int64_t>*> bodies;
  absl::flat_hash_map<const hlo::Computation*, const absl::btree_set<int64_t>*> conditions;
  absl::flat_hash_map<const hlo::Instruction*, const absl::btree_set<int64_t>*> inits;
};

NarrowingPlan PlanNarrowing(const hlo::Module& module) {
  absl::flat_hash_map<const hlo::Computation*, int> callers;
  for (const auto& computation : module.computations()) {
    callers.try_emplace(computation.get(), 0);
    for (const auto& instruction : computation->instructions()) {
      for (const hlo::Computation* callee : instruction->called_computations()) {
        ++callers[callee];
      }
    }
  }
  NarrowingPlan plan;
  for (const auto& computation : module.computations()) {
    if (computation->IsFusionComputation()) continue;
    for (const auto& instruction : computation->instructions()) {
      if (instruction->opcode() != HloOpcode::kWhile) continue;
      absl::btree_set<int64_t> elements = NarrowableElements(*instruction, callers);
      if (!elements.empty()) plan.loops[instruction.get()] = std::move(elements);
    }
  }
  for (const auto& [loop, elements] : plan.loops) {
    plan.bodies[loop->called_computation("body")] = &elements;
    plan.conditions[loop->called_computation("condition")] = &elements;
    plan.inits[loop->operand(0)] = &elements;
  }
  return plan;
}

void NarrowTupleElements(hlo::Shape* shape, const absl::btree_set<int64_t>& elements) {
  for (int64_t i : elements) {
    if (i < static_cast<int64_t>(shape->tuple_shapes().size())) {
      shape->mutable_tuple_shapes()[i] = Bf16Like(shape->tuple_shapes()[i]);
    }
  }
}

}  // namespace

bool HasLoopDotOperandsToNarrow(const hlo::Module& module) {
  return !PlanNarrowing(module).loops.empty();
}

absl::StatusOr<NarrowedModule> NarrowLoopDotOperands(const hlo::Module& module) {
  const NarrowingPlan plan = PlanNarrowing(module);
  NarrowedModule out;
  ModuleBuilder builder(module);
  for (const hlo::Computation* source : module.MakeComputationPostOrder()) {
    hlo::Computation* copy = builder.NewComputationLike(*source);
    const auto body = plan.bodies.find(source);
    const auto condition = plan.conditions.find(source);
    const absl::btree_set<int64_t>* loop_elements =
        body != plan.bodies.end()           ? body->second
        : condition != plan.conditions.end() ? condition->second
                                             : nullptr;
    const hlo::Instruction* loop_parameter =
        loop_elements != nullptr ? TupleParameter(*source) : nullptr;
    // Values as their readers see them, and (for narrowed elements read in
    // a body) the bf16 value the body passes on.
    absl::flat_hash_map<const hlo::Instruction*, hlo::Instruction*> map;
    absl::flat_hash_map<const hlo::Instruction*, hlo::Instruction*> narrow;
    for (const hlo::Instruction* instruction : TopologicalOrder(*source)) {
      std::vector<hlo::Instruction*> operands;
      operands.reserve(instruction->operands().size());
      for (int64_t k = 0; k < instruction->operand_count(); ++k) {
        const hlo::Instruction* operand = instruction->operand(k);
        auto it = narrow.find(operand);
        operands.push_back(it != narrow.end() && instruction == source->root()
                               ? it->second
                               : map.at(operand));
      }
      auto init = plan.inits.find(instruction);
      if (init != plan.inits.end()) {
        for (int64_t i : *init->second) {
          operands[i] = copy->AddInstruction(
              ConvertTo(operands[i], Bf16Like(instruction->operand(i)->shape()), ".bf16"));
          ++out.narrowed;
        }
      }
      hlo::Instruction* cloned = copy->AddInstruction(builder.Clone(*instruction, operands));
      CopyControlPredecessors(*instruction, cloned, map);
      map[instruction] = cloned;
      if (init != plan.inits.end()) {
        NarrowTupleElements(cloned->mutable_shape(), *init->second);
      }
      auto loop = plan.loops.find(instruction);
      if (loop != plan.loops.end()) NarrowTupleElements(cloned->mutable_shape(), loop->second);
      if (instruction->opcode() == HloOpcode::kGetTupleElement && instruction->tuple_index()) {
        const int64_t i = *instruction->tuple_index();
        auto after = plan.loops.find(instruction->operand(0));
        if (after != plan.loops.end() && after->second.contains(i)) {
          *cloned->mutable_shape() = Bf16Like(instruction->shape());
        }
        if (loop_parameter != nullptr && instruction->operand(0) == loop_parameter &&
            loop_elements->contains(i)) {
          *cloned->mutable_shape() = Bf16Like(instruction->shape());
          if (body != plan.bodies.end()) {
            // Readers in the body see f32 again; the root passes bf16 on.
            narrow[instruction] = cloned;
            map[instruction] =
                copy->AddInstruction(ConvertTo(cloned, instruction->shape(), ".f32"));
          }
        }
      }
      if (instruction == loop_parameter ||
          (body != plan.bodies.end() && instruction == source->root())) {
        NarrowTupleElements(cloned->mutable_shape(), *loop_elements);
      }
    }
    copy->set_root(map.at(source->root()));
    builder.MapComputation(source, copy);
  }
  TPUSIM_ASSIGN_OR_RETURN(out.module, builder.Finish(builder.Mapped(module.entry())));
  return out;
}

}  // namespace tpusim::tpu::compiler
