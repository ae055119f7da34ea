// Sizes of every value and buffer of a module on one chip.
#ifndef TPUSIM_MEMORY_BUFFER_SIZES_H_
#define TPUSIM_MEMORY_BUFFER_SIZES_H_

#include <cstdint>
#include <vector>

#include "absl/status/statusor.h"
#include "memory/alias_analysis.h"
#include "memory/dataflow.h"
#include "memory/size_function.h"

namespace tpusim::memory {

struct BufferSizes {
  // Per value (0 for values inside fusion bodies, which never get memory).
  std::vector<int64_t> value_padded;
  std::vector<int64_t> value_unpadded;
  std::vector<int64_t> value_color;
  // Per buffer: the largest value (XLA's HloBuffer size) and the color of
  // its first value.
  std::vector<int64_t> buffer_padded;
  std::vector<int64_t> buffer_color;
};

// Errors (unbounded dims, overflow) name the instruction.
absl::StatusOr<BufferSizes> ComputeBufferSizes(const Dataflow& dataflow,
                                               const AliasAnalysis& aliases,
                                               const SizeFunction& size_function);

}  // namespace tpusim::memory

#endif  // TPUSIM_MEMORY_BUFFER_SIZES_H_
