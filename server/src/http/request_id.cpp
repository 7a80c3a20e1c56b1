#include "http/request_id.hpp"

#include <algorithm>
#include <cctype>
#include <random>

namespace firm::http {

bool IsValidRequestId(std::string_view id) {
  if (id.empty() || id.size() > kMaxRequestIdLength) return false;
  return std::all_of(id.begin(), id.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_' || c == '-';
  });
}

std::string GenerateRequestId() {
  thread_local std::mt19937_64 generator{std::random_device{}()};
  static constexpr char kHex[] = "0123456789abcdef";
  std::uint64_t value = generator();
  std::string id(16, '0');
  for (int i = 15; i >= 0; --i) {
    id[static_cast<std::size_t>(i)] = kHex[value & 0xf];
    value >>= 4;
  }
  return id;
}

std::string ChooseRequestId(std::optional<std::string_view> incoming) {
  if (incoming && IsValidRequestId(*incoming)) return std::string(*incoming);
  return GenerateRequestId();
}

}  // namespace firm::http
