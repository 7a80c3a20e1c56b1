#include "common/text.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace firm::common {
namespace {

TEST(TextTest, LowerChangesOnlyAsciiLetters) {
  EXPECT_EQ(AsciiLower("MaR\xc3\x8d"
                       "a-X"),
            "mar\xc3\x8d"
            "a-x");  // Í: its bytes are kept
  EXPECT_EQ(AsciiLower(""), "");
}

TEST(TextTest, TrimOwsTakesOnlySpacesAndTabs) {
  EXPECT_EQ(TrimOws(" \t a b \t"), "a b");
  EXPECT_EQ(TrimOws("\r\na\r\n"), "\r\na\r\n");
}

TEST(TextTest, TrimWhitespaceTakesLineBreaksToo) {
  EXPECT_EQ(TrimWhitespace("\r\n a \t"), "a");
  EXPECT_EQ(TrimWhitespace(" \t "), "");
  EXPECT_EQ(TrimWhitespace("a \v"), "a \v");  // vertical tab is not whitespace here
}

TEST(TextTest, Utf8CheckRefusesWhatIsNotWellFormed) {
  EXPECT_TRUE(IsValidUtf8("plain ascii"));
  EXPECT_TRUE(
      IsValidUtf8("Mar\xc3\xad"
                  "a \xf0\x9f\x98\x9e"));
  EXPECT_FALSE(IsValidUtf8("\xff"));
  EXPECT_EQ(ValidUtf8("a\xff"
                      "b\xc3"),
            "a\xEF\xBF\xBD"
            "b\xEF\xBF\xBD");
  EXPECT_EQ(ValidUtf8("Mar\xc3\xad"), "Mar\xc3\xad");
  EXPECT_FALSE(IsValidUtf8("\xc3"));              // truncated
  EXPECT_FALSE(IsValidUtf8("\xc0\xaf"));          // overlong
  EXPECT_FALSE(IsValidUtf8("\xed\xa0\x80"));      // surrogate
  EXPECT_FALSE(IsValidUtf8("\xf4\x90\x80\x80"));  // past U+10FFFF
}

TEST(TextTest, HttpTokensAndDigits) {
  EXPECT_TRUE(IsHttpToken("GET"));
  EXPECT_TRUE(IsHttpToken("X-Custom_1!#$%&'*+.^`|~"));
  EXPECT_FALSE(IsHttpToken(""));
  EXPECT_FALSE(IsHttpToken("GE T"));
  EXPECT_FALSE(IsHttpToken("a:b"));
  EXPECT_FALSE(IsHttpToken("caf\xc3\xa9"));
  EXPECT_TRUE(IsAsciiDigits("0123456789"));
  EXPECT_FALSE(IsAsciiDigits(""));
  EXPECT_FALSE(IsAsciiDigits("12a"));
  EXPECT_FALSE(IsAsciiDigits("-1"));
}

TEST(TextTest, OneTextRuleForSingleAndMultiLineFields) {
  EXPECT_FALSE(HasControlCharacters("plain text, caf\u00e9 y se\u00f1or"));
  EXPECT_TRUE(HasControlCharacters("a\x01"));
  EXPECT_TRUE(HasControlCharacters("a\x7f"));
  EXPECT_TRUE(HasControlCharacters("line\nbreak"));
  EXPECT_TRUE(HasControlCharacters("Acme\r\nBcc: x@example.com"));
  // C1 controls, bidi overrides and isolates, line and paragraph separators.
  for (const char* bad : {"a\u0085b", "a\u009fb", "Ann\u202egnp.exe", "a\u202ab", "a\u2066b",
                          "a\u2069b", "a\u2028b", "a\u2029b"}) {
    EXPECT_TRUE(HasControlCharacters(bad)) << bad;
    EXPECT_TRUE(HasControlCharacters(bad, Controls::kAllowLineBreaks)) << bad;
  }
  // Neighbours that are fine: U+00A0, U+2027, U+202F, U+2065, U+206A.
  EXPECT_FALSE(HasControlCharacters("a\u00a0b\u2027c\u202fd\u2065e\u206af"));
  // Several lines keep line breaks, and nothing else: not a tab, not a bell.
  EXPECT_FALSE(HasControlCharacters("line\r\nbreak\nmore", Controls::kAllowLineBreaks));
  EXPECT_TRUE(HasControlCharacters("tab\there", Controls::kAllowLineBreaks));
  EXPECT_TRUE(HasControlCharacters("bell\a", Controls::kAllowLineBreaks));
}

// Every code point against the shared list (the web suite checks the same file).
TEST(TextTest, InvisibleCodePointsAreExactlyTheSharedList) {
  std::ifstream in(FIRM_FORMS_DIR "/fixtures/invisible-characters.json");
  std::stringstream buffer;
  buffer << in.rdbuf();
  const auto fixture = nlohmann::json::parse(buffer.str());
  std::vector<std::pair<char32_t, char32_t>> ranges;
  for (const auto& range : fixture.at("ranges")) {
    ranges.emplace_back(std::stoul(range.at(0).get<std::string>(), nullptr, 16),
                        std::stoul(range.at(1).get<std::string>(), nullptr, 16));
  }
  ASSERT_GE(ranges.size(), 20u);
  int mismatches = 0;
  for (char32_t c = 0; c <= 0x10FFFF && mismatches < 10; ++c) {
    if (c >= 0xD800 && c <= 0xDFFF) continue;
    bool listed = false;
    for (const auto& [first, last] : ranges) listed = listed || (c >= first && c <= last);
    if (IsInvisibleCodePoint(c) != listed) {
      ++mismatches;
      ADD_FAILURE() << "U+" << std::hex << static_cast<unsigned long>(c) << " listed=" << listed;
    }
  }
}

TEST(TextTest, InvisibleCharactersAreFoundInUtf8) {
  EXPECT_FALSE(HasInvisibleCharacters("Mar\u00eda L\u00f3pez, caf\u00e9 \U0001F600 \u00a0"));
  EXPECT_FALSE(HasInvisibleCharacters(""));
  for (const char* bad : {"Ann\u200bSmith", "\ufeffAnn", "Ann\u202egnp.exe", "a\u061cb", "a\u2060b",
                          "a\u2069", "tag \U000E0041", "private \ue000", "plane 16 \U0010FFFD",
                          "non \ufdd0", "non \uffff", "non \U0001FFFE", "lrm \u200e"}) {
    EXPECT_TRUE(HasInvisibleCharacters(bad)) << bad;
  }
  // The joiners spell Persian and Indic names and emoji sequences.
  EXPECT_FALSE(HasInvisibleCharacters("\u0645\u06cc\u200c\u0634\u0648\u062f"));
  EXPECT_FALSE(HasInvisibleCharacters("\U0001F468\u200d\U0001F469"));
  // A truncated sequence at the end is not read past the text's end.
  EXPECT_FALSE(HasInvisibleCharacters(std::string("a\xE2\x80", 3)));
}

TEST(PercentEncodeTest, EscapesEverythingButUnreserved) {
  EXPECT_EQ(PercentEncode("/admin/leads/x?y=1&z"), "%2Fadmin%2Fleads%2Fx%3Fy%3D1%26z");
  EXPECT_EQ(PercentEncode("a-b.c_d~"), "a-b.c_d~");
}

TEST(TextTest, UsageTextPutsUsageBeforeTheFirstCommandAndAlignsTheRest) {
  EXPECT_EQ(
      UsageText({"firm-server [serve]", "firm-server user list\nfirm-server user add"}),
      "usage: firm-server [serve]\n       firm-server user list\n       firm-server user add\n");
}

}  // namespace
}  // namespace firm::common
