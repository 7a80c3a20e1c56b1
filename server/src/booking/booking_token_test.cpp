// The worker's move-or-cancel link: signed, expiring, refused when changed in any byte.
#include "booking/booking_token.hpp"

#include <gtest/gtest.h>

namespace firm::booking {
namespace {

using namespace std::chrono_literals;

const std::string kKey = "a key of at least thirty-two bytes, for tests";
const std::string kBooking = "0b7c6a1e-2f44-4c1a-9d3e-5a6b7c8d9e0f";

TEST(TokenSigner, ChecksWhatItSigned) {
  const TokenSigner signer(kKey);
  const auto now = std::chrono::system_clock::now();
  const std::string token = signer.Sign({kBooking, now + 1h});
  const auto checked = signer.Check(token, now);
  ASSERT_TRUE(checked.claim);
  EXPECT_EQ(checked.claim->booking_id, kBooking);
  EXPECT_FALSE(checked.problem);
}

TEST(TokenSigner, RefusesATamperedExpiredOrForeignToken) {
  const TokenSigner signer(kKey);
  const auto now = std::chrono::system_clock::now();
  const std::string token = signer.Sign({kBooking, now + 1h});
  for (std::size_t i = 0; i < token.size(); ++i) {
    std::string changed = token;
    changed[i] = changed[i] == 'A' ? 'B' : 'A';
    const auto checked = signer.Check(changed, now);
    EXPECT_FALSE(checked.claim) << i;
  }
  EXPECT_EQ(signer.Check(token, now + 2h).problem, TokenProblem::kExpired);
  EXPECT_EQ(TokenSigner("another key of at least thirty-two bytes").Check(token, now).problem,
            TokenProblem::kTampered);
  for (const char* bad : {"", ".", "abc", "abc.def", "!!!.???"}) {
    const auto checked = signer.Check(bad, now);
    EXPECT_FALSE(checked.claim) << bad;
    EXPECT_NE(checked.problem, TokenProblem::kExpired) << bad;
  }
  EXPECT_EQ(signer.Check(std::string(500, 'a') + "." + "b", now).problem, TokenProblem::kMalformed);
}

}  // namespace
}  // namespace firm::booking
