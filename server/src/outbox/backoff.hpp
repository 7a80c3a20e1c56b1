#pragma once

#include <chrono>
#include <optional>

namespace firm::outbox {

struct BackoffPolicy {
  std::chrono::milliseconds base{30'000};
  std::chrono::milliseconds max{3'600'000};
};

// A receiver's Retry-After is honoured up to this; beyond it a typo or a
// hostile value would park the delivery for good.
inline constexpr std::chrono::hours kMaxRetryAfter{24};

// The longest wait after attempt `attempt` (1-based) failed: base * 2^(attempt-1),
// never more than max.
std::chrono::milliseconds BackoffCeiling(const BackoffPolicy& policy, unsigned attempt);

// "Full jitter": uniform in [0, ceiling], with `unit` a random number in [0, 1),
// so that many deliveries failing together (a receiver outage) do not come back
// together. A Retry-After from the receiver is a lower bound.
std::chrono::milliseconds RetryDelay(const BackoffPolicy& policy, unsigned attempt, double unit,
                                     std::optional<std::chrono::seconds> retry_after);

}  // namespace firm::outbox
