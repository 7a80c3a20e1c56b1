#include "intake/validation.hpp"

#include <gtest/gtest.h>

#include "common/civil_date.hpp"
#include "intake/validation_test_forms.hpp"

namespace firm::intake {
namespace {

using nlohmann::json;
using namespace testing_forms;

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

// A required box must be ticked; the optional text box (issue 51) may be unticked, as the
// fixtures show, but is still a boolean.
TEST(ValidationTest, RequiredConsentMustBeTrueAndEveryConsentABoolean) {
  auto body = CaseReview();
  body["communicationsConsent"] = false;
  EXPECT_EQ(ErrorFor(body, "communicationsConsent"), Msg("consentRequired"));
  body = CaseReview();
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
  body["issueDetails"] = "line one\nline two\r\nline three";
  EXPECT_TRUE(Validate(body));
  for (std::string bad : {std::string("a\x07"), std::string("a\x7f"), std::string("a\0b", 3),
                          std::string("\x1b[31m"), std::string("\tindented")}) {
    body["issueDetails"] = bad;
    EXPECT_EQ(ErrorFor(body, "issueDetails"), Msg("controlCharactersInText", "description"));
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

TEST(EmployerKeyTest, CaseDotsPunctuationAndCompanyEndingsDoNotCount) {
  EXPECT_EQ(EmployerKey("The Acme Foods, Inc."), "acme foods");
  EXPECT_EQ(EmployerKey("ACME FOODS LLC"), "acme foods");
  EXPECT_EQ(EmployerKey("Acme  Foods L.L.C."), "acme foods");
  EXPECT_EQ(EmployerKey("acme-foods corp"), "acme foods");
  EXPECT_EQ(EmployerKey("Acme Foods Co., Ltd."), "acme foods");
  EXPECT_EQ(EmployerKey("Panadería López"), "panadería lópez");
  // A name that is only an ending stays itself; other words are kept.
  EXPECT_EQ(EmployerKey("Inc"), "inc");
  EXPECT_EQ(EmployerKey("The Company Store"), "company store");
  EXPECT_NE(EmployerKey("Acme Foods"), EmployerKey("Acme Food"));
  EXPECT_EQ(EmployerKey("  ,. "), "");
  EXPECT_EQ(EmployerKey(""), "");
}

// Beyond the shared fixtures: the edges of the estimate rule (kToday is 2026-03-10).
TEST(ValidationTest, EstimateEdges) {
  auto with = [](json estimate) {
    auto body = CaseReview();
    body["estimate"] = std::move(estimate);
    return body;
  };
  const json wages = json::parse(R"({"tool": "wages", "hourlyRate": 1000, "weeks": 209,
    "lines": [{"id": "overtime", "amountUsd": 0.1}, {"id": "rest-premiums", "amountUsd": 0.2}],
    "totalUsd": 0.31})");
  auto stored = Validate(with(wages));
  ASSERT_TRUE(stored) << json(stored.Error()).dump();
  EXPECT_EQ(stored.Value().answers["estimate"], wages);  // as sent, limits included
  json whole_weeks = wages;
  whole_weeks["weeks"] = 52.0;
  EXPECT_TRUE(Validate(with(whole_weeks)));
  json off_by_more = wages;
  off_by_more["totalUsd"] = 0.32;
  EXPECT_EQ(ErrorFor(with(off_by_more), "estimate"), Msg("invalidEstimate"));
  json duplicate_line = wages;
  duplicate_line["lines"][1]["id"] = "overtime";
  EXPECT_EQ(ErrorFor(with(duplicate_line), "estimate"), Msg("invalidEstimate"));
  json extra_line_key = wages;
  extra_line_key["lines"][0]["note"] = "x";
  EXPECT_EQ(ErrorFor(with(extra_line_key), "estimate"), Msg("invalidEstimate"));

  const json deadlines = json::parse(R"({"tool": "deadlines", "incidentDate": "2026-03-11",
    "situations": ["wages"], "publicEmployer": true})");
  EXPECT_TRUE(Validate(with(deadlines)));  // today + rules.dateRange.latestDaysAfterUtcToday
  json too_late = deadlines;
  too_late["incidentDate"] = "2026-03-12";
  EXPECT_EQ(ErrorFor(with(too_late), "estimate"), Msg("invalidEstimate"));
  json too_early = deadlines;
  too_early["incidentDate"] = "1899-12-31";
  EXPECT_EQ(ErrorFor(with(too_early), "estimate"), Msg("invalidEstimate"));
  json not_boolean = deadlines;
  not_boolean["publicEmployer"] = "no";
  EXPECT_EQ(ErrorFor(with(not_boolean), "estimate"), Msg("invalidEstimate"));
  EXPECT_EQ(ErrorFor(with(json::array()), "estimate"), Msg("invalidEstimate"));
  EXPECT_TRUE(Validate(with(nullptr)));  // null counts as absent
}

}  // namespace
}  // namespace firm::intake
