#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
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

// What the runner does around the migrations beyond the engine's primitives (apart from
// MigrationSteps so that every engine need not name them).
struct MigrationChecks {
  // Asked once, inside the transaction, when a migration is pending, before the first runs: an
  // error refuses the upgrade (and so the start) with nothing changed (SQLite: the disk check).
  std::function<common::Result<Unit, StorageError>()> check_room;
  // Where each applied migration's duration is said; stderr when unset. Names and times only.
  std::function<void(const std::string&)> log;
};

// Creates schema_migrations if needed, then applies every pending migration
// inside one transaction (all or nothing), saying how long each took. Returns how many were
// applied.
common::Result<int, StorageError> ApplyMigrations(const std::vector<Migration>& migrations,
                                                  const MigrationSteps& steps,
                                                  const MigrationChecks& checks = {});

// Free bytes for an unprivileged writer in the file system holding `folder`; nullopt when it
// cannot be asked (statvfs).
std::optional<std::uintmax_t> FreeBytes(const std::filesystem::path& folder);

// Whether the folder of the SQLite file `database` has room for pending migrations. A migration
// that rebuilds a table writes the new copy beside the old one in the file and every page of it
// into the WAL as well, up to about twice the database (issue 52: 9.65 GB of disk at the peak
// upgrading a 1M-lead database), so the rule is conservative: free space of twice the
// database's size (file and WAL). The refusal names the space needed and free, never the data.
// `free_bytes` is FreeBytes but in a test. A new, empty file needs no check.
common::Result<Unit, StorageError> CheckRoomForMigrations(
    const std::filesystem::path& database,
    const std::function<std::optional<std::uintmax_t>(const std::filesystem::path&)>& free_bytes =
        FreeBytes);

}  // namespace firm::storage
