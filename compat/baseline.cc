#include "compat/baseline.h"

#include <cstdio>
#include <filesystem>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "hlo/base/json_diagnostic.h"
#include "compat/text_io.h"
#include "nlohmann/json.hpp"

namespace tpusim::compat {
namespace {

using Json = nlohmann::json;

// Version 2: fingerprints hash the input's file name, not its path.
constexpr int64_t kBaselineVersion = 2;

// The message only; ParseBaseline adds the file, line and column.
absl::Status BaselineError(absl::string_view source, absl::string_view message) {
  return absl::InvalidArgumentError(message);
}

constexpr absl::string_view kNotJson = "not valid JSON";

// FNV-1a, 64 bit: stable across platforms and releases, unlike std::hash.
uint64_t Fnv1a(absl::string_view text, uint64_t hash = 0xcbf29ce484222325ULL) {
  for (unsigned char c : text) {
    hash ^= c;
    hash *= 0x100000001b3ULL;
  }
  return hash;
}

}  // namespace

std::string FingerprintOf(const Finding& finding) {
  // Only the file's name: CI, a developer and a script spell the same input
  // "hlo/x.hlo", "corpus/hlo/x.hlo" or "/home/me/repo/hlo/x.hlo".
  const std::string file = std::filesystem::path(finding.input_file).filename().generic_string();
  const std::string& scope = finding.op_name.empty() ? finding.instruction : finding.op_name;
  uint64_t hash = 0xcbf29ce484222325ULL;
  for (absl::string_view part : {absl::string_view(finding.rule_id), absl::string_view(file),
                                 absl::string_view(finding.module), absl::string_view(scope),
                                 absl::string_view(finding.key)}) {
    hash = Fnv1a(part, hash);
    hash = Fnv1a(absl::string_view("\0", 1), hash);  // Field separator.
  }
  char buffer[17];
  std::snprintf(buffer, sizeof(buffer), "%016llx", static_cast<unsigned long long>(hash));
  return buffer;
}

namespace {

absl::StatusOr<Baseline> ParseBaselineObject(absl::string_view json_text,
                                             absl::string_view source) {
  Json json = Json::parse(json_text.begin(), json_text.end(), nullptr,
                          /*allow_exceptions=*/false);
  if (json.is_discarded()) return BaselineError(source, kNotJson);
  if (!json.is_object()) return BaselineError(source, "a baseline must be a JSON object");
  auto version = json.find("version");
  if (version != json.end() && version->is_number_integer() && version->get<int64_t>() == 1) {
    return BaselineError(source,
                         "baseline version 1 fingerprints depend on how the input path was "
                         "spelled; record it again with --write-baseline (version 2)");
  }
  if (version == json.end() || !version->is_number_integer() ||
      version->get<int64_t>() != kBaselineVersion) {
    return BaselineError(source, "unsupported baseline version (expected \"version\": 2)");
  }
  auto findings = json.find("findings");
  if (findings == json.end() || !findings->is_array()) {
    return BaselineError(source, "'findings' must be an array");
  }
  Baseline baseline;
  for (const Json& item : *findings) {
    if (!item.is_object()) return BaselineError(source, "each finding must be an object");
    auto fingerprint = item.find("fingerprint");
    if (fingerprint == item.end() || !fingerprint->is_string()) {
      return BaselineError(source, "each finding needs a string fingerprint");
    }
    ++baseline.counts[fingerprint->get<std::string>()];
  }
  return baseline;
}

}  // namespace

absl::StatusOr<Baseline> ParseBaseline(absl::string_view json_text, absl::string_view source) {
  absl::StatusOr<Baseline> baseline = ParseBaselineObject(json_text, source);
  if (baseline.ok()) return baseline;
  if (baseline.status().message() == kNotJson) return JsonSyntaxError(source, json_text);
  return JsonFieldError(source, json_text, baseline.status().message());
}

absl::StatusOr<Baseline> LoadBaseline(const std::string& path) {
  absl::StatusOr<std::string> text = ReadTextFile(path);
  if (!text.ok()) return text.status();
  return ParseBaseline(*text, path);
}

void ApplyBaseline(const Baseline& baseline, LintReport* report) {
  std::map<std::string, int64_t> remaining = baseline.counts;
  for (Finding& finding : report->findings) {
    if (finding.state != FindingState::kActive) continue;
    auto it = remaining.find(finding.fingerprint);
    if (it == remaining.end() || it->second == 0) continue;
    --it->second;
    finding.state = FindingState::kBaselined;
  }
}

std::string BaselineJson(const LintReport& report) {
  Json findings = Json::array();
  for (const Finding& finding : report.findings) {
    if (finding.state == FindingState::kSuppressed) continue;
    findings.push_back({{"fingerprint", finding.fingerprint},
                        {"rule", finding.rule_id},
                        {"file", finding.input_file},
                        {"scope", finding.op_name.empty() ? finding.instruction
                                                          : finding.op_name},
                        {"message", finding.message}});
  }
  Json out = {{"version", kBaselineVersion}, {"tool", "tpusim"}, {"findings", std::move(findings)}};
  return out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace tpusim::compat
