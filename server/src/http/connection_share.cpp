#include "http/connection_share.hpp"

namespace firm::http {

bool ConnectionShare::Acquire(std::string_view address) {
  std::lock_guard lock(mutex_);
  auto [entry, added] = held_.try_emplace(std::string(address), 0);
  if (per_address_ > 0 && entry->second >= per_address_) return false;
  ++entry->second;
  return true;
}

void ConnectionShare::Release(std::string_view address) {
  std::lock_guard lock(mutex_);
  auto entry = held_.find(std::string(address));
  if (entry == held_.end()) return;
  if (--entry->second == 0) held_.erase(entry);
}

std::size_t ConnectionShare::Held(std::string_view address) const {
  std::lock_guard lock(mutex_);
  auto entry = held_.find(std::string(address));
  return entry == held_.end() ? 0 : entry->second;
}

}  // namespace firm::http
