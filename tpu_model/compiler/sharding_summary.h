// How a sharded program's entry arguments split over its devices, for the
// per-device reports issue 13 asks of `memory` and `compile`: each
// argument's bytes on one device next to its global bytes, and for a large
// array left replicated, what sharding one of its dims over every device
// would give instead.
#ifndef TPUSIM_TPU_MODEL_COMPILER_SHARDING_SUMMARY_H_
#define TPUSIM_TPU_MODEL_COMPILER_SHARDING_SUMMARY_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "hlo/ir/hlo_module.h"
#include "nlohmann/json.hpp"
#include "tpu_model/chip.h"
#include "tpu_model/mesh.h"

namespace tpusim::tpu::compiler {

struct ArgumentSharding {
  std::string name;             // The entry parameter.
  std::string shape;            // Global shape, without layout.
  std::string sharding;         // As written; empty when it has none.
  bool split = false;           // Some dim is split over several devices.
  int64_t global_bytes = 0;     // TPU-laid-out size of the whole array.
  int64_t per_device_bytes = 0; // TPU-laid-out size of one device's shard.
  // For an array every device holds whole: the dim that, split evenly
  // over all the module's devices, gives the smallest shard (-1: none
  // divides), and that shard's bytes. With a mesh, over the mesh axes
  // EvenAxisSplit picks (every device or fewer), named in
  // `suggested_axes`; `suggested_shards` is the split's device count.
  int64_t suggested_dim = -1;
  int64_t suggested_bytes = 0;
  int64_t suggested_shards = 0;
  std::vector<std::string> suggested_axes;
};

struct ShardingSummary {
  int64_t devices = 1;                      // num_partitions x replica_count.
  DeviceMesh mesh;                          // Empty when not known.
  std::vector<ArgumentSharding> arguments;  // Largest per-device first.
};

// The summary of `module`'s array arguments; empty `arguments` when the
// module does not need partitioning (NeedsPartitioning). Sizes saturate
// rather than overflow (shapes come from untrusted files). `mesh` (--mesh,
// else the program's sdy.mesh) names the axes of the suggestions; it is
// used only when its devices are the module's partitions.
absl::StatusOr<ShardingSummary> SummarizeArgumentShardings(const hlo::Module& module,
                                                           const ChipSpec& chip,
                                                           const DeviceMesh& mesh = {});

// The first `top` arguments as report lines ("" when there are none).
std::string DescribeShardingSummary(const ShardingSummary& summary, int64_t top);
nlohmann::json ShardingSummaryToJson(const ShardingSummary& summary);

}  // namespace tpusim::tpu::compiler

#endif  // TPUSIM_TPU_MODEL_COMPILER_SHARDING_SUMMARY_H_
