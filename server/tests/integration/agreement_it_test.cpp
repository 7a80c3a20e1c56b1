// Fee agreements in the staff area over real HTTP against the real binary, on a SQLite file and
// on PostgreSQL (issue 54): prepared by intake staff from a template and terms, sent only by an
// attorney who confirms with a fresh code from their authenticator app, and the link reaching
// the worker by e-mail (a local SMTP server) and by text (a local stand-in for the provider).
#include <gtest/gtest.h>

#include <ctime>
#include <thread>

#include "admin_fixture.hpp"
#include "common/crypto.hpp"
#include "local_receivers.hpp"
#include "mail_reader.hpp"

namespace firm::it {
namespace {

class AgreementTest : public AdminTest {
 protected:
  void SetUp() override {
    AdminTest::SetUp();
    if (IsSkipped()) return;
    provider_.status = 201;
    provider_.AnswerWith(R"({"sid":"SM{n}","status":"queued"})");
    ASSERT_NE(provider_.Start(), 0);
    ASSERT_NE(smtp_.Start(), 0);
    // The signing page's part: every name of docs/agreement-page.md, in brackets.
    std::string notes;
    for (const char* note :
         {"noteConsentMissing", "noteCodeSent", "noteCodeTooSoon", "noteCodeNotSent",
          "noteCodeWrong", "noteCodeExpired", "noteTooManyTries", "noteNameMissing",
          "noteNameMismatch", "noteReasonInvalid", "noteBusy", "notePaper", "noteSigned",
          "noteDeclined", "paperAsked", "consentStep", "declined"}) {
      notes += "{{#" + std::string(note) + "}}[" + note + "]{{/" + note + "}}";
    }
    for (const std::string prefix : {"", "/es"}) {
      WriteFile(root_ / ("site/public" + prefix + "/agreement/index.html"),
                "<!doctype html><main><!--agreement-page-->{{#noLink}}[noLink]{{/noLink}}"
                "{{#bad}}[bad]{{/bad}}{{#gone}}[gone]{{/gone}}{{#unreadable}}[unreadable]"
                "{{/unreadable}}{{#agreement}}[agreement {{reference}} {{until}} {{firm}} "
                "{{phone}}]<input name=t value=\"{{token}}\">" +
                    notes +
                    "{{#signStep}}[signStep]{{#texts}}<div lang=\"{{lang}}\"><h2>{{title}}</h2>"
                    "{{#sections}}<h3>{{heading}}</h3>{{#paragraphs}}<p>{{text}}</p>"
                    "{{/paragraphs}}{{/sections}}</div>{{/texts}}{{#codeSent}}[codeSent "
                    "{{codeTo}} {{triesLeft}}]{{/codeSent}}{{/signStep}}{{#signed}}[signed "
                    "{{signedAt}}]{{/signed}}{{/agreement}}<!--/agreement-page--></main>");
    }
  }
  void TearDown() override {
    provider_.Stop();
    smtp_.Stop();
    AdminTest::TearDown();
  }

  // A server that texts and e-mails, with quiet hours far from now (the test runs at any hour),
  // and three users: sam (admin), alice (intake, to be made an attorney) and ines (intake).
  int StartSending() {
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    const int start = (utc.tm_hour + 12) % 24;
    char quiet[16];
    std::snprintf(quiet, sizeof quiet, "%02d:00-%02d:00", start, (start + 1) % 24);
    int port = Start({{"SITE_ORIGIN", "https://firm.example"},
                      {"SMS_URL", "http://127.0.0.1:" + std::to_string(provider_.port()) + "/"},
                      {"SMS_ACCOUNT", "AC0123456789"},
                      {"SMS_TOKEN", "sms-token-0123456789abcdef"},
                      {"SMS_FROM", "+13105550100"},
                      {"SMTP_URL", "smtp://127.0.0.1:" + std::to_string(smtp_.port())},
                      {"SMTP_STARTTLS", "off"},
                      {"SMTP_FROM", "website@firm.example"},
                      {"SMTP_TO", "intake@firm.example"},
                      {"ACK_EMAIL_FROM", "hello@firm.example"},
                      {"QUIET_HOURS", quiet},
                      {"OUTBOX_POLL_INTERVAL", "50ms"}});
    if (port == 0) return 0;
    for (const auto& [user, role, name] :
         {std::tuple{"sam", "admin", "Sam"}, std::tuple{"alice", "intake", "Alice Abogada"},
          std::tuple{"ines", "intake", "Ines"}}) {
      auto added =
          RunCli(Env(), {"add", user, "--role", role, "--name", name}, kPassword + "\n", root_);
      EXPECT_EQ(added.exit_code, 0) << added.err;
    }
    return port;
  }

  // A fresh code for `username`: the last accepted step is forgotten first (these tests sign in
  // and confirm more often than once per 30-second step; replay is tested below on purpose).
  std::string FreshCode(const std::string& username) {
    db_->Execute("UPDATE admin_users SET totp_last_step = 0");
    return CodeFor(username);
  }

  // Waits up to five seconds for `done`.
  template <typename Done>
  bool Eventually(Done done) {
    for (int i = 0; i < 100; ++i) {
      if (done()) return true;
      std::this_thread::sleep_for(50ms);
    }
    return done();
  }

  WebhookReceiver provider_;
  SmtpSink smtp_;
};

const json kTerms = {{"template", "contingency"},
                     {"language", "es"},
                     {"matter", "Horas extra no pagadas en Acme Foods, 2023 a 2025."},
                     {"fees", {{{"percent", "33.33"}, {"when", "si se llega a un acuerdo"}}}}};

// An agreement prepared on a lead from a template and terms, read back with its text as the
// worker will read it (Spanish first, then English); bad terms are named at their fields and
// store nothing; the audit names the agreement, never the terms.
TEST_P(AgreementTest, AnAgreementIsPreparedFromATemplateAndShownInTheWorkersLanguages) {
  ASSERT_NE(port_ = StartWithUser(), 0);
  Lead lead;
  lead.first_name = "María";
  lead.last_name = "López";
  InsertLead(lead);
  Session session = Login();
  auto templates = Body(Call("GET", "/api/admin/agreement-templates", session));
  ASSERT_EQ(templates["templates"].size(), 2u) << templates.dump();
  EXPECT_EQ(templates["templates"][0]["id"], "contingency");
  EXPECT_EQ(templates["templates"][0]["titles"]["es"], "Acuerdo de honorarios de contingencia");
  EXPECT_EQ(templates["templates"][0]["sample"], true);
  const std::string base = "/api/admin/leads/case-review/" + lead.id + "/agreements";
  json bad = kTerms;
  bad["fees"][0]["percent"] = "70";
  bad["language"] = "fr";
  bad["extra"] = 1;
  auto refused = Call("POST", base, session, bad);
  ASSERT_EQ(refused.status, 422) << refused.body;
  for (const char* field : {"fees[0].percent", "language", "extra"}) {
    EXPECT_TRUE(Body(refused)["errors"].contains(field)) << field << " " << refused.body;
  }
  EXPECT_EQ(Count("SELECT count(*) FROM agreements"), 0);
  auto made = Call("POST", base, session, kTerms);
  ASSERT_EQ(made.status, 201) << made.body;
  const json agreement = Body(made)["agreement"];
  EXPECT_EQ(agreement["state"], "draft");
  EXPECT_EQ(agreement["language"], "es");
  EXPECT_EQ(agreement["preparedBy"], "alice");
  EXPECT_EQ(agreement["sentAt"], nullptr);
  const json text = Body(made)["text"];
  ASSERT_EQ(text.size(), 2u);
  EXPECT_EQ(text[0]["language"], "es");
  EXPECT_EQ(text[1]["language"], "en");
  EXPECT_NE(text[0]["sections"][0]["text"].get<std::string>().find("usted, María López, y"),
            std::string::npos);
  auto shown = Body(Call("GET", base + "/" + agreement["id"].get<std::string>(), session));
  EXPECT_EQ(shown["text"], text);
  EXPECT_EQ(shown["events"], json::array());
  EXPECT_EQ(Body(Call("GET", base, session))["agreements"].size(), 1u);
  EXPECT_EQ(Call("GET", base + "/" + RandomUuid(), session).status, 404);
  EXPECT_EQ(
      Call("POST", "/api/admin/leads/case-review/" + RandomUuid() + "/agreements", session, kTerms)
          .status,
      404);
  EXPECT_EQ(db_->Query("SELECT detail FROM audit_log WHERE action = 'agreement.prepared'"),
            (std::vector<std::vector<std::string>>{{"contingency version 1, es"}}));
  EXPECT_EQ(server_->Stderr().find("Acme"), std::string::npos);
}

// Only an attorney sends, with a fresh code; the worker gets the link by e-mail and by text in
// Spanish; a used or wrong code, an intake user and a revoked agreement are refused precisely.
TEST_P(AgreementTest, AnAttorneySendsWithAFreshCodeAndTheWorkerGetsTheLinkByEmailAndText) {
  ASSERT_NE(port_ = StartSending(), 0);
  Lead lead;
  lead.first_name = "María";
  lead.last_name = "López";
  lead.answers = R"({"termsAccepted":true,"communicationsConsent":true,"smsConsent":true})";
  InsertLead(lead);
  Session ines = Login("ines");
  const std::string base = "/api/admin/leads/case-review/" + lead.id + "/agreements";
  auto made = Call("POST", base, ines, kTerms);
  ASSERT_EQ(made.status, 201) << made.body;
  const std::string agreement = Body(made)["agreement"]["id"];
  const std::string send = base + "/" + agreement + "/send";
  // Intake staff prepare; they do not send.
  EXPECT_EQ(Body(Call("GET", "/api/admin/session", ines))["user"]["attorney"], false);
  auto not_attorney = Call("POST", send, ines, json{{"code", FreshCode("ines")}});
  EXPECT_EQ(not_attorney.status, 403) << not_attorney.body;
  // An administrator makes Alice an attorney: her session says so at once.
  Session alice = Login("alice");
  Session sam = Login("sam");
  ASSERT_EQ(Call("PATCH", "/api/admin/users/alice", sam, json{{"barNumber", "98765"}}).status, 200);
  EXPECT_EQ(Body(Call("GET", "/api/admin/session", alice))["user"]["attorney"], true);
  // A wrong code, a missing one: 422 at "code", nothing sent.
  auto wrong = Call("POST", send, alice, json{{"code", "000000"}});
  EXPECT_EQ(wrong.status, 422) << wrong.body;
  EXPECT_TRUE(Body(wrong)["errors"].contains("code"));
  EXPECT_EQ(Call("POST", send, alice, json::object()).status, 422);
  EXPECT_EQ(Count("SELECT count(*) FROM agreements WHERE state = 'draft'"), 1);
  const std::string code = FreshCode("alice");
  auto sent = Call("POST", send, alice, json{{"code", code}});
  ASSERT_EQ(sent.status, 200) << sent.body;
  const json row = Body(sent)["agreement"];
  EXPECT_EQ(row["state"], "sent");
  EXPECT_EQ(row["sentBy"], "alice");
  EXPECT_EQ(row["attorney"], (json{{"name", "Alice Abogada"}, {"barNumber", "98765"}}));
  EXPECT_EQ(row["channels"], (json{"sms", "email"}));
  // The attorney's name is in the text the worker reads; the evidence says who, from where.
  EXPECT_NE(Body(sent)["text"][0]["sections"].dump().find("Alice Abogada"), std::string::npos);
  ASSERT_EQ(Body(sent)["events"].size(), 1u);
  EXPECT_EQ(Body(sent)["events"][0]["step"], "sent");
  EXPECT_EQ(Body(sent)["events"][0]["address"], "127.0.0.1");
  // The same code again: used.
  auto replayed = Call("POST", send, alice, json{{"code", code}});
  EXPECT_EQ(replayed.status, 422) << replayed.body;
  // The worker's e-mail and text, in Spanish, with the link.
  ASSERT_TRUE(Eventually([&] { return smtp_.Count() >= 1 && !provider_.Requests().empty(); }));
  const auto mail = smtp_.Messages().front();
  EXPECT_EQ(mail.recipients, std::vector<std::string>{"<" + lead.email + ">"});
  const std::string body = testing_support::DecodedBodies(mail.data);
  EXPECT_NE(body.find("Su acuerdo de honorarios"), std::string::npos) << body;
  EXPECT_NE(body.find("https://firm.example/es/agreement?t="), std::string::npos) << body;
  const std::string text = provider_.Requests().front().body;
  EXPECT_NE(text.find("acuerdo%20de%20honorarios%20%28ref%20GC-7K3M-Q9TD%29"), std::string::npos)
      << text;
  EXPECT_NE(text.find("firm.example%2Fes%2Fagreement%3Ft%3D"), std::string::npos) << text;
  // Reminders wait (days 1, 3 and 6) by both ways.
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'agreement_email'"
                  " AND state = 'pending'"),
            3);
  // Revoked by the attorney: the reminders go, and it cannot be sent again.
  auto revoked = Call("POST", base + "/" + agreement + "/revoke", alice, json::object());
  ASSERT_EQ(revoked.status, 200) << revoked.body;
  EXPECT_EQ(Body(revoked)["agreement"]["state"], "revoked");
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'agreement_email'"
                  " AND state = 'pending'"),
            0);
  auto again = Call("POST", send, alice, json{{"code", FreshCode("alice")}});
  EXPECT_EQ(again.status, 409) << again.body;
  EXPECT_EQ(Call("POST", base + "/" + agreement + "/revoke", ines, json::object()).status, 403);
  // The audit and the log: no name, no matter, no link.
  EXPECT_EQ(Count("SELECT count(*) FROM audit_log WHERE action IN ('agreement.sent',"
                  " 'agreement.revoked')"),
            2);
  const std::string log = server_->Stderr();
  for (const char* secret : {"María", "Acme", "agreement?t="}) {
    EXPECT_EQ(log.find(secret), std::string::npos) << secret;
  }
}

// The worker's page without JavaScript, end to end: the link from the text opens the agreement,
// the consent, a code by text, a wrong code, then the right code and the name sign it, once
// however many taps; a changed link, none at all and a form that is not one answer precisely.
TEST_P(AgreementTest, AWorkerSignsOnThePageWithoutJavaScript) {
  ASSERT_NE(port_ = StartSending(), 0);
  Lead lead;
  lead.first_name = "María";
  lead.last_name = "López";
  lead.phone = "+13105550177";
  lead.answers = R"({"termsAccepted":true,"communicationsConsent":true,"smsConsent":true})";
  InsertLead(lead);
  Session ines = Login("ines");
  const std::string base = "/api/admin/leads/case-review/" + lead.id + "/agreements";
  auto made = Call("POST", base, ines, kTerms);
  ASSERT_EQ(made.status, 201) << made.body;
  const std::string agreement = Body(made)["agreement"]["id"];
  Session sam = Login("sam");
  ASSERT_EQ(Call("PATCH", "/api/admin/users/alice", sam, json{{"barNumber", "98765"}}).status, 200);
  Session alice = Login("alice");
  ASSERT_EQ(
      Call("POST", base + "/" + agreement + "/send", alice, json{{"code", FreshCode("alice")}})
          .status,
      200);
  const auto body = db_->Query(
      "SELECT body FROM conversation_messages WHERE kind = 'agreement'"
      " AND client_key LIKE '%:sent'");
  ASSERT_EQ(body.size(), 1u);
  const std::string& sent_text = body[0][0];
  const auto from = sent_text.find("/es/agreement?t=") + std::string("/es/agreement?t=").size();
  const std::string token = sent_text.substr(from, sent_text.find(' ', from) - from);
  const std::string page = "/es/agreement?t=" + token;
  auto get = [&](const std::string& target) {
    return Fetch(port_, RequestSpec{"GET", target, {}, std::nullopt});
  };
  auto post = [&](const std::string& form) {
    return Fetch(port_, RequestSpec{"POST",
                                    "/es/agreement",
                                    {"Content-Type: application/x-www-form-urlencoded"},
                                    "t=" + token + "&" + form});
  };
  auto opened = get(page);
  ASSERT_EQ(opened.status, 200) << opened.body;
  EXPECT_EQ(opened.Header("cache-control"), "no-store");
  EXPECT_EQ(opened.Header("x-robots-tag"), "noindex, nofollow");
  EXPECT_NE(opened.body.find("[agreement GC-7K3M-Q9TD"), std::string::npos) << opened.body;
  EXPECT_NE(opened.body.find("[consentStep]"), std::string::npos);
  EXPECT_EQ(opened.body.find("Acme"), std::string::npos);  // no text before the consent
  // No code before the consent; then the consent.
  auto early = post("action=code");
  EXPECT_EQ(early.status, 303);
  EXPECT_EQ(early.Header("location"), page + "&done=consent-missing");
  EXPECT_EQ(post("action=consent&consent=yes").Header("location"), page);
  auto reading = get(page);
  EXPECT_NE(reading.body.find("[signStep]<div lang=\"es\">"), std::string::npos) << reading.body;
  EXPECT_NE(reading.body.find("Acme Foods"), std::string::npos);
  // A code by text to the phone on file.
  EXPECT_EQ(post("action=code").Header("location"), page + "&done=code-sent");
  std::string code;
  ASSERT_TRUE(Eventually([&] {
    for (const auto& request : provider_.Requests()) {
      const auto at = request.body.find("es%20");
      if (request.body.find("clave") != std::string::npos && at != std::string::npos) {
        code = request.body.substr(at + 5, 6);
      }
    }
    return !code.empty();
  }));
  EXPECT_NE(get(page).body.find("[codeSent (•••) •••-0177 5]"), std::string::npos);
  const std::string wrong = code == "000000" ? "111111" : "000000";
  EXPECT_EQ(post("action=sign&code=" + wrong + "&name=Mar%C3%ADa+L%C3%B3pez").Header("location"),
            page + "&done=code-wrong");
  EXPECT_EQ(post("action=sign&code=" + code + "&name=Ana+Ruiz").Header("location"),
            page + "&done=name-mismatch");
  // A double tap on "sign": both come back signed; it is signed once.
  std::vector<HttpResult> taps(2);
  {
    std::vector<std::thread> threads;
    for (auto& tap : taps) {
      threads.emplace_back([&] { tap = post("action=sign&code=" + code + "&name=maria+lopez"); });
    }
    for (auto& thread : threads) thread.join();
  }
  for (const auto& tap : taps) EXPECT_EQ(tap.Header("location"), page + "&done=signed");
  EXPECT_EQ(Count("SELECT count(*) FROM agreement_events WHERE step = 'signed'"), 1);
  auto signed_page = get(page + "&done=signed");
  EXPECT_NE(signed_page.body.find("[noteSigned]"), std::string::npos) << signed_page.body;
  EXPECT_NE(signed_page.body.find("[signed "), std::string::npos);
  // Complete at once: the sealed PDF behind the link (pdfsig finds the seal valid), by e-mail
  // attached and by text with the link; one of each however many taps; the lead page shows it.
  auto shown = Body(Call("GET", base + "/" + agreement, ines));
  EXPECT_EQ(shown["agreement"]["state"], "complete");
  // A complete agreement retains the lead, with its status event by the system.
  EXPECT_EQ(db_->Query("SELECT status FROM leads WHERE id = '" + lead.id + "'"),
            (std::vector<std::vector<std::string>>{{"retained"}}));
  EXPECT_EQ(Count("SELECT count(*) FROM lead_events WHERE kind = 'status' AND to_status ="
                  " 'retained' AND actor = 'system'"),
            1);
  EXPECT_EQ(shown["events"].back()["step"], "completed");
  auto pdf = get("/es/agreement/pdf?t=" + token);
  ASSERT_EQ(pdf.status, 200);
  EXPECT_EQ(pdf.Header("content-type"), "application/pdf");
  const fs::path file = root_ / "signed.pdf";
  WriteFile(file, pdf.body);
  std::string report;
  {
    FILE* pipe = popen(("pdfsig " + file.string() + " 2>&1").c_str(), "r");
    ASSERT_NE(pipe, nullptr);
    char buffer[4096];
    std::size_t read = 0;
    while ((read = fread(buffer, 1, sizeof buffer, pipe)) > 0) report.append(buffer, read);
    pclose(pipe);
  }
  EXPECT_NE(report.find("Signature is Valid"), std::string::npos) << report;
  EXPECT_EQ(shown["events"].back()["detail"]["pdfSha256"], common::Sha256Hex(pdf.body));
  ASSERT_TRUE(Eventually([&] {
    for (const auto& mail : smtp_.Messages()) {
      if (mail.data.find("application/pdf") != std::string::npos) return true;
    }
    return false;
  }));
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'agreement_email'"
                  " AND subject_key LIKE '%:signed'"),
            1);
  EXPECT_EQ(Count("SELECT count(*) FROM conversation_messages WHERE kind = 'agreement_signed'"), 1);
  EXPECT_EQ(get("/agreement/pdf?t=" + token.substr(0, token.size() - 2)).status, 404);
  // A changed link, no link, a form that is not a form.
  std::string changed = token;
  changed[3] = changed[3] == 'A' ? 'B' : 'A';
  EXPECT_NE(get("/es/agreement?t=" + changed).body.find("[bad]"), std::string::npos);
  EXPECT_NE(get("/agreement").body.find("[noLink]"), std::string::npos);
  auto not_form = Fetch(
      port_, RequestSpec{"POST", "/agreement", {"Content-Type: application/json"}, R"({"t":"x"})"});
  EXPECT_EQ(not_form.status, 303);
  EXPECT_EQ(not_form.Header("location"), "/agreement?done=bad");
  // Nothing of the worker, the code or the link in the log.
  const std::string log = server_->Stderr();
  for (const std::string& secret : {std::string("María"), code, token}) {
    EXPECT_EQ(log.find(secret), std::string::npos) << secret;
  }
}

INSTANTIATE_TEST_SUITE_P(Engines, AgreementTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::it
