#include "tpu_model/mxu.h"

#include <memory>
#include <string>

#include "gtest/gtest.h"
#include "hlo/ir/attributes.h"
#include "tpu_model/chip.h"
#include "test/status_matchers.h"

namespace tpusim::tpu {
namespace {

const ChipSpec& Chip(const std::string& name) { return **FindChip(name); }

hlo::Shape S(const std::string& text) { return *hlo::ParseShape(text); }

std::unique_ptr<hlo::Instruction> Dot(const std::string& result,
                                      std::vector<int64_t> lhs_contracting,
                                      std::vector<int64_t> rhs_contracting,
                                      std::vector<int64_t> lhs_batch = {},
                                      std::vector<int64_t> rhs_batch = {}) {
  auto dot = std::make_unique<hlo::Instruction>("dot.1", hlo::HloOpcode::kDot, S(result));
  dot->AddAttribute(hlo::Attribute::IntList("lhs_contracting_dims", lhs_contracting));
  dot->AddAttribute(hlo::Attribute::IntList("rhs_contracting_dims", rhs_contracting));
  if (!lhs_batch.empty()) {
    dot->AddAttribute(hlo::Attribute::IntList("lhs_batch_dims", lhs_batch));
    dot->AddAttribute(hlo::Attribute::IntList("rhs_batch_dims", rhs_batch));
  }
  return dot;
}

std::unique_ptr<hlo::Instruction> Conv(const std::string& result, const std::string& labels) {
  auto conv =
      std::make_unique<hlo::Instruction>("convolution.1", hlo::HloOpcode::kConvolution, S(result));
  hlo::ConvolutionDimensionNumbers dnums;
  EXPECT_TRUE(hlo::ParseConvolutionDimensionNumbers(labels, &dnums));
  conv->AddAttribute(hlo::Attribute{"dim_labels", hlo::AttrKind::kDimLabels, dnums});
  return conv;
}

// Cloud TPU profiler example: "batch 16 padded to 128 and feature 3 padded
// to 8 -> about 5% of the matrix unit used". The activation is laid out
// batch-minor ({0,3,2,1}), as XLA does for a 3-channel input.
TEST(MxuTest, ProfilerWorkedExampleBatchSixteenFeatureThree) {
  auto conv = Conv("f32[16,32,32,128]{3,2,1,0}", "b01f_01io->b01f");
  absl::StatusOr<MxuAnalysis> a = AnalyzeMxu(
      *conv, {S("f32[16,32,32,3]{0,3,2,1:T(8,128)}"), S("f32[3,3,3,128]{3,2,1,0:T(8,128)}")},
      Chip("v3"));
  ASSERT_THAT(a, IsOk());
  ASSERT_EQ(a->dims.size(), 3u);
  EXPECT_EQ(a->dims[0].role, "batch");
  EXPECT_EQ(a->dims[0].size, 16);
  EXPECT_EQ(a->dims[0].padded, 128);
  EXPECT_EQ(a->dims[1].role, "feature");
  EXPECT_EQ(a->dims[1].size, 3);
  EXPECT_EQ(a->dims[1].padded, 8);
  EXPECT_EQ(a->dims[2].role, "output_feature");
  EXPECT_EQ(a->dims[2].padded, 128);
  EXPECT_NEAR(a->utilization, 16.0 / 128 * 3.0 / 8, 1e-12);  // 4.7%, "about 5%".
  EXPECT_EQ(a->Describe(),
            "batch 16 padded to 128, feature 3 padded to 8, output_feature 128 fits: "
            "4.7% of the MXU used");
  // The MXU product: rows = 16 x 32 x 32, k = 3 x 3 x 3, n = 128.
  EXPECT_EQ(a->m, 16 * 32 * 32);
  EXPECT_EQ(a->k, 27);
  EXPECT_EQ(a->padded_k, 128);
  EXPECT_EQ(a->n, 128);
}

// Without a layout the operand gets the predicted one: on v5p f32[16,3]
// becomes {0,1:T(4,128)} (batch minor), the same 4.7%.
TEST(MxuTest, DotWithPredictedLayout) {
  auto dot = Dot("f32[16,128]", {1}, {0});
  absl::StatusOr<MxuAnalysis> a = AnalyzeMxu(*dot, {S("f32[16,3]"), S("f32[3,128]")}, Chip("v5p"));
  ASSERT_THAT(a, IsOk());
  EXPECT_EQ(a->lhs_layout, "f32[16,3]{0,1:T(4,128)}");
  EXPECT_NEAR(a->utilization, 16.0 / 128 * 3.0 / 8, 1e-12);
  EXPECT_EQ(a->m, 16);
  EXPECT_EQ(a->k, 3);
  EXPECT_EQ(a->n, 128);
  EXPECT_NEAR(a->array_utilization, 3.0 / 128, 1e-12);
}

// A well-shaped matmul fills the MXU; v6e/v7x pad to 256.
TEST(MxuTest, FullTilesAndMxuSize) {
  auto dot = Dot("bf16[2048,7168]", {1}, {0});
  std::vector<hlo::Shape> ops = {S("bf16[2048,512]"), S("bf16[512,7168]")};
  EXPECT_DOUBLE_EQ(AnalyzeMxu(*dot, ops, Chip("v5p"))->utilization, 1.0);
  EXPECT_DOUBLE_EQ(AnalyzeMxu(*dot, ops, Chip("v6e"))->utilization, 1.0);

  auto narrow = Dot("bf16[2048,128]", {1}, {0});
  std::vector<hlo::Shape> narrow_ops = {S("bf16[2048,128]"), S("bf16[128,128]")};
  absl::StatusOr<MxuAnalysis> v5p = AnalyzeMxu(*narrow, narrow_ops, Chip("v5p"));
  absl::StatusOr<MxuAnalysis> v6e = AnalyzeMxu(*narrow, narrow_ops, Chip("v6e"));
  EXPECT_DOUBLE_EQ(v5p->utilization, 1.0);
  EXPECT_DOUBLE_EQ(v6e->utilization, 0.25);  // 128/256 features x 128/256 outputs.
  EXPECT_EQ(v6e->padded_k, 256);
  EXPECT_EQ(v6e->padded_n, 256);
}

TEST(MxuTest, BatchedDot) {
  // Attention scores: [b=16, s=2048, d=128] x [16, 2048, 128] -> [16, 2048, 2048].
  auto dot = Dot("bf16[16,2048,2048]", {2}, {2}, {0}, {0});
  absl::StatusOr<MxuAnalysis> a =
      AnalyzeMxu(*dot, {S("bf16[16,2048,128]"), S("bf16[16,2048,128]")}, Chip("v5p"));
  ASSERT_THAT(a, IsOk());
  EXPECT_EQ(a->groups, 16);
  EXPECT_EQ(a->m, 2048);
  EXPECT_EQ(a->k, 128);
  EXPECT_EQ(a->n, 2048);
  EXPECT_EQ(a->dims[0].role, "feature");
  EXPECT_EQ(a->dims[1].role, "batch");
  EXPECT_DOUBLE_EQ(a->utilization, 1.0);
}

TEST(MxuTest, GroupedConvolution) {
  auto conv = Conv("f32[8,14,14,64]{3,2,1,0}", "b01f_01io->b01f");
  conv->AddAttribute(hlo::Attribute::Int("feature_group_count", 64));
  absl::StatusOr<MxuAnalysis> a = AnalyzeMxu(
      *conv, {S("f32[8,14,14,64]{3,2,1,0:T(8,128)}"), S("f32[3,3,1,64]{3,2,1,0:T(8,128)}")},
      Chip("v4"));
  ASSERT_THAT(a, IsOk());
  EXPECT_EQ(a->groups, 64);
  EXPECT_EQ(a->n, 1);  // Depthwise: one output feature per group.
  EXPECT_EQ(a->k, 9);
}

TEST(MxuTest, Errors) {
  auto add = std::make_unique<hlo::Instruction>("add", hlo::HloOpcode::kAdd, S("f32[4]"));
  EXPECT_FALSE(AnalyzeMxu(*add, {S("f32[4]"), S("f32[4]")}, Chip("v5p")).ok());
  auto dot = Dot("f32[4,4]", {5}, {0});
  EXPECT_FALSE(AnalyzeMxu(*dot, {S("f32[4,4]"), S("f32[4,4]")}, Chip("v5p")).ok());
  EXPECT_FALSE(AnalyzeMxu(*dot, {S("f32[4,4]")}, Chip("v5p")).ok());
  auto conv = std::make_unique<hlo::Instruction>("c", hlo::HloOpcode::kConvolution, S("f32[4]"));
  EXPECT_FALSE(AnalyzeMxu(*conv, {S("f32[1,4,4,1]"), S("f32[1,1,1,1]")}, Chip("v5p")).ok());
  auto ok = Dot("f32[4,4]", {1}, {0});
  EXPECT_FALSE(AnalyzeMxu(*ok, {S("f32[?,4]"), S("f32[4,4]")}, Chip("v5p")).ok());
}

}  // namespace
}  // namespace tpusim::tpu
