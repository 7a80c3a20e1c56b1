// The server's own storage::Database on the database a parameterised test runs on
// (test_databases.hpp): for tests of code that takes a Database.
#pragma once

#include <filesystem>
#include <memory>

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

}  // namespace firm::testing_support
