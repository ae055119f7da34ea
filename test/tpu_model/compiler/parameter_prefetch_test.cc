// Parameter prefetching (tpu_model/compiler/parameter_prefetch.h).
#include "tpu_model/compiler/parameter_prefetch.h"

#include <string>
#include <vector>

#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "test/status_matchers.h"
#include "test/tpu_model/compiler/compiler_test_util.h"

namespace tpusim::tpu::compiler {
namespace {

using ::testing::ElementsAre;
using testing::Parse;

const ChipSpec& Chip(const std::string& name) {
  absl::StatusOr<const ChipSpec*> chip = FindChip(name);
  EXPECT_TRUE(chip.ok()) << chip.status();
  return **chip;
}

// Two layers: the first op reads x, w0 and b0; the second reads its result,
// w1 and b1. x, w0 and w1 are read only by dots, w1 is the largest; the
// biases are added.
constexpr char kTwoLayers[] = R"(HloModule two_layers
ENTRY e {
  x = f32[8,128] parameter(0)
  w0 = f32[128,128] parameter(1)
  b0 = f32[128] parameter(2)
  w1 = f32[128,256] parameter(3)
  b1 = f32[256] parameter(4)
  d0 = f32[8,128] dot(x, w0), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  bb0 = f32[8,128] broadcast(b0), dimensions={1}
  h = f32[8,128] add(d0, bb0)
  d1 = f32[8,256] dot(h, w1), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  bb1 = f32[8,256] broadcast(b1), dimensions={1}
  ROOT y = f32[8,256] add(d1, bb1)
})";

// The name of each parameter read through a copy-done, and whether its
// copy-start is the cross-program prefetch.
std::vector<std::string> Prefetched(const hlo::Module& module) {
  std::vector<std::string> out;
  for (const auto& instruction : module.entry()->instructions()) {
    if (instruction->opcode() != hlo::HloOpcode::kCopyStart) continue;
    const bool cross = instruction->FindAttribute("cross_program_prefetch_index") != nullptr;
    out.push_back(instruction->operand(0)->name() + (cross ? "*" : ""));
  }
  return out;
}

TEST(ParameterPrefetchTest, PrefetchesWhatTheFirstOpDoesNotRead) {
  auto module = Parse(kTwoLayers);
  ASSERT_NE(module, nullptr);
  const ChipSpec& v5p = Chip("v5p");
  ASSERT_TRUE(HasParametersToPrefetch(*module, v5p));
  absl::StatusOr<PrefetchStats> prefetched = PrefetchParameters(module.get(), v5p);
  ASSERT_THAT(prefetched, IsOk());
  // The first dot reads x and w0 from HBM; b0 (read by the add after it),
  // w1 and b1 are prefetched, and w1, the largest weight, is the
  // cross-program prefetch.
  EXPECT_THAT(Prefetched(*module), ElementsAre("b0", "w1*", "b1"));
  EXPECT_EQ(prefetched->prefetched, 3);
  EXPECT_TRUE(prefetched->cross_program_prefetch);
  // Each copy follows its parameter; names are unique.
  const std::vector<std::string> outline = testing::EntryOutline(*module);
  EXPECT_THAT(std::vector<std::string>(outline.begin(), outline.begin() + 5),
              ElementsAre("x:parameter", "w0:parameter", "b0:parameter",
                          "copy-start:copy-start", "copy-done:copy-done"));
  EXPECT_EQ(outline[6], "copy-start.1:copy-start");
  // The parameter's only reader is its copy.
  const hlo::Instruction* w1 = module->entry()->FindInstruction("w1");
  ASSERT_NE(w1, nullptr);
  ASSERT_EQ(w1->users().size(), 1u);
  EXPECT_EQ(w1->users()[0]->opcode(), hlo::HloOpcode::kCopyStart);

  const hlo::Instruction* d1 = module->entry()->FindInstruction("d1");
  ASSERT_NE(d1, nullptr);
  const hlo::Instruction* done = d1->operand(1);
  ASSERT_EQ(done->opcode(), hlo::HloOpcode::kCopyDone);
  EXPECT_EQ(done->shape().layout().memory_space, v5p.alternate_memory.memory_space);
  const hlo::Instruction* start = done->operand(0);
  ASSERT_EQ(start->opcode(), hlo::HloOpcode::kCopyStart);
  // (destination in VMEM, the parameter, the sync flag in S(2)).
  ASSERT_EQ(start->shape().tuple_shapes().size(), 3u);
  EXPECT_EQ(start->shape().tuple_shapes()[0].layout().memory_space, 1);
  EXPECT_EQ(start->shape().tuple_shapes()[1].ToString(false), "f32[128,256]");
  EXPECT_EQ(start->shape().tuple_shapes()[2].ToString(false), "u32[]");
  EXPECT_EQ(start->shape().tuple_shapes()[2].layout().memory_space, 2);
  EXPECT_EQ(start->operand(0)->name(), "w1");
}

TEST(ParameterPrefetchTest, CrossProgramPrefetchSkipsWeightsComputedOn) {
  // The int8 weight is converted before the dot: x, read by the dot
  // directly, is the cross-program prefetch although it is smaller (XLA's
  // choice in the oracle's int8 and int4 dequantizing matmuls on v5p).
  auto module = Parse(R"(HloModule dequant
ENTRY e {
  x = bf16[128,256] parameter(0)
  w = s8[256,1024] parameter(1)
  wc = bf16[256,1024] convert(w)
  ROOT y = bf16[128,1024] dot(x, wc), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})");
  ASSERT_NE(module, nullptr);
  ASSERT_THAT(PrefetchParameters(module.get(), Chip("v5p")), IsOk());
  EXPECT_THAT(Prefetched(*module), ElementsAre("x*"));
}

TEST(ParameterPrefetchTest, LeavesAliasedAndControlFlowParametersInHbm) {
  // b1 is donated to the output; w1 is passed to a call: neither is copied.
  auto module = Parse(R"(HloModule kept, input_output_alias={ {}: (2, {}, may-alias) }
callee {
  p = f32[128,256] parameter(0)
  ROOT n = f32[128,256] negate(p)
}
ENTRY e {
  x = f32[8,128] parameter(0)
  w1 = f32[128,256] parameter(1)
  b1 = f32[8,256] parameter(2)
  x2 = f32[8,128] negate(x)
  c = f32[128,256] call(w1), to_apply=callee
  d1 = f32[8,256] dot(x2, c), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT y = f32[8,256] add(d1, b1)
})");
  ASSERT_NE(module, nullptr);
  EXPECT_FALSE(HasParametersToPrefetch(*module, Chip("v5p")));
}

TEST(ParameterPrefetchTest, OnlyOnChipsThatPrefetch) {
  auto module = Parse(kTwoLayers);
  ASSERT_NE(module, nullptr);
  // v2 has no alternate memory, v3 no prefetch rule at all.
  EXPECT_FALSE(HasParametersToPrefetch(*module, Chip("v2")));
  EXPECT_FALSE(HasParametersToPrefetch(*module, Chip("v3")));
}

TEST(ParameterPrefetchTest, SomeChipsCopyOnlyTheCrossProgramPrefetch) {
  // rope_decoder.ho9...v6e: XLA copies its 47 MiB output projection into
  // VMEM for the run and no other parameter.
  for (const char* name : {"v4", "v5e", "v6e"}) {
    auto module = Parse(kTwoLayers);
    ASSERT_NE(module, nullptr);
    const ChipSpec& chip = Chip(name);
    ASSERT_TRUE(chip.prefetches_cross_program) << name;
    ASSERT_THAT(PrefetchParameters(module.get(), chip), IsOk());
    EXPECT_THAT(Prefetched(*module), ElementsAre("w1*")) << name;
  }
}

}  // namespace
}  // namespace tpusim::tpu::compiler
