// Issue 52: the staff lists and the watches read an index range, never the whole leads table,
// on both engines (query plans of the statements the store really runs, over a few thousand
// rows written by SQL and ANALYZEd), and keyset pages stay right while leads arrive.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "engine_database.hpp"
#include "leads/lead_conversation.hpp"
#include "leads/lead_messages.hpp"
#include "leads/lead_store.hpp"
#include "query_plan.hpp"
#include "random_id.hpp"
#include "storage/iso_time.hpp"

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
  // The kept day (lead_flags' day: not this test's, so the deadlines serve), the open marks and
  // the deadlines in the window, each in the flagged order; then the others (a page not filled
  // by them). lead_flags_test.cpp checks the kept day's plans.
  ASSERT_EQ(plans.size(), 4u);
  EXPECT_NE(plans[0].first.find("lead_flag_day"), std::string::npos) << plans[0].first;
  for (std::size_t i = 1; i < 3; ++i) {
    EXPECT_FALSE(ScansWholeTable(plans[i].second, GetParam(), "leads", true)) << plans[i].second;
    EXPECT_FALSE(ScansWholeTable(plans[i].second, GetParam(), "lead_deadlines", true))
        << plans[i].second;
  }
  EXPECT_FALSE(ScansWholeTable(plans[3].second, GetParam())) << plans[3].second;

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

// A filter matching fewer than kCountCap leads (LeadFilter::narrow, set by the API from its count)
// finds its flagged leads from its own leads; the page is the same as by walking the window.
TEST_P(LeadPlanTest, NarrowFiltersFindTheirFlaggedFromTheirLeads) {
  testing_support::LoadPlanLeads(*db_, kPlanLeads);
  LeadFilter filter;
  filter.status = "new";
  filter.language = "en";  // LoadPlanLeads: every "new" lead is "en"
  filter.to = "2024-03-01T00:00:00.000Z";
  auto walked = store_->ListLeads(filter, 50, kFlag);
  ASSERT_TRUE(walked) << walked.Error().message;
  filter.narrow = true;
  recording_->ran.clear();
  auto narrow = store_->ListLeads(filter, 50, kFlag);
  ASSERT_TRUE(narrow) << narrow.Error().message;
  ASSERT_FALSE(narrow.Value().empty());
  ASSERT_TRUE(narrow.Value().front().flag_due);
  ASSERT_EQ(narrow.Value().size(), walked.Value().size());
  for (std::size_t i = 0; i < narrow.Value().size(); ++i) {
    EXPECT_EQ(narrow.Value()[i].id, walked.Value()[i].id) << i;
  }
  for (const auto& [sql, plan] : Plans()) {
    EXPECT_FALSE(ScansWholeTable(plan, GetParam(), "leads", true)) << sql << plan;
    EXPECT_FALSE(ScansWholeTable(plan, GetParam(), "lead_deadlines", true)) << sql << plan;
    if (GetParam() == DbEngine::kSqlite) {
      EXPECT_EQ(plan.find("lead_deadlines_on"), std::string::npos) << sql << plan;
    }
  }

  // "Assigned to me" for a user with no leads: an index range of the assignee, not a walk of the
  // whole table in the list's order looking for theirs.
  LeadFilter mine;
  mine.assignee = "nobody";
  mine.narrow = true;
  auto none = store_->ListLeads(mine, 50, kFlag);
  ASSERT_TRUE(none) << none.Error().message;
  EXPECT_TRUE(none.Value().empty());
  ExpectNoFullScan(true);
}

// A big employer (500 leads here, thousands in ten years) costs a page no more than a small one:
// each lead lists the newest kRelatedShown others, and the count stops at kEmployerMatchCap.
TEST_P(LeadPlanTest, RelationsOfABigEmployerAreBounded) {
  testing_support::LoadPlanLeads(*db_, kPlanLeads);
  db_->Execute(
      "UPDATE leads SET employer = 'BigCo', employer_key = 'bigco' WHERE id IN"
      " (SELECT id FROM leads ORDER BY created_at DESC, id DESC LIMIT 500)");
  auto page = store_->ListLeads(LeadFilter{}, 50);
  ASSERT_TRUE(page);
  const auto& leads = page.Value();
  ASSERT_EQ(leads.size(), 50u);
  recording_->ran.clear();
  auto relations = store_->Relations(leads);
  ASSERT_TRUE(relations) << relations.Error().message;
  for (const auto& lead : leads) {
    const auto& found = relations.Value()[lead.id];
    ASSERT_EQ(found.employer_matches.size(), kRelatedShown) << lead.id;
    EXPECT_EQ(found.employer_match_count.count, kEmployerMatchCap);
    EXPECT_TRUE(found.employer_match_count.more);
    // Newest first, never the lead itself.
    for (std::size_t i = 0; i < found.employer_matches.size(); ++i) {
      EXPECT_NE(found.employer_matches[i].id, lead.id);
      if (i == 0) continue;
      EXPECT_GE(found.employer_matches[i - 1].created_at, found.employer_matches[i].created_at);
    }
  }
  // The newest lead's matches are the next 20 of the page.
  for (std::size_t i = 0; i < kRelatedShown; ++i) {
    EXPECT_EQ(relations.Value()[leads[0].id].employer_matches[i].id, leads[i + 1].id);
  }
  ExpectNoFullScan(true);

  // A small employer is counted exactly.
  db_->Execute("UPDATE leads SET employer_key = 'smallco' WHERE id IN ('" + leads[0].id + "', '" +
               leads[1].id + "', '" + leads[2].id + "')");
  auto again = store_->ListLeads(LeadFilter{}, 1);
  ASSERT_TRUE(again);
  auto small = store_->Relations(again.Value());
  ASSERT_TRUE(small);
  const auto& found = small.Value()[leads[0].id];
  EXPECT_EQ(found.employer_matches.size(), 2u);
  EXPECT_EQ(found.employer_match_count.count, 2);
  EXPECT_FALSE(found.employer_match_count.more);
}

// The report reads its weeks through the covering index leads_report, and the times the engine
// hands back as milliseconds are the stored ones exactly (five minutes to the first contact for
// nine leads in ten of LoadPlanLeads).
TEST_P(LeadPlanTest, TheReportReadsItsIndexAndExactTimes) {
  testing_support::LoadPlanLeads(*db_, kPlanLeads);
  const std::string since = "2026-01-01T00:00:00.000Z";
  recording_->ran.clear();
  auto leads = store_->ReportLeads(since);
  ASSERT_TRUE(leads) << leads.Error().message;
  const auto stored = db_->Query(
      "SELECT count(*), count(first_contact_at) FROM leads WHERE created_at >= '" + since + "'");
  ASSERT_EQ(leads.Value().size(), std::stoul(stored.at(0).at(0)));
  ASSERT_FALSE(leads.Value().empty());
  long contacted = 0;
  for (const auto& lead : leads.Value()) {
    EXPECT_GE(lead.created, *storage::ParseInstant(since));
    if (!lead.first_contact) continue;
    ++contacted;
    EXPECT_EQ(*lead.first_contact - lead.created, std::chrono::minutes(5));
  }
  EXPECT_EQ(contacted, std::stol(stored.at(0).at(1)));
  // The newest lead's time, to the millisecond.
  const auto newest = db_->Query(
      std::string("SELECT ") +
      (GetParam() == DbEngine::kPostgres
           ? "to_char(max(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')"
           : "max(created_at)") +
      " FROM leads");
  TimePoint latest{};
  for (const auto& lead : leads.Value()) latest = std::max(latest, lead.created);
  EXPECT_EQ(latest, *storage::ParseInstant(newest.at(0).at(0)));
  auto plans = Plans();
  ASSERT_EQ(plans.size(), 1u);
  EXPECT_TRUE(UsesIndex(plans[0].second, "leads_report")) << plans[0].second;
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

// Searches and their counts go through the engines' text indexes (migration 0016: SQLite's FTS5
// trigram table, PostgreSQL's trigram GIN indexes): never a walk of leads or of its indexes, which
// a rare name would make a walk of the whole table. Each finds what LIKE '%...%' found.
TEST_P(LeadPlanTest, SearchesReadTheTextIndexes) {
  testing_support::LoadPlanLeads(*db_, kPlanLeads);
  db_->Execute(
      "INSERT INTO leads (id, form_type, submission_id, created_at, first_name, last_name, email,"
      " phone, answers, reference) VALUES ('" +
      testing_support::RandomUuid() + "', 'case_review', '" + testing_support::RandomUuid() +
      "', '2024-01-01T00:00:00.000Z', 'Li', 'Wu', 'li.wu@example.net', '+16265550188', '{}',"
      " 'GC-7K3M-Q9TD')");
  const bool postgres = GetParam() == DbEngine::kPostgres;
  // What the LIKE '%...%' scan of before migration 0016 found (names, "first last", e-mail, and
  // 3 or more phone digits), to compare with.
  auto scanned = [&](const std::string& q) {
    const std::string like = postgres ? " ILIKE '" : " LIKE '";
    const std::string pattern = ContainsPattern(q) + "' ESCAPE '\\'";
    std::string digits;
    for (char c : q) {
      if (c >= '0' && c <= '9') digits += c;
    }
    std::string sql = "SELECT count(*) FROM leads WHERE first_name" + like + pattern +
                      " OR last_name" + like + pattern + " OR (first_name || ' ' || last_name)" +
                      like + pattern + " OR email" + like + pattern;
    if (digits.size() >= 3) sql += " OR phone LIKE '%" + digits + "%'";
    return std::stol(db_->Query(sql).at(0).at(0));
  };
  const std::vector<std::pair<std::string, long>> searches = {
      // First names Name1234 and Name12340-Name12349, any case, and Name11234 by its phone.
      {"name1234", 12},
      {"Name1234 Family237", 1},    // "first last"
      {"PERSON77@", 1},             // e-mail
      {"person77@example.com", 1},  // a whole address: its index asked for "person77" only
      {"(415) 001-2345", 1},        // phone digits in any shape
      {"gc 7k3m q9td", 1},          // a reference, by its own index
      {"wu", 1},                    // 2 characters: the start of a name word
  };
  for (const auto& [q, expected] : searches) {
    LeadFilter filter;
    filter.q = q;
    if (!q.starts_with("gc") && q != "wu") {
      EXPECT_EQ(scanned(q), expected) << q;
    }
    recording_->ran.clear();
    auto counted = store_->CountLeads(filter);
    ASSERT_TRUE(counted) << counted.Error().message;
    EXPECT_EQ(counted.Value().count + (counted.Value().more ? 1 : 0), expected) << q;
    for (const auto& [sql, plan] : Plans()) {
      EXPECT_FALSE(ScansWholeTable(plan, GetParam(), "leads", true)) << q << "\n" << sql << plan;
      EXPECT_TRUE(postgres
                      ? UsesIndex(plan, q.starts_with("gc") ? "leads_reference" : "leads_name_trgm")
                      : plan.find("leads_search VIRTUAL TABLE") != std::string::npos)
          << q << "\n"
          << plan;
    }
    auto page = store_->ListLeads(filter, 50, kFlag);
    ASSERT_TRUE(page) << page.Error().message;
    EXPECT_EQ(static_cast<long>(page.Value().size()), expected) << q;
    auto plans = Plans();
    EXPECT_FALSE(plans.empty());
    for (const auto& [sql, plan] : plans) {
      EXPECT_FALSE(ScansWholeTable(plan, GetParam(), "leads", true)) << q << "\n" << sql << plan;
      // The flagged among the matches are found from the matches, not by walking every
      // deadline in the window (which read them all when the matches had none).
      if (!postgres) {
        EXPECT_EQ(plan.find("lead_deadlines_on"), std::string::npos) << q << "\n" << sql << plan;
      }
    }
  }
}

// A search matching many leads (here "person1": person1, person10-19, ... person10000-19999, 11,111
// e-mails) walks the list's own order and checks each lead against the matches, instead of
// reading and sorting every match; a search alone is counted in the text index. Same results.
TEST_P(LeadPlanTest, SearchesMatchingManyLeadsWalkTheListOrder) {
  testing_support::LoadPlanLeads(*db_, kPlanLeads);
  const bool postgres = GetParam() == DbEngine::kPostgres;
  const std::string like = postgres ? " ILIKE " : " LIKE ";
  const std::string matching = " FROM leads WHERE email" + like + "'%person1%'";
  LeadFilter filter;
  filter.q = "person1";
  recording_->ran.clear();
  auto counted = store_->CountLeads(filter);
  ASSERT_TRUE(counted) << counted.Error().message;
  EXPECT_EQ(std::stol(db_->Query("SELECT count(*)" + matching).at(0).at(0)), 11111);
  EXPECT_EQ(counted.Value().count, kSearchCountCap);  // a search is counted to 1,000
  EXPECT_TRUE(counted.Value().more);
  // SQLite: the text index alone, not joined to the leads. (PostgreSQL, seeing that more than half
  // of these rows match, rightly reads the table until the cap instead: that stops early too.)
  for (const auto& [sql, plan] : Plans()) {
    if (postgres) continue;
    EXPECT_FALSE(ScansWholeTable(plan, GetParam(), "leads", true)) << sql << plan;
    EXPECT_EQ(sql.find("FROM leads "), std::string::npos) << sql;
  }

  auto page = store_->ListLeads(filter, 50);
  ASSERT_TRUE(page) << page.Error().message;
  std::vector<std::string> listed;
  for (const auto& lead : page.Value()) listed.push_back(lead.id);
  std::vector<std::string> expected;
  for (const auto& row :
       db_->Query("SELECT id" + matching + " ORDER BY created_at DESC, id DESC LIMIT 50")) {
    expected.push_back(row.at(0));
  }
  EXPECT_EQ(listed, expected);
  auto plans = Plans();
  ASSERT_FALSE(plans.empty());
  for (const auto& [sql, plan] : plans) {
    EXPECT_FALSE(ScansWholeTable(plan, GetParam(), "leads", false)) << sql << plan;
  }
  if (!postgres) {
    // The probe of the text index, then the page by leads_created_id, no lookup of each match.
    ASSERT_EQ(plans.size(), 2u);
    EXPECT_NE(plans[1].second.find("leads_created_id"), std::string::npos) << plans[1].second;
    EXPECT_EQ(plans[1].second.find("INTEGER PRIMARY KEY"), std::string::npos) << plans[1].second;
  }

  // With another filter the count joins the leads, and still agrees with a scan (to the cap).
  filter.status = "new";
  filter.to = "2022-06-01T00:00:00.000Z";
  auto with_status = store_->CountLeads(filter);
  ASSERT_TRUE(with_status);
  const long scanned = std::stol(
      db_->Query("SELECT count(*)" + matching + " AND status = 'new' AND created_at < '2022-06-01'")
          .at(0)
          .at(0));
  ASSERT_GT(scanned, 10);
  ASSERT_LT(scanned, kSearchCountCap);
  EXPECT_EQ(with_status.Value().count, scanned);
  EXPECT_FALSE(with_status.Value().more);
}

// The text index follows every write to a lead, by plain SQL too (the triggers on SQLite; on
// PostgreSQL the indexes and the generated digits): an insert, a name, e-mail and phone change,
// and the privacy delete, after which a new lead that may take the deleted one's rowid (SQLite
// reuses the highest) is not found by the deleted lead's name.
TEST_P(LeadPlanTest, SearchFollowsInsertsUpdatesAndDeletes) {
  testing_support::LoadPlanLeads(*db_, 10);
  auto found = [&](const std::string& q) {
    LeadFilter filter;
    filter.q = q;
    auto page = store_->ListLeads(filter, 50, kFlag);
    EXPECT_TRUE(page) << page.Error().message;
    std::vector<std::string> ids;
    if (page) {
      for (const auto& lead : page.Value()) ids.push_back(lead.id);
    }
    auto counted = store_->CountLeads(filter);
    EXPECT_TRUE(counted && counted.Value().count == static_cast<long>(ids.size())) << q;
    return ids;
  };
  auto insert = [&](const std::string& first, const std::string& last, const std::string& email,
                    const std::string& phone) {
    const std::string id = testing_support::RandomUuid();
    db_->Execute(
        "INSERT INTO leads (id, form_type, submission_id, created_at, first_name, last_name,"
        " email, phone, answers) VALUES ('" +
        id + "', 'case_review', '" + testing_support::RandomUuid() +
        "', '2030-01-01T00:00:00.000Z', '" + first + "', '" + last + "', '" + email + "', '" +
        phone + "', '{}')");
    return id;
  };
  using Ids = std::vector<std::string>;
  const std::string jose = insert("José", "Núñez", "JN@Example.org", "+13105550142");
  EXPECT_EQ(found("núñez"), Ids{jose});  // letters beyond ASCII, any case (as ILIKE did)
  EXPECT_EQ(found("NÚÑ"), Ids{jose});
  EXPECT_EQ(found("nunez"), Ids{});  // accents are not folded, as before
  EXPECT_EQ(found("José Nú"), Ids{jose});
  EXPECT_EQ(found("jn@example"), Ids{jose});
  EXPECT_EQ(found("310-555-01"), Ids{jose});
  EXPECT_EQ(found("Nú"), Ids{jose});             // 2 characters: the start of a word
  EXPECT_EQ(found("ez"), Ids{});                 // ... not its middle
  EXPECT_EQ(found("\" OR x* NEAR(a {"), Ids{});  // FTS5 syntax is only text

  db_->Execute(
      "UPDATE leads SET last_name = 'Ortega', email = 'jo@example.net',"
      " phone = '+12135550177' WHERE id = '" +
      jose + "'");
  EXPECT_EQ(found("núñez"), Ids{});
  EXPECT_EQ(found("jn@example"), Ids{});
  EXPECT_EQ(found("5550142"), Ids{});
  EXPECT_EQ(found("José Ortega"), Ids{jose});
  EXPECT_EQ(found("jo@example.net"), Ids{jose});
  EXPECT_EQ(found("213 555 0177"), Ids{jose});

  // SQLite's index forgets by delete markers: the privacy delete merges them away, so a second
  // merge finds nothing to change (each insert above wrote a segment of its own).
  const std::string segments =
      "SELECT group_concat(id || ':' || hex(block)) FROM leads_search_data";
  const bool sqlite = GetParam() == DbEngine::kSqlite;
  const std::string before = sqlite ? db_->Query(segments).at(0).at(0) : "";
  auto deleted = store_->DeleteLead("case_review", jose, "privacy request", "admin",
                                    "2030-01-02T00:00:00.000Z");
  if (sqlite) {
    const std::string after = db_->Query(segments).at(0).at(0);
    EXPECT_TRUE(after != before);
    db_->Execute("INSERT INTO leads_search (leads_search) VALUES ('optimize')");
    EXPECT_TRUE(db_->Query(segments).at(0).at(0) == after) << "the deleted lead's trigrams remain";
  }
  ASSERT_TRUE(deleted) << deleted.Error().message;
  ASSERT_TRUE(deleted.Value());
  EXPECT_EQ(found("Ortega"), Ids{});
  const std::string next = insert("Ana", "Ruiz", "ana@example.org", "+14155550100");
  EXPECT_EQ(found("Ortega"), Ids{});
  EXPECT_EQ(found("2135550177"), Ids{});
  EXPECT_EQ(found("ana ruiz"), Ids{next});
  if (GetParam() == DbEngine::kSqlite) {
    // Nothing of the deleted lead is left in the index itself.
    EXPECT_EQ(db_->Query("SELECT count(*) FROM leads_search WHERE leads_search MATCH"
                         " '\"ortega\" OR \"2135550177\"'")
                  .at(0)
                  .at(0),
              "0");
  }
}

INSTANTIATE_TEST_SUITE_P(Engines, LeadPlanTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::leads
