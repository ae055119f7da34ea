// End-to-end tests of the tpu_model commands: tpusim chips, size, layout,
// accuracy (tools/commands/{chips,size,layout,accuracy}.cc).
#include <cstdlib>
#include <fstream>
#include <string>

#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "test/test_support.h"

namespace tpusim {
namespace {

using ::tpusim::testing::CommandResult;
using ::tpusim::testing::RunCommand;
using ::tpusim::testing::TpusimBinary;

// $TPUSIM_BINARY when set, else the binary this test was built with.
std::string Binary() {
  const char* env = std::getenv("TPUSIM_BINARY");
  if (env != nullptr && *env != '\0') return env;
#ifdef TPUSIM_BUILT_BINARY
  return TPUSIM_BUILT_BINARY;
#else
  return TpusimBinary();
#endif
}

CommandResult Tpusim(const std::string& args) { return RunCommand(Binary() + " " + args); }

TEST(ChipsCommandTest, TableAndJson) {
  CommandResult text = Tpusim("chips");
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_NE(text.out.find("95.74G"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("TPU7x (Ironwood)"), std::string::npos);

  CommandResult json = Tpusim("chips --json");
  ASSERT_EQ(json.exit_code, 0) << json.err;
  nlohmann::json chips = nlohmann::json::parse(json.out);
  ASSERT_EQ(chips.size(), 7u);
  EXPECT_EQ(chips[5]["name"], "v6e");
  EXPECT_EQ(chips[5]["usable_hbm"], "31.25G");
  EXPECT_EQ(chips[5]["mxu_size"], 256);

  CommandResult one = Tpusim("chips --chip trillium --json");
  ASSERT_EQ(one.exit_code, 0) << one.err;
  EXPECT_EQ(nlohmann::json::parse(one.out).size(), 1u);
  EXPECT_EQ(Tpusim("chips --chip v99").exit_code, 2);
}

// The issue's example (v3 'au' ResNet-152 OOM report).
TEST(SizeCommandTest, PrintsTheOomReportLines) {
  CommandResult r = Tpusim("size 'f32[4,128,128,9,18]{4,3,0,2,1:T(8,128)}'");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out,
            "Size: 512.00M\n"
            "Unpadded size: 40.50M\n"
            "Extra memory due to padding: 471.50M (12.6x expansion)\n");
}

TEST(SizeCommandTest, Json) {
  CommandResult r = Tpusim("size 'f32[4,128,128,9,18]{4,3,0,2,1:T(8,128)}' --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["padded_bytes"], 536870912);
  EXPECT_EQ(j["unpadded_bytes"], 42467328);
  EXPECT_EQ(j["size"], "512.00M");
  EXPECT_EQ(j["unpadded"], "40.50M");
  EXPECT_EQ(j["extra"], "471.50M");
  EXPECT_EQ(j["expansion"], "12.6x");
}

// Old OOM report f32[32,128,32,64]{3,0,2,1}: printed without tiles, sized as
// T(8,128) by XLA:TPU (64.00M); without --chip it is the plain 32.00M.
TEST(SizeCommandTest, ChipFillsMissingTiles) {
  CommandResult plain = Tpusim("size 'f32[32,128,32,64]{3,0,2,1}'");
  ASSERT_EQ(plain.exit_code, 0) << plain.err;
  EXPECT_EQ(plain.out, "Size: 32.00M\nUnpadded size: 32.00M\n");
  CommandResult chip = Tpusim("size 'f32[32,128,32,64]{3,0,2,1}' --chip v3");
  ASSERT_EQ(chip.exit_code, 0) << chip.err;
  EXPECT_EQ(chip.out,
            "Size: 64.00M\nUnpadded size: 32.00M\n"
            "Extra memory due to padding: 32.00M (2.0x expansion)\n");
}

TEST(SizeCommandTest, BadShapeIsADiagnosticWithCaret) {
  CommandResult r = Tpusim("size 'f32[4,128,x]'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_TRUE(r.out.empty());
  EXPECT_NE(r.err.find("<shape>:1:11: error:"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("f32[4,128,x]\n          ^"), std::string::npos) << r.err;
  EXPECT_EQ(Tpusim("size").exit_code, 2);
  EXPECT_EQ(Tpusim("size 'f32[?,3]'").exit_code, 2);  // Unbounded: no size.
}

// v5p capture: f32[2048,16]{0,1:T(8,128)}.
TEST(LayoutCommandTest, PredictsTheV5pLayout) {
  CommandResult r = Tpusim("layout 'f32[2048,16]' --chip v5p");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out, "f32[2048,16]{0,1:T(8,128)}\nSize: 128.0K\nUnpadded size: 128.0K\n");

  CommandResult j = Tpusim("layout 'bf16[1,2048]' --chip v5p --json");
  ASSERT_EQ(j.exit_code, 0) << j.err;
  nlohmann::json out = nlohmann::json::parse(j.out);
  EXPECT_EQ(out["layout"], "bf16[1,2048]{1,0:T(2,128)(2,1)}");
  EXPECT_EQ(out["padded_bytes"], 2 * 2048 * 2);
  EXPECT_EQ(out["chip"], "v5p");
}

TEST(LayoutCommandTest, NeedsAChip) {
  CommandResult r = Tpusim("layout 'f32[8]'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("--chip is required"), std::string::npos) << r.err;
  EXPECT_EQ(Tpusim("layout 'f32[8]' --chip v42").exit_code, 2);
  EXPECT_EQ(Tpusim("layout 'f32[8' --chip v5p").exit_code, 2);
}

TEST(LayoutCommandTest, ChipFile) {
  std::string path = ::testing::TempDir() + "/cli_test_chip.json";
  std::ofstream(path) << R"({"base": "v6e", "name": "big",
                            "layout_rules": {"large_second_minor_tiles": true}})";
  CommandResult r = Tpusim("layout 'bf16[64,256]' --chip-file " + path);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.substr(0, r.out.find('\n')), "bf16[64,256]{1,0:T(16,128)(2,1)}");
}

TEST(AccuracyCommandTest, SharedData) {
  TPUSIM_SHARED_OR_SKIP(records, "data/tpu_oom/records.jsonl");
  std::string shared =
      records.substr(0, records.size() - std::string("/data/tpu_oom/records.jsonl").size());
  CommandResult r = Tpusim("accuracy layouts --shared " + shared + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["total"]["exact_size"]["hits"], j["total"]["exact_size"]["cases"]);
  CommandResult text = Tpusim("accuracy layouts --shared " + shared);
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_NE(text.out.find("exact size"), std::string::npos);
}

TEST(AccuracyCommandTest, Errors) {
  EXPECT_EQ(Tpusim("accuracy layouts --shared /nonexistent/tpusim").exit_code, 2);
  EXPECT_EQ(Tpusim("accuracy bogus").exit_code, 2);
}

}  // namespace
}  // namespace tpusim
