#include <sqlite3.h>

#include <mutex>

#include "storage/lead_repository.hpp"
#include "storage/migrations.hpp"

namespace firm::storage {

namespace {

using UnitResult = common::Result<Unit, StorageError>;
using InsertResult = common::Result<InsertOutcome, StorageError>;

// Only other processes (a backup, an operator's sqlite3) can hold the lock: the
// server itself serialises on one connection. Short enough to answer 503 in time.
constexpr int kBusyTimeoutMs = 3000;

// Durability: every COMMIT is fsynced (synchronous=FULL) before it returns.
constexpr std::string_view kPragmas =
    "PRAGMA journal_mode=WAL;"
    "PRAGMA synchronous=FULL;"
    "PRAGMA foreign_keys=ON;";

constexpr std::string_view kInsertLead =
    "INSERT INTO leads (id, form_type, submission_id, created_at, first_name, last_name, email,"
    " phone, issue_types, answers, landing_page, utm_source, utm_medium, utm_campaign,"
    " user_agent) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)"
    " ON CONFLICT (form_type, submission_id) DO NOTHING";

constexpr std::string_view kSelectLeadBySubmission =
    "SELECT id FROM leads WHERE form_type = $1 AND submission_id = $2";

constexpr std::string_view kSelectAppliedVersions = "SELECT version FROM schema_migrations";

class Statement {
 public:
  Statement(sqlite3* db, std::string_view sql) {
    rc_ = sqlite3_prepare_v2(db, sql.data(), static_cast<int>(sql.size()), &stmt_, nullptr);
  }
  ~Statement() { sqlite3_finalize(stmt_); }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  bool ok() const { return rc_ == SQLITE_OK; }
  sqlite3_stmt* get() const { return stmt_; }

  int Bind(const std::vector<std::optional<std::string>>& params) {
    for (std::size_t i = 0; i < params.size(); ++i) {
      int index = static_cast<int>(i) + 1;
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

class SqliteTransaction : public Transaction {
 public:
  explicit SqliteTransaction(sqlite3* db) : db_(db) {}

  UnitResult Execute(std::string_view sql,
                     const std::vector<std::optional<std::string>>& params) override {
    Statement stmt(db_, sql);
    if (!stmt.ok() || stmt.Bind(params) != SQLITE_OK) {
      return UnitResult::Err(Error(db_, "prepare"));
    }
    int rc = SQLITE_ROW;
    while (rc == SQLITE_ROW) rc = sqlite3_step(stmt.get());
    if (rc != SQLITE_DONE) return UnitResult::Err(Error(db_, "step"));
    return UnitResult::Ok({});
  }

 private:
  sqlite3* db_;
};

// One connection behind a mutex: SQLite serialises writers anyway, and a
// single connection keeps the WAL simple. Reads for the admin area can get a
// second, read-only connection later.
class SqliteLeadRepository : public LeadRepository {
 public:
  explicit SqliteLeadRepository(sqlite3* db) : db_(db) {}
  ~SqliteLeadRepository() override { sqlite3_close_v2(db_); }

  std::string_view Engine() const override { return "sqlite"; }

  InsertResult InsertLead(const NewLead& lead, const AfterInsert& after_insert) override {
    std::lock_guard lock(mutex_);
    // IMMEDIATE takes the write lock up front, so the read-back below can
    // never race another writer.
    if (auto begun = ExecBatch(db_, "BEGIN IMMEDIATE"); !begun) {
      return InsertResult::Err(begun.Error());
    }
    auto outcome = InsertInTransaction(lead, after_insert);
    if (!outcome) {
      (void)ExecBatch(db_, "ROLLBACK");
      return outcome;
    }
    if (auto committed = ExecBatch(db_, "COMMIT"); !committed) {
      (void)ExecBatch(db_, "ROLLBACK");
      return InsertResult::Err(committed.Error());
    }
    return outcome;
  }

 private:
  InsertResult InsertInTransaction(const NewLead& lead, const AfterInsert& after_insert) {
    SqliteTransaction tx(db_);
    auto inserted =
        tx.Execute(kInsertLead, {lead.id, lead.form_type, lead.submission_id, lead.created_at,
                                 lead.first_name, lead.last_name, lead.email, lead.phone,
                                 lead.issue_types, lead.answers, lead.landing_page, lead.utm_source,
                                 lead.utm_medium, lead.utm_campaign, lead.user_agent});
    if (!inserted) return InsertResult::Err(inserted.Error());
    if (sqlite3_changes(db_) == 1) {
      if (after_insert) {
        if (auto hook = after_insert(tx, lead); !hook) return InsertResult::Err(hook.Error());
      }
      return InsertResult::Ok(InsertOutcome{lead.id, true});
    }
    Statement select(db_, kSelectLeadBySubmission);
    if (!select.ok() || select.Bind({lead.form_type, lead.submission_id}) != SQLITE_OK ||
        sqlite3_step(select.get()) != SQLITE_ROW) {
      return InsertResult::Err(Error(db_, "read back"));
    }
    const auto* id = reinterpret_cast<const char*>(sqlite3_column_text(select.get(), 0));
    return InsertResult::Ok(InsertOutcome{id ? id : "", false});
  }

  sqlite3* db_;
  std::mutex mutex_;
};

common::Result<std::vector<int>, StorageError> AppliedVersions(sqlite3* db) {
  using R = common::Result<std::vector<int>, StorageError>;
  Statement stmt(db, kSelectAppliedVersions);
  if (!stmt.ok()) return R::Err(Error(db, "prepare"));
  std::vector<int> versions;
  int rc = 0;
  while ((rc = sqlite3_step(stmt.get())) == SQLITE_ROW) {
    versions.push_back(sqlite3_column_int(stmt.get(), 0));
  }
  if (rc != SQLITE_DONE) return R::Err(Error(db, "step"));
  return R::Ok(std::move(versions));
}

}  // namespace

common::Result<std::unique_ptr<LeadRepository>, StorageError> OpenSqliteRepository(
    const std::string& path) {
  using R = common::Result<std::unique_ptr<LeadRepository>, StorageError>;
  sqlite3* db = nullptr;
  int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX;
  if (sqlite3_open_v2(path.c_str(), &db, flags, nullptr) != SQLITE_OK) {
    StorageError error = Error(db, "open");
    sqlite3_close_v2(db);
    return R::Err(std::move(error));
  }
  // The repository owns the handle from here, so every early return closes it.
  auto repository = std::make_unique<SqliteLeadRepository>(db);
  sqlite3_busy_timeout(db, kBusyTimeoutMs);
  if (auto pragmas = ExecBatch(db, kPragmas); !pragmas) return R::Err(pragmas.Error());
  MigrationSteps steps{
      [db](std::string_view sql) { return ExecBatch(db, sql); },
      [db]() { return AppliedVersions(db); },
      "BEGIN IMMEDIATE",
  };
  auto migrated = ApplyMigrations(EmbeddedMigrations(Engine::kSqlite), steps);
  if (!migrated) return R::Err(migrated.Error());
  return R::Ok(std::move(repository));
}

}  // namespace firm::storage
