#include "conversation/pacific_time.hpp"

#include <gtest/gtest.h>

#include "config/env_values.hpp"
#include "conversation/message_store.hpp"
#include "storage/database.hpp"
#include "storage/iso_time.hpp"

namespace firm::conversation {
namespace {

Instant At(const char* iso) {
  auto parsed = storage::ParseInstant(iso);
  EXPECT_TRUE(parsed) << iso;
  return parsed.value_or(Instant{});
}

std::string Iso(Instant instant) { return storage::IsoTimestamp(instant); }

const config::DailyWindow kQuiet{21 * 60, 8 * 60};

config::WeeklyHours Office(const char* text) {
  auto hours = config::ParseWeeklyHours(text);
  EXPECT_TRUE(hours) << text;
  return hours.value_or(config::WeeklyHours{});
}

TEST(QuietHoursTest, TheEdgesInPacificTime) {
  // 2026-06-10 is in daylight time (UTC-7).
  EXPECT_FALSE(InQuietHours(At("2026-06-10T20:59:00-07:00"), kQuiet));
  EXPECT_TRUE(InQuietHours(At("2026-06-10T21:00:00-07:00"), kQuiet));
  EXPECT_TRUE(InQuietHours(At("2026-06-11T07:59:00-07:00"), kQuiet));
  EXPECT_FALSE(InQuietHours(At("2026-06-11T08:00:00-07:00"), kQuiet));
  // A message due in the quiet hours waits for 08:00, the same morning or the next.
  EXPECT_EQ(Iso(AfterQuietHours(At("2026-06-10T21:00:00-07:00"), kQuiet)),
            "2026-06-11T15:00:00.000Z");
  EXPECT_EQ(Iso(AfterQuietHours(At("2026-06-11T07:59:00-07:00"), kQuiet)),
            "2026-06-11T15:00:00.000Z");
  EXPECT_EQ(Iso(AfterQuietHours(At("2026-06-10T20:59:00-07:00"), kQuiet)),
            "2026-06-11T03:59:00.000Z");
  // A window inside one day.
  const config::DailyWindow lunch{12 * 60, 13 * 60};
  EXPECT_TRUE(InQuietHours(At("2026-06-10T12:30:00-07:00"), lunch));
  EXPECT_FALSE(InQuietHours(At("2026-06-10T13:00:00-07:00"), lunch));
}

TEST(QuietHoursTest, AcrossTheDaylightSavingChanges) {
  // Autumn, 2026-11-01: 02:00 PDT becomes 01:00 PST. The night's 08:00 is PST (UTC-8).
  EXPECT_EQ(Iso(AfterQuietHours(At("2026-10-31T22:00:00-07:00"), kQuiet)),
            "2026-11-01T16:00:00.000Z");
  // 01:30 happens twice that night; both are quiet and both wait for the same 08:00 PST.
  EXPECT_EQ(Iso(AfterQuietHours(At("2026-11-01T01:30:00-07:00"), kQuiet)),
            "2026-11-01T16:00:00.000Z");
  EXPECT_EQ(Iso(AfterQuietHours(At("2026-11-01T01:30:00-08:00"), kQuiet)),
            "2026-11-01T16:00:00.000Z");
  EXPECT_FALSE(InQuietHours(At("2026-11-01T08:00:00-08:00"), kQuiet));
  EXPECT_TRUE(InQuietHours(At("2026-11-01T07:59:00-08:00"), kQuiet));
  // Spring, 2027-03-14: 02:00 PST becomes 03:00 PDT. The morning's 08:00 is PDT (UTC-7).
  EXPECT_EQ(Iso(AfterQuietHours(At("2027-03-13T23:00:00-08:00"), kQuiet)),
            "2027-03-14T15:00:00.000Z");
  EXPECT_TRUE(InQuietHours(At("2027-03-14T07:59:00-07:00"), kQuiet));
  EXPECT_FALSE(InQuietHours(At("2027-03-14T08:00:00-07:00"), kQuiet));
  EXPECT_FALSE(InQuietHours(At("2027-03-13T20:59:00-08:00"), kQuiet));
  EXPECT_TRUE(InQuietHours(At("2027-03-14T21:00:00-07:00"), kQuiet));
}

// Issue 50: the runbook said no automatic text goes out in the quiet hours, but the answers to
// what the worker just did go at once. Only the firm's own texts wait: the follow-up after a
// missed call and the booking's confirmation and reminders.
TEST(QuietHoursTest, OnlyTheFirmsOwnTextsWaitAnswersToTheWorkerGoAtOnce) {
  for (std::string_view kind : {"follow_up", "booking"}) {
    EXPECT_TRUE(WaitsOutQuietHours(kind)) << kind;
  }
  for (std::string_view kind : {"acknowledgement", "auto_answer", "keyword_answer", "reply"}) {
    EXPECT_FALSE(WaitsOutQuietHours(kind)) << kind;
  }
}

TEST(OfficeHoursTest, OnlyOfficeMinutesCount) {
  const auto office = Office("Mon-Fri 08:00-18:00");
  // Wednesday 10:00 + 15 minutes.
  EXPECT_EQ(
      Iso(AddOfficeMinutes(At("2026-06-10T10:00:00-07:00"), std::chrono::minutes(15), office)),
      "2026-06-10T17:15:00.000Z");
  // Wednesday 17:50: ten minutes today, five on Thursday morning.
  EXPECT_EQ(
      Iso(AddOfficeMinutes(At("2026-06-10T17:50:00-07:00"), std::chrono::minutes(15), office)),
      "2026-06-11T15:05:00.000Z");
  // Saturday night: Monday 08:15.
  EXPECT_EQ(
      Iso(AddOfficeMinutes(At("2026-06-13T23:00:00-07:00"), std::chrono::minutes(15), office)),
      "2026-06-15T15:15:00.000Z");
  // Friday 2026-10-30 17:50 PDT, over the weekend of the autumn change: Monday 08:05 PST.
  EXPECT_EQ(
      Iso(AddOfficeMinutes(At("2026-10-30T17:50:00-07:00"), std::chrono::minutes(15), office)),
      "2026-11-02T16:05:00.000Z");
  // Friday 2027-03-12 17:50 PST, over the spring change: Monday 08:05 PDT.
  EXPECT_EQ(
      Iso(AddOfficeMinutes(At("2027-03-12T17:50:00-08:00"), std::chrono::minutes(15), office)),
      "2027-03-15T15:05:00.000Z");
  // Two ranges a day, and none configured (every minute counts).
  const auto split = Office("Mon-Fri 08:00-12:00, Mon-Fri 13:00-17:00");
  EXPECT_EQ(Iso(AddOfficeMinutes(At("2026-06-10T11:50:00-07:00"), std::chrono::minutes(15), split)),
            "2026-06-10T20:05:00.000Z");
  EXPECT_EQ(Iso(AddOfficeMinutes(At("2026-06-13T23:00:00-07:00"), std::chrono::minutes(15), {})),
            "2026-06-14T06:15:00.000Z");
}

TEST(CadenceTest, EachTryFromTheLastAndInsideOfficeHours) {
  const auto office = Office("Mon-Fri 08:00-18:00");
  auto cadence = config::ParseCadence("15m,2h,next-morning,3d,7d");
  ASSERT_TRUE(cadence);
  const Instant wednesday = At("2026-06-10T10:00:00-07:00");
  auto next = [&](long tries, Instant at) {
    auto due = NextTry(tries, at, *cadence, office);
    return due ? Iso(*due) : std::string("none");
  };
  EXPECT_EQ(next(1, wednesday), "2026-06-10T17:15:00.000Z");
  EXPECT_EQ(next(2, wednesday), "2026-06-10T19:00:00.000Z");
  EXPECT_EQ(next(3, wednesday), "2026-06-11T15:00:00.000Z");  // Thursday 08:00
  // Three days from Wednesday is Saturday: Monday's opening.
  EXPECT_EQ(next(4, wednesday), "2026-06-15T15:00:00.000Z");
  EXPECT_EQ(next(5, wednesday), "2026-06-17T17:00:00.000Z");
  EXPECT_EQ(next(6, wednesday), "none");  // six tries in all
  EXPECT_EQ(next(0, wednesday), "none");
  // 17:50 + 15 minutes is after closing: the next morning.
  EXPECT_EQ(next(1, At("2026-06-10T17:50:00-07:00")), "2026-06-11T15:00:00.000Z");
  // Friday evening before the autumn change: next morning is Monday 08:00 PST.
  EXPECT_EQ(next(3, At("2026-10-30T19:00:00-07:00")), "2026-11-02T16:00:00.000Z");
}

}  // namespace
}  // namespace firm::conversation
