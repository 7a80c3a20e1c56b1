// Opening a SQLite file and applying the embedded migrations.
#include "storage/migrations.hpp"

#include <gtest/gtest.h>
#include <sqlite3.h>

#include <filesystem>
#include <fstream>

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

// Issue 52: before pending migrations run on a big SQLite file, the disk must have room for
// twice the database; short, the start is refused with the sizes and nothing is applied.
TEST(MigrationsTest, NotEnoughDiskForTheUpgradeRefusesWithTheSizes) {
  auto dir =
      std::filesystem::temp_directory_path() / ("firm-room-" + testing_support::RandomUuid());
  std::filesystem::create_directories(dir);
  const auto file = dir / "firm.db";
  {
    std::ofstream out(file, std::ios::binary);
    out << std::string(3u << 20, 'x');  // 3 MB, and a 1 MB WAL beside it
    std::ofstream wal(dir / "firm.db-wal", std::ios::binary);
    wal << std::string(1u << 20, 'x');
  }
  std::filesystem::path asked;
  auto free_of = [&](std::uintmax_t bytes) {
    return [&asked, bytes](const std::filesystem::path& folder) -> std::optional<std::uintmax_t> {
      asked = folder;
      return bytes;
    };
  };
  auto short_of_room = CheckRoomForMigrations(file, free_of((8u << 20) - 1));
  ASSERT_FALSE(short_of_room);
  EXPECT_EQ(asked, dir);
  const std::string& message = short_of_room.Error().message;
  EXPECT_NE(message.find("may need 8 MB free in " + dir.string()), std::string::npos) << message;
  EXPECT_NE(message.find("database's 4 MB"), std::string::npos) << message;
  EXPECT_NE(message.find("and 8 MB is free"), std::string::npos) << message;
  EXPECT_TRUE(CheckRoomForMigrations(file, free_of(8u << 20)));
  // A new database (no file yet) needs nothing, and the real statvfs answers for a real folder.
  EXPECT_TRUE(CheckRoomForMigrations(dir / "new.db", free_of(0)));
  EXPECT_TRUE(FreeBytes(dir).has_value());

  // Through the runner: refused before any migration runs, and asked only when one is pending.
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(file.string().append(".real").c_str(), &db), SQLITE_OK);
  auto exec = [db](std::string_view sql) -> common::Result<Unit, StorageError> {
    if (sqlite3_exec(db, std::string(sql).c_str(), nullptr, nullptr, nullptr) != SQLITE_OK) {
      return common::Result<Unit, StorageError>::Err(StorageError{sqlite3_errmsg(db)});
    }
    return common::Result<Unit, StorageError>::Ok({});
  };
  // An upgrade: the first migration is there already (a new database says nothing).
  std::vector<int> applied = {1};
  int asked_room = 0;
  std::vector<std::string> logged;
  MigrationSteps steps{exec,
                       [&] { return common::Result<std::vector<int>, StorageError>::Ok(applied); },
                       "BEGIN IMMEDIATE", nullptr};
  MigrationChecks checks;
  checks.check_room = [&] {
    ++asked_room;
    return CheckRoomForMigrations(file, free_of(1));
  };
  checks.log = [&](const std::string& line) { logged.push_back(line); };
  const std::vector<Migration> migrations = {{1, "0001_z", "CREATE TABLE z (x INTEGER)"},
                                             {2, "0002_a", "CREATE TABLE a (x INTEGER)"},
                                             {3, "0003_b", "CREATE TABLE b (x INTEGER)"}};
  auto refused = ApplyMigrations(migrations, steps, checks);
  ASSERT_FALSE(refused);
  EXPECT_NE(refused.Error().message.find("not enough disk space"), std::string::npos);
  EXPECT_EQ(asked_room, 1);
  EXPECT_TRUE(logged.empty());
  sqlite3_stmt* stmt = nullptr;
  sqlite3_prepare_v2(db, "SELECT count(*) FROM sqlite_master WHERE name IN ('a', 'b')", -1, &stmt,
                     nullptr);
  ASSERT_EQ(sqlite3_step(stmt), SQLITE_ROW);
  EXPECT_EQ(sqlite3_column_int(stmt, 0), 0);
  sqlite3_finalize(stmt);

  // With room: each migration's duration is said, then the commit's.
  checks.check_room = [&] {
    ++asked_room;
    return CheckRoomForMigrations(file, free_of(8u << 20));
  };
  auto done = ApplyMigrations(migrations, steps, checks);
  ASSERT_TRUE(done) << done.Error().message;
  EXPECT_EQ(done.Value(), 2);
  ASSERT_EQ(logged.size(), 3u);
  EXPECT_TRUE(logged[0].starts_with("migration 0002_a: applied in ")) << logged[0];
  EXPECT_TRUE(logged[0].ends_with(" ms")) << logged[0];
  EXPECT_TRUE(logged[1].starts_with("migration 0003_b: applied in ")) << logged[1];
  EXPECT_TRUE(logged[2].starts_with("migrations: 2 committed in ")) << logged[2];
  // Nothing pending: no room asked, nothing said.
  applied = {1, 2, 3};
  ASSERT_TRUE(ApplyMigrations(migrations, steps, checks));
  EXPECT_EQ(asked_room, 2);
  EXPECT_EQ(logged.size(), 3u);
  sqlite3_close(db);
  std::filesystem::remove_all(dir);
}

TEST(SqliteOpenTest, UnusablePathIsAnError) {
  auto database = OpenSqliteDatabase("/proc/firm-no-such-dir/firm.db");
  ASSERT_FALSE(database);
  EXPECT_NE(database.Error().message.find("sqlite"), std::string::npos);
}

}  // namespace
}  // namespace firm::storage
