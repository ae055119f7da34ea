#include "memory/program_memory.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "hlo/base/status_macros.h"
#include "hlo/ir/unbound_dims.h"

namespace tpusim::memory {

absl::StatusOr<ProgramMemory> ProgramMemory::Predict(const hlo::Module& module,
                                                     const tpu::ChipSpec& chip,
                                                     const ProgramMemoryOptions& options) {
  // Every `?` dim at once, with the binding for each, rather than the
  // first buffer that cannot be sized.
  TPUSIM_RETURN_IF_ERROR(hlo::RequireStaticDims(module));
  ProgramMemory out;
  out.analyzed_ = &module;
  if (!options.as_written && !tpu::compiler::IsOptimizedModule(module)) {
    if (options.analysis.progress) options.analysis.progress("compiler model");
    absl::StatusOr<tpu::compiler::CompiledModule> compiled =
        tpu::compiler::CompileForTpu(module, chip);
    if (!compiled.ok()) return compiled.status();
    out.compiled_ = std::move(compiled->module);
    out.stats_ = compiled->stats;
    out.analyzed_ = out.compiled_.get();
  }
  absl::StatusOr<std::unique_ptr<MemoryAnalysis>> analysis =
      MemoryAnalysis::Run(*out.analyzed_, chip, options.analysis);
  if (!analysis.ok()) return analysis.status();
  out.analysis_ = *std::move(analysis);
  return out;
}

}  // namespace tpusim::memory
