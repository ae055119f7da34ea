// Building a rewritten copy of a module: the compiler model's passes each
// read one module and write a new one, so a pass never sees a half-edited
// graph and the input stays valid for `--as-written` comparisons.
#ifndef TPUSIM_TPU_MODEL_COMPILER_MODULE_BUILDER_H_
#define TPUSIM_TPU_MODEL_COMPILER_MODULE_BUILDER_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/functional/function_ref.h"
#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "hlo/ir/hlo_module.h"

namespace tpusim::tpu::compiler {

class ModuleBuilder {
 public:
  // Copies the module-level facts of `source` (name, aliasing, donors,
  // partition counts, entry layout, other attributes); not its buffer
  // assignment, which belongs to the program as XLA optimized it.
  explicit ModuleBuilder(const hlo::Module& source);

  // A new computation, owned by the builder until Finish keeps it.
  hlo::Computation* NewComputation(absl::string_view name);
  // A new, empty computation with `source`'s name, id, execution thread,
  // async-sugar mark and input location (not yet mapped: see MapComputation).
  hlo::Computation* NewComputationLike(const hlo::Computation& source);
  // Later references to `source` (to_apply=, body=, ...) point at `copy`.
  void MapComputation(const hlo::Computation* source, hlo::Computation* copy);
  hlo::Computation* Mapped(const hlo::Computation* source) const;

  // A copy of `source` with `operands` and computation attributes remapped.
  // It keeps the source's name (Finish makes names unique), metadata and
  // input location.
  std::unique_ptr<hlo::Instruction> Clone(const hlo::Instruction& source,
                                          absl::Span<hlo::Instruction* const> operands);

  // `base`, then `base.1`, `base.2`, ... on later calls: names a pass
  // gives many new instructions (a fusion body's `param_0`) start out
  // unique, where Finish would otherwise rename a million clashes one by
  // one (a third of the fusion pass on a 36-layer-repeat train step).
  std::string NumberedName(absl::string_view base);

  // Keeps the computations reachable from `entry` (callees first), makes
  // instruction and computation names unique (callers keep theirs, so the
  // entry's fusions carry the names of the ops they replace and their
  // bodies' copies get a `.N` suffix), and finalizes the module.
  absl::StatusOr<std::unique_ptr<hlo::Module>> Finish(hlo::Computation* entry);

 private:
  std::unique_ptr<hlo::Module> module_;
  std::vector<std::unique_ptr<hlo::Computation>> pool_;
  absl::flat_hash_map<const hlo::Computation*, hlo::Computation*> computation_map_;
  int64_t next_id_ = 0;
  absl::flat_hash_map<std::string, int64_t> name_counts_;
};

// Copies every instruction of `source` into the empty `copy` (operands,
// control predecessors and called computations remapped) and sets its root.
// An operand from another computation is an error.
absl::Status CopyComputation(const hlo::Computation& source, ModuleBuilder& builder,
                             hlo::Computation* copy);

// What a pass puts in place of one instruction outside the fusion
// computations: the instruction that takes its place, built into `copy` from
// `operands` (the copies of the source's operands), or nullptr for a plain
// copy.
using InstructionRewrite = absl::FunctionRef<hlo::Instruction*(
    const hlo::Instruction& source, absl::Span<hlo::Instruction* const> operands,
    hlo::Computation* copy, ModuleBuilder& builder)>;

// A copy of `module` (computations callees first, instructions in
// TopologicalOrder) in which `rewrite` may replace each instruction outside
// the fusion computations; the replacement takes the source's control
// predecessors.
absl::StatusOr<std::unique_ptr<hlo::Module>> RewriteInstructions(const hlo::Module& module,
                                                                 InstructionRewrite rewrite);

// Whether some instruction outside the fusion computations satisfies
// `predicate` (the test each pass runs to skip a module it would not change).
bool AnyInstructionOutsideFusions(const hlo::Module& module,
                                  absl::FunctionRef<bool(const hlo::Instruction&)> predicate);

// The copies of `instruction`'s operands, through `map` (source -> copy).
std::vector<hlo::Instruction*> MappedOperands(
    const hlo::Instruction& instruction,
    const absl::flat_hash_map<const hlo::Instruction*, hlo::Instruction*>& map);

// Gives `copy` the copies of `source`'s control predecessors that `map`
// (source -> copy) holds; predecessors not copied are left out.
void CopyControlPredecessors(
    const hlo::Instruction& source, hlo::Instruction* copy,
    const absl::flat_hash_map<const hlo::Instruction*, hlo::Instruction*>& map);

// The instructions of `computation`, each after its operands and control
// predecessors, otherwise in the computation's own order.
std::vector<const hlo::Instruction*> TopologicalOrder(const hlo::Computation& computation);

// Adds to `computation` a new instruction computing `opcode` of `operands`
// into `shape`, named `name`, that stands for part of `source`: it carries
// `source`'s metadata and input location, so a compiled module's
// diagnostics still point at the input's line.
hlo::Instruction* AddDerivedInstruction(hlo::Computation* computation,
                                        const hlo::Instruction& source, std::string name,
                                        hlo::HloOpcode opcode, hlo::Shape shape,
                                        absl::Span<hlo::Instruction* const> operands);

}  // namespace tpusim::tpu::compiler

#endif  // TPUSIM_TPU_MODEL_COMPILER_MODULE_BUILDER_H_
