// The compiler model: what XLA:TPU makes of a pre-optimization program
// (docs/compiler_model.md). Each pass is its own file and reads one module
// and writes a new one:
//   call_inliner.h      inline `call`s (JAX's private functions)
//   spmd_partitioner.h  the per-device program of a sharded module
//   dead_code.h         drop what nothing reads
//   fusion.h            group ops into fusions as XLA:TPU does
//   layout_assignment.h the dim order of fusion outputs XLA lays out
//                       differently from the per-shape default
//   parameter_prefetch.h the copies of entry parameters into VMEM
// Layouts are then predicted per chip by the size function, and memory/
// predicts the memory-space assignment after scheduling.
#ifndef TPUSIM_TPU_MODEL_COMPILER_COMPILER_H_
#define TPUSIM_TPU_MODEL_COMPILER_COMPILER_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "hlo/ir/hlo_module.h"
#include "nlohmann/json.hpp"
#include "tpu_model/chip.h"

namespace tpusim::tpu::compiler {

struct CompileStats {
  int64_t instructions_before = 0;
  int64_t instructions_after = 0;  // Outside fusion bodies.
  int64_t calls_inlined = 0;
  int64_t complex_dots_split = 0;  // Complex dots computed as three real ones.
  int64_t outer_products_rewritten = 0;  // Dots contracting nothing as multiplies (outer_products.h).
  int64_t one_hot_scatters = 0;  // Scatters computed as iota comparisons (one_hot_scatter.h).
  int64_t stable_sorts_expanded = 0;  // Stable sorts given an iota operand (stable_sort.h).
  int64_t long_scans_rewritten = 0;  // Scans now two-level trees (scan_rewrite.h).
  int64_t dead_instructions_removed = 0;  // Unread and without effects.
  int64_t fusions = 0;
  int64_t fused_instructions = 0;
  int64_t duplicated_instructions = 0;
  int64_t multi_output_fusions = 0;  // Dot fusions also computing reduces of their result.
  int64_t narrowed_to_bf16 = 0;
  int64_t loop_operands_narrowed = 0;  // Loop-invariant dot operands carried as bf16.
  int64_t gathers_narrowed = 0;        // All-gathers of dot operands moving bf16.
  int64_t indices_flattened = 0;  // Gathers and scatters over one batch dim.
  int64_t row_copies = 0;         // Of their reshapes, those that move data.
  int64_t devices = 1;         // Devices the program is partitioned over.
  int64_t sharded_values = 0;  // Entry values with a per-device shape.
  int64_t all_gathers = 0;     // Inserted by the partitioner.
  int64_t all_reduces = 0;
  int64_t reduce_scatters = 0;
  int64_t all_to_alls = 0;
  // Fusion outputs layout assignment gave a non-default dim order.
  int64_t iota_masks_laid_out = 0;
  // Entry parameters copied into the alternate memory (parameter_prefetch.h).
  int64_t parameters_prefetched = 0;
  // Entry results computed in their producer's order and copied into the
  // entry's layout (layout_assignment.h).
  int64_t results_copied_to_entry_layout = 0;
  // Entry parameters copied into the order of the convolution reading them
  // (layout_assignment.h).
  int64_t inputs_copied_to_conv_order = 0;
};

struct CompiledModule {
  std::unique_ptr<hlo::Module> module;
  CompileStats stats;
};

// Called with a pass's name as it starts (benchmarks time the passes).
using PassProgress = std::function<void(absl::string_view pass)>;

// Runs the passes on a copy of `module`. `chip` selects per-generation
// rules (fuses_dot_epilogue_first).
absl::StatusOr<CompiledModule> CompileForTpu(const hlo::Module& module, const ChipSpec& chip,
                                             const PassProgress& progress = nullptr);

// Writes the layout XLA:TPU would give each array (layout_predictor.h) into
// the shapes of `module`'s entry, control-flow bodies and fusion roots, for
// printing the predicted optimized module. Memory analysis does not need
// it: the size function predicts layouts itself.
absl::Status AssignPredictedLayouts(hlo::Module* module, const ChipSpec& chip);

// One line for reports: "call inlining: 1, fusion: 12 fusions of 40 ops (3
// duplicated), 60 -> 21 instructions".
std::string DescribeStats(const CompileStats& stats);
// The same figures for JSON output, keyed by the field names.
nlohmann::json CompileStatsToJson(const CompileStats& stats);
// Every fusion outside fusion bodies as `tpusim compile --json` lists it:
// name, computation, kind, shape and the opcodes it fused.
nlohmann::json FusionsToJson(const hlo::Module& module);

}  // namespace tpusim::tpu::compiler

#endif  // TPUSIM_TPU_MODEL_COMPILER_COMPILER_H_
