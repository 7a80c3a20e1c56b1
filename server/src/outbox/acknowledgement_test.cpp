// What the worker hears back, the provider's inbound signature and keywords,
// and the lead reference: pure functions, checked against fixed inputs and
// Twilio's published signature vectors.
#include "outbox/acknowledgement.hpp"

#include <gtest/gtest.h>

#include <regex>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "leads/lead_id.hpp"
#include "outbox/escalation.hpp"
#include "outbox/sms_inbound.hpp"
#include "quoted_printable.hpp"

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
  EXPECT_NE(message.find("From: Golden Coast Workers Law, APC <hello@firm.example>\r\n"),
            std::string::npos);
  EXPECT_NE(message.find("To: <maria@example.com>\r\n"), std::string::npos);
  EXPECT_NE(message.find("Content-Type: multipart/alternative; boundary=\"firm-ack-alternative\""),
            std::string::npos);
  EXPECT_NE(message.find("Content-Type: text/plain; charset=UTF-8"), std::string::npos);
  EXPECT_NE(message.find("Content-Type: text/html; charset=UTF-8"), std::string::npos);
  EXPECT_NE(message.find("--firm-ack-alternative--\r\n"), std::string::npos);
  const std::string decoded = testing_support::DecodedBodies(message);
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
  EXPECT_NE(text.find("Responda STOP para salir, HELP para ayuda."), std::string::npos) << text;
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

TEST(SmsInboundTest, SignaturesMatchTwilioPublishedVectors) {
  const std::string url = "https://mycompany.com/myapp.php?foo=1&bar=2";
  EXPECT_EQ(SmsSignature("12345", url,
                         {{"Digits", "1234"},
                          {"To", "+18005551212"},
                          {"From", "+14158675309"},
                          {"Caller", "+14158675309"},
                          {"CallSid", "CA1234567890ABCDE"}}),
            "RSOYDt4T1cUTdK1PDd93/VVr8B8=");
  // A repeated name: its values sorted too.
  EXPECT_EQ(SmsSignature("12345", url,
                         {{"Sid", "CA123"},
                          {"SidAccount", "AC123"},
                          {"Digits", "5678"},
                          {"Digits", "1234"},
                          {"Digits", "1234"}}),
            "IK+Dwps556ElfBT0I3Rgjkr1wJU=");
  EXPECT_NE(SmsSignature("12346", url, {{"Digits", "1234"}}),
            SmsSignature("12345", url, {{"Digits", "1234"}}));
}

TEST(SmsInboundTest, KeywordsAreWholeMessagesInAnyCase) {
  for (std::string_view stop :
       {"STOP", " stop\n", "StopAll", "UNSUBSCRIBE", "cancel", "END", "quit"}) {
    EXPECT_EQ(KeywordOf(stop), SmsKeyword::kStop) << stop;
  }
  for (std::string_view start : {"START", "unstop", "Yes"}) {
    EXPECT_EQ(KeywordOf(start), SmsKeyword::kStart) << start;
  }
  EXPECT_EQ(KeywordOf("help"), SmsKeyword::kHelp);
  EXPECT_EQ(KeywordOf("INFO"), SmsKeyword::kHelp);
  for (std::string_view other : {"please stop calling at work", "stopp", "", "ok"}) {
    EXPECT_EQ(KeywordOf(other), SmsKeyword::kNone) << other;
  }
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
}

}  // namespace
}  // namespace firm::outbox
