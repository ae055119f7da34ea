// Bad-input tests kept as data: every file of test/data/bad_input/<importer>/
// that carries an `expected-error` line is imported with that folder's
// importer and must fail with exactly that diagnostic (the convention is in
// test/data/bad_input/README.md). Files without the line are fuzz
// regressions only (test/fuzz/fuzz_replay.cc).
#include <algorithm>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/string_view.h"
#include "absl/strings/strip.h"
#include "gtest/gtest.h"
#include "hlo/base/diagnostic.h"
#include "hlo/ir/hlo_module.h"
#include "hlo/mlir/mlir_importer.h"
#include "hlo/text/hlo_parser.h"
#include "test/test_support.h"

namespace tpusim::hlo {
namespace {

namespace fs = std::filesystem;

constexpr absl::string_view kMarker = "// expected-error@";

// One `// expected-error@LINE:COL {{SUBSTRING}}` line.
struct Expectation {
  int64_t line = 0;
  int64_t column = 0;
  std::string substring;
};

// The file's expectation: nullopt without a marker line; a test failure for
// a malformed one or for more than one (an import stops at its first error).
std::optional<Expectation> ExpectationOf(absl::string_view text) {
  std::optional<Expectation> found;
  for (absl::string_view line : absl::StrSplit(text, '\n')) {
    absl::string_view rest = absl::StripLeadingAsciiWhitespace(line);
    if (!absl::ConsumePrefix(&rest, kMarker)) continue;
    if (found.has_value()) {
      ADD_FAILURE() << "more than one expected-error line";
      return std::nullopt;
    }
    Expectation e;
    const size_t space = rest.find(' ');
    std::vector<absl::string_view> position =
        absl::StrSplit(rest.substr(0, space), absl::MaxSplits(':', 1));
    absl::string_view quoted =
        space == absl::string_view::npos ? "" : absl::StripAsciiWhitespace(rest.substr(space));
    if (position.size() != 2 || !absl::SimpleAtoi(position[0], &e.line) ||
        !absl::SimpleAtoi(position[1], &e.column) || e.line <= 0 || e.column <= 0 ||
        !absl::ConsumePrefix(&quoted, "{{") || !absl::ConsumeSuffix(&quoted, "}}") ||
        quoted.empty()) {
      ADD_FAILURE() << "malformed expected-error line: " << line;
      return std::nullopt;
    }
    e.substring = std::string(quoted);
    found = std::move(e);
  }
  return found;
}

using Importer = absl::StatusOr<std::unique_ptr<Module>> (*)(absl::string_view text,
                                                              absl::string_view name);

absl::StatusOr<std::unique_ptr<Module>> ImportHloText(absl::string_view text,
                                                      absl::string_view name) {
  return ParseHloModule(text, name);
}

absl::StatusOr<std::unique_ptr<Module>> ImportMlir(absl::string_view text,
                                                   absl::string_view name) {
  return ImportMlirModule(text, name);
}

// Imports each expectation-carrying file of bad_input/<folder>/ and checks
// "NAME:LINE:COL: error: ...SUBSTRING...", the quoted line LINE and a caret
// under COL. Returns how many files it checked.
int CheckFolder(const std::string& folder, Importer import) {
  const fs::path dir = tpusim::testing::TestDataPath(absl::StrCat("bad_input/", folder));
  std::vector<fs::path> files;
  for (const fs::directory_entry& entry : fs::directory_iterator(dir)) {
    if (entry.is_regular_file()) files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  int checked = 0;
  for (const fs::path& path : files) {
    const std::string name = absl::StrCat("bad_input/", folder, "/", path.filename().string());
    SCOPED_TRACE(name);
    const std::string text = tpusim::testing::ReadFileOrDie(path.string());
    std::optional<Expectation> expected = ExpectationOf(text);
    if (!expected.has_value()) continue;
    ++checked;
    absl::StatusOr<std::unique_ptr<Module>> module = import(text, name);
    if (module.ok()) {
      ADD_FAILURE() << "imported without an error";
      continue;
    }
    EXPECT_EQ(module.status().code(), absl::StatusCode::kInvalidArgument) << module.status();
    const std::string message(module.status().message());
    std::vector<std::string> lines = absl::StrSplit(message, '\n');
    const std::string prefix =
        absl::StrCat(name, ":", expected->line, ":", expected->column, ": error: ");
    EXPECT_TRUE(absl::StartsWith(lines[0], prefix)) << "want " << prefix << "\ngot:\n" << message;
    EXPECT_TRUE(absl::StrContains(lines[0], expected->substring))
        << "want {{" << expected->substring << "}}\ngot:\n" << message;
    if (lines.size() != 3) {
      ADD_FAILURE() << "want one line, the source line and a caret; got:\n" << message;
      continue;
    }
    EXPECT_EQ(lines[1], LineOfText(text, expected->line)) << message;
    EXPECT_EQ(lines[2], std::string(expected->column - 1, ' ') + "^") << message;
  }
  return checked;
}

// The counts guard against a test that passes by checking nothing (a moved
// folder, a broken marker).
TEST(ExpectedErrorsTest, HloText) { EXPECT_GE(CheckFolder("hlo_text", ImportHloText), 40); }

TEST(ExpectedErrorsTest, Mlir) { EXPECT_GE(CheckFolder("mlir", ImportMlir), 8); }

}  // namespace
}  // namespace tpusim::hlo
