#include "http/request_id.hpp"

#include <gtest/gtest.h>

#include <set>

namespace firm::http {
namespace {

TEST(RequestIdTest, ValidatesIncomingIds) {
  EXPECT_TRUE(IsValidRequestId("abc-DEF_1.2"));
  EXPECT_TRUE(IsValidRequestId(std::string(64, 'a')));
  EXPECT_FALSE(IsValidRequestId(""));
  EXPECT_FALSE(IsValidRequestId(std::string(65, 'a')));
  EXPECT_FALSE(IsValidRequestId("a b"));
  EXPECT_FALSE(IsValidRequestId("a\nb"));
  EXPECT_FALSE(IsValidRequestId("a/b"));
}

TEST(RequestIdTest, KeepsValidAndReplacesInvalid) {
  EXPECT_EQ(ChooseRequestId("trace-1"), "trace-1");
  auto generated = ChooseRequestId("bad id!");
  EXPECT_EQ(generated.size(), 16u);
  EXPECT_EQ(generated.find_first_not_of("0123456789abcdef"), std::string::npos);
  EXPECT_EQ(ChooseRequestId(std::nullopt).size(), 16u);
}

TEST(RequestIdTest, GeneratedIdsAreDistinct) {
  std::set<std::string> ids;
  for (int i = 0; i < 1000; ++i) ids.insert(GenerateRequestId());
  EXPECT_EQ(ids.size(), 1000u);
}

}  // namespace
}  // namespace firm::http
