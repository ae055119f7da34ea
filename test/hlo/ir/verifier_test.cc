// The module verifier (hlo/ir/verifier.h), through the HLO text parser,
// which reports each fault at the faulty instruction's line and column.
// Each fault it finds has a file test/data/bad_input/hlo_text/verifier_*.hlo
// with its expected-error line (test/hlo/import/expected_errors_test.cc);
// here are the modules it must accept.
#include "hlo/ir/verifier.h"

#include <string>

#include "gtest/gtest.h"
#include "hlo/text/hlo_parser.h"
#include "test/status_matchers.h"

namespace tpusim::hlo {
namespace {

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

// What XLA accepts passes: scalar clamp bounds, a size-1 dim broadcast,
// batch dims first, dynamic dims by their bound.
TEST(VerifierTest, ShapesXlaAcceptsPass) {
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
