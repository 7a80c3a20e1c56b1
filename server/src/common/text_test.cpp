#include "common/text.hpp"

#include <gtest/gtest.h>

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

TEST(PercentEncodeTest, EscapesEverythingButUnreserved) {
  EXPECT_EQ(PercentEncode("/admin/leads/x?y=1&z"), "%2Fadmin%2Fleads%2Fx%3Fy%3D1%26z");
  EXPECT_EQ(PercentEncode("a-b.c_d~"), "a-b.c_d~");
}

}  // namespace
}  // namespace firm::common
