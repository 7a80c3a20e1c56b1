#include "booking/booking_token.hpp"

#include <charconv>

#include "common/crypto.hpp"
#include "leads/lead_id.hpp"

namespace firm::booking {

namespace {

constexpr std::string_view kVersion = "b1";
// A booking id is a UUID; the whole token stays short enough for a text message.
constexpr std::size_t kMaxTokenBytes = 200;

}  // namespace

std::string TokenSigner::Sign(const TokenClaim& claim) const {
  const auto seconds =
      std::chrono::duration_cast<std::chrono::seconds>(claim.expires.time_since_epoch()).count();
  const std::string payload =
      std::string(kVersion) + "." + claim.booking_id + "." + std::to_string(seconds);
  return common::Base64UrlEncode(payload) + "." +
         common::Base64UrlEncode(common::HmacSha256(key_, payload));
}

TokenSigner::Checked TokenSigner::Check(std::string_view token,
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
  if (first == std::string_view::npos || first == second || text.substr(0, first) != kVersion) {
    return problem(TokenProblem::kMalformed);
  }
  const std::string_view id = text.substr(first + 1, second - first - 1);
  const std::string_view expiry = text.substr(second + 1);
  long long seconds = 0;
  auto [end, error] = std::from_chars(expiry.data(), expiry.data() + expiry.size(), seconds);
  if (error != std::errc() || end != expiry.data() + expiry.size() || !leads::IsLeadId(id)) {
    return problem(TokenProblem::kMalformed);
  }
  const std::chrono::system_clock::time_point expires{std::chrono::seconds(seconds)};
  if (now >= expires) return problem(TokenProblem::kExpired);
  return Checked{TokenClaim{std::string(id), expires}, std::nullopt};
}

}  // namespace firm::booking
