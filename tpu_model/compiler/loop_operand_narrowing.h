// Narrowing of loop-invariant dot operands: XLA:TPU runs f32 dots at the
// default precision in bf16 passes, and when an f32 value enters a while loop
// unchanged and is read in the body only by dots (through slices and
// relabellings), it converts the value to bf16 once, before the loop, and
// carries the bf16 copy instead.
//
// Evidence: every `scan_rnn.sweep.elman` case of the oracle (v4, v5e, v5p,
// v6e): the optimized while carries bf16[S,64,256] (the sequence `xs`, read
// by a dynamic-slice and a dot), bf16[256,1024] and bf16[1024,1024] (the
// weights), each a `convert` of the f32 entry parameter before the loop;
// XLA's temp is then half the size of the f32 arguments it narrows.
#ifndef TPUSIM_TPU_MODEL_COMPILER_LOOP_OPERAND_NARROWING_H_
#define TPUSIM_TPU_MODEL_COMPILER_LOOP_OPERAND_NARROWING_H_

#include <cstdint>
#include <memory>

#include "absl/status/statusor.h"
#include "hlo/ir/hlo_module.h"

namespace tpusim::tpu::compiler {

struct NarrowedModule {
  std::unique_ptr<hlo::Module> module;
  int64_t narrowed = 0;  // Loop state elements now carried as bf16.
};

// Whether NarrowLoopDotOperands would change `module`.
bool HasLoopDotOperandsToNarrow(const hlo::Module& module);

// A copy of `module` in which each qualifying while-state element (f32
// array, passed through the body unchanged, read in the body only as a dot
// or convolution operand, unread by the condition and after the loop, its
// init a tuple read only by the while) is converted to bf16 before the loop
// and carried as bf16; the body converts it back where it reads it, which
// fusion then folds into the dot's fusion.
absl::StatusOr<NarrowedModule> NarrowLoopDotOperands(const hlo::Module& module);

}  // namespace tpusim::tpu::compiler

#endif  // TPUSIM_TPU_MODEL_COMPILER_LOOP_OPERAND_NARROWING_H_
