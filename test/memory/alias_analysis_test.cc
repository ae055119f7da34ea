// Buffers and their merge rules (memory/alias_analysis.h).
#include "memory/alias_analysis.h"

#include "gtest/gtest.h"
#include "test/memory/memory_test_util.h"

namespace tpusim::memory {
namespace {

using testing::Analyze;
using testing::SameBuffer;
using testing::ValueAt;

#define A "f32[8,128]{1,0:T(8,128)}"

TEST(AliasAnalysisTest, InputOutputAliasMergesParameterAndOutput) {
  auto a = Analyze(R"(HloModule m, input_output_alias={ {0}: (1, {}, may-alias) }
ENTRY e {
  p0 = )" A R"( parameter(0)
  p1 = )" A R"( parameter(1)
  n = )" A R"( add(p0, p1)
  ROOT t = ()" A R"() tuple(n)
})");
  ASSERT_NE(a.analysis, nullptr);
  EXPECT_TRUE(SameBuffer(*a, ValueAt(*a, "n"), ValueAt(*a, "p1")));
  EXPECT_FALSE(SameBuffer(*a, ValueAt(*a, "n"), ValueAt(*a, "p0")));
  EXPECT_TRUE(a->aliases().ParameterHasAlias(1, {}));
  EXPECT_FALSE(a->aliases().ParameterHasAlias(0, {}));
}

TEST(AliasAnalysisTest, BufferDonorsArePairedWithOutputsOfTheSameSize) {
  // Two donors, two outputs: the 4 KiB donor pairs with the 4 KiB output;
  // the 8 KiB donor finds no 8 KiB output.
  auto a = Analyze(R"(HloModule m, buffer_donor={ (0, {}), (1, {}) }
ENTRY e {
  p0 = f32[16,128]{1,0:T(8,128)} parameter(0)
  p1 = )" A R"( parameter(1)
  n = )" A R"( negate(p1)
  m = f32[4,128]{1,0:T(4,128)} slice(p0), slice={[0:4], [0:128]}
  ROOT t = ()" A R"(, f32[4,128]{1,0:T(4,128)}) tuple(n, m)
})");
  ASSERT_NE(a.analysis, nullptr);
  EXPECT_EQ(a->aliases().paired_donor_count(), 1);
  EXPECT_TRUE(SameBuffer(*a, ValueAt(*a, "n"), ValueAt(*a, "p1")));
  EXPECT_FALSE(SameBuffer(*a, ValueAt(*a, "m"), ValueAt(*a, "p0")));
}

TEST(AliasAnalysisTest, BuffersLiveOutThroughAnyValue) {
  auto a = Analyze(R"(HloModule m
ENTRY e {
  p = )" A R"( parameter(0)
  n = )" A R"( negate(p)
  ROOT x = )" A R"( exponential(n)
})");
  ASSERT_NE(a.analysis, nullptr);
  const AliasAnalysis& aa = a->aliases();
  EXPECT_TRUE(aa.LivesOut(aa.BufferOf(ValueAt(*a, "x"))));
  EXPECT_FALSE(aa.LivesOut(aa.BufferOf(ValueAt(*a, "n"))));
  // Every buffer lists its values in id order.
  for (BufferIndex b = 0; b < aa.buffer_count(); ++b) {
    ASSERT_FALSE(aa.values(b).empty());
    for (size_t k = 1; k < aa.values(b).size(); ++k) {
      EXPECT_LT(aa.values(b)[k - 1], aa.values(b)[k]);
    }
  }
}

}  // namespace
}  // namespace tpusim::memory
