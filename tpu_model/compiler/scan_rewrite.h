// Long scans as two-level trees. A cumulative reduction (jnp.cumsum,
// cumprod, cummax: a reduce-window whose one non-trivial window spans the
// whole dimension, padded on one side so each output reads its prefix or
// suffix) costs a pass over the prefix per element. XLA rewrites a scan
// longer than 128 elements (ReduceWindowRewriter, base length 128 on TPU)
// into:
//   - the scan dimension moved last (a transpose) and padded with the init
//     value to a multiple of 128, then split into [columns, 128];
//   - a scan of each 128-row, its last (first, for a reverse scan) element
//     sliced out and scanned exclusively across the columns (itself
//     rewritten the same way when longer than 128);
//   - the two combined with the reducer's op over [columns, 128] (the
//     column offsets broadcast), reshaped back, transposed back, sliced to
//     the original length (and padded by one for an exclusive scan).
//
// Evidence: every optimized module of the oracle whose program has a long
// cumsum. `reduction.cumsum.b2.r1000.c100` (all chips: f32[2,100,1024]
// padded, reshaped to [2,100,8,128], a reduce-window of size 128, a slice
// of column 127, a reduce-window of size 8 padded 8_0, a broadcast add),
// `reduction.ho2.cumsum.b4.r2048.c96` (16 columns), the MoE position
// cumsums of `sharded_ep.*.gshard_*` (4096 tokens: 32 columns) and
// `moe.ho2.b64.s1024` (131072 tokens: 1024 columns, whose column scan is
// rewritten again into 8 x 128). The pass itself was read in XLA's
// xla/hlo/transforms/simplifiers/reduce_window_rewriter.cc (described here
// in our own words).
#ifndef TPUSIM_TPU_MODEL_COMPILER_SCAN_REWRITE_H_
#define TPUSIM_TPU_MODEL_COMPILER_SCAN_REWRITE_H_

#include <cstdint>
#include <memory>

#include "absl/status/statusor.h"
#include "hlo/ir/hlo_module.h"

namespace tpusim::tpu::compiler {

// XLA:TPU's base length: scans up to this long stay one reduce-window.
inline constexpr int64_t kScanBaseLength = 128;

struct ScansRewritten {
  std::unique_ptr<hlo::Module> module;
  int64_t rewritten = 0;  // Scans of the input now trees.
};

// Whether RewriteLongScans would change `module`.
bool HasLongScans(const hlo::Module& module);

// A copy of `module` in which each long scan outside fusions (one array
// input, a reducer that applies one binary elementwise op to its two
// parameters, no strides or dilations) is the two-level tree above.
absl::StatusOr<ScansRewritten> RewriteLongScans(const hlo::Module& module);

}  // namespace tpusim::tpu::compiler

#endif  // TPUSIM_TPU_MODEL_COMPILER_SCAN_REWRITE_H_
