// MHLO (older exports), CHLO (client ops XLA decomposes) and Shardy
// (`sdy`, JAX >= 0.7 shardings).
#include <string>

#include "gtest/gtest.h"
#include "hlo/mlir/sdy_sharding.h"
#include "test/hlo/mlir/mlir_test_util.h"

namespace tpusim::hlo {
namespace {

using testing::ExpectRoundTrips;
using testing::FindAll;
using testing::FindOne;
using testing::Import;
using testing::Main;

TEST(ParseMhloTest, PrettyAndGenericMhlo) {
  std::string text = Main("%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>",
                          "tensor<4x16xf32>, tensor<4xf32>, tensor<4x8xf32>, tensor<4x8xi32>", R"(
    %0 = "mhlo.dot_general"(%arg0, %arg1) {dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#mhlo<precision DEFAULT>, #mhlo<precision DEFAULT>]} : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
    %1 = mhlo.add %0, %0 : tensor<4x16xf32>
    %c = mhlo.constant dense<0.0> : tensor<f32>
    %2 = "mhlo.broadcast_in_dim"(%c) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %3 = mhlo.compare GT, %1, %2 : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %4 = mhlo.select %3, %1, %2 : tensor<4x16xi1>, tensor<4x16xf32>
    %5 = mhlo.reduce(%4 init: %c) applies mhlo.add across dimensions = [1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %6 = mhlo.copy %4 : tensor<4x16xf32>
    %7:2 = mhlo.topk(%6, k = 8, largest = true) : tensor<4x16xf32> -> (tensor<4x8xf32>, tensor<4x8xi32>)
    %8 = "mhlo.compare"(%1, %2) {comparison_direction = #mhlo<comparison_direction LT>} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xi1>
    %9 = mhlo.erf %1 : tensor<4x16xf32>
    %10 = "mhlo.fusion"(%9) <{fusion_kind = #mhlo<fusion_kind kOutput>}> ({
    ^bb0(%a: tensor<4x16xf32>):
      %n = mhlo.negate %a : tensor<4x16xf32>
      mhlo.return %n : tensor<4x16xf32>
    }) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %t = mhlo.create_token : !mhlo.token
    %11 = mhlo.after_all %t, %t : !mhlo.token
    return %10, %5, %7#0, %7#1 : tensor<4x16xf32>, tensor<4xf32>, tensor<4x8xf32>, tensor<4x8xi32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  EXPECT_NE(FindOne(*module, HloOpcode::kDot), nullptr);
  EXPECT_EQ(FindAll(*module, HloOpcode::kCompare)[1]->GetText("direction"), "LT");
  EXPECT_NE(FindOne(*module, HloOpcode::kReduce)->called_computation("to_apply"), nullptr);
  const Instruction* topk = FindOne(*module, HloOpcode::kTopK);
  EXPECT_EQ(topk->shape().ToString(false), "(f32[4,8], s32[4,8])");
  EXPECT_EQ(topk->GetInt("k"), 8);
  EXPECT_NE(FindOne(*module, HloOpcode::kCopy), nullptr);
  EXPECT_NE(FindOne(*module, HloOpcode::kErf), nullptr);
  EXPECT_EQ(FindOne(*module, HloOpcode::kFusion)->fusion_kind(), "kOutput");
  ExpectRoundTrips(text);
}

TEST(ParseMhloTest, MhloWhileAndGatherAttributes) {
  std::string text = Main("%arg0: tensor<16x8xf32>, %arg1: tensor<4x1xi32>", "tensor<4x8xf32>", R"(
    %0 = "mhlo.gather"(%arg0, %arg1) {dimension_numbers = #mhlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = dense<[1, 8]> : tensor<2xi64>} : (tensor<16x8xf32>, tensor<4x1xi32>) -> tensor<4x8xf32>
    %1 = mhlo.while(%iterArg = %0) : tensor<4x8xf32>
     cond {
      %t = mhlo.constant dense<false> : tensor<i1>
      mhlo.return %t : tensor<i1>
    } do {
      mhlo.return %iterArg : tensor<4x8xf32>
    }
    return %1 : tensor<4x8xf32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(*FindOne(*module, HloOpcode::kGather)->GetIntList("slice_sizes"),
            (std::vector<int64_t>{1, 8}));
  EXPECT_NE(FindOne(*module, HloOpcode::kWhile), nullptr);
  ExpectRoundTrips(text);
}

TEST(ParseChloTest, DecomposedAndCustomCallOps) {
  std::string text = Main("%arg0: tensor<4x3xf32>, %arg1: tensor<3xf32>, %arg2: tensor<5x3xf32>",
                          "tensor<4x3xf32>, tensor<4x3xi1>, tensor<5x2xf32>, tensor<5x2xi32>, tensor<4x3xf32>, tensor<4x3xf32>", R"(
    %0 = chlo.erf %arg0 : tensor<4x3xf32> -> tensor<4x3xf32>
    %1 = chlo.lgamma %0 : tensor<4x3xf32> -> tensor<4x3xf32>
    %2 = chlo.broadcast_add %1, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<4x3xf32>, tensor<3xf32>) -> tensor<4x3xf32>
    %3 = chlo.broadcast_compare %2, %arg1 {comparison_direction = #chlo<comparison_direction GT>} : (tensor<4x3xf32>, tensor<3xf32>) -> tensor<4x3xi1>
    %values, %indices = chlo.top_k(%arg2, k = 2) : tensor<5x3xf32> -> (tensor<5x2xf32>, tensor<5x2xi32>)
    %4 = "chlo.constant_like"(%arg0) <{value = 1.0 : f32}> : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %5 = chlo.square %4 : tensor<4x3xf32> -> tensor<4x3xf32>
    %6 = chlo.next_after %5, %5 : tensor<4x3xf32>, tensor<4x3xf32> -> tensor<4x3xf32>
    %7 = chlo.constant dense<2.0> : tensor<4x3xf32>
    %8 = chlo.broadcast_select %3, %6, %7 : (tensor<4x3xi1>, tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    return %2, %3, %values, %indices, %5, %8 : tensor<4x3xf32>, tensor<4x3xi1>, tensor<5x2xf32>, tensor<5x2xi32>, tensor<4x3xf32>, tensor<4x3xf32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  EXPECT_NE(FindOne(*module, HloOpcode::kErf), nullptr);
  auto calls = FindAll(*module, HloOpcode::kCustomCall);
  ASSERT_EQ(calls.size(), 2u);
  EXPECT_EQ(calls[0]->custom_call_target(), "chlo.lgamma");
  EXPECT_EQ(calls[0]->shape().ToString(false), "f32[4,3]");
  EXPECT_EQ(calls[1]->custom_call_target(), "chlo.next_after");
  // broadcast_add/compare: %arg1 is broadcast along dim 1 explicitly.
  auto broadcasts = FindAll(*module, HloOpcode::kBroadcast);
  ASSERT_GE(broadcasts.size(), 3u);
  EXPECT_EQ(*broadcasts[0]->dimensions(), (std::vector<int64_t>{1}));
  EXPECT_EQ(FindOne(*module, HloOpcode::kCompare)->GetText("direction"), "GT");
  EXPECT_EQ(FindOne(*module, HloOpcode::kTopK)->shape().ToString(false),
            "(f32[5,2], s32[5,2])");
  EXPECT_NE(FindOne(*module, HloOpcode::kSelect), nullptr);
  ExpectRoundTrips(text);
}

constexpr const char kSdyModule[] = R"(
module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["a"=2, "b"=4]>
  sdy.mesh @maximal = <[], device_ids=[3]>
  func.func public @main(%arg0: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>},
                         %arg1: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"b", ?}, {"a"}p1]>},
                         %arg2: tensor<8xf32> {sdy.sharding = #sdy.sharding<@maximal, [{}]>})
      -> (tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a"}, {"b"}]> : tensor<8x8xf32>
    %1 = stablehlo.add %0, %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a", "b"}, {}]>]>} : tensor<8x8xf32>
    %2 = sdy.manual_computation(%1) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}], replicated={"b"}>] manual_axes={"a", "b"} (%arg3: tensor<4x8xf32>) {
      %3 = stablehlo.multiply %arg3, %arg3 : tensor<4x8xf32>
      sdy.return %3 : tensor<4x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    sdy.sharding_group %2 group_id=0 : tensor<8x8xf32>
    %4 = sdy.reshard %2 <@mesh, [{}, {"b"}]> : tensor<8x8xf32>
    %5 = stablehlo.custom_call @foo(%4) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=8}, custom>} : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %6 = sdy.named_computation<"body">(%5) (%arg4: tensor<8x8xf32>) {
      sdy.return %arg4 : tensor<8x8xf32>
    } : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %7 = sdy.propagation_barrier %6 allowed_direction=NONE : tensor<8x8xf32>
    return %7 : tensor<8x8xf32>
  }
}
)";

TEST(ParseSdyTest, MeshesShardingsAndManualComputation) {
  auto module = Import(kSdyModule);
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->num_partitions, 8);
  const Computation* entry = module->entry();
  EXPECT_EQ(entry->parameter(0)->sharding(),
            "{devices=[2,1,4]<=[8] last_tile_dim_replicate}");
  EXPECT_EQ(entry->parameter(1)->sharding(), "{devices=[4,2]<=[2,4]T(1,0)}");
  EXPECT_EQ(entry->parameter(2)->sharding(), "{maximal device=3}");
  auto calls = FindAll(*module, HloOpcode::kCustomCall);
  // Sharding (constraint), then shard_map as XLA lowers it: Sharding,
  // SPMDFullToShardShape, call, SPMDShardToFullShape; Sharding (reshard),
  // foo.
  ASSERT_EQ(calls.size(), 6u);
  EXPECT_EQ(calls[0]->custom_call_target(), "Sharding");
  EXPECT_EQ(calls[0]->sharding(), "{devices=[2,4]<=[8]}");
  EXPECT_EQ(calls[1]->custom_call_target(), "Sharding");
  EXPECT_EQ(calls[1]->sharding(), "{devices=[2,1,4]<=[8] last_tile_dim_replicate}");
  EXPECT_EQ(calls[2]->custom_call_target(), "SPMDFullToShardShape");
  EXPECT_EQ(calls[2]->shape().ToString(false), "f32[4,8]");
  EXPECT_EQ(calls[2]->sharding(), "{manual}");
  EXPECT_EQ(calls[3]->custom_call_target(), "SPMDShardToFullShape");
  EXPECT_EQ(calls[3]->shape().ToString(false), "f32[8,8]");
  EXPECT_EQ(calls[3]->sharding(), "{devices=[2,1,4]<=[8] last_tile_dim_replicate}");
  EXPECT_EQ(calls[4]->sharding(), "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}");
  EXPECT_EQ(calls[5]->custom_call_target(), "foo");
  EXPECT_EQ(FindOne(*module, HloOpcode::kAdd)->sharding(), "{devices=[8,1]<=[8]}");
  EXPECT_EQ(FindAll(*module, HloOpcode::kCall).size(), 2u);
  EXPECT_EQ(entry->root()->sharding(), "{replicated}");
}

TEST(ParseSdyTest, MeshDeclarationsTravelWithTheModule) {
  // As XLA's Shardy export writes them: every declared mesh, in order, in
  // the xla.sdy.meshes frontend attribute (read back by --mesh handling
  // wherever the file declares them).
  auto module = Import(kSdyModule);
  ASSERT_NE(module, nullptr);
  std::string frontend;
  for (const Attribute& attribute : module->other_attributes) {
    const std::string* raw = std::get_if<std::string>(&attribute.value);
    if (attribute.name == "frontend_attributes" && raw != nullptr) frontend = *raw;
  }
  EXPECT_NE(frontend.find(R"(xla.sdy.meshes="{mesh = #sdy.mesh<[\"a\"=2, \"b\"=4]>, )"
                          R"(maximal = #sdy.mesh<[], device_ids=[3]>}")"),
            std::string::npos)
      << frontend;
  auto meshes = ParseSdyMeshes(SdyMeshText(SdyMesh{{{"x", 2}, {"y", 3}}, {}}).insert(0, "{m = ") + "}");
  ASSERT_TRUE(meshes.ok()) << meshes.status().message();
  EXPECT_EQ((*meshes)[0].second.axes[1].second, 3);
}

TEST(ParseSdyTest, RoundTrips) { ExpectRoundTrips(kSdyModule); }

TEST(ParseSdyTest, GspmdShardingStrings) {
  auto module = Import(R"(
module @jit_g attributes {mhlo.num_partitions = 2 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}, %arg1: tensor<4xf32> {mhlo.sharding = ""})
      -> (tensor<4x8xf32> {mhlo.sharding = "{replicated}"}, tensor<4xf32>) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {mhlo.sharding = "{devices=[1,2]<=[2]}"} : (tensor<4x8xf32>) -> tensor<4x8xf32>
    return %0, %arg1 : tensor<4x8xf32>, tensor<4xf32>
  }
})");
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->entry()->parameter(0)->sharding(), "{devices=[2,1]<=[2]}");
  EXPECT_EQ(module->entry()->parameter(1)->sharding(), "");
  EXPECT_EQ(FindOne(*module, HloOpcode::kCustomCall)->sharding(), "{devices=[1,2]<=[2]}");
  EXPECT_EQ(module->entry()->root()->sharding(), "{{replicated}, {replicated}}");
}

}  // namespace
}  // namespace tpusim::hlo
