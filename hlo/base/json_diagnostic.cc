#include "hlo/base/json_diagnostic.h"

#include <string>

#include "absl/strings/str_cat.h"
#include "hlo/base/diagnostic.h"
#include "nlohmann/json.hpp"

namespace tpusim {
namespace {

using Json = nlohmann::json;

// A SAX consumer that accepts everything and remembers where parsing failed.
struct ErrorFinder : nlohmann::json_sax<Json> {
  bool null() override { return true; }
  bool boolean(bool) override { return true; }
  bool number_integer(number_integer_t) override { return true; }
  bool number_unsigned(number_unsigned_t) override { return true; }
  bool number_float(number_float_t, const string_t&) override { return true; }
  bool string(string_t&) override { return true; }
  bool binary(binary_t&) override { return true; }
  bool start_object(std::size_t) override { return true; }
  bool key(string_t&) override { return true; }
  bool end_object() override { return true; }
  bool start_array(std::size_t) override { return true; }
  bool end_array() override { return true; }
  bool parse_error(std::size_t position, const std::string& last_token,
                   const nlohmann::detail::exception& error) override {
    failed = true;
    offset = position > 0 ? position - 1 : 0;  // nlohmann counts bytes read.
    // "syntax error while parsing value - invalid literal; last read: 'x'"
    std::string what = error.what();
    const size_t dash = what.find(" - ");
    reason = dash == std::string::npos ? what : what.substr(dash + 3);
    return false;
  }

  bool failed = false;
  size_t offset = 0;
  std::string reason;
};

// The first 'quoted' word of `message`.
absl::string_view QuotedKey(absl::string_view message) {
  const size_t open = message.find('\'');
  if (open == absl::string_view::npos) return {};
  const size_t close = message.find('\'', open + 1);
  if (close == absl::string_view::npos) return {};
  return message.substr(open + 1, close - open - 1);
}

}  // namespace

std::optional<size_t> JsonKeyOffset(absl::string_view text, absl::string_view key) {
  if (key.empty()) return std::nullopt;
  const std::string quoted = absl::StrCat("\"", key, "\"");
  for (size_t at = text.find(quoted); at != absl::string_view::npos;
       at = text.find(quoted, at + 1)) {
    size_t next = at + quoted.size();
    while (next < text.size() && (text[next] == ' ' || text[next] == '\t' ||
                                  text[next] == '\n' || text[next] == '\r')) {
      ++next;
    }
    if (next < text.size() && text[next] == ':') return at;
  }
  return std::nullopt;
}

absl::Status JsonSyntaxError(absl::string_view file, absl::string_view text) {
  ErrorFinder finder;
  Json::sax_parse(text.begin(), text.end(), &finder, nlohmann::detail::input_format_t::json,
                  /*strict=*/true);
  if (!finder.failed) {
    return absl::InvalidArgumentError(
        FormatDiagnostic(SourceLocation{std::string(file), 0, 0}, Severity::kError,
                         "not valid JSON"));
  }
  const size_t offset = std::min(finder.offset, text.size());
  return ErrorAtOffset(file, text, offset, absl::StrCat("not valid JSON (", finder.reason, ")"));
}

absl::Status JsonFieldError(absl::string_view file, absl::string_view text,
                            absl::string_view message) {
  std::optional<size_t> offset = JsonKeyOffset(text, QuotedKey(message));
  if (!offset.has_value()) {
    return absl::InvalidArgumentError(
        FormatDiagnostic(SourceLocation{std::string(file), 0, 0}, Severity::kError, message));
  }
  return ErrorAtOffset(file, text, *offset, message);
}

}  // namespace tpusim
