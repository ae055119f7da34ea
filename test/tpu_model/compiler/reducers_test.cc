// Reading reducer computations (tpu_model/compiler/reducers.h).
#include "tpu_model/compiler/reducers.h"

#include <string>

#include "gtest/gtest.h"
#include "test/tpu_model/compiler/compiler_test_util.h"

namespace tpusim::tpu::compiler {
namespace {

using hlo::HloOpcode;
using testing::Parse;

// A module whose entry reduces with a reducer of body `root`.
std::optional<HloOpcode> OpOfReducer(const std::string& root) {
  auto module = Parse(R"(HloModule m
r {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  c = f32[] constant(2)
  )" + root + R"(
}
ENTRY e {
  x = f32[8] parameter(0)
  z = f32[] constant(0)
  ROOT s = f32[] reduce(x, z), dimensions={0}, to_apply=r
})");
  if (module == nullptr) return HloOpcode::kParameter;  // Fails every test.
  return CombiningOp(module->entry()->root()->called_computation("to_apply"));
}

TEST(ReducersTest, TheOpThatCombinesTheTwoParameters) {
  EXPECT_EQ(OpOfReducer("ROOT s = f32[] add(a, b)"), HloOpcode::kAdd);
  EXPECT_EQ(OpOfReducer("ROOT s = f32[] maximum(b, a)"), HloOpcode::kMaximum);
  // Not a combination of the two parameters: a constant, one parameter
  // twice, a subtraction, one parameter alone.
  EXPECT_EQ(OpOfReducer("ROOT s = f32[] add(a, c)"), std::nullopt);
  EXPECT_EQ(OpOfReducer("ROOT s = f32[] add(a, a)"), std::nullopt);
  EXPECT_EQ(OpOfReducer("ROOT s = f32[] subtract(a, b)"), std::nullopt);
  EXPECT_EQ(OpOfReducer("ROOT s = f32[] negate(b)"), std::nullopt);
  EXPECT_EQ(CombiningOp(nullptr), std::nullopt);
}

}  // namespace
}  // namespace tpusim::tpu::compiler
