// Byte sizes of buffers on a TPU chip. Padded sizes are what XLA:TPU's size
// function charges (tpu::TpuShapeSize: the module's own layouts, or the
// predicted layout when a shape has none); unpadded sizes are the data
// itself ("Unpadded size" in OOM reports).
#ifndef TPUSIM_MEMORY_SIZE_FUNCTION_H_
#define TPUSIM_MEMORY_SIZE_FUNCTION_H_

#include <cstdint>

#include "absl/status/statusor.h"
#include "hlo/ir/shape.h"
#include "tpu_model/chip.h"

namespace tpusim::memory {

struct ShapeSizes {
  int64_t padded = 0;
  int64_t unpadded = 0;
};

// What a layout without tiles means. After XLA:TPU's layout assignment every
// array has tiles except those XLA sizes with the chip's fallback tiling (a
// scalar `bf16[]` in the v5p memory_viewer capture is 2 KiB, not the 512 B
// of `bf16[]{:T(256)}`). Before it (pre-optimization HLO prints `{1,0}` on
// every array) a tile-less layout only says nothing was assigned yet.
enum class TilelessLayouts {
  kChipFallback,  // Laid-out module: as written, fallback tiles.
  kPredict,       // Pre-optimization module: predict the TPU layout.
};

class SizeFunction {
 public:
  explicit SizeFunction(const tpu::ChipSpec& chip,
                        TilelessLayouts tileless = TilelessLayouts::kChipFallback)
      : chip_(&chip), tileless_(tileless) {}

  TilelessLayouts tileless() const { return tileless_; }

  const tpu::ChipSpec& chip() const { return *chip_; }
  // Sizes of one buffer of `shape` (a tuple is its index table only).
  absl::StatusOr<ShapeSizes> Sizes(const hlo::Shape& shape) const;
  // `shape` with the layout XLA:TPU gives it: predicted when it has none (or
  // only a tile-less one under kPredict), else as written; tuples element by
  // element.
  absl::StatusOr<hlo::Shape> LaidOut(const hlo::Shape& shape) const;
  // The memory space (XLA's buffer color) of a buffer of `shape`: S(n) of its
  // layout, 0 (HBM) for tuples and shapes without a layout.
  static int64_t Color(const hlo::Shape& shape);

 private:
  // True when `shape` is an array whose TPU layout must be predicted.
  bool NeedsPrediction(const hlo::Shape& shape) const;

  const tpu::ChipSpec* chip_;
  TilelessLayouts tileless_;
};

}  // namespace tpusim::memory

#endif  // TPUSIM_MEMORY_SIZE_FUNCTION_H_
