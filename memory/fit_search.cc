#include "memory/fit_search.h"

#include <algorithm>
#include <map>
#include <memory>
#include <optional>

#include "absl/algorithm/container.h"
#include "absl/strings/str_cat.h"
#include "hlo/ir/shape.h"
#include "tpu_model/shape_size.h"
#include "hlo/base/status_macros.h"
#include "memory/buffer_sizes.h"
#include "memory/dataflow.h"
#include "memory/memory_analysis.h"
#include "memory/memory_report.h"
#include "memory/program_memory.h"

namespace tpusim::memory {
namespace {

// Evaluates the points of one sweep on one imported module and one
// DimRefiner (built once per sweep: the union-find over every array dim of
// the program). Each point is re-sized in place and costs one compiler-model
// and memory-analysis run; a value is evaluated at most once. What the
// padding view needs of the largest fitting value so far (its padded HBM
// buffers) is kept, so the view at the answer does not evaluate that point
// again; its analysis is not, since keeping it alive beside the next point's
// raised the sweep's peak RSS from 188 to 255 MB.
class PointEvaluator {
 public:
  PointEvaluator(hlo::Module* module, hlo::DimRefiner* refiner, const tpu::ChipSpec& chip,
                 const FitRequest& request)
      : module_(module), refiner_(refiner), chip_(chip), request_(request) {}

  absl::StatusOr<FitPoint> At(int64_t value) {
    if (auto it = points_.find(value); it != points_.end()) return it->second;
    TPUSIM_ASSIGN_OR_RETURN(Evaluated evaluated, Evaluate(value));
    const MemoryReport& report = evaluated.report;
    FitPoint point{value, report.peak_bytes, report.fits, report.fits_with_rematerialization,
                   report.rematerialized_peak_bytes};
    points_[value] = point;
    if (point.fits && request_.padding_view && (!kept_ || value > kept_value_)) {
      // The module is still sized at `value`, which the analysis may read
      // (a program sized as written). An error matters only if this value
      // turns out to be the answer.
      kept_ = PaddedBuffers(evaluated.memory.analysis(), report.peak_bytes, value);
      kept_value_ = value;
    }
    if (request_.progress) request_.progress(point);
    return point;
  }

  // The buffers of the largest fitting value that pad a dim of its size
  // (matched by size: the compiler model's output keeps no link to the
  // varied dim), and the peak at the size they pad it to. The aligned point
  // is not one of the search's points.
  absl::StatusOr<std::optional<FitPadding>> Padding(int64_t value) {
    FitPadding padding;
    if (kept_ && kept_value_ == value) {
      TPUSIM_ASSIGN_OR_RETURN(padding, *kept_);
    } else {
      TPUSIM_ASSIGN_OR_RETURN(Evaluated evaluated, Evaluate(value));
      TPUSIM_ASSIGN_OR_RETURN(padding, PaddedBuffers(evaluated.memory.analysis(),
                                                     evaluated.report.peak_bytes, value));
    }
    kept_.reset();
    if (padding.buffers == 0) return std::optional<FitPadding>();
    if (auto it = points_.find(padding.aligned_value); it != points_.end()) {
      padding.aligned_peak_bytes = it->second.peak_bytes;
      padding.aligned_fits = it->second.fits;
    } else {
      TPUSIM_ASSIGN_OR_RETURN(Evaluated aligned, Evaluate(padding.aligned_value));
      padding.aligned_peak_bytes = aligned.report.peak_bytes;
      padding.aligned_fits = aligned.report.fits;
    }
    return std::optional<FitPadding>(padding);
  }

  const std::map<int64_t, FitPoint>& points() const { return points_; }
  int64_t capacity_bytes() const { return capacity_bytes_; }

 private:
  // The view's fields at `value`: the HBM buffers (every assigned value,
  // as `tpusim memory --all` lists them) whose tiles pad a dim of that size,
  // and the size they pad it to. Read from the analysis itself: printing
  // every buffer's shape into a report and parsing it back cost as much as
  // a fifth of a point on Llama 3.1 8B.
  static absl::StatusOr<FitPadding> PaddedBuffers(const MemoryAnalysis& analysis,
                                                  int64_t peak_bytes, int64_t value) {
    FitPadding padding;
    padding.value = value;
    padding.peak_bytes = peak_bytes;
    const Dataflow& dataflow = analysis.dataflow();
    const BufferSizes& sizes = analysis.sizes();
    for (ValueIndex v = 0; v < dataflow.value_count(); ++v) {
      if (analysis.assignment().AllocationOf(v) == kNone || sizes.value_color[v] != 0) continue;
      const hlo::Shape& shape = analysis.index().node_shape(dataflow.value(v).node);
      if (!shape.IsArray() || !absl::c_linear_search(shape.dims(), value)) continue;
      TPUSIM_ASSIGN_OR_RETURN(hlo::Shape laid_out, analysis.size_function().LaidOut(shape));
      bool pads = false;
      for (const tpu::DimPadding& dim : tpu::PaddedDims(laid_out)) {
        if (dim.size != value || dim.padded_size <= value) continue;
        pads = true;
        padding.aligned_value = std::max(padding.aligned_value, dim.padded_size);
      }
      if (!pads) continue;
      ++padding.buffers;
      padding.padding_bytes +=
          std::max<int64_t>(sizes.value_padded[v] - sizes.value_unpadded[v], 0);
    }
    return padding;
  }

  struct Evaluated {
    ProgramMemory memory;
    MemoryReport report;
  };

  absl::Status Resize(int64_t value) {
    std::vector<hlo::DimBinding> bindings = request_.bindings;
    for (hlo::DimBinding& binding : bindings) binding.size = value;
    bindings.insert(bindings.end(), request_.fixed.begin(), request_.fixed.end());
    absl::Status applied = refiner_->Apply(bindings);
    if (!applied.ok()) {
      return absl::InvalidArgumentError(absl::StrCat("at ", value, ": ", applied.message()));
    }
    return absl::OkStatus();
  }

  absl::StatusOr<MemoryReport> BuildReport(const ProgramMemory& memory) {
    ReportOptions report_options;
    report_options.include_buffers = false;
    report_options.include_timeline = false;
    report_options.include_peak_buffers = false;
    TPUSIM_ASSIGN_OR_RETURN(MemoryReport report,
                            BuildMemoryReport(memory.analysis(), report_options));
    capacity_bytes_ = report.capacity_bytes;
    return report;
  }

  absl::StatusOr<Evaluated> Evaluate(int64_t value) {
    TPUSIM_RETURN_IF_ERROR(Resize(value));
    ProgramMemoryOptions options;
    options.as_written = request_.as_written;
    TPUSIM_ASSIGN_OR_RETURN(ProgramMemory memory, ProgramMemory::Predict(*module_, chip_, options));
    TPUSIM_ASSIGN_OR_RETURN(MemoryReport report, BuildReport(memory));
    return Evaluated{std::move(memory), std::move(report)};
  }

  hlo::Module* module_;
  hlo::DimRefiner* refiner_;
  const tpu::ChipSpec& chip_;
  const FitRequest& request_;
  std::map<int64_t, FitPoint> points_;
  int64_t capacity_bytes_ = 0;
  std::optional<absl::StatusOr<FitPadding>> kept_;
  int64_t kept_value_ = 0;
};

absl::StatusOr<FitResult> FindLargestFittingWith(hlo::Module* module, hlo::DimRefiner* refiner,
                                                 const tpu::ChipSpec& chip,
                                                 const FitRequest& request) {
  if (request.bindings.empty()) return absl::InvalidArgumentError("no dim to vary");
  if (request.lo <= 0 || request.hi < request.lo || request.step <= 0) {
    return absl::InvalidArgumentError("the range must have 0 < LO <= HI and STEP > 0");
  }
  PointEvaluator evaluate(module, refiner, chip, request);
  const int64_t count = (request.hi - request.lo) / request.step + 1;
  const auto value_at = [&](int64_t index) { return request.lo + index * request.step; };

  FitResult result;
  for (const hlo::DimBinding& binding : request.bindings) {
    result.tied_dims += refiner->TiedDimCount(binding);
  }
  // The largest index from `from` on whose point holds `holds` (nullopt if
  // `from`'s does not), by bisection.
  const auto largest = [&](auto holds, int64_t from) -> absl::StatusOr<std::optional<int64_t>> {
    int64_t lo = from, hi = count - 1;
    TPUSIM_ASSIGN_OR_RETURN(FitPoint first, evaluate.At(value_at(lo)));
    if (!holds(first)) return std::optional<int64_t>();
    TPUSIM_ASSIGN_OR_RETURN(FitPoint last, evaluate.At(value_at(hi)));
    if (holds(last)) return std::optional<int64_t>(hi);
    while (hi - lo > 1) {  // lo holds, hi does not.
      const int64_t mid = lo + (hi - lo) / 2;
      TPUSIM_ASSIGN_OR_RETURN(FitPoint p, evaluate.At(value_at(mid)));
      (holds(p) ? lo : hi) = mid;
    }
    return std::optional<int64_t>(lo);
  };
  absl::Status status = [&]() -> absl::Status {
    TPUSIM_ASSIGN_OR_RETURN(std::optional<int64_t> fitting,
                            largest([](const FitPoint& p) { return p.fits; }, 0));
    if (fitting.has_value()) result.max_fitting = value_at(*fitting);
    // Every point that fits also compiles with rematerialization, so that
    // search starts at the answer; the bisection above has evaluated the
    // next point already, which usually ends it.
    const int64_t from = fitting.value_or(0);
    std::optional<int64_t> compiling;
    if (!fitting.has_value() || from + 1 >= count) {
      TPUSIM_ASSIGN_OR_RETURN(compiling,
                              largest([](const FitPoint& p) { return p.compiles(); }, from));
    } else {
      TPUSIM_ASSIGN_OR_RETURN(FitPoint next, evaluate.At(value_at(from + 1)));
      compiling = from;
      if (next.compiles()) {
        TPUSIM_ASSIGN_OR_RETURN(
            compiling, largest([](const FitPoint& p) { return p.compiles(); }, from + 1));
      }
    }
    if (compiling.has_value()) result.max_fitting_with_rematerialization = value_at(*compiling);
    for (int64_t k = 1; k < request.monotonic_samples && count > 2; ++k) {
      TPUSIM_RETURN_IF_ERROR(
          evaluate.At(value_at((count - 1) * k / request.monotonic_samples)).status());
    }
    if (result.max_fitting.has_value() && request.padding_view) {
      TPUSIM_ASSIGN_OR_RETURN(result.padding, evaluate.Padding(*result.max_fitting));
    }
    return absl::OkStatus();
  }();
  refiner->Restore();
  TPUSIM_RETURN_IF_ERROR(status);

  int64_t previous_peak = -1;
  for (const auto& [value, point] : evaluate.points()) {
    if (point.peak_bytes < previous_peak) result.monotonic = false;
    previous_peak = point.peak_bytes;
    if (result.max_fitting.has_value() && (value <= *result.max_fitting) != point.fits) {
      result.monotonic = false;
    }
    const std::optional<int64_t>& compiling = result.max_fitting_with_rematerialization;
    if (compiling.has_value() && (value <= *compiling) != point.compiles()) {
      result.monotonic = false;
    }
    result.points.push_back(point);
  }
  result.capacity_bytes = evaluate.capacity_bytes();
  return result;
}

}  // namespace

absl::StatusOr<FitResult> FindLargestFitting(hlo::Module* module, const tpu::ChipSpec& chip,
                                             const FitRequest& request) {
  TPUSIM_ASSIGN_OR_RETURN(std::unique_ptr<hlo::DimRefiner> refiner,
                          hlo::DimRefiner::Build(module));
  return FindLargestFittingWith(module, refiner.get(), chip, request);
}

absl::StatusOr<FrontierResult> FindFrontier(hlo::Module* module, const tpu::ChipSpec& chip,
                                            const FrontierRequest& request) {
  if (request.outer.empty() || request.inner.empty()) {
    return absl::InvalidArgumentError("a frontier needs two dims to vary");
  }
  if (request.outer_lo <= 0 || request.outer_hi < request.outer_lo || request.outer_step <= 0) {
    return absl::InvalidArgumentError("the range must have 0 < LO <= HI and STEP > 0");
  }
  const int64_t count = (request.outer_hi - request.outer_lo) / request.outer_step + 1;
  const int64_t samples = std::max<int64_t>(2, std::min(count, request.max_outer_points));
  std::vector<int64_t> outer_values;
  for (int64_t k = 0; k < samples; ++k) {
    const int64_t index = count == 1 ? 0 : (count - 1) * k / (samples - 1);
    const int64_t value = request.outer_lo + index * request.outer_step;
    if (outer_values.empty() || outer_values.back() != value) outer_values.push_back(value);
  }
  // One refiner for every outer value: the program's dims are tied the same
  // way whatever their sizes.
  TPUSIM_ASSIGN_OR_RETURN(std::unique_ptr<hlo::DimRefiner> refiner,
                          hlo::DimRefiner::Build(module));
  FrontierResult out;
  for (const int64_t outer : outer_values) {
    FitRequest inner;
    inner.bindings = request.inner;
    inner.lo = request.inner_lo;
    inner.hi = request.inner_hi;
    inner.step = request.inner_step;
    inner.as_written = request.as_written;
    inner.monotonic_samples = 0;
    inner.padding_view = false;
    inner.fixed = request.outer;
    for (hlo::DimBinding& binding : inner.fixed) binding.size = outer;
    absl::StatusOr<FitResult> fit = FindLargestFittingWith(module, refiner.get(), chip, inner);
    if (!fit.ok()) {
      return absl::Status(fit.status().code(),
                          absl::StrCat("at outer ", outer, ": ", fit.status().message()));
    }
    FrontierPoint point;
    point.outer = outer;
    point.inner_max = fit->max_fitting;
    const int64_t at = fit->max_fitting.value_or(request.inner_lo);
    for (const FitPoint& p : fit->points) {
      if (p.value == at) point.peak_bytes = p.peak_bytes;
    }
    if (!out.points.empty()) {
      const FrontierPoint& previous = out.points.back();
      if (point.inner_max.value_or(0) > previous.inner_max.value_or(0)) out.monotonic = false;
    }
    out.points.push_back(point);
    out.capacity_bytes = fit->capacity_bytes;
    out.inner_tied_dims = fit->tied_dims;
    if (request.progress) request.progress(outer, *fit);
  }
  for (const hlo::DimBinding& binding : request.outer) {
    out.outer_tied_dims += refiner->TiedDimCount(binding);
  }
  return out;
}

nlohmann::json FitResultToJson(const FitResult& result, const FitJsonContext& context) {
  nlohmann::json points = nlohmann::json::array();
  for (const FitPoint& point : result.points) {
    nlohmann::json p = {{"values", {{context.key, point.value}}},
                        {"peak_bytes", point.peak_bytes},
                        {"fits", point.fits},
                        {"fits_with_rematerialization", point.compiles()}};
    if (point.fits_with_rematerialization) {
      p["rematerialized_peak_bytes"] = point.rematerialized_peak_bytes;
    }
    points.push_back(std::move(p));
  }
  const auto value_or_null = [](const std::optional<int64_t>& v) {
    return v.has_value() ? nlohmann::json(*v) : nlohmann::json(nullptr);
  };
  nlohmann::json max_fitting = nlohmann::json::object();
  max_fitting[context.key] = value_or_null(result.max_fitting);
  nlohmann::json max_with = nlohmann::json::object();
  max_with[context.key] = value_or_null(result.max_fitting_with_rematerialization);
  nlohmann::json padding = nullptr;
  if (result.padding.has_value()) {
    const FitPadding& p = *result.padding;
    padding = {{"value", p.value},
               {"aligned_value", p.aligned_value},
               {"values_padded", p.buffers},
               {"padding_bytes", p.padding_bytes},
               {"peak_bytes", p.peak_bytes},
               {"aligned_peak_bytes", p.aligned_peak_bytes},
               {"aligned_fits", p.aligned_fits}};
  }
  return {{"file", context.file},
          {"module", context.module},
          {"chip", context.chip},
          {"capacity_bytes", result.capacity_bytes},
          {"varied", {{{"name", context.key},
                       {"lo", context.lo},
                       {"hi", context.hi},
                       {"step", context.step},
                       {"tied_dims", result.tied_dims}}}},
          {"max_fitting", max_fitting},
          {"max_fitting_with_rematerialization", max_with},
          {"monotonic", result.monotonic},
          {"padding", padding},
          {"points", points}};
}

nlohmann::json FrontierResultToJson(const FrontierResult& result, const FitJsonContext& outer,
                                    const FitJsonContext& inner) {
  const auto value_or_null = [](const std::optional<int64_t>& v) {
    return v.has_value() ? nlohmann::json(*v) : nlohmann::json(nullptr);
  };
  std::optional<int64_t> outer_best, inner_best;
  nlohmann::json points = nlohmann::json::array();
  for (const FrontierPoint& p : result.points) {
    if (p.inner_max.has_value()) outer_best = p.outer;
    points.push_back({{"values", {{outer.key, p.outer}, {inner.key, value_or_null(p.inner_max)}}},
                      {"peak_bytes", p.peak_bytes},
                      {"fits", p.inner_max.has_value()}});
  }
  if (!result.points.empty()) inner_best = result.points.front().inner_max;
  nlohmann::json max_fitting = nlohmann::json::object();
  max_fitting[outer.key] = value_or_null(outer_best);
  max_fitting[inner.key] = value_or_null(inner_best);
  const auto varied = [](const FitJsonContext& c, int64_t tied) {
    return nlohmann::json{
        {"name", c.key}, {"lo", c.lo}, {"hi", c.hi}, {"step", c.step}, {"tied_dims", tied}};
  };
  return {{"file", outer.file},
          {"module", outer.module},
          {"chip", outer.chip},
          {"capacity_bytes", result.capacity_bytes},
          {"varied", {varied(outer, result.outer_tied_dims), varied(inner, result.inner_tied_dims)}},
          {"max_fitting", max_fitting},
          {"monotonic", result.monotonic},
          {"frontier", points},
          {"points", points}};
}

}  // namespace tpusim::memory
