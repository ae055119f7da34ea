// The one sequence every command uses to predict a program's memory: a
// pre-optimization program first becomes the program XLA:TPU is predicted
// to make (tpu_model/compiler), then that program's buffers are assigned
// and simulated (MemoryAnalysis). An optimized program, or one the user
// asks to size as written, is analyzed directly. Which programs the
// compiler model runs on, and how their layouts are read, is the input
// module's tpu::LayoutPolicy (tpu_model/layout_policy.h), read once.
#ifndef TPUSIM_MEMORY_PROGRAM_MEMORY_H_
#define TPUSIM_MEMORY_PROGRAM_MEMORY_H_

#include <memory>
#include <optional>

#include "absl/status/statusor.h"
#include "hlo/ir/hlo_module.h"
#include "memory/memory_analysis.h"
#include "tpu_model/chip.h"
#include "tpu_model/compiler/compiler.h"
#include "tpu_model/layout_policy.h"

namespace tpusim::memory {

struct ProgramMemoryOptions {
  // Size a pre-optimization program as written: every op its own buffer.
  bool as_written = false;
  MemoryAnalysisOptions analysis;
};

class ProgramMemory {
 public:
  // Errors name the stage that failed (the compiler model or the analysis).
  static absl::StatusOr<ProgramMemory> Predict(const hlo::Module& module,
                                               const tpu::ChipSpec& chip,
                                               const ProgramMemoryOptions& options = {});
  // The same with `module`'s policy already read (it needs a chip): the
  // compiler model runs unless it is_optimized(), and the analysis of what
  // it makes reads layouts by this same policy.
  static absl::StatusOr<ProgramMemory> Predict(const hlo::Module& module,
                                               const tpu::LayoutPolicy& policy,
                                               const ProgramMemoryOptions& options = {});

  // The module the analysis ran on: the compiler model's output, or the
  // input itself.
  const hlo::Module& analyzed() const { return *analyzed_; }
  // The compiler model's statistics; nullopt when it did not run.
  const std::optional<tpu::compiler::CompileStats>& compile_stats() const { return stats_; }
  bool compiled() const { return stats_.has_value(); }
  // The input module's policy, which the analysis sized buffers by.
  const tpu::LayoutPolicy& policy() const { return analysis_->size_function().policy(); }
  const MemoryAnalysis& analysis() const { return *analysis_; }
  // The compiler model's module, for callers that keep it (nullptr when it
  // did not run). The analysis refers to it: keep this object alive.
  hlo::Module* mutable_compiled() { return compiled_.get(); }

 private:
  ProgramMemory() = default;

  std::unique_ptr<hlo::Module> compiled_;
  const hlo::Module* analyzed_ = nullptr;
  std::optional<tpu::compiler::CompileStats> stats_;
  std::unique_ptr<MemoryAnalysis> analysis_;
};

}  // namespace tpusim::memory

#endif  // TPUSIM_MEMORY_PROGRAM_MEMORY_H_
