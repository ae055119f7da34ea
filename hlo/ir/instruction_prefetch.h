// Prefetching for walks over millions of instructions: the objects lie
// wherever the parser or a pass allocated them, so each visit is a cache
// miss unless fetched some instructions ahead.
#ifndef TPUSIM_HLO_IR_INSTRUCTION_PREFETCH_H_
#define TPUSIM_HLO_IR_INSTRUCTION_PREFETCH_H_

#include <cstddef>

#include "hlo/ir/hlo_module.h"

namespace tpusim::hlo {

// How many instructions ahead the walks fetch: far enough to hide a miss
// behind the work on the ones between, near enough to stay in the cache.
inline constexpr size_t kInstructionPrefetchDistance = 8;

// Brings `instruction`'s fields (not the arrays they point to) into the
// cache. A hint only: it reads nothing.
inline void PrefetchInstruction(const Instruction* instruction) {
  const char* bytes = reinterpret_cast<const char*>(instruction);
  for (size_t offset = 0; offset < sizeof(Instruction); offset += 64) {
    __builtin_prefetch(bytes + offset);
  }
}

// Brings the arrays of `instruction` a copy or index reads (operands,
// attributes, name, dims) into the cache; call it on one whose fields
// PrefetchInstruction brought in a few instructions before.
inline void PrefetchInstructionArrays(const Instruction* instruction) {
  __builtin_prefetch(instruction->operands().data());
  __builtin_prefetch(instruction->attributes().data());
  __builtin_prefetch(instruction->name().data());
  __builtin_prefetch(instruction->shape().dims().data());
}

}  // namespace tpusim::hlo

#endif  // TPUSIM_HLO_IR_INSTRUCTION_PREFETCH_H_
