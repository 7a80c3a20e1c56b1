#include "staff/totp.hpp"

#include <liboath/oath.h>

#include <cstdlib>
#include <mutex>
#include <stdexcept>

#include "common/crypto.hpp"
#include "common/text.hpp"

namespace firm::staff {

namespace {

constexpr std::string_view kBase32Alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
// No 0/o, 1/l/i, 2/z, 5/s, 8/b: what is read aloud or copied by hand stays exact.
constexpr std::string_view kRecoveryAlphabet = "acdefghjkmnpqrtuvwxy34679";
constexpr std::size_t kRecoveryChars = 16;

void InitOath() {
  static std::once_flag once;
  std::call_once(once, [] {
    if (oath_init() != OATH_OK) throw std::runtime_error("liboath: oath_init failed");
  });
}

}  // namespace

std::string NewTotpSecret() { return common::RandomBytes(kTotpSecretBytes); }

std::string Base32(std::string_view bytes) {
  std::string out;
  unsigned buffer = 0;
  int bits = 0;
  for (unsigned char c : bytes) {
    buffer = (buffer << 8) | c;
    bits += 8;
    while (bits >= 5) {
      out += kBase32Alphabet[(buffer >> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += kBase32Alphabet[(buffer << (5 - bits)) & 31];
  return out;
}

std::optional<std::string> FromBase32(std::string_view text) {
  InitOath();
  std::string compact;
  for (char c : text) {
    if (c != ' ') compact += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  }
  while (compact.size() % 8 != 0) compact += '=';
  char* out = nullptr;
  std::size_t length = 0;
  if (oath_base32_decode(compact.data(), compact.size(), &out, &length) != OATH_OK) {
    return std::nullopt;
  }
  std::string bytes(out, length);
  std::free(out);
  return bytes;
}

std::string TotpCode(std::string_view secret, std::time_t now) {
  InitOath();
  char code[kTotpDigits + 1] = {};
  int rc =
      oath_totp_generate(secret.data(), secret.size(), now, kTotpStepSeconds, 0, kTotpDigits, code);
  if (rc != OATH_OK) throw std::runtime_error(std::string("liboath: ") + oath_strerror(rc));
  return code;
}

std::optional<std::int64_t> MatchTotp(std::string_view secret, std::string_view code,
                                      std::time_t now, unsigned window) {
  if (code.size() != kTotpDigits || !common::IsAsciiDigits(code)) return std::nullopt;
  InitOath();
  std::string otp(code);
  int position = 0;
  std::uint64_t counter = 0;
  int rc = oath_totp_validate3(secret.data(), secret.size(), now, kTotpStepSeconds, 0, window,
                               &position, &counter, otp.c_str());
  if (rc < 0) return std::nullopt;
  return static_cast<std::int64_t>(counter);
}

std::string OtpauthUri(std::string_view issuer, std::string_view account, std::string_view secret) {
  return "otpauth://totp/" + common::PercentEncode(issuer) + ":" + common::PercentEncode(account) +
         "?secret=" + Base32(secret) + "&issuer=" + common::PercentEncode(issuer) +
         "&algorithm=SHA1&digits=" + std::to_string(kTotpDigits) +
         "&period=" + std::to_string(kTotpStepSeconds);
}

std::vector<std::string> NewRecoveryCodes(std::size_t count) {
  std::vector<std::string> codes;
  while (codes.size() < count) {
    std::string bytes = common::RandomBytes(kRecoveryChars * 2);
    std::string code;
    for (unsigned char b : bytes) {
      // 250 = 10 * 25: rejection keeps every character equally likely.
      if (b >= 250) continue;
      if (!code.empty() && code.size() % 5 == 4) code += '-';
      code += kRecoveryAlphabet[b % kRecoveryAlphabet.size()];
      if (code.size() == kRecoveryChars + kRecoveryChars / 4 - 1) break;
    }
    if (code.size() == kRecoveryChars + kRecoveryChars / 4 - 1) codes.push_back(code);
  }
  return codes;
}

std::optional<std::string> NormalizeRecoveryCode(std::string_view typed) {
  std::string out;
  for (char c : typed) {
    if (c == '-' || c == ' ') continue;
    char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (kRecoveryAlphabet.find(lower) == std::string_view::npos) return std::nullopt;
    out += lower;
  }
  if (out.size() != kRecoveryChars) return std::nullopt;
  return out;
}

}  // namespace firm::staff
