// A sweep shares work between its points (one import, one DimRefiner, the
// answer's padded buffers kept for the padding view): every point must still be
// what an independent single-point run (`tpusim memory --vary NAME=VALUE`:
// import, re-size, compiler model, memory analysis) gives.
#include "memory/fit_search.h"

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "hlo/ir/dim_refinement.h"
#include "hlo/ir/shape.h"
#include "hlo/text/hlo_parser.h"
#include "memory/memory_report.h"
#include "memory/program_memory.h"
#include "test/test_support.h"
#include "tpu_model/chip.h"
#include "tpu_model/shape_size.h"

namespace tpusim::memory {
namespace {

using testing::ReadFileOrDie;
using testing::TestDataPath;

const std::string& MlpText() {
  static const std::string* text = new std::string(ReadFileOrDie(TestDataPath("fit/mlp_step.hlo")));
  return *text;
}

std::unique_ptr<hlo::Module> Import() {
  auto module = hlo::ParseHloModule(MlpText(), "mlp_step.hlo");
  EXPECT_TRUE(module.ok()) << module.status();
  return module.ok() ? *std::move(module) : nullptr;
}

const tpu::ChipSpec& Chip() {
  auto chip = tpu::FindChip("v5e");
  EXPECT_TRUE(chip.ok());
  return **chip;
}

// One point from scratch, as `tpusim memory FILE --vary KEY=VALUE [--vary
// ...]` computes it.
MemoryReport SinglePoint(const std::vector<std::pair<std::string, int64_t>>& values,
                         bool as_written, bool with_buffers = false) {
  std::unique_ptr<hlo::Module> module = Import();
  std::vector<hlo::DimBinding> bindings;
  for (const auto& [key, value] : values) {
    auto resolved = hlo::ResolveDimKeys(*module, key, value);
    EXPECT_TRUE(resolved.ok()) << resolved.status();
    bindings.insert(bindings.end(), resolved->begin(), resolved->end());
  }
  auto refiner = hlo::DimRefiner::Build(module.get());
  EXPECT_TRUE(refiner.ok());
  EXPECT_TRUE((*refiner)->Apply(bindings).ok());
  ProgramMemoryOptions options;
  options.as_written = as_written;
  auto memory = ProgramMemory::Predict(*module, Chip(), options);
  EXPECT_TRUE(memory.ok()) << memory.status();
  ReportOptions report_options;
  report_options.include_buffers = with_buffers;
  report_options.include_timeline = false;
  auto report = BuildMemoryReport(memory->analysis(), report_options);
  EXPECT_TRUE(report.ok()) << report.status();
  return *std::move(report);
}

FitRequest Request(const hlo::Module& module, const std::string& key, int64_t lo, int64_t hi,
                   int64_t step) {
  FitRequest request;
  auto bindings = hlo::ResolveDimKeys(module, key, lo);
  EXPECT_TRUE(bindings.ok()) << bindings.status();
  request.bindings = *bindings;
  request.lo = lo;
  request.hi = hi;
  request.step = step;
  return request;
}

class FitSearchTest : public ::testing::TestWithParam<bool> {};  // as_written

TEST_P(FitSearchTest, EverySweepPointIsTheSinglePointRun) {
  std::unique_ptr<hlo::Module> module = Import();
  FitRequest request = Request(*module, "x.0", 8, 1048576, 8);
  request.as_written = GetParam();
  request.monotonic_samples = 24;  // Points on both sides of the boundary.
  auto fit = FindLargestFitting(module.get(), Chip(), request);
  ASSERT_TRUE(fit.ok()) << fit.status();
  ASSERT_TRUE(fit->max_fitting.has_value());
  ASSERT_GE(fit->points.size(), 20u);
  int64_t fitting = 0, not_fitting = 0;
  for (const FitPoint& point : fit->points) {
    const MemoryReport single = SinglePoint({{"x.0", point.value}}, GetParam());
    EXPECT_EQ(point.peak_bytes, single.peak_bytes) << "x.0=" << point.value;
    EXPECT_EQ(point.fits, single.fits) << "x.0=" << point.value;
    (point.fits ? fitting : not_fitting) += 1;
  }
  EXPECT_GT(fitting, 0);
  EXPECT_GT(not_fitting, 0);
  // The module is given back as it was imported.
  EXPECT_EQ(module->entry()->parameter(0)->shape().dim(0), 8);
}

// The padding view at the answer reads the padded buffers the search kept
// for that value, after the monotonicity samples re-sized the module to
// other values: the figures must be those of a fresh run.
TEST_P(FitSearchTest, ThePaddingViewIsTheSinglePointRun) {
  std::unique_ptr<hlo::Module> module = Import();
  FitRequest request = Request(*module, "x.1", 1000, 9000, 1000);
  request.as_written = GetParam();
  auto fit = FindLargestFitting(module.get(), Chip(), request);
  ASSERT_TRUE(fit.ok()) << fit.status();
  ASSERT_TRUE(fit->max_fitting.has_value());
  ASSERT_TRUE(fit->padding.has_value());
  const FitPadding& padding = *fit->padding;
  EXPECT_GT(fit->points.size(), 2u);
  EXPECT_EQ(padding.value, *fit->max_fitting);
  const MemoryReport single = SinglePoint({{"x.1", padding.value}}, GetParam(), true);
  EXPECT_EQ(padding.peak_bytes, single.peak_bytes);
  int64_t buffers = 0, padding_bytes = 0, aligned = 0;
  for (const BufferEntry& buffer : single.buffers) {
    if (buffer.color != 0) continue;
    auto shape = hlo::ParseShape(buffer.shape);
    if (!shape.ok()) continue;
    bool pads = false;
    for (const tpu::DimPadding& dim : tpu::PaddedDims(*shape)) {
      if (dim.size != padding.value || dim.padded_size <= padding.value) continue;
      pads = true;
      aligned = std::max(aligned, dim.padded_size);
    }
    if (!pads) continue;
    ++buffers;
    padding_bytes += std::max<int64_t>(buffer.size_bytes - buffer.unpadded_bytes, 0);
  }
  EXPECT_EQ(padding.buffers, buffers);
  EXPECT_EQ(padding.padding_bytes, padding_bytes);
  EXPECT_EQ(padding.aligned_value, aligned);
  const MemoryReport at_aligned = SinglePoint({{"x.1", padding.aligned_value}}, GetParam());
  EXPECT_EQ(padding.aligned_peak_bytes, at_aligned.peak_bytes);
  EXPECT_EQ(padding.aligned_fits, at_aligned.fits);
}

// A frontier shares one refiner between its outer values.
TEST_P(FitSearchTest, FrontierPointsAreSinglePointRuns) {
  std::unique_ptr<hlo::Module> module = Import();
  FrontierRequest request;
  request.outer = *hlo::ResolveDimKeys(*module, "x.0", 8);
  request.outer_lo = 8;
  request.outer_hi = 1048576;
  request.outer_step = 8;
  request.inner = *hlo::ResolveDimKeys(*module, "x.1", 128);
  request.inner_lo = 128;
  request.inner_hi = 65536;
  request.inner_step = 128;
  request.as_written = GetParam();
  request.max_outer_points = 6;
  auto frontier = FindFrontier(module.get(), Chip(), request);
  ASSERT_TRUE(frontier.ok()) << frontier.status();
  ASSERT_GE(frontier->points.size(), 2u);
  for (const FrontierPoint& point : frontier->points) {
    const int64_t inner = point.inner_max.value_or(request.inner_lo);
    const MemoryReport single = SinglePoint({{"x.0", point.outer}, {"x.1", inner}}, GetParam());
    EXPECT_EQ(point.peak_bytes, single.peak_bytes) << point.outer << ", " << inner;
    EXPECT_EQ(point.inner_max.has_value(), single.fits) << point.outer;
    if (point.inner_max.has_value() && inner + request.inner_step <= request.inner_hi) {
      EXPECT_FALSE(
          SinglePoint({{"x.0", point.outer}, {"x.1", inner + request.inner_step}}, GetParam())
              .fits)
          << point.outer;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(CompiledAndAsWritten, FitSearchTest, ::testing::Bool(),
                         [](const ::testing::TestParamInfo<bool>& info) {
                           return info.param ? "AsWritten" : "Compiled";
                         });

// Activations read again late (`a`), as a gradient reads its forward pass:
// past the capacity XLA recomputes `a` (rematerialization.h), so the largest
// size that compiles is past the largest that fits as scheduled.
constexpr char kRecomputable[] = R"(HloModule remat, is_scheduled=true
ENTRY e {
  x = f32[1024,1024]{1,0:T(8,128)} parameter(0)
  a = f32[1024,1024]{1,0:T(8,128)} exponential(x)
  b = f32[1024,1024]{1,0:T(8,128)} dot(a, x), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  c = f32[1024,1024]{1,0:T(8,128)} dot(b, x), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  d = f32[1024,1024]{1,0:T(8,128)} dot(c, b), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  e2 = f32[1024,1024]{1,0:T(8,128)} dot(d, c), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  ROOT r = f32[1024,1024]{1,0:T(8,128)} dot(e2, a), lhs_contracting_dims={1}, rhs_contracting_dims={0}
})";

TEST(FitSearchRematerializationTest, BothVerdictsAndTheirBoundaries) {
  auto parsed = hlo::ParseHloModule(kRecomputable, "remat.hlo");
  ASSERT_TRUE(parsed.ok()) << parsed.status();
  std::unique_ptr<hlo::Module> module = *std::move(parsed);
  FitRequest request = Request(*module, "x.0", 1024, 40960, 1024);
  auto fit = FindLargestFitting(module.get(), Chip(), request);
  ASSERT_TRUE(fit.ok()) << fit.status();
  // Six square f32 arrays at once (x, a, b, c, d and the output) fit v5e's
  // 15.75 GiB up to 25600 (6 x 25600^2 x 4 B = 14.6 GiB); five, once `a`
  // is recomputed, up to 28672 (15.3 GiB).
  EXPECT_EQ(fit->max_fitting, 25600);
  EXPECT_EQ(fit->max_fitting_with_rematerialization, 28672);
  EXPECT_TRUE(fit->monotonic);
  bool some_only_with_remat = false;
  for (const FitPoint& point : fit->points) {
    EXPECT_EQ(point.compiles(), point.value <= 28672) << point.value;
    some_only_with_remat |= point.fits_with_rematerialization;
    if (point.fits_with_rematerialization) {
      EXPECT_LT(point.rematerialized_peak_bytes, point.peak_bytes);
    }
  }
  EXPECT_TRUE(some_only_with_remat);
  const nlohmann::json json =
      FitResultToJson(*fit, {"remat.hlo", "remat", "v5e", "x.0", 1024, 40960, 1024});
  EXPECT_EQ(json["max_fitting"]["x.0"], 25600);
  EXPECT_EQ(json["max_fitting_with_rematerialization"]["x.0"], 28672);
}

}  // namespace
}  // namespace tpusim::memory
