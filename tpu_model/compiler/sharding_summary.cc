#include "tpu_model/compiler/sharding_summary.h"

#include <algorithm>
#include <optional>

#include "absl/strings/str_cat.h"
#include "hlo/base/status_macros.h"
#include "tpu_model/compiler/spmd_partitioner.h"
#include "tpu_model/layout_policy.h"
#include "tpu_model/shape_size.h"

namespace tpusim::tpu::compiler {
namespace {

// The chip's predicted layout's size (the policy predicts one for a shape
// without a layout).
absl::StatusOr<int64_t> LaidOutBytes(const hlo::Shape& shape, const ChipSpec& chip) {
  hlo::Shape bare = shape;
  bare.clear_layout();
  return LayoutPolicy(chip).PaddedSize(bare);
}

}  // namespace

absl::StatusOr<ShardingSummary> SummarizeArgumentShardings(const hlo::Module& module,
                                                           const ChipSpec& chip,
                                                           const DeviceMesh& mesh) {
  ShardingSummary summary;
  summary.devices = DeviceCount(module);
  if (!mesh.empty() && mesh.devices() == module.num_partitions.value_or(1)) summary.mesh = mesh;
  if (!NeedsPartitioning(module) || module.entry() == nullptr) return summary;
  for (const hlo::Instruction* parameter : module.entry()->parameters()) {
    const hlo::Shape& shape = parameter->shape();
    if (!shape.IsArray() || shape.rank() == 0) continue;
    ArgumentSharding argument;
    argument.name = parameter->name();
    argument.shape = shape.ToString(/*print_layout=*/false);
    argument.sharding = std::string(parameter->sharding());
    Tiling tiling;
    if (std::optional<std::vector<Tiling>> tilings = ParseShardingTilings(argument.sharding);
        tilings.has_value() && tilings->size() == 1) {
      tiling = tilings->front();
    }
    TPUSIM_ASSIGN_OR_RETURN(argument.global_bytes, LaidOutBytes(shape, chip));
    TPUSIM_ASSIGN_OR_RETURN(argument.per_device_bytes,
                            LaidOutBytes(PerDeviceShape(shape, tiling), chip));
    argument.split = std::any_of(tiling.begin(), tiling.end(), [](int64_t t) { return t > 1; });
    if (!argument.split && summary.devices > 1) {
      for (int64_t d = 0; d < shape.rank(); ++d) {
        // Over named axes, a dim may split over part of the mesh ("dim 0
        // over `fsdp`"); without them, over every device as before.
        AxisSplit axes;
        if (!summary.mesh.empty()) {
          axes = EvenAxisSplit(summary.mesh, shape.dims()[d]);
          if (axes.axes.empty()) continue;
        } else {
          if (shape.dims()[d] < summary.devices || shape.dims()[d] % summary.devices != 0) continue;
          axes.shards = summary.devices;
        }
        Tiling split(shape.rank(), 1);
        split[d] = axes.shards;
        TPUSIM_ASSIGN_OR_RETURN(int64_t bytes, LaidOutBytes(PerDeviceShape(shape, split), chip));
        if (argument.suggested_dim < 0 || bytes < argument.suggested_bytes) {
          argument.suggested_dim = d;
          argument.suggested_bytes = bytes;
          argument.suggested_shards = axes.shards;
          argument.suggested_axes = std::move(axes.axes);
        }
      }
    }
    summary.arguments.push_back(std::move(argument));
  }
  std::stable_sort(summary.arguments.begin(), summary.arguments.end(),
                   [](const ArgumentSharding& a, const ArgumentSharding& b) {
                     return a.per_device_bytes > b.per_device_bytes;
                   });
  return summary;
}

std::string DescribeShardingSummary(const ShardingSummary& summary, int64_t top) {
  if (summary.arguments.empty()) return "";
  std::string out = absl::StrCat("Arguments on one device of ", summary.devices,
                                 summary.mesh.empty()
                                     ? std::string()
                                     : absl::StrCat(" (mesh ", MeshToString(summary.mesh), ")"),
                                 ", largest first:\n");
  const int64_t shown = std::min<int64_t>(top, static_cast<int64_t>(summary.arguments.size()));
  for (int64_t k = 0; k < shown; ++k) {
    const ArgumentSharding& a = summary.arguments[k];
    absl::StrAppend(&out, "  ", a.name, " ", a.shape, ": ");
    if (a.split) {
      absl::StrAppend(&out, FormatXlaSize(a.per_device_bytes), " of ",
                      FormatXlaSize(a.global_bytes), " (", a.sharding, ")\n");
      continue;
    }
    absl::StrAppend(&out, FormatXlaSize(a.global_bytes), ", whole on every device (",
                    a.sharding.empty() ? "no sharding" : a.sharding, ")");
    if (a.suggested_dim >= 0 && !a.suggested_axes.empty()) {
      absl::StrAppend(&out, "; dim ", a.suggested_dim, " split over ",
                      DescribeAxes(a.suggested_axes), " (", a.suggested_shards,
                      " devices) would give ", FormatXlaSize(a.suggested_bytes));
    } else if (a.suggested_dim >= 0) {
      absl::StrAppend(&out, "; dim ", a.suggested_dim, " split over the ", summary.devices,
                      " devices would give ", FormatXlaSize(a.suggested_bytes));
    }
    out += "\n";
  }
  if (shown < static_cast<int64_t>(summary.arguments.size())) {
    absl::StrAppend(&out, "  (", summary.arguments.size() - shown,
                    " more arguments; --top N shows more)\n");
  }
  return out;
}

nlohmann::json ShardingSummaryToJson(const ShardingSummary& summary) {
  nlohmann::json arguments = nlohmann::json::array();
  for (const ArgumentSharding& a : summary.arguments) {
    nlohmann::json j = {{"name", a.name},
                        {"shape", a.shape},
                        {"sharding", a.sharding},
                        {"split", a.split},
                        {"global_bytes", a.global_bytes},
                        {"per_device_bytes", a.per_device_bytes}};
    if (a.suggested_dim >= 0) {
      j["suggested_dim"] = a.suggested_dim;
      j["suggested_per_device_bytes"] = a.suggested_bytes;
      j["suggested_devices"] = a.suggested_shards;
      if (!a.suggested_axes.empty()) j["suggested_axes"] = a.suggested_axes;
    }
    arguments.push_back(std::move(j));
  }
  nlohmann::json j = {{"devices", summary.devices}, {"arguments", std::move(arguments)}};
  if (!summary.mesh.empty()) j["mesh"] = MeshToJson(summary.mesh);
  return j;
}

}  // namespace tpusim::tpu::compiler
