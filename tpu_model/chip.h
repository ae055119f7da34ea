// The TPU chip table: one record per generation (v2 ... v7x), every figure
// with its source (see chip.cc and docs/tpu_model.md). Generation differences
// are data here, not `if`s elsewhere.
#ifndef TPUSIM_TPU_MODEL_CHIP_H_
#define TPUSIM_TPU_MODEL_CHIP_H_

#include <cstdint>
#include <optional>
#include <limits>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace tpusim::tpu {

// How XLA:TPU lays out an array that has no layout yet (layout_predictor.h).
// Each field is one observed difference between compiler eras / generations;
// chip.cc cites the dumps each value comes from.
struct LayoutRules {
  // Smallest first-tile row count for 32-bit types when the second-minor dim
  // is short; packed types multiply it by their packing factor (bf16 x2,
  // 8-bit x4, 4-bit x8). 1 gives T(1,128) / T(2,128)(2,1) / T(4,128)(4,1).
  int min_tile_rows = 1;
  // Largest first-tile row count is 8 (one vreg of sublanes). With large
  // second-minor tiling it is 8 x packing: T(16,128)(2,1) for bf16.
  bool large_second_minor_tiles = false;
  // Layout assignment gives bf16 intermediates (fusion outputs that are not
  // program results or collective operands) the large second-minor tiles
  // where their second-minor dim fills whole ones (a multiple of 16), which
  // changes no size (tpu_model/compiler/layout_assignment.h).
  bool large_tiles_for_intermediates = false;
  // pred storage: 8 (packed (4,1) like s8) or 32 (E(32), one word per bool).
  int pred_storage_bits = 8;
  // 1-D tile = next power of two >= the length, clamped to
  // [min_1d_tile x packing, max_1d_tile]; scalars use min_1d_tile x packing.
  int64_t min_1d_tile = 128;
  int64_t max_1d_tile = 1024;
  // Packed scalars print their packing sub-tile: bf16[]{:T(512)(2,1)}
  // instead of bf16[]{:T(256)}.
  bool scalar_packed_subtile = false;
  // Layout assignment permutes minor_to_major when that lowers the padded
  // size (f32[2048,16]{0,1:T(8,128)}).
  bool reorder_to_cut_padding = true;
  // Narrowest storage of sub-byte types: 4 keeps s4/f4 at 4 bits (E(4),
  // (8,1) sub-tiles); 8 widens them to a byte ((4,1), no E).
  int min_storage_bits = 4;

  bool operator==(const LayoutRules&) const = default;
};

// How XLA:TPU's size function (TpuCompiler_ShapeSize) differs from XLA's
// generic ShapeUtil::ByteSizeOf (shape_size.h: TpuShapeSize).
struct SizeRules {
  // Tuple index tables: pointer width and the alignment of the table.
  int64_t tuple_pointer_bytes = 4;
  int64_t tuple_table_alignment = 32;
  // A layout printed without tiles in a tiled memory space is still sized as
  // if tiled by these (rank >= 2 / rank <= 1).
  int64_t untiled_tile_rows = 8;
  int64_t untiled_tile_lanes = 128;
  int64_t untiled_1d_tile = 1024;
  // Memory spaces whose buffers are really untiled (sync flags, SMEM).
  std::vector<int64_t> untiled_memory_spaces = {2, 4};
};

// XLA:TPU's memory-space assignment keeps intermediate buffers in a faster
// on-chip memory when they fit, where they take no HBM
// (memory/memory_space_assignment.h). Figures and evidence:
// docs/compiler_model.md.
struct AlternateMemoryRules {
  int64_t memory_space = 0;      // S(n) of that memory; 0: the chip has none.
  int64_t capacity_bytes = 0;    // Most bytes kept there at once.
  int64_t max_buffer_bytes = 0;  // Largest single buffer placed there.
  // Largest result of an op outside any fusion placed there.
  int64_t max_unfused_buffer_bytes = std::numeric_limits<int64_t>::max();
  // Results of fusions with a dot or convolution, or ending in a gather,
  // scatter or dynamic-update-slice, stay in HBM.
  bool dot_and_indexing_results_in_hbm = false;
  // While-loop carries stay in HBM.
  bool while_carries_in_hbm = false;
  // Results of collectives (all-gather, all-reduce, ...) stay in HBM.
  bool collective_results_in_hbm = false;
  // A value nothing reads (a sort's unused keys or indices) stays in HBM:
  // XLA's memory-space assignment gives the alternate memory to uses.
  bool unused_values_in_hbm = false;
  // Values read by an asynchronous collective stay in HBM: every
  // all-gather and reduce-scatter, and all-reduces of at least
  // async_all_reduce_min_bytes (0: none of these rules).
  bool async_collective_operands_in_hbm = false;
  int64_t async_all_reduce_min_bytes = 0;
  // A value stays there from its definition to its last use only while the
  // ops scheduled in between move fewer bytes than this (0: no limit).
  // XLA's memory-space assignment refuses a copy-free placement whose
  // interval takes longer than a multiple of the time to copy the whole
  // alternate memory; such a value is defined in HBM and prefetched.
  int64_t max_no_copy_interval_bytes = 0;
  // Bytes of the budget a program with a convolution leaves to memory-space
  // assignment: XLA:TPU's convolutions take VMEM of their own.
  int64_t convolution_reserved_bytes = 0;
  // Only convolutions whose windows overlap (a 3x3 kernel at stride 1, not
  // a ViT's patch embedding, whose kernel equals its stride) take it (v7x).
  bool convolution_reserved_for_overlapping_windows = false;
  // An operand a while loop passes through unchanged (its weights, say)
  // counts as a loop carry for that limit, as carries the loop updates do:
  // it stays from its definition through the loop.
  bool invariant_carries_exempt_from_interval = false;
};

// Contract for other folders: these fields exist with these meanings; the
// tpu_model work may add fields.
struct ChipSpec {
  std::string name;                  // Canonical: "v2", "v3", "v4", "v5e", "v5p", "v6e", "v7x".
  std::vector<std::string> aliases;  // "v5litepod", "trillium", "ironwood", ...
  std::string display_name;          // "TPU v5p", "TPU v6e (Trillium)".
  int generation = 0;                // 2 ... 7.
  int devices_per_chip = 1;
  int tensorcores_per_device = 1;
  int mxus_per_tensorcore = 1;
  int mxu_size = 128;                // 128 (128x128) or 256 (256x256).
  int64_t hbm_bytes_per_device = 0;  // Physical.
  int64_t usable_hbm_bytes = 0;      // As XLA prints "Used X of Y hbm".
  int64_t reserved_bytes = 0;        // The "reserved" line (0 = not seen).
  double hbm_bandwidth_gbps = 0;     // Per device, GB/s.
  int64_t vmem_bytes = 0;            // Per TensorCore.
  int64_t smem_bytes = 0;
  int64_t cmem_bytes = 0;
  double peak_bf16_tflops = 0;       // Per chip.
  double peak_int8_tops = 0;
  double peak_fp8_tflops = 0;
  int sublanes = 8;
  int lanes = 128;
  int vreg_bits = 32;                // One vector register: sublanes x lanes x 32 bit.
  LayoutRules layout;
  SizeRules size;
  // Buffer assignment opens an (often empty) VMEM allocation, memory space 1,
  // before any other ([ORACLE]: every v5e, v5p and v6e module; none on v2,
  // v3 or v4, even where v4 keeps buffers in VMEM).
  bool presets_vmem_allocation = true;
  // The compiler model prefetches entry parameters into the alternate
  // memory (tpu_model/compiler/parameter_prefetch.h). Evidence:
  // docs/compiler_model.md ("Parameter prefetches").
  bool prefetches_parameters = false;
  // Without that, the compiler model still gives the one parameter XLA's
  // cross-program prefetch picks its copy in the alternate memory (same
  // evidence).
  bool prefetches_cross_program = false;
  AlternateMemoryRules alternate_memory;
  // Fusion: an elementwise chain between two dots joins the first dot's
  // epilogue (v2 ... v5p) rather than the second dot's prologue (v6e, v7x).
  // Evidence: docs/compiler_model.md.
  bool fuses_dot_epilogue_first = true;
  // Fusion: a dot's (or convolution's) fusion nests into the next dot's only
  // while its result is at most this many bytes; 0 = no limit. Evidence:
  // docs/compiler_model.md (v4 and v5e convnet sweeps).
  int64_t max_nested_dot_result_bytes = 0;
  // Fusion: a dot result of 2049 to 4096 features (an MLP's hidden value)
  // nests into the next dot's fusion only while it is at most this many
  // bytes (v4, v6e: 16 MiB). Evidence: docs/compiler_model.md ("Fusion").
  int64_t max_nested_mid_result_bytes = int64_t{64} << 20;
  // Fusion: an f32 elementwise value computed from one bf16 array (a bf16
  // training step's softmax exponentials) is recomputed in every reader
  // however many there are, rather than stored (v5e, v5p). Evidence:
  // docs/compiler_model.md ("Fusion").
  bool recomputes_widened_values = false;
  // Fusion: the bf16 probabilities of a softmax over the f32 scores of a
  // bf16 product (jax.nn.dot_product_attention's), read by two or more
  // products (the weighted values and, in a training step, the values'
  // gradient), are stored, not recomputed in each product's fusion (v5p,
  // v6e, v7x). Evidence: docs/compiler_model.md ("Fusion").
  bool stores_bf16_probabilities = false;
  // SPMD: the partial sums of a dot whose sum is read sharded (the FSDP
  // weight gradient) are reduce-scattered into a shard buffer of their own
  // (v5p, v6e) rather than all-reduced in place (v4, v5e). Evidence:
  // docs/compiler_model.md ("Sharded programs").
  bool reduce_scatters_partial_sums = false;
  // SPMD: a sum read only through a transpose that swaps the dot's free
  // dims (dW = x^T dy, then transposed into the weight's orientation) is
  // reduce-scattered, the dot computing with its operands swapped so the
  // shard has the reader's orientation; other sums stay all-reduced unless
  // reduce_scatters_partial_sums (v5e, v5p; v6e scatters the dot's own
  // orientation). Evidence: docs/compiler_model.md ("Sharded programs").
  bool scatters_in_reader_orientation = false;

  int tensorcores_per_chip() const {
    return devices_per_chip * tensorcores_per_device;
  }
};

// All shipped chips, oldest first.
const std::vector<ChipSpec>& AllChips();
// By canonical name or alias, case-insensitive ("V5P", "tpu7x"). Spaces,
// '_', a leading "tpu" and a slice suffix are ignored ("TPU v5 lite",
// "v5litepod-16", "v5p-64"). NotFound lists the known names.
absl::StatusOr<const ChipSpec*> FindChip(absl::string_view name);
// Devices of a slice named like "v5p-64", "v5litepod-16" or "v6e-8": the
// number after the last '-' counts TensorCores on v2/v3/v4/v5p (Cloud TPU
// naming) and chips on v5e/v6e; nullopt when the name has no slice suffix.
// (FindChip ignores the suffix; this reads it.)
std::optional<int64_t> SliceDevicesFromChipName(absl::string_view name, const ChipSpec& chip);
// A user-described chip (--chip-file FILE.json); format in docs/tpu_model.md.
absl::StatusOr<ChipSpec> LoadChipFile(absl::string_view path);
// Parses the JSON text of a chip file; `source` names it in errors.
absl::StatusOr<ChipSpec> ParseChipJson(absl::string_view json_text,
                                       absl::string_view source = "<chip>");

}  // namespace tpusim::tpu

#endif  // TPUSIM_TPU_MODEL_CHIP_H_
