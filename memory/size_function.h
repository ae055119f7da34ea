// Byte sizes of buffers on a TPU chip, as the memory pipeline asks for them.
// The decisions are the module's tpu::LayoutPolicy (tpu_model/
// layout_policy.h): padded sizes are what XLA:TPU's size function charges
// (tpu::TpuShapeSize of the module's own layouts, or of the predicted layout
// where a shape has none); unpadded sizes are the data itself ("Unpadded
// size" in OOM reports). This adds only the buffer color.
#ifndef TPUSIM_MEMORY_SIZE_FUNCTION_H_
#define TPUSIM_MEMORY_SIZE_FUNCTION_H_

#include <cstdint>

#include "absl/status/statusor.h"
#include "hlo/ir/shape.h"
#include "tpu_model/chip.h"
#include "tpu_model/layout_policy.h"

namespace tpusim::memory {

using ShapeSizes = tpu::ShapeSizes;
using TilelessLayouts = tpu::TilelessLayouts;

class SizeFunction {
 public:
  explicit SizeFunction(const tpu::LayoutPolicy& policy) : policy_(policy) {}
  // Sizes shapes outside a module's policy: tile-less layouts read as
  // `tileless` (the chip's fallback tiling unless told otherwise).
  explicit SizeFunction(const tpu::ChipSpec& chip,
                        TilelessLayouts tileless = TilelessLayouts::kChipFallback)
      : policy_(chip, tileless) {}

  const tpu::LayoutPolicy& policy() const { return policy_; }
  TilelessLayouts tileless() const { return policy_.tileless(); }
  const tpu::ChipSpec& chip() const { return policy_.chip(); }

  // Sizes of one buffer of `shape` (a tuple is its index table only).
  absl::StatusOr<ShapeSizes> Sizes(const hlo::Shape& shape) const { return policy_.Sizes(shape); }
  // `shape` with the layout XLA:TPU gives it: predicted when it has none (or
  // only a tile-less one under kPredict), else as written; tuples element by
  // element.
  absl::StatusOr<hlo::Shape> LaidOut(const hlo::Shape& shape) const {
    return policy_.LaidOut(shape);
  }
  // The memory space (XLA's buffer color) of a buffer of `shape`: S(n) of its
  // layout, 0 (HBM) for tuples and shapes without a layout.
  static int64_t Color(const hlo::Shape& shape);

 private:
  tpu::LayoutPolicy policy_;
};

}  // namespace tpusim::memory

#endif  // TPUSIM_MEMORY_SIZE_FUNCTION_H_
