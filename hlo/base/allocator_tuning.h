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
// is harmless. Call once at the start of main. Where the build links
// mimalloc 2.0 into the program (CMakeLists.txt), glibc's malloc is not the
// one called, and mimalloc is told the same: never to decommit freed memory.
void TuneAllocatorForBatchRun();

// Huge pages for the heap on large inputs, on request (TPUSIM_HUGEPAGES=1).
//
// Every first touch of a 4 KiB page is a page fault, and a 1M-instruction
// module touches over a gigabyte. glibc backs its heap with transparent huge
// pages (2 MiB, one fault each) when the tunable glibc.malloc.hugetlb=1 is
// set, and it reads tunables only when a process starts; so, asked to, tpusim
// re-executes itself once with the tunable added. It is off by default
// because it did not pay on this project's build machines: `tpusim memory`
// on a 137 MB generated module took 4.9-5.3 s with it and 3.8-4.0 s without
// (2026-11-25; system time 0.8 s -> 2.1-2.5 s, the kernel clearing whole
// 2 MiB pages), and it lifted the Llama parse's peak RSS from 9.4x to 10.1x
// the file. Where page faults are dearer it may still win; measure with
// `memory_bench --write` and `time`. Small inputs never re-execute (a second
// start-up costs ~80 ms, loading libMLIR).
struct HugePageDecision {
  bool reexec = false;
  std::string tunables;  // The GLIBC_TUNABLES value to re-execute with.
  std::string reason;    // Why not, for tests and debugging.
};

// The decision, from the kernel's THP setting (the text of
// /sys/kernel/mm/transparent_hugepage/enabled, e.g. "always [madvise]
// never"), the current GLIBC_TUNABLES and TPUSIM_HUGEPAGES values (null when
// unset) and the input size. Only TPUSIM_HUGEPAGES=1 asks for it (the
// re-executed process has it set to "reexecuted", so it does not loop); only
// THP "madvise" needs the tunable ("always" gives huge pages anyway, "never"
// none); a hugetlb tunable the user already chose is kept.
HugePageDecision DecideHugePageReexec(absl::string_view thp_setting, const char* glibc_tunables,
                                      const char* tpusim_hugepages, int64_t input_bytes,
                                      int64_t min_input_bytes);

// Inputs from this size on are worth a second start-up.
inline constexpr int64_t kHugePageMinInputBytes = int64_t{32} << 20;

// Applies the decision to this process: when it says so, re-executes
// /proc/self/exe with the same arguments. The input size is the larger of
// InputFileBytes and `generated_input_bytes` (what a benchmark generates in
// memory). Returns when it does not re-execute (or exec fails); a no-op in
// sanitizer builds and without glibc. Call first thing in main, before any
// output.
void ReexecWithHugePages(int argc, char** argv, int64_t generated_input_bytes = 0,
                         int64_t min_input_bytes = kHugePageMinInputBytes);

// The sum of the sizes of the regular files named by argv[1..] (arguments
// that do not start with '-'): the input size tpusim decides by.
int64_t InputFileBytes(int argc, char** argv);

}  // namespace tpusim

#endif  // TPUSIM_HLO_BASE_ALLOCATOR_TUNING_H_
