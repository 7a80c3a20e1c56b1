#include "admin/password.hpp"

#include <argon2.h>
#include <openssl/rand.h>

#include <vector>

namespace firm::admin {

namespace {

constexpr std::size_t kSaltBytes = 16;
constexpr std::size_t kHashBytes = 32;

}  // namespace

common::Result<std::string, std::string> HashPassword(std::string_view password,
                                                      const Argon2Params& params) {
  using R = common::Result<std::string, std::string>;
  unsigned char salt[kSaltBytes];
  if (RAND_bytes(salt, sizeof salt) != 1) return R::Err("no random bytes for the salt");
  std::size_t length = argon2_encodedlen(params.time_cost, params.memory_kib, params.parallelism,
                                         kSaltBytes, kHashBytes, Argon2_id);
  std::vector<char> encoded(length);
  int rc = argon2id_hash_encoded(params.time_cost, params.memory_kib, params.parallelism,
                                 password.data(), password.size(), salt, sizeof salt, kHashBytes,
                                 encoded.data(), encoded.size());
  if (rc != ARGON2_OK) return R::Err(std::string("argon2: ") + argon2_error_message(rc));
  return R::Ok(std::string(encoded.data()));
}

bool VerifyPassword(std::string_view encoded, std::string_view password) {
  // argon2id_verify also parses the parameters from the string; anything that is
  // not an argon2id hash (a truncated row, another scheme) is a failed login.
  if (!encoded.starts_with("$argon2id$")) return false;
  std::string text(encoded);
  return argon2id_verify(text.c_str(), password.data(), password.size()) == ARGON2_OK;
}

std::string CheckPasswordLength(std::string_view password) {
  if (password.size() < kMinPasswordBytes) {
    return "the password must be at least " + std::to_string(kMinPasswordBytes) + " bytes long";
  }
  if (password.size() > kMaxPasswordBytes) {
    return "the password must be at most " + std::to_string(kMaxPasswordBytes) + " bytes long";
  }
  return "";
}

}  // namespace firm::admin
