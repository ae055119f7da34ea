// padding-expansion, mxu-underuse, batch-feature-size and
// materialized-broadcast: firing and not.
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

TEST(PaddingExpansionTest, NamesTheDimAndTheNearestPaddingFreeSize) {
  // jax#7502-style minor dim: 3 lanes used of 128.
  auto module = Parse(R"(
HloModule m
ENTRY e {
  a = f32[65536,3]{1,0:T(8,128)} parameter(0)
  ROOT n = f32[65536,3]{1,0:T(8,128)} negate(a)
})");
  std::vector<Finding> findings = RunRule(*module, "padding-expansion", {.chip = Chip("v5e")});
  // Two buffers of one shape: one finding that counts both.
  ASSERT_THAT(Instructions(findings), ElementsAre("a"));
  EXPECT_EQ(findings[0].repeats, 2);
  EXPECT_THAT(findings[0].message, HasSubstr("(2 ops like this)"));
  EXPECT_EQ(findings[0].severity, Severity::kWarning);
  EXPECT_THAT(findings[0].message, HasSubstr("pads dim 1 from 3 to 128"));
  EXPECT_THAT(findings[0].message, HasSubstr("42.7x"));
  EXPECT_THAT(findings[0].message, HasSubstr("nearest padding-free size: 128"));
  EXPECT_THAT(findings[0].message, HasSubstr("larger dim minor-most"));
  EXPECT_EQ(findings[0].key, "f32[65536,3]");
}

TEST(PaddingExpansionTest, NearestSizeCanBeSmaller) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  ROOT a = f32[8,130,8192]{1,2,0:T(8,128)} parameter(0)
})");
  std::vector<Finding> findings =
      RunRule(*module, "padding-expansion",
              {.chip = Chip("v5e"),
               .thresholds = {.padding_min_expansion = 1.5, .padding_min_bytes = 1}});
  ASSERT_EQ(findings.size(), 1u);
  EXPECT_THAT(findings[0].message, HasSubstr("pads dim 1 from 130 to 256"));
  EXPECT_THAT(findings[0].message, HasSubstr("nearest padding-free size: 128"));
}

TEST(PaddingExpansionTest, QuietForAlignedSmallFusedAndReorderedBuffers) {
  auto module = Parse(R"(
HloModule m
%f (p: f32[65536,3]) -> f32[65536,3] {
  p = f32[65536,3]{1,0:T(8,128)} parameter(0)
  ROOT n = f32[65536,3]{1,0:T(8,128)} negate(p)
}
ENTRY e {
  aligned = f32[65536,128]{1,0:T(8,128)} parameter(0)
  small = f32[1024,3]{1,0:T(8,128)} parameter(1)
  unlaid = f32[65536,3] parameter(2)
  ROOT fused = f32[65536,3]{0,1:T(4,128)} fusion(unlaid), kind=kLoop, calls=%f
})");
  // Predicted layouts on v5e put the 65536 dim minor-most (no padding); the
  // padded op inside the fusion lives in VMEM, not HBM.
  EXPECT_THAT(RunRule(*module, "padding-expansion", {.chip = Chip("v5e")}), IsEmpty());
}

TEST(PaddingExpansionTest, NeedsAChip) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  ROOT a = f32[65536,3]{1,0:T(8,128)} parameter(0)
})");
  EXPECT_THAT(RunRule(*module, "padding-expansion"), IsEmpty());
}

constexpr char kThinDot[] = R"(
HloModule m
ENTRY e {
  a = bf16[262144,64]{1,0:T(8,128)(2,1)} parameter(0)
  b = bf16[64,64]{1,0:T(8,128)(2,1)} parameter(1)
  ROOT d = f32[262144,64] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})";

TEST(MxuUnderuseTest, FiresOnThinDotAndNamesTheDims) {
  auto module = Parse(kThinDot);
  std::vector<Finding> v6e = RunRule(*module, "mxu-underuse", {.chip = Chip("v6e")});
  ASSERT_THAT(Instructions(v6e), ElementsAre("d"));
  EXPECT_THAT(v6e[0].message, HasSubstr("dot fills 6.2% of the 256x256 MXU on TPU v6e"));
  EXPECT_THAT(v6e[0].message, HasSubstr("contraction 64 pads to 256"));
  EXPECT_THAT(v6e[0].message, HasSubstr("output features 64 pad to 256"));
  EXPECT_EQ(v6e[0].key, "k=64,n=64,g=1");
  EXPECT_THAT(v6e[0].message, HasSubstr("nearest: contraction 256, output features 256"));
  std::vector<Finding> v5e = RunRule(*module, "mxu-underuse", {.chip = Chip("v5e")});
  ASSERT_EQ(v5e.size(), 1u);
  EXPECT_THAT(v5e[0].message, HasSubstr("fills 25.0% of the 128x128 MXU"));
}

TEST(MxuUnderuseTest, QuietForFullAndTinyMatmuls) {
  auto full = Parse(R"(
HloModule m
ENTRY e {
  a = bf16[4096,1024] parameter(0)
  b = bf16[1024,1024] parameter(1)
  ROOT d = f32[4096,1024] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})");
  EXPECT_THAT(RunRule(*full, "mxu-underuse", {.chip = Chip("v6e")}), IsEmpty());
  auto thin = Parse(kThinDot);
  EXPECT_THAT(RunRule(*thin, "mxu-underuse",
                      {.chip = Chip("v6e"), .thresholds = {.matmul_min_flops = 1e12}}),
              IsEmpty());
}

TEST(MxuUnderuseTest, GroupedConvolutionsGetGroupAdvice) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  x = f32[96,112,112,96] parameter(0)
  k = f32[3,3,1,96] parameter(1)
  ROOT c = f32[96,112,112,96] convolution(x, k), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f, feature_group_count=96
})");
  std::vector<Finding> findings = RunRule(*module, "mxu-underuse", {.chip = Chip("v5p")});
  ASSERT_EQ(findings.size(), 1u);
  EXPECT_THAT(findings[0].message, HasSubstr("contraction 9 pads to 128"));
  EXPECT_THAT(findings[0].message, HasSubstr("in each of its 96 feature groups"));
  EXPECT_THAT(RunRule(*module, "batch-feature-size", {.chip = Chip("v5p")}), IsEmpty());
}

TEST(MxuUnderuseTest, GradientOpsAreLeftToTheirForwardOp) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  a = bf16[262144,64] parameter(0)
  b = bf16[64,64] parameter(1)
  ROOT d = f32[262144,64] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}, metadata={op_name="jit(step)/transpose(jvp(Model))/dense/dot_general"}
})");
  EXPECT_THAT(RunRule(*module, "mxu-underuse", {.chip = Chip("v5e")}), IsEmpty());
  EXPECT_THAT(RunRule(*module, "batch-feature-size", {.chip = Chip("v5e")}), IsEmpty());
}

TEST(BatchFeatureSizeTest, FiresWhenTheSizesWasteWork) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  a = bf16[100,8192] parameter(0)
  b = bf16[8192,8192] parameter(1)
  ROOT d = f32[100,8192] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})");
  std::vector<Finding> findings = RunRule(*module, "batch-feature-size", {.chip = Chip("v5p")});
  ASSERT_THAT(Instructions(findings), ElementsAre("d"));
  EXPECT_THAT(findings[0].message, HasSubstr("batch 100"));
  EXPECT_THAT(findings[0].message, HasSubstr("pads 22% of its work"));
  EXPECT_THAT(findings[0].message, HasSubstr("use batch 128 with features 8192 and 8192"));
}

TEST(BatchFeatureSizeTest, NarrowFeatures) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  a = f32[4096,4] parameter(0)
  b = f32[4,4] parameter(1)
  ROOT d = f32[4096,4] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})");
  std::vector<Finding> findings = RunRule(
      *module, "batch-feature-size", {.chip = Chip("v5p"), .thresholds = {.matmul_min_flops = 0}});
  ASSERT_EQ(findings.size(), 1u);
  EXPECT_THAT(findings[0].message, HasSubstr("pads 75% of its work"));
  EXPECT_THAT(findings[0].message, HasSubstr("or batch 4096 with features 8 and 8"));
}

TEST(BatchFeatureSizeTest, QuietForGuideSizesAndNearMisses) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  a = bf16[1024,1024] parameter(0)
  b = bf16[1024,1024] parameter(1)
  c = bf16[2048,8] parameter(2)
  w = bf16[8,65536] parameter(3)
  x = bf16[1000,1024] parameter(4)
  v = bf16[768,50257] parameter(5)
  y = bf16[4096,768] parameter(6)
  d = f32[1024,1024] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  e = f32[2048,65536] dot(c, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  f = f32[1000,1024] dot(x, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT g = f32[4096,50257] dot(y, v), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})");
  // 1000 rows and a 50257 vocabulary miss the guide by under 3% of the work.
  EXPECT_THAT(RunRule(*module, "batch-feature-size", {.chip = Chip("v5p")}), IsEmpty());
}

TEST(MaterializedBroadcastTest, FiresWhenTheConsumerCannotFuse) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  c = f32[] constant(0)
  b = f32[4096,4096] broadcast(c), dimensions={}
  k = f32[4096,4096] custom-call(b), custom_call_target="tpu_custom_call"
  b2 = f32[4096,4096] broadcast(c), dimensions={}
  ROOT a = f32[4096,4096] add(k, b2)
})");
  std::vector<Finding> findings = RunRule(*module, "materialized-broadcast");
  ASSERT_THAT(Instructions(findings), ElementsAre("b"));
  EXPECT_THAT(findings[0].message,
              HasSubstr("feeds custom-call %k, which XLA does not fuse into"));
  EXPECT_THAT(findings[0].message, HasSubstr("64.00M"));
}

TEST(MaterializedBroadcastTest, LoopStateCountsOnlyWhenTheLoopNeverChangesIt) {
  auto module = Parse(R"(
HloModule m
%body (s: (s32[], f32[4096,4096], f32[4096,4096])) -> (s32[], f32[4096,4096], f32[4096,4096]) {
  s = (s32[], f32[4096,4096], f32[4096,4096]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  next = s32[] add(i, one)
  mask = f32[4096,4096] get-tuple-element(s), index=1
  acc = f32[4096,4096] get-tuple-element(s), index=2
  sum = f32[4096,4096] add(acc, mask)
  ROOT r = (s32[], f32[4096,4096], f32[4096,4096]) tuple(next, mask, sum)
}
%cond (s: (s32[], f32[4096,4096], f32[4096,4096])) -> pred[] {
  s = (s32[], f32[4096,4096], f32[4096,4096]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(8)
  ROOT lt = pred[] compare(i, n), direction=LT
}
ENTRY e {
  zero = s32[] constant(0)
  c = f32[] constant(1)
  mask = f32[4096,4096] broadcast(c), dimensions={}
  acc = f32[4096,4096] broadcast(c), dimensions={}
  init = (s32[], f32[4096,4096], f32[4096,4096]) tuple(zero, mask, acc)
  w = (s32[], f32[4096,4096], f32[4096,4096]) while(init), condition=%cond, body=%body
  ROOT out = f32[4096,4096] get-tuple-element(w), index=2
})");
  // The read-only mask could be broadcast inside the body; the accumulator
  // is state the loop writes and must exist anyway.
  std::vector<Finding> findings = RunRule(*module, "materialized-broadcast");
  ASSERT_THAT(Instructions(findings), ElementsAre("mask"));
  EXPECT_THAT(findings[0].message, HasSubstr("enters while loop %w as state the loop never"));
}

TEST(MaterializedBroadcastTest, ReturnedBroadcastsAreWhatTheUserAskedFor) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  c = f32[] parameter(0)
  ROOT b = f32[4096,4096] broadcast(c), dimensions={}
})");
  EXPECT_THAT(RunRule(*module, "materialized-broadcast"), IsEmpty());
}

TEST(MaterializedBroadcastTest, FiresOnBroadcastsLeftInOptimizedModules) {
  auto module = Parse(R"(
HloModule m, is_scheduled=true
%bcast (p: f32[]) -> f32[4096,4096] {
  p = f32[] parameter(0)
  ROOT b = f32[4096,4096] broadcast(p), dimensions={}
}
ENTRY e {
  c = f32[] parameter(0)
  f = f32[4096,4096] fusion(c), kind=kLoop, calls=%bcast
  small = f32[16,16] broadcast(c), dimensions={}
  n = f32[4096,4096] negate(f)
  ROOT t = (f32[4096,4096], f32[16,16]) tuple(n, small)
})");
  std::vector<Finding> findings = RunRule(*module, "materialized-broadcast");
  ASSERT_THAT(Instructions(findings), ElementsAre("f"));
  EXPECT_THAT(findings[0].message, HasSubstr("XLA kept it as a buffer of its own"));
}

}  // namespace
}  // namespace tpusim::compat
