// predicted-oom and possible-oom: errors only where no optimization helps.
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "test/compat/compat_test_util.h"

namespace tpusim::compat {
namespace {

using ::testing::HasSubstr;
using ::testing::IsEmpty;
using testing::Chip;
using testing::Parse;
using testing::RunRule;

// 20 GiB in and 20 GiB out: more than v5e's 15.75G, less than v5p's 95.74G.
constexpr char kHugeParameters[] = R"(
HloModule m
ENTRY e {
  p = f32[5,1024,1024,1024] parameter(0)
  ROOT n = f32[5,1024,1024,1024] negate(p)
})";

TEST(PredictedOomTest, ParametersAloneDoNotFit) {
  auto module = Parse(kHugeParameters);
  std::vector<Finding> findings = RunRule(*module, "predicted-oom", {.chip = Chip("v5e")});
  ASSERT_EQ(findings.size(), 1u);
  EXPECT_EQ(findings[0].severity, Severity::kError);
  EXPECT_TRUE(findings[0].instruction.empty());
  EXPECT_THAT(findings[0].message, HasSubstr("per device, through the compiler model, 40.00G"));
  EXPECT_THAT(findings[0].message, HasSubstr("15.75G usable on TPU v5e"));
  EXPECT_THAT(RunRule(*module, "predicted-oom", {.chip = Chip("v5p")}), IsEmpty());
}

TEST(PredictedOomTest, ProgramsNearCapacityAreGivenTheMargin) {
  // 16 GiB of parameters: 1.6% over v5e's 15.75G, inside the default 5%
  // margin; with no margin it is an error.
  auto module = Parse(R"(
HloModule m
ENTRY e {
  p = f32[32,128,1024,1024] parameter(0)
  ROOT r = f32[] constant(0)
})");
  EXPECT_THAT(RunRule(*module, "predicted-oom", {.chip = Chip("v5e")}), IsEmpty());
  EXPECT_EQ(RunRule(*module, "predicted-oom",
                    {.chip = Chip("v5e"), .thresholds = {.predicted_oom_margin = 0}})
                .size(),
            1u);
}

TEST(PredictedOomTest, ShardedProgramsAreJudgedPerDevice) {
  // 16 GiB in and out globally, 2 GiB each per device over 8 devices.
  auto module = Parse(R"(
HloModule m, num_partitions=8
ENTRY e {
  p = f32[4,1024,1024,1024] parameter(0), sharding={devices=[8,1,1,1]<=[8]}
  ROOT n = f32[4,1024,1024,1024] negate(p), sharding={devices=[8,1,1,1]<=[8]}
})");
  EXPECT_THAT(RunRule(*module, "predicted-oom", {.chip = Chip("v5e")}), IsEmpty());
  EXPECT_THAT(RunRule(*module, "possible-oom", {.chip = Chip("v5e")}), IsEmpty());
  // Replicated output: each device holds all 16 GiB of it.
  auto replicated = Parse(R"(
HloModule m, num_partitions=8
ENTRY e {
  p = f32[4,1024,1024,1024] parameter(0), sharding={devices=[8,1,1,1]<=[8]}
  ROOT n = f32[4,1024,1024,1024] negate(p), sharding={replicated}
})");
  std::vector<Finding> findings = RunRule(*replicated, "predicted-oom", {.chip = Chip("v5e")});
  ASSERT_EQ(findings.size(), 1u);
  EXPECT_THAT(findings[0].message, HasSubstr("per device, through the compiler model"));
}

// Small inputs and output, a 32 GiB intermediate: XLA would fuse it away.
constexpr char kHugeIntermediate[] = R"(
HloModule m
%add (a: f32[], b: f32[]) -> f32[] {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  p = f32[1024,1024] parameter(0)
  b = f32[8,1024,1024,1024] broadcast(p), dimensions={2,3}
  x = f32[8,1024,1024,1024] exponential(b)
  z = f32[] constant(0)
  ROOT r = f32[1024,1024] reduce(x, z), dimensions={0,1}, to_apply=%add
})";

TEST(PossibleOomTest, TheCompilerModelFusesAHugeIntermediateAway) {
  // As written the exp is a 32 GiB buffer; XLA:TPU fuses broadcast, exp and
  // reduce into one loop, and so does the compiler model: nothing to report.
  auto module = Parse(kHugeIntermediate);
  EXPECT_THAT(RunRule(*module, "predicted-oom", {.chip = Chip("v5e")}), IsEmpty());
  EXPECT_THAT(RunRule(*module, "possible-oom", {.chip = Chip("v5e")}), IsEmpty());
}

TEST(PredictedOomTest, APreOptimizationProgramIsJudgedOnItsCompiledPeak) {
  // 40 MiB in, 2 MiB out, but the 24 GiB dot result feeds a reduction and
  // a second dot: a dot is never recomputed, so it stays a buffer after
  // fusion (XLA:TPU's kOutput fusions) and does not fit a v5e.
  auto module = Parse(R"(
HloModule m
%add (a: f32[], b: f32[]) -> f32[] {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[65536,64] parameter(0)
  w = f32[64,98304] parameter(1)
  v = f32[98304,8] parameter(2)
  d = f32[65536,98304] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  z = f32[] constant(0)
  r1 = f32[65536] reduce(d, z), dimensions={1}, to_apply=%add
  p = f32[65536,8] dot(d, v), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT t = (f32[65536], f32[65536,8]) tuple(r1, p)
})");
  ASSERT_NE(module, nullptr);
  std::vector<Finding> findings = RunRule(*module, "predicted-oom", {.chip = Chip("v5e")});
  ASSERT_EQ(findings.size(), 1u);
  EXPECT_EQ(findings[0].severity, Severity::kError);
  EXPECT_THAT(findings[0].message, HasSubstr("through the compiler model"));
  EXPECT_THAT(RunRule(*module, "predicted-oom", {.chip = Chip("v5p")}), IsEmpty());
  EXPECT_THAT(RunRule(*module, "possible-oom", {.chip = Chip("v5e")}), IsEmpty());
}

TEST(PredictedOomTest, ScheduledModulesAreJudgedOnTheirPeak) {
  auto module = Parse(R"(
HloModule m, is_scheduled=true
ENTRY e {
  p = f32[1024,1024]{1,0:T(8,128)} parameter(0)
  b = f32[8,1024,1024,1024]{3,2,1,0:T(8,128)} broadcast(p), dimensions={2,3}
  ROOT n = f32[1024,1024]{1,0:T(8,128)} slice(b), slice={[0:1], [0:1], [0:1024], [0:1024]}
})");
  std::vector<Finding> findings = RunRule(*module, "predicted-oom", {.chip = Chip("v5e")});
  ASSERT_EQ(findings.size(), 1u);
  EXPECT_THAT(findings[0].message, HasSubstr("predicted peak HBM"));
  EXPECT_THAT(RunRule(*module, "possible-oom", {.chip = Chip("v5e")}), IsEmpty());
}

TEST(PredictedOomTest, SmallProgramsFit) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  p = f32[1024,1024] parameter(0)
  ROOT n = f32[1024,1024] negate(p)
})");
  for (const tpu::ChipSpec& chip : tpu::AllChips()) {
    EXPECT_THAT(RunRule(*module, "predicted-oom", {.chip = &chip}), IsEmpty()) << chip.name;
    EXPECT_THAT(RunRule(*module, "possible-oom", {.chip = &chip}), IsEmpty()) << chip.name;
  }
}

}  // namespace
}  // namespace tpusim::compat
