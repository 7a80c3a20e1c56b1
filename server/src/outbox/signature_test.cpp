#include "outbox/signature.hpp"

#include <gtest/gtest.h>

namespace firm::outbox {
namespace {

// Vectors computed independently with Python:
//   hmac.new(secret, b'1700000000.{"id":"abc"}', hashlib.sha256).hexdigest()
const std::string kSecret = "whsec_test_0123456789abcdef0123456789";
const std::string kOldSecret = "old-secret-0123456789abcdef0123456789";
const std::string kBody = R"({"id":"abc"})";
const std::string kExpected = "830a4d12f33fff5c2487e51a203fb57a0f2e6f4b44ca19058fdb43425ea33cb8";
const std::string kExpectedOld = "56c9a11e1a7570bfda1384d627f32cc1afb05caa295eb6e1310ae4f57d17bf90";

TEST(SignatureTest, MatchesKnownVector) {
  EXPECT_EQ(SignatureV1(kSecret, "1700000000", kBody), kExpected);
}

TEST(SignatureTest, CoversTimestampAndEveryBodyByte) {
  EXPECT_NE(SignatureV1(kSecret, "1700000001", kBody), kExpected);
  EXPECT_NE(SignatureV1(kSecret, "1700000000", R"({"id":"abd"})"), kExpected);
  EXPECT_NE(SignatureV1(kSecret + "x", "1700000000", kBody), kExpected);
}

TEST(SignatureTest, HeaderCarriesOneEntryPerSecretCurrentFirst) {
  EXPECT_EQ(SignatureHeaderValue({kSecret}, "1700000000", kBody), "v1=" + kExpected);
  EXPECT_EQ(SignatureHeaderValue({kSecret, kOldSecret}, "1700000000", kBody),
            "v1=" + kExpected + ", v1=" + kExpectedOld);
}

}  // namespace
}  // namespace firm::outbox
