#include "hlo/text/hlo_parser.h"
#include "hlo/text/hlo_printer.h"

#include <algorithm>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "test/hlo/text/text_test_util.h"
#include "test/test_support.h"

namespace tpusim::hlo {
namespace {

std::unique_ptr<Module> ParseOrDie(absl::string_view text) {
  absl::StatusOr<std::unique_ptr<Module>> m = ParseHloModule(text, "test.hlo");
  EXPECT_TRUE(m.ok()) << m.status().message();
  return m.ok() ? std::move(*m) : nullptr;
}

const Instruction* Find(const Module& m, absl::string_view name) {
  for (const auto& c : m.computations()) {
    if (const Instruction* i = c->FindInstruction(name)) return i;
  }
  return nullptr;
}

class AllAttributesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    text_ = tpusim::testing::ReadFileOrDie(
        tpusim::hlo::testing::TestDataFile("hlo/all_attributes.hlo"));
    module_ = ParseOrDie(text_);
    ASSERT_NE(module_, nullptr);
  }
  const Instruction& I(absl::string_view name) {
    const Instruction* i = Find(*module_, name);
    EXPECT_NE(i, nullptr) << name;
    static const Instruction* const kMissing =
        new Instruction("missing", HloOpcode::kAdd, Shape());
    return i != nullptr ? *i : *kMissing;
  }
  const Attribute& A(absl::string_view inst, absl::string_view attr) {
    const Attribute* a = I(inst).FindAttribute(attr);
    EXPECT_NE(a, nullptr) << inst << "." << attr;
    static const Attribute* const kMissing = new Attribute();
    return a != nullptr ? *a : *kMissing;
  }
  std::string text_;
  std::unique_ptr<Module> module_;
};

TEST_F(AllAttributesTest, ModuleAttributes) {
  const Module& m = *module_;
  EXPECT_EQ(m.name(), "all_attributes");
  EXPECT_TRUE(m.is_scheduled());
  EXPECT_EQ(m.replica_count, 2);
  EXPECT_EQ(m.num_partitions, 4);
  ASSERT_EQ(m.input_output_alias.size(), 2u);
  EXPECT_EQ(m.input_output_alias[0],
            (InputOutputAlias{{0}, 0, {}, /*must_alias=*/false}));
  EXPECT_EQ(m.input_output_alias[1], (InputOutputAlias{{1}, 1, {1}, true}));
  ASSERT_EQ(m.buffer_donors.size(), 1u);
  EXPECT_EQ(m.buffer_donors[0], (BufferDonor{1, {0}}));
  ASSERT_TRUE(m.entry_computation_layout.has_value());
  const ProgramShape& layout = *m.entry_computation_layout;
  ASSERT_EQ(layout.parameters.size(), 3u);
  EXPECT_EQ(layout.parameters[0].ToString(), "f32[8,128]{1,0:T(8,128)}");
  EXPECT_EQ(layout.parameters[1].ToString(), "(s32[], f32[4]{0})");
  EXPECT_EQ(layout.result.ToString(), "(f32[8,128]{1,0:T(8,128)}, f32[4]{0})");
  ASSERT_EQ(m.other_attributes.size(), 2u);
  EXPECT_EQ(m.other_attributes[0].name, "frontend_attributes");
  EXPECT_EQ(m.other_attributes[0].kind, AttrKind::kRaw);
  EXPECT_EQ(std::get<std::string>(m.other_attributes[0].value),
            R"({xla.sdy.meshes="{mesh = #sdy.mesh<[\"x\"=4]>}"})");
  EXPECT_EQ(std::get<std::string>(m.other_attributes[1].value), "{true}");
}

TEST_F(AllAttributesTest, ComputationsEntryAndForwardReferences) {
  const Module& m = *module_;
  std::vector<std::string> names;
  for (const auto& c : m.computations()) names.push_back(c->name());
  EXPECT_EQ(names, (std::vector<std::string>{"add", "cond", "main", "body",
                                             "branch0", "branch1", "fused",
                                             "less"}));
  EXPECT_EQ(m.entry()->name(), "main");
  // %body, %branch0, %fused, %less are used before they are defined.
  EXPECT_EQ(I("w").called_computation("body"), m.FindComputation("body"));
  EXPECT_TRUE(m.FindComputation("fused")->IsFusionComputation());
  EXPECT_EQ(m.FindComputation("less")->execution_thread(), "main");
  EXPECT_EQ(m.FindComputation("branch1")->root()->name(), "e");
  EXPECT_EQ(m.entry()->root()->name(), "out");
  EXPECT_EQ(m.FindComputation("add")->parameter(1)->name(), "y");
}

TEST_F(AllAttributesTest, IdsFollowTextOrder) {
  int64_t expected = 0;
  for (const auto& c : module_->computations()) {
    for (const auto& inst : c->instructions()) {
      EXPECT_EQ(inst->id(), expected++) << inst->name();
    }
  }
  EXPECT_EQ(expected, module_->instruction_count());
}

TEST_F(AllAttributesTest, ScalarKinds) {
  EXPECT_EQ(A("ar", "channel_id").kind, AttrKind::kInt);
  EXPECT_EQ(I("ar").GetInt("channel_id"), 1);
  EXPECT_EQ(I("v").tuple_index(), 1);
  EXPECT_EQ(I("sort").GetBool("is_stable"), true);
  EXPECT_EQ(I("cc").GetBool("custom_call_has_side_effect"), true);
  EXPECT_EQ(A("cc", "custom_call_target").kind, AttrKind::kString);
  EXPECT_EQ(I("cc").custom_call_target(), "my\"target\\");
  EXPECT_EQ(A("lt", "direction").kind, AttrKind::kIdent);
  EXPECT_EQ(I("lt").GetText("direction"), "LT");
  EXPECT_EQ(I("lt").GetText("type"), "SIGNED");
  EXPECT_EQ(I("fusion").fusion_kind(), "kLoop");
  EXPECT_EQ(I("cc").GetText("api_version"), "API_VERSION_TYPED_FFI");
  EXPECT_EQ(I("cc").GetText("schedule"), "SCHEDULE_LATEST");
  EXPECT_EQ(I("dot").GetText("algorithm"), "dot_bf16_bf16_f32");
  EXPECT_EQ(I("iota").GetInt("iota_dimension"), 0);
  EXPECT_EQ(I("conv").GetInt("feature_group_count"), 1);
}

TEST_F(AllAttributesTest, ListKinds) {
  EXPECT_EQ(*I("bc").dimensions(), (std::vector<int64_t>{0, 1}));
  EXPECT_EQ(*I("dot").GetIntList("lhs_contracting_dims"), (std::vector<int64_t>{1}));
  EXPECT_TRUE(I("dot").GetIntList("lhs_batch_dims")->empty());
  EXPECT_EQ(I("dot").dot_dimension_numbers().rhs_contracting_dimensions,
            (std::vector<int64_t>{1}));
  EXPECT_EQ(*I("ar").GetIntLists("replica_groups"),
            (std::vector<std::vector<int64_t>>{{0, 1}, {2, 3}}));
  EXPECT_EQ(*I("cp").GetIntLists("source_target_pairs"),
            (std::vector<std::vector<int64_t>>{{0, 1}, {1, 0}}));
  // The iota form of replica groups is kept verbatim.
  EXPECT_EQ(A("ag", "replica_groups").kind, AttrKind::kRaw);
  EXPECT_EQ(I("ag").GetText("replica_groups"), "[2,2]<=[4]");
  EXPECT_EQ(A("conv", "operand_precision").kind, AttrKind::kIdentList);
  EXPECT_EQ(std::get<std::vector<std::string>>(A("conv", "operand_precision").value),
            (std::vector<std::string>{"default", "highest"}));
  EXPECT_EQ(std::get<std::vector<std::string>>(A("a", "parameter_replication").value),
            (std::vector<std::string>{"true"}));
}

TEST_F(AllAttributesTest, SubGrammars) {
  EXPECT_EQ(*I("sl").slice(),
            (std::vector<SliceDim>{{0, 8, 2}, {0, 64, 1}}));
  EXPECT_EQ(*I("pd").padding(),
            (std::vector<PaddingDim>{{1, 1, 1}, {0, 2, 0}}));
  const Window& w = *I("rw").window();
  ASSERT_EQ(w.dims.size(), 2u);
  EXPECT_EQ(w.dims[0], (WindowDim{2, 2, 0, 0, 1, 1, false}));
  EXPECT_EQ(w.dims[1], (WindowDim{2, 2, 0, 0, 1, 1, true}));
  const Window& cw = *I("conv").window();
  EXPECT_EQ(cw.dims[1], (WindowDim{3, 1, 1, 1, 1, 1, false}));
  const ConvolutionDimensionNumbers& d = *I("conv").convolution_dimension_numbers();
  EXPECT_EQ(d.input_batch_dimension, 0);
  EXPECT_EQ(d.input_feature_dimension, 3);
  EXPECT_EQ(d.input_spatial_dimensions, (std::vector<int64_t>{1, 2}));
  EXPECT_EQ(d.kernel_input_feature_dimension, 2);
  EXPECT_EQ(d.kernel_output_feature_dimension, 3);
  EXPECT_EQ(*I("cc").output_to_operand_aliasing(),
            (std::vector<OutputOperandAlias>{{{0}, 0, {}}}));
}

TEST_F(AllAttributesTest, CalledComputations) {
  const Module& m = *module_;
  EXPECT_EQ(I("red").called_computation("to_apply"), m.FindComputation("add"));
  EXPECT_EQ(I("w").called_computation("condition"), m.FindComputation("cond"));
  EXPECT_EQ(I("fusion").fused_computation(), m.FindComputation("fused"));
  EXPECT_EQ(A("cond.result", "branch_computations").kind,
            AttrKind::kComputationList);
  EXPECT_EQ(I("cond.result").called_computations(),
            (std::vector<Computation*>{m.FindComputation("branch0"),
                                       m.FindComputation("branch1")}));
  EXPECT_EQ(I("cc").called_computations(),
            (std::vector<Computation*>{m.FindComputation("add")}));
}

TEST_F(AllAttributesTest, RawAttributesKeepTheirText) {
  EXPECT_EQ(I("a").sharding(), "{devices=[2,1]0,1}");
  EXPECT_EQ(I("t").sharding(), "{{replicated}, {maximal device=0}}");
  EXPECT_EQ(A("w", "backend_config").kind, AttrKind::kRaw);
  EXPECT_EQ(I("w").backend_config(), R"({"known_trip_count":{"n":"10"}})");
  EXPECT_EQ(A("cc", "backend_config").kind, AttrKind::kString);
  EXPECT_EQ(I("cc").backend_config(), "{\"x\": 1}\n");
  EXPECT_EQ(I("fusion").GetText("statistics"), "{visualizing_index=1,stat-1=33.0}");
  EXPECT_EQ(I("fusion").GetText("origin"), R"({{"v"}})");
  EXPECT_EQ(I("bn").GetText("frontend_attributes"), R"({_xla_compute_type="host"})");
  EXPECT_EQ(A("bn", "some_future_key").kind, AttrKind::kRaw);
  EXPECT_EQ(I("bn").GetText("some_future_key"), "[1,2]<=[2]T(1,0)");
  EXPECT_EQ(I("epsilon.use").GetText("epsilon"), "0.001");
  EXPECT_EQ(I("epsilon.use").GetText("result_accuracy"), "{tolerance={rtol=0.5}}");
}

TEST_F(AllAttributesTest, AttributeOrderIsTextOrder) {
  std::vector<std::string> names;
  for (const Attribute& a : I("cc").attributes()) names.push_back(a.name);
  EXPECT_EQ(names, (std::vector<std::string>{
                       "custom_call_target", "api_version",
                       "output_to_operand_aliasing", "custom_call_has_side_effect",
                       "called_computations", "schedule", "backend_config"}));
}

TEST_F(AllAttributesTest, MetadataAndControlPredecessors) {
  const OpMetadata& md = I("out").metadata();
  EXPECT_EQ(md.op_type, "Tuple");
  EXPECT_EQ(md.op_name, "jit(f)/tuple");
  EXPECT_EQ(md.source_file, "f.py");
  EXPECT_EQ(md.source_line, 12);
  const OpMetadata& img = I("img").metadata();
  EXPECT_EQ(img.op_name, "img");
  EXPECT_EQ(img.other, (std::vector<std::pair<std::string, std::string>>{
                           {"stack_frame_id", "3"},
                           {"deduplicated_name", "\"fusion.1\""},
                           {"scheduling_name", "\"img\""}}));
  ASSERT_EQ(I("fusion").control_predecessors().size(), 1u);
  EXPECT_EQ(I("fusion").control_predecessors()[0], &I("cc"));
  EXPECT_FALSE(I("a").has_metadata());
}

TEST_F(AllAttributesTest, NestedOperandsAndLiterals) {
  const Instruction& red = I("red");
  const Instruction* init = red.operand(1);
  EXPECT_EQ(init->opcode(), HloOpcode::kConstant);
  EXPECT_EQ(init->name(), "constant.1");
  EXPECT_EQ(init->literal(), "0");
  EXPECT_EQ(init->shape().ToString(), "f32[]");
  // The nested constant sits just before its user.
  const auto& insts = module_->entry()->instructions();
  auto user = std::find_if(insts.begin(), insts.end(),
                           [&](const auto& inst) { return inst.get() == &red; });
  ASSERT_NE(user, insts.end());
  ASSERT_NE(user, insts.begin());
  EXPECT_EQ((user - 1)->get(), init);
  EXPECT_EQ(I("pd").operand(1)->literal(), "-inf");
  EXPECT_EQ(I("cond.result").operand(0)->literal(), "true");
  EXPECT_EQ(I("k").literal(), "{...}");
}

TEST_F(AllAttributesTest, PercentLessNamesAndInferredShapes) {
  const Computation* b1 = module_->FindComputation("branch1");
  ASSERT_NE(b1, nullptr);
  EXPECT_EQ(b1->root()->operand(0)->name(), "b1");
  // %j1 = add(%j, %one) has no shape in the text: it is the operand's.
  EXPECT_EQ(I("j1").shape().ToString(), "s32[]");
  EXPECT_EQ(I("bn").shape().ToString(), "f32[4]{0}");
}

TEST(HloParserTest, MoreAttributeKeys) {
  auto m = ParseOrDie(R"(
HloModule keys
ENTRY e {
  p = f32[8]{0} parameter(0)
  d = f32[8]{0} domain(p), domain={kind="sharding", entry={maximal device=0}, exit={replicated}}
  f = c64[8]{0} fft(c64[8]{0} constant({...})), fft_type=FFT, fft_length={8}
  r = f32[8]{0} rng(f32[] constant(0), f32[] constant(1)), distribution=rng_uniform
  g = (u32[2]{0}, u32[8]{0}) rng-bit-generator(u32[2]{0} constant({0, 1})), algorithm=rng_default
  t = token[] after-all()
  i = ((f32[8]{0}), token[]) infeed(t), infeed_config="cfg\d"
  o = token[] outfeed(p, t), outfeed_config="x", outfeed_shape=f32[8]{0}
  c = f32[8]{0} custom-call(p), custom_call_target="t", padding_type=PADDING_SAME, custom_call_schedule=SCHEDULE_EARLIEST, operand_layout_constraints={f32[8]{0}}, literal=s32[] 3
  ar = f32[8]{0} all-reduce(p), replica_groups={}, mode=kCrossReplica, to_apply=%sum
  rp = f32[8]{0} reduce-precision(p), exponent_bits=5, mantissa_bits=10
  ROOT bn = (f32[8]{0}, f32[8]{0}) tuple(d, c)
}
%sum { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT s = f32[] add(a, b) }
)");
  ASSERT_NE(m, nullptr);
  const Computation* e = m->FindComputation("e");
  auto text = [&](absl::string_view inst, absl::string_view attr) {
    return std::string(e->FindInstruction(inst)->GetText(attr).value_or("<none>"));
  };
  EXPECT_EQ(text("d", "domain"),
            R"({kind="sharding", entry={maximal device=0}, exit={replicated}})");
  EXPECT_EQ(text("f", "fft_type"), "FFT");
  EXPECT_EQ(*e->FindInstruction("f")->GetIntList("fft_length"),
            (std::vector<int64_t>{8}));
  EXPECT_EQ(text("r", "distribution"), "rng_uniform");
  EXPECT_EQ(text("g", "algorithm"), "rng_default");
  EXPECT_EQ(text("i", "infeed_config"), "cfg\\d");  // Unknown escape kept.
  EXPECT_EQ(text("o", "outfeed_shape"), "f32[8]{0}");
  EXPECT_EQ(text("c", "padding_type"), "PADDING_SAME");
  EXPECT_EQ(text("c", "custom_call_schedule"), "SCHEDULE_EARLIEST");
  EXPECT_EQ(text("c", "operand_layout_constraints"), "{f32[8]{0}}");
  EXPECT_EQ(text("c", "literal"), "s32[] 3");
  EXPECT_TRUE(e->FindInstruction("ar")->GetIntLists("replica_groups")->empty());
  EXPECT_EQ(text("ar", "mode"), "kCrossReplica");
  EXPECT_EQ(e->FindInstruction("rp")->GetInt("mantissa_bits"), 10);
  EXPECT_EQ(e->FindInstruction("ar")->called_computation("to_apply"),
            m->FindComputation("sum"));
}

TEST(HloParserTest, ShapeInference) {
  auto m = ParseOrDie(R"(
HloModule infer
ENTRY e {
  p0 = f32[4,8]{0,1:T(8,128)} parameter(0)
  p1 = f32[4,8]{0,1:T(8,128)} parameter(1)
  s = add(p0, p1)
  c = compare(p0, p1), direction=GT
  sel = select(c, p0, p1)
  cl = clamp(p0, p1, p0)
  t = tuple(s, c)
  g = get-tuple-element(t), index=1
  n = negate(multiply(p0, p1))
  ROOT r = tuple(g, sel, cl, n)
})");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(Find(*m, "s")->shape().ToString(), "f32[4,8]{0,1:T(8,128)}");
  // pred keeps the dimension order but not the f32 tiling.
  EXPECT_EQ(Find(*m, "c")->shape().ToString(), "pred[4,8]{0,1}");
  EXPECT_EQ(Find(*m, "sel")->shape(), Find(*m, "p0")->shape());
  EXPECT_EQ(Find(*m, "cl")->shape(), Find(*m, "p1")->shape());
  EXPECT_EQ(Find(*m, "t")->shape().ToString(),
            "(f32[4,8]{0,1:T(8,128)}, pred[4,8]{0,1})");
  EXPECT_EQ(Find(*m, "g")->shape().ToString(), "pred[4,8]{0,1}");
  const Instruction* n = Find(*m, "n");
  EXPECT_EQ(n->operand(0)->opcode(), HloOpcode::kMultiply);
  EXPECT_EQ(n->operand(0)->name(), "multiply.1");
  EXPECT_EQ(n->shape(), Find(*m, "p0")->shape());
}

TEST(HloParserTest, NestedOperandNamesAvoidTextNames) {
  auto m = ParseOrDie(R"(
HloModule nested
ENTRY e {
  p = f32[2] parameter(0)
  a = f32[2] add(p, negate(negate(p)))
  ROOT negate.1 = f32[2] negate(a)
})");
  ASSERT_NE(m, nullptr);
  const Instruction* a = Find(*m, "a");
  ASSERT_NE(a, nullptr);
  // negate.1 is taken by the text (defined after the use), so the nested
  // operands become negate.2 (inner) and negate.3 (outer).
  EXPECT_EQ(a->operand(1)->name(), "negate.3");
  EXPECT_EQ(a->operand(1)->operand(0)->name(), "negate.2");
  std::vector<std::string> order;
  for (const auto& i : m->entry()->instructions()) order.push_back(i->name());
  EXPECT_EQ(order, (std::vector<std::string>{"p", "negate.2", "negate.3", "a",
                                             "negate.1"}));
}

TEST(HloParserTest, ScheduledModuleKeepsTextOrder) {
  auto m = ParseOrDie(R"(
HloModule sched, is_scheduled=true
ENTRY e {
  p1 = f32[2] parameter(1)
  c = f32[2] constant({1, 2})
  p0 = f32[2] parameter(0)
  ROOT r = f32[2] add(p0, c), control-predecessors={p1}
})");
  ASSERT_NE(m, nullptr);
  EXPECT_TRUE(m->is_scheduled());
  std::vector<std::string> order;
  for (const auto& i : m->entry()->instructions()) order.push_back(i->name());
  EXPECT_EQ(order, (std::vector<std::string>{"p1", "c", "p0", "r"}));
  EXPECT_EQ(m->entry()->parameter(0)->name(), "p0");
  EXPECT_EQ(Find(*m, "c")->literal(), "{1, 2}");
}

TEST(HloParserTest, NoEntryMeansLastComputation) {
  auto m = ParseOrDie(R"(
HloModule last
%first { ROOT a = f32[] constant(1) }
%second { ROOT b = f32[] constant(2) }
)");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->entry()->name(), "second");
}

TEST(HloParserTest, ConstantLiterals) {
  auto m = ParseOrDie(R"(
HloModule lits
ENTRY e {
  a = f32[2,2] constant({ { 1, 2 }, { 3, 4 } })
  b = f32[] constant(nan)
  c = f32[] constant(0x1p3)
  d = pred[] constant(false)
  e = (s32[], f32[]) constant((1, 2.5))
  f = f32[0] constant({})
  ROOT t = tuple(a, b, c, d, e, f)
})");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(Find(*m, "a")->literal(), "{ { 1, 2 }, { 3, 4 } }");
  EXPECT_EQ(Find(*m, "b")->literal(), "nan");
  EXPECT_EQ(Find(*m, "c")->literal(), "0x1p3");
  EXPECT_EQ(Find(*m, "d")->literal(), "false");
  EXPECT_EQ(Find(*m, "e")->literal(), "(1, 2.5)");
  EXPECT_EQ(Find(*m, "f")->literal(), "{}");
}

TEST(HloParserTest, CommentsEverywhere) {
  auto m = ParseOrDie(R"(// leading comment
HloModule /* c */ comments // trailing
/* between */ ENTRY %e /* c */ (p: f32[2]) -> f32[2] {
  // a line comment
  %p = f32[2]{0} parameter(0) /* after */
  ROOT %t = (f32[2]{0}, f32[2]{0}, f32[2]{0}, f32[2]{0}, f32[2]{0}, /*index=5*/f32[2]{0}) tuple(%p, %p, %p, %p, %p, /*index=5*/%p)
})");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->entry()->root()->operand_count(), 6);
}

TEST(HloParserTest, AsyncSugarBuildsWrapper) {
  auto m = ParseOrDie(R"(
HloModule async
ENTRY e {
  p = f32[8]{0} parameter(0)
  s = ((f32[8]{0}), f32[8]{0}, s32[]) custom-call-start(p), custom_call_target="foo", sharding={replicated}, metadata={op_name="x"}
  u = ((f32[8]{0}), f32[8]{0}, s32[]) custom-call-update(s)
  ROOT d = f32[8]{0} custom-call-done(u), backend_config="cfg"
})");
  ASSERT_NE(m, nullptr);
  const Instruction* s = Find(*m, "s");
  ASSERT_NE(s, nullptr);
  EXPECT_EQ(s->opcode(), HloOpcode::kAsyncStart);
  Computation* w = s->called_computation("calls");
  ASSERT_NE(w, nullptr);
  EXPECT_TRUE(w->IsAsyncSugarWrapper());
  EXPECT_EQ(w->name(), "s.wrapped");
  const Instruction* wrapped = w->root();
  EXPECT_EQ(wrapped->opcode(), HloOpcode::kCustomCall);
  EXPECT_EQ(wrapped->custom_call_target(), "foo");
  EXPECT_EQ(wrapped->shape().ToString(), "f32[8]{0}");
  ASSERT_EQ(wrapped->operand_count(), 1);
  EXPECT_EQ(wrapped->operand(0)->opcode(), HloOpcode::kParameter);
  EXPECT_EQ(wrapped->operand(0)->shape().ToString(), "f32[8]{0}");
  // Generic attributes and metadata stay on the async op.
  EXPECT_EQ(s->sharding(), "{replicated}");
  EXPECT_EQ(s->custom_call_target(), "");
  EXPECT_EQ(s->metadata().op_name, "x");
  const Instruction* u = Find(*m, "u");
  const Instruction* d = Find(*m, "d");
  EXPECT_EQ(u->opcode(), HloOpcode::kAsyncUpdate);
  EXPECT_EQ(d->opcode(), HloOpcode::kAsyncDone);
  EXPECT_EQ(u->called_computation("calls"), w);
  EXPECT_EQ(d->called_computation("calls"), w);
  EXPECT_EQ(d->backend_config(), "cfg");
  // The wrapper is placed before the computation that uses it.
  EXPECT_EQ(m->computations().front().get(), w);
  EXPECT_EQ(m->entry()->name(), "e");
}

TEST(HloParserTest, RealAsyncOpcodesStayReal) {
  auto m = ParseOrDie(R"(
HloModule real
%sum { a = f32[] parameter(0)  b = f32[] parameter(1)  ROOT c = f32[] add(a, b) }
ENTRY e {
  p = f32[8]{0} parameter(0)
  s = f32[8]{0} all-reduce-start(p), to_apply=%sum
  d = f32[8]{0} all-reduce-done(s)
  cs = (f32[8]{0}, f32[8]{0}, u32[]) copy-start(d), cross_program_prefetch_index=0
  ROOT cd = f32[8]{0} copy-done(cs)
})");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(Find(*m, "s")->opcode(), HloOpcode::kAllReduceStart);
  EXPECT_EQ(Find(*m, "d")->opcode(), HloOpcode::kAllReduceDone);
  EXPECT_EQ(Find(*m, "cs")->opcode(), HloOpcode::kCopyStart);
  EXPECT_EQ(Find(*m, "cs")->GetInt("cross_program_prefetch_index"), 0);
  EXPECT_EQ(m->computations().size(), 2u);
}

TEST(HloParserTest, FusionStartSugarKeepsFusionCalls) {
  auto m = ParseOrDie(R"(
HloModule fs
%f { a = f32[4] parameter(0) ROOT n = f32[4] negate(a) }
ENTRY e {
  p = f32[4] parameter(0)
  s = ((f32[4]), f32[4], s32[]) fusion-start(p), kind=kLoop, calls=%f
  ROOT d = f32[4] fusion-done(s)
})");
  ASSERT_NE(m, nullptr);
  const Instruction* s = Find(*m, "s");
  const Instruction* fusion = s->called_computation("calls")->root();
  EXPECT_EQ(fusion->opcode(), HloOpcode::kFusion);
  EXPECT_EQ(fusion->fused_computation(), m->FindComputation("f"));
  EXPECT_TRUE(m->FindComputation("f")->IsFusionComputation());
}

TEST(HloParserTest, InstructionLine) {
  absl::StatusOr<HloInstructionLine> line = ParseHloInstructionLine(
      "%dynamic-update-slice.33 = f32[16,7168,512]{2,0,1:T(8,128)} "
      "dynamic-update-slice(f32[16,7168,512]{2,0,1:T(8,128)} %gte.1, "
      "f32[1,7168,512]{2,0,1:T(1,128)} %copy.490, s32[]{:T(128)S(6)} %select.145, "
      "s32[]{:T(128)} %constant.756..sunk, s32[]{:T(128)} %constant.756..sunk)");
  ASSERT_TRUE(line.ok()) << line.status().message();
  const Instruction* inst = line->instruction;
  EXPECT_EQ(inst->name(), "dynamic-update-slice.33");
  EXPECT_EQ(inst->opcode(), HloOpcode::kDynamicUpdateSlice);
  ASSERT_EQ(inst->operand_count(), 5);
  EXPECT_EQ(inst->operand(3), inst->operand(4));  // One parameter per name.
  EXPECT_EQ(inst->operand(2)->parameter_number(), 2);
  EXPECT_EQ(inst->operand(2)->shape().ToString(), "s32[]{:T(128)S(6)}");
  ASSERT_EQ(line->operand_shapes.size(), 5u);
  EXPECT_EQ(line->operand_shapes[1].ToString(), "f32[1,7168,512]{2,0,1:T(1,128)}");
  EXPECT_EQ(line->module->entry()->root(), inst);
}

TEST(HloParserTest, InstructionLineWithCallsAndUnknownOperandShapes) {
  absl::StatusOr<HloInstructionLine> line = ParseHloInstructionLine(
      "%fusion.1 = f32[8]{0} fusion(%a, %b), kind=kLoop, calls=%fused_computation, "
      "control-predecessors={%c}");
  ASSERT_TRUE(line.ok()) << line.status().message();
  EXPECT_EQ(line->instruction->fused_computation()->name(), "fused_computation");
  EXPECT_EQ(line->instruction->operand(0)->shape().element_type(),
            PrimitiveType::kInvalid);
  EXPECT_EQ(line->instruction->control_predecessors()[0]->name(), "c");
  EXPECT_EQ(line->module->computations().size(), 2u);
  EXPECT_EQ(PrintInstruction(*line->instruction),
            "%fusion.1 = f32[8]{0} fusion(%a, %b), kind=kLoop, "
            "calls=%fused_computation, control-predecessors={%c}");
}

// Each instruction and computation records where its name is written (past
// the '%'): lint and diagnostics point there without reading the text again.
TEST(HloParserTest, InputLocations) {
  std::unique_ptr<Module> m = ParseOrDie(
      "HloModule locations\n"                                    // 1
      "\n"                                                       // 2
      "%add_f32 (a: f32[], b: f32[]) -> f32[] {\n"               // 3
      "  %a = f32[] parameter(0)\n"                              // 4
      "  b = f32[] parameter(1)\n"                               // 5
      "  ROOT %sum = f32[] add(f32[] %a, f32[] %b)\n"            // 6
      "}\n"                                                      // 7
      "\n"                                                       // 8
      "ENTRY %main (p: f32[4]) -> f32[] {\n"                     // 9
      "\t%p = f32[4]{0} parameter(0)\n"                          // 10
      "  %zero = f32[] constant(0)\n"                            // 11
      "  ROOT   r = f32[] reduce(%p, negate(%zero)), dimensions={0}, to_apply=%add_f32\n"
      "}\n");
  ASSERT_NE(m, nullptr);
  auto at = [&](absl::string_view name) {
    const Instruction* i = Find(*m, name);
    EXPECT_NE(i, nullptr) << name;
    return i != nullptr ? i->input_location() : InputLocation();
  };
  EXPECT_EQ(m->FindComputation("add_f32")->input_location(), (InputLocation{3, 2}));
  EXPECT_EQ(m->entry()->input_location(), (InputLocation{9, 8}));
  EXPECT_EQ(at("a"), (InputLocation{4, 4}));
  EXPECT_EQ(at("b"), (InputLocation{5, 3}));
  EXPECT_EQ(at("sum"), (InputLocation{6, 9}));
  EXPECT_EQ(at("p"), (InputLocation{10, 3}));  // A tab is one byte.
  EXPECT_EQ(at("zero"), (InputLocation{11, 4}));
  EXPECT_EQ(at("r"), (InputLocation{12, 10}));
  // A nested operand has no name of its own in the text.
  const Instruction* r = Find(*m, "r");
  ASSERT_NE(r, nullptr);
  const Instruction* nested = r->operand(1);
  EXPECT_EQ(nested->opcode(), HloOpcode::kNegate);
  EXPECT_FALSE(nested->input_location().known());
}

TEST(HloParserTest, AsyncSugarWrapperHasNoInputLocation) {
  std::unique_ptr<Module> m = ParseOrDie(R"(HloModule async
ENTRY %main (p: f32[8]) -> f32[8] {
  %p = f32[8]{0} parameter(0)
  %s = ((f32[8]{0}), f32[8]{0}, s32[]) custom-call-start(%p), custom_call_target="foo"
  ROOT %d = f32[8]{0} custom-call-done(%s)
}
)");
  ASSERT_NE(m, nullptr);
  const Instruction* start = Find(*m, "s");
  ASSERT_NE(start, nullptr);
  EXPECT_EQ(start->input_location(), (InputLocation{4, 4}));
  const Computation* wrapper = start->called_computation("calls");
  ASSERT_NE(wrapper, nullptr);
  EXPECT_FALSE(wrapper->input_location().known());
  for (const auto& inst : wrapper->instructions()) {
    EXPECT_FALSE(inst->input_location().known()) << inst->name();
  }
}

TEST(HloParserTest, InstructionLineAsyncDoneWithoutStart) {
  absl::StatusOr<HloInstructionLine> line = ParseHloInstructionLine(
      "%d = f32[8]{0} custom-call-done(((f32[8]{0}), f32[8]{0}, s32[]) %s)");
  ASSERT_TRUE(line.ok()) << line.status().message();
  const Computation* w = line->instruction->called_computation("calls");
  ASSERT_NE(w, nullptr);
  EXPECT_EQ(w->root()->opcode(), HloOpcode::kCustomCall);
}

}  // namespace
}  // namespace tpusim::hlo
