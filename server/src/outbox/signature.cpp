#include "outbox/signature.hpp"

#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <stdexcept>

namespace firm::outbox {

std::string SignatureV1(std::string_view secret, std::string_view timestamp,
                        std::string_view body) {
  std::string message;
  message.reserve(timestamp.size() + 1 + body.size());
  message.append(timestamp).append(".").append(body);
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  if (!HMAC(EVP_sha256(), secret.data(), static_cast<int>(secret.size()),
            reinterpret_cast<const unsigned char*>(message.data()), message.size(), digest,
            &length)) {
    throw std::runtime_error("HMAC-SHA256 failed");  // OpenSSL broken: a bug, not an outcome
  }
  static constexpr char kHex[] = "0123456789abcdef";
  std::string hex;
  hex.reserve(length * 2);
  for (unsigned int i = 0; i < length; ++i) {
    hex += kHex[digest[i] >> 4];
    hex += kHex[digest[i] & 0x0f];
  }
  return hex;
}

std::string SignatureHeaderValue(const std::vector<std::string>& secrets,
                                 std::string_view timestamp, std::string_view body) {
  std::string value;
  for (const auto& secret : secrets) {
    if (!value.empty()) value += ", ";
    value += "v1=" + SignatureV1(secret, timestamp, body);
  }
  return value;
}

}  // namespace firm::outbox
