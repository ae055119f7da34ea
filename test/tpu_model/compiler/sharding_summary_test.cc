// Per-device argument sizes of sharded programs
// (tpu_model/compiler/sharding_summary.h).
#include "tpu_model/compiler/sharding_summary.h"

#include "gtest/gtest.h"
#include "test/tpu_model/compiler/compiler_test_util.h"
#include "test/status_matchers.h"

namespace tpusim::tpu::compiler {
namespace {

using testing::Parse;

const ChipSpec& V5p() {
  static const ChipSpec* chip = *FindChip("v5p");
  return *chip;
}

constexpr char kFsdp[] = R"(HloModule fsdp, num_partitions=4
ENTRY e {
  x = f32[256,1024] parameter(0), sharding={devices=[4,1]<=[4]}
  w = f32[1024,512] parameter(1), sharding={replicated}
  b = f32[6,10] parameter(2)
  d = f32[256,512] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT r = f32[256,512] negate(d), sharding={devices=[4,1]<=[4]}
})";

TEST(ShardingSummaryTest, ArgumentsPerDeviceLargestFirstWithASplitForReplicatedOnes) {
  auto module = Parse(kFsdp);
  ASSERT_NE(module, nullptr);
  auto summary = SummarizeArgumentShardings(*module, V5p());
  ASSERT_THAT(summary, IsOk());
  EXPECT_EQ(summary->devices, 4);
  ASSERT_EQ(summary->arguments.size(), 3u);
  // w: 2 MiB on every device; split over dim 0 (or 1) it would be 512 KiB.
  const ArgumentSharding& w = summary->arguments[0];
  EXPECT_EQ(w.name, "w");
  EXPECT_FALSE(w.split);
  EXPECT_EQ(w.global_bytes, 2 << 20);
  EXPECT_EQ(w.per_device_bytes, 2 << 20);
  EXPECT_EQ(w.suggested_bytes, 512 << 10);
  // x: a quarter of its 1 MiB.
  const ArgumentSharding& x = summary->arguments[1];
  EXPECT_EQ(x.name, "x");
  EXPECT_TRUE(x.split);
  EXPECT_EQ(x.per_device_bytes, 256 << 10);
  EXPECT_EQ(x.global_bytes, 1 << 20);
  // b has no dim the 4 devices divide: no suggestion.
  const ArgumentSharding& b = summary->arguments[2];
  EXPECT_EQ(b.name, "b");
  EXPECT_EQ(b.suggested_dim, -1);

  const std::string text = DescribeShardingSummary(*summary, /*top=*/2);
  EXPECT_NE(text.find("Arguments on one device of 4"), std::string::npos) << text;
  EXPECT_NE(text.find("w f32[1024,512]: 2.00M, whole on every device ({replicated}); dim 0 "
                      "split over the 4 devices would give 512.0K"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("x f32[256,1024]: 256.0K of 1.00M ({devices=[4,1]<=[4]})"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("(1 more arguments; --top N shows more)"), std::string::npos) << text;
  const nlohmann::json j = ShardingSummaryToJson(*summary);
  EXPECT_EQ(j["arguments"][0]["suggested_per_device_bytes"], 512 << 10);
  EXPECT_FALSE(j["arguments"][2].contains("suggested_dim"));
}

// With a mesh, the suggestion names the axes: b's dim 0 (6) divides by
// `model` (2) though not by the 4 devices, and w's by both axes.
TEST(ShardingSummaryTest, AMeshNamesTheAxesOfTheSuggestedSplit) {
  auto module = Parse(kFsdp);
  ASSERT_NE(module, nullptr);
  auto mesh = ParseMeshSpec("data=2,model=2");
  ASSERT_THAT(mesh, IsOk());
  auto summary = SummarizeArgumentShardings(*module, V5p(), *mesh);
  ASSERT_THAT(summary, IsOk());
  EXPECT_EQ(summary->mesh, *mesh);
  const ArgumentSharding& w = summary->arguments[0];
  EXPECT_EQ(w.suggested_axes, (std::vector<std::string>{"data", "model"}));
  EXPECT_EQ(w.suggested_shards, 4);
  EXPECT_EQ(w.suggested_bytes, 512 << 10);
  const ArgumentSharding& b = summary->arguments[2];
  EXPECT_EQ(b.name, "b");
  EXPECT_EQ(b.suggested_dim, 0);
  EXPECT_EQ(b.suggested_axes, (std::vector<std::string>{"data"}));
  const std::string text = DescribeShardingSummary(*summary, /*top=*/3);
  EXPECT_NE(text.find("Arguments on one device of 4 (mesh data=2,model=2)"), std::string::npos)
      << text;
  EXPECT_NE(text.find("dim 0 split over `data` and `model` (4 devices) would give 512.0K"),
            std::string::npos)
      << text;
  const nlohmann::json j = ShardingSummaryToJson(*summary);
  EXPECT_EQ(j["mesh"], nlohmann::json({{"data", 2}, {"model", 2}}));
  EXPECT_EQ(j["arguments"][0]["suggested_axes"], nlohmann::json({"data", "model"}));
  EXPECT_EQ(j["arguments"][0]["suggested_devices"], 4);

  // A mesh that is not the module's partitions names nothing.
  auto other = ParseMeshSpec("data=8");
  ASSERT_THAT(other, IsOk());
  auto unnamed = SummarizeArgumentShardings(*module, V5p(), *other);
  ASSERT_THAT(unnamed, IsOk());
  EXPECT_TRUE(unnamed->mesh.empty());
  EXPECT_TRUE(unnamed->arguments[0].suggested_axes.empty());
}

TEST(ShardingSummaryTest, AnUnshardedModuleHasNoSummary) {
  auto module = Parse(R"(HloModule m
ENTRY e {
  ROOT p = f32[8,128] parameter(0)
})");
  ASSERT_NE(module, nullptr);
  auto summary = SummarizeArgumentShardings(*module, V5p());
  ASSERT_TRUE(summary.ok());
  EXPECT_TRUE(summary->arguments.empty());
  EXPECT_EQ(DescribeShardingSummary(*summary, 10), "");
}

}  // namespace
}  // namespace tpusim::tpu::compiler
