#include "common/text.hpp"

#include <gtest/gtest.h>

namespace firm::common {
namespace {

TEST(TextTest, LowerChangesOnlyAsciiLetters) {
  EXPECT_EQ(AsciiLower("MaR\xc3\x8d" "a-X"), "mar\xc3\x8d" "a-x");  // Í: its bytes are kept
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

TEST(TextTest, Utf8CheckRefusesOverlongAndCutSequences) {
  EXPECT_TRUE(IsValidUtf8("Mar\xc3\xad" "a \xf0\x9f\x98\x9e"));
  EXPECT_FALSE(IsValidUtf8("\xc0\xaf"));
  EXPECT_FALSE(IsValidUtf8("\xc3"));
}

}  // namespace
}  // namespace firm::common
