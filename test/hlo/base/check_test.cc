// TPUSIM_CHECK (hlo/base/check.h): silent when its invariant holds, an abort
// naming the place, the condition and the message when it does not.
#include "hlo/base/check.h"

#include <string>

#include "gtest/gtest.h"

namespace tpusim {
namespace {

TEST(CheckTest, HoldsQuietlyAndEvaluatesOnce) {
  int evaluations = 0;
  TPUSIM_CHECK(++evaluations == 1) << "never built";
  EXPECT_EQ(evaluations, 1);
  // Usable as the single statement of an if/else.
  if (evaluations > 0)
    TPUSIM_CHECK(true);
  else
    TPUSIM_CHECK(false);
}

TEST(CheckDeathTest, AbortsWithConditionAndMessage) {
  const std::string name = "entry";
  EXPECT_DEATH(TPUSIM_CHECK(name.empty()) << "computation " << name << " is grey",
               "check_test.cc:[0-9]+: internal error \\(a tpusim bug, not a fault of the "
               "input\\): check failed: name.empty\\(\\): computation entry is grey");
}

}  // namespace
}  // namespace tpusim
