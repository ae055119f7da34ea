// Instruction fusion as XLA:TPU does it, for memory: which values of a
// pre-optimization program become buffers and which live only inside a
// fusion. Rules and their evidence (oracle cases, counted over the 489
// optimized modules of test/data/oracle) are in docs/compiler_model.md;
// in short:
//  - elementwise ops, broadcast, iota, scalar constants, reshape,
//    transpose, slice, dynamic-slice, pad, reverse, concatenate and copy
//    fuse into every consumer that can take them, duplicated when there
//    are several (none of dot, transpose, divide, exp, tanh, pad or
//    dynamic-slice is ever a standalone array in XLA's output);
//  - dot and convolution take their producers (prologue) and fuse into a
//    single elementwise consumer chain (epilogue, kOutput fusions), at most
//    one per fusion; a dot or convolution with nothing to fuse is a kOutput
//    fusion of its own, as in XLA's modules;
//  - reduce, dynamic-update-slice, scatter and gather end a fusion: their
//    result is always a buffer; the program's reduce-windows stay unfused;
//  - a reshape that moves data (merging a convolution result's spatial
//    dims; between a gather's or scatter's rows and its batch dims) is an
//    op of its own;
//  - a reduce of a dot fusion's result that reads nothing depending on the
//    dot otherwise is a further output of the dot's fusion (multi-output);
//  - a non-scalar elementwise value that reaches its consumers only through
//    expanding broadcasts (a row mean, an rsqrt, a causal mask) is a buffer
//    of its own;
//  - parameters, tuples, control flow, custom calls, sorts and collectives
//    never fuse and take no producers;
//  - on chips that fuse dot epilogues first, an elementwise chain from one
//    dot to the next ends the first dot's fusion instead of starting the
//    second's;
//  - an f32 fusion result read only as a dot operand (through layout ops)
//    is stored as bf16: the dot reads it at default precision anyway.
#ifndef TPUSIM_TPU_MODEL_COMPILER_FUSION_H_
#define TPUSIM_TPU_MODEL_COMPILER_FUSION_H_

#include <cstdint>
#include <memory>
#include <optional>

#include "absl/status/statusor.h"
#include "hlo/ir/hlo_module.h"

namespace tpusim::tpu::compiler {

struct FusionRules {
  bool dot_epilogue_first = true;  // tpu::ChipSpec::fuses_dot_epilogue_first.
  // tpu::ChipSpec::max_nested_dot_result_bytes (0: no limit).
  int64_t max_nested_dot_result_bytes = 0;
  // tpu::ChipSpec::max_nested_mid_result_bytes.
  int64_t max_nested_mid_result_bytes = int64_t{64} << 20;
  // tpu::ChipSpec::recomputes_widened_values.
  bool recompute_widened_values = false;
  // A softmax of the f32 result of a bf16 dot contracting at least this
  // many elements stays out of the dot's fusion and stores its exponentials
  // (0: never). The compiler model sets it to the MXU's depth on chips with
  // 128x128 MXUs (v2 ... v5p); fusion.cc says why.
  int64_t softmax_apart_min_contracting = 0;
  // tpu::ChipSpec::stores_bf16_probabilities.
  bool store_bf16_probabilities = false;
  // The array a fused QKV projection is split into and sliced from
  // (IsSplitForSlices) is copied into an order with the sliced dim major
  // before the products read it; otherwise the products slice the
  // projection's result itself. The compiler model sets it on chips with
  // 128x128 MXUs (v2 ... v5p); fusion.cc says why.
  bool copy_split_for_slices = false;
};

// The dim of `out` that starts the split of `in`'s last dim into several
// (the 3 of a fused QKV projection [B,S,3*H*D] reshaped to [B,S,3,H,D]),
// when a reshape from `in` to `out` does only that and that dim has two or
// more elements; nullopt otherwise.
std::optional<int64_t> SplitDimOfLastDim(const hlo::Shape& in, const hlo::Shape& out);

// Does `slice` take one index of `dim` and all of every other dim?
bool TakesOneIndexOf(const hlo::Instruction& slice, int64_t dim);

// Is `reshape` such a split whose every reader is a slice taking one index
// of the split dim (q, k and v), each read by a matrix product through
// layout ops? [ORACLE] XLA:TPU keeps the split array whole and the
// products slice it inside their fusions (fusion.cc).
bool IsSplitForSlices(const hlo::Instruction& reshape);

struct FusedModule {
  std::unique_ptr<hlo::Module> module;
  int64_t fusions = 0;             // Fusion instructions made.
  int64_t fused_instructions = 0;  // Instructions that became fusion-internal.
  int64_t duplicated = 0;          // Extra copies of producers in several fusions.
  int64_t narrowed = 0;            // f32 results stored as bf16 for a dot.
  int64_t multi_output_fusions = 0;  // Dot fusions that also compute reduces of their result.
};

// A copy of `module` with the instructions of its sequential computations
// (entry, while bodies and conditions, branches) grouped into fusions.
// Fusion bodies and reducers are copied as they are.
absl::StatusOr<FusedModule> FuseInstructions(const hlo::Module& module,
                                             const FusionRules& rules = {});

}  // namespace tpusim::tpu::compiler

#endif  // TPUSIM_TPU_MODEL_COMPILER_FUSION_H_
