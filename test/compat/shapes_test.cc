// unbounded-dynamic-shape, bounded-dynamic-shape, sharding-device-count and
// slice names.
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

TEST(UnboundedDynamicShapeTest, ReportsWhereUnboundednessEnters) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  p = f32[?,128] parameter(0)
  n = f32[?,128] negate(p)
  ROOT a = f32[?,128] add(n, n)
})");
  std::vector<Finding> findings = RunRule(*module, "unbounded-dynamic-shape");
  ASSERT_THAT(Instructions(findings), ElementsAre("p"));
  EXPECT_EQ(findings[0].severity, Severity::kError);
  EXPECT_THAT(findings[0].message, HasSubstr("dim 0 of f32[?,128] is unbounded"));
}

TEST(UnboundedDynamicShapeTest, StaticAndBoundedShapesPass) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  p = f32[<=16,128] parameter(0)
  q = f32[16,128] parameter(1)
  ROOT a = f32[16,128] add(q, q)
})");
  EXPECT_THAT(RunRule(*module, "unbounded-dynamic-shape"), IsEmpty());
}

TEST(BoundedDynamicShapeTest, NotesBoundedEntryParameters) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  p = f32[<=16,128] parameter(0)
  q = f32[16,128] parameter(1)
  ROOT a = f32[16,128] add(q, q)
})");
  std::vector<Finding> findings = RunRule(*module, "bounded-dynamic-shape");
  ASSERT_THAT(Instructions(findings), ElementsAre("p"));
  EXPECT_EQ(findings[0].severity, Severity::kNote);
  EXPECT_THAT(findings[0].message, HasSubstr("pads it to its bound"));
}

constexpr char kEightPartitions[] = R"(
HloModule m, num_partitions=8
ENTRY e {
  p = f32[64,128] parameter(0), sharding={devices=[8,1]<=[8]}
  ROOT n = f32[64,128] negate(p), sharding={devices=[8,1]<=[8]}
})";

TEST(ShardingDeviceCountTest, FiresWhenTheSliceIsTooSmall) {
  auto module = Parse(kEightPartitions);
  std::vector<Finding> findings =
      RunRule(*module, "sharding-device-count", {.chip = Chip("v5p"), .slice_devices = 4});
  ASSERT_EQ(findings.size(), 1u);
  EXPECT_EQ(findings[0].severity, Severity::kError);
  EXPECT_THAT(findings[0].message, HasSubstr("8 partition(s) x 1 replica(s) = 8 devices"));
  EXPECT_THAT(findings[0].message, HasSubstr("the slice has 4"));
  EXPECT_EQ(findings[0].key, "devices=8");
}

TEST(ShardingDeviceCountTest, PassesWhenTheSliceFitsOrIsUnknown) {
  auto module = Parse(kEightPartitions);
  EXPECT_THAT(
      RunRule(*module, "sharding-device-count", {.chip = Chip("v5p"), .slice_devices = 8}),
      IsEmpty());
  EXPECT_THAT(
      RunRule(*module, "sharding-device-count", {.chip = Chip("v5p"), .slice_devices = 64}),
      IsEmpty());
  EXPECT_THAT(RunRule(*module, "sharding-device-count", {.chip = Chip("v5p")}), IsEmpty());
}

TEST(ShardingDeviceCountTest, NamesTheShardingThatNeedsMostDevices) {
  auto module = Parse(R"(
HloModule m
ENTRY e {
  p = f32[64,128] parameter(0), sharding={devices=[4,4]<=[16]}
  ROOT n = f32[64,128] negate(p), sharding={maximal device=3}
})");
  std::vector<Finding> findings =
      RunRule(*module, "sharding-device-count", {.chip = Chip("v6e"), .slice_devices = 8});
  ASSERT_THAT(Instructions(findings), ElementsAre("p"));
  EXPECT_THAT(findings[0].message, HasSubstr("needs 16 devices"));
}

}  // namespace
}  // namespace tpusim::compat
