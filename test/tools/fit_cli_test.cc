// End to end: `tpusim fit` finds the boundary `tpusim memory --vary` draws,
// and refuses programs that cannot take a size.
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <string>

#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "test/test_support.h"

namespace tpusim {
namespace {

using testing::RunCommand;
using testing::TestDataPath;
using testing::TpusimBinary;

const std::string kMlp = TestDataPath("fit/mlp_step.hlo");

nlohmann::json Json(const testing::CommandResult& r) {
  EXPECT_TRUE(nlohmann::json::accept(r.out)) << r.out.substr(0, 400) << r.err;
  return nlohmann::json::accept(r.out) ? nlohmann::json::parse(r.out) : nlohmann::json();
}

TEST(FitCliTest, TheLargestFittingBatchIsTheMemoryBoundary) {
  auto r = RunCommand(TpusimBinary() + " fit " + kMlp +
                      " --chip v5e --vary x.0=8..1048576:8 --json -q");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const nlohmann::json j = Json(r);
  ASSERT_TRUE(j["max_fitting"]["x.0"].is_number_integer()) << r.out;
  const int64_t best = j["max_fitting"]["x.0"].get<int64_t>();
  EXPECT_GT(best, 8);
  EXPECT_LT(best, 1048576);
  EXPECT_TRUE(j["monotonic"].get<bool>());
  // x, the hidden activations, the zeros and the labels: 7 dims.
  EXPECT_EQ(j["varied"][0]["tied_dims"].get<int64_t>(), 7);
  ASSERT_GE(j["points"].size(), 3u);
  int64_t previous = 0;
  for (const nlohmann::json& p : j["points"]) {
    const int64_t value = p["values"]["x.0"].get<int64_t>();
    EXPECT_GT(value, previous);
    EXPECT_EQ(p["fits"].get<bool>(), value <= best);
    previous = value;
  }
  // `memory --vary` agrees at the boundary and one step past it.
  const auto fits_at = [&](int64_t batch) {
    auto m = RunCommand(TpusimBinary() + " memory " + kMlp + " --chip v5e --json --vary x.0=" +
                        std::to_string(batch));
    EXPECT_NE(m.exit_code, 2) << m.err;
    return Json(m)["fits"].get<bool>();
  };
  EXPECT_TRUE(fits_at(best));
  EXPECT_FALSE(fits_at(best + 8));
}

TEST(FitCliTest, FormatsTextJsonAndHtml) {
  const std::string run =
      TpusimBinary() + " fit " + kMlp + " --chip v5e --vary x.0=8..1048576:8 -q";
  auto json = RunCommand(run + " --format json");
  ASSERT_EQ(json.exit_code, 0) << json.err;
  const nlohmann::json j = Json(json);
  EXPECT_EQ(j, Json(RunCommand(run + " --json")));
  const std::string best = j["max_fitting"]["x.0"].dump();
  auto text = RunCommand(run + " --format text");
  EXPECT_EQ(text.out, RunCommand(run).out);
  EXPECT_NE(text.out.find("Largest x.0 that fits on TPU v5e: " + best), std::string::npos)
      << text.out;
  auto html = RunCommand(run + " --format html");
  ASSERT_EQ(html.exit_code, 0) << html.err;
  EXPECT_EQ(html.out.rfind("<!DOCTYPE html>", 0), 0u);
  EXPECT_NE(html.out.find("data-max-fitting=\"" + best + "\""), std::string::npos);
  EXPECT_NE(html.out.find("data-mark-x=\"" + best + "\""), std::string::npos);
  EXPECT_NE(html.out.find("data-capacity-bytes=\"" + j["capacity_bytes"].dump() + "\""),
            std::string::npos);
  EXPECT_EQ(RunCommand(run + " --format svg").exit_code, 2);
}

// The padding-aware view: an input feature dim of 1000 pads x's tiles to
// 1024 lanes; at 1024 nothing pads and the view is absent.
TEST(FitCliTest, SaysWhatTheNextUnpaddedSizeCosts) {
  const std::string run = TpusimBinary() + " fit " + kMlp + " --chip v5e -q --vary x.1=";
  auto r = RunCommand(run + "1000..1000:8 --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const nlohmann::json j = Json(r);
  ASSERT_TRUE(j["padding"].is_object()) << r.out;
  EXPECT_EQ(j["padding"]["value"].get<int64_t>(), 1000);
  EXPECT_EQ(j["padding"]["aligned_value"].get<int64_t>(), 1024);
  EXPECT_GE(j["padding"]["values_padded"].get<int64_t>(), 1);
  EXPECT_GT(j["padding"]["padding_bytes"].get<int64_t>(), 0);
  EXPECT_GT(j["padding"]["aligned_peak_bytes"].get<int64_t>(),
            j["padding"]["peak_bytes"].get<int64_t>());
  EXPECT_TRUE(j["padding"]["aligned_fits"].get<bool>());
  // The aligned size is not one of the search's points.
  EXPECT_EQ(j["points"].size(), 1u);
  auto text = RunCommand(run + "1000..1000:8");
  EXPECT_NE(text.out.find("Padding: at 1000, "), std::string::npos) << text.out;
  EXPECT_NE(text.out.find(" to 1024 ("), std::string::npos) << text.out;
  auto aligned = RunCommand(run + "1024..1024:8 --json");
  ASSERT_EQ(aligned.exit_code, 0) << aligned.err;
  EXPECT_TRUE(Json(aligned)["padding"].is_null()) << aligned.out;
}

// Two --vary: the largest x.1 beside each x.0, which `memory` confirms at
// the frontier and one step past it.
TEST(FitCliTest, TwoVariedNamesGiveTheFrontier) {
  auto r = RunCommand(TpusimBinary() + " fit " + kMlp +
                      " --chip v5e -q --json --vary x.0=8..1048576:8 --vary x.1=128..65536:128");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const nlohmann::json j = Json(r);
  ASSERT_EQ(j["varied"].size(), 2u);
  ASSERT_TRUE(j["frontier"].is_array());
  EXPECT_EQ(j["frontier"], j["points"]);
  ASSERT_GE(j["frontier"].size(), 2u);
  EXPECT_LE(j["frontier"].size(), 32u);
  EXPECT_TRUE(j["monotonic"].get<bool>());
  EXPECT_EQ(j["max_fitting"]["x.1"].get<int64_t>(), 65536);  // Beside x.0 = 8.
  const int64_t outer_best = j["max_fitting"]["x.0"].get<int64_t>();
  EXPECT_GT(outer_best, 8);
  EXPECT_LT(outer_best, 1048576);
  int64_t previous = INT64_MAX;
  for (const nlohmann::json& p : j["frontier"]) {
    const nlohmann::json& inner = p["values"]["x.1"];
    EXPECT_EQ(p["fits"].get<bool>(), !inner.is_null());
    if (inner.is_null()) continue;
    EXPECT_LE(inner.get<int64_t>(), previous);
    previous = inner.get<int64_t>();
  }
  // A point inside the range, checked with `memory`.
  const nlohmann::json* edge = nullptr;
  for (const nlohmann::json& p : j["frontier"]) {
    if (!p["values"]["x.1"].is_null() && p["values"]["x.1"].get<int64_t>() < 65536) edge = &p;
  }
  ASSERT_NE(edge, nullptr);
  const std::string x0 = (*edge)["values"]["x.0"].dump();
  const int64_t x1 = (*edge)["values"]["x.1"].get<int64_t>();
  const auto fits_at = [&](int64_t value) {
    auto m = RunCommand(TpusimBinary() + " memory " + kMlp + " --chip v5e --json --vary x.0=" +
                        x0 + " --vary x.1=" + std::to_string(value));
    EXPECT_NE(m.exit_code, 2) << m.err;
    return Json(m)["fits"].get<bool>();
  };
  EXPECT_TRUE(fits_at(x1));
  EXPECT_FALSE(fits_at(x1 + 128));
  auto text = RunCommand(TpusimBinary() + " fit " + kMlp +
                         " --chip v5e -q --vary x.0=8..1048576:8 --vary x.1=128..65536:128");
  EXPECT_NE(text.out.find("the largest x.1 that fits beside each x.0"), std::string::npos)
      << text.out;
  EXPECT_EQ(RunCommand(TpusimBinary() + " fit " + kMlp +
                       " --chip v5e -q --vary x.0=8..64:8 --vary x.1=128..256:128 --vary "
                       "w2.1=8..16:8")
                .exit_code,
            2);
  EXPECT_EQ(RunCommand(TpusimBinary() + " fit " + kMlp +
                       " --chip v5e -q --format html --vary x.0=8..64:8 --vary x.1=128..256:128")
                .exit_code,
            2);
}

TEST(FitCliTest, MemoryVaryResizesEveryTiedArray) {
  auto r = RunCommand(TpusimBinary() + " memory " + kMlp +
                      " --chip v5e --json --as-written --vary 0.0=16");
  ASSERT_NE(r.exit_code, 2) << r.err;
  auto base = RunCommand(TpusimBinary() + " memory " + kMlp + " --chip v5e --json --as-written");
  // Arguments: x and labels double (16 x 4096 + 16 x 1024 floats more).
  EXPECT_EQ(Json(r)["argument_bytes"].get<int64_t>() - Json(base)["argument_bytes"].get<int64_t>(),
            8 * (4096 + 1024) * 4);
}

TEST(FitCliTest, ExitsOneWhenNothingFitsAndTwoOnBadRanges) {
  auto none = RunCommand(TpusimBinary() + " fit " + kMlp +
                         " --chip v5e --vary x.0=1000000..2000000:1000 -q");
  EXPECT_EQ(none.exit_code, 1) << none.err;
  EXPECT_NE(none.out.find("No x.0 in 1000000..2000000 fits on TPU v5e"), std::string::npos)
      << none.out;
  for (const char* vary : {"x.0=0..10", "x.0=10..5", "x.0=8", "nope.0=8..16", "x.9=8..16"}) {
    auto r = RunCommand(TpusimBinary() + " fit " + kMlp + " --chip v5e --vary " +
                        std::string(vary) + " -q");
    EXPECT_EQ(r.exit_code, 2) << vary << "\n" << r.out;
    EXPECT_FALSE(r.err.empty()) << vary;
  }
}

TEST(FitCliTest, AProgramThatCannotTakeTheSizeNamesTheInstruction) {
  const std::string path = ::testing::TempDir() + "/fixed_constant.hlo";
  std::ofstream(path) << "HloModule m\nENTRY e {\n  x = f32[8,16] parameter(0)\n"
                         "  c = f32[8,16] constant({...})\n  ROOT a = f32[8,16] add(x, c)\n}\n";
  auto r = RunCommand(TpusimBinary() + " memory " + path + " --chip v5e --vary 0.0=32");
  std::remove(path.c_str());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("constant %c f32[8,16] has dim 0 written into the program"),
            std::string::npos)
      << r.err;
}

// --bind-dim used to be ignored when it matched no `?` dim.
TEST(FitCliTest, ABindDimThatMatchesNothingIsAnError) {
  const std::string path = ::testing::TempDir() + "/static.mlir";
  std::ofstream(path) << "func.func @main(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {\n"
                         "  return %arg0 : tensor<8x16xf32>\n}\n";
  auto r = RunCommand(TpusimBinary() + " import " + path + " --bind-dim 0.0=4");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("--bind-dim 0.0=4 matches no unbounded ('?') dim"), std::string::npos)
      << r.err;
  const std::string dynamic = ::testing::TempDir() + "/dynamic.mlir";
  std::ofstream(dynamic) << "func.func @main(%arg0: tensor<?x16xf32>) -> tensor<?x16xf32> {\n"
                            "  return %arg0 : tensor<?x16xf32>\n}\n";
  r = RunCommand(TpusimBinary() + " import " + dynamic + " --bind-dim 0.0=4");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("f32[4,16]"), std::string::npos) << r.out;
  std::remove(path.c_str());
  std::remove(dynamic.c_str());
}

// A shape-polymorphic export names its batch `b`: --vary takes the name.
TEST(FitCliTest, AVariedDimSymbolResizesTheDimsItNames) {
  const std::string path = ::testing::TempDir() + "/named_dims.mlir";
  std::ofstream(path)
      << "module @jit_f attributes {jax.uses_shape_polymorphism = true} {\n"
         "  func.func public @main(%arg0: tensor<?x128xf32> loc(\"x\")) -> tensor<?x128xf32> {\n"
         "    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x128xf32>) -> "
         "tensor<i32>\n"
         "    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<i64>\n"
         "    %2 = call @_wrapped_jax_export_main(%1, %arg0) : (tensor<i64>, tensor<?x128xf32>) "
         "-> tensor<?x128xf32>\n"
         "    return %2 : tensor<?x128xf32>\n  }\n"
         "  func.func private @_wrapped_jax_export_main(%arg0: tensor<i64> "
         "{jax.global_constant = \"b\"}, %arg1: tensor<?x128xf32>) -> tensor<?x128xf32> {\n"
         "    %0 = stablehlo.add %arg1, %arg1 : tensor<?x128xf32>\n"
         "    return %0 : tensor<?x128xf32>\n  }\n}\n";
  // `b` alone sizes the program: the wrapped function's `?` argument takes
  // its size from the call.
  const std::string run = TpusimBinary() + " fit " + path + " --chip v5e --json -q --vary ";
  auto by_symbol = RunCommand(run + "b=1048576..33554432:1048576");
  ASSERT_EQ(by_symbol.exit_code, 0) << by_symbol.err;
  // A static dim key needs the `?` sized first.
  auto by_dim = RunCommand(TpusimBinary() + " fit " + path +
                           " --chip v5e --bind-dim b=1048576 --json -q --vary "
                           "0.0=1048576..33554432:1048576");
  ASSERT_EQ(by_dim.exit_code, 0) << by_dim.err;
  const int64_t best = Json(by_symbol)["max_fitting"]["b"].get<int64_t>();
  EXPECT_EQ(best, Json(by_dim)["max_fitting"]["0.0"].get<int64_t>());
  // x and its sum, f32[b,128] each, within v5e's usable HBM.
  EXPECT_GT(best, 8 * 1048576);
  EXPECT_LT(best, 16 * 1048576);
  // One point of it: `memory --vary b=N`, the same peak as fit's point.
  auto point = RunCommand(TpusimBinary() + " memory " + path +
                          " --chip v5e --json --vary b=" + std::to_string(best));
  ASSERT_EQ(point.exit_code, 0) << point.err;
  const nlohmann::json sweep = Json(by_symbol);  // Kept: the loop reads into it.
  bool found = false;
  for (const auto& p : sweep["points"]) {
    if (p["values"]["b"].get<int64_t>() != best) continue;
    EXPECT_EQ(Json(point)["peak_bytes"], p["peak_bytes"]);
    found = true;
  }
  EXPECT_TRUE(found);
  auto no_such = RunCommand(TpusimBinary() + " memory " + path + " --chip v5e --vary n=64");
  EXPECT_EQ(no_such.exit_code, 2);
  EXPECT_NE(no_such.err.find("--vary n=64: no symbolic dim of the program is named n"),
            std::string::npos)
      << no_such.err;
  auto unknown = RunCommand(run + "n=8..64");
  EXPECT_EQ(unknown.exit_code, 2);
  EXPECT_NE(unknown.err.find("no symbolic dim of the program is named n (its symbols: b)"),
            std::string::npos)
      << unknown.err;
  std::remove(path.c_str());
}

}  // namespace
}  // namespace tpusim
