// Collectives and host communication (generic-form ops in StableHLO):
// replica groups, channel handles, and the token plumbing of infeed /
// outfeed / send / recv as XLA's translation builds it.
#include <string>

#include "gtest/gtest.h"
#include "test/hlo/mlir/mlir_test_util.h"

namespace tpusim::hlo {
namespace {

using testing::ExpectRoundTrips;
using testing::FindAll;
using testing::FindOne;
using testing::Import;
using testing::Main;

TEST(ParseCollectiveTest, AllReduceGatherScatterToAll) {
  std::string text = Main("%arg0: tensor<8x2xf32>", "tensor<8x2xf32>, tensor<8x8xf32>, tensor<2x2xf32>, tensor<8x2xf32>", R"(
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<8x2xf32>) -> tensor<8x2xf32>
    %1 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>}> : (tensor<8x2xf32>) -> tensor<8x8xf32>
    %2 = "stablehlo.reduce_scatter"(%arg0) <{scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<8x2xf32>) -> tensor<2x2xf32>
    %3 = "stablehlo.all_to_all"(%arg0) <{split_dimension = 0 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<8x2xf32>) -> tensor<8x2xf32>
    return %0, %1, %2, %3 : tensor<8x2xf32>, tensor<8x8xf32>, tensor<2x2xf32>, tensor<8x2xf32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  const Instruction* ar = FindOne(*module, HloOpcode::kAllReduce);
  EXPECT_EQ(ar->GetInt("channel_id"), 1);
  EXPECT_EQ(*ar->GetIntLists("replica_groups"),
            (std::vector<std::vector<int64_t>>{{0, 1, 2, 3}}));
  EXPECT_EQ(ar->GetBool("use_global_device_ids"), true);
  EXPECT_NE(ar->called_computation("to_apply"), nullptr);
  const Instruction* ag = FindOne(*module, HloOpcode::kAllGather);
  EXPECT_EQ(*ag->dimensions(), (std::vector<int64_t>{1}));
  EXPECT_EQ(ag->GetIntLists("replica_groups")->size(), 2u);
  EXPECT_EQ(*FindOne(*module, HloOpcode::kReduceScatter)->dimensions(),
            (std::vector<int64_t>{0}));
  EXPECT_EQ(*FindOne(*module, HloOpcode::kAllToAll)->dimensions(),
            (std::vector<int64_t>{0}));
  ExpectRoundTrips(text);
}

TEST(ParseCollectiveTest, CollectivePermuteBroadcastAndIds) {
  std::string text = Main("%arg0: tensor<1x4xf32>", "tensor<1x4xf32>, tensor<1x4xf32>, tensor<ui32>, tensor<ui32>", R"(
    %0 = "stablehlo.collective_permute"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %1 = "stablehlo.collective_broadcast"(%arg0) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %2 = stablehlo.replica_id : tensor<ui32>
    %3 = stablehlo.partition_id : tensor<ui32>
    return %0, %1, %2, %3 : tensor<1x4xf32>, tensor<1x4xf32>, tensor<ui32>, tensor<ui32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  const Instruction* cp = FindOne(*module, HloOpcode::kCollectivePermute);
  EXPECT_EQ(*cp->GetIntLists("source_target_pairs"),
            (std::vector<std::vector<int64_t>>{{0, 1}, {1, 0}}));
  EXPECT_FALSE(cp->GetInt("channel_id").has_value() && *cp->GetInt("channel_id") == 0);
  EXPECT_NE(FindOne(*module, HloOpcode::kCollectiveBroadcast), nullptr);
  EXPECT_EQ(FindOne(*module, HloOpcode::kReplicaId)->shape().ToString(false), "u32[]");
  EXPECT_NE(FindOne(*module, HloOpcode::kPartitionId), nullptr);
  ExpectRoundTrips(text);
}

TEST(ParseCollectiveTest, InfeedOutfeedSendRecv) {
  std::string text = Main("%arg0: !stablehlo.token, %arg1: tensor<3xi32>",
                          "tensor<3xi32>, !stablehlo.token", R"(
    %0:3 = "stablehlo.infeed"(%arg0) <{infeed_config = "cfg"}> : (!stablehlo.token) -> (tensor<3xi32>, tensor<2xf32>, !stablehlo.token)
    %1 = "stablehlo.outfeed"(%0#0, %0#1, %0#2) <{outfeed_config = ""}> : (tensor<3xi32>, tensor<2xf32>, !stablehlo.token) -> !stablehlo.token
    %2 = "stablehlo.send"(%arg1, %1) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 2>, is_host_transfer = true}> : (tensor<3xi32>, !stablehlo.token) -> !stablehlo.token
    %3:2 = "stablehlo.recv"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 6, type = 3>, is_host_transfer = true}> : (!stablehlo.token) -> (tensor<3xi32>, !stablehlo.token)
    return %3#0, %3#1 : tensor<3xi32>, !stablehlo.token)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  const Instruction* infeed = FindOne(*module, HloOpcode::kInfeed);
  EXPECT_EQ(infeed->shape().ToString(false), "((s32[3], f32[2]), token[])");
  EXPECT_EQ(infeed->GetText("infeed_config"), "cfg");
  const Instruction* outfeed = FindOne(*module, HloOpcode::kOutfeed);
  EXPECT_EQ(outfeed->operand(0)->shape().ToString(false), "(s32[3], f32[2])");
  const Instruction* send = FindOne(*module, HloOpcode::kSend);
  EXPECT_EQ(send->shape().ToString(false), "(s32[3], u32[], token[])");
  EXPECT_EQ(send->GetInt("channel_id"), 5);
  EXPECT_EQ(FindOne(*module, HloOpcode::kSendDone)->shape().ToString(false), "token[]");
  EXPECT_EQ(FindOne(*module, HloOpcode::kRecvDone)->shape().ToString(false),
            "(s32[3], token[])");
  ExpectRoundTrips(text);
}

TEST(ParseCollectiveTest, BatchNorm) {
  std::string text = Main("%arg0: tensor<2x3xf32>, %arg1: tensor<3xf32>", "tensor<2x3xf32>, tensor<3xf32>", R"(
    %0:3 = "stablehlo.batch_norm_training"(%arg0, %arg1, %arg1) <{epsilon = 1.000000e-03 : f32, feature_index = 1 : i64}> : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
    %1 = "stablehlo.batch_norm_inference"(%arg0, %arg1, %arg1, %0#1, %0#2) {epsilon = 1.000000e-03 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    return %1, %0#1 : tensor<2x3xf32>, tensor<3xf32>)");
  auto module = Import(text);
  ASSERT_NE(module, nullptr);
  const Instruction* bn = FindOne(*module, HloOpcode::kBatchNormTraining);
  EXPECT_EQ(bn->shape().ToString(false), "(f32[2,3], f32[3], f32[3])");
  EXPECT_EQ(bn->GetInt("feature_index"), 1);
  EXPECT_EQ(bn->GetText("epsilon"), "0.001");
  ExpectRoundTrips(text);
}

}  // namespace
}  // namespace tpusim::hlo
