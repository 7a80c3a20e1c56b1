#include "conversation/pacific_time.hpp"

#include <date/tz.h>

#include "common/california_time.hpp"

namespace firm::conversation {

namespace {

using std::chrono::minutes;
using LocalTime = date::local_time<minutes>;

// How far ahead the office-hour walks look before giving up (a schedule always has a range
// within a week; this only bounds the loop).
constexpr int kMaxDays = 400;

const date::time_zone& Pacific() { return common::CaliforniaZone(); }

constexpr long kMinutesADay = 24 * 60;

// Minutes since 1970-01-01 00:00 California wall-clock time (to_local answers in seconds at
// least, whatever it is given).
long LocalMinutes(Instant at) {
  const auto local = Pacific().to_local(date::floor<minutes>(at));
  return date::floor<minutes>(local.time_since_epoch()).count();
}

long FloorDiv(long value, long divisor) {
  return value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor);
}

date::local_days LocalDay(Instant at) {
  return date::local_days(date::days(FloorDiv(LocalMinutes(at), kMinutesADay)));
}

unsigned MinuteOfDay(Instant at) {
  const long local = LocalMinutes(at);
  return static_cast<unsigned>(local - FloorDiv(local, kMinutesADay) * kMinutesADay);
}

// The instant of a California wall-clock time. A time skipped by the spring change (02:30 on
// its day) is the moment of the change; a time that happens twice in autumn, its first.
Instant At(date::local_days day, unsigned minute_of_day) {
  const LocalTime local = day + minutes(minute_of_day);
  return Pacific().to_sys(local, date::choose::earliest);
}

unsigned Weekday(date::local_days day) { return date::weekday(day).c_encoding(); }

}  // namespace

Instant AddOfficeMinutes(Instant from, minutes wanted, const config::WeeklyHours& hours) {
  if (hours.ranges.empty()) return from + wanted;
  auto remaining = std::chrono::duration_cast<Instant::duration>(wanted);
  date::local_days day = LocalDay(from) - date::days(1);  // a range may end after midnight UTC
  for (int i = 0; i < kMaxDays; ++i, day += date::days(1)) {
    for (const auto& range : hours.ranges) {
      if (range.weekday != Weekday(day)) continue;
      const Instant start = At(day, range.start_minute);
      const Instant end = At(day, range.end_minute);
      if (end <= from) continue;
      const Instant begin = std::max(from, start);
      if (remaining <= end - begin) return begin + remaining;
      remaining -= end - begin;
    }
  }
  return from + wanted;
}

Instant NextOfficeOpening(Instant at, const config::WeeklyHours& hours) {
  return AddOfficeMinutes(at, minutes(0), hours);
}

Instant NextMorning(Instant at, const config::WeeklyHours& hours) {
  const date::local_days tomorrow = LocalDay(at) + date::days(1);
  if (hours.ranges.empty()) return At(tomorrow, 9 * 60);
  return NextOfficeOpening(At(tomorrow, 0), hours);
}

bool InQuietHours(Instant at, const config::DailyWindow& quiet) {
  const unsigned minute = MinuteOfDay(at);
  if (quiet.start_minute > quiet.end_minute) {
    return minute >= quiet.start_minute || minute < quiet.end_minute;
  }
  return minute >= quiet.start_minute && minute < quiet.end_minute;
}

Instant AfterQuietHours(Instant at, const config::DailyWindow& quiet) {
  if (!InQuietHours(at, quiet)) return at;
  date::local_days day = LocalDay(at);
  // In a window that wraps past midnight, the evening part ends tomorrow morning.
  if (quiet.start_minute > quiet.end_minute && MinuteOfDay(at) >= quiet.start_minute) {
    day += date::days(1);
  }
  return At(day, quiet.end_minute);
}

std::optional<Instant> NextTry(long tries, Instant at,
                               const std::vector<config::CadenceStep>& cadence,
                               const config::WeeklyHours& hours) {
  if (tries < 1 || static_cast<std::size_t>(tries) > cadence.size()) return std::nullopt;
  const auto& step = cadence[static_cast<std::size_t>(tries - 1)];
  if (step.next_morning) return NextMorning(at, hours);
  return NextOfficeOpening(at + step.after, hours);
}

}  // namespace firm::conversation
