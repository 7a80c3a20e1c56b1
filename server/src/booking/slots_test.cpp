// Open slots as pure functions of fixed clocks, across both daylight-saving changes of the
// 2026-27 winter (2026-11-01 and 2027-03-14), with days off, minimum notice, the buffer around
// booked calls and the call language.
#include "booking/slots.hpp"

#include <gtest/gtest.h>

#include "storage/iso_time.hpp"

namespace firm::booking {
namespace {

using namespace std::chrono_literals;

Instant At(const std::string& iso) { return *storage::ParseInstant(iso); }

std::vector<std::string> Starts(const std::vector<Slot>& slots) {
  std::vector<std::string> out;
  for (const auto& slot : slots) out.push_back(SlotText(slot.start));
  return out;
}

StaffHours Person(std::string id, std::vector<HoursRange> weekly,
                  std::vector<std::string> languages = {"en", "es"}) {
  return StaffHours{id, id, std::move(weekly), {}, std::move(languages)};
}

constexpr unsigned kSun = 0;
constexpr unsigned kMon = 1;

TEST(OpenSlots, NineOClockIsNineOnTheWallOnBothSidesOfTheAutumnChange) {
  // Sundays 09:00-10:00: one 30-minute slot a Sunday (09:40 + 30 would end after 10:00).
  const auto staff = {Person("ana", {{kSun, 9 * 60, 10 * 60}})};
  const auto slots =
      OpenSlots(staff, {}, SlotRules{30min, 10min, 14, 120min}, At("2026-10-24T12:00:00Z"), "en");
  // 2026-10-25 is in PDT (UTC-7), 2026-11-01 (the change) in PST (UTC-8); 11-08 is past 14 days.
  EXPECT_EQ(Starts(slots),
            (std::vector<std::string>{"2026-10-25T16:00:00Z", "2026-11-01T17:00:00Z"}));
  EXPECT_EQ(Pacific(slots[1].start).time, "09:00");
  EXPECT_EQ(Pacific(slots[1].start).date, "2026-11-01");
}

TEST(OpenSlots, TheRepeatedHourOfTheAutumnChangeIsItsFirstOccurrence) {
  const auto staff = {Person("ana", {{kSun, 60, 150}})};  // 01:00-02:30 on the wall
  const auto slots =
      OpenSlots(staff, {}, SlotRules{30min, 0min, 2, 0min}, At("2026-11-01T06:00:00Z"), "en");
  // 01:00 and 01:30 happen twice that night: the first time (PDT) is taken. 02:00 is PST.
  EXPECT_EQ(Starts(slots), (std::vector<std::string>{"2026-11-01T08:00:00Z", "2026-11-01T08:30:00Z",
                                                     "2026-11-01T10:00:00Z"}));
}

TEST(OpenSlots, TheSkippedHourOfTheSpringChangeHasNoSlots) {
  const auto staff = {Person("ana", {{kSun, 60, 4 * 60}, {kMon, 9 * 60, 9 * 60 + 30}})};
  const auto slots =
      OpenSlots(staff, {}, SlotRules{30min, 0min, 2, 0min}, At("2027-03-14T08:00:00Z"), "es");
  // 02:00 and 02:30 do not exist on 2027-03-14; 03:00 is PDT. Monday 09:00 is PDT too.
  EXPECT_EQ(Starts(slots), (std::vector<std::string>{"2027-03-14T09:00:00Z", "2027-03-14T09:30:00Z",
                                                     "2027-03-14T10:00:00Z", "2027-03-14T10:30:00Z",
                                                     "2027-03-15T16:00:00Z"}));
}

TEST(OpenSlots, DaysOffMinimumNoticeAndHorizonLeaveTheRightDays) {
  auto ana = Person("ana", {{kMon, 9 * 60, 10 * 60 + 30}, {2, 9 * 60, 10 * 60 + 30}});
  ana.days_off = {"2026-11-03"};  // Tuesday
  // Monday 2026-11-02 08:00 PST: the 09:00 slot is within 90 minutes, so too soon.
  const auto slots =
      OpenSlots({ana}, {}, SlotRules{30min, 10min, 8, 90min}, At("2026-11-02T16:00:00Z"), "en");
  EXPECT_EQ(Starts(slots), (std::vector<std::string>{"2026-11-02T17:40:00Z", "2026-11-09T17:00:00Z",
                                                     "2026-11-09T17:40:00Z"}));
}

TEST(OpenSlots, ABookedCallBlocksItsSlotAndTheBufferAroundIt) {
  const auto staff = {Person("ana", {{kMon, 9 * 60, 11 * 60}})};
  // Slots 09:00, 09:40, 10:20 (call 30 + buffer 10). A call booked 09:40-10:10 blocks 09:40;
  // one at 10:45 (booked before the hours changed) blocks 10:20, which would end at 10:50.
  const std::vector<BookedCall> booked = {
      {"ana", At("2026-11-02T17:40:00Z"), At("2026-11-02T18:10:00Z")},
      {"ana", At("2026-11-02T18:45:00Z"), At("2026-11-02T19:15:00Z")}};
  const auto slots =
      OpenSlots(staff, booked, SlotRules{30min, 10min, 1, 0min}, At("2026-11-02T08:00:00Z"), "en");
  EXPECT_EQ(Starts(slots), (std::vector<std::string>{"2026-11-02T17:00:00Z"}));
}

TEST(OpenSlots, ACallBookedWithALongerBufferHoldsThePersonAsLongAsTheDatabaseDoes) {
  // Monday 09:00-09:30 and 09:30-10:30: slots 09:00, 09:30 and 10:10 (buffer now 10). A call at
  // 08:00-08:30 booked when the buffer was 60 holds Ana until 09:30 (held_until), so 09:00 is
  // not offered (the database would refuse it); 09:30 is. Without held_until, 09:00 is open.
  const auto staff = {
      Person("ana", {{kMon, 9 * 60, 9 * 60 + 30}, {kMon, 9 * 60 + 30, 10 * 60 + 40}})};
  const SlotRules rules{30min, 10min, 1, 0min};
  const Instant now = At("2026-11-02T08:00:00Z");
  std::vector<BookedCall> booked = {
      {"ana", At("2026-11-02T16:00:00Z"), At("2026-11-02T16:30:00Z"), At("2026-11-02T17:30:00Z")}};
  EXPECT_EQ(Starts(OpenSlots(staff, booked, rules, now, "en")),
            (std::vector<std::string>{"2026-11-02T17:30:00Z", "2026-11-02T18:10:00Z"}));
  booked[0].held_until = Instant{};
  EXPECT_EQ(Starts(OpenSlots(staff, booked, rules, now, "en")),
            (std::vector<std::string>{"2026-11-02T17:00:00Z", "2026-11-02T17:30:00Z",
                                      "2026-11-02T18:10:00Z"}));
}

TEST(OpenSlots, OnlyStaffWhoTakeCallsInTheLanguageAndTheLeastBusyFirst) {
  const auto staff = {Person("ana", {{kMon, 9 * 60, 10 * 60}}, {"en"}),
                      Person("ben", {{kMon, 9 * 60, 10 * 60}}, {"en", "es"}),
                      Person("cruz", {{kMon, 9 * 60, 10 * 60}}, {"es"})};
  // cruz already has a call this week (on Tuesday): ben comes first at Monday 09:00.
  const std::vector<BookedCall> booked = {
      {"cruz", At("2026-11-03T17:00:00Z"), At("2026-11-03T17:30:00Z")}};
  const auto spanish =
      OpenSlots(staff, booked, SlotRules{30min, 10min, 3, 0min}, At("2026-11-02T08:00:00Z"), "es");
  ASSERT_EQ(spanish.size(), 1u);
  EXPECT_EQ(spanish[0].user_ids, (std::vector<std::string>{"ben", "cruz"}));
  const auto english =
      OpenSlots(staff, booked, SlotRules{30min, 10min, 3, 0min}, At("2026-11-02T08:00:00Z"), "en");
  ASSERT_EQ(english.size(), 1u);
  EXPECT_EQ(english[0].user_ids, (std::vector<std::string>{"ana", "ben"}));
  EXPECT_TRUE(OpenSlots(staff, {}, SlotRules{}, At("2026-11-02T08:00:00Z"), "fr").empty());
}

TEST(SlotText, RoundTripsAndRefusesOtherShapes) {
  const Instant at = At("2026-11-30T17:00:00Z");
  EXPECT_EQ(SlotText(at), "2026-11-30T17:00:00Z");
  EXPECT_EQ(ParseSlotText("2026-11-30T17:00:00Z"), at);
  for (const char* bad : {"2026-11-30T17:00:00", "2026-11-30 17:00:00Z", "2026-02-30T17:00:00Z",
                          "2026-11-30T24:00:00Z", "2026-11-30T17:00:00.000Z", ""}) {
    EXPECT_FALSE(ParseSlotText(bad)) << bad;
  }
}

TEST(StartOfPacificDay, IsLocalMidnightAcrossTheChanges) {
  EXPECT_EQ(SlotText(StartOfPacificDay(At("2026-11-01T20:00:00Z"))), "2026-11-01T07:00:00Z");
  EXPECT_EQ(SlotText(StartOfPacificDay(At("2026-11-02T20:00:00Z"))), "2026-11-02T08:00:00Z");
  EXPECT_EQ(SlotText(StartOfPacificDay(At("2027-03-14T20:00:00Z"))), "2027-03-14T08:00:00Z");
  EXPECT_EQ(SlotText(StartOfPacificDay(At("2027-03-15T06:30:00Z"))), "2027-03-14T08:00:00Z");
}

}  // namespace
}  // namespace firm::booking
