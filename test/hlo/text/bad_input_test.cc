// Every input error is a clean InvalidArgument diagnostic
// "FILE:LINE:COL: error: message", the offending line and a caret; never a
// crash, hang or unbounded allocation.
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "gtest/gtest.h"
#include "hlo/text/hlo_parser.h"
#include "test/hlo/text/text_test_util.h"
#include "test/test_support.h"

namespace tpusim::hlo {
namespace {

// Parses `text` as bad.hlo and checks the diagnostic's first line and that
// the caret sits under column `col` of the quoted source line.
void ExpectError(absl::string_view text, absl::string_view first_line) {
  absl::StatusOr<std::unique_ptr<Module>> m = ParseHloModule(text, "bad.hlo");
  ASSERT_FALSE(m.ok()) << "parsed:\n" << text;
  EXPECT_EQ(m.status().code(), absl::StatusCode::kInvalidArgument);
  std::vector<std::string> lines = absl::StrSplit(m.status().message(), '\n');
  ASSERT_GE(lines.size(), 1u);
  EXPECT_EQ(lines[0], first_line);
  // "bad.hlo:LINE:COL: error: ..." -> the caret line has '^' at COL.
  std::vector<std::string> parts = absl::StrSplit(lines[0], ':');
  ASSERT_GE(parts.size(), 3u);
  const size_t col = std::stoul(parts[2]);
  ASSERT_EQ(lines.size(), 3u) << m.status().message();
  EXPECT_EQ(lines[2].size(), col) << m.status().message();
  EXPECT_EQ(lines[2].back(), '^');
}

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

TEST(HloBadInputTest, UndefinedNames) {
  ExpectError(Wrap("  ROOT %r = f32[] negate(f32[] %nope)"),
              "bad.hlo:3:32: error: use of undefined instruction '%nope' in "
              "computation '%e'");
  ExpectError(Wrap("  %p = f32[] parameter(0)\n"
                     "  ROOT %r = f32[] call(%p), to_apply=%missing"),
              "bad.hlo:4:38: error: use of undefined computation '%missing'");
  ExpectError(Wrap("  %p = f32[] parameter(0)\n"
                     "  ROOT %r = f32[] negate(%p), control-predecessors={%q}"),
              "bad.hlo:4:53: error: control predecessor '%q' is not defined in "
              "computation '%e'");
}

TEST(HloBadInputTest, DuplicateNames) {
  ExpectError(Wrap("  %p = f32[] parameter(0)\n  ROOT %p = f32[] negate(%p)"),
              "bad.hlo:4:8: error: duplicate instruction name '%p' in "
              "computation '%e'");
  ExpectError(absl::StrCat(kHeader,
                           "%c { ROOT %a = f32[] constant(1) }\n"
                           "%c { ROOT %b = f32[] constant(2) }\n"),
              "bad.hlo:3:1: error: duplicate computation name '%c'");
  ExpectError(Wrap("  %p = f32[] parameter(0), sharding={replicated}, "
                     "sharding={replicated}"),
              "bad.hlo:3:51: error: duplicate attribute 'sharding'");
}

TEST(HloBadInputTest, BadShapes) {
  ExpectError(Wrap("  ROOT %p = f33[2] parameter(0)"),
              "bad.hlo:3:13: error: unknown element type 'f33'");
  ExpectError(Wrap("  ROOT %p = f32[2,x] parameter(0)"),
              "bad.hlo:3:19: error: expected dimension size");
  ExpectError(Wrap("  ROOT %p = f32[99999999999999999999] parameter(0)"),
              "bad.hlo:3:17: error: dimension size '99999999999999999999' does "
              "not fit in 64 bits");
  ExpectError(Wrap("  ROOT %p = f32[4294967296,4294967296] parameter(0)"),
              "bad.hlo:3:13: error: shape f32[4294967296,4294967296] is too "
              "large: its byte size does not fit in 64 bits");
  ExpectError(Wrap("  ROOT %p = f32[2,3]{0} parameter(0)"),
              "bad.hlo:3:21: error: layout has 1 minor_to_major entries but the "
              "shape has rank 2");
}

TEST(HloBadInputTest, UnterminatedText) {
  ExpectError(Wrap("  ROOT %c = s32[] custom-call(), custom_call_target=\"abc"),
              "bad.hlo:3:53: error: unterminated string: '\"' has no matching '\"'");
  ExpectError(absl::StrCat(kHeader, "ENTRY %e {\n  /* open\n  ROOT %p = f32[] "
                                    "parameter(0)\n}\n"),
              "bad.hlo:3:3: error: unterminated comment: '/*' has no matching "
              "'*/'");
  ExpectError(absl::StrCat(kHeader, "ENTRY %e {\n  ROOT %p = f32[] parameter(0)\n"),
              "bad.hlo:3:31: error: expected '}' to close computation '%e', got "
              "end of input");
  // The next line's '}' would close an open brace, so the value runs to the
  // end of the input here.
  ExpectError(absl::StrCat(kHeader, "ENTRY %e {\n  ROOT %p = f32[] parameter(0), "
                                    "sharding={devices=[2,1]0,1\n"),
              "bad.hlo:3:42: error: unbalanced bracket: no matching closing "
              "bracket");
  ExpectError(Wrap("  ROOT %p = f32[] parameter(0), frontend_attributes={a=[}"),
              "bad.hlo:3:57: error: mismatched bracket");
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

TEST(HloBadInputTest, StructureErrors) {
  ExpectError("HloModul x\n", "bad.hlo:1:1: error: expected 'HloModule' at the "
                              "start of the module, got 'HloModul'");
  absl::StatusOr<std::unique_ptr<Module>> empty = ParseHloModule("", "bad.hlo");
  ASSERT_FALSE(empty.ok());
  EXPECT_EQ(empty.status().message(),
            "bad.hlo:1:1: error: expected 'HloModule' at the start of the "
            "module, got end of input");
  ExpectError(absl::StrCat(kHeader),
              "bad.hlo:1:14: error: module has no computations");
  ExpectError(absl::StrCat(kHeader, "ENTRY %e {\n}\n"),
              "bad.hlo:3:1: error: computation '%e' has no instructions");
  ExpectError(Wrap("  ROOT %a = f32[] constant(1)\n  ROOT %b = f32[] constant(2)"),
              "bad.hlo:4:3: error: second ROOT in computation '%e': '%a' is "
              "already the root");
  ExpectError(absl::StrCat(kHeader,
                           "ENTRY %a { ROOT %x = f32[] constant(1) }\n"
                           "ENTRY %b { ROOT %y = f32[] constant(2) }\n"),
              "bad.hlo:3:1: error: second ENTRY computation: '%a' is already the "
              "entry");
  ExpectError(Wrap("  %a = f32[] parameter(0)\n  ROOT %b = f32[] parameter(2)"),
              "bad.hlo:4:8: error: parameter number 2 is out of range: "
              "computation '%e' has 2 parameters, numbered from 0");
  ExpectError(Wrap("  %a = f32[] parameter(0)\n  ROOT %b = f32[] parameter(0)"),
              "bad.hlo:4:8: error: parameter number 0 is used twice in "
              "computation '%e'");
  ExpectError(Wrap("  ROOT %a = f32[] parameter(-1)"),
              "bad.hlo:3:29: error: parameter number '-1' is not a non-negative "
              "64-bit integer");
  ExpectError(Wrap("  %p = f32[] parameter(0)\n  ROOT %r = f32[] negate(%p) junk"),
              "bad.hlo:5:1: error: expected '=' after the instruction name, got "
              "'}'");
  ExpectError(absl::StrCat(kHeader, "ENTRY %e { ROOT %p = f32[] parameter(0) }, "
                                    "color=\"red\"\n"),
              "bad.hlo:2:44: error: unknown computation attribute 'color' (only "
              "execution_thread is known)");
}

TEST(HloBadInputTest, ShapeInferenceErrors) {
  ExpectError(Wrap("  %p = f32[2] parameter(0)\n  ROOT %c = convert(%p)"),
              "bad.hlo:4:13: error: cannot infer the shape of 'convert': XLA "
              "infers shapes only for elementwise ops, tuple and "
              "get-tuple-element; write the result shape");
  ExpectError(Wrap("  %p = (f32[2]) parameter(0)\n"
                     "  ROOT %g = get-tuple-element(%p), index=3"),
              "bad.hlo:4:13: error: cannot infer the shape of "
              "'get-tuple-element': the index is out of range of the operand's "
              "tuple shape; write the result shape");
}

TEST(HloBadInputTest, AttributeValueErrors) {
  const std::string p = "  %p = f32[4,4] parameter(0)\n";
  ExpectError(Wrap(p + "  ROOT %r = f32[4,4] pad(%p, %p), padding=1_1x2"),
              "bad.hlo:4:47: error: malformed padding '1_1x2': each dimension "
              "needs 2 or 3 values joined by '_'");
  ExpectError(Wrap(p + "  ROOT %r = f32[4,4] pad(%p, %p), padding=1_ax0_0"),
              "bad.hlo:4:45: error: malformed padding '1_ax0_0': expected an "
              "integer here");
  ExpectError(Wrap(p + "  ROOT %r = f32[4,4] reverse(%p), window={size=2x2 "
                         "stride=1}"),
              "bad.hlo:4:52: error: window field 'stride' has 1 dimensions but "
              "size has 2");
  ExpectError(Wrap(p + "  ROOT %r = f32[4,4] reverse(%p), window={size=2 "
                         "color=1}"),
              "bad.hlo:4:50: error: unknown window field 'color'");
  ExpectError(Wrap(p + "  ROOT %r = f32[4,4] convolution(%p, %p), "
                         "dim_labels=bf_xy->bf"),
              "bad.hlo:4:54: error: malformed dim_labels 'bf_xy->bf' (expected "
              "e.g. b01f_01io->b01f)");
  ExpectError(Wrap(p + "  ROOT %r = f32[2,4] slice(%p), slice={[0:2], 0:4}"),
              "bad.hlo:4:47: error: expected '[' to start a slice range, got "
              "'0'");
  ExpectError(Wrap(p + "  ROOT %r = f32[4,4] negate(%p), dimensions={0,x}"),
              "bad.hlo:4:48: error: expected an integer, got 'x'");
  ExpectError(Wrap(p + "  ROOT %r = f32[4,4] negate(%p), "
                         "channel_id=99999999999999999999"),
              "bad.hlo:4:45: error: integer '99999999999999999999' does not fit "
              "in 64 bits");
  ExpectError(Wrap(p + "  ROOT %r = f32[4,4] sort(%p), is_stable=maybe"),
              "bad.hlo:4:42: error: expected true or false, got 'maybe'");
  ExpectError(Wrap(p + "  ROOT %r = f32[4,4] custom-call(%p), "
                         "custom_call_target=foo"),
              "bad.hlo:4:58: error: expected a quoted string, got 'foo'");
  ExpectError(Wrap(p + "  ROOT %r = f32[4,4] negate(%p), metadata={op_name=3}"),
              "bad.hlo:4:52: error: expected a quoted string, got '3'");
}

TEST(HloBadInputTest, AsyncSugarErrors) {
  ExpectError(Wrap("  %p = f32[2] parameter(0)\n"
                     "  ROOT %d = f32[2] custom-call-done(%p)"),
              "bad.hlo:4:20: error: 'custom-call-done' needs as operand 0 the "
              "result of a custom-call-start or custom-call-update");
  ExpectError(Wrap("  ROOT %d = f32[2] parameter-start()"),
              "bad.hlo:3:20: error: unknown opcode 'parameter-start'");
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
