// Dense numbering (memory/module_index.h).
#include "memory/module_index.h"

#include "gtest/gtest.h"
#include "test/memory/memory_test_util.h"
#include "test/status_matchers.h"

namespace tpusim::memory {
namespace {

TEST(ModuleIndexTest, NodesCallersAndPostOrder) {
  auto module = testing::Parse(R"(HloModule m
fused {
  x = f32[4]{0} parameter(0)
  ROOT y = f32[4]{0} negate(x)
}
body {
  s = (s32[], f32[4]{0}) parameter(0)
  a = s32[] get-tuple-element(s), index=0
  b = f32[4]{0} get-tuple-element(s), index=1
  ROOT t = (s32[], f32[4]{0}) tuple(a, b)
}
cond {
  s = (s32[], f32[4]{0}) parameter(0)
  ROOT b = pred[] constant(false)
}
ENTRY e {
  p = f32[4]{0} parameter(0)
  f = f32[4]{0} fusion(p), kind=kLoop, calls=fused
  z = s32[] constant(0)
  pair = (f32[4]{0}, f32[4]{0}) tuple(f, p)
  i = (s32[], (f32[4]{0}, f32[4]{0})) tuple(z, pair)
  init = (s32[], f32[4]{0}) tuple(z, f)
  ROOT w = (s32[], f32[4]{0}) while(init), condition=cond, body=body
})");
  ASSERT_NE(module, nullptr);
  auto ix = ModuleIndex::Build(*module);
  ASSERT_THAT(ix, IsOk());
  const CompIndex entry = ix->entry();
  InstrIndex i = kNone;
  for (InstrIndex k : ix->instructions(entry)) {
    if (ix->instruction(k).name() == "i") i = k;
  }
  ASSERT_NE(i, kNone);
  // (s32[], (f32[4], f32[4])): nodes {}, {0}, {1}, {1,0}, {1,1}.
  EXPECT_EQ(ix->node_count(i), 5);
  const NodeIndex n = ix->Find(i, {1, 1});
  ASSERT_NE(n, kNone);
  EXPECT_EQ(ix->IndexOf(n), (hlo::ShapeIndex{1, 1}));
  EXPECT_EQ(ix->Find(i, {2}), kNone);
  EXPECT_EQ(ix->Child(ix->first_node(i), 1), ix->Find(i, {1}));
  // Contexts.
  int contexts_checked = 0;
  for (CompIndex c = 0; c < ix->computation_count(); ++c) {
    const std::string& name = ix->computation(c).name();
    if (name == "fused") {
      EXPECT_EQ(ix->context(c), CallContext::kEmbedded);
    } else if (name == "body" || name == "cond") {
      EXPECT_EQ(ix->context(c), CallContext::kControlFlow);
    } else if (name == "e") {
      EXPECT_EQ(ix->context(c), CallContext::kNone);
    } else {
      continue;
    }
    ++contexts_checked;
  }
  EXPECT_EQ(contexts_checked, 4);  // fused, body, cond, e
  // Callees come before their callers.
  const std::vector<CompIndex>& post = ix->ComputationPostOrder();
  EXPECT_EQ(post.back(), entry);
  // Operands precede their users in every instruction post-order.
  for (CompIndex c = 0; c < ix->computation_count(); ++c) {
    std::vector<int> pos(ix->instruction_count(), -1);
    int k = 0;
    for (InstrIndex x : ix->InstructionPostOrder(c)) pos[x] = k++;
    EXPECT_EQ(k, static_cast<int>(ix->instructions(c).size()));
    for (InstrIndex x : ix->instructions(c)) {
      for (InstrIndex o : ix->operands(x)) EXPECT_LT(pos[o], pos[x]);
    }
  }
}

// The compiler model leaves its new instructions without an id (-1), and
// hand-built IR may repeat one: such instructions are still found, and an
// instruction of another module is not, even with an id the index holds.
TEST(ModuleIndexTest, IndexOfInstructionsWithoutUniqueIds) {
  const std::string text = R"(HloModule m
ENTRY e {
  p = f32[4]{0} parameter(0)
  a = f32[4]{0} negate(p)
  b = f32[4]{0} exponential(a)
  ROOT c = f32[4]{0} add(a, b)
})";
  auto module = testing::Parse(text);
  auto other = testing::Parse(text);
  ASSERT_NE(module, nullptr);
  ASSERT_NE(other, nullptr);
  std::vector<hlo::Instruction*> instructions;
  for (const auto& instruction : module->entry()->instructions()) {
    instructions.push_back(instruction.get());
  }
  ASSERT_EQ(instructions.size(), 4u);
  instructions[1]->set_id(-1);
  instructions[3]->set_id(instructions[2]->id());
  auto ix = ModuleIndex::Build(*module);
  ASSERT_THAT(ix, IsOk());
  for (InstrIndex k = 0; k < ix->instruction_count(); ++k) {
    EXPECT_EQ(ix->IndexOf(&ix->instruction(k)), k);
  }
  for (const auto& instruction : other->entry()->instructions()) {
    EXPECT_EQ(ix->IndexOf(instruction.get()), kNone);
  }
  const InstrIndex c = ix->IndexOf(instructions[3]);
  ASSERT_NE(c, kNone);
  EXPECT_EQ(ix->operands(c).size(), 2u);
}

}  // namespace
}  // namespace tpusim::memory
