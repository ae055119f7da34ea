// Sharding rules: large arrays a sharded program leaves whole on every
// device, and shardings whose shard counts do not fit the dims they split.
//
// Evidence: XLA's SPMD partitioner gives every device a tile of
// ceil(dim / shards) elements along each split dim (HloSharding::TileShape
// rounds up); where that does not divide the dim, the array is padded to
// shards x tile before it is split, so the last tiles carry padding, and a
// tile whose start lies past the end of the dim (its offset is clamped to the
// dim) holds nothing but padding. The padding is allocated, computed on and
// moved by collectives like data. The oracle corpus' per-device argument
// sizes follow the same rounding (tpu_model/compiler/spmd_partitioner.h
// PerDeviceShape).
//
// Shardings are read on global shapes only: a module XLA has partitioned
// (its entry is named "..._spmd") or optimized carries per-device shapes,
// and its shardings no longer describe a split still to happen.
#include <algorithm>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "compat/checks/checks.h"
#include "hlo/base/checked_math.h"
#include "tpu_model/compiler/spmd_partitioner.h"
#include "tpu_model/mesh.h"
#include "tpu_model/shape_size.h"

namespace tpusim::compat::checks {
namespace {

using tpu::compiler::Tiling;

// Arrays still have their global shapes: the module is neither partitioned
// nor optimized (fused) by XLA.
bool ShapesAreGlobal(const CheckContext& context) {
  const hlo::Module& module = context.module;
  if (module.entry() == nullptr || context.layouts.is_fused()) return false;
  return !absl::EndsWith(module.entry()->name(), "_spmd") &&
         !absl::StrContains(module.name(), "_spmd");
}

// One array leaf of an instruction's shape with the shard count its sharding
// gives each dim (replication dims dropped; all 1 when replicated).
struct ShardedLeaf {
  hlo::Shape shape;  // Without layout: sizes here are data, not TPU tiles.
  int64_t leaf = 0;  // Flat leaf index; -1 for a non-tuple shape.
  Tiling tiling;     // One count per dim of `shape`.
};

void ArrayLeaves(const hlo::Shape& shape, std::vector<const hlo::Shape*>* out) {
  if (shape.IsTuple()) {
    for (const hlo::Shape& element : shape.tuple_shapes()) ArrayLeaves(element, out);
  } else {
    out->push_back(&shape);  // Tokens too: leaf indices must match the sharding's.
  }
}

// The leaves of `instruction` whose sharding tpusim reads, with their
// tilings. None for an absent or unreadable sharding, or one that is
// maximal or manual (a single device, or a shard_map body whose shapes are
// already per device). A single sharding on a tuple applies to every leaf,
// as XLA applies it.
std::vector<ShardedLeaf> ShardedLeaves(const hlo::Instruction& instruction) {
  std::vector<ShardedLeaf> out;
  const absl::string_view text = instruction.sharding();
  if (text.empty() || absl::StrContains(text, "maximal") || absl::StrContains(text, "manual")) {
    return out;
  }
  std::optional<std::vector<Tiling>> tilings = tpu::compiler::ParseShardingTilings(text);
  if (!tilings.has_value() || tilings->empty()) return out;
  std::vector<const hlo::Shape*> leaves;
  ArrayLeaves(instruction.shape(), &leaves);
  if (tilings->size() != 1 && tilings->size() != leaves.size()) return out;
  const bool tuple = instruction.shape().IsTuple();
  for (size_t i = 0; i < leaves.size(); ++i) {
    const hlo::Shape& shape = *leaves[i];
    if (!shape.IsArray() || shape.IsUnbounded()) continue;
    Tiling tiling = (*tilings)[tilings->size() == 1 ? 0 : i];
    if (tiling.empty()) tiling.assign(shape.rank(), 1);  // Replicated.
    if (static_cast<int64_t>(tiling.size()) != shape.rank()) continue;
    hlo::Shape bare = shape;
    bare.clear_layout();
    out.push_back({std::move(bare), tuple ? static_cast<int64_t>(i) : -1, std::move(tiling)});
  }
  return out;
}

std::string ShapeText(const hlo::Shape& shape) { return shape.ToString(/*print_layout=*/false); }

// "f32[12,64] sharded {devices=[8,1]<=[8]}", or "tuple element 2:
// f32[12,64] split [8,1]" for one leaf of a tuple sharding.
std::string Subject(const hlo::Instruction& instruction, const ShardedLeaf& leaf) {
  if (leaf.leaf < 0) {
    return absl::StrCat(ShapeText(leaf.shape), " sharded ", instruction.sharding());
  }
  return absl::StrCat("tuple element ", leaf.leaf, ": ", ShapeText(leaf.shape), " split [",
                      absl::StrJoin(leaf.tiling, ","), "]");
}

// The stable detail that fingerprints a finding: shape and shard counts.
std::string LeafKey(const ShardedLeaf& leaf) {
  return absl::StrCat(ShapeText(leaf.shape), "/", absl::StrJoin(leaf.tiling, "x"));
}

// Sizes of one sharded leaf, overflow-checked (shapes and shard counts come
// from untrusted files): nullopt when any product overflows.
struct ShardSizes {
  int64_t shards = 1;          // Product of the shard counts.
  int64_t global_bytes = 0;    // The array's data.
  hlo::Shape shard;            // One device's tile.
  int64_t shard_bytes = 0;
  hlo::Shape padded;           // The array padded to shards x tile per dim.
  int64_t padding_bytes = 0;   // padded - global.
};

std::optional<ShardSizes> SizesOf(const ShardedLeaf& leaf) {
  ShardSizes sizes;
  const hlo::Shape& shape = leaf.shape;
  std::vector<int64_t> padded_dims = shape.dims();
  for (int64_t d = 0; d < shape.rank(); ++d) {
    const int64_t t = leaf.tiling[d];
    if (t < 1 || shape.dim(d) < 0) return std::nullopt;
    std::optional<int64_t> shards = CheckedMul(sizes.shards, t);
    if (!shards.has_value()) return std::nullopt;
    sizes.shards = *shards;
    std::optional<int64_t> padded = CheckedRoundUp(shape.dim(d), t);
    if (!padded.has_value()) return std::nullopt;
    padded_dims[d] = *padded;
  }
  sizes.shard = tpu::compiler::PerDeviceShape(shape, leaf.tiling);
  sizes.padded = hlo::Shape(shape.element_type(), std::move(padded_dims), shape.dynamic_dims());
  absl::StatusOr<int64_t> global = tpu::UnpaddedByteSize(shape);
  absl::StatusOr<int64_t> shard = tpu::UnpaddedByteSize(sizes.shard);
  absl::StatusOr<int64_t> padded = tpu::UnpaddedByteSize(sizes.padded);
  if (!global.ok() || !shard.ok() || !padded.ok()) return std::nullopt;
  sizes.global_bytes = *global;
  sizes.shard_bytes = *shard;
  sizes.padding_bytes = std::max<int64_t>(0, *padded - *global);
  return sizes;
}

// ceil(a / b) for a >= 0, b > 0, without the overflow of (a + b - 1) / b.
int64_t CeilDiv(int64_t a, int64_t b) { return a / b + (a % b != 0); }

// Shards along a dim of `size` split `shards` ways that hold no data: the
// tiles starting at or past the end of the dim.
int64_t EmptyShards(int64_t size, int64_t shards) {
  const int64_t tile = CeilDiv(size, shards);
  return tile <= 0 ? 0 : shards - CeilDiv(size, tile);
}

// The dim whose even split over `devices` leaves the smallest shard: the
// largest dim that `devices` divides, else the largest dim with at least
// `devices` elements (uneven); -1 when no dim has that many.
int64_t DimToSplit(const hlo::Shape& shape, int64_t devices) {
  int64_t even = -1;
  int64_t uneven = -1;
  for (int64_t d = 0; d < shape.rank(); ++d) {
    const int64_t size = shape.dim(d);
    if (size < devices) continue;
    if (size % devices == 0) {
      if (even < 0 || size > shape.dim(even)) even = d;
    } else if (uneven < 0 || size > shape.dim(uneven)) {
      uneven = d;
    }
  }
  return even >= 0 ? even : uneven;
}

// A dim and the mesh axes to split it over evenly (tpu::EvenAxisSplit): the
// most devices, then the larger dim. dim -1 when the mesh is not the
// module's `partitions` or no axis divides any dim.
struct MeshSplit {
  int64_t dim = -1;
  tpu::AxisSplit axes;
};
MeshSplit SplitOverMesh(const hlo::Shape& shape, const tpu::DeviceMesh& mesh,
                        int64_t partitions) {
  MeshSplit best;
  if (mesh.empty() || mesh.devices() != partitions) return best;
  for (int64_t d = 0; d < shape.rank(); ++d) {
    tpu::AxisSplit axes = tpu::EvenAxisSplit(mesh, shape.dim(d));
    if (axes.axes.empty()) continue;
    if (best.dim < 0 || axes.shards > best.axes.shards ||
        (axes.shards == best.axes.shards && shape.dim(d) > shape.dim(best.dim))) {
      best.dim = d;
      best.axes = std::move(axes);
    }
  }
  return best;
}

// The mesh axes a dim split into `shards` runs over, as words for a message:
// "mesh axis `data`", "mesh axes `data` and `model`", "mesh axis `a` or `b`"
// when axes of the same size could be meant; empty without a mesh that is
// the module's partitions or when no set of axes multiplies to `shards`.
std::string AxesOfShardCount(const tpu::DeviceMesh& mesh, int64_t partitions, int64_t shards) {
  if (mesh.empty() || mesh.devices() != partitions || shards <= 1) return "";
  std::vector<const tpu::MeshAxis*> axes;
  for (const tpu::MeshAxis& axis : mesh.axes) {
    if (axis.size > 1) axes.push_back(&axis);
  }
  if (axes.empty() || static_cast<int64_t>(axes.size()) > tpu::kMaxMeshAxes) return "";
  // Smallest sets first: a split names as few axes as it can.
  std::vector<std::vector<std::string>> matches;
  size_t fewest = axes.size() + 1;
  for (uint32_t mask = 1; mask < (uint32_t{1} << axes.size()); ++mask) {
    int64_t product = 1;
    std::vector<std::string> names;
    for (size_t a = 0; a < axes.size() && product <= shards; ++a) {
      if ((mask >> a) & 1) {
        product *= axes[a]->size;
        names.push_back(axes[a]->name);
      }
    }
    if (product != shards || names.size() > fewest) continue;
    if (names.size() < fewest) {
      fewest = names.size();
      matches.clear();
    }
    matches.push_back(std::move(names));
  }
  if (matches.empty()) return "";
  if (matches.size() == 1) {
    return absl::StrCat(matches[0].size() == 1 ? "mesh axis " : "mesh axes ",
                        tpu::DescribeAxes(matches[0]));
  }
  if (fewest != 1) return "";
  std::vector<std::string> alternatives;
  for (const std::vector<std::string>& match : matches) {
    alternatives.push_back(absl::StrCat("`", match[0], "`"));
  }
  return absl::StrCat("mesh axis ", absl::StrJoin(alternatives, " or "));
}

// "mesh axis `model` (4 devices)": the axes that split a dim of `size`
// evenly over the most devices, or "" when none does.
std::string EvenAxesFor(const tpu::DeviceMesh& mesh, int64_t partitions, int64_t size) {
  if (mesh.empty() || mesh.devices() != partitions) return "";
  const tpu::AxisSplit split = tpu::EvenAxisSplit(mesh, size);
  if (split.axes.empty()) return "";
  return absl::StrCat(split.axes.size() == 1 ? "mesh axis " : "mesh axes ",
                      tpu::DescribeAxes(split.axes), " (", split.shards, " devices)");
}

// The devices shardings split arrays over: the module's partitions, not its
// replicas (whole copies by design). HLO text dumps from older XLA omit
// num_partitions from the header; then the largest tile assignment any
// sharding names is the least number of partitions the module runs on.
int64_t PartitionCount(const CheckContext& context) {
  if (context.module.num_partitions.has_value()) return *context.module.num_partitions;
  int64_t devices = 1;
  for (const hlo::Instruction* instruction : context.program.ops()) {
    if (!instruction->sharding().empty()) {
      devices = std::max(devices, ShardingDevices(instruction->sharding()));
    }
  }
  return devices;
}

}  // namespace

void ReplicatedLargeArray(const CheckContext& context, FindingSink& sink) {
  const hlo::Module& module = context.module;
  if (!ShapesAreGlobal(context)) return;
  const int64_t devices = PartitionCount(context);
  if (devices <= 1) return;
  for (const hlo::Instruction* parameter : module.entry()->parameters()) {
    for (const ShardedLeaf& leaf : ShardedLeaves(*parameter)) {
      if (std::any_of(leaf.tiling.begin(), leaf.tiling.end(), [](int64_t t) { return t > 1; })) {
        continue;
      }
      std::optional<ShardSizes> sizes = SizesOf(leaf);
      if (!sizes.has_value() || sizes->global_bytes < context.thresholds.replicated_min_bytes) {
        continue;
      }
      const hlo::Shape& shape = leaf.shape;
      std::string message = absl::StrCat(
          leaf.leaf < 0 ? "" : absl::StrCat("tuple element ", leaf.leaf, " of "), "parameter ",
          parameter->name(), " ", ShapeText(shape), " (",
          tpu::FormatXlaSize(sizes->global_bytes), ") is replicated: each of the ", devices,
          " devices holds all of it");
      // With a mesh that is the partitions, name the axes: the dim and axes
      // whose even split leaves the least per device ("dim 0 over `fsdp`").
      if (const MeshSplit by_axes = SplitOverMesh(shape, context.mesh, devices);
          by_axes.dim >= 0) {
        Tiling split(shape.rank(), 1);
        split[by_axes.dim] = by_axes.axes.shards;
        std::optional<ShardSizes> suggested = SizesOf({leaf.shape, leaf.leaf, std::move(split)});
        if (suggested.has_value()) {
          absl::StrAppend(&message, "; splitting dim ", by_axes.dim, " (",
                          shape.dim(by_axes.dim), ") over mesh ",
                          by_axes.axes.axes.size() == 1 ? "axis " : "axes ",
                          tpu::DescribeAxes(by_axes.axes.axes), " (", by_axes.axes.shards,
                          " devices) would leave ", ShapeText(suggested->shard), " (",
                          tpu::FormatXlaSize(suggested->shard_bytes), ") per device");
        }
        absl::StrAppend(&message,
                        " (FSDP-style; XLA all-gathers it where an op needs it whole)");
        sink.Report(*parameter, std::move(message), LeafKey(leaf));
        continue;
      }
      const int64_t dim = DimToSplit(shape, devices);
      if (dim >= 0) {
        Tiling split(shape.rank(), 1);
        split[dim] = devices;
        std::optional<ShardSizes> suggested = SizesOf({leaf.shape, leaf.leaf, std::move(split)});
        if (suggested.has_value()) {
          absl::StrAppend(&message, "; splitting dim ", dim, " (", shape.dim(dim), ") over the ",
                          devices, " devices would leave ", ShapeText(suggested->shard), " (",
                          tpu::FormatXlaSize(suggested->shard_bytes), ") per device",
                          shape.dim(dim) % devices != 0 ? ", padded" : "");
        }
      } else {
        absl::StrAppend(&message, "; no dim has ", devices,
                        " elements: split one over a mesh axis it fits");
      }
      absl::StrAppend(&message,
                      " (FSDP-style; XLA all-gathers it where an op needs it whole)");
      sink.Report(*parameter, std::move(message), LeafKey(leaf));
    }
  }
}

void ShardExceedsDim(const CheckContext& context, FindingSink& sink) {
  if (!ShapesAreGlobal(context)) return;
  const int64_t partitions = PartitionCount(context);
  for (const hlo::Instruction* instruction : context.program.ops()) {
    for (const ShardedLeaf& leaf : ShardedLeaves(*instruction)) {
      const hlo::Shape& shape = leaf.shape;
      std::optional<ShardSizes> sizes = SizesOf(leaf);
      if (!sizes.has_value()) continue;
      std::vector<std::string> dims;
      std::vector<std::string> fixes;
      for (int64_t d = 0; d < shape.rank(); ++d) {
        const int64_t t = leaf.tiling[d];
        const int64_t size = shape.dim(d);
        if (size <= 0 || t <= size) continue;
        const std::string over = AxesOfShardCount(context.mesh, partitions, t);
        dims.push_back(absl::StrCat("dim ", d, " (", size, ") is split into ", t, " shards",
                                    over.empty() ? "" : absl::StrCat(" over ", over), ": ",
                                    EmptyShards(size, t), " of them hold only padding"));
        const std::string even = EvenAxesFor(context.mesh, partitions, size);
        fixes.push_back(absl::StrCat("dim ", d, " over at most ", size, " devices",
                                     even.empty() ? "" : absl::StrCat(", e.g. ", even)));
      }
      if (dims.empty()) continue;
      sink.Report(*instruction,
                  absl::StrCat(Subject(*instruction, leaf), ": ", absl::StrJoin(dims, "; "),
                               "; XLA pads it to ", ShapeText(sizes->padded), " (",
                               tpu::FormatXlaSize(sizes->padding_bytes), " of padding on ",
                               tpu::FormatXlaSize(sizes->global_bytes),
                               " of data); split ", absl::StrJoin(fixes, "; "),
                               " (a smaller mesh axis), or leave it unsplit"),
                  LeafKey(leaf));
    }
  }
}

void UnevenShardPadding(const CheckContext& context, FindingSink& sink) {
  if (!ShapesAreGlobal(context)) return;
  const Thresholds& limits = context.thresholds;
  const int64_t partitions = PartitionCount(context);
  for (const hlo::Instruction* instruction : context.program.ops()) {
    for (const ShardedLeaf& leaf : ShardedLeaves(*instruction)) {
      const hlo::Shape& shape = leaf.shape;
      std::optional<ShardSizes> sizes = SizesOf(leaf);
      if (!sizes.has_value() || sizes->global_bytes <= 0) continue;
      std::vector<std::string> dims;
      bool exceeds = false;
      for (int64_t d = 0; d < shape.rank(); ++d) {
        const int64_t t = leaf.tiling[d];
        const int64_t size = shape.dim(d);
        if (t <= 1 || size <= 0) continue;
        // A dim smaller than its shard count is shard-exceeds-dim's.
        if (t > size) exceeds = true;
        if (t > size || size % t == 0) continue;
        const int64_t padded = sizes->padded.dim(d);  // Overflow-checked.
        const std::string over = AxesOfShardCount(context.mesh, partitions, t);
        std::string dim = absl::StrCat("dim ", d, " (", size, ") does not divide into ", t,
                                       " shards", over.empty() ? "" : absl::StrCat(" (", over, ")"),
                                       ": each holds ", sizes->shard.dim(d),
                                       ", padded to ", padded);
        if (const int64_t empty = EmptyShards(size, t); empty > 0) {
          absl::StrAppend(&dim, ", and ", empty, " shards hold only padding");
        }
        const int64_t down = size / t * t;
        absl::StrAppend(&dim, " (nearest multiples of ", t, ": ", down, ", ", padded, ")");
        if (const std::string even = EvenAxesFor(context.mesh, partitions, size);
            !even.empty()) {
          absl::StrAppend(&dim, "; ", even, " would split it evenly");
        }
        dims.push_back(std::move(dim));
      }
      if (dims.empty() || exceeds) continue;
      if (sizes->padding_bytes < limits.uneven_shard_min_bytes) continue;
      const double waste = double(sizes->padding_bytes) / double(sizes->global_bytes);
      if (waste < limits.uneven_shard_min_waste) continue;
      char percent[32];
      std::snprintf(percent, sizeof(percent), "%.1f%%", waste * 100.0);
      sink.Report(
          *instruction,
          absl::StrCat(Subject(*instruction, leaf), ": ", absl::StrJoin(dims, "; "),
                       "; XLA pads it to ",
                       ShapeText(sizes->padded), ": ", tpu::FormatXlaSize(sizes->padding_bytes),
                       " of padding (", percent,
                       " of its data), each device holding ", ShapeText(sizes->shard), " (",
                       tpu::FormatXlaSize(sizes->shard_bytes),
                       "); resize the dim to a multiple of its shard count or split it over a "
                       "mesh axis that divides it"),
          LeafKey(leaf));
    }
  }
}

}  // namespace tpusim::compat::checks
