#include <sqlite3.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <optional>
#include <vector>

#include "metrics/metrics.hpp"
#include "storage/database.hpp"
#include "storage/migrations.hpp"
#include "storage/sqlite_statement.hpp"

namespace firm::storage {

namespace {

using sqlite::Error;
using sqlite::ExecBatch;
using sqlite::IsQuery;
using sqlite::RunQuery;
using sqlite::RunStatement;
using sqlite::Statement;

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

class SqliteTransaction : public Transaction {
 public:
  explicit SqliteTransaction(sqlite3* db) : db_(db) {}
  QueryOutcome Query(std::string_view sql, const Params& params) override {
    return RunQuery(db_, sql, params);
  }

 private:
  sqlite3* db_;
};

// How long a Read waits for a free read connection before it fails.
constexpr auto kReaderWait = std::chrono::seconds(5);

// Read connections: opened read-only when first needed, each used by one thread
// at a time. WAL lets them read while the writer writes: a read sees the
// transactions committed before it began.
class ReaderPool {
 public:
  ReaderPool(std::string path, unsigned size) : path_(std::move(path)), slots_(size, nullptr) {
    for (unsigned i = 0; i < size; ++i) free_.push_back(i);
  }
  ~ReaderPool() {
    for (auto* db : slots_) sqlite3_close_v2(db);
  }
  ReaderPool(const ReaderPool&) = delete;
  ReaderPool& operator=(const ReaderPool&) = delete;

  // A connection for one read, given back when the lease ends.
  class Lease {
   public:
    Lease(ReaderPool* pool, unsigned slot) : pool_(pool), slot_(slot) {}
    Lease(Lease&& other) noexcept : pool_(other.pool_), slot_(other.slot_) {
      other.pool_ = nullptr;
    }
    Lease(const Lease&) = delete;
    Lease& operator=(const Lease&) = delete;
    Lease& operator=(Lease&&) = delete;
    ~Lease() {
      if (pool_) pool_->Give(slot_);
    }
    unsigned slot() const { return slot_; }

   private:
    ReaderPool* pool_;
    unsigned slot_;
  };

  common::Result<std::pair<Lease, sqlite3*>, StorageError> Acquire() {
    using R = common::Result<std::pair<Lease, sqlite3*>, StorageError>;
    unsigned slot = 0;
    {
      std::unique_lock lock(mutex_);
      if (!available_.wait_for(lock, kReaderWait, [this] { return !free_.empty() && !held_; })) {
        return R::Err(StorageError{"sqlite: no free read connection in time"});
      }
      slot = free_.back();
      free_.pop_back();
    }
    Lease lease(this, slot);
    if (!slots_[slot]) {
      auto opened = Open();
      if (!opened) return R::Err(opened.Error());
      slots_[slot] = opened.Value();
    }
    sqlite3* db = slots_[slot];
    return R::Ok({std::move(lease), db});
  }

  // Waits until no read is under way and keeps new ones waiting until Release
  // (for a checkpoint that must not leave a reader's snapshot behind).
  void HoldAll() {
    std::unique_lock lock(mutex_);
    available_.wait(lock, [this] { return !held_; });
    held_ = true;
    available_.wait(lock, [this] { return free_.size() == slots_.size(); });
  }
  void ReleaseAll() {
    {
      std::lock_guard lock(mutex_);
      held_ = false;
    }
    available_.notify_all();
  }

 private:
  void Give(unsigned slot) {
    {
      std::lock_guard lock(mutex_);
      free_.push_back(slot);
    }
    available_.notify_all();
  }

  common::Result<sqlite3*, StorageError> Open() const {
    using R = common::Result<sqlite3*, StorageError>;
    sqlite3* db = nullptr;
    if (sqlite3_open_v2(path_.c_str(), &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_FULLMUTEX,
                        nullptr) != SQLITE_OK) {
      StorageError error = Error(db, "open reader");
      sqlite3_close_v2(db);
      return R::Err(std::move(error));
    }
    sqlite3_busy_timeout(db, kBusyTimeoutMs);
    // Read-only twice over: the open flag, and query_only refuses any statement that writes.
    if (auto pragmas = ExecBatch(db, "PRAGMA query_only=ON;"); !pragmas) {
      sqlite3_close_v2(db);
      return R::Err(pragmas.Error());
    }
    return R::Ok(db);
  }

  const std::string path_;
  std::mutex mutex_;
  std::condition_variable available_;
  // Touched only by the thread holding the slot's lease (or the destructor).
  std::vector<sqlite3*> slots_;
  std::vector<unsigned> free_;  // guarded by mutex_
  bool held_ = false;           // guarded by mutex_: HoldAll is waiting or holds every slot
};

// One writer connection behind a mutex (SQLite serialises writers anyway), and
// read connections beside it (ReaderPool). Bodies are short (no network inside).
class SqliteDatabase : public Database {
 public:
  SqliteDatabase(sqlite3* db, const std::string& path, unsigned readers)
      : db_(db), readers_(path, std::max(1u, readers)) {}
  ~SqliteDatabase() override { sqlite3_close_v2(db_); }

  Engine engine() const override { return Engine::kSqlite; }

  UnitResult Transact(const Body& body) override {
    auto result = TransactLocked(body);
    if (!result) metrics::Process().CountDatabaseError("sqlite");
    return result;
  }

  UnitResult Read(const Body& body) override {
    auto result = ReadOnReader(body);
    if (!result) metrics::Process().CountDatabaseError("sqlite");
    return result;
  }

  // Compiled on a read connection: a query (SELECT, WITH, VALUES) that only reads
  // runs there, in its own (autocommit) transaction; any other statement goes to the
  // writer, a PRAGMA too (SQLite calls many read-only, but they set the connection
  // they run on).
  QueryOutcome Query(std::string_view sql, const Params& params) override {
    if (IsQuery(sql)) {
      auto reader = readers_.Acquire();
      if (!reader) {
        metrics::Process().CountDatabaseError("sqlite");
        return QueryOutcome::Err(reader.Error());
      }
      sqlite3* db = reader.Value().second;
      Statement stmt(db, sql);
      if (!stmt.ok()) {
        metrics::Process().CountDatabaseError("sqlite");
        return QueryOutcome::Err(Error(db, "prepare"));
      }
      if (sqlite3_stmt_readonly(stmt.get())) {
        auto outcome = RunStatement(db, stmt, params);
        if (!outcome) metrics::Process().CountDatabaseError("sqlite");
        return outcome;
      }
    }
    return Database::Query(sql, params);
  }

  UnitResult ForgetDeletedRows() override {
    // No read of this process may keep a snapshot from before the deletion while
    // the WAL is emptied: new reads wait, those under way finish first. One such
    // wait at a time, and before the writer's lock, which reads never take.
    std::lock_guard forgetting(forget_mutex_);
    readers_.HoldAll();
    struct Resume {
      ReaderPool& readers;
      ~Resume() { readers.ReleaseAll(); }
    } resume{readers_};
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
  UnitResult ReadOnReader(const Body& body) {
    auto reader = readers_.Acquire();
    if (!reader) return UnitResult::Err(reader.Error());
    sqlite3* db = reader.Value().second;
    // Deferred: the read transaction (and its snapshot) starts at the first SELECT.
    if (auto begun = ExecBatch(db, "BEGIN"); !begun) return begun;
    SqliteTransaction tx(db);
    auto outcome = body(tx);
    // A read has nothing to keep: ROLLBACK ends it either way.
    (void)ExecBatch(db, "ROLLBACK");
    return outcome;
  }

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
  std::mutex forget_mutex_;
  ReaderPool readers_;
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

common::Result<std::shared_ptr<Database>, StorageError> OpenSqliteDatabase(const std::string& path,
                                                                           unsigned readers) {
  using R = common::Result<std::shared_ptr<Database>, StorageError>;
  sqlite3* db = nullptr;
  int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX;
  if (sqlite3_open_v2(path.c_str(), &db, flags, nullptr) != SQLITE_OK) {
    StorageError error = Error(db, "open");
    sqlite3_close_v2(db);
    return R::Err(std::move(error));
  }
  // The database owns the handle from here, so every early return closes it.
  auto database = std::make_shared<SqliteDatabase>(db, path, readers);
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
  auto migrated = ApplyMigrations(EmbeddedMigrations(Engine::kSqlite), steps,
                                  {[path] { return CheckRoomForMigrations(path); }, nullptr});
  if (!migrated) return R::Err(migrated.Error());
  if (auto on = ExecBatch(db, kForeignKeysOn); !on) return R::Err(on.Error());
  return R::Ok(std::move(database));
}

}  // namespace firm::storage
