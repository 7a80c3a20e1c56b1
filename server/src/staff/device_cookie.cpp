#include "staff/device_cookie.hpp"

#include <array>
#include <charconv>
#include <cstdint>

#include "common/crypto.hpp"
#include "common/text.hpp"

namespace firm::staff {

namespace {

constexpr std::string_view kVersion = "v1";
// SecretBox::Mac's purpose: no other signed value can pass for a device cookie.
constexpr std::string_view kPurpose = "firm staff device cookie";
constexpr std::size_t kNonceBytes = 16;
constexpr std::size_t kNonceChars = 22;  // 16 bytes in base64url
constexpr std::size_t kMacChars = 43;    // 32 bytes in base64url
// Longer than any cookie this server makes (a user id is a 36-character UUID): read no further.
constexpr std::size_t kMaxValueBytes = 160;
constexpr std::size_t kMaxExpiresDigits = 12;

std::string Signed(std::string_view user_id, std::int64_t expires, std::string_view nonce) {
  return std::string(kVersion) + "." + std::string(user_id) + "." + std::to_string(expires) + "." +
         std::string(nonce);
}

}  // namespace

std::string NewDeviceCookieValue(const SecretBox& box, std::string_view user_id,
                                 std::chrono::system_clock::time_point expires) {
  const std::int64_t seconds =
      std::chrono::duration_cast<std::chrono::seconds>(expires.time_since_epoch()).count();
  const std::string text =
      Signed(user_id, seconds, common::Base64UrlEncode(common::RandomBytes(kNonceBytes)));
  return text + "." + common::Base64UrlEncode(box.Mac(kPurpose, text));
}

std::optional<std::string> DeviceKeyOf(const SecretBox& box, std::string_view value,
                                       std::string_view user_id,
                                       std::chrono::system_clock::time_point now) {
  if (value.size() > kMaxValueBytes || user_id.empty()) return std::nullopt;
  // Exactly five parts: version, user id, expiry, nonce, MAC.
  std::array<std::string_view, 5> parts;
  std::size_t count = 0;
  for (std::string_view rest = value;; ++count) {
    if (count == parts.size()) return std::nullopt;
    const auto dot = rest.find('.');
    parts[count] = rest.substr(0, dot);
    if (dot == std::string_view::npos) break;
    rest.remove_prefix(dot + 1);
  }
  if (count + 1 != parts.size()) return std::nullopt;
  const auto [version, for_user, expires_text, nonce, mac_text] = parts;
  if (version != kVersion || for_user != user_id) return std::nullopt;
  if (expires_text.empty() || expires_text.size() > kMaxExpiresDigits ||
      !common::IsAsciiDigits(expires_text)) {
    return std::nullopt;
  }
  std::int64_t expires = 0;
  std::from_chars(expires_text.data(), expires_text.data() + expires_text.size(), expires);
  // In seconds: a far-off time would not fit the clock's nanoseconds.
  if (expires <= std::chrono::duration_cast<std::chrono::seconds>(now.time_since_epoch()).count()) {
    return std::nullopt;
  }
  if (nonce.size() != kNonceChars || mac_text.size() != kMacChars) return std::nullopt;
  auto mac = common::Base64UrlDecode(mac_text);
  // Signed over the text as sent: a changed digit or letter anywhere does not match.
  if (!mac || !common::Base64UrlDecode(nonce) ||
      !box.MacMatches(kPurpose, value.substr(0, value.size() - mac_text.size() - 1), *mac)) {
    return std::nullopt;
  }
  return common::Sha256Hex(nonce);
}

}  // namespace firm::staff
