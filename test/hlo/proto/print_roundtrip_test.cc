// Proto-imported modules print as HLO text that the HLO text parser reads
// back into the same IR: the proto importer fills the attribute keys and
// kinds the text parser uses. Built only when hlo/text is.
#include <filesystem>
#include <string>

#include "absl/strings/match.h"
#include "gtest/gtest.h"
#include "hlo/proto/hlo_proto_reader.h"
#include "hlo/text/hlo_parser.h"
#include "hlo/text/hlo_printer.h"
#include "test/hlo/proto/module_summary.h"
#include "test/test_support.h"
#include "test/status_matchers.h"

namespace tpusim::hlo {
namespace {

using testing::SummarizeModule;
using ::tpusim::testing::ReadFileOrDie;

// Text has no instruction ids and no buffer assignment.
constexpr testing::SummaryOptions kTextVisible{
    .name = true, .ids = false, .buffer_assignment = false};

void ExpectPrintRoundTrip(const Module& module) {
  const std::string text = PrintModule(module);
  absl::StatusOr<std::unique_ptr<Module>> reparsed = ParseHloModule(text, "printed.hlo");
  ASSERT_TRUE(reparsed.ok()) << reparsed.status() << "\n" << text.substr(0, 4000);
  EXPECT_EQ(SummarizeModule(**reparsed, kTextVisible), SummarizeModule(module, kTextVisible));
}

// One instruction of most opcode families, each with the proto fields that
// become attributes.
constexpr char kManyOps[] = R"pb(
  name: "many_ops"
  entry_computation_id: 100
  computations {
    name: "add" id: 1 root_id: 3
    instructions { name: "a" opcode: "parameter" id: 1 shape { element_type: F32 } }
    instructions { name: "b" opcode: "parameter" id: 2 parameter_number: 1
                   shape { element_type: F32 } }
    instructions { name: "s" opcode: "add" id: 3 operand_ids: [1, 2]
                   shape { element_type: F32 } }
  }
  computations {
    name: "lt" id: 4 root_id: 7
    instructions { name: "x" opcode: "parameter" id: 5 shape { element_type: F32 } }
    instructions { name: "y" opcode: "parameter" id: 6 parameter_number: 1
                   shape { element_type: F32 } }
    instructions { name: "c" opcode: "compare" id: 7 operand_ids: [5, 6]
                   comparison_direction: "LT" comparison_type: "TOTALORDER"
                   shape { element_type: PRED } }
  }
  computations {
    name: "fused" id: 8 root_id: 10 is_fusion_computation: true
    instructions { name: "fp" opcode: "parameter" id: 9
                   shape { element_type: F32 dimensions: 8 layout { minor_to_major: 0 } } }
    instructions { name: "neg" opcode: "negate" id: 10 operand_ids: 9
                   shape { element_type: F32 dimensions: 8 layout { minor_to_major: 0 } } }
  }
  computations {
    name: "main" id: 100 root_id: 34
    instructions { name: "p" opcode: "parameter" id: 11
                   shape { element_type: F32 dimensions: [8, 8]
                           layout { minor_to_major: [1, 0] tiles { dimensions: [8, 128] } } }
                   sharding { type: OTHER tile_assignment_dimensions: [2, 1, 4]
                              iota_reshape_dims: 8 iota_transpose_perm: 0
                              replicate_on_last_tile_dim: true }
                   parameter_replication { replicated_at_leaf_buffers: false } }
    instructions { name: "i" opcode: "parameter" id: 12 parameter_number: 1
                   shape { element_type: S32 } }
    instructions { name: "v" opcode: "parameter" id: 13 parameter_number: 2
                   shape { element_type: F32 dimensions: 8 layout { minor_to_major: 0 } } }
    instructions { name: "k" opcode: "constant" id: 14
                   shape { element_type: S32 dimensions: [2, 2] layout { minor_to_major: [1, 0] } }
                   literal { shape { element_type: S32 dimensions: [2, 2] } s32s: [1, 2, 3, 4] } }
    instructions { name: "dot" opcode: "dot" id: 15 operand_ids: [11, 11]
                   shape { element_type: F32 dimensions: [8, 8] layout { minor_to_major: [1, 0] } }
                   dot_dimension_numbers { lhs_contracting_dimensions: 1
                                           rhs_contracting_dimensions: 0 }
                   precision_config { operand_precision: [HIGHEST, DEFAULT] }
                   metadata { op_type: "dot" op_name: "jit(f)/dot" source_file: "f.py"
                              source_line: 3 source_column: 7 stack_frame_id: 2
                              deduplicated_name: "dot.1" } }
    instructions { name: "conv" opcode: "convolution" id: 16 operand_ids: [11, 11]
                   shape { element_type: F32 dimensions: [8, 8] layout { minor_to_major: [1, 0] } }
                   window { dimensions { size: 3 stride: 2 padding_low: 1 padding_high: 1
                                         window_dilation: 1 base_dilation: 2
                                         window_reversal: true } }
                   convolution_dimension_numbers {
                     input_batch_dimension: 0 input_feature_dimension: 1
                     kernel_input_feature_dimension: 0 kernel_output_feature_dimension: 1
                     output_batch_dimension: 0 output_feature_dimension: 1 }
                   feature_group_count: 2 }
    instructions { name: "slice" opcode: "slice" id: 17 operand_ids: 11
                   shape { element_type: F32 dimensions: [4, 2] layout { minor_to_major: [1, 0] } }
                   slice_dimensions { start: 0 limit: 8 stride: 2 }
                   slice_dimensions { start: 2 limit: 4 stride: 1 } }
    instructions { name: "pad" opcode: "pad" id: 18 operand_ids: [13, 19]
                   shape { element_type: F32 dimensions: 17 layout { minor_to_major: 0 } }
                   padding_config { dimensions { edge_padding_low: 1 edge_padding_high: -1
                                                 interior_padding: 1 } } }
    instructions { name: "zero" opcode: "constant" id: 19 shape { element_type: F32 }
                   literal { shape { element_type: F32 } f32s: 0.5 } }
    instructions { name: "reduce" opcode: "reduce" id: 20 operand_ids: [11, 19]
                   shape { element_type: F32 dimensions: 8 layout { minor_to_major: 0 } }
                   dimensions: 1 called_computation_ids: 1 }
    instructions { name: "sort" opcode: "sort" id: 21 operand_ids: 13
                   shape { element_type: F32 dimensions: 8 layout { minor_to_major: 0 } }
                   dimensions: 0 is_stable: true called_computation_ids: 4 }
    instructions { name: "fusion" opcode: "fusion" id: 22 operand_ids: 13 fusion_kind: "kLoop"
                   shape { element_type: F32 dimensions: 8 layout { minor_to_major: 0 } }
                   called_computation_ids: 8
                   output_operand_aliasing { operand_index: 0 }
                   backend_config: "{\"flag_configs\":[]}" }
    instructions { name: "cc" opcode: "custom-call" id: 23 operand_ids: [13, 12]
                   shape { element_type: F32 dimensions: 8 layout { minor_to_major: 0 } }
                   custom_call_target: "foo" custom_call_api_version: API_VERSION_TYPED_FFI
                   custom_call_has_side_effect: true called_computation_ids: 1
                   backend_config: "opaque" frontend_attributes { map { key: "k" value: "v" } } }
    instructions { name: "ar" opcode: "all-reduce" id: 24 operand_ids: 13 channel_id: 2
                   shape { element_type: F32 dimensions: 8 layout { minor_to_major: 0 } }
                   replica_groups { replica_ids: [0, 1] } replica_groups { replica_ids: [2, 3] }
                   use_global_device_ids: true called_computation_ids: 1 }
    instructions { name: "ar_iota" opcode: "all-reduce" id: 25 operand_ids: 13
                   shape { element_type: F32 dimensions: 8 layout { minor_to_major: 0 } }
                   collective_device_list { iota_replica_group_list {
                     num_replica_groups: 4 num_devices_per_group: 2
                     iota_reshape_dims: [2, 4] iota_transpose_perm: [1, 0] } }
                   called_computation_ids: 1 }
    instructions { name: "cp" opcode: "collective-permute" id: 26 operand_ids: 13
                   shape { element_type: F32 dimensions: 8 layout { minor_to_major: 0 } }
                   channel_id: 3 source_target_pairs { source: 0 target: 1 } }
    instructions { name: "gte" opcode: "get-tuple-element" id: 27 operand_ids: 28 tuple_index: 1
                   shape { element_type: S32 } }
    instructions { name: "tuple" opcode: "tuple" id: 28 operand_ids: [13, 12]
                   shape { element_type: TUPLE
                           tuple_shapes { element_type: F32 dimensions: 8
                                          layout { minor_to_major: 0 } }
                           tuple_shapes { element_type: S32 } } }
    instructions { name: "iota" opcode: "iota" id: 29 dimensions: 0
                   shape { element_type: S32 dimensions: 8 layout { minor_to_major: 0 } } }
    instructions { name: "ds" opcode: "dynamic-slice" id: 30 operand_ids: [13, 12]
                   shape { element_type: F32 dimensions: 2 layout { minor_to_major: 0 } }
                   dynamic_slice_sizes: 2 }
    instructions { name: "cmp" opcode: "compare" id: 31 operand_ids: [12, 12]
                   comparison_direction: "EQ" comparison_type: "SIGNED"
                   shape { element_type: PRED } }
    instructions { name: "cond" opcode: "conditional" id: 32 operand_ids: [31, 12, 12]
                   shape { element_type: F32 } called_computation_ids: [1, 1] }
    instructions { name: "bc" opcode: "broadcast" id: 33 operand_ids: 19
                   shape { element_type: F32 dimensions: 8 layout { minor_to_major: 0 } }
                   control_predecessor_ids: 32 }
    instructions { name: "root" opcode: "tuple" id: 34 operand_ids: [15, 16, 22, 33]
                   shape { element_type: TUPLE
                           tuple_shapes { element_type: F32 dimensions: [8, 8]
                                          layout { minor_to_major: [1, 0] } }
                           tuple_shapes { element_type: F32 dimensions: [8, 8]
                                          layout { minor_to_major: [1, 0] } }
                           tuple_shapes { element_type: F32 dimensions: 8
                                          layout { minor_to_major: 0 } }
                           tuple_shapes { element_type: F32 dimensions: 8
                                          layout { minor_to_major: 0 } } } }
  }
  input_output_alias { entries { output_shape_index: 2 parameter_number: 2 kind: MAY_ALIAS } }
  buffer_donor { entries { parameter_number: 1 } }
  schedule { sequences { key: 100 value { instruction_ids: [11, 12, 13, 19, 14, 15, 16, 17,
    18, 20, 21, 22, 23, 24, 25, 26, 28, 27, 29, 30, 31, 32, 33, 34] } } }
)pb";

TEST(PrintRoundTripTest, ManyOpcodes) {
  absl::StatusOr<std::unique_ptr<Module>> m = ReadHloProtoText(kManyOps, "many_ops.txt");
  ASSERT_THAT(m, IsOk());
  ExpectPrintRoundTrip(**m);
  const std::string text = PrintModule(**m);
  for (absl::string_view expected :
       {"sharding={devices=[2,1,4]<=[8] last_tile_dim_replicate}",
        "replica_groups=[4,2]<=[2,4]T(1,0)", "constant({ { 1, 2 }, { 3, 4 } })",
        "lhs_contracting_dims={1}, rhs_contracting_dims={0}, "
        "operand_precision={highest,default}",
        "true_computation=%add, false_computation=%add", "direction=EQ",
        "backend_config={\"flag_configs\":[]}", "api_version=API_VERSION_TYPED_FFI"}) {
    EXPECT_TRUE(absl::StrContains(text, expected)) << expected << "\n" << text;
  }
}

TEST(PrintRoundTripTest, CorpusModules) {
  TPUSIM_SHARED_OR_SKIP(dir, "corpus/tpu");
  int modules = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const std::string path = entry.path().string();
    const std::string name = entry.path().filename().string();
    SCOPED_TRACE(name);
    if (absl::EndsWith(name, ".hlo_proto.pb") ||
        (absl::StartsWith(name, "module_tuning_data") && absl::EndsWith(name, ".pb"))) {
      absl::StatusOr<std::unique_ptr<Module>> m = ReadHloProtoBinary(ReadFileOrDie(path), path);
      ASSERT_THAT(m, IsOk());
      ExpectPrintRoundTrip(**m);
      ++modules;
    } else if (absl::EndsWith(name, ".xplane.pb")) {
      absl::StatusOr<std::vector<std::unique_ptr<Module>>> ms =
          ReadXSpace(ReadFileOrDie(path), path);
      ASSERT_THAT(ms, IsOk());
      for (const auto& m : *ms) {
        SCOPED_TRACE(m->name());
        // "jit_f(<program id>)" is not an HLO identifier; XLA's own dump of
        // the module uses the bare name.
        m->set_name(m->name().substr(0, m->name().find('(')));
        ExpectPrintRoundTrip(*m);
        ++modules;
      }
    }
  }
  EXPECT_GE(modules, 9);
}

}  // namespace
}  // namespace tpusim::hlo
