#include "hlo/proto/hlo_proto_reader.h"

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "gmock/gmock.h"
#include "google/protobuf/text_format.h"
#include "gtest/gtest.h"
#include "hlo/proto/tpu_graphs.pb.h"
#include "hlo/proto/xla_hlo.pb.h"
#include "hlo/proto/xplane.pb.h"
#include "test/hlo/proto/module_summary.h"
#include "test/status_matchers.h"

namespace tpusim::hlo {
namespace {

namespace xs = ::tpusim::xla_schema;
using ::testing::HasSubstr;
using testing::SummarizeAttribute;
using testing::SummarizeModule;

// --- Building protos ------------------------------------------------------

xs::ShapeProto Array(xs::PrimitiveType type, std::vector<int64_t> dims) {
  xs::ShapeProto shape;
  shape.set_element_type(type);
  for (int64_t d : dims) shape.add_dimensions(d);
  for (int64_t i = static_cast<int64_t>(dims.size()) - 1; i >= 0; --i) {
    shape.mutable_layout()->add_minor_to_major(i);
  }
  return shape;
}

xs::ShapeProto Scalar(xs::PrimitiveType type) {
  xs::ShapeProto shape;
  shape.set_element_type(type);
  return shape;
}

xs::ShapeProto TupleOf(std::vector<xs::ShapeProto> elements) {
  xs::ShapeProto shape;
  shape.set_element_type(xs::TUPLE);
  for (auto& e : elements) *shape.add_tuple_shapes() = e;
  return shape;
}

xs::HloComputationProto* AddComputation(xs::HloModuleProto* module,
                                        const std::string& name, int64_t id) {
  xs::HloComputationProto* c = module->add_computations();
  c->set_name(name);
  c->set_id(id);
  return c;
}

// Appends an instruction and makes it the computation's root.
xs::HloInstructionProto* Add(xs::HloComputationProto* c, const std::string& name,
                             const std::string& opcode, const xs::ShapeProto& shape,
                             int64_t id, std::vector<int64_t> operands = {}) {
  xs::HloInstructionProto* inst = c->add_instructions();
  inst->set_name(name);
  inst->set_opcode(opcode);
  *inst->mutable_shape() = shape;
  inst->set_id(id);
  for (int64_t op : operands) inst->add_operand_ids(op);
  c->set_root_id(id);
  return inst;
}

xs::HloInstructionProto* Param(xs::HloComputationProto* c, const std::string& name,
                               const xs::ShapeProto& shape, int64_t id, int64_t number) {
  xs::HloInstructionProto* p = Add(c, name, "parameter", shape, id);
  p->set_parameter_number(number);
  return p;
}

// main(p0: f32[4], p1: f32[4]) -> add(p0, p1); computation id 100.
xs::HloModuleProto SimpleModule() {
  xs::HloModuleProto m;
  m.set_name("simple");
  m.set_entry_computation_name("main");
  m.set_entry_computation_id(100);
  xs::HloComputationProto* c = AddComputation(&m, "main", 100);
  Param(c, "p0", Array(xs::F32, {4}), 1, 0);
  Param(c, "p1", Array(xs::F32, {4}), 2, 1);
  xs::HloInstructionProto* add = Add(c, "add", "add", Array(xs::F32, {4}), 3, {1, 2});
  add->mutable_metadata()->set_op_type("Add");
  add->mutable_metadata()->set_op_name("jit(f)/add");
  add->mutable_metadata()->set_source_file("f.py");
  add->mutable_metadata()->set_source_line(12);
  add->mutable_metadata()->set_stack_frame_id(3);
  return m;
}

absl::StatusOr<std::unique_ptr<Module>> ReadBinary(const google::protobuf::Message& m) {
  return ReadHloProtoBinary(m.SerializeAsString(), "test.pb");
}

std::unique_ptr<Module> ReadOk(const google::protobuf::Message& m) {
  absl::StatusOr<std::unique_ptr<Module>> module = ReadBinary(m);
  EXPECT_THAT(module, IsOk());
  return module.ok() ? *std::move(module) : nullptr;
}

Instruction* Find(const Module& module, absl::string_view name) {
  for (const auto& c : module.computations()) {
    if (Instruction* i = c->FindInstruction(name)) return i;
  }
  ADD_FAILURE() << "no instruction " << name;
  return nullptr;
}

// "name=value, ..." of every attribute.
std::string Attrs(const Instruction* inst) {
  std::vector<std::string> out;
  for (const Attribute& a : inst->attributes()) out.push_back(SummarizeAttribute(a));
  return absl::StrJoin(out, ", ");
}

std::string ErrorOf(const google::protobuf::Message& m) {
  absl::StatusOr<std::unique_ptr<Module>> module = ReadBinary(m);
  EXPECT_FALSE(module.ok());
  if (module.ok()) return "";
  EXPECT_EQ(module.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_TRUE(absl::StartsWith(module.status().message(), "test.pb: "))
      << module.status();
  return std::string(module.status().message());
}

// --- Modules, computations, instructions ---------------------------------

TEST(HloProtoReaderTest, ConvertsInstructionsOperandsAndMetadata) {
  std::unique_ptr<Module> module = ReadOk(SimpleModule());
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->name(), "simple");
  ASSERT_NE(module->entry(), nullptr);
  EXPECT_EQ(module->entry()->name(), "main");
  EXPECT_EQ(module->entry()->id(), 100);
  EXPECT_EQ(module->instruction_count(), 3);
  EXPECT_FALSE(module->is_scheduled());
  EXPECT_FALSE(module->buffer_assignment.has_value());

  Instruction* add = Find(*module, "add");
  ASSERT_NE(add, nullptr);
  EXPECT_TRUE(add->IsRoot());
  EXPECT_EQ(add->id(), 3);
  EXPECT_EQ(add->shape().ToString(), "f32[4]{0}");
  ASSERT_EQ(add->operand_count(), 2);
  EXPECT_EQ(add->operand(0)->name(), "p0");
  EXPECT_EQ(add->operand(1)->name(), "p1");
  EXPECT_EQ(module->entry()->parameter(1)->name(), "p1");
  ASSERT_EQ(add->operand(0)->users().size(), 1u);
  EXPECT_EQ(add->metadata().op_type, "Add");
  EXPECT_EQ(add->metadata().op_name, "jit(f)/add");
  EXPECT_EQ(add->metadata().source_file, "f.py");
  EXPECT_EQ(add->metadata().source_line, 12);
  ASSERT_EQ(add->metadata().other.size(), 1u);
  EXPECT_EQ(add->metadata().other[0].first, "stack_frame_id");
  EXPECT_EQ(add->metadata().other[0].second, "3");
  EXPECT_FALSE(module->entry()->parameter(0)->has_metadata());
}

TEST(HloProtoReaderTest, MetadataKeepsExtraKeysInXlaOrder) {
  xs::HloModuleProto m = SimpleModule();
  xs::OpMetadata* md = m.mutable_computations(0)->mutable_instructions(2)->mutable_metadata();
  md->set_source_end_line(14);
  md->set_source_column(3);
  md->set_deduplicated_name("fusion.1");
  md->set_scheduling_name("add.sched");
  md->add_profile_type(xs::WINDOW);
  std::unique_ptr<Module> module = ReadOk(m);
  ASSERT_NE(module, nullptr);
  std::vector<std::string> keys;
  for (const auto& [k, v] : Find(*module, "add")->metadata().other) {
    keys.push_back(k + "=" + v);
  }
  EXPECT_EQ(absl::StrJoin(keys, " "),
            "source_end_line=14 source_column=3 profile_type={WINDOW} "
            "deduplicated_name=\"fusion.1\" stack_frame_id=3 "
            "scheduling_name=\"add.sched\"");
}

TEST(HloProtoReaderTest, EntryFallsBackToNameThenLastComputation) {
  xs::HloModuleProto m = SimpleModule();
  xs::HloComputationProto* other = m.add_computations();
  *other = m.computations(0);
  other->set_name("other");
  other->set_id(200);
  m.set_entry_computation_id(0);  // Unset: the name decides.
  std::unique_ptr<Module> module = ReadOk(m);
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->entry()->name(), "main");

  m.clear_entry_computation_name();
  module = ReadOk(m);
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(module->entry()->name(), "other");
}

TEST(HloProtoReaderTest, ShapesAndLayouts) {
  xs::HloModuleProto m;
  m.set_name("shapes");
  xs::HloComputationProto* c = AddComputation(&m, "main", 1);
  std::vector<xs::ShapeProto> shapes;

  xs::ShapeProto tiled = Array(xs::F32, {8, 128});
  tiled.mutable_layout()->add_tiles()->add_dimensions(8);
  tiled.mutable_layout()->mutable_tiles(0)->add_dimensions(128);
  tiled.mutable_layout()->set_memory_space(1);
  tiled.mutable_layout()->set_tail_padding_alignment_in_elements(1);
  shapes.push_back(tiled);

  xs::ShapeProto bf16 = Array(xs::BF16, {4, 256});
  bf16.mutable_layout()->clear_minor_to_major();
  bf16.mutable_layout()->add_minor_to_major(0);
  bf16.mutable_layout()->add_minor_to_major(1);
  xs::TileProto* t0 = bf16.mutable_layout()->add_tiles();
  t0->add_dimensions(8);
  t0->add_dimensions(128);
  xs::TileProto* t1 = bf16.mutable_layout()->add_tiles();
  t1->add_dimensions(2);
  t1->add_dimensions(1);
  shapes.push_back(bf16);

  xs::ShapeProto scalar_tiled = Scalar(xs::F32);
  scalar_tiled.mutable_layout()->add_tiles()->add_dimensions(128);
  shapes.push_back(scalar_tiled);

  // A scalar's layout message is empty but present: it is a layout (sized
  // with the untiled fallback), printed `{}` so the HLO text keeps it.
  xs::ShapeProto scalar_plain = Scalar(xs::S32);
  scalar_plain.mutable_layout()->set_tail_padding_alignment_in_elements(1);
  shapes.push_back(scalar_plain);

  xs::ShapeProto dynamic = Array(xs::S32, {4, std::numeric_limits<int64_t>::min()});
  dynamic.add_is_dynamic_dimension(true);
  dynamic.add_is_dynamic_dimension(true);
  shapes.push_back(dynamic);

  xs::ShapeProto token = Scalar(xs::TOKEN);
  shapes.push_back(TupleOf({Array(xs::F32, {2}), token}));

  xs::ShapeProto sparse = Array(xs::U8, {16});
  xs::LayoutProto* l = sparse.mutable_layout();
  l->add_dim_level_types(xs::DIM_COMPRESSED);
  l->add_dim_unique(false);
  l->set_tail_padding_alignment_in_elements(2);
  l->set_index_primitive_type(xs::U32);
  l->set_element_size_in_bits(4);
  xs::SplitConfigProto* split = l->add_split_configs();
  split->set_dimension(0);
  split->add_split_indices(8);
  l->set_dynamic_shape_metadata_prefix_bytes(8);
  shapes.push_back(sparse);

  xs::ShapeProto empty_layout = Array(xs::F32, {3, 5});
  empty_layout.mutable_layout()->Clear();  // `layout {}`: no layout yet.
  shapes.push_back(empty_layout);

  for (size_t i = 0; i < shapes.size(); ++i) {
    Param(c, absl::StrCat("p", i), shapes[i], i + 1, i);
  }
  std::unique_ptr<Module> module = ReadOk(m);
  ASSERT_NE(module, nullptr);
  std::vector<std::string> printed;
  for (const Instruction* p : module->entry()->parameters()) {
    printed.push_back(p->shape().ToString());
  }
  EXPECT_EQ(printed, (std::vector<std::string>{
                         "f32[8,128]{1,0:T(8,128)S(1)}",
                         "bf16[4,256]{0,1:T(8,128)(2,1)}",
                         "f32[]{:T(128)}",
                         "s32[]{}",
                         "s32[<=4,?]{1,0}",
                         "(f32[2]{0}, token[])",
                         "u8[16]{0:D(C+)L(2)#(u32)E(4)SC(0:8)M(8)}",
                         "f32[3,5]",
                     }));
}

TEST(HloProtoReaderTest, BadShapesAreErrorsNamingTheInstruction) {
  xs::HloModuleProto m = SimpleModule();
  m.mutable_computations(0)->mutable_instructions(2)->mutable_shape()->set_element_type(
      static_cast<xs::PrimitiveType>(99));
  EXPECT_THAT(ErrorOf(m), HasSubstr("instruction \"add\" (id 3) in computation "
                                    "\"main\": shape: unknown element type 99"));

  m = SimpleModule();
  m.mutable_computations(0)->mutable_instructions(2)->mutable_shape()->add_is_dynamic_dimension(
      true);
  m.mutable_computations(0)->mutable_instructions(2)->mutable_shape()->add_is_dynamic_dimension(
      true);
  EXPECT_THAT(ErrorOf(m), HasSubstr("1 dimensions but 2 is_dynamic_dimension"));

  m = SimpleModule();
  m.mutable_computations(0)->mutable_instructions(2)->mutable_shape()->mutable_layout()
      ->add_minor_to_major(1);
  EXPECT_THAT(ErrorOf(m), HasSubstr("layout has 2 minor_to_major entries for rank 1"));

  // Entries out of range (once a segfault in the size code) or negative.
  for (int64_t bad : {5, -1}) {
    m = SimpleModule();
    xs::LayoutProto* layout =
        m.mutable_computations(0)->mutable_instructions(2)->mutable_shape()->mutable_layout();
    layout->clear_minor_to_major();
    layout->add_minor_to_major(bad);
    EXPECT_THAT(ErrorOf(m), HasSubstr("is not a permutation of the 1 dims")) << bad;
  }

  m = SimpleModule();
  m.mutable_computations(0)->mutable_instructions(2)->mutable_shape()->set_element_type(
      xs::BUFFER);
  EXPECT_THAT(ErrorOf(m), HasSubstr("buffer shapes"));

  m = SimpleModule();
  m.mutable_computations(0)->mutable_instructions(2)->mutable_shape()->set_dimensions(0, -3);
  EXPECT_THAT(ErrorOf(m), HasSubstr("negative dimension size -3"));
}

// --- Per-opcode attributes ------------------------------------------------

class OpcodeAttributesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    module_.set_name("ops");
    add_comp_ = AddComputation(&module_, "add_f32", 10);
    Param(add_comp_, "a", Scalar(xs::F32), 11, 0);
    Param(add_comp_, "b", Scalar(xs::F32), 12, 1);
    Add(add_comp_, "sum", "add", Scalar(xs::F32), 13, {11, 12});
    cond_ = AddComputation(&module_, "cond", 20);
    Param(cond_, "c", Scalar(xs::S32), 21, 0);
    Add(cond_, "lt", "compare", Scalar(xs::PRED), 22, {21, 21})
        ->set_comparison_direction("LT");
    body_ = AddComputation(&module_, "body", 30);
    Param(body_, "x", Scalar(xs::S32), 31, 0);
    entry_ = AddComputation(&module_, "main", 40);
    module_.set_entry_computation_id(40);
    Param(entry_, "p0", Array(xs::F32, {4, 8}), 1, 0);
    Param(entry_, "p1", Array(xs::F32, {8, 16}), 2, 1);
    Param(entry_, "i", Scalar(xs::S32), 3, 2);
    Param(entry_, "pred", Scalar(xs::PRED), 4, 3);
  }

  std::unique_ptr<Module> Read() {
    entry_->set_root_id(1);
    return ReadOk(module_);
  }

  xs::HloModuleProto module_;
  xs::HloComputationProto* add_comp_;
  xs::HloComputationProto* cond_;
  xs::HloComputationProto* body_;
  xs::HloComputationProto* entry_;
};

TEST_F(OpcodeAttributesTest, DotConvolutionAndPrecision) {
  xs::HloInstructionProto* dot = Add(entry_, "dot", "dot", Array(xs::F32, {4, 16}), 50, {1, 2});
  dot->mutable_dot_dimension_numbers()->add_lhs_contracting_dimensions(1);
  dot->mutable_dot_dimension_numbers()->add_rhs_contracting_dimensions(0);
  dot->mutable_precision_config()->add_operand_precision(xs::PrecisionConfig::DEFAULT);
  dot->mutable_precision_config()->add_operand_precision(xs::PrecisionConfig::HIGHEST);
  xs::HloInstructionProto* dot2 =
      Add(entry_, "dot2", "dot", Array(xs::F32, {4, 8, 8}), 51, {1, 1});
  dot2->mutable_dot_dimension_numbers()->add_lhs_batch_dimensions(0);
  dot2->mutable_dot_dimension_numbers()->add_rhs_batch_dimensions(0);
  dot2->mutable_precision_config()->add_operand_precision(xs::PrecisionConfig::DEFAULT);
  dot2->mutable_precision_config()->set_algorithm(xs::PrecisionConfig::ALG_DOT_BF16_BF16_F32);

  xs::HloInstructionProto* conv =
      Add(entry_, "conv", "convolution", Array(xs::F32, {1, 4, 4, 8}), 52, {1, 2});
  for (int i = 0; i < 2; ++i) {
    xs::WindowDimension* w = conv->mutable_window()->add_dimensions();
    w->set_size(3);
    w->set_stride(2);
    w->set_padding_low(1);
    w->set_padding_high(1);
    w->set_window_dilation(1);
    w->set_base_dilation(1);
  }
  xs::ConvolutionDimensionNumbers* d = conv->mutable_convolution_dimension_numbers();
  d->set_input_batch_dimension(0);
  d->set_input_feature_dimension(3);
  d->add_input_spatial_dimensions(1);
  d->add_input_spatial_dimensions(2);
  d->set_kernel_input_feature_dimension(2);
  d->set_kernel_output_feature_dimension(3);
  d->add_kernel_spatial_dimensions(0);
  d->add_kernel_spatial_dimensions(1);
  d->set_output_batch_dimension(0);
  d->set_output_feature_dimension(3);
  d->add_output_spatial_dimensions(1);
  d->add_output_spatial_dimensions(2);
  conv->set_feature_group_count(2);
  conv->set_batch_group_count(1);

  std::unique_ptr<Module> module = Read();
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(Attrs(Find(*module, "dot")),
            "lhs_contracting_dims={1}, rhs_contracting_dims={0}, "
            "operand_precision={default,highest}");
  EXPECT_EQ(Find(*module, "dot")->dot_dimension_numbers().lhs_contracting_dimensions,
            std::vector<int64_t>{1});
  EXPECT_EQ(Attrs(Find(*module, "dot2")),
            "lhs_batch_dims={0}, lhs_contracting_dims={}, rhs_batch_dims={0}, "
            "rhs_contracting_dims={}, algorithm=alg_dot_bf16_bf16_f32");
  const Instruction* c = Find(*module, "conv");
  EXPECT_EQ(Attrs(c),
            "window={size=3 stride=2 pad=1_1 lhs=1 rhs=1; size=3 stride=2 pad=1_1 lhs=1 "
            "rhs=1}, dim_labels=b01f_01io->b01f, feature_group_count=2");
  ASSERT_NE(c->window(), nullptr);
  EXPECT_EQ(c->window()->dims.size(), 2u);
  ASSERT_NE(c->convolution_dimension_numbers(), nullptr);
  EXPECT_EQ(c->convolution_dimension_numbers()->input_feature_dimension, 3);
}

TEST_F(OpcodeAttributesTest, DataMovementOps) {
  xs::HloInstructionProto* slice = Add(entry_, "slice", "slice", Array(xs::F32, {2, 4}), 50, {1});
  for (auto [start, limit, stride] : {std::tuple{0, 4, 2}, std::tuple{2, 6, 1}}) {
    auto* s = slice->add_slice_dimensions();
    s->set_start(start);
    s->set_limit(limit);
    s->set_stride(stride);
  }
  xs::HloInstructionProto* pad = Add(entry_, "pad", "pad", Array(xs::F32, {6, 11}), 51, {1, 3});
  for (auto [lo, hi, in] : {std::tuple{1, 1, 0}, std::tuple{0, 2, 1}}) {
    auto* p = pad->mutable_padding_config()->add_dimensions();
    p->set_edge_padding_low(lo);
    p->set_edge_padding_high(hi);
    p->set_interior_padding(in);
  }
  xs::HloInstructionProto* ds =
      Add(entry_, "ds", "dynamic-slice", Array(xs::F32, {2, 8}), 52, {1, 3, 3});
  ds->add_dynamic_slice_sizes(2);
  ds->add_dynamic_slice_sizes(8);
  xs::HloInstructionProto* bc = Add(entry_, "bc", "broadcast", Array(xs::S32, {4}), 53, {3});
  (void)bc;
  xs::HloInstructionProto* tr = Add(entry_, "tr", "transpose", Array(xs::F32, {8, 4}), 54, {1});
  tr->add_dimensions(1);
  tr->add_dimensions(0);
  xs::HloInstructionProto* iota = Add(entry_, "iota", "iota", Array(xs::S32, {4, 8}), 55);
  iota->add_dimensions(1);
  xs::HloInstructionProto* tuple =
      Add(entry_, "tuple", "tuple", TupleOf({Array(xs::F32, {4, 8}), Scalar(xs::S32)}), 56,
          {1, 3});
  (void)tuple;
  xs::HloInstructionProto* gte =
      Add(entry_, "gte", "get-tuple-element", Scalar(xs::S32), 57, {56});
  gte->set_tuple_index(1);
  xs::HloInstructionProto* reshape =
      Add(entry_, "reshape", "reshape", Array(xs::F32, {32}), 58, {1});
  (void)reshape;
  xs::HloInstructionProto* gather =
      Add(entry_, "gather", "gather", Array(xs::F32, {2, 8}), 59, {1, 3});
  xs::GatherDimensionNumbers* g = gather->mutable_gather_dimension_numbers();
  g->add_offset_dims(1);
  g->add_collapsed_slice_dims(0);
  g->add_start_index_map(0);
  g->set_index_vector_dim(1);
  gather->add_gather_slice_sizes(1);
  gather->add_gather_slice_sizes(8);
  gather->set_indices_are_sorted(true);
  xs::HloInstructionProto* scatter =
      Add(entry_, "scatter", "scatter", Array(xs::F32, {4, 8}), 60, {1, 3, 1});
  xs::ScatterDimensionNumbers* s = scatter->mutable_scatter_dimension_numbers();
  s->add_update_window_dims(1);
  s->add_inserted_window_dims(0);
  s->add_scatter_dims_to_operand_dims(0);
  s->set_index_vector_dim(1);
  scatter->set_unique_indices(true);
  scatter->add_called_computation_ids(10);

  std::unique_ptr<Module> module = Read();
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(Attrs(Find(*module, "slice")), "slice={[0:4:2], [2:6:1]}");
  ASSERT_NE(Find(*module, "slice")->slice(), nullptr);
  EXPECT_EQ(Attrs(Find(*module, "pad")), "padding=1_1_0x0_2_1");
  ASSERT_NE(Find(*module, "pad")->padding(), nullptr);
  EXPECT_EQ(Attrs(Find(*module, "ds")), "dynamic_slice_sizes={2,8}");
  EXPECT_EQ(Attrs(Find(*module, "bc")), "dimensions={}");
  EXPECT_EQ(Attrs(Find(*module, "tr")), "dimensions={1,0}");
  EXPECT_EQ(Attrs(Find(*module, "iota")), "iota_dimension=1");
  EXPECT_EQ(Attrs(Find(*module, "tuple")), "");
  EXPECT_EQ(Find(*module, "gte")->tuple_index(), 1);
  EXPECT_EQ(Attrs(Find(*module, "reshape")), "");
  EXPECT_EQ(Attrs(Find(*module, "gather")),
            "offset_dims={1}, collapsed_slice_dims={0}, start_index_map={0}, "
            "index_vector_dim=1, slice_sizes={1,8}, indices_are_sorted=true");
  EXPECT_EQ(Attrs(Find(*module, "scatter")),
            "update_window_dims={1}, inserted_window_dims={0}, "
            "scatter_dims_to_operand_dims={0}, index_vector_dim=1, unique_indices=true, "
            "to_apply=%add_f32");
}

TEST_F(OpcodeAttributesTest, CalledComputationsByRole) {
  xs::HloInstructionProto* reduce =
      Add(entry_, "reduce", "reduce", Array(xs::F32, {4}), 50, {1, 3});
  reduce->add_dimensions(1);
  reduce->add_called_computation_ids(10);
  // XLA's proto lists a while's computations as {body, condition}.
  xs::HloInstructionProto* loop = Add(entry_, "loop", "while", Scalar(xs::S32), 51, {3});
  loop->add_called_computation_ids(30);
  loop->add_called_computation_ids(20);
  xs::HloInstructionProto* if_pred =
      Add(entry_, "if_pred", "conditional", Scalar(xs::S32), 52, {4, 3, 3});
  if_pred->add_called_computation_ids(30);
  if_pred->add_called_computation_ids(30);
  xs::HloInstructionProto* cases =
      Add(entry_, "cases", "conditional", Scalar(xs::S32), 53, {3, 3, 3, 3});
  for (int i = 0; i < 3; ++i) cases->add_called_computation_ids(30);
  xs::HloInstructionProto* sas =
      Add(entry_, "sas", "select-and-scatter", Array(xs::F32, {4, 8}), 54, {1, 1, 3});
  sas->mutable_window()->add_dimensions()->set_size(1);
  sas->add_called_computation_ids(20);
  sas->add_called_computation_ids(10);
  xs::HloInstructionProto* call = Add(entry_, "call", "call", Scalar(xs::S32), 55, {3});
  call->add_called_computation_ids(30);
  call->set_is_composite(true);
  xs::HloInstructionProto* sort = Add(entry_, "sort", "sort", Array(xs::F32, {4, 8}), 56, {1});
  sort->add_dimensions(1);
  sort->set_is_stable(true);
  sort->add_called_computation_ids(20);
  xs::HloInstructionProto* map = Add(entry_, "map", "map", Array(xs::F32, {4, 8}), 57, {1, 1});
  map->add_dimensions(0);
  map->add_dimensions(1);
  map->add_called_computation_ids(10);

  std::unique_ptr<Module> module = Read();
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(Attrs(Find(*module, "reduce")), "dimensions={1}, to_apply=%add_f32");
  const Instruction* loop_inst = Find(*module, "loop");
  EXPECT_EQ(Attrs(loop_inst), "condition=%cond, body=%body");
  EXPECT_EQ(loop_inst->called_computation("body")->name(), "body");
  EXPECT_EQ(Attrs(Find(*module, "if_pred")),
            "true_computation=%body, false_computation=%body");
  EXPECT_EQ(Attrs(Find(*module, "cases")),
            "branch_computations={%body, %body, %body}");
  EXPECT_EQ(Attrs(Find(*module, "sas")),
            "window={size=1 stride=0 pad=0_0 lhs=0 rhs=0}, select=%cond, scatter=%add_f32");
  EXPECT_EQ(Attrs(Find(*module, "call")), "to_apply=%body, is_composite=true");
  EXPECT_EQ(Attrs(Find(*module, "sort")),
            "dimensions={1}, is_stable=true, to_apply=%cond");
  EXPECT_EQ(Attrs(Find(*module, "map")), "dimensions={0,1}, to_apply=%add_f32");
  // Callees first in post order.
  std::vector<Computation*> order = module->MakeComputationPostOrder();
  EXPECT_EQ(order.back()->name(), "main");
}

TEST_F(OpcodeAttributesTest, FusionCustomCallAndAsync) {
  xs::HloComputationProto* fused = AddComputation(&module_, "fused", 60);
  Param(fused, "fp", Array(xs::F32, {4, 8}), 61, 0);
  Add(fused, "neg", "negate", Array(xs::F32, {4, 8}), 62, {61});
  fused->set_is_fusion_computation(true);

  xs::HloInstructionProto* fusion =
      Add(entry_, "fusion", "fusion", Array(xs::F32, {4, 8}), 50, {1});
  fusion->set_fusion_kind("kLoop");
  fusion->add_called_computation_ids(60);
  xs::OutputOperandAliasing* alias = fusion->add_output_operand_aliasing();
  alias->set_operand_index(0);
  fusion->set_backend_config(R"({"flag_configs":[],"scoped_memory_configs":[]})");

  xs::HloInstructionProto* cc =
      Add(entry_, "cc", "custom-call", Array(xs::F32, {4, 8}), 51, {1});
  cc->set_custom_call_target("tpu_custom_call");
  cc->set_custom_call_api_version(xs::API_VERSION_STATUS_RETURNING);
  cc->set_custom_call_schedule(xs::SCHEDULE_LATEST);
  cc->set_custom_call_has_side_effect(true);
  cc->add_called_computation_ids(10);
  cc->set_backend_config("opaque \"bytes\"");
  xs::HloInstructionProto* cc_default =
      Add(entry_, "cc_default", "custom-call", Array(xs::F32, {4, 8}), 52, {1});
  cc_default->set_custom_call_target("Sharding");
  cc_default->set_custom_call_api_version(xs::API_VERSION_ORIGINAL);

  xs::HloComputationProto* wrapped = AddComputation(&module_, "wrapped", 70);
  Param(wrapped, "wp", Array(xs::F32, {4, 8}), 71, 0);
  Add(wrapped, "wcc", "custom-call", Array(xs::F32, {4, 8}), 72, {71})
      ->set_custom_call_target("foo");
  xs::HloInstructionProto* start = Add(
      entry_, "start", "async-start",
      TupleOf({TupleOf({Array(xs::F32, {4, 8})}), Array(xs::F32, {4, 8}), Scalar(xs::U32)}),
      53, {1});
  start->add_called_computation_ids(70);
  start->set_async_execution_thread("sparsecore");
  xs::HloInstructionProto* done =
      Add(entry_, "done", "async-done", Array(xs::F32, {4, 8}), 54, {53});
  done->add_called_computation_ids(70);
  done->set_async_execution_thread("main");
  xs::HloInstructionProto* copy_start = Add(
      entry_, "cs", "copy-start",
      TupleOf({Array(xs::F32, {4, 8}), Array(xs::F32, {4, 8}), Scalar(xs::U32)}), 55, {1});
  copy_start->set_cross_program_prefetch_index(0);

  std::unique_ptr<Module> module = Read();
  ASSERT_NE(module, nullptr);
  const Instruction* f = Find(*module, "fusion");
  EXPECT_EQ(Attrs(f),
            "kind=kLoop, output_to_operand_aliasing={{}: (0, {})}, calls=%fused, "
            R"(backend_config={"flag_configs":[],"scoped_memory_configs":[]})");
  EXPECT_EQ(f->fusion_kind(), "kLoop");
  EXPECT_EQ(f->fused_computation()->name(), "fused");
  EXPECT_TRUE(f->fused_computation()->IsFusionComputation());
  EXPECT_EQ(f->backend_config(), R"({"flag_configs":[],"scoped_memory_configs":[]})");
  ASSERT_NE(f->output_to_operand_aliasing(), nullptr);
  EXPECT_EQ(f->FindAttribute("backend_config")->kind, AttrKind::kRaw);

  const Instruction* c = Find(*module, "cc");
  EXPECT_EQ(Attrs(c),
            "custom_call_target=\"tpu_custom_call\", custom_call_has_side_effect=true, "
            "schedule=SCHEDULE_LATEST, api_version=API_VERSION_STATUS_RETURNING, "
            "called_computations={%add_f32}, backend_config=\"opaque \"bytes\"\"");
  EXPECT_EQ(c->custom_call_target(), "tpu_custom_call");
  EXPECT_EQ(c->FindAttribute("backend_config")->kind, AttrKind::kString);
  EXPECT_EQ(Attrs(Find(*module, "cc_default")), "custom_call_target=\"Sharding\"");
  EXPECT_EQ(Attrs(Find(*module, "start")),
            "async_execution_thread=\"sparsecore\", calls=%wrapped");
  EXPECT_EQ(Attrs(Find(*module, "done")), "");
  EXPECT_EQ(Attrs(Find(*module, "cs")), "cross_program_prefetch_index=0");
}

TEST_F(OpcodeAttributesTest, CollectivesAndChannels) {
  xs::HloInstructionProto* ar =
      Add(entry_, "ar", "all-reduce", Array(xs::F32, {4, 8}), 50, {1});
  ar->set_channel_id(3);
  for (std::vector<int64_t> group : {std::vector<int64_t>{0, 1}, {2, 3}}) {
    xs::ReplicaGroup* g = ar->add_replica_groups();
    for (int64_t id : group) g->add_replica_ids(id);
  }
  ar->set_use_global_device_ids(true);
  ar->add_called_computation_ids(10);
  xs::HloInstructionProto* ar_iota =
      Add(entry_, "ar_iota", "all-reduce", Array(xs::F32, {4, 8}), 51, {1});
  xs::IotaReplicaGroupListProto* iota =
      ar_iota->mutable_collective_device_list()->mutable_iota_replica_group_list();
  iota->set_num_replica_groups(4);
  iota->set_num_devices_per_group(2);
  iota->add_iota_reshape_dims(2);
  iota->add_iota_reshape_dims(4);
  iota->add_iota_transpose_perm(1);
  iota->add_iota_transpose_perm(0);
  ar_iota->add_called_computation_ids(10);
  xs::HloInstructionProto* ag =
      Add(entry_, "ag", "all-gather", Array(xs::F32, {8, 8}), 52, {1});
  ag->add_dimensions(0);
  ag->set_constrain_layout(true);
  xs::HloInstructionProto* cp =
      Add(entry_, "cp", "collective-permute", Array(xs::F32, {4, 8}), 53, {1});
  cp->set_channel_id(7);
  for (auto [s, t] : {std::pair{0, 1}, std::pair{1, 0}}) {
    xs::SourceTarget* st = cp->add_source_target_pairs();
    st->set_source(s);
    st->set_target(t);
  }
  xs::HloInstructionProto* token = Add(entry_, "tok", "after-all", Scalar(xs::TOKEN), 54);
  (void)token;
  xs::HloInstructionProto* send = Add(
      entry_, "send", "send", TupleOf({Array(xs::F32, {4, 8}), Scalar(xs::U32), Scalar(xs::TOKEN)}),
      55, {1, 54});
  send->set_channel_id(9);
  send->set_is_host_transfer(true);
  xs::HloInstructionProto* legacy =
      Add(entry_, "legacy", "all-reduce", Array(xs::F32, {4, 8}), 56, {1});
  legacy->set_all_reduce_id(5);
  legacy->add_called_computation_ids(10);

  std::unique_ptr<Module> module = Read();
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(Attrs(Find(*module, "ar")),
            "channel_id=3, replica_groups={{0,1},{2,3}}, use_global_device_ids=true, "
            "to_apply=%add_f32");
  EXPECT_EQ(Find(*module, "ar")->GetIntLists("replica_groups")->size(), 2u);
  EXPECT_EQ(Attrs(Find(*module, "ar_iota")),
            "replica_groups=[4,2]<=[2,4]T(1,0), to_apply=%add_f32");
  EXPECT_EQ(Attrs(Find(*module, "ag")),
            "replica_groups={}, constrain_layout=true, dimensions={0}");
  EXPECT_EQ(Attrs(Find(*module, "cp")), "channel_id=7, source_target_pairs={{0,1},{1,0}}");
  EXPECT_EQ(Attrs(Find(*module, "send")), "channel_id=9, is_host_transfer=true");
  EXPECT_EQ(Attrs(Find(*module, "legacy")),
            "channel_id=5, replica_groups={}, to_apply=%add_f32");
}

TEST_F(OpcodeAttributesTest, CompareConstantsShardingAndMiscellany) {
  xs::HloInstructionProto* cmp_f =
      Add(entry_, "cmp_f", "compare", Array(xs::PRED, {4, 8}), 50, {1, 1});
  cmp_f->set_comparison_direction("LT");
  cmp_f->set_comparison_type("FLOAT");
  xs::HloInstructionProto* cmp_t =
      Add(entry_, "cmp_t", "compare", Array(xs::PRED, {4, 8}), 51, {1, 1});
  cmp_t->set_comparison_direction("GE");
  cmp_t->set_comparison_type("TOTALORDER");

  xs::HloInstructionProto* k = Add(entry_, "k", "constant", Array(xs::S32, {2, 2}), 52);
  *k->mutable_literal()->mutable_shape() = Array(xs::S32, {2, 2});
  for (int v : {1, 2, 3, 4}) k->mutable_literal()->add_s32s(v);
  xs::HloInstructionProto* big = Add(entry_, "big", "constant", Array(xs::F32, {1000}), 53);
  big->mutable_literal()->add_f32s(1.0f);  // Data does not match the shape.

  xs::HloInstructionProto* sharded =
      Add(entry_, "sharded", "copy", Array(xs::F32, {4, 8}), 54, {1});
  xs::OpSharding* sh = sharded->mutable_sharding();
  sh->set_type(xs::OpSharding::OTHER);
  sh->add_tile_assignment_dimensions(2);
  sh->add_tile_assignment_dimensions(1);
  sh->add_tile_assignment_devices(1);
  sh->add_tile_assignment_devices(0);
  (*sharded->mutable_frontend_attributes()->mutable_map())["_xla_stream"] = "1";
  (*sharded->mutable_frontend_attributes()->mutable_map())["_a"] = R"({"k":1})";
  sharded->add_control_predecessor_ids(3);

  xs::HloInstructionProto* rng = Add(entry_, "rng", "rng", Array(xs::F32, {4}), 55, {3, 3});
  rng->set_distribution(xs::RNG_UNIFORM);
  xs::HloInstructionProto* rbg = Add(entry_, "rbg", "rng-bit-generator",
                                     TupleOf({Array(xs::U64, {2}), Array(xs::U32, {4})}), 56,
                                     {3});
  rbg->set_rng_algorithm(xs::RNG_THREE_FRY);
  xs::HloInstructionProto* topk = Add(entry_, "topk", "topk",
                                      TupleOf({Array(xs::F32, {4, 2}), Array(xs::S32, {4, 2})}),
                                      57, {1});
  topk->set_k(2);
  topk->set_largest(true);
  xs::HloInstructionProto* bn = Add(entry_, "bn", "batch-norm-inference",
                                    Array(xs::F32, {4, 8}), 58, {1, 1, 1, 1, 1});
  bn->set_epsilon(0.001f);
  bn->set_feature_index(1);
  xs::HloInstructionProto* rp =
      Add(entry_, "rp", "reduce-precision", Array(xs::F32, {4, 8}), 59, {1});
  rp->set_exponent_bits(5);
  rp->set_mantissa_bits(10);
  xs::HloInstructionProto* tanh = Add(entry_, "tanh", "tanh", Array(xs::F32, {4, 8}), 60, {1});
  tanh->mutable_result_accuracy()->set_mode(xs::ResultAccuracy::HIGHEST);
  xs::HloInstructionProto* infeed = Add(entry_, "infeed", "infeed",
                                        TupleOf({Array(xs::F32, {4}), Scalar(xs::TOKEN)}), 61,
                                        {54});
  infeed->set_infeed_config("cfg");
  entry_->mutable_instructions(2)->mutable_parameter_replication()
      ->add_replicated_at_leaf_buffers(true);

  std::unique_ptr<Module> module = Read();
  ASSERT_NE(module, nullptr);
  EXPECT_EQ(Attrs(Find(*module, "cmp_f")), "direction=LT");
  EXPECT_EQ(Attrs(Find(*module, "cmp_t")), "direction=GE, type=TOTALORDER");
  EXPECT_EQ(Find(*module, "k")->literal(), "{ { 1, 2 }, { 3, 4 } }");
  EXPECT_EQ(Find(*module, "big")->literal(), "{...}");
  const Instruction* s = Find(*module, "sharded");
  EXPECT_EQ(Attrs(s),
            "sharding={devices=[2,1]1,0}, "
            R"(frontend_attributes={_a={"k":1},_xla_stream="1"})");
  EXPECT_EQ(s->sharding(), "{devices=[2,1]1,0}");
  ASSERT_EQ(s->control_predecessors().size(), 1u);
  EXPECT_EQ(s->control_predecessors()[0]->name(), "i");
  EXPECT_EQ(Attrs(Find(*module, "rng")), "distribution=rng_uniform");
  EXPECT_EQ(Attrs(Find(*module, "rbg")), "algorithm=rng_three_fry");
  EXPECT_EQ(Attrs(Find(*module, "topk")), "k=2, largest=true");
  EXPECT_EQ(Attrs(Find(*module, "bn")), "epsilon=0.001, feature_index=1");
  EXPECT_EQ(Attrs(Find(*module, "rp")), "exponent_bits=5, mantissa_bits=10");
  EXPECT_EQ(Attrs(Find(*module, "tanh")), "result_accuracy={mode=highest}");
  EXPECT_EQ(Attrs(Find(*module, "infeed")), "infeed_config=\"cfg\"");
  EXPECT_EQ(Attrs(Find(*module, "i")), "parameter_replication={true}");
}

TEST_F(OpcodeAttributesTest, CalledComputationCountsAreChecked) {
  Add(entry_, "loop", "while", Scalar(xs::S32), 50, {3})->add_called_computation_ids(30);
  absl::StatusOr<std::unique_ptr<Module>> module = ReadBinary(module_);
  ASSERT_FALSE(module.ok());
  EXPECT_THAT(module.status().message(),
              HasSubstr("instruction \"loop\" (id 50) in computation \"main\" (while) "
                        "calls 1 computations; expected 2"));
}

// --- Module-level data ----------------------------------------------------

TEST(HloProtoReaderTest, ScheduleAliasingDonorsLayoutAndCounts) {
  xs::HloModuleProto m = SimpleModule();
  // Schedule p1 before p0.
  auto& seq = (*m.mutable_schedule()->mutable_sequences())[100];
  for (int64_t id : {2, 1, 3}) seq.add_instruction_ids(id);
  xs::HloInputOutputAliasProto::AliasEntryProto* alias =
      m.mutable_input_output_alias()->add_entries();
  alias->set_parameter_number(1);
  alias->set_kind(xs::MUST_ALIAS);
  xs::HloBufferDonorProto::BufferDonorEntryProto* donor = m.mutable_buffer_donor()->add_entries();
  donor->set_parameter_number(0);
  donor->add_parameter_shape_index(0);
  *m.mutable_host_program_shape()->add_parameters() = Array(xs::F32, {4});
  *m.mutable_host_program_shape()->add_parameters() = Array(xs::F32, {4});
  *m.mutable_host_program_shape()->mutable_result() = Array(xs::F32, {4});
  m.mutable_device_assignment()->set_replica_count(2);
  m.mutable_device_assignment()->set_computation_count(1);
  (*m.mutable_frontend_attributes()->mutable_map())["xla_sdy"] = "x";

  std::unique_ptr<Module> module = ReadOk(m);
  ASSERT_NE(module, nullptr);
  EXPECT_TRUE(module->is_scheduled());
  std::vector<std::string> order;
  for (const auto& i : module->entry()->instructions()) order.push_back(i->name());
  EXPECT_EQ(order, (std::vector<std::string>{"p1", "p0", "add"}));
  ASSERT_EQ(module->input_output_alias.size(), 1u);
  EXPECT_EQ(module->input_output_alias[0],
            (InputOutputAlias{{}, 1, {}, /*must_alias=*/true}));
  ASSERT_EQ(module->buffer_donors.size(), 1u);
  EXPECT_EQ(module->buffer_donors[0], (BufferDonor{0, {0}}));
  ASSERT_TRUE(module->entry_computation_layout.has_value());
  EXPECT_EQ(module->entry_computation_layout->parameters.size(), 2u);
  EXPECT_EQ(module->entry_computation_layout->result.ToString(), "f32[4]{0}");
  EXPECT_EQ(module->replica_count, 2);
  EXPECT_FALSE(module->num_partitions.has_value());
  ASSERT_EQ(module->other_attributes.size(), 1u);
  EXPECT_EQ(SummarizeAttribute(module->other_attributes[0]),
            "frontend_attributes={xla_sdy=\"x\"}");
}

TEST(HloProtoReaderTest, ScheduleErrorsNameComputationAndId) {
  xs::HloModuleProto m = SimpleModule();
  auto& seq = (*m.mutable_schedule()->mutable_sequences())[100];
  for (int64_t id : {2, 1, 33}) seq.add_instruction_ids(id);
  EXPECT_THAT(ErrorOf(m), HasSubstr("schedule of computation \"main\" names instruction "
                                    "id 33, which is not one of its instructions"));
  seq.set_instruction_ids(2, 3);
  (*m.mutable_schedule()->mutable_sequences())[555].add_instruction_ids(1);
  EXPECT_THAT(ErrorOf(m), HasSubstr("schedule names computation id 555"));
  m.mutable_schedule()->mutable_sequences()->erase(555);
  seq.mutable_instruction_ids()->RemoveLast();
  EXPECT_THAT(ErrorOf(m), HasSubstr("schedule of computation main has 2 instructions but "
                                    "the computation has 3"));
}

// --- Buffer assignment ----------------------------------------------------

xs::HloProto WithBufferAssignment() {
  xs::HloProto proto;
  *proto.mutable_hlo_module() = SimpleModule();
  xs::BufferAssignmentProto* ba = proto.mutable_buffer_assignment();
  for (int64_t id : {1, 2, 3}) {
    xs::LogicalBufferProto* b = ba->add_logical_buffers();
    b->set_id(id - 1);
    b->set_size(16);
    b->mutable_defined_at()->set_instruction_id(id);
  }
  ba->mutable_logical_buffers(2)->set_color(1);
  ba->mutable_logical_buffers(2)->mutable_defined_at()->add_shape_index(0);
  xs::BufferAssignmentProto::BufferAlias* alias = ba->add_buffer_aliases();
  alias->set_source_buffer_id(2);
  alias->mutable_location()->set_instruction_id(3);
  xs::BufferAllocationProto* param = ba->add_buffer_allocations();
  param->set_size(16);
  param->set_is_entry_computation_parameter(true);
  param->set_parameter_number(1);
  param->add_parameter_shape_index(0);
  param->add_assigned()->set_logical_buffer_id(1);
  param->mutable_assigned(0)->set_size(16);
  xs::BufferAllocationProto* temp = ba->add_buffer_allocations();
  temp->set_index(1);
  temp->set_size(32);
  temp->set_maybe_live_out(true);
  temp->set_color(1);
  temp->set_is_tuple(true);
  temp->set_is_thread_local(true);
  temp->set_is_constant(true);
  temp->set_is_parameter_aliased_with_output(true);
  xs::BufferAllocationProto::Assigned* a = temp->add_assigned();
  a->set_logical_buffer_id(2);
  a->set_offset(16);
  a->set_size(16);
  xs::HeapSimulatorTrace* trace = ba->add_heap_simulator_traces();
  trace->set_buffer_allocation_index(1);
  trace->set_whole_module_simulation(true);
  xs::HeapSimulatorTrace::Event* alloc = trace->add_events();
  alloc->set_kind(xs::HeapSimulatorTrace::Event::ALLOC);
  alloc->set_buffer_id(2);
  alloc->set_computation_name("main");
  alloc->set_instruction_name("add");
  xs::HeapSimulatorTrace::Event* share = trace->add_events();
  share->set_kind(xs::HeapSimulatorTrace::Event::SHARE_WITH);
  share->set_buffer_id(1);
  share->set_share_with_canonical_id(2);
  trace->add_events()->set_kind(xs::HeapSimulatorTrace::Event::FREE);
  trace->mutable_events(2)->set_buffer_id(2);
  return proto;
}

TEST(HloProtoReaderTest, KeepsTheBufferAssignment) {
  std::unique_ptr<Module> module = ReadOk(WithBufferAssignment());
  ASSERT_NE(module, nullptr);
  ASSERT_TRUE(module->buffer_assignment.has_value());
  const BufferAssignmentRecord& ba = *module->buffer_assignment;
  ASSERT_EQ(ba.logical_buffers.size(), 3u);
  EXPECT_EQ(ba.logical_buffers[2].id, 2);
  EXPECT_EQ(ba.logical_buffers[2].size, 16);
  EXPECT_EQ(ba.logical_buffers[2].instruction_id, 3);
  EXPECT_EQ(ba.logical_buffers[2].shape_index, std::vector<int64_t>{0});
  EXPECT_EQ(ba.logical_buffers[2].color, 1);
  ASSERT_EQ(ba.buffer_aliases.size(), 1u);
  EXPECT_EQ(ba.buffer_aliases[0].source_buffer_id, 2);
  EXPECT_EQ(ba.buffer_aliases[0].instruction_id, 3);
  ASSERT_EQ(ba.buffer_allocations.size(), 2u);
  const BufferAllocationRecord& param = ba.buffer_allocations[0];
  EXPECT_TRUE(param.is_entry_computation_parameter);
  EXPECT_EQ(param.parameter_number, 1);
  EXPECT_EQ(param.parameter_shape_index, std::vector<int64_t>{0});
  const BufferAllocationRecord& temp = ba.buffer_allocations[1];
  EXPECT_EQ(temp.index, 1);
  EXPECT_EQ(temp.size, 32);
  EXPECT_TRUE(temp.maybe_live_out && temp.is_tuple && temp.is_thread_local &&
              temp.is_constant && temp.is_parameter_aliased_with_output);
  EXPECT_EQ(temp.color, 1);
  ASSERT_EQ(temp.assigned.size(), 1u);
  EXPECT_EQ(temp.assigned[0].offset, 16);
  ASSERT_EQ(ba.heap_simulator_traces.size(), 1u);
  const HeapSimulatorTraceRecord& trace = ba.heap_simulator_traces[0];
  EXPECT_TRUE(trace.whole_module_simulation);
  EXPECT_EQ(trace.buffer_allocation_index, 1);
  ASSERT_EQ(trace.events.size(), 3u);
  EXPECT_EQ(trace.events[0].kind, HeapEventRecord::Kind::kAlloc);
  EXPECT_EQ(trace.events[0].instruction_name, "add");
  EXPECT_EQ(trace.events[1].kind, HeapEventRecord::Kind::kShareWith);
  EXPECT_EQ(trace.events[1].share_with_canonical_id, 2);
  EXPECT_EQ(trace.events[2].kind, HeapEventRecord::Kind::kFree);
}

TEST(HloProtoReaderTest, BufferAssignmentIdsMustResolve) {
  xs::HloProto proto = WithBufferAssignment();
  proto.mutable_buffer_assignment()->mutable_buffer_allocations(1)->mutable_assigned(0)
      ->set_logical_buffer_id(77);
  EXPECT_THAT(ErrorOf(proto), HasSubstr("allocation 1 refers to unknown logical buffer 77"));

  proto = WithBufferAssignment();
  proto.mutable_buffer_assignment()->mutable_logical_buffers(0)->mutable_defined_at()
      ->set_instruction_id(99);
  EXPECT_THAT(ErrorOf(proto),
              HasSubstr("logical buffer 0 is defined at unknown instruction id 99"));

  proto = WithBufferAssignment();
  proto.mutable_buffer_assignment()->mutable_heap_simulator_traces(0)->mutable_events(1)
      ->set_share_with_canonical_id(12);
  EXPECT_THAT(ErrorOf(proto), HasSubstr("refers to unknown logical buffer 12"));

  proto = WithBufferAssignment();
  proto.mutable_buffer_assignment()->mutable_heap_simulator_traces(0)->mutable_events(2)
      ->set_kind(static_cast<xs::HeapSimulatorTrace::Event::Kind>(7));
  EXPECT_THAT(ErrorOf(proto), HasSubstr("has unknown kind 7"));

  proto = WithBufferAssignment();
  proto.mutable_buffer_assignment()->mutable_logical_buffers(1)->set_id(0);
  EXPECT_THAT(ErrorOf(proto), HasSubstr("logical buffer 0 appears twice"));

  // Older files name the instruction instead of giving its id.
  proto = WithBufferAssignment();
  auto* at = proto.mutable_buffer_assignment()->mutable_logical_buffers(0)->mutable_defined_at();
  at->set_instruction_id(0);
  at->set_instruction_name("p0");
  EXPECT_NE(ReadOk(proto), nullptr);
}

// --- Containers -----------------------------------------------------------

TEST(HloProtoReaderTest, TellsContainersApartByContent) {
  const std::string bare = SummarizeModule(*ReadOk(SimpleModule()));

  xs::HloProto hlo_proto;
  *hlo_proto.mutable_hlo_module() = SimpleModule();
  EXPECT_EQ(SummarizeModule(*ReadOk(hlo_proto)), bare);

  tpu_graphs_schema::ModuleTuningData tuning;
  *tuning.mutable_module() = SimpleModule();
  tuning.set_fingerprint(1647297092728839203u);
  tuning.add_config_index_to_node(4);
  EXPECT_EQ(SummarizeModule(*ReadOk(tuning)), bare);

  // Runs only (field 3 repeated, no fingerprint): still the tuning wrapper.
  tuning.clear_fingerprint();
  tuning.clear_config_index_to_node();
  std::string bytes = tuning.SerializeAsString();
  const std::string run("\x1a\x02\x18\x01", 4);  // runs { error: true }
  bytes += run + run;
  absl::StatusOr<std::unique_ptr<Module>> from_runs = ReadHloProtoBinary(bytes, "t.pb");
  ASSERT_THAT(from_runs, IsOk());
  EXPECT_EQ(SummarizeModule(**from_runs), bare);

  // A module without entry name or ids: fields 1 (name) and 3 only.
  xs::HloModuleProto minimal = SimpleModule();
  minimal.clear_entry_computation_name();
  minimal.clear_entry_computation_id();
  std::unique_ptr<Module> m = ReadOk(minimal);
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->name(), "simple");
  EXPECT_EQ(m->entry()->name(), "main");
}

// A conversion error in a binary proto gives the byte offset of the
// definition it names (issue 16: binary protos have no lines).
TEST(HloProtoReaderTest, BinaryConversionErrorsCarryTheByteOffset) {
  xs::HloModuleProto m = SimpleModule();
  m.mutable_computations(0)->mutable_instructions(2)->set_opcode("nope");
  const std::string bytes = m.SerializeAsString();
  const size_t at = bytes.find(std::string("\x0a\x03" "add"));
  ASSERT_NE(at, std::string::npos);
  ASSERT_GT(at, 0u);
  EXPECT_THAT(ErrorOf(m), HasSubstr(absl::StrCat("(its name field is at byte ", at, " of the file)")));
  // A verifier fault too: add's shape no longer matches its operands'.
  m = SimpleModule();
  *m.mutable_computations(0)->mutable_instructions(2)->mutable_shape() = Array(xs::F32, {5});
  const std::string error = ErrorOf(m);
  EXPECT_THAT(error, HasSubstr("\"add\""));
  EXPECT_THAT(error, HasSubstr("of the file)"));
}

TEST(HloProtoReaderTest, BinaryGarbageIsAnErrorNamingTheFile) {
  const std::string good = WithBufferAssignment().SerializeAsString();
  for (size_t cut : {size_t{1}, size_t{7}, good.size() / 2, good.size() - 1}) {
    absl::StatusOr<std::unique_ptr<Module>> m =
        ReadHloProtoBinary(absl::string_view(good).substr(0, cut), "cut.pb");
    ASSERT_FALSE(m.ok()) << cut;
    EXPECT_EQ(m.status().code(), absl::StatusCode::kInvalidArgument);
    EXPECT_TRUE(absl::StartsWith(m.status().message(), "cut.pb: ")) << m.status();
  }
  for (absl::string_view junk :
       {absl::string_view(""), absl::string_view("\xff\xff\xff\xff\xff", 5),
        absl::string_view("\x00\x01\x02", 3), absl::string_view("HloModule m\n"),
        absl::string_view("\x0a\xff\xff\xff\xff\x0f", 6)}) {
    absl::StatusOr<std::unique_ptr<Module>> m = ReadHloProtoBinary(junk, "junk.pb");
    ASSERT_FALSE(m.ok());
    EXPECT_TRUE(absl::StartsWith(m.status().message(), "junk.pb: ")) << m.status();
  }
  // Every single-byte corruption either reads or fails cleanly.
  for (size_t i = 0; i < good.size(); ++i) {
    std::string bad = good;
    bad[i] = static_cast<char>(bad[i] ^ 0x5a);
    absl::StatusOr<std::unique_ptr<Module>> m = ReadHloProtoBinary(bad, "flip.pb");
    if (!m.ok()) {
      EXPECT_TRUE(absl::StartsWith(m.status().message(), "flip.pb: "));
    }
  }
}

TEST(HloProtoReaderTest, UnknownReferencesAreErrors) {
  xs::HloModuleProto m = SimpleModule();
  m.mutable_computations(0)->mutable_instructions(2)->set_operand_ids(1, 42);
  EXPECT_THAT(ErrorOf(m), HasSubstr("instruction \"add\" (id 3) in computation \"main\" "
                                    "has operand id 42, which is not an instruction of "
                                    "its computation"));
  m = SimpleModule();
  m.mutable_computations(0)->mutable_instructions(2)->add_control_predecessor_ids(8);
  EXPECT_THAT(ErrorOf(m), HasSubstr("has control predecessor id 8"));
  m = SimpleModule();
  m.mutable_computations(0)->mutable_instructions(2)->add_called_computation_ids(9);
  EXPECT_THAT(ErrorOf(m), HasSubstr("calls computation id 9, which is not in the module"));
  m = SimpleModule();
  m.mutable_computations(0)->set_root_id(17);
  EXPECT_THAT(ErrorOf(m), HasSubstr("computation \"main\" has root id 17"));
  m = SimpleModule();
  m.set_entry_computation_id(5);
  EXPECT_THAT(ErrorOf(m), HasSubstr("entry computation id 5 is not a computation"));
  m = SimpleModule();
  m.set_entry_computation_id(0);
  m.set_entry_computation_name("nope");
  EXPECT_THAT(ErrorOf(m), HasSubstr("entry computation \"nope\""));
  m = SimpleModule();
  m.mutable_computations(0)->mutable_instructions(2)->set_opcode("frobnicate");
  EXPECT_THAT(ErrorOf(m), HasSubstr("has unknown opcode \"frobnicate\""));
  m = SimpleModule();
  m.mutable_computations(0)->mutable_instructions(1)->set_id(1);
  EXPECT_THAT(ErrorOf(m), HasSubstr("has the same id as an earlier instruction"));
  m = SimpleModule();
  *m.add_computations() = m.computations(0);
  EXPECT_THAT(ErrorOf(m), HasSubstr("two computations have id 100"));
  m = SimpleModule();
  m.mutable_computations(0)->mutable_instructions(1)->set_parameter_number(5);
  EXPECT_THAT(ErrorOf(m), HasSubstr("missing parameter 1"));
  m = SimpleModule();
  m.clear_computations();
  EXPECT_THAT(ErrorOf(m), HasSubstr("has no computations"));
  m = SimpleModule();
  m.mutable_computations(0)->mutable_instructions(2)->set_opcode("fusion");
  EXPECT_THAT(ErrorOf(m), HasSubstr("instruction \"add\" (id 3) in computation \"main\": "
                                    "fusion has no fusion_kind"));
}

// --- Text protos ----------------------------------------------------------

TEST(HloProtoReaderTest, TextFormReadsLikeBinary) {
  xs::HloProto proto = WithBufferAssignment();
  std::string text;
  ASSERT_TRUE(google::protobuf::TextFormat::PrintToString(proto, &text));
  absl::StatusOr<std::unique_ptr<Module>> from_text = ReadHloProtoText(text, "t.txt");
  ASSERT_THAT(from_text, IsOk());
  EXPECT_EQ(SummarizeModule(**from_text), SummarizeModule(*ReadOk(proto)));

  // A bare module, and the tuning wrapper.
  ASSERT_TRUE(google::protobuf::TextFormat::PrintToString(SimpleModule(), &text));
  from_text = ReadHloProtoText(text, "m.txt");
  ASSERT_THAT(from_text, IsOk());
  EXPECT_EQ((*from_text)->name(), "simple");
  tpu_graphs_schema::ModuleTuningData tuning;
  *tuning.mutable_module() = SimpleModule();
  tuning.set_fingerprint(7);
  ASSERT_TRUE(google::protobuf::TextFormat::PrintToString(tuning, &text));
  from_text = ReadHloProtoText("# comment\n" + text + "runs { error: true }\n", "mtd.txt");
  ASSERT_THAT(from_text, IsOk());
  EXPECT_EQ((*from_text)->instruction_count(), 3);
}

TEST(HloProtoReaderTest, TextSkipsUnknownFieldsAndRecoversNumberedOnes) {
  const std::string text = R"pb(
    hlo_module {
      name: "m"
      computations {
        name: "sum" id: 5 root_id: 6
        instructions { name: "s" opcode: "parameter" id: 6 shape { element_type: F32 } }
      }
      computations {
        name: "main"
        id: 1
        root_id: 3
        instructions { name: "p" opcode: "parameter" id: 2
          shape { element_type: F32 dimensions: 8 layout { minor_to_major: 0 } }
          statistics_viz { stat_index_to_visualize: 1 }
          metadata { 7: 18446744073709551615 op_name: "x" }
        }
        instructions { name: "ar" opcode: "all-reduce" id: 3 operand_ids: 2
          called_computation_ids: 5
          shape { element_type: F32 dimensions: 8 layout { minor_to_major: 0 } }
          collective_device_list { 2 { 1: 4 2: 2 3: "\002\004" 4: "\001\000" } }
          99: "unknown"
          future_field { a: 1 b: [1, 2] c: ENUM_VALUE }
        }
      }
      stack_frame_index { file_names: "f.py" }
    }
  )pb";
  absl::StatusOr<std::unique_ptr<Module>> module = ReadHloProtoText(text, "n.txt");
  ASSERT_THAT(module, IsOk());
  EXPECT_EQ(Attrs(Find(**module, "ar")),
            "replica_groups=[4,2]<=[2,4]T(1,0), to_apply=%sum");
  EXPECT_EQ(Find(**module, "p")->metadata().op_name, "x");
}

TEST(HloProtoReaderTest, TextRecordsWhereEachNameIsWritten) {
  // Line and byte column of each `name:` (protobuf counts a tab as up to 8
  // columns; ours are bytes). A binary proto has no positions.
  const std::string text =
      "hlo_module {\n"                                                       // 1
      "  name: \"m\"\n"                                                      // 2
      "  computations {\n"                                                   // 3
      "\tname: \"main\" id: 1 root_id: 3\n"                                  // 4
      "    instructions {\n"                                                 // 5
      "      opcode: \"parameter\" id: 2 name: \"p\"\n"                      // 6
      "      shape { element_type: F32 }\n"                                  // 7
      "    }\n"                                                              // 8
      "    instructions {\n"                                                 // 9
      "\t\tname: \"n\" opcode: \"negate\" id: 3 operand_ids: 2\n"            // 10
      "      shape { element_type: F32 }\n"                                  // 11
      "    }\n"                                                              // 12
      "  }\n"                                                                // 13
      "}\n";
  absl::StatusOr<std::unique_ptr<Module>> module = ReadHloProtoText(text, "l.txt");
  ASSERT_THAT(module, IsOk());
  EXPECT_EQ((*module)->entry()->input_location(), (InputLocation{4, 2}));
  EXPECT_EQ(Find(**module, "p")->input_location(), (InputLocation{6, 33}));
  EXPECT_EQ(Find(**module, "n")->input_location(), (InputLocation{10, 3}));

  xs::HloModuleProto proto;
  ASSERT_TRUE(google::protobuf::TextFormat::ParseFromString(
      text.substr(text.find('{') + 1, text.rfind('}') - text.find('{') - 1), &proto));
  std::string bytes;
  ASSERT_TRUE(proto.SerializeToString(&bytes));
  absl::StatusOr<std::unique_ptr<Module>> binary = ReadHloProtoBinary(bytes, "l.pb");
  ASSERT_THAT(binary, IsOk());
  EXPECT_FALSE((*binary)->entry()->input_location().known());
  EXPECT_FALSE(Find(**binary, "n")->input_location().known());
}

TEST(HloProtoReaderTest, TextErrorsCarryLineAndColumn) {
  const std::string text = "hlo_module {\n  name: \"m\"\n  computations { name: 5 }\n}\n";
  absl::StatusOr<std::unique_ptr<Module>> module = ReadHloProtoText(text, "bad.txt");
  ASSERT_FALSE(module.ok());
  EXPECT_EQ(module.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_THAT(module.status().message(), HasSubstr("bad.txt:3:24: error: "));
  EXPECT_THAT(module.status().message(), HasSubstr("  computations { name: 5 }"));

  module = ReadHloProtoText("hlo_module { name: \"m\"", "open.txt");
  ASSERT_FALSE(module.ok());
  EXPECT_THAT(module.status().message(), HasSubstr("open.txt:1:"));

  module = ReadHloProtoText("hlo_module { computations { name: \"c\" } }", "empty.txt");
  ASSERT_FALSE(module.ok());
  EXPECT_THAT(module.status().message(),
              HasSubstr("empty.txt: computation c has no instructions"));
}

// --- XSpace ---------------------------------------------------------------

// A profile with a device plane and one metadata plane holding `programs`
// (id -> HloProto bytes).
std::string MakeXSpace(const std::vector<std::pair<int64_t, std::string>>& programs,
                       absl::string_view stat_name = "Hlo Proto",
                       bool with_program_id_stat = false) {
  xprof_schema::XSpace space;
  xprof_schema::XPlane* device = space.add_planes();
  device->set_name("/device:TPU:0");
  (*device->mutable_stat_metadata())[1].set_name("Hlo Proto");
  xprof_schema::XEventMetadata& decoy = (*device->mutable_event_metadata())[5];
  decoy.set_name("not_metadata(5)");
  decoy.add_stats()->set_metadata_id(1);
  decoy.mutable_stats(0)->set_bytes_value("garbage");
  device->add_lines()->add_events()->set_metadata_id(5);

  xprof_schema::XPlane* plane = space.add_planes();
  plane->set_name("/host:metadata");
  (*plane->mutable_stat_metadata())[7].set_name(std::string(stat_name));
  (*plane->mutable_stat_metadata())[7].set_id(7);
  (*plane->mutable_stat_metadata())[8].set_name("program_id");
  for (const auto& [id, bytes] : programs) {
    xprof_schema::XEventMetadata& event = (*plane->mutable_event_metadata())[id];
    event.set_id(id);
    event.set_name("whatever");
    xprof_schema::XStat* stat = event.add_stats();
    stat->set_metadata_id(7);
    stat->set_bytes_value(bytes);
    if (with_program_id_stat) {
      xprof_schema::XStat* pid = event.add_stats();
      pid->set_metadata_id(8);
      pid->set_uint64_value(1000 + id);
    }
  }
  (*plane->mutable_event_metadata())[99].set_name("XDB_COMPILER_METADATA:1");
  return space.SerializeAsString();
}

TEST(HloProtoReaderTest, ReadsEveryHloProtoOfAnXSpace) {
  xs::HloProto second = WithBufferAssignment();
  second.mutable_hlo_module()->set_name("second");
  xs::HloProto first;
  *first.mutable_hlo_module() = SimpleModule();
  first.mutable_hlo_module()->set_name("first");
  const std::string xspace =
      MakeXSpace({{-3, second.SerializeAsString()}, {12, first.SerializeAsString()}});
  absl::StatusOr<std::vector<std::unique_ptr<Module>>> modules = ReadXSpace(xspace, "p.xplane.pb");
  ASSERT_THAT(modules, IsOk());
  ASSERT_EQ(modules->size(), 2u);
  // Program ids are unsigned: -3 is 2^64 - 3, so it sorts last.
  EXPECT_EQ((*modules)[0]->name(), "first(12)");
  EXPECT_EQ((*modules)[1]->name(), "second(18446744073709551613)");
  EXPECT_FALSE((*modules)[0]->buffer_assignment.has_value());
  EXPECT_TRUE((*modules)[1]->buffer_assignment.has_value());
  EXPECT_EQ(SummarizeModule(*(*modules)[1], {.name = false}),
            SummarizeModule(*ReadOk(second), {.name = false}));

  modules = ReadXSpace(MakeXSpace({{4, first.SerializeAsString()}}, "HLO Proto", true),
                       "legacy.xplane.pb");
  ASSERT_THAT(modules, IsOk());
  ASSERT_EQ(modules->size(), 1u);
  EXPECT_EQ((*modules)[0]->name(), "first(1004)");  // From the program_id stat.
}

TEST(HloProtoReaderTest, XSpaceErrors) {
  absl::StatusOr<std::vector<std::unique_ptr<Module>>> modules =
      ReadXSpace(MakeXSpace({}), "none.xplane.pb");
  ASSERT_FALSE(modules.ok());
  EXPECT_THAT(modules.status().message(),
              HasSubstr("none.xplane.pb: the /host:metadata plane has no \"Hlo Proto\" stats"));

  xprof_schema::XSpace device_only;
  device_only.add_planes()->set_name("/device:TPU:0");
  modules = ReadXSpace(device_only.SerializeAsString(), "dev.xplane.pb");
  ASSERT_FALSE(modules.ok());
  EXPECT_THAT(modules.status().message(), HasSubstr("dev.xplane.pb: no /host:metadata plane"));

  modules = ReadXSpace(MakeXSpace({{1, "\xff\xff\xff"}}), "bad.xplane.pb");
  ASSERT_FALSE(modules.ok());
  EXPECT_THAT(modules.status().message(),
              HasSubstr("bad.xplane.pb: event metadata 1 (\"whatever\"): the \"Hlo Proto\" "
                        "stat is not a valid HloProto"));

  xs::HloProto broken;
  *broken.mutable_hlo_module() = SimpleModule();
  broken.mutable_hlo_module()->mutable_computations(0)->mutable_instructions(2)
      ->set_opcode("nope");
  modules = ReadXSpace(MakeXSpace({{2, broken.SerializeAsString()}}), "conv.xplane.pb");
  ASSERT_FALSE(modules.ok());
  EXPECT_THAT(modules.status().message(),
              HasSubstr("conv.xplane.pb: event metadata 2 (\"whatever\"): instruction "
                        "\"add\""));
  // Located in the profile file itself, where the program's bytes sit (read
  // again from one serialization: map order differs between two).
  const std::string space = MakeXSpace({{2, broken.SerializeAsString()}});
  const size_t at = space.find(std::string("\x0a\x03" "add"));
  ASSERT_NE(at, std::string::npos);
  modules = ReadXSpace(space, "conv.xplane.pb");
  ASSERT_FALSE(modules.ok());
  EXPECT_THAT(modules.status().message(),
              HasSubstr(absl::StrCat("(its name field is at byte ", at, " of the file)")));

  const std::string good = MakeXSpace({{1, broken.SerializeAsString()}});
  modules = ReadXSpace(absl::string_view(good).substr(0, good.size() - 3), "cut.xplane.pb");
  ASSERT_FALSE(modules.ok());
  EXPECT_THAT(modules.status().message(), HasSubstr("cut.xplane.pb: "));
  modules = ReadXSpace("", "empty.xplane.pb");
  ASSERT_FALSE(modules.ok());
}

}  // namespace
}  // namespace tpusim::hlo
