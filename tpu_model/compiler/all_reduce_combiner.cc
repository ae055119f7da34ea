#include "tpu_model/compiler/all_reduce_combiner.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <limits>
#include <queue>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "hlo/base/checked_math.h"
#include "hlo/base/status_macros.h"
#include "tpu_model/compiler/module_builder.h"

namespace tpusim::tpu::compiler {
namespace {

using hlo::HloOpcode;

bool IsCandidate(const hlo::Instruction& instruction) {
  if (instruction.opcode() != HloOpcode::kAllReduce || instruction.operand_count() != 1 ||
      !instruction.shape().IsArray() || instruction.control_predecessors().size() > 0) {
    return false;
  }
  const hlo::Computation* reducer = instruction.called_computation("to_apply");
  return reducer != nullptr && reducer->root() != nullptr;
}

// Same reduction, element type and replica groups, and both read whole or
// both read a shard at a time.
bool KeepsOnlyAShard(const hlo::Instruction& all_reduce);
bool SameKind(const hlo::Instruction& a, const hlo::Instruction& b) {
  if (a.shape().element_type() != b.shape().element_type()) return false;
  if (KeepsOnlyAShard(a) != KeepsOnlyAShard(b)) return false;
  if (a.called_computation("to_apply")->root()->opcode() !=
      b.called_computation("to_apply")->root()->opcode()) {
    return false;
  }
  const hlo::Attribute* ga = a.FindAttribute("replica_groups");
  const hlo::Attribute* gb = b.FindAttribute("replica_groups");
  if ((ga == nullptr) != (gb == nullptr)) return false;
  return ga == nullptr || *ga == *gb;
}

int64_t UnpaddedBytes(const hlo::Shape& shape) {
  absl::StatusOr<int64_t> elements = shape.ElementCount();
  if (!elements.ok()) return std::numeric_limits<int64_t>::max();
  return SaturatingMul(*elements, hlo::ByteWidth(shape.element_type()));
}

// Is the all-reduce's sum read only by ops that keep a part of it (through
// a single-user chain of elementwise and layout ops that ends in a smaller
// value: the FSDP gradient update, where each device keeps its shard)?
// XLA:TPU combines those all-reduces only up to a smaller size.
bool KeepsOnlyAShard(const hlo::Instruction& all_reduce) {
  absl::StatusOr<int64_t> whole = all_reduce.shape().ElementCount();
  if (!whole.ok()) return false;
  const hlo::Instruction* current = &all_reduce;
  for (int depth = 0; depth < 16 && current->users().size() == 1; ++depth) {
    const hlo::Instruction* user = current->users().front();
    if (!user->shape().IsArray()) return false;
    absl::StatusOr<int64_t> elements = user->shape().ElementCount();
    if (!elements.ok()) return false;
    if (*elements < *whole) return true;
    if (!hlo::IsElementwise(user->opcode()) && user->opcode() != HloOpcode::kTranspose &&
        user->opcode() != HloOpcode::kCopy && user->opcode() != HloOpcode::kBitcast &&
        user->opcode() != HloOpcode::kReshape) {
      return false;
    }
    current = user;
  }
  return false;
}

// The groups of one computation (each of two or more all-reduces), in
// program order.
std::vector<std::vector<const hlo::Instruction*>> PlanGroups(
    const std::vector<const hlo::Instruction*>& order, int64_t threshold_bytes) {
  std::vector<const hlo::Instruction*> candidates;
  absl::flat_hash_map<const hlo::Instruction*, int32_t> candidate_index;
  for (const hlo::Instruction* instruction : order) {
    if (IsCandidate(*instruction)) {
      candidate_index[instruction] = static_cast<int32_t>(candidates.size());
      candidates.push_back(instruction);
    }
  }
  std::vector<std::vector<const hlo::Instruction*>> groups;
  if (candidates.size() < 2) return groups;
  // Which candidates' results each instruction reads, directly or not.
  const size_t words = (candidates.size() + 63) / 64;
  absl::flat_hash_map<const hlo::Instruction*, std::vector<uint64_t>> reads;
  for (const hlo::Instruction* instruction : order) {
    std::vector<uint64_t> bits(words, 0);
    auto merge = [&](const hlo::Instruction* from) {
      auto it = reads.find(from);
      if (it == reads.end()) return;
      for (size_t w = 0; w < words; ++w) bits[w] |= it->second[w];
      auto c = candidate_index.find(from);
      if (c != candidate_index.end()) bits[c->second / 64] |= uint64_t{1} << (c->second % 64);
    };
    for (const hlo::Instruction* operand : instruction->operands()) merge(operand);
    for (const hlo::Instruction* pred : instruction->control_predecessors()) merge(pred);
    reads[instruction] = std::move(bits);
  }
  // Open groups by kind: members and bytes.
  struct Open {
    std::vector<const hlo::Instruction*> members;
    int64_t bytes = 0;
  };
  std::vector<Open> open;
  auto close = [&](Open& group) {
    if (group.members.size() >= 2) groups.push_back(std::move(group.members));
    group = Open{};
  };
  for (const hlo::Instruction* candidate : candidates) {
    const int64_t bytes = UnpaddedBytes(candidate->shape());
    // A group whose result flows into the candidate closes, whatever its
    // kind: the candidate must run after it, and a group that waited for
    // the candidate would wait for itself.
    const std::vector<uint64_t>& bits = reads.at(candidate);
    for (Open& group : open) {
      for (const hlo::Instruction* member : group.members) {
        const int32_t m = candidate_index.at(member);
        if (bits[m / 64] >> (m % 64) & 1) {
          close(group);
          break;
        }
      }
    }
    Open* home = nullptr;
    for (Open& group : open) {
      if (!group.members.empty() && SameKind(*group.members.front(), *candidate)) home = &group;
    }
    const int64_t limit = KeepsOnlyAShard(*candidate)
                              ? std::min(threshold_bytes, kShardedAllReduceCombineThresholdBytes)
                              : threshold_bytes;
    if (home != nullptr && SaturatingAdd(home->bytes, bytes) > limit) {
      close(*home);
    }
    if (home == nullptr || home->members.empty()) {
      home = nullptr;
      for (Open& group : open) {
        if (group.members.empty()) home = &group;
      }
      if (home == nullptr) home = &open.emplace_back();
    }
    home->members.push_back(candidate);
    home->bytes = SaturatingAdd(home->bytes, bytes);
  }
  for (Open& group : open) close(group);
  std::sort(groups.begin(), groups.end(), [&](const auto& a, const auto& b) {
    return candidate_index.at(a.front()) < candidate_index.at(b.front());
  });
  return groups;
}

}  // namespace

bool HasAllReducesToCombine(const hlo::Module& module, int64_t threshold_bytes) {
  for (const auto& computation : module.computations()) {
    if (computation->IsFusionComputation()) continue;
    int candidates = 0;
    for (const auto& instruction : computation->instructions()) {
      candidates += IsCandidate(*instruction);
    }
    if (candidates < 2) continue;
    if (!PlanGroups(TopologicalOrder(*computation), threshold_bytes).empty()) return true;
  }
  return false;
}

absl::StatusOr<CombinedModule> CombineAllReduces(const hlo::Module& module,
                                                 int64_t threshold_bytes) {
  CombinedModule out;
  ModuleBuilder builder(module);
  for (const hlo::Computation* source : module.MakeComputationPostOrder()) {
    hlo::Computation* copy = builder.NewComputationLike(*source);
    const std::vector<const hlo::Instruction*> order = TopologicalOrder(*source);
    std::vector<std::vector<const hlo::Instruction*>> groups;
    if (!source->IsFusionComputation()) groups = PlanGroups(order, threshold_bytes);
    // Units: an instruction, or a group emitted as one; each unit after the
    // units it reads (Kahn's algorithm, ties broken by program order so the
    // copy stays close to the source; a group goes where its last member
    // was).
    absl::flat_hash_map<const hlo::Instruction*, int32_t> position, unit_of;
    for (size_t i = 0; i < order.size(); ++i) position[order[i]] = static_cast<int32_t>(i);
    std::vector<int32_t> unit_position;
    std::vector<std::vector<const hlo::Instruction*>> unit_members;
    for (const auto& group : groups) {
      int32_t last = 0;
      for (const hlo::Instruction* member : group) {
        unit_of[member] = static_cast<int32_t>(unit_members.size());
        last = std::max(last, position.at(member));
      }
      unit_members.push_back(group);
      unit_position.push_back(last);
    }
    for (const hlo::Instruction* instruction : order) {
      if (unit_of.contains(instruction)) continue;
      unit_of[instruction] = static_cast<int32_t>(unit_members.size());
      unit_members.push_back({instruction});
      unit_position.push_back(position.at(instruction));
    }
    const size_t units = unit_members.size();
    std::vector<std::vector<int32_t>> users(units);
    std::vector<int32_t> waiting(units, 0);
    for (size_t u = 0; u < units; ++u) {
      std::vector<int32_t> inputs;
      for (const hlo::Instruction* member : unit_members[u]) {
        for (const hlo::Instruction* operand : member->operands()) {
          inputs.push_back(unit_of.at(operand));
        }
        for (const hlo::Instruction* pred : member->control_predecessors()) {
          inputs.push_back(unit_of.at(pred));
        }
      }
      std::sort(inputs.begin(), inputs.end());
      inputs.erase(std::unique(inputs.begin(), inputs.end()), inputs.end());
      for (int32_t input : inputs) {
        if (input == static_cast<int32_t>(u)) {
          return absl::InternalError(absl::StrCat("all-reduce group in ", source->name(),
                                                  " reads its own result"));
        }
        users[input].push_back(static_cast<int32_t>(u));
      }
      waiting[u] = static_cast<int32_t>(inputs.size());
    }
    using Entry = std::pair<int32_t, int32_t>;  // (position, unit)
    std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> ready;
    for (size_t u = 0; u < units; ++u) {
      if (waiting[u] == 0) ready.push({unit_position[u], static_cast<int32_t>(u)});
    }
    absl::flat_hash_map<const hlo::Instruction*, hlo::Instruction*> map;
    size_t emitted = 0;
    while (!ready.empty()) {
      const int32_t u = ready.top().second;
      ready.pop();
      ++emitted;
      const std::vector<const hlo::Instruction*>& members = unit_members[u];
      if (members.size() == 1) {
        const hlo::Instruction* instruction = members.front();
        hlo::Instruction* cloned = copy->AddInstruction(
            builder.Clone(*instruction, MappedOperands(*instruction, map)));
        for (const hlo::Instruction* pred : instruction->control_predecessors()) {
          cloned->AddControlPredecessor(map.at(pred));
        }
        map[instruction] = cloned;
      } else {
        std::vector<hlo::Instruction*> operands;
        std::vector<hlo::Shape> shapes;
        for (const hlo::Instruction* member : members) {
          operands.push_back(map.at(member->operand(0)));
          shapes.push_back(member->shape());
        }
        std::unique_ptr<hlo::Instruction> combined = builder.Clone(*members.front(), operands);
        *combined->mutable_shape() = hlo::Shape::Tuple(std::move(shapes));
        // The members' names go to the elements their readers now read.
        combined->set_name(absl::StrCat(members.front()->name(), ".combined"));
        hlo::Instruction* tuple = copy->AddInstruction(std::move(combined));
        for (size_t k = 0; k < members.size(); ++k) {
          auto element = std::make_unique<hlo::Instruction>(
              members[k]->name(), HloOpcode::kGetTupleElement, members[k]->shape());
          element->AppendOperand(tuple);
          element->AddAttribute(hlo::Attribute::Int("index", static_cast<int64_t>(k)));
          map[members[k]] = copy->AddInstruction(std::move(element));
        }
        out.combined += static_cast<int64_t>(members.size());
      }
      for (int32_t user : users[u]) {
        if (--waiting[user] == 0) ready.push({unit_position[user], user});
      }
    }
    if (emitted != units) {
      return absl::InternalError(
          absl::StrCat("combining all-reduces in ", source->name(), " made a cycle"));
    }
    copy->set_root(map.at(source->root()));
    builder.MapComputation(source, copy);
  }
  TPUSIM_ASSIGN_OR_RETURN(out.module, builder.Finish(builder.Mapped(module.entry())));
  return out;
}

}  // namespace tpusim::tpu::compiler
