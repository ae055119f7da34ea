#include "memory/size_function.h"

#include "hlo/base/status_macros.h"
#include "tpu_model/layout_predictor.h"
#include "tpu_model/shape_size.h"

namespace tpusim::memory {

bool SizeFunction::NeedsPrediction(const hlo::Shape& shape) const {
  if (!shape.IsArray()) return false;
  if (!shape.has_layout()) return true;
  // PredictLayout keeps a non-default dim order and the memory space, and
  // leaves arrays in untiled memory spaces alone.
  return shape.layout().tiles.empty() && tileless_ == TilelessLayouts::kPredict;
}

absl::StatusOr<ShapeSizes> SizeFunction::Sizes(const hlo::Shape& shape) const {
  ShapeSizes sizes;
  if (NeedsPrediction(shape)) {
    TPUSIM_ASSIGN_OR_RETURN(hlo::Shape laid_out, tpu::PredictLayout(shape, *chip_));
    TPUSIM_ASSIGN_OR_RETURN(sizes.padded, tpu::TpuShapeSize(laid_out, *chip_));
  } else {
    TPUSIM_ASSIGN_OR_RETURN(sizes.padded, tpu::TpuShapeSize(shape, *chip_));
  }
  TPUSIM_ASSIGN_OR_RETURN(sizes.unpadded, tpu::UnpaddedByteSize(shape));
  return sizes;
}

absl::StatusOr<hlo::Shape> SizeFunction::LaidOut(const hlo::Shape& shape) const {
  if (shape.IsTuple()) {
    std::vector<hlo::Shape> elements;
    elements.reserve(shape.tuple_shapes().size());
    for (const hlo::Shape& element : shape.tuple_shapes()) {
      TPUSIM_ASSIGN_OR_RETURN(hlo::Shape laid_out, LaidOut(element));
      elements.push_back(std::move(laid_out));
    }
    return hlo::Shape::Tuple(std::move(elements));
  }
  if (!NeedsPrediction(shape)) return shape;
  return tpu::PredictLayout(shape, *chip_);
}

int64_t SizeFunction::Color(const hlo::Shape& shape) {
  if (shape.IsTuple() || !shape.has_layout()) return 0;
  return shape.layout().memory_space;
}

}  // namespace tpusim::memory
