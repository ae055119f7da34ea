#include "hlo/import/import.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "test/test_support.h"

namespace tpusim::hlo {
namespace {

TEST(DetectFormatTest, HloTextAfterCommentsAndBom) {
  EXPECT_EQ(DetectFormat("HloModule m\n"), InputFormat::kHloText);
  EXPECT_EQ(DetectFormat("\xEF\xBB\xBF// note\n/* c */ HloModule m"),
            InputFormat::kHloText);
}

TEST(DetectFormatTest, Mlir) {
  EXPECT_EQ(DetectFormat("module @jit_f {\n}"), InputFormat::kMlir);
  EXPECT_EQ(DetectFormat("#loc = loc(unknown)\nmodule {}"), InputFormat::kMlir);
  EXPECT_EQ(DetectFormat("func.func @main() {}"), InputFormat::kMlir);
  EXPECT_EQ(DetectFormat("\"builtin.module\"() ({})"), InputFormat::kMlir);
}

TEST(DetectFormatTest, TextProto) {
  EXPECT_EQ(DetectFormat("hlo_module {\n  name: \"m\"\n}"), InputFormat::kHloProtoText);
  EXPECT_EQ(DetectFormat("name: \"m\"\nentry_computation_name: \"e\""),
            InputFormat::kHloProtoText);
  // tpu_graphs' ModuleTuningData text opens with a field named `module`.
  EXPECT_EQ(DetectFormat("module {\n  name: \"main\"\n}"), InputFormat::kHloProtoText);
  EXPECT_EQ(DetectFormat("module {\n  computations {\n  }\n}"),
            InputFormat::kHloProtoText);
  EXPECT_EQ(DetectFormat("module {\n  func.func @main() {}\n}"), InputFormat::kMlir);
  EXPECT_EQ(DetectFormat("module @jit_f attributes {mhlo.num_partitions = 1 : i32} {"),
            InputFormat::kMlir);
}

TEST(DetectFormatTest, BinaryProtoAndXSpace) {
  std::string proto("\x0a\x03jit\x12\x00", 7);
  EXPECT_EQ(DetectFormat(proto), InputFormat::kHloProtoBinary);
  std::string xspace("\x0a\x10\x12\x0e/host:metadata\x00", 20);
  EXPECT_EQ(DetectFormat(xspace), InputFormat::kXSpace);
}

TEST(DetectFormatTest, UnknownAndEmpty) {
  EXPECT_EQ(DetectFormat(""), InputFormat::kUnknown);
  EXPECT_EQ(DetectFormat("hello world"), InputFormat::kUnknown);
}

TEST(ImportTest, UnknownFormatIsADiagnostic) {
  auto modules = ImportContent("hello world", "x.txt");
  ASSERT_FALSE(modules.ok());
  EXPECT_NE(std::string(modules.status().message()).find("x.txt:1:1: error: unrecognized"),
            std::string::npos);
}

TEST(ImportTest, MissingFileNamesThePath) {
  auto modules = ImportFile("/nonexistent/dir/model.hlo");
  ASSERT_FALSE(modules.ok());
  EXPECT_EQ(modules.status().code(), absl::StatusCode::kNotFound);
  EXPECT_NE(std::string(modules.status().message()).find("/nonexistent/dir/model.hlo"),
            std::string::npos);
}

// StableHLO test files hold several modules between `// -----` lines.
TEST(SplitMlirInputTest, CutsAtSeparatorsAndKeepsLineNumbers) {
  const std::string text =
      "// RUN: header comment\n"
      "module @a {\n}\n"
      "// -----\n"
      "// only a comment\n"
      "// -----\n"
      "module @b {\n}\n";
  std::vector<std::string> parts = SplitMlirInput(text);
  ASSERT_EQ(parts.size(), 2u);
  EXPECT_NE(parts[0].find("module @a"), std::string::npos);
  EXPECT_EQ(parts[0].find("module @b"), std::string::npos);
  // "module @b" is on line 7 of the file, so six newlines come first.
  EXPECT_EQ(parts[1].find("module @b"), 6u);
  EXPECT_EQ(SplitMlirInput("module {}").size(), 1u);
}

TEST(ImportTest, MlirSplitInputYieldsOneModulePerPart) {
  const std::string text = R"(module @first {
  func.func public @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    return %arg0 : tensor<2xf32>
  }
}
// -----
module @second {
  func.func public @main(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.bogus_op %arg0 : tensor<3xf32>
    return %0 : tensor<3xf32>
  }
}
)";
  // The error in the second part names its line in the whole file.
  auto bad = ImportContent(text, "two.mlir");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(std::string(bad.status().message()).find("two.mlir:9:"), std::string::npos)
      << bad.status().message();
  std::string good = text;
  good.replace(good.find("stablehlo.bogus_op"), 18, "stablehlo.negate");
  auto modules = ImportContent(good, "two.mlir");
  ASSERT_TRUE(modules.ok()) << modules.status().message();
  ASSERT_EQ(modules->size(), 2u);
  EXPECT_EQ((*modules)[1]->entry()->parameter(0)->shape().ToString(false), "f32[3]");
}

}  // namespace
}  // namespace tpusim::hlo
