#include "tpu_model/layout_policy.h"

#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "hlo/base/status_macros.h"
#include "tpu_model/layout_predictor.h"
#include "tpu_model/shape_size.h"

namespace tpusim::tpu {
namespace {

bool ShapeHasTiles(const hlo::Shape& shape) {
  if (shape.IsTuple()) {
    for (const hlo::Shape& element : shape.tuple_shapes()) {
      if (ShapeHasTiles(element)) return true;
    }
    return false;
  }
  return shape.IsArray() && shape.has_layout() && !shape.layout().tiles.empty();
}

// The layout XLA:TPU gives an array that needs one (NeedsPrediction).
absl::StatusOr<hlo::Shape> PredictArray(const hlo::Shape& shape, const ChipSpec& chip,
                                        TilelessLayouts tileless) {
  if (tileless == TilelessLayouts::kRepredict && shape.has_layout()) {
    hlo::Shape bare = shape;
    bare.clear_layout();
    return PredictLayout(bare, chip);
  }
  // PredictLayout keeps a non-default dim order and the memory space, and
  // leaves arrays in untiled memory spaces alone.
  return PredictLayout(shape, chip);
}

absl::Status NoChip() {
  return absl::FailedPreconditionError("sizing a shape needs a chip (--chip)");
}

}  // namespace

bool HasTiledLayouts(const hlo::Module& module) {
  for (const auto& computation : module.computations()) {
    for (const auto& instruction : computation->instructions()) {
      if (ShapeHasTiles(instruction->shape())) return true;
    }
  }
  return false;
}

LayoutPolicy LayoutPolicy::ForModule(const hlo::Module& module, const ChipSpec* chip) {
  LayoutPolicy policy;
  policy.chip_ = chip;
  bool any_fusion = false;
  bool nonempty_fusion = false;
  for (const auto& computation : module.computations()) {
    if (!computation->IsFusionComputation()) continue;
    any_fusion = true;
    if (computation->instruction_count() > 0) nonempty_fusion = true;
  }
  const bool laid_out = HasTiledLayouts(module);
  policy.tileless_ = laid_out ? TilelessLayouts::kChipFallback : TilelessLayouts::kPredict;
  policy.fused_ = module.is_scheduled() || nonempty_fusion;
  policy.optimized_ = module.is_scheduled() || module.buffer_assignment.has_value() ||
                      any_fusion || laid_out;
  return policy;
}

bool LayoutPolicy::NeedsPrediction(const hlo::Shape& shape, TilelessLayouts tileless) {
  if (!shape.IsArray()) return false;
  if (!shape.has_layout()) return true;
  return shape.layout().tiles.empty() && tileless != TilelessLayouts::kChipFallback;
}

absl::StatusOr<hlo::Shape> LayoutPolicy::LaidOut(const hlo::Shape& shape,
                                                 TilelessLayouts tileless) const {
  if (shape.IsTuple()) {
    std::vector<hlo::Shape> elements;
    elements.reserve(shape.tuple_shapes().size());
    for (const hlo::Shape& element : shape.tuple_shapes()) {
      TPUSIM_ASSIGN_OR_RETURN(hlo::Shape laid_out, LaidOut(element, tileless));
      elements.push_back(std::move(laid_out));
    }
    return hlo::Shape::Tuple(std::move(elements));
  }
  if (!NeedsPrediction(shape, tileless)) return shape;
  if (chip_ == nullptr) return NoChip();
  return PredictArray(shape, *chip_, tileless);
}

absl::StatusOr<ShapeSizes> LayoutPolicy::Sizes(const hlo::Shape& shape) const {
  if (chip_ == nullptr) return NoChip();
  ShapeSizes sizes;
  if (NeedsPrediction(shape)) {
    TPUSIM_ASSIGN_OR_RETURN(hlo::Shape laid_out, PredictArray(shape, *chip_, tileless_));
    TPUSIM_ASSIGN_OR_RETURN(sizes.padded, TpuShapeSize(laid_out, *chip_));
  } else {
    TPUSIM_ASSIGN_OR_RETURN(sizes.padded, TpuShapeSize(shape, *chip_));
  }
  TPUSIM_ASSIGN_OR_RETURN(sizes.unpadded, UnpaddedByteSize(shape));
  return sizes;
}

absl::StatusOr<int64_t> LayoutPolicy::PaddedSize(const hlo::Shape& shape) const {
  if (chip_ == nullptr) return NoChip();
  // An unbounded array fails before prediction, so the error shows the shape
  // as the user wrote it, not with a predicted layout.
  if (!NeedsPrediction(shape) || shape.IsUnbounded()) return TpuShapeSize(shape, *chip_);
  TPUSIM_ASSIGN_OR_RETURN(hlo::Shape laid_out, PredictArray(shape, *chip_, tileless_));
  return TpuShapeSize(laid_out, *chip_);
}

}  // namespace tpusim::tpu
