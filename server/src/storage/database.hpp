#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/result.hpp"
#include "storage/dialect.hpp"

namespace firm::storage {

struct StorageError {
  std::string message;  // for stderr; never contains field values
};

struct Unit {};

using UnitResult = common::Result<Unit, StorageError>;

// Parameters and values travel as text; NULL is std::nullopt. Placeholders are
// $1, $2... in both engines (SQLite accepts $N as a named parameter). SQLite
// binds text, so integer parameters need CAST($N AS INTEGER) in SQL shared by
// both engines; PostgreSQL infers types from the statement.
using Value = std::optional<std::string>;
using Params = std::vector<Value>;

// One row of a result, read by column name: the name the statement gives the
// column (its name, or the alias after AS). A name the statement does not give
// is a fault in the code beside it, so it throws std::logic_error; every
// statement's test finds it on both engines.
class RowView {
 public:
  RowView(const std::vector<std::string>& columns, const std::vector<Value>& values)
      : columns_(&columns), values_(&values) {}

  // The text of the column; "" for NULL.
  const std::string& Text(std::string_view column) const;
  // std::nullopt for NULL.
  const Value& Optional(std::string_view column) const;
  bool IsNull(std::string_view column) const { return !Optional(column).has_value(); }
  // A whole number (count(*), an id); throws std::logic_error when the text is not one.
  long Long(std::string_view column) const;
  // A timestamp column as IsoTimestamp writes it, std::nullopt for NULL.
  std::optional<std::string> OptionalInstant(std::string_view column) const;

 private:
  const std::vector<std::string>* columns_;
  const std::vector<Value>* values_;
};

// A statement's rows and column names. Rows are read only by column name
// (RowView), never by position: a column added to or moved in a SELECT cannot
// shift what a reader gets.
class QueryResult {
 public:
  class Iterator {
   public:
    Iterator(const QueryResult* result, std::size_t index) : result_(result), index_(index) {}
    RowView operator*() const { return result_->At(index_); }
    Iterator& operator++() {
      ++index_;
      return *this;
    }
    bool operator==(const Iterator& other) const { return index_ == other.index_; }

   private:
    const QueryResult* result_;
    std::size_t index_;
  };

  QueryResult() = default;
  explicit QueryResult(std::vector<std::string> columns) : columns_(std::move(columns)) {}

  // For the engines: a row of values in the order of the columns.
  void AddRow(std::vector<Value> values) { rows_.push_back(std::move(values)); }
  void Reserve(std::size_t rows) { rows_.reserve(rows); }

  std::size_t size() const { return rows_.size(); }
  bool empty() const { return rows_.empty(); }
  RowView At(std::size_t row) const { return RowView(columns_, rows_.at(row)); }
  RowView front() const { return At(0); }
  Iterator begin() const { return Iterator(this, 0); }
  Iterator end() const { return Iterator(this, rows_.size()); }
  const std::vector<std::string>& columns() const { return columns_; }

  long affected = 0;  // rows changed by INSERT/UPDATE/DELETE

 private:
  std::vector<std::string> columns_;
  std::vector<std::vector<Value>> rows_;
};

using QueryOutcome = common::Result<QueryResult, StorageError>;

// Statements run inside one open transaction.
class Transaction {
 public:
  virtual ~Transaction() = default;
  virtual QueryOutcome Query(std::string_view sql, const Params& params) = 0;

  UnitResult Execute(std::string_view sql, const Params& params) {
    auto result = Query(sql, params);
    if (!result) return UnitResult::Err(result.Error());
    return UnitResult::Ok({});
  }

  // Transactions that call Serialize with the same scope and key run one
  // after another from this call to their end, so a count they read cannot
  // change under them. PostgreSQL: a transaction-level advisory lock (scope
  // and key as its two-key form, apart from the migrations' one-key lock).
  // SQLite: nothing to do, BEGIN IMMEDIATE already runs writers one at a time.
  // Take several locks in one fixed order, so two transactions never wait on
  // each other in a cycle.
  virtual UnitResult Serialize(std::int32_t /*scope*/, std::string_view /*key*/) {
    return UnitResult::Ok({});
  }
};

// One database, shared by every module (leads, outbox, admin). Timestamps are
// written by the application as UTC ISO 8601 text "YYYY-MM-DDTHH:MM:SS.mmmZ"
// (columns are TEXT in SQLite, timestamptz in PostgreSQL, whose sessions run
// in UTC); read them back through IsoTimestamp so both engines give one format.
class Database {
 public:
  using Body = std::function<UnitResult(Transaction&)>;

  virtual ~Database() = default;
  virtual Engine engine() const = 0;
  Dialect dialect() const { return Dialect(engine()); }
  // "sqlite" or "postgres", for logs.
  std::string_view EngineName() const {
    return engine() == Engine::kSqlite ? "sqlite" : "postgres";
  }

  // BEGIN (IMMEDIATE on SQLite: the write lock up front), body, COMMIT; any
  // error rolls back. Returns only after COMMIT has returned (durable). Never
  // call Transact (nor Read) from inside a body: SQLite has one writer.
  virtual UnitResult Transact(const Body& body) = 0;

  // A read-only transaction beside the writer (decision 0039): it sees what was
  // committed before it began, never waits for the writer and never holds it up.
  // SQLite: on one of its read connections (opened read-only, query_only), WAL
  // letting them read while the one writer commits; PostgreSQL: BEGIN READ ONLY
  // on a pooled connection, and never on the last free ones, kept for writes. A
  // statement that writes fails (and the transaction with it). Waits a few
  // seconds at most for a free read connection, then fails. Never call Read (nor
  // Transact) from inside a body.
  virtual UnitResult Read(const Body& body) = 0;

  // One statement in its own transaction: through Read when the statement only
  // reads (SQLite asks the compiled SELECT/WITH/VALUES, sqlite3_stmt_readonly; a
  // PRAGMA sets its connection, so goes to the writer; PostgreSQL takes a SELECT
  // without a row lock or a sequence call as a read), else through Transact. So a store's
  // single-statement reads go beside the writer unchanged.
  virtual QueryOutcome Query(std::string_view sql, const Params& params = {});

  // After a privacy deletion has committed: no copy of the deleted rows may
  // stay in the files the engine keeps. SQLite: a TRUNCATE checkpoint empties
  // the WAL into the main file, where secure_delete has already overwritten
  // freed space with zeros. PostgreSQL: nothing the server can do at once
  // (VACUUM and WAL recycling; see docs/runbook.md), so a no-op.
  virtual UnitResult ForgetDeletedRows() { return UnitResult::Ok({}); }

 protected:
  // One statement in its own transaction, through Read (`read`) or Transact, and its rows.
  QueryOutcome QueryIn(bool read, std::string_view sql, const Params& params);
};

// "2026-03-10 12:34:56.7+00" (PostgreSQL, UTC session) or the stored ISO text
// (SQLite) -> "2026-03-10T12:34:56.700Z". Empty stays empty.
std::string IsoTimestamp(std::string_view stored);

// A time as "YYYY-MM-DDTHH:MM:SS.mmmZ" (UTC, milliseconds).
std::string IsoTimestamp(std::chrono::system_clock::time_point time);
inline std::string NowIso() { return IsoTimestamp(std::chrono::system_clock::now()); }

// Read connections (Read) a database opens when none is asked for.
inline constexpr unsigned kDefaultReaders = 4;

// SQLite file (created if missing), WAL, synchronous=FULL, foreign keys on,
// secure_delete on (deleted content is overwritten with zeros). Applies
// migrations. One writer connection and up to `readers` read connections,
// each opened when first needed.
common::Result<std::shared_ptr<Database>, StorageError> OpenSqliteDatabase(
    const std::string& path, unsigned readers = kDefaultReaders);

// PostgreSQL through libpq with a fixed pool of lazily opened connections that
// are re-opened when broken. Applies migrations (serialised across processes).
// At most `readers` of them (and never the last one) hold a Read at once, so
// reads cannot take every connection from the writers.
common::Result<std::shared_ptr<Database>, StorageError> OpenPostgresDatabase(
    const std::string& url, unsigned pool_size, unsigned readers = kDefaultReaders);

}  // namespace firm::storage
