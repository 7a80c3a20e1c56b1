// The server's own storage::Database on the database a parameterised test runs on
// (test_databases.hpp): for tests of code that takes a Database.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <memory>
#include <random>
#include <string>

#include "storage/database.hpp"
#include "test_databases.hpp"

namespace firm::testing_support {

// `sqlite_file` is the file given to MakeTestDatabase; `pool` the PostgreSQL connections.
inline common::Result<std::shared_ptr<storage::Database>, storage::StorageError> OpenEngineDatabase(
    const TestDatabase& db, DbEngine engine, const std::filesystem::path& sqlite_file,
    unsigned pool) {
  return engine == DbEngine::kPostgres ? storage::OpenPostgresDatabase(db.database_url(), pool)
                                       : storage::OpenSqliteDatabase(sqlite_file.string());
}

// A test run once per engine on a fresh database: SQLite in a temporary
// folder, or a fresh PostgreSQL database (skipped when TEST_DATABASE_URL is
// unset). `database_` is the server's Database with `pool` connections.
template <unsigned pool = 2>
class EngineDatabaseTest : public testing::TestWithParam<DbEngine> {
 protected:
  void SetUp() override {
    std::random_device random;
    dir_ = std::filesystem::temp_directory_path() /
           ("firm-test-" + std::to_string(random()) + "-" + std::to_string(random()));
    std::filesystem::create_directories(dir_);
    db_ = MakeTestDatabase(GetParam(), dir_ / "firm.db");
    if (!db_) GTEST_SKIP() << kNoPostgres;
    auto opened = OpenEngineDatabase(*db_, GetParam(), dir_ / "firm.db", pool);
    ASSERT_TRUE(opened) << opened.Error().message;
    database_ = opened.Value();
  }

  void TearDown() override {
    database_.reset();
    db_.reset();
    if (!dir_.empty()) std::filesystem::remove_all(dir_);
  }

  std::filesystem::path dir_;
  std::unique_ptr<TestDatabase> db_;
  std::shared_ptr<storage::Database> database_;
};

}  // namespace firm::testing_support
