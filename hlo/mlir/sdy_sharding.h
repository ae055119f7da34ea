// Shardy (`sdy`) mesh and sharding text, and its conversion to XLA's HLO
// sharding text, the form the rest of tpusim reads (per-device shapes follow
// from the tile dims). The MLIR parser keeps Shardy attributes as raw text;
// this file interprets them. Pure C++: no MLIR dependency.
//
// Grammar (openxla/shardy, ir/attrs.td and its parse/print tests):
//   mesh     := `<` `[` (`"name"` `=` size),* `]` (`,` `device_ids` `=` `[` int,* `]`)? `>`
//   sharding := `<` (`@`mesh_name | `mesh` mesh) `,` `[` dim,* `]`
//               (`,` `replicated` `=` axes)? (`,` `unreduced` `=` axes)? `>`
//   dim      := `{` axis_ref,* (`,`? `?`)? `}` (`p` int)?
//   axis_ref := `"name"` (`:(` pre_size `)` size)?
//   axes     := `{` axis_ref,* `}`
#ifndef TPUSIM_HLO_MLIR_SDY_SHARDING_H_
#define TPUSIM_HLO_MLIR_SDY_SHARDING_H_

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace tpusim::hlo {

struct SdyMesh {
  std::vector<std::pair<std::string, int64_t>> axes;  // name, size
  std::vector<int64_t> device_ids;  // Empty = iota.
  // A mesh with no axes and one device id: `{maximal device=N}`.
  bool IsMaximal() const { return axes.empty() && device_ids.size() == 1; }
};

// `"b":(2)2` is the sub-axis of `b` after a major part of size 2, of size 2.
struct SdyAxisRef {
  std::string name;
  int64_t pre_size = 1;
  int64_t size = 0;  // 0 = the whole axis.
};

struct SdyDimSharding {
  std::vector<SdyAxisRef> axes;
  bool open = false;       // `?`
  int64_t priority = -1;   // `p<N>`; -1 = none.
};

struct SdyTensorSharding {
  std::string mesh_name;               // Without `@`; empty when inline.
  std::optional<SdyMesh> inline_mesh;  // `mesh<[...]>` written in place.
  std::vector<SdyDimSharding> dims;
  std::vector<SdyAxisRef> replicated;
  std::vector<SdyAxisRef> unreduced;
};

// Each accepts the text with or without its mnemonic prefix (`mesh<...>`,
// `sharding<...>`, `sharding_per_value<[...]>`, `manual_axes<{...}>`).
absl::StatusOr<SdyMesh> ParseSdyMesh(absl::string_view text);
absl::StatusOr<SdyTensorSharding> ParseSdyTensorSharding(absl::string_view text);
absl::StatusOr<std::vector<SdyTensorSharding>> ParseSdyShardingList(
    absl::string_view text);
absl::StatusOr<std::vector<std::string>> ParseSdyAxisNames(
    absl::string_view text);
// `{mesh = #sdy.mesh<["a"=2]>, other = #sdy.mesh<...>}`: the `xla.sdy.meshes`
// module frontend attribute of modules exported through XLA's Shardy
// round-trip (JAX export).
// Whether ParseSdyMeshes reads `name` back as a mesh name: a non-empty run
// of letters, digits, '_', '.', '$' and '-' (the one identifier rule of the
// Shardy reader and of the `xla.sdy.meshes` writer).
bool IsSdyIdentifier(absl::string_view name);
// `#sdy.mesh<["data"=4, "model"=2]>` (with `, device_ids=[...]` when not
// iota): the text ParseSdyMeshes reads back.
std::string SdyMeshText(const SdyMesh& mesh);
absl::StatusOr<std::vector<std::pair<std::string, SdyMesh>>> ParseSdyMeshes(
    absl::string_view text);

// XLA's HLO sharding text for `sharding` over `mesh`, e.g.
// "{devices=[2,1,4]<=[8] last_tile_dim_replicate}", "{replicated}",
// "{maximal device=0}". Axes listed in `manual_axes` become a trailing
// manual subgroup (`last_tile_dims={manual}`), as in XLA's Shardy export.
absl::StatusOr<std::string> SdyToHloSharding(
    const SdyTensorSharding& sharding, const SdyMesh& mesh,
    const std::vector<std::string>& manual_axes = {});

}  // namespace tpusim::hlo

#endif  // TPUSIM_HLO_MLIR_SDY_SHARDING_H_
