// Custom calls and fusions that only another backend can run.
#include <string>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "compat/checks/checks.h"
#include "compat/checks/custom_call_targets.h"
#include "nlohmann/json.hpp"

namespace tpusim::compat::checks {
namespace {

using hlo::HloOpcode;

absl::string_view WhereItExists(TargetPlatform platform) {
  switch (platform) {
    case TargetPlatform::kCpu:
      return "exists only on CPU";
    case TargetPlatform::kGpu:
      return "exists only on GPU";
    case TargetPlatform::kHostCallback:
      return "exists only in CPU and GPU lowerings";
    default:
      return "";
  }
}

absl::string_view FixFor(TargetPlatform platform) {
  switch (platform) {
    case TargetPlatform::kCpu:
      return "lower the program for TPU (jax.jit on a TPU backend, or "
             "jax.export with platforms=['tpu']) so XLA uses its TPU lowering";
    case TargetPlatform::kGpu:
      return "lower the program for TPU (jax.jit on a TPU backend, or jax.export "
             "with platforms=['tpu']) and replace GPU-only kernels with portable ops "
             "or a Pallas TPU kernel";
    case TargetPlatform::kHostCallback:
      return "lower the program for TPU: JAX then routes the callback through "
             "host send/recv";
    default:
      return "";
  }
}

// GPU fusion kinds in a fusion's backend_config (xla/service/gpu/
// ir_emission_utils.h: kTritonFusionKind "__triton", kTritonGemmFusionKind
// "__triton_gemm", kCuDnnFusionKind "__cudnn$fusion", kCustomFusionKind
// "__custom_fusion", kDynamicMemcpyFusionKind "__dynamic_memcpy").
constexpr absl::string_view kGpuFusionKindPrefixes[] = {
    "__triton", "__cudnn$", "__custom_fusion", "__dynamic_memcpy", "__uncompilable_fusion"};

std::string GpuFusionKind(const hlo::Instruction& fusion) {
  absl::string_view config = fusion.backend_config();
  if (!absl::StrContains(config, "fusion_backend_config")) return "";
  nlohmann::json json = nlohmann::json::parse(config.begin(), config.end(), nullptr,
                                              /*allow_exceptions=*/false);
  if (!json.is_object()) return "";
  auto backend = json.find("fusion_backend_config");
  if (backend == json.end() || !backend->is_object()) return "";
  auto kind = backend->find("kind");
  if (kind == backend->end() || !kind->is_string()) return "";
  const std::string value = kind->get<std::string>();
  for (absl::string_view prefix : kGpuFusionKindPrefixes) {
    if (absl::StartsWith(value, prefix)) return value;
  }
  return "";
}

}  // namespace

void NonTpuCustomCall(const CheckContext& context, FindingSink& sink) {
  for (const hlo::Instruction* instruction : context.program.ops()) {
    if (instruction->opcode() != HloOpcode::kCustomCall) continue;
    absl::string_view target = instruction->custom_call_target();
    const CustomCallTarget* row = ClassifyCustomCallTarget(target);
    if (row == nullptr) continue;
    if (row->platform != TargetPlatform::kCpu && row->platform != TargetPlatform::kGpu &&
        row->platform != TargetPlatform::kHostCallback) {
      continue;
    }
    sink.Report(*instruction,
                absl::StrCat("custom-call target '", target, "' (", row->what, ") ",
                             WhereItExists(row->platform),
                             "; XLA:TPU has no implementation of it: ", FixFor(row->platform)),
                std::string(target));
  }
}

void UnknownCustomCall(const CheckContext& context, FindingSink& sink) {
  for (const hlo::Instruction* instruction : context.program.ops()) {
    if (instruction->opcode() != HloOpcode::kCustomCall) continue;
    absl::string_view target = instruction->custom_call_target();
    const CustomCallTarget* row = ClassifyCustomCallTarget(target);
    if (row != nullptr && row->platform == TargetPlatform::kTestHarness) {
      sink.Report(*instruction,
                  absl::StrCat("custom-call target '", target, "' (", row->what,
                               ") runs on no backend; strip test checks before compiling "
                               "for TPU"),
                  std::string(target));
    } else if (row == nullptr) {
      sink.Report(*instruction,
                  absl::StrCat("custom-call target '", target,
                               "' is not a known XLA:TPU target; it compiles only if a "
                               "plugin registers it for TPU (check it is not a CPU/GPU "
                               "kernel)"),
                  std::string(target));
    }
  }
}

void GpuCompiledFusion(const CheckContext& context, FindingSink& sink) {
  for (const hlo::Instruction* instruction : context.program.ops()) {
    if (instruction->opcode() != HloOpcode::kFusion ||
        instruction->fusion_kind() != "kCustom") {
      continue;
    }
    std::string kind = GpuFusionKind(*instruction);
    if (kind.empty()) continue;
    sink.Report(*instruction,
                absl::StrCat("fusion of GPU kind '", kind,
                             "' comes from XLA:GPU's optimized HLO; lint and compile the "
                             "program before GPU optimization (or lower it for TPU)"),
                kind);
  }
}

}  // namespace tpusim::compat::checks
