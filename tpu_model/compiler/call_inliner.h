// Inlines `call` instructions, as XLA's CallInliner does before fusion (the
// StableHLO of JAX programs calls private functions such as `relu`; XLA:TPU's
// optimized modules have no `call` left: 0 of the oracle's 489 optimized
// modules keep one). Fusion then sees the callee's ops beside the caller's.
// A get-tuple-element of an inlined callee's tuple becomes the element
// itself, as XLA's simplifier folds it (docs/compiler_model.md).
#ifndef TPUSIM_TPU_MODEL_COMPILER_CALL_INLINER_H_
#define TPUSIM_TPU_MODEL_COMPILER_CALL_INLINER_H_

#include <cstdint>
#include <memory>

#include "absl/status/statusor.h"
#include "hlo/ir/hlo_module.h"

namespace tpusim::tpu::compiler {

struct InlinedModule {
  std::unique_ptr<hlo::Module> module;
  int64_t calls_inlined = 0;
};

// Whether InlineCalls would change `module`: it has a call to inline.
bool HasCallsToInline(const hlo::Module& module);

// A copy of `module` with every `call` replaced by its callee's
// instructions (calls inside callees included). Calls with an
// execution_thread other than the main one are kept.
absl::StatusOr<InlinedModule> InlineCalls(const hlo::Module& module);

}  // namespace tpusim::tpu::compiler

#endif  // TPUSIM_TPU_MODEL_COMPILER_CALL_INLINER_H_
