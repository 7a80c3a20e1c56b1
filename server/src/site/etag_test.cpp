#include "site/etag.hpp"

#include <gtest/gtest.h>

namespace firm::site {
namespace {

TEST(ComputeEtagTest, IsQuotedTruncatedSha256) {
  // SHA-256("") = e3b0c44298fc1c149afbf4c8996fb924...
  EXPECT_EQ(ComputeEtag(""), "\"e3b0c44298fc1c149afbf4c8996fb924\"");
  EXPECT_EQ(ComputeEtag("abc"), "\"ba7816bf8f01cfea414140de5dae2223\"");
}

TEST(ComputeEtagTest, DiffersByContentAndSuffix) {
  EXPECT_NE(ComputeEtag("a"), ComputeEtag("b"));
  EXPECT_EQ(ComputeEtag("abc", "br"), "\"ba7816bf8f01cfea414140de5dae2223-br\"");
  EXPECT_NE(ComputeEtag("abc", "br"), ComputeEtag("abc", "gzip"));
  EXPECT_EQ(ComputeEtag("abc"), ComputeEtag("abc"));
}

TEST(IfNoneMatchTest, MatchesExactAndLists) {
  const std::string etag = "\"abc\"";
  EXPECT_TRUE(IfNoneMatchMatches("\"abc\"", etag));
  EXPECT_TRUE(IfNoneMatchMatches("\"x\", \"abc\"", etag));
  EXPECT_TRUE(IfNoneMatchMatches("\"x\",\"abc\",\"y\"", etag));
  EXPECT_FALSE(IfNoneMatchMatches("\"abcd\"", etag));
  EXPECT_FALSE(IfNoneMatchMatches("\"ab\"", etag));
  EXPECT_FALSE(IfNoneMatchMatches("", etag));
  EXPECT_FALSE(IfNoneMatchMatches("abc", etag));
}

TEST(IfNoneMatchTest, StarMatchesAnything) {
  EXPECT_TRUE(IfNoneMatchMatches("*", "\"abc\""));
  EXPECT_TRUE(IfNoneMatchMatches(" * ", "\"abc\""));
}

TEST(IfNoneMatchTest, WeakTagsCompareWeakly) {
  EXPECT_TRUE(IfNoneMatchMatches("W/\"abc\"", "\"abc\""));
  EXPECT_TRUE(IfNoneMatchMatches("\"x\", W/\"abc\"", "\"abc\""));
  EXPECT_FALSE(IfNoneMatchMatches("W/\"abd\"", "\"abc\""));
}

TEST(IfNoneMatchTest, EncodingVariantsDoNotMatchEachOther) {
  EXPECT_FALSE(IfNoneMatchMatches("\"abc\"", "\"abc-br\""));
  EXPECT_FALSE(IfNoneMatchMatches("\"abc-gzip\"", "\"abc-br\""));
}

TEST(IfNoneMatchTest, CommasInsideTagsAndGarbageAreHandled) {
  EXPECT_TRUE(IfNoneMatchMatches("\"a,b\"", "\"a,b\""));
  EXPECT_FALSE(IfNoneMatchMatches("\"a,b\"", "\"a\""));
  EXPECT_TRUE(IfNoneMatchMatches("garbage, \"abc\"", "\"abc\""));
  EXPECT_FALSE(IfNoneMatchMatches("\"unterminated", "\"unterminated\""));
}

}  // namespace
}  // namespace firm::site
