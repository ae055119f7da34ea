#include "hlo/text/hlo_lexer.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace tpusim::hlo {
namespace {

std::vector<Token> LexAll(absl::string_view text) {
  HloLexer lex(text);
  std::vector<Token> out;
  while (true) {
    Token t = lex.Next();
    out.push_back(t);
    if (t.kind == TokKind::kEof || t.kind == TokKind::kError) break;
  }
  return out;
}

std::vector<TokKind> Kinds(const std::vector<Token>& tokens) {
  std::vector<TokKind> out;
  for (const Token& t : tokens) out.push_back(t.kind);
  return out;
}

TEST(HloLexerTest, InstructionLine) {
  auto toks = LexAll("ROOT %add.1 = f32[2]{0} add(%x, y), metadata={}");
  using K = TokKind;
  EXPECT_EQ(Kinds(toks),
            (std::vector<K>{K::kName, K::kName, K::kEqual, K::kName, K::kLSquare,
                            K::kInt, K::kRSquare, K::kLBrace, K::kInt, K::kRBrace,
                            K::kName, K::kLParen, K::kName, K::kComma, K::kName,
                            K::kRParen, K::kComma, K::kName, K::kEqual,
                            K::kLBrace, K::kRBrace, K::kEof}));
  EXPECT_EQ(toks[0].text, "ROOT");
  EXPECT_FALSE(toks[0].percent);
  EXPECT_EQ(toks[1].text, "add.1");
  EXPECT_TRUE(toks[1].percent);
  EXPECT_EQ(toks[1].offset, 5u);
  EXPECT_EQ(toks[14].text, "y");
  EXPECT_FALSE(toks[14].percent);
}

TEST(HloLexerTest, NamesKeepDotsAndDashes) {
  auto toks = LexAll("%constant.756..sunk get-tuple-element control-predecessors");
  ASSERT_EQ(toks.size(), 4u);
  EXPECT_EQ(toks[0].text, "constant.756..sunk");
  EXPECT_EQ(toks[1].text, "get-tuple-element");
  EXPECT_EQ(toks[2].text, "control-predecessors");
}

TEST(HloLexerTest, ArrowEndsAName) {
  auto toks = LexAll("(p: f32[])->f32[] bf_oi->bf");
  using K = TokKind;
  EXPECT_EQ(Kinds(toks),
            (std::vector<K>{K::kLParen, K::kName, K::kColon, K::kName, K::kLSquare,
                            K::kRSquare, K::kRParen, K::kArrow, K::kName,
                            K::kLSquare, K::kRSquare, K::kName, K::kArrow,
                            K::kName, K::kEof}));
  EXPECT_EQ(toks[11].text, "bf_oi");
}

TEST(HloLexerTest, Integers) {
  auto toks = LexAll("0 -12 99999999999999999999");
  ASSERT_EQ(toks.size(), 4u);
  EXPECT_EQ(ParseInt64(toks[0].text), 0);
  EXPECT_EQ(ParseInt64(toks[1].text), -12);
  EXPECT_EQ(toks[2].kind, TokKind::kInt);
  EXPECT_FALSE(ParseInt64(toks[2].text).has_value());  // Overflow.
  EXPECT_EQ(ParseInt64("-9223372036854775808"), INT64_MIN);
  EXPECT_FALSE(ParseInt64("9223372036854775808").has_value());
  EXPECT_FALSE(ParseInt64("-").has_value());
}

TEST(HloLexerTest, CommentsAreSkipped) {
  auto toks = LexAll(
      "// line comment\n a /* block\n comment */ , /*index=5*/b // end");
  ASSERT_EQ(toks.size(), 4u);
  EXPECT_EQ(toks[0].text, "a");
  EXPECT_EQ(toks[1].kind, TokKind::kComma);
  EXPECT_EQ(toks[2].text, "b");
  EXPECT_EQ(toks[3].kind, TokKind::kEof);
}

TEST(HloLexerTest, UnterminatedCommentIsAnError) {
  auto toks = LexAll("a /* never closed");
  ASSERT_EQ(toks.size(), 2u);
  EXPECT_EQ(toks[1].kind, TokKind::kError);
  EXPECT_EQ(toks[1].offset, 2u);
  EXPECT_NE(toks[1].text.find("unterminated comment"), absl::string_view::npos);
}

TEST(HloLexerTest, Strings) {
  auto toks = LexAll(R"("plain" "with \"quote\" and \\ and \n" "")");
  ASSERT_EQ(toks.size(), 4u);
  EXPECT_EQ(toks[0].kind, TokKind::kString);
  EXPECT_EQ(UnescapeString(toks[0].text), "plain");
  EXPECT_EQ(UnescapeString(toks[1].text), "with \"quote\" and \\ and \n");
  EXPECT_EQ(UnescapeString(toks[2].text), "");
}

TEST(HloLexerTest, UnterminatedStringIsAnError) {
  auto toks = LexAll("x=\"abc\\\"");
  ASSERT_EQ(toks.size(), 3u);
  EXPECT_EQ(toks[2].kind, TokKind::kError);
  EXPECT_EQ(toks[2].offset, 2u);
}

TEST(HloLexerTest, PercentWithoutNameIsAnError) {
  auto toks = LexAll("% x");
  EXPECT_EQ(toks[0].kind, TokKind::kError);
}

TEST(HloLexerTest, OtherCharacters) {
  auto toks = LexAll("? * <");
  EXPECT_EQ(toks[0].kind, TokKind::kOther);
  EXPECT_EQ(toks[0].text, "?");
  EXPECT_EQ(toks[1].kind, TokKind::kOther);
  EXPECT_EQ(toks[2].kind, TokKind::kOther);
}

TEST(HloLexerTest, PeekAndConsumeDoNotLoseTokens) {
  HloLexer lex("a , b");
  EXPECT_EQ(lex.Peek().text, "a");
  EXPECT_EQ(lex.Peek().text, "a");
  EXPECT_FALSE(lex.Consume(TokKind::kComma));
  EXPECT_EQ(lex.Next().text, "a");
  EXPECT_TRUE(lex.Consume(TokKind::kComma));
  size_t at_b = lex.pos();
  EXPECT_EQ(lex.Next().text, "b");
  lex.set_pos(at_b);  // Rewinding re-lexes the same token.
  EXPECT_EQ(lex.Next().text, "b");
  EXPECT_TRUE(lex.AtEnd());
}

TEST(HloLexerTest, ScanRun) {
  HloLexer lex("  1_1x-2_0, rest");
  absl::string_view run = lex.ScanRun([](char c) {
    return IsDigit(c) || c == '_' || c == 'x' || c == '-';
  });
  EXPECT_EQ(run, "1_1x-2_0");
  EXPECT_EQ(lex.Next().kind, TokKind::kComma);
}

TEST(HloLexerTest, ScanBalancedTopLevelValue) {
  HloLexer lex(R"({devices=[2,1]0,1 last_tile_dim_replicate}, next=1)");
  HloLexer::Balanced b = lex.ScanBalanced(HloLexer::Stop::kCommaOrBlank);
  ASSERT_EQ(b.error, nullptr);
  EXPECT_EQ(b.text, "{devices=[2,1]0,1 last_tile_dim_replicate}");
  EXPECT_EQ(lex.Next().kind, TokKind::kComma);
}

TEST(HloLexerTest, ScanBalancedSkipsStringsAndComments) {
  HloLexer lex(R"({"a}":"b\"{", /*}*/ x=[1]}
  %next)");
  HloLexer::Balanced b = lex.ScanBalanced(HloLexer::Stop::kCommaOrBlank);
  ASSERT_EQ(b.error, nullptr);
  EXPECT_EQ(b.text, R"({"a}":"b\"{", /*}*/ x=[1]})");
}

TEST(HloLexerTest, ScanBalancedStopsAtUnmatchedCloser) {
  HloLexer lex("[2,4]<=[4,2]T(1,0)}");
  HloLexer::Balanced b = lex.ScanBalanced(HloLexer::Stop::kCommaOrBlank);
  ASSERT_EQ(b.error, nullptr);
  EXPECT_EQ(b.text, "[2,4]<=[4,2]T(1,0)");
  EXPECT_EQ(lex.Next().kind, TokKind::kRBrace);
}

TEST(HloLexerTest, ScanBalancedToEndOfLine) {
  HloLexer lex("s32[] 3 , next\n  f32[2] {1, 2}  // note\n");
  HloLexer::Balanced b = lex.ScanBalanced(HloLexer::Stop::kCommaOrNewline);
  ASSERT_EQ(b.error, nullptr);
  EXPECT_EQ(b.text, "s32[] 3");
  EXPECT_EQ(lex.Next().kind, TokKind::kComma);
  EXPECT_EQ(lex.Next().text, "next");
  b = lex.ScanBalanced(HloLexer::Stop::kCommaOrNewline);
  EXPECT_EQ(b.text, "f32[2] {1, 2}");
}

TEST(HloLexerTest, ScanBalancedLiteralKeepsCommas) {
  HloLexer lex("{ {1, 2}, {3, 4} })");
  HloLexer::Balanced b = lex.ScanBalanced(HloLexer::Stop::kCloser);
  ASSERT_EQ(b.error, nullptr);
  EXPECT_EQ(b.text, "{ {1, 2}, {3, 4} }");
}

TEST(HloLexerTest, ScanBalancedErrors) {
  {
    HloLexer lex("{(]}");
    HloLexer::Balanced b = lex.ScanBalanced(HloLexer::Stop::kCommaOrBlank);
    ASSERT_NE(b.error, nullptr);
    EXPECT_EQ(b.error_offset, 2u);
  }
  {
    HloLexer lex("x={[1,2");
    lex.set_pos(2);
    HloLexer::Balanced b = lex.ScanBalanced(HloLexer::Stop::kCommaOrBlank);
    ASSERT_NE(b.error, nullptr);
    EXPECT_EQ(b.error_offset, 3u);  // The innermost unclosed '['.
  }
  {
    std::string deep(HloLexer::kMaxNesting + 1, '{');
    HloLexer lex(deep);
    HloLexer::Balanced b = lex.ScanBalanced(HloLexer::Stop::kCommaOrBlank);
    ASSERT_NE(b.error, nullptr);
    EXPECT_NE(std::string(b.error).find("nested too deeply"), std::string::npos);
  }
}

TEST(HloLexerTest, EscapeRoundTrip) {
  const std::string samples[] = {"", "plain", "q\"uote", "back\\slash",
                                 "new\nline\ttab\rret", std::string("\0\x01\x7f", 3),
                                 "utf8 \xc3\xa9"};
  for (const std::string& s : samples) {
    std::string quoted = "\"";
    AppendEscapedString(&quoted, s);
    quoted += "\"";
    EXPECT_EQ(UnescapeString(quoted), s) << quoted;
    // The escaped text lexes as one string token.
    auto toks = LexAll(quoted);
    ASSERT_EQ(toks.size(), 2u);
    EXPECT_EQ(toks[0].kind, TokKind::kString);
  }
}

TEST(HloLexerTest, UnescapeForms) {
  EXPECT_EQ(UnescapeString(R"("\101\x42\'\?")"), "AB'?");
  EXPECT_EQ(UnescapeString(R"("keep \d")"), "keep \\d");
}

}  // namespace
}  // namespace tpusim::hlo
