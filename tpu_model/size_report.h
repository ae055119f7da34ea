// The size lines XLA:TPU prints for one allocation in an OOM report:
//
//   Size: 512.00M
//   Unpadded size: 40.50M
//   Extra memory due to padding: 471.50M (12.6x expansion)
//
// (the last line only when padded > unpadded), and the same figures as a
// struct for JSON output.
#ifndef TPUSIM_TPU_MODEL_SIZE_REPORT_H_
#define TPUSIM_TPU_MODEL_SIZE_REPORT_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "hlo/ir/shape.h"
#include "nlohmann/json.hpp"
#include "tpu_model/chip.h"

namespace tpusim::tpu {

struct SizeReport {
  int64_t padded_bytes = 0;
  int64_t unpadded_bytes = 0;
  std::string size;      // "512.00M"
  std::string unpadded;  // "40.50M"
  // Set only when padded_bytes > unpadded_bytes (XLA omits the line).
  std::optional<std::string> extra;      // "471.50M"
  std::optional<std::string> expansion;  // "12.6x"

  // "Size: ...", "Unpadded size: ...", ["Extra memory due to padding: ..."].
  std::vector<std::string> Lines() const;
  // {"padded_bytes", "unpadded_bytes", "size", "unpadded", "extra",
  //  "expansion"}; extra and expansion are null when there is no padding.
  nlohmann::json ToJson() const;
};

// The report from byte counts.
SizeReport MakeSizeReport(int64_t padded_bytes, int64_t unpadded_bytes);

// The report for a shape with XLA's generic rules (PaddedByteSize): a shape
// without tiles is its unpadded size. A tuple reports the sum of its array
// leaves (an OOM entry for a loop-state tuple is the whole tuple), not its
// index table.
absl::StatusOr<SizeReport> SizeReportForShape(const hlo::Shape& shape);
// The report as XLA:TPU on `chip` prints it (LayoutPolicy::PaddedSize): a
// tile-less layout gets the chip's fallback tiling, a missing layout the
// predicted one.
absl::StatusOr<SizeReport> SizeReportForShape(const hlo::Shape& shape,
                                              const ChipSpec& chip);

}  // namespace tpusim::tpu

#endif  // TPUSIM_TPU_MODEL_SIZE_REPORT_H_
