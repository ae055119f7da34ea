// Which values leave their computation (tpu_model/compiler/computation_result.h).
#include "tpu_model/compiler/computation_result.h"

#include "gtest/gtest.h"
#include "test/tpu_model/compiler/compiler_test_util.h"

namespace tpusim::tpu::compiler {
namespace {

using testing::Parse;

// `pair` is a multi-output op whose first element reaches the root tuple
// through a get-tuple-element; `a` is a root-tuple operand; `b` is read
// only inside.
constexpr char kModule[] = R"(HloModule outputs
ENTRY e {
  x = f32[8] parameter(0)
  b = f32[8] negate(x)
  a = f32[8] add(b, x)
  pair = (f32[8], f32[8]) tuple(a, b)
  first = f32[8] get-tuple-element(pair), index=0
  ROOT out = (f32[8], f32[8]) tuple(a, first)
})";

TEST(ComputationResultTest, RootAndRootTupleOperands) {
  auto module = Parse(kModule);
  ASSERT_NE(module, nullptr);
  const hlo::Computation* entry = module->entry();
  EXPECT_TRUE(IsComputationResult(*entry->root()));
  EXPECT_TRUE(IsComputationResult(*entry->FindInstruction("a")));
  EXPECT_TRUE(IsComputationResult(*entry->FindInstruction("first")));
  EXPECT_FALSE(IsComputationResult(*entry->FindInstruction("b")));
  // Only an output through its get-tuple-element.
  EXPECT_FALSE(IsComputationResult(*entry->FindInstruction("pair")));
}

TEST(ComputationResultTest, OutputsIncludeTuplesReadIntoTheRoot) {
  auto module = Parse(kModule);
  ASSERT_NE(module, nullptr);
  const hlo::Computation* entry = module->entry();
  EXPECT_TRUE(IsComputationOutput(*entry->FindInstruction("pair")));
  EXPECT_TRUE(IsComputationOutput(*entry->FindInstruction("a")));
  EXPECT_TRUE(IsComputationOutput(*entry->root()));
  EXPECT_FALSE(IsComputationOutput(*entry->FindInstruction("b")));
  EXPECT_FALSE(IsComputationOutput(*entry->FindInstruction("x")));
}

}  // namespace
}  // namespace tpusim::tpu::compiler
