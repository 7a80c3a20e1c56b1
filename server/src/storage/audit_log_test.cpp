// The audit log by keyset (issue 52) on both engines: pages newest first that stay right while
// entries are written, a count that stops at its cap, filters and their choices read through
// indexes, and a cursor the log never gave refused.
#include "storage/audit_log.hpp"

#include <gtest/gtest.h>

#include <set>

#include "engine_database.hpp"
#include "query_plan.hpp"

namespace firm::storage {
namespace {

using testing_support::DbEngine;

class AuditLogTest : public testing_support::EngineDatabaseTest<> {
 protected:
  void SetUp() override {
    EngineDatabaseTest::SetUp();
    if (IsSkipped() || HasFatalFailure()) return;
    recording_ = std::make_shared<testing_support::RecordingDatabase>(database_);
    log_ = std::make_unique<AuditLog>(recording_);
  }
  void TearDown() override {
    log_.reset();
    recording_.reset();
    EngineDatabaseTest::TearDown();
  }

  // `count` entries by SQL, a second apart from 2026-01-01, by three people, two actions.
  void Fill(int count) {
    const std::string n = std::to_string(count);
    if (GetParam() == DbEngine::kPostgres) {
      db_->Execute(
          "INSERT INTO audit_log (at, actor, action, subject)"
          " SELECT timestamptz '2026-01-01 00:00:00+00' + i * interval '1 second',"
          " (ARRAY['ana','bo','cy'])[1 + i % 3], CASE WHEN i % 2 = 0 THEN 'lead.deleted'"
          " ELSE 'leads.exported' END, 'entry ' || i FROM generate_series(1, " +
          n + ") AS i; ANALYZE audit_log;");
    } else {
      db_->Execute(
          "INSERT INTO audit_log (at, actor, action, subject)"
          " WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < " +
          n +
          ") SELECT strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || i || ' seconds'),"
          " CASE i % 3 WHEN 0 THEN 'ana' WHEN 1 THEN 'bo' ELSE 'cy' END,"
          " CASE WHEN i % 2 = 0 THEN 'lead.deleted' ELSE 'leads.exported' END, 'entry ' || i"
          " FROM n; ANALYZE;");
    }
  }

  AuditLog::Page Read(const AuditLog::Query& query) {
    auto page = log_->Entries(query);
    EXPECT_TRUE(page) << page.Error().message;
    return page ? std::move(page).Value() : AuditLog::Page{};
  }

  std::shared_ptr<testing_support::RecordingDatabase> recording_;
  std::unique_ptr<AuditLog> log_;
};

TEST_P(AuditLogTest, PagesStayRightWhileEntriesAreWritten) {
  Fill(25);
  AuditLog::Query query;
  query.page_size = 10;
  std::vector<std::string> seen;
  std::set<std::string> once;
  for (int pages = 0; pages < 10; ++pages) {
    const auto page = Read(query);
    for (const auto& entry : page.entries) {
      seen.push_back(entry.subject);
      EXPECT_TRUE(once.insert(entry.subject).second) << entry.subject << " shown twice";
    }
    EXPECT_EQ(page.total, 25 + pages);  // what was written meanwhile is counted
    if (!page.next) break;
    query.after = page.next;
    // Newer than every page: it waits for the first page, never shifts the next one.
    ASSERT_TRUE(log_->Record({"2027-01-01T00:00:00.000Z", "dee", "user.created", "new", ""}));
  }
  ASSERT_EQ(seen.size(), 25u);
  for (int i = 0; i < 25; ++i) EXPECT_EQ(seen[i], "entry " + std::to_string(25 - i));
}

TEST_P(AuditLogTest, FiltersPageTooAndTheChoicesAreEveryName) {
  Fill(30);
  AuditLog::Query query;
  query.actor = "bo";
  query.action = "leads.exported";
  query.page_size = 2;
  std::vector<std::string> seen;
  for (int pages = 0; pages < 10; ++pages) {
    const auto page = Read(query);
    EXPECT_EQ(page.total, 5);  // i % 3 == 1 and odd: 1, 7, 13, 19, 25
    EXPECT_EQ(page.actors, (std::vector<std::string>{"ana", "bo", "cy"}));
    EXPECT_EQ(page.actions, (std::vector<std::string>{"lead.deleted", "leads.exported"}));
    for (const auto& entry : page.entries) seen.push_back(entry.subject);
    if (!page.next) break;
    query.after = page.next;
  }
  EXPECT_EQ(seen,
            (std::vector<std::string>{"entry 25", "entry 19", "entry 13", "entry 7", "entry 1"}));
  AuditLog::Query empty;
  empty.actor = "nobody";
  const auto none = Read(empty);
  EXPECT_TRUE(none.entries.empty());
  EXPECT_FALSE(none.next);
}

TEST_P(AuditLogTest, TheCountStopsAtItsCapAndNoReadScansTheLog) {
  Fill(static_cast<int>(AuditLog::kCountCap) + 5);
  AuditLog::Query query;
  const auto page = Read(query);
  EXPECT_EQ(page.total, AuditLog::kCountCap);
  EXPECT_TRUE(page.total_capped);
  ASSERT_TRUE(page.next);
  // (The first page walks the newest end of the log and stops at its LIMIT: SQLite says "SCAN".)
  recording_->ran.clear();
  query.after = page.next;
  query.actor = "ana";
  const auto later = Read(query);
  EXPECT_EQ(later.total, (AuditLog::kCountCap + 5) / 3);
  EXPECT_FALSE(later.total_capped);
  // A later page, filtered, and the names read an index range (a count stops at its cap).
  for (const auto& ran : recording_->ran) {
    const std::string plan =
        testing_support::QueryPlan(*database_, GetParam(), ran.sql, ran.params);
    EXPECT_EQ(plan.find("error:"), std::string::npos) << ran.sql << "\n" << plan;
    if (ran.sql.find("count(*)") != std::string::npos) continue;
    EXPECT_FALSE(testing_support::ScansWholeTable(plan, GetParam(), "audit_log")) << ran.sql << "\n"
                                                                                  << plan;
  }
}

TEST_P(AuditLogTest, ACursorTheLogNeverGaveIsRefused) {
  for (const char* bad :
       {"", "-1", "1.5", "12; DROP TABLE audit_log", "x", "1234567890123456789"}) {
    EXPECT_FALSE(ReadAuditCursor(bad)) << bad;
    AuditLog::Query query;
    query.after = bad;
    EXPECT_FALSE(log_->Entries(query)) << bad;
  }
  EXPECT_TRUE(ReadAuditCursor("123456789012345678"));
}

INSTANTIATE_TEST_SUITE_P(Engines, AuditLogTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::storage
