#include "outbox/backlog_metrics.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <ctime>
#include <map>
#include <utility>

namespace firm::outbox {

namespace {

constexpr std::array<std::string_view, 4> kBacklogStates = {"pending", "sending", "failed", "dead"};

}  // namespace

std::optional<std::chrono::system_clock::time_point> ParseIsoTimestamp(std::string_view text) {
  if (text.size() < 20 || text.size() > 32 || text.back() != 'Z') return std::nullopt;
  std::string copy(text);
  std::tm tm{};
  int millis = 0;
  int consumed = 0;
  if (std::sscanf(copy.c_str(), "%4d-%2d-%2dT%2d:%2d:%2d%n", &tm.tm_year, &tm.tm_mon, &tm.tm_mday,
                  &tm.tm_hour, &tm.tm_min, &tm.tm_sec, &consumed) != 6 ||
      consumed != 19) {
    return std::nullopt;
  }
  std::string_view rest = std::string_view(copy).substr(19);
  if (rest.starts_with('.')) {
    int digits = 0;
    for (char c : rest.substr(1, rest.size() - 2)) {
      if (c < '0' || c > '9') return std::nullopt;
      if (digits++ < 3) millis = millis * 10 + (c - '0');
    }
    for (; digits < 3; ++digits) millis *= 10;
  } else if (rest != "Z") {
    return std::nullopt;
  }
  tm.tm_year -= 1900;
  tm.tm_mon -= 1;
  const std::time_t seconds = timegm(&tm);
  if (seconds == static_cast<std::time_t>(-1)) return std::nullopt;
  return std::chrono::system_clock::from_time_t(seconds) + std::chrono::milliseconds(millis);
}

std::vector<prometheus::MetricFamily> BacklogFamilies(const StoreResult<Backlog>& backlog,
                                                      const std::vector<std::string>& channels,
                                                      std::chrono::system_clock::time_point now) {
  auto up = metrics::GaugeFamily("firm_database_up",
                                 "1 if the scrape's database queries succeeded, 0 if they failed.");
  metrics::AddGauge(up, {}, backlog ? 1 : 0);
  if (!backlog) return {std::move(up)};

  // Ordered, so the output is stable between scrapes.
  std::map<std::pair<std::string, std::string>, double> counts;
  for (const auto& channel : channels) {
    for (auto state : kBacklogStates) counts[{std::string(state), channel}] = 0;
  }
  for (const auto& row : backlog.Value().counts) {
    counts[{row.state, row.channel}] += static_cast<double>(row.count);
  }
  auto deliveries = metrics::GaugeFamily(
      "firm_outbox_deliveries",
      "Deliveries not delivered, by state (pending, sending, failed, dead) and channel, read "
      "from the database at scrape time.");
  for (const auto& [key, count] : counts) {
    metrics::AddGauge(deliveries, {{"channel", key.second}, {"state", key.first}}, count);
  }

  auto oldest = metrics::GaugeFamily(
      "firm_outbox_oldest_pending_age_seconds",
      "Seconds since the oldest delivery still waiting to go out (pending or sending) was "
      "queued; 0 when none waits.");
  double age = 0;
  if (const auto& created = backlog.Value().oldest_waiting_created_at) {
    if (auto when = ParseIsoTimestamp(*created)) {
      age = std::max(0.0, std::chrono::duration<double>(now - *when).count());
    }
  }
  metrics::AddGauge(oldest, {}, age);
  return {std::move(deliveries), std::move(oldest), std::move(up)};
}

metrics::ScrapeHook BacklogScrapeHook(std::shared_ptr<storage::Database> database,
                                      std::vector<std::string> channels) {
  return [store = std::make_shared<DeliveryStore>(std::move(database)),
          channels = std::move(channels)]() {
    return BacklogFamilies(store->ReadBacklog(), channels, std::chrono::system_clock::now());
  };
}

}  // namespace firm::outbox
