#include "hlo/ir/opcode.h"

#include "gtest/gtest.h"

namespace tpusim::hlo {
namespace {

TEST(OpcodeTest, Has131OpcodesThatRoundTrip) {
  EXPECT_EQ(kHloOpcodeCount, 131);
  for (int i = 0; i < kHloOpcodeCount; ++i) {
    HloOpcode op = static_cast<HloOpcode>(i);
    auto parsed = StringToHloOpcode(HloOpcodeString(op));
    ASSERT_TRUE(parsed.has_value()) << HloOpcodeString(op);
    EXPECT_EQ(*parsed, op);
  }
}

TEST(OpcodeTest, IrregularSpellings) {
  EXPECT_EQ(StringToHloOpcode("cosine"), HloOpcode::kCos);
  EXPECT_EQ(StringToHloOpcode("popcnt"), HloOpcode::kPopulationCount);
  EXPECT_EQ(StringToHloOpcode("opt-barrier"), HloOpcode::kOptimizationBarrier);
  EXPECT_FALSE(StringToHloOpcode("custom-call-start").has_value());
}

TEST(OpcodeTest, Properties) {
  EXPECT_TRUE(IsElementwise(HloOpcode::kAdd));
  EXPECT_FALSE(IsElementwise(HloOpcode::kDot));
  EXPECT_TRUE(IsTranscendental(HloOpcode::kTanh));
  EXPECT_TRUE(IsCollective(HloOpcode::kAllReduceStart));
  EXPECT_TRUE(IsAsyncStart(HloOpcode::kCopyStart));
  EXPECT_TRUE(IsAsyncDone(HloOpcode::kCopyDone));
  EXPECT_TRUE(IsBookkeeping(HloOpcode::kGetTupleElement));
  EXPECT_TRUE(IsBookkeeping(HloOpcode::kCopyStart));
  EXPECT_FALSE(IsBookkeeping(HloOpcode::kCopy));
  EXPECT_FALSE(IsBookkeeping(HloOpcode::kFusion));
}

}  // namespace
}  // namespace tpusim::hlo
