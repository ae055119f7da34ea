// non-tpu-custom-call, unknown-custom-call, gpu-compiled-fusion and the
// custom-call target table.
#include "compat/checks/custom_call_targets.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "test/compat/compat_test_util.h"

namespace tpusim::compat {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::IsEmpty;
using testing::Instructions;
using testing::Parse;
using testing::RunRule;

TEST(CustomCallTargetsTest, ClassifiesByPlatform) {
  struct Case {
    const char* target;
    TargetPlatform platform;
  };
  for (const Case& c : {
           Case{"tpu_custom_call", TargetPlatform::kTpu},
           Case{"Qr", TargetPlatform::kTpu},
           Case{"Eigh", TargetPlatform::kTpu},
           Case{"LuDecomposition", TargetPlatform::kTpu},
           Case{"ApproxTopK", TargetPlatform::kTpu},
           Case{"allocatebuffer", TargetPlatform::kTpu},
           Case{"Sharding", TargetPlatform::kAnnotation},
           Case{"SPMDFullToShardShape", TargetPlatform::kAnnotation},
           Case{"annotate_device_placement", TargetPlatform::kAnnotation},
           Case{"MoveToHost", TargetPlatform::kAnnotation},
           Case{"xla.sdy.FuncResultSharding", TargetPlatform::kAnnotation},
           Case{"lapack_sgetrf_ffi", TargetPlatform::kCpu},
           Case{"blas_strsm", TargetPlatform::kCpu},
           Case{"ducc_fft", TargetPlatform::kCpu},
           Case{"cusolver_geqrf_ffi", TargetPlatform::kGpu},
           Case{"cublas_geqrf_batched", TargetPlatform::kGpu},
           Case{"cudnn", TargetPlatform::kGpu},
           Case{"cu_threefry2x32", TargetPlatform::kGpu},
           Case{"hipsolver_getrf_ffi", TargetPlatform::kGpu},
           Case{"__gpu$xla.gpu.triton", TargetPlatform::kGpu},
           Case{"__cublas$gemm", TargetPlatform::kGpu},
           Case{"mosaic_gpu_v2", TargetPlatform::kGpu},
           Case{"te_fused_attn_forward_ffi", TargetPlatform::kGpu},
           Case{"xla_ffi_python_cpu_callback", TargetPlatform::kHostCallback},
           Case{"xla_python_gpu_callback", TargetPlatform::kHostCallback},
           Case{"check.expect_eq", TargetPlatform::kTestHarness},
       }) {
    const CustomCallTarget* row = ClassifyCustomCallTarget(c.target);
    ASSERT_NE(row, nullptr) << c.target;
    EXPECT_EQ(row->platform, c.platform) << c.target;
    EXPECT_FALSE(row->evidence.empty()) << c.target;
  }
  EXPECT_EQ(ClassifyCustomCallTarget("my_company_kernel"), nullptr);
}

constexpr char kMixedTargets[] = R"(
HloModule m
ENTRY e {
  a = f32[16,16] parameter(0)
  lu = (f32[16,16], s32[16]) custom-call(a), custom_call_target="lapack_sgetrf_ffi"
  qr = (f32[16,16], f32[16]) custom-call(a), custom_call_target="Qr"
  gemm = f32[16,16] custom-call(a, a), custom_call_target="__cublas$gemm"
  cb = f32[16,16] custom-call(a), custom_call_target="xla_ffi_python_cpu_callback"
  sh = f32[16,16] custom-call(a), custom_call_target="Sharding", sharding={replicated}
  k = f32[16,16] custom-call(a), custom_call_target="tpu_custom_call"
  mine = f32[16,16] custom-call(a), custom_call_target="my_kernel"
  chk = () custom-call(a, a), custom_call_target="check.expect_close"
  ROOT t = (f32[16,16], f32[16,16], f32[16,16], f32[16,16]) tuple(gemm, cb, k, mine)
})";

TEST(NonTpuCustomCallTest, FiresOnCpuGpuAndCallbackTargets) {
  auto module = Parse(kMixedTargets);
  std::vector<Finding> findings = RunRule(*module, "non-tpu-custom-call");
  EXPECT_THAT(Instructions(findings), ElementsAre("lu", "gemm", "cb"));
  EXPECT_EQ(findings[0].severity, Severity::kError);
  EXPECT_THAT(findings[0].message, HasSubstr("'lapack_sgetrf_ffi' (CPU LAPACK kernel) exists only on CPU"));
  EXPECT_THAT(findings[2].message, HasSubstr("host send/recv"));
  EXPECT_EQ(findings[1].key, "__cublas$gemm");
}

TEST(NonTpuCustomCallTest, TpuTargetsPass) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  a = f32[16,16] parameter(0)
  qr = (f32[16,16], f32[16]) custom-call(a), custom_call_target="Qr"
  e = (f32[16,16], f32[16]) custom-call(a), custom_call_target="Eigh"
  h = f32[16,16] custom-call(a), custom_call_target="MoveToHost"
  ROOT k = f32[16,16] custom-call(a), custom_call_target="tpu_custom_call"
})");
  EXPECT_THAT(RunRule(*module, "non-tpu-custom-call"), IsEmpty());
  EXPECT_THAT(RunRule(*module, "unknown-custom-call"), IsEmpty());
}

TEST(UnknownCustomCallTest, WarnsOnUnknownAndTestHarnessTargets) {
  auto module = Parse(kMixedTargets);
  std::vector<Finding> findings = RunRule(*module, "unknown-custom-call");
  ASSERT_THAT(Instructions(findings), ElementsAre("mine", "chk"));
  EXPECT_EQ(findings[0].severity, Severity::kWarning);
  EXPECT_THAT(findings[0].message, HasSubstr("not a known XLA:TPU target"));
  EXPECT_THAT(findings[1].message, HasSubstr("StableHLO interpreter check"));
}

TEST(NonTpuCustomCallTest, SeesCustomCallsInsideAsyncWrappers) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  a = f32[16,16] parameter(0)
  s = ((f32[16,16]), f32[16,16], s32[]) custom-call-start(a), custom_call_target="cusolver_getrf_ffi"
  ROOT d = f32[16,16] custom-call-done(s)
})");
  std::vector<Finding> findings = RunRule(*module, "non-tpu-custom-call");
  ASSERT_EQ(findings.size(), 1u);
  EXPECT_THAT(findings[0].message, HasSubstr("cuSOLVER"));
}

TEST(GpuCompiledFusionTest, FiresOnTritonFusion) {
  auto module = Parse(R"(
HloModule m
%gemm (p0: f32[64,64], p1: f32[64,64]) -> f32[64,64] {
  p0 = f32[64,64] parameter(0)
  p1 = f32[64,64] parameter(1)
  ROOT d = f32[64,64] dot(p0, p1), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
%loop (q: f32[64,64]) -> f32[64,64] {
  q = f32[64,64] parameter(0)
  ROOT n = f32[64,64] negate(q)
}
ENTRY e {
  a = f32[64,64] parameter(0)
  t = f32[64,64] fusion(a, a), kind=kCustom, calls=%gemm, backend_config={"fusion_backend_config":{"kind":"__triton_gemm"}}
  c = f32[64,64] fusion(a, a), kind=kCustom, calls=%gemm, backend_config={"fusion_backend_config":{"kind":"__tpu_thing"}}
  ROOT l = f32[64,64] fusion(t), kind=kLoop, calls=%loop
})");
  std::vector<Finding> findings = RunRule(*module, "gpu-compiled-fusion");
  ASSERT_THAT(Instructions(findings), ElementsAre("t"));
  EXPECT_THAT(findings[0].message, HasSubstr("'__triton_gemm'"));
}

}  // namespace
}  // namespace tpusim::compat
