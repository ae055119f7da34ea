// Buffer assignment (memory/buffer_assignment.h): allocation kinds, reuse,
// the heap and XLA:TPU's combined temporary allocation.
#include "memory/buffer_assignment.h"

#include "gtest/gtest.h"
#include "test/memory/memory_test_util.h"

namespace tpusim::memory {
namespace {

using testing::Analyze;
using testing::ValueAt;

#define A "f32[8,128]{1,0:T(8,128)}"
#define S "f32[]{:T(128)}"

const BufferAllocation& AllocationOf(const MemoryAnalysis& a, const std::string& name,
                                     const hlo::ShapeIndex& index = {}) {
  const int32_t k = a.assignment().AllocationOf(ValueAt(a, name, index));
  EXPECT_NE(k, kNone) << name;
  return a.assignment().allocations()[std::max(k, 0)];
}

TEST(BufferAssignmentTest, AllocationKinds) {
  auto a = Analyze(R"(HloModule m, is_scheduled=true
add {
  x = )" S R"( parameter(0)
  y = )" S R"( parameter(1)
  ROOT s = )" S R"( add(x, y)
}
ENTRY e {
  p = )" A R"( parameter(0)
  k = )" A R"( constant({...})
  n = )" A R"( add(p, k)
  z = )" S R"( constant(0)
  r = f32[8]{0:T(256)} reduce(n, z), dimensions={1}, to_apply=add
  ROOT t = (f32[8]{0:T(256)}, )" A R"() tuple(r, n)
})");
  ASSERT_NE(a.analysis, nullptr);
  const BufferAllocation& param = AllocationOf(*a, "p");
  EXPECT_EQ(param.category(), AllocationCategory::kParameter);
  EXPECT_TRUE(param.IsReadOnly());
  EXPECT_EQ(param.size, 4096);
  EXPECT_EQ(AllocationOf(*a, "k").category(), AllocationCategory::kConstant);
  EXPECT_EQ(AllocationOf(*a, "n").category(), AllocationCategory::kOutput);
  EXPECT_EQ(AllocationOf(*a, "t").category(), AllocationCategory::kOutput);
  EXPECT_TRUE(AllocationOf(*a, "t").is_tuple);
  EXPECT_EQ(AllocationOf(*a, "s").category(), AllocationCategory::kThreadLocal);
  EXPECT_EQ(AllocationOf(*a, "x").category(), AllocationCategory::kThreadLocal);
  EXPECT_NE(&AllocationOf(*a, "x"), &AllocationOf(*a, "y"));
}

TEST(BufferAssignmentTest, TemporariesShareOneHeapAlignedTo16KiB) {
  // x and y (4 KiB each) are live together and sit 16 KiB apart; z writes
  // into x's memory (elementwise, x dies there). The 512 B output is too
  // small to take them.
  auto a = Analyze(R"(HloModule m, is_scheduled=true
add {
  l = )" S R"( parameter(0)
  r = )" S R"( parameter(1)
  ROOT s = )" S R"( add(l, r)
}
ENTRY e {
  p = )" A R"( parameter(0)
  x = )" A R"( negate(p)
  y = )" A R"( exponential(p)
  z = )" A R"( add(x, y)
  c = )" S R"( constant(0)
  ROOT r = )" S R"( reduce(z, c), dimensions={0,1}, to_apply=add
})");
  ASSERT_NE(a.analysis, nullptr);
  const BufferAllocation& heap = AllocationOf(*a, "x");
  EXPECT_EQ(heap.category(), AllocationCategory::kTemporary);
  EXPECT_EQ(&heap, &AllocationOf(*a, "y"));
  EXPECT_EQ(heap.size, 16384 + 4096);
  const int64_t ox = a->assignment().OffsetOf(ValueAt(*a, "x"));
  const int64_t oy = a->assignment().OffsetOf(ValueAt(*a, "y"));
  EXPECT_EQ(std::abs(ox - oy), 16384);
  EXPECT_EQ(a->assignment().OffsetOf(ValueAt(*a, "z")), ox);
  ASSERT_EQ(a->assignment().heaps().size(), 1u);
  EXPECT_EQ(a->assignment().heaps()[0].no_fragmentation_peak, 8192);
}

TEST(BufferAssignmentTest, TupleTablesAreCombinedIntoTheTempAllocation) {
  // The index table of t is a temporary of its own; CombineTempAllocations
  // appends the heap after it at the next 16 KiB boundary (v6e jit_f).
  auto a = Analyze(R"(HloModule m, is_scheduled=true
ENTRY e {
  p = )" A R"( parameter(0)
  x = )" A R"( negate(p)
  t = ()" A ", " A R"() tuple(x, p)
  g = )" A R"( get-tuple-element(t), index=0
  ROOT y = f32[8,128]{0,1:T(8,128)} copy(g)
})");
  ASSERT_NE(a.analysis, nullptr);
  const BufferAllocation& temp = AllocationOf(*a, "t");
  EXPECT_EQ(&temp, &AllocationOf(*a, "x"));
  EXPECT_TRUE(temp.is_tuple);
  EXPECT_EQ(a->assignment().OffsetOf(ValueAt(*a, "t")), 0);
  EXPECT_EQ(a->assignment().OffsetOf(ValueAt(*a, "x")), 16384);
  EXPECT_EQ(temp.size, 16384 + 4096);
}

TEST(BufferAssignmentTest, TemporariesMayReuseTheOutputAllocation) {
  // Temporaries whose live ranges do not meet the output's may live in the
  // output's allocation (v5p jit_fold_in's output allocation holds four
  // values).
  auto a = Analyze(R"(HloModule m, is_scheduled=true
ENTRY e {
  p = )" A R"( parameter(0)
  x = )" A R"( negate(p)
  q = f32[8,128]{0,1:T(8,128)} copy(x)
  ROOT y = f32[8,128]{0,1:T(8,128)} exponential(q)
})");
  ASSERT_NE(a.analysis, nullptr);
  const BufferAllocation& out = AllocationOf(*a, "y");
  EXPECT_EQ(out.category(), AllocationCategory::kOutput);
  // q (64 KiB like y, dies where y starts, y elementwise on it) moves into
  // y's allocation; x cannot join: its range touches q's at the copy, and a
  // copy never writes into its source.
  EXPECT_EQ(&AllocationOf(*a, "q"), &out);
  EXPECT_NE(&AllocationOf(*a, "x"), &out);
}

TEST(BufferAssignmentTest, AllGathersAndAllToAllsNeverShareALiveOutAllocation) {
  // g, a (all-gather, all-to-all) and n/ar (an all-reduce in place on n)
  // die before the output y starts and are as large: each could move into
  // y's allocation, but XLA:TPU never lets an all-gather or all-to-all value
  // share one with a live-out value (sharded_ep.me4.gshard_train...v5p: its
  // all-gather and all-to-all.2 sit in the temp heap, its all-reduce in the
  // output allocation), so only the all-reduce's buffer does.
  auto a = Analyze(R"(HloModule m, is_scheduled=true
sum {
  l = )" S R"( parameter(0)
  r = )" S R"( parameter(1)
  ROOT s = )" S R"( add(l, r)
}
ENTRY e {
  p = )" A R"( parameter(0)
  h = f32[8,32]{1,0:T(8,128)} parameter(1)
  z = )" S R"( constant(0)
  g = )" A R"( all-gather(h), dimensions={1}, replica_groups={}
  c1 = )" S R"( reduce(g, z), dimensions={0,1}, to_apply=sum
  a = )" A R"( all-to-all(p), dimensions={0}, replica_groups={}
  c2 = )" S R"( reduce(a, z), dimensions={0,1}, to_apply=sum
  n = )" A R"( exponential(p)
  ar = )" A R"( all-reduce(n), to_apply=sum
  c3 = )" S R"( reduce(ar, z), dimensions={0,1}, to_apply=sum
  y = )" A R"( negate(p)
  ROOT t = ()" A ", " S ", " S ", " S R"() tuple(y, c1, c2, c3)
})");
  ASSERT_NE(a.analysis, nullptr);
  const BufferAllocation& out = AllocationOf(*a, "y");
  EXPECT_EQ(out.category(), AllocationCategory::kOutput);
  EXPECT_EQ(&AllocationOf(*a, "ar"), &out);
  EXPECT_EQ(&AllocationOf(*a, "n"), &out);
  EXPECT_EQ(AllocationOf(*a, "g").category(), AllocationCategory::kTemporary);
  EXPECT_EQ(AllocationOf(*a, "a").category(), AllocationCategory::kTemporary);
}

TEST(BufferAssignmentTest, SparseCoreAllReducesShareNoBuffers) {
  // A synchronous all-reduce reduces in place into its operand and the
  // elementwise root takes its buffer: n, ar and y are one output buffer.
  // One the chip runs on its SparseCores does neither; its result goes to
  // the temp heap.
  const std::string text = R"(HloModule m, is_scheduled=true
sum {
  a = )" S R"( parameter(0)
  b = )" S R"( parameter(1)
  ROOT s = )" S R"( add(a, b)
}
ENTRY e {
  p = )" A R"( parameter(0)
  n = )" A R"( negate(p)
  ar = )" A R"( all-reduce(n), to_apply=sum
  ROOT y = )" A R"( exponential(ar)
})";
  auto in_place = Analyze(text);
  ASSERT_NE(in_place.analysis, nullptr);
  EXPECT_EQ(&AllocationOf(*in_place, "ar"), &AllocationOf(*in_place, "y"));
  EXPECT_EQ(&AllocationOf(*in_place, "n"), &AllocationOf(*in_place, "y"));

  MemoryAnalysisOptions options;
  options.assignment.sparsecore_all_reduce_min_bytes = 4096;
  auto async = Analyze(text, options);
  ASSERT_NE(async.analysis, nullptr);
  const BufferAllocation& reduced = AllocationOf(*async, "ar");
  EXPECT_NE(&reduced, &AllocationOf(*async, "y"));
  EXPECT_NE(&reduced, &AllocationOf(*async, "n"));
  EXPECT_EQ(reduced.category(), AllocationCategory::kTemporary);
}

TEST(BufferAssignmentTest, ATemporaryJoinsTheOutputItFeedsNotAnEarlierOne) {
  // o1 is live out from before t ends, so its allocation is skipped without
  // a look; o2 starts exactly where t ends and may take t's buffer (add
  // shares its operand's), so t moves into o2's allocation.
  auto a = Analyze(R"(HloModule m, is_scheduled=true
ENTRY e {
  p = )" A R"( parameter(0)
  t = )" A R"( exponential(p)
  o1 = )" A R"( negate(p)
  o2 = )" A R"( add(t, p)
  ROOT r = ()" A ", " A R"() tuple(o1, o2)
})");
  ASSERT_NE(a.analysis, nullptr);
  EXPECT_EQ(&AllocationOf(*a, "t"), &AllocationOf(*a, "o2"));
  EXPECT_NE(&AllocationOf(*a, "t"), &AllocationOf(*a, "o1"));
}

TEST(BufferAssignmentTest, AnotherThreadsResultsStayInTheTempHeap) {
  // v7x runs all-reduces on its SparseCores, wrapped in async computations
  // (sharded_dp.md8.mlp_train): the wrapped all-reduce's arrays sit in the
  // temp heap, not in the output allocation their readers write to, and
  // its tuple gets no index table.
  auto a = Analyze(R"(HloModule m, is_scheduled=true
add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
wrapped {
  p = )" A R"( parameter(0)
  q = )" A R"( parameter(1)
  ROOT ar = ()" A ", " A R"() all-reduce(p, q), to_apply=add
}, execution_thread="sparsecore"
ENTRY e {
  x = )" A R"( parameter(0)
  b = )" A R"( negate(x)
  c = )" A R"( exponential(x)
  start = (()" A ", " A R"(), ()" A ", " A R"(), s32[]) async-start(b, c), async_execution_thread="sparsecore", calls=wrapped
  done = ()" A ", " A R"() async-done(start)
  g0 = )" A R"( get-tuple-element(done), index=0
  g1 = )" A R"( get-tuple-element(done), index=1
  ROOT r = )" A R"( add(g0, g1)
})");
  ASSERT_NE(a.analysis, nullptr);
  const BufferAllocation& reduced = AllocationOf(*a, "ar", {0});
  EXPECT_EQ(reduced.category(), AllocationCategory::kTemporary);
  EXPECT_EQ(&AllocationOf(*a, "ar", {1}), &reduced);
  EXPECT_NE(&AllocationOf(*a, "r"), &reduced);
  EXPECT_EQ(a->assignment().AllocationOf(ValueAt(*a, "ar")), kNone);
}

TEST(BufferAssignmentTest, AliasedParameterTakesTheOutput) {
  auto a = Analyze(R"(HloModule m, is_scheduled=true, input_output_alias={ {}: (0, {}, may-alias) }
ENTRY e {
  p = )" A R"( parameter(0)
  ROOT y = )" A R"( negate(p)
})");
  ASSERT_NE(a.analysis, nullptr);
  const BufferAllocation& param = AllocationOf(*a, "p");
  EXPECT_EQ(&param, &AllocationOf(*a, "y"));
  EXPECT_TRUE(param.maybe_live_out);
  EXPECT_TRUE(param.is_parameter_aliased_with_output);
  EXPECT_FALSE(param.IsReadOnly());
  EXPECT_EQ(param.category(), AllocationCategory::kParameter);
}

TEST(BufferAssignmentTest, MemorySpacesGetSeparateAllocations) {
  auto a = Analyze(R"(HloModule m, is_scheduled=true
ENTRY e {
  p = )" A R"( parameter(0)
  v = f32[8,128]{1,0:T(8,128)S(1)} negate(p)
  h = f32[8,128]{1,0:T(8,128)S(5)} exponential(v)
  ROOT y = )" A R"( copy(h)
})");
  ASSERT_NE(a.analysis, nullptr);
  EXPECT_EQ(AllocationOf(*a, "v").color, 1);
  EXPECT_EQ(AllocationOf(*a, "h").color, 5);
  // The memory-space-1 allocation is the preset one XLA:TPU creates first.
  int color1 = 0;
  for (const BufferAllocation& alloc : a->assignment().allocations()) color1 += alloc.color == 1;
  EXPECT_EQ(color1, 1);
}

TEST(BufferAssignmentTest, AnEmptyPresetAllocationExistsWithoutMemorySpaceOne) {
  auto a = Analyze(R"(HloModule m, is_scheduled=true
ENTRY e {
  p = )" A R"( parameter(0)
  ROOT y = )" A R"( negate(p)
})");
  ASSERT_NE(a.analysis, nullptr);
  bool found = false;
  for (const BufferAllocation& alloc : a->assignment().allocations()) {
    if (alloc.color == 1) {
      found = true;
      EXPECT_EQ(alloc.size, 0);
      EXPECT_TRUE(alloc.assigned.empty());
    }
  }
  EXPECT_TRUE(found);
}

TEST(BufferAssignmentTest, AllocationOrderFollowsXlasPartition) {
  // XLA's CombineTempAllocations std::partition swaps the first temporary
  // (the preset allocation) with the last non-temporary: here the reducer's
  // thread-local add, so it becomes allocation 0 (v6e jit__psum).
  auto a = Analyze(R"(HloModule m, is_scheduled=true
add {
  x = )" S R"( parameter(0)
  y = )" S R"( parameter(1)
  ROOT s = )" S R"( add(x, y)
}
ENTRY e {
  p = )" A R"( parameter(0)
  ROOT r = )" A R"( all-reduce(p), replica_groups={}, to_apply=add
})");
  ASSERT_NE(a.analysis, nullptr);
  const auto& allocs = a->assignment().allocations();
  ASSERT_EQ(allocs.size(), 6u);
  EXPECT_EQ(a->assignment().AllocationOf(ValueAt(*a, "s")), 0);
  EXPECT_EQ(a->assignment().AllocationOf(ValueAt(*a, "r")), 1);
  EXPECT_EQ(a->assignment().AllocationOf(ValueAt(*a, "p")), 2);
  EXPECT_EQ(a->assignment().AllocationOf(ValueAt(*a, "x")), 3);
  EXPECT_EQ(a->assignment().AllocationOf(ValueAt(*a, "y")), 4);
  EXPECT_EQ(allocs[5].color, 1);
}

// y94 (32 KiB) is live when y95 (16 KiB) is made, y95 when y97 (48 KiB) is.
const char kAllocationOrderModule[] = R"(HloModule m, is_scheduled=true
add {
  x = )" S R"( parameter(0)
  y = )" S R"( parameter(1)
  ROOT s = )" S R"( add(x, y)
}
ENTRY e {
  p = f32[64,128]{1,0:T(8,128)} parameter(0)
  y94 = f32[64,128]{1,0:T(8,128)} negate(p)
  y95 = f32[32,128]{1,0:T(8,128)} slice(y94), slice={[0:32], [0:128]}
  y97 = f32[96,128]{1,0:T(8,128)} concatenate(y95, p), dimensions={0}
  z = )" S R"( constant(0)
  ROOT r = )" S R"( reduce(y97, z), dimensions={0,1}, to_apply=add
})";

TEST(BufferAssignmentTest, TheHbmHeapIsPackedInAllocationOrder) {
  // XLA:TPU places HBM temporaries in the order they are allocated (the
  // embedding.grad.b9...v5p pattern): y95 goes above y94, and y97 does not
  // fit in y94's freed 32 KiB, so it goes on top: 96 KiB where spatial
  // best-fit (y97 and y94 at 0, y95 above y97) needs 64 KiB.
  auto a = Analyze(kAllocationOrderModule);
  ASSERT_NE(a.analysis, nullptr);
  const BufferAllocation& heap = AllocationOf(*a, "y94");
  EXPECT_EQ(heap.category(), AllocationCategory::kTemporary);
  EXPECT_EQ(heap.size, 98304);
  EXPECT_EQ(a->assignment().OffsetOf(ValueAt(*a, "y94")), 0);
  EXPECT_EQ(a->assignment().OffsetOf(ValueAt(*a, "y95")), 32768);
  EXPECT_EQ(a->assignment().OffsetOf(ValueAt(*a, "y97")), 49152);
  ASSERT_EQ(a->assignment().heaps().size(), 1u);
  ASSERT_EQ(a->assignment().heaps()[0].candidates.size(), 1u);
  EXPECT_EQ(a->assignment().heaps()[0].candidates[0].first, "allocation-order");
}

TEST(BufferAssignmentTest, AProgramOverTheHbmCapacityIsRepackedByBestFit) {
  // When the allocation-order packing does not fit in HBM, XLA:TPU repacks
  // with spatial best-fit (every out-of-memory oracle case whose orders
  // differ holds the spatial packing).
  MemoryAnalysisOptions options;
  options.assignment.hbm_capacity = 65536;
  auto a = Analyze(kAllocationOrderModule, options);
  ASSERT_NE(a.analysis, nullptr);
  const BufferAllocation& heap = AllocationOf(*a, "y94");
  EXPECT_EQ(heap.size, 65536);
  EXPECT_EQ(a->assignment().OffsetOf(ValueAt(*a, "y97")), 0);
  EXPECT_EQ(a->assignment().OffsetOf(ValueAt(*a, "y94")), 0);
  EXPECT_EQ(a->assignment().OffsetOf(ValueAt(*a, "y95")), 49152);
  ASSERT_EQ(a->assignment().heaps().size(), 1u);
  EXPECT_EQ(a->assignment().heaps()[0].candidates[0].first, "allocation-order");
  EXPECT_EQ(a->assignment().heaps()[0].candidates[1].first, "spatial");
}

}  // namespace
}  // namespace tpusim::memory
