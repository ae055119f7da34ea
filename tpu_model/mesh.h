// The device mesh a sharded program runs on (issue 13): named axes with
// sizes, as `--mesh data=4,model=2` writes them and as Shardy's `sdy.mesh`
// declares them; and the slice a `--topology v5p:4x4x4` names. The mesh
// supplies the partition count where the program gives none, and its axis
// names let reports say which axes a replicated dim could be split over.
#ifndef TPUSIM_TPU_MODEL_MESH_H_
#define TPUSIM_TPU_MODEL_MESH_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "nlohmann/json.hpp"
#include "tpu_model/chip.h"

namespace tpusim::tpu {

struct MeshAxis {
  std::string name;
  int64_t size = 1;
  bool operator==(const MeshAxis&) const = default;
};

struct DeviceMesh {
  std::vector<MeshAxis> axes;  // Major to minor, as written.
  bool empty() const { return axes.empty(); }
  // Product of the axis sizes (saturating; ParseMeshSpec keeps it small).
  int64_t devices() const;
  bool operator==(const DeviceMesh&) const = default;
};

// Limits on what --mesh accepts: enough for any real mesh, small enough that
// the axis-subset search (EvenAxisSplit) stays cheap.
inline constexpr int64_t kMaxMeshAxes = 8;
inline constexpr int64_t kMaxMeshDevices = int64_t{1} << 24;

// "data=4,model=2" (spaces around names and sizes allowed). Names are
// identifiers, unique; sizes are integers >= 1; the product at most
// kMaxMeshDevices. Errors quote the text and say which part is wrong.
absl::StatusOr<DeviceMesh> ParseMeshSpec(absl::string_view text);
// "data=4,model=2": ParseMeshSpec's syntax.
std::string MeshToString(const DeviceMesh& mesh);
// {"data": 4, "model": 2} (JSON objects do not keep the axis order).
nlohmann::json MeshToJson(const DeviceMesh& mesh);
// "`data`", "`data` and `model`", "`a`, `b` and `c`".
std::string DescribeAxes(const std::vector<std::string>& axes);

// A slice named by --topology CHIP:AxB[xC].
struct Topology {
  const ChipSpec* chip = nullptr;
  std::vector<int64_t> shape;  // Chips along each slice dim.
  int64_t chips = 1;
  // chips x ChipSpec::devices_per_chip: one JAX device per TensorCore on
  // v2/v3/v4/v7x, one megacore device per chip on v5p (docs/tpu_model.md).
  // Checked against the oracle's compile-only topologies (docs/oracle.md):
  // v2:2x2 and v4:2x2x1 compile for 8 devices, v5p:2x2x1 for 4, v5e:4x4 for
  // 16, tpu7x:2x2x1 for 8.
  int64_t devices = 1;
};

// "v5p:4x4x4", "v5e:4x4", "tpu7x:2x2x1": a chip name FindChip knows (no
// slice suffix), ':', then 1 to 3 chip counts >= 1 joined by 'x'.
absl::StatusOr<Topology> ParseTopology(absl::string_view text);

// The mesh axes to split a dim of `dim_size` over so that each device holds
// the smallest even share: the subset of axes (of size > 1) whose product
// divides `dim_size` and is largest; on ties, fewer axes, then the earlier
// axes. Empty `axes` when no axis divides it.
struct AxisSplit {
  std::vector<std::string> axes;
  int64_t shards = 1;
};
AxisSplit EvenAxisSplit(const DeviceMesh& mesh, int64_t dim_size);

}  // namespace tpusim::tpu

#endif  // TPUSIM_TPU_MODEL_MESH_H_
