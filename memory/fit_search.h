// The largest value of a program dim that fits the chip (issue 14, `tpusim
// fit`): the dim and everything tied to it are re-sized per point
// (hlo/ir/dim_refinement.h), each point goes through the compiler model and
// the memory analysis `tpusim memory` runs, and a bisection over the
// LO..HI:STEP grid finds the boundary; evenly spaced samples check that the
// peak grows with the value (bisection's assumption). A sweep shares the
// import, one DimRefiner and each value's result between its points, and
// keeps the answer's padded buffers for the padding view (docs/fit.md,
// Speed).
#ifndef TPUSIM_MEMORY_FIT_SEARCH_H_
#define TPUSIM_MEMORY_FIT_SEARCH_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "nlohmann/json.hpp"
#include "hlo/ir/dim_refinement.h"
#include "hlo/ir/hlo_module.h"
#include "tpu_model/chip.h"

namespace tpusim::memory {

struct FitPoint {
  int64_t value = 0;
  int64_t peak_bytes = 0;
  bool fits = false;
  // Over the capacity but under it once XLA rematerializes
  // (rematerialization.h); then also the peak it is predicted to reach.
  bool fits_with_rematerialization = false;
  int64_t rematerialized_peak_bytes = 0;
  bool compiles() const { return fits || fits_with_rematerialization; }
};

struct FitRequest {
  // The dims that take each value together (their sizes are ignored).
  std::vector<hlo::DimBinding> bindings;
  int64_t lo = 1;
  int64_t hi = 1;
  int64_t step = 1;
  // Size the program as written, without the compiler model.
  bool as_written = false;
  int64_t monotonic_samples = 6;
  // Dims held at their given sizes at every point (the other name of a
  // frontier), applied together with `bindings`.
  std::vector<hlo::DimBinding> fixed;
  // Work out the padding-aware view at the answer.
  bool padding_view = true;
  // Called after each evaluated point.
  std::function<void(const FitPoint&)> progress;
};

// The padding-aware view of the answer (Cloud TPU's performance guides:
// feature dims a multiple of 128, batch a multiple of 8): at the largest
// fitting value, the HBM buffers whose tiles pad a dim of exactly that size,
// and what the next size without that padding would cost.
struct FitPadding {
  int64_t value = 0;          // The largest fitting value.
  int64_t aligned_value = 0;  // The size those buffers pad the dim to.
  int64_t buffers = 0;        // HBM buffers with a dim of `value` padded.
  int64_t padding_bytes = 0;  // Their padded minus unpadded bytes.
  int64_t peak_bytes = 0;     // At `value`.
  int64_t aligned_peak_bytes = 0;
  bool aligned_fits = false;
};

struct FitResult {
  std::optional<int64_t> max_fitting;  // nullopt: not even `lo` fits.
  // The same when XLA may rematerialize: the largest value it compiles.
  std::optional<int64_t> max_fitting_with_rematerialization;
  std::vector<FitPoint> points;        // Every evaluated point, by value.
  bool monotonic = true;
  int64_t capacity_bytes = 0;
  int64_t tied_dims = 0;  // Dims re-sized with the bindings.
  // Set when some HBM buffer pads a dim of the largest fitting value's size.
  std::optional<FitPadding> padding;
};

// Two varied names (issue 14's frontier): for each value of the outer name
// on its grid (at most `max_outer_points` of them, evenly spaced, both ends
// included), the largest inner value that fits.
struct FrontierRequest {
  std::vector<hlo::DimBinding> outer;
  int64_t outer_lo = 1, outer_hi = 1, outer_step = 1;
  std::vector<hlo::DimBinding> inner;
  int64_t inner_lo = 1, inner_hi = 1, inner_step = 1;
  bool as_written = false;
  int64_t max_outer_points = 32;
  // Called after each outer value's search.
  std::function<void(int64_t outer, const FitResult&)> progress;
};

struct FrontierPoint {
  int64_t outer = 0;
  std::optional<int64_t> inner_max;  // nullopt: not even the inner LO fits.
  int64_t peak_bytes = 0;            // At (outer, inner_max), or at inner LO.
};

struct FrontierResult {
  std::vector<FrontierPoint> points;  // By outer value.
  // Fewer inner values fit as the outer value grows.
  bool monotonic = true;
  int64_t capacity_bytes = 0;
  int64_t outer_tied_dims = 0;
  int64_t inner_tied_dims = 0;
};

absl::StatusOr<FrontierResult> FindFrontier(hlo::Module* module, const tpu::ChipSpec& chip,
                                            const FrontierRequest& request);

// What the varied name and range were, for the JSON.
struct FitJsonContext {
  std::string file;
  std::string module;
  std::string chip;  // Canonical name.
  std::string key;   // The --vary key.
  int64_t lo = 0;
  int64_t hi = 0;
  int64_t step = 0;
};

// `tpusim fit --json` (docs/fit.md): file, module, chip, capacity_bytes,
// varied, max_fitting, monotonic, padding, points. The CLI and the Python
// binding print this one object.
nlohmann::json FitResultToJson(const FitResult& result, const FitJsonContext& context);

// `tpusim fit --json` with two --vary: as above with two `varied` entries,
// `max_fitting` for both names (the outer name's largest value beside the
// inner LO, the inner name's largest beside the outer LO), and `frontier`
// (also `points`): {values: {outer, inner or null}, peak_bytes, fits}.
nlohmann::json FrontierResultToJson(const FrontierResult& result, const FitJsonContext& outer,
                                    const FitJsonContext& inner);

// `module` is re-sized per point and restored before returning.
absl::StatusOr<FitResult> FindLargestFitting(hlo::Module* module, const tpu::ChipSpec& chip,
                                             const FitRequest& request);

}  // namespace tpusim::memory

#endif  // TPUSIM_MEMORY_FIT_SEARCH_H_
