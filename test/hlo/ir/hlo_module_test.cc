#include "hlo/ir/hlo_module.h"

#include <vector>

#include "gtest/gtest.h"

namespace tpusim::hlo {
namespace {

std::unique_ptr<Instruction> Param(const char* name, int64_t n) {
  auto inst = std::make_unique<Instruction>(name, HloOpcode::kParameter,
                                            Shape(PrimitiveType::kF32, {4}));
  inst->set_parameter_number(n);
  return inst;
}

TEST(HloModuleTest, FinalizeBuildsParameterTableAndFusionMarks) {
  Module module("m");
  auto fused = std::make_unique<Computation>("fused");
  Instruction* fp = fused->AddInstruction(Param("fp", 0));
  auto neg = std::make_unique<Instruction>("neg", HloOpcode::kNegate, fp->shape());
  neg->AppendOperand(fp);
  fused->AddInstruction(std::move(neg));
  Computation* fused_ptr = module.AddComputation(std::move(fused));

  auto entry = std::make_unique<Computation>("entry");
  Instruction* p1 = entry->AddInstruction(Param("p1", 1));
  Instruction* p0 = entry->AddInstruction(Param("p0", 0));
  auto fusion = std::make_unique<Instruction>("f", HloOpcode::kFusion, p0->shape());
  fusion->AppendOperand(p0);
  fusion->AddAttribute(Attribute::Ident("kind", "kLoop"));
  fusion->AddAttribute(Attribute::ComputationRef("calls", fused_ptr));
  Instruction* f = entry->AddInstruction(std::move(fusion));
  Computation* entry_ptr = module.AddComputation(std::move(entry));

  ASSERT_TRUE(module.Finalize().ok());
  EXPECT_EQ(module.entry(), entry_ptr);  // Last computation is the entry.
  EXPECT_EQ(entry_ptr->root(), f);
  EXPECT_EQ(entry_ptr->parameter(0), p0);
  EXPECT_EQ(entry_ptr->parameter(1), p1);
  EXPECT_TRUE(fused_ptr->IsFusionComputation());
  EXPECT_FALSE(entry_ptr->IsFusionComputation());
  EXPECT_EQ(f->fusion_kind(), "kLoop");
  EXPECT_EQ(f->fused_computation(), fused_ptr);
  ASSERT_EQ(p0->users().size(), 1u);
  EXPECT_EQ(p0->users()[0], f);
  auto order = module.MakeComputationPostOrder();
  ASSERT_EQ(order.size(), 2u);
  EXPECT_EQ(order[0], fused_ptr);
  EXPECT_EQ(order[1], entry_ptr);
}

TEST(HloModuleTest, ReplaceUsesWithRewiresEveryReaderButTheExcepted) {
  Computation computation("c");
  Instruction* p = computation.AddInstruction(Param("p", 0));
  Instruction* q = computation.AddInstruction(Param("q", 1));
  auto make = [&](const char* name, std::vector<Instruction*> operands) {
    auto inst = std::make_unique<Instruction>(name, HloOpcode::kAdd, p->shape());
    for (Instruction* operand : operands) inst->AppendOperand(operand);
    return computation.AddInstruction(std::move(inst));
  };
  Instruction* twice = make("twice", {p, p});  // Reads p twice.
  Instruction* kept = make("kept", {p, q});
  Instruction* mixed = make("mixed", {q, p});  // Already reads q.
  p->ReplaceUsesWith(q, /*except=*/kept);
  EXPECT_EQ(twice->operand(0), q);
  EXPECT_EQ(twice->operand(1), q);
  EXPECT_EQ(kept->operand(0), p);
  EXPECT_EQ(mixed->operand(1), q);
  ASSERT_EQ(p->users().size(), 1u);
  EXPECT_EQ(p->users()[0], kept);
  // Each reader once, in order: kept and mixed read q before; twice joins.
  EXPECT_EQ(q->users(), (std::vector<Instruction*>{kept, mixed, twice}));
}

TEST(HloModuleTest, SharedMetadataOutlivesItsSource) {
  auto source = Param("p", 0);
  OpMetadata metadata;
  metadata.op_name = "jit(step)/dot_general";
  metadata.source_file = "model.py";
  metadata.source_line = 12;
  source->set_metadata(metadata);
  auto copy = Param("q", 0);
  copy->ShareMetadata(*source);
  auto bare = Param("r", 0);
  copy->ShareMetadata(*bare);  // No metadata to share: none kept.
  EXPECT_FALSE(copy->has_metadata());
  copy->ShareMetadata(*source);
  source.reset();
  ASSERT_TRUE(copy->has_metadata());
  EXPECT_EQ(copy->metadata(), metadata);
}

TEST(HloModuleTest, FinalizeRejectsMissingParameter) {
  Module module("m");
  auto entry = std::make_unique<Computation>("entry");
  entry->AddInstruction(Param("p1", 1));
  module.AddComputation(std::move(entry));
  absl::Status status = module.Finalize();
  ASSERT_FALSE(status.ok());
  EXPECT_NE(status.message().find("missing parameter 0"), std::string::npos);
}

TEST(HloModuleTest, IntListOrEmptyIsEmptyWhenAbsentOrOfAnotherKind) {
  auto gather = Param("g", 0);
  gather->AddAttribute(Attribute::IntList("offset_dims", {1, 2}));
  gather->AddAttribute(Attribute::Ident("operand_batching_dims", "none"));
  EXPECT_EQ(gather->GetIntListOrEmpty("offset_dims"), (std::vector<int64_t>{1, 2}));
  EXPECT_TRUE(gather->GetIntListOrEmpty("operand_batching_dims").empty());
  EXPECT_TRUE(gather->GetIntListOrEmpty("slice_sizes").empty());
}

TEST(HloModuleTest, ConvolutionDimLabelsRoundTrip) {
  ConvolutionDimensionNumbers d;
  ASSERT_TRUE(ParseConvolutionDimensionNumbers("b01f_01io->b01f", &d));
  EXPECT_EQ(d.input_batch_dimension, 0);
  EXPECT_EQ(d.input_feature_dimension, 3);
  EXPECT_EQ(d.kernel_output_feature_dimension, 3);
  EXPECT_EQ(ConvolutionDimensionNumbersToString(d), "b01f_01io->b01f");
  ASSERT_TRUE(ParseConvolutionDimensionNumbers("bf_io->bf", &d));
  EXPECT_EQ(ConvolutionDimensionNumbersToString(d), "bf_io->bf");
  EXPECT_FALSE(ParseConvolutionDimensionNumbers("bx_io->bf", &d));
}

// The XSpace naming rule: only a trailing "(<digits>)" is a program id.
TEST(HloModuleTest, ProgramIdSuffixRoundTrips) {
  EXPECT_EQ(NameWithProgramId("jit_f", 1004), "jit_f(1004)");
  EXPECT_EQ(NameWithoutProgramId("jit_f(1004)"), "jit_f");
  EXPECT_EQ(NameWithoutProgramId("jit_train_step(2041036616644817336)"), "jit_train_step");
  EXPECT_EQ(NameWithoutProgramId("jit_f"), "jit_f");
  EXPECT_EQ(NameWithoutProgramId("jit_f(x)"), "jit_f(x)");
  EXPECT_EQ(NameWithoutProgramId("jit_f()"), "jit_f()");
  EXPECT_EQ(NameWithoutProgramId("(12)"), "(12)");
  EXPECT_EQ(NameWithoutProgramId("a(b)(12)"), "a(b)");
}

}  // namespace
}  // namespace tpusim::hlo

