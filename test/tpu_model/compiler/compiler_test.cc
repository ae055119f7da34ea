// The compiler model's driver (tpu_model/compiler/compiler.h).
#include "tpu_model/compiler/compiler.h"

#include "gtest/gtest.h"
#include "test/tpu_model/compiler/compiler_test_util.h"
#include "test/status_matchers.h"
#include "tpu_model/layout_policy.h"

namespace tpusim::tpu::compiler {
namespace {

using testing::Parse;

constexpr char kProgram[] = R"(HloModule m
relu {
  a = f32[128,512] parameter(0)
  z = f32[] constant(0)
  zb = f32[128,512] broadcast(z), dimensions={}
  ROOT m = f32[128,512] maximum(a, zb)
}
ENTRY e {
  x = f32[128,256] parameter(0)
  w = f32[256,512] parameter(1)
  d = f32[128,512] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT r = f32[128,512] call(d), to_apply=relu
})";

TEST(CompilerTest, InlinesThenFuses) {
  auto module = Parse(kProgram);
  ASSERT_NE(module, nullptr);
  auto compiled = CompileForTpu(*module, **FindChip("v5e"));
  ASSERT_THAT(compiled, IsOk());
  EXPECT_EQ(compiled->stats.calls_inlined, 1);
  EXPECT_EQ(compiled->stats.fusions, 1);
  EXPECT_EQ(compiled->stats.instructions_before, 8);  // Entry and relu.
  // x, w, the fusion, and w's cross-program prefetch (copy-start and
  // copy-done: w is read only by the dot).
  EXPECT_EQ(compiled->stats.instructions_after, 5);
  EXPECT_EQ(compiled->stats.parameters_prefetched, 1);
  EXPECT_EQ(compiled->module->entry()->root()->fusion_kind(), "kOutput");
  EXPECT_FALSE(LayoutPolicy::ForModule(*module, nullptr).is_optimized());
  // XLA-shaped (fused) but not laid out: memory/ reads the compiler model's
  // output with the input's policy, layouts predicted.
  EXPECT_TRUE(LayoutPolicy::ForModule(*compiled->module, nullptr).is_optimized());
  EXPECT_FALSE(LayoutPolicy::ForModule(*compiled->module, nullptr).layouts_are_final());
}

// Benchmarks time the passes: each pass that runs is announced as it
// starts, in pipeline order; a pass with nothing to do is not.
TEST(CompilerTest, AnnouncesThePassesItRuns) {
  auto module = Parse(kProgram);
  ASSERT_NE(module, nullptr);
  std::vector<std::string> passes;
  auto compiled = CompileForTpu(*module, **FindChip("v5e"),
                                [&](absl::string_view pass) { passes.emplace_back(pass); });
  ASSERT_THAT(compiled, IsOk());
  EXPECT_EQ(passes, (std::vector<std::string>{"inline calls", "fusion", "layout assignment",
                                              "parameter prefetch"}));
}

}  // namespace
}  // namespace tpusim::tpu::compiler
