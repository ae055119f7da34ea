// Parameter prefetching: XLA:TPU's memory-space assignment copies entry
// parameters into the alternate memory (VMEM) ahead of the op that reads
// them, with a `copy-start`/`copy-done` pair, and prefetches one weight for
// the next run of the program (the cross-program prefetch). The copies take
// no HBM for their data, but each `copy-start` defines a small index table
// in HBM (32 B on v5p), which buffer assignment places at its own 16 KiB
// aligned offset while the copy is in flight; that is where most of a small
// v5p program's temp goes (memory/buffer_assignment.h).
//
// The rule, from the oracle's optimized modules (docs/compiler_model.md,
// "Parameter prefetches"): a parameter is prefetched when no op up to the
// program's first matrix product reads it, since a copy needs earlier work
// to hide behind;
// parameters that alias an output, feed control flow or the root are left
// in HBM. The cross-program prefetch goes to the largest parameter read
// only by dots and convolutions (after XLA's FindCrossProgramPrefetch
// Candidate). Chips that prefetch only that one
// (ChipSpec::prefetches_cross_program) get its copy alone.
#ifndef TPUSIM_TPU_MODEL_COMPILER_PARAMETER_PREFETCH_H_
#define TPUSIM_TPU_MODEL_COMPILER_PARAMETER_PREFETCH_H_

#include <cstdint>

#include "absl/status/statusor.h"
#include "hlo/ir/hlo_module.h"
#include "tpu_model/chip.h"

namespace tpusim::tpu::compiler {

struct PrefetchStats {
  int64_t prefetched = 0;  // Parameters copied to the alternate memory.
  bool cross_program_prefetch = false;
};

// Whether PrefetchParameters would change `module` on `chip`.
bool HasParametersToPrefetch(const hlo::Module& module, const ChipSpec& chip);

// Rewrites `module` in place (a copy of a large program costs more than
// the rest of the compiler model): each prefetched entry parameter is read
// through `copy-done(copy-start(parameter))`, printed right after it, the
// copy's destination in `chip.alternate_memory.memory_space` and its sync
// flag in S(2).
absl::StatusOr<PrefetchStats> PrefetchParameters(hlo::Module* module, const ChipSpec& chip);

}  // namespace tpusim::tpu::compiler

#endif  // TPUSIM_TPU_MODEL_COMPILER_PARAMETER_PREFETCH_H_
