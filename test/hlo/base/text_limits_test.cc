// FindTextLimitViolation: bracket nesting past the limit is found at its
// offset; strings, comments and MLIR's `->` do not count; huge `%v#N`.
#include "hlo/base/text_limits.h"

#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace tpusim::hlo {
namespace {

using ::testing::HasSubstr;

std::string Nested(int depth, char open, char close) {
  return std::string(depth, open) + "x" + std::string(depth, close);
}

TEST(TextLimitsTest, AcceptsNestingUpToTheLimit) {
  EXPECT_FALSE(FindTextLimitViolation(Nested(4, '[', ']'), TextSyntax::kMlir, 4).has_value());
  EXPECT_FALSE(FindTextLimitViolation(Nested(4, '{', '}'), TextSyntax::kProtoText, 4));
}

TEST(TextLimitsTest, FindsTheFirstBracketPastTheLimit) {
  const std::string text = "a " + Nested(5, '(', ')');
  std::optional<TextLimitViolation> violation =
      FindTextLimitViolation(text, TextSyntax::kMlir, 4);
  ASSERT_TRUE(violation.has_value());
  EXPECT_EQ(violation->offset, 6u);  // The fifth '('.
  EXPECT_THAT(violation->message, HasSubstr("nested more than 4 levels"));
}

TEST(TextLimitsTest, MixedBracketsAndAngleTypesCount) {
  // tuple<tuple<...>> nests like any other bracket.
  std::string type = "tensor<f32>";
  for (int i = 0; i < 6; ++i) type = "tuple<" + type + ">";
  EXPECT_TRUE(FindTextLimitViolation("func.func @f(%a: " + type + ")", TextSyntax::kMlir, 6));
  EXPECT_FALSE(FindTextLimitViolation("func.func @f(%a: " + type + ")", TextSyntax::kMlir, 8));
}

TEST(TextLimitsTest, ArrowsStringsAndCommentsDoNotNest) {
  const std::string arrows =
      "func.func @f() -> (tensor<f32>) { // ((((((((\n"
      "  %0 = \"x\"() {s = \"[[[[[[[[\\\"[[[[\"} : () -> tensor<f32>\n}\n";
  EXPECT_FALSE(FindTextLimitViolation(arrows, TextSyntax::kMlir, 3).has_value());
  const std::string proto = "a { b: '{{{{{{' # {{{{{{{\n c { } }\n";
  EXPECT_FALSE(FindTextLimitViolation(proto, TextSyntax::kProtoText, 2).has_value());
}

TEST(TextLimitsTest, ClosedBracketsFreeTheirLevel) {
  std::string text;
  for (int i = 0; i < 100; ++i) text += "{[()]}";
  EXPECT_FALSE(FindTextLimitViolation(text, TextSyntax::kMlir, 3).has_value());
  EXPECT_TRUE(FindTextLimitViolation(text, TextSyntax::kMlir, 2).has_value());
}

TEST(TextLimitsTest, HugeMlirResultNumbers) {
  std::optional<TextLimitViolation> violation =
      FindTextLimitViolation("  return %0#2147483647 : tensor<f32>", TextSyntax::kMlir);
  ASSERT_TRUE(violation.has_value());
  EXPECT_EQ(violation->offset, 11u);
  EXPECT_THAT(violation->message, HasSubstr("result number 2147483647 is too large"));
  EXPECT_FALSE(FindTextLimitViolation("return %0#3, %x#1048576", TextSyntax::kMlir));
  // Not an SSA use: an attribute alias and a location alias.
  EXPECT_FALSE(FindTextLimitViolation("#map99999999999 = x loc(#loc99999999999)",
                                      TextSyntax::kMlir));
}

}  // namespace
}  // namespace tpusim::hlo
