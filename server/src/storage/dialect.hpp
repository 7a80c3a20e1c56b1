#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace firm::storage {

enum class Engine { kSqlite, kPostgres };

// "$first, $first+1, ..." for `count` parameters: an IN list of bound values.
std::string Placeholders(std::size_t first, std::size_t count);

// What differs between the SQL of the two engines, in one place: the modules
// above storage/ write their statements with these pieces and never ask which
// engine they run on.
class Dialect {
 public:
  explicit Dialect(Engine engine) : engine_(engine) {}

  // For what is not a fragment but a different structure on each engine: the leads search goes
  // through an FTS5 table on SQLite and through trigram indexes on PostgreSQL (issue 52).
  Engine engine() const { return engine_; }

  // Appended to a SELECT whose rows the same transaction then changes: a
  // second transaction waits and reads the changed rows (PostgreSQL " FOR
  // UPDATE"). SQLite needs nothing: BEGIN IMMEDIATE already runs every writing
  // transaction alone.
  std::string_view LockRows() const;
  // The same for a queue: rows another transaction holds are passed over
  // instead of waited for (PostgreSQL " FOR UPDATE SKIP LOCKED").
  std::string_view LockRowsSkipLocked() const;
  // LockRows for the rows of `table` only, in a query that joins others
  // (PostgreSQL " FOR UPDATE OF table": an outer join's nullable side cannot be locked).
  std::string LockRowsOf(std::string_view table) const;
  // LIKE that ignores case: SQLite's LIKE already does for ASCII; PostgreSQL's
  // ILIKE (which also folds non-ASCII letters).
  std::string_view CaseInsensitiveLike() const;
  // A condition: the JSON array stored as text in `column` holds the text
  // parameter `placeholder` as one of its elements.
  std::string JsonArrayHas(std::string_view column, std::string_view placeholder) const;
  // The whole milliseconds from timestamp `from` to timestamp `to` (columns or a placeholder of
  // an ISO time), an integer; NULL when either is. For figures read by the million (the report).
  std::string MillisecondsBetween(std::string_view from, std::string_view to) const;

 private:
  Engine engine_;
};

}  // namespace firm::storage
