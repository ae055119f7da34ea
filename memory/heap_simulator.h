// The heap simulation driver, after XLA's HeapSimulator::RunComputation
// (xla/service/heap_simulator/heap_simulator.cc). It only works for a
// completely sequential instruction sequence: the flattened schedule of
// LiveRanges.
//
// At every logical time step it first starts the values whose live range
// begins there (sorted by start, end, id) and then ends the ones whose
// range ends there, so an instruction's dying operands and its new outputs
// are live together. A starting value
//  - shares the memory of a value of its buffer already placed (ShareWith);
//  - or, when its buffer has only this value, takes over the memory of an
//    operand value that dies at this very step, if XLA allows the reuse
//    (Dataflow::CanShareOperandBufferWithUser; never for copies): the
//    operand is freed and the new value shares its memory;
//  - or is allocated.
// The result is the event trace (XLA's HeapSimulatorTrace). Packing is a
// separate, pluggable step: see heap_algorithms.h.
#ifndef TPUSIM_MEMORY_HEAP_SIMULATOR_H_
#define TPUSIM_MEMORY_HEAP_SIMULATOR_H_

#include <cstdint>
#include <span>
#include <vector>

#include "hlo/ir/opcode.h"
#include "memory/alias_analysis.h"
#include "memory/dataflow.h"
#include "memory/live_range.h"

namespace tpusim::memory {

struct HeapEvent {
  enum class Kind : uint8_t { kAlloc = 0, kFree = 1, kShareWith = 2 };
  Kind kind = Kind::kAlloc;
  // Dense id of the value within this trace (order of first appearance).
  int32_t buffer = 0;
  // For kShareWith: the trace id of the value whose memory is shared.
  int32_t share_with = kNone;
  int32_t time = 0;   // Logical schedule time of the step.
  int64_t size = 0;   // Bytes the event passes to the heap algorithm.
};

struct HeapTrace {
  std::vector<HeapEvent> events;
  // Trace id -> value, and the value's XLA id (ties in packing order).
  std::vector<ValueIndex> values;
  std::vector<int64_t> ids;
  int32_t buffer_count() const { return static_cast<int32_t>(values.size()); }
};

struct HeapSimulationOptions {
  bool may_reuse_operand_buffers = true;
  // All-reduces of at least this many bytes share no buffer with their
  // operand (BufferAssignmentOptions::sparsecore_all_reduce_min_bytes).
  int64_t sparsecore_all_reduce_min_bytes = 0;
};

// Does an op with `opcode` making `bytes` run on the SparseCores, under
// BufferAssignmentOptions::sparsecore_all_reduce_min_bytes = `min_bytes`
// (0: never)? The one test the heap simulation and buffer assignment share.
inline bool RunsOnSparseCore(hlo::HloOpcode opcode, int64_t bytes, int64_t min_bytes) {
  return min_bytes > 0 && opcode == hlo::HloOpcode::kAllReduce && bytes >= min_bytes;
}

// Simulates the values `assign[v] != 0` that have a live range. `sizes[b]`
// is the size of buffer b (the largest of its values).
HeapTrace SimulateHeap(const Dataflow& dataflow, const AliasAnalysis& aliases,
                       const LiveRanges& live_ranges, std::span<const int64_t> buffer_sizes,
                       std::span<const uint8_t> assign, const HeapSimulationOptions& options = {});

}  // namespace tpusim::memory

#endif  // TPUSIM_MEMORY_HEAP_SIMULATOR_H_
