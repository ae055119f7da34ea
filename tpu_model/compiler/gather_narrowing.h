// Narrowing of gathered dot operands: an f32 value all-gathered only to be
// read by dots is converted to bf16 before the all-gather, which then moves
// and holds half the bytes (XLA:TPU runs f32 dots at the default precision
// in bf16 passes; bf16_dot_operands.h).
//
// Evidence: every f32 FSDP program of the oracle all-gathers its weights as
// bf16 after a `convert` of the f32 shard, on every chip recorded (the
// `sharded_fsdp.sweep...linear_train` sweeps on v4, v5e, v5p and v6e:
// bf16[24576,24576] from an f32[6144,24576] shard on v5e; the f32
// `mlp_train` and `scan_mlp_train` steps on v4 ... v7x; the explicit
// all-gathers of `sharded_shmap...fsdp_mlp_train`). Values the gather also
// feeds to other ops (a bias added in f32) stay f32 in the same modules.
#ifndef TPUSIM_TPU_MODEL_COMPILER_GATHER_NARROWING_H_
#define TPUSIM_TPU_MODEL_COMPILER_GATHER_NARROWING_H_

#include <cstdint>
#include <memory>

#include "absl/status/statusor.h"
#include "hlo/ir/hlo_module.h"

namespace tpusim::tpu::compiler {

struct GatherNarrowedModule {
  std::unique_ptr<hlo::Module> module;
  int64_t narrowed = 0;  // All-gathers now moving bf16.
};

// Whether NarrowGatheredDotOperands would change `module`.
bool HasGatheredDotOperandsToNarrow(const hlo::Module& module);

// A copy of `module` in which each all-gather of an f32 array read only as
// dot or convolution operands (through slices and relabellings) gathers a
// bf16 convert of its operand instead; a convert back to f32 follows it,
// which fusion folds into the reading dot's fusion.
absl::StatusOr<GatherNarrowedModule> NarrowGatheredDotOperands(const hlo::Module& module);

}  // namespace tpusim::tpu::compiler

#endif  // TPUSIM_TPU_MODEL_COMPILER_GATHER_NARROWING_H_
