// Dead-code removal (tpu_model/compiler/dead_code.h).
#include "tpu_model/compiler/dead_code.h"

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "hlo/text/hlo_printer.h"
#include "test/status_matchers.h"
#include "test/tpu_model/compiler/compiler_test_util.h"

namespace tpusim::tpu::compiler {
namespace {

using ::testing::ElementsAre;
using testing::EntryOutline;
using testing::Parse;

TEST(DeadCodeTest, DropsWhatNothingReads) {
  // The whole-shape zeros the partitioner replaced (z), and a chain that
  // ends unread (n -> e), go; the unread parameter and all-reduce stay.
  auto module = Parse(R"(HloModule m
sum {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[8,128] parameter(0)
  unused = f32[8,128] parameter(1)
  c = f32[] constant(0)
  z = f32[32,128] broadcast(c), dimensions={}
  n = f32[8,128] negate(x)
  e = f32[8,128] exponential(n)
  ar = f32[8,128] all-reduce(x), to_apply=sum
  ROOT o = f32[8,128] add(x, x)
})");
  ASSERT_NE(module, nullptr);
  ASSERT_TRUE(HasDeadCode(*module));
  absl::StatusOr<DeadCodeRemovedModule> live = RemoveDeadCode(*module);
  ASSERT_THAT(live, IsOk());
  EXPECT_EQ(live->removed, 4);  // c, z, n, e.
  EXPECT_THAT(EntryOutline(*live->module),
              ElementsAre("x:parameter", "unused:parameter", "ar:all-reduce", "o:add"));
  EXPECT_FALSE(HasDeadCode(*live->module));
  EXPECT_NE(Parse(hlo::PrintModule(*live->module)), nullptr);
}

TEST(DeadCodeTest, KeepsAModuleWithoutDeadCodeAsItIs) {
  auto module = Parse(R"(HloModule m
ENTRY e {
  x = f32[8,128] parameter(0)
  n = f32[8,128] negate(x)
  ROOT t = (f32[8,128], f32[8,128]) tuple(n, x)
})");
  ASSERT_NE(module, nullptr);
  EXPECT_FALSE(HasDeadCode(*module));
}

TEST(DeadCodeTest, OnlyPureOpsAreRemovable) {
  auto module = Parse(R"(HloModule m
ENTRY e {
  x = f32[8,128] parameter(0)
  cc = f32[8,128] custom-call(x), custom_call_target="foo"
  ROOT n = f32[8,128] negate(x)
})");
  ASSERT_NE(module, nullptr);
  const hlo::Computation* entry = module->entry();
  EXPECT_FALSE(IsRemovableWhenUnread(*entry->FindInstruction("x")));
  EXPECT_FALSE(IsRemovableWhenUnread(*entry->FindInstruction("cc")));
  EXPECT_TRUE(IsRemovableWhenUnread(*entry->FindInstruction("n")));
  EXPECT_FALSE(HasDeadCode(*module));
}

}  // namespace
}  // namespace tpusim::tpu::compiler
