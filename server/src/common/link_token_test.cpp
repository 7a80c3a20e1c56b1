// A worker's link: signed, expiring, refused when changed in any byte.
#include "common/link_token.hpp"

#include <gtest/gtest.h>

namespace firm::common {
namespace {

using namespace std::chrono_literals;

const std::string kKey = "a key of at least thirty-two bytes, for tests";
const std::string kBooking = "0b7c6a1e-2f44-4c1a-9d3e-5a6b7c8d9e0f";

TEST(LinkSigner, ChecksWhatItSigned) {
  const LinkSigner signer(kKey, "b1");
  const auto now = std::chrono::system_clock::now();
  const std::string token = signer.Sign({kBooking, now + 1h});
  const auto checked = signer.Check(token, now);
  ASSERT_TRUE(checked.claim);
  EXPECT_EQ(checked.claim->id, kBooking);
  EXPECT_FALSE(checked.problem);
}

TEST(LinkSigner, RefusesATamperedExpiredOrForeignToken) {
  const LinkSigner signer(kKey, "b1");
  const auto now = std::chrono::system_clock::now();
  const std::string token = signer.Sign({kBooking, now + 1h});
  for (std::size_t i = 0; i < token.size(); ++i) {
    std::string changed = token;
    changed[i] = changed[i] == 'A' ? 'B' : 'A';
    const auto checked = signer.Check(changed, now);
    EXPECT_FALSE(checked.claim) << i;
  }
  EXPECT_EQ(signer.Check(token, now + 2h).problem, TokenProblem::kExpired);
  EXPECT_EQ(LinkSigner("another key of at least thirty-two bytes", "b1").Check(token, now).problem,
            TokenProblem::kTampered);
  for (const char* bad : {"", ".", "abc", "abc.def", "!!!.???"}) {
    const auto checked = signer.Check(bad, now);
    EXPECT_FALSE(checked.claim) << bad;
    EXPECT_NE(checked.problem, TokenProblem::kExpired) << bad;
  }
  EXPECT_EQ(signer.Check(std::string(500, 'a') + "." + "b", now).problem, TokenProblem::kMalformed);
}

TEST(LinkSigner, ReadsNoTokenOfAnotherKind) {
  const auto now = std::chrono::system_clock::now();
  const std::string booking = LinkSigner(kKey, "b1").Sign({kBooking, now + 1h});
  EXPECT_FALSE(LinkSigner(kKey, "a1").Check(booking, now).claim);
  EXPECT_TRUE(LinkSigner(kKey, "b1").Check(booking, now).claim);
}

}  // namespace
}  // namespace firm::common
