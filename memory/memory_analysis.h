// The memory pipeline in one call: number the module, run dataflow and
// alias analysis, size every buffer for the chip, pick the schedule (the
// module's own when is_scheduled=true, else XLA's default memory
// scheduler), compute live ranges and assign buffers. The result owns every
// intermediate so reports and comparisons can read them.
#ifndef TPUSIM_MEMORY_MEMORY_ANALYSIS_H_
#define TPUSIM_MEMORY_MEMORY_ANALYSIS_H_

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "hlo/ir/hlo_module.h"
#include "memory/alias_analysis.h"
#include "memory/buffer_assignment.h"
#include "memory/buffer_sizes.h"
#include "memory/dataflow.h"
#include "memory/live_range.h"
#include "memory/memory_space_assignment.h"
#include "memory/module_index.h"
#include "memory/scheduler.h"
#include "memory/size_function.h"
#include "tpu_model/chip.h"
#include "tpu_model/layout_policy.h"

namespace tpusim::memory {

enum class ScheduleMode {
  kAuto,         // The module's order when is_scheduled, else kBest.
  kModuleOrder,  // The instruction order as written.
  kBest,         // XLA's DefaultMemoryScheduler (list, DFS, post-order).
  kList,
  kDfs,
  kPostOrder,
};
// "auto", "module", "best", "list", "dfs", "post-order"; false if unknown.
bool ParseScheduleMode(absl::string_view text, ScheduleMode* mode);

struct MemoryAnalysisOptions {
  ScheduleMode schedule = ScheduleMode::kAuto;
  BufferAssignmentOptions assignment;
  // Called with a short stage description ("dataflow", "scheduling", ...).
  std::function<void(absl::string_view)> progress;
  // On modules whose layouts tpusim predicts, keep intermediates in the
  // chip's alternate memory as XLA:TPU's memory-space assignment would
  // (memory_space_assignment.h). Laid-out modules carry XLA's own choice.
  bool predict_alternate_memory = true;
};

class MemoryAnalysis {
 public:
  // Sizes `module`'s buffers by `policy`: the policy of the module the user
  // gave, which for the compiler model's output is the pre-optimization
  // input's (memory/program_memory.h). Needs a policy with a chip.
  static absl::StatusOr<std::unique_ptr<MemoryAnalysis>> Run(const hlo::Module& module,
                                                             const tpu::LayoutPolicy& policy,
                                                             const MemoryAnalysisOptions& options);
  // The same with `module`'s own policy (tpu::LayoutPolicy::ForModule).
  static absl::StatusOr<std::unique_ptr<MemoryAnalysis>> Run(const hlo::Module& module,
                                                             const tpu::ChipSpec& chip,
                                                             const MemoryAnalysisOptions& options);

  const hlo::Module& module() const { return *module_; }
  const tpu::ChipSpec& chip() const { return *chip_; }
  const SizeFunction& size_function() const { return size_function_; }
  const ModuleIndex& index() const { return index_; }
  const Dataflow& dataflow() const { return dataflow_; }
  const AliasAnalysis& aliases() const { return aliases_; }
  const BufferSizes& sizes() const { return sizes_; }
  const ModuleSchedule& schedule() const { return schedule_; }
  const LiveRanges& live_ranges() const { return live_ranges_; }
  const BufferAssignment& assignment() const { return assignment_; }
  // What the memory-space prediction placed (all zero when it did not run).
  const AlternateMemoryResult& alternate_memory() const { return alternate_memory_; }
  // "module-order", "list", "dfs" or "post-order".
  const std::string& scheduler() const { return scheduler_; }
  // Peaks of every schedule tried (empty for module order).
  const std::vector<std::pair<std::string, int64_t>>& schedule_candidates() const {
    return schedule_candidates_;
  }

 private:
  explicit MemoryAnalysis(const tpu::LayoutPolicy& policy) : size_function_(policy) {}
  const hlo::Module* module_ = nullptr;
  const tpu::ChipSpec* chip_ = nullptr;
  SizeFunction size_function_;
  ModuleIndex index_;
  Dataflow dataflow_;
  AliasAnalysis aliases_;
  BufferSizes sizes_;
  ModuleSchedule schedule_;
  LiveRanges live_ranges_;
  BufferAssignment assignment_;
  AlternateMemoryResult alternate_memory_;
  std::string scheduler_;
  std::vector<std::pair<std::string, int64_t>> schedule_candidates_;
};

}  // namespace tpusim::memory

#endif  // TPUSIM_MEMORY_MEMORY_ANALYSIS_H_
