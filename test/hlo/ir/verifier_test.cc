// The module verifier (hlo/ir/verifier.h), through the HLO text parser,
// which reports each fault at the faulty instruction's line and column.
#include "hlo/ir/verifier.h"

#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "hlo/text/hlo_parser.h"

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
  ASSERT_TRUE(module.ok()) << module.status();
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

}  // namespace
}  // namespace tpusim::hlo
