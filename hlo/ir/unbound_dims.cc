#include "hlo/ir/unbound_dims.h"

#include <functional>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"

namespace tpusim::hlo {
namespace {

// Key of the frontend attribute the MLIR importer writes on an entry
// parameter whose dims JAX names (docs/mlir_importer.md).
constexpr absl::string_view kDimSymbolsKey = "dim_symbols=\"";

// Calls `visit(index, array)` for every array of `shape` (tuples walked).
void ForEachArray(const Shape& shape, ShapeIndex& index,
                  const std::function<void(const ShapeIndex&, const Shape&)>& visit) {
  if (shape.IsTuple()) {
    for (size_t i = 0; i < shape.tuple_shapes().size(); ++i) {
      index.push_back(static_cast<int64_t>(i));
      ForEachArray(shape.tuple_shapes()[i], index, visit);
      index.pop_back();
    }
    return;
  }
  if (shape.IsArray()) visit(index, shape);
}

std::string Describe(const UnboundDim& d) {
  const Instruction& inst = *d.instruction;
  const Shape* array = inst.shape().Subshape(d.index);
  std::string shape = array ? array->ToString(false) : inst.shape().ToString(false);
  std::string where =
      inst.opcode() == HloOpcode::kParameter
          ? absl::StrCat("argument ", inst.parameter_number(), " (",
                         d.argument_name.empty() ? inst.name() : d.argument_name, ")")
          : absl::StrCat("%", inst.name());
  if (!d.index.empty()) absl::StrAppend(&where, " element ", ShapeIndexToString(d.index));
  std::string line = absl::StrCat(where, " ", shape, " dim ", d.dim);
  if (!d.symbol.empty()) absl::StrAppend(&line, " (symbol ", d.symbol, ")");
  absl::StrAppend(&line, ": --bind-dim '", d.bind_key, "=N'");
  if (!d.symbol.empty()) absl::StrAppend(&line, " or --bind-dim ", d.symbol, "=N");
  return line;
}

}  // namespace

std::vector<std::string> ParameterDimSymbols(const Instruction& parameter) {
  const Attribute* attribute = parameter.FindAttribute("frontend_attributes");
  if (attribute == nullptr) return {};
  const std::string* text = std::get_if<std::string>(&attribute->value);
  if (text == nullptr) return {};
  size_t start = text->find(kDimSymbolsKey.data(), 0, kDimSymbolsKey.size());
  if (start == std::string::npos) return {};
  start += kDimSymbolsKey.size();
  size_t end = text->find('"', start);
  if (end == std::string::npos) return {};
  return absl::StrSplit(absl::string_view(*text).substr(start, end - start), ',');
}

void AddOrigins(const Instruction& inst, bool argument, UnboundDims& out) {
  std::vector<std::string> symbols;
  if (argument) symbols = ParameterDimSymbols(inst);
  ShapeIndex index;
  ForEachArray(inst.shape(), index, [&](const ShapeIndex& at, const Shape& array) {
    for (int64_t d = 0; d < array.rank(); ++d) {
      if (!array.is_unbounded_dim(d)) continue;
      UnboundDim dim;
      dim.instruction = &inst;
      dim.index = at;
      dim.dim = d;
      if (argument) {
        if (inst.has_metadata()) dim.argument_name = inst.metadata().op_name;
        if (at.empty() && d < static_cast<int64_t>(symbols.size())) dim.symbol = symbols[d];
        dim.bind_key = absl::StrCat(inst.parameter_number(), ".", d);
      } else {
        dim.bind_key = "*";
      }
      out.origins.push_back(std::move(dim));
    }
  });
}

UnboundDims FindUnboundDims(const Module& module) {
  UnboundDims out;
  std::vector<const Instruction*> derived;
  for (const auto& computation : module.computations()) {
    const bool entry = computation.get() == module.entry();
    for (const auto& instruction : computation->instructions()) {
      const Instruction& inst = *instruction;
      if (!inst.shape().IsUnbounded()) continue;
      const bool argument = entry && inst.opcode() == HloOpcode::kParameter;
      // A `?` is an origin where no operand carries one; the parameters of
      // called computations take theirs from the caller.
      bool from_operands = inst.opcode() == HloOpcode::kParameter && !entry;
      for (const Instruction* operand : inst.operands()) {
        from_operands |= operand->shape().IsUnbounded();
      }
      if (!argument && from_operands) {
        derived.push_back(&inst);
      } else {
        AddOrigins(inst, argument, out);
      }
    }
  }
  // Bound arguments can leave `?` params in called computations (the
  // importer sizes those only with '*'); then `?` enters there.
  if (out.origins.empty()) {
    std::vector<const Instruction*> rest;
    for (const Instruction* inst : derived) {
      if (inst->opcode() == HloOpcode::kParameter) {
        AddOrigins(*inst, /*argument=*/false, out);
      } else {
        rest.push_back(inst);
      }
    }
    derived = std::move(rest);
  }
  out.derived_values = static_cast<int64_t>(derived.size());
  return out;
}

absl::Status RequireStaticDims(const Module& module) {
  UnboundDims found = FindUnboundDims(module);
  if (found.origins.empty()) return absl::OkStatus();
  std::vector<std::string> lines;
  for (const UnboundDim& d : found.origins) lines.push_back(absl::StrCat("  ", Describe(d)));
  std::string derived;
  if (found.derived_values > 0) {
    derived = absl::StrCat("\n  (", found.derived_values, " other value",
                           found.derived_values == 1 ? " has" : "s have",
                           " '?' dims that follow from these)");
  }
  return absl::InvalidArgumentError(absl::StrCat(
      found.origins.size(),
      " unbounded ('?') dim", found.origins.size() == 1 ? "" : "s",
      " left, and sizing buffers needs a size for each: bind them with --bind-dim KEY=N "
      "(or every one with --bind-dim '*=N'; docs/mlir_importer.md):\n",
      absl::StrJoin(lines, "\n"), derived));
}

}  // namespace tpusim::hlo
