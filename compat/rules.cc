#include "compat/rules.h"

#include "compat/checks/checks.h"

namespace tpusim::compat {
namespace {

std::vector<RuleSpec> BuildRules() {
  using C = RuleCategory;
  using S = Severity;
  return {
      // --- Will it run at all? Errors only where XLA:TPU is known to refuse.
      {"unsupported-type", S::kError, C::kCompatibility,
       "Element type XLA:TPU does not support (complex128)",
       "Compute in complex64/float32: keep jax_enable_x64 off or cast before the op "
       "(an FFT of float64 data produces complex128).",
       "jax#19769, jax#10158: \"INVALID_ARGUMENT: Element type C128 is not supported on "
       "TPU\"; maintainers: TPUs have no float64 hardware.",
       false, checks::UnsupportedType},
      {"non-tpu-custom-call", S::kError, C::kCompatibility,
       "Custom call that only exists on CPU or GPU (LAPACK/BLAS, cuSOLVER/cuBLAS/cuDNN, "
       "hipSOLVER, Triton, Mosaic GPU, Transformer Engine, CPU/GPU host callbacks)",
       "Lower the program for TPU (jax.jit on a TPU backend, or jax.export with "
       "platforms=['tpu']); replace GPU-only kernels with portable ops or a Pallas TPU "
       "kernel.",
       "JAX export's table of stable custom-call targets names each target's platform "
       "(lapack_* on CPU, cusolver_* on GPU, Qr/Eigh/LuDecomposition on TPU); XLA:TPU has "
       "no implementation of another platform's target.",
       false, checks::NonTpuCustomCall},
      {"gpu-compiled-fusion", S::kError, C::kCompatibility,
       "Fusion produced by XLA:GPU (Triton, cuDNN or custom GPU fusion kinds)",
       "Lint and compile the program as it was before GPU optimization, or lower it for "
       "TPU.",
       "xla/service/gpu/ir_emission_utils.h fusion kinds __triton, __triton_gemm, "
       "__cudnn$fusion, __custom_fusion.",
       false, checks::GpuCompiledFusion},
      {"unbounded-dynamic-shape", S::kError, C::kCompatibility,
       "Unbounded dynamic dimension (?) that XLA:TPU cannot compile",
       "Specialize the shape: jax.export shape refinement with concrete arguments, or "
       "tpusim --bind-dim NAME=N; bounded dims (<=N) are fine.",
       "XLA:TPU compiles static and bounded-dynamic shapes (it pads to the bound); JAX "
       "refines symbolic shapes before compiling an exported module.",
       false, checks::UnboundedDynamicShape},
      {"sharding-device-count", S::kError, C::kCompatibility,
       "Sharding or partition count that needs more devices than the slice has",
       "Reshard over at most the slice's devices (mesh shape), or pick a larger slice "
       "(--chip v5p-64, v6e-16, ...).",
       "Cloud TPU slice names count TensorCores on v2/v3/v4/v5p and chips on v5e/v6e "
       "(tpu_hw.md section 5); a device id beyond the slice cannot be assigned.",
       true, checks::ShardingDeviceCount},
      {"predicted-oom", S::kError, C::kCompatibility,
       "Predicted HBM use above the chip's usable HBM",
       "Shard over more devices, cut the batch, rematerialize (jax.checkpoint), offload "
       "to host memory, or pick a chip with more HBM.",
       "XLA:TPU compile-time OOM (E1000, \"Used X of Y hbm\"); usable HBM per device "
       "from real OOM reports (tpu_hw.md section 3); the peak from tpusim's buffer "
       "assignment (memory/). Before fusion only parameters and outputs are judged.",
       true, checks::PredictedOom},
      {"unknown-custom-call", S::kWarning, C::kCompatibility,
       "Custom-call target that is not a known XLA:TPU target",
       "Check the target is registered for TPU (a plugin or Pallas kernel); if it is, "
       "suppress the finding in the config.",
       "Only registered targets compile; tpusim's table lists the TPU, CPU and GPU "
       "targets seen in JAX/XLA sources and real TPU dumps.",
       false, checks::UnknownCustomCall},
      {"emulated-type", S::kWarning, C::kCompatibility,
       "Arithmetic in a type the TPU emulates: f64, or matmul inputs (int8/fp8/int4) the "
       "chip's MXU does not take natively",
       "Compute in f32/bf16; use int8/fp8/int4 matmuls on chips that run them natively.",
       "diffrax#366 (XLA:TPU rewrites 64-bit types; float64 is emulated in software); "
       "native matmul types per generation: chip table int8/fp8 peaks, JAX tpu_info.py.",
       false, checks::EmulatedType, /*group_repeats=*/true},
      {"x64-rewrite-risk", S::kWarning, C::kCompatibility,
       "64-bit op that XLA:TPU's 64-bit rewriting has been seen to reject",
       "Avoid bitcasting f64 and passing f64 through custom calls on TPU.",
       "diffrax#366 (s64 bitcast-convert of f64: UNIMPLEMENTED), Enzyme-JAX#2126 (f64 "
       "custom-call rejected by the rewriter).",
       false, checks::X64RewriteRisk},
      {"possible-oom", S::kWarning, C::kCompatibility,
       "HBM estimate of a not-yet-fused program above the chip's usable HBM",
       "Check the largest temporaries; fuse or rematerialize them, or shard further.",
       "Before XLA fuses, tpusim counts every intermediate as a buffer, so the estimate "
       "is an upper bound while parameters and outputs alone fit.",
       true, checks::PossibleOom},
      {"bounded-dynamic-shape", S::kNote, C::kCompatibility,
       "Bounded dynamic dimension (<=N): padded to its bound on TPU",
       "Expect memory and time for the bound; bucket lengths if the bound is far above "
       "typical sizes.",
       "XLA's dynamic padder pads bounded dims to the bound before TPU code generation.",
       false, checks::BoundedDynamicShape},
      // --- Does it waste the chip?
      {"padding-expansion", S::kWarning, C::kEfficiency,
       "Buffer whose TPU tile padding multiplies its size",
       "Resize the named dim to the nearest padding-free size, or lay the array out with "
       "a larger dim minor-most (it then pads less).",
       "XLA:TPU OOM reports: s32[2048,1,128,128,4] 32x, u32[12582912,1] 128x "
       "(tpu_oom_layouts.md); tiles T(8,128) and packed variants (tpu_hw.md section 4).",
       true, checks::PaddingExpansion, /*group_repeats=*/true},
      {"mxu-underuse", S::kWarning, C::kEfficiency,
       "Dot/convolution whose dims leave most of the MXU idle",
       "Make contraction and output-feature dims multiples of the MXU size (128; 256 on "
       "v6e/v7x) and the row dim a multiple of 8.",
       "Cloud TPU profiler: \"batch 16 padded to 128, feature 3 padded to 8: about 5% of "
       "the MXU used\"; scaling book: pad matmuls to 128 (256 on v6e); tpu_model/mxu.h.",
       true, checks::MxuUnderuse, /*group_repeats=*/true},
      {"batch-feature-size", S::kWarning, C::kEfficiency,
       "Matmul batch/feature sizes outside the TPU performance guide's",
       "Batch a multiple of 64 with features multiples of 128, or batch a multiple of "
       "1024 with features multiples of 8 (best: 1024 and 128).",
       "Cloud TPU performance guide (tpu_hw.md section 4, [PG]).", true,
       checks::BatchFeatureSize, /*group_repeats=*/true},
      {"materialized-broadcast", S::kWarning, C::kEfficiency,
       "Large broadcast that XLA cannot fuse and writes to HBM",
       "Pass the small operand to the consumer and broadcast inside it (or inside the "
       "loop body), so the broadcast fuses.",
       "XLA instruction_fusion.cc: while, conditional, call, custom calls and "
       "collectives are not fusible, so their broadcast operands are materialized.",
       false, checks::MaterializedBroadcast, /*group_repeats=*/true},
      // --- Sharded programs: what each device ends up holding.
      {"replicated-large-array", S::kWarning, C::kEfficiency,
       "Large entry parameter of a sharded program left replicated on every device",
       "Shard it (FSDP-style) over the devices along its largest dim that the device "
       "count divides; XLA all-gathers it where an op needs it whole.",
       "XLA's SPMD partitioner gives a replicated array its full shape on every partition "
       "(HloSharding::TileShape leaves it whole); the oracle's per-device argument bytes "
       "(docs/oracle.md).",
       false, checks::ReplicatedLargeArray, /*group_repeats=*/true},
      {"shard-exceeds-dim", S::kWarning, C::kEfficiency,
       "Dim split over more shards than it has elements: some devices hold only padding",
       "Split the dim over a mesh axis no larger than it (or over fewer devices), or leave "
       "it unsplit.",
       "XLA's SPMD partitioner pads a split dim to shards x ceil(dim / shards) "
       "(HloSharding::TileShape rounds up); tiles starting past the dim's end hold no data.",
       false, checks::ShardExceedsDim, /*group_repeats=*/true},
      {"uneven-shard-padding", S::kWarning, C::kEfficiency,
       "Dim not divisible by its shard count: XLA pads every shard to ceil(dim / shards)",
       "Resize the dim to a multiple of its shard count, or split it over a mesh axis that "
       "divides it.",
       "XLA's SPMD partitioner pads an unevenly split dim up to a multiple of the shard "
       "count before splitting (HloSharding::TileShape rounds up); the padding is allocated "
       "and computed on like data.",
       false, checks::UnevenShardPadding, /*group_repeats=*/true},
  };
}

}  // namespace

absl::string_view RuleCategoryName(RuleCategory category) {
  return category == RuleCategory::kCompatibility ? "compatibility" : "efficiency";
}

const std::vector<RuleSpec>& AllRules() {
  static const auto* rules = new std::vector<RuleSpec>(BuildRules());
  return *rules;
}

const RuleSpec* FindRule(absl::string_view id) {
  for (const RuleSpec& rule : AllRules()) {
    if (rule.id == id) return &rule;
  }
  return nullptr;
}

}  // namespace tpusim::compat
