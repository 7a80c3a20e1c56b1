#include "storage/migrations.hpp"

#include <algorithm>

namespace firm::storage {

namespace {

constexpr std::string_view kCreateSchemaMigrations =
    "CREATE TABLE IF NOT EXISTS schema_migrations ("
    " version INTEGER PRIMARY KEY,"
    " name TEXT NOT NULL,"
    " applied_at TEXT NOT NULL)";

}  // namespace

common::Result<int, StorageError> ApplyMigrations(const std::vector<Migration>& migrations,
                                                  const MigrationSteps& steps) {
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
  int count = 0;
  for (const auto& migration : migrations) {
    const auto& done = applied.Value();
    if (std::find(done.begin(), done.end(), migration.version) != done.end()) continue;
    if (auto ran = steps.exec(migration.sql); !ran) {
      return fail(
          StorageError{"migration " + std::string(migration.name) + ": " + ran.Error().message});
    }
    // Names come from the build (checked to be NNNN_snake_case), never from input.
    auto record = "INSERT INTO schema_migrations (version, name, applied_at) VALUES (" +
                  std::to_string(migration.version) + ", '" + std::string(migration.name) +
                  "', CURRENT_TIMESTAMP)";
    if (auto recorded = steps.exec(record); !recorded) return fail(recorded.Error());
    ++count;
  }
  if (count > 0 && steps.before_commit) {
    if (auto checked = steps.before_commit(); !checked) return fail(checked.Error());
  }
  if (auto committed = steps.exec("COMMIT"); !committed) return fail(committed.Error());
  return R::Ok(count);
}

}  // namespace firm::storage
