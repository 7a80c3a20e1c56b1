#include "outbox/backoff.hpp"

#include <algorithm>
#include <cmath>

namespace firm::outbox {

std::chrono::milliseconds BackoffCeiling(const BackoffPolicy& policy, unsigned attempt) {
  // 2^62 ms is far beyond any max; stop doubling before the shift overflows.
  const unsigned doublings = std::min(attempt == 0 ? 0u : attempt - 1, 40u);
  const long double ceiling =
      static_cast<long double>(policy.base.count()) * std::pow(2.0L, doublings);
  if (ceiling >= static_cast<long double>(policy.max.count())) return policy.max;
  return std::chrono::milliseconds(static_cast<long long>(ceiling));
}

std::chrono::milliseconds RetryDelay(const BackoffPolicy& policy, unsigned attempt, double unit,
                                     std::optional<std::chrono::seconds> retry_after) {
  const auto ceiling = BackoffCeiling(policy, attempt);
  const double clamped = std::clamp(unit, 0.0, 1.0);
  auto delay = std::chrono::milliseconds(
      static_cast<long long>(std::llround(clamped * static_cast<double>(ceiling.count()))));
  if (retry_after && retry_after->count() > 0) {
    const std::chrono::milliseconds asked = std::min<std::chrono::milliseconds>(
        *retry_after, std::chrono::duration_cast<std::chrono::milliseconds>(kMaxRetryAfter));
    delay = std::max(delay, asked);
  }
  return delay;
}

}  // namespace firm::outbox
