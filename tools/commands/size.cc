// tpusim size SHAPE [--json] [--chip NAME | --chip-file FILE.json]
//
//   $ tpusim size 'f32[4,128,128,9,18]{4,3,0,2,1:T(8,128)}'
//   Size: 512.00M
//   Unpadded size: 40.50M
//   Extra memory due to padding: 471.50M (12.6x expansion)
//
// Without a chip the printed layout is sized with XLA's rules as written (no
// tiles = no padding); with one, as XLA:TPU on that chip sizes it (tile-less
// layouts get the chip's fallback tiling, a missing layout the predicted one).
#include <iostream>

#include "tools/cli.h"
#include "tpu_model/size_report.h"

namespace tpusim::cli {
namespace {

struct SizeOptions {
  std::string shape;
  bool json = false;
  ChipOptions chip;
};

int Run(SizeOptions& options) {
  absl::StatusOr<hlo::Shape> shape = hlo::ParseShape(options.shape, "<shape>");
  if (!shape.ok()) return ReportError(shape.status());
  absl::StatusOr<tpu::SizeReport> report;
  if (options.chip.given()) {
    absl::StatusOr<const tpu::ChipSpec*> chip = ResolveChip(&options.chip);
    if (!chip.ok()) return ReportError(chip.status());
    report = tpu::SizeReportForShape(*shape, **chip);
  } else {
    report = tpu::SizeReportForShape(*shape);
  }
  if (!report.ok()) return ReportError(report.status());
  if (options.json) {
    nlohmann::json j = report->ToJson();
    j["shape"] = shape->ToString();
    PrintJson(j);
    return kExitOk;
  }
  for (const std::string& line : report->Lines()) std::cout << line << "\n";
  return kExitOk;
}

Runner SetUp(CLI::App* app) {
  auto options = std::make_shared<SizeOptions>();
  app->add_option("SHAPE", options->shape,
                  "A shape with its layout, e.g. 'f32[4,128,128,9,18]{4,3,0,2,1:T(8,128)}'")
      ->required();
  app->add_flag("--json", options->json,
                "Machine output: padded_bytes, unpadded_bytes, size, unpadded, extra, expansion");
  AddChipOptions(app, &options->chip, /*required=*/false);
  return [options] { return Run(*options); };
}

}  // namespace
}  // namespace tpusim::cli

TPUSIM_REGISTER_COMMAND(size, "Print the padded size of a shape as XLA:TPU reports it",
                        tpusim::cli::SetUp);
