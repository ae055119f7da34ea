// Stable sorts. The TPU's sort is not stable: XLA's StableSortExpander (in
// its open-source service/) gives a stable sort that has no s32 iota operand
// along the sorted dim one, and makes the comparator break ties by it. The
// iota and the sort's extra s32 output are arrays of the keys' dims that the
// program as written does not have.
//
// Evidence: `ranking.ho6` (`jnp.sort` of f32[512,4096], stable) on v5p and
// v6e: XLA's `sort.9` sorts the keys with `iota.4.clone = s32[512,4096]
// iota(), iota_dimension=1` and returns (f32[512,4096], s32[512,4096]); its
// argsort, which JAX already writes with an iota, keeps two operands.
#ifndef TPUSIM_TPU_MODEL_COMPILER_STABLE_SORT_H_
#define TPUSIM_TPU_MODEL_COMPILER_STABLE_SORT_H_

#include <cstdint>
#include <memory>

#include "absl/status/statusor.h"
#include "hlo/ir/hlo_module.h"

namespace tpusim::tpu::compiler {

struct StableSortsExpanded {
  std::unique_ptr<hlo::Module> module;
  int64_t expanded = 0;  // Stable sorts given an iota operand.
};

// Whether ExpandStableSorts would change `module`.
bool HasStableSortsToExpand(const hlo::Module& module);

// A copy of `module` in which each stable sort outside fusions without an
// s32 iota operand along its sorted dim sorts one more operand, such an
// iota, with a comparator that breaks the original's ties by it; its users
// read the original outputs (get-tuple-elements of the new sort).
absl::StatusOr<StableSortsExpanded> ExpandStableSorts(const hlo::Module& module);

}  // namespace tpusim::tpu::compiler

#endif  // TPUSIM_TPU_MODEL_COMPILER_STABLE_SORT_H_
