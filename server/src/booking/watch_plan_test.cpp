// Issue 52, item 4: every background watch reads only what is due, by index, on both engines.
// Each test runs the real watch (the whole path: what it marks and what it queues) over 20,000
// leads and their texts, calls and deliveries written by SQL (testing_support::LoadPlanLeads
// and LoadWatchRows), checks what it did, then asks for the plan of every statement it ran: no
// statement reads the whole of leads, conversation_messages, bookings, deliveries or
// lead_contacts. Here in booking/ because this module sees conversation/ and outbox/ too.
#include <gtest/gtest.h>

#include <cstdlib>
#include <iostream>

#include "booking/booker.hpp"
#include "config/env_values.hpp"
#include "conversation/conversation.hpp"
#include "engine_database.hpp"
#include "outbox/delivery_store.hpp"
#include "outbox/escalation.hpp"
#include "query_plan.hpp"
#include "storage/iso_time.hpp"
#include "watch_rows.hpp"

namespace firm::booking {
namespace {

using testing_support::DbEngine;
using testing_support::ScansWholeTable;
using testing_support::UsesIndex;

constexpr int kPlanLeads = 20000;
const Instant kNow = *storage::ParseInstant(testing_support::kWatchNow);

class WatchPlanTest : public testing_support::EngineDatabaseTest<> {
 protected:
  void SetUp() override {
    EngineDatabaseTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    testing_support::LoadPlanLeads(*db_, kPlanLeads);
    testing_support::LoadWatchRows(*db_);
    recording_ = std::make_shared<testing_support::RecordingDatabase>(database_);
  }
  void TearDown() override {
    recording_.reset();
    EngineDatabaseTest::TearDown();
  }

  long Count(const std::string& sql) { return std::stol(db_->Query(sql).at(0).at(0)); }

  // The plans of the statements run since the last call; none reads a whole watched table, and
  // (when named) the first one reads `index` (or `or_index`).
  void ExpectOnlyDueRead(const std::string& index = "", const std::string& or_index = "") {
    const auto ran = recording_->ran;
    recording_->ran.clear();
    ASSERT_FALSE(ran.empty());
    for (std::size_t i = 0; i < ran.size(); ++i) {
      const std::string plan =
          testing_support::QueryPlan(*database_, GetParam(), ran[i].sql, ran[i].params);
      // FIRM_PRINT_PLANS=1: every statement with its plan, to read them.
      if (std::getenv("FIRM_PRINT_PLANS")) std::cout << ran[i].sql << "\n" << plan;
      EXPECT_EQ(plan.find("error:"), std::string::npos) << ran[i].sql << "\n" << plan;
      for (const char* table :
           {"leads", "conversation_messages", "bookings", "deliveries", "lead_contacts"}) {
        EXPECT_FALSE(ScansWholeTable(plan, GetParam(), table)) << ran[i].sql << "\n" << plan;
      }
      if (i == 0 && !index.empty()) {
        EXPECT_TRUE(UsesIndex(plan, index) || (!or_index.empty() && UsesIndex(plan, or_index)))
            << ran[i].sql << "\n"
            << plan;
      }
    }
  }

  std::unique_ptr<conversation::Conversation> Talk() {
    config::ConversationSettings settings;
    std::vector<std::string> errors;
    config::ParseConversation({}, &settings, &errors);
    return std::make_unique<conversation::Conversation>(
        recording_,
        conversation::ConversationContext{settings,
                                          {"Test Workers Law", "(310) 555-0199", ""},
                                          "https://firm.example",
                                          {"sms", "reply_escalation_email", "follow_up_email"},
                                          {}},
        nullptr, nullptr);
  }

  std::shared_ptr<testing_support::RecordingDatabase> recording_;
};

// The first-contact watch's whole path (its read is also in leads/lead_plan_test.cpp): the leads
// never contacted, not yet escalated, from before the cutoff, and their escalations queued.
TEST_P(WatchPlanTest, LeadsPastTheFirstContactTimeAreReadByTheirPartialIndex) {
  auto escalated =
      outbox::EscalateOverdue(*recording_, {"escalation_email"}, kNow, std::chrono::minutes(15));
  ASSERT_TRUE(escalated) << escalated.Error().message;
  // One lead in ten never contacted, of the ~18,000 before now.
  const long due = escalated.Value();
  EXPECT_GT(due, 1700);
  EXPECT_LT(due, 1900);
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'escalation_email'"), due);
  // PostgreSQL may as well read leads_waiting (the leads never contacted, also partial): both
  // hold only leads waiting for a first contact (seen under ThreadSanitizer's slower run).
  ExpectOnlyDueRead("leads_first_contact_due",
                    GetParam() == DbEngine::kPostgres ? "leads_waiting" : "");
  EXPECT_EQ(
      outbox::EscalateOverdue(*recording_, {"escalation_email"}, kNow, std::chrono::minutes(15))
          .Value(),
      0);
}

TEST_P(WatchPlanTest, RepliesPastTheReplyTimeAreReadByTheirPartialIndex) {
  auto escalated = Talk()->EscalateDueReplies(kNow);
  ASSERT_TRUE(escalated) << escalated.Error().message;
  // The unanswered, unescalated texts of leads before now: one lead in 500 (of the first ~18k).
  const long due = escalated.Value();
  EXPECT_GT(due, 20);
  EXPECT_LT(due, 40);
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'reply_escalation_email'"), due);
  ExpectOnlyDueRead("conversation_messages_reply_due");
  // Done once: the next round finds nothing.
  EXPECT_EQ(Talk()->EscalateDueReplies(kNow).Value(), 0);
}

TEST_P(WatchPlanTest, FollowUpTriesThatCameDueAreReadByTheirPartialIndex) {
  auto reminded = Talk()->RemindDueTries(kNow);
  ASSERT_TRUE(reminded) << reminded.Error().message;
  const long due = reminded.Value();
  EXPECT_GT(due, 10);
  EXPECT_LT(due, 20);
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'follow_up_email'"), due);
  ExpectOnlyDueRead("leads_try_due");
  EXPECT_EQ(Talk()->RemindDueTries(kNow).Value(), 0);
}

TEST_P(WatchPlanTest, MissedCallsAreReadByTheirPartialIndex) {
  BookerContext context;
  context.channels = {"escalation_email"};
  Booker booker(recording_, context, "a key of at least thirty-two bytes!");
  auto escalated = booker.EscalateMissedCalls(kNow);
  ASSERT_TRUE(escalated) << escalated.Error().message;
  // Booked calls never looked at, started before now: one lead in 800 (no contact logged).
  const long due = escalated.Value();
  EXPECT_GT(due, 15);
  EXPECT_LT(due, 25);
  EXPECT_EQ(Count("SELECT count(*) FROM deliveries WHERE channel = 'escalation_email'"), due);
  ExpectOnlyDueRead("bookings_missed_due");
  EXPECT_EQ(booker.EscalateMissedCalls(kNow).Value(), 0);
}

TEST_P(WatchPlanTest, TheOutboxClaimsTheSoonestDueDeliveryByItsPartialIndex) {
  outbox::DeliveryStore store(recording_);
  const std::string now(testing_support::kWatchNow);
  // SQLite walks the waiting deliveries in next_attempt_at order and stops at the first; the
  // PostgreSQL planner may instead take the due 'pending' range and the 'sending' rows of
  // deliveries_due and sort them: both read only what waits.
  const std::string or_index = GetParam() == DbEngine::kPostgres ? "deliveries_due" : "";
  // The soonest due webhook: the 'sending' one of lead 1 whose lease ran out, then lead 1000's.
  auto first = store.ClaimNext("here/w0", {"webhook", "email"}, now, "2026-01-01T00:05:00.000Z");
  ASSERT_TRUE(first) << first.Error().message;
  ASSERT_TRUE(first.Value());
  EXPECT_EQ(first.Value()->delivery.lead_id, "00000000-0000-4000-8000-000000000001");
  EXPECT_TRUE(first.Value()->lease_expired);
  ExpectOnlyDueRead("deliveries_waiting", or_index);
  auto second = store.ClaimNext("here/w0", {"webhook", "email"}, now, "2026-01-01T00:05:00.000Z");
  ASSERT_TRUE(second && second.Value());
  EXPECT_EQ(second.Value()->delivery.lead_id, "00000000-0000-4000-8000-000000001000");
  EXPECT_FALSE(second.Value()->lease_expired);
  ExpectOnlyDueRead("deliveries_waiting", or_index);
  // A channel this process does not send is left for one that does.
  auto none = store.ClaimNext("here/w0", {"sms"}, now, "2026-01-01T00:05:00.000Z");
  ASSERT_TRUE(none);
  EXPECT_FALSE(none.Value());
  ExpectOnlyDueRead("deliveries_waiting", or_index);

  // The backlog the metrics read: counts by state of what waits, and the oldest waiting.
  auto backlog = store.ReadBacklog();
  ASSERT_TRUE(backlog) << backlog.Error().message;
  ASSERT_TRUE(backlog.Value().oldest_waiting_created_at);
  ExpectOnlyDueRead();
}

INSTANTIATE_TEST_SUITE_P(Engines, WatchPlanTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::booking
