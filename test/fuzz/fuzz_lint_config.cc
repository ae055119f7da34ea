// Fuzz target: lint configs (`tpusim lint --config FILE`, compat/config.h).
// An accepted config lints a sample program with every renderer.
#include "absl/status/statusor.h"
#include "compat/config.h"
#include "test/fuzz/fuzz_support.h"

namespace tpusim::fuzz {

TPUSIM_FUZZ_TARGET(FuzzLintConfig) {
  absl::StatusOr<compat::LintConfig> config =
      compat::ParseLintConfig(AsText(data, size), "fuzz.json");
  if (!config.ok()) return 0;
  AnalyzeModules({&SampleModule()}, "", DefaultChip(), *config);
  return 0;
}

}  // namespace tpusim::fuzz
