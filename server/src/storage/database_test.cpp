// The shared Database contract on a real SQLite file and a real PostgreSQL
// database (skipped when TEST_DATABASE_URL is unset; scripts/test sets it).
#include "storage/database.hpp"

#include <gtest/gtest.h>

#include <filesystem>

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

class DatabaseTest : public testing_support::EngineDatabaseTest<> {};

TEST_P(DatabaseTest, QueryReturnsRowsNullsAndAffectedCounts) {
  auto now = NowIso();
  auto inserted = database_->Query(
      "INSERT INTO audit_log (at, actor, action, subject, detail) VALUES ($1, $2, $3, $4, $5)",
      {now, "ana", "test.action", "", "x"});
  ASSERT_TRUE(inserted) << inserted.Error().message;
  EXPECT_EQ(inserted.Value().affected, 1);
  auto rows = database_->Query(
      "SELECT at, actor, NULL FROM audit_log WHERE action = $1 LIMIT CAST($2 AS INTEGER)",
      {"test.action", "10"});
  ASSERT_TRUE(rows) << rows.Error().message;
  ASSERT_EQ(rows.Value().rows.size(), 1u);
  EXPECT_EQ(IsoTimestamp(rows.Value().Text(0, 0)), now);
  EXPECT_EQ(rows.Value().Text(0, 1), "ana");
  EXPECT_TRUE(rows.Value().IsNull(0, 2));
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
  auto rows = database_->Query("SELECT $2, $1, $2", {"one", "two"});
  ASSERT_TRUE(rows) << rows.Error().message;
  ASSERT_EQ(rows.Value().rows.size(), 1u);
  EXPECT_EQ(rows.Value().rows[0], (Row{"two", "one", "two"}));
}

INSTANTIATE_TEST_SUITE_P(Engines, DatabaseTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::storage
