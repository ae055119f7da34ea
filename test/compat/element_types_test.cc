// unsupported-type, emulated-type and x64-rewrite-risk: firing and not.
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "test/compat/compat_test_util.h"

namespace tpusim::compat {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::IsEmpty;
using testing::Chip;
using testing::Instructions;
using testing::Parse;
using testing::RunRule;

TEST(UnsupportedTypeTest, FiresOnComplex128Fft) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  x = f64[8] parameter(0)
  c = c128[8] convert(x)
  ROOT f = c128[8] fft(c), fft_type=FFT, fft_length={8}
})");
  std::vector<Finding> findings = RunRule(*module, "unsupported-type");
  EXPECT_THAT(Instructions(findings), ElementsAre("c", "f"));
  EXPECT_EQ(findings[0].severity, Severity::kError);
  EXPECT_THAT(findings[1].message, HasSubstr("c128 value produced by fft"));
  EXPECT_EQ(findings[1].key, "c128");
}

TEST(UnsupportedTypeTest, FiresOnComplex128EntryParameter) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  p = c128[4] parameter(0)
  ROOT r = f64[4] real(p)
})");
  EXPECT_THAT(Instructions(RunRule(*module, "unsupported-type")), ElementsAre("p"));
}

TEST(UnsupportedTypeTest, ConstantOnlyConvertedIsNotArithmetic) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  k = c128[2] constant({(1, 0), (2, 0)})
  ROOT c = c64[2] convert(k)
})");
  EXPECT_THAT(RunRule(*module, "unsupported-type"), IsEmpty());
}

TEST(UnsupportedTypeTest, Complex64IsFine) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  x = c64[8] parameter(0)
  ROOT f = c64[8] fft(x), fft_type=FFT, fft_length={8}
})");
  EXPECT_THAT(RunRule(*module, "unsupported-type"), IsEmpty());
}

TEST(EmulatedTypeTest, FiresOnFloat64Arithmetic) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  x = f64[16] parameter(0)
  ROOT a = f64[16] add(x, x)
})");
  std::vector<Finding> findings = RunRule(*module, "emulated-type");
  ASSERT_THAT(Instructions(findings), ElementsAre("a"));
  EXPECT_EQ(findings[0].severity, Severity::kWarning);
  EXPECT_THAT(findings[0].message, HasSubstr("emulated with pairs of f32"));
  EXPECT_EQ(findings[0].key, "f64");
}

TEST(EmulatedTypeTest, NarrowingConvertAndFoldedConstantsAreNotArithmetic) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  x = f64[16] parameter(0)
  n = f32[16] convert(x)
  k = f64[] constant(2)
  kc = f32[] convert(k)
  kb = f32[16] broadcast(kc), dimensions={}
  ROOT m = f32[16] multiply(n, kb)
})");
  EXPECT_THAT(RunRule(*module, "emulated-type"), IsEmpty());
}

TEST(EmulatedTypeTest, Int8MatmulByGeneration) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  a = s8[128,256] parameter(0)
  b = s8[256,128] parameter(1)
  ROOT d = s32[128,128] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})");
  // v3 has no int8 MXU path; v5e does.
  std::vector<Finding> v3 = RunRule(*module, "emulated-type", {.chip = Chip("v3")});
  ASSERT_THAT(Instructions(v3), ElementsAre("d"));
  EXPECT_THAT(v3[0].message, HasSubstr("has no native int8 MXU path"));
  EXPECT_THAT(RunRule(*module, "emulated-type", {.chip = Chip("v5e")}), IsEmpty());
  // Without a chip only the chip-independent part (f64) runs.
  EXPECT_THAT(RunRule(*module, "emulated-type"), IsEmpty());
}

TEST(EmulatedTypeTest, Fp8AndInt4MatmulByGeneration) {
  auto fp8 = Parse(R"(
HloModule m
ENTRY e {
  a = f8e4m3fn[128,256] parameter(0)
  b = f8e4m3fn[256,128] parameter(1)
  ROOT d = bf16[128,128] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})");
  EXPECT_THAT(Instructions(RunRule(*fp8, "emulated-type", {.chip = Chip("v5e")})),
              ElementsAre("d"));
  EXPECT_THAT(RunRule(*fp8, "emulated-type", {.chip = Chip("v6e")}), IsEmpty());

  auto int4 = Parse(R"(
HloModule m
ENTRY e {
  a = s4[128,256] parameter(0)
  b = s4[256,128] parameter(1)
  ROOT d = s32[128,128] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})");
  EXPECT_THAT(Instructions(RunRule(*int4, "emulated-type", {.chip = Chip("v4")})),
              ElementsAre("d"));
  EXPECT_THAT(RunRule(*int4, "emulated-type", {.chip = Chip("v6e")}), IsEmpty());
}

TEST(EmulatedTypeTest, Bfloat16MatmulIsNativeEverywhere) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  a = bf16[128,256] parameter(0)
  b = bf16[256,128] parameter(1)
  ROOT d = f32[128,128] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})");
  for (const tpu::ChipSpec& chip : tpu::AllChips()) {
    EXPECT_THAT(RunRule(*module, "emulated-type", {.chip = &chip}), IsEmpty()) << chip.name;
  }
}

TEST(X64RewriteRiskTest, FiresOnFloat64Bitcast) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  x = f64[] parameter(0)
  ROOT b = s64[] bitcast-convert(x)
})");
  std::vector<Finding> findings = RunRule(*module, "x64-rewrite-risk");
  ASSERT_THAT(Instructions(findings), ElementsAre("b"));
  EXPECT_THAT(findings[0].message, HasSubstr("bitcast-convert between f64 and s64"));
}

TEST(X64RewriteRiskTest, Float64CustomCallButNotAnnotations) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  x = f64[8,128] parameter(0)
  s = f64[8,128] custom-call(x), custom_call_target="Sharding", sharding={replicated}
  ROOT k = f64[8,128] custom-call(s), custom_call_target="tpu_custom_call"
})");
  EXPECT_THAT(Instructions(RunRule(*module, "x64-rewrite-risk")), ElementsAre("k"));
}

TEST(X64RewriteRiskTest, ThirtyTwoBitBitcastIsFine) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  x = u32[2,2] parameter(0)
  ROOT b = u64[2] bitcast-convert(x)
})");
  EXPECT_THAT(RunRule(*module, "x64-rewrite-risk"), IsEmpty());
}

}  // namespace
}  // namespace tpusim::compat
