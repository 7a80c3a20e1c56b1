// The scrape-time outbox families: built from a backlog value (pure), and the
// backlog read from real databases (SQLite file; PostgreSQL when
// TEST_DATABASE_URL is set).
#include "outbox/backlog_metrics.hpp"

#include <gtest/gtest.h>
#include <prometheus/text_serializer.h>

#include "engine_database.hpp"
#include "leads/lead_id.hpp"
#include "leads/lead_recorder.hpp"
#include "prometheus_text.hpp"
#include "sample_lead.hpp"
#include "test_databases.hpp"

namespace firm::outbox {
namespace {

using namespace std::chrono;
using testing_support::DbEngine;
using testing_support::ParseExposition;

testing_support::Exposition Render(const std::vector<prometheus::MetricFamily>& families) {
  return ParseExposition(prometheus::TextSerializer().Serialize(families));
}

system_clock::time_point At(std::string_view iso) { return *ParseIsoTimestamp(iso); }

TEST(ParseIsoTimestampTest, ReadsWhatIsoTimestampWrites) {
  system_clock::time_point t{milliseconds(1'773'146'096'789)};
  EXPECT_EQ(ParseIsoTimestamp(storage::IsoTimestamp(t)), t);
  EXPECT_EQ(ParseIsoTimestamp("2026-03-10T12:34:56Z"), t - milliseconds(789));
  EXPECT_EQ(ParseIsoTimestamp("2026-03-10T12:34:56.7Z"), t - milliseconds(89));
  EXPECT_EQ(ParseIsoTimestamp("2026-03-10T12:34:56.789123Z"), t);
  for (auto bad : {"", "2026-03-10", "2026-03-10 12:34:56+00", "2026-03-10T12:34:56.7x9Z",
                   "2026-03-10T12:34:56", "garbage-garbage-garbageZ"}) {
    EXPECT_FALSE(ParseIsoTimestamp(bad)) << bad;
  }
}

TEST(BacklogFamiliesTest, CountsByStateAndChannelWithZerosForConfiguredChannels) {
  Backlog backlog;
  backlog.counts = {{"pending", "webhook", 3}, {"dead", "webhook", 1}, {"failed", "email", 2}};
  backlog.oldest_waiting_created_at = "2026-03-10T12:00:00.000Z";
  auto text = Render(BacklogFamilies(StoreResult<Backlog>::Ok(backlog), {"webhook"},
                                     At("2026-03-10T12:11:30.500Z")));
  ASSERT_TRUE(text.bad_lines.empty()) << text.bad_lines.front();
  EXPECT_EQ(text.types["firm_outbox_deliveries"], "gauge");
  EXPECT_EQ(text.One("firm_outbox_deliveries", {{"state", "pending"}, {"channel", "webhook"}}), 3);
  EXPECT_EQ(text.One("firm_outbox_deliveries", {{"state", "dead"}, {"channel", "webhook"}}), 1);
  EXPECT_EQ(text.One("firm_outbox_deliveries", {{"state", "sending"}, {"channel", "webhook"}}), 0);
  EXPECT_EQ(text.One("firm_outbox_deliveries", {{"state", "failed"}, {"channel", "webhook"}}), 0);
  // A channel no longer configured still shows what it left behind.
  EXPECT_EQ(text.One("firm_outbox_deliveries", {{"state", "failed"}, {"channel", "email"}}), 2);
  EXPECT_EQ(text.Sum("firm_outbox_deliveries"), 6);
  EXPECT_EQ(text.One("firm_outbox_oldest_pending_age_seconds"), 690.5);
  EXPECT_EQ(text.One("firm_database_up"), 1);
}

TEST(BacklogFamiliesTest, NothingWaitingIsAgeZero) {
  auto text = Render(BacklogFamilies(StoreResult<Backlog>::Ok(Backlog{}), {"webhook", "email"},
                                     system_clock::now()));
  EXPECT_EQ(text.One("firm_outbox_oldest_pending_age_seconds"), 0);
  EXPECT_EQ(text.Sum("firm_outbox_deliveries"), 0);
  EXPECT_EQ(text.samples.size(), 8u + 1 + 1);
}

TEST(BacklogFamiliesTest, ADatabaseFailureSaysSoAndInventsNoBacklog) {
  auto text = Render(BacklogFamilies(StoreResult<Backlog>::Err({"disk I/O error"}), {"webhook"},
                                     system_clock::now()));
  EXPECT_EQ(text.One("firm_database_up"), 0);
  EXPECT_EQ(text.samples.size(), 1u);
}

class BacklogStoreTest : public testing_support::EngineDatabaseTest<> {
 protected:
  // A lead queued for both channels at `created_at`.
  std::string AddLead(const std::string& created_at) {
    leads::NewLead lead = testing_support::SampleLead(created_at);
    leads::LeadRecorder recorder(database_);
    recorder.AddStep(leads::ArrivalStep{
        "deliveries",
        [](storage::Transaction& tx, const leads::NewLead& row) {
          return DeliveryStore::Queue(tx, row.id, {"webhook", "email"}, row.created_at);
        },
        {}});
    auto stored = recorder.Record(lead);
    EXPECT_TRUE(stored) << stored.Error().message;
    return lead.id;
  }
};

TEST_P(BacklogStoreTest, ReadsCountsAndTheOldestWaitingRow) {
  DeliveryStore store(database_);
  auto empty = store.ReadBacklog();
  ASSERT_TRUE(empty) << empty.Error().message;
  EXPECT_TRUE(empty.Value().counts.empty());
  EXPECT_FALSE(empty.Value().oldest_waiting_created_at);

  const std::string delivered = AddLead("2026-03-10T08:00:00.000Z");
  const std::string sending = AddLead("2026-03-10T09:00:00.250Z");
  AddLead("2026-03-10T10:00:00.000Z");
  db_->Execute("UPDATE deliveries SET state = 'delivered' WHERE lead_id = '" + delivered + "'");
  db_->Execute("UPDATE deliveries SET state = 'sending' WHERE channel = 'webhook' AND lead_id = '" +
               sending + "'");
  db_->Execute("UPDATE deliveries SET state = 'dead' WHERE channel = 'email' AND lead_id = '" +
               sending + "'");

  auto backlog = store.ReadBacklog();
  ASSERT_TRUE(backlog) << backlog.Error().message;
  std::map<std::pair<std::string, std::string>, long> counts;
  for (const auto& row : backlog.Value().counts) counts[{row.state, row.channel}] = row.count;
  EXPECT_EQ(counts,
            (std::map<std::pair<std::string, std::string>, long>{{{"dead", "email"}, 1},
                                                                 {{"pending", "email"}, 1},
                                                                 {{"pending", "webhook"}, 1},
                                                                 {{"sending", "webhook"}, 1}}));
  // The delivered lead is older but no longer waits.
  EXPECT_EQ(backlog.Value().oldest_waiting_created_at, "2026-03-10T09:00:00.250Z");

  auto text = Render(BacklogScrapeHook(database_, {"webhook", "email"})());
  EXPECT_EQ(text.One("firm_database_up"), 1);
  EXPECT_EQ(text.One("firm_outbox_deliveries", {{"state", "dead"}, {"channel", "email"}}), 1);
  EXPECT_GT(*text.One("firm_outbox_oldest_pending_age_seconds"), 3600);
}

INSTANTIATE_TEST_SUITE_P(Engines, BacklogStoreTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::outbox
