#include "tpu_model/compiler/bf16_dot_operands.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "hlo/ir/dots.h"

namespace tpusim::tpu::compiler {
namespace {

using hlo::HloOpcode;

bool ReadsOnlyIntoDotsAtDepth(const hlo::Instruction& user, const hlo::Instruction& value,
                              int depth) {
  if (depth > 8) return false;
  switch (user.opcode()) {
    case HloOpcode::kDot:
    case HloOpcode::kConvolution:
      // [ORACLE] Only the matrix units run f32 products in bf16: a
      // matrix-vector product is an f32 multiply and reduce (XLA carries
      // cg.ho14's f32[4096,4096] kernel matrix through its conjugate-gradient
      // loop in f32 on v5p, read only by `k @ d`).
      return hlo::IsMatrixProduct(user);
    case HloOpcode::kDynamicSlice:
      // The sliced operand, not an index.
      if (user.operand(0) != &value) return false;
      [[fallthrough]];
    case HloOpcode::kSlice:
    case HloOpcode::kReshape:
    case HloOpcode::kBitcast:
    case HloOpcode::kTranspose:
    case HloOpcode::kCopy:
      if (user.users().empty()) return false;
      for (const hlo::Instruction* next : user.users()) {
        if (!ReadsOnlyIntoDotsAtDepth(*next, user, depth + 1)) return false;
      }
      return true;
    default:
      return false;
  }
}

}  // namespace

bool ReadsOnlyIntoDots(const hlo::Instruction& user, const hlo::Instruction& value) {
  return ReadsOnlyIntoDotsAtDepth(user, value, 0);
}

hlo::Shape Bf16Like(const hlo::Shape& shape) {
  return hlo::Shape(hlo::PrimitiveType::kBF16, shape.dims(), shape.dynamic_dims());
}

std::unique_ptr<hlo::Instruction> ConvertTo(hlo::Instruction* operand, hlo::Shape shape,
                                            absl::string_view suffix) {
  auto convert = std::make_unique<hlo::Instruction>(absl::StrCat(operand->name(), suffix),
                                                    HloOpcode::kConvert, std::move(shape));
  convert->AppendOperand(operand);
  return convert;
}

}  // namespace tpusim::tpu::compiler
