// The delivery outbox end to end: the real binary, a real database (SQLite
// file and PostgreSQL), a webhook receiver and an SMTP sink on loopback in
// this process. Retry timings are shrunk through the environment so every
// test stays within seconds.
#include <gtest/gtest.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <cstdio>
#include <nlohmann/json.hpp>
#include <random>
#include <regex>
#include <set>

#include "form_fixtures.hpp"
#include "local_receivers.hpp"
#include "mail_reader.hpp"
#include "outbox/mail_message.hpp"
#include "sms_provider.hpp"
#include "storage/database.hpp"
#include "test_databases.hpp"
#include "test_server.hpp"

namespace firm::it {
namespace {

using nlohmann::json;
using testing_support::DbEngine;
using testing_support::FormEncode;
using testing_support::FormFields;
using testing_support::TwilioSignature;
using namespace std::chrono_literals;

const std::string kSecret = "it-webhook-secret-0123456789abcdef0123";
const std::string kSiteOrigin = "https://firm.example";
const std::string kCaseReviews = "/api/case-reviews";

// Computed here with OpenSSL directly, not with the server's code.
std::string HmacHex(const std::string& key, const std::string& message) {
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()),
       reinterpret_cast<const unsigned char*>(message.data()), message.size(), digest, &length);
  std::string hex;
  char byte[3];
  for (unsigned int i = 0; i < length; ++i) {
    std::snprintf(byte, sizeof byte, "%02x", digest[i]);
    hex += byte;
  }
  return hex;
}

class OutboxTest : public testing::TestWithParam<DbEngine> {
 protected:
  static void SetUpTestSuite() { curl_global_init(CURL_GLOBAL_DEFAULT); }
  static void TearDownTestSuite() { curl_global_cleanup(); }

  void SetUp() override {
    root_ = MakeTempDir();
    WriteFixtureSite(root_ / "site");
    db_ = testing_support::MakeTestDatabase(GetParam(), root_ / "data" / "firm.db");
    if (!db_) GTEST_SKIP() << testing_support::kNoPostgres;
    webhook_port_ = receiver_.Start();
    smtp_port_ = sink_.Start();
  }

  void TearDown() override {
    servers_.clear();
    receiver_.Stop();
    sink_.Stop();
    db_.reset();
    fs::remove_all(root_);
  }

  std::map<std::string, std::string> Env(bool webhook = true, bool email = true) {
    std::map<std::string, std::string> env = {
        {"SITE_ORIGIN", kSiteOrigin},  {"OUTBOX_RETRY_BASE", "50ms"},
        {"OUTBOX_RETRY_MAX", "200ms"}, {"OUTBOX_POLL_INTERVAL", "50ms"},
        {"OUTBOX_SEND_TIMEOUT", "2s"},  // lease: 6 s
    };
    if (webhook) {
      env["WEBHOOK_URL"] = "http://127.0.0.1:" + std::to_string(webhook_port_) + "/hooks/lead";
      env["WEBHOOK_SECRET"] = kSecret;
    }
    if (email) {
      env["SMTP_URL"] = "smtp://127.0.0.1:" + std::to_string(smtp_port_);
      env["SMTP_STARTTLS"] = "off";
      env["SMTP_FROM"] = "website@firm.example";
      env["SMTP_TO"] = "intake@firm.example";
    }
    if (!db_->database_url().empty()) env["DATABASE_URL"] = db_->database_url();
    return env;
  }

  // Starts a server with its own log directory under root_/<name>.
  ServerProcess* Start(const std::map<std::string, std::string>& env,
                       const std::string& name = "a") {
    auto dir = root_ / name;
    WriteFixtureSite(dir / "site");
    auto full = env;
    full["DATA_DIR"] = (root_ / "data").string();  // one SQLite file for every restart
    auto server = StartServer(dir, full);
    if (!server) return nullptr;
    servers_.push_back(std::move(server));
    return servers_.back().get();
  }

  // Posts a new case review, with `fields` over the fixture's; returns the lead id ("" on
  // failure).
  std::string PostLead(int port, const json& fields = json::object()) {
    auto payload = testing_support::FixtureBase(FIRM_FORMS_DIR, "case-review");
    payload["submissionId"] = RandomUuid();
    payload.update(fields);
    auto r = Fetch(
        port,
        RequestSpec{"POST", kCaseReviews, {"Content-Type: application/json"}, payload.dump()});
    if (r.status != 201) {
      ADD_FAILURE() << "POST answered " << r.status << ": " << r.body;
      return "";
    }
    return json::parse(r.body)["id"].get<std::string>();
  }

  long CountDeliveries(const std::string& where) {
    return std::stol(db_->Query("SELECT count(*) FROM deliveries WHERE " + where).at(0).at(0));
  }

  // The outcomes of a lead's deliveries on one channel, oldest first.
  std::vector<std::string> Outcomes(const std::string& lead_id, const std::string& channel) {
    std::vector<std::string> outcomes;
    for (const auto& row : db_->Query(
             "SELECT a.outcome FROM delivery_attempts a JOIN deliveries d ON d.id = a.delivery_id"
             " WHERE d.lead_id = '" +
             lead_id + "' AND d.channel = '" + channel + "' ORDER BY a.id")) {
      outcomes.push_back(row.at(0));
    }
    return outcomes;
  }

  void ExpectNoPersonalDataIn(const std::string& log) {
    for (std::string_view value :
         {"María", "López", "maria.lopez@example.com", "5550142", "Mar\\u00eda"}) {
      EXPECT_EQ(log.find(value), std::string::npos) << value;
    }
  }

  fs::path root_;
  std::unique_ptr<testing_support::TestDatabase> db_;
  std::vector<std::unique_ptr<ServerProcess>> servers_;
  WebhookReceiver receiver_;
  SmtpSink sink_;
  int webhook_port_ = 0;
  int smtp_port_ = 0;
};

TEST_P(OutboxTest, LeadIsDeliveredSignedToTheWebhookAndAsAnEmailWithoutContactDetails) {
  auto* server = Start(Env());
  ASSERT_NE(server, nullptr);
  const auto before = std::chrono::system_clock::now();
  std::string id = PostLead(server->port());
  ASSERT_FALSE(id.empty());
  ASSERT_TRUE(
      WaitUntil([&] { return receiver_.Requests().size() == 1 && sink_.Count() == 1; }, 10s))
      << server->Stderr();
  ASSERT_TRUE(WaitUntil([&] { return CountDeliveries("state = 'delivered'") == 2; }, 5s));

  auto request = receiver_.Requests().at(0);
  EXPECT_EQ(request.headers["content-type"], "application/json");
  EXPECT_EQ(request.headers["idempotency-key"], id);
  const std::string timestamp = request.headers["x-firm-timestamp"];
  const long long seconds = std::stoll(timestamp);
  const long long now_seconds =
      std::chrono::duration_cast<std::chrono::seconds>(before.time_since_epoch()).count();
  EXPECT_GE(seconds, now_seconds - 1);
  EXPECT_LE(seconds, now_seconds + 30);
  EXPECT_EQ(request.headers["x-firm-signature"],
            "v1=" + HmacHex(kSecret, timestamp + "." + request.body));
  EXPECT_NE(request.headers["x-firm-signature"],
            "v1=" + HmacHex(kSecret + "x", timestamp + "." + request.body));
  auto body = json::parse(request.body);
  EXPECT_EQ(body["id"], id);
  EXPECT_EQ(body["form"], "case-review");
  EXPECT_EQ(body["firstName"], "María");
  EXPECT_EQ(body["lastName"], "López");
  EXPECT_EQ(body["email"], "maria.lopez@example.com");
  EXPECT_EQ(body["phone"], "+13105550142");
  EXPECT_TRUE(body["issueTypes"].is_array());
  EXPECT_TRUE(body["answers"].is_object());
  EXPECT_EQ(body["utmSource"], "google");
  EXPECT_EQ(body["createdAt"].get<std::string>().size(), 24u);

  auto mail = sink_.Messages().at(0);
  EXPECT_EQ(mail.from, "<website@firm.example>");
  EXPECT_EQ(mail.recipients, std::vector<std::string>{"<intake@firm.example>"});
  const auto read = outbox::ReadMailMessage(mail.data);
  ASSERT_TRUE(read);
  const std::string text = read->Text();
  EXPECT_TRUE(read->subject.starts_with("New case review: María López")) << read->subject;
  EXPECT_TRUE(read->message_id.ends_with("@firm.example")) << read->message_id;
  EXPECT_NE(text.find("Name: María López"), std::string::npos) << text;
  EXPECT_NE(text.find(kSiteOrigin + "/admin/leads/case-review/" + id), std::string::npos) << text;
  for (std::string_view secret : {"maria.lopez@example.com", "5550142", "wage-claims"}) {
    EXPECT_EQ(mail.data.find(secret), std::string::npos) << secret;
    EXPECT_EQ(text.find(secret), std::string::npos) << secret;
  }

  EXPECT_EQ(Outcomes(id, "webhook"), std::vector<std::string>{"delivered"});
  EXPECT_EQ(Outcomes(id, "email"), std::vector<std::string>{"delivered"});
  auto rows = db_->Query("SELECT attempt_count, last_error, delivered_at FROM deliveries");
  for (const auto& row : rows) {
    EXPECT_EQ(row.at(0), "1");
    EXPECT_EQ(row.at(1), "");
    EXPECT_FALSE(row.at(2).empty());
  }
  ASSERT_EQ(server->Terminate(SIGTERM), 0);
  ExpectNoPersonalDataIn(server->Stderr());
  EXPECT_NE(server->Stderr().find("channel=webhook attempt=1/12 outcome=delivered status=200"),
            std::string::npos)
      << server->Stderr();
}

TEST_P(OutboxTest, ReceiverDownThenBackGetsEveryLeadExactlyOnce) {
  receiver_.Stop();  // connections refused
  auto* server = Start(Env());
  ASSERT_NE(server, nullptr);
  std::vector<std::string> ids;
  for (int i = 0; i < 10; ++i) ids.push_back(PostLead(server->port()));
  // Every webhook delivery failed at least twice against a closed port.
  ASSERT_TRUE(WaitUntil(
      [&] { return CountDeliveries("channel = 'webhook' AND attempt_count >= 2") == 10; }, 10s))
      << server->Stderr();
  EXPECT_EQ(CountDeliveries("channel = 'webhook' AND state = 'delivered'"), 0);

  // Back, but overloaded: 503 for a while.
  receiver_.status = 503;
  receiver_.Start(webhook_port_);
  ASSERT_TRUE(WaitUntil(
      [&] { return receiver_.Count([](const auto& r) { return r.answered == 503; }) >= 10; }, 10s));
  receiver_.status = 200;
  ASSERT_TRUE(WaitUntil([&] { return CountDeliveries("state = 'delivered'") == 20; }, 15s))
      << server->Stderr();

  for (const auto& id : ids) EXPECT_EQ(receiver_.AcceptedFor(id), 1) << id;
  EXPECT_EQ(receiver_.Count([](const auto& r) { return r.answered == 200; }), 10);
  EXPECT_EQ(sink_.Count(), 10u);  // e-mail was up all along
  // Every attempt is recorded, and the counts agree with the rows.
  auto mismatched = db_->Query(
      "SELECT d.id FROM deliveries d WHERE d.attempt_count <>"
      " (SELECT count(*) FROM delivery_attempts a WHERE a.delivery_id = d.id)");
  EXPECT_TRUE(mismatched.empty());
  EXPECT_GE(
      std::stol(
          db_->Query("SELECT count(*) FROM delivery_attempts WHERE outcome = 'retry'").at(0).at(0)),
      30);
  auto webhook_errors = db_->Query(
      "SELECT DISTINCT error FROM delivery_attempts WHERE outcome = 'retry' ORDER BY error");
  bool saw_refused = false;
  bool saw_503 = false;
  for (const auto& row : webhook_errors) {
    saw_503 = saw_503 || row.at(0) == "HTTP 503";
    saw_refused = saw_refused || row.at(0).find("onnect") != std::string::npos;
  }
  EXPECT_TRUE(saw_503);
  EXPECT_TRUE(saw_refused);
}

TEST_P(OutboxTest, A400FailsTheDeliveryAfterOneAttempt) {
  receiver_.status = 400;
  auto* server = Start(Env(true, false));
  ASSERT_NE(server, nullptr);
  std::string id = PostLead(server->port());
  ASSERT_TRUE(WaitUntil([&] { return CountDeliveries("state = 'failed'") == 1; }, 10s))
      << server->Stderr();
  // Many retry intervals later: still the one request.
  std::this_thread::sleep_for(600ms);
  EXPECT_EQ(receiver_.Requests().size(), 1u);
  auto row = db_->Query("SELECT state, attempt_count, last_error FROM deliveries").at(0);
  EXPECT_EQ(row, (std::vector<std::string>{"failed", "1", "HTTP 400"}));
  auto attempt = db_->Query("SELECT outcome, http_status FROM delivery_attempts").at(0);
  EXPECT_EQ(attempt, (std::vector<std::string>{"failed", "400"}));
  EXPECT_EQ(CountDeliveries("channel = 'email'"), 0);  // no SMTP configured: none queued
}

TEST_P(OutboxTest, MaxAttemptsMakeTheDeliveryDeadAndRetryAfterIsHonoured) {
  receiver_.status = 503;
  receiver_.retry_after_seconds = 1;
  auto env = Env(true, false);
  env["OUTBOX_MAX_ATTEMPTS"] = "3";
  auto* server = Start(env);
  ASSERT_NE(server, nullptr);
  std::string id = PostLead(server->port());
  ASSERT_TRUE(WaitUntil([&] { return CountDeliveries("state = 'dead'") == 1; }, 15s))
      << server->Stderr();
  std::this_thread::sleep_for(400ms);
  auto requests = receiver_.Requests();
  ASSERT_EQ(requests.size(), 3u);
  // Without Retry-After the waits would be at most 200 ms each.
  EXPECT_GE(requests[2].at - requests[0].at, 1900ms);
  EXPECT_EQ(Outcomes(id, "webhook"), (std::vector<std::string>{"retry", "retry", "dead"}));
  auto row = db_->Query("SELECT attempt_count, last_error FROM deliveries").at(0);
  EXPECT_EQ(row, (std::vector<std::string>{"3", "HTTP 503"}));
}

TEST_P(OutboxTest, KilledServerResumesAfterRestartAndDeliversOnce) {
  receiver_.hang = true;  // requests arrive but are never answered
  auto* first = Start(Env());
  ASSERT_NE(first, nullptr);
  std::vector<std::string> ids;
  for (int i = 0; i < 3; ++i) ids.push_back(PostLead(first->port()));
  // The e-mails recorded as delivered, not only received by the sink: a kill between the
  // sink's receipt and the commit would send one again (at least once, by design).
  ASSERT_TRUE(WaitUntil(
      [&] {
        return CountDeliveries("channel = 'email' AND state = 'delivered'") == 3 &&
               receiver_.Requests().size() >= 2;
      },
      10s))
      << first->Stderr();
  first->Kill();  // SIGKILL mid-send: claims stay 'sending' until their lease runs out
  receiver_.hang = false;
  EXPECT_GE(CountDeliveries("channel = 'webhook' AND state = 'sending'"), 1);

  auto* second = Start(Env(), "b");
  ASSERT_NE(second, nullptr);
  ASSERT_TRUE(WaitUntil([&] { return CountDeliveries("state = 'delivered'") == 6; }, 20s))
      << second->Stderr();
  for (const auto& id : ids) EXPECT_EQ(receiver_.AcceptedFor(id), 1) << id;
  EXPECT_EQ(sink_.Count(), 3u);
  EXPECT_GE(std::stol(db_->Query("SELECT count(*) FROM delivery_attempts WHERE error LIKE "
                                 "'lease expired%'")
                          .at(0)
                          .at(0)),
            1);
  EXPECT_NE(second->Stderr().find("took_over_expired_lease"), std::string::npos);
}

TEST_P(OutboxTest, SigtermAbandonsASendInProgressAndTheNextStartSendsIt) {
  receiver_.hang = true;
  auto* first = Start(Env(true, false));
  ASSERT_NE(first, nullptr);
  std::string id = PostLead(first->port());
  ASSERT_TRUE(WaitUntil([&] { return receiver_.Requests().size() == 1; }, 10s));
  // Exits 0 within the test helper's 5 s although the receiver never answers.
  EXPECT_EQ(first->Terminate(SIGTERM), 0) << first->Stderr();
  auto row = db_->Query("SELECT state, attempt_count FROM deliveries").at(0);
  EXPECT_EQ(row.at(0), "pending");
  EXPECT_EQ(Outcomes(id, "webhook"), std::vector<std::string>{"retry"});
  receiver_.hang = false;

  auto* second = Start(Env(true, false), "b");
  ASSERT_NE(second, nullptr);
  ASSERT_TRUE(WaitUntil([&] { return CountDeliveries("state = 'delivered'") == 1; }, 10s));
  EXPECT_EQ(receiver_.AcceptedFor(id), 1);
}

TEST_P(OutboxTest, NoTargetsMeansLeadsAreStoredAndNothingIsQueued) {
  auto env = Env(false, false);
  auto* server = Start(env);
  ASSERT_NE(server, nullptr);
  ASSERT_FALSE(PostLead(server->port()).empty());
  EXPECT_EQ(db_->CountLeads(), 1);
  EXPECT_EQ(CountDeliveries("1 = 1"), 0);
  EXPECT_NE(server->Stderr().find("no delivery target configured"), std::string::npos);
}

INSTANTIATE_TEST_SUITE_P(Engines, OutboxTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

// Speed to lead (issue 16): the worker's acknowledgement by e-mail and text,
// the provider's inbound texts (STOP, START, HELP), and the escalation of a
// lead nobody contacted in time.
const std::string kSmsToken = "sms-token-0123456789abcdef";
const std::string kSmsAccount = "AC0123456789";
const std::string kWorkerPhone = "+13105550142";

class SpeedToLeadTest : public OutboxTest {
 protected:
  std::map<std::string, std::string> SpeedEnv() {
    auto env = Env(false, true);
    env["ACK_EMAIL_FROM"] = "hello@firm.example";
    // The webhook receiver stands in for the SMS provider's Messages API.
    env["SMS_URL"] = "http://127.0.0.1:" + std::to_string(webhook_port_) + "/";
    env["SMS_ACCOUNT"] = kSmsAccount;
    env["SMS_TOKEN"] = kSmsToken;
    env["SMS_FROM"] = "+13105550100";
    return env;
  }

  HttpResult Inbound(int port, const std::vector<std::pair<std::string, std::string>>& params,
                     const std::optional<std::string>& signature) {
    std::vector<std::string> headers = {"Content-Type: application/x-www-form-urlencoded"};
    if (signature) headers.push_back("X-Twilio-Signature: " + *signature);
    return Fetch(port, RequestSpec{"POST", "/api/sms/inbound", headers, FormEncode(params)});
  }

  // Each call a new message (MessageSid): the provider's repeats are stored once.
  HttpResult SignedInbound(int port, const std::string& text) {
    std::vector<std::pair<std::string, std::string>> params = {{"From", kWorkerPhone},
                                                               {"To", "+13105550100"},
                                                               {"Body", text},
                                                               {"MessageSid", NewMessageSid()},
                                                               {"NumMedia", "0"}};
    return Inbound(port, params,
                   TwilioSignature(kSmsToken, kSiteOrigin + "/api/sms/inbound", params));
  }

  // "SM" and 32 hex digits, as the provider's ids are.
  std::string NewMessageSid() {
    char digits[33];
    std::snprintf(digits, sizeof digits, "%032x", ++sids_);
    return "SM" + std::string(digits);
  }

  int sids_ = 0;

  long OptOuts() { return std::stol(db_->Query("SELECT count(*) FROM sms_opt_outs").at(0).at(0)); }

  // The message the sink got for `to` ("<address>"), or nullopt.
  std::optional<SmtpSink::Message> MailTo(const std::string& to) {
    for (const auto& message : sink_.Messages()) {
      if (message.recipients == std::vector<std::string>{to}) return message;
    }
    return std::nullopt;
  }
};

TEST_P(SpeedToLeadTest, TheWorkerGetsAnEmailAndATextWithTheReferenceAndNoCaseDetails) {
  auto* server = Start(SpeedEnv());
  ASSERT_NE(server, nullptr);
  auto payload = testing_support::FixtureBase(FIRM_FORMS_DIR, "case-review");
  payload["submissionId"] = RandomUuid();
  payload["employerName"] = "The Acme Foods, Inc.";
  auto posted =
      Fetch(server->port(),
            RequestSpec{"POST", kCaseReviews, {"Content-Type: application/json"}, payload.dump()});
  ASSERT_EQ(posted.status, 201) << posted.body;
  const std::string reference = json::parse(posted.body)["reference"].get<std::string>();
  EXPECT_TRUE(
      std::regex_match(reference, std::regex("GC-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}")))
      << reference;
  ASSERT_TRUE(
      WaitUntil([&] { return sink_.Count() == 2 && receiver_.Requests().size() == 1; }, 10s))
      << server->Stderr();

  auto ack = MailTo("<maria.lopez@example.com>");
  ASSERT_TRUE(ack);
  EXPECT_EQ(ack->from, "<hello@firm.example>");
  EXPECT_NE(ack->data.find("Content-Type: multipart/alternative"), std::string::npos);
  const std::string text = testing_support::DecodedBodies(ack->data);
  EXPECT_NE(text.find("Your reference: " + reference), std::string::npos) << text;
  EXPECT_NE(text.find("(310) 555-0199"), std::string::npos);
  EXPECT_NE(text.find("<strong style=\"font-size: 20px;\">" + reference + "</strong>"),
            std::string::npos);
  // No case details, no issue types, not even the name: a work mailbox may be read by others.
  EXPECT_EQ(db_->Query("SELECT employer, employer_key FROM leads").at(0),
            (std::vector<std::string>{"The Acme Foods, Inc.", "acme foods"}));
  for (std::string_view secret : {"María", "Mar=C3=ADa", "López", "Harassment", "Discrimination",
                                  "Wage", "5550142", "issue", "Acme"}) {
    EXPECT_EQ(ack->data.find(secret), std::string::npos) << secret;
  }

  auto sms = receiver_.Requests().at(0);
  EXPECT_EQ(sms.target, "/2010-04-01/Accounts/" + kSmsAccount + "/Messages.json");
  EXPECT_EQ(sms.headers["content-type"], "application/x-www-form-urlencoded");
  std::string credentials = kSmsAccount + ":" + kSmsToken;
  std::string basic(4 * ((credentials.size() + 2) / 3), '\0');
  EVP_EncodeBlock(reinterpret_cast<unsigned char*>(basic.data()),
                  reinterpret_cast<const unsigned char*>(credentials.data()),
                  static_cast<int>(credentials.size()));
  EXPECT_EQ(sms.headers["authorization"], "Basic " + basic);
  auto fields = FormFields(sms.body);
  EXPECT_EQ(fields["To"], kWorkerPhone);
  EXPECT_EQ(fields["From"], "+13105550100");
  EXPECT_LE(fields["Body"].size(), 160u) << fields["Body"];
  EXPECT_NE(fields["Body"].find("Test Workers Law, APC"), std::string::npos) << fields["Body"];
  EXPECT_NE(fields["Body"].find(reference), std::string::npos);
  EXPECT_NE(fields["Body"].find("Reply STOP to opt out, HELP for help."), std::string::npos);
  ASSERT_TRUE(WaitUntil([&] { return CountDeliveries("state = 'delivered'") == 3; }, 5s));
  ASSERT_EQ(server->Terminate(SIGTERM), 0);
  ExpectNoPersonalDataIn(server->Stderr());
}

TEST_P(SpeedToLeadTest, StopIsHonouredOnlyWhenSignedAndANewLeadThenGetsNoText) {
  auto* server = Start(SpeedEnv());
  ASSERT_NE(server, nullptr);
  std::vector<std::pair<std::string, std::string>> stop = {{"From", kWorkerPhone},
                                                           {"Body", "Stop "}};
  // Missing, wrong (another token, another URL) signatures: 403, nothing stored.
  auto missing = Inbound(server->port(), stop, std::nullopt);
  EXPECT_EQ(missing.status, 403) << missing.body;
  auto wrong =
      Inbound(server->port(), stop, TwilioSignature(kSmsToken, kSiteOrigin + "/elsewhere", stop));
  EXPECT_EQ(wrong.status, 403);
  auto tampered = stop;
  auto signature = TwilioSignature(kSmsToken, kSiteOrigin + "/api/sms/inbound", stop);
  tampered[0].second = "+13105550143";
  EXPECT_EQ(Inbound(server->port(), tampered, signature).status, 403);
  EXPECT_EQ(OptOuts(), 0);

  auto stopped = SignedInbound(server->port(), " stop ");
  ASSERT_EQ(stopped.status, 200) << stopped.body;
  EXPECT_NE(stopped.body.find("<Response><Message>"), std::string::npos) << stopped.body;
  EXPECT_NE(stopped.body.find("START"), std::string::npos);
  EXPECT_EQ(OptOuts(), 1);
  EXPECT_EQ(SignedInbound(server->port(), "UNSUBSCRIBE").status, 200);
  EXPECT_EQ(OptOuts(), 1);

  auto help = SignedInbound(server->port(), "HELP");
  EXPECT_EQ(help.status, 200);
  EXPECT_NE(help.body.find("Test Workers Law, APC"), std::string::npos) << help.body;
  EXPECT_NE(help.body.find("(310) 555-0199"), std::string::npos) << help.body;

  // The opted-out number's next lead: the e-mail goes, the text is never queued.
  std::string id = PostLead(server->port());
  ASSERT_FALSE(id.empty());
  ASSERT_TRUE(WaitUntil([&] { return sink_.Count() == 2; }, 10s)) << server->Stderr();
  EXPECT_EQ(CountDeliveries("lead_id = '" + id + "' AND channel = 'sms'"), 0);
  // Free text is stored on the lead and answered by a person, not by the TwiML.
  auto chat = SignedInbound(server->port(), "Can you call me after 5?");
  EXPECT_EQ(chat.status, 200);
  EXPECT_EQ(chat.body.find("<Message>"), std::string::npos) << chat.body;
  EXPECT_EQ(CountDeliveries("lead_id = '" + id + "' AND channel = 'ack_email'"), 1);
  std::this_thread::sleep_for(300ms);
  EXPECT_EQ(receiver_.Requests().size(), 0u);

  // START: texts again for the next lead.
  EXPECT_EQ(SignedInbound(server->port(), "start").status, 200);
  EXPECT_EQ(OptOuts(), 0);
  std::string next = PostLead(server->port());
  ASSERT_TRUE(WaitUntil([&] { return receiver_.Requests().size() == 1; }, 10s));
  EXPECT_EQ(CountDeliveries("lead_id = '" + next + "' AND channel = 'sms'"), 1);

  // Bad input: not a form, a bad From.
  auto not_form =
      Fetch(server->port(),
            RequestSpec{"POST", "/api/sms/inbound", {"Content-Type: application/json"}, "{}"});
  EXPECT_EQ(not_form.status, 415);
  std::vector<std::pair<std::string, std::string>> bad_from = {{"From", "me"}, {"Body", "STOP"}};
  auto refused = Inbound(server->port(), bad_from,
                         TwilioSignature(kSmsToken, kSiteOrigin + "/api/sms/inbound", bad_from));
  EXPECT_EQ(refused.status, 400) << refused.body;
  EXPECT_EQ(OptOuts(), 0);
  ASSERT_EQ(server->Terminate(SIGTERM), 0);
  ExpectNoPersonalDataIn(server->Stderr());
}

INSTANTIATE_TEST_SUITE_P(Engines, SpeedToLeadTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

// Escalation: every lead past the first-contact time with no contact attempt
// is escalated once, by e-mail and webhook, however many processes watch.
class EscalationTest : public OutboxTest {
 protected:
  std::map<std::string, std::string> EscalationEnv() {
    auto env = Env(true, true);
    env["ESCALATION_EMAIL"] = "lead-alerts@firm.example";
    env["SLA_FIRST_CONTACT_MINUTES"] = "15";
    env["SLA_CHECK_INTERVAL"] = "20ms";
    env["THREADS"] = "2";
    return env;
  }

  void EscalatesEachOverdueLeadOnce(const std::vector<ServerProcess*>& servers) {
    constexpr int kLeads = 12;
    std::vector<std::string> ids;
    for (int i = 0; i < kLeads; ++i) ids.push_back(PostLead(servers[i % servers.size()]->port()));
    // The staff e-mails and webhooks of arrival, then nothing more while the leads are young.
    ASSERT_TRUE(
        WaitUntil([&] { return CountDeliveries("state = 'delivered'") == 2 * kLeads; }, 20s));
    std::this_thread::sleep_for(200ms);
    EXPECT_EQ(CountDeliveries("channel LIKE 'escalation%'"), 0);
    // Age them: 16 minutes old. The first two were contacted; they never escalate.
    const std::string old = storage::IsoTimestamp(std::chrono::system_clock::now() - 16min);
    // One statement: the watch must never see the two as old and uncontacted.
    db_->Execute("UPDATE leads SET created_at = '" + old +
                 "', first_contact_at = CASE WHEN id IN ('" + ids[0] + "', '" + ids[1] +
                 "') THEN created_at ELSE NULL END");
    const int overdue = kLeads - 2;
    ASSERT_TRUE(WaitUntil(
        [&] { return CountDeliveries("state = 'delivered'") == 2 * kLeads + 2 * overdue; }, 20s))
        << CountDeliveries("state = 'delivered'") << servers[0]->Stderr();
    std::this_thread::sleep_for(300ms);  // many more watch rounds in every process
    EXPECT_EQ(CountDeliveries("channel = 'escalation_email'"), overdue);
    EXPECT_EQ(CountDeliveries("channel = 'escalation_webhook'"), overdue);
    for (int i = 0; i < kLeads; ++i) {
      EXPECT_EQ(receiver_.AcceptedFor(ids[i] + ".lead.sla_breached"), i < 2 ? 0 : 1) << i;
    }
    std::size_t escalation_mails = 0;
    for (const auto& message : sink_.Messages()) {
      if (message.recipients == std::vector<std::string>{"<lead-alerts@firm.example>"}) {
        ++escalation_mails;
        EXPECT_NE(testing_support::DecodedBodies(message.data).find("more than 15 minutes"),
                  std::string::npos);
        EXPECT_EQ(message.data.find("5550142"), std::string::npos);
      }
    }
    EXPECT_EQ(escalation_mails, static_cast<std::size_t>(overdue));
    auto event = receiver_.Requests().back();
    EXPECT_EQ(event.headers["x-firm-event"], "lead.sla_breached");
  }
};

TEST_P(SpeedToLeadTest, KeywordAnswersAreInTheLanguageOfTheNumbersLatestLead) {
  auto* server = Start(SpeedEnv());
  ASSERT_NE(server, nullptr);
  // No lead from this number yet: English and Spanish.
  auto before = SignedInbound(server->port(), "HELP");
  ASSERT_EQ(before.status, 200) << before.body;
  EXPECT_NE(before.body.find("call us at (310) 555-0199"), std::string::npos) << before.body;
  EXPECT_NE(before.body.find("llame al (310) 555-0199"), std::string::npos) << before.body;

  ASSERT_FALSE(PostLead(server->port(), {{"language", "es"}}).empty());
  auto help = SignedInbound(server->port(), "help");
  EXPECT_NE(help.body.find("llame al (310) 555-0199"), std::string::npos) << help.body;
  auto stop = SignedInbound(server->port(), "STOP");
  EXPECT_NE(stop.body.find("ya no le enviaremos mensajes"), std::string::npos) << stop.body;
  EXPECT_EQ(OptOuts(), 1);
  auto start = SignedInbound(server->port(), "START");
  EXPECT_NE(start.body.find("le enviaremos mensajes de nuevo"), std::string::npos) << start.body;
  EXPECT_EQ(OptOuts(), 0);
  ASSERT_EQ(server->Terminate(SIGTERM), 0);
  ExpectNoPersonalDataIn(server->Stderr());
}
TEST_P(EscalationTest, EachOverdueLeadIsEscalatedOnce) {
  auto* server = Start(EscalationEnv());
  ASSERT_NE(server, nullptr);
  EscalatesEachOverdueLeadOnce({server});
}

TEST_P(EscalationTest, TwoProcessesOnOneDatabaseEscalateEachLeadOnce) {
  if (GetParam() != DbEngine::kPostgres) GTEST_SKIP() << "several processes share PostgreSQL";
  auto* a = Start(EscalationEnv(), "a");
  auto* b = Start(EscalationEnv(), "b");
  ASSERT_NE(a, nullptr);
  ASSERT_NE(b, nullptr);
  EscalatesEachOverdueLeadOnce({a, b});
}

// The reply clock (issue 34): a text from the worker unanswered past SLA_REPLY_MINUTES is
// escalated once, with two processes watching one PostgreSQL database.
TEST_P(EscalationTest, TwoProcessesEscalateAnUnansweredTextOnce) {
  if (GetParam() != DbEngine::kPostgres) GTEST_SKIP() << "several processes share PostgreSQL";
  auto env = EscalationEnv();
  env["SMS_URL"] = "http://127.0.0.1:" + std::to_string(webhook_port_) + "/";
  env["SMS_ACCOUNT"] = "AC0123456789";
  env["SMS_TOKEN"] = kSmsToken;
  env["SMS_FROM"] = "+13105550100";
  env["SLA_REPLY_MINUTES"] = "1";
  env["OFFICE_HOURS"] = "Sun-Sat 00:00-24:00";
  auto* a = Start(env, "a");
  auto* b = Start(env, "b");
  ASSERT_NE(a, nullptr);
  ASSERT_NE(b, nullptr);
  const std::string lead = PostLead(a->port());  // the fixture's phone is kWorkerPhone
  ASSERT_FALSE(lead.empty());
  const std::vector<std::pair<std::string, std::string>> text = {
      {"From", kWorkerPhone},
      {"Body", "call me after 5"},
      {"MessageSid", "SM" + std::string(32, 'e')},
      {"NumMedia", "0"}};
  auto in =
      Fetch(b->port(),
            RequestSpec{"POST",
                        "/api/sms/inbound",
                        {"Content-Type: application/x-www-form-urlencoded",
                         "X-Twilio-Signature: " +
                             TwilioSignature(kSmsToken, kSiteOrigin + "/api/sms/inbound", text)},
                        FormEncode(text)});
  ASSERT_EQ(in.status, 200) << in.body;
  std::this_thread::sleep_for(200ms);
  EXPECT_EQ(CountDeliveries("channel = 'reply_escalation_email'"), 0);
  // Past the reply time: both watches see it; one notice goes.
  db_->Execute("UPDATE conversation_messages SET reply_due_at = created_at WHERE direction = 'in'");
  ASSERT_TRUE(
      WaitUntil([&] { return CountDeliveries("channel = 'reply_escalation_email'") == 1; }, 10s));
  std::this_thread::sleep_for(300ms);
  EXPECT_EQ(CountDeliveries("channel = 'reply_escalation_email'"), 1);
  ASSERT_TRUE(WaitUntil(
      [&] {
        return CountDeliveries("channel = 'reply_escalation_email' AND state = 'delivered'") == 1;
      },
      10s));
  const auto mail = sink_.Messages();
  const auto notice = std::find_if(mail.begin(), mail.end(), [](const auto& m) {
    return m.data.find("A text waits for an answer") != std::string::npos;
  });
  ASSERT_NE(notice, mail.end());
  EXPECT_EQ(notice->data.find("call me after 5"), std::string::npos);
  ExpectNoPersonalDataIn(a->Stderr() + b->Stderr());
}

INSTANTIATE_TEST_SUITE_P(Engines, EscalationTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

// Two server processes on one PostgreSQL database: workers in both claim with
// FOR UPDATE SKIP LOCKED, so each lead reaches the receiver exactly once.
class OutboxTwoProcessesTest : public OutboxTest {};

TEST_P(OutboxTwoProcessesTest, ABurstPostedToBothIsDeliveredOnceEach) {
  auto env = Env(true, false);
  env["THREADS"] = "2";
  auto* a = Start(env, "a");
  auto* b = Start(env, "b");
  ASSERT_NE(a, nullptr);
  ASSERT_NE(b, nullptr);
  constexpr int kLeads = 200;
  std::vector<std::string> ids(kLeads);
  std::vector<std::thread> clients;
  for (int c = 0; c < 4; ++c) {
    clients.emplace_back([&, c] {
      for (int i = c; i < kLeads; i += 4) ids[i] = PostLead((i % 2 ? a : b)->port());
    });
  }
  for (auto& t : clients) t.join();
  ASSERT_TRUE(WaitUntil([&] { return CountDeliveries("state = 'delivered'") == kLeads; }, 30s))
      << CountDeliveries("state = 'delivered'");
  std::set<std::string> unique(ids.begin(), ids.end());
  EXPECT_EQ(unique.size(), static_cast<std::size_t>(kLeads));
  for (const auto& id : ids) EXPECT_EQ(receiver_.AcceptedFor(id), 1) << id;
  EXPECT_EQ(receiver_.Requests().size(), static_cast<std::size_t>(kLeads));
  // Both processes did part of the work.
  auto delivered_by = [](const std::string& log) {
    std::size_t count = 0;
    for (auto at = log.find("outcome=delivered"); at != std::string::npos;
         at = log.find("outcome=delivered", at + 1)) {
      ++count;
    }
    return count;
  };
  std::size_t by_a = delivered_by(a->Stderr());
  std::size_t by_b = delivered_by(b->Stderr());
  EXPECT_EQ(by_a + by_b, static_cast<std::size_t>(kLeads));
  EXPECT_GT(by_a, 0u);
  EXPECT_GT(by_b, 0u);
}

INSTANTIATE_TEST_SUITE_P(Engines, OutboxTwoProcessesTest, testing::Values(DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::it
