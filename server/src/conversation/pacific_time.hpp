#pragma once

#include <chrono>
#include <optional>
#include <vector>

#include "config/env_config.hpp"

// The conversation's clocks in California time (America/Los_Angeles, from the system's tz
// database through Howard Hinnant's date library, decision 0027): office hours for the reply
// clock, quiet hours for automatic texts, and the follow-up cadence. Instants are UTC; each
// local time is converted with the rule in force that day, so a wait across a daylight-saving
// change is as long as the clock on the wall says.
namespace firm::conversation {

using Instant = std::chrono::system_clock::time_point;

// `minutes` of office hours after `from`: time outside the office hours does not count. With
// no office hours configured every minute counts.
Instant AddOfficeMinutes(Instant from, std::chrono::minutes minutes,
                         const config::WeeklyHours& hours);

// `at` itself inside office hours, else the next opening.
Instant NextOfficeOpening(Instant at, const config::WeeklyHours& hours);

// The first opening on a later California day than `at`'s (09:00 the next day without
// office hours).
Instant NextMorning(Instant at, const config::WeeklyHours& hours);

bool InQuietHours(Instant at, const config::DailyWindow& quiet);
// `at` outside the quiet hours, else the moment they end.
Instant AfterQuietHours(Instant at, const config::DailyWindow& quiet);

// When the next try is due after `tries` tries that did not reach the worker, the last at
// `at`: the cadence step `tries` (1-based) from `at`, moved into office hours; nullopt when the
// cadence is over.
std::optional<Instant> NextTry(long tries, Instant at,
                               const std::vector<config::CadenceStep>& cadence,
                               const config::WeeklyHours& hours);

}  // namespace firm::conversation
