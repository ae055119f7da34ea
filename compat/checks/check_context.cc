#include "compat/checks/check_context.h"

#include <algorithm>

#include "absl/container/flat_hash_set.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "hlo/base/checked_math.h"

namespace tpusim::compat {
namespace {

using hlo::HloOpcode;

// Attributes naming computations that run as scalar functions inside their
// caller (reducers, comparators, scatter combiners). `to_apply` of a call is
// a real callee and is handled separately.
bool IsApplierAttribute(const hlo::Instruction& caller, absl::string_view attribute) {
  if (attribute == "to_apply") return caller.opcode() != HloOpcode::kCall;
  return attribute == "select" || attribute == "scatter";
}

}  // namespace

ProgramView::ProgramView(const hlo::Module& module) {
  // Walk from the entry through callees that are program code, so dead or
  // placeholder computations are never linted.
  absl::flat_hash_set<const hlo::Computation*> program;
  std::vector<const hlo::Computation*> stack;
  if (module.entry() != nullptr) {
    program.insert(module.entry());
    stack.push_back(module.entry());
  }
  while (!stack.empty()) {
    const hlo::Computation* computation = stack.back();
    stack.pop_back();
    for (const auto& instruction : computation->instructions()) {
      for (const hlo::Attribute& attribute : instruction->attributes()) {
        std::vector<const hlo::Computation*> callees;
        if (attribute.kind == hlo::AttrKind::kComputation) {
          callees.push_back(std::get<hlo::Computation*>(attribute.value));
        } else if (attribute.kind == hlo::AttrKind::kComputationList) {
          for (hlo::Computation* c : std::get<std::vector<hlo::Computation*>>(attribute.value)) {
            callees.push_back(c);
          }
        } else {
          continue;
        }
        if (IsApplierAttribute(*instruction, attribute.name)) continue;
        const bool wrapped = instruction->opcode() == HloOpcode::kFusion ||
                             instruction->opcode() == HloOpcode::kAsyncStart ||
                             instruction->opcode() == HloOpcode::kAsyncUpdate ||
                             instruction->opcode() == HloOpcode::kAsyncDone ||
                             instruction->opcode() == HloOpcode::kCustomCall;
        for (const hlo::Computation* callee : callees) {
          if (callee == nullptr) continue;
          if (wrapped) fused_.insert(callee);
          if (program.insert(callee).second) stack.push_back(callee);
        }
      }
    }
  }
  for (const hlo::Computation* computation : module.MakeComputationPostOrder()) {
    if (!program.contains(computation)) continue;
    for (const auto& instruction : computation->instructions()) {
      ops_.push_back(instruction.get());
    }
  }
}

bool ProgramView::HasOwnBuffer(const hlo::Instruction& instruction) const {
  if (IsFusedOrWrapped(instruction.parent())) return false;
  switch (instruction.opcode()) {
    case HloOpcode::kParameter:
      return instruction.parent() != nullptr && instruction.parent()->IsEntry();
    case HloOpcode::kFusion:
    case HloOpcode::kCustomCall:
      return true;
    default:
      return !IsPlumbing(instruction.opcode());
  }
}

Finding FindingSink::NewFinding(std::string message, std::string key) const {
  Finding finding;
  finding.rule_id = std::string(rule_.id);
  finding.severity = severity_;
  finding.message = std::move(message);
  finding.key = std::move(key);
  finding.input_file = std::string(input_file_);
  finding.module = module_.name();
  finding.input.file = std::string(input_file_);
  return finding;
}

void FindingSink::Report(const hlo::Instruction& at, std::string message, std::string key) {
  Finding finding = NewFinding(std::move(message), std::move(key));
  if (at.parent() != nullptr) finding.computation = at.parent()->name();
  finding.instruction = at.name();
  // Where the input writes the instruction; its computation's header for one
  // the importer made up (a nested HLO operand, an MLIR return tuple).
  hlo::InputLocation written = at.input_location();
  if (!written.known() && at.parent() != nullptr) written = at.parent()->input_location();
  if (written.known()) {
    finding.input.line = written.line;
    finding.input.column = written.column;
  }
  const hlo::OpMetadata& metadata = at.metadata();
  finding.op_name = metadata.op_name;
  if (!metadata.source_file.empty() && metadata.source_line > 0) {
    finding.source.file = metadata.source_file;
    finding.source.line = metadata.source_line;
    for (const auto& [name, value] : metadata.other) {
      int64_t column = 0;
      if (name == "source_column" && absl::SimpleAtoi(value, &column) && column > 0) {
        finding.source.column = column;
      }
    }
  }
  if (rule_.group_repeats) {
    std::string group = finding.key;
    if (finding.source.known()) {
      absl::StrAppend(&group, "\n", finding.source.file, ":", finding.source.line);
    }
    auto [it, inserted] = groups_.try_emplace(std::move(group), out_->size());
    if (!inserted) {
      ++(*out_)[it->second].repeats;
      return;
    }
  }
  out_->push_back(std::move(finding));
}

void FindingSink::ReportModule(std::string message, std::string key) {
  out_->push_back(NewFinding(std::move(message), std::move(key)));
}

void FindingSink::Finish() {
  for (size_t i = first_; i < out_->size(); ++i) {
    Finding& finding = (*out_)[i];
    if (finding.repeats > 1) {
      absl::StrAppend(&finding.message, " (", finding.repeats, " ops like this)");
    }
  }
}

bool IsPlumbing(HloOpcode opcode) {
  switch (opcode) {
    case HloOpcode::kTuple:
    case HloOpcode::kGetTupleElement:
    case HloOpcode::kBitcast:
    case HloOpcode::kParameter:
    case HloOpcode::kWhile:
    case HloOpcode::kCall:
    case HloOpcode::kConditional:
    case HloOpcode::kAsyncStart:
    case HloOpcode::kAsyncUpdate:
    case HloOpcode::kAsyncDone:
    case HloOpcode::kFusion:
    case HloOpcode::kOptimizationBarrier:
    case HloOpcode::kDomain:
    case HloOpcode::kAddDependency:
    case HloOpcode::kAfterAll:
      return true;
    default:
      return false;
  }
}

bool IsDataMovement(HloOpcode opcode) {
  switch (opcode) {
    case HloOpcode::kReshape:
    case HloOpcode::kTranspose:
    case HloOpcode::kCopy:
    case HloOpcode::kCopyStart:
    case HloOpcode::kCopyDone:
    case HloOpcode::kSlice:
    case HloOpcode::kDynamicSlice:
    case HloOpcode::kDynamicUpdateSlice:
    case HloOpcode::kConcatenate:
    case HloOpcode::kPad:
    case HloOpcode::kBroadcast:
    case HloOpcode::kReverse:
    case HloOpcode::kGather:
    case HloOpcode::kAllGather:
    case HloOpcode::kAllGatherStart:
    case HloOpcode::kAllGatherDone:
    case HloOpcode::kAllToAll:
    case HloOpcode::kRaggedAllToAll:
    case HloOpcode::kCollectivePermute:
    case HloOpcode::kCollectivePermuteStart:
    case HloOpcode::kCollectivePermuteDone:
    case HloOpcode::kCollectiveBroadcast:
    case HloOpcode::kSend:
    case HloOpcode::kSendDone:
    case HloOpcode::kRecv:
    case HloOpcode::kRecvDone:
    case HloOpcode::kInfeed:
    case HloOpcode::kOutfeed:
    case HloOpcode::kSelect:
      return true;
    default:
      return false;
  }
}

bool IsMatmul(HloOpcode opcode) {
  return opcode == HloOpcode::kDot || opcode == HloOpcode::kConvolution ||
         opcode == HloOpcode::kRaggedDot || opcode == HloOpcode::kScaledDot;
}

int64_t ShardingDevices(absl::string_view sharding) {
  int64_t needed = 0;
  size_t pos = 0;
  while ((pos = sharding.find("devices=[", pos)) != absl::string_view::npos) {
    pos += 9;
    size_t end = sharding.find(']', pos);
    if (end == absl::string_view::npos) break;
    int64_t product = 1;
    for (absl::string_view part : absl::StrSplit(sharding.substr(pos, end - pos), ',')) {
      int64_t dim = 0;
      if (!absl::SimpleAtoi(part, &dim) || dim < 1 || dim > (int64_t{1} << 24)) {
        product = 0;
        break;
      }
      std::optional<int64_t> next = CheckedMul(product, dim);
      if (!next) {
        product = 0;
        break;
      }
      product = *next;
    }
    needed = std::max(needed, product);
    pos = end;
  }
  pos = 0;
  while ((pos = sharding.find("maximal device=", pos)) != absl::string_view::npos) {
    pos += 15;
    size_t end = pos;
    while (end < sharding.size() && sharding[end] >= '0' && sharding[end] <= '9') ++end;
    int64_t device = 0;
    if (absl::SimpleAtoi(sharding.substr(pos, end - pos), &device) && device >= 0 &&
        device < (int64_t{1} << 24)) {
      needed = std::max(needed, device + 1);
    }
    pos = end;
  }
  return needed;
}

bool ShapeHasType(const hlo::Shape& shape, hlo::PrimitiveType type) {
  if (shape.IsTuple()) {
    for (const hlo::Shape& element : shape.tuple_shapes()) {
      if (ShapeHasType(element, type)) return true;
    }
    return false;
  }
  return shape.element_type() == type;
}

bool IsConstantOnlyConverted(const hlo::Instruction& instruction) {
  if (instruction.opcode() != HloOpcode::kConstant || instruction.users().empty()) {
    return false;
  }
  for (const hlo::Instruction* user : instruction.users()) {
    if (user->opcode() != HloOpcode::kConvert) return false;
  }
  return true;
}

}  // namespace tpusim::compat
