#include <sqlite3.h>

#include <cstdio>
#include <mutex>

#include "metrics/metrics.hpp"
#include "storage/database.hpp"
#include "storage/migrations.hpp"

namespace firm::storage {

namespace {

// Only other processes (a backup, an operator's sqlite3) can hold the lock: the
// server itself serialises on one connection. Short enough to answer 503 in time.
constexpr int kBusyTimeoutMs = 3000;

// Durability: every COMMIT is fsynced (synchronous=FULL) before it returns.
// Privacy: secure_delete overwrites deleted rows and freed pages with zeros,
// so a deleted lead does not linger in the file's free space.
// Foreign keys are turned on after the migrations (kForeignKeysOn): a migration that rebuilds a
// table (CREATE new, copy, DROP old, RENAME) runs with them off, as SQLite's ALTER TABLE page
// prescribes, so dropping the old table cascades nothing; PRAGMA foreign_key_check then runs
// before COMMIT (kForeignKeyCheck).
constexpr std::string_view kPragmas =
    "PRAGMA journal_mode=WAL;"
    "PRAGMA synchronous=FULL;"
    "PRAGMA foreign_keys=OFF;"
    "PRAGMA secure_delete=ON;";
constexpr std::string_view kForeignKeysOn = "PRAGMA foreign_keys=ON;";
constexpr std::string_view kForeignKeyCheck = "PRAGMA foreign_key_check";

constexpr std::string_view kSelectAppliedVersions = "SELECT version FROM schema_migrations";

class Statement {
 public:
  Statement(sqlite3* db, std::string_view sql) {
    rc_ = sqlite3_prepare_v2(db, sql.data(), static_cast<int>(sql.size()), &stmt_, nullptr);
  }
  ~Statement() { sqlite3_finalize(stmt_); }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  bool ok() const { return rc_ == SQLITE_OK && stmt_ != nullptr; }
  sqlite3_stmt* get() const { return stmt_; }

  // SQLite numbers "$N" parameters in order of first appearance, not by N, so
  // "... $2 ... $1" would swap them: look each one up by its name instead.
  int Bind(const Params& params) {
    for (std::size_t i = 0; i < params.size(); ++i) {
      char name[24];
      std::snprintf(name, sizeof name, "$%zu", i + 1);
      int index = sqlite3_bind_parameter_index(stmt_, name);
      if (index == 0) continue;  // not used by this statement
      int rc = params[i] ? sqlite3_bind_text(stmt_, index, params[i]->data(),
                                             static_cast<int>(params[i]->size()), SQLITE_TRANSIENT)
                         : sqlite3_bind_null(stmt_, index);
      if (rc != SQLITE_OK) return rc;
    }
    return SQLITE_OK;
  }

 private:
  sqlite3_stmt* stmt_ = nullptr;
  int rc_ = SQLITE_OK;
};

StorageError Error(sqlite3* db, std::string_view what) {
  return StorageError{"sqlite " + std::string(what) + ": " + sqlite3_errmsg(db) + " (code " +
                      std::to_string(sqlite3_extended_errcode(db)) + ")"};
}

UnitResult ExecBatch(sqlite3* db, std::string_view sql) {
  std::string text(sql);
  char* message = nullptr;
  if (sqlite3_exec(db, text.c_str(), nullptr, nullptr, &message) != SQLITE_OK) {
    StorageError error{"sqlite: " + std::string(message ? message : "error") + " (code " +
                       std::to_string(sqlite3_extended_errcode(db)) + ")"};
    sqlite3_free(message);
    return UnitResult::Err(std::move(error));
  }
  return UnitResult::Ok({});
}

QueryOutcome RunQuery(sqlite3* db, std::string_view sql, const Params& params) {
  Statement stmt(db, sql);
  if (!stmt.ok() || stmt.Bind(params) != SQLITE_OK) {
    return QueryOutcome::Err(Error(db, "prepare"));
  }
  const int columns = sqlite3_column_count(stmt.get());
  std::vector<std::string> names;
  names.reserve(static_cast<std::size_t>(columns));
  for (int c = 0; c < columns; ++c) names.emplace_back(sqlite3_column_name(stmt.get(), c));
  QueryResult result(std::move(names));
  int rc = 0;
  while ((rc = sqlite3_step(stmt.get())) == SQLITE_ROW) {
    std::vector<Value> row;
    row.reserve(static_cast<std::size_t>(columns));
    for (int c = 0; c < columns; ++c) {
      if (sqlite3_column_type(stmt.get(), c) == SQLITE_NULL) {
        row.emplace_back(std::nullopt);
      } else {
        const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(stmt.get(), c));
        row.emplace_back(
            std::string(text, static_cast<std::size_t>(sqlite3_column_bytes(stmt.get(), c))));
      }
    }
    result.AddRow(std::move(row));
  }
  if (rc != SQLITE_DONE) return QueryOutcome::Err(Error(db, "step"));
  result.affected = sqlite3_changes(db);
  return QueryOutcome::Ok(std::move(result));
}

class SqliteTransaction : public Transaction {
 public:
  explicit SqliteTransaction(sqlite3* db) : db_(db) {}
  QueryOutcome Query(std::string_view sql, const Params& params) override {
    return RunQuery(db_, sql, params);
  }

 private:
  sqlite3* db_;
};

// One connection behind a mutex: SQLite serialises writers anyway, and a
// single connection keeps the WAL simple. Bodies are short (no network inside).
class SqliteDatabase : public Database {
 public:
  explicit SqliteDatabase(sqlite3* db) : db_(db) {}
  ~SqliteDatabase() override { sqlite3_close_v2(db_); }

  Engine engine() const override { return Engine::kSqlite; }

  UnitResult Transact(const Body& body) override {
    auto result = TransactLocked(body);
    if (!result) metrics::Process().CountDatabaseError("sqlite");
    return result;
  }

  UnitResult ForgetDeletedRows() override {
    std::lock_guard lock(mutex_);
    // Copies every WAL frame into the main file and truncates the WAL to zero
    // bytes: the frames written before the deletion held the rows. Waits up to
    // the busy timeout for another process's reader (a backup) to finish.
    int rc = sqlite3_wal_checkpoint_v2(db_, nullptr, SQLITE_CHECKPOINT_TRUNCATE, nullptr, nullptr);
    if (rc != SQLITE_OK) return UnitResult::Err(Error(db_, "checkpoint"));
    return UnitResult::Ok({});
  }

  sqlite3* handle() const { return db_; }

 private:
  UnitResult TransactLocked(const Body& body) {
    std::lock_guard lock(mutex_);
    if (auto begun = ExecBatch(db_, "BEGIN IMMEDIATE"); !begun) return begun;
    SqliteTransaction tx(db_);
    auto outcome = body(tx);
    if (!outcome) {
      (void)ExecBatch(db_, "ROLLBACK");
      return outcome;
    }
    if (auto committed = ExecBatch(db_, "COMMIT"); !committed) {
      (void)ExecBatch(db_, "ROLLBACK");
      return committed;
    }
    return outcome;
  }

  sqlite3* db_;
  std::mutex mutex_;
};

common::Result<std::vector<int>, StorageError> AppliedVersions(sqlite3* db) {
  using R = common::Result<std::vector<int>, StorageError>;
  auto rows = RunQuery(db, kSelectAppliedVersions, {});
  if (!rows) return R::Err(rows.Error());
  std::vector<int> versions;
  for (const auto row : rows.Value()) versions.push_back(static_cast<int>(row.Long("version")));
  return R::Ok(std::move(versions));
}

}  // namespace

common::Result<std::shared_ptr<Database>, StorageError> OpenSqliteDatabase(
    const std::string& path) {
  using R = common::Result<std::shared_ptr<Database>, StorageError>;
  sqlite3* db = nullptr;
  int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX;
  if (sqlite3_open_v2(path.c_str(), &db, flags, nullptr) != SQLITE_OK) {
    StorageError error = Error(db, "open");
    sqlite3_close_v2(db);
    return R::Err(std::move(error));
  }
  // The database owns the handle from here, so every early return closes it.
  auto database = std::make_shared<SqliteDatabase>(db);
  sqlite3_busy_timeout(db, kBusyTimeoutMs);
  if (auto pragmas = ExecBatch(db, kPragmas); !pragmas) return R::Err(pragmas.Error());
  MigrationSteps steps{
      [db](std::string_view sql) { return ExecBatch(db, sql); },
      [db]() { return AppliedVersions(db); },
      "BEGIN IMMEDIATE",
      [db]() -> UnitResult {
        Statement check(db, kForeignKeyCheck);
        if (!check.ok()) return UnitResult::Err(Error(db, "foreign_key_check"));
        const int rc = sqlite3_step(check.get());
        if (rc == SQLITE_ROW) {
          const auto* table = sqlite3_column_text(check.get(), 0);
          return UnitResult::Err(
              StorageError{"a migration left a row whose foreign key names no row, in table " +
                           std::string(table ? reinterpret_cast<const char*>(table) : "?")});
        }
        if (rc != SQLITE_DONE) return UnitResult::Err(Error(db, "foreign_key_check"));
        return UnitResult::Ok({});
      },
  };
  auto migrated = ApplyMigrations(EmbeddedMigrations(Engine::kSqlite), steps);
  if (!migrated) return R::Err(migrated.Error());
  if (auto on = ExecBatch(db, kForeignKeysOn); !on) return R::Err(on.Error());
  return R::Ok(std::move(database));
}

}  // namespace firm::storage
