// End to end: `tpusim check` as a user runs it, on the small captures under
// test/data/check and, when ../shared is there, on the real v6e profile and
// v5p captures (issue 15's targets).
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "test/test_support.h"

namespace tpusim {
namespace {

using testing::RunCommand;
using testing::TestDataPath;
using testing::TpusimBinary;

std::string Data(const std::string& name) { return TestDataPath("check/" + name); }

TEST(CheckCliTest, CaptureAgainstTheProgramFailsOnItsDifferences) {
  // Run beside the files so that the golden report names them as a user would.
  auto r = RunCommand("cd " + TestDataPath("check") + " && " + TpusimBinary() +
                      " check step.hlo --chip v5e --memory-viewer step.memory_viewer.json");
  EXPECT_EQ(r.exit_code, 1) << r.err;
  tpusim::testing::ExpectMatchesGolden("golden/check/step.v5e.txt", r.out);
}

TEST(CheckCliTest, JsonAndTolerance) {
  const std::string base = TpusimBinary() + " check " + Data("step.hlo") +
                           " --chip v5e --json --memory-viewer " + Data("step.memory_viewer.json");
  auto exact = RunCommand(base);
  EXPECT_EQ(exact.exit_code, 1) << exact.err;
  nlohmann::json j = nlohmann::json::parse(exact.out);
  ASSERT_EQ(j["programs"].size(), 1u);
  const nlohmann::json& p = j["programs"][0];
  EXPECT_EQ(p["program"], "jit_step");
  EXPECT_EQ(p["captured_peak_bytes"].get<int64_t>() - p["predicted_peak_bytes"].get<int64_t>(),
            1 << 20);
  EXPECT_EQ(p["buffer_differences"][0]["name"], "b");
  EXPECT_EQ(j["passed"], false);
  // b is 5 MiB captured vs 4 MiB predicted (25%): within 30%, every size agrees.
  auto loose = RunCommand(base + " --tolerance 30%");
  EXPECT_EQ(loose.exit_code, 0) << loose.out;
  EXPECT_EQ(nlohmann::json::parse(loose.out)["passed"], true);
  auto fraction = RunCommand(base + " --tolerance 0.3");
  EXPECT_EQ(fraction.exit_code, 0);
  // The layouts still disagree: a score floor makes that fail too.
  auto floor = RunCommand(base + " --tolerance 30% --min-score 95%");
  EXPECT_EQ(floor.exit_code, 1);
}

TEST(CheckCliTest, OpTablesAgainstThePreOptimizationProgram) {
  auto r = RunCommand(TpusimBinary() + " check " + Data("step_pre.hlo") +
                      " --chip v5e --json --op-profile " + Data("op_profile.json") +
                      " --hlo-stats " + Data("hlo_stats.json"));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  nlohmann::json j = nlohmann::json::parse(r.out);
  // Distinct laid-out shapes per table: op_profile's fusion.1 (and the
  // exponential it fused), fusion.2, reduce.7, fusion.9; hlo_stats' fusion.1
  // and reduce.7.
  EXPECT_EQ(j["op_layouts"]["compared"], 6);
  EXPECT_GT(j["fusion_kinds"]["compared"].get<int>(), 0);
  bool other_listed = false;
  for (const auto& s : j["not_compared"]) {
    other_listed = other_listed || s.get<std::string>().find("jit_other ran 1 kOutput") !=
                                       std::string::npos;
  }
  EXPECT_TRUE(other_listed) << j["not_compared"];
}

TEST(CheckCliTest, BadInputExitsTwoWithALocation) {
  auto none = RunCommand(TpusimBinary() + " check " + Data("step.hlo") + " --chip v5e");
  EXPECT_EQ(none.exit_code, 2);
  EXPECT_NE(none.err.find("--memory-viewer"), std::string::npos) << none.err;
  auto broken = RunCommand(TpusimBinary() + " check --chip v5e --op-profile " + Data("step.hlo"));
  EXPECT_EQ(broken.exit_code, 2);
  EXPECT_NE(broken.err.find("step.hlo:1:1: error"), std::string::npos) << broken.err;
  auto wrong = RunCommand(TpusimBinary() + " check --chip v5e --memory-viewer " +
                          Data("op_profile.json"));
  EXPECT_EQ(wrong.exit_code, 0) << wrong.err;  // A PreprocessResult with no field set.
  auto hlo_stats_as_profile = RunCommand(TpusimBinary() + " check --chip v5e --op-profile " +
                                         Data("hlo_stats.json"));
  EXPECT_EQ(hlo_stats_as_profile.exit_code, 2);
  EXPECT_NE(hlo_stats_as_profile.err.find("hlo_stats.json: not an op_profile"), std::string::npos)
      << hlo_stats_as_profile.err;
  auto tolerance = RunCommand(TpusimBinary() + " check --chip v5e --tolerance lots --hlo-stats " +
                              Data("hlo_stats.json"));
  EXPECT_EQ(tolerance.exit_code, 2);
  EXPECT_NE(tolerance.err.find("--tolerance"), std::string::npos);
}

// Issue 15's targets on real captures.
TEST(CheckCliTest, V6eProfileEveryBufferAndPeakExact) {
  TPUSIM_SHARED_OR_SKIP(path, "corpus/tpu/tpu_inference_2.xplane.pb");
  auto r = RunCommand(TpusimBinary() + " check --chip v6e --json --profile " + path);
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  nlohmann::json j = nlohmann::json::parse(r.out);
  ASSERT_EQ(j["programs"].size(), 4u);
  for (const auto& p : j["programs"]) {
    EXPECT_EQ(p["captured_peak_bytes"], p["predicted_peak_bytes"]) << p["program"];
    EXPECT_EQ(p["buffers"]["compared"], p["buffers"]["agree"]) << p["program"];
    EXPECT_EQ(p["curve_max_difference_bytes"], 0) << p["program"];
  }
  EXPECT_EQ(j["score"], 1.0);
}

TEST(CheckCliTest, V5pCapturesSizesExactFromShapes) {
  TPUSIM_SHARED_OR_SKIP(dir, "data/xprof_v5p");
  std::string cmd = TpusimBinary() + " check --chip v5p --json --op-profile " + dir +
                    "/op_profile_tpu_training.json";
  for (const char* name : {"jit_train_step_2041036616644817336_", "jit_fold_in_4150106544357392435_",
                           "jit_raw_generate_synthetic_data_5883159004398015388_"}) {
    cmd += std::string(" --memory-viewer ") + dir + "/memory_viewer_tpu_training_" + name + ".json";
  }
  auto r = RunCommand(cmd);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_GT(j["capture_sizes"]["compared"].get<int>(), 400);
  EXPECT_EQ(j["capture_sizes"]["agree"], j["capture_sizes"]["compared"]);
  // Layouts are compared and printed; intermediates take layouts that
  // layout assignment propagates, which dims alone cannot tell.
  EXPECT_GT(j["capture_layouts"]["compared"].get<int>(), 40);
  EXPECT_GT(j["op_layouts"]["compared"].get<int>(), 100);
  // Without the programs the peaks are not compared, and the report says so.
  EXPECT_TRUE(j["programs"].empty());
  bool stated = false;
  for (const auto& s : j["not_compared"]) {
    stated = stated || s.get<std::string>().find("stores no program") != std::string::npos;
  }
  EXPECT_TRUE(stated);
}

}  // namespace
}  // namespace tpusim
