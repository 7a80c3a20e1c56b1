// Opening a SQLite file and applying the embedded migrations.
#include "storage/migrations.hpp"

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <filesystem>

#include "random_id.hpp"
#include "storage/database.hpp"
#include "test_databases.hpp"

namespace firm::storage {
namespace {

TEST(SqlitePragmasTest, WalAndFullSync) {
  auto dir =
      std::filesystem::temp_directory_path() / ("firm-pragma-" + testing_support::RandomUuid());
  std::filesystem::create_directories(dir);
  {
    auto database = OpenSqliteDatabase((dir / "firm.db").string());
    ASSERT_TRUE(database) << database.Error().message;
    testing_support::SqliteTestDatabase db(dir / "firm.db");
    EXPECT_EQ(db.Query("PRAGMA journal_mode").at(0).at(0), "wal");
  }
  std::filesystem::remove_all(dir);
}

TEST(MigrationsTest, AFailingMigrationAppliesNothing) {
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(":memory:", &db), SQLITE_OK);
  auto exec = [db](std::string_view sql) -> common::Result<Unit, StorageError> {
    char* message = nullptr;
    if (sqlite3_exec(db, std::string(sql).c_str(), nullptr, nullptr, &message) != SQLITE_OK) {
      std::string text = message ? message : "error";
      sqlite3_free(message);
      return common::Result<Unit, StorageError>::Err(StorageError{text});
    }
    return common::Result<Unit, StorageError>::Ok({});
  };
  auto count = [&](const char* sql) {
    sqlite3_stmt* stmt = nullptr;
    sqlite3_prepare_v2(db, sql, -1, &stmt, nullptr);
    int value = sqlite3_step(stmt) == SQLITE_ROW ? sqlite3_column_int(stmt, 0) : -1;
    sqlite3_finalize(stmt);
    return value;
  };
  MigrationSteps steps{exec, [] { return common::Result<std::vector<int>, StorageError>::Ok({}); },
                       "BEGIN IMMEDIATE", nullptr};
  std::vector<Migration> migrations = {{1, "0001_good", "CREATE TABLE a (x INTEGER)"},
                                       {2, "0002_bad", "CREATE TABLE b (x INTEGER) nonsense"}};
  auto result = ApplyMigrations(migrations, steps);
  ASSERT_FALSE(result);
  EXPECT_NE(result.Error().message.find("0002_bad"), std::string::npos);
  // Table a was rolled back with the failed migration, and nothing was recorded.
  EXPECT_EQ(count("SELECT count(*) FROM sqlite_master WHERE name = 'a'"), 0);
  EXPECT_EQ(count("SELECT count(*) FROM schema_migrations"), 0);
  migrations.pop_back();
  auto fixed = ApplyMigrations(migrations, steps);
  ASSERT_TRUE(fixed) << fixed.Error().message;
  EXPECT_EQ(fixed.Value(), 1);
  EXPECT_EQ(count("SELECT count(*) FROM schema_migrations"), 1);
  sqlite3_close(db);
}

TEST(SqliteOpenTest, UnusablePathIsAnError) {
  auto database = OpenSqliteDatabase("/proc/firm-no-such-dir/firm.db");
  ASSERT_FALSE(database);
  EXPECT_NE(database.Error().message.find("sqlite"), std::string::npos);
}

}  // namespace
}  // namespace firm::storage
