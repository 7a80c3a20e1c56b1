#pragma once

#include <chrono>
#include <string>

#include "storage/database.hpp"
#include "storage/store_support.hpp"

// "Flagged first" kept beside the lead (issue 52, migration 0020): lead_flags holds each lead's
// earliest filing deadline on or after the kept day (lead_flag_day), kept by triggers as
// deadlines come and go. A list asked for the kept day reads the window's flagged leads as one
// index range; the sweep below moves the day once California's day changes.
namespace firm::leads {

// The day lead_flags counts from (YYYY-MM-DD).
storage::StoreResult<std::string> FlagDay(storage::Database& database);
// Moves the kept day to `day` (YYYY-MM-DD) and recounts the leads that changes: going forward,
// those whose earliest deadline passed (one day's deadlines a day); going back (a clock set
// back, a test), those with a deadline between. Returns how many were recounted.
storage::StoreResult<long> SetFlagDay(storage::Database& database, const std::string& day);
// The watch's task: the kept day becomes California's day at `now`, if it is not yet.
storage::StoreResult<long> AdvanceFlagDay(storage::Database& database,
                                          std::chrono::system_clock::time_point now);

}  // namespace firm::leads
