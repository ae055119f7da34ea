#include "memory/module_index.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "hlo/ir/instruction_prefetch.h"

namespace tpusim::memory {
namespace {

// Appends the preorder nodes of `shape` and returns the subtree size.
int32_t AppendNodes(const hlo::Shape& shape, InstrIndex instruction,
                    std::vector<const hlo::Shape*>* shapes, std::vector<uint8_t>* is_tuple,
                    std::vector<InstrIndex>* owners, std::vector<int32_t>* subtree) {
  const size_t self = shapes->size();
  shapes->push_back(&shape);
  is_tuple->push_back(shape.IsTuple());
  owners->push_back(instruction);
  subtree->push_back(1);
  int32_t size = 1;
  if (shape.IsTuple()) {
    for (const hlo::Shape& element : shape.tuple_shapes()) {
      size += AppendNodes(element, instruction, shapes, is_tuple, owners, subtree);
    }
  }
  (*subtree)[self] = size;
  return size;
}

// Computations up to this many instructions look operands up by a scan.
constexpr InstrIndex kScannedComputation = 32;
// Larger ones first scan this many instructions before the reader: about
// half the operands were made just before it (a fusion's get-tuple-elements,
// an add's producers: 567k of 1.19M lookups on the 36x Llama step), and the
// compiler model's new instructions, which carry no id, were hash map
// lookups that missed the cache.
constexpr InstrIndex kScannedBefore = 8;

constexpr size_t kPrefetchAhead = hlo::kInstructionPrefetchDistance;
using hlo::PrefetchInstruction;

CallContext Combine(CallContext current, CallContext added) {
  if (current == CallContext::kNone || current == added) return added;
  return CallContext::kBoth;
}

}  // namespace

bool IsControlFlowCall(hlo::HloOpcode opcode) {
  switch (opcode) {
    case hlo::HloOpcode::kCall:
    case hlo::HloOpcode::kWhile:
    case hlo::HloOpcode::kConditional:
    case hlo::HloOpcode::kAsyncStart:
    case hlo::HloOpcode::kAsyncUpdate:
    case hlo::HloOpcode::kAsyncDone:
      return true;
    default:
      return false;
  }
}

absl::StatusOr<ModuleIndex> ModuleIndex::Build(const hlo::Module& module) {
  ModuleIndex ix;
  ix.module_ = &module;
  const int32_t comp_count = static_cast<int32_t>(module.computations().size());
  ix.comps_.reserve(comp_count);
  ix.comp_index_.reserve(comp_count);
  int64_t total = 0;
  for (const auto& c : module.computations()) {
    ix.comp_index_[c.get()] = static_cast<CompIndex>(ix.comps_.size());
    ix.comps_.push_back(c.get());
    total += c->instruction_count();
  }
  if (total >= (int64_t{1} << 30)) {
    return absl::InvalidArgumentError(
        absl::StrCat("module ", module.name(), " has too many instructions (", total, ")"));
  }
  if (module.entry() == nullptr) {
    return absl::InvalidArgumentError(absl::StrCat("module ", module.name(), " has no entry"));
  }
  ix.entry_ = ix.IndexOf(module.entry());
  if (ix.entry_ == kNone) {
    return absl::InvalidArgumentError("the entry computation is not part of the module");
  }

  ix.instrs_.reserve(total);
  ix.instr_comp_.reserve(total);
  ix.opcode_.reserve(total);
  ix.comp_instr_begin_.push_back(0);
  hlo::IdBounds ids;
  int64_t negative_ids = 0;
  for (CompIndex c = 0; c < comp_count; ++c) {
    for (const auto& inst : ix.comps_[c]->instructions()) {
      ix.comp_instr_data_.push_back(static_cast<InstrIndex>(ix.instrs_.size()));
      ix.instrs_.push_back(inst.get());
      ix.instr_comp_.push_back(c);
    }
    ix.comp_instr_begin_.push_back(static_cast<int32_t>(ix.comp_instr_data_.size()));
  }
  // Apart from the loop above, so that the prefetches reach across the
  // many small fusion bodies.
  for (size_t i = 0; i < ix.instrs_.size(); ++i) {
    if (i + kPrefetchAhead < ix.instrs_.size()) PrefetchInstruction(ix.instrs_[i + kPrefetchAhead]);
    const hlo::Instruction& inst = *ix.instrs_[i];
    ix.opcode_.push_back(inst.opcode());
    ids.Add(inst.id());
    negative_ids += inst.id() < 0;
  }
  // Dense ids index a vector; the instructions it cannot hold (negative,
  // as the compiler model leaves its new ones, or duplicate ids in
  // hand-built IR) go to a hash map, or all of them when the ids are
  // sparse.
  const hlo::IdRange dense = ids.Dense(total);
  ix.instr_index_ = hlo::InstructionMap<InstrIndex>(dense);
  ix.instr_index_.ReserveOthers(dense.size == 0 ? total : negative_ids);
  for (InstrIndex i = 0; i < static_cast<InstrIndex>(total); ++i) {
    if (i + kPrefetchAhead < static_cast<size_t>(total)) {
      PrefetchInstruction(ix.instrs_[i + kPrefetchAhead]);
    }
    ix.instr_index_[ix.instrs_[i]] = i;
  }

  // Operands, users, control edges and callees.
  const int32_t n = static_cast<int32_t>(total);
  ix.operand_begin_.reserve(n + 1);
  ix.control_begin_.reserve(n + 1);
  ix.callee_begin_.reserve(n + 1);
  ix.operand_data_.reserve(n * 2);
  std::vector<int32_t> succ_count(n, 0);
  for (InstrIndex i = 0; i < n; ++i) {
    if (i + kPrefetchAhead < static_cast<size_t>(n)) {
      PrefetchInstruction(ix.instrs_[i + kPrefetchAhead]);
    }
    // The arrays of one fetched earlier.
    if (i + kPrefetchAhead / 2 < static_cast<size_t>(n)) {
      const hlo::Instruction& ahead = *ix.instrs_[i + kPrefetchAhead / 2];
      __builtin_prefetch(ahead.operands().data());
      __builtin_prefetch(ahead.attributes().data());
    }
    const hlo::Instruction& inst = *ix.instrs_[i];
    // Operands and control predecessors come from the same computation. A
    // fusion body's few instructions are scanned: its parameters have no id
    // (-1), and their hash map lookups missed the cache.
    const CompIndex comp = ix.instr_comp_[i];
    const InstrIndex first = ix.comp_instr_begin_[comp];
    const InstrIndex last = ix.comp_instr_begin_[comp + 1];
    auto index_here = [&](const hlo::Instruction* x) {
      if (last - first <= kScannedComputation) {
        for (InstrIndex k = first; k < last; ++k) {
          if (ix.instrs_[k] == x) return k;
        }
        return kNone;
      }
      // Each instruction is listed once, so a hit is the index IndexOf
      // gives.
      for (InstrIndex k = i - 1; k >= first && k >= i - kScannedBefore; --k) {
        if (ix.instrs_[k] == x) return k;
      }
      const InstrIndex k = ix.IndexOf(x);
      return k != kNone && ix.instr_comp_[k] == comp ? k : kNone;
    };
    ix.operand_begin_.push_back(static_cast<int32_t>(ix.operand_data_.size()));
    for (const hlo::Instruction* operand : inst.operands()) {
      const InstrIndex o = index_here(operand);
      if (o == kNone) {
        return absl::InvalidArgumentError(absl::StrCat(
            "instruction ", inst.name(), " has an operand outside its computation"));
      }
      ix.operand_data_.push_back(o);
    }
    ix.control_begin_.push_back(static_cast<int32_t>(ix.control_data_.size()));
    for (const hlo::Instruction* pred : inst.control_predecessors()) {
      const InstrIndex p = index_here(pred);
      if (p == kNone) continue;
      ix.control_data_.push_back(p);
      ++succ_count[p];
    }
    ix.callee_begin_.push_back(static_cast<int32_t>(ix.callee_data_.size()));
    // Called computations in attribute order, read straight from the
    // attributes (no per-instruction vector).
    for (const hlo::Attribute& attr : inst.attributes()) {
      const hlo::Computation* single = nullptr;
      const std::vector<hlo::Computation*>* list = nullptr;
      if (attr.kind == hlo::AttrKind::kComputation) {
        single = std::get<hlo::Computation*>(attr.value);
      } else if (attr.kind == hlo::AttrKind::kComputationList) {
        list = &std::get<std::vector<hlo::Computation*>>(attr.value);
      } else {
        continue;
      }
      auto add = [&](const hlo::Computation* callee) -> absl::Status {
        if (callee == nullptr) return absl::OkStatus();
        const CompIndex c = ix.IndexOf(callee);
        if (c == kNone) {
          return absl::InvalidArgumentError(absl::StrCat(
              "instruction ", inst.name(), " calls computation ", callee->name(),
              " which is not part of the module"));
        }
        ix.callee_data_.push_back(c);
        return absl::OkStatus();
      };
      if (single != nullptr) {
        if (absl::Status s = add(single); !s.ok()) return s;
      }
      if (list != nullptr) {
        for (const hlo::Computation* callee : *list) {
          if (absl::Status s = add(callee); !s.ok()) return s;
        }
      }
    }
  }
  ix.operand_begin_.push_back(static_cast<int32_t>(ix.operand_data_.size()));
  // Users: the operand edges inverted, in instruction order (the order
  // Instruction::users() has for modules built in program order), each
  // user once.
  {
    std::vector<InstrIndex> seen_by(n, kNone);
    std::vector<int32_t> count(n, 0);
    for (InstrIndex i = 0; i < n; ++i) {
      for (InstrIndex o : ix.operands(i)) {
        if (seen_by[o] == i) continue;
        seen_by[o] = i;
        ++count[o];
      }
    }
    ix.user_begin_.assign(n + 1, 0);
    for (InstrIndex i = 0; i < n; ++i) ix.user_begin_[i + 1] = ix.user_begin_[i] + count[i];
    ix.user_data_.assign(ix.user_begin_[n], kNone);
    std::vector<int32_t> fill(ix.user_begin_.begin(), ix.user_begin_.end() - 1);
    std::fill(seen_by.begin(), seen_by.end(), kNone);
    for (InstrIndex i = 0; i < n; ++i) {
      for (InstrIndex o : ix.operands(i)) {
        if (seen_by[o] == i) continue;
        seen_by[o] = i;
        ix.user_data_[fill[o]++] = i;
      }
    }
  }
  ix.control_begin_.push_back(static_cast<int32_t>(ix.control_data_.size()));
  ix.callee_begin_.push_back(static_cast<int32_t>(ix.callee_data_.size()));

  ix.control_succ_begin_.assign(n + 1, 0);
  for (InstrIndex i = 0; i < n; ++i) {
    ix.control_succ_begin_[i + 1] = ix.control_succ_begin_[i] + succ_count[i];
  }
  ix.control_succ_data_.assign(ix.control_succ_begin_[n], kNone);
  {
    std::vector<int32_t> fill(ix.control_succ_begin_.begin(), ix.control_succ_begin_.end() - 1);
    for (InstrIndex i = 0; i < n; ++i) {
      for (InstrIndex p : ix.control_predecessors(i)) ix.control_succ_data_[fill[p]++] = i;
    }
  }

  // Shape-tree nodes.
  ix.node_begin_.reserve(n + 1);
  ix.node_shape_.reserve(n);
  ix.node_is_tuple_.reserve(n);
  ix.node_instr_.reserve(n);
  ix.node_subtree_.reserve(n);
  for (InstrIndex i = 0; i < n; ++i) {
    if (i + kPrefetchAhead < static_cast<size_t>(n)) {
      PrefetchInstruction(ix.instrs_[i + kPrefetchAhead]);
    }
    ix.node_begin_.push_back(static_cast<NodeIndex>(ix.node_shape_.size()));
    AppendNodes(ix.instrs_[i]->shape(), i, &ix.node_shape_, &ix.node_is_tuple_, &ix.node_instr_,
                &ix.node_subtree_);
    if (ix.node_shape_.size() >= (size_t{1} << 31) - 1) {
      return absl::InvalidArgumentError("module has too many tuple elements");
    }
  }
  ix.node_begin_.push_back(static_cast<NodeIndex>(ix.node_shape_.size()));
  // Each tuple node's children, and each node's parent and position, so
  // that Child and IndexOf do not walk siblings (a root tuple of 200k
  // elements made that quadratic).
  const NodeIndex node_total = static_cast<NodeIndex>(ix.node_shape_.size());
  ix.child_begin_.assign(node_total, 0);
  ix.node_parent_.assign(node_total, kNone);
  ix.node_position_.assign(node_total, 0);
  ix.children_.reserve(node_total);
  for (NodeIndex t = 0; t < node_total; ++t) {
    ix.child_begin_[t] = static_cast<int32_t>(ix.children_.size());
    if (!ix.node_is_tuple_[t]) continue;
    int32_t k = 0;
    for (NodeIndex child = t + 1; child < t + ix.node_subtree_[t]; child += ix.node_subtree_[child]) {
      ix.children_.push_back(child);
      ix.node_parent_[child] = t;
      ix.node_position_[child] = k++;
    }
  }

  // Roots, parameters, callers, contexts.
  ix.comp_root_.assign(comp_count, kNone);
  ix.param_begin_.push_back(0);
  for (CompIndex c = 0; c < comp_count; ++c) {
    const hlo::Computation& comp = *ix.comps_[c];
    if (comp.root() != nullptr) ix.comp_root_[c] = ix.IndexOf(comp.root());
    for (const hlo::Instruction* p : comp.parameters()) {
      ix.param_data_.push_back(ix.IndexOf(p));
    }
    ix.param_begin_.push_back(static_cast<int32_t>(ix.param_data_.size()));
  }
  ix.context_.assign(comp_count, CallContext::kNone);
  ix.cf_caller_.assign(comp_count, kNone);
  std::vector<int32_t> caller_count(comp_count, 0);
  for (InstrIndex i = 0; i < n; ++i) {
    for (CompIndex c : ix.callees(i)) ++caller_count[c];
  }
  ix.caller_begin_.assign(comp_count + 1, 0);
  for (CompIndex c = 0; c < comp_count; ++c) {
    ix.caller_begin_[c + 1] = ix.caller_begin_[c] + caller_count[c];
  }
  ix.caller_data_.assign(ix.caller_begin_[comp_count], kNone);
  std::vector<int32_t> fill(ix.caller_begin_.begin(), ix.caller_begin_.end() - 1);
  for (InstrIndex i = 0; i < n; ++i) {
    const bool control_flow = IsControlFlowCall(ix.opcode(i));
    for (CompIndex c : ix.callees(i)) {
      ix.caller_data_[fill[c]++] = i;
      ix.context_[c] =
          Combine(ix.context_[c], control_flow ? CallContext::kControlFlow : CallContext::kEmbedded);
      if (control_flow && ix.cf_caller_[c] == kNone) ix.cf_caller_[c] = i;
    }
  }
  ix.ComputeComputationPostOrder();
  ix.post_order_data_.reserve(total);
  for (CompIndex c = 0; c < comp_count; ++c) {
    std::vector<InstrIndex> order = ix.ComputePostOrder(c);
    ix.post_order_data_.insert(ix.post_order_data_.end(), order.begin(), order.end());
  }
  return ix;
}

InstrIndex ModuleIndex::IndexOf(const hlo::Instruction* instruction) const {
  const InstrIndex* i = instr_index_.Find(instruction);
  return i == nullptr ? kNone : *i;
}

CompIndex ModuleIndex::IndexOf(const hlo::Computation* computation) const {
  auto it = comp_index_.find(computation);
  return it == comp_index_.end() ? kNone : it->second;
}

InstrIndex ModuleIndex::parameter(CompIndex c, int64_t n) const {
  std::span<const InstrIndex> params = parameters(c);
  if (n < 0 || n >= static_cast<int64_t>(params.size())) return kNone;
  return params[n];
}

NodeIndex ModuleIndex::Child(NodeIndex n, int64_t i) const {
  if (!node_shape_[n]->IsTuple() || i < 0 ||
      i >= static_cast<int64_t>(node_shape_[n]->tuple_shapes().size())) {
    return kNone;
  }
  return children_[child_begin_[n] + i];
}

NodeIndex ModuleIndex::Find(InstrIndex instruction, const hlo::ShapeIndex& index) const {
  NodeIndex n = node_begin_[instruction];
  for (int64_t i : index) {
    n = Child(n, i);
    if (n == kNone) return kNone;
  }
  return n;
}

hlo::ShapeIndex ModuleIndex::IndexOf(NodeIndex n) const {
  hlo::ShapeIndex index;
  for (NodeIndex cur = n; node_parent_[cur] != kNone; cur = node_parent_[cur]) {
    index.push_back(node_position_[cur]);
  }
  std::reverse(index.begin(), index.end());
  return index;
}

std::vector<InstrIndex> ModuleIndex::ComputePostOrder(CompIndex c) const {
  std::span<const InstrIndex> instrs = instructions(c);
  std::vector<InstrIndex> order;
  order.reserve(instrs.size());
  // 0 = unvisited, 1 = visiting, 2 = done; keyed by position in `instrs`.
  absl::flat_hash_map<InstrIndex, uint8_t> state_map;
  const InstrIndex base = instrs.empty() ? 0 : instrs.front();
  const bool contiguous = instrs.empty() || instrs.back() - base + 1 ==
                                                static_cast<InstrIndex>(instrs.size());
  std::vector<uint8_t> state(contiguous ? instrs.size() : 0, 0);
  auto st = [&](InstrIndex i) -> uint8_t& {
    if (contiguous) return state[i - base];
    return state_map[i];
  };
  std::vector<InstrIndex> stack;
  // Operands first to last, then control predecessors.
  auto push_children = [&](InstrIndex cur, std::vector<InstrIndex>* to_visit) {
    std::span<const InstrIndex> ops = operands(cur);
    for (auto it = ops.rbegin(); it != ops.rend(); ++it) {
      if (st(*it) == 0) to_visit->push_back(*it);
    }
    for (InstrIndex pred : control_predecessors(cur)) {
      if (st(pred) == 0) to_visit->push_back(pred);
    }
  };
  auto visit = [&](InstrIndex start) {
    VisitPostOrder(start, st, push_children, [&](InstrIndex i) { order.push_back(i); }, &stack);
  };
  for (InstrIndex i : instrs) {
    if (users(i).empty()) visit(i);
  }
  // Anything left (only malformed input has cycles).
  for (InstrIndex i : instrs) visit(i);
  return order;
}

void ModuleIndex::ComputeComputationPostOrder() {
  // Depth-first over callees in instruction order, from the entry and then
  // from every computation not reached (as Module::MakeComputationPostOrder).
  const int32_t n = computation_count();
  std::vector<uint8_t> visited(n, 0);
  comp_post_order_.clear();
  comp_post_order_.reserve(n);
  struct Frame {
    CompIndex comp;
    std::vector<CompIndex> pending;
  };
  auto callees_of = [&](CompIndex c) {
    std::vector<CompIndex> out;
    for (InstrIndex i : instructions(c)) {
      for (CompIndex callee : callees(i)) out.push_back(callee);
    }
    std::reverse(out.begin(), out.end());
    return out;
  };
  auto visit = [&](CompIndex root) {
    if (root == kNone || visited[root]) return;
    visited[root] = 1;
    std::vector<Frame> stack;
    stack.push_back({root, callees_of(root)});
    while (!stack.empty()) {
      Frame& top = stack.back();
      if (top.pending.empty()) {
        comp_post_order_.push_back(top.comp);
        stack.pop_back();
        continue;
      }
      const CompIndex next = top.pending.back();
      top.pending.pop_back();
      if (!visited[next]) {
        visited[next] = 1;
        stack.push_back({next, callees_of(next)});
      }
    }
  };
  visit(entry_);
  for (CompIndex c = 0; c < n; ++c) visit(c);
}

}  // namespace tpusim::memory
