// Escaping untrusted text (op names, file names, messages from a program)
// for XML and HTML output: one rule for the JUnit and SARIF-adjacent XML
// renderers and the HTML pages.
#ifndef TPUSIM_HLO_BASE_MARKUP_ESCAPE_H_
#define TPUSIM_HLO_BASE_MARKUP_ESCAPE_H_

#include <string>

#include "absl/strings/string_view.h"

namespace tpusim {

// &, <, >, " and ' as entities (&apos; is valid in XML and HTML5); control
// characters other than tab and newlines, which XML 1.0 forbids even as
// references, as '?'. Safe inside element text and quoted attributes.
std::string EscapeMarkup(absl::string_view text);

}  // namespace tpusim

#endif  // TPUSIM_HLO_BASE_MARKUP_ESCAPE_H_
