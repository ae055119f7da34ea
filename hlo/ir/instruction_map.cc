#include "hlo/ir/instruction_map.h"

namespace tpusim::hlo {

IdRange IdBounds::Dense(int64_t count) const {
  if (min_ > max_ || count < 0) return {};
  // Both bounds are non-negative, so the span cannot overflow; the limit is
  // kept below int64 range for any count.
  const int64_t span = max_ - min_;
  const int64_t limit =
      count > (std::numeric_limits<int64_t>::max() - 1024) / 4 ? std::numeric_limits<int64_t>::max()
                                                               : 4 * count + 1024;
  if (span >= limit) return {};
  return {min_, span + 1};
}

IdRange DenseIdsOf(const Computation& computation) {
  IdBounds ids;
  for (const auto& instruction : computation.instructions()) ids.Add(instruction->id());
  return ids.Dense(computation.instruction_count());
}

}  // namespace tpusim::hlo
