// TPUSIM_CHECK: an internal invariant, false only through a tpusim bug. It
// prints where and why, then aborts, so a broken invariant is never reported
// as a fault of the input. Anything read from an input file is checked with
// an absl::Status error instead, never with this. (Debian's Abseil 20220623
// has no absl/log/check.h.)
//
//   TPUSIM_CHECK(laid_out.has_layout()) << laid_out.ToString();
#ifndef TPUSIM_HLO_BASE_CHECK_H_
#define TPUSIM_HLO_BASE_CHECK_H_

#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>

namespace tpusim::check_internal {

// Collects the streamed message; its destructor reports and aborts.
class CheckFailure {
 public:
  CheckFailure(const char* file, int line, const char* condition)
      : file_(file), line_(line), condition_(condition) {}
  CheckFailure(const CheckFailure&) = delete;
  CheckFailure& operator=(const CheckFailure&) = delete;

  [[noreturn]] ~CheckFailure() {
    const std::string message = stream_.str();
    std::fprintf(stderr,
                 "%s:%d: internal error (a tpusim bug, not a fault of the input): "
                 "check failed: %s%s%s\n",
                 file_, line_, condition_, message.empty() ? "" : ": ", message.c_str());
    std::fflush(stderr);
    std::abort();
  }

  template <typename T>
  CheckFailure& operator<<(const T& value) {
    stream_ << value;
    return *this;
  }

 private:
  const char* file_;
  int line_;
  const char* condition_;
  std::ostringstream stream_;
};

// Gives both arms of the conditional in TPUSIM_CHECK the type void; `&`
// binds after the message's `<<`s.
struct Voidify {
  void operator&(const CheckFailure&) {}
};

}  // namespace tpusim::check_internal

#define TPUSIM_CHECK(condition)                  \
  (condition) ? static_cast<void>(0)             \
              : ::tpusim::check_internal::Voidify() & \
                    ::tpusim::check_internal::CheckFailure(__FILE__, __LINE__, #condition)

#endif  // TPUSIM_HLO_BASE_CHECK_H_
