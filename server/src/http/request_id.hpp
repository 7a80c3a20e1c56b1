#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace firm::http {

inline constexpr std::size_t kMaxRequestIdLength = 64;

// True for 1..64 chars of [A-Za-z0-9._-]: safe to echo in headers and logs.
bool IsValidRequestId(std::string_view id);

// 16 lowercase hex chars from a per-thread generator (no lock on the hot path).
std::string GenerateRequestId();

// The incoming id when valid (so traces join up across proxies), else a new one.
std::string ChooseRequestId(std::optional<std::string_view> incoming);

}  // namespace firm::http
