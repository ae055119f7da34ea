// Reading a reducer or combiner computation (the `to_apply` of reduce,
// reduce-window, scatter, sort): which op it applies.
#ifndef TPUSIM_TPU_MODEL_COMPILER_REDUCERS_H_
#define TPUSIM_TPU_MODEL_COMPILER_REDUCERS_H_

#include <optional>

#include "hlo/ir/hlo_module.h"
#include "hlo/ir/opcode.h"

namespace tpusim::tpu::compiler {

// The reducer's one op, when its root applies a binary elementwise op to
// its two parameters (add, multiply, max, min and the bitwise ones); nullopt
// otherwise or for a null reducer.
std::optional<hlo::HloOpcode> CombiningOp(const hlo::Computation* reducer);

}  // namespace tpusim::tpu::compiler

#endif  // TPUSIM_TPU_MODEL_COMPILER_REDUCERS_H_
