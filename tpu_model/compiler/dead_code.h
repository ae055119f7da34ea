// Dead-code removal: instructions whose results nothing reads, and that have
// no effect besides their result, are dropped, as XLA's HloDCE does after
// each pass that can leave them (the SPMD partitioner among them).
//
// Evidence: sharded_ep.me4.sort_fwd...v5p. The partitioner model makes the
// zeros a scatter writes into at the shard's shape and left the whole
// bf16[4,5121,512] broadcast it replaced in the program (21 MB, read by
// nothing); XLA's optimized module has only the bf16[5121,512] one.
#ifndef TPUSIM_TPU_MODEL_COMPILER_DEAD_CODE_H_
#define TPUSIM_TPU_MODEL_COMPILER_DEAD_CODE_H_

#include <cstdint>
#include <memory>

#include "absl/status/statusor.h"
#include "hlo/ir/hlo_module.h"

namespace tpusim::tpu::compiler {

struct DeadCodeRemovedModule {
  std::unique_ptr<hlo::Module> module;
  int64_t removed = 0;  // Instructions dropped.
};

// Whether `instruction` may be dropped when nothing reads it: it computes a
// value and nothing else (no collective, I/O, random state, control flow,
// custom call or parameter).
bool IsRemovableWhenUnread(const hlo::Instruction& instruction);

// Whether RemoveDeadCode would change `module`.
bool HasDeadCode(const hlo::Module& module);

// A copy of `module` without the instructions, outside fusion bodies, that
// neither the root nor a kept instruction reaches through operands or
// control edges.
absl::StatusOr<DeadCodeRemovedModule> RemoveDeadCode(const hlo::Module& module);

}  // namespace tpusim::tpu::compiler

#endif  // TPUSIM_TPU_MODEL_COMPILER_DEAD_CODE_H_
