// The module verifier (hlo/ir/verifier.h), through the HLO text parser,
// which reports each fault at the faulty instruction's line and column.
#include "hlo/ir/verifier.h"

#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "hlo/text/hlo_parser.h"
#include "test/status_matchers.h"

namespace tpusim::hlo {
namespace {

using ::testing::HasSubstr;

std::string ErrorOf(const std::string& text) {
  auto module = ParseHloModule(text, "bad.hlo");
  EXPECT_FALSE(module.ok()) << text;
  return module.ok() ? "" : std::string(module.status().message());
}

TEST(VerifierTest, AValidModulePasses) {
  auto module = ParseHloModule(R"(HloModule m
ENTRY e {
  p = (f32[8], f32[8]) parameter(0)
  g = f32[8] get-tuple-element(p), index=1
  ROOT r = f32[2,4] reshape(g)
})",
                               "ok.hlo");
  ASSERT_THAT(module, IsOk());
  EXPECT_TRUE(VerifyModule(**module).ok());
}

TEST(VerifierTest, ComputationsThatCallThemselvesOrEachOther) {
  EXPECT_THAT(ErrorOf(R"(HloModule m
f {
  x = f32[8] parameter(0)
  ROOT c = f32[8] call(x), to_apply=f
}
ENTRY e {
  p = f32[8] parameter(0)
  ROOT c2 = f32[8] call(p), to_apply=f
})"),
              HasSubstr("bad.hlo:4:8: error: instruction \"c\" in computation \"f\": computation "
                        "\"f\" calls itself"));
  EXPECT_THAT(ErrorOf(R"(HloModule m
a {
  x = f32[8] parameter(0)
  ROOT ca = f32[8] call(x), to_apply=b
}
b {
  y = f32[8] parameter(0)
  ROOT cb = f32[8] call(y), to_apply=a
}
ENTRY e {
  p = f32[8] parameter(0)
  ROOT c = f32[8] call(p), to_apply=a
})"),
              HasSubstr("computations call each other ("));
}

TEST(VerifierTest, ControlFlowNeedsItsComputations) {
  EXPECT_THAT(ErrorOf(R"(HloModule m
c {
  x = s32[] parameter(0)
  ROOT l = pred[] compare(x, x), direction=LT
}
ENTRY e {
  p = s32[] parameter(0)
  ROOT w = s32[] while(p), condition=c
})"),
              HasSubstr("bad.hlo:8:8: error: instruction \"w\" in computation \"e\": while has "
                        "no body="));
  EXPECT_THAT(ErrorOf(R"(HloModule m
ENTRY e {
  p = s32[] parameter(0)
  x = f32[8] parameter(1)
  ROOT c = f32[8] conditional(p, x), branch_computations={}
})"),
              HasSubstr("conditional has no branches"));
}

TEST(VerifierTest, TupleIndicesAndReshapeElementCounts) {
  EXPECT_THAT(ErrorOf(R"(HloModule m
ENTRY e {
  p = (f32[8], f32[8]) parameter(0)
  ROOT g = f32[8] get-tuple-element(p), index=5
})"),
              HasSubstr("bad.hlo:4:8: error: instruction \"g\" in computation \"e\": "
                        "get-tuple-element index 5 is outside its operand's 2 elements"));
  EXPECT_THAT(ErrorOf(R"(HloModule m
ENTRY e {
  p = f32[8] parameter(0)
  ROOT g = f32[8] get-tuple-element(p), index=0
})"),
              HasSubstr("get-tuple-element of a non-tuple"));
  // An 8-element array "reshaped" to a terabyte once sized as a 3.64T OOM.
  EXPECT_THAT(ErrorOf(R"(HloModule m
ENTRY e {
  p = f32[8] parameter(0)
  ROOT r = f32[1000000,1000000] reshape(p)
})"),
              HasSubstr("reshape from f32[8] to f32[1000000,1000000] changes the element count"));
}

TEST(VerifierTest, OperandCountsPerOpcode) {
  EXPECT_THAT(ErrorOf(R"(HloModule m
ENTRY e {
  p = f32[8] parameter(0)
  ROOT a = f32[8] add(p)
})"),
              HasSubstr("bad.hlo:4:8: error: instruction \"a\" in computation \"e\": "
                        "add takes 2 operands, not 1"));
  EXPECT_THAT(ErrorOf(R"(HloModule m
ENTRY e {
  p = pred[8] parameter(0)
  ROOT s = pred[8] select(p, p)
})"),
              HasSubstr("select takes 3 operands, not 2"));
  EXPECT_THAT(ErrorOf(R"(HloModule m
ENTRY e {
  p = f32[8] parameter(0)
  ROOT n = f32[8] negate(p, p)
})"),
              HasSubstr("negate takes 1 operand, not 2"));
}

TEST(VerifierTest, ElementwiseBroadcastTransposeAndDotShapes) {
  EXPECT_THAT(ErrorOf(R"(HloModule m
ENTRY e {
  p = f32[8] parameter(0)
  ROOT a = f32[4] add(p, p)
})"),
              HasSubstr("operand 0 f32[8] does not have the dims of f32[4]"));
  EXPECT_THAT(ErrorOf(R"(HloModule m
ENTRY e {
  p = f32[8,128] parameter(0)
  ROOT b = f32[64,128] broadcast(p), dimensions={1,0}
})"),
              HasSubstr("broadcast maps operand dim 0 (8) to result dim 1 (128)"));
  EXPECT_THAT(ErrorOf(R"(HloModule m
ENTRY e {
  p = f32[8,128] parameter(0)
  ROOT t = f32[128,8] transpose(p), dimensions={0,0}
})"),
              HasSubstr("transpose dimensions={0,0} is not a permutation of 2 dims"));
  EXPECT_THAT(ErrorOf(R"(HloModule m
ENTRY e {
  a = f32[4,8] parameter(0)
  b = f32[16,32] parameter(1)
  ROOT d = f32[4,32] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})"),
              HasSubstr("dot contracting dims differ in size: lhs dim 1 (8) and rhs dim 0 (16)"));
  EXPECT_THAT(ErrorOf(R"(HloModule m
ENTRY e {
  a = f32[4,8] parameter(0)
  b = f32[8,32] parameter(1)
  ROOT d = f32[4,16] dot(a, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})"),
              HasSubstr("gives dims [4,32], not f32[4,16]"));
  // What XLA accepts passes: scalar clamp bounds, a size-1 dim broadcast,
  // batch dims first, dynamic dims by their bound.
  auto module = ParseHloModule(R"(HloModule m
ENTRY e {
  lo = f32[] parameter(0)
  x = f32[8,4] parameter(1)
  c = f32[8,4] clamp(lo, x, lo)
  one = f32[1] parameter(2)
  b = f32[8,4] broadcast(one), dimensions={1}
  l = f32[2,8,4] parameter(3)
  r = f32[2,4,16] parameter(4)
  d = f32[2,8,16] dot(l, r), lhs_batch_dims={0}, rhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_contracting_dims={1}
  v = f32[<=8,4] parameter(5)
  ROOT s = f32[<=8,4] add(v, c)
})",
                               "ok.hlo");
  ASSERT_THAT(module, IsOk());
}

}  // namespace
}  // namespace tpusim::hlo
