#include "tpu_model/compiler/one_hot_scatter.h"

#include <algorithm>
#include <numeric>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "hlo/base/status_macros.h"
#include "hlo/ir/attributes.h"
#include "tpu_model/compiler/module_builder.h"
#include "tpu_model/compiler/reducers.h"

namespace tpusim::tpu::compiler {
namespace {

using hlo::HloOpcode;

enum class Combine : uint8_t { kAdd, kReplace };

// add(a, b) of the combiner's two parameters, or its second parameter.
std::optional<Combine> CombinerOf(const hlo::Instruction& scatter) {
  const hlo::Computation* combiner = scatter.called_computation("to_apply");
  if (combiner == nullptr || combiner->root() == nullptr) return std::nullopt;
  const hlo::Instruction& root = *combiner->root();
  if (root.opcode() == HloOpcode::kParameter && root.parameter_number() == 1) {
    return Combine::kReplace;
  }
  if (CombiningOp(combiner) == HloOpcode::kAdd) return Combine::kAdd;
  return std::nullopt;
}

// How a one-hot scatter's indices and updates map onto its result.
struct OneHot {
  int64_t dim = 0;             // The operand dim the indices select in.
  // The result dim each row dim of the indices (and updates) spans, in the
  // indices' order.
  std::vector<int64_t> onto;
  Combine combine = Combine::kAdd;
};

std::optional<OneHot> MatchOneHot(const hlo::Instruction& scatter) {
  if (scatter.opcode() != HloOpcode::kScatter || scatter.operand_count() != 3 ||
      !scatter.shape().IsArray()) {
    return std::nullopt;
  }
  const hlo::Instruction& fill = *scatter.operand(0);
  if (fill.opcode() != HloOpcode::kBroadcast || fill.operand_count() != 1 ||
      !fill.operand(0)->shape().IsArray() || fill.operand(0)->shape().rank() != 0 ||
      fill.shape() != scatter.shape()) {
    return std::nullopt;
  }
  const hlo::Shape& out = scatter.shape();
  const hlo::Shape& indices = scatter.operand(1)->shape();
  const hlo::Shape& updates = scatter.operand(2)->shape();
  if (!indices.IsArray() || !updates.IsArray() || updates.element_type() != out.element_type()) {
    return std::nullopt;
  }
  const std::vector<int64_t>& inserted = scatter.GetIntListOrEmpty("inserted_window_dims");
  const std::vector<int64_t>& to_operand = scatter.GetIntListOrEmpty("scatter_dims_to_operand_dims");
  const std::vector<int64_t>& batching = scatter.GetIntListOrEmpty("input_batching_dims");
  const std::vector<int64_t>& index_batching =
      scatter.GetIntListOrEmpty("scatter_indices_batching_dims");
  const std::optional<int64_t> vector_dim = scatter.GetInt("index_vector_dim");
  if (!scatter.GetIntListOrEmpty("update_window_dims").empty() || inserted.size() != 1 ||
      to_operand != inserted || !vector_dim.has_value() ||
      batching.size() + 1 != static_cast<size_t>(out.rank()) ||
      index_batching.size() != batching.size()) {
    return std::nullopt;
  }
  OneHot match;
  match.dim = inserted[0];
  std::vector<bool> seen(out.rank(), false);
  if (match.dim < 0 || match.dim >= out.rank()) return std::nullopt;
  seen[match.dim] = true;
  for (int64_t d : batching) {
    if (d < 0 || d >= out.rank() || seen[d]) return std::nullopt;
    seen[d] = true;
  }
  // Each index dim is a row dim (a batching dim), the index vector dim of
  // one component, or a dim of one element; the updates have the index
  // dims but the vector dim.
  std::vector<int64_t> update_dims;
  for (int64_t j = 0; j < indices.rank(); ++j) {
    const int64_t extent = indices.dims()[j];
    if (j == *vector_dim) {
      if (extent != 1) return std::nullopt;
      continue;
    }
    update_dims.push_back(extent);
    const auto it = std::find(index_batching.begin(), index_batching.end(), j);
    if (it == index_batching.end()) {
      if (extent != 1) return std::nullopt;
      continue;
    }
    const int64_t onto = batching[it - index_batching.begin()];
    if (out.dims()[onto] != extent) return std::nullopt;
    match.onto.push_back(onto);
  }
  if (match.onto.size() != batching.size() || update_dims != updates.dims()) return std::nullopt;
  const std::optional<Combine> combine = CombinerOf(scatter);
  if (!combine.has_value()) return std::nullopt;
  match.combine = *combine;
  return match;
}

bool IsOneHotScatter(const hlo::Instruction& instruction) {
  return MatchOneHot(instruction).has_value();
}

class Builder {
 public:
  Builder(const hlo::Instruction& scatter, hlo::Computation* copy)
      : scatter_(scatter), copy_(copy) {}

  hlo::Instruction* Add(std::string suffix, HloOpcode op, hlo::Shape shape,
                        std::vector<hlo::Instruction*> operands) {
    auto instruction = std::make_unique<hlo::Instruction>(
        suffix.empty() ? scatter_.name() : absl::StrCat(scatter_.name(), ".", suffix), op,
        std::move(shape));
    for (hlo::Instruction* operand : operands) instruction->AppendOperand(operand);
    instruction->ShareMetadata(scatter_);
    return copy_->AddInstruction(std::move(instruction));
  }

  // `value` (the indices or the updates) as an array of the result's shape
  // and `type`: its row dims kept, in the result's order, then broadcast.
  hlo::Instruction* Spread(hlo::Instruction* value, const OneHot& match, hlo::PrimitiveType type,
                           const std::string& what) {
    const hlo::Shape& out = scatter_.shape();
    std::vector<int64_t> rows;
    for (int64_t d : match.onto) rows.push_back(out.dims()[d]);
    hlo::Instruction* reshaped = Add(absl::StrCat(what, "_rows"), HloOpcode::kReshape,
                                     hlo::Shape(type, rows), {value});
    std::vector<int64_t> order(match.onto.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(),
              [&](int64_t a, int64_t b) { return match.onto[a] < match.onto[b]; });
    std::vector<int64_t> sorted_onto, sorted_rows;
    for (int64_t k : order) {
      sorted_onto.push_back(match.onto[k]);
      sorted_rows.push_back(rows[k]);
    }
    if (sorted_onto != match.onto) {
      reshaped = Add(absl::StrCat(what, "_ordered"), HloOpcode::kTranspose,
                     hlo::Shape(type, sorted_rows), {reshaped});
      reshaped->AddAttribute(hlo::Attribute::IntList("dimensions", order));
    }
    hlo::Instruction* spread = Add(absl::StrCat(what, "_spread"), HloOpcode::kBroadcast,
                                   hlo::Shape(type, out.dims()), {reshaped});
    spread->AddAttribute(hlo::Attribute::IntList("dimensions", sorted_onto));
    return spread;
  }

  hlo::Instruction* Rewrite(const OneHot& match, absl::Span<hlo::Instruction* const> operands) {
    const hlo::Shape& out = scatter_.shape();
    const hlo::PrimitiveType index_type = scatter_.operand(1)->shape().element_type();
    hlo::Instruction* fill = operands[0];
    hlo::Instruction* indices = Spread(operands[1], match, index_type, "indices");
    hlo::Instruction* iota = Add("iota", HloOpcode::kIota, hlo::Shape(index_type, out.dims()), {});
    iota->AddAttribute(hlo::Attribute::Int("iota_dimension", match.dim));
    hlo::Instruction* hit = Add("hit", HloOpcode::kCompare,
                                hlo::Shape(hlo::PrimitiveType::kPred, out.dims()), {iota, indices});
    hit->AddAttribute(hlo::Attribute::Ident("direction", "EQ"));
    hlo::Instruction* value = Spread(operands[2], match, out.element_type(), "updates");
    if (match.combine == Combine::kAdd) {
      value = Add("combined", HloOpcode::kAdd, hlo::Shape(out.element_type(), out.dims()),
                  {fill, value});
    }
    return Add("", HloOpcode::kSelect, hlo::Shape(out.element_type(), out.dims()),
               {hit, value, fill});
  }

 private:
  const hlo::Instruction& scatter_;
  hlo::Computation* copy_;
};

}  // namespace

bool HasOneHotScatters(const hlo::Module& module) {
  return AnyInstructionOutsideFusions(module, IsOneHotScatter);
}

absl::StatusOr<OneHotScattersRewritten> RewriteOneHotScatters(const hlo::Module& module) {
  OneHotScattersRewritten out;
  TPUSIM_ASSIGN_OR_RETURN(
      out.module,
      RewriteInstructions(
          module,
          [&](const hlo::Instruction& instruction, absl::Span<hlo::Instruction* const> operands,
              hlo::Computation* copy, ModuleBuilder&) -> hlo::Instruction* {
            const std::optional<OneHot> match = MatchOneHot(instruction);
            if (!match.has_value()) return nullptr;
            ++out.rewritten;
            return Builder(instruction, copy).Rewrite(*match, operands);
          }));
  return out;
}

}  // namespace tpusim::tpu::compiler
