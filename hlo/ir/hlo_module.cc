#include "hlo/ir/hlo_module.h"

#include <algorithm>
#include <limits>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"

namespace tpusim::hlo {

InputLocation InputLocation::At(int64_t line, int64_t column) {
  constexpr int64_t kMax = std::numeric_limits<int32_t>::max();
  if (line <= 0 || line > kMax || column < 0 || column > kMax) return {};
  return {static_cast<int32_t>(line), static_cast<int32_t>(column)};
}

// ---------------------------------------------------------------------------
// Instruction

void Instruction::AppendOperand(Instruction* operand) {
  // `this` is already a user of `operand` exactly when `operand` is already
  // one of its operands; search the shorter of the two lists so that neither
  // a value with a million users nor a million-operand tuple is quadratic.
  const bool already_user =
      operands_.size() <= operand->users_.size()
          ? std::find(operands_.begin(), operands_.end(), operand) !=
                operands_.end()
          : std::find(operand->users_.begin(), operand->users_.end(), this) !=
                operand->users_.end();
  operands_.push_back(operand);
  if (!already_user) operand->users_.push_back(this);
}

void Instruction::ReplaceUsesWith(Instruction* replacement, const Instruction* except) {
  if (replacement == this) return;
  // Users are distinct, so only users `replacement` already had need a check.
  const size_t had = replacement->users_.size();
  std::vector<Instruction*> kept;
  for (Instruction* user : users_) {
    if (user == except || user == replacement) {
      kept.push_back(user);
      continue;
    }
    for (Instruction*& operand : user->operands_) {
      if (operand == this) operand = replacement;
    }
    const auto first = replacement->users_.begin();
    if (had == 0 || std::find(first, first + static_cast<std::ptrdiff_t>(had), user) ==
                        first + static_cast<std::ptrdiff_t>(had)) {
      replacement->users_.push_back(user);
    }
  }
  users_ = std::move(kept);
}

const Attribute* Instruction::FindAttribute(absl::string_view name) const {
  for (const Attribute& attr : attributes_) {
    if (attr.name == name) return &attr;
  }
  return nullptr;
}

std::optional<int64_t> Instruction::GetInt(absl::string_view name) const {
  const Attribute* attr = FindAttribute(name);
  if (attr == nullptr || attr->kind != AttrKind::kInt) return std::nullopt;
  return std::get<int64_t>(attr->value);
}

std::optional<bool> Instruction::GetBool(absl::string_view name) const {
  const Attribute* attr = FindAttribute(name);
  if (attr == nullptr || attr->kind != AttrKind::kBool) return std::nullopt;
  return std::get<bool>(attr->value);
}

std::optional<absl::string_view> Instruction::GetText(absl::string_view name) const {
  const Attribute* attr = FindAttribute(name);
  if (attr == nullptr) return std::nullopt;
  if (attr->kind != AttrKind::kString && attr->kind != AttrKind::kIdent &&
      attr->kind != AttrKind::kRaw) {
    return std::nullopt;
  }
  return absl::string_view(std::get<std::string>(attr->value));
}

const std::vector<int64_t>* Instruction::GetIntList(absl::string_view name) const {
  const Attribute* attr = FindAttribute(name);
  if (attr == nullptr || attr->kind != AttrKind::kIntList) return nullptr;
  return &std::get<std::vector<int64_t>>(attr->value);
}

const std::vector<int64_t>& Instruction::GetIntListOrEmpty(absl::string_view name) const {
  static const std::vector<int64_t>* const kEmpty = new std::vector<int64_t>();
  const std::vector<int64_t>* list = GetIntList(name);
  return list != nullptr ? *list : *kEmpty;
}

const std::vector<std::vector<int64_t>>* Instruction::GetIntLists(
    absl::string_view name) const {
  const Attribute* attr = FindAttribute(name);
  if (attr == nullptr || attr->kind != AttrKind::kIntLists) return nullptr;
  return &std::get<std::vector<std::vector<int64_t>>>(attr->value);
}

absl::string_view Instruction::fusion_kind() const {
  if (opcode_ != HloOpcode::kFusion) return {};
  return GetText("kind").value_or(absl::string_view());
}

absl::string_view Instruction::custom_call_target() const {
  return GetText("custom_call_target").value_or(absl::string_view());
}

const std::vector<SliceDim>* Instruction::slice() const {
  const Attribute* attr = FindAttribute("slice");
  if (attr == nullptr || attr->kind != AttrKind::kSlice) return nullptr;
  return &std::get<std::vector<SliceDim>>(attr->value);
}

const std::vector<PaddingDim>* Instruction::padding() const {
  const Attribute* attr = FindAttribute("padding");
  if (attr == nullptr || attr->kind != AttrKind::kPadding) return nullptr;
  return &std::get<std::vector<PaddingDim>>(attr->value);
}

const Window* Instruction::window() const {
  const Attribute* attr = FindAttribute("window");
  if (attr == nullptr || attr->kind != AttrKind::kWindow) return nullptr;
  return &std::get<Window>(attr->value);
}

const ConvolutionDimensionNumbers* Instruction::convolution_dimension_numbers()
    const {
  const Attribute* attr = FindAttribute("dim_labels");
  if (attr == nullptr || attr->kind != AttrKind::kDimLabels) return nullptr;
  return &std::get<ConvolutionDimensionNumbers>(attr->value);
}

DotDimensionNumbers Instruction::dot_dimension_numbers() const {
  DotDimensionNumbers d;
  auto get = [&](absl::string_view name, std::vector<int64_t>* out) {
    if (const std::vector<int64_t>* v = GetIntList(name)) *out = *v;
  };
  get("lhs_contracting_dims", &d.lhs_contracting_dimensions);
  get("rhs_contracting_dims", &d.rhs_contracting_dimensions);
  get("lhs_batch_dims", &d.lhs_batch_dimensions);
  get("rhs_batch_dims", &d.rhs_batch_dimensions);
  return d;
}

const std::vector<OutputOperandAlias>* Instruction::output_to_operand_aliasing()
    const {
  const Attribute* attr = FindAttribute("output_to_operand_aliasing");
  if (attr == nullptr || attr->kind != AttrKind::kOutputOperandAliasing) {
    return nullptr;
  }
  return &std::get<std::vector<OutputOperandAlias>>(attr->value);
}

absl::string_view Instruction::sharding() const {
  return GetText("sharding").value_or(absl::string_view());
}

absl::string_view Instruction::backend_config() const {
  return GetText("backend_config").value_or(absl::string_view());
}

std::vector<Computation*> Instruction::called_computations() const {
  std::vector<Computation*> out;
  ForEachCalledComputation([&](Computation* callee) { out.push_back(callee); });
  return out;
}

Computation* Instruction::called_computation(absl::string_view name) const {
  const Attribute* attr = FindAttribute(name);
  if (attr == nullptr || attr->kind != AttrKind::kComputation) return nullptr;
  return std::get<Computation*>(attr->value);
}

Computation* Instruction::fused_computation() const {
  if (opcode_ != HloOpcode::kFusion) return nullptr;
  return called_computation("calls");
}

const OpMetadata& Instruction::metadata() const {
  static const OpMetadata* const kEmpty = new OpMetadata();
  return metadata_ ? *metadata_ : *kEmpty;
}

void Instruction::set_metadata(OpMetadata metadata) {
  if (metadata.empty()) {
    metadata_.reset();
  } else {
    metadata_ = std::make_shared<const OpMetadata>(std::move(metadata));
  }
}

bool Instruction::IsRoot() const {
  return parent_ != nullptr && parent_->root() == this;
}

// ---------------------------------------------------------------------------
// Computation

Instruction* Computation::AddInstruction(std::unique_ptr<Instruction> instruction) {
  instruction->parent_ = this;
  instructions_.push_back(std::move(instruction));
  return instructions_.back().get();
}

absl::Status Computation::SetInstructionOrder(const std::vector<Instruction*>& order) {
  if (order.size() != instructions_.size()) {
    return absl::InvalidArgumentError(absl::StrCat(
        "schedule of computation ", name_, " has ", order.size(),
        " instructions but the computation has ", instructions_.size()));
  }
  absl::flat_hash_map<Instruction*, size_t> index;
  for (size_t i = 0; i < instructions_.size(); ++i) {
    index[instructions_[i].get()] = i;
  }
  std::vector<std::unique_ptr<Instruction>> reordered;
  reordered.reserve(order.size());
  for (Instruction* inst : order) {
    auto it = index.find(inst);
    if (it == index.end() || instructions_[it->second] == nullptr) {
      return absl::InvalidArgumentError(absl::StrCat(
          "schedule of computation ", name_,
          " names an instruction twice or one from elsewhere"));
    }
    reordered.push_back(std::move(instructions_[it->second]));
  }
  instructions_ = std::move(reordered);
  return absl::OkStatus();
}

bool Computation::IsEntry() const {
  return parent_ != nullptr && parent_->entry() == this;
}

Instruction* Computation::FindInstruction(absl::string_view name) const {
  for (const auto& inst : instructions_) {
    if (inst->name() == name) return inst.get();
  }
  return nullptr;
}

// ---------------------------------------------------------------------------
// Module

Computation* Module::AddComputation(std::unique_ptr<Computation> computation) {
  computation->parent_ = this;
  computations_.push_back(std::move(computation));
  return computations_.back().get();
}

Computation* Module::FindComputation(absl::string_view name) const {
  for (const auto& c : computations_) {
    if (c->name() == name) return c.get();
  }
  return nullptr;
}

int64_t Module::instruction_count() const {
  int64_t n = 0;
  for (const auto& c : computations_) n += c->instruction_count();
  return n;
}

absl::Status Module::Finalize() {
  if (entry_ == nullptr) {
    if (computations_.empty()) {
      return absl::InvalidArgumentError(
          absl::StrCat("module ", name_, " has no computations"));
    }
    entry_ = computations_.back().get();  // XLA: last computation is entry.
  }
  for (const auto& c : computations_) {
    c->is_fusion_ = false;
    if (c->instructions_.empty()) {
      return absl::InvalidArgumentError(
          absl::StrCat("computation ", c->name(), " has no instructions"));
    }
    if (c->root_ == nullptr) c->root_ = c->instructions_.back().get();
    // Parameter numbers come from untrusted input: size the table by the
    // number of parameters, never by the largest number seen.
    int64_t param_count = 0;
    for (const auto& inst : c->instructions_) {
      if (inst->opcode() != HloOpcode::kParameter) continue;
      if (inst->parameter_number() < 0) {
        return absl::InvalidArgumentError(absl::StrCat(
            "parameter ", inst->name(), " in computation ", c->name(),
            " has a negative number"));
      }
      ++param_count;
    }
    c->parameters_.assign(param_count, nullptr);
    for (const auto& inst : c->instructions_) {
      if (inst->opcode() != HloOpcode::kParameter) continue;
      if (inst->parameter_number() >= param_count) continue;  // Reported below.
      Instruction*& slot = c->parameters_[inst->parameter_number()];
      if (slot != nullptr) {
        return absl::InvalidArgumentError(absl::StrCat(
            "computation ", c->name(), " has two parameters numbered ",
            inst->parameter_number()));
      }
      slot = inst.get();
    }
    for (size_t i = 0; i < c->parameters_.size(); ++i) {
      if (c->parameters_[i] == nullptr) {
        return absl::InvalidArgumentError(absl::StrCat(
            "computation ", c->name(), " is missing parameter ", i));
      }
    }
  }
  for (const auto& c : computations_) {
    for (const auto& inst : c->instructions_) {
      if (inst->opcode() != HloOpcode::kFusion) continue;
      if (Computation* fused = inst->fused_computation()) fused->is_fusion_ = true;
    }
  }
  return absl::OkStatus();
}

std::vector<Computation*> Module::MakeComputationPostOrder() const {
  std::vector<Computation*> order;
  absl::flat_hash_set<const Computation*> visited;
  // Iterative DFS so deep call chains cannot overflow the stack.
  auto visit = [&](Computation* root) {
    if (root == nullptr || visited.contains(root)) return;
    std::vector<std::pair<Computation*, std::vector<Computation*>>> stack;
    auto callees = [](Computation* c) {
      std::vector<Computation*> out;
      for (const auto& inst : c->instructions()) {
        inst->ForEachCalledComputation([&](Computation* callee) {
          if (callee != nullptr) out.push_back(callee);
        });
      }
      std::reverse(out.begin(), out.end());
      return out;
    };
    visited.insert(root);
    stack.push_back({root, callees(root)});
    while (!stack.empty()) {
      auto& [comp, pending] = stack.back();
      if (pending.empty()) {
        order.push_back(comp);
        stack.pop_back();
        continue;
      }
      Computation* next = pending.back();
      pending.pop_back();
      if (visited.insert(next).second) stack.push_back({next, callees(next)});
    }
  };
  visit(entry_);
  for (const auto& c : computations_) visit(c.get());
  return order;
}

std::string NameWithProgramId(absl::string_view name, uint64_t program_id) {
  return absl::StrCat(name, "(", program_id, ")");
}

absl::string_view NameWithoutProgramId(absl::string_view module_name) {
  const size_t open = module_name.rfind('(');
  if (open == absl::string_view::npos || open == 0 || module_name.back() != ')' ||
      open + 2 >= module_name.size()) {
    return module_name;
  }
  for (size_t k = open + 1; k + 1 < module_name.size(); ++k) {
    if (module_name[k] < '0' || module_name[k] > '9') return module_name;
  }
  return module_name.substr(0, open);
}

}  // namespace tpusim::hlo
