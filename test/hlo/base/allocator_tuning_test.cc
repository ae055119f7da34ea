#include "hlo/base/allocator_tuning.h"

#include <unistd.h>

#include <fstream>
#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace tpusim {
namespace {

constexpr char kMadvise[] = "always [madvise] never\n";
constexpr int64_t kMin = kHugePageMinInputBytes;
constexpr char kAsked[] = "1";  // TPUSIM_HUGEPAGES=1: the user opts in.

TEST(HugePageDecisionTest, OffUnlessTheUserAsks) {
  // Measured slower on the project's build machines (allocator_tuning.h).
  const HugePageDecision d = DecideHugePageReexec(kMadvise, nullptr, nullptr, kMin, kMin);
  EXPECT_FALSE(d.reexec);
  EXPECT_EQ(d.reason, "huge pages are opt-in: TPUSIM_HUGEPAGES is not 1");
  EXPECT_FALSE(DecideHugePageReexec(kMadvise, nullptr, "0", kMin, kMin).reexec);
}

TEST(HugePageDecisionTest, LargeInputUnderMadviseReexecsWithTheTunable) {
  const HugePageDecision d = DecideHugePageReexec(kMadvise, nullptr, kAsked, kMin, kMin);
  EXPECT_TRUE(d.reexec);
  EXPECT_EQ(d.tunables, "glibc.malloc.hugetlb=1");
}

TEST(HugePageDecisionTest, KeepsTheUsersOtherTunables) {
  const HugePageDecision d =
      DecideHugePageReexec(kMadvise, "glibc.malloc.arena_max=2", kAsked, kMin, kMin);
  EXPECT_TRUE(d.reexec);
  EXPECT_EQ(d.tunables, "glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1");
}

TEST(HugePageDecisionTest, SmallInputStaysInProcess) {
  // A second start-up (~80 ms, loading libMLIR) outweighs the gain.
  const HugePageDecision d = DecideHugePageReexec(kMadvise, nullptr, kAsked, kMin - 1, kMin);
  EXPECT_FALSE(d.reexec);
  EXPECT_EQ(d.reason, "the input is small");
}

TEST(HugePageDecisionTest, OnlyMadviseModeNeedsTheTunable) {
  // "always" already backs the heap with huge pages; "never" refuses them.
  EXPECT_FALSE(DecideHugePageReexec("[always] madvise never", nullptr, kAsked, kMin, kMin).reexec);
  EXPECT_FALSE(DecideHugePageReexec("always madvise [never]", nullptr, kAsked, kMin, kMin).reexec);
  EXPECT_FALSE(DecideHugePageReexec("", nullptr, kAsked, kMin, kMin).reexec);
}

TEST(HugePageDecisionTest, GuardVariableStopsASecondReexec) {
  // The re-executed process has TPUSIM_HUGEPAGES=reexecuted.
  EXPECT_FALSE(DecideHugePageReexec(kMadvise, nullptr, "reexecuted", kMin, kMin).reexec);
}

TEST(HugePageDecisionTest, UsersOwnHugetlbChoiceWins) {
  EXPECT_FALSE(
      DecideHugePageReexec(kMadvise, "glibc.malloc.hugetlb=0", kAsked, kMin, kMin).reexec);
}

TEST(InputFileBytesTest, SumsRegularFilesAndSkipsFlagsAndMissingPaths) {
  const std::string dir = ::testing::TempDir();
  const std::string a = dir + "/allocator_tuning_a.txt";
  const std::string b = dir + "/allocator_tuning_b.txt";
  std::ofstream(a) << std::string(100, 'x');
  std::ofstream(b) << std::string(23, 'y');
  std::vector<std::string> args = {"tpusim", "memory", a, "--chip", "v5e", b,
                                   "/no/such/file", dir};
  std::vector<char*> argv;
  for (std::string& s : args) argv.push_back(s.data());
  EXPECT_EQ(InputFileBytes(static_cast<int>(argv.size()), argv.data()), 123);
  unlink(a.c_str());
  unlink(b.c_str());
}

}  // namespace
}  // namespace tpusim
