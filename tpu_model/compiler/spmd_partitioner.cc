#include "tpu_model/compiler/spmd_partitioner.h"

#include <algorithm>
#include <limits>
#include <utility>

#include "absl/algorithm/container.h"
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

// The tiling of a transpose's result of rank `rank`: its dim i is the
// operand's dim perm[i].
Tiling ThroughTranspose(const std::vector<int64_t>& perm, const Tiling& operand, int64_t rank) {
  Tiling tiling(rank, 1);
  for (size_t i = 0; i < perm.size() && i < tiling.size(); ++i) {
    tiling[i] = TileAt(operand, perm[i]);
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
    // A first forward pass: the shardings later values take without this
    // pass's collectives, which tell where a partial sum ends up sharded
    // and how a loop's results are read.
    PropagateComputation(entry, {});
    forward_ = tiling_;
    // Loops read where the first pass found their results sharded: a
    // second pass carries those shardings (and starts them from split zeros).
    if (HasLoop(entry)) {
      PropagateComputation(entry, {});
      forward_ = tiling_;
    }
    hlo::Computation* copy = builder_.NewComputationLike(entry);
    TPUSIM_RETURN_IF_ERROR(PartitionComputation(entry, {}, copy, out));
    TPUSIM_ASSIGN_OR_RETURN(hlo::Instruction * root, ReshardOutputs(entry, copy, out));
    copy->set_root(root);
    return copy;
  }

 private:
  // The per-device copy of `source` into the empty `copy`; `parameter`
  // holds the element tilings of a loop body's or condition's tuple
  // parameter (empty for the entry).
  absl::Status PartitionComputation(const hlo::Computation& source,
                                    const std::vector<Tiling>& parameter,
                                    hlo::Computation* copy, PartitionedModule* out) {
    for (const hlo::Instruction* instruction : TopologicalOrder(source)) {
      if (auto folded = folded_transposes_.find(instruction); folded != folded_transposes_.end()) {
        // Its dot was computed in this orientation (SwappingTranspose).
        tiling_[instruction] = folded->second.second;
        map_[instruction] = folded->second.first;
        continue;
      }
      Tiling tiling;
      if (instruction->opcode() == HloOpcode::kParameter && !parameter.empty()) {
        elements_[instruction] = parameter;
      } else {
        tiling = Propagate(*instruction);
        SetElements(*instruction);
      }
      std::vector<hlo::Instruction*> operands;
      for (int64_t k = 0; k < instruction->operand_count(); ++k) {
        operands.push_back(map_.at(instruction->operand(k)));
      }
      if (IsShardingMarker(*instruction) && operands.size() == 1) {
        const hlo::Shape wanted = PerDeviceShape(instruction->shape(), tiling);
        const hlo::Shape& have = operands[0]->shape();
        if (wanted.IsArray() && have.IsArray() && wanted.element_type() == have.element_type()) {
          tiling_[instruction] = tiling;
          map_[instruction] =
              wanted.dims() == have.dims()
                  ? operands[0]
                  : Reshard(*instruction->operand(0), operands[0], tiling, copy, out);
          continue;
        }
      }
      if (instruction->opcode() == HloOpcode::kSort || instruction->opcode() == HloOpcode::kTopK) {
        GatherSortedDims(*instruction, copy, &operands, out);
      }
      if (instruction->opcode() == HloOpcode::kScatter && IsSharded(tiling)) {
        ShrinkScatterOperand(*instruction, tiling, copy, &operands);
      }
      if (instruction->opcode() == HloOpcode::kDot) {
        TPUSIM_RETURN_IF_ERROR(GatherContracted(*instruction, copy, &operands, out));
      }
      if (instruction->opcode() == HloOpcode::kDynamicUpdateSlice && IsSharded(tiling)) {
        ShrinkUpdate(*instruction, tiling, copy, &operands);
      }
      if (instruction->opcode() == HloOpcode::kWhile &&
          instruction->operand(0)->opcode() == HloOpcode::kTuple) {
        TPUSIM_ASSIGN_OR_RETURN(operands[0], ReshardLeaves(*instruction->operand(0),
                                                           ElementsOf(instruction), copy, out));
      }
      // A dot's partial sums, summed and split by a reduce-scatter; on some
      // chips in the orientation of the transpose that reads them.
      const bool sums_partials = instruction->opcode() == HloOpcode::kDot &&
                                 SumsPartials(*instruction) && instruction->shape().IsArray();
      std::optional<Tiling> scatter;
      const hlo::Instruction* reader_transpose = nullptr;
      if (sums_partials &&
          (rules_.reduce_scatter_partial_sums || rules_.scatter_in_reader_orientation)) {
        scatter = ScatterTiling(*instruction);
        if (scatter.has_value() && rules_.scatter_in_reader_orientation) {
          reader_transpose = SwappingTranspose(*instruction);
        }
        if (reader_transpose == nullptr && !rules_.reduce_scatter_partial_sums) scatter.reset();
      }
      if (reader_transpose != nullptr) std::swap(operands[0], operands[1]);
      std::unique_ptr<hlo::Instruction> cloned = builder_.Clone(*instruction, operands);
      if (reader_transpose != nullptr) SwapDotSides(cloned.get());
      if (instruction->opcode() == HloOpcode::kWhile) {
        TPUSIM_RETURN_IF_ERROR(PartitionLoop(*instruction, cloned.get(), out));
      }
      if (instruction->opcode() == HloOpcode::kTuple) {
        std::vector<hlo::Shape> elements;
        for (hlo::Instruction* o : operands) elements.push_back(o->shape());
        *cloned->mutable_shape() = hlo::Shape::Tuple(std::move(elements));
      } else if (instruction->shape().IsTuple()) {
        auto it = elements_.find(instruction);
        if (it != elements_.end()) {
          *cloned->mutable_shape() = PerDeviceTuple(instruction->shape(), it->second);
          for (const Tiling& t : it->second) out->sharded_values += IsSharded(t);
        }
      } else if (IsSharded(tiling)) {
        *cloned->mutable_shape() = PerDeviceShape(instruction->shape(), tiling);
        ++out->sharded_values;
      }
      if (reader_transpose != nullptr) {
        *cloned->mutable_shape() = Permuted(cloned->shape(), *reader_transpose->dimensions());
      }
      tiling_[instruction] = tiling;
      map_[instruction] = copy->AddInstruction(std::move(cloned));
      if (sums_partials) {
        if (reader_transpose != nullptr) {
          const Tiling split = ThroughTranspose(*reader_transpose->dimensions(), *scatter,
                                                reader_transpose->shape().rank());
          hlo::Instruction* shard = ReduceScatter(*instruction, reader_transpose->shape(),
                                                  map_[instruction], split, copy);
          folded_transposes_[reader_transpose] = {shard, split};
          map_[instruction] = shard;  // Read only by the folded transpose.
          tiling_[instruction] = *std::move(scatter);
          ++out->reduce_scatters;
        } else if (scatter.has_value()) {
          map_[instruction] =
              ReduceScatter(*instruction, instruction->shape(), map_[instruction], *scatter, copy);
          tiling_[instruction] = *std::move(scatter);
          ++out->reduce_scatters;
        } else {
          map_[instruction] = AllReduce(*instruction, map_[instruction], copy);
          ++out->all_reduces;
        }
      }
    }
    copy->set_root(map_.at(source.root()));
    return absl::OkStatus();
  }

  // Shardings without building anything: how `computation`'s values come
  // out sharded when its tuple parameter has the element tilings
  // `parameter` (loops inside included).
  void PropagateComputation(const hlo::Computation& computation,
                            const std::vector<Tiling>& parameter) {
    for (const hlo::Instruction* instruction : TopologicalOrder(computation)) {
      if (instruction->opcode() == HloOpcode::kParameter && !parameter.empty()) {
        elements_[instruction] = parameter;
        tiling_[instruction] = {};
        continue;
      }
      tiling_[instruction] = Propagate(*instruction);
      SetElements(*instruction);
    }
  }

  // [ORACLE] The custom calls that mark shardings and the bounds of a
  // manual (shard_map) region, `Sharding`, `SPMDFullToShardShape` and
  // `SPMDShardToFullShape`, are gone from XLA's partitioned module (none in
  // the six sharded_shmap modules): on one device the value on either side
  // has the same per-device shape, so the marker is its operand, not a
  // buffer (v5p, where the markers' 4 MiB weights were HBM temps:
  // sharded_shmap.md4.dp_mlp_train 1.41x XLA's peak with them).
  static bool IsShardingMarker(const hlo::Instruction& instruction) {
    if (instruction.opcode() != HloOpcode::kCustomCall) return false;
    const absl::string_view target = instruction.custom_call_target();
    return target == "Sharding" || target == "SPMDFullToShardShape" ||
           target == "SPMDShardToFullShape";
  }

  static bool HasLoop(const hlo::Computation& computation) {
    for (const auto& instruction : computation.instructions()) {
      if (instruction->opcode() == HloOpcode::kWhile) return true;
    }
    return false;
  }

  // Element tilings of flat tuple-shaped values.
  void SetElements(const hlo::Instruction& instruction) {
    switch (instruction.opcode()) {
      case HloOpcode::kTuple: {
        std::vector<Tiling> elements;
        for (const hlo::Instruction* operand : instruction.operands()) {
          elements.push_back(operand->shape().IsArray() ? TilingOf(operand) : Tiling{});
        }
        elements_[&instruction] = std::move(elements);
        break;
      }
      case HloOpcode::kWhile:
        elements_[&instruction] = CarryTilings(instruction);
        break;
      case HloOpcode::kSort:
      case HloOpcode::kTopK:
        if (instruction.shape().IsTuple()) {
          elements_[&instruction] =
              std::vector<Tiling>(instruction.shape().tuple_shapes().size(), SortTiling(instruction));
        }
        break;
      default:
        break;
    }
  }

  std::vector<Tiling> ElementsOf(const hlo::Instruction* instruction) const {
    auto it = elements_.find(instruction);
    if (it != elements_.end()) return it->second;
    const hlo::Shape& shape = instruction->shape();
    return std::vector<Tiling>(shape.IsTuple() ? shape.tuple_shapes().size() : 0);
  }

  // [ORACLE] A while loop's carried values keep one sharding over the
  // loop: init operand, body parameter, body root and loop result alike, as
  // XLA's partitioner requires. XLA's optimized loops carry per-device
  // shapes (sharded_fsdp.md4.scan_mlp_train...v5e: the batch-split
  // activation f32[32,512] of f32[128,512], the stacked weights
  // bf16[4,128,2048] of [4,512,2048], the saved residuals f32[4,32,2048]
  // of [4,128,2048] and the gradient accumulators f32[4,2048,128] of
  // [4,2048,512]). An element takes the init's sharding when it has one,
  // else the one the body gives it (the residuals: zeros, updated with
  // batch-split rows), else the one the loop's result meets where it is read
  // (the gradient accumulators: added to the split optimizer state).
  std::vector<Tiling> CarryTilings(const hlo::Instruction& loop) {
    std::vector<Tiling> carry = ElementsOf(loop.operand(0));
    const hlo::Computation* body = loop.called_computation("body");
    const hlo::Computation* condition = loop.called_computation("condition");
    if (body == nullptr || !loop.shape().IsTuple() ||
        carry.size() != loop.shape().tuple_shapes().size()) {
      return carry;
    }
    // Each round can only add shardings to unsharded elements.
    for (size_t round = 0; round <= carry.size(); ++round) {
      PropagateComputation(*body, carry);
      const std::vector<Tiling> produced = ElementsOf(body->root());
      bool changed = false;
      for (size_t i = 0; i < carry.size() && i < produced.size(); ++i) {
        if (!IsSharded(carry[i]) && IsSharded(produced[i])) {
          carry[i] = produced[i];
          changed = true;
        }
      }
      if (!changed) break;
    }
    bool read_sharded = false;
    for (const hlo::Instruction* user : loop.users()) {
      if (user->opcode() != HloOpcode::kGetTupleElement) continue;
      const std::optional<int64_t> index = user->tuple_index();
      if (!index.has_value() || *index < 0 || *index >= static_cast<int64_t>(carry.size()) ||
          IsSharded(carry[*index])) {
        continue;
      }
      if (std::optional<Tiling> met = ShardingMetByReaders(*user)) {
        carry[*index] = *std::move(met);
        read_sharded = true;
      }
    }
    if (read_sharded) PropagateComputation(*body, carry);
    if (condition != nullptr) PropagateComputation(*condition, carry);
    // [ORACLE] Zeros that start a sharded carry are made at the shard's
    // shape (XLA's scan loops start their residual and gradient stacks from
    // per-device broadcasts, sharded_fsdp.md4.scan_mlp_train).
    const hlo::Instruction* init = loop.operand(0);
    if (init->opcode() == HloOpcode::kTuple) {
      for (size_t i = 0; i < carry.size() && i < static_cast<size_t>(init->operand_count()); ++i) {
        const hlo::Instruction* leaf = init->operand(static_cast<int64_t>(i));
        if (IsSharded(carry[i]) && !IsSharded(TilingOf(leaf)) &&
            leaf->opcode() == HloOpcode::kBroadcast && leaf->operand_count() == 1 &&
            leaf->operand(0)->shape().IsArray() && leaf->operand(0)->shape().rank() == 0) {
          split_broadcasts_[leaf] = carry[i];
        }
      }
    }
    return carry;
  }

  // The sharding of the first elementwise reader of `value` that the first
  // forward pass found sharded, when it has `value`'s rank.
  std::optional<Tiling> ShardingMetByReaders(const hlo::Instruction& value) const {
    if (!value.shape().IsArray()) return std::nullopt;
    for (const hlo::Instruction* user : value.users()) {
      if (!hlo::IsElementwise(user->opcode()) || !user->shape().IsArray() ||
          user->shape().rank() != value.shape().rank()) {
        continue;
      }
      auto it = forward_.find(user);
      if (it != forward_.end() && IsSharded(it->second) &&
          static_cast<int64_t>(it->second.size()) == value.shape().rank()) {
        return it->second;
      }
    }
    return std::nullopt;
  }

  // The loop's body and condition, partitioned for its carry's shardings,
  // replace the plain copies the clone points at.
  absl::Status PartitionLoop(const hlo::Instruction& loop, hlo::Instruction* cloned,
                             PartitionedModule* out) {
    const std::vector<Tiling> carry = ElementsOf(&loop);
    bool sharded = false;
    for (const Tiling& t : carry) sharded |= IsSharded(t);
    if (!sharded) return absl::OkStatus();
    for (hlo::Attribute& attribute : cloned->mutable_attributes()) {
      if (attribute.kind != hlo::AttrKind::kComputation ||
          (attribute.name != "body" && attribute.name != "condition")) {
        continue;
      }
      const hlo::Computation* source = loop.called_computation(attribute.name);
      if (source == nullptr) continue;
      hlo::Computation* partitioned = builder_.NewComputationLike(*source);
      TPUSIM_RETURN_IF_ERROR(PartitionComputation(*source, carry, partitioned, out));
      if (attribute.name == "body") {
        TPUSIM_ASSIGN_OR_RETURN(hlo::Instruction * root,
                                ReshardLeaves(*source->root(), carry, partitioned, out));
        partitioned->set_root(root);
      }
      std::get<hlo::Computation*>(attribute.value) = partitioned;
    }
    return absl::OkStatus();
  }

  // [ORACLE] A dynamic-update-slice into a sharded array writes only this
  // device's part of the update: XLA's FSDP scan bodies slice the summed
  // weight gradient (all-reduce f32[2048,512], then dynamic-slice
  // f32[2048,128]) before writing it into the split accumulator
  // (sharded_fsdp.md4.scan_mlp_train...v5e). A copy with the shard's shape
  // stands for the slice.
  void ShrinkUpdate(const hlo::Instruction& update_slice, const Tiling& tiling,
                    hlo::Computation* copy, std::vector<hlo::Instruction*>* operands) {
    if (operands->size() < 2) return;
    const hlo::Instruction* update = update_slice.operand(1);
    if (!update->shape().IsArray() || update->shape().rank() != update_slice.shape().rank()) {
      return;
    }
    Tiling wanted(update->shape().rank(), 1);
    for (int64_t d = 0; d < update->shape().rank(); ++d) {
      if (update->shape().dim(d) == update_slice.shape().dim(d)) wanted[d] = TileAt(tiling, d);
    }
    const hlo::Shape target = PerDeviceShape(update->shape(), wanted);
    if (target == (*operands)[1]->shape() || !IsSharded(wanted)) return;
    auto shrink = std::make_unique<hlo::Instruction>(absl::StrCat(update->name(), ".shard"),
                                                     HloOpcode::kCopy, target);
    shrink->AppendOperand((*operands)[1]);
    shrink->ShareMetadata(*update);
    (*operands)[1] = copy->AddInstruction(std::move(shrink));
  }

  static hlo::Shape PerDeviceTuple(const hlo::Shape& shape, const std::vector<Tiling>& elements) {
    if (!shape.IsTuple() || shape.tuple_shapes().size() != elements.size()) return shape;
    std::vector<hlo::Shape> out;
    for (size_t i = 0; i < elements.size(); ++i) {
      out.push_back(PerDeviceShape(shape.tuple_shapes()[i], elements[i]));
    }
    return hlo::Shape::Tuple(std::move(out));
  }

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
    // A sharding marker's own sharding is its result's, at the root too.
    if (&instruction != module_.entry()->root() || IsShardingMarker(instruction)) {
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
        if (auto it = split_broadcasts_.find(&instruction); it != split_broadcasts_.end()) {
          return it->second;
        }
        if (!IsSharded(first)) return {};
        const std::vector<int64_t>& dims = instruction.GetIntListOrEmpty("dimensions");
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
        return ThroughTranspose(instruction.GetIntListOrEmpty("dimensions"), first,
                                instruction.shape().rank());
      }
      case HloOpcode::kReshape:
      case HloOpcode::kBitcast:
        return ThroughReshape(instruction.operand(0)->shape(), instruction.shape(), first);
      case HloOpcode::kReduce: {
        if (!IsSharded(first) || !instruction.shape().IsArray()) return {};
        const std::vector<int64_t>& reduced = instruction.GetIntListOrEmpty("dimensions");
        Tiling tiling;
        for (int64_t d = 0; d < static_cast<int64_t>(first.size()); ++d) {
          if (!absl::c_linear_search(reduced, d)) {
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
      case HloOpcode::kGetTupleElement: {
        const std::optional<int64_t> index = instruction.tuple_index();
        auto it = elements_.find(instruction.operand(0));
        if (!index.has_value() || it == elements_.end() || *index < 0 ||
            *index >= static_cast<int64_t>(it->second.size())) {
          return {};
        }
        const Tiling& t = it->second[*index];
        if (!instruction.shape().IsArray() ||
            (!t.empty() && static_cast<int64_t>(t.size()) != instruction.shape().rank())) {
          return {};
        }
        return t;
      }
      case HloOpcode::kDynamicUpdateSlice: {
        // [ORACLE] Rows written into an unsharded array (zeros) make it
        // sharded like them on the dims the update spans whole: the saved
        // residuals of a scan over batch-split activations are carried as
        // f32[4,32,2048] of [4,128,2048] (sharded_fsdp.md4.scan_mlp_train).
        if (IsSharded(first) || instruction.operand_count() < 2) {
          return SameSizedDims(instruction, first);
        }
        const hlo::Instruction* update = instruction.operand(1);
        const Tiling& t = TilingOf(update);
        if (!IsSharded(t) || !update->shape().IsArray() ||
            update->shape().rank() != instruction.shape().rank()) {
          return {};
        }
        Tiling tiling(instruction.shape().rank(), 1);
        for (int64_t d = 0; d < instruction.shape().rank(); ++d) {
          if (update->shape().dim(d) == instruction.shape().dim(d)) tiling[d] = TileAt(t, d);
        }
        return tiling;
      }
      case HloOpcode::kGather:
        return GatherTiling(instruction);
      case HloOpcode::kScatter:
        return ScatterResultTiling(instruction);
      case HloOpcode::kSort:
        return instruction.shape().IsArray() ? SortTiling(instruction) : Tiling{};
      case HloOpcode::kSlice:
      case HloOpcode::kDynamicSlice:
      case HloOpcode::kPad:
      case HloOpcode::kReverse:
      case HloOpcode::kConcatenate:
      case HloOpcode::kReduceWindow:
        return SameSizedDims(instruction, first);
      default:
        return {};
    }
  }

  // [ORACLE] A sort (and a top-k) keeps its keys' split on every dim but
  // the one it sorts along, which stays whole: the router's top-k of a
  // GShard MoE layer over group-split tokens is XLA's sort of
  // f32[1,2048,8] of [4,2048,8] (sharded_ep.me4.gshard_fwd...), the argsort
  // of each group's expert choices s32[1,4096] of [4,4096]
  // (sharded_ep.me4.sort_fwd...). Every result takes that tiling.
  Tiling SortTiling(const hlo::Instruction& sort) const {
    int64_t sorted = -1;
    if (sort.opcode() == HloOpcode::kTopK) {
      if (sort.operand_count() < 1 || !sort.operand(0)->shape().IsArray()) return {};
      sorted = sort.operand(0)->shape().rank() - 1;
    } else {
      const std::vector<int64_t>& dims = sort.GetIntListOrEmpty("dimensions");
      if (dims.size() != 1) return {};
      sorted = dims.front();
    }
    for (const hlo::Instruction* operand : sort.operands()) {
      Tiling tiling = TilingOf(operand);
      if (!IsSharded(tiling) || !operand->shape().IsArray() ||
          static_cast<int64_t>(tiling.size()) != operand->shape().rank() || sorted < 0 ||
          sorted >= static_cast<int64_t>(tiling.size())) {
        continue;
      }
      tiling[sorted] = 1;
      return IsSharded(tiling) ? tiling : Tiling{};
    }
    return {};
  }

  // [ORACLE] A scatter's result is split like its operand; an operand held
  // whole takes the split of the updates on its batching dims (the indices'
  // batching dims) and on window dims the updates span whole: rows
  // dispatched per token group into zeros of [groups, slots, hidden] stay
  // split on the groups (sharded_ep.me4.sort_fwd...: XLA's scatters write
  // bf16[1,5121,512] of [4,5121,512], and the scatter-add of the combine
  // bf16[1,2048,512], which is the program's output).
  Tiling ScatterResultTiling(const hlo::Instruction& scatter) const {
    if (scatter.operand_count() != 3 || !scatter.shape().IsArray()) return {};
    const hlo::Instruction* operand = scatter.operand(0);
    const hlo::Instruction* indices = scatter.operand(1);
    const hlo::Instruction* updates = scatter.operand(2);
    const Tiling& operand_tiling = TilingOf(operand);
    if (IsSharded(operand_tiling)) return operand_tiling;
    const Tiling& index_tiling = TilingOf(indices);
    const Tiling& update_tiling = TilingOf(updates);
    if (!IsSharded(index_tiling) && !IsSharded(update_tiling)) return {};
    if (!operand->shape().IsArray() || !indices->shape().IsArray() ||
        !updates->shape().IsArray()) {
      return {};
    }
    const std::vector<int64_t>& window = scatter.GetIntListOrEmpty("update_window_dims");
    const std::vector<int64_t>& inserted = scatter.GetIntListOrEmpty("inserted_window_dims");
    const std::vector<int64_t>& input_batching = scatter.GetIntListOrEmpty("input_batching_dims");
    const std::vector<int64_t>& index_batching =
        scatter.GetIntListOrEmpty("scatter_indices_batching_dims");
    const std::optional<int64_t> index_vector_dim = scatter.GetInt("index_vector_dim");
    if (!index_vector_dim.has_value()) return {};
    // The updates' scatter dims, in order, are the indices' dims without
    // the index vector dim.
    std::vector<int64_t> update_scatter_dims;
    for (int64_t d = 0; d < updates->shape().rank(); ++d) {
      if (!absl::c_linear_search(window, d)) update_scatter_dims.push_back(d);
    }
    Tiling tiling(scatter.shape().rank(), 1);
    int64_t product = 1;
    auto place = [&](int64_t dim, int64_t t) {
      if (t <= 1 || SaturatingMul(product, t) > devices_) return;
      tiling[dim] = t;
      product = SaturatingMul(product, t);
    };
    for (size_t i = 0; i < input_batching.size() && i < index_batching.size(); ++i) {
      const int64_t index_dim = index_batching[i];
      if (input_batching[i] < 0 || input_batching[i] >= scatter.shape().rank()) continue;
      const int64_t position = index_dim - (index_dim > *index_vector_dim ? 1 : 0);
      int64_t t = TileAt(index_tiling, index_dim);
      if (position >= 0 && position < static_cast<int64_t>(update_scatter_dims.size())) {
        t = std::max(t, TileAt(update_tiling, update_scatter_dims[position]));
      }
      place(input_batching[i], t);
    }
    size_t next_window = 0;
    for (int64_t d = 0; d < scatter.shape().rank() && next_window < window.size(); ++d) {
      if (absl::c_linear_search(inserted, d) || absl::c_linear_search(input_batching, d)) {
        continue;
      }
      const int64_t u = window[next_window++];
      if (u >= 0 && u < updates->shape().rank() &&
          updates->shape().dim(u) == scatter.shape().dim(d)) {
        place(d, TileAt(update_tiling, u));
      }
    }
    return IsSharded(tiling) ? tiling : Tiling{};
  }

  // [ORACLE] A gather's batch dims are split like the indices' dims they
  // come from, its offset dims like the operand's dims they slice whole:
  // an embedding lookup of batch-split ids from a replicated table yields
  // batch-split rows (sharded_dp.md4.embedding...: XLA's gather makes
  // bf16[4,128,512] of [16,128,512] on each device).
  Tiling GatherTiling(const hlo::Instruction& gather) const {
    if (gather.operand_count() < 2 || !gather.shape().IsArray()) return {};
    const hlo::Instruction* operand = gather.operand(0);
    const hlo::Instruction* indices = gather.operand(1);
    const Tiling& operand_tiling = TilingOf(operand);
    const Tiling& index_tiling = TilingOf(indices);
    if (!IsSharded(operand_tiling) && !IsSharded(index_tiling)) return {};
    const std::vector<int64_t>& offset_dims = gather.GetIntListOrEmpty("offset_dims");
    const std::vector<int64_t>& collapsed = gather.GetIntListOrEmpty("collapsed_slice_dims");
    const std::vector<int64_t>& slice_sizes = gather.GetIntListOrEmpty("slice_sizes");
    const std::vector<int64_t>& operand_batching =
        gather.GetIntListOrEmpty("operand_batching_dims");
    const std::vector<int64_t>& index_batching =
        gather.GetIntListOrEmpty("start_indices_batching_dims");
    const std::optional<int64_t> index_vector_dim = gather.GetInt("index_vector_dim");
    if (!index_vector_dim.has_value() || !operand->shape().IsArray() ||
        !indices->shape().IsArray()) {
      return {};
    }
    Tiling tiling(gather.shape().rank(), 1);
    int64_t product = 1;
    int64_t index_dim = 0;
    int64_t operand_dim = 0;
    for (int64_t d = 0; d < gather.shape().rank(); ++d) {
      int64_t t = 1;
      if (absl::c_linear_search(offset_dims, d)) {
        // Offset dims walk the operand's dims that are neither collapsed
        // nor batching dims.
        while (operand_dim < operand->shape().rank() &&
               (absl::c_linear_search(collapsed, operand_dim) ||
                absl::c_linear_search(operand_batching, operand_dim))) {
          ++operand_dim;
        }
        if (operand_dim < operand->shape().rank() &&
            operand_dim < static_cast<int64_t>(slice_sizes.size()) &&
            slice_sizes[operand_dim] == operand->shape().dim(operand_dim)) {
          t = TileAt(operand_tiling, operand_dim);
        }
        ++operand_dim;
      } else {
        if (index_dim == *index_vector_dim) ++index_dim;
        t = TileAt(index_tiling, index_dim);
        // [ORACLE] A batching dim (a take_along_axis per token group) is
        // split like the operand's matching dim where the indices are
        // whole (sharded_ep.me4.sort_fwd...: XLA gathers each device's
        // group, bf16[1,4096,512] of [4,4096,512]).
        for (size_t i = 0; i < index_batching.size() && i < operand_batching.size(); ++i) {
          if (index_batching[i] == index_dim) {
            t = std::max(t, TileAt(operand_tiling, operand_batching[i]));
          }
        }
        ++index_dim;
      }
      if (SaturatingMul(product, t) > devices_) t = 1;
      tiling[d] = t;
      product = SaturatingMul(product, t);
    }
    return tiling;
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
        if (!absl::c_linear_search(batch, k) && !absl::c_linear_search(contracting, k)) {
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
    // to_dot[i]: the dot dim that dim i of the current value holds (-1: a
    // unit dim a reshape added).
    std::vector<int64_t> to_dot(dot.shape().rank());
    for (size_t i = 0; i < to_dot.size(); ++i) to_dot[i] = static_cast<int64_t>(i);
    // The scatter that gives each device the shard `wanted` (the tiling of
    // the current value's dims) of the sum, if it splits it over as many
    // devices as the contracted dim was.
    auto scatter_for = [&](const Tiling& wanted) -> std::optional<Tiling> {
      if (wanted.size() != to_dot.size()) return std::nullopt;
      Tiling scatter(dot.shape().rank(), 1);
      int64_t product = 1;
      for (size_t i = 0; i < wanted.size(); ++i) {
        if (wanted[i] <= 1) continue;
        if (to_dot[i] < 0) return std::nullopt;
        scatter[to_dot[i]] = wanted[i];
        product = SaturatingMul(product, wanted[i]);
      }
      // Tilings keep shard counts, not which devices hold a shard: only a
      // sum over every device is surely scattered over the reader's
      // devices. On a data x model mesh the partial sums run over one axis
      // and the weight is split over the other; XLA all-reduces them
      // (sharded_2d.md2xm2.mlp_train on v5p).
      if (product != partials || partials != devices_) return std::nullopt;
      return scatter;
    };
    const hlo::Instruction* current = &dot;
    while (current->users().size() == 1 && current != current->parent()->root()) {
      const hlo::Instruction* user = current->users().front();
      if (user->opcode() == HloOpcode::kTuple) {
        // [ORACLE] Through a tuple to the one element read back: a scan's
        // backward step returns its weight gradients in a tuple before
        // they are written into the stacked gradient, and XLA's v5p module
        // of sharded_fsdp.md4.scan_mlp_train reduce-scatters them there.
        int64_t position = -1;
        for (int64_t k = 0; k < user->operand_count(); ++k) {
          if (user->operand(k) != current) continue;
          if (position >= 0) return std::nullopt;
          position = k;
        }
        const hlo::Instruction* element = nullptr;
        for (const hlo::Instruction* reader : user->users()) {
          if (reader->opcode() != HloOpcode::kGetTupleElement) return std::nullopt;
          if (reader->tuple_index() != position) continue;
          if (element != nullptr) return std::nullopt;
          element = reader;
        }
        if (element == nullptr || user == user->parent()->root()) break;
        current = element;
        continue;
      }
      if (!user->shape().IsArray()) break;
      if (user->opcode() == HloOpcode::kTranspose) {
        const std::vector<int64_t>& perm = user->GetIntListOrEmpty("dimensions");
        if (perm.size() != to_dot.size()) break;
        std::vector<int64_t> mapped(to_dot.size());
        for (size_t i = 0; i < perm.size(); ++i) {
          if (perm[i] < 0 || perm[i] >= static_cast<int64_t>(to_dot.size())) return std::nullopt;
          mapped[i] = to_dot[perm[i]];
        }
        to_dot = std::move(mapped);
      } else if (user->opcode() == HloOpcode::kReshape || user->opcode() == HloOpcode::kBitcast) {
        // Only reshapes that add or drop unit dims keep every dim whole.
        std::vector<int64_t> mapped;
        size_t from = 0;
        const hlo::Shape& before = current->shape();
        for (int64_t dim : user->shape().dims()) {
          while (from < to_dot.size() && before.dim(from) == 1 && dim != 1) ++from;
          if (dim == 1 && (from >= to_dot.size() || before.dim(from) != 1)) {
            mapped.push_back(-1);
            continue;
          }
          if (from >= to_dot.size() || before.dim(from) != dim) return std::nullopt;
          mapped.push_back(to_dot[from++]);
        }
        while (from < to_dot.size() && before.dim(from) == 1) ++from;
        if (from != to_dot.size()) return std::nullopt;
        to_dot = std::move(mapped);
      } else if (user->opcode() == HloOpcode::kBroadcast) {
        // A broadcast that only adds unit dims (a reshape in StableHLO's
        // spelling, `broadcast_in_dim` to [1, ...]).
        const std::vector<int64_t>& kept = user->GetIntListOrEmpty("dimensions");
        if (kept.size() != to_dot.size()) break;
        std::vector<int64_t> mapped(user->shape().rank(), -1);
        for (size_t i = 0; i < kept.size(); ++i) {
          if (kept[i] < 0 || kept[i] >= user->shape().rank() ||
              user->shape().dim(kept[i]) != current->shape().dim(i)) {
            return std::nullopt;
          }
          mapped[kept[i]] = to_dot[i];
        }
        for (size_t j = 0; j < mapped.size(); ++j) {
          if (mapped[j] < 0 && user->shape().dim(j) != 1) return std::nullopt;
        }
        to_dot = std::move(mapped);
      } else if (user->opcode() == HloOpcode::kDynamicUpdateSlice) {
        // The sum is the update written into a sharded buffer (a stacked
        // gradient): each device keeps the part of the update its shard
        // holds, on dims the update spans whole.
        if (user->operand(1) != current || user->operand(0) == current) break;
        auto it = forward_.find(user);
        if (it == forward_.end() || !IsSharded(it->second)) break;
        Tiling wanted = it->second;
        if (wanted.size() != to_dot.size()) break;
        for (size_t i = 0; i < wanted.size(); ++i) {
          if (wanted[i] > 1 && current->shape().dim(i) != user->shape().dim(i)) {
            return std::nullopt;
          }
        }
        return scatter_for(wanted);
      } else if (!hlo::IsElementwise(user->opcode()) && user->opcode() != HloOpcode::kCopy) {
        break;
      } else if (auto it = forward_.find(user); it != forward_.end() && IsSharded(it->second)) {
        if (user->shape().rank() != static_cast<int64_t>(to_dot.size())) break;
        return scatter_for(it->second);
      }
      current = user;
    }
    return std::nullopt;
  }

  // [ORACLE] v5e and v5p compute a scattered weight gradient in the
  // orientation its reader wants: `sharded_fsdp.sweep...linear_train`'s
  // dW = x^T dy is transposed before the update, and XLA's v5e and v5p
  // modules swap the dot's operands instead, so the reduce-scatter's shard
  // (`f32[6144,24576]` at h24576) has the weight's shape and the in-place
  // update takes its buffer: the temp is the gathered weight and the full
  // dW alone (v5e at h24576 ... h98304, v5p at h61440 ... h242688, 2 HBM
  // temp values each). v6e keeps the dot as written, scatters its other
  // dim and transposes the updated shard with a copy. The transpose whose
  // permutation is that operand swap, when it is the dot's only reader:
  // batch dims stay, the lhs and rhs free dims trade places.
  const hlo::Instruction* SwappingTranspose(const hlo::Instruction& dot) const {
    if (dot.users().size() != 1 || dot.users().front()->opcode() != HloOpcode::kTranspose) {
      return nullptr;
    }
    const hlo::Instruction* transpose = dot.users().front();
    const std::vector<int64_t>* perm = transpose->dimensions();
    const hlo::DotDimensionNumbers d = dot.dot_dimension_numbers();
    const int64_t batch = static_cast<int64_t>(d.lhs_batch_dimensions.size());
    const int64_t lhs_free = dot.operand(0)->shape().rank() - batch -
                             static_cast<int64_t>(d.lhs_contracting_dimensions.size());
    const int64_t rank = dot.shape().rank();
    if (perm == nullptr || static_cast<int64_t>(perm->size()) != rank || lhs_free < 0 ||
        batch + lhs_free > rank) {
      return nullptr;
    }
    std::vector<int64_t> swap;
    for (int64_t i = 0; i < batch; ++i) swap.push_back(i);
    for (int64_t i = batch + lhs_free; i < rank; ++i) swap.push_back(i);
    for (int64_t i = batch; i < batch + lhs_free; ++i) swap.push_back(i);
    bool identity = true;
    for (int64_t i = 0; i < rank; ++i) identity &= swap[i] == i;
    return !identity && *perm == swap ? transpose : nullptr;
  }

  // The lhs_* and rhs_* attributes trade values (the operands were
  // swapped); the attribute order stays.
  static void SwapDotSides(hlo::Instruction* dot) {
    std::vector<hlo::Attribute>& attributes = dot->mutable_attributes();
    for (hlo::Attribute& a : attributes) {
      if (!absl::StartsWith(a.name, "lhs_")) continue;
      const std::string other = absl::StrCat("rhs_", a.name.substr(4));
      for (hlo::Attribute& b : attributes) {
        if (b.name == other) std::swap(a.value, b.value);
      }
    }
  }

  static hlo::Shape Permuted(const hlo::Shape& shape, const std::vector<int64_t>& perm) {
    std::vector<int64_t> dims;
    for (int64_t p : perm) dims.push_back(shape.dims()[p]);
    return hlo::Shape(shape.element_type(), std::move(dims));
  }

  // `global`: the shape of the full sum (the dot's, or its folded
  // transpose's).
  hlo::Instruction* ReduceScatter(const hlo::Instruction& dot, const hlo::Shape& global,
                                  hlo::Instruction* partial, const Tiling& scatter,
                                  hlo::Computation* copy) {
    std::vector<int64_t> dims;
    for (size_t i = 0; i < scatter.size(); ++i) {
      if (scatter[i] > 1) dims.push_back(static_cast<int64_t>(i));
    }
    auto reduce_scatter = std::make_unique<hlo::Instruction>(
        absl::StrCat(dot.name(), ".reduce-scatter"), HloOpcode::kReduceScatter,
        PerDeviceShape(global, scatter));
    reduce_scatter->AppendOperand(partial);
    reduce_scatter->AddAttribute({"to_apply", hlo::AttrKind::kComputation,
                                  SumComputation(partial->shape().element_type())});
    reduce_scatter->AddAttribute(
        hlo::Attribute{"dimensions", hlo::AttrKind::kIntList, std::move(dims)});
    reduce_scatter->ShareMetadata(dot);
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
    all_reduce->ShareMetadata(dot);
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

  // `value` (the per-device copy of `source`, tiled as `source` is) tiled
  // as `want` instead: an `all-to-all` where the split moves from some dims
  // to others over as many devices, an `all-gather` where the value grows,
  // a `copy` (XLA's dynamic-slice of the local part) where it only shrinks.
  // [ORACLE] XLA moves the expert inputs of a GShard MoE layer from the
  // group-split bf16[8,1,640,512] (of [8,4,640,512]) to the expert-split
  // bf16[2,4,640,512] with an all-to-all, and back before the combine
  // (sharded_ep.me4.gshard_fwd...: two all-to-alls; gshard_train: four).
  hlo::Instruction* Reshard(const hlo::Instruction& source, hlo::Instruction* value,
                            const Tiling& want, hlo::Computation* copy, PartitionedModule* out) {
    const Tiling& have = TilingOf(&source);
    const hlo::Shape target = PerDeviceShape(source.shape(), want);
    int64_t have_shards = 1;
    int64_t want_shards = 1;
    std::vector<int64_t> grown;
    std::vector<int64_t> split;
    for (int64_t dim = 0; dim < source.shape().rank(); ++dim) {
      have_shards = SaturatingMul(have_shards, TileAt(have, dim));
      want_shards = SaturatingMul(want_shards, TileAt(want, dim));
      if (TileAt(want, dim) < TileAt(have, dim)) grown.push_back(dim);
      if (TileAt(want, dim) > TileAt(have, dim)) split.push_back(dim);
    }
    HloOpcode op = HloOpcode::kCopy;
    std::vector<int64_t> dims;
    if (!grown.empty() && !split.empty() && have_shards == want_shards) {
      op = HloOpcode::kAllToAll;
      dims = std::move(split);
      ++out->all_to_alls;
    } else if (!grown.empty()) {
      op = HloOpcode::kAllGather;
      dims = std::move(grown);
      ++out->all_gathers;
    }
    // An iota cut along other dims than its own is the same iota at the
    // shard's shape: nothing to copy. [ORACLE] The argsort of
    // sharded_ep.me4.sort_fwd...v6e sorts its s32[1,4096] shard of keys
    // beside `iota.14 = s32[1,4096] iota(), iota_dimension=1`.
    if (op == HloOpcode::kCopy && source.opcode() == HloOpcode::kIota) {
      const std::optional<int64_t> iota_dim = source.GetInt("iota_dimension");
      if (iota_dim.has_value() && TileAt(want, *iota_dim) == 1) {
        auto iota = std::make_unique<hlo::Instruction>(absl::StrCat(source.name(), ".shard"),
                                                       HloOpcode::kIota, target);
        iota->AddAttribute(hlo::Attribute::Int("iota_dimension", *iota_dim));
        iota->ShareMetadata(source);
        return copy->AddInstruction(std::move(iota));
      }
    }
    auto reshard = std::make_unique<hlo::Instruction>(absl::StrCat(source.name(), ".resharded"),
                                                      op, target);
    reshard->AppendOperand(value);
    if (op != HloOpcode::kCopy) {
      reshard->AddAttribute(
          hlo::Attribute{"dimensions", hlo::AttrKind::kIntList, std::move(dims)});
    }
    reshard->ShareMetadata(source);
    return copy->AddInstruction(std::move(reshard));
  }

  // A sort or top-k runs along whole rows: an operand split along the
  // sorted dim is gathered first, and one left whole where the result is
  // split (an iota beside sharded keys) is cut to its shard.
  void GatherSortedDims(const hlo::Instruction& sort, hlo::Computation* copy,
                        std::vector<hlo::Instruction*>* operands, PartitionedModule* out) {
    const Tiling want = SortTiling(sort);
    for (int64_t k = 0; k < sort.operand_count() && k < static_cast<int64_t>(operands->size());
         ++k) {
      const hlo::Instruction* operand = sort.operand(k);
      if (!operand->shape().IsArray() ||
          PerDeviceShape(operand->shape(), want) == (*operands)[k]->shape()) {
        continue;
      }
      (*operands)[k] = Reshard(*operand, (*operands)[k], want, copy, out);
    }
  }

  // [ORACLE] A scatter whose result is split but whose operand is whole
  // (zeros the dispatched rows are written into) starts from the operand's
  // shard: zeros made at the shard's shape, else the local part.
  // sharded_ep.me4.sort_fwd...: XLA's scatters write bf16[1,5121,512] of
  // [4,5121,512] and bf16[1,2048,512] of [4,2048,512].
  void ShrinkScatterOperand(const hlo::Instruction& scatter, const Tiling& tiling,
                            hlo::Computation* copy, std::vector<hlo::Instruction*>* operands) {
    if (operands->empty() || !scatter.shape().IsArray()) return;
    const hlo::Instruction* operand = scatter.operand(0);
    const hlo::Shape target = PerDeviceShape(operand->shape(), tiling);
    if (!operand->shape().IsArray() || target == (*operands)[0]->shape()) return;
    const bool zeros = operand->opcode() == HloOpcode::kBroadcast &&
                       operand->operand_count() == 1 &&
                       operand->operand(0)->shape().IsArray() &&
                       operand->operand(0)->shape().rank() == 0;
    std::unique_ptr<hlo::Instruction> shard;
    if (zeros) {
      shard = builder_.Clone(*operand, {map_.at(operand->operand(0))});
      *shard->mutable_shape() = target;
    } else {
      shard = std::make_unique<hlo::Instruction>(absl::StrCat(operand->name(), ".shard"),
                                                 HloOpcode::kCopy, target);
      shard->AppendOperand((*operands)[0]);
      shard->ShareMetadata(*operand);
    }
    (*operands)[0] = copy->AddInstruction(std::move(shard));
  }

  // Outputs take the shardings the program asks for.
  absl::StatusOr<hlo::Instruction*> ReshardOutputs(const hlo::Computation& entry,
                                                   hlo::Computation* copy,
                                                   PartitionedModule* out) {
    const hlo::Instruction* root = entry.root();
    std::optional<std::vector<Tiling>> wanted = ParseShardingTilings(root->sharding());
    if (!wanted.has_value()) return map_.at(root);
    return ReshardLeaves(*root, *wanted, copy, out);
  }

  // `root` (a tuple, or one array) with each leaf resharded to `wanted`:
  // an `all-gather` where a leaf must grow, a `copy` where it shrinks.
  absl::StatusOr<hlo::Instruction*> ReshardLeaves(const hlo::Instruction& root,
                                                  const std::vector<Tiling>& wanted,
                                                  hlo::Computation* copy,
                                                  PartitionedModule* out) {
    hlo::Instruction* new_root = map_.at(&root);
    std::vector<const hlo::Instruction*> leaves;
    if (root.opcode() == HloOpcode::kTuple) {
      for (const hlo::Instruction* operand : root.operands()) leaves.push_back(operand);
    } else {
      leaves.push_back(&root);
    }
    if (wanted.size() != leaves.size()) return new_root;
    std::vector<hlo::Instruction*> resharded;
    bool changed = false;
    for (size_t i = 0; i < leaves.size(); ++i) {
      const hlo::Instruction* leaf = leaves[i];
      hlo::Instruction* value = map_.at(leaf);
      const Tiling& want = wanted[i];
      const hlo::Shape target = PerDeviceShape(leaf->shape(), want);
      if (!leaf->shape().IsArray() || target == value->shape()) {
        resharded.push_back(value);
        continue;
      }
      resharded.push_back(Reshard(*leaf, value, want, copy, out));
      changed = true;
    }
    if (!changed) return new_root;
    if (root.opcode() != HloOpcode::kTuple) return resharded.front();
    std::vector<hlo::Shape> shapes;
    for (hlo::Instruction* r : resharded) shapes.push_back(r->shape());
    auto tuple = std::make_unique<hlo::Instruction>(absl::StrCat(root.name(), ".out"),
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
  // Element tilings of flat tuple-shaped values (loops, their bodies'
  // parameters and roots, tuples).
  absl::flat_hash_map<const hlo::Instruction*, std::vector<Tiling>> elements_;
  // Scalar broadcasts that start a sharded loop carry, and their sharding.
  absl::flat_hash_map<const hlo::Instruction*, Tiling> split_broadcasts_;
  absl::flat_hash_map<const hlo::Instruction*, hlo::Instruction*> map_;
  // Transposes folded into the dot they read: the reduce-scatter that
  // stands for them, and its tiling.
  absl::flat_hash_map<const hlo::Instruction*, std::pair<hlo::Instruction*, Tiling>>
      folded_transposes_;
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
