// Fuzz target: shape strings, as `tpusim size SHAPE [--chip C]` and
// `tpusim layout SHAPE --chip C` read them, on every shipped chip.
#include <cstddef>

#include "absl/status/statusor.h"
#include "hlo/ir/shape.h"
#include "test/fuzz/fuzz_support.h"
#include "tpu_model/chip.h"
#include "tpu_model/layout_predictor.h"
#include "tpu_model/size_report.h"

namespace tpusim::fuzz {
namespace {

volatile size_t g_sink = 0;

void SinkReport(const absl::StatusOr<tpu::SizeReport>& report) {
  if (!report.ok()) return;
  for (const std::string& line : report->Lines()) g_sink = g_sink + line.size();
  g_sink = g_sink + report->ToJson().dump(-1, ' ', false,
                                          nlohmann::json::error_handler_t::replace).size();
}

}  // namespace

TPUSIM_FUZZ_TARGET(FuzzShape) {
  const absl::string_view text = AsText(data, size);
  // The leading-shape parser the HLO parser uses, and the whole-string one.
  size_t pos = 0;
  size_t error_offset = 0;
  (void)hlo::ParseShapeAt(text, &pos, &error_offset);
  absl::StatusOr<hlo::Shape> shape = hlo::ParseShape(text, "<shape>");
  if (!shape.ok()) return 0;
  g_sink = g_sink + shape->ToString().size();
  (void)shape->ElementCount();
  SinkReport(tpu::SizeReportForShape(*shape));
  for (const tpu::ChipSpec& chip : tpu::AllChips()) {
    SinkReport(tpu::SizeReportForShape(*shape, chip));
    absl::StatusOr<hlo::Shape> laid_out = tpu::PredictLayout(*shape, chip);
    if (laid_out.ok()) SinkReport(tpu::SizeReportForShape(*laid_out, chip));
  }
  return 0;
}

}  // namespace tpusim::fuzz
