#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "common/result.hpp"
#include "storage/database.hpp"

namespace firm::storage {

struct Migration {
  int version;
  std::string_view name;
  std::string_view sql;
};

// server/migrations/<engine>/*.sql, embedded at build time, in version order.
const std::vector<Migration>& EmbeddedMigrations(Engine engine);

// Engine-specific primitives the runner needs; each call is one statement
// batch on the same connection.
struct MigrationSteps {
  std::function<common::Result<Unit, StorageError>(std::string_view sql)> exec;
  // Versions already recorded in schema_migrations.
  std::function<common::Result<std::vector<int>, StorageError>()> applied_versions;
  std::string begin_sql;  // e.g. "BEGIN IMMEDIATE" or BEGIN + advisory lock
  // Run before COMMIT when a migration was applied; an error rolls everything back (SQLite:
  // the foreign-key check of a migration that rebuilt a table with foreign keys off).
  std::function<common::Result<Unit, StorageError>()> before_commit;
};

// Creates schema_migrations if needed, then applies every pending migration
// inside one transaction (all or nothing). Returns how many were applied.
common::Result<int, StorageError> ApplyMigrations(const std::vector<Migration>& migrations,
                                                  const MigrationSteps& steps);

}  // namespace firm::storage
