#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace firm::common {

// `count` random bytes from OpenSSL's CSPRNG (RAND_bytes). Throws on RNG
// failure: no secret, key or nonce is ever made without real randomness.
std::string RandomBytes(std::size_t count);

// `bytes` random bytes from OpenSSL's CSPRNG, base64url without padding.
// Throws on RNG failure: a session without real randomness must never exist.
std::string RandomToken(std::size_t bytes = 32);

// Lower-case hex SHA-256: sessions are stored by the hash of their cookie, so
// a copy of the database does not let anyone sign in.
std::string Sha256Hex(std::string_view text);

// Constant time for equal lengths (CRYPTO_memcmp); different lengths are
// unequal at once (token lengths are public).
bool ConstantTimeEquals(std::string_view a, std::string_view b);

// Standard base64 with padding (RFC 4648, section 4), and back: nullopt for text that is
// empty, not a multiple of 4 long, or not base64.
std::string Base64Encode(std::string_view bytes);
std::optional<std::string> Base64Decode(std::string_view text);

// Lower-case hex of every byte.
std::string HexEncode(std::string_view bytes);

// base64url without padding (RFC 4648, section 5), and back: nullopt for any other character,
// an impossible length or non-zero leftover bits.
std::string Base64UrlEncode(std::string_view bytes);
std::optional<std::string> Base64UrlDecode(std::string_view text);

// The raw 32 bytes of HMAC-SHA256(key, data).
std::string HmacSha256(std::string_view key, std::string_view data);

}  // namespace firm::common
