#include "tpu_model/chip.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <limits>
#include <sstream>
#include <type_traits>

#include "absl/status/status.h"
#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "hlo/base/file_io.h"
#include "hlo/base/json_diagnostic.h"
#include "nlohmann/json.hpp"

namespace tpusim::tpu {
namespace {

// See the v4 entry ([ORACLE], alternate memory).
constexpr int64_t kNoCopyIntervalBytes = int64_t{1} << 30;

constexpr int64_t kKiB = int64_t{1} << 10;
constexpr int64_t kMiB = int64_t{1} << 20;
constexpr int64_t kGiB = int64_t{1} << 30;

// [ORACLE] On v5e, v6e and v7x a program with a convolution leaves 16 MiB
// less VMEM to memory-space assignment: XLA keeps long-lived activations of
// such programs in HBM (evicted and prefetched back) while the VMEM values
// live at once stay under the budget less 16 MiB (denoiser.ho6 v6e: 80.6
// of 96 MiB, two 16 MiB activations and the 4 MiB image copy in HBM;
// unet.ho4 v6e: the 32 MiB skip connection in HBM beside 64 MiB of VMEM
// values). With the reservation tpusim's peak comes within 10% of XLA's
// on unet.ho4 v6e (0.08x before), vae.ho5 v5e and v6e (0.84x, 0.86x) and
// denoiser.ho6 v5e (0.55x -> 0.93x), and nearer on denoiser.ho6 v6e and
// v7x and upsampler.ho8 v7x; 24 MiB does as well, 8 MiB one case worse,
// 32 MiB three worse. No case without a convolution and no main
// corpus case moves. v5p's budget (48 MiB) is already VMEM less 16 MiB:
// reserving more there puts convnet.ho2's stem output in HBM (1.81x).
constexpr int64_t kConvolutionReservedBytes = 16 * kMiB;

// Source keys (full addresses in ../shared/docs/research/tpu_hw.md):
//   [C-vN]  Cloud TPU architecture page of that generation (per chip).
//   [JAX]   jax/_src/pallas/mosaic/tpu_info.py (per TensorCore; we multiply
//           back to per chip).
//   [OOM]   XLA:TPU "Used X of Y hbm" messages, tpu_oom_layouts.md section 1
//           and ../shared/data/tpu_oom/totals.jsonl.
//   [V5P]   ../shared/data/xprof_v5p (real v5p op expressions, memory_viewer).
//   [V6E]   ../shared/corpus/tpu (real v6e modules and buffer assignment).
//   [ORACLE] test/data/oracle: what the real XLA:TPU compiler (libtpu
//           0.0.42.1) did, recorded by tools/oracle (docs/oracle.md).
// Disagreements are listed in tpu_hw.md section 6; the table keeps the Cloud
// value and notes the other in a comment.

// Layout rules of the current compiler (JAX 0.4+), seen on v5p and v6e.
LayoutRules CurrentLayoutRules() {
  LayoutRules rules;
  // [V5P] f32[1,2048]{1,0:T(1,128)}, bf16[1,2048]{1,0:T(2,128)(2,1)},
  // pred[1,2048]{1,0:T(4,128)(4,1)}, s32[4,2048]{1,0:T(4,128)}.
  rules.min_tile_rows = 1;
  // [V5P] pred[2048,16]{0,1:T(8,128)(4,1)}: pred packed like s8.
  rules.pred_storage_bits = 8;
  // [V5P] f32[64]{0:T(128)}, u32[1]{0:T(128)}, f32[2048]{0:T(1024)},
  // bf16[2048]{0:T(1024)(128)(2,1)}, f32[]{:T(128)}, bf16[]{:T(256)},
  // pred[]{:T(512)}; [V6E] bf16[]{:T(256)}, bf16[1024]{0:T(1024)(128)(2,1)}.
  rules.min_1d_tile = 128;
  rules.scalar_packed_subtile = false;
  // [V5P] f32[2048,16]{0,1:T(8,128)}, u32[10,4]{0,1:T(4,128)},
  // f32[1,16,2048,1]{2,1,3,0:T(8,128)}: every v5p array whose default order
  // pads has a padding-free order picked instead.
  rules.reorder_to_cut_padding = true;
  return rules;
}

// Layout rules of v2 and v3.
LayoutRules OldEraLayoutRules() {
  // [ORACLE] libtpu 0.0.42.1 lays out v2 and v3 arrays as on v4+ but for
  // three rules below: mlp and mixed_dtypes entry parameters and outputs on
  // v2/v3 (108/108 v2 and 66/66 v3 entry layouts with these rules).
  // Older compilers differed (2019-21 captures: pred E(32), bf16[]
  // {:T(512)(2,1)}, no reordering even at 32x padding, records.jsonl and
  // trax#525); the oracle is the compiler users run today.
  LayoutRules rules = CurrentLayoutRules();
  // v3 bf16[2048,1,2048,128]{0,1,3,2:T(4,128)(2,1)}: second-minor 1 still
  // gets 4 rows for bf16 (2 x packing); torch_xla f32[29184,1,2560]
  // {2,1,0:T(2,128)} (tpu_oom_layouts.md section 3). Not contradicted by
  // the oracle.
  rules.min_tile_rows = 2;
  // [ORACLE] f32[10]/[18]/[128]{0:T(256)}, f32[512]{0:T(512)},
  // bf16[10]{0:T(512)(128)(2,1)} (mlp entry biases on v2/v3); also v3
  // f32[64]{0:T(256)} (records.jsonl xla_label).
  rules.min_1d_tile = 256;
  // [ORACLE] s4[1024,1000]{0,1:T(8,128)(4,1)} and f4e2m1fn[128,1024]
  // {1,0:T(8,128)(4,1)}: 4-bit types take a byte on v2/v3
  // (mixed_dtypes.int4_dequant / fp4_e2m1 on v2 and v3).
  rules.min_storage_bits = 8;
  // v2 pred[64,512,2048]{2,1,0:T(8,128)E(32)} and pred[67108864]
  // {0:T(1024)E(32)} (records.jsonl, trax#525); v3 bf16[]{:T(512)(2,1)}
  // (records.jsonl xla_label). The oracle's v2/v3 intermediates show
  // pred (4,1) and bf16[]{:T(512)} instead, but no oracle figure depends on
  // either (same table with both), so the captured runs decide for now.
  rules.pred_storage_bits = 32;
  rules.scalar_packed_subtile = true;
  return rules;
}

std::vector<ChipSpec> BuildChips() {
  std::vector<ChipSpec> chips;

  {
    ChipSpec c;
    c.name = "v2";
    c.display_name = "TPU v2";
    c.aliases = {"tpu v2", "tpuv2"};
    c.generation = 2;
    c.devices_per_chip = 2;        // One device per TensorCore [JAX].
    c.tensorcores_per_device = 1;  // 2 TC per chip [JAX].
    c.mxus_per_tensorcore = 1;     // [JAX].
    c.mxu_size = 128;              // [JAX] mxu_column_size.
    c.hbm_bytes_per_device = 8 * kGiB;  // Old-format OOM "of 8.00G" [OOM].
    // "Used X of 7.48G", reserved 530.00M: 8192 - 530 MiB [OOM] (EasyDeL#78).
    c.usable_hbm_bytes = 8 * kGiB - 530 * kMiB;
    c.reserved_bytes = 530 * kMiB;
    c.hbm_bandwidth_gbps = 716.0 / 2;  // 716 GB/s per chip [JAX]; 600 elsewhere.
    c.vmem_bytes = 16 * kMiB;          // [JAX].
    c.smem_bytes = 16 * kKiB;          // [JAX].
    c.peak_bf16_tflops = 46;           // [JAX] 4.6e13 per chip.
    c.layout = OldEraLayoutRules();
    // [ORACLE] Tuple index tables are 1024 B on v2 and v3 (multi-output
    // fusion, while and copy-start tuples in XLA's BufferAssignmentProto).
    c.size.tuple_table_alignment = 1024;
    c.presets_vmem_allocation = false;  // [ORACLE] (chip.h)
    chips.push_back(c);
  }
  {
    ChipSpec c;
    c.name = "v3";
    c.display_name = "TPU v3";
    c.aliases = {"tpu v3", "tpuv3"};
    c.generation = 3;
    c.devices_per_chip = 2;            // One device per TC [C-v3].
    c.tensorcores_per_device = 1;
    c.mxus_per_tensorcore = 2;         // [C-v3].
    c.mxu_size = 128;                  // [JAX].
    c.hbm_bytes_per_device = 16 * kGiB;  // 32 GiB per chip [C-v3].
    // "Used X of 15.48G", reserved 530.00M: 16384 - 530 MiB [OOM] (LWM#60).
    c.usable_hbm_bytes = 16 * kGiB - 530 * kMiB;
    c.reserved_bytes = 530 * kMiB;
    c.hbm_bandwidth_gbps = 900.0 / 2;  // 900 GB/s per chip [C-v3]; JAX 825.
    c.vmem_bytes = 16 * kMiB;          // [JAX].
    c.smem_bytes = 16 * kKiB;          // [JAX].
    c.peak_bf16_tflops = 123;          // [C-v3]; JAX and SB say 140.
    c.layout = OldEraLayoutRules();
    c.size.tuple_table_alignment = 1024;  // [ORACLE], as on v2.
    c.presets_vmem_allocation = false;    // [ORACLE] (chip.h)
    chips.push_back(c);
  }
  {
    ChipSpec c;
    c.name = "v4";
    c.display_name = "TPU v4";
    c.aliases = {"tpu v4", "tpuv4"};
    c.generation = 4;
    // [ORACLE] The compiler compiles for one device per TensorCore: the
    // v4:2x2x1 topology has 8 devices, and its out-of-memory errors say
    // "exceeds available HBM (15.25G)" = 16384 - 768 MiB (every v4 sweep).
    // Megacore jobs see one device per chip with "Used X of 30.75G",
    // reserved 1.25G (EasyDeL#166); docs/tpu_model.md has the chip file.
    c.devices_per_chip = 2;
    c.tensorcores_per_device = 1;
    c.mxus_per_tensorcore = 4;         // [C-v4].
    c.mxu_size = 128;                  // [JAX].
    c.hbm_bytes_per_device = 16 * kGiB;  // 32 GiB per chip [C-v4].
    c.usable_hbm_bytes = 16 * kGiB - 768 * kMiB;
    c.reserved_bytes = 0;              // No reserved line in the oracle's errors.
    c.hbm_bandwidth_gbps = 1200;       // [C-v4]; JAX 1230.
    c.vmem_bytes = 16 * kMiB;          // [JAX].
    c.smem_bytes = 1 * kMiB;           // [JAX].
    c.cmem_bytes = 134'000'000;        // [JAX] 134e6 B per chip.
    c.peak_bf16_tflops = 275;          // [C-v4].
    c.peak_int8_tops = 275;            // [C-v4] "275 bf16 or int8"; JAX n/a.
    // [ORACLE] Tuple index tables (copy-start, slice-start, multi-output
    // fusion and while tuples of 3 to 20 elements) are 512 B in XLA's
    // BufferAssignmentProto on v4 and v5e, 32 B on v5p and v6e.
    c.size.tuple_table_alignment = 512;
    c.presets_vmem_allocation = false;  // [ORACLE] (chip.h)
    // [ORACLE] v4 keeps intermediates in CMEM, S(3): the largest S(3)
    // allocation of any v4 case is 64.0 MiB (mlp sweeps); a 49 MiB buffer is
    // in CMEM and a 64 MiB one in HBM; 14 of 27 while carries in CMEM. The
    // holdout corpus puts a 54 MiB buffer there (GQA attention's f32 scores,
    // attention_dpa.b2.s768...v4), so the largest single buffer sits between
    // 54 and 64 MiB.
    c.alternate_memory.memory_space = 3;
    c.alternate_memory.capacity_bytes = 64 * kMiB;
    c.alternate_memory.max_buffer_bytes = 60 * kMiB;
    // [ORACLE] The cross-program prefetch alone (every parameter is not:
    // docs/compiler_model.md, "Parameter prefetches"): 88 of the v4
    // modules of both corpora copy one parameter into CMEM for the run,
    // and the same rule as on v5p picks it. decoder_fwd.ho9...v4 0.96x ->
    // 1.00x of XLA's peak (HBM values 5 -> 12 of 12: the 50 MB output
    // projection in CMEM pushes the activations out), embedding.ho2...v4
    // 0.69x -> 0.84x; no main corpus figure moves.
    c.prefetches_cross_program = true;
    // [ORACLE] A value leaves the alternate memory when the ops between its
    // definition and last use move about 1 GiB or more (bytes read and
    // written, gathers counting their slices, in-place scatters their
    // updates): over the entry computations of the v4, v5e and v6e cases,
    // every copy-free value in S(1)/S(3) spans at most 737 MiB of traffic,
    // and every value defined in HBM only to be prefetched for want of time
    // (the embedding.sweep.grad broadcasts across the zeroing of a 2-10 GB
    // table, the scan_rnn.sweep loop inputs) spans 1953 MiB or more.
    c.alternate_memory.max_no_copy_interval_bytes = kNoCopyIntervalBytes;
    // [ORACLE] A convolution's fusion nests into the next one's up to a
    // 2 GiB result (convnet.sweep.block: bf16[2608,64,64,64] nests, 4136 ...
    // 41648 do not: 7/7).
    c.max_nested_dot_result_bytes = int64_t{1} << 31;
    // [ORACLE] An MLP hidden value of 2049 to 4096 features nests up to 16
    // MiB (decoder_fwd.b4.s384 bf16[4,384,3072], 9 MB; decoder_fwd.ho2.b6
    // [6,200,2560]) but not at 32 MiB (dpa_decoder.ho10.fwd [2,2048,4096],
    // which v7x nests).
    c.max_nested_mid_result_bytes = int64_t{16} << 20;
    // The v4 OOM reports are from the JAX era (f32[32,4096,4096]{1,2,0:
    // T(8,128)}, EasyDeL#166); no small-dim v4 dump seen, so the current rules
    // are assumed.
    c.layout = CurrentLayoutRules();
    chips.push_back(c);
  }
  {
    ChipSpec c;
    c.name = "v5e";
    c.display_name = "TPU v5e";
    c.aliases = {"v5litepod", "v5lite", "v5 lite", "tpu v5 lite", "tpu v5e",
                 "tpuv5e"};
    c.generation = 5;
    c.devices_per_chip = 1;            // 1 TC per chip [C-v5e].
    c.tensorcores_per_device = 1;
    c.mxus_per_tensorcore = 4;         // [C-v5e].
    c.mxu_size = 128;                  // [JAX].
    c.hbm_bytes_per_device = 16 * kGiB;  // Runtime limit 17179869184 B [OOM].
    // "Used X of 15.75G": 16384 - 256 MiB [OOM] (v5litepod-1, Kaggle v5e-8);
    // no reserved line seen.
    c.usable_hbm_bytes = 16 * kGiB - 256 * kMiB;
    c.hbm_bandwidth_gbps = 819;        // [C-v5e]; JAX 820.
    c.vmem_bytes = 128 * kMiB;         // [JAX].
    c.smem_bytes = 1 * kMiB;           // [JAX]; v5e SMEM OOM "of 1.00M" [OOM].
    c.peak_bf16_tflops = 197;          // [C-v5e].
    c.peak_int8_tops = 393;            // [C-v5e]; JAX 394.
    // [ORACLE] 512 B tuple index tables, as on v4.
    c.size.tuple_table_alignment = 512;
    // [ORACLE] S(1) allocations reach 112 MiB (attention sweep; scan_rnn.grad
    // uses 106.5 MiB); the largest S(1) intermediate is 64 MiB and the
    // smallest HBM one not explained by the budget 70.5 MiB; every while
    // carry (42/42) is in VMEM.
    c.alternate_memory.memory_space = 1;
    c.alternate_memory.capacity_bytes = 112 * kMiB;
    c.alternate_memory.max_buffer_bytes = 64 * kMiB;
    // [ORACLE] As on v4: 113 of the v5e modules cross-program-prefetch one
    // parameter. decoder_fwd.ho9...v5e 0.89x -> 1.00x, rope_decoder.ho9
    // ...v5e 0.97x -> 1.00x; denoiser.ho6...v5e 0.93x -> 1.96x (its 0.5 MB
    // copy tips a VMEM fit that sits at the budget's edge).
    c.prefetches_cross_program = true;
    c.alternate_memory.max_no_copy_interval_bytes = kNoCopyIntervalBytes;
    // See kConvolutionReservedBytes.
    c.alternate_memory.convolution_reserved_bytes = kConvolutionReservedBytes;
    // [ORACLE] As on v4: no nesting past a 2 GiB result (convnet.sweep.block
    // 2688 nests; 4272, 10752, 27096, 43008 do not; 6776 and 17072 nest
    // although larger: 5/7).
    c.max_nested_dot_result_bytes = int64_t{1} << 31;
    // No v5e layout dump seen; same compiler era as v5p.
    c.layout = CurrentLayoutRules();
    // [ORACLE] FSDP weight gradients: reduce-scattered in the orientation
    // of the weight update, whose in-place output takes the shard
    // (sharded_fsdp.sweep...linear_train, h24576 ... h98304: temp = the
    // full dW, 2 HBM temp values); other partial sums are all-reduced.
    c.scatters_in_reader_orientation = true;
    // [ORACLE] As on v5p, a bf16 training step's softmax exponentials are
    // recomputed from the stored bf16 scores: decoder_train.ho11...v5e keeps
    // fusion.495{1} ... fusion.498{1}, bf16[2,10,768,768], and no v5e bf16
    // training module of either corpus (that step, encoder.ho4.train) holds
    // an f32 value of a [.., S, S] shape. decoder_train.ho11...v5e 1.21x ->
    // 0.97x; ssm.ho8...v5e 0.76x -> 0.72x; no main figure moves. v6e keeps
    // the bf16 scores too (decoder_train.ho10, vit.ho11) but evicts them to
    // HBM for the backward pass, which tpusim does not model: there the rule
    // loses more than it gains (docs/oracle.md, the eleventh batch).
    c.recomputes_widened_values = true;
    chips.push_back(c);
  }
  {
    ChipSpec c;
    c.name = "v5p";
    c.display_name = "TPU v5p";
    c.aliases = {"v5", "tpu v5", "tpu v5p", "tpuv5p"};
    c.generation = 5;
    c.devices_per_chip = 1;            // Megacore [C-v5p].
    c.tensorcores_per_device = 2;
    c.mxus_per_tensorcore = 4;         // [C-v5p].
    c.mxu_size = 128;                  // [JAX].
    c.hbm_bytes_per_device = 96 * kGiB;  // 96 GiB physical [C-v5p].
    // "exceeding available bytes: 95.74G" (XLA E1000 doc; v5p-64 notes).
    // The exact byte count is not printed anywhere: 98033..98042 MiB all
    // print 95.74G; we take 96 GiB - 266 MiB, inside the 262-271 MiB that
    // tpu_oom_layouts.md section 1 infers.
    c.usable_hbm_bytes = 96 * kGiB - 266 * kMiB;
    c.hbm_bandwidth_gbps = 2765;       // [C-v5p]; JAX 2460.
    c.vmem_bytes = 64 * kMiB;          // [JAX].
    c.smem_bytes = 1 * kMiB;           // [JAX].
    c.peak_bf16_tflops = 459;          // [C-v5p].
    c.peak_int8_tops = 918;            // [JAX, SB].
    c.peak_fp8_tflops = 459;           // [C-v5p]; JAX n/a.
    c.layout = CurrentLayoutRules();
    // [ORACLE] v5p places by op: no result of a fusion with a dot or
    // convolution is in VMEM (0/83, 64 KiB to 61 GiB), nor of a gather,
    // scatter or dynamic-update-slice fusion (0/7), no result of an op
    // outside a fusion (entry computations: 0/71 from 16 KiB, 0/108 up to
    // 8 KiB, such as the unfused f32 -> f16 convert of a dequantizing
    // matmul's scale), no while carry (0/8); other
    // fusions' results are (203/220, the largest 8 MiB). With these rules,
    // small unfused results then still allowed in VMEM, 415 of 451 v5p
    // intermediates were placed as XLA placed them (not re-counted since).
    // [ORACLE] XLA's S(1) allocations on v5p reach 47.2 MiB
    // (decoder_fwd.ho3...v5p; 47.0 sharded_fsdp.sweep linear_train
    // h96256; 14 of 158 v5p modules of both corpora use more than 32 MiB),
    // the chip's 64 MiB of VMEM less 16 MiB, as 112 MiB is 128 less 16 on
    // v5e and v6e. With 32 MiB, convnet.ho2.fwd.b64...v5p kept its stem
    // output in HBM for the residual add (1.81x XLA's peak; 0.997x now).
    c.alternate_memory.memory_space = 1;
    c.alternate_memory.capacity_bytes = 48 * kMiB;
    c.alternate_memory.max_buffer_bytes = 16 * kMiB;
    c.alternate_memory.max_no_copy_interval_bytes = kNoCopyIntervalBytes;
    c.alternate_memory.max_unfused_buffer_bytes = 0;
    c.alternate_memory.dot_and_indexing_results_in_hbm = true;
    c.alternate_memory.while_carries_in_hbm = true;
    // [ORACLE] Values nothing reads stay in HBM: every unused output of
    // the v5p and v6e modules of both corpora (12: the sorts' keys or
    // indices of ranking.ho6 and sampler.ho7, 8 MB each, and small fusion
    // outputs) is in HBM. On v5e the 28 unused fusion outputs of the
    // expert-parallel gshard steps are in VMEM: not applied there.
    c.alternate_memory.unused_values_in_hbm = true;
    c.prefetches_parameters = true;  // [ORACLE] (chip.h)
    // [ORACLE] FSDP weight gradients as on v5e: reduce-scattered in the
    // update's orientation into the output (sharded_fsdp.sweep...
    // linear_train temp = the full dW at h61440, 76800 and 96256; only the
    // out-of-memory h121856 adds a shard buffer, 1/4); other partial sums
    // are all-reduced (sharded_2d.md2xm2 decoder_block and mlp_train).
    c.scatters_in_reader_orientation = true;
    // [ORACLE] The bf16 training steps' softmax exponentials are recomputed
    // from the stored bf16 scores in all their readers (decoder_train.ho9,
    // encoder.ho9, vit.ho9 on v5p; fusion.cc, WidensOneNarrowerArray).
    c.recomputes_widened_values = true;
    // [ORACLE] A dot_product_attention training step stores its bf16
    // probabilities beside the f32 scores (dpa_decoder.ho9.train...v5p:
    // divide_convert_fusion, bf16[3,4,4,1024,1024]; fusion.cc,
    // IsStoredBf16Probability).
    c.stores_bf16_probabilities = true;
    chips.push_back(c);
  }
  {
    ChipSpec c;
    c.name = "v6e";
    c.display_name = "TPU v6e (Trillium)";
    c.aliases = {"trillium", "v6", "v6lite", "v6 lite", "tpu v6 lite",
                 "tpu v6e", "tpuv6e"};
    c.generation = 6;
    c.devices_per_chip = 1;            // 1 TC per chip [C-v6e].
    c.tensorcores_per_device = 1;
    c.mxus_per_tensorcore = 2;         // [C-v6e].
    c.mxu_size = 256;                  // 256x256 [C-v6e].
    c.hbm_bytes_per_device = 32 * kGiB;  // "32 GB" [C-v6e], 32 GiB [C-7x].
    // "Used X of 31.25G", reserved 260.00M: 32768 - 768 MiB [OOM] (v6e-8
    // logs; Enzyme-JAX allocator "Limit: 31.246 GiB").
    c.usable_hbm_bytes = 32 * kGiB - 768 * kMiB;
    c.reserved_bytes = 260 * kMiB;
    c.hbm_bandwidth_gbps = 1638;       // [C-v6e]; JAX 1640.
    c.vmem_bytes = 128 * kMiB;         // [JAX].
    c.smem_bytes = 1 * kMiB;           // [JAX].
    c.peak_bf16_tflops = 918;          // [C-v6e]; JAX 920.
    c.peak_int8_tops = 1836;           // [C-v6e].
    c.peak_fp8_tflops = 918;           // [C-7x] comparison table.
    c.layout = CurrentLayoutRules();
    // [ORACLE] S(1) allocations reach 95.3 MiB (mlp sweeps); scan_rnn.grad
    // spills a carry once 94.8 MiB are in use; S(1) buffers reach 79 MiB
    // while a 62.5 MiB one stays out for the budget; 39/41 carries in VMEM.
    c.alternate_memory.memory_space = 1;
    c.alternate_memory.capacity_bytes = 96 * kMiB;
    c.alternate_memory.max_buffer_bytes = 64 * kMiB;
    // [ORACLE] As on v4: 133 of the v6e modules cross-program-prefetch one
    // parameter. rope_decoder.ho9...v6e 0.89x -> 0.97x (the 47 MiB output
    // projection holds VMEM for the whole step; HBM values 0 -> 21 of 20),
    // denoiser.ho6...v6e 0.50x -> 0.85x. The v5p rule for every parameter
    // is not applied (deep_mlp sweeps, above).
    c.prefetches_cross_program = true;
    c.alternate_memory.max_no_copy_interval_bytes = kNoCopyIntervalBytes;
    c.alternate_memory.convolution_reserved_bytes = kConvolutionReservedBytes;
    // See the v5p rule.
    c.alternate_memory.unused_values_in_hbm = true;
    // [ORACLE] scan_rnn.sweep on v6e: the weights are converted into VMEM
    // (convert.3, convert.4 S(1)) and stay there through the loop although
    // a 0.8 to 3.4 GB input convert runs before it; on v4 and v5e the same
    // converts are written to HBM and prefetched (v6e prefetches the f32
    // parameters first and converts them once the copies land).
    c.alternate_memory.invariant_carries_exempt_from_interval = true;
    // [ORACLE] mlp.sweep on v6e: the raw f32 dot result is stored and bias +
    // relu run in the next dot's fusion (v2 ... v5p: in the first dot's).
    c.fuses_dot_epilogue_first = false;
    c.stores_bf16_probabilities = true;  // [ORACLE] as on v5p (dpa_decoder.ho7.train).
    // [ORACLE] An MLP hidden value of 2049 to 4096 features nests up to 16
    // MiB (decoder_fwd.ho10 and dpa_decoder.ho7.fwd [.,.,4096], 16 MiB;
    // decoder_fwd.ho3, rope_decoder.ho4: 11 MB) but not at 24 MiB
    // (encoder.ho4.fwd [16,256,3072], which v5p nests) nor 37 MiB
    // (vit.ho2.fwd [32,197,3072]).
    c.max_nested_mid_result_bytes = int64_t{16} << 20;
    // [ORACLE] FSDP weight gradients are reduce-scattered into a shard
    // buffer of their own: sharded_fsdp.sweep...linear_train temp = full dW
    // + one shard at h34816, 44032, 55296 and 110592 (4/4); v4, v5e and v5p
    // sum in place.
    c.reduce_scatters_partial_sums = true;
    chips.push_back(c);
  }
  {
    ChipSpec c;
    c.name = "v7x";
    c.display_name = "TPU7x (Ironwood)";
    c.aliases = {"tpu7x", "7x", "v7", "tpuv7", "tpuv7x", "ironwood",
                 "tpu v7x"};
    c.generation = 7;
    c.devices_per_chip = 2;            // Dual chiplet, 2 devices [C-7x].
    c.tensorcores_per_device = 1;      // No megacore [JAX].
    c.mxus_per_tensorcore = 2;         // [JAX].
    c.mxu_size = 256;                  // [JAX].
    // 192 GiB per chip [C-7x]; "v7 device HBM limit should be 96, not 192 GB"
    // (vllm tpu-inference PR #903).
    c.hbm_bytes_per_device = 96 * kGiB;
    // "Used X of 94.75G": 98304 - 1280 MiB [OOM] (DeepSeek-V3 v7x log).
    c.usable_hbm_bytes = 96 * kGiB - 1280 * kMiB;
    c.hbm_bandwidth_gbps = 7380.0 / 2;  // 7380 GB/s per chip [C-7x].
    c.vmem_bytes = 64 * kMiB;          // [JAX]; v7x VMEM OOM "of 64.00M" [OOM].
    c.smem_bytes = 1 * kMiB;           // [JAX].
    c.peak_bf16_tflops = 2307;         // [C-7x].
    c.peak_fp8_tflops = 4614;          // [C-7x]; int8 n/a [JAX].
    c.layout = CurrentLayoutRules();
    // [ORACLE] A v7x array's per-shape tiles are 8 rows, as on v4-v6e:
    // every bf16 entry parameter and output of the v7x cases is
    // T(8,128)(2,1) (439 of 439 entry leaves match the v4-v6e layouts of the
    // same programs), e.g. bf16[1000,512] in decoder_fwd...v7x. The large
    // second-minor tiles (T(16,128)(2,1), [JAX] get_sublane_tiling, a
    // vLLM-TPU dump in tpu_oom_layouts.md section 3) are a layout
    // assignment choice for intermediates, in VMEM and HBM alike: 273 bf16
    // fusion outputs of the 26 v7x modules that have them (172 in S(1),
    // 101 in HBM), each made by a copy at its fusion's root, and none on
    // v4 ... v6e (layout_assignment.cc, LayIntermediatesInLargeTiles).
    c.layout.large_second_minor_tiles = false;
    c.layout.large_tiles_for_intermediates = true;
    // [ORACLE] At most 32 MiB of VMEM is in use at any time: over the 35
    // v7x modules of both corpora, the S(1) values live at once (each from
    // its definition to its last use) peak at 31.5 MiB, and the programs
    // that want more VMEM sit just under it (31.1 MiB in
    // decoder_fwd.b4.s384...v7x and 31.5 MiB in sharded_dp.ho2.md8...v7x,
    // which evict or leave values in HBM). With 63 MiB tpusim kept all of
    // decoder_fwd.ho2.b2.s1000...v7x's intermediates in VMEM; with 32 MiB
    // it leaves 7 in HBM, as XLA does. Every v7x intermediate is at most
    // 8 MiB, so the largest buffer is not known: 32 MiB.
    c.alternate_memory.memory_space = 1;
    c.alternate_memory.capacity_bytes = 32 * kMiB;
    c.alternate_memory.max_buffer_bytes = 32 * kMiB;
    // [ORACLE] v7x evicts sooner than v4 ... v6e: over the 449 entry values
    // of 256 KiB or more that XLA defines in VMEM in the v7x modules, the
    // ones kept there copy-free span at most 360 MB of traffic between their
    // definition and last use (unpadded bytes read and written), and 58 of
    // the 69 it evicts to HBM span 420 MB or more (v6e: copy-free values up
    // to 2.4 GB, evictions from 19 MB, no clean cut; kept at 1 GiB). In
    // tpusim's padded bytes 512 MiB: denoiser.ho6...v7x 0.67x -> 0.92x of
    // XLA's peak, HBM values nearer in three more v7x programs; 384 MiB puts
    // encoder.ho9.train...v7x at 1.10x.
    c.alternate_memory.max_no_copy_interval_bytes = int64_t{512} << 20;
    c.alternate_memory.convolution_reserved_bytes = kConvolutionReservedBytes;
    // [ORACLE] On v7x the ViTs keep every intermediate in VMEM (temp 0 in
    // vit.ho10.fwd...v7x, 39 MiB of values at once in vit.ho9.grad...v7x):
    // their only convolution, the patch embedding, takes no VMEM of its
    // own, while the U-Net, denoiser and upsampler (3x3 kernels) need the
    // reservation (unet.ho9 0.82x, 0.13x without it). v6e reserves for a
    // ViT too (vit.ho2...v6e 0.79x without).
    c.alternate_memory.convolution_reserved_for_overlapping_windows = true;
    // [ORACLE] v7x runs collectives asynchronously and keeps their results
    // in HBM: 21 of 21 in the sharded v7x cases.
    c.alternate_memory.collective_results_in_hbm = true;
    // [ORACLE] The SparseCores read the operands of the collectives they run
    // from HBM: all-gathers and reduce-scatters, and all-reduces from 2 MiB
    // (async-start operands in HBM 18 of 18); all-reduces of 32 KiB or less
    // and all-to-alls run synchronously on operands in VMEM (11 of 11).
    c.alternate_memory.async_collective_operands_in_hbm = true;
    c.alternate_memory.async_all_reduce_min_bytes = 256 * kKiB;
    // [ORACLE] v7x prefetches entry parameters into VMEM as v5p does: 35 of
    // 35 v7x modules copy-start parameters in their entry computations (1 to
    // 21 each), 32 of them one as the cross-program prefetch.
    c.prefetches_parameters = true;
    c.fuses_dot_epilogue_first = false;  // [ORACLE] as on v6e (mlp.sweep).
    // [ORACLE] as on v5p (dpa_decoder.ho9.train, dpa_decoder.ho12.train).
    c.stores_bf16_probabilities = true;
    chips.push_back(c);
  }
  return chips;
}

// Lowercase; drop spaces, '_' and '-' before the first digit run of a slice
// suffix; drop a leading "tpu" and a trailing "-<digits>" slice size.
std::string NormalizeChipName(absl::string_view name) {
  std::string s;
  for (char c : name) {
    if (c == ' ' || c == '_' || c == '\t') continue;
    s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  size_t dash = s.rfind('-');
  if (dash != std::string::npos && dash + 1 < s.size()) {
    bool digits = true;
    for (size_t i = dash + 1; i < s.size(); ++i) {
      digits &= std::isdigit(static_cast<unsigned char>(s[i])) != 0;
    }
    if (digits) s.resize(dash);
  }
  if (s.rfind("tpu", 0) == 0) s.erase(0, 3);
  while (!s.empty() && s[0] == '-') s.erase(0, 1);
  return s;
}

// --- JSON chip files -------------------------------------------------------

using Json = nlohmann::json;

// The message only; ParseChipJson adds the file, line and column.
absl::Status JsonError(absl::string_view source, absl::string_view message) {
  return absl::InvalidArgumentError(message);
}

constexpr absl::string_view kNotJson = "not valid JSON";

template <typename T>
absl::Status ReadNumber(const Json& value, absl::string_view source,
                        absl::string_view key, T* out) {
  if constexpr (std::is_same_v<T, double>) {
    if (!value.is_number()) {
      return JsonError(source, absl::StrCat("'", key, "' must be a number"));
    }
    *out = value.get<double>();
  } else if constexpr (std::is_same_v<T, bool>) {
    if (!value.is_boolean()) {
      return JsonError(source, absl::StrCat("'", key, "' must be true or false"));
    }
    *out = value.get<bool>();
  } else {
    if (!value.is_number_integer()) {
      return JsonError(source, absl::StrCat("'", key, "' must be an integer"));
    }
    if (value.is_number_unsigned() &&
        value.get<uint64_t>() >
            static_cast<uint64_t>(std::numeric_limits<T>::max())) {
      return JsonError(source, absl::StrCat("'", key, "' is too large"));
    }
    int64_t v = value.get<int64_t>();
    if (v < 0) {
      return JsonError(source, absl::StrCat("'", key, "' must not be negative"));
    }
    if (v > static_cast<int64_t>(std::numeric_limits<T>::max())) {
      return JsonError(source, absl::StrCat("'", key, "' is too large"));
    }
    *out = static_cast<T>(v);
  }
  return absl::OkStatus();
}

absl::Status ReadAlternateMemoryRules(const Json& j, absl::string_view source,
                                      AlternateMemoryRules* rules) {
  if (!j.is_object()) return JsonError(source, "'alternate_memory' must be an object");
  for (auto it = j.begin(); it != j.end(); ++it) {
    const std::string& key = it.key();
    absl::Status s;
    if (key == "memory_space") {
      s = ReadNumber(*it, source, key, &rules->memory_space);
    } else if (key == "capacity_bytes") {
      s = ReadNumber(*it, source, key, &rules->capacity_bytes);
    } else if (key == "max_buffer_bytes") {
      s = ReadNumber(*it, source, key, &rules->max_buffer_bytes);
    } else if (key == "max_unfused_buffer_bytes") {
      s = ReadNumber(*it, source, key, &rules->max_unfused_buffer_bytes);
    } else if (key == "dot_and_indexing_results_in_hbm") {
      s = ReadNumber(*it, source, key, &rules->dot_and_indexing_results_in_hbm);
    } else if (key == "while_carries_in_hbm") {
      s = ReadNumber(*it, source, key, &rules->while_carries_in_hbm);
    } else if (key == "collective_results_in_hbm") {
      s = ReadNumber(*it, source, key, &rules->collective_results_in_hbm);
    } else if (key == "async_collective_operands_in_hbm") {
      s = ReadNumber(*it, source, key, &rules->async_collective_operands_in_hbm);
    } else if (key == "async_all_reduce_min_bytes") {
      s = ReadNumber(*it, source, key, &rules->async_all_reduce_min_bytes);
    } else if (key == "max_no_copy_interval_bytes") {
      s = ReadNumber(*it, source, key, &rules->max_no_copy_interval_bytes);
    } else if (key == "unused_values_in_hbm") {
      s = ReadNumber(*it, source, key, &rules->unused_values_in_hbm);
    } else if (key == "convolution_reserved_bytes") {
      s = ReadNumber(*it, source, key, &rules->convolution_reserved_bytes);
    } else if (key == "convolution_reserved_for_overlapping_windows") {
      s = ReadNumber(*it, source, key, &rules->convolution_reserved_for_overlapping_windows);
    } else if (key == "invariant_carries_exempt_from_interval") {
      s = ReadNumber(*it, source, key, &rules->invariant_carries_exempt_from_interval);
    } else {
      s = JsonError(source, absl::StrCat("unknown key 'alternate_memory.", key, "'"));
    }
    if (!s.ok()) return s;
  }
  return absl::OkStatus();
}

absl::Status ReadLayoutRules(const Json& j, absl::string_view source,
                             LayoutRules* rules) {
  if (!j.is_object()) return JsonError(source, "'layout_rules' must be an object");
  for (auto it = j.begin(); it != j.end(); ++it) {
    const std::string& key = it.key();
    absl::Status s;
    if (key == "min_tile_rows") {
      s = ReadNumber(*it, source, key, &rules->min_tile_rows);
    } else if (key == "large_second_minor_tiles") {
      s = ReadNumber(*it, source, key, &rules->large_second_minor_tiles);
    } else if (key == "large_tiles_for_intermediates") {
      s = ReadNumber(*it, source, key, &rules->large_tiles_for_intermediates);
    } else if (key == "pred_storage_bits") {
      s = ReadNumber(*it, source, key, &rules->pred_storage_bits);
      if (s.ok() && rules->pred_storage_bits != 8 && rules->pred_storage_bits != 32) {
        s = JsonError(source, "'pred_storage_bits' must be 8 or 32");
      }
    } else if (key == "min_1d_tile") {
      s = ReadNumber(*it, source, key, &rules->min_1d_tile);
    } else if (key == "max_1d_tile") {
      s = ReadNumber(*it, source, key, &rules->max_1d_tile);
    } else if (key == "scalar_packed_subtile") {
      s = ReadNumber(*it, source, key, &rules->scalar_packed_subtile);
    } else if (key == "reorder_to_cut_padding") {
      s = ReadNumber(*it, source, key, &rules->reorder_to_cut_padding);
    } else if (key == "min_storage_bits") {
      s = ReadNumber(*it, source, key, &rules->min_storage_bits);
      if (s.ok() && rules->min_storage_bits != 4 && rules->min_storage_bits != 8) {
        s = JsonError(source, "'min_storage_bits' must be 4 or 8");
      }
    } else {
      s = JsonError(source, absl::StrCat("unknown key 'layout_rules.", key, "'"));
    }
    if (!s.ok()) return s;
  }
  if (rules->min_tile_rows < 1 || rules->min_tile_rows > 8) {
    return JsonError(source, "'min_tile_rows' must be between 1 and 8");
  }
  if (rules->min_1d_tile < 1 || rules->max_1d_tile < rules->min_1d_tile) {
    return JsonError(source, "need 1 <= min_1d_tile <= max_1d_tile");
  }
  return absl::OkStatus();
}

absl::Status ReadSizeRules(const Json& j, absl::string_view source,
                           SizeRules* rules) {
  if (!j.is_object()) return JsonError(source, "'size_rules' must be an object");
  for (auto it = j.begin(); it != j.end(); ++it) {
    const std::string& key = it.key();
    absl::Status s;
    if (key == "tuple_pointer_bytes") {
      s = ReadNumber(*it, source, key, &rules->tuple_pointer_bytes);
    } else if (key == "tuple_table_alignment") {
      s = ReadNumber(*it, source, key, &rules->tuple_table_alignment);
    } else if (key == "untiled_tile_rows") {
      s = ReadNumber(*it, source, key, &rules->untiled_tile_rows);
    } else if (key == "untiled_tile_lanes") {
      s = ReadNumber(*it, source, key, &rules->untiled_tile_lanes);
    } else if (key == "untiled_1d_tile") {
      s = ReadNumber(*it, source, key, &rules->untiled_1d_tile);
    } else if (key == "untiled_memory_spaces") {
      if (!it->is_array()) {
        s = JsonError(source, "'untiled_memory_spaces' must be an array");
      } else {
        rules->untiled_memory_spaces.clear();
        for (const Json& v : *it) {
          int64_t space = 0;
          s = ReadNumber(v, source, key, &space);
          if (!s.ok()) break;
          rules->untiled_memory_spaces.push_back(space);
        }
      }
    } else {
      s = JsonError(source, absl::StrCat("unknown key 'size_rules.", key, "'"));
    }
    if (!s.ok()) return s;
  }
  if (rules->tuple_table_alignment < 1 || rules->untiled_tile_rows < 1 ||
      rules->untiled_tile_lanes < 1 || rules->untiled_1d_tile < 1) {
    return JsonError(source, "size_rules alignments and tiles must be >= 1");
  }
  return absl::OkStatus();
}

}  // namespace

const std::vector<ChipSpec>& AllChips() {
  static const std::vector<ChipSpec>* chips = new std::vector<ChipSpec>(BuildChips());
  return *chips;
}

namespace {

// How a Cloud TPU slice name counts: TensorCores (v2, v3, v4, v5p) or chips
// (v5e, v6e). TPU7x naming was not confirmed; it is read as chips, the
// reading with more devices, so sharding-device-count never errors on a
// slice that fits.
struct SliceNaming {
  absl::string_view chip;
  bool counts_tensorcores;
};
constexpr SliceNaming kSliceNaming[] = {
    {"v2", true}, {"v3", true}, {"v4", true}, {"v5p", true},
    {"v5e", false}, {"v6e", false}, {"v7x", false},
};

}  // namespace

std::optional<int64_t> SliceDevicesFromChipName(absl::string_view name,
                                                const tpu::ChipSpec& chip) {
  name = absl::StripAsciiWhitespace(name);
  size_t dash = name.rfind('-');
  if (dash == absl::string_view::npos) return std::nullopt;
  int64_t count = 0;
  if (!absl::SimpleAtoi(name.substr(dash + 1), &count) || count < 1 ||
      count > (int64_t{1} << 24)) {
    return std::nullopt;
  }
  const int64_t as_tensorcores = std::max<int64_t>(1, count / chip.tensorcores_per_device);
  const int64_t as_chips = count * chip.devices_per_chip;
  for (const SliceNaming& naming : kSliceNaming) {
    if (naming.chip == chip.name) return naming.counts_tensorcores ? as_tensorcores : as_chips;
  }
  return std::max(as_tensorcores, as_chips);
}

absl::StatusOr<const ChipSpec*> FindChip(absl::string_view name) {
  std::string wanted = NormalizeChipName(name);
  if (!wanted.empty()) {
    for (const ChipSpec& chip : AllChips()) {
      if (NormalizeChipName(chip.name) == wanted) return &chip;
      for (const std::string& alias : chip.aliases) {
        if (NormalizeChipName(alias) == wanted) return &chip;
      }
    }
  }
  std::vector<std::string> names;
  for (const ChipSpec& chip : AllChips()) names.push_back(chip.name);
  return absl::NotFoundError(absl::StrCat(
      "unknown TPU chip '", name, "'; known chips: ", absl::StrJoin(names, ", "),
      " (aliases such as v5litepod, trillium, tpu7x, ironwood also work)"));
}

namespace {

absl::StatusOr<ChipSpec> ParseChipObject(absl::string_view json_text, absl::string_view source) {
  Json j = Json::parse(json_text.begin(), json_text.end(), nullptr,
                       /*allow_exceptions=*/false);
  if (j.is_discarded()) return JsonError(source, kNotJson);
  if (!j.is_object()) return JsonError(source, "a chip file is a JSON object");

  ChipSpec chip;
  bool has_base = false;
  if (auto base = j.find("base"); base != j.end()) {
    if (!base->is_string()) return JsonError(source, "'base' must be a chip name");
    auto found = FindChip(base->get<std::string>());
    if (!found.ok()) return JsonError(source, absl::StrCat("'base': ", found.status().message()));
    chip = **found;
    chip.aliases.clear();
    has_base = true;
  }
  bool has_usable = false;
  for (auto it = j.begin(); it != j.end(); ++it) {
    const std::string& key = it.key();
    absl::Status s;
    if (key == "base") {
      continue;
    } else if (key == "name" || key == "display_name") {
      if (!it->is_string()) {
        s = JsonError(source, absl::StrCat("'", key, "' must be a string"));
      } else {
        (key == "name" ? chip.name : chip.display_name) = it->get<std::string>();
      }
    } else if (key == "aliases") {
      if (!it->is_array()) {
        s = JsonError(source, "'aliases' must be an array of strings");
      } else {
        chip.aliases.clear();
        for (const Json& a : *it) {
          if (!a.is_string()) {
            s = JsonError(source, "'aliases' must be an array of strings");
            break;
          }
          chip.aliases.push_back(a.get<std::string>());
        }
      }
    } else if (key == "generation") {
      s = ReadNumber(*it, source, key, &chip.generation);
    } else if (key == "devices_per_chip") {
      s = ReadNumber(*it, source, key, &chip.devices_per_chip);
    } else if (key == "tensorcores_per_device") {
      s = ReadNumber(*it, source, key, &chip.tensorcores_per_device);
    } else if (key == "mxus_per_tensorcore") {
      s = ReadNumber(*it, source, key, &chip.mxus_per_tensorcore);
    } else if (key == "mxu_size") {
      s = ReadNumber(*it, source, key, &chip.mxu_size);
    } else if (key == "hbm_bytes_per_device") {
      s = ReadNumber(*it, source, key, &chip.hbm_bytes_per_device);
    } else if (key == "usable_hbm_bytes") {
      s = ReadNumber(*it, source, key, &chip.usable_hbm_bytes);
      has_usable = true;
    } else if (key == "reserved_bytes") {
      s = ReadNumber(*it, source, key, &chip.reserved_bytes);
    } else if (key == "hbm_bandwidth_gbps") {
      s = ReadNumber(*it, source, key, &chip.hbm_bandwidth_gbps);
    } else if (key == "vmem_bytes") {
      s = ReadNumber(*it, source, key, &chip.vmem_bytes);
    } else if (key == "smem_bytes") {
      s = ReadNumber(*it, source, key, &chip.smem_bytes);
    } else if (key == "cmem_bytes") {
      s = ReadNumber(*it, source, key, &chip.cmem_bytes);
    } else if (key == "fuses_dot_epilogue_first") {
      s = ReadNumber(*it, source, key, &chip.fuses_dot_epilogue_first);
    } else if (key == "prefetches_parameters") {
      s = ReadNumber(*it, source, key, &chip.prefetches_parameters);
    } else if (key == "prefetches_cross_program") {
      s = ReadNumber(*it, source, key, &chip.prefetches_cross_program);
    } else if (key == "reduce_scatters_partial_sums") {
      s = ReadNumber(*it, source, key, &chip.reduce_scatters_partial_sums);
    } else if (key == "scatters_in_reader_orientation") {
      s = ReadNumber(*it, source, key, &chip.scatters_in_reader_orientation);
    } else if (key == "recomputes_widened_values") {
      s = ReadNumber(*it, source, key, &chip.recomputes_widened_values);
    } else if (key == "stores_bf16_probabilities") {
      s = ReadNumber(*it, source, key, &chip.stores_bf16_probabilities);
    } else if (key == "max_nested_dot_result_bytes") {
      s = ReadNumber(*it, source, key, &chip.max_nested_dot_result_bytes);
    } else if (key == "max_nested_mid_result_bytes") {
      s = ReadNumber(*it, source, key, &chip.max_nested_mid_result_bytes);
    } else if (key == "alternate_memory") {
      s = ReadAlternateMemoryRules(*it, source, &chip.alternate_memory);
    } else if (key == "peak_bf16_tflops") {
      s = ReadNumber(*it, source, key, &chip.peak_bf16_tflops);
    } else if (key == "peak_int8_tops") {
      s = ReadNumber(*it, source, key, &chip.peak_int8_tops);
    } else if (key == "peak_fp8_tflops") {
      s = ReadNumber(*it, source, key, &chip.peak_fp8_tflops);
    } else if (key == "sublanes") {
      s = ReadNumber(*it, source, key, &chip.sublanes);
    } else if (key == "lanes") {
      s = ReadNumber(*it, source, key, &chip.lanes);
    } else if (key == "layout_rules") {
      s = ReadLayoutRules(*it, source, &chip.layout);
    } else if (key == "size_rules") {
      s = ReadSizeRules(*it, source, &chip.size);
    } else {
      s = JsonError(source, absl::StrCat("unknown key '", key, "'"));
    }
    if (!s.ok()) return s;
  }

  if (chip.name.empty()) return JsonError(source, "'name' is required");
  if (chip.display_name.empty()) chip.display_name = chip.name;
  if (chip.devices_per_chip < 1 || chip.tensorcores_per_device < 1 ||
      chip.mxus_per_tensorcore < 1) {
    return JsonError(source, "device, TensorCore and MXU counts must be >= 1");
  }
  if (chip.mxu_size < 1 || chip.sublanes < 1 || chip.lanes < 1) {
    return JsonError(source, "'mxu_size', 'sublanes' and 'lanes' must be >= 1");
  }
  if (!has_base && chip.hbm_bytes_per_device == 0) {
    return JsonError(source, "'hbm_bytes_per_device' is required (or give 'base')");
  }
  if (!has_usable && !has_base) {
    if (chip.reserved_bytes > chip.hbm_bytes_per_device) {
      return JsonError(source, "'reserved_bytes' exceeds 'hbm_bytes_per_device'");
    }
    chip.usable_hbm_bytes = chip.hbm_bytes_per_device - chip.reserved_bytes;
  }
  if (chip.usable_hbm_bytes > chip.hbm_bytes_per_device) {
    return JsonError(source, "'usable_hbm_bytes' exceeds 'hbm_bytes_per_device'");
  }
  // A chip with no usable HBM would make every verdict meaningless.
  if (chip.usable_hbm_bytes <= 0) {
    return JsonError(source, "'usable_hbm_bytes' must be positive (hbm minus reserved)");
  }
  return chip;
}

}  // namespace

absl::StatusOr<ChipSpec> ParseChipJson(absl::string_view json_text,
                                       absl::string_view source) {
  absl::StatusOr<ChipSpec> chip = ParseChipObject(json_text, source);
  if (chip.ok()) return chip;
  if (chip.status().message() == kNotJson) return JsonSyntaxError(source, json_text);
  return JsonFieldError(source, json_text, chip.status().message());
}

absl::StatusOr<ChipSpec> LoadChipFile(absl::string_view path) {
  const std::string p(path);
  // Chip files are a few hundred bytes; refuse anything absurd before reading.
  absl::StatusOr<std::string> text = ReadFileToString(p, int64_t{1} << 20);
  if (!text.ok()) return text.status();
  return ParseChipJson(*text, p);
}

}  // namespace tpusim::tpu
