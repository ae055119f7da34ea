// Layout assignment of fusion outputs (tpu_model/compiler/layout_assignment.h).
#include "tpu_model/compiler/layout_assignment.h"

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "hlo/text/hlo_printer.h"
#include "test/status_matchers.h"
#include "test/tpu_model/compiler/compiler_test_util.h"
#include "tpu_model/compiler/compiler.h"
#include "tpu_model/layout_policy.h"
#include "tpu_model/layout_predictor.h"

namespace tpusim::tpu::compiler {
namespace {

using testing::Parse;

const ChipSpec& V5e() {
  static const ChipSpec* chip = *FindChip("v5e");
  return *chip;
}

std::string ShapeOf(const hlo::Module& module, const std::string& name) {
  const hlo::Instruction* instruction = module.entry()->FindInstruction(name);
  if (instruction == nullptr) {
    ADD_FAILURE() << "no instruction " << name;
    return "";
  }
  return instruction->shape().ToString();
}

// The layout the size function sees: the written order with tiles, or the
// per-shape prediction.
std::string LaidOut(const hlo::Module& module, const std::string& name) {
  const hlo::Instruction* instruction = module.entry()->FindInstruction(name);
  if (instruction == nullptr) {
    ADD_FAILURE() << "no instruction " << name;
    return "";
  }
  absl::StatusOr<hlo::Shape> laid_out = PredictLayout(instruction->shape(), V5e());
  if (!laid_out.ok()) return std::string(laid_out.status().message());
  return laid_out->ToString();
}

constexpr char kMask[] = R"(HloModule m
mask {
  i = s32[256,256] iota(), iota_dimension=0
  j = s32[256,256] iota(), iota_dimension=1
  ROOT c = pred[256,256] compare(i, j), direction=GE
}
ENTRY e {
  ROOT f = pred[256,256] fusion(), kind=kLoop, calls=mask
})";

TEST(LayoutAssignmentTest, AnIotaMaskIsColumnMajor) {
  auto module = Parse(kMask);
  ASSERT_NE(module, nullptr);
  auto stats = AssignFusionOutputLayouts(module.get(), V5e());
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(stats->iota_masks, 1);
  EXPECT_EQ(ShapeOf(*module, "f"), "pred[256,256]{0,1}");
}

TEST(LayoutAssignmentTest, AComparisonOfAnOperandKeepsTheDefault) {
  // One-hot style: the compare reads a parameter, so it is no iota mask.
  auto module = Parse(R"(HloModule m
onehot {
  p = s32[256,256] parameter(0)
  j = s32[256,256] iota(), iota_dimension=1
  ROOT c = pred[256,256] compare(p, j), direction=EQ
}
ENTRY e {
  x = s32[256,256] parameter(0)
  ROOT f = pred[256,256] fusion(x), kind=kLoop, calls=onehot
})");
  ASSERT_NE(module, nullptr);
  auto stats = AssignFusionOutputLayouts(module.get(), V5e());
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(stats->iota_masks, 0);
  EXPECT_FALSE(module->entry()->root()->shape().has_layout());
}

TEST(LayoutAssignmentTest, AMultiOutputFusionsMaskAndItsReaderAgree) {
  auto module = Parse(R"(HloModule m
masks {
  i = s32[128,128] iota(), iota_dimension=0
  j = s32[128,128] iota(), iota_dimension=1
  c = pred[128,128] compare(i, j), direction=GE
  n = pred[128,128] not(c)
  ROOT t = (pred[128,128], pred[128,128]) tuple(c, n)
}
ENTRY e {
  f = (pred[128,128], pred[128,128]) fusion(), kind=kLoop, calls=masks
  g0 = pred[128,128] get-tuple-element(f), index=0
  ROOT g1 = pred[128,128] get-tuple-element(f), index=1
})");
  ASSERT_NE(module, nullptr);
  auto stats = AssignFusionOutputLayouts(module.get(), V5e());
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(stats->iota_masks, 2);
  EXPECT_EQ(ShapeOf(*module, "g0"), "pred[128,128]{0,1}");
  EXPECT_EQ(ShapeOf(*module, "g1"), "pred[128,128]{0,1}");
  const hlo::Instruction* f = module->entry()->FindInstruction("f");
  EXPECT_EQ(f->fused_computation()->root()->shape(), f->shape());
}

TEST(LayoutAssignmentTest, TheCompilerModelWritesTheOrderAndThePredictorAddsTiles) {
  // Only the dim order is written, so memory/ still sees an unlaid module
  // (its memory-space prediction runs only on those); the tiles come from
  // the per-shape prediction for that order.
  auto module = Parse(R"(HloModule m
ENTRY e {
  s = f32[4,256,256] parameter(0)
  i = s32[256,256] iota(), iota_dimension=0
  j = s32[256,256] iota(), iota_dimension=1
  c = pred[256,256] compare(i, j), direction=GE
  b = pred[4,256,256] broadcast(c), dimensions={1,2}
  z = f32[] constant(0)
  zb = f32[4,256,256] broadcast(z), dimensions={}
  ROOT r = f32[4,256,256] select(b, s, zb)
})");
  ASSERT_NE(module, nullptr);
  auto compiled = CompileForTpu(*module, V5e());
  ASSERT_THAT(compiled, IsOk());
  EXPECT_FALSE(HasTiledLayouts(*compiled->module));
  const hlo::Instruction* mask = nullptr;
  for (const auto& instruction : compiled->module->entry()->instructions()) {
    if (instruction->opcode() == hlo::HloOpcode::kFusion && instruction->operand_count() == 0) {
      mask = instruction.get();
    }
  }
  if (mask == nullptr) GTEST_SKIP() << "the fusion rules fused the mask into its reader";
  EXPECT_EQ(compiled->stats.iota_masks_laid_out, 1);
  auto laid_out = PredictLayout(mask->shape(), V5e());
  ASSERT_THAT(laid_out, IsOk());
  EXPECT_EQ(laid_out->ToString(), "pred[256,256]{0,1:T(8,128)(4,1)}");
  EXPECT_NE(Parse(hlo::PrintModule(*compiled->module)), nullptr);
}


// Two elementwise fusions in a row: `mid` is an intermediate, `out` the
// program's output.
std::string Chain(const std::string& shape) {
  return absl::StrCat(R"(HloModule m
exp_body {
  p = )", shape, R"( parameter(0)
  ROOT e = )", shape, R"( exponential(p)
}
neg_body {
  p = )", shape, R"( parameter(0)
  ROOT n = )", shape, R"( negate(p)
}
ENTRY e {
  x = )", shape, R"( parameter(0)
  mid = )", shape, R"( fusion(x), kind=kLoop, calls=exp_body
  ROOT out = )", shape, R"( fusion(mid), kind=kLoop, calls=neg_body
})");
}

// f32[8,37,256]: the per-shape rule puts the batch dim second-minor (8 rows
// pad less than 37), keeping the lane dim; an intermediate stays {2,1,0}.
TEST(LayoutAssignmentTest, AnIntermediateKeepsTheDefaultOrderWhereItsLanesStay) {
  auto module = Parse(Chain("f32[8,37,256]"));
  ASSERT_NE(module, nullptr);
  auto per_shape = PredictMinorToMajor(hlo::PrimitiveType::kF32, {8, 37, 256}, V5e());
  ASSERT_THAT(per_shape, IsOk());
  ASSERT_EQ(*per_shape, (std::vector<int64_t>{2, 0, 1}));
  auto stats = AssignFusionOutputLayouts(module.get(), V5e());
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(stats->default_orders_kept, 1);
  const hlo::Instruction* mid = module->entry()->FindInstruction("mid");
  EXPECT_TRUE(mid->shape().layout().order_assigned);
  EXPECT_FALSE(HasTiledLayouts(*module));
  auto laid_out = PredictLayout(mid->shape(), V5e());
  ASSERT_THAT(laid_out, IsOk());
  EXPECT_EQ(laid_out->ToString(), "f32[8,37,256]{2,1,0:T(8,128)}");
  // The program's output keeps the per-shape (entry) rule.
  EXPECT_FALSE(module->entry()->root()->shape().has_layout());
  auto root_laid_out = PredictLayout(module->entry()->root()->shape(), V5e());
  ASSERT_THAT(root_laid_out, IsOk());
  EXPECT_EQ(root_laid_out->ToString(), "f32[8,37,256]{2,0,1:T(8,128)}");
}

TEST(LayoutAssignmentTest, ARootTupleElementKeepsThePerShapeOrder) {
  // A root tuple's operands are the computation's outputs (the entry's
  // result, a while loop's carry): their layouts are not intermediates'.
  auto module = Parse(R"(HloModule m
exp_body {
  p = f32[8,37,256] parameter(0)
  ROOT e = f32[8,37,256] exponential(p)
}
ENTRY e {
  x = f32[8,37,256] parameter(0)
  mid = f32[8,37,256] fusion(x), kind=kLoop, calls=exp_body
  ROOT t = (f32[8,37,256], f32[8,37,256]) tuple(mid, x)
})");
  ASSERT_NE(module, nullptr);
  auto stats = AssignFusionOutputLayouts(module.get(), V5e());
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(stats->default_orders_kept, 0);
  EXPECT_FALSE(module->entry()->FindInstruction("mid")->shape().has_layout());
}

TEST(LayoutAssignmentTest, AnIntermediateWhoseLanesWouldMoveKeepsThePerShapeOrder) {
  // f32[4,256,4]: the per-shape rule makes dim 1 the lane dim; that is
  // XLA's too, so nothing is written.
  auto module = Parse(Chain("f32[4,256,4]"));
  ASSERT_NE(module, nullptr);
  auto per_shape = PredictMinorToMajor(hlo::PrimitiveType::kF32, {4, 256, 4}, V5e());
  ASSERT_THAT(per_shape, IsOk());
  ASSERT_NE(per_shape->front(), 2);
  auto stats = AssignFusionOutputLayouts(module.get(), V5e());
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(stats->default_orders_kept, 0);
  EXPECT_FALSE(module->entry()->FindInstruction("mid")->shape().has_layout());
}

// A convolution block: the conv (with its bias) in one fusion, a ReLU in
// another, a pooling-like reduce at the end.
std::string ConvBlock(const std::string& type, const std::string& dims) {
  const std::string act = type + "[" + dims + "]";
  return absl::StrCat(R"(HloModule m
conv_body {
  x = )", act, R"( parameter(0)
  k = )", type, R"([3,3,64,64] parameter(1)
  ROOT c = )", act, R"( convolution(x, k), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
}
relu_body {
  p = )", act, R"( parameter(0)
  z = )", type, R"([] constant(0)
  zb = )", act, R"( broadcast(z), dimensions={}
  ROOT r = )", act, R"( maximum(p, zb)
}
sum {
  a = )", type, R"([] parameter(0)
  b = )", type, R"([] parameter(1)
  ROOT s = )", type, R"([] add(a, b)
}
ENTRY e {
  x = )", act, R"( parameter(0)
  k = )", type, R"([3,3,64,64] parameter(1)
  conv = )", act, R"( fusion(x, k), kind=kOutput, calls=conv_body
  relu = )", act, R"( fusion(conv), kind=kLoop, calls=relu_body
  z = )", type, R"([] constant(0)
  ROOT pooled = )", type, R"([64] reduce(relu, z), dimensions={0,1,2}, to_apply=sum
})");
}

TEST(LayoutAssignmentTest, ConvolutionActivationsPutFeatureAndBatchMinor) {
  // 8 images of 64 features: the features take the lanes, the batch the
  // rows, the spatial dims stay major: NHWC {3,0,2,1}.
  auto module = Parse(ConvBlock("f32", "8,16,16,64"));
  ASSERT_NE(module, nullptr);
  auto stats = AssignFusionOutputLayouts(module.get(), V5e());
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(stats->conv_activations, 2);
  EXPECT_EQ(ShapeOf(*module, "conv"), "f32[8,16,16,64]{3,0,2,1}");
  EXPECT_EQ(ShapeOf(*module, "relu"), "f32[8,16,16,64]{3,0,2,1}");
  EXPECT_EQ(LaidOut(*module, "relu"), "f32[8,16,16,64]{3,0,2,1:T(8,128)}");
  // The entry's parameter keeps the per-shape (entry) rule.
  EXPECT_FALSE(module->entry()->FindInstruction("x")->shape().has_layout());
}

TEST(LayoutAssignmentTest, ARepeatKeepsItsOperandsOrderWithTheCopiesMinorOfTheirDim) {
  // Nearest upsampling of a convolution's {3,0,2,1} activation, as
  // unet.ho4 writes it twice (jnp.repeat along H, then W): each broadcast
  // puts its added dim just minor of the dim it repeats, so its bitcast
  // merges adjacent dims ({4,0,3,2,1} -> {3,0,2,1}), as in XLA's module.
  auto module = Parse(R"(HloModule m
conv_body {
  x = f32[8,16,16,64] parameter(0)
  k = f32[3,3,64,64] parameter(1)
  ROOT c = f32[8,16,16,64] convolution(x, k), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
}
neg_body {
  p = f32[8,32,32,64] parameter(0)
  ROOT n = f32[8,32,32,64] negate(p)
}
tail_body {
  p = f32[8,32,16,2,64] parameter(0)
  r = f32[8,32,32,64] reshape(p)
  ROOT n = f32[8,32,32,64] negate(r)
}
ENTRY e {
  x = f32[8,16,16,64] parameter(0)
  k = f32[3,3,64,64] parameter(1)
  conv = f32[8,16,16,64] fusion(x, k), kind=kOutput, calls=conv_body
  rows = f32[8,16,2,16,64] broadcast(conv), dimensions={0,1,3,4}
  tall = f32[8,32,16,64] bitcast(rows)
  cols = f32[8,32,16,2,64] broadcast(tall), dimensions={0,1,2,4}
  ROOT up = f32[8,32,32,64] fusion(cols), kind=kLoop, calls=tail_body
})");
  ASSERT_NE(module, nullptr);
  ASSERT_THAT(AssignFusionOutputLayouts(module.get(), V5e()), IsOk());
  EXPECT_EQ(ShapeOf(*module, "conv"), "f32[8,16,16,64]{3,0,2,1}");
  EXPECT_EQ(ShapeOf(*module, "rows"), "f32[8,16,2,16,64]{4,0,3,2,1}");
  EXPECT_EQ(ShapeOf(*module, "tall"), "f32[8,32,16,64]{3,0,2,1}");
  EXPECT_EQ(ShapeOf(*module, "cols"), "f32[8,32,16,2,64]{4,0,3,2,1}");
}

TEST(LayoutAssignmentTest, ABatchThatFillsTheLanesGoesMinor) {
  // 256 images of 64 features: batch-minor pads nothing, feature-minor
  // would pad 64 lanes to 128 (the convnet sweeps' {0,3,2,1}).
  auto module = Parse(ConvBlock("bf16", "256,8,8,64"));
  ASSERT_NE(module, nullptr);
  auto stats = AssignFusionOutputLayouts(module.get(), V5e());
  ASSERT_THAT(stats, IsOk());
  // Written only where the per-shape rule would pick another order; the
  // laid-out result is the same either way.
  EXPECT_EQ(LaidOut(*module, "conv"), "bf16[256,8,8,64]{0,3,2,1:T(8,128)(2,1)}");
  EXPECT_EQ(LaidOut(*module, "relu"), "bf16[256,8,8,64]{0,3,2,1:T(8,128)(2,1)}");
}

// A stem convolution reading the entry's images (3 channels).
std::string StemConv(const std::string& images) {
  const std::string out = images.substr(0, images.rfind(',')) + ",64]";
  return absl::StrCat(R"(HloModule m
conv_body {
  x = )", images, R"( parameter(0)
  k = bf16[3,3,3,64] parameter(1)
  ROOT c = )", out, R"( convolution(x, k), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
}
sum {
  a = bf16[] parameter(0)
  b = bf16[] parameter(1)
  ROOT s = bf16[] add(a, b)
}
ENTRY e {
  x = )", images, R"( parameter(0)
  k = bf16[3,3,3,64] parameter(1)
  conv = )", out, R"( fusion(x, k), kind=kOutput, calls=conv_body
  z = bf16[] constant(0)
  ROOT pooled = bf16[64] reduce(conv, z), dimensions={0,1,2}, to_apply=sum
})");
}

TEST(LayoutAssignmentTest, ImagesWithTheWidthInTheLanesAreCopiedBatchMinor) {
  // 16 RGB images of 64x64: the entry layout puts the width in the lanes
  // ({2,1,3,0}); the convolution reads them batch-minor, from one copy.
  auto module = Parse(StemConv("bf16[16,64,64,3]"));
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(LaidOut(*module, "x"), "bf16[16,64,64,3]{2,1,3,0:T(8,128)(2,1)}");
  auto stats = AssignFusionOutputLayouts(module.get(), V5e());
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(stats->conv_input_copies, 1);
  const hlo::Instruction* conv = module->entry()->FindInstruction("conv");
  ASSERT_NE(conv, nullptr);
  EXPECT_EQ(conv->operand(0)->name(), "copy");
  EXPECT_EQ(conv->operand(0)->operand(0)->name(), "x");
  EXPECT_EQ(LaidOut(*module, "copy"), "bf16[16,64,64,3]{0,3,2,1:T(4,128)(2,1)}");
  // The copy sits right after the parameter, ahead of its reader.
  std::vector<std::string> order;
  for (const auto& instruction : module->entry()->instructions()) {
    order.push_back(instruction->name());
  }
  EXPECT_EQ(order, (std::vector<std::string>{"x", "copy", "k", "conv", "z", "pooled"}));
}

TEST(LayoutAssignmentTest, ImagesWithTheBatchInTheLanesAreReadAsTheyAre) {
  // 64 images: the entry layout already puts the batch in the lanes
  // ({0,2,3,1}, convnet.ho2.fwd.b64...v5p), and XLA reads it directly.
  auto module = Parse(StemConv("bf16[64,32,32,3]"));
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(LaidOut(*module, "x"), "bf16[64,32,32,3]{0,2,3,1:T(8,128)(2,1)}");
  auto stats = AssignFusionOutputLayouts(module.get(), V5e());
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(stats->conv_input_copies, 0);
  EXPECT_EQ(module->entry()->FindInstruction("conv")->operand(0)->name(), "x");
}

// A resize along the width as a matrix product ([H,B,C,W] with the width
// the product's free dim) that a convolution reads through a transpose to
// NHWC.
constexpr char kResizedIntoConvolution[] = R"(HloModule m
resize_body {
  x = bf16[64,16,64,32] parameter(0)
  w = bf16[32,64] parameter(1)
  ROOT d = bf16[64,16,64,64] dot(x, w), lhs_contracting_dims={3}, rhs_contracting_dims={0}
}
conv_body {
  r = bf16[64,16,64,64] parameter(0)
  t = bf16[16,64,64,64] transpose(r), dimensions={1,0,3,2}
  k = bf16[3,3,64,32] parameter(1)
  ROOT c = bf16[16,64,64,32] convolution(t, k), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
}
sum {
  a = bf16[] parameter(0)
  b = bf16[] parameter(1)
  ROOT s = bf16[] add(a, b)
}
ENTRY e {
  x = bf16[64,16,64,32] parameter(0)
  w = bf16[32,64] parameter(1)
  k = bf16[3,3,64,32] parameter(2)
  resized = bf16[64,16,64,64] fusion(x, w), kind=kOutput, calls=resize_body
  conv = bf16[16,64,64,32] fusion(resized, k), kind=kOutput, calls=conv_body
  z = bf16[] constant(0)
  ROOT pooled = bf16[32] reduce(conv, z), dimensions={0,1,2}, to_apply=sum
})";

TEST(LayoutAssignmentTest, AProductReadByAConvolutionIsCopiedIntoItsOrder) {
  auto module = Parse(kResizedIntoConvolution);
  ASSERT_NE(module, nullptr);
  auto stats = AssignFusionOutputLayouts(module.get(), V5e());
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(stats->conv_input_copies, 1);
  const hlo::Instruction* conv = module->entry()->FindInstruction("conv");
  ASSERT_NE(conv, nullptr);
  EXPECT_EQ(conv->operand(0)->name(), "copy");
  EXPECT_EQ(conv->operand(0)->operand(0)->name(), "resized");
  // The product keeps the width in the lanes; the copy puts the features
  // there (the transpose's dim 3 is the product's dim 2), then the batch.
  EXPECT_EQ(LaidOut(*module, "resized").substr(0, 25), "bf16[64,16,64,64]{3,2,1,0");
  EXPECT_EQ(LaidOut(*module, "copy").substr(0, 25), "bf16[64,16,64,64]{2,1,3,0");
}

TEST(LayoutAssignmentTest, AProductWithTheFeaturesInTheLanesIsReadAsItIs) {
  // The same product read without the transpose: its free dim is the
  // convolution's feature dim.
  std::string text = kResizedIntoConvolution;
  const std::string transposed = "  t = bf16[16,64,64,64] transpose(r), dimensions={1,0,3,2}\n";
  text.replace(text.find(transposed), transposed.size(), "");
  const std::string read = "convolution(t, k)";
  text.replace(text.find(read), read.size(), "convolution(r, k)");
  const std::string out = "ROOT c = bf16[16,64,64,32]";
  text.replace(text.find(out), out.size(), "ROOT c = bf16[64,16,64,32]");
  const std::string conv = "conv = bf16[16,64,64,32]";
  text.replace(text.find(conv), conv.size(), "conv = bf16[64,16,64,32]");
  auto module = Parse(text);
  ASSERT_NE(module, nullptr);
  auto stats = AssignFusionOutputLayouts(module.get(), V5e());
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(stats->conv_input_copies, 0);
  EXPECT_EQ(module->entry()->FindInstruction("conv")->operand(0)->name(), "resized");
}

// An argsort: the negated scores sorted along the rows with an iota of
// the indices; the indices are read back by an elementwise op, and the
// negated scores by the output too.
std::string Argsort(const std::string& dims) {
  return absl::StrCat(R"(HloModule m
less {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  i = s32[] parameter(2)
  j = s32[] parameter(3)
  ROOT lt = pred[] compare(a, b), direction=LT
}
ENTRY e {
  x = f32[)", dims, R"(] parameter(0)
  neg = f32[)", dims, R"(] negate(x)
  iota = s32[)", dims, R"(] iota(), iota_dimension=1
  sort = (f32[)", dims, "], s32[", dims, R"(]) sort(neg, iota), dimensions={1}, to_apply=less
  indices = s32[)", dims, R"(] get-tuple-element(sort), index=1
  one = s32[] constant(1)
  ones = s32[)", dims, R"(] broadcast(one), dimensions={}
  ranks = s32[)", dims, R"(] add(indices, ones)
  ROOT out = (s32[)", dims, "], f32[", dims, R"(]) tuple(ranks, neg)
})");
}

TEST(LayoutAssignmentTest, ASortRunsAlongTheSublanesBetweenCopies) {
  auto module = Parse(Argsort("512,4096"));
  ASSERT_NE(module, nullptr);
  auto stats = AssignFusionOutputLayouts(module.get(), V5e());
  ASSERT_THAT(stats, IsOk());
  // One copy of the negated scores in, one of the indices out; the iota
  // only the sort reads is made in the sort's order.
  EXPECT_EQ(stats->sort_copies, 2);
  const hlo::Instruction* sort = module->entry()->FindInstruction("sort");
  ASSERT_NE(sort, nullptr);
  ASSERT_EQ(sort->operand_count(), 2);
  EXPECT_EQ(sort->operand(0)->opcode(), hlo::HloOpcode::kCopy);
  EXPECT_EQ(sort->operand(0)->operand(0)->name(), "neg");
  EXPECT_EQ(sort->operand(1)->name(), "iota");
  EXPECT_EQ(LaidOut(*module, sort->operand(0)->name()).substr(0, 22), "f32[512,4096]{0,1:T(8,");
  EXPECT_EQ(LaidOut(*module, "iota").substr(0, 22), "s32[512,4096]{0,1:T(8,");
  EXPECT_EQ(LaidOut(*module, "indices").substr(0, 22), "s32[512,4096]{0,1:T(8,");
  // The output still reads the scores themselves, in the default order.
  const hlo::Instruction* out = module->entry()->root();
  EXPECT_EQ(out->operand(1)->name(), "neg");
  EXPECT_EQ(LaidOut(*module, "neg").substr(0, 22), "f32[512,4096]{1,0:T(8,");
  // The indices are copied back before the add reads them.
  const hlo::Instruction* ranks = module->entry()->FindInstruction("ranks");
  ASSERT_NE(ranks, nullptr);
  EXPECT_EQ(ranks->operand(0)->opcode(), hlo::HloOpcode::kCopy);
  EXPECT_EQ(ranks->operand(0)->operand(0)->name(), "indices");
  EXPECT_EQ(LaidOut(*module, ranks->operand(0)->name()).substr(0, 22), "s32[512,4096]{1,0:T(8,");
  // Each copy sits next to the value it serves.
  std::vector<std::string> order;
  for (const auto& instruction : module->entry()->instructions()) {
    order.push_back(instruction->name());
  }
  auto at = [&](const std::string& name) {
    return std::find(order.begin(), order.end(), name) - order.begin();
  };
  EXPECT_EQ(at(sort->operand(0)->name()) + 1, at("sort"));
  EXPECT_EQ(at("indices") + 1, at(ranks->operand(0)->name()));
}

TEST(LayoutAssignmentTest, ASortWhoseRowsWouldPadKeepsTheDefaultOrder) {
  // 64 rows would fill half the lanes: the sort stays along them.
  auto module = Parse(Argsort("64,32000"));
  ASSERT_NE(module, nullptr);
  auto stats = AssignFusionOutputLayouts(module.get(), V5e());
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(stats->sort_copies, 0);
  EXPECT_EQ(module->entry()->FindInstruction("sort")->operand(0)->name(), "neg");
  EXPECT_EQ(LaidOut(*module, "indices").substr(0, 21), "s32[64,32000]{1,0:T(8");
}

// A fused QKV projection after fusion on a chip that copies the split:
// the split is an op of its own and the attention products slice it.
constexpr char kSplitQkv[] = R"(HloModule m
projection {
  x = bf16[2,256,256] parameter(0)
  w = bf16[256,384] parameter(1)
  ROOT d = bf16[2,256,384] dot(x, w), lhs_contracting_dims={2}, rhs_contracting_dims={0}
}
scores {
  a = bf16[2,256,3,2,64] parameter(0)
  q5 = bf16[2,256,1,2,64] slice(a), slice={[0:2], [0:256], [0:1], [0:2], [0:64]}
  k5 = bf16[2,256,1,2,64] slice(a), slice={[0:2], [0:256], [1:2], [0:2], [0:64]}
  q = bf16[2,256,2,64] reshape(q5)
  k = bf16[2,256,2,64] reshape(k5)
  ROOT s = bf16[2,2,256,256] dot(q, k), lhs_batch_dims={0,2}, lhs_contracting_dims={3}, rhs_batch_dims={0,2}, rhs_contracting_dims={3}
}
ENTRY e {
  x = bf16[2,256,256] parameter(0)
  w = bf16[256,384] parameter(1)
  qkv = bf16[2,256,384] fusion(x, w), kind=kOutput, calls=projection
  split = bf16[2,256,3,2,64] reshape(qkv)
  ROOT s = bf16[2,2,256,256] fusion(split), kind=kOutput, calls=scores
})";

TEST(LayoutAssignmentTest, ACopiedSplitPutsItsSlicedDimMajor) {
  auto module = Parse(kSplitQkv);
  ASSERT_NE(module, nullptr);
  auto stats = AssignFusionOutputLayouts(module.get(), V5e());
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(stats->split_copies, 1);
  // The sequence in the lanes as the products read q and k, the 3 major;
  // the projection in the order the split's per-shape order is a bitcast of.
  EXPECT_EQ(LaidOut(*module, "split").substr(0, 31), "bf16[2,256,3,2,64]{1,4,3,0,2:T(");
  EXPECT_EQ(LaidOut(*module, "qkv").substr(0, 24), "bf16[2,256,384]{1,2,0:T(");
}

TEST(LayoutAssignmentTest, AProjectionItsProductsSplitAndSliceTakesTheSplitsOrder) {
  // Where the products split it themselves (v6e, v7x), only the projection
  // is laid out.
  std::string text = kSplitQkv;
  const std::string split = "  split = bf16[2,256,3,2,64] reshape(qkv)\n";
  text.replace(text.find(split), split.size(), "");
  text.replace(text.find("fusion(split)"), std::string("fusion(split)").size(), "fusion(qkv)");
  const std::string parameter = "  a = bf16[2,256,3,2,64] parameter(0)\n";
  text.replace(text.find(parameter), parameter.size(),
               "  p = bf16[2,256,384] parameter(0)\n  a = bf16[2,256,3,2,64] reshape(p)\n");
  auto module = Parse(text);
  ASSERT_NE(module, nullptr);
  auto stats = AssignFusionOutputLayouts(module.get(), V5e());
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(stats->split_copies, 0);
  EXPECT_EQ(LaidOut(*module, "qkv").substr(0, 24), "bf16[2,256,384]{1,2,0:T(");
}

// MLP-Mixer's residual: x plus the token-mixing product transposed back,
// `patches` patches of 384 channels.
std::string MixerResidual(int patches) {
  const std::string p = std::to_string(patches);
  return R"(HloModule m
mix {
  h = bf16[8,384,)" + p + R"(] parameter(0)
  w = bf16[)" + p + R"(,)" + p + R"(] parameter(1)
  ROOT d = bf16[8,384,)" + p + R"(] dot(h, w), lhs_contracting_dims={2}, rhs_contracting_dims={0}
}
residual {
  y = bf16[8,384,)" + p + R"(] parameter(0)
  x = bf16[8,)" + p + R"(,384] parameter(1)
  t = bf16[8,)" + p + R"(,384] transpose(y), dimensions={0,2,1}
  ROOT a = bf16[8,)" + p + R"(,384] add(x, t)
}
ENTRY e {
  x = bf16[8,)" + p + R"(,384] parameter(0)
  h = bf16[8,384,)" + p + R"(] parameter(1)
  w = bf16[)" + p + R"(,)" + p + R"(] parameter(2)
  mixed = bf16[8,384,)" + p + R"(] fusion(h, w), kind=kOutput, calls=mix
  sum = bf16[8,)" + p + R"(,384] fusion(mixed, x), kind=kLoop, calls=residual
  ROOT n = bf16[8,)" + p + R"(,384] negate(sum)
})";
}

TEST(LayoutAssignmentTest, AParameterAddedToATransposedProductIsCopiedIntoItsOrder) {
  auto module = Parse(MixerResidual(256));
  ASSERT_NE(module, nullptr);
  auto stats = AssignFusionOutputLayouts(module.get(), V5e());
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(stats->parameter_copies, 1);
  const hlo::Instruction* sum = module->entry()->FindInstruction("sum");
  ASSERT_NE(sum, nullptr);
  EXPECT_EQ(sum->operand(1)->opcode(), hlo::HloOpcode::kCopy);
  EXPECT_EQ(sum->operand(1)->operand(0)->name(), "x");
  // The patches in the lanes, as the product's transpose has them.
  EXPECT_EQ(LaidOut(*module, sum->operand(1)->name()).substr(0, 25), "bf16[8,256,384]{1,2,0:T(8");
  EXPECT_EQ(LaidOut(*module, "sum").substr(0, 25), "bf16[8,256,384]{1,2,0:T(8");
  // x itself is read only by its copy.
  EXPECT_EQ(module->entry()->FindInstruction("x")->users().size(), 1u);
}

TEST(LayoutAssignmentTest, AParameterWhoseLanesTheProductWouldPadIsReadAsItIs) {
  // 196 patches pad the lanes where 384 channels do not.
  auto module = Parse(MixerResidual(196));
  ASSERT_NE(module, nullptr);
  auto stats = AssignFusionOutputLayouts(module.get(), V5e());
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(stats->parameter_copies, 0);
  EXPECT_EQ(module->entry()->FindInstruction("sum")->operand(1)->name(), "x");
}

// Attention: scores = q . k over the head dim, batched over (B, H); the
// softmax-like exp reads them; the weighted sum of values is transposed
// back to [B,Q,H,D].
constexpr char kAttention[] = R"(HloModule m
scores_body {
  q = bf16[2,4,256,64] parameter(0)
  k = bf16[2,4,256,64] parameter(1)
  ROOT s = bf16[2,4,256,256] dot(q, k), lhs_batch_dims={0,1}, lhs_contracting_dims={3}, rhs_batch_dims={0,1}, rhs_contracting_dims={3}
}
exp_body {
  p = bf16[2,4,256,256] parameter(0)
  ROOT e = bf16[2,4,256,256] exponential(p)
}
out_body {
  p = bf16[2,4,256,256] parameter(0)
  v = bf16[2,4,256,128] parameter(1)
  o = bf16[2,4,256,128] dot(p, v), lhs_batch_dims={0,1}, lhs_contracting_dims={3}, rhs_batch_dims={0,1}, rhs_contracting_dims={2}
  ROOT t = bf16[2,256,4,128] transpose(o), dimensions={0,2,1,3}
}
neg_body {
  p = bf16[2,256,4,128] parameter(0)
  ROOT n = bf16[2,256,4,128] negate(p)
}
ENTRY e {
  q = bf16[2,4,256,64] parameter(0)
  k = bf16[2,4,256,64] parameter(1)
  v = bf16[2,4,256,128] parameter(2)
  scores = bf16[2,4,256,256] fusion(q, k), kind=kOutput, calls=scores_body
  weights = bf16[2,4,256,256] fusion(scores), kind=kLoop, calls=exp_body
  out = bf16[2,256,4,128] fusion(weights, v), kind=kOutput, calls=out_body
  ROOT r = bf16[2,256,4,128] fusion(out), kind=kLoop, calls=neg_body
})";

TEST(LayoutAssignmentTest, BatchedDotsPutTheLhsRowsMinor) {
  auto module = Parse(kAttention);
  ASSERT_NE(module, nullptr);
  auto stats = AssignFusionOutputLayouts(module.get(), V5e());
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(stats->batched_dot_orders, 3);
  // The scores and what reads them: the query dim minor.
  EXPECT_EQ(ShapeOf(*module, "scores"), "bf16[2,4,256,256]{2,3,1,0}");
  EXPECT_EQ(ShapeOf(*module, "weights"), "bf16[2,4,256,256]{2,3,1,0}");
  // The weighted values [B,H,Q,D]{2,3,1,0}, transposed to [B,Q,H,D]:
  // the query dim stays minor.
  EXPECT_EQ(ShapeOf(*module, "out"), "bf16[2,256,4,128]{1,3,2,0}");
  // The program's output keeps the entry's layout.
  EXPECT_FALSE(module->entry()->root()->shape().has_layout());
}

TEST(LayoutAssignmentTest, ABatchedDotTakesTheOrderThatPadsLess) {
  // The MoE combine of moe.b8...v5p: [1024 batches, 8 rows, 320 columns].
  // Rows minor would pad 8 lanes to 128, so the columns go minor ({2,1,0},
  // XLA's); the per-shape rule would have put the 1024 batches minor.
  auto module = Parse(R"(HloModule m
combine_body {
  x = bf16[1024,8,64] parameter(0)
  w = bf16[1024,64,320] parameter(1)
  ROOT y = bf16[1024,8,320] dot(x, w), lhs_batch_dims={0}, lhs_contracting_dims={2}, rhs_batch_dims={0}, rhs_contracting_dims={1}
}
neg_body {
  p = bf16[1024,8,320] parameter(0)
  ROOT n = bf16[1024,8,320] negate(p)
}
ENTRY e {
  x = bf16[1024,8,64] parameter(0)
  w = bf16[1024,64,320] parameter(1)
  y = bf16[1024,8,320] fusion(x, w), kind=kOutput, calls=combine_body
  ROOT r = bf16[1024,8,320] fusion(y), kind=kLoop, calls=neg_body
})");
  ASSERT_NE(module, nullptr);
  auto per_shape = PredictMinorToMajor(hlo::PrimitiveType::kBF16, {1024, 8, 320}, V5e());
  ASSERT_THAT(per_shape, IsOk());
  ASSERT_EQ(*per_shape, (std::vector<int64_t>{0, 2, 1}));
  auto stats = AssignFusionOutputLayouts(module.get(), V5e());
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(LaidOut(*module, "y"), "bf16[1024,8,320]{2,1,0:T(8,128)(2,1)}");
}

// Runs the pass on `text`, whose entry result `result` (of `type` and
// `dims`) the per-shape rule lays out in `entry_order`, and expects it
// computed as `computed` with a copy into the entry's layout as the new
// root. The module is left in `*out` when given.
void ExpectCopiedRoot(const std::string& text, hlo::PrimitiveType type,
                      const std::vector<int64_t>& dims, const std::vector<int64_t>& entry_order,
                      const std::string& result, const std::string& computed,
                      std::unique_ptr<hlo::Module>* out = nullptr) {
  auto module = Parse(text);
  ASSERT_NE(module, nullptr);
  auto per_shape = PredictMinorToMajor(type, dims, V5e());
  ASSERT_THAT(per_shape, IsOk());
  ASSERT_EQ(*per_shape, entry_order);
  auto stats = AssignFusionOutputLayouts(module.get(), V5e());
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(stats->root_copies, 1);
  const hlo::Instruction* root = module->entry()->root();
  ASSERT_EQ(root->opcode(), hlo::HloOpcode::kCopy);
  ASSERT_EQ(root->operand_count(), 1);
  EXPECT_EQ(root->operand(0)->name(), result);
  EXPECT_FALSE(root->shape().has_layout());
  EXPECT_EQ(ShapeOf(*module, result), computed);
  if (out != nullptr) *out = std::move(module);
}

TEST(LayoutAssignmentTest, ABatchedDotResultIsCopiedIntoTheEntryLayout) {
  // attention_naive's sweeps: the weighted values are the program's
  // output, computed in the dot's order and copied to the entry's.
  std::string text = kAttention;
  const std::string tail =
      "  out = bf16[2,256,4,128] fusion(weights, v), kind=kOutput, calls=out_body\n"
      "  ROOT r = bf16[2,256,4,128] fusion(out), kind=kLoop, calls=neg_body\n";
  ASSERT_NE(text.find(tail), std::string::npos);
  text.replace(text.find(tail), tail.size(),
               "  ROOT out = bf16[2,256,4,128] fusion(weights, v), kind=kOutput, calls=out_body\n");
  ExpectCopiedRoot(text, hlo::PrimitiveType::kBF16, {2, 256, 4, 128}, {3, 2, 1, 0}, "out",
                   "bf16[2,256,4,128]{1,3,2,0}");
}

// jax.nn.dot_product_attention's weighted values without grouped queries
// over `queries` queries of 128 head dims: dot(v, probabilities) with a head
// group of one element, [B,H,D,1,Q], transposed twice and reshaped to
// [B,Q,H,D], the fusion `out`.
std::string GroupOfOneWeightedValues(int queries) {
  const std::string q = std::to_string(queries);
  return R"(HloModule m
out_body {
  v = bf16[2,)" + q + R"(,4,128] parameter(0)
  p = bf16[1,2,4,)" + q + "," + q + R"(] parameter(1)
  d = bf16[2,4,128,1,)" + q + R"(] dot(v, p), lhs_batch_dims={0,2}, lhs_contracting_dims={1}, rhs_batch_dims={1,2}, rhs_contracting_dims={4}
  t1 = bf16[1,2,)" + q + R"(,4,128] transpose(d), dimensions={3,0,4,1,2}
  t2 = bf16[2,)" + q + R"(,4,1,128] transpose(t1), dimensions={1,2,3,0,4}
  ROOT r = bf16[2,)" + q + R"(,4,128] reshape(t2)
}
ENTRY e {
  v = bf16[2,)" + q + R"(,4,128] parameter(0)
  p = bf16[1,2,4,)" + q + "," + q + R"(] parameter(1)
  ROOT out = bf16[2,)" + q + R"(,4,128] fusion(v, p), kind=kOutput, calls=out_body
})";
}

TEST(LayoutAssignmentTest, AWeightedValuesDotWithAGroupOfOneIsCopiedIntoTheEntryLayout) {
  // The head group of one element does not count as a free dim of the
  // weighted values' dot; XLA computes the result in the dot's
  // order and copies it into the entry's (attention_dpa.b4.s1024.nh16.hd128
  // on v6e: fusion.9 = bf16[4,1024,16,128]{3,1,2,0}, then copy.4).
  ExpectCopiedRoot(GroupOfOneWeightedValues(256), hlo::PrimitiveType::kBF16, {2, 256, 4, 128},
                   {3, 2, 1, 0}, "out", "bf16[2,256,4,128]{3,1,2,0}");
}

TEST(LayoutAssignmentTest, GroupedQueryWeightedValuesAreCopiedIntoTheEntryLayout) {
  // The grouped-query form: dot(v, p) is [B,KVH,D,G,Q], transposed to
  // [B,Q,KVH,G,D] and its two head dims merged into [B,Q,H,D]; the merge
  // keeps the dot's physical order (queries minor), so the result is
  // copied into the entry's (attention_dpa...kvh4 on v5p: fusion.5 =
  // bf16[2,2,128,4,1536]{4,2,3,1,0}, then copy.4 = bf16[2,1536,8,128]).
  ExpectCopiedRoot(R"(HloModule m
out_body {
  v = bf16[2,1024,2,128] parameter(0)
  p = bf16[4,2,2,1024,1024] parameter(1)
  d = bf16[2,2,128,4,1024] dot(v, p), lhs_batch_dims={0,2}, lhs_contracting_dims={1}, rhs_batch_dims={1,2}, rhs_contracting_dims={4}
  t = bf16[2,1024,2,4,128] transpose(d), dimensions={0,4,1,3,2}
  ROOT r = bf16[2,1024,8,128] reshape(t)
}
ENTRY e {
  v = bf16[2,1024,2,128] parameter(0)
  p = bf16[4,2,2,1024,1024] parameter(1)
  ROOT out = bf16[2,1024,8,128] fusion(v, p), kind=kOutput, calls=out_body
})",
                   hlo::PrimitiveType::kBF16, {2, 1024, 8, 128}, {3, 2, 1, 0}, "out",
                   "bf16[2,1024,8,128]{1,3,2,0}");
}

// GroupOfOneWeightedValues laid out for `chip`: the layout of the fusion's
// result.
std::string WeightedValuesLayout(int queries, const std::string& chip) {
  auto module = Parse(GroupOfOneWeightedValues(queries));
  if (module == nullptr) return "unparsed";
  absl::StatusOr<const ChipSpec*> spec = FindChip(chip);
  if (!spec.ok()) return "no chip";
  auto stats = AssignFusionOutputLayouts(module.get(), **spec);
  if (!stats.ok()) return stats.status().ToString();
  return ShapeOf(*module, "out");
}

TEST(LayoutAssignmentTest, AQueryDimOfFourTimesTheHeadDimsLanesGoesMinorOnNarrowMxus) {
  // attention_dpa...s1024.nh16.hd128.bf16: XLA computes the weighted values
  // with the query dim minor on v4, v5e and v5p ({1,3,2,0}) and the head
  // dim minor on v6e ({3,1,2,0}); a query dim of twice the head dim's lanes
  // stays major on every chip (sharded attention at s256).
  EXPECT_EQ(WeightedValuesLayout(1024, "v5e"), "bf16[2,1024,4,128]{1,3,2,0}");
  EXPECT_EQ(WeightedValuesLayout(512, "v4"), "bf16[2,512,4,128]{1,3,2,0}");
  EXPECT_EQ(WeightedValuesLayout(1024, "v6e"), "bf16[2,1024,4,128]{3,1,2,0}");
  EXPECT_EQ(WeightedValuesLayout(256, "v5e"), "bf16[2,256,4,128]{3,1,2,0}");
}

TEST(LayoutAssignmentTest, AReduceResultKeepsItsInputsOrderAndIsCopied) {
  // reduction.reductions: f32[9,1000,3]{1,2,0} reduced over dim 1 gives
  // f32[9,3]{1,0}; the entry's layout for f32[9,3] is {0,1}.
  const std::string text = R"(HloModule m
sum {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
reduce_body {
  p = f32[9,1000,3] parameter(0)
  e = f32[9,1000,3] exponential(p)
  z = f32[] constant(0)
  ROOT r = f32[9,3] reduce(e, z), dimensions={1}, to_apply=sum
}
ENTRY e {
  x = f32[9,1000,3] parameter(0)
  ROOT total = f32[9,3] fusion(x), kind=kInput, calls=reduce_body
})";
  ExpectCopiedRoot(text, hlo::PrimitiveType::kF32, {9, 3}, {0, 1}, "total", "f32[9,3]{1,0}");
}

TEST(LayoutAssignmentTest, AScatterResultIsRowMajorAndCopied) {
  // embedding.grad b9: the scatter (and the zeros it updates in place) in
  // rows, f32[1000,100]{1,0}, copied to the entry's {0,1}.
  const std::string text = R"(HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
zeros_body {
  z = f32[] constant(0)
  ROOT b = f32[1000,100] broadcast(z), dimensions={}
}
ENTRY e {
  ids = s32[900,1] parameter(0)
  updates = f32[900,100] parameter(1)
  zeros = f32[1000,100] fusion(), kind=kLoop, calls=zeros_body
  ROOT table = f32[1000,100] scatter(zeros, ids, updates), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add
})";
  std::unique_ptr<hlo::Module> module;
  ExpectCopiedRoot(text, hlo::PrimitiveType::kF32, {1000, 100}, {0, 1}, "table",
                   "f32[1000,100]{1,0}", &module);
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(ShapeOf(*module, "zeros"), "f32[1000,100]{1,0}");
}

TEST(LayoutAssignmentTest, AKernelGradientKeepsTheConvolutionOrderAndIsCopied) {
  // vit.grad: the patch kernel's gradient (output dims 01bf) comes out
  // f32[16,16,3,256]{3,2,1,0} and is copied to the entry's {3,1,2,0}.
  const std::string text = R"(HloModule m
grad_body {
  x = f32[8,96,96,3] parameter(0)
  dy = f32[8,6,6,256] parameter(1)
  ROOT dw = f32[16,16,3,256] convolution(x, dy), window={size=6x6 rhs_dilate=16x16}, dim_labels=f01b_i01o->01bf
}
ENTRY e {
  x = f32[8,96,96,3] parameter(0)
  dy = f32[8,6,6,256] parameter(1)
  ROOT dw = f32[16,16,3,256] fusion(x, dy), kind=kOutput, calls=grad_body
})";
  ExpectCopiedRoot(text, hlo::PrimitiveType::kF32, {16, 16, 3, 256}, {3, 1, 2, 0}, "dw",
                   "f32[16,16,3,256]{3,2,1,0}");
}

TEST(LayoutAssignmentTest, AResultInTheEntryLayoutIsNotCopied) {
  // A reduce whose input order gives the entry's layout already.
  auto module = Parse(R"(HloModule m
sum {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
reduce_body {
  p = f32[64,1000,256] parameter(0)
  z = f32[] constant(0)
  ROOT r = f32[64,256] reduce(p, z), dimensions={1}, to_apply=sum
}
ENTRY e {
  x = f32[64,1000,256] parameter(0)
  ROOT total = f32[64,256] fusion(x), kind=kInput, calls=reduce_body
})");
  ASSERT_NE(module, nullptr);
  auto stats = AssignFusionOutputLayouts(module.get(), V5e());
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(stats->root_copies, 0);
  EXPECT_EQ(module->entry()->root()->name(), "total");
}


const ChipSpec& V7x() {
  static const ChipSpec* chip = *FindChip("v7x");
  return *chip;
}

std::string LaidOutOn(const hlo::Module& module, const std::string& name, const ChipSpec& chip) {
  const hlo::Instruction* instruction = module.entry()->FindInstruction(name);
  if (instruction == nullptr) {
    ADD_FAILURE() << "no instruction " << name;
    return "";
  }
  absl::StatusOr<hlo::Shape> laid_out = PredictLayout(instruction->shape(), chip);
  if (!laid_out.ok()) return std::string(laid_out.status().message());
  return laid_out->ToString();
}

// A projection, its activation and a reduce of it, as a v7x layer computes
// them: the intermediates are bf16 with 32 or 24 rows.
constexpr char kLayer[] = R"(HloModule m
proj {
  x = bf16[32,256] parameter(0)
  w = bf16[256,256] parameter(1)
  ROOT d = bf16[32,256] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
act {
  a = bf16[32,256] parameter(0)
  ROOT t = bf16[32,256] tanh(a)
}
narrow {
  a = bf16[24,256] parameter(0)
  ROOT t = bf16[24,256] tanh(a)
}
rowsum {
  a = bf16[32,256] parameter(0)
  z = bf16[] constant(0)
  ROOT r = bf16[32] reduce(a, z), dimensions={1}, to_apply=add
}
add {
  p = bf16[] parameter(0)
  q = bf16[] parameter(1)
  ROOT s = bf16[] add(p, q)
}
ENTRY e {
  x = bf16[32,256] parameter(0)
  w = bf16[256,256] parameter(1)
  n = bf16[24,256] parameter(2)
  d = bf16[32,256] fusion(x, w), kind=kOutput, calls=proj
  t = bf16[32,256] fusion(d), kind=kLoop, calls=act
  r = bf16[32] fusion(t), kind=kInput, calls=rowsum
  m = bf16[24,256] fusion(n), kind=kLoop, calls=narrow
  ROOT out = (bf16[32,256], bf16[32], bf16[24,256]) tuple(t, r, m)
})";

TEST(LayoutAssignmentTest, V7xLaysBf16IntermediatesInLargeTiles) {
  auto module = Parse(kLayer);
  ASSERT_NE(module, nullptr);
  auto stats = AssignFusionOutputLayouts(module.get(), V7x());
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(stats->large_tile_intermediates, 1);
  // The projection feeds another fusion: 16-row tiles, the same bytes.
  EXPECT_EQ(LaidOutOn(*module, "d", V7x()), "bf16[32,256]{1,0:T(16,128)(2,1)}");
  EXPECT_EQ(module->entry()->FindInstruction("d")->fused_computation()->root()->shape(),
            module->entry()->FindInstruction("d")->shape());
  // A program result keeps the per-shape tiles, as does a 24-row array
  // (16-row tiles would pad it to 32).
  EXPECT_EQ(LaidOutOn(*module, "t", V7x()), "bf16[32,256]{1,0:T(8,128)(2,1)}");
  EXPECT_EQ(LaidOutOn(*module, "m", V7x()), "bf16[24,256]{1,0:T(8,128)(2,1)}");
}

TEST(LayoutAssignmentTest, OtherChipsKeepThePerShapeTilesForIntermediates) {
  auto module = Parse(kLayer);
  ASSERT_NE(module, nullptr);
  auto stats = AssignFusionOutputLayouts(module.get(), V5e());
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(stats->large_tile_intermediates, 0);
  EXPECT_EQ(LaidOut(*module, "d"), "bf16[32,256]{1,0:T(8,128)(2,1)}");
}

TEST(LayoutAssignmentTest, AllReduceOperandsAndReduceResultsKeepThePerShapeTiles) {
  auto module = Parse(R"(HloModule m
proj {
  x = bf16[32,256] parameter(0)
  w = bf16[256,256] parameter(1)
  ROOT d = bf16[32,256] dot(x, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
rowsum {
  a = bf16[32,16,256] parameter(0)
  z = bf16[] constant(0)
  ROOT r = bf16[32,16] reduce(a, z), dimensions={2}, to_apply=add
}
neg {
  a = bf16[32,16] parameter(0)
  ROOT n = bf16[32,16] negate(a)
}
add {
  p = bf16[] parameter(0)
  q = bf16[] parameter(1)
  ROOT s = bf16[] add(p, q)
}
ENTRY e {
  x = bf16[32,256] parameter(0)
  w = bf16[256,256] parameter(1)
  y = bf16[32,16,256] parameter(2)
  d = bf16[32,256] fusion(x, w), kind=kOutput, calls=proj
  g = bf16[32,256] all-reduce(d), replica_groups={}, to_apply=add
  r = bf16[32,16] fusion(y), kind=kInput, calls=rowsum
  n = bf16[32,16] fusion(r), kind=kLoop, calls=neg
  ROOT out = (bf16[32,256], bf16[32,16]) tuple(g, n)
})");
  ASSERT_NE(module, nullptr);
  auto stats = AssignFusionOutputLayouts(module.get(), V7x());
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(stats->large_tile_intermediates, 0);
  EXPECT_EQ(LaidOutOn(*module, "d", V7x()), "bf16[32,256]{1,0:T(8,128)(2,1)}");
  EXPECT_EQ(LaidOutOn(*module, "r", V7x()).find("T(16,128)"), std::string::npos);
}


// An int8 weight and quantized activations read by an int8 product, a
// classifier weight of 1000 rows and an int8 array no product reads.
constexpr char kInt8Layer[] = R"(HloModule m
quantize {
  x = bf16[64,512] parameter(0)
  ROOT q = s8[64,512] convert(x)
}
product {
  a = s8[64,512] parameter(0)
  w = s8[512,256] parameter(1)
  ROOT d = s32[64,256] dot(a, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
classify {
  a = s8[64,512] parameter(0)
  w = s8[512,1000] parameter(1)
  ROOT d = s32[64,1000] dot(a, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
}
widen {
  a = s8[64,512] parameter(0)
  ROOT c = s32[64,512] convert(a)
}
ENTRY e {
  x = bf16[64,512] parameter(0)
  w = s8[512,256] parameter(1)
  c = s8[512,1000] parameter(2)
  k = s8[64,512] parameter(3)
  q = s8[64,512] fusion(x), kind=kLoop, calls=quantize
  d = s32[64,256] fusion(q, w), kind=kOutput, calls=product
  l = s32[64,1000] fusion(q, c), kind=kOutput, calls=classify
  n = s32[64,512] fusion(k), kind=kLoop, calls=widen
  ROOT out = (s32[64,256], s32[64,1000], s32[64,512]) tuple(d, l, n)
})";

TEST(LayoutAssignmentTest, EightBitMatrixOperandsTakeThirtyTwoRowTiles) {
  // int8_mlp.ho14 (v5e, v5p, v6e) and mixed_dtypes.fp8_* (v4 ... v7x).
  auto module = Parse(kInt8Layer);
  ASSERT_NE(module, nullptr);
  ASSERT_THAT(AssignFusionOutputLayouts(module.get(), V5e()), IsOk());
  EXPECT_EQ(LaidOut(*module, "w"), "s8[512,256]{1,0:T(32,128)(4,1)}");
  EXPECT_EQ(LaidOut(*module, "q"), "s8[64,512]{1,0:T(32,128)(4,1)}");
  // 1000 rows once transposed: no whole 32-row tiles.
  EXPECT_EQ(LaidOut(*module, "c"), "s8[512,1000]{0,1:T(8,128)(4,1)}");
  // No product reads it.
  EXPECT_EQ(LaidOut(*module, "k"), "s8[64,512]{1,0:T(8,128)(4,1)}");
}

TEST(LayoutAssignmentTest, GatheredRowsAndWhatIsComputedFromThemKeepTheDefaultOrder) {
  // gat.ho17 (v5p, v6e): per-edge scores gathered from per-node ones,
  // f32[E,4]{1,0} however the 4 lanes pad, as is their exponential.
  auto module = Parse(R"(HloModule m
pick {
  t = f32[512,4] parameter(0)
  i = s32[8192,1] parameter(1)
  ROOT g = f32[8192,4] gather(t, i), offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, index_vector_dim=1, slice_sizes={1,4}
}
expo {
  a = f32[8192,4] parameter(0)
  ROOT e = f32[8192,4] exponential(a)
}
neg {
  a = f32[8192,4] parameter(0)
  ROOT n = f32[8192,4] negate(a)
}
ENTRY e {
  t = f32[512,4] parameter(0)
  i = s32[8192,1] parameter(1)
  b = f32[8192,4] parameter(2)
  g = f32[8192,4] fusion(t, i), kind=kLoop, calls=pick
  x = f32[8192,4] fusion(g), kind=kLoop, calls=expo
  z = f32[8192,4] fusion(x), kind=kLoop, calls=neg
  y = f32[8192,4] fusion(b), kind=kLoop, calls=neg
  ROOT out = (f32[8192,4], f32[8192,4]) tuple(z, y)
})");
  ASSERT_NE(module, nullptr);
  ASSERT_THAT(AssignFusionOutputLayouts(module.get(), V5e()), IsOk());
  EXPECT_EQ(LaidOut(*module, "g"), "f32[8192,4]{1,0:T(8,128)}");
  EXPECT_EQ(LaidOut(*module, "x"), "f32[8192,4]{1,0:T(8,128)}");
  // A computation output keeps the per-shape rule; a value no gather feeds
  // too.
  EXPECT_EQ(LaidOut(*module, "y"), "f32[8192,4]{0,1:T(4,128)}");
}

TEST(LayoutAssignmentTest, V2AndV3KeepEightRowTilesForEightBitOperands) {
  auto module = Parse(kInt8Layer);
  ASSERT_NE(module, nullptr);
  const ChipSpec& v3 = **FindChip("v3");
  ASSERT_THAT(AssignFusionOutputLayouts(module.get(), v3), IsOk());
  EXPECT_EQ(LaidOutOn(*module, "w", v3), "s8[512,256]{1,0:T(8,128)(4,1)}");
}

TEST(LayoutAssignmentTest, AValueItsReadersReshapeTakesTheOrderThatMakesTheReshapeABitcast) {
  // A key projection split into heads for RoPE: the heads are laid out with
  // the sequence minor (per-shape rule: 64 lanes would pad), so the
  // projection is too.
  auto module = Parse(R"(HloModule m
proj {
  x = bf16[4,512,1024] parameter(0)
  w = bf16[1024,512] parameter(1)
  ROOT d = bf16[4,512,512] dot(x, w), lhs_contracting_dims={2}, rhs_contracting_dims={0}
}
heads {
  k = bf16[4,512,512] parameter(0)
  r = bf16[4,512,8,64] reshape(k)
  ROOT n = bf16[4,512,8,64] negate(r)
}
ENTRY e {
  x = bf16[4,512,1024] parameter(0)
  w = bf16[1024,512] parameter(1)
  d = bf16[4,512,512] fusion(x, w), kind=kOutput, calls=proj
  h = bf16[4,512,8,64] fusion(d), kind=kLoop, calls=heads
  ROOT out = (bf16[4,512,8,64]) tuple(h)
})");
  ASSERT_NE(module, nullptr);
  auto stats = AssignFusionOutputLayouts(module.get(), V5e());
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(LaidOut(*module, "h"), "bf16[4,512,8,64]{1,3,2,0:T(8,128)(2,1)}");
  EXPECT_EQ(stats->reshaped_values, 1);
  EXPECT_EQ(LaidOut(*module, "d"), "bf16[4,512,512]{1,2,0:T(8,128)(2,1)}");
}

TEST(LayoutAssignmentTest, ABatchedDotReadsItsReshapedOperandsWithTheSequenceMinor) {
  // Queries and keys of two heads of 128, split from their projections
  // inside the scores' fusion: both projections put the sequence minor.
  auto module = Parse(R"(HloModule m
proj {
  x = bf16[2,512,512] parameter(0)
  w = bf16[512,256] parameter(1)
  ROOT d = bf16[2,512,256] dot(x, w), lhs_contracting_dims={2}, rhs_contracting_dims={0}
}
scores {
  q = bf16[2,512,256] parameter(0)
  k = bf16[2,512,256] parameter(1)
  qh = bf16[2,512,2,128] reshape(q)
  kh = bf16[2,512,2,128] reshape(k)
  ROOT s = f32[2,2,512,512] dot(qh, kh), lhs_batch_dims={0,2}, lhs_contracting_dims={3}, rhs_batch_dims={0,2}, rhs_contracting_dims={3}
}
ENTRY e {
  x = bf16[2,512,512] parameter(0)
  wq = bf16[512,256] parameter(1)
  wk = bf16[512,256] parameter(2)
  q = bf16[2,512,256] fusion(x, wq), kind=kOutput, calls=proj
  k = bf16[2,512,256] fusion(x, wk), kind=kOutput, calls=proj
  s = f32[2,2,512,512] fusion(q, k), kind=kOutput, calls=scores
  ROOT out = (f32[2,2,512,512]) tuple(s)
})");
  ASSERT_NE(module, nullptr);
  auto stats = AssignFusionOutputLayouts(module.get(), V5e());
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(stats->reshaped_values, 2);
  EXPECT_EQ(LaidOut(*module, "q"), "bf16[2,512,256]{1,2,0:T(8,128)(2,1)}");
  EXPECT_EQ(LaidOut(*module, "k"), "bf16[2,512,256]{1,2,0:T(8,128)(2,1)}");
}

TEST(LayoutAssignmentTest, GroupedQueryScoresKeepTheDotsOrderThroughTheTranspose) {
  // dot [B,KVH,Q,G,K] scaled and transposed to [G,B,KVH,Q,K]: the queries
  // minor, then the keys, then the group; the row maxima beside them keep
  // that order without the keys.
  auto module = Parse(R"(HloModule m
scores {
  q = bf16[2,768,3,4,64] parameter(0)
  k = bf16[2,768,3,64] parameter(1)
  d = f32[2,3,768,4,768] dot(q, k), lhs_batch_dims={0,2}, lhs_contracting_dims={4}, rhs_batch_dims={0,2}, rhs_contracting_dims={3}
  c = f32[] constant(0.125)
  b = f32[2,3,768,4,768] broadcast(c), dimensions={}
  m = f32[2,3,768,4,768] multiply(d, b)
  t = f32[4,2,3,768,768] transpose(m), dimensions={3,0,1,2,4}
  e = f32[4,2,3,768,768] exponential(t)
  z = f32[] constant(0)
  r = f32[4,2,3,768] reduce(e, z), dimensions={4}, to_apply=add
  ROOT o = (f32[4,2,3,768], f32[4,2,3,768,768]) tuple(r, e)
}
add {
  p = f32[] parameter(0)
  q = f32[] parameter(1)
  ROOT s = f32[] add(p, q)
}
normalize {
  r = f32[4,2,3,768] parameter(0)
  e = f32[4,2,3,768,768] parameter(1)
  b = f32[4,2,3,768,768] broadcast(r), dimensions={0,1,2,3}
  ROOT p = f32[4,2,3,768,768] divide(e, b)
}
ENTRY e {
  q = bf16[2,768,3,4,64] parameter(0)
  k = bf16[2,768,3,64] parameter(1)
  f = (f32[4,2,3,768], f32[4,2,3,768,768]) fusion(q, k), kind=kOutput, calls=scores
  r = f32[4,2,3,768] get-tuple-element(f), index=0
  e = f32[4,2,3,768,768] get-tuple-element(f), index=1
  ROOT p = f32[4,2,3,768,768] fusion(r, e), kind=kLoop, calls=normalize
})");
  ASSERT_NE(module, nullptr);
  auto stats = AssignFusionOutputLayouts(module.get(), V5e());
  ASSERT_THAT(stats, IsOk());
  EXPECT_EQ(ShapeOf(*module, "e"), "f32[4,2,3,768,768]{3,4,0,2,1}");
  EXPECT_EQ(ShapeOf(*module, "r"), "f32[4,2,3,768]{3,0,2,1}");
}


TEST(LayoutAssignmentTest, AGroupNormsStatisticsKeepTheActivationsOrder) {
  // A convolution's 8x16 features split into 8 groups of 8 and reduced to
  // one statistic per image and group: the activation is {3,0,2,1}, so the
  // statistics put the groups minor of the batch ({1,0}), where the
  // per-shape rule would put the 16 images in the lanes ({0,1}).
  auto module = Parse(R"(HloModule m
conv_body {
  x = f32[16,8,8,64] parameter(0)
  k = f32[3,3,64,64] parameter(1)
  ROOT c = f32[16,8,8,64] convolution(x, k), window={size=3x3 pad=1_1x1_1}, dim_labels=b01f_01io->b01f
}
stats_body {
  a = f32[16,8,8,64] parameter(0)
  g = f32[16,8,8,8,8] reshape(a)
  z = f32[] constant(0)
  ROOT r = f32[16,8] reduce(g, z), dimensions={1,2,4}, to_apply=sum
}
norm_body {
  a = f32[16,8,8,64] parameter(0)
  m = f32[16,8] parameter(1)
  g = f32[16,8,8,8,8] reshape(a)
  b = f32[16,8,8,8,8] broadcast(m), dimensions={0,3}
  d = f32[16,8,8,8,8] subtract(g, b)
  ROOT o = f32[16,8,8,64] reshape(d)
}
sum {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[16,8,8,64] parameter(0)
  k = f32[3,3,64,64] parameter(1)
  conv = f32[16,8,8,64] fusion(x, k), kind=kOutput, calls=conv_body
  stats = f32[16,8] fusion(conv), kind=kInput, calls=stats_body
  ROOT norm = f32[16,8,8,64] fusion(conv, stats), kind=kLoop, calls=norm_body
})");
  ASSERT_NE(module, nullptr);
  ASSERT_THAT(AssignFusionOutputLayouts(module.get(), V5e()), IsOk());
  EXPECT_EQ(ShapeOf(*module, "conv"), "f32[16,8,8,64]{3,0,2,1}");
  EXPECT_EQ(LaidOut(*module, "stats"), "f32[16,8]{1,0:T(8,128)}");
}


TEST(LayoutAssignmentTest, TheRowMaximaOfScaledScoresKeepTheScoresOrder) {
  // The scores' fusion returns the scaled scores' row maxima beside the
  // scores ({2,3,1,0}): the maxima are {2,1,0} as in XLA's decoder_fwd
  // modules, where the per-shape rule would put the 4 batches second-minor.
  auto module = Parse(R"(HloModule m
scores {
  q = bf16[4,12,384,64] parameter(0)
  k = bf16[4,12,384,64] parameter(1)
  d = f32[4,12,384,384] dot(q, k), lhs_batch_dims={0,1}, lhs_contracting_dims={3}, rhs_batch_dims={0,1}, rhs_contracting_dims={3}
  c = f32[] constant(0.125)
  b = f32[4,12,384,384] broadcast(c), dimensions={}
  s = f32[4,12,384,384] multiply(d, b)
  z = f32[] constant(-inf)
  r = f32[4,12,384] reduce(s, z), dimensions={3}, to_apply=max
  ROOT o = (f32[4,12,384], f32[4,12,384,384]) tuple(r, d)
}
max {
  p = f32[] parameter(0)
  q = f32[] parameter(1)
  ROOT m = f32[] maximum(p, q)
}
normalize {
  r = f32[4,12,384] parameter(0)
  d = f32[4,12,384,384] parameter(1)
  b = f32[4,12,384,384] broadcast(r), dimensions={0,1,2}
  ROOT e = f32[4,12,384,384] subtract(d, b)
}
ENTRY e {
  q = bf16[4,12,384,64] parameter(0)
  k = bf16[4,12,384,64] parameter(1)
  f = (f32[4,12,384], f32[4,12,384,384]) fusion(q, k), kind=kOutput, calls=scores
  r = f32[4,12,384] get-tuple-element(f), index=0
  d = f32[4,12,384,384] get-tuple-element(f), index=1
  ROOT n = f32[4,12,384,384] fusion(r, d), kind=kLoop, calls=normalize
})");
  ASSERT_NE(module, nullptr);
  auto per_shape = PredictMinorToMajor(hlo::PrimitiveType::kF32, {4, 12, 384}, V5e());
  ASSERT_THAT(per_shape, IsOk());
  EXPECT_EQ(*per_shape, (std::vector<int64_t>{2, 0, 1}));
  ASSERT_THAT(AssignFusionOutputLayouts(module.get(), V5e()), IsOk());
  EXPECT_EQ(ShapeOf(*module, "d"), "f32[4,12,384,384]{2,3,1,0}");
  EXPECT_EQ(ShapeOf(*module, "r"), "f32[4,12,384]{2,1,0}");
}

}  // namespace
}  // namespace tpusim::tpu::compiler
