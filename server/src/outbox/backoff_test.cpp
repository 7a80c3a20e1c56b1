#include "outbox/backoff.hpp"

#include <gtest/gtest.h>

#include <random>

namespace firm::outbox {
namespace {

using std::chrono::milliseconds;
using std::chrono::seconds;

const BackoffPolicy kPolicy{milliseconds(1000), milliseconds(60'000)};

TEST(BackoffTest, CeilingDoublesFromBaseUpToMax) {
  EXPECT_EQ(BackoffCeiling(kPolicy, 1), milliseconds(1000));
  EXPECT_EQ(BackoffCeiling(kPolicy, 2), milliseconds(2000));
  EXPECT_EQ(BackoffCeiling(kPolicy, 3), milliseconds(4000));
  EXPECT_EQ(BackoffCeiling(kPolicy, 6), milliseconds(32'000));
  EXPECT_EQ(BackoffCeiling(kPolicy, 7), milliseconds(60'000));
  EXPECT_EQ(BackoffCeiling(kPolicy, 100), milliseconds(60'000));  // no overflow
  EXPECT_EQ(BackoffCeiling(kPolicy, 0), milliseconds(1000));
}

TEST(BackoffTest, FullJitterStaysWithinZeroAndTheCeiling) {
  EXPECT_EQ(RetryDelay(kPolicy, 3, 0.0, std::nullopt), milliseconds(0));
  EXPECT_EQ(RetryDelay(kPolicy, 3, 0.5, std::nullopt), milliseconds(2000));
  EXPECT_EQ(RetryDelay(kPolicy, 3, 0.999999, std::nullopt), milliseconds(4000));
  std::mt19937_64 random(42);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  for (unsigned attempt = 1; attempt <= 12; ++attempt) {
    milliseconds low = milliseconds::max();
    milliseconds high{0};
    for (int i = 0; i < 500; ++i) {
      auto delay = RetryDelay(kPolicy, attempt, unit(random), std::nullopt);
      ASSERT_GE(delay, milliseconds(0));
      ASSERT_LE(delay, BackoffCeiling(kPolicy, attempt));
      low = std::min(low, delay);
      high = std::max(high, delay);
    }
    // Really spread out, not a constant.
    EXPECT_LT(low, BackoffCeiling(kPolicy, attempt) / 4) << attempt;
    EXPECT_GT(high, BackoffCeiling(kPolicy, attempt) * 3 / 4) << attempt;
  }
}

TEST(BackoffTest, RetryAfterIsALowerBoundCappedAtADay) {
  EXPECT_EQ(RetryDelay(kPolicy, 1, 0.1, seconds(30)), milliseconds(30'000));
  // A shorter Retry-After than the jittered backoff does not shorten it.
  EXPECT_EQ(RetryDelay(kPolicy, 7, 1.0, seconds(1)), milliseconds(60'000));
  EXPECT_EQ(RetryDelay(kPolicy, 1, 0.0, seconds(365 * 86'400)),
            std::chrono::duration_cast<milliseconds>(kMaxRetryAfter));
  EXPECT_EQ(RetryDelay(kPolicy, 1, 0.0, seconds(0)), milliseconds(0));
}

}  // namespace
}  // namespace firm::outbox
