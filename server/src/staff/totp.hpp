#pragma once

#include <cstdint>
#include <ctime>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace firm::staff {

// RFC 6238 time-based one-time codes as every authenticator app reads them:
// SHA-1, 30-second steps from the Unix epoch, 6 digits. The arithmetic is
// liboath's (docs/decisions/0012-second-factor-and-roles.md).
inline constexpr unsigned kTotpStepSeconds = 30;
inline constexpr unsigned kTotpDigits = 6;
inline constexpr std::size_t kTotpSecretBytes = 20;  // 160 bits, RFC 4226's advice

// 20 bytes from OpenSSL's CSPRNG. Throws on RNG failure.
std::string NewTotpSecret();

// RFC 4648 base32 without padding ("JBSWY3DPEHPK3PXP"), as authenticator apps
// take a typed secret.
std::string Base32(std::string_view bytes);

// The bytes of a base32 secret as an app shows it (spaces and case ignored);
// nullopt when it is not base32.
std::optional<std::string> FromBase32(std::string_view text);

// The code for the time step holding `now` (tests; the enrolment help text).
std::string TotpCode(std::string_view secret, std::time_t now);

// The step (floor(unix time / 30)) whose code is `code`, looking at the step
// of `now` and `window` steps either side; nullopt for a wrong or malformed
// code. The caller refuses a step it has already accepted (replay).
std::optional<std::int64_t> MatchTotp(std::string_view secret, std::string_view code,
                                      std::time_t now, unsigned window = 1);

// otpauth://totp/<issuer>:<account>?secret=...&issuer=...&algorithm=SHA1&digits=6&period=30
std::string OtpauthUri(std::string_view issuer, std::string_view account, std::string_view secret);

// Ten single-use recovery codes of 16 characters from an alphabet without
// look-alikes, shown as "abcd-efgh-jkmn-pqrs" (16 characters of 25: about 74 bits each).
std::vector<std::string> NewRecoveryCodes(std::size_t count = 10);

// A typed recovery code as stored: lower case, dashes and spaces dropped;
// nullopt when it cannot be one.
std::optional<std::string> NormalizeRecoveryCode(std::string_view typed);

}  // namespace firm::staff
