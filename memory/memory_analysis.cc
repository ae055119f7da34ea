#include "memory/memory_analysis.h"

#include "hlo/base/status_macros.h"
#include "tpu_model/layout_policy.h"

namespace tpusim::memory {

bool ParseScheduleMode(absl::string_view text, ScheduleMode* mode) {
  if (text == "auto") {
    *mode = ScheduleMode::kAuto;
  } else if (text == "module") {
    *mode = ScheduleMode::kModuleOrder;
  } else if (text == "best") {
    *mode = ScheduleMode::kBest;
  } else if (text == "list") {
    *mode = ScheduleMode::kList;
  } else if (text == "dfs") {
    *mode = ScheduleMode::kDfs;
  } else if (text == "post-order") {
    *mode = ScheduleMode::kPostOrder;
  } else {
    return false;
  }
  return true;
}


absl::StatusOr<std::unique_ptr<MemoryAnalysis>> MemoryAnalysis::Run(
    const hlo::Module& module, const tpu::ChipSpec& chip, const MemoryAnalysisOptions& options) {
  return Run(module, tpu::LayoutPolicy::ForModule(module, chip), options);
}

absl::StatusOr<std::unique_ptr<MemoryAnalysis>> MemoryAnalysis::Run(
    const hlo::Module& module, const tpu::LayoutPolicy& policy,
    const MemoryAnalysisOptions& options) {
  if (!policy.has_chip()) {
    return absl::InvalidArgumentError("memory analysis needs a chip (--chip)");
  }
  const tpu::ChipSpec& chip = policy.chip();
  auto progress = [&](absl::string_view stage) {
    if (options.progress) options.progress(stage);
  };
  std::unique_ptr<MemoryAnalysis> a(new MemoryAnalysis(policy));
  // What tpusim predicts itself (the memory-space assignment, where
  // collectives run) only on modules XLA's layout assignment has not seen.
  const bool predicted = !policy.layouts_are_final();
  a->module_ = &module;
  a->chip_ = &chip;
  progress("indexing");
  TPUSIM_ASSIGN_OR_RETURN(a->index_, ModuleIndex::Build(module));
  progress("dataflow");
  TPUSIM_ASSIGN_OR_RETURN(a->dataflow_, Dataflow::Run(a->index_));
  progress("alias analysis");
  TPUSIM_ASSIGN_OR_RETURN(a->aliases_, AliasAnalysis::Run(a->dataflow_, &a->size_function_));
  progress("sizes");
  TPUSIM_ASSIGN_OR_RETURN(a->sizes_,
                          ComputeBufferSizes(a->dataflow_, a->aliases_, a->size_function_));

  ScheduleMode mode = options.schedule;
  if (mode == ScheduleMode::kAuto) {
    mode = module.is_scheduled() ? ScheduleMode::kModuleOrder : ScheduleMode::kBest;
  }
  progress("scheduling");
  SchedulerContext context{&a->dataflow_, &a->aliases_, &a->sizes_};
  switch (mode) {
    case ScheduleMode::kModuleOrder:
      a->schedule_ = ModuleOrderSchedule(a->index_);
      a->scheduler_ = "module-order";
      break;
    case ScheduleMode::kBest: {
      TPUSIM_ASSIGN_OR_RETURN(ScheduleChoice choice, ChooseMemorySchedule(context));
      a->schedule_ = std::move(choice.schedule);
      a->scheduler_ = choice.algorithm;
      a->schedule_candidates_ = std::move(choice.candidates);
      break;
    }
    default: {
      std::unique_ptr<ComputationScheduler> scheduler =
          mode == ScheduleMode::kList  ? MakeListScheduler()
          : mode == ScheduleMode::kDfs ? MakeDfsScheduler()
                                       : MakePostOrderScheduler();
      a->schedule_ = ScheduleModule(*scheduler, context);
      a->scheduler_ = std::string(scheduler->name());
      break;
    }
  }
  // The compiler model's parameter prefetches start with the program
  // (scheduler.h); XLA's own modules carry their schedule.
  if (predicted && mode != ScheduleMode::kModuleOrder) {
    HoistParameterPrefetches(a->index_, &a->schedule_);
  }
  progress("live ranges");
  TPUSIM_ASSIGN_OR_RETURN(a->live_ranges_,
                          LiveRanges::Run(a->dataflow_, a->aliases_, a->schedule_));
  if (options.predict_alternate_memory && predicted) {
    progress("memory-space assignment");
    TPUSIM_ASSIGN_OR_RETURN(a->alternate_memory_,
                            AssignAlternateMemory(a->dataflow_, a->aliases_, &a->live_ranges_,
                                                  chip.alternate_memory,
                                                  ChipSpeeds{chip.peak_bf16_tflops * 1e12,
                                                             chip.hbm_bandwidth_gbps * 1e9},
                                                  &a->sizes_));
  }
  progress("buffer assignment");
  BufferAssignmentOptions assignment = options.assignment;
  assignment.preset_alternate_memory =
      assignment.preset_alternate_memory && chip.presets_vmem_allocation;
  // The HBM heap keeps XLA:TPU's allocation-order packing while the program
  // fits (BufferAssignmentOptions::hbm_capacity).
  if (assignment.hbm_capacity <= 0) assignment.hbm_capacity = chip.usable_hbm_bytes;
  // Predicted collectives run where the chip runs them; XLA's own modules
  // say so themselves (async computations on the SparseCore thread).
  if (predicted && chip.alternate_memory.async_collective_operands_in_hbm) {
    assignment.sparsecore_all_reduce_min_bytes = chip.alternate_memory.async_all_reduce_min_bytes;
  }
  TPUSIM_ASSIGN_OR_RETURN(a->assignment_,
                          BufferAssignment::Run(a->dataflow_, a->aliases_, a->live_ranges_,
                                                a->sizes_, assignment));
  return a;
}

}  // namespace tpusim::memory
