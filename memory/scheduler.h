// Memory-minimizing schedulers for modules that are not scheduled yet,
// after XLA's hlo_memory_scheduler (xla/hlo/transforms/simplifiers/
// hlo_memory_scheduler.cc). A module with is_scheduled=true keeps its own
// order (ModuleOrderSchedule); the rest get XLA's DefaultMemoryScheduler:
// list, DFS and post-order schedules are tried and the one with the lowest
// no-fragmentation peak (MinimumMemoryForModule) is kept, ties in that
// order.
//
//  - List: a greedy ready list; priority = bytes freed by the instruction's
//    last uses minus bytes it defines, then user count; effective scalars
//    first. Parameters and constants are free; live-out buffers count one
//    extra use. Equal priorities go to the most recently readied.
//  - DFS: post-order, visiting operands with the most transitive extra
//    users first, then the largest transitive bytes, then by name.
//  - Post-order: the computation's instruction post-order.
//
// XLA:TPU's real scheduler is a latency-hiding scheduler that trades memory
// for overlap, so predictions for unscheduled input are a lower bound on
// what TPU will do.
#ifndef TPUSIM_MEMORY_SCHEDULER_H_
#define TPUSIM_MEMORY_SCHEDULER_H_

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "memory/alias_analysis.h"
#include "memory/buffer_sizes.h"
#include "memory/dataflow.h"
#include "memory/live_range.h"

namespace tpusim::memory {

struct SchedulerContext {
  const Dataflow* dataflow = nullptr;
  const AliasAnalysis* aliases = nullptr;
  const BufferSizes* sizes = nullptr;
};

class ComputationScheduler {
 public:
  virtual ~ComputationScheduler() = default;
  virtual absl::string_view name() const = 0;
  // A topological order of all instructions of `computation`.
  virtual std::vector<InstrIndex> Schedule(CompIndex computation,
                                           const SchedulerContext& context) const = 0;
};

std::unique_ptr<ComputationScheduler> MakeListScheduler();
std::unique_ptr<ComputationScheduler> MakeDfsScheduler();
std::unique_ptr<ComputationScheduler> MakePostOrderScheduler();

// Runs `scheduler` on every non-fusion computation.
ModuleSchedule ScheduleModule(const ComputationScheduler& scheduler,
                              const SchedulerContext& context);

// XLA's HeapSimulator::MinimumMemoryForModule: the peak of a
// no-fragmentation heap simulation of every value (constants excluded).
absl::StatusOr<int64_t> MinimumMemoryForModule(const SchedulerContext& context,
                                               const ModuleSchedule& schedule);

struct ScheduleChoice {
  ModuleSchedule schedule;
  std::string algorithm;  // "list", "dfs", "post-order".
  int64_t peak_bytes = 0;
  std::vector<std::pair<std::string, int64_t>> candidates;  // Every peak tried.
};

// XLA's DefaultMemoryScheduler.
absl::StatusOr<ScheduleChoice> ChooseMemorySchedule(const SchedulerContext& context);

// Places the entry computation's parameter prefetches as XLA:TPU's
// memory-space assignment does: each `copy-start` of an entry parameter just
// before the op ahead of its first reader (first, after the parameters, when
// that reader is the program's first op, and always for the cross-program
// prefetch), and each `copy-done` just before the first reader, so a copy
// overlaps one op and holds VMEM only from there.
// Evidence: the oracle's optimized v5p modules (mlp.b9.d3.h18.l2.f32: all
// three copy-starts precede the first fusion; each copy-done directly
// precedes the fusion that reads it; across the v5p modules one op runs
// between a copy-start and the reader for most copies of 1 MiB or more,
// scheduler.cc). The memory schedulers above would start each copy as late
// as they could, as it defines a buffer.
void HoistParameterPrefetches(const ModuleIndex& index, ModuleSchedule* schedule);

// The entry parameter a prefetch copies: `i`'s operand when `i` is a
// copy-start of a parameter, the copy-start's when `i` is its copy-done
// (tpu_model/compiler/parameter_prefetch.h); kNone for anything else.
InstrIndex PrefetchedParameter(const ModuleIndex& index, InstrIndex i);

}  // namespace tpusim::memory

#endif  // TPUSIM_MEMORY_SCHEDULER_H_
