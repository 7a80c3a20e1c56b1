#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "metrics/metrics.hpp"
#include "outbox/delivery_store.hpp"
#include "storage/database.hpp"

namespace firm::outbox {

// The families read from the database at each scrape:
//   firm_outbox_deliveries{state,channel}      rows pending, sending, failed or dead
//   firm_outbox_oldest_pending_age_seconds     age of the oldest row still waiting
//                                              to go out (pending or sending), 0 if none
//   firm_database_up                           1 if the queries ran, 0 if not
// Every (state, channel) pair of `channels` is present, 0 when it has no rows,
// so rate() and alerts see a series from the first scrape. Without a backlog
// (the database failed) only firm_database_up 0 is given: a stale or made-up
// backlog would be worse than none.
std::vector<prometheus::MetricFamily> BacklogFamilies(const StoreResult<Backlog>& backlog,
                                                      const std::vector<std::string>& channels,
                                                      std::chrono::system_clock::time_point now);

// A scrape hook that reads the backlog from `database`.
metrics::ScrapeHook BacklogScrapeHook(std::shared_ptr<storage::Database> database,
                                      std::vector<std::string> channels);

// "YYYY-MM-DDTHH:MM:SS[.mmm]Z" (storage::IsoTimestamp) -> time point; nullopt otherwise.
std::optional<std::chrono::system_clock::time_point> ParseIsoTimestamp(std::string_view text);

}  // namespace firm::outbox
