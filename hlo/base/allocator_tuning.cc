#include "hlo/base/allocator_tuning.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace tpusim {

void TuneAllocatorForBatchRun() {
#if defined(__GLIBC__)
  mallopt(M_MMAP_THRESHOLD, 32 << 20);  // glibc's maximum: most blocks from the heap.
  mallopt(M_TRIM_THRESHOLD, 1 << 30);   // Keep freed heap memory.
  mallopt(M_TOP_PAD, 64 << 20);         // Grow the heap in big steps.
#endif
}

}  // namespace tpusim
