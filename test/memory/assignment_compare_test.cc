// Comparing two buffer assignments (memory/assignment_compare.h).
#include "memory/assignment_compare.h"

#include "gtest/gtest.h"
#include "memory/memory_viewer.h"
#include "test/memory/memory_test_util.h"
#include "test/test_support.h"

namespace tpusim::memory {
namespace {

testing::Analyzed SmallProgram() {
  return testing::Analyze(tpusim::testing::ReadFileOrDie(
                              tpusim::testing::TestDataPath("golden/memory/small_program.hlo")),
                          {}, "v5e");
}

TEST(AssignmentCompareTest, AnAssignmentMatchesItself) {
  auto a = SmallProgram();
  ASSERT_NE(a.analysis, nullptr);
  const hlo::BufferAssignmentRecord record = ToBufferAssignmentRecord(*a.analysis);
  const AssignmentComparison c = CompareAssignments(*a.module, record, record);
  EXPECT_TRUE(c.matches()) << ComparisonToText(c, "a", "b");
  EXPECT_EQ(c.matched_logical_buffers, c.expected_logical_buffers);
  EXPECT_TRUE(ComparisonToJson(c)["matches"].get<bool>());
}

TEST(AssignmentCompareTest, ReportsSizeAllocationAndPeakDifferences) {
  auto a = SmallProgram();
  ASSERT_NE(a.analysis, nullptr);
  const hlo::BufferAssignmentRecord expected = ToBufferAssignmentRecord(*a.analysis);
  hlo::BufferAssignmentRecord actual = expected;
  // Grow one logical buffer and the allocation holding it.
  actual.logical_buffers[0].size += 512;
  const int64_t id = actual.logical_buffers[0].id;
  for (hlo::BufferAllocationRecord& alloc : actual.buffer_allocations) {
    for (const hlo::AssignedBufferRecord& b : alloc.assigned) {
      if (b.logical_buffer_id == id) alloc.size += 512;
    }
  }
  const AssignmentComparison c = CompareAssignments(*a.module, expected, actual);
  EXPECT_FALSE(c.matches());
  ASSERT_EQ(c.buffer_differences.size(), 1u);
  EXPECT_EQ(c.buffer_differences[0].actual_size, c.buffer_differences[0].expected_size + 512);
  int mismatched = 0;
  for (const AllocationComparison& alloc : c.allocations) mismatched += !alloc.matches;
  EXPECT_EQ(mismatched, 1);
  const std::string text = ComparisonToText(c, "XLA", "tpusim");
  EXPECT_NE(text.find("MISMATCH"), std::string::npos);
  EXPECT_NE(text.find("DIFF"), std::string::npos);
}

TEST(AssignmentCompareTest, ReportsBuffersInOtherAllocations) {
  auto a = SmallProgram();
  ASSERT_NE(a.analysis, nullptr);
  const hlo::BufferAssignmentRecord expected = ToBufferAssignmentRecord(*a.analysis);
  hlo::BufferAssignmentRecord actual = expected;
  // Move the last buffer of the largest allocation into an allocation of its own.
  auto largest = std::max_element(actual.buffer_allocations.begin(),
                                  actual.buffer_allocations.end(),
                                  [](const auto& x, const auto& y) { return x.assigned.size() < y.assigned.size(); });
  ASSERT_GE(largest->assigned.size(), 2u);
  hlo::BufferAllocationRecord extra;
  extra.index = static_cast<int64_t>(actual.buffer_allocations.size());
  extra.size = largest->assigned.back().size;
  extra.color = largest->color;
  extra.assigned.push_back(largest->assigned.back());
  largest->assigned.pop_back();
  actual.buffer_allocations.push_back(extra);
  const AssignmentComparison c = CompareAssignments(*a.module, expected, actual);
  EXPECT_FALSE(c.matches());
  bool lacks = false;
  for (const AllocationComparison& alloc : c.allocations) {
    for (const std::string& d : alloc.differences) lacks |= d.rfind("lacks ", 0) == 0;
  }
  EXPECT_TRUE(lacks);
}

}  // namespace
}  // namespace tpusim::memory
