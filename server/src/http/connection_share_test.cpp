#include "http/connection_share.hpp"

#include <gtest/gtest.h>

namespace firm::http {
namespace {

TEST(ConnectionShareTest, EachAddressHoldsAtMostItsShare) {
  ConnectionShare share(2);
  EXPECT_TRUE(share.Acquire("203.0.113.7"));
  EXPECT_TRUE(share.Acquire("203.0.113.7"));
  EXPECT_FALSE(share.Acquire("203.0.113.7"));
  EXPECT_EQ(share.Held("203.0.113.7"), 2u);
  EXPECT_TRUE(share.Acquire("198.51.100.1"));  // another address is not held back
  share.Release("203.0.113.7");
  EXPECT_TRUE(share.Acquire("203.0.113.7"));
  share.Release("203.0.113.7");
  share.Release("203.0.113.7");
  EXPECT_EQ(share.Held("203.0.113.7"), 0u);
  share.Release("203.0.113.7");  // an address never counted is not an error
  EXPECT_EQ(share.Held("203.0.113.7"), 0u);
}

TEST(ConnectionShareTest, ZeroCountsWithoutACap) {
  ConnectionShare share(0);
  for (int i = 0; i < 1000; ++i) ASSERT_TRUE(share.Acquire("a"));
  EXPECT_EQ(share.Held("a"), 1000u);
}

}  // namespace
}  // namespace firm::http
