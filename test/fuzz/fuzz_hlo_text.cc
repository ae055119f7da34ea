// Fuzz target: XLA HLO text ("HloModule ..."), as `tpusim import|memory|lint FILE` read it.
#include "test/fuzz/fuzz_support.h"

namespace tpusim::fuzz {

TPUSIM_FUZZ_TARGET(FuzzHloText) {
  ImportAndAnalyze(AsText(data, size), hlo::InputFormat::kHloText);
  return 0;
}

}  // namespace tpusim::fuzz
