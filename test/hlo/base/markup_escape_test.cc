// The one markup escape (hlo/base/markup_escape.h) the XML and HTML
// renderers share.
#include "hlo/base/markup_escape.h"

#include "gtest/gtest.h"

namespace tpusim {
namespace {

TEST(MarkupEscapeTest, EntitiesAndControlCharacters) {
  EXPECT_EQ(EscapeMarkup("<a href=\"x\">'&'</a>"),
            "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;");
  EXPECT_EQ(EscapeMarkup(std::string("a\tb\nc\rd\x01" "e\x1f", 10)), "a\tb\nc\rd?e?");
  EXPECT_EQ(EscapeMarkup("plain"), "plain");
  EXPECT_EQ(EscapeMarkup("\xc3\xa9"), "\xc3\xa9");  // UTF-8 passes through.
}

}  // namespace
}  // namespace tpusim
