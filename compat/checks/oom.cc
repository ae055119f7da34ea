// predicted-oom and possible-oom: peak HBM from tpusim's memory model
// against the chip's usable HBM.
//
// Precision: optimized input (scheduled or fused) is what XLA allocates.
// Pre-optimization input is sized through the compiler model, as `tpusim
// memory` sizes it: partitioned per device, fused, with the memory-space
// assignment; its verdict agrees with XLA:TPU's compile on 485 of the
// oracle's 489 cases (docs/compiler_model.md), so exceeding the chip is an
// error there too. Only when the compiler model cannot run is the program
// sized as written, an upper bound: then the inputs and outputs alone make
// an error and a larger estimate a warning (possible-oom); global shapes
// not split by a partitioner are then not judged.
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "compat/checks/checks.h"
#include "hlo/base/checked_math.h"
#include "memory/program_memory.h"
#include "tpu_model/shape_size.h"

namespace tpusim::compat {

const absl::StatusOr<HbmEstimate>& HbmEstimateCache::Get(const hlo::Module& module,
                                                         const tpu::LayoutPolicy& layouts) {
  if (estimate_.has_value()) return *estimate_;
  // A program the compiler model cannot take is estimated as written.
  absl::StatusOr<memory::ProgramMemory> predicted =
      memory::ProgramMemory::Predict(module, layouts);
  if (!predicted.ok()) {
    memory::ProgramMemoryOptions as_written;
    as_written.as_written = true;
    predicted = memory::ProgramMemory::Predict(module, layouts, as_written);
  }
  if (!predicted.ok()) {
    estimate_ = predicted.status();
    return *estimate_;
  }
  HbmEstimate estimate;
  estimate.compiled = predicted->compiled();
  for (const memory::BufferAllocation& allocation : predicted->analysis().assignment().allocations()) {
    if (allocation.color != 0 || allocation.is_thread_local) continue;
    if (allocation.is_entry_computation_parameter) {
      estimate.parameters = SaturatingAdd(estimate.parameters, allocation.size);
    } else if (allocation.maybe_live_out) {
      estimate.outputs = SaturatingAdd(estimate.outputs, allocation.size);
    } else if (allocation.is_constant) {
      estimate.constants = SaturatingAdd(estimate.constants, allocation.size);
    } else {
      estimate.temporaries = SaturatingAdd(estimate.temporaries, allocation.size);
    }
  }
  estimate_ = estimate;
  return *estimate_;
}

namespace checks {
namespace {

// Arrays are per device: after SPMD partitioning (XLA names the module
// "..._spmd"), after optimization, or when the program uses one device.
bool ShapesArePerDevice(const CheckContext& context) {
  const hlo::Module& module = context.module;
  if (module.is_scheduled() || absl::StrContains(module.name(), "_spmd")) return true;
  if (module.num_partitions.value_or(1) > 1) return false;
  for (const hlo::Instruction* instruction : context.program.ops()) {
    if (ShardingDevices(instruction->sharding()) > 1) return false;
  }
  return true;
}

int64_t UsableHbm(const tpu::ChipSpec& chip) {
  return chip.usable_hbm_bytes > 0 ? chip.usable_hbm_bytes : chip.hbm_bytes_per_device;
}

std::string Breakdown(const HbmEstimate& estimate) {
  return absl::StrCat("parameters ", tpu::FormatXlaSize(estimate.parameters), ", outputs ",
                      tpu::FormatXlaSize(estimate.outputs), ", temporaries ",
                      tpu::FormatXlaSize(estimate.temporaries), ", constants ",
                      tpu::FormatXlaSize(estimate.constants));
}

}  // namespace

void PredictedOom(const CheckContext& context, FindingSink& sink) {
  const absl::StatusOr<HbmEstimate>& estimate = context.hbm.Get(context.module, context.layouts);
  if (!estimate.ok()) return;
  if (!estimate->compiled && !ShapesArePerDevice(context)) return;
  const int64_t usable = UsableHbm(*context.chip);
  const bool optimized = context.layouts.is_fused();
  const bool whole = optimized || estimate->compiled;
  const int64_t judged = whole ? estimate->total() : estimate->floor();
  if (usable <= 0 ||
      double(judged) <= (1.0 + context.thresholds.predicted_oom_margin) * double(usable)) {
    return;
  }
  const char* what = optimized           ? "predicted peak HBM "
                     : estimate->compiled ? "predicted peak HBM per device, through the compiler model, "
                                          : "the program's parameters and outputs alone take ";
  sink.ReportModule(
      absl::StrCat(what, tpu::FormatXlaSize(judged), ", more than the ", tpu::FormatXlaSize(usable),
                   " usable on ", context.chip->display_name, " (", Breakdown(*estimate),
                   "); shard over more devices, cut the batch, rematerialize or offload"),
      "oom");
}

void PossibleOom(const CheckContext& context, FindingSink& sink) {
  if (!ShapesArePerDevice(context) || context.layouts.is_fused()) return;
  const absl::StatusOr<HbmEstimate>& estimate = context.hbm.Get(context.module, context.layouts);
  // Judged by predicted-oom when the compiler model sized it.
  if (!estimate.ok() || estimate->compiled) return;
  const int64_t usable = UsableHbm(*context.chip);
  // Reported as predicted-oom when the floor alone does not fit.
  if (usable <= 0 || estimate->floor() > usable ||
      double(estimate->total()) <= context.thresholds.possible_oom_min_ratio * double(usable)) {
    return;
  }
  sink.ReportModule(
      absl::StrCat("HBM estimate ", tpu::FormatXlaSize(estimate->total()), " (",
                   Breakdown(*estimate), ") is above the ", tpu::FormatXlaSize(usable),
                   " usable on ", context.chip->display_name,
                   "; before fusion every intermediate counts as a buffer, so XLA may "
                   "still fit it: look at the largest temporaries before queueing the job"),
      "oom");
}

}  // namespace checks
}  // namespace tpusim::compat
