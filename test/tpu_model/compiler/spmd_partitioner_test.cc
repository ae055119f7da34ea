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
  // v4: the whole sum is all-reduced in place.
  auto summed = PartitionForDevice(*module, {.reduce_scatter_partial_sums = false});
  ASSERT_THAT(summed, IsOk());
  EXPECT_EQ(summed->reduce_scatters, 0);
  EXPECT_EQ(summed->all_reduces, 1);
}

TEST(SpmdPartitionerTest, V5ScattersTheSumInTheOrientationOfItsTransposingReader) {
  auto module = Parse(kWeightUpdate);
  ASSERT_NE(module, nullptr);
  // v5e, v5p: the dot runs with its operands swapped, so the sum already
  // has the weight's orientation; its shard is the weight's, and the
  // transpose is gone.
  auto swapped = PartitionForDevice(*module, {.scatter_in_reader_orientation = true});
  ASSERT_THAT(swapped, IsOk());
  EXPECT_EQ(swapped->reduce_scatters, 1);
  EXPECT_EQ(swapped->all_reduces, 0);
  const hlo::Computation& entry = *swapped->module->entry();
  EXPECT_EQ(entry.FindInstruction("gt"), nullptr);
  const hlo::Instruction* dot = entry.FindInstruction("g");
  ASSERT_NE(dot, nullptr);
  EXPECT_EQ(dot->shape().ToString(false), "f32[512,256]");
  EXPECT_EQ(dot->operand(0)->name(), "x");
  EXPECT_EQ(dot->operand(1)->name(), "dy");
  EXPECT_EQ(dot->dot_dimension_numbers().lhs_contracting_dimensions, std::vector<int64_t>{0});
  const hlo::Instruction* rs = entry.FindInstruction("g.reduce-scatter");
  ASSERT_NE(rs, nullptr);
  EXPECT_EQ(rs->shape().ToString(false), "f32[128,256]");
  EXPECT_EQ(*rs->dimensions(), std::vector<int64_t>{0});
  const hlo::Instruction* root = entry.root();
  EXPECT_EQ(root->operand(1), rs);
  EXPECT_NE(Parse(hlo::PrintModule(*swapped->module)), nullptr);
}

TEST(SpmdPartitionerTest, V5AllReducesASumItsReaderDoesNotTranspose) {
  // The sum is read in the dot's own orientation: nothing to fold, and
  // v5e and v5p all-reduce it.
  auto module = Parse(R"(HloModule m, num_partitions=4
ENTRY e {
  w = f32[256,512] parameter(0), sharding={devices=[4,1]<=[4]}
  x = f32[64,512] parameter(1), sharding={devices=[4,1]<=[4]}
  dy = f32[64,256] parameter(2), sharding={devices=[4,1]<=[4]}
  g = f32[256,512] dot(dy, x), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  ROOT u = f32[256,512] subtract(w, g), sharding={devices=[4,1]<=[4]}
})");
  ASSERT_NE(module, nullptr);
  auto partitioned = PartitionForDevice(*module, {.scatter_in_reader_orientation = true});
  ASSERT_THAT(partitioned, IsOk());
  EXPECT_EQ(partitioned->reduce_scatters, 0);
  EXPECT_EQ(partitioned->all_reduces, 1);
  // Where every chip scatters (v6e), this one is scattered too.
  auto scattered = PartitionForDevice(*module, {.reduce_scatter_partial_sums = true});
  ASSERT_THAT(scattered, IsOk());
  EXPECT_EQ(scattered->reduce_scatters, 1);
}

TEST(SpmdPartitionerTest, ASumWrittenIntoAShardedStackIsScatteredThroughTuplesAndUnitDims) {
  // A scanned layer's backward step: its weight gradient leaves the step in
  // a tuple and is written, with a unit layer dim added, into the stacked
  // gradient, sharded like the stacked weights.
  auto module = Parse(R"(HloModule m, num_partitions=4
ENTRY e {
  stack = f32[4,512,256] parameter(0), sharding={devices=[1,4,1]<=[4]}
  x = f32[64,512] parameter(1), sharding={devices=[4,1]<=[4]}
  dy = f32[64,256] parameter(2), sharding={devices=[4,1]<=[4]}
  i = s32[] parameter(3), sharding={replicated}
  z = s32[] constant(0)
  g = f32[256,512] dot(dy, x), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  gt = f32[512,256] transpose(g), dimensions={1,0}
  t = (f32[512,256], s32[]) tuple(gt, i)
  e = f32[512,256] get-tuple-element(t), index=0
  j = s32[] get-tuple-element(t), index=1
  b = f32[1,512,256] broadcast(e), dimensions={1,2}
  ROOT u = f32[4,512,256] dynamic-update-slice(stack, b, j, z, z), sharding={devices=[1,4,1]<=[4]}
})");
  ASSERT_NE(module, nullptr);
  auto swapped = PartitionForDevice(*module, {.scatter_in_reader_orientation = true});
  ASSERT_THAT(swapped, IsOk());
  EXPECT_EQ(swapped->reduce_scatters, 1);
  EXPECT_EQ(swapped->all_reduces, 0);
  const hlo::Computation& entry = *swapped->module->entry();
  const hlo::Instruction* rs = entry.FindInstruction("g.reduce-scatter");
  ASSERT_NE(rs, nullptr);
  EXPECT_EQ(rs->shape().ToString(false), "f32[128,256]");
  EXPECT_EQ(entry.root()->operand(1)->shape().ToString(false), "f32[1,128,256]");
  EXPECT_NE(Parse(hlo::PrintModule(*swapped->module)), nullptr);
  // v6e scatters the sum in the dot's own orientation (dim 1 of g).
  auto scattered = PartitionForDevice(*module, {.reduce_scatter_partial_sums = true});
  ASSERT_THAT(scattered, IsOk());
  EXPECT_EQ(scattered->reduce_scatters, 1);
  const hlo::Instruction* own = scattered->module->entry()->FindInstruction("g.reduce-scatter");
  ASSERT_NE(own, nullptr);
  EXPECT_EQ(own->shape().ToString(false), "f32[256,128]");
}

TEST(SpmdPartitionerTest, ASumOverOneMeshAxisIsNotScatteredOverAnother) {
  // 2 x 2 devices: the batch is split in two, so the partial sums run over
  // two devices, while the weight is split in two over the other pair. A
  // count match is not a device match: all-reduce.
  auto module = Parse(R"(HloModule m, num_partitions=4
ENTRY e {
  w = f32[512,256] parameter(0), sharding={devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}
  x = f32[64,512] parameter(1), sharding={devices=[2,1,2]<=[4] last_tile_dim_replicate}
  dy = f32[64,256] parameter(2), sharding={devices=[2,1,2]<=[4] last_tile_dim_replicate}
  g = f32[256,512] dot(dy, x), lhs_contracting_dims={0}, rhs_contracting_dims={0}
  gt = f32[512,256] transpose(g), dimensions={1,0}
  ROOT u = f32[512,256] subtract(w, gt), sharding={devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}
})");
  ASSERT_NE(module, nullptr);
  for (const PartitionRules rules : {PartitionRules{.reduce_scatter_partial_sums = true},
                                     PartitionRules{.scatter_in_reader_orientation = true}}) {
    auto partitioned = PartitionForDevice(*module, rules);
    ASSERT_THAT(partitioned, IsOk());
    EXPECT_EQ(partitioned->reduce_scatters, 0);
    EXPECT_EQ(partitioned->all_reduces, 1);
  }
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

// A scan over FSDP-split stacked weights: the loop carries the batch-split
// activation, the stacked weights split on their embed dim and the saved
// rows (zeros, written with batch-split rows), each per device; the body
// gathers one layer's weight per iteration.
constexpr char kScan[] = R"(HloModule m, num_partitions=4
cond {
  p = (s32[], f32[64,128], f32[4,128,128], f32[4,64,128]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] constant(4)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  p = (s32[], f32[64,128], f32[4,128,128], f32[4,64,128]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  x = f32[64,128] get-tuple-element(p), index=1
  ws = f32[4,128,128] get-tuple-element(p), index=2
  saved = f32[4,64,128] get-tuple-element(p), index=3
  zero = s32[] constant(0)
  w3 = f32[1,128,128] dynamic-slice(ws, i, zero, zero), dynamic_slice_sizes={1,128,128}
  w = f32[128,128] reshape(w3)
  h = f32[64,128] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  y = f32[64,128] tanh(h)
  row = f32[1,64,128] reshape(x)
  saved2 = f32[4,64,128] dynamic-update-slice(saved, row, i, zero, zero)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], f32[64,128], f32[4,128,128], f32[4,64,128]) tuple(i2, y, ws, saved2)
}
ENTRY e {
  x = f32[64,128] parameter(0), sharding={devices=[4,1]<=[4]}
  ws = f32[4,128,128] parameter(1), sharding={devices=[1,4,1]<=[4]}
  c0 = s32[] constant(0)
  z = f32[] constant(0)
  acc = f32[4,64,128] broadcast(z), dimensions={}
  t = (s32[], f32[64,128], f32[4,128,128], f32[4,64,128]) tuple(c0, x, ws, acc)
  l = (s32[], f32[64,128], f32[4,128,128], f32[4,64,128]) while(t), condition=cond, body=body
  ROOT r = f32[4,64,128] get-tuple-element(l), index=3
})";

TEST(SpmdPartitionerTest, LoopsCarryPerDeviceShapesAndGatherWeightsInTheBody) {
  auto module = Parse(kScan);
  ASSERT_NE(module, nullptr);
  auto partitioned = PartitionForDevice(*module);
  ASSERT_THAT(partitioned, IsOk());
  const hlo::Computation& entry = *partitioned->module->entry();
  const hlo::Instruction* loop = entry.FindInstruction("l");
  ASSERT_NE(loop, nullptr);
  EXPECT_EQ(loop->shape().ToString(false), "(s32[], f32[16,128], f32[4,32,128], f32[4,16,128])");
  // The zeros become split like the rows the body writes into them.
  EXPECT_EQ(entry.FindInstruction("acc")->shape().ToString(false), "f32[4,16,128]");
  EXPECT_EQ(entry.root()->shape().ToString(false), "f32[4,16,128]");
  const hlo::Computation* body = loop->called_computation("body");
  ASSERT_NE(body, nullptr);
  EXPECT_EQ(body->parameter(0)->shape(), loop->shape());
  EXPECT_EQ(body->root()->shape(), loop->shape());
  EXPECT_EQ(loop->called_computation("condition")->parameter(0)->shape(), loop->shape());
  const hlo::Instruction* h = body->FindInstruction("h");
  ASSERT_NE(h, nullptr);
  EXPECT_EQ(h->shape().ToString(false), "f32[16,128]");
  ASSERT_EQ(h->operand(1)->opcode(), hlo::HloOpcode::kAllGather);
  EXPECT_EQ(h->operand(1)->shape().ToString(false), "f32[128,128]");
  EXPECT_EQ(h->operand(1)->operand(0)->shape().ToString(false), "f32[32,128]");
  EXPECT_EQ(partitioned->all_gathers, 1);
  EXPECT_NE(Parse(hlo::PrintModule(*partitioned->module)), nullptr);
}

// An accumulator the body keeps unsplit (here: zeros plus a constant) takes
// the sharding its result meets where the entry reads it (XLA's gradient
// accumulators, added to the split optimizer state).
TEST(SpmdPartitionerTest, ALoopResultReadShardedIsCarriedSharded) {
  auto module = Parse(R"(HloModule m, num_partitions=4
cond {
  p = (s32[], f32[128,64]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  n = s32[] constant(4)
  ROOT lt = pred[] compare(i, n), direction=LT
}
body {
  p = (s32[], f32[128,64]) parameter(0)
  i = s32[] get-tuple-element(p), index=0
  a = f32[128,64] get-tuple-element(p), index=1
  c = f32[] constant(1)
  b = f32[128,64] broadcast(c), dimensions={}
  a2 = f32[128,64] add(a, b)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  ROOT t = (s32[], f32[128,64]) tuple(i2, a2)
}
ENTRY e {
  v = f32[128,64] parameter(0), sharding={devices=[4,1]<=[4]}
  c0 = s32[] constant(0)
  z = f32[] constant(0)
  acc = f32[128,64] broadcast(z), dimensions={}
  t = (s32[], f32[128,64]) tuple(c0, acc)
  l = (s32[], f32[128,64]) while(t), condition=cond, body=body
  g = f32[128,64] get-tuple-element(l), index=1
  ROOT u = f32[128,64] add(v, g), sharding={devices=[4,1]<=[4]}
})");
  ASSERT_NE(module, nullptr);
  auto partitioned = PartitionForDevice(*module);
  ASSERT_THAT(partitioned, IsOk());
  const hlo::Computation& entry = *partitioned->module->entry();
  EXPECT_EQ(entry.FindInstruction("l")->shape().ToString(false), "(s32[], f32[32,64])");
  EXPECT_EQ(entry.FindInstruction("g")->shape().ToString(false), "f32[32,64]");
  const hlo::Computation* body = entry.FindInstruction("l")->called_computation("body");
  EXPECT_EQ(body->FindInstruction("a2")->shape().ToString(false), "f32[32,64]");
  // The zeros that start it are made at the shard's shape.
  EXPECT_EQ(entry.FindInstruction("acc")->shape().ToString(false), "f32[32,64]");
  EXPECT_EQ(entry.FindInstruction("l")->operand(0)->shape().ToString(false),
            "(s32[], f32[32,64])");
}

// A whole update written into a split array is cut to this device's part
// first (XLA's scan bodies slice the summed weight gradient before writing
// it into the split accumulator).
TEST(SpmdPartitionerTest, AnUpdateIntoASplitArrayIsCutToTheShard) {
  auto module = Parse(R"(HloModule m, num_partitions=4
ENTRY e {
  acc = f32[4,64,128] parameter(0), sharding={devices=[1,4,1]<=[4]}
  u = f32[1,64,128] parameter(1), sharding={replicated}
  i = s32[] parameter(2)
  z = s32[] constant(0)
  ROOT d = f32[4,64,128] dynamic-update-slice(acc, u, i, z, z)
})");
  ASSERT_NE(module, nullptr);
  auto partitioned = PartitionForDevice(*module);
  ASSERT_THAT(partitioned, IsOk());
  const hlo::Instruction* d = partitioned->module->entry()->root();
  EXPECT_EQ(d->shape().ToString(false), "f32[4,16,128]");
  EXPECT_EQ(d->operand(1)->opcode(), hlo::HloOpcode::kCopy);
  EXPECT_EQ(d->operand(1)->shape().ToString(false), "f32[1,16,128]");
  EXPECT_EQ(d->operand(1)->operand(0)->shape().ToString(false), "f32[1,64,128]");
}

TEST(SpmdPartitionerTest, ALookupOfBatchSplitIdsIsBatchSplit) {
  auto module = Parse(R"(HloModule m, num_partitions=4
ENTRY e {
  table = f32[1000,64] parameter(0), sharding={replicated}
  ids = s32[16,8] parameter(1), sharding={devices=[4,1]<=[4]}
  ROOT g = f32[16,8,64] gather(table, ids), offset_dims={2}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=2, slice_sizes={1,64}
})");
  ASSERT_NE(module, nullptr);
  auto partitioned = PartitionForDevice(*module);
  ASSERT_THAT(partitioned, IsOk());
  EXPECT_EQ(partitioned->module->entry()->root()->shape().ToString(false), "f32[4,8,64]");
}

// A GShard MoE router: top-k of group-split gates keeps the groups split
// (XLA's sort of f32[1,2048,8] of [4,2048,8] in sharded_ep.me4.gshard_fwd);
// an argsort's iota beside split keys is cut to the shard.
TEST(SpmdPartitionerTest, SortsAndTopKKeepTheSplitOffTheSortedDim) {
  auto module = Parse(R"(HloModule m, num_partitions=4
less {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  c = s32[] parameter(2)
  d = s32[] parameter(3)
  ROOT lt = pred[] compare(a, b), direction=LT
}
ENTRY e {
  gates = f32[4,2048,8] parameter(0), sharding={devices=[4,1,1]<=[4]}
  ids = s32[4,4096] parameter(1), sharding={devices=[4,1]<=[4]}
  top = (f32[4,2048,2], s32[4,2048,2]) topk(gates), k=2, largest=true
  v = f32[4,2048,2] get-tuple-element(top), index=0
  iota = s32[4,4096] iota(), iota_dimension=1
  sorted = (s32[4,4096], s32[4,4096]) sort(ids, iota), dimensions={1}, to_apply=less
  order = s32[4,4096] get-tuple-element(sorted), index=1
  ROOT t = (f32[4,2048,2], s32[4,4096]) tuple(v, order)
})");
  ASSERT_NE(module, nullptr);
  auto partitioned = PartitionForDevice(*module);
  ASSERT_THAT(partitioned, IsOk());
  const hlo::Computation& entry = *partitioned->module->entry();
  EXPECT_EQ(entry.FindInstruction("v")->shape().ToString(false), "f32[1,2048,2]");
  const hlo::Instruction* sorted = entry.FindInstruction("sorted");
  ASSERT_NE(sorted, nullptr);
  EXPECT_EQ(sorted->shape().ToString(false), "(s32[1,4096], s32[1,4096])");
  EXPECT_EQ(sorted->operand(1)->shape().ToString(false), "s32[1,4096]");
  // The shard of an iota along an unsplit dim is that iota: XLA's sort
  // reads `iota.14 = s32[1,4096] iota()` (sharded_ep.me4.sort_fwd...v6e),
  // so the stable-sort expansion finds its index operand.
  EXPECT_EQ(sorted->operand(1)->opcode(), hlo::HloOpcode::kIota);
  EXPECT_EQ(sorted->operand(1)->GetInt("iota_dimension"), 1);
  EXPECT_EQ(entry.FindInstruction("order")->shape().ToString(false), "s32[1,4096]");
}

// Keys split along the sorted dim are gathered before the sort.
TEST(SpmdPartitionerTest, ASortAlongASplitDimGathersItFirst) {
  auto module = Parse(R"(HloModule m, num_partitions=4
less {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT lt = pred[] compare(a, b), direction=LT
}
ENTRY e {
  x = f32[8,1024] parameter(0), sharding={devices=[1,4]<=[4]}
  ROOT s = f32[8,1024] sort(x), dimensions={1}, to_apply=less
})");
  ASSERT_NE(module, nullptr);
  auto partitioned = PartitionForDevice(*module);
  ASSERT_THAT(partitioned, IsOk());
  const hlo::Instruction* s = partitioned->module->entry()->root();
  EXPECT_EQ(s->shape().ToString(false), "f32[8,1024]");
  EXPECT_EQ(s->operand(0)->opcode(), hlo::HloOpcode::kAllGather);
  EXPECT_EQ(partitioned->all_gathers, 1);
}

// A sharding constraint that moves the split from the groups to the experts
// is XLA's all-to-all, with the per-device shape of the new split
// (sharded_ep.me4.gshard_fwd: bf16[2,4,640,512] of [8,4,640,512]).
TEST(SpmdPartitionerTest, AConstraintMovingTheSplitIsAnAllToAll) {
  auto module = Parse(R"(HloModule m, num_partitions=4
ENTRY e {
  x = bf16[4,8,640,512] parameter(0), sharding={devices=[4,1,1,1]<=[4]}
  t = bf16[8,4,640,512] transpose(x), dimensions={1,0,2,3}
  ROOT c = bf16[8,4,640,512] custom-call(t), custom_call_target="Sharding", sharding={devices=[4,1,1,1]<=[4]}
})");
  ASSERT_NE(module, nullptr);
  auto partitioned = PartitionForDevice(*module);
  ASSERT_THAT(partitioned, IsOk());
  const hlo::Instruction* root = partitioned->module->entry()->root();
  EXPECT_EQ(root->opcode(), hlo::HloOpcode::kAllToAll);
  EXPECT_EQ(root->shape().ToString(false), "bf16[2,4,640,512]");
  EXPECT_EQ(root->operand(0)->shape().ToString(false), "bf16[8,1,640,512]");
  EXPECT_EQ(partitioned->all_to_alls, 1);
  EXPECT_EQ(partitioned->all_gathers, 0);
}

// Rows scattered per token group into zeros stay split on the groups; the
// zeros are made at the shard's shape (sharded_ep.me4.sort_fwd); a batched
// gather from a group-split operand is split on its batch dim alike.
TEST(SpmdPartitionerTest, BatchedScattersAndGathersFollowTheGroupSplit) {
  auto module = Parse(R"(HloModule m, num_partitions=4
assign {
  a = bf16[] parameter(0)
  ROOT b = bf16[] parameter(1)
}
ENTRY e {
  x = bf16[4,2048,512] parameter(0), sharding={devices=[4,1,1]<=[4]}
  idx = s32[4,4096,1] parameter(1), sharding={replicated}
  rows = bf16[4,4096,512] gather(x, idx), offset_dims={2}, collapsed_slice_dims={1}, start_index_map={1}, operand_batching_dims={0}, start_indices_batching_dims={0}, index_vector_dim=2, slice_sizes={1,1,512}
  zero = bf16[] constant(0)
  buf = bf16[4,5121,512] broadcast(zero), dimensions={}
  ROOT s = bf16[4,5121,512] scatter(buf, idx, rows), update_window_dims={2}, inserted_window_dims={1}, scatter_dims_to_operand_dims={1}, input_batching_dims={0}, scatter_indices_batching_dims={0}, index_vector_dim=2, to_apply=assign
})");
  ASSERT_NE(module, nullptr);
  auto partitioned = PartitionForDevice(*module);
  ASSERT_THAT(partitioned, IsOk());
  const hlo::Computation& entry = *partitioned->module->entry();
  EXPECT_EQ(entry.FindInstruction("rows")->shape().ToString(false), "bf16[1,4096,512]");
  const hlo::Instruction* s = entry.root();
  EXPECT_EQ(s->shape().ToString(false), "bf16[1,5121,512]");
  EXPECT_EQ(s->operand(0)->opcode(), hlo::HloOpcode::kBroadcast);
  EXPECT_EQ(s->operand(0)->shape().ToString(false), "bf16[1,5121,512]");
}

// shard_map: the importer writes a manual region as Sharding and
// SPMDFullToShardShape custom calls, the per-device body (inlined by then)
// and SPMDShardToFullShape. The body's shapes are already per device: no
// value there is split again, no collective is added, and the markers,
// whose two sides have the same per-device shape, are no buffers.
TEST(SpmdPartitionerTest, ManualRegionsAreAlreadyPerDevice) {
  auto module = Parse(R"(HloModule m, num_partitions=4
sum {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[256,128] parameter(0), sharding={devices=[4,1]<=[4]}
  w = f32[128,128] parameter(1), sharding={replicated}
  xs = f32[256,128] custom-call(x), custom_call_target="Sharding", sharding={devices=[4,1]<=[4]}
  xl = f32[64,128] custom-call(xs), custom_call_target="SPMDFullToShardShape", sharding={manual}
  ws = f32[128,128] custom-call(w), custom_call_target="Sharding", sharding={replicated}
  wl = f32[128,128] custom-call(ws), custom_call_target="SPMDFullToShardShape", sharding={manual}
  d = f32[64,128] dot(xl, wl), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  s = f32[64,128] all-reduce(d), replica_groups={{0,1,2,3}}, to_apply=sum
  ROOT y = f32[256,128] custom-call(s), custom_call_target="SPMDShardToFullShape", sharding={devices=[4,1]<=[4]}
})");
  ASSERT_NE(module, nullptr);
  ASSERT_TRUE(NeedsPartitioning(*module));
  auto partitioned = PartitionForDevice(*module);
  ASSERT_THAT(partitioned, IsOk());
  const hlo::Computation& entry = *partitioned->module->entry();
  EXPECT_EQ(entry.FindInstruction("xs"), nullptr);
  EXPECT_EQ(entry.FindInstruction("xl"), nullptr);
  EXPECT_EQ(entry.FindInstruction("wl"), nullptr);
  const hlo::Instruction* d = entry.FindInstruction("d");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->shape().ToString(false), "f32[64,128]");
  EXPECT_EQ(d->operand(0), entry.FindInstruction("x"));
  EXPECT_EQ(d->operand(0)->shape().ToString(false), "f32[64,128]");
  EXPECT_EQ(d->operand(1), entry.FindInstruction("w"));
  EXPECT_EQ(entry.root()->opcode(), hlo::HloOpcode::kAllReduce);
  EXPECT_EQ(entry.root()->shape().ToString(false), "f32[64,128]");
  EXPECT_EQ(entry.root()->operand(0), d);
  EXPECT_EQ(partitioned->all_gathers, 0);
  EXPECT_EQ(partitioned->all_reduces, 0);
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
