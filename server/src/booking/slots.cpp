#include "booking/slots.hpp"

#include <date/date.h>
#include <date/tz.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <set>

#include "common/california_time.hpp"
#include "common/civil_date.hpp"
#include "intake/validation.hpp"

namespace firm::booking {

namespace {

using std::chrono::minutes;

const date::time_zone& Zone() { return common::CaliforniaZone(); }

std::string DateText(date::local_days day) { return date::format("%F", day); }

// The instant of a wall-clock time, or nullopt for one the spring change skips.
std::optional<Instant> At(date::local_days day, unsigned minute_of_day) {
  const auto local = day + minutes(minute_of_day);
  const auto info = Zone().get_info(local);
  if (info.result == date::local_info::nonexistent) return std::nullopt;
  return Zone().to_sys(local, date::choose::earliest);
}

date::local_days LocalDay(Instant at) {
  return date::floor<date::days>(Zone().to_local(date::floor<std::chrono::seconds>(at)));
}

// Whether `call` keeps its person from a slot [start, end): the buffer before the call, and after
// it the buffer, or the longer time the database holds when the call was booked with a longer
// one (the database refuses a booking inside it, so it is not offered).
bool Blocks(const BookedCall& call, Instant start, Instant end, std::chrono::minutes buffer) {
  const Instant held = std::max(call.end + buffer, call.held_until);
  return call.start < end + buffer && start < held;
}

}  // namespace

std::vector<Slot> OpenSlots(const std::vector<StaffHours>& staff,
                            const std::vector<BookedCall>& booked, const SlotRules& rules,
                            Instant now, std::string_view language) {
  const Instant earliest = now + rules.min_notice;
  const Instant latest = now + date::days(rules.horizon_days);
  const auto step = rules.call + rules.buffer;
  std::map<std::string, long> load;  // calls booked per user in the horizon
  for (const auto& call : booked) {
    if (call.start >= now && call.start < latest) ++load[call.user_id];
  }
  std::map<Instant, std::vector<const StaffHours*>> free;
  const date::local_days first = LocalDay(now);
  for (const auto& person : staff) {
    if (std::find(person.languages.begin(), person.languages.end(), language) ==
        person.languages.end()) {
      continue;
    }
    const std::set<std::string> off(person.days_off.begin(), person.days_off.end());
    for (date::local_days day = first; day <= first + date::days(rules.horizon_days);
         day += date::days(1)) {
      if (off.contains(DateText(day))) continue;
      const unsigned weekday = date::weekday(day).c_encoding();
      for (const auto& range : person.weekly) {
        if (range.weekday != weekday) continue;
        for (unsigned minute = range.start_minute;
             minute + static_cast<unsigned>(rules.call.count()) <= range.end_minute;
             minute += static_cast<unsigned>(step.count())) {
          const auto start = At(day, minute);
          if (!start || *start < earliest || *start >= latest) continue;
          const Instant end = *start + rules.call;
          const bool taken = std::any_of(booked.begin(), booked.end(), [&](const BookedCall& c) {
            return c.user_id == person.user_id && Blocks(c, *start, end, rules.buffer);
          });
          if (!taken) free[*start].push_back(&person);
        }
      }
    }
  }
  std::vector<Slot> slots;
  slots.reserve(free.size());
  for (auto& [start, people] : free) {
    std::sort(people.begin(), people.end(), [&](const StaffHours* a, const StaffHours* b) {
      return std::pair{load[a->user_id], a->username} < std::pair{load[b->user_id], b->username};
    });
    Slot slot{start, {}};
    for (const auto* person : people) {
      if (slot.user_ids.empty() || slot.user_ids.back() != person->user_id) {
        slot.user_ids.push_back(person->user_id);
      }
    }
    slots.push_back(std::move(slot));
  }
  return slots;
}

std::optional<Slot> FindSlot(const std::vector<Slot>& slots, Instant start) {
  auto it = std::lower_bound(slots.begin(), slots.end(), start,
                             [](const Slot& slot, Instant at) { return slot.start < at; });
  if (it == slots.end() || it->start != start) return std::nullopt;
  return *it;
}

LocalStamp Pacific(Instant at) {
  const auto local = Zone().to_local(date::floor<minutes>(at));
  const auto day = date::floor<date::days>(local);
  const auto minute_of_day = date::floor<minutes>(local - day).count();
  char time[16];
  std::snprintf(time, sizeof time, "%02d:%02d", static_cast<int>(minute_of_day / 60),
                static_cast<int>(minute_of_day % 60));
  const date::year_month_day ymd(day);
  return LocalStamp{DateText(day),
                    time,
                    date::weekday(day).c_encoding(),
                    static_cast<unsigned>(ymd.month()),
                    static_cast<unsigned>(ymd.day()),
                    static_cast<unsigned>(minute_of_day / 60)};
}

Instant StartOfPacificDay(Instant at) {
  return Zone().to_sys(date::local_seconds(LocalDay(at)), date::choose::earliest);
}

std::string SlotText(Instant at) {
  return date::format("%FT%TZ", date::floor<std::chrono::seconds>(at));
}

std::optional<Instant> ParseSlotText(std::string_view text) {
  if (!intake::IsSlotTime(text)) return std::nullopt;
  auto day = common::ParseCivilDate(text.substr(0, 10));
  if (!day) return std::nullopt;
  const int hours = (text[11] - '0') * 10 + (text[12] - '0');
  const int mins = (text[14] - '0') * 10 + (text[15] - '0');
  const int seconds = (text[17] - '0') * 10 + (text[18] - '0');
  return std::chrono::sys_days(*day) + std::chrono::hours(hours) + minutes(mins) +
         std::chrono::seconds(seconds);
}

}  // namespace firm::booking
