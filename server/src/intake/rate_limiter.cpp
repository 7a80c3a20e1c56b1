#include "intake/rate_limiter.hpp"

#include <algorithm>

#include "http/client_address.hpp"

namespace firm::intake {

RateLimiter::Decision RateLimiter::Attempt(const std::string& address, Clock::time_point now) {
  std::lock_guard lock(mutex_);
  if (windows_.size() >= max_addresses_) DropExpired(now);
  // An IPv6 client counts by its /64, as for the connection slots: one subscriber holds 2^64
  // addresses (issue 50).
  auto [it, inserted] = windows_.try_emplace(http::AddressGroup(address), Window{now, 0});
  Window& window = it->second;
  if (now - window.start >= window_) window = Window{now, 0};
  if (window.count >= limit_) {
    auto left = std::chrono::ceil<std::chrono::seconds>(window.start + window_ - now).count();
    return Decision{false, std::max<long>(1, static_cast<long>(left))};
  }
  ++window.count;
  return Decision{true, 0};
}

void RateLimiter::DropExpired(Clock::time_point now) {
  std::erase_if(windows_, [&](const auto& entry) { return now - entry.second.start >= window_; });
  // Still full (a flood from many addresses): start over rather than grow
  // without bound; the limit is a courtesy, storage is protected by other means.
  if (windows_.size() >= max_addresses_) windows_.clear();
}

}  // namespace firm::intake
