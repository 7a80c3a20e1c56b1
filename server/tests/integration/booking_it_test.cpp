// Booking through the real server on both engines: the /book form with and without
// JavaScript, the pages filled with plain HTML, the worker's link (move, cancel, reuse), a call
// for the lead just sent, and the staff calendar feed; the limits per phone number and e-mail
// address and on reading the open slots (429 with Retry-After); on PostgreSQL, two server
// processes racing for one slot 50 times.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <thread>

#include "common/crypto.hpp"
#include "common/text.hpp"
#include "form_fixtures.hpp"
#include "storage/iso_time.hpp"
#include "test_databases.hpp"
#include "test_server.hpp"

namespace firm::it {
namespace {

using namespace std::chrono_literals;
using nlohmann::json;
using testing_support::DbEngine;

const std::string kSiteOrigin = "https://firm.example";

// The pages' templates as the web build writes them (web/features/booking/components/
// plain-pages.tsx), with each note written as its name in brackets: "[invalid]".
const std::vector<std::string> kBookNotes = {"slotTaken",    "invalid", "busy",
                                             "contactLimit", "tooMany", "unreadable"};
const std::vector<std::string> kManageNotes = {"noLink", "cancelled", "gone", "bad", "unreadable"};
const std::vector<std::string> kCallNotes = {"booked",      "moved",        "slotTaken",
                                             "slotMissing", "changeFailed", "contactLimit"};
const std::string kTimes =
    "{{#noTimes}}[noTimes]{{/noTimes}}{{#days}}<fieldset><legend>{{day}}</legend>{{#times}}"
    "<label><input type=\"radio\" name=\"slot\" value=\"{{start}}\"> {{clock}}</label>"
    "{{/times}}</fieldset>{{/days}}";

std::string Notes(const std::vector<std::string>& names) {
  std::string out;
  for (const auto& name : names) out += "{{#" + name + "}}[" + name + "]{{/" + name + "}}";
  return out;
}

class BookingTest : public testing::TestWithParam<DbEngine> {
 protected:
  static void SetUpTestSuite() { curl_global_init(CURL_GLOBAL_DEFAULT); }
  static void TearDownTestSuite() { curl_global_cleanup(); }

  void SetUp() override {
    root_ = MakeTempDir();
    db_ = testing_support::MakeTestDatabase(GetParam(), root_ / "data" / "firm.db");
    if (!db_) GTEST_SKIP() << testing_support::kNoPostgres;
  }

  void TearDown() override {
    servers_.clear();
    db_.reset();
    fs::remove_all(root_);
  }

  ServerProcess* Start(const std::string& name = "a",
                       const std::map<std::string, std::string>& extra_env = {}) {
    auto dir = root_ / name;
    WriteFixtureSite(dir / "site");
    for (const std::string prefix : {"", "/es"}) {
      WriteFile(dir / ("site/public" + prefix + "/book/index.html"),
                "<!doctype html><form><div><!--booking-slots-->" + Notes(kBookNotes) + kTimes +
                    "<!--/booking-slots--></div></form>");
      WriteFile(
          dir / ("site/public" + prefix + "/booking/index.html"),
          "<!doctype html><main><div><!--booking-manage-->" + Notes(kManageNotes) +
              "{{#call}}[call]" + Notes(kCallNotes) +
              "<dd>{{reference}}</dd><dd>{{when}}</dd><input name=\"t\" value=\"{{token}}\">" +
              kTimes + "{{/call}}<!--/booking-manage--></div></main>");
    }
    std::map<std::string, std::string> env = {{"SITE_ORIGIN", kSiteOrigin},
                                              {"DATA_DIR", (root_ / "data").string()}};
    if (!db_->database_url().empty()) env["DATABASE_URL"] = db_->database_url();
    for (const auto& [key, value] : extra_env) env[key] = value;
    auto server = StartServer(dir, env);
    if (!server) return nullptr;
    servers_.push_back(std::move(server));
    return servers_.back().get();
  }

  // One staff member who takes calls in both languages around the clock (the server's clock is
  // the real one), after the server made the tables.
  void AddStaff() {
    const std::string id = RandomUuid();
    db_->Execute(
        "INSERT INTO admin_users (id, username, display_name, password_hash, created_at,"
        " role) VALUES ('" +
        id +
        "', 'ana', 'Ana', 'x', '2026-01-01T00:00:00.000Z',"
        " 'intake')");
    for (int day = 0; day < 7; ++day) {
      db_->Execute(
          "INSERT INTO booking_hours (user_id, weekday, start_minute, end_minute)"
          " VALUES ('" +
          id + "', " + std::to_string(day) + ", 0, 1440)");
    }
    db_->Execute("INSERT INTO booking_languages (user_id, language) VALUES ('" + id + "', 'en')");
    db_->Execute("INSERT INTO booking_languages (user_id, language) VALUES ('" + id + "', 'es')");
    staff_id_ = id;
  }

  std::vector<std::string> Slots(int port, const std::string& language = "en") {
    auto r = Get(port, "/api/booking/slots?language=" + language);
    EXPECT_EQ(r.status, 200) << r.body;
    std::vector<std::string> out;
    const json body = json::parse(r.body);
    for (const auto& slot : body["slots"]) out.push_back(slot["start"]);
    return out;
  }

  json Booking(const std::string& slot, const std::string& language = "English") {
    return json{{"submissionId", RandomUuid()},
                {"elapsedMs", 20000},
                {"language", "en"},
                {"website", ""},
                {"callLanguage", language},
                {"slot", slot},
                {"topic", "Unpaid overtime"},
                {"firstName", "María"},
                {"lastName", "López"},
                {"email", "maria@example.com"},
                {"phone", "(310) 555-0142"},
                {"termsAccepted", true},
                {"smsConsent", false},
                {"form_id", "call_booking"}};
  }

  HttpResult Post(int port, const std::string& path, const std::string& body,
                  const std::string& type = "application/json") {
    return Fetch(port, RequestSpec{"POST", path, {"Content-Type: " + type}, body});
  }

  long Count(const std::string& sql) { return std::stol(db_->Query(sql).at(0).at(0)); }

  fs::path root_;
  std::unique_ptr<testing_support::TestDatabase> db_;
  std::vector<std::unique_ptr<ServerProcess>> servers_;
  std::string staff_id_;
};

using FormFields = std::vector<std::pair<std::string, std::string>>;

std::string FormEncode(const FormFields& fields) {
  std::string out;
  for (const auto& [name, value] : fields) {
    if (!out.empty()) out += "&";
    out += common::PercentEncode(name) + "=" + common::PercentEncode(value);
  }
  return out;
}

TEST_P(BookingTest, TheFormWorksWithoutJavaScriptAndTheLinkMovesAndCancels) {
  auto* server = Start();
  ASSERT_NE(server, nullptr);
  AddStaff();
  const int port = server->port();
  // The page lists open times as plain radio inputs.
  auto page = Get(port, "/book");
  ASSERT_EQ(page.status, 200);
  EXPECT_EQ(page.body.find("<!--booking-slots-->"), std::string::npos);
  EXPECT_NE(page.body.find("type=\"radio\""), std::string::npos);
  EXPECT_NE(page.body.find("name=\"slot\""), std::string::npos);
  auto spanish = Get(port, "/es/book");
  EXPECT_NE(spanish.body.find("<legend>"), std::string::npos);
  EXPECT_NE(spanish.body.find(" de "), std::string::npos);  // "lunes 30 de noviembre"
  const auto slots = Slots(port);
  ASSERT_GE(slots.size(), 3u);
  // Each day's times, the first one's value as the API gives it.
  EXPECT_NE(page.body.find("value=\"" + slots[0] + "\""), std::string::npos);
  // A malformed time: back to the form, nothing stored.
  std::vector<std::pair<std::string, std::string>> fields = {
      {"language", "en"},          {"callLanguage", "English"},
      {"topic", "Unpaid wages"},   {"firstName", "María"},
      {"lastName", "López"},       {"email", "maria@example.com"},
      {"phone", "(310) 555-0142"}, {"termsAccepted", "on"},
      {"form_id", "call_booking"}, {"website", ""},
      {"slot", "tomorrow at nine"}};
  auto bad =
      Post(port, "/api/call-bookings", FormEncode(fields), "application/x-www-form-urlencoded");
  EXPECT_EQ(bad.status, 303);
  EXPECT_EQ(bad.Header("location"), "/book?error=invalid");
  EXPECT_EQ(Count("SELECT count(*) FROM leads"), 0);
  // The page it comes back to says why, without JavaScript.
  EXPECT_NE(Get(port, "/book?error=invalid").body.find("[invalid]"), std::string::npos);
  fields.back().second = slots[0];
  auto booked =
      Post(port, "/api/call-bookings", FormEncode(fields), "application/x-www-form-urlencoded");
  ASSERT_EQ(booked.status, 303) << booked.body;
  const std::string location = booked.Header("location");
  ASSERT_TRUE(location.starts_with("/booking?t=")) << location;
  EXPECT_EQ(Count("SELECT count(*) FROM leads WHERE form_type = 'call_booking' AND "
                  "assigned_to = '" +
                  staff_id_ + "'"),
            1);
  const std::string token = location.substr(11, location.find('&') - 11);
  // The link's page: the reference and the time, never the worker's details.
  auto manage = Get(port, location);
  ASSERT_EQ(manage.status, 200);
  EXPECT_NE(
      manage.body.find("<dd>" + db_->Query("SELECT reference FROM leads").at(0).at(0) + "</dd>"),
      std::string::npos);
  EXPECT_NE(manage.body.find("[call][booked]"), std::string::npos);
  EXPECT_NE(manage.body.find("value=\"" + token + "\""), std::string::npos);
  EXPECT_EQ(manage.body.find("María"), std::string::npos);
  EXPECT_EQ(manage.body.find("555-0142"), std::string::npos);
  // The store cannot read the call for a moment: "try again", never "this link has ended".
  db_->Execute("ALTER TABLE bookings RENAME TO bookings_away");
  EXPECT_EQ(Get(port, "/api/booking/manage?t=" + token).status, 503);
  auto busy = Post(port, "/api/booking/manage", FormEncode({{"t", token}, {"action", "cancel"}}),
                   "application/x-www-form-urlencoded");
  EXPECT_EQ(busy.status, 303);
  EXPECT_EQ(busy.Header("location"), "/booking?t=" + token + "&done=busy");
  EXPECT_NE(Get(port, "/booking?t=" + token).body.find("[unreadable]"), std::string::npos);
  db_->Execute("ALTER TABLE bookings_away RENAME TO bookings");
  EXPECT_EQ(Get(port, "/api/booking/manage?t=" + token).status, 200);
  // The store reads the call but cannot save a change: the API says 503, a form sent without
  // JavaScript comes back to the call with the same alert, and the call is still booked.
  if (GetParam() == DbEngine::kPostgres) {
    db_->Execute(
        "CREATE FUNCTION bookings_frozen() RETURNS trigger LANGUAGE plpgsql AS"
        " $$ BEGIN RAISE EXCEPTION 'frozen'; END $$");
    db_->Execute(
        "CREATE TRIGGER bookings_frozen BEFORE UPDATE ON bookings FOR EACH ROW"
        " EXECUTE FUNCTION bookings_frozen()");
  } else {
    db_->Execute(
        "CREATE TRIGGER bookings_frozen BEFORE UPDATE ON bookings"
        " BEGIN SELECT RAISE(ABORT, 'frozen'); END");
  }
  EXPECT_EQ(
      Post(port, "/api/booking/manage", json{{"t", token}, {"action", "cancel"}}.dump()).status,
      503);
  for (const auto& change : {FormFields{{"t", token}, {"action", "cancel"}},
                             FormFields{{"t", token}, {"action", "move"}, {"slot", slots[1]}}}) {
    auto unsaved =
        Post(port, "/api/booking/manage", FormEncode(change), "application/x-www-form-urlencoded");
    EXPECT_EQ(unsaved.status, 303);
    EXPECT_EQ(unsaved.Header("location"), "/booking?t=" + token + "&done=busy");
  }
  EXPECT_EQ(Count("SELECT count(*) FROM bookings WHERE state = 'booked'"), 1);
  db_->Execute("DROP TRIGGER bookings_frozen" +
               std::string(GetParam() == DbEngine::kPostgres ? " ON bookings" : ""));
  // Move it (JSON), then the old link is spent.
  auto moved = Post(port, "/api/booking/manage",
                    json{{"t", token}, {"action", "move"}, {"slot", slots[1]}}.dump());
  ASSERT_EQ(moved.status, 200) << moved.body;
  const std::string new_token = json::parse(moved.body)["manage"];
  EXPECT_EQ(Get(port, "/api/booking/manage?t=" + token).status, 410);
  EXPECT_EQ(Get(port, "/api/booking/manage?t=" + new_token.substr(0, 20) + "x").status, 400);
  // Cancel it without JavaScript: the slot is open again at once.
  auto cancelled =
      Post(port, "/api/booking/manage", FormEncode({{"t", new_token}, {"action", "cancel"}}),
           "application/x-www-form-urlencoded");
  EXPECT_EQ(cancelled.status, 303);
  EXPECT_EQ(cancelled.Header("location"), "/booking?done=cancelled");
  EXPECT_NE(Get(port, "/booking?done=cancelled").body.find("[cancelled]"), std::string::npos);
  EXPECT_NE(Get(port, "/booking").body.find("[noLink]"), std::string::npos);
  EXPECT_EQ(Get(port, "/booking?t=" + new_token).body.find("[call]"), std::string::npos);
  EXPECT_EQ(Get(port, "/api/booking/manage?t=" + new_token).status, 410);
  const auto after = Slots(port);
  EXPECT_EQ(std::count(after.begin(), after.end(), slots[1]), 1);
  EXPECT_EQ(Count("SELECT count(*) FROM bookings WHERE state = 'booked'"), 0);
}

// Issue 51: a Spanish page's forms sent without JavaScript come back to Spanish pages with
// Spanish alerts, for a call in English too, and when the form cannot be read; nothing changes.
TEST_P(BookingTest, ASpanishPageWithoutJavaScriptIsAnsweredInSpanish) {
  auto* server = Start();
  ASSERT_NE(server, nullptr);
  AddStaff();
  const int port = server->port();
  const std::string form = "application/x-www-form-urlencoded";
  // A /es/book form that cannot be read: back to the Spanish page, which says why in Spanish.
  auto unread = Post(port, "/api/call-bookings", "language=es&firstName=%ZZ", form);
  EXPECT_EQ(unread.status, 303);
  EXPECT_EQ(unread.Header("location"), "/es/book?error=invalid");
  EXPECT_NE(Get(port, "/es/book?error=invalid").body.find("[invalid]"), std::string::npos);
  EXPECT_EQ(Count("SELECT count(*) FROM leads"), 0);
  // A call in English booked from the Spanish page: its link opens the Spanish page.
  const auto slots = Slots(port);
  ASSERT_GE(slots.size(), 1u);
  const FormFields fields = {
      {"language", "es"},      {"callLanguage", "English"},    {"firstName", "María"},
      {"lastName", "López"},   {"email", "maria@example.com"}, {"phone", "(310) 555-0142"},
      {"termsAccepted", "on"}, {"form_id", "call_booking"},    {"website", ""},
      {"slot", slots[0]}};
  auto booked = Post(port, "/api/call-bookings", FormEncode(fields), form);
  ASSERT_EQ(booked.status, 303) << booked.body;
  const std::string location = booked.Header("location");
  ASSERT_TRUE(location.starts_with("/es/booking?t=")) << location;
  const std::string token = location.substr(14, location.find('&') - 14);
  // A move sent without a time, and a form with no known action: back to the call, in Spanish,
  // each with its own reason ("pick one of the listed times" is not "someone took it").
  for (const auto& [action, done, words] : {std::tuple<std::string, std::string, std::string>{
                                                "move", "slot-missing", "[call][slotMissing]"},
                                            std::tuple<std::string, std::string, std::string>{
                                                "other", "action", "[call][changeFailed]"}}) {
    auto back = Post(port, "/api/booking/manage",
                     FormEncode({{"t", token}, {"language", "es"}, {"action", action}}), form);
    EXPECT_EQ(back.status, 303) << action;
    EXPECT_EQ(back.Header("location"), "/es/booking?t=" + token + "&done=" + done);
    EXPECT_NE(Get(port, back.Header("location")).body.find(words), std::string::npos) << done;
  }
  // A form that cannot be read (a field twice): the Spanish page, never an English JSON error.
  auto twice = Post(port, "/api/booking/manage",
                    "t=" + token + "&t=" + token + "&language=es&action=cancel", form);
  EXPECT_EQ(twice.status, 303);
  EXPECT_EQ(twice.Header("location"), "/es/booking?done=bad");
  EXPECT_NE(Get(port, "/es/booking?done=bad").body.find("[bad]"), std::string::npos);
  EXPECT_EQ(Count("SELECT count(*) FROM bookings WHERE state = 'booked'"), 1);
}

TEST_P(BookingTest, JsonAnswersATakenSlotWithTheNextOnesAndBooksForTheLeadJustSent) {
  auto* server = Start();
  ASSERT_NE(server, nullptr);
  AddStaff();
  const int port = server->port();
  const auto slots = Slots(port, "es");
  ASSERT_GE(slots.size(), 2u);
  auto first = Post(port, "/api/call-bookings", Booking(slots[0], "Spanish").dump());
  ASSERT_EQ(first.status, 201) << first.body;
  EXPECT_EQ(json::parse(first.body)["booking"]["start"], slots[0]);
  auto second = Post(port, "/api/call-bookings", Booking(slots[0], "Spanish").dump());
  ASSERT_EQ(second.status, 409) << second.body;
  const json refused = json::parse(second.body);
  EXPECT_FALSE(refused["errors"]["slot"].empty());
  ASSERT_FALSE(refused["slots"].empty());
  EXPECT_NE(refused["slots"][0]["start"], slots[0]);
  EXPECT_EQ(Count("SELECT count(*) FROM leads"), 1);  // the refused request stored nothing
  for (const char* bad : {"2026-13-01T10:00:00Z", "10:00", "2020-01-01T10:00:00Z"}) {
    auto r = Post(port, "/api/call-bookings", Booking(bad).dump());
    EXPECT_EQ(r.status, 422) << bad << " " << r.body;
  }
  EXPECT_EQ(Count("SELECT count(*) FROM leads"), 1);
  // After a case review: a time for the lead just sent, once.
  auto review = testing_support::FixtureBase(FIRM_FORMS_DIR, "case-review");
  review["submissionId"] = RandomUuid();
  auto sent = Post(port, "/api/case-reviews", review.dump());
  ASSERT_EQ(sent.status, 201) << sent.body;
  const std::string lead = json::parse(sent.body)["id"];
  auto call = Post(port, "/api/booking", json{{"lead", lead}, {"slot", slots[1]}}.dump());
  ASSERT_EQ(call.status, 201) << call.body;
  EXPECT_EQ(json::parse(call.body)["reference"],
            db_->Query("SELECT reference FROM leads WHERE id = '" + lead + "'").at(0).at(0));
  EXPECT_EQ(Post(port, "/api/booking", json{{"lead", lead}, {"slot", slots[2]}}.dump()).status,
            409);
  EXPECT_EQ(
      Post(port, "/api/booking", json{{"lead", RandomUuid()}, {"slot", slots[2]}}.dump()).status,
      404);
  EXPECT_EQ(Get(port, "/api/booking/slots?language=en&language=es").status, 400);
  // The staff member's feed: the two calls, by reference only.
  const std::string secret = "feed-secret-for-tests-0123456789abcdef";
  db_->Execute("INSERT INTO calendar_feeds (user_id, secret_hash, created_at) VALUES ('" +
               staff_id_ + "', '" + common::Sha256Hex(secret) + "', '2026-01-01T00:00:00.000Z')");
  auto feed = Get(port, "/calendar/" + secret + ".ics");
  ASSERT_EQ(feed.status, 200);
  EXPECT_TRUE(feed.Header("content-type").starts_with("text/calendar"));
  EXPECT_NE(feed.body.find("BEGIN:VEVENT"), feed.body.rfind("BEGIN:VEVENT"));
  EXPECT_EQ(feed.body.find("María"), std::string::npos);
  EXPECT_EQ(Get(port, "/calendar/not-the-secret-0123456789abcdef.ics").status, 404);
}

// Each booking setting read from the environment shows where a worker or a staff member sees it
// (issue 53): the call's length in the open times and in the staff member's calendar, the time
// kept between calls, how soon and how far ahead calls may start, and the key that signs the
// worker's link. (BOOKING_CONTACT_LIMIT and BOOKING_SLOTS_RATE_LIMIT: the two tests below.)
TEST_P(BookingTest, EachBookingSettingShowsWhereTheWorkerOrStaffSeesIt) {
  using std::chrono::minutes;
  std::map<std::string, std::string> settings = {{"BOOKING_CALL_MINUTES", "45"},
                                                 {"BOOKING_BUFFER_MINUTES", "15"},
                                                 {"BOOKING_HORIZON_DAYS", "2"},
                                                 {"BOOKING_MIN_NOTICE_MINUTES", "600"},
                                                 {"BOOKING_TOKEN_KEY", std::string(40, 'k')}};
  auto* server = Start("a", settings);
  ASSERT_NE(server, nullptr);
  AddStaff();
  const auto before = std::chrono::system_clock::now();
  auto read = Get(server->port(), "/api/booking/slots?language=en");
  const auto after = std::chrono::system_clock::now();
  ASSERT_EQ(read.status, 200) << read.body;
  const json open = json::parse(read.body);
  // BOOKING_CALL_MINUTES: the page says how long the call is.
  EXPECT_EQ(open["callMinutes"], 45);
  std::vector<std::chrono::system_clock::time_point> starts;
  for (const auto& slot : open["slots"]) {
    starts.push_back(storage::ParseInstant(slot["start"].get<std::string>()).value());
  }
  ASSERT_GE(starts.size(), 3u);
  // BOOKING_MIN_NOTICE_MINUTES: no time sooner than ten hours from now.
  EXPECT_GE(starts.front(), before + minutes(600));
  // BOOKING_HORIZON_DAYS: no time more than two days ahead.
  EXPECT_LE(starts.back(), after + std::chrono::hours(48));
  EXPECT_GT(starts.back(), after + std::chrono::hours(36));
  // BOOKING_CALL_MINUTES + BOOKING_BUFFER_MINUTES: one person's calls an hour apart.
  EXPECT_EQ(starts[1] - starts[0], minutes(60));
  EXPECT_EQ(starts[2] - starts[1], minutes(60));

  auto booked = Post(server->port(), "/api/call-bookings",
                     Booking(open["slots"][0]["start"].get<std::string>()).dump());
  ASSERT_EQ(booked.status, 201) << booked.body;
  const std::string link = json::parse(booked.body)["booking"]["manage"];
  // BOOKING_CALL_MINUTES: the staff member's calendar holds a 45-minute call.
  const std::string secret = "feed-secret-for-tests-0123456789abcdef";
  db_->Execute("INSERT INTO calendar_feeds (user_id, secret_hash, created_at) VALUES ('" +
               staff_id_ + "', '" + common::Sha256Hex(secret) + "', '2026-01-01T00:00:00.000Z')");
  auto feed = Get(server->port(), "/calendar/" + secret + ".ics");
  ASSERT_EQ(feed.status, 200);
  auto stamp = [&feed](const std::string& field) {
    const auto at = feed.body.find(field + ";TZID=America/Los_Angeles:");
    EXPECT_NE(at, std::string::npos) << feed.body;
    const std::string text = feed.body.substr(feed.body.find(':', at) + 1, 15);  // YYYYMMDDTHHMMSS
    return std::stoi(text.substr(9, 2)) * 60 + std::stoi(text.substr(11, 2)) +
           std::stoi(text.substr(6, 2)) * 24 * 60;
  };
  EXPECT_EQ(stamp("DTEND") - stamp("DTSTART"), 45) << feed.body;

  // BOOKING_TOKEN_KEY: the worker's link opens on a server started with the same key (another
  // process, a restart), and not on one started with another.
  servers_.clear();
  auto* same = Start("b", settings);
  ASSERT_NE(same, nullptr);
  EXPECT_EQ(Get(same->port(), "/api/booking/manage?t=" + common::PercentEncode(link)).status, 200);
  servers_.clear();
  settings["BOOKING_TOKEN_KEY"] = std::string(40, 'z');
  auto* other = Start("c", settings);
  ASSERT_NE(other, nullptr);
  EXPECT_EQ(Get(other->port(), "/api/booking/manage?t=" + common::PercentEncode(link)).status, 400);
}

// BOOKING_CONTACT_LIMIT, counted in the database: a second booking with the same phone number
// (written another way) or the same e-mail address (another case) within the window is 429 with
// Retry-After, in the worker's language, and stores nothing.
TEST_P(BookingTest, BookingsPerPhoneAndPerEmailAreLimited) {
  auto* server = Start("a", {{"BOOKING_CONTACT_LIMIT", "1/3600"}});
  ASSERT_NE(server, nullptr);
  AddStaff();
  const int port = server->port();
  const auto slots = Slots(port, "es");
  ASSERT_GE(slots.size(), 3u);
  auto first = Post(port, "/api/call-bookings", Booking(slots[0], "Spanish").dump());
  ASSERT_EQ(first.status, 201) << first.body;
  const std::string token = json::parse(first.body)["booking"]["manage"].get<std::string>();
  const std::string words =
      "Ya se reservaron varias llamadas con este número de teléfono o correo electrónico. "
      "Por favor, llámenos y buscaremos una hora con usted.";
  // Its own key ("contact", not the "_body" of the limit per address): the page says to call.
  auto expect_contact_limit = [&](const HttpResult& refused) {
    ASSERT_EQ(refused.status, 429) << refused.body;
    const long wait = std::stol(refused.Header("retry-after"));
    EXPECT_GT(wait, 3500);
    EXPECT_LE(wait, 3600);
    const json errors = json::parse(refused.body)["errors"];
    EXPECT_EQ(errors, json({{"contact", {words}}}));
  };
  json same_phone = Booking(slots[1], "Spanish");
  same_phone["email"] = "otra@example.com";
  same_phone["phone"] = "310.555.0142";
  json same_email = Booking(slots[2], "Spanish");
  same_email["email"] = "Maria@Example.com";
  same_email["phone"] = "(213) 555-0177";
  for (const json& body : {same_phone, same_email}) {
    expect_contact_limit(Post(port, "/api/call-bookings", body.dump()));
  }
  // A move counts too: the call stays where it was.
  expect_contact_limit(Post(port, "/api/booking/manage",
                            json{{"t", token}, {"action", "move"}, {"slot", slots[1]}}.dump()));
  // Without JavaScript: back with its own code, and the page says to call (not "in a minute").
  const FormFields fields = {
      {"language", "es"},        {"callLanguage", "Spanish"}, {"topic", "Salario"},
      {"firstName", "María"},    {"lastName", "López"},       {"email", "otra@example.com"},
      {"phone", "310.555.0142"}, {"termsAccepted", "on"},     {"form_id", "call_booking"},
      {"website", ""},           {"slot", slots[1]}};
  auto form =
      Post(port, "/api/call-bookings", FormEncode(fields), "application/x-www-form-urlencoded");
  EXPECT_EQ(form.status, 303);
  EXPECT_EQ(form.Header("location"), "/es/book?error=contact-limit");
  auto page = Get(port, "/es/book?error=contact-limit");
  ASSERT_EQ(page.status, 200);
  EXPECT_NE(page.body.find("[contactLimit]"), std::string::npos);
  auto move = Post(port, "/api/booking/manage",
                   FormEncode({{"t", token}, {"action", "move"}, {"slot", slots[1]}}),
                   "application/x-www-form-urlencoded");
  EXPECT_EQ(move.status, 303);
  EXPECT_EQ(move.Header("location"), "/es/booking?t=" + token + "&done=contact-limit");
  EXPECT_EQ(Count("SELECT count(*) FROM leads"), 1);
  EXPECT_EQ(Count("SELECT count(*) FROM bookings"), 1);
  // Another worker is not held up.
  json other = Booking(slots[1]);
  other["email"] = "otra@example.com";
  other["phone"] = "(213) 555-0177";
  EXPECT_EQ(Post(port, "/api/call-bookings", other.dump()).status, 201);
}

// BOOKING_SLOTS_RATE_LIMIT, per address in the process (no storage: one engine): the open slots
// are read twice, then 429 with Retry-After in the language asked, and the /book page says to
// wait instead of listing times.
TEST_P(BookingTest, ReadingTheOpenSlotsIsLimitedPerAddress) {
  if (GetParam() != DbEngine::kSqlite) GTEST_SKIP() << "an in-memory limit: one engine";
  auto* server = Start("a", {{"BOOKING_SLOTS_RATE_LIMIT", "2/600"}});
  ASSERT_NE(server, nullptr);
  AddStaff();
  const int port = server->port();
  EXPECT_EQ(Get(port, "/api/booking/slots?language=es").status, 200);
  EXPECT_EQ(Get(port, "/api/booking/slots?language=es").status, 200);
  auto refused = Get(port, "/api/booking/slots?language=es");
  ASSERT_EQ(refused.status, 429) << refused.body;
  const long wait = std::stol(refused.Header("retry-after"));
  EXPECT_GT(wait, 590);
  EXPECT_LE(wait, 600);
  EXPECT_EQ(json::parse(refused.body)["errors"]["_body"][0],
            "Demasiados intentos. Espere unos minutos o llámenos.");
  auto page = Get(port, "/book");
  ASSERT_EQ(page.status, 200);
  EXPECT_NE(page.body.find("[tooMany]"), std::string::npos);
  EXPECT_EQ(page.body.find("type=\"radio\""), std::string::npos);
}

// Several server processes on one PostgreSQL: each slot holds one call. 50 rounds, each a
// slot wanted by two workers at once through two processes: 50 bookings, 50 refusals.
TEST_P(BookingTest, TwoProcessesRacingForOneSlotFiftyTimesBookItOnce) {
  if (GetParam() != DbEngine::kPostgres) GTEST_SKIP() << "several processes share PostgreSQL";
  // One worker's details on every request: no limit per phone number and e-mail address here.
  const std::map<std::string, std::string> unlimited = {{"BOOKING_CONTACT_LIMIT", "off"}};
  auto* a = Start("a", unlimited);
  auto* b = Start("b", unlimited);
  ASSERT_NE(a, nullptr);
  ASSERT_NE(b, nullptr);
  AddStaff();
  const auto slots = Slots(a->port());
  ASSERT_GE(slots.size(), 50u);
  int booked = 0;
  int refused = 0;
  for (int round = 0; round < 50; ++round) {
    HttpResult results[2];
    std::thread first(
        [&] { results[0] = Post(a->port(), "/api/call-bookings", Booking(slots[round]).dump()); });
    std::thread second(
        [&] { results[1] = Post(b->port(), "/api/call-bookings", Booking(slots[round]).dump()); });
    first.join();
    second.join();
    for (const auto& result : results) {
      if (result.status == 201) ++booked;
      if (result.status == 409) ++refused;
    }
  }
  EXPECT_EQ(booked, 50);
  EXPECT_EQ(refused, 50);
  EXPECT_EQ(Count("SELECT count(*) FROM (SELECT starts_at FROM bookings WHERE state = 'booked'"
                  " GROUP BY user_id, starts_at HAVING count(*) > 1) doubles"),
            0);
  EXPECT_EQ(Count("SELECT count(*) FROM bookings"), 50);
}

INSTANTIATE_TEST_SUITE_P(Engines, BookingTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::it
