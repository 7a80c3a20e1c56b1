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

INSTANTIATE_TEST_SUITE_P(Engines, DatabaseTest,
                         testing::Values(DbEngine::kSqlite, DbEngine::kPostgres),
                         [](const auto& info) { return testing_support::EngineName(info.param); });

}  // namespace
}  // namespace firm::storage
