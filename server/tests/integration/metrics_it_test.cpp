// /metrics against the real binary: the separate loopback listener
// (METRICS_PORT), the public port (404 unless METRICS_TOKEN is set and sent),
// and counters that move with real traffic. Once on SQLite, once on PostgreSQL
// (TEST_DATABASE_URL; skipped when unset).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "form_fixtures.hpp"
#include "prometheus_text.hpp"
#include "storage/database.hpp"
#include "test_databases.hpp"
#include "test_server.hpp"

namespace firm::it {
namespace {

using nlohmann::json;
using testing_support::DbEngine;
using testing_support::Exposition;
using testing_support::ParseExposition;

const std::string kToken = "0123456789abcdef0123456789abcdef-metrics";

HttpResult PostJson(int port, const std::string& target, const std::string& body) {
  return Fetch(port, RequestSpec{"POST", target, {"Content-Type: application/json"}, body});
}

class MetricsTest : public testing::TestWithParam<DbEngine> {
 protected:
  static void SetUpTestSuite() { curl_global_init(CURL_GLOBAL_DEFAULT); }
  static void TearDownTestSuite() { curl_global_cleanup(); }

  void SetUp() override {
    root_ = MakeTempDir();
    WriteFixtureSite(root_ / "site");
    db_ = testing_support::MakeTestDatabase(GetParam(), root_ / "data" / "firm.db");
    if (!db_) GTEST_SKIP() << testing_support::kNoPostgres;
  }

  void TearDown() override {
    server_.reset();
    db_.reset();
    fs::remove_all(root_);
  }

  int Start(std::map<std::string, std::string> env) {
    if (!db_->database_url().empty()) env["DATABASE_URL"] = db_->database_url();
    server_ = StartServer(root_, env);
    return server_ ? server_->port() : 0;
  }

  // GET /metrics on `port`; fails the test unless it is a well-formed 200.
  Exposition Scrape(int port, std::vector<std::string> headers = {}) {
    auto r = Get(port, "/metrics", std::move(headers));
    EXPECT_EQ(r.code, CURLE_OK);
    EXPECT_EQ(r.status, 200) << r.body;
    EXPECT_EQ(r.Header("content-type"), "text/plain; version=0.0.4; charset=utf-8");
    EXPECT_EQ(r.Header("cache-control"), "no-store");
    auto text = ParseExposition(r.body);
    EXPECT_TRUE(text.bad_lines.empty()) << text.bad_lines.front();
    last_body_ = r.body;
    return text;
  }

  fs::path root_;
  std::unique_ptr<testing_support::TestDatabase> db_;
  std::unique_ptr<ServerProcess> server_;
  std::string last_body_;
};

TEST_P(MetricsTest, CountersMoveWithTrafficOnTheLoopbackListener) {
  const int metrics_port = FindFreePort();
  const int port = Start({{"METRICS_PORT", std::to_string(metrics_port)}});
  ASSERT_NE(port, 0);
  EXPECT_NE(server_->Stderr().find("listening on 127.0.0.1:" + std::to_string(metrics_port)),
            std::string::npos);

  const auto before = Scrape(metrics_port);
  using Labels = std::map<std::string, std::string>;
  auto moved = [&before](const Exposition& after, const std::string& name, const Labels& labels) {
    return after.Sum(name, labels) - before.Sum(name, labels);
  };

  EXPECT_EQ(Get(port, "/").status, 200);
  EXPECT_EQ(Get(port, "/services/no-such-page").status, 404);
  EXPECT_EQ(Get(port, "/assets/app-abc123.js").status, 200);

  auto payload = testing_support::FixtureBase(FIRM_FORMS_DIR, "case-review");
  payload["submissionId"] = RandomUuid();
  const std::string email = payload.value("email", "");
  auto stored = PostJson(port, "/api/case-reviews", payload.dump());
  EXPECT_EQ(stored.status, 201) << stored.body;
  // The same submission again: answered, but no second lead.
  EXPECT_EQ(PostJson(port, "/api/case-reviews", payload.dump()).status, 201);
  EXPECT_EQ(PostJson(port, "/api/case-reviews", "{not json").status, 400);
  json invalid = payload;
  invalid["submissionId"] = RandomUuid();
  invalid.erase("firstName");
  EXPECT_EQ(PostJson(port, "/api/case-reviews", invalid.dump()).status, 422);
  EXPECT_EQ(Fetch(port, RequestSpec{"POST", "/api/case-reviews", {"Content-Type: text/plain"}, "x"})
                .status,
            415);
  // Refused by the request gate before any handler runs: still counted.
  EXPECT_EQ(PostJson(port, "/api/case-reviews", std::string(70 * 1024, 'x')).status, 413);

  auto login = PostJson(port, "/api/admin/login",
                        json{{"username", "nobody"}, {"password", "wrong password"}}.dump());
  EXPECT_EQ(login.status, 401) << login.body;
  // A locked account and address: five recent failures on record from this address (the
  // test's), so the next attempt from it is refused unchecked.
  const std::string now = storage::IsoTimestamp(std::chrono::system_clock::now());
  for (int i = 0; i < 5; ++i) {
    db_->Execute(
        "INSERT INTO login_failures (username, address, failed_at) VALUES ('frozen-account', "
        "'127.0.0.1', '" +
        now + "')");
  }
  auto locked = PostJson(port, "/api/admin/login",
                         json{{"username", "frozen-account"}, {"password", "any password"}}.dump());
  EXPECT_EQ(locked.status, 429) << locked.body;

  const auto after = Scrape(metrics_port);
  EXPECT_EQ(moved(after, "firm_http_requests_total", {{"route", "static_page"}, {"code", "200"}}),
            1);
  EXPECT_EQ(moved(after, "firm_http_requests_total", {{"route", "static_page"}, {"code", "404"}}),
            1);
  EXPECT_EQ(moved(after, "firm_http_requests_total", {{"route", "asset"}, {"code", "200"}}), 1);
  EXPECT_EQ(moved(after, "firm_http_requests_total", {{"route", "intake_api"}, {"code", "201"}}),
            2);
  EXPECT_EQ(moved(after, "firm_http_requests_total", {{"route", "intake_api"}, {"code", "400"}}),
            1);
  EXPECT_EQ(moved(after, "firm_http_requests_total", {{"route", "intake_api"}, {"code", "422"}}),
            1);
  EXPECT_EQ(moved(after, "firm_http_requests_total", {{"route", "intake_api"}, {"code", "413"}}),
            1);
  EXPECT_EQ(moved(after, "firm_http_requests_total", {{"route", "admin_api"}, {"code", "401"}}), 1);
  // The first scrape itself was counted once the scrape had been answered.
  EXPECT_EQ(moved(after, "firm_http_requests_total", {{"route", "metrics"}, {"code", "200"}}), 1);
  EXPECT_EQ(moved(after, "firm_http_request_duration_seconds_count", {{"route", "intake_api"}}), 6);
  EXPECT_EQ(moved(after, "firm_http_request_duration_seconds_count", {{"route", "admin_api"}}), 2);

  EXPECT_EQ(moved(after, "firm_intake_leads_stored_total", {{"form", "case-review"}}), 1);
  EXPECT_EQ(
      moved(after, "firm_intake_refusals_total", {{"form", "case-review"}, {"reason", "bad_json"}}),
      1);
  EXPECT_EQ(moved(after, "firm_intake_refusals_total",
                  {{"form", "case-review"}, {"reason", "validation"}}),
            1);
  EXPECT_EQ(moved(after, "firm_intake_refusals_total",
                  {{"form", "case-review"}, {"reason", "unsupported_media_type"}}),
            1);
  EXPECT_EQ(moved(after, "firm_intake_refusals_total", {{"form", "harassment-questionnaire"}}), 0);
  EXPECT_EQ(moved(after, "firm_admin_sign_ins_total", {{"outcome", "failure"}}), 1);
  EXPECT_EQ(moved(after, "firm_admin_sign_ins_total", {{"outcome", "success"}}), 0);
  EXPECT_EQ(moved(after, "firm_admin_sign_ins_total", {{"outcome", "locked_out"}}), 1);
  EXPECT_EQ(after.Sum("firm_database_errors_total"), 0);
  EXPECT_EQ(after.One("firm_database_up"), 1);
  // No delivery target configured: nothing queued, nothing waiting.
  EXPECT_EQ(after.One("firm_outbox_oldest_pending_age_seconds"), 0);

  // Nothing a visitor sent or asked for ends up in the metrics.
  for (const std::string& secret : {email, std::string("no-such-page"), std::string("nobody"),
                                    std::string("frozen-account"), std::string("app-abc123")}) {
    ASSERT_FALSE(secret.empty());
    EXPECT_EQ(last_body_.find(secret), std::string::npos) << secret;
  }

  // A call booked on /book is a lead like a form's, and its refusals are the forms' refusals:
  // the same metrics, labelled with its form (issue 53).
  json booking{{"submissionId", RandomUuid()},
               {"elapsedMs", 20000},
               {"language", "en"},
               {"website", ""},
               {"callLanguage", "English"},
               {"slot", ""},
               {"firstName", "Ana"},
               {"lastName", "Ruiz"},
               {"email", "ana@example.com"},
               {"phone", "(310) 555-0142"},
               {"termsAccepted", true},
               {"smsConsent", false},
               {"form_id", "call_booking"}};
  EXPECT_EQ(PostJson(port, "/api/call-bookings", booking.dump()).status, 201);
  EXPECT_EQ(PostJson(port, "/api/call-bookings", booking.dump()).status, 201);  // the same again
  json bot = booking;
  bot["submissionId"] = RandomUuid();
  bot["website"] = "https://spam.example";
  EXPECT_EQ(PostJson(port, "/api/call-bookings", bot.dump()).status, 201);
  json invalid_booking = booking;
  invalid_booking["submissionId"] = RandomUuid();
  invalid_booking.erase("email");
  EXPECT_EQ(PostJson(port, "/api/call-bookings", invalid_booking.dump()).status, 422);
  const auto booked = Scrape(metrics_port);
  auto booked_moved = [&](const std::string& name, const Labels& labels) {
    return booked.Sum(name, labels) - after.Sum(name, labels);
  };
  EXPECT_EQ(booked_moved("firm_intake_leads_stored_total", {{"form", "call-booking"}}), 1);
  EXPECT_EQ(
      booked_moved("firm_intake_refusals_total", {{"form", "call-booking"}, {"reason", "bot"}}), 1);
  EXPECT_EQ(booked_moved("firm_intake_refusals_total",
                         {{"form", "call-booking"}, {"reason", "validation"}}),
            1);
  EXPECT_EQ(booked_moved("firm_intake_leads_stored_total", {{"form", "case-review"}}), 0);

  // The listener serves /metrics only; the public port does not serve it at all.
  EXPECT_EQ(Get(metrics_port, "/").status, 404);
  EXPECT_EQ(Get(metrics_port, "/healthz").status, 404);
  auto hidden = Get(port, "/metrics");
  EXPECT_EQ(hidden.status, 404);
  EXPECT_NE(hidden.body.find("General not found"), std::string::npos);
  EXPECT_EQ(Get(port, "/metrics", {"Authorization: Bearer " + kToken}).status, 404);
}

TEST_P(MetricsTest, TheQueuedDeliveryShowsAsPendingWithItsAge) {
  const int metrics_port = FindFreePort();
  // A webhook target that refuses connections: the delivery stays pending.
  const int closed_port = FindFreePort();
  const int port = Start({{"METRICS_PORT", std::to_string(metrics_port)},
                          {"WEBHOOK_URL", "http://127.0.0.1:" + std::to_string(closed_port) + "/"},
                          {"WEBHOOK_SECRET", std::string(32, 's')},
                          {"OUTBOX_RETRY_BASE", "1h"},
                          {"OUTBOX_RETRY_MAX", "1h"}});
  ASSERT_NE(port, 0);
  auto payload = testing_support::FixtureBase(FIRM_FORMS_DIR, "case-review");
  payload["submissionId"] = RandomUuid();
  ASSERT_EQ(PostJson(port, "/api/case-reviews", payload.dump()).status, 201);
  // Let the clock move past the lead's creation so the age is above zero.
  std::this_thread::sleep_for(1100ms);

  const auto text = Scrape(metrics_port);
  EXPECT_EQ(text.Sum("firm_outbox_deliveries", {{"channel", "webhook"}}), 1);
  EXPECT_EQ(text.Sum("firm_outbox_deliveries", {{"channel", "webhook"}, {"state", "dead"}}), 0);
  const auto age = text.One("firm_outbox_oldest_pending_age_seconds");
  ASSERT_TRUE(age);
  EXPECT_GE(*age, 1.0);
  EXPECT_LT(*age, 60.0);
}

TEST_P(MetricsTest, PublicPortAnswersOnlyWithTheBearerToken) {
  const int port = Start({{"METRICS_TOKEN", kToken}});
  ASSERT_NE(port, 0);
  for (const auto& headers : std::vector<std::vector<std::string>>{
           {},
           {"Authorization: Bearer wrong-token"},
           {"Authorization: Basic " + kToken},
           {"Authorization: Bearer " + kToken.substr(0, kToken.size() - 1)}}) {
    auto r = Get(port, "/metrics", headers);
    EXPECT_EQ(r.status, 404) << (headers.empty() ? "no header" : headers[0]);
    EXPECT_NE(r.body.find("General not found"), std::string::npos);
    EXPECT_FALSE(r.HasHeader("www-authenticate"));
  }
  // Other methods get what they get on any unknown path (the site's own answer).
  auto post = Fetch(port, RequestSpec{"POST", "/metrics", {}, std::string("x")});
  auto post_elsewhere = Fetch(port, RequestSpec{"POST", "/no-such-path", {}, std::string("x")});
  EXPECT_EQ(post.status, post_elsewhere.status);
  EXPECT_EQ(post.body, post_elsewhere.body);
  EXPECT_EQ(post.Header("allow"), post_elsewhere.Header("allow"));
  auto text = Scrape(port, {"Authorization: Bearer " + kToken});
  EXPECT_EQ(text.types["firm_http_requests_total"], "counter");
  EXPECT_GE(text.Sum("firm_http_requests_total", {{"route", "metrics"}, {"code", "404"}}), 4);
}

TEST_P(MetricsTest, BadSettingsStopTheServerWithPreciseErrors) {
  std::map<std::string, std::string> env = {{"PORT", "18080"},
                                            {"HOST", "127.0.0.1"},
                                            {"SITE_DIR", (root_ / "site").string()},
                                            {"DATA_DIR", (root_ / "data").string()},
                                            {"FORMS_DIR", FIRM_FORMS_DIR},
                                            {"METRICS_PORT", "18080"},
                                            {"METRICS_TOKEN", "short"}};
  pid_t pid = ServerProcess::Spawn(env, {}, root_ / "out.log", root_ / "err.log");
  EXPECT_EQ(ServerProcess::WaitForExit(pid, 5000ms), 2);
  const std::string err = ReadAll(root_ / "err.log");
  EXPECT_NE(err.find("METRICS_PORT must differ from PORT"), std::string::npos) << err;
  EXPECT_NE(err.find("METRICS_TOKEN must be at least 32 characters"), std::string::npos) << err;
  EXPECT_EQ(err.find("short"), std::string::npos) << "the token is never echoed";
}

INSTANTIATE_TEST_SUITE_P(Engines, MetricsTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::it
