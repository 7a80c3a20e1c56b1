#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace firm::staff {

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

}  // namespace firm::staff
