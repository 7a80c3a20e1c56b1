#include "storage/migrations.hpp"

#include <sys/statvfs.h>

#include <algorithm>
#include <chrono>
#include <iostream>
#include <system_error>

namespace firm::storage {

namespace {

constexpr std::string_view kCreateSchemaMigrations =
    "CREATE TABLE IF NOT EXISTS schema_migrations ("
    " version INTEGER PRIMARY KEY,"
    " name TEXT NOT NULL,"
    " applied_at TEXT NOT NULL)";

// Twice the database: a rebuilt table's new copy in the file and its pages in the WAL.
constexpr std::uintmax_t kRoomFactor = 2;

std::string Megabytes(std::uintmax_t bytes) {
  return std::to_string((bytes + (1u << 20) - 1) >> 20) + " MB";
}

// The size of a file, 0 when it is not there.
std::uintmax_t SizeOf(const std::filesystem::path& file) {
  std::error_code error;
  const auto size = std::filesystem::file_size(file, error);
  return error ? 0 : size;
}

}  // namespace

std::optional<std::uintmax_t> FreeBytes(const std::filesystem::path& folder) {
  struct statvfs stats {};
  if (statvfs(folder.c_str(), &stats) != 0) return std::nullopt;
  return static_cast<std::uintmax_t>(stats.f_bavail) * stats.f_frsize;
}

common::Result<Unit, StorageError> CheckRoomForMigrations(
    const std::filesystem::path& database,
    const std::function<std::optional<std::uintmax_t>(const std::filesystem::path&)>& free_bytes) {
  using R = common::Result<Unit, StorageError>;
  const std::uintmax_t size = SizeOf(database) + SizeOf(database.string() + "-wal");
  if (size == 0) return R::Ok({});
  auto folder = database.parent_path();
  if (folder.empty()) folder = ".";
  const auto free = free_bytes(folder);
  // A file system that cannot say (rare) is not a reason to refuse: the upgrade is still all or
  // nothing, and a full disk rolls it back.
  if (!free) return R::Ok({});
  const std::uintmax_t needed = size * kRoomFactor;
  if (*free >= needed) return R::Ok({});
  return R::Err(StorageError{
      "not enough disk space to upgrade the database: its migrations may need " +
      Megabytes(needed) + " free in " + folder.string() + " (twice the database's " +
      Megabytes(size) + "), and " + Megabytes(*free) +
      " is free. Free some space (or move the database to a larger disk) and start again; "
      "nothing was changed."});
}

common::Result<int, StorageError> ApplyMigrations(const std::vector<Migration>& migrations,
                                                  const MigrationSteps& steps,
                                                  const MigrationChecks& checks) {
  using R = common::Result<int, StorageError>;
  if (auto created = steps.exec(kCreateSchemaMigrations); !created) return R::Err(created.Error());
  if (auto begun = steps.exec(steps.begin_sql); !begun) return R::Err(begun.Error());

  auto fail = [&](StorageError error) {
    (void)steps.exec("ROLLBACK");
    return R::Err(std::move(error));
  };
  // Read inside the transaction, after its lock, so two processes starting
  // together cannot both apply the same migration.
  auto applied = steps.applied_versions();
  if (!applied) return fail(applied.Error());
  const auto& done = applied.Value();
  auto pending = [&](const Migration& migration) {
    return std::find(done.begin(), done.end(), migration.version) == done.end();
  };
  if (checks.check_room && std::any_of(migrations.begin(), migrations.end(), pending)) {
    if (auto room = checks.check_room(); !room) return fail(room.Error());
  }
  // Said on an upgrade only: a new database's first start (every test's too) takes no time.
  const bool upgrade = !done.empty();
  auto log = [&](const std::string& line) {
    if (!upgrade) return;
    if (checks.log) {
      checks.log(line);
    } else {
      std::cerr << (line + "\n") << std::flush;
    }
  };
  int count = 0;
  for (const auto& migration : migrations) {
    if (!pending(migration)) continue;
    const auto started = std::chrono::steady_clock::now();
    if (auto ran = steps.exec(migration.sql); !ran) {
      return fail(
          StorageError{"migration " + std::string(migration.name) + ": " + ran.Error().message});
    }
    // Names come from the build (checked to be NNNN_snake_case), never from input.
    auto record = "INSERT INTO schema_migrations (version, name, applied_at) VALUES (" +
                  std::to_string(migration.version) + ", '" + std::string(migration.name) +
                  "', CURRENT_TIMESTAMP)";
    if (auto recorded = steps.exec(record); !recorded) return fail(recorded.Error());
    // Measured so an upgrade of a big database can be planned (issue 52); committed with the
    // others at the end, so a failure later undoes this one too.
    const auto took = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - started);
    log("migration " + std::string(migration.name) + ": applied in " +
        std::to_string(took.count()) + " ms");
    ++count;
  }
  if (count > 0 && steps.before_commit) {
    if (auto checked = steps.before_commit(); !checked) return fail(checked.Error());
  }
  const auto committing = std::chrono::steady_clock::now();
  if (auto committed = steps.exec("COMMIT"); !committed) return fail(committed.Error());
  if (count > 0) {
    log("migrations: " + std::to_string(count) + " committed in " +
        std::to_string(std::chrono::duration_cast<std::chrono::milliseconds>(
                           std::chrono::steady_clock::now() - committing)
                           .count()) +
        " ms");
  }
  return R::Ok(count);
}

}  // namespace firm::storage
