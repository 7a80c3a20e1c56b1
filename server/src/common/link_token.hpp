#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

// A worker's link without an account (a booked call's move-or-cancel page, a fee agreement's
// signing page): a token that names one row by its UUID and when the link expires, signed with
// HMAC-SHA256 (RFC 2104). It holds no personal data. Each kind of link has its own prefix, so
// a token of one kind is never read as another. A token also stops working when its row says so
// (a moved call, a revoked agreement): the owner checks that against the database.
namespace firm::common {

enum class TokenProblem {
  kMalformed,  // not a token of ours: 400
  kTampered,   // the signature does not match: 400
  kExpired,    // 410
};

struct TokenClaim {
  std::string id;  // a UUID
  std::chrono::system_clock::time_point expires;
};

class LinkSigner {
 public:
  // `kind`: the token's prefix ("b1" a booking, "a1" an agreement).
  LinkSigner(std::string key, std::string kind) : key_(std::move(key)), kind_(std::move(kind)) {}

  std::string Sign(const TokenClaim& claim) const;
  // The claim, or why not. `now` decides expiry.
  struct Checked {
    std::optional<TokenClaim> claim;
    std::optional<TokenProblem> problem;
  };
  Checked Check(std::string_view token, std::chrono::system_clock::time_point now) const;

 private:
  std::string key_;
  std::string kind_;
};

// Whether `text` is a UUID as we write them: 36 characters, lower-case hex and four dashes.
bool IsUuid(std::string_view text);

}  // namespace firm::common
