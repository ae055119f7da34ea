// DimRefiner: re-sizing an entry argument's dim re-sizes every dim XLA's
// shape rules tie to it, and refuses programs that cannot take the size.
#include "hlo/ir/dim_refinement.h"

#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "hlo/text/hlo_parser.h"
#include "test/status_matchers.h"

namespace tpusim::hlo {
namespace {

using ::testing::HasSubstr;

std::unique_ptr<Module> Parse(const std::string& text) {
  auto module = ParseHloModule(text, "t.hlo");
  EXPECT_THAT(module, IsOk());
  return module.ok() ? *std::move(module) : nullptr;
}

std::string ShapeOf(const Module& module, absl::string_view name) {
  for (const auto& c : module.computations()) {
    if (const Instruction* i = c->FindInstruction(name)) return i->shape().ToString(false);
  }
  return "?";
}

// A batch-8 MLP step: the batch reaches the labels through the loss, a
// broadcast of zeros, a reshape that merges batch and sequence, and a while
// loop's carried state.
constexpr char kProgram[] = R"(HloModule m

body {
  s = (s32[], f32[8,4,64]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  x = f32[8,4,64] get-tuple-element(s), index=1
  y = f32[8,4,64] negate(x)
  one = s32[] constant(1)
  j = s32[] add(i, one)
  ROOT t = (s32[], f32[8,4,64]) tuple(j, y)
}

cond {
  s = (s32[], f32[8,4,64]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(3)
  ROOT lt = pred[] compare(i, n), direction=LT
}

ENTRY e {
  x = f32[8,4,64] parameter(0)
  w = f32[64,128] parameter(1)
  labels = f32[32,128] parameter(2)
  zero = f32[] constant(0)
  z = f32[8,4,64] broadcast(zero), dimensions={}
  a = f32[8,4,64] add(x, z)
  i0 = s32[] constant(0)
  init = (s32[], f32[8,4,64]) tuple(i0, a)
  loop = (s32[], f32[8,4,64]) while(init), condition=cond, body=body
  h = f32[8,4,64] get-tuple-element(loop), index=1
  flat = f32[32,64] reshape(h)
  d = f32[32,128] dot(flat, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT loss = f32[32,128] subtract(d, labels)
}
)";

TEST(DimRefinerTest, ResizesEverythingTiedToTheBatch) {
  std::unique_ptr<Module> module = Parse(kProgram);
  ASSERT_NE(module, nullptr);
  auto refiner = DimRefiner::Build(module.get());
  ASSERT_THAT(refiner, IsOk());
  absl::StatusOr<DimBinding> batch = ResolveDimKey(*module, "0.0", 24);
  ASSERT_THAT(batch, IsOk());
  ASSERT_TRUE((*refiner)->Apply({*batch}).ok());
  EXPECT_EQ(ShapeOf(*module, "z"), "f32[24,4,64]");
  EXPECT_EQ(ShapeOf(*module, "loop"), "(s32[], f32[24,4,64])");
  EXPECT_EQ(ShapeOf(*module, "y"), "f32[24,4,64]");  // In the loop body.
  EXPECT_EQ(ShapeOf(*module, "flat"), "f32[96,64]");  // Batch x sequence.
  EXPECT_EQ(ShapeOf(*module, "labels"), "f32[96,128]");
  EXPECT_EQ(ShapeOf(*module, "w"), "f32[64,128]");  // Not the batch.
  (*refiner)->Restore();
  EXPECT_EQ(ShapeOf(*module, "labels"), "f32[32,128]");
}

TEST(DimRefinerTest, ResizesAFeatureDimThroughTheDot) {
  std::unique_ptr<Module> module = Parse(kProgram);
  auto refiner = DimRefiner::Build(module.get());
  ASSERT_TRUE(refiner.ok());
  absl::StatusOr<DimBinding> hidden = ResolveDimKey(*module, "w.1", 100);
  ASSERT_THAT(hidden, IsOk());
  ASSERT_TRUE((*refiner)->Apply({*hidden}).ok());
  EXPECT_EQ(ShapeOf(*module, "d"), "f32[32,100]");
  EXPECT_EQ(ShapeOf(*module, "labels"), "f32[32,100]");
  EXPECT_EQ(ShapeOf(*module, "x"), "f32[8,4,64]");
}

TEST(DimRefinerTest, RefusesSizesTheProgramCannotTake) {
  std::unique_ptr<Module> module = Parse(R"(HloModule m
ENTRY e {
  x = f32[8,16] parameter(0)
  c = f32[8,16] constant({...})
  ROOT a = f32[8,16] add(x, c)
})");
  auto refiner = DimRefiner::Build(module.get());
  ASSERT_TRUE(refiner.ok());
  absl::Status status = (*refiner)->Apply({*ResolveDimKey(*module, "0.0", 4)});
  EXPECT_THAT(status.message(), HasSubstr("constant %c f32[8,16] has dim 0 written into"));
  EXPECT_EQ(ShapeOf(*module, "x"), "f32[8,16]");  // Unchanged after an error.

  module = Parse(R"(HloModule m
ENTRY e {
  x = f32[6,4] parameter(0)
  ROOT r = f32[8,3] reshape(x)
})");
  refiner = DimRefiner::Build(module.get());
  ASSERT_TRUE(refiner.ok());
  status = (*refiner)->Apply({*ResolveDimKey(*module, "0.0", 5)});
  EXPECT_THAT(status.message(), HasSubstr("reshape %r"));
}

TEST(DimRefinerTest, ResolvesKeysAndListsTheArguments) {
  std::unique_ptr<Module> module = Parse(kProgram);
  EXPECT_EQ(ResolveDimKey(*module, "labels.0", 1)->parameter, 2);
  absl::StatusOr<DimBinding> bad = ResolveDimKey(*module, "batch.0", 1);
  ASSERT_FALSE(bad.ok());
  EXPECT_THAT(bad.status().message(), HasSubstr("matches no argument; the arguments are 0 (x"));
  EXPECT_FALSE(ResolveDimKey(*module, "0.3", 1).ok());
  EXPECT_FALSE(ResolveDimKey(*module, "x", 1).ok());
}

}  // namespace
}  // namespace tpusim::hlo
