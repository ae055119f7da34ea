// The per-device program of a sharded module, as XLA's SPMD partitioner
// makes it (a first model; docs/compiler_model.md, "Sharded programs").
//
// Entry parameters and outputs take the shardings the program carries
// (`sharding={devices=[4,1]<=[4]}` on HLO; `sdy.sharding` / `mhlo.sharding`
// on StableHLO, which the importer turns into the same text). Every other
// value of the entry gets a sharding by forward propagation: elementwise ops
// and layout ops keep their operand's, broadcast / transpose / reduce map
// dims, a dot's result is sharded like its lhs batch and free dims and its
// rhs free dims. Array shapes become per-device shapes (each dim divided by
// its shard count, rounded up). Where a dot contracts a dim that only one
// operand has sharded, that operand is all-gathered first (the FSDP weight
// gather): an `all-gather` with the gathered per-device shape is inserted,
// and its buffer is the temp it costs. A dot whose operands both shard a
// contracted dim alike makes partial sums, added by an `all-reduce` after
// it (row-parallel layers), or, on chips that do (PartitionRules), by a
// reduce-scatter when the sum is read only through transposes and
// elementwise ops that meet a sharded value (the FSDP weight gradient):
// each device then keeps its shard of the sum in a buffer of its own.
// Where the sum's only reader is a transpose that swaps the dot's free
// dims, chips that do (PartitionRules) compute the dot with its operands
// swapped instead, so the shard has its reader's orientation; some of them
// reduce-scatter only such sums.
// An output whose sharding differs
// from the one propagated is resharded (`all-gather` to grow, `copy` to
// shrink). A while loop carries one sharding per element (from its init,
// else from what its body makes of it, else from how its result is read);
// its body and condition are partitioned for it, so collectives such as
// the FSDP weight gather happen once per iteration, as in XLA's loops.
// Gathers are split like their indices' batch dims. Manual regions
// (shard_map) are already per device: their Sharding /
// SPMDFullToShardShape / SPMDShardToFullShape markers become their
// operands. Conditionals' branches keep their global shapes.
#ifndef TPUSIM_TPU_MODEL_COMPILER_SPMD_PARTITIONER_H_
#define TPUSIM_TPU_MODEL_COMPILER_SPMD_PARTITIONER_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "hlo/ir/hlo_module.h"

namespace tpusim::tpu::compiler {

// Shard counts per dim of one array (empty: replicated, maximal or
// manual). Replication dims (`last_tile_dim_replicate`, `last_tile_dims`)
// are dropped.
using Tiling = std::vector<int64_t>;

// The tilings of an HLO sharding text, one per leaf ("{...}" gives one,
// "{{...}, {...}}" one per element). nullopt when the text is not a
// sharding tpusim reads.
std::optional<std::vector<Tiling>> ParseShardingTilings(absl::string_view text);

// Devices the module runs on: num_partitions x replica_count (saturating).
int64_t DeviceCount(const hlo::Module& module);

// `shape` on one device under `tiling`: each dim divided by its shard count,
// rounded up (XLA pads uneven shards). Tuples and mismatched ranks are
// returned unchanged.
hlo::Shape PerDeviceShape(const hlo::Shape& shape, const Tiling& tiling);

struct PartitionedModule {
  std::unique_ptr<hlo::Module> module;
  int64_t devices = 1;         // num_partitions x replica_count.
  int64_t sharded_values = 0;  // Entry values with a per-device shape.
  int64_t all_gathers = 0;     // Inserted gathers (dot operands, outputs).
  int64_t all_reduces = 0;     // Inserted sums of partial dot results.
  int64_t reduce_scatters = 0; // Sums of partial results kept sharded.
  int64_t all_to_alls = 0;     // Values moved from one split dim to another.
};

// True when `module` is sharded over more than one device and not yet
// partitioned (XLA's partitioned modules name their entry `..._spmd` and
// carry per-device shapes without shardings to act on).
bool NeedsPartitioning(const hlo::Module& module);

struct PartitionRules {
  // tpu::ChipSpec::reduce_scatters_partial_sums.
  bool reduce_scatter_partial_sums = false;
  // tpu::ChipSpec::scatters_in_reader_orientation: such sums are
  // reduce-scattered even when reduce_scatter_partial_sums is off.
  bool scatter_in_reader_orientation = false;
};

// The per-device module.
absl::StatusOr<PartitionedModule> PartitionForDevice(const hlo::Module& module,
                                                     const PartitionRules& rules = {});

}  // namespace tpusim::tpu::compiler

#endif  // TPUSIM_TPU_MODEL_COMPILER_SPMD_PARTITIONER_H_
