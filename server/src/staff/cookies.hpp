#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace firm::staff {

inline constexpr std::string_view kSessionCookie = "firm_admin";
// The browser's device cookie after a full sign-in (device_cookie.hpp); read only by the API.
inline constexpr std::string_view kDeviceCookie = "firm_device";
inline constexpr std::string_view kDeviceCookiePath = "/api/admin";

// The value of cookie `name` in a Cookie request header ("a=1; b=2"), or
// nullopt. With several cookies of that name (a sibling path or a subdomain
// can plant one) the first is taken; a forged one only fails the lookup.
std::optional<std::string> FindCookie(std::string_view header, std::string_view name);

// Set-Cookie for a new session: no Max-Age/Expires (ends with the browser),
// HttpOnly, SameSite=Strict, Path=/, and Secure when the site is served over https.
std::string SessionCookie(std::string_view token, bool secure);

// Set-Cookie that makes the browser drop the session cookie.
std::string ClearedSessionCookie(bool secure);

// Set-Cookie for a device cookie: kept `max_age` (it outlives the browser), sent only to the
// staff API (Path=/api/admin), HttpOnly, SameSite=Strict, and Secure when the site is https.
std::string DeviceCookie(std::string_view value, std::chrono::seconds max_age, bool secure);

}  // namespace firm::staff
