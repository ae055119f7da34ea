// Byte sizes of laid-out shapes with XLA's rules (ShapeUtil::ArraySize as the
// TPU size function applies it) and XLA:TPU's size printing.
#ifndef TPUSIM_TPU_MODEL_SHAPE_SIZE_H_
#define TPUSIM_TPU_MODEL_SHAPE_SIZE_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "hlo/ir/shape.h"
#include "tpu_model/chip.h"

namespace tpusim::tpu {

// Padded bytes of an array shape using its layout (first tile only, L(n),
// E(n)); without a layout, the unpadded size. Tuples: the index table only
// (8 bytes per element). Token: 0. Overflow and unbounded dims are errors.
absl::StatusOr<int64_t> PaddedByteSize(const hlo::Shape& shape);
// Unpadded bytes as XLA counts them ("Unpadded size"): elements x byte width,
// or ceil(elements x E / 8) with a sub-byte E(n) (s4 E(4)). A widening E(n)
// is padding, not data: pred E(32) counts 1 byte per element, as the v2 OOM
// report pred[64,512,2048]{2,1,0:T(8,128)E(32)} "Unpadded size: 64.00M" shows.
// Tuples: 8 bytes per element. Token: 0.
absl::StatusOr<int64_t> UnpaddedByteSize(const hlo::Shape& shape);

// What XLA:TPU's own size function (TpuCompiler_ShapeSize) returns, i.e. the
// LogicalBuffer sizes in its buffer assignment:
//  - arrays with tiles: PaddedByteSize;
//  - arrays with a layout but no tiles, outside the chip's untiled memory
//    spaces: sized with the chip's fallback tiling (old OOM reports print
//    f32[32,128,32,64]{3,0,2,1} and size it as T(8,128); v5p memory_viewer
//    sizes a tile-less u32[] at 4096 B, bf16[] at 2048 B);
//  - arrays without any layout: an error, since whether and how to predict
//    one is the caller's decision (tpu::LayoutPolicy::PaddedSize decides it
//    and then sizes the laid-out shape here);
//  - tuples: the index table, tuple_pointer_bytes per element rounded up to
//    tuple_table_alignment (v5p memory_viewer: 2 and 6 elements = 32 B,
//    44 elements = 192 B; v6e copy-start 3-tuple = 32 B).
absl::StatusOr<int64_t> TpuShapeSize(const hlo::Shape& shape,
                                     const ChipSpec& chip);

// Element count after tiling with `tile` (major-first tile dims, `*` allowed)
// of an array whose physical dims are `physical_dims` (major to minor).
absl::StatusOr<int64_t> TiledElementCount(
    const std::vector<int64_t>& physical_dims, const std::vector<int64_t>& tile);

// A dim the first tile pads: its logical index (-1 for the size-1 major
// dim a tile longer than the rank adds, as T(8,128) does to f32[300]),
// its size and the size it is rounded up to. A `*` tile dim merges its dim
// into the next more minor one, which then stands for both.
struct DimPadding {
  int64_t dim = 0;
  int64_t size = 0;
  int64_t padded_size = 0;
};
// The dims of a laid-out array whose size is not a multiple of its first
// tile's bound (the padding the reports attribute to a dim), most major
// first. Empty for untiled, tuple and token shapes, and when the layout
// does not cover every dim. L(n) and E(n) padding belong to no dim.
std::vector<DimPadding> PaddedDims(const hlo::Shape& shape);

// XLA:TPU's size printing: "512.00M", "64.0K", "0B" (binary units, truncation
// to the next lower unit, ties to even).
std::string FormatXlaSize(int64_t bytes);
// "12.6x": padded / unpadded with one decimal (ties to even); "inf" when
// unpadded is 0 and padded is not.
std::string FormatExpansion(int64_t padded_bytes, int64_t unpadded_bytes);

}  // namespace tpusim::tpu

#endif  // TPUSIM_TPU_MODEL_SHAPE_SIZE_H_
