#include "hlo/base/allocator_tuning.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

// mimalloc 2.0 is linked into the programs where it is installed
// (CMakeLists.txt), not into the libraries or the Python module: a weak
// reference finds it only where it is there.
#if defined(__has_include)
#if __has_include(<mimalloc.h>)
#include <mimalloc.h>
#if defined(MI_MALLOC_VERSION) && MI_MALLOC_VERSION >= 200 && MI_MALLOC_VERSION < 210
#define TPUSIM_TUNE_MIMALLOC 1
#pragma weak mi_option_disable
#endif
#endif
#endif

namespace tpusim {
namespace {

// Huge pages are opt-in: only TPUSIM_HUGEPAGES=1 asks for them.
bool HugePagesRequested(const char* tpusim_hugepages) {
  return tpusim_hugepages != nullptr && absl::string_view(tpusim_hugepages) == "1";
}

}  // namespace

void TuneAllocatorForBatchRun() {
#if defined(__GLIBC__)
  mallopt(M_MMAP_THRESHOLD, 32 << 20);  // glibc's maximum: most blocks from the heap.
  mallopt(M_TRIM_THRESHOLD, 1 << 30);   // Keep freed heap memory.
  mallopt(M_TOP_PAD, 64 << 20);         // Grow the heap in big steps.
#endif
#if defined(TPUSIM_TUNE_MIMALLOC)
  // mimalloc decommits the free parts of its segments after a short delay;
  // the analysis reallocates them soon after, page fault by page fault
  // (about 95k of the 36x Llama bench's 1.02M faults; core 10.6 -> 10.0 s).
  if (&mi_option_disable != nullptr) mi_option_disable(mi_option_allow_decommit);
#endif
}

HugePageDecision DecideHugePageReexec(absl::string_view thp_setting, const char* glibc_tunables,
                                      const char* tpusim_hugepages, int64_t input_bytes,
                                      int64_t min_input_bytes) {
  HugePageDecision d;
  if (!HugePagesRequested(tpusim_hugepages)) {
    d.reason = "huge pages are opt-in: TPUSIM_HUGEPAGES is not 1";
    return d;
  }
  if (!absl::StrContains(thp_setting, "[madvise]")) {
    d.reason = "transparent huge pages are not in madvise mode";
    return d;
  }
  const absl::string_view tunables = glibc_tunables == nullptr ? "" : glibc_tunables;
  if (absl::StrContains(tunables, "glibc.malloc.hugetlb")) {
    d.reason = "GLIBC_TUNABLES already sets glibc.malloc.hugetlb";
    return d;
  }
  if (input_bytes < min_input_bytes) {
    d.reason = "the input is small";
    return d;
  }
  d.reexec = true;
  d.tunables = tunables.empty() ? std::string("glibc.malloc.hugetlb=1")
                                : absl::StrCat(tunables, ":glibc.malloc.hugetlb=1");
  return d;
}

int64_t InputFileBytes(int argc, char** argv) {
  int64_t bytes = 0;
  for (int i = 1; i < argc; ++i) {
    struct stat st;
    if (argv[i][0] != '-' && stat(argv[i], &st) == 0 && S_ISREG(st.st_mode)) {
      bytes += st.st_size;
    }
  }
  return bytes;
}

void ReexecWithHugePages(int argc, char** argv, int64_t generated_input_bytes,
                         int64_t min_input_bytes) {
#if defined(__GLIBC__) && !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)
  const char* asked = std::getenv("TPUSIM_HUGEPAGES");
  // The default run reads no kernel setting and stats no file.
  if (!HugePagesRequested(asked)) return;
  const int64_t input_bytes = std::max(InputFileBytes(argc, argv), generated_input_bytes);
  std::string thp;
  if (std::ifstream in("/sys/kernel/mm/transparent_hugepage/enabled"); in) {
    std::stringstream text;
    text << in.rdbuf();
    thp = text.str();
  }
  const HugePageDecision d =
      DecideHugePageReexec(thp, std::getenv("GLIBC_TUNABLES"), asked, input_bytes, min_input_bytes);
  if (!d.reexec) return;
  // The guard comes first: a process that drops GLIBC_TUNABLES (set-uid)
  // still sees it and does not loop.
  if (setenv("TPUSIM_HUGEPAGES", "reexecuted", 1) != 0) return;
  if (setenv("GLIBC_TUNABLES", d.tunables.c_str(), 1) != 0) return;
  std::fflush(nullptr);
  execv("/proc/self/exe", argv);
  // exec failed: go on as we are.
#else
  (void)argc;
  (void)argv;
  (void)generated_input_bytes;
  (void)min_input_bytes;
#endif
}

}  // namespace tpusim
