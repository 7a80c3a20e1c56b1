#include "staff/cookies.hpp"

#include "common/text.hpp"

namespace firm::staff {

namespace {

std::string Attributes(bool secure) {
  return std::string("; Path=/; HttpOnly; SameSite=Strict") + (secure ? "; Secure" : "");
}

}  // namespace

std::optional<std::string> FindCookie(std::string_view header, std::string_view name) {
  while (!header.empty()) {
    auto semicolon = header.find(';');
    std::string_view pair = common::TrimOws(header.substr(0, semicolon));
    auto equals = pair.find('=');
    if (equals != std::string_view::npos && common::TrimOws(pair.substr(0, equals)) == name) {
      std::string_view value = common::TrimOws(pair.substr(equals + 1));
      if (value.size() >= 2 && value.front() == '"' && value.back() == '"') {
        // Whitespace is no cookie-octet (RFC 6265 4.1.1), inside the quotes or out.
        value = common::TrimOws(value.substr(1, value.size() - 2));
      }
      return std::string(value);
    }
    if (semicolon == std::string_view::npos) break;
    header.remove_prefix(semicolon + 1);
  }
  return std::nullopt;
}

std::string SessionCookie(std::string_view token, bool secure) {
  return std::string(kSessionCookie) + "=" + std::string(token) + Attributes(secure);
}

std::string DeviceCookie(std::string_view value, std::chrono::seconds max_age, bool secure) {
  return std::string(kDeviceCookie) + "=" + std::string(value) +
         "; Path=" + std::string(kDeviceCookiePath) +
         "; Max-Age=" + std::to_string(max_age.count()) + "; HttpOnly; SameSite=Strict" +
         (secure ? "; Secure" : "");
}

std::string ClearedSessionCookie(bool secure) {
  return std::string(kSessionCookie) + "=" + Attributes(secure) + "; Max-Age=0";
}

}  // namespace firm::staff
