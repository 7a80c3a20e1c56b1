// The shared Database contract on a real SQLite file and a real PostgreSQL
// database (skipped when TEST_DATABASE_URL is unset; scripts/test sets it).
#include "storage/database.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <future>
#include <thread>
#include <vector>

#include "engine_database.hpp"
#include "metrics/metrics.hpp"
#include "prometheus_text.hpp"
#include "random_id.hpp"
#include "test_databases.hpp"

namespace firm::storage {
namespace {

using testing_support::DbEngine;

TEST(IsoTimestampTest, PostgresUtcTextBecomesIso) {
  EXPECT_EQ(IsoTimestamp(std::string_view("2026-03-10 12:34:56.7+00")), "2026-03-10T12:34:56.700Z");
  EXPECT_EQ(IsoTimestamp(std::string_view("2026-03-10 12:34:56+00")), "2026-03-10T12:34:56.000Z");
  EXPECT_EQ(IsoTimestamp(std::string_view("2026-03-10 12:34:56.123456+00")),
            "2026-03-10T12:34:56.123Z");
  EXPECT_EQ(IsoTimestamp(std::string_view("2026-03-10T12:34:56.789Z")), "2026-03-10T12:34:56.789Z");
  EXPECT_EQ(IsoTimestamp(std::string_view("")), "");
}

TEST(IsoTimestampTest, FormatsTimePointsInUtcWithMilliseconds) {
  using namespace std::chrono;
  system_clock::time_point t{milliseconds(1'773'146'096'789)};
  EXPECT_EQ(IsoTimestamp(t), "2026-03-10T12:34:56.789Z");
}

// Three PostgreSQL connections: reads may hold two at once, the third is kept for writes.
class DatabaseTest : public testing_support::EngineDatabaseTest<3> {};

TEST_P(DatabaseTest, QueryReturnsRowsNullsAndAffectedCounts) {
  auto now = NowIso();
  auto inserted = database_->Query(
      "INSERT INTO audit_log (at, actor, action, subject, detail) VALUES ($1, $2, $3, $4, $5)",
      {now, "ana", "test.action", "", "x"});
  ASSERT_TRUE(inserted) << inserted.Error().message;
  EXPECT_EQ(inserted.Value().affected, 1);
  auto rows = database_->Query(
      "SELECT at, actor, NULL AS no_value FROM audit_log WHERE action = $1"
      " LIMIT CAST($2 AS INTEGER)",
      {"test.action", "10"});
  ASSERT_TRUE(rows) << rows.Error().message;
  ASSERT_EQ(rows.Value().size(), 1u);
  const auto row = rows.Value().front();
  EXPECT_EQ(IsoTimestamp(row.Text("at")), now);
  EXPECT_EQ(row.Text("actor"), "ana");
  EXPECT_TRUE(row.IsNull("no_value"));
  EXPECT_EQ(row.Optional("no_value"), std::nullopt);
}

TEST_P(DatabaseTest, AFailingBodyRollsBackEverything) {
  auto done = database_->Transact([](Transaction& tx) -> UnitResult {
    auto first = tx.Execute(
        "INSERT INTO audit_log (at, actor, action) VALUES ($1, 'ana', 'rolled.back')", {NowIso()});
    if (!first) return first;
    return UnitResult::Err(StorageError{"stop"});
  });
  ASSERT_FALSE(done);
  EXPECT_EQ(done.Error().message, "stop");
  EXPECT_EQ(db_->Query("SELECT count(*) FROM audit_log WHERE action = 'rolled.back'").at(0).at(0),
            "0");
  // The connection is usable afterwards.
  EXPECT_TRUE(database_->Query("SELECT 1"));
}

TEST_P(DatabaseTest, ASqlErrorIsAValueNotACrash) {
  auto bad = database_->Query("SELECT * FROM no_such_table");
  ASSERT_FALSE(bad);
  EXPECT_FALSE(bad.Error().message.empty());
  EXPECT_TRUE(database_->Query("SELECT 1"));
}

TEST_P(DatabaseTest, AFailedTransactionIsCountedAsADatabaseError) {
  const std::string engine(database_->EngineName());
  auto errors = [&engine] {
    return testing_support::ParseExposition(metrics::Process().Render())
        .Sum("firm_database_errors_total", {{"engine", engine}});
  };
  const double before = errors();
  EXPECT_TRUE(database_->Query("SELECT 1"));
  EXPECT_EQ(errors(), before);
  EXPECT_FALSE(database_->Query("SELECT * FROM no_such_table"));
  EXPECT_EQ(errors(), before + 1);
}

TEST_P(DatabaseTest, PlaceholdersBindByNumberNotByFirstAppearance) {
  auto rows = database_->Query("SELECT $2 AS a, $1 AS b, $2 AS c", {"one", "two"});
  ASSERT_TRUE(rows) << rows.Error().message;
  ASSERT_EQ(rows.Value().size(), 1u);
  const auto row = rows.Value().front();
  EXPECT_EQ(row.Text("a"), "two");
  EXPECT_EQ(row.Text("b"), "one");
  EXPECT_EQ(row.Text("c"), "two");
}

// Rows are read by the names the statement gives its columns, the same on both engines:
// a column's own name (with or without its table), or its alias.
TEST_P(DatabaseTest, ColumnsAreReadByTheirNamesOnBothEngines) {
  auto rows = database_->Query(
      "SELECT audit_log.actor, action, count(*) AS entries FROM audit_log"
      " WHERE action = $1 GROUP BY audit_log.actor, action",
      {"none.such"});
  ASSERT_TRUE(rows) << rows.Error().message;
  EXPECT_EQ(rows.Value().columns(), (std::vector<std::string>{"actor", "action", "entries"}));
  auto one = database_->Query("SELECT 41 + 1 AS answer, 'x' AS letter");
  ASSERT_TRUE(one) << one.Error().message;
  const auto row = one.Value().front();
  EXPECT_EQ(row.Long("answer"), 42);
  EXPECT_EQ(row.Text("letter"), "x");
  // A name the statement does not give is a fault in the code that asks, never a quiet "".
  EXPECT_THROW(row.Text("answr"), std::logic_error);
  EXPECT_THROW(row.Long("letter"), std::logic_error);
}

// Reads beside the writer (decision 0039).

constexpr std::string_view kInsertAudit =
    "INSERT INTO audit_log (at, actor, action, subject, detail) VALUES ($1, 'ana', $2, '', '')";
constexpr std::string_view kCountAudit = "SELECT count(*) AS n FROM audit_log WHERE action = $1";

// The count of audit rows with `action`, read in a Read.
long CountInRead(Database& database, const std::string& action) {
  long n = -1;
  auto done = database.Read([&](Transaction& tx) -> UnitResult {
    auto rows = tx.Query(kCountAudit, {action});
    if (!rows) return UnitResult::Err(rows.Error());
    n = rows.Value().front().Long("n");
    return UnitResult::Ok({});
  });
  EXPECT_TRUE(done) << done.Error().message;
  return n;
}

TEST_P(DatabaseTest, AReadSeesWhatWasCommittedBeforeIt) {
  EXPECT_EQ(CountInRead(*database_, "read.sees"), 0);
  ASSERT_TRUE(database_->Transact([](Transaction& tx) {
    return tx.Execute(kInsertAudit, {NowIso(), "read.sees"});
  }));
  EXPECT_EQ(CountInRead(*database_, "read.sees"), 1);
  // A one-statement read (Query) too, at once after the commit.
  ASSERT_TRUE(database_->Query(kInsertAudit, {NowIso(), "read.sees"}));
  auto rows = database_->Query(kCountAudit, {"read.sees"});
  ASSERT_TRUE(rows) << rows.Error().message;
  EXPECT_EQ(rows.Value().front().Long("n"), 2);
}

TEST_P(DatabaseTest, AReadTransactionCannotWrite) {
  auto done = database_->Read([](Transaction& tx) {
    return tx.Execute(kInsertAudit, {NowIso(), "read.wrote"});
  });
  ASSERT_FALSE(done);
  EXPECT_FALSE(done.Error().message.empty());
  EXPECT_EQ(db_->Query("SELECT count(*) FROM audit_log WHERE action = 'read.wrote'").at(0).at(0),
            "0");
  // The read connection is usable afterwards, and writes still go through Transact.
  EXPECT_EQ(CountInRead(*database_, "read.wrote"), 0);
  EXPECT_TRUE(database_->Transact([](Transaction& tx) {
    return tx.Execute(kInsertAudit, {NowIso(), "read.wrote"});
  }));
}

// A read held open on one thread (a slow staff query): a write on another
// commits while it is still open, and the read saw nothing of it.
TEST_P(DatabaseTest, ALongReadDoesNotHoldUpAWrite) {
  std::promise<void> reading;
  std::promise<void> release;
  std::shared_future<void> released = release.get_future().share();
  std::atomic<bool> read_over{false};
  std::thread reader([&] {
    auto done = database_->Read([&](Transaction& tx) -> UnitResult {
      auto first = tx.Query(kCountAudit, {"long.read"});
      if (!first) return UnitResult::Err(first.Error());
      reading.set_value();
      // Bounded: a write that waited for this read would be let through after it.
      released.wait_for(std::chrono::seconds(10));
      return UnitResult::Ok({});
    });
    EXPECT_TRUE(done) << done.Error().message;
    read_over = true;
  });
  ASSERT_EQ(reading.get_future().wait_for(std::chrono::seconds(10)), std::future_status::ready);
  auto written = database_->Transact([](Transaction& tx) {
    return tx.Execute(kInsertAudit, {NowIso(), "long.read"});
  });
  EXPECT_TRUE(written) << written.Error().message;
  EXPECT_FALSE(read_over.load()) << "the write waited for the read";
  // A one-statement read meanwhile does not wait either, and sees the commit.
  auto rows = database_->Query(kCountAudit, {"long.read"});
  ASSERT_TRUE(rows) << rows.Error().message;
  EXPECT_EQ(rows.Value().front().Long("n"), 1);
  EXPECT_FALSE(read_over.load());
  release.set_value();
  reader.join();
}

// A write held open on one thread: a read on another answers meanwhile, without
// the uncommitted row (the public pages' and the staff's reads never queue behind it).
TEST_P(DatabaseTest, AReadDoesNotWaitForAnOpenWrite) {
  std::promise<void> writing;
  std::promise<void> release;
  std::shared_future<void> released = release.get_future().share();
  std::atomic<bool> write_over{false};
  std::thread writer([&] {
    auto done = database_->Transact([&](Transaction& tx) -> UnitResult {
      if (auto inserted = tx.Execute(kInsertAudit, {NowIso(), "open.write"}); !inserted) {
        return inserted;
      }
      writing.set_value();
      released.wait_for(std::chrono::seconds(10));
      return UnitResult::Ok({});
    });
    EXPECT_TRUE(done) << done.Error().message;
    write_over = true;
  });
  ASSERT_EQ(writing.get_future().wait_for(std::chrono::seconds(10)), std::future_status::ready);
  EXPECT_EQ(CountInRead(*database_, "open.write"), 0);
  auto rows = database_->Query(kCountAudit, {"open.write"});
  ASSERT_TRUE(rows) << rows.Error().message;
  EXPECT_EQ(rows.Value().front().Long("n"), 0);
  EXPECT_FALSE(write_over.load()) << "the read waited for the write";
  release.set_value();
  writer.join();
  EXPECT_EQ(CountInRead(*database_, "open.write"), 1);
}

// As many reads as may run at once are held open (PostgreSQL: every pooled
// connection but one): a write still gets a connection and commits meanwhile.
TEST_P(DatabaseTest, ReadsLeaveAConnectionForWrites) {
  constexpr int kReads = 2;
  std::promise<void> release;
  std::shared_future<void> released = release.get_future().share();
  std::atomic<int> open_reads{0};
  std::vector<std::thread> readers;
  for (int i = 0; i < kReads; ++i) {
    readers.emplace_back([&] {
      auto done = database_->Read([&](Transaction& tx) -> UnitResult {
        auto rows = tx.Query(kCountAudit, {"held.reads"});
        if (!rows) return UnitResult::Err(rows.Error());
        ++open_reads;
        released.wait_for(std::chrono::seconds(10));
        return UnitResult::Ok({});
      });
      EXPECT_TRUE(done) << done.Error().message;
    });
  }
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (open_reads.load() < kReads && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  ASSERT_EQ(open_reads.load(), kReads);
  auto written = database_->Transact([](Transaction& tx) {
    return tx.Execute(kInsertAudit, {NowIso(), "held.reads"});
  });
  EXPECT_TRUE(written) << written.Error().message;
  release.set_value();
  for (auto& reader : readers) reader.join();
  EXPECT_EQ(CountInRead(*database_, "held.reads"), 1);
}

// SQLite's checkpoint after a privacy deletion waits for the reads under way
// (none may keep a snapshot from before it) and then succeeds.
TEST_P(DatabaseTest, ForgettingDeletedRowsWaitsForReadsThenSucceeds) {
  std::promise<void> reading;
  std::thread reader([&] {
    auto done = database_->Read([&](Transaction& tx) -> UnitResult {
      auto rows = tx.Query(kCountAudit, {"forget"});
      if (!rows) return UnitResult::Err(rows.Error());
      reading.set_value();
      std::this_thread::sleep_for(std::chrono::milliseconds(200));
      return UnitResult::Ok({});
    });
    EXPECT_TRUE(done) << done.Error().message;
  });
  ASSERT_EQ(reading.get_future().wait_for(std::chrono::seconds(10)), std::future_status::ready);
  auto forgot = database_->ForgetDeletedRows();
  EXPECT_TRUE(forgot) << forgot.Error().message;
  reader.join();
  EXPECT_EQ(CountInRead(*database_, "forget"), 0);
}

INSTANTIATE_TEST_SUITE_P(Engines, DatabaseTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::storage
