#include "memory/program_memory.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "hlo/base/status_macros.h"
#include "hlo/ir/unbound_dims.h"

namespace tpusim::memory {

absl::StatusOr<ProgramMemory> ProgramMemory::Predict(const hlo::Module& module,
                                                     const tpu::ChipSpec& chip,
                                                     const ProgramMemoryOptions& options) {
  return Predict(module, tpu::LayoutPolicy::ForModule(module, chip), options);
}

absl::StatusOr<ProgramMemory> ProgramMemory::Predict(const hlo::Module& module,
                                                     const tpu::LayoutPolicy& policy,
                                                     const ProgramMemoryOptions& options) {
  if (!policy.has_chip()) {
    return absl::InvalidArgumentError("memory prediction needs a chip (--chip)");
  }
  const tpu::ChipSpec& chip = policy.chip();
  // Every `?` dim at once, with the binding for each, rather than the
  // first buffer that cannot be sized.
  TPUSIM_RETURN_IF_ERROR(hlo::RequireStaticDims(module));
  ProgramMemory out;
  out.analyzed_ = &module;
  if (!options.as_written && !policy.is_optimized()) {
    if (options.analysis.progress) options.analysis.progress("compiler model");
    absl::StatusOr<tpu::compiler::CompiledModule> compiled =
        tpu::compiler::CompileForTpu(module, chip);
    if (!compiled.ok()) return compiled.status();
    out.compiled_ = std::move(compiled->module);
    out.stats_ = compiled->stats;
    out.analyzed_ = out.compiled_.get();
  }
  // The compiler model writes no tiles (layout_assignment.h), so its output
  // is read as the input is: layouts predicted.
  absl::StatusOr<std::unique_ptr<MemoryAnalysis>> analysis =
      MemoryAnalysis::Run(*out.analyzed_, policy, options.analysis);
  if (!analysis.ok()) return analysis.status();
  out.analysis_ = *std::move(analysis);
  return out;
}

}  // namespace tpusim::memory
