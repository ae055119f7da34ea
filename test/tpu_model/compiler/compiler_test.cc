// The compiler model's driver (tpu_model/compiler/compiler.h).
#include "tpu_model/compiler/compiler.h"

#include "gtest/gtest.h"
#include "test/tpu_model/compiler/compiler_test_util.h"
#include "test/status_matchers.h"

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
  EXPECT_EQ(compiled->stats.instructions_after, 3);  // x, w and the fusion.
  EXPECT_EQ(compiled->module->entry()->root()->fusion_kind(), "kOutput");
  EXPECT_FALSE(IsOptimizedModule(*module));
  EXPECT_TRUE(IsOptimizedModule(*compiled->module));
}

TEST(CompilerTest, OptimizedModulesAreRecognized) {
  auto tiled = Parse(R"(HloModule m
ENTRY e {
  ROOT p = f32[8,128]{1,0:T(8,128)} parameter(0)
})");
  ASSERT_NE(tiled, nullptr);
  EXPECT_TRUE(IsOptimizedModule(*tiled));
  auto scheduled = Parse(R"(HloModule m, is_scheduled=true
ENTRY e {
  ROOT p = f32[8,128] parameter(0)
})");
  ASSERT_NE(scheduled, nullptr);
  EXPECT_TRUE(IsOptimizedModule(*scheduled));
  auto plain = Parse(R"(HloModule m
ENTRY e {
  ROOT p = f32[8,128]{1,0} parameter(0)
})");
  ASSERT_NE(plain, nullptr);
  EXPECT_FALSE(IsOptimizedModule(*plain));
}

}  // namespace
}  // namespace tpusim::tpu::compiler
