// Memory schedulers (memory/scheduler.h).
#include "memory/scheduler.h"

#include "gtest/gtest.h"
#include "test/memory/memory_test_util.h"

namespace tpusim::memory {
namespace {

using testing::Analyze;

#define A "f32[8,128]{1,0:T(8,128)}"

constexpr char kDiamond[] = R"(HloModule m
ENTRY e {
  p = )" A R"( parameter(0)
  a = )" A R"( negate(p)
  b = )" A R"( exponential(p)
  c = )" A R"( negate(a)
  ROOT t = ()" A ", " A R"() tuple(c, b)
})";

std::vector<std::string> Names(const MemoryAnalysis& a, const std::vector<InstrIndex>& order) {
  std::vector<std::string> out;
  for (InstrIndex i : order) out.push_back(a.index().instruction(i).name());
  return out;
}

std::vector<InstrIndex> ScheduleEntry(const MemoryAnalysis& a, const ComputationScheduler& s) {
  SchedulerContext ctx{&a.dataflow(), &a.aliases(), &a.sizes()};
  return s.Schedule(a.index().entry(), ctx);
}

TEST(SchedulerTest, ListSchedulerTakesTheMostRecentlyReadyOnTies) {
  auto a = Analyze(kDiamond, {ScheduleMode::kModuleOrder, {}, nullptr});
  ASSERT_NE(a.analysis, nullptr);
  EXPECT_EQ(Names(*a, ScheduleEntry(*a, *MakeListScheduler())),
            std::vector<std::string>({"p", "b", "a", "c", "t"}));
}

TEST(SchedulerTest, DfsSchedulerVisitsTheHeavierOperandFirst) {
  auto a = Analyze(kDiamond, {ScheduleMode::kModuleOrder, {}, nullptr});
  ASSERT_NE(a.analysis, nullptr);
  EXPECT_EQ(Names(*a, ScheduleEntry(*a, *MakeDfsScheduler())),
            std::vector<std::string>({"p", "a", "c", "b", "t"}));
}

TEST(SchedulerTest, PostOrderFollowsOperandOrder) {
  auto a = Analyze(kDiamond, {ScheduleMode::kModuleOrder, {}, nullptr});
  ASSERT_NE(a.analysis, nullptr);
  EXPECT_EQ(Names(*a, ScheduleEntry(*a, *MakePostOrderScheduler())),
            std::vector<std::string>({"p", "a", "c", "b", "t"}));
}

TEST(SchedulerTest, ListSchedulerRunsTheInstructionThatFreesMemoryFirst) {
  // After the big broadcast, finishing its consumer frees 32 KiB; starting
  // the second broadcast would add 32 KiB. The list scheduler finishes first.
  auto a = Analyze(R"(HloModule m
ENTRY e {
  p = f32[128]{0:T(256)} parameter(0)
  big1 = f32[64,128]{1,0:T(8,128)} broadcast(p), dimensions={1}
  s1 = )" A R"( slice(big1), slice={[0:8], [0:128]}
  big2 = f32[64,128]{1,0:T(8,128)} broadcast(p), dimensions={1}
  s2 = )" A R"( slice(big2), slice={[8:16], [0:128]}
  ROOT r = )" A R"( add(s1, s2)
})");
  ASSERT_NE(a.analysis, nullptr);
  std::vector<std::string> order = Names(*a, ScheduleEntry(*a, *MakeListScheduler()));
  auto pos = [&](const char* n) { return std::find(order.begin(), order.end(), n) - order.begin(); };
  // Each slice follows its broadcast before the other broadcast starts.
  EXPECT_TRUE((pos("s1") < pos("big2") && pos("big1") < pos("s1")) ||
              (pos("s2") < pos("big1") && pos("big2") < pos("s2")));
}

TEST(SchedulerTest, DefaultSchedulerKeepsTheLowestPeak) {
  auto a = Analyze(kDiamond);
  ASSERT_NE(a.analysis, nullptr);
  ASSERT_EQ(a->schedule_candidates().size(), 3u);
  int64_t best = a->schedule_candidates()[0].second;
  std::string best_name = a->schedule_candidates()[0].first;
  for (const auto& [name, peak] : a->schedule_candidates()) {
    if (peak < best) {
      best = peak;
      best_name = name;
    }
  }
  EXPECT_EQ(a->scheduler(), best_name);
  SchedulerContext ctx{&a->dataflow(), &a->aliases(), &a->sizes()};
  auto peak = MinimumMemoryForModule(ctx, a->schedule());
  ASSERT_TRUE(peak.ok());
  EXPECT_EQ(*peak, best);
}

TEST(SchedulerTest, ParameterPrefetchesStartOneOpAheadAndEndBeforeTheirReader) {
  // The copy of w starts before the op ahead of the add that reads it and
  // ends just before the add; the copy of the intermediate a is not a
  // parameter prefetch.
  auto a = Analyze(R"(HloModule m
ENTRY e {
  p = )" A R"( parameter(0)
  a = )" A R"( negate(p)
  w = )" A R"( parameter(1)
  cs = (f32[8,128]{1,0:T(8,128)S(1)}, )" A R"(, u32[]{:S(2)}) copy-start(w)
  cd = f32[8,128]{1,0:T(8,128)S(1)} copy-done(cs)
  ca = (f32[8,128]{1,0:T(8,128)S(1)}, )" A R"(, u32[]{:S(2)}) copy-start(a)
  b = )" A R"( exponential(a)
  cda = f32[8,128]{1,0:T(8,128)S(1)} copy-done(ca)
  ROOT c = )" A R"( add(b, cd)
})",
                   {ScheduleMode::kModuleOrder, {}, nullptr});
  ASSERT_NE(a.analysis, nullptr);
  ModuleSchedule schedule = ModuleOrderSchedule(a->index());
  HoistParameterPrefetches(a->index(), &schedule);
  EXPECT_EQ(Names(*a, schedule.sequences[a->index().entry()]),
            std::vector<std::string>({"p", "w", "a", "ca", "cs", "b", "cda", "cd", "c"}));
}

TEST(SchedulerTest, APrefetchForTheFirstOpStartsFirst) {
  auto a = Analyze(R"(HloModule m
ENTRY e {
  p = )" A R"( parameter(0)
  w = )" A R"( parameter(1)
  cs = (f32[8,128]{1,0:T(8,128)S(1)}, )" A R"(, u32[]{:S(2)}) copy-start(w)
  cd = f32[8,128]{1,0:T(8,128)S(1)} copy-done(cs)
  a = )" A R"( add(p, cd)
  ROOT b = )" A R"( negate(a)
})",
                   {ScheduleMode::kModuleOrder, {}, nullptr});
  ASSERT_NE(a.analysis, nullptr);
  ModuleSchedule schedule = ModuleOrderSchedule(a->index());
  HoistParameterPrefetches(a->index(), &schedule);
  EXPECT_EQ(Names(*a, schedule.sequences[a->index().entry()]),
            std::vector<std::string>({"p", "w", "cs", "cd", "a", "b"}));
}

TEST(SchedulerTest, ScheduledModulesKeepTheirOrder) {
  auto a = Analyze(R"(HloModule m, is_scheduled=true
ENTRY e {
  p = )" A R"( parameter(0)
  b = )" A R"( exponential(p)
  a = )" A R"( negate(p)
  ROOT t = ()" A ", " A R"() tuple(a, b)
})");
  ASSERT_NE(a.analysis, nullptr);
  EXPECT_EQ(a->scheduler(), "module-order");
  EXPECT_EQ(Names(*a, a->schedule().sequences[a->index().entry()]),
            std::vector<std::string>({"p", "b", "a", "t"}));
}

TEST(SchedulerTest, EverySchedulerRespectsDependencies) {
  auto a = Analyze(R"(HloModule m
ENTRY e {
  p = )" A R"( parameter(0)
  q = )" A R"( parameter(1)
  a = )" A R"( add(p, q)
  b = )" A R"( multiply(a, p)
  c = )" A R"( subtract(b, q)
  d = )" A R"( negate(a), control-predecessors={c}
  ROOT t = ()" A ", " A R"() tuple(c, d)
})");
  ASSERT_NE(a.analysis, nullptr);
  for (auto& scheduler : {MakeListScheduler(), MakeDfsScheduler(), MakePostOrderScheduler()}) {
    std::vector<InstrIndex> order = ScheduleEntry(*a, *scheduler);
    ASSERT_EQ(order.size(), 7u) << scheduler->name();
    std::vector<int> pos(a->index().instruction_count(), -1);
    for (size_t k = 0; k < order.size(); ++k) pos[order[k]] = static_cast<int>(k);
    for (InstrIndex i : order) {
      for (InstrIndex o : a->index().operands(i)) EXPECT_LT(pos[o], pos[i]) << scheduler->name();
      for (InstrIndex c : a->index().control_predecessors(i)) {
        EXPECT_LT(pos[c], pos[i]) << scheduler->name();
      }
    }
  }
}

}  // namespace
}  // namespace tpusim::memory
