#include "outbox/outcome.hpp"

#include <gtest/gtest.h>

#include "outbox/curl_library.hpp"

namespace firm::outbox {
namespace {

TEST(OutcomeTest, HttpStatuses) {
  for (long status : {200L, 201L, 202L, 204L, 299L}) {
    EXPECT_EQ(ClassifyHttpStatus(status), Verdict::kDelivered) << status;
  }
  for (long status : {408L, 429L, 500L, 502L, 503L, 504L, 599L}) {
    EXPECT_EQ(ClassifyHttpStatus(status), Verdict::kRetry) << status;
  }
  for (long status : {400L, 401L, 403L, 404L, 409L, 410L, 413L, 422L, 301L, 302L, 308L, 100L}) {
    EXPECT_EQ(ClassifyHttpStatus(status), Verdict::kFailed) << status;
  }
}

TEST(OutcomeTest, TransportErrorsRetryUnlessTheyAreConfigurationMistakes) {
  for (CURLcode code : {CURLE_COULDNT_CONNECT, CURLE_OPERATION_TIMEDOUT, CURLE_COULDNT_RESOLVE_HOST,
                        CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_GOT_NOTHING,
                        CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CONNECT_ERROR}) {
    EXPECT_EQ(ClassifyTransportError(code), Verdict::kRetry) << Curl().easy_strerror(code);
  }
  for (CURLcode code : {CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT, CURLE_USE_SSL_FAILED,
                        CURLE_LOGIN_DENIED}) {
    EXPECT_EQ(ClassifyTransportError(code), Verdict::kFailed) << Curl().easy_strerror(code);
  }
}

TEST(OutcomeTest, SmtpRepliesDecideBeforeTheCurlCode) {
  EXPECT_EQ(ClassifySmtpFailure(CURLE_SEND_ERROR, 421), Verdict::kRetry);
  EXPECT_EQ(ClassifySmtpFailure(CURLE_SEND_ERROR, 451), Verdict::kRetry);
  EXPECT_EQ(ClassifySmtpFailure(CURLE_LOGIN_DENIED, 454), Verdict::kRetry);
  EXPECT_EQ(ClassifySmtpFailure(CURLE_SEND_ERROR, 550), Verdict::kFailed);
  EXPECT_EQ(ClassifySmtpFailure(CURLE_LOGIN_DENIED, 535), Verdict::kFailed);
  EXPECT_EQ(ClassifySmtpFailure(CURLE_COULDNT_CONNECT, 0), Verdict::kRetry);
  EXPECT_EQ(ClassifySmtpFailure(CURLE_USE_SSL_FAILED, 0), Verdict::kFailed);
}

TEST(OutcomeTest, DecisionsIncludingTheLastAttempt) {
  auto check = [](Verdict verdict, unsigned attempt, std::string_view state,
                  std::string_view outcome) {
    auto decision = Decide(verdict, attempt, 5);
    EXPECT_EQ(decision.state, state) << attempt;
    EXPECT_EQ(decision.outcome, outcome) << attempt;
  };
  check(Verdict::kDelivered, 1, "delivered", "delivered");
  check(Verdict::kDelivered, 5, "delivered", "delivered");
  check(Verdict::kRetry, 1, "pending", "retry");
  check(Verdict::kRetry, 4, "pending", "retry");
  check(Verdict::kRetry, 5, "dead", "dead");
  check(Verdict::kFailed, 1, "failed", "failed");
  check(Verdict::kFailed, 5, "failed", "failed");
}

TEST(OutcomeTest, ShortCurlErrorIsOneBoundedLine) {
  EXPECT_EQ(ShortCurlError(CURLE_COULDNT_CONNECT, ""), "Couldn't connect to server");
  EXPECT_EQ(ShortCurlError(CURLE_COULDNT_CONNECT, "Failed to connect\r\nX: y\n"),
            "Failed to connect  X: y");
  EXPECT_EQ(ShortCurlError(CURLE_COULDNT_CONNECT, std::string(500, 'a').c_str()).size(), 200u);
}

}  // namespace
}  // namespace firm::outbox
