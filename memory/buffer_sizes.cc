#include "memory/buffer_sizes.h"

#include <algorithm>

#include "absl/strings/str_cat.h"

namespace tpusim::memory {

absl::StatusOr<BufferSizes> ComputeBufferSizes(const Dataflow& df, const AliasAnalysis& aa,
                                               const SizeFunction& size_function) {
  const ModuleIndex& ix = df.index();
  BufferSizes s;
  const int32_t nv = df.value_count();
  s.value_padded.assign(nv, 0);
  s.value_unpadded.assign(nv, 0);
  s.value_color.assign(nv, 0);
  // Programs repeat a few shapes many times: remember the last ones.
  constexpr int kRecent = 8;
  const hlo::Shape* recent_shape[kRecent] = {};
  ShapeSizes recent_sizes[kRecent];
  int next_slot = 0;
  int last_hit = 0;
  for (ValueIndex v = 0; v < nv; ++v) {
    const HloValue& value = df.value(v);
    if (ix.IsFusionComputation(ix.computation_of(value.instruction))) continue;
    const hlo::Shape& shape = ix.node_shape(value.node);
    int hit = -1;
    for (int j = 0; j < kRecent; ++j) {
      const int k = (last_hit + j) % kRecent;
      if (recent_shape[k] != nullptr &&
          (recent_shape[k] == &shape || *recent_shape[k] == shape)) {
        hit = k;
        last_hit = k;
        break;
      }
    }
    if (hit >= 0) {
      s.value_padded[v] = recent_sizes[hit].padded;
      s.value_unpadded[v] = recent_sizes[hit].unpadded;
      s.value_color[v] = SizeFunction::Color(shape);
      continue;
    }
    absl::StatusOr<ShapeSizes> sizes = size_function.Sizes(shape);
    if (!sizes.ok()) {
      return absl::InvalidArgumentError(absl::StrCat(
          "cannot size ", ix.instruction(value.instruction).name(),
          hlo::ShapeIndexToString(ix.IndexOf(value.node)), " (", shape.ToString(), "): ",
          sizes.status().message()));
    }
    s.value_padded[v] = sizes->padded;
    s.value_unpadded[v] = sizes->unpadded;
    s.value_color[v] = SizeFunction::Color(shape);
    recent_shape[next_slot] = &shape;
    recent_sizes[next_slot] = *sizes;
    next_slot = (next_slot + 1) % kRecent;
  }
  s.buffer_padded.assign(aa.buffer_count(), 0);
  s.buffer_color.assign(aa.buffer_count(), 0);
  for (BufferIndex b = 0; b < aa.buffer_count(); ++b) {
    std::span<const ValueIndex> values = aa.values(b);
    s.buffer_color[b] = s.value_color[values.front()];
    for (ValueIndex v : values) s.buffer_padded[b] = std::max(s.buffer_padded[b], s.value_padded[v]);
  }
  return s;
}

}  // namespace tpusim::memory
