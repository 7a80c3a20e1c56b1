// The leads resource's handlers through their routes, with a stand-in session
// gate (accounts are account_api's business), on a SQLite file: the SQL of
// both engines is covered by lead_store_test.
#include "admin/lead_api.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "engine_database.hpp"
#include "sample_lead.hpp"

namespace firm::admin {
namespace {

using nlohmann::json;
using testing_support::DbEngine;

class LeadApiTest : public testing_support::EngineDatabaseTest<> {
 protected:
  void SetUp() override {
    EngineDatabaseTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    auto catalog = intake::LoadFormCatalog(FIRM_FORMS_DIR, {"case-review"});
    ASSERT_TRUE(catalog) << catalog.Error();
    forms_ = std::move(catalog).Value();
    store_ = std::make_unique<LeadStore>(database_);
    audit_ = std::make_unique<AuditLog>(database_);
    api_ = std::make_unique<LeadApi>(*store_, *audit_, forms_, [] {
      return std::chrono::system_clock::time_point(std::chrono::hours(24 * 20522));
    });
    // Access is the gate's (admin_api_test): here every route runs as an admin.
    AdminRoutes routes(router_, [](const http::Request& request, const http::PathParams& params,
                                   Access, const AdminRoutes::SignedInHandler& handler) {
      SessionUser user;
      user.user_id = "u1";
      user.username = "ana";
      user.display_name = "Ana";
      user.csrf_token = "csrf";
      user.role = Role::kAdmin;
      user.second_factor = true;
      return handler(request, params, user);
    });
    api_->Register(routes);
    auto lead = testing_support::SampleLead("2026-03-10T12:00:00.000Z");
    lead_id_ = lead.id;
    ASSERT_TRUE(storage::MakeLeadRepository(database_)->InsertLead(lead));
  }
  void TearDown() override {
    api_.reset();
    audit_.reset();
    store_.reset();
    EngineDatabaseTest::TearDown();
  }

  http::Response Call(std::string_view method, const std::string& target,
                      const std::string& body = "") {
    target_ = target;
    body_ = body;
    http::Request request;
    request.method = method;
    request.target = target_;
    request.body = body_;
    if (!body_.empty()) request.content_type = "application/json";
    return router_.Handle(request);
  }

  std::string LeadPath() const { return "/api/admin/leads/case-review/" + lead_id_; }
  static json Body(const http::Response& response) { return json::parse(response.body); }

  intake::FormCatalog forms_;
  std::unique_ptr<LeadStore> store_;
  std::unique_ptr<AuditLog> audit_;
  std::unique_ptr<LeadApi> api_;
  http::Router router_{[](const http::Request&, const http::NormalizedPath&) {
    return http::PlainText(404, "site\n");
  }};
  std::string lead_id_;
  std::string target_;
  std::string body_;
};

TEST_P(LeadApiTest, DetailNamesTheLeadAndUnknownOnesAre404) {
  auto found = Call("GET", LeadPath());
  ASSERT_EQ(found.status, 200) << found.body;
  EXPECT_EQ(Body(found)["lead"]["firstName"], "María");
  EXPECT_EQ(Body(found)["lead"]["form"], "case-review");
  EXPECT_EQ(Call("GET", "/api/admin/leads/case-review/" + testing_support::RandomUuid()).status,
            404);
  EXPECT_EQ(Call("GET", "/api/admin/leads/no-such-form/" + lead_id_).status, 404);
  EXPECT_EQ(Call("GET", "/api/admin/leads/case-review/not-a-uuid").status, 404);
}

TEST_P(LeadApiTest, StatusMustBeOneOfTheList) {
  auto refused = Call("POST", LeadPath() + "/status", R"({"status":"maybe"})");
  EXPECT_EQ(refused.status, 422);
  EXPECT_TRUE(Body(refused)["errors"].contains("status"));
  EXPECT_EQ(store_->GetLead("case_review", lead_id_).Value()->status, "new");
  auto changed = Call("POST", LeadPath() + "/status", R"({"status":"contacted"})");
  ASSERT_EQ(changed.status, 200) << changed.body;
  EXPECT_EQ(Body(changed)["event"]["fromStatus"], "new");
  EXPECT_EQ(Body(changed)["event"]["actor"], "ana");
}

TEST_P(LeadApiTest, NotesHaveAtMost5000CharactersAndNoControls) {
  std::string longest(5000, 'x');
  EXPECT_EQ(Call("POST", LeadPath() + "/notes", json{{"text", longest}}.dump()).status, 201);
  auto too_long = Call("POST", LeadPath() + "/notes", json{{"text", longest + "x"}}.dump());
  EXPECT_EQ(too_long.status, 422);
  EXPECT_EQ(Call("POST", LeadPath() + "/notes", json{{"text", "a\x01"}}.dump()).status, 422);
  EXPECT_EQ(Call("POST", LeadPath() + "/notes", R"({"text":"  "})").status, 422);
  EXPECT_EQ(Call("POST", LeadPath() + "/notes", R"({"text":"ok","extra":"x"})").status, 422);
  EXPECT_EQ(store_->Events(lead_id_).Value().size(), 1u);
}

TEST_P(LeadApiTest, OtherMethodsGet405WithAllow) {
  auto refused = Call("PUT", LeadPath(), R"({})");
  EXPECT_EQ(refused.status, 405);
  bool allow = false;
  for (const auto& [name, value] : refused.extra_headers) {
    if (name == "Allow") allow = value == "GET, DELETE";
  }
  EXPECT_TRUE(allow);
}

TEST_P(LeadApiTest, ExportIsUtf8CsvAndLeavesACountInTheAudit) {
  auto csv = Call("GET", "/api/admin/leads/export.csv");
  ASSERT_EQ(csv.status, 200) << csv.body;
  EXPECT_EQ(csv.body.substr(0, 3), "\xEF\xBB\xBF");
  EXPECT_NE(csv.body.find("\"Mar\xC3\xAD"
                          "a\""),
            std::string_view::npos);
  auto entries = audit_->Entries(5).Value();
  ASSERT_EQ(entries.size(), 1u);
  EXPECT_EQ(entries[0].action, "leads.exported");
  EXPECT_EQ(entries[0].detail, "rows=1");
  EXPECT_EQ(Call("GET", "/api/admin/leads/export.csv?nope=1").status, 400);
}

INSTANTIATE_TEST_SUITE_P(Sqlite, LeadApiTest, testing::Values(DbEngine::kSqlite),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::admin
