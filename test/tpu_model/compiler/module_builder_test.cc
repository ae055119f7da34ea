// Rewritten copies of modules (tpu_model/compiler/module_builder.h).
#include "tpu_model/compiler/module_builder.h"

#include "gtest/gtest.h"
#include "test/status_matchers.h"
#include "test/tpu_model/compiler/compiler_test_util.h"
#include "tpu_model/compiler/call_inliner.h"

namespace tpusim::tpu::compiler {
namespace {

using hlo::InputLocation;
using testing::Parse;

constexpr char kProgram[] = R"(HloModule m
relu {
  a = f32[8] parameter(0)
  z = f32[] constant(0)
  zb = f32[8] broadcast(z), dimensions={}
  ROOT m = f32[8] maximum(a, zb)
}
ENTRY e {
  p = f32[8] parameter(0)
  ROOT r = f32[8] call(p), to_apply=relu
})";

// Names a pass hands out by the million start unique; one that clashes
// with a name of the source is still renamed by Finish.
TEST(ModuleBuilderTest, NumberedNamesCountUpAndStayUnique) {
  auto module = Parse(R"(HloModule m
ENTRY e {
  p = f32[8] parameter(0)
  ROOT param_0.1 = f32[8] negate(p)
})");
  ASSERT_NE(module, nullptr);
  ModuleBuilder builder(*module);
  EXPECT_EQ(builder.NumberedName("param_0"), "param_0");
  EXPECT_EQ(builder.NumberedName("param_0"), "param_0.1");
  EXPECT_EQ(builder.NumberedName("param_1"), "param_1");
  EXPECT_EQ(builder.NumberedName("param_0"), "param_0.2");
  hlo::Computation* entry = builder.NewComputationLike(*module->entry());
  builder.MapComputation(module->entry(), entry);
  ASSERT_THAT(CopyComputation(*module->entry(), builder, entry), IsOk());
  auto extra = std::make_unique<hlo::Instruction>(builder.NumberedName("param_0.1"),
                                                  hlo::HloOpcode::kNegate,
                                                  entry->root()->shape());
  extra->AppendOperand(entry->root());
  entry->set_root(entry->AddInstruction(std::move(extra)));
  auto built = builder.Finish(entry);
  ASSERT_THAT(built, IsOk());
  // The source's `param_0.1` keeps its name (callers first, in order).
  EXPECT_NE((*built)->entry()->FindInstruction("param_0.1"), nullptr);
  EXPECT_EQ((*built)->entry()->root()->name(), "param_0.1.1");
}

// Diagnostics on a compiled module point at the input's lines: copies keep
// the input location of what they copy.
TEST(ModuleBuilderTest, CopiesKeepInputLocations) {
  auto module = Parse(kProgram);
  ASSERT_NE(module, nullptr);
  ModuleBuilder builder(*module);
  hlo::Computation* entry = nullptr;
  for (hlo::Computation* source : module->MakeComputationPostOrder()) {
    hlo::Computation* copy = builder.NewComputationLike(*source);
    ASSERT_THAT(CopyComputation(*source, builder, copy), IsOk());
    builder.MapComputation(source, copy);
    if (source == module->entry()) entry = copy;
  }
  absl::StatusOr<std::unique_ptr<hlo::Module>> copied = builder.Finish(entry);
  ASSERT_THAT(copied, IsOk());
  for (const auto& computation : module->computations()) {
    const hlo::Computation* copy = (*copied)->FindComputation(computation->name());
    ASSERT_NE(copy, nullptr) << computation->name();
    EXPECT_TRUE(copy->input_location().known());
    EXPECT_EQ(copy->input_location(), computation->input_location());
    for (const auto& instruction : computation->instructions()) {
      const hlo::Instruction* c = copy->FindInstruction(instruction->name());
      ASSERT_NE(c, nullptr) << instruction->name();
      EXPECT_EQ(c->input_location(), instruction->input_location()) << instruction->name();
    }
  }
  EXPECT_EQ((*copied)->entry()->FindInstruction("r")->input_location(), (InputLocation{10, 8}));
}

TEST(ModuleBuilderTest, InlinedInstructionsPointAtTheCallee) {
  auto module = Parse(kProgram);
  ASSERT_NE(module, nullptr);
  auto inlined = InlineCalls(*module);
  ASSERT_THAT(inlined, IsOk());
  const hlo::Instruction* maximum = nullptr;
  for (const auto& instruction : inlined->module->entry()->instructions()) {
    if (instruction->opcode() == hlo::HloOpcode::kMaximum) maximum = instruction.get();
  }
  ASSERT_NE(maximum, nullptr);
  EXPECT_EQ(maximum->input_location(), (InputLocation{6, 8}));
}

TEST(ModuleBuilderTest, AnyInstructionOutsideFusionsSkipsFusionBodies) {
  auto module = Parse(R"(HloModule m
fused {
  p = f32[8] parameter(0)
  ROOT n = f32[8] negate(p)
}
ENTRY e {
  x = f32[8] parameter(0)
  f = f32[8] fusion(x), kind=kLoop, calls=fused
  ROOT a = f32[8] abs(f)
})");
  ASSERT_NE(module, nullptr);
  auto is = [](hlo::HloOpcode opcode) {
    return [opcode](const hlo::Instruction& i) { return i.opcode() == opcode; };
  };
  EXPECT_TRUE(AnyInstructionOutsideFusions(*module, is(hlo::HloOpcode::kAbs)));
  EXPECT_FALSE(AnyInstructionOutsideFusions(*module, is(hlo::HloOpcode::kNegate)));
  // MappedOperands follows the map, in operand order.
  const hlo::Instruction* abs = module->entry()->root();
  hlo::Instruction* stand_in = module->entry()->parameter(0);
  absl::flat_hash_map<const hlo::Instruction*, hlo::Instruction*> map = {
      {abs->operand(0), stand_in}};
  std::vector<hlo::Instruction*> mapped = MappedOperands(*abs, map);
  ASSERT_EQ(mapped.size(), 1u);
  EXPECT_EQ(mapped[0], stand_in);
}

// RewriteInstructions replaces what the rewrite returns, outside fusion
// bodies only, and hands the replacement the source's control predecessors.
TEST(ModuleBuilderTest, RewriteInstructionsReplacesOutsideFusions) {
  auto module = Parse(R"(HloModule m
fused {
  p = f32[8] parameter(0)
  ROOT n = f32[8] negate(p)
}
ENTRY e {
  x = f32[8] parameter(0)
  first = f32[8] negate(x)
  f = f32[8] fusion(x), kind=kLoop, calls=fused
  second = f32[8] negate(f), control-predecessors={first}
  ROOT a = f32[8] add(first, second)
})");
  ASSERT_NE(module, nullptr);
  int rewritten = 0;
  absl::StatusOr<std::unique_ptr<hlo::Module>> copy = RewriteInstructions(
      *module, [&](const hlo::Instruction& source, absl::Span<hlo::Instruction* const> operands,
                   hlo::Computation* into, ModuleBuilder&) -> hlo::Instruction* {
        if (source.opcode() != hlo::HloOpcode::kNegate) return nullptr;
        ++rewritten;
        auto abs = std::make_unique<hlo::Instruction>(source.name(), hlo::HloOpcode::kAbs,
                                                      source.shape());
        abs->AppendOperand(operands[0]);
        return into->AddInstruction(std::move(abs));
      });
  ASSERT_THAT(copy, IsOk());
  EXPECT_EQ(rewritten, 2);  // Not the negate inside the fusion.
  const hlo::Computation* entry = (*copy)->entry();
  const hlo::Instruction* second = entry->FindInstruction("second");
  ASSERT_NE(second, nullptr);
  EXPECT_EQ(second->opcode(), hlo::HloOpcode::kAbs);
  ASSERT_EQ(second->control_predecessors().size(), 1u);
  EXPECT_EQ(second->control_predecessors()[0], entry->FindInstruction("first"));
  EXPECT_EQ(entry->FindInstruction("f")->fused_computation()->root()->opcode(),
            hlo::HloOpcode::kNegate);
}

}  // namespace
}  // namespace tpusim::tpu::compiler
