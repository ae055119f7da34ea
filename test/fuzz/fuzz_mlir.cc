// Fuzz target: StableHLO / MHLO / CHLO / Shardy MLIR text, split at `// -----` lines.
#include "test/fuzz/fuzz_support.h"

namespace tpusim::fuzz {

TPUSIM_FUZZ_TARGET(FuzzMlir) {
  ImportAndAnalyze(AsText(data, size), hlo::InputFormat::kMlir);
  return 0;
}

}  // namespace tpusim::fuzz
