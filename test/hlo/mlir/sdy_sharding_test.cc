#include "hlo/mlir/sdy_sharding.h"

#include <string>

#include "gtest/gtest.h"

namespace tpusim::hlo {
namespace {

std::string Hlo(const std::string& mesh_text, const std::string& sharding_text,
                const std::vector<std::string>& manual = {}) {
  absl::StatusOr<SdyMesh> mesh = ParseSdyMesh(mesh_text);
  EXPECT_TRUE(mesh.ok()) << mesh.status().message();
  absl::StatusOr<SdyTensorSharding> sharding = ParseSdyTensorSharding(sharding_text);
  EXPECT_TRUE(sharding.ok()) << sharding.status().message();
  if (!mesh.ok() || !sharding.ok()) return "";
  absl::StatusOr<std::string> hlo = SdyToHloSharding(*sharding, *mesh, manual);
  EXPECT_TRUE(hlo.ok()) << hlo.status().message();
  return hlo.ok() ? *hlo : "";
}

TEST(SdyShardingTest, ParsesMeshes) {
  absl::StatusOr<SdyMesh> mesh = ParseSdyMesh("mesh<[\"a\"=2, \"b\"=4], device_ids=[7, 6, 5, 4, 3, 2, 1, 0]>");
  ASSERT_TRUE(mesh.ok()) << mesh.status().message();
  ASSERT_EQ(mesh->axes.size(), 2u);
  EXPECT_EQ(mesh->axes[1].first, "b");
  EXPECT_EQ(mesh->axes[1].second, 4);
  EXPECT_EQ(mesh->device_ids.size(), 8u);
  EXPECT_TRUE(ParseSdyMesh("<[], device_ids=[3]>")->IsMaximal());
  EXPECT_FALSE(ParseSdyMesh("<[\"a\"=0]>").ok());
  EXPECT_FALSE(ParseSdyMesh("<[\"a\"=2]").ok());
}

TEST(SdyShardingTest, ParsesShardings) {
  absl::StatusOr<SdyTensorSharding> s = ParseSdyTensorSharding(
      "sharding<@mesh, [{\"a\", ?}, {\"b\":(2)2}p1, {?}, {}], replicated={\"c\"}, unreduced={\"d\"}>");
  ASSERT_TRUE(s.ok()) << s.status().message();
  EXPECT_EQ(s->mesh_name, "mesh");
  ASSERT_EQ(s->dims.size(), 4u);
  EXPECT_TRUE(s->dims[0].open);
  EXPECT_EQ(s->dims[1].axes[0].pre_size, 2);
  EXPECT_EQ(s->dims[1].axes[0].size, 2);
  EXPECT_EQ(s->dims[1].priority, 1);
  EXPECT_TRUE(s->dims[3].axes.empty());
  EXPECT_EQ(s->replicated[0].name, "c");
  EXPECT_EQ(s->unreduced[0].name, "d");

  absl::StatusOr<SdyTensorSharding> inline_mesh =
      ParseSdyTensorSharding("<mesh<[\"x\"=2]>, [{\"x\"}]>");
  ASSERT_TRUE(inline_mesh.ok());
  EXPECT_TRUE(inline_mesh->inline_mesh.has_value());

  // Escaped quotes, as in frontend-attribute strings.
  absl::StatusOr<std::vector<SdyTensorSharding>> list = ParseSdyShardingList(
      "sharding_per_value<[<@mesh, [{\\22a\\22}]>, <@mesh, []>]>");
  ASSERT_TRUE(list.ok()) << list.status().message();
  EXPECT_EQ(list->size(), 2u);
  EXPECT_EQ((*list)[0].dims[0].axes[0].name, "a");

  EXPECT_EQ(*ParseSdyAxisNames("manual_axes<{\"a\", \"b\"}>"),
            (std::vector<std::string>{"a", "b"}));
  EXPECT_FALSE(ParseSdyTensorSharding("<[{\"a\"}]>").ok());
  EXPECT_TRUE(ParseSdyTensorSharding("#sdy.sharding<@m, [{\"a\"}]>").ok());

  auto meshes = ParseSdyMeshes("{mesh = #sdy.mesh<[\"a\"=2]>, m2 = #sdy.mesh<[], device_ids=[1]>}");
  ASSERT_TRUE(meshes.ok()) << meshes.status().message();
  ASSERT_EQ(meshes->size(), 2u);
  EXPECT_EQ((*meshes)[1].first, "m2");
  EXPECT_TRUE((*meshes)[1].second.IsMaximal());
}

// The mesh names the importer writes into `xla.sdy.meshes` are exactly
// those ParseSdyMeshes reads back.
TEST(SdyShardingTest, IdentifiersAreWhatTheReaderTakesBack) {
  for (const std::string name : {"mesh", "m_2", "a.b", "jax$mesh", "x-y", "0"}) {
    EXPECT_TRUE(IsSdyIdentifier(name)) << name;
    auto meshes = ParseSdyMeshes("{" + name + " = #sdy.mesh<[\"a\"=2]>}");
    ASSERT_TRUE(meshes.ok()) << name << ": " << meshes.status().message();
    EXPECT_EQ((*meshes)[0].first, name);
  }
  for (const std::string name : {"", "a b", "\"a\"", "a:b", "m\xc3\xa9"}) {
    EXPECT_FALSE(IsSdyIdentifier(name)) << name;
    auto meshes = ParseSdyMeshes("{" + name + " = #sdy.mesh<[\"a\"=2]>}");
    EXPECT_TRUE(!meshes.ok() || meshes->empty() || (*meshes)[0].first != name) << name;
  }
}

TEST(SdyShardingTest, ConvertsToHloShardings) {
  const std::string mesh = "<[\"a\"=2, \"b\"=4]>";
  EXPECT_EQ(Hlo(mesh, "<@m, [{}, {}]>"), "{replicated}");
  EXPECT_EQ(Hlo(mesh, "<@m, [{\"a\"}, {\"b\"}]>"), "{devices=[2,4]<=[8]}");
  EXPECT_EQ(Hlo(mesh, "<@m, [{\"b\"}, {\"a\"}]>"), "{devices=[4,2]<=[2,4]T(1,0)}");
  EXPECT_EQ(Hlo(mesh, "<@m, [{\"a\"}, {}]>"),
            "{devices=[2,1,4]<=[8] last_tile_dim_replicate}");
  EXPECT_EQ(Hlo(mesh, "<@m, [{}, {\"b\"}]>"),
            "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}");
  EXPECT_EQ(Hlo(mesh, "<@m, [{\"b\", \"a\"}]>"), "{devices=[8]<=[2,4]T(1,0)}");
  // A sub-axis splits "b" into (1)2 (major) and (2)2 (minor).
  EXPECT_EQ(Hlo(mesh, "<@m, [{\"b\":(2)2}, {\"a\"}]>"),
            "{devices=[2,2,2]<=[4,2]T(1,0) last_tile_dim_replicate}");
  EXPECT_EQ(Hlo(mesh, "<@m, [{\"a\"}, {}]>", {"b"}),
            "{devices=[2,1,4]<=[8] last_tile_dims={manual}}");
  EXPECT_EQ(Hlo(mesh, "<@m, [{}, {}]>", {"a", "b"}), "{manual}");
  EXPECT_EQ(Hlo("<[], device_ids=[3]>", "<@m, [{}]>"), "{maximal device=3}");
  // Explicit device order: the device-id array, transposed.
  EXPECT_EQ(Hlo("<[\"a\"=2, \"b\"=2], device_ids=[3, 2, 1, 0]>", "<@m, [{\"b\"}, {\"a\"}]>"),
            "{devices=[2,2]3,1,2,0}");
}

TEST(SdyShardingTest, Errors) {
  absl::StatusOr<SdyMesh> mesh = ParseSdyMesh("<[\"a\"=2]>");
  absl::StatusOr<SdyTensorSharding> unknown = ParseSdyTensorSharding("<@m, [{\"z\"}]>");
  ASSERT_TRUE(unknown.ok());
  absl::StatusOr<std::string> hlo = SdyToHloSharding(*unknown, *mesh);
  ASSERT_FALSE(hlo.ok());
  EXPECT_NE(hlo.status().message().find("\"z\""), std::string::npos);
}

}  // namespace
}  // namespace tpusim::hlo
