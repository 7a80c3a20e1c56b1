#include "common/link_token.hpp"

#include <charconv>

#include "common/crypto.hpp"

namespace firm::common {

namespace {

// An id is a UUID; the whole token stays short enough for a text message.
constexpr std::size_t kMaxTokenBytes = 200;

}  // namespace

bool IsUuid(std::string_view text) {
  if (text.size() != 36) return false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    const bool dash = i == 8 || i == 13 || i == 18 || i == 23;
    if (dash ? c != '-' : !((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  }
  return true;
}

std::string LinkSigner::Sign(const TokenClaim& claim) const {
  const auto seconds =
      std::chrono::duration_cast<std::chrono::seconds>(claim.expires.time_since_epoch()).count();
  const std::string payload = kind_ + "." + claim.id + "." + std::to_string(seconds);
  return common::Base64UrlEncode(payload) + "." +
         common::Base64UrlEncode(common::HmacSha256(key_, payload));
}

LinkSigner::Checked LinkSigner::Check(std::string_view token,
                                      std::chrono::system_clock::time_point now) const {
  auto problem = [](TokenProblem p) { return Checked{std::nullopt, p}; };
  if (token.empty() || token.size() > kMaxTokenBytes) return problem(TokenProblem::kMalformed);
  const auto dot = token.find('.');
  if (dot == std::string_view::npos) return problem(TokenProblem::kMalformed);
  auto payload = common::Base64UrlDecode(token.substr(0, dot));
  auto mac = common::Base64UrlDecode(token.substr(dot + 1));
  if (!payload || !mac) return problem(TokenProblem::kMalformed);
  if (!common::ConstantTimeEquals(*mac, common::HmacSha256(key_, *payload))) {
    return problem(TokenProblem::kTampered);
  }
  // Signed by us, so well formed unless the format changed: checked all the same.
  const std::string_view text = *payload;
  const auto first = text.find('.');
  const auto second = text.rfind('.');
  if (first == std::string_view::npos || first == second || text.substr(0, first) != kind_) {
    return problem(TokenProblem::kMalformed);
  }
  const std::string_view id = text.substr(first + 1, second - first - 1);
  const std::string_view expiry = text.substr(second + 1);
  long long seconds = 0;
  auto [end, error] = std::from_chars(expiry.data(), expiry.data() + expiry.size(), seconds);
  if (error != std::errc() || end != expiry.data() + expiry.size() || !IsUuid(id)) {
    return problem(TokenProblem::kMalformed);
  }
  const std::chrono::system_clock::time_point expires{std::chrono::seconds(seconds)};
  if (now >= expires) return problem(TokenProblem::kExpired);
  return Checked{TokenClaim{std::string(id), expires}, std::nullopt};
}

}  // namespace firm::common
