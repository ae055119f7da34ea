// End to end (issue 14): a shape-polymorphic module with `?` dims imports,
// lints (exit by the findings' severity, not 2) and graphs; the commands that
// size buffers exit 2 with one message naming every `?` and its --bind-dim.
#include <cstdio>
#include <fstream>
#include <string>

#include "gtest/gtest.h"
#include "test/test_support.h"

namespace tpusim {
namespace {

using testing::RunCommand;
using testing::TpusimBinary;

constexpr const char kPoly[] = R"(module @poly {
  func.func public @main(%arg0: tensor<?x128xf32> loc("x"), %arg1: tensor<4x?xf32>) -> tensor<?x128xf32> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<?x128xf32>
    return %0 : tensor<?x128xf32>
  }
}
)";

class UnboundDimsCliTest : public ::testing::Test {
 protected:
  void SetUp() override {
    path_ = ::testing::TempDir() + "/unbound_dims_poly.mlir";
    std::ofstream(path_) << kPoly;
  }
  void TearDown() override { std::remove(path_.c_str()); }
  std::string path_;
};

TEST_F(UnboundDimsCliTest, ImportPrintsTheQuestionMarks) {
  auto r = RunCommand(TpusimBinary() + " import --emit hlo " + path_);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("f32[?,128] parameter(0)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("f32[4,?] parameter(1)"), std::string::npos) << r.out;
}

TEST_F(UnboundDimsCliTest, LintReportsThemWithTheRuleSeverity) {
  auto r = RunCommand(TpusimBinary() + " lint " + path_ + " --chip v5e");
  EXPECT_EQ(r.exit_code, 1) << r.out << r.err;  // unbounded-dynamic-shape is an error
  EXPECT_NE(r.out.find("[unbounded-dynamic-shape]"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("dim 0 of f32[?,128] is unbounded"), std::string::npos) << r.out;
  r = RunCommand(TpusimBinary() + " graph " + path_ + " --chip v5e");
  EXPECT_EQ(r.exit_code, 0) << r.err;
}

TEST_F(UnboundDimsCliTest, CommandsThatSizeBuffersListEveryDimOnce) {
  for (const char* command : {"memory", "compile"}) {
    auto r = RunCommand(TpusimBinary() + " " + command + " " + path_ + " --chip v5e");
    EXPECT_EQ(r.exit_code, 2) << command << r.out;
    EXPECT_NE(r.err.find("2 unbounded ('?') dims left"), std::string::npos) << command << r.err;
    EXPECT_NE(r.err.find("argument 0 (x) f32[?,128] dim 0: --bind-dim '0.0=N'"),
              std::string::npos)
        << command << r.err;
    EXPECT_NE(r.err.find("argument 1 (Arg_1.2) f32[4,?] dim 1: --bind-dim '1.1=N'"),
              std::string::npos)
        << command << r.err;
  }
  auto r = RunCommand(TpusimBinary() + " fit " + path_ + " --chip v5e --vary 1.0=1..8");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("2 unbounded ('?') dims left"), std::string::npos) << r.err;
  // Bound, the program sizes as before.
  r = RunCommand(TpusimBinary() + " memory " + path_ + " --chip v5e --bind-dim x=8 --bind-dim 1.1=16");
  EXPECT_EQ(r.exit_code, 0) << r.err;
}

}  // namespace
}  // namespace tpusim
