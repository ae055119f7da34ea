#include "tpu_model/compiler/outer_products.h"

#include <string>
#include <utility>
#include <vector>

#include "absl/algorithm/container.h"
#include "absl/strings/str_cat.h"
#include "hlo/base/status_macros.h"
#include "hlo/ir/attributes.h"
#include "hlo/ir/dots.h"
#include "hlo/ir/primitive_type.h"
#include "tpu_model/compiler/module_builder.h"

namespace tpusim::tpu::compiler {
namespace {

using hlo::HloOpcode;

bool IsOuterProduct(const hlo::Instruction& instruction) {
  if (instruction.opcode() != HloOpcode::kDot || instruction.operand_count() != 2 ||
      !instruction.shape().IsArray() || instruction.shape().IsDynamic()) {
    return false;
  }
  const hlo::DotDimensionNumbers numbers = instruction.dot_dimension_numbers();
  if (!numbers.lhs_contracting_dimensions.empty() || !numbers.rhs_contracting_dimensions.empty() ||
      numbers.lhs_batch_dimensions.size() != numbers.rhs_batch_dimensions.size()) {
    return false;
  }
  const hlo::PrimitiveType type = instruction.shape().element_type();
  if (!hlo::IsFloatingPoint(type) && !hlo::IsInteger(type)) return false;  // No complex.
  // Both operands keep a free dim: a scaling by an operand with only batch
  // dims (an MoE's gates times its one-hot dispatch, `moe` on v5p) stays a
  // dot fusion in XLA's modules, its result an HBM value there.
  if (!hlo::IsMatrixProduct(instruction)) return false;
  int64_t rank = 0;
  for (const hlo::Instruction* operand : instruction.operands()) {
    if (!operand->shape().IsArray() || operand->shape().IsDynamic()) return false;
    rank += operand->shape().rank();
  }
  // Result: the batch dims once, every other dim of each operand.
  return instruction.shape().rank() ==
         rank - static_cast<int64_t>(numbers.lhs_batch_dimensions.size());
}

// Where each dim of an operand lands in the dot's result: its batch dims at
// the batch positions, its other dims in order after `first_free`.
std::vector<int64_t> ResultPositions(const hlo::Shape& operand, const std::vector<int64_t>& batch,
                                     int64_t first_free) {
  std::vector<int64_t> positions(operand.rank());
  int64_t next = first_free;
  for (int64_t d = 0; d < operand.rank(); ++d) {
    const auto it = absl::c_find(batch, d);
    positions[d] = it != batch.end() ? it - batch.begin() : next++;
  }
  return positions;
}

class Rewriter {
 public:
  Rewriter(const hlo::Instruction& dot, hlo::Computation* copy) : dot_(dot), copy_(copy) {}

  hlo::Instruction* Rewrite(hlo::Instruction* lhs, hlo::Instruction* rhs) {
    const hlo::DotDimensionNumbers numbers = dot_.dot_dimension_numbers();
    const int64_t batch = static_cast<int64_t>(numbers.lhs_batch_dimensions.size());
    const int64_t lhs_free = lhs->shape().rank() - batch;
    hlo::Instruction* a = Spread(lhs, ResultPositions(lhs->shape(), numbers.lhs_batch_dimensions,
                                                      batch), "lhs");
    hlo::Instruction* b = Spread(
        rhs, ResultPositions(rhs->shape(), numbers.rhs_batch_dimensions, batch + lhs_free), "rhs");
    return AddDerivedInstruction(copy_, dot_, dot_.name(), HloOpcode::kMultiply,
                                 hlo::Shape(dot_.shape().element_type(), dot_.shape().dims()),
                                 {a, b});
  }

 private:
  // `operand` in the result's element type, broadcast to the result's dims.
  hlo::Instruction* Spread(hlo::Instruction* operand, std::vector<int64_t> positions,
                           absl::string_view side) {
    const hlo::PrimitiveType type = dot_.shape().element_type();
    if (operand->shape().element_type() != type) {
      operand = Add(HloOpcode::kConvert, hlo::Shape(type, operand->shape().dims()), operand,
                    absl::StrCat(side, ".convert"));
    }
    hlo::Instruction* spread = Add(HloOpcode::kBroadcast, hlo::Shape(type, dot_.shape().dims()),
                                   operand, absl::StrCat(side, ".broadcast"));
    spread->AddAttribute(hlo::Attribute::IntList("dimensions", std::move(positions)));
    return spread;
  }

  hlo::Instruction* Add(HloOpcode opcode, hlo::Shape shape, hlo::Instruction* operand,
                        absl::string_view what) {
    return AddDerivedInstruction(copy_, dot_, absl::StrCat(dot_.name(), ".", what), opcode,
                                 std::move(shape), {operand});
  }

  const hlo::Instruction& dot_;
  hlo::Computation* copy_;
};

}  // namespace

bool HasOuterProducts(const hlo::Module& module) {
  return AnyInstructionOutsideFusions(module, IsOuterProduct);
}

absl::StatusOr<OuterProductsRewritten> RewriteOuterProducts(const hlo::Module& module) {
  OuterProductsRewritten out;
  TPUSIM_ASSIGN_OR_RETURN(
      out.module,
      RewriteInstructions(
          module,
          [&](const hlo::Instruction& instruction, absl::Span<hlo::Instruction* const> operands,
              hlo::Computation* copy, ModuleBuilder&) -> hlo::Instruction* {
            if (!IsOuterProduct(instruction)) return nullptr;
            ++out.rewritten;
            return Rewriter(instruction, copy).Rewrite(operands[0], operands[1]);
          }));
  return out;
}

}  // namespace tpusim::tpu::compiler
