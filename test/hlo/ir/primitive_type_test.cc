#include "hlo/ir/primitive_type.h"

#include "gtest/gtest.h"

namespace tpusim::hlo {
namespace {

TEST(PrimitiveTypeTest, NamesRoundTrip) {
  for (PrimitiveType type : kAllPrimitiveTypes) {
    auto parsed = PrimitiveTypeFromName(PrimitiveTypeName(type));
    ASSERT_TRUE(parsed.has_value()) << PrimitiveTypeName(type);
    EXPECT_EQ(*parsed, type);
  }
  EXPECT_FALSE(PrimitiveTypeFromName("tuple").has_value());
  EXPECT_FALSE(PrimitiveTypeFromName("f31").has_value());
}

TEST(PrimitiveTypeTest, ProtoNumbersMatchXla) {
  // xla_data.proto: PRED=1, S8=2, F32=11, BF16=16, F8E4M3FN=20, S4=21,
  // S1=30, F4E2M1FN=32, F8E8M0FNU=33.
  EXPECT_EQ(PrimitiveTypeFromProto(1), PrimitiveType::kPred);
  EXPECT_EQ(PrimitiveTypeFromProto(11), PrimitiveType::kF32);
  EXPECT_EQ(PrimitiveTypeFromProto(16), PrimitiveType::kBF16);
  EXPECT_EQ(PrimitiveTypeFromProto(21), PrimitiveType::kS4);
  EXPECT_EQ(PrimitiveTypeFromProto(30), PrimitiveType::kS1);
  EXPECT_EQ(PrimitiveTypeFromProto(33), PrimitiveType::kF8E8M0FNU);
  EXPECT_FALSE(PrimitiveTypeFromProto(99).has_value());
}

TEST(PrimitiveTypeTest, Widths) {
  EXPECT_EQ(BitWidth(PrimitiveType::kPred), 1);
  EXPECT_EQ(ByteWidth(PrimitiveType::kPred), 1);
  EXPECT_EQ(ByteWidth(PrimitiveType::kS4), 1);
  EXPECT_EQ(ByteWidth(PrimitiveType::kBF16), 2);
  EXPECT_EQ(ByteWidth(PrimitiveType::kC128), 16);
  EXPECT_EQ(ByteWidth(PrimitiveType::kToken), 0);
  EXPECT_TRUE(IsFloatingPoint(PrimitiveType::kF8E4M3FN));
  EXPECT_TRUE(IsInteger(PrimitiveType::kU2));
  EXPECT_FALSE(IsInteger(PrimitiveType::kPred));
}

}  // namespace
}  // namespace tpusim::hlo
