// Fuzz target: chip files (`--chip-file FILE.json`, docs/tpu_model.md). An
// accepted chip sizes and lays out a few shapes and runs the memory
// analysis and lint of a sample program, as every command does with it.
#include <string>

#include "absl/status/statusor.h"
#include "hlo/ir/shape.h"
#include "test/fuzz/fuzz_support.h"
#include "tpu_model/chip.h"
#include "tpu_model/layout_predictor.h"
#include "tpu_model/size_report.h"

namespace tpusim::fuzz {
namespace {

volatile size_t g_sink = 0;

constexpr absl::string_view kShapes[] = {
    "f32[256,4]", "bf16[8,128,3]{2,1,0}", "s8[1024]", "pred[7,9]", "f32[]",
    "(f32[4,8], s32[2])", "f32[4,128]{1,0:T(8,128)}", "u4[33,65]",
};

}  // namespace

TPUSIM_FUZZ_TARGET(FuzzChipFile) {
  absl::StatusOr<tpu::ChipSpec> chip = tpu::ParseChipJson(AsText(data, size), "fuzz.json");
  if (!chip.ok()) return 0;
  for (absl::string_view text : kShapes) {
    absl::StatusOr<hlo::Shape> shape = hlo::ParseShape(text);
    if (!shape.ok()) continue;
    absl::StatusOr<tpu::SizeReport> report = tpu::SizeReportForShape(*shape, *chip);
    if (report.ok()) g_sink = g_sink + report->Lines().size();
    absl::StatusOr<hlo::Shape> laid_out = tpu::PredictLayout(*shape, *chip);
    if (laid_out.ok()) g_sink = g_sink + laid_out->ToString().size();
  }
  AnalyzeModules({&SampleModule()}, "", *chip);
  return 0;
}

}  // namespace tpusim::fuzz
