#include "test/hlo/proto/module_summary.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace tpusim::hlo::testing {
namespace {

std::string Ints(const std::vector<int64_t>& v) {
  return absl::StrCat("{", absl::StrJoin(v, ","), "}");
}

std::string ValueText(const Attribute& a) {
  switch (a.kind) {
    case AttrKind::kInt:
      return absl::StrCat(std::get<int64_t>(a.value));
    case AttrKind::kBool:
      return std::get<bool>(a.value) ? "true" : "false";
    case AttrKind::kString:
      return absl::StrCat("\"", std::get<std::string>(a.value), "\"");
    case AttrKind::kIdent:
    case AttrKind::kRaw:
      return std::get<std::string>(a.value);
    case AttrKind::kIntList:
      return Ints(std::get<std::vector<int64_t>>(a.value));
    case AttrKind::kIntLists: {
      std::vector<std::string> lists;
      for (const auto& l : std::get<std::vector<std::vector<int64_t>>>(a.value)) {
        lists.push_back(Ints(l));
      }
      return absl::StrCat("{", absl::StrJoin(lists, ","), "}");
    }
    case AttrKind::kIdentList:
      return absl::StrCat(
          "{", absl::StrJoin(std::get<std::vector<std::string>>(a.value), ","), "}");
    case AttrKind::kSlice: {
      std::vector<std::string> dims;
      for (const SliceDim& d : std::get<std::vector<SliceDim>>(a.value)) {
        dims.push_back(absl::StrCat("[", d.start, ":", d.limit, ":", d.stride, "]"));
      }
      return absl::StrCat("{", absl::StrJoin(dims, ", "), "}");
    }
    case AttrKind::kPadding: {
      std::vector<std::string> dims;
      for (const PaddingDim& d : std::get<std::vector<PaddingDim>>(a.value)) {
        dims.push_back(absl::StrCat(d.low, "_", d.high, "_", d.interior));
      }
      return absl::StrJoin(dims, "x");
    }
    case AttrKind::kWindow: {
      std::vector<std::string> dims;
      for (const WindowDim& d : std::get<Window>(a.value).dims) {
        dims.push_back(absl::StrCat("size=", d.size, " stride=", d.stride, " pad=",
                                    d.padding_low, "_", d.padding_high, " lhs=",
                                    d.base_dilation, " rhs=", d.window_dilation,
                                    d.window_reversal ? " rev" : ""));
      }
      return absl::StrCat("{", absl::StrJoin(dims, "; "), "}");
    }
    case AttrKind::kDimLabels:
      return ConvolutionDimensionNumbersToString(
          std::get<ConvolutionDimensionNumbers>(a.value));
    case AttrKind::kOutputOperandAliasing: {
      std::vector<std::string> items;
      for (const OutputOperandAlias& o :
           std::get<std::vector<OutputOperandAlias>>(a.value)) {
        items.push_back(absl::StrCat(Ints(o.output_index), ": (", o.operand_number,
                                     ", ", Ints(o.operand_index), ")"));
      }
      return absl::StrCat("{", absl::StrJoin(items, ", "), "}");
    }
    case AttrKind::kComputation:
      return absl::StrCat("%", std::get<Computation*>(a.value)->name());
    case AttrKind::kComputationList: {
      std::vector<std::string> names;
      for (const Computation* c : std::get<std::vector<Computation*>>(a.value)) {
        names.push_back(absl::StrCat("%", c->name()));
      }
      return absl::StrCat("{", absl::StrJoin(names, ", "), "}");
    }
  }
  return "?";
}

std::string MetadataText(const OpMetadata& m) {
  std::string out = absl::StrCat("op_type=\"", m.op_type, "\" op_name=\"", m.op_name,
                                 "\" source_file=\"", m.source_file,
                                 "\" source_line=", m.source_line);
  for (const auto& [key, value] : m.other) absl::StrAppend(&out, " ", key, "=", value);
  return out;
}

}  // namespace

std::string SummarizeAttribute(const Attribute& attribute) {
  return absl::StrCat(attribute.name, "=", ValueText(attribute));
}

std::string SummarizeModule(const Module& module, const SummaryOptions& options) {
  std::string out = absl::StrCat("module ", options.name ? module.name() : "", "\n");
  absl::StrAppend(&out, "scheduled=", module.is_scheduled(), " replica_count=",
                  module.replica_count.value_or(-1), " num_partitions=",
                  module.num_partitions.value_or(-1), "\n");
  for (const InputOutputAlias& a : module.input_output_alias) {
    absl::StrAppend(&out, "alias ", Ints(a.output_index), " <- ", a.parameter_number,
                    Ints(a.parameter_index), a.must_alias ? " must" : " may", "\n");
  }
  for (const BufferDonor& d : module.buffer_donors) {
    absl::StrAppend(&out, "donor ", d.parameter_number, Ints(d.parameter_index), "\n");
  }
  if (module.entry_computation_layout) {
    std::vector<std::string> params;
    for (const Shape& s : module.entry_computation_layout->parameters) {
      params.push_back(s.ToString());
    }
    absl::StrAppend(&out, "layout (", absl::StrJoin(params, ", "), ")->",
                    module.entry_computation_layout->result.ToString(), "\n");
  }
  for (const Attribute& a : module.other_attributes) {
    absl::StrAppend(&out, "attr ", SummarizeAttribute(a), "\n");
  }
  for (const auto& c : module.computations()) {
    absl::StrAppend(&out, c->IsEntry() ? "ENTRY " : "", "%", c->name(), " id=",
                    options.ids ? c->id() : 0,
                    c->IsFusionComputation() ? " fusion" : "",
                    c->execution_thread().empty() ? "" : " thread=",
                    c->execution_thread(), "\n");
    for (const auto& i : c->instructions()) {
      std::vector<std::string> operands;
      for (const Instruction* op : i->operands()) operands.push_back(op->name());
      absl::StrAppend(&out, "  ", i->IsRoot() ? "ROOT " : "", "%", i->name(), " id=",
                      options.ids ? i->id() : 0, " = ", i->shape().ToString(), " ",
                      HloOpcodeString(i->opcode()), "(", absl::StrJoin(operands, ", "),
                      ")");
      if (i->opcode() == HloOpcode::kParameter) {
        absl::StrAppend(&out, " number=", i->parameter_number());
      }
      if (!i->literal().empty()) absl::StrAppend(&out, " literal=", i->literal());
      for (const Attribute& a : i->attributes()) {
        absl::StrAppend(&out, ", ", SummarizeAttribute(a));
      }
      if (!i->control_predecessors().empty()) {
        std::vector<std::string> preds;
        for (const Instruction* p : i->control_predecessors()) preds.push_back(p->name());
        absl::StrAppend(&out, ", control-predecessors={", absl::StrJoin(preds, ","), "}");
      }
      if (i->has_metadata()) {
        absl::StrAppend(&out, ", metadata={", MetadataText(i->metadata()), "}");
      }
      out += "\n";
    }
  }
  if (options.buffer_assignment && module.buffer_assignment) {
    const BufferAssignmentRecord& ba = *module.buffer_assignment;
    for (const LogicalBufferRecord& b : ba.logical_buffers) {
      absl::StrAppend(&out, "buffer ", b.id, " size=", b.size, " at=", b.instruction_id,
                      "/", b.instruction_name, Ints(b.shape_index), " color=", b.color,
                      "\n");
    }
    for (const BufferAliasRecord& a : ba.buffer_aliases) {
      absl::StrAppend(&out, "buffer-alias ", a.source_buffer_id, " at=", a.instruction_id,
                      "/", a.instruction_name, Ints(a.shape_index), "\n");
    }
    for (const BufferAllocationRecord& a : ba.buffer_allocations) {
      absl::StrAppend(&out, "allocation ", a.index, " size=", a.size, " color=", a.color,
                      " thread_local=", a.is_thread_local, " tuple=", a.is_tuple,
                      " param=", a.is_entry_computation_parameter, ":",
                      a.parameter_number, Ints(a.parameter_shape_index),
                      " constant=", a.is_constant, " aliased=",
                      a.is_parameter_aliased_with_output, " live_out=", a.maybe_live_out,
                      "\n");
      for (const AssignedBufferRecord& as : a.assigned) {
        absl::StrAppend(&out, "  assigned ", as.logical_buffer_id, " @", as.offset,
                        " +", as.size, "\n");
      }
    }
    for (const HeapSimulatorTraceRecord& t : ba.heap_simulator_traces) {
      absl::StrAppend(&out, "trace allocation=", t.buffer_allocation_index,
                      " whole_module=", t.whole_module_simulation, "\n");
      for (const HeapEventRecord& e : t.events) {
        absl::StrAppend(&out, "  event ", static_cast<int>(e.kind), " ", e.buffer_id, " ",
                        e.computation_name, "/", e.instruction_name, " share=",
                        e.share_with_canonical_id, "\n");
      }
    }
  }
  return out;
}

}  // namespace tpusim::hlo::testing
