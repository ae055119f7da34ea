// Call inlining (tpu_model/compiler/call_inliner.h).
#include "tpu_model/compiler/call_inliner.h"

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "hlo/text/hlo_printer.h"
#include "test/tpu_model/compiler/compiler_test_util.h"
#include "test/status_matchers.h"

namespace tpusim::tpu::compiler {
namespace {

using ::testing::ElementsAre;
using testing::EntryOutline;
using testing::Parse;

// JAX's StableHLO calls private functions such as relu; nested calls too.
constexpr char kCalls[] = R"(HloModule m
inner {
  x = f32[8,128] parameter(0)
  ROOT n = f32[8,128] negate(x)
}
relu {
  a = f32[8,128] parameter(0)
  z = f32[] constant(0)
  zb = f32[8,128] broadcast(z), dimensions={}
  m = f32[8,128] maximum(a, zb)
  ROOT c = f32[8,128] call(m), to_apply=inner
}
ENTRY e {
  p = f32[8,128] parameter(0)
  r = f32[8,128] call(p), to_apply=relu
  ROOT s = f32[8,128] sqrt(r)
})";

TEST(CallInlinerTest, AnElementOfAnInlinedTupleIsTheValueItHolds) {
  // A callee returning two values (jax.random's threefry, a log_softmax
  // with its residual): its readers read the values themselves, and the
  // tuple, read by nothing, is left for dead-code removal.
  auto module = Parse(R"(HloModule m
pair {
  x = u32[64,128] parameter(0)
  a = u32[64,128] add(x, x)
  b = u32[64,128] multiply(x, x)
  ROOT t = (u32[64,128], u32[64,128]) tuple(a, b)
}
ENTRY e {
  p = u32[64,128] parameter(0)
  c = (u32[64,128], u32[64,128]) call(p), to_apply=pair
  first = u32[64,128] get-tuple-element(c), index=0
  second = u32[64,128] get-tuple-element(c), index=1
  ROOT x = u32[64,128] xor(first, second)
})");
  ASSERT_NE(module, nullptr);
  auto inlined = InlineCalls(*module);
  ASSERT_THAT(inlined, IsOk());
  const hlo::Instruction* root = inlined->module->entry()->root();
  ASSERT_EQ(root->operand_count(), 2);
  EXPECT_EQ(root->operand(0)->name(), "a");
  EXPECT_EQ(root->operand(1)->name(), "b");
  EXPECT_THAT(EntryOutline(*inlined->module),
              ElementsAre("p:parameter", "a:add", "b:multiply", "t:tuple", "x:xor"));
}

TEST(CallInlinerTest, ReplacesEveryCallByTheCalleesInstructions) {
  auto module = Parse(kCalls);
  ASSERT_NE(module, nullptr);
  auto inlined = InlineCalls(*module);
  ASSERT_THAT(inlined, IsOk());
  EXPECT_EQ(inlined->calls_inlined, 2);  // inner into relu, then relu into e.
  const hlo::Module& out = *inlined->module;
  EXPECT_THAT(EntryOutline(out), ElementsAre("p:parameter", "z:constant", "zb:broadcast",
                                            "m:maximum", "n:negate", "s:sqrt"));
  EXPECT_EQ(out.entry()->root()->operand(0)->name(), "n");
  EXPECT_EQ(out.entry()->root()->operand(0)->operand(0)->operand(0)->name(), "p");
  // The callees are gone: nothing calls them any more.
  EXPECT_EQ(out.computations().size(), 1u);
  // The result prints and parses again.
  EXPECT_NE(Parse(hlo::PrintModule(out)), nullptr);
}

TEST(CallInlinerTest, KeepsComputationsOtherInstructionsCall) {
  constexpr char kReduce[] = R"(HloModule m
sum {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}
ENTRY e {
  p = f32[8,128] parameter(0)
  z = f32[] constant(0)
  ROOT r = f32[8] reduce(p, z), dimensions={1}, to_apply=sum
})";
  auto module = Parse(kReduce);
  ASSERT_NE(module, nullptr);
  auto inlined = InlineCalls(*module);
  ASSERT_THAT(inlined, IsOk());
  EXPECT_EQ(inlined->calls_inlined, 0);
  const hlo::Instruction* reduce = inlined->module->entry()->root();
  ASSERT_NE(reduce->called_computation("to_apply"), nullptr);
  EXPECT_EQ(reduce->called_computation("to_apply")->name(), "sum");
  EXPECT_EQ(reduce->called_computation("to_apply")->parent(), inlined->module.get());
}

TEST(CallInlinerTest, RejectsACallThatPassesTooFewOperands) {
  constexpr char kBad[] = R"(HloModule m
f {
  a = f32[8] parameter(0)
  b = f32[8] parameter(1)
  ROOT s = f32[8] add(a, b)
}
ENTRY e {
  p = f32[8] parameter(0)
  ROOT c = f32[8] call(p), to_apply=f
})";
  auto module = Parse(kBad);
  if (module == nullptr) GTEST_SKIP() << "the parser rejects it first";
  auto inlined = InlineCalls(*module);
  EXPECT_FALSE(inlined.ok());
}

}  // namespace
}  // namespace tpusim::tpu::compiler
