#include "tpu_model/compiler/stable_sort.h"

#include <cstdint>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "hlo/base/status_macros.h"
#include "hlo/ir/attributes.h"
#include "tpu_model/compiler/module_builder.h"

namespace tpusim::tpu::compiler {
namespace {

using hlo::HloOpcode;
using hlo::PrimitiveType;

std::optional<int64_t> SortDim(const hlo::Instruction& sort) {
  const std::vector<int64_t>* dims = sort.dimensions();
  if (dims == nullptr || dims->size() != 1) return std::nullopt;
  return (*dims)[0];
}

bool IsTieBreakingIota(const hlo::Instruction& operand, int64_t dim) {
  return operand.opcode() == HloOpcode::kIota && operand.GetInt("iota_dimension") == dim &&
         operand.shape().IsArray() && operand.shape().element_type() == PrimitiveType::kS32;
}

bool IsExpandableSort(const hlo::Instruction& sort) {
  if (sort.opcode() != HloOpcode::kSort || sort.GetBool("is_stable") != true ||
      sort.operand_count() == 0) {
    return false;
  }
  const std::optional<int64_t> dim = SortDim(sort);
  const hlo::Shape& keys = sort.operand(0)->shape();
  if (!dim.has_value() || !keys.IsArray() || *dim < 0 || *dim >= keys.rank() ||
      keys.dims()[*dim] > std::numeric_limits<int32_t>::max()) {
    return false;
  }
  const hlo::Computation* comparator = sort.called_computation("to_apply");
  if (comparator == nullptr || comparator->root() == nullptr ||
      static_cast<int64_t>(comparator->parameters().size()) != 2 * sort.operand_count()) {
    return false;
  }
  for (const hlo::Instruction* operand : sort.operands()) {
    if (!operand->shape().IsArray() || IsTieBreakingIota(*operand, *dim)) return false;
  }
  return true;
}

hlo::Instruction* AddParameter(hlo::Computation* computation, std::string name, hlo::Shape shape,
                               int64_t number) {
  auto parameter =
      std::make_unique<hlo::Instruction>(std::move(name), HloOpcode::kParameter, std::move(shape));
  parameter->set_parameter_number(number);
  return computation->AddInstruction(std::move(parameter));
}

hlo::Instruction* AddCompare(hlo::Computation* computation, std::string name,
                             hlo::Instruction* lhs, hlo::Instruction* rhs,
                             const char* direction) {
  auto compare = std::make_unique<hlo::Instruction>(std::move(name), HloOpcode::kCompare,
                                                    hlo::Shape(PrimitiveType::kPred, {}));
  compare->AppendOperand(lhs);
  compare->AppendOperand(rhs);
  compare->AddAttribute(hlo::Attribute::Ident("direction", direction));
  return computation->AddInstruction(std::move(compare));
}

// The comparator with two s32 parameters more: where the original says
// neither scalar of each pair comes first (it gives the same answer with
// each pair swapped), the first iota value decides.
hlo::Computation* TieBreakingComparator(const hlo::Computation& original,
                                        ModuleBuilder& builder) {
  hlo::Computation* copy = builder.NewComputation(absl::StrCat(original.name(), ".stable"));
  const int64_t n = static_cast<int64_t>(original.parameters().size());
  absl::flat_hash_map<const hlo::Instruction*, hlo::Instruction*> same;
  for (const auto& instruction : original.instructions()) {
    if (instruction->opcode() == HloOpcode::kParameter) {
      same[instruction.get()] = AddParameter(copy, instruction->name(), instruction->shape(),
                                             instruction->parameter_number());
    }
  }
  hlo::Instruction* lhs_index =
      AddParameter(copy, "iota.lhs", hlo::Shape(PrimitiveType::kS32, {}), n);
  hlo::Instruction* rhs_index =
      AddParameter(copy, "iota.rhs", hlo::Shape(PrimitiveType::kS32, {}), n + 1);
  auto clone_all = [&](absl::flat_hash_map<const hlo::Instruction*, hlo::Instruction*>& map) {
    for (const auto& instruction : original.instructions()) {
      if (instruction->opcode() == HloOpcode::kParameter) continue;
      std::vector<hlo::Instruction*> operands;
      for (const hlo::Instruction* operand : instruction->operands()) {
        auto it = map.find(operand);
        operands.push_back(it != map.end() ? it->second : same.at(operand));
      }
      if (!map.contains(instruction.get())) {
        map[instruction.get()] = copy->AddInstruction(builder.Clone(*instruction, operands));
      }
    }
  };
  clone_all(same);
  // Parameter 2i and 2i+1 trade places; ops without operands are shared.
  absl::flat_hash_map<const hlo::Instruction*, hlo::Instruction*> swapped;
  for (int64_t i = 0; i < n; ++i) swapped[original.parameter(i)] = same.at(original.parameter(i ^ 1));
  for (const auto& instruction : original.instructions()) {
    if (instruction->opcode() != HloOpcode::kParameter && instruction->operand_count() == 0) {
      swapped[instruction.get()] = same.at(instruction.get());
    }
  }
  clone_all(swapped);
  hlo::Instruction* root = same.at(original.root());
  hlo::Instruction* tie = AddCompare(copy, "tie", root, swapped.at(original.root()), "EQ");
  hlo::Instruction* first = AddCompare(copy, "first", lhs_index, rhs_index, "LT");
  auto select = std::make_unique<hlo::Instruction>("stable", HloOpcode::kSelect,
                                                   hlo::Shape(PrimitiveType::kPred, {}));
  select->AppendOperand(tie);
  select->AppendOperand(first);
  select->AppendOperand(root);
  copy->set_root(copy->AddInstruction(std::move(select)));
  return copy;
}

hlo::Instruction* Expand(const hlo::Instruction& sort, absl::Span<hlo::Instruction* const> operands,
                         hlo::Computation* copy, ModuleBuilder& builder) {
  const int64_t dim = *SortDim(sort);
  const hlo::Shape index_shape(PrimitiveType::kS32, sort.operand(0)->shape().dims());
  auto iota = std::make_unique<hlo::Instruction>(absl::StrCat(sort.name(), ".iota"),
                                                 HloOpcode::kIota, index_shape);
  iota->AddAttribute(hlo::Attribute::Int("iota_dimension", dim));
  iota->ShareMetadata(sort);
  hlo::Instruction* index = copy->AddInstruction(std::move(iota));

  std::vector<hlo::Shape> outputs;
  for (const hlo::Instruction* operand : sort.operands()) outputs.push_back(operand->shape());
  outputs.push_back(index_shape);
  auto expanded = std::make_unique<hlo::Instruction>(absl::StrCat(sort.name(), ".stable"),
                                                     HloOpcode::kSort,
                                                     hlo::Shape::Tuple(std::move(outputs)));
  for (hlo::Instruction* operand : operands) expanded->AppendOperand(operand);
  expanded->AppendOperand(index);
  for (const hlo::Attribute& attribute : sort.attributes()) {
    if (attribute.name != "to_apply") expanded->AddAttribute(attribute);
  }
  expanded->AddAttribute(hlo::Attribute::ComputationRef(
      "to_apply", TieBreakingComparator(*sort.called_computation("to_apply"), builder)));
  expanded->ShareMetadata(sort);
  hlo::Instruction* sorted = copy->AddInstruction(std::move(expanded));

  std::vector<hlo::Instruction*> elements;
  for (int64_t i = 0; i < sort.operand_count(); ++i) {
    auto element = std::make_unique<hlo::Instruction>(
        sort.operand_count() == 1 ? sort.name() : absl::StrCat(sort.name(), ".", i),
        HloOpcode::kGetTupleElement, sort.operand(i)->shape());
    element->AppendOperand(sorted);
    element->AddAttribute(hlo::Attribute::Int("index", i));
    element->ShareMetadata(sort);
    elements.push_back(copy->AddInstruction(std::move(element)));
  }
  if (elements.size() == 1) return elements[0];
  auto tuple = std::make_unique<hlo::Instruction>(sort.name(), HloOpcode::kTuple, sort.shape());
  for (hlo::Instruction* element : elements) tuple->AppendOperand(element);
  tuple->ShareMetadata(sort);
  return copy->AddInstruction(std::move(tuple));
}

}  // namespace

bool HasStableSortsToExpand(const hlo::Module& module) {
  return AnyInstructionOutsideFusions(module, IsExpandableSort);
}

absl::StatusOr<StableSortsExpanded> ExpandStableSorts(const hlo::Module& module) {
  StableSortsExpanded out;
  TPUSIM_ASSIGN_OR_RETURN(
      out.module,
      RewriteInstructions(
          module,
          [&](const hlo::Instruction& instruction, absl::Span<hlo::Instruction* const> operands,
              hlo::Computation* copy, ModuleBuilder& builder) -> hlo::Instruction* {
            if (!IsExpandableSort(instruction)) return nullptr;
            ++out.expanded;
            return Expand(instruction, operands, copy, builder);
          }));
  return out;
}

}  // namespace tpusim::tpu::compiler
