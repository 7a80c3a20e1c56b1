// The leads resource's handlers through their routes, with a stand-in session
// gate (accounts are account_api's business), on both engines (contact
// attempts and assignment lock the lead row in SQL of their own).
#include "staff/lead_api.hpp"

#include <gtest/gtest.h>

#include <map>
#include <nlohmann/json.hpp>
#include <tuple>

#include "engine_database.hpp"
#include "http/body_stream.hpp"
#include "intake/formats.hpp"
#include "leads/lead_deadline_store.hpp"
#include "leads/lead_id.hpp"
#include "query_plan.hpp"
#include "sample_lead.hpp"

namespace firm::staff {
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
    deliveries_ = std::make_unique<outbox::DeliveryStore>(database_);
    audit_ = std::make_unique<AuditLog>(database_);
    auto deadlines = leads::LoadDeadlineRules(std::string(FIRM_DEADLINES_DIR) + "/rules.json");
    ASSERT_TRUE(deadlines) << deadlines.Error();
    deadlines_ = std::move(deadlines).Value();
    api_ = std::make_unique<LeadApi>(*store_, *deliveries_, *audit_, forms_, deadlines_, 15, [] {
      return std::chrono::system_clock::time_point(std::chrono::hours(24 * 20522));
    });
    // Access is the gate's (admin_api_test): here every route runs as an admin.
    AdminRoutes routes(router_, [this](const http::Request& request, const http::PathParams& params,
                                       Access, const AdminRoutes::SignedInHandler& handler) {
      SessionUser user;
      user.user_id = "u1";
      user.username = username_;
      user.display_name = "Ana";
      user.csrf_token = "csrf";
      user.role = role_;
      user.second_factor = true;
      return handler(request, params, user);
    });
    api_->Register(routes);
    auto lead = testing_support::SampleLead("2026-03-10T12:00:00.000Z");
    lead_id_ = lead.id;
    ASSERT_TRUE(leads::LeadRecorder(database_).Record(lead));
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
    if (!body_.empty()) request.SetHeader("Content-Type", "application/json");
    auto response = router_.Handle(request);
    // A streamed body (the CSV export) read whole, as the server sends it.
    if (response.stream) {
      auto whole = http::ReadWholeStream(*response.stream);
      EXPECT_TRUE(whole) << "the stream failed";
      response.SetOwnedBody(whole.value_or(""));
      response.stream.reset();
    }
    return response;
  }

  std::string LeadPath() const { return "/api/admin/leads/case-review/" + lead_id_; }
  static json Body(const http::Response& response) { return json::parse(response.body); }

  intake::FormCatalog forms_;
  DeadlineRules deadlines_;
  std::unique_ptr<LeadStore> store_;
  std::unique_ptr<outbox::DeliveryStore> deliveries_;
  std::unique_ptr<AuditLog> audit_;
  std::unique_ptr<LeadApi> api_;
  http::Router router_{[](const http::Request&, const http::NormalizedPath&) {
    return http::PlainText(404, "site\n");
  }};
  std::string lead_id_;
  std::string target_;
  std::string body_;
  // Who the stand-in gate signs in.
  std::string username_ = "ana";
  Role role_ = Role::kAdmin;
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

// Staff users for assignment: ana (admin), maria (intake), olga (disabled).
void AddStaff(storage::Database& database) {
  for (const auto& [id, name, role, disabled] :
       std::vector<std::tuple<std::string, std::string, std::string, bool>>{
           {testing_support::RandomUuid(), "ana", "admin", false},
           {testing_support::RandomUuid(), "maria", "intake", false},
           {testing_support::RandomUuid(), "olga", "intake", true}}) {
    storage::Value disabled_at;
    if (disabled) disabled_at = "2026-03-01T00:00:00.000Z";
    ASSERT_TRUE(
        database.Query("INSERT INTO admin_users (id, username, display_name, password_hash,"
                       " created_at, role, disabled_at) VALUES ($1, $2, $3, 'x',"
                       " '2026-03-01T00:00:00.000Z', $4, $5)",
                       {id, name, name + " Display", role, disabled_at}));
  }
}

TEST_P(LeadApiTest, AContactAttemptStopsTheClockOnceAndIsListedOnTheLead) {
  auto waiting = Call("GET", "/api/admin/leads?contact=none");
  ASSERT_EQ(waiting.status, 200) << waiting.body;
  EXPECT_EQ(Body(waiting)["total"], 1);
  EXPECT_EQ(Body(waiting)["slaMinutes"], 15);
  EXPECT_TRUE(Body(waiting)["leads"][0]["firstContactAt"].is_null());

  auto first = Call("POST", LeadPath() + "/contacts",
                    R"({"method":"call","outcome":"no_answer","note":" rang twice "})");
  ASSERT_EQ(first.status, 201) << first.body;
  const std::string stopped = Body(first)["firstContactAt"];
  EXPECT_EQ(stopped, "2026-03-10T00:00:00.000Z");  // the test clock
  EXPECT_EQ(Body(first)["contact"]["note"], "rang twice");
  EXPECT_EQ(Body(first)["contact"]["actor"], "ana");
  auto second = Call("POST", LeadPath() + "/contacts", R"({"method":"text","outcome":"sent"})");
  ASSERT_EQ(second.status, 201);
  EXPECT_EQ(Body(second)["firstContactAt"], stopped);

  auto detail = Body(Call("GET", LeadPath()));
  ASSERT_EQ(detail["contacts"].size(), 2u);
  EXPECT_EQ(detail["contacts"][0]["method"], "call");
  EXPECT_EQ(detail["contacts"][1]["outcome"], "sent");
  EXPECT_EQ(detail["lead"]["firstContactAt"], stopped);
  EXPECT_EQ(detail["lead"]["smsOptedOut"], false);
  EXPECT_EQ(Body(Call("GET", "/api/admin/leads?contact=none"))["total"], 0);
  EXPECT_EQ(Body(Call("GET", "/api/admin/leads?contact=made"))["total"], 1);
  EXPECT_EQ(Call("GET", "/api/admin/leads?contact=maybe").status, 400);
}

TEST_P(LeadApiTest, BadContactAttemptsChangeNothing) {
  const std::string path = LeadPath() + "/contacts";
  auto bad = Call("POST", path, R"({"method":"fax","outcome":"maybe"})");
  EXPECT_EQ(bad.status, 422);
  EXPECT_TRUE(Body(bad)["errors"].contains("method"));
  EXPECT_TRUE(Body(bad)["errors"].contains("outcome"));
  EXPECT_EQ(
      Call(
          "POST", path,
          json{{"method", "call"}, {"outcome", "reached"}, {"note", std::string(1001, 'x')}}.dump())
          .status,
      422);
  EXPECT_EQ(Call("POST", path, R"({"method":"call","outcome":"reached","when":"now"})").status,
            422);
  EXPECT_EQ(
      Call("POST", path, json{{"method", "call"}, {"outcome", "reached"}, {"note", "a\x01"}}.dump())
          .status,
      422);
  EXPECT_EQ(
      Call("POST", "/api/admin/leads/case-review/" + testing_support::RandomUuid() + "/contacts",
           R"({"method":"call","outcome":"reached"})")
          .status,
      404);
  EXPECT_TRUE(store_->Contacts(lead_id_).Value().empty());
  // A deleted lead takes no contact attempt.
  ASSERT_EQ(Call("DELETE", LeadPath(), R"({"reason":"asked to be forgotten"})").status, 204);
  EXPECT_EQ(Call("POST", path, R"({"method":"call","outcome":"reached"})").status, 404);
}

TEST_P(LeadApiTest, AdminsAssignToEnabledUsersAndIntakeTakesOrGivesBackItsOwn) {
  AddStaff(*database_);
  const std::string path = LeadPath() + "/assignee";
  EXPECT_EQ(Call("PUT", path, R"({"username":"olga"})").status, 422);  // disabled
  EXPECT_EQ(Call("PUT", path, R"({"username":"nobody"})").status, 422);
  EXPECT_EQ(Call("PUT", path, R"({})").status, 422);
  EXPECT_EQ(Call("PUT", path, R"({"username":7})").status, 422);
  EXPECT_EQ(
      Call("PUT", "/api/admin/leads/case-review/" + testing_support::RandomUuid() + "/assignee",
           R"({"username":"maria"})")
          .status,
      404);
  EXPECT_TRUE(Body(Call("GET", LeadPath()))["lead"]["assignee"].is_null());

  // User names are matched without case (stored lower-case).
  auto given = Call("PUT", path, R"({"username":"MARIA"})");
  ASSERT_EQ(given.status, 200) << given.body;
  EXPECT_EQ(Body(given)["assignee"]["username"], "maria");
  EXPECT_EQ(Body(given)["assignee"]["displayName"], "maria Display");
  EXPECT_EQ(Body(given)["event"]["kind"], "assignment");
  EXPECT_TRUE(Body(given)["event"]["fromUser"].is_null());
  EXPECT_EQ(Body(given)["event"]["toUser"], "maria");
  EXPECT_EQ(Body(Call("GET", "/api/admin/leads?assignee=Maria"))["total"], 1);
  EXPECT_EQ(Body(Call("GET", "/api/admin/leads?assignee=none"))["total"], 0);
  EXPECT_EQ(Body(Call("GET", "/api/admin/leads?assignee=me"))["total"], 0);  // ana's

  // maria (intake) may not hand her lead to someone else, nor may ana take it as intake.
  username_ = "maria";
  role_ = Role::kIntake;
  EXPECT_EQ(Body(Call("GET", "/api/admin/leads?assignee=me"))["total"], 1);
  EXPECT_EQ(Call("PUT", path, R"({"username":"ana"})").status, 403);
  auto released = Call("PUT", path, R"({"username":null})");
  ASSERT_EQ(released.status, 200) << released.body;
  EXPECT_TRUE(Body(released)["assignee"].is_null());
  username_ = "ana";
  EXPECT_EQ(Call("PUT", path, R"({"username":"maria"})").status, 403);  // only herself
  ASSERT_EQ(Call("PUT", path, R"({"username":"ana"})").status, 200);    // takes a free lead
  username_ = "maria";
  EXPECT_EQ(Call("PUT", path, R"({"username":"maria"})").status, 403);  // ana's now
  EXPECT_EQ(Call("PUT", path, R"({"username":null})").status, 403);

  auto events = Body(Call("GET", LeadPath()))["events"];
  ASSERT_EQ(events.size(), 3u);
  EXPECT_EQ(events[1]["fromUser"], "maria");
  EXPECT_TRUE(events[1]["toUser"].is_null());
  EXPECT_EQ(events[2]["toUser"], "ana");
  EXPECT_EQ(events[2]["actor"], "ana");
}

TEST_P(LeadApiTest, StaffFindALeadByItsReferenceTypedAnyWay) {
  const std::string reference = leads::LeadReference(lead_id_);
  auto list = Body(Call("GET", "/api/admin/leads"));
  EXPECT_EQ(list["leads"][0]["reference"], reference);
  std::string typed = reference.substr(3, 4) + reference.substr(8);  // no prefix, no dash
  for (char& c : typed) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  EXPECT_EQ(Body(Call("GET", "/api/admin/leads?q=" + typed))["total"], 1);
  EXPECT_EQ(Body(Call("GET", "/api/admin/leads?q=" + reference))["total"], 1);
  EXPECT_EQ(Body(Call("GET", "/api/admin/leads?q=GC-2222-2222"))["total"], 0);
  // The export takes the same search.
  std::string spaced = reference;
  std::replace(spaced.begin(), spaced.end(), '-', '+');
  auto csv = Call("GET", "/api/admin/leads/export.csv?q=" + spaced + "&assignee=none");
  ASSERT_EQ(csv.status, 200) << csv.body;
  EXPECT_NE(csv.body.find(lead_id_), std::string::npos) << csv.body;
}

TEST_P(LeadApiTest, StaffSeeEachLeadsLanguageAndFilterByIt) {
  auto spanish = testing_support::SampleLead("2026-03-11T12:00:00.000Z");
  spanish.language = "es";
  ASSERT_TRUE(leads::LeadRecorder(database_).Record(spanish));
  auto all = Body(Call("GET", "/api/admin/leads"));
  ASSERT_EQ(all["total"], 2);
  EXPECT_EQ(all["leads"][0]["language"], "es");  // newest first
  EXPECT_EQ(all["leads"][1]["language"], "en");
  auto only_spanish = Body(Call("GET", "/api/admin/leads?language=es"));
  ASSERT_EQ(only_spanish["total"], 1);
  EXPECT_EQ(only_spanish["leads"][0]["id"], spanish.id);
  EXPECT_EQ(Body(Call("GET", "/api/admin/leads?language=en"))["total"], 1);
  auto refused = Call("GET", "/api/admin/leads?language=fr");
  EXPECT_EQ(refused.status, 400) << refused.body;
  EXPECT_EQ(Body(Call("GET", "/api/admin/leads/case-review/" + spanish.id))["lead"]["language"],
            "es");
  auto csv = Call("GET", "/api/admin/leads/export.csv?language=es");
  ASSERT_EQ(csv.status, 200) << csv.body;
  EXPECT_NE(csv.body.find(",\"language\"\r\n"), std::string::npos) << csv.body;
  EXPECT_NE(csv.body.find(spanish.id), std::string::npos);
  EXPECT_EQ(csv.body.find(lead_id_), std::string::npos);
}

// Issue 51: the text box is optional. Staff see "Do not text" unless the worker ticked it or
// began with a text, and whenever the number replied STOP.
TEST_P(LeadApiTest, StaffSeeWhetherTheWorkerMayBeTexted) {
  auto agreed = testing_support::SampleLead("2026-03-11T12:00:00.000Z");
  agreed.phone = "+13105550143";
  agreed.answers = R"({"smsConsent":true})";
  ASSERT_TRUE(leads::LeadRecorder(database_).Record(agreed));
  auto texted = testing_support::SampleLead("2026-03-12T12:00:00.000Z", "text_message");
  texted.phone = "+13105550144";
  texted.answers = "{}";
  ASSERT_TRUE(leads::LeadRecorder(database_).Record(texted));
  auto list = Body(Call("GET", "/api/admin/leads"));
  ASSERT_EQ(list["total"], 3);
  std::map<std::string, json> by_id;
  for (const auto& lead : list["leads"]) by_id[lead["id"]] = lead;
  EXPECT_EQ(by_id[lead_id_]["mayText"], false);  // the sample lead did not tick the box
  EXPECT_EQ(by_id[agreed.id]["mayText"], true);
  EXPECT_EQ(by_id[texted.id]["mayText"], true);
  for (const auto& [id, lead] : by_id) EXPECT_EQ(lead["smsOptedOut"], false) << id;
  EXPECT_EQ(Body(Call("GET", LeadPath()))["lead"]["mayText"], false);
  EXPECT_EQ(Body(Call("GET", "/api/admin/leads/case-review/" + agreed.id))["lead"]["mayText"],
            true);

  ASSERT_TRUE(database_->Query("INSERT INTO sms_opt_outs (phone, opted_out_at) VALUES ($1, $2)",
                               {agreed.phone, std::string("2026-03-12T13:00:00.000Z")}));
  const json after = Body(Call("GET", "/api/admin/leads"));
  for (const auto& lead : after["leads"]) {
    EXPECT_EQ(lead["smsOptedOut"], lead["id"] == agreed.id) << lead["id"];
  }
}

TEST_P(LeadApiTest, LeadsFromBeforeReferencesGetTheirsAtStart) {
  auto older = testing_support::SampleLead("2026-03-01T12:00:00.000Z");
  older.reference.clear();  // as migration 0004 leaves an earlier lead
  ASSERT_TRUE(leads::LeadRecorder(database_).Record(older));
  auto filled = leads::FillMissingReferences(*database_);
  ASSERT_TRUE(filled) << filled.Error().message;
  EXPECT_EQ(filled.Value(), 1);
  EXPECT_EQ(store_->GetLead("case_review", older.id).Value()->reference,
            leads::LeadReference(older.id));
  EXPECT_EQ(leads::FillMissingReferences(*database_).Value(), 0);
}

TEST_P(LeadApiTest, SamePhoneOrEmailWithin180DaysIsAPossibleDuplicateAndSameEmployerAHint) {
  leads::LeadRecorder recorder(database_);
  auto with = [](std::string created_at, std::string phone, std::string email,
                 std::string employer) {
    auto lead = testing_support::SampleLead(created_at);
    lead.phone = std::move(phone);
    lead.email = std::move(email);
    lead.employer = employer;
    lead.employer_key = intake::EmployerKey(employer);
    return lead;
  };
  // The sample lead (2026-03-10, +13105550142, maria@example.com, no employer) and:
  auto same_phone = with("2025-09-20T12:00:00.000Z", "+13105550142", "x@example.com", "");
  auto same_email = with("2026-06-01T12:00:00.000Z", "+13105550199", "MARIA@example.com", "");
  auto too_old = with("2025-09-01T12:00:00.000Z", "+13105550142", "y@example.com", "");
  auto acme = with("2024-01-01T12:00:00.000Z", "+13105550111", "a@example.com", "Acme Foods, Inc.");
  auto acme_too =
      with("2026-03-01T12:00:00.000Z", "+13105550122", "b@example.com", "ACME FOODS LLC");
  for (const auto& lead : {same_phone, same_email, too_old, acme, acme_too}) {
    ASSERT_TRUE(recorder.Record(lead));
  }
  auto detail = Body(Call("GET", LeadPath()));
  ASSERT_EQ(detail["duplicates"].size(), 2u) << detail["duplicates"].dump();
  EXPECT_EQ(detail["duplicates"][0]["id"], same_email.id);  // newest first
  EXPECT_EQ(detail["duplicates"][0]["matchedOn"], json::array({"email"}));
  EXPECT_EQ(detail["duplicates"][1]["id"], same_phone.id);
  EXPECT_EQ(detail["duplicates"][1]["matchedOn"], json::array({"phone"}));
  EXPECT_EQ(detail["duplicates"][1]["reference"], leads::LeadReference(same_phone.id));
  EXPECT_TRUE(detail["employerMatches"].empty());

  auto acme_detail = Body(Call("GET", "/api/admin/leads/case-review/" + acme.id));
  ASSERT_EQ(acme_detail["employerMatches"].size(), 1u);
  EXPECT_EQ(acme_detail["employerMatches"][0]["id"], acme_too.id);
  EXPECT_EQ(acme_detail["employerMatches"][0]["employer"], "ACME FOODS LLC");
  EXPECT_EQ(acme_detail["lead"]["employer"], "Acme Foods, Inc.");
  EXPECT_TRUE(acme_detail["duplicates"].empty());

  auto list = Body(Call("GET", "/api/admin/leads?pageSize=10"));
  std::map<std::string, json> flags;
  for (const auto& lead : list["leads"]) flags[lead["id"]] = lead["flags"];
  EXPECT_EQ(flags[lead_id_]["duplicate"], true);
  EXPECT_EQ(flags[too_old.id]["duplicate"], true);  // same phone as same_phone, 19 days apart
  EXPECT_EQ(flags[acme.id]["duplicate"], false);
  EXPECT_EQ(flags[acme.id]["employerMatches"], 1);
  EXPECT_EQ(flags[lead_id_]["employerMatches"], 0);
}

TEST_P(LeadApiTest, TheReportCountsThisWeeksLeadsAndItsCsvIsTheSameTable) {
  // The test clock is 2026-03-10 00:00 UTC (a Tuesday); the sample lead came at 12:00 on the
  // 10th, after "now": the report counts what is in its weeks, whatever the clock says.
  ASSERT_TRUE(
      Call("POST", LeadPath() + "/contacts", R"({"method":"call","outcome":"reached"})").status ==
      201);
  auto report = Call("GET", "/api/admin/report?weeks=2");
  ASSERT_EQ(report.status, 200) << report.body;
  auto body = Body(report);
  EXPECT_EQ(body["slaMinutes"], 15);
  ASSERT_EQ(body["weeks"].size(), 2u);
  EXPECT_EQ(body["weeks"][0]["weekStart"], "2026-03-02");
  EXPECT_EQ(body["weeks"][1]["weekStart"], "2026-03-09");
  EXPECT_EQ(body["weeks"][1]["leads"], 1);
  EXPECT_EQ(body["weeks"][1]["byForm"]["case-review"], 1);
  EXPECT_EQ(body["weeks"][1]["contacted"], 1);
  EXPECT_TRUE(body["weeks"][0]["medianMinutes"].is_null());
  EXPECT_EQ(body["openBreaches"], 0);

  auto csv = Call("GET", "/api/admin/report.csv?weeks=2");
  ASSERT_EQ(csv.status, 200);
  EXPECT_NE(csv.body.find("\"week_start\",\"leads\",\"case_review\""), std::string::npos)
      << csv.body;
  EXPECT_NE(csv.body.find("\"2026-03-09\",\"1\",\"1\""), std::string::npos) << csv.body;

  for (const char* bad :
       {"weeks=0", "weeks=53", "weeks=two", "weeks=4&from=x", "weeks=1&weeks=2"}) {
    EXPECT_EQ(Call("GET", std::string("/api/admin/report?") + bad).status, 400) << bad;
  }
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

TEST_P(LeadApiTest, ExportIsUtf8CsvAndLeavesATraceInTheAudit) {
  auto csv = Call("GET", "/api/admin/leads/export.csv");
  ASSERT_EQ(csv.status, 200) << csv.body;
  EXPECT_EQ(csv.body.substr(0, 3), "\xEF\xBB\xBF");
  EXPECT_NE(csv.body.find("\"Mar\xC3\xAD"
                          "a\""),
            std::string_view::npos);
  auto entries = audit_->Entries({}).Value().entries;
  ASSERT_EQ(entries.size(), 1u);
  EXPECT_EQ(entries[0].action, "leads.exported");
  // Recorded before the first byte is sent, when the number of rows is not known yet.
  EXPECT_EQ(entries[0].detail, "streamed");
  EXPECT_EQ(Call("GET", "/api/admin/leads/export.csv?nope=1").status, 400);
  EXPECT_EQ(audit_->Entries({}).Value().entries.size(), 1u);
}

// Issue 52: no row cap. The export reads the list by keyset, kExportPageSize leads at a time;
// every lead the filters match comes once, in the list's order (newest first).
TEST_P(LeadApiTest, TheExportHoldsEveryMatchingLeadOnceAcrossPages) {
  // LoadPlanLeads counts on its ids alone (PostgreSQL reads a number out of each).
  db_->Execute("DELETE FROM leads WHERE id = '" + lead_id_ + "'");
  testing_support::LoadPlanLeads(*db_, 1200);  // every other one in Spanish
  static_assert(LeadApi::kExportPageSize < 600, "the filtered export must take two pages");
  auto ids_of = [](std::string_view csv) {
    std::vector<std::string> ids;
    std::size_t at = csv.find("\r\n");  // past the header row
    while (at != std::string::npos && at + 2 < csv.size()) {
      // Each row starts with its quoted id; no cell of these leads holds a line break.
      ids.emplace_back(csv.substr(at + 3, 36));
      at = csv.find("\r\n", at + 2);
    }
    return ids;
  };
  auto expected = [this](const std::string& where) {
    std::vector<std::string> ids;
    for (const auto& row :
         db_->Query("SELECT id FROM leads" + where + " ORDER BY created_at DESC, id DESC")) {
      ids.push_back(row.at(0));
    }
    return ids;
  };
  auto all = Call("GET", "/api/admin/leads/export.csv");
  ASSERT_EQ(all.status, 200);
  const auto all_ids = ids_of(all.body);
  EXPECT_EQ(all_ids.size(), 1200u);
  EXPECT_EQ(all_ids, expected(""));
  auto spanish = Call("GET", "/api/admin/leads/export.csv?language=es");
  ASSERT_EQ(spanish.status, 200);
  const auto spanish_ids = ids_of(spanish.body);
  EXPECT_EQ(spanish_ids.size(), 600u);
  EXPECT_EQ(spanish_ids, expected(" WHERE language = 'es'"));
}

// The audit log pages (by keyset) and filters by who, what and California day. 2026-11-01 is
// the day the clocks go back: it runs from 07:00Z to 08:00Z the next day (25 hours).
TEST_P(LeadApiTest, TheAuditLogPagesAndFiltersByWhoWhatAndCaliforniaDay) {
  for (const auto& [at, actor, action] :
       std::vector<std::tuple<std::string, std::string, std::string>>{
           {"2026-11-01T06:59:59.000Z", "ana", "user.created"},     // Oct 31, 23:59 PDT
           {"2026-11-01T07:00:00.000Z", "ana", "user.disabled"},    // Nov 1, 00:00 PDT
           {"2026-11-02T07:30:00.000Z", "bo", "user.disabled"},     // Nov 1, 23:30 PST
           {"2026-11-02T08:00:00.000Z", "ana", "lead.deleted"}}) {  // Nov 2, 00:00 PST
    ASSERT_TRUE(audit_->Record({at, actor, action, "subject", ""}));
  }
  auto day = Call("GET", "/api/admin/audit?from=2026-11-01&to=2026-11-01");
  ASSERT_EQ(day.status, 200) << day.body;
  auto body = json::parse(day.body);
  EXPECT_EQ(body["total"], 2);
  ASSERT_EQ(body["entries"].size(), 2u);
  EXPECT_EQ(body["entries"][0]["actor"], "bo");  // newest first
  EXPECT_EQ(body["actions"], (json{"lead.deleted", "user.created", "user.disabled"}));
  EXPECT_EQ(body["actors"], (json{"ana", "bo"}));
  auto filtered = json::parse(Call("GET", "/api/admin/audit?actor=ANA&action=user.disabled").body);
  EXPECT_EQ(filtered["total"], 1);
  EXPECT_EQ(filtered["entries"][0]["at"], "2026-11-01T07:00:00.000Z");
  // Keyset pages (issue 52): the next page starts after the cursor the page before gave.
  auto first_page = json::parse(Call("GET", "/api/admin/audit?pageSize=3&actor=").body);
  EXPECT_EQ(first_page["total"], 4);
  EXPECT_EQ(first_page["totalCapped"], false);
  ASSERT_EQ(first_page["entries"].size(), 3u);
  ASSERT_TRUE(first_page["next"].is_string()) << first_page.dump();
  auto second_page = json::parse(
      Call("GET", "/api/admin/audit?pageSize=3&after=" + first_page["next"].get<std::string>())
          .body);
  ASSERT_EQ(second_page["entries"].size(), 1u);
  EXPECT_EQ(second_page["entries"][0]["action"], "user.created");  // the oldest
  EXPECT_TRUE(second_page["next"].is_null());
  // A cursor not given by a page is refused at its field, and pages are no longer numbered.
  auto bad_cursor = Call("GET", "/api/admin/audit?after=12%3B%20DROP");
  EXPECT_EQ(bad_cursor.status, 400);
  EXPECT_TRUE(json::parse(bad_cursor.body)["errors"].contains("after")) << bad_cursor.body;
  for (const char* bad : {"from=2026-02-30", "from=11/01/2026", "from=2026-11-02&to=2026-11-01",
                          "after=-1", "after=x1", "after=1234567890123456789", "page=2",
                          "pageSize=201", "after=1&after=2", "who=ana"}) {
    EXPECT_EQ(Call("GET", std::string("/api/admin/audit?") + bad).status, 400) << bad;
  }
}

INSTANTIATE_TEST_SUITE_P(Engines, LeadApiTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

// The clock stands at 2026-03-10T00:00Z: the California day is 2026-03-09, so a deadline
// before 2026-06-07 (90 days) flags a lead still being worked.
class LeadApiDeadlineTest : public LeadApiTest {
 protected:
  // A case review with a deadline estimate: EEOC charge 300 days and CRD complaint 3 years
  // after `incident`.
  std::string AddLead(const std::string& created_at, const std::string& incident) {
    auto lead = testing_support::SampleLead(created_at);
    lead.answers = json{
        {"issueType", json::array()},
        {"incidentDate", "More than 1 year ago"},
        {"estimate",
         {{"tool", "deadlines"},
          {"incidentDate", incident},
          {"situations", {"harassment"}},
          {"publicEmployer",
           false}}}}.dump();
    leads::LeadRecorder recorder(database_);
    recorder.AddStep(leads::DeadlinesStep(deadlines_));
    EXPECT_TRUE(recorder.Record(lead));
    return lead.id;
  }
  static const json& Find(const json& list, const std::string& id) {
    for (const auto& lead : list["leads"]) {
      if (lead["id"] == id) return lead;
    }
    static const json kNone;
    ADD_FAILURE() << "lead " << id << " not listed";
    return kNone;
  }
};

TEST_P(LeadApiDeadlineTest, AFlaggedLeadComesBeforeNewerUnflaggedOnes) {
  // EEOC charge due 2026-03-11, two days ahead.
  const auto urgent = AddLead("2026-01-01T12:00:00.000Z", "2025-05-15");
  // EEOC charge due 2026-11-28, 264 days ahead: not flagged.
  const auto later = AddLead("2026-03-01T12:00:00.000Z", "2026-02-01");
  auto list = Body(Call("GET", "/api/admin/leads"));
  ASSERT_EQ(list["leads"].size(), 3u) << list.dump();
  EXPECT_EQ(list["leads"][0]["id"], urgent);
  EXPECT_EQ(
      list["leads"][0]["deadline"],
      (json{{"rule", "eeoc-charge"}, {"due", "2026-03-11"}, {"daysLeft", 2}, {"flagged", true}}));
  // Then newest first, as before: the sample lead (no deadlines), then the later one.
  EXPECT_EQ(list["leads"][1]["id"], lead_id_);
  EXPECT_TRUE(list["leads"][1]["deadline"].is_null());
  EXPECT_EQ(list["leads"][2]["id"], later);
  EXPECT_EQ(
      list["leads"][2]["deadline"],
      (json{
          {"rule", "eeoc-charge"}, {"due", "2026-11-28"}, {"daysLeft", 264}, {"flagged", false}}));
  // Paging follows the same order, by keyset: from the flagged lead to the others.
  auto first = Body(Call("GET", "/api/admin/leads?pageSize=1"));
  ASSERT_TRUE(first["next"].is_string()) << first.dump();
  auto second =
      Body(Call("GET", "/api/admin/leads?pageSize=1&after=" + first["next"].get<std::string>()));
  ASSERT_EQ(second["leads"].size(), 1u) << second.dump();
  EXPECT_EQ(second["leads"][0]["id"], lead_id_);
  auto third =
      Body(Call("GET", "/api/admin/leads?pageSize=1&after=" + second["next"].get<std::string>()));
  ASSERT_EQ(third["leads"].size(), 1u) << third.dump();
  EXPECT_EQ(third["leads"][0]["id"], later);
  // The export keeps its order (newest first).
  auto csv = Call("GET", "/api/admin/leads/export.csv");
  ASSERT_EQ(csv.status, 200);
  EXPECT_LT(csv.body.find(later), csv.body.find(urgent));
}

TEST_P(LeadApiDeadlineTest, ARetainedLeadIsNotFlagged) {
  const auto retained = AddLead("2026-01-01T12:00:00.000Z", "2025-05-15");
  ASSERT_EQ(Call("POST", "/api/admin/leads/case-review/" + retained + "/status",
                 R"({"status":"retained"})")
                .status,
            200);
  auto list = Body(Call("GET", "/api/admin/leads"));
  ASSERT_EQ(list["leads"].size(), 2u);
  EXPECT_EQ(list["leads"][0]["id"], lead_id_);
  EXPECT_EQ(list["leads"][1]["id"], retained);
  EXPECT_EQ(list["leads"][1]["deadline"]["daysLeft"], 2);
  EXPECT_EQ(list["leads"][1]["deadline"]["flagged"], false);
}

TEST_P(LeadApiDeadlineTest, APastDeadlineIsNotTheListsButTheDetailShowsAll) {
  // EEOC charge due 2026-01-26 (past), CRD complaint 2028-04-01.
  const auto id = AddLead("2025-12-01T12:00:00.000Z", "2025-04-01");
  auto list = Body(Call("GET", "/api/admin/leads"));
  EXPECT_EQ(Find(list, id)["deadline"], (json{{"rule", "crd-complaint"},
                                              {"due", "2028-04-01"},
                                              {"daysLeft", 754},
                                              {"flagged", false}}));
  auto detail = Body(Call("GET", "/api/admin/leads/case-review/" + id));
  EXPECT_EQ(detail["deadlines"],
            (json{{{"rule", "eeoc-charge"}, {"due", "2026-01-26"}, {"daysLeft", -42}},
                  {{"rule", "crd-complaint"}, {"due", "2028-04-01"}, {"daysLeft", 754}}}));
  // The estimate is in the answers as sent.
  EXPECT_EQ(detail["lead"]["answers"]["estimate"]["incidentDate"], "2025-04-01");
  EXPECT_EQ(Body(Call("GET", LeadPath()))["deadlines"], json::array());
}

// An ongoing issue has no day to count from: the lead is marked "date needed", flagged while
// it is worked and listed before a lead whose deadline is merely close.
TEST_P(LeadApiDeadlineTest, ALeadWithoutADayIsFlaggedFirstAsDateNeeded) {
  const auto urgent = AddLead("2026-01-01T12:00:00.000Z", "2025-05-15");
  auto lead = testing_support::SampleLead("2026-01-02T12:00:00.000Z");
  lead.answers = json{{"issueType", {"Discrimination"}}, {"incidentDate", "Ongoing issue"}}.dump();
  leads::LeadRecorder recorder(database_);
  recorder.AddStep(leads::DeadlinesStep(deadlines_));
  ASSERT_TRUE(recorder.Record(lead));
  auto list = Body(Call("GET", "/api/admin/leads"));
  ASSERT_EQ(list["leads"].size(), 3u) << list.dump();
  EXPECT_EQ(list["leads"][0]["id"], lead.id);
  EXPECT_EQ(
      list["leads"][0]["deadline"],
      (json{{"rule", "date-needed"}, {"due", "2026-01-02"}, {"daysLeft", -66}, {"flagged", true}}));
  EXPECT_EQ(list["leads"][1]["id"], urgent);
  auto detail = Body(Call("GET", "/api/admin/leads/case-review/" + lead.id));
  EXPECT_EQ(detail["deadlines"],
            (json{{{"rule", "date-needed"}, {"due", "2026-01-02"}, {"daysLeft", -66}}}));
  // Once the lead is no longer worked, the mark no longer flags it.
  ASSERT_EQ(Call("POST", "/api/admin/leads/case-review/" + lead.id + "/status",
                 R"({"status":"retained"})")
                .status,
            200);
  list = Body(Call("GET", "/api/admin/leads"));
  EXPECT_EQ(list["leads"][0]["id"], urgent);
  EXPECT_EQ(Find(list, lead.id)["deadline"]["flagged"], false);
}

INSTANTIATE_TEST_SUITE_P(Engines, LeadApiDeadlineTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::staff
