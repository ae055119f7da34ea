#include "hlo/mlir/text_prepass.h"

#include <string>

#include "gtest/gtest.h"

namespace tpusim::hlo {
namespace {

TEST(TextPrepassTest, LeavesOrdinaryTextAlone) {
  std::string text =
      "%0 = stablehlo.add %a, %b : tensor<2xf8E4M3FN> loc(\"f.py\":1:2)\n"
      "// f8E3M4 in a comment, \"f8E3M4 to :5\" in a string\n";
  PrepassResult result = RunTextPrepass(text);
  EXPECT_TRUE(result.edits.empty());
  EXPECT_TRUE(result.text.empty());  // No copy.
  EXPECT_EQ(result.TextFor(text), text);
}

TEST(TextPrepassTest, BlanksSourceRangeEnds) {
  std::string text =
      "#loc1 = loc(\"f.py\":10:8 to :54)\n#loc2 = loc(\"g.py\":2935:35 to 2938:3)\n";
  PrepassResult result = RunTextPrepass(text);
  EXPECT_EQ(result.text,
            "#loc1 = loc(\"f.py\":10:8       )\n"
            "#loc2 = loc(\"g.py\":2935:35          )\n");
  EXPECT_EQ(result.text.size(), text.size());  // Columns are unchanged.
  EXPECT_EQ(result.edits.size(), 2u);
}

TEST(TextPrepassTest, RenamesNewFloatTypesAndMapsOffsetsBack) {
  std::string text = "tensor<2x?xf8E3M4>, tensor<f4E2M1FN>, complex<f6E2M3FN> %x";
  PrepassResult result = RunTextPrepass(text);
  EXPECT_EQ(result.text,
            "tensor<2x?x!tpusim.f8E3M4>, tensor<!tpusim.f4E2M1FN>, "
            "complex<!tpusim.f6E2M3FN> %x");
  EXPECT_EQ(result.renamed_types,
            (std::vector<std::string>{"f8E3M4", "f4E2M1FN", "f6E2M3FN"}));
  // `%x` moves right by 3 * len("!tpusim."); it maps back to its place.
  size_t rewritten = result.text.find("%x");
  EXPECT_EQ(result.ToOriginalOffset(rewritten), text.find("%x"));
  // Inside a replacement: the start of what it replaced.
  size_t inside = result.text.find("tpusim.f4");
  EXPECT_EQ(result.ToOriginalOffset(inside), text.find("f4E2M1FN"));
  EXPECT_EQ(result.ToOriginalOffset(0), 0u);
}

TEST(TextPrepassTest, NotPartOfLongerIdentifiers) {
  std::string text = "%f8E3M4x = foo.f8E3M4 : tensor<2xf8E3M4b>";
  EXPECT_EQ(RunTextPrepass(text).TextFor(text), text);
}

TEST(TextPrepassTest, RepacksByteLayoutBooleanHex) {
  std::string text = "dense<\"0x010001000101010000\"> : tensor<9xi1>";
  PrepassResult result = RunTextPrepass(text);
  // Elements 0, 2, 4, 5, 6 set: bits 0b01110101 = 0x75, then element 8 = 0.
  EXPECT_EQ(result.text, "dense<\"0x7500\"> : tensor<9xi1>");
  // Already packed (MLIR 19 layout) or not i1: unchanged.
  for (std::string same : {"dense<\"0x7500\"> : tensor<9xi1>",
                           "dense<\"0x0100\"> : tensor<2xi8>",
                           "dense<\"0x0102\"> : tensor<2xi1>"}) {
    EXPECT_EQ(RunTextPrepass(same).TextFor(same), same);
  }
}

}  // namespace
}  // namespace tpusim::hlo
