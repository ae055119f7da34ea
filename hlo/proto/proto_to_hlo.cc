#include "hlo/proto/proto_to_hlo.h"

#include <string>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/ascii.h"
#include "absl/strings/escaping.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_replace.h"
#include "hlo/base/status_macros.h"
#include "hlo/ir/verifier.h"
#include "hlo/proto/proto_text.h"

namespace tpusim::hlo {
namespace {

namespace xs = ::tpusim::xla_schema;
using google::protobuf::RepeatedField;

absl::Status Invalid(absl::string_view message) {
  return absl::InvalidArgumentError(message);
}

std::vector<int64_t> ToVector(const RepeatedField<int64_t>& field) {
  return std::vector<int64_t>(field.begin(), field.end());
}

// An enum value's name as XLA spells it in text, or its number when this
// schema does not know it (proto3 enums are open).
template <typename NameFn>
std::string EnumName(NameFn name_fn, int value) {
  std::string name = name_fn(value);
  return name.empty() ? absl::StrCat(value) : name;
}

// --- Shapes ---------------------------------------------------------------

// XLA leaves `layout {}` (or one holding only the default tail alignment) on
// shapes that have no layout yet; treat it as absent.
bool IsEmptyLayout(const xs::LayoutProto& p) {
  return p.minor_to_major_size() == 0 && p.tiles_size() == 0 &&
         p.dim_level_types_size() == 0 &&
         p.tail_padding_alignment_in_elements() <= 1 &&
         p.element_size_in_bits() == 0 && p.memory_space() == 0 &&
         p.index_primitive_type() == 0 && p.pointer_primitive_type() == 0 &&
         !p.has_physical_shape() &&
         p.dynamic_shape_metadata_prefix_bytes() == 0 &&
         p.split_configs_size() == 0;
}

std::string PrimitiveTypeText(int number) {
  std::optional<PrimitiveType> type = PrimitiveTypeFromProto(number);
  return type ? std::string(PrimitiveTypeName(*type)) : absl::StrCat(number);
}

absl::StatusOr<Layout> ConvertLayout(const xs::LayoutProto& p, int64_t rank) {
  Layout layout;
  if (p.minor_to_major_size() != rank) {
    return Invalid(absl::StrCat("layout has ", p.minor_to_major_size(),
                                " minor_to_major entries for rank ", rank));
  }
  layout.minor_to_major = ToVector(p.minor_to_major());
  // A permutation of the dims: an entry out of range (or repeated) would
  // index past the shape in every size computation.
  std::vector<uint8_t> seen(rank, 0);
  for (int64_t d : layout.minor_to_major) {
    if (d < 0 || d >= rank || seen[d]) {
      return Invalid(absl::StrCat("layout minor_to_major {",
                                  absl::StrJoin(layout.minor_to_major, ","),
                                  "} is not a permutation of the ", rank, " dims"));
    }
    seen[d] = 1;
  }
  if (p.dim_level_types_size() > 0) {
    // Layout::Print: a letter per dim, "+" if not unique, "~" if unordered.
    static constexpr const char* kLetters[] = {"D", "C", "S", "H"};
    std::vector<std::string> dims;
    for (int i = 0; i < p.dim_level_types_size(); ++i) {
      int t = p.dim_level_types(i);
      std::string d = t >= 0 && t < 4 ? kLetters[t] : absl::StrCat(t);
      if (i < p.dim_unique_size() && !p.dim_unique(i)) d += "+";
      if (i < p.dim_ordered_size() && !p.dim_ordered(i)) d += "~";
      dims.push_back(std::move(d));
    }
    layout.rare.mutable_get().dim_level_types = absl::StrJoin(dims, ",");
  }
  for (const xs::TileProto& tile : p.tiles()) {
    for (int64_t d : tile.dimensions()) {
      if (d <= 0 && d != kCombineDimension) {
        return Invalid(absl::StrCat("layout has a tile dimension of ", d));
      }
    }
    layout.tiles.push_back(Tile{ToVector(tile.dimensions())});
  }
  if (p.tail_padding_alignment_in_elements() > 1) {
    layout.tail_padding_alignment_in_elements =
        p.tail_padding_alignment_in_elements();
  }
  if (p.index_primitive_type() != 0) {
    layout.rare.mutable_get().index_primitive_type = PrimitiveTypeText(p.index_primitive_type());
  }
  if (p.pointer_primitive_type() != 0) {
    layout.rare.mutable_get().pointer_primitive_type = PrimitiveTypeText(p.pointer_primitive_type());
  }
  layout.element_size_in_bits = p.element_size_in_bits();
  layout.memory_space = p.memory_space();
  for (const xs::SplitConfigProto& split : p.split_configs()) {
    absl::StrAppend(&layout.rare.mutable_get().split_configs, "(", split.dimension(), ":",
                    absl::StrJoin(split.split_indices(), ","), ")");
  }
  if (p.has_physical_shape()) {
    TPUSIM_ASSIGN_OR_RETURN(Shape physical, ConvertShapeProto(p.physical_shape()));
    layout.rare.mutable_get().physical_shape = physical.ToString(/*print_layout=*/true);
  }
  layout.dynamic_shape_metadata_prefix_bytes =
      p.dynamic_shape_metadata_prefix_bytes();
  return layout;
}

// --- Instructions ---------------------------------------------------------

// "instruction \"add.3\" (id 75) in computation \"fused_computation\"".
std::string Describe(const xs::HloInstructionProto& p,
                     const xs::HloComputationProto& c) {
  return absl::StrCat("instruction \"", absl::CEscape(p.name()), "\" (id ",
                      p.id(), ") in computation \"", absl::CEscape(c.name()),
                      "\"");
}

Attribute IntListAttr(std::string name, const RepeatedField<int64_t>& values) {
  return Attribute::IntList(std::move(name), ToVector(values));
}

Attribute IntListsAttr(std::string name,
                       std::vector<std::vector<int64_t>> values) {
  return {std::move(name), AttrKind::kIntLists, std::move(values)};
}

Attribute WindowAttr(const xs::Window& p) {
  Window window;
  for (const xs::WindowDimension& d : p.dimensions()) {
    window.dims.push_back(WindowDim{d.size(), d.stride(), d.padding_low(),
                                    d.padding_high(), d.window_dilation(),
                                    d.base_dilation(), d.window_reversal()});
  }
  return {"window", AttrKind::kWindow, std::move(window)};
}

Attribute DimLabelsAttr(const xs::ConvolutionDimensionNumbers& p) {
  ConvolutionDimensionNumbers d;
  d.input_batch_dimension = p.input_batch_dimension();
  d.input_feature_dimension = p.input_feature_dimension();
  d.input_spatial_dimensions = ToVector(p.input_spatial_dimensions());
  d.kernel_input_feature_dimension = p.kernel_input_feature_dimension();
  d.kernel_output_feature_dimension = p.kernel_output_feature_dimension();
  d.kernel_spatial_dimensions = ToVector(p.kernel_spatial_dimensions());
  d.output_batch_dimension = p.output_batch_dimension();
  d.output_feature_dimension = p.output_feature_dimension();
  d.output_spatial_dimensions = ToVector(p.output_spatial_dimensions());
  return {"dim_labels", AttrKind::kDimLabels, std::move(d)};
}

// "operand_precision={high,highest}" unless every operand is DEFAULT, then
// "algorithm=alg_dot_bf16_bf16_f32" when set (PrecisionConfigToString).
void AddPrecisionAttrs(const xs::PrecisionConfig& p, Instruction* inst) {
  bool all_default = true;
  std::vector<std::string> names;
  for (int precision : p.operand_precision()) {
    all_default &= precision == xs::PrecisionConfig::DEFAULT;
    names.push_back(absl::AsciiStrToLower(
        EnumName(xs::PrecisionConfig::Precision_Name<int>, precision)));
  }
  if (!all_default) {
    inst->AddAttribute(
        {"operand_precision", AttrKind::kIdentList, std::move(names)});
  }
  if (p.algorithm() != xs::PrecisionConfig::ALG_UNSET) {
    inst->AddAttribute(Attribute::Ident(
        "algorithm",
        absl::AsciiStrToLower(EnumName(xs::PrecisionConfig::Algorithm_Name<int>,
                                       p.algorithm()))));
  }
}

void AddDotDimensionAttrs(const xs::DotDimensionNumbers& d, Instruction* inst) {
  if (d.lhs_batch_dimensions_size() > 0) {
    inst->AddAttribute(IntListAttr("lhs_batch_dims", d.lhs_batch_dimensions()));
  }
  inst->AddAttribute(
      IntListAttr("lhs_contracting_dims", d.lhs_contracting_dimensions()));
  if (d.rhs_batch_dimensions_size() > 0) {
    inst->AddAttribute(IntListAttr("rhs_batch_dims", d.rhs_batch_dimensions()));
  }
  inst->AddAttribute(
      IntListAttr("rhs_contracting_dims", d.rhs_contracting_dimensions()));
}

std::vector<OutputOperandAlias> OutputOperandAliases(
    const google::protobuf::RepeatedPtrField<xs::OutputOperandAliasing>& p) {
  std::vector<OutputOperandAlias> out;
  for (const xs::OutputOperandAliasing& a : p) {
    out.push_back(OutputOperandAlias{ToVector(a.output_shape_index()),
                                     a.operand_index(),
                                     ToVector(a.operand_shape_index())});
  }
  return out;
}

// replica_groups={{0,1},{2,3}}, or the iota form "[4,2]<=[2,4]T(1,0)" kept
// as text. XLA prints the attribute even when there are no groups.
Attribute ReplicaGroupsAttr(const xs::HloInstructionProto& p) {
  if (p.has_collective_device_list() &&
      p.collective_device_list().has_iota_replica_group_list()) {
    const xs::IotaReplicaGroupListProto& iota =
        p.collective_device_list().iota_replica_group_list();
    std::vector<int64_t> perm(iota.iota_transpose_perm().begin(),
                              iota.iota_transpose_perm().end());
    return Attribute::Raw(
        "replica_groups",
        proto_text::IotaDeviceListToText(
            {iota.num_replica_groups(), iota.num_devices_per_group()},
            ToVector(iota.iota_reshape_dims()), perm));
  }
  const auto& groups = p.has_collective_device_list()
                           ? p.collective_device_list().replica_groups()
                           : p.replica_groups();
  std::vector<std::vector<int64_t>> lists;
  for (const xs::ReplicaGroup& g : groups) lists.push_back(ToVector(g.replica_ids()));
  return IntListsAttr("replica_groups", std::move(lists));
}

// What XLA writes for a sharding it cannot spell: the lowest-precedence
// placeholder, with the proto in a comment so nothing is lost.
std::string UnconvertedShardingText(const xs::OpSharding& s) {
  return absl::StrCat("{unknown /*unconverted OpSharding: ",
                      absl::StrReplaceAll(s.ShortDebugString(), {{"*/", "* /"}}),
                      "*/}");
}

std::string ShardingText(const xs::OpSharding& s) {
  std::optional<std::string> text = proto_text::ShardingToText(s);
  return text ? *text : UnconvertedShardingText(s);
}

// The comparison type XLA infers from the operand type; `type=` is printed
// only when the instruction's differs (HloCompareInstruction).
absl::string_view DefaultComparisonType(PrimitiveType t) {
  if (IsFloatingPoint(t) || IsComplex(t)) return "FLOAT";
  if (IsSignedInteger(t)) return "SIGNED";
  return "UNSIGNED";
}

bool HasResultAccuracy(HloOpcode opcode) {
  switch (opcode) {
    case HloOpcode::kCbrt: case HloOpcode::kCos: case HloOpcode::kErf:
    case HloOpcode::kExp: case HloOpcode::kExpm1: case HloOpcode::kLog:
    case HloOpcode::kLog1p: case HloOpcode::kLogistic: case HloOpcode::kRsqrt:
    case HloOpcode::kSin: case HloOpcode::kSqrt: case HloOpcode::kTan:
    case HloOpcode::kTanh: case HloOpcode::kAcos: case HloOpcode::kAcosh:
    case HloOpcode::kAsin: case HloOpcode::kAsinh: case HloOpcode::kAtanh:
    case HloOpcode::kCosh: case HloOpcode::kSinh:
      return true;
    default:
      return false;
  }
}

// GatherDimensionNumbersToString's order; the batching dims only when set.
void AddGatherAttrs(const xs::HloInstructionProto& p, Instruction* inst) {
  const xs::GatherDimensionNumbers& g = p.gather_dimension_numbers();
  inst->AddAttribute(IntListAttr("offset_dims", g.offset_dims()));
  inst->AddAttribute(IntListAttr("collapsed_slice_dims", g.collapsed_slice_dims()));
  inst->AddAttribute(IntListAttr("start_index_map", g.start_index_map()));
  if (g.operand_batching_dims_size() > 0) {
    inst->AddAttribute(IntListAttr("operand_batching_dims", g.operand_batching_dims()));
    inst->AddAttribute(
        IntListAttr("start_indices_batching_dims", g.start_indices_batching_dims()));
  }
  inst->AddAttribute(Attribute::Int("index_vector_dim", g.index_vector_dim()));
  inst->AddAttribute(IntListAttr("slice_sizes", p.gather_slice_sizes()));
  if (p.indices_are_sorted()) {
    inst->AddAttribute(Attribute::Bool("indices_are_sorted", true));
  }
}

// ScatterDimensionNumbersToString's order, then the index hints.
void AddScatterAttrs(const xs::HloInstructionProto& p, Instruction* inst) {
  const xs::ScatterDimensionNumbers& s = p.scatter_dimension_numbers();
  inst->AddAttribute(IntListAttr("update_window_dims", s.update_window_dims()));
  inst->AddAttribute(IntListAttr("inserted_window_dims", s.inserted_window_dims()));
  inst->AddAttribute(
      IntListAttr("scatter_dims_to_operand_dims", s.scatter_dims_to_operand_dims()));
  if (s.input_batching_dims_size() > 0) {
    inst->AddAttribute(IntListAttr("input_batching_dims", s.input_batching_dims()));
    inst->AddAttribute(IntListAttr("scatter_indices_batching_dims",
                                   s.scatter_indices_batching_dims()));
  }
  inst->AddAttribute(Attribute::Int("index_vector_dim", s.index_vector_dim()));
  if (p.indices_are_sorted()) {
    inst->AddAttribute(Attribute::Bool("indices_are_sorted", true));
  }
  if (p.unique_indices()) inst->AddAttribute(Attribute::Bool("unique_indices", true));
}

// Printed only when not the default mode.
void AddResultAccuracyAttr(const xs::ResultAccuracy& r, Instruction* inst) {
  if (r.has_tolerance()) {
    inst->AddAttribute(Attribute::Raw(
        "result_accuracy",
        absl::StrCat("{tolerance={atol=", proto_text::DoubleToText(r.tolerance().atol()),
                     ",rtol=", proto_text::DoubleToText(r.tolerance().rtol()),
                     ",ulps=", r.tolerance().ulps(), "}}")));
  } else if (r.mode() != xs::ResultAccuracy::DEFAULT) {
    inst->AddAttribute(Attribute::Raw(
        "result_accuracy",
        absl::StrCat("{mode=", absl::AsciiStrToLower(EnumName(
                                   xs::ResultAccuracy::Mode_Name<int>, r.mode())),
                     "}")));
  }
}

// custom-call: the convolution-like fields, then the target and its
// options (HloCustomCallInstruction::PrintExtraAttributesImpl).
absl::Status AddCustomCallAttrs(const xs::HloInstructionProto& p, Instruction* inst) {
  if (p.has_window() && p.window().dimensions_size() > 0) {
    inst->AddAttribute(WindowAttr(p.window()));
  }
  if (p.has_convolution_dimension_numbers()) {
    inst->AddAttribute(DimLabelsAttr(p.convolution_dimension_numbers()));
  }
  if (p.feature_group_count() > 1) {
    inst->AddAttribute(Attribute::Int("feature_group_count", p.feature_group_count()));
  }
  if (p.batch_group_count() > 1) {
    inst->AddAttribute(Attribute::Int("batch_group_count", p.batch_group_count()));
  }
  AddPrecisionAttrs(p.precision_config(), inst);
  if (p.padding_type() != xs::PADDING_INVALID) {
    inst->AddAttribute(Attribute::Ident(
        "padding_type", EnumName(xs::PaddingType_Name<int>, p.padding_type())));
  }
  inst->AddAttribute(Attribute::String("custom_call_target", p.custom_call_target()));
  if (p.constrain_layout()) {
    std::vector<std::string> shapes;
    for (const xs::ShapeProto& s : p.operand_shapes_with_layout()) {
      TPUSIM_ASSIGN_OR_RETURN(Shape shape, ConvertShapeProto(s));
      shapes.push_back(shape.ToString());
    }
    inst->AddAttribute(Attribute::Raw(
        "operand_layout_constraints", absl::StrCat("{", absl::StrJoin(shapes, ", "), "}")));
  }
  if (p.custom_call_has_side_effect()) {
    inst->AddAttribute(Attribute::Bool("custom_call_has_side_effect", true));
  }
  if (p.has_literal()) {
    inst->AddAttribute(
        Attribute::Raw("literal", proto_text::LiteralToText(p.literal(), inst->shape())));
  }
  if (p.output_operand_aliasing_size() > 0) {
    inst->AddAttribute({"output_to_operand_aliasing",
                        AttrKind::kOutputOperandAliasing,
                        OutputOperandAliases(p.output_operand_aliasing())});
  }
  if (p.custom_call_schedule() != xs::SCHEDULE_NONE) {
    inst->AddAttribute(Attribute::Ident(
        "schedule",
        EnumName(xs::CustomCallSchedule_Name<int>, p.custom_call_schedule())));
  }
  // Unspecified reads as ORIGINAL (HloCustomCallInstruction's default),
  // which XLA does not print.
  if (p.custom_call_api_version() != xs::API_VERSION_UNSPECIFIED &&
      p.custom_call_api_version() != xs::API_VERSION_ORIGINAL) {
    inst->AddAttribute(Attribute::Ident(
        "api_version",
        EnumName(xs::CustomCallApiVersion_Name<int>, p.custom_call_api_version())));
  }
  return absl::OkStatus();
}

// Attributes printed by XLA's per-opcode PrintExtraAttributesImpl, in its
// order (xla/hlo/ir/hlo_instructions.cc). Called computations, sharding,
// frontend attributes and backend_config come after, added by the caller.
absl::Status AddOpcodeAttributes(const xs::HloInstructionProto& p,
                                 Instruction* inst) {
  const int64_t channel_id = p.channel_id() > 0     ? p.channel_id()
                             : p.all_reduce_id() > 0 ? p.all_reduce_id()
                                                     : 0;
  auto add_channel = [&] {
    if (channel_id > 0) inst->AddAttribute(Attribute::Int("channel_id", channel_id));
  };
  auto add_collective_common = [&] {
    add_channel();
    inst->AddAttribute(ReplicaGroupsAttr(p));
    if (p.constrain_layout()) {
      inst->AddAttribute(Attribute::Bool("constrain_layout", true));
    }
  };
  auto add_use_global_device_ids = [&] {
    if (p.use_global_device_ids()) {
      inst->AddAttribute(Attribute::Bool("use_global_device_ids", true));
    }
  };
  auto add_dimensions = [&] {
    inst->AddAttribute(IntListAttr("dimensions", p.dimensions()));
  };

  switch (inst->opcode()) {
    case HloOpcode::kParameter:
      if (p.has_parameter_replication() &&
          p.parameter_replication().replicated_at_leaf_buffers_size() > 0) {
        std::vector<std::string> flags;
        for (bool b : p.parameter_replication().replicated_at_leaf_buffers()) {
          flags.push_back(b ? "true" : "false");
        }
        inst->AddAttribute(
            {"parameter_replication", AttrKind::kIdentList, std::move(flags)});
      }
      break;
    case HloOpcode::kBatchNormTraining:
    case HloOpcode::kBatchNormInference:
    case HloOpcode::kBatchNormGrad:
      inst->AddAttribute(Attribute::Raw("epsilon", absl::StrCat(p.epsilon())));
      inst->AddAttribute(Attribute::Int("feature_index", p.feature_index()));
      break;
    case HloOpcode::kFft:
      inst->AddAttribute(
          Attribute::Ident("fft_type", EnumName(xs::FftType_Name<int>, p.fft_type())));
      inst->AddAttribute(IntListAttr("fft_length", p.fft_length()));
      break;
    case HloOpcode::kAsyncStart:
    case HloOpcode::kAsyncUpdate:
    case HloOpcode::kAsyncDone:
      if (!p.async_execution_thread().empty() &&
          p.async_execution_thread() != "main") {
        inst->AddAttribute(
            Attribute::String("async_execution_thread", p.async_execution_thread()));
      }
      break;
    case HloOpcode::kCopyStart:
      if (p.optional_cross_program_prefetch_index_case() ==
          xs::HloInstructionProto::kCrossProgramPrefetchIndex) {
        inst->AddAttribute(Attribute::Int("cross_program_prefetch_index",
                                          p.cross_program_prefetch_index()));
      } else if (p.is_cross_program_prefetch()) {
        inst->AddAttribute(Attribute::Int("cross_program_prefetch_index", 0));
      }
      break;
    case HloOpcode::kCompare: {
      inst->AddAttribute(Attribute::Ident("direction", p.comparison_direction()));
      if (!p.comparison_type().empty() && inst->operand_count() > 0 &&
          p.comparison_type() !=
              DefaultComparisonType(inst->operand(0)->shape().element_type())) {
        inst->AddAttribute(Attribute::Ident("type", p.comparison_type()));
      }
      break;
    }
    case HloOpcode::kSend:
    case HloOpcode::kRecv:
    case HloOpcode::kSendDone:
    case HloOpcode::kRecvDone:
      add_channel();
      if (p.is_host_transfer()) {
        inst->AddAttribute(Attribute::Bool("is_host_transfer", true));
      }
      break;
    case HloOpcode::kAllGather:
    case HloOpcode::kAllGatherStart:
      add_collective_common();
      add_dimensions();
      add_use_global_device_ids();
      break;
    case HloOpcode::kAllReduce:
    case HloOpcode::kAllReduceStart:
      add_collective_common();
      add_use_global_device_ids();
      break;
    case HloOpcode::kReduceScatter:
      add_collective_common();
      add_use_global_device_ids();
      add_dimensions();
      break;
    case HloOpcode::kAllToAll:
      add_collective_common();
      if (p.dimensions_size() > 0) add_dimensions();
      break;
    case HloOpcode::kRaggedAllToAll:
    case HloOpcode::kCollectiveBroadcast:
      add_collective_common();
      break;
    case HloOpcode::kCollectivePermute:
    case HloOpcode::kCollectivePermuteStart: {
      add_channel();
      std::vector<std::vector<int64_t>> pairs;
      for (const xs::SourceTarget& st : p.source_target_pairs()) {
        pairs.push_back({st.source(), st.target()});
      }
      inst->AddAttribute(IntListsAttr("source_target_pairs", std::move(pairs)));
      break;
    }
    case HloOpcode::kReverse:
    case HloOpcode::kConcatenate:
    case HloOpcode::kReduce:
    case HloOpcode::kTranspose:
    case HloOpcode::kBroadcast:
    case HloOpcode::kMap:
    case HloOpcode::kGetDimensionSize:
    case HloOpcode::kSetDimensionSize:
      add_dimensions();
      break;
    case HloOpcode::kSort:
      add_dimensions();
      if (p.is_stable()) inst->AddAttribute(Attribute::Bool("is_stable", true));
      break;
    case HloOpcode::kSlice: {
      std::vector<SliceDim> slice;
      for (const auto& d : p.slice_dimensions()) {
        slice.push_back(SliceDim{d.start(), d.limit(), d.stride()});
      }
      inst->AddAttribute({"slice", AttrKind::kSlice, std::move(slice)});
      break;
    }
    case HloOpcode::kFusion:
      if (p.fusion_kind().empty()) return Invalid("fusion has no fusion_kind");
      inst->AddAttribute(Attribute::Ident("kind", p.fusion_kind()));
      if (p.output_operand_aliasing_size() > 0) {
        inst->AddAttribute({"output_to_operand_aliasing",
                            AttrKind::kOutputOperandAliasing,
                            OutputOperandAliases(p.output_operand_aliasing())});
      }
      break;
    case HloOpcode::kRng:
      inst->AddAttribute(Attribute::Ident(
          "distribution",
          absl::AsciiStrToLower(
              EnumName(xs::RandomDistribution_Name<int>, p.distribution()))));
      break;
    case HloOpcode::kReducePrecision:
      inst->AddAttribute(Attribute::Int("exponent_bits", p.exponent_bits()));
      inst->AddAttribute(Attribute::Int("mantissa_bits", p.mantissa_bits()));
      break;
    case HloOpcode::kInfeed:
      if (!p.infeed_config().empty()) {
        inst->AddAttribute(Attribute::String("infeed_config", p.infeed_config()));
      }
      break;
    case HloOpcode::kOutfeed: {
      TPUSIM_ASSIGN_OR_RETURN(Shape outfeed_shape, ConvertShapeProto(p.outfeed_shape()));
      inst->AddAttribute(Attribute::Raw("outfeed_shape", outfeed_shape.ToString()));
      if (!p.outfeed_config().empty()) {
        inst->AddAttribute(Attribute::String("outfeed_config", p.outfeed_config()));
      }
      break;
    }
    case HloOpcode::kConvolution:
      if (p.window().dimensions_size() > 0) inst->AddAttribute(WindowAttr(p.window()));
      inst->AddAttribute(DimLabelsAttr(p.convolution_dimension_numbers()));
      if (p.feature_group_count() > 1) {
        inst->AddAttribute(Attribute::Int("feature_group_count", p.feature_group_count()));
      }
      if (p.batch_group_count() > 1) {
        inst->AddAttribute(Attribute::Int("batch_group_count", p.batch_group_count()));
      }
      AddPrecisionAttrs(p.precision_config(), inst);
      break;
    case HloOpcode::kReduceWindow:
    case HloOpcode::kSelectAndScatter:
      inst->AddAttribute(WindowAttr(p.window()));
      break;
    case HloOpcode::kCustomCall:
      return AddCustomCallAttrs(p, inst);
    case HloOpcode::kPad: {
      std::vector<PaddingDim> padding;
      for (const auto& d : p.padding_config().dimensions()) {
        padding.push_back(
            PaddingDim{d.edge_padding_low(), d.edge_padding_high(), d.interior_padding()});
      }
      inst->AddAttribute({"padding", AttrKind::kPadding, std::move(padding)});
      break;
    }
    case HloOpcode::kDynamicSlice:
      inst->AddAttribute(IntListAttr("dynamic_slice_sizes", p.dynamic_slice_sizes()));
      break;
    case HloOpcode::kGather:
      AddGatherAttrs(p, inst);
      break;
    case HloOpcode::kScatter:
      AddScatterAttrs(p, inst);
      break;
    case HloOpcode::kIota:
      inst->AddAttribute(Attribute::Int(
          "iota_dimension", p.dimensions_size() > 0 ? p.dimensions(0) : 0));
      break;
    case HloOpcode::kDot:
    case HloOpcode::kScaledDot:
      AddDotDimensionAttrs(p.dot_dimension_numbers(), inst);
      AddPrecisionAttrs(p.precision_config(), inst);
      break;
    case HloOpcode::kRaggedDot: {
      const xs::RaggedDotDimensionNumbers& r = p.ragged_dot_dimension_numbers();
      AddDotDimensionAttrs(r.dot_dimension_numbers(), inst);
      inst->AddAttribute(IntListAttr("lhs_ragged_dims", r.lhs_ragged_dimensions()));
      if (r.rhs_group_dimensions_size() > 0) {
        inst->AddAttribute(IntListAttr("rhs_group_dims", r.rhs_group_dimensions()));
      }
      AddPrecisionAttrs(p.precision_config(), inst);
      break;
    }
    case HloOpcode::kDomain:
      // A domain from a proto is always a sharding domain (XLA rebuilds it
      // as ShardingMetadata).
      inst->AddAttribute(Attribute::Raw(
          "domain", absl::StrCat("{kind=\"sharding\", entry=",
                                 ShardingText(p.domain_entry_sharding()), ", exit=",
                                 ShardingText(p.domain_exit_sharding()), "}")));
      break;
    case HloOpcode::kGetTupleElement:
      inst->AddAttribute(Attribute::Int("index", p.tuple_index()));
      break;
    case HloOpcode::kReshape:
      // HloReshapeInstruction stores an inferred dimension as dimensions[0].
      if (p.dimensions_size() == 1) {
        inst->AddAttribute(Attribute::Int("inferred_dimension", p.dimensions(0)));
      }
      break;
    case HloOpcode::kTopK:
      inst->AddAttribute(Attribute::Int("k", p.k()));
      inst->AddAttribute(Attribute::Bool("largest", p.largest()));
      break;
    case HloOpcode::kRngGetAndUpdateState:
      inst->AddAttribute(Attribute::Int("delta", p.delta()));
      break;
    case HloOpcode::kRngBitGenerator:
      inst->AddAttribute(Attribute::Ident(
          "algorithm",
          absl::AsciiStrToLower(EnumName(xs::RandomAlgorithm_Name<int>, p.rng_algorithm()))));
      break;
    case HloOpcode::kTriangularSolve: {
      // Kept as text, as the HLO text parser keeps these keys.
      const xs::TriangularSolveOptions& o = p.triangular_solve_options();
      auto flag = [](bool b) { return b ? "true" : "false"; };
      inst->AddAttribute(Attribute::Raw("left_side", flag(o.left_side())));
      inst->AddAttribute(Attribute::Raw("lower", flag(o.lower())));
      inst->AddAttribute(Attribute::Raw("unit_diagonal", flag(o.unit_diagonal())));
      inst->AddAttribute(Attribute::Raw(
          "transpose_a",
          EnumName(xs::TriangularSolveOptions::Transpose_Name<int>, o.transpose_a())));
      break;
    }
    case HloOpcode::kCholesky:
      inst->AddAttribute(
          Attribute::Raw("lower", p.cholesky_options().lower() ? "true" : "false"));
      break;
    default:
      break;
  }
  if (HasResultAccuracy(inst->opcode()) && p.has_result_accuracy()) {
    AddResultAccuracyAttr(p.result_accuracy(), inst);
  }
  return absl::OkStatus();
}

// Called computations under the names XLA's printer gives them
// (HloInstruction::PrintExtraAttributes). The proto lists while as
// {body, condition} and select-and-scatter as {select, scatter}.
absl::Status AddCalledComputations(const std::vector<Computation*>& called,
                                   const std::string& context,
                                   Instruction* inst) {
  auto require = [&](size_t n) -> absl::Status {
    if (called.size() == n) return absl::OkStatus();
    return Invalid(absl::StrCat(context, " (", HloOpcodeString(inst->opcode()),
                                ") calls ", called.size(),
                                " computations; expected ", n));
  };
  switch (inst->opcode()) {
    case HloOpcode::kFusion:
      TPUSIM_RETURN_IF_ERROR(require(1));
      inst->AddAttribute(Attribute::ComputationRef("calls", called[0]));
      return absl::OkStatus();
    case HloOpcode::kWhile:
      TPUSIM_RETURN_IF_ERROR(require(2));
      inst->AddAttribute(Attribute::ComputationRef("condition", called[1]));
      inst->AddAttribute(Attribute::ComputationRef("body", called[0]));
      return absl::OkStatus();
    case HloOpcode::kSelectAndScatter:
      TPUSIM_RETURN_IF_ERROR(require(2));
      inst->AddAttribute(Attribute::ComputationRef("select", called[0]));
      inst->AddAttribute(Attribute::ComputationRef("scatter", called[1]));
      return absl::OkStatus();
    case HloOpcode::kConditional:
      if (called.empty()) return require(1);
      if (called.size() == 2 && inst->operand_count() > 0 &&
          inst->operand(0)->shape().element_type() == PrimitiveType::kPred) {
        inst->AddAttribute(Attribute::ComputationRef("true_computation", called[0]));
        inst->AddAttribute(Attribute::ComputationRef("false_computation", called[1]));
      } else {
        inst->AddAttribute(Attribute::ComputationList("branch_computations", called));
      }
      return absl::OkStatus();
    case HloOpcode::kCall:
    case HloOpcode::kMap:
    case HloOpcode::kReduce:
    case HloOpcode::kReduceWindow:
    case HloOpcode::kAllReduce:
    case HloOpcode::kAllReduceStart:
    case HloOpcode::kReduceScatter:
    case HloOpcode::kScatter:
    case HloOpcode::kSort:
    case HloOpcode::kTopK:
      if (called.empty()) return absl::OkStatus();
      TPUSIM_RETURN_IF_ERROR(require(1));
      inst->AddAttribute(Attribute::ComputationRef("to_apply", called[0]));
      return absl::OkStatus();
    case HloOpcode::kCustomCall:
      if (!called.empty()) {
        inst->AddAttribute(Attribute::ComputationList("called_computations", called));
      }
      return absl::OkStatus();
    case HloOpcode::kAsyncStart:
      TPUSIM_RETURN_IF_ERROR(require(1));
      inst->AddAttribute(Attribute::ComputationRef("calls", called[0]));
      return absl::OkStatus();
    case HloOpcode::kAsyncUpdate:
    case HloOpcode::kAsyncDone:
      // XLA prints no computation here: it is the async-start's.
      return absl::OkStatus();
    default:
      if (called.size() == 1) {
        inst->AddAttribute(Attribute::ComputationRef("calls", called[0]));
      } else if (!called.empty()) {
        inst->AddAttribute(Attribute::ComputationList("calls", called));
      }
      return absl::OkStatus();
  }
}

OpMetadata ConvertMetadata(const xs::OpMetadata& p) {
  OpMetadata m;
  m.op_type = p.op_type();
  m.op_name = p.op_name();
  m.source_file = p.source_file();
  m.source_line = p.source_line();
  auto quoted = [](const std::string& s) {
    return absl::StrCat("\"", absl::CEscape(s), "\"");
  };
  // The rest in OpMetadataToString's order.
  if (p.source_end_line() != 0) {
    m.other.push_back({"source_end_line", absl::StrCat(p.source_end_line())});
  }
  if (p.source_column() != 0) {
    m.other.push_back({"source_column", absl::StrCat(p.source_column())});
  }
  if (p.source_end_column() != 0) {
    m.other.push_back({"source_end_column", absl::StrCat(p.source_end_column())});
  }
  if (p.profile_type_size() > 0) {
    std::vector<std::string> types;
    for (int t : p.profile_type()) types.push_back(EnumName(xs::ProfileType_Name<int>, t));
    m.other.push_back({"profile_type", absl::StrCat("{", absl::StrJoin(types, ","), "}")});
  }
  if (!p.deduplicated_name().empty()) {
    m.other.push_back({"deduplicated_name", quoted(p.deduplicated_name())});
  }
  if (p.stack_frame_id() != 0) {
    m.other.push_back({"stack_frame_id", absl::StrCat(p.stack_frame_id())});
  }
  if (!p.scheduling_name().empty()) {
    m.other.push_back({"scheduling_name", quoted(p.scheduling_name())});
  }
  return m;
}

absl::StatusOr<ProgramShape> ConvertProgramShape(const xs::ProgramShapeProto& p) {
  ProgramShape out;
  for (const xs::ShapeProto& s : p.parameters()) {
    TPUSIM_ASSIGN_OR_RETURN(Shape shape, ConvertShapeProto(s));
    out.parameters.push_back(std::move(shape));
  }
  TPUSIM_ASSIGN_OR_RETURN(out.result, ConvertShapeProto(p.result()));
  return out;
}

// --- The module -----------------------------------------------------------

class ModuleConverter {
 public:
  explicit ModuleConverter(const xs::HloModuleProto& proto) : proto_(proto) {}

  absl::StatusOr<std::unique_ptr<Module>> Convert(
      const xs::BufferAssignmentProto* buffer_assignment) {
    module_ = std::make_unique<Module>(proto_.name().empty() ? "module" : proto_.name());
    if (proto_.computations_size() == 0) {
      return Invalid(absl::StrCat("module \"", absl::CEscape(proto_.name()),
                                  "\" has no computations"));
    }
    TPUSIM_RETURN_IF_ERROR(CreateComputations());
    for (int i = 0; i < proto_.computations_size(); ++i) {
      TPUSIM_RETURN_IF_ERROR(FillComputation(i));
    }
    TPUSIM_RETURN_IF_ERROR(SetEntry());
    TPUSIM_RETURN_IF_ERROR(ApplySchedule());
    TPUSIM_RETURN_IF_ERROR(ConvertModuleAttributes());
    if (buffer_assignment != nullptr) {
      TPUSIM_RETURN_IF_ERROR(ConvertBufferAssignment(*buffer_assignment));
    }
    TPUSIM_RETURN_IF_ERROR(module_->Finalize());
    TPUSIM_RETURN_IF_ERROR(VerifyModule(*module_));
    return std::move(module_);
  }

 private:
  absl::Status CreateComputations() {
    computations_.reserve(proto_.computations_size());
    for (const xs::HloComputationProto& c : proto_.computations()) {
      auto computation = std::make_unique<Computation>(c.name());
      computation->set_id(c.id());
      if (!c.execution_thread().empty() && c.execution_thread() != "main") {
        computation->set_execution_thread(c.execution_thread());
      }
      Computation* added = module_->AddComputation(std::move(computation));
      if (!computations_by_id_.emplace(c.id(), added).second) {
        return Invalid(absl::StrCat("two computations have id ", c.id(), " (\"",
                                    absl::CEscape(c.name()), "\" is the second)"));
      }
      computations_.push_back(added);
    }
    instructions_by_id_.resize(proto_.computations_size());
    return absl::OkStatus();
  }

  absl::Status FillComputation(int index) {
    const xs::HloComputationProto& c = proto_.computations(index);
    Computation* computation = computations_[index];
    auto& by_id = instructions_by_id_[index];
    // First create every instruction, so operands may refer forward.
    std::vector<Instruction*> created;
    created.reserve(c.instructions_size());
    for (const xs::HloInstructionProto& p : c.instructions()) {
      std::optional<HloOpcode> opcode = StringToHloOpcode(p.opcode());
      if (!opcode) {
        return Invalid(absl::StrCat(Describe(p, c), " has unknown opcode \"",
                                    absl::CEscape(p.opcode()), "\""));
      }
      absl::StatusOr<Shape> shape = ConvertShapeProto(p.shape());
      if (!shape.ok()) {
        return Invalid(absl::StrCat(Describe(p, c), ": shape: ",
                                    shape.status().message()));
      }
      auto inst = std::make_unique<Instruction>(p.name(), *opcode, *std::move(shape));
      inst->set_id(p.id());
      if (*opcode == HloOpcode::kParameter) {
        inst->set_parameter_number(p.parameter_number());
      }
      if (p.has_metadata()) inst->set_metadata(ConvertMetadata(p.metadata()));
      Instruction* added = computation->AddInstruction(std::move(inst));
      if (!by_id.emplace(p.id(), added).second) {
        return Invalid(absl::StrCat(Describe(p, c),
                                    " has the same id as an earlier instruction"));
      }
      all_instructions_.emplace(p.id(), added);
      created.push_back(added);
    }
    for (int i = 0; i < c.instructions_size(); ++i) {
      TPUSIM_RETURN_IF_ERROR(FillInstruction(c, c.instructions(i), by_id, created[i]));
    }
    if (c.instructions_size() > 0) {
      auto root = by_id.find(c.root_id());
      if (root != by_id.end()) {
        computation->set_root(root->second);
      } else if (c.root_id() != 0) {
        return Invalid(absl::StrCat("computation \"", absl::CEscape(c.name()),
                                    "\" has root id ", c.root_id(),
                                    ", which is not one of its instructions"));
      }
    }
    return absl::OkStatus();
  }

  absl::Status FillInstruction(const xs::HloComputationProto& c,
                               const xs::HloInstructionProto& p,
                               const absl::flat_hash_map<int64_t, Instruction*>& by_id,
                               Instruction* inst) {
    for (int64_t id : p.operand_ids()) {
      auto it = by_id.find(id);
      if (it == by_id.end()) {
        return Invalid(absl::StrCat(Describe(p, c), " has operand id ", id,
                                    ", which is not an instruction of its computation"));
      }
      inst->AppendOperand(it->second);
    }
    for (int64_t id : p.control_predecessor_ids()) {
      auto it = by_id.find(id);
      if (it == by_id.end()) {
        return Invalid(absl::StrCat(Describe(p, c), " has control predecessor id ", id,
                                    ", which is not an instruction of its computation"));
      }
      inst->AddControlPredecessor(it->second);
    }
    std::vector<Computation*> called;
    for (int64_t id : p.called_computation_ids()) {
      auto it = computations_by_id_.find(id);
      if (it == computations_by_id_.end()) {
        return Invalid(absl::StrCat(Describe(p, c), " calls computation id ", id,
                                    ", which is not in the module"));
      }
      called.push_back(it->second);
    }
    if (inst->opcode() == HloOpcode::kConstant) {
      inst->set_literal(p.has_literal()
                            ? proto_text::LiteralToText(p.literal(), inst->shape())
                            : "{...}");
    }
    absl::Status status = AddOpcodeAttributes(p, inst);
    if (!status.ok()) {
      return Invalid(absl::StrCat(Describe(p, c), ": ", status.message()));
    }
    TPUSIM_RETURN_IF_ERROR(AddCalledComputations(called, Describe(p, c), inst));
    if (inst->opcode() == HloOpcode::kCall && p.is_composite()) {
      inst->AddAttribute(Attribute::Bool("is_composite", true));
    }
    if (p.has_sharding()) {
      inst->AddAttribute(Attribute::Raw("sharding", ShardingText(p.sharding())));
    }
    if (p.frontend_attributes().map_size() > 0) {
      inst->AddAttribute(Attribute::Raw(
          "frontend_attributes",
          proto_text::FrontendAttributesToText(p.frontend_attributes())));
    }
    if (!p.backend_config().empty()) {
      // TPU configs are JSON dicts, printed bare; anything else is a string.
      if (proto_text::LooksLikeJsonDict(p.backend_config())) {
        inst->AddAttribute(Attribute::Raw("backend_config", p.backend_config()));
      } else {
        inst->AddAttribute(Attribute::String("backend_config", p.backend_config()));
      }
    }
    return absl::OkStatus();
  }

  // XLA's CreateFromProto picks the entry by entry_computation_id; id 0 is
  // also proto3's "unset", so fall back to the name, then to the last one.
  absl::Status SetEntry() {
    const int64_t id = proto_.entry_computation_id();
    auto by_id = computations_by_id_.find(id);
    if (id != 0) {
      if (by_id == computations_by_id_.end()) {
        return Invalid(absl::StrCat("entry computation id ", id,
                                    " is not a computation of the module"));
      }
      module_->set_entry(by_id->second);
      return absl::OkStatus();
    }
    if (!proto_.entry_computation_name().empty()) {
      Computation* entry = module_->FindComputation(proto_.entry_computation_name());
      if (entry == nullptr) {
        return Invalid(absl::StrCat("entry computation \"",
                                    absl::CEscape(proto_.entry_computation_name()),
                                    "\" is not a computation of the module"));
      }
      module_->set_entry(entry);
      return absl::OkStatus();
    }
    if (by_id != computations_by_id_.end()) module_->set_entry(by_id->second);
    return absl::OkStatus();
  }

  absl::Status ApplySchedule() {
    if (!proto_.has_schedule() || proto_.schedule().sequences().empty()) {
      return absl::OkStatus();
    }
    // Apply in computation order so errors do not depend on map order.
    for (int i = 0; i < proto_.computations_size(); ++i) {
      auto seq = proto_.schedule().sequences().find(proto_.computations(i).id());
      if (seq == proto_.schedule().sequences().end()) continue;
      Computation* computation = computations_[i];
      const auto& by_id = instructions_by_id_[i];
      std::vector<Instruction*> order;
      order.reserve(seq->second.instruction_ids_size());
      for (int64_t id : seq->second.instruction_ids()) {
        auto it = by_id.find(id);
        if (it == by_id.end()) {
          return Invalid(absl::StrCat("schedule of computation \"",
                                      absl::CEscape(computation->name()),
                                      "\" names instruction id ", id,
                                      ", which is not one of its instructions"));
        }
        order.push_back(it->second);
      }
      TPUSIM_RETURN_IF_ERROR(computation->SetInstructionOrder(order));
    }
    for (const auto& [id, sequence] : proto_.schedule().sequences()) {
      if (!computations_by_id_.contains(id)) {
        return Invalid(absl::StrCat("schedule names computation id ", id,
                                    ", which is not in the module"));
      }
    }
    module_->set_is_scheduled(true);
    return absl::OkStatus();
  }

  absl::Status ConvertModuleAttributes() {
    for (const auto& e : proto_.input_output_alias().entries()) {
      module_->input_output_alias.push_back(InputOutputAlias{
          ToVector(e.output_shape_index()), e.parameter_number(),
          ToVector(e.parameter_shape_index()), e.kind() == xs::MUST_ALIAS});
    }
    for (const auto& e : proto_.buffer_donor().entries()) {
      module_->buffer_donors.push_back(
          BufferDonor{e.parameter_number(), ToVector(e.parameter_shape_index())});
    }
    if (proto_.has_host_program_shape()) {
      absl::StatusOr<ProgramShape> layout = ConvertProgramShape(proto_.host_program_shape());
      if (!layout.ok()) {
        return Invalid(absl::StrCat("host_program_shape: ", layout.status().message()));
      }
      module_->entry_computation_layout = *std::move(layout);
    }
    // XLA's dumps print the module config's counts, which come from the
    // device assignment; 1 is not printed.
    if (proto_.has_device_assignment()) {
      const xs::DeviceAssignmentProto& d = proto_.device_assignment();
      if (d.replica_count() > 1) module_->replica_count = d.replica_count();
      if (d.computation_count() > 1) module_->num_partitions = d.computation_count();
    }
    if (proto_.frontend_attributes().map_size() > 0) {
      module_->other_attributes.push_back(Attribute::Raw(
          "frontend_attributes",
          proto_text::FrontendAttributesToText(proto_.frontend_attributes())));
    }
    return absl::OkStatus();
  }

  // A Location names its instruction by id (current XLA) or by name (older
  // files, where the id is 0); either must exist.
  absl::Status CheckLocation(const xs::LogicalBufferProto::Location& location,
                             const std::string& what) {
    if (all_instructions_.contains(location.instruction_id())) {
      return absl::OkStatus();
    }
    if (!location.instruction_name().empty()) {
      for (Computation* c : computations_) {
        if (c->FindInstruction(location.instruction_name()) != nullptr) {
          return absl::OkStatus();
        }
      }
    }
    return Invalid(absl::StrCat(what, " is defined at unknown instruction id ",
                                location.instruction_id(),
                                location.instruction_name().empty()
                                    ? std::string()
                                    : absl::StrCat(" (\"",
                                                   absl::CEscape(location.instruction_name()),
                                                   "\")")));
  }

  absl::Status ConvertBufferAssignment(const xs::BufferAssignmentProto& p) {
    BufferAssignmentRecord record;
    absl::flat_hash_map<int64_t, int> buffer_index;
    for (const xs::LogicalBufferProto& b : p.logical_buffers()) {
      const std::string what = absl::StrCat("buffer assignment: logical buffer ", b.id());
      if (!buffer_index.emplace(b.id(), record.logical_buffers.size()).second) {
        return Invalid(absl::StrCat(what, " appears twice"));
      }
      LogicalBufferRecord r;
      r.id = b.id();
      r.size = b.size();
      r.color = b.color();
      if (b.has_defined_at()) {
        TPUSIM_RETURN_IF_ERROR(CheckLocation(b.defined_at(), what));
        r.instruction_name = b.defined_at().instruction_name();
        r.instruction_id = b.defined_at().instruction_id();
        r.shape_index = ToVector(b.defined_at().shape_index());
      }
      record.logical_buffers.push_back(std::move(r));
    }
    auto check_buffer = [&](int64_t id, absl::string_view what) -> absl::Status {
      if (buffer_index.contains(id)) return absl::OkStatus();
      return Invalid(absl::StrCat("buffer assignment: ", what,
                                  " refers to unknown logical buffer ", id));
    };
    for (const auto& a : p.buffer_aliases()) {
      TPUSIM_RETURN_IF_ERROR(check_buffer(a.source_buffer_id(), "a buffer alias"));
      TPUSIM_RETURN_IF_ERROR(CheckLocation(
          a.location(), absl::StrCat("buffer assignment: alias of logical buffer ",
                                     a.source_buffer_id())));
      record.buffer_aliases.push_back(BufferAliasRecord{
          a.source_buffer_id(), a.location().instruction_name(),
          a.location().instruction_id(), ToVector(a.location().shape_index())});
    }
    for (const xs::BufferAllocationProto& a : p.buffer_allocations()) {
      BufferAllocationRecord r;
      r.index = a.index();
      r.size = a.size();
      r.is_thread_local = a.is_thread_local();
      r.is_tuple = a.is_tuple();
      r.is_entry_computation_parameter = a.is_entry_computation_parameter();
      r.is_constant = a.is_constant();
      r.parameter_number = a.parameter_number();
      r.parameter_shape_index = ToVector(a.parameter_shape_index());
      r.is_parameter_aliased_with_output = a.is_parameter_aliased_with_output();
      r.maybe_live_out = a.maybe_live_out();
      r.color = a.color();
      for (const auto& assigned : a.assigned()) {
        TPUSIM_RETURN_IF_ERROR(check_buffer(
            assigned.logical_buffer_id(),
            absl::StrCat("allocation ", a.index())));
        r.assigned.push_back(AssignedBufferRecord{assigned.logical_buffer_id(),
                                                  assigned.offset(), assigned.size()});
      }
      record.buffer_allocations.push_back(std::move(r));
    }
    for (const xs::HeapSimulatorTrace& t : p.heap_simulator_traces()) {
      HeapSimulatorTraceRecord r;
      r.whole_module_simulation = t.whole_module_simulation();
      r.buffer_allocation_index = t.buffer_allocation_index();
      r.events.reserve(t.events_size());
      for (const auto& e : t.events()) {
        const std::string what = absl::StrCat("a heap-simulator event of allocation ",
                                              t.buffer_allocation_index());
        HeapEventRecord event;
        switch (e.kind()) {
          case xs::HeapSimulatorTrace::Event::ALLOC:
            event.kind = HeapEventRecord::Kind::kAlloc;
            break;
          case xs::HeapSimulatorTrace::Event::FREE:
            event.kind = HeapEventRecord::Kind::kFree;
            break;
          case xs::HeapSimulatorTrace::Event::SHARE_WITH:
            event.kind = HeapEventRecord::Kind::kShareWith;
            TPUSIM_RETURN_IF_ERROR(check_buffer(e.share_with_canonical_id(), what));
            break;
          default:
            return Invalid(absl::StrCat("buffer assignment: ", what,
                                        " has unknown kind ", e.kind()));
        }
        TPUSIM_RETURN_IF_ERROR(check_buffer(e.buffer_id(), what));
        event.buffer_id = e.buffer_id();
        event.computation_name = e.computation_name();
        event.instruction_name = e.instruction_name();
        event.share_with_canonical_id = e.share_with_canonical_id();
        r.events.push_back(std::move(event));
      }
      record.heap_simulator_traces.push_back(std::move(r));
    }
    module_->buffer_assignment = std::move(record);
    return absl::OkStatus();
  }

  const xs::HloModuleProto& proto_;
  std::unique_ptr<Module> module_;
  std::vector<Computation*> computations_;  // Proto order.
  absl::flat_hash_map<int64_t, Computation*> computations_by_id_;
  // Per computation (proto order): instruction id -> instruction. XLA
  // resolves operand and schedule ids within the computation.
  std::vector<absl::flat_hash_map<int64_t, Instruction*>> instructions_by_id_;
  // Module-wide, for the buffer assignment's locations.
  absl::flat_hash_map<int64_t, Instruction*> all_instructions_;
};

}  // namespace

absl::StatusOr<Shape> ConvertShapeProto(const xs::ShapeProto& p) {
  if (p.element_type() == xs::BUFFER) {
    return Invalid("buffer shapes (b(...)) are not supported");
  }
  std::optional<PrimitiveType> type = PrimitiveTypeFromProto(p.element_type());
  if (!type || *type == PrimitiveType::kInvalid) {
    return Invalid(absl::StrCat("unknown element type ", p.element_type()));
  }
  switch (*type) {
    case PrimitiveType::kTuple: {
      std::vector<Shape> elements;
      elements.reserve(p.tuple_shapes_size());
      for (const xs::ShapeProto& element : p.tuple_shapes()) {
        TPUSIM_ASSIGN_OR_RETURN(Shape shape, ConvertShapeProto(element));
        elements.push_back(std::move(shape));
      }
      return Shape::Tuple(std::move(elements));
    }
    case PrimitiveType::kToken:
      return Shape::Token();
    case PrimitiveType::kOpaque:
      return Shape(PrimitiveType::kOpaque, {});
    default:
      break;
  }
  std::vector<int64_t> dims = ToVector(p.dimensions());
  for (int64_t d : dims) {
    if (d < 0 && d != kUnboundedSize) {
      return Invalid(absl::StrCat("negative dimension size ", d));
    }
  }
  std::vector<bool> dynamic(p.is_dynamic_dimension().begin(),
                            p.is_dynamic_dimension().end());
  if (!dynamic.empty() && dynamic.size() != dims.size()) {
    return Invalid(absl::StrCat(dims.size(), " dimensions but ",
                                dynamic.size(), " is_dynamic_dimension flags"));
  }
  Shape shape(*type, std::move(dims), std::move(dynamic));
  // A scalar's layout message is empty yet present: XLA:TPU sizes such a
  // scalar with the untiled fallback (s32[] 4096 B in the oracle's v5p MoE
  // reducers), not as an unlaid shape, so keep it as a layout.
  const bool laid_out_scalar = p.has_layout() && shape.IsArray() && shape.rank() == 0;
  if (laid_out_scalar || (p.has_layout() && !IsEmptyLayout(p.layout()))) {
    absl::StatusOr<Layout> layout = ConvertLayout(p.layout(), shape.rank());
    if (!layout.ok()) {
      return Invalid(absl::StrCat(shape.ToString(/*print_layout=*/false), ": ",
                                  layout.status().message()));
    }
    shape.set_layout(*std::move(layout));
  }
  return shape;
}

absl::StatusOr<std::unique_ptr<Module>> ConvertHloModuleProto(
    const xs::HloModuleProto& proto,
    const xs::BufferAssignmentProto* buffer_assignment) {
  return ModuleConverter(proto).Convert(buffer_assignment);
}

}  // namespace tpusim::hlo
