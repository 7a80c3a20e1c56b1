#include <libpq-fe.h>

#include <chrono>
#include <condition_variable>
#include <mutex>

#include "storage/lead_repository.hpp"
#include "storage/migrations.hpp"

namespace firm::storage {

namespace {

using UnitResult = common::Result<Unit, StorageError>;
using InsertResult = common::Result<InsertOutcome, StorageError>;

// How long a request waits for a free pooled connection before giving up.
constexpr auto kPoolWait = std::chrono::seconds(5);
constexpr std::string_view kConnectTimeoutSeconds = "5";

constexpr std::string_view kInsertLead =
    "INSERT INTO leads (id, form_type, submission_id, created_at, first_name, last_name, email,"
    " phone, issue_types, answers, landing_page, utm_source, utm_medium, utm_campaign,"
    " user_agent) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11, $12, $13,"
    " $14, $15) ON CONFLICT (form_type, submission_id) DO NOTHING RETURNING id";

// After ON CONFLICT DO NOTHING (which waits for a concurrent inserter to
// commit) a new statement sees the committed row under READ COMMITTED.
constexpr std::string_view kSelectLeadBySubmission =
    "SELECT id FROM leads WHERE form_type = $1 AND submission_id = $2";

constexpr std::string_view kSelectAppliedVersions = "SELECT version FROM schema_migrations";

// Serialises concurrent start-ups of several servers on one database.
constexpr std::string_view kBeginMigrations = "BEGIN; SELECT pg_advisory_xact_lock(7363519240112)";

using ResultPtr = std::unique_ptr<PGresult, decltype(&PQclear)>;

// Only the primary message and SQLSTATE of a failed statement: libpq's full
// text can carry DETAIL lines with row values (personal data).
StorageError Error(PGconn* conn, std::string_view what, const PGresult* result = nullptr) {
  std::string message;
  if (result) {
    const char* primary = PQresultErrorField(result, PG_DIAG_MESSAGE_PRIMARY);
    const char* state = PQresultErrorField(result, PG_DIAG_SQLSTATE);
    if (primary) message = std::string(primary) + " (SQLSTATE " + (state ? state : "?") + ")";
  }
  if (message.empty()) message = conn ? PQerrorMessage(conn) : "no connection";
  while (!message.empty() && (message.back() == '\n' || message.back() == ' ')) message.pop_back();
  return StorageError{"postgres " + std::string(what) + ": " + message};
}

struct Query {
  ResultPtr result{nullptr, &PQclear};
  bool ok = false;
};

Query Run(PGconn* conn, std::string_view sql,
          const std::vector<std::optional<std::string>>& params) {
  std::vector<const char*> values;
  values.reserve(params.size());
  for (const auto& p : params) values.push_back(p ? p->c_str() : nullptr);
  std::string text(sql);
  Query query;
  query.result.reset(PQexecParams(conn, text.c_str(), static_cast<int>(values.size()), nullptr,
                                  values.data(), nullptr, nullptr, 0));
  auto status = PQresultStatus(query.result.get());
  query.ok = status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK;
  return query;
}

UnitResult ExecBatch(PGconn* conn, std::string_view sql) {
  std::string text(sql);
  ResultPtr result(PQexec(conn, text.c_str()), &PQclear);
  auto status = PQresultStatus(result.get());
  if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK) {
    return UnitResult::Err(Error(conn, "exec", result.get()));
  }
  return UnitResult::Ok({});
}

class PostgresTransaction : public Transaction {
 public:
  explicit PostgresTransaction(PGconn* conn) : conn_(conn) {}

  UnitResult Execute(std::string_view sql,
                     const std::vector<std::optional<std::string>>& params) override {
    auto query = Run(conn_, sql, params);
    if (!query.ok) return UnitResult::Err(Error(conn_, "statement", query.result.get()));
    return UnitResult::Ok({});
  }

 private:
  PGconn* conn_;
};

std::string ConnectionString(const std::string& url) {
  // libpq accepts a URL as its conninfo; the timeout is added as a parameter.
  return url + (url.find('?') == std::string::npos ? "?" : "&") +
         "connect_timeout=" + std::string(kConnectTimeoutSeconds);
}

// A fixed number of connections, opened lazily and re-opened when broken, so
// the server keeps running while the database is away and recovers after.
class PostgresLeadRepository : public LeadRepository {
 public:
  PostgresLeadRepository(std::string url, unsigned pool_size)
      : conninfo_(ConnectionString(url)), slots_(pool_size, nullptr), free_(pool_size) {
    for (unsigned i = 0; i < pool_size; ++i) free_[i] = i;
  }
  ~PostgresLeadRepository() override {
    for (auto* conn : slots_) {
      if (conn) PQfinish(conn);
    }
  }

  std::string_view Engine() const override { return "postgres"; }

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
          for (int row = 0; row < PQntuples(query.result.get()); ++row) {
            versions.push_back(std::stoi(PQgetvalue(query.result.get(), row, 0)));
          }
          return R::Ok(std::move(versions));
        },
        std::string(kBeginMigrations),
    };
    return ApplyMigrations(EmbeddedMigrations(storage::Engine::kPostgres), steps);
  }

  InsertResult InsertLead(const NewLead& lead, const AfterInsert& after_insert) override {
    auto slot = Acquire();
    if (!slot) return InsertResult::Err(StorageError{"postgres: no free connection in time"});
    struct Release {
      PostgresLeadRepository* self;
      unsigned slot;
      ~Release() { self->Give(slot); }
    } release{this, *slot};

    auto conn = Connection(*slot);
    if (!conn) return InsertResult::Err(conn.Error());
    PGconn* c = conn.Value();
    if (auto begun = ExecBatch(c, "BEGIN"); !begun) return Broken(*slot, begun.Error());
    auto outcome = InsertInTransaction(c, lead, after_insert);
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

 private:
  InsertResult InsertInTransaction(PGconn* c, const NewLead& lead,
                                   const AfterInsert& after_insert) {
    auto inserted = Run(
        c, kInsertLead,
        {lead.id, lead.form_type, lead.submission_id, lead.created_at, lead.first_name,
         lead.last_name, lead.email, lead.phone, lead.issue_types, lead.answers, lead.landing_page,
         lead.utm_source, lead.utm_medium, lead.utm_campaign, lead.user_agent});
    if (!inserted.ok) return InsertResult::Err(Error(c, "insert", inserted.result.get()));
    if (PQntuples(inserted.result.get()) == 1) {
      if (after_insert) {
        PostgresTransaction tx(c);
        if (auto hook = after_insert(tx, lead); !hook) return InsertResult::Err(hook.Error());
      }
      return InsertResult::Ok(InsertOutcome{PQgetvalue(inserted.result.get(), 0, 0), true});
    }
    auto existing = Run(c, kSelectLeadBySubmission, {lead.form_type, lead.submission_id});
    if (!existing.ok || PQntuples(existing.result.get()) != 1) {
      return InsertResult::Err(Error(c, "read back", existing.result.get()));
    }
    return InsertResult::Ok(InsertOutcome{PQgetvalue(existing.result.get(), 0, 0), false});
  }

  // Drops a connection that is no longer usable so the next request reconnects.
  InsertResult Broken(unsigned slot, StorageError error) {
    std::lock_guard lock(mutex_);
    if (slots_[slot] && PQstatus(slots_[slot]) != CONNECTION_OK) {
      PQfinish(slots_[slot]);
      slots_[slot] = nullptr;
    }
    return InsertResult::Err(std::move(error));
  }

  common::Result<PGconn*, StorageError> Connection(unsigned slot) {
    using R = common::Result<PGconn*, StorageError>;
    PGconn* conn = nullptr;
    {
      std::lock_guard lock(mutex_);
      conn = slots_[slot];
    }
    if (conn && PQstatus(conn) == CONNECTION_OK) return R::Ok(conn);
    if (conn) PQfinish(conn);
    conn = PQconnectdb(conninfo_.c_str());
    if (PQstatus(conn) != CONNECTION_OK) {
      StorageError error = Error(conn, "connect");
      PQfinish(conn);
      std::lock_guard lock(mutex_);
      slots_[slot] = nullptr;
      return R::Err(std::move(error));
    }
    // NOTICEs (e.g. "already exists, skipping") are not errors; keep stderr for errors.
    PQsetNoticeProcessor(
        conn, [](void*, const char*) {}, nullptr);
    std::lock_guard lock(mutex_);
    slots_[slot] = conn;
    return R::Ok(conn);
  }

  std::optional<unsigned> Acquire() {
    std::unique_lock lock(mutex_);
    if (!available_.wait_for(lock, kPoolWait, [this] { return !free_.empty(); })) {
      return std::nullopt;
    }
    unsigned slot = free_.back();
    free_.pop_back();
    return slot;
  }

  void Give(unsigned slot) {
    {
      std::lock_guard lock(mutex_);
      free_.push_back(slot);
    }
    available_.notify_one();
  }

  const std::string conninfo_;
  std::mutex mutex_;
  std::condition_variable available_;
  std::vector<PGconn*> slots_;  // guarded by mutex_; a slot is used by one thread at a time
  std::vector<unsigned> free_;
};

}  // namespace

common::Result<std::unique_ptr<LeadRepository>, StorageError> OpenPostgresRepository(
    const std::string& url, unsigned pool_size) {
  using R = common::Result<std::unique_ptr<LeadRepository>, StorageError>;
  auto repository = std::make_unique<PostgresLeadRepository>(url, std::max(1u, pool_size));
  auto migrated = repository->Migrate();
  if (!migrated) return R::Err(migrated.Error());
  return R::Ok(std::move(repository));
}

}  // namespace firm::storage
