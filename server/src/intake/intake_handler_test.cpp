#include "intake/intake_handler.hpp"

#include <gtest/gtest.h>

#include "leads/lead_id.hpp"
#include "leads/lead_recorder.hpp"
#include "prometheus_text.hpp"
#include "test_databases.hpp"

namespace firm::intake {
namespace {

using nlohmann::json;
using namespace std::chrono_literals;

TEST(LeadIdTest, IsRandomUuidV4) {
  auto a = leads::NewLeadId();
  auto b = leads::NewLeadId();
  EXPECT_NE(a, b);
  EXPECT_TRUE(IsUuid(a));
  EXPECT_EQ(a[14], '4');
  EXPECT_NE(std::string("89ab").find(a[19]), std::string::npos);
}

class IntakeEndpointTest : public testing::Test {
 protected:
  void SetUp() override {
    auto catalog = LoadFormCatalog(FIRM_FORMS_DIR, {"case-review"});
    ASSERT_TRUE(catalog) << catalog.Error();
    catalog_ = std::move(catalog).Value();
    dir_ = std::filesystem::temp_directory_path() / ("firm-intake-" + leads::NewLeadId());
    std::filesystem::create_directories(dir_);
    auto database = storage::OpenSqliteDatabase((dir_ / "firm.db").string());
    ASSERT_TRUE(database) << database.Error().message;
    recorder_ = std::make_unique<leads::LeadRecorder>(std::move(database).Value());
    db_ = std::make_unique<testing_support::SqliteTestDatabase>(dir_ / "firm.db");
    limiter_ = std::make_unique<RateLimiter>(3, 60s);
    IntakeClock clock;
    clock.steady = [this] { return now_; };
    arrival_ = std::make_unique<Arrival>(catalog_.rules, *recorder_, limiter_.get(), clock);
    endpoint_ = std::make_unique<IntakeEndpoint>(*catalog_.Find("case-review"), *arrival_);
  }
  void TearDown() override {
    endpoint_.reset();
    arrival_.reset();
    recorder_.reset();
    std::filesystem::remove_all(dir_);
  }

  static json Payload() {
    return json{{"submissionId", leads::NewLeadId()},
                {"elapsedMs", 5000},
                {"issueType", {"Retaliation"}},
                {"employmentStatus", "Laid off"},
                {"incidentDate", "Ongoing issue"},
                {"firstName", "Ana"},
                {"lastName", "Ruiz"},
                {"email", "ana@example.com"},
                {"phone", "(310) 555-0142"},
                {"termsAccepted", true},
                {"communicationsConsent", true},
                {"smsConsent", true},
                {"form_id", "workplace_form"}};
  }

  http::Response Post(const std::string& body, std::string_view type = "application/json") {
    http::Request request;
    request.method = "POST";
    request.target = "/api/case-reviews";
    request.SetHeader("Content-Type", type);
    request.client_address = "192.0.2.1";
    std::string_view agent = "Mozilla/5.0\x01";
    request.SetHeader("User-Agent", agent);
    request.body = body;
    now_ += 1ms;
    return endpoint_->Handle(request);
  }

  static json Body(const http::Response& response) { return json::parse(response.body); }

  FormCatalog catalog_;
  std::filesystem::path dir_;
  std::unique_ptr<leads::LeadRecorder> recorder_;
  std::unique_ptr<testing_support::SqliteTestDatabase> db_;
  std::unique_ptr<RateLimiter> limiter_;
  std::unique_ptr<Arrival> arrival_;
  std::unique_ptr<IntakeEndpoint> endpoint_;
  RateLimiter::Clock::time_point now_ = RateLimiter::Clock::time_point{} + 1000s;
};

TEST_F(IntakeEndpointTest, StoresAndAnswers201WithTheLeadId) {
  auto payload = Payload();
  auto response = Post(payload.dump());
  ASSERT_EQ(response.status, 201) << response.body;
  auto id = Body(response)["id"].get<std::string>();
  EXPECT_TRUE(IsUuid(id));
  auto rows = db_->Query("SELECT id, submission_id, phone, user_agent, issue_types FROM leads");
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0][0], id);
  EXPECT_EQ(rows[0][1], payload["submissionId"]);
  EXPECT_EQ(rows[0][2], "+13105550142");
  EXPECT_EQ(rows[0][3], "Mozilla/5.0?");
  EXPECT_EQ(rows[0][4], R"(["Retaliation"])");
  // Idempotent: the same submission id answers the same id, stores nothing.
  auto again = Post(payload.dump());
  EXPECT_EQ(again.status, 201);
  EXPECT_EQ(Body(again)["id"], id);
  EXPECT_EQ(db_->CountLeads(), 1);
}

TEST_F(IntakeEndpointTest, PipelineStatuses) {
  auto payload = Payload().dump();
  EXPECT_EQ(Post(payload, "text/plain").status, 415);
  EXPECT_EQ(Body(Post(payload, "text/plain"))["errors"]["_body"].size(), 1u);
  EXPECT_EQ(Post(std::string(32769, ' ')).status, 413);
  auto bad = Post("{\"a\":");
  EXPECT_EQ(bad.status, 400);
  EXPECT_EQ(Body(bad)["errors"]["_body"][0], "The request body is not valid JSON.");
  EXPECT_EQ(db_->CountLeads(), 0);
}

TEST_F(IntakeEndpointTest, BadBodiesAre400) {
  endpoint_.reset();
  arrival_ = std::make_unique<Arrival>(catalog_.rules, *recorder_, nullptr);
  limiter_.reset();
  endpoint_ = std::make_unique<IntakeEndpoint>(*catalog_.Find("case-review"), *arrival_);
  EXPECT_EQ(Body(Post("{\"firstName\":\"\xff\"}"))["errors"]["_body"][0],
            "The request body is not valid UTF-8.");
  EXPECT_EQ(Body(Post("[1,2]"))["errors"]["_body"][0], "The request body must be a JSON object.");
  EXPECT_EQ(Post("\"text\"").status, 400);
  EXPECT_EQ(Post("").status, 400);
  EXPECT_EQ(Post("{} trailing").status, 400);
}

TEST_F(IntakeEndpointTest, ValidationErrorsAre422) {
  auto payload = Payload();
  payload.erase("firstName");
  payload["phone"] = "12";
  auto response = Post(payload.dump());
  ASSERT_EQ(response.status, 422);
  EXPECT_EQ(Body(response), json::parse(R"({"errors":{"firstName":["Please enter your first name."],
              "phone":["Please enter a 10-digit US phone number, like (310) 555-0142."]}})"));
  EXPECT_EQ(db_->CountLeads(), 0);
}

TEST_F(IntakeEndpointTest, BotsGetA201AndNothingIsStored) {
  auto honeypot = Payload();
  honeypot["website"] = "http://spam.example";
  auto response = Post(honeypot.dump());
  EXPECT_EQ(response.status, 201);
  EXPECT_TRUE(IsUuid(Body(response)["id"].get<std::string>()));
  auto fast = Payload();
  fast["elapsedMs"] = 1200;
  fast.erase("email");  // not even validated
  EXPECT_EQ(Post(fast.dump()).status, 201);
  EXPECT_EQ(db_->CountLeads(), 0);
}

TEST_F(IntakeEndpointTest, RateLimitGives429WithRetryAfter) {
  for (int i = 0; i < 3; ++i) EXPECT_EQ(Post("{}").status, 422);
  auto limited = Post(Payload().dump());
  ASSERT_EQ(limited.status, 429);
  ASSERT_EQ(limited.extra_headers.size(), 1u);
  EXPECT_EQ(limited.extra_headers[0].first, "Retry-After");
  EXPECT_EQ(limited.extra_headers[0].second, "60");
  now_ += 60s;
  EXPECT_EQ(Post(Payload().dump()).status, 201);
}

// Every way a POST ends is counted once, under the form and a fixed reason.
TEST_F(IntakeEndpointTest, EachOutcomeIsCountedByReason) {
  auto counts = [] {
    auto text = testing_support::ParseExposition(metrics::Process().Render());
    std::map<std::string, double> out;
    for (const auto& sample : text.samples) {
      if (sample.name == "firm_intake_refusals_total" &&
          sample.labels.at("form") == "case-review") {
        out[sample.labels.at("reason")] = sample.value;
      }
    }
    out["stored"] = text.Sum("firm_intake_leads_stored_total", {{"form", "case-review"}});
    return out;
  };
  const auto before = counts();
  const auto payload = Payload().dump();
  Post(payload, "text/plain");    // unsupported_media_type
  Post(std::string(32769, ' '));  // too_large
  Post("[1]");                    // bad_json
  auto honeypot = Payload();
  honeypot["website"] = "http://spam.example";  // bot
  Post(honeypot.dump());
  EXPECT_EQ(Post(payload).status, 201);  // stored (the limiter's third and last)
  EXPECT_EQ(Post(payload).status, 429);  // rate_limited
  now_ += 60s;
  EXPECT_EQ(Post("{}").status, 422);     // validation
  EXPECT_EQ(Post(payload).status, 201);  // a repeat: answered, not stored again
  auto after = counts();
  std::map<std::string, double> moved;
  for (const auto& [key, value] : after) moved[key] = value - before.at(key);
  EXPECT_EQ(moved, (std::map<std::string, double>{{"bad_json", 1},
                                                  {"bot", 1},
                                                  {"rate_limited", 1},
                                                  {"storage_unavailable", 0},
                                                  {"stored", 1},
                                                  {"too_large", 1},
                                                  {"unsupported_media_type", 1},
                                                  {"validation", 1}}));
}

// Issue 13: a disk that fills. SQLite answers a size limit (max_page_count)
// exactly as it answers a full disk, SQLITE_FULL, through the same code path,
// which makes the limit a reliable stand-in that needs no root and no tmpfs.
TEST(IntakeDiskFullTest, FullDatabaseAnswers503WithRetryAfterAndRecovers) {
  auto catalog = LoadFormCatalog(FIRM_FORMS_DIR, {"case-review"});
  ASSERT_TRUE(catalog) << catalog.Error();
  auto dir = std::filesystem::temp_directory_path() / ("firm-full-" + leads::NewLeadId());
  std::filesystem::create_directories(dir);
  auto opened = storage::OpenSqliteDatabase((dir / "firm.db").string());
  ASSERT_TRUE(opened) << opened.Error().message;
  std::shared_ptr<storage::Database> database = opened.Value();
  auto recorder = std::make_unique<leads::LeadRecorder>(database);
  Arrival arrival(catalog.Value().rules, *recorder, nullptr);
  IntakeEndpoint endpoint(*catalog.Value().Find("case-review"), arrival);
  auto post = [&endpoint](const json& payload) {
    std::string body = payload.dump();
    http::Request request;
    request.method = "POST";
    request.target = "/api/case-reviews";
    request.SetHeader("Content-Type", "application/json");
    request.client_address = "192.0.2.1";
    request.body = body;
    return endpoint.Handle(request);
  };
  auto payload = [](int i) {
    return json{{"submissionId", leads::NewLeadId()},
                {"elapsedMs", 5000},
                {"issueType", {"Retaliation"}},
                {"employmentStatus", "Laid off"},
                {"incidentDate", "Ongoing issue"},
                {"firstName", "Ana"},
                {"lastName", "Ruiz"},
                {"issueDetails", std::to_string(i) + std::string(2000, 'x')},
                {"email", "ana@example.com"},
                {"phone", "(310) 555-0142"},
                {"termsAccepted", true},
                {"communicationsConsent", true},
                {"smsConsent", true},
                {"form_id", "workplace_form"}};
  };
  // No page may be added from now on: the next lead that needs one finds the "disk" full.
  auto pages = database->Query("PRAGMA page_count");  // one column, "page_count"
  ASSERT_TRUE(pages) << pages.Error().message;
  ASSERT_TRUE(
      database->Query("PRAGMA max_page_count = " + pages.Value().front().Text("page_count")));
  int stored = 0;
  http::Response full;
  json refused;
  for (int i = 0; i < 500; ++i) {
    refused = payload(i);
    full = post(refused);
    if (full.status != 201) break;
    ++stored;
  }
  ASSERT_EQ(full.status, 503) << full.body;
  ASSERT_EQ(full.extra_headers.size(), 1u);
  EXPECT_EQ(full.extra_headers[0].first, "Retry-After");
  EXPECT_EQ(full.extra_headers[0].second, "60");
  EXPECT_EQ(json::parse(full.body),
            json::parse(R"({"errors":{"_body":["We could not save your request just now.)"
                        R"( Please try again in a minute or call us."]}})"));
  // Still full: the same answer again, and nothing half-stored.
  EXPECT_EQ(post(refused).status, 503);
  auto count = database->Query("SELECT count(*) AS leads FROM leads");
  ASSERT_TRUE(count);
  EXPECT_EQ(count.Value().front().Text("leads"), std::to_string(stored));

  // Space comes back: the visitor's kept answers (same submission id) go through.
  ASSERT_TRUE(database->Query("PRAGMA max_page_count = 1073741823"));
  auto retried = post(refused);
  EXPECT_EQ(retried.status, 201) << retried.body;
  count = database->Query("SELECT count(*) AS leads FROM leads");
  ASSERT_TRUE(count);
  EXPECT_EQ(count.Value().front().Text("leads"), std::to_string(stored + 1));
  recorder.reset();
  database.reset();
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace firm::intake
