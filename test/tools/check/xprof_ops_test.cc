// Readers of the profiler's op tables (tools/check/xprof_ops.h): the small
// hand-written op_profile and hlo_stats under test/data/check, malformed
// input, and the real v5p capture's counts when ../shared is there.
#include "tools/check/xprof_ops.h"

#include "gtest/gtest.h"
#include "test/test_support.h"
#include "test/status_matchers.h"

namespace tpusim::check {
namespace {

nlohmann::json Load(const std::string& name) {
  return nlohmann::json::parse(
      tpusim::testing::ReadFileOrDie(tpusim::testing::TestDataPath("check/" + name)));
}

TEST(XprofOpsTest, OpProfileTreeGivesEveryOpOnceWithWhatItFused) {
  auto ops = ReadOpProfile(Load("op_profile.json"));
  ASSERT_THAT(ops, IsOk());
  std::vector<std::string> names;
  for (const ProfiledOp& op : *ops) names.push_back(op.program + "/" + op.name);
  // The duplicate group is walked through, IDLE skipped, fusion.1 kept once.
  EXPECT_EQ(names, (std::vector<std::string>{"jit_step(42)/fusion.1", "jit_step(42)/exponential.3",
                                             "jit_step(42)/fusion.2", "jit_step(42)/reduce.7",
                                             "jit_other(7)/fusion.9"}));
  EXPECT_EQ((*ops)[1].fused_into, "fusion.1");
  EXPECT_EQ((*ops)[0].fused_into, "");
  EXPECT_EQ((*ops)[4].category, "convolution fusion");
}

TEST(XprofOpsTest, HloStatsRowsWithoutIdleOrRepeats) {
  auto ops = ReadHloStats(Load("hlo_stats.json"));
  ASSERT_THAT(ops, IsOk());
  ASSERT_EQ(ops->size(), 2u);
  EXPECT_EQ((*ops)[0].name, "fusion.1");
  EXPECT_EQ((*ops)[0].program, "42");
  EXPECT_EQ((*ops)[1].name, "reduce.7");
}

TEST(XprofOpsTest, WrongFilesAreErrorsThatSayWhatWasExpected) {
  auto not_profile = ReadOpProfile(nlohmann::json::array());
  EXPECT_FALSE(not_profile.ok());
  auto no_tree = ReadOpProfile(nlohmann::json{{"deviceType", "TPU"}});
  ASSERT_FALSE(no_tree.ok());
  EXPECT_NE(no_tree.status().message().find("byProgram"), std::string::npos);
  auto bad_children = ReadOpProfile(nlohmann::json::parse(
      R"({"byProgram": {"children": [{"name": "p", "children": [{"name": "x", "children": 3}]}]}})"));
  EXPECT_FALSE(bad_children.ok());
  auto stats = ReadHloStats(Load("op_profile.json"));
  ASSERT_FALSE(stats.ok());
  EXPECT_NE(stats.status().message().find("DataTable"), std::string::npos);
  auto no_columns = ReadHloStats(nlohmann::json::parse(R"({"cols": [], "rows": []})"));
  EXPECT_FALSE(no_columns.ok());
}

TEST(XprofOpsTest, DeepTreesStopWithAnError) {
  nlohmann::json node = {{"name", "leaf"}};
  for (int k = 0; k < 200; ++k) node = {{"name", "n"}, {"children", nlohmann::json::array({node})}};
  nlohmann::json profile = {{"byProgram", {{"children", nlohmann::json::array({node})}}}};
  auto ops = ReadOpProfile(profile);
  ASSERT_FALSE(ops.ok());
  EXPECT_NE(ops.status().message().find("deeper"), std::string::npos);
}

TEST(XprofOpsTest, ExpressionParts) {
  auto fusion = ParseExpression(
      "%fusion.556 = bf16[1,2048,2048]{1,2,0:T(8,128)(2,1)} fusion(bf16[2]{0} %a), kind=kOutput, "
      "calls=%c");
  ASSERT_THAT(fusion, IsOk());
  EXPECT_EQ(fusion->shape.ToString(), "bf16[1,2048,2048]{1,2,0:T(8,128)(2,1)}");
  EXPECT_EQ(fusion->opcode, "fusion");
  EXPECT_EQ(fusion->fusion_kind, "kOutput");
  auto tuple = ParseExpression(
      "%all-reduce-start = (f32[8]{0:T(256)}, f32[8]{0:T(256)}) all-reduce-start(f32[8] %x)");
  ASSERT_THAT(tuple, IsOk());
  EXPECT_TRUE(tuple->shape.IsTuple());
  EXPECT_EQ(tuple->opcode, "all-reduce-start");
  EXPECT_EQ(tuple->fusion_kind, "");
  EXPECT_FALSE(ParseExpression("IDLE").ok());
  EXPECT_FALSE(ParseExpression("%x = f32[8 add(%a)").ok());
}

TEST(XprofOpsTest, RealV5pCaptureTables) {
  TPUSIM_SHARED_OR_SKIP(dir, "data/xprof_v5p");
  auto profile = ReadOpProfile(nlohmann::json::parse(
      tpusim::testing::ReadFileOrDie(dir + "/op_profile_tpu_training.json")));
  ASSERT_THAT(profile, IsOk());
  auto stats = ReadHloStats(nlohmann::json::parse(
      tpusim::testing::ReadFileOrDie(dir + "/hlo_stats_tpu_training.json")));
  ASSERT_THAT(stats, IsOk());
  int64_t top_level = 0, parsed = 0;
  for (const ProfiledOp& op : *profile) {
    top_level += op.fused_into.empty() ? 1 : 0;
    parsed += ParseExpression(op.expression).ok() ? 1 : 0;
  }
  EXPECT_GT(top_level, 100);
  EXPECT_GT(profile->size(), static_cast<size_t>(top_level));  // Fused ops too.
  EXPECT_EQ(parsed, static_cast<int64_t>(profile->size()));    // Every expression is HLO.
  EXPECT_GT(stats->size(), 300u);
}

}  // namespace
}  // namespace tpusim::check
