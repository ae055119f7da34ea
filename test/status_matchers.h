// gMock matchers for absl::Status and absl::StatusOr, which Debian's Abseil
// does not ship (absl/status/status_matchers.h is newer). A failure prints
// the status, so tests need no `<< x.status()` of their own:
//   ASSERT_THAT(module, IsOk());
//   EXPECT_THAT(ParseShape("f32[", "x"), StatusIs(absl::StatusCode::kInvalidArgument,
//                                                 HasSubstr("x:1:5")));
//   EXPECT_THAT(ByteSize(shape), IsOkAndHolds(4096));
// They live in namespace tpusim so that every test namespace finds them.
#ifndef TPUSIM_TEST_STATUS_MATCHERS_H_
#define TPUSIM_TEST_STATUS_MATCHERS_H_

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "gmock/gmock.h"

namespace tpusim {
namespace status_matchers_internal {

inline const absl::Status& StatusOf(const absl::Status& status) { return status; }
template <typename T>
const absl::Status& StatusOf(const absl::StatusOr<T>& status_or) {
  return status_or.status();
}

}  // namespace status_matchers_internal

MATCHER(IsOk, negation ? "is not OK" : "is OK") {
  const absl::Status& status = status_matchers_internal::StatusOf(arg);
  if (!status.ok()) *result_listener << "whose status is " << status;
  return status.ok();
}

MATCHER_P2(StatusIs, code, message_matcher,
           absl::StrCat(negation ? "does not have" : "has", " status code ",
                        absl::StatusCodeToString(code), " and a message that ",
                        ::testing::DescribeMatcher<std::string>(message_matcher, negation))) {
  const absl::Status& status = status_matchers_internal::StatusOf(arg);
  *result_listener << "whose status is " << status;
  return status.code() == code &&
         ::testing::Matches(message_matcher)(std::string(status.message()));
}

MATCHER_P(IsOkAndHolds, value_matcher,
          negation ? "is not OK or holds a value that does not match"
                   : "is OK and holds a value that matches") {
  if (!arg.ok()) {
    *result_listener << "whose status is " << arg.status();
    return false;
  }
  return ::testing::ExplainMatchResult(value_matcher, *arg, result_listener);
}

}  // namespace tpusim

#endif  // TPUSIM_TEST_STATUS_MATCHERS_H_
