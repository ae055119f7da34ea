// replicated-large-array, shard-exceeds-dim and uneven-shard-padding: each
// fires on a sharding mistake and stays quiet on a good sharding, on a
// partitioned module and on shardings it cannot read.
#include "compat/config.h"
#include "compat/render.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "test/compat/compat_test_util.h"

namespace tpusim::compat {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::IsEmpty;
using ::testing::Not;
using testing::Instructions;
using testing::Parse;
using testing::RunRule;

// --- replicated-large-array

TEST(ReplicatedLargeArrayTest, FiresOnALargeReplicatedParameter) {
  auto module = Parse(R"(
HloModule m, num_partitions=8
ENTRY e {
  w = f32[4096,8192] parameter(0), sharding={replicated}
  x = f32[64,4096] parameter(1), sharding={devices=[8,1]<=[8]}
  ROOT d = f32[64,8192] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})");
  std::vector<Finding> findings = RunRule(*module, "replicated-large-array");
  ASSERT_THAT(Instructions(findings), ElementsAre("w"));
  EXPECT_EQ(findings[0].severity, Severity::kWarning);
  EXPECT_THAT(findings[0].message,
              HasSubstr("parameter w f32[4096,8192] (128.00M) is replicated: each of the 8 "
                        "devices holds all of it"));
  // The largest dim 8 divides: dim 1.
  EXPECT_THAT(findings[0].message,
              HasSubstr("splitting dim 1 (8192) over the 8 devices would leave f32[4096,1024] "
                        "(16.00M) per device"));
  EXPECT_EQ(findings[0].key, "f32[4096,8192]/1x1");
}

TEST(ReplicatedLargeArrayTest, PointsAtTheParameterInTheFile) {
  const std::string text = R"(HloModule m, num_partitions=8
ENTRY e {
  x = f32[64,4096] parameter(0), sharding={devices=[8,1]<=[8]}
  w = f32[4096,8192] parameter(1), sharding={replicated}, metadata={op_name="params['w']"}
  ROOT d = f32[64,8192] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})";
  auto module = Parse(text);
  LintInput input;
  input.path = "model.hlo";
  input.format = "hlo-text";
  input.text = text;
  input.modules = {module.get()};
  LintReport report = Lint({input}, LintOptions());
  std::vector<const Finding*> replicated;
  for (const Finding& finding : report.findings) {
    if (finding.rule_id == "replicated-large-array") replicated.push_back(&finding);
  }
  ASSERT_EQ(replicated.size(), 1u);
  EXPECT_EQ(replicated[0]->input.ToString(), "model.hlo:4:3");
  EXPECT_EQ(replicated[0]->op_name, "params['w']");
  const std::string rendered = RenderLintText(report);
  EXPECT_THAT(rendered, HasSubstr("model.hlo:4:3: warning: parameter w f32[4096,8192]"));
  EXPECT_THAT(rendered, HasSubstr("[replicated-large-array]"));
}

TEST(ReplicatedLargeArrayTest, ReplicationOverTheLastTileDimIsReplication) {
  auto module = Parse(R"(
HloModule m, num_partitions=4
ENTRY e {
  ROOT w = bf16[20000,3000] parameter(0), sharding={devices=[1,1,4]<=[4] last_tile_dim_replicate}
})");
  std::vector<Finding> findings = RunRule(*module, "replicated-large-array");
  ASSERT_THAT(Instructions(findings), ElementsAre("w"));
  EXPECT_THAT(findings[0].message, HasSubstr("splitting dim 0 (20000) over the 4 devices would "
                                             "leave bf16[5000,3000]"));
}

TEST(ReplicatedLargeArrayTest, SuggestsAnUnevenSplitWhenNoDimDivides) {
  auto module = Parse(R"(
HloModule m, num_partitions=8
ENTRY e {
  ROOT w = f32[9001,2049] parameter(0), sharding={replicated}
})");
  std::vector<Finding> findings = RunRule(*module, "replicated-large-array");
  ASSERT_EQ(findings.size(), 1u);
  EXPECT_THAT(findings[0].message, HasSubstr("splitting dim 0 (9001) over the 8 devices would "
                                             "leave f32[1126,2049]"));
  EXPECT_THAT(findings[0].message, HasSubstr("per device, padded"));
}

TEST(ReplicatedLargeArrayTest, QuietOnSmallShardedUnannotatedOrSingleDeviceArrays) {
  auto module = Parse(R"(
HloModule m, num_partitions=8
ENTRY e {
  small = f32[1024,1024] parameter(0), sharding={replicated}
  split = f32[8192,8192] parameter(1), sharding={devices=[8,1]<=[8]}
  partly = f32[8192,8192] parameter(2), sharding={devices=[2,1,4]<=[8] last_tile_dim_replicate}
  free = f32[8192,8192] parameter(3)
  one = f32[8192,8192] parameter(4), sharding={maximal device=0}
  ROOT t = (f32[1024,1024], f32[8192,8192]) tuple(small, split)
})");
  EXPECT_THAT(RunRule(*module, "replicated-large-array"), IsEmpty());

  // One device: nothing to split over.
  auto single = Parse(R"(
HloModule m
ENTRY e {
  ROOT w = f32[8192,8192] parameter(0), sharding={replicated}
})");
  EXPECT_THAT(RunRule(*single, "replicated-large-array"), IsEmpty());
  auto one_partition = Parse(R"(
HloModule m, num_partitions=1, replica_count=8
ENTRY e {
  ROOT w = f32[8192,8192] parameter(0), sharding={replicated}
})");
  EXPECT_THAT(RunRule(*one_partition, "replicated-large-array"), IsEmpty());
}

TEST(ReplicatedLargeArrayTest, CountsDevicesFromShardingsWithoutNumPartitions) {
  // Older XLA dumps omit num_partitions; the batch split says 8 devices.
  auto module = Parse(R"(
HloModule m
ENTRY e {
  w = f32[2560,8,8192] parameter(0), sharding={replicated}
  x = s32[16,2048] parameter(1), sharding={devices=[8,1]<=[8]}
  ROOT t = (f32[2560,8,8192], s32[16,2048]) tuple(w, x)
})");
  std::vector<Finding> findings = RunRule(*module, "replicated-large-array");
  ASSERT_THAT(Instructions(findings), ElementsAre("w"));
  EXPECT_THAT(findings[0].message,
              HasSubstr("(640.00M) is replicated: each of the 8 devices holds all of it; "
                        "splitting dim 2 (8192) over the 8 devices would leave "
                        "f32[2560,8,1024] (80.00M) per device"));
}

TEST(ReplicatedLargeArrayTest, ThresholdComesFromTheConfig) {
  auto module = Parse(R"(
HloModule m, num_partitions=8
ENTRY e {
  ROOT small = f32[1024,1024] parameter(0), sharding={replicated}
})");
  Thresholds thresholds;
  thresholds.replicated_min_bytes = 1 << 20;
  std::vector<Finding> findings =
      RunRule(*module, "replicated-large-array", {.thresholds = thresholds});
  ASSERT_THAT(Instructions(findings), ElementsAre("small"));
  EXPECT_THAT(findings[0].message, HasSubstr("(4.00M)"));

  absl::StatusOr<LintConfig> config =
      ParseLintConfig(R"({"thresholds": {"replicated_min_bytes": 1048576}})");
  ASSERT_TRUE(config.ok()) << config.status().message();
  EXPECT_EQ(config->thresholds.replicated_min_bytes, 1048576);
}

TEST(ReplicatedLargeArrayTest, TupleParametersReportTheirLargeReplicatedLeaves) {
  auto module = Parse(R"(
HloModule m, num_partitions=4
ENTRY e {
  ROOT p = (f32[64,64], f32[8192,4096]) parameter(0), sharding={{devices=[4,1]<=[4]}, {replicated}}
})");
  std::vector<Finding> findings = RunRule(*module, "replicated-large-array");
  ASSERT_EQ(findings.size(), 1u);
  EXPECT_THAT(findings[0].message, HasSubstr("tuple element 1 of parameter p f32[8192,4096]"));
}

// --- shard-exceeds-dim

TEST(ShardExceedsDimTest, FiresWhenADimHasFewerElementsThanShards) {
  auto module = Parse(R"(
HloModule m, num_partitions=8
ENTRY e {
  x = f32[4,1024] parameter(0), sharding={devices=[8,1]<=[8]}
  ROOT n = f32[4,1024] negate(x)
})");
  std::vector<Finding> findings = RunRule(*module, "shard-exceeds-dim");
  ASSERT_THAT(Instructions(findings), ElementsAre("x"));
  EXPECT_EQ(findings[0].severity, Severity::kWarning);
  EXPECT_THAT(findings[0].message,
              HasSubstr("f32[4,1024] sharded {devices=[8,1]<=[8]}: dim 0 (4) is split into 8 "
                        "shards: 4 of them hold only padding"));
  EXPECT_THAT(findings[0].message, HasSubstr("XLA pads it to f32[8,1024] (16.0K of padding"));
  EXPECT_THAT(findings[0].message, HasSubstr("split dim 0 over at most 4 devices"));
  // Not also reported as uneven padding.
  EXPECT_THAT(RunRule(*module, "uneven-shard-padding"), IsEmpty());
}

TEST(ShardExceedsDimTest, ChecksOutputsAndAnnotatedOps) {
  auto module = Parse(R"(
HloModule m, num_partitions=4
ENTRY e {
  x = f32[64,3] parameter(0), sharding={devices=[4,1]<=[4]}
  c = f32[64,3] custom-call(x), custom_call_target="Sharding", sharding={devices=[1,4]<=[4]}
  y = f32[2,16] parameter(1), sharding={devices=[2,1,2]<=[4] last_tile_dim_replicate}
  ROOT t = (f32[64,3], f32[2,16]) tuple(c, y), sharding={{devices=[4,1]<=[4]}, {devices=[4,1]<=[4]}}
})");
  std::vector<Finding> findings = RunRule(*module, "shard-exceeds-dim");
  ASSERT_THAT(Instructions(findings), ElementsAre("c", "t"));
  EXPECT_THAT(findings[0].message, HasSubstr("dim 1 (3) is split into 4 shards: 1 of them"));
  EXPECT_THAT(findings[1].message,
              HasSubstr("tuple element 1: f32[2,16] split [4,1]: dim 0 (2) is split into 4 "
                        "shards: 2 of them hold only padding"));
}

TEST(ShardExceedsDimTest, QuietOnFittingShardingsAndPartitionedModules) {
  auto module = Parse(R"(
HloModule m, num_partitions=8
ENTRY e {
  x = f32[8,1024] parameter(0), sharding={devices=[8,1]<=[8]}
  y = f32[4,1024] parameter(1), sharding={replicated}
  z = f32[4,1024] parameter(2), sharding={maximal device=7}
  ROOT t = (f32[8,1024], f32[4,1024], f32[4,1024]) tuple(x, y, z)
})");
  EXPECT_THAT(RunRule(*module, "shard-exceeds-dim"), IsEmpty());

  // XLA's partitioned module: shapes are per device already.
  auto partitioned = Parse(R"(
HloModule m, num_partitions=8
ENTRY main_spmd {
  x = f32[1,1024] parameter(0), sharding={devices=[8,1]<=[8]}
  ROOT n = f32[1,1024] negate(x)
})");
  EXPECT_THAT(RunRule(*partitioned, "shard-exceeds-dim"), IsEmpty());
  EXPECT_THAT(RunRule(*partitioned, "uneven-shard-padding"), IsEmpty());
}

TEST(ShardExceedsDimTest, ManualAndUnreadableShardingsAreSkipped) {
  auto module = Parse(R"(
HloModule m, num_partitions=8
ENTRY e {
  x = f32[4,1024] parameter(0), sharding={devices=[8,1]<=[8] last_tile_dims={manual}}
  y = f32[4,1024] parameter(1), sharding={manual}
  ROOT t = (f32[4,1024], f32[4,1024]) tuple(x, y)
})");
  EXPECT_THAT(RunRule(*module, "shard-exceeds-dim"), IsEmpty());
}

// Shapes whose padded size, or shard counts whose product, overflow 64
// bits: skipped, not wrapped around.
TEST(ShardExceedsDimTest, HugeShapesAndShardCountsDoNotOverflow) {
  auto module = Parse(R"(
HloModule m, num_partitions=8
ENTRY e {
  x = s8[9223372036854775807] parameter(0), sharding={devices=[2]<=[2]}
  y = s8[3,3074457345618258602] parameter(1), sharding={devices=[4,1]<=[4]}
  z = f32[2,2] parameter(2), sharding={devices=[9223372036854775807,3037000500]<=[8]}
  ROOT t = (s8[9223372036854775807], s8[3,3074457345618258602], f32[2,2]) tuple(x, y, z)
})");
  EXPECT_THAT(RunRule(*module, "shard-exceeds-dim"), IsEmpty());
  EXPECT_THAT(RunRule(*module, "uneven-shard-padding"), IsEmpty());
}

// --- uneven-shard-padding

TEST(UnevenShardPaddingTest, FiresWhenTheShardCountDoesNotDivideTheDim) {
  // 12 heads over 8 devices: shards of 2, padded to 16.
  auto module = Parse(R"(
HloModule m, num_partitions=8
ENTRY e {
  x = f32[12,65536] parameter(0), sharding={devices=[8,1]<=[8]}
  ROOT n = f32[12,65536] negate(x)
})");
  std::vector<Finding> findings = RunRule(*module, "uneven-shard-padding");
  ASSERT_THAT(Instructions(findings), ElementsAre("x"));
  EXPECT_EQ(findings[0].severity, Severity::kWarning);
  EXPECT_THAT(findings[0].message,
              HasSubstr("dim 0 (12) does not divide into 8 shards: each holds 2, padded to 16, "
                        "and 2 shards hold only padding (nearest multiples of 8: 8, 16)"));
  EXPECT_THAT(findings[0].message,
              HasSubstr("XLA pads it to f32[16,65536]: 1.00M of padding (33.3% of its data), "
                        "each device holding f32[2,65536] (512.0K)"));
  EXPECT_EQ(findings[0].key, "f32[12,65536]/8x1");
  EXPECT_THAT(RunRule(*module, "shard-exceeds-dim"), IsEmpty());
}

TEST(ShardingRulesTest, NameTheMeshAxesOfASplitAndOfTheFix) {
  auto module = Parse(R"(
HloModule m, num_partitions=8
ENTRY e {
  x = f32[4,1024] parameter(0), sharding={devices=[8,1]<=[8]}
  y = f32[12,65536] parameter(1), sharding={devices=[1,1,8]<=[8] last_tile_dim_replicate}
  z = f32[12,65536] negate(y), sharding={devices=[8,1]<=[8]}
  ROOT t = (f32[4,1024], f32[12,65536]) tuple(x, z)
})");
  testing::RuleRun run;
  run.mesh.axes = {{"data", 2}, {"model", 4}};
  std::vector<Finding> exceeds = RunRule(*module, "shard-exceeds-dim", run);
  ASSERT_THAT(Instructions(exceeds), ElementsAre("x"));
  EXPECT_THAT(exceeds[0].message,
              HasSubstr("dim 0 (4) is split into 8 shards over mesh axes `data` and `model`: "
                        "4 of them hold only padding"));
  EXPECT_THAT(exceeds[0].message,
              HasSubstr("split dim 0 over at most 4 devices, e.g. mesh axis `model` (4 "
                        "devices) (a smaller mesh axis)"));
  std::vector<Finding> uneven = RunRule(*module, "uneven-shard-padding", run);
  ASSERT_THAT(Instructions(uneven), ElementsAre("z"));
  EXPECT_THAT(uneven[0].message,
              HasSubstr("dim 0 (12) does not divide into 8 shards (mesh axes `data` and "
                        "`model`): each holds 2"));
  EXPECT_THAT(uneven[0].message,
              HasSubstr("(nearest multiples of 8: 8, 16); mesh axis `model` (4 devices) would "
                        "split it evenly"));
  // Without a mesh the messages keep to device counts.
  std::vector<Finding> plain = RunRule(*module, "shard-exceeds-dim");
  ASSERT_THAT(Instructions(plain), ElementsAre("x"));
  EXPECT_THAT(plain[0].message, Not(HasSubstr("over mesh ax")));
  EXPECT_THAT(plain[0].message, Not(HasSubstr("e.g. mesh ax")));
  // Two axes of one size: either could be meant.
  testing::RuleRun square;
  square.mesh.axes = {{"data", 2}, {"model", 2}, {"pipe", 2}};
  std::vector<Finding> either = RunRule(*module, "shard-exceeds-dim", square);
  ASSERT_THAT(Instructions(either), ElementsAre("x"));
  EXPECT_THAT(either[0].message, HasSubstr("split into 8 shards over mesh axes `data`, "
                                           "`model` and `pipe`"));
}

TEST(UnevenShardPaddingTest, QuietOnEvenSplitsAndSmallOrRelativelySmallPadding) {
  auto module = Parse(R"(
HloModule m, num_partitions=8
ENTRY e {
  even = f32[16,65536] parameter(0), sharding={devices=[8,1]<=[8]}
  small = f32[1001,4096] parameter(1), sharding={devices=[8,1]<=[8]}
  thin = f32[1001,1048576] parameter(2), sharding={devices=[8,1]<=[8]}
  ROOT t = (f32[16,65536], f32[1001,4096]) tuple(even, small)
})");
  EXPECT_THAT(RunRule(*module, "uneven-shard-padding"), IsEmpty());

  // 7 padding rows of 4096 f32 (112 KiB, 0.7%): reported once both limits
  // are lowered.
  Thresholds thresholds;
  thresholds.uneven_shard_min_bytes = 0;
  thresholds.uneven_shard_min_waste = 0;
  std::vector<Finding> findings =
      RunRule(*module, "uneven-shard-padding", {.thresholds = thresholds});
  ASSERT_THAT(Instructions(findings), ElementsAre("small", "thin"));
  EXPECT_THAT(findings[0].message, HasSubstr("112.0K of padding (0.7% of its data)"));
  EXPECT_THAT(findings[0].message, Not(HasSubstr("hold only padding")));
}

TEST(UnevenShardPaddingTest, RepeatsAtTheParameterAndOutputAreOneFinding) {
  auto module = Parse(R"(
HloModule m, num_partitions=8
ENTRY e {
  w = f32[12,65536] parameter(0), sharding={devices=[8,1]<=[8]}
  n = f32[12,65536] negate(w)
  ROOT t = (f32[12,65536]) tuple(n), sharding={{devices=[8,1]<=[8]}}
})");
  std::vector<Finding> findings = RunRule(*module, "uneven-shard-padding");
  ASSERT_THAT(Instructions(findings), ElementsAre("w"));
  EXPECT_EQ(findings[0].repeats, 2);
}

}  // namespace
}  // namespace tpusim::compat
