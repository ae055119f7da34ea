// Every input error is a clean InvalidArgument diagnostic
// "FILE:LINE:COL: error: message", the offending line and a caret; never a
// crash, hang or unbounded allocation. Each single error case is a file in
// test/data/bad_input/hlo_text/ with its expected-error line
// (test/hlo/import/expected_errors_test.cc); here are the tests that check
// more than one message: the full format, generated inputs, every prefix
// and mutation of a valid module.
#include <memory>
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "hlo/text/hlo_parser.h"
#include "test/hlo/text/text_test_util.h"
#include "test/test_support.h"

namespace tpusim::hlo {
namespace {

constexpr absl::string_view kHeader = "HloModule bad\n";

std::string Wrap(absl::string_view body) {
  return absl::StrCat(kHeader, "ENTRY %e {\n", body, "\n}\n");
}

TEST(HloBadInputTest, FullDiagnosticFormat) {
  absl::StatusOr<std::unique_ptr<Module>> m = ParseHloModule(
      Wrap("  %p = f32[] parameter(0)\n  ROOT %r = f32[] frobnicate(%p)"),
      "bad.hlo");
  ASSERT_FALSE(m.ok());
  EXPECT_EQ(m.status().message(),
            "bad.hlo:4:19: error: unknown opcode 'frobnicate'\n"
            "  ROOT %r = f32[] frobnicate(%p)\n"
            "                  ^");
}

TEST(HloBadInputTest, DeepNestingIsBounded) {
  // Nested operands: recursion stops at 64 levels.
  std::string nested = "%p";
  for (int i = 0; i < 200; ++i) nested = absl::StrCat("negate(", nested, ")");
  absl::StatusOr<std::unique_ptr<Module>> m = ParseHloModule(
      Wrap(absl::StrCat("  %p = f32[] parameter(0)\n  ROOT %r = f32[] ", nested)),
      "bad.hlo");
  ASSERT_FALSE(m.ok());
  EXPECT_NE(m.status().message().find("operands nested more than 64 deep"),
            absl::string_view::npos)
      << m.status().message();
  // Brackets in a raw attribute value.
  std::string brackets(100000, '{');
  m = ParseHloModule(Wrap(absl::StrCat("  ROOT %p = f32[] parameter(0), x=",
                                         brackets)),
                     "bad.hlo");
  ASSERT_FALSE(m.ok());
  EXPECT_NE(m.status().message().find("brackets nested too deeply"),
            absl::string_view::npos);
  // Tuple shapes.
  std::string tuple = absl::StrCat(std::string(100000, '('), "f32[]",
                                   std::string(100000, ')'));
  m = ParseHloModule(Wrap(absl::StrCat("  ROOT %p = ", tuple, " parameter(0)")),
                     "bad.hlo");
  ASSERT_FALSE(m.ok());
  EXPECT_NE(m.status().message().find("nested too deeply"), absl::string_view::npos);
}

// An empty file cannot carry an expected-error line
// (test/data/bad_input/README.md): its whole diagnostic is checked here.
TEST(HloBadInputTest, EmptyInput) {
  absl::StatusOr<std::unique_ptr<Module>> empty = ParseHloModule("", "bad.hlo");
  ASSERT_FALSE(empty.ok());
  EXPECT_EQ(empty.status().message(),
            "bad.hlo:1:1: error: expected 'HloModule' at the start of the "
            "module, got end of input");
}

TEST(HloBadInputTest, InstructionLineErrors) {
  absl::StatusOr<HloInstructionLine> line =
      ParseHloInstructionLine("%a = f32[] negate(%b) extra", "op");
  ASSERT_FALSE(line.ok());
  EXPECT_EQ(line.status().message(),
            "op:1:23: error: expected ',' or the end of the instruction, got "
            "'extra'\n"
            "%a = f32[] negate(%b) extra\n"
            "                      ^");
}

// Large but valid shapes of input stay linear (each of these took minutes
// with a quadratic step): one value with 200k users, a 200k-operand tuple,
// an instruction with 20k attributes, a 1 MB string full of escapes.
TEST(HloBadInputTest, WideInputsStayLinear) {
  constexpr int kN = 200000;
  std::string users = "HloModule wide\nENTRY %e {\n  %p = f32[] parameter(0)\n";
  std::string tuple_operands;
  for (int i = 0; i < kN; ++i) {
    absl::StrAppend(&users, "  %n.", i, " = f32[] negate(%p)\n");
    absl::StrAppend(&tuple_operands, i > 0 ? ", " : "", "%p");
  }
  absl::StrAppend(&users, "  ROOT %t = tuple(", tuple_operands, ")", ", x0=0");
  for (int i = 1; i < 20000; ++i) absl::StrAppend(&users, ", x", i, "=", i);
  std::string escapes;
  for (int i = 0; i < 250000; ++i) escapes += "\\n";
  absl::StrAppend(&users, ", note=\"", escapes, "\"\n}\n");
  absl::StatusOr<std::unique_ptr<Module>> m = ParseHloModule(users, "wide.hlo");
  ASSERT_TRUE(m.ok()) << m.status().message().substr(0, 300);
  const Instruction* p = (*m)->entry()->parameter(0);
  EXPECT_EQ(p->users().size(), static_cast<size_t>(kN) + 1);
  EXPECT_EQ((*m)->entry()->root()->operand_count(), kN);
  EXPECT_EQ((*m)->entry()->root()->attributes().size(), 20001u);
  // Duplicates are still found past the linear-scan limit.
  absl::StatusOr<std::unique_ptr<Module>> dup = ParseHloModule(
      absl::StrCat("HloModule d\nENTRY %e {\n  ROOT %p = f32[] parameter(0)",
                   ", a=1, b=1, c=1, d=1, e=1, f=1, g=1, h=1, i=1, j=1, k=1, l=1",
                   ", m=1, n=1, o=1, q=1, r=1, s=1, t=1, c=2\n}\n"),
      "dup.hlo");
  ASSERT_FALSE(dup.ok());
  EXPECT_NE(dup.status().message().find("duplicate attribute 'c'"),
            absl::string_view::npos);
}

// Every prefix of a valid module, and every single-byte change to it, either
// parses or fails with a diagnostic: no crash, hang or sanitizer report.
TEST(HloBadInputTest, TruncationsAndMutationsFailCleanly) {
  const std::string text = tpusim::testing::ReadFileOrDie(
      tpusim::hlo::testing::TestDataFile("hlo/all_attributes.hlo"));
  ASSERT_FALSE(text.empty());
  int errors = 0;
  for (size_t n = 0; n < text.size(); n += 7) {
    absl::StatusOr<std::unique_ptr<Module>> m =
        ParseHloModule(absl::string_view(text).substr(0, n), "cut.hlo");
    if (!m.ok()) {
      ++errors;
      EXPECT_EQ(m.status().message().rfind("cut.hlo:", 0), 0u);
    }
  }
  EXPECT_GT(errors, 0);
  const char kBytes[] = {'{', '}', '(', ')', '"', '%', ',', '=', '/', '*', 'x', '9'};
  uint32_t seed = 12345;
  for (int i = 0; i < 3000; ++i) {
    seed = seed * 1664525u + 1013904223u;
    std::string mutated = text;
    mutated[seed % mutated.size()] = kBytes[(seed >> 16) % sizeof(kBytes)];
    absl::StatusOr<std::unique_ptr<Module>> m = ParseHloModule(mutated, "mut.hlo");
    if (!m.ok()) {
      EXPECT_EQ(m.status().message().rfind("mut.hlo:", 0), 0u);
    }
  }
}

}  // namespace
}  // namespace tpusim::hlo
