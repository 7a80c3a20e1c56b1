#include "outbox/signature.hpp"

#include "common/crypto.hpp"

namespace firm::outbox {

std::string SignatureV1(std::string_view secret, std::string_view timestamp,
                        std::string_view body) {
  std::string message;
  message.reserve(timestamp.size() + 1 + body.size());
  message.append(timestamp).append(".").append(body);
  return common::HexEncode(common::HmacSha256(secret, message));
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
