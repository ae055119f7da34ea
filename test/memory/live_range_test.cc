// The flattened schedule and value live ranges (memory/live_range.h).
#include "memory/live_range.h"

#include "gtest/gtest.h"
#include "test/memory/memory_test_util.h"

namespace tpusim::memory {
namespace {

using testing::Analyze;
using testing::WhileLoopModule;
using testing::ValueAt;

#define A "f32[8,128]{1,0:T(8,128)}"

InstrIndex Find(const MemoryAnalysis& a, const std::string& name, int occurrence = 0) {
  for (InstrIndex i = 0; i < a.index().instruction_count(); ++i) {
    if (a.index().instruction(i).name() == name && occurrence-- == 0) return i;
  }
  return kNone;
}

const std::string kWhile = WhileLoopModule("HloModule m, is_scheduled=true");

TEST(LiveRangeTest, WhileFlattensConditionThenBodyBeforeTheLoop) {
  auto a = Analyze(kWhile);
  ASSERT_NE(a.analysis, nullptr);
  const LiveRanges& lr = a->live_ranges();
  EXPECT_EQ(lr.schedule_end_time(), 15);
  EXPECT_EQ(lr.TimeOf(Find(*a, "init")), 2);
  EXPECT_EQ(lr.TimeOf(Find(*a, "s", 0)), 3);  // Condition parameter.
  EXPECT_EQ(lr.TimeOf(Find(*a, "s", 1)), 7);  // Body parameter.
  EXPECT_EQ(lr.TimeOf(Find(*a, "w")), 13);
  EXPECT_TRUE(lr.total_order_scheduled());
}

TEST(LiveRangeTest, RangesFollowXlaRules) {
  auto a = Analyze(kWhile);
  ASSERT_NE(a.analysis, nullptr);
  const LiveRanges& lr = a->live_ranges();
  // An entry parameter no output aliases lives to the end of the program.
  const LiveRange p = lr.range(ValueAt(*a, "p"));
  EXPECT_EQ(p.start, 0);
  EXPECT_EQ(p.end, lr.schedule_end_time());
  // The init tuple's use by the while counts at the body parameter (7), but
  // its buffer also holds the condition parameter's phi, which starts at 3:
  // aliased values are made disjoint, so the init value ends there.
  const LiveRange init = lr.range(ValueAt(*a, "init"));
  EXPECT_EQ(init.start, 2);
  EXPECT_EQ(init.end, 3);
  // A body root lives to the end of the body.
  const LiveRange i2 = lr.range(ValueAt(*a, "i2"));
  EXPECT_EQ(i2.start, 10);
  EXPECT_EQ(i2.end, 13);
  // The condition's root lives to the end of the condition.
  const LiveRange lt = lr.range(ValueAt(*a, "lt"));
  EXPECT_EQ(lt.start, 6);
  EXPECT_EQ(lt.end, 7);
}

TEST(LiveRangeTest, AliasedValuesGetDisjointRanges) {
  auto a = Analyze(kWhile);
  ASSERT_NE(a.analysis, nullptr);
  const AliasAnalysis& aa = a->aliases();
  const LiveRanges& lr = a->live_ranges();
  const BufferIndex counter = aa.BufferOf(ValueAt(*a, "w", {0}));
  std::vector<LiveRange> ranges;
  for (ValueIndex v : aa.values(counter)) {
    if (lr.HasRange(v)) ranges.push_back(lr.range(v));
  }
  ASSERT_GE(ranges.size(), 3u);
  std::sort(ranges.begin(), ranges.end(),
            [](const LiveRange& x, const LiveRange& y) { return x.start < y.start; });
  for (size_t k = 0; k + 1 < ranges.size(); ++k) {
    EXPECT_LE(ranges[k].end, ranges[k + 1].start);
  }
}

TEST(LiveRangeTest, FusedValuesAndEmbeddedComputationsHaveNoRange) {
  auto a = Analyze(R"(HloModule m, is_scheduled=true
fused {
  x = )" A R"( parameter(0)
  y = )" A R"( exponential(x)
  ROOT z = )" A R"( negate(y)
}
add {
  l = f32[]{:T(128)} parameter(0)
  r = f32[]{:T(128)} parameter(1)
  ROOT s = f32[]{:T(128)} add(l, r)
}
ENTRY e {
  p = )" A R"( parameter(0)
  f = )" A R"( fusion(p), kind=kLoop, calls=fused
  zero = f32[]{:T(128)} constant(0)
  ROOT red = f32[8]{0:T(256)} reduce(f, zero), dimensions={1}, to_apply=add
})");
  ASSERT_NE(a.analysis, nullptr);
  const LiveRanges& lr = a->live_ranges();
  EXPECT_FALSE(lr.HasRange(ValueAt(*a, "y")));
  EXPECT_FALSE(lr.HasRange(ValueAt(*a, "s")));
  EXPECT_TRUE(lr.HasRange(ValueAt(*a, "f")));
  EXPECT_EQ(lr.schedule_end_time(), 4);
}

TEST(LiveRangeTest, CallIsFlattenedAndItsUseIgnored) {
  auto a = Analyze(R"(HloModule m, is_scheduled=true
callee {
  x = )" A R"( parameter(0)
  ROOT y = )" A R"( exponential(x)
}
ENTRY e {
  p = )" A R"( parameter(0)
  n = )" A R"( negate(p)
  c = )" A R"( call(n), to_apply=callee
  ROOT m = )" A R"( multiply(c, p)
})");
  ASSERT_NE(a.analysis, nullptr);
  const LiveRanges& lr = a->live_ranges();
  // Order: p, n, x, y, c, m.
  EXPECT_EQ(lr.TimeOf(Find(*a, "x")), 2);
  EXPECT_EQ(lr.TimeOf(Find(*a, "c")), 4);
  // n's last real use is the callee's exponential (time 3), not the call.
  EXPECT_EQ(lr.range(ValueAt(*a, "n")).end, 3);
}

}  // namespace
}  // namespace tpusim::memory
