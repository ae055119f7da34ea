#include "tpu_model/compiler/spmd_partitioner.h"

#include <algorithm>
#include <limits>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "hlo/base/checked_math.h"
#include "hlo/base/status_macros.h"
#include "tpu_model/compiler/module_builder.h"

namespace tpusim::tpu::compiler {
namespace {

using hlo::HloOpcode;

std::optional<Tiling> ParseLeaf(absl::string_view text) {
  const size_t devices = text.find("devices=[");
  if (devices == absl::string_view::npos) {
    if (absl::StrContains(text, "replicated") || absl::StrContains(text, "maximal") ||
        absl::StrContains(text, "manual")) {
      return Tiling{};
    }
    return std::nullopt;
  }
  const size_t open = devices + 9;
  const size_t close = text.find(']', open);
  if (close == absl::string_view::npos) return std::nullopt;
  Tiling tiles;
  for (absl::string_view part : absl::StrSplit(text.substr(open, close - open), ',')) {
    int64_t n = 0;
    if (!absl::SimpleAtoi(absl::StripAsciiWhitespace(part), &n) || n < 1) return std::nullopt;
    tiles.push_back(n);
  }
  // Trailing tile dims that replicate or are manual are not array dims.
  int64_t trailing = 0;
  if (absl::StrContains(text, "last_tile_dim_replicate")) trailing = 1;
  const size_t dims = text.find("last_tile_dims={");
  if (dims != absl::string_view::npos) {
    const size_t end = text.find('}', dims);
    if (end == absl::string_view::npos) return std::nullopt;
    const absl::string_view list = text.substr(dims + 16, end - dims - 16);
    trailing = 1 + static_cast<int64_t>(std::count(list.begin(), list.end(), ','));
  }
  if (trailing > static_cast<int64_t>(tiles.size())) return std::nullopt;
  tiles.resize(tiles.size() - trailing);
  return tiles;
}

bool IsSharded(const Tiling& tiling) {
  return std::any_of(tiling.begin(), tiling.end(), [](int64_t t) { return t > 1; });
}

int64_t TileAt(const Tiling& tiling, int64_t dim) {
  return dim >= 0 && dim < static_cast<int64_t>(tiling.size()) ? tiling[dim] : 1;
}

const std::vector<int64_t>& IntList(const hlo::Instruction& instruction, absl::string_view name) {
  static const std::vector<int64_t> kEmpty;
  const std::vector<int64_t>* list = instruction.GetIntList(name);
  return list != nullptr ? *list : kEmpty;
}

// Keeps the operand's shard count on dims whose size the op leaves alone.
Tiling SameSizedDims(const hlo::Instruction& instruction, const Tiling& operand) {
  const hlo::Shape& in = instruction.operand(0)->shape();
  const hlo::Shape& out = instruction.shape();
  if (!IsSharded(operand) || !in.IsArray() || !out.IsArray() || in.rank() != out.rank()) return {};
  Tiling tiling(out.rank(), 1);
  for (int64_t d = 0; d < out.rank(); ++d) {
    if (in.dim(d) == out.dim(d)) tiling[d] = TileAt(operand, d);
  }
  return tiling;
}

// Maps sharded dims through a reshape where a dim boundary survives.
Tiling ThroughReshape(const hlo::Shape& in, const hlo::Shape& out, const Tiling& operand) {
  if (!IsSharded(operand) || !in.IsArray() || !out.IsArray()) return {};
  Tiling tiling(out.rank(), 1);
  for (int64_t k = 0; k < in.rank(); ++k) {
    const int64_t t = TileAt(operand, k);
    if (t <= 1) continue;
    // Element counts before dim k of the input and before each output dim;
    // sizes come from untrusted files, so the products are checked.
    std::optional<int64_t> prefix_in = 1;
    for (int64_t i = 0; i < k && prefix_in.has_value(); ++i) {
      prefix_in = CheckedMul(*prefix_in, in.dim(i));
    }
    if (!prefix_in.has_value()) continue;
    std::optional<int64_t> prefix_out = 1;
    for (int64_t j = 0; j < out.rank() && prefix_out.has_value(); ++j) {
      if (*prefix_out == *prefix_in && out.dim(j) % t == 0) {
        tiling[j] = t;
        break;
      }
      if (*prefix_out > *prefix_in || out.dim(j) == 0) break;
      prefix_out = CheckedMul(*prefix_out, out.dim(j));
    }
  }
  return tiling;
}

class Partitioner {
 public:
  Partitioner(const hlo::Module& module, const PartitionRules& rules, ModuleBuilder& builder)
      : module_(module), rules_(rules), builder_(builder) {
    devices_ = DeviceCount(module);
  }

  absl::StatusOr<hlo::Computation*> PartitionEntry(PartitionedModule* out) {
    const hlo::Computation& entry = *module_.entry();
    hlo::Computation* copy = builder_.NewComputationLike(entry);
    const std::vector<const hlo::Instruction*> order = TopologicalOrder(entry);
    // A first forward pass: the shardings later values take without this
    // pass's collectives, which tell where a partial sum ends up sharded.
    for (const hlo::Instruction* instruction : order) tiling_[instruction] = Propagate(*instruction);
    forward_ = tiling_;
    for (const hlo::Instruction* instruction : order) {
      Tiling tiling = Propagate(*instruction);
      std::vector<hlo::Instruction*> operands;
      for (int64_t k = 0; k < instruction->operand_count(); ++k) {
        operands.push_back(map_.at(instruction->operand(k)));
      }
      if (instruction->opcode() == HloOpcode::kDot) {
        TPUSIM_RETURN_IF_ERROR(GatherContracted(*instruction, copy, &operands, out));
      }
      std::unique_ptr<hlo::Instruction> cloned = builder_.Clone(*instruction, operands);
      if (instruction->opcode() == HloOpcode::kTuple) {
        std::vector<hlo::Shape> elements;
        for (hlo::Instruction* o : operands) elements.push_back(o->shape());
        *cloned->mutable_shape() = hlo::Shape::Tuple(std::move(elements));
      } else if (IsSharded(tiling)) {
        *cloned->mutable_shape() = PerDeviceShape(instruction->shape(), tiling);
        ++out->sharded_values;
      }
      if (instruction->opcode() == HloOpcode::kParameter) {
        out_tiling_[instruction] = tiling;
      }
      tiling_[instruction] = tiling;
      map_[instruction] = copy->AddInstruction(std::move(cloned));
      if (instruction->opcode() == HloOpcode::kDot && SumsPartials(*instruction) &&
          instruction->shape().IsArray()) {
        std::optional<Tiling> scatter;
        if (rules_.reduce_scatter_partial_sums) scatter = ScatterTiling(*instruction);
        if (scatter.has_value()) {
          map_[instruction] = ReduceScatter(*instruction, map_[instruction], *scatter, copy);
          tiling_[instruction] = *std::move(scatter);
          ++out->reduce_scatters;
        } else {
          map_[instruction] = AllReduce(*instruction, map_[instruction], copy);
          ++out->all_reduces;
        }
      }
    }
    TPUSIM_ASSIGN_OR_RETURN(hlo::Instruction * root, ReshardOutputs(entry, copy, out));
    copy->set_root(root);
    return copy;
  }

 private:
  const Tiling& TilingOf(const hlo::Instruction* instruction) const {
    static const Tiling kReplicated;
    auto it = tiling_.find(instruction);
    return it == tiling_.end() ? kReplicated : it->second;
  }

  // The instruction's own sharding, if it has one of the right rank.
  std::optional<Tiling> Annotated(const hlo::Instruction& instruction) const {
    const absl::string_view text = instruction.sharding();
    if (text.empty() || !instruction.shape().IsArray()) return std::nullopt;
    std::optional<std::vector<Tiling>> tilings = ParseShardingTilings(text);
    if (!tilings.has_value() || tilings->size() != 1) return std::nullopt;
    const Tiling& t = tilings->front();
    if (!t.empty() && static_cast<int64_t>(t.size()) != instruction.shape().rank()) {
      return std::nullopt;
    }
    return t;
  }

  Tiling Propagate(const hlo::Instruction& instruction) const {
    // The root's sharding is what the outputs must have (ReshardOutputs),
    // not how the root is computed.
    if (&instruction != module_.entry()->root()) {
      if (std::optional<Tiling> annotated = Annotated(instruction)) return *annotated;
    }
    const HloOpcode op = instruction.opcode();
    if (op == HloOpcode::kParameter || instruction.operand_count() == 0) return {};
    const Tiling& first = TilingOf(instruction.operand(0));
    if (hlo::IsElementwise(op) || op == HloOpcode::kCopy || op == HloOpcode::kReducePrecision) {
      for (const hlo::Instruction* operand : instruction.operands()) {
        const Tiling& t = TilingOf(operand);
        if (IsSharded(t) && operand->shape().IsArray() &&
            operand->shape().rank() == instruction.shape().rank()) {
          return t;
        }
      }
      return {};
    }
    switch (op) {
      case HloOpcode::kBroadcast: {
        if (!IsSharded(first)) return {};
        const std::vector<int64_t>& dims = IntList(instruction, "dimensions");
        const hlo::Shape& in = instruction.operand(0)->shape();
        Tiling tiling(instruction.shape().rank(), 1);
        for (size_t i = 0; i < dims.size() && i < first.size(); ++i) {
          if (static_cast<int64_t>(i) < in.rank() && dims[i] >= 0 &&
              dims[i] < instruction.shape().rank() &&
              in.dim(i) == instruction.shape().dim(dims[i])) {
            tiling[dims[i]] = first[i];
          }
        }
        return tiling;
      }
      case HloOpcode::kTranspose: {
        if (!IsSharded(first)) return {};
        const std::vector<int64_t>& perm = IntList(instruction, "dimensions");
        Tiling tiling(instruction.shape().rank(), 1);
        for (size_t i = 0; i < perm.size() && i < tiling.size(); ++i) {
          tiling[i] = TileAt(first, perm[i]);
        }
        return tiling;
      }
      case HloOpcode::kReshape:
      case HloOpcode::kBitcast:
        return ThroughReshape(instruction.operand(0)->shape(), instruction.shape(), first);
      case HloOpcode::kReduce: {
        if (!IsSharded(first) || !instruction.shape().IsArray()) return {};
        const std::vector<int64_t>& reduced = IntList(instruction, "dimensions");
        Tiling tiling;
        for (int64_t d = 0; d < static_cast<int64_t>(first.size()); ++d) {
          if (std::find(reduced.begin(), reduced.end(), d) == reduced.end()) {
            tiling.push_back(first[d]);
          }
        }
        return static_cast<int64_t>(tiling.size()) == instruction.shape().rank() ? tiling
                                                                                  : Tiling{};
      }
      case HloOpcode::kDot:
        return DotTiling(instruction);
      case HloOpcode::kConvolution: {
        const hlo::ConvolutionDimensionNumbers* d = instruction.convolution_dimension_numbers();
        if (d == nullptr || !IsSharded(first)) return {};
        Tiling tiling(instruction.shape().rank(), 1);
        if (d->output_batch_dimension < instruction.shape().rank()) {
          tiling[d->output_batch_dimension] = TileAt(first, d->input_batch_dimension);
        }
        return tiling;
      }
      case HloOpcode::kSlice:
      case HloOpcode::kDynamicSlice:
      case HloOpcode::kPad:
      case HloOpcode::kReverse:
      case HloOpcode::kConcatenate:
      case HloOpcode::kReduceWindow:
      case HloOpcode::kDynamicUpdateSlice:
        return SameSizedDims(instruction, first);
      default:
        return {};
    }
  }

  // A dot's result: batch dims from either side, then the lhs's and the
  // rhs's free dims; never more shards than devices.
  Tiling DotTiling(const hlo::Instruction& dot) const {
    const hlo::DotDimensionNumbers d = dot.dot_dimension_numbers();
    const Tiling& lhs = TilingOf(dot.operand(0));
    const Tiling& rhs = TilingOf(dot.operand(1));
    if (!IsSharded(lhs) && !IsSharded(rhs)) return {};
    Tiling tiling;
    for (size_t i = 0; i < d.lhs_batch_dimensions.size(); ++i) {
      tiling.push_back(std::max(TileAt(lhs, d.lhs_batch_dimensions[i]),
                                i < d.rhs_batch_dimensions.size()
                                    ? TileAt(rhs, d.rhs_batch_dimensions[i])
                                    : int64_t{1}));
    }
    auto free_dims = [](const hlo::Shape& shape, const std::vector<int64_t>& batch,
                        const std::vector<int64_t>& contracting) {
      std::vector<int64_t> dims;
      for (int64_t k = 0; k < shape.rank(); ++k) {
        if (std::find(batch.begin(), batch.end(), k) == batch.end() &&
            std::find(contracting.begin(), contracting.end(), k) == contracting.end()) {
          dims.push_back(k);
        }
      }
      return dims;
    };
    int64_t product = 1;
    for (int64_t t : tiling) product = SaturatingMul(product, t);
    for (int64_t k : free_dims(dot.operand(0)->shape(), d.lhs_batch_dimensions,
                               d.lhs_contracting_dimensions)) {
      tiling.push_back(TileAt(lhs, k));
      product = SaturatingMul(product, tiling.back());
    }
    for (int64_t k : free_dims(dot.operand(1)->shape(), d.rhs_batch_dimensions,
                               d.rhs_contracting_dimensions)) {
      int64_t t = TileAt(rhs, k);
      if (SaturatingMul(product, t) > devices_) t = 1;  // The same mesh axis twice: keep one.
      tiling.push_back(t);
      product = SaturatingMul(product, t);
    }
    if (static_cast<int64_t>(tiling.size()) != dot.shape().rank()) return {};
    return tiling;
  }

  // Both operands shard a contracted dim alike: each device holds partial
  // sums, which XLA adds up with an all-reduce after the dot (row-parallel
  // layers of tensor parallelism).
  bool SumsPartials(const hlo::Instruction& dot) const {
    const hlo::DotDimensionNumbers d = dot.dot_dimension_numbers();
    const Tiling& lhs = TilingOf(dot.operand(0));
    const Tiling& rhs = TilingOf(dot.operand(1));
    for (size_t i = 0; i < d.lhs_contracting_dimensions.size() &&
                       i < d.rhs_contracting_dimensions.size();
         ++i) {
      const int64_t l = TileAt(lhs, d.lhs_contracting_dimensions[i]);
      if (l > 1 && l == TileAt(rhs, d.rhs_contracting_dimensions[i])) return true;
    }
    return false;
  }

  // Where the partial sums of `dot` are read only through a chain of
  // transposes and elementwise ops that meets a sharded value (the FSDP
  // gradient dW = x^T dy, transposed and subtracted from the sharded
  // weight), XLA sums and splits them in one reduce-scatter: each device
  // keeps only its shard of the sum. The tiling of the dot's dims that
  // shard takes, when it splits the sum over as many devices as the
  // contracted dim was sharded.
  std::optional<Tiling> ScatterTiling(const hlo::Instruction& dot) const {
    const hlo::DotDimensionNumbers d = dot.dot_dimension_numbers();
    int64_t partials = 1;
    const Tiling& lhs = TilingOf(dot.operand(0));
    for (int64_t dim : d.lhs_contracting_dimensions) {
      partials = SaturatingMul(partials, TileAt(lhs, dim));
    }
    // to_dot[i]: the dot dim that dim i of the current value holds.
    std::vector<int64_t> to_dot(dot.shape().rank());
    for (size_t i = 0; i < to_dot.size(); ++i) to_dot[i] = static_cast<int64_t>(i);
    const hlo::Instruction* current = &dot;
    while (current->users().size() == 1 && current != module_.entry()->root()) {
      const hlo::Instruction* user = current->users().front();
      if (!user->shape().IsArray() || user->shape().rank() != dot.shape().rank()) break;
      if (user->opcode() == HloOpcode::kTranspose) {
        const std::vector<int64_t>& perm = IntList(*user, "dimensions");
        if (perm.size() != to_dot.size()) break;
        std::vector<int64_t> mapped(to_dot.size());
        for (size_t i = 0; i < perm.size(); ++i) {
          if (perm[i] < 0 || perm[i] >= static_cast<int64_t>(to_dot.size())) return std::nullopt;
          mapped[i] = to_dot[perm[i]];
        }
        to_dot = std::move(mapped);
      } else if (!hlo::IsElementwise(user->opcode()) && user->opcode() != HloOpcode::kCopy) {
        break;
      } else if (auto it = forward_.find(user); it != forward_.end() && IsSharded(it->second)) {
        const Tiling& wanted = it->second;
        if (wanted.size() != to_dot.size()) break;
        Tiling scatter(to_dot.size(), 1);
        int64_t product = 1;
        for (size_t i = 0; i < wanted.size(); ++i) {
          scatter[to_dot[i]] = wanted[i];
          product = SaturatingMul(product, wanted[i]);
        }
        if (product != partials) break;
        return scatter;
      }
      current = user;
    }
    return std::nullopt;
  }

  hlo::Instruction* ReduceScatter(const hlo::Instruction& dot, hlo::Instruction* partial,
                                  const Tiling& scatter, hlo::Computation* copy) {
    std::vector<int64_t> dims;
    for (size_t i = 0; i < scatter.size(); ++i) {
      if (scatter[i] > 1) dims.push_back(static_cast<int64_t>(i));
    }
    auto reduce_scatter = std::make_unique<hlo::Instruction>(
        absl::StrCat(dot.name(), ".reduce-scatter"), HloOpcode::kReduceScatter,
        PerDeviceShape(dot.shape(), scatter));
    reduce_scatter->AppendOperand(partial);
    reduce_scatter->AddAttribute({"to_apply", hlo::AttrKind::kComputation,
                                  SumComputation(partial->shape().element_type())});
    reduce_scatter->AddAttribute(
        hlo::Attribute{"dimensions", hlo::AttrKind::kIntList, std::move(dims)});
    if (dot.has_metadata()) reduce_scatter->set_metadata(dot.metadata());
    return copy->AddInstruction(std::move(reduce_scatter));
  }

  hlo::Computation* SumComputation(hlo::PrimitiveType type) {
    hlo::Computation*& sum = reducers_[type];
    if (sum == nullptr) {
      sum = builder_.NewComputation(absl::StrCat("sum.", hlo::PrimitiveTypeName(type)));
      const hlo::Shape scalar(type, {});
      auto x = std::make_unique<hlo::Instruction>("x", HloOpcode::kParameter, scalar);
      x->set_parameter_number(0);
      auto y = std::make_unique<hlo::Instruction>("y", HloOpcode::kParameter, scalar);
      y->set_parameter_number(1);
      hlo::Instruction* px = sum->AddInstruction(std::move(x));
      hlo::Instruction* py = sum->AddInstruction(std::move(y));
      auto add = std::make_unique<hlo::Instruction>("add", HloOpcode::kAdd, scalar);
      add->AppendOperand(px);
      add->AppendOperand(py);
      sum->set_root(sum->AddInstruction(std::move(add)));
    }
    return sum;
  }

  hlo::Instruction* AllReduce(const hlo::Instruction& dot, hlo::Instruction* partial,
                              hlo::Computation* copy) {
    hlo::Computation* sum = SumComputation(partial->shape().element_type());
    auto all_reduce = std::make_unique<hlo::Instruction>(
        absl::StrCat(dot.name(), ".all-reduce"), HloOpcode::kAllReduce, partial->shape());
    all_reduce->AppendOperand(partial);
    all_reduce->AddAttribute({"to_apply", hlo::AttrKind::kComputation, sum});
    if (dot.has_metadata()) all_reduce->set_metadata(dot.metadata());
    return copy->AddInstruction(std::move(all_reduce));
  }

  // An operand that alone shards a contracted dim is gathered first.
  absl::Status GatherContracted(const hlo::Instruction& dot, hlo::Computation* copy,
                                std::vector<hlo::Instruction*>* operands,
                                PartitionedModule* out) {
    const hlo::DotDimensionNumbers d = dot.dot_dimension_numbers();
    const Tiling& lhs = TilingOf(dot.operand(0));
    const Tiling& rhs = TilingOf(dot.operand(1));
    std::vector<int64_t> gather[2];
    for (size_t i = 0; i < d.lhs_contracting_dimensions.size() &&
                       i < d.rhs_contracting_dimensions.size();
         ++i) {
      const int64_t l = TileAt(lhs, d.lhs_contracting_dimensions[i]);
      const int64_t r = TileAt(rhs, d.rhs_contracting_dimensions[i]);
      if (l == r) continue;  // Both sharded alike: partial sums, all-reduced.
      if (l > 1) gather[0].push_back(d.lhs_contracting_dimensions[i]);
      if (r > 1) gather[1].push_back(d.rhs_contracting_dimensions[i]);
    }
    for (int side = 0; side < 2; ++side) {
      if (gather[side].empty()) continue;
      const hlo::Instruction* source = dot.operand(side);
      Tiling gathered = TilingOf(source);
      for (int64_t dim : gather[side]) gathered[dim] = 1;
      auto all_gather = std::make_unique<hlo::Instruction>(
          absl::StrCat(source->name(), ".gathered"), HloOpcode::kAllGather,
          PerDeviceShape(source->shape(), gathered));
      all_gather->AppendOperand((*operands)[side]);
      all_gather->AddAttribute(hlo::Attribute{"dimensions", hlo::AttrKind::kIntList,
                                              std::vector<int64_t>(gather[side])});
      (*operands)[side] = copy->AddInstruction(std::move(all_gather));
      ++out->all_gathers;
    }
    return absl::OkStatus();
  }

  // Outputs take the shardings the program asks for.
  absl::StatusOr<hlo::Instruction*> ReshardOutputs(const hlo::Computation& entry,
                                                   hlo::Computation* copy,
                                                   PartitionedModule* out) {
    const hlo::Instruction* root = entry.root();
    hlo::Instruction* new_root = map_.at(root);
    std::optional<std::vector<Tiling>> wanted = ParseShardingTilings(root->sharding());
    if (!wanted.has_value()) return new_root;
    std::vector<const hlo::Instruction*> leaves;
    if (root->opcode() == HloOpcode::kTuple) {
      for (const hlo::Instruction* operand : root->operands()) leaves.push_back(operand);
    } else {
      leaves.push_back(root);
    }
    if (wanted->size() != leaves.size()) return new_root;
    std::vector<hlo::Instruction*> resharded;
    bool changed = false;
    for (size_t i = 0; i < leaves.size(); ++i) {
      const hlo::Instruction* leaf = leaves[i];
      hlo::Instruction* value = map_.at(leaf);
      const Tiling& have = TilingOf(leaf);
      const Tiling& want = (*wanted)[i];
      const hlo::Shape target = PerDeviceShape(leaf->shape(), want);
      if (!leaf->shape().IsArray() || target == value->shape()) {
        resharded.push_back(value);
        continue;
      }
      bool grows = false;
      for (int64_t dim = 0; dim < leaf->shape().rank(); ++dim) {
        grows |= TileAt(want, dim) < TileAt(have, dim);
      }
      auto reshard = std::make_unique<hlo::Instruction>(
          absl::StrCat(leaf->name(), ".resharded"),
          grows ? HloOpcode::kAllGather : HloOpcode::kCopy, target);
      reshard->AppendOperand(value);
      if (grows) {
        reshard->AddAttribute(
            hlo::Attribute{"dimensions", hlo::AttrKind::kIntList, std::vector<int64_t>{0}});
        ++out->all_gathers;
      }
      resharded.push_back(copy->AddInstruction(std::move(reshard)));
      changed = true;
    }
    if (!changed) return new_root;
    if (root->opcode() != HloOpcode::kTuple) return resharded.front();
    std::vector<hlo::Shape> shapes;
    for (hlo::Instruction* r : resharded) shapes.push_back(r->shape());
    auto tuple = std::make_unique<hlo::Instruction>(absl::StrCat(root->name(), ".out"),
                                                    HloOpcode::kTuple,
                                                    hlo::Shape::Tuple(std::move(shapes)));
    for (hlo::Instruction* r : resharded) tuple->AppendOperand(r);
    return copy->AddInstruction(std::move(tuple));
  }

  const hlo::Module& module_;
  const PartitionRules rules_;
  ModuleBuilder& builder_;
  int64_t devices_ = 1;
  absl::flat_hash_map<const hlo::Instruction*, Tiling> tiling_;
  // The tilings of the first forward pass, before any collective.
  absl::flat_hash_map<const hlo::Instruction*, Tiling> forward_;
  absl::flat_hash_map<const hlo::Instruction*, Tiling> out_tiling_;
  absl::flat_hash_map<const hlo::Instruction*, hlo::Instruction*> map_;
  absl::flat_hash_map<hlo::PrimitiveType, hlo::Computation*> reducers_;
};

}  // namespace

int64_t DeviceCount(const hlo::Module& module) {
  return SaturatingMul(module.num_partitions.value_or(1), module.replica_count.value_or(1));
}

hlo::Shape PerDeviceShape(const hlo::Shape& shape, const Tiling& tiling) {
  if (!shape.IsArray() || static_cast<int64_t>(tiling.size()) != shape.rank()) return shape;
  std::vector<int64_t> dims = shape.dims();
  for (size_t i = 0; i < dims.size(); ++i) {
    // Rounded up without overflow: dims come from untrusted files.
    if (tiling[i] > 1 && dims[i] > 0) dims[i] = dims[i] / tiling[i] + (dims[i] % tiling[i] != 0);
  }
  hlo::Shape out(shape.element_type(), std::move(dims), shape.dynamic_dims());
  if (shape.has_layout()) out.set_layout(shape.layout());
  return out;
}

std::optional<std::vector<Tiling>> ParseShardingTilings(absl::string_view text) {
  text = absl::StripAsciiWhitespace(text);
  if (text.size() < 2 || text.front() != '{' || text.back() != '}') return std::nullopt;
  absl::string_view inner = absl::StripAsciiWhitespace(text.substr(1, text.size() - 2));
  std::vector<Tiling> out;
  if (inner.empty() || inner.front() != '{') {
    std::optional<Tiling> leaf = ParseLeaf(inner);
    if (!leaf.has_value()) return std::nullopt;
    out.push_back(*std::move(leaf));
    return out;
  }
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i < inner.size(); ++i) {
    const char c = inner[i];
    if (c == '{' || c == '[') ++depth;
    if (c == '}' || c == ']') --depth;
    if ((c == ',' && depth == 0) || i + 1 == inner.size()) {
      const size_t end = c == ',' && depth == 0 ? i : i + 1;
      std::optional<Tiling> leaf = ParseLeaf(inner.substr(start, end - start));
      if (!leaf.has_value()) return std::nullopt;
      out.push_back(*std::move(leaf));
      start = i + 1;
    }
  }
  return out;
}

bool NeedsPartitioning(const hlo::Module& module) {
  if (module.entry() == nullptr) return false;
  // XLA's partitioned modules: per-device shapes already.
  if (absl::EndsWith(module.entry()->name(), "_spmd")) return false;
  if (DeviceCount(module) <= 1) return false;
  for (const hlo::Instruction* parameter : module.entry()->parameters()) {
    std::optional<std::vector<Tiling>> tilings = ParseShardingTilings(parameter->sharding());
    if (!tilings.has_value()) continue;
    for (const Tiling& t : *tilings) {
      if (IsSharded(t)) return true;
    }
  }
  return false;
}

absl::StatusOr<PartitionedModule> PartitionForDevice(const hlo::Module& module,
                                                     const PartitionRules& rules) {
  PartitionedModule out;
  ModuleBuilder builder(module);
  for (const hlo::Computation* source : module.MakeComputationPostOrder()) {
    if (source == module.entry()) continue;
    hlo::Computation* copy = builder.NewComputationLike(*source);
    builder.MapComputation(source, copy);
    TPUSIM_RETURN_IF_ERROR(CopyComputation(*source, builder, copy));
  }
  Partitioner partitioner(module, rules, builder);
  out.devices = DeviceCount(module);
  TPUSIM_ASSIGN_OR_RETURN(hlo::Computation * entry, partitioner.PartitionEntry(&out));
  builder.MapComputation(module.entry(), entry);
  TPUSIM_ASSIGN_OR_RETURN(out.module, builder.Finish(entry));
  // The entry layout names global shapes; the instructions now say it all.
  out.module->entry_computation_layout.reset();
  return out;
}

}  // namespace tpusim::tpu::compiler
