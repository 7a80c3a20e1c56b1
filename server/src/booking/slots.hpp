#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// Open slots for a call, as pure functions of the staff's hours, the calls already booked, the
// rules from config and a clock (issue 35). Every wall-clock time is California's
// (America/Los_Angeles, Howard Hinnant's date library over the system's tz database, decision
// 0027); instants are UTC. A slot at 09:00 is at 09:00 on the wall on both sides of a
// daylight-saving change; a start that the spring change skips (02:30 on its day) is no slot,
// and one that the autumn change repeats (01:30) is its first occurrence.
namespace firm::booking {

using Instant = std::chrono::system_clock::time_point;

// One range of a weekly schedule, in California minutes from midnight.
struct HoursRange {
  unsigned weekday = 0;  // 0 = Sunday .. 6 = Saturday
  unsigned start_minute = 0;
  unsigned end_minute = 0;  // after start, at most 24:00
};

// What a staff member offers.
struct StaffHours {
  std::string user_id;
  std::string username;
  std::vector<HoursRange> weekly;
  std::vector<std::string> days_off;   // California dates, "YYYY-MM-DD"
  std::vector<std::string> languages;  // "en", "es"
};

struct BookedCall {
  std::string user_id;
  Instant start;
  Instant end;
  // The end of the time the database holds for the call (its end plus the buffer when it was
  // booked, migration 0011); the epoch for calls booked before. The person is busy until the
  // later of this and `end` plus the rules' buffer.
  Instant held_until{};
};

struct SlotRules {
  std::chrono::minutes call{30};
  std::chrono::minutes buffer{10};
  unsigned horizon_days = 14;  // a slot starts before now + this many days
  std::chrono::minutes min_notice{120};
};

// A start with everyone free then who takes calls in the language, the least busy first (fewest
// calls booked in the horizon, then by user name), so calls spread across the team.
struct Slot {
  Instant start;
  std::vector<std::string> user_ids;
};

// Sorted by start, one entry a start.
std::vector<Slot> OpenSlots(const std::vector<StaffHours>& staff,
                            const std::vector<BookedCall>& booked, const SlotRules& rules,
                            Instant now, std::string_view language);

// The slot starting at `start`, if it is open.
std::optional<Slot> FindSlot(const std::vector<Slot>& slots, Instant start);

// A California date and 24-hour time: {"2026-11-30", "09:00"}.
struct LocalStamp {
  std::string date;
  std::string time;
  unsigned weekday = 0;  // 0 = Sunday
  unsigned month = 1;    // 1 = January
  unsigned day = 1;      // of the month
  unsigned hour = 0;     // 0 to 23
};
LocalStamp Pacific(Instant at);

// The instant of a California date's midnight ("YYYY-MM-DD"), for "today" in staff views.
Instant StartOfPacificDay(Instant at);

// UTC with seconds, as the slot API writes it: "2026-11-30T17:00:00Z".
std::string SlotText(Instant at);
// The inverse; nullopt unless exactly that shape (intake::IsSlotTime).
std::optional<Instant> ParseSlotText(std::string_view text);

}  // namespace firm::booking
