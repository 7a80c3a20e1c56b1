// Availability bodies: each fault named at its field, nothing accepted with a fault.
#include "staff/booking_api.hpp"

#include <gtest/gtest.h>

namespace firm::staff {
namespace {

using nlohmann::json;

json Body(json weekly, json days_off = json::array(), json languages = {"en"}) {
  return json{{"weekly", weekly}, {"daysOff", days_off}, {"languages", languages}};
}

TEST(ParseAvailability, TakesSeveralRangesADayAndGivesThemBackSorted) {
  auto parsed = ParseAvailability(Body(
      {{"mon", {{{"start", "13:00"}, {"end", "17:00"}}, {{"start", "09:00"}, {"end", "12:00"}}}},
       {"sat", {{{"start", "10:00"}, {"end", "24:00"}}}}},
      {"2026-12-24", "2026-12-24"}, {"es", "en"}));
  ASSERT_TRUE(parsed);
  const json back = AvailabilityJson(parsed.Value());
  EXPECT_EQ(back["weekly"]["mon"],
            json::parse(R"([{"start":"09:00","end":"12:00"},{"start":"13:00","end":"17:00"}])"));
  EXPECT_EQ(back["weekly"]["sat"], json::parse(R"([{"start":"10:00","end":"24:00"}])"));
  EXPECT_EQ(back["daysOff"], json::parse(R"(["2026-12-24"])"));
  EXPECT_EQ(back["languages"], json::parse(R"(["en","es"])"));
}

TEST(ParseAvailability, NamesEachFaultAtItsField) {
  auto parsed = ParseAvailability(Body(
      {{"mon", {{{"start", "12:00"}, {"end", "09:00"}}, {{"start", "9:00"}, {"end", "10:00"}}}},
       {"tue", {{{"start", "09:00"}, {"end", "12:00"}}, {{"start", "11:00"}, {"end", "13:00"}}}},
       {"wed", {{{"start", "09:03"}, {"end", "10:00"}}}},
       {"funday", json::array()}},
      {"2026-02-30", "soon"}, {"fr"}));
  ASSERT_FALSE(parsed);
  const auto& errors = parsed.Error();
  for (const char* field : {"weekly.mon.0", "weekly.mon.1", "weekly.tue.1", "weekly.wed.0",
                            "weekly.funday", "daysOff.0", "daysOff.1", "languages"}) {
    EXPECT_TRUE(errors.contains(field)) << field;
  }
  EXPECT_EQ(errors.at("weekly.mon.0").front(), "This range ends before it starts.");
  EXPECT_EQ(errors.at("weekly.tue.1").front(), "This range overlaps the one before it.");
}

TEST(ParseAvailability, RefusesAWrongShape) {
  EXPECT_FALSE(ParseAvailability(json::object()));
  EXPECT_FALSE(ParseAvailability(
      json{{"weekly", json::array()}, {"daysOff", json::array()}, {"languages", json::array()}}));
  EXPECT_TRUE(ParseAvailability(Body(json::object())));  // no hours at all is allowed
  EXPECT_FALSE(ParseAvailability(json{{"weekly", json::object()},
                                      {"daysOff", json::array()},
                                      {"languages", json::array()},
                                      {"extra", 1}}));
}

}  // namespace
}  // namespace firm::staff

#include "engine_database.hpp"
#include "leads/lead_recorder.hpp"
#include "random_id.hpp"
#include "sample_lead.hpp"
#include "storage/iso_time.hpp"

namespace firm::staff {
namespace {

using testing_support::DbEngine;

// The report's bookings on both engines: per week by when the call was booked, the share that
// showed up among the calls marked, and the median time from the request to the call.
class BookingReportTest : public testing_support::EngineDatabaseTest<4> {};

TEST_P(BookingReportTest, CountsBookingsShowsAndTheMedianWait) {
  const auto at = [](const char* iso) { return *storage::ParseInstant(iso); };
  const auto now = at("2026-11-02T16:00:00Z");  // Monday 08:00 in California
  booking::BookerContext context;
  booking::Booker booker(database_, context, "a key of at least thirty-two bytes!");
  const std::string ana = testing_support::RandomUuid();
  ASSERT_TRUE(database_->Query(
      "INSERT INTO admin_users (id, username, display_name, password_hash, created_at, role)"
      " VALUES ($1, 'ana', 'Ana', 'x', '2026-03-01T00:00:00.000Z', 'intake')",
      {ana}));
  booking::Availability hours;
  hours.weekly = {{2, 9 * 60, 12 * 60}};  // Tuesdays 09:00-12:00
  hours.languages = {"en"};
  ASSERT_TRUE(booker.Store().SaveAvailability(ana, hours));
  leads::LeadRecorder recorder(database_);
  std::vector<std::string> leads;
  for (int i = 0; i < 3; ++i) {
    auto lead = testing_support::SampleLead("2026-11-02T14:00:00.000Z");  // 2 hours before now
    ASSERT_TRUE(recorder.Record(lead));
    leads.push_back(lead.id);
  }
  // Tuesday 09:00, 09:40 and 10:20 PST: 27 h, 27 h 40 and 28 h 20 after the requests.
  for (int i = 0; i < 3; ++i) {
    auto booked = booker.BookForLead(
        leads[i], "en", at("2026-11-03T17:00:00Z") + std::chrono::minutes(40 * i), now);
    ASSERT_TRUE(booked && booked.Value());
    ASSERT_EQ(booked.Value()->outcome, booking::BookOutcome::kBooked);
  }
  const auto later = at("2026-11-03T19:00:00Z");
  ASSERT_FALSE(booker.MarkOutcome("case_review", leads[0], "done", "ana", later).Value());
  ASSERT_FALSE(booker.MarkOutcome("case_review", leads[1], "no_show", "ana", later).Value());
  BookingApi api(booker, {"case-review"}, [later] { return later; });
  const auto report = api.Report(at("2026-10-26T00:00:00Z"), later, 2);
  ASSERT_EQ(report["weeks"].size(), 2u);
  EXPECT_EQ(report["weeks"][0]["booked"], 0);
  EXPECT_EQ(report["weeks"][1]["weekStart"], "2026-11-02");
  EXPECT_EQ(report["weeks"][1]["booked"], 3);
  EXPECT_EQ(report["weeks"][1]["done"], 1);
  EXPECT_EQ(report["weeks"][1]["noShow"], 1);
  EXPECT_DOUBLE_EQ(report["showRate"].get<double>(), 0.5);
  EXPECT_DOUBLE_EQ(report["medianMinutesToCall"].get<double>(), 27 * 60 + 40);
}

INSTANTIATE_TEST_SUITE_P(Engines, BookingReportTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::staff
