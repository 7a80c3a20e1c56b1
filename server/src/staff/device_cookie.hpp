#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

#include "staff/secret_box.hpp"

namespace firm::staff {

// The device cookie of the staff sign-in (OWASP "Slow Down Online Guessing Attacks with Device
// Cookies"; docs/decisions/0036-device-cookies-for-sign-in.md). A browser that has passed the
// password and the second factor keeps a cookie naming the user, with a random nonce and when
// it expires, signed with a key derived from the sealing key (SecretBox::Mac): a later attempt
// for that user carrying it is counted on that cookie alone (AttemptRules::per_device), so
// failures from elsewhere never lock that browser out. Its value:
//   "v1.<user id>.<expires, Unix seconds>.<nonce, 16 random bytes, base64url>.<MAC, base64url>"
// A new one, valid until `expires`.
std::string NewDeviceCookieValue(const SecretBox& box, std::string_view user_id,
                                 std::chrono::system_clock::time_point expires);

// The key a device cookie's attempts are counted under (login_device_failures: the SHA-256 of
// its nonce) when `value` is a cookie `box` signed (under the current or the previous key) for
// `user_id` that has not expired at `now`; nullopt for anything else: malformed, tampered with,
// expired, or another user's, which all count as no cookie.
std::optional<std::string> DeviceKeyOf(const SecretBox& box, std::string_view value,
                                       std::string_view user_id,
                                       std::chrono::system_clock::time_point now);

}  // namespace firm::staff
