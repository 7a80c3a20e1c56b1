// Issue 52: the staff lists and the watches read an index range, never the whole leads table,
// on both engines (query plans of the statements the store really runs, over a few thousand
// rows written by SQL and ANALYZEd), and keyset pages stay right while leads arrive.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <set>

#include "engine_database.hpp"
#include "leads/lead_conversation.hpp"
#include "leads/lead_messages.hpp"
#include "leads/lead_store.hpp"
#include "query_plan.hpp"
#include "random_id.hpp"

namespace firm::leads {
namespace {

using testing_support::DbEngine;
using testing_support::QueryPlan;
using testing_support::ScansWholeTable;
using testing_support::UsesIndex;

constexpr int kPlanLeads = 20000;
// The window that flags the loaded leads whose deadline falls in it (LoadPlanLeads: a deadline
// 300 days after the lead, for leads from June 2021 on): with the open date-needed marks, about
// 40 leads of 20,000.
const DeadlineFlag kFlag{"2024-01-01", "2024-01-15"};

class LeadPlanTest : public testing_support::EngineDatabaseTest<> {
 protected:
  void SetUp() override {
    EngineDatabaseTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    recording_ = std::make_shared<testing_support::RecordingDatabase>(database_);
    store_ = std::make_unique<LeadStore>(recording_);
  }
  void TearDown() override {
    store_.reset();
    recording_.reset();
    EngineDatabaseTest::TearDown();
  }

  // The plans of the statements run since the last call, each with its SQL for the message.
  std::vector<std::pair<std::string, std::string>> Plans() {
    std::vector<std::pair<std::string, std::string>> plans;
    for (const auto& ran : recording_->ran) {
      plans.emplace_back(ran.sql, QueryPlan(*database_, GetParam(), ran.sql, ran.params));
      // FIRM_PRINT_PLANS=1: every statement with its plan, to read them.
      if (std::getenv("FIRM_PRINT_PLANS")) std::cout << ran.sql << "\n" << plans.back().second;
    }
    recording_->ran.clear();
    return plans;
  }

  // Every statement run since the last call reads an index range (`index_too`: not even a whole
  // index, for statements that are not a page cut by LIMIT in index order).
  void ExpectNoFullScan(bool index_too) {
    auto plans = Plans();
    EXPECT_FALSE(plans.empty());
    for (const auto& [sql, plan] : plans) {
      EXPECT_FALSE(ScansWholeTable(plan, GetParam(), "leads", index_too)) << sql << "\n" << plan;
    }
  }

  std::shared_ptr<testing_support::RecordingDatabase> recording_;
  std::unique_ptr<LeadStore> store_;
};

TEST_P(LeadPlanTest, InboxFlaggedFirstReadsTheFlaggedThenAnIndexRange) {
  testing_support::LoadPlanLeads(*db_, kPlanLeads);
  auto page = store_->ListLeads(LeadFilter{}, kMaxPageSize, kFlag);
  ASSERT_TRUE(page) << page.Error().message;
  ASSERT_EQ(page.Value().size(), static_cast<std::size_t>(kMaxPageSize));
  EXPECT_TRUE(page.Value().front().flag_due);  // flagged leads come first
  EXPECT_FALSE(page.Value().back().flag_due);
  auto plans = Plans();
  ASSERT_EQ(plans.size(), 2u);  // the flagged leads, then the others (a page not filled by them)
  EXPECT_FALSE(ScansWholeTable(plans[0].second, GetParam(), "leads", true)) << plans[0].second;
  EXPECT_FALSE(ScansWholeTable(plans[0].second, GetParam(), "lead_deadlines", true))
      << plans[0].second;
  EXPECT_FALSE(ScansWholeTable(plans[1].second, GetParam())) << plans[1].second;

  // The next page, by keyset after the last lead (no OFFSET: an index range).
  LeadFilter next;
  next.after = NextCursor(next, page.Value(), kMaxPageSize);
  ASSERT_TRUE(next.after);
  ASSERT_TRUE(store_->ListLeads(next, 50, kFlag));
  ExpectNoFullScan(false);
}

TEST_P(LeadPlanTest, FiltersWaitingAndRepliesReadAnIndexRange) {
  testing_support::LoadPlanLeads(*db_, kPlanLeads);
  LeadFilter by_status_language;
  by_status_language.status = "new";
  by_status_language.language = "es";
  LeadFilter waiting;
  waiting.contact = "none";
  LeadFilter replies;
  replies.needs_reply = true;
  for (const auto& filter : {by_status_language, waiting, replies, LeadFilter{}}) {
    ASSERT_TRUE(store_->ListLeads(filter, 50, kFlag));
    ExpectNoFullScan(false);
  }
  auto counted = store_->CountLeads(by_status_language);
  ASSERT_TRUE(counted);
  ExpectNoFullScan(true);
}

TEST_P(LeadPlanTest, CountsStopAtTheCap) {
  testing_support::LoadPlanLeads(*db_, kPlanLeads);
  auto capped = store_->CountLeads(LeadFilter{}, 100);
  ASSERT_TRUE(capped) << capped.Error().message;
  EXPECT_EQ(capped.Value().count, 100);
  EXPECT_TRUE(capped.Value().more);
  LeadFilter waiting;
  waiting.contact = "none";
  auto exact = store_->CountLeads(waiting, 5000);
  ASSERT_TRUE(exact);
  EXPECT_EQ(exact.Value().count, kPlanLeads / 10);
  EXPECT_FALSE(exact.Value().more);
}

TEST_P(LeadPlanTest, RelationsOfAPageAreIndexLookups) {
  testing_support::LoadPlanLeads(*db_, kPlanLeads);
  auto page = store_->ListLeads(LeadFilter{}, 50);
  ASSERT_TRUE(page);
  recording_->ran.clear();
  auto relations = store_->Relations(page.Value());
  ASSERT_TRUE(relations) << relations.Error().message;
  // About three leads an employer: each lead of the page has two or three namesakes.
  EXPECT_GE(relations.Value()[page.Value().front().id].employer_matches.size(), 2u);
  ExpectNoFullScan(true);
}

TEST_P(LeadPlanTest, WatchesReadOnlyWhatIsDue) {
  testing_support::LoadPlanLeads(*db_, kPlanLeads);
  auto first_contact = recording_->Transact([](storage::Transaction& tx) {
    auto marked = MarkOverdueEscalated(tx, "2026-01-01T00:00:00.000Z", "2025-12-31T00:00:00.000Z");
    if (!marked) return storage::UnitResult::Err(marked.Error());
    return storage::UnitResult::Ok({});
  });
  ASSERT_TRUE(first_contact) << first_contact.Error().message;
  auto plans = Plans();
  ASSERT_EQ(plans.size(), 1u);
  EXPECT_TRUE(UsesIndex(plans[0].second, "leads_first_contact_due")) << plans[0].second;

  auto follow_ups = recording_->Transact([](storage::Transaction& tx) {
    auto due = MarkDueTriesReminded(tx, "2026-01-01T00:00:00.000Z");
    if (!due) return storage::UnitResult::Err(due.Error());
    return storage::UnitResult::Ok({});
  });
  ASSERT_TRUE(follow_ups) << follow_ups.Error().message;
  plans = Plans();
  ASSERT_EQ(plans.size(), 1u);
  EXPECT_TRUE(UsesIndex(plans[0].second, "leads_try_due")) << plans[0].second;
}

// Keyset pages across inserts: every lead that was there is shown once, in the list's order,
// while newer leads arrive (they wait for the first page) and older ones are written.
TEST_P(LeadPlanTest, KeysetPagesStayRightWhileLeadsArrive) {
  testing_support::LoadPlanLeads(*db_, 150);
  const DeadlineFlag flag{"2022-03-20", "2022-04-30"};
  auto all = store_->ListLeads(LeadFilter{}, 1000, flag);
  ASSERT_TRUE(all);
  std::vector<std::string> expected;
  for (const auto& lead : all.Value()) expected.push_back(lead.id);
  ASSERT_EQ(expected.size(), 150u);
  ASSERT_TRUE(all.Value().front().flag_due);

  auto insert = [&](const std::string& created_at) {
    const std::string id = testing_support::RandomUuid();
    db_->Execute(
        "INSERT INTO leads (id, form_type, submission_id, created_at, first_name, last_name,"
        " email, phone, answers) VALUES ('" +
        id + "', 'case_review', '" + testing_support::RandomUuid() + "', '" + created_at +
        "', 'New', 'Lead', 'new@example.com', '+14155550199', '{}')");
    return id;
  };
  std::vector<std::string> seen;
  std::vector<std::string> older;  // in the order written: each older than the one before
  std::set<std::string> newer;
  LeadFilter filter;
  for (int pages = 0; pages < 100; ++pages) {
    auto page = store_->ListLeads(filter, 7, flag);
    ASSERT_TRUE(page) << page.Error().message;
    for (const auto& lead : page.Value()) seen.push_back(lead.id);
    filter.after = NextCursor(filter, page.Value(), 7);
    if (!filter.after) break;
    newer.insert(insert("2030-01-01T00:00:00.000Z"));
    // Each older than every lead before it: after the cursor, wherever it is.
    older.push_back(insert(std::to_string(1999 - pages) + "-01-01T00:00:00.000Z"));
  }
  std::vector<std::string> original;
  std::vector<std::string> late;
  std::set<std::string> once;
  for (const auto& id : seen) {
    EXPECT_TRUE(once.insert(id).second) << id << " shown twice";
    if (std::find(older.begin(), older.end(), id) != older.end()) {
      late.push_back(id);
    } else if (!newer.contains(id)) {
      original.push_back(id);
    }
  }
  EXPECT_EQ(original, expected);
  // The older leads written meanwhile sort after the cursor: each shown once, oldest last. (A
  // newer lead shows only if it arrived before the list passed from the flagged leads to the
  // others, at the top of those: in its place.)
  EXPECT_EQ(late, older);
}

// Leads within one millisecond (PostgreSQL keeps microseconds; rows written by SQL use them) are
// each shown once: the cursor keeps the stored precision.
TEST_P(LeadPlanTest, KeysetPagesKeepLeadsOfOneMillisecondApart) {
  std::set<std::string> written;
  for (int i = 1; i <= 5; ++i) {
    const std::string id = testing_support::RandomUuid();
    written.insert(id);
    db_->Execute(
        "INSERT INTO leads (id, form_type, submission_id, created_at, first_name, last_name,"
        " email, phone, answers) VALUES ('" +
        id + "', 'case_review', '" + testing_support::RandomUuid() + "', '2023-01-01T00:00:00.000" +
        // PostgreSQL: 100 to 500 microseconds into one millisecond; SQLite: one instant.
        (GetParam() == DbEngine::kPostgres ? std::to_string(i) + "00Z" : std::string("Z")) +
        "', 'Same', 'Moment', 'same@example.com', '+14155550198', '{}')");
  }
  std::set<std::string> seen;
  LeadFilter filter;
  for (int pages = 0; pages < 10; ++pages) {
    auto page = store_->ListLeads(filter, 2, kFlag);
    ASSERT_TRUE(page) << page.Error().message;
    for (const auto& lead : page.Value()) EXPECT_TRUE(seen.insert(lead.id).second) << lead.id;
    filter.after = NextCursor(filter, page.Value(), 2);
    if (!filter.after) break;
    ASSERT_TRUE(DecodeCursor(EncodeCursor(*filter.after))) << EncodeCursor(*filter.after);
  }
  EXPECT_EQ(seen, written);
}

// The "date-needed" mark kept on the lead follows rows written by plain SQL (the triggers).
TEST_P(LeadPlanTest, DateNeededMarkIsKeptOnTheLeadByTriggers) {
  testing_support::LoadPlanLeads(*db_, 10);
  const std::string lead = "00000000-0000-4000-8000-000000000003";
  auto mark = [&] {
    return db_->Query("SELECT date_needed_on FROM leads WHERE id = '" + lead + "'").at(0).at(0);
  };
  EXPECT_EQ(mark(), "");
  db_->Execute("INSERT INTO lead_deadlines (lead_id, rule_id, due_on) VALUES ('" + lead +
               "', 'date-needed', '2021-06-01')");
  EXPECT_EQ(mark(), "2021-06-01");
  db_->Execute("UPDATE lead_deadlines SET due_on = '2021-06-02' WHERE lead_id = '" + lead + "'");
  EXPECT_EQ(mark(), "2021-06-02");
  db_->Execute("DELETE FROM lead_deadlines WHERE lead_id = '" + lead + "'");
  EXPECT_EQ(mark(), "");
}

INSTANTIATE_TEST_SUITE_P(Engines, LeadPlanTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::leads
