#include <gtest/gtest.h>

#include "intake/bot_trap.hpp"
#include "intake/validation.hpp"
#include "intake/validation_test_forms.hpp"

namespace firm::intake {
namespace {

using nlohmann::json;
using namespace testing_forms;

TEST(ValidationTest, UnknownFields) {
  auto body = CaseReview();
  body["isAdmin"] = true;
  body["form_type"] = "sexual_harassment_questionnaire";
  auto result = Validate(body);
  ASSERT_FALSE(result);
  EXPECT_EQ(result.Error().at("isAdmin")[0], Msg("unknownField"));
  EXPECT_EQ(result.Error().at("form_type")[0], Msg("unknownField"));
}

TEST(ValidationTest, SubmissionId) {
  EXPECT_TRUE(IsUuid("3f1c2a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f"));
  EXPECT_TRUE(IsUuid("3F1C2A9E-8B7D-4C6E-9F10-2A3B4C5D6E7F"));
  EXPECT_FALSE(IsUuid("3f1c2a9e8b7d4c6e9f102a3b4c5d6e7f"));
  EXPECT_FALSE(IsUuid("3f1c2a9e-8b7d-4c6e-9f10-2a3b4c5d6e7g"));
  EXPECT_FALSE(IsUuid("{3f1c2a9e-8b7d-4c6e-9f10-2a3b4c5d6e7}"));
  auto body = CaseReview();
  body["submissionId"] = "3F1C2A9E-8B7D-4C6E-9F10-2A3B4C5D6E7F";
  auto result = Validate(body);
  ASSERT_TRUE(result);
  EXPECT_EQ(result.Value().submission_id, "3f1c2a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f");
  for (json bad : {json("abc"), json(42), json(nullptr)}) {
    body["submissionId"] = bad;
    EXPECT_EQ(ErrorFor(body, "submissionId"), Msg("invalidSubmissionId"));
  }
  body.erase("submissionId");
  EXPECT_EQ(ErrorFor(body, "submissionId"), Msg("invalidSubmissionId"));
}

TEST(ValidationTest, ElapsedMs) {
  auto body = CaseReview();
  // 2^64 - 1 was stored as -1 (issue 13); 2^53 is past what a browser holds exactly.
  for (json bad : {json(-1), json(4500.5), json("45000"), json(true),
                   json::parse("18446744073709551615"), json::parse("9007199254740992"),
                   json::parse("-9223372036854775808"), json::parse("1e300")}) {
    body["elapsedMs"] = bad;
    EXPECT_EQ(ErrorFor(body, "elapsedMs"), Msg("wrongType")) << bad.dump();
  }
  body.erase("elapsedMs");
  EXPECT_EQ(ErrorFor(body, "elapsedMs"), Msg("wrongType"));
  body["elapsedMs"] = json::parse("9007199254740991");
  auto result = Validate(body);
  ASSERT_TRUE(result);
  EXPECT_EQ(result.Value().elapsed_ms, 9007199254740991);
}

TEST(ValidationTest, LandingPage) {
  auto body = CaseReview();
  body.erase("landingPage");
  EXPECT_TRUE(Validate(body));
  body["landingPage"] = "https://evil.example/";
  EXPECT_EQ(ErrorFor(body, "landingPage"), Msg("wrongType"));
  body["landingPage"] = "/" + std::string(2000, 'a');
  EXPECT_EQ(ErrorFor(body, "landingPage"), Msg("tooLong", "landingPage", 2000));
  body["landingPage"] = "/" + std::string(1999, 'a');
  EXPECT_TRUE(Validate(body));
}

TEST(ValidationTest, BotTraps) {
  const Rules& rules = Catalog().rules;
  auto body = CaseReview();
  EXPECT_FALSE(LooksLikeBot(rules, body));
  body["website"] = "http://spam.example";
  EXPECT_TRUE(LooksLikeBot(rules, body));
  body["website"] = 1;
  EXPECT_TRUE(LooksLikeBot(rules, body));
  body = CaseReview();
  body["elapsedMs"] = 2999;
  EXPECT_TRUE(LooksLikeBot(rules, body));
  body["elapsedMs"] = 3000;
  EXPECT_FALSE(LooksLikeBot(rules, body));
  body["elapsedMs"] = "fast";  // left to validation (wrongType)
  EXPECT_FALSE(LooksLikeBot(rules, body));
}

}  // namespace
}  // namespace firm::intake
