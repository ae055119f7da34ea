#include "hlo/ir/shape.h"

#include "gtest/gtest.h"
#include "test/status_matchers.h"

namespace tpusim::hlo {
namespace {

TEST(ShapeTest, ParsesAndPrintsTiledLayout) {
  auto shape = ParseShape("bf16[4,512,512,64]{3,0,2,1:T(4,128)(2,1)}");
  ASSERT_THAT(shape, IsOk());
  EXPECT_EQ(shape->element_type(), PrimitiveType::kBF16);
  EXPECT_EQ(shape->dims(), (std::vector<int64_t>{4, 512, 512, 64}));
  ASSERT_TRUE(shape->has_layout());
  EXPECT_EQ(shape->layout().minor_to_major, (std::vector<int64_t>{3, 0, 2, 1}));
  ASSERT_EQ(shape->layout().tiles.size(), 2u);
  EXPECT_EQ(shape->layout().tiles[0].dims, (std::vector<int64_t>{4, 128}));
  EXPECT_EQ(shape->ToString(), "bf16[4,512,512,64]{3,0,2,1:T(4,128)(2,1)}");
}

TEST(ShapeTest, RoundTripsEveryLayoutPart) {
  const char* kCases[] = {
      "f32[]{:T(256)}",
      "pred[64,512,2048]{2,1,0:T(8,128)E(32)}",
      "s4[128,256]{1,0:T(8,128)(8,1)E(4)S(1)}",
      "f32[5,1024,1024,256]{3,2,1,0:T(8,128)S(5)}",
      "bf16[2048]{0:T(1024)(128)(2,1)}",
      "f32[8,16]{1,0:T(2,*,128)L(1024)}",
      "f32[8,16]{1,0:D(D,C)T(8,128)#(u16)*(u32)E(32)S(2)SC(0:1,2)P(f32[8,128])M(8)}",
      "f32[2,<=3,?]",
      "(f32[], (s32[4]{0}, token[]), ())",
  };
  for (const char* text : kCases) {
    auto shape = ParseShape(text);
    ASSERT_TRUE(shape.ok()) << text << ": " << shape.status();
    EXPECT_EQ(shape->ToString(), text);
    auto again = ParseShape(shape->ToString());
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(*again, *shape);
  }
}

TEST(ShapeTest, DynamicDims) {
  auto shape = ParseShape("f32[2,<=3,?]");
  ASSERT_TRUE(shape.ok());
  EXPECT_FALSE(shape->is_dynamic_dim(0));
  EXPECT_TRUE(shape->is_dynamic_dim(1));
  EXPECT_EQ(shape->dim(1), 3);
  EXPECT_TRUE(shape->is_unbounded_dim(2));
  EXPECT_TRUE(shape->IsUnbounded());
  EXPECT_FALSE(shape->ElementCount().ok());
}

TEST(ShapeTest, OverflowingDimIsAnErrorWithLocation) {
  auto shape = ParseShape("f32[99999999999999999999]", "x.hlo");
  ASSERT_FALSE(shape.ok());
  std::string message(shape.status().message());
  EXPECT_NE(message.find("x.hlo:1:5: error:"), std::string::npos) << message;
  EXPECT_NE(message.find("does not fit in 64 bits"), std::string::npos) << message;
  EXPECT_NE(message.find("\n    ^"), std::string::npos) << message;
}

TEST(ShapeTest, ElementCountOverflowIsAnError) {
  auto shape = ParseShape("f32[4294967296,4294967296]");
  ASSERT_TRUE(shape.ok());
  EXPECT_FALSE(shape->ElementCount().ok());
}

TEST(ShapeTest, RejectsBadLayouts) {
  EXPECT_FALSE(ParseShape("f32[2,3]{0}").ok());        // Wrong rank.
  EXPECT_FALSE(ParseShape("f32[2,3]{0,0}").ok());      // Not a permutation.
  EXPECT_FALSE(ParseShape("f32[2,3]{1,0:Q(1)}").ok());  // Unknown part.
  EXPECT_FALSE(ParseShape("f32[2,3]{1,0:T(0,128)}").ok());
  EXPECT_FALSE(ParseShape("q32[2]").ok());
  EXPECT_FALSE(ParseShape("f32[2").ok());
}

}  // namespace
}  // namespace tpusim::hlo
