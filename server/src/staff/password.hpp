#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "common/result.hpp"

namespace firm::staff {

// argon2id parameters of docs/admin-api.md (see decisions/0006): about 0.1-0.3 s
// and 64 MiB per hash on the server, far too slow for offline guessing at scale.
struct Argon2Params {
  std::uint32_t time_cost = 3;
  std::uint32_t memory_kib = 64 * 1024;
  std::uint32_t parallelism = 1;
};

// ASVS L2 (2.1.1-2.1.7): at least 12 characters, up to 256 bytes (about 64
// characters of any script and more), no composition rules, not a common
// password.
inline constexpr std::size_t kMinPasswordChars = 12;
inline constexpr std::size_t kMaxPasswordBytes = 256;

// An encoded PHC string "$argon2id$v=19$m=65536,t=3,p=1$<salt>$<hash>" with a
// fresh 16-byte salt from RAND_bytes. Fails only on a library error.
common::Result<std::string, std::string> HashPassword(std::string_view password,
                                                      const Argon2Params& params = {});

// argon2id_verify: true only if `encoded` is a well-formed argon2id string for
// `password`. The library compares in constant time.
bool VerifyPassword(std::string_view encoded, std::string_view password);

// "" when `password` may be chosen by `username`, else why not, in words for
// staff: too short (characters, not bytes), too long, the user name, or on
// the shipped list of common passwords (server/data/common-passwords.txt),
// also with digits or symbols added at either end ("password2024!").
std::string CheckNewPassword(std::string_view password, std::string_view username);

// server/data/common-passwords.txt as built into the binary
// (cmake/embed_text.cmake), in pieces of whole lines: one password a line,
// '#' lines are comments.
std::span<const std::string_view> CommonPasswordList();

// True when the lower-cased text, or its core without leading and trailing
// digits and symbols, is on the common-password list.
bool IsCommonPassword(std::string_view password);

}  // namespace firm::staff
