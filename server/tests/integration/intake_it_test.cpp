// The intake API over real HTTP against the real binary, once with a SQLite
// file and once with a PostgreSQL database (TEST_DATABASE_URL; skipped when
// unset, but scripts/test always sets it). Rows are checked with the C APIs.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <atomic>
#include <chrono>
#include <nlohmann/json.hpp>
#include <random>
#include <thread>

#include "form_fixtures.hpp"
#include "test_databases.hpp"
#include "test_server.hpp"

namespace firm::it {
namespace {

using nlohmann::json;
using testing_support::DbEngine;
using namespace std::chrono_literals;

const std::string kCaseReviews = "/api/case-reviews";
const std::string kQuestionnaires = "/api/harassment-questionnaires";

json Base(const std::string& form) {
  auto payload = testing_support::FixtureBase(FIRM_FORMS_DIR, form);
  payload["submissionId"] = RandomUuid();
  return payload;
}

HttpResult PostJson(int port, const std::string& target, const std::string& body,
                    std::vector<std::string> headers = {"Content-Type: application/json"}) {
  headers.push_back("User-Agent: firm-it/1.0");
  return Fetch(port, RequestSpec{"POST", target, std::move(headers), body});
}

class IntakeTest : public testing::TestWithParam<DbEngine> {
 protected:
  static void SetUpTestSuite() { curl_global_init(CURL_GLOBAL_DEFAULT); }
  static void TearDownTestSuite() { curl_global_cleanup(); }

  void SetUp() override {
    root_ = MakeTempDir();
    WriteFixtureSite(root_ / "site");
    db_ = testing_support::MakeTestDatabase(GetParam(), root_ / "data" / "firm.db");
    if (!db_) GTEST_SKIP() << testing_support::kNoPostgres;
    pg_ = dynamic_cast<testing_support::PostgresTestDatabase*>(db_.get());
  }

  void TearDown() override {
    server_.reset();
    db_.reset();
    fs::remove_all(root_);
  }

  // Starts the server on this engine; returns its port (0 on failure).
  int Start(std::map<std::string, std::string> env = {}) {
    if (!db_->database_url().empty()) env["DATABASE_URL"] = db_->database_url();
    server_ = StartServer(root_, env);
    return server_ ? server_->port() : 0;
  }

  std::string IdOf(const HttpResult& r) {
    auto body = json::parse(r.body, nullptr, false);
    return body.is_object() && body.contains("id") ? body["id"].get<std::string>() : "";
  }

  long Count(const std::string& submission_id) {
    return db_->CountLeads("submission_id = '" + submission_id + "'");
  }

  fs::path root_;
  std::unique_ptr<testing_support::TestDatabase> db_;
  testing_support::PostgresTestDatabase* pg_ = nullptr;  // owned by db_
  std::unique_ptr<ServerProcess> server_;
};

TEST_P(IntakeTest, CaseReviewIsStoredAndAnswered201) {
  int port = Start();
  ASSERT_NE(port, 0);
  auto payload = Base("case-review");
  auto r = PostJson(port, kCaseReviews, payload.dump());
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.Header("content-type"), "application/json");
  EXPECT_EQ(r.Header("cache-control"), "no-store");
  std::string id = IdOf(r);
  auto rows = db_->Query(
      "SELECT id, form_type, first_name, last_name, email, phone, landing_page, utm_source,"
      " utm_medium, utm_campaign, user_agent, status FROM leads WHERE submission_id = '" +
      payload["submissionId"].get<std::string>() + "'");
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0], (std::vector<std::string>{id, "case_review", "María", "López",
                                               "maria.lopez@example.com", "+13105550142",
                                               "/services/wage-hour?utm_source=google", "google",
                                               "cpc", "wage-claims", "firm-it/1.0", "new"}));
}

TEST_P(IntakeTest, AnAttachedEstimateIsStoredAsSentWithTheLeadsDeadlines) {
  int port = Start();
  ASSERT_NE(port, 0);
  auto payload = Base("case-review");
  payload["estimate"] = {{"tool", "deadlines"},
                         {"incidentDate", "2026-03-02"},
                         {"situations", {"harassment", "fired-for-reporting"}},
                         {"publicEmployer", true}};
  auto r = PostJson(port, kCaseReviews, payload.dump());
  ASSERT_EQ(r.status, 201) << r.body;
  const std::string id = IdOf(r);
  const std::string deadlines_sql =
      "SELECT rule_id, due_on FROM lead_deadlines WHERE lead_id = '" + id +
      "' AND rule_id IN ('crd-complaint', 'government-claim', 'wrongful-termination')"
      " ORDER BY rule_id";
  // A public employer may be any kind (rules.json "employers"): the claim is added and the
  // private employers' rules stay, so the staff's list is never later than the law allows.
  const std::vector<std::vector<std::string>> expected = {{"crd-complaint", "2029-03-02"},
                                                          {"government-claim", "2026-09-02"},
                                                          {"wrongful-termination", "2028-03-02"}};
  EXPECT_EQ(db_->Query(deadlines_sql), expected);
  auto answers = db_->Query("SELECT answers FROM leads WHERE id = '" + id + "'");
  ASSERT_EQ(answers.size(), 1u);
  EXPECT_EQ(json::parse(answers[0][0])["estimate"], payload["estimate"]);

  // A lead from before migration 0005 gets its deadlines once the server has started (in the
  // background: leads::DeadlineBackfill), waited for here for 10 s at most.
  server_.reset();
  db_->Query("DELETE FROM lead_deadlines");
  db_->Query("UPDATE leads SET deadlines_at = NULL");
  ASSERT_NE(Start(), 0);
  for (int i = 0; i < 200 && !db_->Query("SELECT id FROM leads WHERE deadlines_at IS NULL").empty();
       ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  EXPECT_EQ(db_->Query("SELECT id FROM leads WHERE deadlines_at IS NULL").size(), 0u);
  EXPECT_EQ(db_->Query(deadlines_sql), expected);
}

TEST_P(IntakeTest, HarassmentQuestionnaireIsStored) {
  int port = Start();
  ASSERT_NE(port, 0);
  auto payload = Base("harassment-questionnaire");
  auto r = PostJson(port, kQuestionnaires, payload.dump(),
                    {"Content-Type: Application/JSON; charset=UTF-8"});
  ASSERT_EQ(r.status, 201) << r.body;
  auto rows = db_->Query("SELECT id, form_type, phone FROM leads");
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0],
            (std::vector<std::string>{IdOf(r), "harassment_questionnaire", "+12135550199"}));
}

TEST_P(IntakeTest, TransportErrors415And413And400) {
  int port = Start();
  ASSERT_NE(port, 0);
  auto payload = Base("case-review").dump();
  auto wrong_type = PostJson(port, kCaseReviews, payload, {"Content-Type: text/plain"});
  EXPECT_EQ(wrong_type.status, 415);
  EXPECT_EQ(json::parse(wrong_type.body)["errors"]["_body"].size(), 1u);
  auto no_type = PostJson(port, kCaseReviews, payload, {"Content-Type:"});
  EXPECT_EQ(no_type.status, 415);
  auto big = PostJson(port, kCaseReviews, std::string(40000, ' '));
  EXPECT_EQ(big.status, 413);
  auto malformed = PostJson(port, kCaseReviews, "{\"firstName\": ");
  EXPECT_EQ(malformed.status, 400);
  EXPECT_EQ(json::parse(malformed.body),
            json::parse(R"({"errors":{"_body":["The request body is not valid JSON."]}})"));
  EXPECT_EQ(PostJson(port, kCaseReviews, "[]").status, 400);
  EXPECT_EQ(PostJson(port, kCaseReviews, "{\"a\":\"\xc3\x28\"}").status, 400);
  auto get = Get(port, kCaseReviews);
  EXPECT_EQ(get.status, 405);
  EXPECT_EQ(get.Header("allow"), "POST");
  EXPECT_EQ(db_->CountLeads(), 0);
}

TEST_P(IntakeTest, EveryInvalidFixtureGets422WithExactErrors) {
  int port = Start();
  ASSERT_NE(port, 0);
  int checked = 0;
  for (const auto& c : testing_support::LoadFixtureCases(FIRM_FORMS_DIR)) {
    SCOPED_TRACE(c.form + ": " + c.name);
    auto payload = c.payload;
    // Whether a valid time is still open is booking's answer (booking_it_test); here the form.
    if (c.form == "call-booking" && c.valid && payload.contains("slot")) payload["slot"] = "";
    const std::string endpoint = c.form == "case-review"    ? kCaseReviews
                                 : c.form == "call-booking" ? "/api/call-bookings"
                                                            : kQuestionnaires;
    auto r = PostJson(port, endpoint, payload.dump());
    if (c.valid) {
      EXPECT_EQ(r.status, 201) << r.body;
      continue;
    }
    ++checked;
    ASSERT_EQ(r.status, 422) << r.body;
    EXPECT_EQ(json::parse(r.body), json({{"errors", c.expected}}));
  }
  EXPECT_GT(checked, 30);
  // The valid fixtures share one submission id per form, so one row per form.
  EXPECT_EQ(db_->CountLeads(), 3);
}

TEST_P(IntakeTest, RepeatedSubmissionIdReturnsTheOriginalAndStoresOnce) {
  int port = Start();
  ASSERT_NE(port, 0);
  auto payload = Base("case-review");
  auto first = PostJson(port, kCaseReviews, payload.dump());
  ASSERT_EQ(first.status, 201);
  payload["firstName"] = "Changed";  // a retry is answered from the original
  auto again = PostJson(port, kCaseReviews, payload.dump());
  EXPECT_EQ(again.status, 201);
  EXPECT_EQ(IdOf(again), IdOf(first));
  EXPECT_EQ(Count(payload["submissionId"]), 1);
  EXPECT_EQ(db_->Query("SELECT first_name FROM leads").at(0).at(0), "María");
}

TEST_P(IntakeTest, ConcurrentDuplicatesStoreOneRow) {
  int port = Start({{"THREADS", "4"}});
  ASSERT_NE(port, 0);
  auto body = Base("harassment-questionnaire").dump();
  constexpr int kClients = 12;
  std::vector<HttpResult> results(kClients);
  std::vector<std::thread> clients;
  for (int i = 0; i < kClients; ++i) {
    clients.emplace_back([&, i] { results[i] = PostJson(port, kQuestionnaires, body); });
  }
  for (auto& t : clients) t.join();
  for (const auto& r : results) {
    EXPECT_EQ(r.status, 201) << r.body;
    EXPECT_EQ(IdOf(r), IdOf(results[0]));
  }
  EXPECT_EQ(db_->CountLeads(), 1);
}

TEST_P(IntakeTest, RateLimitGives429WithRetryAfter) {
  int port = Start({{"INTAKE_RATE_LIMIT", "3/60"}, {"TRUST_PROXY", "1"}});
  ASSERT_NE(port, 0);
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(PostJson(port, kCaseReviews, Base("case-review").dump()).status, 201);
  }
  auto limited = PostJson(port, kCaseReviews, Base("case-review").dump());
  ASSERT_EQ(limited.status, 429);
  long retry = std::stol(limited.Header("retry-after"));
  EXPECT_GE(retry, 1);
  EXPECT_LE(retry, 60);
  EXPECT_EQ(json::parse(limited.body)["errors"]["_body"].size(), 1u);
  // Both forms share the budget; another address (through the trusted proxy) has its own.
  EXPECT_EQ(PostJson(port, kQuestionnaires, Base("harassment-questionnaire").dump()).status, 429);
  auto other = PostJson(port, kCaseReviews, Base("case-review").dump(),
                        {"Content-Type: application/json", "X-Forwarded-For: 198.51.100.7"});
  EXPECT_EQ(other.status, 201);
  EXPECT_EQ(db_->CountLeads(), 4);
}

// Issue 13, finding 3: only the first X-Forwarded-For line was read, and the
// client writes that one. Behind one trusted proxy that adds its own line, a
// new made-up first line per request must not buy a new rate-limit budget.
TEST_P(IntakeTest, ClientForwardedForLineCannotEscapeTheRateLimit) {
  int port = Start({{"INTAKE_RATE_LIMIT", "2/60"}, {"TRUST_PROXY", "1"}});
  ASSERT_NE(port, 0);
  std::vector<long> statuses;
  for (int i = 0; i < 4; ++i) {
    auto r = PostJson(port, kCaseReviews, Base("case-review").dump(),
                      {"Content-Type: application/json",
                       "X-Forwarded-For: 203.0.113." + std::to_string(10 + i),  // the client's
                       "X-Forwarded-For: 198.51.100.7"});                       // the proxy's
    statuses.push_back(r.status);
  }
  EXPECT_EQ(statuses, (std::vector<long>{201, 201, 429, 429}));
  EXPECT_EQ(db_->CountLeads(), 2);
  // Another client behind the same proxy keeps its own budget.
  auto other = PostJson(port, kCaseReviews, Base("case-review").dump(),
                        {"Content-Type: application/json", "X-Forwarded-For: 203.0.113.10",
                         "X-Forwarded-For: 198.51.100.8"});
  EXPECT_EQ(other.status, 201);
}

TEST_P(IntakeTest, ForwardedForIsIgnoredWithoutTrustProxy) {
  int port = Start({{"INTAKE_RATE_LIMIT", "1/60"}});
  ASSERT_NE(port, 0);
  EXPECT_EQ(PostJson(port, kCaseReviews, Base("case-review").dump()).status, 201);
  auto spoofed = PostJson(port, kCaseReviews, Base("case-review").dump(),
                          {"Content-Type: application/json", "X-Forwarded-For: 203.0.113.5"});
  EXPECT_EQ(spoofed.status, 429);
}

TEST_P(IntakeTest, BotsGet201AndNothingIsStored) {
  int port = Start();
  ASSERT_NE(port, 0);
  auto honeypot = Base("case-review");
  honeypot["website"] = "http://cheap-pills.example";
  auto r1 = PostJson(port, kCaseReviews, honeypot.dump());
  EXPECT_EQ(r1.status, 201);
  EXPECT_EQ(IdOf(r1).size(), 36u);
  auto fast = Base("harassment-questionnaire");
  fast["elapsedMs"] = 800;
  auto r2 = PostJson(port, kQuestionnaires, fast.dump());
  EXPECT_EQ(r2.status, 201);
  EXPECT_EQ(IdOf(r2).size(), 36u);
  EXPECT_EQ(db_->CountLeads(), 0);
}

TEST_P(IntakeTest, StorageDownIs503AndTheServerRecovers) {
  int port = Start();
  ASSERT_NE(port, 0);
  ASSERT_EQ(PostJson(port, kCaseReviews, Base("case-review").dump()).status, 201);

  sqlite3* locker = nullptr;
  if (GetParam() == DbEngine::kSqlite) {
    // Another process holding the write lock longer than the busy timeout.
    ASSERT_EQ(sqlite3_open((root_ / "data" / "firm.db").c_str(), &locker), SQLITE_OK);
    ASSERT_EQ(sqlite3_exec(locker, "BEGIN EXCLUSIVE", nullptr, nullptr, nullptr), SQLITE_OK);
  } else {
    // The database refuses connections and the server's sessions are cut.
    pg_->Admin("ALTER DATABASE " + pg_->name() + " ALLOW_CONNECTIONS false");
    pg_->Admin("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '" +
               pg_->name() + "'");
  }
  auto payload = Base("case-review");
  auto down = PostJson(port, kCaseReviews, payload.dump());
  EXPECT_EQ(down.status, 503) << down.body;
  EXPECT_EQ(json::parse(down.body)["errors"]["_body"].size(), 1u);
  EXPECT_EQ(Get(port, "/healthz").status, 200);  // still running

  if (locker) {
    sqlite3_exec(locker, "ROLLBACK", nullptr, nullptr, nullptr);
    sqlite3_close(locker);
  } else {
    pg_->Admin("ALTER DATABASE " + pg_->name() + " ALLOW_CONNECTIONS true");
  }
  EXPECT_EQ(Count(payload["submissionId"]), 0);
  // The client's retry with the same submission id succeeds once storage is back.
  auto retry = PostJson(port, kCaseReviews, payload.dump());
  EXPECT_EQ(retry.status, 201) << retry.body;
  EXPECT_EQ(Count(payload["submissionId"]), 1);
  EXPECT_EQ(server_->Stderr().find("María"), std::string::npos);
}

TEST_P(IntakeTest, LogsCarryNoPersonalData) {
  int port = Start();
  ASSERT_NE(port, 0);
  auto payload = Base("case-review");
  ASSERT_EQ(PostJson(port, kCaseReviews, payload.dump()).status, 201);
  payload["phone"] = "12";
  ASSERT_EQ(PostJson(port, kCaseReviews, payload.dump()).status, 422);
  ASSERT_EQ(server_->Terminate(SIGTERM), 0);
  std::string out = server_->Stdout();
  std::string err = server_->Stderr();
  EXPECT_NE(out.find("POST /api/case-reviews 201"), std::string::npos) << out;
  for (const std::string& value : std::vector<std::string>{
           "maria.lopez@example.com", "María", "López", "555-0142", "5550142", "wage-claims",
           payload["submissionId"].get<std::string>(), "firm-it/1.0"}) {
    EXPECT_EQ(out.find(value), std::string::npos) << value;
    EXPECT_EQ(err.find(value), std::string::npos) << value;
  }
}

INSTANTIATE_TEST_SUITE_P(Engines, IntakeTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

TEST(IntakeStartupTest, BadFormDefinitionIsAStartupError) {
  curl_global_init(CURL_GLOBAL_DEFAULT);
  auto root = MakeTempDir();
  WriteFixtureSite(root / "site");
  fs::create_directories(root / "forms");
  fs::copy_file(fs::path(FIRM_FORMS_DIR) / "rules.json", root / "forms" / "rules.json");
  fs::copy_file(fs::path(FIRM_FORMS_DIR) / "harassment-questionnaire.json",
                root / "forms" / "harassment-questionnaire.json");
  WriteFile(root / "forms" / "case-review.json",
            R"({"id":"case-review","endpoint":"/api/case-reviews","fields":[
               {"name":"x","kind":"dropdown","label":"x"}]})");
  pid_t pid = ServerProcess::Spawn({{"PORT", std::to_string(FindFreePort())},
                                    {"HOST", "127.0.0.1"},
                                    {"SITE_DIR", (root / "site").string()},
                                    {"DATA_DIR", (root / "data").string()},
                                    {"FORMS_DIR", (root / "forms").string()}},
                                   {}, root / "out.log", root / "err.log");
  EXPECT_EQ(ServerProcess::WaitForExit(pid, 10s), 1);
  std::string err = ReadAll(root / "err.log");
  EXPECT_NE(err.find("case-review.json"), std::string::npos) << err;
  EXPECT_NE(err.find("field 'x'"), std::string::npos) << err;
  fs::remove_all(root);
  curl_global_cleanup();
}

TEST(IntakeStartupTest, UnreachableDatabaseIsAStartupErrorWithoutThePassword) {
  auto root = MakeTempDir();
  WriteFixtureSite(root / "site");
  pid_t pid =
      ServerProcess::Spawn({{"PORT", std::to_string(FindFreePort())},
                            {"HOST", "127.0.0.1"},
                            {"SITE_DIR", (root / "site").string()},
                            {"DATA_DIR", (root / "data").string()},
                            {"FORMS_DIR", FIRM_FORMS_DIR},
                            {"DATABASE_URL", "postgresql://firm:s3cret-pw@127.0.0.1:1/firm"}},
                           {}, root / "out.log", root / "err.log");
  EXPECT_EQ(ServerProcess::WaitForExit(pid, 20s), 1);
  std::string err = ReadAll(root / "err.log");
  EXPECT_NE(err.find("startup error: storage"), std::string::npos) << err;
  EXPECT_EQ(err.find("s3cret-pw"), std::string::npos) << err;
  fs::remove_all(root);
}

// The server does not start with a fee agreement template that lacks a statement the law
// requires, nor, in production, with the shipped samples (engagement/, decision 0048).
TEST(IntakeStartupTest, AnAgreementTemplateMissingAStatementOrASampleInProductionStopsStartUp) {
  auto root = MakeTempDir();
  WriteFixtureSite(root / "site");
  fs::copy(fs::path(FIRM_FORMS_DIR) / ".." / "agreements", root / "agreements",
           fs::copy_options::recursive);
  const fs::path file = root / "agreements" / "templates" / "contingency.en.json";
  std::string text = ReadAll(file);
  const std::string mark = "\"states\": [\"negotiable\"]";
  ASSERT_NE(text.find(mark), std::string::npos);
  text.replace(text.find(mark), mark.size(), "\"states\": []");
  WriteFile(file, text);
  auto run = [&](const std::string& agreements, const std::string& mode) {
    pid_t pid = ServerProcess::Spawn({{"PORT", std::to_string(FindFreePort())},
                                      {"HOST", "127.0.0.1"},
                                      {"SITE_DIR", (root / "site").string()},
                                      {"DATA_DIR", (root / "data").string()},
                                      {"FORMS_DIR", FIRM_FORMS_DIR},
                                      {"AGREEMENTS_DIR", agreements},
                                      {"SITE_MODE", mode}},
                                     {}, root / "out.log", root / "err.log");
    EXPECT_EQ(ServerProcess::WaitForExit(pid, 20s), 1);
    return ReadAll(root / "err.log");
  };
  const std::string missing = run((root / "agreements").string(), "demo");
  EXPECT_NE(missing.find("contingency.en.json: no section says that the fee is not set by law and "
                         "is negotiable (Cal. Bus. & Prof. Code § 6147(a)(4))"),
            std::string::npos)
      << missing;
  const std::string samples =
      run((fs::path(FIRM_FORMS_DIR) / ".." / "agreements").string(), "production");
  EXPECT_NE(samples.find("hourly.es.json: a sample"), std::string::npos) << samples;
  fs::remove_all(root);
}

}  // namespace
}  // namespace firm::it
