// One-hot scatters. The gradient of `take_along_axis` (the label pick of a
// cross-entropy) scatters one value per row into a broadcast fill: every
// row of the result is the fill except at the row's index. XLA:TPU computes
// such a scatter as a comparison of an iota with the broadcast indices and
// a select, which fuses into its readers, so the scattered array is never
// stored.
//
// Evidence: every `decoder_train` module of the oracle (v4 ... v6e, main
// corpus) compares `iota(), iota_dimension=2` of the logits' shape
// (s32[4,512,4096]) with the broadcast labels inside the fusions that read
// the logits' gradient, and has no scatter of it; the program's StableHLO
// has a `stablehlo.scatter` of f32[...,1] updates into zeros with the
// batch and sequence dims as batching dims. In `remat_scan.ho8` (vocab
// 32000) tpusim had stored that scatter: an f32[8,1024,32000] buffer of
// 1 GiB that XLA's module does not have.
#ifndef TPUSIM_TPU_MODEL_COMPILER_ONE_HOT_SCATTER_H_
#define TPUSIM_TPU_MODEL_COMPILER_ONE_HOT_SCATTER_H_

#include <cstdint>
#include <memory>

#include "absl/status/statusor.h"
#include "hlo/ir/hlo_module.h"

namespace tpusim::tpu::compiler {

struct OneHotScattersRewritten {
  std::unique_ptr<hlo::Module> module;
  int64_t rewritten = 0;  // Scatters now an iota comparison and a select.
};

// Whether RewriteOneHotScatters would change `module`.
bool HasOneHotScatters(const hlo::Module& module);

// A copy of `module` in which each scatter outside fusions that writes one
// element per row of one operand dim into a broadcast scalar fill (no update
// window, every other operand dim a batching dim, an add or replace
// combiner) is computed as select(iota == indices, combined update, fill).
absl::StatusOr<OneHotScattersRewritten> RewriteOneHotScatters(const hlo::Module& module);

}  // namespace tpusim::tpu::compiler

#endif  // TPUSIM_TPU_MODEL_COMPILER_ONE_HOT_SCATTER_H_
