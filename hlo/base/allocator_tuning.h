// Allocator settings for tpusim's short batch runs.
#ifndef TPUSIM_HLO_BASE_ALLOCATOR_TUNING_H_
#define TPUSIM_HLO_BASE_ALLOCATOR_TUNING_H_

namespace tpusim {

// Tells glibc's malloc to keep freed memory in the process instead of
// returning it to the kernel (no mmap for large blocks, no heap trimming).
// tpusim builds and drops large vectors while it analyses a module; on a
// virtual machine each page handed back and touched again costs a page
// fault, which memory_bench measured at about a fifth of the run on a
// 1M-instruction module. The process is short-lived, so holding its peak
// is harmless. Call once at the start of main.
void TuneAllocatorForBatchRun();

}  // namespace tpusim

#endif  // TPUSIM_HLO_BASE_ALLOCATOR_TUNING_H_
