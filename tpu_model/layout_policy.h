// The one place tpusim decides where a program stands in XLA:TPU's pipeline
// and so whose layouts its shapes carry: XLA's (kept, and charged as XLA's
// size function charges them) or none yet (predicted). `LayoutPolicy::
// ForModule` reads a module once; the memory pipeline (memory/
// program_memory.h and its size function), `tpusim compile`, lint's checks
// and the Python binding are all handed that object, as XLA hands one size
// function to every pass, so they cannot disagree about the same module.
//
// Three module rules, each decided here and nowhere else:
//   is_optimized()      XLA's output: the compiler model does not run on it
//                       (scheduled, XLA's buffer assignment, fusion
//                       computations, or tiled layouts);
//   is_fused()          XLA's fusion has run, so every op outside a fusion
//                       owns a buffer (scheduled, or a fusion computation
//                       with instructions): what lint judges buffers by;
//   layouts_are_final() XLA's layout assignment has run (some array carries
//                       tiles): a tile-less layout is XLA's own.
// They differ on one kind of input: a module after layout assignment but
// before fusion (tpu_graphs' layout collection,
// ../shared/corpus/tpu/module_tuning_data_layout.pb) is optimized and laid
// out, not fused. memory sizes it as written with XLA's layouts; lint
// judges its buffers as an unfused program's.
//
// Per shape, `LaidOut`, `Sizes` and `PaddedSize` read a layout without tiles
// by `tileless()` (TilelessLayouts below). Prediction is decided here only:
// shape_size.h sizes laid-out shapes, layout_predictor.h predicts on request.
#ifndef TPUSIM_TPU_MODEL_LAYOUT_POLICY_H_
#define TPUSIM_TPU_MODEL_LAYOUT_POLICY_H_

#include <cstdint>

#include "absl/status/statusor.h"
#include "hlo/ir/hlo_module.h"
#include "hlo/ir/shape.h"
#include "tpu_model/chip.h"

namespace tpusim::tpu {

// What a layout without tiles means. After XLA:TPU's layout assignment every
// array has tiles except those XLA sizes with the chip's fallback tiling (a
// scalar `bf16[]` in the v5p memory_viewer capture is 2 KiB, not the 512 B
// of `bf16[]{:T(256)}`). Before it (pre-optimization HLO prints `{1,0}` on
// every array) a tile-less layout only says nothing was assigned yet.
enum class TilelessLayouts {
  // Laid-out module: as written, sized with the chip's fallback tiles.
  kChipFallback,
  // Not laid out yet: predict the tiles; a non-default dim order is an
  // explicit choice and is kept (PredictLayout).
  kPredict,
  // A request XLA's layout assignment is free to override: the whole layout,
  // dim order too, is predicted. Lint's padding advice reads unfused
  // programs this way (PyTorch/XLA writes {1,0,2,3} on weights XLA:TPU then
  // lays out its own way); memory does not (docs/compat.md, padding-expansion).
  kRepredict,
};

// Padded bytes (what XLA:TPU's size function charges) and unpadded bytes
// (the data itself, "Unpadded size" in OOM reports) of one buffer.
struct ShapeSizes {
  int64_t padded = 0;
  int64_t unpadded = 0;
};

// True when XLA:TPU's layout assignment has run on `module`: some array
// carries tiles.
bool HasTiledLayouts(const hlo::Module& module);

class LayoutPolicy {
 public:
  // Reads `module` once. `chip` may be null (lint without --chip): the module
  // rules still hold; the per-shape calls need a chip.
  static LayoutPolicy ForModule(const hlo::Module& module, const ChipSpec* chip);
  static LayoutPolicy ForModule(const hlo::Module& module, const ChipSpec& chip) {
    return ForModule(module, &chip);
  }

  // For shapes outside any module (the profile check, tests): tile-less
  // layouts read as `tileless` (layouts_are_final() when kChipFallback);
  // is_optimized() and is_fused() are false.
  explicit LayoutPolicy(const ChipSpec& chip,
                        TilelessLayouts tileless = TilelessLayouts::kChipFallback)
      : chip_(&chip), tileless_(tileless) {}

  bool is_optimized() const { return optimized_; }
  bool is_fused() const { return fused_; }
  bool layouts_are_final() const { return tileless_ == TilelessLayouts::kChipFallback; }

  // How the size function reads a tile-less layout: kChipFallback once
  // layout assignment has run, else kPredict.
  TilelessLayouts tileless() const { return tileless_; }
  // How lint's padding advice reads one: kPredict in a fused module (XLA's
  // tiles are predicted, its dim order kept), else kRepredict.
  TilelessLayouts advice_tileless() const {
    return fused_ ? TilelessLayouts::kPredict : TilelessLayouts::kRepredict;
  }

  bool has_chip() const { return chip_ != nullptr; }
  const ChipSpec& chip() const { return *chip_; }

  // True when `shape` is an array whose TPU layout must be predicted (no
  // layout, or a tile-less one not read as XLA's).
  bool NeedsPrediction(const hlo::Shape& shape) const {
    return NeedsPrediction(shape, tileless_);
  }
  // `shape` with the layout XLA:TPU gives it: predicted when it needs it,
  // else as written; tuples element by element.
  absl::StatusOr<hlo::Shape> LaidOut(const hlo::Shape& shape) const {
    return LaidOut(shape, tileless_);
  }
  // Sizes of one buffer of `shape` on the chip (a tuple is its index table
  // only): TpuShapeSize of the laid-out shape, and the unpadded bytes.
  absl::StatusOr<ShapeSizes> Sizes(const hlo::Shape& shape) const;
  // The padded bytes alone, for a shape outside the memory pipeline (`size`,
  // the sharding summary, the layout accuracy harness): TpuShapeSize of the
  // laid-out shape. An unbounded array that needs prediction is an error
  // naming the shape as written.
  absl::StatusOr<int64_t> PaddedSize(const hlo::Shape& shape) const;

  // The same, reading tile-less layouts as `tileless`.
  static bool NeedsPrediction(const hlo::Shape& shape, TilelessLayouts tileless);
  absl::StatusOr<hlo::Shape> LaidOut(const hlo::Shape& shape, TilelessLayouts tileless) const;

 private:
  LayoutPolicy() = default;

  const ChipSpec* chip_ = nullptr;
  TilelessLayouts tileless_ = TilelessLayouts::kChipFallback;
  bool optimized_ = false;
  bool fused_ = false;
};

}  // namespace tpusim::tpu

#endif  // TPUSIM_TPU_MODEL_LAYOUT_POLICY_H_
