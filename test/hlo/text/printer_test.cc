#include "hlo/text/hlo_printer.h"

#include <string>

#include "gtest/gtest.h"
#include "hlo/text/hlo_parser.h"
#include "test/hlo/text/text_test_util.h"
#include "test/test_support.h"

namespace tpusim::hlo {
namespace {

using ::tpusim::hlo::testing::ModulesEqual;

std::unique_ptr<Module> ParseOrDie(absl::string_view text,
                                   absl::string_view file = "test.hlo") {
  absl::StatusOr<std::unique_ptr<Module>> m = ParseHloModule(text, file);
  EXPECT_TRUE(m.ok()) << m.status().message();
  return m.ok() ? std::move(*m) : nullptr;
}

// Parse, print, re-parse; the two modules must be equal and printing the
// second gives the same text (the printer reached its fixed point).
void ExpectRoundTrip(absl::string_view text) {
  std::unique_ptr<Module> first = ParseOrDie(text);
  ASSERT_NE(first, nullptr);
  std::string printed = PrintModule(*first);
  std::unique_ptr<Module> second = ParseOrDie(printed, "printed.hlo");
  ASSERT_NE(second, nullptr) << printed;
  EXPECT_TRUE(ModulesEqual(*first, *second)) << printed;
  EXPECT_EQ(PrintModule(*second), printed);
}

TEST(HloPrinterTest, XlaStyleText) {
  const char* kText = R"(HloModule m, is_scheduled=true, entry_computation_layout={(f32[2]{0})->f32[2]{0}}

%add (a: f32[], b: f32[]) -> f32[] {
  %a = f32[] parameter(0)
  %b = f32[] parameter(1)
  ROOT %c = f32[] add(f32[] %a, f32[] %b)
}

ENTRY %main (p: f32[2]) -> f32[2] {
  %p = f32[2]{0:T(128)} parameter(0), metadata={op_name="p" stack_frame_id=1}
  %z = f32[] constant(0)
  %r = f32[] reduce(f32[2]{0:T(128)} %p, f32[] %z), dimensions={0}, to_apply=%add
  ROOT %b = f32[2]{0} broadcast(f32[] %r), dimensions={}, control-predecessors={%z}, metadata={op_type="t" op_name="n" source_file="f.py" source_line=3}, backend_config={"k":1}
}

)";
  std::unique_ptr<Module> m = ParseOrDie(kText);
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(PrintModule(*m), kText);
}

TEST(HloPrinterTest, NormalisesToXlaForm) {
  // %-less names, omitted shapes and nested operands print in full.
  std::unique_ptr<Module> m = ParseOrDie(R"(
HloModule n
ENTRY e {
  p = f32[2]{0} parameter(0)
  ROOT s = add(p, negate(p)), metadata={source_line=7 op_name="x"}, backend_config="a\"b"
})");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(PrintModule(*m), R"(HloModule n

ENTRY %e (p: f32[2]) -> f32[2] {
  %p = f32[2]{0} parameter(0)
  %negate.1 = f32[2]{0} negate(f32[2]{0} %p)
  ROOT %s = f32[2]{0} add(f32[2]{0} %p, f32[2]{0} %negate.1), metadata={op_name="x" source_line=7}, backend_config="a\"b"
}

)");
}

TEST(HloPrinterTest, AttributeForms) {
  std::unique_ptr<Module> m = ParseOrDie(R"(
HloModule forms
%sum { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT c = f32[] add(a, b) }
ENTRY e {
  p = f32[8,8]{1,0} parameter(0)
  s = f32[4,4]{1,0} slice(p), slice={[0:8:2], [0:4]}
  pd = f32[9,8]{1,0} pad(p, f32[] constant(0)), padding=0_1_0x0_0
  rw = f32[4,4]{1,0} reduce-window(p, f32[] constant(0)), window={size=2x2 stride=2x2 pad=0_0x1_1 rhs_reversal=1x0}, to_apply=%sum
  ar = f32[8,8]{1,0} all-reduce(p), replica_groups={{0,1},{2,3}}, to_apply=%sum
  cp = f32[8,8]{1,0} collective-permute(p), source_target_pairs={{0,1}}, slice_sizes={{1,2}}
  ROOT t = (f32[4,4]{1,0}, f32[9,8]{1,0}, f32[4,4]{1,0}, f32[8,8]{1,0}, f32[8,8]{1,0}) tuple(s, pd, rw, ar, cp), sharding={{replicated}, {replicated}, {replicated}, {replicated}, /*index=4*/{replicated}}
})");
  ASSERT_NE(m, nullptr);
  const Computation* e = m->entry();
  EXPECT_EQ(PrintInstruction(*e->FindInstruction("s")),
            "%s = f32[4,4]{1,0} slice(f32[8,8]{1,0} %p), slice={[0:8:2], [0:4]}");
  EXPECT_EQ(PrintInstruction(*e->FindInstruction("pd")),
            "%pd = f32[9,8]{1,0} pad(f32[8,8]{1,0} %p, f32[] %constant.1), "
            "padding=0_1x0_0");
  EXPECT_EQ(PrintInstruction(*e->FindInstruction("rw")),
            "%rw = f32[4,4]{1,0} reduce-window(f32[8,8]{1,0} %p, f32[] "
            "%constant.2), window={size=2x2 stride=2x2 pad=0_0x1_1 "
            "rhs_reversal=1x0}, to_apply=%sum");
  EXPECT_EQ(PrintInstruction(*e->FindInstruction("cp")),
            "%cp = f32[8,8]{1,0} collective-permute(f32[8,8]{1,0} %p), "
            "source_target_pairs={{0,1}}, slice_sizes={{1,2}}");
  const std::string t = PrintInstruction(*e->root());
  EXPECT_NE(t.find("/*index=4*/{replicated}}"), std::string::npos) << t;
  EXPECT_NE(t.find("%ar, f32[8,8]{1,0} %cp)"), std::string::npos) << t;
  ExpectRoundTrip(PrintModule(*m));
}

TEST(HloPrinterTest, AttributeValueText) {
  std::unique_ptr<Module> m = ParseOrDie(R"(
HloModule v
%add { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT c = f32[] add(a, b) }
ENTRY e {
  p = f32[4]{0} parameter(0)
  ROOT r = f32[] reduce(p, f32[] constant(0)), dimensions={0}, to_apply=%add, custom_call_target="q\"t", kind=kLoop, sharding={replicated}
})");
  ASSERT_NE(m, nullptr);
  const Instruction& r = *m->entry()->root();
  EXPECT_EQ(PrintAttributeValue(*r.FindAttribute("dimensions")), "{0}");
  EXPECT_EQ(PrintAttributeValue(*r.FindAttribute("to_apply")), "%add");
  EXPECT_EQ(PrintAttributeValue(*r.FindAttribute("custom_call_target")),
            R"("q\"t")");
  EXPECT_EQ(PrintAttributeValue(*r.FindAttribute("kind")), "kLoop");
  EXPECT_EQ(PrintAttributeValue(*r.FindAttribute("sharding")), "{replicated}");
}

TEST(HloPrinterTest, OperandIndexMarkers) {
  std::unique_ptr<Module> m = ParseOrDie(R"(
HloModule idx
ENTRY e {
  p = s32[] parameter(0)
  ROOT t = (s32[], s32[], s32[], s32[], s32[], s32[]) tuple(p, p, p, p, p, p)
})");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(PrintInstruction(*m->entry()->root()),
            "%t = (s32[], s32[], s32[], s32[], s32[], s32[]) tuple(s32[] %p, "
            "s32[] %p, s32[] %p, s32[] %p, s32[] %p, /*index=5*/s32[] %p)");
}

TEST(HloPrinterTest, AsyncSugarPrintsBack) {
  const char* kText = R"(HloModule async

ENTRY %e (p: f32[8]) -> f32[8] {
  %p = f32[8]{0} parameter(0)
  %s = ((f32[8]{0}), f32[8]{0}, s32[]) custom-call-start(f32[8]{0} %p), custom_call_target="foo", api_version=API_VERSION_TYPED_FFI, sharding={replicated}, metadata={op_name="x"}, backend_config="b"
  %u = ((f32[8]{0}), f32[8]{0}, s32[]) custom-call-update(((f32[8]{0}), f32[8]{0}, s32[]) %s)
  ROOT %d = f32[8]{0} custom-call-done(((f32[8]{0}), f32[8]{0}, s32[]) %u)
}

)";
  std::unique_ptr<Module> m = ParseOrDie(kText);
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->computations().size(), 2u);  // Wrapper + entry.
  EXPECT_EQ(PrintModule(*m), kText);
  ExpectRoundTrip(kText);
}

TEST(HloPrinterTest, ModuleAttributes) {
  const char* kText = R"(HloModule m, is_scheduled=true, input_output_alias={ {0}: (0, {}, may-alias), {1}: (1, {0,1}, must-alias) }, buffer_donor={ (2, {}) }, entry_computation_layout={(f32[]{:T(128)}, s32[], (f32[], f32[]), s32[], s32[], /*index=5*/s32[])->f32[]}, replica_count=1, num_partitions=2, frontend_attributes={a="b"}

ENTRY %e (p0: f32[], p1: s32[], p2: (f32[], f32[]), p3: s32[], p4: s32[], p5: s32[]) -> s32[] {
  %p0 = f32[] parameter(0)
  %p1 = s32[] parameter(1)
  %p2 = (f32[], f32[]) parameter(2)
  %p3 = s32[] parameter(3)
  %p4 = s32[] parameter(4)
  ROOT %p5 = s32[] parameter(5)
}, execution_thread="main"

)";
  std::unique_ptr<Module> m = ParseOrDie(kText);
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(PrintModule(*m), kText);
}

TEST(HloPrinterTest, AllAttributesRoundTrip) {
  ExpectRoundTrip(tpusim::testing::ReadFileOrDie(
      tpusim::hlo::testing::TestDataFile("hlo/all_attributes.hlo")));
}

TEST(HloPrinterTest, RoundTripOfInferredAndNested) {
  ExpectRoundTrip(R"(
HloModule r
%f { a = f32[4] parameter(0) ROOT n = f32[4] negate(a) }
ENTRY e {
  p = f32[4]{0} parameter(0)
  c = compare(p, negate(p)), direction=LT
  s = ((f32[4]{0}), f32[4]{0}, s32[]) fusion-start(p), kind=kLoop, calls=%f
  d = f32[4]{0} fusion-done(s)
  ROOT t = tuple(c, d)
})");
}

TEST(HloPrinterTest, PrintsModulesBuiltByHand) {
  // Modules from other importers have no text behind them.
  Module module("built");
  auto comp = std::make_unique<Computation>("entry");
  auto p = std::make_unique<Instruction>("p", HloOpcode::kParameter,
                                         Shape(PrimitiveType::kF32, {4}));
  p->set_parameter_number(0);
  Instruction* pp = comp->AddInstruction(std::move(p));
  auto n = std::make_unique<Instruction>("n", HloOpcode::kNegate, pp->shape());
  n->AppendOperand(pp);
  n->AddAttribute(Attribute::String("note", "tab\there"));
  comp->AddInstruction(std::move(n));
  module.AddComputation(std::move(comp));
  ASSERT_TRUE(module.Finalize().ok());
  std::string text = PrintModule(module);
  EXPECT_NE(text.find(R"(%n = f32[4] negate(f32[4] %p), note="tab\there")"),
            std::string::npos)
      << text;
  std::unique_ptr<Module> back = ParseOrDie(text);
  ASSERT_NE(back, nullptr);
  // An unknown key comes back as raw text, with its quotes.
  EXPECT_EQ(back->entry()->root()->GetText("note"), R"("tab\there")");
}

}  // namespace
}  // namespace tpusim::hlo
