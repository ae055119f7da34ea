// The linter: runs every enabled rule (rules.h) over imported modules and
// builds the one LintReport (report.h) that every output format renders.
//
//   LintOptions options;
//   options.chip = chip;                       // nullptr: chip rules skipped
//   options.slice_devices = tpu::SliceDevicesFromChipName("v5p-64", *chip);
//   LintReport report = Lint({input}, options);
//   ApplyBaseline(baseline, &report);          // optional (baseline.h)
//   std::cout << RenderLint(report, LintFormat::kSarif);
#ifndef TPUSIM_COMPAT_LINT_H_
#define TPUSIM_COMPAT_LINT_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "compat/config.h"
#include "compat/report.h"
#include "hlo/ir/hlo_module.h"
#include "tpu_model/chip.h"
#include "tpu_model/mesh.h"

namespace tpusim::compat {

struct LintOptions {
  const tpu::ChipSpec* chip = nullptr;
  // Devices of the slice the program will run on (from "v5p-64"); nullopt
  // when only a generation was named.
  std::optional<int64_t> slice_devices;
  // The device mesh (--mesh, or the program's sdy.mesh): its axis names go
  // into the sharding rules' suggestions. Empty: plain device counts.
  tpu::DeviceMesh mesh;
  LintConfig config;
};

// One input file.
struct LintInput {
  std::string path;
  std::string format;  // For the report ("hlo-text", ...).
  // The file's text when it is text (HLO, MLIR, text proto): the line under
  // the caret of findings located in it (the importers record where each
  // instruction is written). Empty otherwise.
  absl::string_view text;
  std::vector<const hlo::Module*> modules;
  std::string error;  // Import error; the file has no modules.
  // This file's mesh when LintOptions::mesh is empty (its sdy.mesh).
  tpu::DeviceMesh mesh;
};

// Lints every module of every input: runs the enabled rules, locates each
// finding, applies the config's suppressions, fingerprints the findings and
// reads the source line under each caret. Does not apply a baseline.
LintReport Lint(const std::vector<LintInput>& inputs, const LintOptions& options);

// The raw findings of one module (all kActive, located by metadata and the
// importers' input locations, no fingerprints, no source text); for tests
// and tools that want no report.
std::vector<Finding> LintModule(const hlo::Module& module, const LintOptions& options,
                                absl::string_view input_file = "");

}  // namespace tpusim::compat

#endif  // TPUSIM_COMPAT_LINT_H_
