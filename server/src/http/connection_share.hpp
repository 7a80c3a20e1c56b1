#pragma once

#include <cstddef>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

namespace firm::http {

// How many open connections each client address holds, with a cap per address
// (CONNECTIONS_PER_ADDRESS), so that one client cannot take every connection slot
// the server has (issue 38). Touched when a connection opens, closes or, behind
// a proxy, changes the client it serves; never per request otherwise.
class ConnectionShare {
 public:
  // 0: no cap (only counted).
  explicit ConnectionShare(std::size_t per_address) : per_address_(per_address) {}

  // Counts one more connection for `address`; false, and nothing counted, when
  // the address already holds its share.
  bool Acquire(std::string_view address);
  void Release(std::string_view address);
  std::size_t Held(std::string_view address) const;

 private:
  const std::size_t per_address_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, std::size_t> held_;
};

}  // namespace firm::http
