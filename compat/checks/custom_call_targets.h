// Internal to compat: the table of known custom-call targets and the
// platform each one exists on.
#ifndef TPUSIM_COMPAT_CHECKS_CUSTOM_CALL_TARGETS_H_
#define TPUSIM_COMPAT_CHECKS_CUSTOM_CALL_TARGETS_H_

#include <vector>

#include "absl/strings/string_view.h"

namespace tpusim::compat {

enum class TargetPlatform {
  kTpu,          // Implemented by XLA:TPU (kernels, expanders, TPU passes).
  kAnnotation,   // Compile-time markers every backend removes (sharding,
                 // memory placement, shape assertions).
  kCpu,          // Only registered for the CPU backend.
  kGpu,          // Only registered for CUDA/ROCm.
  kHostCallback, // A Python callback lowered for CPU or GPU.
  kTestHarness,  // StableHLO interpreter checks; no backend runs them.
};

struct CustomCallTarget {
  // Exact name, or a pattern with '*' wildcards.
  absl::string_view pattern;
  TargetPlatform platform;
  absl::string_view what;      // "CPU LAPACK kernel", ...
  absl::string_view evidence;  // Where the target was seen on that platform.
};

// Exact names first, then patterns; the first match wins.
const std::vector<CustomCallTarget>& CustomCallTargets();
// The row for `target`; nullptr when unknown.
const CustomCallTarget* ClassifyCustomCallTarget(absl::string_view target);

}  // namespace tpusim::compat

#endif  // TPUSIM_COMPAT_CHECKS_CUSTOM_CALL_TARGETS_H_
