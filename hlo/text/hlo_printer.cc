#include "hlo/text/hlo_printer.h"

#include <algorithm>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "hlo/text/hlo_lexer.h"

namespace tpusim::hlo {
namespace {

// A computation the parser synthesised for async sugar that still wraps
// exactly one instruction fed by the parameters in order. Anything else is
// printed as a computation of its own with an explicit `calls=`.
bool IsFoldableWrapper(const Computation* c) {
  if (c == nullptr || !c->IsAsyncSugarWrapper() || c->root() == nullptr) {
    return false;
  }
  const Instruction* root = c->root();
  if (root->opcode() == HloOpcode::kParameter) return false;
  int64_t params = 0;
  for (const auto& inst : c->instructions()) {
    if (inst->opcode() == HloOpcode::kParameter) {
      ++params;
    } else if (inst.get() != root) {
      return false;
    }
  }
  if (root->operand_count() != params) return false;
  for (int64_t i = 0; i < params; ++i) {
    const Instruction* p = root->operand(i);
    if (p->opcode() != HloOpcode::kParameter || p->parameter_number() != i ||
        p->parent() != c) {
      return false;
    }
  }
  return true;
}

// The folded wrapper an async op is sugar for, or nullptr.
const Computation* SugarWrapper(const Instruction& inst) {
  HloOpcode op = inst.opcode();
  if (op != HloOpcode::kAsyncStart && op != HloOpcode::kAsyncUpdate &&
      op != HloOpcode::kAsyncDone) {
    return nullptr;
  }
  const Computation* c = inst.called_computation("calls");
  return IsFoldableWrapper(c) ? c : nullptr;
}

void AppendInts(std::string* out, const std::vector<int64_t>& v) {
  out->push_back('{');
  for (size_t i = 0; i < v.size(); ++i) {
    if (i > 0) out->push_back(',');
    absl::StrAppend(out, v[i]);
  }
  out->push_back('}');
}

void AppendQuoted(std::string* out, absl::string_view s) {
  out->push_back('"');
  AppendEscapedString(out, s);
  out->push_back('"');
}

void AppendWindow(std::string* out, const Window& window) {
  const auto& dims = window.dims;
  if (dims.empty()) {
    out->append("{}");
    return;
  }
  // Like XLA's window_util::ToString: size always, other fields only when
  // some dimension differs from the default.
  auto field = [&](absl::string_view name, auto get, auto is_default) {
    bool all_default = true;
    for (const WindowDim& d : dims) all_default &= is_default(d);
    if (all_default) return;
    absl::StrAppend(out, " ", name, "=");
    for (size_t i = 0; i < dims.size(); ++i) {
      if (i > 0) out->push_back('x');
      get(dims[i]);
    }
  };
  out->append("{size=");
  for (size_t i = 0; i < dims.size(); ++i) {
    if (i > 0) out->push_back('x');
    absl::StrAppend(out, dims[i].size);
  }
  field("stride", [&](const WindowDim& d) { absl::StrAppend(out, d.stride); },
        [](const WindowDim& d) { return d.stride == 1; });
  field("pad",
        [&](const WindowDim& d) {
          absl::StrAppend(out, d.padding_low, "_", d.padding_high);
        },
        [](const WindowDim& d) {
          return d.padding_low == 0 && d.padding_high == 0;
        });
  field("lhs_dilate",
        [&](const WindowDim& d) { absl::StrAppend(out, d.base_dilation); },
        [](const WindowDim& d) { return d.base_dilation == 1; });
  field("rhs_dilate",
        [&](const WindowDim& d) { absl::StrAppend(out, d.window_dilation); },
        [](const WindowDim& d) { return d.window_dilation == 1; });
  field("rhs_reversal",
        [&](const WindowDim& d) { out->push_back(d.window_reversal ? '1' : '0'); },
        [](const WindowDim& d) { return !d.window_reversal; });
  out->push_back('}');
}

void AppendAttributeValue(std::string* out, const Attribute& attr) {
  switch (attr.kind) {
    case AttrKind::kInt:
      absl::StrAppend(out, std::get<int64_t>(attr.value));
      return;
    case AttrKind::kBool:
      out->append(std::get<bool>(attr.value) ? "true" : "false");
      return;
    case AttrKind::kString:
      AppendQuoted(out, std::get<std::string>(attr.value));
      return;
    case AttrKind::kIdent:
    case AttrKind::kRaw:
      out->append(std::get<std::string>(attr.value));
      return;
    case AttrKind::kIntList:
      AppendInts(out, std::get<std::vector<int64_t>>(attr.value));
      return;
    case AttrKind::kIntLists: {
      const auto& lists = std::get<std::vector<std::vector<int64_t>>>(attr.value);
      out->push_back('{');
      for (size_t i = 0; i < lists.size(); ++i) {
        if (i > 0) out->push_back(',');
        AppendInts(out, lists[i]);
      }
      out->push_back('}');
      return;
    }
    case AttrKind::kIdentList: {
      const auto& list = std::get<std::vector<std::string>>(attr.value);
      out->push_back('{');
      for (size_t i = 0; i < list.size(); ++i) {
        if (i > 0) out->push_back(',');
        out->append(list[i]);
      }
      out->push_back('}');
      return;
    }
    case AttrKind::kSlice: {
      const auto& slice = std::get<std::vector<SliceDim>>(attr.value);
      out->push_back('{');
      for (size_t i = 0; i < slice.size(); ++i) {
        if (i > 0) out->append(", ");
        absl::StrAppend(out, "[", slice[i].start, ":", slice[i].limit);
        if (slice[i].stride != 1) absl::StrAppend(out, ":", slice[i].stride);
        out->push_back(']');
      }
      out->push_back('}');
      return;
    }
    case AttrKind::kPadding: {
      const auto& padding = std::get<std::vector<PaddingDim>>(attr.value);
      for (size_t i = 0; i < padding.size(); ++i) {
        if (i > 0) out->push_back('x');
        absl::StrAppend(out, padding[i].low, "_", padding[i].high);
        if (padding[i].interior != 0) absl::StrAppend(out, "_", padding[i].interior);
      }
      return;
    }
    case AttrKind::kWindow:
      AppendWindow(out, std::get<Window>(attr.value));
      return;
    case AttrKind::kDimLabels:
      out->append(ConvolutionDimensionNumbersToString(
          std::get<ConvolutionDimensionNumbers>(attr.value)));
      return;
    case AttrKind::kOutputOperandAliasing: {
      const auto& aliasing = std::get<std::vector<OutputOperandAlias>>(attr.value);
      out->push_back('{');
      for (size_t i = 0; i < aliasing.size(); ++i) {
        if (i > 0) out->append(", ");
        absl::StrAppend(out, ShapeIndexToString(aliasing[i].output_index),
                        ": (", aliasing[i].operand_number, ", ",
                        ShapeIndexToString(aliasing[i].operand_index), ")");
      }
      out->push_back('}');
      return;
    }
    case AttrKind::kComputation: {
      const Computation* c = std::get<Computation*>(attr.value);
      absl::StrAppend(out, "%", c != nullptr ? c->name() : "<null>");
      return;
    }
    case AttrKind::kComputationList: {
      const auto& list = std::get<std::vector<Computation*>>(attr.value);
      out->push_back('{');
      for (size_t i = 0; i < list.size(); ++i) {
        if (i > 0) out->append(", ");
        absl::StrAppend(out, "%", list[i] != nullptr ? list[i]->name() : "<null>");
      }
      out->push_back('}');
      return;
    }
  }
}

void AppendAttribute(std::string* out, const Attribute& attr) {
  absl::StrAppend(out, ", ", attr.name, "=");
  AppendAttributeValue(out, attr);
}

void AppendMetadata(std::string* out, const OpMetadata& md) {
  out->append(", metadata={");
  bool first = true;
  auto sep = [&] {
    if (!first) out->push_back(' ');
    first = false;
  };
  auto text = [&](absl::string_view key, const std::string& value) {
    if (value.empty()) return;
    sep();
    absl::StrAppend(out, key, "=");
    AppendQuoted(out, value);
  };
  text("op_type", md.op_type);
  text("op_name", md.op_name);
  text("source_file", md.source_file);
  if (md.source_line != 0) {
    sep();
    absl::StrAppend(out, "source_line=", md.source_line);
  }
  for (const auto& [key, value] : md.other) {
    sep();
    absl::StrAppend(out, key, "=", value);
  }
  out->push_back('}');
}

void AppendInstruction(std::string* out, const Instruction& inst) {
  absl::StrAppend(out, "%", inst.name(), " = ", inst.shape().ToString(), " ");
  const Computation* wrapper = SugarWrapper(inst);
  if (wrapper != nullptr) {
    absl::string_view suffix = inst.opcode() == HloOpcode::kAsyncStart ? "-start"
                               : inst.opcode() == HloOpcode::kAsyncUpdate
                                   ? "-update"
                                   : "-done";
    absl::StrAppend(out, HloOpcodeString(wrapper->root()->opcode()), suffix);
  } else {
    absl::StrAppend(out, HloOpcodeString(inst.opcode()));
  }
  out->push_back('(');
  if (inst.opcode() == HloOpcode::kParameter) {
    absl::StrAppend(out, inst.parameter_number());
  } else if (inst.opcode() == HloOpcode::kConstant) {
    out->append(inst.literal());
  } else {
    for (int64_t i = 0; i < inst.operand_count(); ++i) {
      if (i > 0) out->append(", ");
      if (i % 5 == 0 && i > 0) absl::StrAppend(out, "/*index=", i, "*/");
      const Instruction* operand = inst.operand(i);
      // Operands of a line parsed on its own may have no known shape.
      if (operand->shape().element_type() != PrimitiveType::kInvalid) {
        absl::StrAppend(out, operand->shape().ToString(), " ");
      }
      absl::StrAppend(out, "%", operand->name());
    }
  }
  out->push_back(')');

  const Attribute* backend_config = nullptr;
  if (wrapper != nullptr && inst.opcode() == HloOpcode::kAsyncStart) {
    for (const Attribute& attr : wrapper->root()->attributes()) {
      if (attr.name != "backend_config") AppendAttribute(out, attr);
    }
  }
  for (const Attribute& attr : inst.attributes()) {
    if (attr.name == "backend_config") {
      backend_config = &attr;
    } else if (wrapper == nullptr || attr.name != "calls") {
      AppendAttribute(out, attr);
    }
  }
  if (!inst.control_predecessors().empty()) {
    out->append(", control-predecessors={");
    for (size_t i = 0; i < inst.control_predecessors().size(); ++i) {
      if (i > 0) out->append(", ");
      absl::StrAppend(out, "%", inst.control_predecessors()[i]->name());
    }
    out->push_back('}');
  }
  if (inst.has_metadata()) AppendMetadata(out, inst.metadata());
  if (backend_config != nullptr) AppendAttribute(out, *backend_config);
}

void AppendComputation(std::string* out, const Computation& comp) {
  if (comp.IsEntry()) out->append("ENTRY ");
  absl::StrAppend(out, "%", comp.name(), " (");
  std::vector<const Instruction*> params;
  for (const auto& inst : comp.instructions()) {
    if (inst->opcode() == HloOpcode::kParameter) params.push_back(inst.get());
  }
  std::stable_sort(params.begin(), params.end(),
                   [](const Instruction* a, const Instruction* b) {
                     return a->parameter_number() < b->parameter_number();
                   });
  for (size_t i = 0; i < params.size(); ++i) {
    if (i > 0) out->append(", ");
    absl::StrAppend(out, params[i]->name(), ": ",
                    params[i]->shape().ToString(/*print_layout=*/false));
  }
  const Instruction* root = comp.root();
  if (root == nullptr && !comp.instructions().empty()) {
    root = comp.instructions().back().get();
  }
  absl::StrAppend(out, ") -> ",
                  root != nullptr ? root->shape().ToString(false) : "()",
                  " {\n");
  for (const auto& inst : comp.instructions()) {
    out->append(inst.get() == root ? "  ROOT " : "  ");
    AppendInstruction(out, *inst);
    out->push_back('\n');
  }
  out->push_back('}');
  if (!comp.execution_thread().empty()) {
    out->append(", execution_thread=");
    AppendQuoted(out, comp.execution_thread());
  }
  out->append("\n\n");
}

}  // namespace

std::string PrintAttributeValue(const Attribute& attribute) {
  std::string out;
  AppendAttributeValue(&out, attribute);
  return out;
}

std::string PrintInstruction(const Instruction& instruction) {
  std::string out;
  AppendInstruction(&out, instruction);
  return out;
}

std::string PrintModule(const Module& module) {
  std::string out;
  out.reserve(static_cast<size_t>(module.instruction_count()) * 128);
  absl::StrAppend(&out, "HloModule ", module.name());
  if (module.is_scheduled()) out.append(", is_scheduled=true");
  if (!module.input_output_alias.empty()) {
    out.append(", input_output_alias={ ");
    for (size_t i = 0; i < module.input_output_alias.size(); ++i) {
      const InputOutputAlias& a = module.input_output_alias[i];
      if (i > 0) out.append(", ");
      absl::StrAppend(&out, ShapeIndexToString(a.output_index), ": (",
                      a.parameter_number, ", ",
                      ShapeIndexToString(a.parameter_index), ", ",
                      a.must_alias ? "must-alias" : "may-alias", ")");
    }
    out.append(" }");
  }
  if (!module.buffer_donors.empty()) {
    out.append(", buffer_donor={ ");
    for (size_t i = 0; i < module.buffer_donors.size(); ++i) {
      const BufferDonor& d = module.buffer_donors[i];
      if (i > 0) out.append(", ");
      absl::StrAppend(&out, "(", d.parameter_number, ", ",
                      ShapeIndexToString(d.parameter_index), ")");
    }
    out.append(" }");
  }
  if (module.entry_computation_layout) {
    const ProgramShape& layout = *module.entry_computation_layout;
    out.append(", entry_computation_layout={(");
    for (size_t i = 0; i < layout.parameters.size(); ++i) {
      if (i > 0) out.append(", ");
      if (i % 5 == 0 && i > 0) absl::StrAppend(&out, "/*index=", i, "*/");
      out.append(layout.parameters[i].ToString());
    }
    absl::StrAppend(&out, ")->", layout.result.ToString(), "}");
  }
  if (module.replica_count) {
    absl::StrAppend(&out, ", replica_count=", *module.replica_count);
  }
  if (module.num_partitions) {
    absl::StrAppend(&out, ", num_partitions=", *module.num_partitions);
  }
  for (const Attribute& attr : module.other_attributes) AppendAttribute(&out, attr);
  out.append("\n\n");
  for (const auto& comp : module.computations()) {
    if (IsFoldableWrapper(comp.get())) continue;
    AppendComputation(&out, *comp);
  }
  return out;
}

}  // namespace tpusim::hlo
