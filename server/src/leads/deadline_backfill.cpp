#include "leads/deadline_backfill.hpp"

#include <iostream>

#include "leads/lead_deadline_store.hpp"

namespace firm::leads {

DeadlineBackfill::DeadlineBackfill(std::shared_ptr<storage::Database> database,
                                   const DeadlineRules& rules)
    : database_(std::move(database)), rules_(rules) {}

DeadlineBackfill::~DeadlineBackfill() { Stop(); }

void DeadlineBackfill::Start() {
  thread_ = std::jthread([this](const std::stop_token& stop) {
    auto filled =
        FillMissingDeadlines(*database_, rules_, kBatch, [&stop] { return stop.stop_requested(); });
    // Counts and storage errors only: no lead's data.
    if (!filled) {
      std::cerr << "intake: filling in earlier leads' filing deadlines failed ("
                << filled.Error().message << "); the next start tries again\n";
    } else if (filled.Value() > 0) {
      std::cerr << "intake: gave " << filled.Value() << " earlier lead(s) their filing deadlines"
                << (stop.stop_requested() ? " before stopping; the next start goes on\n" : "\n");
    }
  });
}

void DeadlineBackfill::Stop() {
  if (!thread_.joinable()) return;
  thread_.request_stop();
  thread_.join();
}

}  // namespace firm::leads
