// What the worker hears back and the lead reference: pure functions, checked against fixed
// inputs.
#include "outbox/acknowledgement.hpp"

#include <gtest/gtest.h>

#include <regex>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "leads/lead_id.hpp"
#include "mail_reader.hpp"
#include "outbox/escalation.hpp"
#include "outbox/mail_message.hpp"

namespace firm::outbox {
namespace {

LeadRecord Lead() {
  LeadRecord lead;
  lead.id = "6f1c2a4e-8b3d-4c5e-9f10-1a2b3c4d5e6f";
  lead.form_type = "case_review";
  lead.created_at = "2026-03-10T12:34:56.700Z";
  lead.first_name = "María";
  lead.last_name = "López";
  lead.email = "maria@example.com";
  lead.phone = "+13105550142";
  lead.issue_types = {"Harassment"};
  lead.answers_json = R"({"issueDetails":"my manager","smsConsent":true})";
  lead.reference = leads::LeadReference(lead.id);
  return lead;
}

const site::FirmContact kFirm{"Golden Coast Workers Law, APC", "(310) 555-0142",
                              "help@firm.example"};

TEST(LeadReferenceTest, IsShortStableAndFreeOfLookAlikes) {
  const std::string reference = leads::LeadReference(Lead().id);
  EXPECT_TRUE(
      std::regex_match(reference, std::regex("GC-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}")))
      << reference;
  EXPECT_EQ(leads::LeadReference(Lead().id), reference);
  std::set<std::string> seen;
  for (int i = 0; i < 2000; ++i) seen.insert(leads::LeadReference(leads::NewLeadId()));
  EXPECT_EQ(seen.size(), 2000u);
}

TEST(LeadReferenceTest, WhatPeopleTypeIsNormalised) {
  EXPECT_EQ(leads::NormalizeReference("gc-7k3m-q9td"), "GC-7K3M-Q9TD");
  EXPECT_EQ(leads::NormalizeReference("7K3M Q9TD"), "GC-7K3M-Q9TD");
  EXPECT_EQ(leads::NormalizeReference("GC7K3MQ9TD"), "GC-7K3M-Q9TD");
  EXPECT_FALSE(leads::NormalizeReference("GC-7K3M-Q9T"));   // short
  EXPECT_FALSE(leads::NormalizeReference("GC-7K3M-Q9T0"));  // 0 is never used
  EXPECT_FALSE(leads::NormalizeReference("maria"));
  EXPECT_FALSE(leads::NormalizeReference(""));
}

// Facts once, words per language: each language of config/words/worker-messages.json has the
// same keys, so no message can lack a sentence in one of them.
void SameKeys(const nlohmann::json& a, const nlohmann::json& b, const std::string& at,
              std::vector<std::string>& out) {
  if (a.is_object() != b.is_object()) {
    out.push_back(at + ": an object in one language only");
    return;
  }
  if (!a.is_object()) return;
  for (const auto& [key, value] : a.items()) {
    if (!b.contains(key))
      out.push_back(at + "." + key + ": missing");
    else
      SameKeys(value, b[key], at + "." + key, out);
  }
  for (const auto& [key, value] : b.items()) {
    if (!a.contains(key)) out.push_back(at + "." + key + ": extra");
  }
}

TEST(AcknowledgementTest, EveryLanguageOfTheWordsHasTheSameKeys) {
  EXPECT_EQ(WorkerWordLanguages(), (std::vector<std::string>{"en", "es"}));
  std::vector<std::string> differences;
  SameKeys(WorkerWords("en"), WorkerWords("es"), "es", differences);
  EXPECT_EQ(differences, std::vector<std::string>{});
  // It can fail.
  std::vector<std::string> found;
  SameKeys(nlohmann::json{{"sms", {{"stopHelp", "x"}}}},
           nlohmann::json{{"sms", nlohmann::json::object()}}, "es", found);
  EXPECT_EQ(found, std::vector<std::string>{"es.sms.stopHelp: missing"});
  EXPECT_EQ(FillWords("{firm}: {firm} {x}", {{"firm", "A"}}), "A: A {x}");
}

TEST(AcknowledgementTest, TheTextFitsOneSegmentWithStopAndHelp) {
  const std::string text = AcknowledgementText(Lead(), kFirm);
  EXPECT_LE(text.size(), 160u) << text;
  EXPECT_NE(text.find("Golden Coast Workers Law, APC"), std::string::npos);
  EXPECT_NE(text.find(Lead().reference), std::string::npos);
  EXPECT_NE(text.find("(310) 555-0142"), std::string::npos);
  EXPECT_NE(text.find("Reply STOP to opt out, HELP for help."), std::string::npos);
  // A long firm name drops the phone rather than the opt-out words.
  site::FirmContact wordy = kFirm;
  wordy.name = "The Very Long Name Of A Workers Rights Law Corporation";
  const std::string shorter = AcknowledgementText(Lead(), wordy);
  EXPECT_LE(shorter.size(), 160u) << shorter;
  EXPECT_EQ(shorter.find("555-0142"), std::string::npos);
  EXPECT_NE(shorter.find("Reply STOP"), std::string::npos);
  for (char c : text) EXPECT_TRUE(c >= 0x20 && c < 0x7f) << text;  // GSM-7 safe ASCII
}

TEST(AcknowledgementTest, KeywordAnswersAreInTheLeadsLanguageInOneGsm7Segment) {
  site::FirmContact no_phone = kFirm;
  no_phone.phone_display.clear();
  const std::vector<std::pair<std::string, std::string>> answers = {
      {SmsHelpText(kFirm, "en"), "call us at (310) 555-0142. Reply STOP"},
      {SmsHelpText(kFirm, "es"), "llame al (310) 555-0142. Responda STOP"},
      {SmsHelpText(no_phone, "es"), "responda a este mensaje"},
      {SmsStoppedText(kFirm, "en"), "Reply START"},
      {SmsStoppedText(kFirm, "es"), "ya no le enviaremos mensajes. Responda START"},
      {SmsStartedText(kFirm, "en"), "texts are on again. Reply STOP"},
      {SmsStartedText(kFirm, "es"), "le enviaremos mensajes de nuevo. Responda STOP"},
  };
  for (const auto& [text, words] : answers) {
    EXPECT_NE(text.find("Golden Coast Workers Law, APC: "), std::string::npos) << text;
    EXPECT_NE(text.find(words), std::string::npos) << text;
    EXPECT_LE(text.size(), 160u) << text;
    for (char c : text) EXPECT_TRUE(c >= 0x20 && c < 0x7f) << text;  // GSM-7 safe ASCII
  }
  // Any language but Spanish gets English.
  EXPECT_EQ(SmsHelpText(kFirm, "fr"), SmsHelpText(kFirm, "en"));
}

TEST(AcknowledgementTest, TheEmailHasBothPartsAndNoCaseDetails) {
  const std::string message = BuildAcknowledgement(Lead(), kFirm, "hello@firm.example",
                                                   std::chrono::system_clock::time_point{}, "d-1");
  const auto read = ReadMailMessage(message);
  ASSERT_TRUE(read);
  EXPECT_EQ(read->from_name, "Golden Coast Workers Law, APC");
  EXPECT_EQ(read->from, "hello@firm.example");
  EXPECT_EQ(read->to, "maria@example.com");
  EXPECT_NE(message.find("Content-Type: multipart/alternative; boundary="), std::string::npos);
  ASSERT_EQ(read->parts.size(), 2u);
  EXPECT_EQ(read->parts[0].media_type, "text/plain");
  EXPECT_EQ(read->parts[1].media_type, "text/html");
  const std::string decoded = read->Text();
  EXPECT_NE(decoded.find("Your reference: " + Lead().reference), std::string::npos);
  EXPECT_NE(decoded.find("call us at (310) 555-0142"), std::string::npos);
  EXPECT_NE(decoded.find("help@firm.example"), std::string::npos);
  for (std::string_view secret : {"María", "López", "Harassment", "manager", "5550142"}) {
    EXPECT_EQ(decoded.find(secret), std::string::npos) << secret;
  }
  // A firm name with markup is escaped in the HTML part.
  site::FirmContact odd = kFirm;
  odd.name = "A & <B>";
  const std::string escaped = testing_support::DecodedBodies(BuildAcknowledgement(
      Lead(), odd, "hello@firm.example", std::chrono::system_clock::time_point{}, "d-1"));
  EXPECT_NE(escaped.find("<title>A &amp; &lt;B&gt;</title>"), std::string::npos);
}

TEST(AcknowledgementTest, ASpanishLeadHearsBackInSpanish) {
  LeadRecord lead = Lead();
  lead.language = "es";
  const std::string text = AcknowledgementText(lead, kFirm);
  EXPECT_LE(text.size(), 160u) << text;
  EXPECT_NE(text.find("recibimos su solicitud, ref " + lead.reference), std::string::npos) << text;
  EXPECT_NE(text.find("Responda STOP si ya no quiere recibir mensajes."), std::string::npos)
      << text;
  // No character outside GSM-7's ASCII part: one 160-character segment, not UCS-2.
  for (char c : text) EXPECT_TRUE(c >= 0x20 && c < 0x7f) << text;

  const std::string message = BuildAcknowledgement(lead, kFirm, "hello@firm.example",
                                                   std::chrono::system_clock::time_point{}, "d-1");
  EXPECT_NE(message.find("Subject: Recibimos su solicitud (referencia " + lead.reference + ")"),
            std::string::npos);
  const std::string decoded = testing_support::DecodedBodies(message);
  EXPECT_NE(decoded.find("Su número de referencia: " + lead.reference), std::string::npos);
  EXPECT_NE(decoded.find("llámenos al (310) 555-0142"), std::string::npos);
  EXPECT_NE(decoded.find("<html lang=\"es\">"), std::string::npos);
  EXPECT_EQ(decoded.find("Your reference"), std::string::npos);
  for (std::string_view secret : {"María", "López", "Harassment", "manager"}) {
    EXPECT_EQ(decoded.find(secret), std::string::npos) << secret;
  }
  // An English lead is unchanged.
  EXPECT_NE(testing_support::DecodedBodies(
                BuildAcknowledgement(Lead(), kFirm, "hello@firm.example",
                                     std::chrono::system_clock::time_point{}, "d-1"))
                .find("<html lang=\"en\">"),
            std::string::npos);
}

TEST(AcknowledgementTest, TheSmsRequestIsTwilioShaped) {
  config::SmsSettings settings{"https://sms.example/", "AC1", "token-0123456789ab", "+13105550100"};
  auto post = SmsRequest(settings, "+13105550142", "Hi & bye");
  EXPECT_EQ(post.url, "https://sms.example/2010-04-01/Accounts/AC1/Messages.json");
  EXPECT_EQ(post.body, "To=%2B13105550142&From=%2B13105550100&Body=Hi%20%26%20bye");
  EXPECT_EQ(post.basic_auth, "AC1:token-0123456789ab");
}

TEST(AcknowledgementTest, ConversationTextsAreInTheLeadsLanguageOrBoth) {
  const std::string follow_up_es = FollowUpText(kFirm, "GC-7K3M-Q9TD", "es");
  EXPECT_NE(follow_up_es.find("intentamos llamarle por su solicitud GC-7K3M-Q9TD"),
            std::string::npos)
      << follow_up_es;
  EXPECT_NE(follow_up_es.find("llame al (310) 555-0142"), std::string::npos);
  EXPECT_EQ(follow_up_es.find("we just tried"), std::string::npos);
  const std::string unknown = FollowUpText(kFirm, "GC-7K3M-Q9TD", "");
  EXPECT_NE(unknown.find("we just tried to call you"), std::string::npos) << unknown;
  EXPECT_NE(unknown.find("intentamos llamarle"), std::string::npos);
  const std::string answer = AutoAnswerText(kFirm, "https://firm.example/");
  EXPECT_NE(answer.find("https://firm.example/case-review Reply STOP"), std::string::npos)
      << answer;
  EXPECT_NE(answer.find("https://firm.example/es/case-review Responda STOP"), std::string::npos);
  // GSM-7 in both languages: no á, í, ó, ú (they make a text UCS-2; é, ñ, ¿ and ¡ are GSM-7).
  for (const std::string& text : {follow_up_es, unknown, answer}) {
    for (std::string_view accent : {"á", "í", "ó", "ú"}) {
      EXPECT_EQ(text.find(accent), std::string::npos) << text;
    }
  }
  const auto post = SmsRequest({"https://sms.example", "AC1", "token-0123456789ab", "+13105550100"},
                               "+13105550142", "Hi", "https://firm.example/api/sms/status");
  EXPECT_NE(post.body.find("&StatusCallback=https%3A%2F%2Ffirm.example%2Fapi%2Fsms%2Fstatus"),
            std::string::npos)
      << post.body;
}

TEST(EscalationTest, TheNoticeNamesTheWaitAndTheLinkButNoContactDetails) {
  const std::string message = BuildEscalation(
      Lead(),
      EscalationContext{"site@firm.example", "boss@firm.example", "https://firm.example", 20},
      std::chrono::system_clock::time_point{}, "d-2");
  const std::string decoded = testing_support::DecodedBodies(message);
  EXPECT_NE(decoded.find("more than 20 minutes"), std::string::npos) << decoded;
  EXPECT_NE(decoded.find("Reference: " + Lead().reference), std::string::npos);
  EXPECT_NE(decoded.find("https://firm.example/admin/leads/case-review/" + Lead().id),
            std::string::npos);
  for (std::string_view secret : {"maria@example.com", "5550142", "manager"}) {
    EXPECT_EQ(decoded.find(secret), std::string::npos) << secret;
  }
  // A booked call that passed with no contact says so (booking/).
  const std::string missed = testing_support::DecodedBodies(BuildEscalation(
      Lead(),
      EscalationContext{"site@firm.example", "boss@firm.example", "https://firm.example", 20},
      std::chrono::system_clock::time_point{}, "d-3", true));
  EXPECT_NE(missed.find("booked call started more than 10 minutes ago"), std::string::npos);
  EXPECT_EQ(missed.find("more than 20 minutes"), std::string::npos);
}

}  // namespace
}  // namespace firm::outbox
