// The status matchers (test/status_matchers.h) accept what they should and
// reject the rest, with the status in the explanation.
#include "test/status_matchers.h"

#include "gtest/gtest.h"

namespace tpusim {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

TEST(StatusMatchersTest, MatchAndMismatch) {
  const absl::Status ok;
  const absl::Status bad = absl::NotFoundError("x.hlo: error: no such file");
  const absl::StatusOr<int> four = 4;
  const absl::StatusOr<int> missing = bad;
  EXPECT_THAT(ok, IsOk());
  EXPECT_THAT(four, IsOk());
  EXPECT_THAT(bad, Not(IsOk()));
  EXPECT_THAT(missing, Not(IsOk()));
  EXPECT_THAT(bad, StatusIs(absl::StatusCode::kNotFound, HasSubstr("no such file")));
  EXPECT_THAT(bad, Not(StatusIs(absl::StatusCode::kInvalidArgument, HasSubstr("no such file"))));
  EXPECT_THAT(bad, Not(StatusIs(absl::StatusCode::kNotFound, HasSubstr("elsewhere"))));
  EXPECT_THAT(missing, StatusIs(absl::StatusCode::kNotFound, HasSubstr("x.hlo")));
  EXPECT_THAT(four, IsOkAndHolds(4));
  EXPECT_THAT(four, Not(IsOkAndHolds(5)));
  EXPECT_THAT(missing, Not(IsOkAndHolds(4)));
}

TEST(StatusMatchersTest, ExplainsWithTheStatus) {
  const absl::Status bad = absl::InvalidArgumentError("f.hlo:3:7: error: unknown opcode");
  ::testing::StringMatchResultListener listener;
  EXPECT_FALSE(::testing::ExplainMatchResult(IsOk(), bad, &listener));
  EXPECT_THAT(listener.str(), HasSubstr("f.hlo:3:7: error: unknown opcode"));
}

}  // namespace
}  // namespace tpusim
