// XLA's rematerialization, as predicted (memory/rematerialization.h).
#include "memory/rematerialization.h"

#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "memory/memory_report.h"
#include "memory/report_render.h"
#include "test/memory/memory_test_util.h"
#include "test/status_matchers.h"

namespace tpusim::memory {
namespace {

using ::testing::HasSubstr;
using testing::Analyze;

constexpr int64_t kMiB = 1 << 20;

// `a` is read right after it is made and again at the end; b, c, d and e2
// peak in between. Recomputing `a` from the parameter just before its last
// read takes it off that peak. Dots, which never write into an operand's
// buffer, keep every value in a buffer of its own. Each array is `shape`,
// square (f32[1024,1024]: 4 MiB).
std::string Program(const std::string& shape, bool from_a_temporary = false) {
  const std::string s = shape + "{1,0:T(8,128)}";
  const std::string dot = ", lhs_contracting_dims={1}, rhs_contracting_dims={0}\n";
  const std::string source = from_a_temporary
                                 ? "  y = " + s + " dot(x, x)" + dot + "  a = " + s + " dot(y, x)" + dot
                                 : "  a = " + s + " exponential(x)\n";
  return "HloModule remat, is_scheduled=true\nENTRY e {\n  x = " + s + " parameter(0)\n" +
         source + "  b = " + s + " dot(a, x)" + dot + "  c = " + s + " dot(b, x)" + dot +
         "  d = " + s + " dot(c, b)" + dot + "  e2 = " + s + " dot(d, c)" + dot +
         "  ROOT r = " + s + " dot(e2, a)" + dot + "}\n";
}

// Freeing 4 MiB recomputes `a` and nothing else.
void ExpectFreesFourMibByRecomputingA(const MemoryAnalysis& a) {
  absl::StatusOr<RematerializationPlan> plan = PlanRematerialization(a, 4 * kMiB);
  ASSERT_THAT(plan, IsOk());
  EXPECT_TRUE(plan->fits);
  ASSERT_EQ(plan->recomputed.size(), 1u);
  EXPECT_EQ(plan->recomputed[0].name, "a");
}

TEST(RematerializationTest, RecomputesAValueUnreadAtThePeak) {
  auto a = Analyze(Program("f32[1024,1024]"), {}, "v5e");
  ASSERT_NE(a.analysis, nullptr);
  absl::StatusOr<RematerializationPlan> plan = PlanRematerialization(*a, 4 * kMiB);
  ASSERT_THAT(plan, IsOk());
  EXPECT_TRUE(plan->fits);
  EXPECT_EQ(plan->bytes_freed, 4 * kMiB);
  EXPECT_EQ(plan->recomputations, 1);
  ASSERT_EQ(plan->recomputed.size(), 1u);
  EXPECT_EQ(plan->recomputed[0].name, "a");
  EXPECT_EQ(plan->recomputed[0].bytes, 4 * kMiB);
  EXPECT_EQ(plan->recomputed[0].flops, 1024 * 1024);  // One exponential per element.
  EXPECT_EQ(plan->extra_flops, 1024 * 1024);
}

TEST(RematerializationTest, StopsWhenNothingElseCanBeSplit) {
  // b and c are read at the next two points, d and e2 at the next: no gap
  // to split.
  auto a = Analyze(Program("f32[1024,1024]"), {}, "v5e");
  ASSERT_NE(a.analysis, nullptr);
  absl::StatusOr<RematerializationPlan> plan = PlanRematerialization(*a, 8 * kMiB);
  ASSERT_THAT(plan, IsOk());
  EXPECT_FALSE(plan->fits);
  EXPECT_EQ(plan->bytes_to_free, 8 * kMiB);
  EXPECT_EQ(plan->bytes_freed, 4 * kMiB);
}

TEST(RematerializationTest, NeedsItsOperandsAtTheRecomputation) {
  // `a` is now made from a temporary that dies at once: recomputing it at
  // the end would need that temporary kept alive, which the model does not.
  auto a = Analyze(Program("f32[1024,1024]", /*from_a_temporary=*/true), {}, "v5e");
  ASSERT_NE(a.analysis, nullptr);
  absl::StatusOr<RematerializationPlan> plan = PlanRematerialization(*a, 4 * kMiB);
  ASSERT_THAT(plan, IsOk());
  EXPECT_FALSE(plan->fits);
  EXPECT_EQ(plan->recomputations, 0);
}

TEST(RematerializationTest, ReadsAPrefetchedParameterFromHbm) {
  // `a` is made from the parameter's VMEM copy, which ends at its reader;
  // a recomputation reads the parameter itself. The copy-start's index
  // table opens the HBM temp allocation, whose arrays still count
  // (deep_mlp.sweep...b112768.v6e fits with rematerialization, as XLA's,
  // only so).
  std::string program = Program("f32[1024,1024]");
  const std::string s = "f32[1024,1024]{1,0:T(8,128)}";
  const std::string vmem = "f32[1024,1024]{1,0:T(8,128)S(1)}";
  const std::string prefetch = "  cs = (" + vmem + ", " + s + ", u32[]{:S(2)}) copy-start(x)\n" +
                               "  xp = " + vmem + " copy-done(cs)\n" + "  a = " + s +
                               " exponential(xp)\n";
  const std::string plain = "  a = " + s + " exponential(x)\n";
  ASSERT_NE(program.find(plain), std::string::npos);
  program.replace(program.find(plain), plain.size(), prefetch);
  auto a = Analyze(program, {}, "v5p");
  ASSERT_NE(a.analysis, nullptr);
  ExpectFreesFourMibByRecomputingA(*a);
}

TEST(RematerializationTest, PrefersTheCheaperOfTwoEqualValues) {
  // g (a dot) and a (an exponential), 4 MiB each, g first, are read right
  // after they are made and again together after the peak (by a dot, which
  // shares neither's buffer; the small result takes neither either).
  // Freeing 4 MiB recomputes the exponential, not the dot.
  const std::string s = "f32[1024,1024]{1,0:T(8,128)}";
  const std::string narrow = "f32[1024,8]{1,0:T(8,128)}";
  const std::string dot = ", lhs_contracting_dims={1}, rhs_contracting_dims={0}\n";
  const std::string program =
      "HloModule remat, is_scheduled=true\nENTRY e {\n  x = " + s + " parameter(0)\n  y = " +
      narrow + " parameter(1)\n  g = " + s + " dot(x, x)" + dot + "  a = " + s +
      " exponential(x)\n  b = " + s + " dot(a, g)" + dot + "  c = " + s + " dot(b, x)" + dot +
      "  d = " + s + " dot(c, b)" + dot + "  e2 = " + s + " dot(d, c)" + dot + "  u = " + s +
      " dot(g, a)" + dot + "  t = " + s + " dot(e2, u)" + dot + "  ROOT r = " + narrow +
      " dot(t, y)" + dot + "}\n";
  auto a = Analyze(program, {}, "v5e");
  ASSERT_NE(a.analysis, nullptr);
  ExpectFreesFourMibByRecomputingA(*a);
}

TEST(RematerializationTest, NothingToFreePlansNothing) {
  auto a = Analyze(Program("f32[1024,1024]"), {}, "v5e");
  ASSERT_NE(a.analysis, nullptr);
  absl::StatusOr<RematerializationPlan> plan = PlanRematerialization(*a, 0);
  ASSERT_THAT(plan, IsOk());
  EXPECT_TRUE(plan->fits);
  EXPECT_EQ(plan->recomputations, 0);
}

TEST(RematerializationTest, TheReportSaysItFitsOnlyWithRematerialization) {
  // f32[28672,28672] is 3 GiB: 3 in, 3 out and 12 on the heap at the peak
  // is 18 GiB over v5e's 15.75; recomputing `a` brings it to 15 GiB.
  auto a = Analyze(Program("f32[28672,28672]"), {}, "v5e");
  ASSERT_NE(a.analysis, nullptr);
  absl::StatusOr<MemoryReport> report = BuildMemoryReport(*a);
  ASSERT_THAT(report, IsOk());
  EXPECT_FALSE(report->fits);
  EXPECT_TRUE(report->rematerialization_planned);
  EXPECT_TRUE(report->fits_with_rematerialization);
  EXPECT_TRUE(report->compiles());
  const int64_t array_bytes = int64_t{28672} * 28672 * 4;
  EXPECT_EQ(report->rematerialized_peak_bytes, report->peak_bytes - array_bytes);
  const std::string text = RenderText(*report, RenderOptions{});
  EXPECT_THAT(text, HasSubstr("Verdict: fits only with rematerialization."));
  EXPECT_THAT(text, HasSubstr("recompute a (3.06G) 1 time"));
  const nlohmann::json json = RenderJson(*report, RenderOptions{});
  EXPECT_EQ(json["verdict"], "fits_with_rematerialization");
  EXPECT_EQ(json["rematerialization"]["recomputations"], 1);
}

TEST(RematerializationTest, FlopsOfDotsAndReductions) {
  auto module = testing::Parse(R"(HloModule m
sum {
  p = f32[] parameter(0)
  q = f32[] parameter(1)
  ROOT s = f32[] add(p, q)
}
ENTRY e {
  x = f32[64,32] parameter(0)
  w = f32[32,16] parameter(1)
  d = f32[64,16] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  z = f32[] constant(0)
  r = f32[64] reduce(d, z), dimensions={1}, to_apply=sum
  ROOT t = f32[64,16] transpose(d), dimensions={0,1}
})");
  ASSERT_NE(module, nullptr);
  const hlo::Computation* entry = module->entry();
  EXPECT_EQ(EstimateFlops(*entry->FindInstruction("d")), 2 * 64 * 16 * 32);
  EXPECT_EQ(EstimateFlops(*entry->FindInstruction("r")), 64 * 16);
  EXPECT_EQ(EstimateFlops(*entry->FindInstruction("t")), 0);
}

}  // namespace
}  // namespace tpusim::memory
