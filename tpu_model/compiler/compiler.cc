#include "tpu_model/compiler/compiler.h"

#include "absl/strings/str_cat.h"
#include "hlo/base/status_macros.h"
#include "tpu_model/layout_predictor.h"
#include "tpu_model/compiler/call_inliner.h"
#include "tpu_model/compiler/complex_dots.h"
#include "tpu_model/compiler/outer_products.h"
#include "tpu_model/compiler/dead_code.h"
#include "tpu_model/compiler/fusion.h"
#include "tpu_model/compiler/gather_narrowing.h"
#include "tpu_model/compiler/index_flattening.h"
#include "tpu_model/compiler/layout_assignment.h"
#include "tpu_model/compiler/loop_operand_narrowing.h"
#include "tpu_model/compiler/one_hot_scatter.h"
#include "tpu_model/compiler/parameter_prefetch.h"
#include "tpu_model/compiler/scan_rewrite.h"
#include "tpu_model/compiler/spmd_partitioner.h"
#include "tpu_model/compiler/stable_sort.h"

namespace tpusim::tpu::compiler {
namespace {

int64_t InstructionsOutsideFusions(const hlo::Module& module) {
  int64_t count = 0;
  for (const auto& computation : module.computations()) {
    if (!computation->IsFusionComputation()) count += computation->instruction_count();
  }
  return count;
}

}  // namespace

absl::StatusOr<CompiledModule> CompileForTpu(const hlo::Module& module, const ChipSpec& chip,
                                             const PassProgress& progress) {
  const auto starting = [&](absl::string_view pass) {
    if (progress) progress(pass);
  };
  CompiledModule out;
  out.stats.instructions_before = InstructionsOutsideFusions(module);
  // Each pass writes a new module; one with nothing to do is skipped, so a
  // large program is not copied (and freed) for nothing.
  const hlo::Module* current = &module;
  std::unique_ptr<hlo::Module> owned;
  if (HasCallsToInline(*current)) {
    starting("inline calls");
    TPUSIM_ASSIGN_OR_RETURN(InlinedModule inlined, InlineCalls(*current));
    out.stats.calls_inlined = inlined.calls_inlined;
    owned = std::move(inlined.module);
    current = owned.get();
  }
  if (NeedsPartitioning(*current)) {
    PartitionRules partition_rules;
    partition_rules.reduce_scatter_partial_sums = chip.reduce_scatters_partial_sums;
    partition_rules.scatter_in_reader_orientation = chip.scatters_in_reader_orientation;
    starting("partition");
    TPUSIM_ASSIGN_OR_RETURN(PartitionedModule partitioned,
                            PartitionForDevice(*current, partition_rules));
    out.stats.devices = partitioned.devices;
    out.stats.sharded_values = partitioned.sharded_values;
    out.stats.all_gathers = partitioned.all_gathers;
    out.stats.all_reduces = partitioned.all_reduces;
    out.stats.reduce_scatters = partitioned.reduce_scatters;
    out.stats.all_to_alls = partitioned.all_to_alls;
    owned = std::move(partitioned.module);
    current = owned.get();
  }
  if (HasDeadCode(*current)) {
    starting("dead code");
    TPUSIM_ASSIGN_OR_RETURN(DeadCodeRemovedModule live, RemoveDeadCode(*current));
    out.stats.dead_instructions_removed = live.removed;
    owned = std::move(live.module);
    current = owned.get();
  }
  if (HasComplexDotsToSplit(*current)) {
    starting("complex dots");
    TPUSIM_ASSIGN_OR_RETURN(ComplexDotsSplit split, SplitComplexDots(*current));
    out.stats.complex_dots_split = split.split;
    owned = std::move(split.module);
    current = owned.get();
  }
  if (HasOuterProducts(*current)) {
    starting("outer products");
    TPUSIM_ASSIGN_OR_RETURN(OuterProductsRewritten outer, RewriteOuterProducts(*current));
    out.stats.outer_products_rewritten = outer.rewritten;
    owned = std::move(outer.module);
    current = owned.get();
  }
  if (HasOneHotScatters(*current)) {
    starting("one-hot scatters");
    TPUSIM_ASSIGN_OR_RETURN(OneHotScattersRewritten one_hot, RewriteOneHotScatters(*current));
    out.stats.one_hot_scatters = one_hot.rewritten;
    owned = std::move(one_hot.module);
    current = owned.get();
  }
  if (HasStableSortsToExpand(*current)) {
    starting("stable sorts");
    TPUSIM_ASSIGN_OR_RETURN(StableSortsExpanded stable, ExpandStableSorts(*current));
    out.stats.stable_sorts_expanded = stable.expanded;
    owned = std::move(stable.module);
    current = owned.get();
  }
  if (HasLongScans(*current)) {
    starting("long scans");
    TPUSIM_ASSIGN_OR_RETURN(ScansRewritten trees, RewriteLongScans(*current));
    out.stats.long_scans_rewritten = trees.rewritten;
    owned = std::move(trees.module);
    current = owned.get();
  }
  if (HasGatheredDotOperandsToNarrow(*current)) {
    starting("gather narrowing");
    TPUSIM_ASSIGN_OR_RETURN(GatherNarrowedModule narrowed, NarrowGatheredDotOperands(*current));
    out.stats.gathers_narrowed = narrowed.narrowed;
    owned = std::move(narrowed.module);
    current = owned.get();
  }
  if (HasLoopDotOperandsToNarrow(*current)) {
    starting("loop operand narrowing");
    TPUSIM_ASSIGN_OR_RETURN(NarrowedModule narrowed, NarrowLoopDotOperands(*current));
    out.stats.loop_operands_narrowed = narrowed.narrowed;
    owned = std::move(narrowed.module);
    current = owned.get();
  }
  if (HasIndicesToFlatten(*current)) {
    starting("index flattening");
    TPUSIM_ASSIGN_OR_RETURN(FlattenedModule flat, FlattenGatherScatterIndices(*current, chip));
    out.stats.indices_flattened = flat.flattened;
    out.stats.row_copies = flat.row_copies;
    owned = std::move(flat.module);
    current = owned.get();
  }
  FusionRules fusion_rules;
  fusion_rules.dot_epilogue_first = chip.fuses_dot_epilogue_first;
  fusion_rules.max_nested_dot_result_bytes = chip.max_nested_dot_result_bytes;
  fusion_rules.max_nested_mid_result_bytes = chip.max_nested_mid_result_bytes;
  fusion_rules.recompute_widened_values = chip.recomputes_widened_values;
  fusion_rules.store_bf16_probabilities = chip.stores_bf16_probabilities;
  // [ORACLE] The QKV copy of encoder.ho4 ... ho12 on v4, v5e and v5p, none
  // on v6e and v7x (fusion.cc, IsSplitForSlices).
  fusion_rules.copy_split_for_slices = chip.mxu_size <= 128;
  // [ORACLE] attention_dpa on v4, v5e and v5p (fusion.cc, SoftmaxStaysApart).
  if (chip.mxu_size <= 128) fusion_rules.softmax_apart_min_contracting = chip.mxu_size;
  starting("fusion");
  TPUSIM_ASSIGN_OR_RETURN(FusedModule fused, FuseInstructions(*current, fusion_rules));
  out.stats.fusions = fused.fusions;
  out.stats.fused_instructions = fused.fused_instructions;
  out.stats.duplicated_instructions = fused.duplicated;
  out.stats.multi_output_fusions = fused.multi_output_fusions;
  out.stats.narrowed_to_bf16 = fused.narrowed;
  out.module = std::move(fused.module);
  starting("layout assignment");
  TPUSIM_ASSIGN_OR_RETURN(LayoutAssignmentStats layouts,
                          AssignFusionOutputLayouts(out.module.get(), chip));
  out.stats.iota_masks_laid_out = layouts.iota_masks;
  out.stats.results_copied_to_entry_layout = layouts.root_copies;
  out.stats.inputs_copied_to_conv_order = layouts.conv_input_copies;
  starting("parameter prefetch");
  TPUSIM_ASSIGN_OR_RETURN(PrefetchStats prefetched, PrefetchParameters(out.module.get(), chip));
  out.stats.parameters_prefetched = prefetched.prefetched;
  out.stats.instructions_after = InstructionsOutsideFusions(*out.module);
  return out;
}

absl::Status AssignPredictedLayouts(hlo::Module* module, const ChipSpec& chip) {
  for (const auto& computation : module->computations()) {
    for (const auto& instruction : computation->instructions()) {
      // Inside fusions only the root's layout is XLA's to choose; the rest
      // live in registers and VMEM.
      if (computation->IsFusionComputation() && instruction.get() != computation->root()) {
        continue;
      }
      absl::StatusOr<hlo::Shape> laid_out = PredictLayout(instruction->shape(), chip);
      if (!laid_out.ok()) {
        return absl::Status(laid_out.status().code(),
                            absl::StrCat(instruction->name(), ": ", laid_out.status().message()));
      }
      *instruction->mutable_shape() = *std::move(laid_out);
    }
  }
  if (module->entry_computation_layout.has_value()) {
    hlo::ProgramShape& program = *module->entry_computation_layout;
    for (hlo::Shape& parameter : program.parameters) {
      TPUSIM_ASSIGN_OR_RETURN(parameter, PredictLayout(parameter, chip));
    }
    TPUSIM_ASSIGN_OR_RETURN(program.result, PredictLayout(program.result, chip));
  }
  return absl::OkStatus();
}

std::string DescribeStats(const CompileStats& stats) {
  std::string partitioned;
  if (stats.sharded_values > 0) {
    partitioned = absl::StrCat("one device of ", stats.devices, ": ", stats.sharded_values,
                               " values sharded, ",
                               stats.all_gathers, " all-gathers, ", stats.all_reduces,
                               " all-reduces, ", stats.reduce_scatters, " reduce-scatters, ",
                               stats.all_to_alls, " all-to-alls; ");
  }
  return absl::StrCat(partitioned, stats.calls_inlined, " calls inlined, ", stats.fusions,
                      " fusions of ",
                      stats.fused_instructions, " ops (", stats.duplicated_instructions,
                      " duplicated",
                      stats.multi_output_fusions > 0
                          ? absl::StrCat("; ", stats.multi_output_fusions,
                                         " dot fusions also compute reduces of their result")
                          : std::string(),
                      "), ", stats.narrowed_to_bf16, " f32 results stored as bf16, ",
                      stats.complex_dots_split > 0
                          ? absl::StrCat(stats.complex_dots_split,
                                         " complex dots computed as three real ones, ")
                          : std::string(),
                      stats.outer_products_rewritten > 0
                          ? absl::StrCat(stats.outer_products_rewritten,
                                         " outer products computed as multiplies, ")
                          : std::string(),
                      stats.one_hot_scatters > 0
                          ? absl::StrCat(stats.one_hot_scatters,
                                         " one-hot scatters computed as iota comparisons, ")
                          : std::string(),
                      stats.stable_sorts_expanded > 0
                          ? absl::StrCat(stats.stable_sorts_expanded,
                                         " stable sorts given an index operand, ")
                          : std::string(),
                      stats.long_scans_rewritten > 0
                          ? absl::StrCat(stats.long_scans_rewritten,
                                         " long scans computed as two-level trees, ")
                          : std::string(),
                      stats.dead_instructions_removed > 0
                          ? absl::StrCat(stats.dead_instructions_removed,
                                         " unread instructions removed, ")
                          : std::string(),
                      stats.loop_operands_narrowed > 0
                          ? absl::StrCat(stats.loop_operands_narrowed,
                                         " loop-invariant dot operands carried as bf16, ")
                          : std::string(),
                      stats.gathers_narrowed > 0
                          ? absl::StrCat(stats.gathers_narrowed,
                                         " all-gathered dot operands moved as bf16, ")
                          : std::string(),
                      stats.indices_flattened > 0
                          ? absl::StrCat(stats.indices_flattened,
                                         " gathers and scatters over one batch dim (",
                                         stats.row_copies, " row reshapes copying), ")
                          : std::string(),
                      stats.results_copied_to_entry_layout > 0
                          ? absl::StrCat(stats.results_copied_to_entry_layout,
                                         " results copied into the entry's layout, ")
                          : std::string(),
                      stats.inputs_copied_to_conv_order > 0
                          ? absl::StrCat(stats.inputs_copied_to_conv_order,
                                         " inputs copied into a convolution's order, ")
                          : std::string(),
                      stats.parameters_prefetched > 0
                          ? absl::StrCat(stats.parameters_prefetched,
                                         " parameters prefetched to VMEM, ")
                          : std::string(),
                      stats.instructions_before, " -> ",
                      stats.instructions_after, " instructions");
}

nlohmann::json FusionsToJson(const hlo::Module& module) {
  nlohmann::json fusions = nlohmann::json::array();
  for (const auto& computation : module.computations()) {
    if (computation->IsFusionComputation()) continue;
    for (const auto& instruction : computation->instructions()) {
      if (instruction->opcode() != hlo::HloOpcode::kFusion) continue;
      nlohmann::json ops = nlohmann::json::array();
      for (const auto& fused : instruction->fused_computation()->instructions()) {
        if (fused->opcode() == hlo::HloOpcode::kParameter) continue;
        ops.push_back(std::string(hlo::HloOpcodeString(fused->opcode())));
      }
      fusions.push_back({{"name", instruction->name()},
                         {"computation", computation->name()},
                         {"kind", std::string(instruction->fusion_kind())},
                         {"shape", instruction->shape().ToString()},
                         {"ops", ops}});
    }
  }
  return fusions;
}

nlohmann::json CompileStatsToJson(const CompileStats& stats) {
  return {{"instructions_before", stats.instructions_before},
          {"instructions_after", stats.instructions_after},
          {"calls_inlined", stats.calls_inlined},
          {"complex_dots_split", stats.complex_dots_split},
          {"outer_products_rewritten", stats.outer_products_rewritten},
          {"long_scans_rewritten", stats.long_scans_rewritten},
          {"dead_instructions_removed", stats.dead_instructions_removed},
          {"fusions", stats.fusions},
          {"fused_instructions", stats.fused_instructions},
          {"duplicated_instructions", stats.duplicated_instructions},
          {"multi_output_fusions", stats.multi_output_fusions},
          {"narrowed_to_bf16", stats.narrowed_to_bf16},
          {"devices", stats.devices},
          {"sharded_values", stats.sharded_values},
          {"all_gathers", stats.all_gathers},
          {"all_reduces", stats.all_reduces},
          {"reduce_scatters", stats.reduce_scatters},
          {"all_to_alls", stats.all_to_alls},
          {"parameters_prefetched", stats.parameters_prefetched},
          {"results_copied_to_entry_layout", stats.results_copied_to_entry_layout},
          {"inputs_copied_to_conv_order", stats.inputs_copied_to_conv_order}};
}

}  // namespace tpusim::tpu::compiler
