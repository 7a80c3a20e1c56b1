#include "staff/password.hpp"

#include <argon2.h>
#include <openssl/rand.h>

#include <cctype>
#include <vector>

#include "common/text.hpp"
#include "intake/formats.hpp"

namespace firm::staff {

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

bool IsCommonPassword(std::string_view password) {
  std::string lower = common::AsciiLower(password);
  auto is_decoration = [](char c) {
    return !std::isalpha(static_cast<unsigned char>(c)) && static_cast<unsigned char>(c) < 0x80;
  };
  std::string_view core(lower);
  while (!core.empty() && is_decoration(core.front())) core.remove_prefix(1);
  while (!core.empty() && is_decoration(core.back())) core.remove_suffix(1);
  // A core of a few letters ("abc" in "abc123456789") is too short to say
  // anything by itself; the whole password is still looked up.
  const bool check_core = core.size() >= 4 && core.size() != lower.size();
  for (std::string_view list : CommonPasswordList()) {
    while (!list.empty()) {
      auto end = list.find('\n');
      std::string_view line = list.substr(0, end);
      list.remove_prefix(end == std::string_view::npos ? list.size() : end + 1);
      if (line.empty() || line.front() == '#') continue;
      if (line == lower || (check_core && line == core)) return true;
    }
  }
  return false;
}

std::string CheckNewPassword(std::string_view password, std::string_view username) {
  if (intake::CountCodePoints(password) < kMinPasswordChars) {
    return "Use at least " + std::to_string(kMinPasswordChars) + " characters.";
  }
  if (password.size() > kMaxPasswordBytes) {
    return "Use at most " + std::to_string(kMaxPasswordBytes) + " bytes.";
  }
  if (common::HasControlCharacters(password)) return "Control characters are not allowed.";
  std::string lower = common::AsciiLower(password);
  if (!username.empty() && lower.find(common::AsciiLower(username)) != std::string::npos) {
    return "Do not use your user name in your password.";
  }
  if (IsCommonPassword(password)) {
    return "This password is too common. Choose a longer phrase of your own.";
  }
  return "";
}

}  // namespace firm::staff
