#include "http/path.hpp"

#include <gtest/gtest.h>

namespace firm::http {
namespace {

NormalizedPath Ok(std::string_view target) {
  auto result = NormalizePath(target);
  EXPECT_TRUE(result.IsOk()) << target;
  return result ? result.Value() : NormalizedPath{};
}

PathError Err(std::string_view target) {
  auto result = NormalizePath(target);
  EXPECT_FALSE(result.IsOk()) << target;
  return result ? PathError{} : result.Error();
}

TEST(NormalizePathTest, RootAndSimplePaths) {
  EXPECT_EQ(Ok("/").decoded, "/");
  EXPECT_FALSE(Ok("/").trailing_slash);
  EXPECT_EQ(Ok("/services").decoded, "/services");
  EXPECT_EQ(Ok("/assets/app-3f9a1c.js").decoded, "/assets/app-3f9a1c.js");
}

TEST(NormalizePathTest, DropsQueryAndFragment) {
  auto p = Ok("/services?x=1&y=%2e#frag");
  EXPECT_EQ(p.decoded, "/services");
  EXPECT_EQ(p.query, "?x=1&y=%2e");
  EXPECT_EQ(Ok("/a#b?c").decoded, "/a");
  EXPECT_EQ(Ok("/a#b?c").query, "");
}

TEST(NormalizePathTest, PercentDecodesOnce) {
  EXPECT_EQ(Ok("/caf%C3%A9").decoded, "/caf\xC3\xA9");
  EXPECT_EQ(Ok("/a%20b").decoded, "/a b");
  // %252e is a literal "%2e" segment, not a dot: it simply matches no file.
  EXPECT_EQ(Ok("/%252e%252e/x").decoded, "/%2e%2e/x");
  EXPECT_EQ(Ok("/%2e%2e%2e").decoded, "/...");
}

TEST(NormalizePathTest, TrailingSlashIsFlaggedAndStripped) {
  auto p = Ok("/services/?a=1");
  EXPECT_TRUE(p.trailing_slash);
  EXPECT_EQ(p.decoded, "/services");
  EXPECT_EQ(p.raw, "/services");
  EXPECT_EQ(p.query, "?a=1");
  EXPECT_EQ(Ok("/a%20b/").raw, "/a%20b");
}

TEST(NormalizePathTest, RejectsTraversal) {
  EXPECT_EQ(Err("/../etc/passwd"), PathError::kBadRequest);
  EXPECT_EQ(Err("/a/../b"), PathError::kBadRequest);
  EXPECT_EQ(Err("/a/.."), PathError::kBadRequest);
  EXPECT_EQ(Err("/./a"), PathError::kBadRequest);
  EXPECT_EQ(Err("/a/."), PathError::kBadRequest);
  EXPECT_EQ(Err("/%2e%2e/x"), PathError::kBadRequest);
  EXPECT_EQ(Err("/%2E%2E/x"), PathError::kBadRequest);
  EXPECT_EQ(Err("/.%2e/x"), PathError::kBadRequest);
  EXPECT_EQ(Err("/%2e/x"), PathError::kBadRequest);
  EXPECT_EQ(Err("/a/%2e%2e%2fb"), PathError::kBadRequest);
  EXPECT_EQ(Err("/a%2Fb"), PathError::kBadRequest);
  EXPECT_EQ(Err("/a%5cb"), PathError::kBadRequest);
  EXPECT_EQ(Err("/a%5C..%5Cb"), PathError::kBadRequest);
  EXPECT_EQ(Err("/a\\b"), PathError::kBadRequest);
}

TEST(NormalizePathTest, RejectsControlBytesAndBadEscapes) {
  EXPECT_EQ(Err("/a%00b"), PathError::kBadRequest);
  EXPECT_EQ(Err("/a%0d%0aSet-Cookie:x"), PathError::kBadRequest);
  EXPECT_EQ(Err("/a%7f"), PathError::kBadRequest);
  EXPECT_EQ(Err(std::string_view("/a\0b", 4)), PathError::kBadRequest);
  EXPECT_EQ(Err("/a b"), PathError::kBadRequest);
  EXPECT_EQ(Err("/a%"), PathError::kBadRequest);
  EXPECT_EQ(Err("/a%2"), PathError::kBadRequest);
  EXPECT_EQ(Err("/a%zz"), PathError::kBadRequest);
  EXPECT_EQ(Err("/a%g0"), PathError::kBadRequest);
}

TEST(NormalizePathTest, RejectsDuplicateSlashesAndNonOriginForm) {
  EXPECT_EQ(Err("//"), PathError::kBadRequest);
  EXPECT_EQ(Err("//evil.example/"), PathError::kBadRequest);
  EXPECT_EQ(Err("/a//b"), PathError::kBadRequest);
  EXPECT_EQ(Err("/a//"), PathError::kBadRequest);
  EXPECT_EQ(Err(""), PathError::kBadRequest);
  EXPECT_EQ(Err("services"), PathError::kBadRequest);
  EXPECT_EQ(Err("*"), PathError::kBadRequest);
  EXPECT_EQ(Err("http://example.com/"), PathError::kBadRequest);
}

TEST(NormalizePathTest, NonUtf8IsAcceptedAsAnOpaqueKey) {
  EXPECT_EQ(Ok("/%ff%fe").decoded, "/\xff\xfe");
}

TEST(NormalizePathTest, LongPaths) {
  std::string at_limit = "/" + std::string(kMaxPathLength - 1, 'a');
  EXPECT_EQ(Ok(at_limit).decoded.size(), kMaxPathLength);
  EXPECT_EQ(Err("/" + std::string(kMaxPathLength, 'a')), PathError::kTooLong);
  // The query does not count towards the path limit.
  EXPECT_TRUE(NormalizePath("/a?" + std::string(4000, 'q')).IsOk());
}

TEST(PathPartTest, StripsQueryAndFragment) {
  EXPECT_EQ(PathPart("/a?b#c"), "/a");
  EXPECT_EQ(PathPart("/a#c"), "/a");
  EXPECT_EQ(PathPart("/a"), "/a");
}

}  // namespace
}  // namespace firm::http
