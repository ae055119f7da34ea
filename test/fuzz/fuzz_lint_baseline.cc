// Fuzz target: lint baselines (`tpusim lint --baseline FILE`,
// compat/baseline.h). An accepted baseline is applied to the lint report of
// a sample program, which is then rendered and written as a baseline again.
#include "absl/status/statusor.h"
#include "compat/baseline.h"
#include "compat/lint.h"
#include "compat/render.h"
#include "test/fuzz/fuzz_support.h"

namespace tpusim::fuzz {
namespace {

volatile size_t g_sink = 0;

}  // namespace

TPUSIM_FUZZ_TARGET(FuzzLintBaseline) {
  absl::StatusOr<compat::Baseline> baseline =
      compat::ParseBaseline(AsText(data, size), "fuzz.json");
  if (!baseline.ok()) return 0;
  compat::LintInput input;
  input.path = "lint_sample.hlo";
  input.format = "hlo-text";
  input.modules = {&SampleModule()};
  compat::LintOptions options;
  options.chip = &DefaultChip();
  compat::LintReport report = compat::Lint({input}, options);
  compat::ApplyBaseline(*baseline, &report);
  for (compat::LintFormat format :
       {compat::LintFormat::kText, compat::LintFormat::kJson, compat::LintFormat::kSarif,
        compat::LintFormat::kJUnit, compat::LintFormat::kGithub}) {
    g_sink = g_sink + compat::RenderLint(report, format).size();
  }
  g_sink = g_sink + compat::BaselineJson(report).size();
  return 0;
}

}  // namespace tpusim::fuzz
