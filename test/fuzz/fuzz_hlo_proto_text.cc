// Fuzz target: text-proto HloProto / HloModuleProto (protoc --decode output).
#include "test/fuzz/fuzz_support.h"

namespace tpusim::fuzz {

TPUSIM_FUZZ_TARGET(FuzzHloProtoText) {
  ImportAndAnalyze(AsText(data, size), hlo::InputFormat::kHloProtoText);
  return 0;
}

}  // namespace tpusim::fuzz
