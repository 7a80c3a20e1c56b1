#include "intake/rate_limiter.hpp"

#include <gtest/gtest.h>

namespace firm::intake {
namespace {

using namespace std::chrono_literals;

TEST(RateLimiterTest, AllowsUpToTheLimitThenSaysWhenToRetry) {
  RateLimiter limiter(3, 600s);
  auto t0 = RateLimiter::Clock::time_point{} + 1000s;
  EXPECT_TRUE(limiter.Attempt("10.0.0.1", t0).allowed);
  EXPECT_TRUE(limiter.Attempt("10.0.0.1", t0 + 1s).allowed);
  EXPECT_TRUE(limiter.Attempt("10.0.0.1", t0 + 2s).allowed);
  auto refused = limiter.Attempt("10.0.0.1", t0 + 100s);
  EXPECT_FALSE(refused.allowed);
  EXPECT_EQ(refused.retry_after_seconds, 500);
  // Other addresses have their own budget.
  EXPECT_TRUE(limiter.Attempt("10.0.0.2", t0 + 100s).allowed);
  // A new window starts after windowSeconds.
  EXPECT_TRUE(limiter.Attempt("10.0.0.1", t0 + 600s).allowed);
}

// Issue 50: an IPv6 client has 2^64 addresses in its /64; they share one budget.
TEST(RateLimiterTest, IPv6AddressesOfOneSlash64ShareABudget) {
  RateLimiter limiter(2, 600s);
  auto t0 = RateLimiter::Clock::time_point{} + 1000s;
  EXPECT_TRUE(limiter.Attempt("2001:db8:1:2::1", t0).allowed);
  EXPECT_TRUE(limiter.Attempt("2001:db8:1:2::2", t0).allowed);
  EXPECT_FALSE(limiter.Attempt("2001:db8:1:2:ffff::3", t0).allowed);
  EXPECT_TRUE(limiter.Attempt("2001:db8:1:3::1", t0).allowed);
}

TEST(RateLimiterTest, RetryAfterIsAtLeastOneSecond) {
  RateLimiter limiter(1, 10s);
  auto t0 = RateLimiter::Clock::time_point{} + 50s;
  EXPECT_TRUE(limiter.Attempt("a", t0).allowed);
  auto refused = limiter.Attempt("a", t0 + 9999ms);
  EXPECT_FALSE(refused.allowed);
  EXPECT_EQ(refused.retry_after_seconds, 1);
}

TEST(RateLimiterTest, MemoryIsBounded) {
  RateLimiter limiter(1, 10s, 4);
  auto t0 = RateLimiter::Clock::time_point{} + 50s;
  for (int i = 0; i < 100; ++i) {
    EXPECT_TRUE(limiter.Attempt("addr" + std::to_string(i), t0).allowed);
  }
  // Expired entries are dropped first, so an old address starts afresh.
  EXPECT_TRUE(limiter.Attempt("addr0", t0 + 11s).allowed);
}

}  // namespace
}  // namespace firm::intake
