// Memory-space assignment for predicted modules: which intermediate buffers
// XLA:TPU would keep in the chip's alternate memory (VMEM, S(1), or CMEM,
// S(3) on v4) instead of HBM.
//
// XLA:TPU runs memory-space assignment after scheduling: it places buffers
// in the alternate memory while they fit, so a program whose intermediates
// fit there reports no HBM temp at all (237 of the 381 oracle cases that
// compile report temp_size_in_bytes 0). Optimized modules carry XLA's
// decision as S(n) in their layouts; this pass predicts it for modules
// whose layouts tpusim predicts.
//
// The model: every candidate buffer (not an entry parameter, not live out,
// not a constant, one array value per position, a live range in the
// flattened schedule, and allowed by the chip's rules: tpu::
// AlternateMemoryRules) is tried in XLA's order (most memory-bound first,
// see ChipSpeeds; then decreasing size, longer live range, start time),
// and moves to the alternate memory when it is no larger than the
// chip's largest alternate buffer and the bytes already placed there over
// its live range leave room for it under the chip's budget (less
// AlternateMemoryRules::convolution_reserved_bytes in a program with a
// convolution). A buffer whose
// live range spans more traffic than the chip allows for a copy-free
// placement (AlternateMemoryRules::max_no_copy_interval_bytes; loop carries
// exempt) stays in HBM, as XLA then defines it there and prefetches it.
// Parameter prefetches are the compiler model's (tpu_model/compiler/
// parameter_prefetch.h): their copies arrive here already in the alternate
// memory and take their room first, largest first. Where dot and convolution results stay
// in HBM (v5p), one read again later is copied into the alternate memory
// for its last reader (a convolution's, for every reader after its first):
// the copy takes room from the reader before (the first) to the last, and
// the value's HBM range ends there (LiveRanges::EndEarlier, so the pass
// takes the live ranges to change).
// Evictions are not modelled.
#ifndef TPUSIM_MEMORY_MEMORY_SPACE_ASSIGNMENT_H_
#define TPUSIM_MEMORY_MEMORY_SPACE_ASSIGNMENT_H_

#include <cstdint>

#include "absl/status/status.h"
#include "memory/alias_analysis.h"
#include "memory/buffer_sizes.h"
#include "memory/dataflow.h"
#include "memory/live_range.h"
#include "tpu_model/chip.h"

namespace tpusim::memory {

struct AlternateMemoryResult {
  int64_t buffers_placed = 0;
  int64_t bytes_placed = 0;   // Sum of the placed buffers' sizes.
  int64_t peak_bytes = 0;     // Most bytes placed at one time.
  int64_t values_prefetched = 0;  // HBM values whose last reader reads a copy.
};

// The chip's speeds, which order the candidates as XLA's memory-space
// assignment does (zero: largest first).
struct ChipSpeeds {
  double flops_per_second = 0.0;      // Peak of the matrix units.
  double hbm_bytes_per_second = 0.0;
};

// Recolors the chosen buffers (and their values) in `sizes` to
// `rules.memory_space`, and ends the copied dot results' ranges in
// `live_ranges` early. A no-op when the rules name no memory space.
absl::StatusOr<AlternateMemoryResult> AssignAlternateMemory(
    const Dataflow& dataflow, const AliasAnalysis& aliases, LiveRanges* live_ranges,
    const tpu::AlternateMemoryRules& rules, ChipSpeeds speeds, BufferSizes* sizes);

}  // namespace tpusim::memory

#endif  // TPUSIM_MEMORY_MEMORY_SPACE_ASSIGNMENT_H_
