// Rematerialization: what XLA:TPU recomputes when a program exceeds HBM,
// and whether the program then fits.
//
// XLA runs HloRematerialization on the scheduled module with the chip's
// HBM as its limit (xla/hlo/transforms/simplifiers/hlo_rematerialization.cc,
// read through the search tool): at the program points over the limit it
// picks values that are live but not read there, and recomputes each one
// just before its next read, so the first copy dies after its last earlier
// read. The oracle shows XLA:TPU does this, and that its out-of-memory
// message reports what is left after it:
//  - deep_mlp.sweep (the gradient of a 16-layer tanh MLP, f32[b,4096]
//    activations; test/data/oracle): XLA compiles 11 points whose peak as
//    scheduled exceeds the HBM, with `.remat` copies of the activations in
//    its modules; its out-of-memory figures on v4, v5e and v5p are this
//    model's peak after recomputation, to the reported digit;
//  - a 56-layer version on v5e: 79 `.remat` instructions and 15.84 GB in
//    all, where the program as scheduled needs 23 GB.
//
// The model, greedy as XLA's: while the heap's live bytes exceed the
// target, take the moment of the peak and split the largest HBM heap value
// live there but unread, whose defining op can run again (a fusion,
// elementwise op, dot, convolution, reduce or data movement in the entry
// computation, one array result) with every operand it reads still live at
// the next read. Operands are never kept alive longer for it, so the model
// recomputes no more than XLA could (XLA may also extend an operand's life
// or recompute chains).
#ifndef TPUSIM_MEMORY_REMATERIALIZATION_H_
#define TPUSIM_MEMORY_REMATERIALIZATION_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "memory/memory_analysis.h"

namespace tpusim::memory {

struct RecomputedValue {
  std::string name;  // Defining instruction.
  int64_t bytes = 0;
  int64_t flops = 0;  // Of one recomputation.
  int32_t times = 0;  // Recomputations (gaps split).
};

struct RematerializationPlan {
  int64_t bytes_to_free = 0;  // Peak minus the limit at the start.
  int64_t bytes_freed = 0;    // Off the heap's peak.
  int64_t recomputations = 0;
  int64_t extra_flops = 0;  // Saturates at INT64_MAX.
  bool fits = false;        // bytes_freed >= bytes_to_free.
  std::vector<RecomputedValue> recomputed;  // Largest first.
};

// Splits values of `analysis`'s HBM heap until its peak is `bytes_to_free`
// lower, or no value can be split. `bytes_to_free` <= 0 plans nothing.
absl::StatusOr<RematerializationPlan> PlanRematerialization(const MemoryAnalysis& analysis,
                                                            int64_t bytes_to_free);

// Floating-point operations of one execution of `instruction` (fusions:
// their bodies): 2 per multiply-add of a dot or convolution, one per
// element of an elementwise op or of a reduce's input; data movement none.
int64_t EstimateFlops(const hlo::Instruction& instruction);

}  // namespace tpusim::memory

#endif  // TPUSIM_MEMORY_REMATERIALIZATION_H_
