#include "tpu_model/compiler/complex_dots.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "hlo/base/status_macros.h"
#include "hlo/ir/attributes.h"
#include "tpu_model/compiler/module_builder.h"

namespace tpusim::tpu::compiler {
namespace {

using hlo::HloOpcode;
using hlo::PrimitiveType;

// The real type of a complex type's parts.
std::optional<PrimitiveType> PartType(PrimitiveType type) {
  if (type == PrimitiveType::kC64) return PrimitiveType::kF32;
  if (type == PrimitiveType::kC128) return PrimitiveType::kF64;
  return std::nullopt;
}

bool IsComplexDot(const hlo::Instruction& instruction) {
  if (instruction.opcode() != HloOpcode::kDot || instruction.operand_count() != 2 ||
      !instruction.shape().IsArray() || !PartType(instruction.shape().element_type())) {
    return false;
  }
  for (const hlo::Instruction* operand : instruction.operands()) {
    if (!operand->shape().IsArray() ||
        operand->shape().element_type() != instruction.shape().element_type()) {
      return false;
    }
  }
  return true;
}

hlo::Shape PartShape(const hlo::Shape& complex) {
  return hlo::Shape(*PartType(complex.element_type()), complex.dims(), complex.dynamic_dims());
}

class Splitter {
 public:
  Splitter(hlo::Computation* copy, ModuleBuilder& builder) : copy_(copy), builder_(builder) {}

  // The real (`imaginary` false) or imaginary part of `value`.
  hlo::Instruction* Part(hlo::Instruction* value, bool imaginary) {
    auto split = std::make_unique<hlo::Instruction>(
        absl::StrCat(value->name(), imaginary ? ".imag" : ".real"), HloOpcode::kCustomCall,
        PartShape(value->shape()));
    split->AppendOperand(value);
    split->AddAttribute(
        hlo::Attribute::String("custom_call_target", imaginary ? "X64SplitHigh" : "X64SplitLow"));
    return copy_->AddInstruction(std::move(split));
  }

  hlo::Instruction* Binary(HloOpcode op, hlo::Instruction* lhs, hlo::Instruction* rhs,
                           std::string name) {
    auto binary = std::make_unique<hlo::Instruction>(std::move(name), op, lhs->shape());
    binary->AppendOperand(lhs);
    binary->AppendOperand(rhs);
    return copy_->AddInstruction(std::move(binary));
  }

  // `dot` (the source) over real operands.
  hlo::Instruction* RealDot(const hlo::Instruction& dot, hlo::Instruction* lhs,
                            hlo::Instruction* rhs, absl::string_view suffix) {
    std::unique_ptr<hlo::Instruction> real = builder_.Clone(dot, {lhs, rhs});
    real->set_name(absl::StrCat(dot.name(), suffix));
    *real->mutable_shape() = PartShape(dot.shape());
    return copy_->AddInstruction(std::move(real));
  }

  hlo::Instruction* Split(const hlo::Instruction& dot, hlo::Instruction* x, hlo::Instruction* w) {
    hlo::Instruction* a = Part(x, false);
    hlo::Instruction* b = Part(x, true);
    hlo::Instruction* c = Part(w, false);
    hlo::Instruction* d = Part(w, true);
    const std::string& name = dot.name();
    hlo::Instruction* k1 =
        RealDot(dot, Binary(HloOpcode::kAdd, a, b, absl::StrCat(name, ".a_plus_b")), c, ".k1");
    hlo::Instruction* k2 = RealDot(
        dot, a, Binary(HloOpcode::kSubtract, d, c, absl::StrCat(name, ".d_minus_c")), ".k2");
    hlo::Instruction* k3 =
        RealDot(dot, b, Binary(HloOpcode::kAdd, c, d, absl::StrCat(name, ".c_plus_d")), ".k3");
    hlo::Instruction* real = Binary(HloOpcode::kSubtract, k1, k3, absl::StrCat(name, ".re"));
    hlo::Instruction* imaginary = Binary(HloOpcode::kAdd, k1, k2, absl::StrCat(name, ".im"));
    auto complex = std::make_unique<hlo::Instruction>(name, HloOpcode::kComplex, dot.shape());
    complex->AppendOperand(real);
    complex->AppendOperand(imaginary);
    complex->ShareMetadata(dot);
    return copy_->AddInstruction(std::move(complex));
  }

 private:
  hlo::Computation* copy_;
  ModuleBuilder& builder_;
};

}  // namespace

bool HasComplexDotsToSplit(const hlo::Module& module) {
  return AnyInstructionOutsideFusions(module, IsComplexDot);
}

absl::StatusOr<ComplexDotsSplit> SplitComplexDots(const hlo::Module& module) {
  ComplexDotsSplit out;
  TPUSIM_ASSIGN_OR_RETURN(
      out.module,
      RewriteInstructions(
          module,
          [&](const hlo::Instruction& instruction, absl::Span<hlo::Instruction* const> operands,
              hlo::Computation* copy, ModuleBuilder& builder) -> hlo::Instruction* {
            if (!IsComplexDot(instruction)) return nullptr;
            ++out.split;
            return Splitter(copy, builder).Split(instruction, operands[0], operands[1]);
          }));
  return out;
}

}  // namespace tpusim::tpu::compiler
