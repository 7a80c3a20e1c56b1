// The outbox's table, written by the outbox alone (issue 53): a staff member's retry.
#include "outbox/delivery_store.hpp"

#include <gtest/gtest.h>

#include "engine_database.hpp"
#include "leads/lead_recorder.hpp"
#include "leads/lead_store.hpp"
#include "sample_lead.hpp"
#include "storage/audit_log.hpp"

namespace firm::outbox {
namespace {

using testing_support::DbEngine;

constexpr const char* kNow = "2026-03-10T12:00:00.000Z";

class DeliveryStoreTest : public testing_support::EngineDatabaseTest<> {};

TEST_P(DeliveryStoreTest, OnlyAFailedOrDeadDeliveryIsRetriedAndAudited) {
  leads::LeadRecorder recorder(database_);
  const leads::NewLead lead = testing_support::SampleLead(kNow);
  ASSERT_TRUE(recorder.Record(lead));
  const std::string dead = testing_support::RandomUuid();
  db_->Execute(
      "INSERT INTO deliveries (id, lead_id, channel, state, attempt_count, next_attempt_at,"
      " last_error, created_at, updated_at) VALUES ('" +
      dead + "', '" + lead.id + "', 'webhook', 'dead', 3, '" + kNow + "', 'HTTP 500', '" + kNow +
      "', '" + kNow + "')");
  db_->Execute(
      "INSERT INTO delivery_attempts (delivery_id, attempted_at, outcome, http_status, error)"
      " VALUES ('" +
      dead + "', '" + kNow + "', 'failed', 500, 'HTTP 500')");

  DeliveryStore store(database_);
  EXPECT_EQ(store.Retry(dead, "ana", kNow).Value(), RetryOutcome::kRetried);
  auto retried = leads::LeadStore(database_).GetDelivery(dead).Value();
  ASSERT_TRUE(retried);
  EXPECT_EQ(retried->state, "pending");
  EXPECT_EQ(retried->attempt_count, 0);
  ASSERT_EQ(retried->attempts.size(), 1u);
  EXPECT_EQ(retried->attempts[0].http_status, 500);
  EXPECT_EQ(store.Retry(dead, "ana", kNow).Value(), RetryOutcome::kNotFailed);
  EXPECT_EQ(store.Retry(testing_support::RandomUuid(), "ana", kNow).Value(),
            RetryOutcome::kNoSuchDelivery);

  auto entries = storage::AuditLog(database_).Entries({}).Value().entries;
  ASSERT_EQ(entries.size(), 1u);
  EXPECT_EQ(entries[0].action, "delivery.retried");
  EXPECT_EQ(entries[0].subject, dead);
  EXPECT_EQ(entries[0].detail, "channel=webhook lead=" + lead.id);
}

INSTANTIATE_TEST_SUITE_P(Engines, DeliveryStoreTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::outbox
