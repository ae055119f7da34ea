// Predicts the layout XLA:TPU assigns to an array that has none (StableHLO and
// pre-optimization HLO): tiles by element width and second-minor size, and
// the minor-to-major order where XLA reorders dims to cut padding.
//
// The rules and the dumps they come from are in docs/tpu_model.md; the
// generation differences are the chip's LayoutRules (chip.h).
#ifndef TPUSIM_TPU_MODEL_LAYOUT_PREDICTOR_H_
#define TPUSIM_TPU_MODEL_LAYOUT_PREDICTOR_H_

#include <cstdint>
#include <vector>

#include "absl/status/statusor.h"
#include "hlo/ir/shape.h"
#include "tpu_model/chip.h"

namespace tpusim::tpu {

// Returns `shape` with a predicted layout on every array leaf. Leaves that
// already have a layout with tiles are kept as they are, and so are leaves in
// an untiled memory space (sync flags, SMEM). A tile-less layout with a
// non-default minor_to_major is an explicit choice and keeps its order; a
// default one (what every pre-optimization dump prints) is re-predicted,
// unless layout assignment marked it as chosen (Layout::order_assigned).
absl::StatusOr<hlo::Shape> PredictLayout(const hlo::Shape& shape,
                                         const ChipSpec& chip);

// The tile-choice rule alone: the layout (tiles, E(n)) of an array of
// `type` and `dims` laid out in `minor_to_major` order.
absl::StatusOr<hlo::Layout> PredictTiledLayout(
    hlo::PrimitiveType type, const std::vector<int64_t>& dims,
    const std::vector<int64_t>& minor_to_major, const ChipSpec& chip);

// The minor_to_major order XLA picks for an unlaid array: the default
// {rank-1, ..., 0}, or, on chips that reorder to cut padding, the least
// padded order (ties: see docs/tpu_model.md).
absl::StatusOr<std::vector<int64_t>> PredictMinorToMajor(
    hlo::PrimitiveType type, const std::vector<int64_t>& dims,
    const ChipSpec& chip);

}  // namespace tpusim::tpu

#endif  // TPUSIM_TPU_MODEL_LAYOUT_PREDICTOR_H_
