// Measurement helpers shared by the benchmark programs: CPU time, RSS from
// /proc, and running one input in a child process so its peak RSS is its own.
#ifndef TPUSIM_BENCH_BENCH_SUPPORT_H_
#define TPUSIM_BENCH_BENCH_SUPPORT_H_

#include <functional>
#include <string>

namespace tpusim::bench {

// CPU time of this thread: on a machine shared with other builds it varies
// far less than wall time.
double ThreadCpuSeconds();

// A /proc/self/status field in kB ("VmRSS:", "VmHWM:"), or -1.
long StatusKb(const char* field);

// Resets VmHWM to the current RSS (Linux >= 4.0); false when not allowed.
bool ResetPeakRss();

// The whole file, or "" when it cannot be read.
std::string ReadFile(const std::string& path);

// Runs `job` in a forked child (in this process when fork fails) and
// returns whether it succeeded.
bool RunInChild(const std::function<bool()>& job);

// `$TPUSIM_SHARED_DIR/<relative>`, or `../shared/<relative>` when unset.
std::string SharedPath(const std::string& relative);

// "mimalloc" when the program's malloc is mimalloc's (linked by the build
// when installed), else "glibc": the figures depend on it.
std::string MallocName();

}  // namespace tpusim::bench

#endif  // TPUSIM_BENCH_BENCH_SUPPORT_H_
