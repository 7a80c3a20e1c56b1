// The sign-in's device cookie (device_cookie.hpp): what it signs and what counts as no cookie.
#include "staff/device_cookie.hpp"

#include <gtest/gtest.h>

#include "common/crypto.hpp"
#include "staff/cookies.hpp"

namespace firm::staff {
namespace {

using std::chrono::system_clock;

const std::string kUser = "0f8e4a52-6c1d-4b7e-9a35-2d64c1b0e7f3";
const system_clock::time_point kNow{std::chrono::seconds(1'800'000'000)};
const system_clock::time_point kExpires = kNow + std::chrono::hours(24 * 180);

TEST(DeviceCookieTest, OnlyAnUntouchedUnexpiredCookieOfThatUserCounts) {
  const std::string key = *DecodeSecretKey(NewSecretKeyText());
  const SecretBox box(key);
  const std::string cookie = NewDeviceCookieValue(box, kUser, kExpires);
  EXPECT_TRUE(cookie.starts_with("v1." + kUser + ".1815552000.")) << cookie;
  auto device = DeviceKeyOf(box, cookie, kUser, kNow);
  ASSERT_TRUE(device);
  EXPECT_EQ(device->size(), 64u);                                 // SHA-256 hex of the nonce
  EXPECT_EQ(cookie.find(*device), std::string::npos);             // not the nonce itself
  EXPECT_NE(NewDeviceCookieValue(box, kUser, kExpires), cookie);  // a new nonce each time
  EXPECT_EQ(DeviceKeyOf(box, cookie, kUser, kExpires - std::chrono::seconds(1)), device);

  // Expired, another user's, or signed with a key this server does not know: no cookie.
  EXPECT_FALSE(DeviceKeyOf(box, cookie, kUser, kExpires));
  EXPECT_FALSE(DeviceKeyOf(box, cookie, "1f8e4a52-6c1d-4b7e-9a35-2d64c1b0e7f3", kNow));
  EXPECT_FALSE(DeviceKeyOf(box, cookie, "", kNow));
  const SecretBox other(*DecodeSecretKey(NewSecretKeyText()));
  EXPECT_FALSE(DeviceKeyOf(other, cookie, kUser, kNow));
  // While the key is rotated, cookies made under the previous key still count.
  const SecretBox rotated(*DecodeSecretKey(NewSecretKeyText()), key);
  EXPECT_EQ(DeviceKeyOf(rotated, cookie, kUser, kNow), device);

  // Any one character changed (the expiry pushed out, the nonce swapped, the MAC altered), or
  // the shape broken: no cookie.
  for (std::size_t i = 0; i < cookie.size(); ++i) {
    std::string tampered = cookie;
    tampered[i] = tampered[i] == '1' ? '2' : '1';
    EXPECT_FALSE(DeviceKeyOf(box, tampered, kUser, kNow)) << tampered;
  }
  for (const std::string& bad :
       {std::string(), std::string("v1"), cookie + ".", "." + cookie, cookie + cookie,
        "v2" + cookie.substr(2), cookie.substr(0, cookie.size() - 1),
        cookie.substr(0, cookie.rfind('.'))}) {
    EXPECT_FALSE(DeviceKeyOf(box, bad, kUser, kNow)) << bad;
  }
  // A MAC of the sealing key's own, over the same text, is not the device cookie's MAC.
  const std::string text = cookie.substr(0, cookie.rfind('.'));
  EXPECT_FALSE(DeviceKeyOf(box, text + "." + common::Base64UrlEncode(common::HmacSha256(key, text)),
                           kUser, kNow));
}

TEST(DeviceCookieTest, SetCookieIsForTheStaffApiOnlyAndSecureOnHttps) {
  EXPECT_EQ(
      DeviceCookie("v1.x", std::chrono::hours(24 * 180), true),
      "firm_device=v1.x; Path=/api/admin; Max-Age=15552000; HttpOnly; SameSite=Strict; Secure");
}

}  // namespace
}  // namespace firm::staff
