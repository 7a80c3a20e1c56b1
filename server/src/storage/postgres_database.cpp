#include <libpq-fe.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>

#include "common/shared_library.hpp"
#include "metrics/metrics.hpp"
#include "storage/database.hpp"
#include "storage/migrations.hpp"

namespace firm::storage {

namespace {

// libpq's functions, from libpq.so.5 loaded when the first PostgreSQL database is
// opened (dlopen) instead of linked: a server on SQLite never maps libpq and the
// libraries it pulls in (decision 0033).
struct LibPq {
  decltype(&::PQclear) clear;
  decltype(&::PQcmdTuples) cmdTuples;
  decltype(&::PQconnectdb) connectdb;
  decltype(&::PQerrorMessage) errorMessage;
  decltype(&::PQexec) exec;
  decltype(&::PQexecParams) execParams;
  decltype(&::PQfinish) finish;
  decltype(&::PQfname) fname;
  decltype(&::PQgetisnull) getisnull;
  decltype(&::PQgetlength) getlength;
  decltype(&::PQgetvalue) getvalue;
  decltype(&::PQnfields) nfields;
  decltype(&::PQntuples) ntuples;
  decltype(&::PQresultErrorField) resultErrorField;
  decltype(&::PQresultStatus) resultStatus;
  decltype(&::PQsetNoticeProcessor) setNoticeProcessor;
  decltype(&::PQstatus) status;
};

LibPq LoadLibPq() {
  const common::SharedLibrary library("libpq.so.5", "libpq5");
  LibPq pq{};
  library.Bind("PQclear", pq.clear);
  library.Bind("PQcmdTuples", pq.cmdTuples);
  library.Bind("PQconnectdb", pq.connectdb);
  library.Bind("PQerrorMessage", pq.errorMessage);
  library.Bind("PQexec", pq.exec);
  library.Bind("PQexecParams", pq.execParams);
  library.Bind("PQfinish", pq.finish);
  library.Bind("PQfname", pq.fname);
  library.Bind("PQgetisnull", pq.getisnull);
  library.Bind("PQgetlength", pq.getlength);
  library.Bind("PQgetvalue", pq.getvalue);
  library.Bind("PQnfields", pq.nfields);
  library.Bind("PQntuples", pq.ntuples);
  library.Bind("PQresultErrorField", pq.resultErrorField);
  library.Bind("PQresultStatus", pq.resultStatus);
  library.Bind("PQsetNoticeProcessor", pq.setNoticeProcessor);
  library.Bind("PQstatus", pq.status);
  return pq;
}

// Loaded once (OpenPostgresDatabase loads it first, and reports a failure).
const LibPq& Pq() {
  static const LibPq pq = LoadLibPq();
  return pq;
}

// How long a request waits for a free pooled connection before giving up.
constexpr auto kPoolWait = std::chrono::seconds(5);
constexpr std::string_view kConnectTimeoutSeconds = "5";

constexpr std::string_view kSelectAppliedVersions = "SELECT version FROM schema_migrations";

// Serialises concurrent start-ups of several servers on one database.
constexpr std::string_view kBeginMigrations = "BEGIN; SELECT pg_advisory_xact_lock(7363519240112)";

using ResultPtr = std::unique_ptr<PGresult, decltype(LibPq::clear)>;

// Only the primary message and SQLSTATE of a failed statement: libpq's full
// text can carry DETAIL lines with row values (personal data).
StorageError Error(PGconn* conn, std::string_view what, const PGresult* result = nullptr) {
  std::string message;
  if (result) {
    const char* primary = Pq().resultErrorField(result, PG_DIAG_MESSAGE_PRIMARY);
    const char* state = Pq().resultErrorField(result, PG_DIAG_SQLSTATE);
    if (primary) message = std::string(primary) + " (SQLSTATE " + (state ? state : "?") + ")";
  }
  if (message.empty()) message = conn ? Pq().errorMessage(conn) : "no connection";
  while (!message.empty() && (message.back() == '\n' || message.back() == ' ')) message.pop_back();
  return StorageError{"postgres " + std::string(what) + ": " + message};
}

struct Query {
  ResultPtr result{nullptr, Pq().clear};
  bool ok = false;
};

Query Run(PGconn* conn, std::string_view sql, const Params& params) {
  std::vector<const char*> values;
  values.reserve(params.size());
  for (const auto& p : params) values.push_back(p ? p->c_str() : nullptr);
  std::string text(sql);
  Query query;
  query.result.reset(Pq().execParams(conn, text.c_str(), static_cast<int>(values.size()), nullptr,
                                     values.data(), nullptr, nullptr, 0));
  auto status = Pq().resultStatus(query.result.get());
  query.ok = status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK;
  return query;
}

UnitResult ExecBatch(PGconn* conn, std::string_view sql) {
  std::string text(sql);
  ResultPtr result(Pq().exec(conn, text.c_str()), Pq().clear);
  auto status = Pq().resultStatus(result.get());
  if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK) {
    return UnitResult::Err(Error(conn, "exec", result.get()));
  }
  return UnitResult::Ok({});
}

QueryOutcome ToOutcome(PGconn* conn, const Query& query) {
  if (!query.ok) return QueryOutcome::Err(Error(conn, "statement", query.result.get()));
  PGresult* res = query.result.get();
  const int rows = Pq().ntuples(res);
  const int columns = Pq().nfields(res);
  std::vector<std::string> names;
  names.reserve(static_cast<std::size_t>(columns));
  for (int c = 0; c < columns; ++c) names.emplace_back(Pq().fname(res, c));
  QueryResult result(std::move(names));
  result.Reserve(static_cast<std::size_t>(rows));
  for (int r = 0; r < rows; ++r) {
    std::vector<Value> row;
    row.reserve(static_cast<std::size_t>(columns));
    for (int c = 0; c < columns; ++c) {
      if (Pq().getisnull(res, r, c)) {
        row.emplace_back(std::nullopt);
      } else {
        row.emplace_back(std::string(Pq().getvalue(res, r, c),
                                     static_cast<std::size_t>(Pq().getlength(res, r, c))));
      }
    }
    result.AddRow(std::move(row));
  }
  const char* affected = Pq().cmdTuples(res);
  result.affected = (affected && *affected) ? std::stol(affected) : 0;
  return QueryOutcome::Ok(std::move(result));
}

class PostgresTransaction : public Transaction {
 public:
  explicit PostgresTransaction(PGconn* conn) : conn_(conn) {}

  QueryOutcome Query(std::string_view sql, const Params& params) override {
    return ToOutcome(conn_, Run(conn_, sql, params));
  }

  UnitResult Serialize(std::int32_t scope, std::string_view key) override {
    return Execute(kSerializeOn, {std::to_string(scope), std::string(key)});
  }

 private:
  // Released by COMMIT or ROLLBACK.
  static constexpr std::string_view kSerializeOn =
      "SELECT pg_advisory_xact_lock(CAST($1 AS INTEGER), hashtext($2))";

  PGconn* conn_;
};

// A statement Query may run as a read (BEGIN READ ONLY): a SELECT that locks no
// rows and moves no sequence. A write taken for a read would fail loudly (SQLSTATE
// 25006, "read-only transaction"), never quietly; a read taken for a write only
// runs on the writers' side.
bool ReadsOnly(std::string_view sql) {
  std::string upper;
  upper.reserve(sql.size());
  for (char c : sql)
    upper.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
  const auto start = upper.find_first_not_of(" \t\r\n(");
  if (start == std::string::npos || upper.compare(start, 6, "SELECT") != 0) return false;
  for (std::string_view writes : {"FOR UPDATE", "FOR SHARE", "FOR NO KEY", "FOR KEY SHARE",
                                  "NEXTVAL", "SETVAL", "INSERT ", "UPDATE ", "DELETE "}) {
    if (upper.find(writes) != std::string::npos) return false;
  }
  return true;
}

std::string ConnectionString(const std::string& url) {
  // libpq accepts a URL as its conninfo; the timeout is added as a parameter.
  return url + (url.find('?') == std::string::npos ? "?" : "&") +
         "connect_timeout=" + std::string(kConnectTimeoutSeconds);
}

// A fixed number of connections, opened lazily and re-opened when broken, so
// the server keeps running while the database is away and recovers after.
class PostgresDatabase : public Database {
 public:
  PostgresDatabase(std::string url, unsigned pool_size, unsigned readers)
      : conninfo_(ConnectionString(url)),
        // Reads never take the last connection: it is kept for a write.
        max_readers_(std::clamp(readers, 1u, std::max(1u, pool_size - 1))),
        slots_(pool_size, nullptr),
        free_(pool_size) {
    for (unsigned i = 0; i < pool_size; ++i) free_[i] = i;
  }
  ~PostgresDatabase() override {
    for (auto* conn : slots_) {
      if (conn) Pq().finish(conn);
    }
  }

  Engine engine() const override { return Engine::kPostgres; }

  // Takes slot 0 for migrations before serving starts.
  common::Result<int, StorageError> Migrate() {
    auto conn = Connection(0);
    if (!conn) return common::Result<int, StorageError>::Err(conn.Error());
    PGconn* c = conn.Value();
    MigrationSteps steps{
        [c](std::string_view sql) { return ExecBatch(c, sql); },
        [c]() -> common::Result<std::vector<int>, StorageError> {
          using R = common::Result<std::vector<int>, StorageError>;
          auto query = Run(c, kSelectAppliedVersions, {});
          if (!query.ok) return R::Err(Error(c, "schema_migrations", query.result.get()));
          std::vector<int> versions;
          for (int row = 0; row < Pq().ntuples(query.result.get()); ++row) {
            versions.push_back(std::stoi(Pq().getvalue(query.result.get(), row, 0)));
          }
          return R::Ok(std::move(versions));
        },
        std::string(kBeginMigrations),
        nullptr,  // constraints hold throughout on PostgreSQL
    };
    return ApplyMigrations(EmbeddedMigrations(storage::Engine::kPostgres), steps);
  }

  UnitResult Transact(const Body& body) override {
    auto result = TransactOnSlot(body, /*read=*/false);
    if (!result) metrics::Process().CountDatabaseError("postgres");
    return result;
  }

  UnitResult Read(const Body& body) override {
    auto result = TransactOnSlot(body, /*read=*/true);
    if (!result) metrics::Process().CountDatabaseError("postgres");
    return result;
  }

  QueryOutcome Query(std::string_view sql, const Params& params) override {
    return QueryIn(ReadsOnly(sql), sql, params);
  }

 private:
  UnitResult TransactOnSlot(const Body& body, bool read) {
    auto slot = Acquire(read);
    if (!slot) return UnitResult::Err(StorageError{"postgres: no free connection in time"});
    struct Release {
      PostgresDatabase* self;
      unsigned slot;
      bool read;
      ~Release() { self->Give(slot, read); }
    } release{this, *slot, read};

    auto conn = Connection(*slot);
    if (!conn) return UnitResult::Err(conn.Error());
    PGconn* c = conn.Value();
    if (auto begun = ExecBatch(c, read ? "BEGIN READ ONLY" : "BEGIN"); !begun) {
      return Broken(*slot, begun.Error());
    }
    PostgresTransaction tx(c);
    auto outcome = body(tx);
    if (!outcome) {
      (void)ExecBatch(c, "ROLLBACK");
      return Broken(*slot, outcome.Error());
    }
    // COMMIT returns once the WAL record is flushed (synchronous_commit=on).
    if (auto committed = ExecBatch(c, "COMMIT"); !committed) {
      return Broken(*slot, committed.Error());
    }
    return outcome;
  }

  // Drops a connection that is no longer usable so the next request reconnects.
  UnitResult Broken(unsigned slot, StorageError error) {
    std::lock_guard lock(mutex_);
    if (slots_[slot] && Pq().status(slots_[slot]) != CONNECTION_OK) {
      Pq().finish(slots_[slot]);
      slots_[slot] = nullptr;
    }
    return UnitResult::Err(std::move(error));
  }

  common::Result<PGconn*, StorageError> Connection(unsigned slot) {
    using R = common::Result<PGconn*, StorageError>;
    PGconn* conn = nullptr;
    {
      std::lock_guard lock(mutex_);
      conn = slots_[slot];
    }
    if (conn && Pq().status(conn) == CONNECTION_OK) return R::Ok(conn);
    if (conn) Pq().finish(conn);
    conn = Pq().connectdb(conninfo_.c_str());
    if (Pq().status(conn) != CONNECTION_OK) {
      StorageError error = Error(conn, "connect");
      Pq().finish(conn);
      std::lock_guard lock(mutex_);
      slots_[slot] = nullptr;
      return R::Err(std::move(error));
    }
    // NOTICEs (e.g. "already exists, skipping") are not errors; keep stderr for errors.
    Pq().setNoticeProcessor(
        conn, [](void*, const char*) {}, nullptr);
    // Timestamps are read back as UTC text (see IsoTimestamp). Every statement here is a short
    // one cut by an index (issue 52, decision 0044): compiling it (JIT, 8-87 ms at a million leads)
    // or starting parallel workers (about 20 ms) cost more than it ran.
    if (auto utc = ExecBatch(conn,
                             "SET TIME ZONE 'UTC'; SET jit = off;"
                             " SET max_parallel_workers_per_gather = 0");
        !utc) {
      Pq().finish(conn);
      std::lock_guard lock(mutex_);
      slots_[slot] = nullptr;
      return R::Err(utc.Error());
    }
    std::lock_guard lock(mutex_);
    slots_[slot] = conn;
    return R::Ok(conn);
  }

  // A free connection; for a read, only while fewer than max_readers_ reads hold one.
  std::optional<unsigned> Acquire(bool read) {
    std::unique_lock lock(mutex_);
    if (!available_.wait_for(lock, kPoolWait, [this, read] {
          return !free_.empty() && (!read || readers_ < max_readers_);
        })) {
      return std::nullopt;
    }
    unsigned slot = free_.back();
    free_.pop_back();
    if (read) ++readers_;
    return slot;
  }

  void Give(unsigned slot, bool read) {
    {
      std::lock_guard lock(mutex_);
      free_.push_back(slot);
      if (read) --readers_;
    }
    // Readers and writers wait on different conditions: wake them all.
    available_.notify_all();
  }

  const std::string conninfo_;
  const unsigned max_readers_;
  unsigned readers_ = 0;  // guarded by mutex_
  std::mutex mutex_;
  std::condition_variable available_;
  std::vector<PGconn*> slots_;  // guarded by mutex_; a slot is used by one thread at a time
  std::vector<unsigned> free_;
};

}  // namespace

common::Result<std::shared_ptr<Database>, StorageError> OpenPostgresDatabase(const std::string& url,
                                                                             unsigned pool_size,
                                                                             unsigned readers) {
  using R = common::Result<std::shared_ptr<Database>, StorageError>;
  try {
    Pq();
  } catch (const std::exception& e) {
    return R::Err(StorageError{e.what()});
  }
  auto database = std::make_shared<PostgresDatabase>(url, std::max(1u, pool_size), readers);
  auto migrated = database->Migrate();
  if (!migrated) return R::Err(migrated.Error());
  return R::Ok(std::move(database));
}

}  // namespace firm::storage
