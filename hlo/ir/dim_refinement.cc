#include "hlo/ir/dim_refinement.h"

#include <algorithm>
#include <numeric>
#include <optional>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "hlo/base/checked_math.h"
#include "hlo/base/status_macros.h"
#include "hlo/ir/verifier.h"

namespace tpusim::hlo {

// One array (or token) leaf of an instruction's shape, in depth-first order;
// its dims are the slots [base, base + rank).
struct Leaf {
  Instruction* instruction = nullptr;
  std::vector<int64_t> path;  // Tuple indices down to the leaf.
  int64_t rank = 0;
  int64_t base = 0;
};

// A reshape whose dims do not map one to one: the product of the input
// group's dims is the product of the output group's.
struct ReshapeGroup {
  const Instruction* instruction = nullptr;
  std::vector<int64_t> in_slots;
  std::vector<int64_t> out_slots;
};

struct DimRefiner::State {
  Module* module = nullptr;
  std::vector<Leaf> leaves;
  absl::flat_hash_map<const Instruction*, int64_t> first_leaf;
  std::vector<int64_t> parent;         // Union-find over slots.
  std::vector<int64_t> original_size;  // Per slot.
  std::vector<ReshapeGroup> groups;    // In program order, callees first.
  // Class roots whose size comes only from the program text (a broadcast of
  // zeros, an iota), by original size: see Apply.
  absl::flat_hash_map<int64_t, std::vector<int64_t>> free_roots_by_size;

  int64_t Find(int64_t slot) {
    while (parent[slot] != slot) {
      parent[slot] = parent[parent[slot]];
      slot = parent[slot];
    }
    return slot;
  }
  int64_t FindConst(int64_t slot) const {
    while (parent[slot] != slot) slot = parent[slot];
    return slot;
  }
  // Dims of one size that the shape rules make the same dim.
  void Unify(int64_t a, int64_t b) {
    if (original_size[a] != original_size[b]) return;
    a = Find(a);
    b = Find(b);
    if (a != b) parent[std::max(a, b)] = std::min(a, b);
  }

  int64_t LeafCount(const Instruction* instruction) const {
    return instruction->shape().LeafCount();
  }
  const Leaf* LeafOf(const Instruction* instruction, int64_t k) const {
    auto it = first_leaf.find(instruction);
    if (it == first_leaf.end() || k < 0 || k >= LeafCount(instruction)) return nullptr;
    return &leaves[it->second + k];
  }
  // Slot of dim `d` of leaf `k`; -1 when out of range.
  int64_t Slot(const Instruction* instruction, int64_t k, int64_t d) const {
    const Leaf* leaf = LeafOf(instruction, k);
    if (leaf == nullptr || d < 0 || d >= leaf->rank) return -1;
    return leaf->base + d;
  }
  void UnifyDims(const Instruction* a, int64_t ka, int64_t da, const Instruction* b, int64_t kb,
                 int64_t db) {
    const int64_t x = Slot(a, ka, da), y = Slot(b, kb, db);
    if (x >= 0 && y >= 0) Unify(x, y);
  }
  // Leaves [a_offset, a_offset + count) of `a` with those of `b`, dim by dim
  // where the ranks agree.
  void UnifyLeaves(const Instruction* a, int64_t a_offset, const Instruction* b, int64_t b_offset,
                   int64_t count) {
    for (int64_t k = 0; k < count; ++k) {
      const Leaf* la = LeafOf(a, a_offset + k);
      const Leaf* lb = LeafOf(b, b_offset + k);
      if (la == nullptr || lb == nullptr || la->rank != lb->rank) continue;
      for (int64_t d = 0; d < la->rank; ++d) Unify(la->base + d, lb->base + d);
    }
  }
  void UnifyAll(const Instruction* a, const Instruction* b) {
    if (a == nullptr || b == nullptr || !a->shape().Compatible(b->shape())) return;
    UnifyLeaves(a, 0, b, 0, LeafCount(a));
  }

  void AddReshape(const Instruction& instruction);
  void AddRules(const Instruction& instruction);
};

namespace {

// Leaves before tuple element `k` of `shape`.
int64_t ElementLeafOffset(const Shape& shape, int64_t k) {
  int64_t offset = 0;
  for (int64_t j = 0; j < k && j < static_cast<int64_t>(shape.tuple_shapes().size()); ++j) {
    offset += shape.tuple_shapes()[j].LeafCount();
  }
  return offset;
}

void CollectLeaves(Instruction* instruction, const Shape& shape, std::vector<int64_t>* path,
                   std::vector<Leaf>* leaves, int64_t* next_slot) {
  if (shape.IsTuple()) {
    for (size_t k = 0; k < shape.tuple_shapes().size(); ++k) {
      path->push_back(static_cast<int64_t>(k));
      CollectLeaves(instruction, shape.tuple_shapes()[k], path, leaves, next_slot);
      path->pop_back();
    }
    return;
  }
  const int64_t rank = shape.IsArray() ? shape.rank() : 0;
  leaves->push_back(Leaf{instruction, *path, rank, *next_slot});
  *next_slot += rank;
}

Shape* MutableLeafShape(const Leaf& leaf) {
  Shape* shape = leaf.instruction->mutable_shape();
  for (int64_t k : leaf.path) shape = &shape->mutable_tuple_shapes()[k];
  return shape;
}

bool IsIdentitySlice(const SliceDim& s, int64_t size) {
  return s.start == 0 && s.limit == size && s.stride == 1;
}

}  // namespace

// Reshape (and bitcast): dims group by equal running products, size-1 dims
// aside; a 1:1 group is the same dim, others keep a product relation.
void DimRefiner::State::AddReshape(const Instruction& instruction) {
  if (instruction.operand_count() != 1) return;
  const Instruction* operand = instruction.operand(0);
  const Shape& in = operand->shape();
  const Shape& out = instruction.shape();
  if (!in.IsArray() || !out.IsArray()) return;
  std::vector<int64_t> in_dims, out_dims;
  for (int64_t d = 0; d < in.rank(); ++d) {
    if (in.dim(d) > 1) in_dims.push_back(d);
  }
  for (int64_t d = 0; d < out.rank(); ++d) {
    if (out.dim(d) > 1) out_dims.push_back(d);
  }
  size_t i = 0, j = 0;
  while (i < in_dims.size() && j < out_dims.size()) {
    std::vector<int64_t> group_in = {in_dims[i]}, group_out = {out_dims[j]};
    int64_t in_product = in.dim(in_dims[i++]);
    int64_t out_product = out.dim(out_dims[j++]);
    while (in_product != out_product) {
      if (in_product < out_product) {
        if (i >= in_dims.size()) return;  // Not a valid reshape; the verifier says so.
        std::optional<int64_t> next = CheckedMul(in_product, in.dim(in_dims[i]));
        if (!next) return;
        in_product = *next;
        group_in.push_back(in_dims[i++]);
      } else {
        if (j >= out_dims.size()) return;
        std::optional<int64_t> next = CheckedMul(out_product, out.dim(out_dims[j]));
        if (!next) return;
        out_product = *next;
        group_out.push_back(out_dims[j++]);
      }
    }
    if (group_in.size() == 1 && group_out.size() == 1) {
      UnifyDims(operand, 0, group_in[0], &instruction, 0, group_out[0]);
      continue;
    }
    ReshapeGroup group{&instruction, {}, {}};
    for (int64_t d : group_in) group.in_slots.push_back(Slot(operand, 0, d));
    for (int64_t d : group_out) group.out_slots.push_back(Slot(&instruction, 0, d));
    groups.push_back(std::move(group));
  }
}

void DimRefiner::State::AddRules(const Instruction& i) {
  const Shape& shape = i.shape();
  const auto operand = [&](int64_t k) -> const Instruction* {
    return k < i.operand_count() ? i.operand(k) : nullptr;
  };
  // Elementwise: every operand of the result's rank has the result's dims.
  if (IsElementwise(i.opcode()) && i.opcode() != HloOpcode::kBitcastConvert) {
    if (!shape.IsArray()) {
      UnifyAll(&i, operand(0));  // A tuple copy.
      return;
    }
    for (const Instruction* o : i.operands()) {
      if (!o->shape().IsArray() || o->shape().rank() != shape.rank()) continue;
      for (int64_t d = 0; d < shape.rank(); ++d) UnifyDims(o, 0, d, &i, 0, d);
    }
    return;
  }
  switch (i.opcode()) {
    case HloOpcode::kBroadcast: {
      const std::vector<int64_t>* dims = i.dimensions();
      if (dims == nullptr || operand(0) == nullptr) return;
      for (size_t k = 0; k < dims->size(); ++k) {
        UnifyDims(operand(0), 0, static_cast<int64_t>(k), &i, 0, (*dims)[k]);
      }
      return;
    }
    case HloOpcode::kTranspose: {
      const std::vector<int64_t>* perm = i.dimensions();
      if (perm == nullptr || operand(0) == nullptr) return;
      for (size_t k = 0; k < perm->size(); ++k) {
        UnifyDims(&i, 0, static_cast<int64_t>(k), operand(0), 0, (*perm)[k]);
      }
      return;
    }
    case HloOpcode::kReshape:
    case HloOpcode::kBitcast:
      AddReshape(i);
      return;
    case HloOpcode::kDot: {
      const Instruction* lhs = operand(0);
      const Instruction* rhs = operand(1);
      if (lhs == nullptr || rhs == nullptr || !lhs->shape().IsArray() || !rhs->shape().IsArray()) {
        return;
      }
      const DotDimensionNumbers n = i.dot_dimension_numbers();
      int64_t out = 0;
      for (size_t k = 0; k < n.lhs_batch_dimensions.size(); ++k) {
        UnifyDims(lhs, 0, n.lhs_batch_dimensions[k], &i, 0, out);
        if (k < n.rhs_batch_dimensions.size()) {
          UnifyDims(rhs, 0, n.rhs_batch_dimensions[k], &i, 0, out);
        }
        ++out;
      }
      for (size_t k = 0; k < n.lhs_contracting_dimensions.size() &&
                         k < n.rhs_contracting_dimensions.size();
           ++k) {
        UnifyDims(lhs, 0, n.lhs_contracting_dimensions[k], rhs, 0,
                  n.rhs_contracting_dimensions[k]);
      }
      const auto free_dims = [&](const Instruction* side, const std::vector<int64_t>& batch,
                                 const std::vector<int64_t>& contracting) {
        for (int64_t d = 0; d < side->shape().rank(); ++d) {
          if (std::find(batch.begin(), batch.end(), d) != batch.end() ||
              std::find(contracting.begin(), contracting.end(), d) != contracting.end()) {
            continue;
          }
          UnifyDims(side, 0, d, &i, 0, out++);
        }
      };
      free_dims(lhs, n.lhs_batch_dimensions, n.lhs_contracting_dimensions);
      free_dims(rhs, n.rhs_batch_dimensions, n.rhs_contracting_dimensions);
      return;
    }
    case HloOpcode::kConvolution: {
      const ConvolutionDimensionNumbers* n = i.convolution_dimension_numbers();
      if (n == nullptr || operand(0) == nullptr || operand(1) == nullptr) return;
      UnifyDims(operand(0), 0, n->input_batch_dimension, &i, 0, n->output_batch_dimension);
      UnifyDims(operand(1), 0, n->kernel_output_feature_dimension, &i, 0,
                n->output_feature_dimension);
      return;
    }
    case HloOpcode::kReduce: {
      const int64_t inputs = i.operand_count() / 2;
      const std::vector<int64_t>* reduced = i.dimensions();
      if (reduced == nullptr) return;
      for (int64_t k = 0; k < inputs; ++k) {
        const Instruction* o = operand(k);
        if (!o->shape().IsArray()) continue;
        int64_t out = 0;
        for (int64_t d = 0; d < o->shape().rank(); ++d) {
          if (std::find(reduced->begin(), reduced->end(), d) != reduced->end()) continue;
          UnifyDims(o, 0, d, &i, inputs == 1 ? 0 : k, out++);
        }
      }
      return;
    }
    case HloOpcode::kConcatenate: {
      const std::vector<int64_t>* axis = i.dimensions();
      if (axis == nullptr || axis->size() != 1 || !shape.IsArray()) return;
      for (const Instruction* o : i.operands()) {
        for (int64_t d = 0; d < shape.rank(); ++d) {
          if (d != (*axis)[0]) UnifyDims(o, 0, d, &i, 0, d);
        }
      }
      return;
    }
    case HloOpcode::kSlice: {
      const std::vector<SliceDim>* slice = i.slice();
      if (slice == nullptr || operand(0) == nullptr || !operand(0)->shape().IsArray()) return;
      for (size_t d = 0; d < slice->size() && static_cast<int64_t>(d) < shape.rank(); ++d) {
        if (IsIdentitySlice((*slice)[d], operand(0)->shape().dim(d))) {
          UnifyDims(operand(0), 0, d, &i, 0, d);
        }
      }
      return;
    }
    case HloOpcode::kPad: {
      const std::vector<PaddingDim>* padding = i.padding();
      if (padding == nullptr || operand(0) == nullptr) return;
      for (size_t d = 0; d < padding->size(); ++d) {
        const PaddingDim& p = (*padding)[d];
        if (p.low == 0 && p.high == 0 && p.interior == 0) UnifyDims(operand(0), 0, d, &i, 0, d);
      }
      return;
    }
    case HloOpcode::kDynamicSlice:
    case HloOpcode::kDynamicUpdateSlice: {
      // Dims taken whole follow the operand.
      const Instruction* whole = operand(0);
      const Instruction* part = i.opcode() == HloOpcode::kDynamicSlice ? &i : operand(1);
      if (whole == nullptr || part == nullptr || !whole->shape().IsArray() ||
          !part->shape().IsArray() || whole->shape().rank() != part->shape().rank()) {
        return;
      }
      for (int64_t d = 0; d < whole->shape().rank(); ++d) {
        if (whole->shape().dim(d) == part->shape().dim(d)) UnifyDims(whole, 0, d, part, 0, d);
        if (i.opcode() == HloOpcode::kDynamicUpdateSlice) UnifyDims(whole, 0, d, &i, 0, d);
      }
      return;
    }
    case HloOpcode::kReduceWindow: {
      const Window* window = i.window();
      if (window == nullptr || operand(0) == nullptr || !shape.IsArray()) return;
      for (size_t d = 0; d < window->dims.size(); ++d) {
        const WindowDim& w = window->dims[d];
        if (w.size == 1 && w.stride == 1 && w.padding_low == 0 && w.padding_high == 0 &&
            w.base_dilation == 1 && w.window_dilation == 1) {
          UnifyDims(operand(0), 0, d, &i, 0, d);
        }
      }
      return;
    }
    case HloOpcode::kReverse:
    case HloOpcode::kScatter:
    case HloOpcode::kSelectAndScatter:
    case HloOpcode::kAddDependency:
    case HloOpcode::kAllReduce:
    case HloOpcode::kCollectivePermute:
    case HloOpcode::kOptimizationBarrier:
    case HloOpcode::kDomain:
      if (operand(0) != nullptr && operand(0)->shape().Compatible(shape)) {
        UnifyAll(&i, operand(0));
      } else if (shape.IsTuple() && i.operand_count() == static_cast<int64_t>(shape.tuple_shapes().size())) {
        for (int64_t k = 0; k < i.operand_count(); ++k) {
          UnifyLeaves(&i, ElementLeafOffset(shape, k), operand(k), 0, LeafCount(operand(k)));
        }
      }
      return;
    case HloOpcode::kSort:
      if (shape.IsTuple()) {
        for (int64_t k = 0; k < i.operand_count(); ++k) {
          UnifyLeaves(&i, ElementLeafOffset(shape, k), operand(k), 0, LeafCount(operand(k)));
        }
      } else {
        UnifyAll(&i, operand(0));
      }
      return;
    case HloOpcode::kTuple:
      for (int64_t k = 0; k < i.operand_count(); ++k) {
        UnifyLeaves(&i, ElementLeafOffset(shape, k), operand(k), 0, LeafCount(operand(k)));
      }
      return;
    case HloOpcode::kGetTupleElement: {
      const std::optional<int64_t> index = i.tuple_index();
      if (!index || operand(0) == nullptr) return;
      UnifyLeaves(operand(0), ElementLeafOffset(operand(0)->shape(), *index), &i, 0,
                  LeafCount(&i));
      return;
    }
    case HloOpcode::kWhile: {
      UnifyAll(&i, operand(0));
      for (const char* name : {"body", "condition"}) {
        const Computation* c = i.called_computation(name);
        if (c == nullptr || c->parameters().empty()) continue;
        UnifyAll(c->parameter(0), operand(0));
      }
      if (const Computation* body = i.called_computation("body")) UnifyAll(body->root(), &i);
      return;
    }
    case HloOpcode::kCall:
    case HloOpcode::kFusion: {
      const Computation* c = i.opcode() == HloOpcode::kFusion ? i.fused_computation()
                                                               : i.called_computation("to_apply");
      if (c == nullptr) return;
      for (int64_t k = 0; k < i.operand_count() &&
                          k < static_cast<int64_t>(c->parameters().size());
           ++k) {
        UnifyAll(c->parameter(k), operand(k));
      }
      UnifyAll(c->root(), &i);
      return;
    }
    case HloOpcode::kConditional: {
      const std::vector<Computation*> branches = i.called_computations();
      for (size_t b = 0; b < branches.size(); ++b) {
        const Computation* c = branches[b];
        if (!c->parameters().empty()) UnifyAll(c->parameter(0), operand(b + 1));
        UnifyAll(c->root(), &i);
      }
      return;
    }
    default:
      return;
  }
}

DimRefiner::DimRefiner(std::unique_ptr<State> state) : state_(std::move(state)) {}
DimRefiner::~DimRefiner() = default;

absl::StatusOr<std::unique_ptr<DimRefiner>> DimRefiner::Build(Module* module) {
  auto state = std::make_unique<State>();
  state->module = module;
  int64_t next_slot = 0;
  const std::vector<Computation*> order = module->MakeComputationPostOrder();
  for (Computation* computation : order) {
    for (const auto& instruction : computation->instructions()) {
      state->first_leaf[instruction.get()] = static_cast<int64_t>(state->leaves.size());
      std::vector<int64_t> path;
      CollectLeaves(instruction.get(), instruction->shape(), &path, &state->leaves, &next_slot);
    }
  }
  state->parent.resize(next_slot);
  std::iota(state->parent.begin(), state->parent.end(), 0);
  state->original_size.resize(next_slot);
  for (const Leaf& leaf : state->leaves) {
    const Shape* shape = MutableLeafShape(leaf);
    for (int64_t d = 0; d < leaf.rank; ++d) state->original_size[leaf.base + d] = shape->dim(d);
  }
  for (Computation* computation : order) {
    for (const auto& instruction : computation->instructions()) state->AddRules(*instruction);
  }
  // Free classes: no entry argument, constant or reshape group sizes them.
  absl::flat_hash_set<int64_t> anchored;
  const Computation* entry = module->entry();
  for (const Leaf& leaf : state->leaves) {
    const bool anchor = leaf.instruction->opcode() == HloOpcode::kConstant ||
                        (leaf.instruction->opcode() == HloOpcode::kParameter &&
                         leaf.instruction->parent() == entry);
    if (!anchor) continue;
    for (int64_t d = 0; d < leaf.rank; ++d) anchored.insert(state->Find(leaf.base + d));
  }
  for (const ReshapeGroup& group : state->groups) {
    for (int64_t slot : group.in_slots) anchored.insert(state->Find(slot));
    for (int64_t slot : group.out_slots) anchored.insert(state->Find(slot));
  }
  for (int64_t slot = 0; slot < static_cast<int64_t>(state->parent.size()); ++slot) {
    if (state->Find(slot) != slot || anchored.contains(slot) || state->original_size[slot] <= 1) {
      continue;
    }
    state->free_roots_by_size[state->original_size[slot]].push_back(slot);
  }
  return std::unique_ptr<DimRefiner>(new DimRefiner(std::move(state)));
}

void DimRefiner::Restore() {
  for (const Leaf& leaf : state_->leaves) {
    Shape* shape = MutableLeafShape(leaf);
    for (int64_t d = 0; d < leaf.rank; ++d) shape->set_dim(d, state_->original_size[leaf.base + d]);
  }
}

int64_t DimRefiner::TiedDimCount(const DimBinding& binding) const {
  const Computation* entry = state_->module->entry();
  if (entry == nullptr || binding.parameter < 0 ||
      binding.parameter >= static_cast<int64_t>(entry->parameters().size())) {
    return 0;
  }
  const int64_t slot = state_->Slot(entry->parameter(binding.parameter), 0, binding.dim);
  if (slot < 0) return 0;
  const int64_t root = state_->FindConst(slot);
  int64_t count = 0;
  for (size_t s = 0; s < state_->parent.size(); ++s) {
    count += state_->FindConst(static_cast<int64_t>(s)) == root ? 1 : 0;
  }
  return count;
}

absl::Status DimRefiner::Apply(const std::vector<DimBinding>& bindings) {
  Restore();
  State& s = *state_;
  const Computation* entry = s.module->entry();
  if (entry == nullptr) return absl::InvalidArgumentError("the module has no entry computation");
  absl::flat_hash_map<int64_t, int64_t> class_size;  // Class root -> new size.
  absl::flat_hash_map<int64_t, std::string> bound_by;
  const auto bind = [&](int64_t slot, int64_t size, absl::string_view why) -> absl::Status {
    const int64_t root = s.Find(slot);
    auto [it, inserted] = class_size.emplace(root, size);
    if (!inserted && it->second != size) {
      return absl::InvalidArgumentError(absl::StrCat(
          why, " makes a dim ", size, " that ", bound_by[root], " makes ", it->second,
          ": the program ties them together"));
    }
    if (inserted) bound_by[root] = std::string(why);
    return absl::OkStatus();
  };
  for (const DimBinding& b : bindings) {
    if (b.size <= 0) {
      return absl::InvalidArgumentError(absl::StrCat(b.key, ": the size must be positive"));
    }
    const int64_t slot = b.parameter < static_cast<int64_t>(entry->parameters().size())
                             ? s.Slot(entry->parameter(b.parameter), 0, b.dim)
                             : -1;
    if (slot < 0) return absl::InvalidArgumentError(absl::StrCat(b.key, ": no such dim"));
    TPUSIM_RETURN_IF_ERROR(bind(slot, b.size, b.key));
    // A size written into the program where nothing ties it to an argument
    // (the zeros a gradient is scattered into, an iota of positions) is
    // taken to be the varied quantity when it has the varied dim's size:
    // the program was traced with that value. (The embedding-table gradient
    // of the oracle's vocabulary sweeps is such a broadcast.)
    auto free = s.free_roots_by_size.find(s.original_size[slot]);
    if (free != s.free_roots_by_size.end()) {
      for (int64_t root : free->second) TPUSIM_RETURN_IF_ERROR(bind(root, b.size, b.key));
    }
  }
  const auto size_of = [&](int64_t slot) {
    auto it = class_size.find(s.Find(slot));
    return it != class_size.end() ? it->second : s.original_size[slot];
  };
  // Reshapes that merge or split a re-sized dim re-size the dims on their
  // other side; repeat until nothing changes (each pass binds a class).
  for (size_t pass = 0; pass <= s.groups.size(); ++pass) {
    bool changed = false;
    for (const ReshapeGroup& g : s.groups) {
      int64_t in = 1, out = 1;
      for (int64_t slot : g.in_slots) in = SaturatingMul(in, size_of(slot));
      for (int64_t slot : g.out_slots) out = SaturatingMul(out, size_of(slot));
      if (in == out) continue;
      std::vector<int64_t> free;
      int64_t fixed = 1;
      for (int64_t slot : g.out_slots) {
        if (class_size.contains(s.Find(slot))) {
          fixed = SaturatingMul(fixed, size_of(slot));
        } else {
          free.push_back(slot);
        }
      }
      const std::string name = absl::StrCat("reshape %", g.instruction->name());
      if (free.size() != 1) {
        return absl::InvalidArgumentError(absl::StrCat(
            name, " cannot take the new size: ", in, " elements in its merged dims, ", out,
            " out", free.empty() ? "" : " (and it is unclear which of its dims grows)"));
      }
      if (fixed <= 0 || in % fixed != 0) {
        return absl::InvalidArgumentError(absl::StrCat(
            name, " no longer divides: ", in, " elements into dims of ", fixed));
      }
      TPUSIM_RETURN_IF_ERROR(bind(free[0], in / fixed, name));
      changed = true;
    }
    if (!changed) break;
  }
  // Constants carry their size in their data: they cannot be re-sized.
  for (const Leaf& leaf : s.leaves) {
    if (leaf.instruction->opcode() != HloOpcode::kConstant) continue;
    for (int64_t d = 0; d < leaf.rank; ++d) {
      if (size_of(leaf.base + d) != s.original_size[leaf.base + d]) {
        return absl::InvalidArgumentError(absl::StrCat(
            "constant %", leaf.instruction->name(), " ", leaf.instruction->shape().ToString(false),
            " has dim ", d, " written into the program: it cannot become ",
            size_of(leaf.base + d)));
      }
    }
  }
  for (const Leaf& leaf : s.leaves) {
    Shape* shape = MutableLeafShape(leaf);
    for (int64_t d = 0; d < leaf.rank; ++d) shape->set_dim(d, size_of(leaf.base + d));
  }
  absl::Status verified = VerifyModule(*s.module);
  if (!verified.ok()) {
    Restore();
    return absl::InvalidArgumentError(
        absl::StrCat("the program cannot take the new size: ", verified.message()));
  }
  return absl::OkStatus();
}

absl::StatusOr<DimBinding> ResolveDimKey(const Module& module, absl::string_view key,
                                         int64_t size) {
  const Computation* entry = module.entry();
  if (entry == nullptr) return absl::InvalidArgumentError("the module has no entry computation");
  const auto params = [&] {
    std::vector<std::string> names;
    for (size_t k = 0; k < entry->parameters().size(); ++k) {
      const Instruction* p = entry->parameter(k);
      std::string name = absl::StrCat(k, " (", p->name());
      if (p->has_metadata() && !p->metadata().op_name.empty()) {
        absl::StrAppend(&name, ", ", p->metadata().op_name);
      }
      absl::StrAppend(&name, ": ", p->shape().ToString(false), ")");
      names.push_back(std::move(name));
    }
    return absl::StrJoin(names, ", ");
  };
  const size_t dot = key.rfind('.');
  int64_t dim = 0;
  if (dot == absl::string_view::npos || !absl::SimpleAtoi(key.substr(dot + 1), &dim)) {
    return absl::InvalidArgumentError(absl::StrCat(
        "'", key, "': name a dim as ARG.DIM or NAME.DIM (0-based); the arguments are ",
        params()));
  }
  const absl::string_view argument = key.substr(0, dot);
  int64_t parameter = -1;
  if (int64_t number = 0; absl::SimpleAtoi(argument, &number)) {
    parameter = number;
  } else {
    for (size_t k = 0; k < entry->parameters().size(); ++k) {
      const Instruction* p = entry->parameter(k);
      if (p->name() == argument ||
          (p->has_metadata() && p->metadata().op_name == argument)) {
        parameter = static_cast<int64_t>(k);
        break;
      }
    }
  }
  if (parameter < 0 || parameter >= static_cast<int64_t>(entry->parameters().size())) {
    return absl::InvalidArgumentError(
        absl::StrCat("'", key, "' matches no argument; the arguments are ", params()));
  }
  const Shape& shape = entry->parameter(parameter)->shape();
  if (!shape.IsArray() || dim < 0 || dim >= shape.rank()) {
    return absl::InvalidArgumentError(absl::StrCat("'", key, "': argument ", parameter, " is ",
                                                   shape.ToString(false), ", without dim ", dim));
  }
  return DimBinding{std::string(key), parameter, dim, size};
}

absl::StatusOr<std::vector<DimBinding>> ResolveDimKeys(const Module& module,
                                                       absl::string_view keys, int64_t size) {
  std::vector<DimBinding> bindings;
  for (absl::string_view key : absl::StrSplit(keys, ',')) {
    TPUSIM_ASSIGN_OR_RETURN(DimBinding binding, ResolveDimKey(module, key, size));
    bindings.push_back(std::move(binding));
  }
  return bindings;
}

}  // namespace tpusim::hlo
