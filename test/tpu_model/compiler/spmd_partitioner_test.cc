// The per-device program of a sharded module (tpu_model/compiler/spmd_partitioner.h).
#include "tpu_model/compiler/spmd_partitioner.h"

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "hlo/text/hlo_printer.h"
#include "test/tpu_model/compiler/compiler_test_util.h"
#include "test/status_matchers.h"

namespace tpusim::tpu::compiler {
namespace {

using ::testing::ElementsAre;
using testing::Parse;

TEST(ShardingTilingsTest, ReadsTheFormsJaxPrograms) {
  EXPECT_THAT(*ParseShardingTilings("{devices=[4,1]<=[4]}"), ElementsAre(Tiling{4, 1}));
  EXPECT_THAT(*ParseShardingTilings("{devices=[2,2]0,1,2,3}"), ElementsAre(Tiling{2, 2}));
  // Replication and manual tile dims are not array dims.
  EXPECT_THAT(*ParseShardingTilings("{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"),
              ElementsAre(Tiling{4, 1}));
  EXPECT_THAT(*ParseShardingTilings("{devices=[2,1,2,2]<=[8] last_tile_dims={manual, replicated}}"),
              ElementsAre(Tiling{2, 1}));
  EXPECT_THAT(*ParseShardingTilings("{replicated}"), ElementsAre(Tiling{}));
  EXPECT_THAT(*ParseShardingTilings("{maximal device=0}"), ElementsAre(Tiling{}));
  EXPECT_THAT(*ParseShardingTilings("{{devices=[8]<=[8]}, {replicated}}"),
              ElementsAre(Tiling{8}, Tiling{}));
  EXPECT_FALSE(ParseShardingTilings("devices=[4]").has_value());
  EXPECT_FALSE(ParseShardingTilings("{devices=[4,x]<=[4]}").has_value());
}

// FSDP: batch and weights sharded on dim 0 over 4 devices. The dot
// contracts the weights' sharded dim, so each device gathers the whole
// weight (XLA's all-gather before use) and keeps a quarter of the batch.
constexpr char kFsdp[] = R"(HloModule m, num_partitions=4
ENTRY e {
  x = f32[256,1024] parameter(0), sharding={devices=[4,1]<=[4]}
  w = f32[1024,512] parameter(1), sharding={devices=[4,1]<=[4]}
  d = f32[256,512] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT r = f32[256,512] negate(d), sharding={devices=[4,1]<=[4]}
})";

TEST(SpmdPartitionerTest, FsdpGathersTheWeightAndShardsTheBatch) {
  auto module = Parse(kFsdp);
  ASSERT_NE(module, nullptr);
  ASSERT_TRUE(NeedsPartitioning(*module));
  auto partitioned = PartitionForDevice(*module);
  ASSERT_THAT(partitioned, IsOk());
  const hlo::Computation& entry = *partitioned->module->entry();
  EXPECT_EQ(entry.FindInstruction("x")->shape().ToString(false), "f32[64,1024]");
  EXPECT_EQ(entry.FindInstruction("w")->shape().ToString(false), "f32[256,512]");
  const hlo::Instruction* gathered = entry.FindInstruction("w.gathered");
  ASSERT_NE(gathered, nullptr);
  EXPECT_EQ(gathered->opcode(), hlo::HloOpcode::kAllGather);
  EXPECT_EQ(gathered->shape().ToString(false), "f32[1024,512]");
  EXPECT_EQ(entry.FindInstruction("d")->shape().ToString(false), "f32[64,512]");
  EXPECT_EQ(entry.FindInstruction("d")->operand(1), gathered);
  EXPECT_EQ(entry.root()->shape().ToString(false), "f32[64,512]");
  EXPECT_EQ(partitioned->all_gathers, 1);
  EXPECT_EQ(partitioned->devices, 4);
  EXPECT_NE(Parse(hlo::PrintModule(*partitioned->module)), nullptr);
}

TEST(SpmdPartitionerTest, RowParallelDotsSumPartialsWithAnAllReduce) {
  // Tensor parallel: activations sharded on the hidden dim, weights on
  // their rows; each device multiplies its slice and the sums are added.
  auto module = Parse(R"(HloModule m, num_partitions=4
ENTRY e {
  x = f32[64,1024] parameter(0), sharding={devices=[1,4]<=[4]}
  w = f32[1024,256] parameter(1), sharding={devices=[4,1]<=[4]}
  d = f32[64,256] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT n = f32[64,256] negate(d)
})");
  ASSERT_NE(module, nullptr);
  auto partitioned = PartitionForDevice(*module);
  ASSERT_THAT(partitioned, IsOk());
  EXPECT_EQ(partitioned->all_reduces, 1);
  EXPECT_EQ(partitioned->all_gathers, 0);
  const hlo::Instruction* root = partitioned->module->entry()->root();
  ASSERT_EQ(root->operand(0)->opcode(), hlo::HloOpcode::kAllReduce);
  EXPECT_EQ(root->operand(0)->shape().ToString(false), "f32[64,256]");
  EXPECT_EQ(root->operand(0)->operand(0)->name(), "d");
  EXPECT_NE(Parse(hlo::PrintModule(*partitioned->module)), nullptr);
}

// The FSDP weight update: dW = x^T dy sums over the sharded batch, and the
// transposed sum is subtracted from the sharded weight.
constexpr char kWeightUpdate[] = R"(HloModule m, num_partitions=4
ENTRY e {
  w = f32[512,256] parameter(0), sharding={devices=[4,1]<=[4]}
  x = f32[64,512] parameter(1), sharding={devices=[4,1]<=[4]}
  dy = f32[64,256] parameter(2), sharding={devices=[4,1]<=[4]}
  g = f32[256,512] dot(dy, x), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  gt = f32[512,256] transpose(g), dimensions={1,0}
  ROOT u = f32[512,256] subtract(w, gt), sharding={devices=[4,1]<=[4]}
})";

TEST(SpmdPartitionerTest, ASumReadShardedIsReduceScatteredWhereTheChipDoesSo) {
  auto module = Parse(kWeightUpdate);
  ASSERT_NE(module, nullptr);
  // v6e: each device keeps its quarter of the sum (dim 1 of g, which the
  // transpose makes the weight's dim 0).
  auto scattered = PartitionForDevice(*module, {.reduce_scatter_partial_sums = true});
  ASSERT_THAT(scattered, IsOk());
  EXPECT_EQ(scattered->reduce_scatters, 1);
  EXPECT_EQ(scattered->all_reduces, 0);
  const hlo::Computation& entry = *scattered->module->entry();
  const hlo::Instruction* rs = entry.FindInstruction("g.reduce-scatter");
  ASSERT_NE(rs, nullptr);
  EXPECT_EQ(rs->opcode(), hlo::HloOpcode::kReduceScatter);
  EXPECT_EQ(rs->shape().ToString(false), "f32[256,128]");
  EXPECT_EQ(rs->operand(0)->shape().ToString(false), "f32[256,512]");
  EXPECT_EQ(entry.FindInstruction("gt")->shape().ToString(false), "f32[128,256]");
  // v4, v5e, v5p: the whole sum is all-reduced in place.
  auto summed = PartitionForDevice(*module, {.reduce_scatter_partial_sums = false});
  ASSERT_THAT(summed, IsOk());
  EXPECT_EQ(summed->reduce_scatters, 0);
  EXPECT_EQ(summed->all_reduces, 1);
}

TEST(SpmdPartitionerTest, AReplicatedOutputIsGathered) {
  auto module = Parse(R"(HloModule m, num_partitions=8
ENTRY e {
  x = f32[1024,128] parameter(0), sharding={devices=[8,1]<=[8]}
  ROOT n = f32[1024,128] negate(x), sharding={replicated}
})");
  ASSERT_NE(module, nullptr);
  auto partitioned = PartitionForDevice(*module);
  ASSERT_THAT(partitioned, IsOk());
  const hlo::Instruction* root = partitioned->module->entry()->root();
  EXPECT_EQ(root->opcode(), hlo::HloOpcode::kAllGather);
  EXPECT_EQ(root->shape().ToString(false), "f32[1024,128]");
  EXPECT_EQ(root->operand(0)->shape().ToString(false), "f32[128,128]");
}

TEST(SpmdPartitionerTest, ShardingsFollowBroadcastTransposeAndReduce) {
  auto module = Parse(R"(HloModule m, num_partitions=4
sum {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[64,32] parameter(0), sharding={devices=[4,1]<=[4]}
  t = f32[32,64] transpose(x), dimensions={1,0}
  b = f32[8,32,64] broadcast(t), dimensions={1,2}
  z = f32[] constant(0)
  ROOT r = f32[8,64] reduce(b, z), dimensions={1}, to_apply=sum
})");
  ASSERT_NE(module, nullptr);
  auto partitioned = PartitionForDevice(*module);
  ASSERT_THAT(partitioned, IsOk());
  const hlo::Computation& entry = *partitioned->module->entry();
  EXPECT_EQ(entry.FindInstruction("t")->shape().ToString(false), "f32[32,16]");
  EXPECT_EQ(entry.FindInstruction("b")->shape().ToString(false), "f32[8,32,16]");
  EXPECT_EQ(entry.root()->shape().ToString(false), "f32[8,16]");
}

// Shard counts and sizes come from untrusted files: huge ones must neither
// overflow (UBSan checks this test) nor produce empty dims.
TEST(SpmdPartitionerTest, HugeShardCountsAndDimsDoNotOverflow) {
  auto module = Parse(R"(HloModule m, num_partitions=4
ENTRY e {
  x = f32[64,18014398509481984] parameter(0), sharding={devices=[4000000000000,4000000000000]<=[4]}
  w = f32[18014398509481984,32] parameter(1), sharding={devices=[4000000000000,4000000000000]<=[4]}
  d = f32[64,32] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  r = f32[64,1,18014398509481984] reshape(x)
  ROOT t = (f32[64,32], f32[64,1,18014398509481984]) tuple(d, r)
})");
  ASSERT_NE(module, nullptr);
  auto partitioned = PartitionForDevice(*module);
  ASSERT_THAT(partitioned, IsOk());
  EXPECT_EQ(partitioned->module->entry()->FindInstruction("x")->shape().ToString(false),
            "f32[1,4504]");
}

TEST(SpmdPartitionerTest, UnshardedModulesNeedNoPartitioning) {
  auto replicated = Parse(R"(HloModule m, num_partitions=4
ENTRY e {
  ROOT x = f32[64,32] parameter(0), sharding={replicated}
})");
  ASSERT_NE(replicated, nullptr);
  EXPECT_FALSE(NeedsPartitioning(*replicated));
  auto single = Parse(R"(HloModule m
ENTRY e {
  ROOT x = f32[64,32] parameter(0), sharding={devices=[4,1]<=[4]}
})");
  ASSERT_NE(single, nullptr);
  EXPECT_FALSE(NeedsPartitioning(*single));  // One device: nothing to split.
  auto spmd = Parse(R"(HloModule m, num_partitions=4
ENTRY main_spmd {
  ROOT x = f32[16,32] parameter(0), sharding={devices=[4,1]<=[4]}
})");
  ASSERT_NE(spmd, nullptr);
  EXPECT_FALSE(NeedsPartitioning(*spmd));  // XLA's partitioned output.
}

}  // namespace
}  // namespace tpusim::tpu::compiler
