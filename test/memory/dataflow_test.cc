// Which positions define values and where values flow (memory/dataflow.h),
// one aliasing rule per test, on small hand-written HLO modules.
#include "memory/dataflow.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "test/memory/memory_test_util.h"

namespace tpusim::memory {
namespace {

using testing::Analyze;
using testing::Defines;
using testing::ValueAt;
using testing::WhileLoopModule;

#define A "f32[8,128]{1,0:T(8,128)}"

// p -> custom-call-start s -> custom-call-done d (the root).
constexpr char kAsyncCustomCall[] = R"(HloModule m, is_scheduled=true
ENTRY e {
  p = )" A R"( parameter(0)
  s = (()" A R"(), )" A R"(, u32[]{:T(128)}) custom-call-start(p), custom_call_target="foo"
  ROOT d = )" A R"( custom-call-done(s)
})";

// May the fusion `f` write its output `index` over the buffer of its
// operand `n`?
bool FusionSharesN(const testing::Analyzed& a, const hlo::ShapeIndex& index) {
  const Dataflow& df = a->dataflow();
  return df.CanShareOperandBufferWithUser(df.value(ValueAt(*a, "n")).node,
                                          df.value(ValueAt(*a, "f", index)).node);
}

// The names of the instructions that use `value`, in use order.
std::vector<std::string> UserNames(const MemoryAnalysis& analysis, ValueIndex value) {
  std::vector<std::string> users;
  for (const HloUse& use : analysis.dataflow().uses(value)) {
    users.push_back(analysis.index().instruction(use.user).name());
  }
  return users;
}

TEST(DataflowTest, BitcastGetTupleElementTupleAndCopyForwardValues) {
  auto a = Analyze(R"(HloModule m, is_scheduled=true
ENTRY e {
  p = )" A R"( parameter(0)
  n = )" A R"( negate(p)
  b = f32[128,8]{1,0:T(8,128)} bitcast(n)
  t = ()" A ", " A R"() tuple(n, p)
  g = )" A R"( get-tuple-element(t), index=0
  c = ()" A ", " A R"() copy(t)
  ROOT r = (f32[128,8]{1,0:T(8,128)}, )" A ", (" A ", " A R"()) tuple(b, g, c)
})");
  ASSERT_NE(a.analysis, nullptr);
  EXPECT_FALSE(Defines(*a, "b"));
  EXPECT_EQ(ValueAt(*a, "b"), ValueAt(*a, "n"));
  EXPECT_EQ(ValueAt(*a, "g"), ValueAt(*a, "n"));
  // A tuple and a copy of a tuple define only their index table.
  EXPECT_TRUE(Defines(*a, "t"));
  EXPECT_FALSE(Defines(*a, "t", {0}));
  EXPECT_EQ(ValueAt(*a, "t", {1}), ValueAt(*a, "p"));
  EXPECT_TRUE(Defines(*a, "c"));
  EXPECT_EQ(ValueAt(*a, "c", {0}), ValueAt(*a, "n"));
  // Values reaching the entry root live out.
  EXPECT_TRUE(a->dataflow().value(ValueAt(*a, "n")).live_out);
}

TEST(DataflowTest, ArrayCopyDefinesANewValue) {
  auto a = Analyze(R"(HloModule m
ENTRY e {
  p = )" A R"( parameter(0)
  ROOT c = )" A R"( copy(p)
})");
  ASSERT_NE(a.analysis, nullptr);
  EXPECT_TRUE(Defines(*a, "c"));
  EXPECT_NE(ValueAt(*a, "c"), ValueAt(*a, "p"));
}

TEST(DataflowTest, CopyStartDefinesDestinationAndContextButNotTheSource) {
  auto a = Analyze(R"(HloModule m, is_scheduled=true
ENTRY e {
  p = f32[8,128]{1,0:T(8,128)S(5)} parameter(0)
  cs = ()" A R"(, f32[8,128]{1,0:T(8,128)S(5)}, u32[]{:S(2)}) copy-start(p)
  ROOT cd = )" A R"( copy-done(cs)
})");
  ASSERT_NE(a.analysis, nullptr);
  EXPECT_TRUE(Defines(*a, "cs"));
  EXPECT_TRUE(Defines(*a, "cs", {0}));
  EXPECT_FALSE(Defines(*a, "cs", {1}));
  EXPECT_TRUE(Defines(*a, "cs", {2}));
  EXPECT_EQ(ValueAt(*a, "cs", {1}), ValueAt(*a, "p"));
  EXPECT_FALSE(Defines(*a, "cd"));
  EXPECT_EQ(ValueAt(*a, "cd"), ValueAt(*a, "cs", {0}));
}

TEST(DataflowTest, CallParametersAndResultFlowThrough) {
  auto a = Analyze(R"(HloModule m
callee {
  x = )" A R"( parameter(0)
  ROOT y = )" A R"( exponential(x)
}
ENTRY e {
  p = )" A R"( parameter(0)
  ROOT c = )" A R"( call(p), to_apply=callee
})");
  ASSERT_NE(a.analysis, nullptr);
  EXPECT_FALSE(Defines(*a, "x"));
  EXPECT_EQ(ValueAt(*a, "x"), ValueAt(*a, "p"));
  EXPECT_FALSE(Defines(*a, "c"));
  EXPECT_EQ(ValueAt(*a, "c"), ValueAt(*a, "y"));
}

const std::string kWhile = WhileLoopModule("HloModule m");

TEST(DataflowTest, WhilePassThroughElementKeepsItsValueAndChangedOneGetsPhis) {
  auto a = Analyze(kWhile);
  ASSERT_NE(a.analysis, nullptr);
  // Element 1 is passed through unchanged: no phi, the parameter's value.
  EXPECT_EQ(ValueAt(*a, "w", {1}), ValueAt(*a, "p"));
  EXPECT_EQ(ValueAt(*a, "r"), ValueAt(*a, "p"));
  // Element 0 changes in the body: the while output is a phi of its own.
  const ValueIndex counter = ValueAt(*a, "w", {0});
  EXPECT_TRUE(a->dataflow().value(counter).is_phi);
  EXPECT_NE(counter, ValueAt(*a, "zero"));
  // The phi, the init value and the body's new value share one buffer.
  EXPECT_TRUE(testing::SameBuffer(*a, counter, ValueAt(*a, "zero")));
  EXPECT_TRUE(testing::SameBuffer(*a, counter, ValueAt(*a, "i2")));
}

TEST(DataflowTest, ConditionalOutputIsAPhiOfDifferentBranchResults) {
  auto a = Analyze(R"(HloModule m
on_true {
  x = )" A R"( parameter(0)
  ROOT y = )" A R"( negate(x)
}
on_false {
  x = )" A R"( parameter(0)
  ROOT z = )" A R"( exponential(x)
}
ENTRY e {
  c = pred[]{:T(512)} parameter(0)
  p = )" A R"( parameter(1)
  ROOT r = )" A R"( conditional(c, p, p), true_computation=on_true, false_computation=on_false
})");
  ASSERT_NE(a.analysis, nullptr);
  const ValueIndex out = ValueAt(*a, "r");
  EXPECT_TRUE(a->dataflow().value(out).is_phi);
  EXPECT_TRUE(testing::SameBuffer(*a, out, ValueAt(*a, "y")));
  EXPECT_TRUE(testing::SameBuffer(*a, out, ValueAt(*a, "z")));
}

TEST(DataflowTest, InPlaceDynamicUpdateSliceAndScatterShareTheOperandBuffer) {
  auto a = Analyze(R"(HloModule m
add {
  x = f32[]{:T(128)} parameter(0)
  y = f32[]{:T(128)} parameter(1)
  ROOT s = f32[]{:T(128)} add(x, y)
}
ENTRY e {
  p = )" A R"( parameter(0)
  q = )" A R"( negate(p)
  u = f32[1,128]{1,0:T(1,128)} parameter(1)
  i = s32[]{:T(128)} parameter(2)
  d = )" A R"( dynamic-update-slice(q, u, i, i)
  idx = s32[4,1]{1,0:T(4,128)} parameter(3)
  upd = f32[4,128]{1,0:T(4,128)} parameter(4)
  sc = )" A R"( scatter(d, idx, upd), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add
  ROOT r = )" A R"( negate(sc)
})");
  ASSERT_NE(a.analysis, nullptr);
  EXPECT_TRUE(Defines(*a, "d"));
  EXPECT_TRUE(testing::SameBuffer(*a, ValueAt(*a, "d"), ValueAt(*a, "q")));
  EXPECT_TRUE(testing::SameBuffer(*a, ValueAt(*a, "sc"), ValueAt(*a, "q")));
  EXPECT_FALSE(testing::SameBuffer(*a, ValueAt(*a, "r"), ValueAt(*a, "q")));
}

TEST(DataflowTest, FusionAndCustomCallOutputToOperandAliasing) {
  auto a = Analyze(R"(HloModule m
fused {
  x = )" A R"( parameter(0)
  y = )" A R"( parameter(1)
  ROOT z = )" A R"( add(x, y)
}
ENTRY e {
  p = )" A R"( parameter(0)
  q = )" A R"( negate(p)
  r = )" A R"( exponential(p)
  f = )" A R"( fusion(q, r), kind=kLoop, calls=fused, output_to_operand_aliasing={{}: (1, {})}
  ROOT cc = )" A R"( custom-call(f), custom_call_target="foo", output_to_operand_aliasing={{}: (0, {})}
})");
  ASSERT_NE(a.analysis, nullptr);
  EXPECT_TRUE(testing::SameBuffer(*a, ValueAt(*a, "f"), ValueAt(*a, "r")));
  EXPECT_FALSE(testing::SameBuffer(*a, ValueAt(*a, "f"), ValueAt(*a, "q")));
  EXPECT_TRUE(testing::SameBuffer(*a, ValueAt(*a, "cc"), ValueAt(*a, "r")));
}

TEST(DataflowTest, FusionWithDynamicUpdateSliceRootIsInPlaceOnItsParameter) {
  auto a = Analyze(R"(HloModule m
fused {
  x = )" A R"( parameter(0)
  u = f32[1,128]{1,0:T(1,128)} parameter(1)
  i = s32[]{:T(128)} parameter(2)
  b = )" A R"( bitcast(x)
  ROOT d = )" A R"( dynamic-update-slice(b, u, i, i)
}
ENTRY e {
  p = )" A R"( parameter(0)
  q = )" A R"( negate(p)
  u = f32[1,128]{1,0:T(1,128)} parameter(1)
  i = s32[]{:T(128)} parameter(2)
  ROOT f = )" A R"( fusion(q, u, i), kind=kLoop, calls=fused
})");
  ASSERT_NE(a.analysis, nullptr);
  EXPECT_TRUE(testing::SameBuffer(*a, ValueAt(*a, "f"), ValueAt(*a, "q")));
}

TEST(DataflowTest, AsyncStartCarriesTheWrappedComputationsResult) {
  auto a = Analyze(kAsyncCustomCall);
  ASSERT_NE(a.analysis, nullptr);
  EXPECT_TRUE(Defines(*a, "s"));
  EXPECT_FALSE(Defines(*a, "s", {0, 0}));
  EXPECT_EQ(ValueAt(*a, "s", {0, 0}), ValueAt(*a, "p"));
  EXPECT_FALSE(Defines(*a, "s", {1}));
  EXPECT_TRUE(Defines(*a, "s", {2}));
  EXPECT_FALSE(Defines(*a, "d"));
  EXPECT_EQ(ValueAt(*a, "d"), ValueAt(*a, "s", {1}));
  // The wrapped custom-call defines the result.
  const HloValue& result = a->dataflow().value(ValueAt(*a, "d"));
  EXPECT_EQ(a->index().instruction(result.instruction).opcode(), hlo::HloOpcode::kCustomCall);
}

TEST(DataflowTest, UsesSkipPassThroughInstructions) {
  auto a = Analyze(R"(HloModule m
ENTRY e {
  p = )" A R"( parameter(0)
  n = )" A R"( negate(p)
  t = ()" A ", " A R"() tuple(n, n)
  g = )" A R"( get-tuple-element(t), index=1
  ROOT m = )" A R"( multiply(g, p)
})");
  ASSERT_NE(a.analysis, nullptr);
  const ValueIndex n = ValueAt(*a, "n");
  // The tuple passes n through; the get-tuple-element reads only the table;
  // the multiply reads n.
  EXPECT_EQ(UserNames(*a, n), std::vector<std::string>({"m"}));
}

TEST(DataflowTest, AnAsyncDoneReadsTheOperandsItsStartPassedOn) {
  // The start and the wrapped op read p, and so does the done: p stays
  // live until the done (XLA's default; a v7x SparseCore all-reduce).
  auto a = Analyze(kAsyncCustomCall);
  ASSERT_NE(a.analysis, nullptr);
  EXPECT_EQ(UserNames(*a, ValueAt(*a, "p")), std::vector<std::string>({"s", "custom-call", "d"}));
}

TEST(DataflowTest, CanShareOperandBufferWithUserRules) {
  auto a = Analyze(R"(HloModule m
fused {
  x = )" A R"( parameter(0)
  ROOT y = )" A R"( exponential(x)
}
ENTRY e {
  p = )" A R"( parameter(0)
  k = )" A R"( constant({...})
  n = )" A R"( negate(p)
  e1 = )" A R"( add(n, k)
  t = f32[8,128]{0,1:T(8,128)} negate(e1)
  c = f32[8,128]{0,1:T(8,128)} copy(t)
  f = f32[8,128]{0,1:T(8,128)} fusion(c), kind=kLoop, calls=fused
  ROOT r = f32[8,128]{0,1:T(8,128)} transpose(f), dimensions={0,1}
})");
  ASSERT_NE(a.analysis, nullptr);
  const Dataflow& df = a->dataflow();
  auto node = [&](const char* name) {
    return df.value(ValueAt(*a, name)).node;
  };
  EXPECT_TRUE(df.CanShareOperandBufferWithUser(node("n"), node("e1")));   // Elementwise.
  EXPECT_FALSE(df.CanShareOperandBufferWithUser(node("k"), node("e1")));  // Constant.
  EXPECT_FALSE(df.CanShareOperandBufferWithUser(node("e1"), node("t")));  // Other layout.
  EXPECT_TRUE(df.CanShareOperandBufferWithUser(node("c"), node("f")));    // Elementwise loop fusion.
  EXPECT_FALSE(df.CanShareOperandBufferWithUser(node("f"), node("r")));   // Not elementwise.
}

TEST(DataflowTest, AnOutputFusionSharesAnOperandUsedElementwiseUpToItsRoot) {
  // XLA:TPU's heap trace of oracle case scan_rnn.fwd.b32.s100.d128.h256.f32.v5p
  // shares fusion.37 (root add(add(param_0, convolution), broadcast)) with
  // its operand fusion.36; the dot's operands are not shared.
  auto a = Analyze(R"(HloModule m
fused {
  b = )" A R"( parameter(0)
  x = )" A R"( parameter(1)
  w = f32[128,128]{1,0:T(8,128)} parameter(2)
  v = f32[128]{0:T(256)} parameter(3)
  d = )" A R"( dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  s = )" A R"( add(b, d)
  vb = )" A R"( broadcast(v), dimensions={1}
  ROOT r = )" A R"( add(s, vb)
}
ENTRY e {
  p = )" A R"( parameter(0)
  w = f32[128,128]{1,0:T(8,128)} parameter(1)
  v = f32[128]{0:T(256)} parameter(2)
  n = )" A R"( negate(p)
  x = )" A R"( exponential(p)
  ROOT f = )" A R"( fusion(n, x, w, v), kind=kOutput, calls=fused
})");
  ASSERT_NE(a.analysis, nullptr);
  const Dataflow& df = a->dataflow();
  auto node = [&](const char* name) {
    return df.value(ValueAt(*a, name)).node;
  };
  EXPECT_TRUE(df.CanShareOperandBufferWithUser(node("n"), node("f")));
  EXPECT_FALSE(df.CanShareOperandBufferWithUser(node("x"), node("f")));
}

TEST(DataflowTest, AnOperandReadThroughABitcastIsStillUsedElementwise) {
  // fno.ho8...v6e: fusion.6's second output SHARE_WITH its operand
  // fusion.55, whose parameter also feeds the first output through a
  // bitcast of the same bytes in another shape. A reshape that moves them
  // is no such relabelling.
  const std::string body_tail = R"(
  s = f32[8,128]{1,0:T(8,128)} subtract(c, x)
  t = f32[8,128]{1,0:T(8,128)} multiply(s, s)
  ROOT r = (f32[8,128]{1,0:T(8,128)}, f32[1024]{0:T(1024)}) tuple(t, y)
}
ENTRY e {
  p = f32[8,128]{1,0:T(8,128)} parameter(0)
  w = f32[128,128]{1,0:T(8,128)} parameter(1)
  n = f32[8,128]{1,0:T(8,128)} negate(p)
  ROOT f = (f32[8,128]{1,0:T(8,128)}, f32[1024]{0:T(1024)}) fusion(n, p, w), kind=kOutput, calls=fused
})";
  auto analyze = [&](const std::string& relabel) {
    return Analyze(R"(HloModule m
fused {
  x = f32[8,128]{1,0:T(8,128)} parameter(0)
  q = f32[8,128]{1,0:T(8,128)} parameter(1)
  w = f32[128,128]{1,0:T(8,128)} parameter(2)
  c = f32[8,128]{1,0:T(8,128)} dot(q, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  y = f32[1024]{0:T(1024)} )" + relabel + body_tail);
  };
  auto bitcast = analyze("bitcast(x)");
  ASSERT_NE(bitcast.analysis, nullptr);
  EXPECT_TRUE(FusionSharesN(bitcast, {0}));
  auto reshape = analyze("reshape(x)");
  ASSERT_NE(reshape.analysis, nullptr);
  EXPECT_FALSE(FusionSharesN(reshape, {0}));
}

TEST(DataflowTest, AnOutputFusionsReducesDoNotStopItsResultGoingInPlace) {
  // convnet.ho9.train...v5p: fusion.75{4} (a ReLU gradient whose values the
  // fusion also sums for the batch-norm gradient) SHARE_WITH its operand
  // fusion.312. The same body as a loop fusion keeps the open-source rule.
  auto analyze = [](const std::string& kind) {
    return Analyze(R"(HloModule m
fused {
  x = f32[8,128]{1,0:T(8,128)} parameter(0)
  q = f32[8,128]{1,0:T(8,128)} parameter(1)
  w = f32[128,128]{1,0:T(8,128)} parameter(2)
  c = f32[8,128]{1,0:T(8,128)} dot(q, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  a = f32[8,128]{1,0:T(8,128)} add(x, c)
  z = f32[] constant(0)
  s = f32[128]{0:T(128)} reduce(a, z), dimensions={0}, to_apply=sum
  ROOT r = (f32[128]{0:T(128)}, f32[8,128]{1,0:T(8,128)}) tuple(s, a)
}
sum {
  l = f32[] parameter(0)
  r = f32[] parameter(1)
  ROOT a = f32[] add(l, r)
}
ENTRY e {
  p = f32[8,128]{1,0:T(8,128)} parameter(0)
  w = f32[128,128]{1,0:T(8,128)} parameter(1)
  n = f32[8,128]{1,0:T(8,128)} negate(p)
  ROOT f = (f32[128]{0:T(128)}, f32[8,128]{1,0:T(8,128)}) fusion(n, p, w), kind=)" +
                   kind + R"(, calls=fused
})");
  };
  auto output = analyze("kOutput");
  ASSERT_NE(output.analysis, nullptr);
  EXPECT_TRUE(FusionSharesN(output, {1}));
  auto loop = analyze("kLoop");
  ASSERT_NE(loop.analysis, nullptr);
  EXPECT_FALSE(FusionSharesN(loop, {1}));
}

}  // namespace
}  // namespace tpusim::memory
