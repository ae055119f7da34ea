#include "compat/checks/custom_call_targets.h"

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "compat/config.h"

namespace tpusim::compat {
namespace {

// Evidence keys (full addresses in docs/compat.md):
//   [EXPORT]  jax/_src/export/_export.py _CUSTOM_CALL_TARGETS_GUARANTEED_STABLE,
//             which names each target's platform ("eigh on TPU", "qr on
//             CPU", "lu on GPU", ...).
//   [V5P]     ../shared/data/xprof_v5p hlo_stats: post-optimization TPU v5p ops.
//   [V6E]     ../shared/corpus/tpu rudrite opt modules (TPU v6e).
//   [XPROF]   xprof's list of known non-compute custom calls (TPU tooling).
//   [XLA]     openxla/xla sources named in the row.
//   [JAXLIB]  jaxlib callback registrations (py_client_cpu.cc, gpu plugin).
//   [CORPUS]  ../shared/corpus/hlo (llama files: GPU-flavoured MaxText).
std::vector<CustomCallTarget> BuildTable() {
  using P = TargetPlatform;
  return {
      // TPU kernels and XLA:TPU expanders.
      {"tpu_custom_call", P::kTpu, "Pallas/Mosaic TPU kernel", "[EXPORT] [V5P] [V6E]"},
      {"Qr", P::kTpu, "TPU QR decomposition", "[EXPORT] qr and svd on TPU"},
      {"ProductOfElementaryHouseholderReflectors", P::kTpu, "TPU Householder product",
       "[EXPORT] qr and svd on TPU"},
      {"Eigh", P::kTpu, "TPU symmetric eigendecomposition", "[EXPORT] eigh on TPU"},
      {"LuDecomposition", P::kTpu, "TPU LU decomposition", "[EXPORT] lu on TPU"},
      {"ApproxTopK", P::kTpu, "TPU approximate top-k", "[EXPORT] ApproxTopK on TPU"},
      {"stablehlo.dynamic_approx_top_k", P::kTpu, "TPU approximate top-k",
       "[EXPORT] ApproxTopK on TPU"},
      {"PartialReduce", P::kTpu, "TPU approximate top-k reduction", "[EXPORT] ApproxTopK"},
      {"Cholesky", P::kTpu, "TF2XLA TPU Cholesky", "[XLA] sharding_propagation.cc"},
      {"ResizeNearest", P::kTpu, "TF2XLA TPU resize", "[XLA] sharding_propagation.cc"},
      {"ResizeBilinear", P::kTpu, "TF2XLA TPU resize", "[XLA] sharding_propagation.cc"},
      {"ResizeNearestGrad", P::kTpu, "TF2XLA TPU resize", "[XLA] sharding_propagation.cc"},
      {"ResizeBilinearGrad", P::kTpu, "TF2XLA TPU resize", "[XLA] sharding_propagation.cc"},
      {"TopK", P::kTpu, "XLA top-k (every backend)", "[XLA] topk_rewriter.cc"},
      {"AllocateBuffer", P::kTpu, "XLA:TPU buffer allocation", "[V5P] [XPROF]"},
      {"AsyncCollectiveStart", P::kTpu, "XLA:TPU async collective", "[V5P]"},
      {"AsyncCollectiveDone", P::kTpu, "XLA:TPU async collective", "[V5P]"},
      {"AssumeGatherIndicesInBound", P::kTpu, "XLA:TPU gather hint", "[V5P] [XPROF]"},
      {"AssumeScatterIndicesInBound", P::kTpu, "XLA:TPU scatter hint", "[XPROF]"},
      {"X64Combine", P::kTpu, "XLA:TPU 64-bit rewriting", "[V5P] [XLA] hlo_replication_analysis"},
      {"X64SplitLow", P::kTpu, "XLA:TPU 64-bit rewriting", "[XLA] hlo_replication_analysis"},
      {"X64SplitHigh", P::kTpu, "XLA:TPU 64-bit rewriting", "[XLA] hlo_replication_analysis"},
      {"CreateBuffer", P::kTpu, "XLA:TPU buffer creation", "[XPROF]"},
      {"Pin", P::kTpu, "XLA:TPU buffer pinning", "[XPROF]"},
      {"Unpin", P::kTpu, "XLA:TPU buffer pinning", "[XPROF]"},
      {"WindowPrefetch", P::kTpu, "XLA:TPU prefetch", "[XPROF]"},
      {"GetRngSeed", P::kTpu, "XLA:TPU RNG seed", "[XPROF]"},
      {"HostExecute", P::kTpu, "TPU host computation", "[XPROF]"},
      {"HostCallback", P::kTpu, "TPU host callback", "[XPROF]"},
      {"SendToHost", P::kTpu, "TPU host transfer", "[XPROF]"},
      {"RecvFromHost", P::kTpu, "TPU host transfer", "[XPROF]"},
      {"Barrier", P::kTpu, "XLA:TPU barrier", "[XPROF]"},
      {"BarrierStart", P::kTpu, "XLA:TPU barrier", "[XPROF]"},
      {"BarrierEnd", P::kTpu, "XLA:TPU barrier", "[XPROF]"},
      {"Trace", P::kTpu, "XLA:TPU trace marker", "[XPROF]"},
      {"control_dep", P::kTpu, "XLA:TPU control dependency", "[XPROF]"},
      {"NopCustomCallTarget", P::kTpu, "XLA:TPU no-op", "[XPROF]"},
      // Compile-time markers any backend removes.
      {"Sharding", P::kAnnotation, "GSPMD sharding annotation", "[EXPORT] [CORPUS]"},
      {"SPMDFullToShardShape", P::kAnnotation, "shard_map boundary", "[EXPORT]"},
      {"SPMDShardToFullShape", P::kAnnotation, "shard_map boundary", "[EXPORT]"},
      {"MoveToHost", P::kAnnotation, "host-offload annotation",
       "[XLA] host_memory_offload_annotations.h [CORPUS]"},
      {"MoveToDevice", P::kAnnotation, "host-offload annotation",
       "[XLA] host_memory_offload_annotations.h [CORPUS]"},
      {"PinToDevice", P::kAnnotation, "memory placement annotation",
       "[XLA] host_memory_offload_annotations.h"},
      {"PinToDeviceSram", P::kAnnotation, "memory placement annotation",
       "[XLA] host_memory_offload_annotations.h"},
      {"annotate_device_placement", P::kAnnotation, "memory-kind annotation",
       "[XLA] device placement"},
      {"LayoutConstraint", P::kAnnotation, "layout annotation", "[XLA] shardy rules"},
      {"InspectSharding", P::kAnnotation, "jax.debug.inspect_array_sharding",
       "[XLA] spmd partitioner"},
      {"CustomSPMDPartitioning", P::kAnnotation, "jax custom_partitioning",
       "[XLA] custom call sharding helper"},
      {"SliceToDynamic", P::kAnnotation, "XLA dynamic padder", "[XLA] dynamic_padder.cc"},
      {"PadToStatic", P::kAnnotation, "XLA dynamic padder", "[XLA] dynamic_padder.cc"},
      {"SetBound", P::kAnnotation, "XLA dynamic bound", "[XPROF]"},
      {"shape_assertion", P::kAnnotation, "jax.export shape assertion",
       "[EXPORT] shape polymorphism"},
      {"stablehlo.dynamic_reduce_window", P::kAnnotation, "shape-polymorphic op, refined away",
       "[EXPORT]"},
      {"stablehlo.dynamic_rng_bit_generator", P::kAnnotation,
       "shape-polymorphic op, refined away", "[EXPORT]"},
      {"stablehlo.dynamic_top_k", P::kAnnotation, "shape-polymorphic op, refined away",
       "[EXPORT]"},
      {"xla.sdy.*", P::kAnnotation, "Shardy round-trip marker", "[XPROF] [XLA] sdy round trip"},
      {"local_xla.sdy.*", P::kAnnotation, "Shardy round-trip marker", "[XLA] sdy round trip"},
      {"xla.megascale.*", P::kAnnotation, "multi-slice metadata", "[XLA] shardy rules"},
      // Host callbacks lowered for another backend. On TPU, JAX lowers
      // callbacks to host send/recv instead, so a module holding these was
      // lowered for CPU or GPU.
      {"xla_*python_cpu_callback", P::kHostCallback, "CPU Python host callback", "[JAXLIB]"},
      {"xla_*python_gpu_callback", P::kHostCallback, "GPU Python host callback", "[JAXLIB]"},
      // CPU-only libraries.
      {"lapack_*", P::kCpu, "CPU LAPACK kernel", "[EXPORT] qr/eigh/svd/lu on CPU"},
      {"blas_*", P::kCpu, "CPU BLAS kernel", "[EXPORT] triangular_solve on CPU"},
      {"ducc_fft*", P::kCpu, "CPU FFT (DUCC)", "[EXPORT]"},
      {"dynamic_ducc_fft*", P::kCpu, "CPU FFT (DUCC)", "[EXPORT]"},
      {"__onednn$*", P::kCpu, "XLA:CPU oneDNN kernel", "[XLA] cpu onednn rewriters"},
      // GPU-only libraries and kernels.
      {"cusolver*", P::kGpu, "CUDA cuSOLVER kernel", "[EXPORT] lu/qr/eigh on GPU"},
      {"cublas*", P::kGpu, "CUDA cuBLAS kernel", "[EXPORT] qr on GPU"},
      {"cusparse*", P::kGpu, "CUDA cuSPARSE kernel", "[JAXLIB]"},
      {"cudnn*", P::kGpu, "CUDA cuDNN kernel", "[XLA] gpu cudnn rewriters"},
      {"cu_*", P::kGpu, "CUDA kernel", "[EXPORT] cu_threefry2x32, cu_lu_pivots_to_permutation"},
      {"hipsolver*", P::kGpu, "ROCm hipSOLVER kernel", "[EXPORT] lu/qr/eigh on GPU"},
      {"hipblas*", P::kGpu, "ROCm hipBLAS kernel", "[JAXLIB]"},
      {"hipsparse*", P::kGpu, "ROCm hipSPARSE kernel", "[JAXLIB]"},
      {"hip_*", P::kGpu, "ROCm kernel", "[EXPORT] hip_lu_pivots_to_permutation"},
      {"__cublas$*", P::kGpu, "XLA:GPU cuBLAS call", "[XLA] gpu ir_emission_utils.h"},
      {"__cudnn$*", P::kGpu, "XLA:GPU cuDNN call", "[XLA] gpu ir_emission_utils.h"},
      {"__cusolver$*", P::kGpu, "XLA:GPU cuSOLVER call", "[XLA] gpu ir_emission_utils.h"},
      {"__gpu$*", P::kGpu, "XLA:GPU kernel (Triton, TopK, ...)", "[XLA] gpu ir_emission_utils.h"},
      {"__triton*", P::kGpu, "Triton GPU kernel", "[XLA] gpu ir_emission_utils.h"},
      {"triton_kernel_call", P::kGpu, "jax-triton GPU kernel", "[JAXLIB] jax-triton"},
      {"mosaic_gpu*", P::kGpu, "Pallas Mosaic GPU kernel", "[XPROF] mosaic_gpu, mosaic_gpu_v2"},
      {"te_*", P::kGpu, "NVIDIA Transformer Engine kernel",
       "[CORPUS] te_fused_attn_forward_ffi in hlo_llama31_8b_bf16_1x8.hlo"},
      {"xla.gpu.*", P::kGpu, "XLA:GPU FFI handler", "[XLA] gpu ffi handlers"},
      // StableHLO interpreter test checks (../shared/corpus/stablehlo_testdata).
      {"check.*", P::kTestHarness, "StableHLO interpreter check", "[CORPUS] stablehlo_testdata"},
  };
}

}  // namespace

const std::vector<CustomCallTarget>& CustomCallTargets() {
  static const auto* table = new std::vector<CustomCallTarget>(BuildTable());
  return *table;
}

const CustomCallTarget* ClassifyCustomCallTarget(absl::string_view target) {
  // Targets are matched case-insensitively: XLA spells some TPU-internal
  // names in lower case in its own tooling.
  const std::string lowered = absl::AsciiStrToLower(target);
  for (const CustomCallTarget& row : CustomCallTargets()) {
    if (absl::StrContains(row.pattern, '*')) continue;
    if (absl::AsciiStrToLower(row.pattern) == lowered) return &row;
  }
  for (const CustomCallTarget& row : CustomCallTargets()) {
    if (!absl::StrContains(row.pattern, '*')) continue;
    if (WildcardMatch(absl::AsciiStrToLower(row.pattern), lowered)) return &row;
  }
  return nullptr;
}

}  // namespace tpusim::compat
