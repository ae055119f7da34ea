// tpusim chips [--json] [--chip NAME | --chip-file FILE.json]
//
// The chip table (tpu_model/chip.h) with every figure; one chip when --chip
// or --chip-file is given (a way to check a chip file).
#include <cstdio>
#include <iostream>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "tools/cli.h"
#include "tpu_model/chip.h"
#include "tpu_model/shape_size.h"

namespace tpusim::cli {
namespace {

struct ChipsOptions {
  bool json = false;
  ChipOptions chip;
};

nlohmann::json ChipJson(const tpu::ChipSpec& c) {
  nlohmann::json j;
  j["name"] = c.name;
  j["display_name"] = c.display_name;
  j["aliases"] = c.aliases;
  j["generation"] = c.generation;
  j["devices_per_chip"] = c.devices_per_chip;
  j["tensorcores_per_device"] = c.tensorcores_per_device;
  j["mxus_per_tensorcore"] = c.mxus_per_tensorcore;
  j["mxu_size"] = c.mxu_size;
  j["hbm_bytes_per_device"] = c.hbm_bytes_per_device;
  j["usable_hbm_bytes"] = c.usable_hbm_bytes;
  j["usable_hbm"] = tpu::FormatXlaSize(c.usable_hbm_bytes);
  j["reserved_bytes"] = c.reserved_bytes;
  j["hbm_bandwidth_gbps"] = c.hbm_bandwidth_gbps;
  j["vmem_bytes"] = c.vmem_bytes;
  j["smem_bytes"] = c.smem_bytes;
  j["cmem_bytes"] = c.cmem_bytes;
  j["peak_bf16_tflops"] = c.peak_bf16_tflops;
  j["peak_int8_tops"] = c.peak_int8_tops;
  j["peak_fp8_tflops"] = c.peak_fp8_tflops;
  j["sublanes"] = c.sublanes;
  j["lanes"] = c.lanes;
  j["vreg_bits"] = c.vreg_bits;
  j["layout_rules"] = {{"min_tile_rows", c.layout.min_tile_rows},
                       {"large_second_minor_tiles", c.layout.large_second_minor_tiles},
                       {"large_tiles_for_intermediates", c.layout.large_tiles_for_intermediates},
                       {"pred_storage_bits", c.layout.pred_storage_bits},
                       {"min_1d_tile", c.layout.min_1d_tile},
                       {"max_1d_tile", c.layout.max_1d_tile},
                       {"scalar_packed_subtile", c.layout.scalar_packed_subtile},
                       {"reorder_to_cut_padding", c.layout.reorder_to_cut_padding},
                       {"min_storage_bits", c.layout.min_storage_bits}};
  j["fuses_dot_epilogue_first"] = c.fuses_dot_epilogue_first;
  j["recomputes_widened_values"] = c.recomputes_widened_values;
  j["stores_bf16_probabilities"] = c.stores_bf16_probabilities;
  j["max_nested_dot_result_bytes"] = c.max_nested_dot_result_bytes;
  j["max_nested_mid_result_bytes"] = c.max_nested_mid_result_bytes;
  j["prefetches_parameters"] = c.prefetches_parameters;
  j["prefetches_cross_program"] = c.prefetches_cross_program;
  j["alternate_memory"] = {
      {"memory_space", c.alternate_memory.memory_space},
      {"capacity_bytes", c.alternate_memory.capacity_bytes},
      {"max_buffer_bytes", c.alternate_memory.max_buffer_bytes},
      {"max_unfused_buffer_bytes", c.alternate_memory.max_unfused_buffer_bytes},
      {"dot_and_indexing_results_in_hbm", c.alternate_memory.dot_and_indexing_results_in_hbm},
      {"while_carries_in_hbm", c.alternate_memory.while_carries_in_hbm},
      {"collective_results_in_hbm", c.alternate_memory.collective_results_in_hbm},
      {"async_collective_operands_in_hbm", c.alternate_memory.async_collective_operands_in_hbm},
      {"async_all_reduce_min_bytes", c.alternate_memory.async_all_reduce_min_bytes},
      {"max_no_copy_interval_bytes", c.alternate_memory.max_no_copy_interval_bytes},
      {"convolution_reserved_bytes", c.alternate_memory.convolution_reserved_bytes},
      {"convolution_reserved_for_overlapping_windows",
       c.alternate_memory.convolution_reserved_for_overlapping_windows},
      {"unused_values_in_hbm", c.alternate_memory.unused_values_in_hbm},
      {"invariant_carries_exempt_from_interval",
       c.alternate_memory.invariant_carries_exempt_from_interval}};
  j["size_rules"] = {{"tuple_pointer_bytes", c.size.tuple_pointer_bytes},
                     {"tuple_table_alignment", c.size.tuple_table_alignment},
                     {"untiled_tile_rows", c.size.untiled_tile_rows},
                     {"untiled_tile_lanes", c.size.untiled_tile_lanes},
                     {"untiled_1d_tile", c.size.untiled_1d_tile},
                     {"untiled_memory_spaces", c.size.untiled_memory_spaces}};
  return j;
}

std::string Peak(double value) {
  if (value == 0) return "-";
  char buffer[32];
  std::snprintf(buffer, sizeof(buffer), "%g", value);
  return buffer;
}

void PrintTable(const std::vector<const tpu::ChipSpec*>& chips) {
  char line[512];
  std::snprintf(line, sizeof(line), "%-5s %-20s %4s %4s %4s %4s %8s %8s %8s %8s %7s %6s %6s %6s %6s\n",
                "chip", "name", "dev", "tc", "mxu", "size", "hbm/dev", "usable", "reserved",
                "GB/s", "vmem", "smem", "bf16", "int8", "fp8");
  std::cout << line;
  for (const tpu::ChipSpec* c : chips) {
    std::snprintf(line, sizeof(line),
                  "%-5s %-20s %4d %4d %4d %4d %8s %8s %8s %8g %7s %6s %6s %6s %6s\n",
                  c->name.c_str(), c->display_name.c_str(), c->devices_per_chip,
                  c->tensorcores_per_device, c->mxus_per_tensorcore, c->mxu_size,
                  tpu::FormatXlaSize(c->hbm_bytes_per_device).c_str(),
                  tpu::FormatXlaSize(c->usable_hbm_bytes).c_str(),
                  c->reserved_bytes == 0 ? "-" : tpu::FormatXlaSize(c->reserved_bytes).c_str(),
                  c->hbm_bandwidth_gbps, tpu::FormatXlaSize(c->vmem_bytes).c_str(),
                  tpu::FormatXlaSize(c->smem_bytes).c_str(), Peak(c->peak_bf16_tflops).c_str(),
                  Peak(c->peak_int8_tops).c_str(), Peak(c->peak_fp8_tflops).c_str());
    std::cout << line;
  }
  std::cout << "\ndev = devices per chip, tc = TensorCores per device, mxu = MXUs per "
               "TensorCore (size x size); hbm/usable/reserved per device as XLA prints "
               "them; GB/s per device; vmem/smem per TensorCore; peaks per chip "
               "(TFLOPS / TOPS). Sources: docs/tpu_model.md.\n";
  std::cout << "aliases:";
  for (const tpu::ChipSpec* c : chips) {
    if (!c->aliases.empty()) {
      std::cout << " " << c->name << " = " << absl::StrJoin(c->aliases, ", ") << ";";
    }
  }
  std::cout << "\n";
}

int Run(ChipsOptions& options) {
  std::vector<const tpu::ChipSpec*> chips;
  if (options.chip.given()) {
    absl::StatusOr<const tpu::ChipSpec*> chip = ResolveChip(&options.chip);
    if (!chip.ok()) return ReportError(chip.status());
    chips.push_back(*chip);
  } else {
    for (const tpu::ChipSpec& chip : tpu::AllChips()) chips.push_back(&chip);
  }
  if (options.json) {
    nlohmann::json out = nlohmann::json::array();
    for (const tpu::ChipSpec* chip : chips) out.push_back(ChipJson(*chip));
    PrintJson(out);
    return kExitOk;
  }
  PrintTable(chips);
  return kExitOk;
}

Runner SetUp(CLI::App* app) {
  auto options = std::make_shared<ChipsOptions>();
  app->add_flag("--json", options->json, "Machine output: an array of chip objects");
  AddChipOptions(app, &options->chip, /*required=*/false);
  return [options] { return Run(*options); };
}

}  // namespace
}  // namespace tpusim::cli

TPUSIM_REGISTER_COMMAND(chips, "List the TPU chips tpusim models and their figures",
                        tpusim::cli::SetUp);
