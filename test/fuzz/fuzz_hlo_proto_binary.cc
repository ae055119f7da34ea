// Fuzz target: serialized HloProto / HloModuleProto / tpu_graphs ModuleTuningData.
#include "test/fuzz/fuzz_support.h"

namespace tpusim::fuzz {

TPUSIM_FUZZ_TARGET(FuzzHloProtoBinary) {
  ImportAndAnalyze(AsText(data, size), hlo::InputFormat::kHloProtoBinary);
  return 0;
}

}  // namespace tpusim::fuzz
