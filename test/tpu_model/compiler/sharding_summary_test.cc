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
