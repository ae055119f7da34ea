#include "bench/bench_support.h"

#include <dlfcn.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

#include "hlo/base/file_io.h"

namespace tpusim::bench {

double ThreadCpuSeconds() {
  timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

long StatusKb(const char* field) {
  std::ifstream in("/proc/self/status");
  std::string line;
  const size_t len = std::char_traits<char>::length(field);
  while (std::getline(in, line)) {
    if (line.compare(0, len, field) == 0) return std::atol(line.c_str() + len);
  }
  return -1;
}

bool ResetPeakRss() {
  std::ofstream out("/proc/self/clear_refs");
  out << "5";
  out.flush();
  return static_cast<bool>(out);
}

std::string ReadFile(const std::string& path) {
  return ReadFileToString(path).value_or("");
}

bool RunInChild(const std::function<bool()>& job) {
  std::fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    bool ok = job();
    std::fflush(stdout);
    _exit(ok ? 0 : 1);
  }
  int status = 0;
  if (pid < 0 || waitpid(pid, &status, 0) < 0) return job();
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

std::string SharedPath(const std::string& relative) {
  const char* shared = std::getenv("TPUSIM_SHARED_DIR");
  return std::string(shared != nullptr ? shared : "../shared") + "/" + relative;
}

std::string MallocName() {
  // mimalloc exports mi_version; the symbol is there only when it is linked.
  return dlsym(RTLD_DEFAULT, "mi_version") != nullptr ? "mimalloc" : "glibc";
}

}  // namespace tpusim::bench
