// Allocator settings for tpusim's short batch runs.
#ifndef TPUSIM_HLO_BASE_ALLOCATOR_TUNING_H_
#define TPUSIM_HLO_BASE_ALLOCATOR_TUNING_H_

#include <cstdint>
#include <string>

#include "absl/strings/string_view.h"

namespace tpusim {

// Tells glibc's malloc to keep freed memory in the process instead of
// returning it to the kernel (no mmap for large blocks, no heap trimming).
// tpusim builds and drops large vectors while it analyses a module; on a
// virtual machine each page handed back and touched again costs a page
// fault, which memory_bench measured at about a fifth of the run on a
// 1M-instruction module. The process is short-lived, so holding its peak
// is harmless. Call once at the start of main.
void TuneAllocatorForBatchRun();

// Huge pages for the heap on large inputs.
//
// Every first touch of a 4 KiB page is a page fault; on this project's
// build machines (virtual machines) one costs about 7 us, and a
// 1M-instruction module touches over a gigabyte. glibc backs its heap with
// transparent huge pages (2 MiB, one fault each) when the tunable
// glibc.malloc.hugetlb=1 is set, and it reads tunables only when a process
// starts. So, for a large input, tpusim re-executes itself once with the
// tunable added: `tpusim memory` on a 137 MB module went from 8.8-10.5 s to
// 3.8-5.0 s end to end. Small inputs skip it (a second start-up costs ~80 ms, loading
// libMLIR).
struct HugePageDecision {
  bool reexec = false;
  std::string tunables;  // The GLIBC_TUNABLES value to re-execute with.
  std::string reason;    // Why not, for tests and debugging.
};

// The decision, from the kernel's THP setting (the text of
// /sys/kernel/mm/transparent_hugepage/enabled, e.g. "always [madvise]
// never"), the current GLIBC_TUNABLES and TPUSIM_HUGEPAGES values (null when
// unset) and the input size. Only THP "madvise" needs the tunable ("always"
// gives huge pages anyway, "never" none). TPUSIM_HUGEPAGES set to anything
// (the re-executed process has it set to "1"; "0" turns this off) or a
// tunable already chosen keeps the process as it is.
HugePageDecision DecideHugePageReexec(absl::string_view thp_setting, const char* glibc_tunables,
                                      const char* tpusim_hugepages, int64_t input_bytes,
                                      int64_t min_input_bytes);

// Inputs from this size on are worth a second start-up.
inline constexpr int64_t kHugePageMinInputBytes = int64_t{32} << 20;

// Applies the decision to this process: when it says so, re-executes
// /proc/self/exe with the same arguments. Returns when it does not
// re-execute (or exec fails); a no-op in sanitizer builds and without
// glibc. Call first thing in main, before any output.
void ReexecWithHugePages(char** argv, int64_t input_bytes,
                         int64_t min_input_bytes = kHugePageMinInputBytes);

// The sum of the sizes of the regular files named by argv[1..] (arguments
// that do not start with '-'): the input size tpusim decides by.
int64_t InputFileBytes(int argc, char** argv);

}  // namespace tpusim

#endif  // TPUSIM_HLO_BASE_ALLOCATOR_TUNING_H_
