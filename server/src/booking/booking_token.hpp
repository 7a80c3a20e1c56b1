#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

// The link a worker uses to see, move or cancel their call, without an account: a token that
// names the booking and when it expires, signed with HMAC-SHA256 (RFC 2104). It holds no
// personal data. A token stops working when it expires (the call's start) and when its booking
// is no longer booked (moved, cancelled, held): the booker checks that against the database.
namespace firm::booking {

enum class TokenProblem {
  kMalformed,  // not a token of ours: 400
  kTampered,   // the signature does not match: 400
  kExpired,    // 410
};

struct TokenClaim {
  std::string booking_id;
  std::chrono::system_clock::time_point expires;
};

class TokenSigner {
 public:
  explicit TokenSigner(std::string key) : key_(std::move(key)) {}

  std::string Sign(const TokenClaim& claim) const;
  // The claim, or why not. `now` decides expiry.
  struct Checked {
    std::optional<TokenClaim> claim;
    std::optional<TokenProblem> problem;
  };
  Checked Check(std::string_view token, std::chrono::system_clock::time_point now) const;

 private:
  std::string key_;
};

}  // namespace firm::booking
