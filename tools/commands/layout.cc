// tpusim layout SHAPE --chip NAME [--json]
//
//   $ tpusim layout 'f32[2048,16]' --chip v5p
//   f32[2048,16]{0,1:T(8,128)}
//   Size: 128.0K
//   Unpadded size: 128.0K
//
// The layout XLA:TPU would assign to an unlaid shape on that chip
// (tpu_model/layout_predictor.h) and its sizes.
#include <iostream>

#include "tools/cli.h"
#include "tpu_model/layout_predictor.h"
#include "tpu_model/size_report.h"

namespace tpusim::cli {
namespace {

struct LayoutOptions {
  std::string shape;
  bool json = false;
  ChipOptions chip;
};

int Run(LayoutOptions& options) {
  absl::StatusOr<hlo::Shape> shape = hlo::ParseShape(options.shape, "<shape>");
  if (!shape.ok()) return ReportError(shape.status());
  absl::StatusOr<const tpu::ChipSpec*> chip = ResolveChip(&options.chip);
  if (!chip.ok()) return ReportError(chip.status());
  absl::StatusOr<hlo::Shape> laid_out = tpu::PredictLayout(*shape, **chip);
  if (!laid_out.ok()) return ReportError(laid_out.status());
  absl::StatusOr<tpu::SizeReport> report = tpu::SizeReportForShape(*laid_out, **chip);
  if (!report.ok()) return ReportError(report.status());
  if (options.json) {
    nlohmann::json j = report->ToJson();
    j["shape"] = shape->ToString();
    j["layout"] = laid_out->ToString();
    j["chip"] = (*chip)->name;
    PrintJson(j);
    return kExitOk;
  }
  std::cout << laid_out->ToString() << "\n";
  for (const std::string& line : report->Lines()) std::cout << line << "\n";
  return kExitOk;
}

Runner SetUp(CLI::App* app) {
  auto options = std::make_shared<LayoutOptions>();
  app->add_option("SHAPE", options->shape,
                  "A shape without a layout, e.g. 'f32[2048,16]' (tiled layouts are kept)")
      ->required();
  app->add_flag("--json", options->json,
                "Machine output: layout (the full shape) and the size fields");
  AddChipOptions(app, &options->chip, /*required=*/true);
  return [options] { return Run(*options); };
}

}  // namespace
}  // namespace tpusim::cli

TPUSIM_REGISTER_COMMAND(layout, "Predict the TPU layout of a shape and its padded size",
                        tpusim::cli::SetUp);
