#include "hlo/ir/verifier.h"

#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "hlo/base/checked_math.h"

namespace tpusim::hlo {
namespace {

Invalidity At(const Computation& c, const Instruction& i, absl::string_view what) {
  return {&c, &i,
          absl::StrCat("instruction \"", i.name(), "\" in computation \"", c.name(), "\": ", what)};
}

// A cycle in the call graph, found by an iterative depth-first walk (call
// chains from files can be deep).
std::optional<Invalidity> FindCallCycle(const Module& module) {
  enum Color : uint8_t { kWhite, kGrey, kBlack };
  absl::flat_hash_map<const Computation*, Color> color;
  for (const auto& start : module.computations()) {
    if (color[start.get()] != kWhite) continue;
    struct Frame {
      const Computation* computation;
      size_t next_instruction = 0;
      size_t next_callee = 0;
    };
    std::vector<Frame> stack = {{start.get()}};
    color[start.get()] = kGrey;
    while (!stack.empty()) {
      Frame& top = stack.back();
      const auto& instructions = top.computation->instructions();
      if (top.next_instruction >= instructions.size()) {
        color[top.computation] = kBlack;
        stack.pop_back();
        continue;
      }
      const Instruction& instruction = *instructions[top.next_instruction];
      const std::vector<Computation*> callees = instruction.called_computations();
      if (top.next_callee >= callees.size()) {
        ++top.next_instruction;
        top.next_callee = 0;
        continue;
      }
      const Computation* callee = callees[top.next_callee++];
      if (callee == nullptr) continue;
      Color& c = color[callee];
      if (c == kGrey) {
        std::vector<std::string> path;
        bool on_cycle = false;
        for (const Frame& f : stack) {
          on_cycle |= f.computation == callee;
          if (on_cycle) path.push_back(f.computation->name());
        }
        path.push_back(callee->name());
        const std::string what =
            callee == top.computation
                ? absl::StrCat("computation \"", callee->name(), "\" calls itself")
                : absl::StrCat("computations call each other (", absl::StrJoin(path, " -> "), ")");
        return At(*top.computation, instruction, what);
      }
      if (c == kWhite) {
        c = kGrey;
        stack.push_back({callee});
      }
    }
  }
  return std::nullopt;
}

// Whether `shape` nests tuples more than `limit` levels; stops descending at
// the limit, so the recursion is bounded whatever the input.
bool NestsDeeperThan(const Shape& shape, int limit) {
  if (!shape.IsTuple()) return false;
  if (limit == 0) return true;
  for (const Shape& element : shape.tuple_shapes()) {
    if (NestsDeeperThan(element, limit - 1)) return true;
  }
  return false;
}

std::optional<Invalidity> CheckInstruction(const Computation& c, const Instruction& i) {
  if (NestsDeeperThan(i.shape(), kMaxTupleNesting)) {
    return At(c, i, absl::StrCat("tuple shape nested more than ", kMaxTupleNesting,
                                 " levels deep"));
  }
  if (!ShapeByteSizeFits(i.shape())) {
    return At(c, i,
              absl::StrCat("shape ", i.shape().ToString(false),
                           " is too large: its byte size does not fit in 64 bits"));
  }
  switch (i.opcode()) {
    case HloOpcode::kWhile:
      if (i.called_computation("body") == nullptr) return At(c, i, "while has no body=");
      if (i.called_computation("condition") == nullptr) {
        return At(c, i, "while has no condition=");
      }
      break;
    case HloOpcode::kConditional:
      if (i.called_computations().empty()) return At(c, i, "conditional has no branches");
      break;
    case HloOpcode::kCall:
      if (i.called_computation("to_apply") == nullptr) return At(c, i, "call has no to_apply=");
      break;
    case HloOpcode::kFusion:
      if (i.fused_computation() == nullptr) return At(c, i, "fusion has no calls=");
      break;
    case HloOpcode::kGetTupleElement: {
      if (i.operand_count() != 1) return At(c, i, "get-tuple-element takes one operand");
      const Shape& tuple = i.operand(0)->shape();
      if (!tuple.IsTuple()) return At(c, i, "get-tuple-element of a non-tuple");
      const std::optional<int64_t> index = i.tuple_index();
      const int64_t size = static_cast<int64_t>(tuple.tuple_shapes().size());
      if (!index.has_value() || *index < 0 || *index >= size) {
        return At(c, i,
                  absl::StrCat("get-tuple-element index ", index.value_or(-1),
                               " is outside its operand's ", size, " elements"));
      }
      break;
    }
    case HloOpcode::kReshape: {
      if (i.operand_count() != 1) return At(c, i, "reshape takes one operand");
      const Shape& in = i.operand(0)->shape();
      const Shape& out = i.shape();
      if (!in.IsArray() || !out.IsArray()) break;
      const auto is_static = [](const Shape& s) {
        for (int64_t d = 0; d < s.rank(); ++d) {
          if (s.is_dynamic_dim(d) || s.is_unbounded_dim(d)) return false;
        }
        return true;
      };
      if (!is_static(in) || !is_static(out)) break;
      absl::StatusOr<int64_t> from = in.ElementCount();
      absl::StatusOr<int64_t> to = out.ElementCount();
      if (!from.ok() || !to.ok() || *from != *to) {
        return At(c, i,
                  absl::StrCat("reshape from ", in.ToString(false), " to ", out.ToString(false),
                               " changes the element count"));
      }
      break;
    }
    default:
      break;
  }
  return std::nullopt;
}

}  // namespace

bool ShapeByteSizeFits(const Shape& shape) {
  if (shape.IsTuple()) {
    for (const Shape& s : shape.tuple_shapes()) {
      if (!ShapeByteSizeFits(s)) return false;
    }
    return true;
  }
  if (!shape.IsArray()) return true;
  int64_t count = 1;
  for (int64_t d : shape.dims()) {
    if (d == kUnboundedSize) continue;
    std::optional<int64_t> next = CheckedMul(count, d);
    if (!next) return false;
    count = *next;
  }
  return CheckedMul(count, ByteWidth(shape.element_type())).has_value();
}

std::optional<Invalidity> FindInvalidity(const Module& module) {
  if (std::optional<Invalidity> cycle = FindCallCycle(module)) return cycle;
  for (const auto& computation : module.computations()) {
    for (const auto& instruction : computation->instructions()) {
      if (std::optional<Invalidity> fault = CheckInstruction(*computation, *instruction)) {
        return fault;
      }
    }
  }
  return std::nullopt;
}

absl::Status VerifyModule(const Module& module) {
  std::optional<Invalidity> fault = FindInvalidity(module);
  if (!fault.has_value()) return absl::OkStatus();
  return absl::InvalidArgumentError(fault->message);
}

}  // namespace tpusim::hlo
