#include "tpu_model/compiler/module_builder.h"

#include <utility>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "hlo/ir/instruction_map.h"
#include "hlo/ir/instruction_prefetch.h"

namespace tpusim::tpu::compiler {

ModuleBuilder::ModuleBuilder(const hlo::Module& source)
    : module_(std::make_unique<hlo::Module>(source.name())) {
  module_->replica_count = source.replica_count;
  module_->num_partitions = source.num_partitions;
  module_->input_output_alias = source.input_output_alias;
  module_->buffer_donors = source.buffer_donors;
  module_->entry_computation_layout = source.entry_computation_layout;
  module_->other_attributes = source.other_attributes;
}

hlo::Computation* ModuleBuilder::NewComputation(absl::string_view name) {
  pool_.push_back(std::make_unique<hlo::Computation>(std::string(name)));
  return pool_.back().get();
}

hlo::Computation* ModuleBuilder::NewComputationLike(const hlo::Computation& source) {
  hlo::Computation* copy = NewComputation(source.name());
  copy->set_id(source.id());
  copy->set_execution_thread(source.execution_thread());
  copy->set_async_sugar_wrapper(source.IsAsyncSugarWrapper());
  copy->set_input_location(source.input_location());
  return copy;
}

void ModuleBuilder::MapComputation(const hlo::Computation* source, hlo::Computation* copy) {
  computation_map_[source] = copy;
}

hlo::Computation* ModuleBuilder::Mapped(const hlo::Computation* source) const {
  auto it = computation_map_.find(source);
  return it == computation_map_.end() ? nullptr : it->second;
}

std::unique_ptr<hlo::Instruction> ModuleBuilder::Clone(
    const hlo::Instruction& source, absl::Span<hlo::Instruction* const> operands) {
  auto copy = std::make_unique<hlo::Instruction>(source.name(), source.opcode(),
                                                 source.shape());
  copy->set_id(next_id_++);
  copy->set_parameter_number(source.parameter_number());
  if (!source.literal().empty()) copy->set_literal(source.literal());
  copy->ReserveOperands(operands.size());
  for (hlo::Instruction* operand : operands) copy->AppendOperand(operand);
  copy->mutable_attributes().reserve(source.attributes().size());
  for (const hlo::Attribute& attribute : source.attributes()) {
    hlo::Attribute a = attribute;
    if (a.kind == hlo::AttrKind::kComputation) {
      auto& callee = std::get<hlo::Computation*>(a.value);
      if (hlo::Computation* mapped = Mapped(callee)) callee = mapped;
    } else if (a.kind == hlo::AttrKind::kComputationList) {
      for (hlo::Computation*& callee : std::get<std::vector<hlo::Computation*>>(a.value)) {
        if (hlo::Computation* mapped = Mapped(callee)) callee = mapped;
      }
    }
    copy->AddAttribute(std::move(a));
  }
  copy->ShareMetadata(source);
  // Diagnostics on a compiled module still point at the input's line.
  copy->set_input_location(source.input_location());
  return copy;
}

namespace {

// Renames what would clash with an earlier name by appending `.N`. The
// table views the names where they live (no copies) and keeps, beside each
// name, the next suffix to try when it comes again (fusion bodies repeat the
// names of the ops they copy a million times): a clash then finds its
// counter in the slot the failed insert just read.
class UniqueNames {
 public:
  void Reserve(size_t names) { taken_.reserve(names); }
  // Brings in the table memory MakeUnique will probe for `name`: a module's
  // names are inserted one after another at random places in a table of
  // millions, each a cache miss unless prefetched a few names ahead.
  void Prefetch(absl::string_view name) const { taken_.prefetch(name); }
  // Brings in the table memory of the first new name MakeUnique would try
  // for `name` were it taken now. Fusion bodies repeat the names of their
  // fusions and of the producers they duplicate (1.0M of the 2.6M names of
  // a 36-layer-repeat train step are renamed), and the renamed names'
  // probes were the misses left after Prefetch. A hint: names inserted
  // meanwhile may change what MakeUnique tries.
  void PrefetchRenamed(absl::string_view name) {
    auto it = taken_.find(name);
    if (it == taken_.end()) return;
    renamed_.clear();
    absl::StrAppend(&renamed_, name, ".", it->second + 1);
    taken_.prefetch(renamed_);
  }
  template <typename Named>
  void MakeUnique(Named& named) {
    auto [it, inserted] = taken_.try_emplace(named.name(), 0);
    if (inserted) return;
    int64_t& n = it->second;
    std::string name;
    do {
      name = absl::StrCat(named.name(), ".", ++n);
    } while (taken_.contains(name));
    named.set_name(std::move(name));
    taken_.try_emplace(named.name(), 0);
  }

 private:
  absl::flat_hash_map<absl::string_view, int64_t> taken_;
  std::string renamed_;  // PrefetchRenamed's scratch, kept to reuse its buffer.
};

// Makes the names of `named` unique in order, prefetching for the names a
// few places ahead.
template <typename Named>
void MakeAllUnique(const std::vector<Named*>& named, UniqueNames& names) {
  // Each stage reads what the one before fetched: the object (its name's
  // pointer and size), the name's characters, the table slots for the name
  // and then for its renamed form.
  constexpr size_t kObjectDistance = 16;
  constexpr size_t kTextDistance = 12;
  constexpr size_t kPrefetchDistance = 8;
  constexpr size_t kRenamedDistance = 4;
  for (size_t i = 0; i < named.size(); ++i) {
    if (i + kObjectDistance < named.size()) __builtin_prefetch(named[i + kObjectDistance]);
    if (i + kTextDistance < named.size()) {
      __builtin_prefetch(named[i + kTextDistance]->name().data());
    }
    if (i + kPrefetchDistance < named.size()) {
      names.Prefetch(named[i + kPrefetchDistance]->name());
    }
    if (i + kRenamedDistance < named.size()) {
      names.PrefetchRenamed(named[i + kRenamedDistance]->name());
    }
    names.MakeUnique(*named[i]);
  }
}

}  // namespace

std::string ModuleBuilder::NumberedName(absl::string_view base) {
  int64_t& count = name_counts_[base];
  return count++ == 0 ? std::string(base) : absl::StrCat(base, ".", count - 1);
}

absl::StatusOr<std::unique_ptr<hlo::Module>> ModuleBuilder::Finish(hlo::Computation* entry) {
  // Reachability over the new computations' call attributes.
  absl::flat_hash_set<const hlo::Computation*> reachable;
  std::vector<hlo::Computation*> order;  // Callees before callers.
  std::vector<std::pair<hlo::Computation*, bool>> stack = {{entry, false}};
  while (!stack.empty()) {
    auto [c, expanded] = stack.back();
    stack.pop_back();
    if (expanded) {
      order.push_back(c);
      continue;
    }
    if (!reachable.insert(c).second) continue;
    stack.push_back({c, true});
    const auto& instructions = c->instructions();
    for (size_t k = 0; k < instructions.size(); ++k) {
      // The attribute arrays of an instruction fetched before.
      constexpr size_t kAhead = hlo::kInstructionPrefetchDistance;
      if (k + kAhead < instructions.size()) hlo::PrefetchInstruction(instructions[k + kAhead].get());
      if (k + kAhead / 2 < instructions.size()) {
        __builtin_prefetch(instructions[k + kAhead / 2]->attributes().data());
      }
      instructions[k]->ForEachCalledComputation([&](hlo::Computation* callee) {
        if (!reachable.contains(callee)) stack.push_back({callee, false});
      });
    }
  }
  absl::flat_hash_map<const hlo::Computation*, std::unique_ptr<hlo::Computation>*> owner;
  for (auto& owned : pool_) owner[owned.get()] = &owned;
  // Unique names, callers first.
  UniqueNames instruction_names, computation_names;
  size_t instruction_count = 0;
  for (hlo::Computation* c : order) instruction_count += c->instructions().size();
  instruction_names.Reserve(instruction_count);
  computation_names.Reserve(order.size());
  // The two name spaces are apart, so the computations are named first and
  // the instructions then in one flat pass, which can prefetch across the
  // many small fusion bodies.
  std::vector<hlo::Computation*> callers_first(order.rbegin(), order.rend());
  std::vector<hlo::Instruction*> instructions;
  instructions.reserve(instruction_count);
  for (hlo::Computation* c : callers_first) {
    for (const auto& instruction : c->instructions()) instructions.push_back(instruction.get());
  }
  MakeAllUnique(callers_first, computation_names);
  MakeAllUnique(instructions, instruction_names);
  for (hlo::Computation* c : order) {
    auto it = owner.find(c);
    if (it == owner.end() || *it->second == nullptr) continue;
    module_->AddComputation(std::move(*it->second));
  }
  pool_.clear();
  module_->set_entry(entry);
  absl::Status finalized = module_->Finalize();
  if (!finalized.ok()) {
    return absl::InternalError(
        absl::StrCat("the compiler model built an invalid module: ", finalized.message()));
  }
  return std::move(module_);
}

absl::StatusOr<std::unique_ptr<hlo::Module>> RewriteInstructions(const hlo::Module& module,
                                                                 InstructionRewrite rewrite) {
  ModuleBuilder builder(module);
  for (const hlo::Computation* source : module.MakeComputationPostOrder()) {
    hlo::Computation* copy = builder.NewComputationLike(*source);
    absl::flat_hash_map<const hlo::Instruction*, hlo::Instruction*> map;
    for (const hlo::Instruction* instruction : TopologicalOrder(*source)) {
      std::vector<hlo::Instruction*> operands = MappedOperands(*instruction, map);
      hlo::Instruction* made = source->IsFusionComputation()
                                   ? nullptr
                                   : rewrite(*instruction, operands, copy, builder);
      if (made == nullptr) made = copy->AddInstruction(builder.Clone(*instruction, operands));
      CopyControlPredecessors(*instruction, made, map);
      map[instruction] = made;
    }
    copy->set_root(map.at(source->root()));
    builder.MapComputation(source, copy);
  }
  return builder.Finish(builder.Mapped(module.entry()));
}

absl::Status CopyComputation(const hlo::Computation& source, ModuleBuilder& builder,
                          hlo::Computation* copy) {
  absl::flat_hash_map<const hlo::Instruction*, hlo::Instruction*> map;
  for (const hlo::Instruction* instruction : TopologicalOrder(source)) {
    std::vector<hlo::Instruction*> operands;
    for (const hlo::Instruction* operand : instruction->operands()) {
      auto it = map.find(operand);
      if (it == map.end()) {
        return absl::InvalidArgumentError(absl::StrCat(
            "instruction ", instruction->name(), " reads ", operand->name(),
            " from another computation"));
      }
      operands.push_back(it->second);
    }
    hlo::Instruction* cloned = copy->AddInstruction(builder.Clone(*instruction, operands));
    CopyControlPredecessors(*instruction, cloned, map);
    map[instruction] = cloned;
  }
  copy->set_root(map.at(source.root()));
  return absl::OkStatus();
}

void CopyControlPredecessors(
    const hlo::Instruction& source, hlo::Instruction* copy,
    const absl::flat_hash_map<const hlo::Instruction*, hlo::Instruction*>& map) {
  for (const hlo::Instruction* pred : source.control_predecessors()) {
    auto it = map.find(pred);
    if (it != map.end()) copy->AddControlPredecessor(it->second);
  }
}

std::vector<const hlo::Instruction*> TopologicalOrder(const hlo::Computation& computation) {
  std::vector<const hlo::Instruction*> order;
  // 1 open, 2 done; by id (a map of every instruction missed the cache on
  // each visit of a large entry computation).
  hlo::InstructionMap<uint8_t> state(hlo::DenseIdsOf(computation));
  std::vector<std::pair<const hlo::Instruction*, size_t>> stack;
  const auto& instructions = computation.instructions();
  for (size_t k = 0; k < instructions.size(); ++k) {
    if (k + hlo::kInstructionPrefetchDistance < instructions.size()) {
      hlo::PrefetchInstruction(instructions[k + hlo::kInstructionPrefetchDistance].get());
    }
    const auto& start = instructions[k];
    if (state[start.get()] != 0) continue;
    stack.push_back({start.get(), 0});
    state[start.get()] = 1;
    while (!stack.empty()) {
      auto& [instruction, next] = stack.back();
      const size_t operand_count = instruction->operands().size();
      const size_t total = operand_count + instruction->control_predecessors().size();
      if (next < total) {
        const hlo::Instruction* dep =
            next < operand_count ? instruction->operand(next)
                                 : instruction->control_predecessors()[next - operand_count];
        ++next;
        if (dep->parent() == &computation && state[dep] == 0) {
          state[dep] = 1;
          stack.push_back({dep, 0});
        }
        continue;
      }
      state[instruction] = 2;
      order.push_back(instruction);
      stack.pop_back();
    }
  }
  return order;
}

bool AnyInstructionOutsideFusions(const hlo::Module& module,
                                  absl::FunctionRef<bool(const hlo::Instruction&)> predicate) {
  for (const auto& computation : module.computations()) {
    if (computation->IsFusionComputation()) continue;
    for (const auto& instruction : computation->instructions()) {
      if (predicate(*instruction)) return true;
    }
  }
  return false;
}

std::vector<hlo::Instruction*> MappedOperands(
    const hlo::Instruction& instruction,
    const absl::flat_hash_map<const hlo::Instruction*, hlo::Instruction*>& map) {
  std::vector<hlo::Instruction*> operands;
  operands.reserve(instruction.operands().size());
  for (const hlo::Instruction* operand : instruction.operands()) {
    operands.push_back(map.at(operand));
  }
  return operands;
}

hlo::Instruction* AddDerivedInstruction(hlo::Computation* computation,
                                        const hlo::Instruction& source, std::string name,
                                        hlo::HloOpcode opcode, hlo::Shape shape,
                                        absl::Span<hlo::Instruction* const> operands) {
  auto made = std::make_unique<hlo::Instruction>(std::move(name), opcode, std::move(shape));
  for (hlo::Instruction* operand : operands) made->AppendOperand(operand);
  made->ShareMetadata(source);
  made->set_input_location(source.input_location());
  return computation->AddInstruction(std::move(made));
}

}  // namespace tpusim::tpu::compiler
