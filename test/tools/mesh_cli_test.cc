// End to end: --mesh and --topology (tools/mesh_options.h) on the commands
// that analyse a program, and their errors (exit 2, naming both figures).
#include "gtest/gtest.h"
#include "nlohmann/json.hpp"
#include "test/test_support.h"

namespace tpusim {
namespace {

using testing::RunCommand;
using testing::TestDataPath;
using testing::TpusimBinary;

const std::string kNoPartitions = TestDataPath("mesh/fsdp_no_partitions.hlo");
const std::string kSdy = TestDataPath("mesh/sdy_fsdp_tp.mlir");

testing::CommandResult Tpusim(const std::string& arguments) {
  return RunCommand(TpusimBinary() + " " + arguments);
}

bool Has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

TEST(MeshCliTest, MeshSuppliesThePartitionCountAndNamesTheAxes) {
  auto without = Tpusim("memory " + kNoPartitions + " --chip v5e --json");
  ASSERT_EQ(without.exit_code, 0) << without.err;
  EXPECT_EQ(nlohmann::json::parse(without.out)["compiler_model"]["devices"], 1);

  auto r = Tpusim("memory " + kNoPartitions + " --chip v5e --mesh data=4,model=2 --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["compiler_model"]["devices"], 8);
  EXPECT_EQ(j["mesh"], nlohmann::json({{"data", 4}, {"model", 2}}));
  const nlohmann::json& arguments = j["argument_shardings"]["arguments"];
  ASSERT_EQ(arguments.size(), 3u);
  EXPECT_EQ(arguments[0]["name"], "w");
  EXPECT_EQ(arguments[0]["suggested_axes"], nlohmann::json({"data", "model"}));
  EXPECT_EQ(arguments[0]["suggested_devices"], 8);
  EXPECT_EQ(arguments[0]["suggested_per_device_bytes"], 16 << 20);
  // x is split 8 ways: an eighth of its 8 MiB.
  EXPECT_EQ(arguments[1]["per_device_bytes"], 1 << 20);

  auto text = Tpusim("memory " + kNoPartitions + " --chip v5e --mesh data=4,model=2");
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_TRUE(Has(text.out, "Arguments on one device of 8 (mesh data=4,model=2)")) << text.out;
  EXPECT_TRUE(Has(text.out, "w f32[8192,4096]: 128.00M, whole on every device ({replicated}); "
                            "dim 0 split over `data` and `model` (8 devices) would give 16.00M"))
      << text.out;

  auto compiled = Tpusim("compile " + kNoPartitions + " --chip v5e --mesh data=4,model=2 --json");
  ASSERT_EQ(compiled.exit_code, 0) << compiled.err;
  EXPECT_EQ(nlohmann::json::parse(compiled.out)["mesh"]["data"], 4);
}

TEST(MeshCliTest, TheProgramsShardyMeshNamesTheAxesWithoutMesh) {
  auto r = Tpusim("memory " + kSdy + " --chip v5e --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["mesh"], nlohmann::json({{"fsdp", 4}, {"tp", 2}}));
  const nlohmann::json& w = j["argument_shardings"]["arguments"][0];
  EXPECT_EQ(w["name"], "Arg_1.2") << w;
  // Neither dim (8196, 4100) divides by all 8 devices; both by `fsdp`. Dim 1
  // leaves less once laid out in (8,128) tiles.
  EXPECT_EQ(w["suggested_dim"], 1);
  EXPECT_EQ(w["suggested_axes"], nlohmann::json({"fsdp"}));
  EXPECT_EQ(w["suggested_devices"], 4);

  // The same mesh given again agrees.
  auto same = Tpusim("memory " + kSdy + " --chip v5e --mesh fsdp=4,tp=2 --json");
  ASSERT_EQ(same.exit_code, 0) << same.err;
  EXPECT_EQ(nlohmann::json::parse(same.out)["mesh"], j["mesh"]);
}

TEST(MeshCliTest, LintNamesTheMeshAxisOfTheReplicatedWeight) {
  auto r = Tpusim("lint " + kSdy + " --chip v5e");
  EXPECT_TRUE(Has(r.out, "replicated-large-array")) << r.out << r.err;
  EXPECT_TRUE(Has(r.out, "splitting dim 0 (8196) over mesh axis `fsdp` (4 devices) would leave "
                         "f32[2049,4100]"))
      << r.out;

  auto hlo = Tpusim("lint " + kNoPartitions + " --mesh data=4,model=2");
  EXPECT_TRUE(Has(hlo.out, "over mesh axes `data` and `model` (8 devices) would leave "
                           "f32[1024,4096]"))
      << hlo.out << hlo.err;
  // Without a mesh the header gives no partitions: shardings name 8 devices.
  auto plain = Tpusim("lint " + kNoPartitions);
  EXPECT_TRUE(Has(plain.out, "over the 8 devices")) << plain.out << plain.err;

  auto graph = Tpusim("graph " + kSdy + " --chip v5e --mesh fsdp=4,tp=2 --json");
  EXPECT_EQ(graph.exit_code, 0) << graph.err;
}

// A committed oracle case (JAX's 2x2 mesh, XLA:TPU's figures recorded):
// the mesh it declares, given again, changes no figure.
TEST(MeshCliTest, AnOracleCasesOwnMeshChangesNothing) {
  const std::string kCase =
      TestDataPath("oracle/cases/sharded_2d.md2xm2.mlp_train.b16.h1024.bf16.v5e.stablehlo.mlir");
  auto plain = Tpusim("memory " + kCase + " --chip v5e --json");
  auto meshed = Tpusim("memory " + kCase + " --chip v5e --mesh data=2,model=2 --json");
  ASSERT_EQ(plain.exit_code, 0) << plain.err;
  ASSERT_EQ(meshed.exit_code, 0) << meshed.err;
  const nlohmann::json a = nlohmann::json::parse(plain.out);
  const nlohmann::json b = nlohmann::json::parse(meshed.out);
  EXPECT_EQ(a, b);
  EXPECT_EQ(b["mesh"], nlohmann::json({{"data", 2}, {"model", 2}}));
  EXPECT_EQ(b["compiler_model"]["devices"], 4);

  auto swapped = Tpusim("memory " + kCase + " --chip v5e --mesh model=2,data=2");
  EXPECT_EQ(swapped.exit_code, 2);
  EXPECT_TRUE(Has(swapped.err, "axis 0 is 'model' in --mesh and 'data' in the program"))
      << swapped.err;
  auto topology = Tpusim("memory " + kCase + " --topology v5e:2x2 --mesh data=2,model=2 --json");
  ASSERT_EQ(topology.exit_code, 0) << topology.err;
  EXPECT_EQ(nlohmann::json::parse(topology.out)["peak_bytes"], a["peak_bytes"]);
}

TEST(MeshCliTest, DisagreeingDeviceCountsExitTwoNamingBoth) {
  auto partitions = Tpusim("memory " + kSdy + " --chip v5e --mesh data=2,model=2");
  EXPECT_EQ(partitions.exit_code, 2);
  EXPECT_TRUE(Has(partitions.err, "--mesh data=2,model=2 has 4 devices but the program has "
                                   "num_partitions = 8"))
      << partitions.err;

  auto sizes = Tpusim("memory " + kSdy + " --chip v5e --mesh fsdp=2,tp=4");
  EXPECT_EQ(sizes.exit_code, 2);
  EXPECT_TRUE(Has(sizes.err, "does not match the program's sdy.mesh @mesh = fsdp=4,tp=2: axis "
                             "'fsdp' has size 2 in --mesh and 4 in the program"))
      << sizes.err;

  auto count = Tpusim("compile " + kSdy + " --chip v5e --mesh fsdp=8");
  EXPECT_EQ(count.exit_code, 2);
  EXPECT_TRUE(Has(count.err, "--mesh has 1 axis, the program 2")) << count.err;

  auto names = Tpusim("lint " + kSdy + " --mesh data=4,tp=2");
  EXPECT_EQ(names.exit_code, 2);
  EXPECT_TRUE(Has(names.err, "axis 0 is 'data' in --mesh and 'fsdp' in the program")) << names.err;

  // v5p-32 counts TensorCores: 16 megacore devices.
  auto slice = Tpusim("memory " + kNoPartitions + " --chip v5p-32 --mesh data=4,model=2");
  EXPECT_EQ(slice.exit_code, 2);
  EXPECT_TRUE(Has(slice.err, "--mesh data=4,model=2 has 8 devices but --chip v5p-32 has 16"))
      << slice.err;
  EXPECT_EQ(Tpusim("memory " + kNoPartitions + " --chip v5p-16 --mesh data=4,model=2").exit_code,
            0);
}

TEST(MeshCliTest, BadMeshSyntaxExitsTwo) {
  for (const char* bad : {"data=0", "data", "data=4,data=2", "=4"}) {
    auto r = Tpusim("memory " + kNoPartitions + " --chip v5e --mesh '" + bad + "'");
    EXPECT_EQ(r.exit_code, 2) << bad;
    EXPECT_TRUE(Has(r.err, "tpusim: error: --mesh '")) << bad << ": " << r.err;
  }
  auto zero = Tpusim("fit " + kNoPartitions + " --chip v5e --mesh data=0 --vary x.0=8..256:8");
  EXPECT_EQ(zero.exit_code, 2);
  EXPECT_TRUE(Has(zero.err, "axis 'data' has size '0'")) << zero.err;
  auto lint = Tpusim("lint " + kNoPartitions + " --mesh data");
  EXPECT_EQ(lint.exit_code, 2);
  EXPECT_TRUE(Has(lint.err, "axis 'data' has no size")) << lint.err;
}

TEST(MeshCliTest, TopologyNamesTheChipAndTheSlice) {
  auto r = Tpusim("memory " + kNoPartitions + " --topology v5p:2x2x2 --mesh data=4,model=2 --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["chip"], "v5p");
  EXPECT_EQ(j["compiler_model"]["devices"], 8);

  // v5p is one megacore device per chip: 2x2x1 is 4 devices, not 8.
  auto small = Tpusim("memory " + kNoPartitions + " --topology v5p:2x2x1 --mesh data=4,model=2");
  EXPECT_EQ(small.exit_code, 2);
  EXPECT_TRUE(Has(small.err, "--mesh data=4,model=2 has 8 devices but --topology v5p:2x2x1 has 4"))
      << small.err;
  // v4 is one device per TensorCore, two per chip.
  EXPECT_EQ(Tpusim("memory " + kNoPartitions + " --topology v4:2x2x1 --mesh data=4,model=2")
                .exit_code,
            0);

  auto unknown = Tpusim("memory " + kNoPartitions + " --topology v9:2x2");
  EXPECT_EQ(unknown.exit_code, 2);
  EXPECT_TRUE(Has(unknown.err, "--topology 'v9:2x2': unknown TPU chip 'v9'")) << unknown.err;
  EXPECT_EQ(Tpusim("memory " + kNoPartitions + " --topology v5p").exit_code, 2);

  auto other_chip = Tpusim("memory " + kNoPartitions + " --chip v5e --topology v5p:2x2x2");
  EXPECT_EQ(other_chip.exit_code, 2);
  EXPECT_TRUE(Has(other_chip.err, "--chip v5e is v5e but --topology v5p:2x2x2 is v5p"))
      << other_chip.err;
  auto other_slice = Tpusim("memory " + kNoPartitions + " --chip v5p-32 --topology v5p:2x2x2");
  EXPECT_EQ(other_slice.exit_code, 2);
  EXPECT_TRUE(Has(other_slice.err, "is a slice of 16 devices but --topology v5p:2x2x2 has 8"))
      << other_slice.err;
  // Agreeing names are fine.
  EXPECT_EQ(Tpusim("memory " + kNoPartitions + " --chip v5p --topology v5p:2x2x2").exit_code, 0);
  // lint and graph take it too (v5e is one device per chip: 8 devices).
  auto lint = Tpusim("lint " + kNoPartitions + " --topology v5e:2x4 --mesh data=4,model=2");
  EXPECT_NE(lint.exit_code, 2) << lint.err;
  EXPECT_TRUE(Has(lint.out, "over mesh axes `data` and `model`")) << lint.out;
  EXPECT_EQ(Tpusim("graph " + kNoPartitions + " --topology v5e:2x2 --mesh data=4,model=2")
                .exit_code,
            2);
}

}  // namespace
}  // namespace tpusim
