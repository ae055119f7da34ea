// Helpers of the passes that narrow f32 dot operands to bf16. XLA:TPU runs
// f32 dots at the default precision in bf16 passes, so a value read only by
// dots loses nothing when it is converted to bf16 early, and XLA moves that
// conversion ahead of copies of the value (a while loop's carried state:
// loop_operand_narrowing.h; an all-gather: gather_narrowing.h).
#ifndef TPUSIM_TPU_MODEL_COMPILER_BF16_DOT_OPERANDS_H_
#define TPUSIM_TPU_MODEL_COMPILER_BF16_DOT_OPERANDS_H_

#include <memory>

#include "absl/strings/string_view.h"
#include "hlo/ir/hlo_module.h"
#include "hlo/ir/shape.h"

namespace tpusim::tpu::compiler {

// Whether `value`, read by `user`, reaches only dot or convolution operands
// through ops that select or relabel its elements (slices, dynamic-slices of
// it, reshapes, bitcasts, transposes, copies).
bool ReadsOnlyIntoDots(const hlo::Instruction& user, const hlo::Instruction& value);

// `shape` (an array) with bf16 elements.
hlo::Shape Bf16Like(const hlo::Shape& shape);

// A new `convert` of `operand` to `shape`, named after the operand with
// `suffix` appended.
std::unique_ptr<hlo::Instruction> ConvertTo(hlo::Instruction* operand, hlo::Shape shape,
                                            absl::string_view suffix);

}  // namespace tpusim::tpu::compiler

#endif  // TPUSIM_TPU_MODEL_COMPILER_BF16_DOT_OPERANDS_H_
