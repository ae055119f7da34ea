// Renderers of a LintReport (report.h). Each is a pure function of the
// report: none re-lints, re-reads files or re-sorts. Golden files for every
// format live in test/data/golden/compat/.
//
//   text    compiler style: "file:line:col: error: message [rule-id]", the
//           source line and a caret, a note naming the instruction, and a
//           summary line. Only active findings.
//   json    the whole report, suppressed and baselined findings included.
//   sarif   SARIF 2.1.0 as GitHub code scanning accepts it.
//   junit   JUnit XML: one testsuite per file, one testcase per rule run;
//           error findings are failures, warnings and notes go to
//           system-out.
//   github  GitHub Actions workflow commands ("::error file=...,line=...::").
#ifndef TPUSIM_COMPAT_RENDER_H_
#define TPUSIM_COMPAT_RENDER_H_

#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "compat/report.h"

namespace tpusim::compat {

enum class LintFormat { kText, kJson, kSarif, kJUnit, kGithub };

absl::StatusOr<LintFormat> ParseLintFormat(absl::string_view name);
absl::string_view LintFormatName(LintFormat format);

std::string RenderLintText(const LintReport& report);
std::string RenderLintJson(const LintReport& report);
std::string RenderLintSarif(const LintReport& report);
std::string RenderLintJUnit(const LintReport& report);
std::string RenderLintGithub(const LintReport& report);
std::string RenderLint(const LintReport& report, LintFormat format);

}  // namespace tpusim::compat

#endif  // TPUSIM_COMPAT_RENDER_H_
