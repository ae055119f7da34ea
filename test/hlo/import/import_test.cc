#include "hlo/import/import.h"

#include <string>

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

}  // namespace
}  // namespace tpusim::hlo
