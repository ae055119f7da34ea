// End to end: inputs from untrusted pull requests (issue 16) must give an
// answer or a located error, never an abort.
#include <cstdio>
#include <fstream>
#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "test/test_support.h"

namespace tpusim {
namespace {

using testing::RunCommand;
using testing::TpusimBinary;

std::string WriteTemp(const std::string& name, const std::string& text) {
  const std::string path = ::testing::TempDir() + "/" + name;
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

// An op_name with bytes that are not UTF-8 reaches every JSON-based output
// (nlohmann throws on them by default): each prints U+FFFD instead.
TEST(HostileInputTest, InvalidUtf8InMetadataIsReplacedInEveryJsonOutput) {
  const std::string path = WriteTemp("bad_utf8.hlo", "HloModule m\nENTRY e {\n"
                                     "  p = f64[8,128] parameter(0)\n"
                                     "  ROOT n = f64[8,128] negate(p), metadata={op_name=\"jit(f)/\xff\xfe/neg\"}\n"
                                     "}\n");
  for (const std::string& command :
       {" lint " + path + " --chip v5e --format json", " lint " + path + " --chip v5e --format sarif",
        " memory " + path + " --chip v5e --json", " graph " + path + " --chip v5e --format json"}) {
    auto r = RunCommand(TpusimBinary() + command);
    EXPECT_TRUE(r.exit_code == 0 || r.exit_code == 1) << command << "\n" << r.err;
    EXPECT_TRUE(nlohmann::json::accept(r.out)) << command << "\n" << r.out.substr(0, 400);
  }
  std::remove(path.c_str());
}

// Sizes that overflow int64 when added: the totals saturate and the program
// does not fit (it used to print "Used -8.00E" and exit 0).
TEST(HostileInputTest, HugeArgumentsDoNotWrapTheTotals) {
  const std::string path = WriteTemp("huge.hlo", "HloModule m\nENTRY e {\n"
                                     "  a = s8[4611686018427387904] parameter(0)\n"
                                     "  b = s8[4611686018427387904] parameter(1)\n"
                                     "  ROOT t = (s8[4611686018427387904], s8[4611686018427387904]) "
                                     "tuple(a, b)\n}\n");
  auto r = RunCommand(TpusimBinary() + " memory " + path + " --chip v5p --json");
  std::remove(path.c_str());
  EXPECT_EQ(r.exit_code, 1) << r.err;
  ASSERT_TRUE(nlohmann::json::accept(r.out)) << r.out.substr(0, 400);
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_FALSE(j["fits"].get<bool>());
  EXPECT_GT(j["peak_bytes"].get<int64_t>(), 0);
  EXPECT_GT(j["argument_bytes"].get<int64_t>(), 0);
}

// A chip file without usable HBM is refused, not a chip every program fits.
TEST(HostileInputTest, AChipWithoutUsableHbmIsAnError) {
  const std::string chip = WriteTemp("zero.json",
                                     R"({"base": "v5e", "name": "zero", "usable_hbm_bytes": 0})");
  const std::string program = WriteTemp("small.hlo", "HloModule m\nENTRY e {\n"
                                        "  ROOT p = f32[8,128] parameter(0)\n}\n");
  auto r = RunCommand(TpusimBinary() + " memory " + program + " --chip-file " + chip);
  std::remove(chip.c_str());
  std::remove(program.c_str());
  EXPECT_EQ(r.exit_code, 2) << r.out;
  EXPECT_NE(r.err.find("'usable_hbm_bytes' must be positive"), std::string::npos) << r.err;
}

// One control byte in HLO text is a text error at its place, not a reason
// to read the file as a binary protobuf.
TEST(HostileInputTest, AControlByteInHloTextIsLocated) {
  const std::string path = WriteTemp("ctl.hlo", std::string("HloModule m\nENTRY e {\n"
                                     "  p = f32[8] parameter(0)\x01\n"
                                     "  ROOT n = f32[8] negate(p)\n}\n"));
  auto r = RunCommand(TpusimBinary() + " import " + path);
  std::remove(path.c_str());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("ctl.hlo:3:26: error: unexpected control byte 0x01"), std::string::npos)
      << r.err;
}

// A StableHLO shape whose byte size overflows is an import error in every
// command (it used to import, lint and graph with exit 0 and fail only in
// memory).
TEST(HostileInputTest, AnOversizedMlirShapeIsAnImportError) {
  const std::string path = WriteTemp("big.mlir",
      "func.func @main(%arg0: tensor<4611686018427387904x8xf32>) -> "
      "tensor<4611686018427387904x8xf32> {\n"
      "  %0 = stablehlo.negate %arg0 : tensor<4611686018427387904x8xf32>\n"
      "  return %0 : tensor<4611686018427387904x8xf32>\n}\n");
  for (const std::string& command : {" import " + path, " lint " + path + " --chip v5e",
                                     " graph " + path + " --chip v5e"}) {
    auto r = RunCommand(TpusimBinary() + command);
    EXPECT_EQ(r.exit_code, 2) << command;
    EXPECT_NE(r.err.find("is too large: its byte size does not fit in 64 bits"), std::string::npos)
        << command << "\n" << r.err;
  }
  std::remove(path.c_str());
}

// Nesting that would exhaust the stack of libMLIR's or protobuf's recursive
// parser is a located error before they run; each used to be a SIGSEGV.
TEST(HostileInputTest, DeepNestingIsALocatedError) {
  std::string proto = "hlo_module {\n  name: \"m\"\n  ";
  for (int i = 0; i < 15000; ++i) proto += "x { ";
  proto += std::string(15000 * 2, '}');
  std::string tuple = "tensor<f32>";
  for (int i = 0; i < 10000; ++i) tuple = "tuple<" + tuple + ">";
  std::string cases = "%r = stablehlo.constant dense<1.0> : tensor<f32>\n";
  const int depth = 3000;
  for (int i = 0; i < depth; ++i) {
    cases = "%c = stablehlo.constant dense<0> : tensor<i32>\n%x = \"stablehlo.case\"(%c) ({\n" +
            cases + "stablehlo.return %" + (i == 0 ? "r" : "x") +
            " : tensor<f32>\n}) : (tensor<i32>) -> tensor<f32>\n";
  }
  const std::vector<std::pair<std::string, std::string>> inputs = {
      {"deep.pbtxt", proto},
      {"deep_tuple.mlir",
       "func.func @main(%arg0: " + tuple + ") -> tensor<f32> {\n"
       "  %0 = stablehlo.constant dense<1.0> : tensor<f32>\n  return %0 : tensor<f32>\n}\n"},
      {"deep_case.mlir", "func.func @main() -> tensor<f32> {\n" + cases +
                             "return %x : tensor<f32>\n}\n"},
  };
  for (const auto& [name, text] : inputs) {
    const std::string path = WriteTemp(name, text);
    auto r = RunCommand(TpusimBinary() + " import " + path);
    EXPECT_EQ(r.exit_code, 2) << name << "\n" << r.err.substr(0, 400);
    EXPECT_NE(r.err.find(path + ":"), std::string::npos) << name << "\n" << r.err.substr(0, 400);
    EXPECT_NE(r.err.find("nested more than 512 levels"), std::string::npos)
        << name << "\n" << r.err.substr(0, 400);
    std::remove(path.c_str());
  }
}

// Tuples nested within the bracket limit but past what XLA programs use are
// an import error from every importer (HLO text stopped at 64 levels; MLIR
// and protos reached the analysis 4,000 levels deep).
TEST(HostileInputTest, DeepTupleShapesAreAnImportError) {
  std::string tuple = "tensor<f32>";
  for (int i = 0; i < 100; ++i) tuple = "tuple<" + tuple + ">";
  const std::string path = WriteTemp("tuple100.mlir",
      "func.func @main(%arg0: " + tuple + ") -> " + tuple + " {\n  return %arg0 : " + tuple +
      "\n}\n");
  for (const std::string& command : {" import " + path, " memory " + path + " --chip v5e"}) {
    auto r = RunCommand(TpusimBinary() + command);
    EXPECT_EQ(r.exit_code, 2) << command;
    EXPECT_NE(r.err.find("tuple shape nested more than 64 levels deep"), std::string::npos)
        << command << "\n" << r.err.substr(0, 400);
  }
  std::remove(path.c_str());
}

// Errors found after parsing still name a line and column: a text proto's
// conversion error at the definition it names, MLIR's one-module rule at the
// second top-level operation.
TEST(HostileInputTest, SemanticErrorsAreLocated) {
  const std::string proto = WriteTemp("root.pbtxt",
      "hlo_module {\n  name: \"m\"\n  entry_computation_name: \"c\"\n  computations {\n"
      "    name: \"c\"\n    instructions { name: \"p\" opcode: \"parameter\" "
      "shape { element_type: F32 } id: 1 }\n    root_id: 7\n  }\n}\n");
  auto r = RunCommand(TpusimBinary() + " import " + proto);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("root.pbtxt:5:5: error: computation \"c\" has root id 7"), std::string::npos)
      << r.err;
  const std::string mlir = WriteTemp("two.mlir", "module @a {\n}\nmodule @b {\n}\n");
  r = RunCommand(TpusimBinary() + " import " + mlir);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("two.mlir:3:1: error: the text holds 2 top-level operations"),
            std::string::npos)
      << r.err;
  std::remove(proto.c_str());
  std::remove(mlir.c_str());
}

// %0#2147483647 made libMLIR size a table by the result number (an LLVM
// out-of-memory abort).
TEST(HostileInputTest, AHugeResultNumberIsALocatedError) {
  const std::string path = WriteTemp("hash.mlir",
      "func.func @main() -> tensor<f32> {\n"
      "  %0 = stablehlo.constant dense<1.0> : tensor<f32>\n"
      "  return %0#2147483647 : tensor<f32>\n}\n");
  auto r = RunCommand(TpusimBinary() + " import " + path);
  std::remove(path.c_str());
  EXPECT_EQ(r.exit_code, 2) << r.err;
  EXPECT_NE(r.err.find("hash.mlir:3:12: error: result number 2147483647 is too large"),
            std::string::npos)
      << r.err;
}

}  // namespace
}  // namespace tpusim
