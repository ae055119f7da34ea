#include "memory/alias_analysis.h"

#include <algorithm>
#include <map>
#include <numeric>

namespace tpusim::memory {
namespace {

class UnionFind {
 public:
  explicit UnionFind(int32_t n) : parent_(n) { std::iota(parent_.begin(), parent_.end(), 0); }
  int32_t Find(int32_t x) {
    while (parent_[x] != x) {
      parent_[x] = parent_[parent_[x]];
      x = parent_[x];
    }
    return x;
  }
  void Union(int32_t a, int32_t b) {
    a = Find(a);
    b = Find(b);
    if (a == b) return;
    if (a < b) std::swap(a, b);
    parent_[a] = b;  // The smaller value index stays the representative.
  }

 private:
  std::vector<int32_t> parent_;
};

struct Leaf {
  hlo::ShapeIndex index;
  const hlo::Shape* shape;
};

void CollectArrayLeaves(const hlo::Shape& shape, hlo::ShapeIndex* index,
                        std::vector<Leaf>* out) {
  if (shape.IsTuple()) {
    for (int64_t k = 0; k < static_cast<int64_t>(shape.tuple_shapes().size()); ++k) {
      index->push_back(k);
      CollectArrayLeaves(shape.tuple_shapes()[k], index, out);
      index->pop_back();
    }
    return;
  }
  if (shape.IsArray()) out->push_back({*index, &shape});
}

// OptimizeInputOutputBufferAlias: donors and unaliased outputs of one memory
// space are sorted by size (largest first) and paired when sizes match.
std::vector<hlo::InputOutputAlias> PairDonors(const ModuleIndex& ix, const SizeFunction& sizes,
                                              int32_t* paired) {
  const hlo::Module& module = ix.module();
  std::vector<hlo::InputOutputAlias> added;
  if (module.buffer_donors.empty()) return added;
  const CompIndex entry = ix.entry();
  const InstrIndex root = ix.root(entry);
  if (root == kNone) return added;
  struct Item {
    int64_t size;
    int64_t parameter;
    hlo::ShapeIndex index;
  };
  std::map<int64_t, std::vector<Item>> donors, outputs;
  for (const hlo::BufferDonor& d : module.buffer_donors) {
    bool aliased = false;
    for (const hlo::InputOutputAlias& a : module.input_output_alias) {
      if (a.parameter_number == d.parameter_number && a.parameter_index == d.parameter_index) {
        aliased = true;
      }
    }
    const InstrIndex p = ix.parameter(entry, d.parameter_number);
    if (aliased || p == kNone) continue;
    const hlo::Shape* shape = ix.instruction(p).shape().Subshape(d.parameter_index);
    if (shape == nullptr || !shape->IsArray() || shape->IsDynamic()) continue;
    auto s = sizes.Sizes(*shape);
    if (!s.ok()) continue;
    donors[SizeFunction::Color(*shape)].push_back({s->padded, d.parameter_number, d.parameter_index});
  }
  std::vector<Leaf> leaves;
  hlo::ShapeIndex scratch;
  CollectArrayLeaves(ix.instruction(root).shape(), &scratch, &leaves);
  for (const Leaf& leaf : leaves) {
    bool aliased = false;
    for (const hlo::InputOutputAlias& a : module.input_output_alias) {
      if (a.output_index == leaf.index) aliased = true;
    }
    if (aliased || leaf.shape->IsDynamic()) continue;
    auto s = sizes.Sizes(*leaf.shape);
    if (!s.ok()) continue;
    outputs[SizeFunction::Color(*leaf.shape)].push_back({s->padded, -1, leaf.index});
  }
  auto by_size = [](const Item& a, const Item& b) { return a.size > b.size; };
  for (auto& [color, donor_items] : donors) {
    std::vector<Item>& output_items = outputs[color];
    std::stable_sort(donor_items.begin(), donor_items.end(), by_size);
    std::stable_sort(output_items.begin(), output_items.end(), by_size);
    size_t d = 0, o = 0;
    while (d < donor_items.size() && o < output_items.size()) {
      if (donor_items[d].size > output_items[o].size) {
        ++d;
      } else if (donor_items[d].size < output_items[o].size) {
        ++o;
      } else {
        hlo::InputOutputAlias alias;
        alias.output_index = output_items[o].index;
        alias.parameter_number = donor_items[d].parameter;
        alias.parameter_index = donor_items[d].index;
        added.push_back(alias);
        ++*paired;
        ++d;
        ++o;
      }
    }
  }
  return added;
}

}  // namespace

absl::StatusOr<AliasAnalysis> AliasAnalysis::Run(const Dataflow& df, const SizeFunction* sizes) {
  const ModuleIndex& ix = df.index();
  AliasAnalysis aa;
  aa.aliases_ = ix.module().input_output_alias;
  if (sizes != nullptr) {
    std::vector<hlo::InputOutputAlias> paired = PairDonors(ix, *sizes, &aa.paired_donors_);
    aa.aliases_.insert(aa.aliases_.end(), paired.begin(), paired.end());
  }
  for (const hlo::InputOutputAlias& a : aa.aliases_) {
    aa.aliased_parameters_.push_back({a.parameter_number, a.parameter_index});
  }
  std::sort(aa.aliased_parameters_.begin(), aa.aliased_parameters_.end());

  UnionFind uf(df.value_count());
  auto merge_nodes = [&](NodeIndex a, NodeIndex b) {
    if (a == kNone || b == kNone) return;
    uf.Union(df.ValueAt(a), df.ValueAt(b));
  };
  auto merge_trees = [&](NodeIndex a, NodeIndex b) {
    if (a == kNone || b == kNone || ix.subtree_size(a) != ix.subtree_size(b)) return;
    for (int32_t k = 0; k < ix.subtree_size(a); ++k) merge_nodes(a + k, b + k);
  };

  // 1. Entry input/output aliases.
  const CompIndex entry = ix.entry();
  const InstrIndex entry_root = ix.root(entry);
  for (const hlo::InputOutputAlias& a : aa.aliases_) {
    const InstrIndex param = ix.parameter(entry, a.parameter_number);
    if (param == kNone || entry_root == kNone) continue;
    merge_nodes(ix.Find(entry_root, a.output_index), ix.Find(param, a.parameter_index));
  }

  for (InstrIndex i = 0; i < ix.instruction_count(); ++i) {
    const hlo::Instruction& inst = ix.instruction(i);
    const NodeIndex top = ix.first_node(i);
    switch (inst.opcode()) {
      case hlo::HloOpcode::kWhile: {
        // 2. While: init, body/condition parameters, body root and output.
        std::span<const InstrIndex> ops = ix.operands(i);
        if (!ops.empty()) merge_trees(top, ix.first_node(ops[0]));
        for (absl::string_view name : {"body", "condition"}) {
          const hlo::Computation* c = inst.called_computation(name);
          if (c == nullptr) continue;
          const CompIndex ci = ix.IndexOf(c);
          if (ci == kNone) continue;
          const InstrIndex p = ix.parameter(ci, 0);
          if (p != kNone) merge_trees(top, ix.first_node(p));
          if (name == "body" && ix.root(ci) != kNone) merge_trees(top, ix.first_node(ix.root(ci)));
        }
        break;
      }
      case hlo::HloOpcode::kConditional:
        // 3. Conditional: every branch root with the output.
        for (CompIndex c : ix.callees(i)) {
          if (ix.root(c) != kNone) merge_trees(top, ix.first_node(ix.root(c)));
        }
        break;
      default:
        break;
    }
    // 4. In-place operations (outside fusion bodies, whose values never get
    // memory of their own).
    if (ix.IsFusionComputation(ix.computation_of(i))) continue;
    const hlo::HloOpcode op = inst.opcode();
    if (op != hlo::HloOpcode::kDynamicUpdateSlice && op != hlo::HloOpcode::kScatter &&
        op != hlo::HloOpcode::kAllReduceStart && op != hlo::HloOpcode::kCollectivePermute &&
        op != hlo::HloOpcode::kCollectivePermuteStart && op != hlo::HloOpcode::kSetDimensionSize &&
        op != hlo::HloOpcode::kRaggedAllToAll && op != hlo::HloOpcode::kCustomCall &&
        op != hlo::HloOpcode::kFusion) {
      continue;
    }
    std::span<const InstrIndex> ops = ix.operands(i);
    for (const InPlacePair& pair : InPlaceInputOutputPairs(inst)) {
      if (pair.operand_number < 0 || pair.operand_number >= static_cast<int32_t>(ops.size())) {
        continue;
      }
      merge_nodes(ix.Find(ops[pair.operand_number], pair.operand_index),
                  ix.Find(i, pair.output_index));
    }
  }

  // Buffers numbered by their lowest value id.
  const int32_t nv = df.value_count();
  aa.value_buffer_.assign(nv, kNone);
  std::vector<BufferIndex> root_buffer(nv, kNone);
  int32_t buffers = 0;
  for (ValueIndex v = 0; v < nv; ++v) {
    const int32_t r = uf.Find(v);
    if (root_buffer[r] == kNone) root_buffer[r] = buffers++;
    aa.value_buffer_[v] = root_buffer[r];
  }
  aa.buffer_begin_.assign(buffers + 1, 0);
  for (ValueIndex v = 0; v < nv; ++v) ++aa.buffer_begin_[aa.value_buffer_[v] + 1];
  for (int32_t b = 0; b < buffers; ++b) aa.buffer_begin_[b + 1] += aa.buffer_begin_[b];
  aa.buffer_values_.assign(nv, kNone);
  std::vector<int32_t> fill(aa.buffer_begin_.begin(), aa.buffer_begin_.end() - 1);
  aa.live_out_.assign(buffers, 0);
  for (ValueIndex v = 0; v < nv; ++v) {
    const BufferIndex b = aa.value_buffer_[v];
    aa.buffer_values_[fill[b]++] = v;
    if (df.value(v).live_out) aa.live_out_[b] = 1;
  }
  return aa;
}

bool AliasAnalysis::ParameterHasAlias(int64_t parameter, const hlo::ShapeIndex& index) const {
  return std::binary_search(aliased_parameters_.begin(), aliased_parameters_.end(),
                            std::make_pair(parameter, index));
}

}  // namespace tpusim::memory
