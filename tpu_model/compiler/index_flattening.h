// Gathers and scatters over rows. XLA:TPU computes a gather or scatter whose
// indices have several batch dims (an embedding lookup of [batch, seq] ids)
// over one flat batch dim: the indices become a vector of N = batch * seq
// entries, the gather yields [N, slice...] rows, and a reshape brings the
// rows back to [batch, seq, slice...]; a scatter's updates are reshaped to
// rows before it. Under TPU tiles that reshape moves data unless the
// second-minor dims of both shapes are whole tiles of rows: it is then a
// bitcast, otherwise its own op with its own buffer.
//
// Evidence (the oracle's optimized modules, main and holdout corpora):
//  - every gather fusion with batched indices writes [N, slice...] rows:
//    `embedding.lookup.b64.s128...` bf16[8192,512], `embedding.grad.b9.s100`
//    f32[900,100], `embedding.ho2.lookup.b30.s300...v4` bf16[9000,768];
//  - the rows are bitcast back when the last batch dim is a multiple of the
//    tile's rows (8 on v4 ... v6e): 128, 200, 256, 384 and 512-token
//    programs, 69 modules; a top-level reshape copies them otherwise, in all
//    10 modules where it is not (100 and 300 tokens, or a scalar gather's
//    f32[2048] to [8,256]): `reshape.2 = f32[9,100,100]` of f32[900,100] in
//    `embedding.grad.b9.s100` on v4, v5e, v5p, v6e; bf16[30,300,768] of
//    bf16[9000,768] in `embedding.ho2.lookup...v4`, 14 MB in HBM;
//  - scatter fusions read [N, window...] updates: a bitcast of the
//    [batch, seq, window...] updates in 42 of them (`embedding.sweep.grad`,
//    f32[1024,1024] of f32[8,128,1024]), a reshape copying them in the 7
//    others (`embedding.grad.b9.s100`: `reshape.13 = f32[900,100]`).
#ifndef TPUSIM_TPU_MODEL_COMPILER_INDEX_FLATTENING_H_
#define TPUSIM_TPU_MODEL_COMPILER_INDEX_FLATTENING_H_

#include <cstdint>
#include <memory>

#include "absl/status/statusor.h"
#include "hlo/ir/hlo_module.h"
#include "tpu_model/chip.h"

namespace tpusim::tpu::compiler {

struct FlattenedModule {
  std::unique_ptr<hlo::Module> module;
  int64_t flattened = 0;  // Gathers and scatters now over one batch dim.
  int64_t row_copies = 0;  // Reshapes between rows and batch dims that move data.
};

// Whether FlattenGatherScatterIndices would change `module`.
bool HasIndicesToFlatten(const hlo::Module& module);

// A copy of `module` in which each gather and scatter outside fusions whose
// indices have two or more batch dims (their slice or window dims last, no
// operand batching dims) runs over one flat batch dim, with the reshapes of
// indices, rows and updates around it. A reshape between rows and batch dims
// is a bitcast when `chip`'s tiles make it one; one that moves data is its
// own op (fusion keeps it apart: fusion.cc).
absl::StatusOr<FlattenedModule> FlattenGatherScatterIndices(const hlo::Module& module,
                                                             const ChipSpec& chip);

// Whether `reshape` reads a gather's result or makes (only) a
// single-operand scatter's updates: after FlattenGatherScatterIndices, one
// between rows and batch dims that moves data.
bool IsRowsReshape(const hlo::Instruction& reshape);

// Whether reshaping `from` to `to` (same element type and count) leaves the
// elements where `chip`'s tiled layouts put them, so XLA:TPU emits a
// bitcast: equal once leading 1s are dropped, or the same minor dim and
// second-minor dims that are equal or both whole tiles of rows.
bool ReshapeKeepsTiles(const hlo::Shape& from, const hlo::Shape& to, const ChipSpec& chip);

}  // namespace tpusim::tpu::compiler

#endif  // TPUSIM_TPU_MODEL_COMPILER_INDEX_FLATTENING_H_
