// Real inputs from ../shared: every HLO dump parses and round-trips (parse,
// print, re-parse, compare), and every xprof op expression parses as one
// instruction line. Skips when ../shared is absent.
#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "hlo/text/hlo_parser.h"
#include "hlo/text/hlo_printer.h"
#include "nlohmann/json.hpp"
#include "test/hlo/text/text_test_util.h"
#include "test/test_support.h"

namespace tpusim::hlo {
namespace {

using ::tpusim::hlo::testing::InstructionsEqual;
using ::tpusim::hlo::testing::ModulesEqual;

// Returns the module's instruction count; fails the test on any problem.
int64_t ExpectParsesAndRoundTrips(const std::string& text,
                                  const std::string& name) {
  absl::StatusOr<std::unique_ptr<Module>> first = ParseHloModule(text, name);
  EXPECT_TRUE(first.ok()) << first.status().message();
  if (!first.ok()) return 0;
  std::string printed = PrintModule(**first);
  absl::StatusOr<std::unique_ptr<Module>> second =
      ParseHloModule(printed, name + " (printed)");
  EXPECT_TRUE(second.ok()) << second.status().message();
  if (!second.ok()) return 0;
  EXPECT_TRUE(ModulesEqual(**first, **second)) << name;
  EXPECT_EQ(PrintModule(**second), printed) << name;
  return (*first)->instruction_count();
}

TEST(HloCorpusTest, SharedHloDumps) {
  TPUSIM_SHARED_OR_SKIP(dir, "corpus/hlo");
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() == ".hlo") files.push_back(entry.path().string());
  }
  std::sort(files.begin(), files.end());
  ASSERT_FALSE(files.empty());
  int64_t total = 0;
  for (const std::string& file : files) {
    SCOPED_TRACE(file);
    int64_t count = ExpectParsesAndRoundTrips(
        tpusim::testing::ReadFileOrDie(file), file);
    std::cout << "[ corpus ] " << std::filesystem::path(file).filename().string()
              << ": " << count << " instructions\n";
    total += count;
  }
  std::cout << "[ corpus ] " << files.size() << " files, " << total
            << " instructions parsed and round-tripped\n";
}

TEST(HloCorpusTest, TpuOptimizedModules) {
  TPUSIM_SHARED_OR_SKIP(path, "corpus/tpu/rudrite_hlo_pairs.json");
  nlohmann::json json =
      nlohmann::json::parse(tpusim::testing::ReadFileOrDie(path), nullptr, false);
  ASSERT_FALSE(json.is_discarded());
  ASSERT_TRUE(json.contains("programs"));
  int modules = 0;
  int64_t total = 0;
  for (const nlohmann::json& program : json["programs"]) {
    std::string id = program.value("id", "?");
    SCOPED_TRACE(id);
    std::string text;
    for (const nlohmann::json& line : program["opt"]) {
      text += line.get<std::string>();
      text += '\n';
    }
    int64_t count = ExpectParsesAndRoundTrips(text, id + ".opt.hlo");
    std::cout << "[ corpus ] rudrite " << id << ": " << count
              << " instructions\n";
    total += count;
    ++modules;
  }
  EXPECT_GT(modules, 0);
  std::cout << "[ corpus ] " << modules << " TPU modules, " << total
            << " instructions parsed and round-tripped\n";
}

TEST(HloCorpusTest, XprofOpExpressions) {
  TPUSIM_SHARED_OR_SKIP(path, "data/xprof_v5p/hlo_stats_tpu_training.json");
  nlohmann::json json =
      nlohmann::json::parse(tpusim::testing::ReadFileOrDie(path), nullptr, false);
  ASSERT_FALSE(json.is_discarded());
  // A DataTable: find the "hlo_op_expression" column.
  int column = -1;
  for (size_t i = 0; i < json["cols"].size(); ++i) {
    if (json["cols"][i].value("id", "") == "hlo_op_expression") column = i;
  }
  ASSERT_GE(column, 0);
  int parsed = 0;
  int reprinted = 0;
  for (const nlohmann::json& row : json["rows"]) {
    const std::string expr = row["c"][column]["v"].get<std::string>();
    SCOPED_TRACE(expr.substr(0, 200));
    absl::StatusOr<HloInstructionLine> line = ParseHloInstructionLine(expr, "op");
    ASSERT_TRUE(line.ok()) << line.status().message();
    ++parsed;
    EXPECT_EQ(line->operand_shapes.size(),
              static_cast<size_t>(line->instruction->operand_count()));
    // Each line prints back to an equal line.
    std::string printed = PrintInstruction(*line->instruction);
    absl::StatusOr<HloInstructionLine> again =
        ParseHloInstructionLine(printed, "printed");
    ASSERT_TRUE(again.ok()) << again.status().message();
    EXPECT_TRUE(InstructionsEqual(*line->instruction, *again->instruction))
        << printed;
    ++reprinted;
  }
  EXPECT_GT(parsed, 0);
  std::cout << "[ corpus ] " << parsed << " xprof op expressions parsed, "
            << reprinted << " printed and re-parsed\n";
}

}  // namespace
}  // namespace tpusim::hlo
