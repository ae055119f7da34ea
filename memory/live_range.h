// When each value is live: XLA's HloLiveRange in module-scoped mode
// (xla/hlo/utils/hlo_live_range.cc).
//
// Logical time is the position in one flattened schedule: the entry's
// sequence, with each call and conditional preceded by its callees'
// sequences, each while by its condition's then its body's, and each async
// op by its wrapped computation. Fusion bodies and embedded computations
// (reducers, comparators) are never flattened, so their values get no live
// range and no memory.
//
// A value starts at its defining instruction (parameters at the start of
// their computation) and ends at the latest of its definition (a root lives
// to its computation's end; a value defined inside an async wrapped
// computation lives to the async-done), its other positions and its uses. A
// use by a call is dropped (the callee's own uses count), a use by a while
// counts at the body parameter (the init value dies when the body starts).
// Entry parameters that no output aliases live to the end of the program.
// Values of one buffer are then made disjoint: sorted by (start, end, id),
// each range ends where the next begins and the next takes the larger end.
#ifndef TPUSIM_MEMORY_LIVE_RANGE_H_
#define TPUSIM_MEMORY_LIVE_RANGE_H_

#include <cstdint>
#include <span>
#include <vector>

#include "absl/status/statusor.h"
#include "memory/alias_analysis.h"
#include "memory/dataflow.h"

namespace tpusim::memory {

// Instruction order of each computation that runs sequentially; fusion
// bodies have none.
struct ModuleSchedule {
  std::vector<std::vector<InstrIndex>> sequences;  // Indexed by CompIndex.
  bool has_sequence(CompIndex c) const {
    return c >= 0 && c < static_cast<CompIndex>(sequences.size()) && !sequences[c].empty();
  }
};

// The module's own instruction order for every non-fusion computation (for
// modules with is_scheduled=true this is XLA's schedule).
ModuleSchedule ModuleOrderSchedule(const ModuleIndex& index);

// Inclusive logical times.
struct LiveRange {
  int32_t start = 0;
  int32_t end = 0;
};

class LiveRanges {
 public:
  static absl::StatusOr<LiveRanges> Run(const Dataflow& dataflow, const AliasAnalysis& aliases,
                                        const ModuleSchedule& schedule);

  const std::vector<InstrIndex>& flattened_sequence() const { return flattened_; }
  // One past the last instruction's time.
  int32_t schedule_end_time() const { return static_cast<int32_t>(flattened_.size()); }
  // kNone for instructions outside the flattened schedule.
  int32_t TimeOf(InstrIndex i) const { return time_[i]; }
  bool HasRange(ValueIndex v) const { return ranges_[v].start >= 0; }
  const LiveRange& range(ValueIndex v) const { return ranges_[v]; }
  // [start, end) of computation `c` in the flattened schedule, or {-1, -1}.
  std::pair<int32_t, int32_t> span(CompIndex c) const { return spans_[c]; }
  // False when a control-flow callee had no sequence.
  bool total_order_scheduled() const { return total_order_; }
  // Ends `v`'s range at `end` (not past its current end): its later readers
  // are served from a copy in another memory (memory_space_assignment.h).
  void EndEarlier(ValueIndex v, int32_t end) {
    if (end >= ranges_[v].start && end < ranges_[v].end) ranges_[v].end = end;
  }

 private:
  std::vector<InstrIndex> flattened_;
  std::vector<int32_t> time_;
  std::vector<LiveRange> ranges_;
  std::vector<std::pair<int32_t, int32_t>> spans_;
  bool total_order_ = true;
};

}  // namespace tpusim::memory

#endif  // TPUSIM_MEMORY_LIVE_RANGE_H_
