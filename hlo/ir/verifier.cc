#include "hlo/ir/verifier.h"

#include <string>
#include <utility>
#include <vector>

#include "absl/algorithm/container.h"
#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "hlo/base/check.h"
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
        // Grey means on the stack; otherwise the walk lost track of it.
        TPUSIM_CHECK(on_cycle) << "computation " << callee->name() << " is grey off the stack";
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

// Dim `a` of one shape against dim `b` of another, as XLA compares them:
// by size (a dynamic dim by its bound); an unbounded dim matches anything.
bool DimsAgree(int64_t a, int64_t b) {
  return a == kUnboundedSize || b == kUnboundedSize || a == b;
}

bool SameDims(const Shape& a, const Shape& b) {
  if (a.rank() != b.rank()) return false;
  for (int64_t d = 0; d < a.rank(); ++d) {
    if (!DimsAgree(a.dims()[d], b.dims()[d])) return false;
  }
  return true;
}

std::string OperandCountError(const Instruction& i, int64_t expected) {
  return absl::StrCat(HloOpcodeString(i.opcode()), " takes ", expected, " operand",
                      expected == 1 ? "" : "s", ", not ", i.operand_count());
}

// XLA's shape rules for the ops whose result follows from their operands:
// elementwise ops keep the dims, broadcast maps operand dims into the
// result, transpose permutes them, dot keeps batch and free dims.
std::optional<std::string> CheckOperandShapes(const Instruction& i) {
  const Shape& out = i.shape();
  if (IsElementwise(i.opcode())) {
    const int64_t arity = ElementwiseArity(i.opcode());
    if (i.operand_count() != arity) return OperandCountError(i, arity);
    // bitcast-convert may change the rank with the bit width; a tuple copy
    // has no dims.
    if (!out.IsArray() || i.opcode() == HloOpcode::kBitcastConvert) return std::nullopt;
    for (int64_t k = 0; k < arity; ++k) {
      const Shape& in = i.operand(k)->shape();
      if (!in.IsArray()) continue;
      // Scalar bounds of clamp and a scalar predicate of select broadcast.
      const bool may_be_scalar = (i.opcode() == HloOpcode::kClamp && k != 1) ||
                                 (i.opcode() == HloOpcode::kSelect && k == 0);
      if (may_be_scalar && in.rank() == 0) continue;
      if (!SameDims(in, out)) {
        return absl::StrCat("operand ", k, " ", in.ToString(false), " does not have the dims of ",
                            out.ToString(false));
      }
    }
    return std::nullopt;
  }
  switch (i.opcode()) {
    case HloOpcode::kBroadcast: {
      if (i.operand_count() != 1) return OperandCountError(i, 1);
      const Shape& in = i.operand(0)->shape();
      const std::vector<int64_t>* dims = i.dimensions();
      if (!in.IsArray() || !out.IsArray() || dims == nullptr) return std::nullopt;
      if (static_cast<int64_t>(dims->size()) != in.rank()) {
        return absl::StrCat("broadcast dimensions={", absl::StrJoin(*dims, ","), "} name ",
                            dims->size(), " dims of a rank-", in.rank(), " operand");
      }
      for (int64_t k = 0; k < in.rank(); ++k) {
        const int64_t d = (*dims)[k];
        if (d < 0 || d >= out.rank()) {
          return absl::StrCat("broadcast dimension ", d, " is outside the rank-", out.rank(),
                              " result");
        }
        if (!DimsAgree(in.dims()[k], out.dims()[d]) && in.dims()[k] != 1) {
          return absl::StrCat("broadcast maps operand dim ", k, " (", in.dims()[k],
                              ") to result dim ", d, " (", out.dims()[d], ")");
        }
      }
      return std::nullopt;
    }
    case HloOpcode::kTranspose: {
      if (i.operand_count() != 1) return OperandCountError(i, 1);
      const Shape& in = i.operand(0)->shape();
      const std::vector<int64_t>* perm = i.dimensions();
      if (!in.IsArray() || !out.IsArray() || perm == nullptr) return std::nullopt;
      std::vector<bool> seen(in.rank(), false);
      if (static_cast<int64_t>(perm->size()) != in.rank() || out.rank() != in.rank()) {
        return absl::StrCat("transpose dimensions={", absl::StrJoin(*perm, ","),
                            "} is not a permutation of ", in.rank(), " dims");
      }
      for (int64_t d : *perm) {
        if (d < 0 || d >= in.rank() || seen[d]) {
          return absl::StrCat("transpose dimensions={", absl::StrJoin(*perm, ","),
                              "} is not a permutation of ", in.rank(), " dims");
        }
        seen[d] = true;
      }
      for (int64_t k = 0; k < in.rank(); ++k) {
        const int64_t d = (*perm)[k];
        if (!DimsAgree(in.dims()[d], out.dims()[k])) {
          return absl::StrCat("transpose of ", in.ToString(false), " cannot give ",
                              out.ToString(false));
        }
      }
      return std::nullopt;
    }
    case HloOpcode::kDot: {
      if (i.operand_count() != 2) return OperandCountError(i, 2);
      const Shape& lhs = i.operand(0)->shape();
      const Shape& rhs = i.operand(1)->shape();
      if (!lhs.IsArray() || !rhs.IsArray() || !out.IsArray()) return std::nullopt;
      const DotDimensionNumbers numbers = i.dot_dimension_numbers();
      const auto pairs = [&](const std::vector<int64_t>& l, const std::vector<int64_t>& r,
                             absl::string_view what) -> std::optional<std::string> {
        if (l.size() != r.size()) {
          return absl::StrCat("dot has ", l.size(), " lhs and ", r.size(), " rhs ", what,
                              " dims");
        }
        for (size_t k = 0; k < l.size(); ++k) {
          if (l[k] < 0 || l[k] >= lhs.rank() || r[k] < 0 || r[k] >= rhs.rank()) {
            return absl::StrCat("dot ", what, " dims are outside the operands' ranks");
          }
          if (!DimsAgree(lhs.dims()[l[k]], rhs.dims()[r[k]])) {
            return absl::StrCat("dot ", what, " dims differ in size: lhs dim ", l[k], " (",
                                lhs.dims()[l[k]], ") and rhs dim ", r[k], " (",
                                rhs.dims()[r[k]], ")");
          }
        }
        return std::nullopt;
      };
      if (auto bad = pairs(numbers.lhs_contracting_dimensions,
                           numbers.rhs_contracting_dimensions, "contracting")) {
        return bad;
      }
      if (auto bad = pairs(numbers.lhs_batch_dimensions, numbers.rhs_batch_dimensions, "batch")) {
        return bad;
      }
      // Result: batch dims, then the lhs free dims, then the rhs free dims.
      std::vector<int64_t> expected;
      for (int64_t d : numbers.lhs_batch_dimensions) expected.push_back(lhs.dims()[d]);
      const auto free_dims = [&](const Shape& s, const std::vector<int64_t>& batch,
                                 const std::vector<int64_t>& contracting) {
        for (int64_t d = 0; d < s.rank(); ++d) {
          if (absl::c_linear_search(batch, d) || absl::c_linear_search(contracting, d)) continue;
          expected.push_back(s.dims()[d]);
        }
      };
      free_dims(lhs, numbers.lhs_batch_dimensions, numbers.lhs_contracting_dimensions);
      free_dims(rhs, numbers.rhs_batch_dimensions, numbers.rhs_contracting_dimensions);
      bool agrees = static_cast<int64_t>(expected.size()) == out.rank();
      for (int64_t d = 0; agrees && d < out.rank(); ++d) {
        agrees = DimsAgree(expected[d], out.dims()[d]);
      }
      if (!agrees) {
        return absl::StrCat("dot of ", lhs.ToString(false), " and ", rhs.ToString(false),
                            " gives dims [", absl::StrJoin(expected, ","), "], not ",
                            out.ToString(false));
      }
      return std::nullopt;
    }
    default:
      return std::nullopt;
  }
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
  if (std::optional<std::string> bad = CheckOperandShapes(i)) return At(c, i, *bad);
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
