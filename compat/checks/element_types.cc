// Element-type rules: types XLA:TPU rejects, types it emulates, and 64-bit
// ops its X64 rewriter has been seen to reject. The type facts are tables.
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "compat/checks/checks.h"
#include "compat/checks/custom_call_targets.h"

namespace tpusim::compat::checks {
namespace {

using hlo::HloOpcode;
using hlo::PrimitiveType;

// Types XLA:TPU refuses to compile.
struct UnsupportedTypeRow {
  PrimitiveType type;
  absl::string_view fix;
  // jax#19769 and jax#10158: "INVALID_ARGUMENT: Element type C128 is not
  // supported on TPU" (an FFT of float64 data; maintainers: TPUs have no
  // float64 hardware).
  absl::string_view evidence;
};
constexpr UnsupportedTypeRow kUnsupportedTypes[] = {
    {PrimitiveType::kC128,
     "compute in complex64 (keep jax_enable_x64 off, or cast to float32/complex64 "
     "before the FFT)",
     "jax#19769, jax#10158"},
};

// Types the TPU has no arithmetic for; XLA rewrites them into 32-bit ops.
struct EmulatedTypeRow {
  PrimitiveType type;
  absl::string_view how;
  // diffrax#366 (XLA:TPU "rewriting computation to not contain X64 element
  // types"; maintainers: float64 is emulated in software), jax#19769.
  absl::string_view evidence;
};
constexpr EmulatedTypeRow kEmulatedTypes[] = {
    {PrimitiveType::kF64,
     "f64 arithmetic is emulated with pairs of f32 on TPU (several times slower, "
     "f32 exponent range); compute in f32 unless the precision is needed",
     "diffrax#366, jax#19769"},
};

// Matmul input types by the chips whose MXU takes them natively; on other
// chips XLA converts the operands (to bf16) first, so the narrow type saves
// memory but not MXU time.
struct MatmulTypeClass {
  absl::string_view name;
  bool (*member)(PrimitiveType type);
  bool (*native)(const tpu::ChipSpec& chip);
  // int8: chip table peak_int8_tops (Cloud TPU pages: v4 "275 bf16 or
  // int8", v5e/v5p/v6e int8 TOPS; none on v2/v3 and TPU7x per JAX
  // tpu_info.py). fp8: peak_fp8_tflops (v5p, v6e, TPU7x). int4: JAX
  // tpu_info.py has int4 throughput on v5e, v5p and v6e only.
  absl::string_view evidence;
};
constexpr MatmulTypeClass kMatmulTypeClasses[] = {
    {"int8",
     [](PrimitiveType t) { return t == PrimitiveType::kS8 || t == PrimitiveType::kU8; },
     [](const tpu::ChipSpec& chip) { return chip.peak_int8_tops > 0; },
     "chip.cc peak_int8_tops"},
    {"fp8",
     [](PrimitiveType t) { return hlo::IsNarrowFloat(t) && hlo::BitWidth(t) == 8; },
     [](const tpu::ChipSpec& chip) { return chip.peak_fp8_tflops > 0; },
     "chip.cc peak_fp8_tflops"},
    {"int4",
     [](PrimitiveType t) { return t == PrimitiveType::kS4 || t == PrimitiveType::kU4; },
     [](const tpu::ChipSpec& chip) { return chip.generation == 5 || chip.generation == 6; },
     "JAX tpu_info.py int4_ops_per_second"},
};

bool OperandsHaveType(const hlo::Instruction& instruction, PrimitiveType type) {
  for (const hlo::Instruction* operand : instruction.operands()) {
    if (ShapeHasType(operand->shape(), type)) return true;
  }
  return false;
}

// Arithmetic in `type`: a non-plumbing, non-data-movement op that reads or
// writes it. Constants and parameters only hold data; a convert that
// narrows away from `type` is where the program leaves it.
bool ComputesIn(const hlo::Instruction& instruction, PrimitiveType type) {
  const HloOpcode opcode = instruction.opcode();
  if (IsPlumbing(opcode) || IsDataMovement(opcode) || opcode == HloOpcode::kConstant ||
      opcode == HloOpcode::kParameter) {
    return false;
  }
  const bool writes = ShapeHasType(instruction.shape(), type);
  if (opcode == HloOpcode::kConvert) return writes && !OperandsHaveType(instruction, type);
  return writes || OperandsHaveType(instruction, type);
}

}  // namespace

void UnsupportedType(const CheckContext& context, FindingSink& sink) {
  for (const hlo::Instruction* instruction : context.program.ops()) {
    const HloOpcode opcode = instruction->opcode();
    // Plumbing forwards values some other op made (and is reported there);
    // entry parameters are reported because the buffer itself cannot exist.
    if (IsPlumbing(opcode) && !(opcode == HloOpcode::kParameter &&
                                instruction->parent()->IsEntry())) {
      continue;
    }
    if (IsConstantOnlyConverted(*instruction)) continue;
    for (const UnsupportedTypeRow& row : kUnsupportedTypes) {
      if (!ShapeHasType(instruction->shape(), row.type)) continue;
      sink.Report(*instruction,
                  absl::StrCat(hlo::PrimitiveTypeName(row.type), " value produced by ",
                               hlo::HloOpcodeString(opcode),
                               " is not supported on TPU; ", row.fix),
                  std::string(hlo::PrimitiveTypeName(row.type)));
    }
  }
}

void EmulatedType(const CheckContext& context, FindingSink& sink) {
  for (const hlo::Instruction* instruction : context.program.ops()) {
    std::vector<std::string> reasons;
    std::vector<std::string> keys;
    for (const EmulatedTypeRow& row : kEmulatedTypes) {
      if (ComputesIn(*instruction, row.type)) {
        reasons.push_back(std::string(row.how));
        keys.push_back(std::string(hlo::PrimitiveTypeName(row.type)));
      }
    }
    if (context.chip != nullptr && IsMatmul(instruction->opcode())) {
      for (const MatmulTypeClass& type_class : kMatmulTypeClasses) {
        if (type_class.native(*context.chip)) continue;
        for (const hlo::Instruction* operand : instruction->operands()) {
          const PrimitiveType type = operand->shape().element_type();
          if (!type_class.member(type)) continue;
          reasons.push_back(absl::StrCat(
              hlo::PrimitiveTypeName(type), " matmul operand: ",
              context.chip->display_name, " has no native ", type_class.name,
              " MXU path, so XLA converts it first (it saves memory, not MXU time); "
              "use bf16 operands or a chip with ",
              type_class.name, " support"));
          keys.push_back(std::string(hlo::PrimitiveTypeName(type)));
          break;
        }
      }
    }
    if (reasons.empty()) continue;
    sink.Report(*instruction,
                absl::StrCat(hlo::HloOpcodeString(instruction->opcode()), ": ",
                             absl::StrJoin(reasons, "; ")),
                absl::StrJoin(keys, ","));
  }
}

void X64RewriteRisk(const CheckContext& context, FindingSink& sink) {
  constexpr PrimitiveType kF64 = PrimitiveType::kF64;
  for (const hlo::Instruction* instruction : context.program.ops()) {
    if (instruction->opcode() == HloOpcode::kBitcastConvert &&
        instruction->operand_count() == 1) {
      const bool in = ShapeHasType(instruction->operand(0)->shape(), kF64);
      const bool out = ShapeHasType(instruction->shape(), kF64);
      // diffrax#366 (2024): "While rewriting computation to not contain X64
      // element types, XLA encountered an HLO for which this rewriting is not
      // implemented: s64[] bitcast-convert(f64[])".
      if (in != out) {
        sink.Report(*instruction,
                    absl::StrCat("bitcast-convert between f64 and ",
                                 hlo::PrimitiveTypeName(in ? instruction->shape().element_type()
                                                           : instruction->operand(0)
                                                                 ->shape()
                                                                 .element_type()),
                                 " has failed XLA:TPU's 64-bit rewriting (UNIMPLEMENTED); "
                                 "avoid reinterpreting f64 bits on TPU"),
                    "bitcast-convert-f64");
      }
      continue;
    }
    if (instruction->opcode() == HloOpcode::kCustomCall) {
      const CustomCallTarget* target = ClassifyCustomCallTarget(instruction->custom_call_target());
      if (target != nullptr && target->platform == TargetPlatform::kAnnotation) continue;
      const bool f64 = ShapeHasType(instruction->shape(), kF64) ||
                       OperandsHaveType(*instruction, kF64);
      // Enzyme-JAX#2126 (2026): the X64 rewriter rejects a custom-call on
      // f64 data ("rewriting is not implemented: %custom-call = f64[...]").
      if (f64) {
        sink.Report(*instruction,
                    absl::StrCat("custom-call '", instruction->custom_call_target(),
                                 "' on f64 data: XLA:TPU's 64-bit rewriting cannot see "
                                 "inside custom calls and has rejected them; pass f32 data"),
                    "custom-call-f64");
      }
    }
  }
}

}  // namespace tpusim::compat::checks
