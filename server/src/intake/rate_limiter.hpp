#pragma once

#include <chrono>
#include <cstddef>
#include <mutex>
#include <string>
#include <unordered_map>

namespace firm::intake {

// Fixed-window counter per client address: at most `limit` attempts per
// `window`. Fixed windows allow up to 2x limit across a window boundary, which
// is fine for flood control and keeps the state to one small entry per address.
class RateLimiter {
 public:
  using Clock = std::chrono::steady_clock;

  RateLimiter(unsigned limit, std::chrono::seconds window, std::size_t max_addresses = 100000)
      : limit_(limit), window_(window), max_addresses_(max_addresses) {}

  struct Decision {
    bool allowed = true;
    long retry_after_seconds = 0;  // >= 1 when not allowed
  };

  // Counts one attempt from `address` at `now` and says whether it may proceed. IPv6
  // addresses count by their /64 (http::AddressGroup); any other key counts as it is.
  Decision Attempt(const std::string& address, Clock::time_point now);

 private:
  struct Window {
    Clock::time_point start;
    unsigned count = 0;
  };

  void DropExpired(Clock::time_point now);

  const unsigned limit_;
  const std::chrono::seconds window_;
  const std::size_t max_addresses_;
  std::mutex mutex_;
  std::unordered_map<std::string, Window> windows_;
};

}  // namespace firm::intake
