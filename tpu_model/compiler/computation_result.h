// Whether a value leaves its computation: the fusion and layout passes both
// treat a computation's results apart (the entry's result keeps the entry's
// layout, a loop body's root is the next iteration's carry).
#ifndef TPUSIM_TPU_MODEL_COMPILER_COMPUTATION_RESULT_H_
#define TPUSIM_TPU_MODEL_COMPILER_COMPUTATION_RESULT_H_

#include "hlo/ir/hlo_module.h"

namespace tpusim::tpu::compiler {

// `instruction` is its computation's root or an operand of a root tuple.
bool IsComputationResult(const hlo::Instruction& instruction);

// As IsComputationResult, or an element of `instruction` (a tuple) reaches a
// root tuple through a get-tuple-element: an output of a multi-output
// fusion the computation returns.
bool IsComputationOutput(const hlo::Instruction& instruction);

}  // namespace tpusim::tpu::compiler

#endif  // TPUSIM_TPU_MODEL_COMPILER_COMPUTATION_RESULT_H_
