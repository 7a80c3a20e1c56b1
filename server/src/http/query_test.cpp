#include "http/query.hpp"

#include <gtest/gtest.h>

namespace firm::http {
namespace {

FieldErrors Refused(std::string_view query, const std::set<std::string>& allowed) {
  auto parsed = ParseQuery(query, allowed);
  EXPECT_FALSE(parsed.IsOk()) << query;
  return parsed ? FieldErrors{} : parsed.Error();
}

TEST(QueryTest, DecodesFormEncodingAndDropsEmptyValues) {
  auto parsed = ParseQuery("?a=1&b=x+y%21&&c&d=%E2%9C%93&e=", {"a", "b", "c", "d", "e"});
  ASSERT_TRUE(parsed.IsOk());
  EXPECT_EQ(parsed.Value(), (QueryParams{{"a", "1"}, {"b", "x y!"}, {"d", "\u2713"}}));
  EXPECT_TRUE(ParseQuery("", {}).Value().empty());
}

TEST(QueryTest, ARepeatedParameterIsRefusedEvenWithTheSameValue) {
  EXPECT_EQ(Refused("?weeks=1&weeks=2", {"weeks"}),
            (FieldErrors{{"weeks", {"Give this parameter once."}}}));
  EXPECT_TRUE(Refused("weeks=1&weeks=1", {"weeks"}).contains("weeks"));
  // An empty repeat is a repeat too: "empty means absent" is about the value, not the name.
  EXPECT_TRUE(Refused("weeks=1&weeks=", {"weeks"}).contains("weeks"));
  // What passed is still there for a caller that reports every fault at once.
  auto read = ReadQuery("?a=1&a=2&b=3", {"a", "b"});
  EXPECT_EQ(read.params, (QueryParams{{"b", "3"}}));
  EXPECT_EQ(read.errors.size(), 1u);
}

TEST(QueryTest, UnknownMalformedAndControlCharactersAreRefused) {
  EXPECT_EQ(Refused("?x=1", {"weeks"}), (FieldErrors{{"x", {"This is not a parameter here."}}}));
  EXPECT_TRUE(Refused("?=1", {"weeks"}).contains("_query"));
  EXPECT_TRUE(Refused("?" + std::string(41, 'n') + "=1", {"weeks"}).contains("_query"));
  EXPECT_TRUE(Refused("?a=%2", {"a"}).contains("_query"));
  EXPECT_TRUE(Refused("?a=%zz", {"a"}).contains("_query"));
  EXPECT_TRUE(Refused("?a=%C3%28", {"a"}).contains("_query"));  // invalid UTF-8
  EXPECT_TRUE(Refused("?a=x%0Ay", {"a"}).contains("a"));
  EXPECT_TRUE(Refused("?a=x%E2%80%AEy", {"a"}).contains("a"));  // U+202E
}

}  // namespace
}  // namespace firm::http
