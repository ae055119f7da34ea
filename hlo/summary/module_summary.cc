#include "hlo/summary/module_summary.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "hlo/text/hlo_printer.h"

namespace tpusim::hlo {

ModuleSummary Summarize(const Module& module) {
  ModuleSummary s;
  s.name = module.name();
  s.is_scheduled = module.is_scheduled();
  s.has_buffer_assignment = module.buffer_assignment.has_value();
  s.computation_count = static_cast<int64_t>(module.computations().size());
  for (const auto& computation : module.computations()) {
    if (computation->IsFusionComputation()) ++s.fusion_computation_count;
    for (const auto& inst : computation->instructions()) {
      ++s.instruction_count;
      ++s.opcode_counts[std::string(HloOpcodeString(inst->opcode()))];
    }
  }
  if (const Computation* entry = module.entry()) {
    s.entry = entry->name();
    for (const Instruction* param : entry->parameters()) {
      s.parameters.push_back({param->name(), param->shape().ToString()});
    }
    if (entry->root() != nullptr) s.output_shape = entry->root()->shape().ToString();
  }
  return s;
}

std::string SummaryToText(const ModuleSummary& s) {
  std::string out;
  absl::StrAppend(&out, "Module: ", s.name, s.is_scheduled ? " (scheduled)" : "",
                  "\n");
  absl::StrAppend(&out, "Entry computation: ", s.entry, "\n");
  absl::StrAppend(&out, "Computations: ", s.computation_count, " (",
                  s.fusion_computation_count, " fusion)\n");
  absl::StrAppend(&out, "Instructions: ", s.instruction_count, "\n");
  if (s.has_buffer_assignment) absl::StrAppend(&out, "XLA buffer assignment: present\n");
  absl::StrAppend(&out, "Parameters: ", s.parameters.size(), "\n");
  for (size_t i = 0; i < s.parameters.size(); ++i) {
    absl::StrAppend(&out, "  ", i, ": ", s.parameters[i].first, " ",
                    s.parameters[i].second, "\n");
  }
  absl::StrAppend(&out, "Output: ", s.output_shape, "\n");
  absl::StrAppend(&out, "Instructions by opcode:\n");
  std::vector<std::pair<std::string, int64_t>> counts(s.opcode_counts.begin(),
                                                      s.opcode_counts.end());
  std::stable_sort(counts.begin(), counts.end(),
                   [](const auto& a, const auto& b) { return a.second > b.second; });
  for (const auto& [opcode, count] : counts) {
    std::string padded = opcode;
    if (padded.size() < 28) padded.resize(28, ' ');
    absl::StrAppend(&out, "  ", padded, " ", count, "\n");
  }
  return out;
}

nlohmann::json SummaryToJson(const ModuleSummary& s) {
  nlohmann::json j;
  j["module"] = s.name;
  j["entry"] = s.entry;
  j["is_scheduled"] = s.is_scheduled;
  j["computations"] = s.computation_count;
  j["fusion_computations"] = s.fusion_computation_count;
  j["instructions"] = s.instruction_count;
  j["has_buffer_assignment"] = s.has_buffer_assignment;
  j["opcode_counts"] = s.opcode_counts;
  nlohmann::json params = nlohmann::json::array();
  for (const auto& [name, shape] : s.parameters) {
    params.push_back({{"name", name}, {"shape", shape}});
  }
  j["parameters"] = params;
  j["output_shape"] = s.output_shape;
  return j;
}

namespace {

nlohmann::json MetadataToJson(const OpMetadata& m) {
  nlohmann::json j = nlohmann::json::object();
  if (!m.op_type.empty()) j["op_type"] = m.op_type;
  if (!m.op_name.empty()) j["op_name"] = m.op_name;
  if (!m.source_file.empty()) j["source_file"] = m.source_file;
  if (m.source_line != 0) j["source_line"] = m.source_line;
  for (const auto& [key, value] : m.other) j[key] = value;
  return j;
}

}  // namespace

nlohmann::json ModuleToJson(const Module& module) {
  nlohmann::json j;
  j["name"] = module.name();
  j["entry"] = module.entry() ? module.entry()->name() : "";
  j["is_scheduled"] = module.is_scheduled();
  if (module.replica_count) j["replica_count"] = *module.replica_count;
  if (module.num_partitions) j["num_partitions"] = *module.num_partitions;
  nlohmann::json aliases = nlohmann::json::array();
  for (const InputOutputAlias& a : module.input_output_alias) {
    aliases.push_back({{"output_index", a.output_index},
                       {"parameter_number", a.parameter_number},
                       {"parameter_index", a.parameter_index},
                       {"kind", a.must_alias ? "must-alias" : "may-alias"}});
  }
  j["input_output_alias"] = aliases;
  nlohmann::json computations = nlohmann::json::array();
  for (const auto& computation : module.computations()) {
    nlohmann::json c;
    c["name"] = computation->name();
    c["is_entry"] = computation->IsEntry();
    c["is_fusion"] = computation->IsFusionComputation();
    c["root"] = computation->root() ? computation->root()->name() : "";
    nlohmann::json instructions = nlohmann::json::array();
    for (const auto& inst : computation->instructions()) {
      nlohmann::json i;
      i["name"] = inst->name();
      i["opcode"] = std::string(HloOpcodeString(inst->opcode()));
      i["shape"] = inst->shape().ToString();
      nlohmann::json operands = nlohmann::json::array();
      for (const Instruction* op : inst->operands()) operands.push_back(op->name());
      i["operands"] = operands;
      if (inst->parameter_number() >= 0) i["parameter_number"] = inst->parameter_number();
      if (inst->opcode() == HloOpcode::kConstant) i["literal"] = inst->literal();
      nlohmann::json attrs = nlohmann::json::object();
      for (const Attribute& attr : inst->attributes()) {
        attrs[attr.name] = PrintAttributeValue(attr);
      }
      if (!attrs.empty()) i["attributes"] = attrs;
      if (inst->has_metadata()) i["metadata"] = MetadataToJson(inst->metadata());
      instructions.push_back(std::move(i));
    }
    c["instructions"] = std::move(instructions);
    computations.push_back(std::move(c));
  }
  j["computations"] = std::move(computations);
  return j;
}

}  // namespace tpusim::hlo
