// Fuzz target: XSpace profiles (*.xplane.pb) holding HloProtos in "/host:metadata".
#include "test/fuzz/fuzz_support.h"

namespace tpusim::fuzz {

TPUSIM_FUZZ_TARGET(FuzzXSpace) {
  ImportAndAnalyze(AsText(data, size), hlo::InputFormat::kXSpace);
  return 0;
}

}  // namespace tpusim::fuzz
