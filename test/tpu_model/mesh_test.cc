// --mesh and --topology parsing and the mesh-axis split suggestion
// (tpu_model/mesh.h).
#include "tpu_model/mesh.h"

#include "gtest/gtest.h"
#include "test/status_matchers.h"

namespace tpusim::tpu {
namespace {

TEST(MeshTest, ParsesAxesInOrder) {
  auto mesh = ParseMeshSpec("data=4, model = 2");
  ASSERT_THAT(mesh, IsOk());
  ASSERT_EQ(mesh->axes.size(), 2u);
  EXPECT_EQ(mesh->axes[0], (MeshAxis{"data", 4}));
  EXPECT_EQ(mesh->axes[1], (MeshAxis{"model", 2}));
  EXPECT_EQ(mesh->devices(), 8);
  EXPECT_EQ(MeshToString(*mesh), "data=4,model=2");
  EXPECT_EQ(MeshToJson(*mesh), nlohmann::json({{"data", 4}, {"model", 2}}));
}

TEST(MeshTest, RejectsBadSpecsSayingWhy) {
  auto message = [](absl::string_view text) {
    auto mesh = ParseMeshSpec(text);
    EXPECT_FALSE(mesh.ok()) << text;
    return mesh.ok() ? std::string() : std::string(mesh.status().message());
  };
  EXPECT_NE(message("data=0").find("axis 'data' has size '0'"), std::string::npos);
  EXPECT_NE(message("data").find("axis 'data' has no size"), std::string::npos);
  EXPECT_NE(message("data=-2").find("sizes are integers >= 1"), std::string::npos);
  EXPECT_NE(message("data=two").find("has size 'two'"), std::string::npos);
  EXPECT_NE(message("data=2,data=2").find("appears twice"), std::string::npos);
  EXPECT_NE(message("2d=2").find("not an axis name"), std::string::npos);
  EXPECT_NE(message("").find("no axes"), std::string::npos);
  EXPECT_NE(message("a=2,").find("has no size"), std::string::npos);
  EXPECT_NE(message("a=65536,b=65536").find("more than"), std::string::npos);  // Overflow-checked.
  EXPECT_NE(message("a=1,b=1,c=1,d=1,e=1,f=1,g=1,h=1,i=1").find("more than 8 axes"),
            std::string::npos);
}

TEST(MeshTest, TopologyDevicesFollowTheChipTable) {
  // docs/oracle.md: libtpu compiles these topologies for these device counts.
  struct Case {
    const char* text;
    int64_t devices;
  };
  for (const Case& c : {Case{"v2:2x2", 8}, Case{"v4:2x2x1", 8}, Case{"v4:2x2x2", 16},
                        Case{"v5e:4x4", 16}, Case{"v5p:2x2x1", 4}, Case{"v5p:4x4x4", 64},
                        Case{"v6e:2x2", 4}, Case{"tpu7x:2x2x1", 8}}) {
    auto topology = ParseTopology(c.text);
    ASSERT_THAT(topology, IsOk()) << c.text;
    EXPECT_EQ(topology->devices, c.devices) << c.text;
  }
  auto v5p = ParseTopology("v5p:4x4x4");
  ASSERT_THAT(v5p, IsOk());
  EXPECT_EQ(v5p->chip->name, "v5p");
  EXPECT_EQ(v5p->chips, 64);
  EXPECT_EQ(v5p->shape, (std::vector<int64_t>{4, 4, 4}));
}

TEST(MeshTest, RejectsBadTopologies) {
  EXPECT_FALSE(ParseTopology("v9:2x2").ok());
  EXPECT_NE(std::string(ParseTopology("v9:2x2").status().message()).find("unknown TPU chip 'v9'"),
            std::string::npos);
  EXPECT_FALSE(ParseTopology("v5p").ok());
  EXPECT_FALSE(ParseTopology("v5p:").ok());
  EXPECT_FALSE(ParseTopology("v5p:4x0").ok());
  EXPECT_FALSE(ParseTopology("v5p:2x2x2x2").ok());
  EXPECT_FALSE(ParseTopology("v5p-64:4x4x4").ok());  // A slice name, not a chip.
  EXPECT_FALSE(ParseTopology("v5p:65536x65536x65536").ok());
}

TEST(MeshTest, EvenAxisSplitPrefersMostDevicesThenFewerAxes) {
  auto mesh = ParseMeshSpec("fsdp=4,tp=2");
  ASSERT_THAT(mesh, IsOk());
  AxisSplit all = EvenAxisSplit(*mesh, 8192);
  EXPECT_EQ(all.axes, (std::vector<std::string>{"fsdp", "tp"}));
  EXPECT_EQ(all.shards, 8);
  AxisSplit fsdp = EvenAxisSplit(*mesh, 8196);  // 4 divides it, 8 does not.
  EXPECT_EQ(fsdp.axes, (std::vector<std::string>{"fsdp"}));
  EXPECT_EQ(fsdp.shards, 4);
  AxisSplit tp = EvenAxisSplit(*mesh, 6);
  EXPECT_EQ(tp.axes, (std::vector<std::string>{"tp"}));
  EXPECT_TRUE(EvenAxisSplit(*mesh, 3).axes.empty());
  EXPECT_TRUE(EvenAxisSplit(*mesh, 1).axes.empty());
  // Equal products: the earlier axis.
  auto square = ParseMeshSpec("a=2,b=2");
  ASSERT_THAT(square, IsOk());
  EXPECT_EQ(EvenAxisSplit(*square, 2).axes, (std::vector<std::string>{"a"}));
  EXPECT_EQ(DescribeAxes({"a"}), "`a`");
  EXPECT_EQ(DescribeAxes({"a", "b", "c"}), "`a`, `b` and `c`");
}

}  // namespace
}  // namespace tpusim::tpu
