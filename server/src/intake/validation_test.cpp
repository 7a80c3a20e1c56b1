#include "intake/validation.hpp"

#include <gtest/gtest.h>

#include <chrono>

#include "common/text.hpp"
#include "intake/civil_date.hpp"

namespace firm::intake {
namespace {

using nlohmann::json;
using std::chrono::day;
using std::chrono::month;
using std::chrono::year;

const FormCatalog& Catalog() {
  static const FormCatalog catalog = [] {
    auto loaded = LoadFormCatalog(FIRM_FORMS_DIR, {"case-review", "harassment-questionnaire"});
    if (!loaded) throw std::runtime_error(loaded.Error());
    return std::move(loaded).Value();
  }();
  return catalog;
}

const std::chrono::year_month_day kToday{year{2026}, month{3}, day{10}};

json CaseReview() {
  return json{{"submissionId", "3f1c2a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f"},
              {"landingPage", "/services"},
              {"website", ""},
              {"elapsedMs", 45000},
              {"issueType", {"Harassment"}},
              {"issueDetails", "text"},
              {"employmentStatus", "Laid off"},
              {"incidentDate", "Ongoing issue"},
              {"firstName", "Ana"},
              {"lastName", "Ruiz"},
              {"email", "ana@example.com"},
              {"phone", "310 555 0142"},
              {"termsAccepted", true},
              {"communicationsConsent", true},
              {"smsConsent", true},
              {"form_id", "workplace_form"},
              {"utm_source", ""},
              {"utm_medium", ""},
              {"utm_campaign", ""}};
}

json Harassment() {
  return json{{"submissionId", "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d"},
              {"elapsedMs", 60000},
              {"californiaEmployed", "Yes"},
              {"hasAttorney", "No"},
              {"stillEmployed", "No"},
              {"harassmentType", {"Retaliation for reporting"}},
              {"harasser", {"Co-worker"}},
              {"recentIncident", "Over 1 year ago"},
              {"reportedToHR", "No"},
              {"employerAction", "No"},
              {"firstName", "Dana"},
              {"lastName", "Kim"},
              {"email", "dana@example.com"},
              {"phone", "2135550199"},
              {"form_type", "sexual_harassment_questionnaire"}};
}

ValidationResult Validate(const json& body, const char* form = "case-review") {
  return ValidateSubmission(*Catalog().Find(form), Catalog().rules, body, kToday);
}

// The single message for `field`, or "" when it has none (fails if it has several).
std::string ErrorFor(const json& body, const std::string& field, const char* form = "case-review") {
  auto result = Validate(body, form);
  if (result) return "";
  auto it = result.Error().find(field);
  if (it == result.Error().end()) return "";
  EXPECT_EQ(it->second.size(), 1u);
  return it->second.front();
}

std::string Msg(const std::string& key, std::string_view label = {},
                std::optional<std::size_t> max = std::nullopt) {
  return Catalog().rules.Message(key, label, max);
}

TEST(ValidationTest, BaseIsValidAndNormalised) {
  auto result = Validate(CaseReview());
  ASSERT_TRUE(result) << json(result.Error()).dump();
  const auto& lead = result.Value();
  EXPECT_EQ(lead.phone, "+13105550142");
  EXPECT_EQ(lead.first_name, "Ana");
  EXPECT_EQ(lead.email, "ana@example.com");
  EXPECT_EQ(lead.issue_types, std::vector<std::string>{"Harassment"});
  EXPECT_EQ(lead.landing_page, "/services");
  EXPECT_EQ(lead.elapsed_ms, 45000);
  EXPECT_EQ(lead.answers["form_id"], "workplace_form");
  EXPECT_EQ(lead.answers["phone"], "+13105550142");
  EXPECT_FALSE(lead.answers.contains("website"));
  EXPECT_TRUE(Validate(Harassment(), "harassment-questionnaire"));
}

TEST(ValidationTest, NonObjectBody) {
  auto result = Validate(json::array());
  ASSERT_FALSE(result);
  EXPECT_TRUE(result.Error().contains("_body"));
}

TEST(ValidationTest, MissingRequiredByKind) {
  auto body = CaseReview();
  for (const char* key : {"issueType", "employmentStatus", "incidentDate", "firstName", "email",
                          "phone", "termsAccepted", "form_id"}) {
    body.erase(key);
  }
  auto result = Validate(body);
  ASSERT_FALSE(result);
  const auto& e = result.Error();
  EXPECT_EQ(e.at("issueType")[0], Msg("requiredChoice", "what happened at work"));
  EXPECT_EQ(e.at("employmentStatus")[0], Msg("requiredChoice", "employment status"));
  EXPECT_EQ(e.at("incidentDate")[0], Msg("requiredChoice", "when it happened"));
  EXPECT_EQ(e.at("firstName")[0], Msg("requiredText", "first name"));
  EXPECT_EQ(e.at("email")[0], Msg("requiredText", "email address"));
  EXPECT_EQ(e.at("phone")[0], Msg("requiredText", "phone number"));
  EXPECT_EQ(e.at("termsAccepted")[0], Msg("consentRequired"));
  EXPECT_EQ(e.at("form_id")[0], Msg("constantMismatch"));
  EXPECT_EQ(e.size(), 8u);  // all reported together
}

TEST(ValidationTest, NullCountsAsMissing) {
  auto body = CaseReview();
  body["employmentStatus"] = nullptr;
  EXPECT_EQ(ErrorFor(body, "employmentStatus"), Msg("requiredChoice", "employment status"));
  body = CaseReview();
  body["issueDetails"] = nullptr;
  EXPECT_TRUE(Validate(body));
}

TEST(ValidationTest, UnknownOption) {
  auto body = CaseReview();
  body["employmentStatus"] = "Retired";
  EXPECT_EQ(ErrorFor(body, "employmentStatus"), Msg("invalidOption", "employment status"));
  body = CaseReview();
  body["issueType"] = {"Harassment", "Lemon Law"};
  EXPECT_EQ(ErrorFor(body, "issueType"), Msg("invalidOption", "what happened at work"));
}

TEST(ValidationTest, OptionsAreCaseAndDashSensitive) {
  auto body = CaseReview();
  body["employmentStatus"] = "laid off";
  EXPECT_EQ(ErrorFor(body, "employmentStatus"), Msg("invalidOption", "employment status"));
}

TEST(ValidationTest, WrongJsonTypes) {
  auto body = CaseReview();
  body["issueType"] = "Harassment";
  body["employmentStatus"] = 3;
  body["firstName"] = json::array();
  body["termsAccepted"] = "true";
  body["utm_source"] = 1;
  body["issueDetails"] = json::object();
  auto result = Validate(body);
  ASSERT_FALSE(result);
  for (const char* key : {"issueType", "employmentStatus", "firstName", "termsAccepted",
                          "utm_source", "issueDetails"}) {
    ASSERT_TRUE(result.Error().contains(key)) << key;
    EXPECT_EQ(result.Error().at(key)[0], Msg("wrongType")) << key;
  }
  body = CaseReview();
  body["issueType"] = {"Harassment", 1};
  EXPECT_EQ(ErrorFor(body, "issueType"), Msg("wrongType"));
}

TEST(ValidationTest, MultiChoiceDeduplicates) {
  auto body = CaseReview();
  body["issueType"] = {"Harassment", "Harassment", "Retaliation"};
  auto result = Validate(body);
  ASSERT_TRUE(result);
  EXPECT_EQ(result.Value().answers["issueType"], json({"Harassment", "Retaliation"}));
}

TEST(ValidationTest, EmailRules) {
  auto email = [](std::string_view text) { return IsPlausibleEmail(Catalog().rules, text); };
  EXPECT_TRUE(email("a@b.co"));
  EXPECT_TRUE(email("first.last+tag@sub.example.org"));
  EXPECT_TRUE(email("o'brien_x-y@mail.example.co.uk"));
  EXPECT_FALSE(email("maria@"));
  EXPECT_FALSE(email("@example.com"));
  EXPECT_FALSE(email("a@@example.com"));
  EXPECT_FALSE(email("a@b@example.com"));
  EXPECT_FALSE(email("a b@example.com"));
  EXPECT_FALSE(email("a@example"));
  EXPECT_FALSE(email("a@.example.com"));
  EXPECT_FALSE(email("a@example.com."));
  EXPECT_FALSE(email("a@example..com"));
  EXPECT_FALSE(email("a\t@example.com"));
  EXPECT_FALSE(email(std::string(250, 'a') + "@x.io"));  // 255 > 254
  // Issue 13: forms that a mail client reads as more than one address or extra headers.
  EXPECT_FALSE(email("victim@example.com?cc=attacker%40evil.example&subject=Hi"));
  EXPECT_FALSE(email("<a@b.com>"));
  EXPECT_FALSE(email("a,b@c.com"));
  EXPECT_FALSE(email("\"a\"@b.com"));
  EXPECT_FALSE(email("a@[127.0.0.1]"));
  EXPECT_FALSE(email("a%40b.com@c.com"));
  EXPECT_FALSE(email(".a@b.com"));
  EXPECT_FALSE(email("a.@b.com"));
  EXPECT_FALSE(email("a@-b.com"));
  EXPECT_FALSE(email("a@b.c0m"));

  auto body = CaseReview();
  body["email"] = "maria lopez@example.com";
  EXPECT_EQ(ErrorFor(body, "email"), Msg("invalidEmail"));
  body["email"] = "  ana@example.com ";
  auto result = Validate(body);
  ASSERT_TRUE(result);
  EXPECT_EQ(result.Value().email, "ana@example.com");
  body["email"] = "ana\r\n@example.com";
  EXPECT_EQ(ErrorFor(body, "email"), Msg("controlCharacters", "email address"));
}

TEST(ValidationTest, PhoneRules) {
  EXPECT_EQ(NormalizeUsPhone("(310) 555-0142"), "+13105550142");
  EXPECT_EQ(NormalizeUsPhone("310.555.0142"), "+13105550142");
  EXPECT_EQ(NormalizeUsPhone("+1 310-555-0142"), "+13105550142");
  EXPECT_EQ(NormalizeUsPhone("1 310 555 0142"), "+13105550142");
  EXPECT_EQ(NormalizeUsPhone("3105550142"), "+13105550142");
  EXPECT_EQ(NormalizeUsPhone("555-0142"), "");
  EXPECT_EQ(NormalizeUsPhone("310-555-CALL"), "");
  EXPECT_EQ(NormalizeUsPhone("110 555 0142"), "");  // area code cannot start with 1
  EXPECT_EQ(NormalizeUsPhone("010 555 0142"), "");  // nor with 0
  EXPECT_EQ(NormalizeUsPhone("+44 20 7946 0958"), "");
  EXPECT_EQ(NormalizeUsPhone("+2 310 555 0142"), "");
  EXPECT_EQ(NormalizeUsPhone("31055501421"), "");
  EXPECT_EQ(NormalizeUsPhone("310+5550142"), "");
  EXPECT_EQ(NormalizeUsPhone("12"), "");

  auto body = CaseReview();
  body["phone"] = "12";
  EXPECT_EQ(ErrorFor(body, "phone"), Msg("invalidPhone"));
  body["phone"] = "310-555-0142" + std::string(19, '-');  // 31 characters, over maxLength 30
  EXPECT_EQ(ErrorFor(body, "phone"), Msg("invalidPhone"));
}

TEST(ValidationTest, ChoiceOrDate) {
  auto body = CaseReview();
  auto error = [&](const std::string& value) {
    body["incidentDate"] = value;
    return ErrorFor(body, "incidentDate");
  };
  EXPECT_EQ(error("Within the last 30 days"), "");
  EXPECT_EQ(error("2023-06-15"), "");
  EXPECT_EQ(error("1900-01-01"), "");  // earliest itself
  EXPECT_EQ(error("2026-03-11"), "");  // today + 1 (time zones ahead of UTC)
  EXPECT_EQ(error("2024-02-29"), "");  // leap day
  EXPECT_EQ(error("More than 1 year ago"), Msg("invalidDate"));
  EXPECT_EQ(error("2026-03-12"), Msg("futureDate"));
  EXPECT_EQ(error("1899-12-31"), Msg("dateTooEarly"));
  EXPECT_EQ(error("2023-02-29"), Msg("invalidDate"));
  EXPECT_EQ(error("2023-13-01"), Msg("invalidDate"));
  EXPECT_EQ(error("2023-6-15"), Msg("invalidDate"));
  EXPECT_EQ(error("15/06/2023"), Msg("invalidDate"));
  EXPECT_EQ(error("2023-06-15T00:00"), Msg("invalidDate"));
  EXPECT_EQ(error("last spring"), Msg("invalidDate"));
  EXPECT_EQ(error(""), Msg("requiredChoice", "when it happened"));
}

TEST(ValidationTest, ConsentMustBeTrue) {
  auto body = CaseReview();
  body["smsConsent"] = false;
  EXPECT_EQ(ErrorFor(body, "smsConsent"), Msg("consentRequired"));
  body["smsConsent"] = 1;
  EXPECT_EQ(ErrorFor(body, "smsConsent"), Msg("wrongType"));
}

TEST(ValidationTest, ConstantMustMatch) {
  auto body = CaseReview();
  body["form_id"] = "other_form";
  EXPECT_EQ(ErrorFor(body, "form_id"), Msg("constantMismatch"));
  body["form_id"] = true;
  EXPECT_EQ(ErrorFor(body, "form_id"), Msg("constantMismatch"));
}

TEST(ValidationTest, LengthsCountCodePoints) {
  EXPECT_EQ(CountCodePoints("abc"), 3u);
  EXPECT_EQ(CountCodePoints("é"), 1u);
  EXPECT_EQ(CountCodePoints("😞"), 1u);
  auto body = CaseReview();
  std::string accents;
  for (int i = 0; i < 100; ++i) accents += "é";
  body["firstName"] = accents;  // 200 bytes, 100 code points
  EXPECT_TRUE(Validate(body));
  body["firstName"] = accents + "x";
  EXPECT_EQ(ErrorFor(body, "firstName"), Msg("tooLong", "first name", 100));
  body = CaseReview();
  body["utm_campaign"] = std::string(201, 'x');
  EXPECT_EQ(ErrorFor(body, "utm_campaign"), Msg("tooLong", "utm_campaign", 200));
}

TEST(ValidationTest, ControlCharacters) {
  auto body = CaseReview();
  body["issueDetails"] = "line one\nline two\r\n\tindented";
  EXPECT_TRUE(Validate(body));
  for (std::string bad : {std::string("a\x07"), std::string("a\x7f"), std::string("a\0b", 3),
                          std::string("\x1b[31m")}) {
    body["issueDetails"] = bad;
    EXPECT_EQ(ErrorFor(body, "issueDetails"), Msg("controlCharacters", "description"));
  }
  body = CaseReview();
  body["lastName"] = "Smith\r\nBcc: x@example.com";
  EXPECT_EQ(ErrorFor(body, "lastName"), Msg("controlCharacters", "last name"));
  body = CaseReview();
  body["firstName"] = "Ana\tMaria";
  EXPECT_EQ(ErrorFor(body, "firstName"), Msg("controlCharacters", "first name"));
  body = CaseReview();
  body["utm_source"] = "x\ny";
  EXPECT_EQ(ErrorFor(body, "utm_source"), Msg("controlCharacters", "utm_source"));
  body = CaseReview();
  body["landingPage"] = "/a\nb";
  EXPECT_EQ(ErrorFor(body, "landingPage"), Msg("controlCharacters", "landingPage"));
}

TEST(ValidationTest, BlankNamesAreMissingAndNamesAreTrimmed) {
  auto body = CaseReview();
  body["firstName"] = "   ";
  EXPECT_EQ(ErrorFor(body, "firstName"), Msg("requiredText", "first name"));
  body["firstName"] = "  Ana ";
  auto result = Validate(body);
  ASSERT_TRUE(result);
  EXPECT_EQ(result.Value().first_name, "Ana");
}

TEST(ValidationTest, MultiChoiceWithOtherField) {
  auto body = Harassment();
  body["harasser"] = json::array();
  body["harasserOther"] = "The owner's son";
  EXPECT_TRUE(Validate(body, "harassment-questionnaire"));
  body["harasserOther"] = "  ";
  EXPECT_EQ(ErrorFor(body, "harasser", "harassment-questionnaire"),
            Msg("requiredOneOrOther", "who did it"));
  body.erase("harasserOther");
  EXPECT_EQ(ErrorFor(body, "harasser", "harassment-questionnaire"),
            Msg("requiredOneOrOther", "who did it"));
}

TEST(ValidationTest, EligibleChoices) {
  auto body = Harassment();
  body["californiaEmployed"] = "No";
  body["hasAttorney"] = "Yes";
  auto result = Validate(body, "harassment-questionnaire");
  ASSERT_FALSE(result);
  EXPECT_EQ(result.Error().at("californiaEmployed")[0], Msg("notEligible"));
  EXPECT_EQ(result.Error().at("hasAttorney")[0], Msg("notEligible"));
  body = Harassment();
  body["californiaEmployed"] = "Maybe";
  EXPECT_EQ(ErrorFor(body, "californiaEmployed", "harassment-questionnaire"),
            Msg("invalidOption", "whether you worked in California"));
}

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

TEST(ValidationTest, Utf8Check) {
  EXPECT_TRUE(firm::common::IsValidUtf8("plain ascii"));
  EXPECT_TRUE(firm::common::IsValidUtf8("María 😞"));
  EXPECT_FALSE(firm::common::IsValidUtf8("\xff"));
  EXPECT_FALSE(firm::common::IsValidUtf8("\xc3"));              // truncated
  EXPECT_FALSE(firm::common::IsValidUtf8("\xc0\xaf"));          // overlong
  EXPECT_FALSE(firm::common::IsValidUtf8("\xed\xa0\x80"));      // surrogate
  EXPECT_FALSE(firm::common::IsValidUtf8("\xf4\x90\x80\x80"));  // past U+10FFFF
}

}  // namespace
}  // namespace firm::intake
