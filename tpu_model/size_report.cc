#include "tpu_model/size_report.h"

#include <optional>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "hlo/base/checked_math.h"
#include "hlo/base/status_macros.h"
#include "tpu_model/layout_policy.h"
#include "tpu_model/shape_size.h"

namespace tpusim::tpu {

std::vector<std::string> SizeReport::Lines() const {
  std::vector<std::string> lines = {absl::StrCat("Size: ", size),
                                    absl::StrCat("Unpadded size: ", unpadded)};
  if (extra.has_value()) {
    lines.push_back(absl::StrCat("Extra memory due to padding: ", *extra, " (",
                                 expansion.value_or(""), " expansion)"));
  }
  return lines;
}

nlohmann::json SizeReport::ToJson() const {
  nlohmann::json j;
  j["padded_bytes"] = padded_bytes;
  j["unpadded_bytes"] = unpadded_bytes;
  j["size"] = size;
  j["unpadded"] = unpadded;
  j["extra"] = extra.has_value() ? nlohmann::json(*extra) : nlohmann::json(nullptr);
  j["expansion"] =
      expansion.has_value() ? nlohmann::json(*expansion) : nlohmann::json(nullptr);
  return j;
}

SizeReport MakeSizeReport(int64_t padded_bytes, int64_t unpadded_bytes) {
  SizeReport report;
  report.padded_bytes = padded_bytes;
  report.unpadded_bytes = unpadded_bytes;
  report.size = FormatXlaSize(padded_bytes);
  report.unpadded = FormatXlaSize(unpadded_bytes);
  // XLA prints the padding line only when there is padding: every OOM record
  // with equal sizes (f32[4,256,256,256]{3,0,2,1:T(4,128)}) has none.
  if (padded_bytes > unpadded_bytes) {
    report.extra = FormatXlaSize(padded_bytes - unpadded_bytes);
    report.expansion = FormatExpansion(padded_bytes, unpadded_bytes);
  }
  return report;
}

namespace {

// Sums `leaf_size` over the array leaves of a tuple: an OOM report entry for
// a tuple-shaped allocation (a while loop's state) is the whole tuple, 6.06M
// in the one such report seen (tpu_oom_layouts.md section 5), far more than
// its index table.
template <typename LeafSize>
absl::StatusOr<int64_t> SumOfLeaves(const hlo::Shape& shape, const LeafSize& leaf_size) {
  if (!shape.IsTuple()) return leaf_size(shape);
  int64_t total = 0;
  for (const hlo::Shape& element : shape.tuple_shapes()) {
    TPUSIM_ASSIGN_OR_RETURN(int64_t bytes, SumOfLeaves(element, leaf_size));
    std::optional<int64_t> sum = CheckedAdd(total, bytes);
    if (!sum) {
      return absl::InvalidArgumentError(
          absl::StrCat("byte size of ", shape.ToString(), " overflows 64 bits"));
    }
    total = *sum;
  }
  return total;
}

}  // namespace

absl::StatusOr<SizeReport> SizeReportForShape(const hlo::Shape& shape) {
  TPUSIM_ASSIGN_OR_RETURN(int64_t padded, SumOfLeaves(shape, [](const hlo::Shape& s) {
                            return PaddedByteSize(s);
                          }));
  TPUSIM_ASSIGN_OR_RETURN(int64_t unpadded, SumOfLeaves(shape, [](const hlo::Shape& s) {
                            return UnpaddedByteSize(s);
                          }));
  return MakeSizeReport(padded, unpadded);
}

absl::StatusOr<SizeReport> SizeReportForShape(const hlo::Shape& shape,
                                              const ChipSpec& chip) {
  const LayoutPolicy policy(chip);
  TPUSIM_ASSIGN_OR_RETURN(int64_t padded, SumOfLeaves(shape, [&policy](const hlo::Shape& s) {
                            return policy.PaddedSize(s);
                          }));
  TPUSIM_ASSIGN_OR_RETURN(int64_t unpadded, SumOfLeaves(shape, [](const hlo::Shape& s) {
                            return UnpaddedByteSize(s);
                          }));
  return MakeSizeReport(padded, unpadded);
}

}  // namespace tpusim::tpu
