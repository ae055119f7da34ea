#include "tpu_model/mesh.h"

#include <algorithm>
#include <optional>
#include <set>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "hlo/base/checked_math.h"

namespace tpusim::tpu {
namespace {

bool IsIdentifier(absl::string_view name) {
  if (name.empty() || absl::ascii_isdigit(name.front())) return false;
  return std::all_of(name.begin(), name.end(),
                     [](char c) { return absl::ascii_isalnum(c) || c == '_'; });
}

absl::Status MeshError(absl::string_view text, absl::string_view why) {
  return absl::InvalidArgumentError(absl::StrCat(
      "--mesh '", text, "': ", why, " (expected AXIS=N[,AXIS=N...], e.g. data=4,model=2)"));
}

}  // namespace

int64_t DeviceMesh::devices() const {
  int64_t devices = 1;
  for (const MeshAxis& axis : axes) devices = SaturatingMul(devices, axis.size);
  return devices;
}

absl::StatusOr<DeviceMesh> ParseMeshSpec(absl::string_view text) {
  DeviceMesh mesh;
  if (absl::StripAsciiWhitespace(text).empty()) return MeshError(text, "no axes");
  std::set<std::string> seen;
  int64_t devices = 1;
  for (absl::string_view part : absl::StrSplit(text, ',')) {
    std::vector<absl::string_view> kv = absl::StrSplit(part, absl::MaxSplits('=', 1));
    if (kv.size() != 2) {
      return MeshError(text, absl::StrCat("axis '", absl::StripAsciiWhitespace(part),
                                          "' has no size"));
    }
    MeshAxis axis;
    axis.name = std::string(absl::StripAsciiWhitespace(kv[0]));
    const absl::string_view size = absl::StripAsciiWhitespace(kv[1]);
    if (!IsIdentifier(axis.name)) {
      return MeshError(text, absl::StrCat("'", axis.name, "' is not an axis name (letters, digits, _)"));
    }
    if (!absl::SimpleAtoi(size, &axis.size) || axis.size < 1) {
      return MeshError(text, absl::StrCat("axis '", axis.name, "' has size '", size,
                                          "'; sizes are integers >= 1"));
    }
    if (!seen.insert(axis.name).second) {
      return MeshError(text, absl::StrCat("axis '", axis.name, "' appears twice"));
    }
    std::optional<int64_t> product = CheckedMul(devices, axis.size);
    if (!product.has_value() || *product > kMaxMeshDevices) {
      return MeshError(text, absl::StrCat("more than ", kMaxMeshDevices, " devices"));
    }
    devices = *product;
    mesh.axes.push_back(std::move(axis));
  }
  if (static_cast<int64_t>(mesh.axes.size()) > kMaxMeshAxes) {
    return MeshError(text, absl::StrCat("more than ", kMaxMeshAxes, " axes"));
  }
  return mesh;
}

std::string MeshToString(const DeviceMesh& mesh) {
  return absl::StrJoin(mesh.axes, ",", [](std::string* out, const MeshAxis& axis) {
    absl::StrAppend(out, axis.name, "=", axis.size);
  });
}

nlohmann::json MeshToJson(const DeviceMesh& mesh) {
  nlohmann::json j = nlohmann::json::object();
  for (const MeshAxis& axis : mesh.axes) j[axis.name] = axis.size;
  return j;
}

std::string DescribeAxes(const std::vector<std::string>& axes) {
  std::string out;
  for (size_t i = 0; i < axes.size(); ++i) {
    if (i > 0) out += i + 1 == axes.size() ? " and " : ", ";
    absl::StrAppend(&out, "`", axes[i], "`");
  }
  return out;
}

absl::StatusOr<Topology> ParseTopology(absl::string_view text) {
  auto error = [&](absl::string_view why) {
    return absl::InvalidArgumentError(absl::StrCat(
        "--topology '", text, "': ", why, " (expected CHIP:AxB or CHIP:AxBxC, e.g. v5p:4x4x4)"));
  };
  const size_t colon = text.find(':');
  if (colon == absl::string_view::npos) return error("no ':' between chip and slice shape");
  const absl::string_view name = absl::StripAsciiWhitespace(text.substr(0, colon));
  absl::StatusOr<const ChipSpec*> chip = FindChip(name);
  if (!chip.ok()) return error(chip.status().message());
  // FindChip ignores a slice suffix; a topology's shape says the size.
  if (SliceDevicesFromChipName(name, **chip).has_value()) {
    return error(absl::StrCat("'", name, "' names a slice; give the chip alone"));
  }
  Topology topology;
  topology.chip = *chip;
  const absl::string_view shape = absl::StripAsciiWhitespace(text.substr(colon + 1));
  for (absl::string_view part : absl::StrSplit(shape, 'x')) {
    int64_t chips = 0;
    if (!absl::SimpleAtoi(part, &chips) || chips < 1) {
      return error(absl::StrCat("'", part, "' is not a chip count >= 1"));
    }
    std::optional<int64_t> product = CheckedMul(topology.chips, chips);
    if (!product.has_value() || *product > kMaxMeshDevices) return error("too many chips");
    topology.chips = *product;
    topology.shape.push_back(chips);
  }
  if (topology.shape.size() > 3) return error("more than 3 slice dims");
  std::optional<int64_t> devices = CheckedMul(topology.chips, topology.chip->devices_per_chip);
  if (!devices.has_value() || *devices > kMaxMeshDevices) return error("too many devices");
  topology.devices = *devices;
  return topology;
}

AxisSplit EvenAxisSplit(const DeviceMesh& mesh, int64_t dim_size) {
  AxisSplit best;
  if (dim_size < 2) return best;
  std::vector<const MeshAxis*> axes;
  for (const MeshAxis& axis : mesh.axes) {
    if (axis.size > 1) axes.push_back(&axis);
  }
  // Program meshes are not bounded by ParseMeshSpec; beyond kMaxMeshAxes
  // only single axes are tried.
  const bool subsets = static_cast<int64_t>(axes.size()) <= kMaxMeshAxes;
  const uint32_t count = subsets ? (uint32_t{1} << axes.size()) : 0;
  auto consider = [&](const std::vector<const MeshAxis*>& chosen) {
    int64_t shards = 1;
    for (const MeshAxis* axis : chosen) shards = SaturatingMul(shards, axis->size);
    if (shards > dim_size || dim_size % shards != 0) return;
    // Subsets are visited with fewer axes and earlier axes first, so only a
    // strictly larger product replaces the best.
    if (shards <= best.shards) return;
    best.shards = shards;
    best.axes.clear();
    for (const MeshAxis* axis : chosen) best.axes.push_back(axis->name);
  };
  if (!subsets) {
    for (const MeshAxis* axis : axes) consider({axis});
    return best;
  }
  // Masks by number of axes, then by value: lower masks hold earlier axes.
  std::vector<uint32_t> masks;
  for (uint32_t mask = 1; mask < count; ++mask) masks.push_back(mask);
  std::stable_sort(masks.begin(), masks.end(), [](uint32_t a, uint32_t b) {
    return __builtin_popcount(a) < __builtin_popcount(b);
  });
  for (uint32_t mask : masks) {
    std::vector<const MeshAxis*> chosen;
    for (size_t i = 0; i < axes.size(); ++i) {
      if (mask & (uint32_t{1} << i)) chosen.push_back(axes[i]);
    }
    consider(chosen);
  }
  return best;
}

}  // namespace tpusim::tpu
