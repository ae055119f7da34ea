#include "tpu_model/compiler/parameter_prefetch.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "hlo/base/checked_math.h"
#include "hlo/base/status_macros.h"
#include "hlo/ir/attributes.h"
#include "hlo/ir/dots.h"
#include "tpu_model/compiler/module_builder.h"
#include "tpu_model/shape_size.h"

namespace tpusim::tpu::compiler {
namespace {

using hlo::HloOpcode;

// A reader a prefetched copy can serve: an op of the entry computation that
// computes on the array itself (not control flow, a tuple or a call, whose
// callee would then see VMEM; not a collective, whose operands stay in HBM).
bool IsComputeReader(const hlo::Instruction& user) {
  const HloOpcode op = user.opcode();
  if (hlo::IsBookkeeping(op) || hlo::IsCollective(op)) return false;
  switch (op) {
    case HloOpcode::kWhile:
    case HloOpcode::kConditional:
    case HloOpcode::kCall:
    case HloOpcode::kCustomCall:
    case HloOpcode::kAsyncStart:
    case HloOpcode::kSend:
    case HloOpcode::kOutfeed:
      return false;
    default:
      return true;
  }
}

// After XLA's LooksLikeAnActivation: is the value read by anything but a dot
// or convolution (through bitcasts and into fusion bodies), or as a gather's
// indices? The open-source test also counts a dot's first operand as an
// activation; XLA:TPU's choices say otherwise (the same parameter as XLA's
// cross-program prefetch in 34 of 43 v5p programs without that test, 28
// with it: the int8 and int4 dequantizing matmuls prefetch `x`).
bool LooksLikeAnActivation(const hlo::Instruction& value, int depth = 0) {
  if (depth > 8) return true;
  for (const hlo::Instruction* user : value.users()) {
    switch (user->opcode()) {
      case HloOpcode::kDot:
      case HloOpcode::kConvolution:
        break;
      case HloOpcode::kGather:
        // The table a gather reads rows of is a weight; its indices are not.
        if (user->operand_count() < 2 || user->operand(1) == &value) return true;
        break;
      case HloOpcode::kBitcast:
        if (LooksLikeAnActivation(*user, depth + 1)) return true;
        break;
      case HloOpcode::kFusion: {
        const hlo::Computation* body = user->fused_computation();
        if (body == nullptr) return true;
        for (int64_t k = 0; k < user->operand_count(); ++k) {
          if (user->operand(k) != &value) continue;
          if (k >= static_cast<int64_t>(body->parameters().size()) ||
              LooksLikeAnActivation(*body->parameter(k), depth + 1)) {
            return true;
          }
        }
        break;
      }
      default:
        return true;
    }
  }
  return false;
}

// Saturating: shapes come from untrusted files.
int64_t ElementsOf(const hlo::Shape& shape) {
  if (shape.IsTuple()) {
    int64_t total = 0;
    for (const hlo::Shape& element : shape.tuple_shapes()) {
      total = SaturatingAdd(total, ElementsOf(element));
    }
    return total;
  }
  int64_t elements = 1;
  for (int64_t d : shape.dims()) elements = SaturatingMul(elements, d < 0 ? 1 : d);
  return elements;
}

struct PrefetchPlan {
  absl::flat_hash_set<const hlo::Instruction*> prefetched;
  const hlo::Instruction* cross_program = nullptr;
};

PrefetchPlan PlanPrefetches(const hlo::Module& module, const ChipSpec& chip) {
  PrefetchPlan plan;
  const AlternateMemoryRules& rules = chip.alternate_memory;
  const hlo::Computation* entry = module.entry();
  const bool cross_program_only = !chip.prefetches_parameters && chip.prefetches_cross_program;
  if ((!chip.prefetches_parameters && !cross_program_only) || rules.memory_space == 0 ||
      entry == nullptr) {
    return plan;
  }
  absl::flat_hash_set<int64_t> aliased;
  for (const hlo::InputOutputAlias& alias : module.input_output_alias) {
    aliased.insert(alias.parameter_number);
  }
  for (const hlo::BufferDonor& donor : module.buffer_donors) aliased.insert(donor.parameter_number);

  // The ops up to the first matrix product (or, without one, the first op)
  // run before any copy could finish behind them.
  absl::flat_hash_set<const hlo::Instruction*> too_early;
  const hlo::Instruction* first_op = nullptr;
  bool reached_product = false;
  for (const hlo::Instruction* instruction : TopologicalOrder(*entry)) {
    if (hlo::IsBookkeeping(instruction->opcode())) continue;
    if (first_op == nullptr) first_op = instruction;
    too_early.insert(instruction);
    if (hlo::HasDotOrConvolution(*instruction)) {
      reached_product = true;
      break;
    }
  }
  if (!reached_product) too_early = {first_op};
  int64_t best_bytes = -1;
  int64_t best_use_elements = -1;
  for (const hlo::Instruction* parameter : entry->parameters()) {
    const hlo::Shape& shape = parameter->shape();
    if (!shape.IsArray() || shape.IsDynamic() || parameter == entry->root() ||
        parameter->users().empty() || aliased.contains(parameter->parameter_number())) {
      continue;
    }
    bool served = true;
    bool read_first = false;
    int64_t use_elements = 0;
    for (const hlo::Instruction* user : parameter->users()) {
      if (!IsComputeReader(*user)) served = false;
      if (too_early.contains(user)) read_first = true;
      use_elements = SaturatingAdd(use_elements, ElementsOf(user->shape()));
    }
    absl::StatusOr<int64_t> bytes = UnpaddedByteSize(shape);
    if (!served || !bytes.ok() || *bytes > rules.max_buffer_bytes) continue;
    if (!read_first) plan.prefetched.insert(parameter);
    if (!LooksLikeAnActivation(*parameter) &&
        (*bytes > best_bytes || (*bytes == best_bytes && use_elements > best_use_elements))) {
      plan.cross_program = parameter;
      best_bytes = *bytes;
      best_use_elements = use_elements;
    }
  }
  if (cross_program_only) plan.prefetched.clear();
  if (plan.cross_program != nullptr) plan.prefetched.insert(plan.cross_program);
  return plan;
}

// `shape` placed in memory space `space`, its dim order kept (tiles are
// predicted later, as for every other array).
hlo::Shape InMemorySpace(const hlo::Shape& shape, int64_t space) {
  hlo::Shape placed = shape;
  if (!placed.has_layout()) placed.set_layout(hlo::DefaultLayoutForRank(placed.rank()));
  placed.mutable_layout()->memory_space = space;
  return placed;
}

}  // namespace

bool HasParametersToPrefetch(const hlo::Module& module, const ChipSpec& chip) {
  return !PlanPrefetches(module, chip).prefetched.empty();
}

absl::StatusOr<PrefetchStats> PrefetchParameters(hlo::Module* module, const ChipSpec& chip) {
  PrefetchStats stats;
  const PrefetchPlan plan = PlanPrefetches(*module, chip);
  if (plan.prefetched.empty()) return stats;
  hlo::Computation* entry = module->entry();
  // Instruction names are unique in a module; only names of the two new
  // kinds can clash.
  absl::flat_hash_set<std::string> taken;
  for (const auto& computation : module->computations()) {
    for (const auto& instruction : computation->instructions()) {
      const std::string& name = instruction->name();
      if (absl::StartsWith(name, "copy-start") || absl::StartsWith(name, "copy-done")) {
        taken.insert(name);
      }
    }
  }
  // The next suffix per base: trying `.1` upwards for every new name was
  // quadratic in the prefetched parameters (4.0 G of the compiler model's
  // 6.5 G instructions on the Llama train step's entry repeated 8 times).
  absl::flat_hash_map<std::string, int64_t> next_suffix;
  auto unique_name = [&](absl::string_view base) {
    std::string name(base);
    int64_t& n = next_suffix[base];
    while (taken.contains(name)) name = absl::StrCat(base, ".", ++n);
    taken.insert(name);
    return name;
  };
  // The sync flag lives in XLA:TPU's S(2) (`u32[]{:S(2)}` in every
  // optimized module's copy-start).
  constexpr int64_t kSyncFlagSpace = 2;
  std::vector<hlo::Instruction*> order;
  order.reserve(static_cast<size_t>(entry->instruction_count()));
  // Per parameter: its (copy-start, copy-done).
  absl::flat_hash_map<const hlo::Instruction*, std::pair<hlo::Instruction*, hlo::Instruction*>>
      copy_of;
  for (const auto& owned : entry->instructions()) order.push_back(owned.get());
  for (hlo::Instruction* parameter : entry->parameters()) {
    if (!plan.prefetched.contains(parameter)) continue;
    const hlo::Shape destination =
        InMemorySpace(parameter->shape(), chip.alternate_memory.memory_space);
    const hlo::Shape flag = InMemorySpace(hlo::Shape(hlo::PrimitiveType::kU32, {}), kSyncFlagSpace);
    auto start = std::make_unique<hlo::Instruction>(
        unique_name("copy-start"), HloOpcode::kCopyStart,
        hlo::Shape::Tuple({destination, parameter->shape(), flag}));
    if (parameter == plan.cross_program) {
      start->AddAttribute(hlo::Attribute::Int("cross_program_prefetch_index", 0));
    }
    auto done =
        std::make_unique<hlo::Instruction>(unique_name("copy-done"), HloOpcode::kCopyDone,
                                           destination);
    hlo::Instruction* started = entry->AddInstruction(std::move(start));
    hlo::Instruction* finished = entry->AddInstruction(std::move(done));
    parameter->ReplaceUsesWith(finished);
    started->AppendOperand(parameter);
    finished->AppendOperand(started);
    copy_of[parameter] = {started, finished};
  }
  stats.prefetched = static_cast<int64_t>(copy_of.size());
  // Each copy right after its parameter, as XLA prints them.
  std::vector<hlo::Instruction*> placed;
  placed.reserve(order.size() + 2 * copy_of.size());
  for (hlo::Instruction* instruction : order) {
    placed.push_back(instruction);
    auto it = copy_of.find(instruction);
    if (it == copy_of.end()) continue;
    placed.push_back(it->second.first);
    placed.push_back(it->second.second);
  }
  TPUSIM_RETURN_IF_ERROR(entry->SetInstructionOrder(placed));
  stats.cross_program_prefetch = plan.cross_program != nullptr;
  return stats;
}

}  // namespace tpusim::tpu::compiler
